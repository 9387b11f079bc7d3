"""Every text on every face stays inside its card's safe zone at every card size, and reads well."""

import pytest

from pnp.art import art_for
from pnp.art import draw as d
from pnp.catalogue import load_catalogue, load_paper
from pnp.paper import Inks, PrintOptions, register_fonts
from pnp.textfit import TextProbe, face_texts, text_problems

SIZES = ["poker", "bridge", "euro", "mini"]


@pytest.mark.parametrize("game", ["land-unter", "nile"])
@pytest.mark.parametrize("card_size", SIZES)
@pytest.mark.parametrize("ink_saver", [False, True])
def test_every_text_is_inside_the_safe_zone(game, card_size, ink_saver):
    register_fonts()
    assert text_problems(game, PrintOptions(card_size=card_size, greyscale=ink_saver)) == []


def _art(game, card_size):
    register_fonts()
    return art_for(game)(load_catalogue(game), Inks(False), load_paper().card_sizes[card_size], 0)


@pytest.mark.parametrize("game", ["land-unter", "nile"])
def test_turn_summaries_are_at_least_7_pt_on_poker_cards(game):
    art = _art(game, "poker")
    runs = face_texts(art, "summary", 63, 88)
    assert len(runs) > 20 and min(r.size for r in runs) >= 7.0


@pytest.mark.parametrize("game", ["land-unter", "nile"])
def test_every_summary_line_is_printed_at_mini_size(game):
    """The last words of each summary (the lines the mini size used to lose) are there."""
    art = _art(game, "mini")
    text = " ".join(r.text for r in face_texts(art, "summary", 44, 67))
    assert ("as many rounds" in text) if game == "land-unter" else ("SMALLEST pile" in text)


def test_the_flood_text_stays_above_the_waves():
    art = _art("nile", "mini")
    runs = [r for r in face_texts(art, "flood", 44, 67) if r.text != "not part of the draw deck"]
    assert min(r.box[1] for r in runs) >= 67 * 0.42 + 2  # the highest wave crest


def test_the_probe_measures_what_is_drawn():
    probe = TextProbe()
    probe.translate(10, 20)
    probe.rotate(90)
    d.text(probe, 0, 0, "HI", 10, None, align="left")
    (run,) = probe.runs
    width = d.text_width("HI", 10)
    assert run.size == 10 and abs((run.box[3] - run.box[1]) - width) < 1e-6
    assert abs(run.box[2] - (10 + d.DESCENT * 10 * d.PT)) < 1e-3 and abs(run.box[1] - 20) < 1e-6


def test_a_text_that_cannot_fit_is_refused():
    with pytest.raises(d.TextDoesNotFit):
        d.fitted_paragraph(TextProbe(), 0, 10, 5, "far too many words " * 20, 20, 7, None)


class _ClipRecorder(TextProbe):
    def __init__(self):
        super().__init__()
        self.clips = []

    def clipPath(self, path, **kwargs):  # noqa: N802
        self.clips.append(path.getCode())


@pytest.mark.parametrize("game,back", [("land-unter", "back-weather"), ("nile", "back-deck")])
def test_backs_without_bleed_keep_a_white_border_for_duplex_drift(game, back):
    """The back art is clipped to a panel 3 mm inside the trim line; with bleed it runs to the edge."""
    register_fonts()
    card = load_paper().card_sizes["poker"]
    border = load_paper().margins.back_border
    for bleed, clipped in ((0, True), (2, False)):
        art = art_for(game)(load_catalogue(game), Inks(False), card, bleed)
        canvas = _ClipRecorder()
        art.draw(canvas, back, card.width, card.height)
        assert bool(canvas.clips) == clipped
        if clipped:
            numbers = [float(t) for t in canvas.clips[0].split() if t[0].isdigit()]
            xs, ys = numbers[0::2], numbers[1::2]
            assert (min(xs), max(xs)) == (border, card.width - border)
            assert (min(ys), max(ys)) == (border, card.height - border)
