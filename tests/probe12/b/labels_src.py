"""Ground-truth labels for the three p12b_ plans (corpus labels.json format).
Pages are 1-based PDF pages; quotes are exact text of `pdftotext -layout` (whitespace-normalised), or of
tesseract OCR for image-only pages."""

ITEM_IDS = {
    "asharoken-ch44": ["44-8B(1)(a)", "44-8B(1)(b)", "44-8B(1)(c)", "44-8B(1)(d)", "44-8B(1)(e)", "44-8B(1)(f)",
                       "44-8B(1)(g)", "44-8B(1)(h)", "44-8B(1)(i)", "44-8B(1)(j)", "44-8B(1)(k)", "44-8B(1)(l)",
                       "44-8B(1)(m)", "44-8B(1)(n)", "44-8B(1)(o)", "44-8B(1)(p)", "44-8B(3)(b)", "44-8B(3)(c)",
                       "44-8B(3)(d)", "44-8B(3)(e)", "44-8B(3)(f)", "44-8B(3)(g)", "44-8B(3)(h)", "44-8B(3)(i)",
                       "44-8C", "44-8E"],
    "somers-ch93": ["93-6A(1)(a)", "93-6A(1)(b)", "93-6A(1)(c)", "93-6A(1)(d)", "93-6A(1)(e)", "93-6A(1)(f)",
                    "93-6A(1)(g)", "93-6A(1)(h)", "93-6A(1)(i)", "93-6A(1)(j)", "93-6A(1)(k)", "93-6A(1)(l)",
                    "93-6A(3)(b)", "93-6A(3)(c)", "93-6A(3)(d)", "93-6A(3)(e)", "93-6A(3)(f)", "93-6A(3)(g)",
                    "93-6A(3)(h)", "93-6A(3)(i)", "93-6B", "93-6D"],
}


def ev(pages, quote):
    return {"pages": pages if isinstance(pages, list) else [pages], "quote": quote}


LABELS = {}

