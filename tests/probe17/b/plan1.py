"""p17b_ash_pool_cabana_bates: attorney's letter + engineer's SWPPP as lettered exhibits, Bates-stamped.
Producers: Chromium (letter, index), reportlab (exhibits), pypdf (merge + Bates overlay)."""
from lib import *
from reportlab.lib.pagesizes import letter, landscape

NAME = 'p17b_ash_pool_cabana_bates'
SITE = '247 Asharoken Avenue, Village of Asharoken, New York 11768'

LETTER_HTML = """<!doctype html><html><head><meta charset="utf-8"><style>
@page { size: Letter; margin: 0.9in 1in 1in 1in; }
body { font-family: 'Liberation Serif', 'Times New Roman', serif; font-size: 10.5pt; line-height: 1.3; }
.lh { text-align:center; border-bottom: 2px solid #222; padding-bottom:6px; margin-bottom:18px }
.lh .f { font-size: 17pt; letter-spacing: 2px; font-variant: small-caps }
.lh .a { font-size: 9pt }
.pg { page-break-after: always; position: relative; min-height: 8.9in }
.fn { position:absolute; bottom:0; width:100%; text-align:center; font-size:9.5pt }
table.ix { border-collapse: collapse; width:100%; font-size:10.5pt }
table.ix td, table.ix th { border:1px solid #444; padding:4px 6px; vertical-align:top }
h2 { font-size: 13pt; text-align:center; margin: 0 0 12px 0 }
p { margin: 0 0 9px 0; text-align: justify }
</style></head><body>
<div class="pg">
<div class="lh"><div class="f">Castellano &amp; Voss LLP</div>
<div class="a">Attorneys at Law &middot; 180 East Main Street, Suite 310 &middot; Huntington, New York 11743 &middot; (631) 555-0147</div></div>
<p>March 14, 2025</p>
<p><b>BY HAND AND ELECTRONIC MAIL</b></p>
<p>Board of Trustees and Stormwater Management Officer<br>Incorporated Village of Asharoken<br>1 Asharoken Avenue<br>Northport, New York 11768</p>
<p><b>Re: Application of Thomas and Margaret Rellinger &mdash; In-ground Pool, Pool Cabana and Driveway Reconstruction<br>
Premises: 247 Asharoken Avenue (SCTM No. 0201-003.00-02.00-018.000)<br>
Submission of Stormwater Pollution Prevention Plan pursuant to Village Code Chapter 44</b></p>
<p>Dear Members of the Board:</p>
<p>This firm represents Thomas and Margaret Rellinger, the owners of the above premises, in connection with their application
to construct an in-ground swimming pool with surrounding terrace, a one-story pool cabana, and the reconstruction and
widening of the existing gravel driveway in permeable pavers. On behalf of the applicants we respectfully submit the
Stormwater Pollution Prevention Plan prepared by Harbor Hill Civil Engineering, PLLC, which is bound behind this letter
as Exhibits A through F. The exhibits are identified in the Index of Exhibits that follows, and every page of this
submission carries a Bates number in the series ASH-POOL 000001 through ASH-POOL 000012 for ease of reference at the hearing.</p>
<p>The project engineer has calculated that clearing, grading, excavation for the pool and the driveway work will disturb
approximately 1.12 acres of the 2.05-acre parcel. Because the disturbance exceeds one acre, the work is a land development
activity under &sect; 44-3 of the Village Code and the SWPPP has been prepared to address each of the contents
listed in &sect; 44-8B(1). The dwelling on the premises is existing and will not be altered; as explained in Exhibit A,
the engineer has therefore treated the project as meeting Condition C of &sect; 44-8B(2) and has included the
post-construction stormwater controls required by &sect; 44-8B(3).</p>
<p>We note the following for the Board&rsquo;s convenience. The applicants will execute and record the Declaration of
Stormwater Covenants annexed as Exhibit E upon approval, in the form reviewed by the Village Attorney. The
contractor certifications required by &sect; 44-8E will be submitted under separate cover once the applicants have
retained a pool contractor and site contractor; bids are presently being evaluated and no contractor has yet been engaged.</p>
<p>The applicants have also applied to the New York State Department of Environmental Conservation for a Tidal Wetlands
determination, and to the Village Board of Zoning Appeals for the rear-yard setback of the cabana. Copies of those
applications are on file with the Village Clerk and are not reproduced here.</p>
<div class="fn">i</div></div>
<div class="pg">
<p>Should the Stormwater Management Officer or the Village Engineer require any further information, please contact the
undersigned or the project engineer, Peter J. Halvorsen, P.E., at (631) 555-0192. We ask that this matter be placed on
the Board&rsquo;s April agenda.</p>
<p>Thank you for your attention to this application.</p>
<p>Very truly yours,</p>
<p>CASTELLANO &amp; VOSS LLP</p>
<p style="font-family:'Liberation Serif',serif;font-style:italic;font-size:16pt;margin:4px 0">Daniel P. Castellano</p>
<p>By: Daniel P. Castellano, Esq.</p>
<p style="font-size:10pt">Enclosures (Exhibits A&ndash;F)<br>cc: Thomas and Margaret Rellinger (w/ encl.)<br>
&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;Harbor Hill Civil Engineering, PLLC (w/o encl.)<br>
&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;Village Attorney (w/ encl.)</p>
<div class="fn">ii</div></div>
<div class="pg">
<h2>INDEX OF EXHIBITS</h2>
<table class="ix"><tr><th>Exhibit</th><th>Document</th><th>Bates range</th></tr>
<tr><td>A</td><td>Stormwater Pollution Prevention Plan &mdash; Narrative (Harbor Hill Civil Engineering, PLLC, rev. March 10, 2025)</td><td>ASH-POOL 000004 &ndash; 000007</td></tr>
<tr><td>B</td><td>Drawing SW-1, Site, Erosion and Sediment Control and Drainage Plan, with Location Map</td><td>ASH-POOL 000008</td></tr>
<tr><td>C</td><td>Drawing SW-2, Erosion and Sediment Control and Drainage Details</td><td>ASH-POOL 000009</td></tr>
<tr><td>D</td><td>Drainage Calculations and Pre/Post-Development Runoff Comparison</td><td>ASH-POOL 000010</td></tr>
<tr><td>E</td><td>Form of Declaration of Stormwater Covenants (Inspection and Maintenance)</td><td>ASH-POOL 000011</td></tr>
<tr><td>F</td><td>Certification of Professional Engineer</td><td>ASH-POOL 000012</td></tr>
</table>
<p style="margin-top:14px;font-size:10pt">Front matter (this letter and index) is paginated i&ndash;iii. Each exhibit is paginated separately
(A-1, A-2, &hellip;). Bates numbers run continuously through the submission.</p>
<div class="fn">iii</div></div>
</body></html>"""


