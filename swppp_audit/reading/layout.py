"""Turn pages of text into blocks a reader would see: headings, paragraphs, table rows and
table-of-contents lines, grouped into sections (a heading and what follows it)."""
from __future__ import annotations

import re
from collections import Counter
from bisect import bisect_left
from dataclasses import dataclass, field, replace
from functools import cached_property, lru_cache
from typing import Literal

from swppp_audit.language import language
from swppp_audit.model import Document

# "quote": correspondence about the plan, not the plan: a reviewer's comment repeated in a
# response letter ("Comment 5: Name the party ...") and the applicant's numbered answer
# ("Response 5: ... will be provided"). The plan's content is in the plan.
# "drawing": the labels of a drawing sheet, one block for the whole sheet.
# "form": a row of a form nobody filled in (a blank inspection report in the appendix): it asks,
# and says nothing of the plan.
BlockKind = Literal["heading", "para", "row", "toc", "quote", "drawing", "form"]


@dataclass(frozen=True)
class Block:
    page: int
    kind: BlockKind
    text: str
    section: int  # index into Layout.sections
    table: int | None = None  # index of the table a row belongs to, document-wide
    # a table row's cells in column order, an empty one kept in place ("3 | | See Sheet C-101." is
    # three); its text joins the filled ones with " | "
    cells: tuple[str, ...] = ()


SEPARATOR = " | "  # between a row's filled cells in its text


def filled(cells: tuple[str, ...]) -> tuple[str, ...]:
    """A row's cells that hold text, in order: its label first, then its values."""
    return tuple(c for c in cells if c)


def cells_between(cells: tuple[str, ...], start: int, end: int) -> tuple[str, ...]:
    """The cells of a row's text[start:end] (a sentence of the row), each cut to the span, the
    empty cells between two of them kept in place; the whole text gives every cell."""
    covered, at = {}, 0
    for i, cell in enumerate(cells):
        if not cell:
            continue
        if at < end and start < at + len(cell):
            covered[i] = cell[max(start - at, 0):end - at]
        at += len(cell) + len(SEPARATOR)
    if not covered:
        return ()
    if start <= 0 and end >= at - len(SEPARATOR):
        return cells
    first, last = min(covered), max(covered)
    return tuple(covered.get(i, cells[i]) for i in range(first, last + 1))


@dataclass(frozen=True)
class Section:
    heading: str  # "" for the text before the first heading
    page: int
    blocks: tuple[int, ...]  # indices of the section's own body blocks (not its heading)
    level: int = 1  # 1 for "SECTION 4" or "4.0", 2 for "4.2", ...
    end: int = 0  # index of the next section at this level or above: subsections lie before it


@dataclass(frozen=True)
class Layout:
    blocks: tuple[Block, ...]
    sections: tuple[Section, ...]
    toc_pages: tuple[int, ...]
    # page -> the number or sheet printed on it, where that differs from its place in the PDF
    printed: dict[int, str] = field(default_factory=dict)
    # pages that are correspondence bound with the plan (a letter: its salutation and its closing)
    letter_pages: frozenset = frozenset()

    @cached_property
    def _block_sections(self) -> list[int]:
        return [block.section for block in self.blocks]

    @cached_property
    def chapters(self) -> tuple[int, ...]:
        """For each section, the chapter it belongs to: the nearest enclosing section of level 1
        ("4.0 Erosion Control" for 4.1 and 4.3), or itself when no chapter encloses it."""
        chapters, open_chapter = [], None
        for i, section in enumerate(self.sections):
            if section.level <= 1:
                open_chapter = i
            inside = open_chapter is not None and self.sections[open_chapter].end > i
            chapters.append(open_chapter if inside else i)
        return tuple(chapters)

    def span(self, section: int) -> range:
        """Body blocks of a section with all its subsections (their headings included): blocks
        are in reading order, so that is one run of block indices."""
        first = bisect_left(self._block_sections, section)
        last = bisect_left(self._block_sections, self.sections[section].end)
        if first < last and self.blocks[first].kind == "heading":
            first += 1
        return range(first, last)


_TOC_LINE = re.compile(r"^(?P<title>.{3,}?)\s*(?:\.{3,}|…+|(?:\. ){3,}|_{3,}|\s{4,}|-{4,})\s*\.?\s*(?P<page>[A-Za-z]?-?\d{1,3})$")
# Contents printed without page numbers (CSS leaders): a title and a run of leader dots.
_LEADER_ONLY = re.compile(r"^.{3,}?\s*(?:\.{5,}|…{3,}|(?:\. ){5,})\s*$")
_TRAILING_PAGE = re.compile(r"^\D.{2,}?\s+(?:[A-Z]-)?\d{1,3}$")
# "4.2 Inspections", "Section 3", an appendix's own outline numbers ("A.11 Sizing", "B.2.1 Soils") and a
# schedule's, with its stop ("H-2. Access easement": "C-2 Grading" without one is a sheet's)
_NUMBERED = re.compile(r"^(?:section\s+)?(?:(?:(?-i:[A-Z])\.(?=\d))?\d{1,2}(?:\.\d{1,2}){0,3}\.?\)?"
                       r"|(?-i:[A-Z])-\d{1,2}(?:\.\d{1,2}){0,2}\.)\s+[A-Za-z(]", re.I)
