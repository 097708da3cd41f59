"""What a learner reads: the front page opens with a walkthrough, no author check ("✓ as
expected") is on a page, and a state table's data source column says "same" rather than
nothing."""
from conftest import make_driver

EMPTY_DATA_SOURCE_CELLS = """
let empty = 0, rows = 0;
for (const table of document.querySelectorAll('table.wt-state')) {
  const heads = Array.from(table.querySelectorAll('thead th')).map(th => th.textContent);
  const column = heads.indexOf('Data source');
  if (column < 0) { continue; }
  for (const tr of table.querySelectorAll('tbody tr:not(.wt-section-row)')) {
    rows += 1;
    if (tr.children[column].textContent.trim() === '') { empty += 1; }
  }
}
return [rows, empty];
"""


def test_a_page_shows_no_expectation_that_held(browser, server):
    browser.get(f"{server}/walkthroughs/")
    held = browser.execute_script(
        "return Array.from(document.querySelectorAll('.wt-expectations li'))"
        ".filter(li => li.textContent.includes('✓')).length;")
    assert held == 0
    # The page's walkthroughs do hold expectations; their steps still render.
    assert browser.execute_script("return document.querySelectorAll('.walkthrough').length;") >= 3


def test_the_data_source_column_has_no_blank_row(browser, server):
    browser.get(f"{server}/walkthroughs/")
    rows, empty = browser.execute_script(EMPTY_DATA_SOURCE_CELLS)
    assert rows > 0, "the page has a stale walkthrough whose table shows the data source"
    assert empty == 0


FEATURED = """
const img = document.querySelector('figure.featured img');
if (!img) { return null; }
const link = document.querySelector('figure.featured figcaption a');
const box = img.getBoundingClientRect();
return {loaded: img.complete && img.naturalWidth > 0, width: box.width, top: box.top,
        viewport: window.innerWidth, href: link.getAttribute('href'), text: link.textContent};
"""


def test_the_front_page_opens_with_a_walkthrough(project_server):
    for width in (390, 1280):
        driver = make_driver()
        try:
            driver.set_window_size(width, 900)
            driver.get(f"{project_server}/")
            driver.execute_script("return document.fonts.ready;")
            featured = driver.execute_script(FEATURED)
            assert featured is not None, "listdocs.yml features a walkthrough"
            assert featured["loaded"], featured
            assert featured["href"] == "swipe-to-delete/#swipe-to-delete-w1"
            assert featured["text"] == "Swipe, confirm, delete"
            # On screen at once, inside the viewport.
            assert 0 < featured["width"] <= featured["viewport"]
            assert featured["top"] < 900
        finally:
            driver.quit()


ROW_COLOURS = """
const rows = Array.from(document.querySelectorAll('table.wt-state tbody tr:not(.wt-section-row)'));
const colour = tr => getComputedStyle(tr.children[tr.children.length - 1]).color;
const changed = rows.filter(tr => tr.classList.contains('wt-changed')).map(colour);
const quiet = rows.filter(tr => !tr.classList.contains('wt-changed') && !tr.classList.contains('wt-stale')).map(colour);
return [Array.from(new Set(changed)), Array.from(new Set(quiet))];
"""


def test_a_state_table_sets_the_rows_the_update_left_alone_back(browser, server):
    browser.get(f"{server}/walkthroughs/")
    changed, quiet = browser.execute_script(ROW_COLOURS)
    assert changed and quiet
    # Every row the update left alone reads in the muted colour, none that it changed does.
    assert len(quiet) == 1
    assert quiet[0] not in changed
