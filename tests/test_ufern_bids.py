"""An den Ufern des Nils, the auctions of the variants (issue 22, fe-table7 problem 2): the bids of an auction
are opened together [Variantes, Hippopotame: "Chacun ouvre la main en même temps"; Détermination du premier
joueur], so the engine takes them in any order, each seat bids on its own page, no other page (nor the
table's) learns a bid before the last is in, and the result says the totals the rules decide on."""

from __future__ import annotations

import itertools
import random
from pathlib import Path

import pytest
import yaml

from scorer.games.ufern.auction import hippo_result
from scorer.games.ufern.engine import Ufern, simulate
from scorer.games.ufern.moves import Bid, Reveal
from scorer.games.ufern.seats import SECRETS
from scorer.games.ufern.steps import FIRST_BID, HIPPO_ACT, HIPPO_BID
from scorer.games.ufern.view import news
from scorer.session import Accepted, Forbidden, Illegal, TableSession
from tests.test_read_back import reads_back_as_played
from tests.test_seats import _picture, _shown, quick_saves  # noqa: F401 (a fixture)
from tests.test_session import spec_of

NAMES = ["Anna", "Ben", "Cleo"]
SLUG = "ufern-des-nils"
#: a simulated game for three with the hippo auction, whose first auction comes in round 3
SEED = 3


def before_auction(variants=("hippo-auction",), seed: int = SEED) -> tuple[Ufern, list, list[Bid]]:
    """The simulated game's state when its first hippo auction opens, the moves that led there, and the
    auction's bids as simulated (in seat order from the first player)."""
    _, moves = simulate(NAMES, seed, list(variants))
    state = Ufern(NAMES, list(variants))
    for i, move in enumerate(moves):
        if state.step == HIPPO_BID:
            return state, moves[:i], moves[i:i + len(NAMES)]
        state.apply(move)
    raise AssertionError("no hippo auction in the simulated game")


def session_at_auction(path: Path) -> tuple[TableSession, list[Bid]]:
    """A table session resumed from the record of :func:`before_auction` (``nile play FILE``), waiting for
    the auction's bids; and those bids."""
    state, moves, bids = before_auction()
    record = spec_of(SLUG).write_record(NAMES, ["hippo-auction"], moves)
    path.write_text(yaml.safe_dump(record, sort_keys=False))
    session = TableSession.resume(path)
    assert session.state.step == HIPPO_BID
    return session, bids


def _after(state: Ufern, bids: list[Bid]) -> Ufern:
    work = state.clone()
    for bid in bids:
        assert work.check(bid) is None, (bid, work.check(bid))
        work.apply(bid)
    return work


def test_the_engine_takes_the_bids_of_an_auction_in_any_order():
    state, _, bids = before_auction()
    asked = state.seat
    assert state.legal_moves() == state.bids_of(asked) and all(b.seat == asked for b in state.legal_moves())
    outcomes = set()
    for order in itertools.permutations(bids):
        after = _after(state, list(order))
        assert after.step in (HIPPO_ACT, "water", "actions")
        outcomes.add((after.step, after.seat, after.hippo_winner, tuple(sorted(after.boat.items())),
                      tuple(tuple(sorted(s.items())) for s in after.supply), tuple(sorted(after.opened.items()))))
    assert len(outcomes) == 1
    # a seat bids once an auction
    last = bids[-1]
    once = state.clone()
    once.apply(last)
    refused = once.check(Bid((), last.seat))
    assert refused is not None and "already bid" in refused.reason
    assert once.seat != last.seat and last.seat not in once.bids_awaited()