# A figure's title on its sheet ("FIGURE 3 - EROSION AND SEDIMENT CONTROL PLAN"), not a sentence
# about it ("Figure 2 shows the whole parcel").
_FIGURE_TITLE = re.compile(r"^(?:figure|fig\.)\s*[A-Z]?-?\d{1,3}[A-Z]?\s*[-–—:.]\s*[A-Za-z]", re.I)
# "Section 5", "Appendix B": a chapter; not "Section 5.1", a section numbered like any other.
# (the part's name in any case, its mark a capital or a number: "Part of the site" is no part)
_LETTERED = re.compile(r"^(?i:appendix|attachment|exhibit|section|part|article|chapter)\s+[A-Z0-9]{1,4}\b(?!\.\d)")
# A section of a law cited as a title ("§ 44-8B(1)(j) — Temporary practices", "§§ 12-4 to 12-6: Scope"):
# a plan that walks the law paragraph by paragraph heads each answer so.
_CITED_TITLE = re.compile(r"^§{1,2}\s*\d[\w.()-]*(?:\s+(?:to|and|through)\s+(?:§\s*)?\d[\w.()-]*)?\s*[—–:-]\s*[A-Z]")
# A line that opens with a section of a law cited by its number and paragraphs ("93-6A(1)(c)",
# "§ 44-8B(3)(b)"): a compliance checklist's row, or an answer under the paragraph it answers.
LAW_CITATION = r"§{0,2}\s*\d{1,3}-\d{1,3}[A-Z]{0,2}(?:\(\w{1,4}\)){1,4}"
_CITED_ROW = re.compile(rf"^{LAW_CITATION}\s")
# a list's mark: a bullet, or a letter, a roman numeral or a number with its point or bracket
# ("a.", "iv)", "12."), not a word's abbreviation that opens a wrapped line ("in. reservoir")
_BULLET = re.compile(r"^(?:[•·▪◦●■\-–—*]|\(?(?:[a-z]|[ivx]{1,4}|\d{1,2})[.)])\s+")
_LABEL = re.compile(r"^[A-Za-z][A-Za-z ./#'()-]{0,30}:\s*\S")
_SIGNATURE = re.compile(r"^(?:/s/|s/)", re.I)  # a conformed signature: "/s/ Jane Doe"
# A line that carries on the one before: it opens with a lower-case word (a title opens with a
# capital or a number) or closes a bracket it never opened (list marks, "a)" and "(2)", aside).
_CARRIED_ON = re.compile(r"^(?:[a-z]{2,}\b(?![.)])|(?!\(?[A-Za-z0-9]{1,3}\))[^(\n]*\))")
_END_PUNCT = (".", ";", ",", ":", "?", "!")
# A numbered question of a plan written as questions and answers ("Q3. What soils are there?",
# "Question 12: Who inspects?"): it titles its answer as a heading titles a section.
_QUESTION = re.compile(r"^(?:Q|Question)\s?\d{1,3}[.:)]\s+[A-Z].{4,160}\?$")
_ANSWER = re.compile(r"^(?:A|Answer)\s?\d{0,3}[.:)](?:\s|$)")  # ... and its answer: "A. Loam, group B."


# A unit in brackets, as a table's column heads carry them ("Predevelopment (cfs)", "Area (ac)"):
# a line with two of them, or ending in one, heads columns, not a section.
_UNIT = re.compile(r"\((?:cfs|cf|cu\.?\s?ft|in|ft|ac|acres?|sf|sq\.?\s?ft|%|lf|cy|gpm|fps|ft/s|min|hrs?|yrs?|mg/l|"
                   r"in/hr|ac-ft|ft3|psi|pcf)\)", re.I)


def _words(line: str) -> list[str]:
    return line.split()


def _capitals(text: str) -> bool:
    """Set in capitals: nearly every letter upper case."""
    letters = [c for c in text if c.isalpha()]
    return bool(letters) and sum(c.isupper() for c in letters) >= 0.85 * len(letters)


# A line of rule characters: a typed underline ("-----" under a heading) or a divider.
_RULE = re.compile(r"^[-=_~*.·]{3,}$")


def capitals_prose(lines: list[str]) -> bool:
    """A page typed in capitals throughout (an old typewritten report, a sheet of general notes):
    most of its letters lie in paragraphs, runs of three or more long lines in capitals, so
    capitals, which mark a heading elsewhere, mark nothing there. A drawing's labels and title
    block are in capitals too, but short or standing alone."""
    letters = sum(sum(c.isalpha() for c in line) for line in lines)
    in_runs, run = 0, []
    for line in lines + [""]:
        if len(line.split()) >= 8 and _capitals(line):
            run.append(line)
            continue
        if len(run) >= 3:
            in_runs += sum(sum(c.isalpha() for c in kept) for kept in run)
        run = []
    return letters >= 200 and in_runs >= 0.6 * letters


def _capitals_heading(line: str, following: str) -> bool:
    """On a page typed in capitals, a heading stands alone: underlined or followed by a break,
    or numbered and a few words without a clause ("6. CONSTRUCTION SEQUENCE", not "1) INSTALL
    SILT FENCE, INLET PROTECTION AND THE ENTRANCE")."""
    words = _words(line)
    if len(words) > 10 or line.endswith(_END_PUNCT):
        return False
    if not following or _RULE.match(following):
        return True
    return bool(_NUMBERED.match(line) or _LETTERED.match(line)) and len(words) <= 6 and "," not in line


def is_heading(line: str, following: str | None = None) -> bool:
    """A short line that titles what follows: numbered, an appendix/section label, ALL CAPS, or
    Title Case. FOLLOWING (the next line) is given on a page typed in capitals, where only a
    heading's standing alone tells it (_capitals_heading)."""
    if following is not None:
        return _capitals_heading(line, following) and is_heading(line)
    words = _words(line)
    if _QUESTION.match(line):
        return True
    if not words or len(line) > 100 or line.endswith(_END_PUNCT[1:]) or "____" in line:
        return False
    letters = [c for c in line if c.isalpha()]
    if len(letters) < 4 or line.lower().strip(".") in language().placeholders or _SIGNATURE.match(line):
        return False
    units = _UNIT.findall(line)
    if len(units) >= 2 or (units and line.rstrip().endswith(")") and _UNIT.search(line[-12:])):
        return False  # a table's column heads
    if (_LETTERED.match(line) or _CITED_TITLE.match(line)) and len(words) <= 14:
        return True
    if _CARRIED_ON.match(line):
        return False  # the rest of a wrapped line (a table cell's): "and LP-1 to LP-6", "Smith)"
    if _LABEL.match(line) and not _NUMBERED.match(line):
        return False  # "Name: Jane Doe" is a filled-in field, not a heading
    if line.endswith("."):
        return False
    if _NUMBERED.match(line) and len(words) <= 12:
        return True
    if _capitals(line) and len(words) <= 12:
        return True
    if "," in line or len(words) > 8:
        return False
    return _title_case(words)


def _title_case(words: list[str]) -> bool:
    """Most words of four letters or more capitalized: a title, not a sentence."""
    long_words = [w for w in words if len(w) > 3 and w[0].isalpha()]
    return bool(long_words) and sum(w[0].isupper() for w in long_words) / len(long_words) >= 0.75


def heading_level(line: str) -> int:
    """1 for chapters ("SECTION 4", "Appendix B", "4.0 Erosion Control"), deeper for "4.2",
    "4.2.1", lower still for unnumbered headings."""
    if _LETTERED.match(line):
        return 1
    if _QUESTION.match(line):
        return 3  # under whatever parts the questions are grouped in
    number = re.match(r"^(?:section\s+)?((?-i:[A-Z])\.(?=\d))?(\d{1,2}(?:\.\d{1,2}){0,3})", line, re.I)
    if number:
        parts = number.group(2).split(".")
        while len(parts) > 1 and parts[-1].strip("0") == "":
            parts.pop()  # "4.0" is chapter 4
        return len(parts) + (1 if number.group(1) else 0)  # "A.11" lies inside Appendix A
    return 4 if _capitals(line) else 5


