"""What the matcher decides on the structures real plans use, in both directions, and the reason
it gives for each kind of gap (the reason goes word for word into the deficiency letter)."""
from __future__ import annotations

import re

import pytest

from pdfs import make_pdf
from swppp_audit.running.pipeline import audit
from swppp_audit.review import Review

ASH, SOM = "asharoken-ch44", "somers-ch93"


@pytest.fixture
def judge(tmp_path):
    """judge(checklist, pages, item) -> the finding on ITEM in a plan made of PAGES (see pdfs.py)."""
    count = iter(range(1000))

    def run(checklist: str, pages: list[list], item: str):
        path = make_pdf(tmp_path / f"plan-{next(count)}.pdf", pages)
        result = audit(path, checklist=checklist, review=Review(), ocr="never")
        return next(f for f in result.findings if f.item_id == item)

    return run


def assert_signable(reason: str) -> None:
    """A reason a reviewer can sign: not empty, no empty slot, no 'found ... but no X anywhere'
    where X is what was found."""
    assert reason.strip() and "  " not in reason and "without  " not in reason, reason
    said = re.match(r"(.+) found \(", reason)
    absent = re.search(r"but no (.+) anywhere", reason)
    if said and absent:
        assert not set(absent.group(1).split(" or ")) & set(said.group(1).split(", ")), reason


def test_a_table_of_contents_entry_alone_is_missing_and_named(judge):
    toc = ["Table of Contents", "1.0 Project Description ........ 2", "5.2 Non-Construction Discharges ........ 7"]
    body = ["# 1.0 Project Description", "The project will construct a 12,000 sq ft office building on Route 202."]
    finding = judge(SOM, [toc, body], "93-6A(1)(i)")
    assert finding.status == "missing"
    assert "table of contents (page 1: '5.2 Non-Construction Discharges')" in finding.reason
    assert_signable(finding.reason)


def test_a_contents_entry_whose_title_the_body_prints_inside_a_paragraph_is_no_section_left_out(judge):
    toc = ["Table of Contents", "1.0 Project Description ........ 2", "5.2 Non-Construction Discharges ........ 7"]
    run_together = ["The project will construct a 12,000 sq ft office building on Route 202 and its parking lot, "
                    "with the 5.2 Non-Construction Discharges of the site listed next to it in the same paragraph "
                    "of the report."]
    finding = judge(SOM, [toc, run_together], "93-6A(1)(i)")
    assert "table of contents" not in finding.reason


def test_a_deferring_section_is_quoted_and_a_real_one_is_present(judge):
    deferred = judge(ASH, [["# 4.6 Implementation Schedule", "TBD"]], "44-8B(1)(k)")
    assert deferred.status == "missing"
    assert deferred.reason == "the section '4.6 Implementation Schedule' on page 1 says \"TBD\": content not supplied"
    given = judge(ASH, [["# 4.6 Implementation Schedule",
                         "Silt fence and the stabilized construction entrance are installed before clearing (week 1) "
                         "and remain in place until final stabilization; inlet protection is placed when each "
                         "catch basin is set and stays until the pavement base course is down."]], "44-8B(1)(k)")
    assert given.status == "present" and given.evidence


def test_a_form_row_that_says_na_defers_and_one_that_says_none_is_a_statement(judge):
    na = judge(ASH, [["# 7.6 Post-construction documents",
                      [["Document", "Status"], ["Maintenance easement", "N/A"], ["Drainage report", "Appendix C"]]]],
               "44-8B(3)(h)")
    assert na.status in ("missing", "not_applicable", "needs_review")
    if na.status != "not_applicable":
        assert "the table row 'Maintenance easement' on page 1 says \"N/A\"" in na.reason
    none = judge(SOM, [["# 4.0 Standards", [["Item", "Entry"], ["Deviations from standards", "None"]]]], "93-6A(1)(l)")
    assert none.status == "present", none.reason


def test_an_empty_heading_is_named(judge):
    finding = judge(ASH, [["# 3.0 Timing of Controls/Measures", "# 4.0 Certification", "Signed by the engineer."]],
                    "44-8B(1)(k)")
    assert finding.status == "missing"
    assert finding.reason == "the heading '3.0 Timing of Controls/Measures' on page 1 has no content under it"


def test_what_is_lacking_is_said_to_be_nowhere_only_when_it_is_nowhere(judge):
    soils = ["# 3.2 Soils", "The Web Soil Survey maps the site as Riverhead sandy loam over glacial outwash sand."]
    nowhere = judge(SOM, [soils], "93-6A(1)(c)")
    assert nowhere.status == "missing"
    assert "no hydrologic soil group anywhere in the document" in nowhere.reason
    assert_signable(nowhere.reason)
    elsewhere = judge(SOM, [soils + ["# 6.1 Stormwater Management Practices",
                                     "The infiltration basin was sized from the HydroCAD model; curve numbers "
                                     "for the lawn areas assume hydrologic soil group B."]], "93-6A(1)(c)")
    assert "anywhere" not in elsewhere.reason
    assert_signable(elsewhere.reason)


def test_a_reviewers_comment_and_the_response_are_not_the_plan(judge):
    letter = ["Comment 8: Identify the parties responsible for implementing each part of the SWPPP, by "
              "area of the site, including the general contractor and each subcontractor.",
              "Response 8: The responsibilities matrix will be provided prior to the pre-construction meeting."]
    deferred = ["# 6.2 SWPPP Implementation Responsibilities",
                "To be provided prior to the pre-construction meeting."]
    finding = judge(ASH, [letter, deferred], "44-8B(1)(n)")
    assert finding.status == "missing"
    assert "6.2 SWPPP Implementation Responsibilities" in finding.reason
    matrix = ["# 6.2 SWPPP Implementation Responsibilities",
              "Responsibility for implementing this SWPPP is assigned by area of the site:",
              [["Area of site", "Responsible party", "Tasks"],
               ["House and garage", "General contractor (Harbor Point Builders)", "Install and maintain silt fence"],
               ["Driveway and drywells", "Site subcontractor", "Inlet protection, drywell installation"]]]
    assert judge(ASH, [letter, matrix], "44-8B(1)(n)").status == "present"


