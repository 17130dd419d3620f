"""Writes the HTML for plan 2: the geotechnical report (letter portrait) and the SWPPP figures
D-1, D-2 (tabloid landscape, inline SVG at 1 in = 40 ft). Printed with Chromium."""
import random
import sys

outdir = sys.argv[1]
random.seed(61)

CSS = """
@page { size: 8.5in 11in; margin: 0.7in 0.75in 0.8in 0.75in; }
body { font-family: 'Liberation Serif', 'Times New Roman', serif; font-size: 10.5pt; line-height: 1.32; color: #111; }
h1 { font-family: 'Liberation Sans', Arial, sans-serif; font-size: 15pt; margin: 0 0 8pt 0; }
h2 { font-family: 'Liberation Sans', Arial, sans-serif; font-size: 11.5pt; margin: 12pt 0 4pt 0; }
table { border-collapse: collapse; width: 100%; font-size: 8.6pt; }
td, th { border: 0.6pt solid #444; padding: 2pt 4pt; vertical-align: top; }
th { background: #e4e4e4; }
.pb { page-break-after: always; }
.hdr { font-family: 'Liberation Sans', Arial, sans-serif; font-size: 8pt; color: #444; border-bottom: 0.6pt solid #444; margin-bottom: 10pt; }
.cover { text-align: center; padding-top: 1.6in; }
.cover h1 { font-size: 20pt; }
.small { font-size: 8.5pt; }
.log td { font-size: 8pt; }
"""

HDR = '<div class="hdr">Eatons Neck Geotechnical, P.C. &mdash; Job 24-061 &mdash; Asharoken Shore Club, Village of Asharoken, NY &mdash; %s</div>'


def page(body, label):
    return '<div class="pb">' + HDR % label + body + "</div>"


def boring(bid, ground, strata, wl, date):
    rows = []
    depth = 0.0
    s_no = 1
    for top, bot, desc, uscs in strata:
        d = top
        while d < bot:
            n1, n2, n3 = [max(1, int(random.gauss(mu, 2))) for mu in ([3, 4, 5] if "FILL" in desc or "loose" in desc else [6, 9, 11])]
            if "organic" in desc:
                n1, n2, n3 = 1, 2, 2
            rec = random.choice([10, 12, 14, 16, 18])
            rows.append("<tr><td>%.1f-%.1f</td><td>S-%d</td><td>%d/%d/%d/%d</td><td>%d</td><td>%d</td><td>%s</td><td>%s</td><td>%s</td></tr>" % (
                d, d + 2, s_no, n1, n2, n3, n3 + 1, n2 + n3, rec, desc, uscs,
                "Water at %.1f ft" % wl if d <= wl < d + 2 else ""))
            s_no += 1
            d += 2 if d < 14 else 5
    body = ("<h1>Appendix A &mdash; Boring Log %s</h1>" % bid +
            "<table><tr><td><b>Boring</b> %s</td><td><b>Ground el.</b> +%.1f ft NAVD 88</td><td><b>Date</b> %s</td><td><b>Driller</b> North Shore Drilling, Inc. (R. Maddox)</td></tr>"
            "<tr><td><b>Method</b> 4-in hollow-stem auger</td><td><b>Sampler</b> 2-in split spoon, 140 lb hammer, 30 in drop</td><td><b>Logged by</b> J. Pak</td><td><b>Groundwater</b> %.1f ft below grade at completion</td></tr></table><br/>" % (bid, ground, date, wl) +
            "<table class='log'><tr><th>Depth (ft)</th><th>Sample</th><th>Blows / 6 in</th><th>N</th><th>Rec. (in)</th><th>Description</th><th>USCS</th><th>Remarks</th></tr>" + "".join(rows) +
            "</table><p class='small'>End of boring at %.1f ft. Borehole backfilled with cuttings; surface patched. Stratification lines are approximate; transitions may be gradual. Water levels in sand fluctuate with the tide.</p>" % strata[-1][1])
    return page(body, "Appendix A")


