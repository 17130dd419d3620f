"""Render an Audit: a dict for JSON (the machine contract) and a terminal report."""
from __future__ import annotations

import json
import textwrap
from collections import Counter

from swppp_audit.version import __version__
from swppp_audit.model import Audit, Check, Evidence, Fact, Finding
from swppp_audit.judging.rounds import CHANGES, as_record, first_round, letter_order
from swppp_audit.wording import STATUS_MARK, waived_text

STATUS_COLOR = {"present": "green", "missing": "red", "needs_review": "yellow", "not_applicable": None, "waived": "cyan"}


def _evidence(evidence: tuple[Evidence, ...]) -> list[dict]:
    return [{"page": e.page, **({"printed_page": e.label} if e.label else {}), "text": e.text, "ocr": e.ocr,
             **({"ocr_confidence": round(e.ocr_confidence, 1)} if e.ocr else {})} for e in evidence]


def _fact(fact: Fact) -> dict:
    value = list(fact.value) if isinstance(fact.value, tuple) else fact.value
    return {"value": value, "source": fact.source, "evidence": _evidence(fact.evidence), "note": fact.note}


def _check(check: Check) -> dict:
    return {"id": check.id, "kind": check.kind, "status": check.status, "reason": check.reason, "value": check.value,
            "evidence": _evidence(check.evidence)}


def _finding(finding: Finding) -> dict:
    entry = {"status": finding.status, "reason": finding.reason, "evidence": _evidence(finding.evidence)}
    if finding.waiver is not None:
        entry["waiver"] = {"citation": finding.waiver.citation, "date": finding.waiver.granted.isoformat()}
    return entry


def to_dict(audit: Audit) -> dict:
    """The JSON contract of `check --format json`; items in checklist order."""
    clock = audit.clock
    resubmission = audit.resubmission
    comments = resubmission.comments if resubmission else first_round(letter_order(audit.checklist), audit.findings)
    items = []
    for item, finding in zip(audit.checklist.items, audit.findings):
        entry = {"id": item.id, "title": item.title, "citation": item.citation, "group": item.group,
                 **_finding(finding), "source": finding.source,
                 "change": resubmission.changes.get(item.id) if resubmission else None,
                 "comment": comments.get(item.id),
                 "checks": [_check(c) for c in audit.checks if c.item_id == item.id]}
        if finding.tool_finding is not None:
            entry["tool_finding"] = _finding(finding.tool_finding)
        items.append(entry)
    return {
        "tool": {"name": "swppp-audit", "version": __version__},
        "file": audit.document.path,
        "sha256": audit.document.sha256,
        "pages": len(audit.document.pages),
        "checklist": {"id": audit.checklist.id, "title": audit.checklist.title,
                      "version": audit.checklist.version, "chosen_by": audit.checklist_chosen_by},
        "decision": audit.decision,
        "decision_reasons": list(audit.decision_reasons),
        "received": clock.received.isoformat() if clock.received else None,
        "received_stated": clock.received_stated,
        "decision_due": clock.decision_due.isoformat() if clock.decision_due else None,
        "decision_due_next_business_day": clock.next_business_day.isoformat() if clock.next_business_day else None,
        "decision_period": {"days": clock.days, "count": clock.count, "citation": clock.citation,
                            "statutory": clock.statutory, "basis": clock.basis,
                            "resubmission": audit.checklist.clock.get("resubmission") if audit.resubmission else None},
        "determined": clock.determined.isoformat(),
        "late": clock.late,
        "unreadable_pages": list(audit.document.unreadable_pages),
        "facts": {fact.name: _fact(fact) for fact in audit.facts},
        "open_facts": list(audit.open_facts),
        "applicability": [{"id": t.id, "citation": t.citation, "description": t.description,
                           "result": t.result, "why": t.why} for t in audit.tests],
        "notices": list(audit.notices),
        "parties": dict(audit.parties),
        **_rounds(audit),
        "summary": dict(Counter(f.status for f in audit.findings)),
        "items": items,
    }


