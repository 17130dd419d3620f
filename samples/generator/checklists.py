"""Checklist item ids of the two towns' laws (they must match ../shared/item-ids.tsv)."""

ASHAROKEN_IDS = [f"44-8B(1)({c})" for c in "abcdefghijklmnop"] + [
    f"44-8B(3)({c})" for c in "bcdefghi"
] + ["44-8C", "44-8E"]
SOMERS_IDS = [f"93-6A(1)({c})" for c in "abcdefghijkl"] + [
    f"93-6A(3)({c})" for c in "bcdefghi"
] + ["93-6B", "93-6D"]
# Somers' law also asks for a statement that the postconstruction controls meet the enhanced
# phosphorus removal standards (§ 93-6A(2)); it is labelled as an item of its own.
PHOS = "93-6A(2)-phosphorus"
CHECKLIST_IDS = {"asharoken-ch44": ASHAROKEN_IDS, "somers-ch93": SOMERS_IDS}
