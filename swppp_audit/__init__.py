"""swppp-audit: first-pass completeness review of stormwater pollution prevention plans.

The stages are plain functions over small frozen dataclasses (swppp_audit.model):
extract.read_pdf -> match.match -> applicability.assess -> decide -> report.
`audit()` runs them all on one PDF.
"""
__version__ = "0.1.0"


def audit(*args, **kwargs):
    """See swppp_audit.pipeline.audit; imported lazily so `import swppp_audit` stays cheap."""
    from .pipeline import audit as run

    return run(*args, **kwargs)
