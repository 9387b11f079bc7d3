"""``nile serve``: the live referee as a web page for the table's phones (:mod:`scorer.web.app`), the game
shared between them (:mod:`scorer.web.table`) and the server's start (:mod:`scorer.web.server`)."""
