"""`swppp-audit batch` as an office runs it on a folder of submissions: every file accounted for,
bad files reported without stopping the rest, outputs that never collide or escape the output
folder, reruns that skip what is unchanged, and no damage from a batch killed halfway.

Every batch runs through the installed console script in a subprocess, as a user runs it.
"""
from __future__ import annotations

import csv
import json
import os
import re
import signal
import subprocess
import time
from datetime import date, timedelta
from pathlib import Path

import pytest
from conftest import COMMAND

from pdfs import make_pdf
from swppp_audit.running.batch import NOT_DONE

SAFE_NAME = re.compile(r"^[A-Za-z0-9._-]+$")
SUMMARY_FILES = {"summary.csv", "summary.json"}


def batch(folder: Path, out: Path, *extra, timeout=240) -> subprocess.CompletedProcess:
    return subprocess.run(COMMAND + ["batch", str(folder), "-o", str(out), "--ocr", "never", *map(str, extra)],
                          capture_output=True, text=True, timeout=timeout)


@pytest.fixture(scope="module")
def sample_dir(samples) -> Path:
    """The generated sample plans (conftest's session fixture gives the folder and the labels)."""
    return samples[0]


def labels(sample_dir: Path, name: str) -> dict:
    return next(s for s in json.loads((sample_dir / "labels.json").read_text())["samples"] if s["file"] == name)["items"]


def put(path: Path, data: bytes, received: date | None = None) -> Path:
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_bytes(data)
    if received:  # the office's record of receipt: the review file's received:
        path.with_name(path.stem + ".review.yaml").write_text(f"received: {received.isoformat()}\n", encoding="utf-8")
    return path


def summary(out: Path) -> list[dict]:
    rows = json.loads((out / "summary.json").read_text(encoding="utf-8"))
    with (out / "summary.csv").open(encoding="utf-8", newline="") as fh:
        csv_rows = list(csv.DictReader(fh))
    assert [r["file"] for r in csv_rows] == [r["file"] for r in rows], "summary.csv and summary.json disagree"
    assert list(csv_rows[0]) == ["file", "checklist", "decision", "missing", "needs_review", "received",
                                 "received_from", "decision_due", "days_left", "project", "round", "previous",
                                 "resolved", "still_open", "new", "error", "output", "letter"]
    return rows


def skipped_count(stderr: str) -> int:
    found = re.search(r"(\d+) unchanged since the last run and skipped", stderr)
    assert found, stderr
    return int(found.group(1))


def files_under(folder: Path) -> set[Path]:
    return {p for p in folder.rglob("*")}


def running_in_group(pgid: int, within: float) -> list[int]:
    """The processes of the group still running (not zombies) after up to `within` seconds."""
    deadline = time.monotonic() + within
    while True:
        running = []
        for stat in Path("/proc").glob("[0-9]*/stat"):
            try:
                fields = stat.read_text().rsplit(")", 1)[1].split()
            except OSError:
                continue
            if int(fields[2]) == pgid and fields[0] != "Z":
                running.append(int(stat.parent.name))
        if not running or time.monotonic() > deadline:
            return running
        time.sleep(0.1)


def assert_outputs_sound(out: Path, rows: list[dict]) -> None:
    """One valid JSON per row, each inside OUT under a safe name, none shared, nothing half-written."""
    names = [r["output"] for r in rows]
    assert len(set(names)) == len(names), f"outputs collide: {names}"
    for row in rows:
        path = out / row["output"]
        assert SAFE_NAME.match(row["output"]) and path.resolve().parent == out.resolve(), row["output"]
        report = json.loads(path.read_text(encoding="utf-8"))
        assert ("error" in report) == bool(row["error"]), row
    for path in out.iterdir():
        assert path.is_file() and not path.is_symlink(), path
        assert not path.name.endswith(".tmp"), f"left behind: {path.name}"
    documents = {p.name for p in out.iterdir()} - SUMMARY_FILES
    assert documents == set(names) | {r["letter"] for r in rows if r["letter"] and not r["letter"].startswith("not written")}


# ----------------------------------------------------------------------------- a mixed folder

