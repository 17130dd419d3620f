"""The letter that leaves the building: a notice of incomplete application (itemized
deficiencies citing the code) or a notice of complete application.

The letter's content is built once (`compose`) from the audit, the checklist's jurisdiction and
the review file; HTML and Markdown render it through jinja2 templates in templates/, DOCX
through python-docx. Text from the submitted PDF is untrusted and is escaped in every format.
"""
from __future__ import annotations

import re
from dataclasses import dataclass
from datetime import date

from swppp_audit.judging.checklist import template_dirs
from swppp_audit.judging.rounds import first_round, letter_order
from swppp_audit.model import Audit
from swppp_audit.review import Review
from swppp_audit.wording import counted, longdate, waived_text

BLANK = "[to be completed by the reviewer]"
WAIVED_LEAD = "The following requirements have been waived and are not deficiencies of the plan:"
# A letter goes out without these: the cc line names the firm alone where no contact is known, and
# the package's letters do not print the consultant's address (an office's template may: it is there
# when the cover gives it, empty when not, and never a placeholder warned of for a line not printed)
_OPTIONAL = {"consultant_contact", "consultant_address"}


class LetterError(ValueError):
    """The audit is not ready for a letter (items still need a reviewer's decision)."""


@dataclass(frozen=True)
class Deficiency:
    citation: str
    title: str
    law: str
    finding: str
    number: int = 0  # the comment number, kept from the round where it was first raised
    note: str = ""  # "New in this round." on a resubmission's new comments
    response: str = ""  # what the applicant's response to this comment said, where it defers


@dataclass(frozen=True)
class Letter:
    kind: str  # "incomplete", "complete" or "not_required"
    subject: str
    municipality: str
    office: str
    address: tuple[str, ...]
    date: date
    applicant: dict  # owner, owner_address, consultant, consultant_contact, consultant_address, project, location
    received: date
    received_stated: bool
    decision_due: date
    decision_due_business_day: date | None
    clock_citation: str
    clock_days: int
    chapter_title: str
    plan_name: str
    groups: tuple[tuple[str, tuple[Deficiency, ...]], ...]
    reviewer_name: str
    reviewer_title: str
    document_name: str
    sha256: str
    pages: int
    late: bool
    opening: tuple[str, ...]  # paragraphs before the deficiencies: the one wording every format uses
    closing: tuple[str, ...]
    checklist_id: str = ""  # picks a town's own template (templates/ID/letter.*.j2), where it has one
    round: int = 1  # the review round this letter answers
    waived: tuple[str, ...] = ()  # "§ 93-6A(1)(i) — ...: waived under § 189-7D on November 20, 2026"

    @property
    def cc(self) -> str:
        contact = self.applicant["consultant_contact"]
        return self.applicant["consultant"] + (f", attn. {contact}" if contact else "")

    @property
    def signed_for(self) -> str:
        """The signature's last line: the office and town, the office left out where the signer's
        title already names it ("Stormwater Management Officer", twice, reads as a slip)."""
        same = self.reviewer_title.strip().casefold() == self.office.strip().casefold()
        return self.municipality if same else f"{self.office}, {self.municipality}"


