"""CI: the installed command (argv[1]) audits a plan with a scanned page and reads that page by OCR,
and marks the plan up (`annotate`: pypdf writes the update).

A PDF is made here with one typed page and one page that is only a picture of text (no text
layer), so the check needs nothing but the tool itself and Tesseract."""
from __future__ import annotations

import io
import json
import subprocess
import sys
import tempfile
from pathlib import Path

from PIL import Image, ImageDraw, ImageFont

SCANNED_WORDS = "The soils on the site are Riverbend silt loam, hydrologic soil group C."


def _scanned_page() -> bytes:
    """A letter-size page at 200 dpi holding SCANNED_WORDS as pixels, as a one-page PDF."""
    image = Image.new("L", (1700, 2200), 255)
    draw = ImageDraw.Draw(image)
    try:
        font = ImageFont.truetype("DejaVuSans.ttf", 40)
    except OSError:
        font = ImageFont.load_default(size=40)
    draw.text((150, 300), "3.0 Soils", font=font, fill=0)
    draw.text((150, 380), SCANNED_WORDS, font=font, fill=0)
    out = io.BytesIO()
    image.save(out, "PDF", resolution=200)
    return out.getvalue()


def main(command: str) -> int:
    import pypdfium2 as pdfium

    with tempfile.TemporaryDirectory() as folder:
        plan = pdfium.PdfDocument.new()
        typed = plan.new_page(612, 792)
        typed.close()
        plan.import_pages(pdfium.PdfDocument(_scanned_page()))
        path = Path(folder) / "scanned.pdf"
        plan.save(str(path))
        ran = subprocess.run([command, "check", str(path), "--checklist", "somers-ch93", "--format", "json"],
                             capture_output=True, text=True)
        marked = subprocess.run([command, "annotate", str(path), "--checklist", "somers-ch93"],
                                capture_output=True, text=True)
        copy = Path(folder) / "scanned.marked.pdf"
        if marked.returncode not in (0, 1) or not copy.is_file() or not copy.read_bytes().startswith(path.read_bytes()):
            print(f"the installed tool could not mark the plan up (exit {marked.returncode}): {marked.stderr.strip()}",
                  file=sys.stderr)
            return 1
    if ran.returncode not in (0, 1):
        print(f"the installed tool failed (exit {ran.returncode}): {ran.stderr.strip()}", file=sys.stderr)
        return 1
    audit = json.loads(ran.stdout)
    ocr = [e for item in audit["items"] for e in item.get("evidence", ()) if e.get("ocr")]
    if audit["unreadable_pages"] or not any("riverbend" in e["text"].lower() for e in ocr):
        print(f"the scanned page was not read by OCR: unreadable pages {audit['unreadable_pages']}, "
              f"OCR evidence {[e['text'][:60] for e in ocr]}; stderr: {ran.stderr.strip()}", file=sys.stderr)
        return 1
    print(f"plain install: the scanned page was read by OCR ({len(ocr)} quotes)")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1]))
