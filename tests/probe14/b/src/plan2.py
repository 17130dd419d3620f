# Plan 2: Hillandale Pond Dam rehabilitation report (Town of Somers); chapter 7 and appendices are the SWPPP.
# Body text is set glyph by glyph (glyphs.py). Drawings on 11x17. One colour JPEG scan (hand-signed, sticky note).
import os, math, random
from reportlab.pdfgen import canvas
from reportlab.lib.pagesizes import letter
from reportlab.lib.colors import Color, black, white
from reportlab.lib.utils import ImageReader
from glyphs import Flow, glyph_line, wrap

TAB = (1224, 792)
HEADER = 'HILLANDALE POND DAM  |  REHABILITATION DESIGN REPORT AND SWPPP  |  TARRANT DAM SAFETY ENGINEERING, P.C.'

def cover(c):
    W, H = letter
    c.setFillColor(Color(0.55, 0.1, 0.1)); c.rect(0, H - 250, W, 250, stroke=0, fill=1)
    glyph_line(c, 60, H - 80, 'TOWN OF SOMERS  \u00b7  WESTCHESTER COUNTY  \u00b7  NEW YORK', 'Helvetica', 9, track=2.4, color=white)
    glyph_line(c, 60, H - 130, 'HILLANDALE POND DAM', 'Helvetica-Bold', 26, track=5, color=white)
    glyph_line(c, 60, H - 160, 'REHABILITATION PROJECT', 'Helvetica-Bold', 18, track=4, color=white)
    glyph_line(c, 60, H - 200, 'Engineering Design Report, including the Stormwater Pollution Prevention Plan', 'Times-Italic', 13, color=white)
    glyph_line(c, 60, H - 218, '(Chapter 7 and Appendices A to E) under Town Code Chapter 93', 'Times-Italic', 13, color=white)
    y = H - 300
    for lab, v in [('Dam', 'Hillandale Pond Dam, NYSDEC Dam ID 213-4471, hazard Class B (intermediate)'),
                   ('Location', 'Hillandale Road, Town of Somers, Westchester County (Tax Map 27.15-1-9)'),
                   ('Owner', 'Hillandale Lake Association, Inc., P.O. Box 212, Somers, NY 10589'),
                   ('Watercourse', 'Unnamed tributary of Angle Fly Brook, Muscoot Reservoir basin'),
                   ('Approval authority', 'Town of Somers Planning Board; NYSDEC Dam Safety Section')]:
        glyph_line(c, 60, y, lab.upper(), 'Helvetica-Bold', 8.5, track=1.8)
        glyph_line(c, 215, y, v, 'Times-Roman', 10.5); y -= 20
    # sketch of dam section
    c.setStrokeColor(Color(0.4, 0.3, 0.2)); c.setLineWidth(1.2)
    p = c.beginPath(); p.moveTo(80, 200); p.lineTo(250, 290); p.lineTo(300, 290); p.lineTo(520, 200); c.drawPath(p)
    c.setStrokeColor(Color(0.2, 0.4, 0.8)); c.line(80, 262, 232, 262)
    c.setFillColor(black); glyph_line(c, 95, 268, 'NORMAL POOL EL. 506.5', 'Helvetica', 7, track=1)
    glyph_line(c, 245, 296, 'CREST EL. 512.0 (EXIST.) / 513.0 (PROP.)', 'Helvetica', 7, track=1)
    c.setStrokeColor(black)
    glyph_line(c, 60, 120, 'TARRANT DAM SAFETY ENGINEERING, P.C.', 'Helvetica-Bold', 11, track=2.5)
    glyph_line(c, 60, 104, '118 Bedford Road, Katonah, NY 10536  \u00b7  (914) 555-0173', 'Times-Roman', 10)
    glyph_line(c, 60, 88, 'Issued for Planning Board and NYSDEC review  \u00b7  June 9  \u00b7  Revision 1', 'Times-Roman', 10)
    c.showPage()

