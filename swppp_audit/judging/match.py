"""Map what was read to the checklist's items, with evidence for every "present".

One engine runs every checklist. An item is present when one window of the document (a
section, a table, or a page) mentions every one of the item's elements in its body text. A
heading alone, a table-of-contents line, or a section that only says "TBD" or "to be provided"
is never presence. Evidence too weak to call either way is `needs_review`, with the reason.

Matching runs on spaCy's blank English pipeline: a sentencizer, lookup lemmas as each word's
NORM (so "silt fences" matches "silt fence", in any case), a PhraseMatcher for the checklist's
phrases and a Matcher for its token patterns.
"""
from __future__ import annotations

import re
from collections import defaultdict
from dataclasses import dataclass, field
from functools import cached_property, lru_cache
from pathlib import Path

from swppp_audit.judging.checklist import Checklist, ChecklistError, Item
from swppp_audit.judging.language import language
from swppp_audit.reading.layout import Layout, build
from swppp_audit.model import Document, Evidence, Finding

QUOTE_CHARS = 240
MAX_EVIDENCE = 3
# A section body this short that defers ("TBD", "to be provided") has supplied nothing.
DEFERRAL_MAX_WORDS = 45
# A heading-matched section body at least this long is real text the cues may have missed.
SUBSTANTIAL_WORDS = 25
_POINTER = re.compile(r"\b(appendix|attachment|exhibit|sheet|drawing|figure|section)\s+[A-Z0-9][\w.-]*", re.I)


@dataclass(frozen=True)
class Sentence:
    block: int
    page: int
    section: int
    table: int | None
    text: str
    kind: str  # the block kind: heading, para, row, toc


@lru_cache(maxsize=1)
def nlp():
    """spacy.blank("en") with a sentencizer and lemma-of-lowercase norms; no model download.

    The norm is a property of the word, so it is set on the vocabulary's lexemes (computed once
    per distinct word, read in C) rather than by a component that visits every token."""
    import spacy
    from spacy.attrs import NORM
    from spacy.lookups import load_lookups

    lemmas = load_lookups("en", ["lemma_lookup"]).get_table("lemma_lookup")

    def lemma_of_lowercase(text: str) -> str:
        lower = text.lower()
        if lower in lemmas:
            return lemmas[lower]
        # Trade words the lookup table lacks ("drywells", "bioswales") take a plain plural: the
        # same rule on phrase and text keeps them comparable.
        if len(lower) > 4 and lower.endswith("s") and not lower.endswith(("ss", "us", "is")) and lower.isalpha():
            return lower[:-1]
        return lower

    pipeline = spacy.blank("en")
    pipeline.vocab.lex_attr_getters[NORM] = lemma_of_lowercase
    for lexeme in pipeline.vocab:
        lexeme.norm_ = lemma_of_lowercase(lexeme.orth_)
    # The tokenizer's special cases carry norms of their own ("they're" gives "'re" the norm
    # "are"); without them every token's norm is its word's.
    pipeline.tokenizer.rules = {text: [{attr: value for attr, value in token.items() if attr != NORM}
                                       for token in tokens]
                                for text, tokens in pipeline.tokenizer.rules.items()}
    pipeline.add_pipe("sentencizer")
    return pipeline


# spaCy tests a pattern's REGEX / IN / NOT_IN predicates in Python, those of the specs that can
# open a match at every token (~0.05 s per pattern per 300 pages). On TEXT and LOWER they depend
# on the word alone, so in the opening specs they become spaCy's spare lexical flag bits,
# computed once per distinct word and tested in C. Past the last spare bit a predicate stays as
# written.
_WORD_ATTRS = {"TEXT": lambda text: text, "ORTH": lambda text: text, "LOWER": str.lower}
_PREDICATES = {
    "REGEX": lambda value: re.compile(value).search,
    "IN": lambda value: frozenset(value).__contains__,
    "NOT_IN": lambda value: (lambda word, values=frozenset(value): word not in values),
}
_SPARE_FLAG_BITS = range(19, 64)  # spaCy's FLAG19 ... FLAG63
_flags: dict[tuple, str] = {}  # (attribute, predicate, value) -> "FLAG<n>"


def _word_flag(attr: str, predicate: str, value) -> str | None:
    key = (attr.upper(), predicate, value if isinstance(value, str) else tuple(value))
    if key not in _flags:
        if len(_flags) == len(_SPARE_FLAG_BITS):
            return None
        word_attr, test = _WORD_ATTRS[key[0]], _PREDICATES[predicate](value)
        bit = _SPARE_FLAG_BITS[len(_flags)]
        nlp().vocab.add_flag(lambda text: bool(test(word_attr(text))), flag_id=bit)
        _flags[key] = f"FLAG{bit}"
    return _flags[key]


def _with_opening_flags(pattern: list[dict]) -> list[dict]:
    """The pattern with lexical flags in the specs a match can start at: the first, and the
    ones after it while those before may match nothing."""
    opening = next((i for i, spec in enumerate(pattern) if spec.get("OP") not in ("?", "*")), len(pattern) - 1)
    return [_with_word_flags(spec) if i <= opening else spec for i, spec in enumerate(pattern)]


def _with_word_flags(spec: dict) -> dict:
    """A token spec whose word-only predicates are lexical flags (same matches, tested in C)."""
    compiled = {}
    for attr, value in spec.items():
        if (isinstance(value, dict) and attr.upper() in _WORD_ATTRS and value.keys() <= _PREDICATES.keys()
                and all(isinstance(v, str) or all(isinstance(x, str) for x in v) for v in value.values())):
            flags = {predicate: _word_flag(attr, predicate, v) for predicate, v in value.items()}
            if all(flags.values()):
                compiled.update(dict.fromkeys(flags.values(), True))
                continue
        compiled[attr] = value
    return compiled


