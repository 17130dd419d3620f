"""What every check of substance reads from: the plan's statements (fields and sentences, each
drawing label its own), the facts, the page labels, and the item's own finding."""
from __future__ import annotations

import re
from dataclasses import dataclass
from functools import lru_cache

from swppp_audit.language import language
from swppp_audit.model import Check, Evidence, Fact, Finding
from swppp_audit.reading.statements import Statement

NUMBER = r"(?P<num>\d{1,3}(?:,\d{3})+(?:\.\d+)?|\d+(?:\.\d+)?|\.\d+)"


@dataclass(frozen=True)
class Plan:
    """The plan as the checks read it."""

    said: tuple[Statement, ...]
    facts: dict  # name -> Fact
    printed: dict  # page -> the page number printed on it, where it differs
    texts: dict = None  # page -> its text in reading order (for what a drawing's words sit beside)
    ocr: dict = None  # page -> OCR confidence, for the pages OCR read

    def evidence(self, statement: Statement, text: str | None = None) -> Evidence:
        """A statement as a reviewer is shown it: its page, printed label, OCR flag, and a quote."""
        return Evidence.quoted(statement.page, text or statement.text, statement.ocr, statement.printed)

    def quote(self, page: int, text: str) -> Evidence:
        """A line of a page as evidence."""
        return Evidence.quoted(page, text, (self.ocr or {}).get(page), self.printed.get(page, ""))

    def fact(self, name: str) -> Fact | None:
        return self.facts.get(name)


@dataclass(frozen=True)
class Subject:
    """The item a check sits under, with what the matcher found for it."""

    item_id: str
    citation: str
    finding: Finding


@lru_cache(maxsize=None)
def words(name: str) -> re.Pattern:
    """One of language.yaml's `substance` word sets, as one pattern."""
    return re.compile("|".join(f"(?:{w})" for w in language().substance[name]), re.I)


def number(text: str) -> float:
    return float(text.replace(",", ""))


def figure(value: float) -> str:
    """A figure as a letter prints it: 2,000; 4.5; 0.25."""
    return f"{value:,.0f}" if value == int(value) and value >= 10 else f"{value:,.2f}".rstrip("0").rstrip(".")


def result(subject: Subject, rule, status: str, reason: str, value: str = "", evidence=()) -> Check:
    return Check(item_id=subject.item_id, id=f"{subject.item_id}/{rule.id}", kind=rule.kind, status=status,
                 reason=reason, value=value, evidence=tuple(evidence)[:3])


def pages(evidence) -> str:
    listed = sorted({e.page for e in evidence})
    return ("page " if len(listed) == 1 else "pages ") + ", ".join(map(str, listed))


_WORD_NUMBERS = {"one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7, "eight": 8, "nine": 9,
                 "ten": 10}
AREA = re.compile(r"(?:" + NUMBER + r"|(?P<word>\b(?:" + "|".join(_WORD_NUMBERS) + r")))[\s-]*(?:±\s*)?"
                  r"(?P<unit>acres?\b|ac\b\.?|square[\s-]+f(?:ee|oo)t|sq\.?\s*f(?:ee)?t\.?|s\.f\.|sf\b)", re.I)
SQFT_PER_ACRE = 43560


def acres(match: re.Match) -> float:
    """An AREA match in acres."""
    value = _WORD_NUMBERS[match.group("word").lower()] if match.group("word") else number(match.group("num"))
    return value if match.group("unit").lower().startswith("ac") else value / SQFT_PER_ACRE