def body(c):
    f = Flow(c, letter, HEADER, lambda n: 'Page %d' % (n + 1))
    f.h1('Contents')
    for t in ['1. Introduction and project background', '2. Description of the dam and hazard classification',
              '3. Hydrologic and hydraulic evaluation of the dam', '4. Drawdown and dewatering plan', '5. Cofferdam and stream bypass',
              '6. Spillway, outlet and embankment work', '7. Stormwater pollution prevention plan (Town Code Chapter 93)',
              'Appendix A  Drawings SP-1 to SP-3', 'Appendix B  Stormwater calculations', 'Appendix C  Inspection report form',
              'Appendix D  Contractor certification', 'Appendix E  Certification of the preparer (signed)']:
        f.p(t, size=10.5, lead=14)
    f.h1('1. Introduction and project background')
    f.p('Hillandale Pond Dam is an earthen embankment dam about 420 feet long and 19 feet high that impounds Hillandale Pond, an 11.2-acre '
        'recreational lake owned and operated by the Hillandale Lake Association, Inc. The dam lies at the south end of the pond on the '
        'east side of Hillandale Road in the Town of Somers. The outlet stream is an unnamed tributary that joins Angle Fly Brook 0.9 mile '
        'downstream; Angle Fly Brook flows to the Muscoot Reservoir, part of the New York City water supply.')
    f.p('The 2021 NYSDEC engineering assessment found that the dam cannot pass its required spillway design flood, that the 24-inch '
        'corrugated metal pipe barrel of the principal spillway is corroded through at two joints, that trees up to 20 inches in diameter '
        'grow on the downstream slope, and that the low-level outlet gate is inoperable. This report presents the design that corrects '
        'those deficiencies and, in Chapter 7, the stormwater pollution prevention plan for the construction.')
    f.p('Scope of the project. The work consists of (1) a controlled drawdown of the pond by 6.5 feet; (2) a temporary cofferdam and '
        'pumped stream bypass; (3) replacement of the principal spillway with a reinforced concrete drop-inlet riser and a 36-inch '
        'reinforced concrete pipe barrel with a sand filter diaphragm; (4) widening of the auxiliary spillway from 20 feet to 45 feet '
        'with an articulated concrete block lining; (5) raising the embankment crest by 1.0 foot, removal of trees and root balls and '
        'regrading of the downstream slope to 3H:1V; (6) a new 18-inch low-level outlet with a sluice gate; and (7) a new 650-foot paved '
        'access drive from Hillandale Road to the dam with a six-space paved parking area for maintenance and emergency vehicles. '
        'The total area of soil disturbance, including staging, is 2.35 acres within a 4.1-acre project area.')
    f.p('Construction is planned for one dry season, July to November, with drawdown beginning in late June. The estimated cost is $2.9 million.')
    f.h1('2. Description of the dam and hazard classification')
    f.table([(0.42, 'Feature'), (0.58, 'Existing / proposed')],
            [['Type', 'Homogeneous earthfill embankment on glacial till'], ['Structural height', '19 ft (proposed 20 ft)'],
             ['Crest length / width', '420 ft / 12 ft'], ['Crest elevation', 'El. 512.0 / El. 513.0 (NAVD 88)'],
             ['Normal pool', 'El. 506.5 (riser crest)'], ['Storage at crest', '148 acre-ft / 160 acre-ft'],
             ['Drainage area', '1.92 sq mi'], ['Principal spillway', '24-in CMP barrel and riser / 6 ft x 4 ft concrete riser, 36-in RCP'],
             ['Auxiliary spillway', '20-ft grass channel / 45-ft ACB-lined channel'], ['Low-level outlet', 'Inoperable 12-in valve / 18-in pipe with sluice gate']])
    f.p('Hazard classification. Under 6 NYCRR Part 673 a dam is Class B (intermediate hazard) where failure could damage isolated homes, '
        'main highways or minor railroads, or interrupt important utilities, and is unlikely to cause loss of life. The dam-break analysis '
        '(HEC-RAS 6.4, breach width 60 ft, formation 0.8 hr) shows that a failure at the top of dam would overtop Hillandale Road by 2.1 ft '
        'and flood two residences on Route 118 to 1.4 ft above first floor. With the homes able to evacuate on the warning given by the '
        'Emergency Action Plan, the dam remains Class B. The spillway design flood for a Class B dam is 50 percent of the probable maximum flood (PMF).')
    f.h1('3. Hydrologic and hydraulic evaluation of the dam')
    f.p('Inflow hydrographs were computed with HEC-HMS 4.11 using the NRCS unit hydrograph, a composite curve number of 68 and a lag of 1.1 hours. '
        'The PMP is from HMR 51/52 (24.8 in, 24-hour, 10 sq mi). Routing through the reservoir used the stage-storage from the 2022 bathymetric survey.')
    f.table([(0.28, 'Event'), (0.18, 'Peak inflow (cfs)'), (0.18, 'Existing: peak pool'), (0.18, 'Proposed: peak pool'), (0.18, 'Freeboard (prop.)')],
            [['100-year', '412', 'El. 510.1', 'El. 508.9', '4.1 ft'], ['25% PMF', '1,560', 'El. 512.0 (crest)', 'El. 510.6', '2.4 ft'],
             ['50% PMF (SDF)', '3,120', 'Overtops 1.3 ft', 'El. 512.2', '0.8 ft'], ['PMF', '6,240', 'Overtops 2.6 ft', 'Overtops 0.7 ft', '-']])
    f.p('The existing dam passes only about 28 percent of the PMF before it overtops. With the new riser, the 45-foot auxiliary spillway and '
        'the 1.0-foot crest raise, the 50 percent PMF is passed with 0.8 ft of freeboard. Because the work enlarges the hydraulic capacity '
        'of the spillways, it is not routine maintenance under Town Code \u00a7 93-5A(3) and requires a stormwater permit under Chapter 93.')
    f.h1('4. Drawdown and dewatering plan')
    f.p('Rate of drawdown. The pond will be lowered from El. 506.5 to El. 500.0 at no more than 0.5 ft per day, through the two siphons '
        'described below, so that pore pressures in the upstream slope can dissipate and the slope does not slough. The drawdown will be '
        'stopped if the piezometers PZ-1 to PZ-3 in the embankment show a head more than 2 ft above the pool, or if the engineer observes cracking.')
    f.p('Method. Two 8-inch HDPE siphons laid over the crest will discharge to a riprap energy dissipator in the outlet channel. Siphon '
        'intakes will be screened and set at least 2 ft above the pond bottom to avoid drawing in bottom sediment. Discharge turbidity '
        'will be read at the dissipator twice daily; if it exceeds the background reading at the upstream inlet by more than 50 NTU the '
        'siphon intakes will be raised and the rate cut back.')
    f.p('Fish and wildlife. The Association\u2019s fisheries consultant will relocate fish stranded in the exposed shallows under a NYSDEC '
        'collection licence. Drawdown will begin after June 30 to avoid the spawning season of the pond\u2019s largemouth bass.')
    f.p('Dewatering of excavations. Water pumped from the riser and barrel excavations inside the cofferdam will not be discharged directly '
        'to the stream. It will be pumped to two 15 ft by 15 ft geotextile dewatering bags set on a 6-inch stone pad within the footprint of '
        'temporary sediment trap ST-1, so that water passing the bags is polished again in the trap before it leaves the site (Sections 7.8 and 7.10).')
    f.h1('5. Cofferdam and stream bypass')
    f.p('A water-filled steel-frame and membrane cofferdam, 140 ft long and 6 ft high, will be set on the drawn-down pond bottom about 60 ft '
        'upstream of the riser at El. 500.0 to El. 506.0. It isolates the riser, the upstream half of the barrel and the low-level outlet '
        'intake. A turbidity curtain 180 ft long will be hung around the cofferdam before it is placed and will remain until the cofferdam is removed.')
    f.p('Stream bypass. Base flow and storm inflow up to the 2-year event held in the lowered pond will be pumped over the crest through two '
        '8-inch diesel pumps (one standby) with a combined capacity of 4,000 gpm, discharging through a pipe to the riprap dissipator downstream '
        'of the construction area. A float switch alarm and 24-hour pump watch are required whenever the pool is within 1 ft of the top of the cofferdam.')
    f.p('Cofferdam failure. If a storm larger than the bypass capacity is forecast, the contractor shall stabilize the work area, remove '
        'equipment from the pond bottom and allow the cofferdam to overtop in a controlled manner. The Emergency Action Plan notification '
        'chart remains in force throughout construction.')
    f.h1('6. Spillway, outlet and embankment work')
    f.p('Principal spillway. The existing riser and barrel will be removed in full. The new 6 ft by 4 ft cast-in-place riser has its crest '
        'at El. 506.5 and a trash rack; the 36-inch Class V RCP barrel, 118 ft long, is bedded on select fill and has a 3 ft thick sand '
        'filter diaphragm around the downstream third. The impact basin at the outlet is a USBR Type VI basin.')
    f.p('Auxiliary spillway. The existing grass channel will be widened to a 45-ft bottom width at El. 510.0 and lined with 6-inch '
        'articulated concrete blocks over a non-woven geotextile, with topsoil and seed in the block openings. The exit channel ends in a '
        'riprap apron of d50 = 18 in.')
    f.p('Embankment. Trees and root balls will be removed from the crest and both slopes and the holes backfilled with compacted select fill. '
        'The crest will be raised 1.0 ft with compacted impervious fill and the downstream slope regraded to 3H:1V and topsoiled and seeded. '
        'A toe drain with observation wells will be added along the downstream toe.')
    f.h1('7. Stormwater pollution prevention plan')
    f.p('This chapter, with Appendices A to E, is the stormwater pollution prevention plan (SPPP) for the project under Chapter 93 of the Code '
        'of the Town of Somers. Each part of \u00a7 93-6A is addressed in the numbered sections below.')
    f.h2('7.1 Project background and applicability')
    f.p('The project is described in Chapter 1: rehabilitation of a Class B dam and construction of a 650-foot paved access drive and a '
        'six-space paved parking area, on the Association\u2019s property at Hillandale Road, Somers. Soil disturbance totals 2.35 acres. '
        'Because the project disturbs more than one acre and includes road construction and parking lot construction (\u00a7 93-6A(2)(r) '
        'and (s)), postconstruction stormwater controls designed to the enhanced phosphorus removal standards are provided (Sections 7.13 to 7.18). '
        'The site is in the Muscoot Reservoir basin, which is subject to the New York City reservoir phosphorus TMDL.')
    f.h2('7.2 Site maps')
    f.p('Sheet SP-1 (Appendix A) is the existing conditions and soils map at 1 in = 50 ft, with a general location map. Sheet SP-2 is the '
        'erosion and sediment control and site plan, and Sheet SP-3 holds the details. These sheets are bound in this report.')
    f.h2('7.3 Soils')
    f.p('The Westchester County Soil Survey maps three soils within the limit of disturbance. Paxton fine sandy loam, 8 to 15 percent slopes '
        '(PnC), covers the east abutment and the access drive corridor; it is a well drained soil with a dense fragipan at 20 to 30 inches, '
        'Hydrologic Soil Group C. Charlton-Chatfield complex, rolling, very rocky (CrC), on the west abutment, is HSG B. The embankment itself '
        'and the spoil area below it are mapped Udorthents, smoothed (Uf), HSG C by the survey\u2019s default; borings B-1 to B-6 found the '
        'embankment to be silty sand with gravel (SM) over dense glacial till. The pond bottom sediment is black organic silt 1 to 3 ft thick.')
    f.h2('7.4 Construction phasing and sequence of operations')
    f.p('No more than 2.35 acres will be disturbed at any time; the work is done in three phases so that the open area at any time is less than 1.5 acres.')
    f.table([(0.12, 'Phase'), (0.58, 'Sequence of operations'), (0.15, 'Open area'), (0.15, 'Weeks')],
            [['1', 'Pre-construction meeting; construction entrance; silt fence and super silt fence; sediment trap ST-1; clearing of the access drive '
                    'corridor; rough grading and stone base of the drive; begin drawdown', '1.1 ac', '1-5'],
             ['2', 'Turbidity curtain, cofferdam and bypass; tree and root removal on the embankment; excavate and remove riser and barrel; '
                    'build riser, barrel, filter diaphragm, low-level outlet; backfill', '1.4 ac', '5-14'],
             ['3', 'Auxiliary spillway excavation and ACB lining; crest raise and slope regrading; pave the drive and parking; bioretention BR-1 '
                    'and dry swale DS-1 built after their drainage areas are stable; topsoil, seed; refill pond; remove temporary controls', '1.3 ac', '14-20']])
    f.h2('7.5 Pollution prevention measures')
    f.p('Litter and debris will be collected daily in a covered dumpster at the staging area and hauled off site weekly. No refuelling '
        'will take place within 100 ft of the pond or stream; equipment working on the pond bottom will be fuelled from a tank truck with a '
        'drip pan and spill kit in attendance, and all equipment will use biodegradable hydraulic fluid. Concrete chutes and trucks will be '
        'washed out only into a lined washout at the staging area. Form release agents, curing compounds and fuel will be stored in a '
        'bermed, covered area at the staging yard. A spill kit and 100 ft of oil-absorbent boom will be kept at the dissipator. Spills are '
        'reported to the NYSDEC Spill Hotline within two hours.')
    f.h2('7.6 Temporary and permanent soil stabilization plan')
    f.p('Stabilization follows the New York State Standards and Specifications for Erosion and Sediment Control (November 2016):')
    f.table([(0.26, 'Stage'), (0.37, 'Temporary stabilization'), (0.37, 'Permanent stabilization')],
            [['Clearing and grubbing', 'Mulch or seed exposed areas idle 7 days (site drains to a water supply); straw mulch 2 tons/ac',
              '-'], ['Drive and embankment grading', 'Annual ryegrass 40 lb/ac with straw mulch; RECP on slopes 3:1 and steeper', 'Stone base, then pavement'],
             ['Spillway and outlet work', 'Stone on work platforms; turbidity curtain in pond', 'ACB lining with seeded openings; riprap aprons'],
             ['Final grading to completion', 'Erosion control blanket (straw-coconut) on all slopes', 'Topsoil 6 in; conservation seed mix (tall fescue, '
              'creeping red fescue, perennial ryegrass) 60 lb/ac; final stabilization at 80 percent uniform perennial cover']])
    f.h2('7.7 Location, size and length of erosion and sediment control practices')
    f.p('Sheet SP-2 shows each practice with its size or length: 1,280 LF of silt fence, 340 LF of super silt fence along the outlet stream, '
        'a 50 ft by 24 ft construction entrance, temporary sediment trap ST-1, four stone check dams in the drive swale, the 180 LF turbidity '
        'curtain, the cofferdam, the bypass pipe and dissipator, the dewatering bag pad, the stockpile and the staging area.')
    f.h2('7.8 Dimensions, specifications, installation and maintenance of practices')
    f.table([(0.2, 'Practice'), (0.44, 'Dimensions, materials and installation'), (0.36, 'Operation and maintenance')],
            [['Construction entrance', '50 ft x 24 ft; 8 in of 2-4 in crushed stone on woven geotextile', 'Top-dress when voids fill; sweep Hillandale Rd. daily if tracked'],
             ['Silt fence', '36 in woven geotextile, hardwood stakes 6 ft o.c., toe buried 6 in', 'Remove sediment at half height; repair within 24 hr'],
             ['Super silt fence', 'Geotextile on 42 in chain-link, posts 10 ft o.c., toe buried 8 in', 'As silt fence; inspect after each storm'],
             ['Sediment trap ST-1', 'Drainage area 1.40 ac; 3,600 cf/ac wet + dry storage = 5,040 cf required, 5,400 cf provided; stone outlet, crest El. 494.0',
              'Clean out when sediment reaches half the wet storage depth (El. 491.5 stake)'],
             ['Stone check dams', '2 ft high, 2-4 in stone, centre 6 in lower than ends, 50 ft spacing', 'Remove sediment at half height'],
             ['Turbidity curtain', 'Type II floating curtain, 5 ft skirt, anchored at 50 ft', 'Check daily; re-anchor; remove after turbidity settles'],
             ['Dewatering bags', 'Two 15 ft x 15 ft nonwoven bags on 6 in stone pad inside ST-1', 'Replace at three-quarters full; dispose of as spoil'],
             ['Diversion of flows', 'Pumped bypass (two 8 in pumps) and cofferdam divert stream flow from exposed soils of the work area', 'Pump watch; alarm test daily']])
    f.h2('7.9 Stormwater discharges associated with industrial activity')
    f.p('There are no stormwater discharges associated with industrial activity other than construction at this site. No asphalt plant or '
        'concrete batch plant will be set up; concrete and asphalt will be delivered ready-mixed from off-site plants.')
    f.h2('7.10 Minimum erosion and sediment control practices for each activity and schedule')
    f.table([(0.26, 'Construction activity'), (0.34, 'Minimum practices'), (0.2, 'Initial placement'), (0.2, 'Minimum time in place')],
            [['Clearing of drive corridor', 'Entrance; silt fence; ST-1', 'Before clearing starts', 'Until drive is paved and shoulders stable'],
             ['Drawdown', 'Screened siphons; dissipator; turbidity readings', 'Before siphons start', 'Until pond is refilled'],
             ['Work on pond bottom', 'Turbidity curtain; cofferdam; bypass', 'Before any excavation below El. 506.5', 'Until riser and outlet are complete'],
             ['Excavation dewatering', 'Dewatering bags in ST-1', 'Before first pumping', 'Until last excavation is backfilled'],
             ['Embankment and spillway grading', 'Super silt fence at toe; RECP; check dams', 'Before grading', 'Until 80 percent cover'],
             ['Paving and final grading', 'Inlet protection on BR-1 overflow; mulch', 'At paving', 'Until final stabilization']])
    f.h2('7.11 Inspection schedule')
    f.p('A qualified inspector retained by the Owner will inspect all erosion and sediment control practices at least once every seven days '
        'and within 24 hours after any storm of 0.5 inch or more, using the form in Appendix C, and will give the contractor a written list of '
        'repairs. The contractor\u2019s site superintendent will check the cofferdam, the bypass pumps, the siphons and the turbidity curtain '
        'every working day, and the contractor will make repairs within one working day of being notified. Inspection reports are kept in the '
        'site logbook with this SPPP. This schedule follows Chapter 5 of the New York Standards and Specifications.')
    f.h2('7.12 Design elements not in conformance with the Standards and Specifications')
    f.p('One element departs from the Standards and Specifications. Sediment trap ST-1 has a length to width ratio of 1.5:1 instead of the '
        '2:1 minimum, because the space between the embankment toe and the outlet stream is only 70 ft wide. Reason and equivalence: a '
        'porous baffle of geotextile on posts across the trap lengthens the flow path to 2.6 times the width, and the trap holds 5,400 cf, '
        '7 percent more than the 5,040 cf the standard requires, so the settling performance is at least that of a standard trap.')
    f.h2('7.13 Postconstruction stormwater management practices')
    f.p('Bioretention area BR-1 (1,420 sq ft surface, ponding depth 9 in) at the parking area receives runoff from the parking area '
        'and the upper 300 ft of the drive (0.31 acre impervious). Dry swale DS-1 (4 ft bottom, 3:1 side slopes, 310 ft long) along the lower '
        'drive treats the remaining 0.16 acre of pavement. Both practices are designed to the enhanced phosphorus removal standards of the '
        'New York State Stormwater Management Design Manual (Chapter 10). The riser, barrel, spillways and dissipator are dam components, '
        'not stormwater management practices.')
    f.h2('7.14 Location and size of postconstruction practices')
    f.p('Sheet SP-2 shows BR-1 and DS-1 with their sizes and the access and maintenance easement.')
    f.h2('7.15 Hydrologic and hydraulic analysis')
    f.p('Appendix B gives the TR-55/TR-20 analysis of the drive and parking drainage areas for the 1, 10 and 100-year 24-hour storms '
        '(2.8, 5.0 and 8.9 in, NOAA Atlas 14) and the routing of BR-1 and DS-1.')
    f.h2('7.16 Sizing criteria')
    f.p('Appendix B, Table B-2 summarises the sizing: the water quality volume under the enhanced phosphorus standard is the runoff from the '
        '1-year 24-hour storm; runoff reduction volume is met by infiltration in BR-1 and DS-1; channel protection volume is met within the '
        'WQv; overbank flood and extreme flood control are shown by the peak flow comparison. There are no deviations from the Design Manual.')
    f.h2('7.17 Operation and maintenance plan')
    f.p('The Hillandale Lake Association, Inc. is the entity responsible for the long-term operation and maintenance of BR-1 and DS-1, '
        'through its Dam Superintendent. The inspection and maintenance schedule is:')
    f.table([(0.22, 'Practice'), (0.5, 'Inspection and maintenance actions'), (0.28, 'Frequency')],
            [['Bioretention BR-1', 'Inspect for ponding over 24 hr, erosion, sediment; remove trash; replace plants; remulch; clean overflow',
              'Monthly May-October; after 1 in storms; mulch yearly'],
             ['Dry swale DS-1', 'Mow to 4-6 in; remove sediment over 2 in; repair rills; check underdrain cleanout', 'Monthly in growing season; after 1 in storms'],
             ['Drive and parking', 'Sweep; no sand stored within 50 ft of BR-1', 'Each spring and fall']])
    f.h2('7.18 Easements and maintenance agreement')
    f.p('A 25-foot wide stormwater access and maintenance easement in favor of the Town of Somers over BR-1, DS-1 and the drive from '
        'Hillandale Road is shown on Sheet SP-2. It will be recorded with the Westchester County Clerk and runs with the land on any '
        'transfer of title.')
    f.p('Under \u00a7 93-8 the Association will enter into a Stormwater Management Practice Inspection and Maintenance Agreement with the Town. '
        'Its terms: the Association and every later owner of the dam parcel shall inspect and maintain BR-1 and DS-1 as set out in Section 7.17 '
        'and report yearly to the Town Engineer; the Town may enter, inspect and, after notice, perform maintenance and charge the owner; '
        'the agreement is binding on all subsequent landowners and is recorded in the Westchester County Clerk\u2019s office before the permit is issued.')
    f.h2('7.19 Certifications')
    f.p('The certification of the preparer is Appendix E; the signed contractor certification is Appendix D. A copy of this SPPP will be kept '
        'in the site trailer from the start of construction to final stabilization.')
    c.showPage()
    return f.page

