"""Plan 2: recorded Stormwater Maintenance Agreement with the SWPPP bound as Exhibit B (Village of Asharoken).
Producer: reportlab (pleading paper), scanned page via pdftoppm+Pillow, incremental update via pypdf."""
import os, subprocess, random
from reportlab.pdfgen import canvas
from reportlab.lib.pagesizes import letter
from reportlab.lib.utils import simpleSplit, ImageReader
from PIL import Image, ImageFilter, ImageDraw

NAME = "p13b_asharoken_maint_agreement_racquet_club"
W, H = letter
LM, RM = 108, 562          # text column
TOP = 720; STEP = 24; NLINES = 28

class Pleading:
    def __init__(self, path, footer):
        self.c = canvas.Canvas(path, pagesize=letter); self.footer = footer
        self.c.setTitle("Stormwater Maintenance Agreement - Bayview Racquet Club, Asharoken")
        self.c.setAuthor("Keane Moriarty LLP"); self.line = 0; self.page = 0; self.started = False
    def _paper(self):
        c = self.c; self.page += 1
        c.setLineWidth(0.6); c.line(96, 0, 96, H); c.line(93, 0, 93, H); c.line(572, 0, 572, H)
        c.setFont("Times-Roman", 10)
        for i in range(NLINES):
            c.drawRightString(84, TOP - i * STEP, str(i + 1))
        c.setFont("Times-Roman", 8); c.drawCentredString(W / 2, 40, self.footer)
        c.drawCentredString(W / 2, 30, "- %d -" % self.page)
        self.started = True; self.line = 0
    def newpage(self):
        if self.started: self.c.showPage()
        self._paper()
    def _need(self, n=1):
        if not self.started or self.line + n > NLINES: self.newpage()
    def text(self, s, font="Times-Roman", size=12, indent=0, first=0, align="l"):
        lines = simpleSplit(s, font, size, RM - LM - indent)
        if first and lines:
            lines = simpleSplit(s, font, size, RM - LM - indent - first)
            head = lines[0]; rest = " ".join(lines[1:])
            lines = [head] + (simpleSplit(rest, font, size, RM - LM - indent) if rest else [])
        for k, l in enumerate(lines):
            self._need(); self.c.setFont(font, size); y = TOP - self.line * STEP
            x = LM + indent + (first if k == 0 else 0)
            if align == "c": self.c.drawCentredString((LM + RM) / 2, y, l)
            else: self.c.drawString(x, y, l)
            self.line += 1
    def para(self, s, **kw): self.text(s, first=36, **kw)
    def head(self, s): self._need(2); self.text(s, font="Times-Bold", align="c")
    def blank(self, n=1):
        for _ in range(n):
            if self.started and self.line < NLINES: self.line += 1
    def table(self, cols, rows, size=9):
        # cols: list of widths in points; each row wraps into as many grid lines as needed (two sub-lines per grid line)
        sub = STEP / 2
        for ri, row in enumerate(rows):
            font = "Times-Bold" if ri == 0 else "Times-Roman"
            cells = [simpleSplit(str(v), font, size, w - 4) for v, w in zip(row, cols)]
            n = max(len(x) for x in cells); glines = (n + 1) // 2
            self._need(glines)
            y0 = TOP - self.line * STEP
            x = LM; self.c.setFont(font, size)
            for cl, w in zip(cells, cols):
                for k, l in enumerate(cl):
                    self.c.drawString(x + 2, y0 - k * sub + 3, l)
                x += w
            self.line += glines
    def save(self):
        self.c.showPage(); self.c.save()

