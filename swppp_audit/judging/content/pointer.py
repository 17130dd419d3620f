"""A pointer is not content: "see Section 4.2", "as described in Exhibit 4", a checklist row
"Soils | Section 3, p. 7 | Yes". What it points to is judged where it is."""
from __future__ import annotations

import re
from dataclasses import dataclass
from functools import lru_cache

from swppp_audit.language import language
from swppp_audit.reading.layout import filled

# A page given by number: "p. 12", "pp. 4-6", "page 12", "pages 3 and 4".
_PAGE = r"(?:pp?\.|pages?)\s*\d{1,4}(?:\s*(?:-|–|,|and|to)\s*\d{1,4})*"
# A text that names this many places, with few words for each, is an index of where things are
# (a compliance table read as running text), not a statement of any of them.
INDEX_TARGETS, INDEX_WORDS = 3, 8
_CITED = re.compile(r"\(\d{1,2}\)\s*\([a-z]{1,2}\)|§")
# The longest sentence read as only pointing: a longer one says something of its own.
POINTING_WORDS = 14
# ... and the most words before its pointing word: "The limits of disturbance are shown on Sheet 2".
SUBJECT_WORDS = 6
# A checklist row's first cell when it cites the law: "44-8B(1)(c)", "§ 93-6A(1)(c)", "Section 12-4(b)", "3".
_SEE = re.compile(r"^\W*(?:see|refer to)\b", re.I)
_NUMBERED = re.compile(r"^\d{1,2}(?:\.\d{1,2}){0,3}$")  # a section by its number alone: "3.2"
_FIGURE = re.compile(r"^\d[\d,]*(?:\.\d+)?$")  # a cell that is a number and nothing else
_WHOLE = re.compile(r"^\d{1,3}$")
_CITATION = re.compile(r"^(?:§|sec(?:tion|\.)?)?\s*[\d][\w().\s-]*$", re.I)


@dataclass(frozen=True)
class Target:
    kind: str   # "section", "appendix", ..., "sheet"
    label: str  # "4.2", "C", "C-101"

    @property
    def drawing(self) -> bool:
        """A drawing or figure: how a narrative gives the drawings the law asks for."""
        return language().is_drawing(self.kind)

    def __str__(self) -> str:
        return f"{self.kind} {self.label}"


def targets(text: str) -> list[Target]:
    """Every pointer in TEXT, in order."""
    return [Target(kind, label) for kind, label in language().named_places(text)]


def to_text(text: str) -> bool:
    """Whether TEXT points to another part of the text (not to a drawing)."""
    return any(not t.drawing for t in targets(text))


@lru_cache(maxsize=1)
def _patterns() -> tuple[re.Pattern, re.Pattern, re.Pattern]:
    words = language().pointing
    # a cell of a checklist that says where or whether, not what: "Section 3.2", "p. 7", "Yes", "✓"
    where = rf"(?:{language().pointer_source(named=False)}|{_PAGE}|§\s*[\w.()-]+|\d{{1,3}}(?:\.\d{{1,2}}){{0,3}})"
    verbs = re.compile(r"\b(?:" + "|".join(re.escape(w) for w in words["verbs"]) + r")\b", re.I)
    status = "|".join(re.escape(w) for w in words["answers"])
    cell = re.compile(rf"^\W*(?:(?:{status})\W*)*(?:{where}(?:\W+{where})*)?\W*(?:(?:{status})\W*)*$", re.I)
    return verbs, cell, re.compile(rf"^\W*(?:{status})\W*$", re.I)


def points_only(text: str, cells: tuple[str, ...] = ()) -> str | None:
    """The place a sentence or a table row only points to, else None.

    A sentence: short, with a pointer after a word that points ("see", "described in", "remains
    in effect"), little before that word (a subject, not a statement of its own: "Soils are
    described in Section 3"), and no figure of its own (a measure or a count says something).
    A row: a checklist's, every cell but its label (or a citation and its label) saying where or
    whether ("Section 3.2", "p. 7", "Yes"), one of them where, and one a page or an answer (a
    practice's row with only its sheet, "Silt fence | Sheet C-2", says the practice is used)."""
    verbs, cell, status = _patterns()
    if len(filled(cells)) > 1:  # CELLS: a table row's (reading.layout.Block.cells)
        return _row_points(list(filled(cells)), cell, status)
    found = targets(text)
    if not found or len(text.split()) > POINTING_WORDS:
        return None
    verb = verbs.search(text)
    if verb is None or verb.start() > language().pointer.search(text).start():
        return None
    before = text[:verb.start()]
    if len(before.split()) > SUBJECT_WORDS or re.search(r"[;:(]", before) or re.search(r"\d", language().pointer.sub(" ", text)):
        return None
    return str(found[0])


def _row_points(cells: list[str], cell: re.Pattern, status: re.Pattern) -> str | None:
    cells = [c.strip() for c in cells]
    label = 2 if len(cells) > 2 and _CITATION.match(cells[0]) else 1
    answers = [c for c in cells[label:] if c]
    where = [c for c in answers if language().pointer.search(c) or re.search(_PAGE, c, re.I) or _NUMBERED.match(c)]
    if not where or not all(cell.match(c) for c in answers):
        return None
    # a row of figures ("1-yr | 2.8 | 1.84 | 0.46") is data: section numbers alone, two or more,
    # with no answer and no named place beside them, are measures, not where to look
    if len(answers) >= 2 and all(_FIGURE.match(c) for c in answers):
        return None
    # a whole number alone ("3 | Strip the topsoil | 2") is a count, a step's weeks, unless an
    # answer beside it says whether ("Soils | 3 | Yes"): a section given by its number has its point
    if all(_WHOLE.match(c) for c in where) and not any(status.match(c) for c in answers):
        return None
    # a practice's row with its sheet ("Silt fence | Sheet C-2") says the practice is used; a row
    # that says "see" points ("Easements | See attachment 3.")
    if not any(re.search(_PAGE, c, re.I) or not language().pointer.search(c) or _SEE.match(c) for c in answers):
        return None
    return where[0]


def is_index(text: str) -> str | None:
    """Where an index of places begins ("(1)(a) Project background Slide 3 (1)(b) Site map Slides
    4-5 ..."), when TEXT is one: several pointers and few words for each."""
    # each pointer once, however many labels it lists: "Chapters 4, 6 and 10 of the Manual" is one
    found = [Target(*places[0]) for places in language().pointers(text)]
    cited = len(_CITED.findall(text))  # "(1)(j)", "§ 44-8B": a compliance index names the law's items
    if (len(found) >= INDEX_TARGETS or (len(found) >= 2 and cited >= 2)) and len(text.split()) <= INDEX_WORDS * len(found):
        return f"{found[0]} and {len(found) - 1} more places"
    return None
