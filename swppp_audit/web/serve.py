"""The local web page: a reviewer drops in a SWPPP PDF, reads the audit, settles the items that
need a decision and downloads the letter. `swppp-audit serve` runs it on 127.0.0.1.

    app = create_app()            # a Flask app; app.extensions["swppp_audit"] is its Service
    serve("127.0.0.1", 8000)      # what the command runs: serve until Ctrl-C, then delete the uploads

Uploads are kept in a private temporary folder (mode 0700) that is deleted when the server stops,
or, with `serve --keep DIR`, in a folder the user names, where they stay until the reviewer deletes
them on the page (each folder's upload.json records what the audit was asked, and the next server
audits it again: nothing is shown from a stale result). Each upload is under a random id; the uploaded file name is only ever used after `secure_filename`. Every
audit runs in forked children with a time and a memory limit (pipeline.audit_isolated), queued
on one or two worker threads, so the server keeps answering while a plan is read. Pages are rendered on the
server with jinja2 (autoescape on: everything quoted from a PDF is untrusted); the only script
is the drop zone and the "auditing..." poll, and every page works without it.

JSON API: `POST /api/audits` with the PDF in the multipart field `file` (optional `checklist`,
`received`) answers the audit exactly as `swppp-audit check --format json` prints it, except
that `file` is the uploaded file's name rather than a path on the server.
"""
from __future__ import annotations

import hashlib
import json
import logging
import os
import queue
import re
import secrets
import shutil
import sys
import tempfile
import threading
import time
from concurrent.futures import Future
from dataclasses import dataclass, field
from datetime import date
from pathlib import Path
from urllib.parse import urlsplit

import jinja2
from flask import Flask, Request, Response, abort, current_app, flash, get_flashed_messages, jsonify, \
    redirect, render_template, request, send_file, url_for
from werkzeug.exceptions import HTTPException, RequestEntityTooLarge
from werkzeug.utils import secure_filename

from swppp_audit.files import data_dir
from swppp_audit.running.isolate import LimitExceeded
from swppp_audit import wording
from swppp_audit.reading.extract import ExtractError, sniff
from swppp_audit.wording import CHANGE_LABEL, STATUS_LABEL, STATUS_MARK, counted
from swppp_audit.review import ITEM_STATUSES, item_change
from swppp_audit.review import update as update_review_file

log = logging.getLogger("swppp_audit.web.serve")

MAX_UPLOAD_MB = 100
LOOPBACK = ("127.0.0.1", "localhost", "::1")
STATUS_ORDER = {"needs_review": 0, "missing": 1}  # what needs the reviewer first, then checklist order
DECISION_LABEL = {"complete": "Complete", "incomplete": "Incomplete",
                  "needs_review": "Needs the reviewer's decision", "not_required": "No plan required (exempt)"}
REASON_MAX = 1000


class AuditFailed(Exception):
    """An upload that cannot be audited: `status` is the HTTP status, the message one line."""

    def __init__(self, status: int, message: str):
        super().__init__(message)
        self.status = status


@dataclass
class Upload:
    """One uploaded PDF and its latest audit."""

    id: str
    name: str  # the file's (sanitized) name inside its own folder
    folder: Path
    checklist: str | None
    received: date | None
    seq: int
    state: str = "queued"  # queued, running, done, failed
    error: str = ""
    audit: object = None  # the latest Audit
    data: dict | None = None  # to_dict(audit), file = name
    created: float = field(default_factory=time.time)
    shown: str = ""  # the name the file was uploaded under, for messages and the API's `file`
    history: tuple = ()  # the application's earlier rounds (rounds.Round), when it is a resubmission
    same_project: bool = False  # the reviewer says the earlier round is this application's
    letter_date: date | None = None  # the day this round's letter was written on the page

    RECORD = "upload.json"  # beside the PDF: what the upload is, so a kept folder outlives the server

    def record(self) -> dict:
        from swppp_audit.judging.rounds import as_record

        return {"id": self.id, "name": self.name, "shown": self.shown, "seq": self.seq, "created": self.created,
                "checklist": self.checklist, "received": self.received.isoformat() if self.received else None,
                "letter_date": self.letter_date.isoformat() if self.letter_date else None,
                "history": [as_record(r) for r in self.history], "same_project": self.same_project}

    @classmethod
    def from_record(cls, folder: Path) -> "Upload":
        """An upload a kept folder holds; ValueError (or KeyError) when its record is not one."""
        from swppp_audit.judging.rounds import from_record

        raw = json.loads((folder / cls.RECORD).read_text(encoding="utf-8"))
        if raw.get("id") != folder.name or safe_name(raw.get("name")) != raw.get("name"):
            raise ValueError("the record does not belong to its folder")
        day = lambda key: date.fromisoformat(raw[key]) if raw.get(key) else None  # noqa: E731
        return cls(folder.name, raw["name"], folder, raw.get("checklist"), day("received"), int(raw["seq"]),
                   created=float(raw.get("created") or 0), shown=str(raw.get("shown") or raw["name"]),
                   history=tuple(from_record(r, f"{folder.name}: history") for r in raw.get("history") or ()),
                   same_project=bool(raw.get("same_project")), letter_date=day("letter_date"))

    @property
    def pdf(self) -> Path:
        return self.folder / self.name

    @property
    def busy(self) -> bool:
        return self.state in ("queued", "running")


