"""Plan 1: Village of Asharoken permit-tracking database export (reportlab, landscape letter)."""
from reportlab.lib.pagesizes import letter, landscape
from reportlab.platypus import SimpleDocTemplate, Table, TableStyle, Paragraph, Spacer, PageBreak
from reportlab.lib.styles import ParagraphStyle
from reportlab.lib import colors
from reportlab.pdfgen import canvas
from pypdf import PdfReader, PdfWriter
import os

NAME = 'p7b_asharoken_beach_pavilion_permit_export'
W, H = landscape(letter)
cell = ParagraphStyle('c', fontName='Helvetica', fontSize=8.8, leading=10.8)
cellb = ParagraphStyle('cb', parent=cell, fontName='Helvetica-Bold')
hdr = ParagraphStyle('h', fontName='Helvetica-Bold', fontSize=8.8, leading=10.6, textColor=colors.white)

ROWS = [
 ('GEN-01', 'Permit record / applicant of record', 'Applicant: Asharoken Beach Association, Inc., c/o Marguerite Delacroix, President, 412 Asharoken Avenue, Northport NY 11768. Agent: Halvorsen Coastal Engineering, PLLC, 77 Main Street, Northport NY 11768, (631) 555-0147. Record created 09/22/2026 by Clerk (J. Faherty).', '-', 'Accepted'),
 ('GEN-02', 'Applicability (Ch. 44 s. 44-3; s. 44-8B(2))', 'Land development activity: total soil disturbance 1.62 acres (70,570 sq ft), a non-residential recreational facility. Condition C of s. 44-8B(2) applies (at least one but less than five acres, not single-family residential). Post-construction stormwater controls are therefore required and are addressed under rows 8B3-b through 8B3-i.', '-', 'Accepted'),
 ('GEN-03', 'Other environmental permits (s. 44-8D)', 'NYSDEC Tidal Wetlands / Coastal Erosion Hazard Area permit application No. 1-4720-03311/00001 filed 10/02/2026 (pavilion is landward of the CEHA line; dune walkover is within it). NYS Department of State coastal consistency: not required (no federal permit). Suffolk County Department of Health Services: sanitary flow review for the restroom addition filed 09/30/2026. Village Board of Trustees site plan review: scheduled 12/08/2026. NYSDEC SPDES General Permit GP-0-25-001 Notice of Intent to be filed by the owner after Village SWPPP acceptance.', '-', 'In progress'),
 ('GEN-04', 'SEQRA classification', 'Unlisted action; Short EAF Part 1 submitted with the site plan application. Village Board is lead agency. Negative declaration anticipated.', '-', 'Accepted'),
 ('GEN-05', 'Fees (Village fee schedule)', 'SWPPP review fee $750.00 paid 09/22/2026, receipt 26-0412. Engineering review escrow $2,500.00 posted 09/29/2026.', '-', 'Paid'),
 ('8B1-a', 'Background information: scope, location, type and size of project', 'The project is the replacement of the existing beach pavilion of the Asharoken Beach Association at 412 Asharoken Avenue (Section 3, Block 1, Lot 22.1), a 3.41-acre parcel between Asharoken Avenue and Long Island Sound. Work consists of demolition of the 1962 wood-frame pavilion, construction of a 3,900 sq ft elevated pavilion with restrooms and outdoor showers, reconstruction of the 44-space gravel parking field as a porous-paver and asphalt lot, a new 8-ft boardwalk to the beach and replacement of the dune walkover. Total disturbance is 1.62 acres; new impervious cover increases from 0.38 to 0.61 acres. Construction is planned from October 2026 (after the bathing season) through May 2027.', 'Att. 1', 'Complete'),
 ('8B1-b', 'Site map / construction drawings incl. general location map; scale no smaller than 1 in = 100 ft', 'Attachment 1 (Sheet SW-1, Erosion and Sediment Control and Stormwater Plan, 1 in = 40 ft) shows the total site area, the proposed improvements, the limit of disturbance, undisturbed dune and bluff vegetation to remain, existing and finished contours, the drainage pattern toward the Sound, the single discharge point (existing 15-in outfall at the bulkhead) and the contractor staging area on the parcel. No off-site storage, borrow or waste areas will be used. A general location map is inset on the sheet.', 'Att. 1', 'Complete'),
 ('8B1-c', 'Description of soils present at the site', 'Per the USDA NRCS Web Soil Survey for Suffolk County, the upland portion of the site is mapped as Plymouth loamy sand, 3 to 8 percent slopes (PlB), and the beach and dune as Beaches (Bc) and Dune land (Du). Two test holes dug 08/14/2026 found 0-10 in. dark brown loamy sand over yellowish brown medium sand to 9.5 ft; groundwater at 7.8 ft in TH-1 and 8.6 ft in TH-2. The sands are excessively drained (HSG A) and highly erodible by wind once the cover is removed.', 'Att. 4', 'Complete'),
 ('8B1-d', 'Construction phasing plan / sequence of construction (not more than 5 acres disturbed at one time)', 'Sequence: (1) pre-construction meeting and flagging of the limit of disturbance; (2) install stabilized construction entrance, silt fence along the seaward limit and around the dune, and inlet protection on the two existing Village catch basins on Asharoken Avenue; (3) excavate temporary sediment trap ST-1 in the footprint of future bioretention area BR-1; (4) demolition of pavilion and removal of debris; (5) clearing and grubbing of parking field; (6) rough grading and pile installation for pavilion; (7) utility installation (water, sanitary to the existing I/A OWTS, electric); (8) pavilion construction; (9) parking field subgrade, porous pavers and asphalt; (10) conversion of ST-1 to BR-1 after the drainage area is stabilized; (11) topsoil, seed and beach grass planting; (12) removal of temporary controls after final stabilization. The entire disturbance is 1.62 acres, well under the five-acre limit; no phasing of the disturbed area is needed beyond the sequence above.', 'Att. 1', 'Complete'),
 ('8B1-e', 'Pollution prevention: litter, construction chemicals, construction debris', 'Litter will be collected daily into a covered 20-cy roll-off dumpster in the staging area; dumpster lids are closed at the end of each day and before forecast wind events. Demolition debris (wood, roofing, concrete footings) is loaded directly into roll-offs and hauled to a permitted C&D facility; nothing is buried or burned on site. Paints, sealers and form oils are kept in the job trailer. Concrete trucks wash out only into a lined washout pit 40 ft from the silt fence.', '-', 'Complete'),
 ('8B1-f', 'Construction and waste materials stored on site; storage practices; spill prevention and response', 'Materials expected on site: lumber and pilings, pavers and bedding stone, bagged cement, asphalt (delivered hot, not stored), diesel for the pile rig (in a 100-gal double-walled transfer tank), hydraulic oil, paints and sealers. Storage practices: materials kept in the fenced staging area on pallets and covered with tarps; liquids in the locked job trailer on secondary containment; fueling only in the staging area with drip pans. A spill kit (absorbent pads, booms, 55-gal drum) is kept at the trailer; spills are contained immediately, cleaned up with absorbents and reported to NYSDEC (1-800-457-7362) when over 5 gallons or reaching the water. The list of stored materials will be updated in the SWPPP log as work proceeds.', '-', 'Complete'),
 ('8B1-g', 'Temporary and permanent structural and vegetative measures, each stage from clearing to closeout', 'Temporary structural: stabilized construction entrance, silt fence, inlet protection, temporary sediment trap ST-1, sand fence on the dune face. Temporary vegetative: annual ryegrass seed at 40 lb/acre with straw mulch at 2 tons/acre on any area left idle more than 7 days; stockpiles seeded or covered. Permanent structural: porous paver parking, bioretention area BR-1, riprap apron at the outfall. Permanent vegetative: topsoil (4 in.) and salt-tolerant seed mix on upland areas; American beach grass (Ammophila breviligulata) culms at 18 in. on center on the disturbed dune. Stage by stage: controls in step 2 precede any clearing; idle areas are stabilized within 7 days; final stabilization follows step 11.', 'Att. 1, 2', 'Complete'),
 ('8B1-h', 'Site map/drawings with location, size and length of each E&SC practice', 'See Attachment 1, Sheet SW-1. The sheet labels silt fence 520 LF, sand fence 180 LF, the 50 ft x 20 ft stabilized construction entrance, ST-1 (600 cu ft) and inlet protection at CB-1 and CB-2.', 'Att. 1', 'Complete'),
 ('8B1-i', 'Dimensions, material specifications and installation details of E&SC practices; siting and sizing of sediment basins', 'See attachment 2.', 'Att. 2', 'Complete'),
 ('8B1-j', 'Temporary practices to be converted to permanent control measures', 'Temporary sediment trap ST-1 is excavated within the footprint of bioretention area BR-1. After the contributing parking area is paved and the upland is stabilized, accumulated sediment is removed, the trap is over-excavated 12 in. below the BR-1 bottom to remove fines, and BR-1 is built in place (filter media, mulch and plantings). The temporary stone outlet of ST-1 is replaced by the permanent overflow structure.', 'Att. 1', 'Complete'),
 ('8B1-k', 'Implementation schedule for temporary practices: timing of initial placement and duration', 'Construction entrance, silt fence, sand fence and inlet protection: installed October 2026 before any demolition; remain until final stabilization (expected June 2027). ST-1: excavated week 2, remains until the parking field is paved and stabilized (about April 2027), then converted. Temporary seeding/mulch: within 7 days of a disturbed area becoming inactive; remains until permanent seeding is established (80 percent cover). Concrete washout: from first pour until pavilion slab and footings are complete.', '-', 'Complete'),
 ('8B1-l', 'Maintenance schedule for erosion and sediment control practices', 'Complete', '-', 'Complete'),
 ('8B1-m', 'Name(s) of the receiving water(s)', 'Runoff from the site flows north across the beach or through the existing outfall at the bulkhead to Long Island Sound. No part of the site drains to Duck Island Harbor or Northport Bay.', '-', 'Complete'),
 ('8B1-n', 'Delineation of SWPPP implementation responsibilities for each part of the site', 'Owner (Asharoken Beach Association): overall permittee, retains the SWPPP, long-term maintenance. Halvorsen Coastal Engineering (qualified professional, T. Halvorsen, P.E.): weekly and post-storm inspections. General contractor (to be selected, Dune & Harbor Builders short-listed): installation and maintenance of all temporary controls, staging area, washout and spill response for the pavilion and parking areas. Dune restoration subcontractor: sand fence and beach grass on the dune and beach area. Village Stormwater Management Officer: review and inspection under s. 44-10.', '-', 'Complete'),
 ('8B1-o', 'Structural practices to divert flows from exposed soils, store flows or limit runoff and pollutant discharge', 'A temporary earthen diversion berm (18 in. high) along the south edge of the parking field keeps runoff from Asharoken Avenue off the exposed subgrade and directs it to CB-1. Runoff from exposed areas is routed to ST-1, which stores the first 600 cu ft before overflow across a stone outlet. Silt fence on the seaward limit filters sheet flow before it reaches the beach.', 'Att. 1', 'Complete'),
 ('8B1-p', 'Existing data describing stormwater runoff at the site', 'Village drainage complaint records (2019-2025) show two reports of ponding in the parking field. Existing-condition runoff computed with TR-55 (HydroCAD 10): 1-yr 24-hr storm (2.8 in.) 0.41 cfs; 10-yr (4.6 in.) 1.38 cfs; 100-yr (7.2 in.) 3.02 cfs at the outfall. No stream gauging or water quality sampling exists for the site.', 'Att. 4', 'Complete'),
 ('8B3-b', 'Description of each post-construction stormwater management practice', 'PS-1 Porous paver parking (0.19 ac): permeable interlocking concrete pavers over 3 in. ASTM No. 8 bedding and 12 in. No. 57 stone reservoir, infiltrating to the native sand. BR-1 Bioretention area (1,850 sq ft surface): receives roof runoff from the pavilion and runoff from the asphalt drive aisle; 24 in. filter media, 6 in. ponding, overflow to the existing outfall. Riprap apron at the outfall dissipates energy of the overflow.', 'Att. 1, 2', 'Complete'),
 ('8B3-c', 'Site map showing location and size of each post-construction practice', 'Sheet SW-1 (Attachment 1) shows PS-1 (0.19 ac) and BR-1 (1,850 sq ft) with the overflow route to the outfall.', 'Att. 1', 'Complete'),
 ('8B3-d', 'Hydrologic and hydraulic analysis of structural components for design storms', 'HydroCAD 10 TR-20 model, NOAA Atlas 14 depths: 1-yr 2.8 in., 10-yr 4.6 in., 100-yr 7.2 in. BR-1: WQv 1,120 cu ft; ponding 6 in. over 1,850 sq ft stores 925 cu ft plus 740 cu ft in media voids; peak water surface in the 100-yr storm el. 9.84, 0.66 ft of freeboard to the berm at el. 10.50. PS-1 reservoir stores 2,480 cu ft; drawdown 11 hours at the measured infiltration rate of 8.2 in/hr (factor of safety 2 applied). 15-in overflow pipe capacity 4.1 cfs, exceeding the 100-yr routed outflow of 1.9 cfs.', 'Att. 4', 'Complete'),
 ('8B3-e', 'Comparison of post-development with pre-development runoff', 'Peak discharge at the outfall, pre vs. post: 1-yr 0.41 vs. 0.22 cfs; 10-yr 1.38 vs. 1.05 cfs; 100-yr 3.02 vs. 2.71 cfs. Post-development peaks are below pre-development for each design storm. Runoff volume for the 1-yr storm falls from 2,950 to 1,610 cu ft.', 'Att. 4', 'Complete'),
 ('8B3-f', 'Dimensions, material specifications and installation details of each post-construction practice', 'BR-1: 1,850 sq ft bottom area, 3:1 side slopes, 24 in. filter media (sand 85-88%, fines 8-12%, organic 3-5%), 3 in. shredded hardwood mulch, no underdrain (infiltration to HSG A sand, separation to groundwater 4.2 ft). PS-1: 3-1/8 in. pavers, 3 in. No. 8 bedding, 12 in. No. 57 reservoir on non-woven geotextile sides only, concrete edge restraint. Installation: excavate BR-1 with light tracked equipment only, no compaction of the bottom; place media in 12 in. lifts. See Detail 4 and Detail 5 in Attachment 2.', 'Att. 2', 'Complete'),
 ('8B3-g', 'Maintenance schedule for each post-construction practice', 'PS-1: vacuum sweep twice a year (April and October); inspect for ponding after storms over 1 in. in the first year, then annually; replenish joint stone as needed. BR-1: inspect quarterly and after storms over 1 in.; remove trash and sediment; replace mulch annually in spring; replace dead plants; if standing water remains more than 48 hours, scarify or replace the top 3 in. of media. Outfall apron: inspect annually, reset displaced stone.', 'Att. 3', 'Complete'),
 ('8B3-h', 'Maintenance easements recorded on the plan, remaining in effect with transfer of title', 'See attachment 3.', 'Att. 3', 'Complete'),
 ('8B3-i', 'Inspection and maintenance agreement binding on all subsequent landowners', 'See attachment 3 (Stormwater Maintenance Agreement, draft for Village Attorney review).', 'Att. 3', 'Under review'),
 ('44-10', 'Construction inspections: qualified professional every 7 days and within 24 hours of 0.5 in. rain; site logbook', 'Inspections will be performed by Halvorsen Coastal Engineering weekly (Mondays) and within 24 hours of any storm producing 0.5 inch or more at the Village rain gauge at Village Hall. Reports are kept in the site logbook in the job trailer and e-mailed to the Village Stormwater Management Officer within 2 business days. The owner will notify the Village 48 hours before the start of land disturbance and at the completion of rough grading and final stabilization.', '-', 'Complete'),
 ('44-11', 'Performance guarantee', 'Village to determine amount after site plan approval. Applicant acknowledges the requirement.', '-', 'Open'),
 ('44-9', 'As-built plans after final construction', 'As-built survey of PS-1, BR-1 and the outfall, certified by a licensed P.E., will be submitted before the certificate of occupancy is requested.', '-', 'Open'),
 ('8C', 'Plan certification by licensed P.E. or licensed landscape architect', 'I certify that this SWPPP was prepared by me or under my direct supervision and that the design of all stormwater management practices meets the requirements of Chapter 44 of the Code of the Village of Asharoken. Signed: Tor Halvorsen, P.E., NYS License No. 087214, Halvorsen Coastal Engineering, PLLC. Electronically signed 11/14/2026 (signature on file, Att. 6).', 'Att. 6', 'Complete'),
 ('8E', 'Contractor certification statement signed and dated by each contractor and subcontractor', 'The s. 44-8E statement ("I certify under penalty of law that I understand and agree to comply with the terms and conditions of the stormwater pollution prevention plan...") is included in the bid documents. The general contractor has not yet been selected. Signed certifications from the contractor and the dune restoration subcontractor will be uploaded to this record as Attachment 5 before the pre-construction meeting.', 'Att. 5 (pending)', 'Pending'),
]

