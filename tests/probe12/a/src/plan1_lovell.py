"""p12a_somers_lovell_street_water_main

Style 1: linear utility SWPPP organised by station segments, plan-and-profile sheets (11x17 landscape)
behind. Narrative: python-docx -> LibreOffice. Sheets: reportlab, with every text label emitted in
"drawing order" (shuffled, as a CAD export writes it), not top-to-bottom.
"""
import os
import random

from docx import Document
from docx.shared import Pt, Inches
from docx.enum.text import WD_ALIGN_PARAGRAPH
from reportlab.pdfgen import canvas
from reportlab.lib.pagesizes import landscape
from reportlab.pdfbase import pdfmetrics
from reportlab.pdfbase.ttfonts import TTFont

from common import soffice_to_pdf, merge, FONT_DIR

NAME = "p12a_somers_lovell_street_water_main"

# --------------------------------------------------------------------------------------------
# Narrative
# --------------------------------------------------------------------------------------------

SEGMENTS = [
    dict(
        key="A", sta0="0+00", sta1="12+50", limits="Route 100 to Hilltop Court", sheet="C-101",
        acres="0.36", soils="Charlton fine sandy loam (ChB) throughout",
        desc=("Segment A runs 1,250 feet from the connection to the existing 12-inch main on Route 100 "
              "(STA 0+00) north to Hilltop Court (STA 12+50). Road grades rise at 2 to 5 percent. The east "
              "shoulder is lawn and hedgerow in front of 17 homes. Five catch basins (CB-1 to CB-5) collect "
              "the road runoff and discharge through Outfall 1 at STA 11+80 to the roadside swale that leads "
              "to Plum Brook. The contractor's staging yard (0.08 acre, on the Water District lot at "
              "STA 2+50) is counted in this segment. Disturbance in Segment A: 0.36 acre."),
        controls=[
            ("Stabilized construction entrance SCE-1", "Staging yard driveway, STA 2+50", "35 ft x 14 ft (see Section 12)",
             "Before the yard is used", "Until the yard is restored to lawn"),
            ("Inlet protection IP-A1 to IP-A5", "CB-1 to CB-5", "5 inlets, filter insert bags",
             "Before pavement is cut in the segment", "Until final pavement and 80% cover"),
            ("Silt fence SF-A1", "East shoulder, STA 0+40 to 6+80", "640 LF",
             "Before clearing of the shoulder", "Until 80% perennial cover"),
            ("Compost filter sock CFS-A1", "Driveway aprons, STA 6+80 to 12+50", "380 LF, 12-in",
             "Before the trench reaches the apron", "Until the apron is repaved"),
            ("Dewatering bag DW-A", "Staging yard, STA 2+50", "10 ft x 15 ft bag",
             "Before trench dewatering starts", "Until the trench is backfilled"),
            ("Soil stockpile cover", "Staging yard", "Up to 120 CY",
             "When the pile is formed", "Until the pile is removed"),
        ],
        seq=[
            "Hold the segment pre-construction meeting and walk the limits of disturbance with the Town Engineer.",
            "Install SCE-1 and the staging yard controls, then IP-A1 to IP-A5 and SF-A1.",
            "Make the wet tap on the Route 100 main and set the first gate valve at STA 0+15.",
            "Saw-cut, excavate and lay pipe northward in runs of no more than 300 feet; backfill and place the temporary trench patch at the end of each day.",
            "Test, chlorinate and flush the segment; transfer the 17 services.",
            "Restore the shoulder (topsoil, seed, mulch) within 7 days of backfilling each run.",
        ],
        restore=("Pavement: 4-inch binder trench patch, then 1.5-inch top course over the trench width plus 1 foot "
                 "each side after 30 days of settlement. Shoulder: 4 inches of topsoil, lawn seed mix and straw "
                 "mulch; lawns in front of homes are sodded on request of the owner. Staging yard: regraded, "
                 "topsoiled and seeded when Segment D is complete."),
    ),
    dict(
        key="B", sta0="12+50", sta1="25+00", limits="Hilltop Court to the Lovell Street crest", sheet="C-102",
        acres="0.34", soils="Charlton fine sandy loam (ChB) to STA 14+00, then Paxton fine sandy loam (PnC)",
        desc=("Segment B climbs from Hilltop Court to the high point of Lovell Street near STA 21+00 and "
              "then falls gently to STA 25+00. Grades reach 9 percent between STA 15+00 and STA 20+00. The "
              "east shoulder drains to a grassed roadside ditch with no catch basins until CB-6 and CB-7 near "
              "STA 24+20; the ditch discharges at Outfall 2 (STA 24+60) to a wooded swale. Disturbance in "
              "Segment B: 0.34 acre."),
        controls=[
            ("Silt fence SF-B1", "East shoulder, STA 12+50 to 19+70", "720 LF",
             "Before clearing of the shoulder", "Until 80% perennial cover"),
            ("Compost filter sock CFS-B1", "Paved driveway aprons, STA 19+70 to 25+00", "210 LF, 12-in",
             "Before the trench reaches the apron", "Until the apron is repaved"),
            ("Stone check dams CD-B1 to CD-B4", "Roadside ditch, STA 15+20, 16+60, 18+00, 19+40", "4 dams, 2 ft high",
             "Before trench work on the 9% grade", "Until the ditch lining is re-established"),
            ("Inlet protection IP-B6, IP-B7", "CB-6, CB-7", "2 inlets, filter insert bags",
             "Before pavement is cut in the segment", "Until final pavement and 80% cover"),
            ("Dewatering bag DW-B", "Lawn area at STA 13+10 (Water District easement)", "10 ft x 15 ft bag",
             "Before trench dewatering starts", "Until the trench is backfilled"),
        ],
        seq=[
            "Install CD-B1 to CD-B4 in the ditch first, working downhill to uphill; then SF-B1 and CFS-B1.",
            "Install IP-B6 and IP-B7 on the catch basins near STA 24+20.",
            "Lay pipe uphill from STA 12+50 in runs of no more than 300 feet, keeping the excavated soil on the uphill side of the trench.",
            "On the 9 percent grade, place trench breakers (sand bags) every 50 feet in the pipe bedding.",
            "Test, chlorinate and flush; transfer 12 services; abandon the old 6-inch main by grout fill.",
            "Restore the shoulder and regrade and reseed the ditch; remove the check dams only after the ditch lining has taken.",
        ],
        restore=("Pavement as in Segment A. The roadside ditch is reshaped to its existing section and lined with "
                 "erosion control blanket (double-net straw) and seeded between STA 15+00 and STA 20+00 where "
                 "grades exceed 5 percent; the remainder is seeded and mulched."),
    ),
    dict(
        key="C", sta0="25+00", sta1="37+50", limits="Lovell Street crest to the Plum Brook crossing and beyond",
        sheet="C-103", acres="0.46",
        soils="Paxton fine sandy loam (PnC) to STA 27+50, Sun loam (Sh) to STA 34+00, then Chatfield-Hollis complex (CsC)",
        desc=("Segment C contains the crossing of Plum Brook, which passes under Lovell Street in a 48-inch "
              "culvert at STA 31+40. The new main crosses under the brook by jack-and-bore in a 24-inch steel "
              "casing between bore pits at STA 30+90 and STA 31+90, both outside the stream banks. The "
              "Town-regulated wetland along the brook and its buffer reach the road between STA 29+00 and "
              "STA 33+50; work in the buffer is limited to the 12-foot corridor. Groundwater stands about "
              "3.5 feet below grade in the Sun soil. Catch basins CB-8 to CB-10 discharge at Outfall 3 "
              "(STA 31+20) directly to Plum Brook. Disturbance in Segment C: 0.46 acre, including the two "
              "bore pits."),
        controls=[
            ("Orange construction fence CF-C1", "Wetland buffer limit, STA 29+00 to 33+50", "450 LF",
             "Before any work in the segment", "Until final stabilization"),
            ("Reinforced silt fence SF-C1 (wire-backed)", "Wetland side of corridor, STA 28+60 to 34+00", "560 LF",
             "Before clearing in the buffer", "Until 80% perennial cover"),
            ("Silt fence SF-C2", "East shoulder, STA 25+00 to 28+60 and 34+00 to 37+50", "710 LF",
             "Before clearing of the shoulder", "Until 80% perennial cover"),
            ("Inlet protection IP-C8 to IP-C10", "CB-8 to CB-10", "3 inlets, filter insert bags",
             "Before pavement is cut in the segment", "Until final pavement and 80% cover"),
            ("Bore pit sump and dewatering bag DW-C", "Upland lawn at STA 34+60, 150 ft from the brook", "Two 10 ft x 15 ft bags in series",
             "Before the bore pits are excavated", "Until both pits are backfilled"),
            ("Temporary stockpile berm", "STA 29+60 (upland side only)", "Silt sock ring, 90 LF",
             "When the pile is formed", "Until the pile is removed, same week"),
        ],
        seq=[
            "Work in Segment C only between July 1 and September 30, when Plum Brook is at low flow.",
            "Install CF-C1 and SF-C1 along the wetland buffer, then SF-C2 and IP-C8 to IP-C10.",
            "Excavate the receiving pit (STA 31+90) and jacking pit (STA 30+90) with sheeting; pump pit water to DW-C only.",
            "Jack the casing, install the carrier pipe with spacers, grout the annulus and backfill both pits within 10 working days.",
            "Lay the open-cut pipe on each side of the crossing in runs of no more than 300 feet.",
            "Restore the buffer corridor with the wetland buffer seed mix within 3 days of backfill; leave SF-C1 until the mix has 80 percent cover.",
        ],
        restore=("Pavement as in Segment A. In the wetland buffer, the corridor is restored with 4 inches of "
                 "topsoil, a native wetland buffer seed mix (New England Wetland Plants Erosion Control/"
                 "Restoration Mix or equal) and erosion control blanket; no fertilizer is used in the buffer."),
    ),
    dict(
        key="D", sta0="37+50", sta1="50+00", limits="Plum Brook crossing to Plum Brook Road", sheet="C-104",
        acres="0.36", soils="Chatfield-Hollis complex (CsC) throughout, with ledge rock at 4 to 6 feet between STA 41+00 and STA 46+50",
        desc=("Segment D rises from the brook valley to Plum Brook Road at STA 50+00. The east shoulder is "
              "wooded from STA 38+00 to STA 44+00, and 23 trees of 6-inch caliper or larger will be removed "
              "within the 12-foot corridor. Ledge rock will be removed by hydraulic hammer; no blasting is "
              "proposed. Roadside slopes above the shoulder are as steep as 2 horizontal to 1 vertical between "
              "STA 40+00 and STA 43+00. Catch basins CB-11 to CB-19 discharge to the closed drainage system "
              "of Plum Brook Road. Disturbance in Segment D: 0.36 acre."),
        controls=[
            ("Silt fence SF-D1", "East shoulder, STA 37+50 to 44+40", "690 LF",
             "Before tree clearing", "Until 80% perennial cover"),
            ("Erosion control blanket ECB-D1", "Restored 2:1 cut slope, STA 40+00 to 43+00", "2,400 SF",
             "Within 24 hours of final grading of the slope", "Permanent (biodegradable)"),
            ("Stone check dams CD-D1 to CD-D3", "Roadside ditch, STA 40+50, 41+90, 43+30", "3 dams, 2 ft high",
             "Before trench work on the slope", "Until the ditch lining is re-established"),
            ("Inlet protection IP-D11 to IP-D19", "CB-11 to CB-19", "9 inlets, filter insert bags",
             "Before pavement is cut in the segment", "Until final pavement and 80% cover"),
            ("Dewatering bag DW-D", "Shoulder at STA 47+80", "10 ft x 15 ft bag",
             "Before trench dewatering starts", "Until the trench is backfilled"),
        ],
        seq=[
            "Install SF-D1, CD-D1 to CD-D3 and the inlet protection before any tree is cut.",
            "Cut the trees; leave stumps outside the trench line in place; chip brush on site for use as mulch on the wooded shoulder.",
            "Excavate and remove ledge by hydraulic hammer in runs of no more than 300 feet; haul rock spoil to the Town Highway Garage.",
            "Lay, test, chlorinate and flush; transfer 21 services; connect to the Plum Brook Road main.",
            "Grade and blanket the 2:1 cut slope the same day it reaches final grade.",
            "Restore the remaining shoulder and the staging yard; remove controls after 80 percent perennial cover.",
        ],
        restore=("Pavement as in Segment A. The wooded shoulder is restored with topsoil, the roadside seed mix "
                 "and wood chip mulch from the cleared trees; the 2:1 slope receives ECB-D1 over seed."),
    ),
]


