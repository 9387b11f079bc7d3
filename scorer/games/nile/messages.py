"""NILE's catalogue: every ruling, news line, prompt and hint the referee says, by message id, in English
(:mod:`scorer.engine.said`: the id is gettext's context, the text its msgid, ``plural`` its msgid_plural picked
by the value ``count``). The engine, the notation and the seats' views only name an id and its values
(``say("nile.plant.flooded", crop="Wheat", flood="Papyrus/Wheat")``); ``tests/test_nile_messages.py`` checks
that every id said is here, every entry here is said, and the placeholders of both texts agree.

Ids: ``nile.<what it is about>.<what is said>``. The rule a ruling cites stays in ``rule_titles`` of
``data/nile.yaml``; card and crop names are values (``data/nile.yaml``'s names). What is still English text:
the notation's and the record's :class:`~scorer.engine.InvalidMove` messages (an entry that cannot be read),
the board text (:func:`~scorer.games.nile.view.board_text`) and the picture, the ranking's tiebreak words
(:mod:`scorer.games.nile.score`) and the names of the entries' groups.
"""

from __future__ import annotations

from scorer.engine.said import Catalogue, Message as M

_ACCOUNTED = "but every {card} card is already accounted for ({where}); the game has only {total}"
_RESHUFFLED = "{card} {how}, but the deck was shuffled from the discard and flood piles, which held {held} {card}"
_STEP4_DONE = "{player} has already finished step 4 this turn: "
#: how to enter a Plague of Locusts missed where it came up (nilerev3 defect 2: "undo back to that step" said not how)
_MISSED = ("f it came up and was missed, take back the entries since (undo and their count, typed: undo 7; on the host's "
           "page also “Take back to here…” on that step under “Recent steps”) and enter it there: the flood card "
           "{plague}, or for a draw the drawer's name and drew {plague} (e.g. {example})")
_LOST = "{card}: the game has {total} ({where}); "
_RESHUFFLE = "The deck ran out ({nth} time of {passes}): "
_SHUFFLED = "{cards} from the discard and flood piles shuffled into a new draw pile"
_DRAW_HINT = "? for a card drawn face down"
_TOO_MANY_TOLD = "{player} tells {told} held, but the hand holds {holds}"
_TELL = "{tell}: tap "

