"""Telma's turn flow: queries on a state (tops, nicknames, contest calls), the deal, reveals, contests and
their outcomes, the end of rounds and of the match.

Everything here works on a successor of the state (``s``) and appends public events; the rules class
(:mod:`gamesuite.rules.telma.engine`) calls these from its action handlers. The successor is copy-on-write: it
has its own ``piles`` and ``faceup`` lists (and generator) but shares each seat's pile, ``centre``, ``emptied``
and the other containers with the state it came from, so nothing here changes a list or dict in place except
``s.piles`` and ``s.faceup`` themselves (a seat's pile is replaced, never appended to or popped). Contests are
decided from the timestamps the UI measured (``t_ms`` in ``buzz``/``settle``); nothing here reads a clock.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any

from gamesuite.rules.core import QT_TRANSLATE_NOOP, Event, Msg, Rng, player, term
from gamesuite.rules.telma.deck import ADJECTIVES, CARD_BY_ID, CARDS, GESTURES, NOUNS, PROVENANCES, SYMBOL_NAMES
from gamesuite.rules.telma.spec import MAX_NICKNAME_PART, MAX_ROUNDS, ROUND_POINTS, SPEC
from gamesuite.rules.telma.state import TelmaState

# the word lists for each nickname part (suggestions, parts picked for players who chose none, random play)
WORDS: dict[str, tuple[str, ...]] = {
    "noun": NOUNS, "adjective": ADJECTIVES, "provenance": PROVENANCES, "gesture": GESTURES,
}

#: The smallest word list a content may bring for a part (so eight players can each get their own noun).
MIN_WORDS = 12


def content_words(content: Mapping[str, Any]) -> dict[str, tuple[str, ...]]:
    """The nickname word lists a game's content brings (``{"words": {part: [word, ...]}}``: a language's
    suggestions, chosen when the game was set up), part by part; a part whose list is missing or not a list of
    at least :data:`MIN_WORDS` distinct, non-empty one-line texts of at most ``MAX_NICKNAME_PART`` characters
    is left out (the built-in :data:`WORDS` are used for it). The rules never know the language."""
    raw = content.get("words") if isinstance(content, Mapping) else None
    out: dict[str, tuple[str, ...]] = {}
    if not isinstance(raw, Mapping):
        return out
    for part in WORDS:
        words = raw.get(part)
        if not isinstance(words, (list, tuple)) or not MIN_WORDS <= len(words) <= 200:
            continue
        if not all(isinstance(w, str) and w == w.strip() and 0 < len(w) <= MAX_NICKNAME_PART and w.isprintable()
                   for w in words):
            continue
        if len({w.lower() for w in words}) == len(words):
            out[part] = tuple(words)
    return out


def words_for(s: TelmaState, part: str) -> tuple[str, ...]:
    """The word list for nickname ``part`` in this game: its content's, else the built-in one."""
    return content_words(s.config.content).get(part) or WORDS[part]


def adjective_first(s: TelmaState) -> bool:
    """Whether the adjective goes before the noun when a nickname is said ("yellow table"); a content may say
    ``"adjective_first": false`` ("tavolo giallo"). Anything but ``false`` keeps the English order."""
    return not (isinstance(s.config.content, Mapping) and s.config.content.get("adjective_first") is False)


SYMBOL_SETS: dict[str, frozenset[str]] = {c.id: frozenset(c.symbols) for c in CARDS}  # card id -> its symbols
# card id -> the ids of the cards that share a symbol with it (a reveal's test against each visible card)
MATCHES: dict[str, frozenset[str]] = {
    c.id: frozenset(d.id for d in CARDS if d.id != c.id and not SYMBOL_SETS[d.id].isdisjoint(c.symbols))
    for c in CARDS}

# ---------------------------------------------------------------------------------------------
# Queries
# ---------------------------------------------------------------------------------------------


def symbols_of(card_id: str) -> tuple[str, ...]:
    return CARD_BY_ID[card_id].symbols


def top(s: TelmaState, seat: int) -> str | None:
    up = s.faceup[seat]
    return up[-1] if up else None


def card_count(s: TelmaState, seat: int) -> int:
    return len(s.piles[seat]) + len(s.faceup[seat])


def nickname_part_kind(s: TelmaState, round_no: int | None = None) -> str:
    r = s.round if round_no is None else round_no
    if r == 1:
        return "noun"
    if r == 2:
        return "adjective"
    return str(s.options["round3_addition"])


