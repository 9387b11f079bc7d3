"""An entry that cannot be read says why in the words of the seat's copy of the game, not "this entry cannot be
read in this position" where that copy reads its words but not its meaning (issue 22 item 8, found at An den
Ufern des Nils' opening: ``A single-blank W9.1`` at ``nile play`` hid "'W9.1' is not a field")."""

from __future__ import annotations

from scorer.session import Accepted, TableSession, Unreadable
from tests.test_session import spec_of


def test_an_unreadable_field_is_named_at_the_keyboard(tmp_path):
    session = TableSession.start(spec_of("ufern-des-nils"), ["Anna", "Ben", "Cleo"], [], tmp_path / "g.yaml")
    for text in ("first Anna", "desert W3.3", "desert W5.5", "desert E4.4", "boat flax, flax", "boat grape, wheat",
                 "boat onion, onion"):
        assert isinstance(session.enter(text), Accepted), text
    ruling = session.enter_as("A single-blank W9.1", None, host=True, keyboard=True)
    assert isinstance(ruling, Unreadable) and ruling.message.startswith("'W9.1' is not a field"), ruling
