"""Ground truth for the p12a set (written by hand, checked by make.py).

Pages are 1-based PDF pages. Quotes are exact text of the text layer (pdftotext -layout), compared
after collapsing runs of whitespace.
"""

SOMERS_POST = ["93-6A(3)(b)", "93-6A(3)(c)", "93-6A(3)(d)", "93-6A(3)(e)", "93-6A(3)(f)", "93-6A(3)(g)",
               "93-6A(3)(h)", "93-6A(3)(i)"]

LABELS = {}

# ---------------------------------------------------------------------------------------------------------
P1 = "p12a_somers_lovell_street_water_main"
LABELS[P1] = {
    "checklist": "somers-ch93",
    "style": "linear utility SWPPP organised by station segments, plan-and-profile sheets behind",
    "producer": "LibreOffice Writer (python-docx narrative) + reportlab CAD-style 11x17 sheets, bound with pypdf",
    "decision": "incomplete",
    "facts": {"disturbed_acres": 1.52, "project_type": "water main replacement (linear utility along a Town road)",
              "single_family": False, "impaired_water": True},
    "items": {
        "93-6A(1)(a)": "present", "93-6A(1)(b)": "present", "93-6A(1)(c)": "missing", "93-6A(1)(d)": "present",
        "93-6A(1)(e)": "present", "93-6A(1)(f)": "present", "93-6A(1)(g)": "present", "93-6A(1)(h)": "present",
        "93-6A(1)(i)": "missing", "93-6A(1)(j)": "present", "93-6A(1)(k)": "missing", "93-6A(1)(l)": "present",
        **{k: "not_applicable" for k in SOMERS_POST},
        "93-6B": "present", "93-6D": "missing",
    },
    "evidence": {
        "93-6A(1)(a)": {"pages": [3], "quote": "inch cast iron water main beneath Lovell Street, a Town road, between its intersection with Route 100 (STA 0+00) and Plum Brook Road (STA 50+00) with a new 12-inch ductile iron main"},
        "93-6A(1)(b)": {"pages": [16, 17, 18, 19, 20], "quote": "TOTAL SITE AREA (LIMIT OF DISTURBANCE): 1.52 AC. ALL LAND OUTSIDE THE LIMIT IS NOT TO BE DISTURBED."},
        "93-6A(1)(d)": {"pages": [6], "quote": "Trench work advances in runs of no more than 300 feet"},
        "93-6A(1)(e)": {"pages": [5], "quote": "A covered 20-cubic-yard roll-off container is kept at the staging yard for litter"},
        "93-6A(1)(f)": {"pages": [11], "quote": "Temporary and permanent stabilization follow the New York State Standards and Specifications for Erosion and Sediment Control (November 2016)"},
        "93-6A(1)(g)": {"pages": [17, 18, 19, 20], "quote": "640 LF - EAST SHOULDER, STA 0+40 TO 6+80"},
        "93-6A(1)(h)": {"pages": [12, 21], "quote": "WOVEN GEOTEXTILE 36 IN WIDE, 24 IN MIN. ABOVE GRADE"},
        "93-6A(1)(j)": {"pages": [7, 8, 9, 10], "quote": "The table gives, for each practice, its location and size or length, when it is first placed and how long it must stay in place."},
        "93-6A(1)(l)": {"pages": [13], "quote": "The Standard calls for a length of at least 50 feet."},
        "93-6B": {"pages": [14], "quote": "I certify that this Stormwater Pollution Prevention Plan was prepared by me or under my direct supervision"},
    },
    "gaps": {
        "93-6A(1)(c)": "passing mention without the required element: section 2.2 (p. 4) and the sheets name the soil map units, "
                       "textures and drainage, but no hydrologic soil group is given anywhere in the plan",
        "93-6A(1)(i)": "absent entirely: the plan never states whether any industrial-activity discharge (asphalt or concrete plant) exists",
        "93-6A(1)(k)": "present for the wrong thing: section 11.2 (p. 12) gives an observation schedule for trench backfill compaction "
                       "and pavement restoration only; no inspection schedule for the erosion and sediment controls exists",
        "93-6D": "certification missing its training clause: the signed contractor statement (p. 15) omits the four-hour erosion "
                 "and sediment control training clause that Section 93-6D requires",
    },
    "image_only_pages": [],
    "ambiguous_items": [],
    "acceptable_decisions": ["incomplete"],
    "notes": ("1.52 acres disturbed along 5,000 LF of Lovell Street; more than 5,000 sq ft, not routine maintenance (upsized and "
              "relocated), so Chapter 93 applies (administrative permit, 93-5C). Post-construction items 93-6A(3)(b)-(i) are "
              "not_applicable: a water main replacement is not listed in 93-6A(2)(a)-(v), and (w) needs construction or "
              "reconstruction of impervious area that alters hydrology, while this plan restores the trench patch in kind and "
              "states that grades, cover and drainage are unchanged (section 3, p. 5). 93-6B is present in any case (p. 14). "
              "The plan-and-profile sheets (pp. 16-21) are drawn with their text labels in shuffled drawing order; pdftotext "
              "-layout reassembles them by position, a raw-order reader does not. Gaps: (c) soils without HSG; (i) absent; "
              "(k) inspection schedule only for backfill compaction and paving; 93-6D statement without the training clause. "
              "The Muscoot Reservoir phosphorus TMDL basin is stated by the plan (impaired_water true); it changes no Somers item."),
}

