"""Ground-truth labels for the three p15b_ plans (written by hand; pages 1-based)."""
import json, sys

ASH = ["44-8B(1)(a)","44-8B(1)(b)","44-8B(1)(c)","44-8B(1)(d)","44-8B(1)(e)","44-8B(1)(f)","44-8B(1)(g)","44-8B(1)(h)",
       "44-8B(1)(i)","44-8B(1)(j)","44-8B(1)(k)","44-8B(1)(l)","44-8B(1)(m)","44-8B(1)(n)","44-8B(1)(o)","44-8B(1)(p)",
       "44-8B(3)(b)","44-8B(3)(c)","44-8B(3)(d)","44-8B(3)(e)","44-8B(3)(f)","44-8B(3)(g)","44-8B(3)(h)","44-8B(3)(i)","44-8C","44-8E"]
SOM = ["93-6A(1)(a)","93-6A(1)(b)","93-6A(1)(c)","93-6A(1)(d)","93-6A(1)(e)","93-6A(1)(f)","93-6A(1)(g)","93-6A(1)(h)",
       "93-6A(1)(i)","93-6A(1)(j)","93-6A(1)(k)","93-6A(1)(l)","93-6A(3)(b)","93-6A(3)(c)","93-6A(3)(d)","93-6A(3)(e)",
       "93-6A(3)(f)","93-6A(3)(g)","93-6A(3)(h)","93-6A(3)(i)","93-6B","93-6D"]

def ev(pages, quote): return {"pages": pages, "quote": quote}

L = {}

# ---------------------------------------------------------------- plan 1
e1 = {
 "93-6A(1)(a)": ev([1], "Size: parcel 4.7 acres; total land disturbance 1.9 acres; new impervious 0.86 acre."),
 "93-6A(1)(b)": ev([5], "Shows total site area, proposed improvements, areas of disturbance and undisturbed woods, existing vegetation,"),
 "93-6A(1)(c)": ev([1], "ChB - Charlton fine sandy loam, 3-8% slopes: HSG B, well drained, water table > 6 ft."),
 "93-6A(1)(d)": ev([1], "Disturbance at one time never exceeds 1.9 acres (well under the 5-acre limit)."),
 "93-6A(1)(e)": ev([3], "Construction debris goes to the dumpster, never buried."),
 "93-6A(1)(f)": ev([3], "All stabilization follows the NYS Standards and Specifications for Erosion and"),
 "93-6A(1)(g)": ev([6], "SCALE: 1 IN = 40 FT. Location, size and length of each practice: SCE-1 50 ft x 24 ft; SF-1 620 LF; SF-2 240 LF;"),
 "93-6A(1)(h)": ev([8], "SK-4 Erosion and sediment control details (NTS)"),
 "93-6A(1)(i)": ev([2], "There are no stormwater discharges associated with industrial activity other than"),
 "93-6A(1)(j)": ev([3], "Minimum E&SC practices per activity: placement and time in place"),
 "93-6A(1)(k)": ev([3], "Qualified inspector: inspect all E&SC practices every 7 calendar days and within"),
 "93-6A(1)(l)": ev([1], "There are no elements of the design that do not conform to the New York State"),
 "93-6A(3)(b)": ev([4], "BR-1 bioretention (standard F-5, Design Manual ch. 5/6) treats the parking lot and"),
 "93-6A(3)(c)": ev([7], "SCALE: 1 IN = 40 FT. BR-1 bioretention 2,150 sf filter bed; IT-1 infiltration trench 110 LF x 4 ft x 4 ft;"),
 "93-6A(3)(d)": ev([8], "Attachment A: Hydrologic and hydraulic analysis summary"),
 "93-6A(3)(e)": ev([8], "Attachment B: Sizing criteria summary"),
 "93-6A(3)(f)": ev([9], "SK-5 Post-construction practice details"),
 "93-6A(3)(g)": ev([9], "Attachment C: Post-construction operation and maintenance plan"),
 "93-6A(3)(h)": ev([4], "the land and remains in effect upon transfer of title."),
 "93-6A(3)(i)": ev([9], "is binding on all subsequent landowners"),
 "93-6B": ev([10], "the design of all stormwater management practices meets the requirements of Chapter 93"),
 "93-6D": ev([10], "has received a minimum of four hours of acceptable training in erosion and sediment control"),
}
L["p15b_cards_somers_hilltop_garden_center"] = {
 "checklist": "somers-ch93", "style": "project-management task-card export (lanes Before/During/Closeout, checklists, assignees, due dates) with sketch sheets and attachments",
 "producer": "Chromium (Skia/PDF) print of HTML, landscape letter",
 "decision": "complete",
 "facts": {"disturbed_acres": 1.9, "project_type": "commercial development (garden center / greenhouse, parking lot)", "single_family": False, "impaired_water": True},
 "items": {i: "present" for i in SOM}, "evidence": e1, "gaps": {},
 "image_only_pages": [], "ambiguous_items": [], "acceptable_decisions": ["complete"],
 "notes": "Items live in task cards; several cards have unchecked boxes (tasks not yet done in the field) but the plan content is there. "
          "Contractor certification is filled in and signed with the four-hour clause. Maintenance agreement terms are stated (Attachment C) with recording to follow, "
          "which counts as present under the corpus conventions. Muscoot Reservoir phosphorus basin: impaired_water true, no item changes.",
}

