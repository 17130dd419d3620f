"""Build the p19a_ plans: python make.py OUTDIR  ->  OUTDIR/labels.json, OUTDIR/headings.json, OUTDIR/pdf/*.pdf"""
import json, os, sys, tempfile, shutil, importlib
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

PLANS = ["p1_minutes", "p2_textfile", "p3_designbuild"]

def main():
    out = os.path.abspath(sys.argv[1])
    only = sys.argv[2:]
    os.makedirs(os.path.join(out, "pdf"), exist_ok=True)
    lp, hp = os.path.join(out, "labels.json"), os.path.join(out, "headings.json")
    labels = json.load(open(lp)) if os.path.exists(lp) and only else {}
    heads = json.load(open(hp)) if os.path.exists(hp) and only else {}
    tmp = tempfile.mkdtemp(prefix="p19a_build_")
    try:
        for mod in PLANS:
            if only and mod not in only:
                continue
            if not os.path.exists(os.path.join(os.path.dirname(os.path.abspath(__file__)), mod + ".py")):
                print("skip (not written):", mod); continue
            m = importlib.import_module(mod)
            print("building", mod)
            name, spec, headings = m.build(out, tmp)
            labels[name] = spec
            heads[name] = headings
    finally:
        shutil.rmtree(tmp, ignore_errors=True)
    json.dump(labels, open(lp, "w"), indent=1)
    json.dump(heads, open(hp, "w"), indent=1)
    print("wrote", lp)

if __name__ == "__main__":
    main()
