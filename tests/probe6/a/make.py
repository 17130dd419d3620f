#!/usr/bin/env python3
"""Rebuild the probe6a plans into OUTDIR/pdf/NAME.pdf, write OUTDIR/labels.json, verify.

usage: /work/main/.venv/bin/python make.py OUTDIR
Exits non-zero if any verification check fails."""
import json
import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)

from common import verify  # noqa: E402

MODULES = ["p1_somers_dep", "p2_asharoken_joint", "p3_asharoken_guide"]


def item_ids():
    ids = {}
    with open(__import__("os").path.join(__import__("os").path.dirname(__import__("os").path.abspath(__file__)), "../../../../shared/item-ids.tsv")) as f:
        next(f)
        for line in f:
            parts = line.rstrip("\n").split("\t")
            if len(parts) >= 2:
                ids.setdefault(parts[0], []).append(parts[1])
    return ids


def main():
    if len(sys.argv) != 2:
        print(__doc__)
        return 2
    out = os.path.abspath(sys.argv[1])
    os.makedirs(os.path.join(out, "pdf"), exist_ok=True)
    ids = item_ids()
    labels = {}
    fails = []
    import importlib
    only = os.environ.get("P6A_ONLY")
    for modname in MODULES:
        if only and only not in modname:
            continue
        m = importlib.import_module(modname)
        pdf = os.path.join(out, "pdf", m.NAME + ".pdf")
        m.build(pdf)
        lab = m.LABEL
        labels[m.NAME] = lab
        f, n = verify(m.NAME, pdf, lab, ids[lab["checklist"]], m.HEADINGS)
        print(f"{m.NAME}: {n} pages, {os.path.getsize(pdf) // 1024} KB, {len(f)} failures")
        fails += f
    with open(os.path.join(out, "labels.json"), "w") as fh:
        json.dump(labels, fh, indent=2, ensure_ascii=False)
    for f in fails:
        print("FAIL", f)
    if fails:
        return 1
    print("verification passed")
    return 0


if __name__ == "__main__":
    sys.exit(main())
