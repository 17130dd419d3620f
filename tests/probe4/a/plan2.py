"""Plan 2: SWPPP Amendment No. 1 (Asharoken), reissues some sections; cover data sheet and certifications are
unflattened AcroForm pages whose answers live only in form field values (NeedAppearances set, appearance streams built)."""
import os
from reportlab.lib.colors import black, white, Color
from pypdf import PdfReader, PdfWriter
from pypdf.generic import NameObject, BooleanObject
from rl import Doc

NAME = "p4a_asharoken_racquet_club_swppp_amendment"
HDR = "Northport Bay Racquet Club - Court and Parking Reconfiguration - SWPPP Amendment No. 1 (February 23, 2026)"
FTR = "Tern Point Engineering, P.C., 95 Main Street, Northport, NY 11768  (631) 555-0163"

def tf(c, name, value, x, y, w, h=15, size=9.5):
    c.acroForm.textfield(name=name, value=value, x=x, y=y, width=w, height=h, fontSize=size, fontName="Helvetica",
                         borderWidth=0.6, borderColor=Color(0.2, 0.2, 0.5), fillColor=Color(0.93, 0.95, 1.0),
                         textColor=black, forceBorder=True)

def cb(c, name, checked, x, y):
    c.acroForm.checkbox(name=name, checked=checked, x=x, y=y, size=11, buttonStyle="cross",
                        borderColor=Color(0.2, 0.2, 0.5), fillColor=white, textColor=black, forceBorder=True)

def cover_form(d):
    c = d.c
    c.setFont("Helvetica-Bold", 14); c.drawString(60, 720, "SWPPP AMENDMENT - COVER DATA SHEET")
    c.setFont("Helvetica", 8.5)
    c.drawString(60, 706, "Village of Asharoken, Code Chapter 44 (Stormwater Management and Erosion and Sediment Control). Form SWP-A, fillable.")
    rows = [
        ("Project name", "proj_name", "Northport Bay Racquet Club - Court and Parking Reconfiguration"),
        ("Site address / SCTM", "proj_addr", "Asharoken Avenue (bay side), Asharoken NY 11768 / SCTM 0400-003.00-02.00-044.000"),
        ("Owner / applicant", "owner", "Northport Bay Racquet Club, Inc. (not-for-profit membership club)"),
        ("Owner contact", "owner_contact", "Harold B. Weintraub, General Manager, (631) 555-0109"),
        ("SWPPP preparer", "preparer", "Tern Point Engineering, P.C. - Joanna K. Ferreira, P.E."),
        ("Original SWPPP", "orig_swppp", "SWPPP dated June 2, 2025, approved by the SMO August 14, 2025 (File SW-25-06)"),
        ("This amendment", "amend_no", "Amendment No. 1, February 23, 2026"),
        ("Land disturbance, original plan (ac)", "dist_orig", "1.21"),
        ("Land disturbance, as amended (ac)", "dist_amended", "1.38"),
        ("Maximum disturbed at one time (ac)", "dist_max", "0.84 (Phase 1)"),
        ("New impervious area, as amended (ac)", "imperv", "0.41 (includes 0.19 ac porous asphalt)"),
        ("Receiving water(s)", "recv_water", "Northport Bay (via sheet flow and Village outfall AV-7)"),
        ("Start / final stabilization", "dates", "April 6, 2026 / October 30, 2026"),
    ]
    y = 672
    for lab, nm, val in rows:
        c.setFont("Helvetica-Bold", 9); c.drawString(60, y + 4, lab + ":")
        tf(c, nm, val, 240, y, 312, size=(9.5 if len(val) < 56 else 7.8))
        y -= 24
    y -= 6
    c.setFont("Helvetica-Bold", 9.5); c.drawString(60, y, "Post-construction controls required (Section 44-8B(2)) - check those that apply:"); y -= 20
    for nm, lab, val in [("cond_a", "Condition A - discharge of a pollutant of concern to a 303(d)/TMDL water", False),
                         ("cond_b", "Condition B - five or more acres disturbed", False),
                         ("cond_c", "Condition C - one to five acres, not single-family residence construction", True)]:
        cb(c, nm, val, 64, y - 3); c.setFont("Helvetica", 9); c.drawString(82, y, lab); y -= 18
    y -= 8
    c.setFont("Helvetica-Bold", 9.5); c.drawString(60, y, "Sections of the approved SWPPP reissued by this amendment:"); y -= 20
    secs = [("s1", "1 Project Description", True), ("s2", "2 Site and Soils", True), ("s3", "3 Receiving Waters / Existing Runoff", False),
            ("s4", "4 Construction Phasing", True), ("s5", "5 Erosion and Sediment Controls", True), ("s6", "6 Inspection and Maintenance", False),
            ("s7", "7 Pollution Prevention", True), ("s8", "8 Post-Construction SMPs", True), ("s9", "9 O&M, Easement, Agreement", True),
            ("s10", "10 Certifications", True)]
    for i, (nm, lab, val) in enumerate(secs):
        x = 64 if i % 2 == 0 else 320
        cb(c, nm, val, x, y - 3); c.setFont("Helvetica", 9); c.drawString(x + 18, y, lab)
        if i % 2 == 1: y -= 18
    y -= 14
    c.setFont("Helvetica-Oblique", 8)
    c.drawString(60, y, "Unchecked sections are unchanged and remain in effect as approved. Fields are fillable; print with form fields shown.")
    d.new_page()

