"""A print shop's PNG bleed made from the picture's own pixels (:mod:`pnp.pod`): the edge rows and columns
repeated past a trim line where the art stops at it, and a round piece's rim colour spread round it.
Sizes are in pixels."""

from __future__ import annotations

import math
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from PIL.Image import Image as PILImage


def extend_edges(image: PILImage, left: int, top: int, right: int, bottom: int) -> PILImage:
    """``image`` (PIL) with its outer ``left``/``top``/``right``/``bottom`` pixels replaced by copies of
    the first row or column of pixels inside them: a bleed for art that stops at its trim line."""
    w, h = image.size
    if left:
        image.paste(image.crop((left, 0, left + 1, h)).resize((left, h)), (0, 0))
    if right:
        image.paste(image.crop((w - right - 1, 0, w - right, h)).resize((right, h)), (w - right, 0))
    if top:
        image.paste(image.crop((0, top, w, top + 1)).resize((w, top)), (0, 0))
    if bottom:
        image.paste(image.crop((0, h - bottom - 1, w, h - bottom)).resize((w, bottom)), (0, h - bottom))
    return image


def extend_round(image: PILImage, r_from: float, r_sample: float) -> None:
    """Give a round piece its bleed in place: every pixel of ``image`` (PIL, RGB) farther than
    ``r_from`` pixels from the centre takes the commonest colour on the circle ``r_sample`` pixels
    from the centre (the piece's rim: a notch or a letter on it does not count)."""
    from collections import Counter

    from PIL import Image, ImageDraw

    w, h = image.size
    cx, cy = w / 2, h / 2
    pixels = image.load()
    if pixels is None:
        raise ValueError("the image has no pixels to read")
    rim = Counter(pixels[int(cx + r_sample * math.cos(a / 180 * math.pi)), int(cy + r_sample * math.sin(a / 180 * math.pi))]
                  for a in range(0, 360, 2))
    outside = Image.new("L", image.size, 255)
    ImageDraw.Draw(outside).ellipse((cx - r_from, cy - r_from, cx + r_from, cy + r_from), fill=0)
    image.paste(rim.most_common(1)[0][0], mask=outside)
