"""The data that passes between the stages: small frozen dataclasses, no behaviour beyond views."""
from __future__ import annotations

from dataclasses import dataclass, field
from datetime import date
from typing import Any, Literal, Protocol

Status = Literal["present", "missing", "not_applicable", "needs_review", "waived"]


class ChecklistView(Protocol):
    """What an audit needs of its checklist (judging.checklist.Checklist is one): named here as a
    shape, so the model, the lowest layer, imports nothing of the stages above it."""

    id: str
    title: str
    version: str
    items: tuple

    def item(self, item_id: str) -> Any: ...


@dataclass(frozen=True)
class Table:
    """A ruled table found on a page, as rows of cell texts (header row first). `line` is where
    it sits in the page's text: the number of text lines above it."""

    rows: tuple[tuple[str, ...], ...]
    line: int = 0


@dataclass(frozen=True)
class Page:
    """One page as read: 1-based number, text in reading order, and its tables.

    `readable` is False when the page has no usable text layer (a scan with no OCR): its
    empty text then means "not read", never "nothing there".
    """

    number: int
    text: str
    tables: tuple[Table, ...] = ()
    readable: bool = True
    ocr_confidence: float | None = None
    problem: str = ""
    # pictures on a page with a text layer that hold none of its text (a table pasted in as a
    # screenshot): boxes (left, bottom, right, top) in points, read by OCR
    pictures: tuple[tuple[float, float, float, float], ...] = ()


@dataclass(frozen=True)
class Document:
    path: str
    sha256: str
    pages: tuple[Page, ...]

    @property
    def unreadable_pages(self) -> tuple[int, ...]:
        return tuple(p.number for p in self.pages if not p.readable)


QUOTE_CHARS = 240  # the longest quote kept as evidence: about two lines of a letter


def cut(text: str, limit: int = QUOTE_CHARS) -> str:
    """TEXT shortened at a word to LIMIT characters, marked with an ellipsis where it was cut."""
    return text if len(text) <= limit else text[:limit].rsplit(" ", 1)[0] + " …"


@dataclass(frozen=True)
class Evidence:
    page: int
    text: str
    ocr_confidence: float | None = None  # mean Tesseract word confidence when the page was OCR'd
    label: str = ""  # the page number or sheet printed on the page, where it differs from `page`

    @classmethod
    def quoted(cls, page: int, text: str, ocr_confidence: float | None = None, label: str = "") -> "Evidence":
        """TEXT on PAGE as a reviewer is shown it: the one quote cutter (spaces collapsed, cut at a
        word to QUOTE_CHARS), with the page's OCR flag and printed label kept."""
        return cls(page=page, text=cut(" ".join(text.split())), ocr_confidence=ocr_confidence, label=label)

    @property
    def ocr(self) -> bool:
        return self.ocr_confidence is not None


@dataclass(frozen=True)
class Waiver:
    """A requirement the approving authority waived, as the reviewer records it: under which
    section of the law, and on which day. Never a finding of not applicable: the item applies."""

    citation: str
    granted: date


@dataclass(frozen=True)
class Finding:
    """The matcher's (or the reviewer's) verdict on one checklist item."""

    item_id: str
    status: Status
    reason: str
    evidence: tuple[Evidence, ...] = ()
    source: Literal["tool", "reviewer"] = "tool"
    tool_finding: "Finding | None" = None  # what the tool said, kept when a reviewer overrides
    waiver: Waiver | None = None  # status "waived": the waiver's section and date


@dataclass(frozen=True)
class Check:
    """A check of substance under one item: a figure or list the law sets, read from the plan
    and held against the law. `fail` is a deficiency; `needs_review` names what was not read
    (never a pass); `value` is the figure read ("1 in = 200 ft")."""

    item_id: str
    id: str
    kind: str
    status: Literal["pass", "fail", "needs_review"]
    reason: str
    value: str = ""
    evidence: tuple[Evidence, ...] = ()


@dataclass(frozen=True)
class Fact:
    """A project fact (disturbed acres, single-family, ...) with where it came from."""

    name: str
    value: object
    source: Literal["document", "reviewer", "unknown"]
    evidence: tuple[Evidence, ...] = ()
    note: str = ""


@dataclass(frozen=True)
class Test:
    """One applicability test (a condition or a listed activity) and its three-valued result."""

    id: str
    citation: str
    description: str
    result: bool | None
    why: str


@dataclass(frozen=True)
class Clock:
    received: date | None
    received_stated: bool  # False when the receipt date defaulted to today
    days: int
    citation: str
    basis: str
    decision_due: date | None
    next_business_day: date | None  # set only when decision_due is not a business day
    determined: date
    late: bool
    count: str = "calendar"  # how the law counts the period: calendar or business days
    statutory: bool = True  # False where no law sets the period and the citation names the office's practice

    @property
    def period(self) -> str:
        """"31 days", "45 business days"."""
        return f"{self.days} {'business ' if self.count == 'business' else ''}days"


@dataclass(frozen=True)
class Audit:
    """Everything one audit produced: the input, the checklist used, and the decision."""

    document: Document
    checklist: ChecklistView
    checklist_chosen_by: Literal["option", "detected"]
    facts: tuple[Fact, ...]
    tests: tuple[Test, ...]
    findings: tuple[Finding, ...]
    decision: Literal["complete", "incomplete", "needs_review", "not_required"]
    decision_reasons: tuple[str, ...]
    clock: Clock
    notices: tuple[str, ...] = field(default=())
    # the applicant's numbered responses to an earlier review, linked to their items (rounds.Link)
    responses: tuple = ()
    # how this round compares with the last (judging.rounds.Resubmission); None for a first submission
    resubmission: Any = None
    # who and what the plan is about, as its cover says (reading.cover.read_parties): read once
    parties: dict = field(default_factory=dict)
    # the jurisdiction the plan names where the checklist chosen is another's ("" when they agree)
    other_town: str = ""
    # the unknown facts that decide whether items apply, or whether a plan is required, for the
    # reviewer to set (registry names)
    open_facts: tuple[str, ...] = ()
    # the checks of substance (the law's figures and lists), in checklist order
    checks: tuple[Check, ...] = ()
