"""Hostile input through the command line as a user meets it: every file ends within its limits
with exit 1 (read and audited, never "complete") or exit 2 and exactly one line on stderr, and
never a traceback. The files are built at test time by tests/hostile.py."""
import json
import re
import subprocess
import sys
import time
from dataclasses import dataclass

import pytest

import hostile

TIMEOUT, MAX_MEMORY = 60, 1024
BOUND_S = 120  # a document must be done well within this, limits included


@dataclass
class Run:
    returncode: int
    stdout: str
    stderr: str
    seconds: float


def swppp_audit_check(path, *options, ocr="never", fmt="json") -> Run:
    args = [sys.executable, "-m", "swppp_audit", "check", str(path), "--checklist", "somers-ch93",
            "--format", fmt, "--ocr", ocr, "--timeout", str(TIMEOUT), "--max-memory", str(MAX_MEMORY), *options]
    start = time.monotonic()
    done = subprocess.run(args, capture_output=True, text=True, timeout=BOUND_S + 60)
    run = Run(done.returncode, done.stdout, done.stderr, time.monotonic() - start)
    assert "Traceback" not in run.stdout + run.stderr, run.stderr
    assert run.seconds < BOUND_S, f"took {run.seconds:.0f} s"
    return run


def assert_input_error(run: Run, *words: str) -> None:
    """Exit 2, nothing on stdout, one line on stderr starting `swppp-audit: error:`."""
    assert run.returncode == 2, (run.returncode, run.stderr)
    assert run.stdout == ""
    lines = run.stderr.strip().splitlines()
    assert len(lines) == 1 and lines[0].startswith("swppp-audit: error:"), run.stderr
    for word in words:
        assert word.lower() in lines[0].lower(), lines[0]


def assert_audited(run: Run) -> dict:
    """Exit 1 with a JSON report of an incomplete (or to-be-reviewed) plan."""
    assert run.returncode == 1, (run.returncode, run.stderr)
    report = json.loads(run.stdout)
    assert report["decision"] in ("incomplete", "needs_review")
    assert report["items"] and all(i["status"] in ("present", "missing", "not_applicable", "needs_review")
                                   for i in report["items"])
    return report


def assert_error_or_audited(run: Run) -> dict | None:
    if run.returncode == 2:
        assert_input_error(run)
        return None
    return assert_audited(run)


def status(report: dict, item_id: str) -> str:
    return next(i["status"] for i in report["items"] if i["id"] == item_id)


@pytest.fixture(scope="module")
def folder(tmp_path_factory):
    return tmp_path_factory.mktemp("hostile")


@pytest.mark.parametrize("build, words", [
    (hostile.zero_byte, ["empty file"]),
    (hostile.html_as_pdf, ["not a PDF", "HTML"]),
    (hostile.docx_as_pdf, ["not a PDF", "ZIP"]),
    (hostile.zip_as_pdf, ["not a PDF", "ZIP"]),
], ids=["zero-byte", "html", "docx", "zip"])
def test_files_that_are_not_pdfs_are_refused_in_one_line(folder, build, words):
    assert_input_error(swppp_audit_check(build(folder)), *words)


def test_truncated_pdf_is_an_error_or_an_audit_never_a_crash(tmp_path):
    run = swppp_audit_check(hostile.truncated(tmp_path))
    report = assert_error_or_audited(run)
    if report is None:
        assert "damaged" in run.stderr
    else:
        assert report["decision"] != "complete"


def test_wrong_startxref_is_recovered_and_audited(tmp_path):
    report = assert_audited(swppp_audit_check(hostile.broken_xref(tmp_path)))
    assert report["pages"] == 3 and report["unreadable_pages"] == []
    assert status(report, "93-6A(1)(a)") == "present"  # the text was read


def test_encrypted_with_empty_user_password_opens_and_audits_normally(tmp_path):
    path = hostile.encrypted_empty_password(tmp_path)
    assert b"/Encrypt" in path.read_bytes()
    report = assert_audited(swppp_audit_check(path))
    assert report["pages"] == 3 and report["unreadable_pages"] == []
    assert status(report, "93-6A(1)(a)") == "present"


def test_encrypted_with_password_needs_it(tmp_path):
    path = hostile.encrypted_with_password(tmp_path)
    assert_input_error(swppp_audit_check(path), "--password")
    assert_input_error(swppp_audit_check(path, "--password", "not-it"), "wrong")
    report = assert_audited(swppp_audit_check(path, "--password", hostile.PASSWORD))
    assert status(report, "93-6A(1)(a)") == "present"