def report():
    pages = []
    pages.append('<div class="pb cover"><h1>SUBSURFACE INVESTIGATION AND<br/>GEOTECHNICAL ENGINEERING REPORT</h1>'
                 '<p style="font-size:13pt">Proposed Clubhouse Replacement and Parking Lot Reconstruction<br/>Asharoken Shore Club<br/>400 Block of Asharoken Avenue, Village of Asharoken<br/>Suffolk County, New York</p>'
                 '<p>with<br/><b>Addendum D &mdash; Stormwater Pollution Prevention Plan</b></p><br/><br/>'
                 '<p>Prepared for<br/>Asharoken Shore Club, Inc.<br/>P.O. Box 112, Northport, NY 11768</p><br/>'
                 '<p>Prepared by<br/><b>Eatons Neck Geotechnical, P.C.</b><br/>31 Bayview Avenue, Northport, NY 11768 &middot; (631) 555-0176</p><br/><p>Job No. 24-061 &middot; March 21, 2025</p></div>')
    pages.append(page("""<p>March 21, 2025</p><p>Mr. Thomas Reilly, President<br/>Asharoken Shore Club, Inc.<br/>P.O. Box 112<br/>Northport, NY 11768</p>
<p>Re: Subsurface investigation and geotechnical engineering report, clubhouse replacement and parking lot reconstruction, Asharoken Avenue, Village of Asharoken</p>
<p>Dear Mr. Reilly:</p><p>We enclose our report on the subsurface investigation for the proposed clubhouse and parking lot. Ten borings, two observation wells and four infiltration tests were made in February 2025. The site is underlain by clean beach and dune sand with groundwater close to tide level. Timber piles are recommended for the elevated clubhouse; the sand is suitable for infiltration of parking lot and roof runoff provided three feet of separation to groundwater is kept.</p>
<p>At the Club's request we have also prepared the Stormwater Pollution Prevention Plan required by Chapter 44 of the Village Code; it is bound as Addendum D.</p>
<p>Very truly yours,<br/>Eatons Neck Geotechnical, P.C.<br/><br/>Samuel K. Oduya, P.E., Principal Engineer</p>
<h2>Contents</h2><table><tr><th>Section</th><th>Page</th></tr>
<tr><td>1 Introduction &middot; 2 Site and project &middot; 3 Field investigation</td><td>3</td></tr>
<tr><td>4 Subsurface conditions &middot; 5 Groundwater &middot; 6 Laboratory testing</td><td>3-4</td></tr>
<tr><td>7 Foundation recommendations &middot; 8 Pavement and infiltration &middot; 9 Construction &middot; 10 Limitations</td><td>4-5</td></tr>
<tr><td>Figure 1 Boring location plan</td><td>6</td></tr>
<tr><td>Appendix A Boring logs B-1 to B-10</td><td>7-16</td></tr>
<tr><td>Appendix B Laboratory test results and grain size curves</td><td>17-24</td></tr>
<tr><td>Appendix C Infiltration test results</td><td>25</td></tr>
<tr><td>Addendum D Stormwater Pollution Prevention Plan, with Figures D-1 and D-2 and certification</td><td>26-36</td></tr></table>""", "Transmittal"))
    pages.append(page("""<h1>1. Introduction</h1><p>Eatons Neck Geotechnical, P.C. was retained by the Asharoken Shore Club, Inc. to investigate subsurface conditions and give geotechnical recommendations for replacement of the Club's clubhouse and reconstruction of its parking lot. The scope comprised ten test borings (six in the lot and clubhouse area, four on the dune for the beach walk), two observation wells, four in-situ infiltration tests, laboratory classification testing, and this report.</p>
<h2>2. Site and project</h2><p>The 2.05-acre site lies on the Asharoken barrier spit between Asharoken Avenue and the Long Island Sound beach. Existing improvements are a one-storey wood-frame clubhouse on a slab (2,900 sq ft) and an asphalt lot of about 0.62 acre. Ground surface is at el. +9 to +13 ft NAVD 88, rising to a vegetated dune with its crest at about el. +19 ft. The new clubhouse (4,200 sq ft) will be elevated on piles above the FEMA base flood elevation (AE zone, el. +14 ft); the lot will be rebuilt with 52 spaces, a porous-asphalt section and dry wells.</p>
<h2>3. Field investigation</h2><p>Borings B-1 to B-10 were drilled on February 10 to 12, 2025 by North Shore Drilling, Inc. with a truck-mounted rig using 4-in hollow-stem augers, with split-spoon samples at 2-ft intervals to 14 ft and at 5-ft intervals below, to 32 to 42 ft. Borings B-2 and B-5 were converted to 2-in PVC observation wells OW-2 and OW-5. Infiltration tests IT-1 to IT-4 were run in 8-in cased holes at the proposed dry well depths. Locations are shown on Figure 1.</p>
<h2>4. Subsurface conditions</h2><p>Beneath 3 to 4 in of asphalt, or topsoil on the lawn, the borings found: Stratum 1, fill, 0.5 to 2.5 ft thick, brown fine to medium sand with gravel, asphalt pieces and shell; Stratum 2, tan to gray fine to medium sand with trace silt (SP, SP-SM), loose near the surface becoming medium dense below 8 ft (N = 10 to 24); Stratum 3, in B-2 and B-5 only, 1 to 3 ft of gray organic silty sand with shell and peat fibres (OL/SM) between 14 and 17 ft; Stratum 4, gray medium dense to dense fine to coarse sand with some gravel below 17 ft to the 42 ft explored. Borings B-7 to B-10 on the dune found loose dune sand over the same Stratum 2 and 4 sands.</p>""", "Report"))
    pages.append(page("""<h2>5. Groundwater</h2><p>Groundwater was met at 6.5 to 9.0 ft below grade. Readings in OW-2 and OW-5 on February 11, 14 and 24, 2025 ranged from el. +3.1 to +4.6 ft NAVD 88, rising and falling about 1 ft with the tide. Seasonal high groundwater is estimated at el. +5.0 ft; storm surge may raise it temporarily.</p>
<table><tr><th>Well</th><th>Ground el.</th><th>2/11 09:40</th><th>2/14 15:10</th><th>2/24 07:55</th><th>Max el.</th></tr>
<tr><td>OW-2</td><td>+11.6</td><td>+3.4</td><td>+4.6</td><td>+3.1</td><td>+4.6</td></tr>
<tr><td>OW-5</td><td>+10.8</td><td>+3.3</td><td>+4.4</td><td>+3.2</td><td>+4.4</td></tr></table>
<h2>6. Laboratory testing</h2><p>Twelve split-spoon samples were tested for grain size (ASTM D6913), eight for moisture content (ASTM D2216) and two for organic content (ASTM D2974). Results are in Appendix B. The Stratum 2 sand has 2 to 6 percent fines and a uniformity coefficient of 1.9 to 2.6; Stratum 3 has 7 to 11 percent organic content.</p>
<h2>7. Foundation recommendations</h2><p>The loose upper sand and the compressible organic layer make shallow footings unsuitable for the elevated clubhouse. Driven timber piles (ASTM D25, 12-in butt, 8-in tip), tipped in Stratum 4 at about 22 to 25 ft, may be designed for 15 tons allowable capacity in compression; lateral capacity should be checked for coastal wave and scour loads with 4 ft of scour assumed. A load test on one pile is recommended.</p>
<h2>8. Pavement and infiltration</h2><p>After removal of the asphalt, proof-roll the subgrade; replace soft or organic pockets with clean sand. The sand subgrade is suitable for conventional and porous pavement. Measured infiltration rates (Appendix C) of 11.5 to 19.8 in/hr are suitable for dry wells; we recommend a design rate of 5.7 in/hr (half of the lowest test) and at least 3 ft between the bottom of any infiltration practice and seasonal high groundwater (el. +5.0 ft), i.e. bottoms at el. +8.0 ft or higher. (Addendum D uses the highest measured level of +4.6 ft for the dry well bottoms at el. +7.8 ft; the Club's engineer should confirm this against the +5.0 ft seasonal estimate.)</p>""", "Report"))
    pages.append(page("""<h2>9. Construction considerations</h2><p>Excavations in the sand will slough; slopes no steeper than 1.5H:1V or trench boxes are needed. Excavations below el. +5 ft will need dewatering with well points; none is expected for the dry wells. Vibration from pile driving should be monitored at the neighbouring houses. Wind erosion of exposed sand will be severe; keep exposed areas small and wetted. Fill placed under pavement should be clean sand compacted to 95 percent of maximum dry density (ASTM D1557).</p>
<h2>10. Limitations</h2><p>This report is based on ten borings; conditions between borings may differ. It was prepared for the project described and should be reviewed if the design changes. Eatons Neck Geotechnical, P.C. should observe pile installation and dry well excavations.</p>
<h2>Summary of borings</h2><table><tr><th>Boring</th><th>Ground el.</th><th>Fill (ft)</th><th>Top of Stratum 3</th><th>Top of Stratum 4</th><th>Water (ft)</th><th>Depth (ft)</th></tr>
<tr><td>B-1</td><td>+12.4</td><td>1.5</td><td>-</td><td>18.0</td><td>8.5</td><td>42.0</td></tr>
<tr><td>B-2</td><td>+11.6</td><td>2.5</td><td>14.0</td><td>17.0</td><td>7.8</td><td>42.0</td></tr>
<tr><td>B-3</td><td>+13.1</td><td>0.5</td><td>-</td><td>17.5</td><td>9.0</td><td>42.0</td></tr>
<tr><td>B-4</td><td>+12.0</td><td>1.0</td><td>-</td><td>18.5</td><td>8.0</td><td>37.0</td></tr>
<tr><td>B-5</td><td>+10.8</td><td>2.0</td><td>15.0</td><td>17.0</td><td>6.5</td><td>42.0</td></tr>
<tr><td>B-6</td><td>+9.4</td><td>1.0</td><td>-</td><td>17.0</td><td>6.5</td><td>37.0</td></tr><tr><td>B-7</td><td>+15.2</td><td>0</td><td>-</td><td>19.0</td><td>11.0</td><td>32.0</td></tr><tr><td>B-8</td><td>+16.8</td><td>0</td><td>-</td><td>20.0</td><td>12.5</td><td>32.0</td></tr><tr><td>B-9</td><td>+18.1</td><td>0</td><td>-</td><td>21.0</td><td>13.8</td><td>32.0</td></tr><tr><td>B-10</td><td>+14.6</td><td>0.5</td><td>-</td><td>18.0</td><td>10.5</td><td>32.0</td></tr></table>""", "Report"))
    pages.append(page('<h1>Figure 1 &mdash; Boring Location Plan</h1>' + site_svg(mode="borings", w_in=7.0) +
                      '<p class="small">Base: survey by Coastline Land Surveying, P.C., January 2025. Approximate scale 1 in = 64 ft. B = boring; OW = observation well; IT = infiltration test.</p>', "Figure 1"))
    fill = ("Brown fine to medium SAND, some gravel, asphalt and shell fragments (FILL)", "FILL")
    loose = ("Tan fine to medium SAND, trace silt, loose, moist", "SP")
    mdense = ("Gray fine to medium SAND, trace silt, medium dense, wet", "SP-SM")
    org = ("Gray organic silty SAND, shell, peat fibres, very loose, wet", "OL/SM")
    dense = ("Gray fine to coarse SAND, some gravel, medium dense to dense, wet", "SW")
    for bid, g, f, s3, s4, wl, dep in [("B-1", 12.4, 1.5, None, 18, 8.5, 42), ("B-2", 11.6, 2.5, 14, 17, 7.8, 42), ("B-3", 13.1, 0.5, None, 17.5, 9.0, 42),
                                       ("B-4", 12.0, 1.0, None, 18.5, 8.0, 37), ("B-5", 10.8, 2.0, 15, 17, 6.5, 42), ("B-6", 9.4, 1.0, None, 17, 6.5, 37),
                                       ("B-7", 15.2, 0.0, None, 19, 11.0, 32), ("B-8", 16.8, 0.0, None, 20, 12.5, 32), ("B-9", 18.1, 0.0, None, 21, 13.8, 32),
                                       ("B-10", 14.6, 0.5, None, 18, 10.5, 32)]:
        st = ([(0, f) + fill] if f else []) + [(f, 8) + (loose if f else ("Tan fine SAND, trace shell, loose, dry to moist (DUNE SAND)", "SP"))]
        if s3:
            st += [(8, s3) + mdense, (s3, s4) + org]
        else:
            st += [(8, s4) + mdense]
        st += [(s4, dep) + dense]
        st = [(a, b, c, d) for a, b, c, d in st]
        pages.append(boring(bid, g, st, wl, "02/%d/2025" % (10 if bid in ("B-1", "B-2", "B-3") else 11 if bid in ("B-4", "B-5", "B-6") else 12)))
    rows = []
    for bid in ["B-1", "B-2", "B-3", "B-4", "B-5", "B-6"]:
        for smp, dep in [("S-2", "2.5-4.5"), ("S-4", "7.5-9.5")]:
            fines = round(random.uniform(2, 6), 1)
            rows.append("<tr><td>%s</td><td>%s</td><td>%s</td><td>%.1f</td><td>%.1f</td><td>%.2f</td><td>%.2f</td><td>%.1f</td><td>SP%s</td></tr>" % (
                bid, smp, dep, round(random.uniform(0, 8), 1), 100 - fines - 3, round(random.uniform(0.18, 0.32), 2), round(random.uniform(1.9, 2.6), 2), fines, "-SM" if fines > 5 else ""))
    pages.append(page("<h1>Appendix B &mdash; Laboratory Test Results</h1><h2>B.1 Grain size summary (ASTM D6913)</h2><table><tr><th>Boring</th><th>Sample</th><th>Depth (ft)</th><th>Gravel %</th><th>Sand %</th><th>D50 (mm)</th><th>Cu</th><th>Fines %</th><th>USCS</th></tr>" + "".join(rows) + "</table>", "Appendix B"))
    sieve = ["3/8 in", "No. 4", "No. 10", "No. 20", "No. 40", "No. 60", "No. 100", "No. 200"]
    t = "<tr><th>Sieve</th>" + "".join("<th>%s S-2</th>" % b for b in ["B-1", "B-2", "B-3", "B-4", "B-5", "B-6"]) + "</tr>"
    for i, sv in enumerate(sieve):
        base = [100, 97, 93, 84, 61, 32, 11, 4][i]
        t += "<tr><td>%s</td>" % sv + "".join("<td>%.0f</td>" % max(1, min(100, base + random.uniform(-4, 4))) for _ in range(6)) + "</tr>"
    mc = "".join("<tr><td>%s</td><td>%s</td><td>%.1f</td><td>%s</td></tr>" % (b, s, random.uniform(4, 24), o) for b, s, o in
                 [("B-1", "S-3", "-"), ("B-2", "S-5", "-"), ("B-2", "S-7", "8.6"), ("B-3", "S-3", "-"), ("B-4", "S-4", "-"), ("B-5", "S-6", "10.9"), ("B-6", "S-2", "-"), ("B-6", "S-4", "-")])
    pages.append(page("<h2>B.2 Percent passing by sieve, Stratum 2 samples S-2</h2><table>" + t + "</table><h2>B.3 Moisture and organic content</h2><table><tr><th>Boring</th><th>Sample</th><th>Moisture %</th><th>Organic % (D2974)</th></tr>" + mc + "</table>", "Appendix B"))
    for k in range(6):
        a, b = ["B-1", "B-2", "B-3", "B-4", "B-5", "B-6"][k], ["B-7", "B-8", "B-9", "B-10", "B-2", "B-5"][k]
        pages.append(page(gradation(a, "S-%d" % (3 + k % 3), b, "S-%d" % (2 + k % 4)), "Appendix B"))
    it = ""
    for name, loc, dep, rate in [("IT-1", "B-1 area, west lot", 3.0, 14.2), ("IT-2", "B-3 area, clubhouse", 3.5, 19.8), ("IT-3", "B-4 area, east lot", 3.0, 11.5), ("IT-4", "B-6 area, southeast lot", 2.5, 12.9)]:
        rd = []
        h = 24.0
        for k in range(1, 7):
            drop = rate / 6 * random.uniform(0.9, 1.1)
            rd.append("%d min: %.1f in" % (k * 10, drop))
        it += "<tr><td>%s</td><td>%s</td><td>%.1f</td><td>%s</td><td>%.1f</td></tr>" % (name, loc, dep, "; ".join(rd), rate)
    pages.append(page("<h1>Appendix C &mdash; Infiltration Test Results</h1><p>Falling-head tests in 8-in cased holes, pre-soaked 1 hour, water column reset to 24 in before each 10-min reading (drops shown). Rates are the stabilised rate of the last three readings.</p><table><tr><th>Test</th><th>Location</th><th>Depth (ft)</th><th>Readings (drop per 10 min)</th><th>Rate (in/hr)</th></tr>" + it + "</table><p>All four tests were in Stratum 2 sand below the fill. Design rate recommended in Section 8: 5.7 in/hr.</p>", "Appendix C"))
    return "<html><head><meta charset='utf-8'><style>" + CSS + "</style></head><body>" + "".join(pages) + "</body></html>"


