"""What each viewer of a Telefilm game sees: the view as ``TypedDict``s and the functions that build it.

The shape is documented in docs/games/telefilm.md (the UI and saved games rely on it). Every viewer gets
the public :class:`TelefilmView`; a seat's :class:`TelefilmSeatView` adds its special cards (``hand``,
``playable``), the :class:`TelefilmDirectorView` adds ``director_private``. Nothing here decides a rule:
the engine's queries answer.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, NotRequired, TypedDict, cast

from gamesuite.rules.codec import deep_copy_json
from gamesuite.rules.core import JSON, Msg, Viewer
from gamesuite.rules.telefilm.spec import (
    CARDS_ONLY,
    GENRE_TITLES,
    LAP_TOKENS,
    LETTERS,
    MIX,
    PERIOD_TITLES,
    SPACES,
    SPECIALS,
    TWO_PLAYER,
    card_space,
    space_title,
    special_kind,
    track_place,
)
from gamesuite.rules.telefilm.state import TelefilmState

if TYPE_CHECKING:
    from gamesuite.rules.telefilm.engine import TelefilmRules


class PlayerView(TypedDict):
    name: str
    colour: str


class OptionView(TypedDict):
    letter: str
    text: str


class NumberedText(TypedDict):
    number: int
    text: str
    series: NotRequired[str]  # the series the question is about, when the card names it
    year: NotRequired[int]  # its first broadcast year, when the card gives it


class TimerView(TypedDict):
    id: int
    seat: int
    card: str
    seconds: int


class PendingCard(TypedDict):
    seat: int
    card: str


class QuestionView(TypedDict):
    """The space or card being played (``question``); never the correct answer."""

    space: str
    title: str
    empty: bool
    step: str
    bet: int
    answerers: list[int]
    position: int
    answerer: int | None
    number: int | None
    mode: str | None
    active_cards: list[str]
    timer: TimerView | None
    fifty: bool
    tried: list[dict[str, Any]]  # {"seat", "mode", "letter"}: the wrong answers so far
    passed: list[int]
    may_pass: bool  # the Star answering now may pass (decline)
    may_play: bool  # some Star may open their hand of special cards now (``may_play_seats`` is not empty)
    may_play_seats: list[int]  # who, in stack order: the answering Star, and before the reading the others
    pending_cards: list[PendingCard]  # cards played before the reading by Stars still waiting to answer
    correct: int | None
    allowed_modes: NotRequired[list[str]]  # step "read"
    letters: NotRequired[list[str]]  # step "answer" with the options: letters still offered
    two: NotRequired[list[NumberedText]]  # after TWO
    text: NotRequired[str]  # once read
    series: NotRequired[str]  # once read, when the card names the question's series (shown above the text)
    year: NotRequired[int]  # once read, the series' first broadcast year when the card gives it
    options: NotRequired[list[OptionView]]  # only the options read aloud


class LastQuestionView(TypedDict):
    space: str
    number: int
    text: str
    options: list[OptionView]
    answer: str
    answer_text: str
    correct: int | None
    difficulty: int
    card_number: int


class TrackEntry(TypedDict):
    seat: int
    score: int
    position: int  # 0 = Start, 1-64
    laps: int
    lap_token: str | None


class SpaceView(TypedDict):
    id: str
    title: str
    genre: str | None
    period: str | None
    genre_title: str | None
    period_title: str | None
    bets: list[int]
    bet: int | None
    tokens: list[int]  # seats, bottom (placed first) to top
    status: str  # idle | waiting | active | done
    difficulty: int | None
    result: dict[str, Any] | None


class SpecialsView(TypedDict):
    hand_sizes: list[int]
    discard: list[str]
    played_this_turn: list[int]


class PublicCard(TypedDict):
    space: str
    title: str
    deck: str
    genre: str | None
    period: str | None


class WonCard(PublicCard):
    difficulty: int
    number: int


class WonView(TypedDict):
    seat: int
    score: int
    cards: list[WonCard]


class CardQuestionView(TypedDict):
    number: int
    text: str
    answer: str
    options: list[OptionView]
    series: NotRequired[str]  # the question's series: its own on a Mix card, the card's on a Period card
    year: NotRequired[int]


class FullCard(PublicCard):
    id: str
    number: int
    difficulty: int
    questions: list[CardQuestionView]
    series: NotRequired[str]  # a Period card's series (a Mix card has one per question)
    year: NotRequired[int]
    asked: NotRequired[int]  # director_private.current: the question number asked


class DirectorPrivate(TypedDict):
    hand: list[FullCard]
    board: dict[str, FullCard]
    current: FullCard | None


class SpecialCardView(TypedDict):
    id: str
    kind: str
    name: str
    timing: str
    text: str


class TelefilmView(TypedDict):
    """Every viewer's view; the board variants add the board keys, cards only adds ``offer`` and ``won``."""

    game: str
    variant: str
    viewer: NotRequired[str]
    players: list[PlayerView]
    phase: str
    step: str | None
    turn: int
    turns_total: int | None
    director: int
    star: int | None
    stars: list[int]
    director_counts: list[int]
    scores: list[int]
    question: QuestionView | None
    last_question: LastQuestionView | None
    decks: dict[str, int]
    discards: dict[str, int]
    redraws: list[dict[str, str]]
    awards: list[dict[str, Any]]
    waiting_for: list[str]
    over: bool
    end_reason: str | None
    options: dict[str, Any]
    target: NotRequired[int]  # two players played to a target score
    # cards only
    offer: NotRequired[list[PublicCard]]
    won: NotRequired[list[WonView]]
    # board variants
    track: NotRequired[list[TrackEntry]]
    spaces: NotRequired[list[SpaceView]]
    bet_tokens: NotRequired[list[int]]
    tokens_left: NotRequired[list[int]]
    placing: NotRequired[int | None]
    specials: NotRequired[SpecialsView]
    result: NotRequired[dict[str, JSON]]  # once over


