"""Which items apply: project facts read from the document (each with its evidence), the
reviewer's corrections of them, and the checklist's applicability rules evaluated on them.

Rules are three-valued: a fact the document does not settle makes a test None ("unknown"),
never False, so postconstruction items are not dropped because an acreage was not found.
"""
from __future__ import annotations

import re
from dataclasses import dataclass
from functools import lru_cache

from .checklist import Checklist
from .layout import Layout
from .model import Evidence, Fact, Test

SQFT_PER_ACRE = 43560.0
# Two readings of the disturbed area further apart than this are a contradiction.
AREA_TOLERANCE = 0.05

_NUMBER = r"(?P<num>\d{1,3}(?:,\d{3})+(?:\.\d+)?|\d+(?:\.\d+)?|\.\d+)"
_AREA = re.compile(
    _NUMBER + r"\s*(?:±|\+/-|\+/−|\(±\))?\s*(?P<unit>acres?\b|ac\b\.?|square\s+feet|square\s+foot|sq\.?\s*ft\.?|s\.f\.|sf\b)",
    re.I,
)
_DISTURB = re.compile(r"disturb|limit of disturbance|\bLOD\b|land disturbance|area of disturbance|disturbed area", re.I)
_TOTAL = re.compile(r"total (?:site|parcel|property|lot) area|site area|lot area|tract|total of|"
                    r"(?:parcel|property|site|lot) (?:area|size|is|consists of|contains|comprises|totals|measures)", re.I)
_THRESHOLD = re.compile(r"(?:than|least|exceed\w*|over|under|below|above|up to|maximum of|minimum of|threshold of)\s*$", re.I)
_REMAINING = re.compile(r"(?:remaining|remainder of|rest of|balance of|other)\s*(?:the\s*)?$", re.I)
_AT_ONE_TIME = re.compile(r"at (?:any )?one time", re.I)
_STRONG_DISTURB = re.compile(r"limit of disturbance|\bLOD\b|area of disturbance|disturbed area|total (?:land )?disturbance|will disturb|to be disturbed|will be disturbed|land disturbance", re.I)
_UNDISTURBED = re.compile(r"(?:\bnot\s+(?:be\s+)?|\bun)disturb", re.I)
_WHOLE_SITE = re.compile(r"\s*-?\s*(?:parcel|site|property|lot|tract)\b", re.I)
_WORK = re.compile(r"\b(?:propos\w*|construct\w*|build\w*|built|consist\w* of|project (?:is|includes|involves)|"
                   r"will (?:include|involve|add|replace|create)|develop\w*|redevelop\w*|the work|reconstruct\w*|"
                   r"install\w*|expan\w*|listed in)\b", re.I)
_DENIED = re.compile(r"\b(?:not|no|non|exclusive of|other than|except|rather than)\b(?:\s+\w+){0,4}\s*$")
_NEGATED = re.compile(r"\b(not|no|neither|nor|isn't|is not|are not|none)\b", re.I)
_IMPAIRED = re.compile(r"303\s*\(\s*d\s*\)|impaired|\bTMDL\b|total maximum daily load", re.I)
_COMMON_PLAN = re.compile(r"(larger\s+)?common plan of development", re.I)
_WATER = re.compile(
    r"\b(?:(?:[A-Z][a-z]+|[A-Z]{2,})\s+){1,4}(?:Creek|Brook|River|Reservoir|Lake|Pond|Harbor|Bay|Sound|Stream|Kill|Inlet|Estuary|Canal|Cove)\b"
    r"|\b(?:an?\s+)?unnamed tributary(?: (?:of|to) (?:the )?(?:(?:[A-Z][a-z]+)\s+){1,4}(?:Creek|Brook|River|Reservoir|Lake|Pond|Harbor|Bay|Sound|Stream|Kill))?"
)
_RECEIVING = re.compile(r"receiving water|discharg\w* (?:in)?to|drain\w* (?:in)?to|flow\w* (?:in)?to|tributary|outfall|ultimately", re.I)


@dataclass(frozen=True)
class Applicability:
    facts: tuple[Fact, ...]
    tests: tuple[Test, ...]
    rules: dict  # rule name -> Test (the rule's own result, citing its tests)
    outcome: str | None  # "exempt" when a threshold says no plan is required at all
    notices: tuple[str, ...]


def _sentences(layout: Layout) -> list[tuple[int, str]]:
    """(page, sentence) for body text, split on sentence ends; good enough for numbers and names."""
    out = []
    for block in layout.blocks:
        if block.kind in ("para", "row"):
            for sentence in re.split(r"(?<=[.;!?])\s+(?=[A-Z(])", block.text):
                out.append((block.page, sentence))
    return out


def _quote(page: int, text: str) -> Evidence:
    return Evidence(page=page, text=text if len(text) <= 240 else text[:240].rsplit(" ", 1)[0] + " …")


def _acres(match: re.Match) -> float:
    value = float(match.group("num").replace(",", ""))
    unit = match.group("unit").lower()
    return value if unit.startswith("ac") else value / SQFT_PER_ACRE