def full_nickname(s: TelmaState, seat: int) -> str:
    """The nickname as it must be said now (parts chosen so far, up to this round)."""
    noun, adj, extra = (s.nicknames[seat] + [None, None, None])[:3]
    words = [w for w in ((adj, noun) if adjective_first(s) else (noun, adj)) if w]
    text = " ".join(words)
    if extra:
        if s.options["round3_addition"] == "gesture":
            text = f"{text} ({extra})"
        else:
            text = f"{text} {extra}"
    return text


def suggestion(s: TelmaState, seat: int) -> str:
    """A deterministic suggested nickname part for ``seat`` this round (always accepted)."""
    kind = nickname_part_kind(s)
    if kind == "noun":
        used = {(s.nicknames[i][0] or "").lower() for i in range(s.n) if i != seat}
        nouns = words_for(s, "noun")
        for word in nouns[seat:] + nouns[:seat]:
            if word.lower() not in used:
                return word
    words = words_for(s, kind)
    return words[seat % len(words)]


def name(s: TelmaState, seat: int) -> str:
    return s.config.players[seat].name


def names(s: TelmaState, seats: list[int]) -> str:
    out = [name(s, x) for x in seats]
    if len(out) <= 1:
        return "".join(out)
    return ", ".join(out[:-1]) + " and " + out[-1]


def say(text: str, **params: Any) -> Msg:
    """A sentence for the log (``text`` marked with ``QT_TRANSLATE_NOOP("telma", …)`` where it is written)."""
    return Msg("telma", text, **params)


def who(seats: list[int]) -> list[dict[str, int]]:
    """Seats as a Msg parameter: their names, "Anna, Bruno and Carla" in the reader's language."""
    return [player(x) for x in seats]


def reveal_words(s: TelmaState, seat: int, card_id: str) -> Msg:
    """"Anna reveals Anchor.", "Anna reveals Anchor + Kite.", "Anna reveals the Surto."."""
    symbols = [term("telma", SYMBOL_NAMES[x]) for x in CARD_BY_ID[card_id].symbols]
    if not symbols:
        return say(QT_TRANSLATE_NOOP("telma", "{name} reveals the Surto."), name=player(seat))
    if len(symbols) == 1:
        return say(QT_TRANSLATE_NOOP("telma", "{name} reveals {symbol}."), name=player(seat), symbol=symbols[0])
    return say(QT_TRANSLATE_NOOP("telma", "{name} reveals {first} + {second}."), name=player(seat),
               first=symbols[0], second=symbols[1])


# (seat, card) -> reveal_words(): a Msg is a value nobody changes, and a game says the same few hundred of them
# over and over (the words depend only on the seat and the card's symbols)
_REVEAL_WORDS: dict[tuple[int, str], Msg] = {}
# the other sentences said at nearly every contest, by what they depend on (a few hundred keys at most: seats,
# counts, and for a pair's contest its one or two symbols)
_SAID: dict[tuple[Any, ...], Msg] = {}


def own_rng(s: TelmaState) -> Rng:
    """The successor's generator, made its own before it draws: ``TelmaRules.apply`` shares the state's with
    the successor (most actions draw nothing), so whatever draws from it asks here first."""
    s.rng = rng = s.rng.copy()
    return rng


def clockwise_from(s: TelmaState, start: int) -> list[int]:
    n = len(s.piles)
    return [(start + i) % n for i in range(n)]


def next_with_pile(s: TelmaState, start: int) -> int | None:
    """The first seat clockwise from ``start`` (included) whose face-down pile is not empty."""
    piles = s.piles
    n = len(piles)
    for i in range(n):
        seat = (start + i) % n
        if piles[seat]:
            return seat
    return None


def allowed_targets(contest: Mapping[str, Any], caller: int) -> list[int]:
    """Whose nickname ``caller`` may say in this contest."""
    parts: list[int] = list(contest["participants"])
    if caller not in parts:
        return []
    if contest["kind"] == "triple":
        revealer = int(contest["revealer"])
        if caller == revealer:
            return [p for p in parts if p != revealer]
        return [revealer]
    return [p for p in parts if p != caller]


def valid_calls(contest: Mapping[str, Any]) -> list[dict[str, Any]]:
    return [c for c in contest["calls"] if not c["rejected"]]


