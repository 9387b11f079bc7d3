"""Print-on-demand files: one PNG per face of every component, at a shop's exact canvas
(``nile print GAME --pod tgc|mpc|png``).

The shops and their canvases are in ``data/pod.yaml``. Each component (a group of cards, tiles or
tokens, or the board) goes to the first product of its shape in the shop's list whose trim is within
the shop's tolerance of the component's size; without one, the component is written at its own trim
size plus the shop's bleed. The art is never scaled: every face is drawn at its own size (mm), centred
on a page of the canvas's size, with the card art's own bleed reaching past the canvas edge, and the
page is rasterised by pypdfium2 at the shop's dpi and cropped to the exact pixel canvas. Art that stops
at its cut line gets its bleed from its edge: a board or a tile repeats its outermost pixels outwards,
a round token the colour of its rim.

Fronts and backs are named in pairs, ``<component>/<face>-front.png`` and ``<face>-back.png``, and
``manifest.csv`` lists every face: its component, count, both files, size in pixels, the product and
a note. The files are written into a temporary folder that replaces ``<out>/<game>-<shop>`` only
when every file is complete.
"""

from __future__ import annotations

import csv
import math
import re
import shutil
import time
from concurrent.futures import ProcessPoolExecutor
from dataclasses import dataclass
from functools import lru_cache, partial
from pathlib import Path
from typing import TYPE_CHECKING, Any, Callable, Literal

from pydantic import Field

from gamedata.models import Model, data_path, load_file
from pnp.png_bleed import extend_edges, extend_round

if TYPE_CHECKING:
    from gamedata.catalogue import Size
    from pnp.art import CardArt, ComponentGroup
    from pnp.canvas import Pen
    from pnp.paper import PrintOptions

MM_PER_INCH = 25.4
#: the name of the list of faces in every shop folder
MANIFEST = "manifest.csv"
MANIFEST_COLUMNS = ["component", "face", "count", "file", "back_file", "width_px", "height_px", "trim_mm",
                    "product", "note"]


class Product(Model):
    """A shop's product: its ``shape`` ("card", "square", "round" or "board"), where the shop cuts
    (``trim_mm``, width x height), its whole upload image (``canvas_px``, bleed included) and how far its
    safe area lies inside the canvas edge (``safe_px``, x and y)."""

    id: str
    name: str
    shape: Literal["card", "square", "round", "board"]
    trim_mm: tuple[float, float]
    canvas_px: tuple[int, int]
    safe_px: tuple[int, int]


class Shop(Model):
    """A print-on-demand shop (``data/pod.yaml``): its ``dpi``, its products, the ``tolerance`` (a
    fraction of each side) within which a product fits a component, and the bleed and safe area (mm)
    of a component it has no product for."""

    name: str
    dpi: int = Field(gt=0)
    tolerance: float = Field(ge=0, lt=0.5)
    bleed_mm: float = Field(ge=0)
    safe_mm: float = Field(ge=0)
    source: str
    products: list[Product]


class RoundBleed(Model):
    """How a round piece, drawn inside its cut circle, gets its bleed: every pixel farther than
    ``from_mm`` inside the cut takes the colour found ``sample_mm`` inside the cut on its radius."""

    from_mm: float = Field(ge=0)
    sample_mm: float = Field(gt=0)


class PodCatalogue(Model):
    """``data/pod.yaml``: the shops by key (``tgc``, ``mpc``, ``png``) and the round pieces' bleed."""

    shops: dict[str, Shop]
    round_bleed: RoundBleed


@lru_cache(maxsize=1)
def load_pod() -> PodCatalogue:
    """``data/pod.yaml``. Raises :class:`gamedata.catalogue.CatalogueError` for a broken file."""
    return load_file(data_path("pod.yaml"), PodCatalogue, "data/pod.yaml")


def load_shops() -> dict[str, Shop]:
    """The shops of ``data/pod.yaml``, by key."""
    return dict(load_pod().shops)


