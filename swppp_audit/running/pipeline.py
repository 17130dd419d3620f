"""The whole first-pass review of one document: extract -> match -> applicability -> decide.

This is the library entry point the CLI (and any other program) calls:

    from swppp_audit import audit
    result = audit("plan.pdf", checklist="somers-ch93", received=date(2026, 11, 2))
"""
from __future__ import annotations

import re
import threading
import time
from dataclasses import dataclass, field
from datetime import date
from pathlib import Path

from swppp_audit.judging import applicability as applicability_stage
from swppp_audit.judging import decide as decide_stage
from swppp_audit.judging import rounds, substance
from swppp_audit.reading import lay_out
from swppp_audit.reading.cover import read_parties
from swppp_audit.reading.responses import read as read_responses
from swppp_audit.reading.statements import statements
from swppp_audit.judging.checklist import Checklist, ChecklistError, load, load_all
from swppp_audit.reading.extract import ExtractError
from swppp_audit.reading.layout import Layout, build
from swppp_audit.judging.match import engine, match
from swppp_audit.model import Audit, Document, Page
from swppp_audit.review import Review, ReviewFileError, apply_items, check_items, check_version
from swppp_audit.review import find as find_review


class UndetectedChecklist(ValueError):
    """The document does not say which jurisdiction it is for."""


# Everything that means "the input is bad", as opposed to a bug: one line for the user.
INPUT_ERRORS = (ExtractError, ChecklistError, ReviewFileError, UndetectedChecklist, decide_stage.ReceivedDateError,
                rounds.RoundError)


def _named(layout: Layout, document: Document, checklists: list[Checklist]) -> dict[str, int]:
    """How often the plan names each checklist's jurisdiction (cover, title blocks, headers,
    citations), in its own words: the text layer, ahead of what OCR read off scanned pages (a
    scanned permit of another town bound in the appendix does not decide); OCR'd text only for a
    plan that is all scans."""
    ocr_pages = {p.number for p in document.pages if p.ocr_confidence is not None}
    for pages in ("text", "all"):
        text = " ".join(b.text for b in layout.blocks if pages == "all" or b.page not in ocr_pages).lower()
        scores = _mentions(text, checklists)
        if any(scores.values()):
            return scores
    return scores


def _mentions(text: str, checklists: list[Checklist]) -> dict[str, int]:
    """Each checklist's detection phrases counted in one pass over the text (a pass a phrase
    cost 0.26 s on 300 pages); a lookahead so that phrases sharing words all count."""
    owners: dict[str, set[str]] = {}
    for c in checklists:
        for phrase in c.detect:
            owners.setdefault(phrase.lower(), set()).add(c.id)
    scores = dict.fromkeys((c.id for c in checklists), 0)
    if not owners:
        return scores
    pattern = re.compile(r"\b(?=(" + "|".join(sorted(map(re.escape, owners), key=len, reverse=True)) + r")\b)")
    for found in pattern.finditer(text):
        for owner in owners[found.group(1)]:
            scores[owner] += 1
    return scores


def detect(layout: Layout, checklists: list[Checklist], document: Document) -> Checklist:
    """The checklist whose jurisdiction the document names most often."""
    scores = _named(layout, document, checklists)
    ranked = sorted(checklists, key=lambda c: -scores[c.id])
    if not ranked or scores[ranked[0].id] == 0:
        raise UndetectedChecklist("cannot tell which jurisdiction this plan is for; give --checklist "
                                  f"({', '.join(c.id for c in checklists)})")
    if len(ranked) > 1 and scores[ranked[1].id] == scores[ranked[0].id]:
        raise UndetectedChecklist(f"the plan names {ranked[0].id} and {ranked[1].id} equally often; give --checklist")
    return ranked[0]


@dataclass(frozen=True)
class Extracted:
    """What reading hands to judging: the document, its layout, and the checklist that applies."""

    document: Document
    layout: Layout
    checklist: Checklist
    checklist_chosen_by: str  # "option" or "detected"
    other_town: str = ""  # a chosen checklist's mismatch: the jurisdiction the plan itself names
    parties: dict = field(default_factory=dict)  # the cover's owner, project, location, ... (read_parties)


def prepare(document: Document, checklist: Checklist | str | None = None) -> Extracted:
    """Lay the document out and settle its checklist (loaded by id or path, or detected)."""
    return settle(document, build(document), checklist)


