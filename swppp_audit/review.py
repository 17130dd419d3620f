"""The reviewer's corrections, kept beside the PDF in NAME.review.yaml:

    sha256: 5f1c…   # of the PDF it was written for: a revised plan needs a new review
    checklist: somers-ch93
    reviewer: {name: Jane Doe, title: Town Engineer}
    received: 2026-11-02
    facts:
      disturbed_acres: 2.4
      single_family: false
    items:
      "93-6A(1)(k)": {status: present, reason: "inspection schedule is on sheet C-5"}

Every command that audits a PDF applies it; an error in it names the file and the line.
"""
from __future__ import annotations

import io
import json
import math
from dataclasses import dataclass, field
from datetime import date
from pathlib import Path

import yaml

from swppp_audit.model import Audit, Finding
from swppp_audit.judging.registry import FACTS

ITEM_STATUSES = ("present", "missing", "not_applicable")
# ... and in the review file also "waived", with the waiver's section and date (waiver:)
FILE_STATUSES = ITEM_STATUSES + ("waived",)
# The facts a reviewer may set, and their types, from the one registry of facts.
FACT_TYPES = {name: spec.python_type() for name, spec in FACTS.items() if spec.review}
_TOP = {"sha256", "checklist", "reviewer", "received", "letter_date", "facts", "items", "applicant", "rounds"}
_APPLICANT = {"owner", "owner_address", "consultant", "consultant_contact", "consultant_address", "project", "location"}


class ReviewFileError(ValueError):
    """A review file that cannot be applied; the message names the file and the line."""


@dataclass(frozen=True)
class Review:
    path: Path | None = None
    reviewer: dict = field(default_factory=dict)
    received: date | None = None
    letter_date: date | None = None  # the date of the letter written for this round (`letter` records it)
    facts: dict = field(default_factory=dict)
    items: dict = field(default_factory=dict)  # item id -> (status, reason, line in the file, Waiver or None)
    applicant: dict = field(default_factory=dict)
    sha256: str = ""  # of the PDF the settlements were made for ("" in a hand-written file: not checked)
    checklist: str = ""  # the checklist the items were settled against
    rounds: tuple = ()  # the application's earlier rounds (rounds.Round), oldest first
    tool_statuses: dict = field(default_factory=dict)  # item id -> the tool's status the starter recorded


def path_for(pdf: str | Path) -> Path:
    pdf = Path(pdf)
    return pdf.with_name(pdf.stem + ".review.yaml")


def keep_aside(target: Path, today) -> Path:
    """Move an existing review file out of the way, never deleting it: NAME.review.DATE.yaml
    (then .2, .3, ... on the same day). The path it is kept at."""
    stem = target.name.removesuffix(".yaml")
    kept = target.with_name(f"{stem}.{today.isoformat()}.yaml")
    n = 2
    while kept.exists():
        kept, n = target.with_name(f"{stem}.{today.isoformat()}.{n}.yaml"), n + 1
    target.rename(kept)
    return kept


def _line(node) -> int:
    return node.start_mark.line + 1


class _BadValue(ValueError):
    def __init__(self, node, message: str):
        super().__init__(message)
        self.node = node


def _scalar(node):
    """A YAML node's value, typed as YAML's safe loader types it ("2026-02-30" is an error)."""
    if node is None:
        return None
    try:
        return yaml.SafeLoader("").construct_object(node, deep=True)
    except (ValueError, yaml.YAMLError) as exc:
        raise _BadValue(node, f"{node.value!r} is not a valid value ({exc})") from None


def _unique(pairs, fail, where: str):
    """Mapping entries in order; a key given twice is an error rather than last-one-wins."""
    seen = set()
    for key_node, value_node in pairs:
        if key_node.value in seen:
            raise fail(key_node, f"{where}{key_node.value!r} is given twice")
        seen.add(key_node.value)
        yield key_node, value_node


def check_version(review: Review, pdf_name: str, sha256: str) -> None:
    """Settlements and a received date made for an earlier version of a plan (a revision saved
    under the same name) must not be applied to the new one: its way forward is a new round."""
    if review.sha256 and review.sha256 != sha256:
        raise ReviewFileError(
            f"{review.path.name} was written for a different PDF: {pdf_name} has changed since "
            f"(sha256 {review.sha256[:12]} in the review file, {sha256[:12]} now); if it is the revised plan, "
            f"run `swppp-audit review {pdf_name} --revision` to review it as the next round")


