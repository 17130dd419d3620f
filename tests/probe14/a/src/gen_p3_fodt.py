"""Plan 3: ISO-style environmental management plan EMP-SW-04 (corporate standard procedures with a
site-specific annex for the Somers campus), written as a flat ODF text document whose procedure
panels sit in floating frames (text boxes). Converted by LibreOffice (tagged PDF/A-2b)."""
import sys
from xml.sax.saxutils import escape as E

OUT = sys.argv[1]

HEAD = """<?xml version="1.0" encoding="UTF-8"?>
<office:document xmlns:office="urn:oasis:names:tc:opendocument:xmlns:office:1.0" xmlns:style="urn:oasis:names:tc:opendocument:xmlns:style:1.0" xmlns:text="urn:oasis:names:tc:opendocument:xmlns:text:1.0" xmlns:table="urn:oasis:names:tc:opendocument:xmlns:table:1.0" xmlns:draw="urn:oasis:names:tc:opendocument:xmlns:drawing:1.0" xmlns:fo="urn:oasis:names:tc:opendocument:xmlns:xsl-fo-compatible:1.0" xmlns:svg="urn:oasis:names:tc:opendocument:xmlns:svg-compatible:1.0" xmlns:dc="http://purl.org/dc/elements/1.1/" xmlns:meta="urn:oasis:names:tc:opendocument:xmlns:meta:1.0" office:version="1.3" office:mimetype="application/vnd.oasis.opendocument.text">
<office:meta><dc:title>EMP-SW-04 Construction Stormwater Management Plan - Rev. 3</dc:title><dc:creator>Halvorsen Instruments Corporation - EHS</dc:creator><dc:language>en-US</dc:language></office:meta>
<office:font-face-decls>
<style:font-face style:name="Liberation Sans" svg:font-family="'Liberation Sans'" style:font-family-generic="swiss"/>
<style:font-face style:name="Liberation Serif" svg:font-family="'Liberation Serif'" style:font-family-generic="roman"/>
</office:font-face-decls>
<office:styles>
<style:default-style style:family="paragraph"><style:paragraph-properties fo:margin-bottom="0.12cm"/><style:text-properties style:font-name="Liberation Sans" fo:font-size="9.5pt" fo:language="en" fo:country="US"/></style:default-style>
<style:style style:name="Standard" style:family="paragraph"><style:paragraph-properties fo:margin-bottom="0.14cm" fo:line-height="118%"/></style:style>
<style:style style:name="Heading_20_1" style:display-name="Heading 1" style:family="paragraph" style:default-outline-level="1"><style:paragraph-properties fo:margin-top="0.35cm" fo:margin-bottom="0.2cm" fo:keep-with-next="always" fo:border-bottom="0.8pt solid #1f3b5a" fo:padding-bottom="0.05cm"/><style:text-properties fo:font-size="14pt" fo:font-weight="bold" fo:color="#1f3b5a"/></style:style>
<style:style style:name="Heading_20_2" style:display-name="Heading 2" style:family="paragraph" style:default-outline-level="2"><style:paragraph-properties fo:margin-top="0.25cm" fo:margin-bottom="0.1cm" fo:keep-with-next="always"/><style:text-properties fo:font-size="11pt" fo:font-weight="bold" fo:color="#1f3b5a"/></style:style>
<style:style style:name="Heading_20_3" style:display-name="Heading 3" style:family="paragraph" style:default-outline-level="3"><style:paragraph-properties fo:margin-top="0.15cm" fo:margin-bottom="0.06cm" fo:keep-with-next="always"/><style:text-properties fo:font-size="9.8pt" fo:font-weight="bold"/></style:style>
<style:style style:name="Cell" style:family="paragraph"><style:paragraph-properties fo:margin-bottom="0cm"/><style:text-properties fo:font-size="8.3pt"/></style:style>
<style:style style:name="CellB" style:family="paragraph"><style:paragraph-properties fo:margin-bottom="0cm"/><style:text-properties fo:font-size="8.3pt" fo:font-weight="bold"/></style:style>
<style:style style:name="Box" style:family="paragraph"><style:paragraph-properties fo:margin-bottom="0.08cm"/><style:text-properties fo:font-size="8.8pt"/></style:style>
<style:style style:name="BoxTitle" style:family="paragraph"><style:paragraph-properties fo:margin-bottom="0.08cm"/><style:text-properties fo:font-size="9.2pt" fo:font-weight="bold" fo:color="#1f3b5a"/></style:style>
<style:style style:name="Hdr" style:family="paragraph"><style:paragraph-properties fo:margin-bottom="0cm"/><style:text-properties fo:font-size="7.4pt"/></style:style>
<style:style style:name="Title" style:family="paragraph"><style:paragraph-properties fo:text-align="center" fo:margin-top="2.2cm" fo:margin-bottom="0.4cm"/><style:text-properties fo:font-size="20pt" fo:font-weight="bold" fo:color="#1f3b5a"/></style:style>
<style:style style:name="Sub" style:family="paragraph"><style:paragraph-properties fo:text-align="center" fo:margin-bottom="0.3cm"/><style:text-properties fo:font-size="12pt"/></style:style>
</office:styles>
<office:automatic-styles>
<style:page-layout style:name="pm1"><style:page-layout-properties fo:page-width="8.5in" fo:page-height="11in" fo:margin-top="0.45in" fo:margin-bottom="0.5in" fo:margin-left="0.85in" fo:margin-right="0.8in"/>
<style:header-style><style:header-footer-properties fo:min-height="0.9in" fo:margin-bottom="0.15in"/></style:header-style>
<style:footer-style><style:header-footer-properties fo:min-height="0.3in" fo:margin-top="0.1in"/></style:footer-style></style:page-layout>
<style:style style:name="TB" style:family="text"><style:text-properties fo:font-weight="bold" fo:color="#1f3b5a"/></style:style>
<style:style style:name="PB" style:family="paragraph" style:parent-style-name="Standard"><style:paragraph-properties fo:break-before="page"/></style:style>
<style:style style:name="H1PB" style:family="paragraph" style:parent-style-name="Heading_20_1"><style:paragraph-properties fo:break-before="page"/></style:style>
<style:style style:name="Anchor" style:family="paragraph" style:parent-style-name="Standard"><style:paragraph-properties fo:margin-bottom="0cm"/><style:text-properties fo:font-size="2pt"/></style:style>
<style:style style:name="Tbl" style:family="table"><style:table-properties style:width="6.85in" table:align="left" fo:margin-bottom="0.15cm"/></style:style>
<style:style style:name="TC" style:family="table-cell"><style:table-cell-properties fo:padding="0.05cm" fo:border="0.5pt solid #555555"/></style:style>
<style:style style:name="TH" style:family="table-cell"><style:table-cell-properties fo:padding="0.05cm" fo:border="0.5pt solid #555555" fo:background-color="#dfe6ee"/></style:style>
<style:style style:name="HC" style:family="table-cell"><style:table-cell-properties fo:padding="0.04cm" fo:border="0.6pt solid #1f3b5a"/></style:style>
<style:style style:name="FR" style:family="graphic"><style:graphic-properties style:wrap="none" style:vertical-pos="top" style:vertical-rel="paragraph" style:horizontal-pos="center" style:horizontal-rel="paragraph" fo:border="0.6pt solid #1f3b5a" draw:fill="solid" draw:fill-color="#f2f5f9" fo:background-color="#f2f5f9" fo:padding="0.15cm" style:shadow="none"/></style:style>
<style:style style:name="FR2" style:family="graphic"><style:graphic-properties style:wrap="none" style:vertical-pos="top" style:vertical-rel="paragraph" style:horizontal-pos="center" style:horizontal-rel="paragraph" fo:border="0.6pt solid #8a5a00" draw:fill="solid" draw:fill-color="#fff7e6" fo:background-color="#fff7e6" fo:padding="0.15cm"/></style:style>
%COLSTYLES%
</office:automatic-styles>
<office:master-styles><style:master-page style:name="Standard" style:page-layout-name="pm1">
<style:header>%HEADER%</style:header>
<style:footer><text:p text:style-name="Hdr">Halvorsen Instruments Corporation - EHS. Controlled document when viewed in the EMS portal; printed copies are uncontrolled. EMP-SW-04 Rev. 3</text:p></style:footer>
</style:master-page></office:master-styles>
<office:body><office:text>
"""

