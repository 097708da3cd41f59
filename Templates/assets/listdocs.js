// listdocs: optional enhancements for walkthroughs. Without this script every step is
// still reachable through the step list; this adds the keyboard, deep links and play.
(function () {
  "use strict";
  function setup(walkthrough) {
    var radios = Array.prototype.slice.call(walkthrough.querySelectorAll(".wt-radio"));
    if (radios.length === 0) { return; }
    function current() { return radios.findIndex(function (r) { return r.checked; }); }
    function go(index) {
      if (index < 0 || index >= radios.length) { return; }
      radios[index].checked = true;
      if (history.replaceState) { history.replaceState(null, "", "#" + radios[index].id); }
    }
    var controls = document.createElement("div");
    controls.className = "wt-controls";
    controls.innerHTML = '<button type="button" data-act="prev">◀ Previous</button> ' +
      '<button type="button" data-act="play" aria-pressed="false">▶ Play</button> ' +
      '<button type="button" data-act="next">Next ▶</button>';
    walkthrough.insertBefore(controls, walkthrough.querySelector(".wt-step-list"));
    var timer = null;
    function stop() { if (timer) { clearInterval(timer); timer = null; } controls.querySelector('[data-act="play"]').setAttribute("aria-pressed", "false"); }
    controls.addEventListener("click", function (event) {
      var act = event.target.getAttribute("data-act");
      if (act === "prev") { stop(); go(current() - 1); }
      if (act === "next") { stop(); go(current() + 1); }
      if (act === "play") {
        if (timer) { stop(); return; }
        event.target.setAttribute("aria-pressed", "true");
        if (current() === radios.length - 1) { go(0); }
        timer = setInterval(function () { if (current() >= radios.length - 1) { stop(); } else { go(current() + 1); } }, 1600);
      }
    });
    walkthrough.addEventListener("keydown", function (event) {
      if (event.key === "ArrowRight") { stop(); go(current() + 1); event.preventDefault(); }
      if (event.key === "ArrowLeft") { stop(); go(current() - 1); event.preventDefault(); }
    });
    radios.forEach(function (radio, index) {
      radio.addEventListener("change", function () { if (radio.checked) { go(index); } });
    });
    var target = location.hash ? document.getElementById(location.hash.slice(1)) : null;
    if (target && radios.indexOf(target) >= 0) { go(radios.indexOf(target)); walkthrough.scrollIntoView(); }
  }
  document.addEventListener("DOMContentLoaded", function () {
    Array.prototype.forEach.call(document.querySelectorAll(".walkthrough"), setup);
  });
})();
