"""Build the p19b_ plans: python make.py OUTDIR -> OUTDIR/pdf/*.pdf, OUTDIR/labels.json, OUTDIR/headings.json"""
import json, os, sys, tempfile, importlib
HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.join(HERE, "src"))
from common import assemble

PLANS = ["plan1_hoa_newsletter", "plan2_endnotes", "plan3_rev2"]

def main():
    out = os.path.abspath(sys.argv[1])
    only = sys.argv[2:]
    os.makedirs(os.path.join(out, "pdf"), exist_ok=True)
    lp, hp = os.path.join(out, "labels.json"), os.path.join(out, "headings.json")
    labels = json.load(open(lp)) if os.path.exists(lp) else {}
    heads = json.load(open(hp)) if os.path.exists(hp) else {}
    for modname in PLANS:
        if not os.path.exists(os.path.join(HERE, "src", modname + ".py")):
            continue
        if only and modname not in only:
            continue
        m = importlib.import_module(modname)
        with tempfile.TemporaryDirectory() as tmp:
            items, evidence = m.build(out, tmp)
        pdf = os.path.join(out, "pdf", m.NAME + ".pdf")
        lab, h = assemble(m.NAME, pdf, m.META, m.CHECKLIST, items, evidence, m.GAPS, m.HEADINGS)
        labels[m.NAME] = lab
        heads[m.NAME] = h
        print(m.NAME, h["pages"], "pages", lab["decision"])
    json.dump(labels, open(lp, "w"), indent=1)
    json.dump(heads, open(hp, "w"), indent=1)

if __name__ == "__main__":
    main()
