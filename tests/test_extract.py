"""Reading PDFs: text and tables with page numbers, scans recorded as unreadable, and bad input
refused with one clear line."""
from pathlib import Path

import pytest

from swppp_audit.reading.extract import ExtractError, read_pdf
from pdfs import make_pdf

REAL_WORLD = Path(__file__).resolve().parents[2] / "shared" / "real-world"


@pytest.fixture(scope="module")
def plan(tmp_path_factory) -> Path:
    return make_pdf(tmp_path_factory.mktemp("extract") / "plan.pdf", [
        ["# 1.0 Project Description", "The project consists of a retail building."],
        ["# 2.0 Maintenance Schedule", [["Practice", "Inspection", "Maintenance"],
                                         ["Silt fence", "Weekly", "Remove sediment at 50% of height"]]],
    ])


def test_every_page_is_read_with_its_number(plan):
    document = read_pdf(plan)
    assert [p.number for p in document.pages] == [1, 2]
    assert "retail building" in document.pages[0].text
    assert document.unreadable_pages == ()
    assert len(document.sha256) == 64


def test_ruled_tables_come_out_as_rows_and_not_twice_as_text(plan):
    page = read_pdf(plan).pages[1]
    assert page.tables and page.tables[0].rows[1] == ("Silt fence", "Weekly", "Remove sediment at 50% of height")
    assert "Silt fence" not in page.text


SCAN = REAL_WORLD / "tceq_large_construction_site_notice_jc_penney_fairview_2008_SCANNED.pdf"


def test_scanned_pages_without_ocr_are_unreadable_not_empty():
    document = read_pdf(SCAN, ocr="never")
    assert document.unreadable_pages == (1,)
    assert "scanned" in document.pages[0].problem


def test_scanned_pages_are_read_by_ocr_with_their_confidence():
    document = read_pdf(SCAN)  # .ci/run installs Tesseract; without it this fails, as it should
    page = document.pages[0]
    assert document.unreadable_pages == ()
    assert "CONSTRUCTION SITE NOTICE" in page.text
    assert 50 < page.ocr_confidence <= 100


def test_encrypted_with_an_empty_user_password_opens(tmp_path):
    path = make_pdf(tmp_path / "locked.pdf", [["# Soils", "Riverhead sandy loam."]], encrypt="")
    assert "Riverhead" in read_pdf(path).pages[0].text


def test_encrypted_with_a_password(tmp_path):
    path = make_pdf(tmp_path / "secret.pdf", [["# Soils", "Riverhead sandy loam."]], encrypt="hunter2")
    with pytest.raises(ExtractError, match="encrypted; give --password"):
        read_pdf(path)
    with pytest.raises(ExtractError, match="password given is wrong"):
        read_pdf(path, password="nope")
    assert "Riverhead" in read_pdf(path, password="hunter2").pages[0].text


@pytest.mark.parametrize("content, message", [
    (b"", "empty file"),
    (b"<!DOCTYPE html><html><body>SWPPP</body></html>", "not a PDF (it is an HTML page)"),
    (b"PK\x03\x04" + b"\0" * 100, "not a PDF (it is a ZIP archive"),
    (b"just some text, no header at all", "not a PDF (no %PDF header)"),
])
def test_not_a_pdf_is_one_clear_error(tmp_path, content, message):
    path = tmp_path / "upload.pdf"
    path.write_bytes(content)
    with pytest.raises(ExtractError, match=message.replace("(", r"\(").replace(")", r"\)")):
        read_pdf(path)


