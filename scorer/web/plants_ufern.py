"""*An den Ufern des Nils*' crops drawn as plants for the web board (:mod:`scorer.web.board_ufern`: its
choices, one-tap rows and bid picker), each distinct in shape as well as in colour.

>>> plant("wheat", 24, 44).count("<ellipse")
5
"""

from __future__ import annotations

from scorer.web.board import INK, num

#: the crops' pictures: (stem and leaves colour, fruit colour)
CROP_INK = {"flax": "#4a7fd1", "wheat": "#d8a93a", "grape": "#7b3f8f", "onion": "#c98a4b", "aubergine": "#5b2a6e"}
LEAF = "#3d8f3a"


def plant(crop: str, cx: float, base: float) -> str:
    """A crop drawn as a plant standing on ``base`` (about 30 px tall), distinct in shape as well as in colour:
    flax a stem with a five-petal flower, wheat an ear, grape a bunch, onion a bulb, aubergine a long fruit."""
    ink = CROP_INK.get(crop, INK)
    stem = f'<path d="M{num(cx)} {num(base)}V{num(base - 22)}" stroke="{LEAF}" stroke-width="2.5"/>'
    leaf = (f'<path d="M{num(cx)} {num(base - 8)}q-9 -2 -10 -9q8 0 10 7M{num(cx)} {num(base - 12)}q9 -2 10 -9q-8 0 -10 7" '
            f'fill="{LEAF}"/>')
    top = base - 24
    if crop == "flax":
        fruit = "".join(f'<circle cx="{num(cx + dx)}" cy="{num(top + dy)}" r="3.2" fill="{ink}"/>'
                        for dx, dy in ((0, -4), (3.8, -1.2), (2.4, 3.2), (-2.4, 3.2), (-3.8, -1.2)))
        fruit += f'<circle cx="{num(cx)}" cy="{num(top)}" r="1.8" fill="#f7e27c"/>'
    elif crop == "wheat":
        fruit = "".join(f'<ellipse cx="{num(cx + dx)}" cy="{num(top + dy)}" rx="2.4" ry="4" fill="{ink}"/>'
                        for dx, dy in ((0, -6), (-3, -2), (3, -2), (-3, 3), (3, 3)))
    elif crop == "grape":
        fruit = "".join(f'<circle cx="{num(cx + dx)}" cy="{num(top + dy)}" r="3.3" fill="{ink}" stroke="#ffffff" '
                        f'stroke-width="0.6"/>' for dx, dy in ((-4, -3), (0, -3), (4, -3), (-2, 2), (2, 2), (0, 7)))
    elif crop == "onion":  # a bulb on the ground, its shoots above
        leaf = ""
        stem = (f'<path d="M{num(cx)} {num(base - 12)}l-4 -16M{num(cx)} {num(base - 12)}l4 -16" stroke="{LEAF}" '
                f'stroke-width="2.5"/>')
        fruit = (f'<path d="M{num(cx)} {num(base - 14)}c8 6 11 12 0 14c-11 -2 -8 -8 0 -14z" fill="{ink}" '
                 f'stroke="{INK}"/>')
    else:  # aubergine, or a crop added later: a long fruit
        fruit = (f'<ellipse cx="{num(cx + 2)}" cy="{num(top + 2)}" rx="5.5" ry="10" fill="{ink}" '
                 f'transform="rotate(20 {num(cx + 2)} {num(top + 2)})"/>'
                 f'<path d="M{num(cx - 3)} {num(top - 8)}h7l-3.5 4z" fill="{LEAF}"/>')
    return stem + leaf + fruit
