import sys
from pathlib import Path

# tests/pdfs.py builds the small PDFs the tests use
sys.path.insert(0, str(Path(__file__).parent))