def pending_call(contest: Mapping[str, Any], seat: int) -> dict[str, Any] | None:
    """``seat``'s standing call (not rejected), if any."""
    for c in contest["calls"]:
        if c["seat"] == seat and not c["rejected"]:
            return c
    return None


def first_call_time(contest: Mapping[str, Any]) -> int | None:
    calls = valid_calls(contest)
    return min(c["t_ms"] for c in calls) if calls else None


def settle_min_time(s: TelmaState) -> int | None:
    """The earliest ``t_ms`` a ``settle`` may carry now (None: no valid call yet)."""
    assert s.contest is not None
    first = latest = None
    for c in s.contest["calls"]:  # the valid calls' first and latest times, in one pass
        if not c["rejected"]:
            t = c["t_ms"]
            if first is None:
                first = latest = t
            elif t < first:
                first = t
            elif t > latest:
                latest = t
    if first is None:
        return None
    return max(first + int(s.config.options["tie_window_ms"]), latest)


def decide(contest: Mapping[str, Any], window: int) -> list[int]:
    """The players whose nicknames were said first: one loser, or several tied players.

    Only valid calls count. Calls within ``window`` ms of the earliest are said at the same time; the
    result is the sorted set of the nicknames they named. It depends only on the set of calls, not on
    the order the actions arrived in.
    """
    calls = contest["calls"]
    first = None
    for c in calls:  # the first valid call's time
        if not c["rejected"] and (first is None or c["t_ms"] < first):
            first = c["t_ms"]
    if first is None:
        return []
    end = first + window
    said: list[int] = []
    for c in calls:
        if not c["rejected"] and c["t_ms"] <= end:
            named = int(c["named"])
            if named not in said:
                said.append(named)
    said.sort()
    return said


def first_seat_of_round(s: TelmaState, round_no: int) -> int:
    if s.options["round_start"] == "rotate":
        return (round_no - 1) % s.n
    return 0


# why a contest's loser takes the cards (or why players tie), as words in the log's sentences; said at nearly
# every contest (marked once here rather than at each use)
SAID_FIRST = QT_TRANSLATE_NOOP("telma", "said first")
SAID_TOGETHER = QT_TRANSLATE_NOOP("telma", "said together")

PART_NAMES = {  # a nickname part, as a word in a sentence
    "noun": QT_TRANSLATE_NOOP("telma", "noun"),
    "adjective": QT_TRANSLATE_NOOP("telma", "adjective"),
    "provenance": QT_TRANSLATE_NOOP("telma", "provenance"),
    "gesture": QT_TRANSLATE_NOOP("telma", "gesture"),
}
NEXT_PART = {  # the deal before a round, by the part its nickname adds
    "adjective": QT_TRANSLATE_NOOP("telma", "Round {round}: the cards are dealt again. Add an adjective to your nickname!"),  # noqa: E501
    "provenance": QT_TRANSLATE_NOOP("telma", "Round {round}: the cards are dealt again. Add a provenance to your nickname!"),  # noqa: E501
    "gesture": QT_TRANSLATE_NOOP("telma", "Round {round}: the cards are dealt again. Add a gesture to your nickname!"),
    "noun": QT_TRANSLATE_NOOP("telma", "Round {round}: the cards are dealt again. Add a noun to your nickname!"),
}


# ---------------------------------------------------------------------------------------------
# Dealing and rounds
# ---------------------------------------------------------------------------------------------


def deal(s: TelmaState, cards: list[str]) -> None:
    """Deal ``cards`` one at a time clockwise from the round's first player.

    Each dealt card goes on top of the receiver's pile, so the first card dealt ends at the bottom.
    """
    first = first_seat_of_round(s, s.round)
    s.piles = [[] for _ in range(s.n)]
    s.faceup = [[] for _ in range(s.n)]
    for i, card in enumerate(cards):
        s.piles[(first + i) % s.n].insert(0, card)


def gather(s: TelmaState) -> list[str]:
    """Every card back in one stack: seat by seat, the face-up pile then the face-down pile."""
    out: list[str] = []
    for seat in range(s.n):
        out.extend(s.faceup[seat])
        out.extend(s.piles[seat])
    if s.options["centre_at_round_end"] == "gather":
        out.extend(s.centre)
        s.centre = []
    return out


def start_round_deal(s: TelmaState) -> None:
    s.phase = "nicknames"
    s.turn = None
    s.contest = None
    s.emptied = []
    s.stalled = False
    s.contests = 0
    s.last = None


