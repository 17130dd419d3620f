"""The applicant's response-to-comments letter, read as numbered exchanges (swppp_audit.reading.responses)."""
from __future__ import annotations

from swppp_audit.model import Document, Page, Table
from swppp_audit.reading.layout import build
from swppp_audit.reading.responses import read

HEAD = ("No.", "Comment", "Response")


def _responses(text: str, rows=()) -> list:
    tables = (Table(tuple(tuple(r) for r in rows), line=text.count("\n") + 1),) if rows else ()
    return list(read(build(Document("letter.pdf", "0" * 64, (Page(1, text, tables),)))))


def test_a_response_table_row_with_its_comment_cell_left_empty_still_answers_its_number():
    got = _responses("RESPONSE TO COMMENTS", [HEAD, ("1", "Show the limit of disturbance.", "Added to Sheet C-2."),
                                             ("3", "", "See Sheet C-101.")])
    assert [(r.number, r.comment, r.text) for r in got] == [
        ("1", "Show the limit of disturbance.", "Added to Sheet C-2."), ("3", "", "See Sheet C-101.")]
    assert got[1].pointers == ("Sheet C-101",)


def test_a_row_with_no_response_and_a_table_without_the_columns_are_no_responses():
    assert _responses("RESPONSE TO COMMENTS", [HEAD, ("2", "Name the inspector.", "")]) == []
    assert _responses("SOILS", [("Symbol", "Soil", "HSG"), ("1", "Riverhead sandy loam", "B")]) == []


def test_comment_and_response_paragraphs_are_paired_by_number_and_a_deferral_is_quoted():
    got = _responses("Comment 4: Provide the maintenance agreement.\n\n"
                     "Response 4: The maintenance agreement will be provided before the permit is issued.")
    assert [(r.number, r.comment) for r in got] == [("4", "Provide the maintenance agreement.")]
    assert got[0].defers