@dataclass(frozen=True)
class Canvas:
    """Where a component goes at a shop: the ``product`` used (None: the shop has none of this shape
    and size), the canvas in pixels, the component's trim (mm) and its lower-left corner on the
    canvas (mm from the canvas's lower-left), the shop's cut (mm, centred like the trim) and its safe
    margin inside the cut (mm, x and y). ``nearest`` is the closest product of that shape, if any."""

    product: Product | None
    px: tuple[int, int]
    trim: tuple[float, float]
    offset: tuple[float, float]
    cut: tuple[float, float]
    safe: tuple[float, float]
    dpi: int
    nearest: Product | None = None

    @property
    def bleed(self) -> float:
        """The largest distance (mm) from the trim line to the canvas edge: the art's bleed must reach it."""
        return max(self.offset)

    def words(self, shop: Shop) -> str:
        """What the canvas is, for a person: the product and its pixels, or why there is none."""
        size = f"{self.px[0]} × {self.px[1]} px"
        if self.product is not None:
            return f"{self.product.name} ({size})"
        written = f"the trim size {_mm(self.trim)} plus {shop.bleed_mm:g} mm bleed ({size})"
        if not shop.products:
            return written
        nearest = f"; nearest: {self.nearest.name}, {_mm(self.nearest.trim_mm)}" if self.nearest else ""
        return f"no {shop.name} product of this shape and size{nearest}; written at {written}"


def _mm(size: tuple[float, float]) -> str:
    return f"{size[0]:g} × {size[1]:g} mm"


def canvas_for(shop: Shop, shape: str, trim: tuple[float, float]) -> Canvas:
    """The canvas of a component of ``shape`` and ``trim`` (mm) at ``shop``: the first product of that
    shape in the shop's list whose sides are within the shop's tolerance of the trim; or the trim plus
    the shop's bleed, rounded to whole pixels (``nearest`` then names the product of that shape whose
    sides differ least).

    >>> tgc = load_shops()["tgc"]
    >>> canvas_for(tgc, "card", (63, 88)).px, canvas_for(tgc, "square", (20, 20)).product is None
    ((825, 1125), True)
    """
    def misfit(p: Product) -> float:
        return max(abs(p.trim_mm[0] - trim[0]) / trim[0], abs(p.trim_mm[1] - trim[1]) / trim[1])

    same_shape = [p for p in shop.products if p.shape == shape]
    fitting = [p for p in same_shape if misfit(p) <= shop.tolerance + 1e-9]
    px_mm = MM_PER_INCH / shop.dpi
    if fitting:
        p = fitting[0]
        size = (p.canvas_px[0] * px_mm, p.canvas_px[1] * px_mm)
        offset = ((size[0] - trim[0]) / 2, (size[1] - trim[1]) / 2)
        cut_offset = ((size[0] - p.trim_mm[0]) / 2, (size[1] - p.trim_mm[1]) / 2)
        safe = (p.safe_px[0] * px_mm - cut_offset[0], p.safe_px[1] * px_mm - cut_offset[1])
        return Canvas(p, p.canvas_px, trim, offset, p.trim_mm, safe, shop.dpi)
    b = shop.bleed_mm
    px = (round((trim[0] + 2 * b) / px_mm), round((trim[1] + 2 * b) / px_mm))
    offset = ((px[0] * px_mm - trim[0]) / 2, (px[1] * px_mm - trim[1]) / 2)
    return Canvas(None, px, trim, offset, trim, (shop.safe_mm, shop.safe_mm), shop.dpi,
                  nearest=min(same_shape, key=misfit) if same_shape else None)


# --- the faces of a game ------------------------------------------------------------------------------
@dataclass
class Face:
    """One face pair of a component: its file stem, front and back art keys (``back`` None for a
    one-sided piece such as the board) and how many copies the component has."""

    stem: str
    front: str
    back: str | None
    count: int


@dataclass
class Component:
    """A component as the shop gets it: its name and folder, shape, canvas, faces, and how it is drawn
    (``drawer(canvas, key)`` draws face ``key`` with the canvas in mm, origin at the trim's lower-left
    corner; ``extend``: how the bleed is filled where the art stops at its trim line: ``"edge"`` repeats
    the outermost pixels of the trim rectangle, ``"round"`` those inside the cut circle
    (:class:`RoundBleed`), ``""`` nothing: the art draws its own bleed)."""

    name: str
    folder: str
    shape: str
    canvas: Canvas
    faces: list[Face]
    drawer: Callable[[Pen, str], None]
    extend: str = ""
    note: str = ""


