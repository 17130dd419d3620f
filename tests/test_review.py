"""The review file as a reviewer uses it: `review` writes a starter listing every item, the
reviewer settles items and corrects facts in it, and every command applies it; a mistake in it
is one line naming the file and the line.

Most commands run in-process (click's CliRunner, matchers warmed once); the malformed-file
errors also run in a process of their own, as a user meets them.
"""
from __future__ import annotations

import json
import os
import re
import subprocess
from pathlib import Path

import docx
import pytest
from conftest import COMMAND, Ran, command
import yaml

from pdfs import make_pdf
from swppp_audit.judging.checklist import load as load_checklist

RECEIVED = "2026-11-02"


def console(*args) -> Ran:
    """`swppp-audit` in a process of its own, as a user runs it."""
    done = command(*args)
    return Ran(done.returncode, done.stdout, done.stderr)


@pytest.fixture(scope="module")
def sample_dir(samples) -> Path:
    """The generated sample plans (conftest's session fixture gives the folder and the labels)."""
    return samples[0]


def copy_sample(sample_dir: Path, name: str, folder: Path) -> Path:
    target = folder / name
    target.write_bytes((sample_dir / name).read_bytes())
    return target


def review_path(pdf: Path) -> Path:
    return pdf.with_name(pdf.stem + ".review.yaml")


def audit_json(cli, pdf: Path, *extra) -> tuple[int, dict]:
    ran = cli("check", pdf, "--format", "json", "--received", RECEIVED, "--ocr", "never", *extra)
    assert ran.code in (0, 1), ran.stderr
    return ran.code, json.loads(ran.stdout)


def one_line_error(ran: Ran) -> str:
    assert ran.code == 2, (ran.code, ran.stdout, ran.stderr)
    lines = ran.stderr.strip().splitlines()
    assert len(lines) == 1 and lines[0].startswith("swppp-audit: error:"), ran.stderr
    return lines[0]


def settle_in_starter(text: str, item_id: str, status: str, reason: str) -> str:
    """Edit the starter file as a reviewer does: fill in status: and reason: under the item."""
    lines = text.splitlines()
    start = next(n for n, line in enumerate(lines) if line.strip().startswith(json.dumps(item_id) + ":"))
    for n in range(start + 1, start + 5):
        if lines[n].strip().startswith("status:"):
            lines[n] = f"    status: {status}"
        elif lines[n].strip().startswith("reason:"):
            lines[n] = f"    reason: {json.dumps(reason)}"
    return "\n".join(lines) + "\n"


# ----------------------------------------------------------------------------- the starter file

@pytest.fixture(scope="module")
def starter(sample_dir, cli, tmp_path_factory):
    pdf = copy_sample(sample_dir, "somers-incomplete.pdf", tmp_path_factory.mktemp("starter"))
    ran = cli("review", pdf, "--ocr", "never")
    assert ran.code == 0, ran.stderr
    return pdf, review_path(pdf)


def test_review_writes_a_starter_listing_every_item(starter):
    pdf, path = starter
    assert path.is_file() and path.parent == pdf.parent
    data = yaml.safe_load(path.read_text(encoding="utf-8"))
    assert set(data) >= {"reviewer", "received", "applicant", "facts", "items"}
    checklist = load_checklist("somers-ch93")
    assert list(data["items"]) == [item.id for item in checklist.items]
    for item_id, entry in data["items"].items():
        assert entry["status"] is None and entry["reason"] is None, item_id  # left to the reviewer
        assert entry["tool_status"] in ("present", "missing", "not_applicable", "needs_review")
        assert entry["tool_reason"]
    assert set(data["facts"]) == {"disturbed_acres", "total_site_acres", "project_type", "single_family",
                                  "common_plan", "impaired_water", "alters_hydrology", "receiving_waters",
                                  "board_application"}  # Somers's approval rule tests it
    assert set(data["applicant"]) == {"owner", "owner_address", "consultant", "consultant_contact",
                                      "consultant_address", "project", "location"}


