"""Read a PDF into a Document: every page's text in reading order, its ruled tables, and
which pages could not be read.

Text comes from PDFium (pypdfium2), the fastest reader that keeps reading order and page
numbers. Ruled tables are read from the page's drawn lines with PDFium too (swppp_audit.reading.grid),
however the producer drew them, merged cells included: pdfplumber's parse (~75-140 ms a page)
is not needed on any measured plan. On table pages the narrative is taken from outside the
tables so table rows are not read twice, and each table is placed where it sits. Answers held
in fillable form fields (not flattened) are read too, where the page shows them.
"""
from __future__ import annotations

import ctypes
import re
import unicodedata
from dataclasses import dataclass, replace
from functools import cached_property
from pathlib import Path

import pypdfium2 as pdfium
import pypdfium2.raw as pdfium_c

from swppp_audit.files import sha256_of
from swppp_audit.model import Document, Page, Table

# A page is a table candidate from this many drawn path objects (a 3x3 grid drawn line by line
# has 8; a rule under a heading has 1) ...
TABLE_MIN_PATHS = 6
# ... or one path with more segments than a box (a grid drawn as one path) ...
MAX_BOX_SEGMENTS = 6
# ... and a drawing rather than a table above this many (CAD sheets carry tens of thousands).
TABLE_MAX_PATHS = 3000
# Form XObjects looked into, nested (a scan inside a form inside a form).
FORM_DEPTH = 3
# Fewer word characters than this, with an image on the page, means a scan with no text layer.
MIN_TEXT_CHARS = 25
# Share of characters that must be letters, digits, spaces or common punctuation.
MIN_CLEAN_RATIO = 0.85

_MAGIC = {
    b"PK\x03\x04": "a ZIP archive (or a DOCX/XLSX document)",
    b"<!DO": "an HTML page",
    b"<htm": "an HTML page",
    b"<HTM": "an HTML page",
    b"\xd0\xcf\x11\xe0": "a legacy Microsoft Office document",
    b"\x89PNG": "a PNG image",
    b"\xff\xd8\xff": "a JPEG image",
    b"{\\rt": "an RTF document",
}
_INVISIBLE = dict.fromkeys(
    [c for c in range(0x20) if c not in (0x0A, 0x09)]
    + [0x7F, 0xAD, 0x200B, 0x200C, 0x200D, 0x200E, 0x200F, 0xFEFF, 0xFFFE, 0xFFFF]
    + list(range(0x202A, 0x202F))
    + list(range(0x2066, 0x206A))
)


_CID = re.compile(r"\(cid:\d+\)\s?")


class ExtractError(Exception):
    """The file cannot be read as a PDF; the message is one line for the user."""


def clean_text(text: str) -> str:
    """Normalise a page's text: NFKC, no control or direction characters, \n line ends."""
    text = unicodedata.normalize("NFKC", text.replace("\r\n", "\n").replace("\r", "\n"))
    text = text.replace("\x02", "-")  # PDFium marks a hyphen it found at a line break with STX
    text = _CID.sub("", text)  # pdfminer's "(cid:127)" for a glyph it cannot map (usually a bullet)
    return text.translate(_INVISIBLE)


_CLEAN_PUNCTUATION = ".,;:()[]/-'\"%&$#@!?*+=<>_|~§±°"
# Regexes run in C, and \s is str.isspace, \w str.isalnum or "_": the same answers as a test of
# each character, at a fraction of the cost. The word test stops at the MIN_TEXT_CHARS-th letter
# or digit, at the top of most pages (it was a count over the whole page: 45 ms on 300 pages).
_WORDS = re.compile(r"(?:[\W_]*[^\W_]){%d}" % MIN_TEXT_CHARS)
_GARBLED = re.compile(r"[^\w\s" + re.escape(_CLEAN_PUNCTUATION) + r"]+")


def _has_words(text: str) -> bool:
    """Whether the text has MIN_TEXT_CHARS letters or digits: more than a page number or a stray mark."""
    return _WORDS.match(text) is not None


def _clean_ratio(text: str) -> float:
    """The share of the page's printed characters that are letters, digits or common punctuation."""
    garbled = sum(map(len, _GARBLED.findall(text)))
    if not garbled:  # nearly every page: no need to count the rest
        return 1.0
    total = sum(map(len, text.split()))
    return (total - garbled) / total


# A font with no map to Unicode (Type3 bitmap fonts, as old TeX/dvips output has) gives its
# glyph codes as the text: '!"#$%&' for "The de". Prose is nearly all letters and digits; below
# this share of them (after rules and leader dots), the text layer is a cipher and OCR reads the page.
MIN_WORD_CHARACTERS = 0.6
_REPEATS = re.compile(r"(\S)\1{2,}")


