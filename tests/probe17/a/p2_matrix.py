"""Compliance matrix for plan 2, written as .xlsx with openpyxl and printed to PDF by LibreOffice."""
from openpyxl import Workbook
from openpyxl.styles import Alignment, Border, Font, PatternFill, Side
from openpyxl.worksheet.page import PageMargins

thin = Side(style="thin", color="000000")
B = Border(left=thin, right=thin, top=thin, bottom=thin)
WRAP = Alignment(wrap_text=True, vertical="top")
CENTER = Alignment(wrap_text=True, vertical="center", horizontal="center")


def rows(M):
    n = lambda k: f"p. {M + k}"
    return [
        ("S", "§ 44-8B(1)  SWPPP CONTENTS - ALL LAND DEVELOPMENT ACTIVITIES"),
        ("44-8B(1)(a)", "Background information about the scope of the project, including location, type and size of project", "Yes", f"Narrative § 1, {n(1)}",
         "Replace in place 540 LF of failed timber bulkhead with vinyl sheet pile, rebuild 60 LF of returns, rebuild the 0.48-acre gravel parking area and replant the bank, at 305 Asharoken Avenue (SCTM 0101-002.00-01.00-014.000). Parcel 2.9 acres; land disturbed 1.22 acres."),
        ("44-8B(1)(b)", "Site map/construction drawing(s) with general location map; site area, improvements, disturbed and undisturbed areas, vegetation, surface waters, wetlands, drainage, existing and final slopes, off-site storage, discharge points; scale not smaller than 1 in = 100 ft", "Yes", f"Drawing SP-1, {n(3)}",
         "Drawing SP-1 at 1 in = 40 ft shows the limit of disturbance, undisturbed lawn and dune grass, the tidal waters and bulkhead, drainage arrows, grades from el. 11 to el. 6, the staging area (no off-site storage) and discharge point DP-1. Location is described under the drawing."),
        ("44-8B(1)(c)", "Description of the soil(s) present at the site", "Yes", f"Narrative § 2, {n(1)}",
         "Carver and Plymouth sands (CpC), hydrologic soil group A, on the upland; Made land (Ma) of dredged sand and rubble behind the bulkhead. Borings B-1 and B-2: loose to medium dense fine to medium sand, groundwater at 4.5 ft."),
        ("44-8B(1)(d)", "Construction phasing plan describing the intended sequence of construction activities; not more than 5 acres disturbed at any one time", "Yes", f"Narrative § 3, {n(2)}",
         "Two stages (north half, then south half and parking). No more than 0.8 acres open at one time. Step table in § 3."),
        ("44-8B(1)(e)", "Description of pollution prevention measures to control litter, construction chemicals and construction debris", "Yes", f"Narrative § 4, {n(2)}",
         "Removed timber and debris loaded directly to roll-off containers and hauled to a licensed facility; treated timber never burned or buried; litter picked up daily."),
        ("44-8B(1)(f)", "Description of construction and waste materials expected to be stored on-site, with updates as appropriate, and of controls to reduce pollutants, including storage practices and spill prevention and response", "Yes", f"Narrative § 4, {n(2)}",
         "Sheets, cap stock, 600 cy sand stockpile, stone, diesel in a 250-gallon double-walled tank on a lined pad 100 ft from the shore. Spill kits on crane and in staging area; spills over 5 gallons reported to the NYSDEC Spill Hotline."),
        ("44-8B(1)(g)", "Temporary and permanent structural and vegetative measures for soil stabilization, runoff control and sediment control for each stage of the project, from initial land clearing and grubbing to project close-out", "Yes", f"Narrative § 3, {n(2)}; Drawing SP-1",
         "Temporary: silt fence, floating turbidity curtain, stabilized construction entrance, tarped stockpile, seed and mulch of each bank section within 7 days of backfill. Permanent: 15-ft planted buffer of American beachgrass, bayberry and beach plum; gravel parking surface graded to the leaching pools."),
        ("44-8B(1)(h)", "Site map/construction drawing(s) specifying the location(s), size(s) and length(s) of each erosion and sediment control practice", "Yes", f"Drawing SP-1, {n(3)}",
         "SP-1: silt fence 520 LF along the bank and 240 LF around the stockpile; turbidity curtain 600 LF; construction entrance 50 x 24 ft; staging and stockpile 0.19 ac."),
        ("44-8B(1)(i)", "Dimensions, material specifications and installation details for all erosion and sediment control practices, including the siting and sizing of any temporary sediment basins", "Yes", "This matrix",
         "Silt fence: 36-inch woven geotextile on 2 x 2 inch hardwood stakes at 6 ft, toe buried 6 inches, per the NYS Standards and Specifications. Turbidity curtain: Type II, 18-oz PVC, 5-ft skirt, ballast chain, anchors every 50 ft. Entrance: 50 ft x 24 ft, 8 inches of 1 to 4 inch stone on geotextile. No temporary sediment basin is used; every drainage area is under one acre and is served by silt fence."),
        ("44-8B(1)(j)", "Temporary practices that will be converted to permanent control measures", "N/A", "-", "N/A"),
        ("44-8B(1)(k)", "Implementation schedule for staging temporary erosion and sediment control practices, including the timing of initial placement and duration that each practice should remain in place", "Yes", f"Narrative § 3, {n(2)}",
         "All perimeter controls installed in week 1 before any other work. Silt fence and curtain stay until the bank and buffer reach 80 percent cover (about week 20). Entrance stays until the parking surface is placed (week 13)."),
        ("44-8B(1)(l)", "Maintenance schedule to ensure continuous and effective operation of the erosion and sediment control practices", "Yes", f"Narrative § 6, {n(5)}",
         "Contractor inspects daily and within 24 hours of 0.5 inch of rain; engineer every 7 days. Sediment removed from silt fence at one-third height; curtain anchors checked daily; entrance top-dressed when clogged."),
        ("44-8B(1)(m)", "Name(s) of the receiving water(s)", "Yes", f"Narrative § 2, {n(1)}", "Receiving water identified in the site description."),
        ("44-8B(1)(n)", "Delineation of SWPPP implementation responsibilities for each part of the site", "Yes", f"Narrative § 9, {n(6)}",
         "Marine contractor: bulkhead, bank and staging area. Paving subcontractor: parking area and leaching pools in stage 2. Club: post-construction."),
        ("44-8B(1)(o)", "Description of structural practices designed to divert flows from exposed soils, store flows, or otherwise limit runoff and the discharge of pollutants from exposed areas of the site", "Yes", "This matrix",
         "During stage 2 a temporary earth berm 12 inches high along the top of the bank turns parking-area runoff away from the open bulkhead trench to a stone sump at the south corner. The leaching pools store and infiltrate parking runoff; the turbidity curtain confines any sediment released at the face."),
        ("44-8B(1)(p)", "Any existing data that describes the stormwater runoff at the site", "Yes", f"Narrative § 2, {n(1)}",
         "No monitoring data exist. Observed ponding up to 3 inches in the south corner and scour at two low points of the old cap; computed existing peaks given in § 2."),
        ("S", "§ 44-8B(2)  CONDITIONS REQUIRING POST-CONSTRUCTION CONTROLS"),
        ("44-8B(2)", "Condition A (impaired water / TMDL), B (5 acres or more) or C (1 to 5 acres, not single-family)", "C", f"Narrative § 1, {n(1)}",
         "Condition C applies: 1.22 acres disturbed; a beach club, not a single-family residence."),
        ("S", "§ 44-8B(3)  POST-CONSTRUCTION STORMWATER MANAGEMENT"),
        ("44-8B(3)(b)", "Description of each postconstruction stormwater management practice", "Yes", f"Narrative § 5, {n(4)}",
         "Leaching pools LP-1 and LP-2, 8 ft diameter by 6 ft deep in a 2-ft stone ring, taking the parking area; 15-ft planted buffer filtering sheet flow from the bank."),
        ("44-8B(3)(c)", "Site map/construction drawing(s) showing the specific location(s) and size(s) of each postconstruction practice", "Yes", f"Drawing SP-1, {n(3)}",
         "SP-1 locates LP-1 and LP-2 (8 ft diameter) and the 15-ft buffer along the new bulkhead."),
        ("44-8B(3)(d)", "Hydrologic and hydraulic analysis for all structural components for the applicable design storms", "Yes", f"Narrative § 5, {n(4)}",
         "HydroCAD (TR-20), Type III 24-hour storms, 1- to 100-year; each pool stores 512 cf and drains in under 6 hours at 8 in/hr."),
        ("44-8B(3)(e)", "Comparison of postdevelopment stormwater runoff conditions with predevelopment conditions", None, None,
         "Peak flow table in § 5: post-development peaks lower than pre-development for every storm."),
        ("44-8B(3)(f)", "Dimensions, material specifications and installation details for each postconstruction practice", "Yes", f"Narrative § 5, {n(4)}",
         "Precast pools, 4,000 psi, H-20 rated; washed stone; non-woven geotextile; buffer plant spacing and topsoil depth; installation after upland is stabilized."),
        ("44-8B(3)(g)", "Maintenance schedule to ensure continuous and effective operation of each postconstruction practice", "Yes", f"Narrative § 6, {n(5)}",
         "Pools inspected and vacuumed spring and fall and after storms over 2 inches; buffer tended May and October; parking regraded yearly. Club Board responsible."),
        ("44-8B(3)(h)", "Maintenance easements recorded on the plan, remaining in effect with transfer of title", "Yes", f"Narrative § 7, {n(5)}; SP-1",
         "20-ft easement to the Village over the pools, buffer and access, shown on SP-1 and recorded (Liber D00013291, page 418)."),
        ("44-8B(3)(i)", "Inspection and maintenance agreement binding on all subsequent landowners", "Yes", f"Narrative § 8, {n(5)}", "Agreement with the Village of Asharoken."),
        ("S", "§ 44-8C AND § 44-8E  CERTIFICATIONS"),
        ("44-8C", "SWPPP prepared and signed by a licensed professional engineer or landscape architect, certifying the design meets Chapter 44", "Yes", f"Narrative § 9, {n(6)}",
         "Certification by the design engineer, Sound Shore Marine Engineering, PLLC."),
        ("44-8E", "Contractor certification statement, signed and dated, with name, title, firm address and telephone, site and date", "Yes", f"Narrative § 9, {n(6)}",
         "Signed by North Shore Dock & Bulkhead Corp. on August 19, 2024."),
    ]


