"""The data access the printer (:mod:`pnp`) and the referee (:mod:`scorer`) share: the catalogues of
``data/*.yaml`` read and validated (:mod:`gamedata.catalogue`, :mod:`gamedata.ufern_catalogue`), YAML read
with line numbers (:mod:`gamedata.yamlfile`), where each game's files are (:mod:`gamedata.games`), NIL's tile
geometry (:mod:`gamedata.tiles`), the templates and their words (:mod:`gamedata.templating`), colours read
on a ground (:mod:`gamedata.colour`) and files written so that nothing is lost (:mod:`gamedata.outfile`).

Both sides import it; it imports neither (``tests/test_layers.py``), so the referee does not load the
printer to read a catalogue.
"""
