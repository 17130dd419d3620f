"""The matcher's compiled cues find what the checklists' cues say, no more and no less."""
from __future__ import annotations

import pytest
from spacy.matcher import Matcher

from swppp_audit.judging.checklist import load_all
from swppp_audit.language import language
from swppp_audit.judging.match import Alternative, Element, engine, match_id, nlp

# Text with something for every token pattern in the checklists and the shared vocabulary:
# dates, telephone numbers, signer blocks, licence numbers, soil groups, sheet labels,
# dimensions, areas, schedules, water bodies, the four-hour training clause.
TEXT = """\
Signed on November 30, 2026 and again on 11/30/2026 (also 2026-11-30; Sept. 3rd 2025).
Name: Peter J. Kallas   Printed name | Maria de la Cruz   /s/ Ann Lee
Name / title: Dana Wu, Project Manager.  Title: Superintendent   Position | Owner
Daniel R. Okafor, P.E., NYS P.E. No. 087654; License # 12345-1; Reg. No. 654321.
Call (914) 555-0134 or 914-555-0199 or 914.555.0100 or 845 555 0101.
Soils are hydrologic soil group C, HSG B/D and Group A; see sheets C-101, ES-2 and L-1.2.
Silt fence 36" high; 18-inch culvert; 3 ft sump; 12.5 ac. disturbed; 4,500 sq. ft. of pavement.
Inspect weekly, within 24 hours after each storm, once a month and 2 times per year; every 7 days.
Inspect at least once every seven (7) calendar days; repair within two (2) business days. Lot address: 355 Main St.
Runoff reaches the Muscoot River, an unnamed tributary and Long Island Sound.
One of my staff has received four (4) hours of acceptable training and 4-hour sediment training.
"""


def as_written(checklist_engine, lang) -> Matcher:
    """Every token pattern of the engine's checklist and of the vocabulary it uses, exactly as
    the YAML writes them, in a plain spaCy Matcher."""
    reference = Matcher(nlp().vocab, validate=True)
    for i, item in enumerate(checklist_engine.checklist.items):
        for key, elements in ((Element, item.elements), (Alternative, item.alternative)):
            for j, element in enumerate(elements):
                if element.patterns:
                    reference.add(match_id(key(i, j)), [list(p) for p in element.patterns])
    for key in checklist_engine.users:
        patterns = [list(e) for e in lang.vocab[key.name] if not isinstance(e, str)]
        if patterns:
            reference.add(match_id(key), patterns)
    return reference


@pytest.mark.parametrize("checklist", load_all(), ids=lambda c: c.id)
def test_compiled_token_patterns_match_exactly_what_the_written_ones_match(checklist):
    compiled = engine(checklist)
    reference = as_written(compiled, language())
    strings = nlp().vocab.strings
    for line in TEXT.splitlines():
        doc = nlp()(line)
        found = sorted((strings[m], s, e) for m, s, e in compiled.tokens(doc))
        expected = sorted((strings[m], s, e) for m, s, e in reference(doc))
        assert found == expected, line
    assert any(True for _ in compiled.tokens(nlp()(TEXT))), "the text exercises no pattern"


def test_norms_are_lowercase_lemmas_for_every_token_even_tokenizer_special_cases():
    doc = nlp()("Silt Fences were INSTALLED where they're needed; the P.E.'s basins")
    norms = {token.text: token.norm_ for token in doc}
    assert norms["Fences"] == "fence"
    assert norms["INSTALLED"] == "install"
    assert norms["basins"] == "basin"
    assert norms["'re"] == "'re", "a tokenizer exception's own norm ('are') leaked through"


@pytest.mark.parametrize("pattern", [
    [{"TEXT": {"NOT_IN": ["Name", ":", "|"]}}, {"LOWER": "fence"}],
    [{"LOWER": {"IN": ["silt", "orange"]}, "OP": "?"}, {"TEXT": {"REGEX": "^[A-Z]{2}-\\d$"}}],
    [{"LOWER": {"REGEX": "^inspect"}}, {"LOWER": {"NOT_IN": ["the"]}, "OP": "*"}, {"IS_DIGIT": True}],
], ids=["not-in", "optional-opening-then-regex", "regex-on-lower"])
def test_any_opening_predicate_compiles_to_the_same_matches(pattern):
    """What a future checklist may write, beyond today's: every predicate kind on TEXT and LOWER."""
    from swppp_audit.judging.match import _with_opening_flags

    written, compiled = Matcher(nlp().vocab, validate=True), Matcher(nlp().vocab, validate=False)
    written.add("P", [pattern])
    compiled.add("P", [_with_opening_flags(pattern)])
    assert _with_opening_flags(pattern) != pattern, "nothing was compiled"
    doc = nlp()("Name: silt fence SF-1 and orange fence, BR-2. Inspect the 3 basins; INSPECTED 4 traps; | fence")
    assert sorted(compiled(doc)) == sorted(written(doc)) != []