def build_xlsx(path, M):
    wb = Workbook()
    ws = wb.active
    ws.title = "Compliance Matrix"
    widths = {"A": 13, "B": 40, "C": 8, "D": 17, "E": 72}
    for c, w in widths.items():
        ws.column_dimensions[c].width = w
    bold = Font(name="Liberation Sans", bold=True, size=10)
    norm = Font(name="Liberation Sans", size=9)
    grey = PatternFill("solid", fgColor="D9D9D9")
    blue = PatternFill("solid", fgColor="DDEBF7")
    ws.merge_cells("A1:E1")
    ws["A1"] = "PERMIT COMPLIANCE MATRIX - VILLAGE OF ASHAROKEN CODE CHAPTER 44, SECTION 44-8, STORMWATER POLLUTION PREVENTION PLAN"
    ws["A1"].font = Font(name="Liberation Sans", bold=True, size=12)
    ws["A1"].alignment = CENTER
    ws.row_dimensions[1].height = 30
    ws.merge_cells("A2:E2")
    ws["A2"] = "Project: Bay Colony Beach Club - Bulkhead and Seawall Replacement, 305 Asharoken Avenue, Asharoken, NY 11768"
    ws.merge_cells("A3:B3"); ws["A3"] = "Applicant: Bay Colony Beach Club, Inc."
    ws.merge_cells("C3:E3"); ws["C3"] = "Prepared by: Sound Shore Marine Engineering, PLLC - Rev. 1, August 2024"
    for c in ("A2", "A3", "C3"):
        ws[c].font = bold
        ws[c].alignment = WRAP
    hdr = ["Code ref.", "Requirement", "Provided", "Location", "Applicant response / description"]
    for i, h in enumerate(hdr):
        cell = ws.cell(row=4, column=i + 1, value=h)
        cell.font = bold; cell.fill = grey; cell.alignment = CENTER; cell.border = B
    r = 5
    merge_from = None
    for row in rows(M):
        if row[0] == "S":
            ws.merge_cells(start_row=r, start_column=1, end_row=r, end_column=5)
            c = ws.cell(row=r, column=1, value=row[1]); c.font = bold; c.fill = blue; c.alignment = WRAP
            for k in range(1, 6):
                ws.cell(row=r, column=k).border = B
            r += 1
            continue
        ref, req, prov, loc, resp = row
        vals = [ref, req, prov, loc, resp]
        for k, v in enumerate(vals):
            c = ws.cell(row=r, column=k + 1)
            if v is not None:
                c.value = v
            c.font = norm; c.border = B
            c.alignment = CENTER if k == 2 else WRAP
        if prov is None:  # merged with the row above (3)(d)-(3)(e)
            ws.merge_cells(start_row=r - 1, start_column=3, end_row=r, end_column=3)
            ws.merge_cells(start_row=r - 1, start_column=4, end_row=r, end_column=4)
        # explicit heights so LibreOffice prints the wrapped text whole
        import math
        lines = max(math.ceil(len(str(v or "")) / (w * 1.05)) for v, w in zip(vals, widths.values()))
        ws.row_dimensions[r].height = max(15, 12.5 * lines + 4)
        r += 1
    ws.print_title_rows = "4:4"
    ws.page_setup.orientation = "landscape"
    ws.page_setup.paperSize = ws.PAPERSIZE_LETTER
    ws.page_setup.fitToWidth = 1
    ws.page_setup.fitToHeight = 0
    ws.sheet_properties.pageSetUpPr.fitToPage = True
    ws.print_options.gridLines = True
    ws.page_margins = PageMargins(left=0.4, right=0.4, top=0.6, bottom=0.6)
    ws.oddFooter.center.text = "Compliance Matrix - Page &P of &N"
    ws.oddHeader.right.text = "Bay Colony Beach Club SWPPP"
    wb.save(path)


