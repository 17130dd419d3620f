"""The appendices: which ones a sample has, their titles, and what each contains."""
from xml.sax.saxutils import escape

from reportlab.graphics.shapes import Drawing, Line, Polygon, PolyLine, String
from reportlab.lib import colors

from .blocks import PD, P, caption, ruled_table
from .esc_practices import esc_list, maint_rows


def a_soils(ctx):
    # the "no_hsg" gap leaves the hydrologic soil group out of the survey table too
    hsg = ctx.mode(ctx.item("c")) != "no_hsg"
    soils = ctx.s["soils"]
    out = [P(f"USDA Natural Resources Conservation Service, Web Soil Survey, {ctx.county}, New York "
             f"(accessed {ctx.s['soil_date']}). Map unit summary for the area of interest:")]
    if hsg:
        out.append(ruled_table(["Map unit symbol", "Map unit name", "Hydrologic soil group",
                                "Drainage class", "Depth to water table"],
                               [(x["unit"], f"{x['name']}, {x['slope']}", x["hsg"] or "Not rated",
                                 x["drainage"], x["water_table"]) for x in soils],
                               [0.9, 2.2, 1.0, 1.3, 1.1]))
    else:
        out.append(ruled_table(["Map unit symbol", "Map unit name", "Drainage class",
                                "Depth to water table"],
                               [(x["unit"], f"{x['name']}, {x['slope']}", x["drainage"],
                                 x["water_table"]) for x in soils],
                               [1.0, 2.6, 1.5, 1.4]))
    if ctx.s.get("test_pits"):
        out.append(P("Test pit observations:"))
        out.append(ruled_table(["Test pit", "Depth (in.)", "Description",
                                "Groundwater / mottling"], ctx.s["test_pits"],
                               [0.8, 0.9, 3.2, 1.6]))
    return out


def a_maint(ctx):
    return [P("Maintenance schedule for the erosion and sediment control practices. The "
              "contractor keeps a copy in the site logbook."),
            ruled_table(["Practice", "Inspection", "Maintenance"], maint_rows(ctx),
                        [1.6, 2.0, 2.9])]


def location_map(ctx):
    """Figure 1: a schematic vicinity map drawn from the spec's ``map`` (points in a 440 x 300
    box): a water body, roads, the site outline and a north arrow."""
    d = Drawing(440, 300)
    m = ctx.s.get("map", {})
    if m.get("water"):
        d.add(Polygon(m["water"], fillColor=colors.HexColor("#CFE3F3"),
                      strokeColor=colors.HexColor("#6A8CAF"), strokeWidth=0.8))
        (x, y), text = m["water_label"]["at"], m["water_label"]["text"]
        d.add(String(x, y, text, fontName="Helvetica-Oblique", fontSize=9))
    for road in m.get("roads", []):
        d.add(PolyLine(road["points"], strokeColor=colors.HexColor("#555555"), strokeWidth=2.2))
        x, y = road["label_at"]
        d.add(String(x, y, road["label"], fontName="Helvetica", fontSize=7.5))
    d.add(Polygon(m.get("site", [200, 140, 250, 150, 245, 190, 205, 185]),
                  fillColor=colors.HexColor("#F4C7A1"), strokeColor=colors.red, strokeWidth=1.5))
    sx, sy = m.get("site_label", (212, 160))
    d.add(String(sx, sy, "SITE", fontName="Helvetica-Bold", fontSize=9, fillColor=colors.red))
    d.add(Line(410, 250, 410, 285, strokeWidth=1.2))
    d.add(Polygon([404, 275, 410, 288, 416, 275], fillColor=colors.black))
    d.add(String(406, 238, "N", fontName="Helvetica-Bold", fontSize=10))
    return d


def a_drawings(ctx):
    s = ctx.s
    out = []
    if s.get("figure", True):
        out.append(location_map(ctx))
        out.append(caption(f"Figure 1. General location map - {ctx.project}, {ctx.town_line}. "
                           f"Scale 1 inch = 2,000 feet (approximate). Source: USGS 7.5-minute "
                           f"quadrangle, {s.get('quad', 'Mohegan Lake')}."))
    if ctx.has(ctx.item("b")):
        out.append(P("Drawing index:"))
        out.append(ruled_table(["Sheet", "Title", "Scale", "Latest revision"],
                               [(sh[0], sh[1], sh[2], s["date"]) for sh in s["sheets"]],
                               [0.8, 3.0, 1.3, 1.4]))
    else:
        out.append(P("Plan sheets are not bound with this report."))
    return out


def a_calcs(ctx):
    c = ctx.s["calcs"]
    out = [P(c["intro"])]
    for t in c["tables"]:
        out.append(P(f"<b>{escape(t['title'])}</b>", "left", markup=True))
        out.append(ruled_table(t["header"], t["rows"], t["widths"]))
    return out


def a_inspection_form(ctx):
    rows = [(p["name"], "", "", "") for p in esc_list(ctx)]
    return [P("Construction site inspection report (blank form; copies are kept in the site "
              "logbook)."),
            P("Date: ____________   Inspector: ______________________   Rainfall since last "
              "inspection (in.): ______", "left"),
            ruled_table(["Practice", "Condition (OK / needs repair)", "Corrective action",
                         "Date corrected"], rows, [1.8, 1.6, 2.0, 1.1])]


def a_agreement(ctx):
    return [PD(ctx, t) for t in ctx.s["agreement_appendix"]]


def a_exemption(ctx):
    return [PD(ctx, t) for t in ctx.s["exemption_letter"]]


APPENDIX_RENDER = {
    "soils": a_soils, "maint": a_maint, "drawings": a_drawings, "calcs": a_calcs,
    "inspection_form": a_inspection_form, "agreement": a_agreement, "exemption": a_exemption,
}


APPENDIX_TITLES = {
    "soils": ["SOILS INFORMATION", "SOIL SURVEY REPORT", "NRCS SOIL DATA AND TEST PITS"],
    "maint": ["EROSION AND SEDIMENT CONTROL MAINTENANCE SCHEDULE", "MAINTENANCE SCHEDULE"],
    "drawings": ["LOCATION MAP AND DRAWING INDEX", "SITE LOCATION MAP AND PLAN SHEETS"],
    "calcs": ["STORMWATER CALCULATIONS", "HYDROLOGIC AND HYDRAULIC CALCULATIONS"],
    "inspection_form": ["INSPECTION REPORT FORM", "SAMPLE INSPECTION FORM"],
    "agreement": ["DRAFT STORMWATER MAINTENANCE AGREEMENT"],
    "exemption": ["CORRESPONDENCE"],
}


def appendix_list(ctx):
    """Ordered appendix keys present in this sample. An appendix follows its content: no soils
    appendix when the soils item is a gap (unless only the HSG is missing), no agreement
    appendix when the agreement item is."""
    out = []
    if ctx.s.get("exemption_letter"):
        out.append("exemption")
    if ctx.has(ctx.item("c")) or ctx.mode(ctx.item("c")) == "no_hsg":
        out.append("soils")
    if ctx.ash and ctx.has(ctx.item("l")) and ctx.v("maint", 2) == 1:  # the schedule's table moved here
        out.append("maint")
    out.append("drawings")
    if ctx.postcon and not ctx.exempt and ctx.s.get("calcs"):
        out.append("calcs")
    if ctx.s.get("inspection_form") and (ctx.ash or ctx.has(ctx.item("k"))):
        out.append("inspection_form")
    if (ctx.postcon and not ctx.exempt and ctx.s.get("agreement_appendix")
            and ctx.has(ctx.pc_item("i"))):
        out.append("agreement")
    return out