def _area_facts(sentences) -> tuple[Fact, Fact]:
    """Disturbed and total site area. Each sentence gives at most one reading of each: the
    quantity nearest a disturbance phrase ("limit of disturbance encompasses 2.4 ± acres"), and
    one named as the site's whole ("the 10.2-acre parcel", "total site area 12.3 acres").
    Thresholds ("more than 5,000 square feet"), phasing limits ("at one time") and the part
    left alone ("the remaining 10.3 acres will not be disturbed") are not the disturbed area."""
    disturbed: list[tuple[float, int, str]] = []
    total: list[tuple[float, int, str]] = []
    for page, text in sentences:
        areas = list(_AREA.finditer(text))
        if not areas:
            continue
        disturb_at = [m.start() for m in _DISTURB.finditer(text)
                      if not _UNDISTURBED.search(text[max(0, m.start() - 12):m.end()])]
        totals, others = [], []
        for previous, area in zip([None] + areas, areas):
            # what precedes this quantity, back to the one before it
            before = text[max(previous.end() if previous else 0, area.start() - 40):area.start()]
            clause = re.split(r"[;.]\s", text[area.end():], maxsplit=1)[0]
            if _THRESHOLD.search(before[-20:]) or _REMAINING.search(before[-15:]) or _UNDISTURBED.search(clause):
                continue
            if _TOTAL.search(before) or _WHOLE_SITE.match(text, area.end()):
                totals.append(area)
            else:
                others.append(area)
        if totals:
            total.append((_acres(totals[0]), page, text))
        if disturb_at and others and not _AT_ONE_TIME.search(text):
            distance, nearest = min((min(abs(a.start() - d) for d in disturb_at), a) for a in others)
            if distance <= 80:
                weight = 2 if _STRONG_DISTURB.search(text) else 1
                disturbed.extend([(_acres(nearest), page, text)] * weight)
    return (_settle("disturbed_acres", disturbed, "disturbed area"),
            _settle("total_site_acres", total, "total site area"))


def _settle(name: str, readings, what: str) -> Fact:
    """The value most readings agree on (within AREA_TOLERANCE); a tie between different values
    is a contradiction the reviewer must settle."""
    if not readings:
        return Fact(name, None, "unknown", note=f"no {what} found in the document")
    clusters: list[list[tuple[float, int, str]]] = []
    for reading in readings:
        for cluster in clusters:
            if abs(cluster[0][0] - reading[0]) <= AREA_TOLERANCE * max(cluster[0][0], reading[0]):
                cluster.append(reading)
                break
        else:
            clusters.append([reading])
    clusters.sort(key=len, reverse=True)
    if len(clusters) > 1 and len(clusters[1]) == len(clusters[0]):
        listed = "; ".join(f"{round(c[0][0], 2)} acres (page {c[0][1]})" for c in clusters[:4])
        evidence = tuple(_quote(p, t) for c in clusters[:2] for _, p, t in c[:1])
        return Fact(name, None, "unknown", evidence, note=f"contradictory {what}: {listed}")
    best = clusters[0]
    note = ""
    if len(clusters) > 1:
        note = "other figures also appear: " + "; ".join(f"{round(c[0][0], 2)} acres (page {c[0][1]})" for c in clusters[1:3])
    quotes = tuple(dict.fromkeys(_quote(p, t) for _, p, t in best))[:2]
    return Fact(name, round(best[0][0], 6), "document", quotes, note=note)  # 0.1 sq ft: 4,995 SF stays under 5,000


def _flag_fact(name: str, sentences, pattern: re.Pattern, what: str) -> Fact:
    """True/False from sentences that state the thing or deny it; None when silent or both."""
    said: dict[bool, list[Evidence]] = {True: [], False: []}
    for page, text in sentences:
        if pattern.search(text):
            said[not _NEGATED.search(text)].append(_quote(page, text))
    if said[True] and said[False]:
        return Fact(name, None, "unknown", tuple(said[True][:1] + said[False][:1]),
                    note=f"the document both states and denies {what}")
    for value in (True, False):
        if said[value]:
            return Fact(name, value, "document", tuple(said[value][:2]))
    return Fact(name, None, "unknown", note=f"the document does not say whether {what}")


def _receiving_waters(sentences) -> Fact:
    names: dict[str, Evidence] = {}
    for page, text in sentences:
        if _RECEIVING.search(text):
            for m in _WATER.finditer(text):
                name = " ".join(m.group(0).split())
                name = re.sub(r"^(?:an?|the|The|An?)\s+", "", name)
                names.setdefault(name, _quote(page, text))
    if not names:
        return Fact("receiving_waters", None, "unknown", note="no receiving water named in the document")
    return Fact("receiving_waters", tuple(names), "document", tuple(list(names.values())[:3]))


