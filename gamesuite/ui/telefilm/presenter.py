"""What Il Gioco dei Telefilm's shared table says and offers, from the TABLE view only (no Qt here).

``table_model(view, actions, ...)`` turns the public view and the table's legal actions into a frozen
:class:`TableModel` of plain strings, numbers, flags and keys; the table (``table.py``) applies it to its
items, which repaint only what changed. ``keys_of(action)`` says which clicks on the table choose an
action, for the :class:`~gamesuite.ui.picker.ActionPicker`. Keeping this apart from painting makes every
word on the table testable without a window (tests/ui/test_telefilm_presenter.py), and guarantees that
nothing but the table view reaches the shared screen.

Keys: ``space:<id>`` (board spaces, ``space:mix`` and ``space:crime/vintage``), ``option:<letter>``,
``offer:<index>`` (cards only), ``button:<name>`` (``reveal``, ``roll``, ``q1``-``q4``, ``choose<n>``,
``straight``, ``options``, ``pass``, and two that open a private view: ``special``, ``director``).

What to avoid: re-computing a rule here. What may be clicked comes from the legal actions; whether the
answering Star may look at their special cards comes from the view (``question.may_play``); rule
constants (the setup table, the bonuses) are read from the spec, never re-derived.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from typing import Any

from gamesuite.i18n import render, translate, translate_marked
from gamesuite.rules.core import QT_TRANSLATE_NOOP, Action, Frozen, Msg, record
from gamesuite.rules.telefilm.spec import (
    CARDS_ONLY,
    GENRE_BONUS,
    GENRE_TITLES,
    GENRES,
    MIX,
    MIX_TITLE,
    PERIOD_TITLES,
    SETUP,
    SPECIALS,
    STANDARD,
    STRAIGHT_BONUS,
    TWO_PLAYER_BETS,
)

View = Mapping[str, Any]

PHASE_WORDS = {"bets": QT_TRANSLATE_NOOP("telefilm", "the Director chooses cards and bets"),
               "place": QT_TRANSLATE_NOOP("telefilm", "the Stars place their tokens"),
               "select": QT_TRANSLATE_NOOP("telefilm", "the Star chooses a space"),
               "offer": QT_TRANSLATE_NOOP("telefilm", "the Star chooses a card"),
               "questions": QT_TRANSLATE_NOOP("telefilm", "questions"),
               "over": QT_TRANSLATE_NOOP("telefilm", "game over")}
# button colours (the table's palette: yellow = the move to make, lilac = a private look, grey = pass)
YELLOW, GREEN, LILAC, GREY, BLUE = "#ffd45a", "#3fae6b", "#c9b8e8", "#e4dfd3", "#b9d7f0"


def scoring() -> tuple[str, ...]:
    """The scoring summary of the board game, in the current language."""
    return (
        translate("telefilm", "Right, straight: bet + difficulty + {bonus}").format(bonus=STRAIGHT_BONUS),
        translate("telefilm", "Right, with the options: bet + difficulty"),
        translate("telefilm", "Wrong: the Director scores bet − difficulty (+{bonus} if straight)").format(
            bonus=STRAIGHT_BONUS),
    )


def cards_only_rules() -> str:
    return translate("telefilm", "Right and straight: the card and a bonus card from the deck.\n"
                     "Right with the options: the card.\n"
                     "Wrong and straight: the Director wins the card.\n"
                     "Wrong with the options: nobody wins it.\n"
                     "Score: the difficulty of the cards won.")


def thanks() -> str:
    return translate("telefilm", "Thanks for playing! Game ▸ New game for another round")


def card_name(kind: str) -> str:
    """A special card's name as the table shows it ("DOUBLE"), in the current language."""
    card = SPECIALS.get(kind)
    return translate_marked("telefilm", card.name).upper() if card is not None else kind.upper()


def genre_word(genre: str | None) -> str:
    """'Comedy' … or 'Mix', in the current language."""
    return translate_marked("telefilm", GENRE_TITLES.get(genre or "", MIX_TITLE))


def period_word(period: str | None) -> str:
    return translate_marked("telefilm", PERIOD_TITLES[period]) if period in PERIOD_TITLES else ""


def space_words(space: str) -> str:
    """'Crime · Vintage' for 'crime/vintage', 'Mix' for 'mix', in the current language."""
    if space == MIX or "/" not in space:
        return translate_marked("telefilm", MIX_TITLE)
    genre, period = space.split("/")
    return translate("telefilm", "{genre} · {period}").format(genre=genre_word(genre), period=period_word(period))


def genre_of(space: str) -> str:
    """'mix' or the genre part of 'crime/vintage'."""
    return MIX if space == MIX else space.split("/")[0]


def ordinal(n: int) -> str:
    if n == 1:
        return translate("telefilm", "1st")
    if n == 2:
        return translate("telefilm", "2nd")
    if n == 3:
        return translate("telefilm", "3rd")
    return translate("telefilm", "{number}th").format(number=n)


