"""The English rules texts of Ciak! stay byte-identical: a snapshot (``ciak_english_texts.json``), written by the
English writer before it became one walker with phrase tables for every language, of every card and company of
the built-in set and of every effect, recipient, target, cost, condition and trigger of the vocabulary on every
kind of card. Regenerate it only for a change of the English wording that is meant:
``python -m tests.content.test_ciak_text_snapshot``."""

from __future__ import annotations

import hashlib
import json
from collections.abc import Iterator
from pathlib import Path
from typing import Any

from gamesuite.content.ciak import (
    EFFECT_RULES,
    Ability,
    Condition,
    Cost,
    Effect,
    ability_text,
    builtin_card_set,
    card_text,
    parse_card_set,
)

SNAPSHOT = Path(__file__).with_name("ciak_english_texts.json")
KINDS = ("character", "myth", "staff", "ciak", "event", "item", "company")
TRIGGERS = ("activated", "on_play", "on_death", "start_of_turn", "static")


def vocabulary_abilities() -> Iterator[tuple[str, Ability, str]]:
    """(key, ability, card kind) for the whole vocabulary: every effect's recipients, targets and amount bounds
    (alone, twice, and after another effect on the target), every trigger and card kind; every cost (alone and
    in pairs) and every condition."""
    pick_first = Effect(kind="remove_tokens", to="target", amount=1)
    for kind, (recipients, targets, amounts, points) in EFFECT_RULES.items():
        for to in recipients:
            for target in (targets if to == "target" else ("rival",)):
                for amount in ((amounts[0], amounts[1], 1, -1) if amounts else (0,)):
                    if amounts and not amounts[0] <= amount <= amounts[1]:
                        continue
                    boosts = ((500, -300), (0, 200), (-100, 0)) if points else ((0, 0),)
                    for att, dif in boosts:
                        eff = Effect(kind=kind, to=to, amount=amount, att=att, dif=dif)  # type: ignore[arg-type]
                        for trigger in TRIGGERS:
                            for n, effects in enumerate(([eff], [eff, eff], [pick_first, eff])):
                                ab = Ability(trigger=trigger, target=target,  # type: ignore[arg-type]
                                             effects=effects, costs=[Cost(kind="millions", amount=2)]
                                             if trigger == "activated" else [])
                                for card_kind in KINDS:
                                    key = f"effect {kind} to={to} target={target} amount={amount} att={att} " \
                                          f"dif={dif} trigger={trigger} shape={n} on={card_kind}"
                                    yield key, ab, card_kind
    draw = [Effect(kind="draw", to="you", amount=1)]
    pairs = (("tokens", 1), ("tokens", 3), ("millions", 1), ("millions", 4), ("rotate", 1), ("sacrifice_self", 1),
             ("sacrifice_character", 1))
    costs = [Cost(kind=k, amount=a) for k, a in pairs]  # type: ignore[arg-type]
    for i, first in enumerate(costs):
        for j, second in enumerate([None, *costs]):
            for once in (False, True):
                for card_kind in KINDS:
                    chosen = [first] if second is None else [first, second]
                    ab = Ability(trigger="activated", costs=chosen, once_per_turn=once, effects=draw)
                    yield f"costs {i},{j - 1} once={once} on={card_kind}", ab, card_kind
    conditions = [Condition(kind=k) for k in ("your_turn", "rivals_turn", "in_combat", "attack_or_lynching")]
    conditions += [Condition(kind="dominion_at_most", amount=a) for a in (1, 2, 30)]
    for i, cond in enumerate(conditions):
        for trigger in TRIGGERS:
            ab = Ability(trigger=trigger, condition=cond, effects=draw,  # type: ignore[arg-type]
                         costs=[Cost(kind="rotate")] if trigger == "activated" else [])
            yield f"condition {i} trigger={trigger}", ab, "staff"


def english_texts() -> dict[str, str]:
    """Every text the snapshot holds, by key."""
    model = parse_card_set(builtin_card_set())
    out = {f"card {c.id}": card_text(c) for c in model.cards}
    out.update({f"company {c.id}": card_text(c) for c in model.companies})
    for key, ab, kind in vocabulary_abilities():
        out[key] = ability_text(ab, kind)
    return out


def snapshot(texts: dict[str, str]) -> dict[str, Any]:
    """What the file keeps: the texts themselves (each once, for a readable diff) and a digest of the whole
    key -> text mapping (a text moved to another card or ability changes it)."""
    whole = json.dumps(texts, ensure_ascii=False, sort_keys=True).encode("utf-8")
    return {"keys": len(texts), "sha256": hashlib.sha256(whole).hexdigest(), "texts": sorted(set(texts.values()))}


def test_every_english_rules_text_is_byte_identical_to_the_snapshot() -> None:
    expected = json.loads(SNAPSHOT.read_text(encoding="utf-8"))
    got = snapshot(english_texts())
    assert expected["keys"] > 5000 and len(expected["texts"]) > 1000
    assert [t for t in got["texts"] if t not in set(expected["texts"])] == []
    assert [t for t in expected["texts"] if t not in set(got["texts"])] == []
    assert (got["keys"], got["sha256"]) == (expected["keys"], expected["sha256"])


if __name__ == "__main__":  # regenerate (a meant change of the English wording only)
    SNAPSHOT.write_text(json.dumps(snapshot(english_texts()), indent=0, ensure_ascii=False) + "\n",
                        encoding="utf-8")