def set_part(s: TelmaState, seat: int, text: str) -> None:
    """``seat``'s nickname part for this round (the nickname lists are replaced, never changed in place)."""
    row = list(s.nicknames[seat])
    row[s.round - 1] = text
    s.nicknames = [row if i == seat else r for i, r in enumerate(s.nicknames)]


def start_round(s: TelmaState, events: list[Event]) -> None:
    """Parts nobody chose are picked from the word lists; the round's first player reveals."""
    idx = s.round - 1
    part = nickname_part_kind(s)
    words = words_for(s, part)
    for seat in range(s.n):
        if s.nicknames[seat][idx] is None:
            used = {(s.nicknames[i][idx] or "").lower() for i in range(s.n)}
            choices = [w for w in words if w not in used] or list(words)
            set_part(s, seat, own_rng(s).choice(choices))
            events.append(
                Event(
                    "nickname",
                    say(QT_TRANSLATE_NOOP("telma", "{name} gets a {part} picked for them."), name=player(seat),
                        part=term("telma", PART_NAMES[part])),
                    {"seat": seat, "part": part, "text": s.nicknames[seat][idx], "picked": True},
                )
            )
    s.phase = "reveal"
    s.turn = next_with_pile(s, first_seat_of_round(s, s.round))
    assert s.turn is not None
    events.append(
        Event(
            "round_start",
            say(QT_TRANSLATE_NOOP("telma", "Round {round} starts. {name} reveals first."), round=s.round, name=player(s.turn)),  # noqa: E501
            {"round": s.round, "turn": s.turn, "points": ROUND_POINTS[s.round]},
        )
    )


# ---------------------------------------------------------------------------------------------
# Reveals and contests
# ---------------------------------------------------------------------------------------------


def reveal(s: TelmaState, seat: int, events: list[Event]) -> None:
    piles = s.piles
    pile = piles[seat]
    card = pile[0]
    piles[seat] = pile = pile[1:]
    faceup = s.faceup
    up = faceup[seat]
    covered = up[-1] if up else None
    faceup[seat] = [*up, card]
    if not pile:
        s.emptied = [*s.emptied, seat]
    info = CARD_BY_ID[card]
    words = _REVEAL_WORDS.get((seat, card))
    if words is None:
        words = _REVEAL_WORDS[(seat, card)] = reveal_words(s, seat, card)
    mine = info.symbols
    events.append(Event("reveal", words, {"seat": seat, "card": card, "symbols": list(mine), "covers": covered}))
    n = len(piles)
    if info.surto:
        open_contest(s, "surto", seat, list(range(n)), [], events)
        return
    matches = MATCHES[card]
    matched: dict[int, list[str]] | None = None
    other = 0
    for theirs in faceup:  # (the revealer's own pile has ``card`` on top: it matches no card)
        if theirs and theirs[-1] in matches:
            other_symbols = SYMBOL_SETS[theirs[-1]]
            if matched is None:
                matched = {}
            matched[other] = [sym for sym in mine if sym in other_symbols]
        other += 1  # noqa: SIM113 - (measured: fewer instructions than enumerate's tuples)
    if matched:
        if len(matched) == 1:  # a pair: the most frequent contest
            others = list(matched)
            kind = "pair"
        else:  # clockwise from the revealer (the seats were met in ascending order)
            others = [x for x in matched if x > seat] + [x for x in matched if x < seat]
            kind = "triple"
        if len(mine) == 1:  # (each match shares the card's only symbol)
            symbols = list(mine)
        else:
            symbols = sorted({sym for syms in matched.values() for sym in syms}, key=mine.index)
        open_contest(s, kind, seat, [seat, *others], symbols, events)
        return
    nxt = (seat + 1) % n
    if piles[nxt]:  # (next_with_pile's first step: the next seat still has cards, as nearly always)
        s.turn = nxt
        return
    turn = next_with_pile(s, nxt)
    if turn is None:
        stalemate(s, nxt, events)
    else:
        s.turn = turn


