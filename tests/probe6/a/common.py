"""Shared helpers for the probe6a set: text extraction and verification."""
import re
import subprocess
import tempfile
import os

from pypdf import PdfReader


def norm(s):
    return re.sub(r"\s+", " ", s).strip()


def page_count(pdf):
    return len(PdfReader(pdf).pages)


def page_text(pdf, page):
    out = subprocess.run(["pdftotext", "-layout", "-f", str(page), "-l", str(page), pdf, "-"],
                         capture_output=True, text=True, check=True).stdout
    return out


def ocr_page(pdf, page):
    with tempfile.TemporaryDirectory() as d:
        base = os.path.join(d, "p")
        subprocess.run(["pdftoppm", "-r", "200", "-gray", "-png", "-f", str(page), "-l", str(page),
                        "-singlefile", pdf, base], check=True)
        out = subprocess.run(["tesseract", base + ".png", "-", "--psm", "3"],
                             capture_output=True, text=True).stdout
    return out


def verify(name, pdf, lab, ids, headings):
    """Return list of failure strings."""
    fails = []
    n = page_count(pdf)
    texts = {p: page_text(pdf, p) for p in range(1, n + 1)}
    no_text = sorted(p for p, t in texts.items() if not t.strip())
    if no_text != sorted(lab["image_only_pages"]):
        fails.append(f"{name}: image_only_pages {lab['image_only_pages']} != pages without text {no_text}")
    ocr_cache = {}
    for i in ids:
        if i not in lab["items"]:
            fails.append(f"{name}: item {i} not labelled")
    if list(lab["items"].keys()) != ids:
        fails.append(f"{name}: items not in item-ids order / extra ids")
    for i, v in lab["items"].items():
        if v not in ("present", "missing", "not_applicable"):
            fails.append(f"{name}: bad label {i}={v}")
        if v == "present":
            ev = lab["evidence"].get(i)
            if not ev:
                fails.append(f"{name}: no evidence for present {i}")
                continue
            for p in ev["pages"]:
                if p in lab["image_only_pages"]:
                    if p not in ocr_cache:
                        ocr_cache[p] = norm(ocr_page(pdf, p))
                    hay = ocr_cache[p]
                else:
                    hay = norm(texts.get(p, ""))
                if norm(ev["quote"]) not in hay:
                    fails.append(f"{name}: quote for {i} not on page {p}: {ev['quote']!r}")
        if v == "missing" and i not in lab["gaps"]:
            fails.append(f"{name}: missing {i} has no gap description")
    alltext = norm("\n".join(texts.values()))
    for h in headings:
        if norm(h) not in alltext:
            fails.append(f"{name}: heading not in text layer: {h!r}")
    if not (8 <= n <= 40):
        fails.append(f"{name}: page count {n} outside 8-40")
    if os.path.getsize(pdf) > 5 * 1024 * 1024:
        fails.append(f"{name}: file over 5 MB")
    return fails, n


def find_pages(pdf, quote):
    n = page_count(pdf)
    return [p for p in range(1, n + 1) if norm(quote) in norm(page_text(pdf, p))]
