"""Plan 3: Village of Asharoken - homeowner's-guide style SWPPP by a design-build contractor, large single-family
lot. Two-column pages (CSS columns), sidebars, "What this means for you" boxes, grey photo boxes with captions,
inline SVG site maps. Producer: Chromium headless print to PDF."""
import os
import subprocess
import tempfile

NAME = "p6a_asharoken_homeowner_guide_residence"
HERE = os.path.dirname(os.path.abspath(__file__))

CSS = r"""
@page { size: letter; margin: 0.6in 0.5in 0.65in 0.5in;
  @top-left { content: "Your Stormwater Plan - 655 Asharoken Avenue"; font: 7.5pt Arial, sans-serif; color: #777; }
  @top-right { content: "Harborline Design-Build"; font: 7.5pt Arial, sans-serif; color: #777; }
  @bottom-center { content: "page " counter(page); font: 7.5pt Arial, sans-serif; color: #777; } }
@page cover { @top-left { content: none; } @top-right { content: none; } @bottom-center { content: none; } }
body { font-family: Georgia, "DejaVu Serif", serif; font-size: 9.6pt; line-height: 1.38; color: #222; margin: 0; }
.cover { height: 7.9in; padding-top: 1.0in; position: relative; }
.cover h1 { font-family: Arial, sans-serif; font-size: 30pt; line-height: 1.1; color: #0d4f63; margin: 0 0 0.2in 0; }
.cover .sub { font-family: Arial, sans-serif; font-size: 13pt; color: #335; }
.cover .meta { position: absolute; bottom: 0.3in; font-family: Arial, sans-serif; font-size: 9.5pt; }
.cover .hero { background: #cfd3d6; height: 3.1in; margin: 0.4in 0 0.1in 0; display: flex; align-items: center; justify-content: center; color: #555; font-family: Arial; font-size: 9pt; }
.chapter { break-before: page; }
h2 { font-family: Arial, sans-serif; font-size: 15pt; color: #0d4f63; margin: 0 0 6pt 0; column-span: all; border-bottom: 2px solid #0d4f63; padding-bottom: 3pt; }
h3 { font-family: Arial, sans-serif; font-size: 10.5pt; color: #0d4f63; margin: 8pt 0 3pt 0; break-after: avoid; }
.cols { column-count: 2; column-gap: 0.3in; }
p { margin: 0 0 6pt 0; }
.you { background: #fff4d6; border-left: 5px solid #e0a100; padding: 6pt 8pt; margin: 6pt 0 8pt 0; break-inside: avoid; font-family: Arial, sans-serif; font-size: 8.8pt; }
.you b.t { display: block; color: #8a5a00; font-size: 9pt; margin-bottom: 2pt; }
.side { background: #e6f0f3; padding: 6pt 8pt; margin: 6pt 0 8pt 0; break-inside: avoid; font-family: Arial, sans-serif; font-size: 8.6pt; }
.side b.t { display: block; color: #0d4f63; margin-bottom: 2pt; }
.photo { background: #c9cdd0; height: 1.5in; margin: 4pt 0 2pt 0; break-inside: avoid; }
.cap { font-family: Arial, sans-serif; font-size: 7.8pt; color: #444; font-style: italic; margin-bottom: 8pt; }
table { border-collapse: collapse; width: 100%; font-family: Arial, sans-serif; font-size: 8pt; margin: 4pt 0 8pt 0; }
th, td { border: 0.6pt solid #999; padding: 2.5pt 4pt; vertical-align: top; text-align: left; }
th { background: #dbe8ec; }
.wide { column-span: all; }
.map { column-span: all; margin: 4pt 0 6pt 0; break-inside: avoid; }
.map svg text { font-family: Arial, sans-serif; }
.sig { font-family: "DejaVu Serif", serif; font-style: italic; font-size: 13pt; }
.cert { border: 1pt solid #333; padding: 8pt; margin: 6pt 0; break-inside: avoid; font-family: Arial, sans-serif; font-size: 8.6pt; }
"""


def you(text):
    return f'<div class="you"><b class="t">What this means for you</b>{text}</div>'


def side(title, text):
    return f'<div class="side"><b class="t">{title}</b>{text}</div>'


def photo(cap):
    return f'<div class="photo"></div><div class="cap">{cap}</div>'


