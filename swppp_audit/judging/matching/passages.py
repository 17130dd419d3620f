"""The passages that may give an item: windows of the document (the item's own sections, runs of
nearby sentences, tables about the item, a form's page) gathered from its elements' hits, the best
complete one chosen, and the sentences quoted from it."""
from __future__ import annotations

from collections import defaultdict
from dataclasses import dataclass, field, replace
from typing import Literal

from swppp_audit.judging.checklist import Item
from swppp_audit.judging.matching.context import _Context, _content_words, _table_blocks, _table_intro
from swppp_audit.judging.matching.keys import Alternative, Element, Heading, InLabel, Said
from swppp_audit.model import Evidence

MAX_EVIDENCE = 3

# Outside the item's own sections, elements count as said together only this close: within
# NEAR_SENTENCES sentences of running text, or in a table about the item (see _rows). A section is often long; scattered mentions are not a plan.
NEAR_SENTENCES = 6
_KINDS = {"own": 0, "near": 1, "table": 2, "page": 3}


@dataclass(frozen=True)
class Window:
    """A window of the document that may give an item (see _gather), by its kind and place: an
    own section's chapter; a run of nearby sentences (the section, the run); a table; a form's
    page (the page, the form on it)."""

    kind: Literal["own", "near", "table", "page"]
    place: int
    part: int = 0

    @property
    def own(self) -> bool:
        return self.kind == "own"


def _together(item: Item, parts: list[Element] | list[Alternative]) -> list[tuple[int, int]]:
    """The pairs of positions in PARTS whose elements must share a sentence outside the own
    section (Element.together_with)."""
    elements = [(item.elements if isinstance(p, Element) else item.alternative)[p.index] for p in parts]
    names = {e.name: j for j, e in enumerate(elements)}
    return [(j, names[other]) for j, e in enumerate(elements) for other in e.together_with if other in names]


def _joined(found: dict[int, int], pairs: list[tuple[int, int]], element_hits: list[list[int]], unit=None) -> dict[int, int]:
    """FOUND without the second of each pair that no sentence of it (no row, where UNIT maps a
    sentence to its table row) names together: a window lacking it, which the reason names."""
    unit = unit or (lambda s: s)
    used = {unit(s) for s in found.values()}

    def together(a: int, b: int) -> bool:
        units_a, units_b = {unit(s) for s in element_hits[a]} & used, {unit(s) for s in element_hits[b]} & used
        return bool(units_a & units_b) or "header" in units_a | units_b

    apart = {b for a, b in pairs if a in found and b in found and not together(a, b)}
    return {j: s for j, s in found.items() if j not in apart} if apart else found


def _row_of(context: _Context):
    """A sentence's table row, where a header row counts as every row ("Inspection frequency" over
    "Silt fence | weekly"): the unit _joined asks a pair to share in a table."""
    def unit(s: int):
        block = context.sentences[s].block
        return "header" if block == _table_blocks(context.layout, block)[0] else block
    return unit


