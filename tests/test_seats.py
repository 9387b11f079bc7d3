"""Seats that keep secrets: no seat's hand, rack, storage or card drawn shows on another seat's page nor on
the table's (:mod:`scorer.views`, each game's ``seats.py``).

The property is tested as non-interference: a simulated game writes every hidden card down (every hand,
rack and draw), and for each view (the table's and each seat's) a second game is played from the same
steps as that view may know them (``hide``: the other seats' hidden cards as ``?``). Whatever a view
shows (the prompt and its examples, the entries listed, the board text, the score, the hand, the last
step, the news, the history, the picture, a refused entry's reason and alternatives) must be the same in
both games: what the second game never knew cannot be in it, so it is not in the first either. What the
referee works out from public steps but the rules still hide (Land Unter's hands from round 2, NILE's
storages) is checked on the seat's copy of the game, from which every view is made.
"""

from __future__ import annotations

import os
import re
from pathlib import Path
from typing import Any

import pytest

from scorer.engine import InvalidMove
from scorer.games.land_unter.moves import Play, TurnUp
from scorer.games.land_unter.rules import Phase
from scorer.session import Accepted, Forbidden, Illegal, TableSession
from tests.test_session import GAMES, spec_of, typed_game

#: refused entries are tried at every this many steps (each costs copies of the game)
REFUSALS_EVERY = 3
#: the reason said where an entry breaks a rule only hidden cards show
GENERIC = ("does not fit what is hidden here", "ruled out by a card hidden from this page")


def _shown(session: TableSession, seat) -> tuple:
    """Everything a front end shows of ``seat``'s view, as comparable values."""
    view = session.view(seat, 40)
    standings = None if view.standings is None else [(s.name, s.score, s.rank) for s in view.standings.standings]
    return (view.prompt, [(e.text, e.group) for e in view.entries], view.board, standings, view.last, view.hand,
            view.position, view.over)


#: how a hidden thing of another seat may read on a seat's copy of the game: counted, never named
UNKNOWN = re.compile(r"\d+ (cards? )?not (shown|written down|entered|told)|hidden")


def _knows_no_other_hand(session: TableSession, seat) -> None:
    """``seat``'s copy of the game, from which every view is made, names no card of another seat's hand,
    rack or storage (also where the referee worked it out from what was played: Land Unter's hands from
    round 2, NILE's storages), until the game is over."""
    if session.over:
        return
    seen = session.seen(seat)
    for other in range(len(session.players)):
        if other != seat:
            items = [item for _, group in session.spec.secrets.hand(seen, other) for item in group]
            assert all(UNKNOWN.fullmatch(item) for item in items), (seat, other, items)


def _no_card_face_up(session: TableSession, seat) -> None:
    """Land Unter: another seat's card of the trick in progress (chosen secretly, all revealed together
    [Déroulement d'un pli]) is in neither the seat's copy of the game nor what its page shows of the trick
    (the prompt, the board's "Played:" line, the last step, the steps and news since the trick's water-level
    cards) until the trick's last card is in (issue 22)."""
    state = session.state
    if state.phase != Phase.PLAY or state.open_play:
        return
    seen, view = session.seen(seat), session.view(seat, 1000)
    start = max(i for i, move in enumerate(session.moves) if isinstance(move, TurnUp))
    history = session.history_as(seat, start)  # the trick's steps (the cards of the tricks before are face up)
    texts = [str(view.prompt), *(line for line in view.board.splitlines() if line.startswith("Played:")),
             *(view.last or ()), *(text for _, text in history), *session.news_as(seat, start)]
    for move, (_, text) in zip(session.moves[start:], history):
        if isinstance(move, Play) and move.player != seat:  # a bare card would name it too
            assert text == f"{session.players[move.player]} ?", (seat, move, text)
    for player, card in state.plays.items():
        if player != seat:
            assert card not in seen.seen and card not in seen.hand_known[state.hand_of(player)], (seat, player, card)
            said = re.compile(rf"\b{session.players[player]} {card}\b")
            assert not [text for text in texts if said.search(text)], (seat, player, card, texts)


