"""Ruled tables read from the page's own drawn lines (swppp_audit.reading.grid), whatever way the producer
drew them: each test draws the same small table one way with reportlab and asserts the exact cells
read_pdf gives back."""
from __future__ import annotations

from pathlib import Path

import pytest
from reportlab.lib import colors
from reportlab.lib.pagesizes import letter
from reportlab.pdfgen import canvas
from reportlab.platypus import SimpleDocTemplate, Table, TableStyle

from swppp_audit.reading.extract import read_pdf

XS = (72, 200, 330, 460)  # column boundaries
TOPS = (700, 680, 660, 640)  # row boundaries, top to bottom
CELLS = (("Practice", "Inspection", "Maintenance"),
         ("Silt fence", "Weekly", "Remove sediment"),
         ("Inlet protection", "After each storm", "Clean the filter"))
NARRATIVE = "The contractor shall inspect every erosion and sediment control practice listed below."


def _write_cells(c: canvas.Canvas, cells=CELLS, skip=()) -> None:
    c.setFont("Helvetica", 9)
    c.drawString(72, 730, NARRATIVE)
    for r, row in enumerate(cells):
        for k, text in enumerate(row):
            if (r, k) not in skip:
                c.drawString(XS[k] + 4, TOPS[r + 1] + 6, text)


def _page(path: Path, draw, cells=CELLS, skip=()) -> Path:
    c = canvas.Canvas(str(path), pagesize=letter, invariant=1)
    draw(c)
    _write_cells(c, cells, skip)
    c.save()
    return path


def _hlines(c, xs=XS, tops=TOPS, offset=0.0):
    for y in tops:
        c.line(xs[0], y + offset, xs[-1], y + offset)


def _vlines(c, xs=XS, tops=TOPS, offset=0.0):
    for x in xs:
        c.line(x + offset, tops[-1], x + offset, tops[0])


def draw_segments_cell_by_cell(c):
    """Every cell side a separate line segment (gen_big_swppp / reportlab platypus style)."""
    c.setLineWidth(0.5)
    for top, bottom in zip(TOPS, TOPS[1:]):
        for left, right in zip(XS, XS[1:]):
            c.line(left, top, right, top)
            c.line(left, bottom, right, bottom)
            c.line(left, bottom, left, top)
            c.line(right, bottom, right, top)


def draw_rectangles(c):
    """Every cell a stroked rectangle (LibreOffice-like cell borders)."""
    for top, bottom in zip(TOPS, TOPS[1:]):
        for left, right in zip(XS, XS[1:]):
            c.rect(left, bottom, right - left, top - bottom, stroke=1, fill=0)


def draw_thin_filled_rects(c):
    """Every rule a filled hairline rectangle, no stroke (Chromium's print to PDF)."""
    c.setFillColor(colors.black)
    for y in TOPS:
        c.rect(XS[0] - 0.375, y - 0.375, XS[-1] - XS[0] + 0.75, 0.75, stroke=0, fill=1)
    for x in XS:
        c.rect(x - 0.375, TOPS[-1] - 0.375, 0.75, TOPS[0] - TOPS[-1] + 0.75, stroke=0, fill=1)


def draw_shaded_header(c):
    """Full-length rules plus a filled grey background behind the header row."""
    c.setFillColor(colors.lightgrey)
    c.rect(XS[0], TOPS[1], XS[-1] - XS[0], TOPS[0] - TOPS[1], stroke=0, fill=1)
    c.setFillColor(colors.black)
    _hlines(c)
    _vlines(c)


def draw_double_rules(c):
    """The outer border drawn twice, 4 points apart (a double border), inside rules single."""
    _hlines(c)
    _vlines(c)
    c.rect(XS[0] - 4, TOPS[-1] - 4, XS[-1] - XS[0] + 8, TOPS[0] - TOPS[-1] + 8, stroke=1, fill=0)


def draw_one_path(c):
    """The whole grid as one path object (a CAD title block drawn as one polyline set)."""
    path = c.beginPath()
    for y in TOPS:
        path.moveTo(XS[0], y)
        path.lineTo(XS[-1], y)
    for x in XS:
        path.moveTo(x, TOPS[-1])
        path.lineTo(x, TOPS[0])
    c.drawPath(path, stroke=1, fill=0)


@pytest.mark.parametrize("draw", [draw_segments_cell_by_cell, draw_rectangles, draw_thin_filled_rects,
                                  draw_shaded_header, draw_double_rules, draw_one_path])
def test_a_grid_drawn_any_way_gives_the_same_cells(tmp_path, draw):
    page = read_pdf(_page(tmp_path / f"{draw.__name__}.pdf", draw), ocr="never").pages[0]
    assert [t.rows for t in page.tables] == [CELLS]
    assert "Silt fence" not in page.text  # the rows are not read twice
    assert "inspect every erosion" in page.text


def test_a_merged_header_cell_sits_in_its_first_column_and_the_covered_cell_is_empty(tmp_path):
    def draw(c):
        _hlines(c)
        c.line(XS[0], TOPS[-1], XS[0], TOPS[0])
        c.line(XS[-1], TOPS[-1], XS[-1], TOPS[0])
        c.line(XS[1], TOPS[-1], XS[1], TOPS[0])
        c.line(XS[2], TOPS[-1], XS[2], TOPS[1])  # no rule between the last two header cells
    cells = (("Practice", "Inspection and maintenance", ""),) + CELLS[1:]
    page = read_pdf(_page(tmp_path / "merged.pdf", draw, cells), ocr="never").pages[0]
    assert [t.rows for t in page.tables] == [cells]


