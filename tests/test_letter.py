"""Letters as a reviewer sends them: settle what the tool could not decide in the review file,
then write the notice in DOCX, HTML and Markdown, and check what the applicant will read.

The CLI runs in-process (click's CliRunner) after the matchers are warmed once, so each
command costs one forked audit (~1.5 s) rather than a fresh interpreter loading spaCy.
"""
from __future__ import annotations

import re

import json
from pathlib import Path

import docx
import html5lib
import pytest
from conftest import Ran
from markdown_it import MarkdownIt

from pdfs import make_pdf
from swppp_audit.judging.checklist import load as load_checklist

RECEIVED = "2026-11-02"
RECEIVED_LONG = "November 2, 2026"
DUE_LONG = "December 3, 2026"  # received + 31 days (Somers § 93-13A; Asharoken applies the same)
INCOMPLETE = {"somers": "somers-incomplete.pdf", "asharoken": "asharoken-incomplete.pdf"}
COMPLETE = {"somers": "somers-complete.pdf", "asharoken": "asharoken-complete.pdf"}
PAYLOAD = "<script>alert(1)</script> {{ 7*7 }}"


# ----------------------------------------------------------------------------- helpers

@pytest.fixture(scope="module")
def sample_dir(samples) -> Path:
    """The generated sample plans (conftest's session fixture gives the folder and the labels)."""
    return samples[0]


def labels(sample_dir: Path, name: str) -> dict:
    return next(s for s in json.loads((sample_dir / "labels.json").read_text())["samples"] if s["file"] == name)["items"]


def one_line_error(ran: Ran) -> str:
    assert ran.code == 2, (ran.code, ran.stdout, ran.stderr)
    lines = ran.stderr.strip().splitlines()
    assert len(lines) == 1 and lines[0].startswith("swppp-audit: error:"), ran.stderr
    assert "Traceback" not in ran.stderr
    return lines[0]


def audit_json(cli, pdf: Path) -> dict:
    ran = cli("check", pdf, "--format", "json", "--received", RECEIVED, "--ocr", "never")
    assert ran.code in (0, 1), ran.stderr
    return json.loads(ran.stdout)


def write_review(pdf: Path, settle: dict[str, tuple[str, str]], reviewer=("Jane Doe", "Town Engineer")) -> Path:
    """The review file a reviewer would write: each settled item with its status and reason."""
    lines = [f"reviewer: {{name: {reviewer[0]}, title: {reviewer[1]}}}", "items:"]
    lines += [f"  {json.dumps(item)}: {{status: {status}, reason: {json.dumps(reason)}}}"
              for item, (status, reason) in settle.items()]
    path = pdf.with_name(pdf.stem + ".review.yaml")
    path.write_text("\n".join(lines) + "\n", encoding="utf-8")
    return path


def settle_needs_review(cli, pdf: Path, truth: dict[str, str], before: dict) -> dict:
    """Settle every needs_review item of `before` (to the true status); the audit after settling."""
    settle = {i["id"]: (truth.get(i["id"], "missing"), f"checked by hand: {truth.get(i['id'], 'missing')} on review")
              for i in before["items"] if i["status"] == "needs_review"}
    write_review(pdf, settle)
    after = audit_json(cli, pdf)
    assert not [i["id"] for i in after["items"] if i["status"] == "needs_review"], "review file did not settle them"
    return after


def docx_paragraphs(path: Path) -> list:
    document = docx.Document(str(path))
    paragraphs = list(document.paragraphs)
    for table in document.tables:
        for row in table.rows:
            for cell in row.cells:
                paragraphs += cell.paragraphs
    return paragraphs


def docx_text(path: Path) -> str:
    return "\n".join(p.text for p in docx_paragraphs(path))


def parse_html_strictly(text: str):
    """html5lib in strict mode raises on any parse error; the tree comes back without namespaces."""
    parser = html5lib.HTMLParser(strict=True, namespaceHTMLElements=False)
    tree = parser.parse(text)
    assert not parser.errors
    return tree


def text_of(element) -> str:
    return "".join(element.itertext())


def markdown_to_tree(text: str):
    """Render Markdown as a CommonMark viewer would (raw HTML allowed, as GitHub and most viewers do)."""
    return html5lib.parse(MarkdownIt("commonmark").render(text), namespaceHTMLElements=False)


def finding_words(reason: str) -> str:
    """The finding as the letter words it: the reviewer's prefix dropped (the letter marks it
    no tag: the reviewer signs the letter); compared without the case of the first letter."""
    return reason.removeprefix("reviewer: ")[1:]


def long_date(iso: str) -> str:
    from datetime import date

    day = date.fromisoformat(iso)
    return f"{day:%B} {day.day}, {day.year}"


# ----------------------------------------------------------------------------- incomplete notices