def open_contest(
    s: TelmaState, kind: str, revealer: int, participants: list[int], symbols: list[str], events: list[Event]
) -> None:
    s.phase = "contest"
    s.turn = None
    s.contest = {
        "kind": kind,
        "revealer": revealer,
        "participants": participants,
        "symbols": symbols,
        "calls": [],
    }
    key = (kind, *participants) if kind != "pair" else (kind, *participants, *symbols)
    text = _SAID.get(key)
    if text is None:
        if kind == "surto":
            text = say(QT_TRANSLATE_NOOP("telma", "The Surto! Everyone contests: say anyone's nickname!"))
        elif kind == "triple":
            text = say(QT_TRANSLATE_NOOP("telma", "Three-way contest between {names}!"), names=who(participants))
        else:
            text = say(QT_TRANSLATE_NOOP("telma", "Contest between {names} ({symbols})!"), names=who(participants),
                       symbols=[term("telma", SYMBOL_NAMES[x]) for x in symbols])
        _SAID[key] = text
    events.append(
        Event(
            "contest",
            text,
            {"kind": kind, "revealer": revealer, "participants": list(participants), "symbols": list(symbols)},
        )
    )


def buzz(s: TelmaState, seat: int, t: int, named: int | None, events: list[Event]) -> None:
    assert s.contest is not None
    if named is None:
        named = allowed_targets(s.contest, seat)[0]
    named = int(named)
    call = {"seat": seat, "t_ms": t, "named": named, "rejected": False}
    s.contest = {**s.contest, "calls": [*s.contest["calls"], call]}  # replaced, never changed in place
    s.clock = max(s.clock, t)
    key = ("call", seat, named)
    text = _SAID.get(key) or _SAID.setdefault(key, say(
        QT_TRANSLATE_NOOP("telma", "{name} calls {named}'s nickname."), name=player(seat), named=player(named)))
    events.append(Event("call", text, {"seat": seat, "t_ms": t, "named": named}))


def reject(s: TelmaState, caller: int, events: list[Event]) -> None:
    assert s.contest is not None
    call = pending_call(s.contest, caller)
    assert call is not None
    s.contest = {**s.contest, "calls": [c | {"rejected": True} if c is call else c for c in s.contest["calls"]]}
    events.append(
        Event("call_rejected", say(QT_TRANSLATE_NOOP("telma", "{name}'s call does not count."), name=player(caller)), {"seat": caller, "t_ms": call["t_ms"]})  # noqa: E501
    )
    if s.config.options["wrong_nickname"] == "takes_cards":
        lose(s, caller, events, reason=QT_TRANSLATE_NOOP("telma", "a wrong nickname"))


def false_call(s: TelmaState, seat: int, events: list[Event]) -> None:
    events.append(Event("false_call", say(
        QT_TRANSLATE_NOOP("telma", "{name} called, but nothing matches!"), name=player(seat)),
                        {"seat": seat}))
    take(s, seat, list(range(s.n)), events, kind="false_call", reason=QT_TRANSLATE_NOOP("telma", "a call without a match"))  # noqa: E501


# ---------------------------------------------------------------------------------------------
# Contest outcomes
# ---------------------------------------------------------------------------------------------


def sources(s: TelmaState) -> list[int]:
    """Whose face-up piles the contest's loser takes (or the tied players divide)."""
    assert s.contest is not None
    order = clockwise_from(s, int(s.contest["revealer"]))
    if s.config.options["cards_taken"] == "involved":
        parts = s.contest["participants"]
        return [x for x in order if x in parts]
    return order  # every seat


SEAT_KEYS = tuple(str(seat) for seat in range(SPEC.max_players))  # str(seat): a seat as a JSON key


def collect(s: TelmaState, seats: list[int]) -> tuple[list[str], dict[str, int]]:
    cards: list[str] = []
    taken: dict[str, int] = {}
    faceup = s.faceup
    for seat in seats:
        up = faceup[seat]
        if up:
            taken[SEAT_KEYS[seat]] = len(up)
            cards += up
            faceup[seat] = []
    return cards, taken


def give(s: TelmaState, seat: int, cards: list[str]) -> None:
    if cards:
        s.piles[seat] = [*s.piles[seat], *cards]
        if seat in s.emptied:
            s.emptied = [x for x in s.emptied if x != seat]


def lose(s: TelmaState, loser: int, events: list[Event], reason: str) -> None:
    kind = s.contest["kind"] if s.contest else "pair"
    take(s, loser, sources(s), events, kind=kind, reason=reason)


