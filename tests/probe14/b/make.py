#!/usr/bin/env python3
"""Build probe14/b into OUT (default ../b-out), as bench/agreement.py calls it: `python make.py OUT`.
Runs build.py with this Python (reportlab, pypdf, pillow) and a temporary build folder."""
import os
import subprocess
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
out = os.path.abspath(sys.argv[1]) if len(sys.argv) > 1 else os.path.join(os.path.dirname(HERE), "b-out")
with tempfile.TemporaryDirectory() as build:
    sys.exit(subprocess.run([sys.executable, os.path.join(HERE, "build.py")],
                            env={**os.environ, "BUILD": build, "OUT": out}).returncode)
