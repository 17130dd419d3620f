"""The preparer's certification and the contractors' certification statements."""
from reportlab.lib.units import inch
from reportlab.platypus import CondPageBreak, KeepTogether, Spacer

from ..blocks import P, line_block, sig_block

# The statements the two laws prescribe, word for word: § 44-8E and § 93-6D.
ASHAROKEN_STATEMENT = (
    "I certify under penalty of law that I understand and agree to comply with the terms "
    "and conditions of the stormwater pollution prevention plan. I also understand that it "
    "is unlawful for any person to cause or contribute to a violation of water quality standards."
)
SOMERS_STATEMENT = (
    "I certify under penalty of law that I understand and agree to comply with the terms and "
    "conditions of the Stormwater Pollution Prevention Plan; and that I, or one of my on-site "
    "staff, has received a minimum of four hours of acceptable training in erosion and sediment "
    "control within the last three years. I also understand that it is unlawful for any person "
    "to cause or contribute to a violation of water quality standards."
)


def r_plan_cert(ctx):
    """44-8C / 93-6B, the preparer's certification (its signer block blank for the
    "unsigned" gap)."""
    s = ctx.s
    pr = s["preparer"]
    item = "44-8C" if ctx.ash else "93-6B"
    signed = ctx.mode(item) != "unsigned"
    v = ctx.v("plancert", 3)
    lic_kind = pr.get("kind", "professional engineer")
    if v == 0:
        stmt = (f"I hereby certify that this Stormwater Pollution Prevention Plan was prepared by "
                f"me or under my direct supervision, and that the design of all stormwater "
                f"management practices described herein meets the requirements of {ctx.law}.")
    elif v == 1:
        stmt = (f"I hereby certify that I am a {lic_kind} licensed in the State of New York, that "
                f"I prepared this plan for {ctx.project}, and that the stormwater management "
                f"practices designed for the project comply with the {ctx.law_title}.")
    else:
        stmt = (f"I hereby certify that, to the best of my knowledge, information and belief, the "
                f"erosion and sediment control and stormwater management practices in this plan "
                f"were designed by me and conform to the New York State Standards and "
                f"Specifications for Erosion and Sediment Control, the New York State Stormwater "
                f"Management Design Manual and {ctx.law}.")
    out = [P(stmt)]
    labels = ctx.pick("labels:plancert", [
        ("Name", "License", "Firm", "Address", "Date"),
        ("Printed name", "NYS license no.", "Company", "Office address", "Date signed"),
        ("Preparer", "License", "Firm", "Firm address", "Date of certification")])
    values = (pr["name"], pr["license"], s["firm"]["name"], s["firm"]["address"], s["date"])
    rows = list(zip(labels, values))
    if signed:
        out.append(Spacer(1, 14))
        out.append(P(f"/s/ {pr['name']}", "esig"))
        out.append(P("______________________________________  (Signature and seal)", "sig"))
    else:
        out.append(Spacer(1, 24))
        out.append(P("______________________________________  (Signature and seal)", "sig"))
    out.append(Spacer(1, 8))
    if ctx.v("sigstyle", 2) == 0:
        out.append(sig_block(rows, signed))
    else:
        out += line_block(rows, signed)
    return out


def r_contractor_cert(ctx):
    """44-8E / 93-6D, each contractor's signed certification statement."""
    mode = ctx.mode("44-8E" if ctx.ash else "93-6D")
    out = [P(_contractor_intro(ctx))]
    for i, c in enumerate(ctx.s["contractors"]):
        if i:  # a further statement starts a new page unless most of this one is left
            out.append(CondPageBreak(4.2 * inch))
            out.append(Spacer(1, 10))
        out.append(KeepTogether(_contractor_block(ctx, i, c, mode)))
    return out


def _contractor_intro(ctx):
    who = ("be involved in soil disturbance or stormwater management practice installation"
           if ctx.ash else "install, construct, repair, inspect or maintain the erosion and "
           "sediment control practices or install the postconstruction stormwater management "
           "practices")
    return ctx.pick("intro:cc", [
        f"Each contractor and subcontractor identified in this plan who will {who} must sign "
        f"the following statement before starting work. The signed statements become part of "
        f"this {ctx.plan_abbr}.",
        f"Before any land development activity begins, every contractor and subcontractor who "
        f"will {who} signs and dates the statement below; the signed pages are kept with this "
        f"{ctx.plan_abbr} on site.",
        f"Contractor certification statement(s), signed before work starts by each firm that "
        f"will {who}:"])


def _statement(ctx, mode):
    """The statement the contractors sign. The "no_training" gap is a Somers plan quoting the
    Asharoken wording, which lacks § 93-6D's four-hour training clause."""
    if mode == "no_training":
        return ASHAROKEN_STATEMENT.replace("stormwater pollution prevention plan",
                                           "Stormwater Pollution Prevention Plan")
    return ASHAROKEN_STATEMENT if ctx.ash else SOMERS_STATEMENT


def _contractor_block(ctx, i, c, mode):
    """One contractor's statement and signer details (blank for the "unsigned" gap)."""
    signed = mode != "unsigned"
    block = [P(f"<b>{'Contractor' if i == 0 else 'Subcontractor'} certification</b>", "left",
               markup=True),
             P("\u201c" + _statement(ctx, mode) + "\u201d", "quote")]
    if ctx.town == "somers" and mode != "no_training" and c.get("training"):
        block.append(P(f"Trained individual: {c['training']}", "left"))
    labels = ctx.pick("labels:cc", [
        ("Name of signer", "Title", "Firm", "Firm address", "Telephone", "Site address",
         "Date"),
        ("Name (print)", "Title", "Company", "Company address", "Phone", "Site / project "
         "address", "Date signed"),
        ("Printed name", "Position", "Contracting firm", "Address of firm", "Telephone no.",
         "Project location", "Date")])
    values = (c["signer"], c["title"], c["firm"], c["address"], c["phone"], ctx.s["site_id"],
              c["date"])
    rows = list(zip(labels, values))
    if signed:
        block.append(P(f"/s/ {c['signer']}", "esig"))
    block.append(P("Signature: ______________________________", "sig"))
    if ctx.v("ccstyle", 2) == 0:
        block.append(sig_block(rows, signed))
    else:
        block += line_block(rows, signed)
    return block
