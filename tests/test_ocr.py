"""Scanned plans: OCR reads them as well as the born-digital original; without OCR the
unread pages are listed and the plan is never called complete."""
import pytest

from swppp_audit.running.pipeline import audit
from swppp_audit.review import Review
from scans import scan


@pytest.fixture(scope="module")
def born_digital(samples):
    folder, labels = samples
    return folder / "somers-complete.pdf"


@pytest.fixture(scope="module")
def all_scanned(born_digital, tmp_path_factory):
    return scan(born_digital, tmp_path_factory.mktemp("scans") / "somers-complete-scanned.pdf")


def _statuses(path, ocr):
    result = audit(path, checklist="somers-ch93", review=Review(), ocr=ocr)
    return result, {f.item_id: f.status for f in result.findings}


def test_ocr_of_an_all_scanned_plan_matches_the_born_digital_one(born_digital, all_scanned):
    _, digital = _statuses(born_digital, "never")
    result, scanned = _statuses(all_scanned, "auto")
    agree = sum(digital[i] == scanned[i] for i in digital) / len(digital)
    assert agree >= 0.9, {i: (digital[i], scanned[i]) for i in digital if digital[i] != scanned[i]}
    assert result.document.unreadable_pages == ()
    present = [f for f in result.findings if f.status == "present"]
    assert present and all(e.ocr and 0 < e.ocr_confidence <= 100 for f in present for e in f.evidence)


def test_without_ocr_a_scanned_plan_lists_its_pages_and_needs_review(all_scanned):
    result, statuses = _statuses(all_scanned, "never")
    assert result.decision == "needs_review"
    assert len(result.document.unreadable_pages) == len(result.document.pages)
    assert "missing" not in statuses.values() and "present" not in statuses.values()
    assert any("could not be read" in n for n in result.notices)


def test_scanned_certification_pages_only(born_digital, tmp_path):
    """The signed contractor certifications (from the first page the born-digital audit quotes
    to the end of the plan), scanned: unread they leave the item for a person; OCR'd they give
    the born-digital finding."""
    digital_result, digital = _statuses(born_digital, "never")
    certification = next(f for f in digital_result.findings if f.item_id == "93-6D")
    pages = list(range(min(e.page for e in certification.evidence), len(digital_result.document.pages) + 1))
    signed = scan(born_digital, tmp_path / "signed-pages-scanned.pdf", pages=pages)
    result, statuses = _statuses(signed, "never")
    assert result.document.unreadable_pages == tuple(pages)
    assert statuses["93-6D"] == "needs_review" and result.decision != "complete"
    result, statuses = _statuses(signed, "auto")
    assert statuses["93-6D"] == digital["93-6D"]