def check_items(review: Review, checklist, document=None) -> None:
    """The review file must be for this PDF (check_version) and this checklist, and every item
    the reviewer settled one of the checklist's."""
    if document is not None:
        check_version(review, Path(document.path).name, document.sha256)
    if review.checklist and review.checklist not in (checklist.id, checklist.source):
        raise ReviewFileError(f"{review.path.name} settles items of checklist {review.checklist}, "
                              f"not {checklist.id}; audit with that checklist or write a new review file")
    known = {item.id for item in checklist.items}
    for item_id, (_, _, line, _) in review.items.items():
        if item_id not in known:
            raise ReviewFileError(f"{review.path.name}, line {line}: items: no item {item_id!r} in {checklist.id}")


def load(path: Path) -> Review:
    """Parse and validate a review file; ReviewFileError names the file and the line."""

    def fail(node, message: str) -> ReviewFileError:
        return ReviewFileError(f"{path.name}, line {_line(node) if node is not None else 1}: {message}")

    try:
        root = yaml.compose(path.read_text(encoding="utf-8"))
    except yaml.YAMLError as exc:
        mark = getattr(exc, "problem_mark", None)
        line = f", line {mark.line + 1}" if mark else ""
        raise ReviewFileError(f"{path.name}{line}: not valid YAML: {getattr(exc, 'problem', exc)}") from None
    except (OSError, UnicodeDecodeError) as exc:
        raise ReviewFileError(f"{path}: cannot read: {exc}") from None
    if root is None:
        return Review(path=path)
    if not isinstance(root, yaml.MappingNode):
        raise fail(root, "a review file is a mapping with reviewer:, facts: and items: sections")
    try:
        return _sections(root, path, fail)
    except _BadValue as exc:
        raise fail(exc.node, str(exc)) from None


def _sections(root, path: Path, fail) -> Review:
    review: dict = {"path": path}
    for key_node, value_node in _unique(root.value, fail, "section "):
        key = key_node.value
        if key not in _TOP:
            raise fail(key_node, f"unknown section {key!r} (expected: {', '.join(sorted(_TOP))})")
        if key in ("received", "letter_date"):
            review[key] = _day(value_node, fail, key)
            continue
        if key == "rounds":
            review["rounds"] = _rounds(value_node, fail)
            continue
        if key in ("sha256", "checklist"):
            value = _scalar(value_node)
            if value is not None and not isinstance(value, str):
                raise fail(value_node, f"{key}: must be text")
            review[key] = (value or "").strip()
            continue
        if not isinstance(value_node, yaml.MappingNode):
            if _scalar(value_node) is None:
                continue
            raise fail(value_node, f"{key}: must be a mapping")
        if key == "reviewer":
            review["reviewer"] = {k.value: str(_scalar(v) or "") for k, v in value_node.value}
        elif key == "applicant":
            applicant = {}
            for k, v in value_node.value:
                if k.value not in _APPLICANT:
                    raise fail(k, f"applicant: unknown field {k.value!r} (expected: {', '.join(sorted(_APPLICANT))})")
                applicant[k.value] = str(_scalar(v) or "")
            review["applicant"] = applicant
        elif key == "facts":
            review["facts"] = _facts(value_node, fail)
        else:
            review["items"] = _items(value_node, fail)
            review["tool_statuses"] = {str(k.value): str(ev.value) for k, v in value_node.value
                                       if isinstance(v, yaml.MappingNode)
                                       for ek, ev in v.value if ek.value == "tool_status" and ev.value}
    return Review(**review)


def _rounds(node, fail) -> tuple:
    """`rounds:`, the application's earlier rounds, as `review --previous` and `letter` record them."""
    from swppp_audit.judging.rounds import RoundError, from_record

    if _scalar(node) is None and not isinstance(node, yaml.SequenceNode):
        return ()
    if not isinstance(node, yaml.SequenceNode):
        raise fail(node, "rounds: must be a list of earlier rounds")
    out = []
    for i, entry in enumerate(node.value):
        try:
            out.append(from_record(yaml.SafeLoader("").construct_document(entry), f"rounds[{i}]"))
        except (RoundError, yaml.YAMLError) as exc:
            raise fail(entry, str(exc)) from None
    return tuple(out)


