"""Erosion and sediment control during construction: phasing, stabilization, where the
controls go, their details, structural diversions and temporary practices made permanent."""
from xml.sax.saxutils import escape

from ..blocks import PD, P, bullets, numbered, ruled_table
from ..esc_practices import esc_list


def r_phasing(ctx):
    """Item (d), the construction sequence and phases."""
    s = ctx.s
    esc_timing = ctx.has(ctx.item("k")) if ctx.ash else ctx.has(ctx.item("j"))
    stab = ctx.has(ctx.item("g")) if ctx.ash else ctx.has(ctx.item("f"))
    v = ctx.v("phasing", 3)
    out = []
    # The sequence tells when controls go in and when soil is stabilized only if the sample has
    # those items: otherwise these steps would supply what the sample leaves out.
    steps = list(s["sequence"])  # base construction steps (no ESC timing)
    own_esc = any(("silt fence" in t.lower() or "entrance" in t.lower()) for t in steps)
    if esc_timing and not own_esc:
        steps.insert(1 if "meeting" in steps[0] else 0,
                     "Install the stabilized construction entrance and the perimeter erosion and "
                     "sediment controls shown on the plans before any clearing begins.")
    if stab:
        steps.append("Spread topsoil, seed and mulch all remaining disturbed areas; stabilize any "
                     "area where work stops for 7 days or more within 14 days.")
    else:
        steps.append("Complete final grading and landscaping.")
    if esc_timing:
        steps.append("Remove temporary controls only after the areas they protect are stabilized "
                     "and the stormwater management officer has been notified.")
    limit = s.get("phase_limit")
    if limit:
        out.append(P(limit))
    if v == 0 or not s.get("phases"):
        out.append(P("Construction will proceed in the following order:"))
        out += numbered(steps)
        if s.get("phases"):
            out.append(ruled_table(["Phase", "Work", "Area disturbed", "Approx. duration"],
                                   s["phases"], [0.8, 3.2, 1.1, 1.2]))
    elif v == 1:
        out.append(P("The phases and their disturbed areas are:"))
        out.append(ruled_table(["Phase", "Work", "Area disturbed", "Approx. duration"],
                               s["phases"], [0.8, 3.2, 1.1, 1.2]))
        out.append(P("Within each phase the sequence of operations is:"))
        out += numbered(steps)
    else:
        out.append(P("The intended sequence of construction is described below. " +
                     " ".join(f"Step {i}: {t}" for i, t in enumerate(steps, 1))))
        out.append(ruled_table(["Phase", "Work", "Area disturbed", "Approx. duration"],
                               s["phases"], [0.8, 3.2, 1.1, 1.2]))
    if ctx.s.get("passing_in_phasing"):
        out.append(P(ctx.s["passing_in_phasing"]))
    return out


# The seeding, mulch and blanket specifications every plan quotes.
SEED_TEMP = ("Temporary seeding: annual ryegrass at 30 lb per acre (0.7 lb per 1,000 sf), or "
             "winter rye at 100 lb per acre after September 15")
SEED_PERM = ("Permanent seeding: 4 to 6 in. of topsoil, lime and fertilizer per soil test, and a "
             "mix of 40% Kentucky bluegrass, 40% creeping red fescue and 20% perennial ryegrass "
             "applied at 5 lb per 1,000 sf")
MULCH = "Mulch: small-grain straw at 2 tons per acre (90 lb per 1,000 sf), anchored on slopes"
BLANKET = ("Erosion control blanket (North American Green S150 or equal) on all slopes of 3:1 "
           "or steeper and in swale inverts")


def r_stabilization(ctx):
    """Asharoken (g) / Somers (f), temporary and permanent soil stabilization by stage."""
    s = ctx.s
    v = ctx.v("stabilization", 3)
    std = ("" if ctx.ash else
           "The stabilization plan follows the New York State Standards and Specifications for "
           "Erosion and Sediment Control (November 2016 edition). ")
    stages = s["stages"]
    coastal = s.get("coastal_stab")
    out = []
    if v == 0:
        out.append(P(std + "Soil stabilization, runoff control and sediment control measures for "
                     "each stage of the work, from initial clearing through close-out, are listed "
                     "below."))
        out.append(ruled_table(["Stage", "Temporary measures", "Permanent measures"], stages,
                               [1.4, 2.6, 2.5]))
        out += bullets([SEED_TEMP, MULCH, SEED_PERM, BLANKET] + ([coastal] if coastal else []))
        out.append(P("Any disturbed area where work has stopped and will not resume for 7 days "
                     "will be seeded and mulched within 14 days of the last disturbance; final "
                     "stabilization means a uniform 80% perennial vegetative cover or a "
                     "permanent surface."))
    elif v == 1:
        out.append(P(std + "During clearing and grubbing the perimeter is held by silt fence and the "
                     "stone entrance, and stripped topsoil is stockpiled inside a ring of filter "
                     "sock and seeded if it will sit for more than 14 days. During mass grading, "
                     "disturbed areas that will not be worked for 7 days are seeded with annual "
                     "ryegrass at 30 lb per acre and covered with straw mulch at 2 tons per acre. "
                     "Slopes of 3:1 or steeper receive an erosion control blanket as soon as they "
                     "reach final grade."))
        out.append(P("Once utilities and pavement base are in place, landscaped areas receive 4 to "
                     "6 in. of topsoil and a permanent seed mix of Kentucky bluegrass, creeping red "
                     "fescue and perennial ryegrass (5 lb per 1,000 sf), with lime and fertilizer "
                     "per soil test. Paved surfaces, building roofs and stone-lined channels are "
                     "the permanent structural stabilization. The project is closed out when all "
                     "areas have a permanent surface or 80% perennial cover."))
        if coastal:
            out.append(P(coastal + "."))
        out.append(ruled_table(["Stage", "Temporary measures", "Permanent measures"], stages,
                               [1.4, 2.6, 2.5]))
    else:
        out.append(P(std + "Stabilization specifications:"))
        out += bullets([SEED_TEMP, MULCH, BLANKET, SEED_PERM,
                        "Dust control: water applied by tank truck as needed during dry weather"]
                       + ([coastal] if coastal else []))
        out.append(P("Timing by stage: " + " ".join(f"{a}: {b}; permanent: {c}." for a, b, c in stages)))
    return out


