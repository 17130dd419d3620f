"""Drive Chromium over --remote-debugging-pipe to print HTML to PDF (header/footer templates fixed for determinism)."""
import os, json, subprocess, base64, sys, tempfile
def print_pdf(html_path, out_pdf, header_tpl="", footer_tpl="", landscape=False, margins=(0.6,0.5,0.6,0.5), header_footer=True, paper=(8.5, 11)):
    r1, w1 = os.pipe()  # chrome reads fd3 from r1
    r2, w2 = os.pipe()  # chrome writes fd4 to w2
    ud = tempfile.mkdtemp(prefix="p5bchrome")
    def pre():
        a = os.dup(r1); b = os.dup(w2)
        os.dup2(a, 3); os.dup2(b, 4)
    p = subprocess.Popen(["/usr/lib/chromium/chromium","--headless","--no-sandbox","--disable-gpu","--remote-debugging-pipe",
                          "--user-data-dir="+ud,"about:blank"], preexec_fn=pre, pass_fds=(3,4) if False else (),
                         stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, close_fds=False)
    os.close(r1); os.close(w2)
    wf = os.fdopen(w1, "wb", buffering=0); rf = os.fdopen(r2, "rb", buffering=0)
    buf = b""; mid = [0]
    def send(method, params=None, session=None):
        mid[0] += 1
        msg = {"id": mid[0], "method": method, "params": params or {}}
        if session: msg["sessionId"] = session
        wf.write(json.dumps(msg).encode()+b"\0")
        return mid[0]
    def wait(i=None, event=None):
        nonlocal buf
        while True:
            while b"\0" not in buf:
                chunk = rf.read(1<<20)
                if not chunk: raise RuntimeError("chrome closed")
                buf += chunk
            m, buf = buf.split(b"\0", 1)
            d = json.loads(m)
            if i is not None and d.get("id") == i:
                if "error" in d: raise RuntimeError(d["error"])
                return d["result"]
            if event is not None and d.get("method") == event:
                return d
    t = wait(send("Target.createTarget", {"url": "about:blank"}))
    s = wait(send("Target.attachToTarget", {"targetId": t["targetId"], "flatten": True}))["sessionId"]
    wait(send("Page.enable", {}, s))
    send("Page.navigate", {"url": "file://"+os.path.abspath(html_path)}, s)
    wait(event="Page.loadEventFired")
    res = wait(send("Page.printToPDF", {"displayHeaderFooter": header_footer, "headerTemplate": header_tpl,
        "footerTemplate": footer_tpl, "printBackground": True, "landscape": landscape,
        "paperWidth": paper[0], "paperHeight": paper[1], "marginTop": margins[0], "marginRight": margins[1],
        "marginBottom": margins[2], "marginLeft": margins[3], "preferCSSPageSize": False}, s))
    open(out_pdf, "wb").write(base64.b64decode(res["data"]))
    try: send("Browser.close")
    except Exception: pass
    p.wait(timeout=30)
    import shutil; shutil.rmtree(ud, ignore_errors=True)
