"""The typed schema of checklist files (pydantic); its errors are told as ChecklistErrors that name
the file, line and key (swppp_audit.judging.places).

Two kinds of file: a base (`base: true`), the items, elements and headings a model law's towns
share, by name; and a town, which may `extends:` a base. The schema checks every key and every
value's type; what spans files (a model item, a named element, a rule an item applies) is
checked when the town is joined to its base (swppp_audit.judging.checklist), with the same errors.
"""
from __future__ import annotations

import re
from pathlib import Path
from typing import Annotated, Any, Literal, Union

from pydantic import AfterValidator, BaseModel, ConfigDict, Field, StringConstraints, ValidationError, ValidationInfo, \
    field_validator, model_validator

from swppp_audit.judging.places import ChecklistError, fail
from swppp_audit.judging.registry import FACTS, units_for


Text = Annotated[str, StringConstraints(pattern=r"\S")]  # a string with something in it
Texts = list[Text]
Named = Union[Texts, str]  # a list, or the name of a list the base gives


def _pattern(tokens: list[dict[str, Any]]) -> list[dict[str, Any]]:
    """A spaCy token pattern: a non-empty list of token specs whose REGEX values compile."""
    if not tokens:
        raise ValueError("a pattern is a non-empty list of token specs")
    for token in tokens:
        for value in token.values():
            if isinstance(value, dict) and "REGEX" in value:
                try:
                    re.compile(value["REGEX"])
                except (re.error, TypeError) as exc:
                    raise ValueError(f"bad REGEX {value['REGEX']!r}: {exc}") from None
    return tokens


class _Strict(BaseModel):
    model_config = ConfigDict(extra="forbid", strict=True)


class ElementSpec(_Strict):
    name: Text | None = None  # required inline; a base's named element takes its key
    phrases: Texts = []
    patterns: list[Annotated[list[dict[str, Any]], AfterValidator(_pattern)]] = []
    vocab: Texts = []
    not_with: Texts = []  # shared sets whose mention in the same sentence voids a hit
    # elements of the item that, outside its own section, must share a sentence with this one
    together_with: Texts = []
    # a labelled field that names the site, wherever it stands, gives it in the item's own section
    site_field: bool = False

    @field_validator("vocab", "not_with")
    @classmethod
    def _known_vocab(cls, names: list[str], info: ValidationInfo) -> list[str]:
        known = (info.context or {}).get("vocab")
        unknown = sorted(set(names) - set(known)) if known is not None else []
        if unknown:
            raise ValueError(f"unknown vocab: {', '.join(unknown)} (language.yaml's vocab names them)")
        return names

    @model_validator(mode="after")
    def _has_cues(self) -> "ElementSpec":
        if not (self.phrases or self.patterns or self.vocab):
            raise ValueError("an element needs at least one of 'phrases', 'patterns', 'vocab'")
        return self


class Thing(_Strict):
    """One thing a drawing must show (a `shown` check), recognised by its phrases."""

    name: Text
    phrases: Annotated[Texts, Field(min_length=1)]
    # a project fact whose statement in the plan gives the thing ("Total site area | 2.14 acres":
    # the boundary the map draws has that area)
    fact: Text | None = None

    @field_validator("fact")
    @classmethod
    def _known_fact(cls, name):
        if name is not None and name not in FACTS:
            raise ValueError(f"unknown fact {name!r} (known: {', '.join(sorted(FACTS))})")
        return name


# the parameter each kind of substance check takes (swppp_audit.judging.substance)
CHECK_LIMITS = {"scale": "largest_feet_per_inch", "at_one_time": "most_acres", "wqv": "tolerance"}


class CheckSpec(_Strict):
    """A check of substance: a value the law sets, read from the plan, against the law's figure
    (`scale`, `at_one_time`), a list the law's drawing must show (`shown`), or the plan's own
    arithmetic (`wqv`). `law` is the law's words the finding quotes."""

    id: Annotated[str, StringConstraints(pattern=r"^[a-z][a-z0-9-]*$")]
    kind: Literal["scale", "at_one_time", "shown", "soil_groups", "wqv"]
    # the law's words: given, or the sentence of the item's own `law` that holds `cites`, so a town
    # whose item words the law its own way is quoted in its own words
    law: Text | None = None
    cites: Text | None = None
    largest_feet_per_inch: float | int | None = None
    most_acres: float | int | None = None
    tolerance: float | None = None  # a share: 0.05 is five per cent
    things: list[Thing] = []

    @model_validator(mode="after")
    def _takes_its_figure(self) -> "CheckSpec":
        if (self.law is None) == (self.cites is None):
            raise ValueError("a check gives its 'law' or what its item's law 'cites', one of them")
        needed = CHECK_LIMITS.get(self.kind)
        given = [key for key in CHECK_LIMITS.values() if getattr(self, key) is not None]
        if needed and needed not in given:
            raise ValueError(f"a {self.kind} check needs '{needed}'")
        if set(given) - {needed}:
            raise ValueError(f"a {self.kind} check takes no {', '.join(sorted(set(given) - {needed}))}")
        if (self.kind == "shown") != bool(self.things):
            raise ValueError("a shown check lists its 'things'" if self.kind == "shown" else
                             f"a {self.kind} check lists no 'things'")
        return self