def recording_page(c):
    c.setFont("Helvetica-Bold", 13); c.drawCentredString(W / 2, 740, "SUFFOLK COUNTY CLERK")
    c.setFont("Helvetica-Bold", 11); c.drawCentredString(W / 2, 724, "RECORDING AND ENDORSEMENT PAGE")
    c.setFont("Helvetica", 9)
    rows = [("Type of Instrument:", "EASEMENT / DECLARATION - STORMWATER MAINTENANCE AGREEMENT"),
            ("Number of Pages:", "13"), ("Receipt Number:", "24-0031877"),
            ("District:", "0602"), ("Section:", "004.00"), ("Block:", "01.00"), ("Lot:", "027.002"),
            ("Grantor:", "BAYVIEW RACQUET CLUB, INC."), ("Grantee:", "INCORPORATED VILLAGE OF ASHAROKEN"),
            ("Return to:", "Keane Moriarty LLP, 75 Main Street, Northport, NY 11768")]
    y = 690
    for a, b in rows:
        c.drawString(72, y, a); c.drawString(210, y, b); y -= 15
    c.rect(66, y - 8, 480, 690 - y + 22)
    y -= 30; c.setFont("Helvetica-Bold", 9); c.drawString(72, y, "Fees"); c.setFont("Helvetica", 9)
    for a, b in [("Page/Filing", "85.00"), ("Handling", "20.00"), ("COE", "5.00"), ("NYS SRCHG", "15.00"), ("RPT", "200.00"), ("Fees Paid", "325.00")]:
        y -= 14; c.drawString(90, y, a); c.drawRightString(300, y, b)
    c.setFont("Helvetica", 8)
    c.drawString(72, y - 30, "THIS PAGE IS A PART OF THE INSTRUMENT. THIS IS NOT A BILL.")
    # stamps
    c.saveState(); c.translate(420, 470); c.rotate(-8); c.setStrokeColorRGB(0.55, 0.1, 0.1); c.setFillColorRGB(0.55, 0.1, 0.1)
    c.setLineWidth(2); c.rect(-95, -48, 190, 96)
    c.setFont("Helvetica-Bold", 10); c.drawCentredString(0, 28, "RECORDED")
    c.setFont("Helvetica", 9); c.drawCentredString(0, 12, "2024 Mar 14 10:22:31 AM")
    c.drawCentredString(0, -4, "CLERK OF")
    c.drawCentredString(0, -18, "SUFFOLK COUNTY")
    c.drawCentredString(0, -34, "L D00013217  P 418")
    c.restoreState()
    c.saveState(); c.translate(170, 250); c.rotate(6); c.setStrokeColorRGB(0.1, 0.2, 0.55); c.setFillColorRGB(0.1, 0.2, 0.55)
    c.circle(0, 0, 55, stroke=1, fill=0); c.circle(0, 0, 47, stroke=1, fill=0)
    c.setFont("Helvetica-Bold", 8); c.drawCentredString(0, 14, "VILLAGE OF")
    c.drawCentredString(0, 3, "ASHAROKEN"); c.setFont("Helvetica", 7); c.drawCentredString(0, -10, "APPROVED AS TO FORM")
    c.drawCentredString(0, -21, "VILLAGE ATTORNEY"); c.restoreState()
    c.setFont("Helvetica", 8); c.drawString(330, 200, "DECLARATION OF COVENANT - RUNS WITH THE LAND")
    c.drawString(330, 188, "Instrument No. 2024-04118"); c.showPage()

def scanned_execution(work, out_png):
    """A signed, notarised execution page, rendered then degraded into a 150 dpi grayscale scan."""
    p = os.path.join(work, "exec_src.pdf"); c = canvas.Canvas(p, pagesize=letter)
    c.setFont("Times-Roman", 12); y = 700
    for l in ["IN WITNESS WHEREOF, the parties have executed this Agreement as of the", "day and year first written above."]:
        c.drawString(108, y, l); y -= 22
    y -= 20
    for who, name, title in [("BAYVIEW RACQUET CLUB, INC.", "Thomas J. Gallagher", "President"),
                             ("INCORPORATED VILLAGE OF ASHAROKEN", "Gregory Letica", "Mayor")]:
        c.setFont("Times-Bold", 12); c.drawString(108, y, who); y -= 40
        c.setFont("Times-Italic", 20); c.drawString(140, y + 6, name.split()[0][0] + ". " + name.split()[-1])
        c.setFont("Times-Roman", 12); c.line(108, y, 360, y); y -= 16
        c.drawString(108, y, "By: %s, %s" % (name, title)); y -= 44
    c.setFont("Times-Bold", 12); c.drawString(108, y, "ACKNOWLEDGMENT"); y -= 20
    c.setFont("Times-Roman", 11)
    for l in ["STATE OF NEW YORK     )", "                                  ) ss.:", "COUNTY OF SUFFOLK     )",
              "On the 6th day of March in the year 2024 before me, the undersigned, personally",
              "appeared Thomas J. Gallagher, personally known to me or proved to me on the basis",
              "of satisfactory evidence to be the individual whose name is subscribed to the within",
              "instrument and acknowledged to me that he executed the same in his capacity, and",
              "that by his signature on the instrument, the individual, or the person upon behalf",
              "of which the individual acted, executed the instrument."]:
        c.drawString(108, y, l); y -= 17
    y -= 26; c.setFont("Times-Italic", 18); c.drawString(140, y + 6, "Maureen P. Scalia"); c.setFont("Times-Roman", 11)
    c.line(108, y, 360, y); y -= 15
    for l in ["Notary Public, State of New York", "No. 01SC6290117, Qualified in Suffolk County", "Commission Expires October 8, 2026"]:
        c.drawString(108, y, l); y -= 15
    c.circle(450, y + 40, 42); c.setFont("Helvetica-Bold", 7); c.drawCentredString(450, y + 48, "MAUREEN P. SCALIA"); c.drawCentredString(450, y + 36, "NOTARY PUBLIC")
    c.setFont("Times-Roman", 10); c.drawCentredString(W / 2, 40, "Stormwater Maintenance Agreement - Bayview Racquet Club - Execution Page")
    c.showPage(); c.save()
    base = os.path.join(work, "exec"); subprocess.run(["pdftoppm", "-r", "150", "-gray", "-png", "-singlefile", p, base], check=True)
    im = Image.open(base + ".png").convert("L")
    d = ImageDraw.Draw(im)
    # pen strokes over the signature lines
    rnd = random.Random(13)
    for yy in (300, 430):
        pts = [(300 + k * 9, yy + int(10 * rnd.random()) - 5) for k in range(40)]
        d.line(pts, fill=40, width=3)
    im = im.rotate(0.8, resample=Image.BICUBIC, fillcolor=235)
    px = im.load()
    for _ in range(9000):
        x, y = rnd.randrange(im.width), rnd.randrange(im.height); px[x, y] = rnd.choice((120, 180, 90))
    im = im.filter(ImageFilter.GaussianBlur(0.5))
    im = im.point(lambda v: int(v * 0.93 + 8))
    im.save(out_png, dpi=(150, 150))
    return out_png