class TelefilmSeatView(TelefilmView):
    """``seat:N``: the public view plus that Star's special cards and which of them fit this moment."""

    hand: list[SpecialCardView]
    playable: list[str]


class TelefilmDirectorView(TelefilmView):
    """``director``: the public view plus the Director's cards with their questions and answers."""

    director_private: DirectorPrivate


# ---------------------------------------------------------------------------------------------- cards


def question_series(card: Mapping[str, Any], qq: Mapping[str, Any]) -> dict[str, Any]:
    """``{"series", "year"}`` a question is about, only the keys the content gives: a Mix question's
    own, else its card's. Content without series (older packs) adds no key, so such views are unchanged."""
    src = qq if card.get("deck") == "mix" else card
    return {k: src[k] for k in ("series", "year") if src.get(k) is not None}


def public_card(rules: TelefilmRules, s: TelefilmState, idx: int) -> PublicCard:
    """What the back of a card shows: its space, deck, genre and period."""
    c = rules.card(s, idx)
    sp = card_space(c)
    return {"space": sp, "title": space_title(sp), "deck": c["deck"], "genre": c.get("genre"),
            "period": c.get("period")}


def full_card(rules: TelefilmRules, s: TelefilmState, idx: int) -> FullCard:
    """A card as the Director reads it: every question, option and answer, and its difficulty."""
    c = rules.card(s, idx)
    front = public_card(rules, s, idx)
    out: FullCard = {
        **front,
        "id": c["id"],
        "number": c["number"],
        "difficulty": rules.difficulty(s, idx),
        "questions": [
            cast(CardQuestionView, {
                "number": i + 1,
                "text": qq["text"],
                "answer": qq["answer"],
                "options": [{"letter": x, "text": qq["options"][j]} for j, x in enumerate(LETTERS)],
                **question_series(c, qq),
            })
            for i, qq in enumerate(c["questions"])
        ],
    }
    if c.get("deck") != "mix":
        out.update(cast(FullCard, {k: c[k] for k in ("series", "year") if c.get(k) is not None}))
    return out


# ---------------------------------------------------------------------------------------------- parts


def question_view(rules: TelefilmRules, s: TelefilmState) -> QuestionView | None:
    q = s.q
    if q is None:
        return None
    sp = q["space"]
    may_play = rules._may_play_seats(s)
    out: QuestionView = {
        "space": sp,
        "title": space_title(sp),
        "empty": q["empty"],
        "step": q["step"],
        "bet": sum(s.bets.get(sp, [])),
        "answerers": list(q["answerers"]),
        "position": q["pos"],
        "answerer": rules.answerer(s),
        "number": q["number"],
        "mode": q["mode"],
        "active_cards": list(q["active"]),
        "timer": cast(TimerView, dict(q["timer"])) if q["timer"] else None,
        "fifty": q["fifty"],
        "tried": [dict(t) for t in q["tried"]],
        "passed": list(q.get("passed", [])),
        "may_pass": rules._may_decline(s),
        "may_play": bool(may_play),
        "may_play_seats": may_play,
        "pending_cards": [{"seat": int(p["seat"]), "card": str(p["card"])} for p in q.get("pending", [])],
        "correct": q["correct"] if q["step"] == "done" else None,
    }
    if q["step"] == "read":
        out["allowed_modes"] = rules._allowed_modes(s)
    if q["step"] == "answer" and q["mode"] == "options":
        tried = {t["letter"] for t in q["tried"]}
        out["letters"] = [x for x in q["shown"] if x not in tried]
    card = rules.card(s, q["card"])
    if q["two"]:
        out["two"] = []
        for k in q["two"]:
            kq = rules.question(s, q["card"], k)
            out["two"].append(cast(NumberedText, {"number": k, "text": kq["text"], **question_series(card, kq)}))
    if q["number"] is not None:
        qq = rules.question(s, q["card"], q["number"])
        out["text"] = qq["text"]
        out.update(cast(QuestionView, question_series(card, qq)))
        out["options"] = [{"letter": x, "text": qq["options"][LETTERS.index(x)]} for x in q["shown"]]
    return out


