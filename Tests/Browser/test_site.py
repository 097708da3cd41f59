"""Moving between recipes (previous/next in index order, tags), and the web's formats: the
Atom feed and the sitemap of a site built with an absolute base URL have every element their
formats require."""
import os
import subprocess
import xml.etree.ElementTree as ET

from selenium.webdriver.common.by import By

from conftest import BINARY, ROOT


def test_previous_and_next_follow_the_index_and_tags_lead_to_their_pages(browser, project_server):
    browser.get(f"{project_server}/")
    order = [a.get_attribute("href") for a in browser.find_elements(By.CSS_SELECTOR, ".recipe-card > a")]
    assert len(order) > 3
    browser.get(order[1])
    prev = browser.find_element(By.CSS_SELECTOR, ".pager a[rel=prev]")
    nxt = browser.find_element(By.CSS_SELECTOR, ".pager a[rel=next]")
    assert prev.get_attribute("href") == order[0] and nxt.get_attribute("href") == order[2]
    nxt.click()
    assert browser.current_url == order[2]
    title = browser.find_element(By.TAG_NAME, "h1").text
    tag = browser.find_element(By.CSS_SELECTOR, "a.tag")
    name = tag.text
    tag.click()
    assert f"/tags/" in browser.current_url
    assert name.lower() in browser.find_element(By.TAG_NAME, "h1").text.lower()
    listed = [a.text for a in browser.find_elements(By.CSS_SELECTOR, "main a")]
    assert title in listed


ATOM = "{http://www.w3.org/2005/Atom}"
SITEMAP = "{http://www.sitemaps.org/schemas/sitemap/0.9}"


def test_the_feed_and_the_sitemap_have_what_their_formats_require(tmp_path):
    out = tmp_path / "_site"
    env = dict(os.environ, LISTDOCS_TEMPLATES=str(ROOT / "Templates"))
    subprocess.run([str(BINARY), "build", "--source", str(ROOT), "--output", str(out),
                    "--base-url", "https://example.org/docs/"], check=True, env=env, capture_output=True)
    feed = ET.parse(out / "feed.xml").getroot()
    assert feed.tag == ATOM + "feed"
    # RFC 4287: a feed has exactly one id, title and updated, and an author (here on the feed).
    for name in ("id", "title", "updated"):
        assert len(feed.findall(ATOM + name)) == 1, name
    assert feed.findall(ATOM + "author/" + ATOM + "name")
    entries = feed.findall(ATOM + "entry")
    assert len(entries) >= 10
    for entry in entries:
        for name in ("id", "title", "updated"):
            assert len(entry.findall(ATOM + name)) == 1, (name, ET.tostring(entry)[:200])
        links = [link.get("href") for link in entry.findall(ATOM + "link")]
        assert links and all(href.startswith("https://example.org/docs/") for href in links)
    urlset = ET.parse(out / "sitemap.xml").getroot()
    assert urlset.tag == SITEMAP + "urlset"
    locs = [url.find(SITEMAP + "loc").text for url in urlset.findall(SITEMAP + "url")]
    assert len(locs) >= 10 and all(loc.startswith("https://example.org/docs/") for loc in locs)
    assert len(set(locs)) == len(locs)
    for url in urlset.findall(SITEMAP + "url"):
        modified = url.find(SITEMAP + "lastmod")
        if modified is not None:
            assert len(modified.text) == 10 and modified.text[4] == "-"


def test_a_page_opened_from_disk_says_to_serve_the_site(site):
    from conftest import make_driver
    driver = make_driver()
    try:
        driver.get((site / "index.html").as_uri())
        note = driver.execute_script(
            "const n = document.querySelector('.ld-from-disk'); return n ? n.textContent : null;")
        assert note is not None and "listdocs serve" in note, note
        assert "opened from disk" in note
    finally:
        driver.quit()


def test_a_served_page_has_no_from_disk_note(browser, server):
    browser.get(f"{server}/")
    assert browser.execute_script("return document.querySelector('.ld-from-disk')") is None


