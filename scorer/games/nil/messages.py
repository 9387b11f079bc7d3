"""NIL's catalogue: every ruling, news line, prompt and hint the referee says, by message id, in English
(:mod:`scorer.engine.said`: the id is gettext's context, the text its msgid, ``plural`` its msgid_plural picked
by the value ``count``). The engine, the notation and the seats' pages only name an id and its values
(``say("nil.rack.holds-no", player="Ben", kind="bend", rack=["arc"])``); ``tests/test_nil_messages.py`` checks
that every id said is here, every entry here is said, and the placeholders of both texts agree.

Ids: ``nil.<what it is about>.<what is said>``. The rule a ruling cites stays in ``rule_titles`` of
``data/nil.yaml`` (:mod:`scorer.games.nil.rules`). Still English text: what cannot be read (``InvalidMove`` of
the notation and the record), the board in text (:func:`scorer.games.nil.view.board_text`) and the labels of
the entries' groups.
"""

from __future__ import annotations

from scorer.engine.said import Catalogue, Message as M

CATALOGUE = Catalogue("nil", [
    # --- the start player [Début de la partie]
    M("nil.start.named", "the record names {player} as the start player"),
    M("nil.start.total", "{player} {total}"),
    M("nil.start.highest", "{player} drew the highest start total, {total} ({others:comma})"),
    M("nil.start.highest-again", "{player} drew the highest start total in draw {draw}, after a tie, {total} "
      "({others:comma})"),
    M("nil.start.draw-size", "{players:and} each draw {tiles} tiles"),
    M("nil.start.tie", "{tied:and} tie on the highest start total, {total}, and a tie draws again: {tied:and} each "
      "draw {tiles} tiles more and the highest total starts; naming {player} does not settle it"),
    M("nil.start.tie-not-among", "{tied:and} tie on the highest start total, {total}, and a tie draws again: "
      "{tied:and} each draw {tiles} tiles more and the highest total starts; naming {player} does not settle it, "
      "and {player} is not even among them"),
    # --- a step that cannot come now
    M("nil.game.over", "the game is over ({why}); nothing more can be played"),
    M("nil.end.only-racks-left", "the last turn has been played ({why}); only the racks left are still to be shown"),
    M("nil.end.not-ended", "the racks left are shown when the game has ended, and it has not (next: {next})"),
    M("nil.start.drew-already", "{player} showed {tiles:comma} already in this start draw: each player draws once"),
    M("nil.start.not-drawing", "{tied:and} tie on the highest start total, {total}, and only they draw again: "
      "{player} does not draw now"),
    M("nil.start.part-size", "{player} draws {tiles} tiles in the start draw, not {got}"),
    M("nil.start.once", "the start player is chosen once, before the deal (next: {next})"),
    M("nil.deal.once", "the deal comes once, after the start player is chosen (next: {next})"),
    M("nil.tally.after-moves", "the score pad's totals stand for the whole game; they cannot follow moves"),
    M("nil.draw.not-now", "tiles are drawn after a turn, back up to {rack} (next: {next})"),
    M("nil.turn.before-the-deal", "no tile is placed before the deal (next: {next})"),
    # --- the deal, the draws, the tally [Début de la partie; Fin du tour]
    M("nil.tally.every-player", "a tally gives plus and minus for each of the {players} players"),
    M("nil.deal.size", "each of the {players} players draws {tiles} tiles"),
    M("nil.draw.size", "{player} draws {tiles} tile back ({rack} on the rack, {bag} in the bag), not {drawn}",
      "{player} draws {tiles} tiles back ({rack} on the rack, {bag} in the bag), not {drawn}", count="tiles"),
    # --- a turn [Début de la partie; Aucune tuile possible; Tuile universelle; Règles importantes, 5]
    M("nil.stop.nothing-placed", "{player} must place at least one tile; a player who cannot is blocked and shows the "
      "rack ('blocked: [...]')"),
    M("nil.blocked.placed", "{player} has placed {placed} tile this turn; a turn that placed tiles ends with 'stop'",
      "{player} has placed {placed} tiles this turn; a turn that placed tiles ends with 'stop'", count="placed"),
    M("nil.blocked.universal", "{player} holds a universal tile and it is the only playable tile, so it must be "
      "played ({move})"),
    M("nil.blocked.can-place", "{player} is not blocked: the {kind} on the rack can be placed ({move}), and a "
      "playable tile must be placed"),
    M("nil.blue.stay", "{square}: the river reached the blue column this turn and may not leave it; stop here"),
    # --- the end of the game [Fin de la partie]
    M("nil.end.blue", "the river reached the blue column in {player}'s turn"),
    M("nil.end.every-tile", "every tile is played: the bag and {player}'s rack are empty"),
    M("nil.end.stalled", "for {rounds_words} full round nobody could place a tile",
      "for {rounds_words} full rounds nobody could place a tile", count="rounds"),
    M("nil.end.tally", "the record gives the score pad's totals"),
    M("nil.study.end.blue", "the river reached the blue column"),  # nile study's summary: how games end
    M("nil.study.end.tiles-out", "every tile is played"),
    # nile study's Markdown report (scorer/games/nil/study.py's LENS): its game words
    M("nil.study.stuck", "blocked turns"),
    M("nil.study.stuck-one", "blocked turn"),
    M("nil.study.stuck-text", "a turn in which the player could place no tile, showed the rack and scored its minus"),
    M("nil.study.category.tiles", "Tiles placed, by kind"),
    M("nil.study.category.zones", "Zones scored (once per turn each)"),
    M("nil.study.category.goal", "Blue squares reached (the goal column, with its value)"),
    M("nil.study.score", "points"),
    M("nil.study.extra.tiles", "tiles placed per game"),
    M("nil.study.extra.bonus", "turns that placed all {rack} tiles (+bonus)"),
    M("nil.study.item.universal-crossing", "universal, crossing the river"),
    M("nil.study.item.zone-red", "{zone} (red, {value})"),
    M("nil.study.item.zone-green", "{zone} (green, {value})"),
    # --- where the game stands
    M("nil.position.over", "the game is over: {why}"),
    M("nil.position.start", "the start draw"),
    M("nil.position.deal", "the deal"),
    M("nil.position.reveal", "the last turn has been played ({why}), but the racks left must still be shown (or "
      "their minus given)"),
    M("nil.position.draw", "turn {turn}: {player} draws {tiles} tile", "turn {turn}: {player} draws {tiles} tiles",
      count="tiles"),
    M("nil.position.turn", "turn {turn}: {player} to play, {placed} tile placed; the open end is {end}",
      "turn {turn}: {player} to play, {placed} tiles placed; the open end is {end}", count="placed"),
    # --- the open end and the line on the board [Placement des tuiles]
    M("nil.open-end.next-to", "{point} (next to {squares:comma})"),
    M("nil.open-end.no-square", "{point} (no empty square touches it)"),
    M("nil.point.start-mark", "the start mark"),
    M("nil.line.edge", "{square}: the line would touch the board edge at {point}; only the start mark and the blue "
      "goal edge may be touched"),
    M("nil.line.meets-itself", "{square}: the line would run into {point}, a point the river already passes; the "
      "river is one line, it may not meet itself"),
    M("nil.line.sharp", "{square}: the river would meet {last} at a sharp angle ({angle:g}°) at the corner {last} "
      "{corner}; at a corner the angle must be 90° or more"),
    M("nil.place.no-open-end", "{square}: there is no open end next to this square; the river's open end is {end}"),
    M("nil.place.on-a-tile", "{square} holds a tile already; only a universal tile may go on it, as a crossing (write "
      "'cross {square}')"),
    M("nil.place.on-a-tile-no-cross", "{square} holds a tile already, and a crossing cannot go there either: "
      "{why}"),
    M("nil.place.exit-is-entry", "{square}: the line enters at {entry} and cannot leave where it enters"),
    M("nil.cross.empty", "{square} is empty: a crossing goes on a square that holds a tile (place a tile there "
      "instead)"),
    M("nil.cross.universal", "{square} holds a universal tile already; a universal cannot be crossed again"),
    M("nil.cross.line-taken", "{square}: its line already uses {entry} or {opposite}, so the river cannot cross it "
      "straight through"),
    M("nil.open-end.dead-end", "{square}: no tile could continue the river from {square} {exit}; a dead end is "
      "allowed only as a loop, by a player who keeps a universal tile to cross it"),
    M("nil.open-end.no-crossing", "{square}: no tile could continue the river from {square} {exit}, and no crossing "
      "there would be legal either, so even a universal tile could not go on"),
    # --- the racks: what a player holds or could hold [Début de la partie; Contenu]
    M("nil.tiles.all-in-sight", "{player} cannot hold a {kind}: the game has only {copies} {kind} tiles and all "
      "{copies} are already in sight"),
    M("nil.rack.holds-no", "{player} holds no {kind} (the rack holds {rack:comma|nothing})"),
    M("nil.tiles.too-many", "that makes {total} {kind} tiles in sight, but the game has only {copies}"),
    M("nil.shown.not-the-rack", "{player}'s rack holds {held:comma|nothing} (every tile on it was seen), not "
      "{shown:comma|nothing}"),
    M("nil.shown.size", "{player} has {tiles} tile on the rack, not {shown}",
      "{player} has {tiles} tiles on the rack, not {shown}", count="tiles"),
    M("nil.shown.lacks", "{player}'s rack is known to hold {missing:comma}"),
    M("nil.numbers.few", "{numbers:comma|none}"),
    M("nil.numbers.many", "{first:comma} ... {last}"),
    # --- the racks left at the end [Points négatifs, 3]
    M("nil.end.every-rack", "show the rack of each of the {players} players"),
    M("nil.end.some-in", "the rack left of {given:and} is in already: the others are entered one player at a time "
      "('{next}: bend, arc')"),
    M("nil.end.never-seen", "{player}'s rack was never all seen ({unseen} tile unseen): show it, or give its minus",
      "{player}'s rack was never all seen ({unseen} tiles unseen): show it, or give its minus", count="unseen"),
    M("nil.end.minus-impossible", "{player}'s {tiles} tile left cannot count {minus} minus (possible: {possible})",
      "{player}'s {tiles} tiles left cannot count {minus} minus (possible: {possible})", count="tiles"),
    M("nil.end.minus-wrong", "{player}'s rack left ({held:comma|no tile}) counts {worth} minus, not {minus}"),
    M("nil.end.in-already", "{player}'s rack left is in already"),
    # --- a player's tiles told on the own page (decision claims)
    M("nil.hold.mid-turn", "{player} has placed {placed} tile this turn: the tiles on the rack are entered before the "
      "turn's first tile or after the turn", "{player} has placed {placed} tiles this turn: the tiles on the rack are "
      "entered before the turn's first tile or after the turn", count="placed"),
    M("nil.hold.too-many", "{player}'s rack holds {tiles} tile, {unseen} of them not yet entered, not {told}",
      "{player}'s rack holds {tiles} tiles, {unseen} of them not yet entered, not {told}", count="tiles"),
    M("nil.hold.not-told", "{player} takes back {tiles} {kind} tile told, but the tiles {player} told are "
      "{told:comma|none}", "{player} takes back {tiles} {kind} tiles told, but the tiles {player} told are "
      "{told:comma|none}", count="tiles"),
    # --- racks told that cannot all be true (decision claims)
    M("nil.claims.clash", "{kind}: the game has {copies}, fewer than the tiles told by {players:and} and those in "
      "sight (turn {turn}): the tiles told cannot all be true"),
    M("nil.claims.copies", "{copies} {kind} tile", "{copies} {kind} tiles", count="copies"),
    M("nil.claims.seen-elsewhere", "{others} other has been seen", "{others} others have been seen", count="others"),
    M("nil.claims.lost-yours", "The game has {copies} and {others}, so {tiles} {kind} tile your rack held as entered "
      "cannot be there: it is not entered any more; enter what your rack holds instead", "The game has {copies} and "
      "{others}, so {tiles} {kind} tiles your rack held as entered cannot be there: they are not entered any more; "
      "enter what your rack holds instead", count="tiles"),
    M("nil.claims.lost", "The game has {copies} and {others}, so {tiles} {kind} tile {player}'s rack held as entered "
      "cannot be there: it is not entered any more; enter what {player}'s rack holds instead", "The game has {copies} "
      "and {others}, so {tiles} {kind} tiles {player}'s rack held as entered cannot be there: they are not entered "
      "any more; enter what {player}'s rack holds instead", count="tiles"),
    M("nil.claims.which-yours", "Your {kind} placed was not among the tiles you told: which one was told by mistake? "
      "Tap it ({rack:or}); the others stay told"),
    M("nil.claims.which", "{player}'s {kind} placed was not among the tiles {player} told: which one was told by "
      "mistake ({rack:or})? {player} taps it on {player}'s own page; the others stay told"),
    M("nil.claims.dropped-yours", "Your {kind} placed was not among the tiles you told, so one {told} you told is "
      "taken back (a tile told by mistake); the others stay told"),
    M("nil.claims.dropped", "{player}'s {kind} placed was not among the tiles {player} told, so one {told} {player} "
      "told is taken back (a tile told by mistake); the others stay told"),
    # --- a loop taken on trust [Boucle; decision loop]
    M("nil.trust.claim", "at turn {turn} {player}'s loop at {square} was taken on trust that {player} kept a "
      "universal tile"),
    M("nil.trust.broken-blocked", "at turn {turn} {player} was blocked and showed a rack with no universal "
      "({rack:comma})"),
    M("nil.trust.broken-end", "{player}'s rack left at the end holds no universal ({rack:comma|none})"),
    M("nil.trust.not-allowed", "{claim}; but {why}, and {player} played none since: the loop was not allowed"),
    # --- what the record did not let the referee check
    M("nil.unchecked.trust", "{claim}, and that universal was never shown"),
    M("nil.unchecked.start-draw", "who won the start draw: the record names the start player, not the tiles drawn"),
    M("nil.unchecked.minus-only", "the tiles left at the end on the rack of {players:and}: only the minus was "
      "written, and it is one the unseen tiles could make"),
    M("nil.unchecked.draws", "the tiles drawn from the bag (they are secret): every tile shown was counted against "
      "the catalogue, and none appeared more often than it exists"),
    # --- what is asked next, and how to write it (the prompt and its hint)
    M("nil.ask.start", "Start draw: each player shows {tiles} tiles, the highest total starts"),
    M("nil.ask.start-again", "Start draw {draw}: {players:and} tie and draw {tiles} tiles again"),
    M("nil.hint.start", "the tiles each drew, e.g. '{example}', or the start player ('start {player}')"),
    M("nil.own.start", "Start draw: {player}, the {tiles} tiles you drew"),
    M("nil.own.start-hint", "your tiles (a kind twice if two came up), e.g. {example}"),
    M("nil.own.start-pick", "{again}Tap the {tiles} tiles you drew from the bag: the highest total starts (shown to "
      "the whole table)"),
    M("nil.own.start-again", "Start draw {draw}, after a tie: "),
    M("nil.own.start-pick-for", "{player}'s {tiles} tiles of the start draw: tap them"),
    M("nil.own.start-button", "Show my tiles"),
    M("nil.own.start-button-for", "Show {player}'s tiles"),
    M("nil.own.start-shown", "Start draw: you showed {tiles:comma} ({total}); waiting for {waiting:and}"),
    M("nil.own.start-not-drawing", "Start draw: a tie, and only the tied players draw again; waiting for "
      "{waiting:and}"),
    M("nil.ask.start-waiting", "Start draw: {shown:comma} shown; waiting for {waiting:and}"),
    M("nil.hint.start-part", "each player's own tiles, e.g. '{example}'"),
    M("nil.hint.start-again", "the tiles each drew, e.g. '{example}'"),
    M("nil.ask.deal", "The deal: each player draws {tiles} tiles onto the rack, hidden"),
    M("nil.hint.deal", "'?' (nobody saw them), or the racks, e.g. '{example}'"),
    M("nil.ask.draw", "Turn {turn}: {player} draws {tiles} tile, hidden", "Turn {turn}: {player} draws {tiles} tiles, "
      "hidden", count="tiles"),
    M("nil.hint.draw", "'?' or the count ({tiles}), or the tiles if shown, e.g. '{example}'"),
    M("nil.ask.reveal", "End of the game ({why}): the racks left are shown; still to come: {players:and}, on their "
      "own page", "End of the game ({why}): the racks left are shown; still to come: {players:and}, each on their "
      "own page", count="players"),
    M("nil.ask.reveal.keyboard", "End of the game ({why}): the racks left are shown; type the rack left of "
      "{players:and}", "End of the game ({why}): the racks left are shown; type the racks left of {players:and}",
      count="players"),
    M("nil.hint.reveal", "a rack left, e.g. '{one}', or all at once, e.g. '{all}'"),
    M("nil.ask.over", "The game is over: {why}"),
    M("nil.ask.tile", "Turn {turn}: {player} places a tile"),
    M("nil.ask.another-tile", "Turn {turn}: {player} places another tile or stops ({placed} tile placed)",
      "Turn {turn}: {player} places another tile or stops ({placed} tiles placed)", count="placed"),
    M("nil.hint.another-tile", "a square and where the river leaves it, e.g. '{example}', or 'stop'"),
    M("nil.hint.stop-empty", "'stop' (the rack is empty)"),
    M("nil.hint.stop-nothing-fits", "'stop' (no tile of the rack fits)"),
    M("nil.hint.tile", "a square and where the river leaves it, e.g. '{example}'; blocked and the rack if no tile "
      "fits"),
    M("nil.hint.tile-or-cross", "a square and where the river leaves it, e.g. '{example}'; '{cross}' for a crossing; "
      "blocked and the rack if no tile fits"),
    M("nil.hint.blocked", "no tile seems to fit: blocked and the rack shown, e.g. '{example}'"),
    M("nil.draw.not-due", "no draw is due here ({position})"),
    # --- the steps the session takes by itself [Mise en place; Fin du tour]
    M("nil.auto.stop-empty", "{player} stops: the rack is empty"),
    M("nil.auto.stop-blue", "{player} stops: the river reached the blue column this turn and may go on only within "
      "it, where no square is open ({rule})"),
    M("nil.auto.stop-no-square", "{player} stops: no square is open to the river"),
    M("nil.auto.deal", "The deal: each player draws {tiles} tiles onto the rack, face down"),
    M("nil.auto.draw", "{player} draws {tiles} tile, face down", "{player} draws {tiles} tiles, face down",
      count="tiles"),
    M("nil.auto.blocked", "{player} is blocked: no tile of the rack ({rack:comma}) fits"),
    # --- what the rules worked out at a step (news)
    M("nil.news.starts-after-draw", "{story}: {player} starts"),
    M("nil.news.start-shown", "{player} shows {tiles:comma} ({total}); waiting for {waiting:and}"),
    M("nil.news.start-tie", "{players:and} tie on {total}: they draw again"),
    M("nil.news.starts", "{player} starts"),
    M("nil.news.a-tile", "tile"),
    M("nil.news.cross", "{player} crosses the river at {square}; the {kind} goes back to the bag"),
    M("nil.news.green-zone", "{player} enters the green zone {zone}: +{value}"),
    M("nil.news.red-zone", "{player} enters the red zone {zone}: minus {value}"),
    M("nil.news.loop-known", "The river at {square} is a loop, allowed to {player}, who keeps a universal tile to "
      "cross it: the referee knows {player}'s rack holds one"),
    M("nil.news.blue", "The river reaches the blue column at {square}: +{value}; the game ends after this turn"),
    M("nil.news.blocked", "{player} is blocked: the rack shown counts {minus} minus and goes back to the bag"),
    M("nil.news.turn-score", "{player} scores {points} point this turn ({plus} plus, {minus} minus)",
      "{player} scores {points} points this turn ({plus} plus, {minus} minus)", count="points"),
    M("nil.news.turn-score-bonus", "{player} scores {points} point this turn ({plus} plus, {minus} minus, with {bonus} "
      "for all {placed} tiles)", "{player} scores {points} points this turn ({plus} plus, {minus} minus, with {bonus} "
      "for all {placed} tiles)", count="points"),
    M("nil.news.shows-rack-left", "{player} shows the rack left: {rack:comma|none} ({minus} minus)"),
    M("nil.news.rack-left-minus", "{player}'s rack left counts minus {minus}"),
    M("nil.news.trust-taken", "{player} keeps a universal tile, taken on trust: the river at {square} is a loop, "
      "allowed only to a player who keeps a universal to cross it; every tile of {player}'s shown later is checked "
      "against it"),
    M("nil.news.trust-broken", "{player} shows no universal: the loop at {square}, turn {turn}, taken on trust, "
      "was not allowed [Boucle]; the rack shown counts as it is"),
    M("nil.news.trust-confirmed", "{player}'s universal tile, taken on trust at turn {turn} (the loop at {square}), "
      "is confirmed"),
    M("nil.news.hold-hidden", "{player} enters {tiles} tile of the rack on {player}'s own page (shown only there)",
      "{player} enters {tiles} tiles of the rack on {player}'s own page (shown only there)", count="tiles"),
    M("nil.news.rack-left-part", "{player}'s rack left holds {rack:comma}; {left} tile still to enter",
      "{player}'s rack left holds {rack:comma}; {left} tiles still to enter", count="left"),
    M("nil.news.rack-left-all", "{player}'s rack left holds {rack:comma}: all in"),
    M("nil.news.hold-part", "{player}'s rack holds {rack:comma}; {left} tile still to enter (shown only on "
      "{player}'s page)", "{player}'s rack holds {rack:comma}; {left} tiles still to enter (shown only on {player}'s "
      "page)", count="left"),
    M("nil.news.hold-all", "{player}'s rack holds {rack:comma}: known to the referee now, so a loop is checked at "
      "once and a blocked rack filled in (shown only on {player}'s page)"),
    M("nil.news.game-ends", "The game ends: {why}"),
    M("nil.news.known-rack", "{player} {rack:comma|none} ({minus} minus)"),
    M("nil.news.known-racks", "The racks left that are known count by themselves: {racks:comma}"),
    M("nil.news.still-to-show", "Still to show the rack left: {players:and}, on their own page",
      "Still to show the rack left: {players:and}, each on their own page", count="players"),
    M("nil.news.still-to-show.keyboard", "Still to type the rack left of {players:and}",
      "Still to type the racks left of {players:and}", count="players"),
    M("nil.news.rack-minus", "{player} {minus}"),
    M("nil.news.racks-minus", "The racks left count minus: {racks:comma}"),
    # --- what a seat's own page asks (its rack is its secret) [Début de la partie; Points négatifs, 3]
    M("nil.own.hold-group", "your rack: tap the tiles not entered yet, and the referee keeps your rack"),
    M("nil.own.rack-left-in", "End of the game ({why}): your rack left is in; waiting for {players:and}"),
    M("nil.own.show-rack-left", "The game has ended ({why}): {player}, show the rack left ({tiles} tile, {unseen} not "
      "entered): tap each tile", "The game has ended ({why}): {player}, show the rack left ({tiles} tiles, {unseen} "
      "not entered): tap each tile", count="tiles"),
    M("nil.own.hint-rack-left", "the tiles left, e.g. '{example}' (or 'none', or the minus)"),
    M("nil.own.tell", "tap the {tiles} tile of your rack not entered yet, and the referee keeps your rack",
      "tap the {tiles} tiles of your rack not entered yet, and the referee keeps your rack", count="tiles"),
    M("nil.own.hint-mine", "{hint}; or {tell} (a rack that cannot play is ruled blocked by itself)"),
    M("nil.own.ask-other", "{asked}. {player}: {tell}"),
    M("nil.own.hint-example", "e.g. '{example}'"),
    # --- a record's own checks: whose turn it is, a turn's points, the start player it names
    M("nil.record.no-more-turns", "the game ended after the previous turn ({why}); there is no further turn for "
      "{player}"),
    M("nil.record.first-turn", "{story}, so {first} plays the first turn, not {player}"),
    M("nil.record.not-the-turn", "{position}, not {player}'s turn: play passes to the next seat"),
    M("nil.record.blocked-score", "{player}'s turn scores {points} (minus the rack's {minus}), not {written}"),
    M("nil.record.turn-score", "{player}'s turn scores {points} ({plus} plus and {minus} minus for {placed} tile), not "
      "{written}", "{player}'s turn scores {points} ({plus} plus and {minus} minus for {placed} tiles), not {written}",
      count="placed"),
    M("nil.record.start-player", "{story}, so {first} starts, not {player}"),
    # --- an entry the notation cannot read (scorer.games.nil.notation, written_tile)
    M("nil.read.tile", "'{text}': cannot read '{word}'; write a tile as a square and the point where the river leaves "
      "it, e.g. '{example}' (points: {points}), add 'U' for a universal tile, or '{cross}' for a crossing"),
    M("nil.read.ambiguous", "'{text}' could mean {candidates:or-all}; write which"),
    M("nil.read.expected", "expected {hint}"),
    M("nil.group.drop", "told a tile by mistake? tap it (not this one): it is taken back, then tap the tile your rack holds"),
    M("nil.group.which", "told by mistake: not this one"),
    M("nil.read.not-a-player", "'{name}' is not one of the players ({players:comma})"),
    M("nil.read.start-not-a-player", "'{name}' is not one of the players ({players:comma}): e.g. {example}"),
    M("nil.read.group-not-here", "{player} has no {what} here; expected {what} for {players:and}, e.g. '{example}'"),
    M("nil.read.group-twice", "{player} is named twice; give {what} once for each player"),
    M("nil.read.groups", "'{text}': expected {what} for {players:and}, one group each separated by '|', e.g. '{example}'"),
    M("nil.read.what.tiles", "{tiles} tile", "{tiles} tiles", count="tiles"),
    M("nil.read.what.totals", "plus and minus"),
    M("nil.read.what.rack-left", "the rack left"),
    M("nil.read.blocked-rack", "'{blocked}': show the rack, e.g. '{example}' ({player} holds {tiles} tile)",
      "'{blocked}': show the rack, e.g. '{example}' ({player} holds {tiles} tiles)", count="tiles"),
    M("nil.read.square", "'{square}' is not a square of the board (A1 to {last}: a column letter and a row number)"),
    M("nil.read.not-yours", "it is {player}'s turn, not {other}'s"),
    M("nil.read.over", "the game is over ({why}); nothing more is entered"),
    M("nil.read.kind", "{word} is not a tile kind; the kinds are {kinds:comma}"),
    # --- what the table puts back when a step is undone (put_back.py)
    M("nil.undo.start-draw", "put the tiles drawn there to choose the start player back in the bag"),
    M("nil.undo.deal", "put the tiles drawn onto the racks there back in the bag"),
    M("nil.undo.cross", "take a {kind} out of the bag and put it back on {square}; the universal tile goes back "
      "to {player}'s rack"),
    M("nil.undo.draw-one", "put the tile drawn there back in the bag"),
    M("nil.undo.draw", "put the {tiles} tile drawn there back in the bag", "put the {tiles} tiles drawn there back in "
      "the bag", count="tiles"),
    M("nil.undo.blocked", "take the {tiles} tile {player} showed there ({rack:comma}) back out of the bag onto {player}'s rack",
      "take the {tiles} tiles {player} showed there ({rack:comma}) back out of the bag onto {player}'s rack",
      count="tiles"),
    M("nil.read.kind-unseen", "{word} is not a tile kind; the kinds are {kinds:comma} ('?' for a tile nobody saw)"),
    M("nil.read.no-reading", "'{text}': {why}"),
    M("nil.read.none-to-cross", "no square next to the open end holds a tile to cross"),
    M("nil.read.not-next", "{square} is not next to the open end ({where})"),
    M("nil.read.no-exit", "no empty square next to the open end ({where}) has a point {exit} to leave by"),
    M("nil.read.no-square", "no empty square next to the open end ({where}) takes that tile"),
    M("nil.read.cross-form", "{text}: a crossing is written '{cross}' and the square, e.g. '{example}'; it always uses "
      "a universal tile and runs straight across"),
    M("nil.read.universal-form", "'{text}': say which tile the universal stands for (e.g. '{kind}') or where the river "
      "leaves the square (e.g. '{exit}')"),
    M("nil.read.exit-or-kind", "{text}: say where the river leaves the square (e.g. '{exit}') or which kind of tile it "
      "is (e.g. '{kind}')"),
    M("nil.read.exit-and-kind", "{text}: give the exit point or the kind, not both (the kind follows from the ends)"),
    M("nil.read.minus-last", "{text}: write the minus last, as a number, e.g. 'minus 20'"),
    M("nil.read.rack-left", "{player}: give the rack left (or 'none', '?' if not shown, 'minus 20'), e.g. {example}"),
    M("nil.read.name-tiles", "{text}: name the tiles, e.g. '{player} holds straight, bend'"),
    M("nil.read.one-rack", "{text}: one player's rack left here, e.g. {example}, or tiles told, e.g. '{player} holds "
      "straight'"),
    M("nil.read.not-tile", "name the tile told by mistake after 'not', e.g. 'Ben holds not bend, straight'"),
    M("nil.read.too-many-tiles", "{count} tiles: no bag holds that many; type ? for the tiles drawn, unseen"),
    M("nil.read.totals", "{text}: write a player's totals as 'plus 450 minus 120'"),
    M("nil.read.universal-once", "'{text}': say 'U' (or 'universal') once"),
    # --- a record that reads but holds a wrong shape (scorer.games.nil.record)
    M("nil.shape.start", "give the start player ('player: Ben'), the start draw ('draw: [...]') or both"),
    M("nil.shape.first-draw", "the first start draw is everyone's: {players:comma}"),
    M("nil.shape.pending", "'pending' marks the record's last turn as under way: 'tile' while its player may still "
      "place tiles (no 'blocked', 'score' or 'drew' yet), 'draw' when only its draw is still to come (no 'drew' yet)"),
    M("nil.shape.blocked-tiles", "a blocked turn places no tile: give 'tiles' or 'blocked'"),
    M("nil.shape.turn-most", "no turn scores {score}: a turn wins or loses at most {most} points"),
    M("nil.shape.held", "'held' gives, in 'shown' alone, the tiles of a rack left told so far, without 'rack' or "
      "'minus'"),
    M("nil.shape.rack-or-minus", "give the rack left ('rack: [bend, arc]'), its minus ('minus: 20') or both"),
    M("nil.shape.turns-or-tally", "a record gives either the turns or 'tally' (the score pad's totals), not both"),
    M("nil.shape.plus-column", "no game's plus column reaches {value}: a whole game wins or loses at most {most} "
      "points"),
    M("nil.shape.minus-column", "no game's minus column reaches {value}: a whole game wins or loses at most {most} "
      "points"),
    M("nil.shape.tally-missing", "give every player's totals; missing: {players:comma}"),
    M("nil.shape.shown-and-end", "'shown' holds the racks left shown so far, while others are still to come; a "
      "record with 'end' gives them all there"),
    # --- a player's own step as their page names it, to take it back (put_back.py's own_thing)
    M("nil.own-thing.start", "your start tiles"),
    M("nil.own-thing.held", "your tiles as told"),
    M("nil.own-thing.tile", "your tile {entry}"),
])