def _refusals(real: TableSession, known: TableSession, seat) -> int:
    """Enter, from ``seat``'s page, entries the referee refuses in ``real`` (the view's own entries and the
    referee's, which may tell hidden cards); each ruling must be the one ``known`` gives, or where only a
    hidden card breaks the rule, say so without naming it. Returns how many were compared."""
    listed = real.view(seat).entries
    for entry in listed:  # none listed tells another seat's hidden card
        assert not real.spec.secrets.owners(real.state, real.notation.parse(real.state, entry.text)) - {seat}, entry
    texts = [e.text for e in listed[:3]] + [e.text for e in real.entries()[:3]]
    compared = 0
    for text in dict.fromkeys(texts):
        try:
            move = real.notation.parse(real.state, text)
        except InvalidMove:
            continue
        if real.state.check(move) is None:
            continue  # legal: entering it would move the game on
        said = real.enter_as(text, seat, host=True)
        assert isinstance(said, Illegal), (text, said)
        try:
            legal_there = known.state.check(known.notation.parse(known.state, text)) is None
        except InvalidMove:
            legal_there = False
        if legal_there:  # only the hidden cards break the rule: said without them
            assert any(g in said.reason for g in GENERIC), (text, said)
            shown = [e.text for e in real.view(seat).entries]  # (and the cards the seat may tell, beside them)
            assert set(said.alternatives) <= set(shown) and (said.alternatives or not shown), (text, said.alternatives)
        else:
            assert said == known.enter_as(text, seat, host=True), text
        compared += 1
    return compared


