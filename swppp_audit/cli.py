"""The command line: a thin layer over the library. Exit codes follow linters: 0 complete,
1 incomplete or needs review, 2 usage or input error. Heavy modules load only inside commands,
so `swppp-audit --help` starts fast."""
from __future__ import annotations

import re
import shutil
import sys
from datetime import date
from pathlib import Path

import click

EXIT_COMPLETE, EXIT_INCOMPLETE, EXIT_ERROR = 0, 1, 2


class InputError(click.ClickException):
    """A one-line error about the user's input; exit code 2."""

    exit_code = EXIT_ERROR

    def show(self, file=None) -> None:
        click.echo(f"swppp-audit: error: {self.format_message()}", err=True)


def _input_errors():
    from swppp_audit.running.pipeline import INPUT_ERRORS

    return INPUT_ERRORS


def exit_code(decision: str) -> int:
    return EXIT_COMPLETE if decision in ("complete", "not_required") else EXIT_INCOMPLETE


def _text_width() -> int:
    """The terminal's width where the report goes to one (within 60-160 columns: a narrower one
    wraps anyway, a wider one makes lines too long to read), else 100 for a file or a pipe."""
    if not sys.stdout.isatty():
        return 100
    return min(max(shutil.get_terminal_size((100, 24)).columns, 60), 160)


def _reviewer_facts(given: dict) -> dict:
    """The facts set on the command line (fact_options), as the rules read them."""
    from swppp_audit.judging.registry import FACTS

    facts = {name.removeprefix("fact_"): value for name, value in given.items() if value is not None}
    return {name: (value,) if FACTS[name].kind == "kinds" else value for name, value in facts.items()}


def fact_options(f):
    """An option for each fact of the registry a reviewer may set from the command line."""
    from swppp_audit.judging.registry import FACTS

    for spec in reversed(list(FACTS.values())):
        if not spec.option:
            continue
        name = f"fact_{spec.name}"
        if spec.kind == "flag":
            negative = "--not-" + spec.option.removeprefix("--")
            f = click.option(f"{spec.option}/{negative}", name, default=None, help=f"Whether: {spec.label}.")(f)
        elif spec.number:
            f = click.option(spec.option, name, type=click.FloatRange(min=0),
                             help=f"{spec.label[0].upper() + spec.label[1:]} in {spec.unit} (overrides the document).")(f)
        else:
            f = click.option(spec.option, name, help=f"{spec.label[0].upper() + spec.label[1:]}, e.g. 'road "
                             "construction or reconstruction' (overrides the document).")(f)
    return f


def checklist_dir_option(f):
    """--checklist-dir DIR, repeatable: folders of checklists (and templates/) searched before
    SWPPP_AUDIT_CHECKLISTS and the installed ones, detection included."""
    def use(ctx, param, value):
        from swppp_audit.judging.checklist import use_dirs

        use_dirs(value)

    return click.option("--checklist-dir", "checklist_dirs", multiple=True, metavar="DIR", expose_value=False,
                        is_eager=True, callback=use, type=click.Path(exists=True, file_okay=False),
                        help="A folder of town checklists (and templates/) to use before the installed ones; "
                             "repeatable. Also: SWPPP_AUDIT_CHECKLISTS, a path list.")(f)


def groups_option(f):
    """--not-applicable GROUP (repeatable); --no-postconstruction is its old name for one group."""
    f = click.option("--no-postconstruction", "old_no_postconstruction", is_flag=True, hidden=True,
                     help="Alias of --not-applicable postconstruction.")(f)
    return click.option("--not-applicable", "not_applicable", multiple=True, metavar="GROUP",
                        help="Mark an item group of the checklist (e.g. postconstruction) not applicable; repeatable.")(f)


def limits_option(f):
    f = click.option("--timeout", type=click.FloatRange(min=1), default=600, show_default=True,
                     help="Seconds allowed for reading and auditing the document.")(f)
    return click.option("--max-memory", type=click.IntRange(min=0), default=2048, show_default=True,
                        help="MB of memory allowed for the document (0: no limit).")(f)


def audit_limited(pdf: str, timeout: float, max_memory: int, **options):
    """The audit of one PDF in a child process with time and memory limits; input errors and
    exceeded limits become one-line errors with exit code 2."""
    from swppp_audit.running.isolate import LimitExceeded, freeze_shared_memory
    from swppp_audit.reading.ocr import scratch
    from swppp_audit.running.pipeline import audit_isolated

    try:
        with scratch(progress=True):
            result = audit_isolated(pdf, timeout, max_memory, **options)
        freeze_shared_memory()  # the command ends soon: exit need not walk spaCy's objects
        return result
    except LimitExceeded as exc:
        raise InputError(f"{pdf}: {exc}") from None
    except _input_errors() as exc:
        raise InputError(str(exc)) from None