# ---------------------------------------------------------------------------------------------------------
P2 = "p12a_asharoken_seawatch_subdivision"
LABELS[P2] = {
    "checklist": "asharoken-ch44",
    "style": "subdivision master SWPPP: common part, lot-by-lot pages, HOA maintenance agreement",
    "producer": "groff -ms via Ghostscript (text) + reportlab (drawings); CropBox smaller than MediaBox with printer's marks and DRAFT text outside the visible area (pypdf)",
    "decision": "complete",
    "facts": {"disturbed_acres": 5.6, "project_type": "six-lot single-family residential subdivision with a private road",
              "single_family": True, "impaired_water": False},
    "items": {k: "present" for k in [
        "44-8B(1)(a)", "44-8B(1)(b)", "44-8B(1)(c)", "44-8B(1)(d)", "44-8B(1)(e)", "44-8B(1)(f)", "44-8B(1)(g)",
        "44-8B(1)(h)", "44-8B(1)(i)", "44-8B(1)(j)", "44-8B(1)(k)", "44-8B(1)(l)", "44-8B(1)(m)", "44-8B(1)(n)",
        "44-8B(1)(o)", "44-8B(1)(p)", "44-8B(3)(b)", "44-8B(3)(c)", "44-8B(3)(d)", "44-8B(3)(e)", "44-8B(3)(f)",
        "44-8B(3)(g)", "44-8B(3)(h)", "44-8B(3)(i)", "44-8C", "44-8E"]},
    "evidence": {
        "44-8B(1)(a)": {"pages": [3], "quote": "into six single-family residential lots of 1.39 to 1.91 acres"},
        "44-8B(1)(b)": {"pages": [15], "quote": "SITE MAP SCALE: 1 IN = 100 FT TOTAL SITE AREA 11.20 AC DISTURBED 5.60 AC"},
        "44-8B(1)(c)": {"pages": [3], "quote": "The Soil Survey of Suffolk County maps three soils on the parcel."},
        "44-8B(1)(d)": {"pages": [4], "quote": "The work is built in two phases so that no more than 5.0 acres are disturbed at any one time"},
        "44-8B(1)(e)": {"pages": [4], "quote": "A7. Pollution prevention: litter, construction chemicals and debris"},
        "44-8B(1)(f)": {"pages": [4, 5], "quote": "Spill prevention and response: spill kits"},
        "44-8B(1)(g)": {"pages": [5, 6], "quote": "A9. Temporary and permanent stabilization and controls for each stage"},
        "44-8B(1)(h)": {"pages": [6, 16], "quote": "SF-1 PERIMETER SILT FENCE 1,220 LF"},
        "44-8B(1)(i)": {"pages": [6, 18], "quote": "Sediment trap ST-1 drains 2.80 acres."},
        "44-8B(1)(j)": {"pages": [6], "quote": "Sediment trap ST-1 becomes bioretention basin BR-1"},
        "44-8B(1)(k)": {"pages": [6], "quote": "A14. Implementation schedule for the temporary practices"},
        "44-8B(1)(l)": {"pages": [6, 7], "quote": "at least once every 7 days and within 24 hours of any storm producing 0.5 inch of rain or more"},
        "44-8B(1)(m)": {"pages": [3], "quote": "Receiving waters: the tidal wetland at the south-west of the parcel and Duck Island Harbor"},
        "44-8B(1)(n)": {"pages": [7], "quote": "A16. Delineation of SWPPP implementation responsibilities"},
        "44-8B(1)(o)": {"pages": [5], "quote": "A10. Structural practices that divert, store or limit runoff"},
        "44-8B(1)(p)": {"pages": [3, 4], "quote": "The Village drainage complaint log for 2014 through 2023"},
        "44-8B(3)(b)": {"pages": [11], "quote": "C1. Description of each post-construction practice"},
        "44-8B(3)(c)": {"pages": [11, 17], "quote": "BR-1 BIORETENTION 2,400 SF, 9 IN PONDING"},
        "44-8B(3)(d)": {"pages": [11], "quote": "Runoff was computed with the NRCS TR-55 method"},
        "44-8B(3)(e)": {"pages": [11, 12], "quote": "C4. Comparison of post-development with pre-development runoff"},
        "44-8B(3)(f)": {"pages": [12], "quote": "C5. Dimensions, materials and installation of each practice"},
        "44-8B(3)(g)": {"pages": [12], "quote": "C6. Maintenance schedule for each practice"},
        "44-8B(3)(h)": {"pages": [12, 17], "quote": "20 FT STORMWATER MAINTENANCE AND ACCESS EASEMENT (HOA AND VILLAGE)"},
        "44-8B(3)(i)": {"pages": [14], "quote": "This Agreement runs with the land and binds the Declarant, the Association, every owner of any lot"},
        "44-8C": {"pages": [13], "quote": "Jonathan R. Albrecht, P.E., New York License No. 091533"},
        "44-8E": {"pages": [13], "quote": "I also understand that it is unlawful for any person to cause or contribute to a violation of water quality standards."},
    },
    "gaps": {},
    "image_only_pages": [],
    "ambiguous_items": [],
    "acceptable_decisions": ["complete"],
    "notes": ("Six lots, 5.60 acres disturbed: a land development activity (44-3, one common plan) meeting Condition B "
              "(five acres or more), so 44-8B(3)(b)-(i) apply even though the lots are single-family (the Condition C "
              "exclusion does not matter). Phasing keeps the open area at 4.20 acres or less. Receiving water stated as not "
              "303(d)-listed (impaired_water false). The contractor certification is signed by the site contractor with all "
              "fields (p. 13); lot builders sign later copies, which the law allows (before undertaking their work). The "
              "HOA agreement (Part E, p. 14) states who maintains, that it runs with the land and binds every later owner, and "
              "that it is recorded with the Suffolk County Clerk; the Village signature line is blank pending counsel approval, "
              "which 44-10D contemplates. PDF form: every page has MediaBox 36 pt larger than its CropBox on each side; crop "
              "marks, a slug line and 'DRAFT - NOT FOR RECORDING' sit outside the CropBox and are not visible, though pdftotext "
              "extracts them. Body text is justified with automatic hyphenation (words split across lines); quotes are chosen "
              "where no word is split."),
}

