"""NILE for a terminal: :func:`board_text` (the table in a few lines of at most 60 characters) and
:func:`news` (what the rules worked out after an entry: harvests, payouts, the Plague, reshuffles,
the next turn, the end). Both only read the engine's state; they are part of the notation
(:mod:`scorer.games.nile.notation`)."""

from __future__ import annotations

import functools
import re
import textwrap
from typing import Any

from scorer.engine.said import Said, Value, say, words
from scorer.games.nile.cards import card_set
from scorer.games.nile.hidden import both
from scorer.games.nile.moves import Deal, Draw, Flood, Plant, Speculate, Trade
from scorer.games.nile.table import _nth, DEAL_SIZE, DRAW, PAYOUT, SETUP, cards_said

WIDTH = 60  # characters a line of board_text may take


#: what ties a number to its word while :func:`_fold` wraps, then printed as a plain space (not U+00A0: the
#: French text's own no-break spaces, before ``: ;``, stay as they are)
_GLUE = "\x1f"


def _fold(text: str, indent: str = "", width: int = WIDTH) -> list[str]:
    """``text`` in lines of at most ``width`` characters; a ``"2 Wheat"`` or ``"Wheat 2"``-like pair
    (a number and its word) is never split across two lines.

    >>> _fold("storage: Papyrus 1, Wheat 2; smallest 1", width=20)
    ['storage: Papyrus 1,', '  Wheat 2;', '  smallest 1']
    >>> _fold("stock\u00a0: Papyrus 1", width=12)
    ['stock\\xa0:', '  Papyrus 1']
    """
    glued = re.sub(r"(?<![\w/])(\d+) (?=\w)", "\\1" + _GLUE, text)
    glued = re.sub(r"(?<=[^\W\d_]) (?=\d+\b(?! \w))", _GLUE, glued)
    return [line.replace(_GLUE, " ") for line in
            textwrap.wrap(glued, width, subsequent_indent=indent or "  ", initial_indent=indent)]


def _hand(state: Any, seat: int, lang: str) -> list[str]:
    cs = card_set()
    parts = [f"{m} {cs.terms[k].said(lang)}" if m > 1 else cs.terms[k].said(lang)
             for k, m in enumerate(state.hand[seat]) if m]
    if state.hand_unseen[seat]:
        parts.append(words("nile-cli.board.nile.unseen", {"cards": state.hand_unseen[seat]}, lang))
    return parts


def _reshuffles_left(state: Any, lang: str) -> str:
    """How many more times the deck may run out and be rebuilt before running out ends the game."""
    left = state.passes - 1 - state.deck_runs_out
    if left <= 0:
        return words("nile-cli.board.nile.no-reshuffle", {}, lang)
    return words("nile-cli.board.nile.reshuffles", {"left": left}, lang)


