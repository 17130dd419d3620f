"""Postconstruction practice templates: a sample names a kind and its few numbers (label,
size, what it treats, where), and the template writes the description, details and upkeep."""
from .blocks import fmt_int


def pc_bioretention(label, area_sf, treats, where, ponding=9):
    name = f"Bioretention area {label}"
    return dict(
        name=name, type="Bioretention (filtering)",
        desc=(f"A planted filter bed that captures runoff from {treats}, filters it through "
              f"engineered soil and returns the treated flow through an underdrain; larger storms "
              f"overflow through a riser to the storm drain system."),
        where=where, size=f"{fmt_int(area_sf)} sf filter bed, {ponding} in. ponding",
        details=[f"Filter bed {fmt_int(area_sf)} sf, maximum ponding {ponding} in., 3:1 side slopes",
                 "2.5 ft of planting soil (sandy loam with 5-10% organic matter and under 10% clay) "
                 "over 3 in. of pea gravel and 12 in. of washed No. 2 stone",
                 "6-inch perforated HDPE underdrain at 0.5% to the outlet structure; 24-inch "
                 "overflow riser 9 in. above the bed",
                 "Excavate only after the contributing area is stabilized, keep equipment off the "
                 "bed bottom, and plant native perennials and shrubs per the landscape plan"],
        maint=[(name, "Remove trash and sediment at inlets; confirm ponded water drains within "
                      "48 hours", "Quarterly and after storms over 1 in."),
               (name, "Replace mulch; prune and replace dead plants", "Annually (spring)")])


def pc_drywells(label, count, diameter_ft, depth_ft, treats, where):
    name = f"Drywells {label}"
    vol = count * 3.1416 * (diameter_ft / 2) ** 2 * depth_ft
    return dict(
        name=name, type="Infiltration (leaching pools)",
        desc=(f"{count} precast concrete leaching pools that store and infiltrate runoff from "
              f"{treats}; overflow from the last pool spills to a stone-lined splash pad."),
        where=where, size=f"{count} pools, {diameter_ft} ft diameter x {depth_ft} ft effective depth "
                         f"({fmt_int(vol)} cf total)",
        details=[f"{diameter_ft}-ft-diameter precast leaching rings, {depth_ft} ft effective depth, H-20 "
                 f"traffic-bearing slab and cast-iron frame and cover",
                 "2-ft collar of clean sand and gravel around each pool; bottom at least 2 ft "
                 "above seasonal high groundwater",
                 "Pools connected in series with 12-inch HDPE pipe; first pool has a 2-ft sump "
                 "for pretreatment",
                 "Set pools after the building pad and pavement subgrade are complete; protect "
                 "from sediment until the drainage area is stabilized"],
        maint=[(name, "Open covers, measure sediment depth, remove sediment over 12 in.",
                "Twice a year"),
               (name, "Check that water drains within 72 hours after rain; jet-clean if slow",
                "Annually")])


def pc_chambers(label, count, treats, where):
    name = f"Subsurface infiltration system {label}"
    vol = count * 74.9
    return dict(
        name=name, type="Infiltration (underground chambers)",
        desc=(f"A bed of {count} StormTech SC-740 chambers beneath the parking area that stores and "
              f"infiltrates runoff from {treats}; an isolator row traps sediment ahead of the "
              f"bed."),
        where=where, size=f"{count} chambers, {fmt_int(vol)} cf storage including stone",
        details=[f"{count} StormTech SC-740 chambers (45.9 cf each) in rows on 6 in. of washed 3/4- to "
                 f"2-inch stone, 12 in. stone cover, nonwoven geotextile on sides and top",
                 "Isolator row wrapped in woven geotextile with a 24-inch manifold and cleanout",
                 "Bottom of stone at least 3 ft above bedrock and seasonal high groundwater",
                 "Install after site stabilization; no construction traffic over the bed until "
                 "the pavement base is placed"],
        maint=[(name, "Inspect isolator row through the cleanout; vacuum sediment over 3 in.",
                "Twice a year"),
               (name, "Inspect inlet structures and outlet control", "Quarterly")])


def pc_pond(label, pool_cf, detention_cf, treats, where):
    name = f"Micropool extended detention pond {label}"
    return dict(
        name=name, type="Stormwater pond (P-1)",
        desc=(f"A pond with a sediment forebay and a permanent micropool that holds the water "
              f"quality volume from {treats} and releases the channel protection volume over 24 "
              f"hours through a multi-stage riser."),
        where=where, size=f"{fmt_int(pool_cf)} cf permanent pool, {fmt_int(detention_cf)} cf extended "
                         f"detention",
        details=[f"Forebay holding 10% of the WQv; micropool {fmt_int(pool_cf)} cf, 4 to 6 ft deep",
                 f"Extended detention storage {fmt_int(detention_cf)} cf; 3-inch low-flow orifice, 18-inch "
                 f"weir and 48-inch precast riser with trash rack",
                 "Embankment of compacted impervious fill with anti-seep collar; 20-ft-wide "
                 "stone-lined emergency spillway; 15-ft safety bench",
                 "Build the pond first as the temporary sediment basin; clean and shape to final "
                 "grades once the drainage area is stabilized"],
        maint=[(name, "Remove trash from the riser and trash rack; mow embankment",
                "Monthly (growing season)"),
               (name, "Measure forebay sediment; remove when half full", "Annually"),
               (name, "Check embankment for seepage, burrows and woody growth", "Annually")])