def compose(audit: Audit, review: Review, reviewer_name: str | None = None,
            reviewer_title: str | None = None, today: date | None = None, other_town_ok: bool = False) -> Letter:
    """The letter's content; refuses while any item still needs a reviewer's decision, without
    a stated receipt date (the letter counts the period from it), and under another town's law
    than the one the plan names unless OTHER_TOWN_OK."""
    if audit.other_town and not other_town_ok:
        raise LetterError(f"the plan names {audit.other_town}, not {audit.checklist.id}: a letter under another "
                          "town's law is refused; audit it under its own town's checklist, or (command line) pass "
                          "--other-town if this is the right law")
    waiting = still_open(audit)
    if waiting:
        raise LetterError(f"the letter waits on {'; '.join(waiting)}")
    if not audit.clock.received_stated:
        raise LetterError("no received date: the letter counts the determination period from it; give --received "
                          "YYYY-MM-DD or set received: in the review file")
    checklist = audit.checklist
    jurisdiction = checklist.jurisdiction
    applicant = {**audit.parties, **{k: v for k, v in review.applicant.items() if v}}
    kind = {"incomplete": "incomplete", "not_required": "not_required"}.get(audit.decision, "complete")
    # a notice that no plan is required lists no deficiencies: nothing is required of the plan
    groups = [] if kind == "not_required" else _deficiencies(audit)
    resubmission = audit.resubmission
    project, owner, clock = applicant.get("project") or BLANK, applicant.get("owner") or BLANK, audit.clock
    if kind == "not_required":
        opening, closing = _exemption_wording(owner, audit)
    else:
        opening, closing = _wording(kind, owner, jurisdiction, checklist, clock, sum(len(d) for _, d in groups))
        opening = opening[:2] + _round_wording(resubmission, any(d for _, d in groups)) + opening[2:] + _approver(audit)
    return Letter(
        kind=kind,
        subject=f"{_TITLES[kind]} — {jurisdiction['plan_name'].split(' (')[0].title()} — {project}",
        municipality=jurisdiction["municipality"],
        office=jurisdiction["office"],
        address=tuple(jurisdiction["address"]),
        date=today or audit.clock.determined,  # the audit's clock: one source for every date
        applicant={key: applicant.get(key) or ("" if key in _OPTIONAL else BLANK) for key in
                   ("owner", "owner_address", "consultant", "consultant_contact", "consultant_address",
                    "project", "location")},
        received=clock.received,
        received_stated=clock.received_stated,
        decision_due=clock.decision_due,
        decision_due_business_day=clock.next_business_day,
        clock_citation=clock.citation,
        clock_days=clock.days,
        chapter_title=checklist.title,
        plan_name=jurisdiction["plan_name"],
        checklist_id=checklist.id,
        groups=tuple(groups),
        reviewer_name=reviewer_name or review.reviewer.get("name") or BLANK,
        reviewer_title=reviewer_title or review.reviewer.get("title") or BLANK,
        document_name=audit.document.path.rsplit("/", 1)[-1],
        sha256=audit.document.sha256,
        pages=len(audit.document.pages),
        late=clock.late,
        opening=opening,
        closing=closing,
        round=resubmission.round if resubmission else 1,
        waived=_waived(audit),
    )


def _waived(audit: Audit) -> tuple[str, ...]:
    """The requirements waived, each as the letter lists it."""
    return tuple(f"{item.citation} — {item.title}: {waived_text(finding.waiver)}"
                 for item, finding in zip(audit.checklist.items, audit.findings) if finding.waiver is not None)


def _approver(audit: Audit) -> tuple[str, ...]:
    """Who approves the plan, where the checklist's approval rules settle it."""
    return tuple(f"Under {t.citation}, {t.description}." for t in audit.tests if t.id == "approval" and t.result)


def _deficiencies(audit: Audit) -> list[tuple[str, tuple[Deficiency, ...]]]:
    """The missing items, grouped under the law's headings in the checklist's order, each with
    its comment number (kept across rounds) and the applicant's deferring response, if any."""
    resubmission = audit.resubmission
    numbers = resubmission.comments if resubmission else first_round(letter_order(audit.checklist), audit.findings)
    new = resubmission.new_comments if resubmission else frozenset()
    deferring = {link.item_id: link.response for link in audit.responses if link.item_id and link.response.defers}
    groups = []
    for group, heading in audit.checklist.groups.items():
        deficiencies = tuple(
            Deficiency(item.citation, item.title, item.law, _finding_text(finding.reason), numbers.get(item.id, 0),
                       "New in this round." if item.id in new else "", _deferral_text(deferring.get(item.id)))
            for item, finding in zip(audit.checklist.items, audit.findings)
            if item.group == group and finding.status == "missing"
        )
        if deficiencies:  # in the order of their numbers: a comment new in this round after the open ones
            groups.append((heading, tuple(sorted(deficiencies, key=lambda d: d.number))))
    return groups