def site_map(esc=False):
    """Lot 600 ft (road to Sound, drawn left to right) x 210 ft; 1 in = 80 ft -> 7.5 in x 2.625 in."""
    s = 1 / 80.0  # inches per foot
    W, H = 7.5, 3.05
    def X(ft): return round(ft * s, 4)
    def Y(ft): return round(0.25 + (210 - ft) * s, 4)
    o = [f'<svg xmlns="http://www.w3.org/2000/svg" width="{W}in" height="{H}in" viewBox="0 0 {W} {H}" font-size="0.075">']
    o.append(f'<rect x="{X(0)}" y="{Y(210)}" width="{X(600)}" height="{X(210)}" fill="#f7f7f2" stroke="#000" stroke-width="0.012" stroke-dasharray="0.06 0.03"/>')
    # road, dune, beach, sound
    o.append(f'<rect x="0" y="{Y(210)}" width="{X(20)}" height="{X(210)}" fill="#bbb"/>')
    o.append(f'<text x="0.02" y="{Y(100)}" transform="rotate(-90 0.1 {Y(100)})" font-size="0.07">ASHAROKEN AVE</text>')
    o.append(f'<rect x="{X(470)}" y="{Y(210)}" width="{X(60)}" height="{X(210)}" fill="#efe3b8"/>')
    o.append(f'<rect x="{X(530)}" y="{Y(210)}" width="{X(70)}" height="{X(210)}" fill="#cfe3f2"/>')
    o.append(f'<text x="{X(472)}" y="{Y(195)}">DUNE / BEACHGRASS</text>')
    o.append(f'<text x="{X(472)}" y="{Y(183)}">(NOT DISTURBED)</text>')
    o.append(f'<text x="{X(535)}" y="{Y(100)}">LONG ISLAND</text><text x="{X(535)}" y="{Y(90)}">SOUND</text>')
    # contours
    for ft, el in ((120, 14), (220, 16), (320, 18), (420, 16), (465, 12)):
        o.append(f'<line x1="{X(ft)}" y1="{Y(205)}" x2="{X(ft + 15)}" y2="{Y(5)}" stroke="#a07a44" stroke-width="0.006"/>')
        o.append(f'<text x="{X(ft + 3)}" y="{Y(12)}" fill="#a07a44">EL {el}</text>')
    # woods to remain
    o.append(f'<rect x="{X(25)}" y="{Y(205)}" width="{X(90)}" height="{X(45)}" fill="#d8ead2" stroke="#5a8a4a" stroke-width="0.006"/>')
    o.append(f'<text x="{X(28)}" y="{Y(185)}">EXISTING OAKS - KEEP</text>')
    # house, pool, drive
    o.append(f'<rect x="{X(260)}" y="{Y(150)}" width="{X(110)}" height="{X(70)}" fill="#ddd" stroke="#000" stroke-width="0.01"/>')
    o.append(f'<text x="{X(268)}" y="{Y(112)}">NEW HOUSE (FF EL 19.5)</text>')
    o.append(f'<rect x="{X(385)}" y="{Y(140)}" width="{X(50)}" height="{X(25)}" fill="#cfe3f2" stroke="#000" stroke-width="0.008"/>')
    o.append(f'<text x="{X(386)}" y="{Y(108)}">POOL</text>')
    o.append(f'<path d="M {X(20)} {Y(95)} L {X(260)} {Y(95)}" stroke="#888" stroke-width="{X(16)}"/>')
    o.append(f'<text x="{X(120)}" y="{Y(92)}">NEW DRIVEWAY (PERVIOUS PAVERS)</text>')
    o.append(f'<text x="{X(150)}" y="{Y(150)}">SEPTIC (I/A OWTS)</text>')
    if not esc:
        o.append(f'<text x="{X(160)}" y="{Y(40)}">EXISTING HOUSE (TO BE REMOVED)</text>')
        o.append(f'<rect x="{X(200)}" y="{Y(60)}" width="{X(80)}" height="{X(30)}" fill="none" stroke="#000" stroke-width="0.008" stroke-dasharray="0.03 0.02"/>')
        o.append(f'<text x="{X(300)}" y="{Y(30)}" fill="#1d5fa0">SHEET FLOW TO SOUND -&gt;</text>')
        o.append(f'<text x="{X(30)}" y="{Y(20)}" fill="#1d5fa0">&lt;- ROAD SWALE (PART OF FRONT YARD)</text>')
    else:
        o.append(f'<rect x="{X(125)}" y="{Y(200)}" width="{X(335)}" height="{X(190)}" fill="none" stroke="#d00" stroke-width="0.014" stroke-dasharray="0.08 0.04"/>')
        o.append(f'<text x="{X(300)}" y="{Y(197)}" fill="#d00">LIMIT OF DISTURBANCE 1.32 AC</text>')
        o.append(f'<line x1="{X(455)}" y1="{Y(195)}" x2="{X(455)}" y2="{Y(15)}" stroke="#d00" stroke-width="0.02"/>')
        o.append(f'<text x="{X(402)}" y="{Y(60)}" fill="#d00">SILT FENCE A 190 LF</text>')
        o.append(f'<text x="{X(402)}" y="{Y(50)}" fill="#d00">+ FILTER SOCK 190 LF</text>')
        o.append(f'<line x1="{X(130)}" y1="{Y(198)}" x2="{X(455)}" y2="{Y(198)}" stroke="#d00" stroke-width="0.012"/>')
        o.append(f'<text x="{X(200)}" y="{Y(178)}" fill="#d00">SILT FENCE B 320 LF</text>')
        o.append(f'<line x1="{X(130)}" y1="{Y(12)}" x2="{X(455)}" y2="{Y(12)}" stroke="#d00" stroke-width="0.012"/>')
        o.append(f'<text x="{X(200)}" y="{Y(18)}" fill="#d00">SILT FENCE C 320 LF</text>')
        o.append(f'<rect x="{X(20)}" y="{Y(103)}" width="{X(50)}" height="{X(20)}" fill="#999"/>')
        o.append(f'<text x="{X(22)}" y="{Y(108)}">ENTRANCE 50 x 20 FT</text>')
        o.append(f'<rect x="{X(160)}" y="{Y(60)}" width="{X(60)}" height="{X(30)}" fill="none" stroke="#555" stroke-width="0.01"/>')
        o.append(f'<text x="{X(161)}" y="{Y(64)}">TOPSOIL PILE 60 x 30 FT</text>')
        o.append(f'<rect x="{X(395)}" y="{Y(185)}" width="{X(40)}" height="{X(22)}" fill="none" stroke="#1d5fa0" stroke-width="0.012"/>')
        o.append(f'<text x="{X(370)}" y="{Y(190)}" fill="#1d5fa0">SEDIMENT TRAP 1,450 CF (LATER RAIN GARDEN)</text>')
        o.append(f'<line x1="{X(380)}" y1="{Y(30)}" x2="{X(415)}" y2="{Y(163)}" stroke="#1d5fa0" stroke-width="0.012" stroke-dasharray="0.04 0.02"/>')
        o.append(f'<text x="{X(300)}" y="{Y(40)}" fill="#1d5fa0">DIVERSION SWALE 140 LF</text>')
        o.append(f'<text x="{X(240)}" y="{Y(78)}">WASHOUT 8 x 8 FT</text>')
        for i, (x, y) in enumerate(((255, 160), (375, 160), (255, 75), (375, 75))):
            o.append(f'<circle cx="{X(x)}" cy="{Y(y)}" r="{X(5)}" fill="none" stroke="#000" stroke-width="0.008"/>')
            o.append(f'<text x="{X(x + 6)}" y="{Y(y)}">DW-{i + 1}</text>')
    o.append(f'<text x="{X(5)}" y="{Y(-8)}" font-size="0.085" font-weight="bold">SCALE: 1 INCH = 80 FEET</text>')
    o.append(f'<line x1="{X(150)}" y1="{Y(-5)}" x2="{X(230)}" y2="{Y(-5)}" stroke="#000" stroke-width="0.02"/>')
    o.append(f'<text x="{X(235)}" y="{Y(-8)}">80 FT</text>')
    o.append(f'<text x="{X(330)}" y="{Y(-8)}">LOT 2.89 AC. NORTH IS TO THE RIGHT (TOWARD THE SOUND).</text>')
    o.append('</svg>')
    return "".join(o)


