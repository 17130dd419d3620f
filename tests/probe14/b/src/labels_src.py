# Labels for the three p14b_ plans.  Evidence pages are located in the built PDFs by searching the text
# layer (pdftotext -layout, whitespace collapsed) or, for the image-only page, tesseract OCR; an `expect`
# page is given for each quote and the build fails if the quote is not on that page.
import json, os, re, subprocess

def norm(s):
    return re.sub(r'\s+', ' ', s).strip()

A_IDS = ['44-8B(1)(%s)' % x for x in 'abcdefghijklmnop'] + ['44-8B(3)(%s)' % x for x in 'bcdefghi'] + ['44-8C', '44-8E']
S_IDS = ['93-6A(1)(%s)' % x for x in 'abcdefghijkl'] + ['93-6A(3)(%s)' % x for x in 'bcdefghi'] + ['93-6B', '93-6D']

PLANS = {}

PLANS['p14b_asharoken_beach_club_code_response'] = dict(
    checklist='asharoken-ch44',
    style='point-by-point code response (each paragraph of section 44-8 quoted in a shaded italic box, "Response:" beneath), appendices A-F',
    producer='Chromium headless print of HTML (body, pp. 1-13; law text in DejaVu Serif Italic, answers in Liberation Sans) + reportlab '
             '(appendix sheets, calculations, forms, pp. 14-20; footer stamp on all pages), merged with pypdf',
    decision='incomplete',
    facts={'disturbed_acres': 1.62, 'project_type': 'private beach club: clubhouse replacement and parking lot reconfiguration',
           'single_family': False, 'impaired_water': False},
    missing={
        '44-8B(1)(h)': 'pointer to a sheet not bound: response says "See Sheet C-2, Erosion and Sediment Control Plan, which is part of the site plan '
                       'drawing set"; only C-1 (no ESC practices; its note 7 says "SEE SHEET C-2") and C-3 (details only) are bound (p. 6, pp. 14-15)',
        '44-8B(1)(j)': 'restates the requirement without giving it: "Temporary practices that will be converted to permanent control measures are '
                       'addressed in accordance with the Erosion Control Manual..." names no practice (p. 7)',
        '44-8B(3)(h)': 'wrong "Not applicable": says N/A because the practices are on the applicant\'s own property; Condition C applies and no '
                       'easement is shown or described (p. 11)',
        '44-8E': 'certification missing its statement: Appendix F form has name/title/firm/address/phone/site/signature/date lines but not the '
                 'section 44-8E(1) certification statement (p. 20)',
    },
    ambiguous=['44-8B(1)(h)'],
    evidence={
        '44-8B(1)(a)': ('The total area of land disturbance is 1.62 acres', 3),
        '44-8B(1)(b)': ('LIMIT OF DISTURBANCE (1.62 AC)', 14),
        '44-8B(1)(c)': ('Plymouth loamy sand, 3 to 8 percent slopes (PlB)', 4),
        '44-8B(1)(d)': ('no more than 1.62 acres will ever be disturbed at one time', 4),
        '44-8B(1)(e)': ('Litter and construction debris will be collected daily', 5),
        '44-8B(1)(f)': ('The site superintendent is the spill response coordinator.', 5),
        '44-8B(1)(g)': ('Measures for each stage of the work are set out below.', 5),
        '44-8B(1)(i)': ("50' MIN. LENGTH x 24' MIN. WIDTH", 15),
        '44-8B(1)(k)': ('Day 1, before any other work', 6),
        '44-8B(1)(l)': ('remove sediment when it reaches one-half the above-ground height', 7),
        '44-8B(1)(m)': ('The receiving waters are Long Island Sound', 7),
        '44-8B(1)(n)': ('Responsibilities for carrying out this SWPPP are divided by part of the site', 7),
        '44-8B(1)(o)': ('diverts all runoff from the exposed parking field and building pad away from the bluff face', 8),
        '44-8B(1)(p)': ('which shows 1.41 cfs leaving the parking field toward the road', 8),
        '44-8B(3)(b)': ('Six precast concrete leaching pools receive runoff from the new pavement', 9),
        '44-8B(3)(c)': ("LP-1 TO LP-4: 10' DIA. x 8' EFFECTIVE DEPTH LEACHING POOLS", 14),
        '44-8B(3)(d)': ('ROUTING SUMMARY, 25-YEAR STORM', 17),
        '44-8B(3)(e)': ('Table C-2. Comparison of predevelopment and postdevelopment peak runoff (cfs)', 16),
        '44-8B(3)(f)': ('PRECAST RINGS, 4000 PSI, H-20 TRAFFIC SLAB', 15),
        '44-8B(3)(g)': ('The owner will maintain the postconstruction practices on this schedule', 10),
        '44-8B(3)(i)': ('runs with the land and is binding on all subsequent owners of the parcel', 11),
        '44-8C': ('the design of all stormwater management practices meets the requirements of Chapter 44', 12),
    },
    image_only=[],
    headings=['How this plan is arranged', 'Part 1. § 44-8A and § 44-8B(1)', 'Part 2. § 44-8B(2) and (3)', 'Part 3. § 44-8C to § 44-8F',
              '§ 44-8B(1)(h) — Erosion and sediment control plan', 'APPENDIX C - DRAINAGE CALCULATIONS', 'APPENDIX F - CONTRACTOR AND SUBCONTRACTOR FORM'],
    notes='Condition C applies (1.62 ac, not a single-family residence), so all postconstruction items apply. The quoted code text in the '
          'shaded boxes restates every requirement and provides none; only the "Response" text, the bound sheets C-1 and C-3 and the '
          'appendices were credited. C-2 (the ESC plan) is cited but not bound.',
)

