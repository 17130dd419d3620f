"""The Engine: a checklist's cues registered with spaCy's matchers, and found in a document's
blocks (Cues): sentences split, hits credited to their keys, mentions the block's own words take
back dropped, heading cues kept where they name a heading, practices' labels noted."""
from __future__ import annotations

import re
from bisect import bisect_right
from collections import defaultdict
from functools import lru_cache
from pathlib import Path

from swppp_audit.judging.checklist import Checklist, ChecklistError
from swppp_audit.language import language
from swppp_audit.judging.content.restated import of_checklist, restating
from swppp_audit.judging.matching.context import _Context
from swppp_audit.judging.matching.judge import _judge
from swppp_audit.judging.matching.keys import (DEFER, SAID, Alternative, CueKey, Cues, Denied, Element, Heading,
                                               InLabel, NoneContext, NoneSubject, NotUnder, NotWith, Said, Sentence,
                                               Under, Vocab, match_id)
from swppp_audit.judging.matching.pipeline import _SENTENCE_END, _TokenPatterns, nlp
from swppp_audit.model import Document, Finding
from swppp_audit.reading.layout import BLANK_FIELD, UNTICKED_OPTION, Layout, build, cells_between, filled, may_hold_a_box

# --------------------------------------------------------------------------- the engine


