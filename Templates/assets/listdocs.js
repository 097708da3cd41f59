// listdocs: optional enhancements for walkthroughs. Without this script every step is
// reachable through the step list (radio inputs and CSS); this adds previous/next, play,
// a speed switch with slow motion, the keyboard (←/→ step, space plays) and deep links
// (#<walkthrough-id>-step-<n>), "Copy link to this step" and "Embed".
// The words the site writes in its language: the page's #listdocs-strings table, English
// where a page (an older custom layout) has none. `{name}` places are filled from `values`.
function listdocsWord(key, english, values) {
  if (!listdocsWord.table) {
    try {
      var element = document.getElementById("listdocs-strings");
      listdocsWord.table = element ? JSON.parse(element.textContent) : {};
    } catch (e) { listdocsWord.table = {}; }
  }
  var text = typeof listdocsWord.table[key] === "string" ? listdocsWord.table[key] : english;
  Object.keys(values || {}).forEach(function (name) { text = text.split("{" + name + "}").join(values[name]); });
  return text;
}

(function () {
  "use strict";
  // The step rules that follow a link's target without the script stand aside.
  document.documentElement.classList.add("js");
  // The sidebar is open without the script; below the width where it stands beside the
  // text it folds into its "Recipes" toggle, so the page starts with the page.
  var nav = document.querySelector(".site-nav-all");
  if (nav && window.matchMedia && !window.matchMedia("(min-width: 90rem)").matches) {
    nav.open = false;
  }
  // The staged paces show a batch's phases one after another, slowed; "real" plays every
  // change of the step at once, in UIKit's own time (the stylesheet's .wt-real).
  var speeds = [["1", listdocsWord("normalSpeed", "Staged, normal speed")], ["0.5", listdocsWord("fast", "Staged, fast")], ["4", listdocsWord("slowMotion", "Staged, slow motion (×4)")], ["real", listdocsWord("realSpeed", "UIKit's real speed")]];

  function setup(walkthrough) {
    var radios = Array.prototype.slice.call(walkthrough.querySelectorAll(":scope > .wt-radio"));
    if (radios.length === 0) { return; }
    var timer = null;
    function current() { return radios.findIndex(function (r) { return r.checked; }); }
    var status = walkthrough.querySelector(".wt-status");
    function announce(index) {
      // Only the step's caption is read out, not the whole panel.
      var caption = walkthrough.querySelectorAll(".wt-panel .wt-caption")[index];
      if (status && caption) { status.textContent = caption.textContent; }
    }
    // An open whole method scrolls, inside its box, to the lines of the step shown.
    function revealLitLines(index) {
      Array.prototype.forEach.call(walkthrough.querySelectorAll("details.wt-method.s" + index + "[open] pre"), function (pre) {
        var line = pre.querySelector(".cl.s" + index);
        if (line) { pre.scrollTop += line.getBoundingClientRect().top - pre.getBoundingClientRect().top - pre.clientHeight / 3; }
      });
    }
    Array.prototype.forEach.call(walkthrough.querySelectorAll("details.wt-method"), function (d) {
      d.addEventListener("toggle", function () { if (d.open) { revealLitLines(current()); } });
    });
    function go(index, updateHash) {
      if (index < 0 || index >= radios.length) { return; }
      radios[index].checked = true;
      var caption = walkthrough.querySelectorAll(".wt-panel .wt-caption")[index];
      if (caption) { now.textContent = caption.textContent; }
      if (updateHash) { announce(index); }
      var focused = document.activeElement;
      prev.disabled = index === 0;
      next.disabled = index === radios.length - 1;
      // A button disabled under the keyboard's focus drops it to the page's body, where the
      // arrow keys no longer reach the walkthrough: the focus moves to the other button.
      if (focused && focused.disabled && (focused === prev || focused === next)) {
        (!next.disabled ? next : !prev.disabled ? prev : play).focus();
      }
      revealLitLines(index);
      // The page's own address, even where a <base> (the embed page's) points elsewhere.
      if (updateHash && history.replaceState) { history.replaceState(null, "", location.pathname + location.search + "#" + radios[index].id); }
    }
    function button(text, label) {
      var b = document.createElement("button");
      b.type = "button";
      b.textContent = text;
      b.setAttribute("aria-label", label);
      return b;
    }
    var controls = document.createElement("div");
    controls.className = "wt-controls";
    var prev = button(listdocsWord("previous", "◀ Previous"), listdocsWord("previousStep", "Previous step"));
    var play = button(listdocsWord("play", "▶ Play"), listdocsWord("playWalkthrough", "Play the walkthrough"));
    var next = button(listdocsWord("next", "Next ▶"), listdocsWord("nextStep", "Next step"));
    play.setAttribute("aria-pressed", "false");
    var speed = document.createElement("select");
    speed.setAttribute("aria-label", listdocsWord("animationSpeed", "Animation speed"));
    speeds.forEach(function (s) {
      var option = document.createElement("option");
      option.value = s[0];
      option.textContent = s[1];
      speed.appendChild(option);
    });
    prev.setAttribute("aria-keyshortcuts", "ArrowLeft");
    next.setAttribute("aria-keyshortcuts", "ArrowRight");
    play.setAttribute("aria-keyshortcuts", "Space");
    // The keyboard shortcuts, said where the controls are (they work while focus is
    // anywhere in the walkthrough).
    // What the pace shows, said under the controls: staged is not how UIKit times it.
    var pace = document.createElement("p");
    pace.className = "wt-pace";
    function describePace() {
      pace.textContent = speed.value === "real"
        ? listdocsWord("realNote", "UIKit's real speed: every change of the step at once, in 0.3 s.")
        : listdocsWord("stagedNote", "Staged and slowed down: deletes, then moves, inserts and reloads, one after another. UIKit runs them all at once, in about 0.3 s.");
    }
    describePace();
    var keys = document.createElement("p");
    keys.className = "wt-keys";
    keys.innerHTML = listdocsWord("keysHTML", "Keys: <kbd>←</kbd> <kbd>→</kbd> step, <kbd>Space</kbd> plays");
    var parts = [prev, play, next, speed];
    // "Embed": copies an <iframe> of the walkthrough's embed page, at its full address.
    var embed = walkthrough.getAttribute("data-embed");
    if (embed && navigator.clipboard) {
      var share = button(listdocsWord("embed", "Embed"), listdocsWord("embedTitle", "Copy an iframe that embeds this walkthrough"));
      share.className = "wt-embed";
      share.addEventListener("click", function () {
        var title = walkthrough.getAttribute("aria-label") || listdocsWord("walkthrough", "Walkthrough");
        // The frame, then a few lines that let it take the height the embed page reports
        // (from that frame only, a number only).
        var snippet = '<iframe src="' + new URL(embed, document.baseURI).href + '" title="' +
          title.replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/</g, "&lt;") +
          '" width="100%" height="' + (walkthrough.getAttribute("data-embed-height") || "520") +
          '" style="border:0;max-width:46rem" loading="lazy" data-listdocs-embed></iframe>\n' +
          '<script>addEventListener("message",function(e){var h=e.data&&e.data.listdocsEmbedHeight;' +
          'if(typeof h!=="number"||!(h>0&&h<20000))return;' +
          'document.querySelectorAll("iframe[data-listdocs-embed]").forEach(function(f){' +
          'if(f.contentWindow===e.source)f.style.height=Math.ceil(h)+"px";});});<\/script>';
        navigator.clipboard.writeText(snippet).then(function () {
          share.textContent = listdocsWord("embedCopied", "Embed code copied");
          setTimeout(function () { share.textContent = listdocsWord("embed", "Embed"); }, 1500);
        });
      });
      parts.push(share);
    }
    // On a phone the device, the step's code and its table do not fit one screen: the
    // step's caption stays in the controls' bar, and a switch shows one of the three.
    var now = document.createElement("p");
    now.className = "wt-now";
    var views = document.createElement("div");
    views.className = "wt-views";
    views.setAttribute("role", "group");
    views.setAttribute("aria-label", listdocsWord("viewsLabel", "What the walkthrough shows"));
    var viewButtons = [["device", listdocsWord("viewDevice", "Device")], ["code", listdocsWord("viewCode", "Code")], ["table", listdocsWord("viewTable", "State table")]].map(function (v) {
      var b = button(v[1], v[1]);
      b.setAttribute("data-view", v[0]);
      b.addEventListener("click", function () { show(v[0]); });
      views.appendChild(b);
      return b;
    });
    function show(view) {
      walkthrough.setAttribute("data-view", view);
      viewButtons.forEach(function (b) { b.setAttribute("aria-pressed", String(b.getAttribute("data-view") === view)); });
    }
    show("device");
    parts.push(views, now, pace, keys);
    parts.forEach(function (c) { controls.appendChild(c); });
    var side = walkthrough.querySelector(".wt-side");
    var body = walkthrough.querySelector(".wt-body");
    // On a phone the controls sit above the device and stay in reach while it scrolls by;
    // on a wide screen they head the step list.
    var narrow = window.matchMedia ? window.matchMedia("(max-width: 40rem)") : null;
    function place() {
      if (narrow && narrow.matches) { body.insertBefore(controls, body.firstChild); }
      else { side.insertBefore(controls, side.firstChild); }
    }
    place();
    if (narrow && narrow.addEventListener) { narrow.addEventListener("change", place); }

    // How long Play stays on a step at normal speed: long enough to read its caption and
    // see its change (1.8 s was too short to read a step).
    var playPause = 3200;
    function stop() {
      if (timer) { clearTimeout(timer); timer = null; }
      play.setAttribute("aria-pressed", "false");
      play.textContent = listdocsWord("play", "▶ Play");
    }
    function tick() {
      if (current() >= radios.length - 1) { stop(); return; }
      go(current() + 1, true);
      // A step's animation takes about a second; the rest of the pause is for its caption.
      timer = setTimeout(tick, playPause * (speed.value === "real" ? 1 : Number(speed.value)));
    }
    prev.addEventListener("click", function () { stop(); go(current() - 1, true); });
    next.addEventListener("click", function () { stop(); go(current() + 1, true); });
    play.addEventListener("click", function () {
      if (timer) { stop(); return; }
      play.setAttribute("aria-pressed", "true");
      play.textContent = listdocsWord("pause", "❚❚ Pause");
      if (current() === radios.length - 1) { go(0, true); }
      timer = setTimeout(tick, 600);
    });
    speed.addEventListener("change", function () {
      var real = speed.value === "real";
      walkthrough.classList.toggle("wt-real", real);
      walkthrough.style.setProperty("--speed", real ? "1" : speed.value);
      describePace();
    });
    walkthrough.addEventListener("keydown", function (event) {
      if (event.target === speed) { return; }
      if (event.key === "ArrowRight") { stop(); go(current() + 1, true); event.preventDefault(); }
      else if (event.key === "ArrowLeft") { stop(); go(current() - 1, true); event.preventDefault(); }
      else if (event.key === " " && event.target.tagName !== "BUTTON") { play.click(); event.preventDefault(); }
    });
    radios.forEach(function (radio, index) {
      radio.addEventListener("change", function () { if (radio.checked) { stop(); go(index, true); } });
    });
    // "Copy link to this step": the page's address with the step's hash.
    if (navigator.clipboard) {
      Array.prototype.forEach.call(walkthrough.querySelectorAll(".wt-panel"), function (panel, index) {
        var caption = panel.querySelector(".wt-caption");
        if (!caption || !radios[index]) { return; }
        var link = document.createElement("button");
        link.type = "button";
        link.className = "wt-step-link";
        link.textContent = listdocsWord("copyStepLink", "Copy link to this step");
        link.addEventListener("click", function () {
          var address = location.href.split("#")[0] + "#" + radios[index].id;
          navigator.clipboard.writeText(address).then(function () {
            link.textContent = listdocsWord("linkCopied", "Link copied");
            setTimeout(function () { link.textContent = listdocsWord("copyStepLink", "Copy link to this step"); }, 1500);
          });
        });
        caption.parentNode.insertBefore(link, caption.nextSibling);
      });
    }
    walkthrough.tabIndex = -1;
    go(Math.max(0, current()), false);
    function followHash() {
      var target = location.hash ? document.getElementById(hashTarget(location.hash)) : null;
      var wanted = radios.indexOf(target);
      if (wanted >= 0) { stop(); go(wanted, false); walkthrough.scrollIntoView(); }
    }
    window.addEventListener("hashchange", followHash);
    followHash();
  }

  // The id a hash names; a hash that is not valid percent-encoding (`#%`) names itself
  // rather than stopping the script.
  function hashTarget(hash) {
    try { return decodeURIComponent(hash.slice(1)); } catch (error) { return hash.slice(1); }
  }

  function start() { Array.prototype.forEach.call(document.querySelectorAll(".walkthrough"), setup); }
  // Print unfolds the model each walkthrough's code relies on (and folds it back after).
  var unfolded = [];
  window.addEventListener("beforeprint", function () {
    unfolded = Array.prototype.filter.call(document.querySelectorAll("details.wt-model"), function (d) { return !d.open; });
    unfolded.forEach(function (d) { d.open = true; });
  });
  window.addEventListener("afterprint", function () {
    unfolded.forEach(function (d) { d.open = false; });
    unfolded = [];
  });
  if (document.readyState === "loading") { document.addEventListener("DOMContentLoaded", start); } else { start(); }
})();

