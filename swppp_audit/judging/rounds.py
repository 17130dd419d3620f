"""Rounds of one application: a resubmission compared with the round before it.

Each item of the new round gets a change (resolved, still_missing, regressed, new, unchanged);
each deficiency keeps the comment number it got in the round where it was first raised; a
reviewer's settlement of an earlier round carries over only while the passage it rests on is
still in the plan; and the applicant's numbered responses are linked to their comments and
checked against the places they point to.

An earlier round is a `Round`, read from its JSON audit, from the `rounds:` history of a review
file, or from an audit of the earlier PDF: all three give the same record (`record`).
"""
from __future__ import annotations

import re
from dataclasses import dataclass, field, replace
from datetime import date

from swppp_audit.model import Finding, Waiver
from swppp_audit.reading.layout import Layout
from swppp_audit.reading.responses import Response

OPEN = ("missing", "needs_review")  # a deficiency, or one the reviewer has yet to settle
CHANGES = ("resolved", "still_missing", "regressed", "new", "unchanged")


class RoundError(ValueError):
    """An earlier round that cannot be read; the message names the file and what is wrong."""


@dataclass(frozen=True)
class Settled:
    """A reviewer's settlement of an item in an earlier round, and the passage it rested on."""

    status: str
    reason: str
    passage: str = ""  # the quote the tool found then ("" when it found none)
    page: int | None = None
    waiver: Waiver | None = None  # a waiver granted for the application stands in its later rounds


@dataclass(frozen=True)
class Round:
    """One earlier round as recorded: its file, dates, decision, each item's status and the
    comment numbers of its deficiencies (those raised then and earlier)."""

    number: int
    file: str
    sha256: str
    received: date | None
    letter_date: date | None  # the determination (the letter's date), where known
    decision: str
    statuses: dict = field(default_factory=dict)  # item id -> status
    comments: dict = field(default_factory=dict)  # item id -> comment number
    settled: dict = field(default_factory=dict)  # item id -> Settled
    checklist: str = ""  # the checklist it was audited against ("" where not recorded)
    parties: dict = field(default_factory=dict)  # its cover's owner, project and location


@dataclass(frozen=True)
class Link:
    """One numbered response, the item its comment is about, and what the plan shows of it."""

    response: Response
    item_id: str | None  # None: the comment could not be tied to one item
    linked_by: str  # "comment 3 of round 1", "its words", ""
    check: str  # the reviewer's note: what the pointed-to places hold, or the deferral


@dataclass(frozen=True)
class Resubmission:
    """How this round compares with the last: the basis of the round-N letter."""

    round: int
    history: tuple[Round, ...]  # every earlier round, oldest first; the last is the previous one
    changes: dict  # item id -> one of CHANGES
    comments: dict  # item id -> comment number, for every item with an open or resolved comment
    new_comments: frozenset  # item ids whose comment is raised in this round
    resolved: tuple[int, ...]  # comment numbers the new plan settles

    @property
    def previous(self) -> Round:
        return self.history[-1]


# -- reading an earlier round -----------------------------------------------------------------

def _date(value, where: str) -> date | None:
    if value in (None, ""):
        return None
    if isinstance(value, date):
        return value
    try:
        return date.fromisoformat(str(value))
    except ValueError:
        raise RoundError(f"{where}: {value!r} is not a date (YYYY-MM-DD)") from None


def from_record(raw: dict, where: str) -> Round:
    """A round from its record (a review file's `rounds:` entry, as `as_record` writes it)."""
    if not isinstance(raw, dict) or not raw.get("file"):
        raise RoundError(f"{where}: a round needs at least its file:")
    try:
        number = int(raw.get("round") or 1)
        comments = {str(k): int(v) for k, v in (raw.get("comments") or {}).items()}
    except (TypeError, ValueError):
        raise RoundError(f"{where}: round and comment numbers must be whole numbers") from None
    settled = {str(k): Settled(str(v.get("status")), str(v.get("reason") or ""), str(v.get("passage") or ""),
                               v.get("page"), _waiver(v.get("waiver"), where))
               for k, v in (raw.get("settled") or {}).items() if isinstance(v, dict)}
    return Round(number, str(raw["file"]), str(raw.get("sha256") or ""), _date(raw.get("received"), where),
                 _date(raw.get("letter_date"), where), str(raw.get("decision") or ""),
                 {str(k): str(v) for k, v in (raw.get("statuses") or {}).items()}, comments, settled,
                 str(raw.get("checklist") or ""), _identity(raw.get("parties")))