class NoneStatement(_Strict):
    subjects: Texts = []
    context: Texts = []


class Extend(_Strict):
    """What a town adds to its model item in place, without copying it: headings, phrases of a
    named element, and elements after the model's."""

    headings: Texts = []
    phrases: dict[Text, Texts] = {}
    elements: list[Union[Text, ElementSpec]] = []
    after: Text | None = None  # the model element the added ones follow (else they come last)
    things: dict[Text, list[Thing]] = {}  # things added to a named `shown` check of the model


class Remove(_Strict):
    """What a town's law leaves out of its model item: headings, and elements by name."""

    headings: Texts = []
    elements: Texts = []


class ItemSpec(_Strict):
    """An item as a file writes it; a town's item joined to its model item must have them all."""

    model: Text | None = None  # the base's item this one is
    id: Text | None = None
    citation: Text | None = None
    title: Text | None = None
    group: Text | None = None
    law: Text | None = None
    applies: Text | None = None  # "always" or a rule of the applicability section
    applies_note: str | None = None
    headings: Named | None = None
    elements: list[Union[Text, ElementSpec]] | None = None  # a name is the base's element
    alternative: list[Union[Text, ElementSpec]] | None = None
    none_statement: NoneStatement | None = None
    within: Literal["section", "page"] | None = None
    # the law has the form signed when the plan is submitted (the preparer's certification), not
    # before work begins (a contractor's): its blank signature block is a lack, not a form to come
    signed_at_submission: bool | None = None
    extend: Extend | None = None  # a model item's lists grown in place
    remove: Remove | None = None  # ... and shrunk
    under: Named | None = None
    not_under: Named | None = None
    checks: list[CheckSpec] | None = None  # checks of substance (swppp_audit.judging.substance)


def _number_test(fact, condition: dict) -> None:
    """A number's test: its unit named where the fact has more than one (an area in acres or in
    square feet: `lt: 5000` meant in square feet would otherwise be read as 5,000 acres), numbers
    for values, and a range some value can be in."""
    unit, units = condition.get("unit"), units_for(fact.name)
    if unit is not None and unit not in units:
        raise ValueError(f"{fact.name} is tested in {', '.join(units)}, not {unit!r}")
    if unit is None and len(units) > 1:
        raise ValueError(f"the test of {fact.name} names no unit: add unit: {' or unit: '.join(units)}")
    for key in ("gte", "lt", "is"):
        value = condition.get(key)
        if key in condition and (isinstance(value, bool) or not isinstance(value, (int, float))):
            raise ValueError(f"'{key}' of {fact.name} is a number, not {value!r}")
    if "gte" in condition and "lt" in condition and condition["gte"] >= condition["lt"]:
        raise ValueError(f"{fact.name} gte: {condition['gte']} and lt: {condition['lt']}: no value is in that range")


def condition(raw: dict, where: str = "") -> dict:
    """all/any of conditions, {activity: listed}, or {fact: NAME, is|gte|lt: VALUE[, unit: U]}
    with NAME a registry fact and VALUE of its type."""
    if set(raw) in ({"all"}, {"any"}):
        parts = next(iter(raw.values()))
        if not isinstance(parts, list) or not parts:
            raise ValueError(f"{where}'all'/'any' takes a non-empty list of conditions")
        for n, part in enumerate(parts):
            if not isinstance(part, dict):
                raise ValueError(f"{where}a condition is a mapping, not {part!r}")
            condition(part, f"{where}{next(iter(raw))}[{n}]: ")
        return raw
    if raw == {"activity": "listed"}:
        return raw
    if "fact" not in raw:
        raise ValueError(f"{where}not a condition: {raw!r} (all, any, activity: listed, or fact)")
    fact = FACTS.get(raw["fact"]) if isinstance(raw["fact"], str) else None
    if fact is None:
        raise ValueError(f"{where}unknown fact {raw['fact']!r} (known: {', '.join(sorted(FACTS))})")
    tests = set(raw) - {"fact", "unit"}
    if not tests or tests - {"is", "gte", "lt"}:
        raise ValueError(f"{where}a fact condition takes 'is', 'gte' and/or 'lt' (and 'unit'), not {sorted(tests)}")
    if fact.number:
        _number_test(fact, raw)
    elif tests != {"is"} or (fact.kind == "flag") != isinstance(raw["is"], bool):
        raise ValueError(f"{where}{fact.name} is tested with 'is: " + ("true|false'" if fact.kind == "flag" else "TEXT'"))
    return raw


Condition = Annotated[dict[str, Any], AfterValidator(condition)]


class ProjectType(_Strict):
    id: Text
    label: Text
    phrases: Texts
    unless: Texts = []
    single_family: bool = False
    requires: Condition | None = None


