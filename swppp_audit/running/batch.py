"""Audit a folder of submissions: each document in child processes, `jobs` at a time, with a time
and memory limit (swppp_audit.running.isolate); resumable, atomic, and one bad file never stops the rest.
spaCy and the checklists' matchers load once, and every audit is forked from the process that
loaded them; while they load, a child reads documents in the other places.
"""
from __future__ import annotations

import hashlib
import json
import multiprocessing
import os
import re
import time
from contextlib import suppress
from dataclasses import dataclass, field
from datetime import date
from pathlib import Path

from swppp_audit.version import __version__
from swppp_audit.files import remove_unfinished, sha256_of, write_atomically
from swppp_audit.running.isolate import (Child, LimitExceeded, can_fork, finished, freeze_shared_memory, receive,
                                         unpickled)

SUMMARY_FIELDS = ("file", "checklist", "decision", "missing", "needs_review", "received", "received_from",
                  "decision_due", "days_left", "project", "round", "previous", "resolved", "still_open", "new",
                  "error", "output", "letter")


@dataclass(frozen=True)
class Task:
    pdf: Path
    name: str  # output stem, unique within the batch, derived from the path under the input folder
    key: str  # what the result depends on: content, checklist, review file, tool version
    size: int  # bytes: the estimate of the work it takes
    previous: tuple[Path, ...] = ()  # the application's earlier rounds, oldest first (the --rounds manifest)


def find_pdfs(folder: Path, exclude: Path | None = None) -> list[Path]:
    """Every PDF under the folder (hidden names too: a submission may be called anything),
    except what lies in the output folder and a marked-up copy `annotate` wrote beside its plan
    (NAME.marked.pdf beside NAME.pdf: the same plan, with notes)."""
    exclude = exclude.resolve() if exclude else None
    return sorted(p for p in folder.rglob("*") if p.is_file() and p.suffix.lower() == ".pdf"
                  and not (exclude and exclude in p.resolve().parents) and not _marked_copy(p))


def _marked_copy(path: Path) -> bool:
    stem = path.name[:-len(".marked.pdf")] if path.name.lower().endswith(".marked.pdf") else None
    return bool(stem) and path.with_name(f"{stem}.pdf").is_file()


def output_stem(pdf: Path, folder: Path) -> str:
    """A flat, safe file stem from the path under the input folder: sub/report.pdf -> sub__report.
    Only [A-Za-z0-9._-] survive, so no name can reach outside the output folder."""
    relative = pdf.relative_to(folder).with_suffix("")
    parts = [re.sub(r"[^A-Za-z0-9._-]+", "_", part).strip("._") or "_" for part in relative.parts]
    return "__".join(parts)[:180]


# Pages read ahead while spaCy loads, at most (a few MB held in memory, waiting to be judged).
READ_AHEAD_PAGES = 2000

# Output stems the batch writes for itself; a document may not take them.
RESERVED = {"summary"}


def read_manifest(path: Path, folder: Path) -> dict[Path, Path]:
    """A --rounds manifest: a YAML mapping of each resubmission to its last round (`rev1.pdf:
    plan.pdf`, paths under the folder; the last round may also be a JSON audit or review file)."""
    import yaml

    from swppp_audit.judging.rounds import RoundError

    try:
        raw = yaml.safe_load(path.read_text(encoding="utf-8"))
    except (OSError, UnicodeDecodeError, yaml.YAMLError) as exc:
        raise RoundError(f"{path}: cannot read the rounds manifest: {exc}") from None
    if not isinstance(raw, dict):
        raise RoundError(f"{path}: a rounds manifest maps each revised PDF to its last round (rev1.pdf: plan.pdf)")
    pairs = {}
    for new, old in raw.items():
        new_path, old_path = (folder / str(new)).resolve(), (folder / str(old)).resolve()
        for given, resolved in ((new, new_path), (old, old_path)):
            if not resolved.is_file():
                raise RoundError(f"{path}: {given}: no such file under {folder}")
        pairs[new_path] = old_path
    return pairs


def _chain(pdf: Path, rounds: dict[Path, Path]) -> tuple[Path, ...]:
    """The earlier rounds of PDF through the manifest, oldest first (a loop in it stops there)."""
    chain = []
    while pdf in rounds and rounds[pdf] not in chain and rounds[pdf] != pdf:
        pdf = rounds[pdf]
        chain.insert(0, pdf)
    return tuple(chain)


