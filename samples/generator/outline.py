"""The outline of a plan: its sections in order, each with alternative titles (the sample's
wording picks one), the checklist item it answers and the renderer that writes its body.

The two towns' laws list their items in different orders and under different letters, so the
erosion-control part has one outline per town; the rest is shared.
"""
from .checklists import PHOS
from .sections.certifications import r_contractor_cert, r_plan_cert
from .sections.erosion import r_conversion, r_diversion, r_esc_details, r_esc_map, r_phasing, r_stabilization
from .sections.housekeeping import r_industrial, r_inspections_ctx, r_litter, r_materials, r_responsibilities
from .sections.postconstruction import (
    r_pc_agreement,
    r_pc_compare,
    r_pc_desc,
    r_pc_details,
    r_pc_easement,
    r_pc_hh,
    r_pc_intro,
    r_pc_maint,
    r_pc_map,
    r_pc_sizing,
    r_phosphorus,
    r_postcon_na,
)
from .sections.schedules import r_deviations, r_impl_schedule, r_inspection, r_maint_schedule
from .sections.site import (
    r_background,
    r_existing,
    r_permits,
    r_receiving,
    r_regulatory,
    r_runoff_data,
    r_sitemap,
    r_soils,
)


class Sec:
    """One section: level 0 is a numbered chapter (1.0), level 1 a subsection (1.1). ``item`` is
    the checklist id it answers (None for context); the builder sets ``title`` and ``num``."""

    def __init__(self, key, level, titles, item=None, render=None, newpage=False):
        self.key, self.level, self.titles, self.item = key, level, titles, item
        self.render, self.newpage = render, newpage
        self.title = None
        self.num = None


def outline(ctx):
    """Every section of the plan, in order."""
    esc = _asharoken_esc(ctx) if ctx.ash else _somers_esc(ctx)
    return _project(ctx) + esc + _postconstruction(ctx) + _certifications(ctx)


def _project(ctx):
    """Introduction, site description, site map, and the headings the ESC part goes under."""
    item = ctx.item
    secs = [
        Sec("intro", 0, ["INTRODUCTION", "PROJECT DESCRIPTION", "PROJECT OVERVIEW"], newpage=True),
        Sec("background", 1, ["Project Background", "Project Location and Scope",
                               "Description of the Project"], item("a"), r_background),
        Sec("regulatory", 1, ["Regulatory Applicability", "Applicable Regulations",
                               "Permitting Framework"], None, r_regulatory),
        Sec("permits", 1, ["Other Environmental Permits", "Other Approvals"], None, r_permits),
        Sec("site", 0, ["EXISTING SITE CONDITIONS", "SITE DESCRIPTION"], newpage=True),
        Sec("existing", 1, ["Topography, Vegetation and Drainage", "Existing Site Features"],
            None, r_existing),
        Sec("soils", 1, ["Soils", "Site Soils", "Soil Description"], item("c"), r_soils),
        # receiving waters are an item only in Asharoken's law, (m); Somers plans still describe them
        Sec("receiving", 1, ["Receiving Waters", "Receiving Water Bodies",
                              "Discharge Points and Receiving Waters"],
            item("m") if ctx.ash else None, r_receiving),
    ]
    if ctx.ash:
        secs.append(Sec("runoff_data", 1, ["Existing Stormwater Runoff Data",
                                           "Existing Drainage Data",
                                           "Existing Runoff Characteristics"], item("p"),
                        r_runoff_data))
    return secs + [
        Sec("sitemap", 1, ["Site Map and Construction Drawings", "Site Plans", "SWPPP Drawings"],
            item("b"), r_sitemap),
        Sec("phasing", 0, ["CONSTRUCTION PHASING AND SEQUENCE", "CONSTRUCTION SEQUENCE",
                           "SEQUENCE OF CONSTRUCTION"], item("d"), r_phasing, newpage=True),
        Sec("esc", 0, ["EROSION AND SEDIMENT CONTROL", "EROSION AND SEDIMENT CONTROL PLAN",
                       "TEMPORARY EROSION AND SEDIMENT CONTROLS"], newpage=True),
    ]


def _pollution_heading():
    return Sec("pollution", 0, ["POLLUTION PREVENTION", "GOOD HOUSEKEEPING AND POLLUTION "
                                "PREVENTION"], newpage=True)


def _litter(ctx):
    return Sec("litter", 1, ["Litter, Construction Chemicals and Debris", "Control of Litter "
                             "and Debris"], ctx.item("e"), r_litter)