def drawing_frame(c, sheet, title):
    W, H = TAB
    c.setLineWidth(1.4); c.rect(18, 18, W - 36, H - 36)
    c.rect(W - 250, 18, 232, 130)
    c.setFont('Helvetica-Bold', 9); c.drawString(W - 240, 130, 'TARRANT DAM SAFETY ENGINEERING, P.C.')
    c.setFont('Helvetica', 7)
    c.drawString(W - 240, 118, 'HILLANDALE POND DAM REHABILITATION'); c.drawString(W - 240, 108, 'TOWN OF SOMERS, WESTCHESTER COUNTY, NY')
    c.drawString(W - 240, 98, 'OWNER: HILLANDALE LAKE ASSOCIATION, INC.')
    c.setFont('Helvetica-Bold', 8); c.drawString(W - 240, 80, title)
    c.setFont('Helvetica', 7); c.drawString(W - 240, 68, 'JUNE 9  REV. 1')
    c.setFont('Helvetica-Bold', 26); c.drawString(W - 240, 30, sheet)

def pond_base(c, show_soils=False):
    # pond at top, dam across middle, stream to bottom
    c.setFillColor(Color(0.8, 0.9, 0.98))
    p = c.beginPath(); p.moveTo(200, 780); p.curveTo(180, 640, 330, 560, 520, 520); p.lineTo(760, 520)
    p.curveTo(880, 560, 930, 680, 900, 780); p.close(); c.drawPath(p, fill=1, stroke=1)
    c.setFillColor(black)
    c.setFont('Helvetica-Oblique', 12); c.drawString(460, 680, 'HILLANDALE POND (NORMAL POOL EL. 506.5)')
    # dam
    c.setFillColor(Color(0.85, 0.78, 0.65)); c.rect(440, 470, 400, 50, fill=1); c.setFillColor(black)
    c.setFont('Helvetica', 7.5); c.drawString(560, 493, 'EMBANKMENT, CREST EL. 512.0 (RAISE TO 513.0)')
    # stream
    c.setStrokeColor(Color(0.2, 0.4, 0.8)); c.setLineWidth(2)
    p = c.beginPath(); p.moveTo(640, 470); p.curveTo(650, 380, 560, 300, 600, 60); c.drawPath(p)
    c.setLineWidth(1); c.setStrokeColor(black)
    c.setFont('Helvetica-Oblique', 8); c.drawString(612, 200, 'UNNAMED TRIBUTARY TO ANGLE FLY BROOK')
    # road
    c.setFillColor(Color(0.85, 0.85, 0.85)); c.rect(40, 40, 60, 740, fill=1, stroke=0); c.setFillColor(black)
    c.saveState(); c.translate(75, 300); c.rotate(90); c.setFont('Helvetica-Bold', 10); c.drawString(0, 0, 'HILLANDALE ROAD'); c.restoreState()
    # wetland
    c.setStrokeColor(Color(0, 0.5, 0)); c.setDash(4, 3); c.ellipse(700, 120, 860, 240); c.setDash()
    c.setFillColor(Color(0, 0.45, 0)); c.drawString(705, 180, 'NYSDEC WETLAND L-34 (FLAGGED)')
    c.drawString(705, 170, '100-FT ADJACENT AREA SHOWN DASHED'); c.setFillColor(black); c.setStrokeColor(black)