def _rounds(audit: Audit) -> dict:
    """The round, the previous one, every earlier round, the comments resolved, the responses."""
    resubmission = audit.resubmission
    previous = resubmission.previous if resubmission else None
    return {
        "round": resubmission.round if resubmission else 1,
        "previous": {"file": previous.file, "sha256": previous.sha256,
                     "received": previous.received.isoformat() if previous.received else None,
                     "letter_date": previous.letter_date.isoformat() if previous.letter_date else None,
                     "decision": previous.decision} if previous else None,
        "rounds": [as_record(r) for r in resubmission.history] if resubmission else [],
        "resolved_comments": list(resubmission.resolved) if resubmission else [],
        "responses": [{"number": link.response.number, "page": link.response.page,
                       "comment": link.response.comment, "text": link.response.text,
                       "pointers": list(link.response.pointers), "defers": link.response.defers or None,
                       "item": link.item_id, "linked_by": link.linked_by or None, "check": link.check}
                      for link in audit.responses],
    }


def to_json(audit: Audit) -> str:
    return json.dumps(to_dict(audit), indent=2, ensure_ascii=False)


def show_value(value) -> str:
    """A fact's value as a person reads it (reports and the web page)."""
    if value is None:
        return "not found"
    if isinstance(value, bool):
        return "yes" if value else "no"
    if isinstance(value, float):
        return f"{value:.4g}"
    if isinstance(value, (tuple, list)):
        return "; ".join(map(str, value)) or "none"
    return str(value)


def _rounds_text(audit: Audit, width: int) -> list[str]:
    """The round against the last one, and the applicant's responses, for the terminal."""
    lines = []
    resubmission = audit.resubmission
    if resubmission:
        previous = resubmission.previous
        changed = Counter(resubmission.changes.values())
        lines += ["", f"Round {resubmission.round}: a resubmission of {previous.file} (round {previous.number}, "
                      f"received {previous.received or 'date not known'}, letter of {previous.letter_date or 'date not known'})",
                  "  " + ", ".join(f"{changed[c]} {c.replace('_', ' ')}" for c in CHANGES if changed[c])]
        if resubmission.resolved:
            lines.append(f"  comments resolved: {', '.join(map(str, resubmission.resolved))}")
    if audit.responses:
        lines += ["", "Responses to comments"]
        for link in audit.responses:
            about = f" -> {link.item_id}" if link.item_id else ""
            lines += textwrap.wrap(f"{link.response.number} (p. {link.response.page}){about}: {link.check or '-'}", width,
                                   initial_indent="  ", subsequent_indent="      ")
    return lines


def to_text(audit: Audit, width: int = 100, color: bool = False) -> str:
    """A report for a terminal: decision and clock, facts, applicability, then every item."""
    import click

    def paint(text: str, status: str) -> str:
        fg = STATUS_COLOR.get(status)
        return click.style(text, fg=fg, bold=True) if color and fg else text

    clock = audit.clock
    lines = [
        f"{audit.document.path}  ({len(audit.document.pages)} pages, sha256 {audit.document.sha256[:12]})",
        f"Checklist: {audit.checklist.title} [{audit.checklist.id}]"
        + ("  (detected from the document)" if audit.checklist_chosen_by == "detected" else ""),
        f"Received:  {clock.received}" + ("" if clock.received_stated else " (today; no --received date given)"),
        f"Decision due: {clock.decision_due} ({clock.period}, {clock.citation}"
        f"{'' if clock.statutory else '; no period is set by law'})"
        + (f"; falls on a weekend or holiday, so {clock.next_business_day} (N.Y. Gen. Constr. Law § 25-a)"
           if clock.next_business_day else "")
        + ("  LATE" if clock.late else ""),
        "",
        "DECISION: " + paint(audit.decision.upper().replace("_", " "), {"complete": "present", "incomplete": "missing"}.get(audit.decision, "needs_review")),
    ]
    lines += [f"  - {r}" for r in audit.decision_reasons]
    for notice in audit.notices:
        lines += textwrap.wrap(f"NOTE: {notice}", width, subsequent_indent="      ")
    lines += _rounds_text(audit, width)
    lines += ["", "Project facts"]
    for fact in audit.facts:
        where = f" (p. {fact.evidence[0].page})" if fact.evidence else ""
        source = " [reviewer]" if fact.source == "reviewer" else ""
        note = f" - {fact.note}" if fact.note and fact.source != "document" else ""
        lines.append(f"  {fact.name.replace('_', ' '):<18} {show_value(fact.value)}{source}{where}{note}")
    if audit.tests:
        lines += ["", "Applicability"]
        for test in audit.tests:
            result = {True: "yes", False: "no", None: "unknown"}[test.result]
            lines += textwrap.wrap(f"{test.citation:<16} {result:<8} {test.description} — {test.why}", width,
                                   initial_indent="  ", subsequent_indent=" " * 28)
    lines += _items_text(audit, width, paint)
    return "\n".join(_fit(line, width) for line in lines) + "\n"