# ------------------------------------------------------------------------------ clicks -> actions
def keys_of(action: Action) -> tuple[str, ...]:
    """The clicks on the table that choose ``action`` (none for the private panels' moves)."""
    kind = action.kind
    if kind in ("place", "select"):
        return (f"space:{action['space']}",)
    if kind == "take":
        return (f"offer:{action['index']}",)
    if kind == "answer":
        return (f"option:{action['letter']}",)
    if kind == "pick":
        return (f"button:q{action['number']}",)
    if kind == "pick_two":
        return tuple(f"button:q{n}" for n in action["numbers"])
    if kind == "choose":
        return (f"button:choose{action['number']}",)
    if kind == "declare":
        return (f"button:{action['mode']}",)
    if kind in ("roll", "reveal"):
        return (f"button:{kind}",)
    if kind == "decline":
        return ("button:pass",)
    return ()  # bet, play, judge, ask, fifty_pick, rule_genre: chosen in a private panel


def table_actions(actions: Iterable[Action]) -> list[Action]:
    """The legal actions chosen by clicks on the table, for the picker. TWO's two numbers may be clicked in
    either order, so each ``pick_two`` is offered both ways (:func:`canonical` puts it back in order)."""
    out: list[Action] = []
    for a in actions:
        if not keys_of(a):
            continue
        out.append(a)
        if a.kind == "pick_two":
            first, second = a["numbers"]
            out.append(Action("pick_two", a.seat, numbers=[second, first]))
    return out


def canonical(action: Action) -> Action:
    """The legal spelling of an action chosen by clicks (TWO's numbers in ascending order)."""
    if action.kind == "pick_two":
        return Action("pick_two", action.seat, numbers=sorted(action["numbers"]))
    return action


def meant(view: View, key: str) -> Action | None:
    """The action a click on ``key`` most likely meant (to explain with ``why_not`` why it is refused)."""
    kind, _, arg = key.partition(":")
    q = view.get("question") or {}
    if kind == "space":
        if view["phase"] == "place" and view.get("placing") is not None:
            return Action("place", view["placing"], space=arg)
        if view["phase"] == "select" and view.get("star") is not None:
            return Action("select", view["star"], space=arg)
    if kind == "option" and q.get("answerer") is not None:
        return Action("answer", q["answerer"], letter=arg)
    if kind == "offer" and view.get("star") is not None:
        return Action("take", view["star"], index=int(arg))
    return None


# ------------------------------------------------------------------------------ the model
@record
class Button(Frozen):
    key: str
    label: str
    colour: str = YELLOW


@record
class Focal(Frozen):
    """The one thing everybody reads now, and whose move it is (their disc is shown beside it)."""

    text: str
    seat: int | None


@record
class RowModel(Frozen):
    """One player's row: score, lap token, what they do now, special cards held (-1: none in this game)."""

    score: str
    lap: str
    role: str
    director: bool
    active: bool
    hand: int
    note: str = ""
    unit: str = "TF"
    play_card: bool = False  # a Star waiting on the space may open their hand now (before the reading)


@record
class SpaceModel(Frozen):
    """A board space: its state, its difficulty once scored, the result line; ``chooser``: the Star whose
    colour rings the spaces that may be clicked (placing or selecting), ``explains``: the space takes clicks
    now even where it is no valid target, so the table can say why not."""

    status: str
    dim: bool
    active: bool
    difficulty: int | None
    result_text: str
    result_ok: bool | None
    chooser: int | None
    explains: bool
    result_seat: int | None = None  # who answered right: their disc (colour and shape) beside the text


@record
class ChipModel(Frozen):
    """A bet token: on a space (``space``, its ``index`` of ``count`` there) or in the Director's tray."""

    space: str | None
    index: int
    count: int
    compact: bool  # on a scored space (the result line needs the room)
    small: bool
    faded: bool
    visible: bool


@record
class TokenModel(Frozen):
    """A character token: on a space (its place in the stack, bottom first) or waiting in its row's tray."""

    space: str | None
    index: int
    count: int
    done: bool
    visible: bool


@record
class FigureModel(Frozen):
    """A character figure on the TF track: the score walked to, its lap token, its place in a crowd."""

    score: int
    lap: str
    laps: int  # times the figure passed 64 TF
    crowd_index: int
    crowd: int
    at_start: bool


@record
class DiscModel(Frozen):
    seat: int
    state: str  # waiting | answering | wrong
    order: int


@record
class OptionModel(Frozen):
    letter: str
    text: str
    state: str  # normal | tried | correct | faded


@record
class CardModel(Frozen):
    """The question card on the right of the table (or, between questions, what happens and why)."""

    info: bool  # True: a title and lines of explanation, no question
    genre: str | None  # the header's genre colour and icon (None: a neutral header, no icon)
    title: str
    badges: str
    discs: tuple[DiscModel, ...]
    mark: bool | None  # a check mark (True) or a cross (False) in the header
    text: str
    text_size: int
    options: tuple[OptionModel, ...]
    note: str
    note_under_text: bool  # no options: the note sits under the question, large
    series: str = ""  # the series the question read is about, "Title (year)", above the text


