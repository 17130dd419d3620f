"""Reviewer's labels for set probe11/b (source for OUT/labels.json)."""

def E(pages, quote):
    return {"pages": pages, "quote": quote}

LABELS = {}

# ------------------------------------------------------------------ golf course, Somers (complete)
LABELS["p11b_som_hallock_hill_golf"] = {
    "checklist": "somers-ch93",
    "style": "golf course renovation SWPPP organised by work area (Hole 3 / Hole 7 / maintenance yard), engineer's report format with 11x17 plan sheets",
    "producer": "python-docx via LibreOffice Writer (body); reportlab (Appendix B with scrambled ToUnicode font, CAD-like sheets C-1 to C-3); merged with pypdf",
    "decision": "complete",
    "facts": {"disturbed_acres": 4.2, "project_type": "golf course renovation (greens, pond edge, cart path, maintenance yard)",
              "single_family": False, "impaired_water": True, "somers_activity": "93-6A(2)(j) golf courses"},
    "items": {},
    "evidence": {
        "93-6A(1)(a)": E([3], "The total area disturbed is 4.20 acres"),
        "93-6A(1)(b)": E([14], "OVERALL SITE PLAN, SOILS AND LOCATION MAP SCALE: 1 INCH = 100 FEET"),
        "93-6A(1)(c)": E([13], "Charlton loam, 3 to 8 percent slopes. Hydrologic soil group B."),
        "93-6A(1)(d)": E([8], "The largest area open at any one time is 1.95 acres"),
        "93-6A(1)(e)": E([8], "Each staging area has a covered 20-yard roll-off for construction debris"),
        "93-6A(1)(f)": E([8], "Stabilization follows the New York State Standards and Specifications for Erosion and Sediment Control"),
        "93-6A(1)(g)": E([15], "SF-1 SILT FENCE - 310 LF"),
        "93-6A(1)(h)": E([9], "Toe trench 6 in x 6 in, fabric"),
        "93-6A(1)(i)": E([3], "There will be no stormwater discharges associated with industrial activity other than construction at the site."),
        "93-6A(1)(j)": E([5], "Minimum controls and schedule - Work Area 1"),
        "93-6A(1)(k)": E([8], "will inspect all erosion and sediment controls in every open work area at least once every seven days"),
        "93-6A(1)(l)": E([3], "compost filter sock (12-inch diameter) is used in place of silt fence"),
        "93-6A(3)(b)": E([10], "Bioretention area at the maintenance yard (2,150 sq ft filter bed)"),
        "93-6A(3)(c)": E([14], "LOD 0.90 AC BR-1 2,150 SF"),
        "93-6A(3)(d)": E([10], "Analysis by HydroCAD 10 (SCS TR-20, Type III 24-hour storm"),
        "93-6A(3)(e)": E([10], "Sizing criteria (Design Manual, enhanced phosphorus removal standards)"),
        "93-6A(3)(f)": E([16], "2.5' FILTER MEDIA (SAND/SOIL/COMPOST)"),
        "93-6A(3)(g)": E([11], "is responsible for the long-term operation and maintenance of BR-1 and DS-1"),
        "93-6A(3)(h)": E([11], "The easement remains in effect upon transfer of title to the property."),
        "93-6A(3)(i)": E([11], "binds the Club and all subsequent owners of the property"),
        "93-6B": E([2], "New York State Professional Engineer License No. 093815"),
        "93-6D": E([12], "has received a minimum of four hours of acceptable training in erosion and sediment control"),
    },
    "gaps": {},
    "image_only_pages": [],
    "ambiguous_items": [],
    "acceptable_decisions": ["complete"],
    "notes": ("Golf course (93-6A(2)(j)), 4.20 ac disturbed, so 93-6A(3) applies. GARBAGE TEXT LAYER: page 13 (Appendix B, "
              "soils) is drawn with a subset TrueType font whose ToUnicode map is scrambled; pdftotext returns nonsense, the "
              "page looks right, and the quote for 93-6A(1)(c) is tesseract's reading of the page at 300 dpi. The soils with "
              "hydrologic soil groups are described only on that page (p. 4 only points to Appendix B). Page 13 is not "
              "image-only (it has a text layer, just a wrong one). 93-6A(1)(l): one deviation (compost sock for silt fence "
              "at Hole 3) with reason and equivalence. Cpv waiver identified in 8.1 (93-6A(3)(e) asks that waived criteria be "
              "identified). Easement: shown on C-1 and 'will be recorded'; the text states it survives transfer of title. "
              "Agreement: terms stated (who maintains, Town entry, recorded, binds subsequent owners) although the "
              "instrument is signed later, which the Conventions count as present. Muscoot phosphorus TMDL stated; "
              "impaired_water true, changes no Somers item."),
}