def test_a_maintenance_schedule_for_the_permanent_practices_is_not_the_erosion_control_one(judge):
    permanent = ["# 8. Inspection and Maintenance", "The owner will maintain the permanent practices as follows:",
                 [["Practice", "Frequency", "Maintenance"],
                  ["Rain garden RG-1", "Monthly in the growing season", "Weed; replace mulch each spring"],
                  ["Bulkhead buffer", "Twice a year", "Replace dead plants; re-mulch"]]]
    assert judge(ASH, [permanent], "44-8B(1)(l)").status != "present"
    erosion = ["# 4.7 Maintenance Schedule", "The contractor will maintain the erosion controls as follows:",
               [["Practice", "Frequency", "Maintenance"],
                ["Silt fence", "Weekly and after each storm", "Remove sediment at one-half the fence height"],
                ["Stabilized construction entrance", "Daily", "Top-dress with clean stone"]]]
    assert judge(ASH, [erosion], "44-8B(1)(l)").status == "present"


def test_a_maintenance_schedule_says_what_is_done_and_how_often_in_one_sentence_or_row(judge):
    # a phase's text: a timing for stabilizing, and a trap "cleaned out" when it is converted:
    # the words of a maintenance schedule in two sentences, none of which is one
    phase = ["# Phase 2 - Grading", "Silt fence rings the stockpiles. Temporary seeding or mulch within 7 days on any area "
             "left idle.", "The temporary sediment trap will be converted to the permanent basin after paving, when the "
             "trap is cleaned out."]
    assert judge(ASH, [phase], "44-8B(1)(l)").status != "present"
    said = ["# Phase 2 - Grading", "Silt fence rings the stockpiles and is repaired within 24 hours of any damage; "
            "sediment is removed from the trap weekly."]
    assert judge(ASH, [said], "44-8B(1)(l)").status == "present"


def test_who_is_responsible_for_storage_is_not_how_materials_are_stored(judge):
    duty = ["# 1.1 Responsibilities",
            "Contractor: the general contractor is responsible for installing the erosion controls, "
            "proper storage of materials and spill response."]
    assert judge(ASH, [duty], "44-8B(1)(f)").status != "present"
    practice = ["# 5.2 Material Storage and Spill Response",
                "Fuel and paints are stored in closed, labeled containers in a locked job box under cover. "
                "A spill kit with absorbent pads is kept at the job box and spills are cleaned up at once."]
    assert judge(ASH, [practice], "44-8B(1)(f)").status == "present"


def test_a_bound_drawing_sheet_shows_the_erosion_control_practices(judge):
    narrative = ["# 4.1 Erosion Controls", "Silt fence will be installed along the downslope edge of the work."]
    assert judge(ASH, [narrative], "44-8B(1)(h)").status != "present"
    sheet = ["ASHAROKEN AVENUE", "LIMIT OF DISTURBANCE", "SILT FENCE 210 LF", "STABILIZED CONSTRUCTION ENTRANCE 50' x 20'",
             "INLET PROTECTION AT CB-1", "STOCKPILE 30' x 20'", "N", "SITE SKETCH SCALE: 1\" = 20'"]
    finding = judge(ASH, [narrative, sheet], "44-8B(1)(h)")
    assert finding.status == "present" and any(e.page == 2 for e in finding.evidence), finding.reason


def test_reasons_and_evidence_give_the_page_number_printed_on_the_page(judge):
    """A bound package: the SWPPP's own page 7 is the PDF's page 2. The reviewer turns to the
    printed number, so both are given; a page that prints none keeps its PDF number alone."""
    cover = ["# Transmittal", "Enclosed is the stormwater pollution prevention plan for review."]
    deferred = ["# 4.6 Implementation Schedule", "TBD", "Hollis & Varga Engineering, PLLC Page 7 of 16"]
    finding = judge(ASH, [cover, deferred], "44-8B(1)(k)")
    assert finding.reason == ("the section '4.6 Implementation Schedule' on page 2 (printed page 7) says \"TBD\": "
                              "content not supplied")
    plain = judge(ASH, [cover, deferred[:2]], "44-8B(1)(k)")
    assert "printed" not in plain.reason and "on page 2 says" in plain.reason


@pytest.mark.parametrize("lines, label", [
    (["Stormwater Pollution Prevention Plan", "1.0 Project", "Text.", "Acme Engineering Page 3 of 16"], "3"),
    (["Page ii", "Table of Contents", "1.0 Project ..... 1"], "ii"),
    (["1.0 Project", "See page 4 of the report for the soils."], ""),
])
def test_printed_page_labels(lines, label):
    from swppp_audit.reading.layout import printed_label
    from swppp_audit.model import Page

    assert printed_label(Page(1, "\n".join(lines))) == label


# --- what a sentence says of what it names: denied, disclaimed, a standard, the law's own words ---

# A page that makes the postconstruction items apply in Somers (an office building on 2.5 acres).
SOMERS_FACTS = ["Stormwater Pollution Prevention Plan prepared for the Town of Somers Planning Board under Chapter 93.",
                "The applicant proposes to construct a two-story office building, and the work will disturb 2.5 acres."]


def test_a_mention_its_clause_denies_is_no_mention(judge):
    soils = "Soils on the site are mapped as Charlton fine sandy loam; "
    denied = judge(SOM, [["# 3.0 Soils", soils + "the hydrologic soil group has not been determined."]], "93-6A(1)(c)")
    assert denied.status == "missing" and "no hydrologic soil group anywhere" in denied.reason, denied.reason
    # the denial is of something else, in a clause of its own: the group stands
    other = judge(SOM, [["# 3.0 Soils", soils + "hydrologic soil group B, and the depth to rock has not been determined."]],
                  "93-6A(1)(c)")
    assert other.status == "present", other.reason
    standards = ["# 6.1 Water Quality Treatment", "The enhanced phosphorus removal standards do not apply to this project."]
    assert judge(SOM, [SOMERS_FACTS, standards], "93-6A(2)-phosphorus").status == "missing"


