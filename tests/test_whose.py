"""Whose a step is, one rule for answering it and for taking it back (issue 24, scorer/whose.py).

The property: for every entry of whole games of the four games typed through a TableSession (with hands
written and told on the seats' own pages, whole tricks at once, a Plague told after a face-down draw), the
seats whose page may enter it are the seats whose page may take it back once entered, and both are the
seats :func:`scorer.whose.entry_whose` names (the one the overlap rule asks). Before issue 24 the two
answers came from two functions, and differed (the report of issue 24 lists where)."""

from __future__ import annotations

import os
import random
from pathlib import Path
from typing import Any

import pytest

from scorer.games.land_unter.rules import Phase
from scorer.games.nile.seats import cards_to_tell
from scorer.session import Accepted, Forbidden, TableSession
from scorer.typed import typed_game
from scorer.whose import Whose
from tests.test_session import spec_of

NAMES = ["Anna", "Ben", "Cleo"]


@pytest.fixture(autouse=True)
def quick(monkeypatch):
    monkeypatch.setattr(os, "fsync", lambda fd: None)


class Watch:
    """Wraps :meth:`TableSession.enter` so that every entry typed is checked for every seat: who may answer
    it before (:meth:`~scorer.views.SeatViews.entry_problem`), who may take it back after
    (:meth:`~scorer.whose.Turns.undo_problem`), and whose step the session says it is."""

    def __init__(self, monkeypatch: Any):
        self.checked = 0
        self.differ: list[str] = []
        enter = TableSession.enter

        def watched(session: TableSession, text: str) -> Any:
            before = None if session.over else self._before(session, text)
            ruling = enter(session, text)
            if before is not None and isinstance(ruling, Accepted):
                self._after(session, text, *before)
            return ruling

        monkeypatch.setattr(TableSession, "enter", watched)

    def _before(self, session: TableSession, text: str) -> tuple[set[int], set[int], str] | None:
        found = session.whose_entry(text)
        if found is None:
            return None
        seats = range(len(session.players))
        answer = {s for s in seats if session.entry_problem(session.as_meant(text, s), s) is None}
        return answer, {s for s in seats if found.allows(s)}, session.state.position()

    def _after(self, session: TableSession, text: str, answer: set[int], whose: set[int], where: str) -> None:
        # the pages whose undo takes back this entry (not one whose undo takes back its own last step under it,
        # this entry being no step on that page: another seat telling its own cards, :meth:`Turns.own_undo`)
        undo = {s for s in range(len(session.players)) if session.undo_problem(s) is None and session.own_undo(s) is None}
        self.checked += 1
        if session.turned_up(*session.entry_spans()[-1]):  # turned up what was face down: final on every seat's
            whose = answer = set()  # page, the host's takes it back (lurev4 §1, tests/test_turned_up_final.py)
        if not answer == undo == whose:
            self.differ.append(f"{session.spec.slug} {where}: {text!r}: answer {sorted(answer)}, undo "
                               f"{sorted(undo)}, whose {sorted(whose)}")


def hands_written(simulated: Any, state: Any) -> list[str]:
    """Land Unter: Anna and Cleo write their hands down on their own pages before round 1's first card."""
    if state.phase != Phase.PLAY or state.round != 1 or state.trick or state.plays:
        return []
    return [f"{state.players[p]} hand [{' '.join(map(str, sorted(simulated.hand_known[p])))}]"
            for p in (0, 2) if not state.hand_known[p]]


TELL = {"nile": cards_to_tell, "land-unter": hands_written}


@pytest.mark.parametrize("slug,grouped", [("land-unter", False), ("land-unter", True), ("nile", False),
                                          ("nil", False), ("ufern-des-nils", False)])
def test_whoever_may_enter_a_step_and_only_they_may_take_it_back(slug, grouped, tmp_path, monkeypatch):
    """A whole typed game: every entry, for every seat, answers the same three ways."""
    watch = Watch(monkeypatch)
    typed_game(spec_of(slug), NAMES, 3, tmp_path / "g.yaml", grouped=grouped, tell=TELL.get(slug))
    assert watch.checked > 20
    assert not watch.differ, "\n".join(watch.differ[:8])