def _play_both(slug: str, seed: int, players: int, tmp_path: Path, pictures: int = 2,
               told: bool = False, rewrite: Any = None) -> dict[str, int]:
    """Play the seeded game (its moves passed through ``rewrite``, if given) in the referee's session and in
    one session per view that knows only what the view may (see the module docstring); the counts of what
    was compared. ``told`` (NIL): the deal and the draws face down, each player telling the own tiles
    (``Ben holds bend``)."""
    spec = spec_of(slug)
    names, moves, _ = typed_game(slug, seed, players)  # every engine step typed, one an entry
    if told:
        moves = _told(names, moves)
    moves = moves if rewrite is None else rewrite(moves)
    views = [None, *range(players)]
    real = TableSession.start(spec, names, [], tmp_path / "real.yaml")
    known = {seat: TableSession.start(spec, names, [], tmp_path / f"seen-{seat}.yaml") for seat in views}
    sample = {len(moves) * k // (pictures + 1) for k in range(1, pictures + 1)}
    counts = {"steps": 0, "refusals": 0, "forbidden": 0, "pictures": 0}
    for i, move in enumerate(moves):
        text = spec.notation.format(real.state, move)
        owners = spec.secrets.owners(real.state, move)
        for seat in views:
            _knows_no_other_hand(real, seat)
            if slug == "land-unter":
                _no_card_face_up(real, seat)
            assert _shown(real, seat) == _shown(known[seat], seat), (slug, i, seat)
            if i % REFUSALS_EVERY == 0:
                counts["refusals"] += _refusals(real, known[seat], seat)
            if i in sample:
                assert _picture(real, seat, tmp_path / "a") == _picture(known[seat], seat, tmp_path / "b"), (i, seat)
                counts["pictures"] += 1
            if seat is not None and owners - {seat}:  # another seat's hidden entry: refused, nothing recorded
                refused = real.enter_as(text, seat)
                assert isinstance(refused, Forbidden) and real.step == i, (text, refused)
                assert all(names[p] in refused.message for p in owners)
                counts["forbidden"] += 1
        ruled, before, unseen = {}, {seat: real.last_step_as(seat) for seat in views}, set()
        for seat in views:  # the same step, as each view may know it
            session = known[seat]
            was = (session.view(seat).board, session.prompt.text)
            hidden = spec.secrets.hide(real.state, move, seat)
            if slug == "land-unter":  # a hand written down, as another seat reads it, tells none of its cards
                assert not spec.secrets.owners(real.state, hidden) - {seat}, (i, seat, hidden)  # (NILE's trade
                # from a storage is public at the table, though its owner alone enters it)
            ruled[seat] = session.enter_as(spec.notation.format(session.state, hidden), seat, host=True, keyboard=True)
            assert isinstance(ruled[seat], Accepted), (slug, i, seat, ruled[seat])
            if owners - {seat} and was == (session.view(seat).board, session.prompt.text):
                unseen.add(seat)  # another's own tell that changed nothing this view shows
        accepted = real.enter_as(text, None, host=True, keyboard=True)  # the one keyboard: a rack told too
        counts["steps"] += 1
        if accepted.over:  # the end shows every rack and storage: a game that knew less asks for them next
            assert accepted.entry == ruled[None].entry
            break
        assert accepted == ruled[None], (i, accepted, ruled[None])
        for seat in views:  # the last step a view saw stays its last step while others tell their own cards
            assert real.last_step_as(seat) == before[seat] if seat in unseen else \
                (real.last_step_as(seat)[1], list(real.news_as(seat, i))) == (ruled[seat].entry, ruled[seat].news), \
                (i, seat)
        counts["unseen"] = counts.get("unseen", 0) + len(unseen)
    for seat in views:
        history = real.history_as(seat)
        assert history[:-1] == known[seat].history_as(seat)[:counts["steps"] - 1]
        assert real.history_as(seat, len(history) // 2) == history[len(history) // 2:]  # as _no_card_face_up reads it
    return counts


def _told(names: list[str], moves: list) -> list:
    """A NIL game's moves with the deal and each draw face down and every tile drawn told by its player
    right after (the deal's before the first tile, each with one tile tapped wrong and taken back, a draw's once
    the next player's turn has begun)."""
    from scorer.games.nil.engine import Nil
    from scorer.games.nil.moves import Deal, Draw, Hold

    state, out = Nil(names), []
    for move in moves:
        if isinstance(move, Deal):
            out += [Deal(tuple((None,) * len(r) for r in move.racks))]
            out += [step for seat, rack in enumerate(move.racks) for step in _mistold(rack, seat)]
        elif isinstance(move, Draw):
            out += [Draw((None,) * len(move.tiles))] + ([Hold(state.turn, move.tiles)] if move.tiles else [])
        else:
            out.append(move)
        state.apply(move)
    return out


def _mistold(rack: tuple, seat: int) -> list:
    """A NIL rack told with its first tile tapped wrong, then that tile taken back and told right (decision
    *claims*): ``Ben holds universal, ...``, ``Ben holds not universal, straight``."""
    from scorer.games.nil.moves import Hold

    wrong = next(k for k in ("universal", "straight", "bend") if k not in rack)
    return [Hold(seat, (wrong,) + tuple(rack[1:])), Hold(seat, rack[:1], (wrong,))]


def _told_nile(moves: list) -> list:
    """A NILE game's moves with the deal and each draw face down and every card told by its player right
    after (``Ben holds Papyrus``, one card an entry), one of the deal's corrected (taken back and told again);
    a Plague drawn stays as the table saw it."""
    from scorer.games.nile.cards import card_set
    from scorer.games.nile.moves import Deal, Draw, Hold

    out: list = []
    for move in moves:
        if isinstance(move, Deal) and move.hands is not None:
            out.append(Deal(None, move.removed))
            out += [Hold(seat, (k,)) for seat, hand in enumerate(move.hands) for k in hand if k is not None]
            # a card told by mistake and corrected (decision claims): taken back, then told again, and taken back
            # with the card told in its place in one step
            first = next((seat, hand[0]) for seat, hand in enumerate(move.hands) if hand and hand[0] is not None)
            out += [Hold(first[0], (), (first[1],)), Hold(first[0], (first[1],)),
                    Hold(first[0], (first[1],), (first[1],))]
        elif isinstance(move, Draw) and move.card is not None and move.card != card_set().plague:
            out += [Draw(move.player, None), Hold(move.player, (move.card,))]
        else:
            out.append(move)
    return out


def _picture(session: TableSession, seat, folder: Path) -> bytes:
    """``seat``'s picture of the game, as the bytes of a PDF: the same drawing (every line, mark and word
    the page's SVG shows, drawn by the same function) as a file six times faster to write than the SVG
    (reportlab's SVG renderer builds and validates a node per shape); written invariant (no date, no
    random id, set here whichever test asks), so two pictures are the same bytes exactly when they draw the same."""
    from reportlab import rl_config

    folder.mkdir(exist_ok=True)
    write = session.drawing_as(seat, folder / "picture.pdf")
    if write is None:
        return b""
    was, rl_config.invariant = rl_config.invariant, 1  # no date nor random id, whichever test asks
    try:
        return write().read_bytes()
    finally:
        rl_config.invariant = was


@pytest.fixture
def quick_saves(monkeypatch):
    """Records saved without fsync: this test is about what is shown, and saves a game eight times over.
    And no step taken by the session itself: every step is typed, so the referee's game and the games that
    know only a view go step by step together (which steps are automatic depends on what a game knows:
    the referee plays a Land Unter hand's last card by itself, a view that never saw the hand asks for it;
    the automatic steps themselves are tested in tests/test_typing.py). And pictures written without a date
    or a random id, so that the same drawing is the same bytes (:func:`_picture`)."""
    monkeypatch.setattr(os, "fsync", lambda fd: None)
    monkeypatch.setattr(TableSession, "_take_automatic", lambda self, ruled: False)
    monkeypatch.setattr("reportlab.rl_config.invariant", 1)  # a picture's PDF: no date nor random id (_picture)


#: (game, seed, players): every game; a second table for the games whose steps are cheap to copy. The
#: property over NIL's and Ufern's is in tests/test_seats_nil_ufern.py: a module runs on one worker
#: (pytest-xdist's --dist loadscope), and this one held them all in about 4 minutes of CPU
TABLES = [("land-unter", 3, 4), ("nile", 3, 3), ("nile", 8, 2), ("nil", 3, 3), ("nil", 8, 2),
          ("ufern-des-nils", 3, 3)]


def check_a_table(slug: str, seed: int, players: int, tmp_path: Path) -> None:
    """The property (see the module docstring) over the seeded game of ``slug`` for ``players``."""
    counts = _play_both(slug, seed, players, tmp_path)
    assert counts["steps"] > 20 and counts["pictures"] > 0
    if slug != "ufern-des-nils":  # the other games have hidden cards: entries that only their owner enters
        assert counts["forbidden"] > 0


def test_no_view_shows_a_nile_card_its_player_told(tmp_path, quick_saves):
    """NILE's hands kept on the players' own pages (``Ben holds Papyrus``): the same property (nothing told
    shows on another page, the table's, the news, the history or a refusal), and each card told is an entry
    only its player makes."""
    counts = _play_both("nile", 3, 3, tmp_path, rewrite=_told_nile)
    assert counts["steps"] > 100 and counts["forbidden"] > 50


@pytest.mark.parametrize("slug, seed, players", [table for table in TABLES if table[0] in ("land-unter", "nile")])
def test_no_view_shows_a_card_hidden_from_it(slug, seed, players, tmp_path, quick_saves):
    check_a_table(slug, seed, players, tmp_path)


def test_nile_play_shows_the_tables_view_and_a_hand_on_request(tmp_path, quick_saves):
    """``nile play``'s screen is the table's: the board and the history name no card a player drew;
    ``hand NAME`` shows that player's, saying it is for their eyes only."""
    from scorer.play import play_lines

    spec = spec_of("nile")
    names, moves, texts = typed_game("nile", 3, 2)
    session = TableSession.start(spec, names, [], tmp_path / "g.yaml")
    drawn = next(i for i, m in enumerate(moves) if spec.secrets.owners(session.state, m) and i > 12)
    said: list[str] = []
    assert play_lines(session, [*texts[:drawn + 1], "board", "history", "hand Anna", "hand Ben", "hand Zed"],
                      said.append) == 0
    text = "\n".join(said)
    hands = {name: spec.secrets.hand(session.state, seat)[0][1] for seat, name in enumerate(names)}
    assert "Shown to Anna only" in text and "Shown to Ben only" in text and "name one of Anna, Ben" in text
    for name, cards in hands.items():
        assert f"  hand: {', '.join(cards)}" in said  # on request
    assert text.count("storage: hidden") + text.count("storage: empty") == 2 and all(re.search(rf"{n}: hand (\d+) \(\1 unseen\)", text) for n in names)
    asked = session.history()[drawn][0]
    assert f"{drawn + 1:4}  {asked}: ?" in said and f"{drawn + 1:4}  {asked}: {texts[drawn]}" not in said


@pytest.mark.parametrize("slug, seed, players", [("nile", 4, 3), ("land-unter", 4, 3), ("nil", 4, 2)])
def test_every_page_hears_the_news_an_entry_was_told(slug, seed, players, tmp_path, monkeypatch):
    """With the steps the session takes by itself (a face-down draw, a hand's last card), the news another
    page reads for an entry (:meth:`news_as`, what ``nile serve`` shows on the other phones) is the news
    the sending page was told: the words of a step taken by itself (NILE's "draws 2 cards face down ...
    type Anna drew Plague") included once, never a line twice."""
    monkeypatch.setattr(os, "fsync", lambda fd: None)
    names, _, texts = typed_game(slug, seed, players)
    session = TableSession.start(spec_of(slug), names, [], tmp_path / "game.yaml")
    heard = 0
    for text in texts:
        ruling = session.enter_as(text, None, host=True)
        assert isinstance(ruling, Accepted), (text, ruling)
        done = session.changed_at  # where the entry changed the game (a Plague told replaces a draw)
        assert list(session.news_as(None, done)) == ruling.news, text
        heard += any(session.kinds[at] == "auto" for at in range(done, len(session.moves))) and bool(ruling.news)
    assert heard > 0  # steps taken by themselves were said


def _land_unter_dealt(tmp_path: Path) -> TableSession:
    """A Land Unter game for three, every hand written down at the deal, the water-level cards turned up."""
    spec = spec_of("land-unter")
    _, moves = spec.simulate(["Anna", "Ben", "Cleo"], 5, ())
    session = TableSession.start(spec, ["Anna", "Ben", "Cleo"], [], tmp_path / "lu.yaml")
    for move in moves[:2]:  # the deal, the first turn-up
        assert isinstance(session.enter_as(spec.notation.format(session.state, move), None, host=True), Accepted)
    return session


def test_a_land_unter_page_enters_its_own_card_whoever_the_table_is_asked(tmp_path, quick_saves):
    """The cards of a trick are revealed together [Déroulement d'un pli]: Cleo's page asks for Cleo's card
    while the table is asked for Anna's, and tapping one of her cards enters it as Cleo's, never Anna's."""
    session = _land_unter_dealt(tmp_path)
    assert session.state.current_player == 0
    view = session.view(2)
    assert "Cleo, your weather card" in view.prompt.text
    mine = [item for _, items in view.hand for item in items]
    assert set(view.taps) == set(mine) and all(view.taps[c] == f"Cleo {c}" for c in mine)
    assert view.entries == []  # tapped in the hand, not listed again as entries (fe-table6 item 11)
    ruling = session.enter_as(view.taps[mine[0]], 2)
    assert isinstance(ruling, Accepted) and session.state.plays == {2: int(mine[0])}
    after = session.view(2)
    assert f"your card {mine[0]} is in" in after.prompt.text and after.entries == [] and after.taps == {}
    assert "Anna plays a weather card" in session.view(None).prompt.text  # the table is asked about Anna
    assert "Anna, your weather card" in session.view(0).prompt.text  # her page asks her card as the others' do


def test_another_page_cannot_try_the_cards_of_a_written_hand(tmp_path, quick_saves):
    """Ben's page entering Anna's card, where Anna's hand is written down, is refused the same way whether
    the card is in her hand or not (a ruling would tell her hand, card by card), and nothing is recorded;
    Anna's page and the host enter it."""
    session = _land_unter_dealt(tmp_path)
    hers = session.state.playable(0)
    other = next(c for c in range(1, 61) if c not in hers and c not in session.state.seen)
    refused = [session.enter_as(f"Anna {card}", 1) for card in (hers[0], other)]
    assert all(isinstance(r, Forbidden) for r in refused), refused
    assert refused[0].message.replace(str(hers[0]), "#") == refused[1].message.replace(str(other), "#")
    assert session.step == 2
    assert isinstance(session.enter_as(f"Anna {other}", 0), Illegal)  # her own page is told why
    assert isinstance(session.enter_as(str(hers[0]), 0), Accepted)


@pytest.mark.parametrize("slug", ["ufern-des-nils", "nil", "nile"])
def test_a_players_page_takes_no_turn_of_another_and_undoes_none(slug, tmp_path, quick_saves):
    """Each player enters their own steps on their own page: another page lists none of them, an entry of
    one is refused (nothing recorded) and that page cannot take one back; the player's page and the host's
    can."""
    names, _, texts = typed_game(slug, 6, 3)
    session = TableSession.start(spec_of(slug), names, [], tmp_path / "game.yaml")
    texts = iter(texts)
    while session.view(None).prompt.seat is None:  # the deal and what the table enters for nobody
        assert isinstance(session.enter_as(next(texts), None, host=True), Accepted)
    asked = session.view(None).prompt.seat
    other = (asked + 1) % 3
    text = next(texts)
    assert session.view(other).entries == [] and session.view(asked).entries
    step = session.step
    refused = session.enter_as(text, other)
    assert isinstance(refused, Forbidden) and f"is {names[asked]}'s step" in refused.message and session.step == step
    assert isinstance(session.enter_as(text, asked), Accepted)
    if session.view(None).prompt.seat != other:  # the step just entered is the last: only its player undoes it
        assert f"is {names[asked]}'s" in session.undo_problem(other)
    assert session.undo_problem(asked) is None and session.undo_problem(None) is None


def test_a_plague_drawn_is_told_by_the_drawer_once_and_its_reminder_goes(tmp_path, monkeypatch):
    """NILE: a Plague drawn after a face-down draw is the drawer's to tell (their draw [Invasion de
    locustes]): another player's page is refused, the drawer's and the host's enter it; the news of the
    entry that told it no longer says "type Anna drew Plague" (the Plague is out of the deck); typed again,
    it is said to be recorded already, not misread as a flood card; only the drawer (or host) undoes it."""
    monkeypatch.setattr(os, "fsync", lambda fd: None)  # (the draws face down are taken by themselves)
    session = TableSession.start(spec_of("nile"), ["Anna", "Ben", "Cleo"], [], tmp_path / "g.yaml")
    for text in ("Wheat", "Anna passes"):  # the name and the verb are read
        assert isinstance(session.enter_as(text, 0), Accepted), text
    assert "type Anna drew Plague" in " ".join(session.news_as(None, session.changed_at))
    refused = session.enter_as("Anna drew Plague", 1)
    assert isinstance(refused, Forbidden) and "is Anna's draw" in refused.message, refused
    told = session.enter_as("Anna drew Plague", 0)
    assert isinstance(told, Accepted) and "Plague" in told.entry, told
    assert not any("type Anna drew Plague" in line for line in told.news), told.news
    assert not any("type Anna drew Plague" in line for line in session.news_as(2, session.changed_at))
    for seat in (0, 2, None):
        again = session.enter_as("Anna drew Plague", seat)
        assert "already recorded" in getattr(again, "message", ""), (seat, again)
    assert session.undo_problem(1) is not None and session.undo_problem(0) is None


def test_a_land_unter_round_start_says_once_that_the_hands_pass(tmp_path, monkeypatch):
    """The deal of round 2 is taken by the session (the hands pass to the left with their lifebelts
    [Manche suivante]): the news of the entry that ends round 1, on every page, says so once, not twice."""
    monkeypatch.setattr(os, "fsync", lambda fd: None)
    names, _, texts = typed_game("land-unter", 5, 3)
    session = TableSession.start(spec_of("land-unter"), names, [], tmp_path / "lu.yaml")
    for text in texts:
        ruling = session.enter_as(text, None, host=True)
        assert isinstance(ruling, Accepted), text
        if session.state.round == 2:
            break
    for news in (ruling.news, *(session.news_as(seat, session.changed_at) for seat in (None, 0, 1, 2))):
        passing = [line for line in news if "pass" in line and "hand" in line]
        assert len(passing) == 1 and passing[0].startswith("Round 2: the hands pass to the left"), news
