"""The finding on one item: present with its evidence, needs_review with the doubt, or missing
with the reason a reviewer can sign (the texts are reasons.py's)."""
from __future__ import annotations

from dataclasses import replace

from swppp_audit.judging import confidence
from swppp_audit.judging.checklist import Item
from swppp_audit.judging.content import deferral, pointer
from swppp_audit.language import language
from swppp_audit.judging.matching.context import _Context, _heading_sections, _region, _toc_entries
from swppp_audit.judging.matching.deferrals import Deferral, _deferrals, _none_statement, _phrases_of, _subject_deferrals
from swppp_audit.judging.matching.keys import Alternative, Denied, Element
from swppp_audit.judging.matching.passages import MAX_EVIDENCE, _evidence, _search, _Search, _without
from swppp_audit.judging.matching.reasons import REASONS, _short, reason
from swppp_audit.model import Evidence, Finding

def _judge(index: int, item: Item, context: _Context) -> Finding:
    allowed, expected = _region(context, index)
    heading_sections = [sec for sec in _heading_sections(context, index, item.title) if allowed(sec)]
    deferrals = _deferrals(context, index, item, heading_sections)
    parts = [Element(index, j) for j in range(len(item.elements))]
    search = _search(context, item, item.elements, parts, heading_sections, allowed, expected)
    searches = [search]
    if item.alternative:
        alternative = [Alternative(index, j) for j in range(len(item.alternative))]
        searches.append(_search(context, item, item.alternative, alternative, heading_sections, allowed, expected))
    # A sentence that puts the content off names what it puts off ("The erosion and sediment control
    # plan will be provided with the final construction drawings"): it does not also supply it.
    deferring = {d.text for d in deferrals if not pointer.targets(d.text)}
    if deferring:
        searches = [_without(context, found, deferring) for found in searches]
        search = searches[0]
    # an own section that says the subject does not exist gives no part of it, whatever its heading names
    denying = {context.layout.chapters[context.sentences[s].section] for s in context.hits.get(Denied(index), ())}
    if denying:
        searches = [replace(found, complete=[w for w in found.complete if not (w.own and w.place in denying)])
                    for found in searches]
        search = searches[0]
    found = any(f.best is not None for f in searches)
    reading = _reading(context, index, item, searches, heading_sections) if found else None
    # what was found in bound reference material (a glossary's definitions, a soil survey) gives
    # nothing against a sentence that puts the content off: the deferral stands
    if found and not (deferrals and reading.reference is not None and reading.window != "own"):
        evidence = _evidence(context, searches)
        if deferrals:
            d = deferrals[0]
            return Finding(item.id, "needs_review",
                           reason("found_but_deferred", pages=context.pages(e.page for e in evidence), where=d.where,
                                  page=context.pages([d.page]), text=d.text), evidence)
        found_on = reason("found", pages=context.pages(e.page for e in evidence))
        unsure = confidence.present_doubt(reading)
        if unsure:
            return Finding(item.id, "needs_review", reason("found_but", found_on=found_on, doubt=unsure.text), evidence)
        return Finding(item.id, "present", found_on, evidence)

    none_sentence = _none_statement(context, index, item, heading_sections) if item.none_subjects else None
    if none_sentence is not None:
        evidence = (context.quote(none_sentence),)
        return Finding(item.id, "present", reason("none_stated", page=context.pages([evidence[0].page])), evidence)

    finding = _not_present(index, item, context, search.element_hits, heading_sections, deferrals, search.windows)
    unreadable = context.document.unreadable_pages
    if unreadable and finding.status == "missing":
        return Finding(item.id, "needs_review",
                       reason("unreadable", reason=finding.reason, pages=context.pages(unreadable)),
                       finding.evidence)
    return finding


def _reading(context: _Context, index: int, item: Item, searches: list[_Search], heading_sections: list[int]) -> confidence.Reading:
    """How the best complete window gave the item, as the confidence rules read it."""
    found = next(f for f in searches if f.best is not None)
    window = found.windows[found.best]
    body = [s for s in sorted(set(window.values())) if context.sentences[s].kind != "heading"]
    if item.on_one_page:  # a form: its statement, names and dates are made, not described
        return confidence.Reading(found.best.kind)
    # a sentence of the passage, or one about the item's subject in the passage's sections (a
    # deferral buried at a section's end), that puts content off to another document
    passage = {context.sentences[s].section for s in body}
    subject = [s for s in context.hit_set(Element(index, 0)) if context.sentences[s].section in passage]
    words = _phrases_of(item.elements[0])
    put_off = tuple(confidence.Place(_short(context.sentences[s].text, 160), context.pages([context.sentences[s].page]))
                    for s in sorted(set(body) | set(subject)) if deferral.puts_off_subject(context.sentences[s].text, words))
    reference = context.reference_of(body)
    if reference is not None and reference[0] in heading_sections:
        reference = None  # material whose heading names the item is the item's own: a soils report for the soils
    return confidence.Reading(found.best.kind, put_off, reference[1] if reference else None,
                              _own_restated(context, heading_sections) if not found.best.own else None)