def previous_option(f):
    f = click.option("--previous-is-same-project", "same_project", is_flag=True,
                     help="The --previous round is this application's although the covers name a different "
                          "owner, project and location.")(f)
    return click.option("--previous", type=click.Path(dir_okay=False, path_type=str), metavar="FILE",
                        help="The last round of this application: its PDF, its JSON audit or its review file. "
                             "The plan is then reviewed as a resubmission (default: the review file's rounds:).")(f)


def earlier_rounds(previous: str | None, timeout: float, max_memory: int, ocr: str) -> tuple:
    """The application's rounds before this one, from --previous (an earlier PDF is audited
    under the same limits); () without it."""
    if not previous:
        return ()
    from swppp_audit.judging.rounds import RoundError
    from swppp_audit.running.previous import previous_rounds

    try:
        return previous_rounds(previous, lambda path: audit_limited(str(path), timeout, max_memory, ocr=ocr))
    except RoundError as exc:
        raise InputError(str(exc)) from None


def ocr_option(f):
    return click.option("--ocr", type=click.Choice(["auto", "always", "never"]), default="auto", show_default=True,
                        help="OCR scanned pages with Tesseract: when a page has no text layer (auto), every page, or never.")(f)


def check_received(ctx, value):
    """A --received date in the future is refused before any work (a callback of the option)."""
    if value is None:
        return None
    from swppp_audit.judging.decide import ReceivedDateError, check_received as check

    try:
        check(value.date(), date.today())
    except ReceivedDateError as exc:
        raise InputError(str(exc)) from None
    return value.date()


class _Day(click.ParamType):
    """A calendar day as YYYY-MM-DD: a date that does not exist ("2026-02-30") is named as such,
    not as a wrong format."""

    name = "date"

    def convert(self, value, param, ctx):
        from datetime import datetime

        if isinstance(value, datetime):
            return value
        text = str(value).strip()
        if not re.fullmatch(r"\d{4}-\d{2}-\d{2}", text):
            self.fail(f"{text!r} is not a date in the form YYYY-MM-DD", param, ctx)
        try:
            return datetime.strptime(text, "%Y-%m-%d")
        except ValueError:
            self.fail(f"{text} is no day of the calendar", param, ctx)


def received_option(help_text: str):
    return click.option("--received", type=_Day(), metavar="YYYY-MM-DD",
                        callback=lambda ctx, param, value: check_received(ctx, value), help=help_text)


def audit_options(f):
    """The options of an audit as `check` runs it (and `annotate`, which marks that audit up)."""
    for option in reversed((click.option("--password", help="Password of an encrypted PDF."), groups_option,
                            fact_options, checklist_dir_option, previous_option, ocr_option, limits_option)):
        f = option(f)
    return f


def audit_as_asked(pdf, checklist_id, received, password, not_applicable, old_no_postconstruction, previous,
                   same_project, ocr, timeout, max_memory, **facts):
    """The audit `audit_options` ask for: the groups set aside, earlier rounds, the reviewer's facts."""
    groups = tuple(not_applicable) + (("postconstruction",) if old_no_postconstruction else ())
    history = earlier_rounds(previous, timeout, max_memory, ocr)
    return audit_limited(pdf, timeout, max_memory, checklist=checklist_id, received=received, password=password,
                         not_applicable=groups, ocr=ocr, reviewer_facts=_reviewer_facts(facts), history=history,
                         same_project=same_project)


@click.group(context_settings={"help_option_names": ["-h", "--help"]})
@click.version_option(package_name="swppp-audit")
def main() -> None:
    """First-pass completeness review of stormwater pollution prevention plans (SWPPPs)
    against a town's local law."""


@main.command()
@click.argument("pdf", type=click.Path(dir_okay=False, path_type=str))
@click.option("--checklist", "checklist_id", metavar="ID|FILE",
              help="Checklist id (see `swppp-audit checklists`) or a checklist YAML file. Default: detect the town from the document.")
@click.option("--format", "fmt", type=click.Choice(["text", "json"]), default="text", show_default=True)
@received_option("Date the application was received (default: the review file's, else today, which the report says).")
@click.option("--color/--no-color", default=None, help="Colour the text report (default: when stdout is a terminal).")
@audit_options
def check(pdf, checklist_id, fmt, received, color, **options):
    """Audit one SWPPP PDF against its town's checklist."""
    from swppp_audit.output.report import to_json, to_text

    result = audit_as_asked(pdf, checklist_id, received, **options)
    for notice in result.notices:  # a checklist that contradicts the plan is said where it is seen
        if "audited against" in notice:
            click.echo(f"swppp-audit: warning: {notice}", err=True)
    if fmt == "json":
        click.echo(to_json(result))
    else:
        if result.checklist_chosen_by == "detected":
            click.echo(f"swppp-audit: using checklist {result.checklist.id} (detected from the document)", err=True)
        use_color = sys.stdout.isatty() if color is None else color
        click.echo(to_text(result, width=_text_width(), color=use_color), nl=False, color=use_color)
    sys.exit(exit_code(result.decision))


