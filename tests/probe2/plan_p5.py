"""P5: Somers, landscape-format SWPPP with a coloured sidebar on every page
(key facts, checklists), two-column main text, a full-page SVG site figure.
HTML -> Chromium. Soils lack the hydrologic soil group; the only inspection
schedule is for the post-construction practices; the E&SC plan sheet is
referenced by number but not bound (ambiguous)."""
import html
import os

import p2common as C
from sitegeom import site_plan, loc_map

NAME = "p2_som_amawalk_animal_hospital_landscape"
FIRM = "STONEBRIDGE SITE DESIGN, PLLC"
PROJ = "AMAWALK ANIMAL HOSPITAL - ROUTE 202, SOMERS"
e = html.escape


def P(t):
    return f"<p>{e(t)}</p>"


def H(t):
    return f"<h2>{e(t)}</h2>"


def T(head, rows):
    return C.blocks_html([("table", head, rows)])


def side(title, items):
    return f"<h3>{e(title)}</h3>" + "".join(f"<p>{e(i)}</p>" for i in items)


def figure():
    W, H_ = 1224, 792
    lm = loc_map([(10, 20, "AMAWALK RESERVOIR"), (90, 58, "US ROUTE 202"), (150, 50, "SITE"),
                  (200, 80, "ROUTE 118"), (20, 120, "TOWN OF SOMERS")])
    L = dict(road="US ROUTE 202 (NYSDOT)", water="",
             parcel="PROPERTY LINE - TOTAL SITE AREA = 3.92 AC",
             wet="TOWN-REGULATED WETLAND (NOT DISTURBED) - 100 FT BUFFER LINE",
             veg="EXISTING WOODS TO REMAIN", veg2="(NOT DISTURBED)",
             ex_contours=[(190, "EX 352"), (300, "EX 348"), (410, "EX 344"), (520, "EX 340")],
             pr_contours=[(170, "351"), (290, "347"), (400, "343")],
             lod="LIMIT OF DISTURBANCE = 1.46 AC (63,600 SF)", undist="NOT DISTURBED",
             dp="DP-1 TO UNNAMED TRIBUTARY OF AMAWALK RESERVOIR",
             bldg="EX. HOSPITAL + 3,800 SF ADDITION", park="PARKING EXPANSION (+28)", park2="",
             soil1="ChB", soil2="SuB",
             smps=[(760, 330, "BR-1 BIORETENTION 2,240 SF"), (230, 290, "HDS-1 + SC-310 CHAMBERS 2,150 CF"),
                   (560, 440, "GRASS FILTER STRIP 100' x 20'")])
    prims = C.sheet(W, H_, "FIGURE 1 - SITE MAP, SOILS AND STORMWATER PRACTICES", "FIG 1", PROJ, FIRM,
                    site_plan(L, proposed=True, esc=False, pcsm=True, soils=True),
                    [("dash", "LIMIT OF DISTURBANCE / EX. CONTOUR / SOIL LINE"), ("line", "PROPOSED CONTOUR"),
                     ("box", "STORMWATER PRACTICE"), ("arrow", "DRAINAGE PATTERN")],
                    ["1. SOIL LINES FROM NRCS WEB SOIL SURVEY (ChB, SuB).",
                     "2. EXISTING SLOPES 2-9%; FINAL SLOPES 1-3% PAVED, 3:1 MAX.",
                     "3. NO MATERIAL, WASTE, BORROW OR EQUIPMENT STORAGE",
                     "   ON ADJACENT PROPERTIES.",
                     "4. EROSION CONTROLS: SEE SHEET C-103 (SITE PLAN SET)."],
                    "1\" = 40'", loc_map=lm)
    return C.draw_svg(prims, W, H_)


