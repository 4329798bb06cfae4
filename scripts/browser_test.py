#!/usr/bin/env python3
"""Drives a coordcheck report page (index.html) in headless Chromium over the DevTools
protocol and checks that its counterexample steppers work.

    python3 scripts/browser_test.py --chromium chromium --page OUT/x/index.html \
        --report report.json --screenshot stepper.png

`--report` is the `coordcheck check --reporter json` report of the same run: the traces and
messages the page must show come from it, not from the page. Checked for real, with key
and mouse events dispatched by the browser (Input.dispatchKeyEvent / dispatchMouseEvent):

- every stepper opens on its violating step, "step n of n" (n events; launch is step 0), the first one
  drives the arrow keys; a click on a trace's first event goes back to launch;
- ArrowRight walks the first trace event by event (label and event text change, the last
  step shows the violation message), stops at the end, ArrowLeft goes back;
- clicking the second stepper's Next button walks its trace, and from then on the arrow
  keys drive that stepper and leave the first alone; Previous goes back;
- the page loads nothing from the network and throws no script error.

- at 390 px (a phone) and at 1920 px wide the page never scrolls sideways, and the map's
  zoom buttons scale it and "fit" brings it back.

Then it saves a screenshot (PNG) of the first stepper on its last step, one of the whole
page beside it (`-full.png`), and the page at 390 px (`-390.png`). Exits 1 with a message on the first mismatch.
Needs the `websocket-client` package (pip install websocket-client).
"""

import argparse
import base64
import json
import os
import pathlib
import re
import shutil
import subprocess
import sys
import tempfile
import threading
import time
import urllib.request

try:
    import websocket  # websocket-client
except ImportError:
    sys.exit("browser-test: the Python package websocket-client is missing (python3 -m pip install websocket-client)")


class Mismatch(Exception):
    pass


def expect(condition, message):
    if not condition:
        raise Mismatch(message)


class Browser:
    """One headless Chromium and a DevTools connection to its page."""

    def __init__(self, binary, width, height):
        self.profile = tempfile.mkdtemp(prefix="coordcheck-chromium-")
        self.process = subprocess.Popen(
            [binary, "--headless", "--disable-gpu", "--no-sandbox", "--no-first-run", "--no-default-browser-check",
             "--disable-extensions", "--hide-scrollbars", "--remote-allow-origins=*", "--remote-debugging-port=0",
             f"--user-data-dir={self.profile}", f"--window-size={width},{height}", "about:blank"],
            stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True)
        port = None
        deadline = time.time() + 30
        while time.time() < deadline and port is None:
            line = self.process.stderr.readline()
            if not line and self.process.poll() is not None:
                break
            found = re.search(r"DevTools listening on ws://[^:]+:(\d+)/", line)
            if found:
                port = int(found.group(1))
        if port is None:
            self.close()
            raise Mismatch("Chromium did not start its DevTools endpoint")
        # Drain stderr so Chromium never blocks on a full pipe.
        threading.Thread(target=lambda: [None for _ in self.process.stderr], daemon=True).start()
        targets = json.load(urllib.request.urlopen(f"http://127.0.0.1:{port}/json/list", timeout=10))
        page = next((t for t in targets if t.get("type") == "page"), None)
        expect(page is not None, "Chromium has no page target")
        self.socket = websocket.create_connection(page["webSocketDebuggerUrl"], timeout=30, suppress_origin=True)
        self.next_id = 0
        self.events = []

    def send(self, method, **params):
        self.next_id += 1
        ident = self.next_id
        self.socket.send(json.dumps({"id": ident, "method": method, "params": params}))
        while True:
            message = json.loads(self.socket.recv())
            if message.get("id") == ident:
                if "error" in message:
                    raise Mismatch(f"{method} failed: {message['error']}")
                return message.get("result", {})
            if "method" in message:
                self.events.append(message)

    def wait_for(self, method, timeout=30):
        deadline = time.time() + timeout
        while time.time() < deadline:
            for index, event in enumerate(self.events):
                if event["method"] == method:
                    return self.events.pop(index)
            self.socket.settimeout(max(0.1, deadline - time.time()))
            self.events.append(json.loads(self.socket.recv()))
        raise Mismatch(f"timed out waiting for {method}")

    def evaluate(self, expression):
        result = self.send("Runtime.evaluate", expression=expression, returnByValue=True, awaitPromise=True)
        if "exceptionDetails" in result:
            raise Mismatch(f"script error evaluating {expression!r}: {result['exceptionDetails']}")
        return result["result"].get("value")

    def press(self, key, keycode):
        """A real key press (ArrowRight: 39, ArrowLeft: 37), sent to the focused page."""
        for kind in ("rawKeyDown", "keyUp"):
            self.send("Input.dispatchKeyEvent", type=kind, key=key, code=key,
                      windowsVirtualKeyCode=keycode, nativeVirtualKeyCode=keycode)

    def click(self, selector):
        """A real mouse click in the middle of the element, after scrolling it into view."""
        box = self.evaluate(f"""(() => {{
            const element = document.querySelector({json.dumps(selector)});
            if (!element) return null;
            element.scrollIntoView({{block: "center"}});
            const r = element.getBoundingClientRect();
            return {{x: r.left + r.width / 2, y: r.top + r.height / 2, disabled: !!element.disabled}};
        }})()""")
        expect(box is not None, f"nothing matches {selector}")
        for kind in ("mousePressed", "mouseReleased"):
            self.send("Input.dispatchMouseEvent", type=kind, x=box["x"], y=box["y"], button="left", clickCount=1)
        return box

    def screenshot(self, path, full=False):
        params = {"format": "png"}
        if full:
            metrics = self.send("Page.getLayoutMetrics")
            size = metrics.get("cssContentSize") or metrics["contentSize"]
            params.update(captureBeyondViewport=True,
                          clip={"x": 0, "y": 0, "width": size["width"], "height": size["height"], "scale": 1})
        data = self.send("Page.captureScreenshot", **params)["data"]
        pathlib.Path(path).write_bytes(base64.b64decode(data))

    def close(self):
        try:
            if getattr(self, "socket", None):
                self.socket.close()
        finally:
            if self.process.poll() is None:
                self.process.terminate()
                try:
                    self.process.wait(timeout=10)
                except subprocess.TimeoutExpired:
                    self.process.kill()
            shutil.rmtree(self.profile, ignore_errors=True)