def _gather(context: _Context, item: Item, element_hits: list[list[int]], heading_sections: list[int],
            parts: list[Element] | list[Alternative]) -> tuple[dict[Window, dict[int, int]], dict[Window, list]]:
    """The windows of text that hold some of the item's elements: window -> {element: sentence}.

    `own`: a section whose heading claims the item, with its subsections (across page breaks: a
    statement on one page, its signature on the next); `near`: a run of nearby sentences elsewhere;
    `table`: a table about the item; `page`: a page, for items judged by the page. Also every hit
    in each own window, for quoting each page of a section that runs over several."""
    windows: dict[Window, dict[int, int]] = defaultdict(dict)
    # Sections of one chapter that claim the item are read together: "6.1 Temporary Measures" and
    # "6.3 Permanent Measures" are one answer to "temporary and permanent measures".
    chapter = context.layout.chapters
    claiming = heading_sections + _beside(context, heading_sections, parts, element_hits)
    own = {b: chapter[sec] for sec in claiming for b in context.layout.span(sec)}
    # Within them, the deepest section that claims the item speaks for it ("5.3 Post-Construction
    # Practices" rather than the "5.1 Five-Step Process" of its chapter "5.0 Post-Construction").
    depth: dict[int, int] = {}
    for sec in sorted(claiming, key=lambda h: context.layout.sections[h].level):
        depth.update(dict.fromkeys(context.layout.span(sec), context.layout.sections[sec].level))
    loose: dict[int, list[tuple[int, int]]] = defaultdict(list)  # section -> [(sentence, element)]
    spread: dict[Window, list[tuple[int, int]]] = defaultdict(list)  # own window -> all its hits
    form_starts = _form_starts(context, item, parts, heading_sections)
    cuts = _form_cuts(context, element_hits[0] if item.on_one_page and element_hits else (), form_starts)
    for j, sentence_ids in enumerate(element_hits):
        for s in sentence_ids:
            sentence = context.sentences[s]
            if item.on_one_page and sentence.block >= form_starts.get(sentence.page, 0):
                form = sum(1 for cut in cuts.get(sentence.page, ()) if cut <= sentence.block)
                windows[Window("page", sentence.page, form)].setdefault(j, s)
            if sentence.block in own:
                spread[Window("own", own[sentence.block])].append((s, j))
                window = windows[Window("own", own[sentence.block])]
                if j not in window or depth[sentence.block] > depth[context.sentences[window[j]].block]:
                    window[j] = s
            elif not item.on_one_page:
                loose[sentence.section].append((s, j))
    # The item's own heading says part of what the section holds ("Responsible Parties" over a
    # list of parties and their tasks); it counts beside a body that says most of it, never alone.
    # Not on a form (an item judged by the page): a statement, a signature and a date are made, not
    # named, and the heading "Engineer's Certification" certifies nothing.
    # A heading that gives the item's whole title in the law's words ("Permanent Control Measures
    # Converted from Temporary Practices") repeats the question, and answers none of it.
    title = _content_words(item.title)
    for j, part in enumerate(parts if not item.on_one_page else ()):
        for s in context.hits.get(part, ()):
            sentence = context.sentences[s]
            if sentence.kind == "heading" and sentence.section in heading_sections \
                    and not (len(title) >= 4 and title <= _content_words(sentence.text)):
                windows[Window("own", chapter[sentence.section])].setdefault(j, s)
    tables = _rows(context, [h for hits in loose.values() for h in hits], parts)
    pairs = _together(item, parts)
    for window, found in tables.items():
        windows[window] = _joined(found, pairs, element_hits, _row_of(context))
    for section, hits in loose.items():
        runs = [_joined(found, pairs, element_hits)
                for units in _units(context, hits, tables) for found in _closest(units, len(element_hits))]
        complete = [found for found in runs if len(found) == len(element_hits)]
        for run, found in enumerate(complete or sorted(runs, key=len)[-1:]):
            windows[Window("near", section, run)] = found
    return windows, spread


def _form_starts(context: _Context, item: Item, parts, heading_sections: list[int]) -> dict[int, int]:
    """Page -> the first block of the item's own heading on it. A form is read from its own heading
    down: on the page of a "Contractor Certification", the preparer's filled-in block above that
    heading signs nothing of the contractor's form."""
    starts: dict[int, int] = {}
    for s in context.hits.get(Heading(parts[0].item), ()) if item.on_one_page and parts else ():
        sentence = context.sentences[s]
        if sentence.kind == "heading" and sentence.section in heading_sections:
            starts.setdefault(sentence.page, sentence.block)
    return starts


