"""The few words every output shares: counts and dates, written as a town office writes them."""
from __future__ import annotations

from datetime import date

_PLURALS = {"deficiency": "deficiencies", "document": "documents", "item": "items", "page": "pages"}


def counted(n: int, noun: str) -> str:
    """'1 item', '5 items': never 'item(s)' in a letter someone signs."""
    return f"{n} {noun if n == 1 else _PLURALS.get(noun, noun + 's')}"


# How each status is shown, in the terminal, on the web page and in letters alike.
STATUS_LABEL = {"present": "Present", "missing": "Missing", "needs_review": "Needs review",
                "not_applicable": "Not applicable", "waived": "Waived"}
STATUS_MARK = {"present": "✓", "missing": "✗", "needs_review": "?", "not_applicable": "–", "waived": "W"}


def waived_text(waiver) -> str:
    """'waived under § 189-7D on November 20, 2026': how every output says a waiver."""
    return f"waived under {waiver.citation} on {longdate(waiver.granted)}"
# How an item changed since the last round (judging.rounds.CHANGES), as the web page shows it.
CHANGE_LABEL = {"resolved": "Resolved", "still_missing": "Still missing", "regressed": "Missing again (was present)",
                "new": "New in this round", "unchanged": "Unchanged"}


def longdate(day: date, weekday: bool = False) -> str:
    """'November 2, 2026', or 'Monday, November 2, 2026'."""
    return (f"{day:%A}, " if weekday else "") + f"{day:%B} {day.day}, {day.year}"

