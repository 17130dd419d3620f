"""Score the audit against labelled plans, item by item (used by the tests and by
bench/agreement.py).

Two label formats are read: the project's own sets (`samples/generate.py`, `tests/holdout`:
`{"samples": [{"file", "checklist", "items", "gaps"}, ...]}`) and `../shared/corpus`
(`{NAME: {"checklist", "style", "decision", "items", "evidence", "gaps", "ambiguous_items",
"acceptable_decisions"}}`). Both become `Labelled` records; ambiguous items are left out of every
score.
"""
from __future__ import annotations

import json
from collections import Counter
from dataclasses import dataclass, field
from pathlib import Path


@dataclass(frozen=True)
class Labelled:
    """One labelled plan: where it is and what a careful reviewer decided."""

    name: str
    path: Path
    checklist: str
    style: str
    items: dict            # item id -> present / missing / not_applicable
    decisions: tuple       # every decision that is right
    evidence_pages: dict = field(default_factory=dict)  # item id -> labelled pages (present items)
    gaps: dict = field(default_factory=dict)            # item id -> the kind of gap and where
    ambiguous: frozenset = frozenset()
    facts: dict = field(default_factory=dict)           # fact name -> labelled value (corpus only)


def _decision_of(items: dict) -> str:
    statuses = set(items.values())
    if statuses <= {"not_applicable"}:
        return "not_required"
    return "incomplete" if "missing" in statuses else "complete"


def load_set(folder: Path, style: str | None = None) -> list[Labelled]:
    """The labelled plans of FOLDER (its labels.json, in either format)."""
    raw = json.loads((folder / "labels.json").read_text(encoding="utf-8"))
    if "samples" in raw:
        return [Labelled(Path(s["file"]).stem, folder / s["file"], s["checklist"], style or folder.name,
                         s["items"], (_decision_of(s["items"]),), gaps=s.get("gaps", {}))
                for s in raw["samples"]]
    pdfs = folder / "pdf"
    return [Labelled(name, pdfs / f"{name}.pdf", s["checklist"], _short_style(s.get("style") or s.get("house_style", "")),
                     s["items"], tuple(s.get("acceptable_decisions") or (s["decision"],)),
                     {k: tuple(v.get("pages", ())) for k, v in s.get("evidence", {}).items()},
                     s.get("gaps", {}), frozenset(s.get("ambiguous_items", ())), s.get("facts", {}))
            for name, s in raw.items()]


def _short_style(style: str) -> str:
    """'messy: combined submission (...)' -> 'messy submission'; 'EPA CGP template (NY adaptation)'
    -> 'EPA CGP template'."""
    if style.startswith("messy"):
        return "messy submission"
    return style.split(" (")[0]


@dataclass(frozen=True)
class Row:
    """One scored item: the label, the tool's status, and whether its evidence is on a labelled page."""

    doc: str
    style: str
    item: str
    label: str
    tool: str
    reason: str
    evidence_ok: bool | None  # None when not a present/present pair or the label gives no pages


def score(doc: Labelled, result) -> list[Row]:
    """The item rows of one audited plan (ambiguous items left out)."""
    found = {f.item_id: f for f in result.findings}
    rows = []
    for item_id, truth in doc.items.items():
        if item_id in doc.ambiguous:
            continue
        finding = found.get(item_id)
        status = finding.status if finding else "absent"
        evidence_ok = None
        pages = doc.evidence_pages.get(item_id)
        if truth == "present" and status == "present" and pages:
            evidence_ok = any(e.page in pages for e in finding.evidence)
        rows.append(Row(doc.name, doc.style, item_id, truth, status, finding.reason if finding else "",
                        evidence_ok))
    return rows


# The facts scored, and how close a reading must be to count: acres within 2% or 0.05 acre.
SCORED_FACTS = ("disturbed_acres", "single_family", "impaired_water")


@dataclass(frozen=True)
class FactRow:
    """One labelled fact: the label, the tool's value, and whether they agree."""

    doc: str
    fact: str
    label: object
    tool: object
    right: bool


def fact_right(name: str, label, fact) -> bool:
    """Disturbed acres within 2% or 0.05 acre; a yes/no fact equal to the label. A plan need not
    declare its receiving water unimpaired: impaired_water labelled false is also right when the
    document is silent (unknown, with no evidence), which leaves Condition A to the reviewer."""
    tool = fact.value if fact is not None else None
    if name == "disturbed_acres":
        return tool is not None and abs(float(tool) - float(label)) <= max(0.05, 0.02 * float(label))
    if name == "impaired_water" and label is False and tool is None and fact is not None:
        return not fact.evidence
    return tool is label


def score_facts(doc: Labelled, result) -> list[FactRow]:
    """The fact rows of one audited plan: every scored fact the label states."""
    found = {f.name: f for f in result.facts}
    return [FactRow(doc.name, name, doc.facts[name], getattr(found.get(name), "value", None),
                    fact_right(name, doc.facts[name], found.get(name)))
            for name in SCORED_FACTS if doc.facts.get(name) is not None]


def settled_decision(doc: Labelled, result) -> str:
    """The decision once the reviewer settles what the tool left open: every needs_review item
    replaced by its label (ambiguous ones too: the reviewer decides them either way), decided as
    the tool decides. A plan the tool found exempt stays so; one whose exemption the tool left to
    the reviewer is settled by the labels' own decision when they accept not_required."""
    if result.decision == "not_required":
        return "not_required"
    statuses = [doc.items.get(f.item_id, f.status) if f.status == "needs_review" else f.status
                for f in result.findings]
    if "missing" in statuses:
        return "incomplete"
    exemption_open = any(r.startswith("the reviewer must confirm whether") for r in result.decision_reasons)
    if all(s == "not_applicable" for s in statuses) or (exemption_open and "not_required" in doc.decisions):
        return "not_required"
    return "complete"