def _word_share(text: str) -> float:
    """The share of the page's printed characters, less runs of one repeated ('....', '____'),
    that are letters or digits."""
    printed = _REPEATS.sub("", "".join(text.split()))
    return sum(c.isalnum() for c in printed) / len(printed) if printed else 1.0


def sniff(path: Path, name: str | None = None) -> None:
    """Refuse what is plainly not a PDF before any parser sees it; messages name the file as NAME
    (an upload's own name rather than where it is stored), else by its path."""
    name = name or str(path)
    try:
        size = path.stat().st_size
        with path.open("rb") as fh:
            head = fh.read(1024)
    except FileNotFoundError:
        raise ExtractError(f"{name}: no such file") from None
    except IsADirectoryError:
        raise ExtractError(f"{name}: is a directory, not a PDF") from None
    except OSError as exc:
        raise ExtractError(f"{name}: cannot read: {exc.strerror}") from None
    if size == 0:
        raise ExtractError(f"{name}: empty file (0 bytes), not a PDF")
    if b"%PDF-" not in head:
        kind = next((what for magic, what in _MAGIC.items() if head.startswith(magic)), None)
        raise ExtractError(f"{name}: not a PDF" + (f" (it is {kind})" if kind else " (no %PDF header)"))


def _open_pdfium(path: Path, password: str | None):
    try:
        return pdfium.PdfDocument(str(path), password=password)
    except pdfium.PdfiumError as exc:
        message = str(exc)
        if "password" in message.lower():
            hint = "the password given is wrong" if password else "it is encrypted; give --password"
            raise ExtractError(f"{path}: cannot open: {hint}") from None
        detail = re.search(r"PDFium: ([^)]+)", message)
        why = detail.group(1).strip() if detail and detail.group(1).strip() != "Success" else ""
        raise ExtractError(f"{path}: damaged PDF that cannot be opened" + (f" ({why})" if why else "")) from None


def _drawn_objects(page) -> tuple[list, list, list]:
    """The page's path objects (PDFium handles, up to one past TABLE_MAX_PATHS), its images'
    boxes (left, bottom, right, top in points) and the boxes of its white text objects: what tells
    a table page, a scan, a CAD drawing and hidden text apart. The handles live until the page
    closes."""
    paths, images, white = [], [], []
    rgba = _rgba()
    for obj, kind in _objects(page.raw, pdfium_c.FPDFPage_CountObjects, pdfium_c.FPDFPage_GetObject, 0):
        if kind == pdfium_c.FPDF_PAGEOBJ_PATH and len(paths) <= TABLE_MAX_PATHS:
            paths.append(obj)
        elif kind == pdfium_c.FPDF_PAGEOBJ_IMAGE:
            images.append(_bounds(obj))
        elif kind == pdfium_c.FPDF_PAGEOBJ_TEXT and _white(rgba, pdfium_c.FPDFPageObj_GetFillColor, obj) \
                and pdfium_c.FPDFTextObj_GetTextRenderMode(obj) == pdfium_c.FPDF_TEXTRENDERMODE_FILL:
            white.append(_bounds(obj))
    return paths, images, white


def _bounds(obj) -> tuple[float, float, float, float]:
    left, bottom, right, top = (ctypes.c_float() for _ in range(4))
    pdfium_c.FPDFPageObj_GetBounds(obj, left, bottom, right, top)
    return left.value, bottom.value, right.value, top.value


# A picture on a page with a text layer is read by OCR when it covers this share of the page and
# holds fewer than MIN_TEXT_CHARS of the layer's characters: a table or a form pasted in as a
# screenshot says what the page says, in pixels.
PICTURE_SHARE = 0.08


def _pictures(textpage, images: list, width: float, height: float) -> tuple:
    """The boxes of the page's pictures that the text layer does not cover (see PICTURE_SHARE)."""
    out = []
    for left, bottom, right, top in images:
        left, bottom, right, top = max(left, 0), max(bottom, 0), min(right, width), min(top, height)
        if (right - left) * (top - bottom) < PICTURE_SHARE * width * height:
            continue
        if len(textpage.get_text_bounded(left, bottom, right, top).split()) * 5 < MIN_TEXT_CHARS:
            out.append((left, bottom, right, top))
    return tuple(out)


