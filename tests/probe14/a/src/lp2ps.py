"""Tiny line-printer to PostScript converter: 132-column text with form feeds -> PostScript
(landscape letter, Nimbus Mono, faint green-bar bands). Usage: lp2ps.py in.txt out.ps"""
import sys

COLS, LPP = 132, 60
W, H = 792, 612
SIZE = 8.3
LEAD = 9.2
X0, Y0 = 66, 582


def esc(s):
    return s.replace("\\", "\\\\").replace("(", "\\(").replace(")", "\\)")


def main(src, dst):
    text = open(src, encoding="ascii").read()
    pages = []
    for ff in text.split("\f"):
        lines = ff.rstrip("\n").split("\n")
        while lines:
            pages.append(lines[:LPP])
            lines = lines[LPP:]
    out = ["%!PS-Adobe-3.0", "%%Creator: lp2ps.py (Eatons Neck Geotechnical job print spooler)",
           "%%Title: ADDENDUM D - SWPPP", "%%Pages: %d" % len(pages), "%%BoundingBox: 0 0 %d %d" % (W, H),
           "%%EndComments",
           "/F { /NimbusMonoPS-Regular findfont %.2f scalefont setfont } bind def" % SIZE,
           "/L { moveto show } bind def"]
    for n, pg in enumerate(pages, 1):
        out.append("%%%%Page: %d %d" % (n, n))
        out.append("<< /PageSize [%d %d] >> setpagedevice" % (W, H))
        # green-bar bands, three lines each
        out.append("0.90 0.96 0.90 setrgbcolor")
        for b in range(0, LPP, 6):
            y = Y0 - b * LEAD - 2.6
            out.append("%d %.1f %d %.1f rectfill" % (X0 - 8, y - 3 * LEAD + LEAD, W - 2 * X0 + 16, 3 * LEAD))
        # tractor-feed holes
        out.append("0.8 setgray")
        for k in range(12):
            out.append("newpath 12 %d 3.5 0 360 arc fill newpath %d %d 3.5 0 360 arc fill" % (30 + k * 48, W - 12, 30 + k * 48))
        out.append("0 setgray F")
        for i, line in enumerate(pg):
            line = line.rstrip()[:COLS]
            if line:
                out.append("(%s) %d %.1f L" % (esc(line), X0, Y0 - i * LEAD))
        out.append("showpage")
    out.append("%%EOF")
    open(dst, "w").write("\n".join(out) + "\n")


if __name__ == "__main__":
    main(sys.argv[1], sys.argv[2])