class Workers:
    """A small pool of daemon threads taking jobs in order: an audit still running when the
    server stops does not hold the process (its forked child is a daemon process too)."""

    def __init__(self, count: int):
        self.jobs: queue.Queue = queue.Queue()
        for n in range(count):
            threading.Thread(target=self._loop, name=f"swppp-audit-worker-{n + 1}", daemon=True).start()

    def submit(self, fn, *args) -> Future:
        future: Future = Future()
        self.jobs.put((future, fn, args))
        return future

    def _loop(self) -> None:
        while True:
            future, fn, args = self.jobs.get()
            if future is None:
                return
            if not future.set_running_or_notify_cancel():
                continue
            try:
                future.set_result(fn(*args))
            except BaseException as exc:  # noqa: BLE001 - handed to whoever waits on the future
                future.set_exception(exc)

    def stop(self, count: int) -> None:
        for _ in range(count):
            self.jobs.put((None, None, None))


class Service:
    """The uploads of one server and the queue that audits them."""

    def __init__(self, workers: int = 1, timeout: float = 600, max_memory_mb: int = 2048, ocr: str = "auto",
                 max_upload_bytes: int = MAX_UPLOAD_MB * 1024 * 1024, keep: Path | None = None):
        self.kept = keep is not None
        self.root = kept_folder(keep) if keep is not None else Path(tempfile.mkdtemp(prefix="swppp-audit-web-"))
        os.chmod(self.root, 0o700)
        # OCR renders and upload spools go in a private scratch folder deleted when the server
        # stops, even those of an audit killed at its time limit: never among the kept audits.
        from swppp_audit.reading.ocr import SCRATCH_ENV

        self.scratch = Path(tempfile.mkdtemp(prefix="swppp-audit-scratch-"))
        (self.scratch / "ocr").mkdir()
        os.environ[SCRATCH_ENV] = str(self.scratch / "ocr")
        self.timeout, self.max_memory_mb, self.ocr = timeout, max_memory_mb, ocr
        self.max_upload_bytes = max_upload_bytes
        self.uploads: dict[str, Upload] = {}
        self.lock = threading.Lock()
        self.seq = 0
        self.worker_count = workers
        self.workers = Workers(workers)
        self.warm = threading.Event()
        threading.Thread(target=self._warm, name="swppp-audit-warm", daemon=True).start()
        self.closed = False
        self.skipped: list[str] = []  # folders of a kept folder that hold no upload this server can read
        if self.kept:
            self._reload()

    def _reload(self) -> None:
        """The uploads a kept folder holds, each audited again (its review file is beside it)."""
        for folder in sorted(p for p in self.root.iterdir() if p.is_dir()):
            try:
                upload = Upload.from_record(folder)
            except (OSError, ValueError, KeyError, TypeError) as exc:
                self.skipped.append(f"{folder.name}: {exc}")
                continue
            self.uploads[upload.id] = upload
            self.seq = max(self.seq, upload.seq)
        for upload in sorted(self.uploads.values(), key=lambda u: u.seq):
            self.queue_audit(upload)

    def save(self, upload: Upload) -> None:
        """The upload's record beside its PDF (kept or not: one way to store it)."""
        from swppp_audit.files import write_atomically

        write_atomically(upload.folder / Upload.RECORD, json.dumps(upload.record(), indent=1))

    # -- the checklists and the matchers, built once in this process so every forked child has them
    def _warm(self) -> None:
        try:
            from swppp_audit.running.pipeline import warm

            warm(None)
        except Exception:  # noqa: BLE001 - a broken checklist is reported by the audit itself
            log.exception("could not prepare the checklists")
        finally:
            self.warm.set()

    @staticmethod
    def checklists() -> list:
        from swppp_audit.judging.checklist import load_all

        return load_all()

    @staticmethod
    def checklist_ids() -> set[str]:
        from swppp_audit.judging.checklist import available

        return set(available())

    # -- uploads
    def new_folder(self) -> tuple[str, Path]:
        upload_id = secrets.token_urlsafe(16)
        folder = self.root / upload_id
        folder.mkdir(mode=0o700)
        return upload_id, folder

    def accept(self, storage, checklist: str | None, received: date | None, keep: bool) -> Upload:
        """Validate and store one uploaded file; AuditFailed (400/413) when it is not a PDF or too big."""
        if storage is None or not storage.filename:
            raise AuditFailed(400, "no file: send the PDF in the multipart field 'file'")
        upload_id, folder = self.new_folder()
        upload = Upload(upload_id, safe_name(storage.filename), folder, checklist, received, seq=0,
                        shown=shown_name(storage.filename))
        try:
            storage.save(upload.pdf)
            size = upload.pdf.stat().st_size
            if size > self.max_upload_bytes:
                raise AuditFailed(413, f"{upload.shown} is {size / 1024 / 1024:.1f} MB; the limit is "
                                       f"{limit_text(self.max_upload_bytes)}")
            try:
                sniff(upload.pdf, upload.shown)
            except ExtractError as error:
                raise AuditFailed(400, str(error)) from None
        except BaseException:
            shutil.rmtree(folder, ignore_errors=True)
            raise
        if keep:
            with self.lock:
                self.seq += 1
                upload.seq = self.seq
                self.uploads[upload_id] = upload
        return upload

    def keep(self, upload: Upload) -> None:
        """An accepted upload, with its rounds set, recorded and queued."""
        self.save(upload)
        self.queue_audit(upload)

    def get(self, upload_id: str) -> Upload:
        with self.lock:
            upload = self.uploads.get(upload_id)
        if upload is None:
            abort(404, "no such audit (deleted, or kept only while an earlier server ran)")
        return upload

    def listed(self) -> list[Upload]:
        with self.lock:
            return sorted(self.uploads.values(), key=lambda u: -u.seq)

    def ahead(self, upload: Upload) -> int:
        with self.lock:
            return sum(1 for u in self.uploads.values() if u.busy and u.seq < upload.seq)

    def delete(self, upload: Upload) -> None:
        with self.lock:
            self.uploads.pop(upload.id, None)
        shutil.rmtree(upload.folder, ignore_errors=True)

    # -- audits
    def audit_now(self, upload: Upload):
        """The audit of an upload in a forked child with limits (blocking); AuditFailed on bad input."""
        from swppp_audit.running.pipeline import INPUT_ERRORS, audit_isolated

        self.warm.wait(60)
        try:
            return audit_isolated(str(upload.pdf), self.timeout, self.max_memory_mb, checklist=upload.checklist,
                                  received=upload.received, ocr=self.ocr, history=upload.history,
                                  same_project=upload.same_project)
        except LimitExceeded as exc:
            raise AuditFailed(422, f"{upload.shown}: {exc}") from None
        except INPUT_ERRORS as exc:
            from swppp_audit.judging.checklist import ChecklistError

            raise AuditFailed(400 if isinstance(exc, ChecklistError) else 422, self.clean(str(exc), upload)) from None

    def clean(self, message: str, upload: Upload) -> str:
        """A message for the page: the file as the user named it, without the server's private
        folder, and in the page's terms rather than the command line's."""
        message = message.replace(str(upload.pdf), upload.shown).replace(str(upload.folder) + os.sep, "") \
            .replace(str(self.root), "[uploads]")
        return for_the_web(message)

    def queue_audit(self, upload: Upload) -> Future:
        upload.state = "queued"
        return self.workers.submit(self._work, upload)

    def _work(self, upload: Upload) -> None:
        upload.state = "running"
        try:
            result = self.audit_now(upload)
        except AuditFailed as exc:
            upload.error, upload.state = str(exc), "failed"
            return
        except Exception as exc:  # noqa: BLE001 - shown on the page; the server keeps serving
            log.exception("audit of %s failed", upload.name)
            upload.error, upload.state = f"internal error: {type(exc).__name__}: {self.clean(str(exc), upload)}", "failed"
            return
        upload.checklist = result.checklist.id  # a re-audit keeps the checklist detected the first time
        upload.audit, upload.data, upload.error, upload.state = result, audit_data(result, upload), "", "done"

    def audit_once(self, upload: Upload) -> dict:
        """The audit of an upload that is not kept (the API's), as its JSON: it waits its turn
        behind the queued ones, and its folder is deleted whatever the outcome."""
        try:
            result = self.workers.submit(self.audit_now, upload).result()
        finally:
            shutil.rmtree(upload.folder, ignore_errors=True)
        return audit_data(result, upload)

    def close(self) -> None:
        """Stop taking work and delete every upload."""
        if self.closed:
            return
        self.closed = True
        self.workers.stop(self.worker_count)
        from swppp_audit.reading.ocr import SCRATCH_ENV

        if os.environ.get(SCRATCH_ENV) == str(self.scratch / "ocr"):
            del os.environ[SCRATCH_ENV]
        shutil.rmtree(self.scratch, ignore_errors=True)
        if not self.kept:
            shutil.rmtree(self.root, ignore_errors=True)