def _deferral_text(response) -> str:
    if response is None:
        return ""
    return (f"Your response {response.number} (page {response.page}) says this \"{response.defers}\"; "
            "it is not in the revised plan.")


def _round_wording(resubmission, listed: bool) -> tuple[str, ...]:
    """A resubmission's paragraphs: which round this is, the earlier letter, the comments it
    resolves (in one sentence) and how the open ones are listed."""
    if resubmission is None:
        return ()
    previous = resubmission.previous
    earlier = (f"our letter of {longdate(previous.letter_date)}" if previous.letter_date
               else f"our review of {previous.file}")
    said = [f"This is round {resubmission.round} of the review of this application: the revised plan "
            f"answers {earlier} on round {previous.number}."]
    if resubmission.resolved:
        numbers = _listed(resubmission.resolved)
        one = len(resubmission.resolved) == 1
        said.append(f"{'Comment' if one else 'Comments'} {numbers} of {earlier} {'has' if one else 'have'} been "
                    f"satisfactorily addressed and {'is' if one else 'are'} not repeated.")
    if listed:  # only what the list shows: numbers kept, comments new, or both
        kept, fresh = "still_missing" in resubmission.changes.values(), bool(resubmission.new_comments)
        if kept:
            said.append("Comments still open keep their numbers"
                        + ("; those raised for the first time in this round are marked as new." if fresh else "."))
        elif fresh:
            said.append("Comments raised for the first time in this round are marked as new.")
    return tuple(said)


def placeholders(letter: "Letter") -> list[str]:
    """The fields the letter leaves for the reviewer to complete by hand, as the review file names them."""
    left = [f"applicant: {key}" for key, value in letter.applicant.items() if value == BLANK]
    left += [f"reviewer: {key}" for key, value in (("name", letter.reviewer_name), ("title", letter.reviewer_title))
             if value == BLANK]
    return left


def still_open(audit: Audit) -> list[str]:
    """What keeps the letter from going out, each with how a reviewer settles it: the items that
    need a decision, the facts their applicability (or the exemption) waits on, unread pages."""
    from swppp_audit.judging.registry import FACTS

    # where no plan is required (the content check kept for the reviewer's eyes) no item's
    # status changes the notice, so none holds it back
    items = [] if audit.decision == "not_required" else [f.item_id for f in audit.findings
                                                         if f.status == "needs_review"]
    said = [f"{counted(len(items), 'item')} needing a decision ({', '.join(items)}): settle each under items: in the "
            "review file (swppp-audit review writes one)"] if items else []
    for name in audit.open_facts:
        spec = FACTS[name]
        option = f"{spec.option}/--not-{spec.option[2:]}" if spec.kind == "flag" else f"{spec.option} VALUE"
        said.append(f"the fact {name} ({spec.label}), not known from the plan: set it with "
                    + (f"{option} or " if spec.option else "") + f"facts: {name}: in the review file")
    unread = audit.document.unreadable_pages
    if unread and audit.decision == "needs_review":
        said.append(f"{counted(len(unread), 'page')} that could not be read ({', '.join(map(str, unread))}): "
                    "the plan cannot be called complete until they are read; repair the PDF and audit it again")
    if audit.decision == "needs_review" and not said:
        said.append("; ".join(audit.decision_reasons))
    return said


def _listed(numbers) -> str:
    """'1', '1 and 2', '1, 2 and 5'."""
    words = [str(n) for n in numbers]
    return words[0] if len(words) == 1 else ", ".join(words[:-1]) + " and " + words[-1]


_TITLES = {"incomplete": "Notice of Incomplete Application", "complete": "Notice of Complete Application",
           "not_required": "Notice That No Stormwater Plan Is Required"}