def take(s: TelmaState, loser: int, seats: list[int], events: list[Event], kind: str, reason: str) -> None:
    cards, taken = collect(s, seats)
    from_centre = len(s.centre)
    cards.extend(s.centre)
    s.centre = []
    give(s, loser, cards)
    count = len(cards)
    s.last = {
        "kind": kind,
        "outcome": "lost",
        "takers": [loser],
        "taken_from": taken,
        "from_centre": from_centre,
        "to_centre": 0,
        "received": {SEAT_KEYS[loser]: count},
    }
    key = ("take", loser, count, reason)
    text = _SAID.get(key) or _SAID.setdefault(key, say(
        QT_TRANSLATE_NOOP("telma", "{name} takes %n card(s) ({reason})."), name=player(loser), n=count,
        reason=term("telma", reason)))
    events.append(Event("take", text, {"seat": loser, "count": count, "from": taken, "from_centre": from_centre,
                                       "reason": reason}))
    after_contest(s, loser, events)


def tie(s: TelmaState, tied: list[int], events: list[Event], reason: str) -> None:
    assert s.contest is not None
    revealer = int(s.contest["revealer"])
    kind = s.contest["kind"]
    order = [x for x in clockwise_from(s, revealer) if x in tied]
    cards, taken = collect(s, sources(s))
    share = len(cards) // len(order)
    rest = len(cards) - share * len(order)
    to_centre = cards[len(cards) - rest :] if rest else []
    shares: dict[int, list[str]] = {x: [] for x in order}
    for i, card in enumerate(cards[: share * len(order)]):
        shares[order[i % len(order)]].append(card)
    for seat in order:
        give(s, seat, shares[seat])
    if to_centre:
        s.centre = [*s.centre, *to_centre]
    s.last = {
        "kind": kind,
        "outcome": "tie",
        "takers": order,
        "taken_from": taken,
        "from_centre": 0,
        "to_centre": len(to_centre),
        "received": {str(x): share for x in order},
    }
    if to_centre:
        text = say(
            QT_TRANSLATE_NOOP("telma", "Tie ({reason}) between {names}: %n card(s) each, {centre} to the centre."),
                   reason=term("telma", reason), names=who(order), n=share, centre=len(to_centre))
    else:
        text = say(QT_TRANSLATE_NOOP("telma", "Tie ({reason}) between {names}: %n card(s) each."), reason=term("telma", reason),  # noqa: E501
                   names=who(order), n=share)
    events.append(
        Event(
            "tie",
            text,
            {"seats": order, "each": share, "to_centre": len(to_centre), "from": taken, "reason": reason},
        )
    )
    if s.config.options["after_tie"] == "first_tied":
        restart = order[0]
    else:
        restart = (revealer + 1) % s.n
    after_contest(s, restart, events)


def after_contest(s: TelmaState, restart: int, events: list[Event]) -> None:
    s.contest = None
    s.stalled = False
    s.contests += 1
    piles = s.piles
    if [] in piles:  # (an empty face-down pile: a player may be out)
        faceup = s.faceup
        out = [x for x in range(len(piles)) if not piles[x] and not faceup[x]]  # card_count() == 0
    else:
        out = []
    if out:
        if len(out) > 1 and s.options["several_out"] == "first_out":
            out = [min(out, key=out_rank(s))]
        end_round(s, out, events, how="out of cards")
        return
    if s.contests >= int(s.config.options["contest_limit"]):
        end_by_fewest(s, events, how=f"the limit of {s.options['contest_limit']} contests")
        return
    s.phase = "reveal"
    nxt = next_with_pile(s, restart)
    if nxt is None:
        stalemate(s, restart, events)
        return
    s.turn = nxt
    key = ("restart", nxt)
    text = _SAID.get(key) or _SAID.setdefault(key, say(QT_TRANSLATE_NOOP("telma", "{name} reveals next."),
                                                       name=player(nxt)))
    events.append(Event("restart", text, {"turn": nxt}))


def out_rank(s: TelmaState) -> Callable[[int], tuple[int, int]]:
    """Sort key: whose face-down pile ran out first; then clockwise from the round's first player."""
    order = {seat: i for i, seat in enumerate(s.emptied)}
    first = first_seat_of_round(s, s.round)
    return lambda seat: (order.get(seat, len(order)), (seat - first) % s.n)


def stalemate(s: TelmaState, start: int, events: list[Event]) -> None:
    """Every face-down pile is empty and nothing matches; ``start`` would reveal next."""
    if s.stalled or s.options["stalemate"] == "fewest":
        end_by_fewest(s, events, how="nobody could reveal")
        return
    for seat in range(s.n):
        s.piles[seat] = list(s.faceup[seat])
        s.faceup[seat] = []
    s.emptied = []
    s.stalled = True
    s.phase = "reveal"
    nxt = next_with_pile(s, start)
    assert nxt is not None
    s.turn = nxt
    events.append(
        Event(
            "recycle",
            say(QT_TRANSLATE_NOOP("telma", "Nobody can reveal: everyone turns their face-up cards over. {name} reveals next."),  # noqa: E501
                name=player(nxt)),
            {"turn": nxt, "piles": [len(p) for p in s.piles]},
        )
    )


