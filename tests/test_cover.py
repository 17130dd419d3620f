"""The parties and the project as a plan's cover gives them (swppp_audit.reading.cover), for the
letter's address block and the review file's applicant: section."""
from __future__ import annotations

from swppp_audit.model import Document, Page
from swppp_audit.reading.cover import read_parties


def parties(*pages: str) -> dict:
    return read_parties(Document("plan.pdf", "0" * 64, tuple(Page(n, text) for n, text in enumerate(pages, 1))))


def test_labelled_lines_name_the_owner_the_consultant_and_the_project():
    found = parties("Stormwater Pollution Prevention Plan\nMeadow Ridge Office Park\n"
                    "1250 Hillcrest Road\nTown of Somers, Westchester County\n"
                    "Prepared for:\nMeadow Ridge Associates, LLC\n12 Main Street\nSomers, NY 10589\n"
                    "Prepared by:\nHudson Civil, P.C.\nContact: Jane Ortiz, P.E.")
    assert found["owner"] == "Meadow Ridge Associates, LLC"
    assert found["owner_address"] == "12 Main Street, Somers, NY 10589"
    assert found["consultant"] == "Hudson Civil, P.C." and found["consultant_contact"] == "Jane Ortiz, P.E."
    assert found["project"] == "Meadow Ridge Office Park" and found["location"] == "1250 Hillcrest Road"


def test_a_response_letter_in_front_is_not_the_cover_and_an_unlabelled_page_names_no_one():
    found = parties("Re: Meadow Ridge\nComment 1: Provide the soils.\nResponse 1: See Section 3.0.",
                    "Meadow Ridge Office Park\nPrepared for: Meadow Ridge Associates, LLC")
    assert found["owner"] == "Meadow Ridge Associates, LLC" and found["project"] == "Meadow Ridge Office Park"
    assert "owner" not in parties("The project will disturb 2.5 acres of the site.")


# -- a cover as a person reads it (issue 26) --------------------------------------------------------

def test_a_letter_spaced_letterhead_is_not_the_project_and_a_table_of_labels_gives_the_parties():
    from swppp_audit.model import Table

    cover = Page(1, "M I L L B R O O K C I V I L , P L L C\nSTORMWATER POLLUTION PREVENTION\nPLAN\n"
                    "Cedar Knoll Townhomes\n18 Orchard Lane, Town of Somers\n", (Table((
                        ("Owner/Operator", "SWPPP Contact"),
                        ("Cedar Knoll Homes LLC 40 Elm Street, Somers, NY 10589 (914) 555-0100",
                         "Ana B. Ruiz, P.E. Millbrook Civil, PLLC 9 Depot Road, Katonah, NY 10536 (914) 555-0101")),
                        5),))
    found = read_parties(Document("plan.pdf", "0" * 64, (cover,)))
    assert found["project"] == "Cedar Knoll Townhomes" and found["location"] == "18 Orchard Lane, Town of Somers"
    assert found["owner"] == "Cedar Knoll Homes LLC" and found["owner_address"] == "40 Elm Street, Somers, NY 10589"
    assert found["consultant"] == "Millbrook Civil, PLLC" and found["consultant_contact"] == "Ana B. Ruiz, P.E."
    assert found["consultant_address"] == "9 Depot Road, Katonah, NY 10536"


def test_a_phone_or_a_date_is_never_an_address_and_a_lot_address_is_the_location():
    found = parties("STORMWATER POLLUTION PREVENTION PLAN\nSingle Residential Lot\n"
                    "Lot address: 7 Pine Hill Road, Somers, NY 10589\nOwner: Lee and Sam Park\n"
                    "Owner phone: (914) 555-0177\nPrepared by:\nBirch Engineering, PLLC\n"
                    "2 Mill Street, Katonah, New York 10536 · (914) 555-0188\nMarch 3, 2025")
    assert found["location"] == "7 Pine Hill Road, Somers, NY 10589"
    assert found["owner"] == "Lee and Sam Park" and "owner_address" not in found
    assert found["consultant_address"] == "2 Mill Street, Katonah, New York 10536"


def test_a_street_and_its_town_run_together_in_a_cell_are_parted_with_a_comma():
    from swppp_audit.model import Table

    cover = Page(1, "STORMWATER POLLUTION PREVENTION PLAN\nFELL RESIDENCE\n", (Table((
        ("Owner/Operator", "SWPPP Contact"),
        ("Jo and Al Fell 9 Elm Lane Katonah, NY 10536", "Ana B. Ruiz, P.E. Birch Civil, P.C. 40 Oak Street, "
                                                           "Katonah, NY 10536")), 3),))
    found = read_parties(Document("plan.pdf", "0" * 64, (cover,)))
    assert found["owner_address"] == "9 Elm Lane, Katonah, NY 10536"
    assert found["consultant_address"] == "40 Oak Street, Katonah, NY 10536"  # a comma already there: one


def test_the_plans_title_on_the_projects_line_is_dropped():
    found = parties("STORMWATER POLLUTION PREVENTION PLAN HOLLOW TREE BARN\nLot 3, Hollow Tree Lane\n"
                    "Prepared for: Dana Wells")
    assert found["project"] == "HOLLOW TREE BARN" and found["location"] == "Lot 3, Hollow Tree Lane"


def test_a_transmittal_letter_in_front_is_correspondence_and_another_document_names_no_project():
    letter = ("May 1, 2025\nTown of Somers Planning Board\nRe: Quarry Pond Offices\nDear Members of the Board:\n"
              "We enclose the plan.\nVery truly yours,\nJ. Roe")
    found = parties(letter, "Stormwater Pollution Prevention Plan\nQuarry Pond Offices\n12 Quarry Road\n"
                            "Prepared for: Quarry Pond LLC")
    assert found["project"] == "Quarry Pond Offices" and found["owner"] == "Quarry Pond LLC"
    assert "project" not in parties("NOTICE OF INTENT ACKNOWLEDGMENT\nDEPARTMENT OF ENVIRONMENTAL QUALITY\nPermit 44")


def test_the_corpus_covers_are_read_as_a_person_reads_them():
    from pathlib import Path

    import pytest
    import yaml

    from swppp_audit.reading.extract import read_pdf

    corpus = Path(__file__).parents[1].parent / "shared" / "corpus" / "pdf"
    if not corpus.is_dir():
        pytest.skip(f"{corpus} is not beside the project")
    expected = yaml.safe_load((Path(__file__).parent / "covers" / "corpus.yaml").read_text(encoding="utf-8"))
    wrong = []
    for name, fields in expected.items():
        found = read_parties(read_pdf(corpus / name, ocr="never"))
        wrong += [f"{name} {key}: {found.get(key)!r}, not {value!r}" for key, value in fields.items()
                  if found.get(key) != value]
    assert not wrong, "\n".join(wrong)


def test_a_letterheads_list_of_what_the_firm_does_is_not_the_project():
    cover = ("HARLOW CIVIL ASSOCIATES, P.C.\nSurveying · Planning · Engineering\nSTORMWATER POLLUTION PREVENTION PLAN\n"
             "Quarry Hill Townhomes\n12 Quarry Road, Somers, NY 10589")
    parties = read_parties(Document("plan.pdf", "0" * 64, (Page(1, cover),)))
    assert parties["project"] == "Quarry Hill Townhomes"
    named = "STORMWATER POLLUTION PREVENTION PLAN\nQuarry Hill · Phase 2\n12 Quarry Road, Somers, NY 10589"
    assert read_parties(Document("plan.pdf", "0" * 64, (Page(1, named),)))["project"] == "Quarry Hill · Phase 2"