# ----------------------------------------------------------------------------------------------- plan A
A_EV = {
    "93-6A(1)(a)": ev(5, "The project replaces the 1962 highway garage with a 12,400 square foot, eight-bay highway "
                         "garage and wash"),
    "93-6A(1)(b)": ev(14, "LOCATION MAP 1\" = 2,000'"),
    "93-6A(1)(c)": ev(6, "HSG B was assigned from test pits TP-1 and TP-2"),
    "93-6A(1)(d)": ev(7, "The total area disturbed, 2.62 acres, is less than five acres"),
    "93-6A(1)(e)": ev(10, "covered 30 cubic yard roll-off for construction debris"),
    "93-6A(1)(f)": ev(7, "Soil stabilization follows the New York State Standards and Specifications for Erosion "
                         "and Sediment Control"),
    "93-6A(1)(g)": ev(15, "DIVERSION SWALE DS-1: 310 LF, 2' BOTTOM, 1.5' DEEP, 2:1 SIDES"),
    "93-6A(1)(h)": ev(8, "Drainage area 1.10 acres; required storage 3,600 cubic feet per acre"),
    "93-6A(1)(i)": ev(10, "No asphalt plant, concrete batch plant or rock crusher will be set up on the construction "
                          "site"),
    "93-6A(1)(j)": ev(9, "Table 5-2. Minimum Erosion and Sediment Control Practices by Construction Activity"),
    "93-6A(1)(l)": ev(8, "no deviation or alternative design is proposed"),
    "93-6A(3)(b)": ev(11, "a 2,850 square foot filter bed with 2.5 feet of engineered soil media"),
    "93-6A(3)(c)": ev(16, "UD-1 42 CHAMBERS 5,400 CF"),
    "93-6A(3)(d)": ev(11, "Table 8-2. Peak discharge at DP-1 (Outfall 002)"),
    "93-6A(3)(f)": ev(12, "4 x 4 ft precast box; 6-inch orifice at 404.50;"),
    "93-6A(3)(g)": ev(12, "The Town of Somers Highway Department is the entity responsible for the long-term "
                          "operation and"),
    "93-6A(3)(h)": ev(12, "The easement runs with the land and remains in effect upon any transfer of title to the "
                          "parcel."),
    "93-6A(3)(i)": ev(12, "is binding on all subsequent owners of the parcel"),
    "93-6B": ev(13, "I certify that the design of all stormwater management practices in this SWPPP meets the "
                    "requirements of Chapter 93"),
}
A_GAPS = {
    "93-6A(1)(k)": "present for the wrong thing: Section 7 'Inspections' (p. 10) is an inspection schedule for the "
                   "permanent practices only (B-1, HDS-1, UD-1, catch basins); no inspection schedule for those "
                   "installing and maintaining the erosion and sediment control practices appears in the NOI, the "
                   "narrative, Table 5-2 or the sheets (the Section 5.2 maintenance notes give no inspection "
                   "frequency).",
    "93-6A(3)(e)": "deferred: Section 8.4 (p. 12) says the WQv, RRv, Cpv and enhanced phosphorus sizing calculations "
                   "'will be provided under separate cover prior to final approval'; NOI questions 22-23 (p. 2) only "
                   "point to Section 8.4.",
    "93-6D": "certification missing its training clause: the Section 10 statement (p. 13) is the Asharoken-style text "
             "without the four-hour erosion and sediment control training clause required by Section 93-6D; the "
             "signer lines are also blank.",
}
LABELS["p12b_somers_highway_garage_noi"] = {
    "checklist": "somers-ch93",
    "style": "NOI questions and answers followed by the SWPPP narrative; municipality's own job (Town highway "
             "garage and salt storage building)",
    "producer": "Chromium print-to-PDF (flat NOI form, pp. 1-3) + python-docx via LibreOffice (narrative) + "
                "matplotlib (p. 9, Type 3 font) + reportlab (sheets C-101 to C-103), bound with pypdf",
    "decision": "incomplete",
    "facts": {"disturbed_acres": 2.62, "project_type": "municipal facility - highway garage and salt storage "
              "building (93-6A(2)(n))", "single_family": False, "impaired_water": True},
    "items": {i: ("missing" if i in A_GAPS else "present") for i in ITEM_IDS["somers-ch93"]},
    "evidence": A_EV,
    "gaps": A_GAPS,
    "image_only_pages": [],
    "ambiguous_items": [],
    "acceptable_decisions": ["incomplete"],
    "notes": "Town of Somers highway garage replacement, 2.62 acres disturbed, a municipal facility listed in "
             "93-6A(2)(n); one acre or more, so the post-construction items 93-6A(3)(b)-(i) apply and 93-6B applies. "
             "Impaired water: the plan says the site drains to the Muscoot Reservoir / New Croton Reservoir basin "
             "with a phosphorus TMDL (changes no Somers item). Pages 1-3 are the DEC NOI questions printed as the "
             "applicant's answers (a flat browser print of the filled form, labels and answers in boxes); p. 9 "
             "(Table 5-2) has its text in Type 3 fonts. Gaps: (1)(k) inspection schedule given for the permanent "
             "practices only; (3)(e) sizing criteria deferred 'under separate cover'; 93-6D contractor statement "
             "lacks the four-hour training clause. 93-6A(1)(i) is present: it says no asphalt or concrete plant "
             "will operate and describes the continuing fuel island and sand storage discharges to CB-4 and "
             "Outfall 002. 93-6A(3)(h)/(i): the parcel is Town-owned; the plan still records an easement that "
             "runs with the land and a declaration binding on subsequent owners to be recorded with the County "
             "Clerk, so both are present. The Section 5.2 maintenance notes satisfy 93-6A(1)(h)'s operation and "
             "maintenance requirements but contain no inspection frequency.",
}

