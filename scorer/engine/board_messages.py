"""The text board's words, by message id (domain ``nile-cli``, with :mod:`scorer.engine.cli_messages`): what
``board`` prints in ``nile play`` and what the page's text board says, one id per game where the games' words
differ, around the game's own words (its crops, tiles, cards). Kept apart from the rest of nile's words only
for the size of one module; ``python -m scorer.i18n update`` finds their lines here.

>>> from scorer.engine.cli_messages import said
>>> said("nile-cli.board.points", "fr")
'Points'
"""

from __future__ import annotations

from scorer.engine.said import Message as M

__all__ = ["BOARD_MESSAGES"]

BOARD_MESSAGES: list[M] = [
    # --- the text board (``board`` in nile play; the page's board): one id per game, its words around the game's
    M("nile-cli.board.points", "Points"),
    # Land Unter (scorer/games/land_unter/view.py)
    M("nile-cli.board.land-unter.over", "Land Unter, {rounds} round: the game is over",
      "Land Unter, {rounds} rounds: the game is over", count="rounds"),
    M("nile-cli.board.land-unter.deal", "Land Unter, round {round} of {rounds}: the deal"),
    M("nile-cli.board.land-unter.head", "Land Unter, round {round} of {rounds}, trick {trick} of {tricks}"),
    M("nile-cli.board.land-unter.open", "Land Unter, round {round} of {rounds}, trick {trick} of {tricks}, open play"),
    M("nile-cli.board.land-unter.trick-up", "Trick {trick}: water {low} and {high} turned up, {pile} left in the pile"),
    M("nile-cli.board.land-unter.trick", "Trick {trick}: no water turned up yet, {pile} left in the pile"),
    M("nile-cli.board.land-unter.played", "Played: {cards:comma|no card yet}; to play: {players:comma}"),
    M("nile-cli.board.land-unter.out", "{player}: out of the round since trick {trick}"),
    M("nile-cli.board.land-unter.belts", "{belts} lifebelt", "{belts} lifebelts", count="belts"),
    M("nile-cli.board.land-unter.no-belt", "no lifebelt left"),
    M("nile-cli.board.land-unter.level", "water level {level}"),
    M("nile-cli.board.land-unter.no-water", "no water card"),
    M("nile-cli.board.land-unter.player", "{player}: {belts}, {water}, {cards} card", "{player}: {belts}, {water}, "
      "{cards} cards", count="cards"),
    M("nile-cli.board.land-unter.your-hand", "{line} (your hand)"),
    M("nile-cli.board.land-unter.some-known", "{line} ({known} known)", "{line} ({known} known)", count="known"),
    M("nile-cli.board.land-unter.known", "known: {cards}"),
    M("nile-cli.board.land-unter.unseen", "{line} (unseen)"),
    # NILE (scorer/games/nile/view.py)
    M("nile-cli.board.nile.head", "{title}: {position}"),
    M("nile-cli.board.nile.players", "Players: {players:comma}"),
    M("nile-cli.board.nile.no-flood", "Flood card: none yet"),
    M("nile-cli.board.nile.flood", "Flood card: {card} (floods {crops:and})"),
    M("nile-cli.board.nile.piles", "Deck {deck}, flood pile {pile}, discard {discard}; {reshuffles}"),
    M("nile-cli.board.nile.piles-removed", "Deck {deck}, flood pile {pile}, discard {discard}, removed {removed}; "
      "{reshuffles}"),
    M("nile-cli.board.nile.no-reshuffle", "no reshuffle left: the deck running out ends the game"),
    M("nile-cli.board.nile.reshuffles", "{left} reshuffle left; after that, the deck running out ends the game",
      "{left} reshuffles left; after that, the deck running out ends the game", count="left"),
    M("nile-cli.board.nile.speculating", "Speculating: {cards:comma}"),
    M("nile-cli.board.nile.hand", "{player}: hand {size} ({cards:comma|empty})"),
    M("nile-cli.board.nile.unseen", "{cards} unseen", "{cards} unseen", count="cards"),
    M("nile-cli.board.nile.fields", "fields: {fields:comma|none}"),
    M("nile-cli.board.nile.storage-hidden", "storage: hidden"),
    M("nile-cli.board.nile.storage-empty", "storage: empty"),  # another's, hidden, known to hold no card yet
    M("nile-cli.board.nile.storage-own", "storage: {piles:comma}; smallest {smallest}"),
    M("nile-cli.board.nile.storage", "storage: {piles:comma}; smallest {smallest}, rank {rank}"),
    M("nile-cli.board.nile.score", "Score: {tiebreak}"),
    # NIL (scorer/games/nil/view.py, textboard.py: the grid's letters and legend)
    M("nile-cli.board.nil.legend", "Lower case: tiles of this (or the last) turn; * where the next tile goes; ^ green "
      "zone (plus), v red zone (minus), ~ blue column; a signed number: a zone's value (+ green, - red), right of the "
      "grid the blue squares' values. The river: = | / \\ where it passes from square to square, @ its open end, > "
      "the start mark."),
    M("nile-cli.board.nil.under", "{zone} (under the river)"),
    M("nile-cli.board.nil.below", "Zone values below the grid: {zones:comma}"),
    M("nile-cli.board.nil.path", "The river from the start: {path}"),
    M("nile-cli.board.nil.open-end", "Open end: {where}"),
    M("nile-cli.board.nil.racks", "Racks: {racks:comma}; bag: {bag}"),
    M("nile-cli.board.nil.trust", "Taken on trust: {claim}"),
    M("nile-cli.board.nil.score", "{player} {total} ({plus} plus, {minus} minus)"),
    M("nile-cli.board.nil.scores", "Scores: {scores:comma}"),
    M("nile-cli.picture.nil.score", "{player}: {total} ({plus} plus, {minus} minus)"),  # nile show's scores line
    M("nile-cli.picture.illegal", "ILLEGAL"),  # the label on a picture's crossed-out move (pnp.picture)
    M("nile-cli.picture.last-step", "LAST STEP"),  # ... and on its ringed last step
    M("nile-cli.picture.caption", "Last step: {entry} ({asked})"),  # nile play's show and the page's picture
    # An den Ufern des Nils (scorer/games/ufern/view.py; the letters of waves and crops stay, the key says them)
    M("nile-cli.board.ufern.east", "East bank (fields from the Nile up; .1 by the Nile)"),
    M("nile-cli.board.ufern.nile", "the Nile"),
    M("nile-cli.board.ufern.west", "West bank (fields from the Nile down)"),
    M("nile-cli.board.ufern.key-field", "W4.2: west bank, row of 4, 2nd field from the Nile; 3p: its palms (a plant's "
      "value there)."),
    M("nile-cli.board.ufern.key-water", "s~~d: a water card, its river-side end first (s single wave, d double, b "
      "blank); next s: the wave the row's next card must meet; closed: a blank end."),
    M("nile-cli.board.ufern.key-plant", "A plant: colour letter and crop ({crops:comma}), the crop a capital when "
      "ripe."),
    M("nile-cli.board.ufern.desert", "desert"),
    M("nile-cli.board.ufern.covered", "covered"),
    M("nile-cli.board.ufern.closed", "closed"),
    M("nile-cli.board.ufern.full", "full"),
    M("nile-cli.board.ufern.next", "next {wave}"),
    M("nile-cli.board.ufern.covered-rows", "Covered at {players} players (not in play): {rows:comma}"),
    M("nile-cli.board.ufern.market", "Market, spaces from the top (* spoiled, ! rotten):"),
    M("nile-cli.board.ufern.market-row", "{row} takes {palms} ({sold}/{size}): {cells:comma}"),
    M("nile-cli.board.ufern.round", "Round {round}; marker: {marker}; first player: {player}"),
    M("nile-cli.board.ufern.opening", "The opening; marker: {marker}; first player: {player}"),
    M("nile-cli.board.ufern.track", "Track: {pawns:comma}; obelisk {obelisk}"),
    M("nile-cli.board.ufern.boat", "Boat: {plants:comma|empty}"),
    M("nile-cli.board.ufern.empty", "empty"),
    M("nile-cli.board.ufern.plants", "plants: {plants:comma|none on the banks}"),
    M("nile-cli.board.ufern.ripe-on", "ripe {crop} {field}"),
    M("nile-cli.board.ufern.seed-on", "{crop} seed {field}"),
    M("nile-cli.board.ufern.supply", "{player} ({letter}): supply {supply}; {jokers} joker; lost {lost}",
      "{player} ({letter}): supply {supply}; {jokers} jokers; lost {lost}", count="jokers"),
]
