"""The law's own words in a plan: a sentence that restates what the law requires is no answer.

Three forms, each no content: a sentence that says what is required and shares a run of RESTATED
words with an item's law ("The Village requires the plan to include a description of the
pollution prevention measures that will be used ..."); a sentence made mostly of the law's runs,
whatever its verbs (the law set out paragraph by paragraph before each answer: "Text of the law:
Maintenance schedule to ensure continuous and effective operation ..."); and a sentence that
repeats a run and says only how it is met ("The temporary practices that will be converted to
permanent control measures are handled per the Manual"). The law's runs are of its own words,
not of the names it cites: a plan that names "the New York State Stormwater Management Design
Manual" in a sentence saying what is required is not quoting the law.
"""
from __future__ import annotations

import re
from functools import lru_cache

from swppp_audit.language import language

RESTATED = 10  # words in a run of the law's
QUOTED_SHARE = 0.6  # of a sentence's words of three letters or more, in the law's runs: the law quoted
RESTATED_REST = 8  # at most this many words of five letters or more besides the law's, saying how it is met
_LABEL = re.compile(r"^\s*[A-Za-z][A-Za-z ']{0,30}:\s+")  # "Response: ...", "Answer: ..."
_CITED = re.compile(r"§+\s*[\w.()-]+|(?<!\w)\((?:[a-z]|[ivx]{1,4}|\d{1,2})\)|^\W*\d{1,2}\)\s")
# A statement in the first person ("I certify under penalty of law ..."; OCR reads the "I" as "|" or
# "l"): a certification made
_MADE = re.compile(r"(?:^|(?<=[:“\"]))[^\w|]*(?:I|\||l|We)\s+(?:hereby\s+|also\s+)?(?:certify|understand|acknowledge|agree|attest)\b")


def words(text: str) -> list[str]:
    """The words of a text, lowercase, a plural's "s" dropped: "Practices" and "practice" agree."""
    return [w[:-1] if len(w) > 3 and w.endswith("s") else w for w in re.findall(r"[a-z0-9]+", text.lower())]


def runs(text: str) -> set[tuple[str, ...]]:
    said = words(text)
    return {tuple(said[i:i + RESTATED]) for i in range(len(said) - RESTATED + 1)}


def law_runs(law: str) -> set[tuple[str, ...]]:
    """The runs of the law's own words: a capitalised word inside a sentence (a name: "New York
    State Standards and Specifications") ends a run."""
    out = set()
    for part in re.split(r"(?<![.:;]) (?=[A-Z§])|[.;:]\s+", law):
        out |= runs(part)
    return out


def restating(sentences, requiring, law: frozenset) -> frozenset:
    """The sentences that repeat the LAW's runs: of those REQUIRING (which state a requirement),
    any that repeats a run; of the rest, those that are the law quoted or restated (restated)."""
    stated = set(s for s in requiring if not law.isdisjoint(runs(sentences[s].text)))
    quoting = None  # the block of a quoted law whose quotation (of a prescribed statement) runs on
    for s, sentence in enumerate(sentences):
        if quoting == sentence.block or restated(sentence.text, law):
            stated.add(s)
            opened = sentence.text.count("“") + sentence.text.count('"') % 2 - sentence.text.count("”")
            quoting = sentence.block if opened > 0 or (quoting == sentence.block and "”" not in sentence.text) else None
        else:
            quoting = None
    return frozenset(stated)


def restated(text: str, law: frozenset) -> bool:
    """Whether TEXT is the law's words: mostly its runs, or one run with nothing besides but how
    it is met (language.yaml's restated_answers), and no figure."""
    text = _LABEL.sub("", text, count=1)
    made = _MADE.search(text)
    if made and not (made.start() and restated(text[:made.start()], law)):
        # a statement the law prescribes, made (alone, or after the plan's own words introducing it):
        # the certification's own words are its content; after the law's own introduction, quoted
        return False
    text = _CITED.sub(" ", text)  # "§ 44-8B(1)(j)", "(a)": where the law is, not what the plan says
    said = words(text)
    if len(said) < RESTATED:
        return False
    covered = set()
    for i in range(len(said) - RESTATED + 1):
        if tuple(said[i:i + RESTATED]) in law:
            covered.update(range(i, i + RESTATED))
    if not covered:
        return False
    # the names the law cites ("New York State Standards ...") are in no run: they count for neither
    named = {i for i, w in enumerate(re.findall(r"[A-Za-z0-9]+", text)) if i and w[0].isupper()}
    if any(any(c.isdigit() for c in w) for i, w in enumerate(said) if i not in covered):
        return False  # a figure of the plan's own: an answer
    long_words = [i for i, w in enumerate(said) if len(w) >= 3 and i not in named]
    if sum(i in covered for i in long_words) >= QUOTED_SHARE * len(long_words):
        return True
    rest = [w for i, w in enumerate(said) if i not in covered and len(w) >= 5]
    return len(rest) <= RESTATED_REST and bool(_answer().search(" ".join(rest)))


_OF_CHECKLIST: dict[tuple, frozenset] = {}


def of_checklist(checklist) -> frozenset:
    """The runs of every item's law in CHECKLIST, built once per checklist version."""
    key = (checklist.source, checklist.id, checklist.version)
    if key not in _OF_CHECKLIST:
        laws = [item.law for item in checklist.items] + list(_test_laws(checklist.applicability))
        _OF_CHECKLIST[key] = frozenset(run for law in laws for run in law_runs(" ".join(law.split())))
    return _OF_CHECKLIST[key]


def _test_laws(applicability: dict):
    """The law's words of the applicability rules and tests that give them (`law:`)."""
    for rule in (applicability.get("rules") or {}).values():
        if rule.get("law"):
            yield rule["law"]
        for test in rule.get("tests") or ():
            if test.get("law"):
                yield test["law"]
    for test in applicability.get("thresholds") or ():
        if test.get("law"):
            yield test["law"]


@lru_cache(maxsize=1)
def _answer() -> re.Pattern:
    return re.compile(r"\b(?:" + "|".join(language().restated_answers) + r")\b", re.I)