class Engine:
    """The compiled cues of one checklist: build once, run on many documents."""

    def __init__(self, checklist: Checklist):
        from spacy.matcher import Matcher, PhraseMatcher

        self.checklist = checklist
        pipeline = nlp()
        self.phrases = PhraseMatcher(pipeline.vocab, attr="NORM")
        self.tokens = Matcher(pipeline.vocab, validate=False)  # validated as written, in _patterns
        self.users: dict[str, list[str]] = {}  # "V:name" -> the element keys that use that vocab
        lang = language()

        def phrases(key: str, texts) -> None:
            # The tokenizer's exceptions are case-sensitive ("P.E." is one token, "p.e." is not),
            # so each phrase is also added as written in capitals and in title case.
            variants = list(dict.fromkeys(v for t in texts for v in (t, t.upper(), t.title())))
            if variants:
                self.phrases.add(key, list(pipeline.tokenizer.pipe(variants)))

        for i, item in enumerate(checklist.items):
            phrases(f"H{i}", item.headings)
            phrases(f"N{i}", item.none_subjects)
            phrases(f"C{i}", item.none_context)
            phrases(f"U{i}", item.under)
            phrases(f"X{i}", item.not_under)
            for j, element in enumerate(item.elements):
                self._element(f"E{i}.{j}", element, f"item {item.id}", phrases)
            for j, element in enumerate(item.alternative):
                self._element(f"F{i}.{j}", element, f"item {item.id}, alternative", phrases)
        for name in {n for item in checklist.items for e in item.elements + item.alternative for n in e.not_with}:
            phrases(f"W:{name}", [e for e in lang.vocab[name] if isinstance(e, str)])
            self.users.setdefault(f"V:{name}", []).append(f"W:{name}")
        for key in self.users:
            patterns = [list(e) for e in lang.vocab[key[2:]] if not isinstance(e, str)]
            if patterns:
                self._patterns(key, patterns, f"vocab {key[2:]}")
        phrases("DEFER", lang.deferral)

    def _element(self, key: str, element, where: str, phrases) -> None:
        """Register an element's phrases and patterns under KEY. A vocab entry is either a phrase
        (a string) or a token pattern (a list); shared token patterns run once per document
        whoever uses them (see `users`)."""
        lang = language()
        shared = [entry for name in element.vocab for entry in lang.vocab[name]]
        phrases(key, list(element.phrases) + [e for e in shared if isinstance(e, str)])
        for name in element.vocab:
            self.users.setdefault(f"V:{name}", []).append(key)
        if element.patterns:
            self._patterns(key, [list(p) for p in element.patterns], where)

    def _patterns(self, key: str, patterns: list, where: str) -> None:
        from spacy.matcher import Matcher

        try:
            Matcher(nlp().vocab, validate=True).add(key, patterns)  # errors name what the YAML says
        except ValueError as exc:
            first_line = str(exc).strip().splitlines()[0]
            raise ChecklistError(f"{Path(self.checklist.source).name}: {where}: bad token pattern: {first_line}") from None
        self.tokens.add(key, [_with_opening_flags(pattern) for pattern in patterns])

    def cues(self, layout: Layout, blocks: range | None = None) -> Cues:
        """Every sentence of the blocks (all by default), and where each cue occurs in them."""
        sentences: list[Sentence] = []
        hits: dict[str, list[int]] = defaultdict(list)
        labels: dict[str, set[str]] = {}  # "BR-1" -> the element keys of "bioretention area (BR-1)"
        pipeline = nlp()
        blocks = blocks if blocks is not None else range(len(layout.blocks))
        texts = [layout.blocks[b].text for b in blocks]
        for b, doc in zip(blocks, pipeline.pipe(texts, batch_size=256)):
            block = layout.blocks[b]
            base = len(sentences)
            starts = []
            for sent in doc.sents:
                starts.append(sent.start)
                sentences.append(Sentence(b, block.page, block.section, block.table, sent.text, block.kind))
            found = list(self.phrases(doc)) + list(self.tokens(doc))
            found = [(key, start, end) for m_id, start, end in found
                     for key in self.users.get(pipeline.vocab.strings[m_id], [pipeline.vocab.strings[m_id]])]
            label_end = block.text.find(" | ") if block.kind == "row" else -1
            claimed = _claimed(block, doc, [(key, start, end) for key, start, end in found if key[0] == "H"])
            for key, start, end in found:
                if key[0] == "H" and key not in claimed:
                    continue  # a heading cue in running text claims nothing
                index = base + _sentence_of(starts, start)
                if not hits[key] or hits[key][-1] != index:
                    hits[key].append(index)
                if key[0] in "EF" and doc[start].idx < label_end:  # in the row's label: "Litter / trash | ..."
                    hits.setdefault(f"K{key}", [])
                    if not hits[f"K{key}"] or hits[f"K{key}"][-1] != index:
                        hits[f"K{key}"].append(index)
                if key[0] == "E":
                    label = _LABEL_AFTER.match(block.text, doc[end - 1].idx + len(doc[end - 1]))
                    if label:
                        labels.setdefault(label.group(1), set()).add(key)
        return Cues(tuple(sentences), dict(hits), labels)

    def findings(self, document: Document, layout: Layout, cues: Cues) -> tuple[Finding, ...]:
        """The finding on every item, from the cues of the whole document."""
        hits = defaultdict(list, {key: list(found) for key, found in cues.hits.items()})
        _add_label_hits(cues.sentences, hits, cues.labels)
        context = _Context(document, layout, cues.sentences, hits)
        return tuple(_judge(i, item, context) for i, item in enumerate(self.checklist.items))

    def run(self, document: Document, layout: Layout | None = None) -> tuple[Finding, ...]:
        layout = layout or build(document)
        return self.findings(document, layout, self.cues(layout))


