"""Map what was read to the checklist's items, with evidence for every "present".

One engine runs every checklist. An item is present when one window of the document (a
section, a table, or a page) mentions every one of the item's elements in its body text. A
heading alone, a table-of-contents line, or a section that only says "TBD" or "to be provided"
is never presence. Evidence too weak to call either way is `needs_review`, with the reason.

Matching runs on spaCy's blank English tokenizer: lookup lemmas as each word's NORM (so "silt
fences" matches "silt fence", in any case), a PhraseMatcher for the checklist's phrases and a
Matcher for its token patterns; sentences are split as spaCy's sentencizer splits them.
"""
from __future__ import annotations

import re
from bisect import bisect_right
from collections import defaultdict
from dataclasses import dataclass, field, replace
from functools import cached_property, lru_cache
from pathlib import Path

from swppp_audit.judging import confidence
from swppp_audit.judging.checklist import Checklist, ChecklistError, Item
from swppp_audit.judging.content import deferral, pointer
from swppp_audit.judging.language import language
from swppp_audit.reading.layout import BLANK_FIELD, UNTICKED_OPTION, Layout, build, may_hold_a_box
from swppp_audit.model import Document, Evidence, Finding

QUOTE_CHARS = 240
MAX_EVIDENCE = 3
# A section body this short that defers ("TBD", "to be provided") has supplied nothing.
DEFERRAL_MAX_WORDS = 45
# A heading-matched section body at least this long is real text the cues may have missed.
SUBSTANTIAL_WORDS = 25


@dataclass(frozen=True)
class Sentence:
    block: int
    page: int
    section: int
    table: int | None
    text: str
    kind: str  # the block kind: heading, para, row, toc


# --------------------------------------------------------------------------- cue keys
# What a cue hit is a hit of: the keys of Cues.hits. `item` is the item's index in the checklist,
# `index` the element's index in its set.


@dataclass(frozen=True)
class Heading:
    """The item's heading phrases (Item.headings): they count where they name a heading, a
    table-of-contents line or a table row's label (see _claimed), never in running text."""

    item: int


@dataclass(frozen=True)
class Element:
    """One of the item's elements (Item.elements): a thing its content must mention."""

    item: int
    index: int


@dataclass(frozen=True)
class Alternative:
    """One element of the item's alternative set (Item.alternative), which satisfies it on its own."""

    item: int
    index: int


@dataclass(frozen=True)
class NoneSubject:
    """What the item's "there is none" statement is about (Item.none_subjects)."""

    item: int


@dataclass(frozen=True)
class NoneContext:
    """Words that make a "there is none" statement about the item (Item.none_context)."""

    item: int


@dataclass(frozen=True)
class Under:
    """Headings of the chapters the item's content is expected under (Item.under)."""

    item: int


@dataclass(frozen=True)
class NotUnder:
    """Headings of the chapters the item's content is never under (Item.not_under)."""

    item: int


@dataclass(frozen=True)
class NotWith:
    """A shared vocabulary set some element names in not_with: an element's hit in a sentence that
    also holds one of these is void."""

    name: str


@dataclass(frozen=True)
class Vocab:
    """The token patterns of a shared vocabulary set: run once per block whoever uses them, their
    hits are credited to each user's key (Engine.users); never a key of Cues.hits itself."""

    name: str


@dataclass(frozen=True)
class InLabel:
    """An element's (or alternative's) hit inside a table row's label, its first cell: "Litter /
    trash | ..." lists the part rather than mentioning it."""

    part: Element | Alternative


@dataclass(frozen=True)
class Said:
    """A shared vocabulary set the matcher itself reads, whatever the item (SAID): the words that
    deny a mention, disclaim a subject, name a standard, state what the law requires, or label the
    site's address (see _taken_back, _none_statement, _restating, _search)."""

    name: str


# The sets of language.yaml's vocab that the matcher reads itself (see Said).
SAID = ("denial", "denial_before", "disclaimer", "named_standard", "requirement", "site_field")


@dataclass(frozen=True)
class Denied:
    """Sentences that say the item's subject does not exist ("No maintenance easement is needed"),
    for an item that "there is none" does not answer (see _taken_back)."""

    item: int


@dataclass(frozen=True)
class Deferring:
    """The phrases that put content off ("to be provided", "TBD"), one set for every item: DEFER."""


DEFER = Deferring()

CueKey = Heading | Element | Alternative | NoneSubject | NoneContext | Under | NotUnder | NotWith | Vocab | \
    InLabel | Said | Deferring | Denied
# The keys whose hits the matcher derives from other hits (never given to a matcher, no match id).
DERIVED = (InLabel, Denied)


def match_id(key: CueKey) -> str:
    """The string spaCy's matchers know a cue key by; the only place keys and strings meet (the
    matchers' hits are mapped back through Engine._credits). They are the strings the keys once
    were, so the matchers' hash ids, and the order they report simultaneous hits in, are unchanged."""
    match key:
        case Heading(item):
            return f"H{item}"
        case Element(item, index):
            return f"E{item}.{index}"
        case Alternative(item, index):
            return f"F{item}.{index}"
        case NoneSubject(item):
            return f"N{item}"
        case NoneContext(item):
            return f"C{item}"
        case Under(item):
            return f"U{item}"
        case NotUnder(item):
            return f"X{item}"
        case NotWith(name):
            return f"W:{name}"
        case Vocab(name):
            return f"V:{name}"
        case Said(name):
            return f"S:{name}"
        case Deferring():
            return "DEFER"
    raise TypeError(f"{key!r} is never given to a matcher")


# --------------------------------------------------------------------------- the pipeline
# A spare lexical flag bit marks the words that end sentences, so that one Doc.to_array call gives
# what the sentencizer reads (see _sentence_starts); the other spare bits compile patterns.
_SENTENCE_END = 63


# What spaCy's package imports of its command line: `spacy.info`, from spacy.cli, which brings
# typer, weasel, httpx and requests (0.12 s of every start-up) for commands this tool never runs.
_SPACY_CLI = ("spacy.cli", "spacy.cli.info")