# ------------------------------------------------------------------ bulkhead, Asharoken (incomplete)
LABELS["p11b_ash_bayview_bulkhead"] = {
    "checklist": "asharoken-ch44",
    "style": "marine contractor's construction work plan with SWPPP measures woven into numbered Means and Methods steps (bulkhead replacement, stone return, upland regrading)",
    "producer": "Chromium headless print-to-PDF from HTML/CSS (body and SVG sheet WP-1); FreeText annotations added with pikepdf",
    "decision": "incomplete",
    "facts": {"disturbed_acres": 1.24, "project_type": "beach association bulkhead replacement and parking-area regrading",
              "single_family": False, "impaired_water": False, "condition": "C (1 to 5 acres, not single-family)"},
    "items": {},
    "evidence": {
        "44-8B(1)(a)": E([2], "The land disturbance is 1.24 acres, which is more than one acre"),
        "44-8B(1)(b)": E([12], "SCALE: 1 INCH = 30 FEET"),
        "44-8B(1)(c)": E([3], "Cut and fill land, gently sloping"),
        "44-8B(1)(d)": E([5], "Only one section of the wall is open"),
        "44-8B(1)(e)": E([6], "a covered 30-yard dumpster for demolition debris"),
        "44-8B(1)(f)": E([6], "Spill prevention and response:"),
        "44-8B(1)(g)": E([5], "Any disturbed area left unworked for 7 days is mulched or covered."),
        "44-8B(1)(i)": E([11], "No temporary sediment basin is required"),
        "44-8B(1)(j)": E([6], "Temporary practices that become permanent"),
        "44-8B(1)(k)": E([6], "Staging schedule for temporary controls"),
        "44-8B(1)(m)": E([2], "All runoff from the site discharges to Northport Bay"),
        "44-8B(1)(n)": E([7], "SWPPP Responsibilities by Part of the Site"),
        "44-8B(1)(o)": E([5], "the leaching pool excavation serves as a temporary sediment sump"),
        "44-8B(1)(p)": E([3], "standing water over 6 inches deep in the north half of the lot"),
        "44-8B(3)(b)": E([8], "Permeable interlocking paver parking (0.51 ac)."),
        "44-8B(3)(c)": E([12], "PP-1 PERMEABLE PAVER PARKING 0.51 AC"),
        "44-8B(3)(d)": E([8], "Design and hydrologic analysis"),
        "44-8B(3)(e)": E([8], "Comparison of post-development with pre-development runoff"),
        "44-8B(3)(f)": E([9], "8-ft dia. x 6-ft effective depth precast rings"),
        "44-8B(3)(g)": E([9], "Maintenance schedule for permanent practices"),
        "44-8B(3)(i)": E([9], "binding on the Association, its successors and every subsequent owner of the parcel"),
        "44-8C": E([10], "NY P.E. License No. 091437"),
    },
    "gaps": {
        "44-8B(1)(h)": "pointer to a drawing not bound: every erosion control location is 'as shown on Sheet ES-2' (pp. 4, 11), listed on p. 11 as in a separate drawing set; the bound sheet WP-1 (p. 12) says 'EROSION AND SEDIMENT CONTROLS ARE SHOWN ON SHEET ES-2' and shows none",
        "44-8B(1)(l)": "heading with nothing under it: '5.2 Maintenance of erosion and sediment controls' (p. 7) is followed at once by 5.3; the 5.1 inspection text gives frequency only, and the p. 9 maintenance table covers only the permanent practices (Step 3's 'the work stops and the curtain is repaired' is a stop-work rule, not a maintenance schedule)",
        "44-8B(3)(h)": "bare 'N/A' under '6.6 Maintenance easement' (p. 9) although permanent practices are installed",
        "44-8E": "certification missing its statement: the 'Contractor acknowledgement' (p. 10) is signed with names, firms, phones, site and dates, but its text ('I have received and read ... will follow the work steps') lacks the penalty-of-law statement and the water quality standards sentence",
    },
    "image_only_pages": [],
    "ambiguous_items": ["44-8B(1)(h)"],
    "acceptable_decisions": ["incomplete"],
    "notes": ("1.24 ac upland disturbance, not a single-family residence: a land development activity under 44-3 and Condition C, "
              "so 44-8B(3) applies. ANNOTATIONS: page 10's printed 44-8C certification has blank signature and date lines; "
              "the engineer's name, P.E. licence number and digital-signature date are carried only in a FreeText annotation "
              "(with appearance stream) placed below them. pdftotext -layout includes the annotation text; a tool that "
              "reads only the page content stream will see an unsigned certification. 44-8C is labelled present on the "
              "strength of the annotation signature plus the printed certification statement. Page 4 also carries a small "
              "FreeText field note (no checklist content). 44-8B(1)(h) is labelled missing but is ambiguous: Sheet ES-2 is "
              "referenced and not bound (needs_review naming Sheet ES-2 is the honest answer). 44-8B(1)(i) is carried by the "
              "typical details table on p. 11 plus the statement that no sediment basin is needed; 44-8B(1)(k) by the p. 6 "
              "staging table (placed / remains until). 44-8B(3)(i) states the binding terms of a recorded declaration."),
}

