"""The layout a plan is read as: paragraphs, list items, headings and correspondence, from a
page's lines (swppp_audit.reading.layout)."""
from __future__ import annotations

import pytest

from swppp_audit.model import Document, Page, Table
from swppp_audit.reading.layout import build, cells_between, filled, left_blank


def blocks(*lines: str) -> list[tuple[str, str]]:
    layout = build(Document("plan.pdf", "0" * 64, (Page(1, "\n".join(lines)),)))
    return [(b.kind, b.text) for b in layout.blocks]


def test_a_number_written_out_and_in_figures_across_a_wrap_is_one_sentence_and_a_list_item_is_not():
    said = blocks("The qualified inspector will inspect the site at least once every seven",
                  "(7) calendar days and within 24 hours of a storm. The items are:",
                  "(a) silt fence",
                  "(b) inlet protection")
    assert said[0] == ("para", "The qualified inspector will inspect the site at least once every seven (7) calendar "
                               "days and within 24 hours of a storm. The items are:")
    assert said[1:] == [("para", "(a) silt fence"), ("para", "(b) inlet protection")]


def test_a_reviewers_comment_and_the_applicants_response_are_correspondence_not_content():
    said = blocks("We have revised the plan as follows.",
                  "Comment 3: The construction sequence does not address demolition.",
                  "Response 3: See revised Section 4.2.")
    assert said == [("para", "We have revised the plan as follows."),
                    ("quote", "Comment 3: The construction sequence does not address demolition."),
                    ("quote", "Response 3: See revised Section 4.2.")]


def test_a_figure_that_carries_on_a_wrapped_sentence_is_no_numbered_heading_and_a_numbered_title_is():
    said = blocks("A spill kit (absorbent pads, booms and bags, rated for",
                  "55 gallons) is kept in the site trailer and a second kit",
                  "at the fueling area.",
                  "5.3 Fueling of Equipment",
                  "Mobile tanker only.")
    assert said == [("para", "A spill kit (absorbent pads, booms and bags, rated for 55 gallons) is kept in the site "
                             "trailer and a second kit at the fueling area."),
                    ("heading", "5.3 Fueling of Equipment"), ("para", "Mobile tanker only.")]


def test_a_title_set_on_several_lines_is_one_heading():
    said = blocks("5.5 Storage, Handling, and Disposal of",
                  "Construction Products, Materials, and",
                  "Wastes",
                  "Building products are stored on pallets.",
                  "5.3 Fueling and Maintenance of Equipment",
                  "or Vehicles",
                  "Mobile tanker only.")
    assert said == [("heading", "5.5 Storage, Handling, and Disposal of Construction Products, Materials, and Wastes"),
                    ("para", "Building products are stored on pallets."),
                    ("heading", "5.3 Fueling and Maintenance of Equipment or Vehicles"),
                    ("para", "Mobile tanker only.")]


def test_a_numbered_clause_going_on_is_a_sentence_and_a_wrapped_numbered_title_a_heading():
    """An agreement's clauses and a plan's numbered paragraphs look like numbered headings on
    their first line; the next line carrying on in lower case makes them sentences. A numbered
    title wrapped onto a second line stays one heading."""
    said = blocks("1. The Association shall maintain the wet extended detention",
                  "pond, bioretention areas and outlet structures.",
                  "6. The Declaration of Covenants and Restrictions for the",
                  "subdivision shall require each lot owner to maintain the rain",
                  "garden on that lot.",
                  "7.5 Maintenance agreement",
                  "7.5.1 The stormwater maintenance agreement will be submitted",
                  "to the Town Attorney under separate cover prior to final site plan",
                  "approval.",
                  "5.3 Fueling and Maintenance of Equipment",
                  "or Vehicles",
                  "Fuel is delivered by a tanker truck.")
    assert said == [("para", "1. The Association shall maintain the wet extended detention pond, bioretention areas "
                             "and outlet structures."),
                    ("para", "6. The Declaration of Covenants and Restrictions for the subdivision shall require each "
                             "lot owner to maintain the rain garden on that lot."),
                    ("heading", "7.5 Maintenance agreement"),
                    ("para", "7.5.1 The stormwater maintenance agreement will be submitted to the Town Attorney under "
                             "separate cover prior to final site plan approval."),
                    ("heading", "5.3 Fueling and Maintenance of Equipment or Vehicles"),
                    ("para", "Fuel is delivered by a tanker truck.")]


@pytest.mark.parametrize("value", ["☐Y ☐N", "☐ Yes ☐ No", "[ ] Y [ ] N", "□", "______", "☐ N/A", "Y / N", "Yes  No"])
def test_a_form_answer_left_blank(value):
    assert left_blank(value)


@pytest.mark.parametrize("value", ["☒Y ☐N", "☐Y ☑N", "[x] Y [ ] N", "Yes", "N/A", "No", "☐ Weekly", "Silt fence ☐", "",
                                   "Weekly ______", "Yes, weekly"])