def _table(doc, rows, widths=None, header=True, size=8.5):
    t = doc.add_table(rows=len(rows), cols=len(rows[0]))
    t.style = "Table Grid"
    for i, row in enumerate(rows):
        for j, val in enumerate(row):
            cell = t.cell(i, j)
            cell.text = ""
            p = cell.paragraphs[0]
            run = p.add_run(val)
            run.font.size = Pt(size)
            if header and i == 0:
                run.bold = True
            if widths:
                cell.width = Inches(widths[j])
    return t


def build_docx(path):
    doc = Document()
    st = doc.styles["Normal"]
    st.font.name = "Liberation Sans"
    st.font.size = Pt(10)
    for s in ("Heading 1", "Heading 2", "Heading 3", "Title"):
        doc.styles[s].font.name = "Liberation Sans"
    sec = doc.sections[0]
    sec.page_width, sec.page_height = Inches(8.5), Inches(11)
    sec.left_margin = sec.right_margin = Inches(1)
    sec.top_margin = sec.bottom_margin = Inches(0.9)
    fp = sec.footer.paragraphs[0]
    fp.text = "Lovell Street Water Main Replacement - SWPPP - Halvorsen & Quill Engineering, PLLC - March 2024"
    fp.runs[0].font.size = Pt(7.5)

    H = doc.add_heading
    P = doc.add_paragraph

    # ---- cover (page 1)
    for _ in range(4):
        P("")
    t = P()
    t.alignment = WD_ALIGN_PARAGRAPH.CENTER
    r = t.add_run("STORMWATER POLLUTION PREVENTION PLAN")
    r.bold = True
    r.font.size = Pt(20)
    t = P()
    t.alignment = WD_ALIGN_PARAGRAPH.CENTER
    r = t.add_run("LOVELL STREET WATER MAIN REPLACEMENT\nSTA 0+00 TO STA 50+00")
    r.bold = True
    r.font.size = Pt(14)
    for line in ["Town of Somers, Westchester County, New York", "",
                 "Owner / Applicant:", "Town of Somers Consolidated Water District No. 2",
                 "335 Route 202, Somers, New York 10589", "",
                 "Prepared by:", "Halvorsen & Quill Engineering, PLLC",
                 "41 Main Street, Brewster, New York 10509  (845) 555-0142", "",
                 "HQ Project No. 2317", "March 15, 2024 - Revision 0 - Issued for Town Engineer review",
                 "Submitted with the application for a Stormwater Management and Erosion and Sediment Control "
                 "Permit (administrative permit, Town Code Chapter 93)"]:
        p = P(line)
        p.alignment = WD_ALIGN_PARAGRAPH.CENTER
    doc.add_page_break()

    # ---- contents + section 1 (page 2)
    H("Contents", level=1)
    for line in ["1. Project Description", "2. Existing Site Conditions", "3. Post-Construction Stormwater Management",
                 "4. Pollution Prevention", "5. Construction Phasing and Sequence",
                 "6. Segment A, STA 0+00 to 12+50", "7. Segment B, STA 12+50 to 25+00",
                 "8. Segment C, STA 25+00 to 37+50 (Plum Brook crossing)", "9. Segment D, STA 37+50 to 50+00",
                 "10. Soil Stabilization Plan", "11. Erosion and Sediment Control Practices: Details and Maintenance",
                 "12. Departures from the NYS Standards and Specifications", "13. Responsibilities and Contacts",
                 "14. Certifications",
                 "Drawings (11 x 17): G-001 Title Sheet and Location Map; C-101 to C-104 Plan and Profile; "
                 "C-501 Erosion and Sediment Control Details"]:
        p = P(line)
        p.paragraph_format.space_after = Pt(0)
    doc.add_page_break()
    H("1. Project Description", level=1)
    H("1.1 Scope and location", level=2)
    P("The Town of Somers Consolidated Water District No. 2 will replace approximately 5,000 linear feet of "
      "6-inch cast iron water main beneath Lovell Street, a Town road, between its intersection with Route 100 "
      "(STA 0+00) and Plum Brook Road (STA 50+00) with a new 12-inch ductile iron main. The new main is laid "
      "in the east shoulder about 6 feet off the existing main, which is abandoned in place. The work "
      "includes 11 hydrant assemblies, 14 gate valves, 62 service transfers, a jack-and-bore crossing of "
      "Plum Brook and connections to the existing mains on Route 100 and Plum Brook Road.")
    H("1.2 Size", level=2)
    P("The limit of disturbance is a corridor 12 feet wide along the trench, widened at valve pits, the two "
      "bore pits and the staging yard. Total land disturbance is 1.52 acres (66,200 square feet). Work "
      "advances in short runs, so that no more than 0.45 acre is open at any one time.")
    H("1.3 Type of project and permits", level=2)
    P("This is a linear utility project. It is not routine maintenance under Section 93-5A(3) of the Town "
      "Code, because the main is upsized from 6 to 12 inches and relocated to a new alignment. Because more "
      "than 5,000 square feet will be disturbed, the Town Engineer requires an administrative permit under "
      "Section 93-5C and this SWPPP. Because more than one acre will be disturbed, the District will also "
      "file a Notice of Intent for coverage under the NYSDEC SPDES General Permit for Stormwater Discharges "
      "from Construction Activity, GP-0-20-001.")
    H("1.4 Station segments", level=2)
    _table(doc, [["Segment", "Stations", "Limits", "Disturbance (ac)", "Sheet"]] +
           [[s["key"], "STA %s to %s" % (s["sta0"], s["sta1"]), s["limits"], s["acres"], s["sheet"]] for s in SEGMENTS] +
           [["Total", "STA 0+00 to 50+00", "", "1.52", ""]], widths=[0.8, 1.4, 2.4, 1.0, 0.8])
    P("")
    P("Each segment has its own page in this plan (Sections 6 to 9), with its controls, sequence and "
      "restoration, and its own plan-and-profile sheet at the back of this plan.")
    doc.add_page_break()

    # ---- section 2 (page 3)
    H("2. Existing Site Conditions", level=1)
    H("2.1 Topography and drainage", level=2)
    P("Lovell Street rises from elevation 318 at Route 100 to a crest of 402 near STA 21+00, falls to 356 at "
      "the Plum Brook culvert (STA 31+40) and rises again to 371 at Plum Brook Road. Road grades run from 1 "
      "to 9 percent. The east shoulder slopes at 3 to 15 percent, and the cut slope in Segment D is as steep "
      "as 2:1. Runoff from the road crown sheets to grassed and stone-lined roadside ditches and to 19 catch "
      "basins that discharge at three outfalls (Outfall 1 at STA 11+80, Outfall 2 at STA 24+60, Outfall 3 at "
      "STA 31+20) and to the Plum Brook Road drainage system. Existing and final slopes are the same: the "
      "project restores the existing grades.")
    H("2.2 Soils", level=2)
    P("The Soil Survey of Putnam and Westchester Counties maps four units along the corridor:")
    _table(doc, [["Map unit", "Stations", "Description"],
                 ["ChB - Charlton fine sandy loam, 3 to 8 percent slopes", "0+00 to 14+00",
                  "Deep, well drained loamy glacial till; stony in places"],
                 ["PnC - Paxton fine sandy loam, 8 to 15 percent slopes", "14+00 to 27+50",
                  "Deep, well drained till with a dense, firm substratum at 20 to 36 inches"],
                 ["Sh - Sun loam", "27+50 to 34+00",
                  "Deep, poorly drained soil in the Plum Brook bottom; seasonal high water near the surface"],
                 ["CsC - Chatfield-Hollis complex, rolling, very rocky", "34+00 to 50+00",
                  "Moderately deep and shallow soils over schist bedrock; rock outcrops"]],
           widths=[2.6, 1.0, 2.9])
    P("")
    P("The shoulder within the corridor is mostly road fill of gravelly sand over the native soils. Test pits "
      "dug on January 18, 2024 found groundwater at 3.5 feet in the Sun loam and ledge rock at 4 to 6 feet "
      "between STA 41+00 and STA 46+50. Soil boundaries are shown on Sheets C-101 to C-104.")
    H("2.3 Surface waters, wetlands and receiving water", level=2)
    P("Plum Brook crosses under Lovell Street at STA 31+40 and flows north to the Muscoot Reservoir. The "
      "brook and its bordering wetland are regulated by the Town under Chapter 167; the 100-foot wetland "
      "buffer reaches the road between STA 29+00 and STA 33+50. Receiving water: Plum Brook, tributary to the "
      "Muscoot Reservoir. The Muscoot Reservoir is in the New York City watershed and lies within the "
      "phosphorus TMDL basin; it is on the State's Section 303(d) list for phosphorus.")
    H("2.4 Vegetation and land use", level=2)
    P("The corridor passes 67 residential lots with lawns, hedgerows and ornamental plantings (Segments A to "
      "C) and mixed hardwood woods (Segment D, STA 38+00 to 44+00). Areas outside the 12-foot corridor are "
      "not to be disturbed and are so marked on the sheets.")
    doc.add_page_break()

    # ---- section 3 + 4 (page 4)
    H("3. Post-Construction Stormwater Management", level=1)
    P("The project creates no new impervious area. Pavement is cut only over the trench and is restored in "
      "kind with a trench patch; shoulders are restored to lawn, woods or stone to match the existing "
      "surface. Post-development grades, cover and drainage patterns match pre-development conditions. A "
      "water main replacement is not an activity listed in Section 93-6A(2)(a) through (w), and because no "
      "impervious area is constructed or reconstructed and the hydrology is unchanged, item (w) does not "
      "apply. Post-construction stormwater management practices under Section 93-6A(3) are therefore not "
      "required, and none are proposed.")
    H("4. Pollution Prevention", level=1)
    H("4.1 Litter and construction debris", level=2)
    P("A covered 20-cubic-yard roll-off container is kept at the staging yard for litter, packaging, pipe "
      "wrap and scrap. It is emptied when three-quarters full and its lid is closed at the end of each "
      "workday. Removed asphalt, broken concrete and cast iron fittings are loaded directly into trucks and "
      "hauled off site the same day; nothing is buried in the trench. The crew picks up litter along the "
      "whole open run at the end of each day.")
    H("4.2 Construction chemicals", level=2)
    P("Chemicals used on the job are diesel fuel, hydraulic oil, pipe joint lubricant, form release oil, "
      "thrust-block concrete and sodium hypochlorite for disinfecting the new main. Fuel is kept in a "
      "500-gallon double-walled tank at the staging yard, more than 300 feet from Plum Brook; equipment is "
      "fueled only at the yard or from a fuel truck with drip pans, never within 100 feet of the brook. "
      "Drums and containers are stored on a lined spill pallet under a tarp. A spill kit (absorbent pads, "
      "booms, granular absorbent, drain cover) is carried on every excavator and kept at the yard. Any spill "
      "is contained, cleaned up and reported to the District; spills of petroleum of 5 gallons or more are "
      "also reported to the NYSDEC Spill Hotline (1-800-457-7362) within 2 hours.")
    H("4.3 Flushing water, saw-cut slurry and concrete washout", level=2)
    P("Chlorinated flushing water is dechlorinated with ascorbic acid diffusers to below 0.1 mg/l and "
      "discharged through an energy dissipater onto the pavement toward protected catch basins, never "
      "directly to the brook. Saw-cut slurry is vacuumed as it is made and disposed of at the Town yard. "
      "Concrete trucks wash out only into a lined, leak-proof washout container at the staging yard.")
    doc.add_page_break()

    # ---- section 5 (page 5)
    H("5. Construction Phasing and Sequence", level=1)
    H("5.1 Order of the segments", level=2)
    P("The work proceeds Segment A, then B, then D, with Segment C (the Plum Brook crossing) built last, in "
      "the low-flow period of July through September. Only one segment is active at a time, except that "
      "restoration of the previous segment may overlap the first runs of the next.")
    H("5.2 Limits on open ground", level=2)
    P("Trench work advances in runs of no more than 300 feet, as Section 93-6 of the Town Code requires for "
      "underground utility construction, with the excavated material placed on the uphill side of the "
      "trench. Each run is backfilled and covered with a temporary trench patch or stabilized at the end of "
      "the workday. No more than 0.45 acre is disturbed at any one time, well below the 5-acre limit of the "
      "Erosion Control Manual.")
    H("5.3 General sequence within each segment", level=2)
    for i, s in enumerate([
        "Mark the limits of disturbance and the wetland buffer; locate existing utilities.",
        "Install inlet protection on the catch basins downslope of the work.",
        "Install silt fence, compost filter sock and check dams on the downslope side of the corridor.",
        "Clear and grub the shoulder within the corridor only.",
        "Saw-cut and remove pavement over the trench.",
        "Excavate, lay pipe and backfill in runs of no more than 300 feet; dewater only to a dewatering bag.",
        "Pressure test and disinfect the new main; flush through the dechlorination diffusers.",
        "Transfer services and abandon the old main.",
        "Place the temporary trench patch; topsoil, seed and mulch the shoulder.",
        "Place the final top course after 30 days.",
        "Remove the temporary controls after the shoulder has 80 percent perennial cover, and seed the spots "
        "where they stood.",
    ], 1):
        P("%d. %s" % (i, s))
    H("5.4 Schedule", level=2)
    _table(doc, [["Work", "Start", "Finish"],
                 ["Segment A, STA 0+00 to 12+50", "April 15, 2024", "May 24, 2024"],
                 ["Segment B, STA 12+50 to 25+00", "May 28, 2024", "June 28, 2024"],
                 ["Segment D, STA 37+50 to 50+00", "July 1, 2024", "August 9, 2024"],
                 ["Segment C, STA 25+00 to 37+50", "August 12, 2024", "September 27, 2024"],
                 ["Final top course, all segments", "October 1, 2024", "October 18, 2024"]],
           widths=[3.0, 1.6, 1.6])
    doc.add_page_break()

    # ---- segment pages (pages 6-9)
    for n, s in enumerate(SEGMENTS, 6):
        H("%d. Segment %s, STA %s to %s" % (n, s["key"], s["sta0"], s["sta1"]), level=1)
        P("Limits: %s. Plan and profile: Sheet %s. Soils: %s." % (s["limits"], s["sheet"], s["soils"]))
        H("Description", level=3)
        P(s["desc"])
        H("Controls", level=3)
        P("The table gives, for each practice, its location and size or length, when it is first placed and "
          "how long it must stay in place.")
        _table(doc, [["Practice", "Location", "Size / length", "Initial placement", "Remains in place"]] +
               [list(c) for c in s["controls"]], widths=[1.55, 1.6, 1.15, 1.1, 1.1], size=8)
        H("Sequence", level=3)
        for i, st in enumerate(s["seq"], 1):
            p = P("%s%d. %s" % (s["key"], i, st))
            p.paragraph_format.space_after = Pt(1)
        H("Restoration", level=3)
        P(s["restore"])
        doc.add_page_break()

    # ---- section 10 (page 10)
    H("10. Soil Stabilization Plan", level=1)
    P("Temporary and permanent stabilization follow the New York State Standards and Specifications for "
      "Erosion and Sediment Control (November 2016), for each stage of the work from clearing of the "
      "shoulder to final stabilization.")
    H("10.1 Temporary stabilization", level=2)
    P("Because the project drains to the Muscoot Reservoir phosphorus TMDL basin, any disturbed area where "
      "work has stopped and will not resume within 7 days is stabilized within 7 days. Temporary seeding is "
      "annual ryegrass at 30 lb per acre (0.7 lb per 1,000 square feet) with straw mulch at 2 tons per acre "
      "(90 lb per 1,000 square feet); after October 15, straw mulch alone is applied at the same rate and "
      "anchored with tackifier. Soil stockpiles left more than 7 days are covered with anchored plastic "
      "sheeting or seeded and mulched. Trench runs are closed and patched each day, so open trench is never "
      "left exposed overnight.")
    H("10.2 Permanent stabilization", level=2)
    P("Shoulders receive 4 inches of screened topsoil and the roadside seed mix: 50 percent creeping red "
      "fescue, 25 percent Kentucky bluegrass and 25 percent perennial ryegrass at 5 lb per 1,000 square feet, "
      "with straw mulch. Lime is applied as the soil test directs; fertilizer is phosphorus-free (the NYC "
      "watershed) and is not used in the wetland buffer. Slopes steeper than 3:1 and ditch sections steeper "
      "than 5 percent receive double-net straw erosion control blanket over seed. The wetland buffer is "
      "restored with a native buffer mix. Paved areas are restored with binder and top course. Final "
      "stabilization is reached when all disturbed soil has a uniform perennial cover of 80 percent or is "
      "paved or stone-surfaced.")
    H("10.3 Seeding windows", level=2)
    P("Permanent seeding is done April 1 to June 1 and August 15 to October 15. Outside those windows the "
      "area is temporarily stabilized as in 10.1 and permanently seeded in the next window.")
    doc.add_page_break()

    # ---- section 11 (pages 11-12)
    H("11. Erosion and Sediment Control Practices: Details and Maintenance", level=1)
    P("Locations, sizes and lengths of each practice are listed on the segment pages and drawn on Sheets "
      "C-101 to C-104. Details are on Sheet C-501. Dimensions, materials, installation and maintenance are:")
    _table(doc, [
        ["Practice", "Dimensions and materials", "Installation", "Operation and maintenance"],
        ["Silt fence (SF)", "Woven polypropylene geotextile, 36 in wide, 24 in minimum height above grade; "
                            "hardwood posts 2 in x 2 in x 48 in at 8 ft maximum spacing",
         "Toe geotextile into a 6 in x 6 in trench, backfill and compact; posts driven 16 in minimum; ends "
         "turned uphill", "Remove sediment when it reaches one-half the fence height; repair tears and sags "
                          "the same day; replace fabric after 6 months of use"],
        ["Reinforced silt fence (SF-C1)", "As silt fence, backed by 14-gauge welded wire mesh, 6 in x 6 in; "
                                          "steel T-posts at 6 ft spacing", "As silt fence; mesh fastened to "
                                          "posts with wire ties", "As silt fence"],
        ["Compost filter sock (CFS)", "12 in diameter mesh sock filled with weed-free compost meeting the "
                                      "Standards' gradation", "Laid on pavement or grade, ends overlapped "
                                      "2 ft; staked with 2 in x 2 in stakes at 10 ft where on soil",
         "Remove sediment at one-half sock height; replace crushed or torn sections; slit and spread the "
         "compost on the shoulder at removal"],
        ["Inlet protection (IP)", "Woven geotextile filter insert bag sized to the grate, with overflow "
                                  "ports and lifting straps", "Hung in the catch basin under the grate",
         "Empty when one-third full or after any storm that leaves standing water; replace torn bags"],
        ["Stabilized construction entrance (SCE-1)", "NYSDOT No. 3 (1.5 to 3.5 in) crushed stone, 6 in thick "
                                                     "minimum, on nonwoven geotextile; 14 ft wide x 35 ft long",
         "Graded to drain away from the road; see Section 12 for the length", "Top-dress with clean stone when "
         "voids fill; sweep any sediment tracked onto Lovell Street by the end of the day"],
        ["Stone check dam (CD)", "NYSDOT No. 2 stone, 2 ft high at the ends, center 6 in lower; spaced so the "
                                 "toe of the upper dam is at the crest of the lower", "Keyed 6 in into the "
                                 "ditch bottom and sides", "Remove sediment when it reaches one-half the "
                                 "dam height; restore displaced stone"],
        ["Dewatering bag (DW)", "Nonwoven geotextile bag, 10 ft x 15 ft, 8 oz per sq yd", "Placed on a "
                                "6 in straw or stone bed on level ground at least 50 ft from any water, hose "
                                "clamped at the inlet", "Replace when one-half full or when flow slows; "
                                "dispose of the bag and sediment off site"],
        ["Erosion control blanket (ECB)", "Double-net straw blanket, 100% biodegradable", "Anchored in a "
                                          "6 in trench at the top; overlaps 4 in side and 6 in end; staples "
                                          "at 1.5 per sq yd", "Re-staple loose blanket; repair washouts and "
                                          "reseed"],
        ["Construction fence (CF)", "Orange polyethylene safety fence, 4 ft high, on steel posts at 8 ft",
         "Set at the buffer limit before work", "Re-set fallen sections the same day"],
    ], widths=[1.2, 1.9, 1.7, 1.7], size=7.5)
    H("11.2 Construction observation", level=2)
    P("The District's Resident Project Representative will observe trench backfill compaction, with one "
      "density test for each 200 feet of trench and for each lift at valve pits and bore pits, and will "
      "inspect the pavement restoration at the completion of each segment and again before the one-year "
      "guarantee inspection. Observation reports are filed with the District's contract records.")
    H("11.3 Removal", level=2)
    P("Temporary practices are removed only after the area they protect is finally stabilized, with the "
      "Town Engineer's concurrence. Trapped sediment is spread on stabilized upland areas and seeded, or "
      "hauled off site.")
    doc.add_page_break()

    # ---- section 12 + 13 (page)
    H("12. Departures from the NYS Standards and Specifications", level=1)
    P("One element of the design does not conform to the New York State Standards and Specifications for "
      "Erosion and Sediment Control:")
    P("Stabilized construction entrance SCE-1. The Standard calls for a length of at least 50 feet. The "
      "staging yard is only 38 feet deep between the edge of Lovell Street and the retaining wall at its "
      "rear, so SCE-1 is 35 feet long. Reason: the lot is too shallow for a 50-foot entrance. Equivalence: a "
      "12-foot steel rumble grate (shaker plate) is set at the road end of the entrance, so every vehicle "
      "leaving the yard passes over 35 feet of stone and the grate, which together remove at least as much "
      "soil from the tires as a 50-foot stone pad. The grate is cleaned out when its pit is one-half full, "
      "and the road in front of the yard is swept with a mechanical sweeper at the end of each workday.")
    P("All other practices are designed and will be installed as the Standards specify.")
    H("13. Responsibilities and Contacts", level=1)
    _table(doc, [
        ["Role", "Name", "Responsibility"],
        ["Owner / Applicant", "Town of Somers Consolidated Water District No. 2; Superintendent Paul Ostrander, "
                              "(914) 555-0107", "Holds the permits; provides the Resident Project Representative"],
        ["Design engineer", "Halvorsen & Quill Engineering, PLLC; Marta K. Halvorsen, P.E., (845) 555-0142",
         "Prepared this SWPPP; amends it when conditions change"],
        ["Contractor", "Ridgeline Utility Constructors, Inc.; Dominic A. Ferrante, Project Superintendent, "
                       "(845) 555-0188", "Installs, maintains and removes all erosion and sediment controls in "
                                         "all four segments; keeps this SWPPP on site"],
        ["Town Engineer", "Town of Somers Planning and Engineering Department, (914) 555-0131",
         "Reviews this SWPPP; issues the administrative permit; inspections under Section 93-15"],
    ], widths=[1.3, 2.7, 2.5], size=8)
    P("")
    P("A copy of this SWPPP is kept in the contractor's field trailer at the staging yard from the start of "
      "work until final stabilization.")
    doc.add_page_break()

    # ---- section 14 certifications (2 pages)
    H("14. Certifications", level=1)
    H("14.1 Preparer's certification", level=2)
    P("I certify that this Stormwater Pollution Prevention Plan was prepared by me or under my direct "
      "supervision, and that the design of all stormwater management practices meets the requirements of "
      "Chapter 93 of the Code of the Town of Somers.")
    for line in ["", "Signature: /s/ Marta K. Halvorsen", "Name: Marta K. Halvorsen, P.E.",
                 "New York Professional Engineer License No. 087412",
                 "Halvorsen & Quill Engineering, PLLC, 41 Main Street, Brewster, NY 10509",
                 "Date: March 15, 2024", "[P.E. SEAL]"]:
        P(line)
    doc.add_page_break()
    H("14.2 Contractor's certification", level=2)
    P("Each contractor and subcontractor who will disturb soil or install or maintain erosion and sediment "
      "controls signs this statement before starting work.")
    P("\"I certify under penalty of law that I understand and agree to comply with the terms and conditions "
      "of the Stormwater Pollution Prevention Plan. I also understand that it is unlawful for any person to "
      "cause or contribute to a violation of water quality standards.\"")
    _table(doc, [
        ["Field", "Entry"],
        ["Signature", "/s/ Dominic A. Ferrante"],
        ["Name and title", "Dominic A. Ferrante, Project Superintendent"],
        ["Contracting firm", "Ridgeline Utility Constructors, Inc."],
        ["Firm address and telephone", "88 Fair Street, Carmel, NY 10512; (845) 555-0188"],
        ["Site", "Lovell Street Water Main Replacement, STA 0+00 to 50+00, Town of Somers, NY"],
        ["Responsible for", "All erosion and sediment controls, Segments A to D"],
        ["Date", "March 22, 2024"],
    ], widths=[2.0, 4.5], header=False, size=9)
    doc.save(path)


