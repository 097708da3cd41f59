"""A site in German, as a reader sees it in a real browser: the walkthrough's controls, the
step list, the state tables and the page's buttons carry no English word the site writes
itself (a check over every key of the English table), and the page stays accessible."""
import functools
import http.server
import os
import pathlib
import shutil
import subprocess
import tempfile
import threading

import pytest
import yaml

from conftest import BINARY, ROOT, axe_violations, make_driver

# The presentation's English words live in code (PresentationWords); these are the ones a
# walkthrough always shows.
PRESENTATION = ["Initial state", "Index path", "Label", "Before", "After", "What happened",
                "unchanged", "Deletes", "Inserts", "The list is as expected"]


@pytest.fixture(scope="module")
def german_server():
    folder = pathlib.Path(tempfile.mkdtemp(prefix="listdocs-browser-de-"))
    shutil.copytree(ROOT / "Tests/Browser/site/Content", folder / "Content")
    (folder / "listdocs.yml").write_text("title: Listen\nlanguage: de\n", encoding="utf-8")
    env = dict(os.environ, LISTDOCS_TEMPLATES=str(ROOT / "Templates"))
    subprocess.run([str(BINARY), "build", "--source", str(folder), "--output", str(folder / "_site")],
                   check=True, env=env, capture_output=True)

    class Quiet(http.server.SimpleHTTPRequestHandler):
        def log_message(self, *args):
            pass

    handler = functools.partial(Quiet, directory=str(folder / "_site"))
    httpd = http.server.ThreadingHTTPServer(("127.0.0.1", 0), handler)
    threading.Thread(target=httpd.serve_forever, daemon=True).start()
    yield f"http://127.0.0.1:{httpd.server_address[1]}"
    httpd.shutdown()
    shutil.rmtree(folder, ignore_errors=True)


def english_words():
    """Every English word of the site's table that German writes otherwise (its fixed part)."""
    english = yaml.safe_load((ROOT / "Templates/strings/en.yml").read_text(encoding="utf-8"))
    german = yaml.safe_load((ROOT / "Templates/strings/de.yml").read_text(encoding="utf-8"))
    words = []
    for key, word in english.items():
        if german.get(key) == word or key.endswith("HTML") or key.startswith("month") or key == "date":
            continue
        fixed = word.split("{")[0].strip()
        if len(fixed) > 3:
            words.append((key, fixed))
    return words


def shown_text(driver):
    """What the page shows as words: its text without code, scripts and the console."""
    return driver.execute_script("""
        const copy = document.body.cloneNode(true);
        copy.querySelectorAll('pre, code, script, style, svg').forEach(e => e.remove());
        const labels = Array.from(document.querySelectorAll('[aria-label]')).map(e => e.getAttribute('aria-label'));
        return copy.innerText + '\\n' + labels.join('\\n');
    """)


def test_a_german_walkthrough_has_no_english_word_of_the_interface(german_server):
    driver = make_driver()
    try:
        driver.get(german_server + "/walkthroughs/")
        play = driver.find_element("css selector", ".wt-controls button[aria-pressed]")
        assert play.text == "▶ Abspielen"
        assert driver.find_element("css selector", ".theme-switch").text == "Farbschema: System"
        assert driver.find_element("css selector", "html").get_attribute("lang") == "de"
        text = shown_text(driver)
        assert "Ausgangszustand" in text and "Was geschah" in text
        left = [f"{key}: {word}" for key, word in english_words() if word in text]
        left += [word for word in PRESENTATION if word in text.split("\n")]
        assert left == [], left
        assert axe_violations(driver) == []
    finally:
        driver.quit()