def cert_forms(d):
    c = d.c
    c.setFont("Helvetica-Bold", 12); c.drawString(60, 720, "SECTION 10 - CERTIFICATIONS (REISSUED)")
    c.setFont("Helvetica-Bold", 10); c.drawString(60, 696, "10.1 Preparer's Certification (Village Code Section 44-8C)")
    from reportlab.lib.utils import simpleSplit
    t = ("I certify that this SWPPP Amendment No. 1 and the reissued sections listed on its cover data sheet were prepared by me "
         "or under my direct supervision, and that the design of all stormwater management practices, as amended, meets the "
         "requirements of Chapter 44 of the Code of the Village of Asharoken.")
    y = 680
    c.setFont("Helvetica", 9.5)
    for ln in simpleSplit(t, "Helvetica", 9.5, 490):
        c.drawString(60, y, ln); y -= 12.5
    y -= 10
    for lab, nm, val in [("Name", "pe_name", "Joanna K. Ferreira, P.E."), ("NYS P.E. License No.", "pe_lic", "091276"),
                         ("Firm", "pe_firm", "Tern Point Engineering, P.C."), ("Signature", "pe_sig", "/s/ Joanna K. Ferreira"),
                         ("Date", "pe_date", "February 23, 2026")]:
        c.setFont("Helvetica-Bold", 9); c.drawString(60, y + 4, lab + ":"); tf(c, nm, val, 200, y, 250); y -= 22
    y -= 14
    c.setLineWidth(0.5); c.line(60, y + 8, 552, y + 8)
    c.setFont("Helvetica-Bold", 10); c.drawString(60, y - 8, "10.2 Contractor Certification (Village Code Section 44-8E)"); y -= 26
    t2 = ("I certify under penalty of law that I understand and agree to comply with the terms and conditions of the "
          "stormwater pollution prevention plan, as amended by Amendment No. 1.")
    c.setFont("Helvetica", 9.5)
    for ln in simpleSplit(t2, "Helvetica", 9.5, 490):
        c.drawString(60, y, ln); y -= 12.5
    y -= 10
    for lab, nm, val in [("Name of signer", "k_name", "Victor A. Lindholm"), ("Title", "k_title", "Project Superintendent"),
                         ("Contracting firm", "k_firm", "Seacliff Site Contractors, Inc."),
                         ("Firm address", "k_addr", "1120 Pulaski Road, East Northport, NY 11731"),
                         ("Firm telephone", "k_phone", "(631) 555-0177"),
                         ("Site", "k_site", "Northport Bay Racquet Club, Asharoken Avenue, Asharoken NY (SCTM 0400-003.00-02.00-044.000)"),
                         ("Responsible for", "k_scope", "All earthwork, ESC practices, porous asphalt and chambers CH-1"),
                         ("Signature", "k_sig", "/s/ Victor A. Lindholm"), ("Date", "k_date", "March 2, 2026")]:
        c.setFont("Helvetica-Bold", 9); c.drawString(60, y + 4, lab + ":"); tf(c, nm, val, 200, y, 352, size=8.5); y -= 22
    c.setFont("Helvetica-Oblique", 8)
    c.drawString(60, y - 4, "Each additional contractor or subcontractor signs a copy of 10.2 before starting work; copies are kept in the site SWPPP binder.")