def _history(chain: tuple[Path, ...], review) -> tuple:
    """The rounds before this one: each earlier round in the manifest audited (here, under this
    document's limits) on the history of the ones before it; else the review file's rounds:."""
    from swppp_audit.running.pipeline import audit
    from swppp_audit.running.previous import previous_rounds

    history = () if chain else review.rounds
    for earlier in chain:
        history = previous_rounds(earlier, lambda path, before=history: audit(path, history=before))
    return history


def plan_tasks(folder: Path, settings_key: str, outdir: Path | None = None,
               rounds: dict[Path, Path] | None = None) -> list[Task]:
    """One task per PDF; its key covers everything the outputs depend on, so a rerun redoes a
    document when its content, review file, last round, checklist or the batch's options change."""
    from swppp_audit.review import path_for

    tasks, used, rounds = [], set(RESERVED), rounds or {}
    for pdf in find_pdfs(folder, outdir):
        stem = output_stem(pdf, folder)
        name, n = stem, 2
        while name.lower() in used:  # case-insensitive file systems fold Report and report
            name, n = f"{stem}-{n}", n + 1
        used.add(name.lower())
        review = path_for(pdf)
        previous = _chain(pdf.resolve(), rounds)
        parts = [sha256_of(pdf), settings_key, __version__, sha256_of(review) if review.is_file() else "no-review",
                 *(sha256_of(p) for p in previous)]
        tasks.append(Task(pdf, name, hashlib.sha256("|".join(parts).encode()).hexdigest(), pdf.stat().st_size,
                          previous))
    return tasks


def _received_for(review, received: date | None) -> tuple[date | None, str]:
    """(receipt date, where it came from): the document's review file, else the batch's
    --received, else none. A file's modification time is never one: copying resets it."""
    if review.received is not None:
        return review.received, f"review file {review.path.name}"
    if received is not None:
        return received, "the batch's --received"
    return None, "not given"


def _row(task: Task, report: dict | None, error: str | None, today: date, letter: str = "") -> dict:
    row = dict.fromkeys(SUMMARY_FIELDS, None)
    row.update(file=str(task.pdf), output=f"{task.name}.json", error=error, letter=letter or None)
    if report:
        row.update(checklist=report["checklist"]["id"], decision=report["decision"],
                   missing=report["summary"].get("missing", 0), needs_review=report["summary"].get("needs_review", 0),
                   received_from=report.get("batch_received_from", "not given"))
        row.update(_round_columns(report))
        if report["received_stated"]:  # without a receipt date there is no deadline to show
            due = date.fromisoformat(report["decision_due_next_business_day"] or report["decision_due"])
            row.update(received=report["received"], decision_due=due.isoformat(), days_left=(due - today).days)
    return row


def _round_columns(report: dict) -> dict:
    """The application a document belongs to (its first round's file), its round, and what
    changed since the last one: comments resolved, still open, and new."""
    rounds = report.get("rounds") or []
    changes = [(i.get("change"), i.get("comment")) for i in report["items"]]
    listed = lambda kinds: " ".join(str(c) for k, c in changes if k in kinds and c) or None  # noqa: E731
    return {"project": rounds[0]["file"] if rounds else Path(report["file"]).name, "round": report.get("round", 1),
            "previous": (report.get("previous") or {}).get("file"),
            "resolved": " ".join(map(str, report.get("resolved_comments") or ())) or None,
            "still_open": listed(("still_missing",)), "new": listed(("regressed", "new"))}


def _read_one(task: Task, ocr: str, password: str | None = None) -> tuple[int, bytes]:
    """In a child, while the parent loads spaCy and the checklists: the document read and laid
    out (which needs neither; its checklist is settled where it is judged), pickled here once, and
    its page count. The bytes pass through the reading child and the parent unopened and are
    unpickled once, in the audit child that judges them: neither passer pays to unpickle and
    pickle again, and the parent holds bytes rather than object graphs while it forks."""
    import pickle

    from swppp_audit.reading import lay_out

    laid_out = lay_out(task.pdf, password, ocr=ocr)
    return len(laid_out[0].pages), pickle.dumps(laid_out, protocol=pickle.HIGHEST_PROTOCOL)