# A running header or footer stands among a page's first or last lines. A line repeated in the
# middle of many pages is the plan's own: the numbered headings of a template every section
# follows ("1. Purpose", "2. Scope").
FURNITURE_LINES = 3
# ... and a short numbered heading is the plan's even there: "1. Purpose" opens every procedure.
# (a number with its point: "27 Hill Lane - SWPPP" is a running header's address)
_TEMPLATE_HEADING = re.compile(r"^\d{1,2}\.(?:\d{1,2}\.?)*\s+[A-Z][a-z]+(?:\s+\S+){0,4}$")


def furniture_key(line: str) -> str:
    """A line as its repeats on other pages are compared: its words of letters only, so that
    neither the page's own numbers ("Page 3 of 8", "ROLL 0417 FRAME 2233") nor what OCR makes
    of them and of the specks beside them ("Page 1of8 _", "FRAME 2235 =") tell two apart."""
    return " ".join(re.findall(r"[A-Za-z]{2,}", line)).lower()


# A running header that repeats the section's title after the plan's own ("Acme Plaza - SWPPP
# Amendment 1   7.0 Post-Construction"): the same first words, this many, on many pages' edges.
HEADER_WORDS = 5


def _page_furniture(document: Document) -> set[str]:
    """Running headers and footers: lines (digits ignored) repeated at the top or the foot of many
    pages, and the opening words (a "prefix:" key) of edge lines that go on to what changes."""
    counts: dict[str, int] = {}
    readable = [p for p in document.pages if p.readable]
    for page in readable:
        keys = {furniture_key(line) for line in _edge_lines(page.text) if not _TEMPLATE_HEADING.match(line)} - {""}
        openings = {"prefix:" + " ".join(k.split()[:HEADER_WORDS]) for k in keys if len(k.split()) > HEADER_WORDS}
        for key in keys | openings:
            counts[key] = counts.get(key, 0) + 1
    return {key for key, n in counts.items() if n >= _many(readable)}


def _many(pages: list) -> float:
    """On how many of PAGES a line stands to be the pages' own furniture, not the plan's."""
    return max(3, 0.3 * len(pages))


# A list repeated on many pages wherever it stands (a web page's navigation sidebar, printed on
# every page): this many short titles or more in a row, each on as many pages as a running header.
# A template's headings repeat too, but each with its text under it, never in a row.
REPEATED_TITLES, TITLE_WORDS = 3, 6


def _repeated_titles(document: Document) -> set[str]:
    """The keys (furniture_key) of the short titles that stand on many pages."""
    counts: Counter = Counter()
    readable = [p for p in document.pages if p.readable]
    for page in readable:
        counts.update({furniture_key(line) for line in page.text.split("\n") if _short_title(line)} - {""})
    return {key for key, n in counts.items() if n >= _many(readable)}


def _short_title(line: str) -> bool:
    """A line that may be a list's title: short, no sentence, no template's numbered heading."""
    line = line.strip()
    return bool(line) and len(line.split()) <= TITLE_WORDS and not line.endswith(_END_PUNCT) \
        and not _TEMPLATE_HEADING.match(line)


def _in_repeated_lists(lines: list[str], repeated: set[str]) -> set[int]:
    """The indexes of LINES that stand in a run of REPEATED_TITLES repeated titles or more (blank
    lines between them go on with the run). A run's last title that the page has twice is the
    page's own, run on after the list: the title of the text that follows it."""
    keys = Counter(furniture_key(line) for line in lines)
    listed, run = set(), []
    for i, line in enumerate(lines + ["."]):
        if not line.strip():
            continue
        if _short_title(line) and furniture_key(line) in repeated:
            run.append(i)
            continue
        if len(run) >= REPEATED_TITLES:
            listed.update(run[:-1] if keys[furniture_key(lines[run[-1]])] > 1 else run)
        run = []
    return listed


def _edge_lines(text: str) -> list[str]:
    """A page's first and last few lines that hold text: where its header and footer stand."""
    lines = [line.strip() for line in text.split("\n") if line.strip()]
    return lines[:FURNITURE_LINES] + lines[-FURNITURE_LINES:]


def _is_furniture(line: str, furniture: set[str], edge: bool) -> bool:
    key = furniture_key(line)
    return key in furniture or (edge and "prefix:" + " ".join(key.split()[:HEADER_WORDS]) in furniture
                                and len(key.split()) > HEADER_WORDS)


def opens_exchange(line: str) -> bool:
    """A reviewer's comment or the applicant's numbered response starts a paragraph of its own,
    even where the letter runs them together without blank lines."""
    return bool(_exchange_pattern().match(line))


@lru_cache(maxsize=1)
def _exchange_pattern() -> re.Pattern:
    lang = language()
    return re.compile("|".join(f"(?:{p})" for p in lang.comment_prefixes + lang.response_prefixes), re.I)


def _is_toc_title(line: str) -> bool:
    return line.strip().lower().rstrip(":") in language().toc_titles


_CAPTION = re.compile(r"^(?:table|figure|exhibit|chart|photo)\s+[A-Z0-9]{1,3}(?:[.-]\d{1,3})*\b", re.I)
_PROSE_END = (".", ";", ":", "?", "!", ")", '"')