# What the command line's messages tell a user to type, as the page and the API say it instead.
_WEB_WORDS = (
    ("give --checklist", "choose the checklist"),
    ("it is encrypted; give --password", "it is encrypted; remove its password and upload it again"),
    ("give --received YYYY-MM-DD or set received: in the review file",
     "upload the plan again with the date it was received"),
    ("settle each in the review file (swppp-audit review)", "settle each in the item table"),
)


def audit_data(result, upload: Upload) -> dict:
    """An audit as `check --format json` gives it, naming the file as it was uploaded rather
    than by its path in the server's private folder."""
    from swppp_audit.output.report import to_dict

    data = to_dict(result)
    data["file"] = upload.shown
    return data


def json_text(data: dict) -> str:
    return json.dumps(data, indent=2, ensure_ascii=False) + "\n"


def for_the_web(message: str) -> str:
    for cli_words, web_words in _WEB_WORDS:
        message = message.replace(cli_words, web_words)
    return message


def shown_name(filename: str | None) -> str:
    """The uploaded file's own name (its last path part, without control characters), for
    messages: 'Plan (rev 2).pdf' rather than the stored 'Plan_rev_2.pdf'."""
    name = re.split(r"[\\/]", filename or "")[-1]
    return "".join(c for c in name if c.isprintable())[:200].strip() or "document.pdf"