@pytest.mark.parametrize("slug", ["nile", "nil"])
def test_cards_told_beside_anyones_step_are_their_holders(slug, tmp_path, monkeypatch):
    """Random playouts in which any seat tells a card of its own hand or rack at any step (beside the
    player asked, at a flood card) as the table goes on, and a NILE Plague is told after a face-down draw
    when it could be: every entry answers the same three ways (before issue 24, the player asked, or every
    page at a flood card, could take back a card another seat had told)."""
    watch = Watch(monkeypatch)
    spec = spec_of(slug)
    for seed in range(2):
        rng = random.Random(seed)
        session = TableSession.start(spec, NAMES, [], tmp_path / f"{seed}.yaml")
        for _ in range(120):
            if session.over:
                break
            texts = [e.text for e in session.entries()]
            for seat in range(len(NAMES)):
                own = spec.secrets.own_step(session.seen(seat), seat)
                texts += [] if own is None else [e.text for e in own.entries]
            texts += [f"{name} drew Plague" for name in NAMES if slug == "nile"]
            rng.shuffle(texts)
            if not any(isinstance(session.enter(text), Accepted) for text in texts[:12]):
                break
    assert watch.checked > 100
    assert not watch.differ, "\n".join(watch.differ[:8])


def test_a_card_told_beside_anothers_turn_is_undone_by_its_teller_only(tmp_path):
    """NILE: Ben tells a card of his hand while Anna is to trade, plant or speculate: Anna's page (the
    player asked) and Cleo's may not take it back (it is Ben's step; before issue 24 Anna's could), Ben's
    and the host's may. The flood card is the player's whose turn it is (decision flood-taker; fe-table5
    problem 7): only that page and the host's enter it and take it back."""
    session = TableSession.start(spec_of("nile"), NAMES, [], tmp_path / "g.yaml")
    assert session.view(None).prompt.seat is None  # a flood card to turn up: nobody's step
    told = session.enter_as("Ben holds Wheat", 1)
    assert isinstance(told, Accepted), told
    for seat in (0, 2):  # Ben's tell is no step on their pages, and they have none of their own (fe-table7)
        assert session.undo_problem(seat) == f"nothing of {NAMES[seat]}'s to undo: no step on {NAMES[seat]}'s page yet"
    assert session.undo_problem(1) is None and session.undo_problem(None) is None
    refused = session.enter_as("Wheat", 2)  # the flood card: Anna's, whose turn it is
    assert isinstance(refused, Forbidden) and "is Anna's step" in refused.message, refused
    assert isinstance(session.enter_as("Wheat", 0), Accepted)
    assert session.undo_problem(0) is None and session.undo_problem(None) is None
    for seat in (1, 2):
        assert "is Anna's: Anna takes it back" in (session.undo_problem(seat) or ""), seat
    assert session.whose_next() == 0
    assert isinstance(session.enter_as("Cleo holds Flax", 2), Accepted)
    # Cleo's tell is no step on Anna's page: Anna's undo takes back her own flood card, under it; Ben's page
    # refuses, naming the flood card, the last step it shows
    assert session.undo_problem(0) is None and session.own_undo(0) == 2 and session.undo_problem(2) is None
    assert "the last step, 'Wheat', is Anna's" in (session.undo_problem(1) or "")
    refused = session.enter_as("Cleo holds Flax", 0)
    assert isinstance(refused, Forbidden), refused


def test_a_plague_told_is_the_drawers_step_to_the_overlap_rule_too(tmp_path):
    """The overlap rule asks the same function: a Plague told after a face-down draw is its drawer's step,
    not the table's (before issue 24 the overlap rule said the table's, the undo rule the drawer's)."""
    session = TableSession.start(spec_of("nile"), NAMES, [], tmp_path / "g.yaml")
    for text in ("Wheat", "Anna passes"):
        assert isinstance(session.enter_as(text, 0), Accepted), text
    assert session.whose_entry("Anna drew Plague") == Whose(frozenset({0}), frozenset(), True)
    assert session.whose_entry("Cleo drew Plague") is None
    assert "is Anna's draw" in (session.turn_problem("Anna drew Plague", 1) or "")