def slug(text: str) -> str:
    """A file-name slug: ``"Water-level cards"`` -> ``"water-level-cards"``."""
    return re.sub(r"[^a-z0-9.]+", "-", text.lower()).strip("-")


def _stems(pairs: list[tuple[str, str]]) -> dict[tuple[str, str], str]:
    """A file stem for each distinct (front, back) pair of a group: the front's key with its numbers
    padded to the same width (``weather-1`` -> ``weather-01``, so files sort as the deck does), and the
    back's key after it where one front has several backs."""
    width = max([2] + [len(n) for f, _ in pairs for n in re.findall(r"\d+", f)])
    fronts: dict[str, int] = {}
    for f, _ in pairs:
        fronts[f] = fronts.get(f, 0) + 1
    out = {}
    for f, b in pairs:
        stem = re.sub(r"\d+", lambda m: m.group().zfill(width), f)
        if fronts[f] > 1:
            stem += "-" + b.removeprefix("back-")
        out[(f, b)] = slug(stem)
    return out


def _shape(group: ComponentGroup, size: Size) -> str:
    """The shape a shop sells such a group as: "round" (tokens), "square" (square tiles laid edge to
    edge) or "card"."""
    if group.round:
        return "round"
    return "square" if group.butted and size.width == size.height else "card"


def components(game: str, shop: Shop, card_size: str | None = None) -> list[Component]:
    """Every component of ``game`` as ``shop`` gets it: its card, tile and token groups (as the PDF pack
    prints them, with ``card_size`` the chosen card preset) and its board, each with its canvas.

    Raises KeyError for a game without art."""
    from pnp.art import art_for
    from pnp.build import component_size
    from gamedata.catalogue import load_catalogue
    from pnp.paper import Inks, PrintOptions, register_fonts

    register_fonts()
    cat = load_catalogue(game)
    # a shop die-cuts its pieces: round tokens cost nothing to cut there, and keep their words in its safe area
    opts = PrintOptions(card_size=card_size, board="single", tokens="round")
    card = component_size(cat, opts)
    art_class = art_for(game)
    arts: dict[float, CardArt[Any]] = {}

    def art(bleed: float) -> CardArt[Any]:  # the game's art drawing with this bleed (mm), made once
        key = round(bleed, 3)
        if key not in arts:
            arts[key] = art_class(cat, Inks(False), card, key)
            arts[key].choose(opts)
        return arts[key]

    out: list[Component] = []
    for g in art(0.0).groups():
        size = g.size or card
        shape = _shape(g, size)
        canvas = canvas_for(shop, shape, (size.width, size.height))
        counts: dict[tuple[str, str], int] = {}
        for f in g.faces:
            counts[(f.front, f.back)] = counts.get((f.front, f.back), 0) + 1
        stems = _stems(list(counts))
        drawn = art(canvas.bleed + 0.5)  # half a millimetre past the canvas edge: no pale anti-aliased seam
        faces = [Face(stems[k], k[0], k[1], n) for k, n in counts.items()]
        # tiles laid edge to edge and round tokens are drawn up to their cut line only: repeat their edge
        extend = "round" if shape == "round" else "edge" if g.butted else ""
        note = {"round": "round: the bleed repeats the art's rim", "edge": "the bleed repeats the art's edge"}
        out.append(Component(g.name, slug(g.name), shape, canvas, faces, partial(_draw_face, drawn, size), extend,
                             note.get(extend, "")))
    board = _board(art(0.0), shop, opts)
    if board is not None:
        out.append(board)
    return out


def not_written(game: str, card_size: str | None = None) -> list[str]:
    """The components of ``game`` that get no print-on-demand file, in words: the pages of their own
    that the PDF pack prints besides the board (NIL's tile racks, Ufern's cover strips and standees:
    pieces cut from a sheet, which no shop here sells) and what the pack does not print at all."""
    from pnp.art import art_for
    from pnp.boards import BOARD
    from pnp.build import component_size
    from gamedata.catalogue import load_catalogue
    from pnp.paper import Inks, PrintOptions

    cat = load_catalogue(game)
    opts = PrintOptions(card_size=card_size, board="single")
    art = art_for(game)(cat, Inks(False), component_size(cat, opts), 0.0)
    out = [f"{e.name} ({e.count}, {e.size}): no file; printed on a page of its own by `nile print {game}`"
           for e in art.extra_pages(opts) if e.name != BOARD and e.count]
    out += [f"{name} ({count}): not printed; {use}" for name, count, use in art.unprinted()]
    return out