def safe_name(filename: str | None) -> str:
    """A file name made only of safe characters, ending in .pdf; never a path."""
    stem = secure_filename(Path(filename or "").stem)[:80].strip("._") or "document"
    return f"{stem}.pdf"


def host_name(host: str) -> str:
    """The name in a Host header, without the port or an IPv6 address's brackets."""
    if host.startswith("["):
        return host[1:host.find("]")].lower()
    return host.rsplit(":", 1)[0].lower()


def limit_text(size: int) -> str:
    mb = size / 1024 / 1024
    return f"{mb:g} MB" if mb >= 1 else f"{size / 1024:g} KB"


def parse_received(value: str | None) -> date | None:
    """Refused before the upload is read: a bad or future date is the request's fault (400)."""
    return parse_day(value, "received date")


def parse_day(value: str | None, what: str) -> date | None:
    """A date field of a form (YYYY-MM-DD), None when blank; AuditFailed (400) when not a date or
    in the future: the dates asked here are of things that have happened."""
    value = (value or "").strip()
    if not value:
        return None
    try:
        if len(value) != 10:
            raise ValueError
        day = date.fromisoformat(value)
    except ValueError:
        raise AuditFailed(400, f"{what} {value!r} is not a date; give YYYY-MM-DD") from None
    if day > date.today():
        raise AuditFailed(400, f"the {what} {day.isoformat()} is in the future (today is {date.today().isoformat()})")
    return day


def kept_folder(path: Path) -> Path:
    """The folder `serve --keep` names, made if missing; FolderError when it cannot hold audits."""
    path = Path(path).expanduser()
    try:
        path.mkdir(mode=0o700, parents=True, exist_ok=True)
        probe = tempfile.TemporaryFile(dir=path)  # writable by this user, checked now, not at the first upload
        probe.close()
    except FileExistsError:
        raise FolderError(f"--keep {path}: not a folder") from None
    except OSError as exc:
        raise FolderError(f"--keep {path}: {os.strerror(exc.errno) if exc.errno else exc}") from None
    return path


class FolderError(ValueError):
    """The folder the audits are to be kept in cannot be used."""


def parse_previous(service: Service, value: str | None, letter_day: str | None) -> tuple:
    """The rounds up to an earlier upload of this session ("this is a resubmission of ..."), or ().
    The earlier round's letter is dated as the reviewer says (the form asks), else as the page
    wrote it; never by the day the earlier plan was uploaded."""
    import dataclasses

    from swppp_audit.judging.rounds import from_json

    value = (value or "").strip()
    if not value:
        return ()
    with service.lock:
        earlier = service.uploads.get(value)
    if earlier is None or earlier.state != "done":
        raise AuditFailed(400, "the earlier round chosen is not an audit of this session that has finished")
    rounds = from_json(earlier.data, earlier.shown)
    day = parse_day(letter_day, "the earlier letter's date") or earlier.letter_date
    last = rounds[-1]
    if day is not None and last.received is not None and day < last.received:
        raise AuditFailed(400, f"the earlier letter's date {day.isoformat()} is before that round was received "
                               f"({last.received.isoformat()})")
    return rounds[:-1] + (dataclasses.replace(last, letter_date=day),)


def parse_checklist(service: Service, value: str | None) -> str | None:
    """An installed checklist id, or None to detect it; never a path to a file."""
    value = (value or "").strip()
    if not value or value == "auto":
        return None
    known = service.checklist_ids()
    if value not in known:
        raise AuditFailed(400, f"unknown checklist {value!r} (installed: {', '.join(sorted(known))})")
    return value


# -- letters ------------------------------------------------------------------------------------

def letter_problem(upload: Upload) -> str:
    """Why the letter cannot be written yet, or "" when it can."""
    from swppp_audit.wording import counted

    from swppp_audit.judging.registry import fact_label

    open_items = [item for item in upload.data["items"] if item["status"] == "needs_review"]
    said = [f"{counted(len(open_items), 'item')} still {'needs' if len(open_items) == 1 else 'need'} your decision "
            f"({', '.join(item['citation'] for item in open_items)}): settle each one in the item table"] if open_items else []
    said += [f"the plan does not settle the fact “{fact_label(name)}”: set it under Project facts"
             for name in upload.data.get("open_facts", ())]
    if said:
        return f"The letter is not available yet: {'; '.join(said)}."
    from swppp_audit.output.letter import LetterError, compose
    from swppp_audit.review import find

    try:
        compose(upload.audit, find(upload.pdf))
    except LetterError as exc:
        return f"The letter is not available: {for_the_web(str(exc))}."
    except Exception as exc:  # noqa: BLE001 - e.g. a review file edited by hand
        return f"The letter is not available: {exc}"
    return ""