def gradation(b1, s1, b2, s2):
    sieves = [("3/4 in", 19.0), ("3/8 in", 9.5), ("No. 4", 4.75), ("No. 10", 2.0), ("No. 20", 0.85), ("No. 40", 0.425), ("No. 60", 0.25), ("No. 100", 0.15), ("No. 140", 0.106), ("No. 200", 0.075)]
    import math
    curves = []
    rows = ""
    for bb, ss in [(b1, s1), (b2, s2)]:
        d50 = random.uniform(0.2, 0.34)
        pts = []
        for nm, d in sieves:
            pp = 100 / (1 + (d50 / d) ** 3.2)
            pts.append(min(100, pp + random.uniform(0, 1.5)))
        curves.append(pts)
    for i, (nm, d) in enumerate(sieves):
        rows += "<tr><td>%s</td><td>%.3f</td><td>%.1f</td><td>%.1f</td></tr>" % (nm, d, curves[0][i], curves[1][i])
    svg = ['<svg xmlns="http://www.w3.org/2000/svg" width="620" height="300" viewBox="0 0 620 300"><rect x="50" y="10" width="540" height="250" fill="none" stroke="#000"/>']
    for yv in range(0, 101, 20):
        y = 260 - yv * 2.5
        svg.append('<line x1="50" y1="%.1f" x2="590" y2="%.1f" stroke="#bbb" stroke-width="0.5"/><text x="20" y="%.1f" font-size="10" font-family="Liberation Sans">%d</text>' % (y, y, y + 3, yv))
    def X(d):
        return 50 + (math.log10(19.0) - math.log10(d)) / (math.log10(19.0) - math.log10(0.075)) * 540
    for nm, d in sieves:
        svg.append('<line x1="%.1f" y1="10" x2="%.1f" y2="260" stroke="#ddd" stroke-width="0.5"/><text x="%.1f" y="275" font-size="8" font-family="Liberation Sans" text-anchor="middle">%s</text>' % (X(d), X(d), X(d), nm))
    for c, col in zip(curves, ["#000", "#c00"]):
        svg.append('<polyline fill="none" stroke="%s" stroke-width="1.4" points="%s"/>' % (col, " ".join("%.1f,%.1f" % (X(d), 260 - v * 2.5) for (nm, d), v in zip(sieves, c))))
    svg.append('<text x="300" y="293" font-size="10" font-family="Liberation Sans" text-anchor="middle">Grain size (log scale), sieve designation</text></svg>')
    return ("<h1>Appendix B &mdash; Grain Size Distribution</h1><p>%s %s (black) and %s %s (red); ASTM D6913 wet sieve. Percent passing by weight.</p>" % (b1, s1, b2, s2) +
            "".join(svg) + "<table><tr><th>Sieve</th><th>Opening (mm)</th><th>%% passing %s %s</th><th>%% passing %s %s</th></tr>%s</table>" % (b1, s1, b2, s2, rows))


