"""The engine contract every game follows, and the replay loop shared by all games.

A game is a :class:`GameState` (modelled on OpenSpiel's ``State`` with python-chess's error habits):

* :attr:`GameState.current_player` is a seat index (0-based, seating order), :data:`CHANCE` when the
  table must shuffle, deal or turn up a card, or :data:`TERMINAL` when the game is over;
* :meth:`GameState.legal_moves` lists what the current player may do (test a move with ``in``);
* :meth:`GameState.apply` plays a move or raises :class:`IllegalMove`, which names the rule it
  breaks and says why in plain words; notation errors raise :class:`InvalidMove`;
* chance is an explicit move: :meth:`GameState.sample_chance` draws one from a seeded
  ``random.Random`` in a simulation, while a record supplies what the table saw;
* :meth:`GameState.ranking` gives points, ranks (ties share a rank) and the tiebreak in words.

Replaying a record is a left fold of ``apply`` over its moves: :func:`replay`.
"""

from __future__ import annotations

import random
from abc import ABC, abstractmethod
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any, Callable, Iterable, Protocol, Sequence, Union

from pnp.templating import join_words as join_names

if TYPE_CHECKING:
    from scorer.study import Lens

#: ``current_player`` at a chance node (a deal, a shuffle, a card turned up).
CHANCE = -1
#: ``current_player`` once the game is over.
TERMINAL = -4


class IllegalMove(ValueError):
    """A move the rules forbid in this position.

    Attributes: ``move`` (the move object), ``rule`` (the section of the rules it breaks, e.g.
    ``"Déroulement du jeu, phase 2"``), ``reason`` (why, in plain words, naming players and cards),
    ``legal`` (a short list of legal alternatives as a record would write them, e.g. card numbers as
    ints, or empty).
    """

    def __init__(self, move: Any, rule: str, reason: str, legal: Sequence[Any] = ()):
        self.move, self.rule, self.reason, self.legal = move, rule, reason, list(legal)
        super().__init__(f"{reason} [rule: {rule}]")


class InvalidMove(ValueError):
    """A move that cannot even be read: an unknown card, an unknown player, a malformed move.

    :func:`replay` fills ``where`` (``file:line:column`` of the record's step) and ``context`` (the
    step in the game's words, ``"turn 3 (Ben)"``) before passing it on; both are ``""`` until then.
    """

    where: str = ""
    context: str = ""

    def placed(self) -> str:
        """``file:line:column: context: message``, as far as it is known."""
        return ": ".join(part for part in (self.where, self.context, str(self)) if part)


class AmbiguousMove(InvalidMove):
    """A written move that could mean more than one legal move here (``candidates``, as a record
    would write each of them); the message lists them so the user can say which."""

    def __init__(self, text: str, candidates: Sequence[str]):
        self.candidates = list(candidates)
        super().__init__(f"'{text}' could mean {' or '.join(self.candidates)}; write which")


class SetupError(ValueError):
    """A game that cannot be set up: a wrong player count, duplicate names, an unknown variant."""


@dataclass
class Standing:
    """One player's result: ``score`` in the game's points, ``rank`` (1 = best; ties share a rank),
    ``rounds`` the points of each round (empty for games without rounds), ``detail`` game-specific
    facts for the JSON report, ``cells`` the numbers shown under :attr:`Ranking.columns` in the text
    report (the round points by default)."""

    name: str
    score: int
    rank: int
    rounds: list[int] = field(default_factory=list)
    detail: dict[str, Any] = field(default_factory=dict)
    cells: list[int] = field(default_factory=list)


@dataclass
class Ranking:
    """The standings in seating order, the winners (best rank), and the tiebreak explained in words.

    ``over`` is False for standings of a game that is not finished. ``columns`` label the text
    report's per-player ``cells`` ("R1", "R2", ... by default); ``score_label`` heads the score column.
    """

    standings: list[Standing]
    winners: list[str]
    tiebreak: str
    over: bool = True
    columns: list[str] = field(default_factory=list)
    score_label: str = "Total"