def board_text(state: Any, width: int = WIDTH, lang: str = "en") -> str:
    """The table as text, lines of at most ``width`` characters: where the game stands, the flood
    card showing, the piles (deck, flood pile, discard, removed) and the reshuffles left, the speculation
    cards laid, then per player the hand (cards seen, the rest counted as unseen), fields, storage
    per crop and the smallest pile, and the running score in words (a storage in ``state.storage_hidden``
    reads "hidden", or "empty" where everyone knows it holds no card, and the score, which would tell it, is left
    out); in ``lang`` (``nile-cli.board.nile.*``)."""
    cs = card_set()
    _wrap = functools.partial(_fold, width=width)

    def t(id: str, **values: Value) -> str:
        return words(f"nile-cli.board.nile.{id}", values, lang)

    lines = _wrap(t("head", title=cs.catalogue.title, position=state.position()))
    if state.phase == SETUP:
        return "\n".join(lines + _wrap(t("players", players=list(state.players))))
    lines += _wrap(t("no-flood") if state.flood is None else
                   t("flood", card=cs.term(state.flood), crops=[cs.crop_terms[c] for c in state.flooded]))
    removed = sum(state.removed) + state.removed_unseen
    piles = {"deck": state.deck_size, "pile": len(state.flood_pile), "discard": sum(state.discard),
             "reshuffles": _reshuffles_left(state, lang)}
    lines += _wrap(t("piles-removed", removed=removed, **piles) if removed else t("piles", **piles))
    if state.speculations:
        lines += _wrap(t("speculating", cards=[f"{state.players[p]} {cs.terms[k].said(lang)}"
                                               for p, k in state.speculations]))
    ranking = state.ranking()
    for p, name in enumerate(state.players):
        fields = [f"{cs.crop_terms[c].said(lang)} {state.field_size[c]}" for c in range(cs.n_crops)
                  if state.field_owner[c] == p]
        store = [f"{cs.crop_terms[c].said(lang)} {m}" for c, m in enumerate(state.storage[p])]
        lines += _wrap(t("hand", player=name, size=state.hand_size(p), cards=_hand(state, p, lang)))
        lines += _wrap(t("fields", fields=fields), "  ")
        if p in state.storage_hidden:  # (known empty, as at turn 1: nothing hidden in it to keep)
            lines += _wrap(t("storage-empty" if state.storage_known_empty(p) else "storage-hidden"), "  ")
        elif state.storage_hidden:  # a seat's own storage, beside the others' hidden ones: no rank
            lines += _wrap(t("storage-own", piles=store, smallest=min(state.storage[p])), "  ")
        else:
            lines += _wrap(t("storage", piles=store, smallest=min(state.storage[p]), rank=ranking.standings[p].rank), "  ")
    if not state.storage_hidden:
        lines += _wrap(t("score", tiebreak=ranking.tiebreak))
    return "\n".join(lines)


def news(before: Any, move: Any, after: Any) -> list[str]:
    """What the rules worked out when ``move`` took ``before`` to ``after``, one line each: what a card
    turned up is (a flood card, a Plague drawn), the deck after the deal, the Plague's damage, the payouts a flood owes, the harvest, the speculation cards
    discarded, a reshuffle, the next turn and the end with the result. Empty when nothing else happened."""
    out: list[str] = _what_came_up(move, after.players, before.plague_flooded)
    if isinstance(move, Deal) and before.phase == SETUP:
        out.append(say("nile.news.dealt", deal=cards_said(DEAL_SIZE), deck=cards_said(after.deck_size)))
    if after.plagues > before.plagues:
        out.append(_plague_news(move, after))
    if isinstance(move, Flood):
        out += _payout_news(after)
    if after.harvests > before.harvests:
        out.append(_harvest_news(after))
    out += _trust_news(before, move)
    out += _lost_news(after)
    out += yielded_news(after)
    out += _step4_news(before, move, after)
    if before.speculations and not after.speculations:
        out.append(_speculations_discarded_news(before))
    if after.reshuffles > before.reshuffles:
        out.append(_reshuffle_news(after))
    if before.deck_size and not after.deck_size and not after.is_over:
        out.append(_empty_deck_news(after))
    out += _end_or_turn_news(before, after)
    return out


def _payout_news(after: Any) -> list[str]:
    """What the speculation cards on the table pay now that the flood card just turned up shares a crop
    with them, in the order they are paid: each player and the cards drawn (step 1, Flood, and step 4.2,
    Speculate [1) Inondation; 4.2) Spéculer])."""
    cs, names = card_set(), after.players  # two cards matching: 3 cards each, not "pays 6" (nilerev defect 6)
    return [say("nile.news.payout", player=names[need.seat], cards=cards_said(need.total), flood=cs.term(after.flood))
            if need.total <= PAYOUT else say("nile.news.payout-each", player=names[need.seat], count=need.total // PAYOUT,
                                            cards=cards_said(PAYOUT), flood=cs.term(after.flood))
            for need in reversed(after.needs) if need.kind == DRAW and need.reason == "payout"]


def _harvest_news(after: Any) -> str:
    """The harvest just made: who stored which crop, or that the flooded crops had no field to harvest
    (step 2, Harvest [2) Récolter])."""
    cs, names = card_set(), after.players
    got = [say("nile.news.stores", player=names[p], crop=cs.crop_terms[c]) for p, c in after.last_harvest]
    crops = [cs.crop_terms[c] for c in after.flooded]
    return (say("nile.news.harvest", stored=got) if got else
            say("nile.news.harvest-none-two", crop=crops[0], other=crops[1]) if len(crops) == 2 else
            say("nile.news.harvest-none", crop=crops[0]))