# A practice's label right after its name: "bioretention area BR-1", "sediment trap (ST-1)".
_LABEL_AFTER = re.compile(r"(?:\s+(?:area|basin|trap|system|unit|practice|no\.))?\s*\(?\s*([A-Z]{1,4}-\d{1,3}[A-Z]?)\b")
_LABEL = re.compile(r"\b[A-Z]{1,4}-\d{1,3}[A-Z]?\b")


def _add_label_hits(sentences: list[Sentence], hits: dict[str, list[int]], labels: dict[str, set[str]]) -> None:
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


def _claimed(block, doc, cues: list[tuple[str, int, int]]) -> set[str]:
    """The heading cues that name what the block is about: together they cover most of a heading
    or table-of-contents line ("Construction Material Storage and Spill Prevention": "material
    storage" and "spill prevention"), or of a table row's first cell (a form's label). "Pollution
    prevention" does not claim the cover title "Stormwater Pollution Prevention Plan"."""
    if not cues:
        return set()
    if block.kind in ("heading", "toc"):
        span = doc[:]
    elif block.kind == "row" and " | " in block.text:
        span = doc.char_span(0, block.text.index(" | "), alignment_mode="contract")
        if span is None:
            return set()
    else:
        return set()
    words = _heading_words(span)
    covered: dict[str, set[int]] = defaultdict(set)
    for key, start, end in cues:
        if span.start <= start and end <= span.end:
            covered[key] |= {t.i for t in doc[start:end]} & words
    return {key for key, tokens in covered.items() if words and len(tokens) * 2 > len(words)}


_LABEL_WORDS = {"appendix", "attachment", "exhibit", "section", "part", "article", "chapter", "figure", "table", "sheet"}


def _heading_words(span) -> set[int]:
    """The words of a heading that say what it is about: not stop words, not its label
    ("Appendix F", "Section 4", "A –")."""
    words = set()
    skip_next = False
    for token in span:
        if skip_next and (len(token) <= 4 or token.like_num):
            skip_next = False
            continue
        skip_next = token.lower_ in _LABEL_WORDS
        if token.is_alpha and not token.is_stop and not skip_next and len(token) > 1:
            words.add(token.i)
    return words


def _sentence_of(starts: list[int], token_index: int) -> int:
    lo, hi = 0, len(starts) - 1
    while lo < hi:
        mid = (lo + hi + 1) // 2
        if starts[mid] <= token_index:
            lo = mid
        else:
            hi = mid - 1
    return lo


@dataclass(frozen=True)
class Cues:
    """Where the cues occur in (part of) a document: its sentences in order, for each cue key the
    indexes of the sentences it occurs in, and the practices' labels ("BR-1" -> element keys).
    Parts read in order add up to the whole: `cues(first) + cues(rest)`."""

    sentences: tuple[Sentence, ...]
    hits: dict[str, list[int]]
    labels: dict[str, set[str]]

    def __add__(self, later: "Cues") -> "Cues":
        offset = len(self.sentences)
        hits = {key: list(found) for key, found in self.hits.items()}
        for key, found in later.hits.items():
            hits.setdefault(key, []).extend(i + offset for i in found)
        labels = {label: set(keys) for label, keys in self.labels.items()}
        for label, keys in later.labels.items():
            labels.setdefault(label, set()).update(keys)
        return Cues(self.sentences + later.sentences, hits, labels)


@dataclass
class _Context:
    document: Document
    layout: Layout
    sentences: list[Sentence]
    hits: dict[str, list[int]]
    hit_sets: dict[str, frozenset] = field(default_factory=dict)

    def content(self, key: str) -> list[int]:
        """Sentences of body text (paragraphs, table rows, drawing labels) where a cue occurs; a
        form row that only says "N/A" or "TBD" supplies nothing."""
        return [s for s in self.hits.get(key, ()) if self.sentences[s].kind in ("para", "row", "drawing")
                and not (self.sentences[s].kind == "row" and _deferred_row(self, s))]

    def hit_set(self, key: str) -> frozenset:
        if key not in self.hit_sets:
            self.hit_sets[key] = frozenset(self.hits.get(key, ()))
        return self.hit_sets[key]

    def voided(self, sentence: int, element) -> bool:
        """Whether the sentence names something that voids the element's hit there
        (Element.not_with); a table row also by its table's introduction ("The owner will
        maintain the permanent practices as follows:" makes every row about those)."""
        if not element.not_with:
            return False
        around = [sentence]
        row = self.sentences[sentence]
        if row.table is not None:
            around += [i for b in _table_intro(self.layout, row.block) for i in self.block_sentences[b]]
        return any(i in self.hit_set(f"W:{name}") for name in element.not_with for i in around)

    @cached_property
    def block_sentences(self) -> dict[int, list[int]]:
        found: dict[int, list[int]] = defaultdict(list)
        for i, sentence in enumerate(self.sentences):
            found[sentence.block].append(i)
        return found

    def quote(self, index: int) -> Evidence:
        sentence = self.sentences[index]
        text = sentence.text
        if len(text) > QUOTE_CHARS:
            text = text[:QUOTE_CHARS].rsplit(" ", 1)[0] + " …"
        page = self.document.pages[sentence.page - 1]
        return Evidence(page=sentence.page, text=text, ocr_confidence=page.ocr_confidence,
                        label=self.layout.printed.get(sentence.page, ""))

    def pages(self, numbers) -> str:
        """"page 9 (printed page 3)", "pages 4, 9 (printed page 3)": where a reviewer finds them."""
        numbers = sorted(set(numbers))
        printed = self.layout.printed
        shown = [f"{n} (printed page {printed[n]})" if n in printed else str(n) for n in numbers]
        return ("page " if len(numbers) == 1 else "pages ") + ", ".join(shown)

    def body(self, section: int) -> str:
        """The text under a heading, its subsections included."""
        return " ".join(self.layout.blocks[b].text for b in self.layout.span(section)
                        if self.layout.blocks[b].kind != "toc")


