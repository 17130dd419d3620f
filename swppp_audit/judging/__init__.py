"""Judging: each checklist item found or not in the layout, the project facts, which items apply, and the decision."""
