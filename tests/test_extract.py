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