def end_by_fewest(s: TelmaState, events: list[Event], how: str) -> None:
    counts = [card_count(s, x) for x in range(s.n)]
    best = min(counts)
    out = [x for x in range(s.n) if counts[x] == best]
    if len(out) > 1 and s.options["several_out"] == "first_out":
        out = [min(out, key=out_rank(s))]
    end_round(s, out, events, how=f"{how}; fewest cards")


def end_round(s: TelmaState, winners: list[int], events: list[Event], how: str) -> None:
    """``how``: why the round ended (English, for the event's data; the log line says it in words)."""
    points = ROUND_POINTS[s.round]
    scores = list(s.scores)  # scores and round winners are replaced, never changed in place
    for x in winners:
        scores[x] += points
    s.scores = scores
    s.round_winners = [*s.round_winners, sorted(winners)]
    s.contest = None
    s.turn = None
    events.append(
        Event(
            "round_won",
            round_won_words(s, winners, how, points),
            {"round": s.round, "winners": sorted(winners), "points": points, "how": how, "scores": list(s.scores)},
        )
    )
    best = max(s.scores)
    if s.round == 2 and best >= 2:
        finish(s, [x for x in range(s.n) if s.scores[x] == best], events)
        return
    if s.round >= MAX_ROUNDS:
        tied = [x for x in range(s.n) if s.scores[x] == best]
        if len(tied) > 1 and s.options["final_tie"] == "latest_round":
            for won in reversed(s.round_winners):
                narrowed = [x for x in tied if x in won]
                if narrowed and len(narrowed) < len(tied):
                    tied = narrowed
                if len(tied) == 1:
                    break
        finish(s, tied, events)
        return
    cards = gather(s)
    if s.options["next_deal"] == "shuffle":
        own_rng(s).shuffle(cards)
    s.round += 1
    start_round_deal(s)
    deal(s, cards)
    events.append(
        Event(
            "deal",
            say(NEXT_PART[nickname_part_kind(s)], round=s.round),
            {"round": s.round, "piles": [len(p) for p in s.piles], "part": nickname_part_kind(s)},
        )
    )


HOW_WORDS = {  # why a round ended, as the log says it
    "out of cards": QT_TRANSLATE_NOOP("telma", "out of cards"),
    "nobody could reveal; fewest cards": QT_TRANSLATE_NOOP("telma", "nobody could reveal; fewest cards"),
}


def round_won_words(s: TelmaState, winners: list[int], how: str, points: int) -> Msg:
    """"Anna wins round 1 (out of cards) and scores 1 point."."""
    one = len(winners) == 1
    if how in HOW_WORDS:
        text = QT_TRANSLATE_NOOP("telma", "{names} wins round {round} ({how}) and scores %n point(s).") if one else \
            QT_TRANSLATE_NOOP("telma", "{names} win round {round} ({how}) and score %n point(s).")
        return say(text, names=who(winners), round=s.round, how=term("telma", HOW_WORDS[how]), n=points)
    if one:
        text = QT_TRANSLATE_NOOP(
            "telma", "{names} wins round {round} (the limit of {limit} contests; fewest cards) and scores %n point(s).")
    else:
        text = QT_TRANSLATE_NOOP(
            "telma", "{names} win round {round} (the limit of {limit} contests; fewest cards) and score %n point(s).")
    return say(text, names=who(winners), round=s.round, limit=s.options["contest_limit"], n=points)


def finish(s: TelmaState, winners: list[int], events: list[Event]) -> None:
    s.phase = "over"
    s.turn = None
    s.contest = None
    s.winners = sorted(winners)
    if len(winners) == 1:
        text = say(QT_TRANSLATE_NOOP("telma", "{names} wins the match!"), names=who(s.winners))
    else:
        text = say(QT_TRANSLATE_NOOP("telma", "{names} share the match!"), names=who(s.winners))
    events.append(
        Event(
            "match_over",
            text,
            {"winners": s.winners, "scores": list(s.scores)},
        )
    )
