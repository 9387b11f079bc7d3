"""An den Ufern des Nils (Abacus 1994): the rules engine, the record format and the board picture."""