def test_truncated_pdf_is_one_clear_error(plan, tmp_path):
    path = tmp_path / "cut.pdf"
    path.write_bytes(plan.read_bytes()[: len(plan.read_bytes()) // 3])
    try:
        document = read_pdf(path)
    except ExtractError as error:
        assert "\n" not in str(error)
    else:  # PDFium may recover part of a cut file; then what it read must be real pages
        assert document.pages


def test_missing_file(tmp_path):
    with pytest.raises(ExtractError, match="no such file"):
        read_pdf(tmp_path / "nowhere.pdf")


@pytest.mark.parametrize("path", sorted(REAL_WORLD.glob("*.pdf")), ids=lambda p: p.name[:40])
def test_real_world_pdfs_read_without_error(path):
    document = read_pdf(path, ocr="never")
    assert document.pages
    if "SCANNED" in path.name:
        assert document.unreadable_pages, "a scan must never pass for an empty page"


@pytest.mark.parametrize("with_text", [False, True])
def test_a_scan_inside_a_form_xobject_is_a_scan_unless_the_page_has_text(tmp_path, with_text):
    """Scanners and PDF printers often wrap the page image in a form XObject; the page objects are
    looked into forms (FORM_DEPTH deep) to find it."""
    import zlib

    from hostile import PLAN_LINES, _plan_objects, raw_pdf, stream, text_content

    content = b"q /X1 Do Q\n" + (text_content(PLAN_LINES) if with_text else b"")
    objects = _plan_objects(content)
    objects[3] = objects[3].replace(b"/Font << /F1 5 0 R >>", b"/Font << /F1 5 0 R >> /XObject << /X1 7 0 R >>")
    pixels = bytes(((x * 7 + y * 13) % 256) for y in range(64) for x in range(64))
    objects[6] = stream(b"/Type /XObject /Subtype /Image /Width 64 /Height 64 /ColorSpace /DeviceGray "
                        b"/BitsPerComponent 8 /Filter /FlateDecode", zlib.compress(pixels))
    objects[7] = stream(b"/Type /XObject /Subtype /Form /BBox [0 0 612 792] /Resources << /XObject << /Im1 6 0 R >> >>",
                        b"q 612 0 0 792 0 0 cm /Im1 Do Q")
    path = tmp_path / "wrapped-scan.pdf"
    path.write_bytes(raw_pdf(objects))
    page = read_pdf(path, ocr="never").pages[0]
    if with_text:
        assert page.readable and "Charlton loam" in page.text
    else:
        assert not page.readable and "scanned page" in page.problem


# --------------------------------------------------------------------------- form fields

# A form's lines: a label and, beside it, a text field or a checkbox (name, kind). Filled with
# `values` as the field values alone: /V (and a box's /AS), no appearance stream, NeedAppearances
# set, the way a form filled on screen and saved unflattened often is.
FORM = [("Owner name:", "owner", "text"), ("Title:", "title", "text"), ("Fax:", "fax", "text"),
        ("Single-family residence", "sfr", "box"), ("Subdivision", "sub", "box")]
FILLED = {"owner": "Jane Q. Public", "title": "Managing Member", "sfr": True, "sub": False}


def _blank_form(path: Path, lines=FORM, table: bool = False) -> Path:
    """Labels drawn in the text layer, each with its field to the right; in `table`, the labels
    and fields sit in the two columns of a ruled table."""
    from reportlab.lib.pagesizes import letter
    from reportlab.pdfgen import canvas

    pdf = canvas.Canvas(str(path), pagesize=letter, invariant=1)
    pdf.drawString(72, 740, "Certification of the owner and operator of the site named in this plan.")
    for n, (label, name, kind) in enumerate(lines):
        y = 700 - 24 * n
        pdf.drawString(72, y, label)
        x = 260 if table else 80 + pdf.stringWidth(label)
        if kind == "text":
            pdf.acroForm.textfield(name=name, x=x, y=y - 4, width=200, height=16, borderWidth=0, value="")
        else:
            pdf.acroForm.checkbox(name=name, x=x, y=y - 2, size=12, checked=False, borderWidth=0)
        if table:
            pdf.grid([66, 250, 480], [716 - 24 * i for i in range(len(lines) + 1)])
    pdf.drawString(72, 700 - 24 * len(lines) - 24, "Sign and date the form above.")
    pdf.save()
    return path


def _fill(path: Path, values: dict, flatten: bool = False) -> Path:
    """The form's fields set to `values`: as field values only, or (`flatten`) by pypdf, which
    also draws each value into the page's content and keeps the fields."""
    from pypdf import PdfReader, PdfWriter
    from pypdf.generic import BooleanObject, NameObject, TextStringObject

    writer = PdfWriter(clone_from=PdfReader(path))
    if flatten:
        writer.update_page_form_field_values(writer.pages[0], values, flatten=True)
    else:
        for ref in writer.pages[0]["/Annots"]:
            annot = ref.get_object()
            value = values.get(annot["/T"])
            if isinstance(value, bool):
                on = next(k for k in annot["/AP"]["/N"] if k != "/Off")
                annot[NameObject("/V")] = annot[NameObject("/AS")] = NameObject(on if value else "/Off")
            elif value is not None:
                annot[NameObject("/V")] = TextStringObject(value)
                annot.pop("/AP", None)
        writer._root_object["/AcroForm"][NameObject("/NeedAppearances")] = BooleanObject(True)
    out = path.with_name(path.stem + ("-flat" if flatten else "-filled") + ".pdf")
    writer.write(out)
    return out


def _lines(text: str) -> list[str]:
    return [" ".join(line.split()) for line in text.splitlines()]


@pytest.fixture(scope="module")
def form(tmp_path_factory) -> Path:
    return _blank_form(tmp_path_factory.mktemp("form") / "form.pdf")


def test_field_values_are_read_on_their_labels_line(form):
    blank, filled = (_lines(read_pdf(p).pages[0].text) for p in (form, _fill(form, FILLED)))
    assert "Owner name: Jane Q. Public" in filled and "Title: Managing Member" in filled
    assert "Owner name:" in blank and "Jane Q. Public" not in " ".join(blank)


def test_a_ticked_box_reads_ticked_and_an_unticked_one_unticked(form):
    filled = _lines(read_pdf(_fill(form, FILLED)).pages[0].text)
    assert "Single-family residence ☒" in filled and "Subdivision ☐" in filled
    blank = _lines(read_pdf(form).pages[0].text)
    assert "Single-family residence ☐" in blank and "☒" not in " ".join(blank)


def test_an_empty_field_adds_nothing(form):
    filled = _lines(read_pdf(_fill(form, FILLED)).pages[0].text)
    assert "Fax:" in filled
    assert not any(line.startswith("Fax:") and line != "Fax:" for line in filled)


def test_a_value_the_text_layer_shows_already_is_read_once(form):
    flat = _fill(form, {"owner": "Jane Q. Public", "title": "Managing Member"}, flatten=True)
    text = read_pdf(flat).pages[0].text
    assert text.count("Jane Q. Public") == 1 and text.count("Managing Member") == 1


def test_values_in_a_ruled_table_go_into_their_cells(tmp_path):
    form = _blank_form(tmp_path / "table.pdf", table=True)
    page = read_pdf(_fill(form, FILLED)).pages[0]
    rows = page.tables[0].rows
    assert ("Owner name:", "Jane Q. Public") in rows and ("Single-family residence", "☒") in rows
    assert ("Fax:", "") in rows and "Jane Q. Public" not in page.text
    assert ("Owner name:", "") in read_pdf(form).pages[0].tables[0].rows


def test_a_page_without_fields_reads_as_before_and_costs_no_character_walk(form, plan, tmp_path, monkeypatch):
    from pypdf import PdfReader, PdfWriter

    from swppp_audit.reading import extract

    writer = PdfWriter(clone_from=PdfReader(_fill(form, FILLED)))
    writer.append(PdfReader(plan))  # pages 2-3: the plan's, no fields, in a document with a form
    both = tmp_path / "form-and-plan.pdf"
    writer.write(both)
    walk, walked = extract._char_boxes, []
    monkeypatch.setattr(extract, "_char_boxes", lambda textpage: walked.append(1) or walk(textpage))
    expected = read_pdf(plan).pages
    assert walked == []  # no AcroForm: no field is looked for
    pages = read_pdf(both).pages
    assert walked == [1]  # the form's page alone
    assert [(p.text, p.tables) for p in pages[1:]] == [(p.text, p.tables) for p in expected]
    assert "Jane Q. Public" in pages[0].text


# --- struck-through text (a redline's deletions) ------------------------------------------------

def _finish(c, ruled: bool) -> None:
    """Save the page of canvas C; RULED adds a ruled grid beside its text (the page is then read
    through the table reader)."""
    if ruled:
        for i in range(4):
            c.line(300, 300 + 20 * i, 500, 300 + 20 * i)
            c.line(300 + 66 * i, 300, 300 + 66 * i, 360)
        c.drawString(305, 345, "Practice")
    c.showPage()
    c.save()


def _redline(path: Path, ruled: bool = False) -> Path:
    """A page with a struck line, an underlined line and a long drawn line across a short label;
    RULED adds a ruled grid beside them (the page is then read through the table reader)."""
    from reportlab.pdfgen import canvas

    c = canvas.Canvas(str(path), pagesize=(612, 792))
    c.setFont("Helvetica", 10)
    lines = {700: "Monthly inspections of every practice by the site foreman.",
             680: "Inspections every 7 days and within 24 hours of a storm of 0.5 inch.",
             640: "SILT FENCE 210 LF"}
    for y, text in lines.items():
        c.drawString(72, y, text)
    width = c.stringWidth(lines[700], "Helvetica", 10)
    c.rect(72, 700 + 2.8, width, 0.7, stroke=0, fill=1)       # a strike through the first line
    c.rect(72, 680 - 1.5, width, 0.7, stroke=0, fill=1)       # an underline under the second
    c.rect(40, 640 + 3, 500, 0.7, stroke=0, fill=1)           # a property line across the label
    _finish(c, ruled)
    return path


@pytest.mark.parametrize("ruled", [False, True])
def test_struck_text_is_no_text_and_underlined_or_crossed_text_is(tmp_path, ruled):
    page = read_pdf(_redline(tmp_path / "redline.pdf", ruled), ocr="never").pages[0]
    text = page.text + " ".join(c for t in page.tables for row in t.rows for c in row)
    assert "Monthly inspections" not in text and "site foreman" not in text, text
    assert "Inspections every 7 days and within 24 hours" in text, text
    assert "SILT FENCE 210 LF" in text, text


# --- hidden text (a template's guidance left in as white letters) --------------------------------

def _guided(path: Path, ruled: bool = False) -> Path:
    """A page with a template's guidance in white letters between two typed lines, a white
    heading on a dark banner (reversed type) and an invisible line (a scan's OCR layer); RULED
    adds a ruled grid beside them (the page is then read through the table reader)."""
    from reportlab.pdfgen import canvas

    c = canvas.Canvas(str(path), pagesize=(612, 792))
    c.setFont("Helvetica", 10)
    c.drawString(72, 720, "6.4 Deviations from the Standards")
    c.setFillColorRGB(1, 1, 1)
    c.drawString(72, 700, "[Describe each deviation, with the reason for it and how it is equivalent.]")
    c.setFillColorRGB(0.1, 0.2, 0.4)
    c.rect(60, 655, 300, 20, stroke=0, fill=1)
    c.setFillColorRGB(1, 1, 1)
    c.drawString(72, 661, "7.0 POST-CONSTRUCTION PRACTICES")
    c.setFillColorRGB(0, 0, 0)
    c.drawString(72, 630, "Seven bioretention cells treat the roof runoff.")
    c.setFillColorRGB(1, 1, 1)  # guidance after it too: the typed line between keeps its spaces
    c.drawString(72, 620, "[Attach the model output for each practice.]")
    c.setFillColorRGB(0, 0, 0)
    text = c.beginText(72, 600)
    text.setTextRenderMode(3)
    text.textLine("Scanned note: silt fence along the west line.")
    c.drawText(text)
    _finish(c, ruled)
    return path


@pytest.mark.parametrize("ruled", [False, True])
def test_white_text_on_the_bare_page_is_no_text_and_reversed_or_invisible_text_is(tmp_path, ruled):
    page = read_pdf(_guided(tmp_path / "guided.pdf", ruled), ocr="never").pages[0]
    text = page.text + " ".join(c for t in page.tables for row in t.rows for c in row)
    assert "Describe each deviation" not in text and "equivalent" not in text and "model output" not in text, text
    assert "6.4 Deviations from the Standards" in text and "Seven bioretention cells treat the roof runoff" in text, text
    assert "7.0 POST-CONSTRUCTION PRACTICES" in text, text
    assert "silt fence along the west line" in text, text


def _picture_page(path: Path, picture, overlay: tuple[str, ...] = ()) -> Path:
    """A typed page with a picture pasted in below its text (as a screenshot of a table is), and
    OVERLAY lines of text laid over the picture (as a searchable scan's hidden layer is)."""
    from reportlab.lib.utils import ImageReader
    from reportlab.pdfgen import canvas

    pdf = canvas.Canvas(str(path))
    pdf.setFont("Helvetica", 11)
    pdf.drawString(72, 740, "5.2 Soils. The soils of the lot are given in the table below.")
    pdf.drawImage(ImageReader(picture), 72, 420, width=468, height=260)
    for k, line in enumerate(overlay):
        pdf.drawString(80, 660 - 20 * k, line)
    pdf.save()
    return path


def _table_picture():
    from PIL import Image, ImageDraw, ImageFont

    image = Image.new("L", (1800, 1000), 255)
    draw = ImageDraw.Draw(image)
    font = ImageFont.load_default(size=56)
    for row, words in enumerate([("Map unit", "Soil name", "HSG"), ("CrC", "Charlton loam", "B"),
                                 ("PnB", "Paxville muck", "D")]):
        for column, word in enumerate(words):
            draw.text((60 + column * 600, 80 + row * 280), word, fill=0, font=font)
    return image


def test_a_picture_of_a_table_on_a_typed_page_is_read_by_ocr_after_the_pages_text(tmp_path):
    page = read_pdf(_picture_page(tmp_path / "pasted.pdf", _table_picture())).pages[0]
    assert page.pictures and page.text.startswith("5.2 Soils.")
    assert "Charlton loam" in page.text and page.ocr_confidence is not None
    unread = read_pdf(tmp_path / "pasted.pdf", ocr="never").pages[0]
    assert "Charlton" not in unread.text and unread.ocr_confidence is None


def test_a_picture_without_legible_text_adds_nothing_and_a_picture_under_the_text_layer_is_not_read(tmp_path):
    from PIL import Image

    noise = Image.effect_noise((900, 500), 90).convert("L")
    page = read_pdf(_picture_page(tmp_path / "photo.pdf", noise)).pages[0]
    assert page.pictures and page.ocr_confidence is None
    assert page.text.strip() == "5.2 Soils. The soils of the lot are given in the table below."
    layer = ("Map unit Soil name HSG", "CrC Charlton loam B", "PnB Paxville muck D")
    searchable = read_pdf(_picture_page(tmp_path / "layer.pdf", _table_picture(), overlay=layer)).pages[0]
    assert searchable.pictures == () and searchable.ocr_confidence is None


def _typed(path: Path, lines: list[str]) -> Path:
    from reportlab.pdfgen import canvas

    pdf = canvas.Canvas(str(path))
    pdf.setFont("Courier", 10)
    for k, line in enumerate(lines):
        pdf.drawString(60, 740 - 14 * k, line)
    pdf.save()
    return path


def test_a_text_layer_of_glyph_codes_is_unreadable_and_contents_with_leader_dots_are_read(tmp_path):
    # a font with no map to Unicode gives its glyph codes: what "The design criteria are ..." extracts as
    cipher = ['!"#$%&\'( !)**+ ,&#( &- .&/0\'1 22 3440(5)6 78 .$&\'/#"$0\' 9"*:;*"$)&(1'] * 12
    page = read_pdf(_typed(tmp_path / "type3.pdf", cipher), ocr="never").pages[0]
    assert not page.readable and "garbled" in page.problem
    contents = ["Table of Contents"] + [f"{n}.0 Section title number {n} . . . . . . . . . . . . . . . . {n + 2}"
                                        for n in range(1, 12)]
    toc = read_pdf(_typed(tmp_path / "contents.pdf", contents), ocr="never").pages[0]
    assert toc.readable and "Section title number 7" in toc.text


def _tracked_pdf(path: Path) -> Path:
    """A heading set letter by letter (each glyph placed, no space glyphs, words a wider gap
    apart), as a layout program tracks a title, above a plain sentence."""
    from reportlab.pdfgen import canvas

    sheet = canvas.Canvas(str(path))
    x = 72
    for word in ("SITE", "DESCRIPTION"):
        for letter in word:
            sheet.setFont("Helvetica-Bold", 12)
            sheet.drawString(x, 700, letter)
            x += 14
        x += 16
    sheet.setFont("Helvetica", 11)
    sheet.drawString(72, 660, "A B C and D are the four lots of the subdivision.")
    sheet.save()
    return path


def test_a_letter_spaced_title_is_read_as_its_words_and_spaced_initials_are_left(tmp_path):
    text = read_pdf(_tracked_pdf(tmp_path / "tracked.pdf")).pages[0].text
    assert "SITE DESCRIPTION" in text
    assert "A B C and D are the four lots" in text  # four single letters are no tracked run


# --- frames (a page laid out in boxes in boxes) --------------------------------------------------

def _framed(path: Path, prose: bool) -> Path:
    """A box drawn around a heading, two lines of text and a ruled 3 x 3 table; PROSE: the lines
    are sentences (an e-mail's layout table), else a map's capitals labels around its legend."""
    from reportlab.pdfgen import canvas

    c = canvas.Canvas(str(path), pagesize=(612, 792))
    c.setFont("Helvetica", 10)
    c.rect(50, 380, 500, 340)                         # the frame: a title row over the rest
    c.line(50, 690, 550, 690)
    lines = (["Maintenance easements", "The association owns the basin and keeps it in working order.",
              "The town may enter the lot to inspect the basin at any time."] if prose else
             ["SITE PLAN", "EXISTING WOODS TO REMAIN", "LIMIT OF DISTURBANCE 1.2 AC"])
    for k, line in enumerate(lines):
        c.drawString(60, 700 - 16 * k if k == 0 else 670 - 16 * k, line)
    for i in range(4):                                # the table inside it
        c.line(60, 400 + 60 * i, 540, 400 + 60 * i)
        c.line(60 + 160 * i, 400, 60 + 160 * i, 580)
    for r, row in enumerate([("Practice", "Inspection", "Repair"), ("Basin", "Monthly", "Mow"), ("Swale", "Yearly", "Clear")]):
        for k, cell in enumerate(row):
            c.drawString(65 + 160 * k, 560 - 60 * r, cell)
    c.showPage()
    c.save()
    return path


def test_a_frame_around_prose_and_a_table_is_the_pages_text_and_a_maps_outline_is_not():
    import tempfile
    with tempfile.TemporaryDirectory() as folder:
        framed = read_pdf(_framed(Path(folder) / "framed.pdf", prose=True), ocr="never").pages[0]
        drawn = read_pdf(_framed(Path(folder) / "drawn.pdf", prose=False), ocr="never").pages[0]
    assert "The town may enter the lot" in framed.text and "Maintenance easements" in framed.text
    assert [t.rows[1] for t in framed.tables] == [("Basin", "Monthly", "Mow")]
    # the map's outline stays a table of its own, its labels in its cell, as drawings were read
    assert "SITE PLAN" not in drawn.text and len(drawn.tables) == 2


# --- a page crossed out (a superseded page bound behind its revision) ----------------------------

def _crossed(path: Path, lines: int) -> Path:
    """A typed page with LINES drawn corner to corner: two make an X, one is a long line across."""
    from reportlab.pdfgen import canvas

    c = canvas.Canvas(str(path), pagesize=(612, 792))
    c.setFont("Helvetica", 10)
    c.drawString(72, 700, "6.1 Inspections. The schedule is to be determined (TBD).")
    c.line(36, 36, 576, 756)
    if lines == 2:
        c.line(36, 756, 576, 36)
    c.showPage()
    c.save()
    return path


def test_a_page_crossed_out_with_an_x_is_no_text_and_one_long_line_across_is_not(tmp_path):
    assert read_pdf(_crossed(tmp_path / "x.pdf", 2), ocr="never").pages[0].text == ""
    kept = read_pdf(_crossed(tmp_path / "line.pdf", 1), ocr="never").pages[0]
    assert "The schedule is to be determined" in kept.text and kept.readable