@main.command()
@click.argument("pdf", type=click.Path(dir_okay=False, path_type=str))
@click.option("-o", "--output", "out", type=click.Path(dir_okay=False),
              help="The marked-up copy (default: NAME.marked.pdf beside the plan).")
@click.option("--force", is_flag=True, help="Overwrite an existing marked-up copy.")
@click.option("--checklist", "checklist_id", metavar="ID|FILE", help="Checklist id or file. Default: detect.")
@received_option("Date the application was received (default: the review file's, else today).")
@audit_options
def annotate(pdf, out, force, checklist_id, received, **options):
    """Write a copy of the plan with every finding on its page: highlights, notes, a summary page."""
    from swppp_audit.files import write_atomically
    from swppp_audit.output.annotate import AnnotateError, marked
    from swppp_audit.output.report import to_dict

    target = Path(out) if out else marked_path(pdf)
    if target.resolve() == Path(pdf).resolve():
        raise InputError(f"{target} is the plan itself; the marked-up copy is written beside it, never over it")
    if target.exists() and not force:
        raise InputError(f"{target} exists; pass --force to overwrite it")
    if not target.parent.is_dir():
        raise InputError(f"{target.parent} is not a folder; cannot write {target.name} there")
    result = audit_as_asked(pdf, checklist_id, received, **options)
    try:
        data, counts = marked(to_dict(result), Path(pdf))
    except AnnotateError as exc:
        raise InputError(str(exc)) from None
    write_atomically(target, data)
    click.echo(f"wrote {target}: {counts['highlights']} highlights; {counts['summary_pages']} summary page(s) in front "
               f"with {counts['summary_notes']} notes on items the plan gives nowhere"
               + (f"; {counts['notes']} notes at the top of a page whose quote was not placed" if counts["notes"] else ""),
               err=True)
    sys.exit(exit_code(result.decision))


def marked_path(pdf: str) -> Path:
    """NAME.marked.pdf beside NAME.pdf: where `annotate` writes and `review --from` looks."""
    return Path(pdf).with_name(f"{Path(pdf).stem}.marked.pdf")


@main.command()
@click.argument("pdf", type=click.Path(dir_okay=False, path_type=str))
@click.option("--checklist", "checklist_id", metavar="ID|FILE", help="Checklist id or file. Default: detect.")
@click.option("--password", help="Password of an encrypted PDF.")
@click.option("--force", is_flag=True, help="Write a new review file where one exists (the old one is kept as "
                                            "NAME.review.DATE.yaml).")
@click.option("--revision", is_flag=True, help="The PDF is a revised plan saved under the old name: its review file "
                                               "is carried forward as the previous round and kept as "
                                               "NAME.review.DATE.yaml.")
@click.option("--from", "from_marked", type=click.Path(dir_okay=False, path_type=str), metavar="MARKED.pdf",
              help="Take the settlements written as replies in a marked-up copy (from `annotate`) into the review "
                   "file (writing its starter first where there is none).")
@fact_options
@checklist_dir_option
@previous_option
@ocr_option
@limits_option
def review(pdf, checklist_id, password, force, revision, from_marked, previous, same_project, ocr, timeout, max_memory,
           **facts):
    """Write a starter review file (NAME.review.yaml) beside the PDF for the reviewer to edit."""
    from swppp_audit.files import write_atomically
    from swppp_audit.wording import counted
    from swppp_audit.review import Review, keep_aside, path_for, starter

    target = path_for(pdf)
    settled = _marked_settlements(pdf, from_marked) if from_marked else None
    if settled is not None and target.exists() and not (force or revision):
        return _take_settlements(pdf, target, settled)
    carried, reviewer = _carried_forward(pdf, target, previous) if revision else ((), None)
    if target.exists() and not (force or revision):
        raise InputError(_existing_review(pdf, target))
    history = carried or earlier_rounds(previous, timeout, max_memory, ocr)
    result = audit_limited(pdf, timeout, max_memory, checklist=checklist_id, password=password, review=Review(), ocr=ocr,
                           history=history, same_project=same_project, reviewer_facts=_reviewer_facts(facts))
    kept = keep_aside(target, date.today()) if target.exists() else None  # never lost: kept beside it
    write_atomically(target, starter(result, reviewer))
    click.echo(f"wrote {target}: {counted(len(result.findings), 'item')}"
               + (f", round {len(history) + 1}" if history else "")
               + "; settle the needs_review ones and confirm the applicant, then run `swppp-audit letter`"
               + (f"; the earlier review file is kept as {kept.name}" if kept else ""), err=True)
    if settled is not None:
        _take_settlements(pdf, target, settled, {f.item_id for f in result.findings})