def _objects(parent, count, get, depth: int):
    """(handle, type) of every object under `parent`, into form XObjects FORM_DEPTH deep (scans
    often sit inside one). PDFium's own calls: pypdfium2's iterator wraps each object in Python
    (~4 us each: 0.08 s on 300 pages of ruled tables drawn as separate lines)."""
    total = count(parent)
    if total < 0:
        raise pdfium.PdfiumError("Failed to get number of pageobjects.")
    for i in range(total):
        obj = get(parent, i)
        if not obj:
            raise pdfium.PdfiumError("Failed to get pageobject.")
        kind = pdfium_c.FPDFPageObj_GetType(obj)
        yield obj, kind
        if kind == pdfium_c.FPDF_PAGEOBJ_FORM and depth < FORM_DEPTH - 1:
            yield from _objects(obj, pdfium_c.FPDFFormObj_CountObjects, pdfium_c.FPDFFormObj_GetObject, depth + 1)


def _may_hold_table(paths) -> bool:
    """Enough drawn paths for a grid, or one path drawing several lines (a CAD title block drawn
    as one polyline; a plain rectangle has at most 5 segments)."""
    return len(paths) >= TABLE_MIN_PATHS or any(pdfium_c.FPDFPath_CountSegments(p) > MAX_BOX_SEGMENTS for p in paths)


# --------------------------------------------------------------------------- form fields

# A field's box as the rest of the reading writes a ticked and an empty box (layout.TICK and
# layout.EMPTY_BOX): a plan printed with "☒ Single-family" and one filled in on screen read alike.
TICKED_MARK, EMPTY_MARK = "☒", "☐"
_BOXES = (pdfium_c.FPDF_FORMFIELD_CHECKBOX, pdfium_c.FPDF_FORMFIELD_RADIOBUTTON)
_CHOICES = (pdfium_c.FPDF_FORMFIELD_COMBOBOX, pdfium_c.FPDF_FORMFIELD_LISTBOX)
_UNSEEN = pdfium_c.FPDF_ANNOT_FLAG_HIDDEN | pdfium_c.FPDF_ANNOT_FLAG_NOVIEW


@dataclass(frozen=True)
class _Field:
    """A form field that shows something: its rectangle on the page (PDF points, y upwards) and
    what it shows there (its value, or a box's mark)."""
    left: float
    bottom: float
    right: float
    top: float
    text: str

    def lies_in(self, left: float, bottom: float, right: float, top: float) -> bool:
        """Whether the field's middle is inside the rectangle: a field belongs to one table cell."""
        x, y = (self.left + self.right) / 2, (self.bottom + self.top) / 2
        return left <= x <= right and bottom <= y <= top


def _init_forms(pdfium_doc) -> None:
    """Give a document with an AcroForm PDFium's form environment, through which field values are
    read; any other document costs one catalogue lookup. Made before any page is loaded, so the
    pages OCR draws show their fields. Not pypdfium2's init_forms: on an XFA form it tries to load
    the XFA (this PDFium has no XFA) and logs a warning, where the AcroForm fields such forms
    carry as well are what is read."""
    if pdfium_doc.get_formtype() == pdfium_c.FORMTYPE_NONE:
        return
    config = pdfium_c.FPDF_FORMFILLINFO(version=2)
    raw = pdfium_c.FPDFDOC_InitFormFillEnvironment(pdfium_doc, config)
    if raw:  # a form PDFium cannot set up leaves the pages as their text layer has them
        pdfium_doc.formenv = pdfium.PdfFormEnv(raw, config)


def _utf16(get, *args) -> str:
    """A string PDFium writes into a caller's buffer (UTF-16, its length asked for first)."""
    size = get(*args, None, 0)
    if size <= 2:
        return ""
    buffer = ctypes.create_string_buffer(size)
    get(*args, ctypes.cast(buffer, ctypes.POINTER(pdfium_c.FPDF_WCHAR)), size)
    return buffer.raw[:size - 2].decode("utf-16-le", errors="ignore")


def _chosen(form, annot) -> str:
    """A combo or list box's choice as the page shows it: the labels of the options selected (a
    value may be an export value the page never prints), else the value itself."""
    labels = [_utf16(pdfium_c.FPDFAnnot_GetOptionLabel, form, annot, i)
              for i in range(pdfium_c.FPDFAnnot_GetOptionCount(form, annot))
              if pdfium_c.FPDFAnnot_IsOptionSelected(form, annot, i)]
    return ", ".join(label for label in labels if label) or _utf16(pdfium_c.FPDFAnnot_GetFormFieldValue, form, annot)