CATALOGUE = Catalogue("nile", [
    # --- phrases said inside other messages
    M("nile.cards", "{cards} card", "{cards} cards", count="cards"),
    M("nile.cards.of", "{cards} {card}"),
    M("nile.cards.listing", "{cards:comma|nothing}"),
    M("nile.cards.none", "none"),
    M("nile.list.and", "{first} and {second}"),
    M("nile.number", "{n:w}"),
    M("nile.ordinal.first", "1st"),
    M("nile.ordinal.second", "2nd"),
    M("nile.ordinal.third", "3rd"),
    M("nile.ordinal.nth", "{n}th"),
    M("nile.draw.why-end", "at the end of the turn"),
    M("nile.draw.why-market", "from the market"),
    M("nile.draw.why-payout", "as a speculation payout"),
    M("nile.draw.why-counted", "{why} ({cards})"),
    M("nile.draw.why-last", "{why} (of {due} due: the deck's last cards, as it runs out for the last time)"),
    M("nile.due.step", "{player} to trade, plant or speculate"),
    M("nile.due.flood", "a flood card to turn up"),
    M("nile.due.draw", "{player} to draw {left} more card {why}", "{player} to draw {left} more cards {why}",
      count="left"),
    M("nile.where.list", "{places:comma|none seen yet}"),
    M("nile.where.storage", "{cards} in storage"),
    M("nile.where.field", "{cards} in {player}'s field"),
    M("nile.where.hand", "{cards} in {player}'s hand"),
    M("nile.where.hands", "{cards} seen in hands"),
    M("nile.where.speculation", "{cards} laid as speculation"),
    M("nile.where.flood-pile", "{cards} on the flood pile"),
    M("nile.where.discard", "{cards} on the discard pile"),
    M("nile.where.removed", "{cards} removed before the deal"),
    M("nile.how.flood", "turned up as the flood"),
    M("nile.how.drawn", "drawn by {player}"),
    M("nile.how.shown", "shown by {player}"),
    M("nile.reshuffle.nth", "the {nth} reshuffle"),
    M("nile.deck.last-is", "the deck's last card is"),
    M("nile.deck.cards-hold", "the deck's {cards} cards hold"),

    # --- the end of the game [Fin de la Partie]
    M("nile.end.deck-ran-out", "the deck ran out for the {nth} time, on turn {turn} ({player}'s), when {during}"),
    M("nile.end.during-flood", "a flood card was due"),
    M("nile.end.during-draw", "{player} was drawing {why}"),
    M("nile.end.tally", "only the final storage was recorded"),
    M("nile.over", "the game is over: {why}; nothing more is played"),

    # --- where the game stands
    M("nile.position.over", "the game is over"),
    M("nile.position.deal", "the cards are to be dealt"),
    M("nile.position.turn", "turn {turn}, {player}'s turn: {due}"),
    M("nile.unchecked.tally", "only the final storage was recorded: no move of the game could be checked"),
    M("nile.unchecked.unseen", "{player} holds {cards} nobody saw; cards shown from them were taken on trust, "
      "checked against the cards not yet accounted for and the decks they could come from, not against the draws"),
    M("nile.unchecked.removed", "which {removed} speculation cards were removed before the deal"),
    M("nile.findings.clash", "{card}: the game has {total}, fewer than the cards told by {players:and} and those "
      "placed (turn {turn}): the cards told cannot all be true"),

    # --- chance: the deal, floods and draws [Mise en place; 1) Inondation; 5) Piocher]
    M("nile.deal.first", "the cards must be dealt first (five to each player)"),
    M("nile.deal.once", "the cards are dealt once, at the start"),
    M("nile.deal.removal", "the deck reduction removes {removed} different speculation cards, no other cards"),
    M("nile.deal.hands", "one hand per player: {players} hands, not {hands}"),
    M("nile.deal.hand-size", "{player} was dealt {cards} cards; each player is dealt {deal}"),
    M("nile.deal.plague", "the Plague of Locusts is set aside during the deal and shuffled in only afterwards: nobody "
      "can be dealt it"),
    M("nile.deal.too-many", "{dealt} {card} were dealt, but the deck holds only {left}"),
    M("nile.tally.after-moves", "a final tally replaces the whole game; it cannot follow moves"),
    M("nile.tally.storages", "one storage per player: {players}, not {storages}"),
    M("nile.tally.too-many", "the storages hold {together} {crop} together, but the game has only {left}"),
    M("nile.chance.flood-not-called", "a flood card turned up or drawn now, but nothing calls for one: it is "
      "{player}'s step 3 or 4 (trade, then plant or speculate); a flood comes at the start of a turn or after an "
      "offering to Hapi, draws after a market or at the end of the turn"),
    M("nile.chance.card-not-called", "a card turned up or drawn now, but nothing calls for one: it is {player}'s "
      "step 3 or 4 (trade, then plant or speculate); a flood comes at the start of a turn or after an offering to "
      "Hapi, draws after a market or at the end of the turn"),
    M("nile.flood.not-due", "a flood card turned up, but {due} first"),
    M("nile.draw.too-many", "{player} has drawn the {cards} due {reason}; one more is too many (now: {due})"),
    M("nile.draw.flood-first", "{player} draws a card, but a flood card is due first (the start of a turn, or an "
      "offering to Hapi)"),
    M("nile.draw.not-yours", "{player} draws a card, but {due}"),
    M("nile.draw.unseen-plague", "{player} draws {cards} face down, but {left} the Plague of Locusts, which is "
      "revealed as soon as it is drawn: write it where it came up (e.g. drew: [?, Plague, ?])"),

    # --- what the public facts say about cards nobody saw [Mise en place; 5) Piocher; Règles optionnelles]
    M("nile.deck.accounted", "{card} {how}, " + _ACCOUNTED),
    M("nile.deck.reshuffled-without", _RESHUFFLED + ": none is left in the deck"),
    M("nile.deck.reshuffled-gone", _RESHUFFLED + ", and it has turned up since: none is left in the deck",
      _RESHUFFLED + ", and all have turned up since: none is left in the deck", count="held"),
    M("nile.deck.plague-last", "{card} cannot be {how}: the deck's last card must be the Plague of Locusts, as nobody "
      "has entered it since the deck was made (it is revealed as soon as it is drawn, never kept in a hand). Enter "
      "the Plague here; if it came up earlier and was not entered, undo back to that step and enter it there"),
    M("nile.shown.reshuffled", "{player} shows {card} from the cards nobody saw, but {player} drew them all from the "
      "deck of {decks}, made of face-up cards with no {card} among them", "{player} shows {card} from the cards "
      "nobody saw, but {player} drew them all from the decks of {decks}, made of face-up cards with no {card} "
      "among them", count="reshuffles"),
    M("nile.shown.speculations", "{card} {how}, but the deck reduction removed {removed} speculation cards face "
      "down, so only {kept} are in the game, and {shown} of them has shown already", "{card} {how}, but the deck "
      "reduction removed {removed} speculation cards face down, so only {kept} are in the game, and {shown} of "
      "them have shown already", count="shown"),

    # --- a player's steps 3 and 4, out of turn or out of step [Les étapes de chaque tour]
    M("nile.turn.deal-first", "the cards must be dealt before anyone plays"),
    M("nile.turn.trade-after-step4", _STEP4_DONE + "trading is step 3, before planting or speculating"),
    M("nile.turn.step4-again", _STEP4_DONE + "a player plants or speculates once a turn (or neither)"),
    M("nile.turn.hapi-flood", "an offering to Hapi turns up a new flood card before the turn goes on; no flood card "
      "was recorded after it"),
    M("nile.turn.flood-first", "{player}'s turn starts with a flood: the top card of the deck is turned up before "
      "trading, planting or drawing, and no flood card was recorded for this turn"),
    M("nile.turn.due-first", "{due} first"),
    M("nile.turn.not-yours", "it is {active}'s turn, not {player}'s"),

    # --- cards shown from a hand [5) Piocher]
    M("nile.hand.accounted", "{player} shows {shows} {card} from the hand, " + _ACCOUNTED),
    M("nile.hand.more-than-the-game", "{player} shows {shows} {card} from the hand, but the game has only {total} {card} cards"),
    M("nile.hand.cannot-have", "{player} cannot have {wanted} in hand: the hand holds {known}"),
    M("nile.hand.known-unseen", "{known} and {unseen} unseen card", "{known} and {unseen} unseen cards",
      count="unseen"),

    # --- step 3: trade [3.1) Marché; 3.2) Offrandes à Hâpi]
    M("nile.trade.cost", "{player} discards {cards}; a trade costs exactly {cost} cards from hand and/or storage"),
    M("nile.trade.storage", "{player} discards {discards} {crop} from storage, but the storage holds {holds} {crop} "
      "(storage = harvests minus cards traded from it); planted cards cannot be traded"),
    M("nile.plague.never-in-hand", "the Plague of Locusts never stays in a hand: it is revealed as soon as it is "
      "drawn, then discarded"),

    # --- step 4: plant [4.1) Planter]
    M("nile.plant.not-crop", "only crop cards are planted; {card} is not a crop card"),
    M("nile.plant.flooded", "{crop} is flooded (the flood card is {flood}): no {crop} card may be planted this turn"),
    M("nile.plant.new-field-small", "{player} starts a {crop} field with {cards}: a new field needs at least {least:w} "
      "cards of its crop (or exactly {mixed:w} cards of different crops)"),
    M("nile.plant.mixed-options", "{player} mixes planting options ({planted:comma}): plant either one new field of "
      "{least:w} or more cards, or exactly {mixed:w} cards of different crops, or any number of cards into fields "
      "already yours — one option a turn"),
    M("nile.plant.not-larger", "{owner} already grows {crop} ({size}); a new {crop} field must have strictly more "
      "cards, and {player}'s new one has {cards}"),
    M("nile.plant.not-larger-mixed", "{owner} already grows {crop} ({size}); a new {crop} field must have strictly "
      "more cards, and {player}'s new one has {cards} (with {mixed:w} cards of different crops, each new field has one card)"),
    M("nile.plant.plague-pending", "{refusal}. Nobody has entered the Plague of Locusts since the deck was made, and "
      "it would destroy that field: i" + _MISSED),
    M("nile.missed.summary", "A Plague missed?"),
    M("nile.missed.field", "Nobody has entered the Plague of Locusts since the deck was made. Had it come up, it would "
      "have destroyed {hit:and}, and plantings refused now would be allowed. I" + _MISSED),

    # --- step 4: speculate [4.2) Spéculer]
    M("nile.speculate.count", "{player} lays {laid} speculation cards; a player speculates with {allowed:or-all}"),
    M("nile.speculate.not-speculation", "{card} is not a speculation card"),
    M("nile.speculate.flooded", "{card} shows {crop}, which is flooded (the flood card is {flood}): it may not be "
      "played this turn"),

    # --- a hand told on the player's own page
    M("nile.hold.after-deal", "{player} tells the cards held once they are dealt"),
    M("nile.hold.tally", "only the final storage was recorded: there is no hand to tell"),
    M("nile.hold.too-many", _TOO_MANY_TOLD + ": {unseen} still to tell{hint}"),
    M("nile.hold.too-many-some-told", _TOO_MANY_TOLD + ", {known} of them told already: {unseen} still to tell{hint}"),
    M("nile.hold.correct", "; to correct a card told wrong, take it back and tell the right one, e.g. {player} holds "
      "not {wrong} {card} (on your page: tap the told card under 'not this one')"),
    M("nile.hold.not-told", "{player} takes back {taken} told {card}, but told {told} (the cards {player} told: "
      "{mine}){seen}"),
    M("nile.hold.seen-stays", "; {player}'s {card} was seen, not told, so it stays"),
    M("nile.notice.lost", "Your told {card} cannot be in your hand (the game has {total}: {where})"),
    M("nile.notice.gave-way", "Your told {cards:comma} gave way to the cards your hand showed face up, which your "
      "told cards could not hold"),
    M("nile.notice.again-one", "Tell that card again (your hand has {left} card not told).",
      "Tell that card again (your hand has {left} cards not told).", count="left"),
    M("nile.notice.again-many", "Tell those cards again (your hand has {left} card not told).",
      "Tell those cards again (your hand has {left} cards not told).", count="left"),
    M("nile.ask.gives-way", "Your hand as you told it holds {missing:and}: {entry} all the same? Your told "
      "{cards:and} would give way (not told any more), to be told again"),
    M("nile.ask.plague", "Did {player}'s draw show the Plague of Locusts? It is announced at once; it destroys "
      "{hit:comma|nothing (no field is planted)}"),
    M("nile.ask.none", "no {card}"),
    M("nile.ask.only", "only {cards} {card}"),
    M("nile.news.gave-way-one", "{whose} told {cards:and} gave way to the cards {owner} hand showed face up, which "
      "they could not hold: tell that card again"),
    M("nile.news.gave-way-many", "{whose} told {cards:and} gave way to the cards {owner} hand showed face up, which "
      "they could not hold: tell those {total} cards again"),
    M("nile.whose.your-capital", "Your"),
    M("nile.whose.your", "your"),
    M("nile.whose.player", "{player}'s"),
    M("nile.hold.plague", "the Plague of Locusts never stays in a hand: it is revealed as soon as it is drawn, then "
      "discarded (tell it as drawn: {player} drew Plague)"),
    M("nile.hold.accounted", "{player} holds {holds} {card}, " + _ACCOUNTED),
    M("nile.hold.more-than-the-game", "{player} holds {holds} {card}, but the game has only {total} {card} cards"),

    # --- what a record asserts (checkpoints)
    M("nile.check.turn-after-end", "the game is over: {why}; {player}'s turn (turn {number} of the record) comes "
      "after the end"),
    M("nile.check.turn-unfinished", "the previous turn is not finished: {position}"),
    M("nile.check.turn-order", "turn {turn} is {active}'s turn (clockwise from the first player), not {player}'s"),
    M("nile.check.draw-short", "{player} drew {cards} {reason}; the rules give {total}, so {left} more is missing",
      "{player} drew {cards} {reason}; the rules give {total}, so {left} more are missing", count="left"),
    M("nile.check.no-flood", "no flood card is showing"),
    M("nile.check.flood-is", "the flood card is {flood}"),
    M("nile.check.payout-other", "this flood card pays {other}'s speculation, not {player}'s ({flood})"),
    M("nile.check.payout-none", "none is due: a speculation card pays only when the next flood card after it shares "
      "a crop with it ({flood})"),
    M("nile.check.payout", "the record gives {player} a speculation payout, but {why}"),
    M("nile.check.harvest", "the record says the harvest was {said:comma|nothing}, but the flood card {flood} "
      "harvests {actual:comma|nothing}: one card from each flooded field, whoever's turn it is"),
    M("nile.check.harvested", "{player} {crop}"),
    M("nile.check.plague", "the record says the Plague destroyed {said:comma|nothing}, but it destroys the largest "
      "field and every field tied with it: {done:comma|nothing (there was no field)}"),
    M("nile.check.destroyed", "{player}'s {crop} ({cards} cards)"),
    M("nile.check.storage", "the record gives {player} {stored} {crop} in storage, but the harvests minus the cards "
      "traded from storage give {actual}"),

    # --- news: what the rules worked out
    M("nile.news.dealt", "Dealt {deal} to each player; the Plague of Locusts is shuffled in: {deck} in the deck"),
    M("nile.news.plague", "The Plague of Locusts destroys {hit:comma|nothing (no field is planted)}; {instead}"),
    M("nile.news.plague-field", "{player}'s {crop} field ({cards})"),
    M("nile.news.plague-flood", "another flood card is turned up in its place"),
    M("nile.news.plague-draw", "{player} draws another card in its place"),
    M("nile.news.plague-other", "another card is drawn in its place"),
    M("nile.news.payout", "{player}'s speculation pays {cards} (the flood card {flood} shares a crop)"),
    M("nile.news.payout-each", "{player}'s {count:w} speculations pay {cards} each (the flood card {flood} shares a "
      "crop with each)"),
    M("nile.news.harvest", "Harvest: {stored:comma}"),
    M("nile.news.stores", "{player} stores 1 {crop}"),
    M("nile.news.harvest-none", "Harvest: no {crop} field is planted"),
    M("nile.news.harvest-none-two", "Harvest: no {crop} or {other} field is planted"),
    M("nile.news.trust", "Taken on trust: {player}'s {cards} comes from the {unseen} of {player}'s hand the table "
      "has not seen (checked against the cards not yet accounted for: {left:comma})", "Taken on trust: {player}'s "
      "{cards} come from the {unseen} of {player}'s hand the table has not seen (checked against the cards not yet "
      "accounted for: {left:comma})", count="shown"),
    M("nile.news.flood-card", "Flood card: {card}"),
    M("nile.news.flood-plague", "Flood card: the Plague of Locusts"),
    M("nile.news.flood-card-instead", "Flood card: {card} (in place of the Plague of Locusts)"),
    M("nile.news.drew-plague", "{player} drew the Plague of Locusts"),
    M("nile.news.lost-yours-one", _LOST + "your told {card} cannot be in your hand: tell that card again"),
    M("nile.news.lost-yours-many", _LOST + "{lost} of your told {card} cards cannot be in your hand: tell those "
      "cards again"),
    M("nile.news.lost-one", _LOST + "{player}'s told {card} cannot be in {player}'s hand: tell that card again"),
    M("nile.news.lost-many", _LOST + "{lost} of {player}'s told {card} cards cannot be in {player}'s hand: tell "
      "those cards again"),
    M("nile.news.speculates", "{player} speculates on {card}: it pays {cards} if the next flood card shares a crop "
      "with it"),
    M("nile.news.field-grows", "{player}'s {crop} field grows to {cards}"),
    M("nile.news.field-replaces", "{player}'s new {crop} field has {cards}; {owner}'s {crop} field ({old}) is "
      "discarded"),
    M("nile.news.field-new", "{player}'s new {crop} field has {cards}"),
    M("nile.news.speculations-discarded", "The speculation cards are discarded: {cards:comma}"),
    M("nile.news.whose-card", "{player}'s {card}"),
    M("nile.news.deck-empty", "The deck is empty ({nth} time of {passes}): the discard and flood piles are shuffled "
      "into a new deck when the next card is drawn or turned up, not before (cards discarded until then go into it)"),
    M("nile.news.deck-empty-last", "The deck is empty ({nth} time of {passes}): the game ends when the next card is "
      "drawn or turned up"),
    M("nile.news.reshuffle", _RESHUFFLE + _SHUFFLED),
    M("nile.news.reshuffle-flood-stays", _RESHUFFLE + "the showing {flood} stays on the Flood card; " + _SHUFFLED),
    M("nile.news.over", "The game is over: {why}"),
    M("nile.news.result", "Result: {tiebreak}"),
    M("nile.news.winners", "Winners: {winners:and}"),
    M("nile.news.next-turn", "{player}'s turn is over; turn {turn} is {next}'s"),
    M("nile.news.plague-told", "{player} drew {card}"),

    # --- prompts and hints: what comes next
    M("nile.ask.over", "The game is over: {why}"),
    M("nile.ask.deal", "The deal: {deal} cards to each player"),
    M("nile.hint.deal", "? when the hands stay private, or each hand, e.g. {first}: {crop} {other} ? ? ?; "
      "{second}: ?"),
    M("nile.ask.turn", "Turn {turn}, {player}'s turn"),
    M("nile.ask.step", "{turn}: {player} trades, plants or speculates"),
    M("nile.hint.examples", "e.g. {entries:comma}"),
    M("nile.ask.flood-start", "{turn}: the flood card turned up to start the turn"),
    M("nile.ask.flood-hapi", "{turn}: the flood card turned up after the offering to Hapi"),
    M("nile.hint.flood", "the card"),
    M("nile.hint.flood-one", "the card, e.g. {card}"),
    M("nile.hint.flood-some", "the card, e.g. {cards:comma} or {last}"),
    M("nile.ask.draw-one", "{turn}: {player} draws a card {why}"),
    M("nile.ask.draw-nth", "{turn}: {player} draws card {nth} of {total} {why}"),
    M("nile.hint.draw", _DRAW_HINT + ", or the card shown, e.g. {card}"),
    M("nile.hint.draw-all", _DRAW_HINT + ", {left} for all {left} cards face down, or the card shown, e.g. {card}"),
    M("nile.hint.draw-plague", "{plague}: the deck's last card must be the {plague}, as nobody has entered it since "
      "the deck was made; if it came up earlier and was not entered, undo back to that step and enter it there"),
    M("nile.auto.deal", "The deal: {deal} cards to each player, face down"),
    M("nile.auto.pass", "{player} holds no card and stores fewer than {cost:w}: nothing to trade, plant or speculate, "
      "so the turn goes on to the draw"),
    M("nile.auto.draw", "{player} draws {cards} face down {why}"),
    M("nile.auto.draw-plague", "{player} draws {cards} face down {why} (a Plague drawn is shown: tap it on "
      "{player}'s page, or type {player} drew Plague)"),
    M("nile.auto.draw-plague.keyboard", "{player} draws {cards} face down {why} (a Plague drawn is shown: type "
      "{player} drew Plague)"),

    # --- a seat's own page
    M("nile.own.taker", "{prompt} ({player} turns it up)"),
    M("nile.own.tell", "{prompt}. {player}: tap the {cards} of your hand not told yet, and the referee keeps your "
      "hand"),
    M("nile.tell.heading", "Tell: I hold"),
    M("nile.tell.send", "tell the cards tapped"),
    M("nile.flood.group", "Flood card: turn one up from the deck"),
    M("nile.tell.all-told", "{tell}: every card of your hand is told"),
    M("nile.tell.not-this-one", "Told a card by mistake? Tap it (not this one), then tell the card you hold"),
    M("nile.tell.one", _TELL + "the card of your hand not told yet (dealt or drawn); it is told to the referee only"),
    M("nile.tell.many", _TELL + "each of the {cards} cards of your hand not told yet (dealt or drawn); they are told "
      "when the last is tapped, to the referee only"),
    # --- an entry the notation cannot read (scorer.games.nile.notation)
    M("nile.read.unknown-card", "unknown card '{word}'; the cards are {crops:comma}, a speculation card such as "
      "{speculation}, {plague} or ?"),
    M("nile.read.over", "the game is over: {why}; nothing more is entered"),
    M("nile.read.ambiguous", "'{text}' could mean {candidates:or-all}; write which"),
    M("nile.read.seen", "{what} is seen by the table: name it, e.g. {example} ('?' is for a face-down draw)"),
    M("nile.read.what.flood", "the flood card"),
    M("nile.read.what.taken-back", "a card taken back"),
    M("nile.read.what.speculation", "a speculation card"),
    M("nile.read.what.traded", "a traded card"),
    M("nile.read.what.planted", "a planted card"),
    M("nile.read.what.removed", "a removed card"),
    M("nile.read.empty", "an empty entry; expected {hint}"),
    M("nile.read.hold-none", "name the cards {player} holds, e.g. {example}"),
    M("nile.read.hold-not", "name the card told before after '{word}', e.g. {example}"),
    M("nile.read.draw-left", "{left} card is still to draw: type ? for one card drawn face down, {left} for all of "
      "them, or the card shown (e.g. {example})", "{left} cards are still to draw: type ? for one card drawn face "
      "down, {left} for all of them, or the card shown (e.g. {example})", count="left"),
    M("nile.read.draw-one", "one card at a time: ? for a card drawn face down, or the card shown (e.g. {example}); "
      "{left} for all {left} cards owed, face down"),
    M("nile.read.speculate-none", "name the speculation cards, e.g. {example}"),
    M("nile.read.storage-crops", "{card} is not a crop: the storage holds crops only"),
    M("nile.read.trade-none", "name the {cards:w} cards discarded, e.g. {example} (or {storage})"),
    M("nile.read.count-before", "a number counts the crop named after it, e.g. {example}"),
    M("nile.read.plant-zero", "plant at least one card of a crop you name"),
    M("nile.read.plant-none", "name the crops planted, each after its count, e.g. {example}"),
    M("nile.read.deal-empty", "an empty entry; the deal: {hint}"),
    M("nile.read.deal", "the deal: {hint}"),
    M("nile.read.deal-not-a-player", "'{name}' is not a player ({players:comma}); the deal: {hint}"),
    M("nile.read.deal-too-many", "{cards} card listed for {player}; each player is dealt {dealt}",
      "{cards} cards listed for {player}; each player is dealt {dealt}", count="cards"),
    M("nile.read.one-flood", "one flood card is turned up at a time, e.g. {example}"),
    M("nile.read.not-yours-turn", "it is {player}'s turn, not {other}'s"),
    M("nile.read.not-yours-draw", "it is {player}'s draw, not {other}'s"),
    M("nile.read.not-yours-flood", "the flood card is {player}'s to turn up now (the start of {player}'s turn), not "
      "{other}'s"),
    # a draw told where none is due (scorer/games/nile/drew.py)
    M("nile.read.drew-nobody", "no draw is due now, and nobody has drawn since the deal"),
    M("nile.read.drew-since", "no draw is due now; {last} drew last ({cards} {why}, in turn {turn}), and steps were "
      "entered since: to tell a card that draw showed, undo back to it"),
    M("nile.read.drew-none", "{player} has drawn no card since the deal; {last} drew last ({cards} {why}, in turn "
      "{turn})"),
    M("nile.read.drew-before", "{player} has drawn no card since turn {since}; {last} drew last ({cards} {why}, in "
      "turn {turn})"),
    # --- what the table puts back when a step is undone (put_back.py)
    M("nile.undo.deal", "gather the cards dealt there and shuffle them back into the deck"),
    M("nile.undo.flood", "put the card turned up onto the flood pile there back on top of the deck"),
    M("nile.undo.draw", "put the card drawn there back on top of the deck"),
    M("nile.undo.draws", "put the {cards} card drawn there back on top of the deck",
      "put the {cards} cards drawn there back on top of the deck", count="cards"),
    M("nile.undo.draw-owed", "put the cards drawn there back on top of the deck"),
    M("nile.read.name-alone", "an entry with a name alone; expected {hint}"),
    M("nile.read.turn", "{player} trades, plants, speculates or passes: {hint}"),
    M("nile.read.plague-not-a-step", "The Plague of Locusts is no step of a player's: it is entered where it came up, "
      "as the flood card ({plague}) or as a card drawn ({player} drew {plague}); if it came up and was not entered, "
      "undo back to that step and enter it there. {turn}"),
    M("nile.read.planting", "a planting names each crop once with a count of at least 1"),
    M("nile.read.held-none", "name the cards held, e.g. Ben holds Papyrus"),
    # --- a record that reads but holds a wrong shape (scorer.games.nile.record)
    M("nile.shape.seen", "'?' stands only for a card drawn face down; this card was seen by the table"),
    M("nile.shape.not-crop", "{word} is not a crop ({crops:comma})"),
    M("nile.shape.holds-between", "cards told between two cards are written {example}"),
    M("nile.shape.plague-mapping", "only the Plague is written as a mapping: {open}the crops of the fields it "
      "destroyed{close} (or cards told then: {holds})"),
    M("nile.shape.flood-none", "name the flood card turned up"),
    M("nile.shape.flood-unseen", "a flood card is turned face up: name it ('?' is for unseen draws)"),
    M("nile.shape.negative-cards", "a number of cards cannot be negative"),
    M("nile.shape.too-many-cards", "{cards} cards: the whole game has only {total}"),
    M("nile.shape.holds-shape", "cards told are written {example}"),
    M("nile.shape.holds-list", "the cards told are a list of card names, e.g. [Papyrus]"),
    M("nile.shape.holds-none", "name the cards told, e.g. [Papyrus]"),
    M("nile.shape.trade", "a trade is either 'market: [two cards]' or 'hapi: [two cards]'"),
    M("nile.shape.market-flood", "a market draws a card ('drew'); only an offering to Hapi turns up a flood"),
    M("nile.shape.hapi-drew", "an offering to Hapi draws no card: it turns up a new flood card ('flood')"),
    M("nile.shape.plant-none", "plant at least one card of a crop you name"),
    M("nile.shape.plant-many", "{count} {crop} cards: the game has only {total}"),
    M("nile.shape.tally-missing", "a tally needs every player's storage; {players:comma} is missing",
      "a tally needs every player's storage; {players:comma} is missing", count="players"),
    M("nile.shape.deal-size", "{cards} cards listed; each player is dealt {dealt}"),
    M("nile.shape.negative-pile", "a pile cannot hold fewer than 0 cards"),
    # --- nile show's picture: the words it draws itself (scorer.games.nile.picture)
    M("nile.picture.setup", "Players: {players:comma}; the cards are not dealt yet."),
    M("nile.picture.score-hidden", "Score: each storage is hidden until the end (the smallest pile counts)."),
    M("nile.picture.score", "Score (the smallest storage pile counts): {tiebreak}"),
    M("nile.picture.tallied", "A tally-only record: only each player's final storage is known."),
    M("nile.picture.discard-place", "discard / pile"),
    M("nile.picture.flood", "flood: {card}"),
    M("nile.picture.floods", "floods {crops:and}"),
    M("nile.picture.floods-nothing", "floods nothing"),
    M("nile.picture.no-flood", "no flood card yet"),
    M("nile.picture.deck-place", "deck / empty"),
    M("nile.picture.deck", "deck: {cards}"),
    M("nile.picture.ran-out", "ran out {runs} of {passes}"),
    M("nile.picture.discard", "discard: {cards}"),
    M("nile.picture.flood-pile", "flood pile: {cards}"),
    M("nile.picture.speculations", "speculations on the table"),
    M("nile.picture.none", "none"),
    M("nile.picture.unseen", "{cards} unseen"),
    M("nile.picture.head-player", "player"),
    M("nile.picture.head-storage", "storage"),
    M("nile.picture.head-fields", "fields"),
    M("nile.picture.head-hand", "hand"),
    M("nile.picture.to-play", "to play"),
    M("nile.picture.this-turn", "this turn"),
    M("nile.picture.rank", "rank {rank}"),
    M("nile.picture.smallest", "smallest pile: {cards}"),
    M("nile.picture.hand", "hand: {cards} card", "hand: {cards} cards", count="cards"),
    M("nile.picture.hidden", "hidden"),
    M("nile.picture.crop-count", "{crop}: {cards}"),
    M("nile.picture.no-field", "no field"),
    M("nile.picture.no-card", "no card"),
    # --- a player's own step as their page names it, to take it back (put_back.py's own_thing)
    M("nile.own-thing.flood", "the flood card {entry}"),
    M("nile.own-thing.drawn", "your card drawn, as told"),
    M("nile.own-thing.held", "your cards as told"),
    M("nile.own-thing.turn", "your “{entry}”"),
])
