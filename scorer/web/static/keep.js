// nile serve's page: a turn being built and not yet sent (Ufern's actions, scorer/web/build.py) kept on this phone
// (issue 22 §5, uferrev defect 6). The build lives in the page's address (b, on); the seat link opened again (its
// QR code, a browser restarted, the tab closed) carries neither, and lost it without a word. So each page showing a
// build with steps keeps them in this browser's localStorage, under the page's seat token, with the step it was
// built on (on: how many steps the game had recorded). A seat page opened afresh (no on in its address) at the same
// step, with an empty build, asks the server for the build kept, which rules every step again (nothing recorded,
// a step now refused said so), and says that it was brought back. An emptied build (start again, every step taken
// back), a build of an older step, or one whose turn was sent (a page of that seat with no build) is forgotten.
(function () {
  "use strict";
  var WORDS = (function () {
    var block = document.getElementById("page-words");
    try { return block ? JSON.parse(block.dataset.words) : {}; } catch (err) { return {}; }
  })();
  function say(name, values, count) {  // as page.js says its words
    var forms = WORDS[name] || [name, name, name];
    var form = forms[Math.min(count === undefined ? 1 : count, 2)];
    return form.replace(/\{(\w+)(?::[^}]*)?\}/g, function (all, key) {
      return values && values[key] !== undefined ? String(values[key]) : all;
    });
  }
  // the build on this page: its place in the browser's storage (the page's seat token), its steps and its step
  function building() {
    var form = document.querySelector("section.build form.send");
    if (!form) return null;
    var value = function (name) { var f = form.querySelector("input[name=" + name + "]"); return f ? f.value : ""; };
    return {key: "nile-build:" + (value("t") || "host"), b: value("b"), on: value("on")};
  }
  function stored(key) {
    try { return JSON.parse(localStorage.getItem(key) || "null"); } catch (err) { return null; }
  }
  function store(key, kept) {
    try { if (kept) localStorage.setItem(key, JSON.stringify(kept)); else localStorage.removeItem(key); } catch (err) { /* not kept */ }
  }
  var asking = false;  // the build kept being asked of the server (a poll's redraw meanwhile asks nothing)
  function keep() {
    var here = building();
    if (!here) {  // no build on this page: the turn was sent (here or on another page), nothing left to keep
      var token = document.querySelector("input[name=t]");
      if (token && token.value) store("nile-build:" + token.value, null);
      return;
    }
    var opened = !new URL(location.href).searchParams.has("on");  // the seat link itself, no build in its address
    var kept = stored(here.key);
    if (here.b) { store(here.key, {b: here.b, on: here.on}); return; }
    if (!opened || !kept || kept.on !== here.on) { store(here.key, null); return; }
    if (!asking) bringBack(kept);
  }
  // the build kept asked of the server as a tap asks it (page.js), the address then holding it, and said so
  function bringBack(kept) {
    if (!window.htmx) return;
    asking = true;
    var url = new URL(location.href);
    url.searchParams.set("b", kept.b);
    url.searchParams.set("on", kept.on);
    url.hash = "";
    htmx.ajax("GET", url.pathname + url.search, {target: "#table", swap: "outerHTML"}).then(function () {
      asking = false;
      history.replaceState(null, "", url.pathname + url.search);
      var box = document.querySelector("section.build");
      var steps = document.querySelectorAll("section.build ol li").length;
      if (!box || !steps) return;
      var note = document.createElement("p");
      note.className = "note kept";
      note.setAttribute("role", "status");
      note.textContent = say("buildKept", {count: steps}, steps);
      box.insertBefore(note, box.firstChild);
    });
  }
  document.addEventListener("htmx:afterSwap", keep);
  if (document.readyState === "loading") document.addEventListener("DOMContentLoaded", keep); else keep();
})();
