"""Which items apply: facts read from the plan and each town's rules, on a sample per branch."""
import json
from pathlib import Path

import pytest
from pdfs import make_pdf

from swppp_audit.judging import applicability, decide
from swppp_audit.judging.checklist import load
from swppp_audit.reading.extract import read_pdf
from swppp_audit.reading.layout import build
from swppp_audit.model import Document, Finding, Page
from swppp_audit.running.pipeline import audit
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
    sample, result = _run(samples, "somers-complete.pdf", not_applicable=("postconstruction",))
    post = [f for f in result.findings if f.item_id.startswith("93-6A(3)")]
    assert post and all(f.status == "not_applicable" for f in post)


# --- facts read as a reviewer reads them (issue 13) -------------------------------------------
# Small documents built here, read without spaCy: the layout of their pages, then the facts.

CORPUS = Path(__file__).resolve().parents[2] / "shared" / "corpus"
REAL_WORLD = Path(__file__).resolve().parents[2] / "shared" / "real-world"


def _assess(*pages: str, checklist="asharoken-ch44", ocr=None):
    document = Document("t.pdf", "0", tuple(Page(n, text) for n, text in enumerate(pages, 1)))
    return applicability.assess(load(checklist), build(document), None, ocr)


def _fact(result, name):
    return _facts(result)[name]


@pytest.mark.parametrize("text, acres", [
    ("Location: Lat: 33.434073 / Long: -112.377549 Acres Disturbed: 13 Outfall Location(s): Bullard Wash", 13),
    ("Area to be disturbed: 2.35 acres (102,366 sq. ft.)", 2.35),
    ("Total lot area: 70,560 sq. ft. Area to be disturbed: 13,500 sq. ft.", 13500 / 43560),
    ("The project will disturb approximately 1.15 ± acres of the 2.31-acre lot.", 1.15),
    ("Question: What is the total acreage that will be disturbed? Answer: Total Acreage Disturbed: 1", 1),
])
def test_disturbed_area_from_labels_and_sentences_never_from_a_coordinate(text, acres):
    disturbed = _fact(_assess("Stormwater plan for a new building.\n\n" + text), "disturbed_acres")
    assert disturbed.value == pytest.approx(acres, rel=0.01), disturbed.note


def test_phone_date_tax_map_and_elevation_are_never_areas():
    result = _assess("Owner phone: (631) 555-0117. Tax Map Section 26.09, Block 2, Lot 5. Elevation 5 to 8 feet.\n\n"
                     "Disturbance is shown on the plan dated 4/1/2025 with 0.5 in. of rain.")
    assert _fact(result, "disturbed_acres").value is None


def test_a_law_threshold_or_a_supposition_is_not_the_disturbed_area():
    result = _assess("If the disturbed area would grow to 5,000 square feet or more, work must stop.\n\n"
                     "Land disturbance of more than 5,000 square feet needs a permit.")
    assert _fact(result, "disturbed_acres").value is None


def test_paired_table_cells_and_disagreeing_readings(tmp_path):
    pdf = make_pdf(tmp_path / "t.pdf", [["# Project details", [["Item", "Value"],
                                                               ["Total site / disturbed area", "6.42 ac / 3.10 ac"]]]])
    layout = build(read_pdf(pdf, ocr="never"))
    facts = _facts(applicability.assess(load("asharoken-ch44"), layout))
    assert facts["disturbed_acres"].value == pytest.approx(3.10)
    assert facts["total_site_acres"].value == pytest.approx(6.42)
    both = _fact(_assess("Area of disturbance: 1.2 acres", "The limit of disturbance encloses 3.4 acres."),
                 "disturbed_acres")
    assert both.value is None and "1.2" in both.note and "3.4" in both.note and "page 2" in both.note