def pages():
    S = []
    S.append(("cover",
              side("At a glance", ["Applicant: Amawalk Veterinary Associates, P.C.",
                                   "Location: 2210 US Route 202, Amawalk (Town of Somers), Westchester County",
                                   "Tax lot: Section 36.18, Block 2, Lot 9",
                                   "Land use: commercial (veterinary hospital)",
                                   "Disturbance: 1.46 acres",
                                   "Watershed: Amawalk Reservoir, Croton system (NYCDEP)",
                                   "Permits: Town of Somers Ch. 93 / site plan; NYSDEC GP-0-25-001; NYCDEP SWPPP"]),
              '<div class="coverbox"><p class="kicker">STONEBRIDGE SITE DESIGN, PLLC</p>'
              '<h1>Stormwater Pollution Prevention Plan</h1>'
              '<p class="sub">Amawalk Animal Hospital - Building Addition and Parking Expansion</p>'
              '<p>2210 US Route 202, Amawalk, Town of Somers, New York 10501</p>'
              '<p>Submitted to the Town of Somers Planning Board with the amended site plan application</p>'
              '<p>Stonebridge Site Design, PLLC, 12 Route 6N, Mahopac, NY 10541, (845) 555-0163</p>'
              '<p>February 24, 2025</p></div>'))
    S.append(("Project",
              side("Site data", ["Lot area: 3.92 ac", "Existing building: 4,200 sq. ft.",
                                 "Addition: 3,800 sq. ft. (surgery and boarding wing)",
                                 "Parking: 22 existing + 28 new = 50 spaces",
                                 "Impervious: 0.61 ac existing, 1.07 ac proposed",
                                 "Disturbed: 1.46 ac (63,600 sq. ft.)"]) +
              side("Why post-construction controls apply",
                   ["Commercial development, Section 93-6A(2)(g), disturbing one acre or more: all items of "
                    "93-6A(3) are included, designed to the enhanced phosphorus removal standards."]),
              H("1. Project Description") +
              P("Amawalk Veterinary Associates proposes to add a 3,800 sq. ft. one-story surgery and boarding wing to "
                "the rear of its existing hospital at 2210 US Route 202 and to expand the parking lot by 28 spaces, "
                "with a new dog-walking yard, site lighting, a relocated dumpster enclosure and a stormwater "
                "treatment system. The lot is 3.92 acres on the north side of Route 202 about 0.4 mile west of the "
                "Amawalk Reservoir causeway. The limit of disturbance is 1.46 acres (63,600 sq. ft.); the wooded rear "
                "third of the lot and the wetland buffer are not touched.") +
              P("Access stays at the existing NYSDOT curb cut, which will be widened under a NYSDOT highway work "
                "permit. The septic system was replaced in 2021 under a Westchester County Department of Health "
                "approval and is outside the work area.") +
              H("2. Site Figure") +
              P("Figure 1 on the next page shows the whole lot with a location map: lot lines and area, the "
                "existing building and the addition, the limit of disturbance and undisturbed areas, woods, the "
                "Town-regulated wetland and its buffer, existing and proposed contours, soil map unit boundaries, "
                "drainage arrows, the discharge point, and the location and size of each post-construction "
                "practice. It is drawn at 1 in. = 40 ft. The erosion and sediment control practices are located "
                "and dimensioned on Sheet C-103, Erosion and Sediment Control Plan, of the site plan set.")))
    S.append(("figure", "", figure()))
    S.append(("Soils and drainage",
              side("Watershed facts", ["Basin: Amawalk Reservoir, New York City water supply (Croton system)",
                                       "Phosphorus TMDL: yes (Croton reservoirs), so enhanced phosphorus "
                                       "removal standards apply",
                                       "NYCDEP review: SWPPP under 15 RCNY Chapter 18",
                                       "Nearest watercourse: unnamed tributary, 260 ft east of the work"]),
              H("3. Soils") +
              P("The NRCS Web Soil Survey maps two units in the work area: Charlton fine sandy loam, 2 to 8 "
                "percent slopes (ChB), on the front two-thirds of the lot, and Sutton loam, 3 to 8 percent slopes "
                "(SuB), at the rear near the wetland buffer. Charlton is a deep, well drained soil formed in "
                "loamy glacial till; Sutton is moderately well drained with a seasonal high water table at 18 to "
                "30 inches. Stonebridge dug four deep test holes on January 8, 2025: DTH-1 and DTH-2 (Charlton) "
                "showed brown fine sandy loam over yellowish brown gravelly sandy loam to 8 ft with no mottling; "
                "DTH-3 and DTH-4 (Sutton) showed mottling at 26 and 30 inches. Infiltration tests in DTH-1 and DTH-2 "
                "gave 1.8 and 2.6 inches per hour.") +
              H("4. Existing Drainage and Receiving Water") +
              P("The lot slopes gently from Route 202 toward the rear. Roof and parking runoff now sheet-flows "
                "across lawn to the wooded buffer and the Town-regulated wetland, which drains to an unnamed "
                "tributary of the Amawalk Reservoir (discharge point DP-1). The hospital staff report that the "
                "rear lawn stays wet for a day or two after heavy rain; no off-site flooding has been reported. "
                "HydroCAD gives existing peaks at DP-1 of 1.62, 3.91 and 7.84 cfs for the 1-, 10- and 100-year "
                "storms.")))
    S.append(("Sequence",
              side("Disturbance limits", ["Total disturbance 1.46 ac, all open at once at most",
                                          "Five-acre limit of Section 93-6A(1)(d): not approached",
                                          "No work in the wetland or its 100 ft buffer"]) +
              side("Hospital stays open", ["Patients and staff use the front lot throughout; the work zone is "
                                           "fenced from the public area."]),
              H("5. Construction Sequence") +
              "<ol>" + "".join(f"<li>{e(x)}</li>" for x in [
                  "Pre-construction meeting with the Town Engineer and NYCDEP; mark the limit of disturbance and "
                  "install the orange barrier fence along the buffer.",
                  "Install the stabilized construction entrance at the widened curb cut, the silt fence along the "
                  "rear and east limits, and inlet protection on the two existing yard drains.",
                  "Clear and grub the addition footprint and the parking expansion; strip topsoil to the "
                  "stockpile.",
                  "Excavate the temporary sediment trap and its diversion swale at the low rear corner of the "
                  "new lot.",
                  "Excavate and pour the addition foundation; rough grade the parking area.",
                  "Install the storm drainage, the hydrodynamic separator and the water and electric services; "
                  "backfill trenches daily.",
                  "Build the addition; place the parking base course.",
                  "Once the areas draining to it are stabilized, convert the sediment trap area into bioretention "
                  "area BR-1 and install the underground chambers.",
                  "Pave; topsoil, seed and plant; remove the temporary controls when 80 percent cover is reached."]) +
              "</ol>"))
    S.append(("E&SC practices",
              side("Departures from the Blue Book",
                   ["None. Every erosion and sediment control practice in this plan is designed and built to the "
                    "New York State Standards and Specifications for Erosion and Sediment Control (2016)."]) +
              side("Industrial discharges",
                   ["None. There will be no asphalt or concrete plant or other industrial activity on the site."]),
              H("6. Erosion and Sediment Control Practices") +
              P("Each practice below follows the Blue Book standard named. Locations, sizes and lengths are on "
                "Sheet C-103.") +
              "<p><b>Stabilized construction entrance.</b> 50 ft x 24 ft x 6 in. of 1.5 to 3.5 in. crushed stone "
              "over woven geotextile, with a mountable berm at the Route 202 apron. Maintenance: add stone when "
              "the surface clogs; sweep Route 202 whenever soil is tracked onto it.</p>"
              "<p><b>Silt fence.</b> 36 in. woven geotextile on 2 x 2 in. hardwood posts at 8 ft centers, 6 in. "
              "toe trench backfilled and tamped; about 610 LF. Maintenance: remove sediment when bulges form or "
              "sediment is one-half the fence height; reset or replace damaged fence within one day.</p>"
              "<p><b>Temporary sediment trap ST-1.</b> Drains 0.94 ac; 3,600 cf per acre gives 3,384 cf required; "
              "3,500 cf provided, 3.5 ft deep with 2:1 sides and a 5 ft wide stone outlet of 4 to 8 in. rock faced "
              "with No. 57 stone. Maintenance: remove sediment when it reaches half the design depth.</p>"
              "<p><b>Diversion swale.</b> 1 ft deep, 2:1 sides, 150 LF along the upslope edge of the new lot, "
              "lined with erosion control blanket, carrying runoff from the bare subgrade to ST-1. Maintenance: "
              "repair scour and remove sediment blocking flow.</p>"
              "<p><b>Inlet protection.</b> Fabric drop-inlet protection on two existing and three new drains. "
              "Maintenance: clean or replace the fabric when sediment covers one-third of it.</p>"
              "<p><b>Stockpile.</b> Silt fence ring, side slopes 2:1 maximum, seeded if in place over 14 days.</p>"
              "<p><b>Dust control.</b> Water truck as needed.</p>"))
    S.append(("Stabilization",
              side("Seed mixes", ["Temporary: annual ryegrass 40 lb/ac", "Permanent lawn: Blue Book mix of tall "
                                  "fescue, perennial ryegrass and Kentucky bluegrass, 130 lb/ac",
                                  "Buffer edge: New England conservation/wildlife mix, 25 lb/ac",
                                  "Mulch: straw 2 tons/ac; blanket on 3:1 slopes"]),
              H("7. Soil Stabilization Plan") +
              P("Clearing stage: only the addition and parking areas are cleared; the buffer, woods and front "
                "lawn stay in place. Grading and foundation stage: disturbed areas not worked for 7 days are "
                "seeded with annual ryegrass and mulched within 7 days; the stockpile is seeded or covered; "
                "slopes of 3:1 receive a straw erosion control blanket as soon as they are graded. Winter "
                "(October 15 to April 1): straw mulch at double rate, tracked in, replaces seeding. Building and "
                "paving stage: base course stabilizes the lot as soon as it is placed. Final stage: 6 in. of "
                "topsoil, the permanent seed mix and mulch on every unpaved area; final stabilization is 80 "
                "percent uniform perennial cover, per the New York State Standards and Specifications for Erosion "
                "and Sediment Control.") +
              H("8. Minimum Practices by Activity") +
              T(["Activity", "Practices", "Installed", "Stays at least until"],
                [["Site access", "Construction entrance", "Before clearing", "Base course placed"],
                 ["Clearing, grubbing", "Silt fence, barrier fence", "Before clearing", "80% cover"],
                 ["Grading of new lot", "ST-1, diversion swale", "Before grading", "Lot paved; BR-1 built"],
                 ["Drainage work", "Inlet protection", "With each inlet", "Pavement and lawn stable"],
                 ["Idle areas", "Seed and mulch", "Within 7 days", "Permanent cover"]])))
    S.append(("Pollution prevention",
              side("Good housekeeping", ["Covered dumpster, emptied weekly", "Daily litter sweep",
                                         "Chemicals in labelled containers in a locked cabinet",
                                         "Spill kit at the fuel area", "Washout container for concrete trucks"]),
              H("9. Pollution Prevention") +
              P("Litter is collected each afternoon and placed in a covered dumpster at the staging area; the "
                "hospital's own waste stays in its separate enclosure. Construction debris (packaging, cut-offs, "
                "block and drywall scrap) is put in a roll-off and taken to a permitted transfer station; nothing "
                "is buried. Construction chemicals, including form release, curing compound, paint, adhesives "
                "and fuel, are kept in labelled containers in a locked cabinet in the contractor's trailer and "
                "only the day's supply is taken out. Equipment is fuelled from a tank truck with a drip pan and a "
                "spill kit at the staging area, at least 100 ft from the buffer. A lined washout container serves "
                "the concrete trucks; hardened concrete is hauled away. Veterinary medical waste is handled by the "
                "hospital under its existing regulated medical waste contract and is not part of the construction "
                "work.")))
    S.append(("Post-construction",
              side("Sizing at a glance", ["WQv (enhanced P, 1-yr storm 2.8 in.): 4,370 cf req. / 4,690 cf prov.",
                                          "RRv: 1,210 cf req. / 2,150 cf prov.",
                                          "Cpv: 24-hr ED of 1-yr storm",
                                          "Qp (10-yr): 3.91 cfs pre / 3.52 cfs post",
                                          "Qf (100-yr): 7.84 cfs pre / 7.61 cfs post"]),
              H("10. Post-Construction Stormwater Management Practices") +
              P("The five-step process of the NYS Stormwater Management Design Manual was followed: the buffer and "
                "woods are preserved, the new parking drains to vegetated practices, and the remaining runoff is "
                "treated to the enhanced phosphorus standard (Chapter 10).") +
              "<p><b>HDS-1 and SC-310 chambers.</b> A 4 ft diameter hydrodynamic separator pretreats the roof and "
              "the old lot; the water then enters 30 StormTech SC-310 chambers in three rows on 6 in. of No. 57 "
              "stone, 2,150 cf of storage, which infiltrate at a design rate of 0.9 in/hr.</p>"
              "<p><b>Bioretention BR-1.</b> 2,240 sq. ft. filter bed built where ST-1 was, 6 in. ponding, 2.5 ft of "
              "low-phosphorus filter media, 3 in. mulch, 12 in. stone with a 6 in. underdrain to the outlet "
              "structure; treats the new parking (0.71 ac).</p>"
              "<p><b>Grass filter strip.</b> 100 ft long and 20 ft wide at the edge of the buffer, receiving sheet "
              "flow from the dog-walking yard.</p>" +
              H("11. Sizing Criteria") +
              P("WQv was computed for the 1-year, 24-hour storm (2.8 in.) as required by the enhanced phosphorus "
                "removal standards: WQv = P x Rv x A / 12 with Rv = 0.05 + 0.009 I. RRv meets the minimum of "
                "Section 4.3 through infiltration in the chambers. Cpv is met by 24-hour extended detention of the "
                "1-year storm through a 2.5 in. orifice in the BR-1 outlet. No deviation from the Design Manual is "
                "proposed, and no criterion is waived; the redevelopment criteria are not used.")))
    S.append(("H&H and O&M",
              side("Inspection Schedule", ["HDS-1: every 3 months the first year, then twice a year",
                                           "SC-310 chambers: inspection ports twice a year",
                                           "BR-1: monthly April to October and after storms over 1 in.",
                                           "Grass filter strip: spring and fall",
                                           "Outlet structure and orifice: twice a year"]),
              H("12. Hydrologic and Hydraulic Analysis") +
              P("HydroCAD 10.20 with TR-20 methods, the NRCS Type III 24-hour storm and NOAA Atlas 14 rainfall for "
                "Somers. Curve numbers: woods 55, lawn 61, impervious 98. The chambers and BR-1 were routed as "
                "storage with exfiltration; the outlet structure has a 2.5 in. orifice and a 2 ft weir. Storm "
                "pipes are sized for the 25-year storm.") +
              T(["Storm", "Pre peak (cfs)", "Post peak (cfs)", "BR-1 max stage"],
                [["1-year", "1.62", "1.18", "0.42 ft"], ["10-year", "3.91", "3.52", "0.61 ft"],
                 ["100-year", "7.84", "7.61", "0.93 ft"]]) +
              H("13. Operation and Maintenance Plan") +
              P("The long-term operation and maintenance of every practice is the responsibility of the property "
                "owner, Amawalk Veterinary Associates, P.C., through its practice manager. Inspections follow the "
                "schedule in the sidebar. Maintenance: vacuum HDS-1 when sediment reaches 12 in.; jet-clean the "
                "chambers' isolator row when sediment reaches 3 in.; in BR-1 remove trash and sediment, replace "
                "mulch each spring and dead plants as needed, and restore the media if water stands more than 48 "
                "hours; mow the filter strip no shorter than 4 in.; keep a log for the Town.")))
    S.append(("Easement, agreement, certification",
              side("Recording", ["Easement map and agreement: Westchester County Clerk",
                                 "Copy to the Town Engineer and NYCDEP"]),
              H("14. Maintenance Easement") +
              P("A stormwater maintenance easement in favor of the Town of Somers covers HDS-1, the chambers, BR-1, "
                "the filter strip and a 15 ft access strip from the parking lot; it is shown on Figure 1 and on the "
                "amended site plan. The easement runs with the land and remains in effect upon transfer of title "
                "to the property.") +
              H("15. Inspection and Maintenance Agreement") +
              P("The owner will execute the Town's Stormwater Control Facility Maintenance Agreement (the NYSDEC "
                "sample form) before the amended site plan is signed. Its terms, accepted now by the owner: the "
                "owner maintains the practices under Section 13; the Town may inspect and, after notice, perform "
                "neglected work at the owner's cost; the agreement binds all subsequent owners of the lot and is "
                "recorded in the Westchester County Clerk's office as a deed restriction.") +
              H("16. Preparer's Certification") +
              P("I certify that this SWPPP was prepared under my direct supervision and that the design of all "
                "stormwater management practices meets the requirements of Chapter 93 of the Code of the Town of "
                "Somers.") +
              '<div class="sig">/s/ Elena V. Carrasco<br>Elena V. Carrasco, P.E., NYS Lic. No. 094410<br>Stonebridge '
              'Site Design, PLLC<br>February 24, 2025</div>'))
    rows = [["Derek M. Falcone, Owner", "Falcone Excavating Corp., 81 Tomahawk Street, Baldwin Place, NY 10505, "
             "(914) 555-0191", "2210 US Route 202, Amawalk", "/s/ Derek M. Falcone", "02/20/2025"],
            ["Nina Abernathy, Foreman", "Ridgeway Landscape LLC, 6 Mill Street, Goldens Bridge, NY 10526, "
             "(914) 555-0157", "2210 US Route 202, Amawalk", "/s/ Nina Abernathy", "02/21/2025"]]
    S.append(("Contractor certification",
              side("Who signs", ["Every contractor and subcontractor who installs, inspects or maintains the "
                                 "erosion and sediment controls or builds the post-construction practices, "
                                 "before starting work."]),
              H("17. Contractor Certification (Section 93-6D)") +
              P("\"I certify under penalty of law that I understand and agree to comply with the terms and "
                "conditions of the Stormwater Pollution Prevention Plan; and that I, or one of my on-site staff, has "
                "received a minimum of four hours of acceptable training in erosion and sediment control within the "
                "last three years. I also understand that it is unlawful for any person to cause or contribute to a "
                "violation of water quality standards.\"") +
              T(["Name and title", "Firm, address and telephone", "Site", "Signature", "Date"], rows)))
    return S