def loc_map():
    return ('<svg xmlns="http://www.w3.org/2000/svg" width="3.4in" height="1.6in" viewBox="0 0 3.4 1.6" font-size="0.08">'
            '<rect width="3.4" height="1.6" fill="#cfe3f2"/>'
            '<path d="M0.1 1.3 C 0.8 1.0, 1.6 0.7, 3.3 0.35 L 3.3 0.5 C 1.6 0.85, 0.8 1.15, 0.1 1.45 Z" fill="#efe3b8"/>'
            '<circle cx="1.95" cy="0.72" r="0.05" fill="#d00"/><text x="2.02" y="0.66">SITE</text>'
            '<text x="0.2" y="0.3">LONG ISLAND SOUND</text><text x="0.3" y="1.55">NORTHPORT BAY</text>'
            '<text x="2.2" y="1.1">EATONS NECK (EAST)</text><text x="0.1" y="0.95">ASHAROKEN AVE</text>'
            '<text x="2.0" y="1.5" font-size="0.07">LOCATION MAP - NOT TO SCALE</text></svg>')


def html():
    h = [f"<html><head><meta charset='utf-8'><style>{CSS}</style></head><body>"]
    # cover
    h.append('<div class="cover"><h1>Your Stormwater Plan</h1>'
             '<div class="sub">A homeowner\'s guide to the Stormwater Pollution Prevention Plan (SWPPP) for the new '
             'Whitford residence, 655 Asharoken Avenue, Village of Asharoken</div>'
             '<div class="hero">[ rendering of the finished house from the beach ]</div>'
             '<div class="cap">The finished house seen from the beach. The dune and the beachgrass in front of it stay as they are.</div>'
             '<div class="meta">Prepared for Daniel and Maren Whitford by Harborline Design-Build, Inc.<br>'
             '31 Woodbine Avenue, Northport, NY 11768 - (631) 555-0194<br>'
             'Engineering: Elena Marchetti, P.E. - Submitted to the Village of Asharoken under Village Code Chapter 44<br>'
             'April 6, 2026</div></div>')

    # chapter 1
    h.append('<div class="chapter"><div class="cols">')
    h.append('<h2>1. What we are building, and where</h2>')
    h.append('<p>You have asked us to take down the 1962 ranch house at 655 Asharoken Avenue and build a new '
             'two-story home in its place. The lot is 2.89 acres and runs about 600 feet from Asharoken Avenue north to '
             'the beach on Long Island Sound. It is Suffolk County tax lot 0101-003.00-02.00-019.000.</p>')
    h.append('<p>The work includes: demolishing the old house, garage and cesspools; building a 5,200 square foot house '
             'with an attached garage; an in-ground pool and patio; a new driveway of pervious pavers; a new '
             'nitrogen-reducing septic system (I/A OWTS); four drywells for the roof; new lawn and native plantings. '
             'No work is planned on the dune or the beach.</p>')
    h.append('<h3>How much ground we will disturb</h3>')
    h.append('<p>About 1.32 acres will be cleared, dug or graded. The rest of the lot, about 1.57 acres, will not be '
             'touched: the front woods, the dune and the beach.</p>')
    h.append(you('Because more than one acre is disturbed, the Village treats this as a "land development activity" '
                 'under Chapter 44 of its Code. That is why you need this plan, and why the Village must approve it '
                 'before we dig. A copy of it must stay on site until the lot is fully grown in.'))
    h.append(photo('Photo 1. The existing house from the driveway. It will be removed in the first two weeks.'))
    h.append(side('Why there is no "post-construction" chapter',
                  'Chapter 44 asks for permanent stormwater controls, with calculations, only for projects that meet '
                  'Condition A, B or C of Section 44-8B(2). Condition B is five acres or more; we disturb 1.32. '
                  'Condition C covers one to five acres but excludes the construction of single-family residences, and '
                  'this is one. Condition A is a discharge of a pollutant of concern to an impaired water; the DEC '
                  '303(d) list does not list the Sound off Asharoken for sediment, and the lot is not in a TMDL '
                  'watershed that names stormwater as a source. The drywells in this plan are still part of the '
                  'design (Section 7).'))
    h.append('<h3>Your lot in a picture</h3>')
    h.append('<p>The location map shows where the lot sits on the Asharoken causeway; the site map on the next page '
             'shows the lot itself.</p>')
    h.append(f'<div>{loc_map()}</div>')
    h.append('</div></div>')

    # chapter 2 site map
    h.append('<div class="chapter"><div class="cols">')
    h.append('<h2>2. The lay of the land</h2>')
    h.append(f'<div class="map">{site_map(False)}</div>')
    h.append('<div class="wide"><table><tr><th>What the site map shows</th><th>On your lot</th></tr>'
             '<tr><td>Total site area</td><td>2.89 acres</td></tr>'
             '<tr><td>Area to be disturbed / not disturbed</td><td>1.32 acres / 1.57 acres (front woods, dune, beach)</td></tr>'
             '<tr><td>Existing vegetation</td><td>Oaks and black cherry in the front woods; lawn around the old house; beachgrass on the dune</td></tr>'
             '<tr><td>Surface waters, wetlands</td><td>Long Island Sound at the north end; no freshwater or tidal wetland on the lot</td></tr>'
             '<tr><td>Drainage patterns</td><td>Sheet flow north across the lawn to the dune; the front 90 feet drain to the Asharoken Avenue swale</td></tr>'
             '<tr><td>Existing and final slopes</td><td>Existing 2-6 percent (high point EL 18 mid-lot); final 2-5 percent away from the house, nothing steeper than 3:1</td></tr>'
             '<tr><td>Off-site storage areas</td><td>None; all material and equipment stays inside the limit of disturbance</td></tr>'
             '<tr><td>Where stormwater leaves</td><td>Over the dune to the Sound (north); to the road swale (south)</td></tr></table></div>')
    h.append('<p>The high point of the lot is near the middle, about where the new house goes. From there the land '
             'falls gently both ways: north toward the dune and the Sound, and south toward Asharoken Avenue.</p>')
    h.append(you('Water from most of your lot already ends up in the Sound. Our job during construction is to make '
                 'sure it gets there clean, and without carrying sand and soil across the dune.'))
    h.append('</div></div>')

    # chapter 3 soils & water
    h.append('<div class="chapter"><div class="cols">')
    h.append('<h2>3. What is under your feet, and where the water goes</h2>')
    h.append('<h3>Soils</h3>')
    h.append('<p>The Suffolk County soil survey maps the lot as Carver and Plymouth sands, 3 to 15 percent slopes (CpC), '
             'with Beaches (Bc) at the north end. Our two test holes found 8 inches of topsoil over tan medium sand, '
             'with no groundwater down to 12 feet at the house and 7 feet near the pool.</p>')
    h.append('<p>These are deep, loose, fast-draining sands (hydrologic soil group A). Rain soaks in quickly, which is '
             'good for drywells, but bare sand blows around in wind and washes easily where water runs in a stream.</p>')
    h.append(photo('Photo 2. Test hole TH-1 by the new garage: topsoil over clean tan sand.'))
    h.append('<h3>The receiving water</h3>')
    h.append('<p>The receiving water for this site is Long Island Sound. A small part of the front yard drains to the '
             'Village road swale on Asharoken Avenue, which also discharges to the Sound through the culvert at the '
             'Bevin Road bend.</p>')
    h.append('<h3>What we know about runoff today</h3>')
    h.append('<p>No one has ever measured runoff on this lot, and there are no Village or County records of flooding '
             'or drainage complaints here. We walked the lot after the 1.8-inch storm of February 27: there was no '
             'ponding and no sign of runoff crossing the dune, only a small sand fan at the end of the old driveway. '
             'Computed peak runoff for today\'s lot (TR-55, 10-year storm, 4.9 inches) is 0.6 cfs to the north and 0.2 cfs '
             'to the road.</p>')
    h.append(you('Sandy lots like yours make very little runoff when they are covered in grass. Once the grass is '
                 'stripped, the same storm can move a lot of sand. That is what the controls in this plan are for.'))
    h.append('</div></div>')

    # chapter 4 sequence
    h.append('<div class="chapter"><div class="cols">')
    h.append('<h2>4. The order of work</h2>')
    h.append('<p>We will build in the order below. The Village Stormwater Management Officer gets 48 hours\' notice '
             'before we start, before the controls go in, and at the end of clearing, rough grading and final grading.</p>')
    h.append('<div class="wide"><table><tr><th>Step</th><th>What happens</th><th>About when</th></tr>'
             '<tr><td>1</td><td>Stake the limit of disturbance; fence the front woods and the dune; install the gravel construction entrance, the silt fence and the filter sock.</td><td>Week 1</td></tr>'
             '<tr><td>2</td><td>Demolish the old house and garage; pump out and remove the old cesspools; haul debris away.</td><td>Weeks 1-2</td></tr>'
             '<tr><td>3</td><td>Clear and grub the house, pool and septic areas; strip the topsoil to the topsoil pile.</td><td>Week 3</td></tr>'
             '<tr><td>4</td><td>Dig the sediment trap and the diversion swale on the dune side before mass grading.</td><td>Week 3</td></tr>'
             '<tr><td>5</td><td>Excavate and pour the foundation; backfill; rough grade the yard.</td><td>Weeks 4-8</td></tr>'
             '<tr><td>6</td><td>Install the septic system and the water service; install drywells DW-1 to DW-4 (kept covered).</td><td>Weeks 9-11</td></tr>'
             '<tr><td>7</td><td>Frame and close in the house; connect the gutters to the drywells once the roof is on.</td><td>Weeks 9-24</td></tr>'
             '<tr><td>8</td><td>Dig and build the pool and patio; lay the driveway pavers.</td><td>Weeks 20-30</td></tr>'
             '<tr><td>9</td><td>Final grading; spread topsoil; seed and plant; turn the sediment trap into the rain garden.</td><td>Weeks 30-34</td></tr>'
             '<tr><td>10</td><td>When the lawn and plantings have taken (80 percent cover), remove the silt fence and sock.</td><td>After week 34</td></tr></table></div>')
    h.append('<p>The whole disturbed area is 1.32 acres, so we are always far below the five-acre limit the State\'s '
             'erosion control manual sets for ground open at one time.</p>')
    h.append(you('Expect the lot to look like a sandbox for a few months. The goal is to keep that sand on your lot '
                 'and off the beach, the dune and the road.'))
    h.append(photo('Photo 3. A gravel construction entrance on a similar job in Northport.'))
    h.append('</div></div>')

    # chapter 5 housekeeping
    h.append('<div class="chapter"><div class="cols">')
    h.append('<h2>5. Keeping the site clean</h2>')
    h.append('<h3>Litter and debris</h3>')
    h.append('<p>A covered 20-yard dumpster for building debris and a small covered trash container sit next to the '
             'driveway. The crew picks up loose trash every afternoon, and nothing is left where wind can take it '
             'over the dune. Demolition debris from the old house goes straight into trucks to a licensed C&amp;D '
             'facility.</p>')
    h.append('<h3>Construction chemicals</h3>')
    h.append('<p>Paint, stain, caulk, adhesives and the pool chemicals come to the site only in the amounts needed for '
             'the week. They are kept closed, in their own containers, in a locked steel job box on a plastic tray. '
             'Brushes are washed out in a sink in the garage once it exists, never outdoors.</p>')
    h.append('<h3>Concrete</h3>')
    h.append('<p>Concrete trucks wash out only in the lined washout (8 by 8 feet) next to the driveway; the hardened '
             'waste is broken up and hauled away.</p>')
    h.append('<h3>What is stored on site</h3>')
    h.append('<table><tr><th>Material</th><th>How it is stored</th></tr>'
             '<tr><td>Lumber, sheathing</td><td>On blocks, under tarps, by the driveway</td></tr>'
             '<tr><td>Sand, stone, topsoil</td><td>Piles ringed with silt fence; covered when not in use</td></tr>'
             '<tr><td>Paints, sealers, adhesives</td><td>Locked job box on a spill tray</td></tr>'
             '<tr><td>Pool chemicals</td><td>Sealed, in the garage, off the floor</td></tr>'
             '<tr><td>Diesel for machines</td><td>Not stored; machines are fuelled from a service truck</td></tr>'
             '<tr><td>Waste, debris</td><td>Covered dumpster, emptied weekly</td></tr></table>')
    h.append('<h3>If something spills</h3>')
    h.append('<p>A spill kit (absorbent pads, booms, speedy-dry and bags) is kept in the job box and in the fuel truck. '
             'Fuelling happens only on the gravel entrance, more than 100 feet from the dune, with a drip pan under '
             'the nozzle. Anyone who sees a spill stops it, soaks it up and tells the site supervisor, who calls the '
             'DEC Spill Hotline (1-800-457-7362) for any petroleum spill that reaches soil or water. Used absorbents '
             'are bagged and taken away the same day.</p>')
    h.append(you('If you visit the site and see a dumpster lid open or a sheen on a puddle, tell us. You are '
                 'allowed to, and we want to know.'))
    h.append('</div></div>')

    # chapter 6 controls by stage + map
    h.append('<div class="chapter"><div class="cols">')
    h.append('<h2>6. Holding the soil in place, stage by stage</h2>')
    h.append(f'<div class="map">{site_map(True)}</div>')
    h.append('<div class="wide"><p style="font-family:Arial;font-size:8pt">Erosion and sediment control plan. '
             'Locations, sizes and lengths of the controls are shown above; details are in Section 8.</p></div>')
    h.append('<h3>Before and during demolition and clearing</h3>')
    h.append('<p>Orange fence around the front woods and along the toe of the dune; the gravel construction entrance '
             'at the driveway; silt fence on three sides; a filter sock doubled behind the dune-side fence.</p>')
    h.append('<h3>During digging and rough grading</h3>')
    h.append('<p>A shallow diversion swale cuts across the north yard and catches water from the bare ground before '
             'it reaches the dune. It carries the water to a small sediment trap where the sand settles out. Any '
             'area we stop working on for 7 days or more gets straw mulch, tacked down so it does not blow, or a quick '
             'crop of annual ryegrass. Piles are covered with weighted tarps at night.</p>')
    h.append('<h3>During building</h3>')
    h.append('<p>Gutters go to the drywells as soon as the roof is on, so roof water does not cut channels in the '
             'bare yard. Downspouts that are not yet connected get splash blocks.</p>')
    h.append('<h3>Finishing up</h3>')
    h.append('<p>Permanent cover: 6 inches of topsoil and a sandy-site lawn mix (fescues with perennial rye) in the '
             'yard; native plantings of bayberry, beach plum and switchgrass between the house and the dune; pervious '
             'pavers on the driveway; and the drywells for all roof water.</p>')
    h.append(you('The silt fence and filter sock will be there for most of a year. Please do not let anyone move '
                 'them, even for a delivery. If one is knocked down, call us that day.'))
    h.append('</div></div>')

    # chapter 7 schedule, conversion, maintenance
    h.append('<div class="chapter"><div class="cols">')
    h.append('<h2>7. When each control goes in, and how we look after it</h2>')
    h.append('<div class="wide"><table><tr><th>Control</th><th>Goes in</th><th>Stays until</th><th>How we keep it working</th></tr>'
             '<tr><td>Construction entrance</td><td>Day 1, before any truck comes in</td><td>Driveway pavers are laid</td><td>Add stone when it clogs with sand; sweep the road the same day if sand is tracked out</td></tr>'
             '<tr><td>Silt fence A, B, C</td><td>Week 1, before demolition</td><td>80 percent grass and plant cover</td><td>Clean out when sand is one-third up the fence; fix sags and tears within a day</td></tr>'
             '<tr><td>Filter sock (dune side)</td><td>Week 1</td><td>Dune-side planting is established</td><td>Replace flattened sections; clean sand from the uphill side</td></tr>'
             '<tr><td>Diversion swale</td><td>Week 3, before mass grading</td><td>Final grading (week 30)</td><td>Repair washouts after every storm</td></tr>'
             '<tr><td>Sediment trap</td><td>Week 3</td><td>Converted to the rain garden (week 30)</td><td>Dig out sand when the trap is half full</td></tr>'
             '<tr><td>Straw mulch / ryegrass</td><td>Within 7 days of stopping work on an area</td><td>Permanent cover is in</td><td>Re-spread where it has blown away</td></tr>'
             '<tr><td>Drywell covers</td><td>When each drywell is set</td><td>Yard is stabilized</td><td>Check weekly; keep sand out</td></tr>'
             '<tr><td>Concrete washout</td><td>Before the first pour</td><td>Last pour</td><td>Empty when half full; replace torn liner</td></tr></table></div>')
    h.append('<h3>Temporary controls that become permanent</h3>')
    h.append('<p>Two things we build for construction stay for good. The sediment trap on the dune side becomes a '
             'planted rain garden: we clean out the trapped sand, loosen the bottom, add 18 inches of rain garden soil '
             'and plant it. The drywells, kept covered during construction, become the permanent roof drainage.</p>')
    h.append('<h3>Inspections</h3>')
    h.append('<p>Our site supervisor checks every control every working day. A qualified inspector (Elena '
             'Marchetti, P.E., or someone working under her) inspects them at least every 7 days and within 24 hours '
             'after any storm of half an inch or more, writes a report, and keeps it in the logbook in the site '
             'trailer. Anything that needs fixing is fixed within one working day.</p>')
    h.append(photo('Photo 4. Silt fence that has done its job: time to dig out the sand behind it.'))
    h.append(you('You do not have to do any of this yourself during construction. After we leave, you will own the '
                 'rain garden and the drywells; we will give you a one-page care sheet.'))
    h.append('</div></div>')

    # chapter 8 details
    h.append('<div class="chapter"><div class="cols">')
    h.append('<h2>8. How each control is built</h2>')
    det = [("Construction entrance", "50 feet long, 20 feet wide, 8 inches of 1.5 to 3.5-inch crushed stone on "
            "non-woven filter fabric, full width of the driveway."),
           ("Silt fence", "36-inch woven geotextile, bottom 6 inches buried in a 6 by 6-inch trench, on 2-inch hardwood "
            "stakes no more than 8 feet apart; ends turned uphill."),
           ("Filter sock", "12-inch compost filter sock, staked every 10 feet, set directly behind fence A."),
           ("Diversion swale", "140 feet long, 1 foot deep, 4-foot bottom, 3:1 sides, lined with a jute erosion "
            "control blanket, draining at 1 percent to the sediment trap."),
           ("Sediment trap", "Sized for its 0.40-acre drainage area at 3,600 cubic feet per acre: 1,450 cubic feet, "
            "3 feet deep with 2:1 sides; outlet a 4-foot-wide stone section of 4 to 8-inch stone faced with 1 foot "
            "of 3/4-inch stone; bottom kept 2 feet above groundwater."),
           ("Topsoil pile", "60 by 30 feet, no more than 8 feet high, ringed with silt fence, tarped or seeded."),
           ("Concrete washout", "8 by 8 feet, 2 feet deep, lined with 10-mil plastic, with a sign."),
           ("Drywells", "Four 8-foot-diameter precast leaching rings, 6 feet deep, in a 2-foot stone collar, with "
            "traffic-rated covers; each takes one-quarter of the roof.")]
    for t, d in det:
        h.append(f'<h3>{t}</h3><p>{d}</p>')
    h.append(side('The rule book we follow', 'Every control in this plan is built to the New York State Standards and '
                  'Specifications for Erosion and Sediment Control (the "Blue Book," 2016).'))
    h.append(photo('Photo 5. Compost filter sock staked behind silt fence at the top of a dune.'))
    h.append('</div></div>')

    # chapter 9 who does what
    h.append('<div class="chapter"><div class="cols">')
    h.append('<h2>9. Who does what</h2>')
    h.append('<div class="wide"><table><tr><th>Part of the site</th><th>Who is responsible</th><th>For what</th></tr>'
             '<tr><td>Whole site, all controls</td><td>Harborline Design-Build (general contractor), site supervisor Kevin Ostrowski</td><td>Installing, checking daily and repairing every control; keeping this plan and the logbook on site</td></tr>'
             '<tr><td>Demolition and old cesspools</td><td>Northport Demolition &amp; Carting (subcontractor)</td><td>Keeping debris in covered trucks; stays inside the entrance and fences</td></tr>'
             '<tr><td>House, pool and septic excavation; grading; drywells</td><td>Sound Excavating Co. (subcontractor)</td><td>Sediment trap, diversion swale, stockpile covers, drywell covers</td></tr>'
             '<tr><td>Dune-side planting and lawn</td><td>Bayberry Landscapes (subcontractor)</td><td>Final seeding and planting, filter sock removal</td></tr>'
             '<tr><td>Inspections</td><td>Elena Marchetti, P.E. (qualified inspector)</td><td>7-day and storm inspections and reports</td></tr>'
             '<tr><td>Whole lot, after construction</td><td>Daniel and Maren Whitford (owners)</td><td>Rain garden and drywell care</td></tr></table></div>')
    h.append(you('Every company that digs or works on the controls signs the contractor certification in Section 10 '
                 'before it starts. If a new company joins the job, it signs too.'))
    h.append('<h3>Getting hold of us</h3><p>Site supervisor Kevin Ostrowski: (631) 555-0195. Engineer Elena Marchetti, '
             'P.E.: (631) 555-0198. Village of Asharoken Stormwater Management Officer: through Village Hall.</p>')
    h.append('</div></div>')

    # chapter 10 certifications (single column)
    h.append('<div class="chapter">')
    h.append('<h2>10. Signatures and certifications</h2>')
    h.append('<div class="cert"><b>Engineer\'s certification (Village Code § 44-8C)</b><br>'
             'I prepared this Stormwater Pollution Prevention Plan, and I certify that the design of all stormwater '
             'management practices in it meets the requirements of Chapter 44 of the Code of the Village of Asharoken.'
             '<br><br><span class="sig">Elena Marchetti</span> &nbsp;&nbsp; April 6, 2026<br>'
             'Elena Marchetti, P.E., New York State License No. 087331 [seal]<br>'
             'Harborline Design-Build, Inc., 31 Woodbine Avenue, Northport, NY 11768</div>')
    cert = ('"I certify under penalty of law that I understand and agree to comply with the terms and conditions of '
            'the stormwater pollution prevention plan. I also understand that it is unlawful for any person to cause '
            'or contribute to a violation of water quality standards."')
    for nm, ti, firm, ad, ph, dt in [
            ("Kevin Ostrowski", "Site Supervisor", "Harborline Design-Build, Inc.", "31 Woodbine Avenue, Northport, NY 11768", "(631) 555-0195", "May 4, 2026"),
            ("Raymond Szabo", "Owner", "Sound Excavating Co.", "88 Bellerose Avenue, East Northport, NY 11731", "(631) 555-0151", "May 4, 2026"),
            ("Gina Castellano", "Operations Manager", "Northport Demolition & Carting", "12 Industrial Court, Huntington Station, NY 11746", "(631) 555-0123", "May 4, 2026"),
            ("Tomas Reyes", "Foreman", "Bayberry Landscapes", "210 Pulaski Road, Kings Park, NY 11754", "(631) 555-0112", "May 5, 2026")]:
        h.append(f'<div class="cert"><b>Contractor certification (Village Code § 44-8E)</b><br>{cert}<br>'
                 f'<table><tr><td>Name and title</td><td>{nm}, {ti}</td><td>Signature</td><td><span class="sig">{nm}</span></td></tr>'
                 f'<tr><td>Firm</td><td>{firm.replace("&", "&amp;")}</td><td>Telephone</td><td>{ph}</td></tr>'
                 f'<tr><td>Firm address</td><td>{ad}</td><td>Date</td><td>{dt}</td></tr>'
                 f'<tr><td>Site</td><td colspan="3">Whitford residence, 655 Asharoken Avenue, Village of Asharoken, NY (tax lot 0101-003.00-02.00-019.000)</td></tr></table></div>')
    h.append('</div>')
    h.append("</body></html>")
    return "".join(h)


