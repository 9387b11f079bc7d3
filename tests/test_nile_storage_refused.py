"""NILE: a storage the table's screen hides is not told by a refusal there (issue 22, revcards defect 4:
``market storage Papyrus storage Papyrus`` at ``nile play`` said "the storage holds 0 Papyrus" while ``board``
said "storage: hidden"). The storage is its owner's secret [Récolter: "Cachez le contenu de votre stock"]: the
shared screen says the reason is Anna's and ``hand Anna`` says it to her alone; Anna's own page says it."""

from __future__ import annotations

from scorer.play import Referee
from scorer.session import Accepted, Illegal, TableSession
from tests.test_session import spec_of

TRADE = "market storage Papyrus storage Papyrus"


def test_a_storage_trade_refused_at_the_keyboard_tells_no_storage_and_hand_name_says_why(tmp_path):
    session = TableSession.start(spec_of("nile"), ["Anna", "Ben", "Cleo"], [], tmp_path / "g.yaml")
    said: list[str] = []
    referee = Referee(session, said.append)
    assert isinstance(referee.enter("Papyrus"), Accepted)
    referee.ruling(referee.enter(TRADE))
    shown = " ".join(said)
    assert "holds 0" not in shown and "'hand Anna' shows it, to Anna alone" in shown, said
    assert "storage: hidden" in session.view(None).board
    why = " ".join(" ".join(referee.hand_lines("Anna")).split())
    assert f"'{TRADE}' was refused: Anna discards 2 Papyrus from storage, but the storage holds 0 Papyrus" in why, why
    on_her_page = session.enter_as(TRADE, 0)
    assert isinstance(on_her_page, Illegal) and "the storage holds 0 Papyrus" in on_her_page.reason, on_her_page
