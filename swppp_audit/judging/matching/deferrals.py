"""Where the plan puts an item's content off ("TBD", "to be provided", a form row's "N/A", a
document promised for later), and where it says there is none."""
from __future__ import annotations

import re
from dataclasses import dataclass

from swppp_audit.judging.checklist import Item
from swppp_audit.judging.content import deferral, pointer
from swppp_audit.language import language
from swppp_audit.judging.matching.context import DEFERRAL_MAX_WORDS, _bare, _Context, _deferred_row
from swppp_audit.judging.matching.keys import DEFER, Denied, Element, Heading, InLabel, NoneContext, NoneSubject, Said
from swppp_audit.judging.matching.reasons import place
from swppp_audit.reading.layout import filled

@dataclass(frozen=True)
class Deferral:
    """Where the plan puts off an item's content: "the section '4.6 Deviations'" or "the table row
    'Maintenance easement'", its page, and the words that defer."""

    where: str
    page: int
    text: str
    denial: bool = False  # the words say there is none, where the law asks for it


def _is_deferral(context: _Context, section: int) -> str | None:
    """The deferring sentence when a short section body only promises its content."""
    body = context.body(section)
    words = body.split()
    lang = language()
    if not words:
        return None
    if _bare(body):
        return body.strip()
    if len(words) > DEFERRAL_MAX_WORDS:
        return None
    span = set(context.layout.span(section))
    for s in context.hits.get(DEFER, ()):
        sentence = context.sentences[s]
        if sentence.block not in span or sentence.kind == "heading":
            continue
        lowered = sentence.text.lower()
        if pointer.targets(sentence.text) and not any(p in lowered for p in lang.strong_deferral):
            continue  # "provided in Appendix B" points to content; it does not defer it
        return sentence.text
    return None


def _deferrals(context: _Context, index: int, item: Item, heading_sections: list[int]) -> list[Deferral]:
    found = []
    for sec in heading_sections:
        text = _is_deferral(context, sec)
        if text:
            heading = context.layout.sections[sec]
            found.append(Deferral(place("section", heading=heading.heading), heading.page, text))
    for s in context.hits.get(Heading(index), ()):
        text = _deferred_row(context, s)
        if text:
            sentence = context.sentences[s]
            found.append(Deferral(place("row", label=filled(sentence.cells)[0]), sentence.page, text))
    return found + _deferred_within(context, index, item, heading_sections)


def _phrases_of(element) -> tuple[str, ...]:
    """An element's phrases as written, its shared vocabulary's included (not its token patterns)."""
    shared = (e for name in element.vocab for e in language().vocab[name] if isinstance(e, str))
    return tuple(element.phrases) + tuple(shared)


# A form's line that answers "N/A" or defers: "Maintenance agreement - N/A", "Easement: TBD".
_FORM_LINE = re.compile(r"^(?P<label>[^:|–—]{3,80}?)\s*(?::|\s[-–—])\s*(?P<value>[^:|]{1,40})$")


