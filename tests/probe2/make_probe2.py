#!/usr/bin/env python3
"""Build the probe2 test set: six fictional New York SWPPPs with labels.

usage: python make_probe2.py OUTDIR [plan-module ...]

Writes OUTDIR/pdf/NAME.pdf and OUTDIR/labels.json. Every evidence quote is checked
on its page with pypdf and with pdftotext (whitespace-normalised); image-only
evidence is checked by OCR (tesseract). Any failure stops the build with an error.
"""
import importlib
import json
import os
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
import p2common as C  # noqa: E402

PLANS = ["plan_p1", "plan_p2", "plan_p3", "plan_p4", "plan_p5", "plan_p6"]
ITEM_IDS = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..", "..", "shared", "item-ids.tsv")


def main():
    if len(sys.argv) < 2:
        raise SystemExit(__doc__)
    out = os.path.abspath(sys.argv[1])
    only = sys.argv[2:] or PLANS
    os.makedirs(os.path.join(out, "pdf"), exist_ok=True)
    ids = C.load_ids(ITEM_IDS)
    lab_path = os.path.join(out, "labels.json")
    labels = {}
    if os.path.exists(lab_path) and sys.argv[2:]:
        labels = json.load(open(lab_path))
    for modname in only:
        mod = importlib.import_module(modname)
        with tempfile.TemporaryDirectory() as tmp:
            pdf = mod.build(out, tmp)
        lab, npages = C.build_label(pdf, mod.SPEC, ids)
        if not 8 <= npages <= 25:
            raise SystemExit(f"{mod.NAME}: {npages} pages, outside 8-25")
        labels[mod.NAME] = lab
        miss = [k for k, v in lab["items"].items() if v == "missing"]
        print(f"OK {mod.NAME}: {npages} pages, {len(lab['evidence'])} quotes verified, "
              f"missing {miss}, ambiguous {lab['ambiguous_items']}", flush=True)
    ordered = {k: labels[k] for k in sorted(labels)}
    with open(lab_path, "w") as f:
        json.dump(ordered, f, indent=1, ensure_ascii=False)
        f.write("\n")
    print(f"wrote {lab_path} ({len(ordered)} plans)")


if __name__ == "__main__":
    main()
