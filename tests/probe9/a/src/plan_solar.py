"""p9a_somers_plum_brook_solar: Town of Somers, community solar farm SWPPP written to the NYSDEC solar
panel construction guidance. reportlab narrative (letter) + three 11x17 sheets drawn one glyph at a time."""
from pathlib import Path
from reportlab.platypus import (BaseDocTemplate, PageTemplate, Frame, Paragraph, Spacer, Table, TableStyle,
                                PageBreak, KeepTogether)
from reportlab.lib.pagesizes import letter
from reportlab.lib.units import inch
from reportlab.lib import colors
from reportlab.pdfgen import canvas
from common import styles, glyph_line, glyph_block, TABLOID_L, bind

NAME = 'p9a_somers_plum_brook_solar'
S = styles()
P = lambda t, st='body': Paragraph(t, S[st])

def tbl(rows, widths, head=True, size='cell'):
    data = [[Paragraph(str(c), S['cellb' if (head and i == 0) else size]) for c in r] for i, r in enumerate(rows)]
    t = Table(data, colWidths=widths, repeatRows=1 if head else 0)
    st = [('GRID', (0, 0), (-1, -1), 0.5, colors.black), ('VALIGN', (0, 0), (-1, -1), 'TOP'),
          ('LEFTPADDING', (0, 0), (-1, -1), 3), ('RIGHTPADDING', (0, 0), (-1, -1), 3)]
    if head:
        st.append(('BACKGROUND', (0, 0), (-1, 0), colors.HexColor('#d9e2ec')))
    t.setStyle(TableStyle(st))
    return t

def on_page(c, doc):
    n = c.getPageNumber()
    if n == 1:
        return
    c.setFont('Helvetica', 8)
    c.drawString(0.75 * inch, 10.55 * inch, 'Plum Brook Solar (4.9 MW AC) - Stormwater Pollution Prevention Plan')
    c.drawRightString(7.75 * inch, 10.55 * inch, 'Rev. 0 - March 2026')
    c.line(0.75 * inch, 10.5 * inch, 7.75 * inch, 10.5 * inch)
    c.drawString(0.75 * inch, 0.5 * inch, 'Taconic Ridge Engineering, PLLC')
    c.drawRightString(7.75 * inch, 0.5 * inch, f'Page {n} of 13')