def _shown(form, annot) -> str:
    """What a widget shows: a box its mark (a radio button is a box too: each of a group's buttons
    is its own widget), a text field its value, a choice its choice; a push button, a signature
    field and a password (shown as dots) show no answer."""
    kind = pdfium_c.FPDFAnnot_GetFormFieldType(form, annot)
    if kind in _BOXES:
        return TICKED_MARK if pdfium_c.FPDFAnnot_IsChecked(form, annot) else EMPTY_MARK
    if kind == pdfium_c.FPDF_FORMFIELD_TEXTFIELD:
        if pdfium_c.FPDFAnnot_GetFormFieldFlags(form, annot) & pdfium_c.FPDF_FORMFLAG_TEXT_PASSWORD:
            return ""
        return _utf16(pdfium_c.FPDFAnnot_GetFormFieldValue, form, annot)
    return _chosen(form, annot) if kind in _CHOICES else ""


def _printed(textpage, field: _Field) -> bool:
    """Whether the page's text layer already shows the field where it sits (a form flattened with
    its widgets kept, or a producer that wrote the text under the field as well): read once.
    Underscores are the blank line the value is written on, not the value."""
    under = " ".join(clean_text(textpage.get_text_bounded(field.left, field.bottom, field.right, field.top))
                     .replace("_", " ").split())
    if field.text in (TICKED_MARK, EMPTY_MARK):
        return bool(under)  # the page draws its own mark (or box) there
    return " ".join(clean_text(field.text).split()) in under


def _page_fields(page, formenv, textpage) -> list[_Field]:
    """The page's form fields that show something its text layer does not. A page without
    annotations costs one call."""
    fields = []
    for i in range(pdfium_c.FPDFPage_GetAnnotCount(page.raw)):
        annot = pdfium_c.FPDFPage_GetAnnot(page.raw, i)
        if not annot:
            continue
        try:
            if (pdfium_c.FPDFAnnot_GetSubtype(annot) != pdfium_c.FPDF_ANNOT_WIDGET
                    or pdfium_c.FPDFAnnot_GetFlags(annot) & _UNSEEN):
                continue
            shown, rect = _shown(formenv.raw, annot).strip(), pdfium_c.FS_RECTF()
            if not shown or not pdfium_c.FPDFAnnot_GetRect(annot, rect):
                continue
            field = _Field(min(rect.left, rect.right), min(rect.bottom, rect.top),
                           max(rect.left, rect.right), max(rect.bottom, rect.top), shown)
            if not _printed(textpage, field):
                fields.append(field)
        finally:
            pdfium_c.FPDFPage_CloseAnnot(annot)
    return fields


def _char_boxes(textpage) -> list[tuple[float, float, float, float, str] | None]:
    """Each character's (left, bottom, right, top, character) in PDFium's order, None for the
    spaces and line breaks PDFium adds itself (they have no place on the page)."""
    left, right, bottom, top = (ctypes.c_double() for _ in range(4))
    boxes: list = []
    for i in range(pdfium_c.FPDFText_CountChars(textpage.raw)):
        if pdfium_c.FPDFText_IsGenerated(textpage.raw, i) or not pdfium_c.FPDFText_GetCharBox(
                textpage.raw, i, left, right, bottom, top):
            boxes.append(None)
        else:
            boxes.append((left.value, bottom.value, right.value, top.value,
                          chr(pdfium_c.FPDFText_GetUnicode(textpage.raw, i))))
    return boxes


# Letter-spaced (tracked) type: PDFium puts a space between every two letters ("C O N T E N T S",
# "1 . I N T R O D U C T I O N A N D ..."), so a heading's words are lost. A run of five or more
# single characters so spaced is set again from the letters' places: a gap much wider than the
# run's usual one, or a space the PDF itself holds, parts two words.
_TRACKED = re.compile(r"(?<![^\s])(?:[^\s][,.;:]? ){4,}[^\s][,.;:]?(?![^\s])")  # "A C M E  G R O U P, I N C"
TRACKED_WORD_GAP = 1.8  # a word's gap, as a multiple of the run's median gap between letters