def _marked_settlements(pdf: str, marked: str) -> dict:
    """The settlements in a marked-up copy of PDF, or an InputError: a file that does not begin
    with the plan's own bytes is a markup of another plan (or of another version of it)."""
    from swppp_audit.output.annotate import settlements

    path = Path(marked)
    if not path.is_file():
        raise InputError(f"--from: {marked} is not a file")
    original, copy = Path(pdf).read_bytes(), path.read_bytes()
    if not copy.startswith(original) or len(copy) == len(original):
        raise InputError(f"--from: {path.name} is not a marked-up copy of {Path(pdf).name} (it does not begin with "
                         "the plan's bytes and an update): mark this version up with `swppp-audit annotate`")
    try:
        settled, problems = settlements(path)
    except Exception as exc:  # noqa: BLE001 - pypdf's errors on a damaged file are many kinds
        raise InputError(f"--from: {path.name} cannot be read: {exc}") from None
    for problem in problems:
        click.echo(f"swppp-audit: warning: {path.name}: {problem}", err=True)
    return settled


def _take_settlements(pdf: str, target, settled: dict, known: set | None = None) -> None:
    from swppp_audit.review import item_change, load, update

    known = known if known is not None else set(load(target).items) | _starter_items(target)
    for item_id, decision in settled.items():
        if item_id in known:
            update(Path(pdf), item_change(item_id, decision))
        else:
            click.echo(f"swppp-audit: warning: {item_id} is no item of {target.name}; its reply is left out", err=True)
    taken = [item_id for item_id in settled if item_id in known]
    click.echo(f"took {len(taken)} settlement(s) from the marked-up plan into {target}"
               + (f": {', '.join(taken)}" if taken else ""), err=True)


def _starter_items(target) -> set:
    """The item ids a review file lists (a starter lists every item, settled or not)."""
    import yaml

    data = yaml.safe_load(Path(target).read_text(encoding="utf-8")) or {}
    return set((data.get("items") or {}).keys()) if isinstance(data, dict) else set()


def _existing_review(pdf: str, target) -> str:
    """The refusal to write over a review file, offering what fits: a changed PDF is a revision."""
    from swppp_audit.files import sha256_of
    from swppp_audit.review import ReviewFileError, load

    try:
        old = load(target).sha256
    except ReviewFileError:
        old = ""
    if old and Path(pdf).is_file() and old != sha256_of(pdf):
        return (f"{target} was written for an earlier version of {Path(pdf).name}: pass --revision to review this "
                "one as the next round (the old file carried forward and kept as NAME.review.DATE.yaml), or --force "
                "to start afresh")
    return f"{target} exists; edit it, or pass --force to write a new one (the old one is kept as NAME.review.DATE.yaml)"


def _carried_forward(pdf: str, target, previous: str | None):
    """`review --revision`: (the rounds the old review file holds, its reviewer), or an
    InputError. Its PDF was replaced by the revision, so the file itself is the last round."""
    from swppp_audit.files import sha256_of
    from swppp_audit.judging.rounds import RoundError
    from swppp_audit.review import ReviewFileError, load
    from swppp_audit.running.previous import from_review_file

    if previous:
        raise InputError("--revision and --previous both name the last round; give one")
    if not target.is_file():
        raise InputError(f"--revision: there is no {target} to carry forward; give the last round with --previous FILE")
    try:
        old = load(target)
        if old.sha256 and Path(pdf).is_file() and old.sha256 == sha256_of(pdf):
            raise InputError(f"--revision: {target} was written for this same PDF (the same SHA-256); a revision is a "
                             "changed PDF: edit the review file, or pass --force to start afresh")
        return from_review_file(target, Path(pdf).name), old.reviewer
    except (ReviewFileError, RoundError) as exc:
        raise InputError(str(exc)) from None


LETTER_FORMATS = {".docx": "docx", ".html": "html", ".htm": "html", ".md": "md"}


def letter_target(pdf: str, out: str | None, fmt: str | None):
    """(path, format): `-o NAME.html` or `.md` says the format; `--format` must agree with it."""
    from pathlib import Path

    if out is None:
        fmt = fmt or "docx"
        return Path(pdf).with_name(f"{Path(pdf).stem}.letter.{fmt}"), fmt
    target = Path(out)
    implied = LETTER_FORMATS.get(target.suffix.lower())
    if fmt and implied and fmt != implied:
        raise InputError(f"--format {fmt} contradicts the name {target.name} (a {implied} file); give one of them")
    if not (fmt or implied):
        raise InputError(f"cannot tell the letter's format from {target.name}; name it .docx, .html or .md, or give --format")
    return target, fmt or implied


