"""The marked-up plan (`swppp-audit annotate`, swppp_audit.output.annotate and .locate): the
original's bytes first and unchanged, a summary page in front linking each item to its page, a
highlight over each evidence quote that covers its words (read back from under the highlight
with PDFium), a bookmark per item, and a reviewer's replies read back into the review file."""
from __future__ import annotations

import shutil
import subprocess

import pypdfium2 as pdfium
import pytest
import yaml
from conftest import command
from pypdf import PdfReader, PdfWriter
from pypdf.generic import ArrayObject, DictionaryObject, FloatObject, NameObject, TextStringObject

from pdfs import make_pdf
from scans import scan
from swppp_audit.output.locate import lines_of, parts, spans

PLAN = [
    ["Town of Somers Stormwater Pollution Prevention Plan under Chapter 93.",
     "# 1.0 Project Description",
     "The applicant proposes to construct a two-story office building at 12 Maple Avenue, Somers, and the "
     "work will disturb 2.5 acres of the 4-acre lot.",
     "# 2.0 Soils",
     "Soils are Charlton fine sandy loam, hydrologic soil group B, over glacial till."],
    ["# 3.0 Inspection Schedule",
     [["Practice", "Inspection", "Responsible"],
      ["Silt fence", "every 7 days and after 0.5 in. of rain", "site contractor"],
      ["Inlet protection", "every 7 days and after 0.5 in. of rain", "site contractor"]]],
]
RECEIVED = ("--received", "2026-11-02")


@pytest.fixture(scope="module")
def marked(tmp_path_factory):
    folder = tmp_path_factory.mktemp("annotate")
    plan = make_pdf(folder / "plan.pdf", PLAN)
    ran = command("annotate", plan, *RECEIVED, "--ocr", "never")
    assert ran.returncode in (0, 1), ran.stderr
    return plan, folder / "plan.marked.pdf"


def _annotations(path, subtype=None):
    reader = PdfReader(str(path))
    found = []
    for number, page in enumerate(reader.pages):
        for ref in page.get("/Annots") or ():
            annotation = ref.get_object()
            if subtype is None or annotation.get("/Subtype") == subtype:
                found.append((number, annotation))
    return found


def test_the_original_bytes_come_first_and_qpdf_finds_the_file_sound(marked):
    plan, copy = marked
    assert copy.read_bytes().startswith(plan.read_bytes()) and copy.stat().st_size > plan.stat().st_size
    if not shutil.which("qpdf"):
        pytest.skip("qpdf is not installed (apt-get install qpdf): the copy's structure is unchecked")
    checked = subprocess.run(["qpdf", "--check", str(copy)], capture_output=True, text=True)
    assert checked.returncode == 0, checked.stdout + checked.stderr


def test_a_summary_page_in_front_links_each_item_to_its_page_and_each_item_has_a_bookmark(marked):
    plan, copy = marked
    reader = PdfReader(str(copy))
    assert len(reader.pages) == len(PdfReader(str(plan)).pages) + 1
    summary = reader.pages[0].extract_text()
    assert "Decision:" in summary and "§ 93-6A(1)(c)" in summary and "Determination due: 2026-12-03" in summary
    links = [a for n, a in _annotations(copy, "/Link") if n == 0]
    assert links and all(reader.get_page_number(a["/Dest"][0].get_object()) >= 1 for a in links)
    top = reader.outline
    assert top[0].title == "swppp-audit findings" and len(top[1]) == 23  # Somers's items, one bookmark each


def test_each_highlight_covers_the_words_of_its_quote(marked):
    _, copy = marked
    highlights = _annotations(copy, "/Highlight")
    assert highlights
    document = pdfium.PdfDocument(str(copy))
    try:
        for number, annotation in highlights:
            quads = [float(v) for v in annotation["/QuadPoints"]]
            page = document[number]
            textpage = page.get_textpage()
            under = " ".join(textpage.get_text_bounded(quads[i], quads[i + 5], quads[i + 2], quads[i + 1])
                             for i in range(0, len(quads), 8))
            textpage.close()
            page.close()
            note = str(annotation["/Contents"])
            assert note.startswith("§ 93-") and (": " in note), note
            assert len(" ".join(under.split())) >= 3, (note, under)
    finally:
        document.close()
    soils = next(a for _, a in highlights if str(a["/Contents"]).startswith("§ 93-6A(1)(c)"))
    assert [float(c) for c in soils["/C"]] == pytest.approx([0.35, 0.8, 0.35])  # present: green


