"""Read a PDF into a Document: every page's text in reading order, its ruled tables, and
which pages could not be read.

Text comes from PDFium (pypdfium2), the fastest reader that keeps reading order and page
numbers. Ruled tables are read from the page's drawn lines with PDFium too (swppp_audit.reading.grid),
however the producer drew them, merged cells included: pdfplumber's parse (~75-140 ms a page)
is not needed on any measured plan. On table pages the narrative is taken from outside the
tables so table rows are not read twice, and each table is placed where it sits.
"""
from __future__ import annotations

import re
import unicodedata
from dataclasses import replace
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


def _drawn_objects(page) -> tuple[list, int]:
    """The page's path objects (PDFium handles, up to one past TABLE_MAX_PATHS) and its number of
    images: what tells a table page, a scan and a CAD drawing apart. The handles live until the
    page closes."""
    paths, images = [], 0
    for obj, kind in _objects(page.raw, pdfium_c.FPDFPage_CountObjects, pdfium_c.FPDFPage_GetObject, 0):
        if kind == pdfium_c.FPDF_PAGEOBJ_PATH and len(paths) <= TABLE_MAX_PATHS:
            paths.append(obj)
        elif kind == pdfium_c.FPDF_PAGEOBJ_IMAGE:
            images += 1
    return paths, images


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


def _read_page(pdfium_doc, index: int) -> Page:
    from swppp_audit.reading import grid

    number = index + 1
    page = pdfium_doc[index]
    try:
        textpage = page.get_textpage()
        try:
            text = clean_text(textpage.get_text_range())
            paths, images = _drawn_objects(page)
            has_words = _has_words(text)
            if not has_words and images:
                return Page(number, "", readable=False, problem="image only, no text layer (scanned page)")
            if not has_words and len(paths) > TABLE_MAX_PATHS:
                return Page(number, "", readable=False, problem="drawing with no text layer (text drawn as outlines)")
            if has_words and _clean_ratio(text) < MIN_CLEAN_RATIO:
                return Page(number, "", readable=False, problem="text layer is unreadable (garbled encoding)")
            if len(paths) > TABLE_MAX_PATHS or not _may_hold_table(paths):
                return Page(number, text)
            grids = grid.find_grids(paths)
            if not grids:
                return Page(number, text)
            width, height = page.get_size()
            outside, lines_before = grid.text_around(grids, textpage, width, height, clean_text)
            tables = tuple(Table(grid.cell_rows(g, textpage, clean_text), line)
                           for g, line in zip(grids, lines_before))
            return Page(number, outside, tables=tuple(t for t in tables if t.rows))
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
    if not wanted:
        return pages
    if not ocr.available():
        if mode == "always":
            raise ExtractError(f"--ocr always needs Tesseract: {ocr.INSTALL_HINT}")
        return [p if p.readable else replace(p, problem=f"{p.problem}; {ocr.INSTALL_HINT}") for p in pages]
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


def read_pdf(path: str | Path, password: str | None = None, ocr: str = "auto") -> Document:
    """Read every page of a PDF, OCR-ing scanned pages when Tesseract is installed (`ocr`:
    auto, always or never). Raises ExtractError with a one-line message on bad input."""
    if ocr not in OCR_MODES:
        raise ValueError(f"ocr must be one of {OCR_MODES}")
    path = Path(path)
    sniff(path)
    pdfium_doc = _open_pdfium(path, password)
    try:
        count = len(pdfium_doc)
        if count == 0:
            raise ExtractError(f"{path}: the PDF has no pages")
        pages = [_read_page_safely(pdfium_doc, i) for i in range(count)]
        if ocr != "never":
            pages = _with_ocr(pdfium_doc, pages, ocr)
    finally:
        pdfium_doc.close()
    return Document(path=str(path), sha256=sha256_of(path), pages=tuple(pages))