@dataclass(frozen=True)
class Deferral:
    """Where the plan puts off an item's content: "the section '4.6 Deviations'" or "the table row
    'Maintenance easement'", its page, and the words that defer."""

    where: str
    page: int
    text: str


_NONE_VALUES = ("none", "there are none", "none proposed", "none anticipated", "none planned")


def _bare(text: str) -> bool:
    return text.strip().strip(".").lower() in language().bare_not_applicable


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
    for s in context.hits.get("DEFER", ()):
        sentence = context.sentences[s]
        if sentence.block not in span or sentence.kind == "heading":
            continue
        lowered = sentence.text.lower()
        if _POINTER.search(sentence.text) and not any(p in lowered for p in lang.strong_deferral):
            continue  # "provided in Appendix B" points to content; it does not defer it
        return sentence.text
    return None


def _deferred_row(context: _Context, s: int) -> str | None:
    """The value of a form row that only defers or says N/A ("Maintenance easement | N/A"), else None."""
    sentence = context.sentences[s]
    if sentence.kind != "row" or " | " not in sentence.text:
        return None
    values = [v.strip() for v in sentence.text.split(" | ")[1:] if v.strip()]
    if any(v.lower().strip(".") in _NONE_VALUES for v in values):
        return None  # "Deviations | None" says there are none: a statement, not a deferral
    if values and all(_bare(v) for v in values):
        return " | ".join(values)
    # a label and one short value that defers ("Maintenance agreement | To be provided"); a row of
    # a many-column checklist ("Location map | X | ... | X - pending") is not so plain
    if len(values) == 1 and s in context.hit_set("DEFER") and len(values[0].split()) <= DEFERRAL_MAX_WORDS // 3:
        return " | ".join(values)
    return None


def _deferrals(context: _Context, index: int, heading_sections: list[int]) -> list[Deferral]:
    found = []
    for sec in heading_sections:
        text = _is_deferral(context, sec)
        if text:
            heading = context.layout.sections[sec]
            found.append(Deferral(f"the section '{heading.heading}'", heading.page, text))
    for s in context.hits.get(f"H{index}", ()):
        text = _deferred_row(context, s)
        if text:
            sentence = context.sentences[s]
            found.append(Deferral(f"the table row '{sentence.text.split(' | ')[0]}'", sentence.page, text))
    return found


def _subject_deferrals(context: _Context, index: int, element_hits: list[list[int]]) -> list[Deferral]:
    """Sentences that put off the item's subject ("A maintenance agreement will be executed with
    the Town prior to the issuance of the building permit"), for an item the plan does not give."""
    defer = context.hit_set("DEFER")
    found = []
    for s in element_hits[0] if element_hits else ():
        if s in defer:
            sentence = context.sentences[s]
            heading = context.layout.sections[sentence.section].heading
            where = f"the section '{heading}'" if heading else "the text"
            found.append(Deferral(where, sentence.page, sentence.text))
    return found


def _heading_sections(context: _Context, index: int) -> list[int]:
    return [context.sentences[s].section for s in context.hits.get(f"H{index}", ())
            if context.sentences[s].kind == "heading"]


def _toc_entries(context: _Context, index: int) -> list[tuple[int, str]]:
    """The table-of-contents lines that name the item: (page, line)."""
    return [(context.sentences[s].page, context.sentences[s].text) for s in context.hits.get(f"H{index}", ())
            if context.sentences[s].kind == "toc"]


def _none_statement(context: _Context, index: int, item: Item, heading_sections: list[int]) -> int | None:
    """A sentence saying there is no such thing ("no asphalt or concrete plants on the site")."""
    negation = language().negation
    # The statement must be about the item: in the item's own section, or beside a context phrase
    # ("no deviations from the Design Manual" is not about the erosion control standard).
    own = {b for sec in heading_sections for b in context.layout.span(sec)}
    context_sections = {context.sentences[s].section for s in context.hits.get(f"C{index}", ())}
    for s in context.content(f"N{index}"):
        sentence = context.sentences[s]
        if item.none_context and sentence.block not in own and sentence.section not in context_sections:
            continue
        words = {w.strip(".,;:").lower() for w in context.sentences[s].text.split()}
        if words & negation or "n't" in context.sentences[s].text:
            return s
    for s in context.hits.get(f"H{index}", ()):
        sentence = context.sentences[s]
        if sentence.kind == "row" and any(v.strip().strip(".").lower() in _NONE_VALUES
                                          for v in sentence.text.split(" | ")[1:]):
            return s  # a form row: "Deviations from the Standards | None"
    for section in heading_sections:
        body = context.body(section).strip().rstrip(".").lower()
        if body in _NONE_VALUES:
            blocks = context.layout.sections[section].blocks
            return next(s for s, sent in enumerate(context.sentences) if sent.block == blocks[0])
    return None


