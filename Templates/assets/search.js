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

  // A word without its English ending, so that "delete a row" finds "Deleting rows" and
  // "scroll" finds "Scrolling": -ing, -ed, -es, -s and a final -e go (on words of five
  // letters or more), on both sides of every comparison.
  function stem(word) {
    return word.length > 4 ? word.replace(/(ing|ed|es|e|s)$/, "") : word.replace(/s$/, "");
  }
  function words(text) {
    return (text || "").toLowerCase()
      .replace(/0x[0-9a-f\u2026]*/g, " ")
      .replace(/[0-9]+/g, " ")
      .split(/[^a-z\u00c0-\uffff]+/)
      .filter(function (w) { return w.length > 1 && !skip[w]; })
      .map(stem);
  }
  // Whether the query reads like a console line rather than a question: a pasted message
  // holds numbers, quotes or UIKit's own words, and runs long.
  function readsLikeConsole(text) {
    return /reason:|\*\*\*|terminating|nsinternal|nsrange|invalid (update|batch)|0x[0-9a-f]|\[[0-9]+, [0-9]+\]|deadlock|fatal:|attempt(ed)? to/i.test(text)
      || (/[0-9]/.test(text) && text.split(/\s+/).length >= 6);
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
    entry.b = set((entry.words || "").split(" ").filter(function (w) { return w; }).map(stem));
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
      names[stem(n.toLowerCase().replace(/[^a-z]/g, ""))] = true;
    });
    return names;
  }
  function score(entry, query, typing, api, console, weight) {
    // Counts of query words found, each weighted by how rare the word is on the site (a
    // word every page has, like "row", tells less than "scroll"); `found` counts them plain.
    var inCrash = 0, inTitle = 0, inOther = 0, inBody = 0, inCode = 0, found = 0;
    query.forEach(function (w) {
      var wt = weight[w];
      var hit = false;
      if (entry.x && entry.x[w]) { inCrash++; }
      if (entry.t[w]) { inTitle += wt; hit = true; } else if (w === typing) {
        for (var k in entry.t) { if (k.indexOf(w) === 0) { inTitle += wt; hit = true; break; } }
      }
      if (entry.o[w]) { inOther += wt; hit = true; } else if (entry.b[w] && !entry.t[w]) {
        if (api[w]) { inCode += wt; } else { inBody += wt; }
        hit = true;
      }
      if (hit) { found++; }
    });
    if (entry.x && inCrash >= 3 && console) {
      // A message: how much of this walkthrough's exception text the query holds, and how
      // much of the query the text holds (so the items text beats the rows text pasted
      // whole, and a short text does not win a long paste by being inside it).
      var covered = inCrash / entry.xn, held = inCrash / query.length;
      return 1000 * 2 * covered * held / (covered + held) + inCrash + inTitle
        + (entry.reference ? 0.5 : 0);
    }
    if (inTitle + inOther + inCrash + inBody + inCode === 0) { return 0; }
    // A word in the body counts less than one in the title or summary; a section (or a
    // walkthrough) holding every word of the query beats a page holding some.
    var all = found >= query.length ? 1 : 0;
    var named = inTitle + inOther > 0;
    var total = 3 * (inTitle + inCode) + inOther + 0.75 * inBody + 0.5 * inCrash + all
      + (entry.kind === "recipe" && named ? 0.5 : 0);
    // Found by its body alone, a reference page (which names everything) yields to a guide.
    if (entry.reference && !named) { total *= 0.6; }
    // A question is answered by the recipes and sections that teach it; the walkthroughs
    // (stories of one case) come after them, and those named after an exception text, and
    // the crash catalog's entries, last.
    if (console) { return total; }
    if (entry.crash || entry.url.indexOf("crash-catalog/") === 0) { return total / 2; }
    return entry.kind === "walkthrough" ? total * 0.75 : total;
  }
  // Each query word's weight: 1 for a word few entries hold, down to 0.5 for one that
  // half the site's entries or more hold.
  // How many entries hold each word (a typed word: as the start of a title word), counted
  // once per word and kept, since every keystroke asks again for the same words.
  var holders = {};
  function holding(w, typed) {
    var key = (typed ? "^" : "=") + w;
    if (holders[key] === undefined) {
      var count = 0;
      entries.forEach(function (e) {
        var holds = e.t[w] || e.b[w] || e.o[w];
        if (!holds && typed) {
          for (var k in e.t) { if (k.indexOf(w) === 0) { holds = true; break; } }
        }
        if (holds) { count++; }
      });
      holders[key] = count;
    }
    return holders[key];
  }
  function rarity(query, typing) {
    var weight = {};
    query.forEach(function (w) {
      var share = holding(w, w === typing) / Math.max(1, entries.length);
      weight[w] = 1 - 0.5 * Math.min(1, 2 * share);
    });
    return weight;
  }
  function word(key, english, values) {
    return typeof listdocsWord === "function" ? listdocsWord(key, english, values) : english;
  }
  // `text` into `parent`, the words the query holds marked.
  function marked(parent, text, query) {
    text.split(/([a-zA-Z\u00c0-\uffff]+)/).forEach(function (part, i) {
      if (i % 2 === 1 && query[stem(part.toLowerCase())]) {
        var mark = document.createElement("mark");
        mark.textContent = part;
        parent.appendChild(mark);
      } else if (part) {
        parent.appendChild(document.createTextNode(part));
      }
    });
  }
  function option(entry, index, query) {
    var item = document.createElement("li");
    item.id = "site-search-option-" + index;
    item.setAttribute("role", "option");
    var link = document.createElement("a");
    link.href = root + entry.url;
    link.tabIndex = -1;
    if (entry.kind === "all") {
      link.className = "site-search-all";
      link.textContent = entry.title;
      item.appendChild(link);
      return item;
    }
    var kind = document.createElement("span");
    kind.className = "site-search-kind";
    kind.textContent = entry.crash ? word("kindCrash", "Crash") : entry.kind === "recipe"
      ? word("kindRecipe", "Recipe") : entry.kind === "section" ? word("kindSection", "Section")
      : word("kindWalkthrough", "Walkthrough");
    link.appendChild(kind);
    var title = document.createElement("span");
    title.className = "site-search-title";
    // A section is named with its page ("Batch updates and their order › Solution"): a
    // heading alone ("Problem") says little.
    marked(title, entry.kind === "section" && entry.page ? entry.page + " › " + entry.title : entry.title, query);
    link.appendChild(title);
    if (entry.page && entry.kind !== "section") {
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
    var console = readsLikeConsole(text);
    var weight = rarity(query, typing);
    shown = entries
      .map(function (entry, position) {
        return { entry: entry, score: score(entry, query, typing, api, console, weight), position: position };
      })
      .filter(function (r) { return r.score > 0; })
      .sort(function (a, b) { return b.score - a.score || a.position - b.position; })
      .map(function (r) { return r.entry; });
    // Entries a reader cannot tell apart (the same title, page and exception) once.
    var seen = {};
    shown = shown.filter(function (entry) {
      var key = [entry.title, entry.page || "", entry.crash || ""].join("\u0000");
      if (seen[key]) { return false; }
      seen[key] = true;
      return true;
    });
    // Eight in the box; the search page (search/?q=…) shows them all.
    var everything = !!document.querySelector(".search-list");
    var count = shown.length;
    if (!everything && count > 8) {
      shown = shown.slice(0, 8);
      shown.push({ kind: "all", url: "search/?q=" + encodeURIComponent(text),
        title: word("allResults", "All {count} results", { count: count }) });
    }
    list.textContent = "";
    if (shown.length === 0) {
      var none = document.createElement("li");
      none.className = "site-search-none";
      none.textContent = typeof listdocsWord === "function" ?
        listdocsWord("nothingFound", "Nothing found. Try fewer words, or paste the exception's reason.") :
        "Nothing found. Try fewer words, or paste the exception's reason.";
      list.appendChild(none);
    }
    var wanted = set(query);
    shown.forEach(function (entry, index) { list.appendChild(option(entry, index, wanted)); });
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