# ----------------------------------------------------------------------------------------------- plan B
B_EV = {
    "44-8B(1)(a)": ev(3, "expands the parking lot from 38 to 86 spaces"),
    "44-8B(1)(b)": ev(8, "LOCATION MAP 1\" = 2,000'"),
    "44-8B(1)(c)": ev(3, "Plymouth is HSG A and Riverhead HSG B"),
    "44-8B(1)(d)": ev(4, "Construction is in two phases."),
    "44-8B(1)(e)": ev(5, "Litter and debris go to a covered dumpster emptied weekly"),
    "44-8B(1)(f)": ev(5, "Paints, sealants and other chemicals are stored in a locked steel container"),
    "44-8B(1)(g)": ev(4, "Every stage of work, from clearing to closeout, has a stabilization measure in the ground."),
    "44-8B(1)(h)": ev(10, "SF-1 SILT FENCE 265 LF (SOUTH AND WEST LIMITS)"),
    "44-8B(1)(i)": ev(4, "1,872 cubic feet required, 1,950 cubic feet provided"),
    "44-8B(1)(j)": ev(5, "BR-2 is built in its place"),
    "44-8B(1)(k)": ev(5, "stay until the west lot is paved (about 12 weeks)"),
    "44-8B(1)(l)": ev(5, "remove sediment from ST-1 when it reaches 50 percent of design capacity"),
    "44-8B(1)(m)": ev(6, "Runoff from the parcel reaches Northport Bay through the Village storm drain outfall at "
                         "Bevin Road."),
    "44-8B(1)(n)": ev(6, "SWPPP implementation responsibilities by part of the site:"),
    "44-8B(1)(o)": ev(5, "An earth diversion berm (18 inches high, 2:1 sides, seeded)"),
    "44-8B(1)(p)": ev(4, "in 2024 the Village vacuumed 2.5 cubic yards of sand from the two basins"),
    "44-8B(3)(b)": ev(6, "Three practices are proposed, located and sized on Sheet C-301 and detailed on Sheet C-501."),
    "44-8B(3)(c)": ev(9, "BR-1 1,150 SF"),
    "44-8B(3)(d)": ev(14, "Table B-3. Routing of the practices"),
    "44-8B(3)(e)": ev(14, "Table B-2. Peak discharge at DP-1, pre-development versus post-development"),
    "44-8B(3)(f)": ev(11, "10' DIA PRECAST RINGS, 8' EFFECTIVE DEPTH"),
    "44-8B(3)(g)": ev(7, "leaching pools inspected twice a year and after storms over 3 inches"),
    "44-8B(3)(h)": ev(9, "REMAINS IN EFFECT UPON TRANSFER OF TITLE"),
    "44-8B(3)(i)": ev(16, "These covenants and the easement run with the land and are binding on the Declarant and "
                          "all subsequent owners of the Premises"),
    "44-8C": ev(7, "I certify that the design of all stormwater management practices meets the requirements of "
                   "Chapter 44 of the Code of the Village of Asharoken."),
    "44-8E": ev(17, "understand that it is unlawful for any person to cause or contribute to a"),
}
LABELS["p12b_asharoken_good_harbor_church"] = {
    "checklist": "asharoken-ch44",
    "style": "architect's design narrative with the SWPPP spread through numbered design criteria DC-1 to DC-20 "
             "and a sheet list (house of worship parking expansion and fellowship hall)",
    "producer": "Chromium print-to-PDF (narrative, Appendices B-D) + reportlab (sheets C-101 to C-501, Appendix A) + "
                "PIL copier scan (Appendix E), bound with pypdf; Appendix A also embedded as the file attachment "
                "Appendix_A_Soils_Report.pdf",
    "decision": "complete",
    "facts": {"disturbed_acres": 1.48, "project_type": "place of worship - parking lot expansion and fellowship hall",
              "single_family": False, "impaired_water": True},
    "items": {i: "present" for i in ITEM_IDS["asharoken-ch44"]},
    "evidence": B_EV,
    "gaps": {},
    "image_only_pages": [17],
    "ambiguous_items": [],
    "acceptable_decisions": ["complete"],
    "notes": "1.48 acres disturbed on one lot, not part of a larger common plan: a land development activity under "
             "44-3. Not a single-family residence and between one and five acres, so Condition C applies (the plan "
             "also claims Condition A: Northport Bay is 303(d)-listed for pathogens, per the document), and all "
             "post-construction items 44-8B(3)(b)-(i) apply. Every item is provided: the SWPPP content lives in "
             "DC-1 to DC-20, the bound civil sheets (pp. 8-11), Appendix A soils (pp. 12-13, also embedded as an "
             "attachment), Appendix B hydrology with the pre/post comparison, Appendix C inspection form, Appendix "
             "D declaration (binding on subsequent owners, to be recorded with the Suffolk County Clerk) and "
             "Appendix E (p. 17), the contractor certifications, signed and dated by the general contractor and the "
             "site subcontractor with name, title, firm address and phone, site and date. Page 17 is a copier scan "
             "at an angle with Bates number HPA-GHC 000031 and has no text layer; its quote is tesseract's reading. "
             "The architectural sheets A-001 to A-201 in the sheet list are not bound but carry no stormwater item. "
             "44-8C: certified by Owen T. Marram, P.E. (the architect is not the certifying professional).",
}

