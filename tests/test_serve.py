"""The local web page (`swppp-audit serve`): the JSON API and the pages through Flask's test
client, then a reviewer's whole visit in headless Chromium driven by Playwright: upload a plan
through the file input, settle what needs a decision, download the letter and read it.

The browser is Debian's chromium (apt-get install chromium); Playwright's pip wheel brings the
driver, so `playwright install` is never needed. Without chromium the browser test fails and
says so: it does not skip.
"""
from __future__ import annotations

import io
import re
import shutil
import stat
import threading
import time
from pathlib import Path

import docx
import html5lib
import pytest

from pdfs import make_pdf
from swppp_audit.web.serve import create_app

ROOT = Path(__file__).resolve().parents[1]
SAMPLE = ROOT / "samples" / "somers-incomplete.pdf"
CHROMIUM = "/usr/bin/chromium"
CHROMIUM_ARGS = ["--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage", "--disable-background-networking",
                 "--disable-component-update", "--disable-sync", "--no-first-run"]
RECEIVED = "2026-11-02"
PAYLOAD = "<script>alert(1)</script>"
AUDIT_KEYS = {"file", "sha256", "pages", "checklist", "decision", "decision_reasons", "received", "decision_due",
              "decision_due_next_business_day", "unreadable_pages", "facts", "applicability", "notices", "items"}


# ----------------------------------------------------------------------------- helpers

@pytest.fixture
def app():
    app = create_app(max_upload_bytes=1024 * 1024, timeout=120)
    yield app
    app.extensions["swppp_audit"].close()


@pytest.fixture
def client(app):
    return app.test_client()


def post_pdf(client, path: Path | None = None, data: bytes | None = None, name: str = "plan.pdf", url="/api/audits",
             **fields):
    body = data if data is not None else path.read_bytes()
    return client.post(url, data={"file": (io.BytesIO(body), name), **fields}, content_type="multipart/form-data")


def still_serves(client) -> None:
    page = client.get("/")
    assert page.status_code == 200 and b"Audit a plan" in page.data


def json_error(response, status: int) -> str:
    assert response.status_code == status, (response.status_code, response.data[:300])
    assert response.mimetype == "application/json"
    error = response.get_json()["error"]
    assert error and "\n" not in error and "Traceback" not in error
    assert "swppp-audit-web-" not in error, "an error must not show the server's upload folder"
    return error


def wait_done(client, location: str, limit: float = 120) -> None:
    upload_id = location.rstrip("/").rsplit("/", 1)[-1]
    deadline = time.monotonic() + limit
    while time.monotonic() < deadline:
        state = client.get(f"/audits/{upload_id}/status").get_json()["state"]
        if state in ("done", "failed"):
            return
        time.sleep(0.2)
    raise AssertionError(f"audit {upload_id} not finished after {limit} s")


def upload_page(client, path: Path, **fields) -> tuple[str, str]:
    """Upload through the page's form; (audit page URL, its HTML once the audit is finished)."""
    response = post_pdf(client, path, name=path.name, url="/audits", **fields)
    assert response.status_code == 303, response.data[:500]
    location = response.headers["Location"]
    wait_done(client, location)
    page = client.get(location)
    return location, page.get_data(as_text=True)


def parse_html(text: str):
    """Well-formed HTML5 (html5lib in strict mode raises on a parse error)."""
    return html5lib.HTMLParser(strict=True, namespaceHTMLElements=False).parse(text)


def docx_text(source) -> str:
    """Every paragraph and table cell of a Word document."""
    document = docx.Document(source)
    return "\n".join([p.text for p in document.paragraphs] +
                     [cell.text for table in document.tables for row in table.rows for cell in row.cells])


def elements(tree, *tags):
    return [e for e in tree.iter() if e.tag in tags]


def needing_review(pdf: Path) -> list[str]:
    from swppp_audit.running.pipeline import audit
    from swppp_audit.review import Review

    return [f.item_id for f in audit(pdf, review=Review(), ocr="never").findings if f.status == "needs_review"]