class TestSpec(_Strict):
    id: Text
    citation: Text
    description: Text
    when: Condition
    law: Text | None = None  # the law's own words, so a plan that quotes them is not read as stating them


class Threshold(TestSpec):
    outcome: Literal["exempt"] | None = None
    keep_content_check: bool = False


class Rule(_Strict):
    citation: Text
    description: Text
    when: Condition | None = None
    tests: list[TestSpec] | None = None  # a rule made of tests holds when any of them holds
    law: Text | None = None  # the law's own words (see TestSpec)

    @model_validator(mode="after")
    def _one_way(self) -> "Rule":
        if (self.when is None) == (self.tests is None):
            raise ValueError("a rule needs exactly one of 'when' and 'tests'")
        return self


class Approval(_Strict):
    """Who approves the plan, by the law's own division: the first rule whose `when` holds (a
    rule without one is the law's "otherwise")."""

    authority: Text
    citation: Text
    description: Text
    when: Condition | None = None


class Applicability(_Strict):
    project_types: list[ProjectType] = []
    rules: dict[Text, Rule] = {}
    thresholds: list[Threshold] = []
    approval: list[Approval] = []


class Jurisdiction(_Strict):
    municipality: Text
    county: Text
    state: Text
    office: Text
    address: Annotated[Texts, Field(min_length=1)]  # the letterhead's lines
    approval_authority: Text
    plan_name: Text


class Clock(_Strict):
    days: Annotated[int, Field(gt=0)]
    count: Literal["calendar", "business"] = "calendar"
    # Exactly one: the section of the law that sets the period ("§ 93-13A"), or, where the law sets
    # none, the office's own practice that does ("the Village's completeness review practice"); the
    # letter states a law's period as a deadline and a practice as what the office undertakes.
    citation: Text | None = None
    practice: Text | None = None
    basis: Text
    # Where the law (or the office) says a revised submission's receipt starts a period of its
    # own: the basis, quoted in a resubmission's report. Without it a resubmission says so.
    resubmission: Text | None = None

    @model_validator(mode="after")
    def _one_source(self) -> "Clock":
        if (self.citation is None) == (self.practice is None):
            raise ValueError("a clock needs exactly one of 'citation' (the law that sets the period) and "
                             "'practice' (the office's own, where the law sets none)")
        return self


class Letter(_Strict):
    notes: Texts = []  # the law's words every completeness notice adds
    not_required_notes: Texts = []  # ... and the notice that no plan is required


class TownFile(_Strict):
    id: Text
    title: Text
    version: Text
    extends: Text | None = None
    jurisdiction: Jurisdiction
    detect: Annotated[Texts, Field(min_length=1)]
    clock: Clock
    groups: Annotated[dict[Text, Text], Field(min_length=1)]  # group -> its heading in reports and letters
    letter: Letter = Letter()
    applicability: Applicability = Applicability()
    omit: Texts = []  # the base's items this town's law does not have
    items: Annotated[list[ItemSpec], Field(min_length=1)]


class BaseFile(_Strict):
    id: Text
    title: Text
    version: Text
    base: Literal[True]
    lists: dict[Text, Texts] = {}  # named chapter lists for `under` / `not_under`
    headings: dict[Text, Texts] = {}
    elements: dict[Text, ElementSpec] = {}
    items: dict[Text, ItemSpec] = {}  # the model law's items: a town lists or omits each
    variants: dict[Text, ItemSpec] = {}  # another adoption's wording: a town may list one, never must

    @model_validator(mode="after")
    def _names_once(self):
        both = sorted(set(self.items) & set(self.variants))
        if both:
            raise ValueError(f"{', '.join(both)}: both an item and a variant")
        return self


# --- pydantic's errors, as ours ------------------------------------------------------------

def _real_keys(raw, error: dict) -> tuple:
    """An error's place in the file: pydantic's location without the names of union members."""
    keys, here, loc = [], raw, error["loc"]
    for n, step in enumerate(loc):
        if isinstance(here, dict) and step in here:
            keys.append(step)
            here = here[step]
        elif isinstance(here, list) and isinstance(step, int) and step < len(here):
            keys.append(step)
            here = here[step]
        elif n == len(loc) - 1 and error["type"] in ("missing", "extra_forbidden"):
            keys.append(step)
    return tuple(keys)


_MESSAGES = {"missing": "missing key", "extra_forbidden": "unknown key"}


def from_validation(path: Path, raw, exc: ValidationError) -> ChecklistError:
    """One line for the most specific of pydantic's errors (the one deepest in the file)."""
    errors = exc.errors(include_url=False)
    best = max(errors, key=lambda e: len(_real_keys(raw, e)))
    message = _MESSAGES.get(best["type"], best["msg"].removeprefix("Value error, "))
    return fail(path, raw, _real_keys(raw, best), message)


def validate(model: type[BaseModel], raw, path: Path, vocab: frozenset[str]):
    try:
        return model.model_validate(raw, context={"vocab": vocab})
    except ValidationError as exc:
        raise from_validation(path, raw, exc) from None
