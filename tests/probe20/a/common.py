"""Shared helpers for the p20a_ plans (build-time only)."""
import os, subprocess, shutil, textwrap
from reportlab.pdfbase.pdfmetrics import stringWidth

def wrap(text, font, size, width):
    """Wrap text (paragraphs split by \n) to a pixel width; returns list of lines."""
    out = []
    for para in text.split("\n"):
        if not para.strip():
            out.append("")
            continue
        words, line = para.split(" "), ""
        for w in words:
            t = (line + " " + w).strip() if line else w
            if stringWidth(t, font, size) <= width:
                line = t
            else:
                out.append(line)
                line = w
        out.append(line)
    return out

def run(cmd, **kw):
    subprocess.run(cmd, check=True, **kw)

def soffice_pdf(docx_path, outdir):
    run(["soffice", "--headless", "--convert-to", "pdf", "--outdir", outdir, docx_path],
        stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    return os.path.join(outdir, os.path.splitext(os.path.basename(docx_path))[0] + ".pdf")

def chromium_pdf(html_path, pdf_path):
    prof = pdf_path + ".profile"
    run(["chromium", "--headless", "--no-sandbox", "--disable-gpu", "--no-pdf-header-footer",
         f"--user-data-dir={prof}", f"--print-to-pdf={pdf_path}", "file://" + os.path.abspath(html_path)],
        stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    shutil.rmtree(prof, ignore_errors=True)
    return pdf_path

def page_texts(pdf):
    from pypdf import PdfReader
    n = len(PdfReader(pdf).pages)
    out = []
    for i in range(1, n + 1):
        r = subprocess.run(["pdftotext", "-layout", "-f", str(i), "-l", str(i), pdf, "-"],
                           capture_output=True, text=True)
        out.append(r.stdout)
    return out