def sheet_sp1(c):
    W, H = TAB
    drawing_frame(c, 'SP-1', 'EXISTING CONDITIONS AND SOILS')
    pond_base(c)
    # soils boundaries
    c.setStrokeColor(Color(0.6, 0.3, 0)); c.setDash(10, 2, 2, 2) if False else c.setDash([10, 2, 2, 2])
    c.line(300, 40, 330, 520); c.line(850, 40, 820, 470)
    c.setDash(); c.setStrokeColor(black)
    c.setFillColor(Color(0.6, 0.3, 0)); c.setFont('Helvetica-Bold', 9)
    c.drawString(160, 330, 'PnC'); c.drawString(480, 380, 'Uf'); c.drawString(880, 330, 'CrC')
    c.setFillColor(black)
    # existing trees on embankment, contours, drainage arrows
    c.setStrokeColor(Color(0, 0.45, 0))
    for x in range(460, 830, 45):
        c.circle(x, 462, 7)
    c.setStrokeColor(black)
    c.setFont('Helvetica', 6.5); c.drawString(460, 446, 'EXISTING TREES ON EMBANKMENT (TO BE REMOVED)')
    c.setStrokeColor(Color(0.55, 0.4, 0.25)); c.setDash(2, 2)
    for i, y in enumerate([430, 380, 330, 280, 230]):
        c.line(110, y + 30, 1000, y); c.drawString(980, y + 3, '%d' % (500 - 4 * i))
    c.setDash(); c.setStrokeColor(black)
    c.setFont('Helvetica', 7)
    c.drawString(120, 420, 'EXISTING WOODS (OAK-HICKORY) - AREAS OUTSIDE LOD NOT TO BE DISTURBED')
    c.drawString(680, 420, 'DP-1: DISCHARGE POINT, OUTLET CHANNEL AT PRINCIPAL SPILLWAY')
    c.drawString(120, 90, 'EXISTING SLOPES: ABUTMENTS 8-15%; EMBANKMENT DS SLOPE 2H:1V')
    c.drawString(120, 80, 'DRAINAGE PATTERN: OVERLAND TO POND (NORTH) AND TO STREAM (SOUTH)')
    # soils legend & location map
    x0 = W - 250
    c.rect(x0, 500, 232, 260)
    c.setFont('Helvetica-Bold', 8); c.drawString(x0 + 8, 745, 'SOILS LEGEND (WESTCHESTER CO. SOIL SURVEY)')
    c.setFont('Helvetica', 6.8)
    for i, t in enumerate(['PnC  PAXTON FINE SANDY LOAM, 8-15% SLOPES, HSG C', 'CrC  CHARLTON-CHATFIELD COMPLEX, ROLLING,', '       VERY ROCKY, HSG B',
                           'Uf   UDORTHENTS, SMOOTHED (EMBANKMENT), HSG C', 'SOIL BOUNDARIES SHOWN DASH-DOT']):
        c.drawString(x0 + 8, 730 - 10 * i, t)
    c.rect(x0 + 8, 520, 216, 150)
    c.setFont('Helvetica-Bold', 7); c.drawString(x0 + 14, 660, 'GENERAL LOCATION MAP  1" = 2,000\'')
    c.setStrokeColor(Color(0.4, 0.4, 0.6))
    c.line(x0 + 20, 540, x0 + 200, 640); c.line(x0 + 60, 530, x0 + 90, 650)
    c.setStrokeColor(black); c.circle(x0 + 120, 590, 5); c.setFont('Helvetica', 6)
    c.drawString(x0 + 128, 588, 'SITE'); c.drawString(x0 + 150, 630, 'RT. 118'); c.drawString(x0 + 20, 555, 'MUSCOOT RESERVOIR')
    c.setFont('Helvetica', 7)
    notes = ['SCALE: 1" = 50\'', 'TOTAL PROJECT AREA: 4.1 AC', 'AREA OF DISTURBANCE: 2.35 AC',
             'NO MATERIAL, WASTE, BORROW OR EQUIPMENT STORAGE', 'AREAS ON ADJACENT PROPERTIES.',
             'EXISTING IMPROVEMENTS: DAM, CMP RISER, GRAVEL PATH']
    for i, t in enumerate(notes):
        c.drawString(x0 + 8, 300 - 11 * i, t)

