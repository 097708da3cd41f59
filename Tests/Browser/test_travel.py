"""Walkthroughs that leave their page: a link to a step with no script, the embed page in
another origin's frame, the iframe snippet the Embed button copies, the animated SVG
against the page, the Download menu and print."""
import functools
import http.server
import pathlib
import re
import tempfile
import threading
import time
import urllib.request

from selenium.webdriver.common.action_chains import ActionChains
from selenium.webdriver.common.by import By
from selenium.webdriver.common.keys import Keys

from conftest import make_driver, project_pages

CONTENT = pathlib.Path(__file__).resolve().parents[2] / "Content"

# The page's clock (DeviceTimeline): a step every 1.8 s; every move of a step has ended
# 0.99 s after it begins (reloads wait 1.2 phases of 0.45 s and last one).
STEP = 1.8
SETTLED = 1.7


class OtherOrigin:
    """A second server on another port (and host name): another origin for the page that
    frames the embed."""

    def __init__(self):
        self.folder = pathlib.Path(tempfile.mkdtemp(prefix="listdocs-host-"))

        class Quiet(http.server.SimpleHTTPRequestHandler):
            def log_message(self, *args):
                pass

        handler = functools.partial(Quiet, directory=str(self.folder))
        self.httpd = http.server.ThreadingHTTPServer(("127.0.0.1", 0), handler)
        threading.Thread(target=self.httpd.serve_forever, daemon=True).start()
        self.origin = f"http://localhost:{self.httpd.server_address[1]}"

    def page(self, name, html):
        (self.folder / name).write_text(html, encoding="utf-8")
        return f"{self.origin}/{name}"

    def close(self):
        self.httpd.shutdown()
        import shutil
        shutil.rmtree(self.folder, ignore_errors=True)


def checked_step(driver, walkthrough):
    return driver.execute_script(
        "return Array.from(document.querySelectorAll('#' + arguments[0] + ' > .wt-radio')).findIndex(r => r.checked)",
        walkthrough)


def shown_panel(driver, walkthrough):
    return driver.execute_script("""
      return Array.from(document.querySelectorAll('#' + arguments[0] + ' .wt-panel'))
        .filter(p => getComputedStyle(p).display !== 'none').map(p => Number(p.dataset.step));""", walkthrough)


PAGE_CELLS = """
const w = document.getElementById(arguments[0]);
const screen = w.querySelector('.wt-screen').getBoundingClientRect();
return Array.from(w.querySelectorAll('.wt-cell'))
  .filter(c => getComputedStyle(c).visibility !== 'hidden' && parseFloat(getComputedStyle(c).opacity) > 0.5)
  .map(c => { const r = c.getBoundingClientRect();
              const label = Array.from(c.querySelectorAll('.wt-label')).find(l => parseFloat(getComputedStyle(l).opacity) > 0.5);
              return {y: Math.round(r.top - screen.top), x: Math.round(r.left - screen.left), label: label ? label.textContent : ''}; })
  .filter(c => c.x > -20)
  .sort((a, b) => a.y - b.y || a.x - b.x);
"""

SVG_CELLS = """
document.getAnimations().forEach(a => { a.pause(); a.currentTime = arguments[0] * 1000; });
const screen = document.querySelector('g.screen').getScreenCTM();
const width = parseFloat(document.querySelector('#ld-screen rect').getAttribute('width'));
return Array.from(document.querySelectorAll('g.cell, g.tile'))
  .filter(g => parseFloat(getComputedStyle(g).opacity) > 0.5)
  .map(g => { const m = g.getScreenCTM();
              const label = Array.from(g.querySelectorAll('text.lbl')).find(t => parseFloat(getComputedStyle(t).opacity) > 0.5);
              return {y: Math.round(m.f - screen.f), x: Math.round(m.e - screen.e), label: label ? label.textContent : ''}; })
  .filter(c => c.x > -20 && c.x < width - 20)
  .sort((a, b) => a.y - b.y || a.x - b.x);
"""


