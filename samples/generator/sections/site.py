"""Project and site sections: background, regulations, permits, existing conditions, soils,
receiving waters, existing runoff data and the site map."""
from ..blocks import PD, P, bullets, ruled_table


def r_background(ctx):
    """Item (a), the project background: a narrative or a summary table."""
    s = ctx.s
    v = ctx.v("background", 3)
    out = []
    area = s.get("area")
    if v == 0:
        out.append(P(f"{ctx.owner} (the applicant) proposes {s['scope']} at {s['address']}, in the "
                     f"{ctx.town_name}, {ctx.county}, New York (Tax Map {s['tax_map']}). "
                     f"{s['location_desc']}"))
        out.append(P(f"The site is {s['existing_use']}. {s['type_sentence']}"))
        if area:
            out.append(P(area["sentence"]))
        if s.get("size_sentence"):
            out.append(P(s["size_sentence"]))
    elif v == 1:
        out.append(P("The following table summarizes the background information for the project."))
        rows = [
            ("Project name", ctx.project),
            ("Location", f"{s['address']} ({ctx.town_line})"),
            ("Tax map designation", s["tax_map"]),
            ("Applicant / owner", f"{ctx.owner}, {s['owner']['address']}"),
            ("Type of project", s["type_short"]),
            ("Proposed improvements", s["scope"][0].upper() + s["scope"][1:]),
        ]
        if area:
            rows.append(("Size of project", area["table"]))
        elif s.get("size_sentence"):
            rows.append(("Size of project", s["size_sentence"]))
        out.append(ruled_table(["Item", "Description"], rows, [1.5, 4.5]))
        out.append(P(f"{s['location_desc']} The site is {s['existing_use']}."))
        if area:
            out.append(P(area["sentence"]))
    else:
        out.append(P(f"The subject property lies in the {ctx.town_name} at {s['address']} and is "
                     f"identified on the {ctx.county} tax maps as {s['tax_map']}. "
                     f"{s['location_desc']} Currently the site is {s['existing_use']}."))
        out.append(P(f"The work covered by this plan consists of {s['scope']}. {s['type_sentence']}"))
        if area:
            out.append(P(area["sentence"]))
        elif s.get("size_sentence"):
            out.append(P(s["size_sentence"]))
    return out


def r_regulatory(ctx):
    """Why the town's law applies and which conditions the project meets (context)."""
    return [PD(ctx, t) for t in ctx.s["regulatory"]] + [
        P("A copy of this plan will be kept at the site from the start of construction until "
          "final stabilization.")]


def r_permits(ctx):
    """Other approvals the project needs (context)."""
    rows = ctx.s.get("permits")
    if not rows:
        return [P("No other environmental permits are required for this work.")]
    return [P("The applicant will obtain the following other approvals before final approval of "
              "the stormwater plan:"),
            ruled_table(["Agency", "Approval", "Status"], rows, [2.2, 2.8, 1.5])]


def r_existing(ctx):
    """Topography, vegetation and drainage before construction (context)."""
    return [PD(ctx, t) for t in ctx.s["existing"]]


def soil_phrase(soil, hsg=True):
    """"Charlton loam, 8 to 15 percent slopes (ChC), hydrologic soil group B"."""
    t = f"{soil['name']}, {soil['slope']} ({soil['unit']})"
    if hsg and soil["hsg"]:
        t += f", hydrologic soil group {soil['hsg']}"
    return t


def r_soils(ctx):
    """Item (c), the site's soils."""
    soils = ctx.s["soils"]
    # the "no_hsg" gap: soils described everywhere, but never their hydrologic soil group
    hsg = ctx.mode(ctx.item("c")) != "no_hsg"
    v = ctx.v("soils", 3)
    out = []
    if v == 0:
        main = soils[0]
        out.append(P(f"The NRCS Web Soil Survey maps most of the site as {soil_phrase(main, hsg)}. "
                     + " ".join(f"{x['note']}" for x in soils[:1])))
        for sl in soils[1:]:
            out.append(P(f"A smaller area is mapped as {soil_phrase(sl, hsg)}. {sl['note']}"))
        out.append(P(ctx.s["soil_tests"]))
    elif v == 1:
        confirmed = " and confirmed by on-site test pits" if ctx.s.get("test_pits") else ""
        out.append(P(f"Soils were identified from the USDA-NRCS {ctx.county} soil survey"
                     f"{confirmed}. The mapped units are summarized below; the unit boundaries "
                     f"are shown on the site plans and the survey report is in Appendix "
                     f"{ctx.appx('soils')}."))
        if hsg:
            out.append(ruled_table(["Map unit", "Soil name", "Slope", "HSG", "Characteristics"],
                                   [(x["unit"], x["name"], x["slope"], x["hsg"], x["note"])
                                    for x in soils],
                                   [0.8, 1.7, 0.8, 0.6, 3.0]))
        else:
            out.append(ruled_table(["Map unit", "Soil name", "Slope", "Characteristics"],
                                   [(x["unit"], x["name"], x["slope"], x["note"])
                                    for x in soils],
                                   [0.8, 1.9, 0.9, 3.2]))
        out.append(P(ctx.s["soil_tests"]))
    else:
        names = "; ".join(soil_phrase(x, hsg) for x in soils)
        out.append(P(f"Published soil mapping (Web Soil Survey) shows the following units within "
                     f"the limit of disturbance: {names}."))
        out.append(P(ctx.s["soil_tests"] + " " + " ".join(
            f"The {x['name']} unit: {x['note'][0].lower() + x['note'][1:]}" for x in soils)))
        if hsg:
            groups = sorted({x["hsg"] for x in soils if x["hsg"]})
            out.append(P("For the hydrologic analysis the site soils were modeled as hydrologic "
                         f"soil group{'s' if len(groups) > 1 else ''} {' and '.join(groups)}."))
    return out


