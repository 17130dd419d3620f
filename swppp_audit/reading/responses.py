"""The applicant's response-to-comments letter bound in front of a revised plan, read as numbered
exchanges: the reviewer's comment as the applicant repeats it, the applicant's response, the
places it points to ("see the revised Section 6.1", "Figure 3", "Appendix B") and, where it puts the
content off ("will be submitted before work starts"), the deferring words.

Two forms are read, as offices write them: paragraphs opening "Comment 3:" / "Response 3:"
(the layout marks them `quote`), and a table whose header names a comment and a response column.
"""
from __future__ import annotations

import re
from dataclasses import dataclass
from functools import lru_cache

from swppp_audit.language import language
from swppp_audit.reading.layout import Layout


@dataclass(frozen=True)
class Response:
    number: str  # "3", "3a": the comment's number as the letter gives it
    comment: str  # the reviewer's comment as repeated in the letter ("" where it is not repeated)
    text: str  # the applicant's answer, its number prefix removed
    page: int
    pointers: tuple[str, ...] = ()  # "Section 4.2", "Figure 3", "Appendix B", each one place
    defers: str = ""  # the deferring words quoted ("will be provided"), "" when it supplies the content


_NUMBER = re.compile(r"\d{1,3}[a-z]?", re.I)


@lru_cache(maxsize=1)
def _patterns() -> tuple[re.Pattern, re.Pattern, re.Pattern]:
    lang = language()
    comment = re.compile("|".join(f"(?:{p})" for p in lang.comment_prefixes), re.I)
    response = re.compile("|".join(f"(?:{p})" for p in lang.response_prefixes), re.I)
    # the same deferring phrases the matcher uses on the plan itself, as whole words
    deferral = re.compile(r"\b(?:" + "|".join(re.escape(p) for p in lang.deferral) + r")\b", re.I)
    return comment, response, deferral


def pointers(text: str) -> tuple[str, ...]:
    """Each place a response points to, one per name: 'Sections 2.4 and 2.5' is two."""
    return tuple(dict.fromkeys(f"{kind} {label}" for kind, label in language().named_places(text)))


def deferral(text: str) -> str:
    """The words by which a response puts the content off, or ""."""
    match = _patterns()[2].search(text)
    return match.group(0) if match else ""


def _make(number: str, comment: str, text: str, page: int) -> Response:
    return Response(number, comment.strip(), text.strip(), page, pointers(text), deferral(text))


def _from_paragraphs(layout: Layout) -> list[Response]:
    comment_re, response_re, _ = _patterns()
    found, comments = [], {}
    for block in layout.blocks:
        if block.kind != "quote":
            continue
        for pattern, is_comment in ((comment_re, True), (response_re, False)):
            opening = pattern.match(block.text)
            if not opening:
                continue
            number = _NUMBER.search(opening.group(0)).group(0).lower()
            body = block.text[opening.end():]
            if is_comment:
                comments[number] = body.strip()
            else:
                found.append(_make(number, comments.get(number, ""), body, block.page))
            break
    return found


def _from_tables(layout: Layout) -> list[Response]:
    """Rows of a table headed 'No. | Comment | Response' (the columns found by their names, each
    row's cells in their columns: a row whose comment cell is empty still answers its number)."""
    found, columns = [], {}
    for block in layout.blocks:
        if block.kind != "row" or block.table is None:
            continue
        cells = block.cells
        if block.table not in columns:
            lowered = [c.lower() for c in cells]
            comment = next((i for i, c in enumerate(lowered) if "comment" in c), None)
            response = next((i for i, c in enumerate(lowered) if "response" in c), None)
            columns[block.table] = (comment, response) if comment is not None and response is not None else None
            continue  # the header row itself
        if not columns[block.table] or len(cells) <= max(columns[block.table]):
            continue
        comment, response = (cells[i] for i in columns[block.table])
        number = _NUMBER.match(cells[0]) or _NUMBER.match(comment)
        if number and response:
            found.append(_make(number.group(0).lower(), _NUMBER.sub("", comment, count=1).lstrip(" .:)-")
                               if _NUMBER.match(comment) else comment, response, block.page))
    return found


def read(layout: Layout) -> tuple[Response, ...]:
    """The numbered responses of the submission's response-to-comments letter, in its order."""
    return tuple(_from_paragraphs(layout) + _from_tables(layout))
