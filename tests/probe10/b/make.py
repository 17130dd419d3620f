#!/usr/bin/env python3
"""Build the p10b set: python3 make.py OUTDIR  (run with .venv/bin/python or a python having
reportlab, pypdf, pikepdf, pillow).  Needs soffice, pdftotext, pdftoppm, pdfinfo, tesseract."""
import json
import os
import shutil
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)

import common
import plan1_generator
import plan2_bilingual
import plan3_homeowner
from labels_src import LABELS


def main():
    if len(sys.argv) != 2:
        sys.exit("usage: make.py OUTDIR")
    outdir = os.path.abspath(sys.argv[1])
    os.makedirs(os.path.join(outdir, "pdf"), exist_ok=True)
    work = tempfile.mkdtemp(prefix="p10b_")
    headings = {}
    for mod in (plan1_generator, plan2_bilingual, plan3_homeowner):
        out, heads = mod.build(outdir, work)
        headings[mod.NAME] = heads
        print("built", os.path.relpath(out, outdir))
    with open(os.path.join(outdir, "labels.json"), "w", encoding="utf-8") as f:
        json.dump(LABELS, f, indent=2, ensure_ascii=False)
    with open(os.path.join(outdir, "headings.json"), "w", encoding="utf-8") as f:
        json.dump(headings, f, indent=2, ensure_ascii=False)
    # ---- verification
    ids = {}
    for line in open(os.path.join(HERE, "item-ids.tsv"), encoding="utf-8").read().splitlines()[1:]:
        ck, iid = line.split("\t")[:2]
        ids.setdefault(ck, []).append(iid)
    failed = False
    for name, lab in LABELS.items():
        pdf = os.path.join(outdir, "pdf", name + ".pdf")
        n, errs = common.verify(pdf, lab, headings[name], work)
        if sorted(lab["items"]) != sorted(ids[lab["checklist"]]):
            errs.append("item ids do not match the checklist")
        size = os.path.getsize(pdf)
        if size > 5 * 1024 * 1024:
            errs.append(f"PDF too large: {size}")
        if not 8 <= n <= 40:
            errs.append(f"page count {n} outside 8-40")
        print(f"{name}: {n} pages, {size // 1024} KB, {len(errs)} problem(s)")
        for e in errs:
            print("   FAIL", e)
        failed |= bool(errs)
    shutil.rmtree(work, ignore_errors=True)
    if failed:
        sys.exit(1)
    print("verification passed")


if __name__ == "__main__":
    main()
