"""Turn pages of text into blocks a reader would see: headings, paragraphs, table rows and
table-of-contents lines, grouped into sections (a heading and what follows it)."""
from __future__ import annotations

import re
from bisect import bisect_left
from dataclasses import dataclass
from functools import cached_property
from typing import Literal

from .language import language
from .model import Document

BlockKind = Literal["heading", "para", "row", "toc"]


@dataclass(frozen=True)
class Block:
    page: int
    kind: BlockKind
    text: str
    section: int  # index into Layout.sections
    table: int | None = None  # index of the table a row belongs to, document-wide


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

    @cached_property
    def _block_sections(self) -> list[int]:
        return [block.section for block in self.blocks]

    def span(self, section: int) -> range:
        """Body blocks of a section with all its subsections (their headings included): blocks
        are in reading order, so that is one run of block indices."""
        first = bisect_left(self._block_sections, section)
        last = bisect_left(self._block_sections, self.sections[section].end)
        if first < last and self.blocks[first].kind == "heading":
            first += 1
        return range(first, last)


_TOC_LINE = re.compile(r"^(?P<title>.{3,}?)\s*(?:\.{3,}|…+|(?:\. ){3,}|_{3,}|\s{4,}|-{4,})\s*\.?\s*(?P<page>[A-Za-z]?-?\d{1,3})$")
_TRAILING_PAGE = re.compile(r"^\D.{2,}?\s+(?:[A-Z]-)?\d{1,3}$")
_NUMBERED = re.compile(r"^(?:section\s+)?\d{1,2}(?:\.\d{1,2}){0,3}\.?\)?\s+[A-Za-z(]", re.I)
_LETTERED = re.compile(r"^(?:appendix|attachment|exhibit|section|part|article|chapter)\s+[A-Z0-9]{1,4}\b", re.I)
_BULLET = re.compile(r"^(?:[•·▪◦●■\-–—*]|\(?[a-z0-9]{1,2}[.)])\s+")
_LABEL = re.compile(r"^[A-Za-z][A-Za-z ./#'-]{0,30}:\s*\S")
_END_PUNCT = (".", ";", ",", ":", "?", "!")


_NOT_HEADINGS = {"tbd", "t.b.d", "n/a", "none", "pending", "reserved", "not applicable", "to be determined"}


def _words(line: str) -> list[str]:
    return line.split()


def is_heading(line: str) -> bool:
    """A short line that titles what follows: numbered, an appendix/section label, ALL CAPS, or Title Case."""
    words = _words(line)
    if not words or len(line) > 100 or line.endswith(_END_PUNCT[1:]) or "____" in line:
        return False
    letters = [c for c in line if c.isalpha()]
    if len(letters) < 4 or line.lower().strip(".") in _NOT_HEADINGS:
        return False
    if _LETTERED.match(line) and len(words) <= 14:
        return True
    if _LABEL.match(line) and not _NUMBERED.match(line):
        return False  # "Name: Jane Doe" is a filled-in field, not a heading
    if line.endswith("."):
        return False
    if _NUMBERED.match(line) and len(words) <= 12:
        return True
    upper = sum(1 for c in letters if c.isupper()) / len(letters)
    if upper >= 0.85 and len(words) <= 12:
        return True
    if "," in line or len(words) > 8:
        return False
    long_words = [w for w in words if len(w) > 3 and w[0].isalpha()]
    return bool(long_words) and sum(w[0].isupper() for w in long_words) / len(long_words) >= 0.75


def heading_level(line: str) -> int:
    """1 for chapters ("SECTION 4", "Appendix B", "4.0 Erosion Control"), deeper for "4.2",
    "4.2.1", lower still for unnumbered headings."""
    if _LETTERED.match(line):
        return 1
    number = re.match(r"^(?:section\s+)?(\d{1,2}(?:\.\d{1,2}){0,3})", line, re.I)
    if number:
        parts = number.group(1).split(".")
        while len(parts) > 1 and parts[-1].strip("0") == "":
            parts.pop()  # "4.0" is chapter 4
        return len(parts)
    letters = [c for c in line if c.isalpha()]
    return 4 if sum(c.isupper() for c in letters) / len(letters) >= 0.85 else 5


def _page_furniture(document: Document) -> set[str]:
    """Running headers and footers: lines (digits ignored) repeated on many pages."""
    counts: dict[str, int] = {}
    readable = [p for p in document.pages if p.readable]
    for page in readable:
        for key in {re.sub(r"\d+", "#", line.strip()) for line in page.text.split("\n") if line.strip()}:
            counts[key] = counts.get(key, 0) + 1
    threshold = max(3, 0.3 * len(readable))
    return {key for key, n in counts.items() if n >= threshold}


def _is_toc_title(line: str) -> bool:
    return line.strip().lower().rstrip(":") in language().toc_titles


def build(document: Document) -> Layout:
    blocks: list[Block] = []
    sections: list[Section] = []
    bodies: list[list[int]] = []
    toc_pages: list[int] = []
    table_count = 0

    def open_section(heading: str, page: int) -> None:
        sections.append(Section(heading, page, ()))
        bodies.append([])

    def add(page: int, kind: BlockKind, text: str, table: int | None = None) -> None:
        text = " ".join(text.split())
        if not text:
            return
        if kind == "heading":
            open_section(text, page)
        blocks.append(Block(page, kind, text, len(sections) - 1, table))
        if kind != "heading":
            bodies[-1].append(len(blocks) - 1)

    open_section("", 1)
    furniture = _page_furniture(document)
    for page in document.pages:
        if not page.readable:
            continue
        lines = [line.strip() for line in page.text.split("\n")]
        lines = ["" if re.sub(r"\d+", "#", line) in furniture else line for line in lines]
        on_toc_page = any(_is_toc_title(line) for line in lines[:8])
        if on_toc_page:
            toc_pages.append(page.number)
        paragraph: list[str] = []

        def flush() -> None:
            if paragraph:
                add(page.number, "para", _join(paragraph))
                paragraph.clear()

        tables_at: dict[int, list] = {}
        for table in page.tables:
            tables_at.setdefault(min(table.line, len(lines)), []).append(table)
        for number, line in enumerate(lines + [""]):
            for table in tables_at.get(number, ()):
                flush()
                for row in table.rows:
                    add(page.number, "row", " | ".join(cell for cell in row if cell), table_count)
                table_count += 1
            if not line:
                flush()
            elif _TOC_LINE.match(line) or (on_toc_page and (_TRAILING_PAGE.match(line) or _is_toc_title(line))):
                flush()
                add(page.number, "toc", line)
            elif is_heading(line):
                flush()
                add(page.number, "heading", line)
            elif _BULLET.match(line):
                flush()
                paragraph.append(line)
            else:
                paragraph.append(line)
        flush()
    levels = [heading_level(s.heading) if s.heading else 0 for s in sections]
    ends = []
    for i, level in enumerate(levels):
        j = i + 1
        while j < len(levels) and levels[j] > level:
            j += 1
        ends.append(j)
    return Layout(
        blocks=tuple(blocks),
        sections=tuple(Section(s.heading, s.page, tuple(b), level, end)
                       for s, b, level, end in zip(sections, bodies, levels, ends)),
        toc_pages=tuple(toc_pages),
    )


def _join(lines: list[str]) -> str:
    text = ""
    for line in lines:
        if text.endswith("-") and not text.endswith(" -"):
            text = text[:-1] + line
        else:
            text = f"{text} {line}" if text else line
    return text