def test_a_step_link_opens_its_step_without_javascript(project_server):
    driver = make_driver(javascript=False)
    try:
        driver.get(f"{project_server}/swipe-to-delete/#swipe-to-delete-w1-step-3")
        assert shown_panel(driver, "swipe-to-delete-w1") == [3]
        # The device is at step 3 (once its transitions have run): the action sheet is up,
        # its Delete pressed.
        time.sleep(1.5)
        assert driver.execute_script("""
          const sheet = Array.from(document.querySelectorAll('#swipe-to-delete-w1 .wt-sheet'))
            .find(s => getComputedStyle(s).visibility !== 'hidden');
          return sheet ? sheet.querySelector('.wt-pressed').textContent : null;""") == "Delete"
        # Another walkthrough on the page stays at its start.
        assert shown_panel(driver, "swipe-to-delete-w2") == [0]
        # The reader can still step elsewhere.
        driver.find_element(By.CSS_SELECTOR, "label[for='swipe-to-delete-w1-step-1']").click()
        assert shown_panel(driver, "swipe-to-delete-w1") == [1]
    finally:
        driver.quit()


def test_the_embed_page_framed_by_another_origin_steps_with_the_keyboard(project_server):
    host = OtherOrigin()
    driver = make_driver()
    try:
        embed = f"{project_server}/embed/batch-updates/batch-updates-w1/"
        driver.get(host.page("host.html", f'<!DOCTYPE html><title>Host</title><h1>Elsewhere</h1>'
                                          f'<iframe src="{embed}" title="A walkthrough" width="900" height="700"></iframe>'))
        frame = driver.find_element(By.TAG_NAME, "iframe")
        driver.switch_to.frame(frame)
        assert driver.execute_script("return document.querySelector('.site-header')") is None
        assert driver.execute_script("return location.origin") != host.origin
        label = driver.find_element(By.CSS_SELECTOR, "label[for='batch-updates-w1-step-0']")
        ActionChains(driver).click(label).perform()
        for expected in [1, 2]:
            ActionChains(driver).send_keys(Keys.ARROW_RIGHT).perform()
            assert checked_step(driver, "batch-updates-w1") == expected
        assert shown_panel(driver, "batch-updates-w1") == [2]
        # The frame's address follows the step, so a link from inside it opens there.
        assert driver.execute_script("return location.hash") == "#batch-updates-w1-step-2"
    finally:
        driver.quit()
        host.close()


def test_the_embed_page_steps_and_follows_a_step_link_without_javascript(project_server):
    driver = make_driver(javascript=False)
    try:
        driver.get(f"{project_server}/embed/batch-updates/batch-updates-w2/#batch-updates-w2-step-1")
        assert shown_panel(driver, "batch-updates-w2") == [1]
        driver.find_element(By.CSS_SELECTOR, "label[for='batch-updates-w2-step-0']").click()
        driver.find_element(By.CSS_SELECTOR, "label[for='batch-updates-w2-step-1']").click()
        assert shown_panel(driver, "batch-updates-w2") == [1]
        # No controls without the script, and nothing of the site around the walkthrough.
        assert not driver.find_elements(By.CSS_SELECTOR, ".wt-controls, .site-header, .site-search")
    finally:
        driver.quit()