def test_a_disclaimed_subject_is_neither_there_nor_said_to_be_absent(judge):
    disclaimer = ("This SWPPP does not address stormwater discharges associated with industrial activity, which "
                  "require separate coverage under the Multi-Sector General Permit.")
    finding = judge(SOM, [["# 5.4 Non-Construction Discharges", disclaimer]], "93-6A(1)(i)")
    assert finding.status == "missing" and "industrial activity" in finding.reason, finding.reason
    subject = "Stormwater discharges associated with industrial activity are not covered by this SWPPP."
    assert judge(SOM, [["# 5.4 Non-Construction Discharges", subject]], "93-6A(1)(i)").status == "missing"
    # soil "not covered by mulch" is a practice, not a disclaimer
    covered = judge(SOM, [["# 4.5 Soil Stabilization", "Disturbed areas not covered by temporary seeding and mulch "
                           "within 7 days are covered again; after final grading they receive permanent seeding "
                           "and stabilization."]], "93-6A(1)(f)")
    assert covered.status == "present", covered.reason
    # beside a statement that there is none, the disclaimer takes nothing from it
    none = judge(SOM, [["# 5.4 Non-Construction Discharges", disclaimer + " There will be no asphalt or concrete "
                        "plants or other industrial activity on the site."]], "93-6A(1)(i)")
    assert none.status == "present" and any("no asphalt" in e.text for e in none.evidence), none.reason


def test_a_none_statement_that_names_another_standard_is_about_that_one(judge):
    heading = "# 4.9 Deviations from Standards"
    design_manual = judge(SOM, [[heading, "There are no deviations from the NYS Stormwater Management Design Manual."]],
                          "93-6A(1)(l)")
    assert design_manual.status == "missing"
    assert "gives none of: deviation or alternative design" in design_manual.reason, design_manual.reason
    for said in ("There are no deviations from the Blue Book.", "There are no deviations from the standards."):
        assert judge(SOM, [[heading, said]], "93-6A(1)(l)").status == "present", said


def test_a_sentence_restating_the_law_is_not_the_plan_but_one_citing_it_is(judge):
    law = ["# 1.3 Regulatory Requirements",
           "Chapter 93 requires the SWPPP to include a description of the pollution prevention measures that will "
           "be used to control litter, construction chemicals and construction debris."]
    assert judge(SOM, [law], "93-6A(1)(e)").status == "missing"
    cited = ["# 5.3 Pollution Prevention",
             "As required by Chapter 93, litter and construction debris are placed in a covered dumpster, and fuels "
             "and paints required on site are kept in a locked trailer."]
    assert judge(SOM, [cited], "93-6A(1)(e)").status == "present"
    # the law's cited names are no run of its words: "the New York State Stormwater Management Design Manual"
    named = ["# 6.1 Water Quality Treatment",
             "The practices are required to be, and are, designed in conformance with the enhanced phosphorus removal "
             "standards of the New York State Stormwater Management Design Manual."]
    assert judge(SOM, [SOMERS_FACTS, named], "93-6A(2)-phosphorus").status == "present"


def test_a_form_is_read_from_its_own_heading_down_and_its_heading_certifies_nothing(judge):
    preparer = ["# Certifications", "Preparer: I hereby certify that this SWPPP was prepared under my direction.",
                "Name: Maria L. Hollis", "Title: Principal", "Telephone: (631) 555-0134", "Date: 03/20/2026"]
    first = ("I certify under penalty of law that I understand and agree to comply with the terms and conditions "
             "of the stormwater pollution prevention plan.")
    statement = first + (" I also understand that it is unlawful for any person to cause or contribute to a violation "
                         "of water quality standards.")
    blank = judge(ASH, [preparer + ["# Contractor Certification", statement, "Contractor name: ____________",
                                    "Date: ____________"]], "44-8E")
    # the statement with nobody's name under it: a form not yet signed, for the reviewer
    assert blank.status == "needs_review" and "signer's name" in blank.reason, blank.reason
    assert "no signer has filled it in" in blank.reason, blank.reason
    signed = judge(ASH, [preparer + ["# Contractor Certification", statement, "Name: Angela M. Ruiz",
                                     "Title: President", "Telephone: 631-555-0147", "Date: 04/03/2026"]], "44-8E")
    assert signed.status == "present", signed.reason
    cut_short = judge(ASH, [preparer + ["# Contractor Certification", first, "Name: Angela M. Ruiz",
                                        "Title: President", "Telephone: 631-555-0147", "Date: 04/03/2026"]], "44-8E")
    assert cut_short.status == "missing" and "unlawful" in cut_short.reason, cut_short.reason  # the law's second sentence
    title_block = judge(SOM, [["# Engineer's Certification",
                               "Prepared by: Daniel R. Kessler, P.E., NYS License No. 087412, March 14, 2026."]], "93-6B")
    assert title_block.status == "missing" and "certification statement" in title_block.reason, title_block.reason


def test_a_sentence_that_puts_the_content_off_does_not_also_supply_it(judge):
    heading = "# 4.0 Erosion and Sediment Control Plan"
    deferred = judge(SOM, [[heading, "The erosion and sediment control plan will be provided with the final "
                                     "construction drawings."]], "93-6A(1)(g)")
    assert deferred.status == "missing" and "content not supplied" in deferred.reason, deferred.reason
    # one that points to a sheet points to content: whether it stands is the reviewer's call
    pointed = judge(SOM, [[heading, "The erosion and sediment control plan, Sheet C-4, will be updated at a later "
                                    "date."]], "93-6A(1)(g)")
    assert pointed.status == "needs_review", pointed.reason


def test_a_practice_in_title_case_is_no_receiving_water_and_a_named_water_is(judge):
    heading = "# 2.3 Receiving Waters"
    pond = judge(ASH, [[heading, "Runoff from the site flows to the on-site Stormwater Pond and then to the municipal "
                                 "storm sewer."]], "44-8B(1)(m)")
    assert pond.status == "missing" and "its name" in pond.reason, pond.reason
    named = judge(ASH, [[heading, "Runoff from the site flows to Crab Meadow Pond and then to Northport Bay."]],
                  "44-8B(1)(m)")
    assert named.status == "present", named.reason


