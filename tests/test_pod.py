"""Print-on-demand files (``nile print GAME --pod tgc|mpc|png``): the PNGs are read back.

Land Unter is written fully for The Game Crafter; NILE for MakePlayingCards, NIL (tiles and board) as
plain PNGs and Ufern (mini cards, round tokens, board) for The Game Crafter are written once each and
sampled where a check would read every pixel of every file.
"""

from __future__ import annotations

import math
from pathlib import Path

import pytest
from PIL import Image
from typer.testing import CliRunner

from pnp.art import art_for
from gamedata.catalogue import load_catalogue
from pnp.paper import Inks, PrintOptions
from pnp.pod import canvas_for, components, load_shops, not_written, read_manifest, safe_check, write_pod
from scorer.cli import app

#: the canvases issue 17 gives: The Game Crafter's and MakePlayingCards' poker card
TGC_POKER, MPC_POKER = (825, 1125), (822, 1122)
WHITE = (255, 255, 255)


@pytest.fixture(scope="module")
def written(tmp_path_factory) -> dict[str, Path]:
    out = tmp_path_factory.mktemp("pod")
    runs = {"land-unter": "tgc", "nile": "mpc", "nil": "png", "ufern-des-nils": "tgc"}
    return {game: write_pod(game, shop, out).folder for game, shop in runs.items()}


def _trim_px(row: dict[str, str]) -> tuple[float, float]:
    w, h = (float(v) for v in row["trim_mm"].split(" x "))
    return w / 25.4 * 300, h / 25.4 * 300


def _white_share(pixels: list) -> float:
    return sum(1 for p in pixels if p == WHITE) / len(pixels)


def seams(image: Image.Image, trim_px: tuple[float, float], round_piece: bool = False) -> list[str]:
    """The sides of ``image`` whose bleed is paper white where the art at the cut line is not: the share
    of pure white pixels on the canvas edge against the share on the line two pixels inside the cut (on
    the circle, for a round piece)."""
    image = image.convert("RGB")
    w, h = image.size
    px = image.load()
    if round_piece:
        r = trim_px[0] / 2

        def circle(radius: float) -> list:
            return [px[int(w / 2 + radius * math.cos(a / 57.3)), int(h / 2 + radius * math.sin(a / 57.3))]
                    for a in range(360)]

        return ["rim"] if _white_share(circle(min(w, h) / 2 - 1)) > _white_share(circle(r - 2)) + 0.01 else []
    ox, oy = round((w - trim_px[0]) / 2) + 2, round((h - trim_px[1]) / 2) + 2
    sides = {
        "left": ([px[0, y] for y in range(h)], [px[ox, y] for y in range(oy, h - oy)]),
        "right": ([px[w - 1, y] for y in range(h)], [px[w - 1 - ox, y] for y in range(oy, h - oy)]),
        "top": ([px[x, 0] for x in range(w)], [px[x, oy] for x in range(ox, w - ox)]),
        "bottom": ([px[x, h - 1] for x in range(w)], [px[x, h - 1 - oy] for x in range(ox, w - ox)]),
    }
    return [side for side, (edge, cut) in sides.items() if _white_share(edge) > _white_share(cut) + 0.01]


def test_the_seam_check_finds_an_unprinted_bleed():
    """The check itself: art stopped at the cut line with paper in the bleed is caught; art running into
    the bleed, or a card white by design, is not."""
    card = Image.new("RGB", TGC_POKER, (40, 90, 160))
    assert seams(card, (750, 1050)) == []
    bare = Image.new("RGB", TGC_POKER, WHITE)
    bare.paste(Image.new("RGB", (750, 1050), (40, 90, 160)), (38, 38))
    assert seams(bare, (750, 1050)) == ["left", "right", "top", "bottom"]
    assert seams(Image.new("RGB", TGC_POKER, WHITE), (750, 1050)) == []


def test_exact_canvas_per_shop(written):
    rows = read_manifest(written["land-unter"])
    for row in rows:
        for name in (row["file"], row["back_file"]):
            assert Image.open(written["land-unter"] / name).size == TGC_POKER
        assert (int(row["width_px"]), int(row["height_px"])) == TGC_POKER
    for row in read_manifest(written["nile"])[::3]:
        assert Image.open(written["nile"] / row["file"]).size == MPC_POKER
    for row in read_manifest(written["nil"]):  # png: the trim plus 3 mm each side, at 300 dpi
        w, h = (float(v) + 6 for v in row["trim_mm"].split(" x "))
        assert Image.open(written["nil"] / row["file"]).size == (round(w / 25.4 * 300), round(h / 25.4 * 300))
    sizes = {row["component"]: Image.open(written["ufern-des-nils"] / row["file"]).size
             for row in read_manifest(written["ufern-des-nils"])}
    assert sizes["Turn summaries"] == TGC_POKER  # a poker card: the shop's product
    assert sizes["Water cards"] == (595, 866)  # 44 x 67 mm: no such product, trim + 1/8 in bleed


def test_no_white_seam_at_the_edges(written):
    checked = 0
    for game, folder in written.items():
        rows = read_manifest(folder)
        step = 1 if game == "land-unter" else 4
        for row in rows[::step]:
            for name in filter(None, (row["file"], row["back_file"])):
                found = seams(Image.open(folder / name), _trim_px(row), "round" in row["note"])
                assert not found, f"{game}/{name}: white bleed on the {found} side"
                checked += 1
    assert checked >= 200


