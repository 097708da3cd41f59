"""What a learner reads around the device: no author check ("✓ as expected") on a page, and
a state table's data source column that says "same" rather than nothing."""

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
