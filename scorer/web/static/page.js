// nile serve's page script (the page works without it, as plain links and forms; htmx does the rest)
(function () {
  "use strict";
  // a refusal the page part does not carry (no token, a request too long) or a lost connection, said
  function trouble(text) { var box = document.getElementById("trouble"); box.textContent = text; box.hidden = !text; }
  document.addEventListener("htmx:responseError", function (e) {
    trouble(e.detail.xhr.responseText || ("the server answered " + e.detail.xhr.status));
  });
  document.addEventListener("htmx:sendError", function () {
    trouble("cannot reach the server: is it still running? The page asks again by itself.");
  });

  // what the phone was doing when the page part is redrawn (another phone's move, by a poll): the field
  // being typed in, the filter, the control with the focus, the groups opened; all kept
  var kept = null;
  function focusKey(el) {
    if (!el || el === document.body) return null;
    if (el.id) return {id: el.id};
    if (el.matches("button[name=entry]")) return {entry: el.value};
    if (el.matches("svg a.target")) return {at: el.getAttribute("data-at")};
    if (el.matches("summary")) return {summary: el.textContent.replace(/\s*\(\d+\)$/, "")};
    return null;
  }
  function findKey(key) {
    if (!key) return null;
    if (key.id) return document.getElementById(key.id);
    var all, i;
    if (key.entry !== undefined) {
      all = document.querySelectorAll("button[name=entry]");
      for (i = 0; i < all.length; i++) if (all[i].value === key.entry) return all[i];
    }
    if (key.at) return document.querySelector('svg a.target[data-at="' + CSS.escape(key.at) + '"]');
    if (key.summary) {
      all = document.querySelectorAll("summary");
      for (i = 0; i < all.length; i++) if (all[i].textContent.indexOf(key.summary) === 0) return all[i];
    }
    return null;
  }
  // what stays put on the screen when the part is redrawn (as a browser's own scroll anchoring, which a
  // swapped-out node defeats): the board, else the entry field, else the list of entries
  var ANCHORS = ["svg.board", "form.entry", "form.entries"];
  function anchor() {
    for (var i = 0; i < ANCHORS.length; i++) {
      var el = document.querySelector(ANCHORS[i]);
      if (el) return {selector: ANCHORS[i], top: el.getBoundingClientRect().top};
    }
    return null;
  }
  document.addEventListener("htmx:beforeSwap", function (e) {
    kept = {verb: e.detail.requestConfig.verb, focus: focusKey(document.activeElement), open: [], anchor: anchor()};
    ["entry", "filter", "picked"].forEach(function (id) { var f = document.getElementById(id); if (f) kept[id] = f.value; });
    document.querySelectorAll(".entries details[open] summary").forEach(function (s) {
      kept.open.push(s.textContent.replace(/\s*\(\d+\)$/, ""));
    });
  });
  document.addEventListener("htmx:afterSwap", function () {
    trouble("");
    if (!kept) return;
    var was = kept;
    kept = null;
    if (was.verb === "post") {
      // this phone's own entry: the ruling and the next question in sight, the focus back in the entry
      var main = document.getElementById("table");
      if (main && main.getBoundingClientRect().top < 0) main.scrollIntoView();
      var entry = document.getElementById("entry");
      if (entry) entry.focus({preventScroll: true});
      return;
    }
    var moved = was.anchor && document.querySelector(was.anchor.selector);
    if (moved && window.scrollY > 0) window.scrollBy(0, moved.getBoundingClientRect().top - was.anchor.top);
    ["entry", "filter", "picked"].forEach(function (id) {
      var f = document.getElementById(id);
      if (f && was[id]) { f.value = was[id]; f.dispatchEvent(new Event("input", {bubbles: true})); }
    });
    document.querySelectorAll(".entries details summary").forEach(function (s) {
      if (was.open.indexOf(s.textContent.replace(/\s*\(\d+\)$/, "")) >= 0) s.parentNode.open = true;
    });
    var focused = findKey(was.focus);
    if (focused) focused.focus({preventScroll: true});
  });

  // a tap on a target of the board, a zoom or a close link: the page part swapped in place (the plain
  // link loads the whole page), the address kept so that a reload shows the same
  document.addEventListener("click", function (e) {
    var link = e.target.closest && e.target.closest("svg.board a.target, a.stay");
    if (!link || !window.htmx || e.ctrlKey || e.metaKey || e.shiftKey) return;
    e.preventDefault();
    var url = new URL(link.getAttribute("href"), location.href);
    var opened = url.searchParams.get("at");
    htmx.ajax("GET", url.pathname + url.search, {target: "#table", swap: "outerHTML"}).then(function () {
      history.replaceState(null, "", url.pathname + url.search);
      var box = opened && document.getElementById("tapped");
      if (box) { box.scrollIntoView({block: "nearest"}); box.focus({preventScroll: true}); }
    });
  });

  // the filter box: only the buttons that contain what is typed, their groups open (no script: all show)
  document.addEventListener("input", function (e) {
    if (!e.target.matches("#filter")) return;
    var words = e.target.value.toLowerCase();
    document.querySelectorAll(".entries .plain, .entries details").forEach(function (group) {
      var shown = 0;
      group.querySelectorAll("button").forEach(function (b) {
        b.hidden = words && b.value.toLowerCase().indexOf(words) < 0;
        if (!b.hidden) shown++;
      });
      group.hidden = words && !shown;  // a group with no match goes; one with matches opens
      if (words && shown) group.open = true;
    });
  });
  // a pick (Land Unter: a hand to write down): the boxes ticked make the entry (no script: it is typed), and
  // the entry typed, or kept through a redraw, ticks the boxes it names
  document.addEventListener("change", function (e) {
    var form = e.target.closest && e.target.closest("form.pick");
    if (!form || e.target.type !== "checkbox") return;
    var ticked = Array.from(form.querySelectorAll("input[type=checkbox]:checked")).map(function (b) { return b.value; });
    form.querySelector("#picked").value = form.dataset.entry.replace("{}", ticked.join(" "));
  });
  document.addEventListener("input", function (e) {
    if (!e.target.matches("#picked")) return;
    var named = e.target.value.match(/[^\s\[\]]+/g) || [];
    e.target.form.querySelectorAll("input[type=checkbox]").forEach(function (b) { b.checked = named.indexOf(b.value) >= 0; });
  });

  // Enter in the filter box taps the one entry left, and otherwise does nothing
  document.addEventListener("keydown", function (e) {
    if (e.key !== "Enter" || !e.target.matches("#filter")) return;
    e.preventDefault();
    var left = Array.from(document.querySelectorAll(".entries button")).filter(function (b) { return !b.hidden; });
    if (left.length === 1) left[0].click();
  });
})();
