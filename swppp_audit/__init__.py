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


def data_dir(name: str):
    """An installed data folder (`checklists`, `templates`): inside the package once installed,
    beside it in a source checkout (where the repository's top-level folder is the one)."""
    from importlib import resources
    from pathlib import Path

    try:
        return Path(str(resources.files(f"swppp_audit.{name}")))
    except ModuleNotFoundError:
        return Path(__file__).resolve().parents[1] / name
