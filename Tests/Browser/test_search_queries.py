"""Forty questions a reader types or pastes into the search box, each with the pages that
answer it: every one must be among the first three results. How-to questions find the
recipe or section that teaches it; a pasted console text finds the walkthrough that dies of
exactly that text."""
import functools
import http.server
import os
import pathlib
import shutil
import subprocess
import tempfile
import threading

import pytest
from selenium.webdriver.common.by import By
from selenium.webdriver.support.ui import WebDriverWait

from conftest import BINARY, ROOT

RESULTS = """
return Array.from(document.querySelectorAll('#site-search-results [role=option] a:not(.site-search-all)')).map(a => ({
  title: a.querySelector('.site-search-title').textContent, href: a.getAttribute('href'),
  crash: (a.querySelector('.site-search-crash') || {}).textContent || ''}));
"""

ROWS = ("2024-03-01 10:22:31.130112+0100 Demo[81233:4129384] *** Terminating app due to uncaught exception "
        "'NSInternalInconsistencyException', reason: 'Invalid update: invalid number of rows in section 0. "
        "The number of rows contained in an existing section after the update (5) must be equal to the number "
        "of rows contained in that section before the update (4), plus or minus the number of rows inserted or "
        "deleted from that section (0 inserted, 0 deleted) and plus or minus the number of rows moved into or "
        "out of that section (0 moved in, 0 moved out).'")
ITEMS = ("Invalid update: invalid number of items in section 0. The number of items contained in an existing "
         "section after the update (3) must be equal to the number of items contained in that section before "
         "the update (2), plus or minus the number of items inserted or deleted from that section (0 inserted, "
         "0 deleted) and plus or minus the number of items moved into or out of that section (0 moved in, 0 moved out).")

# (query, what answers it): page addresses (a result whose address starts with one), or
# ("crash", words): a result whose exception starts with those words.
QUERIES = [
    ("delete a row", ["deleting-rows-and-sections/"]),
    ("delete a section", ["deleting-rows-and-sections/"]),
    ("insert rows at the end", ["batch-updates/", "language-reference/#inserting-rows"]),
    ("move row between sections", ["moving-rows-and-sections/"]),
    ("let the user reorder rows", ["letting-the-user-reorder/"]),
    ("swipe to delete with confirmation", ["swipe-to-delete/"]),
    ("reloadData vs performBatchUpdates", ["batch-updates/"]),
    ("order of deletes and inserts in a batch", ["batch-updates/"]),
    ("empty list", ["empty-lists/"]),
    ("empty section", ["empty-lists/", "fetched-results/"]),
    ("diffable data source", ["diffable-data-sources/"]),
    ("apply a snapshot", ["diffable-data-sources/"]),
    ("edited item does not update", ["diffable-data-sources/#why-an-edited-item-does-not-update"]),
    ("reconfigureItems", ["diffable-data-sources/"]),
    ("animatingDifferences false", ["diffable-data-sources/#animatingdifferences"]),
    ("apply from a background queue", ["diffable-data-sources/#one-queue-for-every-apply"]),
    ("NSFetchedResultsController delegate", ["fetched-results/"]),
    ("core data sections disappear", ["fetched-results/"]),
    ("collection view performBatchUpdates", ["collection-view-batch-updates/"]),
    ("install listdocs", ["getting-started/#install", "getting-started/"]),
    ("publish to github pages", ["getting-started/#publish", "commands/"]),
    ("preview while editing", ["getting-started/#preview-as-you-edit", "commands/"]),
    ("explain a crash log", ["explain-your-own-crash/"]),
    ("dark theme colours", ["customising/#theme", "customising/"]),
    ("site in German", ["customising/#words", "configuration/"]),
    ("front matter", ["configuration/#front-matter"]),
    ("info string attributes", ["language-reference/#info-string-attributes", "configuration/#a-walkthrough-s-info-string"]),
    ("embed a walkthrough in a blog", ["what-a-page-shows/"]),
    ("export a gif", ["commands/", "what-a-page-shows/"]),
    ("scroll to row", ["language-reference/#scrolling"]),
    (ROWS, [("crash", "Invalid update: invalid number of rows in section")]),
    ("invalid number of rows", [("crash", "Invalid update: invalid number of rows in section")]),
    (ITEMS, [("crash", "Invalid update: invalid number of items in section")]),
    ("attempt to delete row 5 from section 0 which only contains 2 rows before the update",
     [("crash", "attempt to delete row")]),
    ("attempt to insert item 7 into section 1, but there are only 6 items in section 1 after the update",
     [("crash", "attempt to insert item")]),
    ("attempt to delete and reload the same index path", [("crash", "attempt to delete and reload the same index path")]),
    ("unable to dequeue a cell with identifier Cell", [("crash", "unable to dequeue a cell with identifier")]),
    ("Fatal: supplied item identifiers are not unique.", [("crash", "Fatal: supplied item identifiers are not unique")]),
    ("Deadlock detected: calling this method on the main queue", [("crash", "Deadlock detected")]),
    ("attempt to create view animation for nil view", [("crash", "attempt to create view animation for nil view")]),
]