def track_view(s: TelefilmState) -> list[TrackEntry]:
    out: list[TrackEntry] = []
    for seat, score in enumerate(s.scores):
        position, laps = track_place(score)
        token = LAP_TOKENS[laps - 1] if laps else None
        out.append({"seat": seat, "score": score, "position": position, "laps": laps, "lap_token": token})
    return out


def spaces_view(s: TelefilmState) -> list[SpaceView]:
    out: list[SpaceView] = []
    current = s.q["space"] if s.q else None
    for sp in SPACES:
        genre, period = (None, None) if sp == MIX else sp.split("/")
        bets = list(s.bets.get(sp, []))
        if sp in s.results:
            status = "done"
        elif sp == current:
            status = "active"
        elif bets:
            status = "waiting"
        else:
            status = "idle"
        entry: SpaceView = {
            "id": sp,
            "title": space_title(sp),
            "genre": genre,
            "period": period,
            "genre_title": GENRE_TITLES.get(genre or ""),
            "period_title": PERIOD_TITLES.get(period or ""),
            "bets": bets,
            "bet": sum(bets) if bets else None,
            "tokens": list(s.stacks.get(sp, [])),
            "status": status,
            "difficulty": None,
            "result": None,
        }
        if sp in s.results:
            entry["difficulty"] = cast("int | None", s.results[sp]["difficulty"])
            entry["result"] = dict(s.results[sp])
        out.append(entry)
    return out


def public_view(rules: TelefilmRules, s: TelefilmState) -> TelefilmView:
    """What everybody at the table may see."""
    total = rules.turns_total(s)
    out: TelefilmView = {
        "game": "telefilm",
        "variant": s.variant,
        "players": [{"name": p.name, "colour": p.colour} for p in s.config.players],
        "phase": s.phase,
        "step": s.q["step"] if s.q else None,
        "turn": min(s.turn + 1, total) if total else s.turn + 1,
        "turns_total": total,
        "director": s.director,
        "star": s.star,
        "stars": rules.stars(s),
        "director_counts": list(s.director_counts),
        "scores": list(s.scores),
        "question": question_view(rules, s),
        "last_question": deep_copy_json(s.last_question),
        "decks": {k: len(v) for k, v in s.decks.items()},
        "discards": {k: len(v) for k, v in s.discards.items()},
        "redraws": [dict(r) for r in s.redraws],
        "awards": [dict(a) for a in s.awards if a["why"] != "card"],
        "waiting_for": [str(v) for v in rules.waiting_for(s)],
        "over": s.phase == "over",
        "end_reason": s.end_reason or None,
        "options": dict(s.config.options),
    }
    if s.variant == TWO_PLAYER and rules.opt(s, "two_player_end") == "target":
        out["target"] = rules.opt(s, "two_player_target")
    if s.variant == CARDS_ONLY:
        out["offer"] = [public_card(rules, s, c) for c in s.hand] if s.phase == "offer" else []
        out["won"] = [
            {
                "seat": seat,
                "score": s.scores[seat],
                "cards": [
                    {**public_card(rules, s, c), "difficulty": rules.difficulty(s, c),
                     "number": rules.card(s, c)["number"]}
                    for c in cards
                ],
            }
            for seat, cards in enumerate(s.won)
        ]
    else:
        out["track"] = track_view(s)
        out["spaces"] = spaces_view(s)
        out["bet_tokens"] = sorted(s.bet_tokens)
        out["tokens_left"] = list(s.tokens_left)
        out["placing"] = s.place_queue[0] if s.phase == "place" else None
        out["specials"] = {
            "hand_sizes": [len(h) for h in s.specials],
            "discard": [special_kind(c) for c in s.special_discard],
            "played_this_turn": list(s.played),
        }
    if s.phase == "over":
        result = rules.result(s)
        assert result is not None
        out["result"] = result.to_json()
        if isinstance(result.text, Msg):  # the view is JSON: the sentence as its JSON form
            out["result"]["text"] = result.text.to_json()
    return out


def build_view(
    rules: TelefilmRules, s: TelefilmState, viewer: Viewer
) -> TelefilmView | TelefilmSeatView | TelefilmDirectorView:
    """Table: public board; seat: + that Star's special cards; director: + the cards and answers."""
    out = public_view(rules, s)
    out["viewer"] = str(viewer)
    if viewer.kind == "seat" and viewer.seat is not None and 0 <= viewer.seat < s.n:
        seat = viewer.seat
        hand: list[SpecialCardView] = []
        for c in s.specials[seat]:
            card = SPECIALS[special_kind(c)]
            hand.append({"id": c, "kind": card.kind, "name": card.name, "timing": card.timing, "text": card.text})
        return TelefilmSeatView(**out, hand=hand, playable=rules._playable(s, seat))
    if viewer.kind == "director":
        private: DirectorPrivate = {
            "hand": [full_card(rules, s, c) for c in s.hand],
            "board": {sp: full_card(rules, s, c) for sp, c in s.board.items()},
            "current": None,
        }
        if s.q is not None:
            current = full_card(rules, s, s.q["card"])
            if s.q["number"] is not None:
                current["asked"] = s.q["number"]
            private["current"] = current
        return TelefilmDirectorView(**out, director_private=private)
    return out
