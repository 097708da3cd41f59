"""The search box: a pasted console line finds its crash first, words find recipes, the
keyboard works, and without JavaScript the form leads to a plain list."""
import re

from selenium.webdriver.common.by import By
from selenium.webdriver.common.keys import Keys
from selenium.webdriver.support.ui import WebDriverWait

from conftest import make_driver, project_pages

ROWS_LINE = ("2024-03-01 10:22:31.130112+0100 Demo[81233:4129384] *** Terminating app due to uncaught exception "
             "'NSInternalInconsistencyException', reason: 'Invalid update: invalid number of rows in section 0. "
             "The number of rows contained in an existing section after the update (5) must be equal to the number "
             "of rows contained in that section before the update (4), plus or minus the number of rows inserted or "
             "deleted from that section (0 inserted, 0 deleted) and plus or minus the number of rows moved into or "
             "out of that section (0 moved in, 0 moved out). Table view: <UITableView: 0x7f8e5d82a200; frame = "
             "(0 0; 390 844); layer = <CALayer: 0x600003b0c1e0>; dataSource: <Demo.ListViewController: 0x7f8e5d4103c0>>'")

ITEMS_LINE = ("reason: 'attempt to insert item 7 into section 1, but there are only 6 items in section 1 after the update'")

RESULTS = """
return Array.from(document.querySelectorAll('#site-search-results [role=option] a:not(.site-search-all)')).map(a => ({
  title: a.querySelector('.site-search-title').textContent, href: a.getAttribute('href')}));
"""


def search(driver, text):
    box = driver.find_element(By.ID, "site-search-input")
    box.clear()
    # Typed in one go, as a paste arrives.
    driver.execute_script(
        "const box = arguments[0]; box.focus(); box.value = arguments[1];"
        "box.dispatchEvent(new Event('input', {bubbles: true}));", box, text)
    WebDriverWait(driver, 5).until(lambda d: d.execute_script(RESULTS))
    return driver.execute_script(RESULTS)


def test_a_pasted_console_line_finds_its_crash_first(browser, project_server):
    browser.get(f"{project_server}/deleting-rows-and-sections/")
    results = search(browser, ROWS_LINE)
    assert results[0]["title"] == "Invalid update: invalid number of rows in section", results
    assert re.search(r"crash-catalog/[a-z-]+\.html#crash-catalog-w", results[0]["href"]), results[0]
    items = search(browser, ITEMS_LINE)
    assert items[0]["title"] == "attempt to insert item", items
    assert "view=collection" not in items[0]["href"]


def test_words_find_recipes_and_the_keyboard_opens_them(browser, project_server):
    browser.get(f"{project_server}/")
    results = search(browser, "diffable snap")
    # The page, or its section on snapshots (the word being typed is a title's first letters).
    assert results and results[0]["href"].startswith("diffable-data-sources/"), results
    box = browser.find_element(By.ID, "site-search-input")
    assert box.get_attribute("aria-expanded") == "true"
    box.send_keys(Keys.ARROW_DOWN)
    second = browser.execute_script("return document.getElementById('site-search-input').getAttribute('aria-activedescendant')")
    assert second == "site-search-option-1"
    box.send_keys(Keys.ARROW_UP, Keys.ENTER)
    WebDriverWait(browser, 5).until(lambda d: "/diffable-data-sources/" in d.current_url)


def test_slash_goes_to_the_search_box_but_types_a_slash_in_a_field(browser, project_server):
    browser.get(f"{project_server}/batch-updates/")
    browser.find_element(By.TAG_NAME, "body").send_keys("/")
    assert browser.switch_to.active_element.get_attribute("id") == "site-search-input"
    # In the box itself "/" is a character like any other.
    browser.switch_to.active_element.send_keys("a/b")
    assert browser.find_element(By.ID, "site-search-input").get_attribute("value") == "a/b"


def test_without_javascript_the_form_leads_to_a_plain_list(project_server):
    driver = make_driver(javascript=False)
    try:
        driver.get(f"{project_server}/")
        box = driver.find_element(By.ID, "site-search-input")
        box.send_keys("deadlock", Keys.ENTER)
        WebDriverWait(driver, 5).until(lambda d: "/search/" in d.current_url)
        links = [a.text for a in driver.find_elements(By.CSS_SELECTOR, ".search-list a")]
        assert "Deadlock detected" in links
    finally:
        driver.quit()