@pytest.fixture(scope="module")
def mixed(sample_dir, tmp_path_factory):
    """A morning's submissions: good plans, bad files, a duplicate name in two folders, a case
    twin, spaces and accents. Returns the folder, the output folder and the expected receipts."""
    base = tmp_path_factory.mktemp("mixed")
    folder, out = base / "in", base / "out"
    pdf = lambda name: (sample_dir / name).read_bytes()  # noqa: E731
    received = {
        "a/report.pdf": date(2026, 11, 20),                   # complete once the reviewer settles it
        "b/report.pdf": date(2026, 10, 1),                    # incomplete, due first
        "b/REPORT.PDF": date(2026, 11, 5),                    # exempt (under 5,000 sq ft)
        "sub dir/Plan – Müller é (rev 2).pdf": date(2026, 10, 15),  # incomplete
    }
    put(folder / "a/report.pdf", pdf("somers-complete.pdf"), received["a/report.pdf"])
    put(folder / "b/report.pdf", pdf("somers-incomplete.pdf"), received["b/report.pdf"])
    put(folder / "b/REPORT.PDF", pdf("somers-small.pdf"), received["b/REPORT.PDF"])
    put(folder / "sub dir/Plan – Müller é (rev 2).pdf", pdf("asharoken-incomplete.pdf"),
        received["sub dir/Plan – Müller é (rev 2).pdf"])
    whole = pdf("somers-road.pdf")
    put(folder / "c/truncated.pdf", whole[: len(whole) // 3])
    make_pdf(folder / "c/locked.pdf", [["Town of Somers", "A plan behind a password."]], encrypt="s3cret")
    put(folder / "c/page.pdf", b"<!DOCTYPE html><html><body><h1>Submission portal</h1></body></html>\n")
    put(folder / "empty.pdf", b"")
    put(folder / "notes.txt", b"not a PDF, not audited\n")
    # The reviewer has already been through a/report.pdf and settled every item.
    truth = labels(sample_dir, "somers-complete.pdf")
    (folder / "a/report.review.yaml").write_text(
        f"received: {received['a/report.pdf']}\nitems:\n" + "".join(f"  {json.dumps(k)}: {{status: {v}, reason: \"checked on the plan\"}}\n"
                             for k, v in truth.items()), encoding="utf-8")
    inputs = sorted(str(p) for p in folder.rglob("*") if p.suffix.lower() == ".pdf")
    before = files_under(base)
    first = batch(folder, out, "--jobs", "2")
    rows = summary(out)
    outputs = {p.name: p.stat().st_mtime_ns for p in out.iterdir()}
    return {"folder": folder, "out": out, "base": base, "first": first, "rows": rows, "inputs": inputs,
            "received": received, "before": before, "outputs": outputs}


def test_every_input_has_exactly_one_row(mixed):
    files = [r["file"] for r in mixed["rows"]]
    assert sorted(files) == mixed["inputs"] and len(files) == len(set(files))


def test_bad_files_are_rows_with_an_error_and_do_not_stop_the_others(mixed):
    rows = {Path(r["file"]).relative_to(mixed["folder"]).as_posix(): r for r in mixed["rows"]}
    for name in ("c/truncated.pdf", "c/locked.pdf", "c/page.pdf", "empty.pdf"):
        row = rows[name]
        assert row["error"] and row["decision"] is None, row
        assert "\n" not in row["error"] and "Traceback" not in row["error"]
    assert "encrypted" in rows["c/locked.pdf"]["error"] or "password" in rows["c/locked.pdf"]["error"]
    assert "HTML" in rows["c/page.pdf"]["error"] or "not a PDF" in rows["c/page.pdf"]["error"]
    assert "empty" in rows["empty.pdf"]["error"] or "0 bytes" in rows["empty.pdf"]["error"]
    assert rows["a/report.pdf"]["decision"] == "complete"  # its review file was applied
    assert rows["b/report.pdf"]["decision"] == "incomplete" and int(rows["b/report.pdf"]["missing"]) > 0
    assert rows["b/REPORT.PDF"]["decision"] == "not_required"
    assert rows["sub dir/Plan – Müller é (rev 2).pdf"]["decision"] in ("incomplete", "needs_review")
    for name, received in mixed["received"].items():
        assert rows[name]["error"] is None and rows[name]["received"] == received.isoformat(), rows[name]
        assert rows[name]["received_from"] == f"review file {Path(name).stem}.review.yaml"


def test_exit_code_is_1_when_any_document_is_not_complete(mixed):
    assert mixed["first"].returncode == 1, mixed["first"].stderr
    assert "Traceback" not in mixed["first"].stderr


def test_outputs_never_collide_and_stay_inside_the_output_folder(mixed):
    rows = mixed["rows"]
    assert_outputs_sound(mixed["out"], rows)
    by_file = {Path(r["file"]).relative_to(mixed["folder"]).as_posix(): r["output"] for r in rows}
    assert by_file["a/report.pdf"] == "a__report.json" and by_file["b/report.pdf"] != by_file["b/REPORT.PDF"]
    created = files_under(mixed["base"]) - mixed["before"]
    assert {p for p in created if mixed["out"] not in p.parents and p != mixed["out"]} == set(), \
        "the batch wrote outside its output folder"


def test_summary_is_sorted_by_due_date_with_errors_last(mixed):
    rows = mixed["rows"]
    audited = [r for r in rows if not r["error"]]
    failed = [r for r in rows if r["error"]]
    assert rows == audited + failed
    dues = [r["decision_due"] for r in audited]
    assert dues == sorted(dues) and len(set(dues)) == len(dues)
    today = date.today()
    for row in audited:
        assert int(row["days_left"]) == (date.fromisoformat(row["decision_due"]) - today).days
        assert date.fromisoformat(row["decision_due"]) >= date.fromisoformat(row["received"]) + timedelta(days=31)


def test_rerun_skips_everything_and_force_redoes_it(mixed):
    folder, out = mixed["folder"], mixed["out"]
    rerun = batch(folder, out, "--jobs", "2")
    assert rerun.returncode == 1
    assert skipped_count(rerun.stderr) == len(mixed["inputs"])
    assert {p.name: p.stat().st_mtime_ns for p in out.iterdir() if p.name not in SUMMARY_FILES} == \
        {k: v for k, v in mixed["outputs"].items() if k not in SUMMARY_FILES}, "a skipped document was rewritten"
    assert summary(out) == mixed["rows"]
    # A changed review file makes that one document, and only it, due again.
    review = folder / "b/report.review.yaml"
    original = review.read_text(encoding="utf-8")
    review.write_text(original + 'items:\n  "93-6A(1)(a)": {status: missing, reason: "scope is a placeholder"}\n',
                      encoding="utf-8")
    try:
        changed = batch(folder, out, "--jobs", "2")
        assert skipped_count(changed.stderr) == len(mixed["inputs"]) - 1
        row = next(r for r in summary(out) if r["file"].endswith("b/report.pdf"))
        assert int(row["missing"]) == int(next(r for r in mixed["rows"] if r["file"] == row["file"])["missing"]) + 1
    finally:
        review.write_text(original, encoding="utf-8")
    forced = batch(folder, out, "--jobs", "2", "--force")
    assert forced.returncode == 1 and skipped_count(forced.stderr) == 0
    assert all(p.stat().st_mtime_ns != mixed["outputs"][p.name] for p in out.iterdir() if p.name in mixed["outputs"])
    rows = summary(out)
    assert [(r["file"], r["decision"], r["error"]) for r in rows] == \
        [(r["file"], r["decision"], r["error"]) for r in mixed["rows"]]
    assert_outputs_sound(out, rows)


def test_two_jobs_write_the_same_audits_as_one(sample_dir, tmp_path):
    """With two jobs, the documents read while spaCy loads are judged after it in a child of their
    own, and a failed read (here the largest file, read first) is this process's to record: the
    outputs are the same, byte for byte, as one document at a time."""
    folder = tmp_path / "in"
    for name in sorted(p.name for p in sample_dir.glob("*.pdf")):
        put(folder / name, (sample_dir / name).read_bytes())
    largest = max(p.stat().st_size for p in folder.iterdir())
    put(folder / "damaged.pdf", b"%PDF-1.7\n" + bytes(range(256)) * (largest // 256 + 1))
    outs = {jobs: tmp_path / f"out-{jobs}" for jobs in ("1", "2")}
    for jobs, out in outs.items():
        ran = batch(folder, out, "--jobs", jobs, "--received", "2026-11-02")
        assert ran.returncode == 1 and "Traceback" not in ran.stderr, ran.stderr
    names = sorted(p.name for p in outs["1"].iterdir())
    assert names == sorted(p.name for p in outs["2"].iterdir()) and "damaged.json" in names
    for name in names:
        assert (outs["1"] / name).read_bytes() == (outs["2"] / name).read_bytes(), name
    assert "error" in json.loads((outs["2"] / "damaged.json").read_text(encoding="utf-8"))


def test_where_nothing_can_fork_the_batch_runs_here_after_one_warning(sample_dir, tmp_path, monkeypatch, capsys):
    from swppp_audit.running import batch as batch_module
    from swppp_audit.running import isolate

    monkeypatch.setattr(isolate, "can_fork", lambda: False)
    monkeypatch.setattr(batch_module, "can_fork", lambda: False)
    monkeypatch.setattr(isolate, "_warned", set())
    folder, out = tmp_path / "in", tmp_path / "out"
    put(folder / "plan.pdf", (sample_dir / "somers-small.pdf").read_bytes())
    put(folder / "empty.pdf", b"")
    rows, _ = batch_module.run(folder, out, jobs=2, ocr="never")
    assert [(Path(r["file"]).name, r["decision"], bool(r["error"])) for r in rows] == \
        [("plan.pdf", "not_required", False), ("empty.pdf", None, True)]
    assert capsys.readouterr().err.count("cannot fork") == 1


def test_a_read_under_way_when_loading_ends_is_finished_and_handed_over_once(tmp_path, monkeypatch):
    """The reading child is told to stop while it reads a document: it hands over what it has
    read and names the one under way, then finishes that one and returns it (not thrown away,
    not read twice); a document it had not started is left to the parent."""
    import multiprocessing

    from swppp_audit.running import batch as batch_module
    from swppp_audit.running.isolate import Child, receive

    def read_one(task, ocr, password):  # forked into the reading child's children: "slow" is still reading at the stop
        time.sleep(2.0 if task.name == "slow" else 0.0)
        return 1, f"{task.name} read, ocr={ocr}"  # (pages, what was read)

    monkeypatch.setattr(batch_module, "_read_one", read_one)
    tasks = [batch_module.Task(tmp_path / f"{name}.pdf", name, name, 1) for name in ("fast", "slow", "later")]
    talk, theirs = multiprocessing.Pipe()
    reader = Child(batch_module._read_ahead, (tasks, 1, theirs, "never", None, 60, 0), 60, 0)
    theirs.close()
    time.sleep(0.8)
    talk.send(None)
    read, under_way = receive(talk)
    late = reader.result()
    assert [(task.name, value[1]) for task, value, _ in read] == [("fast", "fast read, ocr=never")]
    assert [task.name for task in under_way] == ["slow"]
    assert [(task.name, value[1]) for task, value, _ in late] == [("slow", "slow read, ocr=never")]
    assert late[0][2] >= 2.0, "the seconds a read took are counted against the document's time limit"


def test_a_reader_that_dies_leaves_its_documents_to_be_audited_from_the_start(sample_dir, tmp_path, monkeypatch):
    """The reading child killed while spaCy loads (here by its first read): the documents it read
    or was reading are audited from the start in children of their own, and none is lost."""
    import signal

    from swppp_audit.running import batch as batch_module

    def read_one(task, ocr, password):  # in a child of the reading child: kill that child, and with it this one
        os.kill(os.getppid(), signal.SIGKILL)
        time.sleep(60)

    monkeypatch.setattr(batch_module, "_read_one", read_one)
    folder, out = tmp_path / "in", tmp_path / "out"
    for name in ("somers-small.pdf", "somers-incomplete.pdf", "asharoken-incomplete.pdf"):
        put(folder / name, (sample_dir / name).read_bytes())
    rows, _ = batch_module.run(folder, out, jobs=2, ocr="never")
    assert sorted((Path(r["file"]).name, r["error"]) for r in rows) == \
        [("asharoken-incomplete.pdf", None), ("somers-incomplete.pdf", None), ("somers-small.pdf", None)]
    assert_outputs_sound(out, rows)


@pytest.mark.parametrize("jobs, docs, beside", [(1, 4, 0), (2, 4, 1), (3, 5, 2)])
def test_only_the_documents_started_last_are_judged_on_two_cores(tmp_path, monkeypatch, jobs, docs, beside):
    """Once fewer documents are left to start than there are places, a place would idle at the end
    while one document is judged: those last documents (jobs - 1 of them) are judged with matching
    beside applicability, each under the document's limits; the others, and every document with one
    job, in one process each."""
    from swppp_audit.running import batch as batch_module

    def read_one(task, ocr, password):
        return 1, b""

    def audit_one(task, *options):  # options end with (what was read, (seconds, MB) or None)
        started = time.monotonic()
        time.sleep(0.05 * int(task.name.split("-")[1]))  # no two end together, so no two start together
        return {"file": str(task.pdf), "error": None, "decision_due": None, "started": started, "beside": options[-1]}

    monkeypatch.setattr(batch_module, "_read_one", read_one)
    monkeypatch.setattr(batch_module, "_audit_one", audit_one)
    folder = tmp_path / "in"
    for n in range(docs):
        put(folder / f"plan-{n}.pdf", b"%PDF-1.7\n" + b"x" * (1000 * (n + 1)))
    rows, _ = batch_module.run(folder, tmp_path / "out", jobs=jobs, ocr="never", timeout=60, max_memory_mb=1024)
    started = sorted(rows, key=lambda row: row["started"])
    assert [row["beside"] is not None for row in started] == [False] * (docs - beside) + [True] * beside
    assert all(row["beside"][1] == 1024 and 1 <= row["beside"][0] <= 60 for row in started[docs - beside:])


def test_a_checklist_edited_without_a_new_version_makes_every_document_due_again(sample_dir, tmp_path):
    """A rerun reuses an audit only while the law it was weighed against is the same: an office
    that rewords its checklist (or the base under it) and keeps the version gets fresh audits."""
    folder, out, towns = tmp_path / "in", tmp_path / "out", tmp_path / "towns"
    put(folder / "plan.pdf", (sample_dir / "somers-incomplete.pdf").read_bytes())
    towns.mkdir()
    for path in (Path(__file__).resolve().parents[1] / "swppp_audit" / "data" / "checklists").glob("*.yaml"):
        (towns / path.name).write_bytes(path.read_bytes())
    assert batch(folder, out, "--checklist-dir", towns).returncode == 1
    assert skipped_count(batch(folder, out, "--checklist-dir", towns).stderr) == 1
    base = next(p for p in towns.glob("*.yaml") if "\nbase: true" in p.read_text(encoding="utf-8"))
    base.write_text(base.read_text(encoding="utf-8") + "# reworded by the office\n", encoding="utf-8")
    rerun = batch(folder, out, "--checklist-dir", towns)
    assert rerun.returncode == 1 and skipped_count(rerun.stderr) == 0, rerun.stderr


def test_a_letter_template_reworded_by_the_office_makes_the_letters_due_again(sample_dir, tmp_path):
    """An office words its own letter (templates/ in its checklist folder): a rerun with
    --letters writes the new wording, and without --letters the template does not matter."""
    folder, out, towns = tmp_path / "in", tmp_path / "out", tmp_path / "towns"
    put(folder / "plan.pdf", (sample_dir / "somers-incomplete.pdf").read_bytes(), received=date(2026, 11, 20))
    installed = Path(__file__).resolve().parents[1] / "swppp_audit" / "data"
    (towns / "templates").mkdir(parents=True)
    template = towns / "templates" / "letter.md.j2"
    template.write_text((installed / "templates" / "letter.md.j2").read_text(encoding="utf-8"), encoding="utf-8")
    lettered = ("--checklist-dir", towns, "--letters", "md")
    assert batch(folder, out, *lettered).returncode == 1
    assert skipped_count(batch(folder, out, *lettered).stderr) == 1
    template.write_text("OFFICE LETTERHEAD\n" + template.read_text(encoding="utf-8"), encoding="utf-8")
    rerun = batch(folder, out, *lettered)
    assert skipped_count(rerun.stderr) == 0, rerun.stderr
    assert (out / "plan.letter.md").read_text(encoding="utf-8").startswith("OFFICE LETTERHEAD")
    plain, unlettered = tmp_path / "plain", ("--checklist-dir", towns)
    assert batch(folder, plain, *unlettered).returncode == 1
    template.write_text(template.read_text(encoding="utf-8") + "\nWith regards.\n", encoding="utf-8")
    assert skipped_count(batch(folder, plain, *unlettered).stderr) == 1


# ----------------------------------------------------------------------------- hostile names

def test_dot_named_input_is_accounted_for_and_kept_inside_the_output_folder(sample_dir, tmp_path):
    """A submission named `..evil.pdf` (or any name starting with a dot) must still be audited
    or reported, never silently left out, and its output must land inside OUT."""
    folder, out = tmp_path / "in", tmp_path / "out"
    put(folder / "..evil.pdf", (sample_dir / "somers-small.pdf").read_bytes())
    put(folder / "plain.pdf", (sample_dir / "somers-small.pdf").read_bytes())
    before = files_under(tmp_path)
    ran = batch(folder, out, "--jobs", "2")
    assert ran.returncode in (0, 1), ran.stderr
    created = files_under(tmp_path) - before
    assert all(p == out or out in p.parents for p in created), "written outside OUT"
    rows = summary(out)
    assert sorted(Path(r["file"]).name for r in rows) == ["..evil.pdf", "plain.pdf"], \
        "every submission needs a row; ..evil.pdf was left out silently"
    assert_outputs_sound(out, rows)


def test_document_named_summary_does_not_clobber_the_summary(sample_dir, tmp_path):
    """`summary.pdf` is a plausible submission name; its audit must not be summary.json, and
    the batch must still rerun."""
    folder, out = tmp_path / "in", tmp_path / "out"
    put(folder / "summary.pdf", (sample_dir / "somers-small.pdf").read_bytes())
    put(folder / "other.pdf", (sample_dir / "somers-small.pdf").read_bytes())
    ran = batch(folder, out, "--jobs", "2")
    assert ran.returncode == 0, ran.stderr
    rows = summary(out)
    assert sorted(r["output"] for r in rows) == sorted(set(r["output"] for r in rows))
    assert not SUMMARY_FILES & {r["output"] for r in rows}, "a document's audit is written over the summary"
    assert_outputs_sound(out, rows)
    rerun = batch(folder, out, "--jobs", "2")
    assert rerun.returncode == 0 and "internal error" not in rerun.stderr, rerun.stderr
    assert skipped_count(rerun.stderr) == 2


# ----------------------------------------------------------------------------- letters on a rerun

def test_rerun_keeps_and_writes_letters(sample_dir, tmp_path):
    """Letters asked for on a rerun are written even if the audits are unchanged, and a rerun's
    summary still names the letters already written."""
    folder, out = tmp_path / "in", tmp_path / "out"
    put(folder / "plan.pdf", (sample_dir / "somers-no-training-clause.pdf").read_bytes(), date(2026, 11, 2))
    first = batch(folder, out, "--jobs", "1")
    assert first.returncode == 1 and not list(out.glob("*.letter.*"))
    second = batch(folder, out, "--jobs", "1", "--letters", "md")
    assert second.returncode == 1, second.stderr
    assert (out / "plan.letter.md").is_file(), "--letters on a rerun wrote no letter"
    assert summary(out)[0]["letter"] == "plan.letter.md"
    third = batch(folder, out, "--jobs", "1", "--letters", "md")
    assert skipped_count(third.stderr) == 1
    assert summary(out)[0]["letter"] == "plan.letter.md", "the rerun's summary lost the letter"


def test_receipt_dates_come_from_the_review_file_then_received_and_never_the_file_time(sample_dir, tmp_path):
    """A document's review file says when it was received; --received dates the rest; a document
    with neither has no due date (its file time is not a receipt date), and the summary says which."""
    folder, out = tmp_path / "in", tmp_path / "out"
    put(folder / "dated.pdf", (sample_dir / "somers-small.pdf").read_bytes(), date(2026, 10, 1))
    undated = put(folder / "undated.pdf", (sample_dir / "somers-small.pdf").read_bytes())
    os.utime(undated, (0, 0))  # a copy from 1970: the date means nothing
    assert batch(folder, out, "--jobs", "1").returncode == 0
    rows = {Path(r["file"]).name: r for r in summary(out)}
    assert (rows["dated.pdf"]["received"], rows["dated.pdf"]["received_from"]) == ("2026-10-01", "review file dated.review.yaml")
    assert rows["dated.pdf"]["decision_due"] == "2026-11-02"  # 31 days is Sunday, November 1: the next business day
    assert rows["undated.pdf"]["received"] is None and rows["undated.pdf"]["decision_due"] is None
    assert rows["undated.pdf"]["received_from"] == "not given" and rows["undated.pdf"]["days_left"] is None
    lettered = batch(folder, out, "--jobs", "1", "--letters", "md")
    rows = {Path(r["file"]).name: r for r in summary(out)}
    assert rows["undated.pdf"]["letter"] == ("not written: no received date: the letter counts the determination "
                                             "period from it; give --received YYYY-MM-DD or set received: in the review file")
    assert rows["dated.pdf"]["letter"] == "dated.letter.md", lettered.stderr
    rerun = batch(folder, out, "--jobs", "1", "--received", "2026-11-20")
    assert rerun.returncode == 0 and skipped_count(rerun.stderr) == 0, rerun.stderr
    rows = {Path(r["file"]).name: r for r in summary(out)}
    assert (rows["undated.pdf"]["received"], rows["undated.pdf"]["received_from"]) == ("2026-11-20", "the batch's --received")
    assert (rows["dated.pdf"]["received"], rows["dated.pdf"]["received_from"]) == ("2026-10-01", "review file dated.review.yaml")


def test_a_received_date_in_the_future_is_refused(sample_dir, tmp_path):
    folder, out = tmp_path / "in", tmp_path / "out"
    put(folder / "plan.pdf", (sample_dir / "somers-small.pdf").read_bytes())
    tomorrow = (date.today() + timedelta(days=1)).isoformat()
    ran = batch(folder, out, "--received", tomorrow)
    assert ran.returncode == 2 and ran.stderr.strip() == (
        f"swppp-audit: error: the received date {tomorrow} is in the future (today is {date.today().isoformat()}); "
        "give the date the application was received"), ran.stderr
    (folder / "plan.review.yaml").write_text(f"received: {tomorrow}\n", encoding="utf-8")
    ran = batch(folder, out)
    assert ran.returncode == 2  # the one document failed: its row says why
    assert summary(out)[0]["error"] == (f"plan.review.yaml, line 1: received: {tomorrow} is in the future; "
                                        "give the date the application was received")


def test_a_batch_in_which_every_input_failed_exits_2_and_one_good_file_makes_it_1_or_0(sample_dir, tmp_path):
    folder, out = tmp_path / "in", tmp_path / "out"
    put(folder / "empty.pdf", b"")
    put(folder / "page.pdf", b"<html></html>\n")
    ran = batch(folder, out)
    assert ran.returncode == 2, ran.stderr
    assert all(r["error"] for r in summary(out))
    put(folder / "good.pdf", (sample_dir / "somers-small.pdf").read_bytes())
    assert batch(folder, out).returncode == 1  # the failed files still count as not complete


def test_an_unknown_checklist_is_one_line_and_exit_2_before_any_audit(sample_dir, tmp_path):
    folder, out = tmp_path / "in", tmp_path / "out"
    put(folder / "plan.pdf", (sample_dir / "somers-small.pdf").read_bytes())
    ran = batch(folder, out, "--checklist", "somers-ch39")
    lines = ran.stderr.strip().splitlines()
    assert ran.returncode == 2 and len(lines) == 1, ran.stderr
    assert lines[0].startswith("swppp-audit: error: unknown checklist 'somers-ch39' (installed: "), ran.stderr
    assert not list(out.glob("*.json")), "no audit may be written against a checklist that does not exist"


def test_summary_csv_cells_never_run_as_formulas(sample_dir, tmp_path):
    """A spreadsheet opens summary.csv; file names are the applicants' choosing."""
    folder, out = tmp_path / "in", tmp_path / "out"
    put(folder / "=HYPERLINK(1).pdf", (sample_dir / "somers-small.pdf").read_bytes())
    put(folder / "+1.pdf", b"")
    put(folder / "plain.pdf", (sample_dir / "somers-small.pdf").read_bytes())
    batch(folder, out)
    with (out / "summary.csv").open(encoding="utf-8", newline="") as fh:
        cells = [cell for row in csv.reader(fh) for cell in row]
    assert not [c for c in cells if c[:1] in ("=", "+", "-", "@")], cells
    files = {Path(r["file"]).name for r in json.loads((out / "summary.json").read_text(encoding="utf-8"))}
    assert files == {"=HYPERLINK(1).pdf", "+1.pdf", "plain.pdf"}  # the JSON keeps them as they are
    with (out / "summary.csv").open(encoding="utf-8", newline="") as fh:
        names = {Path(r["file"].removeprefix("'")).name for r in csv.DictReader(fh)}
    assert names == files
    from swppp_audit.running.batch import spreadsheet_safe
    assert [spreadsheet_safe(v) for v in ("=1+1", "+1", "-1", "@SUM(A1)", "\t=1", "plain", -3, None)] == \
        ["'=1+1", "'+1", "'-1", "'@SUM(A1)", "'\t=1", "plain", -3, None]


# ----------------------------------------------------------------------------- killed halfway

@pytest.mark.parametrize("jobs", ["1", "2"])
def test_batch_killed_halfway_then_rerun_leaves_everything_whole(sample_dir, tmp_path, jobs):
    folder, out = tmp_path / "in", tmp_path / "out"
    names = sorted([p.name for p in sample_dir.glob("somers-*.pdf")] + ["asharoken-condition-a.pdf"])
    assert len(names) == 8
    for name in names:
        put(folder / name, (sample_dir / name).read_bytes())
    process = subprocess.Popen(COMMAND + ["batch", str(folder), "-o", str(out), "--jobs", jobs, "--ocr", "never"],
                               stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, start_new_session=True)
    deadline = time.monotonic() + 120
    try:
        while time.monotonic() < deadline and process.poll() is None:
            if out.is_dir() and any(n.endswith(".json") and not n.startswith(".") for n in os.listdir(out)):
                break
            time.sleep(0.01)
        assert process.poll() is None, "the batch finished before it could be killed"
    finally:
        os.killpg(process.pid, signal.SIGKILL)  # the batch and its workers, as a crash or power cut would
        process.wait(10)
    done_before = [n for n in os.listdir(out) if n.endswith(".json") and not n.startswith(".")]
    assert 1 <= len(done_before) < len(names) and not (out / "summary.json").exists(), done_before
    for name in done_before:
        json.loads((out / name).read_text(encoding="utf-8"))  # never half-written

    rerun = batch(folder, out, "--jobs", jobs)
    assert rerun.returncode == 1, rerun.stderr
    assert skipped_count(rerun.stderr) == len(done_before), (done_before, rerun.stderr)
    rows = summary(out)
    assert sorted(Path(r["file"]).name for r in rows) == names
    assert sorted(r["output"] for r in rows) == sorted(n.replace(".pdf", ".json") for n in names), "duplicates"
    assert not [(r["file"], r["error"]) for r in rows if r["error"]]
    assert_outputs_sound(out, rows)


def test_rerun_clears_temporary_files_left_by_a_killed_run(sample_dir, tmp_path):
    """A run killed while writing leaves its temporary file; the next run must not leave it there."""
    folder, out = tmp_path / "in", tmp_path / "out"
    put(folder / "plan.pdf", (sample_dir / "somers-small.pdf").read_bytes())
    assert batch(folder, out, "--jobs", "1").returncode == 0
    stale = out / ".plan.json.424242.tmp"
    stale.write_text('{"decision": "compl', encoding="utf-8")
    rerun = batch(folder, out, "--jobs", "1")
    assert rerun.returncode == 0
    assert not [p.name for p in out.iterdir() if p.name.endswith(".tmp")], "a half-written file stays in OUT"


@pytest.mark.parametrize("jobs", ["1", "2"])
def test_ctrl_c_stops_the_batch_at_once_in_one_line_and_leaves_nothing_half_done(sample_dir, tmp_path, jobs):
    folder, out = tmp_path / "in", tmp_path / "out"
    for name in sorted(p.name for p in sample_dir.glob("*.pdf")):
        put(folder / name, (sample_dir / name).read_bytes())
    process = subprocess.Popen(COMMAND + ["batch", str(folder), "-o", str(out), "--jobs", jobs, "--ocr", "never"],
                               stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, start_new_session=True)
    deadline = time.monotonic() + 120
    while time.monotonic() < deadline and process.poll() is None:
        if out.is_dir() and any(n.endswith(".json") and not n.startswith(".") for n in os.listdir(out)):
            break
        time.sleep(0.01)
    assert process.poll() is None, "the batch finished before it could be interrupted"
    os.killpg(process.pid, signal.SIGINT)  # what a terminal's Ctrl-C sends
    _, err = process.communicate(timeout=30)
    assert process.returncode in (130, -signal.SIGINT), err  # a shell shows both as 130
    assert err.strip().splitlines()[-1] == "swppp-audit: interrupted" and "Traceback" not in err, err
    assert not running_in_group(process.pid, within=5), "a reader, the server or an audit is still running"
    for name in os.listdir(out):
        assert not name.endswith(".tmp"), name
        if name != "summary.csv":
            json.loads((out / name).read_text(encoding="utf-8"))
    # the summary of what was done: every document a row, those not reached saying so
    rows = summary(out)
    assert sorted(Path(r["file"]).name for r in rows) == sorted(p.name for p in folder.glob("*.pdf"))
    done = [r for r in rows if (out / r["output"]).is_file()]
    assert done and all(r["error"] != NOT_DONE for r in done)
    assert all(r["error"] == NOT_DONE for r in rows if r not in done)


def test_an_encrypted_document_opens_with_the_batchs_password_and_is_refused_without(sample_dir, tmp_path):
    folder, out = tmp_path / "in", tmp_path / "out"
    folder.mkdir()
    make_pdf(folder / "locked.pdf", [["Town of Somers", "Stormwater Pollution Prevention Plan",
                                       "The project will disturb 2 acres."]], encrypt="s3cret")
    put(folder / "open.pdf", (sample_dir / "somers-small.pdf").read_bytes())
    assert batch(folder, out, "--jobs", "1").returncode == 1
    rows = {Path(r["file"]).name: r for r in summary(out)}
    assert "encrypted" in rows["locked.pdf"]["error"] and "--password" in rows["locked.pdf"]["error"]
    again = batch(folder, out, "--jobs", "1", "--password", "s3cret")  # the password is a new setting: redone
    rows = {Path(r["file"]).name: r for r in summary(out)}
    assert rows["locked.pdf"]["error"] is None and rows["locked.pdf"]["decision"], again.stderr
    assert rows["open.pdf"]["error"] is None


def test_the_letters_bear_the_batchs_signer_and_date_and_a_date_gone_by_is_refused(sample_dir, tmp_path):
    folder, out = tmp_path / "in", tmp_path / "out"
    put(folder / "plan.pdf", (sample_dir / "somers-small.pdf").read_bytes(), date.today() - timedelta(days=3))
    later = date.today() + timedelta(days=2)
    ran = batch(folder, out, "--jobs", "1", "--letters", "md", "--reviewer", "Jane Doe", "--title", "Town Engineer",
                "--letter-date", later.isoformat())
    assert ran.returncode in (0, 1), ran.stderr
    letter = (out / "plan.letter.md").read_text(encoding="utf-8")
    assert "Jane Doe" in letter and "Town Engineer" in letter
    assert f"{later:%B} {later.day}, {later.year}" in letter
    before = date.today() - timedelta(days=1)
    refused = batch(folder, out, "--letter-date", before.isoformat())
    assert refused.returncode == 2 and refused.stderr.strip() == (
        f"swppp-audit: error: --letter-date {before.isoformat()} is before today: a determination is not dated back")