def build(out):
    src = os.path.join(HERE, "src")
    os.makedirs(src, exist_ok=True)
    hp = os.path.join(src, NAME + ".html")
    with open(hp, "w") as f:
        f.write(html())
    with tempfile.TemporaryDirectory() as prof:
        raw = os.path.join(prof, "raw.pdf")
        subprocess.run(["chromium", "--headless", "--no-sandbox", "--disable-gpu", "--no-pdf-header-footer",
                        f"--user-data-dir={prof}", f"--print-to-pdf={raw}", "file://" + hp],
                       check=True, capture_output=True)
        # fix the dates Chromium stamps so that rebuilds are byte-stable
        from pypdf import PdfReader, PdfWriter
        r = PdfReader(raw)
        w = PdfWriter()
        for pg in r.pages:
            w.add_page(pg)
        w.add_metadata({"/Producer": "Skia/PDF m156", "/Creator": "Chromium",
                        "/Title": "Your Stormwater Plan - 655 Asharoken Avenue",
                        "/CreationDate": "D:20260406090000Z", "/ModDate": "D:20260406090000Z"})
        with open(out, "wb") as fh:
            w.write(fh)


HEADINGS = ["1. What we are building, and where", "2. The lay of the land", "3. What is under your feet, and where the water goes",
            "4. The order of work", "5. Keeping the site clean", "6. Holding the soil in place, stage by stage",
            "7. When each control goes in, and how we look after it", "8. How each control is built",
            "9. Who does what", "10. Signatures and certifications"]


