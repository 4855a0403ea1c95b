"""The phone page's own words (its labels, headings and buttons), marked here for Qt Linguist.

Why here: the page (``resources/phone/phone.js``) is plain JavaScript that lupdate does not read; the table
sends it :func:`phone_words`, a ``{English: in the app's language}`` table, with the seat's first state, and
the page looks every label up in it (``t("…")``; English when a word is missing). A label the page adds
must be added to :data:`PHONE_WORDS` (``tests/ui/test_phones_words.py`` reads phone.js and checks).
Templates keep ``{n}`` / ``{answer}`` fields the page fills in (one template, never pieces).
"""

from __future__ import annotations

from gamesuite.i18n import QT_TRANSLATE_NOOP, translate

# What a typed field on the page asks for (its placeholder, never the field's name): phone.js's HINTS table,
# by move and field, and for Telma's nickname by the round's part.
FIELD_HINTS: tuple[str, ...] = (
    QT_TRANSLATE_NOOP("phone", "Your answer: a number, e.g. 1500"),
    QT_TRANSLATE_NOOP("phone", "Why? e.g. said in other words"),
    QT_TRANSLATE_NOOP("phone", "A noun: table, hut, ghost…"),
    QT_TRANSLATE_NOOP("phone", "An adjective: yellow, old, scary…"),
    QT_TRANSLATE_NOOP("phone", "Where it comes from: from Lisbon…"),
    QT_TRANSLATE_NOOP("phone", "A gesture: clap, touch your nose…"),
    QT_TRANSLATE_NOOP("phone", "Type here"),
    QT_TRANSLATE_NOOP("phone", "A number"),
)

PHONE_WORDS: tuple[str, ...] = (
    # the link to the table
    QT_TRANSLATE_NOOP("phone", "Open this page by scanning the code on the table."),
    QT_TRANSLATE_NOOP("phone", "no seat"),
    QT_TRANSLATE_NOOP("phone", "connecting"),
    QT_TRANSLATE_NOOP("phone", "connected"),
    QT_TRANSLATE_NOOP("phone", "reconnecting"),
    QT_TRANSLATE_NOOP("phone", "off"),
    # the kinds of move (a group's heading, or the button when a move has nothing more to choose)
    QT_TRANSLATE_NOOP("phone", "Whom to ask"),
    QT_TRANSLATE_NOOP("phone", "Which question"),
    QT_TRANSLATE_NOOP("phone", "The answer"),
    QT_TRANSLATE_NOOP("phone", "Confirm"),
    QT_TRANSLATE_NOOP("phone", "Overrule"),
    QT_TRANSLATE_NOOP("phone", "Bet"),
    QT_TRANSLATE_NOOP("phone", "Place your token"),
    QT_TRANSLATE_NOOP("phone", "Play"),
    QT_TRANSLATE_NOOP("phone", "Pass"),
    QT_TRANSLATE_NOOP("phone", "Judge"),
    QT_TRANSLATE_NOOP("phone", "Discard"),
    QT_TRANSLATE_NOOP("phone", "Reveal"),
    QT_TRANSLATE_NOOP("phone", "Buzz"),
    QT_TRANSLATE_NOOP("phone", "Respond"),
    QT_TRANSLATE_NOOP("phone", "Your nickname"),
    QT_TRANSLATE_NOOP("phone", "Object"),
    QT_TRANSLATE_NOOP("phone", "No objection"),
    QT_TRANSLATE_NOOP("phone", "Ability"),
    QT_TRANSLATE_NOOP("phone", "Ask"),
    QT_TRANSLATE_NOOP("phone", "Attack"),
    QT_TRANSLATE_NOOP("phone", "Cancel player"),
    QT_TRANSLATE_NOOP("phone", "Choose"),
    QT_TRANSLATE_NOOP("phone", "Declare"),
    QT_TRANSLATE_NOOP("phone", "Declare tie"),
    QT_TRANSLATE_NOOP("phone", "Decline"),
    QT_TRANSLATE_NOOP("phone", "Discard marker"),
    QT_TRANSLATE_NOOP("phone", "False call"),
    QT_TRANSLATE_NOOP("phone", "Fifty pick"),
    QT_TRANSLATE_NOOP("phone", "No answer"),
    QT_TRANSLATE_NOOP("phone", "No attack"),
    QT_TRANSLATE_NOOP("phone", "Open round"),
    QT_TRANSLATE_NOOP("phone", "Pick"),
    QT_TRANSLATE_NOOP("phone", "Pick two"),
    QT_TRANSLATE_NOOP("phone", "Reject call"),
    QT_TRANSLATE_NOOP("phone", "Roll"),
    QT_TRANSLATE_NOOP("phone", "Rule genre"),
    QT_TRANSLATE_NOOP("phone", "Sacrifice"),
    QT_TRANSLATE_NOOP("phone", "Select"),
    QT_TRANSLATE_NOOP("phone", "Settle"),
    QT_TRANSLATE_NOOP("phone", "Start round"),
    QT_TRANSLATE_NOOP("phone", "Take"),
    QT_TRANSLATE_NOOP("phone", "Token"),
    # a move's choices
    QT_TRANSLATE_NOOP("phone", "Right"),
    QT_TRANSLATE_NOOP("phone", "Wrong"),
    QT_TRANSLATE_NOOP("phone", "Yes"),
    QT_TRANSLATE_NOOP("phone", "No"),
    QT_TRANSLATE_NOOP("phone", "player {n}"),
    QT_TRANSLATE_NOOP("phone", "difficulty {n}"),
    QT_TRANSLATE_NOOP("phone", "Send"),
    *FIELD_HINTS,
    # the seat's own cards
    QT_TRANSLATE_NOOP("phone", "Question {n}"),
    QT_TRANSLATE_NOOP("phone", "Answer: {answer}"),
    QT_TRANSLATE_NOOP("phone", "when: {timing}"),
    QT_TRANSLATE_NOOP("phone", "cost {n}"),
    QT_TRANSLATE_NOOP("phone", "ATT {att} · DIF {dif}"),
    # Ciak's card types (phone.js TYPES)
    QT_TRANSLATE_NOOP("phone", "Character"),
    QT_TRANSLATE_NOOP("phone", "Myth"),
    QT_TRANSLATE_NOOP("phone", "Staff"),
    QT_TRANSLATE_NOOP("phone", "Ciak"),
    QT_TRANSLATE_NOOP("phone", "Event"),
    QT_TRANSLATE_NOOP("phone", "Item"),
    QT_TRANSLATE_NOOP("phone", "None."),
    QT_TRANSLATE_NOOP("phone", "The question"),
    QT_TRANSLATE_NOOP("phone", "The card in play"),
    QT_TRANSLATE_NOOP("phone", "On the board"),
    QT_TRANSLATE_NOOP("phone", "Director's cards"),
    QT_TRANSLATE_NOOP("phone", "Your hand"),
    # the page
    QT_TRANSLATE_NOOP("phone", "Director"),
    QT_TRANSLATE_NOOP("phone", "The game is over."),
    QT_TRANSLATE_NOOP("phone", "Your turn — only you can see this."),
    QT_TRANSLATE_NOOP("phone", "You can play now."),
    QT_TRANSLATE_NOOP("phone", "Lately"),
    QT_TRANSLATE_NOOP("phone", "BUZZ"),
)


def phone_words() -> dict[str, str]:
    """Every word of the phone page, ``{English: in the app's language now}``."""
    return {text: translate("phone", text) for text in PHONE_WORDS}