SITE = "340 Asharoken Avenue, Village of Asharoken, Suffolk County, New York (SCTM District 0602, Section 004.00, Block 01.00, Lot 027.002)"

def agreement(P):
    P.newpage()
    P.text("STORMWATER MAINTENANCE AGREEMENT", font="Times-Bold", size=14, align="c")
    P.text("AND DECLARATION OF EASEMENT", font="Times-Bold", size=14, align="c")
    P.blank()
    P.para("THIS AGREEMENT, made as of the 6th day of March, 2024, by and between BAYVIEW RACQUET CLUB, INC., a New York not-for-profit corporation with offices at 340 Asharoken Avenue, Northport, New York 11768 (the \"Owner\"), and the INCORPORATED VILLAGE OF ASHAROKEN, a municipal corporation with offices at 1 Asharoken Avenue, Northport, New York 11768 (the \"Village\").")
    P.head("W I T N E S S E T H:")
    P.para("WHEREAS, the Owner is the owner of the real property known as %s, more particularly described in Exhibit A (the \"Property\"); and" % SITE)
    P.para("WHEREAS, the Owner proposes to reconstruct the tennis courts, clubhouse and parking area on the Property, a land development activity disturbing approximately 1.38 acres, for which the Village has required a Stormwater Pollution Prevention Plan under Chapter 44 of the Village Code; and")
    P.para("WHEREAS, the Stormwater Pollution Prevention Plan prepared by Tidewater Civil Engineering, PLLC, dated January 22, 2024, is annexed as Exhibit B (the \"SWPPP\") and provides for permanent stormwater management practices on the Property (the \"Facilities\"); and")
    P.para("WHEREAS, Section 44-10D of the Village Code requires a formal maintenance agreement for stormwater management facilities binding on all subsequent landowners and recorded in the Office of the Suffolk County Clerk as a deed restriction on the property prior to final plan approval, and Section 44-10B requires a maintenance easement; and")
    P.para("WHEREAS, the Village Board of Trustees granted final approval of the SWPPP on February 20, 2024, conditioned upon the execution and recording of this Agreement;")
    P.para("NOW, THEREFORE, in consideration of the foregoing and of the mutual covenants below, the Owner, for itself and its successors and assigns, covenants and agrees with the Village as follows:")
    P.head("ARTICLE 1 - DEFINITIONS")
    P.para("1.1 \"Facilities\" means the six precast concrete leaching pools LP-1 through LP-6, the porous asphalt parking area, the rain garden RG-1, and all inlets, pipes, overflows and appurtenances shown in the SWPPP.")
    P.para("1.2 \"Maintenance Schedule\" means the post-construction inspection and maintenance schedule in Section B-14 of Exhibit B, as it may be amended with the written consent of the Village Stormwater Management Officer (\"SMO\").")
    P.head("ARTICLE 2 - MAINTENANCE OBLIGATIONS")
    P.para("2.1 The Owner shall, at its sole cost, operate, inspect, maintain, repair and, when necessary, replace the Facilities so that they function as designed, in accordance with the Maintenance Schedule and Section 44-10C of the Village Code.")
    P.para("2.2 The Owner shall keep written records of every inspection and maintenance activity for not less than five years and shall submit an annual inspection report, certified by a New York licensed professional engineer, to the SMO by June 30 of each year.")
    P.head("ARTICLE 3 - INSPECTION BY THE VILLAGE")
    P.para("3.1 The Village, its employees, agents and contractors may enter the Property at reasonable times, upon 48 hours notice except in an emergency, to inspect the Facilities and to review maintenance records.")
    P.head("ARTICLE 4 - GRANT OF MAINTENANCE EASEMENT")
    P.para("4.1 The Owner hereby grants to the Village a perpetual, non-exclusive easement, fifteen (15) feet in width, over the area described in Exhibit A, Parcel II, and shown on Exhibit B, Sheet B-5, as \"Stormwater Maintenance Easement,\" for access to the Facilities for the purposes of inspection and repair. The easement is shown on the approved site plan and shall remain in effect upon any transfer of title to the Property.")
    P.head("ARTICLE 5 - FAILURE TO MAINTAIN")
    P.para("5.1 If the Owner fails to perform any obligation of Article 2 within thirty (30) days after written notice from the SMO, the Village may perform the work, and its costs, including engineering and legal fees, shall be paid by the Owner within thirty days of demand and, if unpaid, shall constitute a lien on the Property collectible as delinquent real property taxes.")
    P.head("ARTICLE 6 - COVENANT RUNNING WITH THE LAND")
    P.para("6.1 This Agreement is a deed restriction and a covenant running with the land. It shall be binding upon the Owner and upon all subsequent owners, heirs, successors and assigns of the Property or any part of it served by the Facilities, and shall inure to the benefit of the Village.")
    P.para("6.2 The Owner shall record this Agreement in the Office of the Suffolk County Clerk after approval by counsel for the Village and before the Village issues any building permit for the project, and shall give a copy to any purchaser or lessee of the Property.")
    P.head("ARTICLE 7 - INDEMNITY")
    P.para("7.1 The Owner shall indemnify and hold harmless the Village from all claims arising from the construction, presence, maintenance or failure of the Facilities, except to the extent caused by the Village's negligence.")
    P.head("ARTICLE 8 - AMENDMENT; NOTICES; SEVERABILITY")
    P.para("8.1 This Agreement may be amended only by a written instrument signed by both parties and recorded. Notices shall be given by certified mail to the addresses above. If any provision is held invalid, the remaining provisions shall remain in full force.")
    P.para("8.2 Exhibits A (Legal Description) and B (Stormwater Pollution Prevention Plan, including Sheet B-5) are incorporated in this Agreement.")
    P.blank(); P.text("[Execution page follows]", align="c")