def r_esc_map(ctx):
    """Asharoken (h) / Somers (g), where each control goes and its size."""
    s = ctx.s
    q = s["esc_qty"]
    sheet = s["esc_sheet"]
    v = ctx.v("escmap", 2)
    out = []
    if v == 0:
        out.append(P(ctx.pick("intro:escmap", [
            f"Sheet {sheet[0]}, {sheet[1]} ({ctx.scale}), locates every erosion and sediment "
            f"control practice and gives its size and length. The quantities shown on the sheet "
            f"are:",
            f"Where each control goes, and how big and how long it is, is drawn on Sheet "
            f"{sheet[0]} ({sheet[1]}, {ctx.scale}) and tabulated here:",
            f"The plan view on Sheet {sheet[0]} ({ctx.scale}) places the controls listed below; "
            f"the quantity column gives lengths in linear feet or counts."])))
        out.append(ruled_table(["Practice", "Location", "Size", "Length / quantity"],
                               q, [1.6, 2.6, 1.3, 1.1]))
    else:
        txt = " ".join(f"{r[0]}: {r[1][0].lower() + r[1][1:]}, {r[2]}, {r[3]}." for r in q)
        out.append(P(f"The erosion and sediment control plan (Sheet {sheet[0]}, at {ctx.scale}) "
                     f"shows where each control goes and how large and long it is. {txt}"))
    return out


def r_esc_details(ctx):
    """Asharoken (i) / Somers (h), dimensions, materials and installation of each
    control; Somers also asks for maintenance requirements."""
    v = ctx.v("escdetails", 2)
    items = esc_list(ctx)
    if not ctx.ash and not ctx.has(ctx.item("f")):  # keep stabilization out when (f) is a gap
        items = [dict(p, install=p["install"].replace(" with seed and mulch", ""))
                 for p in items if p["name"] != "Compost filter sock"]
    out = []
    om = not ctx.ash  # Somers (h) also needs O&M requirements
    intro = ("Dimensions, material specifications and installation details for the erosion and "
             "sediment control practices are given below and on the detail sheet "
             f"{ctx.s['detail_sheet']}.")
    if ctx.s.get("trap_sizing"):
        intro += " " + ctx.s["trap_sizing"]
    if not ctx.ash and ctx.s.get("diversion_detail"):
        intro += " " + ctx.s["diversion_detail"]
    out.append(P(intro))
    if v == 0:
        hdr = ["Practice", "Dimensions", "Materials", "Installation"] + (["Maintenance"] if om else [])
        rows = [(p["name"], p["dims"], p["material"], p["install"]) + ((p["maint"],) if om else ())
                for p in items]
        out.append(ruled_table(hdr, rows, [1.1, 1.7, 1.5, 1.9] + ([1.6] if om else [])))
    else:
        for p in items:
            txt = (f"<b>{escape(p['name'])}.</b> {escape(p['dims'])}. Material: "
                   f"{escape(p['material'])}. {escape(p['install'])}.")
            if om:
                txt += f" Maintenance: {escape(p['maint'])}."
            out.append(P(txt, markup=True))
    return out


def r_diversion(ctx):
    """Asharoken (o), structural practices that divert, store or slow runoff."""
    s = ctx.s
    v = ctx.v("diversion", 2)
    d = s["diversions"]
    if v == 0:
        return [P(ctx.pick("intro:div", [
            "Structural practices will keep clean runoff off exposed soil and hold or slow the "
            "runoff that does cross the work area:",
            "The following structures divert, store or slow water around and across the "
            "exposed areas:"]))] + bullets(d)
    return [P("To limit runoff from exposed areas and the pollutants it carries, the plan uses "
              "the following structural measures. " + " ".join(d))]


def r_conversion(ctx):
    """Asharoken (j), temporary practices that become permanent controls."""
    return [PD(ctx, t) for t in ctx.s["conversion"]]
