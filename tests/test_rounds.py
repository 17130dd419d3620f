"""Rounds of one application (issue 17): three rounds of one plan built from the per-item
passages of tests/checks/passages.yaml. Round 1 lacks four items; round 2 fixes two, leaves one
(its response defers it) and one (its response points to a section the plan does not have),
breaks one that was present, and carries a response-to-comments letter; round 3 is complete.
"""
from __future__ import annotations

import json
import re
from datetime import date
from pathlib import Path

import pytest
from test_checks import FACTS, entry, pages_of

from pdfs import make_pdf
from swppp_audit.judging import rounds
from swppp_audit.judging.checklist import load
from swppp_audit.model import Evidence, Finding
from swppp_audit.output.letter import compose, render_markdown
from swppp_audit.output.report import to_dict
from swppp_audit.review import Review
from swppp_audit.running.pipeline import audit
from swppp_audit.running.previous import previous_rounds

TOWN = "somers-ch93"
SOILS, POLLUTION, INSPECTION, MAINTENANCE = "93-6A(1)(c)", "93-6A(1)(e)", "93-6A(1)(k)", "93-6A(3)(g)"
STABILIZATION = "93-6A(1)(f)"  # present in round 1, lost in round 2
RESPONSES = ["# Response to Comments",
             "We have revised the plan in response to the Town's letter. Each comment is repeated, then answered.",
             "Comment 1: Describe the soils, including their hydrologic soil group.",
             "Response 1: See revised Section 3.0.",
             "Comment 3: Provide the inspection schedule.",
             "Response 3: The inspection schedule will be provided prior to the pre-construction meeting.",
             "Comment 4: Provide the operations and maintenance schedule for the stormwater practices.",
             "Response 4: See revised Section 12.4."]


def _passage(item_id: str, kind: str) -> list[list]:
    _, found = entry(TOWN, item_id)
    case = next(c for c in found[kind] if not c.get("xfail") and (kind == "present" or c["status"] == "missing"))
    return pages_of(kind, case)


# the cover every round keeps: the same application by its owner, project and location
COVER = ["Stormwater Pollution Prevention Plan", "Birch Hollow Offices", "12 Elm Road, Somers, NY 10589",
         "Prepared for: Birch Hollow LLC"]


def _plan(path, missing=(), front=()):
    pages = [list(front)] if front else []
    pages += [COVER, FACTS[TOWN]]
    for item in load(TOWN).items:
        pages += _passage(item.id, "missing" if item.id in missing else "present")
    return make_pdf(path, pages)


@pytest.fixture(scope="module")
def three_rounds(tmp_path_factory):
    """The audits of the three rounds, each round's JSON saved and given as the next one's
    --previous, as a reviewer would."""
    folder = tmp_path_factory.mktemp("rounds")
    plans = [
        (_plan(folder / "r1.pdf", {SOILS, POLLUTION, INSPECTION, MAINTENANCE}), date(2026, 9, 1), date(2026, 9, 21)),
        (_plan(folder / "r2.pdf", {INSPECTION, MAINTENANCE, STABILIZATION}, RESPONSES), date(2026, 10, 15),
         date(2026, 10, 30)),
        (_plan(folder / "r3.pdf"), date(2026, 11, 16), date(2026, 11, 24)),
    ]
    audits, history = [], ()
    for n, (pdf, received, today) in enumerate(plans, 1):
        result = audit(pdf, checklist=TOWN, review=Review(), ocr="never", received=received, today=today,
                       history=history)
        audits.append(result)
        saved = folder / f"r{n}.json"
        saved.write_text(json.dumps(to_dict(result)), encoding="utf-8")
        history = previous_rounds(saved)
    return audits


def _letter(result) -> str:
    return render_markdown(compose(result, Review(), "J. Doe", "Town Engineer", today=result.clock.determined))


def test_round_one_numbers_its_deficiencies_in_the_letters_order(three_rounds):
    first = to_dict(three_rounds[0])
    assert first["round"] == 1 and first["previous"] is None
    assert {i["id"]: i["comment"] for i in first["items"] if i["comment"]} == \
        {SOILS: 1, POLLUTION: 2, INSPECTION: 3, MAINTENANCE: 4}
    assert all(i["change"] is None for i in first["items"])