// Copy buttons: every code block gets one (a real button, so the keyboard reaches it).
(function () {
  "use strict";
  if (!navigator.clipboard) { return; }
  // Generated code holds a box per line (class "cl") and no line breaks: its lines, joined.
  function codeText(code) {
    var lines = code.querySelectorAll(".cl");
    if (!lines.length) { return code.textContent; }
    return Array.prototype.map.call(lines, function (line) { return line.textContent; }).join("\n");
  }
  function add() {
    Array.prototype.forEach.call(document.querySelectorAll("main pre > code"), function (code) {
      var pre = code.parentNode;
      if (pre.querySelector(".copy-button")) { return; }
      var button = document.createElement("button");
      // A block may name its button (the explain page's "Copy recipe").
      var label = pre.getAttribute("data-copy-label") || listdocsWord("copy", "Copy");
      button.type = "button";
      button.className = "copy-button";
      button.textContent = label;
      button.setAttribute("aria-label", pre.getAttribute("data-copy-label") || listdocsWord("copyCode", "Copy the code"));
      button.addEventListener("click", function () {
        navigator.clipboard.writeText(codeText(code)).then(function () {
          button.textContent = listdocsWord("copied", "Copied");
          setTimeout(function () { button.textContent = label; }, 1500);
        }, function () { button.textContent = listdocsWord("selectAndCopy", "Select and copy"); });
      });
      pre.classList.add("has-copy");
      pre.appendChild(button);
    });
  }
  if (document.readyState === "loading") { document.addEventListener("DOMContentLoaded", add); } else { add(); }
})();

