"""The pack beyond one card size: each component group is imposed at its own size, and a group never
shares a sheet laid out for another size."""

from pnp.art import CardFace, ComponentGroup
from pnp.build import paginate, sheet_layout
from gamedata.catalogue import Size
from pnp.paper import PrintOptions

POKER = Size(name="poker", width=63, height=88)
MINI = Size(name="mini", width=44, height=67)


def test_groups_of_two_sizes_get_sheets_of_their_own_size():
    opts = PrintOptions()
    groups = [ComponentGroup("cards", [CardFace("a", "back")] * 10),
              ComponentGroup("small", [CardFace("b", "back")] * 3, shares_sheet=True, size=MINI),
              ComponentGroup("more small", [CardFace("c", "back")] * 2, shares_sheet=True, size=MINI)]
    sheets = paginate(groups, lambda g: (sheet_layout(opts, g.size or POKER, 0.0), 0.0))
    assert [(s.names, len(s.faces), s.layout.card_width) for s in sheets] == [
        (["cards"], 9, 63.0), (["cards"], 1, 63.0), (["small", "more small"], 5, 44.0)]