def test_round_two_compares_each_item_with_round_one(three_rounds):
    second = to_dict(three_rounds[1])
    assert second["round"] == 2
    assert second["previous"]["file"] == "r1.pdf" and second["previous"]["received"] == "2026-09-01"
    changes = {i["id"]: i["change"] for i in second["items"]}
    assert changes[SOILS] == changes[POLLUTION] == "resolved"
    assert changes[INSPECTION] == changes[MAINTENANCE] == "still_missing"
    assert changes[STABILIZATION] == "regressed"
    assert {changes[i] for i in changes if i not in (SOILS, POLLUTION, INSPECTION, MAINTENANCE, STABILIZATION)} == \
        {"unchanged"}
    comments = {i["id"]: i["comment"] for i in second["items"] if i["comment"]}
    assert comments == {SOILS: 1, POLLUTION: 2, INSPECTION: 3, MAINTENANCE: 4, STABILIZATION: 5}
    assert second["resolved_comments"] == [1, 2]
    # each round's receipt starts its own period, and both rounds' dates are reported
    assert second["received"] == "2026-10-15" and second["decision_due"] == "2026-11-15"
    assert second["decision_due_next_business_day"] == "2026-11-16"  # the 15th is a Sunday
    assert "receipt of each submission" in second["decision_period"]["resubmission"]
    assert second["rounds"][0]["received"] == "2026-09-01"


def test_round_two_links_the_responses_and_flags_the_deferral(three_rounds):
    responses = {r["number"]: r for r in to_dict(three_rounds[1])["responses"]}
    assert responses["1"]["item"] == SOILS and responses["1"]["linked_by"] == "comment 1 of round 1"
    assert "Section 3.0 is on page" in responses["1"]["check"] and "the item is present" in responses["1"]["check"]
    assert responses["3"]["item"] == INSPECTION and responses["3"]["defers"] == "will be provided"
    assert responses["3"]["check"].startswith('the response defers the content ("will be provided")')
    assert responses["4"]["check"].startswith("Section 12.4 is not a heading of the revised plan")
    assert "the item is missing in this round" in responses["4"]["check"]
    # the response letter is correspondence: it gives none of the items it talks about
    assert three_rounds[1].findings[[f.item_id for f in three_rounds[1].findings].index(INSPECTION)].status == "missing"


def test_round_two_letter_resolves_by_number_repeats_and_marks_new(three_rounds):
    letter = _letter(three_rounds[1])
    assert "This is round 2 of the review of this application: the revised plan answers our letter of " \
           "September 21, 2026 on round 1." in letter
    assert "Comments 1 and 2 of our letter of September 21, 2026 have been satisfactorily addressed and are " \
           "not repeated." in letter
    numbered = [line.split(".")[0] for line in letter.splitlines() if line[:1].isdigit() and ". **" in line]
    assert numbered == ["3", "5", "4"]  # by number within the law's groups: § 93-6A(1)'s 3 and new 5, then (3)(g)
    # and a Markdown viewer shows each comment's own number (a list counts on from its first number)
    from markdown_it import MarkdownIt

    starts = re.findall(r'<ol start="(\d+)">', MarkdownIt().render(letter))
    assert starts == ["3", "5", "4"]
    new_line = next(line for line in letter.splitlines() if line.startswith("5. "))
    assert "New in this round" in new_line
    assert "New in this round" not in next(line for line in letter.splitlines() if line.startswith("3. "))
    assert 'Your response 3 (page 1) says this "will be provided"; it is not in the revised plan.' in letter


@pytest.mark.parametrize("changes, new, said", [
    ({"a": "still_missing", "b": "regressed"}, {"b"},
     "Comments still open keep their numbers; those raised for the first time in this round are marked as new."),
    ({"a": "still_missing"}, set(), "Comments still open keep their numbers."),
    ({"a": "resolved", "b": "regressed"}, {"b"}, "Comments raised for the first time in this round are marked as new."),
])
def test_the_letter_says_how_comments_are_marked_only_as_far_as_the_list_shows_it(changes, new, said):
    from swppp_audit.output.letter import _round_wording

    again = rounds.Resubmission(2, (_round({"a": "missing"}, {"a": 1}),), changes, {"a": 1}, frozenset(new), ())
    paragraphs = _round_wording(again, listed=True)
    assert paragraphs[-1] == said
    assert not any("marked as new" in p for p in paragraphs) or new