def r_receiving(ctx):
    """Where runoff goes: an item in Asharoken (m), context in Somers."""
    s = ctx.s
    v = ctx.v("receiving", 2)
    out = []
    if v == 0:
        out.append(P(s["receiving_path"]))
        out.append(P(s["receiving_status"]))
    else:
        rows = [(w["name"], w["class"], w["relation"]) for w in s["receiving_table"]]
        out.append(P("Stormwater leaving the site reaches the following water bodies:"))
        out.append(ruled_table(["Water body", "Classification", "Relation to site"], rows,
                               [2.0, 1.3, 3.2]))
        out.append(P(s["receiving_status"]))
    return out


def r_runoff_data(ctx):
    """Asharoken (p), existing runoff data."""
    s = ctx.s
    d = s["runoff_data"]
    v = ctx.v("runoff", 2)
    out = [P(d["obs"])]
    if d.get("table") and v == 0:
        out.append(P("Existing peak runoff rates from the site, computed for the predevelopment "
                     "condition with the SCS TR-20 method (HydroCAD), are:"))
        out.append(ruled_table(["Design storm", "24-hr rainfall (in.)", "Existing peak (cfs)",
                                "Existing volume (cf)"], d["table"], [1.4, 1.4, 1.4, 1.6]))
    elif d.get("table"):
        rows = d["table"]
        txt = "; ".join(f"{r[0]} storm {r[2]} cfs" for r in rows)
        out.append(P(f"Predevelopment peak discharges at the design point were computed in "
                     f"HydroCAD as follows: {txt}."))
    out.append(P(d["records"]))
    return out


def r_sitemap(ctx):
    """Item (b), the site map and drawing set."""
    s = ctx.s
    v = ctx.v("sitemap", 3)
    sheets = s["sheets"]
    out = []
    # Somers' (b) also asks for soil boundaries and off-site storage areas on the map
    somers_extra = ("" if ctx.ash else
                    " The boundaries of each mapped soil type are drawn on the existing conditions "
                    "plan, and the plans note that no material, waste, borrow or equipment storage "
                    "areas are proposed on adjacent properties.")
    if ctx.s.get("offsite_storage"):
        somers_extra = (" The boundaries of each mapped soil type are drawn on the existing "
                        "conditions plan." if not ctx.ash else "") + " " + ctx.s["offsite_storage"]
    if v == 0:
        out.append(P(f"A general location map is provided as Figure 1 in Appendix {ctx.appx('drawings')}. "
                     f"The site plan set accompanying this {ctx.plan_abbr} is drawn at {ctx.scale} "
                     f"and shows the total site area, all proposed improvements, the limit of "
                     f"disturbance and the areas that will remain undisturbed, existing trees and "
                     f"vegetation, surface waters and wetlands on and next to the site, existing "
                     f"and proposed contours (so existing and final slopes can be read), drainage "
                     f"patterns, and each point where stormwater leaves the site.{somers_extra}"))
        out.append(P("The drawings that make up the site map are:"))
        out += bullets([f"{sh[0]}  {sh[1]} ({sh[2]})" for sh in sheets])
    elif v == 1:
        out.append(P(f"The {ctx.plan_abbr} drawings listed below are bound with this report. All "
                     f"plan sheets are at a scale of {ctx.scale} or larger; the location map "
                     f"(Figure 1, Appendix {ctx.appx('drawings')}) is at 1 inch = 2,000 feet."))
        out.append(ruled_table(["Sheet", "Title", "Scale", "Information shown"],
                               [(sh[0], sh[1], sh[2], sh[3]) for sh in sheets], [0.7, 1.8, 1.0, 3.0]))
        if somers_extra:
            out.append(P(somers_extra.strip()))
    else:
        out.append(P(f"Drawing {sheets[0][0]} ({sheets[0][1]}) delineates the {s['site_words']}, "
                     f"the proposed improvements, the limit of disturbance and the land to be left "
                     f"undisturbed. It also depicts existing woods and lawn, adjacent surface "
                     f"waters and any wetlands, spot grades and one-foot contours for existing and "
                     f"final slopes, the flow arrows of the drainage patterns that construction "
                     f"could affect, and the discharge locations. The plan scale is {ctx.scale}. "
                     f"A vicinity map is included as Figure 1 in Appendix {ctx.appx('drawings')}."
                     + somers_extra))
        others = ", ".join(f"{sh[0]} ({sh[1]})" for sh in sheets[1:])
        out.append(P(f"The remaining sheets of the set are {others}."))
    return out
