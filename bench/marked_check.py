"""Check marked-up plans (`swppp-audit annotate`) by program, and draw them for a look.

    python bench/marked_check.py OUT/ PLAN.pdf [PLAN.pdf ...] [--received 2026-11-02]

For each plan: its marked copy in OUT/, and a line saying whether the original's bytes come first,
whether `qpdf --check` passes, and how well the highlights cover their quotes: the words under
each highlight's boxes (PDFium's text there, or on a scanned page the OCR words inside them)
against the quote's words. Each page with a highlight is drawn with its annotations by PDFium
to OUT/NAME-pN.png (the first three).
"""
from __future__ import annotations

import argparse
import re
import shutil
import subprocess
import sys
from datetime import date
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))


def _words(text: str) -> set[str]:
    return {w for w in re.findall(r"[a-z0-9]+", text.lower()) if len(w) > 1}


def covered(quote: str, under: str) -> float:
    """The share of the quote's words that stand under its highlight."""
    wanted = _words(quote)
    return len(wanted & _words(under)) / len(wanted) if wanted else 1.0


def check(pdf: Path, out: Path, received: date) -> dict:
    import pypdfium2 as pdfium

    from swppp_audit import audit
    from swppp_audit.output.annotate import marked, marks, summary_pages
    from swppp_audit.output.report import to_dict
    from swppp_audit.reading.ocr import page_words

    report = to_dict(audit(str(pdf), received=received))
    data, counts = marked(report, pdf)
    target = out / f"{pdf.stem}.marked.pdf"
    target.write_bytes(data)
    qpdf = subprocess.run(["qpdf", "--check", str(target)], capture_output=True, text=True) if shutil.which("qpdf") else None
    original = pdfium.PdfDocument(str(pdf))
    words: dict[int, list] = {}
    evidence = [e for item in report["items"] for e in item.get("evidence") or ()]  # marks() goes in this order
    found = marks(report, original, lambda n: words.setdefault(n, page_words(original, n)))
    ocr = {e["page"] for e in evidence if e.get("ocr")}
    scores = [covered(e["text"], _under(original, mark, words, ocr)) for e, mark in zip(evidence, found) if mark.boxes]
    original.close()
    shown = _draw(target, out, summary_pages(report), {m.page for m in found if m.boxes})
    return {"plan": pdf.name, "prefix": data.startswith(pdf.read_bytes()), "qpdf": None if qpdf is None else qpdf.returncode,
            **counts, "covered_0.8": sum(s >= 0.8 for s in scores), "scored": len(scores),
            "mean_cover": round(sum(scores) / len(scores), 2) if scores else None, "drawn": shown}


def _under(document, mark, words: dict, ocr: set) -> str:
    """The text under a mark's boxes: PDFium's, or the OCR words inside them on a scanned page."""
    if mark.page in ocr:
        inside = [w for w, (left, bottom, right, top) in words.get(mark.page, []) for (x0, y0, x1, y1) in mark.boxes
                  if left >= x0 - 1 and right <= x1 + 1 and bottom >= y0 - 1 and top <= y1 + 1]
        return " ".join(inside)
    page = document[mark.page - 1]
    textpage = page.get_textpage()
    try:
        return " ".join(textpage.get_text_bounded(*box) for box in mark.boxes)
    finally:
        textpage.close()
        page.close()


def _draw(marked_pdf: Path, out: Path, front: int, pages: set[int], most: int = 3) -> list[str]:
    import pypdfium2 as pdfium

    document = pdfium.PdfDocument(str(marked_pdf))
    drawn = []
    try:
        for number in [0, *sorted(p + front - 1 for p in pages)][:most + 1]:
            page = document[number]
            image = page.render(scale=1.4, may_draw_forms=True, draw_annots=True).to_pil()
            name = out / f"{marked_pdf.stem}-p{number + 1}.png"
            image.save(name)
            drawn.append(name.name)
            page.close()
    finally:
        document.close()
    return drawn


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("out", type=Path)
    parser.add_argument("plans", type=Path, nargs="+")
    parser.add_argument("--received", type=date.fromisoformat, default=date(2026, 11, 2))
    args = parser.parse_args()
    args.out.mkdir(parents=True, exist_ok=True)
    print("| plan | original first | qpdf --check | highlights | notes | quotes covered >= 80% | mean cover |")
    print("|---|---|---:|---:|---:|---:|---:|")
    for pdf in args.plans:
        row = check(pdf, args.out, args.received)
        print(f"| {row['plan']} | {row['prefix']} | {row['qpdf']} | {row['highlights']} | {row['notes']} | "
              f"{row['covered_0.8']}/{row['scored']} | {row['mean_cover']} |")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