def test_the_copied_iframe_snippet_works_pasted_into_a_plain_html_file(project_server):
    host = OtherOrigin()
    driver = make_driver()
    try:
        driver.get(f"{project_server}/swipe-to-delete/")
        snippet = driver.execute_async_script("""
          const done = arguments[arguments.length - 1];
          let written = null;
          navigator.clipboard.writeText = text => { written = text; return Promise.resolve(); };
          const button = document.querySelector('#swipe-to-delete-w1 .wt-embed');
          button.click();
          setTimeout(() => done({snippet: written, label: button.textContent}), 50);""")
        assert snippet["label"] == "Embed code copied", snippet
        html = snippet["snippet"]
        frame_html, script = html.split("\n", 1)
        assert re.fullmatch(r'<iframe src="http://127\.0\.0\.1:\d+/embed/swipe-to-delete/swipe-to-delete-w1/" '
                            r'title="Walkthrough: Swipe, confirm, delete" width="100%" height="\d+" '
                            r'style="border:0;max-width:46rem" loading="lazy" data-listdocs-embed></iframe>',
                            frame_html), html
        assert script.startswith("<script>") and script.endswith("</script>"), script
        driver.set_window_size(1100, 1400)
        driver.get(host.page("pasted.html", "<!DOCTYPE html>\n<title>Notes</title>\n<p>See:</p>\n" + html + "\n"))
        frame = driver.find_element(By.TAG_NAME, "iframe")

        def frame_fits():
            # The frame's height is the embed page's: nothing scrolls inside it.
            driver.switch_to.frame(frame)
            inner = driver.execute_script("return Math.ceil(document.body.getBoundingClientRect().height)")
            driver.switch_to.default_content()
            outer = driver.execute_script("return arguments[0].getBoundingClientRect().height", frame)
            return inner, outer

        deadline = time.time() + 5
        while time.time() < deadline and abs(frame_fits()[0] - frame_fits()[1]) > 1:
            time.sleep(0.1)
        first = frame_fits()
        assert abs(first[0] - first[1]) <= 1, first
        # A narrower column lays the walkthrough out as on a phone (one of device, code or
        # table under the caption): its height changes, and the frame follows.
        driver.execute_script("arguments[0].style.width = '360px'", frame)
        deadline = time.time() + 5
        while time.time() < deadline and abs(frame_fits()[0] - frame_fits()[1]) > 1:
            time.sleep(0.1)
        narrow = frame_fits()
        assert abs(narrow[0] - narrow[1]) <= 1 and abs(narrow[1] - first[1]) > 20, (first, narrow)
        driver.switch_to.frame(frame)
        driver.find_element(By.CSS_SELECTOR, "#swipe-to-delete-w1 .wt-controls button[aria-label='Next step']").click()
        assert checked_step(driver, "swipe-to-delete-w1") == 1
    finally:
        driver.quit()
        host.close()


# Every step of a walkthrough in one script on each side, not a round trip per step: the
# page steps as a reader's click makes it (its animations run to their end), and the
# picture is read at each of the given times.
PAGE_STEPS = """
const cells = new Function(arguments[1]), seen = [];
for (let step = 0; step < arguments[2]; step++) {
  document.getElementById(arguments[0] + '-step-' + step).click();
  document.getAnimations().forEach(a => a.finish());
  seen.push(cells(arguments[0]));
}
return seen;
"""

SVG_AT = "const cells = new Function(arguments[0]); return arguments[1].map(t => cells(t));"


def test_the_animated_svg_puts_rows_where_the_page_puts_them_at_the_end_of_each_step(browser, project_server):
    # The project's recipes, and the crash catalog its listdocs.yml adds (catalog: true).
    pages = project_pages()
    svg = make_driver()
    compared = 0
    try:
        for page in pages:
            browser.get(f"{project_server}{page}")
            # A walkthrough's pictures are in its recipe's folder, beside a section's page too.
            folder = page[:page.rindex("/") + 1]
            ids = browser.execute_script("return Array.from(document.querySelectorAll('.walkthrough')).map(w => w.id)")
            for walkthrough in ids:
                steps = browser.execute_script(
                    "const w = document.getElementById(arguments[0]); w.style.setProperty('--speed', '0');"
                    "return w.querySelectorAll(':scope > .wt-radio').length", walkthrough)
                svg.get(f"{project_server}{folder}{walkthrough}.animated.svg")
                page_steps = browser.execute_script(PAGE_STEPS, walkthrough, PAGE_CELLS, steps)
                svg_steps = svg.execute_script(SVG_AT, SVG_CELLS, [step * STEP + SETTLED for step in range(steps)])
                for step, (on_page, in_svg) in enumerate(zip(page_steps, svg_steps, strict=True)):
                    assert [c["label"] for c in in_svg] == [c["label"] for c in on_page], (walkthrough, step)
                    assert [(c["y"], c["x"]) for c in in_svg] == [(c["y"], c["x"]) for c in on_page], (walkthrough, step)
                    compared += 1
    finally:
        svg.quit()
    assert compared > 300


