"""Reading: the PDF's pages as text and tables (PDFium, OCR), then as a layout of sections and statements."""
from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

if TYPE_CHECKING:  # imported where they are used: this package's import stays light
    from swppp_audit.model import Document
    from swppp_audit.reading.layout import Layout


def lay_out(path: str | Path, password: str | None = None, ocr: str = "auto") -> tuple[Document, Layout]:
    """(Document, Layout): the PDF read and laid out, what a reading child does. It needs no
    checklist, so a child forked before they load does not load them too: the checklist is
    settled (pipeline.settle) where the document is judged, where they are loaded already."""
    from swppp_audit.reading.extract import read_pdf
    from swppp_audit.reading.layout import build

    document = read_pdf(path, password=password, ocr=ocr)
    return document, build(document)
