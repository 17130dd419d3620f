"""When a reading is sure (swppp_audit.judging.confidence): each doubt, both ways."""
from __future__ import annotations

from swppp_audit.judging.confidence import DOUBTS, Place, Reading, missing_doubt, present_doubt


def test_a_plain_passage_is_sure_in_the_items_own_section_or_elsewhere():
    for window in ("own", "near", "table"):
        assert present_doubt(Reading(window)) is None


def test_a_passage_that_also_puts_the_content_off_is_unsure_even_in_its_own_section():
    put_off = Place("Any departures will be listed in the contractor's submittal.", "page 9")
    found = present_doubt(Reading("own", put_off=(put_off,)))
    assert found.name == "put_off" and "contractor's submittal" in found.text and "page 9" in found.text


def test_bound_reference_material_gives_nothing_but_what_its_own_heading_names():
    survey = Place("Appendix D - Soil Survey", "page 31")
    assert present_doubt(Reading("near", reference=survey)).name == "reference"
    assert present_doubt(Reading("own", reference=survey)) is None


def test_a_lacking_part_named_elsewhere_is_unsure_and_one_named_nowhere_is_not():
    found = missing_doubt(("schedule (frequency)",), "page 3")
    assert found.name == "named_elsewhere" and "schedule (frequency) on page 3" in found.text
    assert missing_doubt((), "") is None


def test_every_doubt_has_words():
    assert all(text.strip() for text in DOUBTS.values())


def test_a_passage_found_outside_an_own_section_that_only_restates_the_law_is_unsure():
    own = Place("§ 12-4B(3) — Conversion to permanent measures", "page 6")
    assert present_doubt(Reading("near", own_restated=own)).name == "own_restated"
    assert present_doubt(Reading("own", own_restated=own)) is None
    assert present_doubt(Reading("near")) is None