# What the page shows, read through the DOM.
STATE = """(() => Array.from(document.querySelectorAll(".stepper")).map(stepper => {
    const visible = Array.from(stepper.querySelectorAll(".step")).filter(step => !step.hidden
        && getComputedStyle(step).display !== "none");
    const shown = visible[0];
    return {
        invariant: stepper.dataset.invariant,
        label: stepper.querySelector(".step-label").textContent.trim(),
        steps: stepper.querySelectorAll(".step").length,
        visible: visible.length,
        event: shown ? shown.querySelector(".step-event").textContent.trim() : null,
        violation: shown && shown.querySelector(".step-violation") ? shown.querySelector(".step-violation").textContent.trim() : null,
        diagram: shown ? !!shown.querySelector("svg.diagram") && shown.querySelector("svg.diagram").getBoundingClientRect().width > 50 : false,
        previousDisabled: stepper.querySelector("[data-action=previous]").disabled,
        nextDisabled: stepper.querySelector("[data-action=next]").disabled,
        active: stepper.classList.contains("active"),
    };
}))()"""


def check_step(state, number, expected, step, where):
    """`state` of stepper `number` shows step `step` (0 = launch) of `expected`."""
    shown = state[number]
    events = expected["trace"]
    count = len(events) + 1
    name = expected["name"]
    expect(shown["visible"] == 1, f"{where}: {name} shows {shown['visible']} steps at once, not 1")
    # Launch is step 0, as the trace numbers it: the last of n events is "step n of n".
    label = "launch" if count == 1 else f"step {step} of {count - 1}"
    expect(shown["label"] == label, f"{where}: {name} label is {shown['label']!r}, expected {label!r}")
    wanted = "launch" if step == 0 else events[step - 1]
    text = shown["event"] or ""
    expect(text.endswith(wanted) and text.startswith(f"{step}."),
           f"{where}: {name} step {step} shows event {text!r}, expected '{step}. {wanted}'")
    expect(shown["diagram"], f"{where}: {name} step {step} has no visible diagram")
    expect(shown["previousDisabled"] == (step == 0), f"{where}: {name} Previous enabled state is wrong at step {step}")
    expect(shown["nextDisabled"] == (step == count - 1), f"{where}: {name} Next enabled state is wrong at step {step}")
    if step == count - 1:
        expect(shown["violation"] is not None and expected["message"] in shown["violation"],
               f"{where}: {name} last step does not show the violation message {expected['message']!r} (shows {shown['violation']!r})")
    else:
        expect(shown["violation"] is None, f"{where}: {name} shows a violation before its last step")
    print(f"  ok  {where}: {name} {shown['label']}: {text}")