def rank_by_points(names: Sequence[str], totals: Sequence[int], rounds: Sequence[Sequence[int]] = (),
                   over: bool = True, tie_rule: str = "the rules give no tiebreak, so they share the win") -> Ranking:
    """Rank players by points, most first; equal points share a rank (1, 1, 3, ...).

    ``rounds[p]`` lists player ``p``'s points per round. ``tie_rule`` explains a shared first place.

    >>> r = rank_by_points(["Anna", "Ben", "Cleo"], [5, 7, 7])
    >>> [s.rank for s in r.standings], r.winners
    ([3, 1, 1], ['Ben', 'Cleo'])
    """
    standings = []
    for p, name in enumerate(names):
        rank = 1 + sum(1 for t in totals if t > totals[p])
        per_round = list(rounds[p]) if rounds else []
        standings.append(Standing(name, totals[p], rank, per_round, cells=per_round))
    winners = [s.name for s in standings if s.rank == 1]
    best = max(totals) if totals else 0
    verb = "share" if over else "share the lead"
    if not names:
        text = "no players"
    elif len(winners) == 1:
        text = (f"{winners[0]} wins outright with {best} points." if over
                else f"{winners[0]} leads with {best} points.")
    else:
        text = f"{join_names(winners)} tie on {best} points: {tie_rule}." if over else \
            f"{join_names(winners)} {verb} with {best} points."
    columns = [f"R{i}" for i in range(1, max((len(r) for r in rounds), default=0) + 1)]
    return Ranking(standings, winners, text, over, columns)




def count(n: int, word: str, plural: str | None = None) -> str:
    """``n`` and the noun, singular or plural as ``n`` needs: ``count(1, "card")`` is ``"1 card"``.

    >>> count(1, "round"), count(0, "trick"), count(3, "belt", "lifebelts")
    ('1 round', '0 tricks', '3 lifebelts')
    """
    return f"{n} {word if n == 1 else plural or word + 's'}"


def check_seating(title: str, low: int, high: int, players: Sequence[str]) -> None:
    """Refuse a table the game cannot seat: raises :class:`SetupError` for a player count outside
    ``low..high`` or two players with the same name.

    >>> check_seating("NIL", 2, 4, ["Anna"])
    Traceback (most recent call last):
    ...
    scorer.engine.SetupError: NIL is for 2 to 4 players, not 1
    """
    if not low <= len(players) <= high:
        raise SetupError(f"{title} is for {low} to {high} players, not {len(players)}")
    if len(set(players)) != len(players):
        raise SetupError("every player needs a different name")


def check_variants(title: str, offered: Sequence[str], chosen: Sequence[str]) -> None:
    """Refuse a variant the game does not offer: raises :class:`SetupError` naming it and the ones it has.

    >>> check_variants("NIL", [], ["x"])
    Traceback (most recent call last):
    ...
    scorer.engine.SetupError: NIL has no variants (not x)
    >>> check_variants("Land Unter", ["open-play"], ["open-play", "open-play"])
    Traceback (most recent call last):
    ...
    scorer.engine.SetupError: the variant 'open-play' is named twice
    """
    if not offered and chosen:
        raise SetupError(f"{title} has no variants (not {', '.join(chosen)})")
    unknown = [v for v in chosen if v not in offered]
    if unknown:
        raise SetupError(f"{title} has no variant {unknown[0]!r} (it has: {', '.join(offered)})")
    twice = [v for i, v in enumerate(chosen) if v in chosen[:i]]
    if twice:
        raise SetupError(f"the variant {twice[0]!r} is named twice")


