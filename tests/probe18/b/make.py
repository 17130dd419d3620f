"""Build the p18b plans and labels.json.  OUT=dir (default b-out beside this folder)."""
import os, sys, json, importlib
HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.join(HERE, "src"))
import common
PLANS = ["p18b_cemetery", "p18b_senior", "p18b_warehouse"]
args = sys.argv[1:]
if args and args[0] not in PLANS:  # python make.py OUTDIR (the project's bench/agreement.py): PDFs in OUTDIR/pdf
    ROOT = os.path.abspath(args.pop(0))
    OUT = os.path.join(ROOT, "pdf")
else:
    ROOT = OUT = os.environ.get("OUT", os.path.join(os.path.dirname(HERE), "b-out"))
only = args or PLANS
os.makedirs(OUT, exist_ok=True)
lp = os.path.join(ROOT, "labels.json")
labels = json.load(open(lp)) if os.path.exists(lp) else {}
for name in only:
    if not os.path.exists(os.path.join(HERE, "src", name + ".py")):
        continue
    m = importlib.import_module(name)
    pdf = m.build(OUT)
    labels[name] = common.build_labels(pdf, m.SPEC)
    print(name, common.page_count(pdf), "pages", os.path.getsize(pdf) // 1024, "KB", labels[name]["decision"])
labels = {k: labels[k] for k in PLANS if k in labels}
json.dump(labels, open(lp, "w"), indent=2)
import shutil
for f in ("check.py", "README.md", "src/headings.json"):
    shutil.copy(os.path.join(HERE, f), ROOT)
