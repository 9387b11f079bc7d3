"""The rule figures of Land Unter, NILE and NIL (``rules:`` in their ``data/*.yaml``) and the turn summaries
printed from them (``summary:``): one number in one place, read by the referee and put into the card's
prose through named placeholders, so that a corrected figure fixes the engine and the printed card at once.

A summary's text names a figure in braces: ``{tricks_per_round}`` prints ``12``, ``{out_points:+d}``
prints ``-1`` (a format spec as in :meth:`str.format`), ``{water_per_trick!w}`` prints the number in words
(``two``). A placeholder that names no figure is a catalogue error at load time, naming the file and line
of the summary (:func:`check_quotes`). Ufern's figures are its catalogue's ``rules`` too
(:class:`gamedata.ufern_catalogue.UfernRules`); its summary is written in :mod:`pnp.art.ufern_des_nils`.

>>> from gamedata.catalogue import load_catalogue
>>> cat = load_catalogue("land-unter")
>>> cat.rules.tricks_per_round, cat.rules.hand_size
(12, 12)
>>> fill("After {tricks_per_round} tricks, or when {players_left!w} are left.", cat.rules)
'After 12 tricks, or when two are left.'
>>> fill("{out_points:+d} if out", cat.rules)
'-1 if out'
>>> fill("{tricks} tricks", cat.rules)
Traceback (most recent call last):
...
KeyError: "the summary names no figure 'tricks'; the figures are: hand_size, tricks_per_round, water_per_trick, players_left, lifebelt_points, out_points, lowest_bonus"
"""

from __future__ import annotations

import string
from typing import Any, Literal, Mapping, Sequence

from pydantic import Field

from gamedata.models import Model

#: numbers as a summary says them in words (``{figure!w}``); a larger one is written in digits
_WORDS = "zero one two three four five six seven eight nine ten eleven twelve".split()


def number_words(n: int) -> str:
    """``n`` in words up to twelve, in digits beyond (``2`` -> ``'two'``, ``20`` -> ``'20'``).

    >>> number_words(2), number_words(12), number_words(13)
    ('two', 'twelve', '13')
    """
    return _WORDS[n] if 0 <= n < len(_WORDS) else str(n)


class _Figures(string.Formatter):
    """:meth:`str.format` over a rules model's figures, with the conversion ``!w`` (number words) and a
    KeyError naming the figures for a placeholder that names none."""

    def __init__(self, figures: Mapping[str, Any]):
        self.figures = figures

    def get_value(self, key: int | str, args: Sequence[Any], kwargs: Mapping[str, Any]) -> Any:
        if key not in self.figures:
            raise KeyError(f"the summary names no figure {key!r}; the figures are: {', '.join(self.figures)}")
        return self.figures[str(key)]

    def convert_field(self, value: Any, conversion: str | None) -> Any:
        if conversion == "w":
            return number_words(int(value))
        return super().convert_field(value, conversion)


def fill(text: str, rules: Model) -> str:
    """``text`` with each ``{figure}`` placeholder replaced by that figure of ``rules`` (see the module
    docstring). Raises KeyError naming the figures for a placeholder that names none, ValueError for a
    malformed one."""
    return _Figures(rules.model_dump()).format(text)


class SummaryLine(Model):
    """One entry of a turn summary: ``head`` the step's number (``"1"``) or a heading, ``title`` a step's
    name where the card gives one, ``text`` its prose with ``{figure}`` placeholders; a heading alone has
    no text."""

    head: str = ""
    title: str = ""
    text: str = ""


class Summary(Model):
    """A turn summary card's prose: its lines, then ``end`` (the game's end, set in bold under them)."""

    lines: list[SummaryLine] = Field(min_length=1)
    end: str = ""

    def filled(self, rules: Model) -> "Summary":
        """The summary with every placeholder replaced by the figures of ``rules``. Raises KeyError for a
        placeholder that names no figure."""
        return Summary(lines=[line.model_copy(update={"text": fill(line.text, rules)}) for line in self.lines],
                       end=fill(self.end, rules))


def check_quotes(printed: Summary | str, rules: Model | None) -> Summary | str:
    """``printed`` (a summary, or a line printed on a card) as it is, once each of its placeholders is
    found to name a figure of ``rules``; a field validator of a catalogue, so that the error names the
    file and the line of the field. ``rules`` None (they failed their own check) checks nothing. Raises
    ValueError naming the figures for a placeholder that names none, or for a malformed one.

    >>> from gamedata.catalogue import load_catalogue
    >>> check_quotes("{payout} cards", load_catalogue("nile").rules)
    '{payout} cards'
    """
    if rules is None:
        return printed
    try:
        if isinstance(printed, Summary):
            printed.filled(rules)
        else:
            fill(printed, rules)
    except (KeyError, ValueError, IndexError) as exc:
        raise ValueError(str(exc.args[0]) if exc.args else str(exc)) from None
    return printed


class LandUnterRules(Model):
    """Land Unter's figures (sources in ``data/land-unter.yaml``): the hand dealt, the tricks of a round,
    the water-level cards turned up in a trick, how few players still in end a round, and a round's
    points (per lifebelt kept, for a player out, the lowest water level's bonus)."""

    hand_size: int = Field(ge=1)
    tricks_per_round: int = Field(ge=1)
    #: two: the take rule is written for a pair (the highest weather card takes the lower water-level card,
    #: the second highest the other) and so are the referee's moves and notation (a trick's water is
    #: ``TurnUp((a, b))``, written ``4 11``); a catalogue naming another number is refused, not half-obeyed
    water_per_trick: Literal[2]
    players_left: int = Field(ge=1)
    lifebelt_points: int
    out_points: int
    lowest_bonus: int


class NileRules(Model):
    """NILE's figures (sources in ``data/nile.yaml``): the deal, the draw at the end of a turn and from the
    market, the cards a trade costs, a speculation card's payout, the speculation cards laid at most, a new
    field's fewest cards, and the cards of the planting option "exactly N cards of different crops"."""

    deal: int = Field(ge=1)
    end_draw: int = Field(ge=1)
    market_draw: int = Field(ge=1)
    trade_cost: int = Field(ge=1)
    payout: int = Field(ge=1)
    speculation_max: int = Field(ge=1)
    new_field_min: int = Field(ge=2)
    mixed_planting: int = Field(ge=2)


class NilRules(Model):
    """NIL's figures (sources in ``data/nil.yaml``): the full rounds of blocked turns in a row that end the
    game (the stall rule)."""

    stall_rounds: int = Field(ge=1)