def test_the_theme_switch_chooses_light_or_dark_and_every_page_remembers_it(browser, project_server):
    browser.get(f"{project_server}/")
    browser.execute_script("localStorage.removeItem('listdocs-theme')")
    browser.get(f"{project_server}/")
    switch = browser.find_element(By.CSS_SELECTOR, ".site-header .theme-switch")
    assert switch.text == "Theme: System"
    background = "return getComputedStyle(document.body).backgroundColor"
    switch.click()
    assert switch.text == "Theme: Light"
    assert browser.execute_script(background) == "rgb(242, 242, 247)"
    switch.click()
    assert switch.text == "Theme: Dark"
    assert browser.execute_script(background) == "rgb(0, 0, 0)"
    # Another page opens dark, before any script of its own has run.
    browser.get(f"{project_server}/batch-updates/")
    assert browser.execute_script("return document.documentElement.getAttribute('data-theme')") == "dark"
    assert browser.execute_script(background) == "rgb(0, 0, 0)"
    browser.find_element(By.CSS_SELECTOR, ".site-header .theme-switch").click()
    assert browser.execute_script("return localStorage.getItem('listdocs-theme')") is None


def test_a_printed_page_leaves_out_the_theme_switch(project_server):
    """The switch is a control of the screen; on paper it was printed as 'Theme: System'."""
    from conftest import make_driver
    driver = make_driver()
    try:
        driver.get(f"{project_server}/batch-updates/")
        shown = "return getComputedStyle(document.querySelector('.site-header .theme-switch')).display"
        assert driver.execute_script(shown) != "none"
        driver.execute_cdp_cmd("Emulation.setEmulatedMedia", {"media": "print"})
        assert driver.execute_script(shown) == "none"
    finally:
        driver.quit()


def test_the_theme_keys_and_custom_css_change_what_the_reader_sees(browser, tmp_path):
    import functools
    import http.server
    import threading
    site = tmp_path / "site"
    (site / "Content").mkdir(parents=True)
    (site / "Templates" / "assets").mkdir(parents=True)
    (site / "Content" / "a.md").write_text("---\ntitle: A\n---\n\nSee [the docs](https://example.org).\n")
    (site / "listdocs.yml").write_text(
        'title: Themed\ntheme:\n  accent: "#b00b69"\n  font: "Georgia, serif"\n  logo: assets/logo.svg\n')
    (site / "Templates" / "assets" / "logo.svg").write_text(
        '<svg xmlns="http://www.w3.org/2000/svg" width="28" height="28"><circle cx="14" cy="14" r="12"/></svg>')
    (site / "Templates" / "assets" / "custom.css").write_text(".site-title { text-transform: uppercase; }\n")
    out = tmp_path / "_site"
    env = dict(os.environ, LISTDOCS_TEMPLATES=str(ROOT / "Templates"))
    subprocess.run([str(BINARY), "build", "--source", str(site), "--output", str(out)],
                   check=True, env=env, capture_output=True)
    handler = functools.partial(http.server.SimpleHTTPRequestHandler, directory=str(out))
    httpd = http.server.ThreadingHTTPServer(("127.0.0.1", 0), handler)
    threading.Thread(target=httpd.serve_forever, daemon=True).start()
    try:
        browser.get(f"http://127.0.0.1:{httpd.server_address[1]}/a/")
        style = "return getComputedStyle(document.querySelector(arguments[0]))[arguments[1]]"
        assert browser.execute_script(style, "main a", "color") == "rgb(176, 11, 105)"
        assert browser.execute_script(style, "body", "fontFamily") == "Georgia, serif"
        assert browser.execute_script(style, ".site-title", "textTransform") == "uppercase"
        assert browser.execute_script("return document.querySelector('.site-logo').naturalWidth") == 28
        # The accent holds in the dark theme too.
        browser.execute_script("document.documentElement.setAttribute('data-theme', 'dark')")
        assert browser.execute_script(style, "main a", "color") == "rgb(176, 11, 105)"
    finally:
        httpd.shutdown()


def test_on_this_page_stays_beside_the_text_and_marks_the_section_being_read(browser, project_server):
    browser.set_window_size(1500, 900)
    try:
        browser.get(f"{project_server}/language-reference/")
        heading = "document.getElementById('a-batch')"
        browser.execute_script(f"{heading}.scrollIntoView(); window.scrollBy(0, -10)")
        browser.execute_script("return new Promise(r => requestAnimationFrame(() => requestAnimationFrame(r)))")
        current = browser.execute_script(
            "return Array.from(document.querySelectorAll('.toc a[aria-current=location]')).map(a => a.textContent)")
        assert current == ["A batch"], current
        box = browser.execute_script("return document.querySelector('.toc').getBoundingClientRect().toJSON()")
        assert box["top"] >= 0 and box["bottom"] <= 900, box
        text = browser.execute_script("return document.querySelector('article h1').getBoundingClientRect().right")
        assert box["left"] >= text, (box, text)
    finally:
        browser.set_window_size(1100, 1400)