class Engine:
    """The compiled cues of one checklist: build once, run on many documents."""

    def __init__(self, checklist: Checklist):
        from spacy.matcher import PhraseMatcher

        self.checklist = checklist
        pipeline = nlp()
        self.phrases = PhraseMatcher(pipeline.vocab, attr="NORM")
        self.tokens = _TokenPatterns(pipeline.vocab)
        self.users: dict[Vocab, list[CueKey]] = {}  # a shared set -> the keys its token patterns' hits go to
        # Hits are gathered by slot, an index into `keys` (an int hashes in C; a dataclass in Python).
        self.keys: list[CueKey] = []
        self._slots: dict[CueKey, int] = {}
        # A matcher's id -> (slot, key type, slot of the key's InLabel) of each key its hits go to.
        self._credits: dict[int, tuple[tuple[int, type, int | None], ...]] = {}
        self._register(checklist)
        # the law's own words, as runs (judging.content.restated)
        self.law_runs = of_checklist(checklist)
        for key in self.users:
            patterns = [list(e) for e in language().vocab[key.name] if not isinstance(e, str)]
            if patterns:
                self._patterns(key, patterns, f"vocab {key.name}")
        # the slots of the sets that take a mention back (see _taken_back); -1 where a set is empty
        self._denial, self._denial_before, self._disclaimer = (
            self._slots.get(Said(name), -1) for name in ("denial", "denial_before", "disclaimer"))
        self._taking = frozenset({self._denial, self._denial_before, self._disclaimer} - {-1})
        # the items "there are none" does not answer: a statement that their subject does not
        # exist is no description of it (see _taken_back)
        self._no_none = frozenset(i for i, item in enumerate(checklist.items) if not item.none_subjects)

    def _register(self, checklist: Checklist) -> None:
        lang = language()
        for i, item in enumerate(checklist.items):
            self._phrases(Heading(i), item.headings)
            self._phrases(NoneSubject(i), item.none_subjects)
            self._phrases(NoneContext(i), item.none_context)
            self._phrases(Under(i), item.under)
            self._phrases(NotUnder(i), item.not_under)
            for j, element in enumerate(item.elements):
                self._element(Element(i, j), element, f"item {item.id}")
            for j, element in enumerate(item.alternative):
                self._element(Alternative(i, j), element, f"item {item.id}, alternative")
        for name in {n for item in checklist.items for e in item.elements + item.alternative for n in e.not_with}:
            self._phrases(NotWith(name), [e for e in lang.vocab[name] if isinstance(e, str)])
            self.users.setdefault(Vocab(name), []).append(NotWith(name))
        self._phrases(DEFER, lang.deferral)
        for name in SAID:
            entries = lang.vocab.get(name, ())
            self._phrases(Said(name), [e for e in entries if isinstance(e, str)])
            if any(not isinstance(e, str) for e in entries):
                self.users.setdefault(Vocab(name), []).append(Said(name))

    def _phrases(self, key: CueKey, texts) -> None:
        # The tokenizer's exceptions are case-sensitive ("P.E." is one token, "p.e." is not), so
        # each phrase is also added as written in capitals and in title case.
        variants = list(dict.fromkeys(v for t in texts for v in (t, t.upper(), t.title())))
        if variants:
            self.phrases.add(self._given(key), list(nlp().tokenizer.pipe(variants)))

    def _element(self, key: Element | Alternative, element, where: str) -> None:
        """Register an element's phrases and patterns under KEY. A vocab entry is either a phrase
        (a string) or a token pattern (a list); shared token patterns run once per document
        whoever uses them (see `users`)."""
        lang = language()
        shared = [entry for name in element.vocab for entry in lang.vocab[name]]
        self._phrases(key, list(element.phrases) + [e for e in shared if isinstance(e, str)])
        for name in element.vocab:
            self.users.setdefault(Vocab(name), []).append(key)
        if element.patterns:
            self._patterns(key, [list(p) for p in element.patterns], where)

    def _patterns(self, key: CueKey, patterns: list, where: str) -> None:
        from spacy.matcher import Matcher

        try:
            Matcher(nlp().vocab, validate=True).add(match_id(key), patterns)  # errors name what the YAML says
        except ValueError as exc:
            first_line = str(exc).strip().splitlines()[0]
            raise ChecklistError(f"{Path(self.checklist.source).name}: {where}: bad token pattern: {first_line}") from None
        self.tokens.add(self._given(key), patterns)

    def _slot(self, key: CueKey) -> int:
        if key not in self._slots:
            self._slots[key] = len(self.keys)
            self.keys.append(key)
        return self._slots[key]

    def _given(self, key: CueKey) -> str:
        """KEY's match id, for a matcher; its hits go where _credit says (a shared set's users are
        all known by the time its patterns are given)."""
        name = match_id(key)
        self._credits[nlp().vocab.strings.add(name)] = self._credit(key)
        return name

    def _credit(self, key: CueKey) -> tuple[tuple[int, type, int | None], ...]:
        """Where a matcher's hit of KEY goes: to KEY, or for a shared set's token patterns to each
        key that uses the set, each with the slot its hits in a row's label go to."""
        return tuple((self._slot(to), type(to), self._slot(InLabel(to)) if isinstance(to, (Element, Alternative))
                      else None) for to in self.users.get(key, [key]))

    def cues(self, layout: Layout) -> Cues:
        """Every sentence of the document's blocks, and where each cue occurs in them."""
        from spacy.attrs import IDX, IS_PUNCT, LENGTH, ORTH

        pipeline = nlp()
        blocks = range(len(layout.blocks))
        texts = [_unanswered_blanked(block.text) for block in layout.blocks]
        # The sentencizer only marks sentence starts, which _sentence_starts finds faster.
        docs = (pipeline.pipe(texts, batch_size=256) if self.tokens.sentence_starts
                else pipeline.tokenizer.pipe(texts, batch_size=256))
        sentences: list[Sentence] = []
        hits: dict[int, list[int]] = {}  # slot -> the sentences its key's cue occurs in
        labels: dict[str, set[CueKey]] = {}  # "BR-1" -> the element keys of "bioretention area (BR-1)"
        for b, doc in zip(blocks, docs):
            block = layout.blocks[b]
            # One call gives, for every token, what the rest reads (a Token object costs more).
            words = doc.to_array([ORTH, IDX, LENGTH, IS_PUNCT, _SENTENCE_END])
            starts = _sentence_starts(words[:, 3], words[:, 4])
            at, length = words[:, 1].tolist(), words[:, 2].tolist()
            base = len(sentences)
            sentences += _sentences(b, block, starts, at, length)
            found = [(slot, kind, label_slot, start, end)
                     for m_id, start, end in self.phrases(doc) + self.tokens(doc, words[:, 0])
                     for slot, kind, label_slot in self._credits[m_id]]
            if any(hit[0] in self._taking for hit in found):
                taken, denied = self._taken_back(doc, found, words[:, 3], starts)
                for item, start in denied:  # the sentence says the item's subject does not exist
                    _add(hits, self._slot(Denied(item)), base + bisect_right(starts, start) - 1)
                found = [hit for i, hit in enumerate(found) if i not in taken]
            claimed = _claimed(block, doc, [(slot, start, end) for slot, kind, _, start, end in found
                                            if kind is Heading])
            label_end = _label_end(block)
            named = _MAY_LABEL.search(block.text) is not None  # else no label follows any name
            for slot, kind, label_slot, start, end in found:
                if kind is Heading and slot not in claimed:
                    continue  # a heading cue in running text claims nothing
                index = base + bisect_right(starts, start) - 1
                _add(hits, slot, index)
                if label_slot is not None and at[start] < label_end:  # in the row's label: "Litter / trash | ..."
                    _add(hits, label_slot, index)
                if kind is Element and named:
                    label = _LABEL_AFTER.match(block.text, at[end - 1] + length[end - 1])
                    if label:
                        labels.setdefault(label.group(1), set()).add(self.keys[slot])
        return Cues(tuple(sentences), {self.keys[slot]: found for slot, found in hits.items()}, labels)

    def _taken_back(self, doc, found: list[tuple], punct, starts: list[int]) -> tuple[set[int], list[tuple[int, int]]]:
        """The indexes in FOUND of the mentions the block's own words take back: an element named
        just before a denial in its clause ("the hydrologic soil group has not been determined",
        "the standards do not apply"), or right after "no" when it is also what the item's "there
        are none" statement is about ("there are no deviations": the statement, not a deviation);
        the subject (first element) of an item that "none" does not answer, right after "no" ("no
        underground structures are proposed": it describes none); and an element or a none
        statement's subject that a disclaimer's clause is about ("this
        SWPPP does not address discharges associated with industrial activity", "... is not
        covered by this plan"): the plan says nothing of it, neither that it is there nor not."""
        denials, disclaimers, after_no = [], [], set()
        for slot, _, _, start, end in found:
            if slot == self._denial:
                denials.append(start)
            elif slot == self._disclaimer:
                disclaimers.append((start, end))
            elif slot == self._denial_before:
                after_no.add(end)
        subjects = {(self.keys[slot].item, start) for slot, kind, _, start, _ in found
                    if kind is NoneSubject and start in after_no}
        named_after_no = {(self.keys[slot].item, s, e) for _, (slot, kind, _, start, end) in enumerate(found)
                          if kind is Heading and start in after_no
                          for s, e in [(x[3], x[4]) for x in found if x[1] is Element and start <= x[3] and x[4] <= end]}
        taken, denied_subjects = set(), []
        for i, (slot, kind, _, start, end) in enumerate(found):
            if kind is Element or kind is Alternative:
                key = self.keys[slot]
                # "no underground structures are proposed": the item's subject said not to exist,
                # for an item that "none" does not answer, describes nothing
                # the item named as it names itself (a heading phrase over the subject's mention),
                # right after "no": "no maintenance easement is needed" (not "no sediment basin is
                # proposed", one practice of many)
                denied = key.index == 0 and key.item in self._no_none and (key.item, start, end) in named_after_no
                if denied and kind is Element:
                    denied_subjects.append((key.item, start))
                if denied or (key.item, start) in subjects or any(_subject_of(doc, punct, end, at) for at in denials):
                    taken.add(i)
                    continue
            elif kind is not NoneSubject:
                continue
            if any(_subject_of(doc, punct, end, at) or _object_of(doc, after, start, starts)
                   for at, after in disclaimers):
                taken.add(i)
        return taken, denied_subjects

    def findings(self, document: Document, layout: Layout, cues: Cues) -> tuple[Finding, ...]:
        """The finding on every item, from the cues of the whole document."""
        hits = defaultdict(list, {key: list(found) for key, found in cues.hits.items()})
        _add_label_hits(cues.sentences, hits, cues.labels)
        restated = restating(cues.sentences, hits.get(Said("requirement"), ()), self.law_runs)
        context = _Context(document, layout, cues.sentences, hits, restated=restated)
        return tuple(_judge(i, item, context) for i, item in enumerate(self.checklist.items))

    def run(self, document: Document, layout: Layout | None = None) -> tuple[Finding, ...]:
        layout = layout or build(document)
        return self.findings(document, layout, self.cues(layout))


