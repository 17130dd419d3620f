"""Which items apply: project facts read from the document (each with its evidence), the
reviewer's corrections of them, and the checklist's applicability rules evaluated on them.

Rules are three-valued: a fact the document does not settle makes a test None ("unknown"),
never False, so postconstruction items are not dropped because an acreage was not found.
"""
from __future__ import annotations

import re
from dataclasses import dataclass
from functools import lru_cache

from swppp_audit.judging.content import restated
from swppp_audit.judging.checklist import Checklist
from swppp_audit.judging.facts import area_facts, concept, flag_fact, quote, volume_fact
from swppp_audit.language import language
from swppp_audit.judging.registry import FACTS, convert, in_fact_unit
from swppp_audit.reading.layout import Layout
from swppp_audit.model import Evidence, Fact, Test
from swppp_audit.reading.statements import Statement, statements

@dataclass(frozen=True)
class Applicability:
    facts: tuple[Fact, ...]
    tests: tuple[Test, ...]
    rules: dict  # rule name -> Test (the rule's own result, citing its tests)
    outcome: str | None  # "exempt" when a threshold says no plan is required at all
    notices: tuple[str, ...]
    # an exemption that keeps the content check: the items keep their own findings (shown for
    # the reviewer) while the decision is not_required
    keep_content_check: bool = False
    unsettled: tuple[str, ...] = ()  # exemptions the document's facts do not settle


@lru_cache(maxsize=1)
def _road() -> re.Pattern:
    return re.compile(r"\s+(?:" + "|".join(map(re.escape, language().cover["street_types"])) + r")\b\.?", re.I)


def _receiving_waters(said: list[Statement]) -> Fact:
    """Waters named where the plan says where runoff goes, in a sentence or a field
    ("Receiving stream | Unnamed tributary to Marten Brook")."""
    names: dict[str, Evidence] = {}
    for s in said:
        about = concept("receiving_label").search(s.label) if s.is_field else concept("receiving_context").search(s.value)
        if about:
            for m in concept("water_name").finditer(s.value):
                if _road().match(s.value[m.end():]):
                    continue  # "Harbor Road" is a road named after a water, not where runoff goes
                name = re.sub(r"^(?:an?|the)\s+", "", " ".join(m.group(0).split()), flags=re.I)
                names.setdefault(name[0].upper() + name[1:], quote(s))
    if not names:
        return Fact("receiving_waters", None, "unknown", note="no receiving water named in the document")
    return Fact("receiving_waters", tuple(names), "document", tuple(dict.fromkeys(names.values()))[:3])


def _work_statements(said: list[Statement]) -> list[Statement]:
    """What the project is comes from sentences about the work ("proposes", "will construct")
    and fields that name its kind ("Project type | Retail store"), not from
    descriptions of the site ("a former paddock with a barn foundation"); and from the plan's
    prose where it describes the work: a drawing sheet's notes name what is beside or beyond the
    site too (where spoil goes, a neighbour's building), and are read for the project only in a
    plan whose prose says nothing of its work."""
    label = concept("project_label")
    work = [s for s in said if (label.search(s.label) if s.is_field else concept("project_work").search(s.value))]
    return [s for s in work if not s.drawing] or work


def _project_types(checklist: Checklist, said: list[Statement]) -> tuple[Fact, Fact, dict]:
    """Project type from the checklist's activity list; single-family from its own phrases."""
    types = [(kind, _phrases_pattern(tuple(kind["phrases"])), _phrases_pattern(tuple(kind.get("unless", ()))))
             for kind in checklist.applicability.get("project_types") or []]
    matched: dict[str, tuple[dict, Evidence]] = {}
    denied: dict[str, tuple[dict, Evidence]] = {}
    any_kind = _phrases_pattern(tuple(p for kind in checklist.applicability.get("project_types") or []
                                      for p in kind["phrases"]))
    work = _work_statements(said)
    for s in work or [s for s in said if not s.is_field]:
        low = s.value.lower()
        if any_kind is None or not any_kind.search(low):
            continue  # one scan rules out most sentences before each kind's own
        for kind, phrases, unless in types:
            found = list(phrases.finditer(low))
            if not found or (unless and unless.search(low)):
                continue
            if all(concept("denied_clause").search(low[max(0, m.start() - 80):m.start()]) for m in found):
                denied.setdefault(kind["id"], (kind, quote(s)))  # "is not a single-family residence"
            else:
                matched.setdefault(kind["id"], (kind, quote(s)))
    evidence = tuple(e for _, e in matched.values())
    if matched:
        project_type = Fact("project_type", tuple(k["label"] for k, _ in matched.values()), "document", evidence[:3])
    else:
        project_type = Fact("project_type", None, "unknown", note="no listed project type recognised in the document")
    return project_type, _single_family(matched, denied, work), matched


