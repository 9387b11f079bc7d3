"""The web page's own words, by message id (issue 25 §1): what ``nile serve``'s page says around a game's words.

A game's rulings, news, prompts and hints are its own catalogue's (``scorer/games/<game>/messages.py``), nile's
sentences in the terminal ``nile-cli``'s (:mod:`scorer.engine.cli_messages`); the page's headings, buttons,
labels, its script's lines and the answers a phone shows are here, in the domain ``nile-web``
(``scorer/i18n/locale/<lang>/LC_MESSAGES/nile-web.po``, kept by ``python -m scorer.i18n update`` and held complete
by ``tests/test_i18n.py``). The templates say them with ``_("nile-web.<id>", name=value)``, bound to the phone's
language (:func:`scorer.web.i18n.page_words`); a message with a ``count`` takes the language's plural form.

Ids: ``nile-web.<where>.<what>``. English is the text here, as the page said it before it had an id.

>>> words("nile-web.recorded", {"entry": "Anna 3"}, "fr")
'Enregistré\xa0: Anna 3'
>>> words("nile-web.build.done", {"count": 2}, "de")
'Fertig: 2 Schritte senden'
"""

from __future__ import annotations

from scorer.engine.said import Catalogue, Message as M, words

__all__ = ["CATALOGUE", "words"]