@pytest.mark.parametrize("name", sorted(hostile.CYCLIC))
def test_cyclic_references_end_in_an_audit_or_one_line(tmp_path, name):
    run = swppp_audit_check(hostile.CYCLIC[name](tmp_path))
    assert_error_or_audited(run)
    assert run.seconds < 30, f"a loop took {run.seconds:.0f} s"


def test_decompression_bomb_ends_within_its_limits(tmp_path):
    path = hostile.decompression_bomb(tmp_path)
    assert path.stat().st_size < 4 << 20  # a few MB that inflate to 1 GiB
    run = swppp_audit_check(path)
    assert run.returncode in (1, 2)
    assert_error_or_audited(run)
    assert run.seconds < TIMEOUT + 15


def test_three_thousand_pages_are_all_read(tmp_path):
    report = assert_audited(swppp_audit_check(hostile.many_pages(tmp_path, 3000)))
    assert report["pages"] == 3000 and report["unreadable_pages"] == []
    assert status(report, "93-6A(1)(a)") == "present"


@pytest.mark.parametrize("build", [hostile.huge_page, hostile.user_unit_page], ids=["14400pt", "userunit-200in"])
def test_enormous_page_with_text_is_read(tmp_path, build):
    report = assert_audited(swppp_audit_check(build(tmp_path), ocr="auto"))
    assert report["unreadable_pages"] == [] and status(report, "93-6A(1)(a)") == "present"


@pytest.mark.parametrize("build", [hostile.huge_page, hostile.user_unit_page], ids=["14400pt", "userunit-200in"])
def test_enormous_scanned_page_is_unreadable_not_a_memory_blowup(tmp_path, build):
    """OCR would render the page at 300 dpi: 60,000 px square. It must fail cleanly, leave the
    page unreadable, and the plan never complete."""
    run = swppp_audit_check(build(tmp_path, scanned=True), ocr="auto")
    report = assert_audited(run)
    assert report["unreadable_pages"] == [1]
    assert report["decision"] == "needs_review" or report["decision"] == "incomplete"


# Control characters (but tab and newline), bidirectional marks, embeddings, overrides and isolates.
FORBIDDEN = re.compile("[\x00-\x08\x0b-\x1f\x7f\u200e\u200f\u202a-\u202e\u2066-\u2069]")


def _strings(value, where=""):
    if isinstance(value, str):
        yield where, value
    elif isinstance(value, dict):
        for key, item in value.items():
            yield from _strings(item, f"{where}/{key}")
    elif isinstance(value, list):
        for n, item in enumerate(value):
            yield from _strings(item, f"{where}[{n}]")


def test_control_characters_and_rtl_overrides_never_reach_the_report(tmp_path):
    import pypdfium2

    path = hostile.control_characters(tmp_path)
    pdf = pypdfium2.PdfDocument(str(path))
    try:
        textpage = pdf[0].get_textpage()
        layer = textpage.get_text_range()
        textpage.close()
    finally:
        pdf.close()
    assert {"\u202e", "\u200f", "\x07"} <= set(layer)  # the fixture does carry them

    report = assert_audited(swppp_audit_check(path))
    assert status(report, "93-6A(1)(a)") == "present"  # the paragraphs were read through the marks
    evidence = [s for w, s in _strings(report) if "/evidence" in w]
    assert any("Silt" in s for s in evidence), "the ruled table's rows should reach the evidence"
    leaks = [(w, s) for w, s in _strings(report) if FORBIDDEN.search(s)]
    assert not leaks, leaks

    text = swppp_audit_check(path, "--no-color", fmt="text")
    assert text.returncode == 1
    assert not FORBIDDEN.search(text.stdout.replace("\n", "")), [
        line for line in text.stdout.splitlines() if FORBIDDEN.search(line)]


@pytest.mark.parametrize("build", [*hostile.CYCLIC.values(), hostile.huge_page, hostile.user_unit_page,
                                   hostile.control_characters], ids=lambda f: f.__name__)
def test_hand_written_pdfs_have_exact_xref_offsets(tmp_path, build):
    """The fixtures are hostile on purpose in one way only: their xref tables are right, so a
    reader never has to fall back to scanning the file."""
    data = build(tmp_path).read_bytes()
    xref = int(re.search(rb"startxref\s+(\d+)", data).group(1))
    assert data[xref:].startswith(b"xref")
    entries = re.findall(rb"(\d{10}) (\d{5}) ([nf]) ", data[xref:])
    for number, (offset, _, kind) in enumerate(entries):
        if kind == b"n":
            assert data[int(offset):].startswith(b"%d 0 obj" % number), number