def site_svg(mode, w_in):
    # feet coordinates: x 0..450 along Asharoken Ave (south edge y=0), y up toward the Sound
    W, H = 520, 300
    g = []
    def T(x, y, s, size=5.5, bold=False, col="#000", anchor="start"):
        g.append('<text x="%.1f" y="%.1f" font-family="Liberation Sans, Arial" font-size="%.1f" %s fill="%s" text-anchor="%s">%s</text>' % (
            x, H - y, size, 'font-weight="bold"' if bold else "", col, anchor, s))
    def R(x, y, w, h, fill="none", stroke="#000", sw=0.8, dash=None):
        g.append('<rect x="%.1f" y="%.1f" width="%.1f" height="%.1f" fill="%s" stroke="%s" stroke-width="%.1f" %s/>' % (x, H - y - h, w, h, fill, stroke, sw, 'stroke-dasharray="%s"' % dash if dash else ""))
    def L(pts, stroke="#000", sw=0.8, dash=None, fill="none"):
        g.append('<polyline points="%s" fill="%s" stroke="%s" stroke-width="%.1f" %s/>' % (" ".join("%.1f,%.1f" % (x, H - y) for x, y in pts), fill, stroke, sw, 'stroke-dasharray="%s"' % dash if dash else ""))
    def C(x, y, r, fill="none", stroke="#000", sw=0.8):
        g.append('<circle cx="%.1f" cy="%.1f" r="%.1f" fill="%s" stroke="%s" stroke-width="%.1f"/>' % (x, H - y, r, fill, stroke, sw))
    ox, oy = 40, 40
    def P(x, y):
        return (ox + x, oy + y)
    # road, bay, sound
    R(0, 0, W, 22, fill="#cfe3f7", stroke="none"); T(10, 8, "NORTHPORT BAY (SOUTH OF ROAD)", 6, True, "#1a4f9c")
    R(0, 24, W, 14, fill="#ddd", stroke="#666"); T(235, 29, "ASHAROKEN AVENUE (VILLAGE ROAD)", 6, True)
    R(0, 270, W, 30, fill="#cfe3f7", stroke="none"); T(10, 284, "LONG ISLAND SOUND", 7, True, "#1a4f9c")
    L([P(-40, 215), P(480, 222)], stroke="#1a4f9c", sw=0.8, dash="4,2"); T(360, 262, "MEAN HIGH WATER", 5, False, "#1a4f9c")
    L([P(0, 0), P(450, 0), P(450, 205), P(0, 200), P(0, 0)], sw=1.2, dash="8,2,2,2")
    # dune
    L([P(0, 150), P(450, 152), P(450, 190), P(0, 188)], stroke="#8a6d2f", sw=0.7, fill="#f1e2b8")
    T(ox + 10, oy + 166, "VEGETATED DUNE, CREST EL. +19 (NOT TO BE DISTURBED EXCEPT BEACH WALK)", 5.2, False, "#6b4f12")
    if mode == "borings":
        R(*P(200, 80), 70, 55, fill="#eee"); T(ox + 205, oy + 105, "EXISTING CLUBHOUSE", 5)
        R(*P(20, 15), 170, 100, stroke="#555"); R(*P(280, 15), 150, 100, stroke="#555")
        T(ox + 60, oy + 60, "EXISTING ASPHALT LOT", 5.5)
        for name, x, y in [("B-1", 60, 70), ("B-2/OW-2", 150, 40), ("B-3", 235, 70), ("B-4", 330, 80), ("B-5/OW-5", 390, 40), ("B-6", 300, 20)]:
            C(ox + x, oy + y, 3, fill="#000"); T(ox + x + 5, oy + y + 2, name, 6, True)
        for name, x, y in [("IT-1", 80, 50), ("IT-2", 250, 120), ("IT-3", 360, 60), ("IT-4", 320, 30)]:
            R(ox + x - 2, oy + y - 2, 4, 4, fill="#c00", stroke="#c00"); T(ox + x + 5, oy + y - 6, name, 5.5, False, "#c00")
    else:
        R(*P(200, 80), 70, 55, fill="#e8e8e8"); T(ox + 205, oy + 112, "NEW CLUBHOUSE", 5.5, True); T(ox + 205, oy + 104, "4,200 SF ON PILES", 5)
        R(*P(20, 15), 170, 100); R(*P(280, 15), 150, 100)
        T(ox + 40, oy + 64, "RECONSTRUCTED PARKING (WEST)", 5.5); T(ox + 300, oy + 98, "PARKING (EAST)", 5.5)
        # contours
        for k, (y0, el) in enumerate([(5, "+9"), (50, "+10"), (95, "+11"), (135, "+13"), (160, "+16"), (180, "+19")]):
            L([P(-5, y0), P(455, y0 + 4)], stroke="#a0522d" if mode == "esc" else "#999", sw=0.4, dash="3,2")
            T(ox + 455, oy + y0 + 2, el, 4.5, False, "#a0522d")
        if mode == "esc":
            L([P(-5, 5), P(120, 8), P(330, 6), P(455, 9)], stroke="#1a4f9c", sw=0.4)
            L([P(10, 10), P(10, 145), P(440, 148), P(440, 10)], stroke="#d24b00", sw=1.3, dash="7,3")
            T(ox + 14, oy + 138, "LIMIT OF DISTURBANCE 1.35 AC", 6, True, "#d24b00")
            T(ox + 14, oy + 195, "AREA NOT DISTURBED: DUNE AND BEACH (0.70 AC)", 5.5)
            L([P(12, 147), P(438, 150)], stroke="#f39200", sw=2)
            T(ox + 120, oy + 140, "DPF DUNE PROTECTION FENCE 430 LF", 5.2, True, "#b35c00")
            L([P(30, 165), P(290, 167)], stroke="#6b4f12", sw=1.2, dash="1,2")
            T(ox + 140, oy + 176, "SDF SAND FENCE 260 LF (2 ROWS)", 5.2, True, "#6b4f12")
            L([P(10, 10), P(380, 11)], stroke="#2e7d32", sw=2.4)
            T(ox + 60, oy + 1, "CFS COMPOST FILTER SOCK 380 LF (ASHAROKEN AVE FRONTAGE)", 5.2, True, "#2e7d32")
            L([P(440, 10), P(440, 148), P(10, 145), P(10, 60)], stroke="#000", sw=1.0, dash="2,2")
            T(ox + 444, oy + 70, "SF SILT FENCE", 5.0, True); T(ox + 444, oy + 63, "610 LF", 5.0, True)
            R(*P(395, -14), 20, 30, fill="#bbb"); T(ox + 390, oy - 20, "SCE 20 x 50 FT", 5.2, True)
            R(*P(20, 18), 24, 12, fill="#bcd7f3"); T(ox + 22, oy + 34, "TS-1 SUMP 24x12x2 FT", 5, True)
            R(*P(380, 125), 50, 20, fill="#f5f5dc", stroke="#555"); T(ox + 382, oy + 136, "STAGING PAD", 5, True)
            for x, nm in [(150, "CB-14"), (330, "CB-15")]:
                R(ox + x - 3, oy - 12, 6, 6, fill="#fff"); T(ox + x + 5, oy - 12, nm + " + IP", 5, True)
            T(ox + 150, oy - 28, "DP-1: VILLAGE DRAIN TO NORTHPORT BAY", 5, True, "#1a4f9c")
            T(ox + 200, oy + 208, "DP-2: DUNE SHEET FLOW TO LONG ISLAND SOUND", 5, True, "#1a4f9c")
            for x, y in [(100, 60), (340, 60)]:
                L([P(x, y + 30), P(x + 20, y)], stroke="#1a4f9c", sw=0.6)
            T(ox + 60, oy + 90, "EXISTING DRAINAGE: SHEET FLOW SOUTH TO CB-14 / CB-15", 4.8, False, "#1a4f9c")
            T(ox + 40, oy + 122, "EXISTING LAWN / SHRUBS (CLEARED)", 4.8)
        else:
            for i, (x, y) in enumerate([(40, 70), (80, 70), (120, 70), (160, 70), (40, 30), (120, 30), (300, 70), (360, 70), (235, 72), (255, 72)]):
                C(ox + x, oy + y, 4, fill="#bcd7f3"); T(ox + x - 6, oy + y + 6, "DW-%d" % (i + 1), 4.6, True)
            T(ox + 22, oy + 48, "DW-1 TO DW-10: 8 FT DIA. x 4 FT DRY WELLS, BOTTOM EL. +7.8", 5, True, "#1a4f9c")
            R(*P(330, 20), 95, 40, fill="none", stroke="#444", sw=0.8, dash="1,1")
            T(ox + 334, oy + 38, "PCSM-2 POROUS ASPHALT", 5, True); T(ox + 334, oy + 30, "0.21 AC (9,150 SF)", 5, True)
            L([P(40, 70), P(40, 20), P(330, 12)], stroke="#1a4f9c", sw=0.8)
            T(ox + 170, oy + 16, "12-IN HDPE OVERFLOW 140 LF TO CB-15", 4.8, True, "#1a4f9c")
            R(*P(15, 10), 420, 110, stroke="#7b3fa0", sw=0.8, dash="5,3")
            T(ox + 200, oy + 126, "15 FT DRAINAGE ACCESS EASEMENT (VILLAGE), TO BE RECORDED", 5, True, "#7b3fa0")
            T(ox + 205, oy + 96, "ROOF LEADERS TO DW-9, DW-10", 4.6)
    scale = w_in * 96 / W
    return '<svg xmlns="http://www.w3.org/2000/svg" width="%.0f" height="%.0f" viewBox="0 0 %d %d">%s</svg>' % (W * scale, H * scale, W, H, "".join(g))