@pytest.fixture(scope="module", params=sorted(INCOMPLETE))
def incomplete(request, sample_dir, cli, tmp_path_factory):
    """One town's incomplete sample, settled and lettered in all three formats."""
    town = request.param
    folder = tmp_path_factory.mktemp(f"letter-{town}")
    pdf = folder / INCOMPLETE[town]
    pdf.write_bytes((sample_dir / INCOMPLETE[town]).read_bytes())
    truth = labels(sample_dir, INCOMPLETE[town])
    tool = audit_json(cli, pdf)
    open_items = [i["id"] for i in tool["items"] if i["status"] == "needs_review"]
    refused = cli("letter", pdf, "--format", "md", "--received", RECEIVED, "--ocr", "never") if open_items else None
    written_while_refused = pdf.with_name(f"{pdf.stem}.letter.md").exists()
    report = settle_needs_review(cli, pdf, truth, tool)
    letters, runs = {}, {}
    for fmt in ("docx", "html", "md"):
        out = folder / f"notice.{fmt}" if fmt == "docx" else pdf.with_name(f"{pdf.stem}.letter.{fmt}")
        args = ["letter", pdf, "--format", fmt, "--received", RECEIVED, "--reviewer", "Jane Doe",
                "--title", "Town Engineer", "--ocr", "never"] + (["-o", out] if fmt == "docx" else [])
        runs[fmt] = cli(*args)
        letters[fmt] = out
    return {"town": town, "pdf": pdf, "report": report, "letters": letters, "runs": runs,
            "open_items": open_items, "refused": refused, "written_while_refused": written_while_refused, "checklist": load_checklist(report["checklist"]["id"])}


def missing_items(case) -> list[dict]:
    return [i for i in case["report"]["items"] if i["status"] == "missing"]


def test_letters_are_written_in_every_format(incomplete):
    report = incomplete["report"]
    assert report["decision"] == "incomplete" and missing_items(incomplete)
    for fmt, ran in incomplete["runs"].items():
        assert ran.code == 1, (fmt, ran.stderr)  # an incomplete application exits 1, like `check`
        assert incomplete["letters"][fmt].is_file(), fmt
        assert "notice of incomplete application" in ran.stderr
    assert incomplete["letters"]["html"].name == f"{incomplete['pdf'].stem}.letter.html"  # default path beside the PDF


def test_letter_refused_while_items_need_review(incomplete):
    """Before the review file settled them, the letter was refused naming every open item."""
    if not incomplete["open_items"]:  # nothing to settle: the letter goes out at the first request
        assert incomplete["runs"]["md"].code == 1 and incomplete["letters"]["md"].is_file()
        return
    line = one_line_error(incomplete["refused"])
    for item in incomplete["open_items"]:
        assert item in line
    assert not incomplete["written_while_refused"], "a refused letter must not be written"


def test_docx_lists_every_deficiency_with_citation_law_and_finding(incomplete):
    path, checklist = incomplete["letters"]["docx"], incomplete["checklist"]
    paragraphs = docx_paragraphs(path)
    text = docx_text(path)
    missing = missing_items(incomplete)
    by_citation = {item.citation: item for item in checklist.items}
    group_headings = set(checklist.groups.values())
    # The deficiencies, as numbered entries under the law's group headings.
    listed, heading = {}, None
    for n, p in enumerate(paragraphs):
        if p.text in group_headings:
            heading = p.text
        elif re.sub(r"^\d+\.\s+", "", p.text).startswith("§") and " — " in p.text:
            citation = re.sub(r"^\d+\.\s+", "", p.text).split(" — ")[0]
            assert citation not in listed, f"{citation} listed twice"
            listed[citation] = (heading, "\n".join(q.text for q in paragraphs[n + 1:n + 3]))
    assert set(listed) == {i["citation"] for i in missing}, "the letter must list exactly the missing items"
    for entry in missing:
        item = by_citation[entry["citation"]]
        group_heading, body = listed[entry["citation"]]
        assert group_heading == checklist.groups[item.group], f"{item.id} under {group_heading!r}"
        assert item.law in body, f"{item.id}: the law's words"
        assert finding_words(entry["reason"]) in body, f"{item.id}: the review finding"
        assert "(reviewer)" not in body  # the reviewer's own findings carry no tag in a letter they sign
    assert RECEIVED_LONG in text and DUE_LONG in text
    assert long_date(incomplete["report"]["decision_due"]) in text
    assert "Jane Doe" in text and "Town Engineer" in text
    assert "needs_review" not in text and "needs review" not in text.lower()


def test_html_letter_is_valid_and_lists_the_same_deficiencies(incomplete):
    raw = incomplete["letters"]["html"].read_text(encoding="utf-8")
    tree = parse_html_strictly(raw)
    assert tree.find(".//head/title") is not None and tree.find(".//body") is not None
    cited = [text_of(span) for span in tree.iter("span") if span.get("class") == "citation"]
    assert sorted(cited) == sorted(i["citation"] for i in missing_items(incomplete))
    body = text_of(tree.find(".//body"))
    assert RECEIVED_LONG in body and DUE_LONG in body
    for entry in missing_items(incomplete):
        assert finding_words(entry["reason"]) in body