def sheet_sp2(c):
    W, H = TAB
    drawing_frame(c, 'SP-2', 'SITE PLAN AND EROSION CONTROL PLAN')
    pond_base(c)
    red = Color(0.8, 0, 0)
    # LOD
    c.setStrokeColor(red); c.setDash(8, 4); c.setLineWidth(1.5)
    p = c.beginPath(); p.moveTo(100, 560); p.lineTo(430, 560); p.lineTo(430, 440); p.lineTo(860, 440); p.lineTo(860, 300); p.lineTo(500, 280); p.lineTo(100, 380); p.close(); c.drawPath(p)
    c.setDash(); c.setLineWidth(1)
    c.setFillColor(red); c.setFont('Helvetica-Bold', 7.5); c.drawString(110, 568, 'LIMIT OF DISTURBANCE - 2.35 AC')
    # silt fence
    c.setStrokeColor(red)
    for x in range(110, 500, 12):
        c.line(x, 372 - (x - 110) * 0.23, x + 6, 372 - (x + 6 - 110) * 0.23)
    c.drawString(160, 320, 'SF: SILT FENCE 1,280 LF (TOTAL)')
    c.drawString(660, 285, 'SSF: SUPER SILT FENCE 340 LF ALONG STREAM')
    c.setFillColor(black); c.setStrokeColor(black)
    # drive and parking
    c.setFillColor(Color(0.7, 0.7, 0.7)); c.rect(100, 500, 330, 14, fill=1); c.rect(380, 514, 50, 36, fill=1); c.setFillColor(black)
    c.setFont('Helvetica', 7)
    c.drawString(120, 520, 'NEW 12\' PAVED ACCESS DRIVE, 650 LF')
    c.drawString(340, 555, '6-SPACE PAVED PARKING')
    c.setFillColor(Color(0.7, 0.88, 0.65)); c.rect(300, 530, 70, 22, fill=1); c.setFillColor(black)
    c.drawString(250, 536, 'BR-1'); c.drawString(170, 546, 'BIORETENTION BR-1: 1,420 SF')
    c.setFillColor(Color(0.75, 0.9, 0.7)); c.rect(110, 486, 250, 10, fill=1); c.setFillColor(black)
    c.drawString(120, 474, 'DRY SWALE DS-1: 4\' BOTTOM, 3:1 SIDES, 310 LF')
    c.drawString(110, 462, 'SCD: STONE CHECK DAMS (4) IN DS-1 DURING CONSTRUCTION, 50\' O.C.')
    # easement
    c.setStrokeColor(Color(0.5, 0, 0.5)); c.setDash(3, 3); c.rect(95, 480, 345, 80); c.setDash(); c.setStrokeColor(black)
    c.setFillColor(Color(0.5, 0, 0.5))
    c.drawString(100, 590, '25\' STORMWATER ACCESS AND MAINTENANCE EASEMENT IN FAVOR OF THE TOWN OF SOMERS')
    c.drawString(100, 580, '(TO BE RECORDED; REMAINS IN EFFECT WITH TRANSFER OF TITLE)')
    c.setFillColor(black)
    # entrance
    c.rect(100, 500, 40, 18); c.drawString(30 + 80, 430, 'SCE: STABILIZED CONSTRUCTION ENTRANCE 50\' x 24\'')
    # sediment trap
    c.setFillColor(Color(0.85, 0.75, 0.6)); c.rect(560, 300, 80, 50, fill=1); c.setFillColor(black)
    c.drawString(560, 356, 'ST-1 SEDIMENT TRAP'); c.drawString(560, 290, 'ST-1: 5,400 CF, 105\' x 70\'')
    c.drawString(562, 322, 'DEWATERING BAG PAD')
    # cofferdam, curtain
    c.setStrokeColor(Color(0.9, 0.5, 0)); c.setLineWidth(2.5); c.line(560, 560, 720, 560); c.setLineWidth(1)
    c.setDash(1, 3); c.line(540, 545, 740, 590); c.setDash(); c.setStrokeColor(black)
    c.drawString(560, 566, 'COFFERDAM 140 LF x 6\' HIGH')
    c.drawString(600, 600, 'TURBIDITY CURTAIN 180 LF')
    c.drawString(700, 450, 'BYPASS PIPE (2 x 8" PUMPS) TO DISSIPATOR')
    # stockpile/staging
    c.rect(180, 390, 90, 40); c.drawString(185, 412, 'STAGING / STOCKPILE')
    # aux spillway
    c.setFillColor(Color(0.8, 0.8, 0.75)); c.rect(840, 440, 60, 90, fill=1); c.setFillColor(black)
    c.drawString(905, 500, 'AUX. SPILLWAY 45\' ACB'); c.drawString(540, 478, 'NEW RISER / 36" RCP')
    x0 = W - 250
    c.setFont('Helvetica', 7)
    for i, t in enumerate(['SCALE: 1" = 50\'', 'LEGEND:', 'SF  SILT FENCE', 'SSF SUPER SILT FENCE', 'SCE CONSTRUCTION ENTRANCE',
                           'ST  SEDIMENT TRAP', 'SCD STONE CHECK DAM', 'EASEMENT LINE SHOWN DASHED (PURPLE)', '',
                           'FINAL SLOPES: EMBANKMENT 3H:1V BOTH FACES;', 'DRIVE 2-8%; PARKING 1-2%; SPILLWAY 0.5%']):
        c.drawString(x0 + 8, 740 - 11 * i, t)