def _draw_face(art: CardArt[Any], size: Size, c: Pen, key: str) -> None:
    """Draw face ``key`` of ``art`` at ``size`` (mm) on ``c``."""
    art.draw(c, key, size.width, size.height)


def _board(art: CardArt[Any], shop: Shop, opts: PrintOptions) -> Component | None:
    """The game's board as one piece of its own size, if it has one (its catalogue's ``has_board``; the art's
    ``draw_board`` draws it)."""
    if not art.cat.has_board:
        return None
    draw_board = art.draw_board
    art.extra_pages(opts)  # plans the board: its size
    plan = art.board_plan
    if plan is None:
        raise ValueError(f"{art.cat.title} has a board but its pages plan none")
    canvas = canvas_for(shop, "board", (plan.board_w, plan.board_h))
    return Component("Board", "board", "board", canvas, [Face("board", "board", None, 1)],
                     lambda c, key: draw_board(c), extend="edge",
                     note="one-sided; the bleed repeats the board's edge")


# --- the safe zone at the shop's size ------------------------------------------------------------------
@dataclass(frozen=True)
class SafeCheck:
    """The text of a component against the shop's safe area: the closest any text comes to the shop's
    cut (mm; None when the faces have no text), the face and text that come closest, and the safe margin
    the shop asks for (mm)."""

    component: str
    closest: float | None
    face: str
    text: str
    needed: float
    px: float

    @property
    def ok(self) -> bool:
        """True when every text is inside the shop's safe area."""
        return self.closest is None or self.closest >= self.needed - 1e-6

    def words(self) -> str:
        """The check in words, with numbers."""
        if self.closest is None:
            return f"{self.component}: no text"
        short = (self.needed - self.closest) / MM_PER_INCH * self.px
        verdict = "inside" if self.ok else f"OUTSIDE by {self.needed - self.closest:.2f} mm ({short:.0f} px)"
        return (f"{self.component}: text {verdict} the safe area: the closest, {self.text!r} on {self.face}, "
                f"is {self.closest:.2f} mm inside the cut; the shop asks {self.needed:.2f} mm")


def safe_check(comp: Component) -> SafeCheck:
    """Measure every text of ``comp``'s faces (:mod:`pnp.textfit`) against the shop's safe area, whose
    cut is centred on the component's trim."""
    from pnp.textfit import TextProbe

    cv = comp.canvas
    dx, dy = (cv.cut[0] - cv.trim[0]) / 2, (cv.cut[1] - cv.trim[1]) / 2
    best: tuple[float, float, str, str] | None = None
    for face in comp.faces:
        for key in (face.front, face.back):
            if key is None:
                continue
            probe = TextProbe(key)
            comp.drawer(probe, key)
            for run in probe.runs:
                x0, y0, x1, y1 = run.box
                # the margin on each side, as a fraction of the shop's safe margin on that axis
                margins = [(x0 + dx, cv.safe[0]), (y0 + dy, cv.safe[1]),
                           (cv.trim[0] + dx - x1, cv.safe[0]), (cv.trim[1] + dy - y1, cv.safe[1])]
                m, need = min(margins, key=lambda t: t[0] - t[1])
                if best is None or m - need < best[0] - best[1]:
                    best = (m, need, key, run.text)
    if best is None:
        return SafeCheck(comp.name, None, "", "", min(cv.safe), cv.dpi)
    return SafeCheck(comp.name, best[0], best[2], best[3], best[1], cv.dpi)


# --- rendering -----------------------------------------------------------------------------------------
@dataclass(frozen=True)
class _Page:
    """One face page of the temporary PDF: its index, the files it becomes, the canvas (px), and how
    its bleed is filled: ``edge``, the pixels of bleed (left, top, right, bottom) that repeat the art's
    edge; ``ring``, (from, sample) radii in pixels about the canvas centre for a round piece."""

    index: int
    files: tuple[str, ...]
    px: tuple[int, int]
    edge: tuple[int, int, int, int] = (0, 0, 0, 0)
    ring: tuple[float, float] | None = None


