#!/usr/bin/env python3
"""Screenshots of the web page for README.md: before an audit, after one, and a resubmission
compared with its first round.

    python docs/screenshots.py    # writes docs/web-upload.png, web-audit.png, web-rounds.png, web-plan.png

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
sys.path.insert(0, str(ROOT / "tests"))  # the rounds' plans are those of tests/test_rounds.py

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
                # the item list beside the marked-up plan (the PDF viewer draws only in the new headless mode)
                viewer = p.chromium.launch(executable_path=CHROMIUM, args=[*CHROMIUM_ARGS, "--headless=new"])
                _beside_the_plan(viewer.new_page(viewport={"width": 1280, "height": 900}), base, plan)
                viewer.close()
                _rounds(page, base, Path(tmp))
                browser.close()
        finally:
            server.shutdown()
            app.extensions["swppp_audit"].close()
    print(f"wrote {HERE / 'web-upload.png'}, {HERE / 'web-audit.png'}, {HERE / 'web-rounds.png'} and "
          f"{HERE / 'web-plan.png'}", file=sys.stderr)


def _beside_the_plan(page, base: str, plan: Path) -> None:
    """An audit's items with the plan beside them, opened at a quote's page and its highlight."""
    from playwright.sync_api import expect

    page.set_default_timeout(120_000)
    page.goto(base + "/")
    page.get_by_label("PDF file").set_input_files(str(plan))
    page.get_by_label("Date the application was received").fill(RECEIVED)
    page.get_by_role("button", name="Audit the plan").click()
    expect(page.get_by_role("heading", name="Decision:")).to_be_visible()
    page.locator("#items-heading").scroll_into_view_if_needed()
    page.evaluate("document.getElementById('items-heading').scrollIntoView()")
    page.locator("#items a[target=plan]").first.click()
    page.wait_for_timeout(4000)  # the viewer draws the page
    page.screenshot(path=str(HERE / "web-plan.png"))


def _rounds(page, base: str, folder: Path) -> None:
    """Round 1 of a plan, then its revision (with a response letter in front) as a resubmission."""
    from playwright.sync_api import expect
    from test_rounds import INSPECTION, MAINTENANCE, POLLUTION, RESPONSES, SOILS, STABILIZATION, _plan

    first = _plan(folder / "meadow-ridge-swppp.pdf", {SOILS, POLLUTION, INSPECTION, MAINTENANCE})
    second = _plan(folder / "meadow-ridge-swppp-rev1.pdf", {INSPECTION, MAINTENANCE, STABILIZATION}, RESPONSES)
    for plan, received, previous in ((first, "2026-09-01", None), (second, "2026-10-15", first.name)):
        page.goto(base + "/")
        page.get_by_label("PDF file").set_input_files(str(plan))
        page.get_by_label("Date the application was received").fill(received)
        if previous:
            # the option names the upload, its checklist, round, decision and project: chosen by the name
            value = page.locator("#previous option", has_text=previous).first.get_attribute("value")
            page.get_by_label("This is a resubmission of").select_option(value=value)
        page.get_by_role("button", name="Audit the plan").click()
        expect(page.get_by_role("heading", name="Decision:")).to_be_visible()
    page.locator("#round").screenshot(path=str(HERE / "web-rounds.png"))


if __name__ == "__main__":
    main()