def test_markdown_letter_lists_the_same_deficiencies(incomplete):
    tree = markdown_to_tree(incomplete["letters"]["md"].read_text(encoding="utf-8"))
    strong = [text_of(s) for s in tree.iter("strong")]
    for entry in missing_items(incomplete):
        assert entry["citation"] in strong, entry["citation"]
        assert finding_words(entry["reason"]) in text_of(tree.find(".//body"))
    body = text_of(tree.find(".//body"))
    assert RECEIVED_LONG in body and DUE_LONG in body


def test_markdown_letter_closing_is_not_swallowed_by_the_last_deficiency(incomplete):
    """In a Markdown viewer the closing paragraphs and the signature must stand after the list,
    as in the HTML letter, not run on inside the last numbered deficiency."""
    html_tree = parse_html_strictly(incomplete["letters"]["html"].read_text(encoding="utf-8"))
    md_tree = markdown_to_tree(incomplete["letters"]["md"].read_text(encoding="utf-8"))
    items = [text_of(li) for li in md_tree.iter("li")]
    assert len(items) == len(missing_items(incomplete))
    main_element = html_tree.find(".//main")
    after_lists = []
    seen_list = False
    for child in main_element:
        if child.tag == "ol":
            seen_list = True
        elif seen_list and child.tag == "p":
            after_lists.append(" ".join(text_of(child).split()))
    assert after_lists, "the HTML letter has closing paragraphs"
    for paragraph in after_lists:
        words = paragraph[:40]
        assert not any(words in " ".join(li.split()) for li in items), \
            f"closing paragraph {words!r}… renders inside a numbered deficiency in the Markdown letter"


def test_existing_letter_is_not_overwritten_without_force(incomplete, cli):
    target = incomplete["letters"]["docx"]
    before = target.read_bytes()
    line = one_line_error(cli("letter", incomplete["pdf"], "--format", "docx", "-o", target,
                              "--received", RECEIVED, "--ocr", "never"))
    assert str(target) in line and "--force" in line
    assert target.read_bytes() == before
    default = incomplete["letters"]["md"]
    before_md = default.read_text(encoding="utf-8")
    one_line_error(cli("letter", incomplete["pdf"], "--format", "md", "--received", RECEIVED, "--ocr", "never"))
    assert default.read_text(encoding="utf-8") == before_md
    ran = cli("letter", incomplete["pdf"], "--format", "md", "--received", "2026-11-03", "--force", "--ocr", "never")
    assert ran.code == 1, ran.stderr
    rewritten = default.read_text(encoding="utf-8")
    assert rewritten != before_md and "November 3, 2026" in rewritten


# ----------------------------------------------------------------------------- refusal

@pytest.fixture(scope="module")
def acreage_unknown(tmp_path_factory) -> Path:
    """A Somers plan that never states the disturbed area: the postconstruction items depend on
    it, so the tool must leave them to the reviewer."""
    return make_pdf(tmp_path_factory.mktemp("unknown") / "plan.pdf", [
        ["Town of Somers", "Stormwater Pollution Prevention Plan under Town of Somers Code Chapter 93",
         "Prepared for: Acme Realty LLC"],
        ["# 1.0 Project Description", "A new commercial building with parking."],
    ])


def test_refusal_lists_every_open_item_until_all_are_settled(cli, acreage_unknown):
    report = audit_json(cli, acreage_unknown)
    open_items = [i["id"] for i in report["items"] if i["status"] == "needs_review"]
    assert open_items, "a plan with no disturbed area must leave the postconstruction items to the reviewer"
    target = acreage_unknown.with_name("plan.letter.docx")
    line = one_line_error(cli("letter", acreage_unknown, "--format", "docx", "--received", RECEIVED, "--ocr", "never"))
    assert all(item in line for item in open_items), line
    assert not target.exists()
    # Settling all but one still refuses, naming only the one left.
    write_review(acreage_unknown, {item: ("not_applicable", "under one acre per the site plan") for item in open_items[1:]})
    line = one_line_error(cli("letter", acreage_unknown, "--format", "docx", "--received", RECEIVED, "--ocr", "never"))
    assert open_items[0] in line and not any(item in line for item in open_items[1:])
    assert not target.exists()
    write_review(acreage_unknown, {item: ("not_applicable", "under one acre per the site plan") for item in open_items})
    ran = cli("letter", acreage_unknown, "--format", "docx", "--received", RECEIVED, "--ocr", "never")
    assert ran.code in (0, 1), ran.stderr
    assert target.is_file()


# ----------------------------------------------------------------------------- complete notices