def _import_spacy():
    """spaCy, imported with stand-ins in its command line's place. `spacy.info` stays callable
    (it imports the real one when called), and `import spacy.cli` afterwards imports the real
    one. A spaCy that asks more of its command line than the stand-ins give imports as usual."""
    import os
    import sys
    import types

    if "spacy" in sys.modules:
        return sys.modules["spacy"]
    # spaCy imports numpy, whose OpenBLAS starts a thread per further core that spins for some
    # 0.1 s of CPU, taken from the reading child beside us; nothing here multiplies matrices.
    os.environ.setdefault("OPENBLAS_NUM_THREADS", "1")
    package, module = types.ModuleType(_SPACY_CLI[0]), types.ModuleType(_SPACY_CLI[1])
    package.__path__ = []

    def info(*args, **kwargs):
        from spacy.cli.info import info as real  # by now the stand-ins are gone: the real one

        return real(*args, **kwargs)

    module.info = info
    stand_ins = {name: stand_in for name, stand_in in zip(_SPACY_CLI, (package, module)) if name not in sys.modules}
    sys.modules.update(stand_ins)
    try:
        import spacy

        return spacy
    except ImportError:
        sys.modules.pop("spacy", None)  # its modules imported so far stay, and are reused
    finally:
        for name, stand_in in stand_ins.items():
            if sys.modules.get(name) is stand_in:
                del sys.modules[name]
    import spacy

    return spacy


@lru_cache(maxsize=1)
def nlp():
    """spacy.blank("en") with a sentencizer and lemma-of-lowercase norms; no model download.

    The norm is a property of the word, so it is set on the vocabulary's lexemes (computed once
    per distinct word, read in C) rather than by a component that visits every token. The engine
    runs the tokenizer alone and splits sentences as the sentencizer would; the sentencizer stays
    for a pattern that asks for sentence starts, and for whoever calls the pipeline."""
    spacy = _import_spacy()
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
    ends = frozenset(pipeline.add_pipe("sentencizer").punct_chars)
    pipeline.vocab.add_flag(ends.__contains__, flag_id=_SENTENCE_END)
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
_SPARE_FLAG_BITS = range(19, _SENTENCE_END)  # spaCy's FLAG19 ... FLAG62
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


# --------------------------------------------------------------------------- token patterns
# The Matcher tries every pattern at every token, in C but still ~2 µs a token for ~35 patterns:
# most of the cue stage. Most patterns cannot match in most blocks: a pattern needs a word for
# each of its required tokens ("p.e." and "no." for a licence number), and a block without such
# words is skipped by it. So each block runs a Matcher of only the patterns its words allow; the
# patterns keep their order, so the hits are those of the whole Matcher, in its order.

# Lexical flags a spec may test, as spaCy's Lexeme names them.
_LEXEME_FLAGS = {"IS_ALPHA", "IS_ASCII", "IS_DIGIT", "IS_LOWER", "IS_PUNCT", "IS_SPACE", "IS_TITLE", "IS_UPPER",
                 "LIKE_URL", "LIKE_NUM", "LIKE_EMAIL", "IS_STOP", "IS_BRACKET", "IS_QUOTE", "IS_LEFT_PUNCT",
                 "IS_RIGHT_PUNCT", "IS_CURRENCY"}


def _required(spec: dict) -> bool:
    """Whether every match holds a token for the spec (its OP asks for at least one)."""
    op = str(spec.get("OP", "1"))
    if op in ("1", "+"):
        return True
    least = op[1:-1].split(",")[0] if op.startswith("{") and op.endswith("}") else ""
    return least.isdecimal() and int(least) > 0


def _word_tests(spec: dict) -> list[tuple]:
    """What a token spec says of the word alone, as (attribute, predicate, value) tests: its TEXT,
    LOWER and lexical flags. The rest (NORM, an extension, an unknown predicate) is left out: the
    tests are what a matching token must pass, not all it must."""
    tests = []
    for attr, value in spec.items():
        attr = "ORTH" if attr.upper() == "TEXT" else attr.upper()
        if attr in ("ORTH", "LOWER") and isinstance(value, str):
            tests.append((attr, "IN", (value,)))
        elif attr in ("ORTH", "LOWER") and isinstance(value, dict):
            for predicate, v in value.items():
                if predicate == "REGEX" and isinstance(v, str):
                    tests.append((attr, predicate, v))
                elif predicate in ("IN", "NOT_IN") and not isinstance(v, str) and all(isinstance(x, str) for x in v):
                    tests.append((attr, predicate, tuple(v)))
        elif attr in _LEXEME_FLAGS and isinstance(value, bool):
            tests.append((attr, "==", value))
    return tests


class _WordTests:
    """The word tests of a set of patterns, each a bit, and for each word the bits it passes
    (computed once per distinct word: membership by one look-up, the rest one by one)."""

    def __init__(self, vocab):
        self.vocab = vocab
        self.bits: dict[tuple, int] = {}
        self.members: dict[tuple[str, str], int] = {}  # (attribute, word) -> bits of IN tests it is in
        self.excluded: dict[tuple[str, str], int] = {}  # (attribute, word) -> bits of NOT_IN tests it fails
        self.not_in = 0  # bits of every NOT_IN test
        self.others: list[tuple[int, str, str, object]] = []  # (bit, attribute, predicate, value)
        self.words: dict[int, int] = {}  # orth id -> bits passed

    def bit(self, test: tuple) -> int:
        if test not in self.bits:
            bit = self.bits[test] = 1 << len(self.bits)
            attr, predicate, value = test
            if predicate in ("IN", "NOT_IN"):
                table = self.members if predicate == "IN" else self.excluded
                for word in value:
                    table[attr, word] = table.get((attr, word), 0) | bit
                self.not_in |= bit if predicate == "NOT_IN" else 0
            else:
                self.others.append((bit, attr, predicate, re.compile(value).search if predicate == "REGEX" else value))
            self.words.clear()  # words seen before the test have not passed it yet
        return self.bits[test]

    def passed(self, orth: int) -> int:
        found = self.words.get(orth)
        if found is None:
            lexeme = self.vocab[orth]
            text, lower = lexeme.orth_, lexeme.lower_
            found = self.members.get(("ORTH", text), 0) | self.members.get(("LOWER", lower), 0) | (
                self.not_in & ~(self.excluded.get(("ORTH", text), 0) | self.excluded.get(("LOWER", lower), 0)))
            for bit, attr, predicate, value in self.others:
                if (value(text if attr == "ORTH" else lower) if predicate == "REGEX"
                        else getattr(lexeme, attr.lower()) == value):
                    found |= bit
            self.words[orth] = found
        return found