@pytest.fixture(scope="module")
def plan_needing_review(samples, tmp_path_factory) -> Path:
    """An incomplete plan with at least one item the tool leaves to the reviewer: a generated
    sample if the matcher leaves one open there, else a plan that states no acreage (its
    postconstruction items then depend on a fact the reviewer must give)."""
    folder, _ = samples
    for name in ("asharoken-incomplete.pdf", "somers-admin-permit.pdf"):
        if needing_review(folder / name):
            return folder / name
    pdf = make_pdf(tmp_path_factory.mktemp("review") / "no-acreage.pdf", [[
        "# Stormwater Pollution Prevention Plan", "Town of Somers, Chapter 93 Stormwater Management.",
        "# Project description", "Commercial development of an office building.",
        "# Soils", "Soils are Charlton loam, hydrologic soil group B."]])
    assert needing_review(pdf), "no plan leaves an item to the reviewer; the settle form cannot be tested"
    return pdf


# ----------------------------------------------------------------------------- JSON API

def test_api_audits_the_bundled_sample_like_check(client):
    from swppp_audit.running.pipeline import audit
    from swppp_audit.output.report import to_dict

    response = post_pdf(client, SAMPLE, name="somers-incomplete.pdf", received=RECEIVED)
    assert response.status_code == 200, response.data[:500]
    assert response.mimetype == "application/json"
    data = response.get_json()
    assert AUDIT_KEYS <= set(data)
    assert data["decision"] == "incomplete"
    assert data["checklist"]["id"] == "somers-ch93" and data["checklist"]["chosen_by"] == "detected"
    assert data["received"] == RECEIVED and data["received_stated"] is True
    assert data["file"] == "somers-incomplete.pdf"
    # the same audit as `check --format json`, apart from `file` (no path on the server)
    from datetime import date

    expected = to_dict(audit(SAMPLE, received=date.fromisoformat(RECEIVED)))
    expected["file"] = "somers-incomplete.pdf"
    assert data == expected
    assert {item["id"] for item in data["items"] if item["status"] == "missing"} >= {"93-6A(1)(k)", "93-6A(1)(l)"}
    still_serves(client)


def test_api_takes_the_checklist_and_refuses_unknown_ones(client):
    response = post_pdf(client, SAMPLE, checklist="somers-ch93")
    assert response.status_code == 200 and response.get_json()["checklist"]["chosen_by"] == "option"
    for bad in ("nowhere-ch1", "../checklists/somers-ch93.yaml", str(ROOT / "swppp_audit" / "data" / "checklists" / "somers-ch93.yaml")):
        assert "unknown checklist" in json_error(post_pdf(client, SAMPLE, checklist=bad), 400)
    still_serves(client)


@pytest.mark.parametrize("received", ["2026-02-30", "11/02/2026", "tomorrow", "2026-1-2"])
def test_api_bad_date_is_400(client, received):
    assert "YYYY-MM-DD" in json_error(post_pdf(client, SAMPLE, received=received), 400)


def test_api_future_date_is_400_as_the_readme_says(client):
    from datetime import date, timedelta

    tomorrow = (date.today() + timedelta(days=1)).isoformat()
    assert "is in the future" in json_error(post_pdf(client, SAMPLE, received=tomorrow), 400)
    still_serves(client)


@pytest.mark.parametrize("content, name", [
    (b"Just some text, not a PDF\n" * 50, "notes.pdf"),
    (b"\x89PNG\r\n\x1a\n" + bytes(500), "image.png"),
    (b"", "empty.pdf"),
])
def test_api_non_pdf_is_400(client, content, name):
    error = json_error(post_pdf(client, data=content, name=name), 400)
    assert "not a PDF" in error
    still_serves(client)


def test_api_without_a_file_is_400(client):
    response = client.post("/api/audits", data={"received": RECEIVED}, content_type="multipart/form-data")
    assert "multipart field 'file'" in json_error(response, 400)
    still_serves(client)


@pytest.mark.parametrize("size", [1024 * 1024 + 1, 3 * 1024 * 1024])  # past the file limit; past the request limit
def test_api_oversize_is_413(client, app, size):
    body = b"%PDF-1.7\n" + b"0" * (size - 9)
    error = json_error(post_pdf(client, data=body), 413)
    assert "1 MB" in error
    service = app.extensions["swppp_audit"]
    assert not list(service.root.iterdir())  # nothing kept
    assert [p.name for p in service.scratch.iterdir()] == ["ocr"] and not list((service.scratch / "ocr").iterdir())
    still_serves(client)
    assert post_pdf(client, SAMPLE).status_code == 200