# ----------------------------------------------------------------------------------------------- plan C
C_EV = {
    "93-6A(1)(a)": ev(3, "Lot area 4.62 acres. Land disturbance 1.24 acres"),
    "93-6A(1)(b)": ev(13, "LOCATION MAP 1\" = 2,000'"),
    "93-6A(1)(c)": ev(4, "(HSG B; 61 percent of the disturbed area)"),
    "93-6A(1)(d)": ev(4, "Two stages built from the bottom of the slope up."),
    "93-6A(1)(e)": ev(5, "Lidded dumpster at the turnaround, emptied weekly"),
    "93-6A(1)(f)": ev(5, "Per the New York State Standards and Specifications for Erosion and Sediment"),
    "93-6A(1)(g)": ev(14, "STOCKPILE 30'x40' / SF-3 210 LF"),
    "93-6A(1)(h)": ev(5, "14-gauge welded wire fence on steel posts at 6 feet on center"),
    "93-6A(1)(j)": ev(8, "Table 5. Erosion and Sediment Control Implementation Schedule"),
    "93-6A(1)(k)": ev(7, "every erosion and sediment control practice every 7 days and within 24 hours after"),
    "93-6A(3)(b)": ev(9, "DW-1: chamber dry well for the house and garage roof"),
    "93-6A(3)(c)": ev(14, "RG-1 620 SF"),
    "93-6A(3)(d)": ev(9, "HydroCAD 10.2, TR-55 / TR-20, 24-hour Type III storms"),
    "93-6A(3)(e)": ev(9, "Enhanced phosphorus removal standards (Design Manual Chapter 10)."),
    "93-6A(3)(f)": ev(9, "DW-1: chambers 34 in. wide by 30 in. high"),
    "93-6A(3)(g)": ev(11, "Responsible entity: the owners of the lot, Daniel and Priya Hartigan, are responsible for "
                          "the"),
    "93-6A(3)(h)": ev(9, "A 20-foot stormwater access and maintenance easement in favour of the Town over"),
    "93-6B": ev(2, "I certify that the design of all stormwater management practices in this SWPPP meets the "
                   "requirements of Chapter 93"),
    "93-6D": ev(12, "has received a minimum of four hours of acceptable training in erosion and sediment control"),
}
C_GAPS = {
    "93-6A(1)(i)": "absent entirely: no row, table or sentence addresses stormwater discharges associated with "
                   "industrial activity other than construction (not even a statement that there are none).",
    "93-6A(1)(l)": "a heading with nothing under it: Table 4 row 4.28 'Design elements not conforming to the "
                   "Standards and Specifications (93-6A(1)(l))' (p. 7, page A-5) has an empty Provision cell.",
    "93-6A(3)(i)": "checklist row pointing to a page that lacks it: Table 6 row 6.8 (p. 9) says 'Yes - see page A-9'; "
                   "page A-9 (PDF p. 11) is the Operation and Maintenance Plan, which names the owners as responsible "
                   "but contains no inspection and maintenance agreement and nothing binding subsequent owners.",
}
LABELS["p12b_somers_hartigan_steep_driveway"] = {
    "checklist": "somers-ch93",
    "style": "engineer's two-page letter with the SWPPP as Attachment A in tables (Item | Provision | Sheet); "
             "private steep-slope driveway and single-family house on a wooded lot",
    "producer": "python-docx via LibreOffice (letter) + reportlab (Attachment A tables, rotated Table 5 page, sheets "
                "C-1 to C-3), bound with pypdf",
    "decision": "incomplete",
    "facts": {"disturbed_acres": 1.24, "project_type": "single-family home construction with steep-slope driveway "
              "(93-6A(2)(a))", "single_family": True, "impaired_water": True},
    "items": {i: ("missing" if i in C_GAPS else "present") for i in ITEM_IDS["somers-ch93"]},
    "evidence": C_EV,
    "gaps": C_GAPS,
    "image_only_pages": [],
    "ambiguous_items": ["93-6D"],
    "acceptable_decisions": ["incomplete"],
    "notes": "Single-family house with a 610-foot steep driveway, 1.24 acres disturbed: over 5,000 sq ft, so not "
             "exempt under 93-5A(4); single-family home construction is listed in 93-6A(2)(a) and the disturbance is "
             "one acre or more, so the post-construction items 93-6A(3)(b)-(i) apply (unlike Asharoken, Somers has "
             "no single-family carve-out). Impaired water: drains to the Amawalk Reservoir, phosphorus TMDL per the "
             "letter. 93-6B: the certification sentence is in the engineer's letter, p. 2, signed /s/ Marcus J. Obi, "
             "P.E. 93-6D: the form on page A-10 (p. 12) has the full statement with the four-hour training clause "
             "and fields for name, title, firm address and phone, site and date, but is blank and unsigned because "
             "the contractor is not yet selected: labelled present and listed as ambiguous (corpus convention). "
             "Table 4 runs over pp. 5-7 (A-3 to A-5) with its header row repeated; row 4.11 (sediment trap ST-1) "
             "is split across the page break between pp. 5 and 6; Table 5 (p. 8) is a landscape page stored with "
             "/Rotate 90. 93-6A(3)(g) is present on page A-9 (schedules and responsible entity); 93-6A(3)(i) points "
             "to the same page, which has no agreement.",
}
