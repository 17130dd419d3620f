"""The matcher behind swppp_audit.judging.match, one module per concept. Imports run one way:

    pipeline (spaCy), keys (cue keys, sentences, Cues), reasons (the findings' texts)
    <- context (_Context: what of the hits is content)
    <- passages (windows of text, evidence), deferrals (put off, none statements)
    <- judge (one item's finding) <- cues (the Engine: registers cues, finds hits, judges)

swppp_audit.judging.match is the public entry (match, engine) and re-exports what others import.
Nothing here imports spaCy at import time: nlp() does, when first called.
"""