def site_plan(d):
    c = d.c
    c.setFont("Helvetica-Bold", 11); c.drawString(60, 728, "FIGURE 1-A  REVISED SITE, EROSION CONTROL AND STORMWATER PLAN (REISSUED)")
    c.setFont("Helvetica", 8); c.drawString(60, 716, "Scale: 1 in = 30 ft (letter size). Work area shown; west lawn and woods beyond are undisturbed. Supersedes Figure 1.")
    ox, oy, w, h = 60, 120, 492, 585
    c.setLineWidth(1); c.rect(ox, oy, w, h)
    # bay at bottom
    c.setFillColor(Color(0.85, 0.92, 0.97)); c.rect(ox, oy, w, 70, fill=1, stroke=0); c.setFillColor(black)
    c.setFont("Helvetica-Bold", 9); c.drawString(ox + 130, oy + 12, "NORTHPORT BAY (RECEIVING WATER)")
    c.setFont("Helvetica", 7)
    # buffer
    c.setFillColor(Color(0.8, 0.92, 0.8)); c.rect(ox, oy + 70, w, 50, fill=1, stroke=0); c.setFillColor(black)
    c.drawString(ox + 8, oy + 100, "40 FT VEGETATED BUFFER (EXISTING SHRUB/LAWN) - NOT DISTURBED")
    c.drawString(ox + 8, oy + 88, "EXISTING FLOW: SHEET FLOW SOUTH TO BAY; EXISTING SLOPE 2-4%")
    # silt fence
    c.setDash(6, 3); c.setStrokeColor(Color(0.85, 0.3, 0)); c.setLineWidth(1.5)
    c.line(ox + 20, oy + 128, ox + w - 20, oy + 128); c.setDash()
    c.setStrokeColor(black); c.setLineWidth(0.6)
    c.drawString(ox + 24, oy + 132, "SF-1 SILT FENCE, 440 LF (LIMIT OF DISTURBANCE, SOUTH)")
    # courts
    c.rect(ox + 40, oy + 160, 200, 150)
    c.drawString(ox + 48, oy + 295, "RECONSTRUCTED COURTS 1-3 (POST-TENSION CONCRETE)")
    c.drawString(ox + 48, oy + 283, "FINAL GRADE 1% CROSS-SLOPE TO WEST; 0.33 AC")
    # porous asphalt bay
    c.setFillColor(Color(0.82, 0.82, 0.82)); c.rect(ox + 270, oy + 160, 190, 110, fill=1); c.setFillColor(black)
    c.drawString(ox + 276, oy + 255, "PA-1 POROUS ASPHALT PARKING BAY, 0.19 AC")
    c.drawString(ox + 276, oy + 243, "(20 SPACES) OVER 24 IN STONE RESERVOIR")
    c.setDash(3, 2); c.rect(ox + 290, oy + 175, 150, 55); c.setDash()
    c.drawString(ox + 296, oy + 210, "CH-1 INFILTRATION CHAMBERS")
    c.drawString(ox + 296, oy + 199, "2 ROWS x 14 CHAMBERS, 92 FT x 20 FT")
    c.drawString(ox + 296, oy + 188, "(STORMTECH SC-740 OR EQUAL)")
    # easement (old) around former bioretention
    c.setDash([10, 3, 2, 3], 0); c.setStrokeColor(Color(0.7, 0, 0.7)); c.rect(ox + 40, oy + 140, 120, 14); c.setDash(); c.setStrokeColor(black)
    c.drawString(ox + 166, oy + 143, "RECORDED EASEMENT (FORMER BR-1 AREA, 2025)")
    # existing lot north
    c.rect(ox + 40, oy + 400, 420, 110)
    c.drawString(ox + 48, oy + 495, "EXISTING NORTH PARKING LOT (PAVED, NO WORK EXCEPT STAGING)")
    c.setStrokeColor(Color(0.85, 0.3, 0)); c.setLineWidth(1.2); c.rect(ox + 300, oy + 410, 165, 70); c.setStrokeColor(black); c.setLineWidth(0.6)
    c.drawString(ox + 305, oy + 468, "STAGING / STOCKPILE AREA (RELOCATED)")
    c.drawString(ox + 305, oy + 456, "75 FT x 45 FT ON EXISTING PAVEMENT")
    c.drawString(ox + 305, oy + 444, "SF-2 SILT FENCE AROUND PILE, 160 LF")
    c.drawString(ox + 305, oy + 432, "PAD-1 LINED FUEL/MATERIALS PAD")
    # clubhouse
    c.rect(ox + 60, oy + 330, 140, 50); c.drawString(ox + 68, oy + 352, "EX. CLUBHOUSE (NO WORK)")
    # road and entrance
    c.setFillColor(Color(0.6, 0.6, 0.6)); c.rect(ox, oy + h - 40, w, 40, fill=1, stroke=0); c.setFillColor(black)
    c.setFont("Helvetica-Bold", 8); c.drawString(ox + 180, oy + h - 24, "ASHAROKEN AVENUE"); c.setFont("Helvetica", 7)
    c.rect(ox + 470 - 60, oy + 510, 20, 35)
    c.drawString(ox + 150, oy + 522, "SCE-1 STABILIZED CONSTRUCTION ENTRANCE 50 FT x 24 FT")
    # inlet protection
    c.circle(ox + 250, oy + 390, 4); c.drawString(ox + 258, oy + 387, "IP-1 INLET PROTECTION AT EX. CB (TO VILLAGE OUTFALL AV-7)")
    # arrows
    c.drawString(ox + 40, oy + 150, "")
    c.drawString(ox + 250, oy + 320, "FLOW TO PA-1/CH-1 (POST)")
    c.drawString(ox + 8, oy + 58, "TOTAL SITE 4.07 AC; DISTURBED 1.38 AC; UNDISTURBED 2.69 AC")
    c.drawString(ox + 8, oy + 48, "NO WETLANDS ON SITE; TIDAL WETLAND (INTERTIDAL MARSH) OFF SITE, 60 FT SOUTH OF LOD")
    c.drawString(ox + 8, oy + 38, "NO OFF-SITE MATERIAL, WASTE, BORROW OR EQUIPMENT STORAGE AREAS")
    c.drawString(ox + 8, oy + 390, "EX. LAWN / MATURE OAKS (UNDISTURBED)")
    # scale bar + north
    c.setLineWidth(2); c.line(ox + 300, oy + 82, ox + 360, oy + 82); c.setLineWidth(0.6)
    c.drawString(ox + 300, oy + 74, "0"); c.drawString(ox + 345, oy + 74, "60 FT")
    # inset location map
    c.setFillColor(white); c.rect(ox + 372, oy + 4, 116, 62, fill=1); c.setFillColor(black)
    c.setFont("Helvetica-Bold", 6); c.drawString(ox + 376, oy + 58, "LOCATION MAP (NTS)"); c.setFont("Helvetica", 5.5)
    c.setLineWidth(1.2); c.bezier(ox + 376, oy + 14, ox + 410, oy + 30, ox + 440, oy + 38, ox + 484, oy + 48); c.setLineWidth(0.6)
    c.drawString(ox + 380, oy + 44, "LONG ISLAND SOUND"); c.drawString(ox + 430, oy + 14, "NORTHPORT BAY")
    c.drawString(ox + 376, oy + 24, "ASHAROKEN AVE"); c.circle(ox + 436, oy + 35, 3); c.drawString(ox + 442, oy + 30, "SITE")
    c.setFont("Helvetica", 7)
    c.drawString(ox + w - 30, oy + h - 60, "N ^")
    c.setFont("Helvetica", 7.5)
    c.drawString(60, 104, "Legend: SF silt fence; SCE construction entrance; IP inlet protection; PA porous asphalt; CH infiltration chambers; LOD limit of disturbance.")
    c.drawString(60, 93, "Location map inset (lower right). Site lies on the south side of Asharoken Avenue, 0.7 mi east of Village Hall.")
    d.new_page()