@pytest.mark.parametrize("town", sorted(COMPLETE))
def test_complete_sample_gets_a_notice_of_complete_application(town, sample_dir, cli, tmp_path):
    pdf = tmp_path / COMPLETE[town]
    pdf.write_bytes((sample_dir / COMPLETE[town]).read_bytes())
    truth = labels(sample_dir, COMPLETE[town])
    tool = audit_json(cli, pdf)
    # The reviewer settles what the tool left open, and corrects what it got wrong (reported by
    # the tool's own agreement tests; here it only has to be settled to test the letter).
    settle = {i["id"]: (truth[i["id"]], "checked on the plan by the reviewer")
              for i in tool["items"] if i["status"] == "needs_review" or i["status"] != truth[i["id"]]}
    write_review(pdf, settle)
    out = tmp_path / "notice.docx"
    ran = cli("letter", pdf, "--format", "docx", "-o", out, "--received", RECEIVED, "--ocr", "never")
    assert ran.code == 0, ran.stderr
    assert "notice of complete application" in ran.stderr
    text = docx_text(out)
    assert "Notice of Complete Application" in text and "COMPLETE" in text and "INCOMPLETE" not in text
    assert not [p.text for p in docx_paragraphs(out) if p.text.startswith("§")], "no deficiencies listed"
    assert RECEIVED_LONG in text and DUE_LONG in text


# ----------------------------------------------------------------------------- hostile text

@pytest.fixture(scope="module")
def hostile(tmp_path_factory, cli):
    folder = tmp_path_factory.mktemp("hostile")
    pdf = make_pdf(folder / "plan.pdf", [
        ["Town of Somers", "Stormwater Pollution Prevention Plan under Town of Somers Code Chapter 93",
         f"Prepared for: {PAYLOAD}", "12 Main Street, Somers, NY 10589",
         f"Project: {PAYLOAD}", f"Location: {PAYLOAD}"],
        ["# 1.0 Project Description", "The project disturbs 2.0 acres of a 5 acre site for a commercial building.",
         f"# 3.0 Inspection Schedule {PAYLOAD}", "TBD"],
    ])
    report = audit_json(cli, pdf)
    write_review(pdf, {i["id"]: ("missing", "not in the plan") for i in report["items"] if i["status"] == "needs_review"})
    out = {}
    for fmt in ("docx", "html", "md"):
        ran = cli("letter", pdf, "--format", fmt, "--received", RECEIVED, "--ocr", "never")
        assert ran.code == 1, (fmt, ran.stderr)
        out[fmt] = pdf.with_name(f"plan.letter.{fmt}")
    return out


def test_hostile_text_is_literal_in_html(hostile):
    raw = hostile["html"].read_text(encoding="utf-8")
    assert "<script" not in raw.lower()
    assert "&lt;script&gt;alert(1)&lt;/script&gt;" in raw
    assert "{{ 7*7 }}" in raw and "</script&gt; 49" not in raw
    tree = parse_html_strictly(raw)
    assert not list(tree.iter("script"))
    body = text_of(tree.find(".//body"))
    assert f"Dear {PAYLOAD}" in body  # the applicant's name as written, shown literally
    assert "{{ 7*7 }}" in text_of(tree.find(".//title"))


def test_hostile_text_is_literal_in_docx(hostile):
    text = docx_text(hostile["docx"])
    assert f"Dear {PAYLOAD}" in text
    assert "alert(1)</script> 49" not in text


def test_hostile_text_is_escaped_in_markdown(hostile):
    raw = hostile["md"].read_text(encoding="utf-8")
    assert not re.search(r"(?<!\\)<", raw)  # no raw HTML: every < is escaped in the source
    assert "\\<script>alert(1)\\</script> {{ 7\\*7 }}" in raw  # and only what would render differently
    assert "49" not in raw.split("Dear", 1)[1].split("\n", 1)[0]
    tree = markdown_to_tree(raw)
    assert not list(tree.iter("script"))


def test_hostile_text_reads_literally_in_a_markdown_viewer(hostile):
    """Escaped is not enough: the viewer must show the applicant's name exactly as written."""
    tree = markdown_to_tree(hostile["md"].read_text(encoding="utf-8"))
    assert f"Dear {PAYLOAD}" in text_of(tree.find(".//body"))


# ----------------------------------------------------------------------------- issue 14: letters and files

@pytest.fixture(scope="module")
def settled(sample_dir, cli, tmp_path_factory):
    """The Somers incomplete sample with every open item settled (missing) and a receipt date."""
    folder = tmp_path_factory.mktemp("settled")
    pdf = folder / "plan.pdf"
    pdf.write_bytes((sample_dir / INCOMPLETE["somers"]).read_bytes())
    report = audit_json(cli, pdf)
    write_review(pdf, {i["id"]: ("missing", "not in the plan") for i in report["items"] if i["status"] == "needs_review"})
    return pdf


@pytest.mark.parametrize("name, kind", [("notice.html", "html"), ("notice.md", "md"), ("notice.HTM", "html"),
                                        ("notice.docx", "docx")])
def test_the_output_name_picks_the_format(settled, cli, name, kind):
    target = settled.with_name(name)
    ran = cli("letter", settled, "-o", target, "--received", RECEIVED, "--ocr", "never", "--force")
    assert ran.code == 1, ran.stderr
    data = target.read_bytes()
    if kind == "docx":
        assert data[:2] == b"PK"
    elif kind == "html":
        assert data.startswith(b"<!DOCTYPE html>")
    else:
        assert data.startswith("**TOWN OF SOMERS**".encode())


