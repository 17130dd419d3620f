"""The layout a plan is read as: paragraphs, list items, headings and correspondence, from a
page's lines (swppp_audit.reading.layout)."""
from __future__ import annotations

from swppp_audit.model import Document, Page
from swppp_audit.reading.layout import build


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