def _chapters(context: _Context, key: str) -> bytearray | None:
    """A mask of the sections under the headings a cue names (None: the plan has no such heading)."""
    sections = context.layout.sections
    chapters = {context.sentences[s].section for s in context.hits.get(key, ())
                if context.sentences[s].kind == "heading"}
    if not chapters:
        return None
    mask = bytearray(len(sections))
    for c in chapters:
        end = max(sections[c].end, c + 1)
        mask[c:end] = b"\x01" * (end - c)
    return mask


def _region(context: _Context, index: int):
    """Where the item's content may be, and where it is expected (see Item.under, Item.not_under).

    `not_under` excludes: erosion control content inside the post-construction chapter is about
    the permanent practices. `under` only weighs: plans put post-construction content in top-level
    sections or a bound stormwater report as often as in a chapter of that name, so a window
    inside such a chapter is preferred, never required."""
    inside, outside = _chapters(context, f"U{index}"), _chapters(context, f"X{index}")

    def allowed(section: int) -> bool:
        return outside is None or not outside[section]

    def expected(section: int) -> bool:
        return inside is None or bool(inside[section])

    return allowed, expected


# Outside the item's own sections, elements count as said together only this close: within
# NEAR_SENTENCES sentences of running text, or in a table about the item (see _rows). A section is often long; scattered mentions are not a plan.
NEAR_SENTENCES = 6
_KINDS = {"own": 0, "near": 1, "table": 2, "page": 3}


def _gather(context: _Context, item: Item, element_hits: list[list[int]], heading_sections: list[int],
            prefix: str) -> tuple[dict[tuple, dict[int, int]], dict[tuple, list[tuple[int, int]]]]:
    """The windows of text that hold some of the item's elements: window -> {element: sentence}.

    `own`: a section whose heading claims the item, with its subsections (across page breaks: a
    statement on one page, its signature on the next); `near`: a run of nearby sentences elsewhere;
    `table`: a table about the item; `page`: a page, for items judged by the page. Also every hit
    in each own window, for quoting each page of a section that runs over several."""
    windows: dict[tuple, dict[int, int]] = defaultdict(dict)
    # Sections of one chapter that claim the item are read together: "4.1 Temporary Measures" and
    # "4.3 Permanent Measures" are one answer to "temporary and permanent measures".
    chapter = context.layout.chapters
    own = {b: chapter[sec] for sec in heading_sections for b in context.layout.span(sec)}
    # Within them, the deepest section that claims the item speaks for it ("5.3 Post-Construction
    # Practices" rather than the "5.1 Five-Step Process" of its chapter "5.0 Post-Construction").
    depth: dict[int, int] = {}
    for sec in sorted(heading_sections, key=lambda h: context.layout.sections[h].level):
        depth.update(dict.fromkeys(context.layout.span(sec), context.layout.sections[sec].level))
    loose: dict[int, list[tuple[int, int]]] = defaultdict(list)  # section -> [(sentence, element)]
    spread: dict[tuple, list[tuple[int, int]]] = defaultdict(list)  # own window -> all its hits
    for j, sentence_ids in enumerate(element_hits):
        for s in sentence_ids:
            sentence = context.sentences[s]
            if item.within == "page":
                windows[("page", sentence.page)].setdefault(j, s)
            if sentence.block in own:
                spread[("own", own[sentence.block])].append((s, j))
                window = windows[("own", own[sentence.block])]
                if j not in window or depth[sentence.block] > depth[context.sentences[window[j]].block]:
                    window[j] = s
            elif item.within != "page":
                loose[sentence.section].append((s, j))
    # The item's own heading says part of what the section holds ("Responsible Parties" over a
    # list of parties and their tasks); it counts beside a body that says most of it, never alone.
    for j in range(len(element_hits)):
        for s in context.hits.get(f"{prefix}.{j}", ()):
            sentence = context.sentences[s]
            if sentence.kind == "heading" and sentence.section in heading_sections:
                windows[("own", chapter[sentence.section])].setdefault(j, s)
    tables = _rows(context, [h for hits in loose.values() for h in hits], prefix, len(element_hits))
    for (_, table), found in tables.items():
        windows[("table", table)] = found
    for section, hits in loose.items():
        runs = [found for units in _units(context, hits, tables) for found in _closest(units, len(element_hits))]
        complete = [found for found in runs if len(found) == len(element_hits)]
        for run, found in enumerate(complete or sorted(runs, key=len)[-1:]):
            windows[("near", section, run)] = found
    return windows, spread


def _units(context: _Context, hits: list[tuple[int, int]], tables: dict) -> list[list[dict[int, int]]]:
    """A section's hits as runs of units in reading order: each sentence of running text and each
    table about the item is a unit (a table's rows are one statement; other tables say nothing).
    A drawing sheet, all its labels, is a run of its own: its notes do not complete the text
    around it, nor one sheet another."""
    units: list[tuple[object, dict[int, int]]] = []
    for s, j in sorted(hits):
        sentence = context.sentences[s]
        if sentence.table is None:
            # a sentence of text is a unit; a drawing sheet, all its labels, is one
            key = ("drawing", sentence.block) if sentence.kind == "drawing" else s
            if units and units[-1][0] == key:
                units[-1][1].setdefault(j, s)
            else:
                units.append((key, {j: s}))
        elif ("table", sentence.table) in tables and not any(u[0] == ("table", sentence.table) for u in units[-1:]):
            units.append((("table", sentence.table), tables[("table", sentence.table)]))
    runs: list[list[dict[int, int]]] = [[]]
    for key, found in units:
        if isinstance(key, tuple) and key[0] == "drawing":
            runs += [[found], []]
        else:
            runs[-1].append(found)
    return [run for run in runs if run]