def _items_text(audit: Audit, width: int, paint) -> list[str]:
    """The item table: each item's status, id and title, the reason under it where it is not a
    plain present, and a present item's first quotes; then the counts."""
    lines = ["", f"  {'status':<15} {'item':<20} title"]
    hang = 39 if width >= 90 else 6  # a reason under its title's column, or, on a narrow terminal, under the row
    group = None
    for item, finding in zip(audit.checklist.items, audit.findings):
        if item.group != group:
            group = item.group
            lines.append(f"  -- {group} --")
        mark = f"{STATUS_MARK[finding.status]} {finding.status.replace('_', ' ')}" + ("*" if finding.source == "reviewer" else "")
        change = audit.resubmission.changes.get(item.id) if audit.resubmission else None
        title = (f"[{change.replace('_', ' ')}] " if change and change != "unchanged" else "") + item.title
        lines.append(f"  {paint(f'{mark:<15}', finding.status)} {item.id:<20} {textwrap.shorten(title, width - 41)}")
        if finding.status != "present" or finding.source == "reviewer":
            said = (f"{waived_text(finding.waiver)}: " if finding.waiver else "") + finding.reason
            lines += textwrap.wrap(said, width - 4, initial_indent=" " * hang, subsequent_indent=" " * hang)
        for ev in finding.evidence[:2] if finding.status == "present" else ():
            lines += textwrap.wrap(f'p.{ev.page}: "{ev.text}"' + (f" (OCR, confidence {ev.ocr_confidence:.0f}%)" if ev.ocr else ""), width - 4,
                                   initial_indent=" " * hang, subsequent_indent=" " * (hang + 2), max_lines=2,
                                   placeholder=' …"')
        lines += _checks_text([c for c in audit.checks if c.item_id == item.id and finding.status != "missing"],
                              width, hang)
    counts = Counter(f.status for f in audit.findings)
    lines += ["", "  " + ", ".join(f"{counts.get(s, 0)} {s.replace('_', ' ')}" for s in STATUS_MARK
                                   if s != "waived" or counts.get(s))]
    if any(f.source == "reviewer" for f in audit.findings):
        lines.append("  * set by the reviewer")
    return lines


_CHECK_MARK = {"pass": "check passed", "fail": "check failed", "needs_review": "check for the reviewer"}


def _checks_text(checks, width: int, hang: int) -> list[str]:
    """An item's checks of substance, one line each (a failed one is the missing item's reason)."""
    return [line for c in checks for line in textwrap.wrap(f"{_CHECK_MARK[c.status]} ({c.id.split('/')[-1]}): {c.reason}",
                                                           width - 4, initial_indent=" " * hang,
                                                           subsequent_indent=" " * (hang + 2), max_lines=3,
                                                           placeholder=" …")]


def _fit(line: str, width: int) -> str:
    """A line longer than the width wrapped under its own indent (a painted status line is
    already cut to fit)."""
    if len(line) <= width or "\x1b" in line:
        return line
    indent = " " * (len(line) - len(line.lstrip()) + 2)
    return "\n".join(textwrap.wrap(line, width, subsequent_indent=indent, break_on_hyphens=False,
                                   break_long_words=False))