def test_a_crash_step_shows_the_console_the_counts_and_its_catalog_entry(browser, project_server):
    browser.get(f"{project_server}/deleting-rows-and-sections/")
    panel = browser.execute_script("""
      const crash = document.querySelector('.wt-crash');
      const w = crash.closest('.walkthrough');
      const step = crash.closest('.wt-panel').dataset.step;
      document.getElementById(w.id + '-step-' + step).click();
      document.getAnimations().forEach(a => a.finish());
      const panel = crash.closest('.wt-panel');
      return {console: panel.querySelector('.wt-console').innerText,
              counts: Array.from(panel.querySelectorAll('.wt-arith tr')).map(tr => tr.innerText),
              link: panel.querySelector('.wt-catalog a').getAttribute('href')};""")
    lines = panel["console"].split("\n")
    assert lines[0].startswith("*** Assertion failure in -[UITableView")
    assert any(line.startswith("*** Terminating app due to uncaught exception") for line in lines)
    assert "*** First throw call stack:" in lines and lines[-1].startswith("libc++abi")
    assert any(row.startswith("= what UIKit expected") for row in panel["counts"]), panel["counts"]
    page, anchor = panel["link"].split("#")
    browser.get(f"{project_server}/deleting-rows-and-sections/{page}")
    assert browser.find_elements(By.ID, anchor), panel["link"]


def test_printing_shows_every_step_one_after_another(browser, server):
    browser.get(f"{server}/walkthroughs/")
    browser.execute_cdp_cmd("Emulation.setEmulatedMedia", {"media": "print"})
    try:
        state = browser.execute_script("""
          const w = document.querySelector('.walkthrough');
          const panels = Array.from(w.querySelectorAll('.wt-panel'));
          const shown = panels.filter(p => getComputedStyle(p).display !== 'none');
          const tops = shown.map(p => p.getBoundingClientRect().top);
          return {count: panels.length, shown: shown.length, ordered: tops.every((t, i) => i === 0 || t > tops[i - 1]),
                  controls: Array.from(document.querySelectorAll('.wt-controls, .site-search'))
                    .filter(e => getComputedStyle(e).display !== 'none').length};""")
    finally:
        browser.execute_cdp_cmd("Emulation.setEmulatedMedia", {"media": ""})
    assert state["count"] > 1 and state["shown"] == state["count"], state
    assert state["ordered"] and state["controls"] == 0, state


def test_the_device_keeps_one_height_and_phone_controls_stay_in_reach(server):
    driver = make_driver()
    try:
        driver.set_window_size(390, 844)
        driver.get(f"{server}/walkthroughs/")
        heights = driver.execute_script("""
          const w = document.querySelector('.walkthrough');
          const radios = Array.from(w.querySelectorAll(':scope > .wt-radio'));
          return radios.map(r => { r.click(); document.getAnimations().forEach(a => a.finish());
                                   return w.querySelector('.wt-device').getBoundingClientRect().height; });""")
        assert len(heights) > 2 and len(set(heights)) == 1, heights
        placed = driver.execute_script("""
          const w = document.querySelector('.walkthrough');
          const controls = w.querySelector('.wt-controls');
          const device = w.querySelector('.wt-device');
          const above = controls.getBoundingClientRect().bottom <= device.getBoundingClientRect().top + 1;
          window.scrollTo(0, w.getBoundingClientRect().top + window.scrollY + 250);
          return {above: above, top: controls.getBoundingClientRect().top,
                  wide: document.documentElement.scrollWidth <= window.innerWidth + 1};""")
        assert placed["above"], placed
        assert abs(placed["top"]) < 2, placed  # stuck to the top of the screen
    finally:
        driver.quit()


NARRATIVE = """
const w = document.getElementById(arguments[0]);
document.getElementById(arguments[0] + '-step-' + arguments[1]).click();
document.getAnimations().forEach(a => a.finish());
const shown = el => el && getComputedStyle(el).visibility !== 'hidden' && parseFloat(getComputedStyle(el).opacity) > 0.5;
const action = w.querySelector('.wt-swipe-action');
const sheets = Array.from(w.querySelectorAll('.wt-sheet')).filter(shown);
const pluto = Array.from(w.querySelectorAll('.wt-cell')).find(c => c.textContent === 'Pluto');
const screen = w.querySelector('.wt-screen').getBoundingClientRect();
return {action: shown(action), actionTop: action ? action.getBoundingClientRect().top : null,
        plutoTop: pluto.getBoundingClientRect().top, plutoLeft: pluto.getBoundingClientRect().left - screen.left,
        sheet: sheets.map(s => s.innerText), pressed: sheets.map(s => (s.querySelector('.wt-pressed') || {}).textContent),
        buttons: Array.from(w.querySelectorAll('.wt-bar-button')).filter(shown).map(b => [b.textContent, getComputedStyle(b).getPropertyValue('--c').trim()])};
"""


