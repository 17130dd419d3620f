"""Output: the audit as JSON, a terminal table and a letter."""