def test_a_form_answer_ticked_or_written_is_not_blank(value):
    assert not left_blank(value)


def form_kinds(*rows: tuple[str, ...]) -> list[str]:
    page = Page(1, "Appendix D Weekly Inspection Form", tables=(Table(tuple(rows), line=1),))
    return [b.kind for b in build(Document("plan.pdf", "0" * 64, (page,))).blocks if b.table is not None]


def test_a_blank_inspection_report_is_a_form_and_a_filled_table_is_content():
    header = ("Item", "OK", "Needs repair", "Comments")
    assert form_kinds(header, ("Silt fence", "", "", ""), ("Material storage and spill kits", "", "", "")) == \
        ["row", "form", "form"]
    assert form_kinds(header, ("Silt fence", "☐", "☐", ""), ("Spill kits", "☐Y ☐N", "", "")) == ["row", "form", "form"]
    assert form_kinds(header, ("Silt fence", "☒", "☐", ""), ("Spill kits", "yes", "", "")) == ["row", "row", "row"]
    # a schedule with the right headings and "TBD" in every answer is a form left blank, header too
    schedule = ("ID", "Practice", "Initial placement (timing)", "Duration (time in place)")
    assert form_kinds(schedule, ("SCE", "Stabilized construction entrance", "TBD", "TBD"),
                      ("SF-1", "Silt fence", "TBD", "TBD")) == ["form", "form", "form"]
    assert form_kinds(schedule, ("SCE", "Stabilized construction entrance", "Before clearing", "TBD"),
                      ("SF-1", "Silt fence", "TBD", "TBD")) == ["row", "row", "row"]
    # a row with its other cells empty, among filled rows, is content (a merged cell, a note)
    assert form_kinds(("Practice", "Inspection"), ("Silt fence", "Weekly"), ("Temporary practices", "")) == \
        ["row", "row", "row"]


def test_an_unticked_option_ends_with_its_sentence_cell_or_clause():
    from swppp_audit.reading.layout import UNTICKED_OPTION

    def blanked(text):
        return UNTICKED_OPTION.sub(lambda m: "_" * len(m.group()), text)

    assert blanked("☐ Silt fence ☒ Inlet protection") == "_" * 13 + "☒ Inlet protection"
    assert blanked("☐ Materials are kept in a trailer. Spill kits are on site.").endswith(" Spill kits are on site.")
    assert blanked("☐ Yes ☐ No | Silt fence").endswith("| Silt fence")


def test_a_blank_field_is_its_label_and_line_but_a_signature_or_date_line_is_not():
    from swppp_audit.reading.layout import BLANK_FIELD

    assert BLANK_FIELD.search("Inspections are weekly. Spill response coordinator: ______").group() == \
        "Spill response coordinator: ______"
    for line in ("/s/ Michael Torres Signature: ______", "Date: ______", "Signed: ______", "P.E. seal: ______"):
        assert BLANK_FIELD.search(line) is None, line


def test_a_compliance_checklist_that_only_points_to_sections_is_a_table_of_contents():
    header = ("Code Section", "Requirement", "SWPPP Section", "Page")
    assert form_kinds(header, ("44-8B(1)(f)", "Construction materials stored on site, spill response", "5.2", "14"),
                      ("§ 44-8B(1)(c)", "Soils", "Section 2.3", "6")) == ["row", "toc", "toc"]
    # pointers written as a plan's own places: parts, figures, appendices, a status beside them
    matrix = ("Code ref.", "Checklist item", "Location in SWPPP", "Reviewer")
    assert form_kinds(matrix, ("44-8B(1)(a)", "Project background - scope, location", "Part 1, 1.1", ""),
                      ("44-8B(1)(i)", "E&SC dimensions, materials, details", "Part 4, 4.2; Fig. 4", ""),
                      ("44-8B(1)(p)", "Existing runoff data", "Part 2, 2.5 - TBD", ""),
                      ("44-8B(3)(b)-(i)", "Post-construction SMPs", "N/A - see 1.2", ""),
                      ("44-8E", "Contractor certifications", "Appendix E", "")) == ["row"] + ["toc"] * 5
    # ... but a location cell that says something is content
    assert form_kinds(matrix, ("44-8B(1)(a)", "Project background", "Part 1, 1.1", ""),
                      ("44-8B(1)(f)", "Materials storage", "kept in the locked trailer", "")) == ["row", "row", "row"]
    # a table of practices with a description beside the section of its detail is content
    assert form_kinds(("Practice", "Description", "Detail section"),
                      ("Silt fence", "Woven geotextile, 30 in high, on the downslope side", "5.2"),
                      ("Inlet protection", "Filter fabric under each grate", "5.3")) == ["row", "row", "row"]