# --------------------------------------------------------------------------------------------
# Sheets (reportlab, 11 x 17 landscape), text emitted out of reading order
# --------------------------------------------------------------------------------------------

W, HH = landscape((11 * 72, 17 * 72))


class CadSheet:
    """Collects geometry and text, then writes them in a shuffled drawing order."""

    def __init__(self, c, seed):
        self.c = c
        self.items = []
        self.rng = random.Random(seed)

    def line(self, *pts, w=0.6, dash=None, gray=0):
        self.items.append(("line", pts, w, dash, gray))

    def rect(self, x, y, w, h, lw=0.6, fill=None, dash=None):
        self.items.append(("rect", (x, y, w, h), lw, fill, dash))

    def text(self, x, y, s, size=6.5, font="CadMono", rot=0, anchor="l"):
        self.items.append(("text", (x, y), s, size, font, rot, anchor))

    def flush(self):
        c = self.c
        self.rng.shuffle(self.items)
        for it in self.items:
            if it[0] == "line":
                _, pts, w, dash, gray = it
                c.setLineWidth(w)
                c.setStrokeGray(gray)
                c.setDash(dash) if dash else c.setDash([])
                p = c.beginPath()
                p.moveTo(*pts[0])
                for q in pts[1:]:
                    p.lineTo(*q)
                c.drawPath(p, stroke=1, fill=0)
            elif it[0] == "rect":
                _, (x, y, w, h), lw, fill, dash = it
                c.setLineWidth(lw)
                c.setStrokeGray(0)
                c.setDash(dash) if dash else c.setDash([])
                if fill is not None:
                    c.setFillGray(fill)
                c.rect(x, y, w, h, stroke=1, fill=1 if fill is not None else 0)
                c.setFillGray(0)
            else:
                _, (x, y), s, size, font, rot, anchor = it
                c.saveState()
                c.setFillGray(0)
                c.translate(x, y)
                if rot:
                    c.rotate(rot)
                c.setFont(font, size)
                if anchor == "c":
                    c.drawCentredString(0, 0, s)
                elif anchor == "r":
                    c.drawRightString(0, 0, s)
                else:
                    c.drawString(0, 0, s)
                c.restoreState()
        self.items = []