# The ends of a step's phases, in seconds after it begins: deletes (0 to 0.45), moves and
# shifts (0.18 to 0.63), inserts (0.36 to 0.81), reloads (0.54 to 0.99).
PHASE_ENDS = [0.45, 0.63, 0.81, 0.99]

PAGE_AT = """
document.getElementById(arguments[0]).style.setProperty('--speed', '1');
document.getElementById(arguments[0] + '-step-' + arguments[1]).click();
document.getAnimations().forEach(a => { a.pause(); a.currentTime = arguments[2] * 1000; });
""" + PAGE_CELLS

# Each moment from the step before, settled, into the step, paused at the phase's end.
PAGE_PHASES = """
const at = new Function(arguments[1]), seen = [];
for (const [step, end] of arguments[2]) {
  document.getElementById(arguments[0] + '-step-' + (step - 1)).click();
  document.getAnimations().forEach(a => a.finish());
  seen.push(at(arguments[0], step, end));
}
return seen;
"""


def test_the_animated_svg_puts_rows_where_the_page_puts_them_at_the_end_of_each_phase(browser, project_server):
    svg = make_driver()
    compared = 0
    try:
        for page in ["batch-updates", "moving-rows-and-sections", "collection-view-batch-updates",
                     "diffable-data-sources", "deleting-rows-and-sections"]:
            browser.get(f"{project_server}/{page}/")
            ids = browser.execute_script("return Array.from(document.querySelectorAll('.walkthrough')).map(w => w.id)")
            for walkthrough in ids:
                steps = browser.execute_script(
                    "return document.querySelectorAll('#' + arguments[0] + ' > .wt-radio').length", walkthrough)
                svg.get(f"{project_server}/{page}/{walkthrough}.animated.svg")
                moments = [(step, end) for step in range(1, steps) for end in PHASE_ENDS]
                page_at = browser.execute_script(PAGE_PHASES, walkthrough, PAGE_AT, moments)
                svg_at = svg.execute_script(SVG_AT, SVG_CELLS, [step * STEP + end for step, end in moments])
                for (step, end), on_page, in_svg in zip(moments, page_at, svg_at, strict=True):
                    where = (walkthrough, step, end)
                    assert [c["label"] for c in in_svg] == [c["label"] for c in on_page], where
                    for a, b in zip(in_svg, on_page):
                        assert abs(a["y"] - b["y"]) <= 1 and abs(a["x"] - b["x"]) <= 1, (where, a, b)
                    compared += 1
    finally:
        svg.quit()
    assert compared > 100