def results_for(driver, text):
    box = driver.find_element(By.ID, "site-search-input")
    box.clear()
    driver.execute_script(
        "const box = arguments[0]; box.focus(); box.value = arguments[1];"
        "box.dispatchEvent(new Event('input', {bubbles: true}));", box, text)
    WebDriverWait(driver, 5).until(lambda d: d.execute_script(RESULTS) or
                                   d.find_elements(By.CSS_SELECTOR, "#site-search-results .site-search-none"))
    return driver.execute_script(RESULTS)


def answers(result, wanted):
    for want in wanted:
        if isinstance(want, tuple):
            if result["crash"].startswith(want[1]):
                return True
        elif result["href"].split("../")[-1].lstrip("./").startswith(want):
            return True
    return False


def misses(driver):
    missed = []
    for query, wanted in QUERIES:
        top = results_for(driver, query)[:3]
        if not any(answers(r, wanted) for r in top):
            missed.append(f"{query[:70]!r}: {[(r['title'], r['href']) for r in top]}")
    return missed


def test_forty_questions_find_their_answer_in_the_first_three(browser, project_server):
    assert len(QUERIES) >= 40
    browser.get(f"{project_server}/")
    missed = misses(browser)
    assert missed == [], f"{len(missed)} of {len(QUERIES)} missed:\n" + "\n".join(missed)


# Written after the ranking was tuned to QUERIES, and never tuned to: how the ranking does
# on questions it has not seen. The floor is what they measured when written.
HELD_OUT = [
    ("how do I remove a section", ["deleting-rows-and-sections/"]),
    ("tap a row to expand", ["language-reference/#what-the-user-does", "collection-view-batch-updates/"]),
    ("custom templates", ["customising/#templates"]),
    ("move a section", ["moving-rows-and-sections/", "language-reference/#moving-and-reloading-sections"]),
    ("check the recipes", ["getting-started/#check-and-run", "commands/"]),
    ("completion handler", ["language-reference/#after-the-update"]),
    ("stale cell after data change", ["language-reference/#allowing-a-stale-screen", "diffable-data-sources/#why-an-edited-item-does-not-update"]),
    ("attempt to insert row 3 into section 0, but there are only 2 rows in section 0 after the update",
     [("crash", "attempt to insert row")]),
    ("request for number of items in section 2 when there are only 1 sections in the collection view",
     [("crash", "request for number of items in section")]),
    ("Invalid batch updates detected: the number of sections and/or items returned by the data source",
     [("crash", "Invalid batch updates detected")]),
]
HELD_OUT_FLOOR = 8


def test_questions_the_ranking_was_not_tuned_to(browser, project_server):
    browser.get(f"{project_server}/")
    found = 0
    missed = []
    for query, wanted in HELD_OUT:
        top = results_for(browser, query)[:3]
        if any(answers(r, wanted) for r in top):
            found += 1
        else:
            missed.append(f"{query[:70]!r}: {[(r['title'], r['href']) for r in top]}")
    print(f"held-out search questions: {found} of {len(HELD_OUT)} in the first three")
    print("\n".join(missed))
    assert found >= HELD_OUT_FLOOR, "\n".join(missed)


SHOWN = """
return Array.from(document.querySelectorAll('#site-search-results [role=option] a')).map(a => ({
  all: a.classList.contains('site-search-all'), text: a.textContent, href: a.getAttribute('href'),
  kind: (a.querySelector('.site-search-kind') || {}).textContent || '',
  title: (a.querySelector('.site-search-title') || {}).textContent || '',
  marked: Array.from(a.querySelectorAll('.site-search-title mark')).map(m => m.textContent)}));
"""


