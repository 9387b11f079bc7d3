// nile serve's page on a laptop (at least 1000 px wide, page.css): Ufern's board, drawn for a 360 px phone and
// stretched to its column (about 670 px at 1280 x 800), ran 2-3 screens down, its market two screens below the east
// bank (uferrev defect 6). There it is drawn as large as lets the whole board down to the market's foot (the drawing's
// "status" part: the words under it may stay below) fit the screen's height, never wider than its column (which then
// shrinks to it, the controls taking the rest). A board with targets to tap is never drawn smaller than the phone's
// (a 44-unit target stays 44 px: 5b8661b undid a board shrunk to the window for that), so where a turn's cells lie
// above the market it may stay below; the table's read-only board may go down to 3/4 of it (13 px labels at 10 px).
// Ufern's drawing laid out wide where the server says how (its data-wide: scorer/web/wide_ufern.py), the banks and the
// market side by side, may take the page's width but the controls' (a phone's column): at 1280 x 800 a board of
// 878 px with 14 px labels, not a strip of 302 px with 10 px labels beside two thirds of words (uferrev3 defect 3).
// A phone, or a board with no market (the other games), is left as page.css draws it.
(function () {
  "use strict";
  var WIDE = window.matchMedia("(min-width: 1000px)");
  var LEAST = 0.75;  // the least scale of a board with nothing to tap; one with targets: 1
  var CONTROLS = 340;  // the controls' least width beside a board laid out wide (a phone's column, about)
  // the drawing laid out wide (scorer/web/wide_ufern.py: the market and the status words moved beside the banks), or
  // as a phone's (its viewBox as the server drew it, its groups where they were): the height to fit (in units) of
  // the wide one, null for a phone's or a drawing without a wide layout
  function layout(svg, wide) {
    var size = (svg.getAttribute("data-wide") || "").split(" ").map(Number);
    if (size.length !== 3) return null;
    if (!svg.hasAttribute("data-phone")) svg.setAttribute("data-phone", svg.getAttribute("viewBox"));
    var moved = svg.querySelectorAll("g.wide-move");
    for (var k = 0; k < moved.length; k++) {
      if (wide) moved[k].setAttribute("transform", "translate(" + moved[k].getAttribute("data-wide-at") + ")");
      else moved[k].removeAttribute("transform");
      // (a market the phone's drawing leaves out, a turn's targets on the fields only: shown laid out wide alone)
      if (moved[k].classList.contains("wide-only")) moved[k].setAttribute("display", wide ? "inline" : "none");
    }
    svg.setAttribute("viewBox", wide ? "0 0 " + size[0] + " " + size[1] : svg.getAttribute("data-phone"));
    return wide ? size[2] : null;
  }
  function fit() {
    var svg = document.querySelector(".board-side svg.board");
    var foot = svg && svg.querySelector("rect.part[data-part=status]");
    if (!foot || !svg.viewBox || !svg.viewBox.baseVal || !svg.viewBox.baseVal.width) return;
    var play = svg.closest(".play");
    svg.style.width = "";  // as page.css draws it (its column's width measured so, on a resize too)
    if (play) play.classList.remove("fitted");
    var wide = layout(svg, WIDE.matches);
    if (!WIDE.matches) return;
    var units = wide || Number(foot.getAttribute("y"));
    var side = svg.closest(".board-side");
    var above = svg.getBoundingClientRect().top - side.getBoundingClientRect().top;  // (the sticky column's words)
    var top = Math.max(8 + above, svg.getBoundingClientRect().top);  // where the board starts on the screen
    var room = window.innerHeight - 8 - top;
    var scale = Math.max(svg.querySelector("a.target") ? 1 : LEAST, room / units);
    var column = side.getBoundingClientRect().width;
    // laid out wide, the board may take the page's width but the controls' (at 1280 x 800 about 890 px: 14 px labels)
    if (wide && play) column = Math.max(column, play.getBoundingClientRect().width - 24 - CONTROLS);
    svg.style.width = Math.min(Math.floor(svg.viewBox.baseVal.width * scale), Math.floor(column)) + "px";
    if (play) play.classList.add("fitted");  // the board's column as wide as the board, the controls beside it
  }
  // after a swap, before page.js puts the page back where it was (its listener, on the way up, measures the board
  // as fitted: this one runs on the way down)
  document.addEventListener("htmx:afterSwap", fit, true);
  window.addEventListener("resize", fit);
  window.addEventListener("load", fit);  // (again once the page is laid out whole: its images, its fonts)
  if (document.readyState === "loading") document.addEventListener("DOMContentLoaded", fit); else fit();
})();