def from_json(data: dict, where: str) -> tuple[Round, ...]:
    """The rounds an audit's JSON (`check --format json`) records: its history, then itself."""
    if not isinstance(data, dict) or "items" not in data or "sha256" not in data:
        raise RoundError(f"{where}: not an audit's JSON (swppp-audit check --format json)")
    history = tuple(from_record(r, f"{where}: rounds[{i}]") for i, r in enumerate(data.get("rounds") or ()))
    items = data["items"]
    comments = {i["id"]: i["comment"] for i in items if i.get("comment")}
    if not comments and not history:  # an audit made before rounds: numbered as its letter numbered them
        comments = {i["id"]: n for n, i in enumerate((i for i in items if i["status"] == "missing"), 1)}
    settled = {i["id"]: Settled(i["status"], i["reason"].removeprefix("reviewer: "),
                                *_passage(i.get("tool_finding") or {}), _waiver(i.get("waiver"), where))
               for i in items if i.get("source") == "reviewer"}
    this = Round(int(data.get("round") or len(history) + 1), str(data.get("file", "")).rsplit("/", 1)[-1],
                 data["sha256"], _date(data.get("received") if data.get("received_stated", True) else None, where),
                 _date(data.get("determined"), where), str(data.get("decision", "")),
                 {i["id"]: i["status"] for i in items}, comments, settled,
                 str((data.get("checklist") or {}).get("id") or ""), _identity(data.get("parties")))
    return history + (this,)


def _waiver(raw, where: str) -> Waiver | None:
    """A recorded waiver ({citation, date}), or None."""
    if not raw:
        return None
    if not isinstance(raw, dict) or not raw.get("citation"):
        raise RoundError(f"{where}: a waiver records its citation and date")
    return Waiver(str(raw["citation"]), _date(raw.get("date"), where))


def _passage(finding: dict) -> tuple[str, int | None]:
    evidence = (finding.get("evidence") or [{}])[0]
    return str(evidence.get("text") or ""), evidence.get("page")


def as_record(r: Round) -> dict:
    """One round as a review file's `rounds:` entry (and the JSON's `rounds`) holds it."""
    out = {"round": r.number, "file": r.file, "sha256": r.sha256,
           "received": r.received.isoformat() if r.received else None,
           "letter_date": r.letter_date.isoformat() if r.letter_date else None,
           "decision": r.decision, "comments": dict(r.comments), "statuses": dict(r.statuses)}
    if r.checklist:
        out["checklist"] = r.checklist
    if r.parties:
        out["parties"] = dict(r.parties)
    if r.settled:
        out["settled"] = {k: {"status": s.status, "reason": s.reason, "passage": s.passage, "page": s.page,
                              **({"waiver": {"citation": s.waiver.citation, "date": s.waiver.granted.isoformat()}}
                                 if s.waiver else {})}
                          for k, s in r.settled.items()}
    return out


# -- the same application ----------------------------------------------------------------------

# What names an application on its cover: a revised plan keeps at least one of them.
IDENTITY = ("owner", "project", "location")
# Of the shorter of two names, the share of its words the other must have for them to agree
# ("Maple Ridge Subdivision" and "Maple Ridge Subdivision, Revision 1").
_AGREEING_WORDS = 0.6


def _identity(parties) -> dict:
    return {k: str(parties[k]) for k in IDENTITY if isinstance(parties, dict) and parties.get(k)}


def _name_words(text: str) -> set[str]:
    return {w for w in re.findall(r"[a-z0-9]+", text.lower()) if len(w) > 2 or w.isdigit()}


def _agree(one: str, other: str) -> bool:
    a, b = _name_words(one), _name_words(other)
    return bool(a and b) and len(a & b) >= _AGREEING_WORDS * min(len(a), len(b))


def same_pdf(previous: Round, sha256: str) -> str | None:
    """Why PREVIOUS is this very PDF (the same SHA-256), else None: no plan is its own earlier round."""
    if previous.sha256 and previous.sha256 == sha256:
        return (f"{previous.file or 'the earlier round'} is this same PDF (the same SHA-256): the earlier round is "
                "the last submission's file, not the revised plan")
    return None


