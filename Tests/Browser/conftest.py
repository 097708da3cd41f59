"""Browser tests: a fixture site built by the real `listdocs` binary, served on loopback,
opened in Debian's headless Chromium through Selenium."""
import functools
import http.server
import importlib.resources
import os
import pathlib
import shutil
import subprocess
import tempfile
import threading

import pytest
from selenium import webdriver
from selenium.webdriver.chrome.service import Service

ROOT = pathlib.Path(__file__).resolve().parents[2]
BINARY = ROOT / ".build" / "debug" / "listdocs"


@pytest.fixture(scope="session")
def site():
    out = pathlib.Path(tempfile.mkdtemp(prefix="listdocs-browser-")) / "_site"
    env = dict(os.environ, LISTDOCS_TEMPLATES=str(ROOT / "Templates"))
    subprocess.run([str(BINARY), "build", "--source", str(ROOT / "Tests/Browser/site"), "--output", str(out)],
                   check=True, env=env, capture_output=True)
    yield out
    shutil.rmtree(out.parent, ignore_errors=True)


@pytest.fixture(scope="session")
def server(site):
    class Quiet(http.server.SimpleHTTPRequestHandler):
        def log_message(self, *args):
            pass

    handler = functools.partial(Quiet, directory=str(site))
    httpd = http.server.ThreadingHTTPServer(("127.0.0.1", 0), handler)
    thread = threading.Thread(target=httpd.serve_forever, daemon=True)
    thread.start()
    yield f"http://127.0.0.1:{httpd.server_address[1]}"
    httpd.shutdown()


def make_driver(javascript=True, dark=False):
    options = webdriver.ChromeOptions()
    options.binary_location = "/usr/bin/chromium"
    for argument in ["--headless=new", "--no-sandbox", "--disable-gpu", "--window-size=1100,1400"]:
        options.add_argument(argument)
    if not javascript:
        options.add_argument("--blink-settings=scriptEnabled=false")
    if dark:
        options.add_argument("--force-dark-mode")
        options.add_argument("--blink-settings=preferredColorScheme=0")
    options.set_capability("goog:loggingPrefs", {"browser": "ALL"})
    return webdriver.Chrome(service=Service(executable_path="/usr/bin/chromedriver"), options=options)


# axe-core 4.12, as bundled by axe-playwright-python (installed without Playwright: only its
# copy of axe.min.js is read, and Selenium runs it).
AXE_SOURCE = importlib.resources.files("axe_playwright_python").joinpath("axe.min.js").read_text()


def axe_violations(driver, impacts=("serious", "critical")):
    """axe-core's violations of the page open in `driver` whose impact is one of `impacts`:
    a list of "rule: help [first targets]" lines."""
    driver.execute_script(AXE_SOURCE)
    results = driver.execute_async_script("""
        const done = arguments[arguments.length - 1];
        axe.run(document, {resultTypes: ['violations']}).then(done, e => done({error: String(e)}));
    """)
    assert "error" not in results, results
    return [f"{v['id']}: {v['help']} {[n['target'] for n in v['nodes'][:3]]}"
            for v in results["violations"] if v["impact"] in impacts]


@pytest.fixture(scope="session")
def browser():
    driver = make_driver()
    yield driver
    driver.quit()


# The folder the project's site was built into, once `project_server` has built it.
PROJECT_OUTPUT = []


def project_pages():
    """Every page of the project's site a reader reads: each recipe of Content/, the crash
    catalog's page and the page of each of its families (`split: true`). Needs
    `project_server`."""
    out = PROJECT_OUTPUT[-1]
    recipes = ["/" + p.stem + "/" for p in (ROOT / "Content").glob("*.md")]
    families = ["/crash-catalog/" + p.name for p in (out / "crash-catalog").glob("*.html")
                if p.name != "index.html"]
    return sorted(recipes + ["/crash-catalog/"] + families)


@pytest.fixture(scope="session")
def project_server():
    """The project's own site (Content/), built and served like the fixture site."""
    out = pathlib.Path(tempfile.mkdtemp(prefix="listdocs-browser-project-")) / "_site"
    env = dict(os.environ, LISTDOCS_TEMPLATES=str(ROOT / "Templates"))
    subprocess.run([str(BINARY), "build", "--source", str(ROOT), "--output", str(out)],
                   check=True, env=env, capture_output=True)
    PROJECT_OUTPUT.append(out)

    class Quiet(http.server.SimpleHTTPRequestHandler):
        def log_message(self, *args):
            pass

    handler = functools.partial(Quiet, directory=str(out))
    httpd = http.server.ThreadingHTTPServer(("127.0.0.1", 0), handler)
    thread = threading.Thread(target=httpd.serve_forever, daemon=True)
    thread.start()
    yield f"http://127.0.0.1:{httpd.server_address[1]}"
    httpd.shutdown()
    shutil.rmtree(out.parent, ignore_errors=True)