def _form_cuts(context: _Context, statements, form_starts: dict[int, int]) -> dict[int, list[int]]:
    """Page -> the blocks where another form begins: a statement (the item's first element) that
    follows the rows of an earlier one on the page. The names, blanks and dates under a statement
    are that statement's: a preparer's blank signature lines are not filled by the contractor's
    form signed below them. Statements with no rows between are one form ("I certify ... I
    further certify ...")."""
    blocks = context.layout.blocks
    by_page: dict[int, set[int]] = defaultdict(set)
    for s in statements:
        sentence = context.sentences[s]
        if sentence.block >= form_starts.get(sentence.page, 0):
            by_page[sentence.page].add(sentence.block)
    cuts: dict[int, list[int]] = {}
    for page, found in by_page.items():
        found = sorted(found)
        cuts[page] = [later for earlier, later in zip(found, found[1:])
                      if any(blocks[b].kind == "row" for b in range(earlier + 1, later))]
    return cuts


def _beside(context: _Context, heading_sections: list[int], parts, element_hits: list[list[int]]) -> list[int]:
    """The section next to one that claims the item, in the same chapter and at the same level,
    whose heading names the one part that section's text lacks: "7.3 Responsible Entity" right
    after "7.2 O&M Plan" gives the plan's responsible entity, one answer set out in two sections."""
    layout, chapter = context.layout, context.layout.chapters
    beside = []
    for sec in heading_sections:
        span = set(layout.span(sec))
        lacking = [j for j, hits in enumerate(element_hits)
                   if not any(context.sentences[s].block in span for s in hits)]
        if len(lacking) != 1 or chapter[sec] == sec:
            continue
        titled = {context.sentences[s].section for s in context.hits.get(parts[lacking[0]], ())
                  if context.sentences[s].kind == "heading"}
        beside += [other for other in (sec - 1, layout.sections[sec].end)
                   if other in titled and chapter[other] == chapter[sec]
                   and layout.sections[other].level == layout.sections[sec].level]
    return beside


def _units(context: _Context, hits: list[tuple[int, int]], tables: dict) -> list[list[dict[int, int]]]:
    """A section's hits as runs of units in reading order: each sentence of running text and each
    table about the item is a unit (a table's rows are one statement; other tables say nothing).
    A drawing sheet, all its labels, is a run of its own: its notes do not complete the text
    around it, nor one sheet another."""
    units: list[tuple[object, dict[int, int], bool]] = []  # (key, {element: sentence}, a drawing's)
    for s, j in sorted(hits):
        sentence = context.sentences[s]
        table = Window("table", sentence.table) if sentence.table is not None else None
        if table is None:
            # a sentence of text is a unit; a drawing sheet, all its labels, is one
            drawing = sentence.kind == "drawing"
            key = ("drawing", sentence.block) if drawing else s
            if units and units[-1][0] == key:
                units[-1][1].setdefault(j, s)
            else:
                units.append((key, {j: s}, drawing))
        elif table in tables and not any(u[0] == table for u in units[-1:]):
            units.append((table, tables[table], False))
    runs: list[list[dict[int, int]]] = [[]]
    for _, found, drawing in units:
        if drawing:
            runs += [[found], []]
        else:
            runs[-1].append(found)
    return [run for run in runs if run]


def _closest(units: list[dict[int, int]], wanted: int) -> list[dict[int, int]]:
    """Runs of at most NEAR_SENTENCES + 1 units: every run that holds all the elements (each
    starting after the last one's completing unit), or else the one that holds the most. A run's
    elements are counted as a set first; its {element: first sentence} is built only when it is
    complete or beats the best so far (most runs are neither)."""
    complete: list[dict[int, int]] = []
    best: dict[int, int] = {}
    start = 0
    while start < len(units):
        window = units[start:start + NEAR_SENTENCES + 1]
        distinct = len(set().union(*window))
        if distinct == wanted or distinct > len(best):
            found: dict[int, int] = {}
            for offset, unit in enumerate(window):
                for j, s in unit.items():
                    found.setdefault(j, s)
                if len(found) == wanted:
                    complete.append(found)
                    start += offset
                    break
            if len(found) > len(best):
                best = found
        start += 1
    return complete or ([best] if best else [])