ATTACH = [
 ('Att. 1', 'Sheet SW-1 Erosion and Sediment Control and Stormwater Plan (1 in = 40 ft)', 'PDF, 1 sheet', 'Bound - page follows'),
 ('Att. 2', 'Erosion control and stormwater details (Details 1-6)', 'PDF, 1 sheet', 'Bound - page follows'),
 ('Att. 3', 'Stormwater Maintenance Agreement (draft)', 'PDF, 2 pp', 'Bound - page follows'),
 ('Att. 4', 'Test hole logs and HydroCAD summary', 'PDF, 14 pp', 'Not included in export'),
 ('Att. 5', 'Contractor certifications', '-', 'Not yet uploaded'),
 ('Att. 6', 'Signed certification page (P.E. seal)', 'PDF, 1 p', 'Not included in export'),
]

HIST = [
 ('11/17/2026 09:41', 'jfaherty', 'Export', 'SWPPP Requirement Matrix exported for Planning consultant review.'),
 ('11/14/2026 16:05', 'thalvorsen', 'Row update', '8C certification signed electronically; Att. 6 uploaded (seal page).'),
 ('11/14/2026 15:52', 'thalvorsen', 'Row update', '8B1-l status set to Complete.'),
 ('11/14/2026 15:50', 'thalvorsen', 'Row update', '8B3-h response set to "See attachment 3."; status Complete.'),
 ('11/12/2026 10:20', 'thalvorsen', 'Attachment', 'Att. 3 Stormwater Maintenance Agreement (draft) uploaded, 2 pp.'),
 ('11/03/2026 14:11', 'thalvorsen', 'Attachment', 'Att. 1 Sheet SW-1 revision 2 uploaded; revision 1 superseded.'),
 ('10/28/2026 09:03', 'mkowalczyk', 'Comment', 'Village engineer: provide test hole data and HydroCAD summary; show sand fence length on SW-1. (Closed 11/03/2026.)'),
 ('10/21/2026 11:37', 'thalvorsen', 'Row update', '8B1-d, 8B1-g, 8B1-k responses entered.'),
 ('10/02/2026 08:55', 'thalvorsen', 'Row update', 'GEN-03 other permits entered.'),
 ('09/29/2026 13:14', 'jfaherty', 'Payment', 'Engineering review escrow $2,500.00 posted.'),
 ('09/22/2026 10:02', 'jfaherty', 'Record created', 'Permit SW-2026-014 opened; SWPPP module template (Ch. 44 rows) attached.'),
]

