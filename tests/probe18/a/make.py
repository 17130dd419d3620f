"""Build the p18a plans into $OUT (default ./../a-out) and write labels.json + checks.json.

    python make.py OUTDIR    # as the project's bench/agreement.py calls it: PDFs in OUTDIR/pdf
"""
import importlib
import json
import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
from common import finish_label  # noqa: E402

PLANS = ["p18a_garage", "p18a_letter", "p18a_logistics"]


def main():
    args = sys.argv[1:]
    if args and args[0] not in PLANS:  # an OUTDIR: labels beside its pdf/ folder
        root = os.path.abspath(args.pop(0))
        out = os.path.join(root, "pdf")
    else:
        root = out = os.path.abspath(os.environ.get("OUT", os.path.join(HERE, "..", "a-out")))
    os.makedirs(out, exist_ok=True)
    only = args or PLANS
    lpath, cpath = os.path.join(root, "labels.json"), os.path.join(root, "checks.json")
    labels = json.load(open(lpath)) if os.path.exists(lpath) else {}
    checks = json.load(open(cpath)) if os.path.exists(cpath) else {}
    for name in only:
        if not os.path.exists(os.path.join(HERE, name + ".py")):
            print("skip (not written)", name)
            continue
        mod = importlib.import_module(name)
        pdf = mod.build(out)
        lab = mod.label()
        chk = {"headings": lab.pop("headings", []), "hidden_text": lab.pop("hidden_text", []),
               "forms": lab.pop("forms", []),
               "clipped": [list(x) for x in lab.pop("clipped", [])]}
        lab = finish_label(pdf, lab)
        chk["pages"] = lab.pop("pages")
        labels[name] = lab
        checks[name] = chk
        print(name, chk["pages"], "pages", lab["decision"], sorted(lab["gaps"]))
    json.dump(labels, open(lpath, "w"), indent=2, ensure_ascii=False)
    json.dump(checks, open(cpath, "w"), indent=2, ensure_ascii=False)
    import shutil
    for f in ("check.py", "common.py", "README.md"):
        shutil.copy(os.path.join(HERE, f), root)


if __name__ == "__main__":
    main()
