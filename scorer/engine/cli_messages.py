"""nile's own words, by message id: the sentences the commands say around a game's words (issue 25).

A game's rulings, news, prompts and hints are in the game's catalogue (``scorer/games/<game>/messages.py``);
what ``nile check``, ``score``, ``show`` and ``play`` say themselves is here, in one catalogue shared by the
four games (:mod:`scorer.engine.said`; the domain ``nile-cli``, translated in
``scorer/i18n/locale/<lang>/LC_MESSAGES/nile-cli.po``): the check report (``rule:``, ``legal instead:``, the
count of illegal steps, the summary), the score table and the tiebreak sentence
(:mod:`scorer.engine.ranking`, ``templates/score.txt.j2``), a record's step context (``round 1, trick 4``,
``turn 3 (Cleo)``: one id per game where the games' words differ, a French *manche* is a Land Unter round,
a *tour* one of An den Ufern des Nils) and the words of ``nile play`` (its prompts, commands' help lines,
the closing report). The words a player types (``undo``, ``board``, ``hand NAME``) stay as typed.

Ids: ``nile-cli.<where>.<what>``. A front end puts one into words with :func:`said` (the reader's
language); English output is the text here, as it was before it had an id.

>>> said("nile-cli.check.rule", "fr", rule="Fin de la partie").replace("\\xa0", "~")  # French: a no-break space
'règle~: Fin de la partie'
>>> said("nile-cli.score.winners", "de", names=["Anna", "Ben"])
'Gewinner: Anna, Ben'
"""

from __future__ import annotations

from gamedata.outfile import WORDS as OUTPUT_WORDS
from gamedata.yaml_words import WORDS as YAML_WORDS
from scorer.engine.board_messages import BOARD_MESSAGES
from scorer.engine.said import Catalogue, Message as M, Value, words