def exhibit_a(P):
    P.newpage()
    P.text("EXHIBIT A - LEGAL DESCRIPTION", font="Times-Bold", align="c")
    P.blank()
    P.para("PARCEL I (the Property): ALL that certain plot, piece or parcel of land, situate, lying and being in the Incorporated Village of Asharoken, Town of Huntington, County of Suffolk and State of New York, bounded and described as follows: BEGINNING at a point on the northerly side of Asharoken Avenue distant 612.40 feet easterly from the corner formed by the intersection of the northerly side of Asharoken Avenue with the easterly side of Bevin Road; RUNNING THENCE North 18 degrees 12 minutes 40 seconds West 402.16 feet; THENCE North 71 degrees 47 minutes 20 seconds East 315.00 feet; THENCE South 18 degrees 12 minutes 40 seconds East 401.88 feet to the northerly side of Asharoken Avenue; THENCE along said side South 71 degrees 44 minutes 30 seconds West 315.00 feet to the point or place of BEGINNING. Containing 2.91 acres, more or less.")
    P.para("PARCEL II (Stormwater Maintenance Easement): a strip fifteen (15) feet wide, the centerline of which begins at a point on the northerly side of Asharoken Avenue distant 40.00 feet westerly from the easterly line of Parcel I and runs North 18 degrees 12 minutes 40 seconds West 236.00 feet, together with a rectangular area 60 feet by 45 feet surrounding leaching pools LP-1 through LP-6, all as shown on Exhibit B, Sheet B-5.")

