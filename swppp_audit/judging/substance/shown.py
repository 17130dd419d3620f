"""The law's list of what a drawing must show, thing by thing.

A thing is shown where its words are among a drawing sheet's labels, notes or legend (every
statement on a page that holds drawing labels, and on the pages the item's evidence cites), or in
a sentence that says what a drawing shows ("the site plan shows the limit of disturbance").
Drawings show much as lines and hatching whose names are not text, so a thing not found is the
reviewer's to look for, named; it is never a confident lack. A sentence saying the site has none
("no off-site storage areas will be used") accounts for the thing, and so does a project fact the
plan states where the checklist names one (the total site area: the boundary the map draws).
"""
from __future__ import annotations

import re
from functools import lru_cache

from swppp_audit.judging.substance.common import Plan, Subject, pages, result, words
from swppp_audit.judging.substance.scale import scales


@lru_cache(maxsize=512)
def _pattern(phrases: tuple[str, ...]) -> re.Pattern:
    return re.compile(r"\b(?:" + "|".join(re.escape(p).replace(r"\ ", r"[\s-]+") for p in phrases) + r")(?:e?s)?\b",
                      re.I)


def _where_drawings_speak(subject: Subject, plan: Plan) -> list:
    """The statements a drawing's content is read from."""
    sheets = {s.page for s in plan.said if s.drawing} | {e.page for e in subject.finding.evidence}
    out, named = [], False
    for s in plan.said:
        named = bool(words("drawing_named").search(s.value)) or (named and bool(words("drawing_goes_on").search(s.value)))
        if named or s.page in sheets or _index_row(s.text):
            out.append(s)
    return out


def _index_row(text: str) -> bool:
    """A drawing index's row: a sheet with its scale and what it shows."""
    return "|" in text and bool(scales(text))


_DENIED = re.compile(r"\b(?:no|none|not|without)\b", re.I)


def _denied(pattern: re.Pattern, plan: Plan):
    """A sentence that says the site has none of the thing ("No off-site storage areas will be
    used"): a map cannot show what is not there."""
    for s in plan.said:
        hit = pattern.search(s.value)
        if hit and not s.is_field and _DENIED.search(s.value[:hit.start()][-40:]):
            return s
    return None


def _stated(thing, plan: Plan):
    """The evidence of the project fact that gives THING, where the plan states it."""
    fact = plan.fact(thing.fact) if thing.fact else None
    return fact.evidence[0] if fact is not None and fact.source == "document" and fact.evidence else None


def check(rule, subject: Subject, plan: Plan):
    looked = _where_drawings_speak(subject, plan)
    found, lacking = {}, []
    for thing in rule.things:
        hit = next((s for s in looked if _pattern(thing.phrases).search(s.text)), None) or \
            _denied(_pattern(thing.phrases), plan)
        if hit is not None:
            found[thing.name] = plan.evidence(hit)
        elif _stated(thing, plan):
            found[thing.name] = _stated(thing, plan)
        else:
            lacking.append(thing.name)
    evidence = list(dict.fromkeys(found.values()))
    count = f"{len(found)} of {len(rule.things)}"
    if not looked:
        return result(subject, rule, "needs_review", "no drawing sheet with text, and no sentence saying what a drawing "
                      f"shows, is in the plan; {subject.citation} asks the site map to show {len(rule.things)} things: "
                      "check the drawings", "0 of " + str(len(rule.things)))
    if not lacking:
        return result(subject, rule, "pass", f"the drawings show all {len(rule.things)} things {subject.citation} lists "
                      f"({pages(evidence)})", count, evidence)
    return result(subject, rule, "needs_review", f"the drawings' labels and the sentences describing them do not show "
                  f"{', '.join(lacking)} ({count} of the things {subject.citation} lists found, on "
                  f"{pages(evidence) if evidence else 'no page'}); check the drawings for "
                  f"{'it' if len(lacking) == 1 else 'them'}", count, evidence)