def figs():
    css = CSS.replace("size: 8.5in 11in; margin: 0.7in 0.75in 0.8in 0.75in;", "size: 17in 11in; margin: 0.45in;")
    tb = ('<table style="width:100%%;font-size:8pt"><tr><td style="width:30%%"><b>EATONS NECK GEOTECHNICAL, P.C.</b><br/>31 Bayview Avenue, Northport, NY 11768</td>'
          '<td style="width:40%%"><b>%s</b><br/>Asharoken Shore Club &middot; Asharoken Avenue &middot; Village of Asharoken, Suffolk County, NY</td>'
          '<td>SCALE: 1 IN = 40 FT<br/>Addendum D &middot; Job 24-061 &middot; 03/21/2025</td><td style="font-size:16pt"><b>%s</b></td></tr></table>')
    loc = ('<svg xmlns="http://www.w3.org/2000/svg" width="250" height="170" viewBox="0 0 250 170" style="border:0.6pt solid #000;background:#cfe3f7">'
           '<path d="M0,120 C60,110 100,95 140,70 C170,55 200,50 250,40 L250,60 C200,68 170,75 145,90 C105,115 60,130 0,140 Z" fill="#f1e2b8" stroke="#8a6d2f"/>'
           '<path d="M180,55 L250,20 L250,0 L180,0 Z" fill="#e6eed5" stroke="#777"/>'
           '<text x="6" y="14" font-size="9" font-family="Liberation Sans" font-weight="bold">GENERAL LOCATION MAP (1 IN = 2,000 FT)</text>'
           '<text x="10" y="60" font-size="8" font-family="Liberation Sans" fill="#1a4f9c">LONG ISLAND SOUND</text>'
           '<text x="30" y="160" font-size="8" font-family="Liberation Sans" fill="#1a4f9c">NORTHPORT BAY</text>'
           '<text x="190" y="30" font-size="7" font-family="Liberation Sans">EATONS NECK</text>'
           '<circle cx="120" cy="92" r="6" fill="none" stroke="#c00" stroke-width="2"/><text x="86" y="112" font-size="8" font-family="Liberation Sans" fill="#c00" font-weight="bold">SITE</text></svg>')
    p1 = ('<div class="pb"><div style="display:flex;gap:6pt"><div>' + site_svg("esc", 13.0) + '</div><div style="font-size:8pt;width:2.7in">' + loc +
          '<p><b>NOTES</b><br/>1. Total site area 2.05 ac; limit of disturbance 1.35 ac; dune and beach 0.70 ac not disturbed.<br/>'
          '2. Existing grades dashed (el. NAVD 88); final grades match existing within 0.5 ft except the clubhouse pad; slopes 1 to 3 percent.<br/>'
          '3. Existing vegetation: lawn and shrubs in lot islands (removed), American beachgrass and bayberry on dune (kept).<br/>'
          '4. No wetlands on site. Surface waters: Long Island Sound (north), Northport Bay (south of Asharoken Ave).<br/>'
          '5. Stormwater discharges: DP-1 Village drain CB-14/CB-15 to Northport Bay; DP-2 dune sheet flow to the Sound.<br/>'
          '6. Staging, material and waste storage on the staging pad only; no off-site storage areas.<br/>'
          '7. ESC practice sizes and lengths as labelled; specifications in Addendum D section D.10.</p></div></div>' +
          tb % ("FIGURE D-1  SWPPP SITE AND EROSION CONTROL PLAN", "D-1") + "</div>")
    p2 = ('<div class="pb"><div style="display:flex;gap:6pt"><div>' + site_svg("post", 13.0) + '</div><div style="font-size:8pt;width:2.7in">'
          '<p><b>POST-CONSTRUCTION PRACTICES</b><br/>PCSM-1 dry wells DW-1 to DW-10, 8 ft inside diameter x 4 ft effective depth, 2 ft stone surround, 361 cf each.<br/>'
          'PCSM-2 porous asphalt 0.21 ac, 18 in stone reservoir, 5,490 cf.<br/>PCSM-3 roof leaders to DW-9 and DW-10.<br/>Overflow: DW-1 to CB-15, 12 in HDPE, 140 LF.<br/>'
          'Easement: 15 ft drainage access easement to the Village over all practices, to be recorded on the site plan.</p></div></div>' +
          tb % ("FIGURE D-2  POST-CONSTRUCTION STORMWATER PRACTICES", "D-2") + "</div>")
    return "<html><head><meta charset='utf-8'><style>" + css + "</style></head><body>" + p1 + p2 + "</body></html>"


open(outdir + "/p2_report.html", "w").write(report())
open(outdir + "/p2_figs.html", "w").write(figs())