def test_a_seats_own_entry_that_is_no_legal_step_is_ruled_on_its_page(tmp_path):
    """Review s33 finding 1: with Ben's rack told whole, ``Ben holds far-left`` on Ben's page was refused as
    "Anna's step" (the player asked), and Ben never read why. His own entry is ruled on his page as usual: his
    rack holds 5 tiles, none still to tell. Another seat's page still hears it is Ben's."""
    from scorer.session import Illegal

    session = TableSession.start(spec_of("nil"), ["Anna", "Ben"], [], tmp_path / "g.yaml")
    assert isinstance(session.enter("start Anna"), Accepted)
    assert isinstance(session.enter_as("Ben holds straight bend arc arc diagonal", 1), Accepted)
    refused = session.enter_as("Ben holds far-left", 1)
    assert isinstance(refused, Illegal) and refused.id == "nil.hold.too-many", refused
    other = session.enter_as("Ben holds far-left", 0)
    assert isinstance(other, Forbidden) and "Ben" in other.message, other


@pytest.mark.parametrize("host", [True, False])
def test_a_tell_refused_for_a_public_reason_says_it_at_the_keyboard_and_the_host(host, tmp_path):
    """Review s33 finding 2: at ``nile play`` (and on the host's page), ``Anna holds bend`` after Anna placed
    her turn's first tile was refused "does not fit what is hidden here ... 'hand NAME' says why", which it
    did not. The table's copy, knowing nothing of Anna's rack, refuses it by the same rule: that reason is said."""
    from scorer.session import Illegal

    session = TableSession.start(spec_of("nil"), ["Anna", "Ben"], [], tmp_path / "g.yaml")
    assert isinstance(session.enter("start Anna"), Accepted)
    assert isinstance(session.enter("A11 E"), Accepted)
    refused = session.enter_as("Anna holds bend", None, host=True, keyboard=host)
    if not host:  # s34 finding 1: the host's shared page enters no tile of a rack, whatever the reason
        assert isinstance(refused, Forbidden) and "Anna's own page" in refused.message, refused
        return
    assert isinstance(refused, Illegal) and refused.id == "nil.hold.mid-turn", refused
    assert "hidden here" not in refused.reason and "before the turn's first tile" in refused.reason, refused


def test_a_take_back_refused_on_what_a_seat_told_is_not_explained_by_the_tables_copy(tmp_path):
    """fe-table10 problem 1: the host's `Ben holds not arc` (Ben told five tiles, no arc) was answered "the tiles
    Ben told are none", the table's copy's reason (it knows none of them), which is wrong and tells whether
    Ben told an arc. A reason is shown only where the copy rules exactly as the referee does (rule and values)."""
    from scorer.session import Illegal

    session = TableSession.start(spec_of("nil"), ["Anna", "Ben"], [], tmp_path / "g.yaml")
    assert isinstance(session.enter("start Anna"), Accepted)
    assert isinstance(session.enter_as("Ben holds straight bend bend diagonal diagonal", 1), Accepted)
    refused = session.enter_as("Ben holds not arc", None, host=True, keyboard=True)  # nile play's keyboard
    assert isinstance(refused, Illegal) and "are none" not in refused.reason, refused
    assert "hidden here" in refused.reason, refused
    # the host's shared page: not taken, in words that name no tile (s34 finding 1: tests/test_nil_seat_secrets.py)
    assert isinstance(session.enter_as("Ben holds not arc", None, host=True), Forbidden)


def test_another_player_s_blocked_turn_is_said_to_be_theirs_on_a_seat_page(tmp_path):
    """NIL: 'blocked' typed on Ben's page in Anna's turn is Anna's step, said so, as any other step of hers
    (revboards defect 2: it was refused as 'does not fit what is hidden here', since Ben's page has tiles of
    its own to tell beside the table's step); a tile Ben tells there is still his page's."""
    session = TableSession.start(spec_of("nil"), ["Anna", "Ben", "Cleo"], [], tmp_path / "g.yaml")
    assert isinstance(session.enter("start Anna"), Accepted)
    for tile in ("straight", "arc", "arc", "diagonal", "near-left"):  # Anna tells her rack on her page
        assert isinstance(session.enter_as(f"Anna holds {tile}", 0), Accepted)
    refused = session.enter_as("blocked", 1)
    assert isinstance(refused, Forbidden) and "'blocked' is Anna's step" in refused.message, refused
    assert isinstance(session.enter_as("Ben holds bend", 1), Accepted)