# ---------------------------------------------------------------- plan 2
e2 = {
 "44-8B(1)(a)": ev([3], "(c) Size. Parcel 2.6 acres; disturbed area 1.35 acres"),
 "44-8B(1)(b)": ev([6], "SITE MAP - EXISTING AND PROPOSED"),
 "44-8B(1)(c)": ev([5], "These are excessively drained sands of"),
 "44-8B(1)(d)": ev([3], "A.4 CONSTRUCTION PHASING AND SEQUENCE."),
 "44-8B(1)(e)": ev([3], "A.5 POLLUTION PREVENTION: LITTER, CONSTRUCTION CHEMICALS AND DEBRIS."),
 "44-8B(1)(f)": ev([4], "(c) Spill prevention and response:"),
 "44-8B(1)(g)": ev([4], "A.7 SOIL STABILIZATION, RUNOFF CONTROL AND SEDIMENT CONTROL FOR EACH STAGE."),
 "44-8B(1)(h)": ev([7], "SF-1 SILT FENCE - 420 LF"),
 "44-8B(1)(i)": ev([9], "C-1 EROSION AND SEDIMENT CONTROL PRACTICES: DIMENSIONS, MATERIALS AND INSTALLATION."),
 "44-8B(1)(k)": ev([9], "C-2 IMPLEMENTATION AND MAINTENANCE SCHEDULE FOR TEMPORARY PRACTICES."),
 "44-8B(1)(l)": ev([9], "Inspect weekly and after 0.5 in rain; remove sediment at 1/3"),
 "44-8B(1)(m)": ev([3], "The receiving waters are Long Island Sound and Northport Bay (Duck Island Harbor)."),
 "44-8B(1)(n)": ev([1], "(a) Delineation of responsibilities by part of the SITE."),
 "44-8B(1)(o)": ev([4], "A.8 STRUCTURAL PRACTICES TO DIVERT, STORE AND LIMIT RUNOFF."),
 "44-8B(1)(p)": ev([3], "(b) Existing data. The VILLAGE's 2019 Asharoken Avenue Drainage Study"),
 "44-8B(3)(b)": ev([9], "(a) Description. PP-1: 0.42 acre of permeable interlocking concrete pavers"),
 "44-8B(3)(c)": ev([8], "PP-1 PERMEABLE PAVERS 18,300 SF (0.42 AC)"),
 "44-8B(3)(d)": ev([9], "Hydrologic and hydraulic analysis; comparison of post- and pre-development runoff"),
 "44-8B(3)(e)": ev([9], "Post-development peaks and volumes are lower than pre-development for all design storms."),
 "44-8B(3)(f)": ev([9], "(b) Dimensions, material specifications and installation."),
 "44-8B(3)(g)": ev([10], "(d) Maintenance schedule for post-construction practices."),
 "44-8B(3)(h)": ev([2], "remains in effect upon any transfer of title to the SITE."),
 "44-8C": ev([4], "meets the requirements of Chapter 44 of the Code of the Village of Asharoken."),
}
it2 = {i: "present" for i in ASH}
g2 = {
 "44-8B(1)(j)": "heading with nothing under it: Exhibit A section A.9 'Temporary practices to be converted to permanent control measures' is followed directly by A.10 (p. 4); no conversion is described anywhere",
 "44-8B(3)(i)": "deferral: letter section 5(b) says the inspection and maintenance agreement will be provided to the Village under separate cover before the C.O.; no binding terms are stated (p. 2)",
 "44-8E": "certification missing its statement: Exhibit D (p. 11) is signed and dated with name, title, firm address/phone and site, but only acknowledges receipt of the SWPPP; the 'I certify under penalty of law ...' statement is absent",
}
for k in g2: it2[k] = "missing"
L["p15b_letter_asharoken_bayview_beach_club"] = {
 "checklist": "asharoken-ch44", "style": "letter agreement owner/site contractor with SWPPP as Exhibits A-D (legal outline 1.(a)(i)(A), defined terms in capitals)",
 "producer": "LibreOffice 7.4 Writer (HTML import) for letter and Exhibits A, C, D; reportlab for Exhibit B drawings; Exhibit A-2 a scanned grey JPEG (quality 28) page without text layer; bound with qpdf",
 "decision": "incomplete",
 "facts": {"disturbed_acres": 1.35, "project_type": "private beach association clubhouse replacement and permeable parking area", "single_family": False, "impaired_water": False},
 "items": it2, "evidence": e2, "gaps": g2,
 "image_only_pages": [5], "ambiguous_items": [], "acceptable_decisions": ["incomplete"],
 "notes": "Condition C applies (1.35 ac, not a single-family residence), so 44-8B(3) items apply. Soils (44-8B(1)(c)) are only on the scanned page 5 (quote is OCR text). "
          "The letter is signed by the contractor and obliges it to follow the SWPPP, but nowhere gives the 44-8E certification statement.",
}

