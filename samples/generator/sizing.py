"""The Somers sizing-criteria table (Design Manual WQv, RRv, Cpv, Qp and Qf), computed from a
few site numbers so the arithmetic the plan shows is consistent with its results."""
from .blocks import fmt_int


def somers_sizing(area_ac, impervious_pct, s_factor, phosphorus, pre10, post10, pre100, post100,
                  cpv_cf, rrv_how, hsg_phrase=""):
    """The five (criterion, requirement, calculation, provided) rows of the sizing table.

    ``area_ac`` contributing area at ``impervious_pct`` percent impervious; ``s_factor`` the
    Design Manual's specific reduction factor of the soils; ``phosphorus`` sizes the WQv on the
    1-year storm (enhanced phosphorus removal) instead of the 90% rainfall; the peaks (cfs) are
    copied as written; ``cpv_cf`` the 1-year runoff volume; ``rrv_how`` how the RRv is provided.
    """
    rain = 2.8 if phosphorus else 1.5
    rv = 0.05 + 0.009 * impervious_pct
    wqv = rain * rv * area_ac / 12 * 43560
    ai = area_ac * impervious_pct / 100
    rrv = rain * 0.95 * s_factor * ai / 12 * 43560
    # what the practices provide: a little more than required, rounded up to 10 cf
    prov_wqv = int(-(-wqv * 1.08 // 10) * 10)
    prov_rrv = int(-(-rrv * 1.25 // 10) * 10)
    wq_req = ("Runoff from the 1-year, 24-hour storm (P = 2.8 in.), Design Manual Chapter 10 "
              "enhanced phosphorus removal criteria" if phosphorus else
              "90% rainfall event, P = 1.5 in. (Design Manual Chapter 4)")
    return [
        ("Water quality volume (WQv)", wq_req,
         f"Rv = 0.05 + 0.009({impervious_pct}) = {rv:.3f}; WQv = ({rain})({rv:.3f})({area_ac})/12 = "
         f"{wqv / 43560:.3f} ac-ft = {fmt_int(wqv)} cf", f"{fmt_int(prov_wqv)} cf"),
        ("Runoff reduction (RRv)", "Minimum RRv = (P)(0.95)(S)(Ai)/12 where the full WQv "
         "cannot be reduced", f"S = {s_factor}{hsg_phrase}; Ai = {ai:.2f} ac; minimum RRv = "
         f"{fmt_int(rrv)} cf", f"{fmt_int(prov_rrv)} cf {rrv_how}"),
        ("Channel protection (Cpv)", "24-hour extended detention of the 1-year, 24-hour "
         "storm", f"1-year runoff {fmt_int(cpv_cf)} cf; orifice sized for a 24-hour drawdown",
         "24.5-hour drawdown"),
        ("Overbank flood (Qp)", "10-year postdevelopment peak no greater than predevelopment",
         f"Pre {pre10} cfs; post {post10} cfs", "Met"),
        ("Extreme storm (Qf)", "Pass the 100-year storm safely; no increase in peak",
         f"Pre {pre100} cfs; post {post100} cfs", "Met"),
    ]