@record
class OfferCard(Frozen):
    genre: str  # a genre or "mix"
    period: str | None
    difficulty: int | None = None


@record
class OfferModel(Frozen):
    """Cards only: the three cards offered (or the one being answered) and the cards won."""

    title: str
    cards: tuple[OfferCard | None, ...]
    highlighted: int | None
    rules: str
    won: tuple[tuple[int, tuple[tuple[str, int], ...]], ...]  # (seat, ((genre, difficulty), ...))


@record
class TimerModel(Frozen):
    id: int
    seconds: int
    label: str


@record
class TableModel(Frozen):
    turn_text: str
    focal: Focal
    hint: str
    buttons: tuple[Button, ...]
    rows: tuple[RowModel, ...]
    card: CardModel
    spaces: Mapping[str, SpaceModel]
    chips: Mapping[int, ChipModel]
    tray_label: bool
    special_pile: tuple[str, ...]
    special_pile_visible: bool
    decks: Mapping[str, int]
    tokens: Mapping[tuple[int, int], TokenModel]
    figures: Mapping[int, FigureModel]
    offer: OfferModel | None
    timer: TimerModel | None


class Names:
    """Seat -> name, "" for no seat."""

    def __init__(self, view: View) -> None:
        self.names = [str(p["name"]) for p in view["players"]]

    def __call__(self, seat: int | None) -> str:
        if seat is None or not 0 <= seat < len(self.names):
            return ""
        return self.names[seat]


# ------------------------------------------------------------------------------ the words
def result_text(view: View) -> str:
    """The rules' closing sentence (a Msg in its JSON form in the view), in the current language."""
    text = (view.get("result") or {}).get("text")
    if isinstance(text, Mapping):
        return render(Msg.from_json(text), Names(view).names)
    return str(text) if text else translate("telefilm", "Game over")


def turn_text(view: View) -> str:
    if view["over"]:
        return translate("telefilm", "Game over")
    total = view.get("turns_total")
    turn = (translate("telefilm", "Turn {turn} of {total}").format(turn=view["turn"], total=total) if total
            else translate("telefilm", "Turn {turn}").format(turn=view["turn"]))
    if view.get("target"):
        turn = translate("telefilm", "{turn} · first to {target} TF").format(turn=turn, target=view["target"])
    name = Names(view)
    return translate("telefilm", "{turn} · Director: {name} · {phase}").format(
        turn=turn, name=name(view["director"]), phase=translate_marked("telefilm", PHASE_WORDS.get(view["phase"], "")))


def focal(view: View) -> Focal:
    """The one thing to read now, and whose it is."""
    name = Names(view)
    d = view["director"]
    dn = name(d)
    if view["over"]:
        return Focal(result_text(view), None)
    phase = view["phase"]
    if phase == "bets":
        if view["variant"] == STANDARD:
            return Focal(translate("telefilm", "{name} (Director) chooses the cards and bets").format(name=dn), d)
        return Focal(translate("telefilm", "{name} (Director) chooses 2 cards and bets").format(name=dn), d)
    if phase == "place":
        p = view.get("placing")
        left = view["tokens_left"][p] if p is not None else 0
        if left <= 1:
            return Focal(translate("telefilm", "{name}: click a space for your token").format(name=name(p)), p)
        return Focal(translate("telefilm", "{name}: click a space for your token (%n tokens)", n=left).format(
            name=name(p)), p)
    if phase == "select":
        return Focal(translate("telefilm", "{name}: click the space you will answer").format(name=name(view["star"])),
                     view["star"])
    if phase == "offer":
        return Focal(translate("telefilm", "{name}: choose one of the three cards").format(name=name(view["star"])),
                     view["star"])
    q = view.get("question") or {}
    a = q.get("answerer")
    an = name(a)
    step = q.get("step")
    if q.get("empty"):
        return Focal(translate("telefilm", "Nobody chose this space: reveal the difficulty"), None)
    if step == "pre":
        if view["options"].get("question_pick") == "die":
            return Focal(translate("telefilm", "{name}: roll the die for the question").format(name=an), a)
        if "two" in (q.get("active_cards") or []):
            return Focal(translate("telefilm", "{name}: pick two question numbers").format(name=an), a)
        return Focal(translate("telefilm", "{name}: choose a question, 1 to 4").format(name=an), a)
    if step == "choose":
        return Focal(translate("telefilm", "{name}: choose which question to answer").format(name=an), a)
    if step == "ask":
        return Focal(translate("telefilm", "{name} (Director) chooses the question").format(name=dn), d)
    if step == "read":
        if q.get("position"):
            return Focal(translate("telefilm", "{name}: answer the same question, or pass").format(name=an), a)
        # (two long names did not fit one line)
        return Focal(translate("telefilm", "{name}: straight answer or options?").format(name=an), a)
    if step == "fifty":
        return Focal(translate("telefilm", "50%: {name} (Director) chooses the second option").format(name=dn), d)
    if step == "answer":
        if q.get("mode") == "straight":
            return Focal(translate("telefilm", "{name} answers aloud · the Director judges").format(name=an), d)
        if q.get("may_pass"):
            return Focal(translate("telefilm", "{name}: click your answer, or pass").format(name=an), a)
        return Focal(translate("telefilm", "{name}: click your answer").format(name=an), a)
    if step == "genre_ruling":
        return Focal(translate("telefilm", "{name} (Director) rules on the genre card").format(name=dn), d)
    if step == "done":
        c = q.get("correct")
        if c is not None:
            return Focal(translate("telefilm", "{name} answered right! Reveal the answer").format(name=name(c)), c)
        return Focal(translate("telefilm", "Nobody answered right. Reveal the answer"), None)
    return Focal("", None)