def test_the_totals_decide_and_the_result_says_them():
    """Bid plus own plants in the boat; a tie goes to the bigger bid, else nobody wins [Variantes, Hippopotame]."""
    state, _, _ = before_auction()
    state.boat.clear()
    state.boat[(0, "flax")] += 2  # Anna has 2 plants in the boat
    supply = [state.supply[s] for s in range(3)]
    anna, ben, cleo = ([c for c in sorted(supply[s]) for _ in range(supply[s][c])] for s in range(3))
    cases = [({0: anna[:3], 1: ben[:4], 2: cleo[:2]}, 0, "Anna wins the hippo auction: 5 (bid 3 + 2 in the boat) "
              "against Ben 4 (4 + 0), Cleo 2 (2 + 0)"),
             ({0: anna[:2], 1: ben[:4], 2: cleo[:1]}, 1, "Ben wins the hippo auction: 4 (bid 4 + 0 in the boat) "
              "against Anna 4 (2 + 2), Cleo 1 (1 + 0); on equal totals the bigger bid wins"),
             ({0: anna[:1], 1: ben[:3], 2: cleo[:3]}, None, "The hippo auction is tied: nobody wins it (Ben and "
              "Cleo each 3 with a bid of 3; bid + own plants in the boat: Anna 3 (1 + 2), Ben 3 (3 + 0), Cleo 3 (3 + 0))")]
    for bids, winner, said in cases:
        moves = [Bid(tuple(sorted(bids[s])), s) for s in (2, 0, 1)]  # in any order
        before = _after(state, moves[:-1])
        after = _after(before, moves[-1:])
        assert after.hippo_winner == winner
        assert news(before, moves[-1], after)[0] == said  # (then the hippo's arrow, if it has one)
        assert hippo_result(NAMES, after.opened, before.boat) == said


def test_a_base_game_hippo_says_that_nothing_happens():
    _, moves = simulate(NAMES, 1, [])
    state, heard = Ufern(NAMES), []
    for move in moves:
        before = state.clone()
        state.apply(move)
        if isinstance(move, Reveal) and move.event.kind == "hippo":
            heard.append(news(before, move, state))
    assert heard and all("Hippo: nothing happens without the auction variant" in said for said in heard)


def _everything(session: TableSession, seat, start: int) -> tuple:
    """All a page of ``seat`` shows of the game from step ``start`` on (view, history, news, last step)."""
    return (_shown(session, seat), session.history_as(seat, start), session.news_as(seat, start),
            session.last_step_as(seat), session.record_hides(seat))


def test_no_page_learns_a_bid_before_the_last_is_in(tmp_path, quick_saves):  # noqa: F811
    """Non-interference: two tables play the same game, but the player the table asks last (Ben) bids first,
    on his own page, and differently at the two tables. Until the auction's last bid is in, every other page
    (Anna's, Cleo's, the table's) shows exactly the same at both (view, history, news, last step, picture, a
    refusal), so nothing there can tell his bid; his own page differs. Once the last bid is in, every page
    shows every bid."""
    (one, bids), (two, _) = session_at_auction(tmp_path / "a.yaml"), session_at_auction(tmp_path / "b.yaml")
    start = len(one.moves)
    secret = bids[-1]  # the last the table would ask
    name, others = NAMES[secret.seat], [None, *(s for s in range(3) if s != secret.seat)]
    assert one.state.seat != secret.seat
    other = next(b for b in two.state.bids_of(secret.seat) if len(b.crops) != len(secret.crops))
    first, second = [" ".join(["bid", ", ".join(b.crops) or "nothing"]) for b in (secret, other)]
    for session, text in ((one, first), (two, second)):
        assert isinstance(session.enter_as(text, secret.seat), Accepted)  # on his own page
    assert _everything(one, secret.seat, start) != _everything(two, secret.seat, start)
    for seat in others:  # a step at every table: "Ben has bid", his plants unsaid
        assert one.last_step_as(seat) == (f"Round {one.state.round}, hippo auction: {name} has bid (all bids are "
                                          "opened together once every bid is in)", f"{name} bid ?"), seat
        assert f"{name} has bid" in one.view(seat).prompt.text
    rest = bids[:-1]
    for bid in rest[:-1] + [None]:
        for seat in others:
            assert _everything(one, seat, start) == _everything(two, seat, start), seat
            assert _picture(one, seat, tmp_path / "p1") == _picture(two, seat, tmp_path / "p2"), seat
            assert f"{name} bid ?" in repr(_everything(one, seat, start)) and f"{name} {first}" not in \
                repr(_everything(one, seat, start))
        asker = others[1]
        refused = [s.enter_as("bid " + "flax, " * 15 + "flax", asker) for s in (one, two)]  # more than one holds
        assert isinstance(refused[0], Illegal) and refused[0] == refused[1]
        for guess in (first, second):  # guessing the sealed bid exactly ("already recorded"?) tells nothing
            said = [s.enter_as(f"{name} {guess}", asker) for s in (one, two)]
            assert said[0] == said[1] and isinstance(said[0], (Illegal, Forbidden)), said
        awaited = [s for s in one.state.bids_awaited() if s != asker]  # another page cannot bid for a seat
        assert not awaited or isinstance(one.enter_as(f"{NAMES[awaited[0]]} bid nothing", asker), Forbidden)
        if bid is not None:
            text = "bid " + (", ".join(bid.crops) or "nothing")
            for session in (one, two):
                assert isinstance(session.enter_as(text, bid.seat), Accepted)
    last = rest[-1]
    ruling = one.enter_as("bid " + (", ".join(last.crops) or "nothing"), last.seat)
    assert isinstance(ruling, Accepted) and ("(bid " in ruling.news[0] or "nobody wins" in ruling.news[0]), ruling
    for seat in (None, 0, 1, 2):  # the last bid opens them all
        history = [text for _, text in one.history_as(seat, start)]
        assert history[0] == f"{name} {first}" and "?" not in " ".join(history)
        assert one.news_as(seat, one.changed_at) == tuple(ruling.news) and not one.record_hides(seat)