def test_a_figure_sheet_bound_after_the_text_is_a_chapter_of_its_own_not_the_last_section():
    """A drawing after the narrative's last section ("6.4 Post-Construction", "Not applicable")
    is read under its own title, so what the sheet shows is not taken for that section's; a
    sentence about a figure makes no such chapter."""
    text = Page(1, "6.4 Post-Construction Stormwater Management\nNot applicable - see 1.2.")
    sheet = Page(2, "\n".join(["LONG ISLAND SOUND", "LIMIT OF DISTURBANCE (1.32 AC)", "SF-1 SILT FENCE, 385 LF",
                                "ST-1 SEDIMENT TRAP 2,400 CF", "SCE-1 50 X 12 FT",
                                "FIGURE 3 - EROSION AND SEDIMENT CONTROL PLAN", "SCALE: 1 IN = 40 FT"]))
    layout = build(Document("plan.pdf", "0" * 64, (text, sheet)))
    drawing = next(b for b in layout.blocks if b.kind == "drawing")
    section = layout.sections[drawing.section]
    assert (section.heading, section.level) == ("FIGURE 3 - EROSION AND SEDIMENT CONTROL PLAN", 1)
    assert "SF-1 SILT FENCE, 385 LF" in drawing.text and "FIGURE 3" in drawing.text
    mentioned = Page(2, sheet.text.replace("FIGURE 3 - EROSION AND SEDIMENT CONTROL PLAN",
                                           "FIGURE 3 SHOWS EVERY CONTROL AND ITS LENGTH"))
    layout = build(Document("plan.pdf", "0" * 64, (text, mentioned)))
    drawing = next(b for b in layout.blocks if b.kind == "drawing")
    assert layout.sections[drawing.section].heading == "6.4 Post-Construction Stormwater Management"



def test_a_contents_table_under_a_cover_block_is_a_table_of_contents_and_elsewhere_a_table():
    """Contents set in a table below the cover lines of the same page list titles and give
    nothing; the same table on a page without a contents title is read as a table."""
    rows = (("2.0 Site Conditions", "2.1 Setting; 2.2 Drainage; 2.4 Responsibilities by Site Area"),
            ("5.0 Pollution Prevention", "5.1 Waste and Chemicals; 5.2 Materials and Spills"),
            ("7.0 Certification", "Appendices A-D"))
    cover = "\n".join(["STORMWATER POLLUTION PREVENTION PLAN", "Bayberry Point Subdivision", "Revision 1",
                       "Applicant: Bayberry Point Development LLC", "Prepared by: Crescent Bay Civil", "February 2025",
                       "Huntington, New York", "Rev. 1 supersedes October 2024", "Table of Contents"])
    kinds = lambda text: [b.kind for b in build(Document("plan.pdf", "0" * 64, (  # noqa: E731
        Page(1, text, tables=(Table(rows, line=len(text.split("\n"))),)),))).blocks if b.table is not None]
    assert kinds(cover) == ["toc", "toc", "toc"]
    assert kinds(cover.replace("Table of Contents", "Schedule")) == ["row", "row", "row"]
    # a bare "Contents" below text heads a list, not the plan's contents
    kit = blocks("5.2 Spill Response", "A spill kit is kept in the job trailer.", "Contents", "Absorbent pads",
                 "Oil-only boom, 10 ft", "Disposal bags")
    assert not [text for kind, text in kit if kind == "toc"], kit
    assert any(kind == "para" and "Absorbent pads" in text for kind, text in kit), kit


TYPED = ["3. SITE MAPS",
         "------------",
         "THE ENCLOSED SHEET E-1 (LOCATION MAP, SCALE 1 IN = 30 FT) SHOWS THE WHOLE",
         "LOT, THE LIMIT OF CLEARING AND THE TWO WETLAND FLAGS ON THE WEST LINE,",
         "THE EXISTING DRIVE AND THE STEEP BANK BEHIND THE GARAGE, WITH THE",
         "FLOW PATHS TO THE ROADSIDE DITCH ON ELM LANE AT ITS LOW POINT.",
         "4. SOILS",
         "THE SOIL SURVEY MAPS THE LOT AS A SANDY LOAM OF THE UPLANDS WITH A",
         "HARDPAN AT TWO FEET; THE TEST PIT BY THE GARAGE FOUND THE SAME",
         "LAYERS, WITH WATER SEEPING IN AT 30 INCHES ON THE DAY OF DIGGING."]


def test_on_a_page_typed_in_capitals_only_a_heading_standing_alone_is_one_and_each_line_of_prose_is_not():
    said = blocks(*TYPED)
    assert [text for kind, text in said if kind == "heading"] == ["3. SITE MAPS", "4. SOILS"]
    assert said[1][0] == "para" and said[1][1].startswith("THE ENCLOSED SHEET E-1") and "LOW POINT." in said[1][1]