def title_block(cs, sheet, title, n, total):
    x0 = W - 3.3 * 72
    cs.rect(18, 18, W - 36, HH - 36, lw=1.4)
    cs.rect(x0, 18, 3.3 * 72 - 18, 2.3 * 72, lw=1.0)
    y = 18 + 2.3 * 72 - 14
    for s, sz in [("HALVORSEN & QUILL ENGINEERING, PLLC", 7.5), ("41 MAIN STREET, BREWSTER, NY 10509", 6),
                  ("TOWN OF SOMERS CONSOLIDATED WATER DISTRICT NO. 2", 6.5),
                  ("LOVELL STREET WATER MAIN REPLACEMENT", 7.5), (title, 7.5),
                  ("PROJECT NO. 2317     DATE: 03/15/2024", 6), ("DRAWN: JRP   CHECKED: MKH", 6),
                  ("SHEET %s   (%d OF %d)" % (sheet, n, total), 9)]:
        cs.text(x0 + 8, y, s, size=sz, font="CadMonoB" if sz >= 7.5 else "CadMono")
        y -= 17
    cs.text(x0 + 8, 26, "NOT FOR CONSTRUCTION UNTIL APPROVED BY THE TOWN ENGINEER", size=5)


def draw_general_sheet(c, n, total):
    cs = CadSheet(c, 11)
    title_block(cs, "G-001", "TITLE SHEET, LOCATION MAP AND LEGEND", n, total)
    cs.text(60, HH - 70, "LOVELL STREET WATER MAIN REPLACEMENT - STA 0+00 TO STA 50+00", size=16, font="CadMonoB")
    cs.text(60, HH - 92, "TOWN OF SOMERS, WESTCHESTER COUNTY, NEW YORK", size=10)
    # location map
    mx, my, mw, mh = 60, 200, 430, 430
    cs.rect(mx, my, mw, mh, lw=1)
    cs.text(mx, my + mh + 10, "GENERAL LOCATION MAP   SCALE: 1 IN = 2,000 FT", size=8, font="CadMonoB")
    cs.line((mx + 40, my + 20), (mx + 120, my + 200), (mx + 150, my + 410), w=2)  # route 100
    cs.text(mx + 125, my + 260, "ROUTE 100", size=7, rot=80)
    cs.line((mx + 20, my + 330), (mx + 200, my + 330), (mx + 410, my + 360), w=2)  # route 202
    cs.text(mx + 250, my + 352, "ROUTE 202", size=7)
    cs.line((mx + 95, my + 145), (mx + 200, my + 170), (mx + 300, my + 150), (mx + 360, my + 190), w=3)
    cs.text(mx + 190, my + 178, "LOVELL STREET (PROJECT)", size=7, font="CadMonoB")
    cs.line((mx + 300, my + 60), (mx + 290, my + 150), (mx + 320, my + 300), (mx + 330, my + 420), w=0.8, dash=[3, 2])
    cs.text(mx + 333, my + 280, "PLUM BROOK", size=6.5, rot=80)
    cs.rect(mx + 300, my + 380, 110, 40, lw=0.8, fill=0.85)
    cs.text(mx + 305, my + 398, "MUSCOOT RESERVOIR", size=6.5)
    cs.text(mx + 80, my + 120, "STA 0+00", size=6)
    cs.text(mx + 350, my + 200, "STA 50+00", size=6)
    cs.line((mx + mw - 30, my + 30), (mx + mw - 30, my + 70), w=1)
    cs.text(mx + mw - 33, my + 75, "N", size=9, font="CadMonoB")
    # sheet index
    sx = 560
    cs.text(sx, 690, "SHEET INDEX", size=9, font="CadMonoB")
    for i, s in enumerate(["G-001  TITLE SHEET, LOCATION MAP AND LEGEND",
                           "C-101  PLAN AND PROFILE, SEGMENT A, STA 0+00 TO 12+50",
                           "C-102  PLAN AND PROFILE, SEGMENT B, STA 12+50 TO 25+00",
                           "C-103  PLAN AND PROFILE, SEGMENT C, STA 25+00 TO 37+50",
                           "C-104  PLAN AND PROFILE, SEGMENT D, STA 37+50 TO 50+00",
                           "C-501  EROSION AND SEDIMENT CONTROL DETAILS"]):
        cs.text(sx, 672 - i * 13, s, size=7)
    cs.text(sx, 570, "LEGEND", size=9, font="CadMonoB")
    leg = [("- - - - - -", "LIMIT OF DISTURBANCE (12 FT CORRIDOR)"), ("-x-x-x-x-", "SILT FENCE"),
           ("=========", "COMPOST FILTER SOCK"), ("[IP]", "INLET PROTECTION"), ("<>", "STONE CHECK DAM"),
           ("........", "SOIL MAP UNIT BOUNDARY"), ("~~~~~~", "WETLAND BOUNDARY / 100 FT BUFFER"),
           ("--->", "DRAINAGE FLOW DIRECTION"), ("(O#)", "STORMWATER DISCHARGE POINT (OUTFALL)"),
           ("=12\"DI=", "PROPOSED 12-IN DUCTILE IRON WATER MAIN")]
    for i, (sym, lab) in enumerate(leg):
        cs.text(sx, 552 - i * 13, sym, size=7)
        cs.text(sx + 80, 552 - i * 13, lab, size=7)
    cs.text(sx, 400, "GENERAL NOTES", size=9, font="CadMonoB")
    notes = ["1. SITE MAP SCALE ON SHEETS C-101 TO C-104: 1 IN = 100 FT HORIZONTAL, 1 IN = 10 FT VERTICAL.",
             "2. TOTAL SITE AREA (LIMIT OF DISTURBANCE): 1.52 AC. ALL LAND OUTSIDE THE LIMIT IS NOT TO BE DISTURBED.",
             "3. NO MATERIAL, WASTE, BORROW OR EQUIPMENT STORAGE ON ADJACENT PROPERTIES. STAGING YARD ON",
             "   WATER DISTRICT LOT AT STA 2+50 ONLY. ROCK SPOIL TO TOWN HIGHWAY GARAGE (OFF SITE, STABILIZED).",
             "4. EXISTING AND FINAL GRADES ARE THE SAME: RESTORE TO EXISTING SLOPES.",
             "5. SOIL MAP UNITS FROM THE SOIL SURVEY OF PUTNAM AND WESTCHESTER COUNTIES.",
             "6. SEE SWPPP SECTIONS 6 TO 9 FOR EACH SEGMENT'S CONTROLS, SEQUENCE AND RESTORATION."]
    for i, s in enumerate(notes):
        cs.text(sx, 382 - i * 12, s, size=6.5)
    cs.flush()