def _rows(context: _Context, hits: list[tuple[int, int]], parts: list) -> dict[Window, dict[int, int]]:
    """Each table that is about the item, with its elements (its introduction included). A table is
    about the item when its caption or header names the item's subject (its first element), when
    one row with the header's columns holds every element ("Quarryview silt loam | B" under
    "Soil | HSG"), when the rows' labels name every element, or when one row names the subject
    with something more:
    "Paints | closed containers in the job box" makes a storage table of the rows beside it, but a
    responsibilities table that lists "drywells" in one row and "maintain silt fence daily" in
    another is no maintenance schedule for the drywells."""
    blocks, wanted = context.layout.blocks, len(parts)
    by_block: dict[int, dict[int, int]] = defaultdict(dict)
    for s, j in sorted(hits):
        by_block[context.sentences[s].block].setdefault(j, s)
    windows: dict[Window, dict[int, int]] = {}
    for b in sorted(by_block):
        table = blocks[b].table
        if table is None or Window("table", table) in windows:
            continue
        table_rows = _table_blocks(context.layout, b)
        rows = [r for r in table_rows if r in by_block]
        titles = [r for r in (table_rows[0],) + _table_intro(context.layout, b) if r in by_block]
        header = {j: s for r in titles for j, s in by_block[r].items()}  # header row and introduction
        if not (any(0 in by_block[r] for r in titles) or any(0 in by_block[r] and len(by_block[r]) > 1 for r in rows)
                or any(len(by_block[r].keys() | header.keys()) == wanted for r in rows)  # an "HSG" column
                or _labels_name_every_part(context, rows, by_block, parts)):
            continue
        merged: dict[int, int] = {}
        for r in rows + titles:
            for j, s in by_block[r].items():
                merged.setdefault(j, s)
        windows[Window("table", table)] = merged
    return windows


def _labels_name_every_part(context: _Context, rows: list[int], by_block: dict, parts: list) -> bool:
    """Whether the rows' labels (first cells) name every element: a table that lists the item's
    parts ("Litter / trash | ...", "Construction chemicals | ...") is about the item."""
    named = set()
    in_labels = [context.hit_set(InLabel(part)) for part in parts]
    for r in rows:
        for j, s in by_block[r].items():
            if s in in_labels[j]:
                named.add(j)
    return len(named) == len(parts) >= 2


@dataclass(frozen=True)
class _Search:
    """One set of an item's elements searched in a document: where each occurs, the windows that
    hold them, and the best window holding them all (None if there is none)."""

    element_hits: list
    windows: dict  # window -> {element: sentence}, in order of preference (_search's `preference`)
    complete: list  # every window holding all the elements, best first
    spread: dict = field(default_factory=dict)  # own window -> every (sentence, element) in it

    @property
    def best(self) -> tuple | None:
        return self.complete[0] if self.complete else None


def _search(context: _Context, item: Item, elements: tuple, parts: list[Element] | list[Alternative],
            heading_sections: list[int], allowed, expected) -> _Search:
    """ELEMENTS searched by their keys PARTS (the item's elements, or its alternative set)."""
    voids = [context.voids(element) for element in elements]
    element_hits = [[s for s in context.content(part)
                     if allowed(context.sentences[s].section) and not context.voided(s, void, context.hit_set(part))]
                    for part, void in zip(parts, voids)]
    windows, spread = _gather(context, item, element_hits, heading_sections, parts)
    # An element a labelled field of the site gives (Element.site_field: "Site address: 48 Linden
    # Hollow Road", a fill-in form's first section) is given by it in the item's own section.
    fields = context.hit_set(Said("site_field"))
    for j, element in enumerate(elements if fields else ()):
        given = next((s for s in element_hits[j] if s in fields), None) if element.site_field else None
        for window, found in windows.items() if given is not None else ():
            if window.own:
                found.setdefault(j, given)

    def substantial(found: dict[int, int]) -> bool:
        in_body = sum(1 for s in found.values() if context.sentences[s].kind != "heading")
        return in_body * 2 >= len(elements) and in_body > 0

    def preference(window):
        first = min(windows[window].values())
        return (not window.own, not expected(context.sentences[first].section), _KINDS[window.kind], first)

    # one order of preference for every window, so that of two windows holding as much of an item
    # the one in its expected chapter is the closest (judge._lacking), as it is the best when whole
    windows = dict(sorted(windows.items(), key=lambda kv: preference(kv[0])))
    complete = [w for w, found in windows.items() if len(found) == len(elements) and substantial(found)]
    return _Search(element_hits, windows, complete, spread)