class GameState(ABC):
    """The state of one game in progress. Subclasses implement one game's rules.

    ``players`` are the names in seating order (clockwise: a player's left neighbour is the next one).
    """

    game: str = ""
    players: tuple[str, ...] = ()
    #: False (``nile check``): every step is ruled on everything the record tells. True (a live session, set by
    #: :class:`~scorer.session.TableSession`): a player's step is ruled on what that player's seat may know,
    #: and a contradiction with another seat's hidden cards is taken on trust and recorded (Land Unter: a card
    #: played that another hand, as written down, holds), so that no ruling tells one seat another's secret
    trusting: bool = False

    @property
    @abstractmethod
    def current_player(self) -> int:
        """Seat index of the player to move, :data:`CHANCE`, or :data:`TERMINAL`."""

    @abstractmethod
    def legal_moves(self) -> list[Any]:
        """The moves the current player may make (empty at chance and terminal nodes)."""

    @abstractmethod
    def check(self, move: Any) -> IllegalMove | None:
        """The rule ``move`` would break here, or None if it is legal. Never changes the state."""

    @abstractmethod
    def _do(self, move: Any) -> None:
        """Carry ``move`` out. Must tolerate a move that :meth:`check` rejected (for ``--keep-going``):
        do what can be done and skip what cannot."""

    @abstractmethod
    def sample_chance(self, rng: random.Random) -> Any:
        """Draw the chance move (deal, card turned up) at a chance node from ``rng``."""

    @property
    @abstractmethod
    def is_over(self) -> bool:
        """True once the game has ended."""

    @abstractmethod
    def ranking(self) -> Ranking:
        """Scores and ranks (final, or standings so far if the game is not over)."""

    def sample_move(self, rng: random.Random) -> Any:
        """A random legal move for the current player (for simulations). The default picks uniformly
        from :meth:`legal_moves`; a game with very many moves may draw more cleverly, but must only
        return legal moves."""
        return rng.choice(self.legal_moves())

    def position(self) -> str:
        """Where the game stands, in words, for reports ("round 2, trick 5: Ben to play")."""
        return "the game is over" if self.is_over else "the game is in progress"

    def unchecked(self) -> list[str]:
        """What the record did not let the referee check (hidden information), in words."""
        return []

    def apply(self, move: Any) -> None:
        """Apply ``move``. Raises :class:`IllegalMove` (the state is then unchanged)."""
        err = self.check(move)
        if err is not None:
            raise err
        self._do(move)

    def apply_lenient(self, move: Any) -> IllegalMove | None:
        """Apply ``move`` even if illegal, as far as it can be; return the rule it broke, if any."""
        err = self.check(move)
        self._do(move)
        return err

    def scores(self) -> list[int]:
        """Points per seat, in seating order."""
        return [s.score for s in self.ranking().standings]

    #: attributes shared, not copied, by :meth:`clone`: read-only facts such as the catalogue
    _shared: tuple[str, ...] = ()

    def clone(self) -> "GameState":
        """An independent copy of the game (OpenSpiel's ``State.clone``): moves applied to the copy leave
        this one unchanged. The default deep-copies everything but the attributes named in ``_shared``; a
        game may override it with a faster copy."""
        import copy

        memo: dict[int, Any] = {id(getattr(self, name)): getattr(self, name) for name in self._shared}
        return copy.deepcopy(self, memo)


class Checkpoint(ABC):
    """A step of a record that asserts something about the state without changing it
    (e.g. "this trick is complete: everybody still in played")."""

    @abstractmethod
    def verify(self, state: Any) -> IllegalMove | None:
        """The rule the record breaks at this point, or None."""


class Notation(ABC):
    """A move as written in a record that only means something against the position (python-chess's
    ``parse_san``): NIL's ``"M11 NE"`` needs the river's open end. :func:`replay` calls
    :meth:`resolve` on the state it has reached."""

    @abstractmethod
    def resolve(self, state: Any) -> Any:
        """The move this notation means in ``state``. Raises :class:`InvalidMove` when it means no
        move and :class:`AmbiguousMove` when it could mean several."""