# -- the app ----------------------------------------------------------------------------------
#
# The hooks and views below are module-level functions: each app's state is its Service, found
# through `current_service()` (app.extensions["swppp_audit"]), and the Host names it accepts
# (app.config[HOSTS]). The endpoints are the functions' names, which the templates' url_for use.

HOSTS = "SWPPP_AUDIT_HOSTS"  # the names the Host header may carry, or None for any
STILL_RUNNING = "the audit is still running; wait for it to finish"
NOT_FINISHED = "the audit is not finished"
# frame-src: the marked-up plan shown beside the findings, from this server only
CSP = ("default-src 'none'; script-src 'self'; style-src 'self'; img-src 'self'; connect-src 'self'; "
       "frame-src 'self'; form-action 'self'; frame-ancestors 'none'; base-uri 'none'")
ASSETS = {"style.css": "text/css", "app.js": "text/javascript"}  # the files of data/static


def current_service() -> Service:
    return current_app.extensions["swppp_audit"]


class UploadRequest(Request):
    """Uploaded files spool into the server's private folder, not the system's /tmp."""

    def _get_file_stream(self, total_content_length, content_type, filename=None, content_length=None):
        return tempfile.TemporaryFile("wb+", dir=current_service().scratch)


def here(upload: Upload) -> str:
    return url_for("show_audit", upload_id=upload.id)


def fail(status: int, message: str, upload_form: bool = False, back: str | None = None):
    """An error as the asker reads it: JSON for the API, else the upload form again (with the
    message) or the error page."""
    if request.path.startswith("/api/"):
        return jsonify(error=message), status
    if upload_form:  # the form again, as filled in (except after 413: its body was not read)
        return index_page(message, {} if status == 413 else request.form), status
    return render_template("web_error.html.j2", status=status, message=message, back=back), status


# -- every request

def guard():
    hosts = current_app.config[HOSTS]
    if hosts is not None:
        if host_name(request.host) not in hosts:
            return fail(400, f"unexpected Host {request.host!r}: open the page at http://127.0.0.1/")
    if request.method == "POST":  # a page elsewhere must not post uploads or decisions here
        origin = request.headers.get("Origin", "null")
        if request.headers.get("Sec-Fetch-Site") in ("cross-site", "same-site") or \
                origin != "null" and urlsplit(origin).netloc != request.host:
            return fail(403, "a form from another site cannot post here")
    return None


def headers(response: Response) -> Response:
    response.headers["X-Content-Type-Options"] = "nosniff"
    response.headers["Cache-Control"] = "no-store"
    response.headers["Referrer-Policy"] = "same-origin"
    if response.mimetype == "text/html" and not response.headers.get("Content-Disposition"):
        response.headers["Content-Security-Policy"] = CSP
        response.headers["X-Frame-Options"] = "DENY"
    return response


def http_error(exc: HTTPException):
    if isinstance(exc, RequestEntityTooLarge):
        return fail(413, f"the file is larger than the limit of {limit_text(current_service().max_upload_bytes)}",
                    upload_form=request.endpoint == "upload")
    return fail(exc.code or 500, exc.description or exc.name)


def internal_error(exc: Exception):
    log.exception("request failed")
    return fail(500, f"internal error: {type(exc).__name__}: {exc}")


# -- uploading and reading an audit

def index():
    return index_page()


def index_page(error: str = "", form=None) -> str:
    """The upload form (filled in as posted, after an error) and the audits kept."""
    service = current_service()
    return render_template("web_index.html.j2", error=error, uploads=service.listed(), checklists=service.checklists(),
                           form=form or {}, kept_in=str(service.root) if service.kept else "")


def accept_form(keep: bool) -> Upload:
    """The posted PDF with its checklist and receipt date, validated and stored."""
    service = current_service()
    checklist = parse_checklist(service, request.form.get("checklist"))
    received = parse_received(request.form.get("received"))
    history = parse_previous(service, request.form.get("previous"), request.form.get("previous_letter_date"))
    upload = service.accept(request.files.get("file"), checklist, received, keep=keep)
    upload.history = history
    upload.same_project = request.form.get("same_project") in ("on", "1", "true")
    return upload


def upload():
    try:
        new = accept_form(keep=True)
    except AuditFailed as exc:
        return fail(exc.status, str(exc), upload_form=True)
    current_service().keep(new)
    return redirect(url_for("show_audit", upload_id=new.id), 303)


