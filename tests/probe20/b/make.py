"""Build the p20b_ plans: python make.py OUTDIR  (writes OUTDIR/pdf/*.pdf, labels.json, headings.json)."""
import importlib
import json
import os
import shutil
import sys
import tempfile

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

PLANS = ["plan1", "plan2", "plan3"]


def main():
    out = os.path.abspath(sys.argv[1] if len(sys.argv) > 1 else "out")
    only = sys.argv[2:] or PLANS
    os.makedirs(os.path.join(out, "pdf"), exist_ok=True)
    lp = os.path.join(out, "labels.json")
    hp = os.path.join(out, "headings.json")
    labels = json.load(open(lp)) if os.path.exists(lp) else {}
    heads = json.load(open(hp)) if os.path.exists(hp) else {}
    for mod in PLANS:
        if mod not in only or not os.path.exists(os.path.join(os.path.dirname(__file__), mod + ".py")):
            continue
        tmp = tempfile.mkdtemp(prefix=f"p20b_{mod}_")
        try:
            name, label, headings, npages = importlib.import_module(mod).build(out, tmp)
        finally:
            shutil.rmtree(tmp, ignore_errors=True)
        labels[name] = label
        heads[name] = headings
        print(f"{name}: {npages} pages, decision {label['decision']}, "
              f"missing {[k for k, v in label['items'].items() if v == 'missing']}")
    json.dump(labels, open(lp, "w"), indent=1)
    json.dump(heads, open(hp, "w"), indent=1)


if __name__ == "__main__":
    main()
