"""Generic plan-view geometry used by the drawing sheets of several plans.
Everything returned is a list of drawing primitives (see p2common)."""
from p2common import contour, arrow


def site_plan(L, proposed=True, esc=True, pcsm=True, soils=False):
    """L: dict of label strings. Plan area roughly x 30..920, y 30..760."""
    P = []
    # road along the top
    P.append(("rect", 20, 40, 900, 46, {"fill": "#eeeeee", "w": 0.5}))
    P.append(("text", 470, 68, L["road"], {"size": 9, "bold": True, "anchor": "middle"}))
    # water / low side along the bottom
    if L.get("water"):
        P.append(("poly", [(20, 640), (300, 615), (620, 650), (920, 620), (920, 770), (20, 770)],
                  {"fill": "#dbe9f5", "w": 0.5}))
        P.append(("text", 470, 720, L["water"], {"size": 10, "bold": True, "anchor": "middle"}))
    # parcel line
    parcel = [(90, 96), (860, 96), (880, 600), (70, 600)]
    P.append(("poly", parcel, {"w": 1.4}))
    P.append(("text", 100, 112, L["parcel"], {"size": 6.5}))
    if L.get("wet"):
        P.append(("line", [(60, 612), (300, 596), (620, 630), (900, 604)], {"dash": True, "w": 0.8,
                                                                             "color": "#1f4e79"}))
        P.append(("text", 640, 626, L["wet"], {"size": 5.8}))
    # existing vegetation to remain
    P.append(("poly", [(700, 130), (840, 130), (850, 300), (720, 290)], {"fill": "#e3f0d8", "w": 0.4}))
    P.append(("text", 705, 150, L["veg"], {"size": 5.8}))
    if L.get("veg2"):
        P.append(("text", 705, 160, L["veg2"], {"size": 5.8}))
    # existing contours (dashed)
    for i, (y, lab) in enumerate(L["ex_contours"]):
        P += contour(100, y, 860, y + 10, 18 * (1 if i % 2 else -1), lab, dash=True)
    if soils:
        P.append(("line", [(400, 96), (430, 300), (380, 600)], {"w": 0.7, "color": "#8a5a00",
                                                                "dash": True}))
        P.append(("text", 250, 250, L["soil1"], {"size": 7, "bold": True, "color": "#8a5a00"}))
        P.append(("text", 520, 380, L["soil2"], {"size": 7, "bold": True, "color": "#8a5a00"}))
    if proposed:
        # building
        P.append(("rect", 180, 150, 210, 120, {"fill": "#cccccc", "w": 1}))
        P.append(("text", 285, 205, L["bldg"], {"size": 7, "bold": True, "anchor": "middle"}))
        if L.get("bldg2"):
            P.append(("text", 285, 216, L["bldg2"], {"size": 6, "anchor": "middle"}))
        # parking
        P.append(("rect", 420, 140, 260, 200, {"w": 0.8}))
        for k in range(9):
            P.append(("line", [(420 + 26 * (k + 1), 140), (420 + 26 * (k + 1), 175)], {"w": 0.3}))
            P.append(("line", [(420 + 26 * (k + 1), 305), (420 + 26 * (k + 1), 340)], {"w": 0.3}))
        P.append(("text", 550, 240, L["park"], {"size": 7, "bold": True, "anchor": "middle"}))
        if L.get("park2"):
            P.append(("text", 550, 251, L["park2"], {"size": 6, "anchor": "middle"}))
        # proposed contours
        for i, (y, lab) in enumerate(L.get("pr_contours", [])):
            P += contour(110, y + 20, 850, y + 26, 10 * (1 if i % 2 else -1), lab, dash=False)
    # limit of disturbance
    lod = [(150, 120), (700, 120), (710, 470), (140, 470)]
    P.append(("poly", lod, {"dash": True, "w": 1.2, "color": "#b00000"}))
    P.append(("text", 150, 484, L["lod"], {"size": 6.5, "bold": True, "color": "#b00000"}))
    P.append(("text", 720, 400, L["undist"], {"size": 6}))
    # drainage arrows and discharge point
    P += arrow(300, 300, 300, 360)
    P += arrow(560, 360, 560, 420)
    P += arrow(700, 500, 760, 560)
    P.append(("circle", 770, 575, 6, {"fill": "#ffffff", "w": 1}))
    P.append(("text", 782, 578, L["dp"], {"size": 6.5, "bold": True}))
    if esc:
        # silt fence along the low side of the LOD
        P.append(("line", [(135, 478), (715, 478)], {"w": 1.6, "color": "#7a4a00"}))
        P.append(("text", 330, 500, L["sf"], {"size": 6.5, "bold": True}))
        # construction entrance
        P.append(("rect", 600, 86, 40, 60, {"fill": "#bbbbbb", "w": 0.8}))
        P.append(("text", 645, 108, L["sce"], {"size": 6}))
        # inlet protection
        for x, y in L.get("inlets", [(430, 340), (680, 340), (430, 140)]):
            P.append(("circle", x, y, 4, {"w": 1}))
        P.append(("text", 440, 356, L["ip"], {"size": 6}))
        # stockpile, washout, staging
        P.append(("circle", 210, 400, 22, {"w": 0.8, "fill": "#f2e6c9"}))
        P.append(("text", 170, 436, L["stock"], {"size": 6}))
        P.append(("rect", 620, 380, 40, 26, {"w": 0.8}))
        P.append(("text", 575, 420, L["wash"], {"size": 6}))
        if L.get("trap"):
            P.append(("rect", 450, 400, 70, 40, {"w": 0.9, "fill": "#f0f0f0"}))
            P.append(("text", 452, 394, L["trap"], {"size": 6}))
        if L.get("div"):
            P.append(("line", [(150, 360), (400, 372)], {"w": 1.2, "dash": True}))
            P.append(("text", 160, 355, L["div"], {"size": 6}))
        if L.get("stage"):
            P.append(("text", 300, 420, L["stage"], {"size": 6}))
    if pcsm:
        for x, y, lab in L.get("smps", []):
            P.append(("rect", x, y, 60, 24, {"w": 1, "fill": "#d7ecd2"}))
            P.append(("text", x, y + 34, lab, {"size": 6, "bold": True}))
    if L.get("esmt"):
        P.append(("poly", [(430, 520), (720, 520), (720, 560), (430, 560)], {"dash": True, "w": 0.8,
                                                                             "color": "#005500"}))
        P.append(("text", 300, 572, L["esmt"], {"size": 6, "bold": True, "color": "#005500"}))
    for x, y, t in L.get("extra", []):
        P.append(("text", x, y, t, {"size": 6}))
    return P


def loc_map(L):
    """Small location-map inset (about 270 x 130)."""
    P = [("poly", [(0, 40), (90, 20), (170, 30), (270, 10), (270, 0), (0, 0)], {"fill": "#dbe9f5",
                                                                                "w": 0.3}),
         ("poly", [(0, 130), (60, 100), (150, 112), (270, 95), (270, 130)], {"fill": "#dbe9f5", "w": 0.3}),
         ("line", [(0, 70), (80, 62), (170, 66), (270, 52)], {"w": 1.4})]
    for x, y, t in L:
        P.append(("text", x, y, t, {"size": 5.8}))
    P.append(("circle", 150, 66, 5, {"w": 1.2}))
    return P