@dataclass(frozen=True)
class Step:
    """One move of a record, with where it was written (``file:line:column``) and its context in
    the game's own words (``"round 2, trick 3"``)."""

    move: Any
    where: str
    context: str


@dataclass
class Violation:
    """An illegal step found while replaying: the step and the :class:`IllegalMove` it raised."""

    step: Step
    error: IllegalMove


@dataclass
class Replay:
    """The result of :func:`replay`: the final state, how many steps were applied, the violations, and
    ``moves``: the engine moves applied, each step's notation resolved and checkpoints left out (what a
    live session goes on from)."""

    state: GameState
    steps: int
    violations: list[Violation]
    moves: list[Any] = field(default_factory=list)

    @property
    def legal(self) -> bool:
        """True when no step broke a rule."""
        return not self.violations


def replay(state: GameState, steps: Iterable[Step], keep_going: bool = False) -> Replay:
    """Apply ``steps`` to ``state`` in order (a left fold of ``apply``).

    Stops at the first illegal step unless ``keep_going``, in which case it applies what it can of
    each illegal step and collects every violation. Raises :class:`InvalidMove` for an unreadable move,
    with the step's ``where`` and ``context`` filled in.
    """
    violations: list[Violation] = []
    moves: list[Any] = []
    applied = 0
    for step in steps:
        try:
            move = step.move.resolve(state) if isinstance(step.move, Notation) else step.move
            if isinstance(move, Checkpoint):
                err = move.verify(state)
            elif keep_going:
                err = state.apply_lenient(move)
            else:
                err = state.check(move)
                if err is None:
                    state._do(move)
        except InvalidMove as exc:
            exc.where, exc.context = step.where, step.context
            raise
        if not isinstance(move, Checkpoint) and (err is None or keep_going):  # a move applied
            moves.append(move)
        applied += 1
        if err is not None:
            violations.append(Violation(step, err))
            if not keep_going:
                break
    return Replay(state, applied, violations, moves)


def random_playout(state: GameState, rng: random.Random, max_moves: int = 1_000_000) -> list[Any]:
    """Play ``state`` to the end with uniformly random legal moves and chance drawn from ``rng``.

    Returns the moves applied, in order. Raises RuntimeError if the game has not ended after
    ``max_moves`` moves (a termination bug).
    """
    moves: list[Any] = []
    for _ in range(max_moves):
        player = state.current_player
        if player == TERMINAL:
            return moves
        move = state.sample_chance(rng) if player == CHANCE else state.sample_move(rng)
        state.apply(move)
        moves.append(move)
    raise RuntimeError(f"{state.game}: no end after {max_moves} moves")


# --- the typed game API: what a front end (the CLI, `nile play`, `nile serve`) knows of a game ---------

@dataclass(frozen=True)
class Entry:
    """One entry the table may type at this step, written in the game's notation (``text``), with the
    ``group`` it is listed under when there are many (NIL: the tile kind; Ufern: the plant)."""

    text: str
    group: str = ""


@dataclass(frozen=True)
class Prompt:
    """What the game waits for, in the game's words.

    ``text``: the step and who acts, e.g. ``"Round 2, trick 5: Ben plays a weather card"``;
    ``seat``: the seat that acts, or None when the table reports chance (a card turned up, a deal);
    ``hint``: how to write the entry, with an example (``"two water-level cards, e.g. 4 11"``);
    ``default``: the entry to take when the table just presses Enter, where the rules give one, else None.
    """

    text: str
    seat: int | None = None
    hint: str = ""
    default: str | None = None


