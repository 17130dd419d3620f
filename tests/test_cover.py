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