def genre_card_warning(kind: str, space: str | None, genre_on_mix: str | None) -> str:
    """Why a genre card would not pay its +5 on the question being played ("" when it would, or may)."""
    if kind not in GENRES or not space:
        return ""
    if space == MIX:
        if genre_on_mix == "always":
            return ""
        if genre_on_mix == "director":
            return translate("telefilm",
                             "+{bonus} only if the Director rules this Mix question is about {genre}.").format(
                bonus=GENRE_BONUS, genre=genre_word(kind))
        return translate("telefilm", "No +{bonus} here: genre cards never pay on a Mix question (house rule).").format(
            bonus=GENRE_BONUS)
    genre = space.split("/")[0]
    if genre == kind:
        return ""
    return translate("telefilm", "No +{bonus} here: this is a {genre} question.").format(bonus=GENRE_BONUS,
                                                                                      genre=genre_word(genre))


def right_stakes(view: View, q: Mapping[str, Any]) -> str:
    """What a right answer scores now, with the straight bonus and the special cards in play."""
    options = view["options"]
    if q.get("mode") == "straight":
        base = translate("telefilm", "{bet} + difficulty + {bonus}").format(bet=q.get("bet"), bonus=STRAIGHT_BONUS)
    else:
        base = translate("telefilm", "{bet} + difficulty").format(bet=q.get("bet"))
    active = q.get("active_cards") or []
    genre = "".join(f" + {GENRE_BONUS} ({card_name(k)})" for k in active if k in GENRES
                    and not genre_card_warning(k, q.get("space"), options.get("genre_on_mix")))
    if "double" not in active:
        return base + genre
    if options.get("double_scope", "everything") == "everything":
        return f"({base}{genre}) × 2"
    return f"({base}) × 2{genre}"


def hint_text(view: View) -> str:
    """A second line when there is no button to press: what is at stake."""
    q = view.get("question") or {}
    phase = view["phase"]
    if view["over"]:
        return thanks()
    if phase == "bets":
        return translate("telefilm", "The Director looks at the cards privately")
    if phase == "place":
        return translate("telefilm", "The first token on a space answers first")
    if phase == "offer":
        return translate("telefilm", "Only genre and period are shown")
    step = q.get("step")
    if step in ("answer", "genre_ruling") and view["variant"] != CARDS_ONLY:
        last = (q.get("position") or 0) + 1 >= len(q.get("answerers") or [])
        each = view["options"].get("director_wrong", "each_wrong") == "each_wrong"
        then = (translate("telefilm", "the Director scores") if last else
                translate("telefilm", "the Director scores, the next Star may answer") if each else
                translate("telefilm", "the next Star may answer"))
        return translate("telefilm", "Right: {stakes} · Wrong: {then}").format(stakes=right_stakes(view, q), then=then)
    if step == "ask":
        return translate("telefilm", "The Director picks one of the four questions")
    if step == "fifty":
        return translate("telefilm", "Two options will be read: the right one and one wrong")
    return ""


def buttons(view: View, actions: Sequence[Action], *, chosen: Iterable[str] = (), show_question: bool = True,
            director_screen: bool = False) -> tuple[Button, ...]:
    """The table's buttons: one per legal table move (the picker makes them clickable), then the ones that
    open a private view (the answering Star's special cards, the Director's card)."""
    if view["over"]:
        return ()
    name = Names(view)
    q = view.get("question") or {}
    picked = set(chosen)
    by_kind: dict[str, list[Action]] = {}
    for a in actions:
        by_kind.setdefault(a.kind, []).append(a)
    out: list[Button] = []
    if "reveal" in by_kind:
        out.append(Button("button:reveal", translate("telefilm", "Reveal the difficulty") if q.get("empty")
                          else translate("telefilm", "Reveal the answer")))
    if "roll" in by_kind:
        out.append(Button("button:roll", translate("telefilm", "Roll the die")))
    if "pick" in by_kind or "pick_two" in by_kind:
        out += [Button(f"button:q{k}", str(k), GREEN if f"button:q{k}" in picked else YELLOW) for k in range(1, 5)]
    out += [Button(f"button:choose{a['number']}", translate("telefilm", "Question {number}").format(number=a["number"]))
            for a in by_kind.get("choose", [])]
    modes = {a["mode"] for a in by_kind.get("declare", [])}
    mode_words = {"straight": translate("telefilm", "Straight"), "options": translate("telefilm", "Options")}
    out += [Button(f"button:{m}", mode_words[m]) for m in ("straight", "options") if m in modes]
    answerer = q.get("answerer")
    if answerer is not None and answerer in (q.get("may_play_seats") or []):
        out.append(Button("button:special", translate("telefilm", "Special card"), LILAC))
    if "decline" in by_kind:
        out.append(Button("button:pass", translate("telefilm", "{name} passes").format(
            name=name(by_kind["decline"][0].seat)), GREY))
    if (q and not director_screen and not show_question and (q.get("number") is not None or q.get("two"))
            and q.get("step") != "done"):
        out.append(Button("button:director", translate("telefilm", "Director's card"), BLUE))
    return tuple(out)