def _deferred_within(context: _Context, index: int, item: Item, heading_sections: list[int]) -> list[Deferral]:
    """Deferrals that sit among what is given: in the item's own section, a sentence that puts a
    part off to another document ("The revised easement plat will be handed to the Stormwater
    Management Officer before the final inspection") or a form row about a part that answers "N/A"; anywhere, a
    form line about a part, or a form row whose label names the item's subject, that does
    ("Maintenance agreement - N/A", "Agreement recorded | N/A"). Not on a form judged by the
    page: its blanks are read by the form's rules."""
    if item.on_one_page:
        return []
    parts = frozenset().union(*(context.hit_set(Element(index, j)) for j in range(len(item.elements))))
    own = {b for sec in heading_sections for b in context.layout.span(sec)}
    labelled = context.hit_set(InLabel(Element(index, 0)))  # rows whose label names the item's subject
    subject = _phrases_of(item.elements[0])
    found = [Deferral(place("section", heading=context.layout.sections[context.sentences[s].section].heading)
                      if context.sentences[s].block in own else "the text", context.sentences[s].page,
                      context.sentences[s].text, denial=True) for s in context.hits.get(Denied(index), ())]
    for s in sorted(parts):
        sentence = context.sentences[s]
        line = _FORM_LINE.match(sentence.text) if sentence.kind == "para" else None
        value = line.group("value").strip().strip(".").lower() if line else ""
        # the line's label names the item's subject ("Maintenance agreement - N/A"), not only one
        # of its parts ("Maintenance easement - N/A" is no answer about the O&M plan)
        names_subject = line is not None and deferral.names_any(line.group("label"), subject)
        if names_subject and value not in language().none_answers and (_bare(value) or value in language().strong_deferral):
            found.append(Deferral(place("line", label=line.group("label").strip()), sentence.page, line.group("value").strip()))
        elif sentence.kind == "row" and (sentence.block in own or s in labelled) and context.deferred_row(s):
            found.append(Deferral(place("row", label=filled(sentence.cells)[0]), sentence.page,
                                  context.deferred_row(s)))
        elif sentence.block in own and sentence.kind == "para" and deferral.puts_off_subject(sentence.text, subject):
            heading = context.layout.sections[sentence.section].heading
            found.append(Deferral(place("section", heading=heading), sentence.page, sentence.text))
    return found


def _subject_deferrals(context: _Context, index: int, element_hits: list[list[int]]) -> list[Deferral]:
    """Sentences that put off the item's subject ("An access and upkeep easement will be executed
    at final approval"), for an item the plan does not give."""
    defer = context.hit_set(DEFER)
    found = []
    for s in element_hits[0] if element_hits else ():
        if s in defer:
            sentence = context.sentences[s]
            heading = context.layout.sections[sentence.section].heading
            where = place("section", heading=heading) if heading else "the text"
            found.append(Deferral(where, sentence.page, sentence.text))
    return found


def _without_subjects(text: str, subjects: tuple[str, ...]) -> str:
    """TEXT with the item's none subjects that hold a negation of their own cut out."""
    negation = language().negation
    for subject in subjects:
        if set(subject.lower().split()) & negation:
            text = re.sub(r"\b" + re.escape(subject) + r"\b", " ", text, flags=re.I)
    return text


def _none_statement(context: _Context, index: int, item: Item, heading_sections: list[int]) -> int | None:
    """A sentence saying there is no such thing ("no asphalt or concrete plants on the site")."""
    negation = language().negation
    # The statement must be about the item: in the item's own section, or beside a context phrase
    # ("no variance from the Design Manual is sought" is not about the erosion control standard).
    own = {b for sec in heading_sections for b in context.layout.span(sec)}
    context_sections = {context.sentences[s].section for s in context.hits.get(NoneContext(index), ())}
    # A statement that names a standard is about that one: "no variance from the Design Manual is
    # sought" is not about the erosion and sediment control standard, even in that item's own section.
    other_standard = context.hit_set(Said("named_standard")) - context.hit_set(NoneContext(index))
    for s in context.content(NoneSubject(index)):
        sentence = context.sentences[s]
        if item.none_context and sentence.block not in own and sentence.section not in context_sections:
            continue
        if item.none_context and s in other_standard:
            continue
        # the denial is the sentence's, not the subject's own word ("elements not in conformance" names
        # the subject; "no element departs from the Standards" denies it)
        text = _without_subjects(context.sentences[s].text, item.none_subjects)
        words = {w.strip(".,;:").lower() for w in text.split()}
        if words & negation or "n't" in text:
            return s
    for s in context.hits.get(Heading(index), ()):
        sentence = context.sentences[s]
        if sentence.kind == "row" and any(v.strip().strip(".").lower() in language().none_answers
                                          for v in filled(sentence.cells)[1:]):
            return s  # a form row: "Deviations from the Standards | None"
    # The section's answer, alone or first: "None." or "None. Every practice is built to the
    # Standards and Specifications."
    for section in heading_sections:
        said = [s for b in context.layout.sections[section].blocks for s in context.block_sentences[b]]
        if said and context.sentences[said[0]].text.strip().rstrip(".").lower() in language().none_answers:
            return said[0]
    return None