class _Builder:
    """Blocks and sections as they are read, page by page, in reading order."""

    def __init__(self) -> None:
        self.blocks: list[Block] = []
        self.sections: list[Section] = []
        self.bodies: list[list[int]] = []
        self.toc_pages: list[int] = []
        self.printed: dict[int, str] = {}
        self.tables = 0
        self.chapters: set[int] = set()  # sections that are chapters whatever their heading's form
        self.open_section("", 1)

    def open_section(self, heading: str, page: int) -> None:
        self.sections.append(Section(heading, page, ()))
        self.bodies.append([])

    def add(self, page: int, kind: BlockKind, text: str, table: int | None = None, chapter: bool = False,
            cells: tuple[str, ...] = ()) -> None:
        text = " ".join(text.split())
        if not text:
            return
        if kind == "heading":
            self.open_section(text, page)
            if chapter:
                self.chapters.add(len(self.sections) - 1)
        self.blocks.append(Block(page, kind, text, len(self.sections) - 1, table, cells))
        if kind != "heading":
            self.bodies[-1].append(len(self.blocks) - 1)

    def retract_heading(self) -> str:
        """Take back the heading just read, its section still empty, and give its text (a
        sentence's first lines that looked like a title)."""
        last = self.blocks.pop()
        self.sections.pop()
        self.bodies.pop()
        self.chapters.discard(len(self.sections))
        return last.text

    def extend_heading(self, text: str) -> None:
        """Add a line to the heading just read (the rest of a title set on two lines)."""
        last = self.blocks[-1]
        heading = f"{last.text} {' '.join(text.split())}"
        self.blocks[-1] = replace(last, text=heading)
        self.sections[-1] = replace(self.sections[-1], heading=heading)

    def add_table(self, page: int, table, contents: bool = False) -> None:
        """A table's rows; under a contents title, a table of titles is the contents set in cells."""
        blank, pointers = _unfilled(table.rows), _cross_references(table.rows)
        if contents and all(_titles_only(cell) for row in table.rows for cell in row):
            pointers = set(range(len(table.rows)))
        heads = table.rows[0] if _signing_heads(table.rows[0]) else None
        for n, row in enumerate(table.rows):
            kind = "toc" if n in pointers else "form" if n in blank else "row"
            cells = tuple(" ".join((cell or "").split()) for cell in row)
            if heads is not None and n > 0:  # a signature table's row: each cell the field its column heads
                cells = tuple(f"{head}: {cell}" if head and cell else cell for head, cell in zip(heads, cells))
            self.add(page, kind, SEPARATOR.join(filled(cells)), self.tables, cells=cells)
        self.tables += 1

    def layout(self) -> Layout:
        levels = [1 if i in self.chapters else heading_level(s.heading) if s.heading else 0
                  for i, s in enumerate(self.sections)]
        # Unnumbered headings one after another with nothing between them are one title set on
        # two lines ("INSPECTION LOG" / "STORMWATER POLLUTION PREVENTION PLAN"): the
        # second is read under the first, so the first is not an empty heading.
        for i in range(1, len(levels)):
            if (not self.bodies[i - 1] and levels[i] == levels[i - 1] >= 4
                    and not _NUMBERED.match(self.sections[i].heading)):
                levels[i] = levels[i - 1] + 1
        ends = []
        for i, level in enumerate(levels):
            j = i + 1
            while j < len(levels) and levels[j] > level:
                j += 1
            ends.append(j)
        return Layout(
            blocks=tuple(self.blocks),
            sections=tuple(Section(s.heading, s.page, tuple(b), level, end)
                           for s, b, level, end in zip(self.sections, self.bodies, levels, ends)),
            toc_pages=tuple(self.toc_pages),
            printed=self.printed,
        )


# A figure and a lowercase word: "40 pounds) is stored beside the gate", the middle of a sentence.
_FIGURE_IN_A_SENTENCE = re.compile(r"^\d[\d,.]*\)?\s+[a-z]")


# Checkboxes as PDFs print them: ticked, and empty (regular expressions); and a form's options.
TICK = r"☒|☑|✔|✓|■|\[\s*[xX✓✔]\s*\]"
EMPTY_BOX = r"☐|□|\[\s*\]"
_OPTION = r"\b(?:yes|no|n/?a|y|n)\b"
TICKED = re.compile(TICK)
# An empty box and the option printed after it, up to the next box, the end of its sentence, cell
# or clause, 200 characters at most: a choice not made ("[ ]" can also be a blank to fill in,
# before a sentence that is content).
UNTICKED_OPTION = re.compile(rf"(?:{EMPTY_BOX})(?:(?!\.\s)[^☒☑✔✓■☐□\[|;]){{0,200}}\.?")
# A field printed to be filled in and left blank: its label, the colon and the line to write on
# ("Spill response coordinator: ________"). The label stops at a full stop: the sentence before
# it is the plan's. Not a signature's, a seal's or a date's line: those stay blank in the text of
# a plan signed in ink.
BLANK_FIELD = re.compile(r"[A-Za-z][A-Za-z0-9 /&'’#(),-]{0,80}?(?<!signature)(?<!signed)(?<!sign)(?<!date)(?<!seal)"
                         r"(?<!initials)(?<!stamp)\s*:\s*_{3,}", re.I)
# What is left of a form's answer nobody filled in: its empty boxes, the options printed beside
# them and blank lines to write on.
_UNFILLED = re.compile(rf"(?:{EMPTY_BOX}|_{{3,}}|{_OPTION}|[\s/:.,()-])+", re.I)
_OPTION_WORD = re.compile(_OPTION, re.I)


# A table whose columns are a signature block's fields, one signer a row ("Signature | Name and
# title | Firm, address and telephone | Date").
_SIGNING_HEAD = re.compile(r"^(?:(?:printed\s+)?signature|(?:printed\s+)?name(?:\s+and\s+title)?|title|date(?:\s+signed)?|"
                           r"firm|company|contractor|(?:firm\s+)?address|telephone|phone|firm,?\s+address\s+and\s+telephone)"
                           r"\b", re.I)


def _signing_heads(row) -> bool:
    return len(row) >= 3 and sum(bool(_SIGNING_HEAD.match(cell.strip())) for cell in row) >= 3


def may_hold_a_box(text: str) -> bool:
    """Whether the text may hold an empty box (a cheap test before the patterns above)."""
    return "☐" in text or "□" in text or "[" in text


def left_blank(value: str) -> bool:
    """Whether a form's answer was left blank: only empty boxes with their options ("☐Y ☐N",
    "[ ] Yes [ ] No"), the options alone, all of them still printed ("Y / N"), or a blank line
    ("______"); nothing ticked or written. One option alone ("Yes") is an answer."""
    if not value.strip() or TICKED.search(value) or _UNFILLED.fullmatch(value.strip()) is None:
        return False
    return may_hold_a_box(value) or "___" in value or len(_OPTION_WORD.findall(value)) >= 2


def _unfilled(rows) -> set[int]:
    """The rows of a form left blank: those whose answers are all empty boxes or blank lines
    ("Sediment traps, outlets | ☐Y ☐N | ☐Y ☐N"); every row under the header of a table of
    several columns where no row has more than its first cell (a blank inspection report); and a
    table whose right-hand columns say only "TBD" in every row, its header with it (a schedule
    with the right headings and nothing in them). In a table whose other rows are filled in, a row
    with only its label is a field left blank ("Other discharges | " on a data sheet), unless the
    label is a sentence (a note set across the table)."""
    blank = {n for n, row in enumerate(rows) if any(row[1:]) and all(left_blank(c) for c in row[1:] if c)}
    body = rows[1:]
    lone = [n for n, row in enumerate(rows) if n and len(row) >= 2 and row[0] and not any(row[1:])
            and not re.search(r"[.!?]$", row[0].strip())]
    filled = sum(1 for row in body if sum(1 for c in row if c) >= 2)
    if filled >= 2 and filled >= 3 * len(lone):  # a few fields left in a filled table (not a sketch's labels)
        blank.update(lone)
    if len(body) >= 2 and sum(1 for c in rows[0] if c) >= 2 and all(row[:1] and row[0] and not any(row[1:])
                                                                     for row in body):
        blank.update(range(1, len(rows)))
    if len(body) >= 2 and _answers_deferred(body):
        blank.update(range(len(rows)))
    return blank