def received_for_letter(received, review_file, force: bool = False):
    """The receipt date is a legal fact the letter states: --received, else the review file's,
    else asked for on a terminal; never assumed. Two dates that differ are refused (one source
    for a legal fact) unless --force says the command line's wins."""
    if received is not None and review_file.received not in (None, received) and not force:
        raise InputError(f"--received {received.isoformat()} differs from the review file's received: "
                         f"{review_file.received.isoformat()}; correct one of them, or pass --force to use --received")
    if received is not None:
        return received
    if review_file.received is not None:
        return review_file.received
    if sys.stdin.isatty() and sys.stderr.isatty():
        day = click.prompt("Date the application was received (YYYY-MM-DD)", err=True,
                           type=click.DateTime(formats=["%Y-%m-%d"]))
        return check_received(None, day)
    raise InputError("no received date: the letter states when the application was received; give --received "
                     "YYYY-MM-DD or set received: in the review file")


@main.command()
@click.argument("pdf", type=click.Path(dir_okay=False, path_type=str))
@click.option("-o", "--output", "out", type=click.Path(dir_okay=False),
              help="Where to write; .docx, .html or .md picks the format (default: beside the PDF, NAME.letter.EXT).")
@click.option("--format", "fmt", type=click.Choice(["docx", "html", "md"]), help="Letter format (default: from -o's name, else docx).")
@click.option("--reviewer", help="Reviewer's name for the signature block (default: the review file's).")
@click.option("--title", help="Reviewer's title (default: the review file's).")
@click.option("--checklist", "checklist_id", metavar="ID|FILE", help="Checklist id or file. Default: the review file's, else detect.")
@received_option("Date received (default: the review file's received:; asked for on a terminal).")
@click.option("--password", help="Password of an encrypted PDF.")
@click.option("--force", is_flag=True, help="Overwrite an existing letter; and use --received where the review file "
                                            "gives another date.")
@click.option("--other-town", "other_town_ok", is_flag=True,
              help="Write the letter under --checklist although the plan names another town.")
@fact_options
@checklist_dir_option
@previous_option
@ocr_option
@limits_option
def letter(pdf, out, fmt, reviewer, title, checklist_id, received, password, force, other_town_ok, previous,
           same_project, ocr, timeout, max_memory, **facts):
    """Write the notice of complete or incomplete application (or that no plan is required) for one PDF."""
    from swppp_audit.files import write_atomically
    from swppp_audit.output.letter import (LetterError, compose, late_sentence, placeholders, render_docx, render_html,
                                           render_markdown)
    from swppp_audit.review import find
    from swppp_audit.wording import counted

    target, fmt = letter_target(pdf, out, fmt)
    if target.exists() and not force:
        raise InputError(f"{target} exists; pass --force to overwrite it")
    if not target.parent.is_dir():
        raise InputError(f"{target.parent} is not a folder; cannot write {target.name} there")
    try:
        review_file = find(pdf)
    except _input_errors() as exc:
        raise InputError(str(exc)) from None
    received = received_for_letter(received, review_file, force)
    history = earlier_rounds(previous, timeout, max_memory, ocr)
    result = audit_limited(pdf, timeout, max_memory, checklist=checklist_id, received=received,
                           password=password, review=review_file, ocr=ocr, history=history,
                           same_project=same_project, reviewer_facts=_reviewer_facts(facts))
    try:
        content = compose(result, review_file, reviewer, title, other_town_ok=other_town_ok)
    except LetterError as exc:
        raise InputError(str(exc)) from None
    left = placeholders(content)
    if left:
        click.echo(f"swppp-audit: warning: the letter leaves {counted(len(left), 'field')} to complete by hand "
                   f"({', '.join(left)}): set them in the review file"
                   + (", or give --reviewer and --title" if any(f.startswith("reviewer") for f in left) else ""),
                   err=True)
    if result.clock.late:
        click.echo(f"swppp-audit: warning: {late_sentence(result.clock)} The letter says so.", err=True)
    render = {"docx": render_docx, "html": render_html, "md": render_markdown}[fmt]
    write_atomically(target, render(content))
    if review_file.path is not None and review_file.path.is_file():  # the next round answers this letter by its date
        from swppp_audit.review import update

        update(pdf, lambda data: data.__setitem__("letter_date", result.clock.determined))
    deficiencies = sum(len(d) for _, d in content.groups)
    kind = "that no plan is required" if content.kind == "not_required" else f"of {content.kind} application"
    click.echo(f"wrote {target}: notice {kind}"
               + (f", {counted(deficiencies, 'deficiency')}" if content.kind == "incomplete" else ""), err=True)
    sys.exit(exit_code(result.decision))


