"""swppp-audit: first-pass completeness review of stormwater pollution prevention plans.

The stages are sub-packages, and plain functions over small frozen dataclasses (swppp_audit.model)
pass between them: reading (extract, ocr, grid, layout, statements) -> judging (match, facts,
applicability, decide; the checklists) -> output (report, letter) ; web (serve) and running (pipeline,
batch, isolate) put them to work. `audit()` runs them all on one PDF.
"""
from swppp_audit.version import __version__  # noqa: F401 - the package says its version


def audit(*args, **kwargs):
    """See swppp_audit.running.pipeline.audit; imported lazily so `import swppp_audit` stays cheap."""
    from swppp_audit.running.pipeline import audit as run

    return run(*args, **kwargs)
