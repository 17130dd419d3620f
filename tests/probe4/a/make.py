#!/usr/bin/env python
"""Rebuild the probe4a plans: make.py OUTDIR  ->  OUTDIR/pdf/NAME.pdf, OUTDIR/labels.json, then verify."""
import sys, os, json, time, tempfile, importlib
HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
import common

ITEM_TSV = __import__("os").path.join(__import__("os").path.dirname(__import__("os").path.abspath(__file__)), "../../../../shared/item-ids.tsv")
PLANS = [p for p in ["plan1", "plan2", "plan3"] if os.path.exists(os.path.join(HERE, p + ".py"))]

def item_ids(checklist):
    ids = []
    for line in open(ITEM_TSV):
        f = line.rstrip("\n").split("\t")
        if f[0] == checklist:
            ids.append(f[1])
    return ids

def main():
    if len(sys.argv) != 2:
        print("usage: make.py OUTDIR"); sys.exit(2)
    out = os.path.abspath(sys.argv[1])
    os.makedirs(os.path.join(out, "pdf"), exist_ok=True)
    t0 = time.time()
    labels, errs = {}, []
    with tempfile.TemporaryDirectory() as tmp:
        for mod in PLANS:
            m = importlib.import_module(mod)
            pdf = m.build(out, tmp)
            lab = dict(m.LABEL)
            ids = item_ids(lab["checklist"])
            ev = lab["evidence"]; gaps = lab["gaps"]
            na = set(getattr(m, "NOT_APPLICABLE", []))
            items = {}
            for i in ids:
                items[i] = "not_applicable" if i in na else ("missing" if i in gaps else "present")
            lab["items"] = items
            lab["evidence"] = {i: ev[i] for i in ids if items[i] == "present"}
            extra = set(ev) - set(lab["evidence"])
            if extra:
                errs.append(f"{m.NAME}: evidence for non-present items {sorted(extra)}")
            order = ["checklist", "style", "house_style", "producer", "decision", "facts", "items", "evidence",
                     "gaps", "image_only_pages", "ambiguous_items", "acceptable_decisions", "notes"]
            lab = {k: lab[k] for k in order}
            e, n, _, _ = common.verify(m.NAME, pdf, lab, ids, getattr(m, "FORM_FIELD_ITEMS", ()), getattr(m, "HEADINGS", ()))
            errs += e
            print(f"{m.NAME}: {n} pages, {os.path.getsize(pdf)//1024} KB, decision {lab['decision']}, "
                  f"missing {[k for k,v in items.items() if v=='missing']}, {'OK' if not e else 'FAIL'}")
            labels[m.NAME] = lab
    with open(os.path.join(out, "labels.json"), "w") as f:
        json.dump(labels, f, indent=2)
    print(f"built in {time.time()-t0:.0f} s")
    if errs:
        print("VERIFICATION FAILED:"); [print("  " + e) for e in errs]; sys.exit(1)
    print("verification passed")

if __name__ == "__main__":
    main()
