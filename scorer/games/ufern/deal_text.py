"""The water deal as the table types it (``?`` face down, or a simulation's whole deal ``deal | A ss:hippo,
sd:rot 2 | B ... | ... | out ...``, a card ``front:back``, ``?`` unseen), read and written for
:mod:`scorer.games.ufern.notation` [Préparation; decision U3].

>>> _read_card("single-double:rot 2"), _card_text(Card())
(Card(front=('double', 'single'), back=Event(kind='rot', palms=2, arrow=False)), '?')
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from gamedata.ufern_catalogue import front_name
from gamedata.yamlfile import shown
from scorer.engine import InvalidMove, say
from scorer.games.ufern.items import read_event, read_front
from scorer.games.ufern.moves import Card, Deal

if TYPE_CHECKING:
    from scorer.games.ufern.engine import Ufern


def _card_text(card: Card) -> str:
    if card.front is None and card.back is None:
        return "?"
    return f"{front_name(card.front) if card.front else '?'}:{card.back if card.back else '?'}"


def _read_card(text: str) -> Card:
    t = text.strip()
    if t == "?":
        return Card()
    front, sep, back = t.partition(":")
    if not sep:
        raise InvalidMove(say("ufern-des-nils.read.dealt-card", text=shown(t)))
    return Card(None if front.strip() == "?" else read_front(front), None if back.strip() == "?" else read_event(back))


def unseen_deal(state: Ufern) -> Deal:
    """The deal as the table sees it: every card face down (``?``), stacks A and B of the sizes dealt."""
    k = state.setup.water_deal[state.n]
    stacks = tuple((tuple(Card() for _ in range((k + 1) // 2)), tuple(Card() for _ in range(k // 2)))
                   for _ in range(state.n))
    return Deal(stacks, tuple(Card() for _ in range(state.board.catalogue.water_total - state.n * k)))


def _format_deal(state: Ufern, deal: Deal) -> str:
    if deal == unseen_deal(state):
        return "?"
    parts = [f"{label} " + ", ".join(map(_card_text, cards)) for a, b in deal.stacks for label, cards in (("A", a), ("B", b))]
    return " | ".join(["deal", *parts, "out " + ", ".join(map(_card_text, deal.out))]).replace("  ", " ").rstrip()


def _parse_deal(state: Ufern, text: str) -> Deal:
    t = text.strip()
    if t in ("?", "", "deal", "deal ?"):
        return unseen_deal(state)
    parts = [p.strip() for p in t.split("|")]
    example = say("ufern-des-nils.read.deal-example")
    if parts[0].lower() != "deal" or len(parts) != 2 * state.n + 2:
        raise InvalidMove(say("ufern-des-nils.read.deal", example=example, players=state.n))
    labels = ["A", "B"] * state.n + ["out"]
    cards = []
    for label, part in zip(labels, parts[1:]):
        head, _, rest = part.partition(" ")
        if head.lower() != label.lower():
            raise InvalidMove(say("ufern-des-nils.read.deal-stack", text=shown(part), stack=repr(label), example=example))
        cards.append(tuple(_read_card(c) for c in rest.split(",") if c.strip()))
    return Deal(tuple((cards[2 * i], cards[2 * i + 1]) for i in range(state.n)), cards[-1])