# A denial speaks of the mention it follows within this many words, none of them a conjunction or
# a punctuation mark other than a bracket, hyphen or slash: "the hydrologic soil group (HSG) has not
# been determined", not "HSG B, and the depth to rock has not been determined".
DENIAL_REACH = 4
_INNER_PUNCT = {"(", ")", "[", "]", "-", "/", "–"}


def _subject_of(doc, punct, end: int, at: int) -> bool:
    """Whether the words from END (a mention's end) to AT (a denial's start) join them in one
    clause: few, no conjunction, no punctuation but brackets, hyphens and slashes."""
    if not end <= at <= end + DENIAL_REACH:
        return False
    joins = language().clause_joins
    return all(doc[t].text in _INNER_PUNCT if punct[t] else doc[t].lower_ not in joins
               for t in range(end, at))


def _object_of(doc, after: int, start: int, starts: list[int]) -> bool:
    """Whether a mention at START lies in the clause after a disclaimer that ends at AFTER: later
    in the same sentence, with no semicolon between."""
    if start < after or bisect_right(starts, start) != bisect_right(starts, after - 1):
        return False
    return all(doc[t].text != ";" for t in range(after, start))


def _add(hits: dict[int, list[int]], slot: int, sentence: int) -> None:
    found = hits.get(slot)
    if found is None:
        hits[slot] = [sentence]
    elif found[-1] != sentence:  # a cue found again in the sentence it was just found in counts once
        found.append(sentence)