def test_cue_keys_of_different_kinds_never_collide_and_survive_pickling():
    """Cue keys are dict keys, and cross process boundaries (a child matches) inside findings' data."""
    import pickle

    from swppp_audit.judging.match import (DEFER, Heading, InLabel, NoneContext, NoneSubject, NotUnder, NotWith,
                                           Said, Under, Vocab)

    keys = [Heading(3), NoneSubject(3), NoneContext(3), Under(3), NotUnder(3), Element(3, 1), Alternative(3, 1),
            InLabel(Element(3, 1)), InLabel(Alternative(3, 1)), NotWith("x"), Vocab("x"), Said("x"), DEFER]
    assert len(set(keys)) == len(keys)
    assert pickle.loads(pickle.dumps(keys)) == keys
    assert Element(3, 1) == Element(3, 1) and hash(InLabel(Element(3, 1))) == hash(InLabel(Element(3, 1)))
    given = [key for key in keys if not isinstance(key, InLabel)]
    assert len({match_id(key) for key in given}) == len(given)
    with pytest.raises(TypeError):
        match_id(InLabel(Element(3, 1)))  # never given to a matcher: found through its element's hits


@pytest.mark.parametrize("checklist", load_all(), ids=lambda c: c.id)
def test_every_matcher_id_of_a_checklist_stands_for_one_key(checklist):
    from swppp_audit.judging.match import DERIVED

    compiled = engine(checklist)
    keys = [key for key in compiled.keys if not isinstance(key, DERIVED)] + list(compiled.users)
    ids = {match_id(key): key for key in keys}
    assert len(ids) == len(keys)
    assert {nlp().vocab.strings[m] for m in compiled._credits} <= ids.keys()


def test_token_patterns_run_per_block_give_the_hits_of_one_matcher_in_its_order(samples):
    """Each block runs only the patterns its words allow; the hits, and their order (the cue lists
    keep it), must be those of one Matcher holding every pattern."""
    from swppp_audit.running.pipeline import read

    folder, _ = samples
    for pdf in sorted(folder.glob("*.pdf"))[:4]:
        extracted = read(pdf, ocr="never")
        patterns = engine(extracted.checklist).tokens
        whole = Matcher(nlp().vocab, validate=False)
        for key, pattern in patterns.patterns:
            whole.add(key, [pattern])
        for doc in nlp().tokenizer.pipe(block.text for block in extracted.layout.blocks):
            assert patterns(doc) == whole(doc), doc.text


@pytest.mark.parametrize("text", ["", " ", "Hello.  ", ". . x", "No. 5 is it? Yes! ... (see 4.2.) Done", "a\n\nb. c",
                                  "Inspect weekly.\u3002Then", TEXT])
def test_sentences_are_split_as_the_sentencizer_splits_them(text):
    from swppp_audit.judging.match import _SENTENCE_END, _sentence_starts
    from spacy.attrs import IS_PUNCT

    doc = nlp()(text)
    words = doc.to_array([IS_PUNCT, _SENTENCE_END]).reshape(-1, 2)
    assert _sentence_starts(words[:, 0], words[:, 1]) == [sent.start for sent in doc.sents]


# Run in a fresh interpreter: spaCy is imported once per process, here by the time tests run.
_SPACY_IMPORT = """
import sys
from swppp_audit.judging import match
from swppp_audit.judging.matching import pipeline
if sys.argv[1] == "asks-more":  # a spaCy that imports more of its command line than the stand-ins give
    pipeline._SPACY_CLI = ("spacy.cli", "spacy.cli.not_stood_in")  # read where nlp() lives
tokens = [t.text for t in match.nlp()("Silt fence (SF-1) shall be installed.")]
cli_imported = "spacy.cli" in sys.modules  # by nlp()
import spacy, spacy.cli
print(tokens, cli_imported, callable(spacy.info), hasattr(spacy.cli, "app"), "version" in str(spacy.info(silent=True)))
"""


@pytest.mark.parametrize("how", ["stood-in", "asks-more"])
def test_spacy_loads_without_its_command_line_and_the_command_line_stays_importable(how):
    """nlp() imports spaCy without typer, weasel and httpx; the real command line is imported
    by whoever asks for it afterwards, and `spacy.info` still works. A spaCy that needs more of
    its command line than the stand-ins offer is imported as usual."""
    import subprocess
    import sys

    ran = subprocess.run([sys.executable, "-c", _SPACY_IMPORT, how], capture_output=True, text=True, timeout=120)
    assert ran.returncode == 0, ran.stderr
    tokens = "['Silt', 'fence', '(', 'SF-1', ')', 'shall', 'be', 'installed', '.']".split()
    assert ran.stdout.split() == [*tokens, str(how == "asks-more"), "True", "True", "True"], ran.stdout
