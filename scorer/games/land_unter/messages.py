"""Land Unter's catalogue: every ruling, news line, prompt and hint the referee says, by message id, in
English (:mod:`scorer.engine.said`: the id is gettext's context, the text its msgid, ``plural`` its
msgid_plural picked by the value ``count``). The engine and the notation only name an id and its values
(``say("land-unter.play.twice", player="Ben", card=23)``); ``tests/test_land_unter_messages.py`` checks that
every id said is here, every entry here is said, and the placeholders of both texts agree.

Ids: ``land-unter.<what it is about>.<what is said>``. The rule a ruling cites stays in
``rule_titles`` of ``data/land-unter.yaml``.
"""

from __future__ import annotations

from scorer.engine.said import Catalogue, Message as M

_BELTS_NEED = "{players:and} announced {belts:and} lifebelts: their hands need "

CATALOGUE = Catalogue("land-unter", [
    # --- phrases said inside other messages
    M("land-unter.hand.own", "{player}'s hand"),
    M("land-unter.hand.passed", "the hand {holder} holds this round (dealt to {player} in round 1)"),
    M("land-unter.player-number", "{player} {number}"),
    M("land-unter.trick", "trick {trick}"),
    M("land-unter.read.water-turned", "the water-level cards of this trick are already turned up: {cards:and}"),
    # the weather cards' groups in a list, by lifebelt symbol
    M("land-unter.group.none", "{first}–{last}, no lifebelt"),
    M("land-unter.group.half", "{first}–{last}, half lifebelt"),
    M("land-unter.group.whole", "{first}–{last}, whole lifebelt"),
    M("land-unter.group.more", "{first}–{last}, {belts} lifebelts"),
    M("land-unter.when.this-round", "(by {player} in trick {trick} of this round)"),
    M("land-unter.when.earlier", "(in an earlier round)"),
    M("land-unter.round-end.players-left", "only {left} player left in it after trick {trick}",
      "only {left} players left in it after trick {trick}", count="left"),
    M("land-unter.round-end.all-tricks", "all {tricks} tricks played"),
    M("land-unter.round-end.started-early", "the record started round {round} early"),
    M("land-unter.round-end.tallied", "tallied"),
    M("land-unter.clash.played", "round {round}, trick {trick}: {player} played {card}, which {owner}'s hand as "
      "written held (that card of the hand as written was wrong)"),
    M("land-unter.clash.wrote", "round {round}, trick {trick}: {player} wrote down a hand holding {card}, which "
      "{owner}'s hand as written holds too (the two cannot both be true)"),
    M("land-unter.example.card", "e.g. {card}"),
    M("land-unter.example.card-number", "its number, 1-{cards}"),

    # --- a step that cannot come now
    M("land-unter.game.over", "the game is over: {players} players play {rounds} rounds"),
    M("land-unter.round.over-already", "round {round} is already over ({why}); no further trick belongs to it"),
    M("land-unter.round.not-over", "round {round} is not over: {played} of {tricks} tricks played and {left} "
      "players still in"),
    M("land-unter.trick.turn-up-first", "the two water-level cards of the trick must be turned up first"),
    M("land-unter.trick.incomplete", "trick {trick} of round {round} is not complete: {missing:and} still has to play",
      "trick {trick} of round {round} is not complete: {missing:and} still have to play", count="missing"),

    # --- the water-level cards [Déroulement du jeu, 1]
    M("land-unter.turn-up.taken", "water-level card {value} was already turned up in {tricks:and} of this round; "
      "the deck holds only {copies} cards of each value and is reshuffled only between rounds"),
    M("land-unter.turn-up.taken-earlier", "water-level card {value} was already turned up in an earlier trick of "
      "this round; the deck holds only {copies} cards of each value and is reshuffled only between rounds"),

    # --- a weather card played [Déroulement du jeu, 2]
    M("land-unter.play.out", "{player} was eliminated from round {round} in trick {trick} and plays no more cards "
      "this round"),
    M("land-unter.play.twice", "{player} already played {card} in this trick; each player plays one weather card "
      "per trick"),
    M("land-unter.play.twice-face-down", "{player} already played a card in this trick (face down until all are "
      "in); each player plays one weather card per trick"),
    M("land-unter.play.open-turn", "in open play the cards go round clockwise from {leader}, who leads this trick: "
      "it is {turn}'s turn, not {player}'s"),
    M("land-unter.play.discarded", "weather card {card} was already played this round, by {by} in trick {trick}; a "
      "card played is discarded until the round ends"),
    M("land-unter.play.in-this-trick", "weather card {card} is already played in this trick, by {by}; each weather "
      "number exists once"),
    M("land-unter.play.other-hand", "{player} played {card}, but {card} belongs to {hand}, not to {player}'s"),
    M("land-unter.play.passed-on", "{player} played {card}, but {card} is in the hand {holder} holds now: {by} played "
      "it from that hand in round {round}"),
    M("land-unter.play.not-in-hand", "{player} played {card}, which is not in {player}'s hand ({left:comma|none} "
      "are left)"),
    M("land-unter.play.no-deal", "{player} played {card}, but then no deal of the weather cards gives the hands the "
      "lifebelts announced: {why} (cards seen from {player}'s hand: {seen:comma|none})"),

    # --- the deal [Préparation; Manche suivante]
    M("land-unter.deal.after-tally", "the earlier rounds were given as end counts (a tally), so round {round} must "
      "be too: a game is either tallied or played trick by trick, not both"),
    M("land-unter.deal.announced-too-many", "{player} announced {belts} lifebelt, but the richest possible hand of "
      "{hand_size} weather cards shows {most}", "{player} announced {belts} lifebelts, but the richest possible "
      "hand of {hand_size} weather cards shows {most}", count="belts"),
    M("land-unter.deal.no-deal", "no deal of the {cards} weather cards gives these hands together: {why}"),
    M("land-unter.deal.hand-size", "{player}'s hand has {cards} weather cards; each player is dealt {hand_size}"),
    M("land-unter.deal.card-twice", "weather card {card} is in both {first}'s and {player}'s hand; each number "
      "exists once"),
    M("land-unter.deal.not-passed.lacks", "in round {round} {player} must hold the hand {passer} played in round "
      "{before} (hands pass to the left), but it lacks {lacks:comma}, which that hand held"),
    M("land-unter.deal.not-passed.holds", "in round {round} {player} must hold the hand {passer} played in round "
      "{before} (hands pass to the left), but it holds {holds:comma}, which that hand did not"),
    M("land-unter.deal.not-passed.both", "in round {round} {player} must hold the hand {passer} played in round "
      "{before} (hands pass to the left), but it lacks {lacks:comma}, which that hand held; it holds "
      "{holds:comma}, which that hand did not"),
    M("land-unter.deal.passed-shows", "the hand {player} holds in round {round} shows {shown} lifebelts, but "
      "{announced} were announced for it in round 1"),
    # said on the table's screen: the hand's lifebelts to the half would tell more of it than the count announced
    # (lurev3's tiny leak: 4.5 told an odd number of half-lifebelt cards)
    M("land-unter.deal.announced-wrong", "{player} announced {announced} lifebelts, but the hand makes {shown} "
      "(halves are added and the total rounded down)"),
    M("land-unter.announce.twice", "{player} announced {belts} lifebelt already: each player announces the count of "
      "their hand once", "{player} announced {belts} lifebelts already: each player announces the count of their "
      "hand once", count="belts"),
    M("land-unter.announce.passed", "from round 2 the hands pass to the left with their lifebelts: {player} "
      "announces none in round {round}"),
    M("land-unter.deal.passed-announced", "{player} announced {announced} lifebelts in round {round}, but the hand "
      "passed to {player} comes with {belts} lifebelts"),

    # --- lifebelts one deal can give the hands together [Préparation]
    M("land-unter.lifebelts.known-more", "{player} announced {belts} lifebelts, but the hand's cards known already "
      "show {have:g}, which is more"),
    M("land-unter.lifebelts.known-short", "{player} announced {belts} lifebelts, but the hand's cards known already "
      "show {have:g} and its {free} other cards cannot make up the rest"),
    M("land-unter.lifebelts.symbols", _BELTS_NEED + "{need:g} lifebelts' worth of symbols at least, but the weather "
      "cards they can hold show only {can:g}"),
    M("land-unter.lifebelts.wholes", _BELTS_NEED + "at least {wholes} cards with a whole lifebelt between them (a "
      "hand can only show more half-lifebelts than it has cards with whole ones), but only {left} such cards are "
      "left for them"),
    M("land-unter.lifebelts.blanks", _BELTS_NEED + "at least {blanks} cards without a lifebelt between them, but "
      "only {left} such cards are left for them"),
    M("land-unter.lifebelts.too-few", _BELTS_NEED + "at most {most:g} lifebelts' worth of symbols, but their "
      "{cards} cards must show {least:g} at least: only {blank} cards without a lifebelt and {half} with half a "
      "lifebelt are left for them"),
    M("land-unter.lifebelts.some-kind", _BELTS_NEED + "more cards of some kind than the deck has: no deal of the "
      "weather cards gives these lifebelts together"),

    # --- a hand written down by its holder [Préparation]
    M("land-unter.hand.not-dealt", "{player}'s hand is written down once round {round} is dealt and its lifebelts "
      "announced: the lifebelts come first"),
    M("land-unter.hand.out", "{player} is out of round {round} since trick {trick}: the hand was laid down and is "
      "not played any more"),
    M("land-unter.hand.known", "the {hand_size} cards of the hand {player} holds are known already (written down, "
      "or seen played): a hand is written down once, and again only to correct it"),
    M("land-unter.hand.twice", "{cards:comma} is written twice in {player}'s hand; each weather number exists once",
      "{cards:comma} are written twice in {player}'s hand; each weather number exists once", count="cards"),
    M("land-unter.hand.size", "{player}'s hand as written has {cards} weather cards; each player is dealt "
      "{hand_size}"),
    M("land-unter.read.hand-played", "{player}'s hand as written has {cards} weather cards; a hand is {hand_size}, the "
      "{count} card played from it too: add {played:and}, or write only the {left} not played yet", "{player}'s hand as "
      "written has {cards} weather cards; a hand is {hand_size}, the {count} played from it too: add {played:and}, or "
      "write only the {left} not played yet", count="count"),
    M("land-unter.read.hand-played-down", "{player}'s hand as written has {cards} weather cards; a hand is "
      "{hand_size}, the {count} card played from it too, {player}'s card of this trick (face down): add it, or write "
      "only the {left} not played yet",
      "{player}'s hand as written has {cards} weather cards; a hand is {hand_size}, the {count} played from it too, "
      "{player}'s card of this trick among them (face down): add them, or write only the {left} not played yet",
      count="count"),
    M("land-unter.hand.lacks", "{player}'s hand as written lacks {cards:comma}, played from that hand {when}"),
    M("land-unter.hand.played-elsewhere", "{player}'s hand as written holds {card}, which was played from another "
      "hand {when}; each weather number exists once"),
    M("land-unter.hand.dealt-elsewhere", "{player}'s hand as written holds {card}, which the deal gave to "
      "{other}'s hand; each weather number exists once"),
    M("land-unter.hand.announced-wrong", "{player}'s hand as written makes {shown} lifebelts, but {announced} were "
      "announced for it (halves are added and the total rounded down)"),
    M("land-unter.hand.no-deal", "no deal of the {cards} weather cards gives {player} this hand and every hand the "
      "lifebelts announced: {why}"),

    # --- a round's end counts (a tally)
    M("land-unter.tally.mixed", "a round is either tallied or played trick by trick, not both"),
    M("land-unter.tally.all-out", "all {players} players are out of round {round}, but one loss puts out at most "
      "the two players tied on the highest water level, and the round ends as soon as two or fewer are left: at "
      "most {most} of {players} players can be out"),
    M("land-unter.tally.negative", "{player} kept {kept} lifebelts in round {round}; a count cannot be negative"),
    M("land-unter.tally.out-kept", "{player} is out of round {round} but kept {kept} lifebelt: a player is out only "
      "when a lifebelt is due and none is left", "{player} is out of round {round} but kept {kept} lifebelts: a "
      "player is out only when a lifebelt is due and none is left", count="kept"),
    M("land-unter.tally.kept-too-many", "{player} kept {kept} lifebelt in round {round}, but the richest possible "
      "hand of {hand_size} weather cards gives {most}", "{player} kept {kept} lifebelts in round {round}, but the "
      "richest possible hand of {hand_size} weather cards gives {most}", count="kept"),
    M("land-unter.tally.out-water", "{player} is out of round {round}, so their water-level cards are face down: "
      "leave the water level out"),
    M("land-unter.tally.water-value", "{player} shows water level {level} in round {round}; give the top "
      "water-level card, 1 to {top} (0 when {player} took none)"),
    M("land-unter.tally.deck-belts", "the players kept {kept} lifebelts in round {round}, but the whole deck shows "
      "only {total}"),
    M("land-unter.tally.water-copies", "{shown} players show water level {value} in round {round}, but there are "
      "only {copies} cards of each value"),
    M("land-unter.tally.water-nobody", "nobody is out of round {round}, so it went all {tricks} tricks, and the "
      "{takers_words} players who took the water-level cards of the last trick still show them: at least {takers} "
      "players show water, but nobody does"),
    M("land-unter.tally.water-few", "nobody is out of round {round}, so it went all {tricks} tricks, and the "
      "{takers_words} players who took the water-level cards of the last trick still show them: at least {takers} "
      "players show water, but only {showing:and} does", "nobody is out of round {round}, so it went all {tricks} "
      "tricks, and the {takers_words} players who took the water-level cards of the last trick still show them: "
      "at least {takers} players show water, but only {showing:and} do", count="showing"),
    M("land-unter.tally.one-out-no-water", "{out} is the only player out of round {round}, but nobody else shows "
      "water: every trick gives its two water-level cards to two players still in it, and a card stays showing "
      "until its player goes out, so besides {out} a player of the last trick still shows one"),
    M("land-unter.tally.hand-belts", "the hand dealt to {dealt} in round 1 passes from round to round with its "
      "lifebelts: in round {round} {player} kept {kept} without taking a water-level card, so lost none and the "
      "hand has {kept}, but in round {later} {holder}, holding it, kept {more}"),
    M("land-unter.tally.no-deal", "no deal of the {cards} weather cards gives hands that keep these lifebelts (each "
      "hand's own at least, all of them for a player who showed no water, every round so far): {why}"),
    M("land-unter.tally.no-deal-least", "the hands would show at least {least:and} lifebelts, which the deck cannot "
      "give together"),
    M("land-unter.tally.kept-nobody-out", "nobody is out of round {round}, so it went all {tricks} tricks and each "
      "cost a lifebelt (or put a player out): the hands can show at most {best} lifebelts together in one deal that "
      "fits the counts so far (a hand whose player showed no water kept all of its own), so at most {room} can be "
      "kept, but {kept} were, in round {round}"),
    M("land-unter.tally.kept-some-out", "{out:and} is out of round {round}, so it went all {tricks} tricks and each "
      "cost a lifebelt (or put a player out): the hands can show at most {best} lifebelts together in one deal that "
      "fits the counts so far (a hand whose player showed no water kept all of its own), so at most {room} can be "
      "kept, but {kept} were, in round {round}", "{out:and} are out of round {round}, so it went all {tricks} "
      "tricks and each cost a lifebelt (or put a player out): the hands can show at most {best} lifebelts together "
      "in one deal that fits the counts so far (a hand whose player showed no water kept all of its own), so at "
      "most {room} can be kept, but {kept} were, in round {round}", count="out"),

    # --- news: what the rules worked out
    M("land-unter.news.game-over", "The game is over: {tiebreak}"),
    M("land-unter.news.claim-lost", "{card} was played by {player} in trick {trick}; your hand as written cannot "
      "hold it: write that card again"),
    M("land-unter.news.claim-lost-named", "{card} was played by {player} in trick {trick}; {owner}'s hand as written "
      "cannot hold it: {owner} writes that card again"),
    M("land-unter.news.gave-way", "You played {card} in trick {trick}, which your hand as written did not hold, so "
      "it was written wrong: write it again (the cards you wrote are ticked: untick the wrong one)"),
    M("land-unter.news.gave-way-named", "{player} played {card} in trick {trick}, which {player}'s hand as written did "
      "not hold: {player} writes that hand again"),
    M("land-unter.news.deal", "Round {round}: lifebelts {belts:comma}"),
    M("land-unter.news.announced", "{player} announces {belts} lifebelt; waiting for {waiting:and}",
      "{player} announces {belts} lifebelts; waiting for {waiting:and}", count="belts"),
    M("land-unter.news.deal-passed", "Round {round}: the hands pass to the left; lifebelts {belts:comma}"),
    M("land-unter.news.leads-first", "{player} has the most lifebelts and leads the first trick"),
    M("land-unter.news.trick", "Trick {trick}, turned up together: {plays:comma}"),
    M("land-unter.news.took-highest", "{player} played the highest card ({card}) and takes water level {level}"),
    M("land-unter.news.took-second", "{player} played the second highest card ({card}) and takes water level "
      "{level}"),
    M("land-unter.news.out", "{player} shows the highest water level ({level}) with no lifebelt left and is out of "
      "round {round}"),
    M("land-unter.news.lost-belt", "{player} shows the highest water level ({level}) and loses a lifebelt ({left} "
      "lifebelt left)", "{player} shows the highest water level ({level}) and loses a lifebelt ({left} lifebelts "
      "left)", count="left"),
    M("land-unter.news.leads", "{player} leads trick {trick}"),
    M("land-unter.news.round-tallied", "Round {round} tallied from the end counts"),
    M("land-unter.news.round-over", "Round {round} is over: {why}"),
    M("land-unter.news.points", "Round {round} points: {points:comma}"),
    M("land-unter.news.points-out", "{player} {points} (out)"),
    M("land-unter.news.points-lowest", "{player} {points} ({belts} lifebelt + 1 for the lowest water)",
      "{player} {points} ({belts} lifebelts + 1 for the lowest water)", count="belts"),
    M("land-unter.news.totals", "Totals: {totals:comma}"),
    M("land-unter.news.last-water", "The last two water-level cards are turned up: {low} and {high}"),
    M("land-unter.news.last-card", "{player} plays the last card in the hand, {card}"),
    M("land-unter.news.only-card", "{player} plays the only card the hand can hold, {card}"),

    # --- where the game stands, what the record could not check, what another seat's step was
    M("land-unter.position.over", "the game is over"),
    M("land-unter.position.deal", "round {round}, the deal: the cards are to be dealt"),
    M("land-unter.position.turn-up", "round {round}, trick {trick}: the water-level cards are to be turned up"),
    M("land-unter.position.play", "round {round}, trick {trick}: {player} to play"),
    M("land-unter.unchecked.tallied", "{rounds} round given as end counts only (a tally): the counts were checked "
      "against each other and the deck, the tricks could not be", "{rounds} rounds given as end counts only (a "
      "tally): the counts were checked against each other and the deck, the tricks could not be", count="rounds"),
    M("land-unter.unchecked.trusted", "the hand dealt to {player} in round 1 (cards seen: {seen} of {hand_size}): "
      "its {belts} lifebelt was taken on trust (every card seen was checked against it, and against the other "
      "hands' in one deal)", "the hand dealt to {player} in round 1 (cards seen: {seen} of {hand_size}): its "
      "{belts} lifebelts were taken on trust (every card seen was checked against them, and against the other "
      "hands' in one deal)", count="belts"),
    M("land-unter.asked.own-hand", "Round {round}, trick {trick}: you wrote your hand down (shown on your page only)"),
    M("land-unter.asked.hand", "Round {round}, trick {trick}: {player} wrote down their own hand (shown on "
      "{player}'s page only)"),
    M("land-unter.asked.chosen", "Round {round}, trick {trick}: {player} has chosen a weather card (face down until "
      "all are in)"),
    M("land-unter.hand.not-written", "{cards} card not written down", "{cards} cards not written down",
      count="cards"),

    # --- what is asked next, and how to write it
    M("land-unter.ask.gives-way", "Your hand as written holds no {card}: play {card} all the same? Your hand as "
      "written would give way, to be written again (its cards come ticked: untick the wrong one)"),
    M("land-unter.ask.over", "The game is over"),
    M("land-unter.ask.tally", "Round {round}: the end counts of the round (the score pad)"),
    M("land-unter.ask.deal", "Round 1: each player is dealt {hand_size} weather cards and announces their lifebelts"),
    M("land-unter.ask.deal-waiting", "Round 1: lifebelts announced {belts:comma}; waiting for {waiting:and}"),
    M("land-unter.ask.announce", "Round 1: {player}, the lifebelts your hand shows"),
    M("land-unter.ask.pass", "Round {round}: each player passes last round's hand, with its lifebelts, to the left"),
    M("land-unter.ask.turn-up", "Round {round}, trick {trick}: turn up the two water-level cards"),
    M("land-unter.ask.play", "Round {round}, trick {trick}: {player} plays a weather card (water {low} and {high})"),
    M("land-unter.hint.tally", "tally, then per player lifebelts kept/water level or out, e.g. {example}"),
    M("land-unter.hint.deal", "the lifebelts announced, in seating order, e.g. {example}; a hand written down goes "
      "in brackets after them: 5 [1 4 9 ...]"),
    M("land-unter.hint.deal-part", "each player's own count, e.g. {player} 4, or the counts still awaited in "
      "seating order, e.g. {example}"),
    M("land-unter.hint.pass", "pass (the rules decide every hand and its lifebelts; Enter takes it)"),
    M("land-unter.hint.turn-up", "the two water-level cards turned up, e.g. {example}"),
    M("land-unter.hint.play", "the weather card {player} plays, {card}"),
    M("land-unter.own.pick", "Your hand is not written down: tap its {hand_size} cards, then write it (shown on "
      "your page only)"),
    M("land-unter.own.pick-claim", "{pick}. Your hand as written checks your own cards only: it never refuses "
      "another player's card, which would tell your hand; if another player plays a card you wrote, you are told "
      "when the trick is turned up"),
    M("land-unter.own.pick-rest", "Your hand as written holds {known:comma}: tap the {cards} card it lacks, then "
      "write it (shown on your page only)", "Your hand as written holds {known:comma}: tap the {cards} cards it "
      "lacks, then write it (shown on your page only)", count="cards"),
    M("land-unter.own.pick-rest-played", "Tap the {cards} card of your hand not played yet, then write it (shown on "
      "your page only)", "Tap the {cards} cards of your hand not played yet, then write it (shown on your page only)",
      count="cards"),
    M("land-unter.own.pick-button", "Write my hand"),
    M("land-unter.own.pick-gave-way", "Your hand as written did not hold {card}, which you played: the cards you "
      "wrote are ticked below; untick the wrong one (shown on your page only)"),
    M("land-unter.own.swap", "Your hand as written is wrong? Untick the wrong card and tick the right one (shown on "
      "your page only)"),
    M("land-unter.own.swap-button", "Write my hand again"),
    M("land-unter.own.ask-open", "Round {round}, trick {trick}: {player}, your weather card (water {low} and {high}; "
      "open play: in turn, face up)"),
    M("land-unter.own.open-wait", "Round {round}, trick {trick}: {turn} plays now (open play: in turn, face up)"),
    M("land-unter.own.announce", "Count the lifebelts on your {hand_size} weather cards (a half counts ½; the total "
      "is rounded down) and tap the number: it is said to the whole table"),
    M("land-unter.own.announce-button", "Announce"),
    M("land-unter.own.hint-announce", "your count, e.g. {example}"),
    M("land-unter.own.announced", "Round 1: you announced {belts} lifebelt; waiting for {waiting:and}",
      "Round 1: you announced {belts} lifebelts; waiting for {waiting:and}", count="belts"),
    M("land-unter.own.water", "The two water-level cards turned up: tap them (a value twice if both of it came up)"),
    M("land-unter.own.water-left", "still in the pile of water-level cards ({cards}): {pile}"),
    M("land-unter.own.water-button", "Turn them up"),
    M("land-unter.own.write", "write your hand down: hand, then the {cards} card you still hold in brackets",
      "write your hand down: hand, then the {cards} cards you still hold in brackets", count="cards"),
    M("land-unter.own.hint-write", "your hand, written down: hand, then the {cards} card you still hold in brackets",
      "your hand, written down: hand, then the {cards} cards you still hold in brackets", count="cards"),
    M("land-unter.own.hint-or-write", "{hint}; or {write}"),
    M("land-unter.own.card-in", "Round {round}, trick {trick}: your card {card} is in, face down; waiting for "
      "{waiting:and} (until the last card is in, Undo takes yours back to choose again)"),
    M("land-unter.own.out", "Round {round}, trick {trick}: you are out of this round; waiting for {waiting:and}"),
    M("land-unter.own.ask", "Round {round}, trick {trick}: {player}, your weather card (water {low} and {high}; all "
      "are revealed together)"),
    M("land-unter.own.hint-card", "your card, {example}, or tap it in your hand"),
    M("land-unter.own.hint-card-or-write", "your card, {example}, or tap it in your hand; or first {write}"),
    M("land-unter.hint.play-or-other", "the weather card {player} plays, {card}; or another player's name and card, "
      "{other}"),
    # --- an entry the notation cannot read (scorer.games.land_unter.notation)
    M("land-unter.read.cannot", "cannot read '{word}'"),
    M("land-unter.read.open-bracket", "cannot read '{word}': a hand opened with [ is not closed with ]"),
    M("land-unter.read.not-a-player", "'{word}' is not a player here (the players are {players:and})"),
    M("land-unter.read.no-weather-card", "there is no weather card {card} (they are numbered 1 to {top})"),
    M("land-unter.read.no-water-card", "there is no water-level card {value} (values are {low} to {high})"),
    M("land-unter.read.over", "the game is over: nothing more is entered"),
    M("land-unter.read.expected-card", "expected the weather card {player} plays, {example}"),
    M("land-unter.read.open-turn", "it is {player}'s turn, not {other}'s (open play: the cards are played in turn)"),
    M("land-unter.read.one-card", "expected one card: the weather card {player} plays, {example}"),
    M("land-unter.read.one-card-or-named", "expected one card: the weather card {player} plays, {example} (or a "
      "player's name and the card, e.g. {first} 41)"),
    M("land-unter.read.water-numbers", "cannot read '{word}': the two water-level cards turned up are numbers"),
    M("land-unter.read.round-one-pass", "round 1 is dealt from the shuffled deck: give the lifebelts each player "
      "announced, in seating order, e.g. {example}"),
    M("land-unter.read.deal-count", "a deal gives the lifebelts of each of the {n} players, in seating order "
      "({players:and}): e.g. {example}; got {got} entry", "a deal gives the lifebelts of each of the {n} players, in "
      "seating order ({players:and}): e.g. {example}; got {got} entries", count="got"),
    M("land-unter.read.named-twice", "{player} is named twice in the deal"),
    M("land-unter.read.round-one-belts", "round 1: give {player}'s lifebelts (or hand in brackets): e.g. {example}"),
    M("land-unter.read.listed-twice", "{card} is listed twice in {player}'s hand"),
    M("land-unter.undo.turn-up", "if the water-level cards {first} and {second} were turned up there, put them back "
      "on top of the pile"),
    M("land-unter.read.water-expected", "expected the two water-level cards turned up, e.g. {example}"),
    M("land-unter.read.hand-numbers", "a hand in brackets lists weather card numbers, not '{word}'"),
    M("land-unter.read.hand-in-deal", "a hand is written down once round {round} is dealt and its lifebelts announced: "
      "type the lifebelts first (e.g. {example}), then write the hand on your page (or in brackets in the deal, e.g. "
      "5 [1 4 9 ...])"),
    M("land-unter.read.hand-after-count", "your hand is written down once round {round}'s lifebelts are counted: tap "
      "your count first (the lifebelts your hand shows), then write your hand here"),
    M("land-unter.read.hand-after-all-counts", "your count is in; your hand is written down once every player's "
      "count of round {round} is in: then write it here"),
    M("land-unter.read.hand-expected", "expected a player's name, 'hand' and the cards in brackets, e.g. {example}"),
    M("land-unter.example.hand", "{player} hand [1 4 9 ...] with the {cards} cards"),
    M("land-unter.read.water-first", "the water-level cards are turned up now, before {player} plays: give them "
      "first, e.g. {example}, then {player}'s card"),
    M("land-unter.read.name-all", "name every player or none: e.g. {example}, or e.g. {named}"),
    M("land-unter.read.belts-expected", "expected the lifebelts each player announced, e.g. {example}"),
    M("land-unter.read.belts-after-name", "give {player}'s lifebelts after the name, e.g. {named}"),
    M("land-unter.read.card-after-name", "give {player}'s weather card after the name, e.g. {player} 41"),
    M("land-unter.read.tally-form", "a round's end counts give, per player, the lifebelts kept and the water level "
      "showing (kept/water), or out: e.g. {example}"),
    M("land-unter.read.tally-count", "give each of the {n} players' end counts once, in seating order or each named: "
      "e.g. {example}"),
    M("land-unter.read.belts-needed", "round {round}: {player}'s lifebelts are needed when the hand is not given"),
    # --- a record that reads but holds a wrong shape (scorer.games.land_unter.record)
    M("land-unter.shape.negative-belts", "a lifebelt count cannot be negative"),
    M("land-unter.shape.round-one-belts", "round 1: give {player}'s lifebelts (or hand): the referee needs them when "
      "the hand is not recorded"),
    M("land-unter.shape.water-missing", "'water' is missing: the two water-level cards turned up (only a record's "
      "last trick, with nothing but hands written before them, may lack them)"),
    M("land-unter.shape.rounds-or-tally", "a record gives either 'rounds' (trick by trick) or 'tally' (the end "
      "counts of each round), not both"),
    M("land-unter.shape.tally-water-missing", "'water' is missing: the water level {player} shows at the end of the "
      "round (the top water-level card, 0 for none), or 'out: true'"),
    M("land-unter.shape.no-water-card", "there is no water-level card {value} (give the top water-level card, 1 to "
      "{high}, or 0 for none)"),
    M("land-unter.shape.tally-missing", "round {round}: give every player's end of the round; {players:and} is "
      "missing", "round {round}: give every player's end of the round; {players:and} are missing", count="players"),
    # --- nile show's picture: the words it draws itself (scorer.games.land_unter.picture)
    M("land-unter.picture.no-round", "No round scored yet ({rounds} round to play, one per player).",
      "No round scored yet ({rounds} rounds to play, one per player).", count="rounds"),
    M("land-unter.picture.total", "{player} {points}"),  # (a negative total with the reader's minus sign: « −1 »)
    M("land-unter.picture.points", "Points after {done} of {rounds} rounds: {totals:comma}.",
      "Points after {done} of {rounds} rounds: {totals:comma}.", count="done"),
    M("land-unter.picture.tallied", "Given as end counts (a tally-only record): {rounds} round, no tricks.",
      "Given as end counts (a tally-only record): {rounds} rounds, no tricks.", count="rounds"),
    M("land-unter.picture.turned-up", "turned up for trick {trick}"),
    M("land-unter.picture.to-turn-up", "to turn up"),
    M("land-unter.picture.none-turned-up", "none turned up"),
    M("land-unter.picture.water-place", "water / level"),
    M("land-unter.picture.pile-place", "water pile / empty"),
    M("land-unter.picture.pile-left", "pile: {left} left"),
    M("land-unter.picture.pile-empty", "pile: empty"),
    M("land-unter.picture.took-highest", "{player} played the highest card ({card}) and took water level {level}"),
    M("land-unter.picture.took-second", "{player} played the second highest card ({card}) and took water level "
      "{level}"),
    M("land-unter.picture.trick", "Trick {trick} of {tricks}: {took:semicolon}."),
    M("land-unter.picture.out", "{player} showed the highest water level ({level}) and had no lifebelt left: OUT of "
      "the round."),
    M("land-unter.picture.lost", "{player} showed the highest water level ({level}) and lost a lifebelt."),
    M("land-unter.picture.nobody", "Nobody shows a water level: nobody loses a lifebelt."),
    M("land-unter.picture.round-over", "Round {round} is over: {reason}."),
    M("land-unter.picture.open-play", "Open play: {player} leads."),
    M("land-unter.picture.head-player", "player"),
    M("land-unter.picture.head-belts", "lifebelts"),
    M("land-unter.picture.head-water", "water level"),
    M("land-unter.picture.head-trick", "trick"),
    M("land-unter.picture.head-trick-n", "trick {trick}"),
    M("land-unter.picture.head-hand", "hand"),
    M("land-unter.picture.head-hand-end", "hand (end of round)"),
    M("land-unter.picture.to-deal", "round {round}: / to be dealt"),
    M("land-unter.picture.belts-left", "{left} left"),
    M("land-unter.picture.belts-left-lost", "{left} left, {lost} lost"),
    M("land-unter.picture.belts-none", "none left"),
    M("land-unter.picture.belts-none-lost", "none left, {lost} lost"),
    M("land-unter.picture.no-water-place", "no water / card"),
    M("land-unter.picture.level", "level {level}"),
    M("land-unter.picture.no-card", "no card"),
    M("land-unter.picture.to-play", "to play"),
    M("land-unter.picture.out-since", "OUT since trick {trick}"),
    M("land-unter.picture.so-far", "{points} point so far", "{points} points so far", count="points"),
    M("land-unter.picture.round-points", "round {round}: {points} point", "round {round}: {points} points",
      count="points"),
    M("land-unter.picture.by-round", "by round: {points:comma}"),
    M("land-unter.picture.played-hidden", "played"),
    M("land-unter.picture.played", "played {card}"),
    M("land-unter.picture.out-place", "out"),
    M("land-unter.picture.unseen", "{unseen} unseen"),
    M("land-unter.picture.round-over-place", "round {round} / is over"),
    M("land-unter.picture.no-card-left", "no card left"),
    M("land-unter.picture.known", "{cards} card known", "{cards} cards known", count="cards"),
    M("land-unter.picture.cards", "{cards} card", "{cards} cards", count="cards"),
    M("land-unter.picture.tried", "tried: {card}"),
    M("land-unter.picture.tried-two", "tried: {first} and {second}"),
    M("land-unter.picture.no-such-card", "no card / {card}"),
    # --- a player's own step as their page names it, to take it back (put_back.py's own_thing)
    M("land-unter.own-thing.card", "your card {card}"),
    M("land-unter.own-thing.count", "your count {count}"),
    M("land-unter.own-thing.hand", "your hand as written"),
])