# ---------------------------------------------------------------- plan 3
e3 = {
 "93-6A(1)(a)": ev([5], "Total disturbance is 4.2 acres."),
 "93-6A(1)(b)": ev([9], "EXISTING CONDITIONS, SOILS AND SITE MAP"),
 "93-6A(1)(c)": ev([5], "Charlton loam, 3-8% slopes"),
 "93-6A(1)(d)": ev([6], "No more than 2.5 acres will be disturbed at any one time, well below the five-acre limit."),
 "93-6A(1)(e)": ev([6], "4. POLLUTION PREVENTION"),
 "93-6A(1)(f)": ev([6], "Temporary and permanent stabilization follows the New York State Standards and Specifications for Erosion and Sediment Control"),
 "93-6A(1)(g)": ev([10], "SF-1 SILT FENCE 610 LF"),
 "93-6A(1)(h)": ev([11], "SEDIMENT BASIN SB-1"),
 "93-6A(1)(i)": ev([2], "None - no asphalt plant, concrete plant or other industrial activity will be on site."),
 "93-6A(1)(j)": ev([6], "The minimum practices for each activity, when each is placed, and how long each stays in place:"),
 "93-6A(1)(l)": ev([6], "there are no deviations or alternative designs."),
 "93-6A(3)(b)": ev([6], "P-1 is a wet extended detention pond (Design Manual P-3)"),
 "93-6A(3)(c)": ev([12], "BR-1 BIORETENTION 1,900 SF"),
 "93-6A(3)(d)": ev([7], "HydroCAD 10.2 (SCS TR-20, Type III 24-hour) was used for all structural components"),
 "93-6A(3)(e)": ev([7], "Sizing criteria summary (NYS Stormwater Management Design Manual, Chapters 4, 6 and 10)."),
 "93-6A(3)(f)": ev([7], "Dimensions, materials and installation."),
 "93-6A(3)(g)": ev([7], "is the entity responsible for the long-term operation and maintenance of P-1 and BR-1"),
 "93-6A(3)(i)": ev([7], "is binding on all subsequent owners of the lots"),
 "93-6B": ev([7], "the design of all stormwater management practices meets the requirements of Chapter 93"),
}
it3 = {i: "present" for i in SOM}
g3 = {
 "93-6A(1)(k)": "present for the wrong thing: section 7 'Inspection Schedule' (p. 6) covers only the permanent practices P-1, BR-1 and the rain gardens; no inspection schedule for the erosion and sediment control practices appears anywhere (C-3 maintenance notes give triggers but no schedule)",
 "93-6A(3)(h)": "only in the contents: '9. Maintenance Easements' is listed in the narrative's contents (p. 5) but there is no section 9 and no easement on Sheet C-4",
 "93-6D": "certification missing its training clause: the contractor statement (p. 8) is signed and complete but omits the four-hour erosion and sediment control training clause",
}
for k in g3: it3[k] = "missing"
L["p15b_noi_somers_bailey_ridge_estates"] = {
 "checklist": "somers-ch93", "style": "submission built around the NYSDEC Notice of Intent (questions and typed answers in boxes, X-marked checkboxes), short narrative, 11 x 17 drawing sheets; headings in small capitals",
 "producer": "reportlab (letter pages for NOI and narrative, 17 x 11 in landscape drawing sheets), bound with qpdf",
 "decision": "incomplete",
 "facts": {"disturbed_acres": 4.2, "project_type": "single-family residential subdivision (5 lots, private road)", "single_family": True, "impaired_water": True},
 "items": it3, "evidence": e3, "gaps": g3,
 "image_only_pages": [], "ambiguous_items": [], "acceptable_decisions": ["incomplete"],
 "notes": "Single-family residential subdivision disturbing 4.2 ac: § 93-6A(2)(b), post-construction items apply. 93-6A(1)(i) and (l) are answered 'No'/'None' in NOI questions 21-22a and in the narrative. "
          "Small-capital headings extract as upper case (e.g. '7. INSPECTION SCHEDULE'). The maintenance agreement (section 10) states its binding terms and recording.",
}

if __name__ == "__main__":
    json.dump(L, open(sys.argv[1], "w"), indent=1)