def _own_restated(context: _Context, heading_sections: list[int]) -> confidence.Place | None:
    """The item's own section, where every sentence of its body restates the law or names the
    item without giving it (a plan that sets out each paragraph of the law, then answers nothing)."""
    for sec in heading_sections:
        inside = range(sec, max(context.layout.sections[sec].end, sec + 1))
        body = [i for i, s in enumerate(context.sentences) if s.section in inside and s.kind in ("para", "row")]
        if body and all(i in context.restated or i in context.unsaid for i in body):
            section = context.layout.sections[sec]
            return confidence.Place(section.heading, context.pages([section.page]))
    return None


def _not_present(index: int, item: Item, context: _Context, element_hits: list[list[int]],
                 heading_sections: list[int], deferrals: list[Deferral], windows: dict) -> Finding:
    """Why the item is not present, as a reviewer can sign it: the deferral quoted, the empty
    heading named, what was found and where, and what is lacking."""
    # A sentence elsewhere that puts the subject off explains a plan without the item, not an own
    # section that gives part of it ("P-1 ... easement: liber and page to be added" on a drawing is
    # no reason an O&M plan lacks its responsible entity). A form's "to be completed by every
    # subcontractor" is an instruction.
    if not item.on_one_page and not any(w.own for w in windows):
        deferrals = deferrals or _subject_deferrals(context, index, element_hits)
    if deferrals:
        d = deferrals[0]
        what = REASONS["denied_what"] if d.denial else REASONS["deferred_what"]
        return Finding(item.id, "missing", reason("deferred", where=d.where, page=context.pages([d.page]), text=d.text,
                                                  what=what), _looked(context, d.page, d.text))
    empty = [sec for sec in heading_sections if not context.body(sec).split()]
    if empty and len(empty) == len(heading_sections):  # a divider page before the real one is no gap
        heading = context.layout.sections[empty[0]]
        said = reason("empty_heading", heading=heading.heading, page=context.pages([heading.page]))
        if context.document.pages[heading.page - 1].ocr_confidence is not None:
            # on a scan the headings and what is under them are OCR's layout, which a table's
            # columns or a photo's curve can break apart: the gap is the reviewer's to confirm
            unsure = confidence.doubt("scanned_layout", page=context.pages([heading.page]))
            return Finding(item.id, "needs_review", f"{said}; {unsure.text}", _looked(context, heading.page, heading.heading))
        return Finding(item.id, "missing", said, _looked(context, heading.page, heading.heading))
    toc = _toc_entries(context, index)
    if toc and not heading_sections:
        page, entry = toc[0]
        return Finding(item.id, "missing", reason("toc_only", page=context.pages([page]), entry=_short(entry)),
                       _looked(context, page, entry))
    if heading_sections and not any(w.own for w in windows):
        return _silent_section(item, context, heading_sections)
    if any(element_hits) and windows:
        return _partial(index, item, context, element_hits, windows)
    if any(element_hits):  # said only in tables about something else
        return _scattered(item, context, element_hits, ())
    if heading_sections:  # the heading names a part ("Deviations"), and nothing under it gives any
        return _silent_section(item, context, heading_sections)
    missing = reason("not_found", title=item.title[0].lower() + item.title[1:])
    unsaid = [s for j in range(len(item.elements)) for s in context.hits.get(Element(index, j), ())
              if s in context.unsaid]
    if unsaid:
        said = min(unsaid)
        return Finding(item.id, "missing", reason("only_unsaid", missing=missing, unsaid=context.unsaid[said],
                                                  page=context.pages([context.sentences[said].page]),
                                                  text=_short(context.sentences[said].text)), (context.quote(said),))
    return Finding(item.id, "missing", missing)


def _looked(context: _Context, page: int, text: str) -> tuple[Evidence, ...]:
    """Where the tool looked for a missing item, as its evidence: the deferral, the empty
    heading, the contents line (a reviewer opens the plan there; the marked-up plan notes it)."""
    return (context.evidence(page, text),)


