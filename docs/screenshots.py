#!/usr/bin/env python3
"""Screenshots of the web page for README.md: before an audit and after one.

    python docs/screenshots.py            # writes docs/web-upload.png and docs/web-audit.png

Serves the app on 127.0.0.1 (a free port) in a thread, drives Debian's chromium headless with
Playwright for Python (pip install '.[dev]'; no `playwright install`), and uploads a generated
sample plan that has an item left to the reviewer, so the settle form shows.
"""
from __future__ import annotations

import sys
import tempfile
import threading
from pathlib import Path

HERE = Path(__file__).resolve().parent
ROOT = HERE.parent
sys.path.insert(0, str(ROOT))

CHROMIUM = "/usr/bin/chromium"
CHROMIUM_ARGS = ["--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage", "--disable-background-networking",
                 "--disable-component-update", "--disable-sync", "--no-first-run"]
SAMPLE = "asharoken-incomplete.pdf"
RECEIVED = "2026-11-02"


def main() -> None:
    from playwright.sync_api import expect, sync_playwright
    from werkzeug.serving import make_server

    from samples.generate import generate
    from swppp_audit.web.serve import create_app

    with tempfile.TemporaryDirectory() as tmp:
        generate(Path(tmp))
        plan = Path(tmp) / SAMPLE
        app = create_app()
        server = make_server("127.0.0.1", 0, app, threaded=True)
        threading.Thread(target=server.serve_forever, daemon=True).start()
        base = f"http://127.0.0.1:{server.server_port}"
        try:
            with sync_playwright() as p:
                browser = p.chromium.launch(executable_path=CHROMIUM, args=CHROMIUM_ARGS)
                page = browser.new_page(viewport={"width": 1280, "height": 900})
                page.set_default_timeout(120_000)
                page.goto(base + "/")
                page.get_by_label("PDF file").set_input_files(str(plan))
                page.get_by_label("Date the application was received").fill(RECEIVED)
                page.locator("body").click(position={"x": 5, "y": 5})  # no focus ring in the picture
                page.screenshot(path=str(HERE / "web-upload.png"), full_page=True)
                page.get_by_role("button", name="Audit the plan").click()
                expect(page.get_by_role("heading", name="Decision:")).to_be_visible()
                # the decision, the facts, applicability and the first rows of the item table
                page.screenshot(path=str(HERE / "web-audit.png"), full_page=True,
                                clip={"x": 0, "y": 0, "width": 1280, "height": 2300})
                browser.close()
        finally:
            server.shutdown()
            app.extensions["swppp_audit"].close()
    print(f"wrote {HERE / 'web-upload.png'} and {HERE / 'web-audit.png'}", file=sys.stderr)


if __name__ == "__main__":
    main()
