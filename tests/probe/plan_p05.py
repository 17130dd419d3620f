"""p05: Somers, single-family residence disturbing 0.71 ac (administrative permit, post-construction not required).
Mostly tables, short narrative. fpdf2."""
from figs import rect, poly, line, text, arrow, circle, north, title_block, location_map
import render

NAME = 'p05_som_tables_ostrowski_residence'


def fig_location():
    return location_map(
        480, 300,
        roads=[([(10, 200), (120, 170), (240, 150), (360, 120), (470, 100)], 'NY Route 116', (330, 112)),
               ([(120, 10), (128, 100), (120, 170), (110, 290)], 'NY Route 100', (130, 60))],
        waters=[([(330, 180), (470, 170), (470, 290), (340, 290)], 'CROTON FALLS RES. (direction)', (345, 240))],
        site_xy=(260, 146), site_label='SITE',
        title='FIG. 1 - LOCATION MAP', notes=['Town of Somers, Westchester County (NYC East of Hudson watershed). Not to scale.'])


def site(esc):
    W, H = 480, 430
    p = [line([(0, 405), (480, 405)], width=2.5), text(200, 422, 'NY ROUTE 116', 8, True),
         poly([(20, 20), (460, 20), (460, 398), (20, 398)], stroke='black', dash='10,4', width=1.2),
         text(26, 32, 'PROPERTY LINE - 3.10 AC', 6.5, True),
         # soil boundary
         line([(20, 170), (200, 190), (300, 160), (460, 175)], stroke='brown', dash='1,2', width=1.2),
         text(100, 150, 'ChC - Charlton-Chatfield complex (HSG B)', 6.5, True),
         text(30, 215, 'PnB - Paxton fine sandy loam (HSG C)', 6.5, True),
         text(300, 156, 'soil boundary', 6),
         rect(22, 22, 436, 80, stroke='green', fill='lightgreen'),
         text(150, 60, 'WOODED - TO REMAIN UNDISTURBED (oak, maple, ash)', 6.5),
         poly([(90, 110), (390, 110), (390, 390), (90, 390)], stroke='red', dash='8,3', width=1.3),
         text(94, 122, 'LIMIT OF DISTURBANCE 0.71 AC (30,900 SF)', 6.5, True)]
    for i, y in enumerate([140, 210, 280, 350]):
        p.append(line([(25, y), (455, y + 15)], stroke='grey', dash='3,2', width=0.6))
        p.append(text(430, y + 12, 'ex %d' % (446 - 4 * i), 5.5))
    for i, y in enumerate([190, 300]):
        p.append(line([(100, y), (380, y + 6)], stroke='black', width=0.6))
        p.append(text(102, y - 2, 'pr %d' % (440 - 6 * i), 5.5))
    p.append(rect(170, 200, 120, 70, fill='lightgrey'))
    p.append(text(180, 238, 'PROPOSED DWELLING', 6.5, True))
    p.append(poly([(270, 270), (295, 270), (330, 400), (305, 400)], fill='lightgrey'))
    p.append(text(315, 330, 'DRIVEWAY', 6))
    p.append(rect(110, 300, 60, 40, dash='3,2'))
    p.append(text(112, 322, 'SEPTIC FIELD', 6))
    for x in (140, 350):
        p.append(arrow(x, 200, x + 5, 290))
    p.append(text(30, 395, 'DP-1: sheet flow to Route 116 roadside ditch', 6.5, True))
    p.append(line([(440, 110), (445, 390)], stroke='blue', width=1.2, dash='4,2'))
    p.append(text(395, 250, 'intermittent', 6))
    p.append(text(395, 259, 'swale', 6))
    if esc:
        p.append(line([(92, 385), (388, 385)], stroke='orange', width=2.2))
        p.append(line([(388, 112), (388, 385)], stroke='orange', width=2.2))
        p.append(line([(92, 112), (92, 385)], stroke='orange', width=2.2))
        p.append(text(120, 380, 'SF-1 silt fence 640 LF', 6))
        p.append(rect(305, 370, 25, 30, fill='tan'))
        p.append(text(332, 365, 'SCE-1 50x12 ft', 6))
        p.append(circle(340, 160, 15, stroke='brown', fill='tan'))
        p.append(text(315, 145, 'TS-1 stockpile (150 cy)', 6))
        p.append(rect(130, 140, 12, 12))
        p.append(text(146, 150, 'CW-1 8x8 ft', 6))
        p.append(line([(100, 180), (380, 190)], stroke='brown', dash='2,2', width=2))
        p.append(text(200, 178, 'CFS-1 compost sock 280 LF (mid-slope)', 6))
    p += north(450, 120)
    p += title_block(W, H, ['FIG. 3 - E&SC PLAN' if esc else 'FIG. 2 - SITE MAP', 'Scale 1 in = 50 ft', 'Kensico Ridge Engineering, P.C.'])
    return dict(w=W, h=H, prims=p)