def _silent_section(item: Item, context: _Context, heading_sections: list[int]) -> Finding:
    """The item's own section gives none of its parts: what it says instead (a sentence that only
    denies or points) or that it gives none of them."""
    names = ", ".join(e.name for e in item.elements)
    sec = max(heading_sections, key=lambda h: len(context.body(h).split()))
    heading = context.layout.sections[sec]
    first = context.layout.blocks[context.layout.span(sec)[0]]
    evidence = (context.evidence(first.page, first.text),)
    said = [s for b in context.layout.span(sec) for s in context.block_sentences[b]
            if context.sentences[s].kind != "heading"]
    if said and all(s in context.unsaid for s in said):
        what = " and ".join(dict.fromkeys(context.unsaid[s] for s in said))
        return Finding(item.id, "missing", reason("section_only_unsaid", heading=heading.heading,
                                                  page=context.pages([heading.page]), what=what,
                                                  text=_short(context.sentences[said[0]].text), names=names),
                       (context.quote(said[0]),))
    # A long text that gives none of the parts is a gap as a short one is: on ten labelled sets every
    # one (9 of 9) was; the reason names the section, for the applicant to answer.
    return Finding(item.id, "missing", reason("section_gives_none", heading=heading.heading,
                                              page=context.pages([heading.page]), names=names), evidence)


def _partial(index: int, item: Item, context: _Context, element_hits: list[list[int]], windows: dict) -> Finding:
    """What the closest window lacks (_lacking); on pages OCR read, a lack is the reviewer's: the
    part may be there in words OCR misread (a fax, a phone photo)."""
    finding = _lacking(index, item, context, element_hits, windows)
    if finding.status != "missing" or not finding.evidence or not all(e.ocr for e in finding.evidence):
        return finding
    unsure = confidence.doubt("scanned_text", pages=context.pages(e.page for e in finding.evidence))
    return Finding(item.id, "needs_review", f"{finding.reason}; {unsure.text}", finding.evidence)


def _lacking(index: int, item: Item, context: _Context, element_hits: list[list[int]], windows: dict) -> Finding:
    """The window that comes closest. If it holds much of the item, or is the item's own section,
    what it lacks is missing (a soils section with no hydrologic soil group, a contractor statement
    with a blank signature block); if the parts only occur scattered, a person has to judge."""
    names = [e.name for e in item.elements]
    # the item's own section, if it has one, is what the reviewer is looking at; of windows that
    # hold as much, the first in the search's order (its expected chapter)
    best = min(windows, key=lambda w: (not w.own, -_made(item, windows[w]), -len(windows[w])))
    body = {j: s for j, s in windows[best].items() if context.sentences[s].kind != "heading"}
    held = body or dict(windows[best])
    evidence = tuple(context.quote(s) for s in sorted(set(held.values()))[:MAX_EVIDENCE])
    where = context.pages(e.page for e in evidence)
    said = ", ".join(names[j] for j in sorted(held))
    lacking = [j for j in range(len(names)) if j not in held]
    if not lacking:  # everything is named, but in the heading more than in the text under it
        heading = context.layout.sections[context.sentences[min(windows[best].values())].section]
        return Finding(item.id, "missing", reason("named_in_heading", heading=heading.heading,
                                                  page=context.pages([heading.page]), said=said,
                                                  lacking=" or ".join(names[j] for j in range(len(names))
                                                                      if j not in body)), evidence)
    if not ((len(held) >= 2 and len(held) * 2 >= len(names)) or best.own):
        return _scattered(item, context, element_hits, evidence)
    unsigned = _unsigned(item, held, lacking)
    if unsigned:
        status, text = unsigned
        return Finding(item.id, status, reason("found_unsigned", said=said, pages=where, unsigned=text), evidence)
    nowhere = [names[j] for j in lacking if not element_hits[j] and not context.content(Element(index, j))]
    elsewhere = [names[j] for j in lacking if names[j] not in nowhere]
    if elsewhere:  # the letter asks for all that is lacking: what is said elsewhere, and what nowhere
        also = reason("lacking_also", nowhere=" or ".join(nowhere)) if nowhere else ""
        lack = reason("lacking_there", said=said, pages=where, elsewhere=" or ".join(elsewhere), also=also)
        if item.on_one_page:  # a form's blank lines are the lack: names elsewhere are other signers'
            return Finding(item.id, "missing", lack, evidence)
        near = _given_after(context, index, held.values(), {j: element_hits[j] for j in lacking if names[j] in elsewhere})
        if not best.own:
            near = _given_beside(context, windows, best, lacking) | near
        if not near:
            return Finding(item.id, "missing", lack, evidence)
        unsure = confidence.missing_doubt(tuple(names[j] for j in near),
                                          context.pages(context.sentences[s].page for s in near.values()))
        return Finding(item.id, "needs_review", reason("lacking_doubt", lack=lack, doubt=unsure.text), evidence)
    return Finding(item.id, "missing",
                   reason("lacking_anywhere", said=said, pages=where, nowhere=" or ".join(nowhere)), evidence)