def test_round_three_is_complete_and_resolves_the_rest(three_rounds):
    third = to_dict(three_rounds[2])
    assert third["round"] == 3 and third["decision"] == "complete"
    assert third["resolved_comments"] == [3, 4, 5]
    assert [r["round"] for r in third["rounds"]] == [1, 2]
    letter = _letter(three_rounds[2])
    assert "Comments 3, 4 and 5 of our letter of October 30, 2026 have been satisfactorily addressed" in letter
    assert "COMPLETE" in letter


# -- the rules, one by one ----------------------------------------------------------------------

def _round(statuses, comments=None, settled=None, sha="a" * 64):
    return rounds.Round(1, "old.pdf", sha, date(2026, 9, 1), date(2026, 9, 21), "incomplete", statuses,
                        comments or {}, settled or {})


@pytest.mark.parametrize("before, now, change", [
    ("missing", "present", "resolved"), ("missing", "missing", "still_missing"),
    ("needs_review", "missing", "still_missing"), ("present", "missing", "regressed"),
    ("present", "present", "unchanged"), ("not_applicable", "missing", "new"), (None, "present", "new"),
    ("not_applicable", "not_applicable", "unchanged"), ("missing", "not_applicable", "resolved"),
])
def test_each_change_follows_from_the_two_statuses(before, now, change):
    previous = _round({"x": before} if before else {})
    result = rounds.compare((previous,), ["x"], (Finding("x", now, ""),))
    assert result.changes["x"] == change


def test_a_settlement_carries_over_only_while_its_passage_remains():
    settled = rounds.Settled("present", "the schedule is on sheet C-5", "Inspections occur weekly", 7)
    previous = _round({"x": "present"}, settled={"x": settled})
    tool = (Finding("x", "missing", "no inspection schedule"),)
    kept = rounds.carry(previous, tool, "... inspections   occur weekly and after rain ...", "b" * 64)
    assert kept[0].status == "present" and kept[0].source == "reviewer" and "round 1" in kept[0].reason
    gone = rounds.carry(previous, tool, "the plan was rewritten", "b" * 64)
    assert gone[0].status == "needs_review"
    assert 'on the passage "Inspections occur weekly" (page 7), which the revised plan no longer contains' \
           in gone[0].reason


def test_a_settlement_with_no_passage_carries_over_only_to_the_same_pdf():
    previous = _round({"x": "present"}, settled={"x": rounds.Settled("present", "on sheet C-5")})
    tool = (Finding("x", "missing", "no schedule", (Evidence(3, "q"),)),)
    assert rounds.carry(previous, tool, "anything", "a" * 64)[0].status == "present"
    assert rounds.carry(previous, tool, "anything", "b" * 64)[0].status == "needs_review"


def test_a_bad_earlier_round_is_one_clear_error(tmp_path):
    for name, text, said in (("old.json", "{not json", "not valid JSON"), ("old.json", "[1, 2]", "not an audit's JSON"),
                             ("gone.pdf", None, "no such file")):
        path = tmp_path / name
        if text is not None:
            path.write_text(text, encoding="utf-8")
        with pytest.raises(rounds.RoundError, match=said):
            previous_rounds(path)


# -- as a reviewer runs it ----------------------------------------------------------------------