class _TokenPatterns:
    """The checklist's token patterns: called on a Doc like a spaCy Matcher, with the same hits
    in the same order, but running only the patterns the Doc's words allow."""

    def __init__(self, vocab):
        self.vocab = vocab
        self.patterns: list[tuple[str, list[dict]]] = []  # (match id, compiled pattern), in order added
        self.needs: list[int] = []  # for each pattern, the word tests its required tokens need
        self.tests = _WordTests(vocab)
        self.chosen: dict[int, tuple[int, ...]] = {}  # the word tests a Doc passes -> the patterns it needs
        self.matchers: dict[tuple[int, ...], object] = {}  # those patterns -> their Matcher (None: no pattern)
        self.sentence_starts = False  # whether a pattern tests sentence starts (the sentencizer must run)

    def add(self, match_id: str, patterns: list[list[dict]]) -> None:
        for pattern in patterns:
            self.patterns.append((match_id, _with_opening_flags(pattern)))
            need = 0
            for spec in pattern:
                for test in _word_tests(spec) if _required(spec) else ():
                    need |= self.tests.bit(test)
            self.needs.append(need)
            self.sentence_starts |= any("SENT_START" in attr.upper() for spec in pattern for attr in spec)
        self.chosen.clear()
        self.matchers.clear()

    def __call__(self, doc, orths=None) -> list[tuple[int, int, int]]:
        """The (match id, start, end) of every pattern's matches in the Doc (ORTHS: its words' ids)."""
        if orths is None:
            from spacy.attrs import ORTH

            orths = doc.to_array(ORTH)
        passed = 0
        for orth in set(orths.tolist()):
            passed |= self.tests.passed(orth)
        if passed not in self.chosen:
            if len(self.chosen) > 4096:  # a long-lived process reading endless new words
                self.chosen.clear()
                self.matchers.clear()
            self.chosen[passed] = tuple(i for i, need in enumerate(self.needs) if need & passed == need)
        chosen = self.chosen[passed]
        if chosen not in self.matchers:
            self.matchers[chosen] = self._matcher(chosen)
        matcher = self.matchers[chosen]
        return matcher(doc) if matcher is not None else []

    def _matcher(self, chosen: tuple[int, ...]):
        from spacy.matcher import Matcher

        if not chosen:
            return None
        matcher = Matcher(self.vocab, validate=False)  # validated as written, in Engine._patterns
        for i in chosen:
            matcher.add(self.patterns[i][0], [self.patterns[i][1]])
        return matcher


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
        # the law's own words, as runs of RESTATED words (see _restating)
        self.law_runs = frozenset(run for item in checklist.items for run in _law_runs(item.law))
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
            label_end = block.text.find(" | ") if block.kind == "row" else -1
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
        restated = _restating(cues.sentences, hits.get(Said("requirement"), ()), self.law_runs)
        context = _Context(document, layout, cues.sentences, hits, restated=restated)
        return tuple(_judge(i, item, context) for i, item in enumerate(self.checklist.items))

    def run(self, document: Document, layout: Layout | None = None) -> tuple[Finding, ...]:
        layout = layout or build(document)
        return self.findings(document, layout, self.cues(layout))


# A denial speaks of the mention it follows within this many words, none of them a conjunction or
# a punctuation mark other than a bracket, hyphen or slash: "the hydrologic soil group (HSG) has not
# been determined", not "HSG B, and the depth to rock has not been determined".
DENIAL_REACH = 4
_CLAUSE_JOINS = {"and", "or", "but", "nor", "while", "whereas", "although", "though", "because", "since", "so",
                 "which", "that", "where", "when", "if", "unless", "except"}
_INNER_PUNCT = {"(", ")", "[", "]", "-", "/", "–"}


