"""Ground-truth labels for the three p9b_ plans (written from the law's words; see README)."""

P1 = {
    "checklist": "somers-ch93",
    "style": "SWPPP kept as a spreadsheet workbook, each tab printed as a sheet (gridlines, Excel row/column headings, wrapped cells, rows continued across pages); contractor certification hand-filled and scanned",
    "producer": "Chromium print to PDF of one HTML document per workbook tab (reportlab image page for the scan), bound with pypdf",
    "decision": "incomplete",
    "facts": {"disturbed_acres": 1.86, "project_type": "commercial development (veterinary hospital and parking lot)",
              "single_family": False, "impaired_water": True},
    "items": {}, "evidence": {}, "gaps": {},
    "image_only_pages": [14],
    "ambiguous_items": [],
    "acceptable_decisions": ["incomplete"],
    "headings": ["Sheet: ProjectData", "SCOPE OF PROJECT (93-6A(1)(a))", "SOILS (93-6A(1)(c))", "Sheet: SiteMap",
                 "Sheet: Practices", "POLLUTION PREVENTION (93-6A(1)(e))", "Sheet: Sequence",
                 "CONSTRUCTION SEQUENCE OF OPERATIONS (93-6A(1)(d))", "Sheet: Inspections", "INSPECTION SCHEDULE",
                 "Sheet: PostConstr", "SIZING CRITERIA SUMMARY (93-6A(3)(e))",
                 "LONG-TERM OPERATION AND MAINTENANCE (93-6A(3)(g), (h), (i))", "Sheet: Certifications",
                 "PREPARER'S CERTIFICATION (Town of Somers Section 93-6B)"],
    "notes": ("Commercial development (93-6A(2)(g)) disturbing 1.86 ac, so the post-construction items apply. "
              "Muscoot Reservoir phosphorus TMDL per the plan (changes no Somers item). "
              "93-6A(1)(k): the Inspections tab is the owner's schedule for the permanent SMPs only; the Practices "
              "tab gives maintenance triggers ('when deposits reach half the fence height') but no inspection "
              "frequency for the erosion and sediment controls, and the Sequence tab's 48-hour notices are for the "
              "Town's inspections. 93-6A(1)(l): the ProjectData row points to Practices row P-14, which is winter "
              "stabilization and says nothing about deviations; the 'no waivers or deviations from the Design "
              "Manual' on the PostConstr tab is about the Design Manual, not the Blue Book. 93-6A(1)(i): nothing "
              "anywhere about industrial discharges (not even a 'none'). 93-6D: the only contractor certification "
              "is the scanned, hand-filled form on page 14 (no text layer): it carries the full statement with the "
              "four-hour training clause, name, title, firm address and phone, site, signature and date; the quote "
              "is what tesseract reads."),
}
P1_ITEMS = [
    ("93-6A(1)(a)", "present", 1, "Commercial development: one-story veterinary hospital (6,850"),
    ("93-6A(1)(b)", "present", 3, "PROPERTY LINE - TOTAL SITE AREA 3.40 AC"),
    ("93-6A(1)(c)", "present", 2, "Hydrologic soil group B. Deep, well drained glacial till; depth to"),
    ("93-6A(1)(d)", "present", 8, "Not more than five acres will be disturbed at any one time"),
    ("93-6A(1)(e)", "present", 7, "Two 30 cy covered"),
    ("93-6A(1)(f)", "present", 4, "Temporary and permanent soil stabilization follows the NYS Standards and Specifications for Erosion and Sediment Control (Blue Book)"),
    ("93-6A(1)(g)", "present", 3, "SF-1 SILT FENCE 410 LF"),
    ("93-6A(1)(h)", "present", 5, "3,600 cf/ac x 1.42"),
    ("93-6A(1)(i)", "missing", None, "absent entirely: no statement anywhere about industrial (asphalt/concrete plant) discharges, not even that there are none"),
    ("93-6A(1)(j)", "present", 8, "Excavate temporary sediment trap ST-1 and"),
    ("93-6A(1)(k)", "missing", None, "present for the wrong thing: the Inspections tab (p. 10) is the owner's inspection schedule for the post-construction SMPs only; no inspection schedule for the erosion and sediment control practices"),
    ("93-6A(1)(l)", "missing", None, "pointer that does not hold: ProjectData row 29 (p. 2) says 'See Practices tab, row P-14'; row P-14 (p. 6) is winter stabilization and identifies no deviation and states none"),
    ("93-6A(3)(b)", "present", 11, "42 StormTech SC-740 chambers in 3 rows"),
    ("93-6A(3)(c)", "present", 3, "BR-1 BIORETENTION 2,150 SF"),
    ("93-6A(3)(d)", "present", 11, "HYDROLOGIC AND HYDRAULIC ANALYSIS (93-6A(3)(d)) - HydroCAD 10.2, SCS TR-20"),
    ("93-6A(3)(e)", "present", 11, "WQv required 7,990 cf; provided by"),
    ("93-6A(3)(f)", "present", 11, "Filter area 2,150 sf; ponding depth 9 in"),
    ("93-6A(3)(g)", "present", 10, "POST-CONSTRUCTION STORMWATER MANAGEMENT PRACTICES - OWNER'S INSPECTION SCHEDULE"),
    ("93-6A(3)(h)", "missing", None, "deferred: PostConstr tab row 'Maintenance easement' reads only 'TBD' (p. 12)"),
    ("93-6A(3)(i)", "present", 12, "binding on all subsequent owners of lot 22"),
    ("93-6B", "present", 13, "I hereby certify that this Stormwater Pollution Prevention Plan was prepared by me"),
    ("93-6D", "present", 14, "received a minimum of four hours of acceptable training in erosion and sediment control"),
]

