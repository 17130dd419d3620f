#!/usr/bin/env python3
"""Build and check the p12a half-set.

usage: .venv/bin/python make.py OUT        (e.g. ../a-out)

Writes OUT/pdf/NAME.pdf for each plan and OUT/labels.json, then checks:
  - every checklist id of ../../../shared/item-ids.tsv is labelled, with evidence for present items and a gap
    note for missing ones; the decision matches the labels; page count 8-40; file under 5 MB;
  - every evidence quote is in the text layer (pdftotext -layout) of one of its pages (whitespace collapsed);
  - every listed heading is in the text layer on its page; image headings are absent from the text layer and
    read by OCR (tesseract) on their page;
  - image_only_pages equals the set of pages without text;
  - the PDF form of each plan is really there (shuffled CAD text order; CropBox < MediaBox with text outside
    the CropBox and hyphenated line ends; per-glyph text objects and image banners).
Exits non-zero on any failure.
"""
import json
import os
import re
import subprocess
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.join(HERE, "src"))
sys.path.insert(0, HERE)

import plan1_lovell  # noqa: E402
import plan2_seawatch  # noqa: E402
import plan3_pond  # noqa: E402
from labels_src import LABELS, HEADINGS, IMAGE_HEADINGS  # noqa: E402

ITEM_IDS = "/work/shared/item-ids.tsv"
PLANS = [plan1_lovell, plan2_seawatch, plan3_pond]
FAILS = []


def fail(msg):
    FAILS.append(msg)
    print("FAIL:", msg)


def norm(s):
    return re.sub(r"\s+", " ", s).strip()


def page_text(pdf, p, raw=False):
    args = ["pdftotext", "-f", str(p), "-l", str(p)] + ([] if raw else ["-layout"]) + [pdf, "-"]
    return subprocess.run(args, capture_output=True, text=True, check=True).stdout


def npages(pdf):
    out = subprocess.run(["pdfinfo", pdf], capture_output=True, text=True, check=True).stdout
    return int(re.search(r"Pages:\s+(\d+)", out).group(1))


def ocr_page(pdf, p):
    with tempfile.TemporaryDirectory() as d:
        subprocess.run(["pdftoppm", "-r", "150", "-f", str(p), "-l", str(p), "-png", pdf, os.path.join(d, "pg")],
                       check=True)
        png = [f for f in os.listdir(d) if f.endswith(".png")][0]
        return subprocess.run(["tesseract", os.path.join(d, png), "-", "--psm", "3"], capture_output=True,
                              text=True).stdout


def load_ids():
    ids = {}
    with open(ITEM_IDS) as f:
        next(f)
        for line in f:
            parts = line.rstrip("\n").split("\t")
            if len(parts) >= 2:
                ids.setdefault(parts[0], []).append(parts[1])
    return ids


def check_labels(name, lab, ids, pdf, n, texts):
    items = lab["items"]
    want = ids[lab["checklist"]]
    if sorted(items) != sorted(want):
        fail("%s: labelled ids differ from the checklist: extra %s, missing %s" %
             (name, sorted(set(items) - set(want)), sorted(set(want) - set(items))))
    for k, v in items.items():
        if v not in ("present", "missing", "not_applicable"):
            fail("%s: %s has bad label %s" % (name, k, v))
        if v == "present" and k not in lab["evidence"]:
            fail("%s: %s present without evidence" % (name, k))
        if v == "missing" and k not in lab["gaps"]:
            fail("%s: %s missing without a gap note" % (name, k))
    for k in lab["evidence"]:
        if items.get(k) != "present":
            fail("%s: evidence for %s, which is not present" % (name, k))
    for k in lab["gaps"]:
        if items.get(k) != "missing":
            fail("%s: gap note for %s, which is not missing" % (name, k))
    has_missing = any(v == "missing" for v in items.values())
    if lab["decision"] == "complete" and has_missing:
        fail("%s: decision complete but items missing" % name)
    if lab["decision"] == "incomplete" and not has_missing:
        fail("%s: decision incomplete but nothing missing" % name)
    if lab["decision"] not in lab.get("acceptable_decisions", [lab["decision"]]):
        fail("%s: decision not among acceptable_decisions" % name)
    n_missing = sum(v == "missing" for v in items.values())
    if lab["decision"] == "incomplete" and not (1 <= n_missing <= 6):
        fail("%s: %d missing items (brief wants 1-6)" % (name, n_missing))
    # quotes
    for k, ev in lab["evidence"].items():
        pages = ev["pages"]
        if not pages or any(p < 1 or p > n for p in pages):
            fail("%s: %s pages out of range %s" % (name, k, pages))
            continue
        q = norm(ev["quote"])
        hits = [p for p in pages if q in texts[p]]
        if not hits:
            where = [p for p in range(1, n + 1) if q in texts[p]]
            fail("%s: %s quote not on pages %s (found on %s): %r" % (name, k, pages, where, ev["quote"]))
    # image-only pages
    blank = [p for p in range(1, n + 1) if not texts[p].strip()]
    if sorted(blank) != sorted(lab["image_only_pages"]):
        fail("%s: image_only_pages %s but pages without text are %s" % (name, lab["image_only_pages"], blank))
    # headings
    for p, h in HEADINGS.get(name, []):
        if norm(h) not in texts[p]:
            fail("%s: heading %r not in text layer of page %d" % (name, h, p))
    for p, h in IMAGE_HEADINGS.get(name, []):
        if norm(h).lower() in texts[p].lower():
            fail("%s: image heading %r is in the text layer of page %d" % (name, h, p))
        o = norm(ocr_page(pdf, p)).lower()
        if norm(h).lower() not in o:
            fail("%s: OCR does not read image heading %r on page %d" % (name, h, p))


