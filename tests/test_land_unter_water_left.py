"""Land Unter at ``nile play``: ``?`` at the water step says the water-level cards still in the pile, each value
with its count (issue 22, revcards defect 10: it gave only the hint). They are public: every card turned up is
seen by all [Déroulement du jeu, 1]."""

from __future__ import annotations

from scorer.play import Referee
from scorer.session import Accepted, TableSession
from tests.test_session import spec_of


def test_the_list_at_the_water_step_says_the_cards_left_in_the_pile(tmp_path):
    session = TableSession.start(spec_of("land-unter"), ["Anna", "Ben", "Cleo"], [], tmp_path / "g.yaml")
    for text in ("4 4 4", "7 9: 10 20 30"):
        assert isinstance(session.enter(text), Accepted)
    said: list[str] = []
    Referee(session, said.append).listing()
    listed = " ".join(" ".join(said).replace("\n", " ").split(" "))  # (a line wraps; "6\u00a0×2" does not)
    listed = " ".join(part for part in listed.split(" ") if part)
    assert "still in the pile of water-level cards (22): 1\u00a0×2, 2\u00a0×2" in listed, said
    assert "6\u00a0×2, 7, 8\u00a0×2, 9, 10\u00a0×2" in listed, said
