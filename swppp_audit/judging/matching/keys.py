"""What the matcher's hits are of: the cue keys (an item's headings, elements, alternative set, ...),
the sentences they are found in, and the Cues of a document (swppp_audit.judging.match)."""
from __future__ import annotations

from dataclasses import dataclass

@dataclass(frozen=True)
class Sentence:
    block: int
    page: int
    section: int
    table: int | None
    text: str
    kind: str  # the block kind: heading, para, row, toc
    cells: tuple[str, ...] = ()  # a row's cells in the sentence (reading.layout.cells_between)

# --------------------------------------------------------------------------- cue keys
# What a cue hit is a hit of: the keys of Cues.hits. `item` is the item's index in the checklist,
# `index` the element's index in its set.


@dataclass(frozen=True)
class Heading:
    """The item's heading phrases (Item.headings): they count where they name a heading, a
    table-of-contents line or a table row's label (see _claimed), never in running text."""

    item: int


@dataclass(frozen=True)
class Element:
    """One of the item's elements (Item.elements): a thing its content must mention."""

    item: int
    index: int


@dataclass(frozen=True)
class Alternative:
    """One element of the item's alternative set (Item.alternative), which satisfies it on its own."""

    item: int
    index: int


@dataclass(frozen=True)
class NoneSubject:
    """What the item's "there is none" statement is about (Item.none_subjects)."""

    item: int


@dataclass(frozen=True)
class NoneContext:
    """Words that make a "there is none" statement about the item (Item.none_context)."""

    item: int


@dataclass(frozen=True)
class Under:
    """Headings of the chapters the item's content is expected under (Item.under)."""

    item: int


@dataclass(frozen=True)
class NotUnder:
    """Headings of the chapters the item's content is never under (Item.not_under)."""

    item: int


@dataclass(frozen=True)
class NotWith:
    """A shared vocabulary set some element names in not_with: an element's hit in a sentence that
    also holds one of these is void."""

    name: str


@dataclass(frozen=True)
class Vocab:
    """The token patterns of a shared vocabulary set: run once per block whoever uses them, their
    hits are credited to each user's key (Engine.users); never a key of Cues.hits itself."""

    name: str


@dataclass(frozen=True)
class InLabel:
    """An element's (or alternative's) hit inside a table row's label, its first cell: "Litter /
    trash | ..." lists the part rather than mentioning it."""

    part: Element | Alternative


@dataclass(frozen=True)
class Said:
    """A shared vocabulary set the matcher itself reads, whatever the item (SAID): the words that
    deny a mention, disclaim a subject, name a standard, state what the law requires, or label the
    site's address (see _taken_back, _none_statement, content.restated, _search)."""

    name: str


# The sets of language.yaml's vocab that the matcher reads itself (see Said).
SAID = ("denial", "denial_before", "disclaimer", "named_standard", "requirement", "site_field")


@dataclass(frozen=True)
class Denied:
    """Sentences that say the item's subject does not exist ("No maintenance easement is needed"),
    for an item that "there is none" does not answer (see _taken_back)."""

    item: int


@dataclass(frozen=True)
class Deferring:
    """The phrases that put content off ("to be provided", "TBD"), one set for every item: DEFER."""


DEFER = Deferring()

CueKey = Heading | Element | Alternative | NoneSubject | NoneContext | Under | NotUnder | NotWith | Vocab | \
    InLabel | Said | Deferring | Denied
# The keys whose hits the matcher derives from other hits (never given to a matcher, no match id).
DERIVED = (InLabel, Denied)


def match_id(key: CueKey) -> str:
    """The string spaCy's matchers know a cue key by; the only place keys and strings meet (the
    matchers' hits are mapped back through Engine._credits). They are the strings the keys once
    were, so the matchers' hash ids, and the order they report simultaneous hits in, are unchanged."""
    match key:
        case Heading(item):
            return f"H{item}"
        case Element(item, index):
            return f"E{item}.{index}"
        case Alternative(item, index):
            return f"F{item}.{index}"
        case NoneSubject(item):
            return f"N{item}"
        case NoneContext(item):
            return f"C{item}"
        case Under(item):
            return f"U{item}"
        case NotUnder(item):
            return f"X{item}"
        case NotWith(name):
            return f"W:{name}"
        case Vocab(name):
            return f"V:{name}"
        case Said(name):
            return f"S:{name}"
        case Deferring():
            return "DEFER"
    raise TypeError(f"{key!r} is never given to a matcher")


@dataclass(frozen=True)
class Cues:
    """Where the cues occur in a document: its sentences in order, for each cue key the indexes
    of the sentences it occurs in, and the practices' labels ("BR-1" -> Element keys)."""

    sentences: tuple[Sentence, ...]
    hits: dict[CueKey, list[int]]
    labels: dict[str, set[CueKey]]


