"""The generic vocabulary of engineering submissions (language.yaml), loaded once."""
from __future__ import annotations

from dataclasses import dataclass
from functools import cached_property, lru_cache
from importlib import resources

import yaml

# libyaml's parser when PyYAML was built with it (about five times faster), else the pure-Python one.
SAFE_LOADER = getattr(yaml, "CSafeLoader", yaml.SafeLoader)


@dataclass(frozen=True)
class Language:
    deferral: tuple[str, ...]
    strong_deferral: tuple[str, ...]
    bare_not_applicable: tuple[str, ...]
    none_answers: tuple[str, ...]  # a row's answer that says there are none (before bare_not_applicable)
    negation: frozenset[str]
    toc_titles: tuple[str, ...]
    comment_prefixes: tuple[str, ...]  # regexes: a paragraph opening so quotes a reviewer's comment
    response_prefixes: tuple[str, ...]  # regexes: ... opens the applicant's numbered response
    instruction_prefixes: tuple[str, ...]  # regexes: ... opens a template's instruction left in the plan
    about_the_plan: tuple[str, ...]  # regexes: the plan as the subject of what it contains
    pointing: dict  # "verbs" and "answers" by which a sentence or row only points (judging.content.pointer)
    putting_off: dict  # "verbs" and "later_documents" (judging.content.deferral)
    signature_fields: frozenset[str]  # vocab sets that read a signature block's fields
    reference_material: tuple[str, ...]  # headings of material bound with a plan that describes any site
    vocab: dict  # name -> tuple of phrases (str) and spaCy token patterns (tuples)
    facts: dict = None  # fact name -> tuple of regular expressions (swppp_audit.judging.facts)
    cover: dict = None  # the cover's labels and words (swppp_audit.reading.cover)
    substance: dict = None  # name -> regular expressions (swppp_audit.judging.substance)
    restated_answers: tuple[str, ...] = ()  # regexes: how a sentence that repeats the law says it is met
    abstract_contents: tuple[str, ...] = ()  # regexes: "a description of", naming the plan's contents
    clause_joins: frozenset[str] = frozenset()  # words that join clauses (a denial reaches over none)
    part_labels: frozenset[str] = frozenset()  # "appendix", "section": a part's label before its number

    @cached_property
    def placeholders(self) -> frozenset[str]:
        """A line that says only this holds no content of its own ("TBD", "N/A", "[Reserved]"): the
        strong deferrals and bare N/As, without their dots and brackets (not every deferral: "Prior
        to construction" titles a phase)."""
        return frozenset(p.strip(".[") for p in self.strong_deferral + self.bare_not_applicable)


@lru_cache(maxsize=1)
def language() -> Language:
    raw = yaml.load(resources.files("swppp_audit").joinpath("data", "language.yaml").read_text("utf-8"),
                    Loader=SAFE_LOADER)
    return Language(
        deferral=tuple(raw["deferral"]["phrases"]),
        strong_deferral=tuple(raw["deferral"]["strong"]),
        bare_not_applicable=tuple(raw["deferral"]["bare_not_applicable"]),
        none_answers=tuple(raw["deferral"]["none_answers"]),
        negation=frozenset(raw["negation"]),
        toc_titles=tuple(raw["toc_titles"]),
        comment_prefixes=tuple(raw["comment_prefixes"]),
        response_prefixes=tuple(raw["response_prefixes"]),
        instruction_prefixes=tuple(raw["instruction_prefixes"]),
        about_the_plan=tuple(raw["about_the_plan"]),
        pointing={key: tuple(words) for key, words in raw["pointing"].items()},
        putting_off={key: tuple(words) for key, words in raw["putting_off"].items()},
        signature_fields=frozenset(raw["signature_fields"]),
        reference_material=tuple(raw["reference_material"]),
        vocab={name: tuple(e if isinstance(e, str) else tuple(e) for e in entries)
               for name, entries in raw["vocab"].items()},
        facts={name: tuple(entries) for name, entries in (raw.get("facts") or {}).items()},
        cover=raw["cover"],
        substance={name: tuple(entries) for name, entries in raw["substance"].items()},
        restated_answers=tuple(raw["restated_answers"]),
        abstract_contents=tuple(raw["abstract_contents"]),
        clause_joins=frozenset(raw["clause_joins"]),
        part_labels=frozenset(raw["part_labels"]),
    )