def _received_paragraph(jurisdiction, clock) -> str:
    due = longdate(clock.decision_due)
    if clock.next_business_day:
        due += (f" (a weekend or public holiday, so the period runs to {longdate(clock.next_business_day)}, "
                "N.Y. General Construction Law § 25-a)")
    period = (f"Under {clock.citation}, a determination of whether the application is complete is due within "
              f"{clock.period} of receipt, that is by {due}." if clock.statutory else
              # no law sets the period: what the office undertakes, never stated as a legal deadline
              f"No period for the determination of whether the application is complete is set by law; under "
              f"{clock.citation}, the {jurisdiction['office']} makes it within {clock.period} of receipt, that is "
              f"by {due}.")
    return (f"On {longdate(clock.received)} the {jurisdiction['office']} received the {jurisdiction['plan_name']} "
            f"for the project named above. {period}" + late_sentence(clock, " "))


def late_sentence(clock, lead: str = "") -> str:
    """Said wherever a late determination is made (the letter, and stderr when it is written)."""
    if not clock.late:
        return ""
    ended = clock.next_business_day or clock.decision_due
    length = f"{clock.days}-{'business-' if clock.count == 'business' else ''}day"
    return f"{lead}This determination is made after the {length} period of {clock.citation}, which ended on {longdate(ended)}."


def _wording(kind, owner, jurisdiction, checklist, clock, count) -> tuple[tuple[str, ...], tuple[str, ...]]:
    """The paragraphs around the deficiencies. Only what the law says: the checklist's `letter:
    notes` (Somers § 93-9 on SEQRA) where it has them, no promise about resubmission it does not make."""
    notes = tuple(checklist.letter.get("notes", ()))
    opening = (f"Dear {owner}:", _received_paragraph(jurisdiction, clock))
    if kind == "complete":
        return (*opening, f"The plan has been reviewed against {checklist.title} and is determined to be COMPLETE. "
                          "This determination concerns completeness only; it is not an approval of the design, "
                          "which will be reviewed on its merits.", *notes), \
               ("Please retain this notice with your application records.",)
    listed = "The following item" if count == 1 else f"The following {count} items"
    return (*opening, f"The plan has been reviewed against {checklist.title} and is determined to be INCOMPLETE. "
                      f"{listed} required by the code {'was' if count == 1 else 'were'} not found in the submission:"), \
           (*notes, "Please submit the items listed above as a revised plan.")


def _exemption_wording(owner, audit: Audit) -> tuple[tuple[str, ...], tuple[str, ...]]:
    """A project under the chapter's threshold: which exemption, the figure it rests on and where
    the plan states it, and (from the checklist) the permit that may still be required."""
    checklist, jurisdiction = audit.checklist, audit.checklist.jurisdiction
    exemptions = [t for t in audit.tests if t.result is True
                  and any(x["id"] == t.id and x.get("outcome") == "exempt"
                          for x in checklist.applicability.get("thresholds", ()))]
    area = next((f for f in audit.facts if f.name == "disturbed_acres"), None)
    figure = ""
    if area is not None and isinstance(area.value, float):
        where = (f" (page {area.evidence[0].page})" if area.evidence and area.source == "document"
                 else " (as determined by the reviewer)" if area.source == "reviewer" else "")
        figure = (f"The disturbed area of the project is {area.value * 43560:,.0f} square feet "
                  f"({area.value:.3g} acres){where}. ")
    grounds = " ".join(f"Under {t.citation}, {t.description}." for t in exemptions)
    body = (f"On {longdate(audit.clock.received)} the {jurisdiction['office']} received the {jurisdiction['plan_name']} "
            f"for the project named above. {figure}{grounds} No {jurisdiction['plan_name'].split(' (')[0]} is "
            f"therefore required under {checklist.title} for this project as described.")
    still = tuple(checklist.letter.get("not_required_notes", ()))
    return (f"Dear {owner}:", body, *still), \
           ("Please retain this notice with your application records.",)