TOC = """
return Array.from(document.querySelectorAll('.toc li')).map(li => ({
  number: li.querySelector('.toc-n').textContent, text: li.querySelector('a').textContent,
  shown: li.getBoundingClientRect().height > 0}));"""


def test_on_this_page_is_numbered_by_level_and_folds_to_its_sections_on_a_phone(browser, project_server):
    """Entries under a section are numbered inside it (3.1, 3.2), not in the sections' count;
    on a phone a list with sections shows only them, and a list of one level shows all."""
    browser.set_window_size(1100, 900)
    try:
        browser.get(f"{project_server}/letting-the-user-reorder/")
        wide = browser.execute_script(TOC)
        assert [e["number"] for e in wide] == ["1.", "2.", "3.", "3.1", "3.2"], wide
        assert all(e["shown"] for e in wide), wide
        browser.set_window_size(390, 844)
        browser.get(f"{project_server}/letting-the-user-reorder/")
        narrow = browser.execute_script(TOC)
        assert [e["number"] for e in narrow if e["shown"]] == ["1.", "2.", "3."], narrow
        browser.get(f"{project_server}/crash-catalog/the-counts-do-not-add-up.html")
        family = browser.execute_script(TOC)
        assert [e["number"] for e in family] == ["1.", "2.", "3."] and all(e["shown"] for e in family), family
    finally:
        browser.set_window_size(1100, 1400)


def test_the_sidebar_marks_the_page_works_with_the_keyboard_and_folds_on_a_phone(browser, project_server):
    from selenium.webdriver.common.keys import Keys
    browser.set_window_size(1600, 900)
    try:
        browser.get(f"{project_server}/batch-updates/")
        current = browser.execute_script(
            "return Array.from(document.querySelectorAll('.site-nav a[aria-current=page]')).map(a => a.textContent)")
        assert current == ["Batch updates and their order"], current
        # Beside the text, left of it, and its group open.
        box = browser.execute_script("return document.querySelector('.site-nav').getBoundingClientRect().toJSON()")
        text = browser.execute_script("return document.querySelector('article h1').getBoundingClientRect().left")
        assert box["right"] <= text and box["width"] > 100, (box, text)
        assert browser.execute_script(
            "return document.querySelector('.site-nav a[aria-current=page]').closest('details').open")
        # The keyboard reaches the links after the search box, and Enter follows one.
        body = browser.find_element(By.TAG_NAME, "body")
        link = browser.find_element(By.CSS_SELECTOR, ".site-nav a[href='../swipe-to-delete/']")
        browser.execute_script("arguments[0].focus()", link)
        assert browser.switch_to.active_element == link
        link.send_keys(Keys.ENTER)
        assert browser.execute_script("return location.pathname").endswith("/swipe-to-delete/")
        # A folded group opens from the keyboard.
        group = browser.find_element(By.XPATH, "//details[@class='site-nav-group'][not(@open)]/summary")
        browser.execute_script("arguments[0].focus()", group)
        group.send_keys(Keys.ENTER)
        assert browser.execute_script("return arguments[0].parentElement.open", group)
        # On a phone it is folded into its "Recipes" toggle above the page, and opens.
        browser.set_window_size(390, 844)
        browser.get(f"{project_server}/batch-updates/")
        toggle = browser.find_element(By.CSS_SELECTOR, ".site-nav-all > summary")
        assert toggle.is_displayed() and toggle.text == "Recipes"
        assert not browser.execute_script("return document.querySelector('.site-nav-all').open")
        assert not browser.find_element(By.CSS_SELECTOR, ".site-nav a[aria-current=page]").is_displayed()
        toggle.click()
        assert browser.find_element(By.CSS_SELECTOR, ".site-nav a[aria-current=page]").is_displayed()
        width = browser.execute_script("return document.documentElement.scrollWidth <= window.innerWidth")
        assert width
    finally:
        browser.set_window_size(1100, 1400)