def test_a_format_that_contradicts_the_output_name_is_refused(settled, cli):
    target = settled.with_name("notice.html")
    target.unlink(missing_ok=True)
    line = one_line_error(cli("letter", settled, "-o", target, "--format", "md", "--received", RECEIVED))
    assert line == "swppp-audit: error: --format md contradicts the name notice.html (a html file); give one of them"
    line = one_line_error(cli("letter", settled, "-o", settled.with_name("notice.txt"), "--received", RECEIVED))
    assert line == ("swppp-audit: error: cannot tell the letter's format from notice.txt; name it .docx, .html or .md, "
                    "or give --format")
    assert not target.exists() and not settled.with_name("notice.txt").exists()
    # agreeing, or an unknown extension with --format, is fine
    assert cli("letter", settled, "-o", target, "--format", "html", "--received", RECEIVED, "--ocr", "never").code == 1
    assert cli("letter", settled, "-o", settled.with_name("notice.txt"), "--format", "md", "--received", RECEIVED,
               "--ocr", "never").code == 1


def test_letter_without_a_received_date_is_refused_and_the_review_files_date_is_used(settled, cli):
    target = settled.with_name("undated.md")
    line = one_line_error(cli("letter", settled, "-o", target, "--ocr", "never"))
    assert line == ("swppp-audit: error: no received date: the letter states when the application was received; "
                    "give --received YYYY-MM-DD or set received: in the review file")
    assert not target.exists()
    review = settled.with_name("plan.review.yaml")
    original = review.read_text(encoding="utf-8")
    review.write_text("received: 2026-10-01\n" + original, encoding="utf-8")
    try:
        assert cli("letter", settled, "-o", target, "--ocr", "never").code == 1
        assert "On October 1, 2026 the Planning and Engineering Department received" in target.read_text(encoding="utf-8")
    finally:
        review.write_text(original, encoding="utf-8")


def test_on_a_terminal_the_letter_asks_for_the_received_date(monkeypatch):
    from datetime import date, datetime

    import click

    from swppp_audit import cli as cli_module
    from swppp_audit.review import Review

    monkeypatch.setattr(cli_module.sys.stdin, "isatty", lambda: True, raising=False)
    monkeypatch.setattr(cli_module.sys.stderr, "isatty", lambda: True, raising=False)
    asked = []
    monkeypatch.setattr(click, "prompt", lambda text, **kw: asked.append(text) or datetime(2026, 11, 2))
    assert cli_module.received_for_letter(None, Review()) == date(2026, 11, 2)
    assert asked == ["Date the application was received (YYYY-MM-DD)"]
    assert cli_module.received_for_letter(None, Review(received=date(2026, 10, 1))) == date(2026, 10, 1)
    assert len(asked) == 1  # the review file's date is not asked again


@pytest.mark.parametrize("command", ["check", "letter"])
def test_a_received_date_in_the_future_is_refused(settled, cli, command):
    from datetime import date, timedelta

    tomorrow = (date.today() + timedelta(days=1)).isoformat()
    line = one_line_error(cli(command, settled, "--received", tomorrow, "--ocr", "never"))
    assert line == (f"swppp-audit: error: the received date {tomorrow} is in the future (today is "
                    f"{date.today().isoformat()}); give the date the application was received")


@pytest.mark.parametrize("umask", [0o022, 0o027])
def test_letters_are_created_with_the_users_umask(settled, cli, umask):
    import os

    old = os.umask(umask)
    try:
        for fmt in ("docx", "md"):
            target = settled.with_name(f"umask-{umask:o}.{fmt}")
            assert cli("letter", settled, "-o", target, "--received", RECEIVED, "--ocr", "never").code == 1
            assert target.stat().st_mode & 0o777 == 0o666 & ~umask, oct(target.stat().st_mode)
    finally:
        os.umask(old)


def test_markdown_letter_reads_as_plain_text_and_ends_with_a_newline(settled, cli):
    target = settled.with_name("plain.md")
    assert cli("letter", settled, "-o", target, "--received", RECEIVED, "--ocr", "never", "--force").code == 1
    raw = target.read_text(encoding="utf-8")
    assert raw.endswith("\n") and not raw.endswith("\n\n")
    for noise in ("\\-", "\\(", "\\)", "\\.", "\\!", "\\#"):
        assert noise not in raw, noise
    assert "§ 93-13A" in raw and "(SPPP)" in raw and "December 3, 2026." in raw
    # ...and a viewer shows the same words
    body = text_of(markdown_to_tree(raw).find(".//body"))
    assert "Under § 93-13A, a determination of whether the application is complete is due within 31 days" in body


