"""What a plan states, as fields and sentences (swppp_audit.reading.statements)."""
from __future__ import annotations

from swppp_audit.judging.facts import area_facts
from swppp_audit.model import Document, Page
from swppp_audit.reading.layout import build
from swppp_audit.reading.statements import statements

SHEET = ("SP-1 SITE AND EROSION CONTROL PLAN\nSCALE: 1\" = 30'\nPARCEL 3.05 AC (DASHED) - LIMIT OF DISTURBANCE 1.38 AC\n"
         "NEW BOATHOUSE ON PILES 3,100 SF\nSILT FENCE 830 LF\nSTABILIZED CONSTRUCTION ENTRANCE\nNORTH SHORE ROAD")


def test_each_label_of_a_drawing_is_a_statement_of_its_own():
    layout = build(Document("plan.pdf", "0" * 64, (Page(1, SHEET),)))
    assert [b.kind for b in layout.blocks] == ["drawing"]
    said = [s.value for s in statements(layout) if not s.is_field]
    assert "NEW BOATHOUSE ON PILES 3,100 SF" in said and "SILT FENCE 830 LF" in said
    # so the area a label gives is the disturbed area, not a building's floor beside it
    disturbed, _ = area_facts(statements(layout))
    assert disturbed.value == 1.38, disturbed


def test_a_paragraph_is_read_sentence_by_sentence():
    layout = build(Document("plan.pdf", "0" * 64, (Page(1, "The work disturbs 1.4 acres. The lot is 3 acres."),)))
    assert [s.value for s in statements(layout) if not s.is_field] == ["The work disturbs 1.4 acres.",
                                                                      "The lot is 3 acres."]