def draw_pp_sheet(c, seg, n, total, seed):
    cs = CadSheet(c, seed)
    title_block(cs, seg["sheet"], "PLAN AND PROFILE, SEGMENT %s" % seg["key"], n, total)
    k = seg["key"]
    s0 = int(seg["sta0"].split("+")[0])
    # plan view area: 1250 ft at 1"=100' = 12.5 in = 900 pt
    px0, py0 = 60, 430
    ft = 0.72  # points per foot (1 in = 100 ft)
    cs.text(px0, HH - 50, "PLAN - SEGMENT %s - STA %s TO STA %s" % (k, seg["sta0"], seg["sta1"]), size=10, font="CadMonoB")
    cs.text(px0, HH - 64, "SCALE: 1 IN = 100 FT", size=7)
    cl_y = py0 + 150
    cs.line((px0, cl_y), (px0 + 1250 * ft, cl_y), w=0.5, dash=[8, 2, 2, 2])
    cs.text(px0 + 5, cl_y + 40, "LOVELL STREET (TOWN ROAD, 24 FT PAVEMENT)", size=7)
    cs.line((px0, cl_y + 12), (px0 + 1250 * ft, cl_y + 12), w=0.8)
    cs.line((px0, cl_y - 12), (px0 + 1250 * ft, cl_y - 12), w=0.8)
    cs.line((px0, cl_y - 18), (px0 + 1250 * ft, cl_y - 18), w=1.8)
    cs.text(px0 + 300, cl_y - 30, "PROP. 12\" DI WATER MAIN (EAST SHOULDER)", size=6.5)
    cs.line((px0, cl_y - 8), (px0 + 1250 * ft, cl_y - 8), w=0.5, dash=[4, 3], gray=0.4)
    cs.text(px0 + 700, cl_y - 5, "EX. 6\" CI MAIN - ABANDON IN PLACE", size=6)
    # limit of disturbance
    cs.line((px0, cl_y - 26), (px0 + 1250 * ft, cl_y - 26), w=0.7, dash=[6, 3])
    cs.line((px0, cl_y - 6), (px0 + 1250 * ft, cl_y - 6), w=0.3, dash=[6, 3])
    cs.text(px0 + 40, cl_y - 125, "LIMIT OF DISTURBANCE (12 FT CORRIDOR, DASHED)", size=6.5, font="CadMonoB")
    cs.text(px0 + 40, cl_y + 70, "AREA NOT TO BE DISTURBED", size=6.5)
    cs.text(px0 + 600, cl_y - 110, "AREA NOT TO BE DISTURBED", size=6.5)
    for i in range(0, 13):
        x = px0 + i * 100 * ft
        cs.line((x, cl_y - 4), (x, cl_y + 4), w=0.5)
        cs.text(x, cl_y + 16, "%d+00" % (s0 + i), size=5.5, anchor="c")
    # controls depiction
    y_sf = cl_y - 34
    for j, ctl in enumerate(seg["controls"]):
        name = ctl[0]
        x = px0 + 40 + j * 150
        if name.lower().startswith(("silt", "reinforced", "compost")):
            cs.line((x - 30, y_sf), (x + 110, y_sf), w=0.9, dash=[2, 2])
        cs.text(x - 30, y_sf - 14 - (j % 2) * 26, name.upper(), size=5.8, font="CadMonoB")
        cs.text(x - 30, y_sf - 22 - (j % 2) * 26, ("%s - %s" % (ctl[2], ctl[1])).upper(), size=5.3)
    # soils boundaries / vegetation / drainage
    soil_txt = {"A": [("CHB - CHARLTON FINE SANDY LOAM", 0)],
                "B": [("CHB", 0), ("PNC - PAXTON FINE SANDY LOAM", 150)],
                "C": [("PNC", 0), ("SH - SUN LOAM", 250), ("CSC - CHATFIELD-HOLLIS", 900)],
                "D": [("CSC - CHATFIELD-HOLLIS COMPLEX (LEDGE 4-6 FT, STA 41+00 TO 46+50)", 0)]}[k]
    for lab, off in soil_txt:
        x = px0 + off * ft
        if off:
            cs.line((x, py0 + 20), (x, py0 + 300), w=0.4, dash=[1, 2])
        cs.text(x + 4, py0 + 285, "SOIL: " + lab, size=6)
    veg = {"A": "EX. VEGETATION: LAWN AND HEDGEROW", "B": "EX. VEGETATION: LAWN, HEDGEROW, WOODED SWALE",
           "C": "EX. VEGETATION: LAWN; WETLAND SHRUB/MEADOW", "D": "EX. VEGETATION: MIXED HARDWOOD WOODS"}[k]
    cs.text(px0 + 420, py0 + 250, veg, size=6)
    for i in range(4):
        x = px0 + 120 + i * 230
        cs.line((x, cl_y + 60), (x, cl_y + 30), w=0.6)
        cs.text(x + 3, cl_y + 48, "FLOW", size=5)
    slopes = {"A": "EX. SLOPE 2-5% / FINAL SLOPE: MATCH EXISTING", "B": "EX. SLOPE UP TO 9% / FINAL: MATCH EXISTING",
              "C": "EX. SLOPE 1-6%; FILL EMBANKMENT 2:1 AT CULVERT / FINAL: MATCH EXISTING",
              "D": "EX. CUT SLOPE 2:1 STA 40+00-43+00 / FINAL: MATCH EXISTING, ECB"}[k]
    cs.text(px0 + 420, py0 + 236, slopes, size=6)
    outfall = {"A": ("OUTFALL 1 (STA 11+80) TO ROADSIDE SWALE / PLUM BROOK", 1180),
               "B": ("OUTFALL 2 (STA 24+60) TO WOODED SWALE", 1210),
               "C": ("OUTFALL 3 (STA 31+20) DISCHARGE TO PLUM BROOK", 620),
               "D": ("DISCHARGE TO PLUM BROOK ROAD DRAINAGE (STA 50+00)", 1230)}[k]
    ox = px0 + (outfall[1] % 1250) * ft
    cs.rect(ox - 4, cl_y + 80, 8, 8, lw=0.8, fill=0)
    cs.text(ox - 200, cl_y + 95, outfall[0], size=6, font="CadMonoB")
    if k == "C":
        bx = px0 + 640 * ft
        cs.line((bx - 30, py0 + 10), (bx - 10, cl_y), (bx + 10, py0 + 300), w=1.2, dash=[5, 2])
        cs.text(bx + 14, py0 + 40, "PLUM BROOK (48\" CULVERT)", size=6.5, rot=75)
        cs.rect(px0 + 400 * ft, py0 + 15, 450 * ft, 70, lw=0.4, dash=[1, 1])
        cs.text(px0 + 405 * ft, py0 + 20, "~~ TOWN-REGULATED WETLAND AND 100 FT BUFFER, STA 29+00 TO 33+50 ~~", size=6)
        cs.text(px0 + 590 * ft, cl_y - 60, "BORE PITS STA 30+90 / 31+90", size=6)
    if k == "A":
        cs.rect(px0 + 250 * ft - 20, cl_y - 110, 40, 40, lw=0.6)
        cs.text(px0 + 250 * ft - 20, cl_y - 120, "STAGING YARD 0.08 AC", size=6)
    # profile
    pr_x, pr_y = 60, 70
    cs.text(pr_x, pr_y + 300, "PROFILE - SEGMENT %s   HORIZ: 1 IN = 100 FT   VERT: 1 IN = 10 FT" % k, size=9, font="CadMonoB")
    cs.rect(pr_x, pr_y, 1250 * ft, 280, lw=0.5)
    elev = {"A": (318, 361), "B": (361, 402), "C": (398, 356), "D": (356, 371)}[k]
    rng = random.Random(seed)
    pts, ppts = [], []
    for i in range(14):
        e = elev[0] + (elev[1] - elev[0]) * i / 13 + rng.uniform(-2, 2)
        x = pr_x + i * 1250 * ft / 13
        y = pr_y + 40 + (e - min(elev) + 5) * 3.2
        pts.append((x, y))
        ppts.append((x, y - 20))
    cs.line(*pts, w=0.9)
    cs.line(*ppts, w=1.8)
    cs.text(pr_x + 20, pts[1][1] + 8, "EXISTING GROUND", size=6)
    cs.text(pr_x + 20, ppts[1][1] - 12, "PROP. 12\" DI, 5 FT MIN. COVER", size=6)
    for i in range(0, 13):
        x = pr_x + i * 100 * ft
        cs.text(x, pr_y - 12, "%d+00" % (s0 + i), size=5.5, anchor="c")
    for j in range(0, 6):
        e = min(elev) - 5 + j * 10
        cs.text(pr_x - 4, pr_y + 40 + (e - min(elev) + 5) * 3.2, "%d" % e, size=5.5, anchor="r")
    cs.text(pr_x + 1250 * ft + 10, pr_y + 200, "SEGMENT %s DISTURBANCE: %s AC" % (k, seg["acres"]), size=7, font="CadMonoB")
    cs.text(pr_x + 1250 * ft + 10, pr_y + 185, "SEE SWPPP SECTION %d" % (6 + "ABCD".index(k)), size=6.5)
    cs.flush()