def _sentence_starts(punct, ends) -> list[int]:
    """The first token of each sentence, as spaCy's sentencizer marks them: the first token, and
    after each token that ends sentences ("." "?" "!" and their like) the next one that is not
    punctuation. PUNCT, ENDS: a 0/1 array over the tokens."""
    import numpy

    if not len(punct):
        return []
    after = numpy.flatnonzero(ends)
    if not len(after):
        return [0]
    may_start = numpy.flatnonzero((punct | ends) == 0)
    following = numpy.searchsorted(may_start, after, side="right")
    return [0] + numpy.unique(may_start[following[following < len(may_start)]]).tolist()


def _unanswered_blanked(text: str) -> str:
    """The text with every option left unticked ("☐ Straw bale dike"), every field left blank
    ("Spill response coordinator: ________") and a form's question before its answer blanked to
    spaces of its length: a choice not made and a question name nothing the plan has, and the
    quotes, cut from the text as printed at the same offsets, stay whole."""
    def blank(m: re.Match) -> str:
        return " " * len(m.group())

    if may_hold_a_box(text):
        text = UNTICKED_OPTION.sub(blank, text)
    if "___" in text:
        text = BLANK_FIELD.sub(blank, text)
    question = _question().match(text)
    if question and text[question.end():].strip():
        text = " " * question.end() + text[question.end():]  # the form's question names; its answer says
    return text


