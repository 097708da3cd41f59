"""What a reader sees on every page of the project site, checked by the tests rather than by
a person, at desktop (1280 px) and phone (390 px) width, light and dark:

- axe-core 4.12 finds no violation of serious or critical impact (contrast included);
- nothing is wider than the window: the page never scrolls sideways (code and tables scroll
  inside their own boxes);
- the page does not jump while it loads: the layout shifts the browser records add up to at
  most 0.05 (the "good" cumulative layout shift is 0.1).

Each page is loaded once per width and theme, and the checks are read from that load. axe
runs in two of the four (light at 1280 px, dark at 390 px), which take every theme and every
width once: the pages' colours do not depend on the width, and axe is most of the time."""
import pytest
from conftest import axe_violations, make_driver, project_pages

# Every `layout-shift` entry the browser recorded since the page started loading, and how
# far the page reaches past the window's right edge (0 when nothing does).
MEASURES = """
    const done = arguments[arguments.length - 1];
    let shift = 0;
    new PerformanceObserver(list => {
        for (const entry of list.getEntries()) if (!entry.hadRecentInput) shift += entry.value;
    }).observe({type: 'layout-shift', buffered: true});
    // Two frames after the load: a style or script that moves the page has run by then.
    const measure = () => done({
        shift: shift,
        overflow: Math.max(0, document.documentElement.scrollWidth - window.innerWidth),
        clipped: getComputedStyle(document.body).overflowX + ' ' +
                 getComputedStyle(document.documentElement).overflowX,
    });
    requestAnimationFrame(() => requestAnimationFrame(measure));
"""

# (dark, width, whether axe runs)
SETTINGS = [(False, 1280, True), (True, 390, True), (True, 1280, False), (False, 390, False)]


def check_pages(pages, server, dark, width, axe):
    found = []
    driver = make_driver(dark=dark)
    try:
        driver.set_window_size(width, 900)
        # A family of the crash catalog holds up to thirty walkthroughs: axe may need more
        # than Selenium's default 30 s for it on a busy two-core machine.
        driver.set_script_timeout(180)
        for page in pages:
            where = f"{page} ({'dark' if dark else 'light'}, {width}px)"
            driver.get(server + page)
            driver.execute_script("return document.fonts.ready")
            measures = driver.execute_async_script(MEASURES)
            # A clipping root would hide an overflow from scrollWidth: none may clip.
            if "hidden" in measures["clipped"] or "clip" in measures["clipped"]:
                found.append(f"{where}: the page clips sideways ({measures['clipped']})")
            if measures["overflow"] > 0:
                found.append(f"{where}: {measures['overflow']} px wider than the window")
            if measures["shift"] > 0.05:
                found.append(f"{where}: the layout shifts by {measures['shift']:.3f} while loading")
            if axe:
                found += [f"{where}: {line}" for line in axe_violations(driver)]
    finally:
        driver.quit()
    return found


# One test per width and theme, so that a parallel run (make test's -n) spreads them.
@pytest.mark.parametrize("dark,width,axe", SETTINGS,
                         ids=[f"{'dark' if d else 'light'}-{w}px" for d, w, _ in SETTINGS])
def test_every_page_reads_well_at_every_width_and_theme(project_server, dark, width, axe):
    pages = ["/", "/tags/", "/search/", "/404.html"] + project_pages()
    found = check_pages(pages, project_server, dark, width, axe)
    assert found == [], "\n".join(found[:30])


# Where the header's parts stand and where the page's main element begins, in CSS pixels
# (main's height is the scripts' to change: a walkthrough folds its steps into a player).
PLACES = """
    const place = e => { const r = e.getBoundingClientRect(); return [r.x, r.y, r.width, r.height]; };
    const placed = ['.site-title', '.theme-switch', '.site-search', 'main']
        .map(s => document.querySelector(s)).map(e => e ? place(e) : null);
    placed[3] = placed[3].slice(0, 3);
    return placed;
"""


def test_the_page_scripts_move_nothing_the_page_drew_before_they_ran(project_server):
    """The layout-shift measure above sees a move only when the browser paints before the
    deferred scripts run, which a fresh browser does now and then (a theme switch added by
    script once moved a phone's header by 0.051). This holds the cause itself: with the page's
    scripts blocked, the header and the top of main stand exactly where they stand once the
    scripts ran, at every width, on a page of each kind."""
    pages = ["/", "/404.html", "/search/", "/batch-updates/", "/crash-catalog/"]
    driver = make_driver()
    try:
        for width in (390, 1280):
            driver.set_window_size(width, 900)
            placed = {}
            for blocked in ([], ["*/assets/listdocs.js", "*/assets/search.js"]):
                driver.execute_cdp_cmd("Network.enable", {})
                driver.execute_cdp_cmd("Network.setBlockedURLs", {"urls": blocked})
                driver.execute_cdp_cmd("Network.setCacheDisabled", {"cacheDisabled": True})
                for page in pages:
                    driver.get(project_server + page)
                    placed.setdefault(page, []).append(driver.execute_script(PLACES))
            for page, (run, drawn) in placed.items():
                assert drawn[1] is not None, f"{page}: no theme switch without the scripts"
                assert run == drawn, f"{page} at {width}px: the scripts moved {drawn} to {run}"
    finally:
        driver.quit()
