import hydro
from hydro import SUBCATS, STORMS, DT, IC1, BR1

def _run():
    R = {}
    for sname, P in STORMS:
        hy = {k: hydro.hydrograph(v[1], v[2], v[3], P) for k, v in SUBCATS.items()}
        o2, e2, s2 = BR1.route(hy["P2"])
        in1 = [a + b for a, b in zip(hy["P1"], o2)]
        o1, e1, s1 = IC1.route(in1)
        dp1_pre, dp2_pre = hy["E1"], hy["E2"]
        dp1_post = [a + b for a, b in zip(hy["P3"], o1)]
        dp2_post = hy["P4"]
        R[sname] = dict(P=P, hy=hy, in1=in1, o1=o1, e1=e1, s1=s1, o2=o2, e2=e2, s2=s2,
                        dp1_pre=dp1_pre, dp2_pre=dp2_pre, dp1_post=dp1_post, dp2_post=dp2_post)
    return R

RES = _run()
PEAKS = {}
for s, r in RES.items():
    PEAKS[("DP-1", s, "pre")] = max(r["dp1_pre"]); PEAKS[("DP-1", s, "post")] = max(r["dp1_post"])
    PEAKS[("DP-2", s, "pre")] = max(r["dp2_pre"]); PEAKS[("DP-2", s, "post")] = max(r["dp2_post"])

def tpeak(q):
    i = max(range(len(q)), key=lambda k: q[k]); return i * DT

def vol_af(q):
    return sum(q) * DT * 3600 / 43560.0

def appendix_a(D):
    D.p("Model: TR-20 unit hydrograph method, Type III 24-hour rainfall, time span 0.00-30.00 hrs, dt = 0.05 hrs; storage-indication (level pool) routing. Output reproduced from the project model file SomersCrossing_Rev1.")
    D.h("A.1 Routing Diagram - Node Listing", 2)
    D.table([["Node", "Type", "Description", "Outflow to"],
             ["E1", "Subcatchment", SUBCATS["E1"][0], "DP-1"], ["E2", "Subcatchment", SUBCATS["E2"][0], "DP-2"],
             ["P1", "Subcatchment", SUBCATS["P1"][0], "1P"], ["P2", "Subcatchment", SUBCATS["P2"][0], "2P"],
             ["P3", "Subcatchment", SUBCATS["P3"][0], "DP-1"], ["P4", "Subcatchment", SUBCATS["P4"][0], "DP-2"],
             ["1P", "Pond", IC1.name, "DP-1"], ["2P", "Pond", BR1.name, "1P"],
             ["DP-1", "Link", "Design point 1 - wetland / Angle Fly Brook tributary", "-"],
             ["DP-2", "Link", "Design point 2 - NYS Route 202 catch basin", "-"]], widths=[0.6, 1.1, 3.5, 0.9], size=8)
    D.h("A.2 Stage-Storage-Discharge Tables", 2)
    for pond in (IC1, BR1):
        rows = [["Elevation (ft)", "Storage (cf)", "Discharge (cfs)"]]
        h = pond.stages[0]
        while h <= pond.stages[-1] + 1e-6:
            rows.append(["%.2f" % h, "%d" % pond.stor(h), "%.2f" % pond.outlet(h)]); h += 0.25
        D.p(pond.name, bold=True, size=9)
        D.table(rows, widths=[1.5, 1.5, 1.5], size=8)
    for sname, r in RES.items():
        D.br()
        D.h("A.3 %s Storm (Rainfall = %.2f in) - Node Summary" % (sname, r["P"]), 2)
        rows = [["Subcatchment", "Area (ac)", "CN", "Tc (min)", "Runoff (in)", "Volume (af)", "Peak (cfs)", "Tpeak (hr)"]]
        for k, v in SUBCATS.items():
            q = r["hy"][k]
            rows.append([k, "%.2f" % v[1], v[2], "%.1f" % v[3], "%.2f" % hydro.runoff_depth(r["P"], v[2]), "%.3f" % vol_af(q), "%.2f" % max(q), "%.2f" % tpeak(q)])
        D.table(rows, size=8)
        rows = [["Pond", "Peak inflow (cfs)", "Peak outflow (cfs)", "Peak elev. (ft)", "Peak storage (cf)"]]
        rows.append(["1P IC-1", "%.2f" % max(r["in1"]), "%.2f" % max(r["o1"]), "%.2f" % max(r["e1"]), "%d" % max(r["s1"])])
        rows.append(["2P BR-1", "%.2f" % max(r["hy"]["P2"]), "%.2f" % max(r["o2"]), "%.2f" % max(r["e2"]), "%d" % max(r["s2"])])
        D.table(rows, size=8)
        rows = [["Link", "Pre-dev. peak (cfs)", "Post-dev. peak (cfs)", "Pre volume (af)", "Post volume (af)"]]
        for dp in ("dp1", "dp2"):
            rows.append([dp.upper().replace("DP", "DP-"), "%.2f" % max(r[dp + "_pre"]), "%.2f" % max(r[dp + "_post"]), "%.3f" % vol_af(r[dp + "_pre"]), "%.3f" % vol_af(r[dp + "_post"])])
        D.table(rows, size=8)
        D.p("Pond 1P: IC-1 Subsurface Infiltration Chambers - Routing Table, %s Storm" % sname, bold=True, size=9)
        rows = [["Time (hr)", "Inflow (cfs)", "Storage (cf)", "Elevation (ft)", "Outflow (cfs)", "P3 (cfs)", "DP-1 (cfs)"]]
        i0, i1 = int(10.0 / DT), int(17.0 / DT)
        for i in range(i0, i1 + 1, 2):
            rows.append(["%.2f" % (i * DT), "%.2f" % r["in1"][i], "%d" % r["s1"][i], "%.2f" % r["e1"][i], "%.2f" % r["o1"][i], "%.2f" % r["hy"]["P3"][i], "%.2f" % r["dp1_post"][i]])
        D.table(rows, size=7)
        D.p("Subcatchment Hydrographs, %s Storm (cfs)" % sname, bold=True, size=9)
        rows = [["Time (hr)"] + list(SUBCATS.keys()) + ["DP-1 pre", "DP-2 post"]]
        for i in range(int(10.5 / DT), int(15.5 / DT) + 1, 2):
            rows.append(["%.2f" % (i * DT)] + ["%.2f" % r["hy"][k][i] for k in SUBCATS] + ["%.2f" % r["dp1_pre"][i], "%.2f" % r["dp2_post"][i]])
        D.table(rows, size=7)
        D.p("Pond 2P: BR-1 Bioretention Area - Routing Table, %s Storm" % sname, bold=True, size=9)
        rows = [["Time (hr)", "Inflow (cfs)", "Storage (cf)", "Elevation (ft)", "Outflow (cfs)"]]
        for i in range(int(11.0 / DT), int(15.0 / DT) + 1, 3):
            rows.append(["%.2f" % (i * DT), "%.2f" % r["hy"]["P2"][i], "%d" % r["s2"][i], "%.2f" % r["e2"][i], "%.2f" % r["o2"][i]])
        D.table(rows, size=7)
