// listdocs search: ranks the entries of search.json (written when the site is built) as the
// reader types. A pasted console line finds its crash: addresses and numbers are ignored,
// and a walkthrough whose exception text the line covers ranks by how much of that text it
// covers. Without this script the form leads to search/, a plain list of every entry.
(function () {
  "use strict";
  var form = document.querySelector(".site-search");
  if (!form || !window.fetch) { return; }
  var input = form.querySelector("input");
  var list = form.querySelector(".site-search-results");
  var root = form.getAttribute("data-root") || "";
  var loading = null;
  var entries = [];
  var shown = [];
  var active = -1;
  var skip = {};
  ["the", "to", "of", "in", "and", "or", "is", "be", "by", "for", "on", "at", "with", "that",
    "this", "it", "as", "from", "an", "are", "was", "not"].forEach(function (w) { skip[w] = true; });

  function words(text) {
    return (text || "").toLowerCase()
      .replace(/0x[0-9a-f\u2026]*/g, " ")
      .replace(/[0-9]+/g, " ")
      .split(/[^a-z\u00c0-\uffff]+/)
      .filter(function (w) { return w.length > 1 && !skip[w]; });
  }
  function set(list) {
    var s = {};
    list.forEach(function (w) { s[w] = true; });
    return s;
  }
  function prepare(entry) {
    entry.t = set(words(entry.title));
    entry.x = entry.crash ? set(words(entry.crash)) : null;
    entry.xn = entry.x ? Object.keys(entry.x).length : 0;
    entry.o = set(words([entry.summary, (entry.tags || []).join(" "), entry.page].join(" ")));
    // The body's words, already split and lower-cased when the site was built.
    entry.b = set((entry.words || "").split(" ").filter(function (w) { return w; }));
    return entry;
  }
  function load() {
    if (!loading) {
      loading = fetch(root + "search.json")
        .then(function (response) { return response.json(); })
        .then(function (data) { entries = data.map(prepare); });
    }
    return loading;
  }
  // The API names a query spells as code (`appendItems`, `deleteRows(at:with:)`): the first
  // word of each camel-cased or called name. Found in a body, such a name counts as much as
  // a word of a title, since code is where it lives.
  function apiNames(text) {
    var names = {};
    (text.match(/[A-Za-z_][A-Za-z0-9_]*(?=\()|[a-z]+[A-Z][A-Za-z0-9]*/g) || []).forEach(function (n) {
      names[n.toLowerCase().replace(/[^a-z]/g, "")] = true;
    });
    return names;
  }
  function score(entry, query, typing, api) {
    var inCrash = 0, inTitle = 0, inOther = 0, inBody = 0, inCode = 0;
    query.forEach(function (w) {
      if (entry.x && entry.x[w]) { inCrash++; }
      if (entry.t[w]) { inTitle++; } else if (w === typing) {
        for (var k in entry.t) { if (k.indexOf(w) === 0) { inTitle++; break; } }
      }
      if (entry.o[w]) { inOther++; } else if (entry.b[w] && !entry.t[w]) {
        if (api[w]) { inCode++; } else { inBody++; }
      }
    });
    if (entry.x && inCrash >= 3) {
      // A message: how much of this walkthrough's exception text the query holds.
      return 1000 * inCrash / entry.xn + inCrash + inTitle + (entry.reference ? 0.5 : 0);
    }
    if (inTitle + inOther + inCrash + inBody + inCode === 0) { return 0; }
    // A word in the body counts less than one in the title or summary; a section (or a
    // walkthrough) holding every word of the query beats a page holding some.
    var all = inTitle + inOther + inBody + inCode >= query.length ? 1 : 0;
    // Found by its body alone, a reference page (which names everything) yields to a guide.
    var named = inTitle + inOther > 0;
    return 3 * (inTitle + inCode) + inOther + 0.75 * inBody + 0.5 * inCrash + all
      + (entry.kind === "recipe" && named ? 0.5 : 0) - (entry.reference && !named ? 0.5 : 0);
  }
  function option(entry, index) {
    var item = document.createElement("li");
    item.id = "site-search-option-" + index;
    item.setAttribute("role", "option");
    var link = document.createElement("a");
    link.href = root + entry.url;
    link.tabIndex = -1;
    var title = document.createElement("span");
    title.className = "site-search-title";
    title.textContent = entry.title;
    link.appendChild(title);
    if (entry.page) {
      var page = document.createElement("span");
      page.className = "site-search-page";
      page.textContent = entry.page;
      link.appendChild(page);
    }
    if (entry.crash) {
      var crash = document.createElement("span");
      crash.className = "site-search-crash";
      crash.textContent = entry.crash.split("\n")[0];
      link.appendChild(crash);
    }
    item.appendChild(link);
    return item;
  }
  function close() {
    list.hidden = true;
    input.setAttribute("aria-expanded", "false");
    input.removeAttribute("aria-activedescendant");
    active = -1;
  }
  function highlight(index) {
    var options = list.querySelectorAll("[role=option]");
    options.forEach(function (o, i) { o.setAttribute("aria-selected", i === index ? "true" : "false"); });
    active = index;
    if (index >= 0 && options[index]) {
      input.setAttribute("aria-activedescendant", options[index].id);
      options[index].scrollIntoView({ block: "nearest" });
    } else {
      input.removeAttribute("aria-activedescendant");
    }
  }
  function search() {
    var text = input.value;
    var all = words(text);
    if (all.length === 0) { close(); return; }
    var typing = /[a-z]$/i.test(text) ? all[all.length - 1] : null;
    // Each word once: a message repeats its words, and a match is counted per word.
    var query = Object.keys(set(all));
    var api = apiNames(text);
    shown = entries
      .map(function (entry, position) {
        return { entry: entry, score: score(entry, query, typing, api), position: position };
      })
      .filter(function (r) { return r.score > 0; })
      .sort(function (a, b) { return b.score - a.score || a.position - b.position; })
      .slice(0, 8)
      .map(function (r) { return r.entry; });
    list.textContent = "";
    if (shown.length === 0) {
      var none = document.createElement("li");
      none.className = "site-search-none";
      none.textContent = typeof listdocsWord === "function" ?
        listdocsWord("nothingFound", "Nothing found. Try fewer words, or paste the exception's reason.") :
        "Nothing found. Try fewer words, or paste the exception's reason.";
      list.appendChild(none);
    }
    shown.forEach(function (entry, index) { list.appendChild(option(entry, index)); });
    list.hidden = false;
    input.setAttribute("aria-expanded", "true");
    highlight(shown.length > 0 ? 0 : -1);
  }
  input.addEventListener("focus", load);
  input.addEventListener("input", function () { load().then(search); });
  input.addEventListener("keydown", function (event) {
    if (event.key === "ArrowDown" && shown.length > 0) {
      highlight(Math.min(active + 1, shown.length - 1));
      event.preventDefault();
    } else if (event.key === "ArrowUp" && shown.length > 0) {
      highlight(Math.max(active - 1, 0));
      event.preventDefault();
    } else if (event.key === "Escape") {
      close();
    }
  });
  form.addEventListener("submit", function (event) {
    if (active >= 0 && shown[active]) {
      event.preventDefault();
      window.location.href = root + shown[active].url;
    }
  });
  document.addEventListener("click", function (event) {
    if (!form.contains(event.target)) { close(); }
  });
  // "/" anywhere but in a field goes to the search box, as on most documentation sites.
  document.addEventListener("keydown", function (event) {
    if (event.key !== "/" || event.ctrlKey || event.metaKey || event.altKey) { return; }
    var target = event.target;
    var tag = target && target.tagName;
    if (tag === "INPUT" || tag === "TEXTAREA" || tag === "SELECT" || (target && target.isContentEditable)) { return; }
    event.preventDefault();
    input.focus();
    input.select();
  });
  // The search page itself: run the query it was given.
  var given = new URLSearchParams(window.location.search).get("q");
  if (given && document.querySelector(".search-list")) {
    input.value = given;
    load().then(search);
  }
})();