PLANS['p14b_somers_hillandale_pond_dam_report'] = dict(
    checklist='somers-ch93',
    style='dam-safety engineering report (hazard classification, H&H, drawdown and dewatering, cofferdam, spillway work) whose Chapter 7 '
          'and appendices are the SWPPP',
    producer='reportlab, every body character placed individually (one text-matrix move per glyph, justified, 0.3 pt tracking; headings '
             'tracked 1.6-5 pt); drawings on 11x17; p. 15 a colour JPEG scan of the signed PE certification (blue ink, sticky note, 1.3 deg skew, no text layer)',
    decision='complete',
    facts={'disturbed_acres': 2.35, 'project_type': 'Class B dam rehabilitation with new paved access drive and parking (93-6A(2)(r), (s))',
           'single_family': False, 'impaired_water': True},
    missing={},
    ambiguous=[],
    evidence={
        '93-6A(1)(a)': ('The total area of soil disturbance, including staging, is 2.35 acres', 2),
        '93-6A(1)(b)': ('NO MATERIAL, WASTE, BORROW OR EQUIPMENT STORAGE', 9),
        '93-6A(1)(c)': ('Hydrologic Soil Group C', 5),
        '93-6A(1)(d)': ('No more than 2.35 acres will be disturbed at any time', 5),
        '93-6A(1)(e)': ('Litter and debris will be collected daily in a covered dumpster', 6),
        '93-6A(1)(f)': ('Stabilization follows the New York State Standards and Specifications for Erosion and Sediment Control', 6),
        '93-6A(1)(g)': ('SF: SILT FENCE 1,280 LF (TOTAL)', 10),
        '93-6A(1)(h)': ('36 in woven geotextile, hardwood stakes 6 ft o.c.,', 6),
        '93-6A(1)(i)': ('There are no stormwater discharges associated with industrial activity other than construction at this site.', 7),
        '93-6A(1)(j)': ('Clearing of drive corridor Entrance; silt fence; ST-1 Before clearing starts', 7),
        '93-6A(1)(k)': ('will inspect all erosion and sediment control practices at least once every seven days', 7),
        '93-6A(1)(l)': ('Sediment trap ST-1 has a length to width ratio of 1.5:1 instead of the 2:1 minimum', 7),
        '93-6A(3)(b)': ('Bioretention area BR-1 (1,420 sq ft surface', 7),
        '93-6A(3)(c)': ('BIORETENTION BR-1: 1,420 SF', 10),
        '93-6A(3)(d)': ('Table B-1. Peak runoff from the drive and parking drainage area', 12),
        '93-6A(3)(e)': ('Table B-2. Sizing criteria (Design Manual Chapters 4 and 10, enhanced phosphorus removal standard).', 12),
        '93-6A(3)(f)': ('30" FILTER MEDIA: 80% SAND, 20% TOPSOIL/COMPOST', 11),
        '93-6A(3)(g)': ('is the entity responsible for the long-term operation and maintenance of BR-1 and DS-1', 8),
        '93-6A(3)(h)': ("25' STORMWATER ACCESS AND MAINTENANCE EASEMENT IN FAVOR OF THE TOWN OF SOMERS", 10),
        '93-6A(3)(i)': ('the agreement is binding on all subsequent landowners', 8),
        '93-6B': ('the design of all stormwater management practices meets the requirements of Chapter 93', 15),
        '93-6D': ('has received a minimum of four hours of acceptable training', 14),
    },
    image_only=[15],
    headings=['1. INTRODUCTION AND PROJECT BACKGROUND', '2. DESCRIPTION OF THE DAM AND HAZARD CLASSIFICATION', '4. DRAWDOWN AND DEWATERING PLAN',
              '5. COFFERDAM AND STREAM BYPASS', '7. STORMWATER POLLUTION PREVENTION PLAN', '7.11 Inspection schedule',
              '7.12 Design elements not in conformance with the Standards and Specifications', 'APPENDIX D. CONTRACTOR CERTIFICATION'],
    notes='Not routine maintenance (section 93-5A(3)) because the spillway capacity is enlarged; road and parking lot construction '
          '(93-6A(2)(r), (s)) over one acre, so postconstruction items apply. Muscoot Reservoir basin (phosphorus TMDL). The preparer '
          'certification exists only on the scanned page 15 (OCR). Contractor certification is filled in and signed.',
)

