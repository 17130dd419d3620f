"""A passage that puts its content off to another document (swppp_audit.judging.content.deferral), both ways."""
from __future__ import annotations

import pytest

from swppp_audit.judging.content.deferral import puts_off, puts_off_subject


@pytest.mark.parametrize("text", [
    "Any departures, with the reason for each, will be listed in the contractor's submittal.",
    "The drainage easements, with their metes and bounds, will be shown on the final site plan.",
    "The revised plat will be submitted to the Building Department before the final inspection.",
    "A draft will be provided for the Board's review before the building permit is issued.",
    "Details are TBD.",
    "The form of agreement will be furnished to the Planning Board prior to final approval.",
    "6.4.2 [Reserved.]",
    "The detailed routing will be provided with the 90% design submission.",  # a later stage of the design
])
def test_content_put_off_to_another_document(text):
    assert puts_off(text)


@pytest.mark.parametrize("text", [
    "A lined concrete washout will be provided near the entrance.",
    "Silt fence will be installed before any clearing begins.",
    "An annual report of the inspections will be submitted to the Town Engineer by March 1.",
    "Spill kits will be furnished at the fueling area and the staging yard.",
    "Two spaces are reserved for the inspector's vehicle.",
    "The routing of the 10-year storm is provided with this submission as Appendix B.",
])
def test_a_practice_or_a_duty_is_no_deferral(text):
    assert puts_off(text) is None


def test_the_put_off_clause_must_be_about_the_subject():
    text = ("The owner will maintain all post-construction practices per the schedule in Appendix J. A maintenance "
            "agreement will be provided to the Village prior to the final inspection.")
    assert puts_off_subject(text, ("maintenance agreement",))
    assert puts_off_subject(text, ("post-construction practices",)) is None
    anaphora = "Counsel will prepare the maintenance agreement; a draft will be provided before the building permit."
    assert puts_off_subject(anaphora, ("maintenance agreement",))
