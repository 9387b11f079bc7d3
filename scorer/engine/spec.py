"""The one descriptor a game's package exports as ``GAME``: :class:`GameSpec`, every per-game hook a
shared module uses, with its defaults."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, Callable, Sequence

from scorer.engine.contract import CHANCE, GameState
from scorer.engine.said import say
from scorer.engine.front import GameNotation, TurnSlices
from scorer.engine.hidden import NO_SECRETS, Secrets

if TYPE_CHECKING:
    from scorer.study import Lens
    from scorer.engine.said import Term


def nobody_began(state: Any, moves: Sequence[Any] | None) -> int | None:
    """:attr:`GameSpec.start_seat` of a game without a start player (everyone plays at once): None."""
    return None


def chance_put_back(state: Any, move: Any) -> str | None:
    """:attr:`GameSpec.put_back` of a game that does not say it in its own words: at a chance step (a card or
    tile turned up, dealt or drawn), that it goes back as it was; None at a player's step."""
    return say("nile-cli.undo.chance") if state.current_player == CHANCE else None


def no_thing(state: Any, move: Any, entry: Any) -> str | None:
    """:attr:`GameSpec.own_thing` of a game that names no step as a thing: its entry is quoted ("Undo “Anna 5”")."""
    return None


def nothing_told(state: Any, move: Any) -> str | None:
    """:attr:`GameSpec.told` of a game in which the table says nothing at a step the session takes by itself."""
    return None


def nothing_missed(state: Any) -> tuple[str, str] | None:
    """:attr:`GameSpec.missed` of a game in which no step the table may have missed changes what is legal."""
    return None