def draw_details_sheet(c, n, total):
    cs = CadSheet(c, 99)
    title_block(cs, "C-501", "EROSION AND SEDIMENT CONTROL DETAILS", n, total)
    boxes = [
        ("SILT FENCE", ["WOVEN GEOTEXTILE 36 IN WIDE, 24 IN MIN. ABOVE GRADE", "2x2 IN HARDWOOD POSTS, 48 IN LONG, 8 FT O.C. MAX.",
                        "TOE-IN TRENCH 6 IN x 6 IN, BACKFILL AND COMPACT", "REMOVE SEDIMENT AT 1/2 FENCE HEIGHT"]),
        ("COMPOST FILTER SOCK", ["12 IN DIA. MESH SOCK, WEED-FREE COMPOST", "OVERLAP ENDS 2 FT", "STAKE 10 FT O.C. ON SOIL",
                                 "REMOVE SEDIMENT AT 1/2 SOCK HEIGHT"]),
        ("INLET PROTECTION - FILTER INSERT", ["WOVEN GEOTEXTILE BAG SIZED TO GRATE", "OVERFLOW PORTS, LIFTING STRAPS",
                                             "EMPTY WHEN 1/3 FULL"]),
        ("STABILIZED CONSTRUCTION ENTRANCE SCE-1", ["NYSDOT NO. 3 STONE, 6 IN MIN. THICK", "NONWOVEN GEOTEXTILE UNDERLAY",
                                                   "14 FT WIDE x 35 FT LONG + 12 FT RUMBLE GRATE", "SEE SWPPP SECTION 12"]),
        ("STONE CHECK DAM", ["NYSDOT NO. 2 STONE, 2 FT HIGH AT ENDS", "CENTER 6 IN LOWER", "KEY 6 IN INTO DITCH",
                             "TOE OF UPPER DAM AT CREST OF LOWER"]),
        ("DEWATERING BAG", ["NONWOVEN GEOTEXTILE 8 OZ/SY, 10 FT x 15 FT", "ON 6 IN STRAW OR STONE BED",
                            "50 FT MIN. FROM ANY WATER", "REPLACE WHEN 1/2 FULL"]),
    ]
    for i, (t, lines) in enumerate(boxes):
        col, row = i % 3, i // 3
        x = 50 + col * 300
        y = HH - 80 - row * 330
        cs.rect(x, y - 290, 280, 280, lw=0.8)
        cs.text(x + 10, y - 24, "DETAIL %d: %s" % (i + 1, t), size=7.5, font="CadMonoB")
        cs.text(x + 10, y - 36, "NOT TO SCALE", size=6)
        cs.line((x + 30, y - 150), (x + 250, y - 150), w=1)
        cs.line((x + 60, y - 150), (x + 60, y - 90), w=1.4)
        cs.line((x + 200, y - 150), (x + 200, y - 90), w=1.4)
        for j, s in enumerate(lines):
            cs.text(x + 10, y - 190 - j * 12, s, size=6)
    cs.flush()


