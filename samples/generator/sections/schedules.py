"""When the temporary controls go in, how they are maintained and inspected, and any
departure from the State Standards."""
from xml.sax.saxutils import escape

from ..blocks import P, bullets, ruled_table
from ..esc_practices import esc_list, maint_rows


def r_impl_schedule(ctx):
    """Asharoken (k) implementation schedule / Somers (j) minimum practices per
    construction activity, with when each goes in and how long it stays."""
    items = esc_list(ctx)
    v = ctx.v("impl", 2)
    out = []
    if ctx.ash:
        if v == 0:
            out.append(P(ctx.pick("intro:impl", [
                "Temporary controls will be staged as follows:",
                "The table gives, for each temporary practice, when it is first put in and how "
                "long it has to stay:",
                "Staging of the temporary erosion and sediment controls (installation timing and "
                "time in service):"])))
            out.append(ruled_table(["Practice", "Initial placement", "Duration (remains until)"],
                                   [(p["name"], p["placement"], p["duration"]) for p in items],
                                   [1.6, 2.5, 2.4]))
        else:
            for p in items:
                out.append(P(f"<b>{escape(p['name'])}</b> - placed: {escape(p['placement'].lower())}; "
                             f"kept in place {escape(p['duration'].lower())}.", markup=True))
        return out
    # Somers (j): minimum practices per construction activity + schedule. Without (f) the
    # stabilization measures stay out, so this table does not supply the missing item.
    stab = ctx.has(ctx.item("f"))
    rows = [(p["activity"], p["name"], p["placement"], p["duration"]) for p in items
            if stab or p["name"] != "Compost filter sock"]
    if stab:
        rows.append(("Final grading and landscaping", "Topsoil, permanent seed and mulch; "
                     "erosion control blanket on 3:1 slopes", "Within 14 days of final grade",
                     "Permanent"))
    if v == 0:
        out.append(P("For each construction activity that disturbs soil, the minimum erosion and "
                     "sediment control practices, when each is first installed and how long it "
                     "must stay in place are:"))
        out.append(ruled_table(["Construction activity", "Minimum practice", "Initial placement",
                                "Minimum time in place"], rows, [1.5, 1.6, 1.8, 1.6]))
    else:
        out.append(P("Minimum practices and schedule by activity:"))
        for r in rows:
            out.append(P(f"<b>{escape(r[0])}</b>: {escape(r[1])}. Installed: {escape(r[2].lower())}. "
                         f"Kept: {escape(r[3].lower())}.", markup=True))
    return out


def r_maint_schedule(ctx):
    """Asharoken (l), the maintenance schedule of the controls."""
    v = ctx.v("maint", 2)
    if v == 0:
        return [P(ctx.pick("intro:maint", [
                    "To keep every control operating continuously and effectively, the "
                    "contractor will follow this maintenance schedule:",
                    "The contractor will inspect and service the controls on the following "
                    "schedule so that they keep working through the whole job:",
                    "Maintenance of the erosion and sediment controls - frequency and action:"])),
                ruled_table(["Practice", "Inspection frequency", "Maintenance action"],
                            maint_rows(ctx), [1.6, 2.0, 2.9])]
    return [P(f"The maintenance schedule for the erosion and sediment control practices is "
              f"provided as a table in Appendix {ctx.appx('maint')}. In summary, every practice "
              f"is checked at least weekly and after rainfall of one-half inch or more, and "
              f"repairs are made within 24 hours of discovery.")]


def r_inspection(ctx):
    """Somers (k), the inspection schedule."""
    v = ctx.v("inspection", 2)
    insp = ctx.s.get("inspector", "a qualified inspector (licensed professional engineer or "
                                  "CPESC) retained by the owner")
    out = []
    if v == 0:
        out.append(P(ctx.pick("intro:insp", [
            f"In accordance with the New York State Standards and Specifications for Erosion and "
            f"Sediment Control, {insp} will inspect all erosion and sediment control practices at "
            f"least once every seven calendar days and within 24 hours after any storm producing "
            f"0.5 in. of rain or more. The contractor's site superintendent will walk the "
            f"perimeter controls daily. Inspection reports go into the site logbook and "
            f"deficiencies are corrected within one business day.",
            f"The contractor and {insp} share the inspection work: the superintendent looks at "
            f"the entrance, perimeter fence and inlets every working day, and the inspector makes "
            f"a documented walk-through every seven calendar days and again within 24 hours of "
            f"any rainfall of one-half inch or more, as the Standards and Specifications "
            f"require. Findings are logged and repairs made by the next business day."])))
        out.append(ruled_table(["Practice", "Inspection frequency", "Inspected by"],
                               [(p["name"], p["insp"], "Qualified inspector / superintendent")
                                for p in esc_list(ctx)], [2.0, 2.8, 1.7]))
    else:
        out.append(P("Inspection schedule for the contractor and the owner's inspector:"))
        out += bullets([
            "Daily: superintendent checks the construction entrance, silt fence and inlet "
            "protection and sweeps the street as needed.",
            f"Weekly (every 7 days): {insp} inspects all practices and records findings.",
            "Within 24 hours of 0.5 in. of rain or more: full inspection of all practices.",
            "Before and after a shutdown (for example winter) and before removal of any practice.",
            "Deficiencies repaired within one business day; sediment removed at the trigger "
            "levels in Section " + ctx.num("esc_details") + ".",
        ])
    return out


def r_deviations(ctx):
    """Somers (l), departures from the State Standards (usually: none)."""
    dev = ctx.s.get("deviation")
    if dev:
        return [P(dev)]
    return [P(ctx.pick("nodev", [
        "No element of the erosion and sediment control design departs from the New York State "
        "Standards and Specifications for Erosion and Sediment Control; every practice is "
        "designed to the standard detail without modification.",
        "The design contains no deviations or alternative designs. All practices are sized and "
        "detailed as prescribed by the current New York State Standards and Specifications for "
        "Erosion and Sediment Control, so no demonstration of equivalence is needed.",
    ]))]