def header(c, doc):
    c.saveState()
    c.setFillColor(colors.HexColor('#1f3b57'))
    c.rect(0, H - 34, W, 34, fill=1, stroke=0)
    c.setFillColor(colors.white)
    c.setFont('Helvetica-Bold', 10)
    c.drawString(30, H - 15, 'Village of Asharoken - StormTrak Permit Tracking')
    c.setFont('Helvetica', 8)
    c.drawString(30, H - 27, 'Report: SWPPP Requirement Matrix (Ch. 44)   Permit No. SW-2026-014   Asharoken Beach Association Pavilion')
    c.drawRightString(W - 30, H - 15, 'Exported 11/17/2026 09:42 by jfaherty')
    c.setFillColor(colors.black)
    c.setFont('Helvetica', 7)
    c.drawString(30, 18, 'StormTrak v4.2  |  Query: permit_id = SW-2026-014 AND module = SWPPP  |  Rows: %d' % len(ROWS))
    c.drawRightString(W - 30, 18, 'Page %d' % doc.page)
    c.restoreState()

def table_part(path):
    doc = SimpleDocTemplate(path, pagesize=(W, H), leftMargin=30, rightMargin=30, topMargin=48, bottomMargin=34,
                            title='StormTrak export SW-2026-014', author='StormTrak', creator='StormTrak ReportWriter (reportlab)')
    data = [[Paragraph(x, hdr) for x in ('Req. ID', 'Requirement', 'Applicant response', 'Attachment', 'Status')]]
    for r in ROWS:
        data.append([Paragraph(r[0], cellb), Paragraph(r[1].replace('&','&amp;'), cell), Paragraph(r[2].replace('&','&amp;'), cell), Paragraph(r[3], cell), Paragraph(r[4], cell)])
    t = Table(data, colWidths=[46, 150, 406, 68, 62], repeatRows=1, splitInRow=1)
    st = [('BACKGROUND', (0, 0), (-1, 0), colors.HexColor('#3d6e99')), ('VALIGN', (0, 0), (-1, -1), 'TOP'),
          ('GRID', (0, 0), (-1, -1), 0.4, colors.HexColor('#9aa9b8'))]
    for i in range(1, len(data)):
        if i % 2 == 0:
            st.append(('BACKGROUND', (0, i), (-1, i), colors.HexColor('#eef2f6')))
    t.setStyle(TableStyle(st))
    story = [Paragraph('<b>Module: SWPPP Contents</b> - rows sorted by Req. ID; status as entered by applicant; reviewer columns hidden', cell), Spacer(1, 6), t,
             Spacer(1, 12), Paragraph('<b>Linked attachments</b>', cell), Spacer(1, 4)]
    ad = [[Paragraph(x, hdr) for x in ('Att.', 'Description', 'File', 'Export status')]]
    for a in ATTACH:
        ad.append([Paragraph(x, cell) for x in a])
    at = Table(ad, colWidths=[46, 420, 100, 166])
    at.setStyle(TableStyle([('BACKGROUND', (0, 0), (-1, 0), colors.HexColor('#3d6e99')), ('GRID', (0, 0), (-1, -1), 0.4, colors.HexColor('#9aa9b8'))]))
    story.append(at)
    story += [Spacer(1, 12), Paragraph('<b>Record history (audit log, most recent first)</b>', cell), Spacer(1, 4)]
    hd = [[Paragraph(x, hdr) for x in ('Date / time', 'User', 'Action', 'Detail')]]
    for h in HIST:
        hd.append([Paragraph(x, cell) for x in h])
    ht = Table(hd, colWidths=[90, 80, 120, 442], repeatRows=1)
    ht.setStyle(TableStyle([('BACKGROUND', (0, 0), (-1, 0), colors.HexColor('#3d6e99')), ('GRID', (0, 0), (-1, -1), 0.4, colors.HexColor('#9aa9b8')), ('VALIGN', (0, 0), (-1, -1), 'TOP')]))
    story.append(ht)
    doc.build(story, onFirstPage=header, onLaterPages=header)

