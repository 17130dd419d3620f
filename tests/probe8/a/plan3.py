import os, tempfile
from PIL import Image, ImageDraw, ImageFont
from common import Doc, W, H
NAME = "p8a_asharoken_beach_club_parking_imgtables"
OCR_ITEMS = ("44-8B(1)(c)", "44-8B(1)(l)")
FONT = "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf"
def img_table(path, title, rows, colw):
    f = ImageFont.truetype(FONT, 30); fb = ImageFont.truetype(FONT.replace("Sans.", "Sans-Bold."), 30)
    rh = 56; w = sum(colw) + 20; h = rh * (len(rows) + 1) + 90
    im = Image.new("RGB", (w, h), (250, 250, 246)); dr = ImageDraw.Draw(im)
    dr.text((10, 20), title, font=fb, fill=(0, 0, 0))
    y = 80
    for k, r in enumerate(rows):
        x = 10
        for t, cw in zip(r, colw):
            dr.rectangle([x, y, x + cw, y + rh], outline=(90, 90, 90), width=2)
            dr.text((x + 10, y + 12), t, font=fb if k == 0 else f, fill=(0, 0, 0)); x += cw
        y += rh
    im.save(path); return w, h
def build(pdf):
    tmp = tempfile.mkdtemp(); ev = {}
    d = Doc(pdf, "Asharoken Beach Club Parking Lot - SWPPP", "ASHAROKEN BEACH CLUB - PARKING LOT RECONSTRUCTION - STORMWATER POLLUTION PREVENTION PLAN - REV. 0, APRIL 2026")
    p = d.new(); d.y -= 60
    for s in ["STORMWATER POLLUTION PREVENTION PLAN", "Asharoken Beach Club Parking Lot Reconstruction", "Asharoken Avenue, Village of Asharoken, Suffolk County, NY",
              "Owner: Asharoken Beach Club, Inc.", "Prepared by: Sound Shore Engineering, PLLC, Huntington, NY", "April 6, 2026"]:
        d.text(s, "Helvetica-Bold", 13, gap=6)
    d.y -= 20; d.head("CONTENTS")
    for s in ["1. Project Description", "2. Site Conditions and Soils", "3. Site Plan", "4. Construction Sequence", "5. Erosion and Sediment Controls", "6. Pollution Prevention", "7. Inspection and Maintenance", "8. Post-Construction Practices", "9. Long-Term Ownership", "10. Certifications"]:
        d.text(s, gap=1)
    p = d.new()
    d.head("1. PROJECT DESCRIPTION")
    d.text("The Beach Club will reconstruct its 1.45-acre gravel parking lot on the south side of Asharoken Avenue as a 96-space porous asphalt lot with a bioretention area, and replace the clubhouse walkway. Total disturbance is 1.38 acres; the lot is a commercial facility and not part of a larger common plan. Condition C of Section 44-8B(2) therefore applies.")
    ev["44-8B(1)(a)"] = ([p], "reconstruct its 1.45-acre gravel parking lot on the south side of Asharoken Avenue")
    p = d.new()
    d.head("2. SITE CONDITIONS AND SOILS")
    d.text("The site is flat (0 to 2 percent) and drains south by sheet flow to the tidal marsh fringing Duck Island Harbor, the receiving water. The soils are summarised in Table 2-1 below.")
    ev["44-8B(1)(m)"] = ([p], "the tidal marsh fringing Duck Island Harbor, the receiving water")
    w, h = img_table(os.path.join(tmp, "soils.png"), "TABLE 2-1  SOILS", [["Map unit", "Name", "HSG", "Depth to water"], ["PlA", "Plymouth loamy sand", "A", "6 ft"], ["Bc", "Beaches", "A", "2 ft"], ["Ur", "Urban land fill", "B", "5 ft"]], [200, 420, 120, 280])
    s = (W - 144) / w; d.c.drawImage(os.path.join(tmp, "soils.png"), 72, d.y - h * s, w * s, h * s); d.y -= h * s + 14
    ev["44-8B(1)(c)"] = ([p], "Plymouth loamy sand")
    d.text("Existing data: Club staff photographs (2023-2025) show rutting and sand washing from the gravel lot onto the marsh edge after each storm over 1 inch; no sampling data exist.")
    ev["44-8B(1)(p)"] = ([p], "show rutting and sand washing from the gravel lot onto the marsh edge")
    p = d.new()
    d.head("3. SITE PLAN")
    c = d.c; c.rect(72, 250, W - 144, 420); c.setFont("Helvetica", 7.5)
    for i, s in enumerate(["SITE PLAN  SCALE 1 IN. = 40 FT", "ASHAROKEN AVENUE (NORTH)", "LIMIT OF DISTURBANCE 1.38 AC", "POROUS ASPHALT LOT 96 SPACES (0.98 AC)", "BIORETENTION AREA B-1 60 x 25 FT",
                           "SILT FENCE 540 LF ALONG MARSH EDGE", "STABILIZED ENTRANCE 50 x 24 FT", "STOCKPILE AREA WITH FILTER SOCK 120 LF", "EXISTING SLOPE 0-2% TO SOUTH; FINAL 1% TO B-1",
                           "TIDAL MARSH - NO DISTURBANCE", "DISCHARGE POINT: B-1 OVERFLOW TO MARSH", "LOCATION MAP: ASHAROKEN AVE, EATONS NECK"]):
        c.drawString(90, 650 - i * 30, s)
    ev["44-8B(1)(b)"] = ([p], "LIMIT OF DISTURBANCE 1.38 AC"); ev["44-8B(1)(h)"] = ([p], "SILT FENCE 540 LF ALONG MARSH EDGE"); ev["44-8B(3)(c)"] = ([p], "BIORETENTION AREA B-1 60 x 25 FT")
    p = d.new()
    d.head("4. CONSTRUCTION SEQUENCE")
    d.text("1. Install entrance and silt fence. 2. Strip gravel and grade (0.7 acre open at most, never more than five acres). 3. Excavate B-1 as a temporary sediment trap. 4. Place porous asphalt base. 5. Convert the trap to bioretention B-1 once the lot is paved. 6. Seed and remove silt fence.")
    ev["44-8B(1)(d)"] = ([p], "0.7 acre open at most, never more than five acres")
    ev["44-8B(1)(j)"] = ([p], "Convert the trap to bioretention B-1 once the lot is paved")
    d.text("Each practice stays in place until its area is stabilized. The dates of placement and removal of each practice will be set out in the contractor's schedule, to be provided prior to the pre-construction meeting.")
    d.head("5. EROSION AND SEDIMENT CONTROLS")
    d.text("Temporary: silt fence (36-in. woven geotextile on hardwood stakes at 8 ft, toe buried 6 in.); stabilized entrance of 2-in. stone 8 in. thick on geotextile; temporary trap 60 x 25 x 3 ft with stone outlet; straw mulch 2 tons/acre. Permanent: porous pavement, bioretention planting and seeded shoulders.")
    ev["44-8B(1)(g)"] = ([p], "Permanent: porous pavement, bioretention planting and seeded shoulders")
    ev["44-8B(1)(i)"] = ([p], "temporary trap 60 x 25 x 3 ft with stone outlet")
    d.text("Diversion: a temporary earth berm along the south edge keeps lot runoff in the trap and off the marsh.")
    ev["44-8B(1)(o)"] = ([p], "a temporary earth berm along the south edge keeps lot runoff in the trap")
    d.head("6. POLLUTION PREVENTION")
    d.text("Litter and debris go to a covered dumpster emptied weekly; sealants and paint are kept in a locked shed. Stored on site: stone, asphalt millings, and a 100-gallon fuel tank in secondary containment; spill kit at the shed; spills reported to NYSDEC.")
    ev["44-8B(1)(e)"] = ([p], "Litter and debris go to a covered dumpster emptied weekly"); ev["44-8B(1)(f)"] = ([p], "a 100-gallon fuel tank in secondary containment")
    p = d.new()
    d.head("7. INSPECTION AND MAINTENANCE")
    d.text("Inspections every 7 days and within 24 hours of 0.5 inch of rain. Maintenance tasks are given in Table 7-1.")
    w, h = img_table(os.path.join(tmp, "maint.png"), "TABLE 7-1  MAINTENANCE SCHEDULE", [["Practice", "Action"], ["Silt fence", "Remove sediment at half height"], ["Entrance", "Add stone when clogged"], ["Sediment trap", "Clean at 50 percent full"]], [300, 720])
    s = (W - 144) / w; d.c.drawImage(os.path.join(tmp, "maint.png"), 72, d.y - h * s, w * s, h * s); d.y -= h * s + 14
    ev["44-8B(1)(l)"] = ([p], "Clean at 50 percent full")
    d.text("Responsibilities: Contractor - all controls in the lot and entrance; Club grounds manager - stockpile area and marsh edge; Sound Shore Engineering - inspections.")
    ev["44-8B(1)(n)"] = ([p], "Club grounds manager - stockpile area and marsh edge")
    p = d.new()
    d.head("8. POST-CONSTRUCTION PRACTICES")
    d.text("Porous asphalt (0.98 ac) over 18 in. of choker and reservoir stone; bioretention B-1, 60 x 25 ft, 18 in. ponding, 2.5 ft planting soil, underdrain to the marsh edge. WQv 0.09 ac-ft is held in the reservoir stone.")
    ev["44-8B(3)(b)"] = ([p], "bioretention B-1, 60 x 25 ft, 18 in. ponding"); ev["44-8B(3)(f)"] = ([p], "over 18 in. of choker and reservoir stone")
    d.text("HydroCAD analysis (TR-20): 1-yr peak 1.4 cfs pre, 0.3 cfs post; 10-yr 3.1 pre, 1.2 post; 100-yr 6.0 pre, 4.4 post. Post-development peaks are below pre-development for all storms.")
    ev["44-8B(3)(d)"] = ([p], "HydroCAD analysis (TR-20): 1-yr peak 1.4 cfs pre, 0.3 cfs post"); ev["44-8B(3)(e)"] = ([p], "Post-development peaks are below pre-development for all storms")
    d.text("Maintenance: vacuum-sweep porous asphalt twice a year; inspect B-1 monthly in the growing season, remove sediment and replace mulch annually. Maintenance access easements: see Section 9.")
    ev["44-8B(3)(g)"] = ([p], "vacuum-sweep porous asphalt twice a year")
    d.head("9. LONG-TERM OWNERSHIP")
    d.text("The Club owns and will maintain both practices. The Club will record a declaration binding itself and all subsequent owners of the parcel to the Section 8 maintenance schedule and to Village inspection.")
    ev["44-8B(3)(i)"] = ([p], "binding itself and all subsequent owners of the parcel")
    p = d.new()
    d.head("10. CERTIFICATIONS")
    d.text("I certify that this SWPPP was prepared under my supervision and that the design of all stormwater management practices meets the requirements of Chapter 44 of the Village Code.  /s/ Daniel K. Brandt, P.E., Lic. No. 084217, April 6, 2026")
    ev["44-8C"] = ([p], "/s/ Daniel K. Brandt, P.E., Lic. No. 084217")
    d.text('Contractor: "I certify under penalty of law that I understand and agree to comply with the terms and conditions of the stormwater pollution prevention plan. I also understand that it is unlawful for any person to cause or contribute to a violation of water quality standards."')
    d.text("Name/title: Peter Lindqvist, Vice President. Firm: North Shore Paving Corp., 77 Woodbine Ave., Northport, NY 11768, (631) 555-0122. Site: Asharoken Beach Club lot, Asharoken Ave. Signed /s/ Peter Lindqvist, April 28, 2026")
    ev["44-8E"] = ([p], "Signed /s/ Peter Lindqvist, April 28, 2026")
    d.save(); return ev, d.page
