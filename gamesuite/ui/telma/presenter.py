"""What Telma's table says and offers, from the TABLE view and the legal actions only (no Qt here).

``table_model(view, actions, local)`` turns the public view, the table's legal actions and the table's own
half-made choices (:class:`Local`: a press waiting for "whose nickname?", the tie picker, the buzzer keys)
into a frozen :class:`TableModel` of plain strings, numbers, flags and keys; ``table.py`` applies it to its
items, which repaint only what changed. Every word on the table is testable without a window
(tests/ui/test_telma_presenter.py).

Keys: ``buzzer:<seat>`` (a player's round button; pressing their key is the same), ``named:<seat>:<target>``
(``seat`` said ``target``'s nickname), ``cancel:<seat>`` (that press was a mistake), ``wrong:<seat>`` (reject
``seat``'s call), ``chip:<n>``, ``tie:<seat>`` (tie picker), ``change:<seat>`` (a new buzzer key), and the
buttons ``button:tie``, ``button:ok``, ``button:split``, ``button:tie-cancel``, ``button:peek``,
``button:start``.

What to avoid: re-computing a rule. Who may call and whose nickname they may say come from the ``buzz``
templates of the legal actions; whether a call may leave the name out (a two-player contest) from a
template without ``named``; when the table may close a contest from the ``settle`` template; which ties may
be declared from the ``declare_tie`` actions. Nicknames are shown only when the view says they are public
(or the table pressed "Show nicknames").
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from typing import Literal

from gamesuite.content.telma import card_name, symbol_name
from gamesuite.i18n import current_language, translate, words
from gamesuite.rules.core import QT_TRANSLATE_NOOP, Action, Free, Msg, Sentence, fits_template
from gamesuite.rules.telma.view import CardView, ContestView, NicknameView, PlayerView, TelmaView

HIGHLIGHT, INK, MUTED = "highlight", "ink", "muted"  # colour roles, mapped to the theme by the table
TIE_BLUE, OK_GREEN, GREY, REJECTED = "#8fd3ff", "#3fae6b", "#dcd5c3", "#505050"
CHIP_SLOTS = 8

PART_TITLES = {  # marked here, translated where shown
    "noun": QT_TRANSLATE_NOOP("telma", "choose a nickname: a common noun"),
    "adjective": QT_TRANSLATE_NOOP("telma", "add an adjective to your nickname"),
    "provenance": QT_TRANSLATE_NOOP("telma", "add where your nickname comes from"),
    "gesture": QT_TRANSLATE_NOOP("telma", "add a gesture to your nickname"),
}
PART_HINTS = {
    "noun": QT_TRANSLATE_NOOP("telma", "table, hut, hat, ghost… Say it out loud so everyone remembers it!"),
    "adjective": QT_TRANSLATE_NOOP("telma", "yellow table, old hut, scary ghost… Say the new nickname out loud!"),
    "provenance": QT_TRANSLATE_NOOP("telma", "yellow table from Lisbon, old hut from the moon… Say it out loud!"),
    "gesture": QT_TRANSLATE_NOOP("telma", "clap while saying it, touch your nose… Show everyone!"),
}
KEY_TEST_HINT = QT_TRANSLATE_NOOP("telma", "Test your key: click here, then press it — your row lights up.")


def names_list(names: Sequence[str]) -> str:
    """"Anna", "Anna and Bruno", "Anna, Bruno and Carla" (names exactly as typed), in the current language."""
    return words(names)


def points(n: int) -> str:
    return translate("telma", "%n pt(s)", n=n)


def part_field(part: str) -> Literal["noun", "adjective", "extra"]:
    """The nickname field this round's part goes to (the view's ``nickname_part``)."""
    return "noun" if part == "noun" else "adjective" if part == "adjective" else "extra"


# ------------------------------------------------------------------------------ actions and keys
def keys_of(action: Action) -> tuple[str, ...]:
    """The clicks on the table that choose ``action`` (a buzz's time is filled in when it is pressed)."""
    kind = action.kind
    if kind in ("reveal", "false_call"):
        return (f"buzzer:{action.seat}",)
    if kind == "buzz":
        named = action.get("named")
        press = f"buzzer:{action.seat}"
        return (press,) if named is None else (press, f"named:{action.seat}:{named}")
    if kind == "settle":
        return ("button:ok",)
    if kind == "reject_call":
        return (f"wrong:{action['caller']}",)
    if kind == "declare_tie":
        return ("button:tie",)
    if kind == "start_round":
        return ("button:start",)
    return ()  # set_nickname: typed in the setup panel


def click_actions(actions: Iterable[Action]) -> list[Action]:
    """The legal actions one click on a button chooses (for the table's ActionPicker): rejecting a call,
    closing the contest, starting the round, and a tie when the rules allow exactly one (a two-player
    contest). Presses (reveal, buzz) are timed and go their own way; several possible ties open the picker."""
    acts = list(actions)
    ties = [a for a in acts if a.kind == "declare_tie"]
    out = [a for a in acts if a.kind in ("settle", "reject_call", "start_round")]
    if len(ties) == 1:
        out.append(ties[0])
    return out


def meant(view: TelmaView, key: str, now_ms: int) -> Action | None:
    """The action a click on ``key`` most likely meant (to explain with ``why_not`` why it is refused)."""
    kind, _, arg = key.partition(":")
    if key == "button:ok":
        return Action("settle", t_ms=now_ms)
    if kind == "wrong" and arg.isdigit():
        return Action("reject_call", caller=int(arg))
    if key == "button:start":
        return Action("start_round")
    if key == "button:tie":
        c = view["contest"]
        return Action("declare_tie", seats=sorted(c["participants"]) if c else [])
    return None


# A press that did nothing, said over the presser's own header (name and score) at the header's full size: the
# rules' sentence names the presser and, for a turn, whoever reveals ("It is Anna Maria Francesca's turn to
# reveal.": 700 units at 34, the header holds 420), so the station says it in the second person, short. Keyed by
# the rules' sentence (its English text is its id): the rules still decide why.
STATION_REFUSALS = {
    "It is {name}'s turn to reveal.": QT_TRANSLATE_NOOP("telma", "Not your turn"),
    "{name} is not in this contest.": QT_TRANSLATE_NOOP("telma", "Not in this contest"),
    "{name} has already called.": QT_TRANSLATE_NOOP("telma", "Already called"),
}


def station_refusal(reason: Sentence) -> str | None:
    """The short line a station shows for the rules' ``reason`` a press of its player did nothing (None: no
    short form; the table shows the rules' sentence)."""
    short = STATION_REFUSALS.get(reason.text) if isinstance(reason, Msg) and reason.context == "telma" else None
    return translate("telma", short) if short is not None else None


def buzz_templates(actions: Iterable[Action], seat: int) -> list[Action]:
    return [a for a in actions if a.kind == "buzz" and a.seat == seat]


def may_leave_name_out(templates: Iterable[Action]) -> bool:
    """A call may be sent without whose nickname was said (the rules list a ``buzz`` without ``named``)."""
    return any(a.get("named") is None for a in templates)


def call_targets(templates: Iterable[Action]) -> tuple[int, ...]:
    """Whose nickname the caller may have said, in seat order (from the ``buzz`` templates)."""
    return tuple(sorted({int(a["named"]) for a in templates if a.get("named") is not None}))


def settle_template(actions: Iterable[Action]) -> Action | None:
    return next((a for a in actions if a.kind == "settle"), None)


def settle_from(actions: Iterable[Action]) -> int | None:
    """The earliest time the contest may be closed (the ``settle`` template's lower bound)."""
    t = settle_template(actions)
    domain = t.get("t_ms") if t is not None else None
    return int(domain.minimum) if isinstance(domain, Free) and domain.minimum is not None else None


def may_settle(actions: Iterable[Action], now_ms: int) -> bool:
    t = settle_template(actions)
    return t is not None and fits_template(Action("settle", t_ms=now_ms), t)


# ------------------------------------------------------------------------------ the table's own state
@dataclass(frozen=True)
class Pending:
    """A press waiting for "whose nickname?": who pressed, when, and whose nickname they may have said."""

    seat: int
    t_ms: int
    targets: tuple[int, ...]


@dataclass(frozen=True)
class Local:
    """What the table knows besides the view: keys, the nickname peek, half-made choices, the clock."""

    keys: tuple[str, ...]
    now_ms: int = 0
    review_ms: int = 3000
    peek: bool = False
    assigning: int | None = None
    pending: tuple[Pending, ...] = ()
    tie_choice: frozenset[int] | None = None
    news: str = ""
    suggested: str = ""


# ------------------------------------------------------------------------------ the model
Mode = Literal["calm", "active", "contest", "dimmed"]


@dataclass(frozen=True)
class CardFace:
    """A face-up card as the art draws it."""

    id: str
    symbols: tuple[str, ...]
    surto: bool
    double: bool
    cross: bool
    name: str


def face(card: CardView | None) -> CardFace | None:
    if card is None:
        return None
    symbols = tuple(card["symbols"])  # the caption in the app's language (the view's name is English)
    caption = card_name(symbols, current_language()) if symbols else card["name"]
    return CardFace(card["id"], symbols, card["surto"], card["double"], card["cross"], caption)


@dataclass(frozen=True)
class StationModel:
    name: str
    score: str
    pile: int
    face_up: int
    top: CardFace | None
    key: str
    nickname: str  # "" when hidden (a hidden nickname is not kept on the table either)
    mode: Mode
    top_highlighted: bool
    buzzer_clickable: bool


@dataclass(frozen=True)
class Line:
    text: str
    colour: str = INK


@dataclass(frozen=True)
class Chip:
    """A call on the contest panel: who called (and whom), how much after the first; ``wrong_seat``: the
    caller whose call a "✗" beside it rejects (None for a call already rejected)."""

    text: str
    seat: int
    rejected: bool
    wrong_seat: int | None


@dataclass(frozen=True)
class Review:
    """After the tie window: who takes the cards if nobody objects, and the time left to object."""

    open: bool
    preview: str = ""
    left: float = 0.0  # 1 = the whole review time left, 0 = settling now


@dataclass(frozen=True)
class PickRow:
    seat: int
    label: str
    targets: tuple[tuple[str, str, int], ...]  # (key, name, seat) per button


@dataclass(frozen=True)
class TieButton:
    key: str
    label: str
    seat: int
    chosen: bool


@dataclass(frozen=True)
class TiePicker:
    buttons: tuple[TieButton, ...]
    split_enabled: bool


@dataclass(frozen=True)
class SetupRow:
    seat: int
    round: int
    name: str
    so_far: str
    wide: bool
    value: str | None  # the game's value of this round's part (the box shows it unless being typed in)
    placeholder: str
    key_cap: str
    change: str
    lit: bool


@dataclass(frozen=True)
class SetupModel:
    visible: bool
    title: str = ""
    hint: str = ""
    news: str = ""
    start: str = ""
    rows: tuple[SetupRow, ...] = ()


@dataclass(frozen=True)
class TableModel:
    stations: tuple[StationModel, ...]
    round_text: str
    points_text: str
    centre_visible: bool
    centre_card: CardFace | None
    centre_text: str
    headline: Line
    subline: Line
    note: Line
    contest_layout: bool  # the three lines move up: the contest needs the whole band
    peek_visible: bool
    peek_label: str
    keys_hint: str  # "" when hidden
    chips: tuple[Chip, ...]
    tie_visible: bool
    review: Review
    picker: tuple[PickRow, ...]
    tie_picker: TiePicker | None
    setup: SetupModel
    status: str


def table_model(view: TelmaView, actions: Sequence[Action], local: Local) -> TableModel:
    """The whole table (see the module docstring)."""
    phase = view["phase"]
    players = view["players"]
    names = [p["name"] for p in players]
    contest = view["contest"] if phase == "contest" else None
    pts = int(view["round_points"])
    playing = phase in ("reveal", "contest")
    centre = view["centre"]
    picker = _picker(local, names) if contest is not None else ()
    tie_picker = _tie_picker(contest, actions, local, names) if contest is not None else None
    headline, subline, note = _lines(view, contest, local, names)
    choosing = bool(picker) or tie_picker is not None
    return TableModel(
        stations=tuple(_station(view, p, local) for p in players),
        round_text=translate("telma", "Round {number} of 3").format(number=view["round"]),
        points_text=translate("telma", "worth %n point(s) · {players} players", n=pts).format(players=len(players)),
        centre_visible=playing,
        centre_card=face(centre[-1]) if centre and playing else None,
        centre_text=(translate("telma", "{count} in the centre: for the next loser").format(count=len(centre)) if centre
                     else translate("telma", "Centre: empty (ties leave cards here)")) if playing else "",
        headline=headline,
        subline=Line("", INK) if choosing else subline,
        note=Line("", MUTED) if choosing else note,
        contest_layout=contest is not None,
        peek_visible=not view["nicknames_public"] and playing,
        peek_label=translate("telma", "Hide nicknames") if local.peek else translate("telma", "Show nicknames"),
        keys_hint=(translate("telma", "Space = OK\nCtrl+Z = undo") if contest is not None
                   else translate("telma", "Tap your round button\nor press your key"))
        if playing and not choosing else "",
        chips=() if contest is None or choosing else _chips(contest, names),
        tie_visible=contest is not None and not choosing,
        review=_review(contest, actions, local, names) if contest is not None and not choosing else Review(False),
        picker=picker,
        tie_picker=tie_picker,
        setup=_setup(view, local),
        status=status_line(view, local.keys),
    )


def _station(view: TelmaView, p: PlayerView, local: Local) -> StationModel:
    phase = view["phase"]
    seat = p["seat"]
    c = view["contest"] if phase == "contest" else None
    mode: Mode = "calm"
    lit_card = False
    if phase == "reveal":
        mode = "active" if seat == view["turn"] else "calm"
    elif c is not None and view["highlight"]:
        inside = seat in c["participants"]
        everyone = c["kind"] == "surto"
        mode = "contest" if inside else "calm" if everyone else "dimmed"
        lit_card = inside and (not everyone or seat == c["revealer"])
    elif phase == "over":
        mode = "active" if seat in view["winners"] else "calm"
    shown = (view["nicknames_public"] or local.peek) and phase != "nicknames"
    return StationModel(
        name=p["name"],
        score=points(p["score"]),
        pile=p["pile"],
        face_up=p["face_up"],
        top=face(p["top"]),
        key=local.keys[seat],
        nickname=nickname_words(p["nickname"]) if shown else "",
        mode=mode,
        top_highlighted=lit_card,
        buzzer_clickable=phase in ("reveal", "contest"),
    )


def _lines(view: TelmaView, contest: ContestView | None, local: Local, names: list[str]) -> tuple[Line, Line, Line]:
    phase = view["phase"]
    if phase == "reveal":
        turn = int(view["turn"] or 0)
        return (Line(translate("telma", "{name} reveals").format(name=names[turn])),
                Line(translate("telma", "Press {key} or tap {name}'s round button").format(
                    key=local.keys[turn], name=names[turn])),
                Line(local.news, MUTED))
    if contest is not None:
        headline, subline = _contest_lines(view, contest, names)
        waiting = "" if contest["calls"] else translate("telma", "Waiting for the first call…")
        return Line(headline, HIGHLIGHT), Line(subline), Line(waiting, MUTED)
    if phase == "over":
        winners = [names[s] for s in view["winners"]]
        scores = " · ".join(f"{p['name']} {p['score']}" for p in view["players"])
        rounds = " · ".join(translate("telma", "Round {number}: {names}").format(
                                number=i + 1, names=names_list([names[s] for s in won]))
                            for i, won in enumerate(view["round_winners"]))
        return (Line(match_won(winners), HIGHLIGHT), Line(translate("telma", "Points: {scores}").format(scores=scores)),
                Line(translate("telma", "{rounds} — Game ▸ New game to play again").format(rounds=rounds), MUTED))
    return Line(""), Line(""), Line("", MUTED)


def _contest_lines(view: TelmaView, c: ContestView, names: list[str]) -> tuple[str, str]:
    kind = c["kind"]
    if kind == "surto":
        return (translate("telma", "THE SURTO! Everyone!"),
                translate("telma", "Say anyone's nickname, press your key, then pick who you named"))
    if not view["highlight"]:
        return translate("telma", "CONTEST!"), translate("telma", "Who is in it? Say the nickname and press your key")
    parts = c["participants"]
    if kind == "triple":
        rev = c["revealer"]
        others = names_list([names[x] for x in parts if x != rev])
        return (translate("telma", "THREE-WAY: {name} vs {others}").format(name=names[rev], others=others),
                translate("telma", "{name}: say either nickname · {others}: say {name}'s · then pick").format(
                    name=names[rev], others=others))
    sym = ", ".join(symbol_name(s["id"], current_language()) for s in view["symbols"] if s["id"] in c["symbols"])
    return (translate("telma", "CONTEST! {first} vs {second}").format(first=names[parts[0]], second=names[parts[1]]),
            translate("telma", "{symbols}: say the other's nickname — first to finish presses their key").format(
                symbols=sym))


def _chips(c: ContestView, names: list[str]) -> tuple[Chip, ...]:
    first = c["first_call_ms"]
    out: list[Chip] = []
    for call in sorted(c["calls"], key=lambda x: (x["rejected"], x["t_ms"]))[:CHIP_SLOTS]:
        seat = call["seat"]
        who = names[seat] if c["kind"] == "pair" else f"{names[seat]} → {names[call['named']]}"
        if call["rejected"]:
            text = translate("telma", "{name}: wrong").format(name=names[seat])
        elif first is not None and call["t_ms"] == first:
            text = translate("telma", "{name} called first").format(name=names[seat]) if c["kind"] == "pair" else who
        else:
            seconds = f"{(call['t_ms'] - (first or 0)) / 1000:.2f}"
            text = translate("telma", "{who} +{seconds}s").format(who=who, seconds=seconds)
        out.append(Chip(text, seat, call["rejected"], None if call["rejected"] else seat))
    return tuple(out)


def _review(c: ContestView, actions: Sequence[Action], local: Local, names: list[str]) -> Review:
    start = settle_from(actions)
    if start is None or not may_settle(actions, local.now_ms):
        return Review(False)
    leading = c["leading"]
    preview = translate("telma", "{name} takes the cards").format(name=names[leading[0]]) if len(leading) == 1 else \
        translate("telma", "Tie: {names}").format(names=names_list([names[x] for x in leading]))
    left = (start + local.review_ms - local.now_ms) / max(1, local.review_ms)
    return Review(True, preview, round(max(0.0, min(1.0, left)), 3))


def _picker(local: Local, names: list[str]) -> tuple[PickRow, ...]:
    return tuple(PickRow(p.seat, translate("telma", "{name} said:").format(name=names[p.seat]),
                         tuple((f"named:{p.seat}:{t}", names[t], t) for t in p.targets))
                 for p in local.pending[:4])


def _tie_picker(c: ContestView, actions: Sequence[Action], local: Local, names: list[str]) -> TiePicker | None:
    if local.tie_choice is None or local.pending:
        return None
    chosen = local.tie_choice
    buttons = tuple(TieButton(f"tie:{s}", f"✓ {names[s]}" if s in chosen else names[s], s, s in chosen)
                    for s in sorted(c["participants"]))
    return TiePicker(buttons, Action("declare_tie", seats=sorted(chosen)) in actions)


def _setup(view: TelmaView, local: Local) -> SetupModel:
    if view["phase"] != "nicknames":
        return SetupModel(False)
    part = view["nickname_part"]
    rnd = int(view["round"])
    field = part_field(part)
    news = local.suggested or (local.news if rnd > 1 or view["round_winners"] else "")
    rows: list[SetupRow] = []
    for p in view["players"]:
        nick = p["nickname"]
        before = "" if rnd == 1 else nickname_words(nick, with_extra=False) if field == "extra" else \
            (nick["noun"] or "")
        seat = p["seat"]
        rows.append(SetupRow(
            seat=seat,
            round=rnd,
            name=p["name"],
            so_far=before + " +" if before else "",
            wide=rnd == 1,
            value=nick[field],
            placeholder=translate("telma", "e.g. {suggestion}").format(suggestion=suggestion_words(nick))
            if nick["suggestion"] else "",
            key_cap="…" if local.assigning == seat else local.keys[seat],
            change=translate("telma", "Press a key") if local.assigning == seat else translate("telma", "Change"),
            lit=local.assigning == seat,
        ))
    task = translate("telma", PART_TITLES.get(part, part))
    title = translate("telma", "Round {number} — {task}").format(number=rnd, task=task)
    return SetupModel(True, title, translate("telma", PART_HINTS.get(part, "")), news,
                      translate("telma", "Start round {number}").format(number=rnd), tuple(rows))


def suggestion_words(nick: NicknameView) -> str:
    """The game's suggestion for this round's part, in the players' language (the word lists are marked)."""
    return translate("telma", nick["suggestion"] or "")


def nickname_words(nick: NicknameView, with_extra: bool = True) -> str:
    """A nickname as it is said, its parts in the language's order ("yellow table" / "tavolo giallo") and the
    round-3 part after them ("yellow table from Lisbon", "yellow table (winking)"). The parts themselves are
    the players' words, as they typed them."""
    noun, adjective, extra = nick["noun"] or "", nick["adjective"] or "", nick["extra"] or ""
    if noun and adjective:
        text = translate("telma", "{adjective} {noun}").format(adjective=adjective, noun=noun)
    else:
        text = noun or adjective
    if extra and with_extra:
        if nick["extra_kind"] == "gesture":
            text = translate("telma", "{nickname} ({gesture})").format(nickname=text, gesture=extra)
        else:
            text = translate("telma", "{nickname} {provenance}").format(nickname=text, provenance=extra)
    return text


def suggested_note(names: Sequence[str], rnd: int) -> str:
    """What the setup panel says after Start filled empty boxes with the game's suggestions."""
    if len(names) == 1:
        text = translate("telma", "{names} got a suggestion in the empty box: say it out loud (or change it), then press Start round {number} again.")  # noqa: E501
    else:
        text = translate("telma", "{names} got suggestions in the empty boxes: say them out loud (or change them), then press Start round {number} again.")  # noqa: E501
    return text.format(names=names_list(names), number=rnd)


def match_won(winners: Sequence[str]) -> str:
    """"Anna wins the match!" / "Anna and Bruno share the match!"."""
    if len(winners) == 1:
        return translate("telma", "{names} wins the match!").format(names=names_list(winners))
    return translate("telma", "{names} share the match!").format(names=names_list(winners))


def status_line(view: TelmaView, keys: Sequence[str]) -> str:
    """The window's status line."""
    phase = view["phase"]
    names = [p["name"] for p in view["players"]]
    if phase == "nicknames":
        return translate("telma", "Round {number}: choose nicknames, then start the round.").format(
            number=view["round"])
    if phase == "reveal":
        turn = int(view["turn"] or 0)
        return translate("telma", "Round {number}: {name} reveals (key {key}).").format(
            number=view["round"], name=names[turn], key=keys[turn])
    if phase == "contest":
        return translate("telma", "Contest! Say the nickname, then press your key.")
    return match_won([names[s] for s in view["winners"]])
