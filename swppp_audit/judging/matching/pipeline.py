"""The spaCy set-up the matcher runs on: spaCy imported without its command line, the blank
English pipeline with lookup-lemma norms, the lexical flags that compile token patterns' word
tests, and the token patterns run per block (_TokenPatterns). spaCy itself is imported only
when nlp() is first called."""
from __future__ import annotations

import re
from functools import lru_cache

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


