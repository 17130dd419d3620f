#!/usr/bin/env python3
"""Build probe14/a into OUT (default ../a-out), as bench/agreement.py calls it: `python make.py OUT`.
Runs build.sh with this Python (reportlab, pypdf, pillow, numpy) and a temporary build folder."""
import os
import subprocess
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
out = os.path.abspath(sys.argv[1]) if len(sys.argv) > 1 else os.path.join(os.path.dirname(HERE), "a-out")
with tempfile.TemporaryDirectory() as build:
    sys.exit(subprocess.run(["sh", os.path.join(HERE, "build.sh"), out],
                            env={**os.environ, "PY": sys.executable, "BUILD": build}).returncode)