def test_capitals_still_mark_a_heading_on_a_page_of_ordinary_prose():
    said = blocks("The lot drains west to the roadside ditch along Elm Lane at its low point.",
                  "SOILS AND GROUNDWATER",
                  "The soil survey maps the lot as a sandy loam with a hardpan at two feet.")
    assert ("heading", "SOILS AND GROUNDWATER") in said


def test_a_typed_page_that_names_a_scale_is_prose_and_a_sheet_of_short_labels_is_a_drawing():
    assert all(kind != "drawing" for kind, _ in blocks(*TYPED))
    sheet = blocks("SILT FENCE", "LIMIT OF DISTURBANCE", "EXISTING WOODS TO REMAIN", "STOCKPILE AREA",
                   "CONSTRUCTION ENTRANCE", "SCALE: 1\" = 30'", "SHEET C-2 EROSION CONTROL PLAN")
    assert [kind for kind, _ in sheet] == ["drawing"]


def test_an_outline_paragraphs_title_run_in_with_a_full_stop_is_a_heading_and_a_numbered_sentence_is_not():
    said = blocks("4.3 Pollution prevention (litter, construction chemicals and construction",
                  "debris).",
                  "N/A.",
                  "6.2 Records.",
                  "6.2.1 Records of inspections shall be kept by the owner.",
                  "1. Silt fence.")
    assert said[:3] == [("heading", "4.3 Pollution prevention (litter, construction chemicals and construction debris)."),
                        ("para", "N/A."), ("heading", "6.2 Records.")]
    assert ("heading", "6.2.1 Records of inspections shall be kept by the owner.") not in said
    assert ("heading", "1. Silt fence.") not in said


def test_a_line_repeated_mid_page_on_every_page_is_a_template_heading_not_a_running_header():
    pages = tuple(Page(n, f"ACME BINDER | Job 12\nSOP-{n:02d} Topic {n}\n1. Purpose\nWhy procedure {n} exists.\n"
                          f"2. Procedure\nStep one of procedure {n}.\nStep two.\nControlled copy | Page {n}")
                  for n in range(1, 6))
    layout = build(Document("plan.pdf", "0" * 64, pages))
    texts = [b.text for b in layout.blocks]
    assert "1. Purpose" in texts and "2. Procedure" in texts  # the template's headings are read
    assert not any(t.startswith("ACME BINDER") or t.startswith("Controlled copy") for t in texts)  # the furniture is not


def test_section_five_point_one_sits_under_section_five():
    layout = build(Document("plan.pdf", "0" * 64, (Page(1, "Section 5 Pollution Prevention\nSection 5.1 Housekeeping\n"
                                                           "Litter is picked up daily.\nSection 6 Inspections\n"
                                                           "Weekly inspections."),)))
    levels = {s.heading: s.level for s in layout.sections if s.heading}
    assert levels == {"Section 5 Pollution Prevention": 1, "Section 5.1 Housekeeping": 2, "Section 6 Inspections": 1}


def test_a_filled_tables_row_with_only_its_label_is_a_field_left_blank_and_a_note_row_is_content():
    table = Table((("Field", "Entry"), ("Project", "Storage buildings, 12 Elm Road"), ("Receiving water", "Mill Brook"),
                   ("Disturbed area", "2.1 ac"), ("Permit ID", "NYR10X001"),
                   ("Industrial discharges (asphalt or concrete plants)", ""),
                   ("All entries were confirmed by the owner on May 1.", "")))
    layout = build(Document("plan.pdf", "0" * 64, (Page(1, "Data sheet", (table,)),)))
    kinds = {b.text: b.kind for b in layout.blocks}
    assert kinds["Industrial discharges (asphalt or concrete plants)"] == "form"
    assert kinds["All entries were confirmed by the owner on May 1."] == "row"
    assert kinds["Receiving water | Mill Brook"] == "row"
    # a drawing's labels caught in a grid, most rows one label, are no form
    sketch = Table((("SITE SKETCH", "N"), ("SILT FENCE 520 ft", ""), ("ROCK ENTRANCE", ""), ("BROOK", ""),
                    ("HOUSE", "DRIVEWAY")))
    drawn = build(Document("plan.pdf", "0" * 64, (Page(1, "Sketch", (sketch,)),)))
    assert {b.text: b.kind for b in drawn.blocks}["SILT FENCE 520 ft"] == "row"


def test_a_title_set_again_under_its_number_in_a_second_language_is_one_section():
    layout = build(Document("plan.pdf", "0" * 64, (Page(1, "1. Project Scope and Location\n1. Alcance y ubicación\n"
                                                           "The barn is built at 4 Mill Road.\n2. Site Maps\n"
                                                           "2. Planos del sitio\nTwo sheets are bound."),)))
    headed = [(s.heading, [layout.blocks[b].text for b in s.blocks]) for s in layout.sections if s.heading]
    assert headed == [("1. Project Scope and Location", ["The barn is built at 4 Mill Road."]),
                      ("2. Site Maps", ["Two sheets are bound."])]
    # a next section's own number is a section of its own
    two = build(Document("plan.pdf", "0" * 64, (Page(1, "1. Project Scope\n2. Site Maps\nTwo sheets."),)))
    assert [s.heading for s in two.sections if s.heading] == ["1. Project Scope", "2. Site Maps"]