# ------------------------------------------------------------------ farm, Somers (incomplete)
LABELS["p11b_som_todd_hollow_barn"] = {
    "checklist": "somers-ch93",
    "style": "owner-written farm plan (horse barn, manure pad, riding ring, paddock regrading) with a farm planner's help: plain language numbered owner's notes, hand-drawn site sketch, planner's practice sheets printed 2-up, one page a phone photograph",
    "producer": "reportlab (owner pages, planner sheets), pypdf 2-up imposition, PIL raster pages (sketch scan and photograph)",
    "decision": "incomplete",
    "facts": {"disturbed_acres": 5.6, "project_type": "agricultural: horse barn, manure storage, riding ring, farm lane, paddock regrading",
              "single_family": False, "impaired_water": True, "somers_activity": "93-6A(2)(i) barn disturbing five acres or more"},
    "items": {},
    "evidence": {
        "93-6A(1)(a)": E([2], "The area we will disturb adds up to 5.6 acres"),
        "93-6A(1)(b)": E([4], "SCALE 1 INCH = 100 FEET"),
        "93-6A(1)(c)": E([3], "Well drained, hydrologic soil group B."),
        "93-6A(1)(d)": E([5], "so that no more than about 3 acres is open at one time"),
        "93-6A(1)(e)": E([5], "Keeping litter, building materials and chemicals out of the water"),
        "93-6A(1)(f)": E([6], "Follows the New York State Standards and Specifications for Erosion and Sediment Control."),
        "93-6A(1)(g)": E([4], "B SILT FENCE 620 FT"),
        "93-6A(1)(h)": E([6], "Woven geotextile 36 in wide on 2 in x 2 in hardwood stakes 8 ft"),
        "93-6A(1)(j)": E([9], "Which control goes with each job, when it goes in, and how long it stays"),
        "93-6A(1)(l)": E([10], "there are no departures from the standards to explain"),
        "93-6A(3)(b)": E([8], "RAIN GARDEN (in sediment trap F spot): 1,100 sq ft bed"),
        "93-6A(3)(c)": E([4], "STONE TRENCH 720 LF"),
        "93-6A(3)(d)": E([11], "Marisol ran the numbers in HydroCAD"),
        "93-6A(3)(f)": E([8], "washed 1.5 in stone wrapped in filter fabric"),
        "93-6A(3)(g)": E([11], "are responsible for the long-term care of the grass"),
        "93-6A(3)(i)": E([10], "binds anyone who owns the farm after us"),
        "93-6B": E([12], "NY P.E. License No. 087226"),
    },
    "gaps": {
        "93-6A(1)(i)": "absent entirely: the plan never addresses stormwater discharges associated with industrial activity (no statement that there are none)",
        "93-6A(1)(k)": "present for the wrong thing: Owner's note 12 (p. 10) is an inspection schedule for the permanent practices only (swale, rain garden, stone trench, 'for as long as we own the farm'); no inspection schedule for the erosion and sediment controls during construction",
        "93-6A(3)(e)": "deferred: Owner's note 17 (p. 11) says the water quality volume and Design Manual sizing numbers are in the planner's file and 'will send the sizing calculations to the Town Engineer under separate cover'",
        "93-6A(3)(h)": "statement that the thing does not exist where the law needs it: Owner's note 14 (p. 10) 'There are no easements on the farm'",
        "93-6D": "certification missing its training clause: the contractor's certification (p. 12) is signed and dated with names, firms, phones and site, but its statement omits the four-hour erosion and sediment control training clause",
    },
    "image_only_pages": [4, 8],
    "ambiguous_items": [],
    "acceptable_decisions": ["incomplete"],
    "notes": ("Barn project disturbing 5.6 ac: 93-6A(2)(i) (barns are listed only when disturbing five acres or more), so 93-6A(3) "
              "applies, and the plan says the Town Engineer ruled that new farm structures are not exempt agricultural "
              "activity under 93-5. If a reader held the whole farm exempt as agriculture the decision would be "
              "not_required, but the document's own facts (Town's determination, permit application) say otherwise. "
              "Pages 4 (hand-drawn site sketch, a raster scan) and 8 (phone photograph of the planner's permanent-practices "
              "sheet, skewed, perspective, uneven light) have no text layer: their quotes are tesseract's 300 dpi reading. "
              "Pages 6 and 7 are 2-up: each landscape sheet carries two of the planner's letter pages side by side, so "
              "pdftotext -layout interleaves the two columns line by line; quotes are taken from single lines of one column. "
              "93-6A(1)(b) and (g) rest on the sketch (scale 1 in = 100 ft, location map, soil lines, LOD, wetland, "
              "brook, drainage arrows, control labels with lengths); a strict reviewer may find a hand sketch thin but it "
              "does carry each element. 93-6A(1)(l): 'no departures' statement satisfies it. 93-6A(3)(d): HydroCAD peak "
              "table for 1/10/100-yr (p. 11) present, while the sizing criteria (3)(e) are deferred. Muscoot phosphorus TMDL "
              "stated; impaired_water true. On the sketch tesseract reads the LOD label as '4.6 AC' (the image says 5.6)."),
}

