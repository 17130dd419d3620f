"""How much of the site is open at one time, against the law's "not more than five acres shall
be disturbed at any one time unless pursuant to an approved SWPPP".

A figure is read where a field or sentence names the time ("at any one time", "at once", "maximum
disturbed area") beside an area; a figure after "no more than", "up to" or "limited to" is the
plan's cap. A cap within the law's figure passes; a larger figure fails unless the plan cites an
approval to open more (then the reviewer judges the approval); where the plan says nothing of it,
a project that disturbs no more than the figure in all passes, and any other is the reviewer's.
"""
from __future__ import annotations

import re

from swppp_audit.judging.substance.common import AREA, Plan, Subject, acres, figure, result, words

_PHASE = re.compile(r"\bphase\s+(?:\d{1,2}|[ivx]{1,4}|[a-d])\b", re.I)


_CLAUSE_END = re.compile(r"[;|]|\.\s+(?=[A-Z])")
# "the five-acre limit", "the 5-acre threshold": the law's figure named, not the plan's
_LIMIT_NAMED = re.compile(r"^[\s-]*(?:limit|threshold|rule|requirement|standard|maximum)\b", re.I)


def _clause(text: str, at: int) -> tuple[int, int]:
    """The clause around position AT: from the last ';', '|' or full stop before it to the next."""
    ends = [m.end() for m in _CLAUSE_END.finditer(text, 0, at)]
    after = _CLAUSE_END.search(text, at)
    return (ends[-1] if ends else 0), (after.start() if after else len(text))


def _nearest_area(text: str, at: int):
    """The area nearest the position AT (the phrase that names the time), in its clause; an area
    that names the law's limit ("the five-acre limit") is none of the plan's."""
    start, end = _clause(text, at)
    areas = [m for m in AREA.finditer(text, start, end) if not _LIMIT_NAMED.match(text[m.end():m.end() + 20])]
    return min(areas, key=lambda m: min(abs(m.start() - at), abs(m.end() - at)), default=None)


def _readings(plan: Plan):
    """(acres, is a cap, statement) for each figure of the area open at one time."""
    for s in plan.said:
        text = f"{s.label}: {s.value}" if s.is_field else s.value
        when = words("at_one_time").search(text)
        if when is None:
            continue
        area = _nearest_area(text, when.start())
        if area is not None:
            yield acres(area), bool(words("cap").search(text[:area.start()][-30:])), s


def _approval(plan: Plan):
    """The plan's own statement citing an approval to open more (a law's "unless pursuant to an
    approved plan" restated is none)."""
    return next((s for s in plan.said if words("approval").search(s.value) and not words("requirement").search(s.value)),
                None)


def check(rule, subject: Subject, plan: Plan):
    limit = rule.limit
    readings = list(_readings(plan))
    law = f"{subject.citation}: \"{rule.law}\""
    over = [r for r in readings if r[0] > limit]
    if over:
        value, _, s = max(over, key=lambda r: r[0])
        opened = f"the plan has {figure(value)} acres disturbed at one time (page {s.page})"
        approval = _approval(plan)
        if approval is not None:
            return result(subject, rule, "needs_review", f"{opened} and cites an approval on page {approval.page}; check "
                          f"that approval against {law}", f"{figure(value)} acres", [plan.evidence(s), plan.evidence(approval)])
        return result(subject, rule, "fail", f"{opened}, more than {figure(limit)} acres, and cites no approval; {law}",
                      f"{figure(value)} acres", [plan.evidence(s)])
    actual = [r for r in readings if not r[1]]
    if readings:  # the largest area the plan says is open at once, else the tightest cap it sets
        value, cap, s = max(actual, key=lambda r: r[0]) if actual else min(readings, key=lambda r: r[0])
        said = f"the plan caps the area disturbed at one time at {figure(value)} acres" if cap else \
            f"the plan has at most {figure(value)} acres disturbed at one time"
        return result(subject, rule, "pass", f"{said} (page {s.page}), within {subject.citation}'s {figure(limit)} acres",
                      f"{figure(value)} acres", [plan.evidence(s)])
    return _from_the_whole(rule, subject, plan, limit, law)


def _from_the_whole(rule, subject: Subject, plan: Plan, limit: float, law: str):
    """No figure of the area open at once: the whole disturbed area decides, or the reviewer."""
    disturbed = plan.fact("disturbed_acres")
    total = disturbed.value if disturbed is not None and isinstance(disturbed.value, (int, float)) else None
    if total is not None and total <= limit:
        return result(subject, rule, "pass", f"the project disturbs {figure(total)} acres in all, so never more than "
                      f"{figure(limit)} at one time", f"{figure(total)} acres in all", disturbed.evidence[:1])
    phases = [(acres(m), s) for s in plan.said if _PHASE.search(s.text) for m in AREA.finditer(s.value)
              if acres(m) > limit]
    if phases:
        value, s = phases[0]
        return result(subject, rule, "needs_review", f"a phase of {figure(value)} acres is named on page {s.page}, and the "
                      f"plan does not say how much is disturbed at one time; {law}", f"{figure(value)} acres",
                      [plan.evidence(s)])
    whole = (f"the project disturbs {figure(total)} acres in all" if total is not None
             else "the disturbed area is not settled")
    return result(subject, rule, "needs_review", f"{whole}, and the plan does not say how much is disturbed at one "
                  f"time; {law}", evidence=disturbed.evidence[:1] if total is not None else ())