def not_same_application(previous: Round, checklist_id: str, sha256: str, parties: dict,
                         reviewer_says_so: bool = False) -> str | None:
    """Why PREVIOUS cannot be this plan's last round, else None. Never this same PDF; never
    another town's checklist; and the same project by its cover (one of owner, project and
    location agreeing) unless the reviewer says it is (REVIEWER_SAYS_SO)."""
    where = previous.file or "the earlier round"
    same = same_pdf(previous, sha256)
    if same:
        return same
    if previous.checklist and previous.checklist != checklist_id:
        return (f"{where} was audited against {previous.checklist} and this plan against {checklist_id}: "
                "rounds of one application are reviewed under one law")
    if reviewer_says_so:
        return None
    here = _identity(parties)
    shared = [k for k in IDENTITY if k in here and k in previous.parties]
    if any(_agree(previous.parties[k], here[k]) for k in shared):
        return None
    tell = "if it is this application's last round, say so with --previous-is-same-project"
    if shared:
        k = shared[0]
        return f"{where} is not this project by its cover ({k}: '{previous.parties[k]}' there, '{here[k]}' here); {tell}"
    return f"{where} does not show the same project: no owner, project or location on both covers to compare; {tell}"


# -- comparing ---------------------------------------------------------------------------------

def _change(before: str | None, now: str) -> str:
    if before in (None, "not_applicable"):
        return "unchanged" if now == "not_applicable" else "new"
    if before in OPEN:
        return "still_missing" if now in OPEN else "resolved"
    return "regressed" if now in OPEN else "unchanged"


def compare(history: tuple[Round, ...], order: list[str], findings: tuple[Finding, ...]) -> Resubmission:
    """This round's findings against the last round's. ORDER is the letter's order of the items
    (new comments are numbered in it, after every number used before)."""
    previous = history[-1]
    status = {f.item_id: f.status for f in findings}
    changes = {item: _change(previous.statuses.get(item), status[item]) for item in order}
    used = [n for r in history for n in r.comments.values()]
    next_number = max(used, default=0) + 1
    comments, new = {}, set()
    for item in order:
        earlier = previous.comments.get(item)
        if earlier is not None and (previous.statuses.get(item) in OPEN or status[item] in OPEN):
            comments[item] = earlier  # kept from the round where it was first raised
        elif status[item] == "missing":
            comments[item], next_number = next_number, next_number + 1
            new.add(item)
    resolved = tuple(sorted(comments[i] for i in order if changes[i] == "resolved" and i in comments))
    return Resubmission(previous.number + 1, history, changes, comments, frozenset(new), resolved)


def letter_order(checklist) -> list[str]:
    """The items in the order a letter lists them: by the checklist's groups, then its order."""
    return [item.id for group in checklist.groups for item in checklist.items if item.group == group]


def first_round(order: list[str], findings: tuple[Finding, ...]) -> dict:
    """A first round's comment numbers: its deficiencies in the letter's order, from 1."""
    missing = {f.item_id for f in findings if f.status == "missing"}
    return {item: n for n, item in enumerate((i for i in order if i in missing), 1)}


# -- a reviewer's settlement of the last round ---------------------------------------------------

def _normal(text: str) -> str:
    return " ".join(text.replace("…", " ").lower().split())


def carry(previous: Round, findings: tuple[Finding, ...], plan_text: str, sha256: str) -> tuple[Finding, ...]:
    """The last round's settlements applied to this round while the passage each rests on is
    still in the plan; otherwise the item waits for the reviewer, with the reason."""
    text = _normal(plan_text)
    out = []
    for finding in findings:
        settled = previous.settled.get(finding.item_id)
        if settled is None:
            out.append(finding)
            continue
        passage = _normal(settled.passage)
        if sha256 == previous.sha256 or (passage and passage in text):
            out.append(Finding(finding.item_id, settled.status, f"reviewer (round {previous.number}): {settled.reason}",
                               finding.evidence if settled.status == "present" else (), source="reviewer",
                               tool_finding=finding, waiver=settled.waiver))
            continue
        rested = (f"on the passage \"{settled.passage}\"" + (f" (page {settled.page})" if settled.page else "")
                  + ", which the revised plan no longer contains") if passage else \
            "on no passage the tool could quote, and the plan has been revised since"
        out.append(replace(finding, status="needs_review", evidence=finding.evidence,
                           reason=f"in round {previous.number} the reviewer settled this item as "
                                  f"{settled.status.replace('_', ' ')} ({settled.reason}) {rested}: settle it again"))
    return tuple(out)