def rows(view: View) -> tuple[RowModel, ...]:
    waiting = set(view.get("waiting_for") or [])
    q = view.get("question") or {}
    hands = (view.get("specials") or {}).get("hand_sizes") or []
    track = {t["seat"]: t for t in view.get("track") or []}
    passed = set(q.get("passed") or [])
    may_play = set(q.get("may_play_seats") or []) - {q.get("answerer")}  # Stars waiting on the space
    winners = set((view.get("result") or {}).get("winners", [])) if view["over"] else set()
    out = []
    for seat in range(len(view["players"])):
        is_dir = seat == view["director"] and not view["over"]
        active = f"seat:{seat}" in waiting or (is_dir and "director" in waiting)
        role = ""
        if seat in winners:
            role = translate("telefilm", "Telefilm Master!")
        elif q and not q.get("empty") and seat in (q.get("answerers") or []):
            order = q["answerers"].index(seat)
            done = q.get("step") == "done"
            if seat == q.get("answerer") and not done:
                role = translate("telefilm", "answering")
            elif seat in passed:
                role = translate("telefilm", "passed")
            elif q.get("correct") == seat:
                role = translate("telefilm", "answered right")
            elif order < (q.get("position") or 0) or (done and seat == q.get("answerer")):
                role = translate("telefilm", "answered")
            elif len(q["answerers"]) == 1 or done:
                role = ""  # a lone Star's order says nothing; after the question, neither does a later one
            else:
                role = translate("telefilm", "answers {ordinal}").format(ordinal=ordinal(order + 1))
        score = str(view["scores"][seat])
        if view["variant"] == CARDS_ONLY:
            won: Mapping[str, Any] = next((w for w in view.get("won") or [] if w["seat"] == seat), {"cards": []})
            n_cards = len(won["cards"])
            note = translate("telefilm", "%n card(s) won", n=n_cards)
            out.append(RowModel(score, "", role, is_dir, active, -1, note))
        else:
            lap = (track.get(seat) or {}).get("lap_token") or ""
            out.append(RowModel(score, lap, role, is_dir, active, hands[seat] if seat < len(hands) else 0,
                                play_card=seat in may_play))
    return tuple(out)


# ------------------------------------------------------------------------------ the board
def spaces(view: View, actions: Sequence[Action] = ()) -> dict[str, SpaceModel]:
    """The board spaces; the spaces a legal ``place`` / ``select`` names are rung in the chooser's colour."""
    q = view.get("question") or {}
    any_bet = any(sp["bets"] for sp in view["spaces"])
    explains = view["phase"] in ("place", "select")
    targets = {a["space"]: a.seat for a in actions if a.kind in ("place", "select")}
    out = {}
    for sp in view["spaces"]:
        sid = sp["id"]
        res = sp.get("result") or {}
        text, ok, who = "", None, None
        if sp["status"] == "done":
            if res.get("skipped"):
                text = translate("telefilm", "not chosen")
            elif res.get("empty"):
                text = translate("telefilm", "no token")
            elif res.get("correct") is not None:
                # the name is in the rows: the space shows the player's disc (a long name would not fit)
                text, ok, who = translate("telefilm", "✓ right"), True, int(res["correct"])
            else:
                text, ok = translate("telefilm", "✗ nobody"), False
        active = sp["status"] == "active" or (q.get("space") == sid and q.get("step") != "done")
        out[sid] = SpaceModel(sp["status"], any_bet and not sp["bets"] and not view["over"], active,
                              sp.get("difficulty"), text, ok, targets.get(sid), explains, who)
    return out


def chip_values(view: View) -> tuple[int, ...]:
    """The Director's bet tokens in this game (none in the cards-only game)."""
    if view["variant"] == CARDS_ONLY:
        return ()
    if view["variant"] == STANDARD:
        return SETUP[len(view["players"])].bets
    return TWO_PLAYER_BETS


def chips(view: View) -> dict[int, ChipModel]:
    placed: dict[int, ChipModel] = {}
    for sp in view["spaces"]:
        done = sp["status"] == "done"
        for i, value in enumerate(sp["bets"]):
            placed[value] = ChipModel(sp["id"], i, len(sp["bets"]), done, done and sp["id"] != MIX, False,
                                      not view["over"])
    unplaced = set(view.get("bet_tokens") or [])
    values = chip_values(view)
    tray = [v for v in sorted(values) if v not in placed]
    for i, value in enumerate(tray):
        placed[value] = ChipModel(None, i, len(tray), False, False, value not in unplaced, not view["over"])
    return placed


