"""NIL's phases (what the engine waits for) and its rules as cited in messages: in English, with the
French section of ``nil.fr.txt`` after them and the decision of ``data/nil.yaml`` that settles it."""

GAME = "nil"
START, DEAL, TURN, DRAW, REVEAL, OVER = "start", "deal", "turn", "draw", "reveal", "over"

R_START_PLAYER = ("Start of the game: each draws 3 tiles, the highest total starts [Début de la partie]; "
                  "decision start-player")
R_DEAL = "Start of the game: each player draws 5 tiles onto the rack [Début de la partie]"
R_TURN = ("Start of the game: a player places one tile or more, then may stop [Début de la partie]; "
          "No tile possible [Aucune tuile possible]")
R_DRAW = "Start of the game: after the turn, draw back up to 5 tiles [Début de la partie]; decision no-last-draw"
R_TILES = "Contents: 104 printed tiles [Contenu]"
R_RACK = ("Start of the game: a player places tiles from the own rack, hidden from the others "
          "[Début de la partie]")
R_BLUE = "Important rules 5: once on a blue square the river stays in the blue column [Règles importantes, 5]; decision blue-lock"
R_BLOCKED = "No tile possible: if an opponent finds a playable tile, it must be placed [Aucune tuile possible]; decision blocked"
R_UNIVERSAL = ("Universal tile: a player whose only playable tile is a universal must play it "
               "[Tuile universelle]; decision blocked")
R_END = "End of the game [Fin de la partie]; Negative points, 3 [Points négatifs, 3]"
R_SCORE = "Scoring [Comptes; Points positifs; Points négatifs]"