@main.command()
@click.argument("folder", type=click.Path(exists=True, file_okay=False, path_type=str))
@click.option("-o", "--output", "outdir", required=True, type=click.Path(file_okay=False), help="Folder for the audits and the summary.")
@click.option("--checklist", "checklist_id", metavar="ID|FILE", help="Checklist for every document. Default: detect per document.")
@click.option("--jobs", type=click.IntRange(min=1), help="Processes at work at once, loading spaCy included (default: the CPU count).")
@click.option("--letters", type=click.Choice(["docx", "html", "md"]), help="Also write each document's letter.")
@click.option("--annotate", "marks", is_flag=True, help="Also write each document's marked-up plan (NAME.marked.pdf).")
@received_option("Date every document was received, unless its review file's received: says otherwise "
                 "(a file's modification time is not a receipt date).")
@click.option("--timeout", type=click.FloatRange(min=1), default=600, show_default=True, help="Seconds allowed per document.")
@click.option("--max-memory", type=click.IntRange(min=0), default=2048, show_default=True, help="MB allowed per document (0: no limit).")
@click.option("--force", is_flag=True, help="Redo documents whose audit is up to date.")
@click.option("--rounds", "manifest", type=click.Path(exists=True, dir_okay=False),
              help="A YAML file mapping each revised PDF to its last round (rev1.pdf: plan.pdf). Default: each "
                   "document's review file's rounds:.")
@click.option("--password", help="Password of the encrypted documents (others open without it).")
@click.option("--reviewer", help="Reviewer's name for the letters' signature (a review file's wins).")
@click.option("--title", help="Reviewer's title for the letters' signature (a review file's wins).")
@click.option("--letter-date", "--letterhead-date", "letter_date", type=_Day(), metavar="YYYY-MM-DD",
              help="The date the letters bear, their determination date: today (default) or a later day they "
                   "will be signed, never an earlier one.")
@checklist_dir_option
@ocr_option
def batch(folder, outdir, checklist_id, jobs, letters, marks, received, timeout, max_memory, force, manifest, ocr,
          password, reviewer, title, letter_date):
    """Audit every PDF under FOLDER; write each audit, summary.csv and summary.json to OUTDIR."""
    from swppp_audit.running.batch import batch_exit_code, find_pdfs, read_manifest, run
    from swppp_audit.reading.ocr import scratch
    from swppp_audit.wording import counted

    from swppp_audit.judging.checklist import ChecklistError, fingerprint

    if letter_date is not None:
        letter_date = letter_date.date()
        if letter_date < date.today():
            raise InputError(f"--letter-date {letter_date.isoformat()} is before today: a determination is not dated "
                             "back")
    total = len(find_pdfs(Path(folder), Path(outdir)))
    if total == 0:
        raise InputError(f"no PDF files under {folder}")
    try:
        fingerprint(checklist_id)  # an unknown --checklist: its one line, before the progress bar starts
    except ChecklistError as exc:
        raise InputError(str(exc)) from None
    rounds = None
    if manifest:
        from swppp_audit.judging.rounds import RoundError  # only here: the batch forks its reader before such imports

        try:
            rounds = read_manifest(Path(manifest), Path(folder))
        except RoundError as exc:
            raise InputError(str(exc)) from None
    with click.progressbar(length=total, label="auditing", file=sys.stderr, show_eta=True, show_pos=True,
                           item_show_func=lambda name: name) as bar:
        def progress(event, task):
            if event == "done":
                bar.update(1, task.pdf.name)

        try:
            with scratch():  # progress is the bar's, by document
                rows, skipped = run(Path(folder), Path(outdir), checklist=checklist_id, jobs=jobs, letters=letters,
                                    received=received, timeout=timeout, max_memory_mb=max_memory,
                                    force=force, ocr=ocr, progress=progress, rounds=rounds, password=password,
                                    signer=(reviewer, title), today=letter_date, annotate=marks)
        except _input_errors() as exc:
            raise InputError(str(exc)) from None
        bar.update(skipped)
    click.echo(summary_table(rows))
    click.echo(f"{counted(len(rows), 'document')}; {skipped} unchanged since the last run and skipped"
               f"{' (use --force to redo them)' if skipped else ''}; summary in {Path(outdir) / 'summary.csv'}", err=True)
    sys.exit(batch_exit_code(rows))


def _round_note(row: dict) -> str:
    """A resubmission's line ends with its round and its comments: resolved, still open, new."""
    if not row.get("previous"):
        return ""
    said = [f"{name} {row[key]}" for name, key in (("resolved", "resolved"), ("open", "still_open"), ("new", "new"))
            if row.get(key)]
    return f"  (round {row['round']} of {row['project']}" + (f"; comments {', '.join(said)}" if said else "") + ")"


