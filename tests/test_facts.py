"""Project facts read from what the plan states (swppp_audit.judging.facts), both ways."""
from __future__ import annotations

import re

from swppp_audit.judging.facts import area_facts, flag_fact
from swppp_audit.reading.statements import Statement


def said(*sentences: str, page: int = 3) -> list[Statement]:
    return [Statement(page, "", s, s) for s in sentences]


def field(label: str, value: str, page: int = 3) -> Statement:
    return Statement(page, label, value, f"{label} | {value}")


def test_the_area_left_alone_is_not_the_disturbed_area():
    disturbed, _ = area_facts([field("Area not to be disturbed", "2.44 ac"), *said("The work will disturb 1.42 acres.")])
    assert disturbed.value == 1.42, disturbed
    left, _ = area_facts([field("Area to be disturbed", "2.44 ac")])
    assert left.value == 2.44, left


def test_a_part_placed_within_the_limit_of_disturbance_is_no_reading_of_it():
    disturbed, _ = area_facts(said("The drainage area within the limit of disturbance is 0.31 acre.",
                                   "The limit of disturbance covers 1.42 acres."))
    assert disturbed.value == 1.42, disturbed


def test_parts_and_their_total_give_the_total_and_parts_alone_disagree():
    parts = [field("Disturbance - building pad", "0.71 acre"), field("Disturbance - utility trench", "0.47 acre")]
    total, _ = area_facts(parts + [field("Disturbed area", "1.18 acres", page=4)])
    assert total.value == 1.18 and "sum of its parts" in total.note, total
    unsettled, _ = area_facts(parts)
    assert unsettled.value is None and "different disturbed areas" in unsettled.note, unsettled


def test_the_plans_own_total_outranks_the_areas_its_tables_give():
    rows = [field("Temporary seeding / All disturbed rough", "0.9 ac"), field("Sod / All disturbed rough", "0.6 ac")]
    total, _ = area_facts(rows + said("The total disturbance comes to 3.15 acres, as tabulated below."))
    assert total.value == 3.15, total
    without, _ = area_facts(rows)
    assert without.value is None, without


IMPAIRED = re.compile(r"303\(d\)|TMDL", re.I)


def test_a_supposition_states_nothing_and_a_statement_does():
    supposed = flag_fact("impaired_water", said("Where a receiving water is on the 303(d) list or in a TMDL watershed, "
                                                "the job supplement names the pollutant."), IMPAIRED, "impaired")
    assert supposed.value is None, supposed
    stated = flag_fact("impaired_water", said("The brook is in the reservoir's phosphorus TMDL watershed."), IMPAIRED,
                       "impaired")
    assert stated.value is True, stated


def test_an_area_that_adds_up_is_the_area_and_one_that_is_allowed_up_to_is_a_limit():
    summed, _ = area_facts(said("The area we will disturb adds up to 5.6 acres (barn 0.9, ring 1.6, paddocks 2.3)."))
    assert summed.value == 5.6, summed
    limit, _ = area_facts(said("The permit allows the contractor to disturb up to 5 acres."))
    assert limit.value is None, limit


def test_a_scanned_pages_figure_never_outranks_the_typed_text_and_stands_alone_in_a_scanned_plan():
    scanned = Statement(4, "", "LIMIT OF DISTURBANCE 4.6 AC", "LIMIT OF DISTURBANCE 4.6 AC", ocr=76.0)
    typed, _ = area_facts([scanned, *said("The limit of disturbance covers 5.6 acres.")])
    assert typed.value == 5.6, typed
    loose, _ = area_facts([scanned, *said("Clearing and grading will disturb roughly 5.6 acres near the barn.")])
    assert loose.value in (None, 5.6) and loose.value != 4.6, loose
    alone, _ = area_facts([scanned])
    assert alone.value == 4.6, alone


def test_a_total_broken_into_its_parts_after_a_colon_outranks_each_lots_disturbance():
    lots = [field("Lot area / disturbance", "1.10 acres / 0.50 acre", page=8),
            field("Lot area / disturbance", "1.30 acres / 0.55 acre", page=9)]
    total = said("Total site disturbance during all phases of the work is 3.0 acres: 1.0 acre for the street, "
                 "sewers and shared drainage and 2.0 acres on the four homesites.")
    disturbed, _ = area_facts(lots + total)
    assert disturbed.value == 3.0, disturbed
    alone, _ = area_facts(lots)  # the lots alone disagree: the reviewer's, never a guess
    assert alone.value is None, alone
    # a quantity before a label's colon is still not the label's: "0.4 AC DRAINAGE AREA: ..."
    labelled, _ = area_facts(said("The work will disturb 1.2 acres.", "Disturbance of 0.4 ac drainage area: to basin B."))
    assert labelled.value == 1.2, labelled


def test_the_area_left_outside_the_limit_is_no_total_of_the_disturbance():
    disturbed, _ = area_facts(said("The work will disturb 2.2 acres.", "UNDISTURBED MEADOW (2.6 AC total outside LOD)"))
    assert disturbed.value == 2.2, disturbed


def _disturbed(*pages: str):
    from swppp_audit.model import Document, Page
    from swppp_audit.reading.layout import build
    from swppp_audit.reading.statements import statements

    layout = build(Document("plan.pdf", "0" * 64, tuple(Page(n, text) for n, text in enumerate(pages, 1))))
    return area_facts(statements(layout))[0]


def test_an_area_said_under_a_phases_own_heading_is_the_phases_share_not_the_projects():
    project = "1. Project\nThe project disturbs 1.2 acres of the yard."
    phases = "PHASE 1 - CLEARING\nArea disturbed: 0.3 acre.\n\n_ PHASE 2 - GRADING\nThe work disturbs 0.9 acre."
    assert _disturbed(project, phases).value == 1.2
    # under headings of its own the same figures are the plan's, and disagree: the reviewer's to settle
    other = "2. Grading\nArea disturbed: 0.3 acre.\n\n3. Paving\nThe work disturbs 0.9 acre."
    assert _disturbed(project, other).value is None


def test_a_total_said_under_a_phase_heading_is_still_the_total():
    phases = "PHASE 3 - CLOSEOUT\nTotal disturbance over all phases is 1.2 acres.\nArea disturbed: 0.2 acre."
    assert _disturbed("1. Project\nA boat yard is rebuilt.", phases).value == 1.2


def test_a_table_row_names_a_fact_in_its_asking_cells_and_states_it_in_its_last():
    asked = ("23", "44-8B(2)", "Condition A (impaired water / TMDL), B (5 acres or more) or C (1 to 5 acres, "
             "not a single-family residence)", "C", "Narrative p. 4")
    row = [Statement(2, "", " | ".join(asked), " | ".join(asked), cells=asked)]
    assert flag_fact("impaired_water", row, IMPAIRED, "a water is impaired").value is None
    stated = ("Receiving water", "Muscoot Reservoir, in the phosphorus TMDL watershed")
    row = [Statement(2, "", " | ".join(stated), " | ".join(stated), cells=stated)]
    assert flag_fact("impaired_water", row, IMPAIRED, "a water is impaired").value is True