def narrative():
    f = []
    # ---- cover
    f += [Spacer(1, 1.2 * inch), P('STORMWATER POLLUTION PREVENTION PLAN', 'title'),
          P('PLUM BROOK SOLAR', 'title'), P('4.9 MW AC Ground-Mounted Community Solar Energy System', 'center'),
          P('Plum Brook Road, Town of Somers, Westchester County, New York', 'center'),
          P('Tax Parcel 16.12-1-7 (38.4 acres)', 'center'), Spacer(1, 0.3 * inch),
          P('Prepared in accordance with Town of Somers Code Chapter 93, the NYSDEC SPDES General Permit for '
            'Stormwater Discharges from Construction Activity, and the NYSDEC <i>Solar Panel Construction '
            'Stormwater Permitting / SWPPP Guidance</i>', 'center'), Spacer(1, 0.4 * inch),
          P('Applicant / Owner: Plum Brook Solar 1, LLC, 110 William Street, 9th Floor, New York, NY 10038', 'center'),
          P('Landowner: Estate of R. Baxter (lease area 24.0 acres)', 'center'),
          P('Prepared by: Taconic Ridge Engineering, PLLC, 48 Bedford Road, Katonah, NY 10536, (914) 555-0184', 'center'),
          Spacer(1, 0.4 * inch), P('Submitted to the Town of Somers Planning Board - March 16, 2026', 'center'),
          PageBreak()]
    # ---- certification + contents
    f += [P('PREPARER\'S CERTIFICATION', 'h1'),
          P('I hereby certify that this Stormwater Pollution Prevention Plan was prepared by me or under my direct '
            'supervision, and that the design of all stormwater management practices meets the requirements of '
            'Chapter 93 of the Code of the Town of Somers and the New York State Stormwater Management Design Manual.'),
          tbl([['Signature', '/s/ Daniel K. Ferrante'], ['Name', 'Daniel K. Ferrante, P.E.'],
               ['Title', 'Principal, Taconic Ridge Engineering, PLLC'], ['NYS P.E. License No.', '087412'],
               ['Date', 'March 16, 2026']], [2 * inch, 4.5 * inch], head=False),
          Spacer(1, 0.25 * inch), P('TABLE OF CONTENTS', 'h1')]
    toc = [['1.0', 'Project Overview', '3'], ['2.0', 'Existing Site Conditions', '3'],
           ['3.0', 'Application of the NYSDEC Solar Guidance', '4'], ['4.0', 'Construction Phasing and Sequence', '6'],
           ['5.0', 'Erosion and Sediment Control', '6'], ['6.0', 'Post-Construction Stormwater Management', '8'],
           ['7.0', 'Operation, Maintenance and Long-Term Responsibility', '9'],
           ['8.0', 'Contractor Certification', '10'],
           ['Sheet C-101', 'Existing Conditions, Soils and Location Map (11x17)', '11'],
           ['Sheet C-201', 'Erosion and Sediment Control and Phasing Plan (11x17)', '12'],
           ['Sheet C-501', 'Erosion Control and Stormwater Details (11x17)', '13']]
    f += [tbl(toc, [1.1 * inch, 4.6 * inch, 0.8 * inch], head=False), PageBreak()]
    # ---- 1.0
    f += [P('1.0 PROJECT OVERVIEW', 'h1'), P('1.1 Project Description', 'h2'),
          P('Plum Brook Solar 1, LLC proposes to construct a 4.9 MW AC (6.3 MW DC) ground-mounted community solar '
            'energy system on a 24.0-acre lease area within a 38.4-acre parcel on the east side of Plum Brook Road. '
            'The system consists of approximately 11,200 bifacial modules on single-axis trackers supported by '
            'driven steel piles, a 16-foot wide gravel access road 1,480 feet long, two concrete inverter/transformer '
            'pads, one utility interconnection pad with switchgear, underground collection cable, and a 7-foot '
            'agricultural-style perimeter fence. The fenced array area is 21.6 acres.'),
          P('Total area of soil disturbance, including grading for the access road and pads, the temporary laydown '
            'yard, trenching, and the limited grading within the array described in Section 3.0, is 14.6 acres. '
            'Disturbance is phased so that not more than 5.0 acres are disturbed and unstabilized at any one time '
            '(Section 4.0).'),
          P('1.2 Location', 'h2'),
          P('The site is located approximately 0.6 mile north of the intersection of Plum Brook Road and NYS Route '
            '116 in the hamlet of Lincolndale, Town of Somers. A general location map is provided on Sheet C-101. '
            'The parcel is currently an inactive hayfield with a wooded hedgerow along its east boundary.'),
          P('1.3 Regulatory Applicability', 'h2'),
          P('The project is a site plan application before the Town of Somers Planning Board and disturbs more than '
            'one acre. It therefore requires a Stormwater Pollution Prevention Plan under Section 93-6 of the Town '
            'Code. The gravel access road and the concrete equipment pads create new impervious area and alter the '
            'site hydrology, so the activity falls under Section 93-6A(2)(w) and post-construction stormwater '
            'management practices are required. Coverage under the NYSDEC SPDES General Permit will be obtained '
            'by filing a Notice of Intent after Town acceptance of this SWPPP.'),
          tbl([['Item', 'Value'], ['Parcel area', '38.4 acres'], ['Lease area / fenced array', '24.0 ac / 21.6 ac'],
               ['Total disturbance', '14.6 acres'], ['Maximum disturbed at one time', '5.0 acres'],
               ['New impervious area (road, pads)', '0.71 acre'], ['Module rows (drip edge width)', '14.2 ft'],
               ['Row spacing (inter-row vegetated width)', '19.5 ft'], ['Anticipated construction', 'May 2026 - November 2026']],
              [3.3 * inch, 3.2 * inch])]
    # ---- 2.0
    f += [P('2.0 EXISTING SITE CONDITIONS', 'h1'), P('2.1 Topography and Land Cover', 'h2'),
          P('The lease area slopes gently from a high point of elevation 512 near Plum Brook Road down to elevation '
            '478 at the southeast corner. Slopes within the array are predominantly 3 to 8 percent, with a band of '
            '8 to 12 percent slopes along the southern edge. Existing cover is managed meadow grasses in good '
            'condition. The eastern hedgerow and the woodland beyond it will not be disturbed. Existing and '
            'proposed contours are shown on Sheets C-101 and C-201.'),
          P('2.2 Soils', 'h2'),
          P('Soils were identified from the USDA NRCS Web Soil Survey for Westchester County and confirmed by six '
            'test pits excavated on February 10, 2026. Soil boundaries are shown on Sheet C-101.'),
          tbl([['Map symbol', 'Soil series', 'Slope', 'HSG', 'Depth to seasonal high water', 'Area in lease'],
               ['ChB', 'Charlton fine sandy loam', '3-8%', 'B', '> 6 ft', '13.9 ac'],
               ['ChC', 'Charlton fine sandy loam', '8-15%', 'B', '> 6 ft', '4.3 ac'],
               ['PnB', 'Paxton fine sandy loam', '3-8%', 'C', '1.5-2.5 ft (perched)', '4.6 ac'],
               ['Sh', 'Sun silt loam', '0-3%', 'D', '0-0.5 ft', '1.2 ac (outside limit of disturbance)']],
              [0.8 * inch, 1.6 * inch, 0.6 * inch, 0.5 * inch, 1.6 * inch, 1.4 * inch]),
          Spacer(1, 6),
          P('The Charlton soils are well drained with moderate permeability. The Paxton soils have a dense fragipan '
            'at 20 to 30 inches that perches water in spring. Test pits TP-1 through TP-4 in the Charlton unit '
            'found no mottling above 72 inches; TP-5 and TP-6 in the Paxton unit encountered mottling at 22 and 26 '
            'inches. The Sun silt loam along the southeast swale is a poorly drained wetland soil.'),
          P('2.3 Surface Waters, Wetlands and Receiving Waters', 'h2'),
          P('Runoff from the site flows southeast by sheet flow to a shallow swale at the southeast corner, '
            'which discharges (Design Point DP-1) to an unnamed tributary of Angle Fly Brook. Angle Fly Brook flows '
            'to the Muscoot River and the Muscoot Reservoir, a New York City water supply reservoir in the Croton '
            'watershed. The Muscoot Reservoir basin is subject to the phosphorus TMDL for the Croton watershed. '
            'A 0.9-acre Town-regulated wetland (Wetland A) lies along the swale; it and its 100-foot buffer are '
            'outside the limit of disturbance except for the existing farm crossing, which is not altered. No '
            'NYSDEC-mapped freshwater wetlands or FEMA flood zones are on the parcel.'),
          P('2.4 Existing Stormwater Runoff Data', 'h2'),
          P('No stream gauge or water quality monitoring data exist for the unnamed tributary. Existing runoff '
            'was characterised by a HydroCAD model of one drainage area (E-1, 26.2 acres to DP-1) using the NRCS '
            'TR-55 method, meadow in good condition (CN 58 on HSG B, 71 on HSG C, 78 on HSG D) and Type III '
            'rainfall from the NRCC extreme precipitation tables. During the February 2026 site visit, no '
            'concentrated flow channels or existing erosion were observed within the hayfield.'),
          tbl([['Design storm', '24-hr rainfall (in)', 'Existing peak at DP-1 (cfs)', 'Existing volume (ac-ft)'],
               ['1-year', '2.78', '1.9', '0.42'], ['10-year', '4.95', '12.6', '1.71'],
               ['100-year', '8.86', '38.4', '4.88']], [1.4 * inch, 1.5 * inch, 1.9 * inch, 1.7 * inch])]
    # ---- 3.0
    f += [P('3.0 APPLICATION OF THE NYSDEC SOLAR GUIDANCE', 'h1'),
          P('The NYSDEC Solar Panel Construction Stormwater Permitting/SWPPP Guidance allows solar panels installed '
            'on vegetated ground to be treated as disconnected rather than impervious where the panels are '
            'elevated, the ground below and between them remains vegetated, and the spacing between rows is at '
            'least equal to the width of the panel drip edge. The table below compares the design to each '
            'criterion. Because every criterion is met, the module area is modelled as meadow in the '
            'post-development condition and the post-construction practices of Section 6.0 treat only the '
            'gravel access road and the equipment pads.'),
          tbl([['Guidance criterion', 'Plum Brook Solar design', 'Met?'],
               ['Panels elevated on posts or piles; no continuous footing', 'Driven steel piles; lowest leading edge 3.0 ft above grade', 'Yes'],
               ['Vegetated inter-row width at least equal to panel drip edge width', '19.5 ft between rows vs. 14.2 ft drip edge', 'Yes'],
               ['Ground below panels maintained in vegetation (not gravel or bare)', 'Existing meadow retained; disturbed strips reseeded with low-growth seed mix', 'Yes'],
               ['Slopes within array area generally less than or equal to 10%', '94% of array on slopes of 3-8%; no panels on slopes over 12%', 'Yes'],
               ['Limited grading; topsoil not stripped from array area', 'Grading only at 3 tracker rows (0.8 ac); topsoil stockpiled and respread', 'Yes'],
               ['Array areas with deep-ripping after construction where compacted', 'Decompaction of laydown yard and travel lanes to 12 inches (Sheet C-501, Detail 7)', 'Yes']],
              [2.5 * inch, 3.3 * inch, 0.7 * inch]),
          Spacer(1, 6),
          P('Areas within the array where vegetation is removed, such as the tracker-row grading and cable trenches, '
            'are counted as soil disturbance in the 14.6-acre total even though they are returned to meadow.')]
    # ---- 4.0
    f += [PageBreak(), P('4.0 CONSTRUCTION PHASING AND SEQUENCE', 'h1'),
          P('The work is divided into three phases. A later phase may not begin until the preceding phase is '
            'stabilized with established vegetation or gravel, so that no more than 5.0 acres are disturbed and '
            'unstabilized at one time. Phase limits are shown on Sheet C-201.'),
          tbl([['Phase', 'Work', 'Disturbed area', 'Duration'],
               ['1', 'Stabilized construction entrance; perimeter silt fence and compost filter sock; clearing and '
                'grubbing for access road; laydown yard; access road subgrade and stone; inverter and '
                'interconnection pads; dry swale and filter strip grading', '4.6 ac', 'Weeks 1-6'],
               ['2', 'East array (Blocks 1-3): pile installation, tracker-row grading, racking and modules; cable '
                'trenching; reseeding of trenches and graded rows', '4.9 ac', 'Weeks 6-14'],
               ['3', 'West array (Blocks 4-6): as Phase 2; removal of laydown yard, decompaction and seeding; '
                'final stabilization; removal of temporary controls', '5.1 ac (max. 5.0 ac open)', 'Weeks 14-24']],
              [0.6 * inch, 3.9 * inch, 1.0 * inch, 1.0 * inch]),
          P('4.1 Sequence of Operations', 'h2')]
    seq = ['Hold a pre-construction meeting with the Town Engineer, the Owner, the contractor and the qualified inspector.',
           'Install the stabilized construction entrance at Plum Brook Road.',
           'Install perimeter silt fence and compost filter sock along the down-gradient limit of disturbance and around Wetland A buffer.',
           'Clear and grub the access road corridor and laydown yard; strip topsoil and stockpile it in the location shown on Sheet C-201, with silt fence around the toe.',
           'Excavate and grade the access road, the dry swale and the inverter pad areas; install the road stone and pad subbase.',
           'Pour the inverter and interconnection pads; seed and mulch the road shoulders and filter strips.',
           'Phase 2 and Phase 3: drive piles, grade the tracker rows that require it, install racking and modules, trench and backfill collection cables, and seed and mulch each row within 7 days of final grading.',
           'Decompact the laydown yard and travel lanes, respread topsoil, seed and mulch.',
           'When 80 percent uniform perennial vegetative cover is established, remove temporary controls with the Town Engineer\'s approval and file the Notice of Termination.']
    f += [P(f'({i}) {t}', 'bullet') for i, t in enumerate(seq, 1)]
    # ---- 5.0
    f += [P('5.0 EROSION AND SEDIMENT CONTROL', 'h1'),
          P('5.1 Temporary Practices, Placement and Duration', 'h2'),
          P('Temporary practices are designed to the New York State Standards and Specifications for Erosion and '
            'Sediment Control (November 2016); no element of the erosion and sediment control design departs from '
            'those Standards. Locations and lengths are shown on Sheet C-201 and installation details on Sheet C-501.'),
          tbl([['Practice', 'Location / size', 'Initial placement', 'Minimum time in place'],
               ['Stabilized construction entrance', 'Plum Brook Road, 24 ft x 50 ft, 2-inch stone, 8 in. thick', 'Before any other work', 'Until the access road stone is placed and the laydown yard is removed'],
               ['Silt fence', 'Down-gradient limit of disturbance, 2,150 LF', 'Before clearing of the area it protects', 'Until the up-gradient area has 80% vegetative cover'],
               ['Compost filter sock (12 in.)', 'Wetland A buffer edge and row ends on slopes over 8%, 1,060 LF', 'Before tracker-row grading in each phase', 'Until the rows are stabilized'],
               ['Topsoil stockpile protection', 'Stockpile in laydown yard, silt fence at toe, seeded if left over 14 days', 'At stockpiling', 'Until topsoil is respread'],
               ['Temporary seeding and mulch', 'All disturbed areas idle over 14 days', 'Within 7 days after work stops in the area', 'Until permanent seeding'],
               ['Check dams (stone)', 'Dry swale, 4 dams at 100 ft spacing', 'When the swale is excavated', 'Until the swale lining is established'],
               ['Dust control (water)', 'Access road and laydown yard', 'As needed during dry weather', 'Through Phase 3']],
              [1.4 * inch, 2.0 * inch, 1.5 * inch, 1.6 * inch]),
          P('5.2 Soil Stabilization', 'h2'),
          P('Temporary stabilization: disturbed areas where work has temporarily ceased for more than 14 days will be '
            'seeded with annual ryegrass at 30 lb/acre and mulched with straw at 2 tons/acre within 7 days. '
            'Permanent stabilization: the array, road shoulders, filter strips and laydown yard will be seeded with '
            'a low-growth native meadow mix (Ernst ERNMX-186 or equal) at 25 lb/acre with an annual ryegrass nurse '
            'crop, on 4 inches of respread topsoil, and mulched. Erosion control blanket (North American Green S150 '
            'or equal) will be installed on slopes of 3:1 or steeper and on the dry swale side slopes. Final '
            'stabilization means 80 percent uniform perennial cover over all disturbed areas.'),
          P('5.3 Flow Diversion and Runoff Limitation', 'h2'),
          P('Clean water from the upslope meadow is kept off the disturbed road corridor by a temporary earth '
            'diversion dike (1.5 ft high, 420 LF) along the north side of Phase 1, discharging to a stone outlet '
            'onto undisturbed meadow. Because panels are installed on piles and the meadow is retained, runoff from '
            'the array remains sheet flow; no temporary sediment basin is required, since no drainage area to a '
            'single point exceeds 5 acres of disturbance.'),
          P('5.4 Pollution Prevention', 'h2'),
          P('Litter and packaging (module pallets, cardboard, plastic wrap) will be collected daily in covered '
            'roll-off containers at the laydown yard and removed weekly. Fuels for pile drivers and generators will '
            'be kept in a double-walled tank on a lined containment pad in the laydown yard, at least 100 feet from '
            'Wetland A. Spill kits will be kept at the laydown yard and on each fuelling vehicle; spills will be '
            'contained, cleaned up with absorbents and reported to NYSDEC (1-800-457-7362) where required. '
            'Concrete trucks for the equipment pads will wash out only in a lined washout pit at the laydown '
            'yard. Portable toilets will be staked down away from drainage paths.'),
          P('5.5 Inspection and Maintenance', 'h2'),
          P('The Owner will retain a qualified inspector for the project. The table below sets the inspection '
            'schedule for the practices that will remain on the site.'),
          tbl([['Practice', 'Inspection frequency', 'Action'],
               ['Vegetated filter strips', 'Twice a year and after storms over 2 in.', 'Repair rills; reseed bare areas; remove sediment'],
               ['Dry swale and check dams', 'Twice a year', 'Remove sediment; repair erosion; mow'],
               ['Array meadow', 'Annually (spring)', 'Confirm 80% cover; reseed; control woody growth'],
               ['Gravel access road', 'Annually', 'Regrade ruts; replace stone at shoulders']],
              [1.8 * inch, 2.2 * inch, 2.5 * inch]),
          P('5.6 Maintenance of Temporary Controls', 'h2'),
          P('Sediment will be removed from silt fence and filter sock when it reaches one-half of the exposed height. '
            'Torn or undermined fence will be repaired or replaced the same day. The construction entrance will be '
            'top-dressed with clean stone when voids fill with sediment, and sediment tracked onto Plum Brook Road '
            'will be swept at the end of each day. Check dams will be cleaned when sediment reaches half their '
            'height. Seeded areas that fail will be reseeded and remulched.')]
    # ---- 6.0
    f += [P('6.0 POST-CONSTRUCTION STORMWATER MANAGEMENT', 'h1'),
          P('6.1 Practices', 'h2'),
          P('<b>SMP-1 Vegetated filter strips.</b> The access road is crowned and sheds runoff to 25-foot wide '
            'vegetated filter strips along both sides for its full 1,480-foot length (Design Manual Section 5.3.6, '
            'filter strip). <b>SMP-2 Dry swale.</b> Runoff from the inverter and interconnection pads and the '
            'eastern 300 feet of road is collected in a 310-foot dry swale (4-foot bottom, 3:1 side slopes, 18 '
            'inches of engineered soil over a 12-inch stone underdrain) discharging to the existing swale above '
            'DP-1. Locations and sizes are shown on Sheet C-201 and details on Sheet C-501.'),
          P('6.2 Sizing Criteria', 'h2'),
          P('The practices are sized to the Design Manual enhanced phosphorus removal standards for the Croton '
            'watershed, using the 1-year, 24-hour storm (2.78 in.) for the water quality volume. Channel '
            'protection (Cpv) is provided by 24-hour extended detention of the 1-year storm in the swale; overbank '
            'and extreme flood control are addressed by showing no increase in peak flow at DP-1. No criteria were '
            'waived and no deviation from the Design Manual is proposed.'),
          tbl([['Criterion', 'Calculation', 'Required', 'Provided'],
               ['WQv (enhanced P)', 'P = 2.78 in; I = 0.71 ac / 2.10 ac contributing = 34%; Rv = 0.05 + 0.009(34) = 0.356; WQv = P Rv A / 12', '0.173 ac-ft (7,540 cf)', '7,820 cf (swale storage and filter strips)'],
               ['RRv', 'HSG B specific reduction factor 0.40 x WQv of new impervious', '0.069 ac-ft (3,010 cf)', '3,240 cf (filter strip and swale infiltration)'],
               ['Cpv', '24-hr extended detention of 1-yr runoff from contributing area', '0.052 ac-ft', '0.055 ac-ft (orifice 1.5 in.)'],
               ['Qp (10-yr)', 'Post peak at DP-1 not to exceed existing', '12.6 cfs', '12.4 cfs'],
               ['Qf (100-yr)', 'Post peak at DP-1 not to exceed existing', '38.4 cfs', '38.1 cfs']],
              [1.0 * inch, 2.9 * inch, 1.3 * inch, 1.3 * inch]),
          P('6.3 Hydrologic and Hydraulic Analysis', 'h2'),
          P('The post-development HydroCAD model divides DP-1 drainage into P-1 (array meadow and filter strips, '
            '24.1 ac) and P-2 (pads and eastern road routed through the dry swale, 2.1 ac). The swale underdrain '
            'and 1.5-inch orifice, the 6-inch overflow riser and the stone outlet were routed for the 1-, 10- and '
            '100-year storms; the 100-year water surface in the swale is 0.4 ft below the top of bank. '
            'Results: post-development peaks at DP-1 of 1.8 cfs (1-yr), 12.4 cfs (10-yr) and 38.1 cfs (100-yr), '
            'each equal to or below the existing peaks in Section 2.4.')]
    # ---- 7.0
    f += [PageBreak(), P('7.0 OPERATION, MAINTENANCE AND LONG-TERM RESPONSIBILITY', 'h1'),
          P('7.1 Responsible Entity', 'h2'),
          P('Plum Brook Solar 1, LLC, as owner and operator of the solar facility, is responsible for the long-term '
            'operation and maintenance of SMP-1 and SMP-2 and of the array meadow for the life of the facility and '
            'through decommissioning. Contact: Facility Operations Manager, (646) 555-0127.'),
          P('7.2 Operation and Maintenance Plan', 'h2'),
          tbl([['Practice', 'Routine maintenance', 'Inspection schedule', 'Corrective action'],
               ['SMP-1 filter strips', 'Mow to no less than 6 in., twice a year', 'Spring and fall; after storms over 2 in.', 'Fill and reseed rills; break up concentrated flow at road edge'],
               ['SMP-2 dry swale', 'Mow; remove trash and sediment', 'Spring and fall', 'If ponding lasts over 48 hours, clean or replace the engineered soil and flush the underdrain'],
               ['Array meadow', 'Mow once or twice a year after July 15 (grassland bird season)', 'Annually', 'Reseed areas below 80% cover'],
               ['Gravel road', 'Regrade', 'Annually', 'Replace stone']],
              [1.3 * inch, 1.8 * inch, 1.6 * inch, 1.8 * inch]),
          Spacer(1, 6),
          P('Maintenance records will be kept by the operator and provided to the Town of Somers Stormwater '
            'Management Officer on request.'),
          P('7.3 Maintenance Easement', 'h2'),
          P('An access and maintenance easement in favor of the Town of Somers over SMP-1 and SMP-2 and the access '
            'road will be shown on the final lease-area and easement map, which will be submitted under separate '
            'cover prior to signing of the site plan.'),
          P('7.4 Maintenance Agreement', 'h2'),
          P('Before final site plan approval the Owner and the landowner will execute a Stormwater Control Facility '
            'Maintenance Agreement with the Town of Somers, consistent with the NYSDEC sample agreement on file with '
            'the Town Clerk. The agreement obliges the owner of the parcel and the operator to maintain SMP-1 and '
            'SMP-2 in accordance with Section 7.2, allows the Town to inspect at reasonable times and to perform '
            'neglected maintenance at the owner\'s cost, is binding on all subsequent owners and lessees of the '
            'parcel, and will be recorded in the office of the Westchester County Clerk as a deed restriction.'),
          P('7.5 Decommissioning', 'h2'),
          P('On decommissioning, modules, racking, piles and pads will be removed and disturbed areas restored to '
            'meadow. The filter strips and dry swale will remain in service unless the Town approves their removal.'),
          PageBreak()]
    # ---- 8.0
    f += [P('8.0 CONTRACTOR CERTIFICATION', 'h1'),
          P('Each contractor and subcontractor who will install, construct, repair, inspect or maintain the erosion '
            'and sediment control practices or the post-construction practices shall sign the following before '
            'starting work. Signed certifications become part of this SWPPP.'),
          P('"I certify under penalty of law that I understand and agree to comply with the terms and conditions '
            'of the Stormwater Pollution Prevention Plan. I also understand that it is unlawful for any person to '
            'cause or contribute to a violation of water quality standards."'),
          tbl([['Contractor', 'Hudson Valley Solar Builders, Inc. (general / civil contractor)'],
               ['Signature', '/s/ Mark A. Lindqvist'], ['Name and title', 'Mark A. Lindqvist, Project Manager'],
               ['Firm address', '22 Fields Lane, Brewster, NY 10509'], ['Telephone', '(845) 555-0163'],
               ['Site', 'Plum Brook Solar, Plum Brook Road, Somers, NY (Tax Parcel 16.12-1-7)'],
               ['Date', 'March 12, 2026']], [1.6 * inch, 4.9 * inch], head=False),
          Spacer(1, 10),
          tbl([['Contractor', 'Northern Westchester Site Work, LLC (clearing, grading, ESC installation)'],
               ['Signature', '/s/ Theresa M. Gallo'], ['Name and title', 'Theresa M. Gallo, Vice President'],
               ['Firm address', '615 Route 6, Mahopac, NY 10541'], ['Telephone', '(845) 555-0191'],
               ['Site', 'Plum Brook Solar, Plum Brook Road, Somers, NY (Tax Parcel 16.12-1-7)'],
               ['Date', 'March 13, 2026']], [1.6 * inch, 4.9 * inch], head=False)]
    return f