@dataclass(frozen=True)
class GameSpec:
    """One game as every front end sees it: the one descriptor its package exports as ``GAME``, found by
    :func:`scorer.games.registry`, with every per-game hook a shared module uses, so that no shared module
    names a game. Words (title, turn word, rule titles) come from its catalogue (``data/<slug>.yaml``, read by
    the model it names: :func:`gamedata.catalogue.load_catalogue`).

    ``new_game(players, variants)`` a fresh state (raises :class:`SetupError`);
    ``read_record(doc)`` a parsed YAML record as a :class:`~scorer.record.RecordedGame`;
    ``write_record(players, variants, moves)`` the ordinary record (a mapping for ``yaml.safe_dump``) of
    the moves applied so far, from the first, which reads back to the same state;
    ``simulate(players, seed, variants)`` a random legal game: ``(final state, moves)``;
    ``notation`` the game's :class:`GameNotation`; ``picture(state, marked, caption)`` the game as
    ``(width_mm, height_mm, draw)``, a board game's board or a card game's table (``marked``: an illegal
    move to cross out, or a :class:`LastStep` to ring), None for a game without one; ``turns`` how
    ``--turn`` cuts a record, None where it does not apply; ``default_names`` for ``nile simulate``;
    ``secrets`` what each seat keeps hidden (:class:`Secrets`; :data:`NO_SECRETS` for a game without);
    ``start_seat(state, moves)`` the seat of the player who began the finished game ``state`` reached by
    ``moves`` (None for a tally-only record, which holds no moves), or None where nobody began or the
    record does not say (BG Stats' ``startPlayer``; :func:`nobody_began` by default);
    ``study`` how ``nile study`` reads one simulated game (a :class:`scorer.study.Lens`), None for a game
    not studied; ``told(state, move)`` what the table says at a step of a simulated game the live session
    took by itself although the table saw it (NILE: a Plague drawn), else None; ``told_last(final, state)``
    the step the table says after a simulated game's last move, from what the simulation knew (NIL: the
    racks left), None where the game needs none (:mod:`scorer.typed`); ``tap_board()`` the module that draws
    its tappable board on a phone (:mod:`scorer.web.board`), imported when called, None for a game without;
    ``card_pictures()`` for a card game without a board, the module whose ``pictures(state, texts)`` draws
    its cards and the entries naming them as small pictures to tap (NILE), None for a game without;
    ``terms()`` the things of the game a page names in plain words (NILE's cards ``Papyrus/Wheat``, Ufern's
    crops ``flax``), each by its English with its words in the other languages, None for a game with none;
    ``put_back(state, move)`` what the table puts back when ``move`` (at ``state``, as the page that undoes it
    reads both) is undone, in the game's words: the thing turned up, dealt or drawn there ("if the water-level
    cards 7 and 1 were turned up there, put them back on top of the pile"), None where nothing was (Land
    Unter's lifebelts announced); :func:`chance_put_back` by default.
    ``record_writer(players, variants)`` a writer of the same record one move at a time (``add(move)``, then
    ``record()`` a fresh mapping that later moves leave as it is), which a session keeps from one save to the
    next so that a save writes only the new moves (:meth:`scorer.session_file.RecordFile.record`), None where
    :attr:`write_record` writes every record from the first move.
    ``own_thing(state, move, entry)`` a player's own step ``move`` (at ``state``; ``entry`` its entry, a value
    said in the reader's words) named as the thing that player put down, as their own page says it to them ("your
    card 5", "your count 5": "Take back your card 5"), None where the entry itself is quoted (:func:`no_thing`).
    ``missed(state)`` a note (its fold's summary, its words) the step page shows folded where a step the table may have missed and not entered would
    change what is legal now, with the way back to enter it (NILE: a Plague of Locusts nobody entered that would have
    destroyed the field blocking a planting), None elsewhere (:func:`nothing_missed`); public facts only.
    ``short_entries(state, texts)`` each of the entries ``texts`` (the record's words, legal at ``state``) in the
    shortest form a player types at the keyboard that reads back to the same step (Ufern's ``grow flax`` for
    ``grow W4.2``), for ``nile play``'s ``?`` and Tab; None where the game has no shorter forms (as written).
    """

    slug: str
    new_game: Callable[[Sequence[str], Sequence[str]], GameState[Any]]
    read_record: Callable[[Any], Any]
    write_record: Callable[[Sequence[str], Sequence[str], Sequence[Any]], dict[str, Any]]
    simulate: Callable[[Sequence[str], int, Sequence[str]], tuple[GameState[Any], list[Any]]]
    notation: GameNotation[Any, Any]
    default_names: tuple[str, ...] = ("Anna", "Ben", "Cleo", "Dana", "Emil")
    picture: Callable[[Any, Any, str], Any] | None = None
    turns: TurnSlices | None = None
    secrets: Secrets = NO_SECRETS
    start_seat: Callable[[Any, Sequence[Any] | None], int | None] = nobody_began
    study: "Lens | None" = None
    told: Callable[[Any, Any], str | None] = nothing_told
    told_last: Callable[[Any, Any], str] | None = None
    tap_board: Callable[[], Any] | None = None
    card_pictures: Callable[[], Any] | None = None
    terms: "Callable[[], dict[str, Term]] | None" = None
    put_back: Callable[[Any, Any], str | None] = chance_put_back
    record_writer: Callable[[Sequence[str], Sequence[str]], Any] | None = None
    own_thing: Callable[[Any, Any, Any], str | None] = no_thing
    short_entries: Callable[[Any, list[str]], list[str]] | None = None
    missed: Callable[[Any], tuple[str, str] | None] = nothing_missed

    @property
    def catalogue(self) -> Any:
        """The game's catalogue (``data/<slug>.yaml``)."""
        from gamedata.catalogue import load_catalogue

        return load_catalogue(self.slug)

    @property
    def title(self) -> str:
        """The game's title, from its catalogue."""
        return str(self.catalogue.title)

    @property
    def turn_word(self) -> str:
        """What ``--turn N`` counts in this game ("turn", "round"), from its catalogue."""
        return str(self.catalogue.turn_word)

    def names(self, n: int) -> list[str]:
        """``n`` default player names: the game's own, then ``Player 6``, ..."""
        return (list(self.default_names) + [f"Player {i}" for i in range(len(self.default_names) + 1, n + 1)])[:n]

    def simulate_record(self, players: Sequence[str], seed: int, variants: Sequence[str] = ()) -> dict[str, Any]:
        """A complete random legal game as a record: :attr:`simulate` written by :attr:`write_record`,
        with a note of the seed. Raises :class:`SetupError` for a table the game cannot seat."""
        _, moves = self.simulate(players, seed, variants)
        return with_header(self.write_record(players, variants, moves), {"notes": f"simulated by nile (seed {seed})"})


def with_header(record: dict[str, Any], header: dict[str, Any]) -> dict[str, Any]:
    """``record`` with the ``header`` keys (``date``, ``place``, ``notes``) placed after its game, players
    and variants, as a person writes a record.

    >>> with_header({"game": "nil", "players": ["A", "B"], "turns": []}, {"date": "2026-11-24"})
    {'game': 'nil', 'players': ['A', 'B'], 'date': '2026-11-24', 'turns': []}
    """
    head: dict[str, Any] = {key: record[key] for key in ("game", "players", "variants") if key in record}
    return {**head, **header, **{key: value for key, value in record.items() if key not in head}}