def test_check_previous_and_the_review_files_history_give_the_same_round(three_rounds, cli, tmp_path):
    import shutil

    first, second = (tmp_path / "r1.pdf", tmp_path / "r2.pdf")
    for audit_, target in zip(three_rounds, (first, second)):
        shutil.copy(audit_.document.path, target)
    done = cli("check", first, "--checklist", TOWN, "--received", "2026-09-01", "--format", "json")
    (tmp_path / "r1.json").write_text(done.stdout, encoding="utf-8")
    given = cli("check", second, "--checklist", TOWN, "--received", "2026-10-15", "--format", "json",
                "--previous", tmp_path / "r1.json")
    assert given.code == 1
    data = json.loads(given.stdout)
    assert data["round"] == 2 and data["resolved_comments"] == [1, 2] and data["previous"]["file"] == "r1.pdf"
    # without --previous, a first submission; after `review --previous`, the review file keeps the history
    assert json.loads(cli("check", second, "--checklist", TOWN, "--format", "json").stdout)["round"] == 1
    assert cli("review", second, "--checklist", TOWN, "--previous", tmp_path / "r1.json").code == 0
    kept = json.loads(cli("check", second, "--format", "json").stdout)
    assert kept["round"] == 2 and kept["resolved_comments"] == [1, 2]
    assert {i["id"]: i["change"] for i in kept["items"]} == {i["id"]: i["change"] for i in data["items"]}


def test_a_previous_that_cannot_be_read_is_one_line_and_exit_2(three_rounds, cli, tmp_path):
    (tmp_path / "notes.json").write_text('{"a": 1}', encoding="utf-8")
    for previous, said in ((tmp_path / "gone.json", "no such file"), (tmp_path / "notes.json", "not an audit's JSON")):
        done = cli("check", three_rounds[1].document.path, "--checklist", TOWN, "--previous", previous)
        assert done.code == 2 and said in done.stderr and "Traceback" not in done.stderr
        assert len(done.stderr.strip().splitlines()) == 1


def test_the_web_page_compares_a_resubmission_with_its_first_round(three_rounds, tmp_path):
    from test_serve import post_pdf, upload_page

    from swppp_audit.web.serve import create_app

    app = create_app()
    app.config.update(TESTING=True)
    client = app.test_client()
    try:
        first, _ = upload_page(client, Path(three_rounds[0].document.path), received="2026-09-01")
        index = client.get("/").get_data(as_text=True)
        assert "This is a resubmission of" in index and "r1.pdf (somers-ch93, round 1, incomplete" in index
        first_id = first.rstrip("/").rsplit("/", 1)[-1]
        _, page = upload_page(client, Path(three_rounds[1].document.path), received="2026-10-15", previous=first_id)
        assert "Round 2: a resubmission of r1.pdf" in page
        assert "Missing again (was present)" in page and "(comment 5)" in page
        assert "the response defers the content (&#34;will be provided&#34;)" in page
        # an earlier round that is not an audit of this session is refused, and nothing is audited
        refused = post_pdf(client, Path(three_rounds[1].document.path), url="/audits", previous="no-such-upload")
        assert refused.status_code == 400 and "earlier round" in refused.get_data(as_text=True)
    finally:
        app.extensions["swppp_audit"].close()


def test_the_web_page_dates_the_earlier_letter_as_told_and_keeps_audits_in_the_folder_named(three_rounds, tmp_path):
    from datetime import date, timedelta

    from test_serve import post_pdf, upload_page, wait_done

    from swppp_audit.web.serve import FolderError, create_app

    kept = tmp_path / "kept"
    app = create_app(keep=kept)
    client = app.test_client()
    r1, r2 = (Path(a.document.path) for a in three_rounds[:2])
    try:
        first, _ = upload_page(client, r1, received="2026-09-01")
        first_id = first.rstrip("/").rsplit("/", 1)[-1]
        service = app.extensions["swppp_audit"]
        for day, said in (((date.today() + timedelta(days=1)).isoformat(), "is in the future"),
                          ("2026-08-15", "before that round was received")):
            refused = post_pdf(client, r2, url="/audits", received="2026-10-15", previous=first_id,
                               previous_letter_date=day)
            assert refused.status_code == 400 and said in refused.get_data(as_text=True)
        undated, _ = upload_page(client, r2, received="2026-10-15", previous=first_id)
        # never the day the earlier plan was uploaded: without a date the letter names the round's file
        assert service.get(undated.rstrip("/").rsplit("/", 1)[-1]).audit.resubmission.previous.letter_date is None
        second, _ = upload_page(client, r2, received="2026-10-15", previous=first_id, previous_letter_date="2026-09-20")
        second_id = second.rstrip("/").rsplit("/", 1)[-1]
        assert service.get(second_id).audit.resubmission.previous.letter_date == date(2026, 9, 20)
    finally:
        app.extensions["swppp_audit"].close()
    # the next server shows the same audits, audited again, until one is deleted on the page
    assert (kept / first_id / "r1.pdf").is_file() and (kept / second_id / "upload.json").is_file()
    again = create_app(keep=kept)
    client = again.test_client()
    try:
        service = again.extensions["swppp_audit"]
        assert {first_id, second_id} <= set(service.uploads)
        wait_done(client, f"/audits/{second_id}")
        assert service.get(second_id).audit.resubmission.previous.letter_date == date(2026, 9, 20)
        assert f"Audits kept in {kept}" in client.get("/").get_data(as_text=True)
        wait_done(client, f"/audits/{first_id}")
        client.post(f"/audits/{first_id}/delete")
        assert not (kept / first_id).exists()
    finally:
        again.extensions["swppp_audit"].close()
    assert not list(tmp_path.glob("swppp-audit-scratch-*")) and (kept / second_id).is_dir()
    (tmp_path / "a-file").write_text("x", encoding="utf-8")
    with pytest.raises(FolderError, match="not a folder"):
        create_app(keep=tmp_path / "a-file")