def test_starter_records_the_pdf_the_checklist_and_the_applicant_from_the_cover(starter, cli):
    pdf, path = starter
    from swppp_audit.files import sha256_of
    from swppp_audit.reading.cover import read_parties
    from swppp_audit.reading.extract import read_pdf

    data = yaml.safe_load(path.read_text(encoding="utf-8"))
    assert data["sha256"] == sha256_of(pdf) and data["checklist"] == "somers-ch93"
    parties = read_parties(read_pdf(pdf, ocr="never"))
    assert parties.get("owner") and parties.get("project")
    assert {k: v for k, v in data["applicant"].items() if v} == parties  # for the reviewer to confirm
    assert path.stat().st_mode & 0o777 == 0o666 & ~_umask()  # colleagues can read it as any file


def _umask() -> int:
    old = os.umask(0)
    os.umask(old)
    return old


def test_check_after_review_with_a_checklist_uses_that_checklist(cli, tmp_path):
    """A plan that does not name its town: `review --checklist` records the choice, and every
    later command without --checklist uses it (and refuses another)."""
    pdf = make_pdf(tmp_path / "plan.pdf", [[
        "# 1.0 Project Description", "A retail building; the limit of disturbance is 2.6 acres.", "# 2.0 Soils", "TBD"]])
    line = one_line_error(cli("check", pdf, "--ocr", "never"))
    assert "cannot tell which jurisdiction" in line
    assert cli("review", pdf, "--checklist", "somers-ch93", "--ocr", "never").code == 0
    code, report = audit_json(cli, pdf)
    assert report["checklist"]["id"] == "somers-ch93" and code == 1
    line = one_line_error(cli("check", pdf, "--checklist", "asharoken-ch44", "--ocr", "never"))
    assert line == ("swppp-audit: error: plan.review.yaml settles items of checklist somers-ch93, not asharoken-ch44; "
                    "audit with that checklist or write a new review file")


def test_a_review_file_applied_to_a_revised_pdf_is_refused(sample_dir, cli, tmp_path):
    pdf = copy_sample(sample_dir, "somers-incomplete.pdf", tmp_path)
    assert cli("review", pdf, "--ocr", "never").code == 0
    path = review_path(pdf)
    path.write_text(path.read_text(encoding="utf-8").replace("received: ", "received: 2026-10-01"), encoding="utf-8")
    old = yaml.safe_load(path.read_text(encoding="utf-8"))["sha256"]
    assert audit_json(cli, pdf)[1]["received"] == RECEIVED  # the same PDF: applied
    pdf.write_bytes((sample_dir / "somers-complete.pdf").read_bytes())  # the revision, saved under the same name
    from swppp_audit.files import sha256_of

    new = sha256_of(pdf)
    expected = (f"plan.review.yaml was written for a different PDF: somers-incomplete.pdf has changed since "
                f"(sha256 {old[:12]} in the review file, {new[:12]} now); if it is the revised plan, run "
                f"`swppp-audit review {pdf.name} --revision` to review it as the next round").replace(
                    "plan.review.yaml", path.name)
    for args in (["check", pdf, "--ocr", "never"],
                    ["letter", pdf, "--format", "md", "--ocr", "never"]):
        assert one_line_error(cli(*args)) == f"swppp-audit: error: {expected}"
    assert not pdf.with_name(f"{pdf.stem}.letter.md").exists()
    out = tmp_path / "out"
    done = subprocess.run(COMMAND + ["batch", str(tmp_path), "-o", str(out), "--ocr", "never"],
                          capture_output=True, text=True, timeout=120)
    assert done.returncode == 2
    assert json.loads((out / "summary.json").read_text(encoding="utf-8"))[0]["error"] == expected
    # set to the new value, it applies again
    path.write_text(path.read_text(encoding="utf-8").replace(old, new), encoding="utf-8")
    assert audit_json(cli, pdf)[0] in (0, 1)


def test_a_received_date_in_the_future_in_the_review_file_is_refused(small_plan, cli):
    from datetime import date, timedelta

    review = review_path(small_plan)
    tomorrow = (date.today() + timedelta(days=1)).isoformat()
    review.write_text(f"reviewer: {{name: Jane Doe}}\nreceived: {tomorrow}\n", encoding="utf-8")
    try:
        assert one_line_error(cli("check", small_plan, "--ocr", "never")) == (
            f"swppp-audit: error: plan.review.yaml, line 2: received: {tomorrow} is in the future; "
            "give the date the application was received")
    finally:
        review.unlink()