@pytest.mark.parametrize("text, value", [
    ("The project is a commercial building; it is not part of a larger common plan of development or sale.", False),
    ("The lot is part of a larger common plan of development or sale (the Bluff Point subdivision).", True),
    ("Question: Is your construction activity part of a greater common plan of development or sale? Answer: No", False),
    ("Is your construction activity part of a greater common plan of development or sale? Answer: Yes", True),
    ("Part of a larger common plan? [ ] Yes [X] No", False),
    ("Part of a larger common plan? [X] Yes [ ] No", True),
    # a permit describing itself is not the project
    ("This notice applies to construction sites equal to or greater than five acres, including the larger "
     "common plan of development.", None),
    ("Is your construction activity part of a greater common plan of development or sale?", None),
])
def test_common_plan_from_answers_and_denials_never_from_questions_or_boilerplate(text, value):
    assert _fact(_assess(text), "common_plan").value is value


@pytest.mark.parametrize("text, value", [
    ("Receiving water: Northport Bay, which is on the NYSDEC Section 303(d) list of impaired waters for pathogens.", True),
    ("As a single-family residence that does not discharge to an impaired water, a basic SWPPP is required.", False),
    ("Northport Bay is listed in Appendix E of the General Permit.", True),
    ("Long Island Sound is not listed in GP Appendix E; no TMDL for a construction pollutant.", False),
    ("Discharge to Impaired or Outstanding Arizona Waters | Eligible", None),
    ("The contractor's inspection checklist is in Appendix E.", None),
    # a negation of the rule, not of the impairment its cause names
    ("Seed idle areas within 7 days; 14 days is not allowed because of the phosphorus TMDL of the watershed.", True),
    ("Because the site is not in a TMDL watershed, the 14-day seeding window applies.", False),
])
def test_impaired_water_stated_denied_or_only_labelled(text, value):
    assert _fact(_assess(text), "impaired_water").value is value


def test_impaired_water_from_a_table_row_answer(tmp_path):
    for answer, value in (("No", False), ("Yes", True)):
        pdf = make_pdf(tmp_path / f"{answer}.pdf", [["# Receiving waters", [
            ["Receiving Water", "303(d) segment or TMDL watershed (Appendix E)", answer]]]])
        facts = _facts(applicability.assess(load("asharoken-ch44"), build(read_pdf(pdf, ocr="never"))))
        assert facts["impaired_water"].value is value


@pytest.mark.parametrize("text, value", [
    ("The project will construct a new single-family residence with a garage.", True),
    ("Under Chapter 44 the project meets Condition C: it disturbs at least one but less than five acres and is "
     "not the construction of an individual single-family residence. The project will construct a four-lot "
     "residential subdivision.", False),
    ("The church will build a parish hall; the church property is not a single-family residence.", False),
])
def test_single_family_stated_or_denied(text, value):
    assert _fact(_assess(text), "single_family").value is value


@pytest.mark.parametrize("text, value", [
    # the work described builds something other than a home: not single-family construction
    ("The project will reconstruct the marina's boat ramp and expand the gravel parking area by 40 spaces.", False),
    ("The project will expand the parking area of a non-residential beach club by 40 spaces.", False),
    # a home named that no listed kind says (a "house"): unsettled, never guessed
    ("The project will construct a new house, a garage and a gravel drive on the lot.", None),
    # no sentence about the work at all: unsettled
    ("The lot slopes gently to the east. Soils are sandy loam.", None),
])
def test_single_family_from_the_work_described_when_no_listed_kind_is_named(text, value):
    fact = _fact(_assess(text), "single_family")
    assert fact.value is value
    assert (fact.evidence[0].page == 1) if value is False else fact.source == "unknown"


def test_fact_evidence_from_an_ocr_page_is_marked():
    result = _assess("Cover sheet of the plan.", "Acres Disturbed: 1", ocr={2: 91.5})
    disturbed = _fact(result, "disturbed_acres")
    assert disturbed.value == 1 and disturbed.evidence[0].ocr and disturbed.evidence[0].ocr_confidence == 91.5


def test_receiving_water_named_in_a_table(tmp_path):
    pdf = make_pdf(tmp_path / "t.pdf", [["# Site", [["Receiving water", "Unnamed tributary to the Muscoot River"]]]])
    facts = _facts(applicability.assess(load("somers-ch93"), build(read_pdf(pdf, ocr="never"))))
    assert any("Muscoot River" in name for name in facts["receiving_waters"].value)


# --- Asharoken § 44-3: the chapter applies only to land development activities ----------------