def letter_page(d):
    c = d.c
    c.setFont("Helvetica-Bold", 15); c.drawString(60, 715, "TERN POINT ENGINEERING, P.C.")
    c.setFont("Helvetica", 8.5); c.drawString(60, 702, "Civil and Site Engineering  |  95 Main Street, Northport, NY 11768  |  (631) 555-0163")
    d.y = 660
    for t in ["February 23, 2026", "", "Stormwater Management Officer", "Village of Asharoken", "1 Asharoken Avenue", "Northport, NY 11768", "",
              "Re:  Northport Bay Racquet Club - SWPPP Amendment No. 1 (Village File SW-25-06)"]:
        d.para(t, gap=0)
    d.y -= 10
    d.para("Dear Stormwater Management Officer:")
    d.para("On behalf of Northport Bay Racquet Club, Inc., we submit Amendment No. 1 to the Stormwater Pollution Prevention Plan "
           "approved on August 14, 2025. The amendment follows the Board of Trustees' request of December 9, 2025 that the bay-side "
           "buffer be preserved, and the Club's decision to phase the work. It reissues Sections 1, 2, 4, 5, 7, 8, 9 and 10; Sections 3 "
           "and 6 and the appendices of the approved plan are unchanged and remain in effect.")
    d.para("The cover data sheet and the certification pages are fillable PDF forms. Please open the file in a viewer that shows form "
           "fields; the answers are stored in the fields. A signed paper original of the certifications is in our file.")
    d.para("We ask that the amendment be placed on the agenda with the Club's building permit for the court lighting. Please call me "
           "with any questions.")
    d.para("Very truly yours,"); d.y -= 8
    d.para("Joanna K. Ferreira, P.E., Project Engineer", gap=0)
    d.para("cc: H. Weintraub, Northport Bay Racquet Club; Seacliff Site Contractors, Inc.", size=8.5)
    d.new_page()