def _project_types(checklist: Checklist, sentences) -> tuple[Fact, Fact, dict]:
    """Project type from the checklist's activity list; single-family from its own phrases."""
    types = [(kind, _phrases_pattern(tuple(kind["phrases"])), _phrases_pattern(tuple(kind.get("unless", ()))))
             for kind in checklist.applicability.get("project_types") or []]
    # What the project is comes from sentences about the work ("proposes", "will construct"),
    # not from descriptions of the site ("a former paddock with a barn foundation").
    about_work = [(page, text) for page, text in sentences if _WORK.search(text)] or sentences
    matched: dict[str, tuple[dict, Evidence]] = {}
    denied: list[Evidence] = []
    for page, text in about_work:
        low = text.lower()
        for kind, phrases, unless in types:
            if kind["id"] in matched:
                continue
            found = list(phrases.finditer(low))
            if not found or (unless and unless.search(low)):
                continue
            if all(_DENIED.search(low[max(0, m.start() - 60):m.start()]) for m in found):
                denied.append(_quote(page, text))  # "is not a single-family residence"
            else:
                matched[kind["id"]] = (kind, _quote(page, text))
    evidence = tuple(e for _, e in matched.values())
    if matched:
        project_type = Fact("project_type", tuple(k["label"] for k, _ in matched.values()), "document", evidence[:3])
    else:
        project_type = Fact("project_type", None, "unknown", note="no listed project type recognised in the document")
    single = [e for k, e in matched.values() if k.get("single_family")]
    if single:
        single_family = Fact("single_family", True, "document", tuple(single[:1]))
    elif matched or denied:
        single_family = Fact("single_family", False, "document", tuple(denied[:1]) or evidence[:1],
                             note="the document says it is not single-family residential construction" if denied
                             else "the project type found is not single-family residential construction")
    else:
        single_family = Fact("single_family", None, "unknown", note="project type not recognised")
    return project_type, single_family, matched


@lru_cache(maxsize=256)
def _phrases_pattern(phrases: tuple[str, ...]) -> re.Pattern | None:
    """One pattern for a list of phrases, whole words, plural allowed."""
    if not phrases:
        return None
    return re.compile(r"\b(?:" + "|".join(re.escape(p) for p in phrases) + r")(?:e?s)?\b")


def read_facts(checklist: Checklist, layout: Layout) -> tuple[tuple[Fact, ...], dict]:
    sentences = _sentences(layout)
    disturbed, total = _area_facts(sentences)
    project_type, single_family, matched = _project_types(checklist, sentences)
    facts = (
        disturbed,
        total,
        project_type,
        single_family,
        _flag_fact("common_plan", sentences, _COMMON_PLAN, "it is part of a larger common plan of development"),
        _receiving_waters(sentences),
        _flag_fact("impaired_water", sentences, _IMPAIRED,
                   "a receiving water is impaired (303(d) list) or in a TMDL watershed"),
        _flag_fact("alters_hydrology", sentences, re.compile(r"alter\w* the (?:existing )?hydrology", re.I),
                   "the project alters the hydrology from predevelopment to postdevelopment conditions"),
    )
    return facts, matched


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
    if name == "disturbed_sqft":
        acres = facts["disturbed_acres"].value
        value = None if acres is None else acres * SQFT_PER_ACRE
    else:
        value = facts[name].value
    shown = _show(name, value)
    if value is None:
        return None, f"{name.replace('_', ' ')} not known"
    if "is" in condition:
        return value == condition["is"], f"{name.replace('_', ' ')} is {shown}"
    result = True
    if "gte" in condition:
        result = result and value >= condition["gte"]
    if "lt" in condition:
        result = result and value < condition["lt"]
    return result, f"{name.replace('_', ' ')} is {shown}"


def _show(name: str, value) -> str:
    if isinstance(value, float):
        return f"{value:,.0f} sq ft" if name == "disturbed_sqft" else f"{value:.4g} acres"
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


def assess(checklist: Checklist, layout: Layout, reviewer_facts: dict | None = None) -> Applicability:
    facts, matched = read_facts(checklist, layout)
    facts = override(facts, reviewer_facts or {})
    by_name = {f.name: f for f in facts}
    tests: list[Test] = []
    rules: dict[str, Test] = {}
    section = checklist.applicability
    for name, rule in (section.get("rules") or {}).items():
        sub_results = []
        for test in rule.get("tests", ()):
            result, why = evaluate(test["when"], by_name, matched)
            tests.append(Test(test["id"], test["citation"], test["description"], result, why))
            sub_results.append(result)
        if "when" in rule:
            result, why = evaluate(rule["when"], by_name, matched)
        else:  # a rule made of tests holds when any of them holds
            result = True if True in sub_results else (None if None in sub_results else False)
            why = "; ".join(f"{t.id}: {_tri(t.result)}" for t in tests[-len(sub_results):])
        rules[name] = Test(name, rule["citation"], rule["description"], result, why)
    outcome = None
    notices = []
    for threshold in section.get("thresholds", ()):
        result, why = evaluate(threshold["when"], by_name, matched)
        tests.append(Test(threshold["id"], threshold["citation"], threshold["description"], result, why))
        if result:
            notices.append(f"{threshold['citation']}: {threshold['description']} ({why})")
            if threshold.get("outcome") == "exempt":
                outcome = "exempt"
    return Applicability(facts, tuple(tests), rules, outcome, tuple(notices))


def _tri(result: bool | None) -> str:
    return {True: "holds", False: "does not hold", None: "unknown"}[result]