def _draw_pdf(path: Path, comps: list[Component]) -> list[_Page]:
    """Draw every distinct face of ``comps`` on its own page of the PDF ``path``; return the pages and
    the files each becomes (a back shared by several faces is drawn once and written for each)."""
    from reportlab import rl_config
    from reportlab.pdfgen.canvas import Canvas as PdfCanvas

    from pnp.paper import FONT, MM

    rl_config.useA85 = 0
    c = PdfCanvas(str(path), pageCompression=1, initialFontName=FONT)
    pages: list[_Page] = []
    for comp in comps:
        cv = comp.canvas
        pt = 72 / cv.dpi
        by_key: dict[str, list[str]] = {}
        for face in comp.faces:
            by_key.setdefault(face.front, []).append(f"{comp.folder}/{face.stem}-front.png")
            if face.back is not None:
                by_key.setdefault(face.back, []).append(f"{comp.folder}/{face.stem}-back.png")
        for key, files in by_key.items():
            c.setPageSize((cv.px[0] * pt, cv.px[1] * pt))
            c.saveState()
            c.scale(MM, MM)
            c.translate(*cv.offset)
            comp.drawer(c, key)
            c.restoreState()
            c.showPage()
            pages.append(_bleed_fill(_Page(len(pages), tuple(files), cv.px), comp))
    c.save()
    return pages


def _bleed_fill(page: _Page, comp: Component) -> _Page:
    """``page`` with the bleed fill its component needs (see :class:`Component`)."""
    from dataclasses import replace

    cv = comp.canvas
    px = cv.dpi / MM_PER_INCH
    if comp.extend == "edge":
        ox, oy = (math.ceil(o * px) for o in cv.offset)  # every pixel the trim line crosses is bleed
        return replace(page, edge=(ox, oy, ox, oy))
    if comp.extend == "round":
        rb, r = load_pod().round_bleed, min(cv.trim) / 2
        return replace(page, ring=((r - rb.from_mm) * px, (r - rb.sample_mm) * px))
    return page


def _render(pdf: str, folder: str, pages: list[_Page], dpi: int) -> None:
    """Rasterise ``pages`` of ``pdf`` at ``dpi`` into their files under ``folder`` (run in a worker)."""
    import pypdfium2

    doc = pypdfium2.PdfDocument(pdf)
    try:
        for page in pages:
            image = doc[page.index].render(scale=dpi / 72).to_pil().convert("RGB")
            if image.size[0] < page.px[0] or image.size[1] < page.px[1]:
                raise RuntimeError(f"page {page.index} rendered at {image.size}, smaller than {page.px}")
            image = image.crop((0, 0, *page.px))  # the rasteriser rounds the page's points up
            if any(page.edge):
                image = extend_edges(image, *page.edge)
            if page.ring is not None:
                extend_round(image, *page.ring)
            first = Path(folder) / page.files[0]
            image.save(first, format="PNG", dpi=(dpi, dpi), compress_level=3)
            for other in page.files[1:]:
                shutil.copyfile(first, Path(folder) / other)
    finally:
        doc.close()


@dataclass
class PodResult:
    """What :func:`write_pod` wrote: the folder, the components, the safe-zone checks, the number of
    files, the seconds it took, and the components it wrote nothing for (:func:`not_written`)."""

    folder: Path
    components: list[Component]
    checks: list[SafeCheck]
    files: int
    seconds: float
    skipped: list[str]


def folder_name(game: str, shop_key: str) -> str:
    """``land-unter-tgc``: the folder of one game's files for one shop."""
    return f"{game}-{shop_key}"