def _answers_deferred(body) -> bool:
    """Whether every column after the names (an id and a name at most) holds only a deferral
    ("TBD") or nothing, with a deferral in each row: the names on the left were never answered."""
    deferral = set(language().strong_deferral)
    cells = [[cell.strip().strip(".").lower() for cell in row] for row in body]
    width = min(len(row) for row in cells)
    start = width  # the answer columns: the widest run at the right that says nothing else
    while start > 1 and all(row[start - 1] in deferral or not row[start - 1] for row in cells):
        start -= 1
    return start < width and start <= 2 and all(any(cell in deferral for cell in row[start:]) for row in cells)


# A column that says where in the plan (or the law) something is: "SWPPP Section", "Page",
# "Location in SWPPP", "Code ref.".
_WHERE_COLUMN = re.compile(r"\b(?:section|sections|page|pages|pg|location in|reference|ref|where|swppp section)\b", re.I)
# A cell that only says where something is in the plan is made of these words: places ("Part 4,
# 4.2; Fig. 4", "Appendix C", "Sheet C-101", "pp. 3-5", "§ 44-8B(1)(a)"), their numbers and letters,
# joiners, and a status ("Part 2, 2.5 - TBD", "N/A - see 1.2").
_PLACE_TOKEN = re.compile(
    r"^(?:(?i:part|parts|section|sections|sec|chapter|appendix|appendices|app|attachment|attachments|exhibit|"
    r"fig|figs|figure|figures|sheet|sheets|drawing|drawings|dwg|table|tables|page|pages|p|pp|pg|see|and|to|"
    r"through|n/?a|tbd)\.?|§|[\w.()§/-]*\d[\w.()§/-]*|[A-Z]{1,2}|[IVX]{1,5}|[-–&]|(?i:n/?a))$")
# ... and names at least one: a number, a letter ("Appendix C"), or a not-applicable.
_PLACE_NAMED = re.compile(r"\d|\b[A-Z]{1,2}\b|(?i:\bn/?a\b)")


def _only_points(cell: str) -> bool:
    """Whether a cell only says where something is in the plan (see _PLACE_TOKEN)."""
    tokens = re.findall(r"[^\s,;:]+", cell)
    return 0 < len(tokens) <= 12 and all(_PLACE_TOKEN.match(t) for t in tokens) and bool(_PLACE_NAMED.search(cell))


def _titles_only(cell: str) -> bool:
    """A cell of a contents table: titles ("3.0 Existing Site", "3.1 Topography; 3.2 Soils",
    "Appendices A-F") or page numbers, and no sentence."""
    parts = [part.strip() for part in cell.split(";") if part.strip()]
    return all(len(part.split()) <= 10 and not (part.endswith(".") and not part.endswith("..")) for part in parts)


def _cross_references(rows) -> set[int]:
    """The rows of a table that only says where things are in the plan (a compliance checklist:
    "Construction materials, storage practices, spill response | 5.2 | 14"): a header that names
    a section or page column, and every row below it naming one thing and pointing there, in
    those columns, and nowhere else (a table of practices with a description column and a
    detail section is content). Such a table is a table of contents; its rows give nothing."""
    columns = {c for c, cell in enumerate(rows[0]) if cell and _WHERE_COLUMN.search(cell)} if rows else set()
    body = rows[1:]
    if not columns or len(body) < 2:
        return set()
    for row in body:
        cells = [cell.strip() for c, cell in enumerate(row) if c in columns and cell.strip()]
        named = [cell for c, cell in enumerate(row) if c not in columns and cell.strip()]
        if not cells or len(named) > 1 or not all(_only_points(cell) for cell in cells):
            return set()
    return set(range(1, len(rows)))


# A heading set in sentence case, as web pages and word processors set them ("Maintenance
# easements", "Sizing criteria"): a short line standing alone between a finished sentence (or the
# page's start) and a new sentence that opens on a capital and runs on, or a bare answer ("N/A").
SENTENCE_HEADING_WORDS, OPENING_WORDS = 6, 8


def _sentence_case_heading(paragraph: list[str], line: str, following: str) -> bool:
    words = line.split()
    if not 1 <= len(words) <= SENTENCE_HEADING_WORDS or not line[:1].isupper() or not re.search(r"[a-z]", line) \
            or line.endswith(_END_PUNCT) or _bare_answer(line):
        return False
    finished = not paragraph or paragraph[-1].endswith(_PROSE_END) or _bare_answer(paragraph[-1])
    if not finished or re.search(r"\d|[|:;]", line) or _SIGNATURE.match(line) \
            or language().sentence_verbs.intersection(w.lower() for w in words):
        return False
    return (following[:1].isupper() and len(following.split()) >= OPENING_WORDS) or _bare_answer(following)


def _bare_answer(line: str) -> bool:
    """A line that says only "N/A", "TBD", "[Reserved]": language.yaml's placeholders."""
    return line.strip().strip(".[]").lower() in language().placeholders


def _continues(paragraph: list[str], line: str) -> bool:
    """A line that carries on an unfinished sentence ("... is attached as" / "Appendix K.";
    "... sized for" / "40 pounds) is stored beside the gate") is not a heading, however it
    looks on its own."""
    return bool(paragraph) and not paragraph[-1].endswith(_PROSE_END) and (
        line.endswith(".") or bool(_FIGURE_IN_A_SENTENCE.match(line)) or _left_open(line)
        or _ends_open(paragraph[-1]))


def _ends_open(text: str) -> bool:
    """Whether TEXT stops on a word that joins it to more ("... drains to the", "... Map of",
    "... a regulated activity under"): what comes next is its rest, however it looks."""
    words = text.split()
    return bool(words) and words[-1].lower() in language().joining_words


def _left_open(text: str) -> bool:
    """Whether TEXT stops on a joining word or holds a clause's semicolon: the middle of a
    sentence, which a title, once its lines are joined, never is."""
    return _ends_open(text) or ";" in text


# A sentence ending inside a line, the next one opening ("... east of the lot. Test pits"):
# prose, never the rest of a title.
_SENTENCE_END = re.compile(r"[a-z][.;]\s+[A-Z]")


def _opens_a_sentence(line: str, following: str) -> bool:
    """A numbered paragraph's first line ("4.2.3 The owner's maintenance covenant will be
    filed" / "with the Village Clerk before the permit ..."; an agreement's "3. The Homeowners
    Association Bylaws for the" / "development shall oblige ..."): numbered
    as a heading is, but the next line carries on in lower case, and the line is in sentence case
    or the next one has a sentence's verb. A title wrapped onto "or Vehicles" is neither
    (_wraps_heading joins it)."""
    if not (_NUMBERED.match(line) and following[:1].islower()):
        return False
    titled = _title_case(line.split()[1:]) or _capitals(line)
    return not titled or bool(language().sentence_verbs.intersection(following.split()))


