"""Build small PDFs for tests from a plain description, so fixtures are made, not pasted.

    make_pdf(path, [
        ["# 3.2 Soils", "The Web Soil Survey maps the site as Riverhead sandy loam, HSG B."],
        ["# Maintenance schedule", [["Practice", "Inspection", "Maintenance"], ["Silt fence", "Weekly", "Remove sediment"]]],
    ])

Each page is a list of blocks: a string starting with "# " is a heading, another string a
paragraph, a list of rows a ruled table.
"""
from __future__ import annotations

from pathlib import Path

from reportlab.lib import colors
from reportlab.lib.pagesizes import letter
from reportlab.lib.styles import getSampleStyleSheet
from reportlab.platypus import PageBreak, Paragraph, SimpleDocTemplate, Spacer, Table, TableStyle
from xml.sax.saxutils import escape


def make_pdf(path: Path, pages: list[list], encrypt: str | None = None) -> Path:
    styles = getSampleStyleSheet()
    story = []
    for n, page in enumerate(pages):
        if n:
            story.append(PageBreak())
        for block in page:
            if isinstance(block, list):
                table = Table([[Paragraph(escape(str(c)), styles["BodyText"]) for c in row] for row in block])
                table.setStyle(TableStyle([("GRID", (0, 0), (-1, -1), 0.5, colors.black)]))
                story += [table, Spacer(1, 8)]
            elif block.startswith("# "):
                story.append(Paragraph(escape(block[2:]), styles["Heading2"]))
            else:
                story.append(Paragraph(escape(block), styles["BodyText"]))
    kwargs = {}
    if encrypt is not None:
        from reportlab.lib import pdfencrypt

        kwargs["encrypt"] = pdfencrypt.StandardEncryption(encrypt, canPrint=1)
    SimpleDocTemplate(str(path), pagesize=letter, invariant=1, **kwargs).build(story)
    return path
