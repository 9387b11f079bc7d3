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

>>> said("nile-cli.check.rule", "fr", rule="Fin de la partie")
'règle : Fin de la partie'
>>> said("nile-cli.score.winners", "de", names=["Anna", "Ben"])
'Gewinner: Anna, Ben'
"""

from __future__ import annotations

from scorer.engine.said import Catalogue, Message as M, Value, words

CATALOGUE = Catalogue("nile-cli", [
    # --- nile check: the report
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
    M("nile-cli.play.illegal", "illegal: {reason}"),
    M("nile-cli.play.many-instead", "legal instead: {entries} entries ('list' shows them)"),
    M("nile-cli.play.instead", "legal instead:"),
    M("nile-cli.play.not-recorded", "(not recorded)"),
    M("nile-cli.play.not-an-entry", "not an entry here: {message}"),
    M("nile-cli.play.not-an-entry-quoted", "not an entry here: {entry}: {message}"),
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
    M("nile-cli.play.sealed-bid", "({player}'s bid, sealed: not shown on the table's screen; every bid is opened "
      "together once the last is in)"),
    M("nile-cli.play.bid-refused", "{player}'s bid is refused: why, for {player} only (everyone else looks away)"),
    M("nile-cli.play.typed-at-reason", "(typed while the reason was shown: taken as the next entry)"),
    M("nile-cli.play.question-for", "{player}: a question for {player} only (everyone else looks away)"),
    M("nile-cli.play.asked-of", "Asked of {player} only (everyone else looks away):"),
    M("nile-cli.play.enter-it", "enter it? [y/N] "),
    M("nile-cli.play.was-asked", "(asked of {player}, then hidden)"),
    M("nile-cli.play.not-entered", "(not entered: {entry}; type the step again, or another)"),
    M("nile-cli.play.not-entered-hidden", "(not entered; type the step again, or another)"),
    M("nile-cli.play.bgstats-not-over", "the game is not over: BG Stats logs a play once it has ended"),
    M("nile-cli.play.bgstats-json", "the play is written as a .json file, e.g. bgstats {name}"),
    M("nile-cli.play.undo-number", "undo takes a number of steps, e.g. undo 3 (not {typed})"),
    M("nile-cli.play.undo-too-many", "only {entered} step entered; 'undo {entered}' takes it back", "only {entered} "
      "steps entered; 'undo {entered}' takes them all back", count="entered"),
    M("nile-cli.play.nothing-to-undo", "nothing to undo: no step was entered yet"),
    M("nile-cli.play.undone", "undone: {entries:comma}"),
    M("nile-cli.play.no-picture", "{title} has no picture in this version; 'board' prints the game as text"),
    M("nile-cli.play.control-character", "a picture's file name cannot hold a control character ({name})"),
    M("nile-cli.play.cannot-write", "cannot write the picture: {why}"),
    M("nile-cli.play.folder", "{name} is a folder; name the picture file in it, e.g. {example}"),
    M("nile-cli.play.no-folder", "there is no folder {folder}; name a picture in a folder that exists"),
    M("nile-cli.play.suffix", "a picture is written as a file ending in {formats:comma}, not {name}"),
    M("nile-cli.play.line-too-long", "<stdin>:{line}: a line of more than {chars} characters is longer than any "
      "entry"),
    M("nile-cli.play.not-utf8", "<stdin>:{line}: the line is not UTF-8 text"),
    M("nile-cli.play.toolbar", " {title} · step {step} · {scores}"),
    M("nile-cli.play.toolbar-short", " step {step} · {scores}"),
    M("nile-cli.play.score-hidden-short", "score hidden"),
    M("nile-cli.play.table", "table"),
    M("nile-cli.play.meta-command", "command"),
    M("nile-cli.play.meta-player", "player"),
    # what undo takes back with a step (scorer.rulings.taken_back), said to the table
    M("nile-cli.undo.followed", "undoing also takes back what followed by itself: {news}"),
    M("nile-cli.undo.followed-drawn", "undoing also takes back what followed by itself: {news}; put back what was "
      "drawn there, as it was"),
    M("nile-cli.undo.chance", "{asked}: '{entry}' is taken back; if a card or tile was turned up, dealt or drawn "
      "there, put it back as it was"),
    M("nile-cli.undo.also", "undoing '{entry}' also takes back: {news:semicolon}"),
    M("nile-cli.undo.also-that-step", "undoing that step also takes back: {news:semicolon}"),
    # the commands' help lines (``help``; the command words are typed as they are)
    M("nile-cli.help.?", "list the legal entries here, grouped (where '?' is itself an entry, a card nobody saw, it "
      "is entered)"),
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


def said(id: str, lang: str = "en", **values: Value) -> str:
    """The message ``id`` with ``values`` in words in ``lang`` (:func:`scorer.engine.said.words`); raises
    KeyError for an unknown id or values that are not the ones it needs."""
    return words(id, values, lang)
