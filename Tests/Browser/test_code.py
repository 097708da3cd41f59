"""Code a reader can read: coloured at build time in both themes, and state tables that
strike out what left."""
from conftest import make_driver

COLOURS = """
const code = document.querySelector(arguments[0]);
const colour = e => getComputedStyle(e).color;
const first = cls => code.querySelector('.' + cls);
return {
  plain: colour(code),
  keyword: first('hl-k') && colour(first('hl-k')),
  keywordWeight: first('hl-k') && getComputedStyle(first('hl-k')).fontWeight,
  type: first('hl-t') && colour(first('hl-t')),
  string: first('hl-s') && colour(first('hl-s')),
  comment: first('hl-c') && colour(first('hl-c')),
  commentStyle: first('hl-c') && getComputedStyle(first('hl-c')).fontStyle,
  background: getComputedStyle(code.closest('pre')).backgroundColor,
};
"""


def test_code_is_coloured_in_light_and_dark(project_server):
    seen = []
    for dark in (False, True):
        driver = make_driver(dark=dark)
        try:
            driver.get(f"{project_server}/swipe-to-delete/")
            colours = driver.execute_script(COLOURS, "main pre code.language-swift")
            kinds = [colours[k] for k in ("keyword", "type", "string", "comment")]
            assert all(kinds), colours
            # Every kind has its own colour, none is the plain text's.
            assert len(set(kinds)) == 4 and colours["plain"] not in kinds, colours
            assert int(colours["keywordWeight"]) >= 600 and colours["commentStyle"] == "italic"
            seen.append((colours["keyword"], colours["background"]))
            # The walkthrough's step code is coloured too.
            step = driver.execute_script("return document.querySelector('.wt-code code').innerHTML")
            assert 'class="hl-' in step
            # What a reader copies is the code as written.
            text = driver.execute_script("return document.querySelector('main pre code').textContent")
            assert text.startswith("override func tableView(_ tableView: UITableView, commit editingStyle:")
        finally:
            driver.quit()
    # The dark theme has its own colours and background.
    assert seen[0] != seen[1]


def test_objective_c_is_coloured(project_server, browser):
    browser.get(f"{project_server}/deleting-rows-and-sections/")
    colours = browser.execute_script(COLOURS, "main pre code.language-objc")
    assert colours["keyword"] and colours["string"] and colours["comment"], colours
    assert colours["keyword"] != colours["plain"]


def test_deleted_rows_are_struck_through_at_their_old_place(browser, server):
    browser.get(f"{server}/walkthroughs/")
    browser.execute_script("document.getElementById('walkthroughs-w1-step-1').click();")
    rows = browser.execute_script("""
const panel = Array.from(document.querySelectorAll('#walkthroughs-w1 .wt-panel')).find(p => getComputedStyle(p).display !== 'none');
return Array.from(panel.querySelectorAll('tbody tr')).map(tr => ({
  cells: Array.from(tr.children).map(td => td.textContent),
  struck: !!tr.querySelector('del') && getComputedStyle(tr.querySelector('del')).textDecorationLine.includes('line-through'),
}));""")
    heads = browser.execute_script(
        "return Array.from(document.querySelector('#walkthroughs-w1 .wt-panel[data-step=\"1\"] thead').querySelectorAll('th')).map(t => t.textContent)")
    assert heads[:2] == ["Before", "After"]
    deleted = [r for r in rows if r["cells"][1] == "—"]
    assert deleted and all(r["struck"] for r in deleted)
    # Each deleted row sits between the rows that were before and after it.
    befores = [r["cells"][0] for r in rows if not r["cells"][0].startswith("section") and r["cells"][0] != "—"]
    same_section = [b for b in befores if b.startswith("[0,")]
    assert same_section == sorted(same_section), rows


def test_the_copy_button_never_covers_code(project_server):
    for width in (1100, 390):
        driver = make_driver()
        try:
            driver.execute_cdp_cmd("Emulation.setDeviceMetricsOverride",
                                   {"width": width, "height": 900, "deviceScaleFactor": 1, "mobile": width < 500})
            for page in ["swipe-to-delete", "batch-updates", "fetched-results"]:
                driver.get(f"{project_server}/{page}/")
                covered = driver.execute_script("""
                  document.head.appendChild(Object.assign(document.createElement('style'),
                    {textContent: '.wt-panel { display: block !important; } details { display: block; } details > * { display: block !important; }'}));
                  const overlaps = (a, b) => a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;
                  const found = [];
                  for (const pre of document.querySelectorAll('pre.has-copy')) {
                    const button = pre.querySelector('.copy-button').getBoundingClientRect();
                    const range = document.createRange();
                    range.selectNodeContents(pre.querySelector('code'));
                    for (const rect of range.getClientRects()) {
                      if (rect.width > 0 && overlaps(rect, button)) { found.push(pre.textContent.slice(0, 40)); break; }
                    }
                  }
                  return found;""")
                assert covered == [], (width, page, covered[:3])
        finally:
            driver.quit()


