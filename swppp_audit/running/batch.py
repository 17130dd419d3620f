"""Audit a folder of submissions: each document in child processes, `jobs` at a time, with a time
and memory limit (swppp_audit.running.isolate); resumable, atomic, and one bad file never stops the rest.
spaCy and the checklists' matchers load once, and every audit is forked from the process that
loaded them; while they load, the other places read documents.
"""
from __future__ import annotations

import hashlib
import json
import os
import re
import time
from dataclasses import dataclass
from datetime import date
from multiprocessing.connection import wait
from pathlib import Path

from swppp_audit import __version__
from swppp_audit.files import write_atomically
from swppp_audit.running.isolate import Job, LimitExceeded, Server, can_fork, freeze_shared_memory, result

SUMMARY_FIELDS = ("file", "checklist", "decision", "missing", "needs_review", "received", "received_from",
                  "decision_due", "days_left", "error", "output", "letter")


@dataclass(frozen=True)
class Task:
    pdf: Path
    name: str  # output stem, unique within the batch, derived from the path under the input folder
    key: str  # what the result depends on: content, checklist, review file, tool version
    size: int  # bytes: the estimate of the work it takes


def find_pdfs(folder: Path, exclude: Path | None = None) -> list[Path]:
    """Every PDF under the folder (hidden names too: a submission may be called anything),
    except what lies in the output folder."""
    exclude = exclude.resolve() if exclude else None
    return sorted(p for p in folder.rglob("*") if p.is_file() and p.suffix.lower() == ".pdf"
                  and not (exclude and exclude in p.resolve().parents))


def output_stem(pdf: Path, folder: Path) -> str:
    """A flat, safe file stem from the path under the input folder: sub/report.pdf -> sub__report.
    Only [A-Za-z0-9._-] survive, so no name can reach outside the output folder."""
    relative = pdf.relative_to(folder).with_suffix("")
    parts = [re.sub(r"[^A-Za-z0-9._-]+", "_", part).strip("._") or "_" for part in relative.parts]
    return "__".join(parts)[:180]


# Pages read ahead while spaCy loads, at most (a few MB held in memory, waiting to be judged).
READ_AHEAD_PAGES = 2000
# Judging takes about this share of a whole audit (the rest is reading): bench/bench.py's stages.
JUDGE_SHARE = 0.5

# Output stems the batch writes for itself; a document may not take them.
RESERVED = {"summary"}


def plan_tasks(folder: Path, settings_key: str, outdir: Path | None = None) -> list[Task]:
    """One task per PDF; its key covers everything the outputs depend on, so a rerun redoes a
    document when its content, review file, checklist or the batch's options change."""
    from swppp_audit.reading.extract import sha256_of
    from swppp_audit.review import path_for

    tasks, used = [], set(RESERVED)
    for pdf in find_pdfs(folder, outdir):
        stem = output_stem(pdf, folder)
        name, n = stem, 2
        while name.lower() in used:  # case-insensitive file systems fold Report and report
            name, n = f"{stem}-{n}", n + 1
        used.add(name.lower())
        review = path_for(pdf)
        parts = [sha256_of(pdf), settings_key, __version__,
                 sha256_of(review) if review.is_file() else "no-review"]
        tasks.append(Task(pdf, name, hashlib.sha256("|".join(parts).encode()).hexdigest(), pdf.stat().st_size))
    return tasks


def _received_for(review, received: date | None) -> tuple[date | None, str]:
    """(receipt date, where it came from): the document's review file, else the batch's
    --received, else none. A file's modification time is never one: copying resets it."""
    if review.received is not None:
        return review.received, f"review file {review.path.name}"
    if received is not None:
        return received, "--received"
    return None, "not given"


def _row(task: Task, report: dict | None, error: str | None, today: date, letter: str = "") -> dict:
    row = dict.fromkeys(SUMMARY_FIELDS, None)
    row.update(file=str(task.pdf), output=f"{task.name}.json", error=error, letter=letter or None)
    if report:
        row.update(checklist=report["checklist"]["id"], decision=report["decision"],
                   missing=report["summary"].get("missing", 0), needs_review=report["summary"].get("needs_review", 0),
                   received_from=report.get("batch_received_from", "not given"))
        if report["received_stated"]:  # without a receipt date there is no deadline to show
            due = date.fromisoformat(report["decision_due_next_business_day"] or report["decision_due"])
            row.update(received=report["received"], decision_due=due.isoformat(), days_left=(due - today).days)
    return row