def _decision(*pages):
    assessed = _assess(*pages)
    findings = decide.apply(load("asharoken-ch44"), tuple(_placeholder_findings()), assessed)
    return assessed, decide.decide(findings, (), assessed.outcome == "exempt", (), assessed.notices, assessed.unsettled)


def _placeholder_findings():
    return [Finding(item.id, "missing", "not found") for item in load("asharoken-ch44").items]


def test_under_one_acre_and_not_a_common_plan_is_not_required_with_the_content_check_kept():
    assessed, (decision, reasons) = _decision(
        "The area of disturbance is 0.92 acre. The project is not part of a larger common plan of development or sale.")
    assert decision == "not_required" and any("44-3" in r for r in reasons)
    findings = decide.apply(load("asharoken-ch44"), tuple(_placeholder_findings()), assessed)
    assert not any(f.status == "not_applicable" and "no plan is required" in f.reason for f in findings)


def test_under_one_acre_without_a_word_on_a_common_plan_needs_review_never_not_required():
    assessed, (decision, reasons) = _decision("The area of disturbance is 0.92 acre.")
    assert decision == "needs_review" and any("§ 44-3" in r and "common plan not known" in r for r in reasons)


@pytest.mark.parametrize("text", [
    "The area of disturbance is 0.92 acre. The lot is part of a larger common plan of development or sale.",
    "The area of disturbance is 1.4 acres. The project is not part of a larger common plan of development.",
])
def test_a_common_plan_or_one_acre_is_a_land_development_activity(text):
    assessed, (decision, _) = _decision(text)
    assert assessed.outcome is None and decision == "incomplete"


# --- the labelled corpus and the real-world paperwork -----------------------------------------

def _corpus_labels():
    if not (CORPUS / "labels.json").exists():
        pytest.skip(f"the labelled corpus is not at {CORPUS}")
    return json.loads((CORPUS / "labels.json").read_text(encoding="utf-8"))


def _corpus_assess(name, labels):
    layout = build(read_pdf(CORPUS / "pdf" / f"{name}.pdf", ocr="never"))
    return applicability.assess(load(labels[name]["checklist"]), layout)


@pytest.mark.parametrize("name, rule, result", [
    ("w01_bluff_point_estates", "condition-C", True),             # subdivision, 3.1 ac: denial read as a denial
    ("w04_asharoken_residence", "postconstruction", False),       # single-family 1.15 ac, not impaired
    ("h01_cgp_asharoken_duck_island_marina", "condition-A", True),  # 303(d) status in a table
    ("messy04_asharoken_yacht_club_scans", "condition-C", True),  # exactly 1.00 acre
    ("h05_eng_somers_stillwater_ridge_subdivision", "postconstruction", True),  # 7.4 ac, listed (b), (r)
    ("messy08_somers_church_exempt", "93-5A(4)", True),           # 4,650 sq ft
    ("h04_eng_asharoken_whitcombe_residence", "44-3", True),      # 0.92 ac, not part of a common plan
    ("h07_lot_asharoken_okafor_residence", "44-3", True),         # "Part of a larger common plan? No"
    ("w06_duck_island_boatyard", "44-3", None),                   # 0.92 ac, silent on a common plan
])
def test_corpus_rules_decide_as_the_law_says(name, rule, result):
    labels = _corpus_labels()
    assessed = _corpus_assess(name, labels)
    tests = {t.id: t for t in assessed.tests} | assessed.rules
    assert tests[rule].result is result, tests[rule].why


def test_corpus_facts_agree_with_the_labels():
    labels = _corpus_labels()
    wrong = []
    for name, label in labels.items():
        facts = _facts(_corpus_assess(name, labels))
        truth = label["facts"]
        if abs((facts["disturbed_acres"].value or -1) - truth["disturbed_acres"]) > max(0.05, 0.02 * truth["disturbed_acres"]):
            wrong.append((name, "disturbed_acres", facts["disturbed_acres"].value))
        if facts["single_family"].value is not truth["single_family"]:
            wrong.append((name, "single_family", facts["single_family"].value))
        impaired = facts["impaired_water"]
        if impaired.value is not truth["impaired_water"] and not (truth["impaired_water"] is False and impaired.value is None
                                                                   and not impaired.evidence):
            wrong.append((name, "impaired_water", impaired.value))
    assert len(wrong) <= 0.05 * len(labels), wrong


