"""Which items apply: facts read from the plan and each town's rules, on a sample per branch."""
import pytest

from swppp_audit.pipeline import audit
from swppp_audit.review import Review


def _run(samples, name, **options):
    folder, labels = samples
    sample = next(s for s in labels["samples"] if s["file"] == name)
    return sample, audit(folder / name, checklist=sample["checklist"], review=Review(), ocr="never", **options)


def _rule(result, name="postconstruction"):
    return next(t for t in result.tests if t.id == name)


def _facts(result):
    return {f.name: f for f in result.facts}


@pytest.mark.parametrize("name, applies, condition", [
    ("asharoken-single-family.pdf", False, None),           # 1.3 acres, single-family: no condition
    ("asharoken-complete.pdf", True, "condition-C"),        # 2 acres commercial
    ("asharoken-condition-b.pdf", True, "condition-B"),     # 7 acres
    ("asharoken-condition-a.pdf", True, "condition-A"),     # 303(d)-listed receiving water
    ("somers-admin-permit.pdf", False, None),               # 0.8 acre
    ("somers-single-family.pdf", True, None),               # 1.1-acre single-family home: listed in (a)
    ("somers-road.pdf", True, None),                        # 6-acre road: listed in (r)
])
def test_postconstruction_applies_as_the_law_says(samples, name, applies, condition):
    sample, result = _run(samples, name)
    assert _rule(result).result is applies, _rule(result).why
    disturbed = _facts(result)["disturbed_acres"]
    assert disturbed.value == pytest.approx(sample["facts"]["disturbed_acres"], rel=0.05)
    assert disturbed.evidence and disturbed.source == "document"
    if condition:
        assert _rule(result, condition).result is True
    post_items = [f for f in result.findings if f.item_id.startswith(("44-8B(3)", "93-6A(3)", "93-6A(2)"))]
    assert post_items
    if not applies:
        assert all(f.status == "not_applicable" and "does not apply" in f.reason for f in post_items)


def test_somers_exempt_under_5000_square_feet(samples):
    sample, result = _run(samples, "somers-small.pdf")
    assert result.decision == "not_required"
    assert _rule(result, "93-5A(4)").result is True
    assert all(f.status == "not_applicable" for f in result.findings)
    assert any("5,000 square feet" in n for n in result.notices)


def test_somers_administrative_permit_notice(samples):
    sample, result = _run(samples, "somers-admin-permit.pdf")
    assert _rule(result, "93-5C").result is True


def test_total_site_area_is_kept_apart_from_disturbed_area(samples):
    sample, result = _run(samples, "asharoken-complete.pdf")
    facts = _facts(result)
    assert facts["disturbed_acres"].value == pytest.approx(2.0)
    assert facts["total_site_acres"].value == pytest.approx(12.3)


def test_unknown_acreage_never_drops_postconstruction_silently(samples):
    sample, result = _run(samples, "asharoken-no-acreage.pdf")
    assert _facts(result)["disturbed_acres"].value is None
    rule = _rule(result)
    assert rule.result is None
    post = [f for f in result.findings if f.item_id.startswith("44-8B(3)")]
    assert not any(f.status == "not_applicable" for f in post)
    assert any("reviewer must confirm" in r for r in result.decision_reasons)


def test_reviewer_facts_override_the_document_and_say_so(samples):
    sample, result = _run(samples, "asharoken-complete.pdf", reviewer_facts={"disturbed_acres": 0.5})
    disturbed = _facts(result)["disturbed_acres"]
    assert disturbed.value == 0.5 and disturbed.source == "reviewer" and "2.0" in disturbed.note
    assert _rule(result).result in (False, None)  # Condition C no longer holds; A depends on impairment


def test_no_postconstruction_option_marks_them_not_applicable(samples):
    sample, result = _run(samples, "somers-complete.pdf", no_postconstruction=True)
    post = [f for f in result.findings if f.item_id.startswith("93-6A(3)")]
    assert post and all(f.status == "not_applicable" for f in post)