def test_bids_in_any_order_read_back_as_played(tmp_path, quick_saves):  # noqa: F811
    """The record saved after each bid (Cleo's first, then Anna's, then Ben's) resumes to the same pages, and
    keeps the bids in the order they were made."""
    session, bids = session_at_auction(tmp_path / "g.yaml")
    by_seat = {b.seat: b for b in bids}
    for seat in (2, 0, 1):
        bid = by_seat[seat]
        assert isinstance(session.enter_as("bid " + (", ".join(bid.crops) or "nothing"), seat), Accepted)
        reads_back_as_played(session)
        again = TableSession.resume(session.path)
        assert again.moves == session.moves and again.state.bids == session.state.bids
    hippo = yaml.safe_load(session.path.read_text())["rounds"][-1]
    written = next(item["hippo"] for items in hippo.values() if isinstance(items, list)
                   for item in items if isinstance(item, dict) and "hippo" in item)
    assert list(written) == ["Cleo", "Anna", "Ben"]


def test_the_first_player_bid_is_sealed_too(tmp_path, quick_saves):  # noqa: F811
    """The first-player bid's hands are opened together as well [Détermination du premier joueur]: Ben bids
    first on his own page, the others read ``Ben bid ?``; the result names the bids."""
    session = TableSession.start(spec_of(SLUG), NAMES, ["first-player-bid"], tmp_path / "f.yaml")
    if session.state.step != FIRST_BID:  # (the face-down deal, which the session takes by itself outside this test)
        assert isinstance(session.enter_as("?", None, host=True), Accepted)
    assert session.state.step == FIRST_BID
    assert isinstance(session.enter_as("flax, wheat", 1), Accepted)
    for seat in (None, 0, 2):
        assert session.history_as(seat)[-1][1] == "Ben bid ?" and "Ben bid flax" not in repr(_everything(session, seat, 0))
    assert session.history_as(1)[-1][1] == "Ben bid flax, wheat"
    assert SECRETS.own_step(session.seen(1), 1).entries == []
    assert isinstance(session.enter_as("bid flax", 2), Accepted)
    ruling = session.enter_as("bid nothing", 0)
    assert isinstance(ruling, Accepted) and ruling.news[0] == "Ben wins the bid and is first player: 2 against Anna 0, Cleo 1"


@pytest.mark.parametrize("seat", [0, 2])
def test_a_seat_page_lists_its_own_bids_whoever_the_table_asks(seat, tmp_path, quick_saves):  # noqa: F811
    session, _ = session_at_auction(tmp_path / "g.yaml")
    view = session.view(seat)
    assert view.entries and all(e.text.startswith(NAMES[seat] + " bid ") for e in view.entries)
    assert f"{NAMES[seat]}, your bid" in view.prompt.text
    assert [session.notation.parse(session.state, e.text) for e in view.entries] == session.state.bids_of(seat)


