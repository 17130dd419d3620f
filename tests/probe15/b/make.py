#!/usr/bin/env python3
"""Build probe15/b into OUT (default ../b-out), as bench/agreement.py calls it: `python make.py OUT`.
The steps of its writer's build.sh with this Python (reportlab, pypdf, pillow), Chromium, LibreOffice
and qpdf, in a temporary build folder."""
import os
import subprocess
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
SRC = os.path.join(HERE, "src")
out = os.path.abspath(sys.argv[1]) if len(sys.argv) > 1 else os.path.join(os.path.dirname(HERE), "b-out")
pdf = os.path.join(out, "pdf")


def run(*args, cwd=None):
    subprocess.run(args, check=True, cwd=cwd, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)


os.makedirs(pdf, exist_ok=True)
with tempfile.TemporaryDirectory() as build:
    b = lambda name: os.path.join(build, name)  # noqa: E731
    run(sys.executable, os.path.join(SRC, "plan1_cards.py"), b("p1.html"))
    run("chromium", "--headless", "--no-sandbox", "--disable-gpu", "--no-pdf-header-footer",
        f"--print-to-pdf={b('p1.pdf')}", b("p1.html"))
    os.replace(b("p1.pdf"), os.path.join(pdf, "p15b_cards_somers_hilltop_garden_center.pdf"))
    run(sys.executable, os.path.join(SRC, "plan2_letter.py"), build)
    for name in ("p2_letter", "p2_exc"):
        run("soffice", f"-env:UserInstallation=file://{b('lo')}", "--headless",
            "--infilter=HTML (StarWriter)", "--convert-to", "pdf:writer_pdf_Export", f"{name}.html", cwd=build)
    run("qpdf", "--empty", "--pages", b("p2_letter.pdf"), b("p2_scan.pdf"), b("p2_drawings.pdf"),
        b("p2_exc.pdf"), "--", os.path.join(pdf, "p15b_letter_asharoken_bayview_beach_club.pdf"))
    run(sys.executable, os.path.join(SRC, "plan3_noi.py"), build)
    run("qpdf", "--empty", "--pages", b("p3_noi.pdf"), b("p3_narr.pdf"), b("p3_dwg.pdf"), "--",
        os.path.join(pdf, "p15b_noi_somers_bailey_ridge_estates.pdf"))
    run(sys.executable, os.path.join(SRC, "labels.py"), os.path.join(out, "labels.json"))
