"""The earlier rounds of an application, from what a reviewer has of the last one: its PDF (audited
again, with its review file), its JSON audit (`check --format json`), or its review file (the PDF
beside it is audited). Each gives the rounds before it and itself, oldest first."""
from __future__ import annotations

import json
from dataclasses import replace
from pathlib import Path

from swppp_audit.judging.rounds import IDENTITY, OPEN, Round, RoundError, Settled, from_json
from swppp_audit.output.report import to_dict


def previous_rounds(path: str | Path, audit_pdf=None) -> tuple[Round, ...]:
    """The rounds up to and including the one at PATH; RoundError names what is wrong. An
    earlier PDF is audited by AUDIT_PDF(path) (the command line's runs in a child with limits),
    by default in this process."""
    path = Path(path)
    if not path.is_file():
        raise RoundError(f"{path}: no such file (--previous takes the earlier PDF, its JSON audit or its review file)")
    if path.suffix.lower() == ".json":
        try:
            data = json.loads(path.read_text(encoding="utf-8"))
        except (ValueError, UnicodeDecodeError) as exc:
            raise RoundError(f"{path}: not valid JSON ({exc})") from None
        return from_json(data, path.name)
    if path.name.endswith(".review.yaml"):
        pdf = path.with_name(path.name.removesuffix(".review.yaml") + ".pdf")
        if not pdf.is_file():  # the old plan is gone (a revised one saved under its name): its review file holds the round
            return from_review_file(path, pdf.name)
        path = pdf
    if audit_pdf is None:
        from swppp_audit.running.pipeline import audit as audit_pdf

    # the earlier plan as it was settled: its own review file applies, and its own history; the
    # date of its letter is not in the PDF (its JSON or review file keeps it)
    *earlier, this = from_json(to_dict(audit_pdf(path)), path.name)
    return (*earlier, replace(this, letter_date=None))


def from_review_file(path: Path, pdf_name: str) -> tuple[Round, ...]:
    """The rounds a review file records when its PDF is gone: its `rounds:`, then itself, each
    item's status the reviewer's settlement or else the tool's as the starter wrote it. Its
    comments are numbered as its letter numbered them: the deficiencies in the file's order."""
    from swppp_audit.review import ReviewFileError, load

    try:
        review = load(path)
    except ReviewFileError as exc:
        raise RoundError(str(exc)) from None
    statuses = {**review.tool_statuses, **{k: v[0] for k, v in review.items.items()}}
    if not statuses:
        raise RoundError(f"{path}: it records no item's status (a review file written by `swppp-audit review`), "
                         "and the PDF it reviews is not beside it")
    missing = [k for k, status in statuses.items() if status == "missing"]
    used = max((n for r in review.rounds for n in r.comments.values()), default=0)
    comments = {k: n for n, k in enumerate(missing, used + 1)} if not review.rounds else \
        {**{k: n for k, n in review.rounds[-1].comments.items() if statuses.get(k) in OPEN},
         **{k: n for n, k in enumerate((k for k in missing if k not in review.rounds[-1].comments), used + 1)}}
    decision = "incomplete" if missing else "needs_review" if "needs_review" in statuses.values() else "complete"
    this = Round(len(review.rounds) + 1, pdf_name, review.sha256, review.received, review.letter_date, decision, statuses, comments,
                 {k: Settled(status, reason, waiver=waiver) for k, (status, reason, _, waiver) in review.items.items()}, review.checklist,
                 {k: v for k, v in review.applicant.items() if k in IDENTITY and v})
    return (*review.rounds, this)