def test_letter_wording_counts_items_and_says_only_what_the_law_says(settled, cli, sample_dir, tmp_path):
    target = settled.with_name("wording.md")
    ran = cli("letter", settled, "-o", target, "--received", RECEIVED, "--ocr", "never", "--force")
    text = target.read_text(encoding="utf-8")
    count = len(re.findall(r"^\d+\. \*\*§", text, re.M))
    assert count > 1
    assert f"The following {count} items required by the code were not found in the submission:" in text
    assert f", {count} deficiencies\n" in ran.stderr
    assert "item(s)" not in text and "(s)" not in ran.stderr  # the law's own words may say "soil(s)"
    assert "new completeness determination period" not in text and "(reviewer)" not in text
    # Somers § 93-9: not complete until SEQRA is complied with, from the checklist, in the law's words
    assert ("Under § 93-9, an application shall not be deemed complete until and unless the applicant has complied "
            "fully with the procedures of the State Environmental Quality Review Act (SEQRA).") in text
    # Asharoken's chapter has no such section: its letters carry no such note
    pdf = tmp_path / "ash.pdf"
    pdf.write_bytes((sample_dir / INCOMPLETE["asharoken"]).read_bytes())
    report = audit_json(cli, pdf)
    write_review(pdf, {i["id"]: ("missing", "not in the plan") for i in report["items"] if i["status"] == "needs_review"})
    assert cli("letter", pdf, "--format", "md", "--received", RECEIVED, "--ocr", "never").code == 1
    assert "SEQRA" not in pdf.with_name("ash.letter.md").read_text(encoding="utf-8")


def test_one_deficiency_is_worded_in_the_singular():
    from swppp_audit.wording import counted

    assert [counted(n, "item") for n in (0, 1, 5)] == ["0 items", "1 item", "5 items"]
    assert counted(1, "deficiency") == "1 deficiency" and counted(2, "deficiency") == "2 deficiencies"


def test_docx_letter_has_page_numbers_and_a_continuation_header(settled, cli):
    target = settled.with_name("paged.docx")
    assert cli("letter", settled, "-o", target, "--received", RECEIVED, "--ocr", "never", "--force").code == 1
    section = docx.Document(str(target)).sections[0]
    assert section.different_first_page_header_footer
    first_header = "".join(p.text for p in section.first_page_header.paragraphs)
    assert first_header == ""  # the letterhead is on page 1
    for footer in (section.first_page_footer, section.footer):
        xml = footer._element.xml
        assert "Page " in xml and " PAGE " in xml and " NUMPAGES " in xml
    # the page number is said once, in the footer; the header says what the page continues, and
    # both take the small type from their paragraph style (a field's number is drawn in it)
    header = section.header._element.xml
    assert " PAGE " not in header and " NUMPAGES " not in header
    text = "".join(p.text for p in section.header.paragraphs)
    assert text.startswith("Re: Notice of Incomplete Application — Stormwater Pollution Prevention Plan")
    for paragraph in (section.header.paragraphs[0], section.footer.paragraphs[0]):
        assert paragraph.style.font.size == docx.shared.Pt(9)
    body = docx.Document(str(target)).paragraphs
    sincerely = next(i for i, p in enumerate(body) if p.text.startswith("Sincerely,"))
    # "Sincerely," never alone on a page: the paragraph before it goes over with it, and the cc line stays
    assert body[sincerely - 1].paragraph_format.keep_with_next and body[sincerely].paragraph_format.keep_with_next
    headings = [p for p in body if p.runs and p.runs[0].bold and p.text in
                {"Contents of the stormwater pollution prevention plan (§ 93-6A(1))",
                 "Postconstruction stormwater runoff controls (§ 93-6A(2) and (3))"}]
    assert headings and all(p.paragraph_format.keep_with_next for p in headings)


def test_a_project_under_the_threshold_gets_a_notice_that_no_plan_is_required(sample_dir, cli, tmp_path):
    pdf = tmp_path / "small.pdf"
    pdf.write_bytes((sample_dir / "somers-small.pdf").read_bytes())
    report = audit_json(cli, pdf)
    assert report["decision"] == "not_required"
    ran = cli("letter", pdf, "--format", "md", "--received", RECEIVED, "--ocr", "never")
    assert ran.code == 0 and ran.stderr.endswith("notice that no plan is required\n"), ran.stderr
    text = " ".join(text_of(markdown_to_tree(pdf.with_name("small.letter.md").read_text(encoding="utf-8"))
                            .find(".//body")).split())
    area = report["facts"]["disturbed_acres"]
    sqft = f"{area['value'] * 43560:,.0f} square feet"
    assert "Notice That No Stormwater Plan Is Required" in text
    assert f"The disturbed area of the project is {sqft}" in text
    assert f"(page {area['evidence'][0]['page']})" in text
    assert ("Under § 93-5A(4), a disturbance under 5,000 square feet is exempt: no SPPP or "
            "permit is required.") in text
    assert "No stormwater pollution prevention plan is therefore required" in text
    assert "Under § 93-5C, at the discretion of the approving authority" in text and "administrative permit" in text
    assert "INCOMPLETE" not in text and "COMPLETE" not in text
    assert "Review finding" not in text  # nothing is required of the plan, so no deficiency is listed


# ----------------------------------------------------------------------------- issue 26: a letter that cannot go out wrong