def test_a_cell_spanning_two_rows_is_read_once_in_its_first_row(tmp_path):
    def draw(c):
        _vlines(c)
        c.line(XS[0], TOPS[0], XS[-1], TOPS[0])
        c.line(XS[0], TOPS[1], XS[-1], TOPS[1])
        c.line(XS[1], TOPS[2], XS[-1], TOPS[2])  # the first column's last two rows are one cell
        c.line(XS[0], TOPS[3], XS[-1], TOPS[3])
    cells = (CELLS[0], ("Silt fence", "Weekly", "Remove sediment"), ("", "After each storm", "Clean the filter"))
    page = read_pdf(_page(tmp_path / "spanning.pdf", draw, cells), ocr="never").pages[0]
    assert [t.rows for t in page.tables] == [cells]


def test_a_table_continuing_on_the_next_page_is_read_on_both(tmp_path):
    header = ["Date", "Inspector", "Findings"]
    body = [[f"05/{n:02d}/2025", f"Inspector {n}", f"Finding number {n}"] for n in range(1, 61)]
    table = Table([header] + body, repeatRows=1)
    table.setStyle(TableStyle([("GRID", (0, 0), (-1, -1), 0.5, colors.black),
                               ("BACKGROUND", (0, 0), (-1, 0), colors.lightgrey)]))
    path = tmp_path / "continued.pdf"
    SimpleDocTemplate(str(path), pagesize=letter, invariant=1).build([table])
    pages = read_pdf(path, ocr="never").pages
    assert len(pages) == 2 and all(len(p.tables) == 1 for p in pages)
    first, second = (p.tables[0].rows for p in pages)
    assert first[0] == second[0] == tuple(header)  # the repeated header row on each page
    assert [list(r) for r in first[1:] + second[1:]] == body  # every row once, in order


def test_boxes_and_lone_rules_are_not_tables(tmp_path):
    def draw(c):
        c.rect(60, 600, 480, 150, stroke=1, fill=0)  # a bordered note: one cell
        for y in (580, 560, 540, 520, 500, 480):
            c.line(72, y, 540, y)  # signature lines
    page = read_pdf(_page(tmp_path / "boxes.pdf", draw), ocr="never").pages[0]
    assert page.tables == ()
    assert "Silt fence" in page.text


def _comb_form(path: Path) -> Path:
    """A form's fields printed as combs, one character per box, beside their labels; and a real
    one-row table of wide cells."""
    c = canvas.Canvas(str(path), pagesize=letter)
    c.setFont("Helvetica", 10)
    for row, (label, answer) in enumerate([("Project name", "OAK LANE STORAGE"), ("Disturbed area (ac)", "2.85")]):
        y = 700 - 30 * row
        c.drawString(60, y + 4, label)
        for i, char in enumerate(answer):
            c.rect(200 + 14 * i, y, 14, 16)
            if char != " ":
                c.drawString(203 + 14 * i, y + 4, char)
    for i, word in enumerate(["Silt fence", "Weekly", "Remove sediment"]):
        c.rect(60 + 160 * i, 560, 160, 20)
        c.drawString(64 + 160 * i, 566, word)
    c.save()
    return path


def test_a_comb_field_is_its_labels_answer_in_the_text_and_no_table(tmp_path):
    page = read_pdf(_comb_form(tmp_path / "comb.pdf"), ocr="never").pages[0]
    assert "Project name OAK LANE STORAGE" in page.text, page.text
    assert [t.rows for t in page.tables] == [(("Silt fence", "Weekly", "Remove sediment"),)]


def _two_pages_side_by_side(path: Path) -> Path:
    """A sheet holding two pages side by side (a booklet printed 2-up): a ruled table in the left
    page, the right page's paragraphs beside and above it."""
    c = canvas.Canvas(str(path), pagesize=(792, 612))
    c.setFont("Helvetica", 10)
    c.drawString(40, 560, "4 Construction Sequence")
    c.drawString(40, 540, "The work is done in one phase.")
    for i, (step, work) in enumerate([("Step", "Work"), ("1", "Install silt fence"), ("2", "Grade the lot")]):
        y = 500 - 20 * i
        c.rect(40, y, 40, 20)
        c.rect(80, y, 250, 20)
        c.drawString(44, y + 6, step)
        c.drawString(84, y + 6, work)
    c.drawString(40, 400, "Stabilize within 7 days.")
    for i, line in enumerate(["8 Post-Construction Management", "Two practices retain the runoff.",
                              "8.2 Dimensions and materials", "Porous asphalt: 3 in. of asphalt.", "Galleys: precast."]):
        c.drawString(420, 560 - 20 * i, line)
    c.save()
    return path


def test_a_table_in_one_of_two_columns_goes_between_the_text_around_it_in_its_own_column(tmp_path):
    page = read_pdf(_two_pages_side_by_side(tmp_path / "2up.pdf"), ocr="never").pages[0]
    lines = page.text.split("\n")
    assert lines[:2] == ["4 Construction Sequence", "The work is done in one phase."], lines
    assert lines[2] == "Stabilize within 7 days." and lines[3] == "8 Post-Construction Management", lines
    assert [t.line for t in page.tables] == [2] and page.tables[0].rows[1] == ("1", "Install silt fence")