def test_a_quote_over_lines_and_cells_is_found_part_by_part():
    text = "Silt fence\r\nalong the toe   of slope\r\nInspect weekly"
    assert parts("Silt fence along the toe of slope | Inspect weekly …") == ["Silt fence along the toe of slope",
                                                                            "Inspect weekly"]
    assert [text[a:b] for a, b in spans(text, "Silt fence along the toe of slope | Inspect weekly")] == [
        "Silt fence\r\nalong the toe   of slope", "Inspect weekly"]
    assert spans(text, "nothing of the kind") == []
    # two lines of characters make two boxes; a column to the left starts a new one
    assert lines_of([(10, 700, 20, 710), (21, 700, 30, 710), (10, 686, 20, 696)]) == [(10, 700, 30, 710),
                                                                                       (10, 686, 20, 696)]


def test_a_scanned_page_is_highlighted_from_the_ocr_word_boxes(tmp_path):
    if not shutil.which("tesseract"):
        pytest.skip("Tesseract is not installed")
    plan = scan(make_pdf(tmp_path / "typed.pdf", PLAN), tmp_path / "plan.pdf", pages=[1])
    ran = command("annotate", plan, *RECEIVED, "--ocr", "auto")
    assert ran.returncode in (0, 1), ran.stderr
    on_scan = [a for n, a in _annotations(tmp_path / "plan.marked.pdf", "/Highlight") if n == 1]
    assert on_scan, "no highlight on the scanned page"
    width, height = PdfReader(str(plan)).pages[0].mediabox[2:]
    for annotation in on_scan:
        left, bottom, right, top = (float(v) for v in annotation["/Rect"])
        assert 0 <= left < right <= float(width) and 0 <= bottom < top <= float(height)


def _reply(copy, target, item_id, text, state=None):
    """A viewer's reply to the item's first note (a Text annotation In Reply To it), saved
    incrementally; with STATE, a review state as Acrobat sets one (Accepted, Rejected)."""
    writer = PdfWriter(PdfReader(str(copy)), incremental=True)
    for number, page in enumerate(writer.pages):
        for ref in page.get("/Annots") or ():
            note = ref.get_object()
            if str(note.get("/NM", "")).startswith(f"swppp-audit/{item_id}/"):
                reply = DictionaryObject({
                    NameObject("/Type"): NameObject("/Annot"), NameObject("/Subtype"): NameObject("/Text"),
                    NameObject("/Rect"): ArrayObject([FloatObject(0)] * 4), NameObject("/IRT"): ref,
                    NameObject("/T"): TextStringObject("J. Reviewer"), NameObject("/Contents"): TextStringObject(text),
                    NameObject("/M"): TextStringObject("D:20261120120000Z")})
                if state:
                    reply.update({NameObject("/StateModel"): TextStringObject("Review"),
                                  NameObject("/State"): TextStringObject(state)})
                writer.add_annotation(number, reply)
                with open(target, "wb") as out:
                    writer.write(out)
                return target
    raise AssertionError(f"no note for {item_id}")