# ---------------------------------------------------------------------------------------------------------
P3 = "p12a_somers_granite_ridge_pond_faq"
LABELS[P3] = {
    "checklist": "somers-ch93",
    "style": "questions and answers (FAQ) plan for an HOA pond dredging and dam spillway repair",
    "producer": "Chromium print to PDF (HTML, inline SVG figures, PNG banner headings) + one reportlab per-glyph page, bound with pypdf",
    "decision": "incomplete",
    "facts": {"disturbed_acres": 2.3, "project_type": "pond dredging, dam spillway reconstruction and paved maintenance drive (HOA)",
              "single_family": False, "impaired_water": True},
    "items": {
        "93-6A(1)(a)": "present", "93-6A(1)(b)": "present", "93-6A(1)(c)": "present", "93-6A(1)(d)": "present",
        "93-6A(1)(e)": "present", "93-6A(1)(f)": "present", "93-6A(1)(g)": "present", "93-6A(1)(h)": "present",
        "93-6A(1)(i)": "present", "93-6A(1)(j)": "missing", "93-6A(1)(k)": "present", "93-6A(1)(l)": "missing",
        "93-6A(3)(b)": "present", "93-6A(3)(c)": "present", "93-6A(3)(d)": "present", "93-6A(3)(e)": "missing",
        "93-6A(3)(f)": "present", "93-6A(3)(g)": "present", "93-6A(3)(h)": "missing", "93-6A(3)(i)": "present",
        "93-6B": "missing", "93-6D": "present",
    },
    "evidence": {
        "93-6A(1)(a)": {"pages": [4], "quote": "will remove about 4,200 cubic yards of accumulated sediment from Granite Ridge Pond"},
        "93-6A(1)(b)": {"pages": [5], "quote": "FIGURE 1. SITE MAP - SCALE: 1 IN = 100 FT"},
        "93-6A(1)(c)": {"pages": [5], "quote": "well drained loamy till over bedrock at 2 to 6 feet, hydrologic soil group B"},
        "93-6A(1)(d)": {"pages": [10], "quote": "no more than 2.30 acres, well under the 5-acre limit, is disturbed at any time"},
        "93-6A(1)(e)": {"pages": [9], "quote": "Litter and construction debris go in a covered dumpster at the staging area"},
        "93-6A(1)(f)": {"pages": [8], "quote": "Stabilization follows the New York State Standards and Specifications for Erosion and Sediment Control at each stage."},
        "93-6A(1)(g)": {"pages": [7], "quote": "FIGURE 2. EROSION AND SEDIMENT CONTROL PLAN - SCALE: 1 IN = 100 FT"},
        "93-6A(1)(h)": {"pages": [7, 8], "quote": "The table gives the dimensions, materials, installation and upkeep of each control."},
        "93-6A(1)(i)": {"pages": [2], "quote": "No asphalt, concrete or other industrial plant will operate on the site."},
        "93-6A(1)(k)": {"pages": [8], "quote": "inspects every erosion and sediment control at least once every 7 days"},
        "93-6A(3)(b)": {"pages": [11], "quote": "Two practices treat the runoff from the new paved drive and turnaround"},
        "93-6A(3)(c)": {"pages": [11], "quote": "BC-1 BIORETENTION CELL 650 SF (26 FT x 25 FT)"},
        "93-6A(3)(d)": {"pages": [11], "quote": "were modeled in HydroCAD 10.2 with the NRCS TR-20 method"},
        "93-6A(3)(f)": {"pages": [12], "quote": "Q20. How are the permanent practices built?"},
        "93-6A(3)(g)": {"pages": [12], "quote": "The Granite Ridge Homeowners Association is responsible for the long-term operation and maintenance"},
        "93-6A(3)(i)": {"pages": [12], "quote": "It binds the Association and all subsequent owners of Parcel C"},
        "93-6D": {"pages": [13], "quote": "has received a minimum of four hours of acceptable training in erosion and sediment control"},
    },
    "gaps": {
        "93-6A(1)(j)": "only in the contents: Q9 'When does each control go in, and how long does it stay?' is listed on p. 3 and "
                       "Q7 points to it, but the body has no Q9 and no schedule of initial placement and minimum time in place",
        "93-6A(1)(l)": "a heading with nothing under it: Q14 (p. 9) asks whether any part of the design departs from the State "
                       "Standards and its answer is an empty 'A.'",
        "93-6A(3)(e)": "deferred: Q19 (p. 11) says the sizing calculations (WQv, RRv, enhanced phosphorus criteria) will be provided "
                       "to the Town Engineer prior to final approval",
        "93-6A(3)(h)": "a statement that the thing does not exist where the law needs it: Q22 (p. 12) says no easement is needed "
                       "because the HOA owns the land, and none is shown; 93-6A(3)(h) requires easements recorded on the plan",
        "93-6B": "certification missing its signer: the preparer's statement in Q24 (p. 13) has blank signature, name, licence "
                 "and date lines; only the firm is named",
    },
    "image_only_pages": [],
    "ambiguous_items": [],
    "acceptable_decisions": ["incomplete"],
    "notes": ("2.30 acres disturbed. Not routine maintenance (spillway doubled, spoil placed as upland fill, new paved drive). "
              "The plan itself places the project under 93-6A(2)(w) (6,240 sq ft of new impervious cover that alters the "
              "drainage area's hydrology), so 93-6A(3)(b)-(i) and 93-6B apply. The part headings ('Part 1 - About the "
              "Project' ... 'Part 5 - Sign-offs') are PNG banners with no text layer; every page still has body text, so "
              "no page is image-only. Page 2 ('at a glance') is drawn one glyph per text object in a display face; the "
              "93-6A(1)(i) quote comes from that page (Q13 on p. 9 says the same). The contractor certification has the "
              "training clause and is signed by the dredging contractor; the paving subcontractor column is blank, which "
              "the law tolerates until that firm starts work, so 93-6D is present. 93-6A(1)(j): Q6 and the sequence (Q15) "
              "describe the order of work, but no practice-by-practice schedule of initial placement or minimum time in "
              "place exists; Q7 itself defers placement and removal times to the missing Q9. Muscoot phosphorus TMDL "
              "basin stated by the plan (impaired_water true)."),
}

