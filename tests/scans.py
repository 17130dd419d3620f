"""Make scanned copies of PDFs for OCR tests: each page rendered to an image and put back as an
image-only page, as a scanner would."""
from __future__ import annotations

from pathlib import Path

import pypdfium2 as pdfium
from pypdf import PdfReader, PdfWriter

SCAN_DPI = 200


def scan(source: Path, target: Path, pages: list[int] | None = None) -> Path:
    """Image-only copy of `source`; with `pages` (1-based), only those pages are scanned and the
    rest keep their text layer."""
    document = pdfium.PdfDocument(str(source))
    wanted = set(pages or range(1, len(document) + 1))
    images = {}
    for number in sorted(wanted):
        page = document[number - 1]
        images[number] = page.render(scale=SCAN_DPI / 72, grayscale=True).to_pil()
        page.close()
    document.close()
    scanned = target.with_suffix(".scans.pdf")
    first, *rest = [images[n] for n in sorted(images)]
    first.save(scanned, "PDF", resolution=SCAN_DPI, save_all=True, append_images=rest)
    reader, scans = PdfReader(str(source)), PdfReader(str(scanned))
    order = {n: i for i, n in enumerate(sorted(images))}
    writer = PdfWriter()
    for number, page in enumerate(reader.pages, 1):
        writer.add_page(scans.pages[order[number]] if number in wanted else page)
    with target.open("wb") as fh:
        writer.write(fh)
    scanned.unlink()
    return target