def _without(context: _Context, found: _Search, texts: set[str]) -> _Search:
    """FOUND without the complete windows whose text is nothing but sentences of TEXTS."""
    def only(window) -> bool:
        return all(context.sentences[s].text in texts for s in found.windows[window].values()
                   if context.sentences[s].kind != "heading")

    return replace(found, complete=[w for w in found.complete if not only(w)])


# Besides the best window's quotes, the first sentence of a few more windows that hold the whole
# item elsewhere (the summary on page 3 and the section on page 7): a reviewer sees every place.
MORE_PLACES = 3


def _evidence(context: _Context, searches: list[_Search]) -> tuple[Evidence, ...]:
    """The best complete window's quotes, then one quote from each further complete window (of
    the item's elements or of its alternative) on a page not yet quoted."""
    windows = [(found, w) for found in searches for w in found.complete[:1]]  # each set's best first
    windows += [(found, w) for found in searches for w in found.complete[1:]]
    first, best = windows[0]
    quoted = _cover(first, first.windows[best])[:MAX_EVIDENCE]
    pages = {context.sentences[s].page for s in quoted}
    for s in _other_pages(context, first.spread.get(best, ()), pages)[:MORE_PLACES]:
        quoted.append(s)
        pages.add(context.sentences[s].page)
    for found, window in windows[1:]:
        if len(quoted) >= MAX_EVIDENCE + MORE_PLACES:
            break
        s = _cover(found, found.windows[window])[0]
        if context.sentences[s].page not in pages:
            quoted.append(s)
            pages.add(context.sentences[s].page)
    return tuple(context.quote(s) for s in quoted)


def _other_pages(context: _Context, hits: list[tuple[int, int]], quoted: set[int]) -> list[int]:
    """For an item's own section that runs over several pages, the sentence of each further page
    that holds the most of the item (a reviewer reading page 11 of "5.3 Practices" sees it)."""
    holds: dict[int, set[int]] = defaultdict(set)
    for s, j in hits:
        holds[s].add(j)
    best: dict[int, int] = {}
    for s, parts in holds.items():
        page = context.sentences[s].page
        if page not in quoted and (page not in best or len(parts) > len(holds[best[page]])):
            best[page] = s
    return [best[page] for page in sorted(best)]


def _cover(found: _Search, window: dict[int, int]) -> list[int]:
    """Sentences of a window that between them hold every element, those that hold the most
    first: one quote where the parts are said together, one for each where they sit apart."""
    first, last = min(window.values()), max(window.values())
    holds: dict[int, set[int]] = defaultdict(set)
    for j, hits in enumerate(found.element_hits):
        for s in hits:
            if first <= s <= last:
                holds[s].add(j)
    for j, s in window.items():  # the window's own choice (a heading's words count too)
        holds[s].add(j)
    chosen, wanted = [], set(window)
    while wanted:
        s = max(holds, key=lambda t: (len(holds[t] & wanted), -t))
        chosen.append(s)
        wanted -= holds[s]
    return sorted(chosen)