def test_a_numbered_question_titles_its_answer_and_a_page_that_only_lists_questions_is_contents():
    questions = "\n".join(f"Q{n}. What is step number {n} of the work?" for n in range(1, 6))
    answered = ("Q4. Which soils were mapped?\nA. Silt loam, hydrologic soil group C.\n"
                "Q5. Where does runoff drain?\nA. To the town culvert.")
    layout = build(Document("plan.pdf", "0" * 64, (Page(1, "The questions answered below\n" + questions),
                                                    Page(2, answered))))
    assert {b.kind for b in layout.blocks if b.page == 1} == {"toc"}
    headed = [(s.heading, [layout.blocks[b].text for b in s.blocks]) for s in layout.sections if s.heading]
    assert headed == [("Q4. Which soils were mapped?", ["A. Silt loam, hydrologic soil group C."]),
                      ("Q5. Where does runoff drain?", ["A. To the town culvert."])]
    # a question asked in a sentence of prose is no heading
    prose = build(Document("plan.pdf", "0" * 64, (Page(1, "The owner asked what the soils are?\nThey are loam."),)))
    assert not [s for s in prose.sections if s.heading]


def test_a_part_is_marked_by_a_capital_or_a_number_not_by_a_lower_case_word():
    """"Part II", "Appendix C" head chapters; "Part of the site" is a table's column heading."""
    said = blocks("B-15 Responsibilities for Each Part of the Site",
                  "Part of the site Responsible party Duties",
                  "Whole site Owner keeps the plan on site.")
    assert said[0] == ("heading", "B-15 Responsibilities for Each Part of the Site")
    assert said[1][0] == "para" and said[1][1].startswith("Part of the site")
    assert blocks("Part II Erosion Control", "Silt fence is placed first.")[0] == ("heading", "Part II Erosion Control")


@pytest.mark.parametrize("wrapped", ["Holloway)", "and CB-1 to CB-6"])
def test_the_rest_of_a_wrapped_line_is_no_heading_however_it_looks(wrapped):
    said = blocks("Whole site Owner: Meadow Lane Homes, Inc. (R.", wrapped, "keeps the plan on site.")
    assert all(kind != "heading" for kind, _ in said), said
    assert blocks("(2) Soils", "Loam over till.")[0] == ("heading", "(2) Soils")  # a list mark is no lost bracket


def test_a_collapsible_sections_toggle_is_not_part_of_its_title():
    assert blocks("▾ 3. Site plan", "The plan shows the whole lot.")[0] == ("heading", "3. Site plan")


def test_numbered_titles_listed_under_no_contents_title_are_contents_and_the_sections_are_headings():
    listed = ["1. Project summary", "2. Site description", "3. Site plan", "4. Construction sequence"]
    said = blocks("This page is the plan of record.", "On this page", *listed,
                  "1. Project summary", "A house and a pool on one lot.", "2. Site description", "A level lawn.",
                  "3. Site plan", "The plan shows the lot.", "4. Construction sequence", "Fence first.")
    assert [text for kind, text in said if kind == "toc"] == listed
    assert [text for kind, text in said if kind == "heading"] == listed
    # four numbered titles in a row that head nothing later are titles of their own (empty ones)
    alone = blocks("1. Scope", "2. Soils", "3. Sequence", "4. Controls", "Silt fence first.")
    assert [kind for kind, _ in alone][:4] == ["heading"] * 4


def _kinds(*lines: str, tables=()) -> list[tuple[str, str]]:
    layout = build(Document("plan.pdf", "0" * 64, (Page(1, "\n".join(lines), tables=tuple(tables)),)))
    return [(b.kind, b.text) for b in layout.blocks]


def test_a_tables_column_heads_with_units_are_no_heading_and_a_unitless_title_is():
    blocks = _kinds("Peak Runoff Rates", "Storm Predevelopment (cfs) Postdevelopment (cfs) Routed",
                    "10-year 1.94 3.02 1.71")
    assert blocks[0] == ("heading", "Peak Runoff Rates")
    assert all(kind != "heading" for kind, text in blocks if "(cfs)" in text)


def test_a_cited_section_of_the_law_titles_its_answer_and_a_citation_in_a_sentence_does_not():
    blocks = _kinds("§ 12-4B(3) — Maintenance schedule", "The ponds are mowed twice a year.",
                    "§ 12-4B(3) requires the schedule to be kept with the plan.")
    assert blocks[0] == ("heading", "§ 12-4B(3) — Maintenance schedule")
    assert blocks[-1][0] == "para"


