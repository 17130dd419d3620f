"""Which law a plan is audited against: detected from the plan's own words, and a reviewer's
choice that contradicts them said aloud."""
from __future__ import annotations

import shutil

import pytest

from pdfs import make_pdf
from scans import scan
from swppp_audit.running.pipeline import audit
from swppp_audit.review import Review

SOMERS_PAGE = ["# 1.0 Project Description",
               "This plan is submitted to the Town of Somers under Chapter 93 of the Town of Somers Code "
               "for a 2.1-acre office building on Route 202, Somers, NY."]
ASHAROKEN_PAGE = ["# Permit of another project",
                  "Village of Asharoken. Village of Asharoken Code Chapter 44. Village of Asharoken "
                  "Stormwater Management Officer. Village of Asharoken."]


def notices_about_law(result) -> list[str]:
    return [n for n in result.notices if "audited against" in n]


def test_a_checklist_that_contradicts_the_plan_is_said_aloud(tmp_path):
    plan = make_pdf(tmp_path / "somers.pdf", [SOMERS_PAGE])
    wrong = audit(plan, checklist="asharoken-ch44", review=Review(), ocr="never")
    assert notices_about_law(wrong) == [
        "the plan names Town of Somers (somers-ch93), but it was audited against asharoken-ch44 as asked; "
        "check that this is the right law"]
    right = audit(plan, checklist="somers-ch93", review=Review(), ocr="never")
    assert notices_about_law(right) == []


@pytest.mark.skipif(not shutil.which("tesseract"), reason="needs Tesseract (apt-get install tesseract-ocr)")
def test_the_plans_own_text_decides_the_law_before_a_scanned_appendix(tmp_path):
    """A Somers plan with a scanned Asharoken document bound in: the text layer names Somers,
    the scan names Asharoken more often; the plan's own words decide."""
    typed = make_pdf(tmp_path / "typed.pdf", [SOMERS_PAGE, ASHAROKEN_PAGE])
    mixed = scan(typed, tmp_path / "mixed.pdf", pages=[2])
    result = audit(mixed, review=Review(), ocr="auto")
    assert result.checklist.id == "somers-ch93" and result.checklist_chosen_by == "detected"
    all_scanned = scan(make_pdf(tmp_path / "a.pdf", [ASHAROKEN_PAGE]), tmp_path / "all.pdf")
    assert audit(all_scanned, review=Review(), ocr="auto").checklist.id == "asharoken-ch44"


def test_check_warns_on_stderr_when_the_checklist_contradicts_the_plan(tmp_path, cli):
    plan = make_pdf(tmp_path / "somers.pdf", [SOMERS_PAGE])
    wrong = cli("check", plan, "--checklist", "asharoken-ch44", "--format", "json", "--ocr", "never",
                "--received", "2026-11-02")
    assert "swppp-audit: warning: the plan names Town of Somers (somers-ch93)" in wrong.stderr
    assert '"the plan names Town of Somers' in wrong.stdout  # and in the JSON's notices
    right = cli("check", plan, "--checklist", "somers-ch93", "--format", "json", "--ocr", "never",
                "--received", "2026-11-02")
    assert "warning" not in right.stderr


def test_the_audit_in_children_is_the_audit_in_this_process(samples):
    """`check` reads in one child while this process loads spaCy, then matches in one child while
    another assesses applicability: the same audit, to the byte, as one pass in this process."""
    from datetime import date

    from swppp_audit.output.report import to_json
    from swppp_audit.running.pipeline import audit_isolated

    folder, _ = samples
    settings = dict(review=Review(), ocr="never", today=date(2026, 11, 30), received=date(2026, 11, 2))
    for pdf in sorted(folder.glob("*.pdf")):
        assert to_json(audit_isolated(pdf, 120, 2048, **settings)) == to_json(audit(pdf, **settings)), pdf.name


def test_warm_judges_a_few_lines_so_that_children_forked_after_it_find_the_patterns_compiled():
    """`warm` runs where audits fork from. With a checklist it also judges a few lines, so the
    fact patterns are compiled there once, not again in every child (~0.02 s each); with none
    (the checklist not known yet) there is nothing to judge with, and nothing is compiled."""
    from swppp_audit.judging import facts
    from swppp_audit.running.pipeline import warm

    facts.concept.cache_clear()
    warm(())
    assert facts.concept.cache_info().currsize == 0
    warm("somers-ch93")
    assert facts.concept.cache_info().currsize > 0


def test_where_nothing_can_fork_the_audit_runs_here_after_one_warning(samples, monkeypatch, capsys):
    """Windows: no fork, so no limits; the audit is the same, and the user is told once."""
    from swppp_audit.output.report import to_json
    from swppp_audit.running import isolate
    from swppp_audit.running.pipeline import audit_isolated

    monkeypatch.setattr(isolate, "can_fork", lambda: False)
    monkeypatch.setattr(isolate, "_warned", set())
    pdf = samples[0] / "somers-small.pdf"
    assert to_json(audit_isolated(pdf, 120, 2048, review=Review(), ocr="never")) == \
        to_json(audit(pdf, review=Review(), ocr="never"))
    assert capsys.readouterr().err.count("cannot fork") == 1


@pytest.mark.parametrize("isolated", [False, True])
def test_what_the_file_alone_refutes_is_refused_before_a_page_is_read(tmp_path, monkeypatch, isolated):
    """An unknown checklist, a review file for another version of the PDF and a last round that is
    this very PDF are refused before reading (OCR of a long scan takes minutes); a review file for
    this version lets the reading go on."""
    from swppp_audit.files import sha256_of
    from swppp_audit.judging.checklist import ChecklistError
    from swppp_audit.judging.rounds import Round, RoundError
    from swppp_audit.review import ReviewFileError
    from swppp_audit.running import pipeline

    pdf = make_pdf(tmp_path / "plan.pdf", [["Town of Somers", "The project will disturb 2 acres."]])
    read_pages = []

    def lay_out(*args):
        read_pages.append(args[0])
        raise pipeline.ExtractError("reading")

    monkeypatch.setattr(pipeline, "lay_out", lay_out)
    run = (lambda **kw: pipeline.audit_isolated(pdf, 60, 0, **kw)) if isolated else (lambda **kw: audit(pdf, **kw))
    with pytest.raises(ChecklistError, match="no such file"):
        run(checklist="/no/such.yaml")
    stale = Review(path=tmp_path / "plan.review.yaml", sha256="0" * 64)
    with pytest.raises(ReviewFileError, match="--revision"):
        run(review=stale)
    itself = Round(1, "plan.pdf", sha256_of(pdf), None, None, "incomplete", {}, {})
    with pytest.raises(RoundError, match="this same PDF"):
        run(history=(itself,))
    assert read_pages == []
    with pytest.raises(pipeline.ExtractError):
        run(review=Review(path=tmp_path / "plan.review.yaml", sha256=sha256_of(pdf)))
    assert read_pages or isolated  # in a child, the reading is not seen here
