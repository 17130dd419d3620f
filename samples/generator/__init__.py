"""How the sample plans are written (samples/generate.py is the entry point).

Reading order: specs.py loads one YAML file per sample from samples/specs/; context.py wraps a
spec with its town's names and how each checklist item is treated (present, a gap, not
applicable); outline.py lists the plan's sections; sections/ and appendices.py write their text
with blocks.py (paragraphs, lists, ruled tables) and layout.py (page template, headings, table
of contents); builder.py assembles the PDF and labels.py records what is really in it.
"""
from reportlab import rl_config

# Fixed dates and document ids, so every run writes byte-identical PDFs. Set here, on import of
# the package, before any module of it builds a document.
rl_config.invariant = 1