@pytest.mark.parametrize("cut", [0.05, 0.5])
def test_api_corrupt_pdf_is_a_4xx_json_error(client, cut):
    data = SAMPLE.read_bytes()
    error = json_error(post_pdf(client, data=data[:int(len(data) * cut)], name="cut.pdf"), 422)
    assert error.startswith("cut.pdf")
    still_serves(client)
    assert post_pdf(client, SAMPLE).status_code == 200


def test_api_limits_exceeded_is_422_and_the_server_goes_on():
    app = create_app(timeout=0.001)  # the forked child is killed (no PDF is read in 1 ms); the server goes on
    try:
        client = app.test_client()
        assert json_error(post_pdf(client, SAMPLE), 422) == "plan.pdf: timed out after 0.001 s"
        still_serves(client)
    finally:
        app.extensions["swppp_audit"].close()


def test_undetected_town_is_422(client, tmp_path):
    pdf = make_pdf(tmp_path / "nowhere.pdf", [["# Stormwater plan", "A plan for a parking lot somewhere."]])
    assert "jurisdiction" in json_error(post_pdf(client, pdf), 422)
    still_serves(client)


# ----------------------------------------------------------------------------- the pages

def test_upload_page_states_the_limit_and_labels_every_input(client):
    text = client.get("/").get_data(as_text=True)
    tree = parse_html(text)
    assert "up to 1 MB" in text
    for field in elements(tree, "input", "select", "textarea"):
        if field.get("type") in ("hidden", "submit"):
            continue
        assert tree.find(f".//label[@for='{field.get('id')}']") is not None, field.attrib
    assert [h.tag for h in elements(tree, "h1", "h2", "h3")][0] == "h1"


def test_page_shows_the_audit_with_evidence_linked_to_pdf_pages(client):
    location, text = upload_page(client, SAMPLE, received=RECEIVED)
    tree = parse_html(text)
    assert "Decision: " in text and "Incomplete" in text
    assert "Thursday, December 3, 2026" in text  # received + 31 days
    assert text.count('scope="col"') >= 12 and 'scope="row"' in text
    # each page link opens the marked-up plan beside the list, at that page behind the summary
    links = [a for a in tree.iter("a") if a.get("target") == "plan"]
    assert links and all(a.get("href").startswith(f"{location}/marked.pdf?at=") for a in links)
    facts = [a.get("href") for a in tree.iter("a") if "#page=" in (a.get("href") or "") and a.get("target") != "plan"]
    assert facts and all(href.startswith(f"{location}/document.pdf#page=") for href in facts)  # a fact's: the plan
    shown = [(int(a.get("href").rsplit("=", 1)[1]), int(a.text.split()[-1])) for a in links]
    assert all(at == page + 1 for at, page in shown)  # one summary page in front
    frame = next(tree.iter("iframe"))
    assert frame.get("name") == "plan" and frame.get("src").startswith(f"{location}/marked.pdf")
    marked = client.get(f"{location}/marked.pdf")
    assert marked.status_code == 200 and marked.mimetype == "application/pdf"
    assert marked.data.startswith(SAMPLE.read_bytes()) and "inline" in marked.headers["Content-Disposition"]
    assert "frame-src 'self'" in client.get(location).headers["Content-Security-Policy"]
    saved = client.get(f"{location}/marked.pdf?download=1")
    assert saved.headers["Content-Disposition"].startswith("attachment;") and ".marked.pdf" in saved.headers["Content-Disposition"]
    pdf = client.get(f"{location}/document.pdf")
    assert pdf.status_code == 200 and pdf.mimetype == "application/pdf" and pdf.data == SAMPLE.read_bytes()
    # headings in order: one h1, then h2 before any h3, never a level skipped
    levels = [int(h.tag[1]) for h in elements(tree, "h1", "h2", "h3", "h4")]
    assert levels[0] == 1 and levels.count(1) == 1
    assert all(b - a <= 1 for a, b in zip(levels, levels[1:])), levels
    # status in words, not colour alone
    for word in ("Missing", "Present"):
        assert f"</span> {word}</span>" in text
    # the checks of substance under their items, as the JSON gives them
    checks = ["".join(li.itertext()) for li in tree.iter("li") if (li.get("class") or "").startswith("check-")]
    assert any(c.startswith("Check passed: the site map's scale is 1 in = ") for c in checks), checks
    downloaded = client.get(f"{location}/audit.json")
    assert downloaded.status_code == 200 and downloaded.get_json()["decision"] == "incomplete"
    letter = client.get(f"{location}/letter.docx")
    assert letter.status_code == 200 and "§ 93-6A(1)(k)" in docx_text(io.BytesIO(letter.data))