def test_batch_reports_each_round_of_a_project_from_a_manifest(three_rounds, cli, tmp_path):
    import shutil

    folder, out = tmp_path / "in", tmp_path / "out"
    folder.mkdir()
    for audit_ in three_rounds:
        shutil.copy(audit_.document.path, folder)
    manifest = tmp_path / "rounds.yaml"
    manifest.write_text("r2.pdf: r1.pdf\nr3.pdf: r2.pdf\n", encoding="utf-8")
    done = cli("batch", folder, "-o", out, "--checklist", TOWN, "--rounds", manifest, "--received", "2026-11-20",
               "--ocr", "never")
    assert done.code == 1, done.stderr
    rows = {Path(r["file"]).name: r for r in json.loads((out / "summary.json").read_text(encoding="utf-8"))}
    assert {n: (r["project"], r["round"], r["previous"]) for n, r in rows.items()} == \
        {"r1.pdf": ("r1.pdf", 1, None), "r2.pdf": ("r1.pdf", 2, "r1.pdf"), "r3.pdf": ("r1.pdf", 3, "r2.pdf")}
    assert (rows["r2.pdf"]["resolved"], rows["r2.pdf"]["still_open"], rows["r2.pdf"]["new"]) == ("1 2", "3 4", "5")
    assert rows["r3.pdf"]["resolved"] == "3 4 5" and rows["r3.pdf"]["decision"] == "complete"
    assert "(round 2 of r1.pdf; comments resolved 1 2, open 3 4, new 5)" in done.stdout
    # a manifest naming a file that is not there is one line, before any audit
    manifest.write_text("r2.pdf: r0.pdf\n", encoding="utf-8")
    bad = cli("batch", folder, "-o", tmp_path / "out2", "--rounds", manifest)
    assert bad.code == 2 and "r0.pdf: no such file" in bad.stderr and not (tmp_path / "out2").exists()


def test_a_pointer_is_checked_against_where_the_items_evidence_is():
    from swppp_audit.model import Document, Page
    from swppp_audit.reading.layout import build
    from swppp_audit.reading.responses import Response, pointers

    layout = build(Document("plan.pdf", "0" * 64, (
        Page(1, "3.0 Soils\nThe site is in hydrologic soil group B."),
        Page(2, "5.0 Erosion Control\nSilt fence is installed along the downslope limit."))))
    response = Response("1", "Describe the soils.", "See revised Section 3.0.", 1, pointers("See revised Section 3.0."))
    there = rounds.check_pointers(layout, response, Finding("x", "present", "", (Evidence(1, "group B"),)))
    assert there == "Section 3.0 is on page 1; the item is present in this round, with evidence in the places " \
                    "pointed to (page 1)"
    elsewhere = rounds.check_pointers(layout, response, Finding("x", "present", "", (Evidence(2, "silt"),)))
    assert elsewhere.endswith("but its evidence is on page 2, not in the places pointed to")
    # a figure is seldom a heading: where it is stays unknown, so nothing is said against it
    figure = Response("1", "", "See Figure 3 and Section 3.0.", 1, pointers("See Figure 3 and Section 3.0."))
    assert rounds.check_pointers(layout, figure, Finding("x", "present", "", (Evidence(2, "silt"),))).endswith(
        "(evidence on page 2)")