def test_view_json_and_the_record_link_keep_a_bid_sealed(tmp_path, quick_saves):  # noqa: F811
    """``nile serve``'s ``/view.json`` of every other link (the table's too) reads ``Ben bid ?`` and not his
    plants, and only his link (or the host's) downloads the record, which holds his bid, until the last bid."""
    from starlette.testclient import TestClient

    from scorer.web.app import create_app
    from scorer.web.table import SharedTable

    host, seats = "h0st-token-0123456789", ("anna-token-0123456789", "ben-token-01234567890", "cleo-token-0123456789")
    session, bids = session_at_auction(tmp_path / "j.yaml")
    secret = bids[-1]
    name, said = NAMES[secret.seat], f"{NAMES[secret.seat]} bid " + (", ".join(secret.crops) or "nothing")
    client = TestClient(create_app(SharedTable(session, run="ab12"), host, seats=seats))
    assert isinstance(session.enter_as(said, secret.seat), Accepted)
    for seat, token in [*enumerate(seats), (None, "")]:
        got = client.get(f"/view.json?t={token}" if token else "/view.json")
        assert got.status_code == 200, (seat, got.status_code)
        if seat == secret.seat:
            assert said in got.text
            continue
        assert f"{name} bid ?" in got.text and said not in got.text, (seat, got.text[:400])
        if token:
            refused = client.get(f"/record?t={token}")
            assert refused.status_code == 403 and "sealed bid" in refused.text, refused.text
    assert client.get(f"/record?t={seats[secret.seat]}").status_code == 200
    for token in seats:  # review s33 finding 5: no page says that nothing is hidden while a bid is sealed
        page = client.get(f"/?t={token}").text
        assert "Nothing in this game is hidden" not in page and "shown on your page only until every bid" in page


def test_a_first_player_bid_keeps_the_plants_the_opening_places():
    """Decision U26: a first-player bid leaves in the supply the plants each player then places on the fields in
    the opening (a ripe plant, then a seed); bidding them all left the opening with no legal plant, the game stuck
    (its prompt raised IndexError). The bid of everything is refused and not listed; over simulated games with the
    variant, every step of a game not over has a legal move."""
    state = Ufern(NAMES, ["first-player-bid"])
    while state.step != FIRST_BID:
        state.apply(state.sample_chance(random.Random(1)) if state.current_player < 0 else state.legal_moves()[0])
    seat = state.seat
    everything = Bid(tuple(sorted(state.supply[seat].elements())), seat)
    ruling = state.check(everything)
    assert ruling is not None and ruling.reason.id == "ufern-des-nils.bid.keep-opening", ruling
    assert everything not in state.legal_moves()
    keep = state.setup.opening_plants
    assert max(len(b.crops) for b in state.legal_moves()) == sum(state.supply[seat].values()) - keep
    for seed in range(40):
        rng, game = random.Random(seed), Ufern(NAMES[: 2 + seed % 2], ["first-player-bid"])
        while not game.is_over:
            if game.current_player >= 0:
                assert game.legal_moves(), (seed, game.position())
            game.apply(game.sample_chance(rng) if game.current_player < 0 else game.sample_move(rng))


def _served(session):
    from starlette.testclient import TestClient

    from scorer.web.app import create_app
    from scorer.web.table import SharedTable

    host, seats = "h0st-token-0123456789", ("anna-token-0123456789", "ben-token-01234567890", "cleo-token-0123456789")
    return TestClient(create_app(SharedTable(session, run="ab12"), host, seats=seats)), seats