def _tracked_runs(text: str, boxes) -> dict[str, str]:
    """Each letter-spaced run of TEXT (PDFium's, index for index with BOXES) and the words it
    sets ("O A K  L A N E" -> "OAK LANE"): by the runs' own text, so that the text of any
    part of the page (a band above a table, a cell) is set the same (_set_as_words)."""
    runs = {}
    for run in _TRACKED.finditer(text):
        letters = [i for i in range(run.start(), run.end()) if not text[i].isspace()]
        places = [boxes[i] for i in letters]
        if any(b is None for b in places):
            continue
        gaps = [b[0] - a[2] for a, b in zip(places, places[1:])]
        usual = sorted(gaps)[len(gaps) // 2]
        words = [text[letters[0]]]
        for i, gap in zip(letters[1:], gaps):
            spaced = text[i - 1].isspace()  # "P," is one mark and its letter, set close
            real_space = spaced and boxes[i - 1] is not None  # a space glyph of the PDF's own, not PDFium's
            words.append((" " if real_space or (spaced and gap > TRACKED_WORD_GAP * max(usual, 0.5)) else "") + text[i])
        runs[run.group(0)] = "".join(words)
    return runs


def _set_as_words(text: str, runs: dict[str, str]) -> str:
    """TEXT with each letter-spaced run of the page (_tracked_runs) set as its words."""
    for run in sorted(runs, key=len, reverse=True):  # a longer run first: a shorter may be inside it
        text = text.replace(run, runs[run])
    return text


def _inside(box, field: _Field) -> bool:
    """Whether a character's middle lies inside the field's rectangle."""
    x, y = (box[0] + box[2]) / 2, (box[1] + box[3]) / 2
    return field.left <= x <= field.right and field.bottom <= y <= field.top


def _place(boxes, field: _Field) -> tuple[int, str]:
    """Where in PDFium's characters the field's text goes, and how: after the nearest character
    to its left on its line ("Owner name:" and its value read as one line; the blank line it is
    written on is not a label), else before the first to its right ("☒ Single-family"), else on
    a line of its own before the first character below it."""
    on_line = [(i, b) for i, b in enumerate(boxes) if b and field.bottom <= (b[1] + b[3]) / 2 <= field.top]
    left = [(b[2], i) for i, b in on_line if b[2] <= field.left + 1 and b[4] not in "_ "]
    if left:
        at = max(left)[1] + 1
        spaced = at < len(boxes) and boxes[at] is not None and boxes[at][4] != " "  # else a space or line break follows
        return at, " " + field.text + (" " if spaced else "")
    right = [(b[0], i) for i, b in on_line if b[0] >= field.right - 1 and b[4] not in "_ "]
    if right:
        return min(right)[1], field.text + " "
    below = [i for i, b in enumerate(boxes) if b and (b[1] + b[3]) / 2 < field.bottom]
    return (below[0], field.text + "\n") if below else (len(boxes), "\n" + field.text)


def _bounded(textpage, fields: list[_Field], left: float, bottom: float, right: float, top: float) -> str:
    """PDFium's text of the rectangle with the fields whose middles lie in it written in: the text
    above the topmost field, its line (the text to its left, the field, the text to its right; what
    lies wholly under the field is covered by it), then the rest below, each read by PDFium."""
    if not fields:
        return textpage.get_text_bounded(left, bottom, right, top)
    field = max(fields, key=lambda f: (f.top, -f.left))
    rest = [f for f in fields if f is not field]
    line = [_bounded(textpage, [f for f in rest if f.lies_in(left, field.bottom, field.left, field.top)],
                     left, field.bottom, field.left, field.top),
            field.text,
            _bounded(textpage, [f for f in rest if f.lies_in(field.right, field.bottom, right, field.top)],
                     field.right, field.bottom, right, field.top)]
    parts = [textpage.get_text_bounded(left, field.top, right, top),
             " ".join(p for p in line if p.strip()),
             _bounded(textpage, [f for f in rest if f.lies_in(left, bottom, right, field.bottom)],
                      left, bottom, right, field.bottom)]
    return "\r\n".join(p for p in parts if p.strip())


class _FilledText:
    """A page's text layer with its form fields' text written in and the text no reader takes left
    out (a redline's struck-through deletions, hidden text), read the way a PDFium text page is (get_text_range,
    get_text_bounded), so the narrative and the table cells take it alike."""

    def __init__(self, textpage, fields: list[_Field], struck: frozenset = frozenset()):
        self.textpage = textpage
        self.fields = fields
        self.struck = struck  # indexes of the characters left out: struck through or hidden

    def get_text_range(self) -> str:
        """The whole page in PDFium's reading order, each field's text at its place; the blank
        line (underscores) under a filled field is dropped: the value is written on it."""
        boxes = _char_boxes(self.textpage)
        # fields placed at the same character go in left to right ("☐ Yes ☒ No" after one label)
        inserts = sorted((at, f.left, text) for f in self.fields for at, text in [_place(boxes, f)])
        blank = {i for i, b in enumerate(boxes) if b and b[4] == "_" and any(_inside(b, f) for f in self.fields)}
        blank |= self.struck | self._struck_spaces(boxes)
        parts, start = [], 0
        for i in sorted({at for at, _, _ in inserts} | blank):
            if i > start:
                parts.append(self.textpage.get_text_range(start, i - start))
            parts += [text for at, _, text in inserts if at == i]
            start = max(start, i + 1 if i in blank else i)
        parts.append(self.textpage.get_text_range(start) if start < len(boxes) else "")
        return "".join(parts)

    def get_text_bounded(self, left: float, bottom: float, right: float, top: float) -> str:
        inside = [f for f in self.fields if f.lies_in(left, bottom, right, top)]
        text = _bounded(self.textpage, inside, left, bottom, right, top)
        for run in self._struck_runs:  # PDFium reads a rectangle whole: its struck lines are cut out after
            if run in text:
                text = text.replace(run, "", 1)
        return text

    def _struck_spaces(self, boxes) -> set[int]:
        """The spaces between two struck letters: struck with them (a deleted phrase leaves no gap)."""
        ordered = sorted(self.struck)
        between = ((i, k) for i, k in zip(ordered, ordered[1:]) if k - i > 1)
        return {j for i, k in between if all(boxes[j] is None or boxes[j][4].isspace() for j in range(i + 1, k))
                for j in range(i + 1, k) if boxes[j] is not None}

    @cached_property
    def _struck_runs(self) -> list[str]:
        """The struck text, one run per line (struck letters with only spaces between them are one
        run), longest first; runs of a few letters are left (the same letters may stand unstruck
        in the rectangle)."""
        runs: list[list[int]] = []
        for i in sorted(self.struck):
            last = runs[-1][-1] if runs else None
            if last is not None and (i == last + 1 or self.textpage.get_text_range(last + 1, i - last - 1).isspace()):
                runs[-1].append(i)
            else:
                runs.append([i])
        texts = (self.textpage.get_text_range(run[0], run[-1] - run[0] + 1).strip() for run in runs)
        return sorted((t for t in texts if len(t) >= STRUCK_RUN_CHARS), key=len, reverse=True)


# --------------------------------------------------------------------------- struck-through text

# A rule drawn through text: a horizontal path at most this thick (points) ...
STRIKE_MAX_THICKNESS = 1.6
# ... through the middle of most characters it runs over: between these shares of their height
# above their bottom (an underline runs under the letters, crossing only a descender's tail).
STRIKE_BAND = (0.15, 0.85)
STRIKE_SHARE = 0.6
STRIKE_COVER = 0.5  # share of a strike's length its letters fill
STRUCK_RUN_CHARS = 8  # the shortest struck run cut out of a rectangle's text


def _rules(paths) -> list[tuple[float, float, float]]:
    """(left, right, height) of every thin horizontal path: the strike-throughs a redline draws."""
    left, bottom, right, top = (ctypes.c_float() for _ in range(4))
    rules = []
    for obj in paths:
        if pdfium_c.FPDFPageObj_GetBounds(obj, left, bottom, right, top) and \
                top.value - bottom.value <= STRIKE_MAX_THICKNESS and right.value - left.value >= 3 * STRIKE_MAX_THICKNESS:
            rules.append((left.value, right.value, (top.value + bottom.value) / 2))
    return rules


def _through_letters(textpage, rule) -> bool:
    """Whether a rule runs through letters at two of three points along it (PDFium's character at
    a point: three calls, not a walk over the page's characters)."""
    left, right, y = rule
    hits = 0
    for share in (0.25, 0.5, 0.75):
        i = pdfium_c.FPDFText_GetCharIndexAtPos(textpage.raw, left + share * (right - left), y, 0.5, 0.5)
        hits += i >= 0 and not chr(pdfium_c.FPDFText_GetUnicode(textpage.raw, i)).isspace()
    return hits >= 2


def _struck(textpage, paths) -> frozenset:
    """The characters a thin rule is drawn through (a redline's deleted text, still in the text
    layer): not the plan's words. A rule strikes when it runs through the middle of most of the
    characters along it and they fill most of its length; an underline, a table's rule or a
    drawing's line across a label does not. Pages without thin rules cost
    one pass over their paths."""
    # only rules that run through letters: a table's rules lie between its rows (no character walk)
    rules = [r for r in _rules(paths) if _through_letters(textpage, r)]
    if not rules:
        return frozenset()
    boxes = [(i, b) for i, b in enumerate(_char_boxes(textpage)) if b is not None and not b[4].isspace()]
    low, high = STRIKE_BAND
    struck = set()
    for a, b, y in rules:
        along = [(i, box) for i, box in boxes if a <= (box[0] + box[2]) / 2 <= b and box[1] - 2 <= y <= box[3] + 2]
        through = [i for i, box in along if box[3] > box[1]
                   and box[1] + low * (box[3] - box[1]) <= y <= box[1] + high * (box[3] - box[1])]
        # a strike spans its words; a drawing's line crossing a label runs on far past it
        covered = sum(box[2] - box[0] for _, box in along)
        if len(through) >= 2 and len(through) >= STRIKE_SHARE * len(along) and covered >= STRIKE_COVER * (b - a):
            struck.update(i for i, box in along if box[1] <= y <= box[3])
    return frozenset(struck)


# --------------------------------------------------------------------------- hidden text

# Text no reader sees: white letters on the unpainted page (a template's guidance left in the
# file, hidden by its colour). White letters over a picture or a painted box are reversed type (a
# banner's heading) and are read, as is invisible text (a scan's OCR layer).
WHITE = 250  # red, green and blue each at least this


def _rgba() -> tuple:
    """A colour's four places for PDFium to write, made once for a page's many objects."""
    return tuple(ctypes.c_uint() for _ in range(4))


def _white(rgba: tuple, get, *args) -> bool:
    """Whether PDFium's colour getter GET (of an object, or of a text page's character) says white."""
    r, g, b, a = rgba
    return bool(get(*args, r, g, b, a)) and min(r.value, g.value, b.value) >= WHITE and a.value > 0


def _centre_in(box, around) -> bool:
    x, y = (box[0] + box[2]) / 2, (box[1] + box[3]) / 2
    return around[0] <= x <= around[2] and around[1] <= y <= around[3]


def _painted(paths, images) -> list:
    """The boxes painted on the page: its pictures and its filled paths of any colour but white."""
    mode, stroke, rgba = ctypes.c_int(), ctypes.c_int(), _rgba()
    return list(images) + [_bounds(p) for p in paths
                           if pdfium_c.FPDFPath_GetDrawMode(p, mode, stroke) and mode.value != pdfium_c.FPDF_FILLMODE_NONE
                           and not _white(rgba, pdfium_c.FPDFPageObj_GetFillColor, p)]


def _hidden(textpage, white: list, paths, images) -> frozenset:
    """The characters of the white text objects WHITE that lie on no painted box: hidden text. A
    page of more paths than are kept (a CAD sheet) is not looked into: its painting is not known."""
    if not white or len(paths) > TABLE_MAX_PATHS:
        return frozenset()
    painted = _painted(paths, images)
    unseen = [w for w in white if not any(_centre_in(w, p) for p in painted)]
    if not unseen:
        return frozenset()
    rgba = _rgba()
    return frozenset(i for i, box in enumerate(_char_boxes(textpage))
                     if box is not None and any(_centre_in(box, w) for w in unseen)
                     and _white(rgba, pdfium_c.FPDFText_GetFillColor, textpage.raw, i))


def _read_page(pdfium_doc, index: int) -> Page:
    from swppp_audit.reading import grid

    number = index + 1
    page = pdfium_doc[index]
    try:
        textpage = page.get_textpage()
        try:
            raw = textpage.get_text_range()
            runs = _tracked_runs(raw, _char_boxes(textpage)) if _TRACKED.search(raw) else {}

            def clean(part: str) -> str:  # every text read of the page, its letter-spaced runs as words
                return clean_text(_set_as_words(part, runs) if runs else part)

            text = clean(raw)
            paths, images, white = _drawn_objects(page)
            has_words = _has_words(text)
            # Whether the page has a text layer is its own text's question: a scan with typed-in
            # fields is still a scan, read by OCR (which draws the fields).
            if not has_words and images:
                return Page(number, "", readable=False, problem="image only, no text layer (scanned page)")
            if not has_words and len(paths) > TABLE_MAX_PATHS:
                return Page(number, "", readable=False, problem="drawing with no text layer (text drawn as outlines)")
            if has_words and (_clean_ratio(text) < MIN_CLEAN_RATIO or _word_share(text) < MIN_WORD_CHARACTERS):
                return Page(number, "", readable=False, problem="text layer is unreadable (garbled encoding)")
            width, height = page.get_size()
            if has_words and paths and len(paths) <= TABLE_MAX_PATHS and grid.crossed_out(paths, width, height):
                return Page(number, "")  # a superseded page crossed out: its text is no longer the plan's
            fields = _page_fields(page, pdfium_doc.formenv, textpage) if pdfium_doc.formenv else []
            struck = _struck(textpage, paths) if paths and len(paths) <= TABLE_MAX_PATHS else frozenset()
            left_out = struck | _hidden(textpage, white, paths, images)
            reader = _FilledText(textpage, fields, left_out) if fields or left_out else textpage
            if fields or left_out:
                text = clean(reader.get_text_range())
            pictures = _pictures(textpage, images, width, height) if images else ()
            if len(paths) > TABLE_MAX_PATHS or not _may_hold_table(paths):
                return Page(number, text, pictures=pictures)
            grids = grid.find_grids(paths)
            grids = grid.without_frames(grids, reader, clean)
            if not grids:
                return Page(number, text, pictures=pictures)
            outside, lines_before = grid.text_around(grids, reader, width, height, clean)
            tables = tuple(Table(grid.cell_rows(g, reader, clean), line)
                           for g, line in zip(grids, lines_before))
            return Page(number, outside, tables=tuple(t for t in tables if t.rows), pictures=pictures)
        finally:
            textpage.close()
    finally:
        page.close()


def _read_page_safely(pdfium_doc, index: int) -> Page:
    """A damaged page is recorded as unreadable; it never stops the others from being read."""
    try:
        return _read_page(pdfium_doc, index)
    except (pdfium.PdfiumError, TypeError, ValueError, OSError) as exc:
        return Page(index + 1, "", readable=False, problem=f"damaged page that could not be read ({exc})")


# Below this mean word confidence an OCR'd page is kept but its evidence is not to be trusted.
MIN_OCR_CONFIDENCE = 30.0
OCR_MODES = ("auto", "always", "never")


def _with_ocr(pdfium_doc, pages: list[Page], mode: str) -> list[Page]:
    """Replace unreadable pages (or, with "always", every page) by their OCR'd text."""
    from swppp_audit.reading import ocr

    wanted = [p.number for p in pages if mode == "always" or not p.readable]
    pictured = {p.number: p.pictures for p in pages if p.pictures and p.number not in wanted}
    if not wanted and not pictured:
        return pages
    if not ocr.available():
        if mode == "always":
            raise ExtractError(f"--ocr always needs Tesseract: {ocr.INSTALL_HINT}")
        return [p if p.readable else replace(p, problem=f"{p.problem}; {ocr.INSTALL_HINT}") for p in pages]
    pages = _with_pictures_read(pages, ocr.ocr_pictures(pdfium_doc, pictured)) if pictured else pages
    results = ocr.ocr_pages(pdfium_doc, wanted)
    out = []
    for page in pages:
        result = results.get(page.number)
        if result is None:
            out.append(page)
        elif isinstance(result, str):
            out.append(page if page.readable else replace(page, problem=f"{page.problem}; {result}"))
        else:
            text, confidence = result
            if not _has_words(text) or confidence < MIN_OCR_CONFIDENCE:
                out.append(page if page.readable else replace(
                    page, problem=f"{page.problem}; OCR found no legible text (confidence {confidence:.0f}%)"))
            else:
                out.append(Page(page.number, clean_text(text), readable=True, ocr_confidence=confidence))
    return out


def _with_pictures_read(pages: list[Page], results: dict) -> list[Page]:
    """Each page with the legible text of its pictures after its own, marked as read by OCR at the
    pictures' confidence (a quote from the page may come from them); illegible pictures (a site
    photograph) add nothing."""
    read: dict[int, list] = {}
    for (number, _), result in sorted(results.items()):
        if not isinstance(result, str):  # a picture that could not be read adds nothing
            read.setdefault(number, []).append(result)
    out = []
    for page in pages:
        legible = [(text, confidence) for text, confidence in read.get(page.number, ())
                   if _has_words(text) and confidence >= MIN_OCR_CONFIDENCE]
        if not legible:
            out.append(page)
            continue
        text = "\n\n".join([page.text] + [clean_text(t) for t, _ in legible])
        out.append(replace(page, text=text, ocr_confidence=min(c for _, c in legible)))
    return out


def read_pdf(path: str | Path, password: str | None = None, ocr: str = "auto") -> Document:
    """Read every page of a PDF, OCR-ing scanned pages when Tesseract is installed (`ocr`:
    auto, always or never). Raises ExtractError with a one-line message on bad input."""
    if ocr not in OCR_MODES:
        raise ValueError(f"ocr must be one of {OCR_MODES}")
    path = Path(path)
    sniff(path)
    pdfium_doc = _open_pdfium(path, password)
    try:
        _init_forms(pdfium_doc)
        count = len(pdfium_doc)
        if count == 0:
            raise ExtractError(f"{path}: the PDF has no pages")
        pages = [_read_page_safely(pdfium_doc, i) for i in range(count)]
        if ocr != "never":
            pages = _with_ocr(pdfium_doc, pages, ocr)
    finally:
        pdfium_doc.close()
    return Document(path=str(path), sha256=sha256_of(path), pages=tuple(pages))