@lru_cache(maxsize=1)
def _question() -> re.Pattern:
    """A form's question that opens a block its answer follows ("9.1 Describe the materials stored
    on site ... * Materials: ..."): an instruction (language.yaml's instruction_prefixes), after
    any number, up to its question mark or the asterisk of a required field."""
    opening = "|".join(language().instruction_prefixes)
    return re.compile(r"^\s*(?:\d+(?:\.\d+)*[.)]?\s+)?(?:" + opening + r")[^?*]{0,400}?(?:\?|\s\*(?=\s))", re.I)


def _sentences(b: int, block, starts: list[int], at: list[int], length: list[int]) -> list[Sentence]:
    """The block's sentences: from each start's first character to the end of the token before
    the next start (a sentence's text has no trailing space, like spaCy's Span.text)."""
    lasts = [s - 1 for s in starts[1:]] + [len(at) - 1]
    return [Sentence(b, block.page, block.section, block.table, block.text[at[s]:at[e] + length[e]], block.kind,
                     cells_between(block.cells, at[s], at[e] + length[e]))
            for s, e in zip(starts, lasts)]


# A practice's label right after its name: "bioretention area BR-1", "sediment trap (ST-1)".
_LABEL_AFTER = re.compile(r"(?:\s+(?:area|basin|trap|system|unit|practice|no\.))?\s*\(?\s*([A-Z]{1,4}-\d{1,3}[A-Z]?)\b")
_LABEL = re.compile(r"\b[A-Z]{1,4}-\d{1,3}[A-Z]?\b")
_MAY_LABEL = re.compile(r"[A-Z]-\d")  # in every text _LABEL_AFTER finds a label in


def _add_label_hits(sentences: list[Sentence], hits: dict[CueKey, list[int]], labels: dict[str, set[CueKey]]) -> None:
    """Plans name a practice once and then use its label ("BR-1: monthly inspection"); a label
    counts wherever it appears as a mention of the practice it was given to."""
    if not labels:
        return
    for index, sentence in enumerate(sentences):
        for label in set(_LABEL.findall(sentence.text)) & labels.keys():
            for key in labels[label]:
                hits[key].append(index)
    for key in {k for keys in labels.values() for k in keys}:
        hits[key] = sorted(set(hits[key]))


def _claimed(block, doc, cues: list[tuple[int, int, int]]) -> set[int]:
    """The heading cues that name what the block is about: together they cover most of a heading
    or table-of-contents line ("Spill Prevention and Material Storage Areas": "spill
    prevention" and "material storage"), or of a table row's first cell (a form's label). "Pollution
    prevention" does not claim the cover title "Stormwater Pollution Prevention Plan". CUES: (slot,
    start, end) of the heading cues' hits; the claiming slots are returned."""
    if not cues:
        return set()
    if block.kind in ("heading", "toc"):
        span = doc[:]
    elif _label_end(block) > 0:
        span = doc.char_span(0, _label_end(block), alignment_mode="contract")
        if span is None:
            return set()
    else:
        return set()
    words = _heading_words(span)
    covered: dict[int, set[int]] = defaultdict(set)
    for key, start, end in cues:
        if span.start <= start and end <= span.end:
            covered[key] |= {t.i for t in doc[start:end]} & words
    return {key for key, tokens in covered.items() if words and len(tokens) * 2 > len(words)}


def _label_end(block) -> int:
    """Where a table row's label (its first filled cell) ends in its text; -1 for a block that is
    no row of two cells or more."""
    cells = filled(block.cells) if block.kind == "row" else ()
    return len(cells[0]) if len(cells) > 1 else -1


def _heading_words(span) -> set[int]:
    """The words of a heading that say what it is about: not stop words, not its label
    ("Appendix F", "Section 4", "A –")."""
    words, labels = set(), language().part_labels
    skip_next = False
    for token in span:
        if skip_next and (len(token) <= 4 or token.like_num):
            skip_next = False
            continue
        skip_next = token.lower_ in labels
        if token.is_alpha and not token.is_stop and not skip_next and len(token) > 1:
            words.add(token.i)
    return words


