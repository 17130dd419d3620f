"""The plan's own water quality volume arithmetic: the volume is (P)(Rv)(A)/12, with Rv = 0.05 +
0.009(I), by the New York State Stormwater Management Design Manual's 90% rule.

Checked only where one page states the volume and its inputs, each once (P in inches, I in per
cent or Rv, A in acres), and sizes it by no other method (the enhanced phosphorus standard's
1-year storm, a routed model): a check of the plan's own arithmetic, not an engineering review.
A volume more than the tolerance off its inputs is the reviewer's, with the figures.
"""
from __future__ import annotations

import re
from itertools import groupby

from swppp_audit.judging.substance.common import NUMBER, SQFT_PER_ACRE, Plan, Subject, figure, number, result, words

_P = re.compile(r"\bP\s*=\s*" + NUMBER + r"\s*(?:in\b|inch|\")|90\s*%\s*rainfall[^.;=\d]{0,30}(?:=|of|is)?\s*"
                + NUMBER.replace("num", "num2") + r"\s*(?:in\b|inch|\")", re.I)
_I = re.compile(r"(?-i:\bI)\s*=\s*" + NUMBER + r"\s*%?|" + NUMBER.replace("num", "num2") + r"\s*%\s*impervious", re.I)
_RV = re.compile(r"\bRv\s*=\s*" + NUMBER + r"(?![\s\d.]*[+x×*])", re.I)
_A = re.compile(r"(?-i:\bA)\s*=\s*" + NUMBER + r"\s*(?:ac\b|acres?)", re.I)
_VOLUME = re.compile(r"\bWQ\s?v\s*(?:\([^)]{0,20}\))?\s*=\s*(?:[^=;]{0,80}=\s*)*?" + NUMBER +
                     r"\s*(?P<unit>ac[\s.-]*f(?:ee)?t\b|acre[\s-]f(?:ee|oo)t|c\.?f\.?\b|cu\.?\s*ft\.?|cubic\s+feet|ft3|ft³)",
                     re.I)


def _values(pattern: re.Pattern, text: str) -> set[float]:
    return {number(m.group("num") or m.group("num2")) if "num2" in pattern.groupindex else number(m.group("num"))
            for m in pattern.finditer(text)}


def _page_figures(text: str):
    """(P, I or None, Rv or None, A, WQv in acre-feet) when the page states each once."""
    p, i, rv, a = (_values(x, text) for x in (_P, _I, _RV, _A))
    volumes = {number(m.group("num")) / (1 if m.group("unit").lower().startswith("ac") else SQFT_PER_ACRE)
               for m in _VOLUME.finditer(text)}
    if len(p) != 1 or len(a) != 1 or len(volumes) != 1 or len(i) > 1 or len(rv) > 1 or not (i or rv):
        return None
    return p.pop(), (i.pop() if i else None), (rv.pop() if rv else None), a.pop(), volumes.pop()


def check(rule, subject: Subject, plan: Plan):
    for _, statements in groupby(plan.said, key=lambda s: s.page):
        statements = list(statements)
        text = " ".join(s.value for s in statements)
        if not words("wqv").search(text) or words("wqv_other_method").search(text):
            continue
        figures = _page_figures(text)
        if figures is not None:
            return _verdict(rule, subject, plan, figures, [s for s in statements if words("wqv").search(s.value)])
    return None  # no page sizes the volume by the 90% rule with its inputs: nothing to check


def _verdict(rule, subject: Subject, plan: Plan, figures, statements):
    p, i, rv_stated, a, stated = figures
    rv = 0.05 + 0.009 * i if i is not None else rv_stated
    computed = p * rv * a / 12
    inputs = (f"P = {figure(p)} in, " + (f"I = {figure(i)}% (Rv = 0.05 + 0.009 × {figure(i)} = {rv:.3f})"
                                         if i is not None else f"Rv = {figure(rv)}") + f", A = {figure(a)} ac")
    sums = (f"the plan's own {inputs} give WQv = P × Rv × A / 12 = {computed:.3f} ac-ft "
            f"({computed * SQFT_PER_ACRE:,.0f} cu ft); it states {stated:.3f} ac-ft ({stated * SQFT_PER_ACRE:,.0f} cu ft)")
    value = f"{stated * SQFT_PER_ACRE:,.0f} cu ft stated, {computed * SQFT_PER_ACRE:,.0f} cu ft from its inputs"
    evidence = [plan.evidence(s) for s in statements]
    off = abs(stated - computed) / computed if computed else 1.0
    note = "a check of the plan's own arithmetic, not an engineering review"
    if off > rule.limit:
        return result(subject, rule, "needs_review", f"{sums}, {off:.0%} apart ({note}); check the sizing", value, evidence)
    return result(subject, rule, "pass", f"{sums}, within {rule.limit:.0%} ({note})", value, evidence)