def tokens(view: View, previous: Mapping[tuple[int, int], str | None]) -> dict[tuple[int, int], TokenModel]:
    """Where each character token ``(seat, k)`` is. A token already on a space stays the same token (it does
    not swap with its twin), so only the token just placed moves; ``previous``: the last answer's spaces."""
    per = SETUP[len(view["players"])].tokens if view["variant"] == STANDARD else 0
    spots: dict[int, list[tuple[str, int, int, bool]]] = {}
    for sp in view["spaces"]:
        for i, seat in enumerate(sp["tokens"]):
            spots.setdefault(seat, []).append((sp["id"], i, len(sp["tokens"]), sp["status"] == "done"))
    out: dict[tuple[int, int], TokenModel] = {}
    for seat in range(len(view["players"])):
        keys = [(seat, k) for k in range(per)]
        free = list(keys)
        where: dict[tuple[int, int], tuple[str, int, int, bool]] = {}
        pending = []
        for spot in spots.get(seat, []):
            keep = next((k for k in free if previous.get(k) == spot[0]), None)
            if keep is not None:
                where[keep] = spot
                free.remove(keep)
            else:
                pending.append(spot)
        for spot in pending:
            if free:
                where[free.pop(0)] = spot
        in_tray = [k for k in keys if k not in where]
        left = view["tokens_left"][seat] if seat < len(view.get("tokens_left") or []) else 0
        for key in keys:
            if key in where:
                sid, i, n, done = where[key]
                out[key] = TokenModel(sid, i, n, done, True)
            else:
                idx = in_tray.index(key)
                out[key] = TokenModel(None, idx, len(in_tray), False, view["phase"] == "place" and left > idx)
    return out


def figures(view: View) -> dict[int, FigureModel]:
    groups: dict[int, list[int]] = {}
    for t in view.get("track") or []:
        groups.setdefault(t["position"], []).append(t["seat"])
    out = {}
    for t in view.get("track") or []:
        same = groups[t["position"]]
        out[t["seat"]] = FigureModel(t["score"], t.get("lap_token") or "", int(t.get("laps") or 0),
                                     same.index(t["seat"]), len(same), t["position"] == 0)
    return out


# ------------------------------------------------------------------------------ the question card
def info_text(view: View) -> tuple[str, list[str]]:
    """Between questions (bets, placing, an empty space, the end): a title and what happens and why."""
    name = Names(view)
    q = view.get("question")
    dn = name(view["director"])
    if view["over"]:
        ranking = sorted(range(len(view["players"])), key=lambda s: -view["scores"][s])
        return translate("telefilm", "Final scores"), [
            translate("telefilm", "{rank}. {name} — {score} TF").format(rank=i + 1, name=name(s),
                                                                        score=view["scores"][s])
            for i, s in enumerate(ranking)]
    if q is not None and q.get("empty"):
        return (translate("telefilm", "{space}: no tokens").format(space=space_words(str(q["space"]))), [
            translate("telefilm", "Nobody placed a token here (bet {bet}).").format(bet=q["bet"]),
            translate("telefilm", "{name}, the Director, scores the bet plus the card's difficulty.").format(name=dn),
            translate("telefilm", "Press Reveal to see the difficulty.")])
    phase = view["phase"]
    if phase == "bets":
        lines: list[str] = []
        if view["variant"] == STANDARD:
            keep = SETUP[len(view["players"])].keep
            lines.append(translate("telefilm", "{name} draws 1 Mix card and 5 Period cards, keeps the Mix card and "
                                   "{keep} others, and puts a bet token on each kept card's space.").format(
                name=dn, keep=keep))
        else:
            lines.append(translate("telefilm", "{name} draws 6 cards, chooses 2 and puts 2 bet tokens on each chosen "
                                   "space.").format(name=dn))
        lines += ["", *scoring()]
        counts: dict[str, int] = {}
        for r in view.get("redraws") or []:
            counts[r.get("deck", "")] = counts.get(r.get("deck", ""), 0) + 1
        for deck, k in sorted(counts.items()):
            if deck == MIX:
                lines.append(translate("telefilm", "%n Mix card(s) for a space already drawn: replaced.", n=k))
            else:
                lines.append(translate("telefilm", "%n Period card(s) for a space already drawn: replaced.", n=k))
        return translate("telefilm", "{name} is the Director").format(name=dn), lines
    if phase == "place":
        return translate("telefilm", "Place your character tokens"), [
            translate("telefilm", "Put your tokens on spaces with a bet token."),
            translate("telefilm",
                      "The bottom token of a stack answers first; the others score the bet if it is right."),
            translate("telefilm", "Four tokens at most on a space, never two of yours."), "", *scoring()]
    if phase == "select":
        return translate("telefilm", "Choose a space"), [
            translate("telefilm", "{name} answers one of the two spaces; the other card is discarded.").format(
                name=name(view["star"]))]
    if phase == "offer":
        return translate("telefilm", "Choose a card"), [
            translate("telefilm", "Only the genre and period are shown. The Director then picks the question."),
            translate("telefilm", "Straight and right: the card and a bonus card. Options and right: the card."),
            translate("telefilm", "Straight and wrong: the Director wins the card.")]
    return "", []


