"""The steps of a game of *An den Ufern des Nils* (what the engine waits for) and the rules as cited
in messages: in English, with the French section of ``ufern-des-nils.fr.txt`` after them and the
decision of ``games/ufern-des-nils.md`` that settles it."""

GAME = "ufern-des-nils"
START, DEAL, FIRST_BID, SET_DESERT, BOAT, OPEN_WATER, OPEN_PLANT = (
    "start", "deal", "first bid", "set desert", "boat", "opening water", "opening plants")
WATER, REVEAL, ROT, HIPPO_BID, HIPPO_ACT, ACTIONS, OVER = (
    "water", "reveal", "rot", "hippo bid", "hippo actions", "actions", "over")
FLOOD, EBB = "flood", "ebb"
CHANCE_STEPS = (START, DEAL, REVEAL)
ACTION_STEPS = (ACTIONS, HIPPO_ACT)

R_SETUP = "Set-up: three desert cards on fields next to the desert [Préparation]; decision U2"
R_DEAL = "Set-up: the water cards are dealt evenly into two stacks each [Préparation]; decision U3"
R_CARDS = "Contents: 45 water cards and 30 desert cards [Matériel]; decision U3"
R_OPENING = "Opening: two plants to the boat, a water card, a ripe plant and a seed each [Déroulement]; decision U4"
R_DOMINO = "Flood: water cards are laid like dominoes from the river [Déroulement; Flux]; decision U5"
R_FLOOD = "Flood: the first player lays two water cards from the tops of the own stacks [Flux]; decisions U6, U9"
R_COVER = ("Flood: a desert card covered by a water card is turned up, its event applied, and the first player "
           "keeps it as a joker [Flux]")
R_EBB = "Ebb: the first player removes two water cards, the outermost of a row [Reflux]; decisions U8, U9"
R_ARROW = ("Events: an arrow on the card turned up moves the marker one space on the flood and ebb circle "
           "[Événements]; decisions U7, U8")
R_ROT = "Events, rot: two plants rot in one of the N rightmost market rows [Événements, Pourriture]; decision U13"
R_FIELD = ("Opening: at most two plants per field, never two of one player, none on water or desert "
           "[Déroulement]")
R_TURN = "A round: flood or ebb, actions in seat order, the pillar passes left, scoring [Déroulement]; decision U18"
R_PILLAR = ("Phase 3: the first player gives the first-player pillar to the left neighbour "
            "[Déroulement, 3) Changement du premier joueur]; decision U19")
R_SCORE = "Scoring [Décompte]; decisions U20, U21"
R_END = "End of the game [Fin du jeu]; decisions U22, U23"
R_HIPPO = "Variant: the hippo auction [Variantes, Hippopotame]; decision U25"
R_FIRST_BID = "Variant: bidding for first player [Variantes, Détermination du premier joueur]; decision U26"
MARKER = ("Flut", "Ebbe 1", "Ebbe 2")