def _closest(units: list[dict[int, int]], wanted: int) -> list[dict[int, int]]:
    """Runs of at most NEAR_SENTENCES + 1 units: every run that holds all the elements (each
    starting after the last one's completing unit), or else the one that holds the most. A run's
    elements are counted as a set first; its {element: first sentence} is built only when it is
    complete or beats the best so far (most runs are neither)."""
    complete: list[dict[int, int]] = []
    best: dict[int, int] = {}
    start = 0
    while start < len(units):
        window = units[start:start + NEAR_SENTENCES + 1]
        distinct = len(set().union(*window))
        if distinct == wanted or distinct > len(best):
            found: dict[int, int] = {}
            for offset, unit in enumerate(window):
                for j, s in unit.items():
                    found.setdefault(j, s)
                if len(found) == wanted:
                    complete.append(found)
                    start += offset
                    break
            if len(found) > len(best):
                best = found
        start += 1
    return complete or ([best] if best else [])


def _rows(context: _Context, hits: list[tuple[int, int]], prefix: str, wanted: int) -> dict[tuple, dict[int, int]]:
    """Each table that is about the item, with its elements (its introduction included). A table is
    about the item when its caption or header names the item's subject (its first element), when
    one row with the header's columns holds every element ("Paxton fine sandy loam | C" under
    "Soil | HSG"), when the rows' labels name every element, or when one row names the subject
    with something more:
    "Paints | closed containers in the job box" makes a storage table of the rows beside it, but a
    responsibilities table that lists "drywells" in one row and "maintain silt fence daily" in
    another is no maintenance schedule for the drywells."""
    blocks = context.layout.blocks
    by_block: dict[int, dict[int, int]] = defaultdict(dict)
    for s, j in sorted(hits):
        by_block[context.sentences[s].block].setdefault(j, s)
    windows: dict[tuple, dict[int, int]] = {}
    for b in sorted(by_block):
        table = blocks[b].table
        if table is None or ("table", table) in windows:
            continue
        table_rows = _table_blocks(context.layout, b)
        rows = [r for r in table_rows if r in by_block]
        titles = [r for r in (table_rows[0],) + _table_intro(context.layout, b) if r in by_block]
        header = {j: s for r in titles for j, s in by_block[r].items()}  # header row and introduction
        if not (any(0 in by_block[r] for r in titles) or any(0 in by_block[r] and len(by_block[r]) > 1 for r in rows)
                or any(len(by_block[r].keys() | header.keys()) == wanted for r in rows)  # an "HSG" column
                or _labels_name_every_part(context, rows, by_block, f"K{prefix}", wanted)):
            continue
        merged: dict[int, int] = {}
        for r in rows + titles:
            for j, s in by_block[r].items():
                merged.setdefault(j, s)
        windows[("table", table)] = merged
    return windows


def _labels_name_every_part(context: _Context, rows: list[int], by_block: dict, prefix: str, wanted: int) -> bool:
    """Whether the rows' labels (first cells) name every element: a table that lists the item's
    parts ("Litter / trash | ...", "Construction chemicals | ...") is about the item."""
    named = set()
    for r in rows:
        for j, s in by_block[r].items():
            if s in context.hit_set(f"{prefix}.{j}"):
                named.add(j)
    return len(named) == wanted >= 2


def _table_blocks(layout: Layout, row: int) -> list[int]:
    table = layout.blocks[row].table
    first, last = row, row
    while first > 0 and layout.blocks[first - 1].table == table:
        first -= 1
    while last + 1 < len(layout.blocks) and layout.blocks[last + 1].table == table:
        last += 1
    return list(range(first, last + 1))


def _table_intro(layout: Layout, row: int) -> tuple[int, ...]:
    """The paragraph just before a row's table, in the same section: its caption or introduction
    ("Maintenance schedule for the erosion controls:")."""
    before = _table_blocks(layout, row)[0] - 1
    if before >= 0 and layout.blocks[before].kind == "para" and \
            layout.blocks[before].section == layout.blocks[row].section:
        return (before,)
    return ()


@dataclass(frozen=True)
class _Search:
    """One set of an item's elements searched in a document: where each occurs, the windows that
    hold them, and the best window holding them all (None if there is none)."""

    element_hits: list
    windows: dict
    complete: list  # every window holding all the elements, best first
    spread: dict = field(default_factory=dict)  # own window -> every (sentence, element) in it

    @property
    def best(self) -> tuple | None:
        return self.complete[0] if self.complete else None


def _search(context: _Context, item: Item, elements: tuple, prefix: str, heading_sections: list[int],
            allowed, expected) -> _Search:
    element_hits = [[s for s in context.content(f"{prefix}.{j}")
                     if allowed(context.sentences[s].section) and not context.voided(s, element)]
                    for j, element in enumerate(elements)]
    windows, spread = _gather(context, item, element_hits, heading_sections, prefix)

    def substantial(found: dict[int, int]) -> bool:
        in_body = sum(1 for s in found.values() if context.sentences[s].kind != "heading")
        return in_body * 2 >= len(elements) and in_body > 0

    def preference(window):
        first = min(windows[window].values())
        return (window[0] != "own", not expected(context.sentences[first].section), _KINDS[window[0]], first)

    complete = [w for w, found in windows.items() if len(found) == len(elements) and substantial(found)]
    return _Search(element_hits, windows, sorted(complete, key=preference), spread)