def exhibit_b(P):
    P.newpage()
    P.text("EXHIBIT B", font="Times-Bold", size=13, align="c")
    P.text("STORMWATER POLLUTION PREVENTION PLAN", font="Times-Bold", size=13, align="c")
    P.text("Bayview Racquet Club - Court, Clubhouse and Parking Reconstruction", align="c")
    P.text("Tidewater Civil Engineering, PLLC, 19 Woodbine Avenue, Northport, NY 11768, (631) 555-0182", size=10, align="c")
    P.text("January 22, 2024 - prepared under Village of Asharoken Code Chapter 44", size=10, align="c")
    P.blank()
    P.text("B-1 Project Background", font="Times-Bold")
    P.para("The project reconstructs the Bayview Racquet Club at 340 Asharoken Avenue: removal of four clay tennis courts and the 1,600 square foot clubhouse, and construction of three hard-surface tennis courts, four pickleball courts, a 2,400 square foot clubhouse, and a 38-space porous asphalt parking lot. The parcel is 2.91 acres; the area of disturbance is 1.38 acres. The project is a recreational (non-residential) land development activity disturbing between one and five acres, Condition C of Section 44-8B(2); post-construction controls are therefore included. Construction is scheduled from April 2024 to October 2024.")
    P.text("B-2 Site Map and Drawings", font="Times-Bold")
    P.para("Sheet B-5, bound at the end of this Exhibit at a scale of 1 inch = 40 feet with a location map inset, shows the total site area, all improvements, the area of disturbance and the areas not to be disturbed, existing vegetation (the dune grass and bayberry buffer along the north line), Long Island Sound and the tidal wetland boundary, drainage patterns, existing and final contours, the discharge location to the Village drain in Asharoken Avenue, the erosion and sediment control practices, and the post-construction practices. There are no off-site material, waste, borrow or equipment storage areas; staging is in the existing north parking area within the limit of disturbance.")
    P.text("B-3 Soils", font="Times-Bold")
    P.para("The Soil Survey of Suffolk County maps Plymouth loamy sand, 0 to 3 percent slopes (PlA), over the courts and parking, and Carver and Plymouth sands, 3 to 15 percent slopes (CpC), on the bluff face behind the clubhouse. Both are excessively drained, hydrologic soil group A. Test holes TH-1 and TH-2 (December 2023) found 6 inches of sandy fill over fine to medium sand to 14 feet with groundwater at 11.5 feet below grade (elevation 3.1 NAVD 88).")
    P.text("B-4 Receiving Waters and Existing Runoff Data", font="Times-Bold")
    P.para("Runoff not infiltrated on site reaches the Village drainage system in Asharoken Avenue, which outfalls to Northport Bay; the north edge of the site drains by sheet flow across the dune to Long Island Sound. The receiving waters are Northport Bay and Long Island Sound. Existing data: the Village's 2017 Asharoken Avenue Drainage Study (H2M) reports ponding of up to 0.4 feet at the club entrance in the 2-year storm, and the club's records show the courts closed by standing water on 11 days in 2022; a pre-development TR-55 analysis (Section B-14) gives a 10-year peak of 2.31 cfs from the site to the street.")
    P.text("B-5 Construction Phasing and Sequence", font="Times-Bold")
    P.para("The whole disturbance is 1.38 acres and is far below the five-acre limit. Work proceeds in this order: (1) pre-construction meeting with the SMO; stake limits; install construction fence along the dune buffer; (2) install the stabilized construction entrance, silt fence and fiber rolls; (3) demolish the clubhouse and remove the clay courts (clearing and grubbing of the lawn areas); (4) rough grade the court and parking areas and excavate and set leaching pools LP-1 to LP-6 with their inlets blocked; (5) construct the clubhouse foundation and utilities; (6) build court subbase and the porous asphalt parking only after all upslope areas are stabilized; (7) topsoil, seed and plant the rain garden; (8) remove temporary controls after final stabilization and SMO inspection.")
    P.text("B-6 Pollution Prevention: Litter, Construction Chemicals and Debris", font="Times-Bold")
    P.para("A covered 20-yard roll-off container at the staging area receives all demolition debris and litter and is emptied when three-quarters full; the site is policed for litter daily. Construction chemicals (paint, sealers, court surfacing acrylics, form release) are kept in closed, labelled containers inside a lockable job box; no cleaning of court-coating equipment is allowed except into the lined washout.")
    P.text("B-7 Materials Stored on Site, Storage Practices, Spill Prevention and Response", font="Times-Bold")
    P.para("Materials expected on site: crushed stone and sand stockpiles, precast leaching rings, asphalt (delivered hot, not stored), acrylic court coating (up to 40 five-gallon pails), diesel fuel in equipment only, and lumber. Stockpiles are covered with anchored tarps when not in use and ringed with fiber rolls; pails are stored on pallets under a tarp inside the job box area with secondary containment; no fuel is stored on site and equipment is refuelled from a tank truck over absorbent pads. A spill kit (absorbent, booms, disposal bags) is kept at the job box. Spills are contained at once, cleaned up with absorbent, the waste drummed for disposal, and any spill of petroleum reported to the NYSDEC Spill Hotline at 1-800-457-7362 within two hours. The job superintendent updates this list if other materials are brought on site.")
    P.text("B-8 Temporary and Permanent Stabilization Measures for Each Stage", font="Times-Bold")
    P.para("Stages 2-3 (demolition and clearing): construction fence, silt fence and fiber rolls in place; disturbed areas idle for 7 days are seeded with annual ryegrass and straw mulched. Stage 4-5 (grading, leaching pools, foundation): temporary diversion berm and sediment trap; exposed sand is wetted for dust and covered with mulch when idle. Stage 6-7 (paving and landscaping): permanent stabilization by pavement, the court surface, 4 inches of topsoil with a salt-tolerant fescue seed mix, and American beachgrass planted on the disturbed dune edge at 18 inches on center; the bluff face (CpC) receives coir erosion control blanket. Closeout: final stabilization when 80 percent uniform perennial cover is established.")
    P.text("B-9 Erosion and Sediment Control Practices: Location, Size, Specifications and Installation", font="Times-Bold")
    P.table([100, 110, 244], [
        ["Practice", "Location and size", "Dimensions, materials and installation"],
        ["Stabilized construction entrance SCE-1", "Asharoken Ave. driveway; 50 ft x 20 ft", "1-4 in. crushed stone 8 in. deep over woven geotextile; mountable berm at the street"],
        ["Silt fence SF", "north and west limit of disturbance; 560 LF", "36 in. woven fabric, stakes 6 ft o.c., toe buried 6 in. deep, ends turned upslope"],
        ["Fiber roll FR", "dune buffer and stockpiles; 240 LF", "12 in. diameter coir roll staked 4 ft o.c. in 2 in. trench"],
        ["Temporary sediment trap ST-1", "west of courts; 72 cu yd", "Drainage area 0.40 ac x 3,600 cf/ac = 1,440 cf; 3 ft deep, 2:1 slopes, stone outlet; no sediment basin is required"],
        ["Diversion berm DB-1", "east line; 180 LF", "18 in. high compacted earth berm, 2:1 sides, to ST-1"],
        ["Inlet protection", "2 street inlets on Asharoken Ave.", "Silt sack under grate; removed when paving is complete"],
        ["Construction fence", "dune buffer; 420 LF", "4 ft orange fence on posts 8 ft o.c."]])
    P.text("B-10 Structural Practices to Divert, Store or Limit Runoff", font="Times-Bold")
    P.para("Diversion berm DB-1 intercepts runoff from the neighboring lawn to the east and routes it around the exposed court subgrade to sediment trap ST-1, which stores the runoff of the exposed area and lets it infiltrate into the sand; silt fence and fiber rolls limit discharge from the exposed areas to the dune and the street.")
    P.text("B-11 Temporary Practices Converted to Permanent Controls", font="Times-Bold")
    P.para("Sediment trap ST-1 is regraded after the courts are paved and becomes rain garden RG-1: its accumulated fines are removed, the bottom is scarified and filled with 18 inches of planting soil. The crushed-stone base of SCE-1 is left in place as the choker course beneath the porous asphalt at the entrance.")
    P.text("B-12 Implementation Schedule of Temporary Practices", font="Times-Bold")
    P.table([150, 150, 154], [
        ["Practice", "Initial placement", "Duration in place"],
        ["Construction fence, SCE-1, silt fence, fiber rolls", "Stage 2, before any demolition", "until final stabilization"],
        ["Inlet protection", "Stage 2", "until the porous asphalt is placed"],
        ["Diversion berm DB-1, trap ST-1", "Stage 4, before rough grading", "until courts are paved (then ST-1 becomes RG-1)"],
        ["Temporary seed and mulch", "within 7 days of last disturbance", "until permanent cover"]])
    P.text("B-13 Maintenance Schedule for Erosion and Sediment Controls", font="Times-Bold")
    P.para("The qualified inspector of Tidewater Civil Engineering inspects all erosion and sediment controls at least once every seven days and within 24 hours after any storm of 0.5 inch or more, and records the results in the site logbook. Sediment is removed from the silt fence and fiber rolls when it reaches one-third of their height and from ST-1 when half of its capacity is filled; torn fabric is replaced within 24 hours; the SCE stone is top-dressed when voids fill; inlet sacks are emptied after each storm; tracked sediment is swept from Asharoken Avenue at the end of each day.")
    P.text("B-14 Post-Construction Stormwater Management Practices", font="Times-Bold")
    P.para("Description: (1) six precast concrete leaching pools LP-1 to LP-6, each 10 feet in diameter and 8 feet deep, in a gravel envelope, receiving the clubhouse roof and court runoff; (2) a 38-space porous asphalt parking lot (10,800 square feet) on a 16-inch stone reservoir; and (3) rain garden RG-1 (900 square feet, 9-inch ponding) receiving the walkways. The locations and sizes of each practice are shown on Sheet B-5.")
    P.para("Hydrologic and hydraulic analysis: TR-55 curve numbers and the Type III 24-hour storms (2.9, 4.9 and 7.4 inches for the 1-, 10- and 100-year events). Each structural component was routed by the storage-indication method; the leaching pools provide 3,420 cubic feet of storage (570 cf each) and infiltrate at 8.3 inches per hour (half of the tested rate) and contain the 10-year storm without overflow; the 100-year overflow is to the Asharoken Avenue drain through a 12-inch pipe.")
    P.table([150, 100, 100, 104], [
        ["Comparison at the street", "Pre-development", "Post-development", "Change"],
        ["1-year peak (cfs)", "0.62", "0.00", "-0.62"],
        ["10-year peak (cfs)", "2.31", "0.00", "-2.31"],
        ["100-year peak (cfs)", "4.88", "1.94", "-2.94"],
        ["10-year runoff volume (cf)", "6,140", "0", "-6,140"]])
    P.para("Dimensions, materials and installation: leaching pools are 10 ft diameter precast concrete rings (4,000 psi, 8 in. walls, H-20 slab tops with cast iron frames and grates), set on and surrounded by 2 feet of 3/4-inch washed stone wrapped in non-woven geotextile, bottoms at least 3 feet above groundwater; porous asphalt is 3 inches of open-graded mix (NYSDOT 403.1901) over a 2-inch choker and 16 inches of AASHTO No. 57 stone, subgrade not compacted; RG-1 has 18 inches of 60/40 sand-compost soil, native plants at 18 in. o.c. and an overflow to LP-6.")
    P.para("Maintenance schedule for post-construction practices: leaching pools inspected twice a year and after storms over 2 inches, sediment removed by vacuum truck when 6 inches accumulate; porous asphalt vacuum-swept four times a year, never sanded or sealed; RG-1 inspected monthly from April to October in the first year and then twice a year, mulch renewed each spring, dead plants replaced. The Owner performs this schedule under Article 2 of the Agreement.")
    P.para("Maintenance easement and agreement: the 15-foot Stormwater Maintenance Easement to the Village is shown on Sheet B-5 and described in Exhibit A, Parcel II; the Agreement to which this SWPPP is annexed binds all subsequent owners and is recorded with the Suffolk County Clerk.")
    P.text("B-15 Delineation of SWPPP Implementation Responsibilities", font="Times-Bold")
    P.table([150, 150, 154], [
        ["Part of the site", "Responsible party", "Duties"],
        ["Whole site; SWPPP compliance", "Owner: Bayview Racquet Club, Inc. (T. Gallagher)", "keeps SWPPP on site; retains inspector; long-term maintenance"],
        ["Courts, parking, leaching pools", "Site contractor: Harborline Site Work Corp.", "installs and maintains all E&SC practices and LP-1 to LP-6"],
        ["Clubhouse footprint", "General contractor: Sound Shore Builders LLC", "debris container, materials storage, spill kit"],
        ["Dune buffer, RG-1, lawns", "Landscape contractor: Eaton's Neck Landscaping", "fiber rolls, seeding, beachgrass, RG-1 planting"],
        ["Inspections", "Tidewater Civil Engineering, PLLC", "7-day and storm inspections; logbook"]])
    P.text("B-16 Certification of the Preparer (Section 44-8C)", font="Times-Bold")
    P.para("I certify that this Stormwater Pollution Prevention Plan was prepared by me, a New York licensed professional engineer, and that the design of all stormwater management practices meets the requirements of Chapter 44 of the Code of the Village of Asharoken.")
    P.text("/s/ Elena R. Vasquez                  Elena R. Vasquez, P.E., NY License No. 094318, January 22, 2024", size=10)
    P.text("B-17 Contractor Certification (Section 44-8E)", font="Times-Bold")
    P.para("Each contractor and subcontractor involved in soil disturbance or stormwater management practice installation shall sign a copy of the following statement before undertaking any work: \"I certify under penalty of law that I understand and agree to comply with the terms and conditions of the stormwater pollution prevention plan. I also understand that it is unlawful for any person to cause or contribute to a violation of water quality standards.\"")
    P.text("Name and title: ____________________  Firm: ____________________  Address and phone: ____________________", size=10)
    P.text("Site: 340 Asharoken Avenue   Signature: ____________________   Date: __________", size=10)
    P.text("Executed certifications are filed with the SMO and bound as Exhibit B-1.", size=10)