COLSTY = []
TCOUNT = [0]


def colstyles(name, widths):
    out = []
    for i, w in enumerate(widths):
        out.append('<style:style style:name="%s.%d" style:family="table-column"><style:table-column-properties style:column-width="%.2fin"/></style:style>' % (name, i, w))
    COLSTY.extend(out)


def table(headers, rows, widths, cellstyle="TC", headstyle="TH", pstyle="Cell"):
    TCOUNT[0] += 1
    name = "T%d" % TCOUNT[0]
    colstyles(name, widths)
    x = ['<table:table table:name="%s" table:style-name="Tbl">' % name]
    for i in range(len(widths)):
        x.append('<table:table-column table:style-name="%s.%d"/>' % (name, i))
    if headers:
        x.append("<table:table-header-rows><table:table-row>")
        for h in headers:
            x.append('<table:table-cell table:style-name="%s" office:value-type="string"><text:p text:style-name="CellB">%s</text:p></table:table-cell>' % (headstyle, E(h)))
        x.append("</table:table-row></table:table-header-rows>")
    for r in rows:
        x.append("<table:table-row>")
        for c in r:
            x.append('<table:table-cell table:style-name="%s" office:value-type="string">%s</table:table-cell>' % (
                cellstyle, "".join('<text:p text:style-name="%s">%s</text:p>' % (pstyle, seg) for seg in (c if isinstance(c, list) else [c]))))
        x.append("</table:table-row>")
    x.append("</table:table>")
    return "".join(x)


def xp(t, style="Standard"):
    return '<text:p text:style-name="%s">%s</text:p>' % (style, t)


def p(t, style="Standard"):
    return xp(E(t), style)


def h(level, t, pb=False):
    st = "H1PB" if (pb and level == 1) else "Heading_20_%d" % level
    return '<text:h text:style-name="%s" text:outline-level="%d">%s</text:h>' % (st, level, E(t))


FRN = [0]


def frame(title, paras, style="FR", height_cm=None):
    FRN[0] += 1
    inner = xp('<text:span text:style-name="TB">%s</text:span>' % E(title), "BoxTitle") + "".join(p(x, "Box") if isinstance(x, str) else x for x in paras)
    return ('<text:p text:style-name="Anchor"><draw:frame draw:style-name="%s" draw:name="Box%d" text:anchor-type="paragraph" svg:width="6.7in" draw:z-index="%d">'
            '<draw:text-box fo:min-height="%.1fcm">%s</draw:text-box></draw:frame></text:p>' % (style, FRN[0], FRN[0], height_cm or 0.8, inner))


