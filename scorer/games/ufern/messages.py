"""An den Ufern des Nils' catalogue: every ruling, news line, prompt and hint the referee says, by message id, in
English (:mod:`scorer.engine.said`: the id is gettext's context, the text its msgid, ``plural`` its msgid_plural
picked by the value ``count``). The engine, the record's checkpoints and the notation only name an id and its
values (``say("ufern-des-nils.sow.no-crop", player="Ben", crop="flax", have=["wheat"])``);
``tests/test_ufern_messages.py`` checks that every id said is here, every entry here is said, and the
placeholders of both texts agree.

Ids: ``ufern-des-nils.<what it is about>.<what is said>``. The rule a ruling cites stays in ``rule_titles`` of
``data/ufern-des-nils.yaml``. Values that are the game's own marks stay as the table writes them: fields
(``W4.2``), market rows (``M3``), crops (``flax``), wave ends and fronts (``single-double``), events (``rot 2 +
arrow``), the marker's spaces as printed on the board (``Flut``, ``Ebbe 1``) and a move as the record writes it
(``'sow flax W4.3'``).
"""

from __future__ import annotations

from scorer.engine.said import Catalogue, Message as M

_U23 = "in a row without a water card moved or a plant sown, grown, harvested or bought (decision U23)"

CATALOGUE = Catalogue("ufern-des-nils", [
    # --- phrases said inside other messages
    M("ufern-des-nils.where.round", "round {round}"),
    M("ufern-des-nils.where.opening", "the opening"),
    M("ufern-des-nils.where.round-start", "Round {round}"),
    M("ufern-des-nils.where.opening-start", "The opening"),
    M("ufern-des-nils.plant.ripe", "ripe"),
    M("ufern-des-nils.plant.spoiled", "spoiled"),
    M("ufern-des-nils.plant.rotten", "rotten"),

    # --- the cards counted against the catalogue [Matériel]; decision U3
    M("ufern-des-nils.cards.water-event-seen", "all {total} water cards with {event} are already in sight"),
    M("ufern-des-nils.cards.desert-event-seen", "all {total} desert cards with {event} are already in sight"),
    M("ufern-des-nils.cards.water-arrow-seen", "all {total} water cards with {kind} and an arrow are already in sight"),
    M("ufern-des-nils.cards.desert-arrow-seen", "all {total} desert cards with {kind} and an arrow are already in "
      "sight"),
    M("ufern-des-nils.cards.water-plain-seen", "all {total} water cards with {kind} and no arrow are already in sight"),
    M("ufern-des-nils.cards.desert-plain-seen", "all {total} desert cards with {kind} and no arrow are already in "
      "sight"),
    M("ufern-des-nils.cards.front-seen", "all {total} {front} water cards are already in sight"),

    # --- the market [Récolter]; decision U14
    M("ufern-des-nils.market.full", "the row is full ({size} plants)"),
    M("ufern-des-nils.market.above", "the plant above it is {crops:and}", "the plants above it are {crops:and}",
      count="crops"),

    # --- the domino rule [Déroulement; Flux]; decisions U4, U5
    M("ufern-des-nils.domino.row-full", "{field}: row {row} is full of water"),
    M("ufern-des-nils.domino.row-closed", "{field}: row {row} is closed: the card on {last} ends blank"),
    M("ufern-des-nils.domino.not-next", "{field}: water advances from the river; the next field of {row} is {next}"),
    M("ufern-des-nils.domino.opening-desert", "{field} holds a desert card; the opening card goes on a free field"),
    M("ufern-des-nils.domino.the-nile", "the Nile"),
    M("ufern-des-nils.domino.the-card-on", "the card on {field}"),
    M("ufern-des-nils.domino.waves-mismatch", "{field}: a {wave} or {other} wave cannot meet the {need} wave of "
      "{meets} (the card is {front})"),
    M("ufern-des-nils.domino.wave-mismatch", "{field}: a {wave} wave cannot meet the {need} wave of {meets}"),

    # --- where a plant may go [Déroulement; Semer]
    M("ufern-des-nils.field.under-water", "{field} is under water"),
    M("ufern-des-nils.field.desert", "{field} holds a desert card"),
    M("ufern-des-nils.field.own-plant", "{player} already grows a plant on {field}"),
    M("ufern-des-nils.field.full", "{field} already holds {plants} plant ({owners:and})",
      "{field} already holds {plants} plants ({owners:and})", count="plants"),

    # --- the actions [Actions; Semer; Faire pousser; Récolter; Acheter des semences; Acheter un joker]
    M("ufern-des-nils.points.short", "{player} has {points} action point left; {what} costs {cost}",
      "{player} has {points} action points left; {what} costs {cost}", count="points"),
    M("ufern-des-nils.cost.joker", "a joker"),
    M("ufern-des-nils.cost.sow", "sowing on {field}"),
    M("ufern-des-nils.cost.grow", "to grow on {field}"),
    M("ufern-des-nils.cost.harvest", "to harvest on {field}"),
    M("ufern-des-nils.cost.seed", "buying a seed"),
    M("ufern-des-nils.hippo.no-jokers", "the hippo auction's {points} point is spent without jokers",
      "the hippo auction's {points} points are spent without jokers", count="points"),
    M("ufern-des-nils.buy-joker.twice", "{player} has already bought a joker this phase"),
    M("ufern-des-nils.buy-joker.none-left", "the desert pile and its discards are empty"),
    M("ufern-des-nils.sow.no-crop", "{player} has no {crop} in the supply (it holds {have:comma|nothing})"),
    M("ufern-des-nils.sow.bought-back", "{player}'s {crop} came back from the boat this phase and has acted: it "
      "cannot be sown before the next phase"),
    M("ufern-des-nils.sow.field", "{player} cannot sow on {field}: {problem}"),
    M("ufern-des-nils.grow.no-plant", "{player} has no plant on {field} to grow"),
    M("ufern-des-nils.harvest.no-plant", "{player} has no plant on {field} to harvest"),
    M("ufern-des-nils.plant.acted", "{player}'s {crop} on {field} has already acted this phase"),
    M("ufern-des-nils.grow.ripe", "{player}'s {crop} on {field} is already ripe"),
    M("ufern-des-nils.harvest.seed", "{player}'s {crop} on {field} is a seed: grow it first"),
    M("ufern-des-nils.harvest.palms", "{crop} from a {palms}-palm field cannot go to market row {row} (only "
      "{rows:comma})"),
    M("ufern-des-nils.harvest.market", "{crop} cannot go to market row {row}: {problem}"),
    M("ufern-des-nils.buy-seed.own-named", "write an own plant as 'buy {crop}', without its owner"),
    M("ufern-des-nils.buy-seed.other-variant", "{player} may buy back only own plants; buying {owner}'s is the "
      "variant 'buy-other-seed'"),
    M("ufern-des-nils.buy-seed.not-in-boat", "there is no {colour} {crop} in the boat"),
    M("ufern-des-nils.restore.variant", "restoring a spoiled plant is the variant 'joker-restores'"),
    M("ufern-des-nils.joker.none", "{player} has no joker"),
    M("ufern-des-nils.restore.no-plant", "market row {row} has no plant on space {space}"),
    M("ufern-des-nils.restore.not-spoiled", "the {crop} on {row} space {space} is {state}, not spoiled"),

    # --- the set-up and the opening [Préparation; Déroulement]; decisions U2-U4, U26
    M("ufern-des-nils.deal.cards", "each of the {players} players gets {cards} water cards"),
    M("ufern-des-nils.deal.stacks", "stack A holds {a} cards, stack B {b} (decision U3)"),
    M("ufern-des-nils.deal.too-many", "more water cards than the game has"),
    M("ufern-des-nils.deal.unknown-cards", "the deal shows water cards the game does not have"),
    M("ufern-des-nils.bid.not-in-supply", "{player}'s supply lacks {crops:comma} of this bid"),
    M("ufern-des-nils.bid.not-in-round", "{player} is not in this bidding round: the tied {tied:and} bid again"),
    M("ufern-des-nils.bid.keep-opening", "{player}'s bid must leave the {plants} plants the opening places on "
      "the fields (decision U26)"),
    M("ufern-des-nils.bid.already", "{player} has already bid in this auction; the bids are opened together"),
    M("ufern-des-nils.set-desert.last-field", "{field}: set-up desert cards go on the last field of a row, next to "
      "the desert ({last})"),
    M("ufern-des-nils.set-desert.row-taken", "{field}: row {row} already has its desert card; use {cards} different "
      "rows"),
    M("ufern-des-nils.boat.count", "each player puts {plants} plants into the boat"),
    M("ufern-des-nils.boat.short", "{player} has no more {crops:comma} to give"),
    M("ufern-des-nils.opening.ripe-first", "{player} places a ripe plant first, then a seed"),
    M("ufern-des-nils.opening.seed-now", "{player} places now the seed"),
    M("ufern-des-nils.opening.no-crop", "{player} has no {crop} left in the supply"),
    M("ufern-des-nils.opening.field", "{player} cannot plant on {field}: {problem}"),

    # --- phase 1, flood and ebb [Flux; Reflux; Événements]; decisions U5-U13
    M("ufern-des-nils.reveal.seen-back", "that card's back shows {back}, not {event}"),
    M("ufern-des-nils.stack.empty", "{player}'s stack {stack} is empty"),
    M("ufern-des-nils.stack.other-top", "{player}'s stack {stack} shows {top} on top, not {front}"),
    M("ufern-des-nils.stack.told-top", "in {when} the table said {player}'s stack {stack} shows {top} on top, not "
      "{front}: if that stop was a slip, undo back to it"),
    M("ufern-des-nils.flood-end.opening-fits", "the top of {player}'s stack {stack} ({front}) fits {fields:comma}: at "
      "the opening a card that fits is placed; a player places none only when neither top fits"),
    M("ufern-des-nils.flood-end.fits", "the top of {player}'s stack {stack} ({front}) fits {fields:comma}: flood is "
      "compulsory while a card fits"),
    M("ufern-des-nils.ebb.no-water", "{field}: row {row} holds no water"),
    M("ufern-des-nils.ebb.outermost", "{field}: ebb removes the outermost water card of a row; in {row} that is the "
      "one on {out}"),
    M("ufern-des-nils.ebb-end.water-left", "water is left to remove ({fields:comma}): the ebb removes {more} more card",
      "water is left to remove ({fields:comma}): the ebb removes {more} more cards", count="more"),
    M("ufern-des-nils.pending.desert-event", "the water card laid in row {row} covered a desert card: write the event "
      "it shows after the card ('... reveals rot 2')"),
    M("ufern-des-nils.pending.water-event", "the water card removed from row {row} is turned up: write the event on "
      "its back"),
    M("ufern-des-nils.pending.rot", "the rot choice comes first: {player} picks where plants rot (rot {palms} reaches "
      "{rows:comma}), e.g. '{example}'"),
    M("ufern-des-nils.water.ebb-at-flood", "'{move}' removes water, but this round is a flood: the marker is on "
      "{marker}, so {player} lays water cards; water is removed only while the marker is on {ebbs:or}"),
    M("ufern-des-nils.water.flood-at-ebb", "'{move}' lays water, but this round is an ebb: the marker is on {marker}, "
      "so {player} removes water cards; water is laid only while the marker is on {flood}"),
    M("ufern-des-nils.rot.unasked", "no rot event was just turned up: a rot choice follows the card that shows the "
      "rot"),
    M("ufern-des-nils.rot.row", "rot {palms} reaches only market rows {rows:comma}, not {row}"),
    M("ufern-des-nils.rot.empty-row", "no plant in {row} can rot (it is empty): write 'rot {row}'"),
    M("ufern-des-nils.rot.all-rotten", "no plant in {row} can rot (every plant there is rotten): write 'rot {row}'"),
    M("ufern-des-nils.rot.choice", "in {row} the plants that rot are {plants} different plants that are not rotten, "
      "or all of them if fewer: {options:or-all}"),
    M("ufern-des-nils.rot.none", "none"),
    M("ufern-des-nils.phase1.flood-stopped", "{player}'s flood stopped: no card fitted (decision U9)"),
    M("ufern-des-nils.phase1.ebb-stopped", "{player}'s ebb stopped: no water card was left (decision U9)"),
    M("ufern-des-nils.phase1.arrow-flood", "the arrow on the desert card covered in row {row} moved the marker to "
      "{marker} and ended the flood at once (decision U7)"),
    M("ufern-des-nils.phase1.arrow-ebb", "the arrow on the water card removed from row {row} moved the marker to "
      "{marker} and ended the ebb at once (decision U8)"),
    M("ufern-des-nils.phase1.laid", "{player} has laid {cards} water cards this round (decision U9)"),
    M("ufern-des-nils.phase1.removed", "{player} has removed {cards} water cards this round (decision U9)"),

    # --- a step that cannot come now; where the game stands
    M("ufern-des-nils.game.over", "the game is over ({reason}); nothing more can be played"),
    M("ufern-des-nils.tally.not-now", "a tally replaces the whole game"),
    M("ufern-des-nils.tally.players", "a tally gives a pawn and plants lost for each of the {players} players"),
    M("ufern-des-nils.water.after-phase1", "'{move}' comes after the end of phase 1 in round {round}: {why}"),
    M("ufern-des-nils.reveal.nothing-turned", "'{move}': no card is turned up here; only a water card removed by the "
      "ebb or a desert card covered by the flood shows its event"),
    M("ufern-des-nils.step.not-yet", "'{move}' cannot come yet: {why}"),
    M("ufern-des-nils.step.not-now", "'{move}' cannot come now: {position}"),
    M("ufern-des-nils.position.over", "the game is over: {reason}"),
    M("ufern-des-nils.position.start", "the set-up: who is first player"),
    M("ufern-des-nils.position.deal", "the set-up: the deal of the water cards"),
    M("ufern-des-nils.position.first-bid", "the bid for first player: {player} to bid"),
    M("ufern-des-nils.position.set-desert", "the set-up: {player} places desert cards"),
    M("ufern-des-nils.position.boat", "the opening: {player} puts {plants} plants into the boat"),
    M("ufern-des-nils.position.open-water", "the opening: {player} places a water card"),
    M("ufern-des-nils.position.ripe-plant", "the opening: {player} places a ripe plant"),
    M("ufern-des-nils.position.seed", "the opening: {player} places a seed"),
    M("ufern-des-nils.position.reveal", "{where}: a card's event is turned up"),
    M("ufern-des-nils.position.rot", "{where}: {player} chooses where plants rot"),
    M("ufern-des-nils.position.hippo-bid", "{where}: the hippo auction, {player} to bid"),
    M("ufern-des-nils.position.hippo-act", "{where}: {player} spends the hippo's points ({points} point left)",
      "{where}: {player} spends the hippo's points ({points} points left)", count="points"),
    M("ufern-des-nils.position.actions", "{where}, actions: {player} to act, {points} action point left",
      "{where}, actions: {player} to act, {points} action points left", count="points"),
    M("ufern-des-nils.position.flood", "{where}, flood ({marker}): {player} lays water, {cards} card so far",
      "{where}, flood ({marker}): {player} lays water, {cards} cards so far", count="cards"),
    M("ufern-des-nils.position.ebb", "{where}, ebb ({marker}): {player} removes water, {cards} card so far",
      "{where}, ebb ({marker}): {player} removes water, {cards} cards so far", count="cards"),

    # --- the end [Fin du jeu]; decisions U22, U23
    M("ufern-des-nils.end.tally", "the record gives the final pawns"),
    M("ufern-des-nils.end.obelisk", "after round {round} a pawn met or passed the obelisk (space {space})"),
    M("ufern-des-nils.end.dead-rounds", "{rounds} round " + _U23, "{rounds} rounds " + _U23, count="rounds"),
    M("ufern-des-nils.ranking.tie", "{players:and} tie on space {space} with {lost} plant lost each: they share the "
      "win (decision U22).", "{players:and} tie on space {space} with {lost} plants lost each: they share the win "
      "(decision U22).", count="lost"),
    M("ufern-des-nils.ranking.tie-lead", "{players:and} share the lead on space {space}."),
    M("ufern-des-nils.ranking.wins-fewest-lost", "{player} wins: {players:and} are on space {space}, and {player} lost "
      "the fewest plants ({lost})."),
    M("ufern-des-nils.ranking.leads-fewest-lost", "{player} leads: {players:and} are on space {space}, and {player} "
      "lost the fewest plants ({lost})."),
    M("ufern-des-nils.ranking.wins", "{player} wins on space {space} of the track."),
    M("ufern-des-nils.ranking.leads", "{player} leads on space {space} of the track."),
    M("ufern-des-nils.unchecked.first", "who is the oldest player: the record names the first player"),
    M("ufern-des-nils.unchecked.tops", "whether the tops of the stacks fitted when a flood or opening card was "
      "missing: the record did not say what they showed"),
    M("ufern-des-nils.unchecked.face-down", "the order of the water cards in the stacks and the desert pile (they "
      "are face down): every front and back shown was counted against the catalogue"),
    M("ufern-des-nils.unchecked.face-down-reshuffled", "the order of the water cards in the stacks and the desert "
      "pile (they are face down): every front and back shown was counted against the catalogue, and desert cards "
      "shuffled back into the pile were counted again"),

    # --- a record's checkpoints: whose actions, the pawns and the obelisk written after a scoring [Décompte]
    M("ufern-des-nils.record.game-over", "the game is over ({reason}); no further round is played"),
    M("ufern-des-nils.record.first-player", "{first} is first player this round, not {player}: the pillar passes left "
      "every round"),
    M("ufern-des-nils.record.not-yet", "not {player}'s actions yet: {why}"),
    M("ufern-des-nils.record.pawn", "{player}'s pawn is on space {space}, not {given}"),
    M("ufern-des-nils.record.pawn-scored", "{player}'s pawn is on space {space} (the round scored {scored}), not "
      "{given}"),
    M("ufern-des-nils.record.obelisk", "the obelisk is on space {space}, not {given}"),
    M("ufern-des-nils.record.obelisk-back", "the obelisk is on space {space} (it went back {back} for the colours in "
      "the boat), not {given}"),

    # --- news: what the rules worked out at a step
    M("ufern-des-nils.news.harvest", "{player}'s {crop} goes to {row}, space {space}"),
    M("ufern-des-nils.news.joker", "{player} keeps the desert card as a joker"),
    M("ufern-des-nils.news.washed", "Washed to the boat: {plants:comma}"),
    M("ufern-des-nils.news.plant", "{player}'s {crop}"),
    M("ufern-des-nils.news.plants", "{player}'s {crop} x{plants}"),
    M("ufern-des-nils.news.rot", "{player}'s {crop} on {row}, space {space}, is now {state}"),
    M("ufern-des-nils.news.marker", "The marker moves to {marker}"),
    M("ufern-des-nils.news.to-ebb", "No water card could be laid: {player} removes water (ebbs) instead"),
    M("ufern-des-nils.news.to-flood", "No water card could be removed: {player} lays water (floods) instead"),
    M("ufern-des-nils.news.told-tops", "{player}'s flood stops: in {when} the table said {tops:and} on top, and "
      "no card fits (decision U9); if a top is not so, undo back to that stop"),
    M("ufern-des-nils.news.told-top", "stack {stack} shows {top}"),
    M("ufern-des-nils.news.water-skipped", "Round {round}'s water phase was skipped: no water card could be laid or "
      "removed (the marker moves to {marker})"),
    M("ufern-des-nils.news.arrow-flood", "The arrow on the desert card covered in row {row} moved the marker to "
      "{marker} and ended the flood at once (decision U7)"),
    M("ufern-des-nils.news.arrow-ebb", "The arrow on the water card removed from row {row} moved the marker to "
      "{marker} and ended the ebb at once (decision U8)"),
    M("ufern-des-nils.news.first-bid", "{player} wins the bid and is first player: {bid} against {others:comma}"),
    M("ufern-des-nils.news.bid-again", "A tie: {players:and} bid {bid} each and bid again"),
    M("ufern-des-nils.bid.size", "{player} {bid}"),
    M("ufern-des-nils.hippo.entry", "{player} {total} ({bid} + {boat})"),
    M("ufern-des-nils.news.hippo-won", "{player} wins the hippo auction: {total} (bid {bid} + {boat} in the boat) "
      "against {others:comma}"),
    M("ufern-des-nils.news.hippo-won-on-bid", "{player} wins the hippo auction: {total} (bid {bid} + {boat} in the "
      "boat) against {others:comma}; on equal totals the bigger bid wins"),
    M("ufern-des-nils.news.hippo-tied", "The hippo auction is tied: nobody wins it ({tied:and} each {total} with a "
      "bid of {bid}; bid + own plants in the boat: {every:comma})"),
    M("ufern-des-nils.news.hippo-idle", "Hippo: nothing happens without the auction variant"),
    M("ufern-des-nils.own.has-bid", "{auction}: {player} has bid (all bids are opened together once every bid is in)"),
    M("ufern-des-nils.own.your-bid", "{auction}: {player}, your bid"),
    M("ufern-des-nils.own.their-bid", "{auction}: {player}'s bid"),
    M("ufern-des-nils.own.bid-hint", "your plants, e.g. {example}, or bid nothing; no other page sees your bid "
      "until every bid is in"),
    M("ufern-des-nils.own.bid-hint-nothing", "your plants, e.g. {example}; no other page sees your bid until every "
      "bid is in"),
    M("ufern-des-nils.own.bid", "{auction}: {player}, your bid: plants from your supply{bids}"),
    M("ufern-des-nils.own.bid-in", "{auction}: your bid ({bid}) is in; waiting for {waiting:and} (all bids are "
      "opened together)"),
    M("ufern-des-nils.own.bid-again", "{auction}: the tied {tied:and} bid again; waiting for {waiting:and}"),
    M("ufern-des-nils.auction.first-bid", "Bid for first player"),
    M("ufern-des-nils.auction.hippo", "Round {round}, hippo auction"),
    M("ufern-des-nils.auction.has-bid", " ({player} has bid; all bids are opened together)"),
    M("ufern-des-nils.auction.have-bid", " ({players:and} have bid; all bids are opened together)"),
    M("ufern-des-nils.news.game-over", "The game is over: {reason}. {tiebreak}"),
    M("ufern-des-nils.news.desert-card", "A desert card from the pile goes face down on {field}, the outermost field "
      "of {row} without one (decision U10)"),
    M("ufern-des-nils.news.desert-none", "The desert pile and its discards are empty: no desert card comes to {row} "
      "(decision U12)"),
    M("ufern-des-nils.news.scored", "Round {round} scored: the boat is cleared, {obelisk}"),
    M("ufern-des-nils.news.obelisk-back", "the obelisk goes back {back} to space {space}"),
    M("ufern-des-nils.news.obelisk-stays", "the obelisk stays on space {space}"),
    M("ufern-des-nils.news.row-full", "{row} is full: {points:comma}"),
    M("ufern-des-nils.news.row-points", "{player} {points:+d}"),
    M("ufern-des-nils.news.pawns", "Pawns: {pawns:comma}"),
    M("ufern-des-nils.news.pawn", "{player} +{moved} to {space}"),
    M("ufern-des-nils.news.pillar", "{player} takes the first-player pillar"),

    # --- the prompt: what the game waits for, and its hint
    M("ufern-des-nils.ask.over", "The game is over: {reason}"),
    M("ufern-des-nils.ask.first", "The set-up: who is first player (the oldest player)?"),
    M("ufern-des-nils.ask.deal", "The set-up: the water cards are dealt face down, two stacks each"),
    M("ufern-des-nils.ask.reveal-desert", "{where}: the event on the back of the desert card covered in row {row}"),
    M("ufern-des-nils.ask.reveal-water", "{where}: the event on the back of the water card removed from row {row}"),
    M("ufern-des-nils.ask.first-bid", "Bid for first player: {player} bids plants from the supply{bids}"),
    M("ufern-des-nils.ask.hippo-bid", "{where}, hippo auction: {player} bids plants from the supply{bids}"),
    M("ufern-des-nils.ask.set-desert", "The set-up: {player} places a desert card next to the desert ({nth} of "
      "{cards})"),
    M("ufern-des-nils.ask.boat", "The opening: {player} puts {plants} plants into the boat"),
    M("ufern-des-nils.ask.ripe-plant", "The opening: {player} places a ripe plant"),
    M("ufern-des-nils.ask.seed", "The opening: {player} places a seed"),
    M("ufern-des-nils.ask.rot", "{where}: {player} chooses where plants rot (rot {palms} reaches {rows:comma})"),
    M("ufern-des-nils.ask.actions", "{where}, actions: {player} acts, {points} action point left",
      "{where}, actions: {player} acts, {points} action points left", count="points"),
    M("ufern-des-nils.ask.hippo-act", "{where}, hippo: {player} spends the hippo's points, {points} action point left",
      "{where}, hippo: {player} spends the hippo's points, {points} action points left", count="points"),
    M("ufern-des-nils.ask.open-water", "The opening: {player} places a water card"),
    M("ufern-des-nils.ask.flood", "{where}, flood ({marker}): {player} lays a water card, card {nth} of {cards}"),
    M("ufern-des-nils.ask.ebb", "{where}, ebb ({marker}): {player} removes a water card, card {nth} of {cards}"),
    M("ufern-des-nils.hint.first", "a player's name, e.g. {example}"),
    M("ufern-des-nils.hint.deal", "? (nobody sees them)"),
    M("ufern-des-nils.hint.examples", "e.g. {examples:or}"),
    M("ufern-des-nils.hint.example", "e.g. {example}"),
    M("ufern-des-nils.hint.set-desert", "the last field of a row, e.g. {example}"),
    M("ufern-des-nils.hint.plant", "the crop and the field, e.g. {example}"),
    M("ufern-des-nils.hint.rot", "the market row and the spaces from the top, e.g. {example}"),
    M("ufern-des-nils.hint.done", "done to end the actions"),
    M("ufern-des-nils.hint.likely", "{examples:semicolon}; done to end the actions"),
    M("ufern-des-nils.hint.does-harvest", "{entry} (the plant on {field} to the market)"),
    M("ufern-des-nils.hint.does-harvest-crop", "{entry} (the {crop} to the market)"),
    M("ufern-des-nils.hint.does-grow", "{entry} (the seed on {field} ripens)"),
    M("ufern-des-nils.hint.does-grow-crop", "{entry} (the {crop} seed ripens)"),
    M("ufern-des-nils.hint.does-sow", "{entry} (a seed from the supply)"),
    M("ufern-des-nils.hint.does-buy", "{entry} (back from the boat)"),
    M("ufern-des-nils.hint.does-joker", "{entry} (one action point more)"),
    M("ufern-des-nils.hint.does-buy-joker", "{entry} (a joker for one point)"),
    M("ufern-des-nils.hint.costs", "{what}, {points} points: another player's plant is there"),
    M("ufern-des-nils.hint.lay", "the stack, the card's ends (s single, d double, b blank) and its field, e.g. {example}"),
    M("ufern-des-nils.hint.stop", "{example} (no top fits)"),
    M("ufern-des-nils.hint.stop-if-none-fits", "if no top fits: stop and {tops}, e.g. {example}"),
    M("ufern-des-nils.hint.stop-none-fits", "stop and {tops} (no card still in the game fits a field), e.g. {example}"),
    M("ufern-des-nils.hint.the-tops", "the tops"),
    M("ufern-des-nils.hint.the-top", "the top of stack {stack}"),
    M("ufern-des-nils.hint.lay-or-stop", "{lay}; {stop}"),
    M("ufern-des-nils.hint.ebb", "the field of a row's outermost card, e.g. {example}; stop when no water is left"),
    M("ufern-des-nils.hint.ebb-stop", "no water is left: stop"),

    # --- the steps the session takes by itself
    M("ufern-des-nils.news.dealt", "The water cards are dealt face down, two stacks each"),
    M("ufern-des-nils.news.seen-back", "The water card removed from row {row} shows {event} on its back (seen "
      "before)"),
    M("ufern-des-nils.news.only-entry", "{player}: {entry} (the only entry here)"),
    # --- an entry the notation cannot read (scorer.games.ufern.reading)
    M("ufern-des-nils.read.not-a-player", "'{name}' is not one of the players ({players:comma})"),
    M("ufern-des-nils.read.stack-top", "'{part}': write a stack's top as '{example}'"),
    M("ufern-des-nils.read.water-item", "'{text}' is not a flood or ebb item; write e.g. '{flood}', '{ebb}', '{rot}' or "
      "'{stop}'"),
    M("ufern-des-nils.read.water-empty", "an empty entry; write e.g. '{flood}', '{ebb}', '{rot}' or '{stop}'"),
    M("ufern-des-nils.read.action", "'{text}' is not an action; write e.g. '{sow}', '{grow}', '{harvest}', '{buy}', "
      "'{buy_joker}' or '{joker}'"),
    M("ufern-des-nils.read.plant", "'{text}': write an opening plant as '{ripe}' or '{seed}'"),
    M("ufern-des-nils.read.ebb-stop", "an ebb stops without cards: write '{stop}' alone"),
    M("ufern-des-nils.read.two-steps", "'{text}' is two steps: the card and the event it reveals; type them apart"),
    M("ufern-des-nils.read.covered", "{field} lies under a cover strip with {players} players (decision U1)"),
    M("ufern-des-nils.read.field", "'{field}' is not a field; fields are named like W4.2 (bank W or E, row of 2-5, "
      "field from the river)"),
    M("ufern-des-nils.read.ambiguous", "'{text}' could mean {candidates:or-all}; write which"),
    M("ufern-des-nils.read.ambiguous-many", "'{text}' could mean {candidates:comma} or {more} more; write which"),
    M("ufern-des-nils.read.lay-nowhere", "no field takes a {front} card now; if no top fits, type {stop} and the tops"),
    M("ufern-des-nils.read.sow-nowhere", "no field takes a {crop} seed of {player}'s now"),
    M("ufern-des-nils.read.grow-none", "{player} has no seed that can grow now"),
    M("ufern-des-nils.read.harvest-none", "{player} has no ripe plant that can be harvested now"),
    M("ufern-des-nils.read.grow-no-crop", "{player} has no {crop} seed on the banks"),
    M("ufern-des-nils.read.harvest-no-crop", "{player} has no ripe {crop} on the banks"),
    M("ufern-des-nils.read.not-yours", "it is {player}'s turn, not {other}'s"),
    # --- what the table puts back when a step is undone (put_back.py)
    M("ufern-des-nils.undo.deal", "put the water cards dealt there back as they were before the deal"),
    M("ufern-des-nils.undo.reveal", "turn the card whose back was shown there back as it was"),
    M("ufern-des-nils.read.not-a-crop", "{word} is not a crop; the crops are {crops:comma}"),
    M("ufern-des-nils.read.front", "'{text}' is not a water card's front; write its two ends, e.g. single-double "
      "(single, double or blank)"),
    M("ufern-des-nils.read.front-blank", "a water card has at least one wave end (blank-blank could never be placed)"),
    M("ufern-des-nils.read.event", "'{text}' is not an event; write rot 1 .. rot 4, desert or hippo, with '+ arrow' when "
      "the card shows an arrow"),
    M("ufern-des-nils.read.market-row", "{row} is not a market row; the rows are {rows:comma}"),
    M("ufern-des-nils.read.not-a-crop-eg", "'{word}' is not a crop; the crops are {crops:comma}; e.g. {examples:or}"),
    M("ufern-des-nils.read.top-one", "what does the top of {player}'s stack {stack} show? The tool has not seen it"),
    M("ufern-des-nils.read.top-both", "what do the tops of {player}'s stacks A and B show? The tool has not seen them"),
    M("ufern-des-nils.read.top-example", "type the stop with the tops, e.g. {example}"),
    M("ufern-des-nils.read.top-lay", "but every front still in the game fits a field: flood is compulsory while a card "
      "fits; lay one"),
    M("ufern-des-nils.read.stop-alone", "'stop' alone is not enough here: {question}; {ask}"),
    M("ufern-des-nils.read.dealt-card", "{text}: write a dealt card as front:back, e.g. single-double:rot 2, or ? "
      "unseen"),
    M("ufern-des-nils.read.deal-example", "write ? for a deal nobody saw, or 'deal | A ss:hippo, ... | B ... | ... | "
      "out ...'"),
    M("ufern-des-nils.read.deal", "the deal: {example} (stacks A and B of each of the {players} players, then the "
      "cards out)"),
    M("ufern-des-nils.read.deal-stack", "{text}: expected stack {stack} next; {example}"),
    M("ufern-des-nils.read.own-plant", "{player}'s plant on {field} is {own}, not {crop}"),
    M("ufern-des-nils.read.over", "the game is over ({why}); nothing more is entered"),
    # --- a record that reads but holds a wrong shape (scorer.games.ufern.record)
    M("ufern-des-nils.shape.track", "{what} on space {space}: the track runs 1 to {track}"),
    M("ufern-des-nils.shape.crop-word", "a crop is written as a word (e.g. flax), not {value}"),
    M("ufern-des-nils.shape.missing", "give every player's entry; missing: {players:comma}"),
    M("ufern-des-nils.shape.cut-in-actions", "the last round's actions are not written for {players:comma}: "
      "add 'unfinished: true' to go on from the last action written, or write what each did ('{player}: []' for nothing)"),
    M("ufern-des-nils.shape.desert", "give the {cards} set-up desert cards' fields, e.g. desert: [W5.5, E4.4, W3.3]"),
    M("ufern-des-nils.shape.game-or-tally", "a record gives either the game or 'tally' (the final pawns), not both"),
    M("ufern-des-nils.shape.lost", "{player} cannot lose {lost} plants: each player has {plants}"),
    M("ufern-des-nils.shape.bids-variant", "bids for first player need the variant 'first-player-bid'"),
    M("ufern-des-nils.shape.bids-first", "with the first-player bid the bids decide the first player: leave 'first' "
      "out"),
    M("ufern-des-nils.shape.bids-missing", "with the variant 'first-player-bid' give the 'bids' for first player"),
    M("ufern-des-nils.shape.bidding-round", "bidding round {round} needs the bids of {players:comma}"),
    M("ufern-des-nils.shape.bid-boat", "with the first-player bid nobody puts opening plants in the boat"),
    M("ufern-des-nils.shape.opening-water", "an opening water card is written 'A single-double W4.1', or 'stop' if "
      "none fits"),
    M("ufern-des-nils.shape.opening-plants", "each player places a ripe plant and a seed: [ripe flax W4.2, seed wheat "
      "E3.1]"),
    M("ufern-des-nils.shape.actions-list", "actions are a list of lines, e.g. [sow flax W4.3, grow W4.1], not {value}"),
    M("ufern-des-nils.shape.action-text", "an action is a line of text, e.g. 'sow flax W4.3'"),
    M("ufern-des-nils.shape.hippo", "a hippo auction is written {example}"),
    M("ufern-des-nils.shape.hippo-bid", "give {player}'s bid as a list of crops, e.g. [flax, wheat] or []"),
    M("ufern-des-nils.shape.hippo-missing", "give every player's bid as a list of crops; missing: {players:comma}"),
    M("ufern-des-nils.shape.hippo-actions", "the hippo's actions are the auction winner's, a list without a name: "
      "{example}"),
    M("ufern-des-nils.shape.split-mapping", "'{key}' has no player: in a {braces} mapping a comma starts a new entry, "
      "so '{text}, {key}' was read as two; put it in quotes: {player}: '{whole}'"),
    M("ufern-des-nils.shape.split-list", "'{item}' has no field: in a [...] list a comma starts a new item, so "
      "'{prev}, {item}' was read as two items; put it in quotes: '{whole}'"),
    M("ufern-des-nils.shape.in-flood", "{item} lays a water card (a flood): it belongs in the round's flood: list, "
      "not in ebb:"),
    M("ufern-des-nils.shape.in-ebb", "{item} removes a water card (an ebb): it belongs in the round's ebb: list, not "
      "in flood:"),
    # --- nile show's picture: the words it draws itself (scorer.games.ufern.picture)
    M("ufern-des-nils.picture.pawn", "{player} ({letter}, {colour}): pawn {pawn}, {lost} lost"),
    M("ufern-des-nils.picture.track", "obelisk: {obelisk}   marker: {marker}"),
    M("ufern-des-nils.picture.legend", "Plants: a white face with a dotted line is a seed, a coloured face a ripe plant; "
      "in the market a plant seed side up is tagged {spoiled}, one turned 45° {rotten} (rot, decision U13)"),
    M("ufern-des-nils.picture.covered", "covered with {players} players"),
    M("ufern-des-nils.picture.more", "and {more} more in the boat"),
    M("ufern-des-nils.picture.red", "red"),
    M("ufern-des-nils.picture.blue", "blue"),
    M("ufern-des-nils.picture.green", "green"),
    M("ufern-des-nils.picture.yellow", "yellow"),
    M("ufern-des-nils.picture.white", "white"),
    # --- a player's own step as their page names it, to take it back (put_back.py's own_thing)
    M("ufern-des-nils.own-thing.bid", "your bid"),
    M("ufern-des-nils.own-thing.water", "your water card {entry}"),
    M("ufern-des-nils.study.end.obelisk", "a pawn met or passed the obelisk"),  # nile study's summary: how games end
    M("ufern-des-nils.study.end.dead", "dead rounds"),
    # nile study's Markdown report (scorer/games/ufern/study.py's LENS): its game words
    M("ufern-des-nils.study.cause.dead", "dead rounds (decision U23: as many rounds in a row as players with no water "
      "card moved and no plant sown, grown, harvested or bought)"),
    M("ufern-des-nils.study.stuck", "dead rounds"),
    M("ufern-des-nils.study.stuck-one", "dead round"),
    M("ufern-des-nils.study.stuck-text", "a round in which no water card was placed or removed and nobody sowed, grew, "
      "harvested or bought a seed (decision U23 ends the game after as many in a row as there are players)"),
    M("ufern-des-nils.study.category.actions", "Actions, by kind"),
    M("ufern-des-nils.study.category.fields", "Fields sown, grown or harvested"),
    M("ufern-des-nils.study.category.market", "Harvests, by market row"),
    M("ufern-des-nils.study.category.scored", "Full market rows scored"),
    M("ufern-des-nils.study.category.water", "Water cards laid or removed in phase 1, by row"),
    M("ufern-des-nils.study.category.water-card", "Events of water cards (ebb)"),
    M("ufern-des-nils.study.category.desert-card", "Events of desert cards covered by a flood"),
    M("ufern-des-nils.study.score", "track space"),
    M("ufern-des-nils.study.extra.lost", "plants lost to boat clearing per game (all players)"),
    M("ufern-des-nils.study.extra.obelisk", "the obelisk's space at the end"),
    M("ufern-des-nils.study.action.sow", "sow"),
    M("ufern-des-nils.study.action.grow", "grow"),
    M("ufern-des-nils.study.action.harvest", "harvest"),
    M("ufern-des-nils.study.action.buy-seed", "buy a seed"),
    M("ufern-des-nils.study.action.buy-joker", "buy a joker"),
    M("ufern-des-nils.study.action.joker", "spend a joker"),
    M("ufern-des-nils.study.action.restore", "restore"),
    M("ufern-des-nils.study.action.done", "end the turn"),
])