def test_an_appendixs_outline_number_heads_a_section_inside_it():
    from swppp_audit.reading.layout import heading_level, is_heading

    assert is_heading("A.11 Elements not in conformance with the NYS Standards and Specifications")
    assert heading_level("A.11 Elements not in conformance") == 2 and heading_level("11 Elements") == 1
    assert not is_heading("A.11 is the section where the deviations are listed, as the annex explains.")


def test_a_schedules_lettered_number_with_its_stop_heads_a_section_and_its_sentence_is_under_it():
    blocks = _kinds("SCHEDULE D", "D-2. Access easement", "An access easement to the pond will be recorded later.")
    assert blocks[1] == ("heading", "D-2. Access easement") and blocks[2][0] == "para"
    # a sheet number without the stop opens a sentence about the sheet, not a section
    assert _kinds("SCHEDULE D", "D-2 shows the access easement to the pond.")[1][0] == "para"


def test_a_heading_in_sentence_case_stands_alone_before_a_new_sentence_and_a_list_or_a_wrap_does_not():
    blocks = _kinds("Operation and maintenance plan", "The association owns the basin and keeps it in working order.",
                    "Maintenance easements", "N/A", "Inspection and maintenance agreement",
                    "The association will sign the town's agreement, binding on all later owners of the lot.")
    assert [text for kind, text in blocks if kind == "heading"] == [
        "Operation and maintenance plan", "Maintenance easements", "Inspection and maintenance agreement"]
    # a list of short items, a line that carries a sentence on, a line with a verb: not headings
    listed = _kinds("The practices are:", "Silt fence along the toe", "Inlet protection at both drains",
                    "Construction entrance at the drive")
    assert not [text for kind, text in listed if kind == "heading"]
    wrapped = _kinds("The basin is cleaned by the association and its", "Managing agent in the spring",
                     "The agent reports to the town each January on what was done.")
    assert not [text for kind, text in wrapped if kind == "heading"]
    said = _kinds("The basin is cleaned in May.", "Sediment is removed", "The agent reports to the town each "
                  "January on what was done and when.")
    assert not [text for kind, text in said if kind == "heading"]


def test_a_word_the_text_layer_splits_at_a_kerning_gap_is_rejoined_and_two_words_are_not():
    page = Page(1, "\n".join(["I certify that I unders tand and agree to comply with the con ditions of the plan.",
                              "I also understand the conditions. The water runs away from the house.",
                              "A way to the shed is kept open; the way is gravel, and a path runs by it."]))
    texts = [b.text for b in build(Document("p.pdf", "0" * 64, (page,))).blocks]
    joined = " ".join(texts)
    assert "I understand and agree to comply with the conditions of the plan." in joined, texts
    assert "A way to the shed" in joined, texts  # "a" and "way" each stand beside other words


def test_a_labelled_answer_after_a_finished_sentence_is_a_paragraph_of_its_own():
    blocks = _kinds("Part 2", "Text of the law: Temporary practices that will be converted to permanent",
                    "control measures;", "Response: Sediment trap ST-1 becomes the forebay of basin B-1.")
    paragraphs = [text for kind, text in blocks if kind == "para"]
    assert paragraphs[-1] == "Response: Sediment trap ST-1 becomes the forebay of basin B-1."
    joined = _kinds("Part 2", "The sediment trap ST-1 is cleaned out when it is half", "full: the contractor does it.")
    assert [text for kind, text in joined if kind == "para"] == ["The sediment trap ST-1 is cleaned out when it is half "
                                                                 "full: the contractor does it."]


def test_a_signature_tables_rows_carry_their_column_heads_and_another_tables_do_not():
    signing = Table((("Signature", "Name and title", "Firm", "Date"), ("J. Roe", "Jane Roe, Foreman", "Roe Co.", "4/2/2025")))
    rows = [text for kind, text in _kinds("Contractor certifications", tables=[signing]) if kind == "row"]
    assert rows[1] == "Signature: J. Roe | Name and title: Jane Roe, Foreman | Firm: Roe Co. | Date: 4/2/2025"
    other = Table((("Practice", "Inspection", "Date"), ("Silt fence", "Weekly", "4/2/2025")))
    rows = [text for kind, text in _kinds("Schedule", tables=[other]) if kind == "row"]
    assert rows[1] == "Silt fence | Weekly | 4/2/2025"


def test_an_annexs_numbered_title_set_as_a_sentence_is_a_heading_and_its_numbered_clause_is_not():
    blocks = _kinds("A.9 TEMPORARY PRACTICES TO BE CONVERTED TO PERMANENT CONTROL MEASURES.",
                    "A.10 CERTIFICATION OF THE ENGINEER.", "I certify that this plan was prepared under my direction.")
    assert blocks[0] == ("heading", "A.9 TEMPORARY PRACTICES TO BE CONVERTED TO PERMANENT CONTROL MEASURES.")
    assert _kinds("A.9 The sediment trap is converted to the forebay of the basin.")[0][0] == "para"