def header():
    rows = [["Halvorsen Instruments Corporation", "Document No. EMP-SW-04", "Revision 3", "Approved: K. Lindahl, VP EHS, 10 Feb 2025"],
            ["Environmental Management System (ISO 14001:2015)", "Construction Stormwater Management Plan", "Effective 17 Feb 2025", None]]
    TCOUNT[0] += 1
    name = "HDR"
    colstyles(name, [1.95, 1.85, 1.15, 1.9])
    x = ['<table:table table:name="%s" table:style-name="Tbl">' % name] + ['<table:table-column table:style-name="%s.%d"/>' % (name, i) for i in range(4)]
    for r in rows:
        x.append("<table:table-row>")
        for c in r:
            if c is None:
                c = 'Page <text:page-number text:select-page="current">1</text:page-number> of <text:page-count>1</text:page-count>'
            else:
                c = E(c)
            x.append('<table:table-cell table:style-name="HC" office:value-type="string"><text:p text:style-name="Hdr">%s</text:p></table:table-cell>' % c)
        x.append("</table:table-row>")
    x.append("</table:table>")
    return "".join(x)


def procedure(code, title, purpose, scope, resp, steps, records, pb=True):
    out = [h(1, "%s %s" % (code, title), pb=pb)]
    out.append(h(2, "1 Purpose"))
    out.append(p(purpose))
    out.append(h(2, "2 Scope"))
    out.append(p(scope))
    out.append(h(2, "3 Responsibilities"))
    out.append(frame("Responsibilities - %s" % code, resp))
    out.append(h(2, "4 Procedure"))
    for i, s in enumerate(steps, 1):
        if isinstance(s, tuple):
            out.append(p("4.%d %s" % (i, s[0]), "Heading_20_3"))
            for q in s[1]:
                out.append(p(q) if isinstance(q, str) else q)
        else:
            out.append(p("4.%d %s" % (i, s)))
    out.append(h(2, "5 Records"))
    out.append(frame("Records - %s" % code, records, style="FR2"))
    return "".join(out)