@pytest.mark.parametrize("town, where, present", [
    (SOM, "with a 62-space parking lot.", False),
    (SOM, "on Tax Lot 9.", True),
    (SOM, "on the property identified as S/B/L 17.11-2-9.", True),
    (SOM, "on the east side of the existing chapel.", True),
    # a village on the water places a site by the water it fronts (a practice's name is no water)
    (ASH, "for the boatyard on Duck Island Harbor.", True),
    (ASH, "draining to the on-site Stormwater Pond.", False),
])
def test_where_the_project_is(judge, town, where, present):
    page = ["# 1.0 Project Description", f"The project consists of an 18,400 square foot office building {where}"]
    finding = judge(town, [page], {SOM: "93-6A(1)(a)", ASH: "44-8B(1)(a)"}[town])
    assert (finding.status == "present") == present, finding.reason
    if not present:
        assert "no location anywhere in the document" in finding.reason, finding.reason


def test_a_site_address_field_gives_the_location_to_the_project_description(judge):
    fields = ["# Section 1 - Site and Owner", "Lot address: 27 Brookside Drive, Somers, NY 10589"]
    described = ["# Section 2 - Project Description",
                 "Proposed work: a detached garage of 1,152 square feet and a driveway extension."]
    assert judge(SOM, [fields + described], "93-6A(1)(a)").status == "present"
    unlabelled = ["# Section 1 - Owner", "Owner: Robert Kessler"]
    assert judge(SOM, [unlabelled + described], "93-6A(1)(a)").status == "missing"


def test_the_permit_wording_of_an_inspection_frequency_is_a_schedule(judge):
    page = ["# 4.8 Inspections", "The contractor shall inspect erosion and sediment controls every seven (7) calendar days."]
    assert judge(SOM, [page], "93-6A(1)(k)").status == "present"
    spacing = ["# 4.8 Inspections", "The contractor shall inspect erosion and sediment controls; stakes are set every "
                                    "eight (8) feet."]
    assert judge(SOM, [spacing], "93-6A(1)(k)").status == "missing"


def test_the_reason_names_what_is_lacking_there_and_what_is_lacking_everywhere(judge):
    page = ["# 1.0 Project Description", "The project consists of the construction of a professional office building "
                                         "with associated parking, utilities and landscaping."]
    finding = judge(SOM, [SOMERS_FACTS, page], "93-6A(1)(a)")
    # the size on page 1, before the section and about the facts, is no part of it: a sure lack
    assert finding.status == "missing"
    assert "but without size there, and no location anywhere in the document" in finding.reason, finding.reason
    assert_signable(finding.reason)


def test_a_part_the_section_lacks_given_a_page_later_is_the_reviewers(judge):
    page = ["# 1.0 Project Description", "The project consists of the construction of a professional office building "
                                         "with associated parking, utilities and landscaping."]
    later = judge(SOM, [page, ["# 2.0 Site Data", "The work will disturb 2.5 acres."]], "93-6A(1)(a)")
    assert later.status == "needs_review", later.reason
    assert "the plan mentions size on page 2; check whether that gives it for this item" in later.reason
    assert_signable(later.reason)


@pytest.mark.parametrize("answer, status", [("☐Y ☐N", "missing"), ("", "missing"), ("☒Y ☐N", "present")])
def test_a_form_row_nobody_filled_in_says_nothing_and_a_filled_one_does(answer, status):
    """A blank inspection form in the appendix lists every practice; it asks, it does not say the
    plan has them. The reason names the row, as the letter must say what was found instead. (Made
    as text: the test PDFs' standard font has no checkbox glyphs.)"""
    from swppp_audit.model import Document, Page, Table
    from swppp_audit.running.pipeline import audit_document

    text = "Village of Asharoken\nStormwater Pollution Prevention Plan\nAppendix D Weekly Inspection Form"
    form = Table((("Item", "In place?", "Repair needed?"), ("Silt fence", answer, answer),
                  ("Material storage, waste, spill kits", answer, answer)), line=3)
    result = audit_document(Document("plan.pdf", "0" * 64, (Page(1, text, tables=(form,)),)), ASH)
    finding = next(f for f in result.findings if f.item_id == "44-8B(1)(f)")
    assert finding.status == status
    if status == "missing":
        assert "the only mention is a form left blank (page 1: 'Material storage, waste, spill kits" in finding.reason, \
            finding.reason
        assert_signable(finding.reason)


@pytest.mark.parametrize("box, present", [("☐", False), ("[ ]", False), ("☒", True), ("[X]", True)])
def test_an_option_left_unticked_names_nothing_the_plan_has(box, present):
    """A template's checklist of practices: what is not ticked is not chosen. The quote of a
    ticked option is the page's text as printed."""
    from swppp_audit.model import Document, Page
    from swppp_audit.running.pipeline import audit_document

    text = ("Village of Asharoken\nStormwater Pollution Prevention Plan\n4. Spill Prevention and Materials Storage\n"
            "Practices used on this site (check all that apply):\n"
            f"{box} Construction materials and fuel are stored in a covered, locked trailer with secondary containment.\n"
            f"{box} A spill kit with absorbent pads is kept on site and spills are cleaned up at once.\n"
            f"{box} Waste materials are kept in covered dumpsters.")
    result = audit_document(Document("plan.pdf", "0" * 64, (Page(1, text),)), ASH)
    finding = next(f for f in result.findings if f.item_id == "44-8B(1)(f)")
    assert (finding.status == "present") is present, finding.reason
    if present:
        assert all(e.text.rstrip(" …") in " ".join(text.split()) for e in finding.evidence)


@pytest.mark.parametrize("filled", [False, True])
def test_fields_printed_to_be_filled_in_and_left_blank_say_nothing(filled):
    from swppp_audit.model import Document, Page
    from swppp_audit.running.pipeline import audit_document

    blank = "______________________"
    answers = (("cement, fuel and paint", "kept in a locked trailer with secondary containment",
                "a spill kit is kept at the trailer and spills are cleaned up at once") if filled else (blank,) * 3)
    text = ("Village of Asharoken\nStormwater Pollution Prevention Plan\n4. Materials Management\n"
            f"Materials stored on site: {answers[0]}\nStorage practices: {answers[1]}\n"
            f"Spill prevention and response: {answers[2]}")
    result = audit_document(Document("plan.pdf", "0" * 64, (Page(1, text),)), ASH)
    finding = next(f for f in result.findings if f.item_id == "44-8B(1)(f)")
    assert finding.status == ("present" if filled else "missing"), finding.reason


