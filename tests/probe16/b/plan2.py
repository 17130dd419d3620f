"""Plan 2: Tomahawk Quarry reclamation (Somers). Chromium, CSS columns, hyphens:auto plus
soft hyphens in long words of body text, inline SVG figures, deep decimal numbering, glossary."""
import os, re
import common
NAME = "p16b_02_somers_quarry_reclamation"
HERE = os.path.dirname(os.path.abspath(__file__))
SRC = os.path.join(HERE, "src", "p16b_02_quarry.html")

def prepared_html():
    s = open(SRC).read()
    def fix(m):
        return m.group(1) + common.soft_hyphenate(m.group(2), minlen=8) + m.group(3)
    s = re.sub(r"(<(?:p|li|dd)>)(.*?)(</(?:p|li|dd)>)", fix, s, flags=re.S)
    pin = "<style>@media screen { html, body { margin: 0; padding: 0; } body { width: 7.1in; } }</style>"
    return s.replace("</head>", pin + "</head>")

def build(outdir, tmp):
    h = os.path.join(tmp, "p2.html")
    open(h, "w").write(prepared_html())
    out = os.path.join(outdir, "pdf", NAME + ".pdf")
    common.chrome_pdf(h, out)
    return out, {}

_s = open(SRC).read()
HEADINGS = [re.sub(r"<[^>]+>", "", x).replace("&amp;", "&").replace("&rsquo;", "\u2019") for x in re.findall(r"<h[2-5]>(.*?)</h[2-5]>", _s)]
HEADINGS += ["Figure 1. General location map.", "Figure 3. Temporary sediment trap, typical section."]
