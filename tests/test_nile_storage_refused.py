"""NILE: a storage the table's screen hides is not told by a refusal there (issue 22, revcards defect 4:
``market storage Papyrus storage Papyrus`` at ``nile play`` said "the storage holds 0 Papyrus" while ``board``
said "storage: hidden"). The storage is its owner's secret [Récolter: "Cachez le contenu de votre stock"]: the
shared screen says the reason is Anna's and ``hand Anna`` says it to her alone; Anna's own page says it.

But a storage nothing went into yet is empty, and everyone knows it (its size is public: each harvest and payout
is said in the news): the same entry at turn 1 is said openly, its typed line and its reason (nilerev defect 6,
session 38), as NILE's own rules of its secrets decide
(:meth:`~scorer.games.nile.hidden.HiddenCards.storage_known_empty`), not the terminal."""

from __future__ import annotations

from scorer.play import Referee
from scorer.session import Accepted, Illegal, TableSession
from tests.test_session import spec_of

TRADE = "market storage Papyrus storage Papyrus"



def _referee(tmp_path, *entries: str) -> tuple[TableSession, Referee, list[str]]:
    session = TableSession.start(spec_of("nile"), ["Anna", "Ben", "Cleo"], [], tmp_path / "g.yaml")
    said: list[str] = []
    referee = Referee(session, said.append)
    for entry in entries:
        assert isinstance(referee.enter(entry), Accepted), entry
    return session, referee, said


def test_a_storage_trade_refused_at_the_keyboard_tells_no_storage_and_hand_name_says_why(tmp_path):
    # Anna's Papyrus field harvested once: her storage holds a card, its contents her secret
    session, referee, said = _referee(tmp_path, "Lettuce", "plant 2 Papyrus", "Papyrus", "pass", "Wheat", "pass",
                                      "Castor")
    assert session.owners_of(TRADE) == frozenset({0})
    referee.ruling(referee.enter(TRADE))
    shown = " ".join(said)
    assert "holds 1" not in shown and "'hand Anna' shows it, to Anna alone" in shown, said
    assert "storage: hidden" in session.view(None).board
    why = " ".join(" ".join(referee.hand_lines("Anna")).split())
    assert f"'{TRADE}' was refused: Anna discards 2 Papyrus from storage, but the storage holds 1 Papyrus" in why, why
    on_her_page = session.enter_as(TRADE, 0)
    assert isinstance(on_her_page, Illegal) and "the storage holds 1 Papyrus" in on_her_page.reason, on_her_page


def test_a_storage_nothing_went_into_yet_is_said_openly(tmp_path):
    session, referee, said = _referee(tmp_path, "Papyrus")
    assert session.owners_of(TRADE) == frozenset()
    from scorer.play_screen import echo

    assert echo(session, "Anna", TRADE, said.append) is False and said[-1] == f"Anna> {TRADE}"
    referee.ruling(referee.enter(TRADE))
    shown = " ".join(" ".join(said).split())
    assert "Anna discards 2 Papyrus from storage, but the storage holds 0 Papyrus" in shown, said
    assert "hand Anna" not in shown, said
    # and the table's board says so too, rather than "hidden" (nilepage's note: nothing in it to keep)
    board = session.view(None).board
    assert board.count("storage: empty") == 3 and "storage: hidden" not in board, board
