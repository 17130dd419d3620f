"""Every item of every town checklist, as checkov tests each check: a passage that gives it is
found present, and a passage a careless matcher might take for it is not (with the status and
reason the audit must give instead).

The passages are data (tests/checks/passages.yaml), keyed by item id or by the base item's name
for every town that lists it with `model: NAME`; the items come from the loaded checklists, so an
item without a passage fails here by its id. Each passage is audited alone, as a real PDF through
the whole pipeline, after a page of facts that makes every item apply.
"""
from __future__ import annotations

from functools import lru_cache
from pathlib import Path

import pytest
import yaml

from pdfs import make_pdf
from swppp_audit.judging.checklist import load
from swppp_audit.review import Review
from swppp_audit.running.pipeline import audit

TOWNS = ("somers-ch93", "asharoken-ch44")
DATA_FILE = Path(__file__).parent / "checks" / "passages.yaml"
DATA = yaml.safe_load(DATA_FILE.read_text(encoding="utf-8"))
FACTS: dict[str, list] = DATA["facts"]
PASSAGES: dict[str, dict] = DATA["items"]
NOT_PRESENT = ("missing", "needs_review")


@lru_cache(maxsize=None)
def models(town: str) -> dict[str, str]:
    """Item id -> the base item it lists (`model: NAME`), from the town's own file."""
    raw = yaml.safe_load(Path(load(town).source).read_text(encoding="utf-8"))
    return {str(item["id"]): item["model"] for item in raw["items"] if "model" in item}


def entry(town: str, item_id: str) -> tuple[str | None, dict | None]:
    """The passages of an item: (key, entry), by its id or else by its base item's name."""
    keys = [k for k in (item_id, models(town).get(item_id)) if k is not None and k in PASSAGES]
    if len(keys) > 1:
        raise AssertionError(f"{item_id} has passages under both {keys[0]!r} and {keys[1]!r}: keep one")
    return (keys[0], PASSAGES[keys[0]]) if keys else (None, None)


def cases(kind: str) -> list:
    """One test per case of KIND (present or missing) of every item of every town; an item with
    none is one test that fails."""
    params = []
    for town in TOWNS:
        for item in load(town).items:
            _, found = entry(town, item.id)
            listed = (found or {}).get(kind) or [None]
            for n, case in enumerate(listed, 1):
                marks = [pytest.mark.xfail(strict=True, reason=case["xfail"])] if case and case.get("xfail") else []
                params.append(pytest.param(town, item.id, case, id=f"{town}:{item.id}:{kind}{n}", marks=marks))
    return params


KEYS = {"present": {"why", "page", "pages", "xfail"}, "missing": {"why", "page", "pages", "xfail", "status", "reason"}}


def pages_of(kind: str, case: dict) -> list[list]:
    """The case's pages, once its keys are checked (a misspelt key is an error, not a default)."""
    assert set(case) <= KEYS[kind], f"unknown key(s) {sorted(set(case) - KEYS[kind])} in {case}"
    assert ("page" in case) != ("pages" in case), f"a case gives `page` or `pages`: {case}"
    if kind == "missing":
        assert case.get("status") in NOT_PRESENT and case.get("reason"), f"a missing case gives status and reason: {case}"
    return [case["page"]] if "page" in case else case["pages"]


@pytest.fixture
def finding(tmp_path):
    """finding(town, item_id, kind, case) -> the audit's finding on the item, in a plan made of
    the town's facts page and the case's passage."""

    def run(town: str, item_id: str, kind: str, case: dict | None):
        if case is None:
            key = models(town).get(item_id)
            pytest.fail(f"{town} item {item_id} has no passage in {DATA_FILE.name}: add it under "
                        f"{item_id!r}" + (f" (or {key!r}, for every town listing that base item)" if key else ""))
        path = make_pdf(tmp_path / "plan.pdf", [FACTS[town]] + pages_of(kind, case))
        result = audit(path, checklist=town, review=Review(), ocr="never")
        found = next(f for f in result.findings if f.item_id == item_id)
        assert found.status != "not_applicable", f"the facts page must make {item_id} apply: {found.reason}"
        return found

    return run


@pytest.mark.parametrize("town, item_id, case", cases("present"))
def test_a_passage_that_gives_the_item_is_present(finding, town, item_id, case):
    found = finding(town, item_id, "present", case)
    assert found.status == "present", f"{item_id}: {found.status}: {found.reason}"
    assert any(e.page > 1 for e in found.evidence), f"{item_id}: found only on the facts page: {found.evidence}"


@pytest.mark.parametrize("town, item_id, case", cases("missing"))
def test_a_passage_that_does_not_give_the_item_is_not_present(finding, town, item_id, case):
    found = finding(town, item_id, "missing", case)
    assert found.status == case["status"], f"{item_id} ({case.get('why', '')}): {found.status}: {found.reason}"
    assert case["reason"] in found.reason, f"{item_id}: {found.reason!r} does not say {case['reason']!r}"


@pytest.mark.parametrize("town", TOWNS)
def test_the_facts_page_alone_gives_no_item_and_makes_every_item_apply(tmp_path, town):
    result = audit(make_pdf(tmp_path / "facts.pdf", [FACTS[town]]), checklist=town, review=Review(), ocr="never")
    assert {f.item_id: f.status for f in result.findings if f.status != "missing"} == {}


def test_every_key_of_the_passages_names_an_item_or_a_base_item_of_a_town():
    known = {item.id for town in TOWNS for item in load(town).items} | {m for t in TOWNS for m in models(t).values()}
    assert sorted(set(PASSAGES) - known) == []
    assert sorted(FACTS) == sorted(TOWNS)