CATALOGUE = Catalogue("nile-cli", [
    # --- nile check: the report
    M("nile-cli.check.at", "{context}: {reason}"),
    M("nile-cli.check.rule", "rule: {rule}"),
    M("nile-cli.check.legal-instead", "legal instead: {entries:comma}"),
    M("nile-cli.check.illegal-first", "{file}: {steps} illegal step (the first stops the check; --keep-going lists "
      "them all).", "{file}: {steps} illegal steps (the first stops the check; --keep-going lists them all).",
      count="steps"),
    M("nile-cli.check.illegal-all", "{file}: {steps} illegal step.", "{file}: {steps} illegal steps (after the "
      "first, a step may be flagged only because of an earlier mistake).", count="steps"),
    M("nile-cli.check.record", "{file}: {title}, {players} players ({names:comma})."),
    M("nile-cli.check.record-summary", "{file}: {title}, {players} players ({names:comma}), {summary}."),
    M("nile-cli.check.legal", "Every move is legal."),
    M("nile-cli.check.legal-but", "Every move is legal as ruled step by step, but the record says what cannot all "
      "be true."),
    M("nile-cli.check.over", "The game is over."),
    M("nile-cli.check.not-over", "The game is not over: {position}."),
    M("nile-cli.check.findings", "Cannot all be true:"),
    M("nile-cli.check.unchecked", "Not checked (hidden information):"),
    M("nile-cli.check.picture", "picture of the illegal move: {path}"),
    M("nile-cli.check.no-picture", "{title} has no picture in this version"),
    M("nile-cli.check.all-legal", "every move is legal, so there is no illegal move to picture (nile show {record} "
      "--out {path} pictures the game)"),
    M("nile-cli.check.nothing-drawn", "--show: nothing drawn, {path} not written: {why}"),
    # --- nile show: the picture's caption (after a trick, a turn or a round: the game's ``turn_word``)
    M("nile-cli.show.after-trick", "the board after trick {turn} of the record"),
    M("nile-cli.show.after-turn", "the board after turn {turn} of the record"),
    M("nile-cli.show.after-round", "the board after round {turn} of the record"),
    M("nile-cli.show.before-trick", "the board before trick 1"),
    M("nile-cli.show.before-turn", "the board before turn 1"),
    M("nile-cli.show.before-round", "the board before round 1"),
    M("nile-cli.show.illegal", "the record breaks a rule at {where}: {reason} (shown: the board before it)"),
    # --- nile score
    M("nile-cli.score.final", "{title} — final scores"),
    M("nile-cli.score.so-far", "{title} — standings so far (the game is not over)"),
    M("nile-cli.score.player", "Player"),
    M("nile-cli.score.rank", "Rank"),
    M("nile-cli.score.total", "Total"),
    M("nile-cli.score.round", "R{round}"),
    M("nile-cli.score.smallest", "Smallest"),
    M("nile-cli.score.plus", "Plus"),
    M("nile-cli.score.minus", "Minus"),
    M("nile-cli.score.lost", "Lost"),
    M("nile-cli.score.pawn", "Pawn"),
    M("nile-cli.score.winners", "Winner: {names:comma}", "Winners: {names:comma}", count="names"),
    M("nile-cli.score.leaders", "Leader: {names:comma}", "Leaders: {names:comma}", count="names"),
    M("nile-cli.score.played-on", "note: {where}: {reason}; nile said so during play and the table played on, "
      "so the game is scored as played ('nile check {record}' reports it)"),
    M("nile-cli.score.breaks-rules", "cannot score a game that breaks the rules; run 'nile check {record}' for "
      "details"),
    M("nile-cli.score.not-over", "{record}: the game is not over ({position}); use --partial for the standings so "
      "far"),
    # --- the tiebreak in words (rank_by_points; English says "points" after any number, as it always did)
    M("nile-cli.ranking.nobody", "no players"),
    M("nile-cli.ranking.wins", "{player} wins outright with {points} points.", "{player} wins outright with "
      "{points} points.", count="points"),
    M("nile-cli.ranking.leads", "{player} leads with {points} points.", "{player} leads with {points} points.",
      count="points"),
    M("nile-cli.ranking.tie", "{players:and} tie on {points} points: {rule}.", "{players:and} tie on {points} "
      "points: {rule}.", count="points"),
    M("nile-cli.ranking.share-lead", "{players:and} share the lead with {points} points.", "{players:and} share "
      "the lead with {points} points.", count="points"),
    M("nile-cli.ranking.no-tiebreak", "the rules give no tiebreak, so they share the win"),
    M("nile-cli.ranking.no-tiebreak-ours", "the rules give no tiebreak, so they share the win (project decision)"),
    M("nile-cli.ranking.no-tiebreak-decision", "the rules give no tiebreak, so they share the win (decision "
      "{decision})"),
    # --- NILE's tiebreak in words [Décompte des points]: pile by pile, smallest first (scorer/games/nile/score.py)
    M("nile-cli.nile.decided", "{steps:semicolon}: {player} wins."),
    M("nile-cli.nile.decided-lead", "{steps:semicolon}: {player} leads."),
    M("nile-cli.nile.tied-after", "{steps:semicolon}: {players:and} are tied on every pile ({piles:comma}) and share "
      "the win (the rules say: play again)."),
    M("nile-cli.nile.tied-after-lead", "{steps:semicolon}: {players:and} are tied on every pile ({piles:comma}) and "
      "share the lead."),
    M("nile-cli.nile.tied", "{players:and} are tied on every pile ({piles:comma}) and share the win (the rules say: "
      "play again)."),
    M("nile-cli.nile.tied-lead", "{players:and} are tied on every pile ({piles:comma}) and share the lead."),
    M("nile-cli.nile.then", "{before} {after}"),
    M("nile-cli.nile.place-decided", "{steps:semicolon}: {player} ranks ahead of {others:and}."),
    M("nile-cli.nile.place-tied-after", "{steps:semicolon}: {players:and} are tied on every pile ({piles:comma}) and "
      "share their place."),
    M("nile-cli.nile.place-tied", "{players:and} are tied on every pile ({piles:comma}) and share their place."),
    M("nile-cli.nile.smallest-one", "{player}'s smallest pile, {pile}, is the largest"),
    M("nile-cli.nile.smallest-one-others", "{player}'s smallest pile, {pile}, is the largest ({others:comma})"),
    M("nile-cli.nile.smallest-both", "{players:and} both have {pile} as their smallest pile"),
    M("nile-cli.nile.smallest-both-others", "{players:and} both have {pile} as their smallest pile ({others:comma})"),
    M("nile-cli.nile.smallest-all", "{players:and} all have {pile} as their smallest pile"),
    M("nile-cli.nile.smallest-all-others", "{players:and} all have {pile} as their smallest pile ({others:comma})"),
    M("nile-cli.nile.smallest-run-both", "{players:and} both have {piles:comma} as their {count:w} smallest piles"),
    M("nile-cli.nile.smallest-run-both-others", "{players:and} both have {piles:comma} as their {count:w} smallest "
      "piles (smallest pile: {others:comma})"),
    M("nile-cli.nile.smallest-run-all", "{players:and} all have {piles:comma} as their {count:w} smallest piles"),
    M("nile-cli.nile.smallest-run-all-others", "{players:and} all have {piles:comma} as their {count:w} smallest "
      "piles (smallest pile: {others:comma})"),
    M("nile-cli.nile.pile-of", "{player} {pile}"),
    M("nile-cli.nile.compare", "{player}'s {which} is {pile}, {others:comma}"),
    M("nile-cli.nile.possessive", "{player}'s {pile}"),
    M("nile-cli.nile.same-both", "both have {pile} as their {which} pile too"),
    M("nile-cli.nile.same-all", "all have {pile} as their {which} pile too"),
    M("nile-cli.nile.same-many-both", "both have {piles:comma} as their {which} piles too"),
    M("nile-cli.nile.same-many-all", "all have {piles:comma} as their {which} piles too"),
    M("nile-cli.nile.next-n", "next {count:w}"),
    M("nile-cli.nile.ordinals", "{ordinals:and}"),
    M("nile-cli.nile.ordinal.next", "next"),
    M("nile-cli.nile.ordinal.third", "third"),
    M("nile-cli.nile.ordinal.fourth", "fourth"),
    M("nile-cli.nile.ordinal.fifth", "fifth"),
    M("nile-cli.nile.ordinal.sixth", "sixth"),
    M("nile-cli.nile.ordinal.seventh", "seventh"),
    M("nile-cli.nile.ordinal.largest", "largest"),
    # --- what a record's steps are, in a report ("round 1, trick 4: ...")
    M("nile-cli.step.land-unter.trick", "round {round}, trick {trick}"),
    M("nile-cli.step.land-unter.hand", "{step}, {player}'s hand written down"),
    M("nile-cli.step.land-unter.round", "round {round}"),
    M("nile-cli.step.land-unter.deal", "round {round}, deal"),
    M("nile-cli.step.turn", "turn {turn} ({player})"),
    M("nile-cli.step.nile.trade", "{step}, trade {trade}"),
    M("nile-cli.step.deal", "the deal"),
    M("nile-cli.step.nile.after-deal", "after the deal"),
    M("nile-cli.step.nile.final-tally", "final tally"),
    M("nile-cli.step.nile.final-storage", "final storage"),
    M("nile-cli.step.nil.start-player", "the start player"),
    M("nile-cli.step.nil.start-draw", "start draw {draw}"),
    M("nile-cli.step.nil.racks-at-end", "the racks at the end"),
    M("nile-cli.step.nil.rack-at-end", "{player}'s rack at the end"),
    M("nile-cli.step.nil.score-pad", "the score pad"),
    M("nile-cli.step.ufern.set-up", "the set-up"),
    M("nile-cli.step.ufern.pawn", "{player}'s pawn"),
    M("nile-cli.step.ufern.tally", "the tally"),
    M("nile-cli.step.ufern.bid", "bid for first player"),
    M("nile-cli.step.ufern.bid-of", "bid for first player ({player})"),
    M("nile-cli.step.ufern.opening", "the opening"),
    M("nile-cli.step.ufern.opening-of", "the opening ({player})"),
    M("nile-cli.step.ufern.round", "round {round}"),
    M("nile-cli.step.ufern.actions", "round {round}, {player}'s actions"),
    M("nile-cli.step.ufern.flood", "round {round}, flood"),
    M("nile-cli.step.ufern.ebb", "round {round}, ebb"),
    M("nile-cli.step.ufern.hippo", "{step}, hippo auction"),
    M("nile-cli.step.ufern.hippo-actions", "{step}, the hippo's actions"),
    M("nile-cli.step.ufern.obelisk", "the obelisk"),
    # --- a record's summary (nile check, when every move is legal)
    M("nile-cli.summary.land-unter", "{rounds}, {tricks}"),
    M("nile-cli.summary.rounds", "{rounds} round", "{rounds} rounds", count="rounds"),
    M("nile-cli.summary.tricks", "{tricks} trick", "{tricks} tricks", count="tricks"),
    M("nile-cli.summary.land-unter.tally", "a tally of {rounds} round", "a tally of {rounds} rounds",
      count="rounds"),
    M("nile-cli.summary.no-round", "no round was played yet"),
    M("nile-cli.summary.turns", "{turns} turn", "{turns} turns", count="turns"),
    M("nile-cli.summary.no-turn", "no turn was played yet"),
    M("nile-cli.summary.nil.tally", "the score pad's totals"),
    M("nile-cli.summary.nile.tally", "tally of the final storage"),
    M("nile-cli.summary.ufern", "{rounds} round", "{rounds} rounds", count="rounds"),
    M("nile-cli.summary.ufern.no-round", "no round was played yet"),
    M("nile-cli.summary.ufern.tally", "the final pawns"),
    # --- nile play: its lines around the game's words
    M("nile-cli.play.start", "{title}: {players:comma}. Record: {path}"),
    M("nile-cli.play.keys", "Tab completes; list (or ?) shows the legal entries; help lists the commands. Where a "
      "card or tile nobody saw is asked, ? enters it."),
    M("nile-cli.play.type", "type {hint}"),
    M("nile-cli.play.heading", "{text}; type {hint}"),
    M("nile-cli.play.over", "The game is over."),
    M("nile-cli.play.over-undo", "The game is over: undo takes back the last step, quit leaves."),
    M("nile-cli.play.bgstats-hint", "To log the play in BG Stats, type bgstats (or later: nile score {path} --to "
      "bgstats)."),
    M("nile-cli.play.group", "{group}:"),
    M("nile-cli.play.history", "{step:4}  {asked}: {entry}"),
    M("nile-cli.asked.own-step", "{position}: {name}'s own step"),
    # --- a record or a YAML file that cannot be read (gamedata.yamlfile, scorer.record)
    # --- a table the game cannot seat, a name that is none, a player a record does not have (scorer.engine.contract,
    # scorer.record)
    M("nile-cli.setup.in-game", "{game}: {problem}"),
    M("nile-cli.setup.players", "{title} is for {low} to {high} players, not {given}"),
    M("nile-cli.setup.same-name", "every player needs a different name"),
    M("nile-cli.setup.no-variants", "{title} has no variants (not {chosen:comma})"),
    M("nile-cli.setup.no-variant", "{title} has no variant {variant} (it has: {offered:comma})"),
    M("nile-cli.setup.variant-twice", "the variant {variant} is named twice"),
    M("nile-cli.setup.variant-players", "variant {variant} is for {counts:or-all} players, not {given}"),
    M("nile-cli.setup.one-reduction", "choose one deck reduction at most"),
    M("nile-cli.name.empty", "a name cannot be empty"),
    M("nile-cli.name.long", "{name} is longer than a name ({most} characters at most)"),
    M("nile-cli.name.control", "{name} holds a tab, a line break or another control character"),
    M("nile-cli.name.spaces", "{name} has a space at an end or two spaces in a row"),
    M("nile-cli.name.comma", "{name} holds a comma"),
    M("nile-cli.name.write", "{problem}: write each player's name as a word or words"),
    M("nile-cli.record.not-a-player", "{name} is not one of the players ({players:comma})"),
    M("nile-cli.game.these.has", "this version has: {games:comma}"),
    M("nile-cli.game.these.prints", "this version prints: {games:comma}"),
    M("nile-cli.game.these.referees", "this version referees: {games:comma}"),
    M("nile-cli.game.these.simulates", "this version simulates: {games:comma}"),
    M("nile-cli.game.these.studies", "this version studies: {games:comma}"),
    M("nile-cli.game.not-a-word", "name the game as a word, e.g. 'land-unter'; {these}"),
    M("nile-cli.game.planned", "{title} is planned but not in this version yet; {these}"),
    M("nile-cli.game.not-here", "{title} cannot be used here; {these}"),
    M("nile-cli.game.unknown", "unknown game {name}; {these}"),
    M("nile-cli.game.unknown-near", "unknown game {name}; did you mean {near}? {these}"),
    M("nile-cli.game.these-cap.has", "This version has: {games:comma}"),
    M("nile-cli.game.these-cap.prints", "This version prints: {games:comma}"),
    M("nile-cli.game.these-cap.referees", "This version referees: {games:comma}"),
    M("nile-cli.game.these-cap.simulates", "This version simulates: {games:comma}"),
    M("nile-cli.game.these-cap.studies", "This version studies: {games:comma}"),
    M("nile-cli.source.at", "{place}: {message}"),
    M("nile-cli.source.shape.mapping", "{field}: input should be a mapping of fields (name: value lines), not a list "
      "or a single value"),
    M("nile-cli.source.shape.mapping-found", "{field}: input should be a mapping of fields (name: value lines), not a "
      "list or a single value (found {found})"),
    M("nile-cli.source.shape.list", "{field}: input should be a valid list"),
    M("nile-cli.source.shape.list-found", "{field}: input should be a valid list (found {found})"),
    M("nile-cli.source.shape.int", "{field}: input should be a valid integer"),
    M("nile-cli.source.shape.int-found", "{field}: input should be a valid integer (found {found})"),
    M("nile-cli.source.shape.string", "{field}: input should be a valid string"),
    M("nile-cli.source.shape.string-found", "{field}: input should be a valid string (found {found})"),
    M("nile-cli.source.shape.bool", "{field}: input should be a valid boolean, unable to interpret input"),
    M("nile-cli.source.shape.bool-found", "{field}: input should be a valid boolean, unable to interpret input (found "
      "{found})"),
    M("nile-cli.source.shape.ge", "{field}: input should be greater than or equal to {least}"),
    # pydantic's rarer shapes (gamedata.shapes._SHAPES, _length_id) and the words a message quotes as a value
    M("nile-cli.source.shape.bool-type", "{field}: input should be a valid boolean"),
    M("nile-cli.source.shape.bool-type-found", "{field}: input should be a valid boolean (found {found})"),
    M("nile-cli.source.shape.keys", "{field}: keys should be strings"),
    M("nile-cli.source.shape.keys-found", "{field}: keys should be strings (found {found})"),
    M("nile-cli.source.shape.number", "{field}: input should be a valid number"),
    M("nile-cli.source.shape.number-found", "{field}: input should be a valid number (found {found})"),
    M("nile-cli.source.shape.tuple", "{field}: input should be a valid tuple"),
    M("nile-cli.source.shape.tuple-found", "{field}: input should be a valid tuple (found {found})"),
    M("nile-cli.source.shape.one-of", "{field}: input should be {expected:or}"),
    M("nile-cli.source.shape.one-of-found", "{field}: input should be {expected:or} (found {found})"),
    M("nile-cli.source.shape.list-short", "{field}: list should have at least {least} item, not {count}",
      "{field}: list should have at least {least} items, not {count}", count="least"),
    M("nile-cli.source.shape.list-long", "{field}: list should have at most {most} item, not {count}",
      "{field}: list should have at most {most} items, not {count}", count="most"),
    M("nile-cli.source.shape.dict-short", "{field}: dictionary should have at least {least} item, not {count}",
      "{field}: dictionary should have at least {least} items, not {count}", count="least"),
    M("nile-cli.source.shape.dict-long", "{field}: dictionary should have at most {most} item, not {count}",
      "{field}: dictionary should have at most {most} items, not {count}", count="most"),
    M("nile-cli.source.digits", "a number of {digits} digits"),
    M("nile-cli.source.binary", "binary data ({bytes} bytes)"),
    M("nile-cli.source.tag", "this value cannot be read: could not determine a constructor for the tag {tag}"),
    M("nile-cli.source.cannot-read", "this value cannot be read: {problem}"),
    M("nile-cli.source.shape.ge-found", "{field}: input should be greater than or equal to {least} (found {found})"),
    M("nile-cli.source.scalar.int", "{value} cannot be read as a whole number; put it in quotes if it is meant as text"),
    M("nile-cli.source.scalar.float", "{value} cannot be read as a number; put it in quotes if it is meant as text"),
    M("nile-cli.source.scalar.bool", "{value} cannot be read as true or false; put it in quotes if it is meant as text"),
    M("nile-cli.source.scalar.date", "{value} cannot be read as a date (write a date as YYYY-MM-DD, a day that "
      "exists); put it in quotes if it is meant as text"),
    M("nile-cli.source.scalar.other", "{value} cannot be read as a value of type {type}; put it in quotes if it is "
      "meant as text"),
    M("nile-cli.source.base-60", "{value} would be read as a base-60 number; put it in quotes if it is meant as text, "
      "or write the number itself"),
    M("nile-cli.source.too-large", "{value}: no count, score or seed of any game is that large"),
    M("nile-cli.source.documents", "the file holds several YAML documents ('---'); expected one"),
    M("nile-cli.source.alias", "'{alias}' repeats a value by alias; records do not support anchors and aliases "
      "(&name / *name): write the values out"),
    M("nile-cli.source.merge", "'<<' merge keys are not supported; write the values out"),
    M("nile-cli.source.key-twice", "the key {key} repeats a key of this mapping (first at line {line})"),
    M("nile-cli.source.key-plain", "a mapping key must be a plain name or number"),
    M("nile-cli.source.nested", "lists and mappings are nested more than {most} deep here; a record is never nested "
      "like that"),
    M("nile-cli.source.at-unchanged", "{place}: {message}\n(the record was not changed)"),
    M("nile-cli.source.no-file", "no such file"),
    M("nile-cli.source.folder", "this is a folder; expected a YAML file"),
    M("nile-cli.source.pipe", "this is a pipe (FIFO); expected a YAML file"),
    M("nile-cli.source.device", "this is a device; expected a YAML file"),
    M("nile-cli.source.socket", "this is a socket; expected a YAML file"),
    M("nile-cli.source.not-regular", "this is not a regular file; expected a YAML file"),
    M("nile-cli.source.unreadable", "cannot read the file: {reason}"),
    M("nile-cli.source.too-long", "the file is longer than {most:,} bytes; a record is never that long (a whole game "
      "is under 100 KB)"),
    M("nile-cli.source.not-utf8", "the file is not UTF-8 text"),
    M("nile-cli.source.empty", "the file is empty; expected a YAML mapping"),
    M("nile-cli.source.not-text", "this is not readable YAML text"),
    M("nile-cli.source.control", "the character U+{code} is a control character; a record holds only printable text"),
    M("nile-cli.source.invalid", "this is not valid YAML: {what}"),
    # PyYAML's problems said in our words (gamedata.yaml_words: their English there, one place)
    *[M(f"nile-cli.source.yaml.{kind}", text) for kind, text in YAML_WORDS.items()],
    M("nile-cli.source.missing", "'{field}' is missing"),
    M("nile-cli.source.a-field-missing", "a field is missing"),
    M("nile-cli.source.not-a-field", "'{field}' is not a field here"),
    M("nile-cli.source.not-a-record", "a record is a YAML mapping starting with 'game:'"),
    M("nile-cli.source.no-game", "'game' is missing: name the game, e.g. 'game: land-unter'"),
    # --- an output path that cannot be written (gamedata.outfile: its English there, one place)
    M("nile-cli.output.at", "{option}: {message}"),
    *[M(id, text) for id, text in OUTPUT_WORDS.items()],
    M("nile-cli.play.illegal", "illegal: {reason}"),
    M("nile-cli.play.many-instead", "legal instead: {entries} entries ('list' shows them)"),
    M("nile-cli.play.instead", "legal instead:"),
    M("nile-cli.play.not-recorded", "(not recorded)"),
    M("nile-cli.play.not-an-entry", "not an entry here: {message}"),
    M("nile-cli.play.not-an-entry-quoted", "not an entry here: '{entry}': {message}"),
    M("nile-cli.play.not-an-entry-shown", "not an entry here: {entry}: {message}"),
    M("nile-cli.play.expected", "expected: {what}"),
    M("nile-cli.play.nothing-to-list", "nothing to list here"),
    M("nile-cli.play.more", "... and {more} more: type the first letters and press Tab"),
    M("nile-cli.play.anything-else", "anything else is an entry: {hint}"),
    M("nile-cli.play.score-hidden", "the score stays hidden until the end: it would tell the players' hidden cards"),
    M("nile-cli.play.saved", "saved {path}"),
    M("nile-cli.play.saved-resume", "saved {path}; resume with: nile play {path}"),
    M("nile-cli.play.saved-next", "saved {path}; next: {heading}"),
    M("nile-cli.play.resume", "resume with: nile play {path}"),
    M("nile-cli.play.quit", "Quit? Every step is saved in {path}. [y/N] "),
    M("nile-cli.play.hand-who", "hand NAME shows one player's hidden cards: name one of {players:comma}"),
    M("nile-cli.play.hand-who-not", "hand NAME shows one player's hidden cards: name one of {players:comma} (not "
      "{typed})"),
    M("nile-cli.play.hides-nothing", "{title} hides nothing in a player's hand: the table sees it all"),
    M("nile-cli.play.shown-to", "Shown to {player} only (everyone else looks away):"),
    M("nile-cli.play.to-tell", "to tell, type"),
    M("nile-cli.play.to-tell-eg", "to tell, type e.g. {entry}"),
    M("nile-cli.play.press-enter", "press Enter to hide it "),
    M("nile-cli.play.was-shown", "(shown to {player}, then hidden: 'hand {player}' shows it again)"),
    M("nile-cli.play.typed-at-hand", "(typed while the hand was shown: taken as the next entry)"),
    M("nile-cli.play.typed-at-notice", "(typed while the notice was shown: taken as the next entry)"),
    M("nile-cli.play.notice-for", "{player}: a notice for {player} only (everyone else looks away)"),
    M("nile-cli.play.hidden-entry", "(an entry with the hidden cards of {players:and}: not shown on the table's "
      "screen)"),
    M("nile-cli.play.that-entry", "that entry"),
    M("nile-cli.play.sealed-bid", "({player}'s entry, sealed: not shown on the table's screen; all are shown "
      "together once the last is in)"),
    M("nile-cli.play.bid-refused", "{player}'s entry is refused: why, for {player} only (everyone else looks away)"),
    M("nile-cli.play.typed-at-reason", "(typed while the reason was shown: taken as the next entry)"),
    M("nile-cli.play.question-for", "{player}: a question for {player} only (everyone else looks away)"),
    M("nile-cli.play.asked-of", "Asked of {player} only (everyone else looks away):"),
    M("nile-cli.play.enter-it", "enter it? [y/N] "),
    M("nile-cli.play.was-asked", "(asked of {player}, then hidden)"),
    M("nile-cli.play.not-entered", "(not entered: {entry}; type the step again, or another)"),
    M("nile-cli.play.not-entered-hidden", "(not entered; type the step again, or another)"),
    M("nile-cli.play.by-itself-last", "(taken by nile itself just now: {step})"),
    M("nile-cli.play.bgstats-not-over", "the game is not over: BG Stats logs a play once it has ended"),
    M("nile-cli.play.bgstats-json", "the play is written as a .json file, e.g. bgstats {name}"),
    M("nile-cli.play.undo-number", "undo takes a number of steps, e.g. undo 3 (not {typed})"),
    M("nile-cli.play.undo-too-many", "only {entered} step entered; 'undo {entered}' takes it back", "only {entered} "
      "steps entered; 'undo {entered}' takes them all back", count="entered"),
    M("nile-cli.play.nothing-to-undo", "nothing to undo: no step was entered yet"),
    M("nile-cli.play.undone", "undone: {entries:comma}"),
    M("nile-cli.play.undone-at", "{entry} ({step})"),
    M("nile-cli.play.no-picture", "{title} has no picture in this version; 'board' prints the game as text"),
    M("nile-cli.play.control-character", "a picture's file name cannot hold a control character ({name})"),
    M("nile-cli.play.cannot-write", "cannot write the picture: {why}"),
    M("nile-cli.play.folder", "{name} is a folder; name the picture file in it, e.g. {example}"),
    M("nile-cli.play.no-folder", "there is no folder {folder}; name a picture in a folder that exists"),
    M("nile-cli.play.suffix", "a picture is written as a file ending in {formats:comma}, not {name}"),
    M("nile-cli.play.line-too-long", "<stdin>:{line}: a line of more than {chars:,} characters is longer than any "
      "entry"),
    M("nile-cli.play.not-utf8", "<stdin>:{line}: the line is not UTF-8 text"),
    M("nile-cli.play.toolbar", " {title} · step {step} · {scores}"),
    M("nile-cli.play.toolbar-short", " step {step} · {scores}"),
    M("nile-cli.play.score-hidden-short", "score hidden"),
    M("nile-cli.play.table", "table"),
    M("nile-cli.play.meta-command", "command"),
    M("nile-cli.play.meta-player", "player"),
    # an entry refused where only hidden cards break a rule (scorer/views.py, scorer/peek.py): neither the rule nor
    # the reason is said, as they would tell the cards
    M("nile-cli.hidden.rule", "not named here: the rule it breaks would tell what is hidden"),
    # the group of the entries that tell what a draw the session took by itself showed (NILE: Anna drew Plague)
    M("nile-cli.told-group", "shown by the draw just taken, if it came up"),
    M("nile-cli.hidden.reason", "'{entry}' does not fit what is hidden here, so the reason is not shown here; the "
      "player's own page (or 'hand NAME' in nile play) says why"),
    M("nile-cli.hidden.reason-of", "'{entry}' does not fit what is hidden here ({player}'s), so the reason is not "
      "shown here; the player's own page (or 'hand NAME' in nile play) says why"),
    M("nile-cli.hidden.reason-any", "'{entry}' does not fit what is hidden here (a player's), so the reason is not "
      "shown here; the player's own page (or 'hand NAME' in nile play) says why"),
    M("nile-cli.hidden.reason-own", "'{entry}' is ruled out by a card hidden from this page (another player's hand "
      "or a card face down), so the reason is not shown: it would tell that card"),
    # at nile play's one keyboard (scorer/refusals.py): whose 'hand NAME' says why, and what it says
    M("nile-cli.hidden.reason-hand", "'{entry}' does not fit what is hidden here ({player}'s), so the reason is not "
      "shown on the table's screen: 'hand {player}' shows it, to {player} alone"),
    M("nile-cli.hidden.reason-hand-unnamed", "'{entry}' does not fit what is hidden here (another player's), so the "
      "reason is not shown on the table's screen, nor whose it is: each player's own 'hand NAME' says whether it is "
      "theirs, to that player alone"),
    M("nile-cli.hidden.reason-together", "'{entry}' does not fit what the players hold together, hidden here, so the "
      "reason is not shown: no one player's own cards tell it"),
    M("nile-cli.play.refused-why", "'{entry}' was refused: {reason}"),
    M("nile-cli.hidden.not-yours", "'{entry}' is not {player}'s to play now: {player}'s own hand and what the table "
      "saw allow it, so another player's cards rule it out (their hand, or a card face down); which is not said, as "
      "it would tell them. Tap another card."),
    # BG Stats: the play written and how to log it (scorer/bgstats.py's send_lines)
    M("nile-cli.bgstats.wrote", "wrote {path}"),
    M("nile-cli.bgstats.already", "already written: {path}"),
    M("nile-cli.bgstats.open", "Open this link on the phone with BG Stats, or scan the code below, to log the play:"),
    M("nile-cli.bgstats.narrow", "(the QR code is {wide} columns wide and this terminal {columns}: widen the window "
      "and ask again to see it, or send the link to the phone)"),
    # hand NAME: one player's hidden things, a line per group (scorer/games/<game>/seats.py's ``hand``)
    M("nile-cli.hand.line", "{group}: {items:comma|nothing}"),
    M("nile-cli.hand.hand", "hand"),
    M("nile-cli.hand.rack", "rack"),
    M("nile-cli.hand.storage", "storage"),
    M("nile-cli.hand.nil.not-entered", "{tiles} not entered", "{tiles} not entered", count="tiles"),
    M("nile-cli.hand.nil.told-by-mistake", "1 told by mistake ('{entry}'...)"),
    M("nile-cli.hand.nile.not-told", "{cards} not told", "{cards} not told", count="cards"),
    M("nile-cli.hand.nile.hidden", "hidden"),
    M("nile-cli.hand.nile.pile", "{crop} {cards}"),
    *BOARD_MESSAGES,  # the text board's words (scorer.engine.board_messages)
    # --- nile print: its console lines (the pack's own progress lines are the print catalogue's: pnp/build.py)
    # --- nile print --pod's own lines (scorer.cli.printing): the shop's files stay English, the lines are the reader's
    M("nile-cli.pod.why-lang", "a shop's files are printed in English"),
    M("nile-cli.pod.why-canvas", "the shop's canvas sets the size and bleed"),
    M("nile-cli.pod.ignored", "{option} does not apply to --pod ({why}); ignored"),
    M("nile-cli.pod.game", "[{number}/{games}] {game} for {shop} ..."),
    M("nile-cli.pod.component", "{name}: {count} × {width:g} × {height:g} mm -> {canvas}"),
    M("nile-cli.pod.trim", "the trim size {width:g} × {height:g} mm plus {bleed:g} mm bleed ({size})"),
    M("nile-cli.pod.no-product", "no {shop} product of this shape and size; written at {written}"),
    M("nile-cli.pod.no-product-nearest", "no {shop} product of this shape and size; nearest: {nearest}, {width:g} × "
      "{height:g} mm; written at {written}"),
    M("nile-cli.pod.no-text", "{component}: no text"),
    M("nile-cli.pod.inside", "{component}: text inside the safe area: the closest, {text} on {face}, is {closest:.2f} "
      "mm inside the cut; the shop asks {needed:.2f} mm"),
    M("nile-cli.pod.outside", "WARNING: {component}: text OUTSIDE by {by:.2f} mm ({px:.0f} px) the safe area: the "
      "closest, {text} on {face}, is {closest:.2f} mm inside the cut; the shop asks {needed:.2f} mm"),
    M("nile-cli.pod.progress", "{files} files from {faces} distinct faces, {workers} worker",
      "{files} files from {faces} distinct faces, {workers} workers", count="workers"),
    M("nile-cli.pod.done", "{files} files in {seconds:.1f} s"),
    M("nile-cli.print.printing", "[{number}/{games}] printing {game} ({options:comma}) ..."),
    M("nile-cli.print.card-size", "--card-size {size} does not apply to {title} ({why}); ignored"),
    M("nile-cli.print.fields-size", "its cards are the size of the board's fields"),
    M("nile-cli.print.no-cards", "it has no cards"),
    M("nile-cli.print.board-single", "--board single does not apply to {title} (it has no board); ignored"),
    M("nile-cli.print.tokens", "--tokens {shape} does not apply to {title} (its pieces have one shape); ignored"),
    # what undo takes back with a step (scorer.rulings.taken_back), said to the table
    M("nile-cli.undo.followed", "undoing also takes back what followed by itself: {news}"),
    M("nile-cli.undo.followed-put", "undoing also takes back what followed by itself: {news}; {put}"),
    M("nile-cli.undo.put-back", "{asked}: '{entry}' is taken back; {put}"),
    # a telling undone (NILE: the card drawn named after the face-down draw): the step itself stays (frderev2 C-f)
    M("nile-cli.undo.told", "{asked}: what was told of the card drawn there is taken back; the card stays drawn, "
      "face down, its face untold"),
    M("nile-cli.undo.told-own", "{asked}: '{entry}', as told, is taken back; the card stays drawn, face down, its face "
      "untold"),
    # what to put back, for a game that does not say it in its own words (GameSpec.put_back)
    M("nile-cli.undo.chance", "if a card or tile was turned up, dealt or drawn there, put it back as it was"),
    M("nile-cli.undo.also", "undoing '{entry}' also takes back: {news:semicolon}"),
    # what the session says of an entry it cannot read
    M("nile-cli.session.too-long", "an entry of {chars} characters is longer than any move"),
    M("nile-cli.session.over", "the game is over; nothing more can be entered"),
    M("nile-cli.session.over-there", "the game is over there; nothing more can be entered"),
    M("nile-cli.session.by-itself", "'{entry}' is a step nile took by itself ({where}: {step}); nothing entered"),
    M("nile-cli.session.by-itself-next", "{said} (for {player}'s own step, name the player: {named})"),
    M("nile-cli.session.by-itself-ask", "nile has just taken '{entry}' by itself ({step}). Enter it for {player} too, "
      "as '{named}'? [y/N] "),
    M("nile-cli.session.by-itself-over", "'{entry}' is a step nile took by itself ({where}: {step}); the game is "
      "over: nothing entered"),
    # nile serve's console (scorer/web/server.py): the links the host hands out, in the server's language
    M("nile-cli.serve.players", "{title}: {players:comma}. Record: {path}"),
    M("nile-cli.serve.each", "Each player opens their own link (it shows their hand, rack or storage to them only):"),
    M("nile-cli.serve.table", "The table (read-only, what everyone sees): {address}"),
    M("nile-cli.serve.host", "Host (enters any step for any player: a table with one phone): {address}"),
    M("nile-cli.serve.open-host", "warning: --host {host}: anyone on this network can read the table's view at this "
      "address; only the tokens in the links let a phone enter moves or see a hand"),
    M("nile-cli.serve.stop", "Ctrl-C stops the server; every step is saved, and nile serve RECORD goes on."),
    # a hidden card typed after the draw the session took by itself (NILE: a bare card name after a market draw):
    # the fact said on every screen, never the card (frderev D1; README: "A line typed is said again once entered")
    M("nile-cli.session.told-hidden", "{step}: noted, the card kept hidden"),
    M("nile-cli.session.again", "'{entry}' was already recorded (the last step); it was not entered twice"),
    M("nile-cli.session.overruled-undo", "To play again from before “{entry}”, take back the last entry: undo {entries}",
      "To play again from before “{entry}”, take back the last {entries} entries: undo {entries} (each is named as "
      "it goes)", count="entries"),
    M("nile-cli.session.part", "part {part} of {parts} ('{entry}'): {message}"),
    # why a page's entry was not applied: the game moved on since the page was drawn (scorer.overlap)
    M("nile-cli.session.moved.taken-back", "a step this page showed was taken back"),
    M("nile-cli.session.moved.no-step", "it answers no step of the game as it is now"),
    M("nile-cli.session.moved.no-entry", "it is no entry now: a step entered since changed what is legal"),
    M("nile-cli.session.moved.other-player", "it would now be {now:and}'s step, not {then:and}'s as on this page"),
    M("nile-cli.session.moved.the-table", "the table"),
    M("nile-cli.session.moved.other-step", "it would now mean another step than on this page"),
    M("nile-cli.session.moved.twice", "another page entered {names:and}'s step meanwhile: this entry would answer it "
      "twice"),
    M("nile-cli.session.moved.twice-table", "another page entered this step (one no player takes) meanwhile: this "
      "entry would answer it twice"),
    # a seat's page refuses what is another's to enter (scorer.views.TableView.entry_problem, scorer.whose)
    M("nile-cli.session.tells-hidden", "'{entry}' tells what only {names:and} may see: it is entered on {names:and}'s "
      "own page (or the host's), not on this one"),
    M("nile-cli.session.guarded", "'{entry}' is {names:and}'s to enter, on {names:and}'s own page (or the host's): "
      "whether it is legal depends on what only {names:and} may see"),
    M("nile-cli.session.their-draw", "'{entry}' is {names:and}'s draw: {names:and} tells it on {names:and}'s own page "
      "(or the host's page does); {mine}'s page enters {mine}'s own steps"),
    M("nile-cli.session.their-step", "'{entry}' is {names:and}'s step: {names:and} enters it on {names:and}'s own page "
      "(or the host's page does); {mine}'s page enters {mine}'s own steps"),
    M("nile-cli.session.not-here", "this entry cannot be read in this position"),
    M("nile-cli.session.players", "--players: {problem}"),
    M("nile-cli.session.alike", "'{other}' and '{name}' differ only in capitals, and entries are read ignoring them; give them names told apart"),
    # starting and resuming a record (TableSession.start, .resume): the record is never changed
    M("nile-cli.session.alike-unchanged", "{path}: players: {problem} (the record was not changed)"),
    M("nile-cli.session.exists", "{path} already exists; nile never overwrites a record (resume it with 'nile play "
      "{path}', or choose another --out)"),
    M("nile-cli.session.no-free-name", "no free record name beside {path}; choose one with --out"),
    M("nile-cli.session.unread-unchanged", "{error}\n(the record was not changed)"),
    M("nile-cli.session.tally-only", "{path} holds the end counts of a game, not its moves: there is nothing to go on "
      "from"),
    M("nile-cli.session.breaks-unchanged", "{where}: {context}: {reason}\n  rule: {rule}\nthe record breaks a rule, "
      "so the game cannot go on from it; fix the step ('nile check {path}' shows it) and resume (the record was not "
      "changed)"),
    M("nile-cli.undo.then-itself", "then, by itself: {news}"),
    M("nile-cli.undo.also-that-step", "undoing that step also takes back: {news:semicolon}"),
    # the commands' help lines (``help``; the command words are typed as they are)
    M("nile-cli.help.?", "list the legal entries here, grouped (where '?' is itself an entry, a card nobody saw, it "
      "is entered)"),
    # the commands' words as a reader types them (English is always read too): scorer.play.COMMAND_WORDS
    M("nile-cli.command.list", "list"),
    M("nile-cli.command.undo", "undo"),
    M("nile-cli.command.board", "board"),
    M("nile-cli.command.score", "score"),
    M("nile-cli.command.history", "history"),
    M("nile-cli.command.hand", "hand"),
    M("nile-cli.command.quit", "quit"),
    M("nile-cli.command.help", "help"),
    M("nile-cli.command.show", "show"),
    M("nile-cli.command.save", "save"),
    M("nile-cli.help.list", "list the legal entries here, grouped"),
    M("nile-cli.help.undo", "take back the last step (undo 3: the last three)"),
    M("nile-cli.help.show", "write a picture of the game (show FILE.svg or FILE.png; default beside the record) and "
      "print its path"),
    M("nile-cli.help.board", "print the game as text: the board, or hands, piles and water levels"),
    M("nile-cli.help.score", "print the running score"),
    M("nile-cli.help.history", "print every step entered so far"),
    M("nile-cli.help.hand", "show one player's hidden cards (hand NAME: a hand, rack or storage, and what that "
      "player must not miss, such as told cards that gave way), to that player only"),
    M("nile-cli.help.save", "save the record now (it is saved after every step anyway)"),
    M("nile-cli.help.bgstats", "once the game is over: write the play for BG Stats (bgstats FILE.json; default "
      "beside the record) and print the link and QR code that log it there"),
    M("nile-cli.help.quit", "save and stop; resume later with: nile play RECORD"),
    M("nile-cli.help.help", "print this list"),
])


def breaks_a_rule(caption: str) -> bool:
    """True when ``caption`` (a picture's, :func:`said` in any language) says the record breaks a rule
    (``nile-cli.show.illegal``): the picture heads it in the alarm colour.

    >>> breaks_a_rule(said("nile-cli.show.illegal", "de", where="r.yaml:3:1", reason="x")), breaks_a_rule("after turn 2")
    (True, False)
    """
    from scorer.i18n.catalogues import LANGUAGES

    return any(caption.startswith(said("nile-cli.show.illegal", lang, where="\x00", reason="").split("\x00")[0])
               for lang in LANGUAGES)


def said(id: str, lang: str = "en", **values: Value) -> str:
    """The message ``id`` with ``values`` in words in ``lang`` (:func:`scorer.engine.said.words`); raises
    KeyError for an unknown id or values that are not the ones it needs."""
    return words(id, values, lang)