CATALOGUE = Catalogue("nile-web", [
    # --- the page's frame: the language switch, the script's words
    M("nile-web.languages", "Language"),
    M("nile-web.js.server-answered", "the server answered {status}"),
    M("nile-web.js.tap-lost", "cannot reach the referee: your tap was not sent; tap again when it is back"),
    M("nile-web.js.poll-lost", "cannot reach the referee: is it still running? The page asks again by itself"),
    M("nile-web.js.tapped", "Tapped {count} of {of}: {cards}", "Tapped {count} of {of}: {cards}", count="count"),
    M("nile-web.js.tapped-kept", "(kept through your entry in between; tap on, or Start again)"),
    M("nile-web.js.picked-one", "Picked: {cards}; tap 1 more card."),
    M("nile-web.js.picked-two", "Picked: {cards}. Tap Market or Hapi (a picked card tapped again is put back)."),
    M("nile-web.js.not-allowed", "Not allowed: {reasons}"),
    M("nile-web.js.bid-said", "Your bid: {crops} ({count} plant)", "Your bid: {crops} ({count} plants)",
      count="count"),
    M("nile-web.js.bid-nothing", "Your bid: nothing yet"),
    M("nile-web.js.bid-send", "Bid {count} plant", "Bid {count} plants", count="count"),
    M("nile-web.js.bid-send-nothing", "Bid nothing"),
    M("nile-web.js.tap-moved", "The page changed under your tap, so nothing was entered: tap again"),
    M("nile-web.js.tap-dropped", "The page had just changed: tap again if you meant it"),
    M("nile-web.js.build-kept", "Your turn not yet sent ({count} step) was kept on this phone and is back: "
      "nothing is recorded until Done.", "Your turn not yet sent ({count} steps) was kept on this phone and is "
      "back: nothing is recorded until Done.", count="count"),
    M("nile-web.your-turn", "Your turn: {step}"),
    M("nile-web.group.count", "{count} choice", "{count} choices", count="count"),
    # --- a refusal, said where the entry came from
    M("nile-web.refused.part", "Not recorded: {step}"),
    M("nile-web.rule", "Rule: {rule}"),
    M("nile-web.refused.nothing-of-turn", "Nothing of your turn was recorded: take that step back, or change it, "
      "and send again."),
    M("nile-web.refused.illegal", "Illegal, not recorded: {entry}"),
    M("nile-web.refused.instead-many", "Legal instead: {count} entry, below", "Legal instead: {count} entries, below",
      count="count"),
    M("nile-web.refused.instead", "Legal instead: {entries:comma}"),
    M("nile-web.refused.not-an-entry", "Not an entry here: {entry}"),
    M("nile-web.refused.nothing-typed", "Nothing was typed"),
    M("nile-web.refused.expected", "Expected: {what}"),
    M("nile-web.refused.not-this-page", "Not for this page: {entry}"),
    M("nile-web.refused.nothing-recorded", "Nothing was recorded."),
    M("nile-web.asked.not-yet", "Not recorded yet: {entry}"),
    M("nile-web.asked.yes", "Yes: {entry}"),
    M("nile-web.cancel", "Cancel"),
    M("nile-web.moved-on", "The game moved on"),
    M("nile-web.moved-on.entry", "Since this page was shown, another phone entered or undid a step (or the server "
      "was restarted), so '{entry}' was not applied. Here is the game as it is now."),
    M("nile-web.moved-on.entry-why", "Since this page was shown, another phone entered or undid a step (or the "
      "server was restarted), so '{entry}' was not applied: {why}. Here is the game as it is now."),
    M("nile-web.moved-on.this", "Since this page was shown, another phone entered or undid a step (or the server "
      "was restarted), so this was not applied. Here is the game as it is now."),
    M("nile-web.moved-on.this-why", "Since this page was shown, another phone entered or undid a step (or the "
      "server was restarted), so this was not applied: {why}. Here is the game as it is now."),
    # --- picks and the tell section
    M("nile-web.pick.entry", "the entry the cards ticked make"),
    M("nile-web.tell.dismiss", "Dismiss"),
    M("nile-web.start-again", "Start again"),
    M("nile-web.tell.not-this-one", "not this one: {item}"),
    M("nile-web.tell.not", "not {item}"),
    M("nile-web.tell.folded", "Tell: I hold… (tap to open)"),
    # --- whose page it is
    M("nile-web.seat.sealed", "{name}’s page: you enter your own steps here. Your bid is shown on your page only "
      "until every bid is in."),
    M("nile-web.seat.secret", "{name}’s page: what only you may see (your {things:and}) is shown here only."),
    M("nile-web.seat.secret-things", "{name}’s page: what only you may see (your hidden things) is shown here only."),
    M("nile-web.seat.open", "{name}’s page: you enter your own steps here. Nothing in this game is hidden: every "
      "page shows the same board."),
    # --- the question, the score, the hand
    M("nile-web.prompt.building", "(with your turn so far, not recorded yet)"),
    M("nile-web.hint.tap", "Tap or type {hint}"),
    M("nile-web.hint.type", "Type {hint}"),
    M("nile-web.score.running", "running score"),
    M("nile-web.score.label", "{label}:"),
    M("nile-web.score.of", "{name}:"),
    M("nile-web.score.leads", "(leads)"),
    M("nile-web.score.hidden", "The score stays hidden until the end: it would tell the hidden cards."),
    M("nile-web.hand.only-you", "what only you may see"),
    M("nile-web.hand.yours", "Your {group}:"),
    M("nile-web.nothing", "nothing"),
    M("nile-web.peek.show", "Show {name}’s hand (only {name} looks)"),
    M("nile-web.peek.hand", "{name}’s hand"),
    M("nile-web.peek.tap", "{name}’s hand: tap the card {name} plays"),
    M("nile-web.peek.others", "Or a card not written down:"),
    M("nile-web.peek.pass", "Then pass the phone on: the hand folds away once the card is recorded."),
    M("nile-web.step-now", "Your step now"),
    # --- the last step, what was recorded, undo
    M("nile-web.last-step", "Last step: {entry}"),
    M("nile-web.recent", "Recent steps"),
    M("nile-web.take-back", "Take back “{entry}”"),
    M("nile-web.recorded", "Recorded: {entry}"),
    M("nile-web.repeated", "(this entry was already recorded; it was not entered twice)"),
    M("nile-web.undone", "Undone: {entries:comma}"),
    M("nile-web.undo.nothing", "Nothing to undo"),
    # the host's "take back to here" on a step under "Recent steps" (nilerev3 defect 2: a forgotten Plague cost 7 × Undo)
    M("nile-web.back-to.summary", "Take back to here…"),
    M("nile-web.back-to.ask", "Take back “{entry}” ({step}) and the {count} entry after it: {after:semicolon}? Then "
      "enter the step that was missed, and the rest again. Every phone sees them undone.",
      "Take back “{entry}” ({step}) and the {count} entries after it: {after:semicolon}? Then enter the step that "
      "was missed, and the rest again. Every phone sees them undone.", count="count"),
    M("nile-web.back-to.button", "Take back {count} entry", "Take back {count} entries", count="count"),
    M("nile-web.undo.summary", "Undo…"),
    M("nile-web.undo.summary-building", "Undo… (a step already recorded, not your turn so far)"),
    M("nile-web.undo.ask", "Take back “{entry}” ({step})? Every phone sees it undone."),
    M("nile-web.undo.ask-after", "Take back “{entry}” ({step}) and {tells:and} after it? Every phone sees them undone."),
    M("nile-web.undo.ask-building", "Take back “{entry}” ({step}), already recorded before your turn so far? Every "
      "phone sees it undone."),
    M("nile-web.undo.so-far", "Your turn so far is not recorded: its steps are taken back by their own “take back”."),
    M("nile-web.undo.button", "Undo “{entry}”"),
    M("nile-web.undo.ask-own", "Take back your own “{entry}” ({step})? What the others entered after it stays. Every "
      "phone sees it undone."),
    M("nile-web.undo.button-own", "Undo your “{entry}”"),
    # a seat's own step named as the thing its player put down ("your card 5": the game's own_thing)
    M("nile-web.take-back-own", "Take back {thing}"),
    M("nile-web.take-back-ask", "Take back “{entry}”…"),
    M("nile-web.undo.ask-itself", "Take back “{entry}” ({step}), and with it what the rules did by themselves after it: "
      "{steps:semicolon}? Every phone sees them undone."),
    M("nile-web.undo.final", "Turned up for everyone to see: this step is final on your page. A slip? Ask the host: "
      "the host's page takes it back."),
    M("nile-web.undo.button-thing", "Undo {thing}"),
    M("nile-web.undo.ask-thing", "Take back {thing} ({step})? Every phone sees it undone."),
    M("nile-web.undo.ask-own-thing", "Take back {thing} ({step})? What the others entered after it stays. Every phone "
      "sees it undone."),
    # what every page hears of an undo: who took back which entry (each quoted as that page says it)
    M("nile-web.undo.host-page", "The host's page"),
    M("nile-web.undo.heard", "{who} took back {entry}; the step above is the last one now"),
    M("nile-web.undo.heard-first", "{who} took back {entry}, the first step: nothing is entered yet"),
    M("nile-web.undo.heard-after", "{who} took back {entry} and {tells:and} after it; the step above is the last "
      "one now"),
    # (and the turns the rules ruled by themselves after them, such as NIL's blocked turns: s38 defect 2)
    M("nile-web.undo.heard-itself", "{who} took back {entry}, with what the rules did by themselves: "
      "{steps:semicolon}; the step above is the last one now"),
    M("nile-web.undo.heard-after-itself", "{who} took back {entry} and {tells:and} after it, with what the rules "
      "did by themselves: {steps:semicolon}; the step above is the last one now"),
    # --- the board
    M("nile-web.board.back", "Back to where play is"),
    M("nile-web.board.whole", "The whole board"),
    M("nile-web.board.picture", "The full picture"),
    M("nile-web.at.choices", "At {at}: {count} entry, tap one", "At {at}: {count} entries, tap one", count="count"),
    M("nile-web.at.nothing", "Nothing to enter at {at} now"),
    M("nile-web.at.added", "{label} (added to your turn)"),
    M("nile-web.close", "Close"),
    # --- the end
    M("nile-web.final.title", "Final scores"),
    M("nile-web.final.rank", "Rank"),
    M("nile-web.final.player", "Player"),
    M("nile-web.final.winners", "Winner: {names:comma}.", "Winners: {names:comma}.", count="names"),
    M("nile-web.final.report", "The report as nile score prints it"),
    M("nile-web.final.download", "Download the record"),
    M("nile-web.bgstats.link", "Log this play in BG Stats"),
    M("nile-web.bgstats.note", "(opens the BG Stats app on a phone that has it; BG Stats can post it on to "
      "BoardGameGeek)"),
    M("nile-web.bgstats.alt", "QR code of the link that logs this play in BG Stats, to scan with another phone"),
    # --- the entry field and the list
    M("nile-web.entry.aria", "entry, in the record's notation"),
    M("nile-web.entry.example", "an entry, e.g. {entry}"),
    M("nile-web.entry.as-above", "an entry, as above"),
    M("nile-web.entry.other-seat", "{name}’s step: entered on {name}’s page"),
    M("nile-web.entry.plain", "an entry"),
    M("nile-web.entry.add", "Add"),
    M("nile-web.entry.enter", "Enter"),
    M("nile-web.filter", "filter the {count} entry", "filter the {count} entries", count="count"),
    M("nile-web.filter.aria", "filter the entries"),
    # --- a page that writes nothing, the links, the host's codes
    M("nile-web.read-only.wrong-token", "The token in this page's address is not this game's (was the server "
      "started on another record?), so this page is read-only: open your seat's link again to enter moves."),
    M("nile-web.read-only", "This is the table's page, read-only: open your seat's link (nile serve printed one per "
      "player) to enter moves."),
    M("nile-web.the-game", "the game"),
    M("nile-web.game.fold", "The table in words"),
    M("nile-web.picture.table-alt", "The picture of the table, as printed (the same in words above); tap to open it "
      "whole"),
    M("nile-web.picture.board-alt", "The picture of the board, as printed (the same in words above); tap to open it "
      "whole"),
    M("nile-web.picture.table", "The picture of the table, as printed"),
    M("nile-web.picture.board", "The picture of the board, as printed"),
    M("nile-web.refresh", "Refresh"),
    M("nile-web.record", "Record"),
    M("nile-web.host.qr-alt", "QR code of this page's address, to join from another phone"),
    M("nile-web.host.note", "This phone may enter any step for any player (a table with one phone); another phone "
      "joins as host by scanning this code."),
    M("nile-web.host.note-address", "This phone may enter any step for any player (a table with one phone); another "
      "phone joins as host by scanning this code, or by opening {address}."),
    M("nile-web.host.seats", "Seat links: each player scans their own"),
    M("nile-web.host.seat-alt", "QR code of {name}'s link"),
    # --- a turn built on the page (Ufern)
    M("nile-web.build.dropped", "A turn built earlier on this page ({steps:semicolon}) was dropped, not recorded: "
      "the game has moved on since it was built."),
    M("nile-web.build.not-added", "Not added: {step}"),
    M("nile-web.build.not-sent", "Not sent yet:"),
    M("nile-web.build.take-back-aria", "take back {step}"),
    M("nile-web.build.take-back", "take back"),
    M("nile-web.build.would-refuse", "Would be refused:"),
    M("nile-web.build.rule", "(rule: {rule})"),
    M("nile-web.build.title", "Build your turn:"),
    M("nile-web.build.intro", "each cell tapped adds a step, sent by Done (or by the tap that spends your last "
      "point, unless you hold a joker)"),
    M("nile-web.build.refused", "Take back the step refused (or send: the referee refuses the whole turn and says "
      "why)."),
    M("nile-web.build.then", "Then {what}"),
    M("nile-web.build.nothing-more", "Nothing more to add: send the turn."),
    M("nile-web.build.take-back-last-aria", "take back the last step, {step}"),
    M("nile-web.build.take-back-last", "↶ Take back {step}"),
    M("nile-web.build.done", "Done: send {count} step", "Done: send {count} steps", count="count"),
    M("nile-web.build.done-empty", "Done: end the turn without acting"),
    M("nile-web.build.pass", "End the turn without acting…"),
    M("nile-web.build.pass-sure", "Yes: end the turn, no action"),
    M("nile-web.build.before-refused", "not ruled: a step before it would be refused"),
    M("nile-web.build.turn-over", "the turn is over before this step"),
    # --- Ufern's bid picker
    M("nile-web.bid.title", "Tap a plant for each you bid"),
    M("nile-web.bid.more", "one more {crop}"),
    M("nile-web.bid.fewer", "one {crop} fewer"),
    M("nile-web.bid.of", "of {supply}"),
    M("nile-web.bid.send", "Bid"),
    M("nile-web.bid.list", "Every bid as a list ({count})"),
    # --- NILE's trade picker
    M("nile-web.trade.title", "Trade (any number of times): tap the 2 cards you discard, then Market or Hapi"),
    M("nile-web.trade.hand", "Your hand"),
    M("nile-web.trade.untold", "Your {count} card not told yet: it may be", "Your {count} cards not told yet: each "
      "may be", count="count"),
    M("nile-web.trade.storage", "Your storage (face down)"),
    M("nile-web.trade.in-storage", "{card} (storage)"),
    M("nile-web.trade.tap-two", "Tap 2 cards."),
    M("nile-web.trade.market", "Market"),
    M("nile-web.trade.market-note", "(draw 1 card)"),
    M("nile-web.trade.hapi", "Hapi"),
    M("nile-web.trade.hapi-note", "(a new flood card)"),
    M("nile-web.trade.list", "Every trade as a list ({count})"),
    # --- the answers a phone shows in its notice (4xx)
    M("nile-web.error.lang", "lang: not a language of this page; choose en (English), fr (Français) or de (Deutsch)"),
    M("nile-web.error.form-type", "send the form as application/x-www-form-urlencoded"),
    M("nile-web.error.other-site", "a form from another site cannot write to this game"),
    M("nile-web.error.too-long", "the form is longer than {most} bytes"),
    M("nile-web.error.cut-off", "the form was cut off"),
    M("nile-web.error.not-utf8", "the form is not UTF-8 text of a few fields"),
    M("nile-web.error.twice", "each field of the form is given once"),
    M("nile-web.error.read-only", "this page is read-only: open your seat's link (or the host's, the QR code) to "
      "enter moves"),
    M("nile-web.error.rev", "rev: expected the page's revision (e.g. 3f9a01c2.12), as the page's forms carry it"),
    M("nile-web.error.no-field", "{field}: the form has no such field (the page's forms always send it; an empty "
      "one takes the step's default)"),
    M("nile-web.error.record-hidden", "the record holds what is hidden from this page (another player's hand, rack, "
      "draws or sealed bid) for now: the host's page downloads it"),
    M("nile-web.error.no-picture", "{title} has no picture in this version"),
    M("nile-web.error.qr-host", "the QR codes are shown to the host's page"),
    M("nile-web.error.seat", "seat: a seat number, 1 to {seats}"),
    M("nile-web.error.qr-long", "this address is too long for a QR code"),
    M("nile-web.error.not-over", "the game is not over: its play is sent to BG Stats once it has ended"),
    # --- the boards' drawn words and text alternatives (scorer/web/board*.py, cards_nile.py)
    M("nile-web.board.what.square", "square"),
    M("nile-web.board.what.field", "field"),
    M("nile-web.board.what.market-row", "market row"),
    M("nile-web.board.target", "{at}, {what}: {count} entry", "{at}, {what}: {count} entries", count="count"),
    M("nile-web.board.target-listed", "{name}: {listed}"),
    M("nile-web.board.target-one", "{name}: {listed} (one tap enters it)"),
    M("nile-web.board.more", "{count} more"),
    M("nile-web.board.none", "none"),
    M("nile-web.board.last-step", "Last step: {asked}: {entry}."),
    M("nile-web.board.waiting", "Waiting for another player: nothing to tap on this page now."),
    M("nile-web.board.nil.title", "NIL — {position}"),
    M("nile-web.board.nil.chips", "Where a tile may go (tap one):"),
    M("nile-web.board.nil.open-end", "The river's open end: {where}."),
    M("nile-web.board.nil.starts", "The river starts at the start mark (next to {squares:comma})."),
    M("nile-web.board.nil.legend-targets", "Dashed squares: where a tile may go, tap one."),
    M("nile-web.board.nil.legend-one", "A square that shows a faint tile takes that tile only: one tap places it, "
      "and one tap on 'Take back' undoes it."),
    M("nile-web.board.nil.legend", "White disc in a ring: the open end; ringed tiles: this turn's (or the last "
      "turn's). Zones: hatched red costs, dotted green pays, the value (− or +) on one of its squares; blue with "
      "values: the goal column."),
    M("nile-web.board.nil.at", "{at} ({count} entry)", "{at} ({count} entries)", count="count"),
    M("nile-web.board.nil.span", "squares {first} to {last}"),
    M("nile-web.board.nil.whole", "the whole board"),
    M("nile-web.board.nil.desc", "NIL board, {span}: {position}. {where} Where a tile may go: {listed}."),
    M("nile-web.board.nil.desc-none", "NIL board, {span}: {position}. {where} No square to tap now."),
    M("nile-web.board.nil.cross", "{entry}: a universal tile crossing the river on {at}, from {start} to {end}, "
      "worth 0"),
    M("nile-web.board.nil.tile", "{entry}: a {kind} from {start} to {end}, worth {worth}"),
    M("nile-web.board.nil.tile-universal", "{entry}: a universal tile as a {kind} from {start} to {end}, worth "
      "{worth}"),
    M("nile-web.board.nil.kind", "a {kind} tile, worth {worth}"),
    M("nile-web.cards.one", "a {card} card"),
    M("nile-web.cards.many", "a {card} card, {count} of them"),
    M("nile-web.cards.hand", "your hand, told"),
    M("nile-web.cards.deck", "a card turned up from the deck"),
    M("nile-web.board.ufern.east", "East bank (fields from the Nile up)"),
    M("nile-web.board.ufern.west", "West bank (fields from the Nile down)"),
    M("nile-web.board.ufern.covered", "{row} covered"),
    M("nile-web.board.ufern.nile", "the Nile"),
    M("nile-web.board.ufern.market", "Market: a plant of v palms goes to one of the v rightmost rows, on its highest "
      "empty space"),
    M("nile-web.board.ufern.marker", "Marker: {marker}; first player: {name}"),
    M("nile-web.board.ufern.track", "Track: {track}; obelisk {obelisk}"),
    M("nile-web.board.ufern.boat", "Boat: {boat}"),
    M("nile-web.board.ufern.empty", "empty"),
    M("nile-web.board.ufern.legend", "Water cards: one wavy line a single wave, two a double, a bar a blank end; the "
      "river-side end faces the Nile. Tokens: colour letter and crop initial ({crops:comma}), filled and capital when "
      "ripe, dashed and lower case when a seed. A number by a palm tree: the field's palms."),
    M("nile-web.board.ufern.legend-tap", "Dashed: tap to act there (its cells are marked); ringed: the last step."),
    M("nile-web.board.ufern.legend-ringed", "Ringed: the last step."),
    M("nile-web.board.ufern.single", "single"),
    M("nile-web.board.ufern.double", "double"),
    M("nile-web.board.ufern.blank", "blank"),
    M("nile-web.board.ufern.full", "full"),
    M("nile-web.board.ufern.closed", "closed by a blank end"),
    M("nile-web.board.ufern.next", "the next card meets a {wave} wave"),
    M("nile-web.board.ufern.water-row", "{row}: {cards}, {then}"),
    M("nile-web.board.ufern.water", "Water cards, from the river out, each its river-side end then its outer end: "
      "{rows:semicolon|none}."),
    M("nile-web.board.ufern.pending", "Outlined in long dashes: your turn so far, not recorded yet ({listed})."),
    M("nile-web.board.ufern.banks", "the banks"),
    M("nile-web.board.ufern.the-market", "the market"),
    M("nile-web.board.ufern.title", "{title} — {position}"),
    M("nile-web.board.ufern.desc", "{title}, {shown:and}: {position}. Where you may act: {listed}."),
    M("nile-web.board.ufern.desc-none", "{title}, {shown:and}: {position}. Nothing to tap now."),
    M("nile-web.board.ufern.one-tap", "{entry} (one tap enters it)"),
    M("nile-web.board.ufern.rows-build", "One tap a step, added to your turn (sent by Done):"),
    M("nile-web.board.ufern.rows", "One tap enters it:"),
    M("nile-web.board.ufern.sow", "Sow a seed: tap its field in the row of its crop"),
    M("nile-web.board.ufern.sow-crop-first", "Sow a seed: tap its crop, then its field on the board (the fields "
      "where it may go are ringed)"),
    M("nile-web.board.ufern.sow-crop", "{what}: tap, then tap its field on the board ({fields})"),
    M("nile-web.board.ufern.flood", "{entry}: the top card of stack {stack}, a {inner} wave to the river, {outer} out, "
      "on {field}"),
    M("nile-web.board.ufern.ebb", "{entry}: remove the water card on {field}"),
    M("nile-web.board.ufern.desert", "{entry}: a desert card face down on {field}"),
    M("nile-web.board.ufern.rot", "{entry}: the plants on spaces {spaces} of {row} rot"),
    M("nile-web.board.ufern.said", "{entry}: {what}"),
    M("nile-web.board.ufern.back", "{label}, and its back shows {event}"),
    M("nile-web.board.ufern.sow-a", "sow a {crop} seed on {field}"),
    M("nile-web.board.ufern.sow-an", "sow an {crop} seed on {field}"),
    M("nile-web.board.ufern.plant-ripe", "a ripe {crop} on {field}"),
    M("nile-web.board.ufern.plant-seed", "a seed {crop} on {field}"),
    M("nile-web.board.ufern.grows", "the {crop} on {field} turns ripe"),
    M("nile-web.board.ufern.harvests", "the ripe {crop} on {field} goes to market row {row}"),
    M("nile-web.board.ufern.restores", "the spoiled {crop} on {row}, space {space}, turns ripe again"),
    M("nile-web.board.ufern.caption-desert", "desert"),
    M("nile-web.board.ufern.caption-ripe", "ripe"),
    M("nile-web.board.ufern.caption-seed", "seed"),
    M("nile-web.board.ufern.caption-grow", "grow"),
    M("nile-web.board.ufern.group-sow", "Sow {crop}"),
    M("nile-web.board.ufern.group-ripe", "Ripe {crop}"),
    M("nile-web.board.ufern.group-seed", "Seed {crop}"),
    M("nile-web.board.ufern.group-stack", "Stack {stack}: {first} and {second} waves"),
    M("nile-web.board.ufern.group-remove", "Remove the water card on"),
    M("nile-web.board.ufern.group-reveal-water", "The back of the water card removed from {field}: tap what it shows"),
    M("nile-web.board.ufern.group-reveal-desert", "The back of the desert card covered on {field}: tap what it shows"),
    M("nile-web.board.ufern.group-harvest", "Harvest {field} to"),
    M("nile-web.board.ufern.group-grow", "Grow"),
    M("nile-web.board.ufern.group-desert", "A desert card on"),
    M("nile-web.board.ufern.group-rot", "Rot on {row}, spaces"),
    M("nile-web.board.ufern.group-restore", "Restore"),
])
