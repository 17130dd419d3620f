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

# The matcher lives in swppp_audit.judging.matching, a module per concept (see its __init__); this
# module is its public entry, and re-exports the names other modules and the tests import from it.
from swppp_audit.judging.checklist import Checklist
from swppp_audit.judging.matching.cues import Engine, _sentence_starts
from swppp_audit.judging.matching.keys import (DEFER, DERIVED, SAID, Alternative, CueKey, Cues, Deferring, Denied,
                                               Element, Heading, InLabel, NoneContext, NoneSubject, NotUnder, NotWith,
                                               Said, Sentence, Under, Vocab, match_id)
from swppp_audit.judging.matching.pipeline import _SENTENCE_END, _with_opening_flags, nlp
from swppp_audit.model import Document, Finding
from swppp_audit.reading.layout import Layout

__all__ = ["DEFER", "DERIVED", "SAID", "Alternative", "CueKey", "Cues", "Deferring", "Denied", "Element", "Engine",
           "Heading", "InLabel", "NoneContext", "NoneSubject", "NotUnder", "NotWith", "Said", "Sentence", "Under",
           "Vocab", "_SENTENCE_END", "_sentence_starts", "_with_opening_flags", "engine", "match",
           "match_id", "nlp"]

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