def build(outdir, tmp):
    raw = os.path.join(tmp, "p2_raw.pdf")
    d = Doc(raw, header=HDR, footer=FTR)
    letter_page(d)
    cover_form(d)
    d.h1("SWPPP AMENDMENT No. 1 - PURPOSE AND SUMMARY")
    d.para("This amendment revises the Stormwater Pollution Prevention Plan for the Northport Bay Racquet Club that the Village "
           "Stormwater Management Officer approved on August 14, 2025 (File SW-25-06). It is submitted under Chapter 44 of the Village "
           "Code because the changes below alter the erosion control and post-construction design. Only the sections listed as "
           "reissued are included here; each reissued section replaces the same-numbered section of the approved SWPPP in full.")
    d.para("Reasons for the amendment:", font="Helvetica-Bold")
    for t in ["1. At the Village's request the 40-foot vegetated buffer to Northport Bay is kept undisturbed. The approved bioretention "
              "area BR-1, which lay inside that buffer, is deleted and replaced by a porous asphalt parking bay (PA-1) over subsurface "
              "infiltration chambers (CH-1) further north.",
              "2. The work is split into two phases so that the courts can stay in use through the spring season.",
              "3. The staging and stockpile area is moved from the bay-side lawn to the existing paved north parking lot.",
              "4. The parking expansion is reconfigured; land disturbance rises from 1.21 to 1.38 acres."]:
        d.para(t, indent=12, gap=3)
    d.y -= 4
    d.table([["Section of approved SWPPP", "Status under Amendment No. 1"],
             ["1 Project Description", "Reissued"], ["2 Site Description and Soils", "Reissued (new test pits TP-4 to TP-6)"],
             ["3 Receiving Waters and Existing Runoff", "Unchanged, remains in effect"],
             ["4 Construction Phasing and Sequence", "Reissued"], ["5 Erosion and Sediment Control Practices", "Reissued"],
             ["6 Inspection and Maintenance of Erosion and Sediment Controls", "Unchanged, remains in effect"],
             ["7 Pollution Prevention and Materials Management", "Reissued (staging area moved)"],
             ["8 Post-Construction Stormwater Management", "Reissued"], ["9 Long-Term O&M, Easement and Agreement", "Reissued"],
             ["10 Certifications", "Reissued (form pages)"],
             ["Appendices A-F (NOI, soils report, HydroCAD, details, inspection forms, agreement)", "Unchanged, remain in effect, except Appendix C HydroCAD summary reproduced in Section 8"]],
            [260, 230])
    d.para("The approved SWPPP is on file with the Village Clerk and is not bound in this amendment. The site copy of the SWPPP kept "
           "in the contractor's field office shall contain the approved SWPPP with this amendment inserted in front.", size=9)
    d.new_page()
    d.h1("SECTION 1 - PROJECT DESCRIPTION (REISSUED)")
    d.para("The Northport Bay Racquet Club occupies a 4.07-acre parcel on the south side of Asharoken Avenue, with its south line on "
           "Northport Bay. The project, as amended, reconstructs three existing clay tennis courts as post-tensioned concrete "
           "courts (0.33 ac), adds a 20-space porous asphalt parking bay (0.19 ac) with subsurface infiltration chambers, regrades "
           "the lawn between the courts and the clubhouse, and replaces the court lighting and the water service. Total land "
           "disturbance as amended is 1.38 acres. The project is a recreational facility of a membership club; no residence is "
           "built, and the project is not part of a larger common plan of development or sale.")
    d.para("Because the project disturbs between one and five acres and is not construction of a single-family residence, "
           "Condition C of Section 44-8B(2) applies and post-construction stormwater controls are required (Section 8).")
    d.h2("1.4 Responsibilities for SWPPP implementation (reissued; new contractor)")
    d.table([["Part of site / task", "Responsible party"],
             ["Courts 1-3 demolition, grading, concrete courts (Phase 1)", "Seacliff Site Contractors, Inc. - Project Superintendent"],
             ["Porous asphalt bay PA-1, chambers CH-1, lawn regrading (Phase 2)", "Seacliff Site Contractors, Inc.; paving subcontractor Bayshore Paving Corp. (to sign 10.2 before starting)"],
             ["Staging/stockpile area, entrance, fuel pad, spill response", "Seacliff Site Contractors, Inc."],
             ["Light pole bases, electrical trench", "Eatons Neck Electric LLC (to sign 10.2 before starting)"],
             ["Weekly and storm inspections; reports to the SMO", "Tern Point Engineering, P.C. (qualified inspector)"],
             ["Long-term maintenance of PA-1 and CH-1", "Northport Bay Racquet Club, Inc. (General Manager)"]],
            [250, 240])
    d.h1("SECTION 2 - SITE DESCRIPTION AND SOILS (REISSUED)")
    d.para("The site slopes gently (2 to 4 percent) from Asharoken Avenue at elevation 16 to the top of the bay bank at elevation 7. "
           "Land cover is lawn with scattered mature oaks, the clay courts, the clubhouse and a paved north parking lot. There are no "
           "wetlands on the parcel; an intertidal marsh fringe lies off site along the bay shore about 60 feet south of the limit "
           "of disturbance. Figure 1-A (reissued) shows the site as amended.")
    d.para("Soils. The Suffolk County soil survey maps Riverhead sandy loam, 0 to 3 percent slopes (RdA), over most of the parcel, "
           "and Plymouth loamy sand, 3 to 8 percent slopes (PlB), along the north edge. Test pits TP-4 to TP-6, dug on January 13, 2026 "
           "at the location of PA-1 and CH-1, found the following:")
    d.table([["Test pit", "Profile", "Groundwater / mottling", "Infiltration rate"],
             ["TP-4", "0-10 in topsoil; 10-34 in brown sandy loam; 34-120 in tan medium sand, trace gravel", "None to 120 in", "8.2 in/hr"],
             ["TP-5", "0-8 in topsoil; 8-30 in sandy loam; 30-108 in medium to coarse sand", "Mottles at 102 in", "9.0 in/hr"],
             ["TP-6", "0-12 in fill (sand, brick fragments); 12-40 in sandy loam; 40-110 in medium sand", "None to 110 in", "6.4 in/hr"]],
            [50, 250, 100, 90])
    d.para("The sandy loam surface layer erodes readily when stripped and is the main sediment source during grading; the "
           "underlying sands are well suited to infiltration. Design infiltration rate for CH-1: 3.2 in/hr (half the lowest test).")
    d.new_page()
    site_plan(d)
    d.h1("SECTION 3 - RECEIVING WATERS AND EXISTING RUNOFF")
    d.para("Unchanged, remains in effect. See Section 3 of the approved SWPPP dated June 2, 2025.")
    d.h1("SECTION 4 - CONSTRUCTION PHASING AND SEQUENCE (REISSUED)")
    d.para("The work is done in two phases. Phase 1 disturbs 0.84 acre and Phase 2 a further 0.54 acre; Phase 2 starts only after "
           "the Phase 1 areas have been stabilized, so the disturbed area at any one time never exceeds 0.84 acre, far less than "
           "the five-acre limit.")
    d.table([["Step", "Phase", "Activity", "Target dates"],
             ["1", "-", "Pre-construction meeting with the SMO; install SCE-1, SF-1, IP-1, staging area controls and fuel pad", "Apr 6-10, 2026"],
             ["2", "1", "Clear and grub court area; strip and stockpile topsoil in staging area", "Apr 13-17"],
             ["3", "1", "Demolish clay courts; excavate and grade court subbase; install underdrain and electrical conduit (utilities)", "Apr 20 - May 15"],
             ["4", "1", "Pour post-tensioned concrete courts; backfill and topsoil edges; seed and mulch", "May 18 - Jun 12"],
             ["5", "2", "Excavate PA-1/CH-1 area (only after court-side slopes have 80% cover); keep runoff from entering the excavation", "Jun 15 - Jul 3"],
             ["6", "2", "Install chambers CH-1, stone reservoir and porous asphalt; protect PA-1 from sediment until the lawn is stabilized", "Jul 6 - Aug 7"],
             ["7", "2", "Regrade lawn, topsoil, seed; install light poles and water service", "Aug 10 - Sep 4"],
             ["8", "-", "Final stabilization; remove temporary controls after SMO inspection", "by Oct 30, 2026"]],
            [30, 40, 330, 90])
    d.h1("SECTION 5 - EROSION AND SEDIMENT CONTROL PRACTICES (REISSUED)")
    d.h2("5.1 Stabilization, runoff and sediment control by stage")
    d.para("Clearing and grubbing: silt fence SF-1 along the south limit of disturbance and SF-2 around the stockpile before any "
           "stripping; construction entrance SCE-1. Grading: disturbed areas not worked for 7 days receive temporary seed (annual "
           "ryegrass, 30 lb/ac) and straw mulch at 2 tons/ac; slopes over 3:1 are blanketed with straw erosion control blanket. "
           "Paving and courts: subbase stone placed within 14 days of subgrade; PA-1 is covered with geotextile and plywood "
           "walkways until the surrounding lawn is stabilized. Final: 4 in topsoil, permanent seed mix (tall fescue, perennial rye, "
           "creeping red fescue at 6 lb per 1,000 sf) and straw mulch; 80 percent cover is required before temporary controls "
           "are removed.")
    d.h2("5.2 Practice details and specifications")
    d.table([["ID", "Practice", "Size / length", "Material and installation"],
             ["SF-1", "Silt fence, south LOD", "440 LF", "36-in woven geotextile on 2x2 in hardwood stakes 8 ft o.c., toe buried 6 in; NYS Standards (Nov. 2016) Sec. 5"],
             ["SF-2", "Silt fence around stockpile", "160 LF", "As SF-1; stockpile side slopes no steeper than 2:1, tarped when idle"],
             ["SCE-1", "Stabilized construction entrance", "50 ft x 24 ft x 6 in", "1-4 in crushed stone on woven geotextile; mountable berm at road"],
             ["IP-1", "Inlet protection, existing catch basin", "1 inlet", "Geotextile silt sack under grate, overflow slot"],
             ["DD-1", "Temporary diversion swale", "120 LF, 1 ft deep", "Upslope of PA-1 excavation in Phase 2; seeded; directs clean runoff to the west lawn"],
             ["ECB", "Erosion control blanket", "about 2,200 sf", "Straw single-net blanket, stapled 1.5 per sy, on slopes over 3:1"]],
            [38, 120, 90, 242])
    d.para("No temporary sediment basin is proposed: no drainage area to a single point within the limit of disturbance exceeds "
           "0.5 acre, and perimeter silt fence is adequate under the NYS Standards.", size=9.5)
    d.h2("5.3 Temporary practices converted to permanent control measures")
    d.para("Temporary diversion swale DD-1 is left in place after Phase 2, topsoiled and sodded, and becomes the permanent grass "
           "swale that carries lawn runoff around PA-1 so that sediment-laden lawn runoff does not reach the porous pavement.")
    d.h2("5.4 Structural practices to divert, store or limit runoff from exposed areas")
    d.para("DD-1 diverts upslope runoff around the Phase 2 excavation; the court subbase excavation is graded to a low corner that "
           "acts as a temporary sump (about 900 cf) and is pumped through a filter bag onto the stabilized west lawn; SF-1 limits "
           "discharge toward the buffer and the bay.")
    d.h2("5.5 Implementation schedule")
    d.table([["Practice", "Initial placement", "Minimum duration"],
             ["SCE-1, SF-1, IP-1, SF-2", "Step 1, before any soil disturbance", "Until final stabilization (Step 8)"],
             ["Temporary seed and mulch", "Within 7 days of last disturbance of an area", "Until permanent seeding"],
             ["DD-1 diversion swale", "Start of Step 5 (Phase 2)", "Permanent (converted)"],
             ["Pump-around filter bag", "Whenever the court excavation holds water", "Through Step 4"],
             ["ECB blankets", "Same day final grade reached on slopes over 3:1", "Permanent (biodegradable)"]],
            [150, 190, 150])
    d.para("Inspection and maintenance of these practices: see Section 6 of the approved SWPPP.", size=9.5)
    d.h1("SECTION 6 - INSPECTION AND MAINTENANCE OF EROSION AND SEDIMENT CONTROLS")
    d.para("Unchanged, remains in effect. The inspection and maintenance program of Section 6 of the approved SWPPP applies to "
           "the practices listed in Section 5 as reissued.")
    d.h1("SECTION 7 - POLLUTION PREVENTION AND MATERIALS MANAGEMENT (REISSUED)")
    d.para("All staging, stockpiling and materials storage is moved to the existing north parking lot, more than 250 feet from the "
           "bay. Materials expected on site: topsoil and stone stockpiles, concrete reinforcing and post-tension tendons, form "
           "lumber and release agent, curing compound, asphalt tack coat, diesel fuel (day tank on the service truck only), "
           "hydraulic oil and lubricants, paint for court lines, and light pole components. The contractor keeps an updated "
           "materials list in the site binder.")
    d.para("Storage practices: liquids (form release agent, curing compound, tack coat, paint, oils) are kept in their original "
           "closed containers in a locked steel job box set on the lined materials pad PAD-1 (6-in curbed, 10 ft x 20 ft) under a "
           "cover; fuel is dispensed only on PAD-1 with drip pans; stockpiles are tarped at the end of each day and ringed by SF-2.")
    d.para("Spill prevention and response: a spill kit (absorbent, pads, booms, shovel, drums) is kept at PAD-1 and on the service "
           "truck. Spills are stopped and contained immediately, absorbed, and the waste drummed for licensed disposal. Any "
           "petroleum spill is reported to NYSDEC (1-800-457-7362) within two hours and to the Village.")
    d.para("Litter, construction chemicals and debris: trash receptacles with lids at the staging area are emptied at least "
           "weekly; demolition debris from the clay courts (clay, fencing, net posts) is loaded directly into covered roll-offs "
           "and removed; concrete truck washout is done only in a lined washout container at the staging area and the hardened "
           "residue is hauled away; no wash water is discharged to the catch basin; sweeping of Asharoken Avenue at the "
           "entrance daily when tracking occurs.")
    d.h1("SECTION 8 - POST-CONSTRUCTION STORMWATER MANAGEMENT (REISSUED)")
    d.h2("8.1 Practices")
    d.para("PA-1 is a 0.19-acre porous asphalt parking bay (20 spaces) built over a 24-inch open-graded stone reservoir. Runoff "
           "from the reconstructed courts is collected in a trench drain at their west edge and piped to CH-1, two rows of 14 "
           "open-bottom infiltration chambers (StormTech SC-740 or equal) under PA-1, bedded in stone. PA-1 and CH-1 together "
           "replace bioretention area BR-1 of the approved SWPPP. Locations and sizes are on Figure 1-A.")
    d.h2("8.2 Hydrologic and hydraulic analysis")
    d.para("HydroCAD 10.2, TR-20 method, SCS Type III 24-hour storms (NOAA Atlas 14): 1-yr 2.8 in, 10-yr 5.0 in, 100-yr 8.2 in. "
           "Chamber system storage 2,980 cf (chambers 1,624 cf plus stone 1,356 cf) plus PA-1 reservoir 1,240 cf; exfiltration "
           "at 3.2 in/hr over the 1,840 sf chamber footprint. Peak stages: 1-yr 0.6 ft, 10-yr 1.5 ft, 100-yr 2.6 ft of 2.75 ft "
           "available; overflow to the west lawn only above the 100-year stage.")
    d.para("Water quality: WQv for the 0.74-ac contributing area (90 percent rule, P = 1.3 in, 55% impervious) = 1,930 cf, "
           "infiltrated in full; runoff reduction volume requirement met by infiltration.")
    d.h2("8.3 Pre-development and post-development runoff")
    d.table([["Design point DP-1 (south lawn to bay)", "1-yr", "10-yr", "100-yr"],
             ["Pre-development peak, cfs (approved SWPPP Table 3-1, existing conditions)", "0.88", "2.21", "4.36"],
             ["Post-development peak, cfs (as amended)", "0.41", "1.02", "3.11"],
             ["Pre-development runoff volume, cf", "3,020", "7,450", "14,600"],
             ["Post-development runoff volume, cf", "1,260", "3,610", "10,850"]],
            [300, 60, 60, 70])
    d.h2("8.4 Dimensions, materials and installation")
    d.para("Porous asphalt: 3 in of open-graded asphalt (PG 76-22, 18% air voids) over 2 in choker course (No. 57 stone) over "
           "24 in reservoir of 1.5-2.5 in clean washed stone, nonwoven geotextile on the sides only; subgrade not compacted; "
           "tracked equipment only on the subgrade. Chambers: 2 rows x 14 SC-740 units, 92 ft x 20 ft bed, 6 in stone below and "
           "between, inspection ports at each end, isolator row with woven geotextile. Installed in Step 6 after upslope areas "
           "are stabilized.")
    d.h2("8.5 Maintenance schedule")
    d.table([["Practice", "Maintenance task", "Frequency"],
             ["PA-1 porous asphalt", "Vacuum sweep (no sanding; no sealcoat); check for ponding", "Spring and fall; after winter"],
             ["CH-1 chambers", "Check sediment depth at inspection ports; jet-vac isolator row when sediment exceeds 3 in", "Twice a year for 2 years, then yearly"],
             ["Trench drain and pipes", "Remove debris from grate and sumps", "Monthly in leaf season; quarterly otherwise"],
             ["Grass swale (former DD-1)", "Mow, repair eroded spots", "Monthly, growing season"]],
            [120, 260, 110])
    d.h1("SECTION 9 - LONG-TERM O&M, EASEMENT AND AGREEMENT (REISSUED)")
    d.para("The Club remains responsible for the operation and maintenance of PA-1, CH-1, the trench drain and the grass swale, "
           "through its General Manager. The Stormwater Control Facility Maintenance Agreement between the Club and the Village, "
           "recorded in the Suffolk County Clerk's office with the original approval, is amended by a rider that substitutes PA-1 "
           "and CH-1 for BR-1 in its Schedule A. All other terms of the agreement continue, including the Village's right to "
           "inspect and to perform neglected maintenance at the Club's cost, and its provision that it runs with the land and is "
           "binding on all subsequent owners of the parcel.")
    d.para("Maintenance easement. The Village's maintenance easement recorded in 2025 covers the former BR-1 area along the bay "
           "side (shown for reference on Figure 1-A). Access to PA-1 and CH-1 is from the north parking lot. The revised easement "
           "description and map for PA-1 and CH-1 will be provided to the Village prior to the final inspection.")
    d.new_page()
    cert_forms(d)
    d.save()
    # set NeedAppearances so viewers render the field values
    r = PdfReader(raw); w = PdfWriter(clone_from=r)
    w._root_object["/AcroForm"][NameObject("/NeedAppearances")] = BooleanObject(True)
    w.add_metadata({"/Title": "SWPPP Amendment No. 1 - Northport Bay Racquet Club", "/Producer": "ReportLab + pypdf (AcroForm, unflattened)"})
    out = os.path.join(outdir, "pdf", NAME + ".pdf")
    with open(out, "wb") as f:
        w.write(f)
    return out


