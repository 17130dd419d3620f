"""Hand-written labels for probe13/a. make.py writes them to OUT/labels.json and checks every quote."""
N1 = "p13a_somers_dpw_memo_plum_brook_culvert"
N2 = "p13a_asharoken_csi_spec_bayview_landing"
N3 = "p13a_somers_nrcs_jobsheets_tomahawk_farm"

SOM = ["93-6A(1)(a)", "93-6A(1)(b)", "93-6A(1)(c)", "93-6A(1)(d)", "93-6A(1)(e)", "93-6A(1)(f)", "93-6A(1)(g)", "93-6A(1)(h)",
       "93-6A(1)(i)", "93-6A(1)(j)", "93-6A(1)(k)", "93-6A(1)(l)", "93-6A(3)(b)", "93-6A(3)(c)", "93-6A(3)(d)", "93-6A(3)(e)",
       "93-6A(3)(f)", "93-6A(3)(g)", "93-6A(3)(h)", "93-6A(3)(i)", "93-6B", "93-6D"]
ASH = ["44-8B(1)(" + c + ")" for c in "abcdefghijklmnop"] + ["44-8B(3)(" + c + ")" for c in "bcdefghi"] + ["44-8C", "44-8E"]


def E(pages, quote):
    return {"pages": pages, "quote": quote}


def items(ids, missing):
    return {i: ("missing" if i in missing else "present") for i in ids}


P1_MISSING = {
    "93-6A(1)(l)": "absent entirely: the memo never identifies design elements that depart from the NYS Standards and never says there are none (it only says in 8.1 that practices are designed to the Standards)",
    "93-6A(3)(i)": "deferral in a later sentence of paragraph 14.10 (p. 8): the first sentence says the Highway Department will inventory and inspect the swales, then 'The inspection and maintenance agreement with the owner of the Ferrante parcel will be provided under separate cover'; no binding terms are stated",
    "93-6D": "certification missing its training clause: Attachment B (p. 12) has the signed statement with names, firms, phones, site and dates, but the statement omits the four-hour erosion and sediment control training clause required by 93-6D",
}
P2_MISSING = {
    "44-8B(1)(h)": "pointer to a sheet not bound in the PDF: Article 3.02 A (p. 5) says locations, sizes and lengths of the controls are shown on Drawing C-102, which is not in the submittal; Figure 31 25 00-A shows the site and post-construction practices only",
    "44-8B(1)(j)": "bare 'N/A' where the item applies: Article 1.09 (p. 4) reads 'N/A.' although Article 3.03 (p. 6) places temporary sediment trap ST-1 within the footprint of bioretention BR-1, which is later built there",
    "44-8B(3)(h)": "deferred: Article 3.10 A (p. 7) reads 'Maintenance easement: TBD.'; no easement is shown on Figure 31 25 00-A",
}

