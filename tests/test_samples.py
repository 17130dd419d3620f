"""The audit against labelled plans, item by item: the generated samples (with the traps of real
SWPPPs: tables of contents, deferred items, content in tables, paraphrase) and a held-out set
written independently of the matcher. The figures are regression floors, not targets."""
import pytest

from labels import agreement, compare, summary


@pytest.fixture(scope="module")
def sample_run(samples):
    folder, labels = samples
    return labels, *compare(folder, labels)


@pytest.fixture(scope="module")
def holdout_run(holdout):
    folder, labels = holdout
    return labels, *compare(folder, labels)


def test_samples_agree_item_by_item(sample_run):
    labels, counts, disagreements, _ = sample_run
    assert agreement(counts) >= 0.93, summary(counts)


def test_holdout_agrees_item_by_item(holdout_run):
    labels, counts, disagreements, _ = holdout_run
    assert agreement(counts) >= 0.88, summary(counts)


@pytest.mark.parametrize("run", ["sample_run", "holdout_run"])
def test_a_missing_item_is_almost_never_called_present(run, request):
    labels, counts, disagreements, _ = request.getfixturevalue(run)
    wrong = [d for d in disagreements if d.tool == "present" and d.label == "missing"]
    assert len(wrong) <= 2, "\n".join(f"{d.file} {d.item}: {d.reason}" for d in wrong)


@pytest.mark.parametrize("run", ["sample_run", "holdout_run"])
def test_table_of_contents_and_deferrals_are_never_presence(run, request):
    """Every item whose label gives a TOC entry, a heading or a deferral as the gap is not present."""
    labels, counts, disagreements, audits = request.getfixturevalue(run)
    checked = 0
    for sample in labels["samples"]:
        findings = {f.item_id: f for f in audits[sample["file"]].findings}
        for item_id, why in sample.get("gaps", {}).items():
            if any(w in why.lower() for w in ("table of contents", "tbd", "separate cover", "to be provided",
                                               "heading", "prior to", "n/a")):
                checked += 1
                assert findings[item_id].status != "present", f"{sample['file']} {item_id}: {why}"
    assert checked >= 5


def test_every_present_item_quotes_its_page(sample_run):
    labels, counts, disagreements, audits = sample_run
    for name, result in audits.items():
        pages = {p.number: p for p in result.document.pages}
        for finding in result.findings:
            if finding.status == "present":
                assert finding.evidence, f"{name} {finding.item_id}"
                for evidence in finding.evidence:
                    assert evidence.page in pages and evidence.text


def test_complete_samples_are_decided_complete_and_incomplete_ones_are_not(sample_run):
    """Both directions: a plan with every applicable item is complete (a wrong notice of
    incomplete application is the commonest harm); a plan with a gap is never complete."""
    labels, counts, disagreements, audits = sample_run
    complete = [s for s in labels["samples"] if "missing" not in s["items"].values()
                and set(s["items"].values()) != {"not_applicable"}]
    assert len(complete) >= 2
    for sample in labels["samples"]:
        result = audits[sample["file"]]
        if sample in complete:
            assert result.decision == "complete", (sample["file"], result.decision_reasons)
        elif "missing" in sample["items"].values():
            assert result.decision in ("incomplete", "needs_review"), sample["file"]