def html_doc():
    out = []
    for i, pg in enumerate(pages()):
        kind = pg[0]
        if kind == "figure":
            out.append(f'<section class="page fig"><div class="band">{e(PROJ)} - SWPPP<span>Page {i + 1}</span>'
                       f'</div>{pg[2]}</section>')
            continue
        cls = "cover" if kind == "cover" else ""
        out.append(f'<section class="page {cls}"><div class="band">{e(PROJ)} - SWPPP<span>Page {i + 1}</span>'
                   f'</div><div class="grid"><aside>{pg[1]}</aside><main>{pg[2]}</main></div></section>')
    css = """
@page { size: 11in 8.5in; margin: 0; }
body { margin: 0; font-family: 'Liberation Sans', Arial, sans-serif; font-size: 9.2pt; line-height: 1.36;
       font-variant-ligatures: none; font-feature-settings: "liga" 0, "clig" 0; }
.page { width: 11in; min-height: 8.5in; box-sizing: border-box; padding: 0.35in 0.45in; break-after: page; }
.band { font-size: 8pt; color: #fff; background: #2f5d50; padding: 3pt 8pt; margin-bottom: 10pt; }
.band span { float: right; }
.grid { display: grid; grid-template-columns: 2.5in 1fr; gap: 0.25in; }
aside { background: #eaf2ee; border-left: 4pt solid #2f5d50; padding: 6pt 9pt; font-size: 8.6pt; }
aside h3 { font-size: 10pt; color: #2f5d50; margin: 4pt 0; }
aside p { margin: 0 0 5pt; }
main { column-count: 2; column-gap: 0.3in; }
main h2 { font-size: 12pt; color: #2f5d50; margin: 0 0 4pt; break-after: avoid; }
main p { margin: 0 0 6pt; }
.cover main { column-count: 1; }
.coverbox h1 { font-size: 30pt; color: #2f5d50; margin: 0.6in 0 8pt; }
.coverbox .sub { font-size: 15pt; } .kicker { letter-spacing: 2pt; font-size: 9pt; }
table { border-collapse: collapse; width: 100%; font-size: 8.2pt; margin: 4pt 0 8pt; break-inside: avoid; }
th, td { border: 1px solid #9bb; padding: 2pt 4pt; text-align: left; vertical-align: top; }
th { background: #d5e5dd; }
.fig svg { width: 100%; }
.sig { margin-top: 8pt; }
ol { padding-left: 14pt; margin: 0; } li { margin-bottom: 4pt; }
"""
    return f"<!DOCTYPE html><html><head><meta charset='utf-8'><title>SWPPP</title><style>{css}</style></head>" \
           f"<body>{''.join(out)}</body></html>"