P2 = {
    "checklist": "asharoken-ch44",
    "style": "design-build contractor's SWPPP with a crew field guide: bulleted cards, boxed callouts, sidebars, figure captions; Rev 1 with review responses as PDF comments",
    "producer": "Chromium print to PDF (HTML/CSS grid, inline SVG figures); FreeText and Text (sticky note) annotations added with pypdf",
    "decision": "complete",
    "facts": {"disturbed_acres": 1.34, "project_type": "private road reconstruction and drainage (homeowners association lane)",
              "single_family": False, "impaired_water": True},
    "items": {}, "evidence": {}, "gaps": {},
    "image_only_pages": [],
    "ambiguous_items": [],
    "acceptable_decisions": ["complete"],
    "headings": ["Part A - The Plan", "A1. Project background", "A5. Construction phasing and sequence",
                 "A6. Stabilization - temporary and permanent measures, each stage", "A7. Runoff control - structural practices",
                 "Part B - Crew Field Guide", "B11. Implementation schedule for temporary practices",
                 "B12. Maintenance schedule - erosion and sediment controls",
                 "Part C - Post-Construction Stormwater Management", "C3. Hydrologic and hydraulic analysis",
                 "C6. Maintenance schedule - post-construction practices", "C7. Maintenance easement",
                 "C8. Inspection and maintenance agreement", "Part D - Who Does What", "Part E - Certifications"],
    "notes": ("Land development activity (1.34 ac, at least one acre). Condition C holds (1 to 5 ac, not construction of a "
              "single-family residence), so 44-8B(3) applies; the plan also says Duck Island Harbor/Northport Bay is "
              "303(d)-listed for pathogens. 44-8B(1)(j) is carried ONLY by a FreeText comment box on page 4 (the "
              "engineer's Rev 1 response to SMO comment 3); the page's own content stream does not contain it. "
              "pdftotext renders the FreeText appearance into its text output, pypdf/pdfplumber page text do not; the "
              "evidence is marked source=annotation and verified against the annotation's /Contents. Sticky notes "
              "on pages 1 and 8 only restate page content. Contractor certifications (44-8E) are filled in for the "
              "design-builder and the utility subcontractor with name, title, firm address and phone, site and date, "
              "and a script signature."),
}
P2_ITEMS = [
    ("44-8B(1)(a)", "present", 2, "The project is a road reconstruction of"),
    ("44-8B(1)(b)", "present", 3, "Figure 1 - Site map: Bevin Road existing and proposed conditions"),
    ("44-8B(1)(c)", "present", 2, "The Suffolk County Soil Survey maps three units along the lane"),
    ("44-8B(1)(d)", "present", 3, "so that no more than 0.45 acre is open at any one time"),
    ("44-8B(1)(e)", "present", 5, "Covered 20 cy dumpster at Lot 14; lids shut each night"),
    ("44-8B(1)(f)", "present", 5, "Stored materials: stone, topsoil, precast rings, HDPE"),
    ("44-8B(1)(g)", "present", 3, "A6. Stabilization - temporary and permanent measures, each stage"),
    ("44-8B(1)(h)", "present", 6, "Figure 2 - Erosion and sediment control plan: location, size and length of each practice"),
    ("44-8B(1)(i)", "present", 5, "50 ft x 20 ft, 1-4 in stone 8 in thick on woven geotextile"),
    ("44-8B(1)(j)", "present", 4, "Temporary sediment trap ST-1 at the south turnaround becomes the permanent bioretention area BR-1", "annotation"),
    ("44-8B(1)(k)", "present", 6, "B11. Implementation schedule for temporary practices"),
    ("44-8B(1)(l)", "present", 6, "B12. Maintenance schedule - erosion and sediment controls"),
    ("44-8B(1)(m)", "present", 2, "Runoff from the lane reaches Duck Island Harbor"),
    ("44-8B(1)(n)", "present", 10, "SWPPP implementation responsibilities, by part of the site"),
    ("44-8B(1)(o)", "present", 4, "A7. Runoff control - structural practices"),
    ("44-8B(1)(p)", "present", 2, "Existing-condition peak runoff to OF-1 computed for this plan is 2.31 cfs"),
    ("44-8B(3)(b)", "present", 8, "Leaching pools LP-1 to LP-8."),
    ("44-8B(3)(c)", "present", 8, "The pools, BR-1 and OF-1 are shown on Figure 4 with their sizes"),
    ("44-8B(3)(d)", "present", 8, "C3. Hydrologic and hydraulic analysis"),
    ("44-8B(3)(e)", "present", 9, "Table C-2 - Pre- and post-development peak discharge at OF-1"),
    ("44-8B(3)(f)", "present", 8, "PRECAST CONCRETE LEACHING RINGS, 10 FT I.D."),
    ("44-8B(3)(g)", "present", 9, "C6. Maintenance schedule - post-construction practices"),
    ("44-8B(3)(h)", "present", 9, "remains in effect with any transfer of title to the road parcel"),
    ("44-8B(3)(i)", "present", 9, "binding on the Association and on all subsequent landowners served by the drainage system"),
    ("44-8C", "present", 10, "I certify that this Stormwater Pollution Prevention Plan was prepared under my direction"),
    ("44-8E", "present", 10, "Name: Luis Ferrante - Title: Superintendent"),
]