def show_audit(upload_id: str):
    service = current_service()
    upload = service.get(upload_id)
    if upload.busy:
        return render_template("web_progress.html.j2", upload=upload, ahead=service.ahead(upload))
    if upload.state == "failed":
        return render_template("web_failed.html.j2", upload=upload), 422
    data = upload.data
    items = sorted(data["items"], key=lambda item: STATUS_ORDER.get(item["status"], 2))
    from swppp_audit.review import find

    try:
        reviewer = find(upload.pdf).reviewer
    except Exception:  # noqa: BLE001 - shown as blank fields
        reviewer = {}
    from swppp_audit.output.annotate import summary_pages

    return render_template("web_audit.html.j2", upload=upload, data=data, items=items,
                           letter_problem=letter_problem(upload), reviewer=reviewer, front=summary_pages(data),
                           open_count=sum(1 for item in items if item["status"] == "needs_review"),
                           messages=get_flashed_messages())


def status(upload_id: str):
    service = current_service()
    upload = service.get(upload_id)
    return jsonify(state=upload.state, ahead=service.ahead(upload))


def document(upload_id: str):
    upload = current_service().get(upload_id)
    return send_file(upload.pdf, mimetype="application/pdf", download_name=upload.name, as_attachment=False)


_MARKED: dict[str, tuple[str, bytes]] = {}  # upload id -> (its audit's digest, the marked-up plan)


def marked_plan(upload_id: str):
    """The plan marked up with this audit's findings (`annotate`): shown beside the findings,
    or saved with ?download=1. Made again only when the audit changed (a settlement, a fact)."""
    from swppp_audit.output.annotate import AnnotateError, marked

    upload = current_service().get(upload_id)
    if upload.state != "done":
        return fail(409, NOT_FINISHED, back=here(upload))
    digest = hashlib.sha256(json_text(upload.data).encode("utf-8")).hexdigest()
    if _MARKED.get(upload.id, ("",))[0] != digest:
        try:
            _MARKED[upload.id] = (digest, marked(upload.data, Path(upload.pdf))[0])
        except AnnotateError as exc:
            return fail(422, str(exc), back=here(upload))
    response = Response(_MARKED[upload.id][1], mimetype="application/pdf")
    disposition = "attachment" if request.args.get("download") else "inline"
    response.headers["Content-Disposition"] = f'{disposition}; filename="{Path(upload.name).stem}.marked.pdf"'
    return response


def delete(upload_id: str):
    service = current_service()
    upload = service.get(upload_id)
    if upload.busy:
        return fail(409, STILL_RUNNING, back=here(upload))
    service.delete(upload)
    _MARKED.pop(upload.id, None)
    return redirect(url_for("index"), 303)


# -- the reviewer's decisions, written to the review file beside the upload

def posted_decision(citation: str) -> dict | None:
    """The decision the form posts for one item: {status, reason}, or None to remove the
    reviewer's decision; AuditFailed (400) when it is incomplete."""
    if request.form.get("action") == "clear":
        return None
    status_value = request.form.get("status", "")
    reason = " ".join(request.form.get("reason", "").split())
    if status_value not in ITEM_STATUSES:
        raise AuditFailed(400, f"status must be one of {', '.join(ITEM_STATUSES)}")
    if not reason:
        raise AuditFailed(400, f"{citation}: a reviewer's decision needs a reason")
    if len(reason) > REASON_MAX:
        raise AuditFailed(400, f"{citation}: the reason is longer than {REASON_MAX} characters")
    return {"status": status_value, "reason": reason}


def settle(upload_id: str):
    service = current_service()
    upload = service.get(upload_id)
    if upload.state != "done":
        return fail(409, STILL_RUNNING, back=here(upload))
    item_id = request.form.get("item", "")
    known = {item["id"]: item for item in upload.data["items"]}
    if item_id not in known:
        return fail(400, f"no item {item_id!r} in {upload.data['checklist']['id']}", back=here(upload))
    citation = known[item_id]["citation"]
    try:
        decision = posted_decision(citation)
    except AuditFailed as exc:
        return fail(exc.status, str(exc), back=here(upload))
    if decision is None:
        flash(f"{citation}: the reviewer's decision is removed; the tool's finding stands.")
    else:
        flash(f"{citation}: saved as {STATUS_LABEL[decision['status']].lower()} in the review file; audited again.")
    update_review_file(upload.pdf, item_change(item_id, decision))
    service.queue_audit(upload)
    return redirect(url_for("show_audit", upload_id=upload.id), 303)


def posted_fact(name: str, value: str):
    """A fact's value as the review file keeps it, from the web form (None: clear the reviewer's
    value); AuditFailed (400) when it is not one the fact can take."""
    from swppp_audit.judging.registry import FACTS

    spec = FACTS.get(name)
    if spec is None or not spec.review:
        raise AuditFailed(400, f"no fact {name!r} a reviewer can set")
    value = " ".join(value.split())
    if request.form.get("action") == "clear" or not value:
        return None
    if spec.kind == "flag":
        if value not in ("yes", "no"):
            raise AuditFailed(400, f"{spec.label}: answer yes or no")
        return value == "yes"
    if spec.number:
        try:
            number = float(value.replace(",", ""))
        except ValueError:
            raise AuditFailed(400, f"{spec.label}: {value!r} is not a number of {spec.unit}") from None
        if not 0 <= number < 1e7:
            raise AuditFailed(400, f"{spec.label}: {value} {spec.unit} is out of range")
        return number
    return [value] if spec.kind == "names" else value[:200]