@pytest.mark.parametrize("body, status", [
    ("[Insert a description of the construction materials stored on site, the storage practices used to minimize "
     "exposure, and the spill prevention and response procedures.]", "missing"),
    ("Describe the construction materials that will be stored on site, how they will be stored, and the spill "
     "prevention and response procedures.", "missing"),
    ("Construction materials and fuel are stored in a locked trailer with secondary containment; a spill kit is kept "
     "at the trailer and spills are cleaned up at once.", "present"),
])
def test_a_templates_instruction_left_in_the_plan_gives_nothing(body, status):
    """A plan written on a template that still holds the template's instruction asks for the
    content; the reason names the instruction, as the letter must say what was found instead."""
    from swppp_audit.model import Document, Page
    from swppp_audit.running.pipeline import audit_document

    text = "Village of Asharoken\nStormwater Pollution Prevention Plan\n4. Materials Storage and Spill Prevention\n" + body
    result = audit_document(Document("plan.pdf", "0" * 64, (Page(1, text),)), ASH)
    finding = next(f for f in result.findings if f.item_id == "44-8B(1)(f)")
    assert finding.status == status, finding.reason
    if status == "missing":
        assert "holds only a template's instructions ('" in finding.reason and body[:30] in finding.reason
        assert_signable(finding.reason)


def test_a_forms_question_with_its_answer_is_no_instruction():
    from swppp_audit.model import Document, Page, Table
    from swppp_audit.running.pipeline import audit_document

    text = "Village of Asharoken\nStormwater Pollution Prevention Plan\n4. Materials Storage and Spill Prevention"
    form = Table((("Question", "Answer"), ("Describe the materials stored on site and the spill response",
                                           "Fuel and paint in a locked trailer; a spill kit at the trailer, spills "
                                           "cleaned up at once")), line=3)
    result = audit_document(Document("plan.pdf", "0" * 64, (Page(1, text, tables=(form,)),)), ASH)
    assert next(f for f in result.findings if f.item_id == "44-8B(1)(f)").status == "present"


@pytest.mark.parametrize("body, status", [
    ("This SWPPP describes the construction materials stored on site, the storage practices and the spill prevention "
     "and response procedures in Section 5.", "missing"),
    ("This SWPPP includes a description of the construction materials to be stored on site, storage practices to "
     "minimize exposure, and spill prevention and response procedures.", "missing"),
    ("This plan provides that construction materials and fuel are stored in a locked trailer with secondary "
     "containment, and a spill kit is kept at the trailer; spills are cleaned up at once.", "present"),
])
def test_a_sentence_that_sums_up_what_the_plan_contains_does_not_give_it(body, status):
    """An introduction listing what the SWPPP contains, or pointing to a section the plan lacks, is
    no content; a sentence with the plan as subject that gives the practices is."""
    from swppp_audit.model import Document, Page
    from swppp_audit.running.pipeline import audit_document

    text = "Village of Asharoken\nStormwater Pollution Prevention Plan\n1. Introduction\n" + body
    result = audit_document(Document("plan.pdf", "0" * 64, (Page(1, text),)), ASH)
    finding = next(f for f in result.findings if f.item_id == "44-8B(1)(f)")
    assert finding.status == status, finding.reason
    if status == "missing":
        assert "the only mention is a statement of what the plan contains (page 1: 'This " in finding.reason
        assert_signable(finding.reason)


def test_a_compliance_checklist_pointing_to_a_section_the_plan_lacks_is_no_presence():
    from swppp_audit.model import Document, Page, Table
    from swppp_audit.running.pipeline import audit_document

    rows = (("Requirement", "SWPPP Section", "Page"),
            ("Construction materials stored on site, storage practices, spill prevention and response", "5.2", "14"),
            ("Soils", "2.3", "6"))
    text = "Village of Asharoken\nStormwater Pollution Prevention Plan\nChapter 44 Compliance Checklist"
    result = audit_document(Document("plan.pdf", "0" * 64, (Page(1, text, tables=(Table(rows, line=3),)),)), ASH)
    finding = next(f for f in result.findings if f.item_id == "44-8B(1)(f)")
    assert finding.status == "missing" and "listed in the table of contents (page 1: 'Construction materials" in \
        finding.reason, finding.reason


def test_a_plan_certification_signed_but_undated_is_signed_and_a_blank_signature_line_is_not(judge):
    """The law asks that the plan be signed by the professional, not dated: a conformed signature
    ("/s/ Name") shows it as a filled-in date does; a signature line left blank shows neither."""
    statement = ["# 10. Certification", "I prepared this plan and certify that the design of all stormwater "
                 "management practices in it meets the requirements of Chapter 44 of the Village Code."]
    signed = judge(ASH, [statement + ["Very truly yours,", "/s/ Daniel K. Oyelaran",
                                      "Daniel K. Oyelaran, P.E., NYS License No. 088207"]], "44-8C")
    assert signed.status == "present", signed.reason
    assert any("/s/ Daniel K. Oyelaran" in e.text for e in signed.evidence), signed.evidence
    blank = judge(ASH, [statement + ["Signature: ______________", "Daniel K. Oyelaran, P.E., NYS License No. 088207",
                                     "Date: ______________"]], "44-8C")
    assert blank.status == "missing" and "but no signature or date anywhere" in blank.reason, blank.reason
    assert_signable(blank.reason)


def test_materials_named_by_kind_are_materials_and_their_storage_alone_is_not_the_item(judge):
    """Plans list what is stored ("diesel, oils and paint, bagged cement") rather than say
    "materials"; without spill prevention and response the item is still missing."""
    heading = "# 5.2 Materials and Spills"
    stored = ("Stored on site: pipe and precast structures, stone, lumber, bagged cement, diesel in equipment, oils "
              "and paint. Lumber and bagged goods are kept under tarps on pallets; oils and paint are kept in the "
              "job box on a containment tray.")
    given = judge(ASH, [[heading, stored, "A spill kit is kept at the staging area. Spills are contained with "
                                          "absorbent at once and cleaned up."]], "44-8B(1)(f)")
    assert given.status == "present", given.reason
    lacking = judge(ASH, [[heading, stored]], "44-8B(1)(f)")
    assert lacking.status == "missing" and "spill prevention and response" in lacking.reason, lacking.reason
    assert_signable(lacking.reason)