META = dict(checklist="asharoken-ch44", style="Short private SWPPP in which two key tables (soils, E&SC maintenance schedule) are pasted in as raster screenshots on text pages",
    producer="reportlab with embedded PNG tables (PIL)", decision="incomplete", facts=dict(disturbed_acres=1.38, project_type="commercial club parking lot reconstruction", single_family=False, impaired_water=False),
    gaps={"44-8B(1)(k)": "deferral buried in a later sentence, p. 5: the sequence gives order only; dates of placement and duration deferred to contractor's schedule 'to be provided prior to the pre-construction meeting'",
          "44-8B(3)(h)": "pointer to a section that does not hold the item, p. 7: 'Maintenance access easements: see Section 9'; Section 9 gives ownership and a declaration but no easement"},
    ambiguous_items=["44-8B(1)(k)"], acceptable_decisions=["incomplete"],
    notes="1.38 ac commercial, Condition C applies. Pages 3 and 6 have text layers but Table 2-1 (soils, 44-8B(1)(c)) on page 3 and Table 7-1 (maintenance schedule, 44-8B(1)(l)) on page 6 are raster images only; those quotes are verified by tesseract OCR of the rendered page. 44-8B(1)(k) ambiguous: 'each practice stays in place until its area is stabilized' gives a duration but placement timing is only implied by the sequence order.")