def build_narrative(path):
    doc = BaseDocTemplate(str(path), pagesize=letter, leftMargin=0.75 * inch, rightMargin=0.75 * inch,
                          topMargin=0.75 * inch, bottomMargin=0.75 * inch, invariant=1,
                          title='Plum Brook Solar SWPPP', author='Taconic Ridge Engineering, PLLC')
    fr = Frame(doc.leftMargin, doc.bottomMargin, doc.width, doc.height, id='f')
    doc.addPageTemplates([PageTemplate(id='p', frames=[fr], onPage=on_page)])
    doc.build(narrative())

# ---------------------------------------------------------------- 11x17 sheets, one glyph at a time
def title_block(c, sheet, title, n):
    W, H = TABLOID_L
    c.setLineWidth(1.2); c.rect(0.4 * inch, 0.4 * inch, W - 0.8 * inch, H - 0.8 * inch)
    x0 = W - 3.9 * inch
    c.rect(x0, 0.4 * inch, 3.5 * inch, 2.6 * inch)
    y = glyph_block(c, x0 + 8, 2.8 * inch, [('Helvetica-Bold', 'TACONIC RIDGE ENGINEERING, PLLC'),
                                           '48 BEDFORD ROAD, KATONAH, NY 10536',
                                           ('Helvetica-Bold', 'PLUM BROOK SOLAR'),
                                           'PLUM BROOK ROAD, TOWN OF SOMERS, NY',
                                           ('Helvetica-Bold', title), f'SCALE: AS NOTED   DATE: 03/16/2026',
                                           'DRAWN: JRP   CHECKED: DKF', ('Helvetica-Bold', f'SHEET {sheet}'),
                                           f'PDF PAGE {n} OF 13'], size=7.5, leading=11)

