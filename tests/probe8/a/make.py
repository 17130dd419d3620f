import sys, os, json, csv, importlib, tempfile
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from common import verify
PLANS = [m for m in ["plan1", "plan3", "plan2"] if os.path.exists(os.path.join(os.path.dirname(os.path.abspath(__file__)), m + ".py"))]
def ids_for(cl):
    with open(__import__("os").path.join(__import__("os").path.dirname(__import__("os").path.abspath(__file__)), "../../../../shared/item-ids.tsv")) as f:
        return [r["id"] for r in csv.DictReader(f, delimiter="\t") if r["checklist"] == cl]
def main(out):
    os.makedirs(os.path.join(out, "pdf"), exist_ok=True)
    labels, bad = {}, []
    for m in PLANS:
        mod = importlib.import_module(m)
        pdf = os.path.join(out, "pdf", mod.NAME + ".pdf")
        ev, n = mod.build(pdf)
        M = mod.META; ids = ids_for(M["checklist"])
        items = {i: ("missing" if i in M["gaps"] else "present") for i in ids}
        lab = dict(checklist=M["checklist"], style=M["style"], house_style=M["style"], producer=M["producer"], decision=M["decision"],
                   facts=M["facts"], items=items, evidence={i: {"pages": ev[i][0], "quote": ev[i][1]} for i in ids if items[i] == "present"},
                   gaps=M["gaps"], image_only_pages=M.get("image_only_pages", []), ambiguous_items=M["ambiguous_items"],
                   acceptable_decisions=M["acceptable_decisions"], notes=M["notes"])
        missing_ev = [i for i in ids if items[i] == "present" and i not in ev]
        if missing_ev: bad.append("%s: no evidence %s" % (mod.NAME, missing_ev)); continue
        errs, n = verify(pdf, lab, ids, getattr(mod, "OCR_ITEMS", ()), tempfile.mkdtemp())
        labels[mod.NAME] = lab
        print("%s: %d pages, %s, %s" % (mod.NAME, n, lab["decision"], "OK" if not errs else "FAIL"))
        bad += ["%s: %s" % (mod.NAME, e) for e in errs]
    json.dump(labels, open(os.path.join(out, "labels.json"), "w"), indent=1)
    for b in bad: print("ERROR", b)
    sys.exit(1 if bad else 0)
if __name__ == "__main__": main(sys.argv[1] if len(sys.argv) > 1 else "/tmp/probe8a-out")
