"""Where a quote stands on its page, as boxes a highlight covers line by line: from PDFium's
character boxes on a page with a text layer, from Tesseract's word boxes on a scanned one.

A quote is what the reading joined (lines unwrapped, a table row's cells as "a | b | c", a
drawing's labels as "a · b", cut at 240 characters with " …"): each part is looked for on its own
in the page's text with its spacing and case set aside, so a quote that wraps over lines or
columns comes back as one box per line it covers.
"""
from __future__ import annotations

import re

Box = tuple[float, float, float, float]  # left, bottom, right, top in PDF points (y grows upwards)

_PARTS = re.compile(r"\s+(?:\||·)\s+")
_SHORTEST = 3  # characters: a shorter part ("-", "ok") is found everywhere and marks nothing


def parts(quote: str) -> list[str]:
    """The pieces of a quote found one by one: its cells or labels, without the cut's ellipsis."""
    quote = quote.removesuffix(" …").removesuffix("…")
    return [p for p in (" ".join(part.split()) for part in _PARTS.split(quote)) if len(p) >= _SHORTEST]


def _squeezed(text: str) -> tuple[str, list[int]]:
    """TEXT lower case with every run of spaces one space, and for each of its characters the
    index it came from (PDFium's page text breaks lines with CR LF and spaces words at will)."""
    out, where, space = [], [], False
    for i, char in enumerate(text):
        if char.isspace() or char in "\x00\ufffe\x02":
            if out and not space:
                out.append(" ")
                where.append(i)
            space = True
            continue
        space = False
        out.append(char.lower())
        where.append(i)
    return "".join(out), where


def spans(text: str, quote: str) -> list[tuple[int, int]]:
    """The (start, end) character ranges of TEXT that QUOTE's parts stand at, in order; a part
    found nowhere is left out (a hyphen the reading joined, a ligature PDFium spells otherwise)."""
    squeezed, where = _squeezed(text)
    found, at = [], 0
    for part in parts(quote):
        key = part.lower()
        start = squeezed.find(key, at)
        if start < 0:
            start = squeezed.find(key)
        if start < 0:  # the part's first words, where its end was read otherwise (a hyphen joined)
            head = " ".join(key.split()[:6])
            start = squeezed.find(head) if len(head) >= 12 else -1
            key = head
        if start < 0:
            continue
        end = start + len(key)
        found.append((where[start], where[end - 1] + 1))
        at = end
    return found


def lines_of(boxes: list[Box]) -> list[Box]:
    """Character or word boxes in reading order, joined into one box per line: a box that does
    not overlap the line's height half-way, stands left of where the line got to, or lies more
    than two line heights to its right starts a new box (the next line of a wrapped quote, the
    next column, the next label on a drawing)."""
    out: list[list[float]] = []
    for left, bottom, right, top in boxes:
        if right <= left or top <= bottom:
            continue
        if out:
            line = out[-1]
            overlap = min(top, line[3]) - max(bottom, line[1])
            if overlap >= 0.5 * min(top - bottom, line[3] - line[1]) and line[0] - 1 <= left <= line[2] + 2 * (line[3] - line[1]):
                line[0], line[1], line[2], line[3] = min(line[0], left), min(line[1], bottom), max(line[2], right), max(line[3], top)
                continue
        out.append([left, bottom, right, top])
    return [tuple(line) for line in out]


def text_boxes(textpage, quote: str) -> list[Box]:
    """The line boxes of QUOTE on a page with a text layer (PDFium's text page)."""
    count = textpage.count_chars()
    text = textpage.get_text_range(0, count) if count else ""
    boxes: list[Box] = []
    for start, end in spans(text, quote):
        chars = [textpage.get_charbox(i) for i in range(start, min(end, count)) if not text[i].isspace()]
        boxes += lines_of(chars)
    return boxes


def word_boxes(words: list[tuple[str, Box]], quote: str) -> list[Box]:
    """The line boxes of QUOTE among an OCR'd page's words (each its text and box, in reading
    order), found the same way as in a text layer: the words joined with single spaces."""
    text, at, starts = "", 0, []
    for word, _ in words:
        starts.append(at)
        text += word + " "
        at = len(text)
    boxes: list[Box] = []
    for start, end in spans(text, quote):
        covered = [box for (word, box), first in zip(words, starts) if first + len(word) > start and first < end]
        boxes += lines_of(covered)
    return boxes
