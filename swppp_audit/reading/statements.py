"""What a plan states, in the forms a reviewer reads facts from: filled-in fields (a table row's
label and value, "Label: value", a question and its answer, a ticked or empty checkbox) and prose
sentences. Fact readers (swppp_audit.judging.facts) read fields by their label and sentences by their
words; a question is only ever the label of its answer, never a statement of its own.

Numbers that are never a project's quantity (coordinates, phone numbers, dates, tax map numbers,
elevations) are blanked out of every value and sentence here, once, so no reader can take one
for an area: "Long: -104.118230 Acres Disturbed: 7" leaves only the 7.
"""
from __future__ import annotations

import re
from dataclasses import dataclass

from swppp_audit.reading.layout import EMPTY_BOX, TICK, Layout, cells_between, filled, may_hold_a_box
from swppp_audit.reading.layout import TICKED as _TICKED
from swppp_audit.reading.layout import UNTICKED_OPTION as _UNTICKED_OPTION

# A blanked number: keeps the text's length and shape, and matches no number pattern.
_BLANK = "#"
_NOISE = re.compile(
    r"(?=[-(\d]|tax|sctm|parcel|section|el)(?:"  # where one can start: three times faster to scan
    r"-?\b\d{1,3}\.\d{4,}\b\s*°?\s*[NSEW]?\b"                          # coordinates: 40.9391 N, -112.377549
    r"|\b\d{1,3}\s*°\s*\d{1,2}\s*['′]\s*(?:\d{1,2}(?:\.\d+)?\s*[\"″])?"  # 40° 54' 21"
    r"|\(?\b\d{3}\)?[\s.-]\d{3}[.-]\d{4}\b|\b\d{10}\b"                  # (631) 555-0117, 6025270704
    r"|\b\d{1,2}/\d{1,2}/\d{2,4}\b|\b(?:19|20)\d\d-\d\d-\d\d\b"         # 4/1/2025, 2025-04-01
    r"|\b(?:tax\s+map|sctm|parcel\s+id)\b[\w\s().]{0,12}?(?:no\.?|#|number)?\s*:?\s*[\d.-]+"  # SCTM no.: 0401-002.00-...
    r"|\bsection\s+[\d.]+,?\s*block\s+[\d.]+(?:,?\s*lot\s+[\d.]+)?"      # Section 12.04, Block 2, Lot 7
    r"|\b(?:el\.?|elev\.?|elevation)\s*[\d.,]+(?:\s*(?:to|-|–)\s*[\d.,]+)?)",  # El. 560, elevation 5 to 8
    re.I,
)
_DIGIT = re.compile(r"\d")
# Where a field's label ends: the words just before a colon, back to a number, bracket or stop.
_FIELD = re.compile(r"(?P<label>[A-Za-z][A-Za-z /&'’#-]{1,80}?(?:\([A-Za-z ./]{1,20}\))?)\s*:\s+(?=\S)")
_COLON = re.compile(r":\s+(?=\S)")
_LABEL_REACH = 110  # the longest label _FIELD takes, with its parenthesis and spaces
# A question and the answer that follows it (in the next cell, after "Answer:", or on the line).
_QUESTION = re.compile(r"(?P<q>[A-Z][^?|:]{4,300}\?)\s*\|?\s*(?:answer\s*:\s*)?(?P<a>[^|?]{1,80}?)(?=\s*(?:\||$|question\s*:))",
                       re.I)
# A checkbox and the words it ticks, up to the next box.
_BOX = re.compile(rf"(?P<box>{TICK}|{EMPTY_BOX})\s*(?P<what>(?:(?!\.\s)[^☒☑✔✓■☐□\[|;]){{0,120}})")


@dataclass(frozen=True)
class Statement:
    """One field or one sentence of the plan. For a field, `label` is what is asked and `value`
    the answer as written; for a sentence, `label` is "" and `value` is the sentence. `text` is
    what the reviewer is shown as evidence."""

    page: int
    label: str
    value: str
    text: str
    ocr: float | None = None
    drawing: bool = False  # one of a drawing sheet's labels or notes, not the plan's prose
    cells: tuple[str, ...] = ()  # the table row's cells it was read from (reading.layout.Block.cells)
    printed: str = ""  # the page's printed number or sheet, where it differs from `page`
    heading: str = ""  # the heading of the section it is read under ("" before the first)

    @property
    def is_field(self) -> bool:
        return bool(self.label)


