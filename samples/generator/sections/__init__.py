"""The section renderers, grouped by part of the plan. Each takes the sample context and returns
the flowables of one section's body; outline.py says which section uses which renderer."""