def body():
    b = []
    b.append(p("EMP-SW-04", "Title"))
    b.append(p("Construction Stormwater Management Plan", "Sub"))
    b.append(p("Corporate Standard Procedures SW-P-01 to SW-P-07 with Annex A: Site-Specific Stormwater Pollution Prevention Plan, Somers Campus Building C Laboratory Addition and North Parking Expansion, Town of Somers, Westchester County, New York", "Sub"))
    b.append(frame("Document control", [
        "Owner of this document: Corporate Environment, Health and Safety (EHS), Halvorsen Instruments Corporation, 1 Halvorsen Way, Somers, NY 10589, (914) 555-0100.",
        "Prepared by: M. Ferreira, Senior Environmental Engineer. Reviewed by: R. Adeyemi, P.E., Design Engineer of Record (Annex A). Approved by: K. Lindahl, VP EHS.",
        "This plan is a controlled document of the Environmental Management System. Annex A is the site-specific Stormwater Pollution Prevention Plan (SPPP) submitted to the Town of Somers under Chapter 93 of the Town Code; the corporate procedures form part of it."]))
    b.append(h(2, "Revision history"))
    b.append(table(["Rev.", "Date", "Description", "Author", "Approved"], [
        ["0", "12 Mar 2021", "First issue of corporate procedures SW-P-01 to SW-P-06", "M. Ferreira", "K. Lindahl"],
        ["1", "04 Oct 2022", "SW-P-03 inspection frequency aligned with GP-0-20-001; SW-P-07 added", "M. Ferreira", "K. Lindahl"],
        ["2", "15 Nov 2024", "Annex A added for Somers Building C addition (Planning Board submission)", "M. Ferreira / R. Adeyemi", "K. Lindahl"],
        ["3", "10 Feb 2025", "Annex A revised per Town Engineer memo of 22 Jan 2025: phasing, stabilisation table, H&amp;H summary", "R. Adeyemi", "K. Lindahl"]],
        [0.45, 0.95, 3.2, 1.25, 1.0]))
    b.append(h(2, "Contents"))
    b.append(table(["Section", "Title", "Page"], [
        ["-", "Document control, revision history, contents", "1-2"],
        ["SW-P-01", "SPPP control and amendment", "3"],
        ["SW-P-02", "Erosion and sediment control installation and maintenance", "4"],
        ["SW-P-03", "Inspection of erosion and sediment controls", "5"],
        ["SW-P-04", "Housekeeping, materials and spill response", "7"],
        ["SW-P-05", "Soil stabilisation", "8"],
        ["SW-P-06", "Post-construction practice operation and maintenance", "9"],
        ["SW-P-07", "Training and contractor certification", "10"],
        ["Annex A", "Site-specific SPPP, Somers Campus Building C", "11"],
        ["A.1-A.3", "Project background, site maps, soils", "11"],
        ["A.4-A.6", "Phasing and sequence; minimum practices and schedule; practice specifications", "11-12"],
        ["A.7-A.11", "Pollution prevention; stabilisation; other discharges; inspection; non-conforming elements", "12-13"],
        ["A.12-A.15", "Post-construction practices; H&amp;H analysis; sizing criteria; practice details", "13"],
        ["A.16", "Maintenance easements", "14"],
        ["A.17-A.18", "Inspection and maintenance agreement; long-term O&amp;M", "14"],
        ["A.19", "Certifications", "14"],
        ["Figures", "A-1 Location and existing conditions; A-2 ESC plan; A-3 Post-construction plan", "15-17"]],
        [0.95, 5.0, 0.9]))
    b.append(h(2, "Terms"))
    b.append(p("SPPP: stormwater pollution prevention plan (the Town of Somers term for a SWPPP). ESC: erosion and sediment control. SMP: stormwater management practice. Qualified Inspector: a licensed P.E. or R.L.A., a CPESC, or a person working under their direct supervision with four hours of DEC-endorsed training. Site Manager: the Halvorsen project manager for the construction project. Trained Contractor: a contractor employee with four hours of DEC-endorsed ESC training in the last three years."))
    # --- procedures ---
    b.append(procedure("SW-P-01", "SPPP control and amendment",
        "To keep the SPPP for each construction project current, approved and available on site.",
        "All Halvorsen construction projects that disturb 5,000 sq ft or more, or that need a municipal stormwater permit or coverage under the NYSDEC construction general permit.",
        ["Site Manager: keeps the approved SPPP, its amendments and the signed contractor certifications in the site trailer from mobilisation to final stabilisation.",
         "Design Engineer of Record: prepares and certifies the SPPP and each amendment.",
         "EHS: files the NOI and NOT, keeps the master copy in the EMS portal."],
        ["The SPPP is prepared for each project as an Annex to this plan and approved by EHS before submission to the municipality.",
         "The SPPP is amended whenever design, construction or operation changes in a way that affects the discharge of pollutants, or when inspections show the SPPP is ineffective; amendments are approved by the Town's Stormwater Management Officer before they are put into effect.",
         "Each amendment is logged in the revision history and in the site copy; superseded pages are marked SUPERSEDED."],
        ["Approved SPPP and amendments (site trailer and EMS portal) - retained 5 years after NOT.", "Transmittals to the Town of Somers - EHS files."], pb=True))
    b.append(procedure("SW-P-02", "Erosion and sediment control installation and maintenance",
        "To install the erosion and sediment control practices of the SPPP correctly, before the soil disturbance they control, and to keep them working until final stabilisation.",
        "All ESC practices shown in a project SPPP, including temporary sediment basins and traps, diversions, silt fence, construction entrances and inlet protection.",
        ["Site contractor: installs and maintains all ESC practices to the NYS Standards and Specifications for Erosion and Sediment Control (November 2016, the 'Blue Book').",
         "Trained Contractor: on site whenever soil is disturbed; directs installation and repairs.",
         "Site Manager: stops work in any area whose controls are not installed."],
        [("Installation", ["Perimeter controls, the construction entrance and sediment basins or traps are installed and stabilised before clearing or grading of the area they serve. Diversions are stabilised within 24 hours of construction. Each practice is built to the dimensions and details of the project SPPP (Annex A, Table A-6) and the Blue Book."]),
         ("Operation and maintenance", ["Silt fence: remove sediment when it reaches one-half the above-ground height; repair or replace damaged fabric or stakes within 24 hours.",
                                        "Sediment traps and basins: remove sediment when it reaches 50 percent of the design storage (cleanout stake); keep riser, skimmer and outlet clear; repair embankment erosion.",
                                        "Diversion swales: repair eroded lining and remove sediment after each storm; keep outlets stable.",
                                        "Stabilized construction entrance: top-dress with clean stone when voids fill; sweep paved roads of tracked sediment the same day.",
                                        "Inlet protection: clean or replace when one-third full or after each storm of 0.5 in or more.",
                                        "Check dams and compost filter socks: remove sediment at one-half height; replace displaced stone or torn socks."]),
         ("Removal", ["Temporary practices are removed only after the area they serve reaches final stabilisation, and the disturbed footprint of the practice is then stabilised."])],
        ["Installation checklist signed by the Trained Contractor for each practice.", "Maintenance log (Form SW-F-02) in the site trailer."]))
    b.append(procedure("SW-P-03", "Inspection of erosion and sediment controls",
        "To confirm by inspection that the ESC practices are installed, maintained and effective, and that deficiencies are corrected promptly.",
        "All active construction sites with an SPPP, from the start of soil disturbance to final stabilisation and filing of the NOT.",
        ["Qualified Inspector (engaged by EHS): carries out and signs the inspections below.",
         "Trained Contractor: daily checks; corrective action.",
         "Site Manager: confirms corrective actions are complete and signs the log."],
        [("Inspection schedule", [table(["Inspection", "By", "Frequency"], [
            ["Site inspection of all ESC practices, disturbed areas, stockpiles and discharge points", "Qualified Inspector", "At least once every seven calendar days"],
            ["Post-storm inspection", "Qualified Inspector", "Within 24 hours after rainfall of 0.5 in or more"],
            ["Increased frequency where more than 5 acres are disturbed at one time (with prior written approval)", "Qualified Inspector", "At least two inspections every seven calendar days, at least two full days apart"],
            ["Daily check of silt fence, entrance, inlets, basin outlets", "Trained Contractor", "Each working day"],
            ["Temporarily inactive site (all areas stabilised)", "Qualified Inspector", "At least once every 30 days"]], [3.6, 1.4, 1.85])]),
         ("Reporting and corrective action", ["Each inspection report records the date, weather and rainfall, the condition of each practice, the disturbed area, areas stabilised since the last inspection, and corrective actions required. The Trained Contractor begins corrective action by the end of the working day and completes it within one business day."])],
        ["Signed inspection reports in the site logbook (copy to EHS weekly).", "Rain gauge record."]))
    b.append(procedure("SW-P-04", "Housekeeping, materials and spill response",
        "To keep litter, construction chemicals, construction debris and stored materials from becoming a pollutant source in stormwater runoff, and to respond to spills.",
        "All construction activities and contractors on Halvorsen construction sites.",
        ["Site contractor: provides dumpsters, chemical storage and spill kits; trains its workers.",
         "Each subcontractor: keeps its own materials in the designated storage area.",
         "Site Manager: weekly housekeeping walk with the Trained Contractor."],
        [("Litter and debris", ["Covered dumpsters at the staging area, emptied before they are full; site-wide litter pick-up at the end of each day; construction and demolition debris in separate roll-offs, hauled to a permitted facility; no burial or burning of debris on site."]),
         ("Construction chemicals and stored materials", ["Paints, solvents, form oils, sealants, curing compounds, fertilisers and other chemicals are kept in their original labelled containers in a locked, covered storage container with secondary containment; only the amount needed for the day is taken out. Fuel is dispensed from a double-walled tank or fuel truck at the staging area at least 100 ft from any watercourse, wetland or inlet, with drip pans. Concrete truck washout only into a lined washout pit. Bagged materials are stored off the ground and covered."]),
         ("Spill response", ["Spill kits at the fuel area, storage container and on each fuel truck. A spill is stopped, contained with absorbent or a berm, cleaned up and the waste drummed for disposal. Petroleum spills that reach water or exceed 5 gallons are reported to the NYSDEC Spill Hotline (1-800-457-7362) within two hours and to EHS."])],
        ["Housekeeping walk checklist (Form SW-F-04).", "Spill reports and disposal manifests - EHS."]))
    b.append(procedure("SW-P-05", "Soil stabilisation",
        "To stabilise disturbed soil promptly, temporarily and permanently, as the NYS Standards and Specifications for Erosion and Sediment Control require.",
        "All disturbed areas, stockpiles and slopes on Halvorsen construction sites, from clearing to final stabilisation.",
        ["Site contractor: applies stabilisation within the times below.", "Qualified Inspector: records areas stabilised; confirms final stabilisation."],
        [("Temporary stabilisation", ["Where soil disturbance has stopped and will not resume for 7 days or more, temporary stabilisation starts by the end of the next business day and is complete within 7 days (sites draining to a phosphorus-TMDL water; otherwise 14 days). Temporary seeding: annual or perennial ryegrass 30 lb/acre with straw mulch 2 tons/acre; in winter, straw mulch or blanket alone."]),
         ("Permanent stabilisation", ["Areas at final grade receive 4-6 in topsoil, lime and fertiliser per soil test, permanent seed mix 100 lb/acre with mulch; slopes 3:1 or steeper receive erosion control blanket. Final stabilisation: all soil-disturbing work complete and a uniform perennial vegetative cover with a density of 80 percent, or permanent pavement or structures, on all disturbed areas."])],
        ["Stabilisation log in the site logbook.", "Seed and mulch delivery tickets."]))
    b.append(procedure("SW-P-06", "Post-construction practice operation and maintenance",
        "To keep permanent stormwater management practices on Halvorsen property working as designed for the life of the facility.",
        "All permanent SMPs on Halvorsen campuses: bioretention, infiltration systems, ponds, swales, hydrodynamic separators, catch basins and pipes.",
        ["Halvorsen Facilities Department (Somers Campus Facilities Manager): the entity responsible for long-term operation and maintenance of each practice.",
         "EHS: annual audit; reports required by municipal agreements.",
         "Licensed P.E.: annual inspection where an agreement requires it."],
        [("Inspection and maintenance", ["Each SMP has an inspection and maintenance schedule in the project Annex (for Somers, Table A-18). Facilities staff inspect each practice on that schedule and after storms of 1 in or more, record findings in the CMMS work-order system, and complete maintenance actions within 30 days, or before the next forecast storm for blockages."])],
        ["CMMS work orders and inspection checklists - retained for the life of the practice.", "Annual P.E. reports and transmittals to the municipality."]))
    b.append(procedure("SW-P-07", "Training and contractor certification",
        "To make sure that everyone who installs, inspects or maintains ESC practices is trained, and that each contractor signs the certification the municipality requires.",
        "All contractors and subcontractors named in a project SPPP.",
        ["Site Manager: collects signed contractor certifications before each contractor starts work; attaches them to the SPPP.",
         "Each contractor: provides the name of its Trained Contractor and the training certificate."],
        ["Before mobilisation each contractor and subcontractor responsible for ESC or SMP work signs the certification statement in the project Annex, with the signer's name and title, the firm's address and telephone, the site and the date.",
         "EHS gives a one-hour site induction on the SPPP to all crews."],
        ["Signed certifications (bound in Annex A.19).", "Training certificates - site trailer."]))
    # --- Annex A ---
    b.append(h(1, "Annex A - Site-specific SPPP: Somers Campus Building C Laboratory Addition", pb=True))
    b.append(h(2, "A.1 Project background"))
    b.append(frame("Project data", [
        "Site: Halvorsen Instruments Corporation, Somers Campus, 1 Halvorsen Way (U.S. Route 202), Somers, NY 10589; Tax Map 17.15-1-3; campus area 48.2 acres.",
        "Project: Building C laboratory addition (38,000 sq ft, two storeys), north parking expansion (160 spaces), service drive relocation, utilities and stormwater practices.",
        "Type: commercial/office complex and parking lot construction (Chapter 93, section 93-6A(2)(g), (o) and (s)).",
        "Size: land disturbance 4.40 acres; new impervious cover 2.35 acres; maximum disturbed at one time 3.10 acres.",
        "Owner/operator: Halvorsen Instruments Corporation. Design Engineer of Record: Adeyemi Rowe Engineering, PLLC, 200 Westchester Avenue, White Plains, NY 10604, (914) 555-0165."]))
    b.append(p("The addition is built against the north face of the existing Building C. The expansion parking lot replaces a mown field north of the service drive. Work is expected to start in April 2025 and reach final stabilisation by December 2025."))
    b.append(h(2, "A.2 Site maps"))
    b.append(p("Figure A-1 is the general location map and the existing conditions map at 1 in = 60 ft; Figure A-2 is the erosion and sediment control plan at 1 in = 60 ft, showing the limit of disturbance, areas not disturbed, existing vegetation, wetlands, Angle Fly Brook, drainage patterns, existing and final contours, soil boundaries, staging areas and the discharge points, with the location, size and length of each ESC practice; Figure A-3 shows the post-construction practices. No material, waste, borrow or equipment storage areas are located on adjacent properties."))
    b.append(h(2, "A.3 Soils"))
    b.append(table(["Map unit", "Soil", "HSG", "Location", "Notes"], [
        ["CrC", "Charlton-Chatfield complex, 0-15% slopes, very rocky", "B", "Building C addition, east half of parking", "Bedrock at 4-9 ft in borings; infiltration 1.2-2.0 in/hr"],
        ["PnB", "Paxton fine sandy loam, 3-8% slopes", "C", "West half of parking", "Dense till at 2-3 ft; perched water in spring"],
        ["Wd", "Woodbridge loam, 3-8% slopes", "C/D", "Northwest corner near wetland buffer", "Seasonal high water 18-24 in"]],
        [0.65, 2.05, 0.45, 1.75, 1.95]))
    b.append(h(2, "A.4 Construction phasing and sequence of operations"))
    b.append(table(["Stage", "Operations", "Area open"], [
        ["1 (weeks 1-3)", "Pre-construction meeting; contractor certifications; install SCE-A, silt fence SF-A, compost sock CS-A, orange fence at wetland buffer; build sediment trap ST-A and diversion DV-A; clear and grub parking area", "1.80 ac"],
        ["2 (weeks 3-10)", "Strip and stockpile topsoil; mass grade parking; rock removal by hoe-ram (no blasting); excavate Building C addition foundations", "3.10 ac (max.)"],
        ["3 (weeks 8-24)", "Storm drainage, water, sanitary, electric; foundations and building shell; parking subbase and binder course", "3.10 falling to 1.60 ac"],
        ["4 (weeks 22-34)", "Topsoil and permanent seeding; convert ST-A to bioretention BR-2 after drainage area is stable; build BR-1 and infiltration system IS-1; top course; remove temporary controls", "1.60 falling to 0 ac"]],
        [1.05, 4.75, 1.05]))
    b.append(p("No more than 3.10 acres will be disturbed at any one time, below the five-acre limit."))
    b.append(h(2, "A.5 Minimum ESC practices for each construction activity and schedule"))
    b.append(table(["Construction activity", "Minimum practices", "Initial placement", "Minimum time in place"], [
        ["Site access", "SCE-A stabilized construction entrance", "Day 1, before other work", "Until parking binder course (stage 3)"],
        ["Clearing and grubbing", "SF-A silt fence, CS-A compost sock, wetland buffer fence", "Before clearing (stage 1)", "Until 80% cover upslope (stage 4)"],
        ["Mass grading", "ST-A sediment trap, DV-A diversion, temporary seeding, ECB on slopes", "Before grading of the area drained", "ST-A until converted (stage 4); seeding until final grading"],
        ["Topsoil stockpiling", "Stockpile TS-A with silt fence ring and seed", "When stripping starts", "Until topsoil respread"],
        ["Foundation and utility excavation", "Dewatering bag DB-A; trench spoil upslope; same-day backfill", "Before any pumping", "While dewatering"],
        ["Storm drainage", "IP inlet protection at CB-21 to CB-30", "As each inlet is set", "Until pavement and lawns stable"],
        ["Concrete work", "CW-A washout", "Before first pour", "Until last pour"],
        ["Final grading", "Permanent seeding, ECB", "Within 7 days of final grade", "Until 80% cover"]],
        [1.45, 2.2, 1.55, 1.65]))
    b.append(h(2, "A.6 ESC practice dimensions, materials and installation"))
    b.append(table(["ID", "Practice / size", "Materials", "Installation", "O&M"], [
        ["SCE-A", "Construction entrance 24 x 50 ft x 6 in", "1-4 in crushed stone on woven geotextile", "Grade to drain into site", "SW-P-02"],
        ["SF-A", "Silt fence, 980 LF", "36 in woven fabric, hardwood stakes 8 ft o.c.", "Toe 6 in, backfilled; ends turned up", "SW-P-02"],
        ["CS-A", "Compost filter sock 12 in, 340 LF (along wetland buffer)", "Certified compost in photodegradable mesh", "Staked 10 ft o.c.", "SW-P-02"],
        ["ST-A", "Sediment trap: 2.0 ac drainage; 7,200 cf required (3,600 cf/ac), 7,600 cf provided; 70 x 28 ft bottom, 3.5 ft deep", "Stone outlet of 4-8 in stone faced with No. 2", "Outlet crest 1 ft below embankment top; cleanout stake at half depth", "SW-P-02"],
        ["DV-A", "Diversion swale 460 LF, 4 ft bottom, 1.5 ft deep, 2:1 sides, 2% max grade", "Seed and North American Green S150 blanket", "Lined within 24 h; outlet to ST-A", "SW-P-02"],
        ["IP", "Inlet protection at 10 inlets", "Filter fabric drop inlet frame; curb bags after paving", "Fabric buried 12 in", "SW-P-02"],
        ["CW-A", "Concrete washout 8 x 8 x 3 ft", "10-mil liner", "Sign; 1 ft freeboard", "SW-P-02"],
        ["DB-A", "Dewatering bag 12 x 15 ft", "Nonwoven geotextile bag", "On stone pad draining to ST-A", "Replace at 3/4 full"]],
        [0.55, 2.0, 1.6, 1.7, 1.0]))
    b.append(h(2, "A.7 Pollution prevention"))
    b.append(p("SW-P-04 applies in full. Site specifics: dumpsters and the locked chemical storage container are on the staging area at the east end of the existing service drive (Figure A-2); the contractor's fuel truck refuels equipment only on that pad; the laboratory's existing hazardous materials building is outside the limit of disturbance and is not used for construction materials."))
    b.append(h(2, "A.8 Temporary and permanent soil stabilisation"))
    b.append(table(["Stage", "Temporary stabilisation", "Permanent stabilisation"], [
        ["1 Clearing", "Seed and mulch DV-A and ST-A embankment within 24 h; mulch cleared areas idle 7 days", "-"],
        ["2 Mass grading", "Ryegrass and straw mulch on areas idle 7 days; seeded topsoil stockpile; ECB on 3:1 slopes", "ECB on finished 3:1 slopes"],
        ["3 Utilities / building", "Same-day trench backfill; mulch idle areas", "Pavement binder course"],
        ["4 Final", "-", "Topsoil, permanent seed and mulch; ECB on slopes; final stabilisation at 80% cover"]],
        [1.4, 2.85, 2.6]))
    b.append(h(2, "A.9 Stormwater discharges from industrial activity other than construction"))
    b.append(p("None. There will be no asphalt plant, concrete batch plant, rock crusher or other industrial activity on the construction site; concrete and asphalt are delivered. The campus's existing permitted discharges are outside the limit of disturbance and unchanged by the project."))
    b.append(h(2, "A.10 Inspection"))
    b.append(p("SW-P-03 applies. Qualified Inspector for this project: Lucia Brennan, CPESC, Adeyemi Rowe Engineering, PLLC, (914) 555-0168. Trained Contractor: to be named by the site contractor at the pre-construction meeting."))
    b.append(h(2, "A.11 Elements not in conformance with the NYS Standards and Specifications"))
    b.append(frame("Chapter 93 requirement", [
        "Identification of any elements of the design that are not in conformance with the technical standard, New York State Standards and Specifications for Erosion and Sediment Control. Include the reason for the deviation or alternative design and provide information which demonstrates that the deviation or alternative design is equivalent to the technical standard.",
        "[Site-specific entry to be completed by the Design Engineer of Record.]"], style="FR2"))
    b.append(h(2, "A.12 Post-construction stormwater management practices"))
    b.append(p("BR-1 bioretention (Design Manual F-5): 5,400 sq ft surface west of the addition, 9 in ponding, 2.5 ft soil media, 12 in stone, 6 in underdrain to the existing 18 in campus storm drain; treats 1.45 ac of roof and parking. BR-2 bioretention: 4,100 sq ft in the footprint of sediment trap ST-A, same section; treats 1.10 ac of parking. IS-1 underground infiltration system (Design Manual I-4 type): 84 StormTech SC-740 chambers in 1.5 ft of stone, 96 x 38 ft footprint under the north parking island, receiving the overflow from BR-1 and BR-2 and the roof drains of the addition; pretreatment by an isolator row and a hydrodynamic separator HS-1. All practices discharge through the existing campus outfall OF-2 to Angle Fly Brook, a tributary of the Muscoot Reservoir (phosphorus-TMDL watershed)."))
    b.append(h(2, "A.13 Hydrologic and hydraulic analysis"))
    b.append(p("HydroCAD 10.2, TR-20, Type III 24-hour storms, NOAA Atlas 14: 1-yr 2.85 in, 10-yr 5.00 in, 100-yr 8.45 in. Routing of each structural component:"))
    b.append(table(["Component", "1-yr: inflow / outflow (cfs), peak el.", "10-yr", "100-yr"], [
        ["BR-1", "2.41 / 0.38, 402.61", "4.52 / 2.96, 402.88", "7.80 / 6.95, 403.05 (overflow)"],
        ["BR-2", "1.85 / 0.29, 398.70", "3.44 / 2.31, 398.95", "5.95 / 5.40, 399.10 (overflow)"],
        ["IS-1", "0.67 / 0.00, 395.10", "5.27 / 1.10, 396.42", "12.35 / 8.20, 397.05"],
        ["Outfall OF-2 (pre / post peak)", "3.10 / 1.10", "7.95 / 6.60", "15.40 / 14.85"],
        ["24-in outfall pipe capacity", "18.9 cfs", "-", "-"]],
        [1.7, 1.95, 1.55, 1.65]))
    b.append(h(2, "A.14 Sizing criteria"))
    b.append(p("The sizing of BR-1, BR-2 and IS-1 for water quality volume, runoff reduction volume, channel protection, overbank flood and extreme flood criteria under the enhanced phosphorus removal standards is documented in the Stormwater Management Report for the project (Adeyemi Rowe Engineering, PLLC, revised February 2025), submitted to the Town Engineer under separate cover."))
    b.append(h(2, "A.15 Dimensions, materials and installation of post-construction practices"))
    b.append(table(["Practice", "Dimensions", "Materials", "Installation"], [
        ["BR-1 / BR-2", "5,400 / 4,100 sq ft; 9 in ponding; 2.5 ft media; 12 in stone", "Media sand 60%, topsoil 25%, compost 15%; 6 in perforated HDPE underdrain; shredded hardwood mulch 3 in", "Built after drainage area stable; excavated with tracked equipment from outside the cell; BR-2 excavated 2 ft below trap bottom to remove fines"],
        ["IS-1", "96 x 38 ft; 84 SC-740 chambers; 6 in stone base, 6 in cover", "StormTech SC-740, 3/4-2 in clean stone, nonwoven geotextile, isolator row with woven fabric", "Bottom at el. 393.5, 3 ft above rock (test pit TP-7); subgrade not compacted; manufacturer's installation guide"],
        ["HS-1", "Precast 6 ft diameter separator", "Contech CDS or equal", "Before IS-1; bypass weir set at 1-yr peak"]],
        [1.0, 1.9, 2.05, 1.9]))
    b.append(h(2, "A.17 Inspection and maintenance agreement"))
    b.append(p("Before the certificate of occupancy Halvorsen Instruments Corporation will sign the Town of Somers inspection and maintenance agreement under section 93-8. By its terms Halvorsen maintains BR-1, BR-2, IS-1 and HS-1 at its own cost to the schedule of A.18, files an annual inspection report by a licensed P.E. with the Town, and allows the Town to enter, inspect and perform neglected maintenance at Halvorsen's cost. The agreement is recorded in the Westchester County Clerk's Office and binds all subsequent owners of the campus parcel served by the practices."))
    b.append(h(2, "A.18 Long-term operation and maintenance"))
    b.append(p("Entity responsible for long-term operation and maintenance: Halvorsen Instruments Corporation, Somers Campus Facilities Department (SW-P-06)."))
    b.append(table(["Practice", "Inspection", "Maintenance"], [
        ["BR-1, BR-2", "Monthly April-November; after 1 in storms", "Remove trash and sediment; re-mulch annually; replace plants; restore media if ponding lasts over 48 h"],
        ["IS-1 and isolator row", "Twice a year through inspection ports", "JetVac isolator row when sediment exceeds 3 in"],
        ["HS-1", "Quarterly first year, then twice a year", "Vacuum sump and screen when 75% of sump capacity"],
        ["Catch basins and pipes", "Annually", "Vacuum sumps at 50% full"]],
        [1.5, 2.3, 3.05]))
    b.append(h(2, "A.19 Certifications"))
    b.append(h(3, "Design Engineer of Record"))
    b.append(p("I hereby certify that Annex A of EMP-SW-04, together with the corporate procedures it incorporates, was prepared under my direct supervision and that the design of all stormwater management practices meets the requirements of Chapter 93 of the Code of the Town of Somers."))
    b.append(table(None, [["Signed: /s/ Rasheed Adeyemi", "Rasheed Adeyemi, P.E., Principal, Adeyemi Rowe Engineering, PLLC", "NYS P.E. No. 092214", "10 February 2025"]], [1.6, 2.75, 1.2, 1.3]))
    b.append(h(3, "Contractor certification"))
    b.append(frame("Contractor certification statement", [
        "\"I certify under penalty of law that I understand and agree to comply with the terms and conditions of the Stormwater Pollution Prevention Plan. I also understand that it is unlawful for any person to cause or contribute to a violation of water quality standards.\"",
        "Site: Halvorsen Somers Campus, Building C Laboratory Addition and North Parking Expansion, 1 Halvorsen Way, Somers, NY 10589."]))
    b.append(table(["Signature", "Name and title", "Firm, address, telephone", "Work", "Date"], [
        ["/s/ Frank DiMarco", "Frank DiMarco, Superintendent", "Taconic Site Development Corp., 45 Old Tomahawk Road, Yorktown Heights, NY 10598, (914) 555-0182", "Sitework, ESC, BR-1, BR-2, IS-1", "31 Mar 2025"],
        ["/s/ Helen Okafor", "Helen Okafor, Project Manager", "Granite Springs Utilities LLC, 12 Mill Street, Granite Springs, NY 10527, (914) 555-0137", "Storm drainage, water, sanitary", "02 Apr 2025"],
        ["/s/ Victor Lam", "Victor Lam, Foreman", "Westchester Landscape Group, Inc., 70 Saw Mill River Road, Hawthorne, NY 10532, (914) 555-0193", "Seeding, planting", "03 Apr 2025"]],
        [1.15, 1.6, 2.2, 1.1, 0.8]))
    return "".join(b)


def main():
    hdr = header()
    bd = body()
    doc = HEAD.replace("%HEADER%", hdr).replace("%COLSTYLES%", "\n".join(COLSTY)) + bd + "</office:text></office:body></office:document>\n"
    open(OUT, "w").write(doc)


main()
