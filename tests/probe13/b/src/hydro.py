"""Tiny SCS / level-pool model used to fill the hydrologic appendix of plan 1 (numbers are self-consistent)."""
import math

STORMS = [("1-Year", 2.80), ("10-Year", 5.05), ("25-Year", 6.20), ("100-Year", 8.80)]
DT = 0.05

def type3_cum(t):
    # smooth approximation of the NRCS Type III 24-hour mass curve
    x = (t - 12.0)
    f = 0.5 + 0.5 * math.tanh(x / 1.15) * 0.86 + 0.07 * x / 12.0
    return min(1.0, max(0.0, f))

def runoff_depth(P, CN):
    S = 1000.0 / CN - 10.0
    Ia = 0.2 * S
    return 0.0 if P <= Ia else (P - Ia) ** 2 / (P + 0.8 * S)

def hydrograph(area_ac, CN, tc_min, P):
    n = int(30 / DT)
    cum = [runoff_depth(P * type3_cum(i * DT), CN) for i in range(n)]
    inc = [0.0] + [cum[i] - cum[i - 1] for i in range(1, n)]
    tp = max(0.6 * tc_min / 60.0 + DT / 2, 0.1)
    tb = 2.67 * tp
    uh = []
    t = 0.0
    while t <= tb:
        uh.append(t / tp if t <= tp else max(0.0, (tb - t) / (tb - tp)))
        t += DT
    s = sum(uh) * DT * 3600
    uh = [u / s for u in uh]
    q = [0.0] * n
    for i, d in enumerate(inc):
        if d <= 0:
            continue
        vol = d / 12.0 * area_ac * 43560.0
        for j, u in enumerate(uh):
            if i + j < n:
                q[i + j] += vol * u
    return q

class Pond:
    def __init__(self, name, invert, stages, storages, outlet, exf=lambda h: 0.0):
        self.name, self.invert, self.stages, self.storages, self.outlet, self.exf = name, invert, stages, storages, outlet, exf
    def stor(self, h):
        st, sv = self.stages, self.storages
        if h <= st[0]: return 0.0
        for i in range(1, len(st)):
            if h <= st[i]:
                return sv[i-1] + (sv[i]-sv[i-1])*(h-st[i-1])/(st[i]-st[i-1])
        return sv[-1] + (h - st[-1]) * (sv[-1]-sv[-2])/(st[-1]-st[-2])
    def elev(self, v):
        st, sv = self.stages, self.storages
        for i in range(1, len(st)):
            if v <= sv[i]:
                return st[i-1] + (st[i]-st[i-1])*(v-sv[i-1])/max(sv[i]-sv[i-1],1e-9)
        return st[-1] + (v - sv[-1])*(st[-1]-st[-2])/(sv[-1]-sv[-2])
    def route(self, inflow):
        v, out, el, sto = 0.0, [], [], []
        for qi in inflow:
            h = self.elev(v)
            qo = self.outlet(h) + self.exf(h)
            v = max(0.0, v + (qi - qo) * DT * 3600)
            h = self.elev(v)
            out.append(self.outlet(h)); el.append(h); sto.append(v)
        return out, el, sto

def orifice(h, inv, dia_in, C=0.6):
    if h <= inv: return 0.0
    a = math.pi * (dia_in/12.0)**2 / 4
    head = max(h - inv - dia_in/24.0, (h-inv)/2)
    return C * a * math.sqrt(2*32.2*head)

def weir(h, crest, L, C=3.1):
    return 0.0 if h <= crest else C * L * (h - crest) ** 1.5

SUBCATS = {
    "E1": ("Existing - to DP-1 (Angle Fly Brook tributary)", 3.10, 61, 18.4),
    "E2": ("Existing - to DP-2 (NYS Route 202 drainage)", 1.50, 66, 11.2),
    "P1": ("Proposed - roof and north parking to IC-1", 1.45, 91, 6.0),
    "P2": ("Proposed - south parking to BR-1", 0.62, 84, 6.0),
    "P3": ("Proposed - undetained lawn/woods to DP-1", 1.48, 60, 16.9),
    "P4": ("Proposed - frontage to DP-2", 1.05, 64, 9.8),
}

IC1 = Pond("1P IC-1 Subsurface Infiltration Chambers", 398.00,
           [398.0, 398.5, 399.0, 399.5, 400.0, 400.5, 401.0, 401.5, 402.0, 402.5, 403.0, 403.5],
           [0, 3350, 7200, 10950, 14600, 18150, 21550, 24800, 27850, 30700, 33300, 35600],
           lambda h: orifice(h, 399.50, 4) + weir(h, 402.40, 2.5),
           exf=lambda h: 0.166 if h > 398.0 else 0.0)
BR1 = Pond("2P BR-1 Bioretention Area", 404.00,
           [404.0, 404.5, 405.0, 405.5, 406.0, 406.5],
           [0, 610, 1340, 2160, 3080, 4100],
           lambda h: weir(h, 405.50, 6.0),
           exf=lambda h: 0.038 if h > 404.0 else 0.0)
