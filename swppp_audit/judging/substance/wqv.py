"""The plan's own water quality volume arithmetic: the volume is (P)(Rv)(A)/12, with Rv = 0.05 +
0.009(I), by the New York State Stormwater Management Design Manual's 90% rule.

Checked where the plan works the sum out in one line ("WQv = (1.2)(0.05 + 0.009 x 40)(20,000
sf)/12 = 820 cf", "WQv = 1.5 x 0.41 x 2.3 / 12 | 5,140 cf"), or where one page states the
volume and its inputs, each once (P in inches, I in per cent or Rv, A in acres); and only where
it sizes the volume by no other method (the enhanced phosphorus standard's 1-year storm, a
routed model): a check of the plan's own arithmetic, not an engineering review. A volume more
than the tolerance off its inputs is the reviewer's, with the figures.
"""
from __future__ import annotations

import ast
import operator
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


# A sum worked out in one line: the factors before "/ 12" (numbers, brackets, +, x, units), then the
# volume it comes to ("= 952 cf", "| 2,437 cf").
_WORKED = re.compile(r"(?P<expr>(?:[\d.,()+x×*·\s-]|\b(?:sf|sq\.?\s?ft|ac|in)\b\.?)+?)/\s*12\s*(?:=|\|)?\s*"
                     + NUMBER + r"\s*(?P<unit>ac[\s.-]*f(?:ee)?t\b|c\.?f\.?\b|cu\.?\s*ft\.?|cubic\s+feet|ft3|ft³)", re.I)
_OPERATORS = {ast.Add: operator.add, ast.Sub: operator.sub, ast.Mult: operator.mul, ast.Div: operator.truediv}


def _value(node) -> float:
    """An arithmetic expression's value: numbers and + - x / only."""
    if isinstance(node, ast.Constant) and isinstance(node.value, (int, float)):
        return float(node.value)
    if isinstance(node, ast.BinOp) and type(node.op) in _OPERATORS:
        return _OPERATORS[type(node.op)](_value(node.left), _value(node.right))
    raise ValueError("not plain arithmetic")


def _worked(text: str):
    """(the line's figures, its product over 12 in cubic feet, the volume it states in cubic feet),
    for a sum of three factors worked out in one line; None where TEXT holds none."""
    m = _WORKED.search(text)
    if m is None or not words("wqv").search(text[:m.start()]):
        return None
    expr = m.group("expr").strip(" =")
    square_feet = bool(re.search(r"\b(?:sf|sq\.?\s?ft)\b", expr, re.I))
    acres = bool(re.search(r"\bac\b", expr, re.I))
    plain = re.sub(r"\b(?:sf|sq\.?\s?ft|ac|in)\b\.?", " ", expr, flags=re.I).replace(",", "")
    plain = re.sub(r"\s*[x×·]\s*", "*", plain)
    plain = re.sub(r"\)\s*\(", ")*(", plain)
    if plain.count("*") < 2:
        return None  # fewer than three factors: not P, Rv and A
    try:
        product = _value(ast.parse(plain.strip(), mode="eval").body) / 12
    except (SyntaxError, ValueError, ZeroDivisionError):
        return None
    stated = number(m.group("num")) * (SQFT_PER_ACRE if m.group("unit").lower().startswith("ac") else 1)
    # the area's unit, where the line names it; else whichever of square feet (the sum converted
    # the acres inline, "1.18 x 43,560") and acres the stated volume comes nearer
    converted = bool(re.search(r"43,?560", expr))  # the sum turns acres into square feet itself
    ways = [product] if square_feet or converted else [product * SQFT_PER_ACRE] if acres else \
        [product, product * SQFT_PER_ACRE]
    return expr, min(ways, key=lambda way: abs(way - stated)), stated


def check(rule, subject: Subject, plan: Plan):
    for s in plan.said:
        sized = "12" in s.text and words("wqv").search(s.text) and not words("wqv_other_method").search(s.text)
        worked = _worked(s.text) if sized else None
        if worked is not None:
            return _worked_verdict(rule, subject, plan, worked, s)
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
    return _judged(rule, subject, sums, computed * SQFT_PER_ACRE, stated * SQFT_PER_ACRE,
                   [plan.evidence(s) for s in statements])


def _worked_verdict(rule, subject: Subject, plan: Plan, worked, statement):
    expr, computed, stated = worked
    sums = (f"the plan works the water quality volume out as ({' '.join(expr.split())}) / 12, which is "
            f"{computed:,.0f} cu ft; it states {stated:,.0f} cu ft")
    return _judged(rule, subject, sums, computed, stated, [plan.evidence(statement)])


def _judged(rule, subject: Subject, sums: str, computed: float, stated: float, evidence):
    value = f"{stated:,.0f} cu ft stated, {computed:,.0f} cu ft from its inputs"
    off = abs(stated - computed) / computed if computed else 1.0
    note = "a check of the plan's own arithmetic, not an engineering review"
    if off > rule.limit:
        return result(subject, rule, "needs_review", f"{sums}, {off:.0%} apart ({note}); check the sizing", value, evidence)
    return result(subject, rule, "pass", f"{sums}, within {rule.limit:.0%} ({note})", value, evidence)