def check_forms(name, pdf, n, texts):
    from pypdf import PdfReader
    r = PdfReader(pdf)
    if name == plan1_lovell.NAME:
        # sheets: 11x17 landscape, text drawn out of reading order
        sheets = [i for i, pg in enumerate(r.pages, 1) if float(pg.mediabox.width) > 1200]
        if len(sheets) < 5:
            fail("%s: expected 11x17 plan-and-profile sheets, found %d" % (name, len(sheets)))
        out_of_order = 0
        for p in sheets:
            # content-stream order (pypdf) against top-to-bottom order (pdftotext -layout)
            stream = [norm(l) for l in r.pages[p - 1].extract_text().splitlines() if l.strip()]
            lay = [norm(l) for l in page_text(pdf, p).splitlines() if l.strip()]
            if stream[:3] != lay[:3]:
                out_of_order += 1
        if out_of_order < len(sheets) - 1:
            fail("%s: sheet text is not out of reading order (%d of %d)" % (name, out_of_order, len(sheets)))
    elif name == plan2_seawatch.NAME:
        hyph = 0
        for i, pg in enumerate(r.pages, 1):
            mb, cb = pg.mediabox, pg.cropbox
            if not (float(cb.width) < float(mb.width) and float(cb.height) < float(mb.height)):
                fail("%s: page %d CropBox not smaller than MediaBox" % (name, i))
            hyph += len(re.findall(r"[a-z]-\n\s*[a-z]", page_text(pdf, i)))
        if "DRAFT - NOT FOR RECORDING" not in texts[1]:
            fail("%s: DRAFT text outside the CropBox not found" % name)
        if hyph < 10:
            fail("%s: only %d hyphenated line ends" % (name, hyph))
    elif name == plan3_pond.NAME:
        pg = r.pages[1]
        content = pg.get_contents().get_data().decode("latin-1")
        if content.count("BT") < 200:
            fail("%s: page 2 is not set glyph by glyph (%d text objects)" % (name, content.count("BT")))
        imgs = sum(len(p.images) for p in r.pages)
        if imgs < 5:
            fail("%s: expected banner images, found %d" % (name, imgs))


def main():
    if len(sys.argv) != 2:
        print(__doc__)
        sys.exit(2)
    out = os.path.abspath(sys.argv[1])
    os.makedirs(os.path.join(out, "pdf"), exist_ok=True)
    work = tempfile.mkdtemp(prefix="p12a_build_")
    ids = load_ids()
    labels = {}
    for mod in PLANS:
        pdf = os.path.join(out, "pdf", mod.NAME + ".pdf")
        print("building", mod.NAME)
        mod.build(pdf, os.path.join(work, mod.NAME))
        lab = dict(LABELS[mod.NAME])
        lab["house_style"] = lab["style"]
        labels[mod.NAME] = lab
    with open(os.path.join(out, "labels.json"), "w") as f:
        json.dump(labels, f, indent=2)
    import shutil
    shutil.rmtree(work, ignore_errors=True)
    towns = set()
    for name, lab in labels.items():
        pdf = os.path.join(out, "pdf", name + ".pdf")
        n = npages(pdf)
        size = os.path.getsize(pdf)
        print("checking %s: %d pages, %.2f MB" % (name, n, size / 1e6))
        if not name.startswith("p12a_"):
            fail("%s: name lacks the p12a_ prefix" % name)
        if not 8 <= n <= 40:
            fail("%s: %d pages (want 8-40)" % (name, n))
        if size >= 5e6:
            fail("%s: %.1f MB (want under 5 MB)" % (name, size / 1e6))
        texts = {p: norm(page_text(pdf, p)) for p in range(1, n + 1)}
        check_labels(name, lab, ids, pdf, n, texts)
        check_forms(name, pdf, n, texts)
        towns.add(lab["checklist"])
    if towns != {"asharoken-ch44", "somers-ch93"}:
        fail("both towns must be represented")
    decisions = [l["decision"] for l in labels.values()]
    if decisions.count("complete") != 1 or decisions.count("incomplete") != 2:
        fail("want one complete and two incomplete plans, got %s" % decisions)
    if FAILS:
        print("\n%d check(s) failed" % len(FAILS))
        sys.exit(1)
    print("\nall checks passed: %d plans in %s" % (len(labels), out))


if __name__ == "__main__":
    main()