def blank_noise(text: str) -> str:
    """The text with every number that is never a project quantity blanked (see the module doc)."""
    if not _DIGIT.search(text):  # most sentences: nothing to blank, and _NOISE is slow to try
        return text
    return _NOISE.sub(lambda m: _DIGIT.sub(_BLANK, m.group(0)), text)


def _row_fields(page: int, cells: tuple[str, ...], text: str, ocr) -> list[Statement]:
    """A table row: each value cell with the label cells before it ("Area to be disturbed |
    1.6 acres", "Zoning | R-20 | Lot area | 3.2 ac"); a last cell that answers takes every cell
    before it as its label ("Receiving water | Impaired (303(d))? | No"); a value cell with no label
    of its own is another column of the previous label ("Lot area | 61,300 sf | 61,300 sf").
    "Total site / disturbed area | 5.10 ac / 2.75 ac" is two fields, paired in order. CELLS: the
    row's filled cells."""
    if len(cells) > 2 and _is_answer(cells[-1]) and not any(_is_answer(c) for c in cells[1:-1]):
        return _paired(page, " ".join(cells[:-1]), cells[-1], text, ocr)
    out, label, previous = [], [], ""
    for cell in cells:
        if (label or previous) and (_is_answer(cell) or len(cell.split()) > 3):
            previous = " ".join(label) or previous
            out.extend(_paired(page, previous, cell, text, ocr))
            label = []
        else:
            label.append(cell)
    return out


_QUANTITY = re.compile(r"^(?:approx\w*\.?\s*|about\s*|[~±]\s*)?\d[\d,]*(?:\.\d+)?(?![\d,.]|\s*\()")
_YES_NO = re.compile(r"^(?:yes|no|n/a|none|y|n)\b", re.I)


def _is_answer(cell: str) -> bool:
    """A cell that answers rather than asks: a quantity ("1.6 acres", not "Impaired (303(d))"),
    yes or no, a box, a dash for none."""
    return bool(_QUANTITY.match(cell) or _YES_NO.match(cell) or _BOX.match(cell) or cell in ("—", "-", "–"))


def _paired(page: int, label: str, value: str, text: str, ocr) -> list[Statement]:
    labels, values = label.split(" / "), value.split(" / ")
    if len(labels) == len(values) > 1:
        return [Statement(page, lab.strip(), val.strip(), text, ocr) for lab, val in zip(labels, values)]
    return [Statement(page, label, value, text, ocr)]


def _colon_fields(page: int, text: str, ocr) -> list[Statement]:
    """"Label: value" fields in running text: each value runs to the next label."""
    found = _field_labels(text)
    out = []
    for field, following in zip(found, found[1:] + [None]):
        value = text[field.end():following.start() if following else len(text)].strip(" ;,")
        label = field.group("label").strip()
        if value and not label.lower().startswith(("answer", "question")):
            out.append(Statement(page, label, value, text, ocr))
    return out


def _field_labels(text: str) -> list[re.Match]:
    """_FIELD's matches, found from each colon backwards: a scan of the whole text from every
    letter costs 0.3 s on a 300-page plan, most of which has no colon at all."""
    found, start = [], 0
    for colon in _COLON.finditer(text):
        if colon.start() < start:
            continue
        window = max(start, colon.start() - _LABEL_REACH)
        match = _FIELD.search(text, window, colon.end() + 1)
        while match and match.end() <= colon.start():  # a label that ends at an earlier colon
            match = _FIELD.search(text, match.end(), colon.end() + 1)
        if match:
            found.append(match)
            start = match.end()
    return found


def _column_field(headers: dict[int, str], table: int, page: int, cells: tuple[str, ...], text: str,
                  ocr) -> list[Statement]:
    """A row's first cell under its table's first column heading: "Water body | Classification"
    over "Plum Brook | C" states "Water body: Plum Brook". The first row is the heading."""
    first = cells[0] if cells else ""
    if table not in headers:
        headers[table] = first
        return []
    return [Statement(page, headers[table], first, text, ocr)] if first and headers[table] else []


def _question_fields(page: int, text: str, ocr) -> list[Statement]:
    if "?" not in text:
        return []
    return [Statement(page, m.group("q").strip(), m.group("a").strip(), text, ocr)
            for m in _QUESTION.finditer(text)]


