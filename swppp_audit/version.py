"""The tool's version, as its reports and audits record it (the same as pyproject.toml's)."""
__version__ = "0.1.0"
