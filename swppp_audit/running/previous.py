"""The earlier rounds of an application, from what a reviewer has of the last one: its PDF (audited
again, with its review file), its JSON audit (`check --format json`), or its review file (the PDF
beside it is audited). Each gives the rounds before it and itself, oldest first."""
from __future__ import annotations

import json
from dataclasses import replace
from pathlib import Path

from swppp_audit.judging.rounds import Round, RoundError, from_json
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
        if not pdf.is_file():
            raise RoundError(f"{path}: the PDF it reviews ({pdf.name}) is not beside it; give that PDF or its JSON audit")
        path = pdf
    if audit_pdf is None:
        from swppp_audit.running.pipeline import audit as audit_pdf

    # the earlier plan as it was settled: its own review file applies, and its own history; the
    # date of its letter is not in the PDF (its JSON or review file keeps it)
    *earlier, this = from_json(to_dict(audit_pdf(path)), path.name)
    return (*earlier, replace(this, letter_date=None))