def test_pdf_text_is_escaped_on_the_page(client, tmp_path):
    pdf = make_pdf(tmp_path / "hostile.pdf", [[
        "# Stormwater Pollution Prevention Plan", "Town of Somers, Chapter 93 Stormwater Management.",
        "# Project description",
        f"The project will disturb 2.0 acres of land for a commercial development {PAYLOAD} {{{{ 7*7 }}}}."]])
    _, text = upload_page(client, pdf)
    assert PAYLOAD not in text
    assert "&lt;script&gt;alert(1)&lt;/script&gt;" in text


def test_upload_errors_show_on_the_page_and_the_server_goes_on(client):
    response = post_pdf(client, data=b"hello", name="x.pdf", url="/audits")
    assert response.status_code == 400 and "not a PDF" in response.get_data(as_text=True)
    assert 'role="alert"' in response.get_data(as_text=True)
    response = post_pdf(client, data=b"%PDF-1.7\n" + bytes(3 * 1024 * 1024), url="/audits")
    assert response.status_code == 413 and "1 MB" in response.get_data(as_text=True)
    response = post_pdf(client, SAMPLE, url="/audits", received="soon")
    assert response.status_code == 400 and "YYYY-MM-DD" in response.get_data(as_text=True)
    response = post_pdf(client, data=SAMPLE.read_bytes()[:2000], name="cut.pdf", url="/audits")
    wait_done(client, response.headers["Location"])
    failed = client.get(response.headers["Location"])
    assert failed.status_code == 422 and "could not be audited" in failed.get_data(as_text=True)
    still_serves(client)


def test_settling_an_item_writes_the_review_file_and_audits_again(client, app, plan_needing_review):
    import yaml

    from swppp_audit.review import path_for

    location, text = upload_page(client, plan_needing_review, received=RECEIVED)
    service = app.extensions["swppp_audit"]
    upload = service.get(location.rsplit("/", 1)[-1])
    open_items = [item for item in upload.data["items"] if item["status"] == "needs_review"]
    assert open_items
    # needs_review rows come first, each with its form; the letter says why it is unavailable
    first_row = text.index("<tbody>", text.index('id="items"'))
    assert 'class="row-needs_review"' in text[first_row:first_row + 300]
    waiting = f"{len(open_items)} item still needs" if len(open_items) == 1 else f"{len(open_items)} items still need"
    assert f"{waiting} your decision" in text and "Letter (DOCX): unavailable" in text
    assert client.get(f"{location}/letter.docx").status_code == 409
    item = open_items[0]
    # a reason is required
    refused = client.post(f"{location}/items", data={"item": item["id"], "status": "present", "reason": "  "})
    assert refused.status_code == 400 and not path_for(upload.pdf).exists()
    assert client.post(f"{location}/items", data={"item": "93-99", "status": "present", "reason": "x"}).status_code == 400
    assert client.post(f"{location}/items", data={"item": item["id"], "status": "maybe", "reason": "x"}).status_code == 400
    saved = client.post(f"{location}/items", data={"item": item["id"], "status": "missing",
                                                   "reason": "the soils map has no hydrologic soil groups"})
    assert saved.status_code == 303
    review = yaml.safe_load(path_for(upload.pdf).read_text())
    assert review["items"][item["id"]] == {"status": "missing", "reason": "the soils map has no hydrologic soil groups"}
    wait_done(client, location)
    settled = next(i for i in upload.data["items"] if i["id"] == item["id"])
    assert settled["status"] == "missing" and settled["source"] == "reviewer"
    assert settled["tool_finding"]["status"] == "needs_review"
    page = client.get(location).get_data(as_text=True)
    assert "saved as missing" in page
    # the signature goes into the same file, keeping the items
    client.post(f"{location}/reviewer", data={"name": "Jane Doe", "title": "Town Engineer"})
    review = yaml.safe_load(path_for(upload.pdf).read_text())
    assert review["reviewer"] == {"name": "Jane Doe", "title": "Town Engineer"} and item["id"] in review["items"]
    # undo
    client.post(f"{location}/items", data={"item": item["id"], "action": "clear"})
    wait_done(client, location)
    assert next(i for i in upload.data["items"] if i["id"] == item["id"])["status"] == "needs_review"


