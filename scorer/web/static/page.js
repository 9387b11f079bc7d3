// nile serve's page script (the page works without it, as plain links and forms; htmx does the rest)
(function () {
  "use strict";
  // the words this script shows, in the page's language: the page gives them as data (JSON in an attribute),
  // each a list of templates with {name} fields, the forms for the counts 0, 1 and more (scorer/web/i18n.py)
  var WORDS = (function () {
    var block = document.getElementById("page-words");
    try { return block ? JSON.parse(block.dataset.words) : {}; } catch (err) { return {}; }
  })();
  function say(name, values, count) {
    var forms = WORDS[name] || [name, name, name];
    var form = forms[Math.min(count === undefined ? 1 : count, 2)];
    return form.replace(/\{(\w+)(?::[^}]*)?\}/g, function (all, key) {
      var value = values && values[key];
      return value === undefined ? all : Array.isArray(value) ? value.join(", ") : String(value);
    });
  }
  // a refusal the page part does not carry (no token, a request too long), said next to the form it came
  // from (a poll's: at the top), and an earlier "Recorded" cleared: it is not this one's (a lost connection:
  // offline, below)
  // A poll's trouble after a tap's (the server still down) is said in the tap's notice, which stays where the
  // player tapped, never moved to the top of the page, off screen on a scrolled phone (fe-table6 problem 9).
  // A tap on the board that enters at once (data-one) is said at the board, where the player looks.
  function trouble(text, form) {
    var box = document.getElementById("trouble");
    var said = document.querySelector(".near-trouble");
    var tapped = form && form.matches && form.matches("form");
    if (text && said && !tapped) { said.textContent = text; box.hidden = true; return; }
    if (tapped && form.matches("form.entry") && boardTap && document.contains(boardTap)) form = boardTap;
    boardTap = null;
    document.querySelectorAll(".near-trouble").forEach(function (old) { old.remove(); });
    box.classList.remove("offline");
    box.textContent = text; box.hidden = !text;
    if (!text || !tapped) return;
    document.querySelectorAll(".ruling.accepted").forEach(function (stale) { stale.remove(); });
    var near = document.createElement("p");
    near.className = "ruling refused near-trouble";
    near.setAttribute("role", "alert");
    near.textContent = text;
    form.parentNode.insertBefore(near, form);
    box.hidden = true;
    near.scrollIntoView({block: "nearest"});
  }
  var boardTap = null;  // the board of a tap that entered at once through the entry form (data-one)
  document.addEventListener("htmx:responseError", function (e) {
    trouble(e.detail.xhr.responseText || say("serverAnswered", {status: e.detail.xhr.status}), e.detail.elt);
  });
  // the referee out of reach (the server stopped, the Wi-Fi lost): said at once in a bar fixed at the top of the
  // screen, in sight wherever the page is scrolled (a tap through htmx.ajax, Ufern's build, has no form to say it
  // beside); a tap lost is said as such, and the polls failing after it leave that said; the bar goes as soon as
  // the referee answers again (a poll's answer brings the page as it is now)
  var TAP_LOST = say("tapLost");
  var POLL_LOST = say("pollLost");
  function offline(text) {
    var box = document.getElementById("trouble");
    if (text === POLL_LOST && box.classList.contains("offline") && box.textContent === TAP_LOST) return;
    document.querySelectorAll(".near-trouble").forEach(function (old) { old.remove(); });
    box.classList.toggle("offline", !!text);
    box.textContent = text; box.hidden = !text;
  }
  function polled(detail) {
    var asked = detail.requestConfig || {};
    return asked.verb === "get" && (asked.path || "").indexOf("/part") === 0;
  }
  document.addEventListener("htmx:sendError", function (e) { offline(polled(e.detail) ? POLL_LOST : TAP_LOST); });
  document.addEventListener("htmx:afterRequest", function (e) {
    var box = document.getElementById("trouble");
    if (box.classList.contains("offline") && e.detail.xhr && e.detail.xhr.status) offline("");  // answered again
  });

  // this phone's own "Recorded: ..." stays when another phone's move comes in by a poll (both are shown:
  // this entry's ruling, then the new last step) while the game is still in the stage the entry was taken
  // in (the box's data-stage, the part's: "round 1, trick 4"); it goes once the game is past it
  var own = null;  // {html: the ruling's section, stage: where its entry was taken}
  // no poll while this phone's entry is on its way: its answer (the ruling) is the page to show, and a
  // poll answered meanwhile would replace the form that waits for it (htmx then drops the ruling)
  var sendingAt = 0;  // when this phone's entry was sent (0: none on its way); a lost answer waits 15 s at most
  var tellSent = false;  // the entry on its way is the tell section's own (its cards tapped are then sent)
  // (so for a tap's own request of the page, a GET: a board's target, a zoom, a build's step, nilrev2 defect 2: the
  // poll's page drawn first, the tap's answer went nowhere)
  document.addEventListener("htmx:beforeRequest", function (e) {
    var verb = e.detail.requestConfig && e.detail.requestConfig.verb;
    if (!polled(e.detail)) {
      sendingAt = Date.now();
      if (verb === "post") tellSent = !!(e.detail.elt && e.detail.elt.closest && e.detail.elt.closest("form.tell"));
    } else if (e.detail.elt && e.detail.elt.id === "table" && sendingAt && Date.now() - sendingAt < 15000) e.preventDefault();
  });
  ["htmx:afterRequest", "htmx:responseError", "htmx:sendError"].forEach(function (name) {
    document.addEventListener(name, function (e) {
      if (e.detail.requestConfig && !polled(e.detail)) sendingAt = 0;
    });
  });

  // what the phone was doing when the page part is redrawn (another phone's move, by a poll): the field
  // being typed in, the filter, the control with the focus, the groups opened; all kept
  var kept = null;
  function focusKey(el) {
    if (!el || el === document.body) return null;
    if (el.id) return {id: el.id};
    if (el.matches("button[name=entry]")) return {entry: el.value};
    if (el.matches("button[name=add]")) return {add: el.value};
    if (el.matches("svg a.cell")) return {one: el.getAttribute("data-one")};
    if (el.matches("svg a.target")) return {at: el.getAttribute("data-at")};
    if (el.matches("summary")) return {summary: summaryName(el)};
    return null;
  }
  function inSight(el) { var r = el.getBoundingClientRect(); return r.top >= 0 && r.top < window.innerHeight - 44; }
  function summaryName(s) { return s.getAttribute("data-group") || s.textContent.trim(); }  // a group's, not its count
  function findKey(key) {
    if (!key) return null;
    if (key.id) return document.getElementById(key.id);
    var all, i;
    if (key.add !== undefined) {
      all = document.querySelectorAll("button[name=add]");
      for (i = 0; i < all.length; i++) if (all[i].value === key.add) return all[i];
    }
    if (key.entry !== undefined) {
      all = document.querySelectorAll("button[name=entry]");
      for (i = 0; i < all.length; i++) if (all[i].value === key.entry) return all[i];
    }
    if (key.one) return document.querySelector('svg a.cell[data-one="' + CSS.escape(key.one) + '"]');
    if (key.at) return document.querySelector('svg a.target[data-at="' + CSS.escape(key.at) + '"]');
    if (key.summary) {
      all = document.querySelectorAll("summary");
      for (i = 0; i < all.length; i++) if (summaryName(all[i]) === key.summary) return all[i];
    }
    return null;
  }
  // the turn being built on the page, as it is shown (its steps, a step not added), to tell a tap that changed it
  function buildSaid() {
    var box = document.querySelector("section.build");
    return box ? Array.from(box.querySelectorAll("ol li, .not-added")).map(function (s) { return s.textContent; }).join("|") : null;
  }
  // what stays put on the screen when the part is redrawn (as a browser's own scroll anchoring, which a
  // swapped-out node defeats): the board, else the entry field, else the list of entries
  var ANCHORS = ["svg.board", "form.entry", "form.entries"];
  // the folds a redraw keeps open (by their titles): the list's groups, the tell section's, a pick's (Land
  // Unter's hand being written: a poll's redraw folded it under the player's finger, fe-table9 problem 1)
  // (NILE's tell section folded beside the player's own step: opened, it stays open while the player taps)
  // (the Recent steps, NILE's table in words at the player's own step: opened to read, they stay open as the
  // other phones' steps come in)
  var OPENED = [".entries details", "form.tell details", "details.pick", "details.tell-fold", "details.recent",
                "details.game-fold"];
  // a tap on this page that asks for the page again (a cell, a target, a button of the list, a take back): the
  // control tapped and where it was on the screen, so that the page stays where the player taps (the next cell
  // in sight, not the top of the page); taken by the next swap that is not a poll's
  var tapAt = null;
  document.addEventListener("click", function (e) {
    var el = e.target.closest && e.target.closest("svg a.target, form.entries button, form.hand button");
    if (!el) { tapAt = null; return; }
    // the control tapped, then the ones before it and after it (the tap may use it up: those before it stay where
    // they were, those after it move up into its place, revboards defect 8: the page then moved 232 px)
    var all = Array.from(document.querySelectorAll(el.matches("svg a.cell") ? "svg a.cell" : el.matches("form.hand button")
      ? "form.hand button" : el.matches("button") ? "form.entries button" : "svg a.target")), at = all.indexOf(el);
    var near = [el].concat(all.slice(Math.max(0, at - 25), at).reverse(), all.slice(at + 1, at + 25));
    tapAt = near.map(function (n) { return {key: focusKey(n), top: n.getBoundingClientRect().top}; })
      .filter(function (n) { return n.key; });
    tapAt.point = e.detail ? {x: e.clientX, y: e.clientY} : null;  // where the finger was (a key's click: nowhere)
  }, true);
  // a control that takes back or ends (a take back, an undo, a build's Done) never comes to lie where the finger just
  // tapped (uferrev2 defect 3: an ebb's field tapped, the page drawn again from its top, and "Take back" lay under the
  // finger, so a second tap 0.9 s later, past still.js's guard, took the card back): after this page's own answer,
  // such a control within NEAR_FINGER px of the tap is moved away from it, the page scrolled just enough (the
  // control above the finger, or below it where the page cannot scroll so far); one held at the screen's foot
  // (at-foot) is put back in the page's flow instead
  var UNDOING = "main form.undo-now button, main details.undo > summary, main section.build a.stay, main section.build button",
    NEAR_FINGER = 24;
  function underFinger(point) {
    return Array.from(document.querySelectorAll(UNDOING)).filter(function (el) {
      var box = el.getBoundingClientRect();
      return (box.width || box.height) && box.left - NEAR_FINGER <= point.x && point.x <= box.right + NEAR_FINGER
        && box.top - NEAR_FINGER <= point.y && point.y <= box.bottom + NEAR_FINGER;
    });
  }
  function offFinger(point) {
    for (var i = 0; point && i < 3; i++) {
      var found = underFinger(point);
      if (!found.length) return;
      var foot = found[0].closest(".at-foot");
      if (foot) { foot.classList.remove("at-foot"); continue; }
      var box = found[0].getBoundingClientRect(), was = window.scrollY;
      window.scrollBy(0, box.bottom + NEAR_FINGER + 2 - point.y);
      if (underFinger(point).indexOf(found[0]) >= 0) window.scrollTo(0, was - (point.y - box.top + NEAR_FINGER + 2));
    }
  }
  // no entering control where the finger just tapped after the page scrolled itself to the next step (uferrev3 defect
  // 1: an ebb's field tapped low on the screen, the page drawn again with the event picker at the board's top, and the
  // page's jump up to it put "desert + arrow" under the finger, entered by a second tap at 500-900 ms): the page is
  // scrolled on to the nearest place where no control lies within NEAR_FINGER px of the finger, the controls that were
  // there all in sight (above the bars held at the screen's foot) where such a place is, else the nearest one; none
  // where the page cannot scroll so far (still.js's guard then holds the second tap)
  var ENTERING = "main button, main svg a.target, main a.button, main summary, main label.card", FOOT = ".at-foot, section.build";
  function clearOfFinger(point) {
    if (!point) return;
    var top = window.scrollY, at = point.y + top, spans = [];
    document.querySelectorAll(ENTERING).forEach(function (el) {
      var box = el.getBoundingClientRect();
      if ((box.width || box.height) && !el.disabled && !el.closest(FOOT + ", #your-turn")
          && box.left - NEAR_FINGER <= point.x && point.x <= box.right + NEAR_FINGER)
        spans.push({top: box.top + top, bottom: box.bottom + top});
    });
    function blocked(y) {
      return spans.filter(function (s) { return s.top - NEAR_FINGER <= y && y <= s.bottom + NEAR_FINGER; });
    }
    var there = blocked(at);
    if (!there.length) return;
    var foot = Array.from(document.querySelectorAll("main " + FOOT.split(", ").join(", main "))).reduce(function (h, el) {
      return h + el.getBoundingClientRect().height;
    }, 0);
    var most = document.documentElement.scrollHeight - window.innerHeight, best = null;
    spans.forEach(function (s) {
      [s.top - NEAR_FINGER - 1, s.bottom + NEAR_FINGER + 1].forEach(function (y) {
        var scroll = y - point.y;
        if (scroll < 0 || scroll > most || blocked(y).length) return;
        var seen = there.every(function (t) { return t.top - scroll >= 0 && t.bottom - scroll <= window.innerHeight - foot; });
        var far = Math.abs(scroll - top) + (seen ? 0 : 1e6);
        if (best === null || far < best.far) best = {far: far, scroll: scroll};
      });
    });
    if (best) window.scrollTo(0, best.scroll);
  }
  // the first control of ``taps`` (the control tapped, then its neighbours: tapAt) still on the page, scrolled
  // back to where it was on the screen; null where none is
  function keepTapped(taps) {
    for (var i = 0; taps && i < taps.length; i++) {
      var same = findKey(taps[i].key);
      if (same) { window.scrollBy(0, same.getBoundingClientRect().top - taps[i].top); return same; }
    }
    return null;
  }
  // the control of the page's head (the rack's tiles to tap, a button of the list, a group's title) nearest the
  // screen's middle, where the board is not there: it stays put whatever another phone's step changed between it
  // and the board (s38 defects 4 and 5: the last step above the board grew, the rack's tiles moved 126 px under a
  // finger about to tap and the tap was lost)
  function headControl(mid) {
    var best = null;
    document.querySelectorAll("main .head button[name=entry], main .head summary").forEach(function (el) {
      var box = el.getBoundingClientRect(), key = focusKey(el);
      if (!key || !(box.width || box.height) || box.bottom < 0 || box.top > window.innerHeight) return;
      var off = Math.abs((box.top + box.bottom) / 2 - mid);
      if (!best || off < best.off) best = {off: off, key: key, top: box.top};
    });
    return best;
  }
  function anchor() {
    // the board's part under the middle of the screen (Ufern: the banks, the cells, the market, the rest; its
    // marks: board_ufern.part_mark), so that a part put in above the one read does not push it away
    var marks = document.querySelectorAll("svg.board [data-part]"), mid = window.innerHeight / 2, read = null;
    for (var k = 0; k < marks.length; k++) {
      var top = marks[k].getBoundingClientRect().top;
      if (top <= mid) read = {selector: 'svg.board [data-part="' + marks[k].getAttribute("data-part") + '"]', top: top};
    }
    if (read && document.querySelector("svg.board").getBoundingClientRect().bottom > mid) return read;
    var board = document.querySelector("svg.board"), held = board && board.getBoundingClientRect();
    if (held && (held.top > mid || held.bottom < mid)) {  // a board, not under the screen's middle
      var control = headControl(mid);
      if (control) return control;
    }
    var pick = document.querySelector("details.pick[open]"), box = pick && pick.getBoundingClientRect();
    if (box && box.bottom > 0 && box.top < window.innerHeight) return {selector: "details.pick", top: box.top};
    for (var i = 0; i < ANCHORS.length; i++) {
      var el = document.querySelector(ANCHORS[i]);
      if (el) return {selector: ANCHORS[i], top: el.getBoundingClientRect().top};
    }
    return null;
  }
  document.addEventListener("htmx:beforeSwap", function (e) {
    var mine = document.querySelector("main .ruling.accepted");
    if (e.detail.requestConfig.verb === "get" && mine && own) own.html = mine.outerHTML;
    else if (e.detail.requestConfig.verb === "get") own = null;
    var path = (e.detail.pathInfo && e.detail.pathInfo.finalRequestPath) || "";
    kept = {verb: e.detail.requestConfig.verb, focus: focusKey(document.activeElement), open: [], anchor: anchor(),
            tap: path.indexOf("/part") !== 0 ? tapAt : null, build: buildSaid(), path: path, scrollY: window.scrollY};
    if (kept.tap) tapAt = null;  // (taken by this page's own answer, never by a poll's)
    var tellAt = document.querySelector("form.tell");  // the turn a tell was tapped in (NILE: data-stage)
    kept.tellStage = tellAt ? tellAt.dataset.stage : null;
    ["entry", "filter", "picked", "told"].forEach(function (id) { var f = document.getElementById(id); if (f) kept[id] = f.value; });
    document.querySelectorAll(OPENED.map(function (q) { return q + "[open] > summary"; }).join(", ")).forEach(function (s) {
      kept.open.push(summaryName(s));
    });
  });
  document.addEventListener("htmx:afterSwap", function () {
    trouble("");
    if (!kept) return;
    var was = kept;
    kept = null;
    // a tell half tapped is dropped once the turn has moved on: the hand it was tapped from has changed since
    // (s38 nilerev2 defect 4: two cards tapped at turn 10, sent with one more at turn 16, one of them planted)
    var tellNow = document.querySelector("form.tell");
    if (was.told && (!tellNow || tellNow.dataset.stage !== was.tellStage)) was.told = "";
    if (was.verb === "post") {
      sendingAt = 0;
      // this phone's own entry: a refusal in sight beside the field it came from, else the ruling and the
      // next question; the focus back in the entry
      var main = document.getElementById("table");
      var refusal = document.getElementById("refusal");
      var accepted = document.querySelector("main .ruling.accepted");
      own = accepted && accepted.getAttribute("data-stage")
        ? {html: accepted.outerHTML, stage: accepted.getAttribute("data-stage")} : null;
      // a step entered at one tap on a cell (Ufern) with more cells to tap on this page (a flood's second card,
      // the opening's plants, the actions that follow): the page stays where the player taps, and the ruling,
      // with its take back, is said at the screen's foot (in the build's bar where a turn is built next)
      // So for any tap whose control (or one beside it) is still there: the next targets are in view, the page does
      // not move (revboards defect 8), and the ruling, where it is out of sight, is said at its foot
      var cellTap = was.tap && was.tap.length && was.tap[0].key.one && document.querySelector("svg.board a.cell");
      var stays = !refusal && was.tap && was.tap.length && keepTapped(was.tap);
      if (refusal) refusal.scrollIntoView({block: "nearest"});
      else if (stays && accepted && (cellTap || !inSight(accepted))) {
        var bar = document.querySelector("section.build");
        accepted.classList.add("at-foot");
        if (bar) bar.insertBefore(accepted, bar.firstChild); else main.appendChild(accepted);
      } else if (!stays) {
        // (a cell used up by its tap, the next step's cells elsewhere, an ebb's event at the board's top: the ruling
        // and its take back said at the screen's foot, not in the page's head, where the jump up puts the finger)
        if (cellTap && accepted) { accepted.classList.add("at-foot"); main.appendChild(accepted); }
        if (main && main.getBoundingClientRect().top < 0) main.scrollIntoView();
        bringTargets();
        if (Math.abs(window.scrollY - was.scrollY) >= 2) clearOfFinger(was.tap && was.tap.point);
      }
      offFinger(was.tap && was.tap.point);
      var entry = document.getElementById("entry");
      if (entry) entry.focus({preventScroll: true});
      if (!tellSent && was.told) tellKeep(was.told);  // another entry sent mid-tell: the cards tapped stay
      var picked = document.getElementById("picked");  // a hand refused keeps its boxes ticked (revcards defect 5)
      if (refusal && picked && was.picked) { picked.value = was.picked; picked.dispatchEvent(new Event("input", {bubbles: true})); }
      return;
    }
    var table = document.getElementById("table");
    if (own && (!table || table.getAttribute("data-stage") !== own.stage)) own = null;  // the game is past it
    if (own && own.html && !document.querySelector("main .ruling.accepted")) {  // kept beside the new last step
      var head = document.querySelector("main .head");
      var last = head && head.querySelector(".ruling");
      // unless the last step is this entry again (another phone's step after it was taken back): it is said
      // once, as the last step with the words of the undo
      var holder = document.createElement("div");
      holder.innerHTML = own.html;
      holder.querySelectorAll("form.undo-now").forEach(function (f) { f.remove(); });  // no longer the last step
      var mineSaid = holder.querySelector("strong"), lastSaid = last && last.querySelector("strong");
      if (mineSaid && lastSaid && mineSaid.textContent.replace(/^Recorded: /, "") ===
          lastSaid.textContent.replace(/^Last step: /, "")) {
        own = null;
      } else {
        if (head) head.insertBefore(holder.firstChild, last || null);
        own.html = null;
      }
    }
    // the page stays where it was: this page's own tap keeps the control tapped where it was on the screen (or,
    // where the tap used it up, the nearest one after it, else before it), a poll keeps the board; the build's
    // bar at the screen's foot shows the steps and Done wherever the player is (fe-table5 problem 4: no jump
    // to the build, no scroll back)
    var same = was.path.indexOf("/part") !== 0 && keepTapped(was.tap);
    var moved = !same && was.anchor && (was.anchor.key ? findKey(was.anchor.key) : document.querySelector(was.anchor.selector));
    if (moved && window.scrollY > 0) window.scrollBy(0, moved.getBoundingClientRect().top - was.anchor.top);
    var built = document.querySelector("section.build");
    var changed = built && was.path.indexOf("/part") !== 0 && buildSaid() !== was.build;
    var tapped = changed || (built && was.path.indexOf("/part") !== 0 && /[?&]add=/.test(was.path));
    if (changed && !document.querySelector("section.build .not-added")) was.entry = "";  // a step typed, added
    ["entry", "filter", "picked", "told"].forEach(function (id) {
      var f = document.getElementById(id);
      if (f && was[id]) { f.value = was[id]; f.dispatchEvent(new Event("input", {bubbles: true})); }
    });
    var toldKept = was.told && document.querySelector("form.tell details.tell-fold, details.tell-fold form.tell");
    if (toldKept) toldKept.closest("details.tell-fold").open = true;  // a tell half tapped is never folded away
    document.querySelectorAll(OPENED.map(function (q) { return q + " > summary"; }).join(", ")).forEach(function (s) {
      if (was.open.indexOf(summaryName(s)) >= 0) s.parentNode.open = true;
    });
    // the focus stays on the control tapped where it is still there, else goes to the bar (which says the step)
    var focused = findKey(was.focus) || (tapped ? built : null);
    if (focused) focused.focus({preventScroll: true});
  });

  // a tap that left the turn being built nothing more to add (or a whole turn typed with its done): the turn
  // is sent at once, by its Done, once the swap has settled (so that htmx sends it: a ruling in place)
  document.addEventListener("htmx:afterSettle", function () {
    var sendNow = document.querySelector("form.send[data-send=now]");
    if (!sendNow) return;
    sendNow.removeAttribute("data-send");
    sendNow.querySelector("button[name=entry]").click();  // as a tap on Done (requestSubmit sent it twice)
  });

  // a tap on a target of the board, a zoom or a close link: the page part swapped in place (the plain
  // link loads the whole page), the address kept so that a reload shows the same
  document.addEventListener("click", function (e) {
    var link = e.target.closest && e.target.closest("svg.board a.target, a.stay");
    if (!link || !window.htmx || e.ctrlKey || e.metaKey || e.shiftKey) return;
    e.preventDefault();
    // a place of a board drawn with one-tap cells (Ufern) with several steps: its cells are the way to enter one, so
    // the tap shows them (marked, the first in sight, focused) instead of a sheet of the same steps (uferpage2); a
    // place with one step (data-one) enters it at one tap, as its label says (uferrev2 defect 4: it only rang its cell)
    var board = link.closest("svg.board");
    if (board && link.matches("a.target:not(.cell)") && board.querySelector("a.cell") && !link.getAttribute("data-one")) {
      showCells(board, link);
      return;
    }
    // a target with one thing to enter there (data-one) enters it at once, through the entry form (its
    // step number and token), as its one choice would: one tap where the player says one thing
    var one = link.getAttribute("data-one");
    var form = document.querySelector("form.entry");
    // while a turn is being built on the page, that one thing is added to the build instead (nothing recorded)
    var build = document.querySelector("section.build[data-add]");
    var href = one && build ? build.getAttribute("data-add") + encodeURIComponent(one) : link.getAttribute("href");
    if (one && !build && form && form.querySelector("#entry")) {
      boardTap = link.closest("svg.board");
      form.querySelector("#entry").value = one;
      form.requestSubmit();
      return;
    }
    var url = new URL(href, location.href);
    var opened = url.searchParams.get("at");
    htmx.ajax("GET", url.pathname + url.search, {target: "#table", swap: "outerHTML"}).then(function () {
      history.replaceState(null, "", url.pathname + url.search);
      var box = opened && document.getElementById("tapped");
      if (box) { box.scrollIntoView({block: "nearest"}); box.focus({preventScroll: true}); }
    });
  });

  // the cells of one place (a field, a market row) marked as the current ones, the first scrolled into sight
  // and focused; the place itself marked too
  function showCells(board, place) {
    var at = place.getAttribute("data-at");
    board.querySelectorAll("a.target[aria-current]").forEach(function (c) { c.removeAttribute("aria-current"); });
    var cells = Array.from(board.querySelectorAll("a.cell")).filter(function (c) {
      return (c.getAttribute("data-places") || "").split(" ").indexOf(at) >= 0;
    });
    if (!cells.length) return;
    place.setAttribute("aria-current", "true");
    cells.forEach(function (c) { c.setAttribute("aria-current", "true"); });
    cells[0].scrollIntoView({block: "center"});
    cells[0].focus({preventScroll: true});
  }

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
    // a hand as written fixed (data-chosen: its cards ticked when drawn): sent once it is whole again and not
    // the same, so a card swapped is two taps, the wrong card and the right one
    if (form.dataset.chosen && ticked.length === Number(form.dataset.count)
        && ticked.slice().sort().join(" ") !== form.dataset.chosen.split(" ").sort().join(" ")) form.requestSubmit();
  });
  document.addEventListener("input", function (e) {
    if (!e.target.matches("#picked")) return;
    var named = e.target.value.match(/[^\s\[\]]+/g) || [];
    e.target.form.querySelectorAll("input[type=checkbox]").forEach(function (b) { b.checked = named.indexOf(b.value) >= 0; });
  });

  // the tell section (NILE: "Tell: I hold"): each picture tapped is added to what is told (kept in #told
  // through a redraw), said under the pictures; the last card not told sends them all as one entry. No
  // script: each picture is a button entering its one card
  function tellShow(form) {
    var told = form.querySelector("#told").value.split("|").filter(Boolean);
    var said = form.querySelector("#tapped-cards");
    said.textContent = told.length ? say("tapped", {count: told.length, of: form.dataset.count, cards: told}, told.length)
      + (form.dataset.kept ? " " + say("tappedKept") : "") : "";
    said.hidden = !told.length;
    form.querySelector(".tell-send").hidden = !told.length;
    return told;
  }
  // the cards tapped before another entry was sent (a flood card tapped mid-tell): kept on the new tell section,
  // those it still offers, never more than the cards left to tell (so never sent by themselves)
  function tellKeep(value) {
    var form = document.querySelector("form.tell");
    if (!form) return;
    var offered = Array.from(form.querySelectorAll("button[data-item]")).map(function (b) { return b.dataset.item; });
    var kept = value.split("|").filter(function (item) { return offered.indexOf(item) >= 0; });
    kept = kept.slice(0, Math.max(0, Number(form.dataset.count) - 1));
    if (!kept.length) return;
    form.dataset.kept = "yes";
    form.querySelector("#told").value = kept.join("|");
    var fold = form.closest("details.tell-fold");  // a tell half tapped is never folded away by the step it met
    if (fold) fold.open = true;
    tellShow(form);
  }
  function tellSend(form, told) {  // the cards tapped, one entry (the pictures' own values are not sent)
    form.querySelectorAll("button[name=entry]").forEach(function (b) { b.removeAttribute("name"); });
    var entry = form.querySelector("input.told-entry");
    entry.name = "entry";
    entry.value = form.dataset.entry.replace("{}", told.join(" "));
    form.requestSubmit();
  }
  // the tell section's notice (NILE: told cards that gave way) dismissed on this phone stays hidden through
  // the redraws, until a new notice says something else (no script: it stays until the seat tells again); the
  // section, drawn first on the page while its notice stands, goes back to its place after the step asked
  function dismissed() { try { return sessionStorage.getItem("tell-dismissed") || ""; } catch (err) { return ""; } }
  function hideDismissed() {
    document.querySelectorAll("form.tell .gave-way").forEach(function (n) {
      n.hidden = n.dataset.notice === dismissed();
      var home = document.getElementById("tell-home"), form = n.closest("form.tell");
      if (n.hidden && home && form) { home.replaceWith(form); form.classList.remove("noticed"); }
    });
  }
  document.addEventListener("htmx:afterSwap", hideDismissed);
  if (document.readyState === "loading") document.addEventListener("DOMContentLoaded", hideDismissed); else hideDismissed();

  // Ufern's board (one-tap cells) at 360 px: where every target of the step (a field, a market space, a cell)
  // lies below the screen, under the question, the last step and the board's other rows, the page is scrolled
  // up to them, at a page's first drawing and after its own entry: the board's top (its caption says the step)
  // at the screen's top, or, where that is not enough, the first target a third down the screen (s34: the eye
  // hunted for them). A poll's redraw never moves the page (another phone's step: see anchor).
  function bringTargets() {
    var board = document.querySelector("svg.board");
    if (!board || !board.querySelector("a.cell")) return;
    var boxes = Array.from(board.querySelectorAll("a.target")).map(function (t) { return t.getBoundingClientRect(); });
    if (!boxes.length || boxes.some(function (r) { return r.top >= 0 && r.bottom <= window.innerHeight; })) return;
    var first = boxes.reduce(function (a, b) { return b.top < a.top ? b : a; });
    if (first.top < 0) return;  // above the screen: the player scrolled past them
    var lift = board.getBoundingClientRect().top;
    if (first.bottom - lift > window.innerHeight) lift = first.top - window.innerHeight / 3;
    window.scrollBy(0, lift);
  }
  if (document.readyState === "loading") document.addEventListener("DOMContentLoaded", bringTargets); else bringTargets();
  document.addEventListener("click", function (e) {
    var form = e.target.closest && e.target.closest("form.tell");
    var button = e.target.closest && e.target.closest("button");
    if (!form || !button) return;
    if (button.matches(".dismiss")) {
      try { sessionStorage.setItem("tell-dismissed", button.closest(".gave-way").dataset.notice); } catch (err) { /* kept hidden until the redraw */ }
      button.closest(".gave-way").hidden = true;
      hideDismissed();
      return;
    }
    var field = form.querySelector("#told");
    if (button.matches(".clear")) { field.value = ""; delete form.dataset.kept; tellShow(form); return; }
    if (button.matches(".send")) { tellSend(form, tellShow(form)); return; }
    if (!button.dataset.item) return;
    e.preventDefault();
    field.value = (field.value ? field.value + "|" : "") + button.dataset.item;
    var told = tellShow(form);
    if (told.length >= Number(form.dataset.count)) tellSend(form, told);
  });
  document.addEventListener("input", function (e) {
    if (e.target.matches("#told")) tellShow(e.target.form);
  });

  // NILE's trade picker (form.trade, scorer/web/trade_nile.py): a card tapped is picked (a card of which two may go,
  // tapped again, is picked twice), tapped once more put back; with two cards picked, Market and Hapi enter the
  // entry the rules allow for that pair (data-pairs: the entry, or why not, said under the buttons). The cards
  // picked are kept in #trade-picked through a redraw by another phone's step (a poll), never after a post.
  function tradePicks(form) {
    var picks = {};
    form.querySelector("#trade-picked").value.split("|").filter(Boolean).forEach(function (key) {
      picks[key] = (picks[key] || 0) + 1;
    });
    return picks;
  }
  function tradeShow(form, picks) {
    var data = JSON.parse(form.dataset.pairs), keys = [], names = [];
    form.querySelectorAll("button.pick").forEach(function (b) {
      var n = picks[b.dataset.key] || 0;
      if (n > Number(b.dataset.most)) n = picks[b.dataset.key] = Number(b.dataset.most);
      b.setAttribute("aria-pressed", n ? "true" : "false");
      if (n) b.dataset.picked = n > 1 ? "✓✓" : "✓"; else delete b.dataset.picked;
      for (var i = 0; i < n; i++) { keys.push(b.dataset.key); names.push(b.dataset.name); }
    });
    keys = keys.filter(function (k) { return form.querySelector('button.pick[data-key="' + CSS.escape(k) + '"]'); });
    form.querySelector("#trade-picked").value = keys.join("|");
    var pair = keys.length === 2 ? data.pairs[keys.slice().sort().join("+")] : null;
    var said = form.querySelector("#trade-said"), why = form.querySelector("#trade-why"), reasons = [];
    said.textContent = keys.length ? say(keys.length < 2 ? "pickedOne" : "pickedTwo", {cards: names}) : say("tapTwo");
    form.querySelectorAll(".trade-send button").forEach(function (b) {
      var got = pair && pair[b.dataset.kind];
      b.disabled = !(got && got[0]);
      b.value = got && got[0] ? got[0] : "";
      var because = got && !got[0] && got[1] >= 0 ? data.why[got[1]] : "";
      if (because && reasons.indexOf(because) < 0) reasons.push(because);
    });
    why.textContent = reasons.length ? say("notAllowed", {reasons: reasons.join(" / ")}) : "";
    why.hidden = !reasons.length;
  }
  document.addEventListener("click", function (e) {
    var button = e.target.closest && e.target.closest("form.trade button.pick");
    if (!button) return;
    var form = button.closest("form.trade"), picks = tradePicks(form), key = button.dataset.key;
    var n = picks[key] || 0, total = Object.keys(picks).reduce(function (s, k) { return s + picks[k]; }, 0);
    if (n < Number(button.dataset.most) && total < 2) picks[key] = n + 1;
    else if (n) delete picks[key];
    var keys = [];
    Object.keys(picks).forEach(function (k) { for (var i = 0; i < picks[k]; i++) keys.push(k); });
    form.querySelector("#trade-picked").value = keys.join("|");
    tradeShow(form, tradePicks(form));
  });
  var tradeKept = "";
  document.addEventListener("htmx:beforeSwap", function (e) {
    var field = document.getElementById("trade-picked");
    tradeKept = field && e.detail.requestConfig.verb === "get" ? field.value : "";
  });
  document.addEventListener("htmx:afterSwap", function () {
    var form = document.querySelector("form.trade");
    if (!form) return;
    form.querySelector("#trade-picked").value = tradeKept;
    tradeKept = "";
    tradeShow(form, tradePicks(form));
  });

  // Ufern's bid picker (form.bid, scorer/web/bid_ufern.py): a crop's plant or + tapped takes one more plant of it, -
  // puts one back; data-bids holds every legal bid's counts with its entry, so a + is offered only where one more
  // plant is still a legal bid, and Bid sends that bid's entry. The counts stay on this page (kept in #bid-picked
  // through a redraw by another phone's step, never sent) until Bid: nothing of the bid is seen elsewhere before.
  function bidCounts(form) {
    var was = form.querySelector("#bid-picked").value.split(",");
    return Array.from(form.querySelectorAll(".bid-crop")).map(function (p, i) { return Number(was[i]) || 0; });
  }
  function bidShow(form, counts) {
    var bids = JSON.parse(form.dataset.bids), rows = form.querySelectorAll(".bid-crop");
    if (bids[counts.join(",")] === undefined) counts = counts.map(function () { return 0; });  // a stale pick
    var said = [];
    rows.forEach(function (p, i) {
      var more = counts.slice(); more[i] += 1;
      var up = bids[more.join(",")] !== undefined;
      p.querySelector(".count").textContent = counts[i];
      p.querySelector(".plus").disabled = p.querySelector(".plus-plant").disabled = !up;
      p.querySelector(".minus").disabled = !counts[i];
      p.querySelector(".plus-plant").setAttribute("aria-pressed", counts[i] ? "true" : "false");
      if (counts[i]) p.querySelector(".plus-plant").dataset.picked = "×" + counts[i];
      else delete p.querySelector(".plus-plant").dataset.picked;
      if (counts[i]) said.push(counts[i] + " " + (p.dataset.word || p.dataset.crop));
    });
    var total = counts.reduce(function (s, k) { return s + k; }, 0);
    form.querySelector("#bid-picked").value = counts.join(",");
    form.querySelector("#bid-said").textContent = total ? say("bidSaid", {crops: said, count: total}, total)
      : say("bidNothing");
    var send = form.querySelector(".bid-send button");
    send.value = bids[counts.join(",")];
    send.textContent = total ? say("bidSend", {count: total}, total) : say("bidSendNothing");
  }
  function bidInit() {
    var form = document.querySelector("form.bid");
    if (!form) return;
    form.querySelector(".bid-crops").hidden = false;
    bidShow(form, bidCounts(form));
  }
  document.addEventListener("click", function (e) {
    var button = e.target.closest && e.target.closest("form.bid .bid-crop button");
    if (!button) return;
    var form = button.closest("form.bid"), counts = bidCounts(form);
    var i = Array.from(form.querySelectorAll(".bid-crop")).indexOf(button.closest(".bid-crop"));
    counts[i] += button.classList.contains("minus") ? -1 : 1;
    if (JSON.parse(form.dataset.bids)[counts.join(",")] === undefined) return;  // never a bid the rules refuse
    form.querySelector("#bid-picked").value = counts.join(",");
    bidShow(form, counts);
  });
  var bidKept = "";
  document.addEventListener("htmx:beforeSwap", function (e) {
    var field = document.getElementById("bid-picked");
    bidKept = field && e.detail.requestConfig.verb === "get" ? field.value : "";
  });
  document.addEventListener("htmx:afterSwap", function () {
    var field = document.getElementById("bid-picked");
    if (field) field.value = bidKept;
    bidKept = "";
    bidInit();
  });
  if (document.readyState === "loading") document.addEventListener("DOMContentLoaded", bidInit); else bidInit();

  // the table's page: the picture of the table (its address changes with each step) keeps the last one shown until
  // the next has loaded, so a step never blanks it meanwhile
  var pictureWas = "";
  document.addEventListener("htmx:beforeSwap", function () {
    var img = document.querySelector(".table-picture img");
    pictureWas = img && img.complete && img.naturalWidth ? img.src : "";
  });
  document.addEventListener("htmx:afterSwap", function () {
    var img = document.querySelector(".table-picture img"), was = pictureWas;
    pictureWas = "";
    if (!img || !was || img.src === was) return;
    var loading = new Image();  // the next picture, put in the place of the last once loaded (never fetched twice)
    loading.alt = img.alt;
    loading.onload = loading.onerror = function () { if (document.contains(img)) img.replaceWith(loading); };
    loading.src = img.src;
    img.src = was;
  });

  // Enter in the filter box taps the one entry left, and otherwise does nothing
  document.addEventListener("keydown", function (e) {
    if (e.key !== "Enter" || !e.target.matches("#filter")) return;
    e.preventDefault();
    var left = Array.from(document.querySelectorAll(".entries button")).filter(function (b) { return !b.hidden; });
    if (left.length === 1) left[0].click();
  });
})();