def test_a_table_row_keeps_its_cells_in_their_columns_with_an_empty_one_in_place():
    rows = (("No.", "Comment", "Response"), ("3", "", "See Sheet C-101."))
    layout = build(Document("p.pdf", "0" * 64, (Page(1, "RESPONSES", (Table(rows, line=2),)),)))
    row = next(b for b in layout.blocks if b.text.startswith("3"))
    assert row.cells == ("3", "", "See Sheet C-101.") and row.text == "3 | See Sheet C-101."
    assert filled(row.cells) == ("3", "See Sheet C-101.")


def test_a_sentence_of_a_row_has_the_cells_it_spans_cut_to_it():
    cells = ("Silt fence", "", "Install first. Inspect weekly.")
    text = "Silt fence | Install first. Inspect weekly."
    assert cells_between(cells, 0, len(text)) == cells  # the whole row: every cell, the empty one too
    assert cells_between(cells, 0, text.index(" Inspect")) == ("Silt fence", "", "Install first.")
    assert cells_between(cells, text.index("Inspect"), len(text)) == ("Inspect weekly.",)
    assert cells_between((), 0, 5) == ()  # a paragraph has none


@pytest.mark.parametrize("line, heading", [("PRIOR TO CONSTRUCTION", True), ("TO BE DETERMINED", False),
                                           ("PENDING", False), ("N/A", False)])
def test_a_line_that_only_defers_is_no_heading_but_a_phase_named_like_a_deferral_is(line, heading):
    text = f"4.0 SCHEDULE\n{line}\nInstall the silt fence along the toe of the slope before grading."
    layout = build(Document("p.pdf", "0" * 64, (Page(1, text),)))
    assert any(b.kind == "heading" and b.text == line for b in layout.blocks) is heading


def test_a_wrapped_sentences_middle_line_that_looks_like_a_title_is_prose_and_a_wrapped_title_a_heading():
    got = blocks("3. Drainage", "Runoff from the yard reaches a tributary and the", "County Reservoir, which is subject to the",
                 "TMDL for the County Reservoirs; the design therefore", "uses the enhanced phosphorus criteria.",
                 "4. Soils", "The County Web Soil Survey Map of", "Putnam County shows two units on the", "lot. Test pits agree.",
                 "Permits are required under", "Chapter 12. No other permit applies.",
                 "5.3 Fueling and Maintenance of", "Equipment or Vehicles", "Fuel is kept off site.")
    assert [text for kind, text in got if kind == "heading"] == ["3. Drainage", "4. Soils",
                                                                 "5.3 Fueling and Maintenance of Equipment or Vehicles"]
    paras = [text for kind, text in got if kind == "para"]
    assert "the TMDL for the County Reservoirs; the design therefore uses" in paras[0]
    assert paras[1].startswith("The County Web Soil Survey Map of Putnam County shows two units on the lot.")
    assert "Permits are required under Chapter 12." in paras[1]


def test_a_running_footer_read_by_ocr_with_specks_and_run_together_numbers_is_furniture():
    footers = ["ROLL 0417 FRAME 2231", "~ ROLL'0417 FRAME 2232", "ROLL 0417 FRAME 2233 a", "ROLL 0417 FRAME 2234 ="]
    said = ["The soils are sandy.", "Runoff goes north.", "Silt fence rings the lot.", "The owner maintains it."]
    pages = tuple(Page(n, f"{n}. Topic\n{line}\n{footer}") for n, (line, footer) in enumerate(zip(said, footers), 1))
    texts = [b.text for b in build(Document("plan.pdf", "0" * 64, pages)).blocks]
    assert texts == [t for n, line in enumerate(said, 1) for t in (f"{n}. Topic", line)]


def test_a_sheet_with_a_legend_in_sentences_above_its_labels_is_a_drawing_and_keeps_the_legend_whole():
    sheet = blocks("Figure 2. Erosion Control Plan", "Scale 1 in. = 30 ft.",
                   "Legend: the map shows the limit of disturbance, the existing woods that", "remain and the stockpile area.",
                   "SILT FENCE 300 LF", "LIMIT OF DISTURBANCE 1.2 AC", "STOCKPILE", "CONSTRUCTION ENTRANCE 50 FT x 20 FT",
                   "EXISTING WOODS", "INLET PROTECTION", "NORTH LOT", "POND", "HOUSE")
    assert [kind for kind, _ in sheet] == ["heading", "drawing"]
    assert "the existing woods that remain and the stockpile area." in sheet[1][1]
    prose = blocks("Scale 1 in. = 30 ft is used on the sheets.", "The plan gives the limit of disturbance and the woods that",
                   "remain beside the stockpile, and the practices used on site.", "SILT FENCE")
    assert all(kind != "drawing" for kind, _ in prose)