def _audit_one(task: Task, outdir: Path, checklist: str | None, letters: str | None, received: date | None,
               today: date, ocr: str, password: str | None = None, signer: tuple = (None, None),
               marks: bool = False, laid_out: tuple[int, bytes] | None = None,
               beside: tuple[float, int] | None = None) -> dict:
    """In the child: audit (from the document and layout read already, if any), write the
    outputs atomically, return the summary row. With `beside` (seconds, MB), matching and
    applicability run side by side in two children of this one, under those limits. SIGNER: the
    letters' reviewer name and title where the review file gives none. MARKS: also write the
    marked-up plan (NAME.marked.pdf)."""
    from swppp_audit.output.letter import LetterError, compose, render_docx, render_html, render_markdown
    from swppp_audit.running.pipeline import INPUT_ERRORS, Options, judge, judge_beside, read, settle
    from swppp_audit.output.report import to_dict
    from swppp_audit.review import find

    from swppp_audit.judging.rounds import RoundError

    letter_note, source = "", ""
    try:
        review = find(task.pdf)
        received, source = _received_for(review, received)
        chosen = checklist or review.checklist or None  # else the one the review file was settled on
        extracted = settle(*unpickled(laid_out[1]), chosen) if laid_out else read(task.pdf, chosen, password, ocr=ocr)
        options = Options(received=received, today=today, review=review, history=_history(task.previous, review),
                          same_project=not task.previous)  # a review file's rounds: are the reviewer's record
        result = judge_beside(extracted, options, *beside) if beside else judge(extracted, options)
    except (*INPUT_ERRORS, RoundError) as exc:
        report, error = {"error": str(exc)}, str(exc)
    else:
        report, error = to_dict(result), None
        report["batch_received_from"] = source
        if letters:
            try:
                content = compose(result, review, *signer, today=today)
                render = {"docx": render_docx, "html": render_html, "md": render_markdown}[letters]
                data = render(content)
                write_atomically(outdir / f"{task.name}.letter.{letters}",
                                 data.encode("utf-8") if isinstance(data, str) else data)
                letter_note = f"{task.name}.letter.{letters}"
            except LetterError as exc:
                letter_note = f"not written: {exc}"
        if marks:
            report["batch_marked"] = _write_marked(report, task, outdir)
    report["batch_key"] = task.key
    report["batch_letter"] = letter_note
    write_atomically(outdir / f"{task.name}.json", json.dumps(report, indent=2, ensure_ascii=False).encode("utf-8"))
    return _row(task, None if error else report, error, today, letter_note)


def _write_marked(report: dict, task: Task, outdir: Path) -> str:
    """The marked-up plan beside the audit (`annotate`), or why it was not written."""
    from swppp_audit.output.annotate import AnnotateError, marked

    try:
        data, _ = marked(report, task.pdf)
    except AnnotateError as exc:
        return f"not written: {exc}"
    write_atomically(outdir / f"{task.name}.marked.pdf", data)
    return f"{task.name}.marked.pdf"


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


NOT_DONE = "not audited: the run was interrupted (run the batch again to finish it)"