def test_front_and_back_pairs_complete(written):
    for game, folder in written.items():
        rows = read_manifest(folder)
        listed = set()
        for row in rows:
            assert row["file"].endswith("-front.png") and (folder / row["file"]).is_file()
            if row["component"] == "Board":
                assert row["back_file"] == "" and "one-sided" in row["note"]
            else:
                assert row["back_file"] == row["file"].replace("-front.png", "-back.png")
                assert (folder / row["back_file"]).is_file()
            listed |= {row["file"], row["back_file"]} - {""}
        on_disk = {str(p.relative_to(folder)) for p in folder.rglob("*.png")}
        assert on_disk == listed, f"{game}: files not in the manifest or missing"


def test_manifest_counts_are_the_catalogues(written):
    cat = load_catalogue("land-unter")
    counts: dict[str, int] = {}
    for row in read_manifest(written["land-unter"]):
        counts[row["component"]] = counts.get(row["component"], 0) + int(row["count"])
    expected = {deck.plural: deck.total for deck in cat.decks}
    expected["Turn summaries"] = cat.players.max
    assert counts == expected == {"Weather cards": 60, "Water-level cards": 24, "Lifebelt cards": 24,
                                  "Turn summaries": 5}
    nil = load_catalogue("nil")
    tiles = sum(int(r["count"]) for r in read_manifest(written["nil"]) if r["component"] == "Tiles")
    assert tiles == sum(k.count for k in nil.tile.kinds) == 108  # type: ignore[attr-defined]
    for game in ("nile", "ufern-des-nils"):
        cat = load_catalogue(game)
        art = art_for(game)(cat, Inks(), PrintOptions().card(cat.card_size), 0.0)
        groups = {g.name: len(g.faces) for g in art.groups()}
        got: dict[str, int] = {}
        for row in read_manifest(written[game]):
            if row["component"] != "Board":
                got[row["component"]] = got.get(row["component"], 0) + int(row["count"])
        assert got == groups


def test_products_and_their_absence_are_said(written):
    rows = {r["component"]: r for r in read_manifest(written["ufern-des-nils"])}
    assert rows["Turn summaries"]["product"] == "Poker Deck"
    for name in ("Water cards", "Plant tokens", "Board"):
        assert rows[name]["product"].startswith("none (trim + 3.175 mm bleed)")
    assert "no The Game Crafter product of this shape and size; nearest: Mini Deck" in rows["Water cards"]["note"]
    # pieces cut from a page of their own get no file, and the command says so
    assert [line.split(":")[0] for line in not_written("ufern-des-nils")] == ["Cover strips (3, 44 mm wide)",
                                                                              "Standees (8, 24 × 34 mm)"]
    assert not_written("nil")[0].startswith("Tile racks (4, 112 mm long): no file") and not_written("nile") == []


def test_canvas_matching_keeps_the_art_unscaled():
    tgc, mpc, png = (load_shops()[k] for k in ("tgc", "mpc", "png"))
    poker = canvas_for(tgc, "card", (63, 88))
    assert poker.product.id == "poker-deck" and poker.px == TGC_POKER  # type: ignore[union-attr]
    # the art keeps its 63 x 88 mm: centred on 69.85 x 95.25 mm, the bleed reaching the canvas edge
    assert poker.offset == pytest.approx((3.425, 3.625))
    assert canvas_for(mpc, "card", (63, 88)).px == MPC_POKER
    assert canvas_for(tgc, "square", (20, 20)).product is None  # a 19.05 mm chit is 4.8 % off
    assert canvas_for(png, "card", (63, 88)).px == (815, 1110)


def test_safe_zone_at_the_shops_size():
    """Every card's text is inside the shop's safe area; NIL's tile values and Ufern's token letters
    are not (the tiles are printed edge to edge, with no safe zone of their own), and the check says by
    how much."""
    tgc = load_shops()["tgc"]
    for game in ("land-unter", "nile"):
        assert all(safe_check(c).ok for c in components(game, tgc))
    tiles = safe_check(next(c for c in components("nil", tgc) if c.name == "Tiles"))
    assert not tiles.ok and tiles.closest == pytest.approx(1.88, abs=0.01)  # a value, its disc 1.5 mm inside the cut
    assert "OUTSIDE by 1.30 mm (15 px)" in tiles.words()


runner = CliRunner()


def test_cli_writes_and_reports(tmp_path):
    result = runner.invoke(app, ["print", "nile", "--pod", "MPC", "--paper", "letter", "--out", str(tmp_path)])
    assert result.exit_code == 0, result.output
    assert result.stdout.strip() == str(tmp_path / "nile-mpc")
    assert "Crop cards: 80 × 63 × 88 mm -> Poker size card (822 × 1122 px)" in result.stderr
    assert "--paper does not apply to --pod" in result.stderr
    assert "files in" in result.stderr
    # the finished folder honours the umask, as every folder nile makes (not the temporary one's 0700)
    from gamedata.outfile import current_umask

    assert (tmp_path / "nile-mpc").stat().st_mode & 0o777 == 0o777 & ~current_umask()


@pytest.mark.parametrize("args, words", [
    (["--pod", "lulu"], "Invalid value for '--pod'"),
    (["--pod", "tgc", "--ink-saver"], "leave out --ink-saver"),
])
def test_cli_refuses_bad_options(tmp_path, args, words):
    result = runner.invoke(app, ["print", "nil", *args, "--out", str(tmp_path)])
    assert result.exit_code == 2 and words in result.output
    assert "Traceback" not in result.output


def test_cli_refuses_an_unwritable_out(tmp_path):
    (tmp_path / "a-file").write_text("x")
    result = runner.invoke(app, ["print", "nil", "--pod", "png", "--out", str(tmp_path / "a-file" / "pod")])
    assert result.exit_code == 2 and "--out:" in result.stderr and "is a file" in result.stderr
    assert not any(p.name.endswith(".part") for p in tmp_path.iterdir())
