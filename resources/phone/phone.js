/* GameSuite phone page: one seat's private view and moves, over a WebSocket to the table's computer.
   It speaks only the seat's view JSON and the action JSON. Nothing is stored on the phone: the seat's
   token lives in this page's address (#t=...), and the page asks the table for everything it shows.
   Every text is set with textContent (names and answers are never parsed as HTML). */
(function () {
  "use strict";
  var token = (location.hash.match(/[#&]t=([A-Za-z0-9_-]{8,64})/) || [])[1] || null;
  var ws = null, last = null, retry = 0, finished = false;
  /* The buzzer's clock: the table's clock = performance.now() + offset, from the ping with the shortest
     round trip (NTP-like), so a press is stamped when the finger came down, whatever the Wi-Fi does after. */
  var offset = null, bestRtt = Infinity, syncing = 0, syncTimer = null;
  var $ = function (id) { return document.getElementById(id); };
  /* The page's words in the table's language: {English: translated}, sent with the seat's first state (the
     table marks them in gamesuite/ui/phones/words.py). English until they come, or for a word they lack. */
  var WORDS = {};
  function t(text, fields) {
    var out = Object.prototype.hasOwnProperty.call(WORDS, text) && typeof WORDS[text] === "string" && WORDS[text]
      ? WORDS[text] : text;
    if (fields) Object.keys(fields).forEach(function (k) { out = out.split("{" + k + "}").join(String(fields[k])); });
    return out;
  }
  function takeWords(msg) {
    if (!msg.words || typeof msg.words !== "object") return;
    WORDS = msg.words;
    if (typeof msg.lang === "string" && /^[a-z]{2,3}$/.test(msg.lang)) document.documentElement.lang = msg.lang;
    $("buzz").textContent = t("BUZZ");
  }

  function el(tag, cls, text) {
    var e = document.createElement(tag);
    if (cls) e.className = cls;
    if (text !== undefined && text !== null) e.textContent = String(text);
    return e;
  }
  function clear(node) { while (node.firstChild) node.removeChild(node.firstChild); }
  function notice(text, bad) {
    var n = $("notice");
    n.hidden = !text; n.textContent = text || ""; n.className = bad ? "bad" : "";
  }
  function linkState(on, text) {
    var l = $("link"); l.textContent = text; l.className = on ? "link" : "link off";
  }

  function connect() {
    if (!token) { notice(t("Open this page by scanning the code on the table."), true); linkState(false, t("no seat")); return; }
    linkState(false, t("connecting"));
    ws = new WebSocket((location.protocol === "https:" ? "wss://" : "ws://") + location.host + "/ws");
    ws.onopen = function () { retry = 0; ws.send(JSON.stringify({ type: "hello", token: token })); };
    ws.onmessage = function (ev) {
      var msg; try { msg = JSON.parse(ev.data); } catch (e) { return; }
      takeWords(msg);
      if (msg.type === "state") {
        linkState(true, t("connected")); notice(""); last = msg; render(msg);
        if (msg.game === "telma" && !syncTimer) { sync(); syncTimer = setInterval(sync, 15000); }
      }
      else if (msg.type === "pong") { pong(msg); }
      else if (msg.type === "refused") { notice(msg.text, true); }
      else if (msg.type === "denied" || msg.type === "released" || msg.type === "replaced") {
        finished = true; notice(msg.text, true); linkState(false, t("off")); clear($("actions")); $("buzzer").hidden = true;
        $("turn").hidden = true;
      }
    };
    ws.onclose = function () {
      ws = null;
      if (finished) return;
      linkState(false, t("reconnecting"));
      retry = Math.min(retry + 1, 5);
      setTimeout(connect, 400 * retry);
    };
  }

  function send(obj) { if (ws && ws.readyState === 1) ws.send(JSON.stringify(obj)); }

  function sync() {  /* eight pings, 60 ms apart; the round trips age out so a changed network is followed */
    bestRtt = bestRtt * 2 + 5; syncing = 8;
    (function ping() { if (syncing-- > 0) { send({ type: "ping", c: performance.now() }); setTimeout(ping, 60); } })();
  }
  function pong(msg) {
    var now = performance.now(), rtt = now - msg.c;
    if (rtt >= 0 && rtt <= bestRtt) { bestRtt = rtt; offset = msg.s - (msg.c + now) / 2; }
  }

  /* ---------------------------------------------------------------- words from the view */
  var KINDS = { choose_player: "Whom to ask", choose_question: "Which question", answer: "The answer",
    confirm: "Confirm", overrule: "Overrule", bet: "Bet", place: "Place your token", play: "Play",
    pass: "Pass", judge: "Judge", discard: "Discard", reveal: "Reveal", buzz: "Buzz", respond: "Respond",
    set_nickname: "Your nickname", object: "Object", no_objection: "No objection",
    /* the other games' moves, as the fallback below names them (here so that they are translated) */
    ability: "Ability", ask: "Ask", attack: "Attack", cancel_player: "Cancel player", choose: "Choose",
    declare: "Declare", declare_tie: "Declare tie", decline: "Decline", discard_marker: "Discard marker", false_call: "False call",
    fifty_pick: "Fifty pick", no_answer: "No answer", no_attack: "No attack", open_round: "Open round", pick: "Pick",
    pick_two: "Pick two", reject_call: "Reject call", roll: "Roll", rule_genre: "Rule genre", sacrifice: "Sacrifice",
    select: "Select", settle: "Settle", start_round: "Start round", take: "Take", token: "Token" };
  function kindLabel(kind) {
    if (KINDS[kind]) return t(KINDS[kind]);
    var words = kind.replace(/_/g, " "); return words.charAt(0).toUpperCase() + words.slice(1);
  }
  function players(view) { return Array.isArray(view.players) ? view.players : []; }
  function playerName(view, seat) {
    var p = players(view)[seat]; return p && p.name ? p.name : t("player {n}", { n: seat + 1 });
  }
  function findNamed(node, value, depth) {
    if (depth > 6 || node === null || typeof node !== "object") return null;
    if (!Array.isArray(node) && (node.id === value || node.uid === value)) {
      var n = node.name || node.title || node.category_title;
      if (n) return node.character_name && !node.name ? n + " · " + node.character_name : n;
    }
    var keys = Object.keys(node);
    for (var i = 0; i < keys.length; i++) {
      var hit = findNamed(node[keys[i]], value, depth + 1);
      if (hit) return hit;
    }
    return null;
  }
  function argLabel(view, key, value) {
    if (value === true) return key === "correct" ? t("Right") : t("Yes");
    if (value === false) return key === "correct" ? t("Wrong") : t("No");
    if (typeof value === "string" && /^seat:\d+$/.test(value)) return playerName(view, Number(value.slice(5)));
    if (typeof value === "number" && /^(player|asked|target|seat|whom|to)$/.test(key)) return playerName(view, value);
    if (key === "difficulty") return t("difficulty {n}", { n: value });
    if (Array.isArray(value)) return value.map(function (v) { return argLabel(view, key, v); }).join(", ");
    var named = findNamed(view, value, 0);
    return named || String(value);
  }
  function actionLabel(view, a) {
    var parts = [];
    Object.keys(a).forEach(function (k) {
      if (k === "kind" || k === "seat") return;
      var v = a[k];
      if (v && typeof v === "object" && v.$free) return;
      parts.push(argLabel(view, k, v));
    });
    return parts.length ? parts.join(" — ") : kindLabel(a.kind);
  }
  /* What a typed field asks the player, in the table's language (never the field's name): by move and field,
     and for Telma's nickname by this round's part (the view's nickname_part). */
  var HINTS = { "answer.number": "Your answer: a number, e.g. 1500", "overrule.reason": "Why? e.g. said in other words",
    "set_nickname.text.noun": "A noun: table, hut, ghost…", "set_nickname.text.adjective": "An adjective: yellow, old, scary…",
    "set_nickname.text.provenance": "Where it comes from: from Lisbon…", "set_nickname.text.gesture": "A gesture: clap, touch your nose…",
    "text": "Type here", "number": "A number" };
  function hint(view, a, key, free) {
    var which = a.kind + "." + key;
    if (a.kind === "set_nickname" && typeof view.nickname_part === "string") which += "." + view.nickname_part;
    if (HINTS[which]) return t(HINTS[which]);
    return t(HINTS[free.kind === "text" ? "text" : "number"]);
  }
  function freeKeys(a) {
    return Object.keys(a).filter(function (k) { var v = a[k]; return v && typeof v === "object" && v.$free; });
  }

  /* ---------------------------------------------------------------- private cards */
  function question(q, parent) {
    var d = el("div", "q");
    var head = [q.dots, q.type_title].filter(Boolean).join(" ");
    if (head) d.appendChild(el("div", "meta", head));
    if (q.number !== undefined && !head) d.appendChild(el("div", "meta", t("Question {n}", { n: q.number })));
    if (q.text) d.appendChild(el("div", "text", q.text));
    (q.options || []).forEach(function (o, i) {
      var letter = o.letter || "ABCDEFGH".charAt(i);
      d.appendChild(el("div", "text", letter + ". " + (typeof o === "string" ? o : o.text)));
    });
    var ans = q.answer_text || (typeof q.answer === "string" || typeof q.answer === "number" ? q.answer : null);
    (q.options || []).forEach(function (o) {  /* a letter: with its option, as the table's card shows it */
      if (o && typeof o === "object" && o.letter === ans && !q.answer_text) ans = o.letter + ". " + o.text;
    });
    if (ans !== null && ans !== undefined && ans !== "") d.appendChild(el("div", "answer", t("Answer: {answer}", { answer: ans })));
    parent.appendChild(d);
  }
  /* Ciak's card types: each with the colour of the table's cards (gamesuite/ui/ciak/art.py TYPE_COLOURS, in
     phone.css as .t-<type>) and its name (colour is never alone). */
  var TYPES = { character: "Character", myth: "Myth", staff: "Staff", ciak: "Ciak", event: "Event", item: "Item" };
  function typeClass(c) {
    return c && typeof c.type === "string" && Object.prototype.hasOwnProperty.call(TYPES, c.type) ? "t-" + c.type : null;
  }
  function handCard(view, a) {  /* the hand card a move plays, if any */
    var hand = Array.isArray(view.hand) ? view.hand : [];
    for (var i = 0; i < hand.length; i++) {
      if (hand[i] && a.card !== undefined && (hand[i].uid === a.card || hand[i].id === a.card)) return hand[i];
    }
    return null;
  }
  function card(c) {
    var box = el("div", "card");
    if (typeClass(c)) box.classList.add(typeClass(c));
    if (c.character_colour || c.colour) {
      var s = el("span", "swatch"); s.style.background = c.character_colour || c.colour; box.appendChild(s);
    }
    box.appendChild(el("span", "name", c.name || c.title || c.category_title || c.id || c.uid));
    var kind = typeClass(c) ? t(TYPES[c.type]) : c.type;
    var stats = [typeof c.cost === "number" ? t("cost {n}", { n: c.cost }) : null,
      typeof c.att === "number" && typeof c.dif === "number" ? t("ATT {att} · DIF {dif}", { att: c.att, dif: c.dif }) : null];
    var meta = [c.character_name, kind, c.kind, c.stars ? "★".repeat(c.stars) : null].concat(stats)
      .concat([c.timing ? t("when: {timing}", { timing: c.timing }) : null]).filter(Boolean).join(" · ");
    if (meta) box.appendChild(el("div", "meta", meta));
    if (c.text) box.appendChild(el("div", "text", c.text));
    (c.questions || []).forEach(function (q) { question(q, box); });
    return box;
  }
  function cards(title, list, parent) {
    if (!Array.isArray(list)) return;
    parent.appendChild(el("h2", null, title));
    if (!list.length) { parent.appendChild(el("p", "empty", t("None."))); return; }
    list.forEach(function (c) { parent.appendChild(card(c)); });
  }
  /* What is being asked now, above the moves (the asker or the Director reads it aloud, then judges it):
     Quiz Club's question in play; the Telefilm Director's card in play, only the asked question once chosen. */
  function renderFocus(msg, parent) {
    var v = msg.view || {};
    if (v.turn && v.turn.question && v.turn.question.text) {
      parent.appendChild(el("h2", null, t("The question")));
      var box = el("div", "card focus"); question(v.turn.question, box); parent.appendChild(box);
    }
    var cur = v.director_private && v.director_private.current;
    if (cur && Array.isArray(cur.questions)) {
      var asked = typeof cur.asked === "number" ? cur.asked : null;
      var shown = {};
      Object.keys(cur).forEach(function (k) { shown[k] = cur[k]; });
      if (asked !== null) shown.questions = cur.questions.filter(function (q) { return q.number === asked; });
      parent.appendChild(el("h2", null, asked !== null ? t("The question") : t("The card in play")));
      var c = card(shown); c.className = "card focus"; parent.appendChild(c);
    }
  }
  function renderPrivate(msg, parent) {
    var v = msg.view || {};
    if (v.director_private) {
      var dp = v.director_private;
      if (dp.board && typeof dp.board === "object") {
        var board = Object.keys(dp.board).map(function (k) { return dp.board[k]; }).filter(Boolean);
        cards(t("On the board"), board, parent);
      }
      cards(t("Director's cards"), dp.hand, parent);
    }
    if (Array.isArray(v.hand)) cards(t("Your hand"), v.hand, parent);
  }

  /* ---------------------------------------------------------------- the page */
  function light(hex) {  /* relative luminance (WCAG): dark ink on light seat colours (yellow, cyan) */
    var c = [1, 3, 5].map(function (i) {
      var v = parseInt(hex.substr(i, 2), 16) / 255; return v <= 0.03928 ? v / 12.92 : Math.pow((v + 0.055) / 1.055, 2.4);
    });
    return 0.2126 * c[0] + 0.7152 * c[1] + 0.0722 * c[2] > 0.3;
  }
  function render(msg) {
    document.body.setAttribute("data-v", String(msg.v));  /* which state is on show (tests wait for it) */
    var colour = /^#[0-9a-fA-F]{6}$/.test(msg.colour || "") ? msg.colour : "#34495e";
    document.documentElement.style.setProperty("--seat", colour);
    document.documentElement.style.setProperty("--on-seat", light(colour) ? "#1d1d1f" : "#ffffff");
    $("who").textContent = msg.name + (msg.viewer === "director" ? " · " + t("Director") : "") + " · " + msg.title;
    var view = msg.view || {};
    var acts = msg.actions || [];
    var turn = $("turn");
    if (msg.over) { turn.hidden = false; turn.textContent = t("The game is over."); }
    else if (acts.length) { turn.hidden = false; turn.textContent = msg.private_now ? t("Your turn — only you can see this.") : t("You can play now."); }
    else { turn.hidden = true; }
    var buzzing = msg.game === "telma" && !msg.over && (view.phase === "reveal" || view.phase === "contest");
    $("buzzer").hidden = !buzzing;

    var box = $("actions"); clear(box);
    var groups = {}, order = [];
    acts.forEach(function (a) {
      if (a.kind === "buzz" || (buzzing && (a.kind === "reveal" || a.kind === "false_call"))) return;  /* the buzzer */
      if (!groups[a.kind]) { groups[a.kind] = []; order.push(a.kind); }
      groups[a.kind].push(a);
    });
    order.forEach(function (kind) {
      var g = el("div", "group"); g.appendChild(el("div", "label", kindLabel(kind)));
      var row = el("div", "buttons");
      groups[kind].forEach(function (a) {
        var free = freeKeys(a);
        if (free.length) { g.appendChild(freeForm(view, a, free)); return; }
        var b = el("button", a.correct === true ? "yes" : a.correct === false ? "no" : typeClass(handCard(view, a)), actionLabel(view, a));
        b.type = "button";
        b.setAttribute("data-action", JSON.stringify(a));
        b.addEventListener("click", function () { send({ type: "act", v: msg.v, action: a }); });
        row.appendChild(b);
      });
      if (row.firstChild) g.appendChild(row);
      box.appendChild(g);
    });

    var focus = $("focus"); clear(focus); renderFocus(msg, focus);
    var priv = $("private"); clear(priv); renderPrivate(msg, priv);
    var log = $("log"); clear(log);
    if (msg.log && msg.log.length) {
      log.appendChild(el("h2", null, t("Lately")));
      msg.log.forEach(function (line) { log.appendChild(el("p", null, line)); });
    }
  }

  function freeForm(view, a, free) {
    var f = el("form", "free");
    var fixed = actionLabel(view, a);
    if (fixed !== kindLabel(a.kind)) f.appendChild(el("div", "fixed", fixed));  /* what the move says already */
    var inputs = free.map(function (k) {
      var d = a[k].$free, i = el("input");
      i.name = k; i.required = true; i.autocomplete = "off";
      i.placeholder = hint(view, a, k, d);
      i.setAttribute("aria-label", i.placeholder);
      if (d.kind === "text") { i.type = "text"; if (d.max_length) i.maxLength = d.max_length; }
      else { i.type = "number"; i.step = d.kind === "number" ? "any" : "1"; if (d.minimum !== null) i.min = d.minimum; if (d.maximum !== null) i.max = d.maximum; }
      f.appendChild(i); return i;
    });
    var b = el("button", null, t("Send")); b.type = "submit"; f.appendChild(b);
    f.addEventListener("submit", function (ev) {
      ev.preventDefault();
      var action = JSON.parse(JSON.stringify(a));
      inputs.forEach(function (i) { action[i.name] = a[i.name].$free.kind === "text" ? i.value : Number(i.value); });
      send({ type: "act", v: last ? last.v : 0, action: action });
    });
    return f;
  }

  $("buzz").addEventListener("pointerdown", function (ev) {
    ev.preventDefault();
    var at = (ev.timeStamp > 0 ? ev.timeStamp : performance.now());  /* when the finger came down */
    send(offset === null ? { type: "buzz" } : { type: "buzz", t: at + offset });
  });
  connect();
})();