# --------------------------------------------------------------------------- fpdf renderer for this plan

def build(out_pdf):
    from fpdf import FPDF
    from fpdf.fonts import FontFace

    class P(FPDF):
        def header(self):
            self.set_font('Helvetica', 'B', 8)
            self.set_text_color(80, 80, 80)
            self.cell(0, 12, 'OSTROWSKI RESIDENCE - SWPPP (Town of Somers Ch. 93 administrative permit)', align='L')
            self.cell(0, 12, 'Kensico Ridge Engineering, P.C.', align='R', new_x='LMARGIN', new_y='NEXT')
            self.set_text_color(0, 0, 0)
            self.ln(4)

        def footer(self):
            self.set_y(-30)
            self.set_font('Helvetica', '', 8)
            self.cell(0, 10, 'Sheet %d' % self.page_no(), align='C')

    pdf = P(unit='pt', format='letter')
    pdf.set_margins(54, 46, 54)
    pdf.set_auto_page_break(True, 46)
    W = pdf.w - 108

    def h1(t):
        pdf.ln(6)
        pdf.set_font('Helvetica', 'B', 12)
        pdf.set_fill_color(30, 60, 110)
        pdf.set_text_color(255, 255, 255)
        pdf.cell(0, 18, ' ' + t, fill=True, new_x='LMARGIN', new_y='NEXT')
        pdf.set_text_color(0, 0, 0)
        pdf.set_fill_color(255, 255, 255)
        pdf.ln(4)

    def para(t, size=9.5):
        pdf.set_font('Helvetica', '', size)
        pdf.multi_cell(0, size * 1.35, t, new_x='LMARGIN', new_y='NEXT')
        pdf.ln(4)

    def table(hdr, rows, widths, size=8.2):
        pdf.set_font('Helvetica', '', size)
        with pdf.table(col_widths=widths, width=W, text_align='LEFT', line_height=size * 1.3,
                       headings_style=FontFace(emphasis='BOLD', fill_color=(215, 225, 240)),
                       first_row_as_headings=hdr is not None) as t:
            if hdr:
                r = t.row()
                for c in hdr:
                    r.cell(c)
            for row in rows:
                r = t.row()
                for c in row:
                    r.cell(c)
        pdf.ln(6)

    def fig(f, cap):
        pdf.add_page()
        sc = min(1.0, W / f['w'])
        render.fpdf_figure(pdf, f, 54, pdf.get_y() + 4, sc)
        pdf.set_y(pdf.get_y() + f['h'] * sc + 10)
        pdf.set_font('Helvetica', 'I', 9)
        pdf.cell(0, 12, cap, align='C', new_x='LMARGIN', new_y='NEXT')
        pdf.ln(4)

    # ---- sheet 1: cover / data table
    pdf.add_page()
    pdf.set_font('Helvetica', 'B', 18)
    pdf.ln(20)
    pdf.cell(0, 24, 'STORMWATER POLLUTION PREVENTION PLAN', align='C', new_x='LMARGIN', new_y='NEXT')
    pdf.set_font('Helvetica', '', 12)
    pdf.cell(0, 18, 'Ostrowski Residence - NY Route 116, Somers, New York', align='C', new_x='LMARGIN', new_y='NEXT')
    pdf.cell(0, 18, 'Tax Map 5.18-1-12   |   May 2025', align='C', new_x='LMARGIN', new_y='NEXT')
    pdf.ln(16)
    h1('TABLE 1 - PROJECT DATA')
    table(None, [
        ['Project', 'New single-family dwelling (2,600 sq ft footprint), attached garage, 410-ft asphalt driveway, septic system, well, lawn'],
        ['Location', 'South side of NY Route 116, 0.4 mi east of NY Route 100, Town of Somers, Westchester County'],
        ['Parcel area', '3.10 ac'],
        ['Area disturbed', '0.71 ac (30,900 sq ft); earthwork 420 cy cut / 380 cy fill'],
        ['New impervious', '0.19 ac (roof 0.07, driveway and walks 0.12)'],
        ['Permit path', 'Town Ch. 93 administrative permit (over 5,000 sq ft and over 50 cy); < 1 ac so no SPDES GP coverage and no post-construction practices required'],
        ['Watershed', 'Croton (NYC East of Hudson); runoff to Route 116 roadside ditch, then to an unnamed tributary'],
        ['Owner', 'Stefan and Marta Ostrowski, 14 Ridge Street, Katonah, NY 10536, (914) 555-0124'],
        ['Engineer', 'Kensico Ridge Engineering, P.C., 77 Bedford Road, Katonah, NY 10536, (914) 555-0150'],
        ['Contractor', 'Granite Springs Builders, Inc., 3 Mill Street, Somers, NY 10589, (914) 555-0191'],
    ], (0.22, 0.78))
    para('This plan is laid out mostly as tables. Figures 1-3 follow Table 4. Contractor housekeeping: the site is to be '
         'kept neat and orderly.')

    # ---- sheet 2: soils + sequence
    pdf.add_page()
    h1('TABLE 2 - SOILS')
    table(['Unit', 'Name', 'HSG', 'Depth to water / rock', 'Erodibility', 'Where'], [
        ['ChC', 'Charlton-Chatfield complex, 0-15% slopes, very rocky', 'B', '>6 ft / rock 20-40 in (Chatfield)', 'Moderate (K 0.24)', 'North half, house site'],
        ['PnB', 'Paxton fine sandy loam, 3-8% slopes', 'C', 'Perched water 18-30 in (fragipan)', 'Moderate-high (K 0.32)', 'South half, driveway, septic'],
    ], (0.08, 0.3, 0.07, 0.22, 0.15, 0.18))
    para('Soil boundaries are plotted on Fig. 2. Deep test holes: DT-1 (house) rock at 6.5 ft; DT-2 (septic) mottling at 26 in.')
    h1('TABLE 3 - CONSTRUCTION SEQUENCE')
    table(['Step', 'Activity', 'Duration'], [
        ['1', 'Pre-construction meeting; 48-hour notice to the Town Engineer; flag LOD and protect the wooded area with orange fence', 'Week 1'],
        ['2', 'Install SCE-1, SF-1, CFS-1; set up CW-1 location', 'Week 1'],
        ['3', 'Clear and grub within the LOD; strip topsoil to TS-1', 'Weeks 2-3'],
        ['4', 'Excavate foundation; rough grade house site and driveway', 'Weeks 3-5'],
        ['5', 'Utilities: well, electric conduit from Route 116, septic tank and absorption field, roof drains', 'Weeks 5-8'],
        ['6', 'Build house; driveway subbase', 'Months 2-8'],
        ['7', 'Final grade, topsoil, seed and mulch; pave driveway', 'Months 8-9'],
        ['8', 'Remove SF-1/CFS-1 after 80% cover; Town final inspection', 'Month 9-10'],
    ], (0.07, 0.75, 0.18))
    para('Total disturbance is 0.71 ac; no more than 0.71 ac is open at any time (limit: 5 ac).')

    # ---- sheet 3: BMP table
    pdf.add_page()
    h1('TABLE 4 - E&SC PRACTICES: SIZE, SPECIFICATION, INSTALLATION, O&M')
    table(['ID', 'Practice', 'Size / length', 'Specification (Blue Book)', 'Installation', 'O&M'], [
        ['SCE-1', 'Stabilized construction entrance', '50 ft x 12 ft x 8 in', '1-4 in crushed stone; woven geotextile under', 'Before any other work at the Route 116 opening', 'Add stone when voids fill; sweep road of tracked soil'],
        ['SF-1', 'Silt fence', '640 LF', 'Woven geotextile 36 in; hardwood stakes 8 ft o.c.', 'Trench 6x6 in, backfill, compact', 'Remove sediment at 1/2 height; replace torn fabric'],
        ['CFS-1', 'Compost filter sock', '280 LF; 12 in dia.', 'Blue Book compost spec; biodegradable mesh', 'Staked 10 ft o.c. on contour mid-slope', 'Replace if crushed; remove sediment at 1/2 height'],
        ['TS-1', 'Topsoil stockpile', '150 cy; max 8 ft high', '2:1 side slopes; temporary seed', 'North of house, inside LOD', 'Re-seed bare spots'],
        ['CW-1', 'Concrete washout', '8 ft x 8 ft x 2 ft', '10-mil liner; straw bale berm', 'Before first pour', 'Empty at 75% full; replace liner if torn'],
        ['TSM', 'Temporary seeding and mulch', 'All idle areas', 'Annual ryegrass 40 lb/ac; straw 2 tons/ac', 'Within 7 days of work stopping', 'Re-apply where bare'],
        ['PSM', 'Permanent seeding', 'All lawn areas', 'Topsoil 4 in; fescue/rye/bluegrass 5 lb/1,000 sf; straw mulch', 'Within 7 days of final grade', 'Water and re-seed until 80% cover'],
        ['-', 'Sediment basin / trap', 'None', 'Not required: largest drainage area to any control 0.4 ac', '-', '-'],
        ['-', 'Diversion', 'None needed', 'Upslope woods sheet-flow is small; CFS-1 slows runoff mid-slope', '-', '-'],
    ], (0.07, 0.15, 0.14, 0.24, 0.2, 0.2))
    h1('TABLE 5 - STABILIZATION BY STAGE')
    table(['Stage', 'Temporary stabilization', 'Permanent stabilization'], [
        ['Clearing and grubbing', 'SCE-1; perimeter controls; stumps chipped; TS-1 seeded', '-'],
        ['Grading', 'TSM within 7 days on idle areas; blanket on slopes > 3:1', '-'],
        ['Utilities and building', 'Spoil upslope of trenches; backfill daily; TSM on spoil', 'Driveway subbase'],
        ['Final', 'Straw mulch on new seed', 'PSM; paved driveway; landscape beds mulched'],
    ], (0.22, 0.45, 0.33))

    # ---- sheet 4: schedule by activity + other items
    pdf.add_page()
    h1('TABLE 6 - MINIMUM PRACTICES BY ACTIVITY, PLACEMENT AND TIME IN PLACE')
    table(['Activity', 'Minimum practices', 'Placed', 'Minimum time in place'], [
        ['Site access', 'SCE-1', 'Day 1', 'Until driveway is paved'],
        ['Clearing / grubbing', 'SF-1, CFS-1, tree fence', 'Before clearing', 'Until 80% perennial cover upslope'],
        ['Topsoil stripping', 'TS-1 seed + silt fence ring', 'Same day', 'Until stockpile is used'],
        ['Grading / excavation', 'TSM, erosion blanket on steep slopes', 'Within 7 days of idle', 'Until final grading'],
        ['Foundation / concrete', 'CW-1', 'Before first pour', 'Until last concrete'],
        ['Final landscaping', 'PSM, mulch', 'Within 7 days of final grade', 'Permanent'],
    ], (0.22, 0.3, 0.22, 0.26))
    h1('TABLE 7 - OTHER REQUIRED STATEMENTS')
    table(['Item', 'Statement'], [
        ['Industrial stormwater discharges', 'None. No asphalt or concrete plant or other non-construction industrial activity on site; ready-mix delivered.'],
        ['Deviations from NYS Standards and Specifications for E&SC', 'None. All practices follow the Blue Book (Nov. 2016) without modification.'],
        ['Storage on adjacent properties', 'None. All materials, spoil and equipment stay inside the LOD.'],
        ['Post-construction SMPs', 'Not required (disturbance under 1 acre). Roof leaders go to two 1,000-gal drywells at the Town Engineer\'s request; they are not part of this SWPPP.'],
    ], (0.35, 0.65))
    h1('TABLE 8 - INSPECTION SCHEDULE')
    table(['Milestone', 'Notice to Town'], [
        ['Start of construction', '48 hours before'],
        ['Installation of E&SC measures', '48 hours before'],
        ['Completion of site clearing', '48 hours before'],
        ['Completion of rough grading', '48 hours before'],
        ['Completion of final grading', '48 hours before'],
        ['Close of construction season', '48 hours before'],
        ['Completion of final landscaping', '48 hours before'],
    ], (0.6, 0.4))

    fig(fig_location(), 'Figure 1 - Location map')
    pdf.set_font('Helvetica', '', 9)
    para('Fig. 2 shows the whole 3.10-ac parcel, the house, driveway and septic field, the limit of disturbance and the '
         'wooded area left undisturbed, existing woods, the intermittent swale along the east line, drainage arrows, '
         'existing (ex) and proposed (pr) contours, the ChC/PnB soil boundary, and discharge point DP-1. Scale 1 in = 50 ft.')
    fig(site(False), 'Figure 2 - Site map')
    fig(site(True), 'Figure 3 - E&SC plan (locations, sizes and lengths of all practices)')

    # ---- forms and certifications
    pdf.add_page()
    h1('FORM A - E&SC INSPECTION REPORT')
    para('Inspection frequency: ____________________   Inspector: ____________________')
    table(['Practice', 'Condition', 'Corrective action', 'Date fixed'], [[c, '', '', ''] for c in ['SCE-1', 'SF-1', 'CFS-1', 'TS-1', 'CW-1', 'Seeded areas']], (0.25, 0.25, 0.3, 0.2))
    h1('FORM B - PREPARER CERTIFICATION')
    para('I certify that this SWPPP was prepared under my supervision and that the design of the stormwater management '
         'and erosion control practices meets the requirements of Chapter 93 of the Town of Somers Code.')
    para('/s/ Richard A. Nakamura     Richard A. Nakamura, P.E., NYS License No. 082957     May 2, 2025')
    h1('FORM C - CONTRACTOR CERTIFICATION')
    para('"I certify under penalty of law that I understand and agree to comply with the terms and conditions of the '
         'Stormwater Pollution Prevention Plan; and that I, or one of my on-site staff, has received a minimum of four hours of '
         'acceptable training in erosion and sediment control within the last three years. I also understand that it is '
         'unlawful for any person to cause or contribute to a violation of water quality standards."')
    table(None, [
        ['Name / title', 'Daniel Reyes, President'],
        ['Firm / address / phone', 'Granite Springs Builders, Inc., 3 Mill Street, Somers, NY 10589, (914) 555-0191'],
        ['Site', 'Ostrowski Residence, NY Route 116, Somers (Tax Map 5.18-1-12)'],
        ['Signature / date', '/s/ Daniel Reyes - May 9, 2025'],
    ], (0.3, 0.7))
    pdf.output(out_pdf)