def build_pdf(path, M):
    """LibreOffice Calc is not installed here; print the same sheet with reportlab, spreadsheet-style:
    column letters and row numbers, grid lines, merged title/section rows, repeated header rows."""
    from reportlab.lib.pagesizes import letter, landscape
    from reportlab.lib import colors
    from reportlab.lib.styles import ParagraphStyle
    from reportlab.platypus import SimpleDocTemplate, Table, TableStyle, Paragraph
    from xml.sax.saxutils import escape
    st = ParagraphStyle("c", fontName="Helvetica", fontSize=8, leading=9.6)
    stb = ParagraphStyle("b", parent=st, fontName="Helvetica-Bold", fontSize=8.5, leading=10)
    stt = ParagraphStyle("t", parent=st, fontName="Helvetica-Bold", fontSize=11, leading=13, alignment=1)
    P = lambda t, s=st: Paragraph(escape(t or ""), s)
    data = [["", "A", "B", "C", "D", "E"]]
    style = [("GRID", (0, 0), (-1, -1), 0.4, colors.black),
             ("BACKGROUND", (0, 0), (-1, 0), colors.HexColor("#EEEEEE")),
             ("BACKGROUND", (0, 0), (0, -1), colors.HexColor("#EEEEEE")),
             ("FONT", (0, 0), (-1, 0), "Helvetica", 7), ("FONT", (0, 0), (0, -1), "Helvetica", 7),
             ("ALIGN", (0, 0), (-1, 0), "CENTER"), ("VALIGN", (0, 0), (-1, -1), "TOP"),
             ("ALIGN", (3, 0), (3, -1), "CENTER")]
    rn = 1
    def add(cells):
        nonlocal rn
        data.append([str(rn)] + cells); rn += 1
        return len(data) - 1
    r = add([P("PERMIT COMPLIANCE MATRIX - VILLAGE OF ASHAROKEN CODE CHAPTER 44, SECTION 44-8, STORMWATER POLLUTION PREVENTION PLAN", stt), "", "", "", ""])
    style.append(("SPAN", (1, r), (5, r)))
    r = add([P("Project: Bay Colony Beach Club - Bulkhead and Seawall Replacement, 305 Asharoken Avenue, Asharoken, NY 11768", stb), "", "", "", ""])
    style.append(("SPAN", (1, r), (5, r)))
    r = add([P("Applicant: Bay Colony Beach Club, Inc.", stb), "", P("Prepared by: Sound Shore Marine Engineering, PLLC - Rev. 1, August 2024", stb), "", ""])
    style += [("SPAN", (1, r), (2, r)), ("SPAN", (3, r), (5, r))]
    r = add([P(h, stb) for h in ["Code ref.", "Requirement", "Provided", "Location", "Applicant response / description"]])
    style.append(("BACKGROUND", (1, r), (5, r), colors.HexColor("#D9D9D9")))
    for row in rows(M):
        if row[0] == "S":
            r = add([P(row[1], stb), "", "", "", ""])
            style += [("SPAN", (1, r), (5, r)), ("BACKGROUND", (1, r), (5, r), colors.HexColor("#DDEBF7"))]
            continue
        ref, req, prov, loc, resp = row
        r = add([P(ref), P(req), P(prov), P(loc), P(resp)])
        if prov is None:
            style += [("SPAN", (3, r - 1), (3, r)), ("SPAN", (4, r - 1), (4, r)), ("VALIGN", (3, r - 1), (4, r), "MIDDLE")]
    t = Table(data, colWidths=[20, 62, 184, 48, 88, 338], repeatRows=5)
    t.setStyle(TableStyle(style))

    def foot(c, d):
        c.saveState(); c.setFont("Helvetica", 7.5)
        c.drawCentredString(396, 22, f"Compliance Matrix - Page {d.page}")
        c.drawRightString(760, 596, "Bay Colony Beach Club SWPPP")
        c.restoreState()
    doc = SimpleDocTemplate(path, pagesize=landscape(letter), leftMargin=26, rightMargin=26,
                            topMargin=30, bottomMargin=36, title="Compliance Matrix", author="SSME")
    doc.build([t], onFirstPage=foot, onLaterPages=foot)