def sheet_b5(c):
    c.setFont("Helvetica-Bold", 10); c.drawString(40, 760, "SHEET B-5  SITE, EROSION CONTROL AND STORMWATER PLAN  -  SCALE 1\" = 40'")
    c.setLineWidth(1.2); c.rect(60, 150, 480, 590)           # parcel 315 x 402 ft -> 1" = 40' fits scaled
    c.setFont("Helvetica", 7)
    c.drawString(62, 140, "ASHAROKEN AVENUE (VILLAGE DRAIN - DISCHARGE POINT DP-1)")
    c.drawString(62, 745, "LONG ISLAND SOUND - TIDAL WETLAND BOUNDARY (NYSDEC)")
    c.setDash(2, 2); c.line(60, 690, 540, 690); c.setDash()
    c.drawString(70, 695, "DUNE GRASS / BAYBERRY BUFFER - NOT TO BE DISTURBED (0.62 AC)")
    c.setStrokeColorRGB(0.8, 0, 0); c.rect(90, 190, 420, 470); c.setStrokeColorRGB(0, 0, 0)
    c.drawString(92, 663, "LIMIT OF DISTURBANCE - 1.38 AC (TOTAL SITE 2.91 AC)")
    c.rect(130, 420, 170, 200); c.drawString(135, 605, "3 TENNIS + 4 PICKLEBALL COURTS")
    c.rect(330, 470, 110, 80); c.drawString(335, 535, "CLUBHOUSE 2,400 SF")
    c.rect(150, 220, 300, 140); c.drawString(155, 345, "POROUS ASPHALT PARKING 38 SPACES 10,800 SF")
    for i in range(6):
        c.circle(330 + 22 * (i % 3), 390 + 20 * (i // 3), 7); 
    c.drawString(400, 392, "LP-1 TO LP-6 (10' DIA x 8' DEEP)")
    c.rect(95, 440, 30, 60); c.drawString(96, 430, "ST-1 / RG-1")
    c.drawString(96, 422, "72 CY -> 900 SF")
    c.setDash(6, 3); c.line(90, 660, 510, 660); c.setDash()
    c.drawString(300, 650, "SILT FENCE 560 LF")
    c.drawString(300, 680, "FIBER ROLL 240 LF / CONSTR. FENCE 420 LF")
    c.line(515, 200, 515, 650); c.drawString(445, 200, "DIVERSION BERM DB-1 180 LF")
    c.rect(240, 150, 60, 30); c.drawString(305, 160, "SCE-1 50' x 20'")
    c.setDash(1, 2); c.rect(300, 150, 22, 236); c.rect(310, 370, 95, 60); c.setDash()
    c.drawString(325, 300, "15' STORMWATER MAINTENANCE EASEMENT")
    c.drawString(325, 291, "TO VILLAGE (EXHIBIT A, PARCEL II)")
    for k, lab in enumerate(["EX. 12", "EX. 10", "EX. 8"]):
        c.drawString(520, 600 - 150 * k, lab)
    c.drawString(70, 380, "FINAL GRADE COURTS EL. 9.5; EXISTING SLOPES 1-3%, BLUFF 12%")
    c.drawString(70, 370, "DRAINAGE: SHEET FLOW NORTH TO DUNE; SOUTH TO STREET")
    c.drawString(70, 360, "SOILS: PlA / CpC (HSG A)")
    c.rect(40, 40, 150, 90); c.drawString(45, 120, "LOCATION MAP 1\" = 2,000'"); c.drawString(45, 60, "NORTHPORT BAY"); c.drawString(110, 95, "SITE")
    c.drawString(360, 60, "Tidewater Civil Engineering, PLLC - E. R. Vasquez, P.E. - 01/22/2024")
    c.showPage()

def exec_cert_page(path):
    P = Pleading(path, "Exhibit B-1 - Executed Contractor Certifications - added April 2, 2024")
    P.newpage()
    P.text("EXHIBIT B-1 - EXECUTED CONTRACTOR CERTIFICATIONS (Section 44-8E)", font="Times-Bold", align="c")
    P.para("Each of the undersigned certifies: \"I certify under penalty of law that I understand and agree to comply with the terms and conditions of the stormwater pollution prevention plan. I also understand that it is unlawful for any person to cause or contribute to a violation of water quality standards.\"")
    P.text("Site: Bayview Racquet Club, 340 Asharoken Avenue, Village of Asharoken")
    P.blank()
    for who in [("/s/ Michael Darcy", "Michael Darcy, Project Superintendent", "Harborline Site Work Corp., 88 Fort Salonga Road, Northport, NY 11768, (631) 555-0117", "March 28, 2024"),
                ("/s/ Anita Reyes", "Anita Reyes, Vice President", "Sound Shore Builders LLC, 12 Laurel Avenue, Northport, NY 11768, (631) 555-0163", "March 29, 2024"),
                ("/s/ Kevin O'Hara", "Kevin O'Hara, Owner", "Eaton's Neck Landscaping, 4 Cliff Way, Northport, NY 11768, (631) 555-0139", "April 1, 2024")]:
        P.text(who[0] + "      " + who[1]); P.text(who[2], size=10); P.text("Date: " + who[3], size=10); P.blank()
    P.save()

def build(out_pdf, work):
    os.makedirs(work, exist_ok=True)
    from pypdf import PdfWriter, PdfReader
    rec = os.path.join(work, "rec.pdf"); c = canvas.Canvas(rec, pagesize=letter); recording_page(c); c.save()
    ag = os.path.join(work, "ag.pdf"); P = Pleading(ag, "Stormwater Maintenance Agreement - Bayview Racquet Club, Inc. and the Incorporated Village of Asharoken")
    agreement(P); P.save()
    scan_png = scanned_execution(work, os.path.join(work, "exec_scan.png"))
    sc = os.path.join(work, "scan.pdf"); c = canvas.Canvas(sc, pagesize=letter)
    c.drawImage(ImageReader(scan_png), 0, 0, W, H); c.showPage(); c.save()
    ex = os.path.join(work, "ex.pdf"); P = Pleading(ex, "Exhibits A and B - Stormwater Maintenance Agreement - Bayview Racquet Club")
    exhibit_a(P); exhibit_b(P); P.save()
    b5 = os.path.join(work, "b5.pdf"); c = canvas.Canvas(b5, pagesize=letter); sheet_b5(c); c.save()
    w = PdfWriter()
    for f in (rec, ag, sc, ex, b5):
        for pg in PdfReader(f).pages: w.add_page(pg)
    w.add_metadata({"/Title": "Stormwater Maintenance Agreement - Bayview Racquet Club (recorded)", "/Producer": "ReportLab PDF Library; pypdf"})
    orig = os.path.join(work, "original.pdf")
    with open(orig, "wb") as fh: w.write(fh)
    # incremental update: append the executed contractor certification page, keep the original bytes
    cert = os.path.join(work, "cert.pdf"); exec_cert_page(cert)
    w2 = PdfWriter(orig, incremental=True)
    w2.add_page(PdfReader(cert).pages[0])
    with open(out_pdf, "wb") as fh: w2.write(fh)
    ob = open(orig, "rb").read(); nb = open(out_pdf, "rb").read()
    assert nb.startswith(ob) and len(nb) > len(ob), "incremental update did not keep original bytes"
    return dict(original_pages=len(PdfReader(orig).pages), scan_page=1 + len(PdfReader(ag).pages) + 1)