def build_sheets(path):
    pdfmetrics.registerFont(TTFont("CadMono", os.path.join(FONT_DIR, "dejavu/DejaVuSansMono.ttf")))
    pdfmetrics.registerFont(TTFont("CadMonoB", os.path.join(FONT_DIR, "dejavu/DejaVuSansMono-Bold.ttf")))
    c = canvas.Canvas(path, pagesize=(W, HH))
    c.setCreator("AutoCAD-style plot (reportlab)")
    c.setProducer("PDF plot driver (reportlab)")
    total = 6
    draw_general_sheet(c, 1, total)
    c.showPage()
    for i, seg in enumerate(SEGMENTS):
        draw_pp_sheet(c, seg, 2 + i, total, seed=101 + i)
        c.showPage()
    draw_details_sheet(c, 6, total)
    c.showPage()
    c.save()


def build(out_pdf, work):
    os.makedirs(work, exist_ok=True)
    docx_path = os.path.join(work, NAME + "_narrative.docx")
    build_docx(docx_path)
    narrative = soffice_to_pdf(docx_path, work)
    sheets = os.path.join(work, NAME + "_sheets.pdf")
    build_sheets(sheets)
    merge([(narrative, None), (sheets, None)], out_pdf,
          producer="LibreOffice Writer (narrative) + CAD plot via reportlab (sheets), bound with pypdf",
          title="SWPPP - Lovell Street Water Main Replacement")
    return out_pdf
