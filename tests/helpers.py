"""Helpers shared by the tests: building Land Unter positions by hand, measuring printed PDFs."""

from __future__ import annotations

import ctypes
import math
import re
from dataclasses import dataclass

import pypdfium2 as pdfium
import pypdfium2.raw as raw
from pypdf import PdfReader
from pypdf.generic import ContentStream

from scorer.games.land_unter.engine import Deal, LandUnter, Play, TurnUp

MM = 72 / 25.4
ZERO = [c for c in range(1, 13)] + [c for c in range(49, 61)]   # cards without lifebelts
WHOLE = list(range(25, 37))                                       # one lifebelt each
HALF = list(range(13, 25)) + list(range(37, 49))                  # half a lifebelt each


def hands_with(belts: list[int], fixed: dict[int, list[int]] | None = None) -> list[frozenset[int]]:
    """Real hands of 12 for each seat: seat p gets the ``fixed[p]`` cards, then half-lifebelt cards
    (whole ones when the halves run short) until it shows ``belts[p]`` lifebelts, then lifebelt-free
    cards. Raises AssertionError if the deck cannot make such hands."""
    fixed = fixed or {}
    used = {c for cards in fixed.values() for c in cards}
    pools = {k: [c for c in cards if c not in used] for k, cards in (("0", ZERO), ("1", HALF), ("2", WHOLE))}
    hands = []
    for p, k in enumerate(belts):
        hand = list(fixed.get(p, []))
        need = 2 * k - sum(2 if c in WHOLE else 1 if c in HALF else 0 for c in hand)
        slots = 12 - len(hand)
        whole = max(0, need - slots, -(-(need - len(pools["1"])) // 2))
        half = max(0, need - 2 * whole)
        hand += [pools["2"].pop(0) for _ in range(whole)] + [pools["1"].pop(0) for _ in range(half)]
        hand += [pools["0"].pop(0) for _ in range(12 - len(hand))]
        halves = sum(2 if c in WHOLE else 1 if c in HALF else 0 for c in hand)
        assert len(set(hand)) == 12 and halves // 2 == k, (p, hand)
        hands.append(frozenset(hand))
    return hands


def new_game(belts: list[int], fixed: dict[int, list[int]] | None = None, variants=()) -> LandUnter:
    """A game whose round 1 is dealt: seat p shows ``belts[p]`` lifebelts."""
    names = ["Anna", "Ben", "Cleo", "Dana", "Emil"][: len(belts)]
    state = LandUnter(names, variants)
    hands = hands_with(belts, fixed)
    state.apply(Deal(tuple(hands), tuple(belts)))
    return state


def trick(state: LandUnter, water: tuple[int, int], plays: dict[int, int]) -> None:
    """Turn up ``water`` and play ``plays`` (seat -> card) in the given order."""
    state.apply(TurnUp(water))
    for seat, card in plays.items():
        state.apply(Play(seat, card))


def concat(m, n):
    """The PDF matrix ``m`` followed by ``n`` (both ``[a, b, c, d, e, f]``), as the ``cm`` operator does."""
    a, b, c, d, e, f = m
    A, B, C, D, E, F = n
    return [a * A + b * C, a * B + b * D, c * A + d * C, c * B + d * D, e * A + f * C + E, e * B + f * D + F]


def operations_with_ctm(reader, source, ctm=(1, 0, 0, 1, 0, 0)):
    """Each content-stream operation of ``source`` (a page, or a form XObject drawn under ``ctm``)
    with the transformation matrix in force at it: yields ``(operands, operator, ctm)``; ``q``, ``Q``
    and ``cm`` are followed, not yielded."""
    stack, ctm = [], list(ctm)
    content = source.get_contents() if hasattr(source, "get_contents") else source
    for operands, op in ContentStream(content, reader).operations:
        if op == b"q":
            stack.append(ctm)
        elif op == b"Q":
            ctm = stack.pop()
        elif op == b"cm":
            ctm = concat([float(v) for v in operands], ctm)
        else:
            yield operands, op, ctm


def _page_box(ctm, box) -> tuple[float, float, float, float]:
    """``(left, bottom, right, top)`` in mm on the page of the rectangle ``box`` (pt, in the space of
    ``ctm``)."""
    A, B, C, D, E, F = ctm
    corners = [(A * u + C * v + E, B * u + D * v + F) for u in (box[0], box[2]) for v in (box[1], box[3])]
    xs, ys = [p[0] for p in corners], [p[1] for p in corners]
    return min(xs) / MM, min(ys) / MM, max(xs) / MM, max(ys) / MM


def placed_cards(path) -> list[list[dict]]:
    """Every card form placed on each page of a PDF: ``{"key", "x", "y", "w", "h", "pw", "ph", "turn",
    "trim", "clip", "art"}`` in mm: (x, y) the lower-left corner of the form's bounding box (trim and
    bleed) as placed on the page, ``pw`` x ``ph`` its size on the page, ``w`` x ``h`` the card's own trim
    size (measured along its own axes: a card form's origin is its trim box's lower-left corner and its
    bounding box the trim grown by the bleed, so the trim is ``BBox[0] + BBox[2]`` wide), ``turn`` its
    rotation in degrees (0, 90 or -90); ``trim``, ``clip`` and ``art`` boxes ``(left, bottom, right, top)``
    on the page: the trim box, the clipping rectangle in force (None if none) and what is printed of the
    card (its bounding box within the clip)."""
    reader = PdfReader(str(path))
    pages = []
    for page in reader.pages:
        xobjects = page["/Resources"].get("/XObject", {}) if "/Resources" in page else {}
        found = []
        stack: list = []
        ctm, clip, rect = [1.0, 0.0, 0.0, 1.0, 0.0, 0.0], None, None
        for operands, op in ContentStream(page.get_contents(), reader).operations:
            if op == b"q":
                stack.append((ctm, clip))
            elif op == b"Q":
                ctm, clip = stack.pop()
            elif op == b"cm":
                ctm = concat([float(v) for v in operands], ctm)
            elif op == b"re":
                x, y, w, h = (float(v) for v in operands)
                rect = _page_box(ctm, (x, y, x + w, y + h))
            elif op in (b"W", b"W*") and rect is not None:
                clip = rect if clip is None else (max(clip[0], rect[0]), max(clip[1], rect[1]),
                                                  min(clip[2], rect[2]), min(clip[3], rect[3]))
            elif op == b"Do" and str(operands[0]).startswith("/FormXob.card."):
                bbox = [float(v) for v in xobjects[operands[0]].get_object()["/BBox"]]
                A, B, C, D = ctm[:4]
                left, bottom, right, top = _page_box(ctm, bbox)
                tw, th = bbox[0] + bbox[2], bbox[1] + bbox[3]
                trim = _page_box(ctm, (0, 0, tw, th))
                art = (left, bottom, right, top) if clip is None else (
                    max(left, clip[0]), max(bottom, clip[1]), min(right, clip[2]), min(top, clip[3]))
                found.append({"key": str(operands[0])[len("/FormXob.card."):], "x": left, "y": bottom,
                              "pw": right - left, "ph": top - bottom,
                              "w": math.hypot(A, B) * tw / MM, "h": math.hypot(C, D) * th / MM,
                              "turn": round(math.degrees(math.atan2(B, A))), "trim": trim, "clip": clip, "art": art})
            if op not in (b"re", b"W", b"W*"):
                rect = None  # a clip is "x y w h re W n": any other operator ends the rectangle
        pages.append(found)
    return pages


@dataclass(frozen=True)
class Char:
    """One printed character: its page (1-based), the character, its size (pt) and its centre (mm)."""

    page: int
    char: str
    size: float
    x: float
    y: float


def printed_chars(path) -> list[Char]:
    """Every visible character of the PDF at ``path`` with its printed size."""
    pdf = pdfium.PdfDocument(str(path))
    out = []
    try:
        for number in range(len(pdf)):
            page = pdf[number]
            text = page.get_textpage()
            for i in range(text.count_chars()):
                ch = chr(raw.FPDFText_GetUnicode(text, i))
                if not ch.strip() or ch in "\ufffe\x00":
                    continue
                matrix = raw.FS_MATRIX()
                raw.FPDFText_GetMatrix(text, i, matrix)
                size = raw.FPDFText_GetFontSize(text, i) * math.hypot(matrix.c, matrix.d)
                box = [ctypes.c_double() for _ in range(4)]
                raw.FPDFText_GetCharBox(text, i, *box)
                left, right, bottom, top = (v.value for v in box)
                out.append(Char(number + 1, ch, size, (left + right) / 2 / MM, (bottom + top) / 2 / MM))
    finally:
        pdf.close()
    return out


def page_parts(pack) -> dict[int, str]:
    """Page number -> the part of the pack it belongs to: "contents", "score pad", an extra page's
    component name ("Board", "Tile racks", ...); a page not listed is a card or tile sheet (or a blank)."""
    parts = {p: "contents" for p in range(1, pack.contents_pages + 1)}
    parts[pack.contents_pages + 1] = "score pad"
    parts.update({number: extra.name for number, extra in zip(pack.extra_numbers, pack.extras)})
    return parts


def form_words(reader, form, ctm=(1, 0, 0, 1, 0, 0)) -> list[dict]:
    """Every word drawn by a form XObject (and the forms it places): its text (decoded through the
    font's ToUnicode map), its size in pt and its box (points, in the form's space under ``ctm``),
    measured with the font's own widths."""
    fonts = form["/Resources"].get("/Font", {})
    xobjects = form["/Resources"].get("/XObject", {})
    words: list[dict] = []
    font, size, tm = None, 0.0, [1.0, 0, 0, 1.0, 0, 0]
    for operands, op, m in operations_with_ctm(reader, form, ctm):
        if op == b"Tf":
            font, size = fonts[operands[0]].get_object(), float(operands[1])
        elif op == b"Tm":
            tm = [float(v) for v in operands]
        elif op == b"Td":
            tm = concat([1, 0, 0, 1, float(operands[0]), float(operands[1])], tm)
        elif op == b"Tj" and font is not None:
            codes = [ord(ch) for ch in str(operands[0])]
            text = "".join(_unicode(font).get(code, "?") for code in codes)
            width = sum(float(font["/Widths"][code - int(font["/FirstChar"])]) for code in codes) / 1000 * size
            t = concat(tm, m)
            corners = [(t[0] * u + t[2] * v + t[4], t[1] * u + t[3] * v + t[5])
                       for u in (0, width) for v in (-0.2 * size, 0.72 * size)]
            xs, ys = [x for x, _ in corners], [y for _, y in corners]
            words.append({"text": text, "pt": size * math.sqrt(abs(t[0] * t[3] - t[1] * t[2])),
                          "box": (min(xs), min(ys), max(xs), max(ys))})
        elif op == b"Do" and operands[0] in xobjects:
            inner = xobjects[operands[0]].get_object()
            if inner.get("/Subtype") == "/Form":
                words += form_words(reader, inner, m)
    return words


def _unicode(font) -> dict[int, str]:
    """A simple font's code -> text map, from its ToUnicode CMap."""
    data = font["/ToUnicode"].get_object().get_data().decode("latin-1")
    return {int(a, 16): chr(int(b, 16)) for a, b in re.findall(r"<([0-9A-Fa-f]{2})> <([0-9A-Fa-f]{4})>", data)}


def crop_mark_lines(path, index: int) -> list[tuple[float, float, float, float]]:
    """The crop marks of page ``index`` (0-based) of the PDF at ``path``: every 0.1 mm line, as
    ``(x1, y1, x2, y2)`` in mm from the page's lower-left corner."""
    reader = PdfReader(str(path))
    page = reader.pages[index]
    out, stack, ctm, width, start = [], [], [1.0, 0, 0, 1.0, 0, 0], 0.0, None
    for operands, op in ContentStream(page.get_contents(), reader).operations:
        if op == b"q":
            stack.append((ctm, width))
        elif op == b"Q":
            ctm, width = stack.pop()
        elif op == b"cm":
            ctm = concat([float(v) for v in operands], ctm)
        elif op == b"w":
            width = float(operands[0]) * ctm[0] / MM
        elif op == b"m":
            start = [float(v) for v in operands]
        elif op == b"l" and start is not None and abs(width - 0.1) < 1e-3:
            x1, y1 = (start[0] * ctm[0] + ctm[4]) / MM, (start[1] * ctm[3] + ctm[5]) / MM
            x2, y2 = (float(operands[0]) * ctm[0] + ctm[4]) / MM, (float(operands[1]) * ctm[3] + ctm[5]) / MM
            if abs(x1 - x2) < 1e-6 or abs(y1 - y2) < 1e-6:
                out.append((round(x1, 4), round(y1, 4), round(x2, 4), round(y2, 4)))
    return out


def text_box(path, index: int, pattern: str) -> tuple[str, tuple[float, float, float, float]] | None:
    """The first text on page ``index`` (0-based) matching the regular expression ``pattern`` and its
    box ``(left, bottom, right, top)`` in mm (the union of its characters' boxes); None if none."""

    pdf = pdfium.PdfDocument(str(path))
    try:
        text = pdf[index].get_textpage()
        chars, boxes = [], []
        for i in range(text.count_chars()):
            chars.append(chr(raw.FPDFText_GetUnicode(text, i)))
            box = [ctypes.c_double() for _ in range(4)]
            raw.FPDFText_GetCharBox(text, i, *box)
            boxes.append(tuple(v.value / MM for v in box))  # left, right, bottom, top
    finally:
        pdf.close()
    found = re.search(pattern, "".join(chars))
    if found is None:
        return None
    inked = [boxes[i] for i in range(found.start(), found.end()) if chars[i].strip() and boxes[i][1] > boxes[i][0]]
    return found.group(0), (min(b[0] for b in inked), min(b[2] for b in inked),
                            max(b[1] for b in inked), max(b[3] for b in inked))