def test_the_part_an_item_lacks_is_given_by_the_section_beside_it_that_names_it(judge):
    """An O&M plan in one section and its responsible entity in the next, under one chapter, are
    one answer; the same entity section in another chapter gives nothing to this one."""
    chapter = "# 7 LONG-TERM STORMWATER MANAGEMENT"
    plan = ["# 7.2 O&M plan", "Bioretention area BR-1 is inspected monthly for the first year and quarterly after "
            "that; remove forebay sediment at 3 in and renew mulch yearly. Wet pond P-1 is inspected twice a year; "
            "mow the embankment and clear the trash rack monthly."]
    entity = ["# 7.3 Responsible entity", "The Granite Springs Homeowners Association, Inc. will own the "
              "practices and carry out their long-term operation and maintenance."]
    together = judge(SOM, [[chapter] + plan + entity], "93-6A(3)(g)")
    assert together.status == "present", together.reason
    assert {e.text[:9] for e in together.evidence} >= {"Bioretent", "The Grani"}, together.evidence
    apart = judge(SOM, [[chapter] + plan, ["# 9 PROJECT TEAM"] + entity], "93-6A(3)(g)")
    assert apart.status != "present" and "without responsible entity there" in apart.reason, apart.reason


def test_a_section_that_answers_none_first_says_there_are_none_and_one_that_lists_some_does_not(judge):
    """"None." heading a section's text is its answer, whatever follows it; a section that
    describes a departure without its reason and equivalence is not an answer of none."""
    heading = "# Departures from the Blue Book"
    none = judge(SOM, [[heading, "None. Every erosion and sediment control practice in this plan is designed "
                                 "and built to the New York State Standards and Specifications for Erosion and "
                                 "Sediment Control (2016)."]], "93-6A(1)(l)")
    assert none.status == "present" and none.evidence[0].text == "None.", none
    some = judge(SOM, [[heading, "The sediment trap outlet uses a perforated riser in lieu of the stone outlet "
                                 "shown in the Standards."]], "93-6A(1)(l)")
    assert some.status != "present", some.reason


INSPECTION_ELSEWHERE = ("The qualified inspector inspects every erosion and sediment control practice at least once "
                        "every seven calendar days and within 24 hours of a storm of 0.5 inch or more.")
INSPECTION_SECTION = ["# 4.3 Inspections", "Records of each visit are kept in the site log book in the job trailer, "
                      "with photographs of the work areas, the weather at the time and any corrective action taken, "
                      "and are made available to the Town on request."]


def test_an_item_given_outside_its_own_section_is_present_and_an_own_section_giving_none_of_it_missing(judge):
    elsewhere = judge(SOM, [SOMERS_FACTS, ["# 2.0 Construction Sequence", INSPECTION_ELSEWHERE], INSPECTION_SECTION],
                      "93-6A(1)(k)")
    assert elsewhere.status == "present", elsewhere.reason
    assert elsewhere.evidence and elsewhere.evidence[0].page == 2
    only_own = judge(SOM, [SOMERS_FACTS, INSPECTION_SECTION], "93-6A(1)(k)")
    assert only_own.status == "missing", only_own.reason
    assert "section '4.3 Inspections' on page 2 gives none of: inspection" in only_own.reason


SEQUENCE_STEPS = ["# 2.0 Construction Sequence",
                  "(1) Hold a pre-construction meeting with the owner, the contractor and the qualified inspector.",
                  "(2) Install silt fence along the downhill limit of disturbance.",
                  "(3) Strip topsoil and stockpile it behind a ring of silt fence.",
                  "(4) Seed and mulch each graded area within 7 days of final grading."]


def test_an_inspector_in_one_step_and_a_frequency_in_another_are_no_inspection_schedule(judge):
    steps = judge(SOM, [SOMERS_FACTS, SEQUENCE_STEPS], "93-6A(1)(k)")
    assert steps.status != "present", steps.reason
    schedule = judge(SOM, [SOMERS_FACTS, SEQUENCE_STEPS[:3] + [INSPECTION_ELSEWHERE] + SEQUENCE_STEPS[3:]], "93-6A(1)(k)")
    assert schedule.status == "present", schedule.reason


def test_a_sentence_that_only_points_is_no_content_and_what_it_points_to_is(judge):
    pointing = ["# 3.0 Site Description", "The site is a wooded lot on the east side of Route 100.",
                "Soils are described in Section 3.2."]
    alone = judge(SOM, [SOMERS_FACTS, pointing], "93-6A(1)(c)")
    assert alone.status == "missing", alone.reason
    given = judge(SOM, [SOMERS_FACTS, pointing, ["# 3.2 Soils", "The site soils are mapped as Charlton fine sandy "
                                                 "loam, hydrologic soil group B, well drained."]], "93-6A(1)(c)")
    assert given.status == "present" and given.evidence[0].page == 3, given.reason


def test_a_checklist_row_that_says_yes_and_a_page_gives_nothing_itself(judge):
    matrix = ["Compliance Checklist", "| Requirement | Location | Provided |",
              "| Description of the soils and hydrologic soil group | p. 7 | Yes |"]
    finding = judge(SOM, [SOMERS_FACTS, matrix], "93-6A(1)(c)")
    assert finding.status != "present", finding.reason


def test_a_statement_that_the_subject_does_not_exist_describes_nothing(judge):
    none = "No maintenance agreement is proposed for this lot."
    denied = judge(SOM, [SOMERS_FACTS, ["# 7.0 Long-Term Maintenance", none]], "93-6A(3)(i)")
    assert denied.status != "present", denied.reason
    given = judge(SOM, [SOMERS_FACTS, ["# 7.0 Long-Term Maintenance",
                                       "A maintenance agreement between the owner and the Town is recorded with the "
                                       "deed and is binding on all subsequent landowners."]], "93-6A(3)(i)")
    assert given.status == "present", given.reason


def test_an_amendments_unchanged_section_defers_to_the_other_document(judge):
    unchanged = judge(SOM, [SOMERS_FACTS, ["# 3.2 Soils", "Remains unchanged from the approved SWPPP."]], "93-6A(1)(c)")
    assert unchanged.status == "missing"
    assert "says \"Remains unchanged from the approved SWPPP.\"" in unchanged.reason, unchanged.reason