# Besides the best window's quotes, the first sentence of a few more windows that hold the whole
# item elsewhere (the summary on page 3 and the section on page 7): a reviewer sees every place.
MORE_PLACES = 3


def _evidence(context: _Context, searches: list[_Search]) -> tuple[Evidence, ...]:
    """The best complete window's quotes, then one quote from each further complete window (of
    the item's elements or of its alternative) on a page not yet quoted."""
    windows = [(found, w) for found in searches for w in found.complete[:1]]  # each set's best first
    windows += [(found, w) for found in searches for w in found.complete[1:]]
    first, best = windows[0]
    quoted = _cover(first, first.windows[best])[:MAX_EVIDENCE]
    pages = {context.sentences[s].page for s in quoted}
    for s in _other_pages(context, first.spread.get(best, ()), pages)[:MORE_PLACES]:
        quoted.append(s)
        pages.add(context.sentences[s].page)
    for found, window in windows[1:]:
        if len(quoted) >= MAX_EVIDENCE + MORE_PLACES:
            break
        s = _cover(found, found.windows[window])[0]
        if context.sentences[s].page not in pages:
            quoted.append(s)
            pages.add(context.sentences[s].page)
    return tuple(context.quote(s) for s in quoted)


def _other_pages(context: _Context, hits: list[tuple[int, int]], quoted: set[int]) -> list[int]:
    """For an item's own section that runs over several pages, the sentence of each further page
    that holds the most of the item (a reviewer reading page 11 of "5.3 Practices" sees it)."""
    holds: dict[int, set[int]] = defaultdict(set)
    for s, j in hits:
        holds[s].add(j)
    best: dict[int, int] = {}
    for s, parts in holds.items():
        page = context.sentences[s].page
        if page not in quoted and (page not in best or len(parts) > len(holds[best[page]])):
            best[page] = s
    return [best[page] for page in sorted(best)]


def _cover(found: _Search, window: dict[int, int]) -> list[int]:
    """Sentences of a window that between them hold every element, those that hold the most
    first: one quote where the parts are said together, one for each where they sit apart."""
    first, last = min(window.values()), max(window.values())
    holds: dict[int, set[int]] = defaultdict(set)
    for j, hits in enumerate(found.element_hits):
        for s in hits:
            if first <= s <= last:
                holds[s].add(j)
    for j, s in window.items():  # the window's own choice (a heading's words count too)
        holds[s].add(j)
    chosen, wanted = [], set(window)
    while wanted:
        s = max(holds, key=lambda t: (len(holds[t] & wanted), -t))
        chosen.append(s)
        wanted -= holds[s]
    return sorted(chosen)


def _judge(index: int, item: Item, context: _Context) -> Finding:
    allowed, expected = _region(context, index)
    heading_sections = [sec for sec in _heading_sections(context, index) if allowed(sec)]
    deferrals = _deferrals(context, index, heading_sections)
    search = _search(context, item, item.elements, f"E{index}", heading_sections, allowed, expected)
    searches = [search]
    if item.alternative:
        searches.append(_search(context, item, item.alternative, f"F{index}", heading_sections, allowed, expected))
    if any(found.best is not None for found in searches):
        evidence = _evidence(context, searches)
        if deferrals:
            d = deferrals[0]
            return Finding(item.id, "needs_review",
                           f"content found on {context.pages(e.page for e in evidence)}, but {d.where} on "
                           f"{context.pages([d.page])} says \"{d.text}\"; confirm which stands", evidence)
        return Finding(item.id, "present", f"found on {context.pages(e.page for e in evidence)}", evidence)

    none_sentence = _none_statement(context, index, item, heading_sections) if item.none_subjects else None
    if none_sentence is not None:
        evidence = (context.quote(none_sentence),)
        return Finding(item.id, "present", f"explicit statement that there are none, {context.pages([evidence[0].page])}", evidence)

    finding = _not_present(index, item, context, search.element_hits, heading_sections, deferrals, search.windows)
    unreadable = context.document.unreadable_pages
    if unreadable and finding.status == "missing":
        return Finding(item.id, "needs_review",
                       f"{finding.reason}; but {context.pages(unreadable)} could not be read and may hold it",
                       finding.evidence)
    return finding


def _not_present(index: int, item: Item, context: _Context, element_hits: list[list[int]],
                 heading_sections: list[int], deferrals: list[Deferral], windows: dict) -> Finding:
    """Why the item is not present, as a reviewer can sign it: the deferral quoted, the empty
    heading named, what was found and where, and what is lacking."""
    if item.within != "page":  # a form's "to be completed by each contractor" is an instruction
        deferrals = deferrals or _subject_deferrals(context, index, element_hits)
    if deferrals:
        d = deferrals[0]
        return Finding(item.id, "missing", f"{d.where} on {context.pages([d.page])} says \"{d.text}\": content not supplied")
    empty = [sec for sec in heading_sections if not context.body(sec).split()]
    if empty and len(empty) == len(heading_sections):  # a divider page before the real one is no gap
        heading = context.layout.sections[empty[0]]
        return Finding(item.id, "missing", f"the heading '{heading.heading}' on {context.pages([heading.page])} has no content under it")
    toc = _toc_entries(context, index)
    if toc and not heading_sections:
        page, entry = toc[0]
        return Finding(item.id, "missing", f"listed in the table of contents ({context.pages([page])}: '{_short(entry)}') "
                                            "but there is no such section in the body, and the text does not give it")
    if heading_sections and not any(w[0] == "own" for w in windows):
        return _silent_section(item, context, heading_sections)
    if any(element_hits) and windows:
        return _partial(index, item, context, element_hits, windows)
    if any(element_hits):  # said only in tables about something else
        return _scattered(item, context, element_hits, ())
    return Finding(item.id, "missing", f"no {item.title[0].lower() + item.title[1:]} found")


