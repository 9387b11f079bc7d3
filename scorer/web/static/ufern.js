// nile serve's page, An den Ufern des Nils' own part. Its sowings crop first (scorer/web/sow_ufern.py; uferrev2 defect 5: a cell for
// each crop x each free field made the actions page 3,353 px at 360 px): a crop's cell (a.crop) tapped is picked, and
// the fields of the board where it may be sown are ringed (aria-current, as a field's cells are), the first brought
// into sight if none is; a field then tapped sows the crop there: its entry (the cell's data-sow) is handed to
// page.js as the field's one entry (data-one), which enters it, or adds it to the turn being built, as any one-tap
// target. The crop tapped again is put down. A field the crop picked may not go to is tapped as ever. Without a
// script a crop's cell opens the choices at its first field, as a field does.
(function () {
  "use strict";
  function ringed(board, crop) {
    board.querySelectorAll("a.target[aria-current]").forEach(function (t) { t.removeAttribute("aria-current"); });
    board.querySelectorAll("a.crop").forEach(function (c) { c.setAttribute("aria-pressed", c === crop ? "true" : "false"); });
    if (!crop) return [];
    var sow = JSON.parse(crop.getAttribute("data-sow"));
    crop.setAttribute("aria-current", "true");
    return Array.from(board.querySelectorAll("a.target:not(.cell)")).filter(function (f) {
      var at = f.getAttribute("data-at");
      if (!sow[at]) return false;
      f.setAttribute("aria-current", "true");
      return true;
    });
  }
  function inSight(el) { var r = el.getBoundingClientRect(); return r.bottom > 0 && r.top < window.innerHeight; }
  // (capture: before page.js's own handler of a board's tap, which then enters the field's data-one)
  window.addEventListener("click", function (e) {
    var link = e.target.closest && e.target.closest("svg.board a.target");
    var board = link && link.closest("svg.board");
    if (!board || !window.htmx || e.ctrlKey || e.metaKey || e.shiftKey) return;
    if (link.matches("a.crop")) {
      e.preventDefault();
      e.stopPropagation();
      var fields = ringed(board, link.getAttribute("aria-pressed") === "true" ? null : link);
      if (fields.length && !fields.some(inSight)) fields[0].scrollIntoView({block: "center"});
      return;
    }
    var picked = board.querySelector('a.crop[aria-pressed="true"]');
    var entry = picked && !link.matches(".cell") && JSON.parse(picked.getAttribute("data-sow"))[link.getAttribute("data-at")];
    if (entry) link.setAttribute("data-one", entry);
  }, true);
  // a crop picked stays picked through a poll's redraw (another phone's step), never after this page's own tap
  var kept = null;
  document.addEventListener("htmx:beforeSwap", function (e) {
    var picked = document.querySelector('svg.board a.crop[aria-pressed="true"]');
    kept = picked && e.detail.requestConfig && e.detail.requestConfig.verb === "get"
      && ((e.detail.pathInfo && e.detail.pathInfo.finalRequestPath) || "").indexOf("/part") === 0 ? picked.getAttribute("data-crop") : null;
  });
  document.addEventListener("htmx:afterSwap", function () {
    var crop = kept && document.querySelector('svg.board a.crop[data-crop="' + CSS.escape(kept) + '"]');
    kept = null;
    if (crop) ringed(crop.closest("svg.board"), crop);
  });
})();

// --- the turn being built (section.build, sticky at the screen's foot) never covers what is brought into sight
// (uferrev2 defect 6: a sow cell scrolled into view "if needed" ended under the bar, and the tap went to Done): the
// page's scroll padding at its foot is the bar's height, so a control scrolled to, focused or marked (a place's
// cells, a crop's fields) stops above the bar
(function () {
  "use strict";
  function padded() {
    var bar = document.querySelector("section.build"), root = document.documentElement;
    var height = bar ? Math.ceil(bar.getBoundingClientRect().height) + 8 : 0;
    root.style.scrollPaddingBottom = height ? height + "px" : "";
    root.setAttribute("data-bar-padding", String(height));  // (for the tests)
  }
  document.addEventListener("htmx:afterSwap", padded);
  document.addEventListener("htmx:afterSettle", padded);
  document.addEventListener("toggle", padded, true);  // (the bar's steps opened or folded)
  window.addEventListener("resize", padded);
  if (document.readyState === "loading") document.addEventListener("DOMContentLoaded", padded); else padded();
})();
