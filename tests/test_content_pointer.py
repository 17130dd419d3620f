"""A pointer is not content (swppp_audit.judging.content.pointer), both ways."""
from __future__ import annotations

import pytest

from swppp_audit.judging.content.pointer import points_only, targets, to_text


@pytest.mark.parametrize("text, target", [
    ("Soils are described in Section 3.2.", "Section 3.2"),
    ("See Appendix C.", "Appendix C"),
    ("The limits of disturbance are shown on Sheet C-2.", "Sheet C-2"),
    ("Soils | Section 3.2, p. 7 | Yes", "Section 3.2, p. 7"),
    ("Soils | p. 7", "p. 7"),
    ("Inlet protection | Sheet C-3 | Yes", "Sheet C-3"),
    ("8B3-h | Maintenance easements recorded on the plan | See attachment 3.", "See attachment 3."),
    ("44-8B(1)(c) | Description of soils | 3.2 | ✓", "3.2"),
    ("Soils | 3 | Yes", "3"),  # a section by its number alone, beside an answer that says whether
])
def test_a_sentence_or_row_that_only_points(text, target):
    assert points_only(text, _cells(text)) == target


@pytest.mark.parametrize("text", [
    "Silt fence shall be installed along the toe of slope as shown on Sheet C-2 at 10 ft spacing.",
    "The soils are a gravelly loam (HSG B); see Appendix C.",
    "Silt fence | Install before grading | Sheet C-2",
    "Silt fence | Sheet C-2",  # a practice's row with its sheet says the practice is used
    "10-yr | 5.0 | 6.71 | 5.22 | 413.8 | 2.2",  # a row of figures is data, not section numbers
    "3 | Strip the topsoil to the stockpile and excavate the trap | 2",  # a step and its weeks
    "Soils on the site are well drained and are described further in Appendix C of this plan, with test pits.",
    "Inspections are made every 7 days by the qualified inspector.",
])
def test_a_sentence_or_row_that_says_something_of_its_own(text):
    assert points_only(text, _cells(text)) is None


def _cells(text: str) -> tuple[str, ...]:
    """The cells of a row written "a | b" here (a paragraph has none)."""
    return tuple(text.split(" | ")) if " | " in text else ()


def test_pointers_to_the_text_and_to_drawings_are_told_apart():
    assert [str(t) for t in targets("see Section 4 and Sheet C-101")] == ["Section 4", "Sheet C-101"]
    assert to_text("as described in Exhibit 4") and not to_text("shown on Sheet C-2")


def test_one_pointer_listing_several_labels_is_no_index_of_places():
    from swppp_audit.judging.content.pointer import is_index

    assert is_index("Sizing criteria follow Chapters 4, 6 and 10 of the Design Manual.") is None
    assert is_index("Soils Section 3 Drainage Section 4 Phasing Section 5 Maps Sheet C-1") is not None
