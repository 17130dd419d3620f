"""The typed schema of checklist files (swppp_audit.judging.schema): a rule's condition, the clock's
one basis, and a base's names, each accepted as written and refused with the reason."""
from __future__ import annotations

import pytest
from pydantic import ValidationError

from swppp_audit.judging.schema import BaseFile, Clock, condition


@pytest.mark.parametrize("good", [
    {"fact": "disturbed_acres", "gte": 1, "unit": "acres"},
    {"fact": "disturbed_acres", "lt": 5000, "unit": "sq ft"},
    {"fact": "impaired_water", "is": True},
    {"all": [{"fact": "single_family", "is": False}, {"activity": "listed"}]},
])
def test_a_condition_as_written_is_kept(good):
    assert condition(good) == good


@pytest.mark.parametrize("bad, said", [
    ({"fact": "disturbed_acres", "gte": 1}, "names no unit"),
    ({"fact": "disturbed_acres", "gte": 5, "lt": 1, "unit": "acres"}, "no value is in that range"),
    ({"fact": "impaired_water", "is": "yes"}, "is tested with 'is: true|false'"),
    ({"fact": "colour", "is": True}, "unknown fact 'colour'"),
    ({"any": []}, "non-empty list"),
    ({"fact": "disturbed_acres", "gte": "one", "unit": "acres"}, "is a number"),
])
def test_a_condition_that_cannot_hold_or_names_no_fact_is_refused(bad, said):
    with pytest.raises(ValueError, match=said):
        condition(bad)


def test_a_clock_rests_on_the_law_or_on_the_offices_practice_never_both_nor_neither():
    assert Clock(days=31, citation="§ 93-13A", basis="the law").citation == "§ 93-13A"
    assert Clock(days=31, practice="the Village's practice", basis="no law sets it").practice
    for keys in ({}, {"citation": "§ 1", "practice": "ours"}):
        with pytest.raises(ValidationError, match="exactly one"):
            Clock(days=31, basis="x", **keys)


def test_a_base_names_an_item_once_as_an_item_or_as_a_variant():
    item = {"group": "swppp", "applies": "always", "title": "T", "law": "L", "elements": ["e"]}
    assert BaseFile(id="b", title="B", version="1", base=True, items={"a": item}, variants={"v": item})
    with pytest.raises(ValidationError, match="both an item and a variant"):
        BaseFile(id="b", title="B", version="1", base=True, items={"a": item}, variants={"a": item})