def build(outdir, tmp):
    out = os.path.join(outdir, "pdf", NAME + ".pdf")
    C.chromium_pdf(html_doc(), out)
    n = len(C.PdfReader(out).pages)
    assert n == len(pages()), f"page overflow: {n} pages for {len(pages())} page divs"
    return out


SPEC = {
    "checklist": "somers-ch93",
    "house_style": "landscape-format SWPPP with a key-facts sidebar on every page and two-column main text, "
                   "full-page site figure",
    "producer": "Chromium print to PDF from HTML/CSS (CSS grid and columns, inline SVG)",
    "decision": "incomplete",
    "facts": {"disturbed_acres": 1.46, "disturbed_sq_ft": 63600,
              "project_type": "commercial (veterinary hospital addition and parking), 93-6A(2)(g)",
              "single_family": False, "impaired_water": True,
              "receiving_water": "unnamed tributary of Amawalk Reservoir (Croton, phosphorus TMDL)"},
    "items": {
        "93-6A(1)(a)": "present", "93-6A(1)(b)": "present", "93-6A(1)(c)": "missing", "93-6A(1)(d)": "present",
        "93-6A(1)(e)": "present", "93-6A(1)(f)": "present", "93-6A(1)(g)": "present", "93-6A(1)(h)": "present",
        "93-6A(1)(i)": "present", "93-6A(1)(j)": "present", "93-6A(1)(k)": "missing", "93-6A(1)(l)": "present",
        "93-6A(3)(b)": "present", "93-6A(3)(c)": "present", "93-6A(3)(d)": "present", "93-6A(3)(e)": "present",
        "93-6A(3)(f)": "present", "93-6A(3)(g)": "present", "93-6A(3)(h)": "present", "93-6A(3)(i)": "present",
        "93-6B": "present", "93-6D": "present"},
    "evidence": {
        "93-6A(1)(a)": "The limit of disturbance is 1.46 acres (63,600 sq. ft.)",
        "93-6A(1)(b)": "1. SOIL LINES FROM NRCS WEB SOIL SURVEY (ChB, SuB).",
        "93-6A(1)(d)": "Five-acre limit of Section 93-6A(1)(d): not approached",
        "93-6A(1)(e)": "Litter is collected each afternoon and placed in a covered dumpster",
        "93-6A(1)(f)": "final stabilization is 80 percent uniform perennial cover",
        "93-6A(1)(g)": "Locations, sizes and lengths are on Sheet C-103.",
        "93-6A(1)(h)": "3,500 cf provided, 3.5 ft deep with 2:1 sides",
        "93-6A(1)(i)": "There will be no asphalt or concrete plant or other industrial activity on the site.",
        "93-6A(1)(j)": "Minimum Practices by Activity",
        "93-6A(1)(l)": "Every erosion and sediment control practice in this plan is designed and built to the",
        "93-6A(3)(b)": "treats the new parking (0.71 ac)",
        "93-6A(3)(c)": "BR-1 BIORETENTION 2,240 SF",
        "93-6A(3)(d)": "The chambers and BR-1 were routed as storage with exfiltration",
        "93-6A(3)(e)": "No deviation from the Design Manual is proposed, and no criterion is waived",
        "93-6A(3)(f)": "30 StormTech SC-310 chambers in three rows",
        "93-6A(3)(g)": "The long-term operation and maintenance of every practice is the responsibility of the",
        "93-6A(3)(h)": "remains in effect upon transfer of title to the property",
        "93-6A(3)(i)": "the agreement binds all subsequent owners of the lot",
        "93-6B": "all stormwater management practices meets the requirements of Chapter 93",
        "93-6D": "/s/ Derek M. Falcone",
    },
    "gaps": {
        "93-6A(1)(c)": "content incomplete: Section 3 describes the soil map units (Charlton ChB, Sutton SuB) and "
                       "the test holes, but no hydrologic soil group is identified anywhere (the hydrology section "
                       "gives only curve numbers) [{p:Charlton is a deep, well drained soil formed in}]",
        "93-6A(1)(k)": "content for the wrong thing: the only inspection schedule (sidebar 'Inspection Schedule' "
                       "beside Sections 12-13) covers the post-construction practices (HDS-1, chambers, BR-1, "
                       "filter strip, outlet); the plan gives no inspection schedule for the erosion and sediment "
                       "control practices during construction [{p:HDS-1: every 3 months the first year}]",
    },
    "ambiguous_items": ["93-6A(1)(g)"],
    "notes": "Veterinary hospital addition and parking (commercial, 93-6A(2)(g)) disturbing 1.46 ac: "
             "93-6A(3)(b)-(i) and 93-6B apply. Every page is landscape with a sidebar; sidebars carry real "
             "content ((1)(i) 'none', (1)(l) 'none', (1)(d) five-acre note, the sizing summary and the SMP "
             "inspection schedule). (1)(g): the E&SC practices' locations, sizes and lengths are only on Sheet "
             "C-103, which is referenced but not bound (Figure 1 shows the post-construction practices, not the "
             "E&SC controls); the text gives some sizes and lengths but no locations: labelled present, listed as "
             "ambiguous (needs_review naming C-103). (1)(h): each practice has dimensions, materials, "
             "installation and maintenance; (1)(j): table in Section 8 with placement and minimum duration. "
             "(1)(c) missing because no HSG is identified (curve numbers only). (1)(k) missing: inspection "
             "frequencies exist only for the permanent practices. 93-6D signed by two contractors with the "
             "four-hour training clause.",
}
