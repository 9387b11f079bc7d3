"""An den Ufern des Nils, a stack's top told by a ``stop`` (issue 22, uferrev defect 4): nile cannot see the water
cards lying face up on the table, so it takes a ``stop``'s tops on trust and acts on them in later rounds (a
flood that stops by itself). A wrong one (four like buttons, one slip) was silently final: round 6's
``stop A double-blank, B double-blank`` ended Cleo's flood in round 21 with nothing said. Now the news names the
claim and its round each time nile acts on it, and a later step that shows the claim false is refused with that
reason and the way back (undo to that stop)."""

from __future__ import annotations

from pathlib import Path

from scorer.engine.replaying import replay
from scorer.games.ufern.engine import Ufern
from scorer.games.ufern.moves import Flood, FloodEnd
from scorer.games.ufern.view import news
from scorer.record import load_record

RECORD = Path(__file__).parent / "golden" / "ufern-3p-wrong-stop.yaml"


def _states():
    """Each (state before, move) of the review's game 1, in order."""
    rec = load_record(RECORD)
    state = Ufern(["Anna", "Ben", "Cleo"])
    for move in replay(rec.state, rec.steps).moves:
        before = state.clone()
        state.apply(move)
        yield before, move, state


def test_a_stop_on_a_claim_of_an_earlier_round_names_the_claim_and_its_round():
    said = {before.round: [str(line) for line in news(before, move, after)]
            for before, move, after in _states() if isinstance(move, FloodEnd)}
    assert said[21][0].startswith("Cleo's flood stops: in round 6 the table said stack A shows double-blank and "
                                  "stack B shows double-blank on top"), said[21]
    assert "undo back to that stop" in said[21][0]
    assert not any("the table said" in line for line in said[6] + said[20])  # a stop with its tops told now


def test_a_step_that_shows_a_claim_false_is_refused_with_its_round():
    for before, move, _ in _states():
        if before.round == 21 and isinstance(move, FloodEnd):
            break
    real = ("double", "double")  # what Cleo's stack A showed on the table all along
    for wrong in (Flood("A", "W5.1", real), FloodEnd((real, real))):
        err = before.check(wrong)
        assert err is not None
        assert str(err.reason).startswith("in round 6 the table said Cleo's stack A shows double-blank on top, not "
                                          "double-double"), err.reason
        assert "undo back to it" in str(err.reason)
