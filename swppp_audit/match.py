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
from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path

from .checklist import Checklist, ChecklistError, Item
from .language import language
from .layout import Layout, build
from .model import Document, Evidence, Finding

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
        return lemmas.get(lower, lower)

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
                # A vocab entry is either a phrase (a string) or a token pattern (a list); shared
                # token patterns run once per document whoever uses them (see `users`).
                shared = [entry for name in element.vocab for entry in lang.vocab[name]]
                phrases(f"E{i}.{j}", list(element.phrases) + [e for e in shared if isinstance(e, str)])
                for name in element.vocab:
                    self.users.setdefault(f"V:{name}", []).append(f"E{i}.{j}")
                if element.patterns:
                    self._patterns(f"E{i}.{j}", [list(p) for p in element.patterns], f"item {item.id}")
        for key in self.users:
            patterns = [list(e) for e in lang.vocab[key[2:]] if not isinstance(e, str)]
            if patterns:
                self._patterns(key, patterns, f"vocab {key[2:]}")
        phrases("DEFER", lang.deferral)

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
            for key, start, end in found:
                if key[0] == "H" and (block.kind not in ("heading", "toc") or not _covers_heading(doc, start, end)):
                    continue  # a heading cue in running text claims nothing
                index = base + _sentence_of(starts, start)
                if not hits[key] or hits[key][-1] != index:
                    hits[key].append(index)
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


def _covers_heading(doc, start: int, end: int) -> bool:
    """A heading cue must be most of the heading: "Soils" claims "3.2 Soils", but "pollution
    prevention" does not claim the cover title "Stormwater Pollution Prevention Plan"."""
    words = sum(1 for token in doc if token.is_alpha)
    return words > 0 and (end - start) * 2 > words


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

    def content(self, key: str) -> list[int]:
        """Sentences of body text (paragraphs and table rows) where a cue occurs."""
        return [s for s in self.hits.get(key, ()) if self.sentences[s].kind in ("para", "row")]

    def quote(self, index: int) -> Evidence:
        sentence = self.sentences[index]
        text = sentence.text
        if len(text) > QUOTE_CHARS:
            text = text[:QUOTE_CHARS].rsplit(" ", 1)[0] + " …"
        page = self.document.pages[sentence.page - 1]
        return Evidence(page=sentence.page, text=text, ocr_confidence=page.ocr_confidence)

    def body(self, section: int) -> str:
        """The text under a heading, its subsections included."""
        return " ".join(self.layout.blocks[b].text for b in self.layout.span(section)
                        if self.layout.blocks[b].kind != "toc")


def _windows(sentence: Sentence, within: str) -> tuple[tuple[str, int], ...]:
    """The stretches of text in which an item's elements count as said together."""
    if within == "page":
        return (("page", sentence.page),)
    if sentence.table is not None:
        return (("section", sentence.section), ("table", sentence.table))
    return (("section", sentence.section),)


def _is_deferral(context: _Context, section: int) -> str | None:
    """The deferring sentence when a short section body only promises its content."""
    body = context.body(section)
    words = body.split()
    lang = language()
    if not words:
        return None
    bare = body.strip().strip(".").lower()
    if bare in lang.bare_not_applicable:
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


def _heading_sections(context: _Context, index: int) -> list[int]:
    return [context.sentences[s].section for s in context.hits.get(f"H{index}", ())
            if context.sentences[s].kind == "heading"]


def _toc_pages(context: _Context, index: int) -> list[int]:
    return sorted({context.sentences[s].page for s in context.hits.get(f"H{index}", ())
                   if context.sentences[s].kind == "toc"})


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
    for section in heading_sections:
        body = context.body(section).strip().rstrip(".").lower()
        if body in ("none", "there are none", "none proposed", "none anticipated"):
            blocks = context.layout.sections[section].blocks
            return next(s for s, sent in enumerate(context.sentences) if sent.block == blocks[0])
    return None


def _pages(pages) -> str:
    pages = sorted(set(pages))
    return ("page " if len(pages) == 1 else "pages ") + ", ".join(map(str, pages))


def _region(context: _Context, index: int, item: Item):
    """Whether a section may hold the item, from the chapters it sits in (see Item.under)."""
    sections = context.layout.sections

    def spanned(key: str) -> bytearray | None:
        """The sections under a heading the cue names (None: no such heading)."""
        chapters = {context.sentences[s].section for s in context.hits.get(key, ())
                    if context.sentences[s].kind == "heading"}
        if not chapters:
            return None
        mask = bytearray(len(sections))
        for c in chapters:
            end = max(sections[c].end, c + 1)
            mask[c:end] = b"\x01" * (end - c)
        return mask

    inside, outside = spanned(f"U{index}"), spanned(f"X{index}")

    def allowed(section: int) -> bool:
        return (inside is None or bool(inside[section])) and (outside is None or not outside[section])

    return allowed


