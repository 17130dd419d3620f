"""Build the p16b set: python make.py OUTDIR"""
import sys, os, json, tempfile, shutil
HERE = os.path.dirname(os.path.abspath(__file__)); sys.path.insert(0, HERE)
import plan1
PLANS = [plan1]
for extra in ("plan2", "plan3"):
    if os.path.exists(os.path.join(HERE, extra + ".py")):
        PLANS.append(__import__(extra))

def main(outdir):
    os.makedirs(os.path.join(outdir, "pdf"), exist_ok=True)
    tmp = tempfile.mkdtemp()
    labels = json.load(open(os.path.join(HERE, "labels_src.json")))
    out_labels, heads = {}, {}
    try:
        for p in PLANS:
            pdf, info = p.build(outdir, tmp)
            print("built", pdf, info if isinstance(info, dict) else "")
            if p.NAME in labels:
                out_labels[p.NAME] = labels[p.NAME]
            heads[p.NAME] = getattr(p, "HEADINGS", [])
    finally:
        shutil.rmtree(tmp, ignore_errors=True)
    json.dump(out_labels, open(os.path.join(outdir, "labels.json"), "w"), indent=1)
    json.dump(heads, open(os.path.join(outdir, "headings.json"), "w"), indent=1)
    print("labels for", list(out_labels))

if __name__ == "__main__":
    main(sys.argv[1])