def test_untouched_starter_changes_nothing(starter, cli, sample_dir, tmp_path):
    pdf, path = starter
    bare = copy_sample(sample_dir, "somers-incomplete.pdf", tmp_path)
    code_with, with_starter = audit_json(cli, pdf)
    code_without, without = audit_json(cli, bare)
    assert code_with == code_without
    assert [(i["id"], i["status"], i["source"]) for i in with_starter["items"]] == \
        [(i["id"], i["status"], i["source"]) for i in without["items"]]
    assert all(i["source"] == "tool" for i in with_starter["items"])


def test_review_refuses_to_overwrite(starter, cli):
    pdf, path = starter
    path.write_text(path.read_text(encoding="utf-8") + "# my notes\n", encoding="utf-8")
    before = path.read_text(encoding="utf-8")
    line = one_line_error(cli("review", pdf, "--ocr", "never"))
    assert path.name in line and "--force" in line
    assert path.read_text(encoding="utf-8") == before
    ran = cli("review", pdf, "--force", "--ocr", "never")
    assert ran.code == 0, ran.stderr
    assert "# my notes" not in path.read_text(encoding="utf-8")
    # the reviewer's earlier file is kept beside it, never lost, and a second --force keeps both
    from datetime import date

    kept = path.with_name(f"{path.name.removesuffix('.yaml')}.{date.today().isoformat()}.yaml")
    assert kept.read_text(encoding="utf-8") == before and kept.name in ran.stderr
    again = cli("review", pdf, "--force", "--ocr", "never")
    assert again.code == 0 and kept.read_text(encoding="utf-8") == before
    assert kept.with_name(kept.name.removesuffix(".yaml") + ".2.yaml").is_file()


# ----------------------------------------------------------------------------- overrides

def test_reviewer_override_changes_decision_json_and_letter(sample_dir, cli, tmp_path):
    pdf = copy_sample(sample_dir, "somers-incomplete.pdf", tmp_path)
    assert cli("review", pdf, "--ocr", "never").code == 0
    starter_text = review_path(pdf).read_text(encoding="utf-8")
    code, tool = audit_json(cli, pdf)
    assert code == 1 and tool["decision"] == "incomplete"
    open_items = [i for i in tool["items"] if i["status"] in ("missing", "needs_review")]
    present = [i for i in tool["items"] if i["status"] == "present"]
    assert open_items and present

    # 1. The reviewer finds every missing item on the plan sheets: the application is complete.
    text = starter_text
    for item in open_items:
        text = settle_in_starter(text, item["id"], "present", "shown on sheet C-5 of the drawings")
    review_path(pdf).write_text(text, encoding="utf-8")
    code, settled = audit_json(cli, pdf)
    assert code == 0 and settled["decision"] == "complete", settled["decision_reasons"]
    by_id = {i["id"]: i for i in settled["items"]}
    for item in open_items:
        entry = by_id[item["id"]]
        assert entry["status"] == "present" and entry["source"] == "reviewer"
        assert "shown on sheet C-" in entry["reason"]
        assert entry["tool_finding"]["status"] == item["status"]
        assert entry["tool_finding"]["reason"] == item["reason"]
    assert all("tool_finding" not in i and i["source"] == "tool" for i in settled["items"]
               if i["id"] not in {o["id"] for o in open_items})
    ran = cli("letter", pdf, "--format", "docx", "--received", RECEIVED, "--ocr", "never")
    assert ran.code == 0 and "notice of complete application" in ran.stderr, ran.stderr
    letter = pdf.with_name(f"{pdf.stem}.letter.docx")
    assert "Notice of Complete Application" in "\n".join(p.text for p in docx.Document(str(letter)).paragraphs)

    # 2. ...but one item the tool found is not acceptable: incomplete again, and the letter says why.
    overruled = present[0]
    reason = "the schedule shown is for a different site (Lot 7, not Lot 4)"
    review_path(pdf).write_text(settle_in_starter(text, overruled["id"], "missing", reason), encoding="utf-8")
    code, overridden = audit_json(cli, pdf)
    assert code == 1 and overridden["decision"] == "incomplete"
    entry = next(i for i in overridden["items"] if i["id"] == overruled["id"])
    assert entry["status"] == "missing" and entry["source"] == "reviewer" and reason in entry["reason"]
    assert entry["tool_finding"]["status"] == "present" and entry["tool_finding"]["evidence"]
    ran = cli("letter", pdf, "--format", "docx", "--received", RECEIVED, "--force", "--ocr", "never")
    assert ran.code == 1 and "notice of incomplete application, 1 deficiency\n" in ran.stderr, ran.stderr
    paragraphs = [p.text for p in docx.Document(str(letter)).paragraphs]
    listed = [p for p in paragraphs if re.sub(r"^\d+\.\s+", "", p).startswith("§")]
    assert listed == [f"1. {overruled['citation']} — {overruled['title']}"]
    finding = paragraphs[paragraphs.index(listed[0]) + 2]
    # the reviewer signs the letter: their own finding carries no "(reviewer)" tag
    assert finding == f"Review finding: {reason[0].upper()}{reason[1:]}."  # a sentence of the letter