@pytest.mark.parametrize("variant", ["hippo-auction", "first-player-bid"])
def test_a_bid_is_counted_per_crop_not_picked_from_every_mix(variant, tmp_path, quick_saves):  # noqa: F811
    """The seat's page offers a bid as a count per crop (scorer/web/bid_ufern.py), not one button per mix of
    plants (96-144 at a hippo auction): its legal counts are exactly the seat's legal bids (the supply, and at a
    first-player bid the plants the opening places kept, decision U26), each with the entry the list sent; the
    list keeps them folded inside the picker only; a page that is not the bidder's has no picker."""
    import html
    import json
    import re
    from collections import Counter

    if variant == "hippo-auction":
        session, _ = session_at_auction(tmp_path / "g.yaml")
    else:
        session = TableSession.start(spec_of(SLUG), NAMES, [variant], tmp_path / "f.yaml")
        if session.state.step != FIRST_BID:
            assert isinstance(session.enter_as("?", None, host=True), Accepted)
    client, seats = _served(session)
    seat = 0
    page = client.get(f"/?t={seats[seat]}").text
    form = re.search(r'<form [^>]*class="bid" data-bids="([^"]*)"(.*?)</form>', page, re.S)
    assert form, page[:2000]
    bids = json.loads(html.unescape(form.group(1)))
    crops = re.findall(r'data-crop="(\w+)" data-most="(\d+)"', form.group(2))
    legal = session.state.bids_of(seat)
    assert len(bids) == len(legal) and 48 <= len(legal)  # one picker, where the list had a button per bid
    for counts, entry in bids.items():
        move = session.notation.parse(session.state, entry)
        assert move in legal and [Counter(move.crops)[c] for c, _ in crops] == [int(k) for k in counts.split(",")]
    assert [int(m) for _, m in crops] == [max(Counter(b.crops)[c] for b in legal) for c, _ in crops]
    if variant == "first-player-bid":  # decision U26: not the whole supply, though each crop alone may go whole
        whole = ",".join(str(session.state.supply[seat][c]) for c, _ in crops)
        assert whole not in bids
    outside = page.replace(form.group(0), "")
    assert not re.search(r'<button type="submit" name="entry" value="Anna bid ', outside)
    assert 'class="bid"' in client.get(f"/?t={seats[1]}").text and 'class="bid"' not in client.get("/").text
    rev = page.split('name="rev" value="')[1].split('"')[0]
    sent = client.post("/enter", data={"t": seats[seat], "rev": rev, "via": "bid", "entry": bids[next(iter(bids))]})
    assert sent.status_code == 200 and seat in session.state.bids  # once its bid is in: no picker
    assert 'class="bid"' not in client.get(f"/?t={seats[seat]}").text and 'class="bid"' in client.get(f"/?t={seats[1]}").text


def test_a_bid_beyond_the_supply_says_what_the_supply_lacks():
    """Review s33 finding 8: "Ben bids grape, grape, grape not in the own supply" read as if grape were not in
    it at all; the refusal says what the bidder's supply lacks of the bid."""
    state, _, _ = before_auction()
    seat = state.seat
    crop = state.board.crops[0]
    too_many = (crop,) * (state.supply[seat][crop] + 2)
    refused = state.check(Bid(too_many, seat))
    assert refused is not None and refused.reason == f"{NAMES[seat]}'s supply lacks {crop}, {crop} of this bid"


@pytest.mark.parametrize("variants, hides", [(["hippo-auction"], True), ([], False)])
def test_a_seat_page_of_the_hippo_variant_never_says_nothing_is_hidden(tmp_path, quick_saves, variants,  # noqa: F811
                                                                       hides):
    """Issue 22, uferrev defect 6: at the auction before any bid is in (and in any round before it) a seat's page
    of the hippo variant said "Nothing in this game is hidden" above "no other page sees your bid"; it says
    what is hidden (a bid, until every bid is in). The base game hides nothing from a seat and says so."""
    from starlette.testclient import TestClient

    from scorer.web.app import create_app
    from scorer.web.table import SharedTable

    host, seats = "h0st-token-0123456789", ("anna-token-0123456789", "ben-token-01234567890", "cleo-token-0123456789")
    state, moves, _ = before_auction()
    path = tmp_path / "j.yaml"
    early = moves[:len(moves) // 2]  # a round before the auction: nothing sealed yet
    for entered in (early, moves):
        if not variants and entered is moves:
            continue
        path.write_text(yaml.safe_dump(spec_of(SLUG).write_record(NAMES, variants, entered), sort_keys=False))
        session = TableSession.resume(path)
        assert not session.state.bids
        client = TestClient(create_app(SharedTable(session, run="ab12"), host, seats=seats))
        for token in seats:
            page = client.get(f"/?t={token}").text
            assert ("Nothing in this game is hidden" not in page) is hides, (entered is moves, page[:600])
            assert ("shown on your page only until every bid" in page) is hides