def last_answer_text(view: View, show_question: bool) -> str:
    """The question just revealed (the card's header names its space, so it is not taken for the next)."""
    lq = view.get("last_question")
    if not lq:
        return ""
    name = Names(view)
    head = (translate("telefilm", "Nobody was right.") if lq.get("correct") is None
            else translate("telefilm", "{name} was right.").format(name=name(lq["correct"])))
    answer = translate("telefilm", "Answer {letter}: {text}").format(letter=lq["answer"], text=lq["answer_text"])
    if not show_question:
        return f"{head}\n{answer}"
    if lq.get("options"):
        return f"{head}\n{lq['text']}"
    return f"{head}\n{lq['text']}\n{answer}"


def question_note(view: View, q: Mapping[str, Any]) -> str:
    name = Names(view)
    step = q.get("step")
    tried = q.get("tried") or []
    bits = []
    if q.get("mode") == "straight" and step == "answer":
        if view["variant"] == CARDS_ONLY:
            bits.append(translate("telefilm", "{name} answers straight: no options (a bonus card if right)").format(
                name=name(q.get("answerer"))))
        else:
            bits.append(translate("telefilm", "{name} answers straight: no options (+{bonus} if right)").format(
                name=name(q.get("answerer")), bonus=STRAIGHT_BONUS))
    if q.get("fifty") and step == "answer":
        bits.append(translate("telefilm", "50%: only two options are left"))
    if step == "fifty":
        bits.append(translate("telefilm", "50%: the Director chooses which wrong option to read with the right one"))
    if q.get("passed") and step != "done":
        bits.append(translate("telefilm",
                              "Passed: {names}").format(names=", ".join(name(seat) for seat in q["passed"])))
    if tried and step != "done":
        bits.append(translate("telefilm", "Wrong: {names}").format(names=", ".join(
            name(t["seat"]) + (f" ({t['letter']})" if t.get("letter") else "") for t in tried)))
    if step == "pre" and set(q.get("may_play_seats") or []) - {q.get("answerer")}:
        bits.append(translate("telefilm", "The other Stars here may play a card before the question is read"))
    if step == "done":
        c = q.get("correct")
        bits = [translate("telefilm", "{name} answered right.").format(name=name(c)) if c is not None
                else translate("telefilm", "Nobody answered right."),
                translate("telefilm", "The answer is shown when you press Reveal.")]
    return " · ".join(bits)


def series_text(entry: Mapping[str, Any]) -> str:
    """'Cheers (1982)', 'Cheers' without a year, '' when the content names no series."""
    series = str(entry.get("series") or "")
    if not series:
        return ""
    return f"{series} ({entry['year']})" if entry.get("year") else series


def card(view: View, *, show_question: bool = True) -> CardModel:
    """The question card: the question being played (its text only once read, the options only once asked
    for), who answers in which order, the special cards in play; just after a reveal, that question with its
    answer under its own space's header until the next Star picks a number; between questions, what happens."""
    q = view.get("question")
    if q is None or q.get("empty"):
        title, lines = info_text(view)
        return CardModel(True, None, title, "", (), None, "\n".join(lines), 32, (), "", False)
    lq = view.get("last_question") if q.get("number") is None and q.get("step") == "pre" else None
    head_space = str(lq.get("space", MIX)) if lq else str(q["space"])
    step = q.get("step")
    mark: bool | None = None
    if lq:
        mark = lq.get("correct") is not None
    elif step == "done":
        mark = q.get("correct") is not None
    answerers = q.get("answerers") or []
    tried_seats = {t["seat"] for t in q.get("tried") or []}
    discs: tuple[DiscModel, ...] = ()
    if len(answerers) > 1 and not lq:
        discs = tuple(DiscModel(seat, "wrong" if seat in tried_seats else
                                ("answering" if seat == q.get("answerer") else "waiting"), i + 1)
                      for i, seat in enumerate(answerers))
    if lq:
        badges = [translate("telefilm", "Answer")]
    else:
        badges = [translate("telefilm", "Bet {bet}").format(bet=q["bet"])] if view["variant"] != CARDS_ONLY else []
        badges += [card_name(k) for k in q.get("active_cards") or []]
        # cards played before the reading by Stars still waiting: for the Star answering 2nd, 3rd...
        badges += [translate("telefilm", "{card} for {ordinal}").format(
                       card=card_name(p["card"]), ordinal=ordinal(answerers.index(p["seat"]) + 1))
                   for p in q.get("pending_cards") or [] if p["seat"] in answerers and step != "done"]
    number = q.get("number")
    text = ""
    if q.get("two") and step == "choose":
        if show_question:
            text = "\n".join(f"{t['number']}. " + (f"[{series_text(t)}] " if series_text(t) else "") + t["text"]
                             for t in q["two"])
        else:
            text = translate("telefilm", "The Director reads questions {first} and {second}.").format(
                first=q["two"][0]["number"], second=q["two"][1]["number"])
    elif number is not None:
        text = (f"{number}. {q.get('text', '')}" if show_question
                else translate("telefilm", "The Director reads question {number}.").format(number=number))
    elif step == "pre":
        text = last_answer_text(view, show_question) or translate("telefilm",
                                                                  "Which question will it be?\n1, 2, 3 or 4")
    elif step == "ask":
        text = translate("telefilm", "The Director chooses one of the card's four questions.")
    tried_letters = {t.get("letter") for t in q.get("tried") or [] if t.get("letter")}
    options: list[OptionModel] = []
    if lq:
        for o in lq.get("options") or []:
            options.append(OptionModel(o["letter"], o["text"], "correct" if o["letter"] == lq.get("answer")
                                       else "faded"))
    elif number is not None:
        for o in q.get("options") or []:
            options.append(OptionModel(o["letter"], o["text"] if show_question else "",
                                       "tried" if o["letter"] in tried_letters else "normal"))
    note = question_note(view, q)
    if lq:
        if view["variant"] != CARDS_ONLY:
            note = translate("telefilm", "Next: {space} · bet {bet}").format(space=space_words(str(q["space"])),
                                                                             bet=q["bet"])
        else:
            note = translate("telefilm", "Next: {space}").format(space=space_words(str(q["space"])))
    size = (32 if options else 38) if lq else (36 if options else 44)
    series = series_text(q) if number is not None and not lq and show_question else ""
    return CardModel(False, genre_of(head_space), space_words(head_space),
                     "  ·  ".join(badges), discs, mark, text, size, tuple(options), note,
                     bool(not options and note and text), series)


