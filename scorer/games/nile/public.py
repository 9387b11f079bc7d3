"""The public view of a NILE record (:func:`public_view`): the same game as a table would write it, with
nothing a seat keeps hidden, for checking that the referee reaches the same storages and scores from what
everyone saw (see :mod:`scorer.games.nile.record` for the format)."""

from __future__ import annotations

from typing import Any


def public_view(record: dict[str, Any]) -> dict[str, Any]:
    """The same game as a table would write it: no deal, no cards told, draws as counts (a list only where a Plague
    showed, with '?' for the other cards), no harvests or payouts (they follow from the rules), no
    final storage. The referee must reach the same storages and scores from it."""
    out = {k: v for k, v in record.items() if k not in ("deal", "turns", "storage", "removed", "holds")}

    def shown(cards: Any) -> Any:
        """``cards`` without the cards told between them (a count stays a count)."""
        return [c for c in cards if not (isinstance(c, dict) and "holds" in c)] if isinstance(cards, list) else cards

    def plague(cards: Any) -> bool:
        return isinstance(cards, list) and any(isinstance(c, dict) for c in shown(cards))

    def draws(cards: list[Any]) -> list[Any]:
        return [c if isinstance(c, dict) else "?" for c in shown(cards)]

    def flood(entry: dict[str, Any]) -> dict[str, Any]:
        return {**entry, "flood": shown(entry["flood"])} if "flood" in entry else entry

    turns = []
    for turn in record.get("turns", []):
        t: dict[str, Any] = {}
        for key, value in flood(turn).items():
            if key == "payout":
                kept = {name: draws(cards) for name, cards in value.items() if plague(cards)}
                if kept:
                    t["payout"] = kept
            elif key == "trade":
                t["trade"] = [{k: (draws(v) if k == "drew" else v) for k, v in flood(trade).items()
                               if k not in ("harvest", "payout", "holds") and (k != "drew" or plague(v))}
                              for trade in value]
            elif key == "drew":
                if plague(value):
                    t["drew"] = draws(value)
            elif key not in ("harvest", "holds", "holds_after"):
                t[key] = value
        turns.append(t)
    out["turns"] = turns
    return out