def test_a_checklists_rows_set_as_text_under_the_items_they_cite_are_each_their_own():
    got = blocks("Item Required content Page", "93-6A(1)(c) Description of soils 04",
                 "93-6A(1)(i) Industrial discharges 05", "93-6A(1)(l) Design elements not conforming 05")
    assert [text for kind, text in got if kind == "para"] == [
        "93-6A(1)(c) Description of soils 04", "93-6A(1)(i) Industrial discharges 05",
        "93-6A(1)(l) Design elements not conforming 05"]
    wrapped = blocks("The plan gives the soils, as required under", "93-6A(1)(c) of the Town Code.")
    assert wrapped == [("para", "The plan gives the soils, as required under 93-6A(1)(c) of the Town Code.")]


def test_a_wrapped_lines_opening_abbreviation_is_no_list_mark_and_a_letter_or_numeral_is():
    got = blocks("Porous asphalt: 3 in. of asphalt over 24", "in. of stone; geotextile on the sides.",
                 "a. Silt fence", "ii. Inlet protection")
    assert [text for _, text in got] == ["Porous asphalt: 3 in. of asphalt over 24 in. of stone; geotextile on the sides.",
                                         "a. Silt fence", "ii. Inlet protection"]


def test_a_running_header_that_repeats_the_sections_title_is_furniture_and_the_same_words_mid_page_are_not():
    titles = ["1.0 Project", "3.0 Soils", "5.0 Erosion Control", "7.0 Post-Construction Practices"]
    bodies = [["A store is added.", "Its lot is paved.", "Work starts in May.", "It ends in June."],
              ["Soils are loam.", "Birch Hollow Plaza SWPPP Amendment No. 1 replaces the plan of May.",
               "Group B is mapped.", "Rock is deep."],
              ["Silt fence rings it.", "Inlets are guarded.", "A trap is dug.", "Seed follows."],
              ["A basin treats runoff.", "It drains in a day.", "The owner keeps it.", "Records are kept."]]
    pages = tuple(Page(n, "\n".join([f"Birch Hollow Plaza SWPPP Amendment No. 1 {title}", title, *body,
                                     f"Issued October 2025 Page {n} of 4"]))
                  for n, (title, body) in enumerate(zip(titles, bodies), 1))
    texts = [b.text for b in build(Document("plan.pdf", "0" * 64, pages)).blocks]
    assert not any("Issued October" in t or "No. 1 " + title in t for t in texts for title in titles), texts
    assert any("Birch Hollow Plaza SWPPP Amendment No. 1 replaces the plan of May." in t for t in texts), texts
    assert [t for t in texts if t in titles] == titles


def test_a_list_of_titles_printed_on_every_page_is_furniture_and_each_pages_own_title_is_its_heading():
    nav = ["Contents", "Overview", "Soils", "Inspections", "Deviations"]
    bodies = {"Overview": "A clinic adds a wing on two acres.", "Soils": "The soils are loam, group B.",
              "Inspections": "The inspector walks the site every seven days.", "Deviations": ""}
    # a web page printed page by page: the sidebar's titles in the middle of the text, split where
    # the page's own text comes between them
    pages = tuple(Page(n, "\n".join(["Clinic Wing SWPPP", f"Home › {title}", "Search", *nav[:2], title, body, *nav[2:],
                                     "Clinic Wing SWPPP · built with a site generator", f"Printed page {n}",
                                     f"file:///site/page{n}.html"]))
                  for n, (title, body) in enumerate(bodies.items(), 1))
    layout = build(Document("plan.pdf", "0" * 64, pages))
    headings = [b.text for b in layout.blocks if b.kind == "heading" and not b.text.startswith("Home ›")]
    assert headings == list(bodies), headings
    # (a template's numbered headings repeated on every page stay: test_a_line_repeated_mid_page_...)


def test_a_figure_above_text_that_goes_on_under_its_next_heading_is_a_drawing_then_the_text():
    figure = ["SILT FENCE 300 LF", "LIMIT OF DISTURBANCE 1.2 AC", "STOCKPILE", "CONSTRUCTION ENTRANCE 50 FT x 20 FT",
              "EXISTING WOODS", "INLET PROTECTION", "BIORETENTION", "NORTH LOT", "POND", "HOUSE",
              "Figure 1. Site Map (1 inch = 50 feet)"]
    text = ["3. Construction Phasing and Sequence", "Work is done in one phase over about nine months, starting in",
            "April. The station stays in service throughout, so the apron is built in two halves and the",
            "total disturbance never exceeds five acres."]
    got = blocks(*figure, *text)
    # the figure's title heads it as a chapter of its own (_read_sheet), and the text goes on
    assert [kind for kind, _ in got] == ["heading", "drawing", "heading", "para"], got
    assert "BIORETENTION" in got[1][1] and got[2][1] == "3. Construction Phasing and Sequence"
    assert [kind for kind, _ in blocks(*figure)] == ["heading", "drawing"]  # a sheet that is all drawing stays one