def test_uploads_are_private_and_deleted_on_close(tmp_path):
    app = create_app()
    service = app.extensions["swppp_audit"]
    client = app.test_client()
    location, _ = upload_page(client, SAMPLE)
    root = service.root
    assert stat.S_IMODE(root.stat().st_mode) == 0o700
    stored = list(root.rglob("*.pdf"))
    assert [p.name for p in stored] == ["somers-incomplete.pdf"]
    client.post(f"{location}/delete")
    assert not stored[0].exists() and client.get(location).status_code == 404
    service.close()
    assert not root.exists()


@pytest.mark.parametrize("name, stored", [("../../etc/passwd.pdf", "passwd.pdf"), ("..", "document.pdf"),
                                          ("a b <c>.pdf", "a_b_c.pdf"), (".review.yaml", "review.pdf")])
def test_the_uploaded_name_is_never_a_path(client, app, name, stored):
    response = post_pdf(client, SAMPLE, name=name, url="/audits")
    upload = app.extensions["swppp_audit"].get(response.headers["Location"].rsplit("/", 1)[-1])
    assert upload.name == stored and upload.pdf.parent.parent == app.extensions["swppp_audit"].root
    wait_done(client, response.headers["Location"])


def test_other_hosts_and_sites_are_refused(client):
    assert client.get("/", headers={"Host": "attacker.example"}).status_code == 400
    assert client.get("/", headers={"Host": "127.0.0.1:8000"}).status_code == 200
    response = client.post("/api/audits", data={"file": (io.BytesIO(SAMPLE.read_bytes()), "p.pdf")},
                           headers={"Origin": "https://attacker.example"}, content_type="multipart/form-data")
    assert response.status_code == 403
    assert client.get("/audits/not-an-id").status_code == 404


# ----------------------------------------------------------------------------- in a browser

@pytest.fixture
def live_server():
    """The app on 127.0.0.1, a free port, in a thread; its base URL and the app."""
    from werkzeug.serving import make_server

    app = create_app(timeout=120)
    server = make_server("127.0.0.1", 0, app, threaded=True)
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    yield f"http://127.0.0.1:{server.server_port}", app
    server.shutdown()
    app.extensions["swppp_audit"].close()


def launch(playwright):
    if not Path(CHROMIUM).exists() and not shutil.which("chromium"):
        pytest.fail(f"Chromium is not installed ({CHROMIUM} not found): the browser test needs it. "
                    "Install it with `apt-get install -y chromium` (.ci/run does).")
    return playwright.chromium.launch(executable_path=CHROMIUM if Path(CHROMIUM).exists() else shutil.which("chromium"),
                                      args=CHROMIUM_ARGS)


