/// The script injected into served pages (never into `listdocs build` output): it keeps a
/// WebSocket to the server, reloads the page after a rebuild at the same scroll position
/// and walkthrough step (the step is in the URL's hash), and shows an overlay with the
/// diagnostics while the sources are broken.
enum LiveReloadScript {
    static let source = #"""
        (function () {
          "use strict";
          var key = "listdocs-scroll:" + location.pathname;
          var saved = sessionStorage.getItem(key);
          if (saved !== null) {
            sessionStorage.removeItem(key);
            window.addEventListener("load", function () { window.scrollTo(0, Number(saved)); });
          }
          var overlay = null;
          function showProblems(text) {
            if (!overlay) {
              overlay = document.createElement("div");
              overlay.setAttribute("role", "alert");
              overlay.style.cssText = "position:fixed;inset:0;z-index:2147483647;background:rgba(20,0,0,.92);color:#ffe6e6;" +
                "overflow:auto;padding:2rem;font:14px/1.5 ui-monospace,Menlo,monospace;white-space:pre-wrap";
              document.body.appendChild(overlay);
            }
            overlay.textContent = "listdocs: the last edit does not build; showing the last good version underneath.\n\n" + text;
          }
          function connect(delay) {
            var socket = new WebSocket((location.protocol === "https:" ? "wss://" : "ws://") + location.host + "/__listdocs/ws");
            socket.onmessage = function (event) {
              var data = String(event.data);
              if (data === "reload") {
                sessionStorage.setItem(key, String(window.scrollY));
                location.reload();
              } else if (data.indexOf("problems:") === 0) {
                showProblems(data.slice(9));
              } else if (overlay) {
                overlay.remove();
                overlay = null;
              }
            };
            socket.onopen = function () { delay = 250; };
            socket.onclose = function () { setTimeout(function () { connect(Math.min(delay * 2, 4000)); }, delay); };
          }
          connect(250);
        })();
        """#
}