def _finding_text(reason: str) -> str:
    """A finding as a sentence of the letter: capital first, a full stop last (a reason ending
    in a quotation keeps the quotation's own close)."""
    reason = reason.removeprefix("reviewer: ").strip()
    if not reason:
        return reason
    ended = reason.rstrip("\"”'’")[-1:] in (".", "!", "?")
    return reason[0].upper() + reason[1:] + ("" if ended else ".")


def _template(markdown: bool, name: str, letter):
    """The town's own template (templates/ID/NAME in a checklist folder), else the office's, else ours."""
    return _environment(markdown).select_template([f"{letter.checklist_id}/{name}", name])


def _environment(markdown: bool):
    import jinja2

    env = jinja2.Environment(
        loader=jinja2.FileSystemLoader([str(d) for d in template_dirs()]),  # an office's own first
        autoescape=not markdown,
        undefined=jinja2.StrictUndefined,
        trim_blocks=True,
        lstrip_blocks=True,
        # a template's last line ends with its newline: an office's template that includes ours and
        # adds a paragraph gets a paragraph of its own, not a line run on into our last one
        keep_trailing_newline=True,
    )
    env.filters["md"] = markdown_escape
    env.filters["longdate"] = longdate
    env.globals["waived_lead"] = WAIVED_LEAD
    return env


# Markdown that changes how text renders, and nothing else, so the letter also reads as plain
# text ("§ 93-13A (SPPP)", not "§ 93\-13A \(SPPP\)"): anywhere, backslash, code, emphasis, links,
# raw HTML and autolinks (<), strikethrough (~), an entity (&amp;), and an underscore that is not
# inside a word; at the start of a line, headings, quotes, list markers and setext underlines.
_MD_ANYWHERE = re.compile(r"[\\`*\[\]<~]|&(?=#?\w+;)|(?<![A-Za-z0-9])_|_(?![A-Za-z0-9])")
_MD_LINE_START = re.compile(r"^([ \t]*|[ \t]*\d{1,9}(?=[.)]))(#|>|[-+](?=[ \t]|$)|(?<=\d)[.)](?=[ \t]|$)|=+[ \t]*$)", re.M)


def markdown_escape(text) -> str:
    """PDF text as literal Markdown: a viewer shows it as written, and the source reads as it."""
    text = _MD_ANYWHERE.sub(lambda m: "\\" + m.group(0), str(text))
    return _MD_LINE_START.sub(lambda m: m.group(1) + "\\" + m.group(2), text)


def render_html(letter: Letter) -> str:
    return _template(markdown=False, name="letter.html.j2", letter=letter).render(letter=letter)


def render_markdown(letter: Letter) -> str:
    return _template(markdown=True, name="letter.md.j2", letter=letter).render(letter=letter).rstrip("\n") + "\n"


def _field(paragraph, code: str) -> None:
    """A Word field (PAGE, NUMPAGES) that Word and LibreOffice fill in when the page is laid out."""
    from docx.oxml import OxmlElement
    from docx.oxml.ns import qn

    run = paragraph.add_run()
    for kind, text in (("begin", None), (None, f" {code} "), ("separate", None), (None, "1"), ("end", None)):
        if kind:
            element = OxmlElement("w:fldChar")
            element.set(qn("w:fldCharType"), kind)
        else:
            element = OxmlElement("w:instrText" if text.strip() == code else "w:t")
            element.set(qn("xml:space"), "preserve")
            element.text = text
        run._r.append(element)


