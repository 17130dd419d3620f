"""The reasons findings give, as named templates: one place to read (and reword) every text a
reviewer signs. Each template is filled with str.format; the texts are those the judging once
wrote inline, character for character."""
from __future__ import annotations

import re

from swppp_audit.model import cut


def _short(text: str, limit: int = 80) -> str:
    """TEXT as a reason quotes it: without a contents line's leader and page number, cut at a word."""
    return cut(re.sub(r"\s*(?:\.{3,}|…+|(?:\. ){3,}|_{3,}).*$", "", text), limit)  # the leader and page number




# Every finding's reason, by name, as str.format templates: {pages} and {page} are where a
# reviewer finds it (_Context.pages), {where} a place a deferral names (PLACES), {text} quoted words.
REASONS = {
    # present, or in doubt with content found
    "found": "found on {pages}",
    "found_but": "{found_on}, but {doubt}",
    "found_but_deferred": "content found on {pages}, but {where} on {page} says \"{text}\"; confirm which stands",
    "none_stated": "explicit statement that there are none, {page}",
    "unreadable": "{reason}; but {pages} could not be read and may hold it",
    # not present (_not_present)
    "deferred": "{where} on {page} says \"{text}\": {what}",
    "deferred_what": "content not supplied",
    "denied_what": "a statement that there is none, which the law does not take for it",
    "empty_heading": "the heading '{heading}' on {page} has no content under it",
    "toc_only": "listed in the table of contents ({page}: '{entry}') "
                "but there is no such section in the body, and the text does not give it",
    "not_found": "no {title} found",
    "only_unsaid": "{missing}; the only mention is {unsaid} ({page}: '{text}')",
    # the item's own section says nothing of it (_silent_section)
    "section_only_unsaid": "the section '{heading}' on {page} holds only {what} ('{text}'): none of {names}",
    "section_gives_none": "the section '{heading}' on {page} gives none of: {names}",
    # part of it (_partial, _unsigned)
    "named_in_heading": "the section '{heading}' on {page} names {said} in its heading, but its text does not give "
                        "{lacking}",
    "found_unsigned": "{said} found ({pages}), but {unsigned}",
    "unsigned": "no {blank} with it: the statement is there and no signer has filled it in; check whether a signed "
                "copy is bound elsewhere, or ask for one",
    "unsigned_submitted": "no {blank} with it: the statement is there and no signer has filled it in, and the law "
                          "has the plan signed by the professional who prepared it",
    "lacking_there": "{said} found ({pages}) but without {elsewhere} there{also}",
    "lacking_also": ", and no {nowhere} anywhere in the document",
    "lacking_doubt": "{lack}; {doubt}",
    "lacking_anywhere": "{said} found ({pages}) but no {nowhere} anywhere in the document",
    # parts said apart (_scattered)
    "passing_mentions": "only passing mentions of {said} ({pages}), and no {absent} with them",
    "never_together": "parts of it occur ({pages}) but never together; check whether the submission covers it",
}

# The places a deferral names (Deferral.where).
PLACES = {
    "section": "the section '{heading}'",
    "row": "the table row '{label}'",
    "line": "the line '{label}'",
}


def reason(name: str, **fields) -> str:
    """The reason REASONS[NAME] with its fields filled in."""
    return REASONS[name].format(**fields)


def place(name: str, **fields) -> str:
    """The place PLACES[NAME] with its fields filled in."""
    return PLACES[name].format(**fields)