def sheet_c101(c):
    W, H = TABLOID_L
    title_block(c, 'C-101', 'EXISTING CONDITIONS, SOILS AND LOCATION MAP', 11)
    # location map inset
    c.rect(0.7 * inch, H - 3.4 * inch, 3.2 * inch, 2.7 * inch)
    c.setDash(3, 2); c.line(0.9 * inch, H - 2.2 * inch, 3.7 * inch, H - 1.6 * inch); c.setDash()
    c.circle(2.4 * inch, H - 1.95 * inch, 10)
    glyph_block(c, 0.8 * inch, H - 0.9 * inch, [('Helvetica-Bold', 'LOCATION MAP  SCALE: 1 IN = 2,000 FT'),
                                                'SITE: PLUM BROOK ROAD, 0.6 MI NORTH OF NYS ROUTE 116',
                                                'HAMLET OF LINCOLNDALE, TOWN OF SOMERS'], size=7)
    glyph_line(c, 1.0 * inch, H - 3.25 * inch, 'NYS ROUTE 116', size=6.5)
    # plan area
    c.rect(4.2 * inch, 3.2 * inch, 9.2 * inch, 7.0 * inch)
    glyph_line(c, 4.3 * inch, 10.0 * inch, 'EXISTING CONDITIONS PLAN   SCALE: 1 IN = 100 FT', 'Helvetica-Bold', 8)
    for i in range(9):
        c.setDash(1, 2); c.line(4.4 * inch, (4.0 + 0.6 * i) * inch, 13.2 * inch, (3.6 + 0.62 * i) * inch); c.setDash()
    glyph_line(c, 4.6 * inch, 9.4 * inch, 'PLUM BROOK ROAD', 'Helvetica-Bold', 8)
    glyph_line(c, 8.2 * inch, 7.6 * inch, 'ChB  CHARLTON FSL 3-8% (HSG B)', size=7)
    glyph_line(c, 10.8 * inch, 5.1 * inch, 'PnB  PAXTON FSL 3-8% (HSG C)', size=7)
    glyph_line(c, 6.0 * inch, 4.9 * inch, 'ChC  CHARLTON FSL 8-15% (HSG B)', size=7)
    glyph_line(c, 11.9 * inch, 3.6 * inch, 'Sh  SUN SILT LOAM (HSG D)', size=7)
    glyph_line(c, 11.4 * inch, 4.1 * inch, 'WETLAND A (0.9 AC) - NOT DISTURBED', size=7)
    glyph_line(c, 12.2 * inch, 3.35 * inch, 'DP-1', 'Helvetica-Bold', 8)
    glyph_line(c, 12.6 * inch, 7.0 * inch, 'HEDGEROW / WOODS', size=7)
    glyph_line(c, 12.6 * inch, 6.8 * inch, 'TO REMAIN', size=7)
    notes = [('Helvetica-Bold', 'EXISTING CONDITIONS NOTES'),
             '1. TOTAL PARCEL AREA 38.4 AC; LEASE AREA 24.0 AC; LIMIT OF DISTURBANCE 14.6 AC.',
             '2. EXISTING COVER: MANAGED HAYFIELD MEADOW; WOODED HEDGEROW ON EAST LINE TO REMAIN UNDISTURBED.',
             '3. TOPOGRAPHY FROM FIELD SURVEY (FEB. 2026), 2 FT CONTOURS. EXISTING SLOPES 3-8% TYPICAL, 8-12% AT SOUTH EDGE.',
             '4. SOIL BOUNDARIES FROM NRCS WEB SOIL SURVEY, CONFIRMED BY TEST PITS TP-1 TO TP-6.',
             '5. SITE DRAINS BY SHEET FLOW SOUTHEAST TO DESIGN POINT DP-1, UNNAMED TRIBUTARY OF ANGLE FLY BROOK.',
             '6. NO MATERIAL, WASTE, BORROW OR EQUIPMENT STORAGE AREAS ARE PROPOSED ON ADJACENT PROPERTIES.',
             '7. AREAS OUTSIDE THE LIMIT OF DISTURBANCE, INCLUDING WETLAND A AND ITS 100 FT BUFFER, ARE NOT TO BE DISTURBED.']
    glyph_block(c, 0.7 * inch, 2.9 * inch, notes, size=7.5, leading=10.5)