def set_fact(upload_id: str):
    """A reviewer's value for a project fact, kept in the review file's facts:, and audited again."""
    service = current_service()
    upload = service.get(upload_id)
    if upload.state != "done":
        return fail(409, STILL_RUNNING, back=here(upload))
    name = request.form.get("fact", "")
    try:
        value = posted_fact(name, request.form.get("value", ""))
    except AuditFailed as exc:
        return fail(exc.status, str(exc), back=here(upload))

    def change(data):
        facts = data.get("facts") if isinstance(data.get("facts"), dict) else {}
        facts[name] = value
        data["facts"] = facts
    update_review_file(upload.pdf, change)
    flash(f"{name.replace('_', ' ')}: {'cleared' if value is None else 'saved'} in the review file; audited again.")
    service.queue_audit(upload)
    return redirect(url_for("show_audit", upload_id=upload.id, _anchor="facts"), 303)


def reviewer(upload_id: str):
    upload = current_service().get(upload_id)
    name = " ".join(request.form.get("name", "").split())[:200]
    title = " ".join(request.form.get("title", "").split())[:200]

    def change(data):
        data["reviewer"] = {"name": name, "title": title}
    update_review_file(upload.pdf, change)
    flash("The signature for the letter is saved in the review file.")
    return redirect(url_for("show_audit", upload_id=upload.id, _anchor="downloads"), 303)


# -- downloads

def download(upload: Upload, suffix: str, body, mimetype: str) -> Response:
    """A file to save rather than show, named after the upload: NAME.SUFFIX."""
    response = Response(body, mimetype=mimetype)
    response.headers["Content-Disposition"] = f'attachment; filename="{Path(upload.name).stem}.{suffix}"'
    return response


def letter(upload_id: str, fmt: str):
    from swppp_audit.output.letter import LetterError, compose, render_docx, render_html
    from swppp_audit.review import find

    upload = current_service().get(upload_id)
    if fmt not in ("docx", "html"):
        abort(404)
    if upload.state != "done":
        return fail(409, NOT_FINISHED, back=here(upload))
    try:
        content = compose(upload.audit, find(upload.pdf))
    except LetterError as exc:
        return fail(409, letter_problem(upload) or for_the_web(str(exc)), back=here(upload))
    if fmt == "docx":
        body, mimetype = render_docx(content), "application/vnd.openxmlformats-officedocument.wordprocessingml.document"
    else:
        body, mimetype = render_html(content).encode("utf-8"), "text/html"
    # the date the next round's form offers for this letter (the reviewer may correct it there)
    upload.letter_date = content.date
    current_service().save(upload)
    return download(upload, f"letter.{fmt}", body, mimetype)


def audit_json(upload_id: str):
    upload = current_service().get(upload_id)
    if upload.state != "done":
        return fail(409, NOT_FINISHED, back=here(upload))
    return download(upload, "audit.json", json_text(upload.data), "application/json")


def favicon():
    return Response(status=204)


def asset(name: str):
    if name not in ASSETS:
        abort(404)
    return Response((data_dir("static") / name).read_text("utf-8"), mimetype=ASSETS[name])


# -- the JSON API

def api_audit():
    try:
        data = current_service().audit_once(accept_form(keep=False))
    except AuditFailed as exc:
        return fail(exc.status, str(exc))
    return Response(json_text(data), mimetype="application/json")


ROUTES = (
    ("GET", "/", index),
    ("POST", "/audits", upload),
    ("GET", "/audits/<upload_id>", show_audit),
    ("GET", "/audits/<upload_id>/status", status),
    ("GET", "/audits/<upload_id>/document.pdf", document),
    ("GET", "/audits/<upload_id>/marked.pdf", marked_plan),
    ("POST", "/audits/<upload_id>/items", settle),
    ("POST", "/audits/<upload_id>/reviewer", reviewer),
    ("POST", "/audits/<upload_id>/facts", set_fact),
    ("POST", "/audits/<upload_id>/delete", delete),
    ("GET", "/audits/<upload_id>/letter.<fmt>", letter),
    ("GET", "/audits/<upload_id>/audit.json", audit_json),
    ("GET", "/favicon.ico", favicon),
    ("GET", "/assets/<name>", asset),
    ("POST", "/api/audits", api_audit),
)