def _judge(index: int, item: Item, context: _Context) -> Finding:
    elements = item.elements
    allowed = _region(context, index, item)
    element_hits = [[s for s in context.content(f"E{index}.{j}") if allowed(context.sentences[s].section)]
                    for j in range(len(elements))]
    heading_sections = [sec for sec in _heading_sections(context, index) if allowed(sec)]

    # Which elements each window holds, and the first sentence of each.
    windows: dict[tuple[str, int], dict[int, int]] = defaultdict(dict)
    # The item's own sections count with their subsections ("SECTION 4" and its 4.1 ... 4.6),
    # across page breaks (a certification statement on one page, its signature on the next).
    spans = {b: sec for sec in heading_sections for b in context.layout.span(sec)}
    for j, sentence_ids in enumerate(element_hits):
        for s in sentence_ids:
            sentence = context.sentences[s]
            for window in _windows(sentence, item.within):
                windows[window].setdefault(j, s)
            if sentence.block in spans:
                windows[("section", spans[sentence.block])].setdefault(j, s)
    # The item's own heading says part of what the section holds ("Responsible Parties" over a
    # list of parties and their tasks); it counts beside a body that says most of it, never alone.
    for j in range(len(elements)):
        for s in context.hits.get(f"E{index}.{j}", ()):
            sentence = context.sentences[s]
            if sentence.kind == "heading" and sentence.section in heading_sections:
                windows[("section", sentence.section)].setdefault(j, s)
    def substantial(found: dict[int, int]) -> bool:
        in_body = sum(1 for s in found.values() if context.sentences[s].kind != "heading")
        return in_body * 2 >= len(elements) and in_body > 0

    complete = [w for w, found in windows.items() if len(found) == len(elements) and substantial(found)]
    deferrals = [(sec, text) for sec in heading_sections if (text := _is_deferral(context, sec))]

    if complete:
        def preference(window):
            kind, key = window
            in_heading = kind == "section" and key in heading_sections
            return (not in_heading, {"section": 0, "table": 1, "page": 2}[kind], min(windows[window].values()))

        best = min(complete, key=preference)
        evidence = tuple(context.quote(s) for s in sorted(set(windows[best].values()))[:MAX_EVIDENCE])
        if deferrals:
            sec, text = deferrals[0]
            heading = context.layout.sections[sec]
            return Finding(item.id, "needs_review",
                           f"content found on {_pages(e.page for e in evidence)}, but the section "
                           f"'{heading.heading}' on page {heading.page} says \"{text}\"; confirm which stands",
                           evidence)
        return Finding(item.id, "present", f"found on {_pages(e.page for e in evidence)}", evidence)

    none_sentence = _none_statement(context, index, item, heading_sections) if item.none_subjects else None
    if none_sentence is not None:
        evidence = (context.quote(none_sentence),)
        return Finding(item.id, "present", f"explicit statement that there are none, page {evidence[0].page}", evidence)

    finding = _not_present(index, item, context, element_hits, heading_sections, deferrals, windows)
    unreadable = context.document.unreadable_pages
    if unreadable and finding.status == "missing":
        return Finding(item.id, "needs_review",
                       f"{finding.reason}; but {_pages(unreadable)} could not be read and may hold it",
                       finding.evidence)
    return finding


def _not_present(index, item, context, element_hits, heading_sections, deferrals, windows) -> Finding:
    names = [e.name for e in item.elements]
    if deferrals:
        sec, text = deferrals[0]
        heading = context.layout.sections[sec]
        return Finding(item.id, "missing",
                       f"the section '{heading.heading}' on page {heading.page} says \"{text}\": content not supplied")
    for sec in heading_sections:
        if not context.body(sec).split():
            heading = context.layout.sections[sec]
            return Finding(item.id, "missing", f"the heading '{heading.heading}' on page {heading.page} has no content under it")
    found = [j for j, hits in enumerate(element_hits) if hits]
    absent = [names[j] for j, hits in enumerate(element_hits) if not hits]
    if found:
        # The window that comes closest. If it holds much of the item, or is the item's own
        # section, what it lacks is missing (a soils section with no hydrologic soil group, a
        # contractor statement with a blank signature block); if the parts only occur scattered
        # through the document, a person has to judge.
        best = min(windows, key=lambda w: (-len(windows[w]), w[0] != "section" or w[1] not in heading_sections))
        held = {j: s for j, s in windows[best].items() if context.sentences[s].kind != "heading"} or {
            j: s for j, s in windows[best].items()}
        partial = (len(held) >= 2 and len(held) * 2 >= len(names)) or (
            best[0] == "section" and best[1] in heading_sections)
        evidence = tuple(context.quote(s) for s in sorted(set(held.values()))[:MAX_EVIDENCE])
        where = _pages(e.page for e in evidence)
        said = ", ".join(names[j] for j in held)
        if partial and absent:
            return Finding(item.id, "missing",
                           f"{said} found ({where}) but no {' or '.join(absent)} anywhere in the document", evidence)
        if partial:
            lacking = [names[j] for j in range(len(names)) if j not in held]
            return Finding(item.id, "missing", f"{said} found ({where}) but without {' or '.join(lacking)} there",
                           evidence)
        if not absent:
            return Finding(item.id, "needs_review",
                           f"parts of it occur ({_pages(context.sentences[h[0]].page for h in element_hits)}) "
                           "but never together; check whether the submission covers it", evidence)
    for sec in heading_sections:
        if len(context.body(sec).split()) >= SUBSTANTIAL_WORDS:
            heading = context.layout.sections[sec]
            first = context.layout.blocks[context.layout.span(sec)[0]]
            evidence = (Evidence(page=first.page, text=first.text[:QUOTE_CHARS]),)
            return Finding(item.id, "needs_review",
                           f"section '{heading.heading}' on page {heading.page} has text, but none of it "
                           f"recognisably gives {', '.join(names)}", evidence)
    toc = _toc_pages(context, index)
    if toc:
        return Finding(item.id, "missing", f"listed in the table of contents ({_pages(toc)}) but not found in the body")
    return Finding(item.id, "missing", f"no {item.title[0].lower() + item.title[1:]} found")


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
