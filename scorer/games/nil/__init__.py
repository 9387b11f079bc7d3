"""NIL (Spear-Spiele 1974): ``board`` (the board and tiles as the referee sees them), ``moves`` (the
move types), ``river`` (the geometric placement rules), ``racks`` (what a rack holds, racks shown, the end's minus),
``rules`` (the phases and the rules as cited), ``engine`` (turns, scoring, the end),
``notation`` (moves written on the board's coordinates, read against the position) and ``record``
(the record format)."""