def _single_family(matched: dict, denied: dict, work: list[Statement]) -> Fact:
    """Single-family construction: stated (a single-family kind found), denied in so many words,
    or not (only other kinds found, or the work described names no home of any kind); unknown
    when stated and denied, or when the work is not described or names a home the kinds miss."""
    said = [e for k, e in matched.values() if k.get("single_family")]
    unsaid = [e for k, e in denied.values() if k.get("single_family")]
    if said and unsaid:
        return Fact("single_family", None, "unknown", (said[0], unsaid[0]),
                    note="the document both states and denies single-family construction "
                         f"(pages {said[0].page} and {unsaid[0].page})")
    if said:
        return Fact("single_family", True, "document", tuple(said[:1]))
    if unsaid:
        return Fact("single_family", False, "document", tuple(unsaid[:1]),
                    note="the document says it is not single-family residential construction")
    if matched:
        return Fact("single_family", False, "document", tuple(e for _, e in matched.values())[:1],
                    note="the project type found is not single-family residential construction")
    if work and not any(concept("dwelling").search(s.value) for s in work):
        return Fact("single_family", False, "document", (quote(min(work, key=lambda s: not s.is_field)),),
                    note=f"the work described ({len(work)} statements) builds no home of any kind")
    return Fact("single_family", None, "unknown", note="project type not recognised")


@lru_cache(maxsize=256)
def _phrases_pattern(phrases: tuple[str, ...]) -> re.Pattern | None:
    """One pattern for a list of phrases, whole words, plural allowed."""
    if not phrases:
        return None
    return re.compile(r"\b(?:" + "|".join(re.escape(p) for p in phrases) + r")(?:e?s)?\b")


def read_facts(checklist: Checklist, layout: Layout, ocr: dict[int, float] | None = None) -> tuple[tuple[Fact, ...], dict]:
    """The project facts, each with its evidence (marked as OCR where its page was OCR'd); the
    law quoted or restated states no fact of the project."""
    law = restated.of_checklist(checklist)
    said = [s for s in statements(layout, ocr) if s.is_field or not restated.restated(s.value, law)]
    disturbed, total = area_facts(said)
    project_type, single_family, matched = _project_types(checklist, said)
    facts = (
        disturbed,
        total,
        project_type,
        single_family,
        flag_fact("common_plan", said, concept("common_plan"), "it is part of a larger common plan of development",
                  concept("common_plan_label")),
        _receiving_waters(said),
        flag_fact("impaired_water", said, concept("impaired_water"),
                  "a receiving water is impaired (303(d) list) or in a TMDL watershed"),
        flag_fact("alters_hydrology", said, concept("alters_hydrology"),
                  "the project alters the hydrology from predevelopment to postdevelopment conditions"),
    )
    return facts + _facts_on_demand(checklist, said), matched


# Facts read only for a checklist whose rules test them (registry: reported=False), so an audit
# against a town that does not test them says nothing of them.
_ON_DEMAND = {
    "material_cubic_yards": volume_fact,
    "board_application": lambda said: flag_fact("board_application", said, concept("board_application"),
                                                "it is made with a site plan, subdivision, wetland or steep slope "
                                                "application"),
}


def _facts_on_demand(checklist: Checklist, said: list[Statement]) -> tuple[Fact, ...]:
    return tuple(reader(said) for name, reader in _ON_DEMAND.items() if name in checklist.facts_tested)


def override(facts: tuple[Fact, ...], reviewer: dict) -> tuple[Fact, ...]:
    """Replace document facts with the reviewer's values, marked as the reviewer's."""
    out = []
    for fact in facts:
        if fact.name in reviewer:
            out.append(Fact(fact.name, reviewer[fact.name], "reviewer", (),
                            note="set by the reviewer" + (f"; the document said {fact.value!r}" if fact.value is not None else "")))
        else:
            out.append(fact)
    return tuple(out)


# --- rules -----------------------------------------------------------------------------------