def sheet_c201(c):
    W, H = TABLOID_L
    title_block(c, 'C-201', 'EROSION AND SEDIMENT CONTROL AND PHASING PLAN', 12)
    c.rect(0.7 * inch, 3.2 * inch, 12.7 * inch, 7.0 * inch)
    glyph_line(c, 0.8 * inch, 10.0 * inch, 'EROSION AND SEDIMENT CONTROL PLAN   SCALE: 1 IN = 80 FT', 'Helvetica-Bold', 8)
    c.setDash(6, 3); c.rect(1.2 * inch, 3.7 * inch, 11.6 * inch, 5.9 * inch); c.setDash()
    c.line(5.0 * inch, 3.7 * inch, 5.0 * inch, 9.6 * inch); c.line(8.8 * inch, 3.7 * inch, 8.8 * inch, 9.6 * inch)
    glyph_line(c, 1.5 * inch, 9.3 * inch, 'PHASE 1: ROAD, PADS, LAYDOWN (4.6 AC)', 'Helvetica-Bold', 7.5)
    glyph_line(c, 5.3 * inch, 9.3 * inch, 'PHASE 2: EAST ARRAY BLOCKS 1-3 (4.9 AC)', 'Helvetica-Bold', 7.5)
    glyph_line(c, 9.1 * inch, 9.3 * inch, 'PHASE 3: WEST ARRAY BLOCKS 4-6 (5.1 AC)', 'Helvetica-Bold', 7.5)
    glyph_line(c, 1.5 * inch, 8.6 * inch, 'STABILIZED CONSTRUCTION ENTRANCE 24 FT X 50 FT', size=7)
    glyph_line(c, 1.5 * inch, 8.0 * inch, 'TEMP. DIVERSION DIKE 1.5 FT HIGH, 420 LF', size=7)
    glyph_line(c, 2.2 * inch, 6.2 * inch, 'GRAVEL ACCESS ROAD 16 FT X 1,480 FT', size=7)
    glyph_line(c, 2.2 * inch, 5.9 * inch, 'SMP-1 FILTER STRIPS 25 FT EACH SIDE', size=7)
    glyph_line(c, 3.0 * inch, 5.0 * inch, 'TOPSOIL STOCKPILE W/ SILT FENCE AT TOE', size=7)
    glyph_line(c, 6.4 * inch, 4.6 * inch, 'INVERTER PADS INV-1, INV-2 (12 FT X 20 FT)', size=7)
    glyph_line(c, 9.4 * inch, 4.2 * inch, 'SMP-2 DRY SWALE 310 LF, 4 FT BOTTOM', size=7)
    glyph_line(c, 9.4 * inch, 3.9 * inch, 'STONE CHECK DAMS (4) AT 100 FT', size=7)
    glyph_line(c, 1.3 * inch, 3.45 * inch, 'SILT FENCE ALONG DOWN-GRADIENT LIMIT OF DISTURBANCE - 2,150 LF', size=7)
    glyph_line(c, 7.6 * inch, 3.45 * inch, 'COMPOST FILTER SOCK 12 IN. - 1,060 LF', size=7)
    notes = [('Helvetica-Bold', 'EROSION CONTROL NOTES'),
             '1. NOT MORE THAN 5.0 ACRES SHALL BE DISTURBED AND UNSTABILIZED AT ANY ONE TIME. PHASE 3 MAY OPEN ONLY 5.0 AC BEFORE PHASE 2 IS STABILIZED.',
             '2. INSTALL PERIMETER CONTROLS FOR EACH PHASE BEFORE CLEARING OR GRADING IN THAT PHASE.',
             '3. TEMPORARY SEED AND MULCH ANY DISTURBED AREA IDLE MORE THAN 14 DAYS WITHIN 7 DAYS OF WORK STOPPING.',
             '4. LAYDOWN YARD (1.1 AC) WITHIN PHASE 1: FUEL STORAGE ON LINED CONTAINMENT, CONCRETE WASHOUT, DUMPSTERS, PORTABLE TOILETS.',
             '5. THE DIVERSION DIKE, CHECK DAMS, SILT FENCE AND FILTER SOCK ARE TEMPORARY; THE FILTER STRIP AND DRY SWALE AREAS ARE',
             '   ROUGH GRADED IN PHASE 1 AND COMPLETED AS PERMANENT PRACTICES SMP-1 AND SMP-2 AFTER THE ROAD IS STABILIZED.',
             '6. PROPOSED CONTOURS AT 2 FT; FINAL SLOPES WITHIN ARRAY 3-8% (UNCHANGED EXCEPT 3 GRADED TRACKER ROWS); ROAD SHOULDERS AND SWALE SIDES 3:1 MAX.',
             '7. SEE SHEET C-501 FOR DETAILS AND SWPPP SECTION 5.1 FOR PLACEMENT TIMING AND DURATION OF EACH PRACTICE.']
    glyph_block(c, 0.7 * inch, 2.9 * inch, notes, size=7.5, leading=10.5)