def write_pod(game: str, shop_key: str, out_dir: Path, card_size: str | None = None, jobs: int = 0,
              progress: Callable[[str], None] | None = None) -> PodResult:
    """Write ``<out_dir>/<game>-<shop>/``: a PNG per face and ``manifest.csv`` (see the module
    docstring). ``jobs`` worker processes rasterise the pages (0: up to two, never more than the
    machine's cores). The folder replaces an earlier one of that name only once complete.

    Raises KeyError for an unknown shop or game and :class:`gamedata.outfile.OutputError` when the folder
    cannot be written."""
    import os
    import tempfile

    from gamedata.outfile import current_umask, output_error, prepare_folder

    start = time.perf_counter()
    shop = load_shops()[shop_key]
    comps = components(game, shop, card_size)
    checks = [safe_check(c) for c in comps]
    out_dir = prepare_folder(Path(out_dir))
    final = out_dir / folder_name(game, shop_key)
    if final.exists() and not final.is_dir():
        raise output_error("nile-cli.output.file-not-folder", folder=final)
    try:
        work = Path(tempfile.mkdtemp(dir=out_dir, prefix=f".{final.name}.", suffix=".part"))
        os.chmod(work, 0o777 & ~current_umask())  # mkdtemp's folder is its owner's only; the finished one is not
    except OSError as exc:
        raise output_error("nile-cli.output.cannot-write-in", folder=out_dir, reason=exc.strerror or exc) from None
    try:
        for comp in comps:
            (work / comp.folder).mkdir()
        pdf = work / ".faces.pdf"
        pages = _draw_pdf(pdf, comps)
        workers = jobs or min(2, os.cpu_count() or 1)
        chunks = _chunks(pages, workers)
        if progress:
            progress(f"{sum(len(p.files) for p in pages)} files from {len(pages)} distinct faces, "
                     f"{len(chunks)} worker{'s' if len(chunks) > 1 else ''}")
        if len(chunks) == 1:
            _render(str(pdf), str(work), chunks[0], shop.dpi)
        else:
            with ProcessPoolExecutor(len(chunks)) as pool:
                for done in [pool.submit(_render, str(pdf), str(work), chunk, shop.dpi) for chunk in chunks]:
                    done.result()
        pdf.unlink()
        _write_manifest(work / MANIFEST, comps, shop)
        files = sum(len(p.files) for p in pages)
        _replace(work, final)
    except BaseException:
        shutil.rmtree(work, ignore_errors=True)
        raise
    return PodResult(final, comps, checks, files, time.perf_counter() - start, not_written(game, card_size))


def _chunks(pages: list[_Page], n: int) -> list[list[_Page]]:
    """``pages`` dealt into at most ``n`` lists of about equal pixel work (a board page counts for its
    size); each list non-empty."""
    bins: list[list[_Page]] = [[] for _ in range(max(1, n))]
    load = [0] * len(bins)
    for page in sorted(pages, key=lambda p: -p.px[0] * p.px[1] * len(p.files)):
        i = load.index(min(load))
        bins[i].append(page)
        load[i] += page.px[0] * page.px[1] + 200_000 * len(page.files)
    return [b for b in bins if b]


def _replace(work: Path, final: Path) -> None:
    """Move the finished folder ``work`` to ``final``, replacing an earlier one."""
    old = None
    if final.is_dir() and not final.is_symlink():
        old = final.with_name(f".{final.name}.old")
        shutil.rmtree(old, ignore_errors=True)
        final.rename(old)
    elif final.is_symlink():
        final.unlink()
    work.rename(final)
    if old is not None:
        shutil.rmtree(old, ignore_errors=True)


def _write_manifest(path: Path, comps: list[Component], shop: Shop) -> None:
    with open(path, "w", newline="", encoding="utf-8") as f:
        w = csv.writer(f)
        w.writerow(MANIFEST_COLUMNS)
        for comp in comps:
            cv = comp.canvas
            product = cv.product.name if cv.product else f"none (trim + {shop.bleed_mm:g} mm bleed)"
            note = comp.note or ("" if cv.product else cv.words(shop))
            for face in comp.faces:
                back = f"{comp.folder}/{face.stem}-back.png" if face.back is not None else ""
                w.writerow([comp.name, face.stem, face.count, f"{comp.folder}/{face.stem}-front.png", back,
                            cv.px[0], cv.px[1], f"{cv.trim[0]:g} x {cv.trim[1]:g}", product, note])


def read_manifest(folder: Path) -> list[dict[str, str]]:
    """The rows of ``<folder>/manifest.csv``, as dicts keyed by :data:`MANIFEST_COLUMNS`."""
    with open(Path(folder) / MANIFEST, newline="", encoding="utf-8") as f:
        return list(csv.DictReader(f))