def ev(pages, quote):
    return {"pages": pages, "quote": quote}

FORM_FIELD_ITEMS = ("44-8B(1)(m)",)
STYLE = "amendment to an approved SWPPP reissuing only some sections (others 'unchanged, remains in effect', original plan not bound)"
LABEL = {
    "checklist": "asharoken-ch44",
    "style": STYLE, "house_style": STYLE,
    "producer": "reportlab canvas with AcroForm fields left unflattened (cover data sheet p. 2, certifications p. 9), NeedAppearances set with pypdf",
    "decision": "incomplete",
    "facts": {"disturbed_acres": 1.38, "project_type": "membership racquet club: court reconstruction and porous-asphalt parking bay",
              "single_family": False, "impaired_water": False},
    "items": {},
    "evidence": {
        "44-8B(1)(a)": ev([4], "Total land disturbance as amended is 1.38 acres"),
        "44-8B(1)(b)": ev([5], "FIGURE 1-A REVISED SITE, EROSION CONTROL AND STORMWATER PLAN"),
        "44-8B(1)(c)": ev([4], "Riverhead sandy loam, 0 to 3 percent slopes (RdA)"),
        "44-8B(1)(d)": ev([6], "the disturbed area at any one time never exceeds 0.84 acre"),
        "44-8B(1)(e)": ev([7], "trash receptacles with lids at the staging area are emptied at least"),
        "44-8B(1)(f)": ev([7], "Storage practices: liquids (form release agent"),
        "44-8B(1)(g)": ev([6], "Clearing and grubbing: silt fence SF-1 along the south limit"),
        "44-8B(1)(h)": ev([5], "SF-1 SILT FENCE, 440 LF (LIMIT OF DISTURBANCE, SOUTH)"),
        "44-8B(1)(i)": ev([6], "36-in woven geotextile on 2x2 in hardwood stakes"),
        "44-8B(1)(j)": ev([7], "Temporary diversion swale DD-1 is left in place after Phase 2"),
        "44-8B(1)(k)": ev([7], "Step 1, before any soil disturbance"),
        "44-8B(1)(m)": ev([2], "Northport Bay (via sheet flow and Village outfall AV-7)"),
        "44-8B(1)(n)": ev([4], "Weekly and storm inspections; reports to the SMO"),
        "44-8B(1)(o)": ev([7], "DD-1 diverts upslope runoff around the Phase 2 excavation"),
        "44-8B(1)(p)": ev([8], "Pre-development peak, cfs (approved SWPPP Table 3-1"),
        "44-8B(3)(b)": ev([7], "PA-1 is a 0.19-acre porous asphalt parking bay (20 spaces)"),
        "44-8B(3)(c)": ev([5], "PA-1 POROUS ASPHALT PARKING BAY, 0.19 AC"),
        "44-8B(3)(d)": ev([8], "Peak stages: 1-yr 0.6 ft, 10-yr 1.5 ft, 100-yr 2.6 ft"),
        "44-8B(3)(e)": ev([8], "Post-development peak, cfs (as amended)"),
        "44-8B(3)(f)": ev([8], "3 in of open-graded asphalt (PG 76-22, 18% air voids)"),
        "44-8B(3)(g)": ev([8], "jet-vac isolator row"),
        "44-8B(3)(i)": ev([8], "binding on all subsequent owners of the parcel"),
        "44-8C": ev([9], "the design of all stormwater management practices, as amended, meets the requirements of Chapter 44"),
    },
    "gaps": {
        "44-8B(1)(l)": "pointer to a document not bound in the PDF: Section 6 (p. 7) says 'Unchanged, remains in effect' and sends the reader to Section 6 of the approved SWPPP of June 2, 2025; the ESC table on p. 7 also says 'see Section 6 of the approved SWPPP'. No ESC maintenance schedule is in this PDF (the only maintenance table, p. 8, is for the post-construction practices).",
        "44-8B(3)(h)": "deferral buried at the end of Section 9 (p. 8): the recorded 2025 easement covers only the deleted BR-1 area; 'The revised easement description and map for PA-1 and CH-1 will be provided to the Village prior to the final inspection.'",
        "44-8E": "certification missing its statement in part: form 10.2 (p. 9) is filled in and signed in its form fields, but its printed statement stops after 'agree to comply with the terms and conditions of the stormwater pollution prevention plan, as amended by Amendment No. 1.' and omits 'I also understand that it is unlawful for any person to cause or contribute to a violation of water quality standards.'",
    },
    "image_only_pages": [],
    "ambiguous_items": ["44-8B(1)(l)"],
    "acceptable_decisions": ["incomplete"],
    "notes": ("Evidence in form fields: the cover data sheet (p. 2) and the certifications (p. 9) are unflattened AcroForm pages. "
              "44-8B(1)(m) is quoted from the field recv_water on p. 2 (the receiving water is also printed on Figure 1-A, p. 5); the disturbed "
              "acreage (fields dist_orig 1.21, dist_amended 1.38, dist_max 0.84), the Condition C checkbox and the section checkboxes exist only as "
              "field values; in 44-8C the certification statement is printed but the signer's name, licence number, '/s/' signature and date "
              "(pe_name, pe_lic, pe_sig, pe_date) are field values only; all entries of contractor form 10.2 (k_*) are field values. "
              "Applicability: 1.38 ac, membership club, not single-family, not part of a common plan: a land development activity with Condition C, so "
              "44-8B(3) applies. The amendment reissues Sections 1, 2, 4, 5, 7, 8, 9, 10; Sections 3 and 6 say 'Unchanged, remains in effect' "
              "and the original SWPPP is not bound. Section 3's content is nevertheless available: receiving water on the cover sheet and figure, "
              "existing runoff data from the original Table 3-1 reproduced in Section 8.3 (p. 8). 44-8B(1)(l) is labelled missing because the PDF "
              "holds no ESC maintenance schedule; it is ambiguous because a reviewer holding the approved SWPPP on file could accept the "
              "reference. 44-8B(3)(h) and 44-8E are missing on any reading, so the decision is incomplete either way."),
}