def test_the_narrative_is_drawn_on_the_device(browser, project_server):
    browser.get(f"{project_server}/swipe-to-delete/")
    swiped = browser.execute_script(NARRATIVE, "swipe-to-delete-w1", 1)
    assert swiped["action"] and abs(swiped["actionTop"] - swiped["plutoTop"]) < 1, swiped
    assert swiped["plutoLeft"] < -1, swiped  # slid aside
    assert swiped["sheet"] == []
    confirm = browser.execute_script(NARRATIVE, "swipe-to-delete-w1", 2)
    assert len(confirm["sheet"]) == 1 and "Delete Planet" in confirm["sheet"][0], confirm
    assert "permanently delete Pluto" in confirm["sheet"][0] and confirm["pressed"] == [None]
    chosen = browser.execute_script(NARRATIVE, "swipe-to-delete-w1", 3)
    assert chosen["pressed"] == ["Delete"] and chosen["action"], chosen
    assert browser.execute_script(NARRATIVE, "swipe-to-delete-w2", 1)["action"]
    cancelled = browser.execute_script(NARRATIVE, "swipe-to-delete-w2", 3)
    assert cancelled["pressed"] == ["Cancel"], cancelled
    assert not cancelled["action"], cancelled  # the row slid back
    browser.get(f"{project_server}/deleting-rows-and-sections/")
    walkthrough = browser.execute_script(
        "return document.querySelector('.wt-bar-button').closest('.walkthrough').id")
    before = browser.execute_script(NARRATIVE.replace("Pluto", "zzz").replace(
        "pluto.getBoundingClientRect().top", "0").replace("pluto.getBoundingClientRect().left - screen.left", "0"),
        walkthrough, 0)
    tapped = browser.execute_script(NARRATIVE.replace("Pluto", "zzz").replace(
        "pluto.getBoundingClientRect().top", "0").replace("pluto.getBoundingClientRect().left - screen.left", "0"),
        walkthrough, 1)
    assert before["buttons"] == [["Delete Odd Numbers", "0"]], before
    assert tapped["buttons"] == [["Delete Odd Numbers", "1"]], tapped


def test_every_code_block_has_a_copy_button_that_copies(browser, project_server):
    browser.get(f"{project_server}/deleting-rows-and-sections/")
    counts = browser.execute_script(
        "return [document.querySelectorAll('main pre > code').length, document.querySelectorAll('main pre > .copy-button').length]")
    assert counts[0] > 3 and counts[0] == counts[1], counts
    copied = browser.execute_async_script("""
      const done = arguments[0];
      let written = null;
      navigator.clipboard.writeText = text => { written = text; return Promise.resolve(); };
      const button = document.querySelector('main pre > .copy-button');
      button.focus();
      button.click();
      setTimeout(() => done({written: written, expected: button.parentNode.querySelector('code').textContent,
                              label: button.textContent, focused: document.activeElement === button}), 50);""")
    assert copied["written"] == copied["expected"] and copied["label"] == "Copied" and copied["focused"], copied
    # Generated code is a box per line with no line breaks in it: the copy has them, and is
    # what a reader selecting the block copies, blank lines included.
    generated = browser.execute_async_script("""
      const done = arguments[0];
      let written = null;
      navigator.clipboard.writeText = text => { written = text; return Promise.resolve(); };
      const details = document.querySelector('details.wt-model');
      details.open = true;
      const code = details.querySelector('pre > code');
      code.parentNode.querySelector('.copy-button').click();
      // What a reader gets by selecting the block and copying it.
      const range = document.createRange();
      range.selectNodeContents(code);
      getSelection().removeAllRanges();
      getSelection().addRange(range);
      setTimeout(() => done({written: written, seen: getSelection().toString(),
                              boxes: code.querySelectorAll('.cl').length}), 50);""")
    lines = generated["written"].split("\n")
    assert len(lines) == generated["boxes"] > 10 and lines[0].startswith("class ListViewController"), generated
    assert generated["written"] == generated["seen"] and "\n\n" in generated["written"], generated


