#!/usr/bin/env python3
"""Build the p10a set: make.py OUTDIR -> OUTDIR/pdf/*.pdf, OUTDIR/labels.json, then verify."""
import json
import shutil
import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
VENV_PY = os.path.join(HERE, ".venv", "bin", "python")
try:
    import reportlab  # noqa: F401
    import pikepdf  # noqa: F401
except ImportError:
    if os.path.exists(VENV_PY) and os.path.abspath(sys.executable) != os.path.abspath(VENV_PY):
        os.execv(VENV_PY, [VENV_PY] + sys.argv)
    raise
sys.path.insert(0, HERE)

import common  # noqa: E402
import plan_sop  # noqa: E402
import plan_atlas  # noqa: E402
import plan_letter  # noqa: E402


def main():
    if len(sys.argv) != 2:
        print("usage: make.py OUTDIR", file=sys.stderr)
        return 2
    outdir = os.path.abspath(sys.argv[1])
    pdfdir = os.path.join(outdir, "pdf")
    work = os.path.join(outdir, "work")
    os.makedirs(pdfdir, exist_ok=True)
    os.makedirs(work, exist_ok=True)
    labels, errors = {}, []
    for mod in (plan_sop, plan_atlas, plan_letter):
        path, lab, heads = mod.build(work)
        final = os.path.join(pdfdir, mod.NAME + ".pdf")
        os.replace(path, final)
        errs, n = common.verify(final, mod.NAME, lab, heads)
        lab["pages"] = n
        lab["house_style"] = lab["style"]
        labels[mod.NAME] = lab
        errors += errs
        print("%-40s %3d pages  %s" % (mod.NAME, n, "OK" if not errs else "%d problem(s)" % len(errs)))
    shutil.rmtree(work, ignore_errors=True)
    with open(os.path.join(outdir, "labels.json"), "w") as f:
        json.dump(labels, f, indent=2)
    for e in errors:
        print("VERIFY FAIL:", e, file=sys.stderr)
    if errors:
        return 1
    print("verification passed: every quote on its page, every heading in the text layer, image_only_pages right")
    return 0


if __name__ == "__main__":
    sys.exit(main())