def _atom(condition: dict, facts: dict[str, Fact], matched: dict) -> tuple[bool | None, str]:
    if "activity" in condition:
        return _activity(facts, matched)
    name = condition["fact"]
    value = _value(name, facts)
    shown = _show(name, value)
    if value is None:
        return None, f"{_named(name)} not known"
    if "is" in condition:
        return value == condition["is"], f"{_named(name)} is {shown}"
    unit = condition.get("unit")  # a threshold in another unit of the fact's kind (sq ft of an area in acres)
    result = True
    if "gte" in condition:
        result = result and value >= in_fact_unit(name, condition["gte"], unit)
    if "lt" in condition:
        result = result and value < in_fact_unit(name, condition["lt"], unit)
    return result, f"{_named(name)} is {shown}"


def _value(name: str, facts: dict[str, Fact]):
    """A fact's value; one derived from another (the disturbed area in square feet) is computed."""
    derived_from = FACTS[name].derived_from
    if not derived_from:
        return facts[name].value if name in facts else None
    value = facts[derived_from].value
    return None if value is None else convert(value, FACTS[derived_from].unit, FACTS[name].unit)


_SHOWN = {"sq ft": "{:,.0f} sq ft", "cubic yards": "{:,.0f} cubic yards"}


def _named(name: str) -> str:
    """A fact as a sentence names it: its label ("disturbed area"), a derived one by its source's."""
    spec = FACTS.get(name)
    if spec is None:
        return name.replace("_", " ")
    return FACTS[spec.derived_from].label if spec.derived_from else spec.label


def _show(name: str, value) -> str:
    if isinstance(value, float):
        unit = FACTS[name].unit if name in FACTS else ""
        if unit in _SHOWN:
            return _SHOWN[unit].format(value)
        figure = f"{value:.4g}"
        return f"{figure} acre{'' if figure == '1' else 's'}"  # the number as shown decides: 0.99995 is "1 acre"
    if isinstance(value, bool):
        return "yes" if value else "no"
    if isinstance(value, (tuple, list)):
        return ", ".join(map(str, value))
    return str(value)


def _activity(facts: dict[str, Fact], matched: dict) -> tuple[bool | None, str]:
    """Whether the project is one of the checklist's listed activities (each with its own conditions)."""
    if facts["project_type"].source == "reviewer":
        value = facts["project_type"].value
        return bool(value), f"project type (reviewer): {_show('project_type', value)}"
    if not matched:
        return None, "no listed activity recognised; the reviewer must confirm the project type"
    results = []
    for type_id, (kind, _) in matched.items():
        result, why = (True, "") if "requires" not in kind else evaluate(kind["requires"], facts, {})
        results.append(result)
        results_why = f"{type_id} {kind['label']}" + (f" ({why})" if why else "")
        if result:
            return True, "listed activity: " + results_why
    if None in results:
        return None, "listed activity found, but its own condition is not settled: " + results_why
    return False, "the activities found do not meet their listing's condition: " + results_why


def evaluate(condition: dict, facts: dict[str, Fact], matched: dict) -> tuple[bool | None, str]:
    """Three-valued AND/OR over atoms: False beats None in an AND, True beats None in an OR."""
    if "all" in condition or "any" in condition:
        is_all = "all" in condition
        parts = [evaluate(c, facts, matched) for c in condition["all" if is_all else "any"]]
        results = [r for r, _ in parts]
        why = "; ".join(w for _, w in parts)
        decisive = False if is_all else True
        if decisive in results:
            return decisive, why
        if None in results:
            return None, why
        return (not decisive), why
    return _atom(condition, facts, matched)