# A decimal-numbered paragraph's title run in as a sentence, as outline-numbered reports set it
# ("7.2 Dewatering (trench and basin pumping)." / "6.1 Responsible entity."): a heading,
# though it ends with a full stop. A sentence has a verb a title would not ("6.2 Records shall be kept").
_DECIMAL = re.compile(r"^(?:(?:[A-Z]\.)?\d{1,2}(?:\.\d{1,2}){1,3}|[A-Z]\.\d{1,2})\.?\s+[A-Z]")  # "7.2", "A.9", "B.2.1"


def _run_in_title(text: str) -> bool:
    words = text.split()
    return bool(_DECIMAL.match(text)) and text.endswith(".") and not text.endswith("..") and len(words) <= 14 \
        and not language().sentence_verbs.intersection(w.lower().strip("(),") for w in words)


def _run_in_heading(paragraph: list[str], line: str, following: str) -> str | None:
    """The run-in title LINE opens (alone, or with the FOLLOWING line it wraps onto), else None."""
    if _continues(paragraph, line) or (paragraph and not paragraph[-1].endswith(_PROSE_END)):
        return None
    if _run_in_title(line):
        return line
    wrapped = f"{line} {following}"
    if following[:1].islower() and not line.endswith(_END_PUNCT) and _run_in_title(wrapped):
        return wrapped
    return None


def _wraps_heading(heading: str, line: str) -> bool:
    """Whether LINE is the rest of HEADING, set on more than one line ("6.4 Collection, Sorting,
    and Removal of" / "Demolition Debris, Packaging, and" / "Scrap"; "5.3 Fueling and
    Maintenance of Equipment" / "or Vehicles"): the heading is a title (capitalized words: "2. The
    Owner shall inspect the" is a numbered clause going on) and stops on a joining word or
    a comma, or the line starts in lower case (no sentence does); the line is short, has no verb
    a sentence would ("shall", "is"), no end, and is no numbered heading of its own."""
    words = line.split()
    if not words or len(words) > 10 or line.endswith((".", ":", ";")) or _NUMBERED.match(line) \
            or _LETTERED.match(line) or _BULLET.match(line) or language().sentence_verbs.intersection(words) \
            or _SENTENCE_END.search(line):
        return False
    title = heading.split()
    if not (_title_case(title) or _capitals(heading)):
        return False
    return title[-1].lower() in language().joining_words or heading.endswith(",") or words[0][0].islower()


def _same_number(heading: str, line: str) -> bool:
    """Whether LINE is HEADING's title again under its number: a bilingual plan sets each title in
    both languages ("1. Project Scope" / "1. Alcance del proyecto"), one section, not two."""
    number = re.match(r"^(\d{1,2}(?:\.\d{1,2})*)\.?\s", heading)
    return bool(number) and re.match(rf"^{re.escape(number.group(1))}\.?\s+\S", line) is not None \
        and is_heading(line) and len(line.split()) <= 12


_NUMBER_WORD = re.compile(r"\b(?:one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|fourteen|fifteen|"
                          r"twenty|thirty|forty|fifty|sixty|ninety|hundred)$", re.I)


def _spelled_out(paragraph: list[str], line: str) -> bool:
    """'(7) calendar days' after a line ending 'every seven' is the number written out and in
    figures, as permits and contracts write it, wrapped: the sentence goes on, no list starts."""
    return bool(paragraph) and line.startswith("(") and bool(_NUMBER_WORD.search(paragraph[-1].rstrip()))


def _has_leader(line: str) -> bool:
    return "....." in line or "…" in line or ". . . . ." in line


def _toc_entry(line: str, in_toc: bool) -> bool:
    """A table-of-contents line: a title with a leader and page number anywhere; on a contents
    page, also a bare title (contents printed without page numbers, appendix lists)."""
    # both patterns scan lazily from the line's start: try them only on lines that could match
    if (line[-1:].isdigit() and _TOC_LINE.match(line)) or (_has_leader(line) and _LEADER_ONLY.match(line)):
        return True
    return in_toc and (bool(_TRAILING_PAGE.match(line)) or _is_toc_title(line)
                       or (len(line) <= 90 and not line.endswith(_PROSE_END[:2])))


_SCALE = re.compile(r"\bscale\s*[:=]|\bn\.?t\.?s\.?\b|\bnot to scale\b|\b1\s*(?:\"|in\.?|inch)\s*=", re.I)


_PRINTED_PAGE = re.compile(r"\bpage\s+(\d{1,4}|[ivxlc]{1,7})(?:\s*(?:of|/)\s*\d{1,4})?\s*$", re.I)
_SHEET_NUMBER = re.compile(r"\b(?:sheet|dwg\.?|drawing)\s*(?:no\.?|number|#)?\s*:?\s*([A-Z]{1,3}-?\d{1,3}(?:\.\d{1,2})?)\b",
                           re.I)


def _drop_page_number_lines(lines: list[str]) -> None:
    """A header or footer that prints the page number ("Acme Engineering  Page 7 of 16") is page
    furniture even on a page of its own, where the repeated-line test cannot see it."""
    filled = [i for i, line in enumerate(lines) if line]
    for i in filled[:3] + filled[-3:]:
        if _PRINTED_PAGE.search(lines[i]) and len(lines[i]) <= 100:
            lines[i] = ""


def printed_label(page, drawing: bool | None = None) -> str:
    """The page number printed on the page ("Page 3 of 16" in a header or footer), or a drawing's
    sheet number from its title block: what a reviewer finds when they turn to the page. '' when
    the page prints none. `drawing`: whether the page is a drawing sheet, when the caller knows."""
    lines = [line.strip() for line in page.text.split("\n") if line.strip()]
    for line in lines[:3] + lines[-3:]:
        found = _PRINTED_PAGE.search(line)
        if found:
            return found.group(1)
    if drawing if drawing is not None else _drawing_labels(page, lines, capitals_prose(lines)):
        found = _SHEET_NUMBER.search(page.text) or next(
            (m for t in page.tables for r in t.rows for c in r if (m := _SHEET_NUMBER.search(c))), None)
        if found:
            return found.group(1).upper()
    return ""


def _drawing_labels(page, lines: list[str], capitals: bool) -> list[str] | None:
    """The labels of a drawing sheet (a site plan, a detail sheet, a sketch), or None for a page
    of prose. A drawing is mostly capitalised labels scattered over the sheet, with a scale; read
    line by line they look like headings, which they are not: the sheet is one statement."""
    cells = [cell for table in page.tables for row in table.rows for cell in row if cell.strip()]
    texts = [t for t in lines if t] + cells
    if not any(_SCALE.search(t) for t in texts):
        return None
    letters = [c for t in texts for c in t if c.isalpha()]
    if len(letters) < 40 or capitals:
        return None
    # mostly capitals by its letters, or by its lines: a sheet with a legend or notes in sentences
    # above its labels has more letters of prose than of labels, and far fewer lines
    if sum(c.isupper() for c in letters) < 0.6 * len(letters) and sum(map(_capitals, texts)) < 0.6 * len(texts):
        return None
    return _notes_joined(texts)