def audit_one(doc: Labelled, ocr: str = "never"):
    from swppp_audit.running.pipeline import audit
    from swppp_audit.review import Review

    return audit(doc.path, checklist=doc.checklist, review=Review(), ocr=ocr)


@dataclass
class Scores:
    """The measures of issue 12 over a group of rows (and of documents for the decisions)."""

    counts: Counter = field(default_factory=Counter)  # (label, tool) -> n
    evidence: Counter = field(default_factory=Counter)  # True/False -> n
    decisions: Counter = field(default_factory=Counter)  # True/False -> n
    settled: Counter = field(default_factory=Counter)  # True/False -> n, after the reviewer settles

    def add(self, rows: list[Row], decision_right: bool | None = None, settled_right: bool | None = None) -> None:
        for row in rows:
            self.counts[(row.label, row.tool)] += 1
            if row.evidence_ok is not None:
                self.evidence[row.evidence_ok] += 1
        if decision_right is not None:
            self.decisions[decision_right] += 1
        if settled_right is not None:
            self.settled[settled_right] += 1

    def n(self, label=None, tool=None) -> int:
        return sum(v for (lab, t), v in self.counts.items()
                   if (label is None or lab in label) and (tool is None or t in tool))

    @property
    def items(self) -> int:
        return self.n()

    @property
    def agree(self) -> int:
        return sum(v for (lab, t), v in self.counts.items() if lab == t)

    @property
    def recall(self) -> float | None:
        gaps = self.n(label={"missing"})
        return self.n(label={"missing"}, tool={"missing", "needs_review"}) / gaps if gaps else None

    @property
    def precision(self) -> float | None:
        flags = self.n(tool={"missing", "needs_review"})
        return self.n(label={"missing"}, tool={"missing", "needs_review"}) / flags if flags else None

    @property
    def said(self) -> int:
        """Items the tool decided itself (present, missing or not_applicable)."""
        return self.n() - self.n(tool={"needs_review"})

    @property
    def said_wrong(self) -> int:
        return sum(v for (lab, t), v in self.counts.items() if t != "needs_review" and t != lab)

    def six(self) -> dict:
        """Issue 25's six measures: said and wrong (share of those said), real gaps called present,
        items left to the reviewer, recall, decisions right once the reviewer settles."""
        def share(a: int, b: int) -> str:
            return f"{a}/{b} ({a / b:.1%})" if b else "-"
        gaps = self.n(label={"missing"})
        return {
            "said wrong": share(self.said_wrong, self.said),
            "gaps called present": share(self.n(label={"missing"}, tool={"present"}), gaps),
            "needs_review": share(self.n(tool={"needs_review"}), self.n()),
            "recall": f"{self.recall:.2f}" if self.recall is not None else "-",
            "settled decisions": share(self.settled[True], sum(self.settled.values())),
            "decisions as given": share(self.decisions[True], sum(self.decisions.values())),
        }

    def row(self) -> dict:
        evidence_total = sum(self.evidence.values())
        return {
            "items": self.items, "agree": self.agree,
            "false_missing": self.n(label={"present"}, tool={"missing"}),
            "false_present": self.n(label={"missing", "not_applicable"}, tool={"present"}),
            "review_on_present": self.n(label={"present"}, tool={"needs_review"}),
            "review_on_missing": self.n(label={"missing"}, tool={"needs_review"}),
            "gaps": self.n(label={"missing"}),
            "gaps_called_present": self.n(label={"missing"}, tool={"present"}),
            "wrong_not_applicable": self.n(label={"present", "missing"}, tool={"not_applicable"})
            + self.n(label={"not_applicable"}, tool={"present", "missing", "needs_review"}),
            "recall": self.recall, "precision": self.precision,
            "decisions_right": self.decisions[True], "documents": sum(self.decisions.values()),
            "evidence_on_page": self.evidence[True], "evidence_checked": evidence_total,
        }


# ----- the older helpers the tests use -------------------------------------------------------

@dataclass(frozen=True)
class Disagreement:
    file: str
    item: str
    label: str
    tool: str
    reason: str


def compare(folder: Path, labels: dict, ocr: str = "never") -> tuple[Counter, list[Disagreement], dict]:
    """(label, tool) status counts, the disagreements, and each sample's Audit by file name."""
    counts: Counter = Counter()
    disagreements, audits = [], {}
    for doc, sample in zip(load_set(folder), labels["samples"]):
        result = audit_one(doc, ocr)
        audits[sample["file"]] = result
        for row in score(doc, result):
            counts[(row.label, row.tool)] += 1
            if row.tool != row.label:
                disagreements.append(Disagreement(sample["file"], row.item, row.label, row.tool, row.reason))
    return counts, disagreements, audits


def agreement(counts: Counter) -> float:
    return sum(n for (truth, status), n in counts.items() if truth == status) / sum(counts.values())


def summary(counts: Counter) -> str:
    total = sum(counts.values())
    agree = sum(n for (truth, status), n in counts.items() if truth == status)
    review = sum(n for (truth, status), n in counts.items() if status == "needs_review")
    false_present = sum(n for (truth, status), n in counts.items() if status == "present" and truth != "present")
    false_missing = sum(n for (truth, status), n in counts.items() if status == "missing" and truth == "present")
    return (f"{agree}/{total} items agree ({agree / total:.1%}); needs_review {review}; "
            f"called present but not {false_present}; called missing but present {false_missing}")