def _page_furniture(section, letter: Letter) -> None:
    """"Page 1 of 3" at the foot of every page; from page 2 on, a header saying what the page
    continues ("Re: ..., Town of Somers, December 3, 2026"), as a letter that may come apart in a
    file should. The number is said once, in the footer, in the header's small type."""
    from docx.enum.text import WD_ALIGN_PARAGRAPH
    from docx.shared import Pt

    section.different_first_page_header_footer = True
    for footer in (section.first_page_footer, section.footer):
        paragraph = footer.paragraphs[0]
        paragraph.alignment = WD_ALIGN_PARAGRAPH.CENTER
        paragraph.add_run("Page ")
        _field(paragraph, "PAGE")
        paragraph.add_run(" of ")
        _field(paragraph, "NUMPAGES")
    section.header.paragraphs[0].add_run(f"Re: {letter.subject}\n{letter.municipality}, {longdate(letter.date)}")
    for paragraph in (section.header.paragraphs[0], *(f.paragraphs[0] for f in (section.first_page_footer, section.footer))):
        # the paragraph's style sets the size: a field's result (the page number) is drawn in it,
        # not in the size of the run that holds the field
        paragraph.style.font.size = Pt(9)


def render_docx(letter: Letter) -> bytes:
    """The same letter as a Word document, the form municipal offices edit and file."""
    import io

    from docx import Document as Docx
    from docx.enum.text import WD_ALIGN_PARAGRAPH
    from docx.shared import Pt

    doc = Docx()
    style = doc.styles["Normal"]
    style.font.name = "Times New Roman"
    style.font.size = Pt(11)
    _page_furniture(doc.sections[0], letter)
    head = doc.add_paragraph()
    head.alignment = WD_ALIGN_PARAGRAPH.CENTER
    head.add_run(letter.municipality.upper()).bold = True
    head.add_run("\n" + letter.office + "\n" + ", ".join(letter.address))
    doc.add_paragraph(longdate(letter.date))
    doc.add_paragraph("\n".join([letter.applicant["owner"], letter.applicant["owner_address"]]))
    subject = doc.add_paragraph()
    subject.add_run("Re: " + letter.subject).bold = True
    doc.add_paragraph(f"Project location: {letter.applicant['location']}")
    for paragraph in letter.opening:
        doc.add_paragraph(paragraph)
    for heading, deficiencies in letter.groups:
        title = doc.add_paragraph()
        title.paragraph_format.space_before = Pt(12)
        title.paragraph_format.keep_with_next = True  # a heading never ends a page
        title.add_run(heading).bold = True
        for d in deficiencies:
            item = doc.add_paragraph()
            item.paragraph_format.keep_with_next = True
            item.add_run(f"{d.number}. {d.citation} — {d.title}").bold = True
            if d.note:
                item.add_run(f" ({d.note.rstrip('.')})").italic = True
            doc.add_paragraph(f"The code requires: “{d.law}”")
            doc.add_paragraph(f"Review finding: {d.finding}")
            if d.response:
                doc.add_paragraph(d.response)
    if letter.waived:
        doc.add_paragraph(WAIVED_LEAD).paragraph_format.keep_with_next = True
        for line in letter.waived:
            doc.add_paragraph(line, style="List Bullet")
    for paragraph in letter.closing:
        doc.add_paragraph(paragraph)
    if letter.closing:  # the last paragraph goes over the page with the signature, never "Sincerely," alone
        doc.paragraphs[-1].paragraph_format.keep_with_next = True
    signature = doc.add_paragraph("Sincerely,\n\n\n______________________________\n"
                                  f"{letter.reviewer_name}\n{letter.reviewer_title}\n{letter.signed_for}")
    signature.paragraph_format.keep_together = True
    signature.paragraph_format.keep_with_next = True  # the cc line stays under the signature
    doc.add_paragraph(f"cc: {letter.cc}")
    footer = doc.add_paragraph(f"Reviewed document: {letter.document_name} ({letter.pages} pages, "
                               f"SHA-256 {letter.sha256[:16]}…)")
    footer.runs[0].font.size = Pt(8)
    out = io.BytesIO()
    doc.save(out)
    return out.getvalue()
