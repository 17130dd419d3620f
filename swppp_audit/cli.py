"""The command line: a thin layer over the library. Exit codes follow linters: 0 complete,
1 incomplete or needs review, 2 usage or input error. Heavy modules load only inside commands,
so `swppp-audit --help` starts fast."""
from __future__ import annotations

import sys
from datetime import date

import click

EXIT_COMPLETE, EXIT_INCOMPLETE, EXIT_ERROR = 0, 1, 2


class InputError(click.ClickException):
    """A one-line error about the user's input; exit code 2."""

    exit_code = EXIT_ERROR

    def show(self, file=None) -> None:
        click.echo(f"swppp-audit: error: {self.format_message()}", err=True)


def _input_errors():
    from .checklist import ChecklistError
    from .extract import ExtractError
    from .pipeline import UndetectedChecklist
    from .review import ReviewFileError

    return (ChecklistError, ExtractError, UndetectedChecklist, ReviewFileError)


def exit_code(decision: str) -> int:
    return EXIT_COMPLETE if decision in ("complete", "not_required") else EXIT_INCOMPLETE


def _received(value: date | None) -> date | None:
    return value.date() if value is not None else None


def _reviewer_facts(disturbed_acres, project_type, single_family, impaired_water) -> dict:
    facts = {"disturbed_acres": disturbed_acres, "project_type": (project_type,) if project_type else None,
             "single_family": single_family, "impaired_water": impaired_water}
    return {name: value for name, value in facts.items() if value is not None}


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
@click.option("--received", type=click.DateTime(formats=["%Y-%m-%d"]), metavar="YYYY-MM-DD",
              help="Date the application was received (default: today).")
@click.option("--password", help="Password of an encrypted PDF.")
@click.option("--no-postconstruction", is_flag=True, help="Treat postconstruction items as not applicable.")
@click.option("--disturbed-acres", type=click.FloatRange(min=0), help="Disturbed area in acres (overrides the document).")
@click.option("--project-type", help="Project type, e.g. 'road construction or reconstruction' (overrides the document).")
@click.option("--single-family/--not-single-family", default=None, help="Whether it is single-family residential construction.")
@click.option("--impaired-water/--not-impaired-water", default=None, help="Whether a receiving water is 303(d)-listed or in a TMDL watershed.")
@click.option("--color/--no-color", default=None, help="Colour the text report (default: when stdout is a terminal).")
def check(pdf, checklist_id, fmt, received, password, no_postconstruction, disturbed_acres, project_type,
          single_family, impaired_water, color):
    """Audit one SWPPP PDF against its town's checklist."""
    from .pipeline import audit
    from .report import to_json, to_text

    try:
        result = audit(pdf, checklist=checklist_id, received=_received(received), password=password,
                       reviewer_facts=_reviewer_facts(disturbed_acres, project_type, single_family, impaired_water),
                       no_postconstruction=no_postconstruction)
    except _input_errors() as exc:
        raise InputError(str(exc)) from None
    if fmt == "json":
        click.echo(to_json(result))
    else:
        if result.checklist_chosen_by == "detected":
            click.echo(f"swppp-audit: using checklist {result.checklist.id} (detected from the document)", err=True)
        use_color = sys.stdout.isatty() if color is None else color
        click.echo(to_text(result, color=use_color), nl=False, color=use_color)
    sys.exit(exit_code(result.decision))


@main.command()
@click.argument("pdf", type=click.Path(dir_okay=False, path_type=str))
@click.option("--checklist", "checklist_id", metavar="ID|FILE", help="Checklist id or file. Default: detect.")
@click.option("--password", help="Password of an encrypted PDF.")
@click.option("--force", is_flag=True, help="Overwrite an existing review file.")
def review(pdf, checklist_id, password, force):
    """Write a starter review file (NAME.review.yaml) beside the PDF for the reviewer to edit."""
    from .pipeline import audit
    from .review import Review, path_for, starter

    target = path_for(pdf)
    if target.exists() and not force:
        raise InputError(f"{target} exists; edit it, or pass --force to write a new one over it")
    try:
        result = audit(pdf, checklist=checklist_id, password=password, review=Review())
    except _input_errors() as exc:
        raise InputError(str(exc)) from None
    write_atomically(target, starter(result))
    click.echo(f"wrote {target}: {len(result.findings)} items; settle the needs_review ones, then run `swppp-audit letter`",
               err=True)