def _silent_section(item: Item, context: _Context, heading_sections: list[int]) -> Finding:
    """The item's own section gives none of its parts. A long text may say it in words the cues do
    not know (a person decides); a short one, a blank form, does not say it."""
    names = ", ".join(e.name for e in item.elements)
    sec = max(heading_sections, key=lambda h: len(context.body(h).split()))
    heading = context.layout.sections[sec]
    first = context.layout.blocks[context.layout.span(sec)[0]]
    evidence = (Evidence(page=first.page, text=first.text[:QUOTE_CHARS]),)
    if len(context.body(sec).split()) >= SUBSTANTIAL_WORDS:
        return Finding(item.id, "needs_review", f"section '{heading.heading}' on {context.pages([heading.page])} has text, "
                       f"but none of it recognisably gives {names}", evidence)
    return Finding(item.id, "missing", f"the section '{heading.heading}' on {context.pages([heading.page])} gives none of: "
                   f"{names}", evidence)


def _partial(index: int, item: Item, context: _Context, element_hits: list[list[int]], windows: dict) -> Finding:
    """The window that comes closest. If it holds much of the item, or is the item's own section,
    what it lacks is missing (a soils section with no hydrologic soil group, a contractor statement
    with a blank signature block); if the parts only occur scattered, a person has to judge."""
    names = [e.name for e in item.elements]
    # the item's own section, if it has one, is what the reviewer is looking at
    best = min(windows, key=lambda w: (w[0] != "own", -len(windows[w])))
    body = {j: s for j, s in windows[best].items() if context.sentences[s].kind != "heading"}
    held = body or dict(windows[best])
    evidence = tuple(context.quote(s) for s in sorted(set(held.values()))[:MAX_EVIDENCE])
    where = context.pages(e.page for e in evidence)
    said = ", ".join(names[j] for j in sorted(held))
    lacking = [j for j in range(len(names)) if j not in held]
    if not lacking:  # everything is named, but in the heading more than in the text under it
        heading = context.layout.sections[context.sentences[min(windows[best].values())].section]
        return Finding(item.id, "missing", f"the section '{heading.heading}' on {context.pages([heading.page])} names "
                       f"{said} in its heading, but its text does not give "
                       f"{' or '.join(names[j] for j in range(len(names)) if j not in body)}", evidence)
    if not ((len(held) >= 2 and len(held) * 2 >= len(names)) or best[0] == "own"):
        return _scattered(item, context, element_hits, evidence)
    nowhere = [names[j] for j in lacking if not element_hits[j] and not context.content(f"E{index}.{j}")]
    elsewhere = [names[j] for j in lacking if names[j] not in nowhere]
    if elsewhere:
        return Finding(item.id, "missing", f"{said} found ({where}) but without {' or '.join(elsewhere)} there",
                       evidence)
    return Finding(item.id, "missing",
                   f"{said} found ({where}) but no {' or '.join(nowhere)} anywhere in the document", evidence)


def _scattered(item: Item, context: _Context, element_hits: list[list[int]], evidence: tuple) -> Finding:
    names = [e.name for e in item.elements]
    absent = [names[j] for j, hits in enumerate(element_hits) if not hits]
    pages = context.pages(context.sentences[h[0]].page for h in element_hits if h)
    if absent:
        said = ", ".join(names[j] for j, hits in enumerate(element_hits) if hits)
        return Finding(item.id, "missing", f"only passing mentions of {said} ({pages}), and no "
                       f"{' or '.join(absent)} with them", evidence)
    return Finding(item.id, "needs_review",
                   f"parts of it occur ({pages}) but never together; check whether the submission covers it", evidence)


def _short(text: str, limit: int = 80) -> str:
    text = re.sub(r"\s*(?:\.{3,}|…+|(?:\. ){3,}|_{3,}).*$", "", text)  # the leader and page number
    return text if len(text) <= limit else text[:limit].rsplit(" ", 1)[0] + " …"


_engines: dict[tuple[str, str, str], Engine] = {}


def engine(checklist: Checklist) -> Engine:
    """The compiled engine of a checklist, built once per process."""
    key = (checklist.source, checklist.id, checklist.version)
    if key not in _engines:
        _engines[key] = Engine(checklist)
    return _engines[key]


def match(document: Document, checklist: Checklist, layout: Layout | None = None) -> tuple[Finding, ...]:
    """The tool's finding on every checklist item, in checklist order."""
    return engine(checklist).run(document, layout)


def cues(checklist: Checklist, layout: Layout, blocks: range | None = None) -> Cues:
    """Where the checklist's cues occur in some of the document's blocks (see Cues: parts add up)."""
    return engine(checklist).cues(layout, blocks)


def findings(document: Document, checklist: Checklist, layout: Layout, found: Cues) -> tuple[Finding, ...]:
    """The finding on every checklist item from the cues of the whole document."""
    return engine(checklist).findings(document, layout, found)


def halves(layout: Layout) -> tuple[range, range]:
    """The blocks in two runs of about equal text, to find the cues of each in its own process."""
    total, running = sum(len(b.text) for b in layout.blocks), 0
    for i, block in enumerate(layout.blocks):
        running += len(block.text)
        if running * 2 >= total:
            return range(0, i + 1), range(i + 1, len(layout.blocks))
    return range(0, len(layout.blocks)), range(len(layout.blocks), len(layout.blocks))