def test_every_download_is_an_svg_the_site_has_and_each_step_link_shows_its_step(browser, project_server):
    browser.get(f"{project_server}/batch-updates/")
    links = browser.execute_script(
        "return Array.from(document.querySelectorAll('#batch-updates-w1 .wt-download a')).map(a => [a.href, a.getAttribute('download')])")
    steps = browser.execute_script("return document.querySelectorAll('#batch-updates-w1 > .wt-radio').length")
    assert len(links) == 2 + steps
    assert [name for _, name in links[:2]] == ["batch-updates-w1.svg", "batch-updates-w1-steps.svg"]
    for href, _ in links:
        with urllib.request.urlopen(href.split("#")[0]) as response:
            assert response.read().startswith(b'<svg xmlns="http://www.w3.org/2000/svg"'), href
    # A step's link opens the file of every step at that step's view: the captions in sight
    # are that step's alone.
    viewer = make_driver()
    try:
        viewer.set_window_size(400, 900)
        for number, (href, _) in enumerate(links[2:]):
            assert href.endswith(f"#step-{number}")
            viewer.get("about:blank")
            viewer.get(href)
            shown = viewer.execute_script("""
              return Array.from(document.querySelectorAll('text.cap'))
                .filter(t => { const r = t.getBoundingClientRect(); return r.height > 0 && r.bottom > 0 && r.top < innerHeight; })
                .map(t => t.textContent);""")
            assert shown and shown[0].startswith(f"Step {number}/"), (href, shown)
            assert not any(text.startswith("Step ") for text in shown[1:]), shown
    finally:
        viewer.quit()
    # The menu is a plain disclosure: it opens with the keyboard.
    summary = browser.find_element(By.CSS_SELECTOR, "#batch-updates-w1 .wt-download summary")
    summary.send_keys(Keys.ENTER)
    assert browser.execute_script("return document.querySelector('#batch-updates-w1 .wt-download').open")


def test_print_shows_each_steps_picture_and_unfolds_the_model(project_server):
    driver = make_driver()
    try:
        driver.get(f"{project_server}/swipe-to-delete/")
        driver.execute_cdp_cmd("Emulation.setEmulatedMedia", {"media": "print"})
        read = """
          const w = document.getElementById('swipe-to-delete-w1');
          const pictures = Array.from(w.querySelectorAll('.wt-print-picture'));
          if (arguments[0]) { pictures.forEach(p => p.scrollIntoView()); }
          return {
            shown: pictures.map(p => getComputedStyle(p).display),
            loaded: pictures.map(p => p.naturalWidth),
            device: getComputedStyle(w.querySelector('.wt-stage')).display,
            model: w.querySelector('.wt-model pre').getBoundingClientRect().height,
          };"""
        state = driver.execute_script(read, True)
        for _ in range(50):
            if all(width > 0 for width in state["loaded"]):
                break
            time.sleep(0.2)
            state = driver.execute_script(read, False)
        assert state["shown"] == ["block"] * 5, state
        assert all(width > 0 for width in state["loaded"]), state
        assert state["device"] == "none", state
        assert state["model"] > 50, state
    finally:
        driver.quit()


SVG_DIM = """
document.getAnimations().forEach(a => { a.pause(); a.currentTime = arguments[0] * 1000; });
const screen = document.querySelector('g.screen').getScreenCTM();
const height = parseFloat(document.querySelector('#ld-screen rect').getAttribute('height'));
let opacity = 0;
for (const rect of document.querySelectorAll('rect.dim')) {
  let shown = 1;
  for (let e = rect; e && e.tagName !== 'svg'; e = e.parentElement) { shown *= parseFloat(getComputedStyle(e).opacity); }
  opacity = Math.max(opacity, shown);
}
const sheetUp = Array.from(document.querySelectorAll('g.sheet'))
  .some(g => parseFloat(getComputedStyle(g).opacity) > 0.5 && g.getScreenCTM().f - screen.f < height);
return {dim: opacity, sheet: sheetUp};
"""


def test_the_animated_svgs_sheet_dims_the_screen_only_while_it_is_up(browser, project_server):
    """A sheet waits below the screen between its steps; its dim layer covers the whole
    screen, and used to grey every frame of the animation, the first included."""
    page, walkthrough = "swipe-to-delete", "swipe-to-delete-w1"
    browser.get(f"{project_server}/{page}/")
    steps = browser.execute_script(
        "return document.getElementById(arguments[0]).querySelectorAll(':scope > .wt-radio').length", walkthrough)
    browser.get(f"{project_server}/{page}/{walkthrough}.animated.svg")
    seen = set()
    for step in range(steps):
        state = browser.execute_script(SVG_DIM, step * STEP + SETTLED)
        assert (state["dim"] > 0) == state["sheet"], (step, state)
        seen.add(state["sheet"])
    assert seen == {True, False}