def _subject_of(doc, punct, end: int, at: int) -> bool:
    """Whether the words from END (a mention's end) to AT (a denial's start) join them in one
    clause: few, no conjunction, no punctuation but brackets, hyphens and slashes."""
    if not end <= at <= end + DENIAL_REACH:
        return False
    return all(doc[t].text in _INNER_PUNCT if punct[t] else doc[t].lower_ not in _CLAUSE_JOINS
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
    return [Sentence(b, block.page, block.section, block.table, block.text[at[s]:at[e] + length[e]], block.kind)
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
    elif block.kind == "row" and " | " in block.text:
        span = doc.char_span(0, block.text.index(" | "), alignment_mode="contract")
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


@dataclass(frozen=True)
class Cues:
    """Where the cues occur in a document: its sentences in order, for each cue key the indexes
    of the sentences it occurs in, and the practices' labels ("BR-1" -> Element keys)."""

    sentences: tuple[Sentence, ...]
    hits: dict[CueKey, list[int]]
    labels: dict[str, set[CueKey]]


@dataclass
class _Context:
    document: Document
    layout: Layout
    sentences: list[Sentence]
    hits: dict[CueKey, list[int]]
    hit_sets: dict[CueKey, frozenset] = field(default_factory=dict)
    deferred_rows: dict[int, str | None] = field(default_factory=dict)  # row sentence -> _deferred_row
    restated: frozenset = frozenset()  # sentences that restate the law (_restating)

    def content(self, key: CueKey) -> list[int]:
        """Sentences of body text (paragraphs, table rows, drawing labels) where a cue occurs; a
        form row that only says "N/A" or "TBD" supplies nothing, nor does a sentence that
        restates what the law requires (_restating) or that names the item without giving it
        (`unsaid`)."""
        restated, unsaid = self.restated, self.unsaid
        return [s for s in self.hits.get(key, ()) if self.sentences[s].kind in ("para", "row", "drawing")
                and not (self.sentences[s].kind == "row" and self.deferred_row(s)) and s not in restated
                and s not in unsaid]

    @cached_property
    def unsaid(self) -> dict[int, str]:
        """The sentences that name what an item asks for without giving it, each with what it is:
        a row of a form left blank; a template's instruction left in the plan (_instruction); a
        sentence about what the plan contains that only sums it up or points elsewhere ("This
        SWPPP includes a description of ...", "This SWPPP describes ... in Section 5";
        _about_the_plan).
        A table row that opens like an instruction ("Describe phase of construction | ...", in a
        table or as OCR lays a form out) is a form's question with its answer beside it."""
        instruction, about = _instruction(), _about_the_plan()
        unsaid = {}
        for i, s in enumerate(self.sentences):
            if s.kind == "form":
                unsaid[i] = "a form left blank"
            elif s.kind == "para" and " | " not in s.text:
                if instruction.match(s.text):
                    unsaid[i] = "a template's instructions"
                elif about.search(s.text) and (pointer.to_text(s.text) or _ABSTRACT.search(s.text)):
                    unsaid[i] = "a statement of what the plan contains"
            if i not in unsaid and s.kind in ("para", "row"):
                target = pointer.points_only(s.text)
                index = pointer.is_index(s.text) if s.kind == "para" and not target else None
                if target:
                    unsaid[i] = f"a pointer to {target}"
                elif index:
                    unsaid[i] = f"an index of where things are ({index})"
        return unsaid

    @cached_property
    def reference_sections(self) -> dict[int, int]:
        """Each section inside bound reference material (a soil survey report, a permit's
        conditions: language.yaml's reference_material), with the section whose heading names it."""
        inside: dict[int, int] = {}
        for i, section in enumerate(self.layout.sections):
            if i not in inside and section.heading and _reference_words().search(section.heading):
                inside.update(dict.fromkeys(range(i, max(section.end, i + 1)), i))
        return inside

    @cached_property
    def reference_pages(self) -> frozenset:
        """The pages whose running header (first line) names reference material: an appendix's
        pages under a heading whose subsections the layout reads as chapters of their own."""
        return frozenset(page.number for page in self.document.pages
                         if _reference_words().search(page.text.lstrip().split("\n", 1)[0][:200]))

    def reference_of(self, sentences: list[int]) -> tuple[int | None, confidence.Place] | None:
        """The reference material every one of SENTENCES lies in, else None: the section whose
        heading names it (None when its pages' running header does) and where a reviewer finds it."""
        held = {self.reference_sections.get(self.sentences[s].section) for s in sentences}
        if sentences and len(held) == 1 and None not in held:
            section = self.layout.sections[held.pop()]
            return self.layout.sections.index(section), confidence.Place(section.heading, self.pages([section.page]))
        if sentences and all(self.sentences[s].page in self.reference_pages for s in sentences):
            first = self.sentences[sentences[0]].page
            header = self.document.pages[first - 1].text.lstrip().split("\n", 1)[0].strip()
            return None, confidence.Place(_short(header, 100), self.pages([first]))
        return None

    @cached_property
    def _claims(self) -> dict[int, set[int]]:
        """Section -> the items whose heading claims it."""
        claims: dict[int, set[int]] = defaultdict(set)
        for key, found in self.hits.items():
            if isinstance(key, Heading):
                for s in found:
                    if self.sentences[s].kind == "heading":
                        claims[self.sentences[s].section].add(key.item)
        return claims

    def claimed_sections(self, index: int) -> frozenset:
        """The sections whose heading claims an item other than INDEX."""
        return frozenset(sec for sec, items in self._claims.items() if items - {index})

    def deferred_row(self, s: int) -> str | None:
        """_deferred_row, once per row: a row holds the cues of many elements."""
        if s not in self.deferred_rows:
            self.deferred_rows[s] = _deferred_row(self, s)
        return self.deferred_rows[s]

    def hit_set(self, key: CueKey) -> frozenset:
        if key not in self.hit_sets:
            self.hit_sets[key] = frozenset(self.hits.get(key, ()))
        return self.hit_sets[key]

    def voids(self, element) -> frozenset:
        """The sentences that name something voiding the element's hits (Element.not_with)."""
        return frozenset().union(*(self.hit_set(NotWith(name)) for name in element.not_with))

    def voided(self, sentence: int, voids: frozenset) -> bool:
        """Whether the sentence is one of VOIDS (see `voids`); a table row also when its table's
        introduction is ("The association will look after the basins as follows:" makes
        every row about those)."""
        if not voids:
            return False
        around = [sentence]
        row = self.sentences[sentence]
        if row.table is not None:
            around += [i for b in _table_intro(self.layout, row.block) for i in self.block_sentences[b]]
        return any(i in voids for i in around)

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
    denial: bool = False  # the words say there is none, where the law asks for it


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
    for s in context.hits.get(DEFER, ()):
        sentence = context.sentences[s]
        if sentence.block not in span or sentence.kind == "heading":
            continue
        lowered = sentence.text.lower()
        if pointer.POINTER.search(sentence.text) and not any(p in lowered for p in lang.strong_deferral):
            continue  # "provided in Appendix B" points to content; it does not defer it
        return sentence.text
    return None


def _deferred_row(context: _Context, s: int) -> str | None:
    """The value of a form row that only defers or says N/A ("Drainage easement | N/A"), else None."""
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
    if len(values) == 1 and s in context.hit_set(DEFER) and len(values[0].split()) <= DEFERRAL_MAX_WORDS // 3:
        return " | ".join(values)
    return None


def _deferrals(context: _Context, index: int, item: Item, heading_sections: list[int]) -> list[Deferral]:
    found = []
    for sec in heading_sections:
        text = _is_deferral(context, sec)
        if text:
            heading = context.layout.sections[sec]
            found.append(Deferral(f"the section '{heading.heading}'", heading.page, text))
    for s in context.hits.get(Heading(index), ()):
        text = _deferred_row(context, s)
        if text:
            sentence = context.sentences[s]
            found.append(Deferral(f"the table row '{sentence.text.split(' | ')[0]}'", sentence.page, text))
    return found + _deferred_within(context, index, item, heading_sections)


def _phrases_of(element) -> tuple[str, ...]:
    """An element's phrases as written, its shared vocabulary's included (not its token patterns)."""
    shared = (e for name in element.vocab for e in language().vocab[name] if isinstance(e, str))
    return tuple(element.phrases) + tuple(shared)


@lru_cache(maxsize=1)
def _reference_words() -> re.Pattern:
    return re.compile(r"\b(?:" + "|".join(re.escape(w) for w in language().reference_material) + r")\b", re.I)


# A form's line that answers "N/A" or defers: "Maintenance agreement - N/A", "Easement: TBD".
_FORM_LINE = re.compile(r"^(?P<label>[^:|–—]{3,80}?)\s*(?::|\s[-–—])\s*(?P<value>[^:|]{1,40})$")


def _deferred_within(context: _Context, index: int, item: Item, heading_sections: list[int]) -> list[Deferral]:
    """Deferrals that sit among what is given: in the item's own section, a sentence that puts a
    part off to another document ("The revised easement plat will be handed to the Stormwater
    Management Officer before the final inspection") or a form row about a part that answers "N/A"; anywhere, a
    form line about a part, or a form row whose label names the item's subject, that does
    ("Maintenance agreement - N/A", "Agreement recorded | N/A"). Not on a form judged by the
    page: its blanks are read by the form's rules."""
    if item.within == "page":
        return []
    parts = frozenset().union(*(context.hit_set(Element(index, j)) for j in range(len(item.elements))))
    own = {b for sec in heading_sections for b in context.layout.span(sec)}
    labelled = context.hit_set(InLabel(Element(index, 0)))  # rows whose label names the item's subject
    subject = _phrases_of(item.elements[0])
    found = [Deferral(f"the section '{context.layout.sections[context.sentences[s].section].heading}'"
                      if context.sentences[s].block in own else "the text", context.sentences[s].page,
                      context.sentences[s].text, denial=True) for s in context.hits.get(Denied(index), ())]
    for s in sorted(parts):
        sentence = context.sentences[s]
        line = _FORM_LINE.match(sentence.text) if sentence.kind == "para" else None
        value = line.group("value").strip().strip(".").lower() if line else ""
        if line and value not in _NONE_VALUES and (_bare(value) or value in language().strong_deferral):
            found.append(Deferral(f"the line '{line.group('label').strip()}'", sentence.page, line.group("value").strip()))
        elif sentence.kind == "row" and (sentence.block in own or s in labelled) and context.deferred_row(s):
            found.append(Deferral(f"the table row '{sentence.text.split(' | ')[0]}'", sentence.page, context.deferred_row(s)))
        elif sentence.block in own and sentence.kind == "para" and deferral.puts_off_subject(sentence.text, subject):
            heading = context.layout.sections[sentence.section].heading
            found.append(Deferral(f"the section '{heading}'", sentence.page, sentence.text))
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
            where = f"the section '{heading}'" if heading else "the text"
            found.append(Deferral(where, sentence.page, sentence.text))
    return found


def _heading_sections(context: _Context, index: int) -> list[int]:
    return [context.sentences[s].section for s in context.hits.get(Heading(index), ())
            if context.sentences[s].kind == "heading"]


def _toc_entries(context: _Context, index: int) -> list[tuple[int, str]]:
    """The table-of-contents lines that name the item: (page, line)."""
    return [(context.sentences[s].page, context.sentences[s].text) for s in context.hits.get(Heading(index), ())
            if context.sentences[s].kind == "toc"]


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
        words = {w.strip(".,;:").lower() for w in context.sentences[s].text.split()}
        if words & negation or "n't" in context.sentences[s].text:
            return s
    for s in context.hits.get(Heading(index), ()):
        sentence = context.sentences[s]
        if sentence.kind == "row" and any(v.strip().strip(".").lower() in _NONE_VALUES
                                          for v in sentence.text.split(" | ")[1:]):
            return s  # a form row: "Deviations from the Standards | None"
    # The section's answer, alone or first: "None." or "None. Every practice is built to the
    # Standards and Specifications."
    for section in heading_sections:
        said = [s for b in context.layout.sections[section].blocks for s in context.block_sentences[b]]
        if said and context.sentences[said[0]].text.strip().rstrip(".").lower() in _NONE_VALUES:
            return said[0]
    return None


def _chapters(context: _Context, key: Under | NotUnder) -> bytearray | None:
    """A mask of the sections under the headings a cue names (None: the plan has no such heading).
    A heading that also names the item's own subject heads a combined chapter ("Erosion and
    Sediment Control and Post-Construction Plan"): it excludes nothing of the item."""
    sections = context.layout.sections
    own = context.hit_set(Element(key.item, 0)) | context.hit_set(Heading(key.item)) if isinstance(key, NotUnder) \
        else frozenset()
    chapters = {context.sentences[s].section for s in context.hits.get(key, ())
                if context.sentences[s].kind == "heading" and s not in own}
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
    inside, outside = _chapters(context, Under(index)), _chapters(context, NotUnder(index))

    def allowed(section: int) -> bool:
        return outside is None or not outside[section]

    def expected(section: int) -> bool:
        return inside is None or bool(inside[section])

    return allowed, expected


# A sentence that says what the law requires and shares a run of this many words with the law's
# text of an item restates the law ("Chapter 93 requires the SWPPP to include a description of the
# pollution prevention measures that will be used to control litter, ..."): the law's words hold
# every element of the item, but the plan has not said how it meets them. The law's runs are of
# its own words, not of the names it cites: a plan that names "the New York State Stormwater
# Management Design Manual" in a sentence saying what is required is not quoting the law.
RESTATED = 10


def _words(text: str) -> list[str]:
    """The words of a text, lowercase, a plural's "s" dropped: "Practices" and "practice" agree."""
    return [w[:-1] if len(w) > 3 and w.endswith("s") else w for w in re.findall(r"[a-z0-9]+", text.lower())]


def _runs(text: str) -> set[tuple[str, ...]]:
    words = _words(text)
    return {tuple(words[i:i + RESTATED]) for i in range(len(words) - RESTATED + 1)}


def _law_runs(law: str) -> set[tuple[str, ...]]:
    """The runs of the law's own words: a capitalised word inside a sentence (a name: "New York
    State Standards and Specifications") ends a run."""
    runs = set()
    for part in re.split(r"(?<![.:;]) (?=[A-Z§])|[.;:]\s+", law):
        runs |= _runs(part)
    return runs


@lru_cache(maxsize=1)
def _instruction() -> re.Pattern:
    """A template's instruction left in the plan ("Insert a description of ...", language.yaml's
    instruction_prefixes, after any bracket), or a placeholder that is all one bracket
    ("[Name of the qualified inspector]")."""
    opening = "|".join(language().instruction_prefixes)
    return re.compile(r"^[\s\[(\"'“•*–-]*(?:" + opening + r")|^\s*\[[^\]]{3,300}\]\W*$", re.I)


@lru_cache(maxsize=1)
def _about_the_plan() -> re.Pattern:
    """The plan as the subject of what it contains ("This SWPPP includes", "the plan describes"):
    language.yaml's about_the_plan."""
    return re.compile("|".join(language().about_the_plan), re.I)


# What a sentence about the plan's contents names in the abstract: "a description of", "the following".
_ABSTRACT = re.compile(r"\b(?:an? (?:description|discussion|summary|narrative|list|identification|explanation) of|"
                       r"descriptions of|information (?:on|about)|details of|the following)\b", re.I)


def _restating(sentences, requiring, law_runs: frozenset) -> frozenset:
    """The sentences (of those REQUIRING, which state a requirement) that repeat a run of the law."""
    return frozenset(s for s in requiring if not law_runs.isdisjoint(_runs(sentences[s].text)))


# Outside the item's own sections, elements count as said together only this close: within
# NEAR_SENTENCES sentences of running text, or in a table about the item (see _rows). A section is often long; scattered mentions are not a plan.
NEAR_SENTENCES = 6
_KINDS = {"own": 0, "near": 1, "table": 2, "page": 3}


def _gather(context: _Context, item: Item, element_hits: list[list[int]], heading_sections: list[int],
            parts: list[Element] | list[Alternative]) -> tuple[dict[tuple, dict[int, int]], dict[tuple, list]]:
    """The windows of text that hold some of the item's elements: window -> {element: sentence}.

    `own`: a section whose heading claims the item, with its subsections (across page breaks: a
    statement on one page, its signature on the next); `near`: a run of nearby sentences elsewhere;
    `table`: a table about the item; `page`: a page, for items judged by the page. Also every hit
    in each own window, for quoting each page of a section that runs over several."""
    windows: dict[tuple, dict[int, int]] = defaultdict(dict)
    # Sections of one chapter that claim the item are read together: "6.1 Temporary Measures" and
    # "6.3 Permanent Measures" are one answer to "temporary and permanent measures".
    chapter = context.layout.chapters
    claiming = heading_sections + _beside(context, heading_sections, parts, element_hits)
    own = {b: chapter[sec] for sec in claiming for b in context.layout.span(sec)}
    # Within them, the deepest section that claims the item speaks for it ("5.3 Post-Construction
    # Practices" rather than the "5.1 Five-Step Process" of its chapter "5.0 Post-Construction").
    depth: dict[int, int] = {}
    for sec in sorted(claiming, key=lambda h: context.layout.sections[h].level):
        depth.update(dict.fromkeys(context.layout.span(sec), context.layout.sections[sec].level))
    loose: dict[int, list[tuple[int, int]]] = defaultdict(list)  # section -> [(sentence, element)]
    spread: dict[tuple, list[tuple[int, int]]] = defaultdict(list)  # own window -> all its hits
    # A form is read from its own heading down: on the page of a "Contractor Certification", the
    # preparer's filled-in block above that heading signs nothing of the contractor's form.
    form_starts: dict[int, int] = {}  # page -> the first block of the item's own heading on it
    if item.within == "page" and parts:
        for s in context.hits.get(Heading(parts[0].item), ()):
            sentence = context.sentences[s]
            if sentence.kind == "heading" and sentence.section in heading_sections:
                form_starts.setdefault(sentence.page, sentence.block)
    for j, sentence_ids in enumerate(element_hits):
        for s in sentence_ids:
            sentence = context.sentences[s]
            if item.within == "page" and sentence.block >= form_starts.get(sentence.page, 0):
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
    # Not on a form (an item judged by the page): a statement, a signature and a date are made, not
    # named, and the heading "Engineer's Certification" certifies nothing.
    for j, part in enumerate(parts if item.within != "page" else ()):
        for s in context.hits.get(part, ()):
            sentence = context.sentences[s]
            if sentence.kind == "heading" and sentence.section in heading_sections:
                windows[("own", chapter[sentence.section])].setdefault(j, s)
    tables = _rows(context, [h for hits in loose.values() for h in hits], parts)
    for (_, table), found in tables.items():
        windows[("table", table)] = found
    for section, hits in loose.items():
        runs = [found for units in _units(context, hits, tables) for found in _closest(units, len(element_hits))]
        complete = [found for found in runs if len(found) == len(element_hits)]
        for run, found in enumerate(complete or sorted(runs, key=len)[-1:]):
            windows[("near", section, run)] = found
    return windows, spread


def _beside(context: _Context, heading_sections: list[int], parts, element_hits: list[list[int]]) -> list[int]:
    """The section next to one that claims the item, in the same chapter and at the same level,
    whose heading names the one part that section's text lacks: "7.3 Responsible Entity" right
    after "7.2 O&M Plan" gives the plan's responsible entity, one answer set out in two sections."""
    layout, chapter = context.layout, context.layout.chapters
    beside = []
    for sec in heading_sections:
        span = set(layout.span(sec))
        lacking = [j for j, hits in enumerate(element_hits)
                   if not any(context.sentences[s].block in span for s in hits)]
        if len(lacking) != 1 or chapter[sec] == sec:
            continue
        titled = {context.sentences[s].section for s in context.hits.get(parts[lacking[0]], ())
                  if context.sentences[s].kind == "heading"}
        beside += [other for other in (sec - 1, layout.sections[sec].end)
                   if other in titled and chapter[other] == chapter[sec]
                   and layout.sections[other].level == layout.sections[sec].level]
    return beside


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


def _rows(context: _Context, hits: list[tuple[int, int]], parts: list) -> dict[tuple, dict[int, int]]:
    """Each table that is about the item, with its elements (its introduction included). A table is
    about the item when its caption or header names the item's subject (its first element), when
    one row with the header's columns holds every element ("Quarryview silt loam | B" under
    "Soil | HSG"), when the rows' labels name every element, or when one row names the subject
    with something more:
    "Paints | closed containers in the job box" makes a storage table of the rows beside it, but a
    responsibilities table that lists "drywells" in one row and "maintain silt fence daily" in
    another is no maintenance schedule for the drywells."""
    blocks, wanted = context.layout.blocks, len(parts)
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
                or _labels_name_every_part(context, rows, by_block, parts)):
            continue
        merged: dict[int, int] = {}
        for r in rows + titles:
            for j, s in by_block[r].items():
                merged.setdefault(j, s)
        windows[("table", table)] = merged
    return windows


def _labels_name_every_part(context: _Context, rows: list[int], by_block: dict, parts: list) -> bool:
    """Whether the rows' labels (first cells) name every element: a table that lists the item's
    parts ("Litter / trash | ...", "Construction chemicals | ...") is about the item."""
    named = set()
    in_labels = [context.hit_set(InLabel(part)) for part in parts]
    for r in rows:
        for j, s in by_block[r].items():
            if s in in_labels[j]:
                named.add(j)
    return len(named) == len(parts) >= 2


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


def _search(context: _Context, item: Item, elements: tuple, parts: list[Element] | list[Alternative],
            heading_sections: list[int], allowed, expected) -> _Search:
    """ELEMENTS searched by their keys PARTS (the item's elements, or its alternative set)."""
    voids = [context.voids(element) for element in elements]
    element_hits = [[s for s in context.content(part)
                     if allowed(context.sentences[s].section) and not context.voided(s, void)]
                    for part, void in zip(parts, voids)]
    windows, spread = _gather(context, item, element_hits, heading_sections, parts)
    # A labelled field that names the site ("Site address: 48 Linden Hollow Road", a fill-in form's
    # first section) says where the project is for the whole plan: an element that reads such fields
    # (vocab: [site_field]) is given by the field in the item's own section, wherever the field is.
    fields = context.hit_set(Said("site_field"))
    for j, element in enumerate(elements if fields else ()):
        given = next((s for s in element_hits[j] if s in fields), None) if "site_field" in element.vocab else None
        for window, found in windows.items() if given is not None else ():
            if window[0] == "own":
                found.setdefault(j, given)

    def substantial(found: dict[int, int]) -> bool:
        in_body = sum(1 for s in found.values() if context.sentences[s].kind != "heading")
        return in_body * 2 >= len(elements) and in_body > 0

    def preference(window):
        first = min(windows[window].values())
        return (window[0] != "own", not expected(context.sentences[first].section), _KINDS[window[0]], first)

    complete = [w for w, found in windows.items() if len(found) == len(elements) and substantial(found)]
    return _Search(element_hits, windows, sorted(complete, key=preference), spread)


def _without(context: _Context, found: _Search, texts: set[str]) -> _Search:
    """FOUND without the complete windows whose text is nothing but sentences of TEXTS."""
    def only(window) -> bool:
        return all(context.sentences[s].text in texts for s in found.windows[window].values()
                   if context.sentences[s].kind != "heading")

    return replace(found, complete=[w for w in found.complete if not only(w)])


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
    deferrals = _deferrals(context, index, item, heading_sections)
    parts = [Element(index, j) for j in range(len(item.elements))]
    search = _search(context, item, item.elements, parts, heading_sections, allowed, expected)
    searches = [search]
    if item.alternative:
        alternative = [Alternative(index, j) for j in range(len(item.alternative))]
        searches.append(_search(context, item, item.alternative, alternative, heading_sections, allowed, expected))
    # A sentence that puts the content off names what it puts off ("The erosion and sediment control
    # plan will be provided with the final construction drawings"): it does not also supply it.
    deferring = {d.text for d in deferrals if not pointer.POINTER.search(d.text)}
    if deferring:
        searches = [_without(context, found, deferring) for found in searches]
        search = searches[0]
    # an own section that says the subject does not exist gives no part of it, whatever its heading names
    denying = {context.layout.chapters[context.sentences[s].section] for s in context.hits.get(Denied(index), ())}
    if denying:
        searches = [replace(found, complete=[w for w in found.complete if not (w[0] == "own" and w[1] in denying)])
                    for found in searches]
        search = searches[0]
    if any(found.best is not None for found in searches):
        evidence = _evidence(context, searches)
        if deferrals:
            d = deferrals[0]
            return Finding(item.id, "needs_review",
                           f"content found on {context.pages(e.page for e in evidence)}, but {d.where} on "
                           f"{context.pages([d.page])} says \"{d.text}\"; confirm which stands", evidence)
        found_on = f"found on {context.pages(e.page for e in evidence)}"
        unsure = confidence.present_doubt(_reading(context, index, item, searches, heading_sections))
        if unsure:
            return Finding(item.id, "needs_review", f"{found_on}, but {unsure.text}", evidence)
        return Finding(item.id, "present", found_on, evidence)

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


def _reading(context: _Context, index: int, item: Item, searches: list[_Search], heading_sections: list[int]) -> confidence.Reading:
    """How the best complete window gave the item, as the confidence rules read it."""
    found = next(f for f in searches if f.best is not None)
    window = found.windows[found.best]
    body = [s for s in sorted(set(window.values())) if context.sentences[s].kind != "heading"]
    sections = context.layout.sections
    if item.within == "page":  # a form: its statement, names and dates are made, not described
        return confidence.Reading(found.best[0])
    # the own sections with any text (a pointer elsewhere included), when none gives any part of the item
    gives_part = any(w[0] == "own" and any(context.sentences[s].kind != "heading" for s in hits.values())
                     for w, hits in found.windows.items())
    own = () if gives_part else tuple(
        confidence.Place(sections[sec].heading, context.pages([sections[sec].page]))
        for sec in heading_sections if context.body(sec).split())
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
    return confidence.Reading(found.best[0], own, put_off, reference[1] if reference else None)


def _not_present(index: int, item: Item, context: _Context, element_hits: list[list[int]],
                 heading_sections: list[int], deferrals: list[Deferral], windows: dict) -> Finding:
    """Why the item is not present, as a reviewer can sign it: the deferral quoted, the empty
    heading named, what was found and where, and what is lacking."""
    # A sentence elsewhere that puts the subject off explains a plan without the item, not an own
    # section that gives part of it ("P-1 ... easement: liber and page to be added" on a drawing is
    # no reason an O&M plan lacks its responsible entity). A form's "to be completed by every
    # subcontractor" is an instruction.
    if item.within != "page" and not any(w[0] == "own" for w in windows):
        deferrals = deferrals or _subject_deferrals(context, index, element_hits)
    if deferrals:
        d = deferrals[0]
        what = "a statement that there is none, which the law does not take for it" if d.denial else "content not supplied"
        return Finding(item.id, "missing", f"{d.where} on {context.pages([d.page])} says \"{d.text}\": {what}")
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
    if heading_sections:  # the heading names a part ("Deviations"), and nothing under it gives any
        return _silent_section(item, context, heading_sections)
    missing = f"no {item.title[0].lower() + item.title[1:]} found"
    unsaid = [s for j in range(len(item.elements)) for s in context.hits.get(Element(index, j), ())
              if s in context.unsaid]
    if unsaid:
        said = min(unsaid)
        return Finding(item.id, "missing", f"{missing}; the only mention is {context.unsaid[said]} "
                                           f"({context.pages([context.sentences[said].page])}: "
                                           f"'{_short(context.sentences[said].text)}')")
    return Finding(item.id, "missing", missing)


def _silent_section(item: Item, context: _Context, heading_sections: list[int]) -> Finding:
    """The item's own section gives none of its parts. A long text may say it in words the cues do
    not know (a person decides); a short one, a blank form, does not say it."""
    names = ", ".join(e.name for e in item.elements)
    sec = max(heading_sections, key=lambda h: len(context.body(h).split()))
    heading = context.layout.sections[sec]
    first = context.layout.blocks[context.layout.span(sec)[0]]
    evidence = (Evidence(page=first.page, text=first.text[:QUOTE_CHARS]),)
    said = [s for b in context.layout.span(sec) for s in context.block_sentences[b]
            if context.sentences[s].kind != "heading"]
    if said and all(s in context.unsaid for s in said):
        what = " and ".join(dict.fromkeys(context.unsaid[s] for s in said))
        return Finding(item.id, "missing", f"the section '{heading.heading}' on {context.pages([heading.page])} holds only "
                       f"{what} ('{_short(context.sentences[said[0]].text)}'): none of {names}", (context.quote(said[0]),))
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
    unsigned = _unsigned(item, held, lacking)
    if unsigned:
        return Finding(item.id, "needs_review", f"{said} found ({where}), but {unsigned}", evidence)
    nowhere = [names[j] for j in lacking if not element_hits[j] and not context.content(Element(index, j))]
    elsewhere = [names[j] for j in lacking if names[j] not in nowhere]
    if elsewhere:  # the letter asks for all that is lacking: what is said elsewhere, and what nowhere
        also = f", and no {' or '.join(nowhere)} anywhere in the document" if nowhere else ""
        lack = f"{said} found ({where}) but without {' or '.join(elsewhere)} there{also}"
        if item.within == "page":  # a form's blank lines are the lack: names elsewhere are other signers'
            return Finding(item.id, "missing", lack, evidence)
        near = _given_after(context, index, held.values(), {j: element_hits[j] for j in lacking if names[j] in elsewhere})
        if not near:
            return Finding(item.id, "missing", lack, evidence)
        unsure = confidence.missing_doubt(tuple(names[j] for j in near),
                                          context.pages(context.sentences[s].page for s in near.values()))
        return Finding(item.id, "needs_review", f"{lack}; {unsure.text}", evidence)
    return Finding(item.id, "missing",
                   f"{said} found ({where}) but no {' or '.join(nowhere)} anywhere in the document", evidence)


def _unsigned(item: Item, held: dict, lacking: list[int]) -> str | None:
    """On a form, the statement given, no signer named and only signature-block fields left blank:
    a form not yet signed, which a signed copy elsewhere or a request may complete (a reviewer's
    call, not a sure lack). A statement cut short, the wrong credential or a named signer's
    missing date is a sure one."""
    fields = language().signature_fields
    if item.within != "page" or 0 not in held or not lacking:
        return None
    if not all(fields & set(item.elements[j].vocab) for j in lacking):
        return None
    if not any("signer_name" in item.elements[j].vocab for j in lacking):
        return None  # a named signer who left the date off: the form is filled in, short of a field
    blank = " or ".join(item.elements[j].name for j in lacking)
    return (f"no {blank} with it: the statement is there and no signer has filled it in; check whether a signed "
            "copy is bound elsewhere, or ask for one")


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