def test_reviewer_visit_in_chromium(live_server, plan_needing_review, tmp_path):
    try:
        from playwright.sync_api import expect, sync_playwright
    except ImportError:
        pytest.fail("Playwright for Python is not installed: pip install '.[dev]' (it needs no `playwright install`)")
    base, app = live_server
    with sync_playwright() as p:
        browser = launch(p)
        try:
            page = browser.new_page(accept_downloads=True)
            page.set_default_timeout(120_000)
            page.goto(base + "/")
            expect(page.get_by_role("heading", level=1)).to_have_text("SWPPP completeness audit")
            # the drop zone is a labelled file input; the rest is done from the keyboard
            # a file dropped on the zone lands in the input (a page script builds the drop)
            page.evaluate("""() => {
                const transfer = new DataTransfer();
                transfer.items.add(new File(["%PDF-1.7"], "dropped.pdf", {type: "application/pdf"}));
                document.getElementById("drop-zone").dispatchEvent(
                    new DragEvent("drop", {dataTransfer: transfer, bubbles: true, cancelable: true}));
            }""")
            assert page.evaluate("document.getElementById('file').files[0].name") == "dropped.pdf"
            expect(page.locator("#chosen")).to_contain_text("dropped.pdf")
            page.get_by_label("PDF file").set_input_files(str(plan_needing_review))
            expect(page.locator("#chosen")).to_contain_text(plan_needing_review.name)
            page.get_by_label("Date the application was received").fill(RECEIVED)
            for _ in range(6):  # from the date (Chromium tabs through its day, month and year) to the button
                page.keyboard.press("Tab")
                if page.evaluate("document.activeElement.id") == "submit":
                    break
            assert page.evaluate("document.activeElement.id") == "submit"
            page.keyboard.press("Enter")
            expect(page.get_by_role("heading", name="Decision:")).to_be_visible()
            assert "auditing" not in page.content().lower().split("<main", 1)[1][:200]

            # the letter waits for the reviewer, and says why
            expect(page.locator("#letter-unavailable")).to_contain_text(re.compile(r"\d+ items? still needs? your decision"))
            settled = 0
            while page.locator("tr.row-needs_review form.settle").count():
                form = page.locator("tr.row-needs_review form.settle").first
                legend = form.locator("legend").inner_text()
                form.get_by_label("Missing", exact=True).check()
                form.get_by_role("textbox").fill("Not shown anywhere in the plan; checked by hand.")
                form.get_by_role("button").click()
                expect(page.get_by_role("heading", name="Decision:")).to_be_visible()
                expect(page.locator("p.note")).to_contain_text("saved as missing")
                assert legend.replace("Your decision on ", "") in page.locator("p.note").inner_text()
                settled += 1
                assert settled < 40
            assert settled >= 1

            # an evidence quote's page link opens the marked-up plan beside the list, at that page
            link = page.locator("a[target=plan][href*='marked.pdf?at=']").first
            href = link.get_attribute("href")
            assert href.split("#page=")[1].isdigit()
            link.click()
            page.wait_for_function("n => window.frames['plan'].location.href.endsWith('#page=' + n)",
                                   arg=href.split("#page=")[1])
            response = page.request.get(base + href.split("#")[0])
            assert response.status == 200 and response.headers["content-type"] == "application/pdf"

            audit = page.request.get(page.url + "/audit.json").json()
            assert not [i for i in audit["items"] if i["status"] == "needs_review"]
            missing = [i["citation"] for i in audit["items"] if i["status"] == "missing"]
            assert missing

            with page.expect_download() as info:
                page.get_by_role("link", name="Letter (DOCX)").click()
            letter = tmp_path / "letter.docx"
            info.value.save_as(letter)
            assert info.value.suggested_filename == f"{plan_needing_review.stem}.letter.docx"
        finally:
            browser.close()
    text = docx_text(str(letter))
    assert "INCOMPLETE" in text
    assert any(citation in text for citation in missing), (missing, text[:2000])
    assert "Not shown anywhere in the plan" in text  # the reviewer's reason is the letter's finding


def test_serve_command_binds_localhost_says_where_and_deletes_uploads_on_stop(tmp_path):
    """The real command: the URL on stderr, pages served, and on SIGTERM the uploads folder is gone."""
    import os
    import signal
    import subprocess
    import sys
    import urllib.request

    env = {**os.environ, "TMPDIR": str(tmp_path)}
    process = subprocess.Popen([sys.executable, "-m", "swppp_audit", "serve", "--port", "0"], env=env,
                               stderr=subprocess.PIPE, text=True)
    try:
        line = process.stderr.readline()
        assert "http://127.0.0.1:" in line and "this computer only" in line, line
        url = line.split("serving on ", 1)[1].split(" ", 1)[0]
        opener = urllib.request.build_opener(urllib.request.ProxyHandler({}))
        with opener.open(url, timeout=30) as response:
            assert response.status == 200 and b"Audit a plan" in response.read()
        assert len(list(tmp_path.glob("swppp-audit-web-*"))) == 1
    finally:
        process.send_signal(signal.SIGTERM)
        rest = process.communicate(timeout=30)[1]
    assert process.returncode == 0, rest
    assert "stopped" in rest and not list(tmp_path.glob("swppp-audit-web-*"))


def test_serve_command_is_listed():
    from click.testing import CliRunner

    from swppp_audit.cli import main

    result = CliRunner().invoke(main, ["serve", "--help"])
    assert result.exit_code == 0 and "--port" in result.output and "127.0.0.1" in result.output


# ----------------------------------------------------------------------------- messages in the page's terms