HEADINGS = ["SWPPP AMENDMENT - COVER DATA SHEET", "SWPPP AMENDMENT No. 1 - PURPOSE AND SUMMARY", "SECTION 1 - PROJECT DESCRIPTION (REISSUED)",
            "SECTION 2 - SITE DESCRIPTION AND SOILS (REISSUED)", "FIGURE 1-A REVISED SITE, EROSION CONTROL AND STORMWATER PLAN (REISSUED)",
            "SECTION 3 - RECEIVING WATERS AND EXISTING RUNOFF", "SECTION 4 - CONSTRUCTION PHASING AND SEQUENCE (REISSUED)",
            "SECTION 5 - EROSION AND SEDIMENT CONTROL PRACTICES (REISSUED)", "5.5 Implementation schedule",
            "SECTION 6 - INSPECTION AND MAINTENANCE OF EROSION AND SEDIMENT CONTROLS", "SECTION 7 - POLLUTION PREVENTION AND MATERIALS MANAGEMENT (REISSUED)",
            "SECTION 8 - POST-CONSTRUCTION STORMWATER MANAGEMENT (REISSUED)", "SECTION 9 - LONG-TERM O&M, EASEMENT AND AGREEMENT (REISSUED)",
            "SECTION 10 - CERTIFICATIONS (REISSUED)", "10.1 Preparer's Certification", "10.2 Contractor Certification"]
