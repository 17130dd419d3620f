"""What a plan states, as fields and sentences (swppp_audit.reading.statements)."""
from __future__ import annotations

from swppp_audit.judging.facts import area_facts
from swppp_audit.model import Document, Page, Table
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


def _fields(rows) -> list[tuple[str, str]]:
    page = Page(1, "PROJECT DATA", (Table(tuple(tuple(r) for r in rows), line=2),))
    return [(s.label, s.value) for s in statements(build(Document("plan.pdf", "0" * 64, (page,)))) if s.is_field]


def test_a_box_answer_takes_its_label_from_its_own_cell_even_where_that_cell_prints_a_bar():
    got = _fields([("Item", "Answer"), ("Lot 4", "Wetlands | on site [X] Yes [ ] No")])
    assert ("Wetlands | on site", "yes") in got  # the cell's own words, not cut at its printed bar
    assert not any(label == "on site" for label, _ in got)


def test_a_box_answer_that_opens_its_cell_answers_the_cell_before_it():
    got = _fields([("Item", "Answer"), ("Receiving water impaired", "[ ] Yes [X] No")])
    assert ("Receiving water impaired", "no") in got
    assert ("Item", "no") not in got and ("", "no") not in got


def test_a_statement_and_the_fact_read_from_it_keep_the_number_printed_on_its_page():
    cover = Page(1, "TRANSMITTAL\nEnclosed is the plan for review.")
    body = Page(2, "1.0 PROJECT\nThe work disturbs 1.4 acres of the lot.\nAcme Engineering Page 7 of 16")
    said = statements(build(Document("plan.pdf", "0" * 64, (cover, body))))
    assert {s.printed for s in said if s.page == 2} == {"7"} and {s.printed for s in said if s.page == 1} == {""}
    disturbed, _ = area_facts(said)
    assert [(e.page, e.label) for e in disturbed.evidence] == [(2, "7")], disturbed