def run(folder: Path, outdir: Path, checklist: str | None = None, jobs: int | None = None,
        letters: str | None = None, received: date | None = None, timeout: float = 600.0,
        max_memory_mb: int = 2048, force: bool = False, today: date | None = None, ocr: str = "auto",
        progress=None, rounds: dict[Path, Path] | None = None, password: str | None = None,
        signer: tuple = (None, None), annotate: bool = False) -> tuple[list[dict], int]:
    """Audit every PDF under `folder`, `jobs` processes at work at once, and write the summary;
    returns its rows (sorted by due date) and how many documents were skipped as unchanged since
    the last run. Interrupted (Ctrl-C), it writes the summary of what was done, the documents not
    done listed as such, before it stops. TODAY is the letters' date (default: today)."""
    from swppp_audit.judging.checklist import fingerprint

    today = today or date.today()
    outdir.mkdir(parents=True, exist_ok=True)
    settings_key = "|".join([fingerprint(checklist, templates=bool(letters)), f"letters={letters}", f"marked={annotate}",
                             f"received={received}", f"ocr={ocr}", f"today={today}", f"signer={signer}",
                             # a password given changes what an encrypted document gives; kept only hashed
                             "password=" + (hashlib.sha256(password.encode()).hexdigest() if password else "")])
    remove_unfinished(outdir)  # left by an earlier run killed while writing
    rows, pending, skipped = [], [], 0
    for task in plan_tasks(folder, settings_key, outdir, rounds):
        previous = None if force else _previous(task, outdir, today)
        if previous is not None:
            rows.append(previous)
            skipped += 1
        else:
            pending.append(task)
    batch = _Batch(outdir, (outdir, checklist, letters, received, today, ocr, password, signer, annotate), timeout,
                   max_memory_mb, progress)
    try:
        if pending:  # largest first: the order documents are read ahead in while spaCy loads
            batch.run(sorted(pending, key=lambda task: -task.size), max(1, jobs or os.cpu_count() or 1))
    except KeyboardInterrupt:
        done = {row["file"] for row in batch.rows}  # and those whose audit was written as the run stopped
        left = [_previous(task, outdir, today) or _row(task, None, NOT_DONE, today) for task in pending
                if str(task.pdf) not in done]
        write_summary(sort_rows([*rows, *batch.rows, *left]), outdir)
        raise
    rows = sort_rows([*rows, *batch.rows])
    write_summary(rows, outdir)
    return rows, skipped



def _load(checklist: str | None) -> None:
    """What every audit child needs, loaded once where they are forked from: the checklists (a
    bad --checklist fails here, before any audit), spaCy and the matchers."""
    from swppp_audit.judging.checklist import ChecklistError, load, load_all
    from swppp_audit.output import letter, report  # noqa: F401
    from swppp_audit.running.pipeline import warm

    if checklist:
        load(checklist)
    with suppress(ChecklistError):  # every plan is weighed against each town's law
        load_all()
    warm(checklist)


@dataclass
class _Batch:
    outdir: Path
    options: tuple  # _audit_one's arguments after the task
    timeout: float
    max_memory_mb: int
    progress: object
    rows: list = field(default_factory=list)  # the documents done, as they finish (kept if interrupted)

    def run(self, queue: list[Task], jobs: int) -> list[dict]:
        """Every audit is a child forked from this process once spaCy and the matchers are loaded
        here, `jobs` at work at once. Loading takes one of the places: while it does, a child reads
        documents in the others (reading needs no spaCy), and they are judged once it is done; the
        reads under way then are finished in their places, not thrown away."""
        checklist, ocr, password = self.options[1], self.options[5], self.options[6]
        rows, running, reader, talk, under_way = self.rows, {}, None, None, ()
        if jobs > 1 and can_fork():
            talk, theirs = multiprocessing.Pipe()
            reader = Child(_read_ahead, (queue, jobs - 1, theirs, ocr, password, self.timeout, self.max_memory_mb),
                           self.timeout, 0)
            theirs.close()
        try:
            _load(checklist)
            read, under_way = self._stop_reading(reader, talk) if reader else ([], ())
            freeze_shared_memory()  # this process now only forks and collects
            taken = {*under_way, *(task for task, _, _ in read)}
            todo = self._to_do([(task, None, 0.0) for task in queue if task not in taken], read, rows)
            while todo or running or reader:
                while len(running) + len(under_way) < jobs and todo:
                    task, laid_out, spent = todo.pop(0)
                    left = max(1.0, self.timeout - spent)
                    # The last ones: with fewer documents left to start than places, a place would
                    # idle at the end while one document is judged; so each is judged on two.
                    beside = (left, self.max_memory_mb) if len(todo) + len(under_way) < jobs - 1 else None
                    running[Child(_audit_one, (task, *self.options, laid_out, beside), left,
                                  self.max_memory_mb)] = task
                for child in finished([*running, *([reader] if reader else [])]):
                    if child is reader:
                        todo = self._to_do(todo, self._late_reads(reader, under_way), rows)
                        reader, under_way = None, ()
                        continue
                    task = running.pop(child)
                    try:
                        rows.append(self._done(task, child.result()))
                    except Exception as exc:  # noqa: BLE001 - becomes the document's row
                        rows.append(self._failed(task, exc))
        finally:  # Ctrl-C above all: stop now, not after the documents under way
            for child in [*running, *([reader] if reader else [])]:
                child.kill()
            remove_unfinished(self.outdir)  # what an audit killed mid-write left
        return rows

    def _to_do(self, todo: list, read: list, rows: list[dict]) -> list:
        """The work left, with what the reading child handed over joined in (a document it could
        not read gets its row now), longest first."""
        rows += [self._failed(task, value) for task, value, _ in read if isinstance(value, Exception)]
        return _longest_first([*todo, *(entry for entry in read if not isinstance(entry[1], Exception))])

    @staticmethod
    def _stop_reading(reader: Child, talk) -> tuple[list, tuple[Task, ...]]:
        """Tell the reading child to start no more: what it has read, and the documents it is
        still reading (nothing, and none, if it failed)."""
        try:
            talk.send(None)
            return receive(talk)
        except (OSError, EOFError):
            reader.kill()
            return [], ()

    @staticmethod
    def _late_reads(reader: Child, under_way: tuple[Task, ...]) -> list:
        """The reads that were under way when loading ended; those documents are audited from the
        start if the reading child failed."""
        try:
            return reader.result()
        except (OSError, LimitExceeded):
            return [(task, None, 0.0) for task in under_way]

    def _done(self, task: Task, row: dict) -> dict:
        if self.progress:
            self.progress("done", task)
        return row

    def _failed(self, task: Task, error: Exception) -> dict:
        """The row and the JSON of a document whose child failed (an audit child that finishes
        writes its own, errors included, as this one)."""
        from swppp_audit.running.pipeline import INPUT_ERRORS

        message = str(error) if isinstance(error, (LimitExceeded, *INPUT_ERRORS)) else \
            f"internal error: {type(error).__name__}: {error}"
        write_atomically(self.outdir / f"{task.name}.json",
                         json.dumps({"error": message, "batch_key": task.key, "batch_letter": ""}, indent=2,
                                    ensure_ascii=False).encode("utf-8"))
        return self._done(task, _row(task, None, message, self.options[4]))