# -- only the same application's last round (issue 26) -------------------------------------------

def _earlier(**given) -> rounds.Round:
    base = dict(number=1, file="plan.pdf", sha256="aaa", received=None, letter_date=None, decision="incomplete",
                checklist=TOWN, parties={"owner": "Birch Lane Holdings LLC", "project": "Birch Lane Subdivision",
                                         "location": "40 Birch Lane"})
    return rounds.Round(**{**base, **given})


def test_the_last_round_of_the_same_project_is_linked():
    revised = {"owner": "Birch Lane Holdings, LLC", "project": "Birch Lane Subdivision, Revision 1"}
    assert rounds.not_same_application(_earlier(), TOWN, "bbb", revised) is None
    # one agreeing name is enough: a revision may rename the project and keep its site
    assert rounds.not_same_application(_earlier(), TOWN, "bbb", {"project": "Birch Ridge Homes",
                                                                "location": "40 Birch Lane"}) is None


def test_another_project_another_law_or_the_same_file_is_refused():
    other = {"owner": "Quarry Road Partners", "project": "Quarry Road Warehouse", "location": "9 Quarry Road"}
    said = rounds.not_same_application(_earlier(), TOWN, "bbb", other)
    assert "is not this project by its cover" in said and "'Birch Lane Holdings LLC' there" in said
    assert "--previous-is-same-project" in said
    # the reviewer's word links another cover; never another town's law or this very PDF
    assert rounds.not_same_application(_earlier(), TOWN, "bbb", other, reviewer_says_so=True) is None
    assert "audited against asharoken-ch44" in rounds.not_same_application(
        _earlier(checklist="asharoken-ch44"), TOWN, "bbb", other, reviewer_says_so=True)
    assert "is this same PDF" in rounds.not_same_application(_earlier(), TOWN, "aaa", _earlier().parties,
                                                             reviewer_says_so=True)
    # a cover with nothing to compare is no proof of the same project
    assert "no owner, project or location on both covers" in rounds.not_same_application(_earlier(parties={}), TOWN,
                                                                                          "bbb", other)


def test_a_round_keeps_its_checklist_and_cover_through_its_record():
    kept = rounds.from_record(rounds.as_record(_earlier()), "rounds[0]")
    assert kept.checklist == TOWN and kept.parties == _earlier().parties


def test_check_refuses_a_previous_that_is_not_this_application(three_rounds, cli, tmp_path):
    import shutil

    first = tmp_path / "r1.pdf"
    shutil.copy(three_rounds[0].document.path, first)
    saved = tmp_path / "r1.json"
    saved.write_text(cli("check", first, "--checklist", TOWN, "--received", "2026-09-01", "--format", "json").stdout,
                     encoding="utf-8")
    itself = cli("check", first, "--checklist", TOWN, "--previous", saved)
    assert itself.code == 2 and "is this same PDF" in itself.stderr and "Traceback" not in itself.stderr
    data = json.loads(saved.read_text(encoding="utf-8"))
    data["checklist"]["id"] = "asharoken-ch44"
    (tmp_path / "other-town.json").write_text(json.dumps(data), encoding="utf-8")
    second = tmp_path / "r2.pdf"
    shutil.copy(three_rounds[1].document.path, second)
    town = cli("check", second, "--checklist", TOWN, "--previous", tmp_path / "other-town.json")
    assert town.code == 2 and "audited against asharoken-ch44" in town.stderr
    data["checklist"]["id"], data["parties"] = TOWN, {"project": "Quarry Road Warehouse"}
    (tmp_path / "other-project.json").write_text(json.dumps(data), encoding="utf-8")
    project = cli("check", second, "--checklist", TOWN, "--previous", tmp_path / "other-project.json")
    assert project.code == 2 and "not this project by its cover" in project.stderr
    told = cli("check", second, "--checklist", TOWN, "--format", "json", "--previous", tmp_path / "other-project.json",
               "--previous-is-same-project")
    assert told.code == 1 and json.loads(told.stdout)["round"] == 2