def test_a_step_opens_the_whole_method_its_code_runs_in(browser, project_server):
    """The page holds each method once, after the step panels: shown on the steps whose code
    it holds, with the shown step's own lines lit, and open across steps once opened."""
    browser.get(f"{project_server}/swipe-to-delete/")
    read = """
const w = document.querySelector('.walkthrough');
const shown = Array.from(w.querySelectorAll('details.wt-method')).filter(d => getComputedStyle(d).display !== 'none');
const lit = (d) => Array.from(d.querySelectorAll('.cl')).filter(l => getComputedStyle(l).backgroundColor !== 'rgba(0, 0, 0, 0)').map(l => l.textContent.trim());
return {count: w.querySelectorAll('details.wt-method').length, shown: shown.length,
        summary: shown.length ? shown[0].querySelector('summary').textContent : null,
        open: shown.length ? shown[0].open : null, lit: shown.length ? lit(shown[0]) : []};"""
    click = "document.querySelector('.walkthrough .wt-radio[value=\"' + arguments[0] + '\"]').click();"
    # The first state runs no method.
    assert browser.execute_script(read)["shown"] == 0
    browser.execute_script(click, 4)
    state = browser.execute_script(read)
    assert state["count"] == 1 and state["shown"] == 1, state
    assert state["summary"] == "The whole method: tableView(_:trailingSwipeActionsConfigurationForRowAt:)", state
    # Step 4 is the delete: its lines are lit, and only they.
    assert state["lit"] and all("delete" in line.lower() or "remove" in line.lower() for line in state["lit"]), state
    state = browser.execute_script("""
const w = document.querySelector('.walkthrough');
const details = Array.from(w.querySelectorAll('details.wt-method')).find(d => getComputedStyle(d).display !== 'none');
const closedHeight = details.getBoundingClientRect().height;
details.querySelector('summary').click();
const code = details.querySelector('code');
return {open: details.open,
        grew: details.getBoundingClientRect().height > closedHeight + 100,
        coloured: code.querySelectorAll('.hl-k').length > 5, text: code.textContent,
        copy: !!details.querySelector('pre > .copy-button')};""")
    assert state["open"] and state["grew"] and state["coloured"] and state["copy"], state
    assert "UIContextualAction(style: .destructive, title: \"Delete\")" in state["text"]
    assert "completionHandler(true)" in state["text"] and "completionHandler(false)" in state["text"]
    # Stepping back to the delete (through the script's own control), its lit lines scroll
    # into the open method's box.
    browser.execute_script(click, 3)
    browser.execute_script("document.querySelector('.walkthrough .wt-controls button[aria-keyshortcuts=\"ArrowRight\"]').click();")
    box = browser.execute_script("""
const w = document.querySelector('.walkthrough');
const pre = Array.from(w.querySelectorAll('details.wt-method')).find(d => getComputedStyle(d).display !== 'none').querySelector('pre');
const line = pre.querySelector('.cl.s4').getBoundingClientRect(), r = pre.getBoundingClientRect();
return {scrolled: pre.scrollTop, inside: line.top >= r.top && line.bottom <= r.bottom};""")
    assert box["scrolled"] > 0 and box["inside"], box
    # The swipe (step 1) is in the same method: still open, nothing of step 4 lit.
    browser.execute_script(click, 1)
    state = browser.execute_script(read)
    assert state["shown"] == 1 and state["open"] and state["lit"] == [], state


def test_a_wrapped_line_of_generated_code_keeps_its_indentation_on_a_phone(project_server):
    driver = make_driver()
    try:
        driver.set_window_size(390, 844)
        driver.get(f"{project_server}/batch-updates/")
        wrapped = driver.execute_script("""
          document.querySelectorAll('details.wt-model').forEach(d => d.open = true);
          const out = [];
          for (const box of document.querySelectorAll('.wt-model .cl')) {
            const text = box.textContent;
            if (!text.trim()) continue;
            const all = document.createRange();
            all.selectNodeContents(box);
            const rects = [...all.getClientRects()].filter(r => r.width > 0);
            const tops = [...new Set(rects.map(r => Math.round(r.top)))];
            if (tops.length < 2) continue;
            // Where the line's own text starts, after its indentation.
            let skip = text.length - text.trimStart().length, start = null, node;
            const walker = document.createTreeWalker(box, NodeFilter.SHOW_TEXT);
            while ((node = walker.nextNode())) {
              if (skip < node.length) {
                const one = document.createRange();
                one.setStart(node, skip); one.setEnd(node, skip + 1);
                start = one.getBoundingClientRect().left;
                break;
              }
              skip -= node.length;
            }
            const later = rects.filter(r => Math.round(r.top) !== tops[0]).map(r => r.left);
            out.push({text: text.trim().slice(0, 30), start: start, later: Math.min(...later)});
          }
          return out;""")
        # A continuation starts inside the line's own indentation, never at column 0.
        assert len(wrapped) > 5, wrapped
        assert all(w["later"] > w["start"] + 1 for w in wrapped), [w for w in wrapped if w["later"] <= w["start"] + 1]
    finally:
        driver.quit()


def test_a_walkthrough_offers_its_code_as_one_swift_file(browser, project_server):
    browser.get(f"{project_server}/swipe-to-delete/")
    got = browser.execute_async_script("""
      const done = arguments[0];
      const link = document.querySelector('#swipe-to-delete-w1 .wt-swift-file a[download]');
      fetch(link.href).then(r => r.text().then(text => done({
        href: link.getAttribute('href'), status: r.status, text: text,
        label: link.textContent})));""")
    assert got["status"] == 200 and got["href"].endswith("swipe-to-delete/swipe-to-delete-w1.swift"), got["href"]
    assert got["label"].startswith("Download the view controller"), got["label"]
    text = got["text"]
    # The page's class, its model, and the whole method the walkthrough's steps run in,
    # each method under the steps it holds.
    assert text.startswith("// Swipe to delete"), text[:80]
    assert "import UIKit\n\nclass ListViewController: UITableViewController {\n" in text
    # Too long for a line, the declaration takes a parameter a line, as swift-format does.
    assert ("    override func tableView(\n        _ tableView: UITableView,\n"
            "        trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath\n"
            "    ) -> UISwipeActionsConfiguration? {\n") in text
    assert "    // Step 4: " in text
    assert text.rstrip().endswith("}")