def _speculations_discarded_news(before: Any) -> str:
    """The speculation cards laid before this entry, now discarded: each with the player who laid it."""
    cs, names = card_set(), before.players
    return say("nile.news.speculations-discarded", cards=[
        say("nile.news.whose-card", player=names[p], card=cs.terms[k]) for p, k in before.speculations])


def _empty_deck_news(after: Any) -> str:
    """The deck just emptied, no card being needed now (nilerev, s37: a table that shuffled at once found the
    referee's count 2 cards off): the referee shuffles it when the next card is drawn or turned up, so the cards
    discarded until then go into the new deck [5) Piocher: "Lorsque la pioche est vide"]; the last deck's empty
    draw ends the game then [Fin de la Partie]."""
    last = after.deck_runs_out + 1 >= after.passes
    return say("nile.news.deck-empty-last" if last else "nile.news.deck-empty", nth=_nth(after.deck_runs_out + 1),
               passes=after.passes)


def _reshuffle_news(after: Any) -> str:
    """The deck just rebuilt from the discard: which running-out this was, of how many the game allows, the
    cards shuffled, and the flood card left showing if one stays."""
    cs = card_set()
    shuffled, showing = after.last_reshuffle
    values: dict[str, Value] = dict(nth=_nth(after.deck_runs_out), passes=after.passes, cards=cards_said(shuffled))
    return (say("nile.news.reshuffle-flood-stays", flood=cs.term(showing), **values) if showing is not None
            else say("nile.news.reshuffle", **values))


def _end_or_turn_news(before: Any, after: Any) -> list[str]:
    """The end of the game with why and the result, when this entry ended it; else the next player's turn
    when one began (none during the set-up); else nothing."""
    names = after.players
    if after.is_over and not before.is_over:
        ranking = after.ranking()
        return [say("nile.news.over", why=after.end_reason),
                say("nile.news.result", tiebreak=ranking.tiebreak) if ranking.tiebreak else
                say("nile.news.winners", winners=list(ranking.winners))]
    if after.turn > before.turn and before.phase != SETUP:
        return [say("nile.news.next-turn", player=names[before.active], turn=after.turn, next=names[after.active])]
    return []


def _plague_news(move: Any, after: Any) -> str:
    """What the Plague of Locusts destroyed [Invasion de locustes], and the card that comes in its place."""
    cs, names = card_set(), after.players
    hit = [say("nile.news.plague-field", player=names[o], crop=cs.crop_terms[c], cards=cards_said(n))
           for c, o, n in after.last_plague or ()]
    instead = say("nile.news.plague-flood") if isinstance(move, Flood) else \
        say("nile.news.plague-draw", player=names[move.player]) if isinstance(move, Draw) else \
        say("nile.news.plague-other")
    return say("nile.news.plague", hit=hit, instead=instead)


def _trust_news(before: Any, move: Any) -> list[str]:
    """The cards a move shows from the part of the hand the table has not seen (drawn face down, told only on the player's own page, if at all): taken on trust, and what
    they were checked against (the cards not yet accounted for, the decks they could come from)."""
    if not isinstance(move, (Plant, Speculate, Trade)) or not before.hand_unseen[move.player]:
        return []
    cs, seat = card_set(), move.player
    shown = [k for k, _ in move.cards] if isinstance(move, Plant) else list(move.cards if isinstance(move, Speculate)
                                                                           else move.hand)
    counts = [0] * cs.kinds
    if isinstance(move, Plant):
        for c, n in move.cards:
            counts[c] = n
    else:
        for k in shown:
            counts[k] += 1
    rest = {k: m - before.hand[seat][k] for k, m in enumerate(counts) if m > before.hand[seat][k]}
    if not rest:
        return []
    cards = both([say("nile.cards.of", cards=m, card=cs.terms[k]) for k, m in rest.items()])
    left = [say("nile.cards.of", cards=before.unaccounted[k], card=cs.terms[k]) for k in rest]
    return [say("nile.news.trust", player=before.players[seat], cards=cards, shown=sum(rest.values()),
                unseen=cards_said(before.hand_unseen[seat]), left=left)]