def test_the_subject_denied_as_the_item_names_itself_is_missing_and_one_practice_denied_is_not(judge):
    denied = judge(SOM, [SOMERS_FACTS, ["# 7.4 Maintenance Easements", "The practices lie on the owner's own parcel. "
                                        "No maintenance easement is needed for access."]], "93-6A(3)(h)")
    assert denied.status == "missing" and "a statement that there is none" in denied.reason, denied.reason
    practices = judge(ASH, [["# 4.2 Erosion and Sediment Control Practices",
                             "No temporary sediment basin is proposed. Silt fence 24 in. high is installed along the "
                             "downslope limit of disturbance, inlet protection at each catch basin, and a stabilized "
                             "construction entrance 50 ft long of 2-inch stone at the driveway."]], "44-8B(1)(i)")
    assert "a statement that there is none" not in practices.reason, practices.reason


def test_a_forms_question_names_nothing_and_its_answer_says_what_it_says(judge):
    form = ["# 9.0 Materials", "9.1 Describe the materials stored on site, storage practices, and spill prevention "
            "and response * Materials on site: bagged cement and lumber, kept on pallets under tarps in the staging "
            "area."]
    finding = judge(ASH, [form], "44-8B(1)(f)")
    assert finding.status != "present" and "spill prevention and response" in finding.reason, finding.reason


def test_an_index_of_where_things_are_gives_none_of_them(judge):
    index = ["Where this plan covers Chapter 44",
             "(1)(j) Temporary to permanent Slide 9 (1)(k) Implementation schedule Slide 11 (1)(l) Maintenance Slide 12"]
    finding = judge(ASH, [index], "44-8B(1)(j)")
    assert finding.status == "missing", finding.reason


def test_a_form_line_defers_the_item_its_label_names_and_no_other(judge):
    lines = ["# 7.0 Long-Term Maintenance", "# 7.1 Access", "Maintenance easement - N/A", "# 7.2 Upkeep",
             "The owner inspects the bioretention area BR-1 and the dry swale DS-1 twice a year and after "
             "storms over 1 inch, removes sediment and trash, replaces mulch each spring and keeps records; "
             "the owner is responsible for this work."]
    om = judge(SOM, [SOMERS_FACTS, lines], "93-6A(3)(g)")
    assert "N/A" not in om.reason, om.reason  # the easement's line is no answer about the O&M plan
    easement = judge(SOM, [SOMERS_FACTS, lines], "93-6A(3)(h)")
    assert easement.status == "missing" and "says \"N/A\"" in easement.reason, easement.reason


def test_an_empty_heading_on_a_scan_is_the_reviewers_and_on_text_a_gap(judge, tmp_path):
    from scans import scan

    from pdfs import make_pdf

    pages = [SOMERS_FACTS, ["# 4.6 Deviations", "# 4.7 Inspections", "The qualified inspector "
                            "inspects every practice at least once every seven days."]]
    text = judge(SOM, pages, "93-6A(1)(l)")
    assert text.status == "missing" and "has no content under it" in text.reason, text.reason
    scanned = scan(make_pdf(tmp_path / "plan.pdf", pages), tmp_path / "scanned.pdf", pages=[2])
    result = audit(scanned, checklist=SOM, review=Review(), ocr="always")
    found = next(f for f in result.findings if f.item_id == "93-6A(1)(l)")
    assert found.status == "needs_review" and "was read by OCR" in found.reason, found.reason


def test_a_templates_field_left_unfilled_gives_nothing_and_the_filled_sentence_does(judge):
    unfilled = ["# 6.1 Inspection Schedule", "Inspections of the erosion and sediment control practices will be performed "
                "by {{INSPECTOR_NAME}} at {{INSPECTION_FREQUENCY}}."]
    left = judge(SOM, [SOMERS_FACTS, unfilled], "93-6A(1)(k)")
    assert left.status == "missing", left.reason
    assert "template's field left unfilled" in left.reason and "6.1 Inspection Schedule" in left.reason
    filled = ["# 6.1 Inspection Schedule", "Inspections of the erosion and sediment control practices will be performed "
              "by the qualified inspector at least once every seven calendar days."]
    assert judge(SOM, [SOMERS_FACTS, filled], "93-6A(1)(k)").status == "present"


def test_a_signature_block_belongs_to_the_statement_above_it_and_a_preparers_blank_one_is_a_lack(judge):
    """Two forms on one page with no heading of their own (a plan of questions and answers): the
    contractor's filled-in names below do not sign the preparer's statement above them. The law has
    the plan signed by its preparer when it is submitted, so the preparer's blank block is missing;
    a contractor's form is signed before work begins, so its blank block is the reviewer's call."""
    preparer = ("A. I certify that this plan was prepared under my direction and that the design of all stormwater "
                "management practices meets the requirements of Chapter 93.")
    contractor = ("A. Every contractor signs: I certify under penalty of law that I understand and agree to comply with "
                  "the terms and conditions of the SWPPP.")
    filled = [["Signature", "/s/ Dana K. Miles"], ["Name and title", "Dana K. Miles, Site Foreman"],
              ["Date", "June 3, 2025"]]
    blank = [["Signature", ""], ["Name", ""], ["NY P.E. or R.L.A. license no.", ""], ["Date", ""]]
    page = ["Q7. Who signs for the design?", preparer, blank,
            "Q8. What does each builder sign?", contractor, filled]
    unsigned = judge(SOM, [page], "93-6B")
    assert unsigned.status == "missing" and "no signer has filled it in" in unsigned.reason, unsigned.reason
    assert "Miles" not in " ".join(e.text for e in unsigned.evidence)
    signed = [["Signature", "/s/ Ana B. Ruiz"], ["Name", "Ana B. Ruiz, P.E."],
              ["NY P.E. or R.L.A. license no.", "088207"], ["Date", "May 2, 2024"]]
    page[2] = signed
    assert judge(SOM, [page], "93-6B").status == "present"
    # a date filled in with no name to it: something of the block is filled, for the reviewer to read
    page[2] = [["Signature", ""], ["Name", ""], ["NY P.E. or R.L.A. license no.", ""], ["Date", "May 2, 2024"]]
    dated = judge(SOM, [page], "93-6B")
    assert dated.status == "needs_review" and "check whether a signed copy" in dated.reason, dated.reason