# ---------------------------------------------------------------------------------------------------------
# Headings that must be in the text layer (page, text); image headings must NOT be in the text layer and
# must be read by OCR on their page.
HEADINGS = {
    P1: [(2, "Contents"), (3, "1. Project Description"), (4, "2. Existing Site Conditions"),
         (5, "3. Post-Construction Stormwater Management"), (5, "4. Pollution Prevention"),
         (6, "5. Construction Phasing and Sequence"), (7, "6. Segment A, STA 0+00 to 12+50"),
         (8, "7. Segment B, STA 12+50 to 25+00"), (9, "8. Segment C, STA 25+00 to 37+50"),
         (10, "9. Segment D, STA 37+50 to 50+00"), (11, "10. Soil Stabilization Plan"),
         (12, "11. Erosion and Sediment Control Practices: Details and"), (12, "11.2 Construction observation"),
         (13, "12. Departures from the NYS Standards and Specifications"), (13, "13. Responsibilities and Contacts"),
         (14, "14. Certifications"), (15, "14.2 Contractor's certification"),
         (17, "PLAN - SEGMENT A - STA 0+00 TO STA 12+50"), (18, "PLAN - SEGMENT B - STA 12+50 TO STA 25+00"),
         (19, "PLAN - SEGMENT C - STA 25+00 TO STA 37+50"), (20, "PLAN - SEGMENT D - STA 37+50 TO STA 50+00")],
    P2: [(2, "Contents"), (3, "Part A. Common Elements"), (8, "Part B. Lot-by-Lot Pages"), (8, "Lot 1"),
         (8, "Lot 2"), (9, "Lot 3"), (9, "Lot 4"), (10, "Lot 5"), (10, "Lot 6"),
         (11, "Part C. Post-Construction Stormwater Management"), (13, "Part D. Certifications"),
         (14, "Part E. Stormwater Facilities Maintenance Agreement")],
    P3: [(3, "Questions in this plan"), (4, "Q1. What will be done, where, and how big is the project?"),
         (7, "Q6. What will be done to keep sediment out of the brook?"),
         (9, "Q14. Does any part of the design depart from the State Standards?"),
         (10, "Q15. In what order will the work be done?"),
         (11, "Q17. What permanent stormwater practices will be built?"),
         (13, "Q24. Who prepared and certified this plan?")],
}
IMAGE_HEADINGS = {
    P3: [(4, "Part 1 - About the Project"), (7, "Part 2 - Keeping Sediment Out of the Brook"),
         (10, "Part 3 - Building It"), (11, "Part 4 - After Construction"), (13, "Part 5 - Sign-offs")],
}