def _real_world(name):
    path = REAL_WORLD / name
    if not path.exists():
        pytest.skip(f"the real-world paperwork is not at {REAL_WORLD}")
    return path


@pytest.mark.parametrize("name, acres", [
    ("adeq_noi_coverage_AZC112891_diamond_view.pdf", 13),
    ("adeq_noi_certificate_AZC114131_northern_parkway.pdf", 64.3),
])
def test_real_world_noi_acres_never_from_the_longitude(name, acres):
    layout = build(read_pdf(_real_world(name), ocr="never"))
    facts = _facts(applicability.assess(load("asharoken-ch44"), layout))
    assert facts["disturbed_acres"].value == pytest.approx(acres)


@pytest.mark.parametrize("name", [
    "tceq_large_construction_site_notice_trinity_bluff_4_2012_SCANNED.pdf",
    "adeq_erosivity_waiver_application_and_certificate_AZC114448_ken_garff_hyundai_SCANNED.pdf",
])
def test_real_world_questions_eligibility_rows_and_permit_boilerplate_are_not_facts(name):
    document = read_pdf(_real_world(name), ocr="auto")
    if not any(p.ocr_confidence for p in document.pages):
        pytest.skip("Tesseract is not installed")
    ocr = {p.number: p.ocr_confidence for p in document.pages if p.ocr_confidence is not None}
    facts = _facts(applicability.assess(load("asharoken-ch44"), build(document), None, ocr))
    assert facts["common_plan"].value is not True     # the question's answer is "No"; the notice's boilerplate says nothing
    assert facts["impaired_water"].value is None      # "Discharge to Impaired ... Waters | Eligible"
    if "waiver" in name:
        assert facts["common_plan"].value is False
        assert facts["disturbed_acres"].value == pytest.approx(1)
        assert all(e.ocr for e in facts["disturbed_acres"].evidence)


def test_receiving_waters_are_read_from_a_table_of_water_bodies(tmp_path):
    """The first column's heading names what each row is: "Water body" over "Plum Brook"."""
    waters = make_pdf(tmp_path / "waters.pdf", [[
        "# 2.3 Receiving Water Bodies", "Stormwater leaving the site reaches the following water bodies:",
        [["Water body", "Classification", "Relation to site"],
         ["Plum Brook", "C", "Receives the site swale 600 ft north of the parcel"],
         ["Muscoot Reservoir", "AA", "Downstream of Plum Brook"]]]])
    result = audit(waters, checklist="somers-ch93", review=Review(), ocr="never")
    assert next(f for f in result.facts if f.name == "receiving_waters").value == ("Plum Brook", "Muscoot Reservoir")
    practices = make_pdf(tmp_path / "practices.pdf", [[
        "# 4.7 Maintenance Schedule",
        [["Practice", "Frequency"], ["Silt fence along Mill Brook Road", "Weekly"]]]])
    result = audit(practices, checklist="somers-ch93", review=Review(), ocr="never")
    assert next(f for f in result.facts if f.name == "receiving_waters").value is None


def test_correspondence_bound_in_front_is_no_source_of_the_plans_facts():
    """Issue 26: the Village's comment letter says what the reviewer supposes; the plan says what is."""
    letter = ("Village of Asharoken\nRe: Shore Road Boat Storage\nDear Mr. Hale:\nWe understand that the site drains "
              "to Northport Bay, which is on the 303(d) list, and that 3.2 acres will be disturbed.\nVery truly yours,\n"
              "Village Engineer")
    plan = ("Stormwater Pollution Prevention Plan\nThe project will disturb 1.4 acres of the site.\n"
            "Runoff from the site discharges to Duck Pond.")
    read = _assess(letter, plan)
    assert _fact(read, "disturbed_acres").value == 1.4
    assert _fact(read, "impaired_water").value is None
    assert _fact(read, "receiving_waters").value == ("Duck Pond",)
    # the same words in the plan itself are its facts
    said = _assess(plan.replace("1.4 acres", "3.2 acres") + "\nDuck Pond is on the 303(d) list.")
    assert _fact(said, "disturbed_acres").value == 3.2 and _fact(said, "impaired_water").value is True