def _read_one(task: Task, checklist: str | None, ocr: str):
    """In a child, while the parent loads spaCy: the reading stage alone (with the checklist the
    review file was settled against, when no --checklist is given)."""
    from swppp_audit.running.pipeline import read
    from swppp_audit.review import find

    return read(task.pdf, checklist or find(task.pdf).checklist or None, ocr=ocr)


def _audit_one(task: Task, outdir: Path, checklist: str | None, letters: str | None, received: date | None,
               today: date, ocr: str, extracted=None) -> dict:
    """In the child: audit (from what was read already, if anything), write the outputs
    atomically, return the summary row."""
    from swppp_audit.output.letter import LetterError, compose, render_docx, render_html, render_markdown
    from swppp_audit.running.pipeline import INPUT_ERRORS, Options, judge, read
    from swppp_audit.output.report import to_dict
    from swppp_audit.review import find

    letter_note, source = "", ""
    try:
        review = find(task.pdf)
        received, source = _received_for(review, received)
        result = judge(extracted or read(task.pdf, checklist or review.checklist or None, ocr=ocr),
                       Options(received=received, today=today, review=review))
    except INPUT_ERRORS as exc:
        report, error = {"error": str(exc)}, str(exc)
    else:
        report, error = to_dict(result), None
        report["batch_received_from"] = source
        if letters:
            try:
                content = compose(result, review, today=today)
                render = {"docx": render_docx, "html": render_html, "md": render_markdown}[letters]
                data = render(content)
                write_atomically(outdir / f"{task.name}.letter.{letters}",
                                 data.encode("utf-8") if isinstance(data, str) else data)
                letter_note = f"{task.name}.letter.{letters}"
            except LetterError as exc:
                letter_note = f"not written: {exc}"
    report["batch_key"] = task.key
    report["batch_letter"] = letter_note
    write_atomically(outdir / f"{task.name}.json", json.dumps(report, indent=2, ensure_ascii=False).encode("utf-8"))
    return _row(task, None if error else report, error, today, letter_note)