def sheet_sp3(c):
    W, H = TAB
    drawing_frame(c, 'SP-3', 'DETAILS')
    dets = [('BIORETENTION BR-1 SECTION', ['SURFACE AREA 1,420 SF; PONDING 9" MAX.', '30" FILTER MEDIA: 80% SAND, 20% TOPSOIL/COMPOST',
             '3" SHREDDED HARDWOOD MULCH', '12" NO. 57 STONE WITH 6" PERFORATED HDPE', 'UNDERDRAIN; UPTURNED ELBOW FOR STORAGE',
             'OVERFLOW: 24" DOMED RISER AT EL. 517.75']),
            ('DRY SWALE DS-1 SECTION', ['4\' BOTTOM WIDTH, 3:1 SIDE SLOPES, 1.5% SLOPE', '18" ENGINEERED SOIL OVER 12" STONE', '4" PERFORATED UNDERDRAIN',
             'CHECK DAMS 12" HIGH AT 60\' O.C.', 'SEED: NYS CONSERVATION MIX']),
            ('SEDIMENT TRAP ST-1', ['105\' x 70\', 4\' WET + 2\' DRY STORAGE', 'STONE OUTLET 6\' WIDE, CREST EL. 494.0', 'GEOTEXTILE BAFFLE ACROSS TRAP',
             'CLEANOUT STAKE AT EL. 491.5']),
            ('SUPER SILT FENCE', ['42" CHAIN LINK, POSTS 10\' O.C.', 'WOVEN GEOTEXTILE, TOE BURIED 8"']),
            ('TURBIDITY CURTAIN', ['TYPE II, 5\' SKIRT, BALLAST CHAIN', 'ANCHORS AT 50\' O.C.']),
            ('DEWATERING BAG', ['15\' x 15\' NONWOVEN BAG ON 6" STONE PAD', 'DISCHARGE HOSE STRAPPED TO SPOUT']),
            ('CONSTRUCTION ENTRANCE', ['50\' x 24\', 8" OF 2-4" STONE', 'WOVEN GEOTEXTILE UNDER STONE']),
            ('SILT FENCE', ['36" WOVEN GEOTEXTILE, STAKES 6\' O.C.', 'TOE 6" INTO TRENCH'])]
    for i, (t, lines) in enumerate(dets):
        col, row = i % 4, i // 4
        x = 40 + col * 232; y = 420 - row * 360
        c.rect(x, y, 222, 330)
        c.setFont('Helvetica-Bold', 8); c.drawString(x + 8, y + 314, t)
        c.setStrokeColor(Color(0.45, 0.45, 0.45))
        c.line(x + 15, y + 200, x + 207, y + 200); c.rect(x + 60, y + 200, 100, 40 + 10 * (i % 3))
        c.setStrokeColor(black)
        c.setFont('Helvetica', 6.6)
        for k, l in enumerate(lines):
            c.drawString(x + 8, y + 170 - 11 * k, l)