class GameNotation(Protocol):
    """One game's notation, read and written by one module (the game's ``notation``), used by its
    records, ``nile play`` and ``nile serve`` alike. Modelled on python-chess's ``parse_san``/``san``.

    Every text is one entry as the table types it; a chance step (a card turned up, a deal, a draw) is
    entered as the table saw it, and what nobody saw is never asked (a face-down draw is ``?``).
    """

    def parse(self, state: Any, text: str) -> Any:
        """The move ``text`` means in ``state`` (current player or chance). Raises :class:`InvalidMove`
        when it means nothing here and :class:`AmbiguousMove` when it could mean several moves."""
        ...

    def format(self, state: Any, move: Any) -> str:
        """``move`` (legal in ``state``) written as the table types it: ``parse(state, format(state,
        move)) == move``."""
        ...

    def entries(self, state: Any) -> list[Entry]:
        """The legal entries here as text, grouped where there are many; at a chance step, what the
        table may turn up where that list is short (else empty: the prompt's hint says what to type).
        Where a player's cards are hidden from the referee, the entries those unseen cards could make
        legal are listed too (each passes ``check``); a hidden card is never shown as known."""
        ...

    def prompt(self, state: Any) -> Prompt:
        """What is expected next, in words (see :class:`Prompt`). Every example in the hint is an entry
        the referee accepts in this position (tests type them all over simulated games)."""
        ...

    def news(self, before: Any, move: Any, after: Any) -> list[str]:
        """What the rules worked out when ``move`` took ``before`` to ``after``, one line each, in the
        game's words (a trick taken, a harvest, a payout, the water level); empty when nothing."""
        ...

    def automatic(self, state: Any) -> "Automatic | None":
        """The step the session takes by itself here, or None when the table must say it: a step with one
        legal entry, a face-down draw of the count the rules fix, a deal the rules make (see
        :class:`Automatic`). Never a step where the table saw something it must report."""
        ...

    def split(self, state: Any, text: str) -> list[str]:
        """The parts of one entry that holds several steps the table does at once (a whole trick, a whole
        turn), each one entry as :meth:`parse` reads it at the position the parts before it lead to;
        ``[text]`` for an entry of one step. Raises :class:`InvalidMove` for a malformed entry."""
        ...

    def join(self, state: Any, moves: Sequence[Any]) -> tuple[str, int]:
        """The entry a table types for the steps ``moves`` (legal one after the other from ``state``) taken
        as they come at once: the text and how many of the leading ``moves`` it holds (at least one).
        ``split`` and ``parse`` read the text back to those moves."""
        ...

    def board_text(self, state: Any, width: int = 60) -> str:
        """A compact text view of ``state`` for a terminal or a phone (python-chess's ``print(board)``):
        the board for a board game; hands known, piles, water levels or storage for a card game. Lines
        of at most ``width`` characters (60 for a terminal; ``nile serve`` asks 40 for a phone) where
        they can be folded; a board game's grid keeps its own columns (the page shows its picture)."""
        ...


@dataclass(frozen=True)
class Automatic:
    """A step the live session takes by itself (:meth:`GameNotation.automatic`): the ``move`` the rules
    fix or their default gives, and ``said``, the news line the table hears ("Ben draws 2 cards face
    down"). It is recorded like any step and taken back with the entry that led to it. ``seat`` is the
    player whose step it is (NILE: who draws), whose page (or the host's) tells what it showed instead (a
    Plague drawn); None for a step no player takes."""

    move: Any
    said: str
    seat: int | None = None


@dataclass(frozen=True)
class LastStep:
    """A picture's ``marked`` for the step just taken, to be ringed as the last step, where an illegal
    move (``marked`` as the move itself) is crossed out: ``nile play``'s ``show`` and ``nile serve``."""

    move: Any


@dataclass(frozen=True)
class TurnSlices:
    """How ``nile show --turn N`` cuts a record: ``until(steps, n)`` keeps the steps up to the end of
    turn ``n``, ``count(steps)`` is the number of the record's last turn."""

    until: Callable[[list[Step], int], list[Step]]
    count: Callable[[list[Step]], int]


#: a view of the game: a seat index (that player's phone: the table's view and that player's hidden things), or
#: None (the table's view: what everyone at the table sees)
Seat = Union[int, None]