// A page opened from disk (file://): its links name folders, which a browser shows as
// listings there, and search cannot read its index. Say so, and how to see the site.
(function () {
  "use strict";
  if (location.protocol !== "file:") { return; }
  function warn() {
    if (document.querySelector(".ld-from-disk")) { return; }
    var note = document.createElement("p");
    note.className = "ld-from-disk";
    note.setAttribute("role", "note");
    note.innerHTML = listdocsWord("openedFromDiskHTML", "This page was opened from disk, where links to other pages and search do not work. " +
      "Run <code>listdocs serve</code> in the site's folder and open <a href=\"http://127.0.0.1:4000/\">http://127.0.0.1:4000/</a>, " +
      "or serve <code>_site/</code> with any web server.");
    document.body.insertBefore(note, document.body.firstChild);
  }
  if (document.readyState === "loading") { document.addEventListener("DOMContentLoaded", warn); } else { warn(); }
})();

// The light/dark/system switch in the header: each press moves to the next theme, and the
// choice is remembered per reader (localStorage) for every page of the site; "system"
// follows the device. Without JavaScript the page follows the device.
(function () {
  "use strict";
  var header = document.querySelector(".site-header");
  if (!header) { return; }
  var themes = ["system", "light", "dark"];
  var names = { system: listdocsWord("themeSystem", "System"), light: listdocsWord("themeLight", "Light"), dark: listdocsWord("themeDark", "Dark") };
  function current() {
    var t = document.documentElement.getAttribute("data-theme");
    return t === "light" || t === "dark" ? t : "system";
  }
  // The page draws the switch with a name per theme, so that it does not move the header
  // when this script runs; a layout of the site's own without it gets one made here.
  var button = header.querySelector(".theme-switch");
  var drawn = button !== null && button.querySelector("[data-theme-name]") !== null;
  if (!button) {
    button = document.createElement("button");
    button.type = "button";
    button.className = "theme-switch";
  }
  function label() {
    if (!drawn) { button.textContent = listdocsWord("theme", "Theme: {theme}", { theme: names[current()] }); }
    button.setAttribute("aria-label", listdocsWord("themeLabel", "Colour theme: {theme} (press for the next)", { theme: names[current()] }));
  }
  button.addEventListener("click", function () {
    var next = themes[(themes.indexOf(current()) + 1) % themes.length];
    if (next === "system") {
      document.documentElement.removeAttribute("data-theme");
    } else {
      document.documentElement.setAttribute("data-theme", next);
    }
    try {
      if (next === "system") { localStorage.removeItem("listdocs-theme"); } else { localStorage.setItem("listdocs-theme", next); }
    } catch (e) {}
    label();
  });
  label();
  if (button.parentNode) { return; }
  var title = header.querySelector(".site-title");
  if (title && title.nextSibling) { header.insertBefore(button, title.nextSibling); } else { header.appendChild(button); }
})();