def _day(node, fail, key: str) -> date | None:
    """A date of the review (received:, letter_date:): a day, and never one still to come."""
    value = _scalar(node)
    if value is not None and not isinstance(value, date):
        raise fail(node, f"{key}: must be a date, YYYY-MM-DD")
    if value is not None and value > date.today():
        what = "the application was received" if key == "received" else "of the letter"
        raise fail(node, f"{key}: {value.isoformat()} is in the future; give the date {what}")
    return value


def _facts(node, fail) -> dict:
    facts = {}
    for k, v in _unique(node.value, fail, "facts: "):
        name = k.value
        if name not in FACT_TYPES:
            raise fail(k, f"facts: unknown fact {name!r} (expected: {', '.join(sorted(FACT_TYPES))})")
        value = _scalar(v) if not isinstance(v, yaml.SequenceNode) else [_scalar(x) for x in v.value]
        if value is None:
            continue  # left blank: the document's value stands
        expected = FACT_TYPES[name]
        if isinstance(value, bool) and expected is not bool or not isinstance(value, expected):
            raise fail(v, f"facts: {name} must be {_type_name(expected)}, not {value!r}")
        if expected == (int, float) and not (math.isfinite(value) and value >= 0):
            raise fail(v, f"facts: {name} must be a number of {FACTS[name].unit}, 0 or more, not {value!r}")
        if name == "project_type":
            value = (value,)
        if name == "receiving_waters":
            value = tuple(map(str, value))
        facts[name] = float(value) if expected == (int, float) else value
    return facts


def _type_name(expected) -> str:
    return {bool: "true or false", str: "text", list: "a list"}.get(expected, "a number")


def _items(node, fail) -> dict:
    items = {}
    for k, v in _unique(node.value, fail, "items: "):
        item_id = str(k.value)
        if not isinstance(v, yaml.MappingNode):
            raise fail(v, f"items: {item_id}: expected status: and reason:")
        entry = {ek.value: _scalar(ev) for ek, ev in v.value}
        unknown = set(entry) - {"status", "reason", "waiver", "tool_status", "tool_reason"}
        if unknown:
            raise fail(v, f"items: {item_id}: unknown field(s) {', '.join(sorted(unknown))}")
        status = entry.get("status")
        if status in (None, "", "tool"):
            continue  # not settled by the reviewer: the tool's finding stands
        if status not in FILE_STATUSES:
            raise fail(v, f"items: {item_id}: status must be one of {', '.join(FILE_STATUSES)} (or blank), not {status!r}")
        reason = str(entry.get("reason") or "").strip()
        if not reason:
            raise fail(v, f"items: {item_id}: a reviewer's status needs a reason")
        items[item_id] = (status, reason, _line(k), _waiver(entry, status, item_id, v, fail))
    return items


def _waiver(entry: dict, status: str, item_id: str, node, fail):
    """A waived item's waiver: {citation: "§ 189-7D", date: 2026-11-20}, a day gone by; none on
    another status (a waiver is a decision of its own, never a note on a finding)."""
    from swppp_audit.model import Waiver

    raw = entry.get("waiver")
    if status != "waived":
        if raw is not None:
            raise fail(node, f"items: {item_id}: waiver: is for status: waived only")
        return None
    if not isinstance(raw, dict) or not str(raw.get("citation") or "").strip() or not isinstance(raw.get("date"), date):
        raise fail(node, f"items: {item_id}: a waived item needs waiver: {{citation: the section that allows it, "
                         "date: YYYY-MM-DD it was granted}")
    if raw["date"] > date.today():
        raise fail(node, f"items: {item_id}: waiver date {raw['date'].isoformat()} is in the future")
    return Waiver(str(raw["citation"]).strip(), raw["date"])


def find(pdf: str | Path) -> Review:
    """The review file beside a PDF, or an empty review when there is none."""
    path = path_for(pdf)
    return load(path) if path.is_file() else Review()


def apply_items(findings: tuple[Finding, ...], review: Review) -> tuple[Finding, ...]:
    """Replace the tool's findings with the reviewer's, keeping the tool's own as the audit trail."""
    out = []
    for finding in findings:
        if finding.item_id in review.items:
            status, reason, _, waiver = review.items[finding.item_id]
            out.append(Finding(finding.item_id, status, f"reviewer: {reason}", finding.evidence if status == "present" else (),
                               source="reviewer", tool_finding=finding, waiver=waiver))
        else:
            out.append(finding)
    return tuple(out)


def _scalar_text(value) -> str:
    """A value written as YAML; JSON's quoting is valid YAML and escapes anything odd."""
    if value is None:
        return ""
    if isinstance(value, tuple):
        value = list(value)
    return json.dumps(value, ensure_ascii=False)


