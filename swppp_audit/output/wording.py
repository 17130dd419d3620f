"""The few words every output shares: counts and dates, written as a town office writes them."""
from __future__ import annotations

from datetime import date

_PLURALS = {"deficiency": "deficiencies", "document": "documents", "item": "items", "page": "pages"}


def counted(n: int, noun: str) -> str:
    """'1 item', '5 items': never 'item(s)' in a letter someone signs."""
    return f"{n} {noun if n == 1 else _PLURALS.get(noun, noun + 's')}"


def longdate(day: date) -> str:
    """'November 2, 2026'."""
    return f"{day:%B} {day.day}, {day.year}"