GARBAGE_PAGES = {"p11b_som_hallock_hill_golf": [13], "p11b_ash_bayview_bulkhead": [], "p11b_som_todd_hollow_barn": []}

HEADINGS = {
    "p11b_som_hallock_hill_golf": [(2, "PREPARER'S CERTIFICATION"), (3, "PROJECT OVERVIEW AND ORGANISATION OF THIS PLAN"),
                                   (3, "Receiving waters"), (3, "Industrial stormwater discharges"), (4, "EXISTING SITE CONDITIONS"),
                                   (5, "WORK AREA 1 - HOLE 3 GREEN COMPLEX"), (6, "WORK AREA 2 - HOLE 7 POND EDGE AND CART PATH"),
                                   (7, "WORK AREA 3 - MAINTENANCE YARD"), (8, "SITEWIDE REQUIREMENTS (ALL WORK AREAS)"),
                                   (9, "EROSION AND SEDIMENT CONTROL PRACTICE DETAILS AND"), (10, "POST-CONSTRUCTION STORMWATER MANAGEMENT"),
                                   (11, "LONG-TERM OPERATION AND MAINTENANCE, EASEMENT AND"), (12, "CONTRACTOR CERTIFICATIONS")],
    "p11b_ash_bayview_bulkhead": [(2, "1. Project Description"), (3, "2. Site Conditions"), (4, "3. Means and Methods"),
                                  (6, "4. Materials, Waste, Storage and Spill Response"), (7, "5. Inspection and Maintenance of Erosion Controls"),
                                  (7, "5.2 Maintenance of erosion and sediment controls"), (7, "7. SWPPP Responsibilities by Part of the Site"),
                                  (8, "6. Permanent Stormwater Management (Post-Construction)"), (9, "6.6 Maintenance easement"),
                                  (10, "8. Certifications"), (11, "Attachments and Drawings")],
    "p11b_som_todd_hollow_barn": [(2, "What this plan is and why we need one"), (3, "Owner's note 5. The soils"),
                                  (5, "Owner's note 8. The order we will build things (phasing)"), (9, "Owner's note 11."),
                                  (10, "Owner's note 12. Checking on things (inspections)"), (10, "Owner's note 14. Easements"),
                                  (11, "Owner's note 17. How the sizes were figured"), (12, "Engineer's certification (Town Code Section 93-6B)"),
                                  (12, "Contractor's certification")],
}