def starter(audit: Audit, reviewer: dict | None = None) -> str:
    """A review file listing every item with the tool's finding, for the reviewer to edit; the
    reviewer's name and title carried from the last round's file where given."""
    from swppp_audit.judging.checklist import available
    checklist = audit.checklist
    parties = audit.parties
    lines = [
        f"# Review of {Path(audit.document.path).name} against {checklist.id}.",
        "# Set an item's status to present, missing, not_applicable or waived (with waiver: {citation: ..., date: ...}), with a reason, to settle it;",
        "# leave status blank to keep the tool's finding. Blank facts keep the document's value.",
        "# Applicant: as read from the plan's cover; confirm or correct each line for the letter.",
        f"sha256: {audit.document.sha256}   # of the PDF reviewed: a revised plan is refused",
        f"checklist: {_scalar_text(checklist.id if checklist.id in available() else checklist.source)}",
        "reviewer:",
        f"  name: {_scalar_text((reviewer or {}).get('name'))}",
        f"  title: {_scalar_text((reviewer or {}).get('title'))}",
        f"received: {audit.clock.received.isoformat() if audit.clock.received_stated else ''}",
        "letter_date:   # the date of this round's letter: `swppp-audit letter` records it",
        "applicant:",
    ]
    lines += [f"  {name}: {_scalar_text(parties.get(name))}" for name in sorted(_APPLICANT)]
    lines.append("facts:")
    for fact in audit.facts:
        if fact.name in FACT_TYPES:
            mine = _scalar_text(fact.value) if fact.source == "reviewer" else ""
            shown = f"{fact.value:.4g}" if isinstance(fact.value, float) else _scalar_text(fact.value)  # 2.25, not 2.24977
            lines.append(f"  {fact.name}: {mine}   # document: {shown or 'not found'}")
    if audit.resubmission:  # the application's history, for every later command
        from swppp_audit.judging.rounds import as_record

        lines.append("# Earlier rounds of this application, as recorded by `review --previous`; keep them.")
        lines.append("rounds:")
        lines += ["  " + line for line in yaml.safe_dump([as_record(r) for r in audit.resubmission.history],
                                                         sort_keys=False, allow_unicode=True, width=4096).splitlines()]
    lines.append("items:")
    for item, finding in zip(audit.checklist.items, audit.findings):
        tool = finding.tool_finding or finding
        mine = finding.source == "reviewer"
        lines += [
            f"  {_scalar_text(item.id)}:   # {item.title}",
            f"    status: {finding.status if mine else ''}",
            f"    reason: {_scalar_text(finding.reason.removeprefix('reviewer: ')) if mine else ''}",
            *([f"    waiver: {{citation: {_scalar_text(finding.waiver.citation)}, date: {finding.waiver.granted}}}"]
              if finding.waiver else []),
            f"    tool_status: {tool.status}",
            f"    tool_reason: {_scalar_text(tool.reason)}",
        ]
    return "\n".join(lines) + "\n"


def update(pdf: Path, change) -> None:
    """The one way a review file is edited in place (the web page's settlements and signature):
    NAME.review.yaml beside PDF is read round-trip, so the reviewer's comments and the order of
    its keys survive, `change(data)` edits the mapping, and it is written back atomically."""
    from ruamel.yaml import YAML

    from swppp_audit.files import write_atomically

    target = path_for(pdf)
    yaml_rt = YAML()  # round-trip: comments, key order and quoting kept
    yaml_rt.width = 4096
    data = yaml_rt.load(target.read_text(encoding="utf-8")) if target.is_file() else None
    if not isinstance(data, dict):
        data = {}
    change(data)
    out = io.StringIO()
    yaml_rt.dump(data, out)
    write_atomically(target, out.getvalue())


def item_change(item_id: str, decision: dict | None):
    """The edit of a review file (for `update`) that records DECISION ({status, reason}) for one
    item, or removes the reviewer's decision (None): the web page's and a marked-up plan's
    settlements both go through it. A starter's entry keeps the tool's own lines beside it."""
    def change(data):
        items = data.get("items") if isinstance(data.get("items"), dict) else {}
        entry = items.get(item_id)
        if isinstance(entry, dict) and "tool_status" in entry:
            entry.update(decision or {"status": None, "reason": None})
        elif decision is None:
            items.pop(item_id, None)
        else:
            items[item_id] = decision
        data["items"] = items
    return change
