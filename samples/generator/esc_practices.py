"""The catalogue of temporary erosion and sediment control practices; a sample lists the keys
of the ones it uses (``esc``) and the sections describe them from here.

Fields: name; dims, material, install (the details, item (i)/(h)); maint and insp (maintenance
and inspection schedules); placement and duration (implementation schedule); activity (the
construction activity it serves, Somers (j)).
"""

ESC = {
    "silt_fence": dict(
        name="Silt fence",
        dims="36-inch-wide woven geotextile on 2 x 2-inch hardwood stakes spaced 8 ft maximum; "
             "fabric toed 6 in. into a 6 x 6-inch trench and backfilled",
        material="Woven polypropylene geotextile (Mirafi 100X or approved equal)",
        install="Install on the contour along the downslope limit of disturbance; ends turned upslope; "
                "joints overlapped and wrapped around a common stake",
        maint="Remove sediment when it reaches one-half of the fence height; replace torn, sagging "
              "or undermined fabric within 24 hours",
        insp="Weekly and within 24 hours of 0.5 in. or more of rain",
        placement="Before any clearing or grubbing within the contributing area",
        duration="Until the upslope area has a uniform 80% perennial vegetative cover",
        activity="Clearing and grubbing; mass grading",
    ),
    "entrance": dict(
        name="Stabilized construction entrance",
        dims="50 ft long by 24 ft wide by 6 in. thick",
        material="1- to 4-inch clean crushed stone over nonwoven geotextile underlayment",
        install="Place at the single construction access point; divert runoff from the entrance "
                "to a sediment control; maintain a mountable berm where the pad meets the street",
        maint="Top-dress with clean stone when voids fill with soil; sweep tracked sediment from "
              "the street at the end of each day",
        insp="Daily check by contractor; formal inspection weekly",
        placement="First item installed, before any equipment enters the site",
        duration="Until paving of the driveway or access road base course",
        activity="Site access (all phases)",
    ),
    "inlet": dict(
        name="Storm drain inlet protection",
        dims="Geotextile insert or stone-and-block filter ring around each catch basin grate",
        material="Nonwoven geotextile (Siltsack or equal) for paved inlets; 3/4-inch stone on "
                 "wire mesh for yard inlets",
        install="Install at every existing inlet receiving site runoff, and at each new inlet as "
                "soon as its grate is set",
        maint="Empty sediment after every runoff event and when the insert is one-third full",
        insp="Weekly and after each rainfall of 0.5 in. or more",
        placement="Existing inlets: before clearing; new inlets: as soon as each is constructed",
        duration="Until pavement and all upgradient areas are stabilized",
        activity="Storm drainage installation; paving",
    ),
    "trap": dict(
        name="Temporary sediment trap",
        dims="3,600 cubic feet of storage per acre of contributing drainage area (1,800 cf wet "
             "and 1,800 cf dry); 2:1 side slopes; maximum depth 5 ft",
        material="Compacted earth embankment with a crushed stone (NYSDOT No. 2) outlet section "
                 "faced with 1/2-inch stone",
        install="Excavate at the low point of the disturbed area before upslope grading; "
                "stabilize embankment with seed and mulch immediately",
        maint="Remove sediment when it has accumulated to one-half of the wet storage depth; "
              "restore outlet stone when clogged",
        insp="Weekly and after each storm of 0.5 in. or more",
        placement="Immediately after the construction entrance and perimeter fence",
        duration="Until the contributing drainage area is stabilized",
        activity="Mass grading; building pad construction",
    ),
    "sock": dict(
        name="Compost filter sock",
        dims="12-inch-diameter sock staked at 10 ft intervals",
        material="Mesh tube filled with weed-free compost meeting NYS specification",
        install="Place on level contour at the toe of slopes and around stockpiles; stake through "
                "the center of the sock",
        maint="Remove sediment when it reaches one-half of the sock height; replace split socks",
        insp="Weekly and after rainfall of 0.5 in. or more",
        placement="Before stripping topsoil in the area protected",
        duration="Until final stabilization of the protected area",
        activity="Topsoil stripping; stockpiling",
    ),
    "check_dam": dict(
        name="Stone check dams",
        dims="2 ft high at the center, spaced so the toe of the upstream dam is at the crest "
             "elevation of the downstream dam",
        material="NYSDOT Light Stone Fill (2- to 15-inch stone)",
        install="Key 6 in. into channel bottom and sides; center 6 in. lower than the abutments",
        maint="Remove sediment when it reaches one-half of the dam height; replace displaced stone",
        insp="Weekly and after each storm of 0.5 in. or more",
        placement="As each swale or ditch is excavated",
        duration="Until the swale lining is established",
        activity="Swale and ditch construction",
    ),
    "washout": dict(
        name="Concrete washout",
        dims="10 ft by 10 ft by 3 ft deep lined pit",
        material="10-mil polyethylene liner over straw bale or earthen berm",
        install="Locate at least 50 ft from any inlet or watercourse; post signage",
        maint="Remove hardened concrete when the washout is 75% full; replace torn liner",
        insp="Weekly during concrete work",
        placement="Before the first concrete pour",
        duration="Until all concrete work is complete",
        activity="Foundations and concrete flatwork",
    ),
    "curtain": dict(
        name="Floating turbidity curtain",
        dims="Type II curtain, 5 ft skirt depth, anchored every 100 ft",
        material="Impervious PVC fabric with closed-cell foam flotation and ballast chain",
        install="Deploy seaward of any work within 100 ft of mean high water before that work begins",
        maint="Repair or replace damaged sections and re-anchor after storms",
        insp="Daily during shoreline work",
        placement="Before bulkhead or outfall work begins",
        duration="Until shoreline work is complete and turbidity has settled",
        activity="Outfall / shoreline work",
    ),
}


def esc_list(ctx):
    """The practices this sample uses, in the order its spec lists them."""
    return [ESC[k] for k in ctx.s["esc"]]


def maint_rows(ctx):
    """(practice, inspection frequency, maintenance action) rows of the maintenance schedule."""
    return [(p["name"], p["insp"], p["maint"]) for p in esc_list(ctx)]