def test_results_name_their_page_and_kind_mark_the_words_and_lead_to_all_results(browser, project_server):
    browser.get(f"{project_server}/")
    results_for(browser, "reloadData vs performBatchUpdates")
    shown = browser.execute_script(SHOWN)
    entries = [r for r in shown if not r["all"]]
    # A section is named with its page, never "Problem" or "Solution" alone.
    sections = [r for r in entries if r["kind"] == "Section"]
    assert sections and all(" › " in r["title"] for r in sections), sections
    assert {r["kind"] for r in entries} <= {"Recipe", "Section", "Walkthrough", "Crash"}
    # No two results a reader cannot tell apart.
    assert len({(r["title"], r["text"]) for r in entries}) == len(entries)
    # The query's words are marked where the title holds them, in any ending.
    results_for(browser, "delete a row")
    marks = [m for r in browser.execute_script(SHOWN) for m in r["marked"]]
    assert "Deleting" in marks and "rows" in marks, marks
    # More than eight: the last line leads to the search page with every result.
    results_for(browser, "row")
    shown = browser.execute_script(SHOWN)
    assert len(shown) == 9 and shown[-1]["all"], shown
    assert shown[-1]["href"].endswith("search/?q=row") and shown[-1]["text"].startswith("All "), shown[-1]
    browser.get(f"{project_server}/search/?q=row")
    WebDriverWait(browser, 5).until(lambda d: d.execute_script(SHOWN))
    everything = browser.execute_script(SHOWN)
    assert len(everything) > 8 and not any(r["all"] for r in everything)


# A German site (Tests/Browser/site-de, with the browser fixture's English recipes beside it):
# how-to questions in German, in any ending, and a pasted console text, which stays English
# (UIKit's words). Written before the ranking was tried on German; it answered all of them.
GERMAN_QUERIES = [
    ("Zeile löschen", ["zeilen-loeschen/"]),
    ("wie lösche ich einen Abschnitt", ["zeilen-loeschen/"]),
    ("Zeilen verschieben", ["abschnitte-verschieben/"]),
    ("Abschnitt nach oben", ["abschnitte-verschieben/"]),
    ("Reihenfolge der Änderungen", ["reihenfolge/"]),
    ("Indizes beim Einfügen", ["reihenfolge/"]),
    ("Modell nicht geändert", ["reihenfolge/"]),
    ("Invalid update: invalid number of rows in section 0. The number of rows contained in an existing "
     "section after the update (3) must be equal to the number of rows contained in that section before "
     "the update (3), plus or minus the number of rows inserted or deleted from that section (0 inserted, "
     "1 deleted)", [("crash", "Invalid update: invalid number of rows in section")]),
]


@pytest.fixture(scope="module")
def german_site_server():
    folder = pathlib.Path(tempfile.mkdtemp(prefix="listdocs-browser-search-de-"))
    shutil.copytree(ROOT / "Tests/Browser/site-de", folder / "site")
    # The browser fixture's recipes too, as pages the German questions must rank below.
    for recipe in (ROOT / "Tests/Browser/site/Content").glob("*.md"):
        shutil.copy(recipe, folder / "site/Content" / recipe.name)
    env = dict(os.environ, LISTDOCS_TEMPLATES=str(ROOT / "Templates"))
    subprocess.run([str(BINARY), "build", "--source", str(folder / "site"), "--output", str(folder / "_site")],
                   check=True, env=env, capture_output=True)
    handler = functools.partial(QuietHandler, directory=str(folder / "_site"))
    httpd = http.server.ThreadingHTTPServer(("127.0.0.1", 0), handler)
    threading.Thread(target=httpd.serve_forever, daemon=True).start()
    yield f"http://127.0.0.1:{httpd.server_address[1]}"
    httpd.shutdown()
    shutil.rmtree(folder, ignore_errors=True)


class QuietHandler(http.server.SimpleHTTPRequestHandler):
    def log_message(self, *args):
        pass


def test_german_questions_find_their_answer_in_the_first_three(browser, german_site_server):
    browser.get(f"{german_site_server}/")
    missed = []
    for query, wanted in GERMAN_QUERIES:
        top = results_for(browser, query)[:3]
        if not any(answers(r, wanted) for r in top):
            missed.append(f"{query[:70]!r}: {[(r['title'], r['href']) for r in top]}")
    assert missed == [], f"{len(missed)} of {len(GERMAN_QUERIES)} missed:\n" + "\n".join(missed)