def _previous(task: Task, outdir: Path, today: date) -> dict | None:
    """The row of an earlier run whose inputs are unchanged, if its output is there and valid."""
    path = outdir / f"{task.name}.json"
    try:
        report = json.loads(path.read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return None
    if report.get("batch_key") != task.key:
        return None
    if "error" in report:
        return _row(task, None, report["error"], today)
    return _row(task, report, None, today, report.get("batch_letter", ""))


def run(folder: Path, outdir: Path, checklist: str | None = None, jobs: int | None = None,
        letters: str | None = None, received: date | None = None, timeout: float = 600.0,
        max_memory_mb: int = 2048, force: bool = False, today: date | None = None, ocr: str = "auto",
        progress=None) -> tuple[list[dict], int]:
    """Audit every PDF under `folder`, `jobs` processes at work at once; returns the summary rows
    (sorted by due date) and how many documents were skipped as unchanged since the last run."""
    jobs = max(1, jobs or os.cpu_count() or 1)
    # Loading spaCy is the longest step before the first audit: it starts first.
    server = Server(_load, (checklist,)) if jobs > 1 and can_fork() else None
    try:
        from swppp_audit.output import letter, report  # noqa: F401 - once, here, not in every child
        from swppp_audit.running import pipeline  # noqa: F401 - once, here, not in every child
        from swppp_audit.judging.checklist import load, load_all

        today = today or date.today()
        outdir.mkdir(parents=True, exist_ok=True)
        candidates = [load(checklist)] if checklist else load_all()
        settings_key = "|".join([",".join(f"{c.id}@{c.version}" for c in candidates),
                                 f"letters={letters}", f"received={received}", f"ocr={ocr}"])
        for stale in outdir.glob(".*.tmp"):  # left by a run killed while writing
            stale.unlink(missing_ok=True)
        tasks = plan_tasks(folder, settings_key, outdir)
        rows, pending, skipped = [], [], 0
        for task in tasks:
            previous = None if force else _previous(task, outdir, today)
            if previous is not None:
                rows.append(previous)
                skipped += 1
            else:
                pending.append(task)
        if pending:
            freeze_shared_memory()  # this process now only forks and collects
            schedule = _Schedule(pending, jobs, server, outdir, checklist, letters, received, today, ocr,
                                 timeout, max_memory_mb, progress)
            server = None  # the schedule's to close now
            rows.extend(schedule.run())
    finally:
        if server:
            server.close()
    return sort_rows(rows), skipped


def _load(checklist: str | None) -> None:
    """What every audit child needs, loaded once where they are forked from."""
    from swppp_audit.output import letter, report  # noqa: F401
    from swppp_audit.running.pipeline import warm

    warm(checklist)
    freeze_shared_memory()


class _Schedule:
    """Runs the pending tasks, `jobs` processes at work at once. Every audit is forked from a
    process that has spaCy and the matchers loaded, so no child loads them again. Loading them
    takes one of the `jobs` places: with one, this process loads them and then forks one audit
    after another; with more, a `Server` loads them while the other places read documents (the
    reading stage needs no spaCy), and the server then judges those and audits the rest."""

    def __init__(self, pending, jobs, server, outdir, checklist, letters, received, today, ocr, timeout,
                 max_memory_mb, progress):
        self.queue = sorted(pending, key=lambda task: -task.size)
        self.jobs, self.outdir, self.checklist, self.today, self.ocr = jobs, outdir, checklist, today, ocr
        self.started_ns = time.time_ns()  # what a child wrote in this run is newer than this
        self.options = (outdir, checklist, letters, received, today, ocr)
        self.timeout, self.max_memory_mb, self.progress = timeout, max_memory_mb, progress
        self.running: dict = {}  # job connection -> (Job, Task, stage), for jobs forked here
        self.served: dict = {}  # server job id -> (Task, stage)
        self.read: list = []  # (Task, Extracted) read while the server loads, waiting to be judged
        self.deadlines: dict[Task, float] = {}
        self.rows: list[dict] = []
        self.server = server
        self.loaded = False

    def run(self) -> list[dict]:
        if not self.server:
            self._load_here()
        try:
            while self.queue or self.running or self.served or self.read:
                self._start()
                ready = set(wait(list(self.running) + (self.server.waitables if self.server else []), timeout=0.5))
                for conn, (job, task, stage) in list(self.running.items()):
                    try:
                        finished, value = job.poll(conn in ready)
                    except Exception as exc:  # noqa: BLE001 - becomes the document's row
                        finished, value = True, exc
                    if finished:
                        del self.running[conn]
                        self._finish(task, stage, value)
                if self.server and ready & set(self.server.waitables):
                    self._hear_from_server()
        except BaseException:  # Ctrl-C above all: stop now, not after the documents under way
            if self.server:
                self.server.close(at_once=True)
                self.server = None
            raise
        finally:
            if self.server:
                self.server.close()
        return self.rows

    def _hear_from_server(self) -> None:
        try:
            job_id, kind, value = self.server.receive()
        except LimitExceeded as exc:  # the server died: its documents fail, the rest go on here
            for task, _ in self.served.values():
                self._finish(task, "audit", exc)
            self.served.clear()
            self._load_here()
            return
        if job_id is None:
            if kind == "ready":
                self.loaded = True
            else:  # loading failed there: load here, where its error reaches the user
                self._load_here()
            return
        task, stage = self.served.pop(job_id)
        try:
            value = result(kind, value)
        except Exception as exc:  # noqa: BLE001 - becomes the document's row
            value = exc
        self._finish(task, stage, value)

    def _load_here(self) -> None:
        """Load in this process and fork every audit from here (no server, or none any more)."""
        if self.server:
            self.server.close(at_once=True)
            self.server = None
        _load(self.checklist)
        self.loaded = True

    def _start(self) -> None:
        """Fill the free places, longest work first (largest files first, and a document's
        judging counted as part of its audit), so the batch does not end on one long job while
        the other places idle."""
        places = self.jobs if self.loaded else self.jobs - 1
        while len(self.running) + len(self.served) < places:
            judge_next = self.loaded and self.read and (
                not self.queue or self.read[0][0].size * JUDGE_SHARE >= self.queue[0].size)
            if judge_next:
                task, extracted = self.read.pop(0)
                self._audit(task, "judge", (task, *self.options, extracted), self._left(task))
            elif self.queue and (self.loaded or sum(len(e.document.pages) for _, e in self.read) < READ_AHEAD_PAGES):
                task = self.queue.pop(0)
                self.deadlines[task] = time.monotonic() + self.timeout
                if self.progress:
                    self.progress("start", task)
                if self.loaded:
                    self._audit(task, "audit", (task, *self.options), self.timeout)
                else:
                    job = Job(_read_one, (task, self.checklist, self.ocr), self.timeout, self.max_memory_mb)
                    self.running[job.conn] = (job, task, "read")
            else:
                return

    def _audit(self, task: Task, stage: str, args: tuple, timeout: float) -> None:
        if self.server:
            self.served[self.server.submit(_audit_one, args, timeout, self.max_memory_mb)] = (task, stage)
        else:
            job = Job(_audit_one, args, timeout, self.max_memory_mb)
            self.running[job.conn] = (job, task, stage)

    def _left(self, task: Task) -> float:
        return max(1.0, self.deadlines[task] - time.monotonic())

    def _finish(self, task: Task, stage: str, value) -> None:
        """Record a finished job: what was read waits for judging; anything else is a row."""
        from swppp_audit.running.pipeline import INPUT_ERRORS

        if isinstance(value, (LimitExceeded, *INPUT_ERRORS)):
            value = _row(task, None, str(value), self.today)
        elif isinstance(value, Exception):
            value = _row(task, None, f"internal error: {type(value).__name__}: {value}", self.today)
        elif stage == "read":
            self.read.append((task, value))
            self.read.sort(key=lambda entry: -entry[0].size)
            return
        if value["error"]:
            _record_error(task, self.outdir, value["error"], self.started_ns)
        self.rows.append(value)
        if self.progress:
            self.progress("done", task)


def _record_error(task: Task, outdir: Path, error: str, since_ns: int) -> None:
    """The error row's JSON, unless the child that failed wrote it already in this run (an audit
    child records its own failure; a reading child does not). A file of an earlier run is
    rewritten: --force redoes every document, failed ones included."""
    path = outdir / f"{task.name}.json"
    try:
        written_now = path.stat().st_mtime_ns >= since_ns
        if written_now and json.loads(path.read_text(encoding="utf-8")).get("batch_key") == task.key:
            return
    except (OSError, ValueError):
        pass
    write_atomically(path, json.dumps({"error": error, "batch_key": task.key}, indent=2).encode("utf-8"))


def sort_rows(rows: list[dict]) -> list[dict]:
    """By due date, so overdue (negative days left) come first; then documents with no receipt
    date (no deadline known); failed files last."""
    return sorted(rows, key=lambda r: (r["error"] is not None, r["decision_due"] is None, r["decision_due"] or "",
                                       r["file"]))


def spreadsheet_safe(value):
    """A cell Excel will not run as a formula: text starting with = + - @ (or a tab or carriage
    return, which Excel skips before one) gets a leading apostrophe. File names and errors come
    from applicants; numbers are left as numbers."""
    if isinstance(value, str) and value[:1] in ("=", "+", "-", "@", "\t", "\r"):
        return "'" + value
    return value


def write_summary(rows: list[dict], outdir: Path) -> None:
    import csv
    import io

    buffer = io.StringIO()
    writer = csv.DictWriter(buffer, fieldnames=SUMMARY_FIELDS)
    writer.writeheader()
    writer.writerows({key: spreadsheet_safe(value) for key, value in row.items()} for row in rows)
    write_atomically(outdir / "summary.csv", buffer.getvalue().encode("utf-8"))
    write_atomically(outdir / "summary.json", json.dumps(rows, indent=2, ensure_ascii=False).encode("utf-8"))


def batch_exit_code(rows: list[dict]) -> int:
    """0 when every document is complete or needs no plan; 2 when no document could be audited
    at all (as for a single bad input); else 1."""
    if rows and all(r["error"] for r in rows):
        return 2
    return 0 if rows and all(r["decision"] in ("complete", "not_required") for r in rows) else 1
