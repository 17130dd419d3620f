import sys, os, json, importlib
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import common
MODS = ["p1_somers_sheet", "p2_asharoken_email", "p3_somers_errata"]

def main():
    out = sys.argv[1] if len(sys.argv) > 1 else "/tmp/probe7a-out"
    os.makedirs(os.path.join(out, "pdf"), exist_ok=True)
    labels, bad = {}, False
    only = sys.argv[2:] or MODS
    for m in only:
        mod = importlib.import_module(m)
        pdf = os.path.join(out, "pdf", mod.NAME + ".pdf")
        mod.build(pdf)
        lab = dict(mod.LABEL); lab["house_style"] = lab["style"]
        n, errs = common.verify(mod.NAME, pdf, lab)
        print(f"{mod.NAME}: {n} pages, {'OK' if not errs else 'FAIL'}")
        for e in errs: print("   ", e)
        bad |= bool(errs)
        lab.pop("headings", None)
        labels[mod.NAME] = {k: lab[k] for k in ["checklist", "style", "house_style", "producer", "decision", "facts", "items",
                                                "evidence", "gaps", "image_only_pages", "ambiguous_items", "acceptable_decisions", "notes"]}
    with open(os.path.join(out, "labels.json"), "w") as f:
        json.dump(labels, f, indent=2)
    sys.exit(1 if bad else 0)

if __name__ == "__main__":
    main()