def sheet_part(path, first_page):
    c = canvas.Canvas(path, pagesize=(W, H))
    pg = [first_page]
    def frame(title):
        c.setFont('Helvetica', 7)
        c.drawString(30, 18, 'StormTrak v4.2  |  linked attachment  |  %s' % title)
        c.drawRightString(W - 30, 18, 'Page %d' % pg[0])
        pg[0] += 1
    # --- Att 1: site plan
    c.setLineWidth(1.2); c.rect(24, 30, W - 48, H - 54)
    c.setFont('Helvetica-Bold', 9); c.drawString(34, H - 40, 'ATTACHMENT 1 - SHEET SW-1  EROSION AND SEDIMENT CONTROL AND STORMWATER PLAN')
    c.setFont('Helvetica', 7.5)
    c.drawString(34, H - 52, 'SCALE: 1 IN = 40 FT (AT FULL SIZE 24 X 36)   TOTAL SITE AREA 3.41 AC   LIMIT OF DISTURBANCE 1.62 AC   CONTOURS NAVD88, 1 FT')
    # sound at top
    c.setFillColor(colors.HexColor('#dce9f5')); c.rect(40, H - 120, 560, 50, fill=1, stroke=0); c.setFillColor(colors.black)
    c.setFont('Helvetica-Bold', 9); c.drawString(240, H - 95, 'LONG ISLAND SOUND (RECEIVING WATER)')
    c.setFont('Helvetica', 6.5)
    c.line(40, H - 125, 600, H - 125); c.drawString(44, H - 133, 'EXISTING BULKHEAD / MEAN HIGH WATER')
    c.drawString(100, H - 155, 'BEACH - UNDISTURBED')
    c.drawString(330, H - 155, 'NO FRESHWATER OR TIDAL WETLANDS ON PARCEL (TIDAL WETLAND ADJACENT AREA ONLY)')
    # dune
    c.setDash(2, 2); c.rect(60, H - 215, 520, 45); c.setDash()
    c.drawString(70, H - 185, 'DUNE - EXISTING BEACH GRASS TO REMAIN (UNDISTURBED) ; DISTURBED WALKOVER AREA REPLANTED')
    c.drawString(70, H - 197, 'SAND FENCE 180 LF ALONG DUNE FACE')
    # LOD and silt fence
    c.setStrokeColor(colors.red); c.setDash(6, 3); c.rect(90, 120, 460, H - 345); c.setDash(); c.setStrokeColor(colors.black)
    c.setFont('Helvetica', 6.5)
    c.drawString(95, H - 235, 'SF ---- SILT FENCE 520 LF (SEAWARD LIMIT AND SIDES) = LIMIT OF DISTURBANCE')
    c.rect(200, 300, 150, 80); c.drawString(212, 345, 'PROPOSED PAVILION 3,900 SF (FFE 14.0)')
    c.drawString(212, 335, 'ROOF LEADERS TO BR-1')
    c.rect(380, 150, 150, 130); c.drawString(388, 262, 'PS-1 POROUS PAVER PARKING 0.19 AC')
    c.drawString(388, 252, 'ASPHALT DRIVE AISLE'); c.drawString(388, 170, 'EXISTING GRADE 7.5 - 9.0 (2-4%)')
    c.ellipse(110, 200, 190, 260); c.drawString(112, 190, 'BR-1 BIORETENTION 1,850 SF')
    c.drawString(112, 180, '(TEMP. SEDIMENT TRAP ST-1, 600 CF,'); c.drawString(112, 171, ' IN SAME FOOTPRINT DURING CONSTR.)')
    c.line(150, 260, 150, H - 125); c.drawString(154, H - 245, 'EX. 15" OUTFALL - DISCHARGE POINT DP-1')
    c.drawString(154, 290, 'RIPRAP APRON AT OUTFALL')
    c.rect(250, 125, 30, 12); c.drawString(286, 127, 'STABILIZED CONSTR. ENTRANCE 50 FT X 20 FT')
    c.drawString(95, 140, 'STAGING / STOCKPILE / DUMPSTER / WASHOUT AREA (ON SITE)')
    c.line(40, 110, 600, 110); c.drawString(44, 100, 'ASHAROKEN AVENUE')
    c.drawString(200, 88, 'CB-1 & CB-2 INLET PROTECTION (EXISTING VILLAGE CATCH BASINS)')
    c.drawString(200, 78, 'TEMP. DIVERSION BERM 18 IN. HIGH, 210 LF, SOUTH EDGE OF PARKING')
    for i, y in enumerate(range(150, 420, 40)):
        c.setStrokeColor(colors.grey); c.line(560, y, 600, y + 8); c.drawString(570, y + 10, 'EL %d' % (8 + i)); c.setStrokeColor(colors.black)
    # legend and location map
    c.rect(620, 300, 130, 190); c.setFont('Helvetica-Bold', 7); c.drawString(626, 478, 'LOCATION MAP (NTS)')
    c.setFont('Helvetica', 6.5); c.drawString(626, 466, 'EATONS NECK / ASHAROKEN')
    c.line(630, 340, 740, 450); c.drawString(640, 400, 'ASHAROKEN AVE'); c.circle(690, 398, 5); c.drawString(626, 320, 'SITE: 412 ASHAROKEN AVE')
    c.drawString(626, 310, 'NORTHPORT BAY TO SOUTH')
    c.rect(620, 120, 130, 170); c.setFont('Helvetica-Bold', 7); c.drawString(626, 278, 'LEGEND')
    c.setFont('Helvetica', 6.5)
    for i, t in enumerate(['--SF-- SILT FENCE', '- - - LIMIT OF DISTURBANCE', '== SAND FENCE', 'CONTOUR (1 FT)', 'ST TEMP. SEDIMENT TRAP',
                           'IP INLET PROTECTION', 'EXISTING VEGETATION', 'TO REMAIN: DUNE GRASS,', 'BLACK PINE BUFFER (EAST)']):
        c.drawString(626, 264 - 11 * i, t)
    frame('Att. 1 Sheet SW-1')
    c.showPage()
    # --- Att 2: details
    c.setLineWidth(1.2); c.rect(24, 30, W - 48, H - 54)
    c.setFont('Helvetica-Bold', 9); c.drawString(34, H - 40, 'ATTACHMENT 2 - EROSION CONTROL AND STORMWATER DETAILS')
    dets = [
     ('DETAIL 1 - SILT FENCE', ['WOVEN GEOTEXTILE, 36 IN. WIDE, GRAB TENSILE 100 LB MIN.', '2 IN. X 2 IN. HARDWOOD STAKES, 10 FT O.C. MAX.', 'EMBED FABRIC 6 IN. IN TRENCH, BACKFILL AND COMPACT', 'HEIGHT ABOVE GRADE 16 IN. MIN.']),
     ('DETAIL 2 - STABILIZED CONSTRUCTION ENTRANCE', ['50 FT LONG X 20 FT WIDE X 8 IN. THICK', '1 TO 4 IN. CRUSHED STONE OVER GEOTEXTILE', 'MOUNTABLE BERM WHERE ENTRANCE CROSSES SWALE']),
     ('DETAIL 3 - TEMPORARY SEDIMENT TRAP ST-1', ['DRAINAGE AREA 0.45 AC; 1,800 CF/AC WET + DRY STORAGE', 'SIZED FOR 600 CF: BOTTOM 20 FT X 10 FT, DEPTH 3 FT', 'SIDE SLOPES 2:1; STONE OUTLET 4 FT WIDE, 1 FT BELOW TOP', 'SITED IN BR-1 FOOTPRINT, 25 FT FROM PAVILION']),
     ('DETAIL 4 - BIORETENTION BR-1', ['24 IN. FILTER MEDIA, 3 IN. MULCH, 6 IN. PONDING', 'NO UNDERDRAIN; 3:1 SIDE SLOPES; 12 IN. OVERFLOW RISER', 'EL. BOTTOM 8.50, TOP OF BERM 10.50']),
     ('DETAIL 5 - POROUS PAVERS PS-1', ['3-1/8 IN. PERMEABLE PAVERS, NO. 8 JOINTS', '3 IN. NO. 8 BEDDING, 12 IN. NO. 57 RESERVOIR', 'CONCRETE EDGE RESTRAINT']),
     ('DETAIL 6 - INLET PROTECTION', ['FABRIC DROP INLET FILTER UNDER GRATE', 'OVERFLOW CAPACITY EQUAL TO GRATE OPENING']),
    ]
    for i, (t, lines) in enumerate(dets):
        x = 40 + (i % 3) * 240; y = H - 80 - (i // 3) * 250
        c.rect(x, y - 220, 225, 220)
        c.setFont('Helvetica-Bold', 7.5); c.drawString(x + 6, y - 14, t)
        c.setFont('Helvetica', 6.5)
        for j, l in enumerate(lines):
            c.drawString(x + 6, y - 30 - 10 * j, l)
        c.line(x + 20, y - 170, x + 205, y - 170); c.line(x + 60, y - 170, x + 80, y - 130); c.line(x + 80, y - 130, x + 150, y - 130); c.line(x + 150, y - 130, x + 170, y - 170)
    frame('Att. 2 Details')
    c.showPage()
    # --- Att 3: maintenance agreement
    para = ParagraphStyle('p', fontName='Times-Roman', fontSize=10.5, leading=14)
    from reportlab.platypus import Frame
    txt = [
     '<b>ATTACHMENT 3 - STORMWATER MAINTENANCE AGREEMENT (DRAFT FOR VILLAGE ATTORNEY REVIEW)</b>',
     'This Agreement is made between the Asharoken Beach Association, Inc. (the "Owner"), owner of the property at 412 Asharoken Avenue, Section 3, Block 1, Lot 22.1 (the "Property"), and the Incorporated Village of Asharoken (the "Village").',
     '1. <b>Obligation to maintain.</b> The Owner shall inspect and maintain the porous paver parking (PS-1), bioretention area BR-1 and the outfall apron in accordance with the maintenance schedule in the approved SWPPP, and shall keep a log of inspections and maintenance available to the Village on request.',
     '2. <b>Binding effect.</b> This Agreement runs with the land and is binding upon the Owner and all subsequent owners of the Property, their heirs, successors and assigns. It shall be recorded in the Office of the Suffolk County Clerk before the issuance of a certificate of occupancy.',
     '3. <b>Village remedy.</b> If the Owner fails to maintain the practices within 30 days of written notice, the Village may perform the work and charge the cost to the Owner, to be collected as a lien against the Property.',
     '4. <b>Access.</b> The terms of Village access to the practices for inspection and repair will be set out in a separate instrument to be drafted by counsel for the Owner after site plan approval.',
     '5. <b>Modification.</b> No practice shall be altered or removed without the written consent of the Village Stormwater Management Officer.',
     'Owner: ______________________  Date: ________     Village: ______________________  Date: ________',
    ]
    f = Frame(60, 50, W - 120, H - 100)
    f.addFromList([Paragraph(x, para) for x in txt for _ in [0]] if False else sum([[Paragraph(x, para), Spacer(1, 8)] for x in txt], []), c)
    frame('Att. 3 Maintenance Agreement')
    c.showPage()
    c.save()

def build(out):
    tmp1, tmp2 = out + '.t1', out + '.t2'
    table_part(tmp1)
    n1 = len(PdfReader(tmp1).pages)
    sheet_part(tmp2, n1 + 1)
    w = PdfWriter()
    for f in (tmp1, tmp2):
        for p in PdfReader(f).pages:
            w.add_page(p)
    w.add_metadata({'/Producer': 'ReportLab PDF Library - www.reportlab.com', '/Title': 'StormTrak export SW-2026-014'})
    with open(out, 'wb') as fh:
        w.write(fh)
    os.remove(tmp1); os.remove(tmp2)

QUOTES = {
 '44-8B(1)(a)': 'replacement of the existing beach pavilion',
 '44-8B(1)(b)': 'SCALE: 1 IN = 40 FT',
 '44-8B(1)(c)': 'Plymouth loamy sand, 3 to 8 percent slopes (PlB)',
 '44-8B(1)(d)': 'excavate temporary sediment trap ST-1',
 '44-8B(1)(e)': 'Litter will be collected daily',
 '44-8B(1)(f)': 'A spill kit (absorbent pads',
 '44-8B(1)(g)': 'Temporary structural: stabilized construction',
 '44-8B(1)(h)': 'SF ---- SILT FENCE 520 LF',
 '44-8B(1)(i)': 'SIZED FOR 600 CF: BOTTOM 20 FT X 10 FT, DEPTH 3 FT',
 '44-8B(1)(j)': 'Temporary sediment trap ST-1 is excavated',
 '44-8B(1)(k)': 'sand fence and inlet protection: installed October 2026',
 '44-8B(1)(m)': 'LONG ISLAND SOUND (RECEIVING WATER)',
 '44-8B(1)(n)': 'installation and maintenance of all temporary',
 '44-8B(1)(o)': 'A temporary earthen diversion berm',
 '44-8B(1)(p)': 'Village drainage complaint records',
 '44-8B(3)(b)': 'PS-1 Porous paver parking (0.19 ac)',
 '44-8B(3)(c)': 'PS-1 POROUS PAVER PARKING 0.19 AC',
 '44-8B(3)(d)': 'HydroCAD 10 TR-20 model',
 '44-8B(3)(e)': 'Peak discharge at the outfall, pre vs. post',
 '44-8B(3)(f)': 'BR-1: 1,850 sq ft bottom area',
 '44-8B(3)(g)': 'PS-1: vacuum sweep twice a year',
 '44-8B(3)(i)': 'binding upon the Owner and all subsequent owners',
 '44-8C': 'Signed: Tor Halvorsen, P.E.',
}
MISSING = {
 '44-8B(1)(l)': 'Heading with nothing under it: the matrix row for the E&SC maintenance schedule says only "Complete"; no maintenance schedule for the temporary controls appears anywhere (row 8B3-g covers only the post-construction practices; the details in Att. 2 give installation notes only).',
 '44-8B(3)(h)': 'Pointer to an attachment that does not hold the item: row 8B3-h says "See attachment 3"; Attachment 3 (maintenance agreement) has no easement, and its para. 4 defers access terms to a separate instrument to be drafted after approval; no easement is shown on Sheet SW-1.',
 '44-8E': 'Deferred: the row quotes the statement but says signed certifications will be uploaded as Attachment 5 before the pre-construction meeting; the attachment list shows Att. 5 not yet uploaded.',
}
META = dict(checklist='asharoken-ch44', style='Permit-tracking database export: the SWPPP as a landscape requirement matrix (Req. ID | Requirement | Applicant response | Attachment | Status) with long wrapped cells, rows split across pages, terse "See attachment" / "Complete" responses, followed by three linked attachments (site plan sheet, details, draft maintenance agreement)',
            producer='reportlab (landscape letter), merged with pypdf',
            decision='incomplete',
            facts={'disturbed_acres': 1.62, 'project_type': 'non-residential recreational facility (beach club pavilion and parking)', 'single_family': False, 'impaired_water': False},
            ambiguous_items=['44-8B(3)(i)', '44-8B(1)(l)'],
            acceptable_decisions=['incomplete'],
            notes='Condition C applies (1.62 ac, non-residential). 44-8B(3)(i) is labelled present because Att. 3 states who maintains, that it binds all subsequent owners and that it will be recorded, though it is an unsigned draft under attorney review (listed as ambiguous). 44-8B(1)(i) row says only "See attachment 2" but Att. 2 holds the dimensions and specifications, including ST-1 siting and sizing. Att. 4 and Att. 6 are listed as not included in the export; no item relies on them. 44-8B(1)(l) is listed as ambiguous because row 44-10 gives a weekly and post-storm inspection schedule, but no maintenance actions or triggers for the temporary controls. The 44-8C row gives the certification text and the signer (electronic signature).')