def test_api_errors_name_the_file_as_uploaded_and_never_a_command_line_option(client, tmp_path):
    locked = make_pdf(tmp_path / "locked.pdf", [["Town of Somers", "A plan behind a password."]], encrypt="s3cret")
    error = json_error(post_pdf(client, locked, name="My Plan (rev 2).pdf"), 422)
    assert error == "My Plan (rev 2).pdf: cannot open: it is encrypted; remove its password and upload it again"
    nowhere = make_pdf(tmp_path / "nowhere.pdf", [["# 1.0 Project Description", "A retail building on 2 acres."]])
    error = json_error(post_pdf(client, nowhere, name="Site Plan – Müller.pdf"), 422)
    assert error.startswith("cannot tell which jurisdiction this plan is for; choose the checklist (")
    assert "--" not in error
    response = post_pdf(client, SAMPLE, name="Plan (final) v2.pdf", received=RECEIVED)
    assert response.status_code == 200 and response.get_json()["file"] == "Plan (final) v2.pdf"


def test_web_words_replace_every_command_line_hint():
    from swppp_audit.web.serve import for_the_web, shown_name

    assert for_the_web("x; give --checklist (a, b)") == "x; choose the checklist (a, b)"
    assert for_the_web("no received date: the letter counts the determination period from it; give --received "
                       "YYYY-MM-DD or set received: in the review file") == (
        "no received date: the letter counts the determination period from it; upload the plan again with the "
        "date it was received")
    assert shown_name("C:\\Users\\jd\\Plan (rev 2).pdf") == "Plan (rev 2).pdf"
    assert shown_name("../../etc/x\x07.pdf") == "x.pdf" and shown_name("") == "document.pdf"


def test_a_fact_the_plan_leaves_open_is_set_on_the_page_and_the_letter_follows(client, app, tmp_path):
    """Issue 26: the plan states no disturbed area, so the postconstruction items wait on it; the
    page offers the fact, the reviewer's value goes into the review file, and the letter is then
    available."""
    import yaml

    from swppp_audit.review import path_for

    pdf = make_pdf(tmp_path / "no-area.pdf", [[
        "Town of Somers", "Stormwater Pollution Prevention Plan under Town of Somers Code Chapter 93",
        "Prepared for: Acme Realty LLC"], ["# 1.0 Project Description", "A new commercial building with parking."]])
    location, page = upload_page(client, pdf, received=RECEIVED)
    upload = app.extensions["swppp_audit"].get(location.rsplit("/", 1)[-1])
    assert upload.data["open_facts"] == ["disturbed_acres"]
    assert 'id="fact-disturbed_acres"' in page and "does not settle the fact “disturbed area”" in page
    assert client.post(f"{location}/facts", data={"fact": "disturbed_acres", "value": "lots"}).status_code == 400
    assert client.post(f"{location}/facts", data={"fact": "no_such", "value": "1"}).status_code == 400
    assert not path_for(upload.pdf).exists()
    assert client.post(f"{location}/facts", data={"fact": "disturbed_acres", "value": "0.5"}).status_code == 303
    assert yaml.safe_load(path_for(upload.pdf).read_text())["facts"] == {"disturbed_acres": 0.5}
    wait_done(client, location)
    assert upload.data["open_facts"] == [] and upload.data["facts"]["disturbed_acres"]["source"] == "reviewer"
    assert not [i for i in upload.data["items"] if i["status"] == "needs_review"]
    assert client.get(f"{location}/letter.docx").status_code == 200


def test_serve_keep_names_the_folder_and_leaves_it_on_stop_and_a_file_is_refused(tmp_path, cli):
    import os
    import signal
    import subprocess
    import sys

    kept = tmp_path / "audits"
    env = {**os.environ, "TMPDIR": str(tmp_path)}
    process = subprocess.Popen([sys.executable, "-m", "swppp_audit", "serve", "--port", "0", "--keep", str(kept)],
                               env=env, stderr=subprocess.PIPE, text=True)
    try:
        line = process.stderr.readline()
        assert f"Audits are kept in {kept} until deleted on the page" in line, line
    finally:
        process.send_signal(signal.SIGTERM)
        rest = process.communicate(timeout=30)[1]
    assert process.returncode == 0 and f"the audits stay in {kept}" in rest, rest
    assert kept.is_dir() and not list(tmp_path.glob("swppp-audit-scratch-*"))
    (tmp_path / "plain").write_text("x", encoding="utf-8")
    ran = cli("serve", "--port", "0", "--keep", tmp_path / "plain")
    assert ran.code == 2 and "is a file" in ran.stderr and "Traceback" not in ran.stderr
