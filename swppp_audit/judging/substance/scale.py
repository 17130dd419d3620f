"""The site map's scale against the law's: "no smaller than one inch equals 100 feet".

Scales are read as plans print them (`SCALE: 1" = 30'`, "1 in. = 50 ft", "one inch equals 40
feet", "Scale 1:1200") and each is given to the drawing the nearest words before it name: a general
location map or a detail (any scale will do for them), or the site map and construction drawings.
A sentence that states a requirement ("at a scale no smaller than ...") draws nothing.

The site map passes when any of its scales (or a scale no words claim) is large enough; fails when
the only scales the site's own drawings name are smaller; anything else is the reviewer's.
"""
from __future__ import annotations

import re

from swppp_audit.judging.substance.common import NUMBER, Plan, Subject, figure, number, result, words

_UNIT_INCH = r"(?:\"|”|″|''|in(?:ch(?:es)?)?\.?)"
_UNIT_FOOT = r"(?:'|’|′|ft(?-i:(?![a-z]))\.?|feet(?-i:(?![a-z]))|foot(?-i:(?![a-z])))"  # "40 ftBrightwater": a title block run together
_INCH_FEET = re.compile(r"(?<![\d.,])(?:1|one)\s*" + _UNIT_INCH + r"\s*(?:=|equals?|to)\s*" + NUMBER + r"\s*" + _UNIT_FOOT,
                        re.I)
_RATIO = re.compile(r"\bscale\b\s*:?\s*(?:of\s+)?1\s*:\s*" + NUMBER + r"\b", re.I)
_KINDS = ("location_map", "detail", "site_map")
_REACH = 80  # how far back the words naming a scale's drawing may be


def scales(text: str) -> list[tuple[float, int]]:
    """Each scale in TEXT as feet per inch, with where it starts."""
    found = [(number(m.group("num")), m.start()) for m in _INCH_FEET.finditer(text)]
    found += [(number(m.group("num")) / 12, m.start()) for m in _RATIO.finditer(text)]
    return sorted(found, key=lambda f: f[1])


def drawing_of(before: str) -> str:
    """The kind of drawing the words just before a scale name ("" when none does): the kind
    named nearest the scale wins ("SITE PLAN ... LOCATION MAP  SCALE 1" = 1,500'")."""
    nearest, kind = -1, ""
    for name in _KINDS:
        ends = [m.end() for m in words(name).finditer(before)]
        if ends and ends[-1] > nearest:
            nearest, kind = ends[-1], name
    return kind


def _requirements(plan: Plan) -> dict[int, list[str]]:
    """Per page, the scales that sentences stating a requirement give (drawn by no drawing)."""
    out: dict[int, list[str]] = {}
    for s in plan.said:
        if not s.drawing and words("requirement").search(s.value):
            out.setdefault(s.page, []).extend(_key(s.value[at:at + 40]) for _, at in scales(s.value))
    return out


def _key(text: str) -> str:
    """A scale's words, compared without spacing (a sentence's and its page's text are spaced apart)."""
    return re.sub(r"\s+", "", text)[:12].lower()


def _readings(plan: Plan):
    """(feet per inch, the drawing's kind, page, its line) for every scale the plan's pages give,
    each given to the drawing the words before it on its page name."""
    required = _requirements(plan)
    for page, text in (plan.texts or {}).items():
        stated = list(required.get(page, ()))
        for feet, at in scales(text):
            key = _key(text[at:at + 40])
            if key in stated:
                stated.remove(key)
                continue
            line = text[text.rfind("\n", 0, at) + 1:(text.find("\n", at) + 1 or len(text) + 1) - 1]
            yield feet, drawing_of(text[:at][-_REACH:]), page, line


def check(rule, subject: Subject, plan: Plan):
    limit = rule.limit
    readings = list(_readings(plan))
    site = [r for r in readings if r[1] in ("site_map", "")]
    law = f"{subject.citation} requires the site map at a scale no smaller than 1 in = {figure(limit)} ft"
    fine = [r for r in site if r[0] <= limit]
    if fine:
        feet, _, page, line = min(fine, key=lambda r: r[0])
        return result(subject, rule, "pass", f"the site map's scale is 1 in = {figure(feet)} ft (page {page}), "
                      f"within {subject.citation}'s 1 in = {figure(limit)} ft", f"1 in = {figure(feet)} ft",
                      [plan.quote(page, line)])
    named = [r for r in site if r[1] == "site_map"]
    if named:
        feet, _, page, line = max(named, key=lambda r: r[0])
        return result(subject, rule, "fail", f"the site map is drawn at 1 in = {figure(feet)} ft (page {page}); "
                      f"{law}: \"{rule.law}\"", f"1 in = {figure(feet)} ft", [plan.quote(page, line)])
    if site:
        feet, _, page, line = max(site, key=lambda r: r[0])
        return result(subject, rule, "needs_review", f"a drawing scale of 1 in = {figure(feet)} ft is stated on page "
                      f"{page}, but not which drawing it is; {law}: check the site map's scale",
                      f"1 in = {figure(feet)} ft", [plan.quote(page, line)])
    others = "".join(f" (the {kind.replace('_', ' ')}'s 1 in = {figure(feet)} ft on page {page} is not the "
                     "site map's)" for feet, kind, page, _ in readings[:1])
    return result(subject, rule, "needs_review", f"no scale of the site map is stated in the plan's text{others}; "
                  f"{law}: check the drawings", evidence=[plan.quote(page, line) for _, _, page, line in readings[:1]])