def run(arguments):
    report = json.loads(pathlib.Path(arguments.report).read_text())
    violated = [{"name": entry["name"], "trace": entry["trace"], "message": entry["message"]}
                for entry in report["scenarios"][0]["invariants"] if not entry["holds"]]
    expect(len(violated) >= 1, "the report has no violation: pick a bug scenario")
    page = pathlib.Path(arguments.page).resolve()
    browser = Browser(arguments.chromium, 1400, 1000)
    try:
        browser.send("Page.enable")
        browser.send("Runtime.enable")
        browser.send("Network.enable")
        browser.send("Page.navigate", url=page.as_uri())
        browser.wait_for("Page.loadEventFired")

        state = browser.evaluate(STATE)
        expect([s["invariant"] for s in state] == [v["name"] for v in violated],
               f"steppers {[s['invariant'] for s in state]} but violations {[v['name'] for v in violated]}")
        for number, expected in enumerate(violated):
            expect(state[number]["steps"] == len(expected["trace"]) + 1,
                   f"{expected['name']} has {state[number]['steps']} panels, expected {len(expected['trace']) + 1}")
            check_step(state, number, expected, len(expected["trace"]), "on load")
        expect(state[0]["active"] and not any(s["active"] for s in state[1:]), "the first stepper is not the active one on load")
        # Back to launch, by each trace's first event.
        for number, expected in enumerate(violated):
            selector = f"#counterexamples .stepper[data-invariant={json.dumps(expected['name'])}]"
            browser.click(f"{selector} [data-goto='0']")
            check_step(browser.evaluate(STATE), number, expected, 0, "first event clicked")
        browser.click("#counterexamples .stepper [data-goto='0']")

        # The keyboard drives the first stepper to the end, and no further.
        first = violated[0]
        for step in range(1, len(first["trace"]) + 1):
            browser.press("ArrowRight", 39)
            state = browser.evaluate(STATE)
            check_step(state, 0, first, step, "ArrowRight")
            for number in range(1, len(violated)):
                check_step(state, number, violated[number], 0, "other stepper untouched")
        browser.press("ArrowRight", 39)
        check_step(browser.evaluate(STATE), 0, first, len(first["trace"]), "ArrowRight at the end")
        browser.press("ArrowLeft", 37)
        check_step(browser.evaluate(STATE), 0, first, len(first["trace"]) - 1, "ArrowLeft")
        browser.press("ArrowRight", 39)

        # The buttons of the last stepper; then the keys drive it, not the first.
        if len(violated) > 1:
            number = len(violated) - 1
            other = violated[number]
            selector = f"#counterexamples .stepper[data-invariant={json.dumps(other['name'])}]"
            for step in range(1, len(other["trace"]) + 1):
                browser.click(f"{selector} [data-action=next]")
                state = browser.evaluate(STATE)
                check_step(state, number, other, step, "Next button")
            expect(state[number]["active"] and not state[0]["active"], "clicking a stepper did not make it the active one")
            browser.click(f"{selector} [data-action=previous]")
            check_step(browser.evaluate(STATE), number, other, len(other["trace"]) - 1, "Previous button")
            browser.press("ArrowLeft", 37)
            state = browser.evaluate(STATE)
            check_step(state, number, other, max(0, len(other["trace"]) - 2), "ArrowLeft on the clicked stepper")
            check_step(state, 0, first, len(first["trace"]), "first stepper left alone")
            browser.press("ArrowRight", 39)
            check_step(browser.evaluate(STATE), number, other, max(1, len(other["trace"]) - 1), "ArrowRight on the clicked stepper")
        else:
            selector = "#counterexamples .stepper"
            browser.click(f"{selector} [data-action=previous]")
            check_step(browser.evaluate(STATE), 0, first, len(first["trace"]) - 1, "Previous button")
            browser.click(f"{selector} [data-action=next]")
            check_step(browser.evaluate(STATE), 0, first, len(first["trace"]), "Next button")

        # The map's zoom: + scales it past the page's width, fit brings it back.
        width = "document.querySelector('figure.map svg').getBoundingClientRect().width"
        fitted = browser.evaluate(width)
        browser.click(".zoom [data-zoom=in]")
        browser.click(".zoom [data-zoom=in]")
        zoomed = browser.evaluate(width)
        expect(zoomed > fitted * 1.4, f"zooming in twice took the map from {fitted} to {zoomed} px")
        expect(browser.evaluate("document.querySelector('.zoom-level').textContent") != "fit", "the zoom level is not shown")
        browser.click(".zoom [data-zoom=fit]")
        expect(abs(browser.evaluate(width) - fitted) < 1, "fit does not bring the map back")
        print(f"  ok  the map zooms ({fitted:.0f} px fitted, {zoomed:.0f} px zoomed in twice) and fits again")

        # From a phone to a wide screen: the page never scrolls sideways.
        for viewport in (390, 1920):
            browser.send("Emulation.setDeviceMetricsOverride", width=viewport, height=900, deviceScaleFactor=1, mobile=viewport < 600)
            time.sleep(0.2)
            # Against the layout viewport: a phone's window (innerWidth) grows to what overflows it.
            overflow = browser.evaluate(f"document.documentElement.scrollWidth - {viewport}")
            expect(overflow <= 0, f"at {viewport} px the page is {overflow} px wider than the window")
            print(f"  ok  at {viewport} px wide the page fits the window")
            if viewport == 390:
                browser.evaluate("window.scrollTo(0, 0); true")
                phone = pathlib.Path(arguments.screenshot)
                phone = phone.with_name(phone.stem + "-390.png")
                phone.parent.mkdir(parents=True, exist_ok=True)
                browser.screenshot(phone, full=True)
        browser.send("Emulation.clearDeviceMetricsOverride")

        # Self-contained: nothing but the file itself was requested, and no script failed.
        requests = [e["params"]["request"]["url"] for e in browser.events if e["method"] == "Network.requestWillBeSent"]
        outside = [url for url in requests if not (url.startswith("file:") or url.startswith("data:"))]
        expect(not outside, f"the page requested {outside}")
        errors = [e["params"]["exceptionDetails"] for e in browser.events if e["method"] == "Runtime.exceptionThrown"]
        expect(not errors, f"script errors: {errors}")
        print(f"  ok  no network requests beyond the file, no script errors")

        # The first stepper on its last step, for a person to look at.
        browser.evaluate("document.querySelector('#counterexamples .stepper').scrollIntoView({block: 'start'}); window.scrollBy(0, -12); true")
        time.sleep(0.2)
        screenshot = pathlib.Path(arguments.screenshot)
        screenshot.parent.mkdir(parents=True, exist_ok=True)
        browser.screenshot(screenshot)
        full = screenshot.with_name(screenshot.stem + "-full.png")
        browser.evaluate("window.scrollTo(0, 0); true")
        browser.screenshot(full, full=True)
        print(f"  ok  screenshots: {screenshot} and {full}")
    finally:
        browser.close()


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--chromium", default=os.environ.get("CHROMIUM", "chromium"))
    parser.add_argument("--page", required=True, help="the index.html to load")
    parser.add_argument("--report", required=True, help="coordcheck's --format json report of the same check")
    parser.add_argument("--screenshot", required=True, help="where to save the PNG")
    arguments = parser.parse_args()
    try:
        run(arguments)
    except Mismatch as mismatch:
        print(f"browser-test: FAILED: {mismatch}", file=sys.stderr)
        sys.exit(1)
    print("browser-test: passed")


if __name__ == "__main__":
    main()