def settle(document: Document, layout: Layout, checklist: Checklist | str | None = None) -> Extracted:
    """The checklist of a laid-out document: loaded by id or path, or detected."""
    parties = read_parties(document)
    if checklist is None:
        return Extracted(document, layout, detect(layout, load_all(), document), "detected", parties=parties)
    chosen = load(checklist) if isinstance(checklist, str) else checklist
    return Extracted(document, layout, chosen, "option", _other_town(layout, document, chosen), parties)


def _other_town(layout: Layout, document: Document, chosen: Checklist) -> str:
    """The jurisdiction the plan names, when it names another more often than the chosen one
    (a Somers plan audited against Asharoken's law by mistake): '' when it agrees or is silent."""
    try:
        named = detect(layout, load_all(), document)
    except (UndetectedChecklist, ChecklistError):
        return ""
    if named.id == chosen.id:
        return ""
    return f"{named.jurisdiction.get('municipality', named.id)} ({named.id})"


def read(path: str | Path, checklist: Checklist | str | None = None, password: str | None = None,
         ocr: str = "auto") -> Extracted:
    """The reading stage: everything that needs the PDF and not spaCy."""
    return settle(*lay_out(path, password, ocr), checklist)


@dataclass(frozen=True)
class Options:
    """What the reviewer decides about an audit, beyond the PDF: the receipt date, facts that
    override the document's (command-line options win over the review file's), and the review
    file itself."""

    received: date | None = None
    today: date | None = None
    reviewer_facts: dict = field(default_factory=dict)
    not_applicable: tuple[str, ...] = ()  # item groups the reviewer marks not applicable
    review: Review = field(default_factory=Review)
    history: tuple = ()  # the application's earlier rounds (rounds.Round), oldest first
    # the reviewer says the last round is this application's though the covers differ
    same_project: bool = False

    @classmethod
    def create(cls, pdf: str | Path | None = None, received: date | None = None, today: date | None = None,
               reviewer_facts: dict | None = None, not_applicable=(),
               review: Review | None = None, history: tuple = (), same_project: bool = False) -> "Options":
        """The options: the review file is `review`, else the one beside `pdf` (if any); the
        earlier rounds are `history`, else the review file's `rounds:` (which the reviewer
        recorded as this application's, so its project is not compared again)."""
        if review is None:
            review = find_review(pdf) if pdf is not None else Review()
        return cls(received, today, reviewer_facts or {}, tuple(not_applicable), review,
                   tuple(history) or review.rounds, same_project or not history)


def assess(extracted: Extracted, options: Options):
    """Which facts the document states and which of the checklist's rules apply."""
    ocr = {p.number: p.ocr_confidence for p in extracted.document.pages if p.ocr_confidence is not None}
    assessed = applicability_stage.assess(extracted.checklist, extracted.layout,
                                          {**options.review.facts, **options.reviewer_facts}, ocr)
    return assessed