P3 = {
    "checklist": "somers-ch93",
    "style": "landscape architect's plan for a country estate, magazine layout: opener spread, pull quotes, sidebars, photo captions, two-column narrative running around boxes; engineer's calculations appendix from old TeX/dvips",
    "producer": "Chromium print to PDF (CSS columns, floats, inline SVG); Appendix B written as a dvips/Ghostscript-style PDF with Type3 bitmap fonts (no ToUnicode, TJ word spacing, ligatures; the table font has opaque glyph names and does not extract); bound with pypdf",
    "decision": "incomplete",
    "facts": {"disturbed_acres": 2.35, "project_type": "single-family home construction (estate residence, drive, gardens)",
              "single_family": True, "impaired_water": True},
    "items": {}, "evidence": {}, "gaps": {},
    "image_only_pages": [],
    "ambiguous_items": [],
    "acceptable_decisions": ["incomplete"],
    "headings": ["The land we found", "WATER ON THE HILL", "SOILS", "Building it in stages", "POLLUTION PREVENTION",
                 "HOLDING THE SOIL - TEMPORARY AND", "NO INDUSTRIAL", "INSPECTIONS DURING CONSTRUCTION",
                 "The controls, one by one", "MINIMUM PRACTICES FOR EACH CONSTRUCTION ACTIVITY, WITH TIMING",
                 "Rain after the house is built", "CARING FOR THE", "ACCESS EASEMENT AND AGREEMENT", "Certifications",
                 "Appendix B. Stormwater Calculations", "B.3 Hydrologic and Hydraulic Analysis", "B.4 Sizing Summary"],
    "notes": ("Single-family home construction is listed in 93-6A(2)(a) and 2.35 ac are disturbed, so the "
              "post-construction items apply; 93-6B applies and is met by a registered landscape architect. "
              "Muscoot Reservoir phosphorus TMDL per the plan. 93-6A(1)(e): the heading 'Pollution prevention' on "
              "page 4 is followed directly by the next heading; litter, debris and chemicals are addressed nowhere "
              "(a concrete washout row on page 5 is an erosion-control table entry, not a litter/chemicals/debris "
              "program). 93-6A(3)(i): deferred to 'prior to issuance of the certificate of occupancy'. 93-6D: the "
              "signed contractor certification omits the four-hour training clause. Pages 8-9 (Appendix B) are "
              "Type3 bitmap-font pages: prose extracts, but the monospaced tables (curve numbers, pre/post peak "
              "flows, practice dimensions) extract as garbage and must be read from the rendered page; no item "
              "depends on those tables alone."),
}
P3_ITEMS = [
    ("93-6A(1)(a)", "present", 2, "to a native meadow. The work disturbs 2.35 acres of"),
    ("93-6A(1)(b)", "present", 3, "LIMIT OF DISTURBANCE 2.35 AC"),
    ("93-6A(1)(c)", "present", 2, "hydrologic soil group C. The woods are Chatfield-"),
    ("93-6A(1)(d)", "present", 4, "open ground is 2.35 acres, well under the five-acre"),
    ("93-6A(1)(e)", "missing", None, "heading with nothing under it: 'Pollution prevention' (p. 4) is followed at once by the stabilization heading; no litter, chemicals or debris measures anywhere"),
    ("93-6A(1)(f)", "present", 4, "HOLDING THE SOIL - TEMPORARY AND"),
    ("93-6A(1)(g)", "present", 3, "SF-A SILT FENCE 620 LF"),
    ("93-6A(1)(h)", "present", 5, "hardwood stakes 8 ft o.c."),
    ("93-6A(1)(i)", "present", 4, "There are no stormwater"),
    ("93-6A(1)(j)", "present", 5, "MINIMUM PRACTICES FOR EACH CONSTRUCTION ACTIVITY, WITH TIMING"),
    ("93-6A(1)(k)", "present", 4, "and sediment control practice at least once every"),
    ("93-6A(1)(l)", "present", 4, "None. Every erosion and sediment control element of"),
    ("93-6A(3)(b)", "present", 6, "BG-1 bioretention garden,"),
    ("93-6A(3)(c)", "present", 3, "BG-1 BIORETENTION GARDEN 1,900 SF"),
    ("93-6A(3)(d)", "present", 8, "All structural components were checked for the 1-, 10-, 25- and"),
    ("93-6A(3)(e)", "present", 9, "Total WQv required = 7,000 cf."),
    ("93-6A(3)(f)", "present", 6, "1,900 square feet with"),
    ("93-6A(3)(g)", "present", 6, "(Castellane) and"),
    ("93-6A(3)(h)", "present", 6, "plan, and runs with the land on any transfer of title."),
    ("93-6A(3)(i)", "missing", None, "deferred: 'A Stormwater Maintenance Agreement under Section 93-8 will be provided prior to issuance of the certificate of occupancy' (p. 6); no binding terms stated"),
    ("93-6B", "present", 7, "Clara Wynn-Abernethy, RLA - New York Registered Landscape Architect No. 002187"),
    ("93-6D", "missing", None, "certification missing its training clause: the signed contractor statement (p. 7) omits the four-hour erosion and sediment control training clause required by 93-6D"),
]

PLANS = {
    "p9b_somers_lincolndale_vet_workbook": (P1, P1_ITEMS),
    "p9b_asharoken_bevin_road_designbuild": (P2, P2_ITEMS),
    "p9b_somers_hawthorn_hill_estate": (P3, P3_ITEMS),
}


def labels():
    out = {}
    for name, (meta, items) in PLANS.items():
        d = {k: v for k, v in meta.items() if k != "headings"}
        d["items"], d["evidence"], d["gaps"] = {}, {}, {}
        for row in items:
            iid, status, page, text = row[:4]
            d["items"][iid] = status
            if status == "present":
                ev = {"pages": [page], "quote": text}
                if len(row) > 4:
                    ev["source"] = row[4]
                d["evidence"][iid] = ev
            elif status == "missing":
                d["gaps"][iid] = text
        out[name] = d
    return out


def headings():
    return {name: meta["headings"] for name, (meta, _) in PLANS.items()}