def assess(checklist: Checklist, layout: Layout, reviewer_facts: dict | None = None,
           ocr: dict[int, float] | None = None) -> Applicability:
    """The facts (`ocr`: page -> OCR confidence, to mark their evidence), the checklist's rules
    on them, and its thresholds: whether the chapter requires a plan at all."""
    facts, matched = read_facts(checklist, layout, ocr)
    facts = override(facts, reviewer_facts or {})
    by_name = {f.name: f for f in facts}
    tests, rules = _rules(checklist.applicability.get("rules") or {}, by_name, matched)
    exempt, keep, notices, unsettled = None, False, [], []
    for threshold in checklist.applicability.get("thresholds", ()):
        result, why = evaluate(threshold["when"], by_name, matched)
        tests.append(Test(threshold["id"], threshold["citation"], threshold["description"], result, why))
        is_exemption = threshold.get("outcome") == "exempt"
        if result:
            notices.append(f"{threshold['citation']}: {threshold['description']} ({why})")
            if is_exemption:
                exempt, keep = "exempt", keep or threshold.get("keep_content_check", False)
        elif result is None and is_exemption and _partly_holds(threshold["when"], by_name, matched):
            # the document puts the project within reach of the exemption (under one acre, say) but
            # does not settle it: whether a plan is required at all is for the reviewer to settle
            # first. (Where nothing is known, the rules' own unknowns already leave items to them.)
            unsettled.append(f"the reviewer must confirm whether {threshold['citation']} exempts the project "
                             f"({threshold['description']}): {why}")
    tests += _approval(checklist.applicability.get("approval") or (), by_name, matched)
    return Applicability(facts, tuple(tests), rules, exempt, tuple(notices), keep,
                         () if exempt else tuple(unsettled))


def _approval(rules, facts: dict[str, Fact], matched: dict) -> list[Test]:
    """Who approves the plan: the first rule that holds, as a test of its own ("approval"). A rule
    the facts do not settle, before any that holds, leaves it to the reviewer, named: the
    authority is never guessed from the rules after it."""
    for rule in rules:
        result, why = evaluate(rule["when"], facts, matched) if rule.get("when") else (True, "otherwise")
        if result is None:
            return [Test("approval", rule["citation"], f"who approves the plan is not settled: the {rule['authority']} "
                                                       f"if {rule['description']}", None, why)]
        if result:
            return [Test("approval", rule["citation"], f"the plan is for the {rule['authority']} to approve "
                                                       f"({rule['description']})", True, why)]
    return []


def open_facts(checklist: Checklist, applicability: Applicability, rule_names) -> tuple[str, ...]:
    """The facts a reviewer must set to settle RULE_NAMES (rules left unknown that items wait
    on) and an exemption left unsettled: each unknown fact they test, in the registry's order."""
    section = checklist.applicability.get("rules") or {}
    conditions = [c for name in rule_names for c in _conditions(section[name])]
    if applicability.unsettled:
        conditions += [t["when"] for t in checklist.applicability.get("thresholds", ()) if t.get("outcome") == "exempt"]
    by_name = {f.name: f for f in applicability.facts}
    named = set().union(*(_unknown_in(c, by_name) for c in conditions))
    return tuple(name for name in FACTS if name in named)


def _conditions(rule: dict) -> list[dict]:
    return ([rule["when"]] if "when" in rule else []) + [test["when"] for test in rule.get("tests", ())]


def _unknown_in(condition: dict, facts: dict[str, Fact]) -> set[str]:
    """The facts CONDITION tests whose value is not known (a derived one as the fact it comes from)."""
    if "all" in condition or "any" in condition:
        return set().union(*(_unknown_in(c, facts) for c in condition.get("all", condition.get("any"))))
    name = "project_type" if "activity" in condition else FACTS[condition["fact"]].derived_from or condition["fact"]
    return {name} if name not in facts or facts[name].value is None else set()


def _partly_holds(condition: dict, facts: dict[str, Fact], matched: dict) -> bool:
    """Some part of an all-of condition holds and none fails (its result is unknown)."""
    parts = condition.get("all", [condition])
    results = [evaluate(part, facts, matched)[0] for part in parts]
    return True in results and False not in results


def _rules(section: dict, facts: dict[str, Fact], matched: dict) -> tuple[list[Test], dict[str, Test]]:
    """Each rule's own result, and the tests it is made of."""
    tests: list[Test] = []
    rules: dict[str, Test] = {}
    for name, rule in section.items():
        sub_results = []
        for test in rule.get("tests", ()):
            result, why = evaluate(test["when"], facts, matched)
            tests.append(Test(test["id"], test["citation"], test["description"], result, why))
            sub_results.append(result)
        if "when" in rule:
            result, why = evaluate(rule["when"], facts, matched)
        else:  # a rule made of tests holds when any of them holds
            result = True if True in sub_results else (None if None in sub_results else False)
            why = "; ".join(f"{t.id}: {_tri(t.result)}" for t in tests[-len(sub_results):])
        rules[name] = Test(name, rule["citation"], rule["description"], result, why)
    return tests, rules


def _tri(result: bool | None) -> str:
    return {True: "holds", False: "does not hold", None: "unknown"}[result]