def exhibit_a():
    s = []
    s.append(P('EXHIBIT A', ParagraphStyle('ex', parent=H1, alignment=1)))
    s.append(P('STORMWATER POLLUTION PREVENTION PLAN<br/>Rellinger Residence &mdash; Pool, Cabana and Driveway<br/>'
               + SITE, ParagraphStyle('t', parent=H2, alignment=1)))
    s.append(P('Prepared by Harbor Hill Civil Engineering, PLLC, 62 Woodbine Avenue, Northport, NY 11768 &middot; '
               'rev. March 10, 2025', CENTER))
    s.append(P('1. Project Background', H2))
    s.append(P('The 2.05-acre parcel lies on the north (Long Island Sound) side of Asharoken Avenue, about 0.6 mile east of '
               'the Village Hall. It is improved with a two-story single-family dwelling, a detached garage and a gravel '
               'driveway. The owners propose an in-ground swimming pool (20 ft x 44 ft) with a 2,150 sq ft '
               'paver terrace, a 480 sq ft one-story pool cabana with half bath, and reconstruction of the 310-ft '
               'driveway in permeable interlocking pavers, with new drywells for roof and terrace runoff. Total '
               'disturbance is 1.12 acres (48,790 sq ft); new impervious cover is 4,630 sq ft.'))
    s.append(P('The existing dwelling will not be altered. Because no single-family residence is being constructed and '
               'more than one acre will be disturbed, this plan treats the work as meeting Condition C of '
               '&sect; 44-8B(2) and includes post-construction controls (Sections 6 and 7).'))
    s.append(P('2. Site Map and Drawings', H2))
    s.append(P('Drawing SW-1 (Exhibit B, scale 1 in = 30 ft) shows the total site area, all improvements, the limit of '
               'disturbance and the areas to remain undisturbed, existing vegetation, the Long Island Sound shoreline '
               'and the tidal wetland boundary, drainage patterns, existing and final contours, the staging area and the '
               'stormwater discharge points, with a general location map. Drawing SW-2 (Exhibit C) contains the details.'))
    s.append(P('3. Soils and Existing Runoff Data', H2))
    s.append(P('The USDA-NRCS Soil Survey of Suffolk County maps the upland portion of the parcel as Carver and Plymouth '
               'sands, 3 to 15 percent slopes (CpC), and the seaward edge as Beaches (Bc). Carver and Plymouth sands are '
               'deep, excessively drained coarse sands of Hydrologic Soil Group A. Test hole TH-1 (McDonald Geoscience, '
               'Feb. 4, 2025) found 0-1.5 ft brown sandy loam over tan medium-to-coarse sand to 14 ft, with no groundwater '
               'encountered; a falling-head test in the sand at 6 ft gave 8.2 inches per hour.'))
    s.append(P('Existing runoff data: no monitoring records exist for this lot. The existing site (roof runoff '
               'discharging to splash blocks, gravel driveway) was modelled in TR-55 for the 1-, 10- and 100-year '
               'storms; the existing peak discharges toward the Sound are 0.04, 0.31 and 0.92 cfs (Exhibit D). The '
               'Village has no record of drainage complaints on this reach of Asharoken Avenue.'))
    s.append(P('4. Erosion and Sediment Control', H2))
    s.append(P('4.1 Construction Sequence', H3))
    seq = [['Step', 'Activity'],
           ['1', 'Pre-construction meeting with the owner\'s engineer; stake limit of disturbance.'],
           ['2', 'Install stabilized construction entrance, silt fence, orange construction fence and the '
                 'diversion berm; designate the staging and stockpile area.'],
           ['3', 'Clear and grub the pool, cabana and driveway footprints; strip and stockpile topsoil.'],
           ['4', 'Excavate the pool; haul surplus sand off site the same day to the contractor\'s yard.'],
           ['5', 'Install drywells DW-1 to DW-3 and leaders; keep inlets covered until upland areas are stable.'],
           ['6', 'Cabana foundation and framing; pool shell, plumbing and terrace base.'],
           ['7', 'Remove gravel driveway; install permeable paver driveway on the retained stone base.'],
           ['8', 'Fine grade, topsoil, seed and mulch; restore dune grass at the seaward edge of disturbance.'],
           ['9', 'After 80 percent vegetative cover, remove silt fence and berm; final inspection.']]
    s.append(table(seq, [0.5 * inch, 6.1 * inch]))
    s.append(P('The whole 1.12 acres is one phase; at no time will more than five acres be disturbed.'))
    s.append(P('4.2 Temporary and Permanent Stabilization Measures', H3))
    s.append(P('Temporary: silt fence along the down-slope (north) limit of disturbance; stabilized construction '
               'entrance; diversion berm up-slope of the pool excavation; inlet protection at the two driveway '
               'catch basins; temporary seeding (annual ryegrass, 40 lb/acre) and straw mulch (2 tons/acre) on any '
               'area left inactive for 7 days or more; stockpiles covered with anchored tarps. Permanent: lawn '
               'seeding and sod, American beachgrass plugs at 12 in. on centre on the restored dune toe, the '
               'permeable paver driveway, and the paver terrace draining to drywells. Each stage, from clearing to '
               'close-out, is keyed to the sequence in 4.1.'))
    s.append(P('4.3 Diversion and Storage of Runoff', H3))
    s.append(P('A 1.5-ft high earth diversion berm along the south side of the pool excavation intercepts runoff from '
               'the lawn and driveway and directs it west to a 6 ft x 12 ft x 2 ft deep temporary sediment trap lined '
               'with filter fabric. The pool excavation itself stores runoff from its own footprint; any water pumped '
               'from it is discharged through a dewatering filter bag set on the lawn, never to the beach.'))
    s.append(P('4.4 Temporary Practices Converted to Permanent Use', H3))
    s.append(P('The 1-3 in. crushed stone of the stabilized construction entrance will be regraded and retained as '
               'the open-graded base course of the permeable paver driveway. The temporary sediment trap excavation '
               'becomes the pit for drywell DW-3 once the cabana and terrace are built.'))
    s.append(P('4.5 Implementation Schedule', H3))
    s.append(table([['Practice', 'Installed', 'Remains in place until'],
                    ['Construction entrance', 'Step 2, before any clearing', 'Step 7 (converted to driveway base)'],
                    ['Silt fence / construction fence', 'Step 2', 'Step 9, 80% vegetative cover'],
                    ['Diversion berm and sediment trap', 'Step 2', 'Step 6 complete (trap becomes DW-3 pit)'],
                    ['Inlet protection', 'Step 2', 'Driveway pavers complete'],
                    ['Temporary seed and mulch', 'Within 7 days of inactivity', 'Permanent seeding established']],
                   [2.1 * inch, 2.1 * inch, 2.4 * inch]))
    s.append(P('4.6 Inspections and Maintenance Schedule', H3))
    s.append(P('The owner\'s engineer will inspect the site every seven days and within 24 hours of any storm of 0.5 '
               'in. or more, and will report deficiencies to the owner in writing. The maintenance schedule for the '
               'stormwater practices that will remain after construction is given in Section 7; the contractor is '
               'responsible for keeping the site in compliance with this plan.'))
    s.append(P('5. Pollution Prevention', H2))
    s.append(P('5.1 Litter, Construction Chemicals and Debris', H3))
    s.append(P('A covered 20-cy roll-off container at the staging area receives all construction debris and litter and is '
               'emptied weekly or when three-quarters full. Wind-blown litter is picked up daily, with special '
               'attention to the beach. Paints, sealers and pool chemicals are kept in closed original containers '
               'in the garage. Concrete trucks wash out only into a lined washout pit at the staging area.'))
    s.append(P('5.2 Materials Stored on Site and Spill Response', H3))
    s.append(P('Materials expected on site: pavers and bedding stone, crushed stone, precast drywell rings, lumber, '
               'bagged cement, gunite/shotcrete admixtures, pool plaster, liquid chlorine and muriatic acid (pool '
               'start-up only), and diesel in the excavator. Pallets are kept on the driveway, off the sand, and '
               'covered with tarps; liquids are stored on secondary containment. Fuelling is done at the staging area '
               'with drip pans; a spill kit (absorbent, booms, bags) is kept there. Spills are contained at once, '
               'absorbents bagged for disposal, and any spill reaching the beach or water reported to NYSDEC '
               '(1-800-457-7362) and the Village.'))
    s.append(P('6. Post-Construction Stormwater Management', H2))
    s.append(P('Three precast concrete drywells are proposed: DW-1 (8 ft diameter x 6 ft effective depth) for the '
               'cabana roof and east terrace, DW-2 (8 ft x 4 ft) for the west terrace and pool-equipment pad, and DW-3 '
               '(10 ft x 4 ft) for the garage and dwelling roof leaders now on splash blocks. The driveway is rebuilt as '
               'permeable interlocking pavers over 12 in. of open-graded stone, which stores and infiltrates the '
               'driveway runoff. The pool is backwashed with a cartridge filter; no pool water is discharged to '
               'drywells or the beach. Locations and sizes are on Drawing SW-1; details on SW-2; sizing and the '
               'pre/post comparison in Exhibit D.'))
    s.append(P('Maintenance easement: no maintenance easement is necessary, since all of the practices lie on the '
               'owners\' own lot and will be maintained by the owners.'))
    s.append(P('7. Maintenance Schedule', H2))
    s.append(P('The following schedule applies to the permanent stormwater practices:'))
    s.append(table([['Practice', 'Task', 'Frequency'],
                    ['Drywells DW-1 to DW-3', 'Remove grate; measure sediment; vacuum when 6 in. accumulates', 'Twice a year (April, October)'],
                    ['Roof leaders and gutters', 'Clear leaves and sand from gutters and leader screens', 'Spring and fall'],
                    ['Permeable pavers', 'Sweep; vacuum-sweep joints; replenish joint stone', 'Twice a year / as needed'],
                    ['Permeable pavers', 'Check for ponding 1 hour after rain; restore infiltration', 'After storms over 1 in.'],
                    ['Dune plantings', 'Replace failed beachgrass plugs', 'Annually in spring']],
                   [1.8 * inch, 3.2 * inch, 1.6 * inch]))
    s.append(P('8. Responsibilities', H2))
    s.append(table([['Part of site', 'Responsible party'],
                    ['Whole site: SWPPP compliance, copy of SWPPP kept on site', 'Owners, through their general contractor'],
                    ['Pool, terrace and cabana area; diversion berm and sediment trap', 'Pool contractor (to be retained)'],
                    ['Driveway, entrance, inlet protection, drywells', 'Site contractor (to be retained)'],
                    ['Dune toe and lawn restoration', 'Landscape contractor (to be retained)'],
                    ['Inspections and reports', 'Harbor Hill Civil Engineering, PLLC'],
                    ['Long-term maintenance of drywells and pavers', 'Owners and successors (Exhibit E)']],
                   [3.6 * inch, 3.0 * inch]))
    s.append(P('9. Receiving Water', H2))
    s.append(P('Runoff not infiltrated on site sheet-flows north across the lawn and beach to Long Island Sound. '
               'There are no other surface waters on or adjacent to the site.'))
    s.append(P('10. Contractor Certification', H2))
    s.append(P('Contractor certifications: to be provided.'))
    return rl_section(s, lambda n: 'Exhibit A - Page A-%d' % n)