LABELS = {
    N1: {
        "checklist": "somers-ch93",
        "style": "Municipal in-house memorandum (DPW road/culvert job; TO/FROM/DATE/RE, numbered paragraphs)",
        "producer": "Chromium print-to-PDF (HTML memo with SVG figures) + img2pdf CCITT G4 scan, merged with pypdf",
        "decision": "incomplete",
        "facts": {"disturbed_acres": 1.38, "project_type": "municipal road reconstruction: culvert replacement and shoulder regrading/widening",
                  "single_family": False, "impaired_water": True},
        "items": items(SOM, P1_MISSING),
        "evidence": {
            "93-6A(1)(a)": E([1], "Size of project: the limit of work encloses 2.61 acres, of which 1.38 acres will be disturbed."),
            "93-6A(1)(b)": E([10], "TOTAL SITE AREA (LIMIT OF WORK): 2.61 AC; DISTURBED: 1.38 AC; UNDISTURBED: 1.23 AC"),
            "93-6A(1)(c)": E([2], "Ridgebury loam, 3-8% slopes D"),
            "93-6A(1)(d)": E([4], "no more than 0.6 acre will be open at any one time"),
            "93-6A(1)(e)": E([5], "Litter and debris: crews shall pick up litter at the end of each day."),
            "93-6A(1)(f)": E([5], "shall be seeded with annual ryegrass at 30 lb/acre and mulched with straw at 2 tons/acre within 7 days of the last disturbance, as required by the Blue Book"),
            "93-6A(1)(g)": E([11], "SF-1: SILT FENCE, 250 LF"),
            "93-6A(1)(h)": E([5], "the trap provides 900 cubic feet (wet and dry storage) with a 4-foot stone outlet crest"),
            "93-6A(1)(i)": E([6], "There will be no stormwater discharges associated with industrial activity other than construction on this site."),
            "93-6A(1)(j)": E([6], "The table gives, for each construction activity, the minimum practices, when each is placed, and how long it stays."),
            "93-6A(1)(k)": E([6], "A qualified inspector from the Engineering Division shall inspect the site at least once every 7 calendar days"),
            "93-6A(3)(b)": E([7], "Dry swale DS-1 (Design Manual practice O-1), north side"),
            "93-6A(3)(c)": E([11], "DS-1: DRY SWALE, 380 LF, 4' BOTTOM, 4 CHECK DAMS (ECB LINED)"),
            "93-6A(3)(d)": E([7], "Culvert PB-3 was analyzed with FHWA HY-8 for the 312-acre watershed."),
            "93-6A(3)(e)": E([8], "The sizing follows Chapter 9 (redevelopment) and Chapter 10 (enhanced phosphorus removal standards)"),
            "93-6A(3)(f)": E([8], "Dry swale filter soil: 18 inches of sand-soil-compost mix"),
            "93-6A(3)(g)": E([8], "The Town of Somers Highway Department is the entity responsible for"),
            "93-6A(3)(h)": E([8], "It will be recorded in the Westchester County Clerk's Office and runs with the land on any transfer of title."),
            "93-6B": E([13], "design of all stormwater management practices meets the requirements of Chapter 93 of the Code of the Town of Somers."),
        },
        "gaps": P1_MISSING,
        "image_only_pages": [13],
        "ambiguous_items": [],
        "acceptable_decisions": ["incomplete"],
        "notes": "Town DPW's own job. Not exempt: over 5,000 sq ft and not routine maintenance (culvert upsized 30 to 48 in, shoulders widened), as paragraph 3.1 says. Post-construction items apply: 1.38 ac disturbed and road reconstruction, 93-6A(2)(r). Receiving water in the New Croton Reservoir phosphorus TMDL basin (impaired_water true; changes no item). Page 13 is a 200 dpi bitonal CCITT G4 scan with Bates stamp SOMERS-DPW 000413 and no text layer; it carries the 93-6B certification. Pages 1-2 have a sidebar box beside the body text. Footer labels read 'Page n of 13'.",
    },
    N2: {
        "checklist": "asharoken-ch44",
        "style": "Contractor submittal: CSI specification section 31 25 00 (PART 1/2/3, articles 1.01 A.) behind a one-page transmittal, serving as the SWPPP",
        "producer": "LibreOffice Writer (python-docx transmittal) + reportlab specification section, merged with pypdf",
        "decision": "incomplete",
        "facts": {"disturbed_acres": 1.9, "project_type": "waterfront: bulkhead replacement, boat ramp, permeable parking lot reconstruction",
                  "single_family": False, "impaired_water": False},
        "items": items(ASH, P2_MISSING),
        "evidence": {
            "44-8B(1)(a)": E([2], "Size of project: the limit of disturbance is 1.90 acres."),
            "44-8B(1)(b)": E([8], "SCALE: 1 INCH = 50 FEET"),
            "44-8B(1)(c)": E([2], "All soils are Hydrologic Soil Group A"),
            "44-8B(1)(d)": E([3], "The total disturbance is 1.90 acres; no more than five acres will be disturbed at any one time."),
            "44-8B(1)(e)": E([6], "Litter: covered dumpsters at the staging area, emptied weekly"),
            "44-8B(1)(f)": E([4], "diesel fuel in a 275-gallon double-walled tank"),
            "44-8B(1)(g)": E([5], "3.01 STABILIZATION AND CONTROL MEASURES BY STAGE"),
            "44-8B(1)(i)": E([5], "Silt fence: excavate a 6-inch by 6-inch trench on the upslope side"),
            "44-8B(1)(k)": E([3], "1.07 SCHEDULE OF TEMPORARY PRACTICES"),
            "44-8B(1)(l)": E([6], "Inlet protection After each storm Empty filter sack; replace if torn"),
            "44-8B(1)(m)": E([2], "all runoff from the site discharges to Northport Bay, an embayment of Long Island Sound"),
            "44-8B(1)(n)": E([3], "1.05 SWPPP IMPLEMENTATION RESPONSIBILITIES"),
            "44-8B(1)(o)": E([6], "A temporary earth berm 18 inches high along the north edge of the lot shall divert road runoff"),
            "44-8B(1)(p)": E([2], "Existing peak runoff to the bay computed by TR-55 for the 1.90-acre disturbed area is 0.9 cfs (1-year)"),
            "44-8B(3)(b)": E([6], "3.08 DESCRIPTION OF POST-CONSTRUCTION STORMWATER MANAGEMENT PRACTICES"),
            "44-8B(3)(c)": E([8], "BIORETENTION BR-1, 1,450 SF"),
            "44-8B(3)(d)": E([7], "Hydrologic and hydraulic analysis: HydroCAD 10.2, TR-20, Type III 24-hour storms"),
            "44-8B(3)(e)": E([7], "post-development peaks are lower than pre-development peaks for every design storm"),
            "44-8B(3)(f)": E([7], "BR-1: 1,450 square feet; 30 inches of media over 12 inches of No. 2 stone and a 6-inch perforated underdrain."),
            "44-8B(3)(g)": E([7], "Vacuum sweep; replace joint aggregate"),
            "44-8B(3)(i)": E([7], "binds Bayview Landing Association, Inc. and all subsequent owners of the property"),
            "44-8C": E([4], "the design of all stormwater management practices meets the requirements of Chapter 44 of the Code of the Village of Asharoken."),
            "44-8E": E([10], "/s/ Brian K. Ostrowski"),
        },
        "gaps": P2_MISSING,
        "image_only_pages": [],
        "ambiguous_items": ["44-8B(1)(h)"],
        "acceptable_decisions": ["incomplete", "needs_review"],
        "notes": "1.90 ac disturbed, not single-family: a land development activity under 44-3 meeting Condition C, so 44-8B(3) items apply. 44-8B(1)(h) points to Drawing C-102, which is not bound: labelled missing and listed as ambiguous (a reviewer would ask for the drawing set); the honest tool answer is needs_review naming C-102. Footer page labels run 31 25 00-1 to -9 on PDF pages 2-10 (the transmittal, p. 1, is unnumbered), so label n is PDF page n+1. Figure 31 25 00-B (p. 9) is drawn glyph by glyph (each character its own text show, as a design tool writes it).",
    },
    N3: {
        "checklist": "somers-ch93",
        "style": "NRCS-style conservation practice job sheets (one per practice, code, design table, O&M, checkboxes) with cover narrative",
        "producer": "reportlab (glyph-by-glyph cover, reversed-type bands) + img2pdf CCITT G4 scan, merged with pypdf",
        "decision": "complete",
        "facts": {"disturbed_acres": 4.4, "project_type": "farm access road and irrigation/stormwater pond (road construction)",
                  "single_family": False, "impaired_water": True},
        "items": items(SOM, {}),
        "evidence": {
            "93-6A(1)(a)": E([2], "Size: the limit of disturbance is 4.4 acres within the 62-acre farm"),
            "93-6A(1)(b)": E([6], "SCALE: 1 INCH = 100 FEET"),
            "93-6A(1)(c)": E([2], "Paxton fine sandy loam, 3-8% slopes C"),
            "93-6A(1)(d)": E([3], "No more than 2.6 acres will be disturbed at any one time, well under the five-acre limit."),
            "93-6A(1)(e)": E([3], "Litter and debris: a covered dumpster at the staging area by the barn, emptied weekly"),
            "93-6A(1)(f)": E([4], "Each stage is stabilized per the NYS Standards and Specifications for Erosion and Sediment Control"),
            "93-6A(1)(g)": E([6], "JS-9 SILT FENCE, 2,900 LF TOTAL"),
            "93-6A(1)(h)": E([9], "3,600 cf per acre of drainage area x 9.6 ac = 34,560 cf"),
            "93-6A(1)(i)": E([3], "there are no stormwater discharges associated with industrial activity other than construction."),
            "93-6A(1)(j)": E([4], "9. SCHEDULE OF PRACTICES BY ACTIVITY"),
            "93-6A(1)(k)": E([4], "inspects all practices at least once every 7 days and within 24 hours of 0.5 inch of rain"),
            "93-6A(1)(l)": E([3], "one element departs from the NYS Standards."),
            "93-6A(3)(b)": E([4], "Pond P-1 (JS-2), a wet pond (Design Manual P-2, wet extended detention)"),
            "93-6A(3)(c)": E([6], "JS-2 POND P-1 (378)"),
            "93-6A(3)(d)": E([5], "Structural components analyzed: pond riser and barrel, emergency spillway, both culverts and both waterways."),
            "93-6A(3)(e)": E([5], "Sizing criteria (Design Manual Chapter 10, enhanced phosphorus removal):"),
            "93-6A(3)(f)": E([8], "Top el. 435.1; top width 12 ft; 3:1 upstream, 2.5:1 downstream"),
            "93-6A(3)(g)": E([5], "Tomahawk Hollow Farm LLC and its successors are the entity responsible for long-term operation and maintenance"),
            "93-6A(3)(h)": E([5], "It will be recorded in the Westchester County Clerk's Office with the easement map and remains in effect on any transfer of title."),
            "93-6A(3)(i)": E([5], "recorded in the County Clerk's Office as a deed restriction binding on all later landowners"),
            "93-6B": E([5], "the design of all stormwater management practices meets the requirements of Chapter 93 of the Code of the Town of Somers."),
            "93-6D": E([16], "has received a minimum of four hours of acceptable training in erosion and sediment control"),
        },
        "gaps": {},
        "image_only_pages": [16],
        "ambiguous_items": [],
        "acceptable_decisions": ["complete"],
        "notes": "Farm project, but not exempt as agriculture activity: the narrative (p. 2) records the Town's determination that a new road and embankment pond are construction, not agriculture. 4.4 ac disturbed and road construction (93-6A(2)(r)), so post-construction items apply. Drains to the Amawalk Reservoir (Croton phosphorus TMDL; impaired_water true, no item changes). 93-6A(1)(l) is present: one departure (short construction entrance) with reason and equivalence. Page 16 is a 200 dpi bitonal CCITT G4 scan (Bates THF-SWPPP 000017) with no text layer, carrying the signed contractor certification with the four-hour training clause; quote is tesseract's reading. The cover (p. 1) is set glyph by glyph; every job sheet and narrative heading is reversed type (white on a dark green band).",
    },
}