STYLE = ("Homeowner's-guide style SWPPP by a design-build contractor for a large single-family lot: plain language, "
         "two-column pages, sidebars, 'What this means for you' boxes, photos as grey boxes with captions, inline SVG "
         "site maps")
_PC = ["44-8B(3)(b)", "44-8B(3)(c)", "44-8B(3)(d)", "44-8B(3)(e)", "44-8B(3)(f)", "44-8B(3)(g)", "44-8B(3)(h)", "44-8B(3)(i)"]
LABEL = {
    "checklist": "asharoken-ch44",
    "style": STYLE, "house_style": STYLE,
    "producer": "Chromium headless print to PDF from HTML/CSS (CSS columns, @page margin boxes, inline SVG)",
    "decision": "complete",
    "facts": {"disturbed_acres": 1.32, "project_type": "single-family residence (demolition and new house, pool, driveway, septic)",
              "single_family": True, "impaired_water": False},
    "items": dict([(i, "present") for i in ["44-8B(1)(%s)" % c for c in "abcdefghijklmnop"]]
                  + [(i, "not_applicable") for i in _PC] + [("44-8C", "present"), ("44-8E", "present")]),
    "evidence": {
        "44-8B(1)(a)": {"pages": [2], "quote": "two-story home in its place. The lot is 2.89 acres and"},
        "44-8B(1)(b)": {"pages": [3], "quote": "Off-site storage areas None; all material and equipment stays inside the limit of disturbance"},
        "44-8B(1)(c)": {"pages": [4], "quote": "Carver and Plymouth sands, 3 to 15 percent slopes"},
        "44-8B(1)(d)": {"pages": [5], "quote": "Excavate and pour the foundation; backfill; rough grade the yard."},
        "44-8B(1)(e)": {"pages": [6], "quote": "A covered 20-yard dumpster for building debris and"},
        "44-8B(1)(f)": {"pages": [6], "quote": "A spill kit (absorbent pads, booms, speedy-dry and"},
        "44-8B(1)(g)": {"pages": [7], "quote": "Permanent cover: 6 inches of topsoil and a sandy-"},
        "44-8B(1)(h)": {"pages": [7], "quote": "SILT FENCE B 320 LF"},
        "44-8B(1)(i)": {"pages": [9], "quote": "Sized for its 0.40-acre drainage area at 3,600 cubic"},
        "44-8B(1)(j)": {"pages": [8], "quote": "Two things we build for construction stay for good."},
        "44-8B(1)(k)": {"pages": [8], "quote": "Diversion swale Week 3, before mass Final grading (week 30) Repair washouts after every storm"},
        "44-8B(1)(l)": {"pages": [8], "quote": "Dig out sand when the trap is half full"},
        "44-8B(1)(m)": {"pages": [4], "quote": "The receiving water for this site is Long Island"},
        "44-8B(1)(n)": {"pages": [10], "quote": "Dune-side planting and lawn Bayberry Landscapes (subcontractor) Final seeding and planting, filter sock removal"},
        "44-8B(1)(o)": {"pages": [7], "quote": "A shallow diversion swale cuts across the north yard"},
        "44-8B(1)(p)": {"pages": [4], "quote": "Computed peak runoff for today's lot (TR-55, 10-year"},
        "44-8C": {"pages": [11], "quote": "Elena Marchetti, P.E., New York State License No. 087331"},
        "44-8E": {"pages": [11], "quote": "Name and title Raymond Szabo, Owner"},
    },
    "gaps": {},
    "image_only_pages": [],
    "ambiguous_items": [],
    "acceptable_decisions": ["complete"],
    "notes": ("1.32 acres disturbed, so a land development activity under § 44-3 and the chapter applies. Single-family "
              "residence: Condition C excludes it, Condition B needs five acres, and the plan states (p. 2 sidebar) that "
              "the receiving water is not listed for sediment and the lot is not in a TMDL watershed naming stormwater, "
              "so Condition A fails on the document's facts; all § 44-8B(3) items are not_applicable. The drywells and "
              "rain garden are described as permanent measures under (1)(g)/(j). Two-column layout: quotes are short "
              "runs inside one column line or a full-width table row. Four contractor certifications are filled in and "
              "signed with name, title, firm, address, phone, site and date."),
}
