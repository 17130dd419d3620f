"""The whole first-pass review of one document: extract -> match -> applicability -> decide.

This is the library entry point the CLI (and any other program) calls:

    from swppp_audit import audit
    result = audit("plan.pdf", checklist="somers-ch93", received=date(2026, 11, 2))
"""
from __future__ import annotations

import re
import threading
from dataclasses import replace
from datetime import date
from pathlib import Path

from . import applicability as applicability_stage
from . import decide as decide_stage
from .checklist import Checklist, ChecklistError, load, load_all
from .extract import ExtractError, read_pdf
from .layout import Layout, build
from .match import engine, match
from .model import Audit, Document, Test
from .review import Review, ReviewFileError, apply_items, check_items
from .review import find as find_review


class UndetectedChecklist(ValueError):
    """The document does not say which jurisdiction it is for."""


# Everything that means "the input is bad", as opposed to a bug: one line for the user.
INPUT_ERRORS = (ExtractError, ChecklistError, ReviewFileError, UndetectedChecklist)


def detect(layout: Layout, checklists: list[Checklist]) -> Checklist:
    """The checklist whose jurisdiction the document names most often (cover, headers, citations)."""
    text = " ".join(block.text for block in layout.blocks).lower()
    scores = {c.id: sum(len(re.findall(r"\b" + re.escape(p) + r"\b", text)) for p in c.detect) for c in checklists}
    ranked = sorted(checklists, key=lambda c: -scores[c.id])
    if not ranked or scores[ranked[0].id] == 0:
        raise UndetectedChecklist("cannot tell which jurisdiction this plan is for; give --checklist "
                                  f"({', '.join(c.id for c in checklists)})")
    if len(ranked) > 1 and scores[ranked[1].id] == scores[ranked[0].id]:
        raise UndetectedChecklist(f"the plan names {ranked[0].id} and {ranked[1].id} equally often; give --checklist")
    return ranked[0]


def audit_document(
    document: Document,
    checklist: Checklist | str | None = None,
    received: date | None = None,
    today: date | None = None,
    reviewer_facts: dict | None = None,
    no_postconstruction: bool = False,
    review: Review | None = None,
) -> Audit:
    """Audit an already-extracted document (see `audit` for a path). `reviewer_facts` (from
    command-line options) win over the review file's facts."""
    review = review or Review()
    layout = build(document)
    if isinstance(checklist, str):
        checklist, chosen_by = load(checklist), "option"
    elif checklist is None:
        checklist, chosen_by = detect(layout, load_all()), "detected"
    else:
        chosen_by = "option"
    check_items(review, checklist)
    today = today or date.today()
    findings = match(document, checklist, layout)
    assessed = applicability_stage.assess(checklist, layout, {**review.facts, **(reviewer_facts or {})})
    if no_postconstruction and "postconstruction" in assessed.rules:
        rule = assessed.rules["postconstruction"]
        assessed = replace(assessed, rules={**assessed.rules, "postconstruction": Test(
            rule.id, rule.citation, rule.description, False, "set by the reviewer (--no-postconstruction)")})
    findings = apply_items(decide_stage.apply(checklist, findings, assessed), review)
    unsettled = tuple(
        f"the reviewer must confirm {rule.citation} ({rule.description}): {rule.why}"
        for rule in assessed.rules.values() if rule.result is None
    )
    decision, reasons = decide_stage.decide(findings, document.unreadable_pages,
                                            assessed.outcome == "exempt", unsettled)
    notices = list(assessed.notices)
    if document.unreadable_pages:
        problems = sorted({p.problem for p in document.pages if not p.readable})
        notices.append(
            f"{len(document.unreadable_pages)} page(s) could not be read "
            f"({', '.join(map(str, document.unreadable_pages))}): {'; '.join(problems)}. The plan cannot be "
            "called complete until they are read or checked by hand")
    return Audit(
        document=document,
        checklist=checklist,
        checklist_chosen_by=chosen_by,
        facts=assessed.facts,
        tests=assessed.tests + tuple(assessed.rules.values()),
        findings=findings,
        decision=decision,
        decision_reasons=reasons,
        clock=decide_stage.clock(checklist, received or review.received, today),
        notices=tuple(notices),
    )


def audit(
    path: str | Path,
    checklist: Checklist | str | None = None,
    received: date | None = None,
    today: date | None = None,
    password: str | None = None,
    reviewer_facts: dict | None = None,
    no_postconstruction: bool = False,
    review: Review | None = None,
    ocr: str = "auto",
) -> Audit:
    """Audit one PDF, applying the review file beside it unless `review` is given. Raises
    ExtractError, ChecklistError, ReviewFileError or UndetectedChecklist on bad input."""
    review = review if review is not None else find_review(path)
    # spaCy's import and the matchers' build (~1 s) are Python work; PDFium reads pages in C
    # with the GIL released, so the two overlap.
    warming = threading.Thread(target=_warm_matchers, args=(checklist,), daemon=True) if _room_for_a_thread() else None
    if warming:
        warming.start()
    try:
        document = read_pdf(path, password=password, ocr=ocr)
    finally:
        if warming:
            warming.join()
    return audit_document(document, checklist, received, today, reviewer_facts, no_postconstruction, review)


def _room_for_a_thread() -> bool:
    """A thread that cannot get its stack under a tight address-space limit hangs its starter;
    under such a limit the matchers are simply built after reading."""
    try:
        import resource

        limit = resource.getrlimit(resource.RLIMIT_AS)[0]
        if limit == resource.RLIM_INFINITY:
            return True
        with open("/proc/self/statm") as fh:
            used = int(fh.read().split()[0]) * resource.getpagesize()
        return limit - used > 512 * 1024 * 1024
    except (ImportError, OSError, ValueError):
        return True


def _warm_matchers(checklist: Checklist | str | None) -> None:
    try:
        for found in [checklist] if isinstance(checklist, Checklist) else \
                [load(checklist)] if checklist else load_all():
            engine(found)
    except Exception:  # noqa: BLE001 - a bad checklist is reported by audit_document itself
        pass