def summary_table(rows: list[dict]) -> str:
    lines = [f"{'due':<10} {'left':>5}  {'decision':<13} {'miss':>4} {'rev':>4}  file"]
    for row in rows:
        if row["error"]:
            error = row["error"] if row["error"].startswith(row["file"]) else f"{row['file']}: {row['error']}"
            lines.append(f"{'-':<10} {'-':>5}  {'ERROR':<13} {'':>4} {'':>4}  {error}")
        else:
            due, left = row["decision_due"] or "no date", "-" if row["days_left"] is None else row["days_left"]
            lines.append(f"{due:<10} {left:>5}  {row['decision']:<13} "
                         f"{row['missing']:>4} {row['needs_review']:>4}  {row['file']}" + _round_note(row))
    return "\n".join(lines)


@main.command()
@click.option("--host", default="127.0.0.1", show_default=True,
              help="Address to listen on; 127.0.0.1 is this computer only.")
@click.option("--port", type=click.IntRange(0, 65535), default=8000, show_default=True, help="Port (0: any free port).")
@click.option("--workers", type=click.IntRange(1, 2), default=1, show_default=True, help="Documents audited at once (1 or 2).")
@click.option("--max-upload", type=click.IntRange(min=1), default=100, show_default=True, help="Largest PDF accepted, in MB.")
@click.option("--keep", type=click.Path(file_okay=False, path_type=Path), default=None, metavar="DIR",
              help="Keep the audits in DIR (made if missing) until each is deleted on the page; the next "
                   "`serve --keep DIR` shows them again. Default: a private folder deleted when the server stops.")
@checklist_dir_option
@ocr_option
@limits_option
def serve(host, port, workers, max_upload, keep, ocr, timeout, max_memory):
    """Run the local web page: drop in a PDF, read the audit, settle items, download the letter."""
    from swppp_audit.web.serve import FolderError, serve as run_server

    try:
        run_server(host, port, workers=workers, timeout=timeout, max_memory_mb=max_memory, ocr=ocr,
                   max_upload_bytes=max_upload * 1024 * 1024, keep=keep)
    except FolderError as exc:
        raise InputError(str(exc)) from None
    except OSError as exc:
        import os

        raise InputError(f"cannot listen on {host}:{port}: {os.strerror(exc.errno) if exc.errno else exc}") from None


@main.command()
@checklist_dir_option
def checklists():
    """List the checklists: those of --checklist-dir and SWPPP_AUDIT_CHECKLISTS, then the installed ones."""
    from swppp_audit.judging.checklist import ChecklistError, available, builtin_dir, load

    try:
        for name, path in available().items():
            found = load(name)
            where = "" if path.parent == builtin_dir() else f"  ({path.parent})"
            click.echo(f"{found.id:<16} {len(found.items):>3} items  v{found.version}  {found.title}{where}")
    except ChecklistError as exc:
        raise InputError(str(exc)) from None


@main.group()
def checklist():
    """Write a town's checklist: a starter file to fill in, or the worked example."""


@checklist.command("new")
@click.argument("town_id", metavar="ID")
@click.option("--extends", "base", default="nysdec-model", show_default=True, help="The base the town adopted.")
@click.option("-o", "--output", "folder", type=click.Path(file_okay=False, path_type=Path), default=Path("."),
              show_default=True, help="The folder to write ID.yaml in (made if missing).")
@checklist_dir_option
def checklist_new(town_id, base, folder):
    """Write ID.yaml: every item of the base listed by its model name (with what the shipped towns
    cite for it), the jurisdiction, clock, groups and applicability to fill in, each key commented."""
    from swppp_audit.files import write_atomically
    from swppp_audit.judging.checklist import ChecklistError
    from swppp_audit.judging.starter import starter

    target = folder / f"{town_id}.yaml"
    if target.exists():
        raise InputError(f"{target} exists; it is not overwritten (remove it, or choose another folder)")
    try:
        text = starter(town_id, base)
    except ChecklistError as exc:
        raise InputError(str(exc)) from None
    folder.mkdir(parents=True, exist_ok=True)
    write_atomically(target, text)
    click.echo(f"wrote {target}: fill in its empty keys, then `swppp-audit checklists --checklist-dir {folder}`",
               err=True)


@checklist.command("example")
@click.option("-o", "--output", "folder", type=click.Path(file_okay=False, path_type=Path), default=None,
              help="Copy the example (the town file and its letter template) into this folder instead of printing it.")