def _with_received(settled: Path, day: str):
    """The settled plan's review file with `received: DAY` (restored by the caller)."""
    review = settled.with_name("plan.review.yaml")
    original = review.read_text(encoding="utf-8")
    review.write_text(f"received: {day}\n" + original, encoding="utf-8")
    return review, original


def test_a_received_date_that_differs_from_the_review_files_is_refused_unless_forced(settled, cli):
    target = settled.with_name("dates.md")
    review, original = _with_received(settled, "2026-11-02")
    try:
        line = one_line_error(cli("letter", settled, "-o", target, "--received", "2026-10-15", "--ocr", "never"))
        assert "--received 2026-10-15 differs from the review file's received: 2026-11-02" in line
        assert not target.exists()
        # the same date twice is one date; --force says the command line's wins
        assert cli("letter", settled, "-o", target, "--received", "2026-11-02", "--ocr", "never").code == 1
        assert cli("letter", settled, "-o", target, "--received", "2026-10-15", "--ocr", "never", "--force").code == 1
        assert "On October 15, 2026 the Planning and Engineering Department received" in target.read_text(encoding="utf-8")
    finally:
        review.write_text(original, encoding="utf-8")


def test_a_late_determination_is_said_in_the_letter_and_on_stderr(settled, cli):
    from datetime import date, timedelta

    late, timely = settled.with_name("late.md"), settled.with_name("timely.md")
    received = date.today() - timedelta(days=60)
    ran = cli("letter", settled, "-o", late, "--received", received.isoformat(), "--ocr", "never")
    assert ran.code == 1
    due = received + timedelta(days=31)
    said = "This determination is made after the 31-day period of § 93-13A, which ended on"
    assert said in late.read_text(encoding="utf-8") and said in ran.stderr
    # within the period, nothing of the kind
    ran = cli("letter", settled, "-o", timely, "--received", date.today().isoformat(), "--ocr", "never")
    assert ran.code == 1 and "made after the" not in timely.read_text(encoding="utf-8") + ran.stderr
    assert due < date.today()


def test_a_letter_under_another_towns_law_is_refused_unless_told(settled, cli, tmp_path):
    # a copy whose review file also settles what the other town's items leave open
    plan = tmp_path / "plan.pdf"
    plan.write_bytes(settled.read_bytes())
    other = cli("check", plan, "--checklist", "asharoken-ch44", "--format", "json", "--ocr", "never")
    open_items = [i["id"] for report in (audit_json(cli, plan), json.loads(other.stdout))
                  for i in report["items"] if i["status"] == "needs_review"]
    write_review(plan, {item: ("missing", "not in the plan") for item in open_items})
    target = plan.with_name("other-town.md")
    line = one_line_error(cli("letter", plan, "-o", target, "--checklist", "asharoken-ch44", "--received", RECEIVED,
                              "--ocr", "never"))
    assert "the plan names Town of Somers (somers-ch93), not asharoken-ch44" in line and "--other-town" in line
    assert not target.exists()
    told = cli("letter", plan, "-o", target, "--checklist", "asharoken-ch44", "--received", RECEIVED,
               "--ocr", "never", "--other-town")
    assert told.code in (0, 1) and "Village of Asharoken" in target.read_text(encoding="utf-8")
    # the plan's own town needs no word
    own = cli("letter", settled, "-o", settled.with_name("own-town.md"), "--received", RECEIVED, "--ocr", "never")
    assert own.code == 1


def test_a_fact_left_open_is_named_with_how_to_set_it_and_letter_takes_the_fact_option(cli, acreage_unknown, tmp_path):
    import shutil

    pdf = tmp_path / "plan.pdf"
    shutil.copy(acreage_unknown, pdf)
    target = tmp_path / "notice.md"
    line = one_line_error(cli("letter", pdf, "-o", target, "--received", RECEIVED, "--ocr", "never"))
    assert "the fact disturbed_acres (disturbed area), not known from the plan: set it with --disturbed-acres VALUE" \
        in line and "facts: disturbed_acres: in the review file" in line
    # the reviewer's fact on the command line settles what waited on it: no review file needed
    ran = cli("letter", pdf, "-o", target, "--received", RECEIVED, "--ocr", "never", "--disturbed-acres", "0.5")
    assert ran.code in (0, 1), ran.stderr
    assert target.is_file() and not pdf.with_name("plan.review.yaml").exists()
    # check and letter agree on the same fact
    checked = json.loads(cli("check", pdf, "--format", "json", "--received", RECEIVED, "--ocr", "never",
                             "--disturbed-acres", "0.5").stdout)
    assert checked["facts"]["disturbed_acres"]["value"] == 0.5 and checked["open_facts"] == []
    assert json.loads(cli("check", pdf, "--format", "json", "--ocr", "never").stdout)["open_facts"] == ["disturbed_acres"]


