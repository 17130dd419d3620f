"""Postconstruction stormwater management: the permanent practices, their hydrology and
sizing, details, maintenance, easements and agreement (or why none are required)."""
from xml.sax.saxutils import escape

from ..blocks import PD, P, bullets, ruled_table
from ..checklists import PHOS


def r_postcon_na(ctx):
    """Why no postconstruction practices are required."""
    return [PD(ctx, t) for t in ctx.s["postcon_na"]]


def r_pc_intro(ctx):
    """Opening paragraph of the postconstruction chapter."""
    return [P(ctx.s.get("pc_intro", "The permanent stormwater management practices for the "
                        "project are described in the following subsections."))]


def r_phosphorus(ctx):
    """Somers' enhanced phosphorus removal statement, or (the "no_phosphorus" gap) a
    design basis that never says it."""
    s = ctx.s
    if ctx.mode(PHOS) == "no_phosphorus":
        return [P(s["pc_standard_plain"])]
    return [P(s["pc_standard_phos"])]


def r_pc_desc(ctx):
    """(3)(b), the permanent practices and what each does."""
    v = ctx.v("pcdesc", 2)
    pr = ctx.s["pc"]
    if v == 0:
        return [P(f"<b>{escape(p['name'])}.</b> {escape(p['desc'])}", markup=True) for p in pr]
    return [P("Each permanent practice and its function:"),
            ruled_table(["Practice", "Type", "Function"],
                        [(p["name"], p["type"], p["desc"]) for p in pr], [1.6, 1.4, 3.5])]


def r_pc_map(ctx):
    """(3)(c), where the practices are and how big."""
    s = ctx.s
    sheet = s["pc_sheet"]
    v = ctx.v("pcmap", 2)
    rows = [(p["name"], p["where"], p["size"]) for p in s["pc"]]
    if v == 0:
        return [P(ctx.pick("intro:pcmap", [
                    f"Sheet {sheet[0]}, {sheet[1]}, drawn at {ctx.scale}, shows the specific "
                    f"location and size of each postconstruction practice:",
                    f"The permanent practices are located and dimensioned on Sheet {sheet[0]} "
                    f"({ctx.scale}) as summarized below:"])),
                ruled_table(["Practice", "Location", "Size"], rows, [1.8, 2.7, 2.0])]
    return [P(f"The locations and sizes of the permanent practices are shown on Sheet {sheet[0]} "
              f"({sheet[1]}). " + " ".join(f"{r[0]}: {r[1]}; {r[2]}." for r in rows))]


def r_pc_hh(ctx):
    """(3)(d), the hydrologic and hydraulic analysis."""
    s = ctx.s
    hh = s["hh"]
    out = [P(hh["method"])]
    if hh.get("sub"):
        out.append(ruled_table(hh["sub_hdr"], hh["sub"], hh.get("sub_w")))
    if hh.get("routing"):
        out.append(P(hh.get("routing_intro", "Routing results for the structural components:")))
        out.append(ruled_table(hh["routing_hdr"], hh["routing"], hh.get("routing_w")))
    if hh.get("after"):
        out.append(P(hh["after"]))
    return out


def r_pc_compare(ctx):
    """Asharoken (3)(e), pre- and postdevelopment peaks compared."""
    c = ctx.s["compare"]
    return [P(c["text"]),
            ruled_table(["Design storm", "Predevelopment peak (cfs)", "Postdevelopment peak (cfs)",
                         "Change"], c["rows"], [1.4, 1.7, 1.7, 1.2]),
            P(c.get("after", ""))]


def r_pc_sizing(ctx):
    """Somers (3)(e), the Design Manual sizing criteria with the arithmetic."""
    sz = ctx.s["sizing"]
    out = [P(sz["text"])]
    out.append(ruled_table(["Criterion", "Design Manual requirement", "Calculation", "Provided"],
                           sz["rows"], [1.1, 1.9, 2.2, 1.3]))
    if sz.get("after"):
        out.append(P(sz["after"]))
    return out


def r_pc_details(ctx):
    """(3)(f), dimensions, materials and installation of each practice."""
    pr = ctx.s["pc"]
    v = ctx.v("pcdet", 2)
    if v == 0:
        out = [P(f"Construction details are on Sheet {ctx.s['detail_sheet']}. Dimensions, "
                 f"materials and installation requirements for each practice:")]
        for p in pr:
            out.append(P(f"<b>{escape(p['name'])}</b>", markup=True))
            out += bullets(p["details"])
        return out
    return [P("Dimensions, material specifications and installation details of each permanent "
              "practice:"),
            ruled_table(["Practice", "Dimensions / materials / installation"],
                        [(p["name"], " ".join(d + "." for d in p["details"])) for p in pr],
                        [1.6, 4.9])]


def r_pc_maint(ctx):
    """(3)(g), who maintains the practices and how often."""
    s = ctx.s
    rows = s["pc_maint"]
    out = [P(s["pc_maint_intro"])]
    hdr = ["Practice", "Task", "Frequency"]
    out.append(ruled_table(hdr, rows, [1.6, 3.3, 1.6]))
    if s.get("pc_maint_after"):
        out.append(P(s["pc_maint_after"]))
    return out


def r_pc_easement(ctx):
    """(3)(h), maintenance easements."""
    return [PD(ctx, t) for t in ctx.s["easement"]]


def r_pc_agreement(ctx):
    """(3)(i), the recorded inspection and maintenance agreement."""
    return [PD(ctx, t) for t in ctx.s["agreement"]]