# The least text under a heading after a figure that makes it the page's own narrative going on.
RESUMED_WORDS = 25


def _text_resumes(lines: list[str]) -> int | None:
    """Where a page that opens with a figure goes on as text: the heading of the last run of
    prose lines at its foot ("3. Construction Phasing" and its paragraphs under the site map and
    its caption), with enough words to be a section of its own; None for a sheet that is all
    drawing."""
    start = len(lines)
    while start > 0 and (not lines[start - 1] or not _capitals(lines[start - 1])):
        start -= 1
    heading = next((n for n in range(start, len(lines)) if lines[n] and _NUMBERED.match(lines[n]) and is_heading(lines[n])),
                   None)
    if heading is None or sum(len(t.split()) for t in lines[heading:]) < RESUMED_WORDS:
        return None
    return heading


def _notes_joined(texts: list[str]) -> list[str]:
    """A sheet's labels with each note written in sentences on one line, as its sentences run
    on ("the limit of disturbance (2.85 ac) and" / "undisturbed areas, ...")."""
    joined: list[str] = []
    for text in texts:
        if joined and not _capitals(joined[-1]) and len(joined[-1].split()) >= 8 and not joined[-1].endswith(_PROSE_END) \
                and not _capitals(text) and not is_heading(text) and not is_heading(joined[-1]):
            joined[-1] = f"{joined[-1]} {text}"
        else:
            joined.append(text)
    return joined


def _contents_start(lines: list[str]) -> int | None:
    """The line a page's table of contents starts at: a contents title that no sentence precedes
    on the page (a cover block may: title, project, revision, applicant). Below a sentence,
    "Contents" heads a list, such as what a spill kit holds. A plan of questions and answers may
    list its questions, under any title: a page of questions none of which it answers is that list."""
    questions = [n for n, line in enumerate(lines) if _QUESTION.match(line)]
    if len(questions) >= 4 and not any(_ANSWER.match(line) for line in lines):
        before = [n for n in range(questions[0]) if lines[n].endswith((".", "!"))]
        return before[-1] + 1 if before else 0
    for number, line in enumerate(lines):
        if _is_toc_title(line):
            return number
        if line.endswith((".", "?", "!")) and not line.endswith(".."):
            return None
    return None


def _read_sheet(builder: _Builder, page: int, labels: list[str]) -> None:
    """A drawing sheet: one block of its labels. Its title places it in the plan: an appendix or
    exhibit title as the heading it is, and else a figure's title as a chapter of its own (it
    stays on the sheet too), so that a sheet bound after the text is not read as part of
    whatever section the text ended on."""
    titles = [t for t in labels if _LETTERED.match(t) and is_heading(t)]
    for title in titles:
        builder.add(page, "heading", title)
    figure = None if titles else next((t for t in labels if _FIGURE_TITLE.match(t) and len(t.split()) <= 12), None)
    if figure:
        builder.add(page, "heading", figure, chapter=True)
    builder.add(page, "drawing", " · ".join(t for t in labels if t not in titles))


# A form's line that asks and answers: "Blasting proposed? No", "In a TMDL watershed? Yes"
_ANSWERED = re.compile(r"^[A-Z][^?]{3,150}\?\s+(?:yes|no|n/?a|none|not applicable)\.?$", re.I)
# A collapsible section's toggle before its title, as a wiki or a web page prints it: "▾ 3. Site plan"
_TOGGLE = re.compile(r"^[▾▸►▼▶▹▿◂◀]\s*")


def _page_lines(page, furniture: set[str], repeated: set[str]) -> list[str]:
    """The page's lines without its running header and footer, repeated lists, rules, page
    numbers and toggles."""
    lines = [_TOGGLE.sub("", line.strip()) for line in page.text.split("\n")]
    edges = set(_edge_lines(page.text))
    listed = _in_repeated_lists(lines, repeated) if repeated else set()
    lines = ["" if i in listed or _is_furniture(line, furniture, line in edges) or _RULE.match(line) else line
             for i, line in enumerate(lines)]
    _drop_page_number_lines(lines)
    return lines


def _typed_in_capitals(pages: list[list[str]]) -> bool:
    """A document typed in capitals: three or more of its pages, and half of them, are capitals
    prose. Its pages of short paragraphs, a line or two each, are capitals prose too."""
    typed = sum(capitals_prose(lines) for lines in pages)
    return typed >= 3 and 2 * typed >= len(pages)


def _mostly_capitals(lines: list[str]) -> bool:
    long = [line for line in lines if len(line.split()) >= 8]
    return len(long) >= 2 and sum(_capitals(line) for line in long) >= 0.6 * len(long)


def _listed_titles(lines: list[str], counts: Counter) -> set[int]:
    """The lines of a contents list under no contents title ("On this page", or none): four or
    more numbered titles in a row with nothing between them, most of which head sections later
    (the same line again elsewhere in the document)."""
    listed, run, last = set(), [], None
    for number, line in enumerate(lines + [""]):
        mark = _TITLE_NUMBER.match(line)
        title = mark is not None and _NUMBERED.match(line) and is_heading(line)
        if title and (last is None or _numbers(mark.group(1)) > last):  # a list counts up; its first section starts again
            run.append(number)
            last = _numbers(mark.group(1))
            continue
        if len(run) >= 4 and sum(counts[lines[n]] >= 2 for n in run) >= 0.75 * len(run):
            listed.update(run)
        run, last = ([number], _numbers(mark.group(1))) if title else ([], None)
    return listed


_TITLE_NUMBER = re.compile(r"^(\d{1,2}(?:\.\d{1,2}){0,3})")


def _numbers(mark: str) -> tuple[int, ...]:
    return tuple(int(n) for n in mark.split("."))


def _read_figure(builder: _Builder, page, lines: list[str], capitals: bool) -> tuple[list[str], tuple] | None:
    """The page's printed label, and its drawing: a sheet that is all drawing is read as one block
    and the page is done (None); a figure above text that goes on under its next heading is read
    so, and the text's lines and tables are what is left to read (all of them on a page of text)."""
    labels = _drawing_labels(page, lines, capitals)
    label = printed_label(page, drawing=bool(labels))
    if label and label != str(page.number):
        builder.printed[page.number] = label
    if not labels:
        return lines, page.tables
    resumes = _text_resumes(lines)
    if resumes is None:
        _read_sheet(builder, page.number, labels)
        return None
    cells = [cell for table in page.tables if table.line < resumes for row in table.rows for cell in row if cell.strip()]
    _read_sheet(builder, page.number, _notes_joined([t for t in lines[:resumes] if t] + cells))
    return lines[resumes:], tuple(replace(t, line=t.line - resumes) for t in page.tables if t.line >= resumes)