def test_a_placeholder_left_in_the_letter_is_named_on_stderr(cli, acreage_unknown, tmp_path):
    import shutil

    pdf = tmp_path / "plan.pdf"
    shutil.copy(acreage_unknown, pdf)
    target = tmp_path / "notice.md"
    ran = cli("letter", pdf, "-o", target, "--received", RECEIVED, "--ocr", "never", "--disturbed-acres", "0.5")
    assert ran.code in (0, 1)
    assert "to complete by hand" in ran.stderr and "reviewer: name" in ran.stderr and "applicant: location" in ran.stderr
    assert "to be completed by the reviewer" in target.read_text(encoding="utf-8")
    # with the reviewer given, the reviewer's fields are no longer named
    ran = cli("letter", pdf, "-o", target, "--received", RECEIVED, "--ocr", "never", "--disturbed-acres", "0.5",
              "--force", "--reviewer", "Jane Doe", "--title", "Town Engineer")
    assert "reviewer: name" not in ran.stderr and "applicant: location" in ran.stderr


def test_a_period_no_law_sets_is_not_stated_as_a_legal_deadline():
    from datetime import date

    from swppp_audit.model import Clock
    from swppp_audit.output.letter import _received_paragraph, late_sentence

    office = {"office": "Stormwater Management Officer", "plan_name": "stormwater pollution prevention plan (SWPPP)"}
    law = Clock(date(2026, 11, 2), True, 31, "§ 93-13A", "", date(2026, 12, 3), None, date(2026, 12, 10), True)
    practice = Clock(date(2026, 11, 2), True, 31, "the Village's completeness review practice", "", date(2026, 12, 3),
                     None, date(2026, 12, 1), False, statutory=False)
    assert "Under § 93-13A, a determination of whether the application is complete is due within 31 days" \
        in _received_paragraph(office, law)
    said = _received_paragraph(office, practice)
    assert "No period for the determination of whether the application is complete is set by law; under the " \
           "Village's completeness review practice, the Stormwater Management Officer makes it within 31 days of " \
           "receipt, that is by December 3, 2026." in said
    assert "is due" not in said and "Under the Village" not in said
    assert "31-day period of § 93-13A, which ended on December 3, 2026" in late_sentence(law)


def test_a_clock_gives_either_the_law_or_the_offices_practice(tmp_path):
    import yaml

    from swppp_audit.judging.places import ChecklistError

    town = yaml.safe_load((Path(__file__).parents[1] / "swppp_audit" / "data" / "examples" / "towns" / "fernbrook-ch171.yaml").read_text(encoding="utf-8"))
    for clock, refused in (({"citation": "§ 171-12A"}, False), ({"practice": "the Town's practice"}, False),
                           ({"citation": "§ 171-12A", "practice": "the Town's practice"}, True), ({}, True)):
        town["clock"] = {"days": 45, "basis": "the law's words", **clock}
        path = tmp_path / "fernbrook-ch171.yaml"
        path.write_text(yaml.safe_dump(town, allow_unicode=True), encoding="utf-8")
        if refused:
            with pytest.raises(ChecklistError, match="exactly one of 'citation'"):
                load_checklist(str(path))
        else:
            assert load_checklist(str(path)).clock["days"] == 45


def test_the_signature_names_the_office_once_and_a_cc_without_a_contact_names_the_firm():
    import dataclasses
    from datetime import date

    from swppp_audit.output.letter import Letter

    fields = {f.name: "" for f in dataclasses.fields(Letter) if f.default is dataclasses.MISSING}
    letter = Letter(**{**fields, "office": "Stormwater Management Officer", "municipality": "Village of Asharoken",
                       "reviewer_title": "Stormwater Management Officer", "date": date(2026, 12, 3),
                       "applicant": {"consultant": "Birch Civil, P.C.", "consultant_contact": ""}})
    assert letter.signed_for == "Village of Asharoken" and letter.cc == "Birch Civil, P.C."
    other = dataclasses.replace(letter, reviewer_title="Village Engineer",
                                applicant={"consultant": "Birch Civil, P.C.", "consultant_contact": "Ana Ruiz, P.E."})
    assert other.signed_for == "Stormwater Management Officer, Village of Asharoken"
    assert other.cc == "Birch Civil, P.C., attn. Ana Ruiz, P.E."


def test_an_item_left_open_holds_back_a_notice_of_incompleteness_but_not_one_that_no_plan_is_required():
    from types import SimpleNamespace

    from swppp_audit.output.letter import still_open

    audit = SimpleNamespace(findings=(SimpleNamespace(item_id="44-8B(3)(b)", status="needs_review"),), open_facts=(),
                            document=SimpleNamespace(unreadable_pages=()), decision="incomplete", decision_reasons=())
    assert still_open(audit) and "44-8B(3)(b)" in still_open(audit)[0]
    # under the chapter's threshold the content check is kept for the reviewer's eyes only
    assert still_open(SimpleNamespace(**{**vars(audit), "decision": "not_required"})) == []


def test_a_finding_reads_as_a_sentence_of_the_letter():
    from swppp_audit.output.letter import _finding_text

    assert _finding_text("found (page 3) but without schedule (frequency) there") == \
        "Found (page 3) but without schedule (frequency) there."
    assert _finding_text('reviewer: the section says "to be provided."') == 'The section says "to be provided."'
    assert _finding_text("not provided.") == "Not provided."
