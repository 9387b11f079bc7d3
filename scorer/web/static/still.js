// nile serve's page, held still under the player's finger (issue 22 §5; page.js does the rest): "Your turn" said where
// the seat's step came while its controls are off-screen, a tap never lost to a redraw, no poll answered over a tap's
(function () {
  "use strict";
  var WORDS = (function () {
    var block = document.getElementById("page-words");
    try { return block ? JSON.parse(block.dataset.words) : {}; } catch (err) { return {}; }
  })();
  function word(name) { return (WORDS[name] || [name, name, name])[1]; }

  // --- "Your turn" (revcards defect 8): another phone's step made it this seat's while it had scrolled away from the
  // step's controls. A bar at the screen's top says so in words (main's data-yours: "Your turn: Anna turns up a flood
  // card") with an arrow to where they are; tapped, it brings them into sight and puts the focus on the first of them
  // (the entry field where the step is typed). It goes once they are in sight. Never on this page's own entry's answer.
  // the step's controls, the first kind the page has: the step framed first (NILE), the hand's cards to tap, the
  // board's targets, a bid, the list of entries, the cards to tell, a pick, the entry field
  var STEP = ["section.step-now", "form.hand button.card", "svg.board a.target", "form.bid", "form.entries button",
              "form.tell", "form.pick", "form.entry"];
  function stepControls() {
    for (var i = 0; i < STEP.length; i++) {
      var found = Array.from(document.querySelectorAll("main " + STEP[i])).filter(function (el) {
        var box = el.getBoundingClientRect();
        return box.width || box.height;
      });
      if (found.length) return found;
    }
    return [];
  }
  function bar() { return document.querySelector("#your-turn a"); }
  function barTop() { var link = bar(); return link && !link.hidden ? link.getBoundingClientRect().bottom : 0; }
  // where the controls are: 0 in sight (any part of one), -1 above the screen, 1 below it
  function whereControls(controls) {
    var top = barTop(), above = 0;
    for (var i = 0; i < controls.length; i++) {
      var box = controls[i].getBoundingClientRect();
      if (box.bottom > top && box.top < window.innerHeight) return 0;
      if (box.bottom <= top) above++;
    }
    return above === controls.length ? -1 : 1;
  }
  function hideTurn() {
    var link = bar();
    if (link && !link.hidden) { link.hidden = true; link.textContent = ""; }
  }
  function showTurn(said, where) {
    var link = bar();
    if (!link) return;
    link.hidden = false;
    // the arrow (a sign beside the words, not read out: the words say it), then the words, three lines at most
    link.textContent = "";
    var arrow = document.createElement("span");
    arrow.setAttribute("aria-hidden", "true");
    arrow.textContent = where < 0 ? "↑" : "↓";
    link.appendChild(arrow);
    link.appendChild(document.createTextNode(" " + said));
  }
  var yoursWas = (function () { var main = document.getElementById("table"); return main ? main.getAttribute("data-yours") || "" : ""; })();
  var ownAnswer = false;  // the swap coming is this page's own entry's answer (never cued: the player is right there)
  document.addEventListener("htmx:beforeSwap", function (e) {
    ownAnswer = !!(e.detail.requestConfig && e.detail.requestConfig.verb === "post");
  });
  document.addEventListener("htmx:afterSwap", function () {
    var main = document.getElementById("table");
    var yours = main ? main.getAttribute("data-yours") || "" : "";
    var came = yours && yours !== yoursWas && !ownAnswer;
    yoursWas = yours;
    if (!yours || ownAnswer) { hideTurn(); return; }
    var where = whereControls(stepControls());
    if (!where) hideTurn();
    else if (came || !bar().hidden) showTurn(yours, where);
  });
  window.addEventListener("scroll", function () {
    var link = bar();
    if (link && !link.hidden && !whereControls(stepControls())) hideTurn();
  }, {passive: true});
  document.addEventListener("click", function (e) {
    var link = e.target.closest && e.target.closest("#your-turn a");
    if (!link) return;
    e.preventDefault();
    var controls = stepControls();
    hideTurn();
    if (!controls.length) return;
    controls[0].scrollIntoView({block: controls[0].matches("section, form") ? "start" : "center"});
    var first = controls[0].matches("button, a, input") ? controls[0]
      : controls[0].querySelector("button:not([hidden]):not([disabled]), a.target, input[type=text], input:not([type=hidden])");
    if (first) first.focus({preventScroll: true});
  });

  // --- a tap never lost (revcards defect 9: a flood card tapped as the page was drawn again recorded nothing and said
  // nothing). A tap whose control was replaced between the finger's down and up (a poll's redraw, or this page's own
  // answer) gets no click from the browser: it is made again on the same control where that is still under the
  // finger, else the page says that nothing was entered and to tap again.
  var CONTROL = "button, svg a.target, a.button, summary, label.card";
  function keyOf(el) {
    if (el.matches("svg a.target")) return "t:" + (el.getAttribute("data-one") || "") + "@" + (el.getAttribute("data-at") || "");
    if (el.matches("label.card")) { var box = el.querySelector("input"); return "l:" + (box ? box.value : el.textContent); }
    if (el.matches("summary")) return "s:" + (el.getAttribute("data-group") || el.textContent.trim());
    return "b:" + (el.getAttribute("name") || "") + "=" + (el.getAttribute("value") || "") + ":" + el.textContent.trim();
  }
  var down = null, replay = null;
  document.addEventListener("pointerdown", function (e) {
    var el = e.target.closest && e.target.closest(CONTROL);
    down = el && e.isPrimary ? {el: el, key: keyOf(el)} : null;
  }, true);
  document.addEventListener("pointercancel", function () { down = null; }, true);
  document.addEventListener("pointerup", function (e) {
    var was = down;
    down = null;
    if (!was || document.contains(was.el)) return;
    var under = document.elementFromPoint(e.clientX, e.clientY), now = under && under.closest && under.closest(CONTROL);
    replay = {el: now && keyOf(now) === was.key ? now : null};
    setTimeout(function () {
      var made = replay;
      replay = null;
      if (made.el) { made.el.click(); return; }
      var box = document.getElementById("trouble");
      box.textContent = word("tapMoved");
      box.classList.add("moved");
      box.hidden = false;
    }, 0);
  }, true);
  // --- a tap never taken on a control the player could not have seen (review-lu defect 1: Anna tapped card 2 of her
  // hand, and 350 ms later a second tap on the same spot opened "Your hand as written is wrong?", which the redraw had
  // put there). A finger that goes down again where the last tap did, on a control that was not at that place just
  // before the redraw (a new one, or one moved there), does nothing: the player aimed at what was there before. So
  // within OWN_GUARD_MS of this page's own answer, whatever the page's own scroll did after it (uferrev3 defect 1: an
  // ebb's field tapped low on the screen, the page scrolled the event picker under the finger, and a second tap at
  // 500-900 ms entered "desert + arrow"), and within POLL_GUARD_MS of a poll's redraw (another phone's step). Only a
  // recent tap counts as the first of the two: one within RECENT_MS before the redraw, or the tap the answer answers
  // (s39: a tap made long ago at the same spot made a deliberate tap on a control a poll had just drawn there count as
  // a double tap). A control that stayed where it was (the same key, within a few px) is tapped as ever; so is every
  // tap made later or elsewhere, one after the player scrolled the page, and a tap whose control went away under the
  // finger (the replay above). A tap not taken is said where the finger was, in a note laid over the page (nothing
  // moves under the next tap), heard by a screen reader too: "The page had just changed: tap again if you meant it"
  // (lurev2 defect 3: a tap dropped in silence left the player asking "did it take?"). The note goes by itself after
  // NOTE_MS, or at the next tap.
  var OWN_GUARD_MS = 1000, POLL_GUARD_MS = 400, RECENT_MS = 1000, BURST_MS = 400, SAME_PX = 6;
  var shown = [], drawnAt = -Infinity, guardUntil = -Infinity, tapsFrom = Infinity, drawnScroll = 0, guarded = false;
  var ownTapAt = -Infinity, ownDrawn = false;
  function onScreen() {
    return Array.from(document.querySelectorAll("main " + CONTROL.split(", ").join(", main "))).map(function (el) {
      var box = el.getBoundingClientRect();
      return box.width || box.height ? {key: keyOf(el), left: box.left, top: box.top, right: box.right, bottom: box.bottom} : null;
    }).filter(Boolean);
  }
  // where it was on the screen, or under the finger before as now (the same tile tapped again, a line of news put in
  // above it); a button of the form whose field the player is typing in (its Enter) was seen by the player all along
  function wasThere(el, x, y) {
    var key = keyOf(el), box = el.getBoundingClientRect(), form = el.closest("form"), typing = document.activeElement;
    if (form && typing && typing.matches("input[type=text], input[type=search]") && form.contains(typing)) return true;
    return shown.some(function (s) {
      return s.key === key && (s.left <= x && x <= s.right && s.top <= y && y <= s.bottom
        || Math.abs(s.left - box.left) <= SAME_PX && Math.abs(s.top - box.top) <= SAME_PX);
    });
  }
  // (redraws in quick succession, an own answer then a poll: what was on the screen before the first of them)
  document.addEventListener("htmx:beforeSwap", function (e) {
    if (performance.now() - drawnAt >= BURST_MS) { shown = onScreen(); tapsFrom = Infinity; }
    ownDrawn = !!(e.detail.requestConfig && !polled(e.detail));
  });
  // the tap a request of this page's own answers (its finger down), so that a slow answer's tap still counts
  document.addEventListener("htmx:beforeRequest", function (e) {
    if (!polled(e.detail)) ownTapAt = lastDown ? lastDown.t : -Infinity;
  });
  // (after page.js has put the page back where it was, or scrolled it to the next step: its own afterSwap listener
  // runs first)
  document.addEventListener("htmx:afterSwap", function () {
    drawnAt = performance.now();
    drawnScroll = window.scrollY;
    tapsFrom = Math.min(tapsFrom, drawnAt - RECENT_MS, ownDrawn ? ownTapAt : Infinity);
    guardUntil = Math.max(guardUntil, drawnAt + (ownDrawn ? OWN_GUARD_MS : POLL_GUARD_MS));
    document.documentElement.setAttribute("data-drawn-at", String(drawnAt));  // (for the tests: when the guard began)
    document.documentElement.setAttribute("data-guard-until", String(guardUntil));  // (for the tests: when it ends)
  });
  // the page's own scroll (page.js, ufern.js: the next step brought into sight, a control moved off the finger), made
  // while the guard holds, is the page's, not the player's: the scroll the player's own scrolling is told from
  function ownScroll(name, on) {
    var made = on[name];
    on[name] = function () {
      var result = made.apply(this, arguments);
      if (performance.now() < guardUntil) drawnScroll = window.scrollY;
      return result;
    };
  }
  ownScroll("scrollBy", window);
  ownScroll("scrollTo", window);
  ownScroll("scrollIntoView", Element.prototype);
  // a tap again where the last one went down, before the redraw (a double tap, or "did it take?"): the finger aims
  // at what was there; a tap elsewhere is aimed at something the player saw where it is. (A finger down while the
  // page was being drawn again is handed over after the redraw, its time before it: guarded the same.)
  var NEAR_PX = 24, lastDown = null;
  document.addEventListener("pointerdown", function (e) {
    var el = e.target.closest && e.target.closest(CONTROL), was = lastDown;
    lastDown = {x: e.clientX, y: e.clientY, t: e.timeStamp};
    document.documentElement.setAttribute("data-down-at", e.clientX + "," + e.clientY);  // (for the tests: see settled)
    // (the page scrolled since the redraw, by the player: what is under the finger now is what the player looked for)
    var again = was && was.t < drawnAt && was.t >= tapsFrom && Math.abs(was.x - e.clientX) <= NEAR_PX
      && Math.abs(was.y - e.clientY) <= NEAR_PX && Math.abs(window.scrollY - drawnScroll) < 2;
    guarded = !!(el && again && e.timeStamp < guardUntil && !wasThere(el, e.clientX, e.clientY));
    noteGone();
    if (guarded) {
      document.documentElement.setAttribute("data-tap-ignored", keyOf(el));  // (for the tests: what was not taken)
      noteAt(e.clientX, e.clientY);
    }
  }, true);
  var NOTE_MS = 3000, noteTimer = null;
  function noteGone() {
    var note = document.getElementById("tap-note");
    if (note) note.textContent = "";
    clearTimeout(noteTimer);
  }
  // above the finger, within the screen (below it where there is no room above)
  function noteAt(x, y) {
    var note = document.getElementById("tap-note");
    if (!note) return;
    note.textContent = word("tapDropped");
    var w = note.offsetWidth, h = note.offsetHeight, room = 8;
    note.style.left = Math.max(room, Math.min(x - w / 2, window.innerWidth - w - room)) + "px";
    note.style.top = (y - h - 16 >= room ? y - h - 16 : Math.min(y + 28, window.innerHeight - h - room)) + "px";
    noteTimer = setTimeout(noteGone, NOTE_MS);
  }
  // the browser's own click of that tap (on whatever is under the finger now) is not taken: the one above is; nor
  // the click of a tap guarded against
  window.addEventListener("click", function (e) {
    if ((replay || guarded) && e.isTrusted) { e.preventDefault(); e.stopImmediatePropagation(); }
    if (e.isTrusted) guarded = false;
  }, true);
  document.addEventListener("htmx:afterSwap", function () {
    var box = document.getElementById("trouble");
    if (box.classList.contains("moved") && !replay) { box.classList.remove("moved"); box.hidden = true; }
  });

  // --- no poll answered over a tap: a poll on its way when this page sends a tap's request (an entry, or a GET: a
  // board's target, a zoom) is dropped (its answer, the page as it was, would replace the page the tap's answer is
  // aimed at, which htmx would then put nowhere: nilrev2 defect 2, Q11 tapped, its tiles never shown)
  function polled(detail) {
    var asked = detail.requestConfig || {};
    return asked.verb === "get" && (asked.path || "").indexOf("/part") === 0;
  }
  document.addEventListener("htmx:beforeRequest", function (e) {
    var main = document.getElementById("table");
    if (!polled(e.detail) && main && e.detail.elt !== main && window.htmx) htmx.trigger(main, "htmx:abort");
  });

  // --- one tap at a time: a tap on a control that sends (an entry's button, a board's target, a link drawing the
  // page again) made while this page's last tap is on its way (its answer not yet drawn) would be sent from a page
  // about to be replaced: htmx queued it on its form and dropped it once the form was gone, or drew its answer
  // nowhere (nilrev2 defect 2, nilerev2 defect 5: a first tap that did nothing). It waits instead, and once that
  // answer is drawn it is made on the same control where the new page still has it, unless the answer refused or
  // asked something (the player reads that first) or it is the control just answered again (a double tap); a tap
  // not made is said where the finger was.
  var SENDS = "button:not([type=button]), svg a.target, a.stay, a.button";
  var onItsWay = null, waiting = [], lastKey = "";
  window.addEventListener("click", function (e) {
    var el = e.target.closest && e.target.closest(SENDS);
    if (!el || !document.contains(el)) return;
    if (onItsWay && Date.now() - onItsWay.at > 15000) { onItsWay = null; waiting = []; }  // (lost: page.js says it)
    if (!onItsWay) { lastKey = keyOf(el); return; }
    e.preventDefault();
    e.stopImmediatePropagation();
    waiting.push({key: keyOf(el), x: e.clientX, y: e.clientY});
    document.documentElement.setAttribute("data-tap-waits", String(waiting.length));  // (for the tests)
  }, true);
  document.addEventListener("htmx:beforeSend", function (e) {
    if (polled(e.detail)) return;
    var xhr = e.detail.xhr;
    onItsWay = {xhr: xhr, key: lastKey, at: Date.now()};
    lastKey = "";
    // its end whatever it was (answered, refused, failed, given up: the request's own event, heard even where htmx
    // tells of it on a form no longer on the page), after htmx's own handling of it
    xhr.addEventListener("loadend", function () { answered({type: "loadend", detail: {xhr: xhr}}); });
  });
  function findControl(key) {
    return Array.from(document.querySelectorAll("main " + SENDS.split(", ").join(", main "))).filter(function (el) {
      var box = el.getBoundingClientRect();
      return (box.width || box.height) && keyOf(el) === key;
    })[0] || null;
  }
  // the taps waiting, made one by one (each then on its way in its turn), once the answer is drawn (or none came)
  function madeNext(answered) {
    while (waiting.length && !onItsWay) {
      var tap = waiting.shift();
      var el = tap.key !== answered && !document.getElementById("refusal") && findControl(tap.key);
      if (el) el.click(); else noteAt(tap.x, tap.y);
    }
  }
  // (made once htmx has taken the new page in hand, its swap settled: a form it has not yet met is sent by the
  // browser itself, the whole page loaded again; where no page came, at once)
  var settling = null;
  function answered(e) {
    if (!onItsWay || onItsWay.xhr !== e.detail.xhr) return;
    var key = onItsWay.key;
    onItsWay = null;
    if (e.type === "htmx:afterSwap") settling = key;
    else if (waiting.length) setTimeout(function () { madeNext(key); }, 0);
  }
  document.addEventListener("htmx:afterSwap", answered);
  document.addEventListener("htmx:afterSettle", function () {
    var key = settling;
    settling = null;
    if (key !== null && waiting.length) madeNext(key);
  });
})();

// --- a card game's picture of the table beside the controls on a laptop (>= 1000 px; revcards defect 7): a player's page
// gives its address (data-src), drawn here only where the column beside is shown, so a phone never fetches it; the last
// picture stays until the next has loaded (as page.js keeps the table page's)
(function () {
  "use strict";
  var wide = window.matchMedia("(min-width: 1000px)"), shownWas = "";
  function draw() {
    var place = document.querySelector(".table-picture[data-src]");
    if (!place || !wide.matches || place.querySelector("img")) return;
    var link = place.querySelector("a"), next = new Image();
    next.alt = place.getAttribute("data-alt");
    link.textContent = "";
    if (shownWas && shownWas !== place.getAttribute("data-src")) {
      var was = new Image();
      was.alt = next.alt; was.src = shownWas;
      link.appendChild(was);
      next.onload = next.onerror = function () { if (document.contains(was)) was.replaceWith(next); };
    } else link.appendChild(next);
    next.src = place.getAttribute("data-src");
    shownWas = next.src.replace(location.origin, "");
  }
  document.addEventListener("htmx:afterSwap", draw);
  wide.addEventListener("change", draw);
  if (document.readyState === "loading") document.addEventListener("DOMContentLoaded", draw); else draw();
})();