PLANS['p14b_somers_brookside_field_boards'] = dict(
    checklist='somers-ch93',
    style="landscape architect's presentation boards L-1 to L-8 (11x17 landscape, plan graphics with callout boxes and leader lines, "
          'notes column, planting and stabilisation tables) with a letter-size narrative booklet in front',
    producer='reportlab: booklet with platypus (pp. 1-6, letter portrait); boards on canvas (pp. 7-14, 1224x792) with every text line a '
             'separate text object drawn in shuffled order; board L-4 (p. 10) stored 792x1224 with /Rotate 90; merged with pypdf',
    decision='incomplete',
    facts={'disturbed_acres': 3.4, 'project_type': 'private school synthetic turf athletic field, parking lot and plaza (93-6A(2)(k), (u))',
           'single_family': False, 'impaired_water': True},
    missing={
        '93-6A(1)(i)': 'only in the contents: the booklet contents list "5. Industrial stormwater discharges ... 4" but page 4 (and the rest of '
                       'the plan) has no such section or statement (p. 1)',
        '93-6A(1)(k)': 'present for the wrong thing: the "Inspection schedule" section covers only the postconstruction practices (FS-1, BR-1, '
                       'VS-1, turf); no inspection schedule for the erosion and sediment controls (p. 4)',
        '93-6A(1)(l)': 'absent entirely: no statement on design elements departing from the NYS Standards and Specifications',
        '93-6A(3)(i)': 'deferred: "An inspection and maintenance agreement with the Town of Somers under § 93-8 will be provided under '
                       'separate cover prior to final approval." (p. 5; also board L-7, p. 13)',
        '93-6D': 'certification missing its training clause: the form quotes the penalty-of-law statement without the four-hour erosion and '
                 'sediment control training clause, and its lines are blank (p. 6)',
    },
    ambiguous=[],
    evidence={
        '93-6A(1)(a)': ('The project disturbs 3.4 acres.', 2),
        '93-6A(1)(b)': ('SOIL BOUNDARIES SHOWN DASH-DOT', 8),
        '93-6A(1)(c)': ('Hydrologic Soil Group C', 2),
        '93-6A(1)(d)': ('The work is phased so that no more than 2.1 acres is open at one time', 3),
        '93-6A(1)(e)': ('Construction litter and packaging, including turf offcuts and infill bags', 3),
        '93-6A(1)(f)': ('SOIL STABILIZATION PLAN - EACH STAGE, INITIAL CLEARING TO FINAL STABILIZATION', 11),
        '93-6A(1)(g)': ('SF: PERIMETER SILT FENCE 1,150 LF', 10),
        '93-6A(1)(h)': ('= 6,840 CF REQUIRED, 7,100 CF PROVIDED', 11),
        '93-6A(1)(j)': ('SCHEDULE OF MINIMUM EROSION AND SEDIMENT CONTROL PRACTICES', 11),
        '93-6A(3)(b)': ('A 1,650 sq ft bioretention cell', 4),
        '93-6A(3)(c)': ('BR-1 BIORETENTION 1,650 SF', 9),
        '93-6A(3)(d)': ('HYDROLOGIC AND HYDRAULIC ANALYSIS - PEAK DISCHARGE AT DP-1 (CFS)', 13),
        '93-6A(3)(e)': ('SIZING CRITERIA (NYS STORMWATER MANAGEMENT DESIGN MANUAL, CH. 4 AND 10 - ENHANCED PHOSPHORUS)', 13),
        '93-6A(3)(f)': ('30" FILTER MEDIA: 85% SAND, 10% FINES,', 12),
        '93-6A(3)(g)': ('RESPONSIBLE ENTITY: BROOKSIDE COUNTRY DAY SCHOOL', 13),
        '93-6A(3)(h)': ('REMAINS IN EFFECT WITH TRANSFER OF TITLE.', 9),
        '93-6B': ('the design of all stormwater management practices meets the requirements of Chapter 93', 5),
    },
    image_only=[],
    headings=['1. Project background', '2. Soils', '3. Construction sequence', '6. Inspection schedule', 'Contractor certification',
              'EXISTING CONDITIONS, SOILS AND DRAINAGE', 'EROSION AND SEDIMENT CONTROL PLAN', 'EROSION CONTROL DETAILS AND SCHEDULES',
              'STORMWATER MANAGEMENT SUMMARY'],
    notes='Institutional facility with an artificial-turf athletic field, 3.4 ac disturbed: postconstruction items apply. Prepared and '
          'signed by a registered landscape architect (93-6B allows RLA). Muscoot Reservoir basin (phosphorus TMDL). Board L-4 is the '
          'page stored with /Rotate 90.',
)

