#!/usr/bin/env python3
"""Build and check the p12b_ set.

    .venv/bin/python make.py OUT        (e.g. ../b-out)

Writes OUT/pdf/NAME.pdf and OUT/labels.json, then verifies: every quote on its page (text layer, or tesseract OCR
for image-only pages), every heading in the text layer, image_only_pages equal to the pages without text, every
checklist item labelled with evidence or a gap, page counts 8-40, files under 5 MB, and the PDF forms each plan is
meant to carry (Type 3 page, embedded attachment, scanned page, /Rotate 90 page, table over three pages).
Exits non-zero on any failure."""
import json
import os
import shutil
import subprocess
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.join(HERE, "src"))
sys.path.insert(0, HERE)

import common  # noqa: E402
import plan_a  # noqa: E402
import plan_b  # noqa: E402
import plan_c  # noqa: E402
from labels_src import LABELS, ITEM_IDS  # noqa: E402

PLANS = [plan_a, plan_b, plan_c]
FAIL = []


def fail(msg):
    FAIL.append(msg)
    print("FAIL:", msg)


def check_ids_against_shared():
    tsv = os.path.join(HERE, "..", "..", "..", "shared", "item-ids.tsv")
    if not os.path.exists(tsv):
        return
    ids = {}
    with open(tsv) as f:
        next(f)
        for ln in f:
            parts = ln.rstrip("\n").split("\t")
            if len(parts) >= 2:
                ids.setdefault(parts[0], []).append(parts[1])
    for k, v in ITEM_IDS.items():
        if ids.get(k) != v:
            fail(f"item ids for {k} differ from shared/item-ids.tsv")


def pdffonts_page(pdf, p):
    out = subprocess.run(["pdffonts", "-f", str(p), "-l", str(p), pdf], capture_output=True, text=True).stdout
    return out.splitlines()[2:]


def verify(name, pdf, lab, work):
    from pypdf import PdfReader
    r = PdfReader(pdf)
    n = len(r.pages)
    size = os.path.getsize(pdf)
    print(f"{name}: {n} pages, {size / 1e6:.2f} MB")
    if not 8 <= n <= 40:
        fail(f"{name}: {n} pages, outside 8-40")
    if size >= 5e6:
        fail(f"{name}: {size} bytes >= 5 MB")
    texts = common.page_texts(pdf)
    empty = [i + 1 for i, t in enumerate(texts) if not t.strip()]
    if empty != sorted(lab["image_only_pages"]):
        fail(f"{name}: pages without text {empty} != image_only_pages {lab['image_only_pages']}")
    ocr = {}
    for p in lab["image_only_pages"]:
        ocr[p] = common.ocr_page(pdf, p, work)
    ntext = {i + 1: common.norm(t) for i, t in enumerate(texts)}
    # items
    ids = ITEM_IDS[lab["checklist"]]
    if sorted(lab["items"]) != sorted(ids):
        fail(f"{name}: items do not cover exactly the checklist ids")
    for i in ids:
        st = lab["items"].get(i)
        if st not in ("present", "missing", "not_applicable"):
            fail(f"{name}: {i} bad status {st}")
        if st == "present" and i not in lab["evidence"]:
            fail(f"{name}: {i} present without evidence")
        if st == "missing" and i not in lab["gaps"]:
            fail(f"{name}: {i} missing without a gap note")
    for i in lab["gaps"]:
        if lab["items"].get(i) != "missing":
            fail(f"{name}: gap for {i} which is not missing")
    for i in lab["ambiguous_items"]:
        if i not in ids:
            fail(f"{name}: ambiguous item {i} not in checklist")
    missing = [i for i in ids if lab["items"][i] == "missing"]
    if (lab["decision"] == "complete") != (not missing):
        fail(f"{name}: decision {lab['decision']} inconsistent with missing items {missing}")
    # quotes
    for i, e in lab["evidence"].items():
        q = common.norm(e["quote"])
        for p in e["pages"]:
            if p < 1 or p > n:
                fail(f"{name}: {i} page {p} out of range")
                continue
            hay = common.norm(ocr[p]) if p in ocr else ntext[p]
            if q not in hay:
                fail(f"{name}: {i} quote not on p. {p}: {e['quote']!r}")
    # headings
    alltext = " ".join(ntext.values())
    for h in lab["_headings"]:
        if common.norm(h) not in alltext:
            fail(f"{name}: heading not in text layer: {h!r}")
    return r, texts


def form_checks(name, pdf, r, texts):
    if name == plan_a.NAME:
        t3 = [p for p in range(1, len(r.pages) + 1) if any("Type 3" in ln for ln in pdffonts_page(pdf, p))]
        if t3 != [9]:
            fail(f"{name}: Type 3 font pages {t3}, expected [9]")
        if not all("Applicant's Answers" in texts[0] for _ in [0]) or "Questions (continued)" not in texts[1]:
            fail(f"{name}: NOI pages not where expected")
    if name == plan_b.NAME:
        att = r.attachments
        if "Appendix_A_Soils_Report.pdf" not in att:
            fail(f"{name}: Appendix A attachment missing")
        if "APPENDIX A - SOILS" not in texts[11]:
            fail(f"{name}: Appendix A not printed on p. 12")
        pg = r.pages[16]
        if "/XObject" not in pg["/Resources"]:
            fail(f"{name}: scanned page has no image")
    if name == plan_c.NAME:
        rots = [i + 1 for i, p in enumerate(r.pages) if p.get("/Rotate", 0) % 360 == 90]
        if rots != [8]:
            fail(f"{name}: /Rotate 90 pages {rots}, expected [8]")
        hdr = [i + 1 for i, t in enumerate(texts) if "Item" in t and "Provision" in t and "Sheet" in t]
        if not {5, 6, 7} <= set(hdr):
            fail(f"{name}: Table 4 header not repeated on pp. 5-7 ({hdr})")
        if "Page A-9" not in texts[10] or "Operation and Maintenance Plan" not in texts[10]:
            fail(f"{name}: the page A-9 pointer target is not the O&M plan")
        if "agreement" in texts[10].lower():
            fail(f"{name}: page A-9 mentions an agreement (gap would be false)")
        if "storage (marked on a stake)" not in texts[5]:
            fail(f"{name}: row 4.11 not split across pp. 5/6")


def main():
    if len(sys.argv) != 2:
        print(__doc__)
        sys.exit(2)
    out = os.path.abspath(sys.argv[1])
    os.makedirs(os.path.join(out, "pdf"), exist_ok=True)
    work = tempfile.mkdtemp(prefix="p12b_build_")
    check_ids_against_shared()
    labels = {}
    try:
        for mod in PLANS:
            pdf = os.path.join(out, "pdf", mod.NAME + ".pdf")
            info = mod.build(work, pdf)
            print(mod.NAME, info)
            lab = dict(LABELS[mod.NAME])
            lab["_headings"] = mod.HEADINGS
            r, texts = verify(mod.NAME, pdf, lab, work)
            form_checks(mod.NAME, pdf, r, texts)
            lab.pop("_headings")
            lab["house_style"] = lab["style"]
            labels[mod.NAME] = lab
        with open(os.path.join(out, "labels.json"), "w") as f:
            json.dump(labels, f, indent=2)
        shutil.copy(os.path.join(HERE, "README.md"), os.path.join(out, "README.md"))
    finally:
        shutil.rmtree(work, ignore_errors=True)
    if FAIL:
        print(f"\n{len(FAIL)} check(s) failed")
        sys.exit(1)
    print("\nall checks passed:", ", ".join(labels))


if __name__ == "__main__":
    main()
