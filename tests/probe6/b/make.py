#!/usr/bin/env python3
"""Rebuild the probe6b plans: python make.py OUTDIR"""
import sys, os, json, csv
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from common import verify
import plan1_redline, plan2_comments, plan3_photos

HERE = os.path.dirname(os.path.abspath(__file__))


def item_ids(checklist):
    out = []
    with open(__import__("os").path.join(__import__("os").path.dirname(__import__("os").path.abspath(__file__)), "../../../../shared/item-ids.tsv")) as f:
        for row in csv.reader(f, delimiter="\t"):
            if row and row[0] == checklist:
                out.append(row[1])
    return out


def main():
    outdir = os.path.abspath(sys.argv[1] if len(sys.argv) > 1 else "/tmp/probe6b-out")
    only = sys.argv[2:]  # optional module names for quick rebuilds
    os.makedirs(outdir + "/pdf", exist_ok=True)
    work = outdir + "/work"
    os.makedirs(work, exist_ok=True)
    labels, allerr = {}, []
    for mod, ck in ((plan1_redline, "somers-ch93"), (plan2_comments, "somers-ch93"), (plan3_photos, "asharoken-ch44")):
        if only and mod.__name__ not in only:
            continue
        ids = item_ids(ck)
        name, pdf, lab, total = mod.build(outdir, work + "/" + mod.__name__, ids)
        errs, cache = verify(name, pdf, lab, ids, work + "/" + mod.__name__ + "/ocr", expected_pages=total)
        with open(work + "/" + name + ".pagetext.json", "w") as f:
            json.dump(cache, f, indent=1)
        heads = lab.pop("_headings", [])
        lab["house_style"] = lab["style"]
        order = ["checklist", "style", "house_style", "producer", "decision", "facts", "items", "evidence", "gaps",
                 "image_only_pages", "ambiguous_items", "acceptable_decisions", "notes"]
        labels[name] = {k: lab[k] for k in order}
        print("%-55s %2d pages %8d bytes  %s" % (name, total, os.path.getsize(pdf), "OK" if not errs else "FAIL"))
        for e in errs:
            print("   ", e)
        allerr += errs
    with open(outdir + "/labels.json", "w") as f:
        json.dump(labels, f, indent=2, ensure_ascii=False)
    if allerr:
        print("VERIFICATION FAILED: %d problem(s)" % len(allerr))
        sys.exit(1)
    print("verification passed")


if __name__ == "__main__":
    main()