def conclude(extracted: Extracted, findings, assessed, options: Options) -> Audit:
    """The decision from the matcher's findings and the applicability assessment."""
    document, checklist, review = extracted.document, extracted.checklist, options.review
    findings = decide_stage.mark_groups(checklist, decide_stage.apply(checklist, findings, assessed),
                                        options.not_applicable)
    checks = substance.run(checklist.items, findings, _plan(extracted, assessed))
    findings = substance.with_failures(findings, checks)
    if options.history:  # the last round's settlements, while the passages they rest on remain
        text = "\n".join(page.text for page in document.pages)
        findings = rounds.carry(options.history[-1], findings, text, document.sha256)
    findings = apply_items(findings, review)
    # a rule is the reviewer's to confirm only where an item still waits on it
    waiting = {item.applies for item in checklist.items if item.group not in options.not_applicable}
    unknown_rules = [name for name, rule in assessed.rules.items() if rule.result is None and name in waiting]
    unsettled = tuple(f"the reviewer must confirm {assessed.rules[name].citation} ({assessed.rules[name].description}): "
                      f"{assessed.rules[name].why}" for name in unknown_rules)
    decision, reasons = decide_stage.decide(findings, document.unreadable_pages,
                                            assessed.outcome == "exempt", unsettled,
                                            tuple(f"no plan is required: {n}" for n in assessed.notices),
                                            assessed.unsettled, decide_stage.open_checks(checks, findings))
    notices = list(assessed.notices)
    if extracted.other_town:
        notices.append(f"the plan names {extracted.other_town}, but it was audited against "
                       f"{checklist.id} as asked; check that this is the right law")
    if options.history and not checklist.clock.get("resubmission"):
        notices.append(f"{checklist.id} does not say whether a resubmission starts a determination period of "
                       "its own; the period is counted from this round's receipt: check it against the law")
    if document.unreadable_pages:
        problems = sorted({p.problem for p in document.pages if not p.readable})
        notices.append(
            f"{len(document.unreadable_pages)} page(s) could not be read "
            f"({', '.join(map(str, document.unreadable_pages))}): {'; '.join(problems)}. The plan cannot be "
            "called complete until they are read or checked by hand")
    return Audit(
        document=document,
        checklist=checklist,
        checklist_chosen_by=extracted.checklist_chosen_by,
        facts=assessed.facts,
        tests=assessed.tests + tuple(assessed.rules.values()),
        findings=findings,
        decision=decision,
        decision_reasons=reasons,
        clock=decide_stage.clock(checklist, options.received or review.received, options.today or date.today()),
        notices=tuple(notices),
        responses=rounds.link(read_responses(extracted.layout), extracted.layout, findings, options.history,
                              checklist),
        resubmission=rounds.compare(options.history, rounds.letter_order(checklist), findings)
        if options.history else None,
        parties=extracted.parties,
        other_town=extracted.other_town,
        open_facts=applicability_stage.open_facts(checklist, assessed, _still_waiting(checklist, findings, unknown_rules)),
        checks=checks,
    )


def _plan(extracted: Extracted, assessed) -> substance.Plan:
    """The plan as the checks of substance read it."""
    ocr = {p.number: p.ocr_confidence for p in extracted.document.pages if p.ocr_confidence is not None}
    return substance.Plan(said=tuple(statements(extracted.layout, ocr)), facts={f.name: f for f in assessed.facts},
                          printed=dict(extracted.layout.printed),
                          texts={p.number: _page_text(p) for p in extracted.document.pages if p.readable}, ocr=ocr)


def _page_text(page: Page) -> str:
    """A page's text with its tables' rows after it, a line each (a drawing index is a table)."""
    return "\n".join([page.text] + [" | ".join(row) for table in page.tables for row in table.rows])


def _check_inputs(extracted: Extracted, options: Options) -> None:
    """What the reviewer gave that must fit this plan, refused before the judging's work: the
    review file's items, and the last round (the same application's: rounds.not_same_application)."""
    check_items(options.review, extracted.checklist, extracted.document)
    if options.history:
        refusal = rounds.not_same_application(options.history[-1], extracted.checklist.id,
                                              extracted.document.sha256, extracted.parties, options.same_project)
        if refusal:
            raise rounds.RoundError(refusal)


def _before_reading(path: str | Path, checklist: Checklist | str | None, options: Options) -> Checklist | None:
    """What the file alone refutes, refused before its pages are read (OCR can take minutes): an
    unknown checklist, a review file written for another version of the PDF, a last round that is
    this very PDF. The checklist, loaded."""
    chosen = load(checklist) if isinstance(checklist, str) else checklist
    if (options.review.sha256 or options.history) and Path(path).is_file():
        from swppp_audit.files import sha256_of

        sha = sha256_of(path)
        check_version(options.review, Path(path).name, sha)
        refusal = rounds.same_pdf(options.history[-1], sha) if options.history else None
        if refusal:
            raise rounds.RoundError(refusal)
    return chosen


def _still_waiting(checklist: Checklist, findings, rules: list[str]) -> list[str]:
    """Of RULES, those an item still needing a decision applies by: a fact settles nothing more
    once the reviewer has settled every item that waits on it."""
    open_rules = {item.applies for item, f in zip(checklist.items, findings) if f.status == "needs_review"}
    return [name for name in rules if name in open_rules]


def judge(extracted: Extracted, options: Options | None = None) -> Audit:
    """The judging stage: match, applicability, decision."""
    options = options or Options()
    _check_inputs(extracted, options)
    findings = match(extracted.document, extracted.checklist, extracted.layout)
    return conclude(extracted, findings, assess(extracted, options), options)


def audit_document(document: Document, checklist: Checklist | str | None = None, **judging) -> Audit:
    """Audit an already-extracted document (`judging` as for `audit`)."""
    return judge(prepare(document, checklist), Options.create(**judging))