# -- the applicant's responses ---------------------------------------------------------------------

_CODE_SECTION = re.compile(r"^Section \d+-\d+")  # "Section 44-8B": the law's, not the plan's


def _places(layout: Layout, pointer: str) -> list[tuple[str, int, frozenset]]:
    """The plan's sections a pointer names: (heading, page, the pages of its text). "Section 7" is
    also the chapter headed "7.0 ..."; a heading's text includes its subsections'."""
    kind, label = pointer.split(" ", 1)
    number = re.escape(label) + (r"(?:\.0)?" if kind == "Section" and "." not in label else "")
    wanted = re.compile(rf"^(?:{kind}\s+)?{number}(?![\w.])" if kind == "Section"
                        else rf"^{kind}\s+{re.escape(label)}(?![\w.])", re.I)
    sub = re.compile(rf"^(?:{kind}\s+)?{re.escape(label.removesuffix('.0'))}\.\d", re.I)
    places = []
    for section in layout.sections:
        if wanted.match(section.heading.strip()):
            parts = [section] + [o for o in layout.sections if sub.match(o.heading.strip())]
            pages = frozenset(layout.blocks[b].page for part in parts for b in part.blocks)
            places.append((section.heading, section.page, pages))
    return places


def check_pointers(layout: Layout, response: Response, finding: Finding | None) -> str:
    """What the places a response points to hold, and whether the item's evidence is there."""
    notes, pointed, unlocated = [], set(), False
    for pointer in response.pointers:
        if _CODE_SECTION.match(pointer):
            continue
        places = _places(layout, pointer)
        if not places:
            unlocated = True  # a figure or sheet is seldom a heading: where it is stays unknown
            if pointer.startswith("Section"):
                notes.append(f"{pointer} is not a heading of the revised plan")
            continue
        heading, page, pages = places[0]
        pointed |= pages
        notes.append(f"{pointer} is on page {page}" + ("" if pages else ", but holds no text under its heading"))
    if finding is not None:
        notes.append(f"the item is {finding.status.replace('_', ' ')} in this round"
                     + _where(finding, pointed, unlocated))
    return "; ".join(notes)


def _where(finding: Finding, pointed: set, unlocated: bool) -> str:
    """Where a present item's evidence is, against the places the response points to (said to be
    elsewhere only when every place pointed to was found)."""
    pages = sorted({e.page for e in finding.evidence})
    if finding.status != "present" or not pages:
        return ""
    listed = f"page{'s' if len(pages) > 1 else ''} {', '.join(map(str, pages))}"
    if pointed & set(pages):
        return f", with evidence in the places pointed to ({listed})"
    if pointed and not unlocated:
        return f", but its evidence is on {listed}, not in the places pointed to"
    return f" (evidence on {listed})"


def link(responses: tuple[Response, ...], layout: Layout, findings: tuple[Finding, ...],
         history: tuple[Round, ...], checklist) -> tuple[Link, ...]:
    """Each response tied to its comment's item: by the comment number of the last round where
    one is known, else by the words of the comment (words_linker)."""
    numbered = {str(n): item for item, n in history[-1].comments.items()} if history else {}
    found = {f.item_id: f for f in findings}
    out, by_words = [], None
    for response in responses:
        item = numbered.get(response.number.rstrip("abcdefghij"))
        how = f"comment {response.number} of round {history[-1].number}" if item else ""
        if item is None and response.comment:
            by_words = by_words or words_linker(checklist)  # built only for a letter that needs it
            item = by_words(response.comment)
            how = "the words of the comment" if item else ""
        check = check_pointers(layout, response, found.get(item))
        if response.defers:
            check = f"the response defers the content (\"{response.defers}\")" + (f"; {check}" if check else "")
        out.append(Link(response, item, how, check))
    return tuple(out)



def words_linker(checklist):
    """For `link`: the one item a heading that would claim it names in the comment
    ("construction sequence", "location map"); None where no item or more than one is named,
    so a comment is never tied to an item on a guess."""
    names = [(item.id, re.compile(r"\b" + re.escape(h.lower()).replace(r"\ ", r"\s+") + r"s?\b"))
             for item in checklist.items for h in item.headings if len(h) > 3]

    def by_words(comment: str) -> str | None:
        text = comment.lower()
        named = {item for item, pattern in names if pattern.search(text)}
        return named.pop() if len(named) == 1 else None
    return by_words