def _read_page(builder: _Builder, page, lines: list[str], typed_in_capitals: bool, listed: set[int] = frozenset()) -> None:
    capitals = capitals_prose(lines) or (typed_in_capitals and _mostly_capitals(lines))
    rest = _read_figure(builder, page, lines, capitals)
    if rest is None:
        return
    lines, tables = rest
    contents = _contents_start(lines)
    in_toc = False
    if contents is not None:
        builder.toc_pages.append(page.number)
    paragraph: list[str] = []

    def flush() -> None:
        if paragraph:
            text = _join(paragraph)
            builder.add(page.number, "quote" if opens_exchange(text) else "para", text)
            paragraph.clear()

    tables_at: dict[int, list] = {}
    for table in tables:
        tables_at.setdefault(min(table.line, len(lines)), []).append(table)
    heading_open = False  # the last line read was a heading's: the next may be the rest of it
    taken = -1  # a line read with the one before it (the rest of a run-in title)
    for number, line in enumerate(lines + [""]):
        following = lines[number + 1] if number + 1 < len(lines) else ""
        for table in tables_at.get(number, ()):
            flush()
            builder.add_table(page.number, table, contents=in_toc)
            heading_open = False
        if number == taken:
            continue
        title = _run_in_heading(paragraph, line, following) if line and not in_toc else None
        if title:
            flush()
            builder.add(page.number, "heading", title)
            taken = number + 1 if title != line else taken
            heading_open = False
            continue
        if heading_open and line and _same_number(builder.blocks[-1].text, line):
            continue  # the title again in the other language: the section keeps the first
        if heading_open and line and _wraps_heading(builder.blocks[-1].text, line):
            builder.extend_heading(line)
            continue
        if heading_open and line and _left_open(builder.blocks[-1].text) \
                and not (_NUMBERED.match(builder.blocks[-1].text) or _LETTERED.match(builder.blocks[-1].text)):
            paragraph.append(builder.retract_heading())  # "The County Soil Map of" / "... on the" / "lot."
        heading_open = False
        in_toc = in_toc or number == contents
        if not line:
            flush()
        elif _toc_entry(line, in_toc) or number in listed:
            flush()
            builder.add(page.number, "toc", line)
        elif is_heading(line, following if capitals else None) and not _continues(paragraph, line) \
                and not _CAPTION.match(line) and not _opens_a_sentence(line, following):
            in_toc = False
            flush()
            builder.add(page.number, "heading", line)
            heading_open = True
        elif not capitals and not in_toc and _sentence_case_heading(paragraph, line, following):
            flush()
            builder.add(page.number, "heading", line)
            heading_open = True
        elif _ANSWERED.match(line):  # a form's question and its answer: a field of its own
            flush()
            paragraph.append(line)
            flush()
        else:
            in_toc = in_toc and not (line.endswith(".") and not line.endswith(".."))  # prose ends it
            if (_BULLET.match(line) and not _spelled_out(paragraph, line)) or opens_exchange(line) or \
                    (paragraph and paragraph[-1].endswith((".", ";")) and _LABEL.match(line)) or \
                    (_CITED_ROW.match(line) and not (paragraph and _ends_open(paragraph[-1]))):
                flush()  # a list's mark, a letter's comment, a labelled answer after a finished sentence, or
                # a checklist's row set as text under the item it cites ("93-6A(1)(c) Soils ... 04")
            paragraph.append(line)
    flush()


# A word the text layer splits in two where the producer set a wide kerning gap inside it ("unders
# tand", "con ditions"): rejoined where the whole word stands elsewhere in the plan and the pieces
# are not both words that stand beside others (as "a way" are).
_PIECE = re.compile(r"\b([A-Za-z]{2,}) ([a-z]{2,})\b")


def _split_words(lines: list[list[str]]) -> dict[str, str]:
    """Each split word of the plan's LINES ("unders tand") and the word it is ("understand")."""
    tokens: Counter = Counter()
    left: dict[str, set] = {}
    right: dict[str, set] = {}
    for page in lines:
        for line in page:
            words = re.findall(r"[A-Za-z]+", line)
            tokens.update(w.lower() for w in words)
            for a, b in zip(words, words[1:]):
                right.setdefault(a.lower(), set()).add(b.lower())
                left.setdefault(b.lower(), set()).add(a.lower())
    joined = {}
    for page in lines:
        for line in page:
            for a, b in _PIECE.findall(line):
                whole = (a + b).lower()
                if tokens[whole] and not (len(right.get(a.lower(), ())) > 1 and len(left.get(b.lower(), ())) > 1):
                    joined[f"{a} {b}"] = a + b
    return joined


def _rejoined(line: str, joined: dict[str, str]) -> str:
    return _PIECE.sub(lambda m: joined.get(m.group(0), m.group(0)), line) if line else line


def build(document: Document) -> Layout:
    builder = _Builder()
    furniture, repeated = _page_furniture(document), _repeated_titles(document)
    readable = [page for page in document.pages if page.readable]
    lines = [_page_lines(page, furniture, repeated) for page in readable]
    joined = _split_words(lines)
    if joined:
        lines = [[_rejoined(line, joined) for line in page] for page in lines]
    typed = _typed_in_capitals(lines)
    counts = Counter(line for page_lines in lines for line in page_lines if line)
    for page, page_lines in zip(readable, lines):
        _read_page(builder, page, page_lines, typed, _listed_titles(page_lines, counts))
    return replace(builder.layout(), letter_pages=frozenset(p.number for p in readable if is_letter(p.text)))


_SALUTATION = re.compile(r"^Dear\s+\S.*[:,]$", re.M)
_CLOSING = re.compile(r"^(?:Very truly yours|Sincerely(?: yours)?|Respectfully(?: submitted| yours)?|Yours truly),?$",
                      re.M | re.I)


def is_letter(text: str) -> bool:
    """A page of a letter (a transmittal, the town's comment letter, a response to comments):
    it greets its reader and signs off. What it says is correspondence about the plan."""
    lines = "\n".join(line.strip() for line in text.split("\n"))
    return bool(_SALUTATION.search(lines) and _CLOSING.search(lines))


def _join(lines: list[str]) -> str:
    text = ""
    for line in lines:
        if text.endswith("-") and not text.endswith(" -"):
            text = text[:-1] + line
        else:
            text = f"{text} {line}" if text else line
    return text