def audit(
    path: str | Path,
    checklist: Checklist | str | None = None,
    password: str | None = None,
    ocr: str = "auto",
    **judging,
) -> Audit:
    """Audit one PDF in this process. `judging`: received, today, reviewer_facts,
    not_applicable (item groups), review (see Options.create). Raises ExtractError, ChecklistError,
    ReviewFileError or UndetectedChecklist on bad input."""
    options = Options.create(path, **judging)
    # the one it was settled on, else the one asked for
    checklist = _before_reading(path, checklist if checklist is not None else options.review.checklist or None, options)
    # spaCy's import and the matchers' build (~1 s) are Python work; PDFium reads pages in C
    # with the GIL released, so the two overlap.
    warming = threading.Thread(target=_warm_quietly, args=(checklist,), daemon=True) if _room_for_a_thread() else None
    if warming:
        warming.start()
    try:
        extracted = read(path, checklist, password, ocr)
    finally:
        if warming:
            warming.join()
    return judge(extracted, options)


def audit_isolated(
    path: str | Path,
    timeout: float,
    max_memory_mb: int,
    checklist: Checklist | str | None = None,
    password: str | None = None,
    ocr: str = "auto",
    **judging,
) -> Audit:
    """`audit` with the document's work in child processes under the time and memory limits (a
    hostile PDF cannot hang or exhaust this process), on two cores: a child reads and lays out
    the PDF while this process loads spaCy and builds the matchers (skipped when they are loaded);
    this process settles the checklist, which it has loaded; then one child matches while another
    assesses applicability, and this process decides."""
    from swppp_audit.running.isolate import Child, frozen_heap

    options = Options.create(path, **judging)
    # the one it was settled on, else the one asked for
    checklist = _before_reading(path, checklist if checklist is not None else options.review.checklist or None, options)
    deadline = time.monotonic() + timeout
    with frozen_heap():
        reading = Child(lay_out, (path, password, ocr), timeout, max_memory_mb)
    try:
        # Without a checklist only spaCy loads here: the matchers of the one the plan names are
        # built in the matching child, rather than every checklist's here.
        _warm_quietly(checklist if checklist is not None else ())
        laid_out = reading.result()
    finally:  # an error, or Ctrl-C: it does not run on
        reading.kill()
    return judge_beside(settle(*laid_out, checklist), options, max(1.0, deadline - time.monotonic()), max_memory_mb)


def judge_beside(extracted: Extracted, options: Options, timeout: float, max_memory_mb: int) -> Audit:
    """`judge` on two cores: one child matches while another assesses applicability (each within
    the limits), and this process decides."""
    from swppp_audit.running.isolate import Child, frozen_heap

    _check_inputs(extracted, options)
    children = []
    try:
        with frozen_heap():
            children.append(Child(assess, (extracted, options), timeout, max_memory_mb))
            children.append(Child(match, (extracted.document, extracted.checklist, extracted.layout), timeout,
                                  max_memory_mb))
        assessing, matching = children
        return conclude(extracted, matching.result(), assessing.result(), options)
    finally:  # an error, or Ctrl-C: neither runs on
        for child in children:
            child.kill()


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


# A few lines of a plan, judged once by `warm`: a process's first audit pays for lazy imports and
# for compiling the law's fact and response patterns (about 0.02 s); children forked after `warm`
# inherit them compiled.
_WARM_UP = Document("(warm-up)", "", (Page(1, "1. Project Description\nThe site is located at 1 Main Street. "
                                              "It disturbs 1.5 acres.\n2. Inspections\nA qualified inspector "
                                              "inspects the site every seven (7) days."),))


def warm(checklist: Checklist | str | None | tuple = None) -> None:
    """Load spaCy, build the checklist's matchers (every bundled one's for None; none for an
    empty tuple, when the checklist is not known yet) and judge a few lines with them, so the
    judging stage finds everything built."""
    from swppp_audit.judging.match import nlp

    nlp()
    chosen = checklist if isinstance(checklist, tuple) else [checklist] if checklist else load_all()
    for found in chosen:
        found = load(found) if isinstance(found, str) else found
        engine(found)
        judge(prepare(_WARM_UP, found))


def _warm_quietly(checklist) -> None:
    try:
        warm(checklist)
    except INPUT_ERRORS:
        pass  # reading reports a bad checklist, as an input error of the audit itself