def checklist_example(folder):
    """Print the worked example town (the fictional Town of Fernbrook, Chapter 171), or copy it."""
    from swppp_audit.judging.starter import example_dir

    source = example_dir()
    if folder is None:
        click.echo((source / "fernbrook-ch171.yaml").read_text(encoding="utf-8"), nl=False)
        return
    files = [p for p in source.rglob("*") if p.is_file()]
    taken = [folder / p.relative_to(source) for p in files if (folder / p.relative_to(source)).exists()]
    if taken:
        raise InputError(f"{taken[0]} exists; nothing was copied (remove it, or choose another folder)")
    for path in files:
        (folder / path.relative_to(source)).parent.mkdir(parents=True, exist_ok=True)
        (folder / path.relative_to(source)).write_bytes(path.read_bytes())
    click.echo(f"copied the example into {folder}: `swppp-audit checklists --checklist-dir {folder}` lists it", err=True)


@main.command()
@checklist_dir_option
def doctor():
    """What this installation can do: OCR (Tesseract, its version and languages), page rendering,
    the checklists found and from which folder, templates overridden, the letters' fonts; each
    line with how to fix what is missing. Exit 1 when OCR cannot run."""
    from swppp_audit.running.doctor import failed, report

    lines = report()
    for line in lines:
        mark = "ok  " if line.ok else ("FAIL" if line.needed else "note")
        click.echo(f"{mark}  {line.topic:<28} {line.found}")
        if line.fix:
            click.echo(f"      {'':<28} fix: {line.fix}")
    sys.exit(1 if failed(lines) else 0)


def _finish(command, interrupts: list) -> None:
    """Run the command to its exit. A Ctrl-C that a library swallowed on the way (an `except
    Exception` around spaCy's registry loading, where pydantic had wrapped it) is still an
    interrupt: the record of the signal decides, not whether an exception got through."""
    try:
        code = command(standalone_mode=False)
    except SystemExit:
        if interrupts:
            raise KeyboardInterrupt from None
        raise
    if interrupts:
        raise KeyboardInterrupt
    sys.exit(code)


def catch_interrupts() -> list:
    """Ctrl-C recorded (the list returned) and raised as KeyboardInterrupt. Python drops an
    exception raised inside a weakref callback or __del__ ("Exception ignored in ..."), so a
    Ctrl-C that lands there while the garbage collector runs would be lost and the command run
    on to its end: such an interrupt is delivered again, to the code that was running."""
    import _thread
    import signal
    import threading

    interrupts: list = []
    if signal.getsignal(signal.SIGINT) is not signal.default_int_handler:  # started ignoring it
        return interrupts

    def interrupt(signum, frame):
        interrupts.append(signum)
        raise KeyboardInterrupt

    def deliver_again(unraisable, default=sys.unraisablehook):
        if issubclass(unraisable.exc_type, KeyboardInterrupt) and interrupts:
            # not from here (Python would drop it again): a moment later, from another thread,
            # when the main thread is back in ordinary code
            again = threading.Timer(0.01, _thread.interrupt_main, (signal.SIGINT,))
            again.daemon = True
            again.start()
        else:
            default(unraisable)

    signal.signal(signal.SIGINT, interrupt)
    sys.unraisablehook = deliver_again
    return interrupts


def entry() -> None:
    """The console script and `python -m swppp_audit`: `run`, then out at once. Python's own way
    out frees spaCy's objects one by one, some 25 ms after everything is done; the exit handlers
    (temporary folders, child processes) still run, and what was printed is flushed."""
    import atexit
    import os

    try:
        run()
        code = 0
    except SystemExit as exc:
        code = exc.code if isinstance(exc.code, int) else 0 if exc.code is None else 1
        if not isinstance(exc.code, (int, type(None))):
            print(exc.code, file=sys.stderr)
    atexit._run_exitfuncs()
    for stream in (sys.stdout, sys.stderr):
        try:
            stream.flush()
        except (OSError, ValueError):
            code = code or EXIT_ERROR  # stdout closed early (`| head`): as Python itself would say
    os._exit(code)


def run() -> None:
    """Console entry point (through `entry`): any unexpected failure is one line on stderr and exit 2, never a
    traceback; Ctrl-C is one line and exit 130, as shells report an interrupted command (click's
    own handling exits 1, which here means "incomplete")."""
    import signal

    interrupts = catch_interrupts()
    try:
        _finish(main, interrupts)
    except click.ClickException as exc:
        exc.show()
        sys.exit(exc.exit_code)
    except Exception as exc:  # noqa: BLE001 - the last line of defence for the user
        # A Ctrl-C can surface wrapped in a library's own error (pydantic's SchemaError while
        # spaCy loads): the record of the signal, not the exception's type, says it was one.
        if not interrupts and not isinstance(exc, click.Abort):
            click.echo(f"swppp-audit: internal error: {type(exc).__name__}: {exc}", err=True)
            sys.exit(EXIT_ERROR)
    except KeyboardInterrupt:
        pass
    signal.signal(signal.SIGINT, signal.SIG_IGN)  # a second Ctrl-C must not cut the way out short
    click.echo("swppp-audit: interrupted", err=True)
    sys.exit(130)
