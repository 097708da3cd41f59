"""A site built for a sub-path (`--base-url https://example.org/docs/`) and served under
`/docs/` has no broken link: every page, stylesheet, script, image and in-page anchor that
a page points at exists, the 404 page's links included (it is served at any depth)."""
import html.parser
import os
import pathlib
import subprocess
import urllib.parse

from conftest import BINARY, ROOT

BASE = "https://example.org/docs/"


class Links(html.parser.HTMLParser):
    def __init__(self):
        super().__init__()
        self.links = []
        self.ids = set()
        # A page's <base> (the embed pages have one): its links resolve against it.
        self.base = None

    def handle_starttag(self, tag, attrs):
        attrs = dict(attrs)
        if "id" in attrs:
            self.ids.add(attrs["id"])
        if tag == "base":
            self.base = attrs.get("href")
            return
        for name in ("href", "src"):
            if name in attrs and attrs[name] is not None:
                self.links.append(attrs[name])
        if tag == "form" and attrs.get("action"):
            self.links.append(attrs["action"])


def parse(path):
    parser = Links()
    parser.feed(path.read_text(encoding="utf-8"))
    return parser


def test_a_sub_path_site_has_no_broken_link(tmp_path):
    served = tmp_path / "www"
    out = served / "docs"
    env = dict(os.environ, LISTDOCS_TEMPLATES=str(ROOT / "Templates"))
    subprocess.run([str(BINARY), "build", "--source", str(ROOT), "--output", str(out), "--base-url", BASE],
                   check=True, env=env, capture_output=True)
    pages = sorted(out.rglob("*.html"))
    assert len(pages) > 10
    ids = {}

    def target(page_url, link):
        """The served file a link reaches, with its fragment; None for other sites."""
        absolute = urllib.parse.urljoin(page_url, link)
        parts = urllib.parse.urlsplit(absolute)
        if parts.scheme in ("mailto", "javascript", "data") or parts.netloc not in ("example.org", ""):
            return None
        if parts.netloc == "" and parts.scheme not in ("http", "https", ""):
            return None
        path = parts.path
        assert path.startswith("/docs/"), f"{page_url}: {link} leaves the site's sub-path"
        file = served / path.lstrip("/")
        if path.endswith("/"):
            file = file / "index.html"
        return file, parts.fragment

    broken = []
    checked = 0
    for page in pages:
        relative = page.relative_to(served).as_posix()
        urls = ["https://example.org/" + relative]
        if page.name == "404.html":
            # A server shows the 404 page for any missing address, however deep.
            urls.append("https://example.org/docs/no/such/page/")
        parsed = parse(page)
        links = parsed.links
        for url in urls:
            base = urllib.parse.urljoin(url, parsed.base) if parsed.base else url
            for link in links:
                found = target(base, link)
                if found is None:
                    continue
                file, fragment = found
                checked += 1
                if not file.exists():
                    broken.append(f"{url}: {link} -> {file.relative_to(served)} is missing")
                    continue
                if fragment and file.suffix == ".html":
                    if file not in ids:
                        ids[file] = parse(file).ids
                    if fragment not in ids[file]:
                        broken.append(f"{url}: {link} -> #{fragment} is not on the page")
    assert broken == [], "\n".join(broken[:20])
    assert checked > 900  # every page's own links were followed, not skipped