def test_a_road_named_after_a_water_is_no_receiving_water():
    read = _assess("Stormwater Pollution Prevention Plan\nRunoff from the parking area on Cove Harbor Road "
                   "discharges to Mill Brook.")
    assert _fact(read, "receiving_waters").value == ("Mill Brook",)


def test_a_rules_reason_names_the_fact_by_its_label_in_its_own_number():
    one = _rule(_assess("Stormwater Pollution Prevention Plan\nThe project will disturb 1 acre for a new clubhouse."),
                "condition-B")
    assert one.why == "disturbed area is 1 acre"
    two = _rule(_assess("Stormwater Pollution Prevention Plan\nThe project will disturb 2.5 acres for a new clubhouse."),
                "condition-B")
    assert two.why == "disturbed area is 2.5 acres"


def test_a_figure_is_singular_or_plural_as_it_is_shown():
    from swppp_audit.judging.applicability import _show

    assert _show("disturbed_acres", 0.99995) == "1 acre" and _show("disturbed_acres", 1.5) == "1.5 acres"


def test_a_drawing_sheets_note_names_the_project_only_where_the_prose_describes_no_work():
    from swppp_audit.reading.statements import Statement

    somers = load("somers-ch93")
    note = "EXCESS LEDGE TRUCKED TO THE HIGHWAY GARAGE YARD FOR REUSE"
    sheet = Statement(16, "", note, note, drawing=True)
    prose = "The Water District proposes to reline 2,400 feet of sewer under Elm Lane."
    project_type, _, _ = applicability._project_types(somers, [Statement(3, "", prose, prose), sheet])
    assert project_type.value is None  # where the spoil goes is no listed activity of the project
    alone, _, _ = applicability._project_types(somers, [sheet])
    assert alone.value == ("municipal facility",)  # a plan of sheets alone is read from its sheets


def test_who_approves_is_the_first_rule_that_holds_and_an_unknown_one_is_never_passed_over():
    from swppp_audit.model import Fact

    rules = [{"authority": "Planning Board", "citation": "§ 171-6B", "description": "five acres or more disturbed",
              "when": {"fact": "disturbed_acres", "gte": 5, "unit": "acres"}},
             {"authority": "Town Engineer", "citation": "§ 171-6C", "description": "any other plan"}]

    def approver(acres):
        facts = {"disturbed_acres": Fact("disturbed_acres", acres, "document" if acres is not None else "unknown")}
        (test,) = applicability._approval(rules, facts, {})
        return test

    assert approver(6.2).result is True and "Planning Board to approve" in approver(6.2).description
    assert approver(1.5).result is True and approver(1.5).citation == "§ 171-6C"
    unknown = approver(None)  # the area unknown: who approves is the reviewer's, not the Town Engineer by default
    assert unknown.result is None and "not settled" in unknown.description and "Planning Board" in unknown.description
    assert applicability._approval([], {}, {}) == []  # a town with no rules says nothing of it


@pytest.mark.parametrize("text, value, authority", [
    ("The SWPPP is submitted with the site plan application for the medical office.", True, "§ 93-5B"),
    ("The lots are shown on the preliminary plat filed with the Planning Board.", True, "§ 93-5B"),
    ("No site plan approval, subdivision or wetland permit is required for the driveway.", False, "§ 93-5C"),
    ("The limit of disturbance is 0.6 acres on the owner's lot.", None, None),  # silent: the reviewer says
])
def test_who_approves_the_plan_follows_the_application_it_is_made_with(text, value, authority):
    """Somers § 93-5B/C: the Planning Board with a site plan, subdivision, wetland or steep slope
    application; otherwise the Town Engineer's administrative permit; never guessed when unsaid."""
    result = _assess(text, checklist="somers-ch93")
    assert _fact(result, "board_application").value is value
    approval = next(t for t in result.tests if t.id == "approval")
    assert approval.citation == (authority or "§ 93-5B") and approval.result is (True if authority else None)
    assert "board_application" not in _facts(_assess(text))  # a town whose rules never test it reads nothing of it