// "On this page" marks the section being read: the last heading that has scrolled past the
// top third of the window gets aria-current="location" in the list.
(function () {
  "use strict";
  var links = Array.prototype.slice.call(document.querySelectorAll(".toc a[href^='#']"));
  if (links.length === 0 || !window.requestAnimationFrame) { return; }
  var targets = links.map(function (link) {
    return document.getElementById(decodeURIComponent(link.getAttribute("href").slice(1)));
  });
  var pending = false;
  function mark() {
    pending = false;
    var line = window.innerHeight / 3;
    var current = -1;
    targets.forEach(function (target, index) {
      if (target && target.getBoundingClientRect().top <= line) { current = index; }
    });
    links.forEach(function (link, index) {
      if (index === current) { link.setAttribute("aria-current", "location"); } else { link.removeAttribute("aria-current"); }
    });
  }
  window.addEventListener("scroll", function () {
    if (!pending) { pending = true; window.requestAnimationFrame(mark); }
  }, { passive: true });
  mark();
})();

// An embed page inside another site's frame tells that page how tall it is now (at load,
// on every step, when the window narrows), so the frame the Embed button's snippet makes
// grows and shrinks with the step shown instead of scrolling inside itself. Only a
// number is sent; the snippet sizes only the frame the message came from.
(function () {
  "use strict";
  var root = document.documentElement;
  if (!root.classList.contains("ld-embed") || window.parent === window) { return; }
  var last = 0;
  function tell() {
    var height = Math.ceil(document.body.getBoundingClientRect().height);
    if (height === last || height <= 0) { return; }
    last = height;
    window.parent.postMessage({ listdocsEmbedHeight: height }, "*");
  }
  function watch() {
    tell();
    if (window.ResizeObserver) { new ResizeObserver(tell).observe(document.body); }
    document.addEventListener("change", function () { setTimeout(tell, 0); });
    window.addEventListener("resize", tell);
  }
  if (document.readyState === "loading") { document.addEventListener("DOMContentLoaded", watch); } else { watch(); }
})();
