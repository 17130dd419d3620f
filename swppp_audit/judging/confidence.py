"""When a reading is sure: the doubts that turn a present or a missing finding into one a
reviewer decides (needs_review), each named, each read from structure, never from one plan's words.

A present is sure when the item's own section gives it, or, where the plan has no section of its
own for the item, when the passage that gives it says it plainly. It is not sure when:
- `put_off`: a sentence of the passage also puts the content off ("... will be listed in the
  contractor's submittal"): it may name the item without giving it;
- `reference`: the whole passage lies in material bound with the plan (a soil survey report,
  model output, a permit's text), which describes any site, not how this plan meets the item;
- `own_restated`: the passage lies outside the item's own section, and that section only
  restates the law (or names the item without giving it): the plan answered the item nowhere it
  said it would, and what was found elsewhere may be about something else.
An own section that has text but does not give the item, with the item found elsewhere, is no
doubt: on ten labelled sets that doubt fell only on items the plans did give (13 of 13), because
the headings it took for the item's own are chapter titles and map captions as often as sections.
A missing is sure when the plan shows the lack (a deferral, an empty heading, a contents line, a
blank form, nothing anywhere); it is not sure when:
- `named_elsewhere`: the item's passage lacks a part that the plan names elsewhere (a page later,
  in a table's columns): that may give it;
- `scanned_text`: the passage lacks a part, and every page of it was read by OCR: the part may be
  there in words OCR misread;
- `scanned_layout`: an empty heading on a page OCR read: its layout (a table's columns, a photo's
  curve) may have parted the heading from its text.
"""
from __future__ import annotations

from dataclasses import dataclass

# The doubts' words, by name: each completes "found on page 7, but ..." or "... missing there; ...".
DOUBTS = {
    "put_off": "the passage also says \"{text}\" ({where}); check whether it gives the content or puts it off",
    "reference": "the passage lies in '{heading}' ({where}), material bound with the plan rather than the plan's "
                 "own statement; check whether the plan itself gives it",
    "own_restated": "the item's own section '{heading}' ({where}) only restates the law; check whether the passage "
                    "found elsewhere gives it",
    "named_elsewhere": "the plan mentions {parts} on {where}; check whether that gives it for this item",
    "scanned_text": "{pages} read by OCR: what is lacking may be there in words OCR misread; check the scan",
    "scanned_layout": "{page} was read by OCR, whose layout may have split the text under it from its heading; "
                      "check the page",
}


@dataclass(frozen=True)
class Place:
    """A heading or a sentence of the plan, and where a reviewer finds it ("page 9 (printed page 3)")."""

    text: str
    where: str


@dataclass(frozen=True)
class Reading:
    """How a present finding was reached, as structure: the kind of window that gave it (own,
    near, table, page), the passage's sentences that put content off, and the bound reference
    material the whole passage lies in."""

    window: str
    put_off: tuple[Place, ...] = ()
    reference: Place | None = None
    own_restated: Place | None = None  # the item's own section, where it only restates the law


@dataclass(frozen=True)
class Doubt:
    name: str
    text: str


def doubt(name: str, **words) -> Doubt:
    return Doubt(name, DOUBTS[name].format(**words))


def present_doubt(reading: Reading) -> Doubt | None:
    """What makes a present reading unsure, or None when it is sure."""
    if reading.put_off:
        first = reading.put_off[0]
        return doubt("put_off", text=first.text, where=first.where)
    if reading.window != "own" and reading.reference is not None:
        return doubt("reference", heading=reading.reference.text, where=reading.reference.where)
    if reading.window != "own" and reading.own_restated is not None:
        return doubt("own_restated", heading=reading.own_restated.text, where=reading.own_restated.where)
    return None


def missing_doubt(named: tuple[str, ...], where: str) -> Doubt | None:
    """A missing part that the plan names elsewhere (NAMED, on WHERE) is not a sure lack."""
    if not named:
        return None
    return doubt("named_elsewhere", parts=" and ".join(named), where=where)
