"""Shared helpers for the p12a plans."""
import os
import subprocess
import shutil
import tempfile

from pypdf import PdfReader, PdfWriter

FONT_DIR = "/usr/share/fonts/truetype"


def run(cmd, **kw):
    r = subprocess.run(cmd, capture_output=True, text=True, **kw)
    if r.returncode != 0:
        raise RuntimeError("command failed: %s\n%s\n%s" % (cmd, r.stdout, r.stderr))
    return r.stdout


def soffice_to_pdf(src, outdir):
    """Convert a .docx (or .odt/.html) to PDF with LibreOffice headless."""
    profile = tempfile.mkdtemp(prefix="p12a_lo_")
    try:
        run(["soffice", "-env:UserInstallation=file://" + profile, "--headless",
             "--convert-to", "pdf", "--outdir", outdir, src])
    finally:
        shutil.rmtree(profile, ignore_errors=True)
    return os.path.join(outdir, os.path.splitext(os.path.basename(src))[0] + ".pdf")


def chromium_to_pdf(html_path, pdf_path):
    profile = tempfile.mkdtemp(prefix="p12a_chr_")
    try:
        run(["chromium", "--headless", "--no-sandbox", "--disable-gpu",
             "--user-data-dir=" + profile, "--no-pdf-header-footer",
             "--print-to-pdf=" + pdf_path, "file://" + os.path.abspath(html_path)])
    finally:
        shutil.rmtree(profile, ignore_errors=True)
    return pdf_path


def merge(parts, out, producer=None, title=None):
    """parts: list of (pdf_path, page_indices or None)."""
    w = PdfWriter()
    for path, idx in parts:
        r = PdfReader(path)
        pages = range(len(r.pages)) if idx is None else idx
        for i in pages:
            w.add_page(r.pages[i])
    meta = {}
    if producer:
        meta["/Producer"] = producer
    if title:
        meta["/Title"] = title
    if meta:
        w.add_metadata(meta)
    with open(out, "wb") as f:
        w.write(f)
    return out