@dataclass(frozen=True)
class Pick:
    """Several items a seat picks on its own page to make one entry (Land Unter: the 12 cards of its hand,
    tapped in a grid of the weather numbers): ``label`` what the page asks, ``button`` the words of the
    button that sends the entry, ``count`` how many items, ``items`` the items offered, and ``entry`` the
    entry's text with ``{}`` where the picked items go, separated by spaces (``"hand [{}]"``)."""

    label: str
    button: str
    count: int
    items: list[str]
    entry: str


@dataclass(frozen=True)
class OwnStep:
    """What a seat's own page asks of that seat where the rules let players act at once (Land Unter: every
    weather card of a trick is chosen in secret and revealed together), whoever the table's screen names:
    ``prompt`` in the game's words, ``entries`` the seat's own entries (written with its name where the
    notation needs it, ``Cleo 23``), and ``taps`` each of the seat's hidden things (a card of its hand, as
    :attr:`Secrets.hand` words it) that is an entry now, with the entry tapping it makes; ``pick`` an entry
    the seat may make by picking several items (:class:`Pick`), or None."""

    prompt: Prompt
    entries: list[Entry]
    taps: dict[str, str]
    pick: Pick | None = None


def _no_own_step(state: Any, seat: int) -> OwnStep | None:
    return None


@dataclass(frozen=True)
class Secrets:
    """What each seat of one game keeps hidden, and how the game looks from a seat (boardgame.io's
    ``playerView``): one per game, in its package (``seats.py``), declared on its :class:`GameSpec`.

    ``seen_by(state, seat)`` the game as ``seat`` knows it (``None``: the table): a copy of ``state``
    in which every card hidden from that seat is unseen, as in a record that never wrote it down, so that
    the notation's entries, prompt, text view and picture of that copy, and ``check()``'s reasons on it,
    tell nothing hidden from the seat; ``state`` is never changed.
    ``owners(state, move)`` the seats whose hidden cards ``move`` (an entry at ``state``) tells: a
    card drawn, a rack or hand written down, cards taken from a hidden storage; empty for a public step.
    Such an entry is listed only to its owner and entered only by its owner (or a host who may enter
    anything). ``hide(state, move, seat)`` ``move`` (entered at ``state``) as ``seat`` may read it in the
    history: every card hidden from ``seat`` unseen (``?``). ``hand(state, seat)`` the seat's hidden things
    in the game's words, one group a line (``("hand", ["12", "41"])``), for the seat's own page and
    ``nile play``'s ``hand NAME``. ``ranking(state, seat)`` the standings ``seat`` may see, or None
    where the score would tell hidden cards (NILE's storage) before the end. ``replayed``: True where what
    a seat may work out depends on the order things were shown (NILE: which deck a card nobody showed came
    from), so the session builds the seat's copy by replaying every step as the seat read it (``hide``)
    before ``seen_by``; False where ``seen_by`` of the game as it stands is exact.
    ``own_step(seen, seat)`` the seat's own step (:class:`OwnStep`) on its copy ``seen`` where the rules
    let it act beside the player the table is asked about, else None (the default: one player at a time).
    ``guarded(state, move)`` the seats whose hidden cards decide whether ``move`` is legal although it
    tells none (Land Unter: a card played from a hand written down): legal or not, only they (or a host)
    enter it, since its ruling would tell another seat what they hold (the default: nobody's).
    ``actor(state, move)`` the seat whose step ``move`` is where the rules let several players act at once
    (Land Unter: the player of a card, the holder of a hand written down), named when another page tries it;
    None (the default): the player the prompt names. ``own_text(seen, seat, text)`` ``text`` typed on
    ``seat``'s own page as the seat means it (Land Unter: a bare ``20`` is ``Ben 20`` while Ben's card of the
    trick is still to come, ``hand [...]`` is ``Ben hand [...]``); the default leaves it as typed.
    ``sealed(now, state, move, seat)`` ``move`` (entered at ``state``, as ``hide`` left it) as ``seat`` reads
    it while the game stands at ``now``, for what stays hidden only for a while (Land Unter: another seat's
    card of a trick is ``Ben ?`` until the trick's last card is in); the default leaves it as it is.
    ``asked(now, state, move, seat)`` what ``move`` (entered at ``state``) was, in words for ``seat`` while the
    game stands at ``now``, where the question the table was asked does not say it (Land Unter: a hand
    written down, another seat's card still face down: "Ben has chosen a weather card"), or None (the
    default): that question.
    """

    seen_by: Callable[[Any, Seat], Any]
    owners: Callable[[Any, Any], frozenset[int]]
    hide: Callable[[Any, Any, Seat], Any]
    hand: Callable[[Any, int], list[tuple[str, list[str]]]]
    ranking: Callable[[Any, Seat], Ranking | None]
    replayed: bool = False
    own_step: Callable[[Any, int], OwnStep | None] = _no_own_step
    guarded: Callable[[Any, Any], frozenset[int]] = lambda state, move: frozenset()
    actor: Callable[[Any, Any], int | None] = lambda state, move: None
    own_text: Callable[[Any, int, str], str] = lambda state, seat, text: text
    sealed: Callable[[Any, Any, Any, Seat], Any] = lambda now, state, move, seat: move
    asked: Callable[[Any, Any, Any, Seat], str | None] = lambda now, state, move, seat: None