def setup_templates(app: Flask, max_upload_bytes: int) -> None:
    """The pages' jinja2: an office's own templates first, everything escaped."""
    from swppp_audit.judging.checklist import template_dirs
    from swppp_audit.judging.registry import FACTS, fact_label
    from swppp_audit.output.report import show_value

    app.jinja_loader = jinja2.FileSystemLoader([str(d) for d in template_dirs()])  # an office's own first
    app.jinja_env.autoescape = True  # web_*.html.j2: Flask would escape only names ending in .html
    app.jinja_env.trim_blocks = app.jinja_env.lstrip_blocks = True
    app.jinja_env.globals.update(status_label=STATUS_LABEL, status_mark=STATUS_MARK, decision_label=DECISION_LABEL,
                                 change_label=CHANGE_LABEL,
                                 limit=limit_text(max_upload_bytes), max_bytes=max_upload_bytes, longdate=longdate,
                                 fact_label=fact_label, fact_kind=lambda name: FACTS[name].kind if name in FACTS else "")
    app.jinja_env.filters["show"] = show_value


def create_app(*, workers: int = 1, timeout: float = 600, max_memory_mb: int = 2048, ocr: str = "auto",
               max_upload_bytes: int = MAX_UPLOAD_MB * 1024 * 1024, allowed_hosts=LOOPBACK,
               keep: Path | None = None) -> Flask:
    """The web app. `allowed_hosts`: the names the Host header may carry (None: any, for a server
    bound to a network address); the default refuses other names, so a web page elsewhere cannot
    reach the uploads by pointing its own domain at 127.0.0.1."""
    app = Flask(__name__, static_folder=None)
    app.request_class = UploadRequest
    setup_templates(app, max_upload_bytes)
    app.secret_key = secrets.token_bytes(32)
    app.config["MAX_CONTENT_LENGTH"] = max_upload_bytes + 256 * 1024  # the multipart wrapping and the other fields
    app.config[HOSTS] = None if allowed_hosts is None else {h.lower().strip("[]") for h in allowed_hosts}
    app.extensions["swppp_audit"] = Service(workers, timeout, max_memory_mb, ocr, max_upload_bytes, keep)
    app.before_request(guard)
    app.after_request(headers)
    app.register_error_handler(HTTPException, http_error)
    app.register_error_handler(Exception, internal_error)
    for method, rule, view in ROUTES:
        app.add_url_rule(rule, view_func=view, methods=[method])
    return app


# -- template helpers ------------------------------------------------------------------------

def longdate(value: str | None) -> str:
    """An ISO date of the audit's JSON as the page shows it."""
    return wording.longdate(date.fromisoformat(value), weekday=True) if value else "not known"


# -- the server -------------------------------------------------------------------------------

def url_for_host(host: str, port: int) -> str:
    shown = "127.0.0.1" if host in ("", "0.0.0.0") else "[::1]" if host == "::" else host
    return f"http://{f'[{shown}]' if ':' in shown and not shown.startswith('[') else shown}:{port}/"


def serve(host: str = "127.0.0.1", port: int = 8000, **options) -> None:
    """Serve until Ctrl-C (or SIGTERM), then delete every upload. OSError when the address
    cannot be bound (bound here: werkzeug would print its own message and exit 1)."""
    import signal
    import socket

    from werkzeug.serving import make_server

    local = host in LOOPBACK
    app = create_app(allowed_hosts=LOOPBACK if local else None, **options)
    service = app.extensions["swppp_audit"]
    main_thread = threading.current_thread() is threading.main_thread()
    previous = None
    server = None

    def stop(signum, frame):
        raise KeyboardInterrupt

    try:
        with socket.create_server((host, port), family=socket.AF_INET6 if ":" in host else socket.AF_INET) as sock:
            server = make_server(host, port, app, threaded=True, fd=sock.fileno())  # holds its own duplicate
        where = "this computer only" if local else "REACHABLE FROM OTHER COMPUTERS: anyone who can reach it can upload"
        if main_thread:  # before the ready line: a stop sent the moment it is read is a clean stop
            previous = signal.signal(signal.SIGTERM, stop)
        kept = (f"Audits are kept in {service.root} until deleted on the page"
                + (f" ({counted(len(service.uploads), 'earlier audit')} found there, audited again)"
                   if service.uploads else "") if service.kept
                else "Uploads are kept in a private folder until the server stops (Ctrl-C)")
        print(f"swppp-audit: serving on {url_for_host(host, server.port)} ({where}); open it in a browser. {kept}.",
              file=sys.stderr, flush=True)
        for skipped in service.skipped:
            print(f"swppp-audit: warning: {service.root}/{skipped}: not an audit this server kept; left alone",
                  file=sys.stderr)
        server.serve_forever()  # returns on Ctrl-C (werkzeug swallows the KeyboardInterrupt)
    except KeyboardInterrupt:
        if server is None:
            raise  # stopped before it could serve: the command says it was interrupted
        # a stop that came while the ready line was written is as clean as one while serving
    finally:
        if previous is not None:
            signal.signal(signal.SIGTERM, previous)
        if server is not None:
            server.server_close()
            print("swppp-audit: stopped; " + (f"the audits stay in {service.root}" if service.kept
                                              else "the uploads are deleted"), file=sys.stderr)
        service.close()
