"""Audit a folder of submissions: one process per document, `jobs` at a time, each with a time
and memory limit (swppp_audit.isolate); resumable, atomic, and one bad file never stops the rest.
The parent warms spaCy and the checklists' matchers once while the first document is audited,
so later children start with them loaded.
"""
from __future__ import annotations

import hashlib
import json
import os
import re
from dataclasses import dataclass
from datetime import date, datetime
from multiprocessing.connection import wait
from pathlib import Path

from . import __version__
from .extract import sha256_of
from .isolate import Job, LimitExceeded

SUMMARY_FIELDS = ("file", "checklist", "decision", "missing", "needs_review", "received", "decision_due",
                  "days_left", "error", "output", "letter")


@dataclass(frozen=True)
class Task:
    pdf: Path
    name: str  # output stem, unique within the batch, derived from the path under the input folder
    key: str  # what the result depends on: content, checklist, review file, tool version


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


# Output stems the batch writes for itself; a document may not take them.
RESERVED = {"summary"}


def plan_tasks(folder: Path, settings_key: str, outdir: Path | None = None) -> list[Task]:
    """One task per PDF; its key covers everything the outputs depend on, so a rerun redoes a
    document when its content, review file, checklist or the batch's options change."""
    from .review import path_for

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
        tasks.append(Task(pdf, name, hashlib.sha256("|".join(parts).encode()).hexdigest()))
    return tasks


def write_atomically(path: Path, data: bytes) -> None:
    tmp = path.with_name(f".{path.name}.{os.getpid()}.tmp")
    try:
        tmp.write_bytes(data)
        os.replace(tmp, path)
    finally:
        tmp.unlink(missing_ok=True)


def _received_for(pdf: Path, received_from: str) -> date:
    from .review import find

    if received_from == "review-file":
        received = find(pdf).received
        if received:
            return received
    return datetime.fromtimestamp(pdf.stat().st_mtime).date()


def _row(task: Task, report: dict | None, error: str | None, today: date, letter: str = "") -> dict:
    row = dict.fromkeys(SUMMARY_FIELDS, None)
    row.update(file=str(task.pdf), output=f"{task.name}.json", error=error, letter=letter or None)
    if report:
        due = date.fromisoformat(report["decision_due_next_business_day"] or report["decision_due"])
        row.update(checklist=report["checklist"]["id"], decision=report["decision"],
                   missing=report["summary"].get("missing", 0), needs_review=report["summary"].get("needs_review", 0),
                   received=report["received"], decision_due=due.isoformat(), days_left=(due - today).days)
    return row


def _audit_one(task: Task, outdir: Path, checklist: str | None, letters: str | None, received_from: str,
               today: date, ocr: str) -> dict:
    """In the child: audit, write the outputs atomically, return the summary row."""
    from .letter import LetterError, compose, render_docx, render_html, render_markdown
    from .pipeline import INPUT_ERRORS, audit
    from .report import to_dict
    from .review import find

    letter_note = ""
    try:
        review = find(task.pdf)
        result = audit(task.pdf, checklist=checklist, received=_received_for(task.pdf, received_from),
                       today=today, review=review, ocr=ocr)
    except INPUT_ERRORS as exc:
        report, error = {"error": str(exc)}, str(exc)
    else:
        report, error = to_dict(result), None
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


def warm_up(checklist: str | None) -> None:
    """Load spaCy and build the matchers once in the parent, so forked children share them."""
    from .checklist import load, load_all
    from .match import engine

    for found in ([load(checklist)] if checklist else load_all()):
        engine(found)


def run(folder: Path, outdir: Path, checklist: str | None = None, jobs: int | None = None,
        letters: str | None = None, received_from: str = "mtime", timeout: float = 600.0,
        max_memory_mb: int = 2048, force: bool = False, today: date | None = None, ocr: str = "auto",
        progress=None) -> tuple[list[dict], int]:
    """Audit every PDF under `folder`; returns the summary rows (sorted by due date) and how
    many documents were skipped as unchanged since the last run."""
    from .checklist import load, load_all

    today = today or date.today()
    outdir.mkdir(parents=True, exist_ok=True)
    candidates = [load(checklist)] if checklist else load_all()
    settings_key = "|".join([",".join(f"{c.id}@{c.version}" for c in candidates),
                             f"letters={letters}", f"received_from={received_from}", f"ocr={ocr}"])
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
    jobs = max(1, jobs or os.cpu_count() or 1)
    running: dict = {}  # connection -> (Job, Task)
    queue = list(pending)
    warmed = False
    while queue or running:
        # The first document starts at once and loads spaCy itself while the parent loads it
        # for every later child, so no core waits on the warm-up.
        while queue and len(running) < (jobs if warmed else 1):
            task = queue.pop(0)
            job = Job(_audit_one, (task, outdir, checklist, letters, received_from, today, ocr), timeout, max_memory_mb)
            running[job.conn] = (job, task)
            if progress:
                progress("start", task)
        if not warmed:
            warm_up(checklist)
            warmed = True
            continue
        ready = set(wait(list(running), timeout=0.2))
        for conn, (job, task) in list(running.items()):
            try:
                finished, row = job.poll(conn in ready)
            except LimitExceeded as exc:
                finished, row = True, _row(task, None, str(exc), today)
            except Exception as exc:  # noqa: BLE001 - one bad file is a row, never a stopped batch
                finished, row = True, _row(task, None, f"internal error: {type(exc).__name__}: {exc}", today)
            if not finished:
                continue
            del running[conn]
            if row["error"]:
                _record_error(task, outdir, row["error"])
            rows.append(row)
            if progress:
                progress("done", task)
    return sort_rows(rows), skipped


def _record_error(task: Task, outdir: Path, error: str) -> None:
    path = outdir / f"{task.name}.json"
    try:
        if json.loads(path.read_text(encoding="utf-8")).get("batch_key") == task.key:
            return  # the child wrote it already
    except (OSError, ValueError):
        pass
    write_atomically(path, json.dumps({"error": error, "batch_key": task.key}, indent=2).encode("utf-8"))


def sort_rows(rows: list[dict]) -> list[dict]:
    """By due date, so overdue (negative days left) come first; failed files last."""
    return sorted(rows, key=lambda r: (r["decision_due"] is None, r["decision_due"] or "", r["file"]))


def write_summary(rows: list[dict], outdir: Path) -> None:
    import csv
    import io

    buffer = io.StringIO()
    writer = csv.DictWriter(buffer, fieldnames=SUMMARY_FIELDS)
    writer.writeheader()
    writer.writerows(rows)
    write_atomically(outdir / "summary.csv", buffer.getvalue().encode("utf-8"))
    write_atomically(outdir / "summary.json", json.dumps(rows, indent=2, ensure_ascii=False).encode("utf-8"))


def batch_exit_code(rows: list[dict]) -> int:
    return 0 if rows and all(r["decision"] in ("complete", "not_required") for r in rows) else 1