def _nothing_hidden_hand(state: Any, seat: int) -> list[tuple[str, list[str]]]:
    return []


#: the secrets of a game in which nothing is hidden from one seat that another sees (An den Ufern des Nils:
#: what lies face down is unseen by everyone, so it is never asked)
NO_SECRETS = Secrets(seen_by=lambda state, seat: state, owners=lambda state, move: frozenset(),
                     hide=lambda state, move, seat: move, hand=_nothing_hidden_hand,
                     ranking=lambda state, seat: state.ranking())


def nobody_began(state: Any, moves: Sequence[Any] | None) -> int | None:
    """:attr:`GameSpec.start_seat` of a game without a start player (everyone plays at once): None."""
    return None


def nothing_told(state: Any, move: Any) -> str | None:
    """:attr:`GameSpec.told` of a game in which the table says nothing at a step the session takes by itself."""
    return None


@dataclass(frozen=True)
class GameSpec:
    """One game as every front end sees it: the one descriptor its package exports as ``GAME``, found by
    :func:`scorer.games.registry`, with every per-game hook a shared module uses, so that no shared module
    names a game. Words (title, turn word, rule titles) come from its catalogue (``data/<slug>.yaml``, read by
    the model it names: :func:`pnp.catalogue.load_catalogue`).

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
    its tappable board on a phone (:mod:`scorer.web.board`), imported when called, None for a game without.
    """

    slug: str
    new_game: Callable[[Sequence[str], Sequence[str]], GameState]
    read_record: Callable[[Any], Any]
    write_record: Callable[[Sequence[str], Sequence[str], Sequence[Any]], dict[str, Any]]
    simulate: Callable[[Sequence[str], int, Sequence[str]], tuple[GameState, list[Any]]]
    notation: GameNotation
    default_names: tuple[str, ...] = ("Anna", "Ben", "Cleo", "Dana", "Emil")
    picture: Callable[[Any, Any, str], Any] | None = None
    turns: TurnSlices | None = None
    secrets: Secrets = NO_SECRETS
    start_seat: Callable[[Any, Sequence[Any] | None], int | None] = nobody_began
    study: "Lens | None" = None
    told: Callable[[Any, Any], str | None] = nothing_told
    told_last: Callable[[Any, Any], str] | None = None
    tap_board: Callable[[], Any] | None = None

    @property
    def catalogue(self) -> Any:
        """The game's catalogue (``data/<slug>.yaml``)."""
        from pnp.catalogue import load_catalogue

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