def appx_b(c):
    f = Flow(c, letter, HEADER, lambda n: 'Appendix B - page %d' % n)
    f.h1('Appendix B. Stormwater calculations')
    f.p('Table B-1. Peak runoff from the drive and parking drainage area (1.02 acres) at its discharge to the outlet stream.')
    f.table([(0.25, 'Storm'), (0.25, 'Predevelopment (cfs)'), (0.25, 'Postdevelopment (cfs)'), (0.25, 'Routed through BR-1/DS-1 (cfs)')],
            [['1-year (2.8 in)', '0.62', '1.41', '0.38'], ['10-year (5.0 in)', '1.94', '3.02', '1.71'], ['100-year (8.9 in)', '4.66', '6.08', '4.52']])
    f.p('Table B-2. Sizing criteria (Design Manual Chapters 4 and 10, enhanced phosphorus removal standard).')
    f.table([(0.2, 'Criterion'), (0.5, 'Calculation'), (0.15, 'Required'), (0.15, 'Provided')],
            [['WQv (BR-1)', '1-yr runoff, Q = 1.61 in over 0.38 ac (CN 92) = 0.051 ac-ft', '2,221 cf', '2,310 cf'],
             ['WQv (DS-1)', '1-yr runoff, Q = 1.44 in over 0.21 ac (CN 90) = 0.025 ac-ft', '1,097 cf', '1,160 cf'],
             ['RRv', 'Specific reduction factor HSG C = 0.30 x WQv; infiltration in BR-1 stone and DS-1 media', '995 cf', '1,080 cf'],
             ['Cpv', 'Provided within WQv per enhanced phosphorus standard (24-hr detention of 1-yr storm)', 'met', 'met'],
             ['Qp (10-yr)', 'Post peak not above pre peak', '1.94 cfs', '1.71 cfs'],
             ['Qf (100-yr)', 'Post peak not above pre peak', '4.66 cfs', '4.52 cfs']])
    f.p('No design criterion is waived; there are no deviations from the Design Manual. The BR-1 filter bed area follows Af = WQv x df / '
        '(k x (hf + df) x tf) = 2,221 x 2.5 / (3.5 x (0.375 + 2.5) x 2) = 276 sq ft minimum; 1,420 sq ft is provided for the phosphorus standard.')
    c.showPage()
    return f.page

def appx_c(c):
    f = Flow(c, letter, HEADER, lambda n: 'Appendix C')
    f.h1('Appendix C. Erosion control inspection report')
    f.p('Inspect every 7 days and within 24 hours of 0.5 in of rain or more. Date ______  Inspector ______________  Rain (in) _____')
    f.table([(0.34, 'Practice'), (0.16, 'OK'), (0.16, 'Repair'), (0.34, 'Action and date')],
            [[p, '[ ]', '[ ]', ''] for p in ['Construction entrance', 'Silt fence / super silt fence', 'Sediment trap ST-1 (depth at stake)',
              'Check dams', 'Turbidity curtain', 'Cofferdam and bypass pumps', 'Siphons and dissipator turbidity', 'Dewatering bags',
              'Stockpile, staging, washout', 'Seeded and blanketed areas']], size=9, lead=14)
    c.showPage()