PERMANENT_SCHEDULE = [["Practice", "Inspection", "Responsible"],
                      ["Bioretention area BR-1", "monthly, then twice a year", "owner"],
                      ["Hydrodynamic separator WQ-1", "twice a year", "owner"],
                      ["Isolator row of chambers UC-1", "quarterly", "owner"],
                      ["Riprap apron at outlet OS-1", "after each 2 in. rain", "owner"]]
CONSTRUCTION_SCHEDULE = [["Practice", "Inspection", "Responsible"],
                         ["Silt fence", "every 7 days and after 0.5 in. of rain", "site contractor"],
                         ["Inlet protection", "every 7 days and after 0.5 in. of rain", "site contractor"],
                         ["Stabilized construction entrance", "daily", "site contractor"]]


@pytest.mark.parametrize("table, status", [(PERMANENT_SCHEDULE, "present_not"), (CONSTRUCTION_SCHEDULE, "present")])
def test_a_schedule_of_the_permanent_practices_is_no_erosion_control_inspection_schedule(judge, table, status):
    """A table is about what most of its rows name: one riprap apron among the permanent practices
    does not make their schedule the erosion and sediment control inspection schedule."""
    page = ["# 6.4 Inspection Schedule", "The practices are inspected as follows.", table]
    finding = judge(SOM, [SOMERS_FACTS, page], "93-6A(1)(k)")
    assert (finding.status == "present") is (status == "present"), finding.reason


def test_an_own_section_in_the_laws_words_that_says_n_a_is_no_answer_where_content_is_elsewhere(judge):
    own = ["# 2.6 PERMANENT CONTROL MEASURES CONVERTED FROM TEMPORARY PRACTICES", "A. N/A."]
    elsewhere = ["# 3.03 Sediment Trap", "The temporary sediment trap will be converted to the permanent "
                                         "bioretention basin after final stabilization."]
    said_na = judge(ASH, [own + elsewhere], "44-8B(1)(j)")
    assert said_na.status == "needs_review" and "says \"A. N/A.\"" in said_na.reason, said_na.reason
    assert judge(ASH, [elsewhere], "44-8B(1)(j)").status == "present"


def test_of_two_passages_holding_as_much_of_an_item_the_one_in_its_chapter_is_named(judge):
    """The project's description installs the practice; the post-construction chapter gives its
    dimensions: what the reviewer is pointed to, and told is lacking, is the chapter's."""
    background = SOMERS_FACTS + ["# 1. Project Background", "The contractor will install the new bioretention area "
                                 "and the storm drains described in Section 8."]
    chapter = ["# 8. Post-Construction Stormwater Management", "# 8.2 Dimensions and Materials",
               "Bioretention area: 30 inches of planting soil over 12 inches of washed stone; geotextile on the sides."]
    finding = judge(SOM, [background, chapter], "93-6A(3)(f)")
    assert finding.status != "present" and "found (page 2)" in finding.reason, finding.reason
    assert "installation details" in finding.reason.split("without")[-1], finding.reason
    # ... and the two passages give the whole item between them: which joins which is the reviewer's
    assert finding.status == "needs_review" and "mentions installation details on page 1" in finding.reason, finding.reason
    alone = judge(SOM, [SOMERS_FACTS + ["# 1. Project Background", "A new office building is proposed."], chapter],
                  "93-6A(3)(f)")
    assert alone.status == "missing", alone.reason  # installation given nowhere: the gap is sure


def test_a_compliance_matrix_row_that_only_answers_n_a_gives_nothing(judge):
    head = ["Code ref.", "Requirement", "Provided", "Location", "Response"]
    bare = ["# Permit Compliance Matrix", [head, ["44-8B(1)(j)", "Temporary practices that will be converted to "
                                                 "permanent control measures", "N/A", "-", "N/A"]]]
    assert judge(ASH, [bare], "44-8B(1)(j)").status != "present"
    answered = ["# Permit Compliance Matrix", [head, ["44-8B(1)(j)", "Temporary practices that will be converted to "
                                                     "permanent control measures", "Yes", "p. 5",
                                                     "The temporary sediment trap will be converted to the permanent "
                                                     "bioretention area after paving."]]]
    assert judge(ASH, [answered], "44-8B(1)(j)").status == "present"



def test_a_deferral_stands_against_a_glossarys_definitions_but_not_against_the_plans_own_results(judge):
    project = ["# 1.0 Project Description", "The project disturbs 3.2 acres to build a 40,000 sq ft warehouse, a "
                                            "commercial development, with its parking lot."]
    own = ["# 8.4 Hydrologic and Hydraulic Analysis", "The hydrologic and hydraulic analysis of the basin and the storm "
           "sewer for the 1-, 10- and 100-year storms is provided under separate cover in the Stormwater Management Report."]
    glossary = ["# 11. Glossary", "Cpv: Channel protection volume: 24-hour extended detention of the runoff of the "
                "1-year, 24-hour storm.", "Qp: Overbank flood control: the peak discharge of the 10-year, 24-hour storm.",
                "Qf: Extreme flood control: the peak discharge of the 100-year, 24-hour storm.",
                "TR-20: The NRCS hydrologic model that computes runoff hydrographs and routes them through ponds.",
                "Peak discharge: The highest rate of runoff, in cubic feet per second (cfs), that a storm produces."]
    deferred = judge(SOM, [project, own, glossary], "93-6A(3)(d)")
    assert deferred.status == "missing" and "provided under separate cover" in deferred.reason
    assert_signable(deferred.reason)
    results = ["# 8.5 Routing Results", "The routing of the 1-, 10- and 100-year, 24-hour storms through the basin gives "
               "post-development peak flows of 2.1, 5.8 and 11.4 cfs, below the pre-development peaks of 2.4, 6.3 "
               "and 12.0 cfs."]
    both = judge(SOM, [project, own, results], "93-6A(3)(d)")
    assert both.status == "needs_review" and "confirm which stands" in both.reason