def _what_came_up(move: Any, names: Any, instead: bool = False) -> list[str]:
    """What a card turned up or drawn face up is, in words, where the entry is the bare card (``Papyrus``):
    "Flood card: Papyrus", "Anna drew the Plague" (fe-table5 problem 6); a flood card turned up ``instead`` of the
    Plague says so, "Flood card: Castor (in place of the Plague)", so that the Plague's news is not lost to a reader
    who sees only the later step (nilerev3 defect 1) [Invasion de locustes]. A card drawn by another seat reads
    as ``?`` there (:func:`scorer.games.nile.seats.hide`) and says nothing."""
    cs = card_set()
    if isinstance(move, Flood):
        return [say("nile.news.flood-plague") if move.card == cs.plague else
                say("nile.news.flood-card-instead" if instead else "nile.news.flood-card", card=cs.term(move.card))]
    if isinstance(move, Draw) and move.card == cs.plague:
        return [say("nile.news.drew-plague", player=names[move.player])]
    return []


def _lost_news(after: Any) -> list[str]:
    """The claims lost at the move (decision *claims*): a card of the kind showed face up and the copies left
    cannot cover them, said to the teller ("your"; on the referee's game by name), with where the copies
    are. (A seat's view keeps only its own lost claims, the table's none.)"""
    cs, out = card_set(), list[str]()
    for seat, k, n in after.lost:
        values: dict[str, Value] = dict(card=cs.terms[k], total=cs.total[k], where=after._whereabouts(k, seat))
        if after.viewer == seat:
            out.append(say("nile.news.lost-yours-one", **values) if n == 1 else
                       say("nile.news.lost-yours-many", lost=n, **values))
        else:
            values["player"] = after.players[seat]
            out.append(say("nile.news.lost-one", **values) if n == 1 else say("nile.news.lost-many", lost=n, **values))
    return out


def yielded_news(after: Any) -> list[Said]:
    """The claims that gave way at the move to their teller's own face-up step (decision *claims*: the step
    showed cards its told cards could not hold, so its told cards the step did not show are not told any
    more), one line a seat, said to the teller ("your"; on the referee's game by name). (A seat's view keeps
    only its own.)"""
    cs, out = card_set(), []
    for seat in dict.fromkeys(seat for seat, _, _ in after.yielded):
        given = [(k, n) for p, k, n in after.yielded if p == seat]
        mine = after.viewer == seat
        whose = say("nile.whose.your-capital") if mine else say("nile.whose.player", player=after.players[seat])
        owner = say("nile.whose.your") if mine else say("nile.whose.player", player=after.players[seat])
        cards = [cs.terms[k] if n == 1 else say("nile.cards.of", cards=n, card=cs.terms[k]) for k, n in given]
        total = sum(n for _, n in given)
        out.append(say("nile.news.gave-way-one", whose=whose, owner=owner, cards=cards) if total == 1 else
                   say("nile.news.gave-way-many", whose=whose, owner=owner, cards=cards, total=total))
    return out


def _step4_news(before: Any, move: Any, after: Any) -> list[str]:
    """A planting field by field (new, grown, or replacing another player's), or the speculation laid."""
    cs, names = card_set(), after.players
    if isinstance(move, Speculate):
        return [say("nile.news.speculates", player=names[move.player], card=cs.terms[k], cards=cards_said(PAYOUT))
                for k in move.cards]
    if not isinstance(move, Plant):
        return []
    out: list[str] = []
    for c, n in move.cards:
        name, owner, crop = names[move.player], before.field_owner[c], cs.crop_terms[c]
        if owner == move.player:
            out.append(say("nile.news.field-grows", player=name, crop=crop, cards=cards_said(after.field_size[c])))
        elif owner >= 0:
            out.append(say("nile.news.field-replaces", player=name, crop=crop, cards=cards_said(n), owner=names[owner],
                           old=cards_said(before.field_size[c])))
        else:
            out.append(say("nile.news.field-new", player=name, crop=crop, cards=cards_said(n)))
    return out
