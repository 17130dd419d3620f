"""The generic vocabulary of engineering submissions (language.yaml), loaded once."""
from __future__ import annotations

from dataclasses import dataclass
from functools import cached_property, lru_cache
from importlib import resources

import re

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
    places: dict = None  # "text" and "drawing": the kinds of place a pointer names ("section", "sheet")
    joining_words: frozenset[str] = frozenset()  # a line that ends on one goes on ("... Disposal of")
    sentence_verbs: frozenset[str] = frozenset()  # a sentence's verbs, seldom a title's ("shall", "is")

    @cached_property
    def pointer(self) -> re.Pattern:
        """The one pattern for a pointer: a kind of place and its label ("Section 4.2", "Sheet C-101",
        "Appendix C", "Chapter IV"), or a plural kind and its list ("Sections 2.4 and 2.5")."""
        return re.compile(self.pointer_source(), re.I)

    def pointer_source(self, named: bool = True) -> str:
        """The pointer pattern's text, its groups unnamed where it is one part of a larger pattern
        that uses it twice. A label has a figure or is one or two capitals (or a roman numeral):
        "Section below" names no place."""
        label = r"(?:[A-Z]{0,4}-?\d[\w.-]*|(?-i:[A-Z]{1,2}|[IVX]{3,6})\b)"
        kinds = [k for group in self.places.values() for k in group]
        plural = "|".join(k[:-1] + "ces" if k.endswith("x") else k + "s" for k in kinds)
        group = (lambda name: f"(?P<{name}>") if named else (lambda name: "(?:")
        return (rf"\b(?:{group('kinds')}{plural})\s+{group('labels')}{label}(?:\s*(?:,|and|&)\s*{label})*)"
                rf"|{group('kind')}{'|'.join(kinds)})\s+{group('label')}{label}))")

    def named_places(self, text: str) -> list[tuple[str, str]]:
        """Each place TEXT points to, in order, as (kind, label), the kind as a letter names it:
        ("Section", "2.4"), ("Section", "2.5")."""
        return [place for pointer in self.pointers(text) for place in pointer]

    def pointers(self, text: str) -> list[list[tuple[str, str]]]:
        """Each pointer in TEXT with the places it names: "Sections 2.4 and 2.5" is one pointer
        naming two places."""
        found = []
        for match in self.pointer.finditer(text):
            if match.group("kind"):
                found.append([(self._singular(match.group("kind")), match.group("label").rstrip(".,"))])
                continue
            kind = self._singular(match.group("kinds"))
            found.append([(kind, label.rstrip(".,")) for label in re.split(r"\s*(?:,|\band\b|&)\s*", match.group("labels"))])
        return found

    def is_drawing(self, kind: str) -> bool:
        """Whether a place of KIND is a drawing (a sheet, a figure), not a part of the text."""
        return self._singular(kind).lower() in self.places["drawing"]

    def _singular(self, word: str) -> str:
        word = word.lower()
        if word not in self._kinds:
            word = word[:-3] + "x" if word.endswith("ices") else word[:-1]  # "appendices", "sheets"
        return word.title()

    @cached_property
    def _kinds(self) -> frozenset[str]:
        return frozenset(k for group in self.places.values() for k in group)

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
        places={group: tuple(kinds) for group, kinds in raw["places"].items()},
        joining_words=frozenset(raw["joining_words"]),
        sentence_verbs=frozenset(raw["sentence_verbs"]),
    )