def sheet_c501(c):
    W, H = TABLOID_L
    title_block(c, 'C-501', 'EROSION CONTROL AND STORMWATER DETAILS', 13)
    boxes = [
        ('DETAIL 1 - SILT FENCE', ['WOVEN GEOTEXTILE, 36 IN. WIDE, MIRAFI 100X OR EQUAL.', 'HARDWOOD STAKES 2 IN. X 2 IN. X 4 FT AT 8 FT O.C. MAX.',
          'BURY FABRIC 6 IN. DEEP IN TRENCH, BACKFILL AND COMPACT.', 'EXPOSED HEIGHT 16 IN. MIN. ENDS TURNED UPSLOPE.',
          'MAINTENANCE: REMOVE SEDIMENT AT 1/2 HEIGHT; REPAIR TEARS SAME DAY.']),
        ('DETAIL 2 - STABILIZED CONSTRUCTION ENTRANCE', ['2-INCH CRUSHED STONE (NYSDOT 703-02), 8 IN. THICK MIN.', 'LENGTH 50 FT, WIDTH 24 FT, ON GEOTEXTILE.',
          'MOUNTABLE BERM WHERE ROAD DITCH IS CROSSED.', 'MAINTENANCE: TOP-DRESS WITH STONE WHEN VOIDS FILL.']),
        ('DETAIL 3 - COMPOST FILTER SOCK', ['12 IN. DIA. SOCK FILLED WITH COARSE COMPOST.', 'STAKE 2 IN. X 2 IN. AT 10 FT O.C. ON DOWNSLOPE SIDE.',
          'LAY ON CONTOUR; OVERLAP ENDS 2 FT.', 'MAINTENANCE: REMOVE SEDIMENT AT 1/2 HEIGHT.']),
        ('DETAIL 4 - STONE CHECK DAM', ['NYSDOT LIGHT STONE FILL, 2 FT HIGH AT CENTER.', 'CENTER 6 IN. LOWER THAN ENDS.',
          'SPACING SO TOE OF UPPER DAM = CREST OF LOWER DAM (100 FT).', 'REMOVE AFTER SWALE LINING IS ESTABLISHED.']),
        ('DETAIL 5 - TEMPORARY DIVERSION DIKE', ['COMPACTED EARTH, 1.5 FT HIGH, 2:1 SIDE SLOPES, 2 FT TOP.', 'SEED AND MULCH IMMEDIATELY.',
          'OUTLET TO STONE APRON 10 FT X 10 FT ON UNDISTURBED MEADOW.']),
        ('DETAIL 6 - SMP-2 DRY SWALE', ['BOTTOM WIDTH 4 FT, SIDE SLOPES 3:1, LONGITUDINAL SLOPE 1.0%.', '18 IN. ENGINEERED SOIL (SAND/TOPSOIL/COMPOST 50/30/20).',
          '12 IN. NO. 2 STONE WITH 6 IN. PERFORATED HDPE UNDERDRAIN.', 'OUTLET: 1.5 IN. ORIFICE PLATE; 6 IN. OVERFLOW RISER.',
          'EROSION CONTROL BLANKET S150 ON SIDE SLOPES.', 'INSTALL ONLY AFTER CONTRIBUTING ROAD IS STABILIZED.']),
        ('DETAIL 7 - SMP-1 FILTER STRIP / DECOMPACTION', ['25 FT WIDE, SLOPE 2-6%, LEVEL SPREADER STONE EDGE AT ROAD.', 'LOW-GROWTH NATIVE MEADOW MIX ON 4 IN. TOPSOIL.',
          'DEEP-RIP LAYDOWN YARD AND TRAVEL LANES TO 12 IN. BEFORE TOPSOILING.']),
        ('DETAIL 8 - ACCESS ROAD SECTION', ['16 FT WIDE, 12 IN. NYSDOT TYPE 2 SUBBASE ON GEOTEXTILE.', 'CROWN 2%; SHOULDERS SHED TO FILTER STRIPS.']),
    ]
    x, y = 0.7 * inch, 10.2 * inch
    for i, (t, lines) in enumerate(boxes):
        col, row = i % 3, i // 3
        bx = 0.7 * inch + col * 4.4 * inch; by = 10.2 * inch - row * 2.45 * inch
        c.rect(bx, by - 2.25 * inch, 4.2 * inch, 2.25 * inch)
        glyph_block(c, bx + 6, by - 14, [('Helvetica-Bold', t)] + lines, size=6.8, leading=9.5)
        c.line(bx + 20, by - 1.9 * inch, bx + 4.0 * inch, by - 1.9 * inch)

def build_sheets(path):
    c = canvas.Canvas(str(path), pagesize=TABLOID_L, invariant=1)
    for fn in (sheet_c101, sheet_c201, sheet_c501):
        fn(c); c.showPage()
    c.save()

def build(out_pdf, work):
    a, b = work / 'solar_narr.pdf', work / 'solar_sheets.pdf'
    build_narrative(a); build_sheets(b)
    bind([(a, None), (b, None)], out_pdf, 'Plum Brook Solar SWPPP', 'Taconic Ridge Engineering, PLLC',
         'ReportLab (narrative) + ReportLab per-glyph CAD export (sheets); bound with pypdf')