def page_texts(pdf):
    n = int(re.search(r'Pages:\s+(\d+)', subprocess.run(['pdfinfo', pdf], capture_output=True, text=True).stdout).group(1))
    out = []
    for i in range(1, n + 1):
        t = subprocess.run(['pdftotext', '-layout', '-f', str(i), '-l', str(i), pdf, '-'], capture_output=True, text=True).stdout
        out.append(norm(t))
    return out

def ocr_page(pdf, page, tmpdir='/tmp'):
    base = os.path.join(tmpdir, 'ocr_%d_%d' % (os.getpid(), page))
    subprocess.run(['pdftoppm', '-r', '300', '-f', str(page), '-l', str(page), '-png', '-singlefile', pdf, base], check=True)
    t = subprocess.run(['tesseract', base + '.png', '-'], capture_output=True, text=True).stdout
    os.remove(base + '.png')
    return norm(t)

def write(pdfdir, out):
    labels = {}
    for name, P in PLANS.items():
        pdf = os.path.join(pdfdir, name + '.pdf')
        texts = page_texts(pdf)
        ids = A_IDS if P['checklist'] == 'asharoken-ch44' else S_IDS
        items, evidence = {}, {}
        for i in ids:
            items[i] = 'missing' if i in P['missing'] else 'present'
        for i, (q, pg) in P['evidence'].items():
            assert i in ids and items[i] == 'present', (name, i)
            if pg in P['image_only']:
                if norm(q) not in ocr_page(pdf, pg):
                    raise SystemExit('quote not in OCR of page: %s %s p%d: %r' % (name, i, pg, q))
            else:
                found = [k + 1 for k, t in enumerate(texts) if norm(q) in t]
                if not found:
                    raise SystemExit('quote not found: %s %s: %r' % (name, i, q))
                if pg not in found:
                    print('  note: %s %s located on page(s) %s (hint was %d)' % (name, i, found, pg))
                    pg = found[0]
            evidence[i] = {'pages': [pg], 'quote': q}
        for i in ids:
            if items[i] == 'present':
                assert i in evidence, (name, 'no evidence', i)
        labels[name] = {
            'checklist': P['checklist'], 'style': P['style'], 'producer': P['producer'], 'decision': P['decision'],
            'facts': P['facts'], 'items': items, 'evidence': evidence, 'gaps': P['missing'],
            'image_only_pages': P['image_only'], 'ambiguous_items': P['ambiguous'],
            'acceptable_decisions': [P['decision']], 'notes': P['notes'],
        }
    json.dump(labels, open(out, 'w'), indent=1, ensure_ascii=False)
    print('wrote', out)