def test_each_kind_of_change_has_its_colour_its_mark_and_a_legend(browser, project_server):
    browser.get(f"{project_server}/batch-updates/")
    state = browser.execute_script("""
      const w = document.getElementById('batch-updates-w2');
      document.getElementById('batch-updates-w2-step-1').click();
      document.getAnimations().forEach(a => a.finish());
      const cells = Array.from(w.querySelectorAll('.wt-cell')).filter(c => getComputedStyle(c).visibility !== 'hidden');
      const mark = c => getComputedStyle(c, '::after').content;
      const inserted = cells.filter(c => mark(c) === '"+"').map(c => c.textContent);
      const plain = cells.filter(c => mark(c) === 'none' || mark(c) === '""' || mark(c) === 'normal').map(c => getComputedStyle(c).backgroundImage);
      return {inserted: inserted, plainBackgrounds: Array.from(new Set(plain)),
              insertedBackground: getComputedStyle(cells.find(c => mark(c) === '"+"')).backgroundImage,
              legend: Array.from(w.querySelectorAll('.wt-legend li')).map(li => li.textContent.trim())};""")
    assert state["inserted"] == ["10", "11"], state
    assert state["legend"] == ["+ inserted", "− deleted"], state
    assert state["insertedBackground"] not in state["plainBackgrounds"], state


def test_nothing_is_clipped_or_wider_than_a_phone(project_server):
    driver = make_driver()
    try:
        driver.set_window_size(390, 844)
        # The project's recipes and the crash catalog its listdocs.yml adds.
        for page in ["/", "/search/", "/tags/"] + project_pages():
            driver.get(project_server + page)
            clipped = driver.execute_script("""
              return Array.from(document.querySelectorAll('pre')).filter(p => p.scrollWidth > p.clientWidth + 1)
                .map(p => p.textContent.slice(0, 60));""")
            assert clipped == [], (page, clipped[:3])
            widths = driver.execute_script(
                "return [document.documentElement.scrollWidth, document.documentElement.clientWidth]")
            assert widths[0] <= widths[1], (page, widths)
            # Every step of every walkthrough at once: its code, state table and console.
            widths = driver.execute_script("""
              const style = document.createElement('style');
              style.textContent = '.wt-panel { display: block !important; }';
              document.head.appendChild(style);
              return [document.documentElement.scrollWidth, document.documentElement.clientWidth];""")
            assert widths[0] <= widths[1], (page, "with every step shown", widths)
    finally:
        driver.quit()


def test_state_table_words_never_break_inside_a_word_on_a_phone(project_server):
    driver = make_driver()
    try:
        driver.set_window_size(390, 844)
        broken_words = []
        checked = 0
        for page in project_pages():
            driver.get(project_server + page)
            result = driver.execute_script("""
              const style = document.createElement('style');
              style.textContent = '.wt-panel { display: block !important; }';
              document.head.appendChild(style);
              const broken = []; let words = 0;
              for (const cell of document.querySelectorAll('.wt-state th, .wt-state td')) {
                const walker = document.createTreeWalker(cell, NodeFilter.SHOW_TEXT);
                for (let node = walker.nextNode(); node; node = walker.nextNode()) {
                  const text = node.textContent;
                  const re = /\\S+/g; let m;
                  while ((m = re.exec(text))) {
                    const range = document.createRange();
                    range.setStart(node, m.index); range.setEnd(node, m.index + m[0].length);
                    const lines = new Set(Array.from(range.getClientRects()).filter(r => r.width > 0).map(r => Math.round(r.top)));
                    words += 1;
                    if (lines.size > 1) { broken.push(m[0]); }
                  }
                }
              }
              return [broken.slice(0, 5), words, document.documentElement.scrollWidth <= document.documentElement.clientWidth];""")
            broken, words, fits = result
            broken_words += [(page, word) for word in broken]
            checked += words
            assert fits, page
        assert broken_words == [], broken_words[:10]
        assert checked > 2000
    finally:
        driver.quit()


def test_full_text_finds_body_words_api_names_and_captions(browser, project_server):
    """Words of a page's body, API names from its code (in Swift and in Objective-C
    spelling) and a walkthrough's captions each find their page first."""
    browser.get(f"{project_server}/")
    cases = [
        # (a word of one section's body only: "directive" is in the theme's too, and
        # search now reads a word without its ending)
        ("interpolations", "customising/#coloured-code"),                  # a body word
        ("appendItems(_:toSection:)", "diffable-data-sources/"),            # Swift, from code
        ("deleteRowsAtIndexPaths", "deleting-rows-and-sections/"),          # its Objective-C name
        ("canMoveRowAt", "letting-the-user-reorder/"),                      # a delegate method
        ("citrus", "fetched-results/#fetched-results-w3"),                  # a step's caption
    ]
    for query, expected in cases:
        results = search(browser, query)
        assert results and results[0]["href"].startswith(expected), (query, results[:3])