def write_atomically(path, text: str | bytes) -> None:
    """Write through a temporary file in the same folder, then rename: never a half-written file."""
    import os
    import tempfile
    from pathlib import Path

    path = Path(path)
    data = text.encode("utf-8") if isinstance(text, str) else text
    fd, tmp = tempfile.mkstemp(prefix=f".{path.name}.", suffix=".tmp", dir=path.parent)
    try:
        with os.fdopen(fd, "wb") as fh:
            fh.write(data)
        os.replace(tmp, path)
    except BaseException:
        Path(tmp).unlink(missing_ok=True)
        raise


@main.command()
@click.argument("pdf", type=click.Path(dir_okay=False, path_type=str))
@click.option("-o", "--output", "out", type=click.Path(dir_okay=False), help="Where to write (default: beside the PDF, NAME.letter.EXT).")
@click.option("--format", "fmt", type=click.Choice(["docx", "html", "md"]), default="docx", show_default=True)
@click.option("--reviewer", help="Reviewer's name for the signature block (default: the review file's).")
@click.option("--title", help="Reviewer's title (default: the review file's).")
@click.option("--checklist", "checklist_id", metavar="ID|FILE", help="Checklist id or file. Default: detect.")
@click.option("--received", type=click.DateTime(formats=["%Y-%m-%d"]), metavar="YYYY-MM-DD", help="Date received.")
@click.option("--password", help="Password of an encrypted PDF.")
@click.option("--force", is_flag=True, help="Overwrite an existing letter.")
def letter(pdf, out, fmt, reviewer, title, checklist_id, received, password, force):
    """Write the notice of complete or incomplete application for one PDF."""
    from pathlib import Path

    from .letter import LetterError, compose, render_docx, render_html, render_markdown
    from .pipeline import audit
    from .review import find

    target = Path(out) if out else Path(pdf).with_name(f"{Path(pdf).stem}.letter.{fmt}")
    if target.exists() and not force:
        raise InputError(f"{target} exists; pass --force to overwrite it")
    try:
        review_file = find(pdf)
        result = audit(pdf, checklist=checklist_id, received=_received(received), password=password, review=review_file)
        content = compose(result, review_file, reviewer, title)
    except LetterError as exc:
        raise InputError(str(exc)) from None
    except _input_errors() as exc:
        raise InputError(str(exc)) from None
    render = {"docx": render_docx, "html": render_html, "md": render_markdown}[fmt]
    write_atomically(target, render(content))
    click.echo(f"wrote {target}: notice of {content.kind} application"
               + (f", {sum(len(d) for _, d in content.groups)} deficiencies" if content.kind == "incomplete" else ""),
               err=True)
    sys.exit(exit_code(result.decision))


@main.command()
def checklists():
    """List the installed checklists."""
    from .checklist import ChecklistError, available, load

    for name in available():
        try:
            found = load(name)
        except ChecklistError as exc:
            raise InputError(str(exc)) from None
        click.echo(f"{found.id:<16} {len(found.items):>3} items  v{found.version}  {found.title}")


def run() -> None:
    """Console entry point: any unexpected failure is one line on stderr and exit 2, never a traceback."""
    try:
        main(standalone_mode=True)
    except SystemExit:
        raise
    except KeyboardInterrupt:
        click.echo("swppp-audit: interrupted", err=True)
        sys.exit(130)
    except Exception as exc:  # noqa: BLE001 - the last line of defence for the user
        click.echo(f"swppp-audit: internal error: {type(exc).__name__}: {exc}", err=True)
        sys.exit(EXIT_ERROR)
