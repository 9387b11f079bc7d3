"""Colours read on a ground: which ink a letter takes on a coloured disc (WCAG 2 contrast), for the printed
pictures (:mod:`pnp.picture`) and the web board (:mod:`scorer.web.board_ufern`) alike."""

from __future__ import annotations

#: the ink of a label (the illegal move's mark, a letter on a light disc)
LABEL_INK = "#1d2b3a"


def readable_on(fill: str, dark: str = LABEL_INK, light: str = "#ffffff") -> str:
    """Of ``dark`` and ``light`` (hex colours), the one with the higher WCAG 2 contrast ratio on
    ``fill``: the ink of a letter written on a disc of that colour.

    >>> readable_on("#2f63b8"), readable_on("#e3b81d"), readable_on("#f4f1e8")
    ('#ffffff', '#1d2b3a', '#1d2b3a')
    """
    return max((dark, light), key=lambda ink: contrast(ink, fill))


def contrast(a: str, b: str) -> float:
    """The WCAG 2 contrast ratio of two hex colours (``#rrggbb``), 1 (none) to 21 (black on white).

    >>> contrast("#000000", "#ffffff"), contrast("#2f63b8", "#2f63b8")
    (21.0, 1.0)
    """

    def luminance(hex_colour: str) -> float:
        rgb = [int(hex_colour.lstrip("#")[i:i + 2], 16) / 255 for i in (0, 2, 4)]
        lin = [v / 12.92 if v <= 0.03928 else ((v + 0.055) / 1.055) ** 2.4 for v in rgb]
        return 0.2126 * lin[0] + 0.7152 * lin[1] + 0.0722 * lin[2]

    hi, lo = sorted((luminance(a), luminance(b)), reverse=True)
    return (hi + 0.05) / (lo + 0.05)