# About half of an audit's time goes to reading the PDF; a document read ahead needs the rest.
READ_SHARE = 0.5


def _longest_first(todo: list) -> list[tuple[Task, object, float]]:
    """(task, what was read or None, seconds spent) the longest work first (by size, less the
    share of a document read already), so that the batch ends on short pieces of work, not on one
    long one while the other places idle."""
    return sorted(todo, key=lambda entry: -entry[0].size * (1 - READ_SHARE if entry[1] is not None else 1))


def _read_ahead(queue: list[Task], places: int, talk, ocr: str, password: str | None, timeout: float,
                max_memory_mb: int) -> list[tuple[Task, object, float]]:
    """In a child, while the parent loads spaCy: read the documents in order, each in a child of
    its own, `places` at a time (while fewer than READ_AHEAD_PAGES wait to be judged). When the
    parent says stop, send it what was read and the documents still being read, and return
    those reads once they finish. Each read is (task, what was read or the exception, seconds)."""
    from swppp_audit.language import language
    from swppp_audit.reading import extract, layout  # noqa: F401 - imported once, here, not in every read

    language()
    todo, running, read, pages = list(queue), {}, [], 0
    while not talk.poll():
        while todo and len(running) < places and pages < READ_AHEAD_PAGES:
            task = todo.pop(0)
            running[Child(_read_one, (task, ocr, password), timeout, max_memory_mb)] = task
        for child in finished(list(running), talk):
            task, value, spent = _collected(child, running)
            read.append((task, value, spent))
            pages += 0 if isinstance(value, Exception) else value[0]
    talk.recv()
    talk.send((read, tuple(running.values())))
    late = []
    while running:
        late += [_collected(child, running) for child in finished(list(running))]
    return late


def _collected(child: Child, running: dict) -> tuple[Task, object, float]:
    """A finished read, taken off `running`: (task, what was read or the exception, seconds)."""
    try:
        value = child.result()
    except Exception as exc:  # noqa: BLE001 - becomes the document's row, in the parent
        value = exc
    return running.pop(child), value, time.monotonic() - child.started


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
    writer = csv.DictWriter(buffer, fieldnames=SUMMARY_FIELDS, extrasaction="ignore")
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
