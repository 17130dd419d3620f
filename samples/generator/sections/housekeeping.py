"""Pollution prevention and who does what: litter and chemicals, stored materials and
spills, industrial discharges, responsibilities and inspections."""
from ..blocks import P, bullets, ruled_table


def r_litter(ctx):
    """Item (e), litter, construction chemicals and debris."""
    v = ctx.v("litter", 3)
    # when Asharoken's (f), material storage, is a gap, this section must not describe storage
    no_storage = ctx.ash and not ctx.has(ctx.item("f"))
    chem = ("Paints, solvents, form oil and curing compounds will be used according to the "
            "manufacturer's label and only in the quantities needed for the day's work."
            if no_storage else
            "Fuels, oils, paints and other construction chemicals will be kept in closed, "
            "labeled containers under cover and used according to the manufacturer's label.")
    items = [
        "A covered dumpster will be kept on site for litter and general trash; it will be "
        "emptied before it overflows and never hosed out on site.",
        "Crews will pick up wind-blown litter along the perimeter at the end of each work day.",
        "Construction debris (wood, packaging, masonry) will be placed in roll-off containers "
        "and hauled to a licensed facility; no debris will be buried on site.",
        chem,
        ("Concrete trucks will wash out only in the designated lined washout."
         if "washout" in ctx.s["esc"] else
         "Concrete trucks will return to the plant to wash out; no washout water is discharged "
         "on site."),
        "Fertilizer and lime will not be applied within 24 hours of forecast rain.",
        "Portable toilets will be staked down and located away from inlets.",
    ]
    if v == 0:
        return [P("The following good-housekeeping measures will keep litter, construction "
                  "chemicals and debris from entering stormwater:")] + bullets(items)
    if v == 1:
        return [P("Litter and debris will be controlled by keeping a covered dumpster on site, "
                  "policing the site for wind-blown trash daily, and removing construction waste "
                  "in roll-off containers to a licensed transfer station. No waste will be burned "
                  "or buried. " + chem + " Truck washout is limited to the lined concrete washout, "
                  "and fertilizer will not be applied ahead of forecast rain.")]
    rows = [("Litter / trash", "Covered dumpster; daily perimeter pick-up"),
            ("Construction debris", "Roll-off containers; off-site disposal at licensed facility"),
            ("Construction chemicals", chem),
            ("Concrete washwater", "Lined washout pit only"),
            ("Sanitary waste", "Staked portable toilets serviced weekly, away from inlets")]
    return [P("Pollution sources and the controls that keep them out of runoff:"),
            ruled_table(["Source", "Control"], rows, [1.8, 4.7])]


def r_materials(ctx):
    """Asharoken (f), stored materials and spill response."""
    v = ctx.v("materials", 2)
    rows = ctx.s["materials"]
    spill = ("A spill kit (absorbent pads, booms, granular absorbent and disposal bags) will be kept "
             "in the contractor's trailer and on each fuel truck. Spills will be contained "
             "immediately, cleaned up with dry methods, and reported to the NYSDEC Spill Hotline "
             "(1-800-457-7362) if they are a reportable quantity or reach a drain or water body. "
             "The site superintendent is the spill response coordinator.")
    if v == 0:
        return [P("Construction and waste materials expected to be stored on site, and how "
                  "exposure to stormwater will be minimized, are listed below. The list will be "
                  "updated as materials change."),
                ruled_table(["Material", "Storage location / practice", "Exposure control"],
                            rows, [1.5, 2.6, 2.4]),
                P(spill)]
    txt = " ".join(f"{r[0]}: {r[1][0].lower() + r[1][1:]}; {r[2][0].lower() + r[2][1:]}."
                   for r in rows)
    return [P("Materials stored on site and their storage practices: " + txt +
              " The inventory will be updated in the site logbook when materials change."),
            P("Spill prevention and response: " + spill)]


def r_industrial(ctx):
    """Somers (i), stormwater discharges from industrial activity (none)."""
    return [P(ctx.pick("industrial", [
        "There are no asphalt or concrete batch plants, and no other industrial activity, on the "
        "construction site. The only stormwater discharges will be those associated with the "
        "construction activity itself.",
        "No stormwater discharges associated with industrial activity other than construction "
        "will occur. Ready-mix concrete and hot-mix asphalt will be delivered from off-site "
        "plants; no batch plant, crusher or other industrial operation will be set up on the "
        "property.",
        "None. Concrete and asphalt will be trucked in from commercial plants, and no "
        "industrial activity will take place on the site, so there are no non-construction "
        "industrial stormwater discharges to describe.",
    ]))]


def r_responsibilities(ctx):
    """Asharoken (n), who implements which part of the plan where."""
    rows = ctx.s["responsibilities"]
    v = ctx.v("resp", 2)
    if v == 0:
        return [P(ctx.pick("intro:resp", [
                    "Responsibility for carrying out this SWPPP is divided by party and by part "
                    "of the site as follows:",
                    "Who does what, and where, under this plan:"])),
                ruled_table(["Party", "Part of site", "SWPPP responsibilities"], rows,
                            [1.7, 1.7, 3.1])]
    return [P(f"{r[0]} - {r[1]}: {r[2]}") for r in rows]


def r_inspections_ctx(ctx):
    """Inspections and notices to the Village (context, not an item)."""
    return [P("A qualified professional retained by the owner will inspect the erosion and "
              "sediment controls and keep the reports in a site logbook available to the "
              "Stormwater Management Officer. The Village will be notified at least 48 hours "
              "before the start of construction, installation of the sediment and erosion "
              "controls, completion of clearing, rough grading and final grading, and "
              "completion of final landscaping.")]
