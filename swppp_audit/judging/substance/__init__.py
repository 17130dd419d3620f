"""Checks of substance: the law's own figures and lists, held against what the plan states.

A checklist item may carry `checks:` (data, per town: see the base checklist's site map and
sequence); each names a kind coded once here, a module each: `scale` (the site map's scale),
`at_one_time` (acres disturbed at one time), `shown` (what the site map must show, thing by thing)
`soil_groups` (each soil listed with its hydrologic soil group) and `wqv` (the plan's own water
quality volume arithmetic). A check runs only under an item the
plan gives (present, or for the reviewer); a failed check makes its item missing, with the check's
reason in the law's words; a check whose value is not read is the reviewer's, never a pass.
"""
from __future__ import annotations

from dataclasses import replace

from swppp_audit.judging.substance import at_once, scale, shown, soil_groups, wqv
from swppp_audit.judging.substance.common import Plan, Subject
from swppp_audit.model import Check, Finding

KINDS = {"scale": scale.check, "at_one_time": at_once.check, "shown": shown.check, "wqv": wqv.check,
         "soil_groups": soil_groups.check}
_CHECKED = ("present", "needs_review")


def run(items, findings: tuple[Finding, ...], plan: Plan) -> tuple[Check, ...]:
    """Every check of every item the plan gives, in checklist order."""
    out = []
    for item, finding in zip(items, findings):
        if finding.status not in _CHECKED or finding.source != "tool":
            continue
        subject = Subject(item.id, item.citation, finding)
        for rule in item.checks:
            checked = KINDS[rule.kind](rule, subject, plan)
            if checked is not None:
                out.append(_unsure_if_scanned(checked))
    return tuple(out)


def _unsure_if_scanned(check: Check) -> Check:
    """A failure read off a page OCR read is the reviewer's: a figure OCR misreads ("1.35" as "1 35")
    fails a plan that meets the law."""
    scanned = sorted({e.page for e in check.evidence if e.ocr})
    if check.status != "fail" or not scanned:
        return check
    pages = ("page " if len(scanned) == 1 else "pages ") + ", ".join(map(str, scanned))
    return replace(check, status="needs_review",
                   reason=f"{check.reason}; {pages} read by OCR: the figure may be misread; check the scan")


def with_failures(findings: tuple[Finding, ...], checks: tuple[Check, ...]) -> tuple[Finding, ...]:
    """The findings with each item whose check failed made missing, the failure its reason; the
    passage the matcher found stays as its evidence, after the check's."""
    failed = {}
    for c in checks:
        if c.status == "fail":
            failed.setdefault(c.item_id, []).append(c)
    return tuple(Finding(f.item_id, "missing", "; ".join(c.reason for c in failed[f.item_id]),
                         tuple(e for c in failed[f.item_id] for e in c.evidence) + f.evidence)
                 if f.item_id in failed else f for f in findings)


__all__ = ["KINDS", "Plan", "run", "with_failures"]