def draw_site_plan(c):
    W, H = landscape(letter)
    c.setLineWidth(1.2)
    c.rect(18, 18, W - 36, H - 36)
    c.setFont('Helvetica-Bold', 10)
    c.drawString(26, H - 32, 'EXHIBIT B')
    # title block on the right
    tbx = W - 190
    c.rect(tbx, 18, 172, H - 36)
    c.setFont('Helvetica-Bold', 9)
    c.drawString(tbx + 8, H - 40, 'HARBOR HILL CIVIL')
    c.drawString(tbx + 8, H - 52, 'ENGINEERING, PLLC')
    c.setFont('Helvetica', 7)
    for i, t in enumerate(['62 Woodbine Ave, Northport NY', 'RELLINGER RESIDENCE', '247 ASHAROKEN AVENUE',
                           'VILLAGE OF ASHAROKEN', '', 'SITE, EROSION & SEDIMENT', 'CONTROL AND DRAINAGE PLAN',
                           '', 'SCALE: 1 in = 30 ft', 'DATE: 03/10/2025', 'DRAWN: KLM  CHK: PJH', '',
                           'SHEET SW-1']):
        c.drawString(tbx + 8, H - 72 - i * 11, t)
    # location map inset
    c.rect(tbx + 8, 30, 156, 150)
    c.setFont('Helvetica-Bold', 7)
    c.drawString(tbx + 12, 170, 'LOCATION MAP  1 in = 2000 ft')
    c.setFont('Helvetica', 6)
    c.setLineWidth(0.6)
    p = c.beginPath(); p.moveTo(tbx + 12, 90); p.curveTo(tbx + 60, 110, tbx + 100, 95, tbx + 160, 120)
    c.drawPath(p)
    c.drawString(tbx + 40, 140, 'LONG ISLAND SOUND')
    c.drawString(tbx + 30, 60, 'NORTHPORT BAY')
    c.drawString(tbx + 70, 100, 'ASHAROKEN AVE')
    c.circle(tbx + 95, 108, 4, fill=1)
    c.drawString(tbx + 100, 80, 'SITE')
    # plan area
    c.setFont('Helvetica', 7)
    # shoreline
    c.setDash(6, 3)
    c.line(40, H - 70, tbx - 20, H - 60)
    c.drawString(50, H - 64, 'MEAN HIGH WATER - LONG ISLAND SOUND')
    c.line(40, H - 110, tbx - 20, H - 100)
    c.drawString(50, H - 104, 'TIDAL WETLAND BOUNDARY (NYSDEC, 10/2024) - UNDISTURBED BEACH AND DUNE')
    c.setDash()
    # property line
    c.setLineWidth(1.5)
    c.rect(60, 60, tbx - 100, H - 190)
    c.setFont('Helvetica', 6.5)
    c.drawString(64, 64, 'PROPERTY LINE - TOTAL SITE AREA 2.05 AC (89,300 SF)')
    # road
    c.drawString(80, 36, 'ASHAROKEN AVENUE (VILLAGE ROAD)')
    # limit of disturbance
    c.setLineWidth(0.8)
    c.setDash(2, 2)
    c.rect(90, 90, tbx - 200, H - 270)
    c.setDash()
    c.drawString(94, H - 176, 'LIMIT OF DISTURBANCE - 1.12 AC')
    # silt fence line
    c.setFillColorRGB(0, 0, 0)
    for x in range(92, int(tbx - 110), 8):
        c.line(x, H - 186, x + 4, H - 186)
    c.drawString(250, H - 183, 'SF - SILT FENCE, 410 LF (DETAIL 1/SW-2)')
    # house, garage
    c.rect(170, 120, 120, 70); c.drawString(178, 152, 'EX. 2-STY DWELLING (NO WORK)')
    c.rect(320, 100, 50, 40); c.drawString(324, 118, 'EX. GARAGE')
    # pool & terrace
    c.rect(200, 250, 150, 60); c.rect(225, 265, 100, 30)
    c.drawString(230, 278, 'PROP. POOL 20x44')
    c.drawString(205, 253, 'PAVER TERRACE 2,150 SF')
    c.rect(380, 255, 60, 45); c.drawString(383, 275, 'CABANA 480 SF')
    # drywells
    for (x, y, t) in [(455, 270, 'DW-1 8\'D x 6\''), (185, 240, 'DW-2 8\'D x 4\''), (300, 200, 'DW-3 10\'D x 4\'')]:
        c.circle(x, y, 6); c.drawString(x + 8, y - 2, t)
    # driveway
    c.rect(400, 60, 26, 120); c.drawString(430, 80, 'PERMEABLE PAVER DRIVEWAY 310 LF')
    c.drawString(430, 71, 'SCE - STAB. CONSTR. ENTRANCE 50x12 (DET. 2)')
    c.drawString(430, 152, 'IP - INLET PROTECTION (2) (DET. 4)')
    # berm, trap
    c.line(195, 235, 360, 235); c.drawString(200, 226, 'DB - DIVERSION BERM 1.5 FT HIGH, 165 LF (DET. 3)')
    c.rect(150, 236, 24, 12); c.drawString(100, 226, 'ST 6x12x2')
    # staging
    c.rect(470, 100, 70, 50); c.drawString(473, 130, 'STAGING / STOCKPILE'); c.drawString(473, 121, 'ROLL-OFF, WASHOUT')
    c.drawString(473, 112, 'NO OFF-SITE STORAGE')
    # contours
    c.setLineWidth(0.4)
    for k, (y, lab) in enumerate([(330, 'EX 14'), (350, 'EX 12'), (370, 'EX 10')]):
        p = c.beginPath(); p.moveTo(95, y); p.curveTo(250, y + 8, 400, y - 6, tbx - 112, y + 4); c.drawPath(p)
        c.drawString(tbx - 140, y + 6, lab)
    c.setDash(4, 2)
    c.line(95, 322, tbx - 112, 322); c.drawString(98, 314, 'PROP. 15 (FINAL GRADE), TERRACE EL 15.5')
    c.setDash()
    c.drawString(95, 380, 'EXISTING SLOPES 4-9% TO NORTH; FINAL SLOPES 2% TERRACE, 5% LAWN')
    c.drawString(95, 391, 'EXISTING VEGETATION: LAWN, SCATTERED BLACK PINE; BEACHGRASS SEAWARD OF LOD')
    # arrows drainage
    for x in (140, 300, 480):
        c.line(x, 300, x, 340); c.line(x, 340, x - 4, 333); c.line(x, 340, x + 4, 333)
    c.drawString(490, 320, 'DRAINAGE: SHEET FLOW NORTH')
    c.drawString(490, 311, 'DISCHARGE POINT D-1 TO L.I. SOUND')
    c.setFont('Helvetica-Bold', 8)
    c.drawString(40, 24 + 2, '')