def _box_fields(page: int, text: str, ocr, cells: tuple[str, ...] = ()) -> list[Statement]:
    """"☒ Single-family residence" is the field (the words, yes); "☐ Subdivision" (the words, no);
    "[X] Yes [ ] No" after a label is one field with the label's words and the ticked answer."""
    boxes = list(_BOX.finditer(text))
    if not boxes:
        return []
    words = [(bool(_TICKED.match(b.group("box"))), b.group("what").strip(" .;,")) for b in boxes]
    answers = {w.lower(): ticked for ticked, w in words if w.lower() in ("yes", "no", "y", "n")}
    if answers:
        label = _box_label(text[:boxes[0].start()], cells)
        if label and any(answers.values()):
            answer = next(w for w, t in answers.items() if t)
            return [Statement(page, label, answer, text, ocr)]
        return []
    return [Statement(page, what, "yes" if ticked else "no", text, ocr) for ticked, what in words if what]


def _box_label(before: str, cells: tuple[str, ...]) -> str:
    """The words before a field's first box in the box's own cell: a row's other cells are other
    fields ("Lot 4 | Wetlands on site [X] No" labels the box "Wetlands on site"), and a cell may
    print a bar of its own. A box that opens its cell answers the cell before it ("Receiving
    water impaired | [ ] Yes [X] No")."""
    for i, cell in enumerate(cells):
        box = _BOX.search(cell)
        if box:
            own = cell[:box.start()].strip(" :")
            return own or (cells[i - 1].strip(" :") if i else "")
    return before.strip(" :")


_QUESTION_SENTENCE = re.compile(r"[^.;!?|]*\?")


def _sentences(text: str) -> list[str]:
    """Sentences of running text, without questions (asked, not stated) and without the options
    of a form that were left unticked."""
    if may_hold_a_box(text):
        text = _UNTICKED_OPTION.sub(" ", text)
    if "?" in text:  # the pattern backtracks over every run of text; most blocks ask nothing
        text = _QUESTION_SENTENCE.sub(" ", text)
    parts = re.split(r"(?<=[.;!?])\s+(?=[A-Z(☒☑■\[])", text)
    return [p for p in parts if p.strip() and not p.rstrip().endswith("?")]


def _cells_of(block, sentence: str) -> tuple[str, ...]:
    """The cells of a row's sentence (one of the row's sentences, as _sentences cuts them)."""
    start = block.text.find(sentence) if block.cells else -1
    return cells_between(block.cells, start, start + len(sentence)) if start >= 0 else ()


def statements(layout: Layout, ocr: dict[int, float] | None = None) -> list[Statement]:
    """Every field and sentence of the plan's body text, in reading order, noise blanked; not its
    contents or its correspondence."""
    ocr = ocr or {}
    out: list[Statement] = []
    headers: dict[int, str] = {}  # table -> its first row's first cell ("Water body")
    for block in layout.blocks:
        # a contents line names; correspondence (a comment quoted, a letter bound in front) is about
        # the plan, never the source of its facts
        if block.kind in ("toc", "quote") or block.page in layout.letter_pages:
            continue
        page, text, conf = block.page, blank_noise(block.text), ocr.get(block.page)
        fields, cells = [], tuple(blank_noise(c) for c in filled(block.cells))
        if block.kind == "row":
            fields = _row_fields(page, cells, text, conf) + _column_field(headers, block.table, page, cells, text, conf)
        fields += _question_fields(page, text, conf) + _box_fields(page, text, conf, cells) + _colon_fields(page, text, conf)
        label, heading = layout.printed.get(page, ""), layout.sections[block.section].heading
        out.extend(Statement(f.page, f.label, f.value, block.text, f.ocr, cells=block.cells, printed=label,
                             heading=heading) for f in fields)  # quoted as printed
        if block.kind != "heading":
            # a drawing's labels each say their own thing: "LIMIT OF DISTURBANCE 1.38 AC" and "NEW
            # BATHHOUSE 3,100 SF" are two statements, not one sentence whose numbers mix
            said = block.text.split(" · ") if block.kind == "drawing" else _sentences(block.text)
            out.extend(Statement(page, "", blank_noise(s), s, conf, block.kind == "drawing", _cells_of(block, s), label,
                                 heading) for s in said if s.strip())
    return out