HEADINGS = {
    N1: {1: ["INTEROFFICE MEMORANDUM", "1. PURPOSE", "2. PROJECT DESCRIPTION"], 2: ["3. REGULATORY STATUS", "4. EXISTING CONDITIONS AND SOILS"],
         3: ["5. DRAINAGE, RECEIVING WATER AND EXISTING RUNOFF", "6. SITE MAPS", "7. CONSTRUCTION SEQUENCE"], 4: ["8. EROSION AND SEDIMENT CONTROL PRACTICES"],
         5: ["9. SOIL STABILIZATION", "10. POLLUTION PREVENTION"], 6: ["11. OTHER DISCHARGES", "12. SCHEDULE OF PRACTICES", "13. INSPECTION AND MAINTENANCE DURING CONSTRUCTION"],
         7: ["14. POST-CONSTRUCTION STORMWATER MANAGEMENT"], 9: ["15. CERTIFICATIONS", "16. ACTION REQUESTED"],
         10: ["FIGURE A-1: LOCATION AND SITE MAP"], 11: ["FIGURE A-2: EROSION AND SEDIMENT CONTROL AND POST-"], 12: ["ATTACHMENT B"]},
    N2: {1: ["SUBMITTAL TRANSMITTAL"], 2: ["SECTION 31 25 00 - EROSION AND SEDIMENTATION CONTROLS", "PART 1 - GENERAL", "1.01 SUMMARY", "1.03 EXISTING SITE CONDITIONS", "31 25 00-1"],
         3: ["1.05 SWPPP IMPLEMENTATION RESPONSIBILITIES", "1.06 CONSTRUCTION SEQUENCE", "1.08 MATERIALS TO BE STORED ON SITE"],
         4: ["1.09 TEMPORARY PRACTICES TO BE CONVERTED TO PERMANENT CONTROL MEASURES", "1.10 QUALITY ASSURANCE AND PLAN CERTIFICATION"],
         5: ["PART 2 - PRODUCTS", "PART 3 - EXECUTION", "3.02 INSTALLATION OF EROSION AND SEDIMENT CONTROLS"],
         6: ["3.04 STRUCTURAL PRACTICES TO DIVERT AND STORE FLOWS", "3.05 POLLUTION PREVENTION: LITTER, CHEMICALS AND DEBRIS", "3.07 INSPECTION AND MAINTENANCE OF EROSION AND SEDIMENT CONTROLS"],
         7: ["3.09 POST-CONSTRUCTION DESIGN", "3.10 POST-CONSTRUCTION MAINTENANCE, EASEMENTS AND AGREEMENT", "END OF SECTION 31 25 00"],
         8: ["FIGURE 31 25 00-A EXISTING CONDITIONS AND SITE PLAN"], 9: ["FIGURE 31 25 00-B TYPICAL DETAILS", "31 25 00-8"], 10: ["ATTACHMENT 31 25 00-1 CONTRACTOR CERTIFICATION"]},
    N3: {1: ["STORMWATER POLLUTION PREVENTION PLAN", "CONSERVATION PRACTICE JOB SHEETS", "CONTENTS"],
         2: ["1. PROJECT BACKGROUND", "2. REGULATORY STATUS", "3. SITE, SOILS AND RECEIVING WATER"],
         3: ["4. SITE MAP", "5. CONSTRUCTION PHASING AND SEQUENCE", "6. POLLUTION PREVENTION", "7. OTHER DISCHARGES AND NON-CONFORMING ELEMENTS"],
         4: ["8. SOIL STABILIZATION PLAN", "9. SCHEDULE OF PRACTICES BY ACTIVITY", "10. INSPECTION SCHEDULE AND RESPONSIBILITIES", "11. POST-CONSTRUCTION STORMWATER MANAGEMENT"],
         5: ["12. PREPARER'S CERTIFICATION"], 6: ["CONSERVATION PLAN MAP"],
         7: ["ACCESS ROAD (560)", "OPERATION AND MAINTENANCE"], 8: ["POND (378)"], 9: ["SEDIMENT BASIN (350)"], 10: ["DIVERSION (362)"], 11: ["GRASSED WATERWAY (412)"],
         12: ["CRITICAL AREA PLANTING (342)"], 13: ["MULCHING (484)"], 14: ["STABILIZED CONSTRUCTION ENTRANCE (NYS Std.)"], 15: ["SEDIMENT BARRIERS - SILT FENCE (NYS Std.)"]},
}