def pc_swale(label, length_ft, treats, where):
    name = f"Dry swale {label}"
    return dict(
        name=name, type="Open channel (dry swale)",
        desc=(f"A grass-lined channel with an engineered filter bed and underdrain that treats "
              f"and conveys runoff from {treats}."),
        where=where, size=f"{fmt_int(length_ft)} LF, 4 ft bottom width",
        details=[f"{fmt_int(length_ft)} LF, 4 ft bottom width, 3:1 side slopes, longitudinal slope "
                 f"1% to 2%",
                 "2.5 ft of filter soil over 12 in. of No. 2 stone with a 6-inch underdrain",
                 "Stone check dams every 50 ft to create 12 in. of ponding",
                 "Sod the channel immediately after the filter bed is placed"],
        maint=[(name, "Mow to 4 to 6 in.; remove sediment and debris at check dams",
                "Monthly (growing season)"),
               (name, "Repair eroded areas and reseed bare spots", "After storms over 1 in.")])


def pc_rain_garden(label, area_sf, treats, where):
    name = f"Rain garden {label}"
    return dict(
        name=name, type="Rain garden (infiltration)",
        desc=f"A shallow planted depression that captures and infiltrates runoff from {treats}.",
        where=where, size=f"{fmt_int(area_sf)} sf, 6 in. ponding",
        details=[f"{fmt_int(area_sf)} sf, 6 in. ponding depth, 18 in. of rain garden soil mix",
                 "Inflow through a stone-lined splash pad; overflow notch to lawn",
                 "Plant with native moisture-tolerant perennials at 18 in. on center",
                 "Build after the house and driveway are complete and the lawn is established"],
        maint=[(name, "Weed, replace mulch and dead plants; remove sediment at inflow",
                "Twice a year (spring and fall)")])


def pc_separator(label, treats, where):
    name = f"Hydrodynamic separator {label}"
    return dict(
        name=name, type="Pretreatment",
        desc=f"A proprietary vortex separator that removes sediment and floatables from {treats} "
             f"before it enters the infiltration system.",
        where=where, size="6-ft-diameter manhole unit",
        details=["6-ft-diameter precast unit sized for the water quality flow",
                 "Set on 12 in. of compacted stone; install with the storm drain"],
        maint=[(name, "Vacuum out sediment and floatables", "Annually or when sediment is 12 in. deep")])


def recharge_basin(label, volume_cf, treats, where):
    name = f"Recharge basin {label}"
    return dict(
        name=name, type="Infiltration basin",
        desc=f"An open infiltration basin, fenced, that receives runoff from {treats} and "
             f"recharges it to groundwater.",
        where=where, size=f"{fmt_int(volume_cf)} cf storage below the overflow",
        details=[f"Storage {fmt_int(volume_cf)} cf at 10 ft depth below the inlet pipes; 1:3 "
                 f"side slopes", "Bottom at least 2 ft above seasonal high groundwater; 6 ft "
                 "chain-link fence with 12 ft gate", "Forebay berm and 24-inch stone inlet "
                 "aprons", "Excavated only after the subdivision roads are stabilized; bottom "
                 "scarified and never used as a construction sediment basin"],
        maint=[(name, "Mow side slopes; remove trash and sediment at inlet aprons",
                "Twice a year"),
               (name, "Confirm basin drains within 72 hours; scarify the bottom if it does not",
                "Annually")])


def porous_pavement(label, stalls, where):
    name = f"Porous asphalt parking {label}"
    return dict(
        name=name, type="Porous pavement (infiltration)",
        desc="Open-graded porous asphalt over a stone reservoir that infiltrates rain falling on "
             "the parking stalls.",
        where=where, size=f"{stalls} parking stalls",
        details=["3 in. porous asphalt over 2 in. choker course and 18 in. of clean 1-1/2-inch "
                 "stone reservoir", "Nonwoven geotextile on the sides only; uncompacted "
                 "subgrade", "Install last, after all landscaped areas are stabilized"],
        maint=[(name, "Vacuum sweep", "Twice a year"),
               (name, "Inspect for clogging (ponding after rain)", "After large storms")])


PRACTICES = {  # the ``practice:`` names a spec's ``pc`` entries use
    "bioretention": pc_bioretention, "drywells": pc_drywells, "chambers": pc_chambers,
    "pond": pc_pond, "dry_swale": pc_swale, "rain_garden": pc_rain_garden,
    "separator": pc_separator, "recharge_basin": recharge_basin,
    "porous_pavement": porous_pavement,
}


def practice(entry: dict) -> dict:
    """A spec's ``pc`` entry ({practice: kind, label: ..., ...}) written out in full."""
    params = dict(entry)
    return PRACTICES[params.pop("practice")](**params)


def maint_of(pcs):
    """The postconstruction maintenance table: every practice's own tasks, in order."""
    rows = []
    for p in pcs:
        rows += p["maint"]
    return rows
