#!/usr/bin/env python3
"""Build the p9b_ plans and labels, then verify them.

usage: make.py OUTDIR     (writes OUTDIR/pdf/NAME.pdf and OUTDIR/labels.json; exits 1 on any failure)
Run with an interpreter that has pypdf, reportlab and Pillow (e.g. /work/main/.venv/bin/python).
Needs chromium, pdftotext/pdftoppm/pdffonts (poppler) and tesseract on PATH."""
import json, os, re, subprocess, sys, tempfile, shutil
from pathlib import Path

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
from pypdf import PdfReader
from common import page_texts, norm
import plan1_workbook, plan2_designbuild, plan3_estate, labels_src

ITEM_IDS = str(Path(__file__).resolve().parents[3].parent / "shared" / "item-ids.tsv")  # ../shared beside the project
BUILDERS = {plan1_workbook.NAME: plan1_workbook.build, plan2_designbuild.NAME: plan2_designbuild.build,
            plan3_estate.NAME: plan3_estate.build}


def ocr_page(pdf, page):
    tmp = tempfile.mkdtemp(prefix="p9b_ocr_")
    base = os.path.join(tmp, "pg")
    subprocess.run(["pdftoppm", "-r", "300", "-gray", "-f", str(page), "-l", str(page), "-png", pdf, base], check=True)
    png = [f for f in os.listdir(tmp) if f.endswith(".png")][0]
    txt = subprocess.run(["tesseract", os.path.join(tmp, png), "-", "--psm", "4"], capture_output=True, text=True).stdout
    shutil.rmtree(tmp, ignore_errors=True)
    return txt


def annot_contents(pdf, page):
    p = PdfReader(pdf).pages[page - 1]
    out = []
    for a in p.get("/Annots", []) or []:
        a = a.get_object()
        if "/Contents" in a:
            out.append((str(a.get("/Subtype")), str(a["/Contents"])))
    return out


def verify(outdir, labels):
    errs = []
    ids = {}
    with open(ITEM_IDS) as fh:
        next(fh)
        for line in fh:
            cl, iid = line.split("\t")[:2]
            ids.setdefault(cl, []).append(iid)
    heads = labels_src.headings()
    for name, lab in labels.items():
        pdf = os.path.join(outdir, "pdf", name + ".pdf")
        E = lambda m: errs.append(f"{name}: {m}")
        if not os.path.exists(pdf):
            E("pdf missing")
            continue
        size = os.path.getsize(pdf)
        if size >= 5 * 1024 * 1024:
            E(f"pdf is {size} bytes (>= 5 MB)")
        texts = page_texts(pdf)
        n = len(texts)
        if not 8 <= n <= 40:
            E(f"{n} pages, outside 8-40")
        # label structure
        want = ids[lab["checklist"]]
        if list(lab["items"].keys()) != want:
            E("items are not every checklist id in item-ids.tsv order")
        for iid, st in lab["items"].items():
            if st not in ("present", "missing", "not_applicable"):
                E(f"{iid}: bad status {st}")
            if st == "present" and iid not in lab["evidence"]:
                E(f"{iid}: present without evidence")
            if st == "missing" and iid not in lab["gaps"]:
                E(f"{iid}: missing without a gap")
        has_missing = any(v == "missing" for v in lab["items"].values())
        if (lab["decision"] == "complete") == has_missing:
            E(f"decision {lab['decision']} inconsistent with items")
        # image-only pages = pages without a text layer
        no_text = [i + 1 for i, t in enumerate(texts) if not t.strip()]
        if no_text != lab["image_only_pages"]:
            E(f"image_only_pages {lab['image_only_pages']} != pages without text {no_text}")
        # quotes
        ocr_cache = {}
        for iid, ev in lab["evidence"].items():
            q = norm(ev["quote"])
            for pg in ev["pages"]:
                if not 1 <= pg <= n:
                    E(f"{iid}: page {pg} out of range")
                    continue
                if ev.get("source") == "annotation":
                    conts = annot_contents(pdf, pg)
                    if not any(q in norm(c) for _, c in conts):
                        E(f"{iid}: quote not in any annotation on p.{pg}")
                    if q in norm(page_content_text(pdf, pg)):
                        E(f"{iid}: annotation quote is also in the page's own content stream")
                elif pg in lab["image_only_pages"]:
                    if pg not in ocr_cache:
                        ocr_cache[pg] = norm(ocr_page(pdf, pg))
                    if q not in ocr_cache[pg]:
                        E(f"{iid}: quote not in OCR of p.{pg}")
                else:
                    if q not in norm(texts[pg - 1]):
                        E(f"{iid}: quote not in text layer of p.{pg}: {ev['quote']!r}")
        # headings
        alltext = norm(" ".join(texts))
        for h in heads[name]:
            if norm(h) not in alltext:
                E(f"heading not in text layer: {h!r}")
    # the PDF forms this set is meant to carry
    p1 = os.path.join(outdir, "pdf", plan1_workbook.NAME + ".pdf")
    if labels[plan1_workbook.NAME]["image_only_pages"] != [len(PdfReader(p1).pages)]:
        errs.append("plan 1: scanned form is not the last, image-only page")
    p2 = os.path.join(outdir, "pdf", plan2_designbuild.NAME + ".pdf")
    kinds = [str(a.get_object()["/Subtype"]) for pg in PdfReader(p2).pages for a in (pg.get("/Annots") or [])]
    if kinds.count("/FreeText") < 2 or kinds.count("/Text") < 2:
        errs.append(f"plan 2: expected FreeText and Text annotations, found {kinds}")
    p3 = os.path.join(outdir, "pdf", plan3_estate.NAME + ".pdf")
    fonts = subprocess.run(["pdffonts", p3], capture_output=True, text=True).stdout
    if "Type 3" not in fonts:
        errs.append("plan 3: no Type3 fonts")
    return errs


def page_content_text(pdf, page):
    """Page text without annotations (pypdf reads only the content stream)."""
    return PdfReader(pdf).pages[page - 1].extract_text() or ""


def main():
    if len(sys.argv) != 2:
        print(__doc__)
        sys.exit(2)
    outdir = os.path.abspath(sys.argv[1])
    os.makedirs(os.path.join(outdir, "pdf"), exist_ok=True)
    work = tempfile.mkdtemp(prefix="p9b_build_")
    for name, build in BUILDERS.items():
        build(work, os.path.join(outdir, "pdf", name + ".pdf"))
        print("built", name)
    shutil.rmtree(work, ignore_errors=True)
    labels = labels_src.labels()
    with open(os.path.join(outdir, "labels.json"), "w") as fh:
        json.dump(labels, fh, indent=2)
    errs = verify(outdir, labels)
    for e in errs:
        print("FAIL", e)
    if errs:
        sys.exit(1)
    for name in labels:
        n = len(PdfReader(os.path.join(outdir, "pdf", name + ".pdf")).pages)
        print(f"OK {name}: {n} pages, {sum(v == 'missing' for v in labels[name]['items'].values())} missing, "
              f"decision {labels[name]['decision']}")
    print("all checks passed")


if __name__ == "__main__":
    main()