def draw_details(c):
    W, H = landscape(letter)
    c.setLineWidth(1.2); c.rect(18, 18, W - 36, H - 36)
    c.setFont('Helvetica-Bold', 9)
    c.drawString(30, H - 26, 'EXHIBIT C')
    c.drawString(30, H - 38, 'SHEET SW-2  EROSION AND SEDIMENT CONTROL AND DRAINAGE DETAILS  -  RELLINGER RESIDENCE')
    boxes = [
        ('1  SILT FENCE', ['WOVEN GEOTEXTILE, 36 IN. WIDE', '2 IN. x 2 IN. HARDWOOD STAKES 36 IN. LONG,',
                          '8 FT O.C. MAX; EMBED FABRIC 6 IN. IN TRENCH,', 'BACKFILL AND COMPACT. HEIGHT 16-34 IN.']),
        ('2  STABILIZED CONSTRUCTION ENTRANCE', ['50 FT LONG x 12 FT WIDE x 6 IN. THICK', '1 TO 3 IN. CRUSHED STONE OVER',
                                                 'WOVEN GEOTEXTILE UNDERLAYMENT.', 'STONE RETAINED AS DRIVEWAY BASE.']),
        ('3  DIVERSION BERM AND SEDIMENT TRAP', ['BERM 1.5 FT HIGH, 4 FT BASE, 2:1 SIDES,', 'COMPACTED SAND, SEEDED.',
                                                 'TRAP 6 x 12 x 2 FT DEEP, 1 CY STORAGE,', 'FILTER FABRIC LINED, STONE OUTLET.']),
        ('4  INLET PROTECTION', ['FILTER FABRIC UNDER GRATE, WRAPPED', 'AND SECURED; 2x4 FRAME WITH WOVEN', 'GEOTEXTILE AROUND',
                                 'CATCH BASIN PERIMETER, 18 IN. HIGH.']),
        ('5  PRECAST DRYWELL (DW-1 TO DW-3)', ['8 FT OR 10 FT DIA. PRECAST LEACHING RINGS,', 'H-20 TRAFFIC SLAB AND CAST IRON',
                                              'FRAME/GRATE, 24 IN. DIA.; 2 FT CLEAN', 'SAND/GRAVEL COLLAR; BOTTOM MIN. 2 FT',
                                              'ABOVE SEASONAL HIGH GROUNDWATER.']),
        ('6  PERMEABLE PAVER DRIVEWAY', ['80 MM INTERLOCKING PAVERS, ASTM C936;', '2 IN. ASTM NO. 8 BEDDING; 4 IN. NO. 57',
                                         'BASE; 12 IN. NO. 2 SUBBASE (RESERVOIR);', 'NON-WOVEN GEOTEXTILE ON SIDES ONLY.']),
    ]
    bw, bh = (W - 60) / 3, (H - 80) / 2
    for i, (t, lines) in enumerate(boxes):
        x = 30 + (i % 3) * bw; y = H - 50 - (i // 3 + 1) * bh
        c.setLineWidth(0.6); c.rect(x, y, bw - 8, bh - 8)
        c.setFont('Helvetica-Bold', 8); c.drawString(x + 6, y + bh - 22, t)
        # simple sketch
        c.rect(x + 30, y + 90, bw - 80, 60)
        c.line(x + 30, y + 90, x + bw - 50, y + 150)
        c.setFont('Helvetica', 6.5)
        for j, ln in enumerate(lines):
            c.drawString(x + 8, y + 70 - j * 10, ln)
        c.drawString(x + 8, y + 14, 'NOT TO SCALE')


def exhibit_d():
    s = [P('EXHIBIT D &mdash; DRAINAGE CALCULATIONS', H1)]
    s.append(P('Design storm: 24-hour Type III rainfall for Suffolk County (NOAA Atlas 14): 1-yr 2.8 in., 10-yr 5.0 in., '
               '100-yr 8.4 in. Drywells are sized to hold the runoff from a 3-in. rainfall from their tributary '
               'impervious area (Village practice), with no credit for exfiltration during the storm.'))
    s.append(table([['Structure', 'Tributary impervious (sf)', 'Required storage 3 in. x area (cf)', 'Provided (cf)'],
                    ['DW-1 8 ft x 6 ft', '1,520', '380', '402 (incl. collar)'],
                    ['DW-2 8 ft x 4 ft', '1,110', '278', '302'],
                    ['DW-3 10 ft x 4 ft', '1,840', '460', '471'],
                    ['Permeable pavers', '3,720 (driveway)', '930', '1,488 (12 in. stone, n = 0.40)']],
                   [1.6 * inch, 1.6 * inch, 1.9 * inch, 1.5 * inch]))
    s.append(P('Hydraulic check: 4-in. PVC leaders at 1 percent slope carry 0.21 cfs, exceeding the 100-year peak of 0.11 cfs '
               'from the largest roof area. Drywell drawdown at the tested 8.2 in./hr with a factor of safety of 2 is '
               'under 8 hours for each structure.'))
    s.append(P('Pre- and Post-Development Peak Runoff Comparison', H2))
    s.append(table([['Storm', 'Pre-development (cfs)', 'Post-development (cfs)', 'Change'],
                    ['1-year', '0.04', '0.02', '-50%'], ['10-year', '0.31', '0.24', '-23%'],
                    ['100-year', '0.92', '0.85', '-8%']], [1.5 * inch, 1.8 * inch, 1.8 * inch, 1.5 * inch]))
    s.append(P('Post-development volume leaving the site in the 10-year storm is reduced from 1,260 cf to 890 cf. '
               'Curve numbers: lawn on HSG A CN 39, gravel CN 76, roof/terrace CN 98 (captured), pavers modelled as '
               'storage. Runoff computed with TR-55 (HydroCAD 10.20), Tc 6 min minimum.'))
    return rl_section(s, lambda n: 'Exhibit D - Page D-%d' % n)


def exhibit_e():
    s = [P('EXHIBIT E &mdash; FORM OF DECLARATION OF STORMWATER COVENANTS', H1)]
    for t in [
        'THIS DECLARATION is made by THOMAS RELLINGER and MARGARET RELLINGER ("Declarants"), owners of the premises '
        'known as 247 Asharoken Avenue, Village of Asharoken, Suffolk County Tax Map No. 0201-003.00-02.00-018.000 '
        '(the "Premises").',
        '1. Facilities. The Premises will contain the stormwater management facilities shown on Drawing SW-1 by '
        'Harbor Hill Civil Engineering, PLLC: drywells DW-1, DW-2 and DW-3 and the permeable paver driveway (the '
        '"Facilities").',
        '2. Inspection and maintenance. Declarants shall inspect and maintain the Facilities in accordance with the '
        'maintenance schedule in Section 7 of the SWPPP, keep a written log of each inspection and make it available '
        'to the Village on request, and repair or replace any Facility that fails to function as designed.',
        '3. Village remedy. If Declarants fail to maintain the Facilities within 30 days of written notice, the '
        'Village may perform the work and charge the cost to the owner of the Premises as a lien.',
        '4. Covenants run with the land. This Declaration shall run with the land and shall be binding on the '
        'Declarants and all subsequent owners of the Premises, their heirs, successors and assigns, and shall not be '
        'amended or released without the consent of the Board of Trustees.',
        '5. Recording. Declarants shall record this Declaration in the Office of the Suffolk County Clerk before a '
        'certificate of occupancy is issued for the cabana, and deliver a recorded copy to the Village Clerk.',
        'IN WITNESS WHEREOF, Declarants have executed this Declaration on the ____ day of __________, 2025.',
        '______________________________ Thomas Rellinger &nbsp;&nbsp;&nbsp; ______________________________ Margaret Rellinger',
        '[Acknowledgment form omitted from this draft.]']:
        s.append(P(t))
    return rl_section(s, lambda n: 'Exhibit E - Page E-%d' % n)


def exhibit_f():
    s = [P('EXHIBIT F &mdash; CERTIFICATION OF PROFESSIONAL ENGINEER', H1)]
    s.append(P('Project: Rellinger Residence, pool, cabana and driveway, ' + SITE))
    s.append(P('I hereby certify that this Stormwater Pollution Prevention Plan, consisting of Exhibits A through D, was '
               'prepared by me or under my direct supervision, and that the design of all stormwater management '
               'practices meets the requirements of Chapter 44 of the Code of the Village of Asharoken.'))
    s.append(Spacer(1, 18))
    s.append(P('<font name="Times-Italic" size="17">Peter J. Halvorsen</font>'))
    s.append(P('Peter J. Halvorsen, P.E.<br/>New York State Professional Engineer License No. 089417<br/>'
               'Harbor Hill Civil Engineering, PLLC<br/>Date: March 10, 2025'))
    s.append(P('[P.E. SEAL]', ParagraphStyle('seal', parent=CENTER, fontSize=12, spaceBefore=20)))
    return rl_section(s, lambda n: 'Exhibit F - Page F-%d' % n)


def build():
    parts = [chromium_pdf(LETTER_HTML), exhibit_a(),
             canvas_pages([draw_site_plan], landscape(letter)), canvas_pages([draw_details], landscape(letter)),
             exhibit_d(), exhibit_e(), exhibit_f()]
    pdf = merge(parts)
    # exhibit labels on the drawing pages and Bates on every page
    return stamp(pdf, lambda i: 'ASH-POOL %06d' % (i + 1))


HEADINGS = ['INDEX OF EXHIBITS', 'EXHIBIT A', 'EXHIBIT B', 'EXHIBIT C', '1. Project Background', '2. Site Map and Drawings',
            '3. Soils and Existing Runoff Data', '4. Erosion and Sediment Control', '4.1 Construction Sequence',
            '4.5 Implementation Schedule', '4.6 Inspections and Maintenance Schedule', '5. Pollution Prevention',
            '6. Post-Construction Stormwater Management', '7. Maintenance Schedule', '8. Responsibilities',
            '9. Receiving Water', '10. Contractor Certification', 'EXHIBIT D', 'EXHIBIT E', 'EXHIBIT F']

ITEMS = {
    '44-8B(1)(a)': ('present', 'Total disturbance is 1.12 acres'),
    '44-8B(1)(b)': ('present', 'LOCATION MAP 1 in = 2000 ft'),
    '44-8B(1)(c)': ('present', 'Carver and Plymouth sands are'),
    '44-8B(1)(d)': ('present', 'Clear and grub the pool, cabana and driveway footprints'),
    '44-8B(1)(e)': ('present', 'receives all construction debris and litter'),
    '44-8B(1)(f)': ('present', 'Materials expected on site'),
    '44-8B(1)(g)': ('present', 'Temporary: silt fence along the down-slope (north) limit of disturbance'),
    '44-8B(1)(h)': ('present', 'SF - SILT FENCE, 410 LF'),
    '44-8B(1)(i)': ('present', '50 FT LONG x 12 FT WIDE x 6 IN. THICK'),
    '44-8B(1)(j)': ('present', 'will be regraded and retained as'),
    '44-8B(1)(k)': ('present', 'Remains in place until'),
    '44-8B(1)(l)': ('missing', None),
    '44-8B(1)(m)': ('present', 'sheet-flows north across the lawn and beach to Long Island Sound'),
    '44-8B(1)(n)': ('present', 'Part of site'),
    '44-8B(1)(o)': ('present', 'A 1.5-ft high earth diversion berm'),
    '44-8B(1)(p)': ('present', 'the existing peak discharges toward the Sound'),
    '44-8B(3)(b)': ('present', 'Three precast concrete drywells are proposed'),
    '44-8B(3)(c)': ('present', "DW-1 8'D x 6'"),
    '44-8B(3)(d)': ('present', 'Hydraulic check: 4-in. PVC leaders'),
    '44-8B(3)(e)': ('present', 'Pre- and Post-Development Peak Runoff Comparison'),
    '44-8B(3)(f)': ('present', 'PRECAST DRYWELL (DW-1 TO DW-3)'),
    '44-8B(3)(g)': ('present', 'The following schedule applies to the permanent stormwater practices'),
    '44-8B(3)(h)': ('missing', None),
    '44-8B(3)(i)': ('present', 'all subsequent owners of the Premises'),
    '44-8C': ('present', 'practices meets the requirements of Chapter 44'),
    '44-8E': ('missing', None),
}

LABEL = {
    'checklist': 'asharoken-ch44',
    'style': "attorney's cover letter with the engineer's SWPPP bound behind as lettered exhibits A-F; every page "
             "Bates-stamped ASH-POOL 0000NN; front matter in roman numerals, exhibits paginated A-1, D-1, ...",
    'producer': 'Chromium print-to-PDF (letter, index) + reportlab (exhibits, landscape drawing sheets) merged with '
                'pypdf; Bates numbers overlaid with reportlab/pypdf',
    'decision': 'incomplete',
    'facts': {'disturbed_acres': 1.12, 'project_type': 'residential accessory: in-ground pool, pool cabana, '
              'permeable paver driveway at an existing single-family dwelling', 'single_family': False,
              'impaired_water': False},
    'gaps': {
        '44-8B(1)(l)': 'present for the wrong thing: Section 7 "Maintenance Schedule" covers only the permanent '
                       'drywells, pavers and plantings; section 4.6 gives only an inspection frequency for the '
                       'erosion controls, no maintenance schedule for them',
        '44-8B(3)(h)': 'statement that a thing is not needed: "no maintenance easement is necessary" (Exhibit A, '
                       'Section 6)',
        '44-8E': 'deferred: attorney letter says contractor certifications "will be submitted under separate cover"; '
                 'SWPPP Section 10 says "to be provided"',
    },
    'ambiguous_items': [],
    'acceptable_decisions': ['incomplete'],
    'notes': 'Disturbance 1.12 ac > 1 acre so § 44-3 applies. No single-family residence is constructed (the dwelling '
             'is existing and untouched) and the plan itself treats the project as Condition C, so § 44-8B(3) items '
             'are labelled as applicable; a reader who instead treats the accessory work as part of a single-family '
             'residence would mark 44-8B(3)(b)-(i) not_applicable, and the decision would still be incomplete '
             '(44-8B(1)(l), 44-8E). Exhibit E is an unsigned form of declaration, but it states the binding terms '
             '(owner maintains, binds all subsequent owners, recorded with the County Clerk), so 44-8B(3)(i) is present.',
}
