"""A town is a file an office writes (issue 16): the fictional Town of Fernbrook, written only in
YAML in the shipped example folder (swppp_audit/data/examples/towns/), in a folder given with --checklist-dir (or SWPPP_AUDIT_CHECKLISTS), is
listed, detected from a plan that names it, audited and lettered with its own citations and
period; its own letter template is used."""
import json
from pathlib import Path

import pytest
from conftest import command

from pdfs import make_pdf

TOWNS = Path(__file__).resolve().parents[1] / "swppp_audit" / "data" / "examples" / "towns"  # shipped: `checklist example`


swppp_audit = command


@pytest.fixture(scope="module")
def plan(tmp_path_factory):
    return make_pdf(tmp_path_factory.mktemp("fernbrook") / "plan.pdf", [[
        "Town of Fernbrook, Delaware County, New York — Chapter 171 Stormwater Pollution Prevention Plan",
        "# 1.0 Project Description",
        "The project consists of the construction of a retail building located at 12 Mill Pond Road, "
        "Fernbrook. The limit of disturbance encloses 1.5 acres. The site grading will move approximately "
        "350 cubic yards of fill.",
        "# 2.0 Fill and Disposal",
        "Fill will be imported from the Fernbrook Quarry; excavated material will be hauled to the Town "
        "transfer station as its disposal site.",
    ]])


def test_the_town_is_listed_from_its_folder():
    result = swppp_audit("checklists", "--checklist-dir", TOWNS)
    assert result.returncode == 0, result.stderr
    line = next(line for line in result.stdout.splitlines() if line.startswith("fernbrook-ch171"))
    assert "26 items" in line and str(TOWNS) in line
    assert "fernbrook-ch171" not in swppp_audit("checklists").stdout  # only where it is given
    assert not any(line.startswith("nysdec-model") for line in result.stdout.splitlines())  # a base is no town


def test_the_town_is_detected_and_audited_with_its_own_law(plan):
    result = swppp_audit("check", plan, "--format", "json", "--received", "2026-11-02", "--ocr", "never",
                         env={"SWPPP_AUDIT_CHECKLISTS": str(TOWNS)})
    assert result.returncode == 1, result.stderr
    report = json.loads(result.stdout)
    assert report["checklist"]["id"] == "fernbrook-ch171" and report["checklist"]["chosen_by"] == "detected"
    items = {item["id"]: item for item in report["items"]}
    assert all(i.startswith("171-") for i in items) and len(items) == 26  # the model law's, less one, and its own
    assert "§ 171-7A(2)" == items["171-7A(2)"]["citation"]
    assert not any("easement" in item["title"].lower() for item in report["items"])  # the item it omits
    assert report["facts"]["material_cubic_yards"]["value"] == 350  # read because a rule tests it
    assert items["171-9A"]["group"] == "grading" and items["171-9A"]["status"] == "present"
    assert report["decision_period"] == {**report["decision_period"], "days": 45, "count": "business"}
    # 45 business days after Monday 2026-11-02, without Election Day, Veterans' Day, Thanksgiving,
    # Christmas and New Year's Day
    assert report["decision_due"] == "2027-01-11"


def test_a_group_is_marked_not_applicable_by_its_name(plan):
    result = swppp_audit("check", plan, "--format", "json", "--received", "2026-11-02", "--ocr", "never",
                         "--checklist-dir", TOWNS, "--not-applicable", "grading", "--material-cubic-yards", "20")
    report = json.loads(result.stdout)
    grading = next(item for item in report["items"] if item["id"] == "171-9A")
    assert grading["status"] == "not_applicable" and "Grading and fill (§ 171-9)" in grading["reason"]
    assert swppp_audit("check", plan, "--checklist-dir", TOWNS, "--ocr", "never", "--not-applicable",
                       "landscaping").returncode == 2


def test_the_letter_has_the_towns_citations_period_and_wording(plan, tmp_path):
    out = tmp_path / "notice.md"
    result = swppp_audit("letter", plan, "-o", out, "--received", "2026-11-02", "--ocr", "never",
                         "--checklist-dir", TOWNS)
    assert result.returncode == 1, result.stderr
    text = out.read_text(encoding="utf-8")
    assert "Town of Fernbrook" in text and "4 Mill Pond Road" in text
    assert "§ 171-12A" in text and "45 business days" in text
    assert "§ 171-7A(" in text and "§ 93-" not in text and "§ 44-" not in text
    # 1.5 acres: not the Planning Board's (five acres or more), so the law's "otherwise"
    assert "Under § 171-6C, the plan is for the Town Engineer to approve (any other plan)." in " ".join(text.split())
    assert "Office hours of the Town Engineer" in text  # templates/fernbrook-ch171/letter.md.j2
    # the office's paragraph stands on its own, not run on into the package's last line
    assert "\n\nOffice hours of the Town Engineer" in text, text[-300:]


def test_a_volume_threshold_in_cubic_yards_and_an_area_in_square_feet():
    from swppp_audit.judging.applicability import evaluate
    from swppp_audit.model import Fact

    facts = {"material_cubic_yards": Fact("material_cubic_yards", 120.0, "document"),
             "disturbed_acres": Fact("disturbed_acres", 0.05, "document")}
    assert evaluate({"fact": "material_cubic_yards", "gte": 100}, facts, {}) == (True, "material moved (cut and fill) is 120 cubic yards")
    assert evaluate({"fact": "disturbed_acres", "lt": 4000, "unit": "sq ft"}, facts, {})[0] is True  # 2,178 sq ft
    assert evaluate({"fact": "disturbed_acres", "lt": 2000, "unit": "sq ft"}, facts, {})[0] is False


@pytest.mark.parametrize("town, said", [
    ("somers-ch93", "Under § 93-13A, a determination of whether the application is complete is due within 31 days "
                    "of receipt, that is by December 3, 2026."),
    ("asharoken-ch44", "No period for the determination of whether the application is complete is set by law; under "
                       "the Village's completeness review practice, the Stormwater Management Officer makes it within "
                       "31 days of receipt, that is by December 3, 2026."),
    ("fernbrook-ch171", "Under § 171-12A, a determination of whether the application is complete is due within 45 "
                        "business days of receipt, that is by January 11, 2027."),  # Election Day, Thanksgiving, Christmas, New Year
])
def test_each_towns_clock_reads_back_as_the_letters_sentence(town, said, monkeypatch):
    from datetime import date

    from swppp_audit.judging.checklist import ENV, load
    from swppp_audit.judging.decide import clock
    from swppp_audit.output.letter import _received_paragraph

    monkeypatch.setenv(ENV, str(TOWNS))
    checklist = load(town)
    paragraph = _received_paragraph(checklist.jurisdiction, clock(checklist, date(2026, 11, 2), date(2026, 11, 20)))
    assert said in paragraph, paragraph
