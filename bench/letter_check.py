#!/usr/bin/env python3
"""Render the letters for a person to look at: DOCX through LibreOffice, HTML (and the Markdown,
as a CommonMark viewer shows it) through headless Chromium, every page as a PNG.

    python bench/letter_check.py OUTDIR [--received 2026-11-02]

For the incomplete samples of both towns, a complete sample (settled by the reviewer) and a
plan whose cover carries `<script>alert(1)</script> {{ 7*7 }}`, it settles whatever the tool left
needs_review through the review file (the real workflow), writes the DOCX, HTML and Markdown
letters, and renders them:

    OUTDIR/<case>/<case>.letter.docx -> docx-pages/page-N.png   (libreoffice --headless --convert-to pdf, pdftoppm)
    OUTDIR/<case>/<case>.letter.html -> html.png, html-pages/page-N.png  (chromium --screenshot, --print-to-pdf)
    OUTDIR/<case>/<case>.letter.md   -> md.png                   (markdown-it CommonMark -> HTML -> chromium)

Needs (Debian): libreoffice-writer-nogui (or libreoffice-writer), chromium, poppler-utils, and a
few fonts (fonts-liberation, fonts-dejavu-core); and markdown-it-py in the venv. A missing one is
an error naming the package, never a silent skip.
"""
from __future__ import annotations

import argparse
import json
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "tests"))
NEEDED = {"libreoffice": "libreoffice-writer-nogui", "chromium": "chromium", "pdftoppm": "poppler-utils"}
PAYLOAD = "<script>alert(1)</script> {{ 7*7 }}"


def need_tools() -> dict[str, str]:
    found = {name: shutil.which(name) or (shutil.which("soffice") if name == "libreoffice" else None) for name in NEEDED}
    missing = [f"{name} (apt-get install {NEEDED[name]})" for name, path in found.items() if not path]
    if missing:
        sys.exit("letter_check: missing " + "; ".join(missing))
    return found


def swppp(*args) -> subprocess.CompletedProcess:
    command = [str(Path(sys.executable).with_name("swppp-audit"))]
    if not Path(command[0]).is_file():
        command = [sys.executable, "-m", "swppp_audit"]
    return subprocess.run(command + [str(a) for a in args], capture_output=True, text=True, timeout=600)


def settle(pdf: Path, received: str, truth: dict | None, correct_all: bool) -> None:
    """Write the review file: needs_review items (and, for a complete sample, the tool's
    disagreements with the labels) settled to the true status."""
    report = json.loads(swppp("check", pdf, "--format", "json", "--received", received, "--ocr", "never").stdout)
    truth = truth or {}
    lines = ["reviewer: {name: Jane Doe, title: Town Engineer}", "items:"]
    for item in report["items"]:
        wanted = truth.get(item["id"], "missing")
        if item["status"] == "needs_review" or (correct_all and item["status"] != wanted):
            lines.append(f'  {json.dumps(item["id"])}: {{status: {wanted}, reason: "checked on the plan by the reviewer"}}')
    pdf.with_name(pdf.stem + ".review.yaml").write_text("\n".join(lines) + "\n", encoding="utf-8")


def pages_to_png(pdf: Path, folder: Path) -> list[Path]:
    folder.mkdir(exist_ok=True)
    subprocess.run(["pdftoppm", "-png", "-r", "80", str(pdf), str(folder / "page")], check=True, timeout=120)
    return sorted(folder.glob("page-*.png"))


def chromium(tools, html: Path, png: Path | None = None, pdf: Path | None = None) -> None:
    base = [tools["chromium"], "--headless", "--no-sandbox", "--disable-gpu", "--hide-scrollbars",
            "--no-first-run", "--disable-dev-shm-usage"]
    with tempfile.TemporaryDirectory() as profile:
        base.append(f"--user-data-dir={profile}")
        if png:
            subprocess.run(base + [f"--screenshot={png}", "--window-size=900,2600", html.as_uri()],
                           check=True, capture_output=True, timeout=120)
        if pdf:
            subprocess.run(base + [f"--print-to-pdf={pdf}", "--no-pdf-header-footer", html.as_uri()],
                           check=True, capture_output=True, timeout=120)


def render_case(tools, folder: Path, pdf: Path, received: str) -> list[Path]:
    made = []
    for fmt in ("docx", "html", "md"):
        ran = swppp("letter", pdf, "--format", fmt, "--received", received, "--force", "--ocr", "never")
        if ran.returncode not in (0, 1):
            sys.exit(f"letter_check: {pdf.name} ({fmt}): {ran.stderr.strip()}")
    stem = pdf.stem
    docx = folder / f"{stem}.letter.docx"
    with tempfile.TemporaryDirectory() as profile:
        subprocess.run([tools["libreoffice"], f"-env:UserInstallation=file://{profile}", "--headless",
                        "--convert-to", "pdf", "--outdir", str(folder), str(docx)],
                       check=True, capture_output=True, timeout=300)
    made += pages_to_png(folder / f"{stem}.letter.pdf", folder / "docx-pages")
    html = folder / f"{stem}.letter.html"
    chromium(tools, html, png=folder / "html.png", pdf=folder / "html-print.pdf")
    made.append(folder / "html.png")
    made += pages_to_png(folder / "html-print.pdf", folder / "html-pages")
    from markdown_it import MarkdownIt

    md_html = folder / f"{stem}.letter.md.html"
    md_html.write_text("<!DOCTYPE html><meta charset=utf-8><title>Markdown letter as a viewer shows it</title>"
                       "<style>body{font-family:sans-serif;max-width:7in;margin:2em auto}</style>"
                       + MarkdownIt("commonmark").render((folder / f"{stem}.letter.md").read_text(encoding="utf-8")),
                       encoding="utf-8")
    chromium(tools, md_html, png=folder / "md.png")
    made.append(folder / "md.png")
    return made


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("outdir", type=Path)
    parser.add_argument("--received", default="2026-11-02")
    args = parser.parse_args()
    tools = need_tools()
    out = args.outdir.resolve()
    samples = out / "samples"
    subprocess.run([sys.executable, str(ROOT / "samples" / "generate.py"), str(samples)], check=True,
                   capture_output=True, timeout=300)
    truth = {s["file"]: s["items"] for s in json.loads((samples / "labels.json").read_text())["samples"]}
    cases = {"somers-incomplete": False, "asharoken-incomplete": False, "somers-complete": True}
    made = []
    for case, correct_all in cases.items():
        folder = out / case
        folder.mkdir(parents=True, exist_ok=True)
        pdf = folder / f"{case}.pdf"
        shutil.copyfile(samples / f"{case}.pdf", pdf)
        settle(pdf, args.received, truth[f"{case}.pdf"], correct_all)
        made += render_case(tools, folder, pdf, args.received)
    from pdfs import make_pdf

    folder = out / "hostile"
    folder.mkdir(parents=True, exist_ok=True)
    pdf = make_pdf(folder / "hostile.pdf", [
        ["Town of Somers", "Stormwater Pollution Prevention Plan under Town of Somers Code Chapter 93",
         f"Prepared for: {PAYLOAD}", "12 Main Street, Somers, NY 10589", f"Project: {PAYLOAD}", f"Location: {PAYLOAD}"],
        ["# 1.0 Project Description", "The project disturbs 2.0 acres of a 5 acre site for a commercial building.",
         f"# 3.0 Inspection Schedule {PAYLOAD}", "TBD"],
    ])
    settle(pdf, args.received, None, False)
    made += render_case(tools, folder, pdf, args.received)
    print("\n".join(str(p) for p in made))


if __name__ == "__main__":
    main()