# ------------------------------------------------------------------------------ cards only
def offer(view: View) -> OfferModel:
    name = Names(view)
    q = view.get("question") or {}
    star = view.get("star")
    won = tuple((int(w["seat"]), tuple((MIX if c.get("deck") == MIX else str(c.get("genre")), int(c["difficulty"]))
                                       for c in w["cards"])) for w in view.get("won") or [])
    if view["phase"] == "offer":
        cards = [OfferCard(MIX if o.get("deck") == MIX else str(o.get("genre") or MIX), o.get("period"))
                 for o in view.get("offer") or []]
        padded = tuple(cards[i] if i < len(cards) else None for i in range(3))
        return OfferModel(translate("telefilm", "{director} offers {star} three cards").format(
            director=name(view["director"]), star=name(star)), padded, None, "", won)
    if q:
        sp = str(q.get("space", MIX))
        genre, period = (MIX, None) if sp == MIX else (sp.split("/")[0], sp.split("/")[1])
        return OfferModel(translate("telefilm", "{name} answers on {space}").format(name=name(star),
                                                                                    space=space_words(sp)),
                          (OfferCard(genre, period), None, None), 0 if q.get("step") != "done" else None,
                          cards_only_rules(), won)
    return OfferModel("", (None, None, None), None, "", won)


# ------------------------------------------------------------------------------ everything
def timer(view: View) -> TimerModel | None:
    t = (view.get("question") or {}).get("timer")
    if not t:
        return None
    return TimerModel(int(t.get("id", 0)), int(t.get("seconds", 30)),
                      f"{card_name(str(t.get('card', '')))} · {Names(view)(t.get('seat'))}")


def table_model(view: View, actions: Sequence[Action], *, chosen: Iterable[str] = (), show_question: bool = True,
                director_screen: bool = False,
                tokens_before: Mapping[tuple[int, int], str | None] | None = None) -> TableModel:
    """Everything the shared table shows, from the TABLE view and the table's legal actions."""
    board = view["variant"] != CARDS_ONLY
    the_buttons = buttons(view, actions, chosen=chosen, show_question=show_question, director_screen=director_screen)
    unplaced = view.get("bet_tokens") or []
    return TableModel(
        turn_text=turn_text(view),
        focal=focal(view),
        hint="" if the_buttons else hint_text(view),
        buttons=the_buttons,
        rows=rows(view),
        card=card(view, show_question=show_question),
        spaces=spaces(view, actions) if board else {},
        chips=chips(view) if board else {},
        tray_label=board and (bool(unplaced) or view["phase"] == "bets"),
        special_pile=tuple((view.get("specials") or {}).get("discard") or ()),
        special_pile_visible=board and not unplaced and view["phase"] != "bets",
        decks=dict(view.get("decks") or {}),
        tokens=token_models(view, tokens_before or {}),
        figures=figures(view) if board else {},
        offer=None if board else offer(view),
        timer=timer(view),
    )


def token_models(view: View, previous: Mapping[tuple[int, int], str | None]) -> dict[tuple[int, int], TokenModel]:
    """The character tokens (standard game only), keeping each placed token where it was."""
    if view["variant"] != STANDARD:
        return {}
    return tokens(view, previous)
