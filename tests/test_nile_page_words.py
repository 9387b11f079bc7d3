"""NILE's pages in French and German (issue 22, nilerev defect 6, session 38): what every page hears of the host's
undo ("The host's page took back “plant 2 Papyrus” and “Anna holds ? ?” after it") and the group of the cards a
draw showed were English on the French and German pages (and the tell section's send button), each said in the
page's language now, its entries as that page's buttons say them; English as it was."""

from __future__ import annotations

import html
import re

from scorer.views import SeatViews
from scorer.web.i18n import said_in
from tests.test_nile_table_fixes import HOST, SEATS, _client, _session


def _undone(tmp_path, lang: str) -> dict[str, str]:
    """Each page's line of the host's undo of Anna's planting (and her tell after it), read in ``lang``."""
    session = _session(tmp_path, ("Castor", 0), ("plant 2 Papyrus", 0), ("Anna holds Wheat Flax", 0))
    client, table = _client(session)
    client.post("/undo", data={"t": HOST, "rev": table.revision}, headers={"HX-Request": "true"})
    out = {}
    for who, token in (("host", HOST), ("anna", SEATS[0]), ("ben", SEATS[1])):
        page = html.unescape(client.get(f"/?t={token}", headers={"Accept-Language": lang}).text)
        found = re.search(r"<p>([^<]*(?:took back|a repris|zurückgenommen)[^<]*)</p>", page)
        assert found, (lang, who)
        out[who] = found[1]
    return out


def test_the_hosts_undo_is_heard_in_each_pages_language(tmp_path):
    en = _undone(tmp_path / "en", "en")
    assert en["ben"] == ("The host's page took back “plant 2 Papyrus” and “Anna holds ? ?” after it; the step above "
                         "is the last one now"), en
    assert "“Anna holds Wheat Flax”" in en["anna"]
    fr = _undone(tmp_path / "fr", "fr")
    assert fr["ben"].startswith("La page de l'hôte a repris «\u00a0planter 2 Papyrus\u00a0» et"), fr
    assert "«\u00a0Anna tient Blé Lin\u00a0»" in fr["anna"] and "took" not in fr["host"], fr
    de = _undone(tmp_path / "de", "de")
    assert de["ben"].startswith("Die Seite des Gastgebers hat „anbauen 2 Papyrus“ und danach „Anna hält ? ?“"), de
    assert "„Anna hält Weizen Lein“" in de["anna"], de


def test_the_group_of_a_card_a_draw_showed_and_the_tell_button_are_said_in_the_readers_language(tmp_path):
    group = SeatViews.TOLD_GROUP
    assert group == "shown by the draw just taken, if it came up"  # English (and the records, the tests) as before
    assert said_in(group, "fr").startswith("montrée") and said_in(group, "de").startswith("beim"), group
    session = _session(tmp_path, ("Castor", 0))
    client, _ = _client(session)
    for lang, word in (("fr", "annoncer les cartes touchées"), ("de", "die angetippten Karten ansagen")):
        page = html.unescape(client.get(f"/?t={SEATS[1]}", headers={"Accept-Language": lang}).text)
        assert word in page and "tell the cards tapped" not in page, lang
