"""What a plan states, read off its fields and sentences (swppp_audit.reading.statements)."""
from __future__ import annotations

import pytest

from swppp_audit.reading.statements import left_blank


@pytest.mark.parametrize("value", ["☐Y ☐N", "☐ Yes ☐ No", "[ ] Y [ ] N", "□", "______", "☐ N/A"])
def test_a_form_answer_left_blank(value):
    assert left_blank(value)


@pytest.mark.parametrize("value", ["☒Y ☐N", "☐Y ☑N", "[x] Y [ ] N", "Yes", "N/A", "☐ Weekly", "Silt fence ☐", "",
                                   "Weekly ______"])
def test_a_form_answer_ticked_or_written_is_not_blank(value):
    assert not left_blank(value)