def _made(item: Item, found: dict) -> int:
    """On a form, the parts of it found that are not its signature block: of two forms on a page,
    the one whose statement and credential match the item is its form, however many names and dates
    the other has filled in (0 for an item not judged by the page: every part counts alike)."""
    if not item.on_one_page:
        return 0
    return sum(1 for j in found if not _in_block(item, j))


def _in_block(item: Item, j: int) -> bool:
    """Whether the item's element J is a field of a form's signature block (a signer, a date, a
    licence number): what a form's signer fills in, not what it states."""
    return bool(set(item.elements[j].vocab) & language().signature_fields)


def _unsigned(item: Item, held: dict, lacking: list[int]) -> tuple[str, str] | None:
    """(status, reason) on a form with the statement given, no signer named and only
    signature-block fields left blank: a form not yet signed, which a signed copy elsewhere or a
    request may complete (a reviewer's call, not a sure lack), except the preparer's (the law has
    the plan signed when submitted) with nothing of its block filled in. A statement cut short, the
    wrong credential or a named signer's missing date is a sure lack (None: the caller says so)."""
    if not item.on_one_page or 0 not in held or not lacking:
        return None
    if not all(_in_block(item, j) for j in lacking):
        return None
    if not any("signer_name" in item.elements[j].vocab for j in lacking):
        return None  # a named signer who left the date off: the form is filled in, short of a field
    blank = " or ".join(item.elements[j].name for j in lacking)
    # a date or a mark in the block with no name to it is for the reviewer, whoever's form it is
    if item.signed_at_submission and not any(_in_block(item, j) for j in held):
        return "missing", reason("unsigned_submitted", blank=blank)
    return "needs_review", reason("unsigned", blank=blank)


def _given_after(context: _Context, index: int, passage, hits: dict[int, list[int]]) -> dict[int, int]:
    """Of the parts a passage lacks, those the plan names where it may go on giving them: in
    another section of the passage's chapter, or on the page after the passage ("a page later",
    a table's further columns), in a section no other item's heading claims. Mentions before the
    passage, far from it, or in another item's own section are other subjects'."""
    others = context.claimed_sections(index)
    sections = {context.sentences[s].section for s in passage}
    # chapters with a heading: the text before the first heading is no chapter
    chapters = {c for c in (context.layout.chapters[sec] for sec in sections) if context.layout.sections[c].heading}
    last = max(context.sentences[s].page for s in passage)
    near = {}
    for j, found in hits.items():
        for s in found:
            sentence = context.sentences[s]
            if sentence.section in sections or sentence.section in others:
                continue  # the passage's own section was read whole; another item's is about it
            if context.layout.chapters[sentence.section] in chapters or last < sentence.page <= last + 1:
                near[j] = s
                break
    return near


def _given_beside(context: _Context, windows: dict, best, lacking: list[int]) -> dict[int, int]:
    """The parts the closest window lacks that another window holding as many parts gives: two
    passages each give part of the item (a practice's installation in one, its dimensions in
    another) and all of it together. Which one is the closest is then a matter of order, not of
    the plan; whether they join is the reviewer's to say. A drawing's note is no such passage: a
    standard detail's notes name every part of a practice for any plan."""
    size = len(windows[best])
    others = [found for window, found in windows.items() if window != best and not window.own and len(found) == size]
    beside = {j: found[j] for found in others for j in lacking
              if j in found and context.sentences[found[j]].kind != "drawing"}
    return beside if set(lacking) <= beside.keys() else {}


def _scattered(item: Item, context: _Context, element_hits: list[list[int]], evidence: tuple) -> Finding:
    names = [e.name for e in item.elements]
    absent = [names[j] for j, hits in enumerate(element_hits) if not hits]
    pages = context.pages(context.sentences[h[0]].page for h in element_hits if h)
    if absent:
        said = ", ".join(names[j] for j, hits in enumerate(element_hits) if hits)
        return Finding(item.id, "missing", reason("passing_mentions", said=said, pages=pages, absent=" or ".join(absent)),
                       evidence)
    return Finding(item.id, "needs_review",
                   reason("never_together", pages=pages), evidence)