def test_a_review_file_whose_pdf_is_gone_is_the_last_round(three_rounds, cli, tmp_path):
    """Issue 26: the revised plan saved under the old name replaced the old PDF; the old review
    file still holds round 1 (its items, the tool's and the reviewer's statuses, its cover)."""
    import shutil

    first = tmp_path / "plan.pdf"
    shutil.copy(three_rounds[0].document.path, first)
    assert cli("review", first, "--checklist", TOWN, "--ocr", "never").code == 0
    old = tmp_path / "plan.review.yaml"
    kept = old.rename(tmp_path / "plan-round1.review.yaml")
    shutil.copy(three_rounds[1].document.path, first)  # the revision under the old name
    ran = cli("check", first, "--checklist", TOWN, "--format", "json", "--ocr", "never", "--previous", kept)
    assert ran.code == 1, ran.stderr
    data = json.loads(ran.stdout)
    assert data["round"] == 2 and data["previous"]["file"] == "plan-round1.pdf"
    assert data["resolved_comments"] == [1, 2]
    changes = {i["id"]: i["change"] for i in data["items"]}
    assert changes[SOILS] == "resolved" and changes[INSPECTION] == "still_missing"
    # a review file that records no statuses, with no PDF beside it, is one line
    (tmp_path / "bare.review.yaml").write_text("received: 2026-09-01\n", encoding="utf-8")
    bare = cli("check", first, "--checklist", TOWN, "--ocr", "never", "--previous", tmp_path / "bare.review.yaml")
    assert bare.code == 2 and "records no item's status" in bare.stderr


def test_a_revised_plan_under_the_old_name_is_reviewed_as_the_next_round(three_rounds, cli, tmp_path):
    """Issue 26 (6): `review` on a revision saved over the old PDF refuses to start afresh and
    offers --revision; with it, the old review file is round 1 (kept, never lost, its reviewer
    carried), and the letter is round 2's, answering round 1's comments by their numbers."""
    import shutil

    import yaml

    plan = tmp_path / "plan.pdf"
    shutil.copy(three_rounds[0].document.path, plan)
    assert cli("review", plan, "--checklist", TOWN, "--ocr", "never").code == 0
    review_file = tmp_path / "plan.review.yaml"
    first = review_file.read_text(encoding="utf-8").replace("  name: \n", "  name: Jane Doe\n", 1).replace(
        "received: \n", "received: 2026-09-01\n", 1)
    review_file.write_text(first, encoding="utf-8")
    assert cli("letter", plan, "--format", "md", "--ocr", "never").code == 1  # round 1's letter, its date recorded
    first = review_file.read_text(encoding="utf-8")
    assert f"letter_date: {date.today().isoformat()}" in first
    same = cli("review", plan, "--revision", "--ocr", "never")
    assert same.code == 2 and "this same PDF" in same.stderr
    shutil.copy(three_rounds[1].document.path, plan)  # the revision, under the old name
    refused = cli("review", plan, "--ocr", "never")
    assert refused.code == 2 and "--revision" in refused.stderr and review_file.read_text(encoding="utf-8") == first
    ran = cli("review", plan, "--revision", "--ocr", "never")
    assert ran.code == 0, ran.stderr
    kept = tmp_path / f"plan.review.{date.today().isoformat()}.yaml"
    assert kept.read_text(encoding="utf-8") == first and kept.name in ran.stderr and "round 2" in ran.stderr
    now = yaml.safe_load(review_file.read_text(encoding="utf-8"))
    assert now["reviewer"]["name"] == "Jane Doe" and now["rounds"][0]["received"] == "2026-09-01"
    letter = cli("letter", plan, "--format", "md", "--received", "2026-10-15", "--ocr", "never", "--force")
    assert letter.code == 1, letter.stderr  # incomplete, as round 2 is
    text = (tmp_path / "plan.letter.md").read_text(encoding="utf-8")
    assert "This is round 2 of the review of this application" in text
    said = f"our letter of {date.today():%B} {date.today().day}, {date.today().year}"
    assert f"Comments 1 and 2 of {said} have been satisfactorily addressed" in text