def _asharoken_esc(ctx):
    """§ 44-8B(1) (f)-(o): controls, schedules, housekeeping, responsibilities."""
    item = ctx.item
    return [
        Sec("stabilization", 1, ["Soil Stabilization Measures", "Stabilization, Runoff and "
                                 "Sediment Control by Stage", "Structural and Vegetative Measures"],
            item("g"), r_stabilization),
        Sec("esc_map", 1, ["Erosion and Sediment Control Plan Drawings",
                           "Location of Erosion and Sediment Controls"], item("h"), r_esc_map),
        Sec("esc_details", 1, ["Practice Details and Specifications",
                               "Erosion and Sediment Control Details"], item("i"), r_esc_details),
        Sec("diversion", 1, ["Structural Practices", "Runoff Diversion and Storage"],
            item("o"), r_diversion),
        Sec("conversion", 1, ["Temporary Practices Converted to Permanent Controls",
                              "Conversion of Temporary Practices"], item("j"), r_conversion),
        Sec("impl", 1, ["Implementation Schedule", "Schedule for Temporary Practices"],
            item("k"), r_impl_schedule),
        Sec("maint", 1, ["Maintenance Schedule", "Maintenance of Erosion and Sediment "
                         "Controls"], item("l"), r_maint_schedule),
        _pollution_heading(),
        _litter(ctx),
        Sec("materials", 1, ["Material Storage and Spill Response", "Construction and Waste "
                             "Materials"], item("f"), r_materials),
        Sec("resp", 0, ["SWPPP IMPLEMENTATION RESPONSIBILITIES", "RESPONSIBLE PARTIES"],
            item("n"), r_responsibilities, newpage=True),
        Sec("inspections", 0, ["INSPECTIONS AND RECORDKEEPING", "SITE INSPECTIONS"],
            None, r_inspections_ctx),
    ]


def _somers_esc(ctx):
    """§ 93-6A(1) (e)-(l): controls, minimum practices, inspections, deviations, housekeeping."""
    item = ctx.item
    return [
        Sec("stabilization", 1, ["Soil Stabilization Plan", "Temporary and Permanent "
                                 "Stabilization"], item("f"), r_stabilization),
        Sec("esc_map", 1, ["Erosion and Sediment Control Plan Drawings",
                           "Location of Erosion and Sediment Controls"], item("g"), r_esc_map),
        Sec("esc_details", 1, ["Practice Details, Specifications and Maintenance",
                               "Erosion and Sediment Control Details"], item("h"), r_esc_details),
        Sec("min_practices", 1, ["Minimum Practices and Implementation Schedule",
                                 "Practices by Construction Activity"], item("j"), r_impl_schedule),
        Sec("inspection", 1, ["Inspection Schedule", "Inspections"], item("k"), r_inspection),
        Sec("deviations", 1, ["Deviations from the NYS Standards",
                              "Non-Conforming Design Elements"], item("l"), r_deviations),
        _pollution_heading(),
        _litter(ctx),
        Sec("industrial", 1, ["Industrial Stormwater Discharges", "Non-Construction "
                              "Discharges"], item("i"), r_industrial),
    ]


PC_TITLES = ["POSTCONSTRUCTION STORMWATER MANAGEMENT", "PERMANENT STORMWATER MANAGEMENT",
             "POST-CONSTRUCTION STORMWATER CONTROLS"]


def _postconstruction(ctx):
    """The permanent practices (items (3)(b)-(i)), or one chapter saying why none are required."""
    if not ctx.postcon or ctx.exempt:
        return [Sec("postcon", 0, PC_TITLES, None, r_postcon_na, newpage=True)]
    pc, ash = ctx.pc_item, ctx.ash
    secs = [Sec("postcon", 0, PC_TITLES, None, r_pc_intro, newpage=True)]
    if not ash:  # Somers asks for the enhanced phosphorus removal standards (§ 93-6A(2))
        secs.append(Sec("pc_standards", 1, ["Design Standards", "Water Quality Design Basis"],
                        PHOS, r_phosphorus))
    secs += [
        Sec("pc_desc", 1, ["Description of Postconstruction Practices",
                           "Stormwater Management Practices"], pc("b"), r_pc_desc),
        Sec("pc_map", 1, ["Practice Locations", "Stormwater Management Plan Drawings"],
            pc("c"), r_pc_map),
        Sec("pc_hh", 1, ["Hydrologic and Hydraulic Analysis", "Hydrologic Analysis"],
            pc("d"), r_pc_hh),
    ]
    if ash:  # (3)(e) is a pre/post comparison in Asharoken, the sizing criteria in Somers
        secs.append(Sec("pc_compare", 1, ["Predevelopment and Postdevelopment Comparison",
                                          "Comparison of Runoff Conditions"], pc("e"),
                        r_pc_compare))
    else:
        secs.append(Sec("pc_sizing", 1, ["Sizing Criteria Summary", "Summary of Sizing "
                                         "Calculations"], pc("e"), r_pc_sizing))
    return secs + [
        Sec("pc_details", 1, ["Practice Details", "Construction Details"], pc("f"),
            r_pc_details),
        Sec("pc_maint", 1, ["Postconstruction Maintenance Schedule" if ash else
                            "Operation and Maintenance Plan", "Long-Term Maintenance"],
            pc("g"), r_pc_maint),
        Sec("pc_easement", 1, ["Maintenance Easements", "Access Easements"], pc("h"),
            r_pc_easement),
        Sec("pc_agreement", 1, ["Inspection and Maintenance Agreement",
                                "Maintenance Agreement"], pc("i"), r_pc_agreement),
    ]


def _certifications(ctx):
    return [
        Sec("certs", 0, ["CERTIFICATIONS", "CERTIFICATION STATEMENTS"], newpage=True),
        Sec("plan_cert", 1, ["Preparer's Certification", "Professional Certification",
                             "Plan Certification"], "44-8C" if ctx.ash else "93-6B", r_plan_cert),
        Sec("contractor_cert", 1, ["Contractor Certification", "Contractor and Subcontractor "
                                   "Certifications"], "44-8E" if ctx.ash else "93-6D",
            r_contractor_cert, newpage=True),
    ]