def test_reviewer_facts_show_with_source_reviewer(cli, tmp_path):
    pdf = make_pdf(tmp_path / "plan.pdf", [
        ["Town of Somers", "Stormwater Pollution Prevention Plan under Town of Somers Code Chapter 93",
         "Prepared for: Acme Realty LLC"],
        ["# 1.0 Project Description", "A new commercial building with parking."],
    ])
    _, before = audit_json(cli, pdf)
    assert before["facts"]["disturbed_acres"]["value"] is None
    assert before["facts"]["disturbed_acres"]["source"] == "unknown"
    waiting = {i["id"] for i in before["items"] if i["status"] == "needs_review"}
    assert waiting, "postconstruction items wait on the disturbed area"
    review_path(pdf).write_text("facts:\n  disturbed_acres: 2.4\nreceived: 2026-10-01\n", encoding="utf-8")
    ran = cli("check", pdf, "--format", "json", "--ocr", "never")
    report = json.loads(ran.stdout)
    fact = report["facts"]["disturbed_acres"]
    assert fact["value"] == 2.4 and fact["source"] == "reviewer"
    assert report["received"] == "2026-10-01" and report["decision_due"] == "2026-11-01"
    assert not [i["id"] for i in report["items"] if i["id"] in waiting and i["status"] == "needs_review"]
    # Under the Somers threshold (5,000 sq ft), no plan is required at all.
    review_path(pdf).write_text("facts:\n  disturbed_acres: 0.05\n", encoding="utf-8")
    code, small = audit_json(cli, pdf)
    assert small["facts"]["disturbed_acres"]["value"] == 0.05 and small["facts"]["disturbed_acres"]["source"] == "reviewer"
    assert small["decision"] == "not_required" and code == 0


# ----------------------------------------------------------------------------- malformed files

@pytest.fixture(scope="module")
def small_plan(tmp_path_factory) -> Path:
    return make_pdf(tmp_path_factory.mktemp("malformed") / "plan.pdf", [[
        "Town of Somers, Westchester County, New York",
        "# 1.0 Project Description",
        "The project consists of the construction of a retail building located at 12 Main Street. "
        "The limit of disturbance encompasses 2.6 acres.",
        "# 2.0 Soils", "TBD",
    ]])


MALFORMED = {
    # name: (review file, the lines an error may name: the offending key's or its value's)
    "status without reason": (
        'reviewer: {name: Jane Doe}\nitems:\n  "93-6A(1)(c)":\n    status: present\n    reason:\n', {3, 4}),
    "blank reason": (
        'items:\n  "93-6A(1)(a)": {status: present, reason: "ok"}\n  "93-6A(1)(c)": {status: missing, reason: "  "}\n', {3}),
    "unknown item id": (
        'reviewer: {name: Jane Doe}\nfacts:\n  disturbed_acres: 2.6\nitems:\n  "93-6A(1)(z)": {status: present, reason: "on C-5"}\n',
        {5}),
    "unknown section": ('reviewer: {name: Jane Doe}\nreceived: 2026-11-02\nverdict: complete\n', {3}),
    "bad YAML": ('reviewer: {name: Jane Doe}\nitems:\n  "93-6A(1)(c)": {status: present, reason: "on C-5"\n'
                 'facts:\n  disturbed_acres: 2.6\n', {3, 4, 5}),
    "bad status": ('items:\n  "93-6A(1)(c)": {status: done, reason: "on C-5"}\n', {2}),
    "fact of the wrong type": ('facts:\n  disturbed_acres: lots\n', {2}),
    "impossible received date": ('reviewer: {name: Jane Doe}\nreceived: 2026-02-30\n', {2}),
    "negative acreage": ('facts:\n  disturbed_acres: -3\n', {2}),
    "acreage not a number": ('facts:\n  disturbed_acres: .nan\n', {2}),
    "item settled twice": ('items:\n  "93-6A(1)(c)": {status: present, reason: "on C-5"}\n'
                           '  "93-6A(1)(c)": {status: missing, reason: "not on C-5"}\n', {2, 3}),
}


