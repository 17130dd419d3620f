"""Build the p20a_ plans: python make.py OUTDIR"""
import shutil
import sys, os, json, tempfile
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import plan1
PLANS = [plan1]
try:
    import plan2; PLANS.append(plan2)
except ImportError: pass
try:
    import plan3; PLANS.append(plan3)
except ImportError: pass

def main():
    out = os.path.abspath(sys.argv[1]); os.makedirs(os.path.join(out, "pdf"), exist_ok=True)
    tmp = tempfile.mkdtemp(prefix="p20a_build_")
    labels, heads = {}, {}
    for p in PLANS:
        path = p.build(out, tmp)
        labels[p.NAME] = p.labels(out) if p.labels.__code__.co_argcount else p.labels()
        heads[p.NAME] = getattr(p, "HEADINGS", [])
        print("built", path)
    json.dump(labels, open(os.path.join(out, "labels.json"), "w"), indent=1)
    json.dump(heads, open(os.path.join(out, "headings.json"), "w"), indent=1)
    shutil.rmtree(tmp, ignore_errors=True)  # the build's intermediates: nothing left in /tmp
main()