def test_settlements_written_as_replies_come_back_into_the_review_file(marked, tmp_path):
    plan, copy = marked
    own = tmp_path / "plan.pdf"
    shutil.copy(plan, own)
    replied = _reply(copy, tmp_path / "replied.pdf", "93-6A(1)(c)",
                     "Missing: the soils are named but the boring logs contradict the group; ask for the report.")
    ran = command("review", own, "--from", replied, "--ocr", "never")
    assert ran.returncode == 0, ran.stderr
    entry = yaml.safe_load((tmp_path / "plan.review.yaml").read_text(encoding="utf-8"))["items"]["93-6A(1)(c)"]
    assert entry["status"] == "missing" and entry["reason"].startswith("the soils are named")
    assert entry["tool_status"] == "present"  # the tool's own line kept beside the reviewer's
    # a reply with a status and no reason is not taken, and says so
    bare = _reply(copy, tmp_path / "bare.pdf", "93-6A(1)(a)", "present")
    again = command("review", own, "--from", bare, "--ocr", "never")
    assert again.returncode == 0 and "gives no reason" in again.stderr
    data = yaml.safe_load((tmp_path / "plan.review.yaml").read_text(encoding="utf-8"))["items"]
    assert data["93-6A(1)(a)"]["status"] is None and data["93-6A(1)(c)"]["status"] == "missing"


def test_a_markup_of_another_plan_is_refused_and_nothing_is_overwritten(marked, tmp_path):
    plan, copy = marked
    other = make_pdf(tmp_path / "other.pdf", [["# 1.0 Project Description", "A garage on a small lot."]])
    refused = command("review", other, "--from", copy, "--ocr", "never")
    assert refused.returncode == 2 and "is not a marked-up copy of other.pdf" in refused.stderr
    assert not (tmp_path / "other.review.yaml").exists()
    again = command("annotate", plan, *RECEIVED, "--ocr", "never")
    assert again.returncode == 2 and "exists; pass --force" in again.stderr
    itself = command("annotate", plan, "-o", plan, "--ocr", "never")
    assert itself.returncode == 2 and "is the plan itself" in itself.stderr


def test_a_batch_writes_each_marked_up_plan_and_never_audits_one_as_a_plan(marked, tmp_path):
    plan, copy = marked
    folder = tmp_path / "in"
    folder.mkdir()
    shutil.copy(plan, folder / "plan.pdf")
    shutil.copy(copy, folder / "plan.marked.pdf")  # left beside its plan by `annotate`
    ran = command("batch", folder, "-o", tmp_path / "out", "--annotate", "--ocr", "never", *RECEIVED)
    assert ran.returncode in (0, 1), ran.stderr
    written = tmp_path / "out" / "plan.marked.pdf"
    assert written.read_bytes().startswith((folder / "plan.pdf").read_bytes())
    summary = (tmp_path / "out" / "summary.csv").read_text(encoding="utf-8")
    assert "plan.pdf" in summary and "plan.marked.pdf" not in summary


def test_an_item_the_plan_gives_nowhere_has_its_note_on_the_summary_page(marked):
    _, copy = marked
    on_summary = [a for n, a in _annotations(copy, "/Text") if n == 0]
    site_map = [a for a in on_summary if str(a["/Contents"]).startswith("§ 93-6A(1)(b)")]  # missing, no page
    assert site_map and "Missing:" in str(site_map[0]["/Contents"])
    assert not [a for a in on_summary if str(a["/Contents"]).startswith("§ 93-6A(1)(c)")]  # on its page instead


def test_a_review_state_of_accepted_takes_the_finding_as_noted_and_rejected_asks_for_the_reviewers_own(marked, tmp_path):
    plan, copy = marked
    own = tmp_path / "plan.pdf"
    shutil.copy(plan, own)
    accepted = _reply(copy, tmp_path / "accepted.pdf", "93-6A(1)(c)", "", state="Accepted")
    ran = command("review", own, "--from", accepted, "--ocr", "never")
    assert ran.returncode == 0, ran.stderr
    entry = yaml.safe_load((tmp_path / "plan.review.yaml").read_text(encoding="utf-8"))["items"]["93-6A(1)(c)"]
    assert entry["status"] == "present" and entry["reason"] == entry["tool_reason"]
    rejected = _reply(copy, tmp_path / "rejected.pdf", "93-6A(1)(a)", "", state="Rejected")
    again = command("review", own, "--from", rejected, "--ocr", "never")
    assert again.returncode == 0 and "marked Rejected" in again.stderr and "reply with the status" in again.stderr
    data = yaml.safe_load((tmp_path / "plan.review.yaml").read_text(encoding="utf-8"))["items"]
    assert data["93-6A(1)(a)"]["status"] is None