ITEMS_SOM = ['93-6A(1)(%s)' % c for c in 'abcdefghijkl'] + ['93-6A(3)(%s)' % c for c in 'bcdefghi'] + ['93-6B', '93-6D']

LABEL = dict(
    checklist='somers-ch93',
    house_style='Table-driven SWPPP (data, soils, BMP, schedule and inspection tables; little narrative)',
    producer='fpdf2',
    decision='incomplete',
    facts=dict(disturbed_acres=0.71, disturbed_sq_ft=30900, earthwork_cy=420, project_type='single-family residence on a 3.1-ac lot',
               single_family=True, impaired_water=False, phased=False, municipality='Town of Somers',
               receiving_water='Route 116 roadside ditch / unnamed tributary (Croton watershed)'),
    status={**{i: 'present' for i in ITEMS_SOM},
            **{'93-6A(3)(%s)' % c: 'not_applicable' for c in 'bcdefghi'},
            '93-6A(1)(e)': 'missing', '93-6A(1)(k)': 'missing'},
    evidence={
        '93-6A(1)(a)': 'New single-family dwelling (2,600 sq ft footprint)',
        '93-6A(1)(b)': 'Fig. 2 shows the whole 3.10-ac parcel',
        '93-6A(1)(c)': 'Charlton-Chatfield complex, 0-15% slopes, very rocky',
        '93-6A(1)(d)': 'no more than 0.71 ac is open at any time',
        '93-6A(1)(f)': 'TABLE 5 - STABILIZATION BY STAGE',
        '93-6A(1)(g)': 'Figure 3 - E&SC plan (locations, sizes and lengths of all practices)',
        '93-6A(1)(h)': 'TABLE 4 - E&SC PRACTICES: SIZE, SPECIFICATION, INSTALLATION, O&M',
        '93-6A(1)(i)': 'No asphalt or concrete plant',
        '93-6A(1)(j)': 'TABLE 6 - MINIMUM PRACTICES BY ACTIVITY, PLACEMENT AND TIME IN PLACE',
        '93-6A(1)(l)': 'All practices follow the Blue Book (Nov. 2016) without modification.',
        '93-6B': 'Richard A. Nakamura, P.E., NYS License No. 082957',
        '93-6D': 'Daniel Reyes, President',
    },
    gaps={
        '93-6A(1)(e)': dict(kind='passing mention',
                            where="The only housekeeping content is one sentence under Table 1 (PDF p. {pg:kept neat and orderly}): 'Contractor housekeeping: the site is to be kept neat and orderly.' Nothing describes how litter, construction chemicals or construction debris will be kept out of runoff (the CW-1 washout row is a sediment/concrete practice, not a litter/chemical/debris plan)"),
        '93-6A(1)(k)': dict(kind='content for the wrong thing; blank form',
                            where="'TABLE 8 - INSPECTION SCHEDULE' (PDF p. {pg:TABLE 8 - INSPECTION SCHEDULE}) lists only the Town inspection notification milestones (48-hour notices under 93-15); Form A 'E&SC Inspection Report' (PDF p. {pg:FORM A - E&SC INSPECTION REPORT}) leaves 'Inspection frequency: ____' blank. No schedule is given for the contractor/developer to inspect the E&SC practices; Table 4 O&M gives maintenance triggers only"),
    },
    ambiguous_items=['93-6B'],
    acceptable_decisions=None,
    notes=('Single-family home (93-6A(2)(a)) disturbing 0.71 ac (30,900 sq ft, 420 cy): above the 5,000 sq ft exemption, so an SPPP '
           'is required (administrative permit), but under 1 acre, so the postconstruction items 93-6A(3)(b)-(i) are not_applicable '
           '(the drywells mentioned in Table 7 do not change that). 93-6B applies to land development activities under 93-3 and '
           '93-6A(2); whether a sub-acre house is such an activity depends on the 93-3 definition, which is not in the seed text - '
           'the plan has a signed P.E. certification, so it is labelled present but listed ambiguous (not_applicable is also '
           'defensible). (1)(b): Somers soil boundaries are on Fig. 2. (1)(h) and (1)(j) evidence are table titles; the tables give '
           'every practice, including a statement that no sediment basin or diversion is needed. (1)(i) and (1)(l) are present as '
           '"None" statements in Table 7. Contractor certification (Form C) has the Somers four-hour training clause and is signed.'),
)