def assert_names_file_and_line(line: str, review: Path, lines: set[int]) -> None:
    assert review.name in line, line
    found = re.search(r"\bline (\d+)\b", line)
    assert found, f"no line number in {line!r}"
    assert int(found.group(1)) in lines, f"{line!r}: expected line {sorted(lines)}"


@pytest.mark.parametrize("case", sorted(MALFORMED))
def test_malformed_review_file_is_one_line_naming_file_and_line(case, small_plan, cli):
    text, lines = MALFORMED[case]
    review = review_path(small_plan)
    review.write_text(text, encoding="utf-8")
    try:
        for command in (["check", small_plan, "--ocr", "never"],
                        ["letter", small_plan, "--format", "md", "-o", small_plan.with_name("x.md"),
                         "--received", "2026-11-02", "--ocr", "never"]):
            line = one_line_error(cli(*command))
            assert_names_file_and_line(line, review, lines)
        assert not small_plan.with_name("x.md").exists()
    finally:
        review.unlink()


@pytest.mark.parametrize("case", ["status without reason", "bad YAML"])
def test_malformed_review_file_through_the_console_script(case, small_plan):
    text, lines = MALFORMED[case]
    review = review_path(small_plan)
    review.write_text(text, encoding="utf-8")
    try:
        ran = console("check", small_plan, "--ocr", "never")
        assert "Traceback" not in ran.stderr
        assert_names_file_and_line(one_line_error(ran), review, lines)
    finally:
        review.unlink()


def test_malformed_review_file_in_a_batch_is_that_documents_error(small_plan, tmp_path):
    folder = tmp_path / "in"
    folder.mkdir()
    good = folder / "good.pdf"
    good.write_bytes(small_plan.read_bytes())
    bad = folder / "bad.pdf"
    bad.write_bytes(small_plan.read_bytes())
    review_path(bad).write_text(MALFORMED["unknown section"][0], encoding="utf-8")
    ran = console("batch", folder, "-o", tmp_path / "out", "--jobs", "2", "--ocr", "never")
    assert ran.code == 1, ran.stderr
    rows = {Path(r["file"]).name: r for r in json.loads((tmp_path / "out" / "summary.json").read_text())}
    assert rows["good.pdf"]["error"] is None and rows["good.pdf"]["decision"] == "incomplete"
    assert_names_file_and_line(rows["bad.pdf"]["error"], review_path(bad), MALFORMED["unknown section"][1])
    assert os.path.exists(tmp_path / "out" / rows["bad.pdf"]["output"])


def test_an_edit_in_place_keeps_the_reviewers_comments_and_the_tools_lines(tmp_path):
    from swppp_audit.review import update

    pdf = tmp_path / "plan.pdf"
    review = tmp_path / "plan.review.yaml"
    review.write_text("# Review of plan.pdf.\nreceived: 2026-11-02   # stamped by the clerk\nitems:\n"
                      "  93-6A(1)(k):   # Inspection schedule\n    status:\n    reason:\n"
                      "    tool_status: missing\n", encoding="utf-8")

    def settle(data):
        data["items"]["93-6A(1)(k)"].update({"status": "present", "reason": "on sheet C-5"})
    update(pdf, settle)
    text = review.read_text(encoding="utf-8")
    assert "# stamped by the clerk" in text and "# Inspection schedule" in text and "tool_status: missing" in text
    assert yaml.safe_load(text)["items"]["93-6A(1)(k)"]["status"] == "present"
    update(tmp_path / "new.pdf", lambda data: data.update({"reviewer": {"name": "J. Doe"}}))  # none yet: started
    assert yaml.safe_load((tmp_path / "new.review.yaml").read_text())["reviewer"]["name"] == "J. Doe"