def appx_d(c):
    f = Flow(c, letter, HEADER, lambda n: 'Appendix D')
    f.h1('Appendix D. Contractor certification')
    f.p('Town of Somers Code \u00a7 93-6D. To be signed by each contractor and subcontractor before undertaking any land development activity.')
    f.p('\u201cI certify under penalty of law that I understand and agree to comply with the terms and conditions of the Stormwater '
        'Pollution Prevention Plan; and that I, or one of my on-site staff, has received a minimum of four hours of acceptable training in '
        'erosion and sediment control within the last three years. I also understand that it is unlawful for any person to cause or '
        'contribute to a violation of water quality standards.\u201d', font='Times-Italic')
    for lab, v in [('Name of person signing', 'Michael T. Ferrante'), ('Title', 'Project Manager'), ('Contracting firm', 'Croton Valley Constructors, Inc.'),
                   ('Firm address', '40 Old Route 100, Goldens Bridge, NY 10526'), ('Telephone', '(914) 555-0126'),
                   ('Site', 'Hillandale Pond Dam, Hillandale Road, Somers, NY'), ('Responsible for', 'All ESC practices, cofferdam, bypass, BR-1 and DS-1'),
                   ('Date', 'June 2')]:
        f.need(22)
        glyph_line(c, f.l, f.y - 10, lab + ':', 'Helvetica-Bold', 9, track=0.6)
        glyph_line(c, f.l + 150, f.y - 10, v, 'Times-Roman', 11)
        c.setLineWidth(0.4); c.line(f.l + 148, f.y - 13, f.r, f.y - 13)
        f.y -= 22
    glyph_line(c, f.l, f.y - 16, 'Signature:', 'Helvetica-Bold', 9, track=0.6)
    c.setFont('Times-Italic', 20); c.setFillColor(Color(0.1, 0.15, 0.5)); c.drawString(f.l + 150, f.y - 18, 'Michael T. Ferrante'); c.setFillColor(black)
    c.line(f.l + 148, f.y - 21, f.r, f.y - 21)
    c.showPage()

def scan_page(tmp):
    """Colour JPEG scan of the signed preparer certification, blue ink, sticky note, slight skew. No text layer."""
    from PIL import Image, ImageDraw, ImageFont, ImageFilter
    dpi = 150; W, H = int(8.5 * dpi), int(11 * dpi)
    im = Image.new('RGB', (W, H), (250, 248, 240)); d = ImageDraw.Draw(im)
    serif = '/usr/share/fonts/truetype/dejavu/DejaVuSerif.ttf'; serifb = '/usr/share/fonts/truetype/dejavu/DejaVuSerif-Bold.ttf'
    F = lambda p, s: ImageFont.truetype(p, s)
    y = 150
    d.text((130, y), 'APPENDIX E', font=F(serifb, 30), fill=(20, 20, 20)); y += 70
    d.text((130, y), 'CERTIFICATION OF THE PREPARER', font=F(serifb, 26), fill=(20, 20, 20)); y += 50
    d.text((130, y), 'Town of Somers Code Section 93-6B', font=F(serif, 20), fill=(40, 40, 40)); y += 70
    txt = ['I hereby certify that this Stormwater Pollution Prevention Plan for the',
           'Hillandale Pond Dam Rehabilitation was prepared by me or under my direct',
           'supervision, and that the design of all stormwater management practices',
           'meets the requirements of Chapter 93 of the Code of the Town of Somers.']
    for t in txt:
        d.text((130, y), t, font=F(serif, 21), fill=(25, 25, 25)); y += 36
    y += 60
    d.line((130, y + 60, 760, y + 60), fill=(30, 30, 30), width=2)
    # blue-ink signature (strokes)
    rnd = random.Random(7); pts = []
    for i in range(160):
        tt = i / 159
        pts.append((160 + 560 * tt + 18 * math.sin(tt * 31), y + 35 - 28 * math.sin(tt * 17) * (1 - tt * 0.6)))
    d.line(pts, fill=(25, 45, 160), width=4, joint='curve')
    d.line([(190, y + 62), (420, y + 50), (700, y + 58)], fill=(25, 45, 160), width=3)
    y += 75
    for t in ['Katherine A. Tarrant, P.E.', 'New York State Professional Engineer License No. 078215',
              'Tarrant Dam Safety Engineering, P.C., 118 Bedford Road, Katonah, NY 10536', 'Date:']:
        d.text((130, y), t, font=F(serif, 20), fill=(25, 25, 25)); y += 32
    # PE stamp
    d.ellipse((880, y - 250, 1120, y - 10), outline=(120, 30, 30), width=4)
    d.text((925, y - 150), 'K. A. TARRANT', font=F(serifb, 18), fill=(120, 30, 30))
    d.text((935, y - 120), 'NO. 078215', font=F(serif, 16), fill=(120, 30, 30))
    # handwritten date in ink
    d.text((215, y - 40), 'June 9', font=ImageFont.truetype('/usr/share/fonts/opentype/urw-base35/Z003-MediumItalic.otf', 30), fill=(25, 45, 160))
    # sticky note overlay
    note = Image.new('RGBA', (360, 300), (255, 236, 120, 255)); nd = ImageDraw.Draw(note)
    hand = ImageFont.truetype('/usr/share/fonts/opentype/urw-base35/Z003-MediumItalic.otf', 34)
    for i, t in enumerate(['Rev. 1 - signed', 'copy for Town file', '- KAT']):
        nd.text((24, 30 + 70 * i), t, font=hand, fill=(30, 40, 140))
    note = note.rotate(6, expand=True, fillcolor=(0, 0, 0, 0))
    shadow = Image.new('RGBA', note.size, (0, 0, 0, 0)); sd = ImageDraw.Draw(shadow)
    im.paste((200, 200, 190), (865, 1185, 865 + note.size[0] - 10, 1185 + note.size[1] - 10))
    im.paste(note, (850, 1170), note)
    # skew, noise
    im = im.rotate(-1.3, resample=Image.BICUBIC, expand=False, fillcolor=(235, 235, 230))
    noise = Image.effect_noise((W, H), 18).convert('L')
    im = Image.blend(im, Image.merge('RGB', (noise, noise, noise)), 0.06)
    im = im.filter(ImageFilter.GaussianBlur(0.5))
    path = os.path.join(tmp, 'p2_scan.jpg'); im.save(path, 'JPEG', quality=72)
    return path

def build(out, tmp):
    c = canvas.Canvas(out, pagesize=letter)
    c.setTitle('Hillandale Pond Dam Rehabilitation - Design Report and SWPPP'); c.setAuthor('Tarrant Dam Safety Engineering, P.C.')
    c.setProducer('ReportLab (glyph-positioned text)')
    cover(c)
    body(c)
    for fn in (sheet_sp1, sheet_sp2, sheet_sp3):
        c.setPageSize(TAB); fn(c); c.setFont('Helvetica-Bold', 9); c.drawString(30, 775, 'APPENDIX A'); c.showPage()
    appx_b(c)
    appx_c(c)
    appx_d(c)
    jpg = scan_page(tmp)
    c.setPageSize(letter); c.drawImage(ImageReader(jpg), 0, 0, 612, 792); c.showPage()
    c.save()