def test_the_documents_figure_is_shown_to_a_readers_precision_and_the_reviewers_kept_whole(cli, tmp_path):
    from pdfs import make_pdf

    pdf = make_pdf(tmp_path / "plan.pdf", [["Town of Somers", "Stormwater Pollution Prevention Plan",
                                            "The project will disturb 98,000 square feet."]])
    assert cli("review", pdf, "--ocr", "never").code == 0
    text = review_path(pdf).read_text(encoding="utf-8")
    assert "disturbed_acres:    # document: 2.25\n" in text
    review_path(pdf).unlink()
    assert cli("review", pdf, "--ocr", "never", "--disturbed-acres", "0.99995").code == 0
    assert "disturbed_acres: 0.99995   #" in review_path(pdf).read_text(encoding="utf-8")


def _waive(text: str, item_id: str, waiver: str | None) -> str:
    """The starter with ITEM_ID settled as waived (and WAIVER, the waiver: line, where given)."""
    text = settle_in_starter(text, item_id, "waived", "the applicant's written request of November 1, 2026")
    if waiver is None:
        return text
    lines = text.splitlines()
    at = next(n for n, line in enumerate(lines) if line.strip().startswith(json.dumps(item_id) + ":"))
    lines.insert(at + 3, f"    waiver: {waiver}")
    return "\n".join(lines) + "\n"


def test_a_waived_item_is_waived_in_every_output_never_not_applicable_and_needs_its_waiver(sample_dir, cli, tmp_path):
    pdf = copy_sample(sample_dir, "somers-incomplete.pdf", tmp_path)
    assert cli("review", pdf, "--ocr", "never").code == 0
    starter_text = review_path(pdf).read_text(encoding="utf-8")
    _, tool = audit_json(cli, pdf)
    missing = [i for i in tool["items"] if i["status"] == "missing"]
    waived, rest = missing[0], missing[1:]
    review_path(pdf).write_text(_waive(starter_text, waived["id"], "{citation: \"§ 93-9 (administrative review)\", date: 2026-11-20}"),
                                encoding="utf-8")
    code, result = audit_json(cli, pdf)
    entry = next(i for i in result["items"] if i["id"] == waived["id"])
    assert entry["status"] == "waived" and entry["waiver"] == {"citation": "§ 93-9 (administrative review)", "date": "2026-11-20"}
    assert waived["id"] not in " ".join(result["decision_reasons"])  # no longer a missing item
    text = " ".join(cli("check", pdf, "--received", RECEIVED, "--ocr", "never").stdout.split())  # lines wrap
    assert "W waived" in text and "waived under § 93-9 (administrative review) on November 20, 2026" in text
    ran = cli("letter", pdf, "-o", tmp_path / "notice.md", "--received", RECEIVED, "--ocr", "never")
    letter = (tmp_path / "notice.md").read_text(encoding="utf-8")
    assert f"{len(rest)} deficienc" in ran.stderr
    assert "have been waived and are not deficiencies" in letter
    assert f"{waived['title']}: waived under § 93-9 (administrative review) on November 20, 2026" in letter
    # the next round keeps the waiver: it is recorded with the settlement and read back from the record
    from datetime import date

    from swppp_audit.judging.rounds import as_record, from_record
    from swppp_audit.running.previous import previous_rounds

    (last,) = previous_rounds(review_path(pdf))[-1:]
    again = from_record(as_record(last), "round")
    assert again.settled[waived["id"]].waiver.citation == "§ 93-9 (administrative review)"
    assert again.settled[waived["id"]].waiver.granted == date(2026, 11, 20)
    # a waived status without its waiver, a waiver on another status, and a future date: one line each
    for bad, said in ((_waive(starter_text, waived["id"], None), "a waived item needs waiver:"),
                      (_waive(starter_text, waived["id"], "{citation: \"§ 93-9 (administrative review)\", date: 2099-01-01}"), "in the future"),
                      (settle_in_starter(starter_text, waived["id"], "not_applicable", "x").replace(
                          "    reason: \"x\"", "    reason: \"x\"\n    waiver: {citation: a, date: 2026-11-20}"),
                       "is for status: waived only")):
        review_path(pdf).write_text(bad, encoding="utf-8")
        assert said in one_line_error(cli("check", pdf, "--received", RECEIVED, "--ocr", "never"))
