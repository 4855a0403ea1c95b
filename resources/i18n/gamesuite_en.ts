<?xml version='1.0' encoding='utf-8'?>
<TS version="2.1" language="en_GB">
<context>
    <name>ciak</name>
    <message>
        <location filename="../../gamesuite/rules/ciak/spec.py" line="28" />
        <source>Lynching damage</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/rules/ciak/spec.py" line="29" />
        <source>How much damage a lynching deals to the chosen character.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/rules/ciak/spec.py" line="32" />
        <source>The lyncher's total ATT (all their characters, with boosts)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/rules/ciak/spec.py" line="35" />
        <source>In a defence, only the margin DIF minus ATT; card lynchings use total ATT</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/rules/ciak/spec.py" line="37" />
        <source>A lynching always kills the chosen character</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/rules/ciak/spec.py" line="42" />
        <source>Lynched character</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/rules/ciak/spec.py" line="43" />
        <source>Who picks the character that suffers a lynching.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/rules/ciak/spec.py" line="46" />
        <source>The player carrying out the lynching chooses</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/rules/ciak/spec.py" line="47" />
        <source>The player suffering the lynching chooses</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/rules/ciak/spec.py" line="48" />
        <source>Automatically the victim's character with the highest ATT</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/rules/ciak/spec.py" line="53" />
        <source>Six cards from a short deck</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/rules/ciak/spec.py" line="54" />
        <source>When the deck cannot bring the active player's hand up to 6 at the end of the turn.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/rules/ciak/spec.py" line="59" />
        <source>The deck has run out: they draw what is left and the game ends</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/rules/ciak/spec.py" line="62" />
        <source>They keep fewer cards; every other player has one last turn without drawing</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/rules/ciak/spec.py" line="70" />
        <source>When the deck runs out</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/rules/ciak/spec.py" line="71" />
        <source>The moment the deck counts as run out.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/rules/ciak/spec.py" line="74" />
        <source>When a card must be drawn and the deck is empty</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/rules/ciak/spec.py" line="75" />
        <source>As soon as the last card is drawn</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/rules/ciak/spec.py" line="80" />
        <source>Sacking respects the 10-million cap</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/rules/ciak/spec.py" line="81" />
        <source>Whether the million gained by a sacking is lost when the company already holds 10.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/rules/ciak/spec.py" line="87" />
        <source>Ties in the d20 roll-off</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/rules/ciak/spec.py" line="88" />
        <source>What happens when several players roll the same highest number to start.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/rules/ciak/spec.py" line="91" />
        <source>Only the tied players roll again</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/rules/ciak/spec.py" line="92" />
        <source>Everybody rolls again</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/rules/ciak/spec.py" line="93" />
        <source>The tied player seated first starts</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/rules/ciak/spec.py" line="98" />
        <source>A conquered company</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/rules/ciak/spec.py" line="99" />
        <source>What a company you conquered (or took over from your ally) does for you. Its basic million at the start of your turn never comes with it (rulebook).</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/rules/ciak/spec.py" line="108" />
        <source>Its ability works for you (activated, lasting, start-of-turn draws) except any million it adds at the start of the turn: a conquered Wall Disny gives nothing</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/rules/ciak/spec.py" line="116" />
        <source>Its whole ability works for you, start-of-turn millions included (a conquered Wall Disny adds its million)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/rules/ciak/spec.py" line="122" />
        <source>Only its activated ability (once per turn); nothing else</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/rules/ciak/spec.py" line="123" />
        <source>Nothing: it is only a trophy</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/rules/ciak/spec.py" line="128" />
        <source>When Event cards are played</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/rules/ciak/spec.py" line="129" />
        <source>When on your own turn an Event may be played (the rulebook says only "on your turn").</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/rules/ciak/spec.py" line="136" />
        <source>In your phases 2 and 4, with the stack empty (like characters and items)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/rules/ciak/spec.py" line="140" />
        <source>Whenever you hold priority on your own turn: phases 2-4, the fight window of phase 3 and in answer to cards on the stack</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/rules/ciak/spec.py" line="150" />
        <source>The others' turn at the end of a phase</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/rules/ciak/spec.py" line="151" />
        <source>When the other players may play before a phase of the active player ends (they may always answer what the active player puts on the stack).</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/rules/ciak/spec.py" line="160" />
        <source>Only if the active player played no card or ability in that phase (as printed); otherwise the active player's pass with an empty stack ends phases 2 and 4</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/rules/ciak/spec.py" line="168" />
        <source>Always: a phase ends only when every player passes in a row with an empty stack</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/rules/ciak/spec.py" line="176" />
        <source>Sackings past the last dominion point</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/rules/ciak/spec.py" line="177" />
        <source>Damage beyond what a company's remaining dominion points absorb.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/rules/ciak/spec.py" line="182" />
        <source>Sackings stop at the company's last point: no card or million for the rest</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/rules/ciak/spec.py" line="186" />
        <source>Every full 1000 still counts: the attacker draws 1 and adds 1 million for each</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/rules/ciak/spec.py" line="194" />
        <source>Alliance turn order after a defeat</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/rules/ciak/spec.py" line="195" />
        <source>Who plays next in an Alliance game once a player is out.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/rules/ciak/spec.py" line="200" />
        <source>Turns keep alternating between the alliances (as printed); a lone survivor plays every turn of their alliance</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/rules/ciak/spec.py" line="208" />
        <source>Round the table, skipping the defeated seat (one alliance may then play twice in a row)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/rules/ciak/spec.py" line="217" />
        <source>Starting millions</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/rules/ciak/spec.py" line="218" />
        <source>Millions each company holds before the first turn (the rulebook names none).</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/rules/ciak/spec.py" line="226" />
        <source>Foreign companies in the draw</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/rules/ciak/spec.py" line="227" />
        <source>Whether the Dominion boss company can be drawn in Massacre and Alliance games.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/rules/ciak/spec.py" line="234" />
        <source>Dominion: deck runs out</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/rules/ciak/spec.py" line="235" />
        <source>How the boss is compared with the coalition when the deck runs out.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/rules/ciak/spec.py" line="240" />
        <source>The coalition's remaining points are added together, as in an alliance</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/rules/ciak/spec.py" line="242" />
        <source>The boss against the coalition player with the most points</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/rules/ciak/spec.py" line="251" />
        <location filename="../../gamesuite/ui/ciak/faces.py" line="23" />
        <location filename="../../gamesuite/ui/ciak/gallery.py" line="62" />
        <source>Ciak!</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/rules/ciak/spec.py" line="252" />
        <source>Run a film studio of Lollywood and sack your rivals.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/rules/ciak/spec.py" line="256" />
        <location filename="../../gamesuite/ui/ciak/presenter.py" line="47" />
        <source>Massacre</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/rules/ciak/spec.py" line="257" />
        <source>1 vs 1 or all against all.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/rules/ciak/spec.py" line="263" />
        <location filename="../../gamesuite/ui/ciak/presenter.py" line="47" />
        <source>Alliance</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/rules/ciak/spec.py" line="264" />
        <source>2 vs 2 with crossed seating.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/rules/ciak/spec.py" line="270" />
        <location filename="../../gamesuite/ui/ciak/presenter.py" line="47" />
        <source>Dominion</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/rules/ciak/spec.py" line="271" />
        <source>All against the foreign companies (seat 1).</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/rules/ciak/spec.py" line="277" />
        <location filename="../../gamesuite/ui/ciak/presenter.py" line="46" />
        <source>Easy</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/rules/ciak/spec.py" line="277" />
        <location filename="../../gamesuite/ui/ciak/presenter.py" line="46" />
        <source>Normal</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/rules/ciak/engine.py" line="45" />
        <source>Waiting for {name} to play or pass.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/rules/ciak/engine.py" line="46" />
        <source>Waiting for {name} to sacrifice a character (cast over its limit).</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/rules/ciak/engine.py" line="47" />
        <source>Waiting for {name} to sacrifice a character.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/rules/ciak/engine.py" line="48" />
        <source>Waiting for {name} to discard down to 6 cards.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/rules/ciak/engine.py" line="49" />
        <source>Waiting for {name} to choose the lynched character.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/rules/ciak/engine.py" line="50" />
        <source>Waiting for {name} to choose a target.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/rules/ciak/engine.py" line="51" />
        <source>Waiting for {name} to decide on an attack.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/rules/ciak/engine.py" line="518" />
        <location filename="../../gamesuite/ui/ciak/presenter.py" line="667" />
        <source>The game is over.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/rules/ciak/engine.py" line="524" />
        <source>You do not hold that card.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/rules/ciak/engine.py" line="527" />
        <source>Event cards can only be played on your own turn.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/rules/ciak/engine.py" line="530" />
        <source>Characters, myths, staff, items and Events are played in your phases 2 and 4.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/rules/ciak/engine.py" line="532" />
        <source>Only Ciak cards and abilities can answer a card on the stack.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/rules/ciak/engine.py" line="534" />
        <source>{card} costs {cost} million; you have {millions}.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/rules/ciak/engine.py" line="537" />
        <source>That card cannot be played that way now (check its target and condition).</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/rules/ciak/engine.py" line="538" />
        <source>That move is not allowed right now.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/rules/ciak/engine.py" line="76" />
        <source>{name} passes.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/rules/ciak/engine.py" line="789" />
        <source>{name} plays {card} on {target}.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/rules/ciak/engine.py" line="796" />
        <source>{name} plays {card}.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/rules/ciak/engine.py" line="820" />
        <source>{name} uses the {label} on {target}.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/rules/ciak/engine.py" line="828" />
        <source>{name} uses the {label}.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/rules/ciak/engine.py" line="852" />
        <source>{card} is discarded.</source>
        <translation type="unfinished" />
    </message>
    <message numerus="yes">
        <location filename="../../gamesuite/rules/ciak/engine.py" line="872" />
        <source>{name} rotates {staff}: {card} now has %n token(s).</source>
        <translation><numerusform>{name} rotates {staff}: {card} now has %n token.</numerusform><numerusform>{name} rotates {staff}: {card} now has %n tokens.</numerusform></translation>
    </message>
    <message>
        <location filename="../../gamesuite/rules/ciak/engine.py" line="896" />
        <source>{name} discards {card}.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/rules/ciak/engine.py" line="921" />
        <source>{name} attacks {target}: the d20 shows {roll} (needs {needs}) — the attack goes ahead.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/rules/ciak/engine.py" line="922" />
        <source>{name} attacks {target}: the d20 shows {roll} (needs {needs}) — the attack fails.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/rules/ciak/engine.py" line="941" />
        <source>{name} does not attack.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/rules/ciak/flow.py" line="37" />
        <source>Ciak! {variant} takes {low}-{high} players, not {count}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/rules/ciak/flow.py" line="48" />
        <source>the Dominion mode needs a boss company in the card set</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/rules/ciak/flow.py" line="54" />
        <source>the card set has too few companies for {count} players</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/rules/ciak/flow.py" line="607" />
        <source>{name}'s {card} is sacrificed.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/rules/ciak/flow.py" line="608" />
        <source>{name}'s {card} is destroyed.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/rules/ciak/flow.py" line="609" />
        <source>{name}'s {card} is lynched.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/rules/ciak/flow.py" line="610" />
        <source>{name}'s {card} is replaced.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/rules/ciak/flow.py" line="611" />
        <source>{name}'s {card} is sacrificed for the new myth.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/rules/ciak/flow.py" line="631" />
        <location filename="../../gamesuite/rules/ciak/flow.py" line="963" />
        <source>{name}'s {card}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/rules/ciak/flow.py" line="636" />
        <source>a card on the stack</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/rules/ciak/flow.py" line="648" />
        <source>lynching of {card}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/rules/ciak/flow.py" line="649" />
        <source>death ability of {card}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/rules/ciak/flow.py" line="650" />
        <source>ability of {card}</source>
        <translation type="unfinished" />
    </message>
    <message numerus="yes">
        <location filename="../../gamesuite/rules/ciak/flow.py" line="691" />
        <source>{name} draws %n card(s).</source>
        <translation><numerusform>{name} draws %n card.</numerusform><numerusform>{name} draws %n cards.</numerusform></translation>
    </message>
    <message>
        <location filename="../../gamesuite/rules/ciak/flow.py" line="771" />
        <source>{card} returns to {name}'s hand.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/rules/ciak/flow.py" line="792" />
        <source>The {label} goes on the stack targeting {target}.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/rules/ciak/flow.py" line="794" />
        <source>The {label} goes on the stack.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/rules/ciak/flow.py" line="806" />
        <source>{name} will lynch {target}; boosts may still be played.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/rules/ciak/flow.py" line="817" />
        <source>{name} has no character to lynch.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/rules/ciak/flow.py" line="846" />
        <source>{name}'s company takes {amount} damage: a sacking of {sacks}.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/rules/ciak/flow.py" line="848" />
        <source>{name}'s company takes {amount} damage ({residual} residual).</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/rules/ciak/flow.py" line="904" />
        <source>{name}'s {company} has no dominion left: {name} is out. {new} takes control of it.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/rules/ciak/flow.py" line="908" />
        <source>{name}'s {company} has no dominion left: {name} is out.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/rules/ciak/flow.py" line="977" />
        <source>{card} gets {att} ATT {dif} DIF until end of turn.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/rules/ciak/flow.py" line="980" />
        <source>{card} gets {att} ATT until end of turn.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/rules/ciak/flow.py" line="983" />
        <source>{card} gets {dif} DIF until end of turn.</source>
        <translation type="unfinished" />
    </message>
    <message numerus="yes">
        <location filename="../../gamesuite/rules/ciak/flow.py" line="996" />
        <location filename="../../gamesuite/rules/ciak/flow.py" line="1005" />
        <source>{card} now has %n token(s).</source>
        <translation><numerusform>{card} now has %n token.</numerusform><numerusform>{card} now has %n tokens.</numerusform></translation>
    </message>
    <message>
        <location filename="../../gamesuite/rules/ciak/flow.py" line="1017" />
        <source>{name} cancels the {label}.</source>
        <translation type="unfinished" />
    </message>
    <message numerus="yes">
        <location filename="../../gamesuite/rules/ciak/flow.py" line="1032" />
        <source>{name} adds %n million.</source>
        <translation><numerusform>{name} adds %n million.</numerusform><numerusform>{name} adds %n million.</numerusform></translation>
    </message>
    <message>
        <location filename="../../gamesuite/rules/ciak/flow.py" line="1052" />
        <source>{name} discards {card} at random.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/rules/ciak/flow.py" line="1061" />
        <source>{name}'s company now has {amount} damage.</source>
        <translation type="unfinished" />
    </message>
    <message numerus="yes">
        <location filename="../../gamesuite/rules/ciak/flow.py" line="1065" />
        <source>{name} loses %n million.</source>
        <translation><numerusform>{name} loses %n million.</numerusform><numerusform>{name} loses %n million.</numerusform></translation>
    </message>
    <message>
        <location filename="../../gamesuite/rules/ciak/flow.py" line="1091" />
        <source>The {label} has no target any more: no effect.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/rules/ciak/flow.py" line="1097" />
        <source>The {label} ({name}) resolves.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/rules/ciak/flow.py" line="1116" />
        <source>{card} has no target any more: discarded.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/rules/ciak/flow.py" line="1122" />
        <source>{card} ({name}) resolves.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/rules/ciak/flow.py" line="1132" />
        <source>{card} has no character to equip: discarded.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/rules/ciak/flow.py" line="1136" />
        <source>{card} is equipped to {target}.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/rules/ciak/flow.py" line="1156" />
        <source>{card} enters {name}'s play.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/rules/ciak/flow.py" line="1164" />
        <source>{card}'s ability has no target: no effect.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/rules/ciak/flow.py" line="1177" />
        <source>The lynching has no victim any more.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/rules/ciak/flow.py" line="1185" />
        <source>{name} lynches {target}.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/rules/ciak/flow.py" line="1195" />
        <source>{name} lynches {target}: {damage} damage against {dif} DIF — it dies.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/rules/ciak/flow.py" line="1196" />
        <source>{name} lynches {target}: {damage} damage against {dif} DIF — it survives.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/rules/ciak/flow.py" line="1249" />
        <source>Attack {att} against defence {dif}.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/rules/ciak/flow.py" line="1257" />
        <source>Defence {dif} beats attack {att}: {name} lynches.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/rules/ciak/flow.py" line="1263" />
        <source>Attack and defence are equal ({att}): nothing happens.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/rules/ciak/flow.py" line="1279" />
        <source>Phase {phase}.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/rules/ciak/flow.py" line="1303" />
        <source>Turn {turn}: {name} ({company}).</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/rules/ciak/flow.py" line="1356" />
        <source>The deck is empty: every other player has one last turn.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/rules/ciak/flow.py" line="1480" />
        <source>The deck has run out and the top is tied at {points} dominion points: a sad tie.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/rules/ciak/flow.py" line="1484" />
        <source>The deck has run out: {names} wins with {points} dominion points.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/rules/ciak/flow.py" line="1486" />
        <source>The deck has run out: {names} win with {points} dominion points.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/rules/ciak/flow.py" line="1490" />
        <source>{name} conquers Lollywood and derides everyone!</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/rules/ciak/flow.py" line="1491" />
        <source>{names} conquer Lollywood!</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/ui/ciak/game.py" line="109" />
        <source>Others answer aloud while a hand is open</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/ui/ciak/game.py" line="171" />
        <source>Your hand opens on the table: discard down to 6 cards.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/ui/ciak/game.py" line="172" />
        <source>Your hand opens on the table. Others look away until you hide it.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/ui/ciak/game.py" line="551" />
        <location filename="../../gamesuite/ui/ciak/presenter.py" line="723" />
        <source>Hide my hand</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/ui/ciak/game.py" line="559" />
        <source>this</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/ui/ciak/game.py" line="575" />
        <location filename="../../gamesuite/ui/ciak/presenter.py" line="718" />
        <location filename="../../gamesuite/ui/ciak/presenter.py" line="749" />
        <source>No response</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/ui/ciak/game.py" line="575" />
        <location filename="../../gamesuite/ui/ciak/presenter.py" line="749" />
        <source>Pass</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/ui/ciak/game.py" line="579" />
        <source>Resolves</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/ui/ciak/game.py" line="579" />
        <source>Fizzles: no target</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/ui/ciak/game.py" line="580" />
        <source>Cancelled!</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/ui/ciak/game.py" line="587" />
        <source>Sacking of {sacks}!</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/ui/ciak/game.py" line="588" />
        <source>{amount} damage</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/ui/ciak/game.py" line="593" />
        <source>Out!</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/ui/ciak/game.py" line="599" />
        <source>+1 token</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/ui/ciak/game.py" line="676" />
        <source>That card needs a target: click it, then its target.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/ui/ciak/game.py" line="678" />
        <source>That is not a target for this choice. Esc cancels.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/ui/ciak/game.py" line="679" />
        <source>That cannot be chosen now.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/ui/ciak/game.py" line="715" />
        <source>Ciak! at the table…</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/ui/ciak/game.py" line="722" />
        <source>Ciak! at the table</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/ui/ciak/game.py" line="735" />
        <source>Ciak! card gallery…</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/ui/ciak/art.py" line="569" />
        <source>Equipped: {item}</source>
        <translation type="unfinished" />
    </message>
    <message numerus="yes">
        <location filename="../../gamesuite/ui/ciak/art.py" line="596" />
        <source>%n token(s)</source>
        <translation><numerusform>%n token</numerusform><numerusform>%n tokens</numerusform></translation>
    </message>
    <message>
        <location filename="../../gamesuite/ui/ciak/art.py" line="597" />
        <source>Dice icon: takes tokens</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/ui/ciak/art.py" line="678" />
        <source>TURNED</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/ui/ciak/art.py" line="907" />
        <source>Conquered boss</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/ui/ciak/art.py" line="907" />
        <source>Conquered company</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/ui/ciak/art.py" line="909" />
        <source>Boss company</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/ui/ciak/art.py" line="909" />
        <location filename="../../gamesuite/ui/ciak/gallery.py" line="81" />
        <source>Company</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/ui/ciak/faces.py" line="20" />
        <source>Character</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/ui/ciak/faces.py" line="21" />
        <source>Myth</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/ui/ciak/faces.py" line="22" />
        <source>Staff member</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/ui/ciak/faces.py" line="24" />
        <source>Event</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/ui/ciak/faces.py" line="25" />
        <source>Item</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/ui/ciak/gallery.py" line="58" />
        <source>All cards</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/ui/ciak/gallery.py" line="59" />
        <source>Characters</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/ui/ciak/gallery.py" line="60" />
        <source>Myths</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/ui/ciak/gallery.py" line="61" />
        <source>Staff</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/ui/ciak/gallery.py" line="63" />
        <source>Events</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/ui/ciak/gallery.py" line="64" />
        <source>Items</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/ui/ciak/gallery.py" line="65" />
        <source>Companies</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/ui/ciak/gallery.py" line="249" />
        <source>Ciak! card gallery</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/ui/ciak/gallery.py" line="286" />
        <source>Search names and rules text</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/ui/ciak/gallery.py" line="322" />
        <source>Close</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/ui/ciak/gallery.py" line="355" />
        <source>No card matches the search</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/ui/ciak/gallery.py" line="356" />
        <source>{count} shown</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/ui/ciak/gallery.py" line="378" />
        <source>Company · {points} dominion points · the Dominion boss</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/ui/ciak/gallery.py" line="379" />
        <source>Company · {points} dominion points</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/ui/ciak/gallery.py" line="382" />
        <source>{points} dominion points with {count} players</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/ui/ciak/gallery.py" line="387" />
        <source>{type} · 1 copy in the deck</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/ui/ciak/gallery.py" line="388" />
        <source>{type} · {count} copies in the deck</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/ui/ciak/pieces.py" line="590" />
        <source>OUT</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/ui/ciak/pieces.py" line="592" />
        <source>TURN</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/ui/ciak/pieces.py" line="594" />
        <source>Computer · {strength}</source>
        <translation type="unfinished" />
    </message>
    <message numerus="yes">
        <location filename="../../gamesuite/ui/ciak/pieces.py" line="618" />
        <source>%n million</source>
        <translation><numerusform>%n million</numerusform><numerusform>%n million</numerusform></translation>
    </message>
    <message>
        <location filename="../../gamesuite/ui/ciak/pieces.py" line="638" />
        <source>hand open</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/ui/ciak/pieces.py" line="638" />
        <source>{count} in hand</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/ui/ciak/pieces.py" line="645" />
        <source>No characters in play</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/ui/ciak/pieces.py" line="851" />
        <source>Turn {turn} · {name}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/ui/ciak/pieces.py" line="793" />
        <source>Priority: {name}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/ui/ciak/pieces.py" line="588" />
        <source>★ WINNER</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/ui/ciak/pieces.py" line="598" />
        <source>Auto-pass</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/ui/ciak/pieces.py" line="959" />
        <source>vs</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/ui/ciak/pieces.py" line="970" />
        <source>needs {needs}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/ui/ciak/pieces.py" line="970" />
        <source>d20</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/ui/ciak/pieces.py" line="1235" />
        <source>LYNCHING</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/ui/ciak/pieces.py" line="1235" />
        <source>DEATH ABILITY</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/ui/ciak/pieces.py" line="1235" />
        <source>ABILITY</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/ui/ciak/pieces.py" line="1387" />
        <location filename="../../gamesuite/ui/ciak/pieces.py" line="1404" />
        <source>What happened</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/ui/ciak/pieces.py" line="1527" />
        <source>{name}'s hand — only {name} looks</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/ui/ciak/presenter.py" line="40" />
        <source>draw</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/ui/ciak/presenter.py" line="41" />
        <location filename="../../gamesuite/ui/ciak/presenter.py" line="43" />
        <source>play</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/ui/ciak/presenter.py" line="42" />
        <source>attack</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/ui/ciak/presenter.py" line="44" />
        <location filename="../../gamesuite/ui/ciak/presenter.py" line="788" />
        <source>end</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/ui/ciak/presenter.py" line="46" />
        <source>Random</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/ui/ciak/presenter.py" line="302" />
        <source>Team A</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/ui/ciak/presenter.py" line="302" />
        <source>Team B</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/ui/ciak/presenter.py" line="304" />
        <source>Boss</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/ui/ciak/presenter.py" line="304" />
        <source>Coalition</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/ui/ciak/presenter.py" line="470" />
        <source>{attacker} attacks {defender}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/ui/ciak/presenter.py" line="472" />
        <source>The d20 shows {roll} (needs {needs}): the attack fails.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/ui/ciak/presenter.py" line="473" />
        <source>The d20 shows {roll}: the attack fails.</source>
        <translation type="unfinished" />
    </message>
    <message numerus="yes">
        <location filename="../../gamesuite/ui/ciak/presenter.py" line="478" />
        <source>{amount} damage: a sacking of %n. {attacker} draws %n and adds %n million; {defender} loses %n dominion point(s).</source>
        <translation><numerusform>{amount} damage: a sacking of %n. {attacker} draws %n and adds %n million; {defender} loses %n dominion point.</numerusform><numerusform>{amount} damage: a sacking of %n. {attacker} draws %n and adds %n million; {defender} loses %n dominion points.</numerusform></translation>
    </message>
    <message>
        <location filename="../../gamesuite/ui/ciak/presenter.py" line="480" />
        <source>{amount} damage: no sacking yet.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/ui/ciak/presenter.py" line="482" />
        <source>Defence holds: {defender} lynches one of {attacker}'s characters.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/ui/ciak/presenter.py" line="485" />
        <source>Attack and defence are equal: nothing happens.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/ui/ciak/presenter.py" line="487" />
        <source>The d20 shows {roll} (needs {needs}): the attack goes ahead. Answer with Ciak cards and abilities.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/ui/ciak/presenter.py" line="489" />
        <source>The d20 shows {roll}: the attack goes ahead. Answer with Ciak cards and abilities.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/ui/ciak/presenter.py" line="622" />
        <source>Turn it for a token</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/ui/ciak/presenter.py" line="624" />
        <source>Use its ability</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/ui/ciak/presenter.py" line="635" />
        <source>the stack</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/ui/ciak/presenter.py" line="636" />
        <source>the {label}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/ui/ciak/presenter.py" line="656" />
        <source>phase 1</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/ui/ciak/presenter.py" line="656" />
        <source>phase 2</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/ui/ciak/presenter.py" line="657" />
        <source>the attack</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/ui/ciak/presenter.py" line="657" />
        <source>phase 4</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/ui/ciak/presenter.py" line="658" />
        <source>the end of the turn</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/ui/ciak/presenter.py" line="683" />
        <source>The game is over. Game menu: New game.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/ui/ciak/presenter.py" line="696" />
        <source>{name} (computer) is deciding…</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/ui/ciak/presenter.py" line="697" />
        <source>{name} (auto-pass) is deciding…</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/ui/ciak/presenter.py" line="701" />
        <source>Click a target for {choosing}.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/ui/ciak/presenter.py" line="702" />
        <source>Click the character to sacrifice for {choosing}.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/ui/ciak/presenter.py" line="703" />
        <source>{choosing}: turn it for a token, or use its ability?</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/ui/ciak/presenter.py" line="704" />
        <source>Finish choosing {choosing}.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/ui/ciak/presenter.py" line="706" />
        <source>Cancel (Esc)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/ui/ciak/presenter.py" line="707" />
        <source>{name}: {choosing}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/ui/ciak/presenter.py" line="711" />
        <source>{name}: answer {label}? Say it aloud</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/ui/ciak/presenter.py" line="714" />
        <source>{name}: anything before {phase} ends? Say it aloud</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/ui/ciak/presenter.py" line="716" />
        <source>{open}'s hand is open, so {name} does not look: “no response”, or “I want to answer”.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/ui/ciak/presenter.py" line="719" />
        <source>I want to answer</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/ui/ciak/presenter.py" line="720" />
        <source>Hide {name}'s hand</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/ui/ciak/presenter.py" line="724" />
        <source>Look at my hand</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/ui/ciak/presenter.py" line="730" />
        <source>{name}: answer {label}?</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/ui/ciak/presenter.py" line="732" />
        <source>{owner}'s {label} resolves when everybody passes.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/ui/ciak/presenter.py" line="734" />
        <source>{label} ({owner}) resolves when everybody passes.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/ui/ciak/presenter.py" line="738" />
        <source>{name}: the fight — play anything?</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/ui/ciak/presenter.py" line="739" />
        <source>Ciak cards and abilities now; then ATT is compared with DIF.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/ui/ciak/presenter.py" line="741" />
        <source>{name}: your {phase}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/ui/ciak/presenter.py" line="742" />
        <source>Play characters, staff, myths, items, Events and Ciak cards; use abilities and staff.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/ui/ciak/presenter.py" line="744" />
        <source>Look at your hand to play cards; abilities of your cards in play work here.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/ui/ciak/presenter.py" line="746" />
        <source>{name}: anything before {phase} ends?</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/ui/ciak/presenter.py" line="748" />
        <source>Ciak cards and abilities of your characters and staff.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/ui/ciak/presenter.py" line="752" />
        <source>No responses until my turn</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/ui/ciak/presenter.py" line="755" />
        <source>{name}: attack? Click a rival's company</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/ui/ciak/presenter.py" line="756" />
        <source>The d20 must reach that company's dominion points.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/ui/ciak/presenter.py" line="757" />
        <source>No attack</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/ui/ciak/presenter.py" line="760" />
        <source>{name}: too many stars — sacrifice a character</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/ui/ciak/presenter.py" line="761" />
        <source>The cast uses {used} of {limit} star spaces: click one of your characters.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/ui/ciak/presenter.py" line="764" />
        <source>{name}: sacrifice one of your characters</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/ui/ciak/presenter.py" line="765" />
        <source>Click it.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/ui/ciak/presenter.py" line="769" />
        <source>{name}: choose which of {victim}'s characters is lynched</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/ui/ciak/presenter.py" line="771" />
        <source>Click the character.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/ui/ciak/presenter.py" line="774" />
        <source>{name}: choose the target of a death ability</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/ui/ciak/presenter.py" line="775" />
        <source>Click the target.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/ui/ciak/presenter.py" line="778" />
        <source>{name}: discard down to 6 cards</source>
        <translation type="unfinished" />
    </message>
    <message numerus="yes">
        <location filename="../../gamesuite/ui/ciak/presenter.py" line="779" />
        <source>Click %n card(s) of your hand to discard.</source>
        <translation><numerusform>Click %n card of your hand to discard.</numerusform><numerusform>Click %n cards of your hand to discard.</numerusform></translation>
    </message>
    <message>
        <location filename="../../gamesuite/ui/ciak/presenter.py" line="780" />
        <source>Waiting for {name}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/ui/ciak/presenter.py" line="784" />
        <source>phase 1 (draw)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/ui/ciak/presenter.py" line="785" />
        <source>phase 2 (play)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/ui/ciak/presenter.py" line="786" />
        <source>phase 3 (attack)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/ui/ciak/presenter.py" line="787" />
        <source>phase 4 (play)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/ui/ciak/presenter.py" line="799" />
        <source>Ciak! {mode} · turn {turn} · {name}, {step} · priority: {priority}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/ui/ciak/presenter.py" line="801" />
        <source>Ciak! {mode} · turn {turn} · {name}, {step}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/ui/ciak/presenter.py" line="807" />
        <source>Playing Ciak! on one screen

Your hand stays hidden until you ask for it. When the table asks you something, answer on the table:
"No response" (or "Pass" on your own turn) needs no hand, and neither do attacking, choosing who is
lynched, sacrificing, turning a staff member or using the abilities of your cards in play.

To play a card from your hand, click "Look at my hand". The others look away while the screen says
"Pass to ..."; then your hand lies face up in the middle of the table, the cards you can play marked.
Click a card, then its target (Esc cancels). Your hand closes when you click "Hide my hand", or when
somebody else has to look at the table.

Table talk: while your hand is open on your own turn, the others answer aloud instead of looking. Tell
them what you played; each says "no response" (you click it for them) or "I want to answer" (your hand
closes and they take the table). Switch it off in the Game menu to have everybody answer on the screen.

"No responses until my turn" passes for you, in public, until your next turn starts; the badge on your
seat says so, and its button switches it off.

Computer players see only their own hand. They take the same time for every decision, pass or card
(View menu: Computer players: slow, normal or fast).

Point at any card, company or the map to see it large; the arrow keys walk through the cards.
</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/ui/ciak/presenter.py" line="838" />
        <source>{name}: no response.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/ui/ciak/presenter.py" line="842" />
        <source>Phase 2: play cards.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/ui/ciak/presenter.py" line="842" />
        <source>Phase 3: attack.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/ui/ciak/presenter.py" line="843" />
        <source>Phase 4: play cards.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/ui/ciak/seats.py" line="30" />
        <source>Computer players: slow</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/ui/ciak/seats.py" line="31" />
        <source>Computer players: normal</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/ui/ciak/seats.py" line="32" />
        <source>Computer players: fast</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/ui/ciak/setup.py" line="32" />
        <source>Who plays the boss ({company})?</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/ui/ciak/setup.py" line="33" />
        <source>The boss plays alone against everyone else, takes seat 1 and starts.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/ui/ciak/setup.py" line="41" />
        <source>Who plays the boss</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/ui/ciak/setup.py" line="64" />
        <source>(no name yet)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/ui/ciak/setup.py" line="66" />
        <source>{name} (computer)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/ui/ciak/setup.py" line="81" />
        <source>{number} {name} (boss)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/ui/ciak/setup.py" line="84" />
        <source>Seats when the game starts: {seats}.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/ui/ciak/setup.py" line="99" />
        <source>Choose who plays the boss.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/ui/ciak/table.py" line="136" />
        <source>Auto-pass on: stop</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/ui/ciak/table.py" line="151" />
        <source>Discard</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/ui/ciak/table.py" line="463" />
        <source>Deck {count}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/ui/ciak/table.py" line="467" />
        <source>{count} played</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/ui/ciak/table.py" line="477" />
        <source>On the stack: {count} · the last one resolves first</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/ui/ciak/table.py" line="479" />
        <source>The stack is empty</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>demo</name>
    <message>
        <location filename="../../gamesuite/rules/demo/spec.py" line="12" />
        <source>High Card (demo)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/rules/demo/spec.py" line="13" />
        <source>A tiny test game: play your highest card.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/rules/demo/spec.py" line="17" />
        <source>Standard</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/rules/demo/spec.py" line="18" />
        <source>Three rounds of one card each.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/rules/demo/spec.py" line="26" />
        <source>Lucky bonus</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/rules/demo/spec.py" line="27" />
        <source>Points for playing the Director's secret lucky number.</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>phone</name>
    <message>
        <location filename="../../gamesuite/ui/phones/words.py" line="29" />
        <source>Open this page by scanning the code on the table.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/ui/phones/words.py" line="30" />
        <source>no seat</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/ui/phones/words.py" line="31" />
        <source>connecting</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/ui/phones/words.py" line="32" />
        <source>connected</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/ui/phones/words.py" line="33" />
        <source>reconnecting</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/ui/phones/words.py" line="34" />
        <source>off</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/ui/phones/words.py" line="36" />
        <source>Whom to ask</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/ui/phones/words.py" line="37" />
        <source>Which question</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/ui/phones/words.py" line="38" />
        <source>The answer</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/ui/phones/words.py" line="39" />
        <source>Confirm</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/ui/phones/words.py" line="40" />
        <source>Overrule</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/ui/phones/words.py" line="41" />
        <source>Bet</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/ui/phones/words.py" line="42" />
        <source>Place your token</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/ui/phones/words.py" line="43" />
        <source>Play</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/ui/phones/words.py" line="44" />
        <source>Pass</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/ui/phones/words.py" line="45" />
        <source>Judge</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/ui/phones/words.py" line="46" />
        <source>Discard</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/ui/phones/words.py" line="47" />
        <source>Reveal</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/ui/phones/words.py" line="48" />
        <source>Buzz</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/ui/phones/words.py" line="49" />
        <source>Respond</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/ui/phones/words.py" line="50" />
        <source>Your nickname</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/ui/phones/words.py" line="51" />
        <source>Object</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/ui/phones/words.py" line="52" />
        <source>No objection</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/ui/phones/words.py" line="53" />
        <source>Ability</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/ui/phones/words.py" line="54" />
        <source>Ask</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/ui/phones/words.py" line="55" />
        <source>Attack</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/ui/phones/words.py" line="56" />
        <source>Cancel player</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/ui/phones/words.py" line="57" />
        <source>Choose</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/ui/phones/words.py" line="58" />
        <source>Declare</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/ui/phones/words.py" line="59" />
        <source>Declare tie</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/ui/phones/words.py" line="60" />
        <source>Decline</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/ui/phones/words.py" line="61" />
        <source>Discard marker</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/ui/phones/words.py" line="62" />
        <source>False call</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/ui/phones/words.py" line="63" />
        <source>Fifty pick</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/ui/phones/words.py" line="64" />
        <source>No answer</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/ui/phones/words.py" line="65" />
        <source>No attack</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/ui/phones/words.py" line="66" />
        <source>Open round</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/ui/phones/words.py" line="67" />
        <source>Pick</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/ui/phones/words.py" line="68" />
        <source>Pick two</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/ui/phones/words.py" line="69" />
        <source>Reject call</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/ui/phones/words.py" line="70" />
        <source>Roll</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/ui/phones/words.py" line="71" />
        <source>Rule genre</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/ui/phones/words.py" line="72" />
        <source>Sacrifice</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/ui/phones/words.py" line="73" />
        <source>Select</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/ui/phones/words.py" line="74" />
        <source>Settle</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/ui/phones/words.py" line="75" />
        <source>Start round</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/ui/phones/words.py" line="76" />
        <source>Take</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/ui/phones/words.py" line="77" />
        <source>Token</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/ui/phones/words.py" line="79" />
        <source>Right</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/ui/phones/words.py" line="80" />
        <source>Wrong</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/ui/phones/words.py" line="81" />
        <source>Yes</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/ui/phones/words.py" line="82" />
        <source>No</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/ui/phones/words.py" line="83" />
        <source>player {n}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/ui/phones/words.py" line="84" />
        <source>difficulty {n}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/ui/phones/words.py" line="85" />
        <source>Send</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/ui/phones/words.py" line="17" />
        <source>Your answer: a number, e.g. 1500</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/ui/phones/words.py" line="18" />
        <source>Why? e.g. said in other words</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/ui/phones/words.py" line="19" />
        <source>A noun: table, hut, ghost…</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/ui/phones/words.py" line="20" />
        <source>An adjective: yellow, old, scary…</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/ui/phones/words.py" line="21" />
        <source>Where it comes from: from Lisbon…</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/ui/phones/words.py" line="22" />
        <source>A gesture: clap, touch your nose…</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/ui/phones/words.py" line="23" />
        <source>Type here</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/ui/phones/words.py" line="24" />
        <source>A number</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/ui/phones/words.py" line="88" />
        <source>Question {n}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/ui/phones/words.py" line="89" />
        <source>Answer: {answer}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/ui/phones/words.py" line="90" />
        <source>when: {timing}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/ui/phones/words.py" line="91" />
        <source>cost {n}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/ui/phones/words.py" line="92" />
        <source>ATT {att} · DIF {dif}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/ui/phones/words.py" line="94" />
        <source>Character</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/ui/phones/words.py" line="95" />
        <source>Myth</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/ui/phones/words.py" line="96" />
        <source>Staff</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/ui/phones/words.py" line="97" />
        <source>Ciak</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/ui/phones/words.py" line="98" />
        <source>Event</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/ui/phones/words.py" line="99" />
        <source>Item</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/ui/phones/words.py" line="100" />
        <source>None.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/ui/phones/words.py" line="101" />
        <source>The question</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/ui/phones/words.py" line="102" />
        <source>The card in play</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/ui/phones/words.py" line="103" />
        <source>On the board</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/ui/phones/words.py" line="104" />
        <source>Director's cards</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/ui/phones/words.py" line="105" />
        <source>Your hand</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/ui/phones/words.py" line="107" />
        <source>Director</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/ui/phones/words.py" line="108" />
        <source>The game is over.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/ui/phones/words.py" line="109" />
        <source>Your turn — only you can see this.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/ui/phones/words.py" line="110" />
        <source>You can play now.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/ui/phones/words.py" line="111" />
        <source>Lately</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/ui/phones/words.py" line="112" />
        <source>BUZZ</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>phones</name>
    <message>
        <location filename="../../gamesuite/ui/phones/dialog.py" line="107" />
        <source>{name} (away)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/ui/phones/dialog.py" line="127" />
        <source>Play with phones</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/ui/phones/dialog.py" line="132" />
        <source>Each player may hold their private cards on their own phone, on this home network. Choose a seat, and its player scans the code: from then on the table never asks to pass the screen to them. Seats without a phone keep the hand-off.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/ui/phones/dialog.py" line="138" />
        <source>Let phones join this game</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/ui/phones/dialog.py" line="219" />
        <source>phone connected</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/ui/phones/dialog.py" line="220" />
        <source>phone away</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/ui/phones/dialog.py" line="225" />
        <source>Release</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/ui/phones/dialog.py" line="227" />
        <source>Take the seat back: its phone stops, and the table passes the screen to this player again.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/ui/phones/dialog.py" line="232" />
        <source>no phone</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/ui/phones/dialog.py" line="237" />
        <source>Seat of {name}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/ui/phones/dialog.py" line="241" />
        <source>Phone play is off.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/ui/phones/hub.py" line="107" />
        <source>Phone play is over on the table.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/ui/phones/hub.py" line="132" />
        <source>The table took this seat back. Scan the code again to play on this phone.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/ui/phones/hub.py" line="253" />
        <source>This link is not valid any more. Scan the code on the table again.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/ui/phones/hub.py" line="260" />
        <source>This seat was opened on another screen.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/ui/phones/hub.py" line="276" />
        <source>The game moved on: look at your screen again.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/ui/phones/hub.py" line="285" />
        <source>That move is not yours to make.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/ui/phones/hub.py" line="304" />
        <source>This game has no buzzer.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/ui/games.py" line="40" />
        <source>{name}'s cards are on their phone.</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>quizclub</name>
    <message>
        <location filename="../../gamesuite/rules/quizclub/spec.py" line="54" />
        <source>No marker lines</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/rules/quizclub/spec.py" line="55" />
        <source>One line, after space 15</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/rules/quizclub/spec.py" line="56" />
        <source>After spaces 10 and 20</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/rules/quizclub/spec.py" line="57" />
        <source>After spaces 8, 16 and 24</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/rules/quizclub/spec.py" line="58" />
        <source>After spaces 6, 12, 18 and 24</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/rules/quizclub/spec.py" line="82" />
        <source>The character card of player {number}; each player needs her own. Any character of the game's question packs (the eight built-in ones, and those an expansion brings).</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/rules/quizclub/spec.py" line="100" />
        <source>{name}'s questions</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/rules/quizclub/spec.py" line="103" />
        <source>Shuffle the question cards with {name}'s portrait into the deck.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/rules/quizclub/spec.py" line="116" />
        <source>Card side</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/rules/quizclub/spec.py" line="117" />
        <source>The border side everybody uses for the whole game; the other side is never asked.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/rules/quizclub/spec.py" line="122" />
        <source>Light border</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/rules/quizclub/spec.py" line="123" />
        <source>Dark border</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/rules/quizclub/spec.py" line="128" />
        <source>Starting player</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/rules/quizclub/spec.py" line="129" />
        <source>Who receives the starting player card first: chance, or a given player.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/rules/quizclub/spec.py" line="132" />
        <source>Chance decides</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/rules/quizclub/spec.py" line="79" />
        <source>Character of player {number}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/rules/quizclub/spec.py" line="31" />
        <source>Sports</source>
        <extracomment>The eight characters of the base game: every content has them (a pack may add its own, see ``deck.characters_of``). ``colour`` is the character card's colour (a player's disc has the colour of her seat, chosen on the setup page); ``interests`` are the categories the rulebook's blurb names.</extracomment>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/rules/quizclub/spec.py" line="32" />
        <source>Games</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/rules/quizclub/spec.py" line="33" />
        <source>Flora &amp; Fauna</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/rules/quizclub/spec.py" line="34" />
        <source>Mathematics</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/rules/quizclub/spec.py" line="35" />
        <source>Politics &amp; History</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/rules/quizclub/spec.py" line="36" />
        <source>Biology &amp; Medicine</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/rules/quizclub/spec.py" line="37" />
        <source>Society</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/rules/quizclub/spec.py" line="38" />
        <source>Economics</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/rules/quizclub/spec.py" line="39" />
        <source>Art - Music - Media</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/rules/quizclub/spec.py" line="40" />
        <source>Science &amp; Technology</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/rules/quizclub/spec.py" line="41" />
        <source>Language</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/rules/quizclub/spec.py" line="42" />
        <source>Food &amp; Drink</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/rules/quizclub/spec.py" line="43" />
        <source>Geography &amp; Travel</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/rules/quizclub/spec.py" line="44" />
        <source>Literature</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/rules/quizclub/spec.py" line="134" />
        <source>Player {number}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/rules/quizclub/spec.py" line="141" />
        <source>Who asks next</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/rules/quizclub/spec.py" line="142" />
        <source>After the asked player turns her card, the player to the left of the asked player (the rulebook's 'her left') or to the left of the asker becomes active.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/rules/quizclub/spec.py" line="149" />
        <source>Left of the asked player</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/rules/quizclub/spec.py" line="150" />
        <source>Left of the asker</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/rules/quizclub/spec.py" line="155" />
        <source>Final space</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/rules/quizclub/spec.py" line="156" />
        <source>The number of the score track's final space; everyone who reaches or passes it wins together.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/rules/quizclub/spec.py" line="166" />
        <source>Marker lines</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/rules/quizclub/spec.py" line="167" />
        <source>After which spaces the marker lines lie; moving past one costs a card from your hand for good.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/rules/quizclub/spec.py" line="175" />
        <source>Empty draw pile</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/rules/quizclub/spec.py" line="176" />
        <source>When the draw pile runs out: shuffle the discards into a new pile, or play on without drawing.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/rules/quizclub/spec.py" line="181" />
        <source>Shuffle the discard pile into a new draw pile</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/rules/quizclub/spec.py" line="182" />
        <source>Play on with smaller hands</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/rules/quizclub/spec.py" line="187" />
        <source>Small deck</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/rules/quizclub/spec.py" line="188" />
        <source>When the deck cannot give every player 5 cards: deal equal smaller hands (2 or more), or refuse.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/rules/quizclub/spec.py" line="194" />
        <source>Deal equal smaller hands</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/rules/quizclub/spec.py" line="195" />
        <source>Refuse to start</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/rules/quizclub/spec.py" line="200" />
        <source>Show the question on the table</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/rules/quizclub/spec.py" line="201" />
        <source>The table screen shows the question (with its choices or terms) once it is asked.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/rules/quizclub/spec.py" line="209" />
        <source>Character cards of one colour</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/rules/quizclub/spec.py" line="210" />
        <source>With expansions several character cards have the same colour. Every player's disc has her own seat colour either way; 'different' also keeps two players from holding character cards of one colour.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/rules/quizclub/spec.py" line="217" />
        <source>Allowed: the discs tell the players apart</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/rules/quizclub/spec.py" line="218" />
        <source>Each player a card of her own colour</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/rules/quizclub/spec.py" line="228" />
        <source>Quiz Club</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/rules/quizclub/spec.py" line="229" />
        <source>Ask the right person the right question.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/rules/quizclub/spec.py" line="233" />
        <source>Standard</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/rules/quizclub/spec.py" line="234" />
        <source>Six rounds, cooperative and competitive in turn.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/rules/quizclub/engine.py" line="803" />
        <source>{names} reached the final space and wins!</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/rules/quizclub/engine.py" line="806" />
        <source>{names} reached the final space and win together!</source>
        <translation type="unfinished" />
    </message>
    <message numerus="yes">
        <location filename="../../gamesuite/rules/quizclub/engine.py" line="809" />
        <source>{names} wins with %n point(s)!</source>
        <translation><numerusform>{names} wins with %n point!</numerusform><numerusform>{names} wins with %n points!</numerusform></translation>
    </message>
    <message numerus="yes">
        <location filename="../../gamesuite/rules/quizclub/engine.py" line="811" />
        <source>{names} win together with %n point(s)!</source>
        <translation><numerusform>{names} win together with %n point!</numerusform><numerusform>{names} win together with %n points!</numerusform></translation>
    </message>
    <message>
        <location filename="../../gamesuite/rules/quizclub/judge.py" line="20" />
        <source>Knowledge</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/rules/quizclub/judge.py" line="21" />
        <source>Multiple Choice</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/rules/quizclub/judge.py" line="22" />
        <source>Estimate</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/rules/quizclub/judge.py" line="23" />
        <source>Ranking</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/rules/quizclub/judge.py" line="24" />
        <source>Intuition</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/ui/quizclub/art.py" line="852" />
        <source>1st</source>
        <extracomment>A character with no portrait the app can use (her pack is gone): the shirt takes her card colour.</extracomment>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/ui/quizclub/handcard.py" line="79" />
        <source>Either counts: {answers}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/ui/quizclub/handcard.py" line="89" />
        <source>Counts from {low} to {high}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/ui/quizclub/handcard.py" line="91" />
        <source>Keep the margin secret.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/ui/quizclub/handcard.py" line="96" />
        <location filename="../../gamesuite/ui/quizclub/panels.py" line="1159" />
        <source>Order: {order}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/ui/quizclub/handcard.py" line="99" />
        <location filename="../../gamesuite/ui/quizclub/panels.py" line="1161" />
        <source>Backwards counts too.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/ui/quizclub/handcard.py" line="102" />
        <source>The answerer says how many fellow players qualify.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/ui/quizclub/handcard.py" line="103" />
        <location filename="../../gamesuite/ui/quizclub/handcard.py" line="105" />
        <source>Right unless somebody objects.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/ui/quizclub/handcard.py" line="104" />
        <source>The answerer names a fellow player, or nobody.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/ui/quizclub/handcard.py" line="250" />
        <source>Ask this</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/ui/quizclub/handcard.py" line="257" />
        <source>Discard this card for good</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/ui/quizclub/handcard.py" line="457" />
        <source>{name}'s card</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/ui/quizclub/items.py" line="154" />
        <source>START</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/ui/quizclub/items.py" line="441" />
        <location filename="../../gamesuite/ui/quizclub/presenter.py" line="398" />
        <source>points</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/ui/quizclub/items.py" line="653" />
        <source>Choose a fellow player who has not been asked this round</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/ui/quizclub/items.py" line="654" />
        <source>Ask one question from a card in your hand: • easy, •• medium, ••• hard</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/ui/quizclub/items.py" line="656" />
        <source>Move the discs up the track; the player asked turns her character card</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/ui/quizclub/items.py" line="695" />
        <location filename="../../gamesuite/ui/quizclub/items.py" line="817" />
        <location filename="../../gamesuite/ui/quizclub/panels.py" line="1277" />
        <source>Answer: {answer}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/ui/quizclub/items.py" line="750" />
        <source>{category}  ·  {type}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/ui/quizclub/items.py" line="773" />
        <source>The question is read out loud.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/ui/quizclub/items.py" line="811" />
        <source>the app says: correct</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/ui/quizclub/items.py" line="811" />
        <source>the app says: wrong</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/ui/quizclub/items.py" line="813" />
        <source>{said}  →  {judged}</source>
        <translation type="unfinished" />
    </message>
    <message numerus="yes">
        <location filename="../../gamesuite/ui/quizclub/items.py" line="885" />
        <source>%n point(s)</source>
        <translation><numerusform>%n point</numerusform><numerusform>%n points</numerusform></translation>
    </message>
    <message>
        <location filename="../../gamesuite/ui/quizclub/items.py" line="887" />
        <source>{points}  ★ winner</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/ui/quizclub/panels.py" line="56" />
        <source>Whom to ask</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/ui/quizclub/panels.py" line="56" />
        <source>Which question</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/ui/quizclub/panels.py" line="57" />
        <source>The answer</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/ui/quizclub/panels.py" line="57" />
        <source>Confirm</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/ui/quizclub/panels.py" line="59" />
        <source>Close enough</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/ui/quizclub/panels.py" line="60" />
        <source>Close enough: we agreed to accept it.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/ui/quizclub/panels.py" line="61" />
        <source>Misheard</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/ui/quizclub/panels.py" line="62" />
        <source>Misheard: the answer given was different.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/ui/quizclub/panels.py" line="63" />
        <source>Card out of date</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/ui/quizclub/panels.py" line="64" />
        <source>The card is out of date.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/ui/quizclub/panels.py" line="385" />
        <source>the answerer</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/ui/quizclub/panels.py" line="387" />
        <source>Right: +{points} for {name} and you</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/ui/quizclub/panels.py" line="389" />
        <source>Right: +{points} {name} · Wrong: +{other} you</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/ui/quizclub/panels.py" line="452" />
        <source>{name} — you passed a marker line</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/ui/quizclub/panels.py" line="454" />
        <source>{name} — your turn to ask</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/ui/quizclub/panels.py" line="464" />
        <location filename="../../gamesuite/ui/quizclub/presenter.py" line="415" />
        <source>Cooperative</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/ui/quizclub/panels.py" line="464" />
        <location filename="../../gamesuite/ui/quizclub/presenter.py" line="415" />
        <source>Competitive</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/ui/quizclub/panels.py" line="465" />
        <location filename="../../gamesuite/ui/quizclub/presenter.py" line="426" />
        <source>Round {round} of {rounds} · {kind}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/ui/quizclub/panels.py" line="467" />
        <source>Right: you and the answerer score 1/2/3 · Wrong: nobody scores</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/ui/quizclub/panels.py" line="468" />
        <source>Right: the answerer scores 1/2/3 · Wrong: you score 3/2/1</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/ui/quizclub/panels.py" line="525" />
        <source>Ask someone else</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/ui/quizclub/panels.py" line="549" />
        <source>Your hand is empty.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/ui/quizclub/panels.py" line="550" />
        <source>Nothing to do right now: look at the table.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/ui/quizclub/panels.py" line="676" />
        <source>Your disc moved past a marker line on the score track. Choose a card to discard for good — it leaves the game.</source>
        <translation type="unfinished" />
    </message>
    <message numerus="yes">
        <location filename="../../gamesuite/ui/quizclub/panels.py" line="679" />
        <source>Your disc moved past a marker line on the score track. Choose a card to discard for good — it leaves the game (%n cards to discard).</source>
        <translation><numerusform>Your disc moved past a marker line on the score track. Choose a card to discard for good — it leaves the game (%n card to discard).</numerusform><numerusform>Your disc moved past a marker line on the score track. Choose a card to discard for good — it leaves the game (%n cards to discard).</numerusform></translation>
    </message>
    <message>
        <location filename="../../gamesuite/ui/quizclub/panels.py" line="687" />
        <source>Whom do you ask? Only players not yet asked this round.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/ui/quizclub/panels.py" line="689" />
        <source>Your hand — the questions you could ask, with their answers:</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/ui/quizclub/panels.py" line="696" />
        <source>You ask {name}. Choose a question and read it out loud.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/ui/quizclub/panels.py" line="768" />
        <source>Last turn: {name} could only choose herself and scored 3 points.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/ui/quizclub/panels.py" line="774" />
        <source>Last question: {verdict} — {asker} asked {asked} ({category}, {difficulty}). {points}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/ui/quizclub/panels.py" line="776" />
        <source>Correct</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/ui/quizclub/panels.py" line="776" />
        <location filename="../../gamesuite/ui/quizclub/panels.py" line="1019" />
        <location filename="../../gamesuite/ui/quizclub/presenter.py" line="281" />
        <source>Wrong</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/ui/quizclub/panels.py" line="779" />
        <source>Nobody scored.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/ui/quizclub/panels.py" line="805" />
        <source>already asked</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/ui/quizclub/panels.py" line="977" />
        <source>{type} · {dots} {difficulty} · you ask {name}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/ui/quizclub/panels.py" line="984" />
        <source>Read the question and the four choices out loud.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/ui/quizclub/panels.py" line="985" />
        <source>Read the question and the four terms out loud.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/ui/quizclub/panels.py" line="986" />
        <source>Read the question out loud — but not the margin.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/ui/quizclub/panels.py" line="987" />
        <source>Read the question out loud.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/ui/quizclub/panels.py" line="988" />
        <source>{name} gave no answer</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/ui/quizclub/panels.py" line="1008" />
        <source>The answer (only you see it)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/ui/quizclub/panels.py" line="1118" />
        <source>Was {name}'s answer right? Don't be too strict — it's about having fun.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/ui/quizclub/panels.py" line="1121" />
        <source>Right — {name} knew it</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/ui/quizclub/panels.py" line="1123" />
        <source>Which letter did {name} say? The right one is marked green with a tick.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/ui/quizclub/panels.py" line="1133" />
        <source>(correct)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/ui/quizclub/panels.py" line="1198" />
        <source>{stakes} · Wrong: nobody scores</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/ui/quizclub/panels.py" line="1199" />
        <source>This question: {stakes}.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/ui/quizclub/panels.py" line="1142" />
        <source>Type the number {name} said (in {unit}); the app judges it with the margin.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/ui/quizclub/panels.py" line="1145" />
        <source>Type the number {name} said; the app judges it with the margin.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/ui/quizclub/panels.py" line="1041" />
        <source>for example 1500 or 2.5</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/ui/quizclub/panels.py" line="1043" />
        <source>Enter</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/ui/quizclub/panels.py" line="1210" />
        <source>Please type a number, for example 1500 or 2.5.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/ui/quizclub/panels.py" line="1212" />
        <source>Please type a number between {low} and {high}, for example 1500 or 2.5.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/ui/quizclub/panels.py" line="1163" />
        <source>Click the four in the order {name} said them.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/ui/quizclub/panels.py" line="1071" />
        <source>Enter this order</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/ui/quizclub/panels.py" line="1233" />
        <source>→ said {position}.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/ui/quizclub/panels.py" line="1238" />
        <source>Said: {order}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/ui/quizclub/panels.py" line="1241" />
        <source>Said: (click the first one)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/ui/quizclub/panels.py" line="1067" />
        <source>Undo last</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/ui/quizclub/panels.py" line="1069" />
        <source>Start again</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/ui/quizclub/panels.py" line="1011" />
        <source>How it is judged</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/ui/quizclub/panels.py" line="1172" />
        <source>How many fellow players did {name} count? (Not herself.)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/ui/quizclub/panels.py" line="1175" />
        <source>Whom did {name} name? (Not herself.)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/ui/quizclub/panels.py" line="1090" />
        <source>you</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/ui/quizclub/panels.py" line="1097" />
        <source>Nobody</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/ui/quizclub/panels.py" line="1194" />
        <source>Then the table screen asks whether anybody objects ({names}).</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/ui/quizclub/panels.py" line="1265" />
        <location filename="../../gamesuite/ui/quizclub/presenter.py" line="269" />
        <location filename="../../gamesuite/ui/quizclub/presenter.py" line="275" />
        <location filename="../../gamesuite/ui/quizclub/presenter.py" line="333" />
        <source>{name} said: {said}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/ui/quizclub/panels.py" line="1275" />
        <source>The app says: correct</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/ui/quizclub/panels.py" line="1276" />
        <source>The app says: wrong</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/ui/quizclub/panels.py" line="1278" />
        <source>Confirm: correct</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/ui/quizclub/panels.py" line="1279" />
        <source>Confirm: wrong</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/ui/quizclub/panels.py" line="1281" />
        <source>Disagree? Overrule the app and count it as wrong. Your reason goes into the game log.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/ui/quizclub/panels.py" line="1284" />
        <source>Disagree? Overrule the app and count it as correct. Your reason goes into the game log.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/ui/quizclub/panels.py" line="1286" />
        <source>Why? For example: she said it in other words</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/ui/quizclub/panels.py" line="1289" />
        <source>Overrule: count it as wrong</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/ui/quizclub/panels.py" line="1290" />
        <source>Overrule: count it as correct</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/ui/quizclub/presenter.py" line="21" />
        <source>easy</source>
        <extracomment>marked: show with :func:`difficulty_word`</extracomment>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/ui/quizclub/presenter.py" line="21" />
        <source>medium</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/ui/quizclub/presenter.py" line="22" />
        <source>hard</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/ui/quizclub/presenter.py" line="26" />
        <location filename="../../gamesuite/ui/quizclub/presenter.py" line="30" />
        <source>I object!</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/rules/quizclub/engine.py" line="124" />
        <location filename="../../gamesuite/ui/quizclub/presenter.py" line="52" />
        <source>{value} (from {low} to {high} counts)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/rules/quizclub/engine.py" line="129" />
        <location filename="../../gamesuite/ui/quizclub/presenter.py" line="58" />
        <source>{order} ({terms}); the reverse also counts</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/rules/quizclub/engine.py" line="132" />
        <location filename="../../gamesuite/ui/quizclub/presenter.py" line="61" />
        <source>it depends on the fellow players</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/rules/quizclub/engine.py" line="99" />
        <location filename="../../gamesuite/ui/quizclub/presenter.py" line="71" />
        <source>no answer</source>
        <extracomment>What an estimate answer may be and what an overrule's reason may be: the free values of two templates.</extracomment>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/rules/quizclub/engine.py" line="103" />
        <location filename="../../gamesuite/ui/quizclub/presenter.py" line="74" />
        <source>judged correct by the asker</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/rules/quizclub/engine.py" line="104" />
        <location filename="../../gamesuite/ui/quizclub/presenter.py" line="75" />
        <source>judged wrong by the asker</source>
        <translation type="unfinished" />
    </message>
    <message numerus="yes">
        <location filename="../../gamesuite/rules/quizclub/engine.py" line="106" />
        <location filename="../../gamesuite/ui/quizclub/presenter.py" line="77" />
        <source>%n fellow player(s)</source>
        <translation><numerusform>%n fellow player</numerusform><numerusform>%n fellow players</numerusform></translation>
    </message>
    <message>
        <location filename="../../gamesuite/rules/quizclub/engine.py" line="109" />
        <location filename="../../gamesuite/ui/quizclub/presenter.py" line="80" />
        <source>nobody</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/rules/quizclub/engine.py" line="145" />
        <source>Quiz Club takes {low}-{high} players, not {count}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/rules/quizclub/engine.py" line="155" />
        <source>rule option '{option}': '{value}' is not a character of this game ({known})</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/rules/quizclub/engine.py" line="161" />
        <source>Every player needs her own character card.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/rules/quizclub/engine.py" line="164" />
        <source>Every player needs her own colour.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/rules/quizclub/engine.py" line="170" />
        <source>{first} and {second} have character cards of the same colour; with 'each player a card of her own colour' every player needs a card of another colour.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/rules/quizclub/engine.py" line="177" />
        <source>The starting player must be one of the {count} players.</source>
        <translation type="unfinished" />
    </message>
    <message numerus="yes">
        <location filename="../../gamesuite/rules/quizclub/engine.py" line="206" />
        <source>Only %n question card(s) remain after removing {excluded}'s questions; {count} players need at least {need}.</source>
        <translation><numerusform>Only %n question card remains after removing {excluded}'s questions; {count} players need at least {need}.</numerusform><numerusform>Only %n question cards remain after removing {excluded}'s questions; {count} players need at least {need}.</numerusform></translation>
    </message>
    <message numerus="yes">
        <location filename="../../gamesuite/rules/quizclub/engine.py" line="209" />
        <source>Only %n question card(s) remain; {count} players need at least {need}.</source>
        <translation><numerusform>Only %n question card remains; {count} players need at least {need}.</numerusform><numerusform>Only %n question cards remain; {count} players need at least {need}.</numerusform></translation>
    </message>
    <message>
        <location filename="../../gamesuite/rules/quizclub/engine.py" line="344" />
        <source>Now {name} chooses whom to ask.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/rules/quizclub/engine.py" line="345" />
        <source>Now {name} chooses a card and a question.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/rules/quizclub/engine.py" line="346" />
        <source>Now {name} enters the answer.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/rules/quizclub/engine.py" line="347" />
        <source>Now the table says whether anybody objects.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/rules/quizclub/engine.py" line="348" />
        <source>Now {name} confirms or overrules the verdict.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/rules/quizclub/engine.py" line="349" />
        <source>First the players who passed a marker line discard a card.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/rules/quizclub/engine.py" line="355" />
        <source>Only {names} must discard a card now.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/rules/quizclub/engine.py" line="356" />
        <location filename="../../gamesuite/rules/quizclub/engine.py" line="375" />
        <source>That card is not in your hand.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/rules/quizclub/engine.py" line="359" />
        <source>Objections are entered for the whole table.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/rules/quizclub/engine.py" line="362" />
        <source>The answering player cannot object to her own answer.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/rules/quizclub/engine.py" line="363" />
        <source>Name a player who is at the table.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/rules/quizclub/engine.py" line="365" />
        <source>It is {name}'s turn.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/rules/quizclub/engine.py" line="369" />
        <source>You cannot ask yourself a question.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/rules/quizclub/engine.py" line="371" />
        <source>{name} has already been asked this round.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/rules/quizclub/engine.py" line="372" />
        <source>Choose a fellow player at the table.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/rules/quizclub/engine.py" line="376" />
        <source>Choose question 1 (easy), 2 (medium) or 3 (hard).</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/rules/quizclub/engine.py" line="381" />
        <source>For intuition questions the answering player may not name herself.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/rules/quizclub/engine.py" line="384" />
        <source>Enter how many fellow players were counted (0 to {most}).</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/rules/quizclub/engine.py" line="387" />
        <source>For a knowledge question, say whether the answer was correct (correct: true/false).</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/rules/quizclub/engine.py" line="390" />
        <source>Enter the letter said: A, B, C or D.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/rules/quizclub/engine.py" line="391" />
        <source>Enter the number said.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/rules/quizclub/engine.py" line="392" />
        <source>Enter the order said: each of the letters A, B, C and D once.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/rules/quizclub/engine.py" line="394" />
        <source>Enter the fellow player named, or nobody (player: null).</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/rules/quizclub/engine.py" line="398" />
        <source>The app already judged it so; overrule only to change the verdict.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/rules/quizclub/engine.py" line="400" />
        <source>Give a reason for overruling (1 to {most} characters).</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/rules/quizclub/engine.py" line="402" />
        <source>That move is not allowed right now.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/rules/quizclub/engine.py" line="413" />
        <source>{asker} will ask {asked}.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/rules/quizclub/engine.py" line="423" />
        <source>{name} changes whom to ask.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/rules/quizclub/engine.py" line="441" />
        <source>{asker} asks {asked} a {dots} {category} question ({type}).</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/rules/quizclub/engine.py" line="481" />
        <source>{name} answers: {said}. Does anybody object?</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/rules/quizclub/engine.py" line="494" />
        <source>{name} answers {said}. The app judges it correct; the answer is {answer}.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/rules/quizclub/engine.py" line="496" />
        <source>{name} answers {said}. The app judges it wrong; the answer is {answer}.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/rules/quizclub/engine.py" line="514" />
        <source>{name} objects: "Actually, I do!"</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/rules/quizclub/engine.py" line="522" />
        <source>Nobody objects.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/rules/quizclub/engine.py" line="537" />
        <source>{name} overrules the app: the answer counts as correct. Reason: {reason}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/rules/quizclub/engine.py" line="539" />
        <source>{name} overrules the app: the answer counts as wrong. Reason: {reason}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/rules/quizclub/engine.py" line="554" />
        <source>{name} discards a card for good.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/rules/quizclub/engine.py" line="577" />
        <source>{name} scores {points}; {other} scores {other_points}.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/rules/quizclub/engine.py" line="581" />
        <source>{name} scores {points}.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/rules/quizclub/engine.py" line="584" />
        <source>Nobody scores.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/rules/quizclub/engine.py" line="588" />
        <source>Correct! The answer: {answer}. {gains}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/rules/quizclub/engine.py" line="589" />
        <source>Wrong! The answer: {answer}. {gains}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/rules/quizclub/engine.py" line="615" />
        <location filename="../../gamesuite/rules/quizclub/engine.py" line="752" />
        <source>{name}'s character card turns face down.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/rules/quizclub/engine.py" line="633" />
        <source>{name} moves past a marker line and must discard 1 card for good.</source>
        <translation type="unfinished" />
    </message>
    <message numerus="yes">
        <location filename="../../gamesuite/rules/quizclub/engine.py" line="635" />
        <source>{name} moves past %n marker lines and must discard %n cards for good.</source>
        <translation><numerusform>{name} moves past %n marker line and must discard %n card for good.</numerusform><numerusform>{name} moves past %n marker lines and must discard %n cards for good.</numerusform></translation>
    </message>
    <message>
        <location filename="../../gamesuite/rules/quizclub/engine.py" line="645" />
        <source>The discard pile is shuffled into a new draw pile.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/rules/quizclub/engine.py" line="649" />
        <source>{name} draws a card.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/rules/quizclub/engine.py" line="656" />
        <source>The draw pile is empty: {name} plays on with one card fewer.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/rules/quizclub/engine.py" line="670" />
        <source>{name} keeps her last card.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/rules/quizclub/engine.py" line="693" />
        <source>Round {round} ends.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/rules/quizclub/engine.py" line="707" />
        <source>Round {round} (cooperative) begins; {name} has the starting player card.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/rules/quizclub/engine.py" line="709" />
        <source>Round {round} (competitive) begins; {name} has the starting player card.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/rules/quizclub/engine.py" line="723" />
        <source>{name} has no question card left to ask from: the game ends.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/rules/quizclub/engine.py" line="731" />
        <source>{name} is the active player.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/rules/quizclub/engine.py" line="743" />
        <source>{name} could only choose herself and scores {points} points.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/ui/quizclub/presenter.py" line="211" />
        <source>{first} and {last}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/rules/quizclub/engine.py" line="120" />
        <location filename="../../gamesuite/ui/quizclub/presenter.py" line="212" />
        <source>{first} or {last}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/ui/quizclub/presenter.py" line="217" />
        <source>Right: asker and answerer score 1 / 2 / 3 · Wrong: nobody scores</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/ui/quizclub/presenter.py" line="218" />
        <source>Right: the answerer scores 1 / 2 / 3 · Wrong: the asker scores 3 / 2 / 1</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/ui/quizclub/presenter.py" line="223" />
        <source>Nobody scores</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/ui/quizclub/presenter.py" line="241" />
        <source>Answer with a number (in {unit}). Close enough counts.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/ui/quizclub/presenter.py" line="243" />
        <source>Answer with a number. Close enough counts.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/ui/quizclub/presenter.py" line="245" />
        <source>Put the four in order; forwards or backwards both count.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/ui/quizclub/presenter.py" line="248" />
        <source>How many of the fellow players? Don't count yourself.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/ui/quizclub/presenter.py" line="249" />
        <source>Which fellow player, if anybody? Not yourself.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/ui/quizclub/presenter.py" line="251" />
        <source>One of the four is right.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/ui/quizclub/presenter.py" line="259" />
        <source>{name} could only choose herself</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/ui/quizclub/presenter.py" line="267" />
        <source>No answer</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/ui/quizclub/presenter.py" line="272" />
        <source>{name}: “Actually, I do!”</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/ui/quizclub/presenter.py" line="281" />
        <source>Correct!</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/ui/quizclub/presenter.py" line="282" />
        <source>{asker} asked {asked} · {category} · {difficulty}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/ui/quizclub/presenter.py" line="287" />
        <source>Overruled: {reason}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/ui/quizclub/presenter.py" line="309" />
        <source>The question cards ran out.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/ui/quizclub/presenter.py" line="310" />
        <source>Six rounds played.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/ui/quizclub/presenter.py" line="317" />
        <location filename="../../gamesuite/ui/quizclub/presenter.py" line="351" />
        <source>{asker} asks {asked}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/ui/quizclub/presenter.py" line="322" />
        <source>{name} answers now</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/ui/quizclub/presenter.py" line="326" />
        <source>{name} says: {said}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/ui/quizclub/presenter.py" line="327" />
        <source>Does anybody object? “Actually, I do!” — click I object! at your place</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/ui/quizclub/presenter.py" line="338" />
        <source>{name} confirms or overrules</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/ui/quizclub/presenter.py" line="344" />
        <source>{names} passed a marker line</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/ui/quizclub/presenter.py" line="345" />
        <source>{names} discards a question card for good.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/ui/quizclub/presenter.py" line="347" />
        <source>{names} discard a question card for good.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/ui/quizclub/presenter.py" line="353" />
        <source>{name} is choosing a card and a question.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/ui/quizclub/presenter.py" line="358" />
        <source>Round {round} begins! {name}'s turn to ask</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/ui/quizclub/presenter.py" line="361" />
        <source>{name}'s turn to ask</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/ui/quizclub/presenter.py" line="363" />
        <source>Whom will {name} ask? {names}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/ui/quizclub/presenter.py" line="381" />
        <source>WINNER</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/ui/quizclub/presenter.py" line="383" />
        <source>discards a card</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/ui/quizclub/presenter.py" line="385" />
        <source>ASKS</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/ui/quizclub/presenter.py" line="387" />
        <source>ANSWERS</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/ui/quizclub/presenter.py" line="389" />
        <source>can be asked</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/ui/quizclub/items.py" line="434" />
        <location filename="../../gamesuite/ui/quizclub/presenter.py" line="391" />
        <source>asked</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/ui/quizclub/presenter.py" line="398" />
        <source>point</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/ui/quizclub/presenter.py" line="417" />
        <source>Continue: pass to {name}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/ui/quizclub/presenter.py" line="418" />
        <location filename="../../gamesuite/ui/quizclub/table.py" line="100" />
        <location filename="../../gamesuite/ui/quizclub/table.py" line="173" />
        <source>Continue</source>
        <translation type="unfinished" />
    </message>
    <message numerus="yes">
        <location filename="../../gamesuite/ui/quizclub/presenter.py" line="428" />
        <location filename="../../gamesuite/ui/quizclub/table.py" line="217" />
        <source>%n card(s)</source>
        <translation><numerusform>%n card</numerusform><numerusform>%n cards</numerusform></translation>
    </message>
    <message numerus="yes">
        <location filename="../../gamesuite/ui/quizclub/presenter.py" line="456" />
        <source>{name} discards %n card(s)</source>
        <translation><numerusform>{name} discards %n card</numerusform><numerusform>{name} discards %n cards</numerusform></translation>
    </message>
    <message>
        <location filename="../../gamesuite/ui/quizclub/presenter.py" line="458" />
        <source>{name} chooses whom to ask</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/ui/quizclub/presenter.py" line="460" />
        <source>{name} chooses a question for {other}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/ui/quizclub/presenter.py" line="462" />
        <source>{name} reads the question aloud to {other} and enters the answer</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/ui/quizclub/presenter.py" line="465" />
        <source>{name} confirms or overrules the app's verdict</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/ui/quizclub/presenter.py" line="475" />
        <source>Round {round} of {rounds} (cooperative) — {what}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/ui/quizclub/presenter.py" line="477" />
        <source>Round {round} of {rounds} (competitive) — {what}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/rules/quizclub/engine.py" line="332" />
        <location filename="../../gamesuite/ui/quizclub/presenter.py" line="486" />
        <source>The game is over.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/ui/quizclub/setup.py" line="175" />
        <source>no character</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/ui/quizclub/setup.py" line="176" />
        <source>Sort in the expansion {name} with {who}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/ui/quizclub/setup.py" line="190" />
        <source>{colour} character card</source>
        <translation type="unfinished" />
    </message>
    <message numerus="yes">
        <location filename="../../gamesuite/ui/quizclub/setup.py" line="192" />
        <source>%n question card(s)</source>
        <translation><numerusform>%n question card</numerusform><numerusform>%n question cards</numerusform></translation>
    </message>
    <message>
        <location filename="../../gamesuite/ui/quizclub/setup.py" line="212" />
        <source>Question cards and expansions</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/ui/quizclub/setup.py" line="213" />
        <source>Fit the questions to who is playing: sort an expansion's character and question cards into the game, or take a character's questions out.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/ui/quizclub/setup.py" line="229" />
        <source>Expansions</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/ui/quizclub/setup.py" line="237" />
        <source>The built-in deck: each character's question cards</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/ui/quizclub/setup.py" line="283" />
        <source>No expansion in the language of these question packs is installed. An expansion is a pack that brings its own character and question cards.</source>
        <translation type="unfinished" />
    </message>
    <message numerus="yes">
        <location filename="../../gamesuite/ui/quizclub/setup.py" line="290" />
        <source>%n question card(s) with this portrait in the chosen question packs</source>
        <translation><numerusform>%n question card with this portrait in the chosen question packs</numerusform><numerusform>%n question cards with this portrait in the chosen question packs</numerusform></translation>
    </message>
    <message>
        <location filename="../../gamesuite/ui/quizclub/setup.py" line="390" />
        <source>Character cards</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/ui/quizclub/setup.py" line="391" />
        <source>Each player holds a character card of her own (it does not matter for the game: take one you like). Her disc keeps her seat's colour and mark.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/ui/quizclub/setup.py" line="411" />
        <source>Each player a character card of her own colour</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/ui/quizclub/setup.py" line="414" />
        <source>With expansions several character cards have one colour; on, no two players hold cards of the same colour (as at a real table, where the disc matches the card).</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/ui/quizclub/setup.py" line="467" />
        <source>a player</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/ui/quizclub/setup.py" line="469" />
        <source>{name} now holds {character}'s card</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/ui/quizclub/setup.py" line="472" />
        <source>The expansion was sorted out with its character card: {said}.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/ui/quizclub/setup.py" line="489" />
        <source>Seat {number}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/ui/quizclub/setup.py" line="495" />
        <source>{name}: {colour} card, from {source}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/ui/quizclub/setup.py" line="496" />
        <source>{name}: {colour} card</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/ui/quizclub/setup.py" line="501" />
        <source>Character card of seat {number}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/ui/quizclub/setup.py" line="538" />
        <source>{first} and {second} have {colour} character cards; each player needs a card of her own colour (or switch that rule off).</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/ui/quizclub/table.py" line="92" />
        <source>in the draw pile</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/ui/quizclub/table.py" line="108" />
        <source>Nobody objects</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>shell</name>
    <message>
        <location filename="../../gamesuite/i18n/__init__.py" line="153" />
        <source>player {n}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/i18n/__init__.py" line="169" />
        <source>{first} and {last}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/ui/app.py" line="97" />
        <source>GameSuite hit an unexpected problem: {problem}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/ui/app.py" line="99" />
        <source>Your game was saved; you can continue it from the launcher.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/ui/app.py" line="100" />
        <source>Details were written to {file}.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/ui/app.py" line="102" />
        <source>Something went wrong</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/ui/controller.py" line="223" />
        <source>There is nothing to undo.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/ui/controller.py" line="226" />
        <source>Only the computer players have moved since the game began: there is no move of yours to undo.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/ui/controller.py" line="231" />
        <source>The last move showed hidden information, so it cannot be taken back.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/ui/controller.py" line="232" />
        <source>The game was loaded here: moves before it cannot be taken back.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/ui/controller.py" line="235" />
        <source>The last move was made in private; use Edit ▸ Undo for everyone to take it back (the player will choose again).</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/ui/controller.py" line="280" />
        <source>(Undone: {move})</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/ui/controller.py" line="341" />
        <source>The game could not be saved: {problem}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/ui/director.py" line="102" />
        <source>This is the wrong screen: swap</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/ui/director.py" line="114" />
        <source>Private screen — {name}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/ui/director.py" line="115" />
        <source>Only {name} looks at this screen now. If everybody can see it, swap the screens.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/ui/director.py" line="117" />
        <source>I am {name} — show</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/ui/director.py" line="166" />
        <source>GameSuite — private screen</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/ui/director.py" line="167" />
        <source>Private screen — waiting for the game.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/ui/games.py" line="172" />
        <source>{name} (Director)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/ui/games.py" line="173" />
        <source>the Director</source>
        <translation type="unfinished" />
    </message>
    <message numerus="yes">
        <location filename="../../gamesuite/ui/games.py" line="390" />
        <source>%n point(s)</source>
        <translation><numerusform>%n point</numerusform><numerusform>%n points</numerusform></translation>
    </message>
    <message>
        <location filename="../../gamesuite/ui/games.py" line="391" />
        <source>{name} — {points}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/ui/games.py" line="399" />
        <source>The table</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/ui/games.py" line="400" />
        <source>{name} to play</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/ui/games.py" line="422" />
        <source>Your private view</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/ui/games.py" line="429" />
        <source>Nothing private to show.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/ui/handoff.py" line="98" />
        <source>Pass to {name}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/ui/handoff.py" line="99" />
        <source>Only {name} looks now.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/ui/handoff.py" line="102" />
        <source>Click the button, or hold Space for a moment.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/ui/handoff.py" line="103" />
        <source>I am {name} — show me</source>
        <translation type="unfinished" />
    </message>
    <message numerus="yes">
        <location filename="../../gamesuite/ui/launcher.py" line="88" />
        <location filename="../../gamesuite/ui/setup_page.py" line="1478" />
        <source>%n player(s)</source>
        <translation><numerusform>%n player</numerusform><numerusform>%n players</numerusform></translation>
    </message>
    <message>
        <location filename="../../gamesuite/ui/launcher.py" line="89" />
        <source>{low}–{high} players</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/ui/launcher.py" line="139" />
        <source>Start a new game of {game}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/ui/launcher.py" line="140" />
        <source>{game}: the table screen is not ready yet</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/ui/launcher.py" line="214" />
        <source>Coming soon</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/ui/launcher.py" line="237" />
        <source>Four tabletop games for the family, on one screen</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/ui/launcher.py" line="257" />
        <source>Continue last game</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/ui/launcher.py" line="259" />
        <source>Load a saved game…</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/ui/launcher.py" line="276" />
        <source>No saved game yet.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/ui/main_window.py" line="367" />
        <source>&amp;Game</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/ui/main_window.py" line="405" />
        <source>&amp;New game…</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/ui/main_window.py" line="407" />
        <source>&amp;Continue last game</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/ui/main_window.py" line="409" />
        <source>&amp;Load…</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/ui/main_window.py" line="410" />
        <source>&amp;Save as…</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/ui/main_window.py" line="412" />
        <source>&amp;Import a question pack…</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/ui/main_window.py" line="413" />
        <source>Play with &amp;phones…</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/ui/main_window.py" line="415" />
        <source>&amp;Quit</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/ui/main_window.py" line="367" />
        <source>&amp;Edit</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/ui/main_window.py" line="416" />
        <source>&amp;Undo</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/ui/main_window.py" line="417" />
        <source>&amp;Redo</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/ui/main_window.py" line="419" />
        <source>Undo for &amp;everyone…</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/ui/main_window.py" line="368" />
        <source>&amp;View</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/ui/main_window.py" line="420" />
        <source>&amp;Full screen</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/ui/main_window.py" line="422" />
        <source>Show &amp;Director window</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/ui/main_window.py" line="424" />
        <source>Game &amp;log…</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/ui/main_window.py" line="426" />
        <source>&amp;Reduce motion</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/ui/main_window.py" line="428" />
        <source>&amp;Sound</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/ui/main_window.py" line="430" />
        <source>Show the &amp;question on the table</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/ui/main_window.py" line="368" />
        <source>&amp;Settings</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/ui/main_window.py" line="432" />
        <source>&amp;Language</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/ui/main_window.py" line="369" />
        <source>&amp;Help</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/ui/main_window.py" line="445" />
        <source>&amp;Rules reference…</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/ui/main_window.py" line="447" />
        <source>&amp;About GameSuite</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/ui/main_window.py" line="583" />
        <source>GameSuite — New game of {game}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/ui/main_window.py" line="586" />
        <source>GameSuite — {game}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/ui/main_window.py" line="643" />
        <source>{title} — saved {when} UTC</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/ui/main_window.py" line="749" />
        <location filename="../../gamesuite/ui/main_window.py" line="765" />
        <source>Cannot start</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/ui/main_window.py" line="750" />
        <source>The game's content could not be loaded:
{problem}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/ui/main_window.py" line="888" />
        <source>Continue</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/ui/main_window.py" line="888" />
        <source>There is no saved game to continue.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/ui/main_window.py" line="912" />
        <location filename="../../gamesuite/ui/main_window.py" line="922" />
        <location filename="../../gamesuite/ui/main_window.py" line="939" />
        <source>Cannot open the save</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/ui/main_window.py" line="923" />
        <source>A copy could not be written: {problem}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/ui/main_window.py" line="940" />
        <source>{file}: the game could not be rebuilt ({problem}).</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/ui/main_window.py" line="947" />
        <source>{title} (read-only: moves are not saved)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/ui/main_window.py" line="951" />
        <source>Save repaired</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/ui/main_window.py" line="962" />
        <location filename="../../gamesuite/ui/main_window.py" line="990" />
        <source>Import a question pack</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/ui/main_window.py" line="963" />
        <source>Import the question pack “{name}” into GameSuite?</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/ui/main_window.py" line="973" />
        <source>{file} is open in another GameSuite window. Playing it here too would overwrite one window's moves with the other's.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/ui/main_window.py" line="979" />
        <source>Save in use</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/ui/main_window.py" line="981" />
        <source>Open a copy</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/ui/main_window.py" line="982" />
        <source>Open read-only</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/ui/main_window.py" line="991" />
        <source>Question packs ({patterns})</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/ui/main_window.py" line="1007" />
        <source>Pack not imported</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/ui/main_window.py" line="1008" />
        <source>{problem}

Nothing was changed; your other packs still work.</source>
        <translation type="unfinished" />
    </message>
    <message numerus="yes">
        <location filename="../../gamesuite/ui/main_window.py" line="1013" />
        <source>“{name}” (%n card(s)) is ready; choose it on a game's setup page.</source>
        <translation><numerusform>“{name}” (%n card) is ready; choose it on a game's setup page.</numerusform><numerusform>“{name}” (%n cards) is ready; choose it on a game's setup page.</numerusform></translation>
    </message>
    <message>
        <location filename="../../gamesuite/ui/main_window.py" line="1015" />
        <source>“{name}” is ready; choose it on a game's setup page.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/ui/main_window.py" line="1016" />
        <source>Pack imported</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/ui/main_window.py" line="1024" />
        <source>Save game</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/ui/main_window.py" line="1026" />
        <location filename="../../gamesuite/ui/main_window.py" line="1468" />
        <source>GameSuite saves ({patterns})</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/ui/main_window.py" line="1032" />
        <source>Save failed</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/ui/main_window.py" line="1033" />
        <source>The game could not be saved:
{problem}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/ui/main_window.py" line="1116" />
        <source>Phone play could not start: {problem}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/ui/main_window.py" line="1174" />
        <source>Undone.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/ui/main_window.py" line="1189" />
        <source>Undo for everyone</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/ui/main_window.py" line="1190" />
        <source>Take back the last move, even though it was made in private?
The player who made it will choose again, behind the hand-off screen.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/ui/main_window.py" line="1195" />
        <source>Undone for everyone.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/ui/main_window.py" line="1363" />
        <source>Game log</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/ui/main_window.py" line="1267" />
        <source>(missing from this build: {file})</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/ui/main_window.py" line="1289" />
        <source>About GameSuite</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/ui/main_window.py" line="1302" />
        <source>Four tabletop games for a family around one screen: {games}.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/ui/main_window.py" line="1304" />
        <source>Python {python}, Qt {qt}, PySide6 {pyside}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/ui/main_window.py" line="1311" />
        <source>GameSuite includes the software below. Choose a line to read its licence.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/ui/main_window.py" line="1320" />
        <source>Component</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/ui/main_window.py" line="1320" />
        <source>Licence</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/ui/main_window.py" line="1350" />
        <source>{name}: {what}
Licence: {licence}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/ui/main_window.py" line="1391" />
        <source>Load a saved game</source>
        <translation type="unfinished" />
    </message>
    <message numerus="yes">
        <location filename="../../gamesuite/ui/main_window.py" line="1404" />
        <source>%n move(s)</source>
        <translation><numerusform>%n move</numerusform><numerusform>%n moves</numerusform></translation>
    </message>
    <message>
        <location filename="../../gamesuite/ui/main_window.py" line="1405" />
        <source>, open in another GameSuite window</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/ui/main_window.py" line="1406" />
        <source>{title}
    saved {when} UTC, {moves}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/ui/main_window.py" line="1412" />
        <source>{file}
    cannot be opened: {problem}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/ui/main_window.py" line="1422" />
        <source>No saved games yet.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/ui/main_window.py" line="1425" />
        <source>Open</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/ui/main_window.py" line="1427" />
        <source>Open a file…</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/ui/main_window.py" line="1467" />
        <source>Open a saved game</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/ui/main_window.py" line="1482" />
        <source>Rules reference</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/ui/main_window.py" line="1507" />
        <source>House rules (rule options)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/ui/main_window.py" line="1508" />
        <source>Where the printed rules are silent or ambiguous, these options decide. Defaults in bold.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/ui/main_window.py" line="1515" />
        <source>on</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/ui/main_window.py" line="1515" />
        <source>off</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/ui/main_window.py" line="1518" />
        <source>- **{title}** — {description} Default: **{default}**.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/ui/main_window.py" line="1527" />
        <source>All files ({patterns})</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/ui/privacy.py" line="548" />
        <source>Private — {name}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/ui/setup_page.py" line="89" />
        <source>Red</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/ui/setup_page.py" line="89" />
        <source>Blue</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/ui/setup_page.py" line="90" />
        <source>Yellow</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/ui/setup_page.py" line="90" />
        <source>Green</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/ui/setup_page.py" line="91" />
        <source>Purple</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/ui/setup_page.py" line="91" />
        <source>Orange</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/ui/setup_page.py" line="92" />
        <source>Teal</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/ui/setup_page.py" line="92" />
        <source>Pink</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/ui/setup_page.py" line="93" />
        <source>circle</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/ui/setup_page.py" line="93" />
        <source>square</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/ui/setup_page.py" line="94" />
        <source>triangle</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/ui/setup_page.py" line="94" />
        <source>diamond</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/ui/setup_page.py" line="95" />
        <source>star</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/ui/setup_page.py" line="95" />
        <source>hexagon</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/ui/setup_page.py" line="96" />
        <source>cross</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/ui/setup_page.py" line="96" />
        <source>heart</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/ui/setup_page.py" line="192" />
        <source>Type a name.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/ui/setup_page.py" line="196" />
        <source>Emoji cannot be shown on the table (the app's font has none). Please remove it.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/ui/setup_page.py" line="198" />
        <source>The app's font cannot draw {codes}: it would show as an empty box. Please use other letters.</source>
        <translation type="unfinished" />
    </message>
    <message numerus="yes">
        <location filename="../../gamesuite/ui/setup_page.py" line="201" />
        <source>Too long: %n character(s); names can have at most {most}.</source>
        <translation><numerusform>Too long: %n character; names can have at most {most}.</numerusform><numerusform>Too long: %n characters; names can have at most {most}.</numerusform></translation>
    </message>
    <message>
        <location filename="../../gamesuite/ui/setup_page.py" line="205" />
        <source>Seat {seat} already has this name; give everyone a different name.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/ui/setup_page.py" line="478" />
        <source>Variant {variant}</source>
        <extracomment>Where the panel goes: under the players ("players"), or after the variant and the packs ("packs": under them in two columns, at the top of the house rules' column in three).</extracomment>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/ui/setup_page.py" line="502" />
        <source>selected</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/ui/setup_page.py" line="551" />
        <source>{choice} (default)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/ui/setup_page.py" line="565" />
        <source>On</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/ui/setup_page.py" line="589" />
        <source>Less: {option}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/ui/setup_page.py" line="590" />
        <source>More: {option}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/ui/setup_page.py" line="705" />
        <source>Human</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/ui/setup_page.py" line="707" />
        <source>Computer: {strength}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/ui/setup_page.py" line="759" />
        <source>Seat {seat}'s colour; its mark on the table is a {shape}.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/ui/setup_page.py" line="994" />
        <source>‹ Back</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/ui/setup_page.py" line="997" />
        <source>Back to the games (Esc)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/ui/setup_page.py" line="1004" />
        <source>New game of {game}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/ui/setup_page.py" line="1023" />
        <source>Start the game</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/ui/setup_page.py" line="1027" />
        <location filename="../../gamesuite/ui/setup_page.py" line="1484" />
        <source>Start the game (Ctrl+Enter)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/ui/setup_page.py" line="1034" />
        <source>Players</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/ui/setup_page.py" line="1039" />
        <source>+ Add a player</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/ui/setup_page.py" line="1045" />
        <source>In seating order: seat 1 starts. Each player has a colour and the seat's shape. A seat can be played by the computer.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/ui/setup_page.py" line="1048" />
        <source>In seating order: seat 1 starts. Each player has a colour and the seat's shape.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/ui/setup_page.py" line="1058" />
        <source>Variant</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/ui/setup_page.py" line="1077" />
        <source>Question packs</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/ui/setup_page.py" line="1121" />
        <location filename="../../gamesuite/ui/setup_page.py" line="1404" />
        <source>House rules</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/ui/setup_page.py" line="1122" />
        <source>Show or hide the house rules</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/ui/setup_page.py" line="1133" />
        <source>Reset to the printed rules</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/ui/setup_page.py" line="1189" />
        <source>Player {n}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/ui/setup_page.py" line="1260" />
        <location filename="../../gamesuite/ui/setup_page.py" line="1331" />
        <source>seat {n}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/ui/setup_page.py" line="1261" />
        <source>Move {name} up one seat</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/ui/setup_page.py" line="1262" />
        <source>Move {name} down one seat</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/ui/setup_page.py" line="1263" />
        <source>Remove {name}</source>
        <translation type="unfinished" />
    </message>
    <message numerus="yes">
        <location filename="../../gamesuite/ui/setup_page.py" line="1264" />
        <source>{variant} needs at least %n player(s)</source>
        <translation><numerusform>{variant} needs at least %n player</numerusform><numerusform>{variant} needs at least %n players</numerusform></translation>
    </message>
    <message>
        <location filename="../../gamesuite/ui/setup_page.py" line="1275" />
        <source>Name of seat {n}</source>
        <translation type="unfinished" />
    </message>
    <message numerus="yes">
        <location filename="../../gamesuite/ui/setup_page.py" line="1277" />
        <source>{variant} takes at most %n player(s)</source>
        <translation><numerusform>{variant} takes at most %n player</numerusform><numerusform>{variant} takes at most %n players</numerusform></translation>
    </message>
    <message numerus="yes">
        <location filename="../../gamesuite/ui/setup_page.py" line="1281" />
        <source>Exactly %n player(s).</source>
        <translation><numerusform>Exactly %n player.</numerusform><numerusform>Exactly %n players.</numerusform></translation>
    </message>
    <message numerus="yes">
        <location filename="../../gamesuite/ui/setup_page.py" line="1283" />
        <source>%n player(s), the most for this variant.</source>
        <translation><numerusform>%n player, the most for this variant.</numerusform><numerusform>%n players, the most for this variant.</numerusform></translation>
    </message>
    <message numerus="yes">
        <location filename="../../gamesuite/ui/setup_page.py" line="1285" />
        <source>%n player(s), the fewest for this variant ({low}–{high}).</source>
        <translation><numerusform>%n player, the fewest for this variant ({low}–{high}).</numerusform><numerusform>%n players, the fewest for this variant ({low}–{high}).</numerusform></translation>
    </message>
    <message numerus="yes">
        <location filename="../../gamesuite/ui/setup_page.py" line="1288" />
        <source>%n player(s) ({low}–{high} can play).</source>
        <translation><numerusform>%n player ({low}–{high} can play).</numerusform><numerusform>%n players ({low}–{high} can play).</numerusform></translation>
    </message>
    <message numerus="yes">
        <location filename="../../gamesuite/ui/setup_page.py" line="1337" />
        <source>%n player(s) removed: {names}</source>
        <translation><numerusform>%n player removed: {names}</numerusform><numerusform>%n players removed: {names}</numerusform></translation>
    </message>
    <message numerus="yes">
        <location filename="../../gamesuite/ui/setup_page.py" line="1346" />
        <source>%n player(s) added: {names}</source>
        <translation><numerusform>%n player added: {names}</numerusform><numerusform>%n players added: {names}</numerusform></translation>
    </message>
    <message>
        <location filename="../../gamesuite/ui/setup_page.py" line="1349" />
        <source>{variant} is for {players}: {changes}.</source>
        <translation type="unfinished" />
    </message>
    <message numerus="yes">
        <location filename="../../gamesuite/ui/setup_page.py" line="1428" />
        <source>%n rule(s)</source>
        <translation><numerusform>%n rule</numerusform><numerusform>%n rules</numerusform></translation>
    </message>
    <message numerus="yes">
        <location filename="../../gamesuite/ui/setup_page.py" line="1429" />
        <source>{rules}; %n changed from the printed rules: {names}.</source>
        <translation><numerusform>{rules}; %n changed from the printed rules: {names}.</numerusform><numerusform>{rules}; %n changed from the printed rules: {names}.</numerusform></translation>
    </message>
    <message numerus="yes">
        <location filename="../../gamesuite/ui/setup_page.py" line="1432" />
        <source>%n rule(s), all as printed. Where the printed rules are silent or unclear, these decide.</source>
        <translation><numerusform>%n rule, all as printed. Where the printed rules are silent or unclear, these decide.</numerusform><numerusform>%n rules, all as printed. Where the printed rules are silent or unclear, these decide.</numerusform></translation>
    </message>
    <message numerus="yes">
        <location filename="../../gamesuite/ui/setup_page.py" line="1470" />
        <source>Not ready. {problem} (%n more problem(s) above.)</source>
        <translation><numerusform>Not ready. {problem} (%n more problem above.)</numerusform><numerusform>Not ready. {problem} (%n more problems above.)</numerusform></translation>
    </message>
    <message>
        <location filename="../../gamesuite/ui/setup_page.py" line="1472" />
        <source>Not ready. {problem}</source>
        <translation type="unfinished" />
    </message>
    <message numerus="yes">
        <location filename="../../gamesuite/ui/setup_page.py" line="1480" />
        <source>{players}, %n played by the computer</source>
        <translation><numerusform>{players}, %n played by the computer</numerusform><numerusform>{players}, %n played by the computer</numerusform></translation>
    </message>
    <message>
        <location filename="../../gamesuite/ui/setup_page.py" line="1481" />
        <source>Ready: {players}, {variant}. Enter moves to the next field; Ctrl+Enter starts.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/ui/setup_page.py" line="1498" />
        <source>Seat {seat}: {problem}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/ui/setup_page.py" line="1502" />
        <source>{variant} takes {players}.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/ui/setup_page.py" line="1509" />
        <source>Choose at least one question pack.</source>
        <translation type="unfinished" />
    </message>
    <message numerus="yes">
        <location filename="../../gamesuite/content/__init__.py" line="415" />
        <location filename="../../gamesuite/content/__main__.py" line="61" />
        <location filename="../../gamesuite/content/__main__.py" line="92" />
        <source>%n card(s)</source>
        <extracomment>What the rules get of a pack's character (the description and the portrait stay with the UI). The language whose packs a game gets when nothing names one (the packs written before packs had a language).</extracomment>
        <translation><numerusform>%n card</numerusform><numerusform>%n cards</numerusform></translation>
    </message>
    <message numerus="yes">
        <location filename="../../gamesuite/content/__init__.py" line="417" />
        <source>%n item(s)</source>
        <translation><numerusform>%n item</numerusform><numerusform>%n items</numerusform></translation>
    </message>
    <message>
        <location filename="../../gamesuite/content/__init__.py" line="419" />
        <source>? items</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/content/__init__.py" line="420" />
        <source>{pack} ({language}, v{version}) — {size}</source>
        <translation type="unfinished" />
    </message>
    <message numerus="yes">
        <location filename="../../gamesuite/content/__main__.py" line="93" />
        <source>%n question(s)</source>
        <translation><numerusform>%n question</numerusform><numerusform>%n questions</numerusform></translation>
    </message>
    <message numerus="yes">
        <location filename="../../gamesuite/content/__main__.py" line="160" />
        <source>%n question(s) read</source>
        <translation><numerusform>%n question read</numerusform><numerusform>%n questions read</numerusform></translation>
    </message>
</context>
<context>
    <name>storage</name>
    <message>
        <location filename="../../gamesuite/storage/saves.py" line="41" />
        <source>This save was repaired from its last snapshot: its moves no longer replay (the rules changed since, or the file was edited), so the undo history is gone.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/storage/saves.py" line="107" />
        <source>nested too deeply</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/storage/saves.py" line="109" />
        <source>too big to open</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/storage/saves.py" line="117" />
        <source>the file is damaged ({problem}) and was left as it is.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/storage/saves.py" line="123" />
        <location filename="../../gamesuite/storage/saves.py" line="160" />
        <source>the file is {size}, more than the {limit} a save may have; it was not opened and was left as it is.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/storage/saves.py" line="132" />
        <source>this is not a GameSuite save.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/storage/saves.py" line="135" />
        <source>this save was made by a newer GameSuite (save version {version}); update the app to open it. The file was left as it is.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/storage/saves.py" line="143" />
        <location filename="../../gamesuite/storage/saves.py" line="303" />
        <source>the save is damaged ({problem}).</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/storage/saves.py" line="157" />
        <source>this is not a file.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/storage/saves.py" line="169" />
        <source>cannot be read ({problem}).</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/storage/saves.py" line="188" />
        <source>the save is damaged ({problem}); it was left as it is.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/storage/saves.py" line="203" />
        <source>this save is for a game this version does not have ({game}).</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/storage/saves.py" line="209" />
        <source>the save is damaged (a move cannot be read: {problem}).</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/storage/saves.py" line="223" />
        <source>the game in this save breaks the game's rules ({problem}).</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/storage/saves.py" line="231" />
        <source>the save cannot be replayed ({why}) and has no snapshot to fall back on.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/storage/saves.py" line="236" />
        <source>the save cannot be replayed ({why}) and its snapshot is damaged ({problem}).</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/storage/saves.py" line="241" />
        <source>the save cannot be replayed ({why}) and its snapshot breaks the game's rules ({problem}).</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/storage/saves.py" line="254" />
        <source>the save is damaged: it says it is a game of {title}, but its settings are for {other}.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/storage/saves.py" line="256" />
        <source>the save is damaged: it says it is a game of {title}, but its settings name no game.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/storage/saves.py" line="260" />
        <source>the save is damaged: it has no players.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/storage/saves.py" line="263" />
        <source>the save is damaged: player {number} has no name.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/storage/saves.py" line="265" />
        <source>the save is damaged: player {number}'s name is longer than {limit} characters.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/storage/saves.py" line="269" />
        <source>the save is damaged: its variant is not a name.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/storage/saves.py" line="273" />
        <source>the save is for a {title} variant this version does not have ({variant}).</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/storage/saves.py" line="276" />
        <source>the save is damaged: {title} ({variant}) takes {low}-{high} players, and it has {count}.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/storage/saves.py" line="282" />
        <source>the save is damaged: its rule options are not a set of named values.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/storage/saves.py" line="284" />
        <source>the save is damaged: its content is not a set of named values.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/storage/saves.py" line="309" />
        <source>the save is damaged: its snapshot is for another game or other players than the save.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/storage/saves.py" line="326" />
        <source>the {viewer} view is not a set of named values</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>telefilm</name>
    <message>
        <location filename="../../gamesuite/rules/telefilm/spec.py" line="164" />
        <source>Vintage + Modern + New</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/rules/telefilm/spec.py" line="14" />
        <location filename="../../gamesuite/rules/telefilm/spec.py" line="165" />
        <location filename="../../gamesuite/ui/telefilm/art.py" line="34" />
        <source>Vintage</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/rules/telefilm/spec.py" line="12" />
        <location filename="../../gamesuite/rules/telefilm/spec.py" line="128" />
        <location filename="../../gamesuite/ui/telefilm/art.py" line="29" />
        <source>Comedy</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/rules/telefilm/spec.py" line="12" />
        <location filename="../../gamesuite/rules/telefilm/spec.py" line="130" />
        <location filename="../../gamesuite/ui/telefilm/art.py" line="29" />
        <source>Drama</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/rules/telefilm/spec.py" line="13" />
        <location filename="../../gamesuite/rules/telefilm/spec.py" line="132" />
        <location filename="../../gamesuite/ui/telefilm/art.py" line="30" />
        <source>Crime</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/rules/telefilm/spec.py" line="13" />
        <location filename="../../gamesuite/rules/telefilm/spec.py" line="134" />
        <location filename="../../gamesuite/ui/telefilm/art.py" line="30" />
        <source>Sci-Fi</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/rules/telefilm/spec.py" line="14" />
        <location filename="../../gamesuite/rules/telefilm/spec.py" line="166" />
        <location filename="../../gamesuite/ui/telefilm/art.py" line="34" />
        <source>Modern</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/rules/telefilm/spec.py" line="15" />
        <location filename="../../gamesuite/rules/telefilm/spec.py" line="167" />
        <location filename="../../gamesuite/ui/telefilm/art.py" line="35" />
        <source>New</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/rules/telefilm/spec.py" line="16" />
        <location filename="../../gamesuite/rules/telefilm/spec.py" line="68" />
        <location filename="../../gamesuite/ui/telefilm/art.py" line="31" />
        <source>Mix</source>
        <extracomment>The 13 board spaces: the Mix space, then the 12 genre/period crossings ("crime/vintage"). Each space's title as one marked text (what a rule's sentence names; the same English as space_title).</extracomment>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/rules/telefilm/spec.py" line="129" />
        <source>Answer a Comedy question correctly: +5 TF.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/rules/telefilm/spec.py" line="131" />
        <source>Answer a Drama question correctly: +5 TF.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/rules/telefilm/spec.py" line="133" />
        <source>Answer a Crime question correctly: +5 TF.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/rules/telefilm/spec.py" line="135" />
        <source>Answer a Sci-Fi question correctly: +5 TF.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/rules/telefilm/spec.py" line="136" />
        <source>Double</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/rules/telefilm/spec.py" line="137" />
        <source>Answer correctly: your points for this answer are doubled.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/rules/telefilm/spec.py" line="138" />
        <source>Two</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/rules/telefilm/spec.py" line="139" />
        <source>Hear two questions of the card and choose which one to answer.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/rules/telefilm/spec.py" line="87" />
        <location filename="../../gamesuite/rules/telefilm/spec.py" line="140" />
        <source>50%</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/rules/telefilm/spec.py" line="69" />
        <source>Comedy · Vintage</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/rules/telefilm/spec.py" line="70" />
        <source>Drama · Vintage</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/rules/telefilm/spec.py" line="71" />
        <source>Crime · Vintage</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/rules/telefilm/spec.py" line="72" />
        <source>Sci-Fi · Vintage</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/rules/telefilm/spec.py" line="73" />
        <source>Comedy · Modern</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/rules/telefilm/spec.py" line="74" />
        <source>Drama · Modern</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/rules/telefilm/spec.py" line="75" />
        <source>Crime · Modern</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/rules/telefilm/spec.py" line="76" />
        <source>Sci-Fi · Modern</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/rules/telefilm/spec.py" line="77" />
        <source>Comedy · New</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/rules/telefilm/spec.py" line="78" />
        <source>Drama · New</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/rules/telefilm/spec.py" line="79" />
        <source>Crime · New</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/rules/telefilm/spec.py" line="80" />
        <source>Sci-Fi · New</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/rules/telefilm/spec.py" line="84" />
        <source>COMEDY</source>
        <extracomment>The special cards' names as the table and the log write them ("DOUBLE"), marked.</extracomment>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/rules/telefilm/spec.py" line="84" />
        <source>DRAMA</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/rules/telefilm/spec.py" line="85" />
        <source>CRIME</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/rules/telefilm/spec.py" line="85" />
        <source>SCI-FI</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/rules/telefilm/spec.py" line="86" />
        <source>DOUBLE</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/rules/telefilm/spec.py" line="86" />
        <source>TWO</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/rules/telefilm/spec.py" line="87" />
        <source>CALL</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/rules/telefilm/spec.py" line="88" />
        <source>WEB</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/rules/telefilm/spec.py" line="88" />
        <source>POWER</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/rules/telefilm/spec.py" line="141" />
        <source>With the options, hear only two: the right one and a wrong one.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/rules/telefilm/spec.py" line="142" />
        <source>Call</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/rules/telefilm/spec.py" line="143" />
        <source>Phone anyone you like for help, for at most 30 seconds.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/rules/telefilm/spec.py" line="144" />
        <source>Web</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/rules/telefilm/spec.py" line="145" />
        <source>Search the internet on any device for 30 seconds.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/rules/telefilm/spec.py" line="146" />
        <source>Power</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/rules/telefilm/spec.py" line="147" />
        <source>Answer correctly: the leader on the track moves back 10 TF.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/rules/telefilm/spec.py" line="168" />
        <source>Vintage + Modern</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/rules/telefilm/spec.py" line="169" />
        <source>Vintage + New</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/rules/telefilm/spec.py" line="170" />
        <source>Modern + New</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/rules/telefilm/spec.py" line="185" />
        <source>Difficulty of a card</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/rules/telefilm/spec.py" line="186" />
        <source>What 'the difficulty number of the card' is in every score.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/rules/telefilm/spec.py" line="191" />
        <source>The difficulty number (1-3) printed on the card, the same for its 4 questions</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/rules/telefilm/spec.py" line="197" />
        <source>Every card counts as difficulty 2 (for decks whose ratings you do not trust)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/rules/telefilm/spec.py" line="205" />
        <source>Director's points when several Stars answer wrongly</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/rules/telefilm/spec.py" line="206" />
        <source>When, and how often, the Director scores wrong answers on a space with several Stars (a Star who passes scores nothing for anyone; the 'once' choices score at the end of the space if nobody answered right, the amount from the last wrong answer).</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/rules/telefilm/spec.py" line="216" />
        <source>For every wrong answer, as soon as it is given (closest to the printed text)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/rules/telefilm/spec.py" line="222" />
        <source>Once, only if no Star on the space answers right (amount from the last wrong answer)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/rules/telefilm/spec.py" line="228" />
        <source>Once, for the last wrong answer, even if a later Star then answers correctly</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/rules/telefilm/spec.py" line="234" />
        <source>Once, for the first wrong answer, even if a later Star then answers correctly</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/rules/telefilm/spec.py" line="243" />
        <source>Bet after a later Star answers right</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/rules/telefilm/spec.py" line="244" />
        <source>Who scores the bet when a Star above the bottom one answers right: the summary table says 'the Stars that follow', the text of the 3rd case 'all the other Stars on that space'.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/rules/telefilm/spec.py" line="253" />
        <source>Only the Stars placed after the one who answered right (summary table)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/rules/telefilm/spec.py" line="257" />
        <source>Every other Star on the space, those who answered wrongly or passed included</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/rules/telefilm/spec.py" line="266" />
        <source>Special cards per turn</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/rules/telefilm/spec.py" line="267" />
        <source>How many special cards may be played ('One special card may be played per turn' can be read per player or for the whole table).</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/rules/telefilm/spec.py" line="274" />
        <source>One per player per turn</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/rules/telefilm/spec.py" line="275" />
        <source>One special card per turn for the whole table</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/rules/telefilm/spec.py" line="278" />
        <source>One per answer (a Star with two tokens may play one on each answer)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/rules/telefilm/spec.py" line="282" />
        <source>Any number on one answer, each at its own moment, never two of a kind</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/rules/telefilm/spec.py" line="289" />
        <source>50%: the wrong option read</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/rules/telefilm/spec.py" line="290" />
        <source>Which wrong option the Director reads together with the correct one when 50% is played.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/rules/telefilm/spec.py" line="297" />
        <source>The Director chooses it (as printed: he reads the two options)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/rules/telefilm/spec.py" line="299" />
        <source>The app draws it at random (seeded)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/rules/telefilm/spec.py" line="305" />
        <source>Double and the genre bonus</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/rules/telefilm/spec.py" line="306" />
        <source>What DOUBLE doubles when it is played together with a genre card (only possible with 'stack').</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/rules/telefilm/spec.py" line="311" />
        <source>Everything the answer scores, the genre card's +5 included</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/rules/telefilm/spec.py" line="314" />
        <source>Bet + difficulty (+5 straight bonus); the genre card's +5 is added after doubling</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/rules/telefilm/spec.py" line="323" />
        <source>POWER and the leader</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/rules/telefilm/spec.py" line="324" />
        <source>Who moves back 10 TF when POWER works and its player leads or shares the lead (first place is measured after the answer and the Stars above it are scored; nobody goes below 0).</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/rules/telefilm/spec.py" line="333" />
        <source>Every other player in first place; nothing if the card's player leads alone</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/rules/telefilm/spec.py" line="339" />
        <source>Like 'others', but if the card's player leads alone the runner(s)-up move back</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/rules/telefilm/spec.py" line="343" />
        <source>Everyone in first place, the card's player included</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/rules/telefilm/spec.py" line="349" />
        <source>Genre cards on Mix questions</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/rules/telefilm/spec.py" line="350" />
        <source>Whether a genre card (Comedy, Drama, Crime, Sci-Fi) pays its +5 on a Mix card's question.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/rules/telefilm/spec.py" line="355" />
        <source>Never: a Mix card has no genre</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/rules/telefilm/spec.py" line="356" />
        <source>Always: a Mix card covers every genre</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/rules/telefilm/spec.py" line="359" />
        <source>The Director rules after the correct answer whether the question was of that genre</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/rules/telefilm/spec.py" line="368" />
        <source>Choosing the question number</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/rules/telefilm/spec.py" line="369" />
        <source>How the question number 1-4 is chosen 'at random'.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/rules/telefilm/spec.py" line="372" />
        <source>The Star names a number without seeing the card</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/rules/telefilm/spec.py" line="373" />
        <source>The app rolls a four-sided die (seeded)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/rules/telefilm/spec.py" line="379" />
        <source>Before-the-question cards of the other Stars on a space</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/rules/telefilm/spec.py" line="380" />
        <source>Genre cards, DOUBLE and POWER are played 'only before the question is asked'. May the Stars placed above the first one on a space play them too, and when?</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/rules/telefilm/spec.py" line="389" />
        <source>Yes, before the space's question is read, like the first Star (as printed); a card pays only if its Star then answers right</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/rules/telefilm/spec.py" line="397" />
        <source>No: only the first Star of the space; the others may play 50%, CALL and WEB</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/rules/telefilm/spec.py" line="403" />
        <source>Yes, but when their own turn to answer comes (after hearing the question)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/rules/telefilm/spec.py" line="412" />
        <source>Periods in the deck</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/rules/telefilm/spec.py" line="413" />
        <source>Which Period cards are used (Mix cards are always used in the 3-7 player game).</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/rules/telefilm/spec.py" line="421" />
        <source>Mix cards in the deck</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/rules/telefilm/spec.py" line="422" />
        <source>Whether Mix cards are shuffled into the single deck.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/rules/telefilm/spec.py" line="429" />
        <source>Reshuffle an empty deck</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/rules/telefilm/spec.py" line="430" />
        <source>When a deck runs out, shuffle its discard pile into a new deck; otherwise the game ends early.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/rules/telefilm/spec.py" line="438" />
        <source>First Director</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/rules/telefilm/spec.py" line="439" />
        <source>Who is the Director in the first turn (the last person to have watched a TV series).</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/rules/telefilm/spec.py" line="444" />
        <source>The first player in the list</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/rules/telefilm/spec.py" line="445" />
        <source>Drawn at random</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/rules/telefilm/spec.py" line="450" />
        <source>Turns as Director</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/rules/telefilm/spec.py" line="451" />
        <source>How many times each player is Director; 0 = as printed (5/3/3/2/2 for 3/4/5/6/7 players).</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/rules/telefilm/spec.py" line="462" />
        <source>End of the two-player game</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/rules/telefilm/spec.py" line="463" />
        <source>The printed rules give no end for the two-player board game: choose one.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/rules/telefilm/spec.py" line="466" />
        <source>After each player has been Director a set number of times</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/rules/telefilm/spec.py" line="469" />
        <source>At the end of the round in which a player reaches a target score</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/rules/telefilm/spec.py" line="476" />
        <source>Two-player game: turns as Director</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/rules/telefilm/spec.py" line="477" />
        <source>With 'rounds': how many times each player is Director.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/rules/telefilm/spec.py" line="486" />
        <source>Two-player game: target score</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/rules/telefilm/spec.py" line="487" />
        <source>With 'target': the score that ends the game (at the end of that round; at most 100 rounds).</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/rules/telefilm/spec.py" line="498" />
        <source>Two-player game: cards answered</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/rules/telefilm/spec.py" line="499" />
        <source>Which of the Director's two chosen cards the Star answers.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/rules/telefilm/spec.py" line="504" />
        <source>Both: one question from each, the space with the higher bet total first</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/rules/telefilm/spec.py" line="510" />
        <source>One: the Star chooses the space; the other card is discarded unplayed</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/rules/telefilm/spec.py" line="517" />
        <source>Cards only: turns as Director</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/rules/telefilm/spec.py" line="518" />
        <source>How many times each player is Director (printed: 10).</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/rules/telefilm/spec.py" line="527" />
        <source>Cards only: who answers</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/rules/telefilm/spec.py" line="528" />
        <source>With more than two players, who is the Star in a Director's turn.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/rules/telefilm/spec.py" line="531" />
        <source>The player to the Director's left</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/rules/telefilm/spec.py" line="534" />
        <source>Every other player in turn from the Director's left, each with three new cards</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/rules/telefilm/spec.py" line="546" />
        <source>Il Gioco dei Telefilm</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/rules/telefilm/spec.py" line="547" />
        <source>Bet, bluff and answer questions about TV series.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/rules/telefilm/spec.py" line="551" />
        <source>Board game</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/rules/telefilm/spec.py" line="552" />
        <source>3-7 players: a Director bets, the Stars answer.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/rules/telefilm/spec.py" line="558" />
        <source>Two players or teams</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/rules/telefilm/spec.py" line="559" />
        <source>The board game for two players or two teams.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/rules/telefilm/spec.py" line="565" />
        <source>Question cards only</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/rules/telefilm/spec.py" line="566" />
        <source>No board: win question cards, score their difficulty.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/rules/telefilm/engine.py" line="231" />
        <source>{game} takes {low}-{high} players, not {count}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/rules/telefilm/engine.py" line="240" />
        <source>card #{number} is not a Telefilm question card</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/rules/telefilm/engine.py" line="255" />
        <source>the deck needs at least one Mix card</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/rules/telefilm/engine.py" line="257" />
        <source>the deck needs Period cards of at least {count} genre/period crossings</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/rules/telefilm/engine.py" line="261" />
        <source>the deck needs cards of at least two different spaces</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/rules/telefilm/engine.py" line="264" />
        <source>the deck is empty</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/rules/telefilm/engine.py" line="295" />
        <source>The Mix deck ran out: its discard pile is shuffled into a new deck.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/rules/telefilm/engine.py" line="297" />
        <source>The Period deck ran out: its discard pile is shuffled into a new deck.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/rules/telefilm/engine.py" line="299" />
        <source>The deck ran out: its discard pile is shuffled into a new deck.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/rules/telefilm/engine.py" line="344" />
        <source>The Director drew 1 Mix card for a space already drawn: it is discarded and replaced.</source>
        <translation type="unfinished" />
    </message>
    <message numerus="yes">
        <location filename="../../gamesuite/rules/telefilm/engine.py" line="347" />
        <source>The Director drew %n Mix cards for a space already drawn: they are discarded and replaced.</source>
        <translation><numerusform>The Director drew %n Mix card for a space already drawn: it is discarded and replaced.</numerusform><numerusform>The Director drew %n Mix cards for a space already drawn: they are discarded and replaced.</numerusform></translation>
    </message>
    <message>
        <location filename="../../gamesuite/rules/telefilm/engine.py" line="350" />
        <source>The Director drew 1 Period card for a space already drawn: it is discarded and replaced.</source>
        <translation type="unfinished" />
    </message>
    <message numerus="yes">
        <location filename="../../gamesuite/rules/telefilm/engine.py" line="353" />
        <source>The Director drew %n Period cards for a space already drawn: they are discarded and replaced.</source>
        <translation><numerusform>The Director drew %n Period card for a space already drawn: it is discarded and replaced.</numerusform><numerusform>The Director drew %n Period cards for a space already drawn: they are discarded and replaced.</numerusform></translation>
    </message>
    <message>
        <location filename="../../gamesuite/rules/telefilm/engine.py" line="378" />
        <source>Turn {turn} of {total}: {director} is the Director.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/rules/telefilm/engine.py" line="381" />
        <source>Turn {turn}: {director} is the Director.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/rules/telefilm/engine.py" line="447" />
        <source>The deck ran out. {result}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/rules/telefilm/engine.py" line="487" />
        <source>{director} puts the {value} bet token on {space}.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/rules/telefilm/engine.py" line="504" />
        <source>The Director's cards are on {spaces}.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/rules/telefilm/engine.py" line="531" />
        <source>{name} has no space left for a token.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/rules/telefilm/engine.py" line="546" />
        <source>{name} places a token on {space}.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/rules/telefilm/engine.py" line="601" />
        <source>Nobody is on {space} (bet {bet}): the Director scores the bet plus the card's difficulty.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/rules/telefilm/engine.py" line="611" />
        <source>{space} (bet {bet}): {names}, in this order.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/rules/telefilm/engine.py" line="721" />
        <source>{name} plays {card}: it counts only if {name} answers this question right.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/rules/telefilm/engine.py" line="731" />
        <source>{name} plays {card}.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/rules/telefilm/engine.py" line="743" />
        <source>{name} asks for the options; the Director chooses which wrong option to read with the right one.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/rules/telefilm/engine.py" line="755" />
        <source>{name} has {seconds} seconds for a phone call.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/rules/telefilm/engine.py" line="758" />
        <source>{name} has {seconds} seconds for the internet.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/rules/telefilm/engine.py" line="771" />
        <source>{name} asks for the options; 50% leaves two: {options}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/rules/telefilm/engine.py" line="795" />
        <source>{space}. Question {number}: {question}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/rules/telefilm/engine.py" line="799" />
        <source>{space}. Question {number}: {question} / Question {other}: {other_text}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/rules/telefilm/engine.py" line="822" />
        <source>{name} answers straight (no options).</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/rules/telefilm/engine.py" line="825" />
        <source>{name} asks for the options.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/rules/telefilm/engine.py" line="830" />
        <source>The options: {options}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/rules/telefilm/engine.py" line="851" />
        <source>{name}'s answer is right!</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/rules/telefilm/engine.py" line="865" />
        <source>{name}'s answer is wrong.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/rules/telefilm/engine.py" line="899" />
        <source>{name} passes: no answer, no points.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/rules/telefilm/engine.py" line="925" />
        <source>{name} may answer the same question (with the options) or pass.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/rules/telefilm/engine.py" line="930" />
        <source>{name} may answer the same question (straight or with the options) or pass.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/rules/telefilm/engine.py" line="967" />
        <source>{name} (Director) scores {points} TF.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/rules/telefilm/engine.py" line="1013" />
        <source>{name} scores {points} TF.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/rules/telefilm/engine.py" line="1026" />
        <source>{name} scores the bet: {points} TF.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/rules/telefilm/engine.py" line="1059" />
        <source>POWER: {name} leads alone, so nobody moves back.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/rules/telefilm/engine.py" line="1070" />
        <source>POWER: {name} moves back {points} TF.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/rules/telefilm/engine.py" line="1122" />
        <source>{space} had difficulty {difficulty}: {name} (Director) scores {points} TF.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/rules/telefilm/engine.py" line="1148" />
        <source>The answer was {letter}: {option}.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/rules/telefilm/engine.py" line="1180" />
        <source>{director} offers {star}: {spaces}.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/rules/telefilm/engine.py" line="1199" />
        <source>{name} takes the {space} card.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/rules/telefilm/engine.py" line="1211" />
        <source>Wrong with the options: nobody wins the card.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/rules/telefilm/engine.py" line="1226" />
        <source>{name} wins the bonus card from the deck (difficulty {difficulty}).</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/rules/telefilm/engine.py" line="1229" />
        <source>{name} wins the card (difficulty {difficulty}).</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/rules/telefilm/engine.py" line="1306" />
        <source>The game is over.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/rules/telefilm/engine.py" line="1310" />
        <source>The Director may not play special cards.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/rules/telefilm/engine.py" line="1312" />
        <source>Only the Director ({name}) may do that.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/rules/telefilm/engine.py" line="1315" />
        <source>{name} (Director) is choosing the question cards.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/rules/telefilm/engine.py" line="1318" />
        <source>The Director has no such bet token left.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/rules/telefilm/engine.py" line="1319" />
        <source>The Director cannot bet on that space now.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/rules/telefilm/engine.py" line="1323" />
        <source>It is {name}'s turn to place a character token.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/rules/telefilm/engine.py" line="1327" />
        <source>Character tokens go only on spaces holding a bet token.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/rules/telefilm/engine.py" line="1329" />
        <source>A space holds at most 4 character tokens.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/rules/telefilm/engine.py" line="1330" />
        <source>You already have a character token on that space.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/rules/telefilm/engine.py" line="1333" />
        <source>It is {name}'s turn to choose.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/rules/telefilm/engine.py" line="1337" />
        <source>Reveal the answer to go on.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/rules/telefilm/engine.py" line="1342" />
        <source>It is {name}'s turn.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/rules/telefilm/engine.py" line="1347" />
        <source>The Director chooses the wrong option only when 50% is played.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/rules/telefilm/engine.py" line="1349" />
        <source>Choose one of the wrong options.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/rules/telefilm/engine.py" line="1351" />
        <source>{name} (Director) is choosing which wrong option to read with the right one.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/rules/telefilm/engine.py" line="1356" />
        <source>The first Star on the space must answer.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/rules/telefilm/engine.py" line="1357" />
        <source>A Star may pass only before declaring or answering.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/rules/telefilm/engine.py" line="1360" />
        <source>Declare a straight answer or the options once the question has been read.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/rules/telefilm/engine.py" line="1362" />
        <source>After a wrong answer with the options, the next Star may only take the options.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/rules/telefilm/engine.py" line="1366" />
        <source>The question has already been chosen.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/rules/telefilm/engine.py" line="1368" />
        <source>The question number is rolled with the die.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/rules/telefilm/engine.py" line="1370" />
        <source>With TWO, name two different question numbers.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/rules/telefilm/engine.py" line="1371" />
        <source>Name one question number from 1 to 4.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/rules/telefilm/engine.py" line="1374" />
        <source>This is a straight answer: the Director judges it.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/rules/telefilm/engine.py" line="1375" />
        <source>Choose one of the options shown.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/rules/telefilm/engine.py" line="1377" />
        <source>Answers with the options are checked by their letter.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/rules/telefilm/engine.py" line="1378" />
        <source>That move is not allowed right now.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/rules/telefilm/engine.py" line="1386" />
        <source>Only a Star may play a special card.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/rules/telefilm/engine.py" line="1388" />
        <source>There is no such special card.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/rules/telefilm/engine.py" line="1390" />
        <source>You do not hold that special card.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/rules/telefilm/engine.py" line="1392" />
        <source>Only the Stars with a token on {space} may play a special card now.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/rules/telefilm/engine.py" line="1395" />
        <source>You have already had your turn on this question.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/rules/telefilm/engine.py" line="1398" />
        <source>Only one special card per turn.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/rules/telefilm/engine.py" line="1400" />
        <source>Only one special card per turn for the whole table.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/rules/telefilm/engine.py" line="1402" />
        <source>Only one special card per answer.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/rules/telefilm/engine.py" line="1405" />
        <source>You have already played {card} on this answer.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/rules/telefilm/engine.py" line="1409" />
        <source>That special card cannot be played at this moment.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/rules/telefilm/engine.py" line="1412" />
        <source>{card} is played before the question is asked, and only by the first Star on the space (house rule).</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/rules/telefilm/engine.py" line="1415" />
        <source>{card} is played when your turn to answer comes (house rule).</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/rules/telefilm/engine.py" line="1419" />
        <source>{card} is played only before the question is asked.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/rules/telefilm/engine.py" line="1422" />
        <source>{card} is played only by the first Star on the space, before the question is chosen.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/rules/telefilm/engine.py" line="1424" />
        <source>{card} is played before the question is chosen.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/rules/telefilm/engine.py" line="1426" />
        <source>{card} is played when it is your turn to answer, after the question is read.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/rules/telefilm/engine.py" line="1430" />
        <source>The options have already been read.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/rules/telefilm/engine.py" line="1432" />
        <source>{card} is played after the question is read, when you ask for the options.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/rules/telefilm/engine.py" line="1435" />
        <source>{card} is played instead of a straight answer, when you ask for the options.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/rules/telefilm/engine.py" line="1439" />
        <source>{card} is played after the question is read.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/rules/telefilm/engine.py" line="1453" />
        <source>{name} chooses {space}.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/rules/telefilm/engine.py" line="1491" />
        <source>The die says question {numbers}.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/rules/telefilm/engine.py" line="1505" />
        <source>{name} chooses question {number}.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/rules/telefilm/engine.py" line="1533" />
        <source>{name} answers {letter}.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/rules/telefilm/engine.py" line="1548" />
        <source>The Director rules that the genre card counts on this Mix question.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/rules/telefilm/engine.py" line="1551" />
        <source>The Director rules that the genre card does not count on this Mix question.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/rules/telefilm/engine.py" line="1580" />
        <source>{names} is the Telefilm Master with {best} TF!</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/rules/telefilm/engine.py" line="1583" />
        <source>{names} share the title of Telefilm Master with {best} TF each!</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/ui/telefilm/__init__.py" line="141" />
        <source>The Director's cards are on {name}'s phone.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/ui/telefilm/__init__.py" line="195" />
        <source>{name} plays a special card</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/ui/telefilm/__init__.py" line="197" />
        <source>{name} may play a special card before the question is read</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/ui/telefilm/__init__.py" line="198" />
        <source>{name} looks at their special cards</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/ui/telefilm/__init__.py" line="202" />
        <source>{director} chooses the cards and places the bets</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/ui/telefilm/__init__.py" line="204" />
        <source>{director} looks at the cards on the board</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/ui/telefilm/__init__.py" line="206" />
        <source>{director} looks at the cards offered to {star}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/ui/telefilm/__init__.py" line="211" />
        <source>{director} looks at the card</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/ui/telefilm/__init__.py" line="213" />
        <source>{director} chooses the question for {star} and reads it aloud</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/ui/telefilm/__init__.py" line="216" />
        <source>50%: {director} chooses which wrong option to read to {star} with the right one</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/ui/telefilm/__init__.py" line="219" />
        <source>{director} rules whether the genre card counts on this Mix question</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/ui/telefilm/__init__.py" line="222" />
        <source>{director} reads the question to {star} · {star} answers aloud · {director} judges</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/ui/telefilm/__init__.py" line="225" />
        <source>{director} reads the options aloud to {star}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/ui/telefilm/__init__.py" line="227" />
        <source>{director} reads question {number} aloud to {star}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/ui/telefilm/__init__.py" line="231" />
        <source>{director} reads questions {numbers} aloud to {star}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/ui/telefilm/__init__.py" line="233" />
        <source>{director} looks at the card while {star} chooses the question</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/ui/telefilm/art.py" line="47" />
        <source>All periods</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/ui/telefilm/art.py" line="48" />
        <source>1960s–90s</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/ui/telefilm/art.py" line="48" />
        <source>1990s–2000s</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/ui/telefilm/art.py" line="50" />
        <source>2000s–today</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/ui/telefilm/items.py" line="425" />
        <source>Diff. {number}</source>
        <translation type="unfinished" />
    </message>
    <message numerus="yes">
        <location filename="../../gamesuite/ui/telefilm/items.py" line="819" />
        <location filename="../../gamesuite/ui/telefilm/items.py" line="832" />
        <source>%n left</source>
        <translation><numerusform>%n left</numerusform><numerusform>%n left</numerusform></translation>
    </message>
    <message numerus="yes">
        <location filename="../../gamesuite/ui/telefilm/items.py" line="876" />
        <source>%n played</source>
        <translation><numerusform>%n played</numerusform><numerusform>%n played</numerusform></translation>
    </message>
    <message>
        <location filename="../../gamesuite/ui/telefilm/items.py" line="890" />
        <source>Start</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/ui/telefilm/items.py" line="1169" />
        <source>Play a card</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/ui/telefilm/items.py" line="1286" />
        <source>Director</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/ui/telefilm/items.py" line="1880" />
        <location filename="../../gamesuite/ui/telefilm/panels.py" line="181" />
        <source>Difficulty {number}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/ui/telefilm/items.py" line="1913" />
        <source>Cards won</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/ui/telefilm/panels.py" line="62" />
        <source>Play it before the question is asked.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/ui/telefilm/panels.py" line="63" />
        <source>Play it when it is your turn to answer.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/ui/telefilm/panels.py" line="64" />
        <source>Play it after the question has been read.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/ui/telefilm/panels.py" line="73" />
        <source>Undo last judgement</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/ui/telefilm/panels.py" line="74" />
        <source>Undo last bet</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/ui/telefilm/panels.py" line="75" />
        <source>Undo the genre ruling</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/ui/telefilm/panels.py" line="76" />
        <source>Undo the question choice</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/ui/telefilm/panels.py" line="192" />
        <source>not read (50%)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/ui/telefilm/panels.py" line="196" />
        <location filename="../../gamesuite/ui/telefilm/panels.py" line="587" />
        <source>CORRECT</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/ui/telefilm/panels.py" line="208" />
        <location filename="../../gamesuite/ui/telefilm/panels.py" line="542" />
        <location filename="../../gamesuite/ui/telefilm/panels.py" line="943" />
        <source>Series: {series}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/ui/telefilm/panels.py" line="211" />
        <location filename="../../gamesuite/ui/telefilm/panels.py" line="544" />
        <source>Question {number}: {text}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/ui/telefilm/panels.py" line="349" />
        <source>Choose your cards: one bet token on the Mix card and on {keep} Period cards. Tokens left: {left}.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/ui/telefilm/panels.py" line="351" />
        <source>Choose 2 cards: put 2 bet tokens on each. Tokens left: {left}.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/ui/telefilm/panels.py" line="353" />
        <source>The Stars are placing their tokens — {name} now.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/ui/telefilm/panels.py" line="356" />
        <source>{name} chooses which space to answer.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/ui/telefilm/panels.py" line="358" />
        <source>{name} chooses one of the cards you drew.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/ui/telefilm/panels.py" line="363" />
        <source>Nobody chose this space: you score bet + difficulty when the table presses Reveal.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/ui/telefilm/panels.py" line="366" />
        <source>{name} answers straight. Is the answer right?</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/ui/telefilm/panels.py" line="368" />
        <source>Choose the question for {name} and read it aloud.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/ui/telefilm/panels.py" line="370" />
        <source>Was this Mix question about the genre of the card played?</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/ui/telefilm/panels.py" line="372" />
        <source>{name} played 50%: choose the wrong option you will read with the correct one.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/ui/telefilm/panels.py" line="375" />
        <source>Read question {number} again if asked. {name} decides: straight answer, options or pass.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/ui/telefilm/panels.py" line="378" />
        <source>Read question {number} aloud. {name} decides: straight answer or options.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/ui/telefilm/panels.py" line="382" />
        <source>Read both questions aloud. {name} chooses one.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/ui/telefilm/panels.py" line="384" />
        <source>The options are on the table. {name} answers there, or passes.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/ui/telefilm/panels.py" line="386" />
        <source>Read the options aloud. {name} answers on the table.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/ui/telefilm/panels.py" line="388" />
        <source>{name} chooses the question number.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/ui/telefilm/panels.py" line="392" />
        <source>{name} answered right. The table presses Reveal to show the answer.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/ui/telefilm/panels.py" line="394" />
        <source>Nobody answered right. The table presses Reveal to show the answer.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/ui/telefilm/panels.py" line="408" />
        <source>{card} played: +5 TF if the answer is right.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/ui/telefilm/panels.py" line="410" />
        <source>{card} played: after a right answer you rule whether it counts here.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/ui/telefilm/panels.py" line="413" />
        <source>{card} played: no bonus on this question.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/ui/telefilm/panels.py" line="416" />
        <source>{card} played: read only the two options shown (one right, one wrong).</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/ui/telefilm/panels.py" line="418" />
        <source>{card} played: read two questions; the Star chooses one.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/ui/telefilm/panels.py" line="419" />
        <source>{card} played: a right answer scores double.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/ui/telefilm/panels.py" line="420" />
        <source>{card} played: a right answer moves the leader back 10 TF.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/ui/telefilm/panels.py" line="421" />
        <source>{card} played: 30 seconds on the phone.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/ui/telefilm/panels.py" line="422" />
        <source>{card} played: 30 seconds on the internet.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/ui/telefilm/panels.py" line="423" />
        <source>{card} played.</source>
        <translation type="unfinished" />
    </message>
    <message numerus="yes">
        <location filename="../../gamesuite/ui/telefilm/panels.py" line="441" />
        <source>%n Mix</source>
        <translation><numerusform>%n Mix</numerusform><numerusform>%n Mix</numerusform></translation>
    </message>
    <message numerus="yes">
        <location filename="../../gamesuite/ui/telefilm/panels.py" line="441" />
        <source>%n Period</source>
        <translation><numerusform>%n Period</numerusform><numerusform>%n Period</numerusform></translation>
    </message>
    <message>
        <location filename="../../gamesuite/ui/telefilm/panels.py" line="444" />
        <source>Cards for a space already drawn were discarded and replaced: {names} (the table was told only the deck and how many).</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/ui/telefilm/panels.py" line="455" />
        <location filename="../../gamesuite/ui/telefilm/panels.py" line="458" />
        <location filename="../../gamesuite/ui/telefilm/presenter.py" line="816" />
        <source>Bet {bet}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/ui/telefilm/panels.py" line="461" />
        <source>Not kept: goes to the discard pile</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/ui/telefilm/panels.py" line="476" />
        <source>no tokens yet</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/ui/telefilm/panels.py" line="477" />
        <location filename="../../gamesuite/ui/telefilm/panels.py" line="506" />
        <location filename="../../gamesuite/ui/telefilm/panels.py" line="625" />
        <source>Bet {bet} · {difficulty}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/ui/telefilm/panels.py" line="480" />
        <source>Tokens (first answers first): {names}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/ui/telefilm/panels.py" line="482" />
        <source>Your cards on the board</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/ui/telefilm/panels.py" line="492" />
        <source>CORRECT · always read</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/ui/telefilm/panels.py" line="509" />
        <source>Nobody placed a token on this space.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/ui/telefilm/panels.py" line="520" />
        <source>(passed)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/ui/telefilm/panels.py" line="521" />
        <source>◀ answering</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/ui/telefilm/panels.py" line="523" />
        <location filename="../../gamesuite/ui/telefilm/presenter.py" line="597" />
        <source>✓ right</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/ui/telefilm/panels.py" line="525" />
        <location filename="../../gamesuite/ui/telefilm/panels.py" line="627" />
        <source>Answering: {names}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/ui/telefilm/panels.py" line="546" />
        <source>50%: click below the wrong option you will read aloud with the correct one ({letter}). The table shows the two in A-E order.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/ui/telefilm/panels.py" line="553" />
        <source>{name} answers STRAIGHT (no options): judge it.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/ui/telefilm/panels.py" line="556" />
        <source>{name} answers STRAIGHT (no options).</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/ui/telefilm/panels.py" line="559" />
        <source>Options asked for: read the two options left aloud.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/ui/telefilm/panels.py" line="561" />
        <source>Options asked for: read all five options aloud.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/ui/telefilm/panels.py" line="563" />
        <source>Not declared yet: straight answer or options?</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/ui/telefilm/panels.py" line="567" />
        <source>The question is not chosen yet. The card's questions:</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/ui/telefilm/panels.py" line="589" />
        <source>Correct</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/ui/telefilm/panels.py" line="591" />
        <source>Wrong</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/ui/telefilm/panels.py" line="594" />
        <source>Ask question {number}: {text}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/ui/telefilm/panels.py" line="600" />
        <source>Yes, the genre card counts</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/ui/telefilm/panels.py" line="602" />
        <source>No, it does not</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/ui/telefilm/panels.py" line="623" />
        <source>nobody</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/ui/telefilm/panels.py" line="630" />
        <source>Still to play</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/ui/telefilm/panels.py" line="639" />
        <location filename="../../gamesuite/ui/telefilm/presenter.py" line="687" />
        <source>{rank}. {name} — {score} TF</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/ui/telefilm/panels.py" line="982" />
        <source>Play {card} now</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/ui/telefilm/panels.py" line="986" />
        <source>Not at this moment</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/ui/telefilm/panels.py" line="1192" />
        <location filename="../../gamesuite/ui/telefilm/panels.py" line="1337" />
        <source>Back to the table</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/ui/telefilm/panels.py" line="1265" />
        <location filename="../../gamesuite/ui/telefilm/presenter.py" line="361" />
        <source>Turn {turn} of {total}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/ui/telefilm/panels.py" line="1266" />
        <location filename="../../gamesuite/ui/telefilm/presenter.py" line="362" />
        <source>Turn {turn}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/ui/telefilm/panels.py" line="1267" />
        <source>Director: {name}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/ui/telefilm/panels.py" line="1292" />
        <source>One special card per turn. Play one now, or go back to the table.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/ui/telefilm/panels.py" line="1293" />
        <source>None of your cards can be played at this moment.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/ui/telefilm/panels.py" line="1297" />
        <source>This question: {space} · bet {bet}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/ui/telefilm/panels.py" line="1303" />
        <source>{space} · bet {bet} · you answer {ordinal}, if the Stars before you are wrong: a card played now counts only if you then answer right</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/ui/telefilm/panels.py" line="1334" />
        <source>{name}'s special cards</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/ui/telefilm/presenter.py" line="43" />
        <source>the Director chooses cards and bets</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/ui/telefilm/presenter.py" line="44" />
        <source>the Stars place their tokens</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/ui/telefilm/presenter.py" line="45" />
        <source>the Star chooses a space</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/ui/telefilm/presenter.py" line="46" />
        <source>the Star chooses a card</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/ui/telefilm/presenter.py" line="47" />
        <source>questions</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/ui/telefilm/presenter.py" line="48" />
        <source>game over</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/ui/telefilm/presenter.py" line="56" />
        <source>Right, straight: bet + difficulty + {bonus}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/ui/telefilm/presenter.py" line="57" />
        <source>Right, with the options: bet + difficulty</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/ui/telefilm/presenter.py" line="58" />
        <source>Wrong: the Director scores bet − difficulty (+{bonus} if straight)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/ui/telefilm/presenter.py" line="64" />
        <source>Right and straight: the card and a bonus card from the deck.
Right with the options: the card.
Wrong and straight: the Director wins the card.
Wrong with the options: nobody wins it.
Score: the difficulty of the cards won.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/ui/telefilm/presenter.py" line="72" />
        <source>Thanks for playing! Game ▸ New game for another round</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/ui/telefilm/presenter.py" line="95" />
        <source>{genre} · {period}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/ui/telefilm/presenter.py" line="105" />
        <source>1st</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/ui/telefilm/presenter.py" line="107" />
        <source>2nd</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/ui/telefilm/presenter.py" line="109" />
        <source>3rd</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/ui/telefilm/presenter.py" line="110" />
        <source>{number}th</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/ui/telefilm/presenter.py" line="354" />
        <location filename="../../gamesuite/ui/telefilm/presenter.py" line="359" />
        <source>Game over</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/ui/telefilm/presenter.py" line="364" />
        <source>{turn} · first to {target} TF</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/ui/telefilm/presenter.py" line="366" />
        <source>{turn} · Director: {name} · {phase}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/ui/telefilm/presenter.py" line="380" />
        <source>{name} (Director) chooses the cards and bets</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/ui/telefilm/presenter.py" line="381" />
        <source>{name} (Director) chooses 2 cards and bets</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/ui/telefilm/presenter.py" line="386" />
        <source>{name}: click a space for your token</source>
        <translation type="unfinished" />
    </message>
    <message numerus="yes">
        <location filename="../../gamesuite/ui/telefilm/presenter.py" line="387" />
        <source>{name}: click a space for your token (%n tokens)</source>
        <translation><numerusform>{name}: click a space for your token (%n token)</numerusform><numerusform>{name}: click a space for your token (%n tokens)</numerusform></translation>
    </message>
    <message>
        <location filename="../../gamesuite/ui/telefilm/presenter.py" line="390" />
        <source>{name}: click the space you will answer</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/ui/telefilm/presenter.py" line="393" />
        <source>{name}: choose one of the three cards</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/ui/telefilm/presenter.py" line="400" />
        <source>Nobody chose this space: reveal the difficulty</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/ui/telefilm/presenter.py" line="403" />
        <source>{name}: roll the die for the question</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/ui/telefilm/presenter.py" line="405" />
        <source>{name}: pick two question numbers</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/ui/telefilm/presenter.py" line="406" />
        <source>{name}: choose a question, 1 to 4</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/ui/telefilm/presenter.py" line="408" />
        <source>{name}: choose which question to answer</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/ui/telefilm/presenter.py" line="410" />
        <source>{name} (Director) chooses the question</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/ui/telefilm/presenter.py" line="413" />
        <source>{name}: answer the same question, or pass</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/ui/telefilm/presenter.py" line="415" />
        <source>{name}: straight answer or options?</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/ui/telefilm/presenter.py" line="417" />
        <source>50%: {name} (Director) chooses the second option</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/ui/telefilm/presenter.py" line="420" />
        <source>{name} answers aloud · the Director judges</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/ui/telefilm/presenter.py" line="422" />
        <source>{name}: click your answer, or pass</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/ui/telefilm/presenter.py" line="423" />
        <source>{name}: click your answer</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/ui/telefilm/presenter.py" line="425" />
        <source>{name} (Director) rules on the genre card</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/ui/telefilm/presenter.py" line="429" />
        <source>{name} answered right! Reveal the answer</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/ui/telefilm/presenter.py" line="430" />
        <source>Nobody answered right. Reveal the answer</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/ui/telefilm/presenter.py" line="442" />
        <source>+{bonus} only if the Director rules this Mix question is about {genre}.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/ui/telefilm/presenter.py" line="445" />
        <source>No +{bonus} here: genre cards never pay on a Mix question (house rule).</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/ui/telefilm/presenter.py" line="450" />
        <source>No +{bonus} here: this is a {genre} question.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/ui/telefilm/presenter.py" line="458" />
        <source>{bet} + difficulty + {bonus}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/ui/telefilm/presenter.py" line="460" />
        <source>{bet} + difficulty</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/ui/telefilm/presenter.py" line="478" />
        <source>The Director looks at the cards privately</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/ui/telefilm/presenter.py" line="480" />
        <source>The first token on a space answers first</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/ui/telefilm/presenter.py" line="482" />
        <source>Only genre and period are shown</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/ui/telefilm/presenter.py" line="487" />
        <source>the Director scores</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/ui/telefilm/presenter.py" line="488" />
        <source>the Director scores, the next Star may answer</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/ui/telefilm/presenter.py" line="489" />
        <source>the next Star may answer</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/ui/telefilm/presenter.py" line="490" />
        <source>Right: {stakes} · Wrong: {then}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/ui/telefilm/presenter.py" line="492" />
        <source>The Director picks one of the four questions</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/ui/telefilm/presenter.py" line="494" />
        <source>Two options will be read: the right one and one wrong</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/ui/telefilm/presenter.py" line="512" />
        <source>Reveal the difficulty</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/ui/telefilm/presenter.py" line="513" />
        <source>Reveal the answer</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/ui/telefilm/presenter.py" line="515" />
        <source>Roll the die</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/ui/telefilm/presenter.py" line="518" />
        <source>Question {number}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/ui/telefilm/presenter.py" line="521" />
        <source>Straight</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/ui/telefilm/presenter.py" line="521" />
        <source>Options</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/ui/telefilm/presenter.py" line="525" />
        <source>Special card</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/ui/telefilm/presenter.py" line="527" />
        <source>{name} passes</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/ui/telefilm/presenter.py" line="531" />
        <source>Director's card</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/ui/telefilm/presenter.py" line="549" />
        <source>Telefilm Master!</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/ui/telefilm/presenter.py" line="554" />
        <source>answering</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/ui/telefilm/presenter.py" line="556" />
        <source>passed</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/ui/telefilm/presenter.py" line="558" />
        <source>answered right</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/ui/telefilm/presenter.py" line="560" />
        <source>answered</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/ui/telefilm/presenter.py" line="564" />
        <source>answers {ordinal}</source>
        <translation type="unfinished" />
    </message>
    <message numerus="yes">
        <location filename="../../gamesuite/ui/telefilm/presenter.py" line="569" />
        <source>%n card(s) won</source>
        <translation><numerusform>%n card won</numerusform><numerusform>%n cards won</numerusform></translation>
    </message>
    <message>
        <location filename="../../gamesuite/ui/telefilm/presenter.py" line="592" />
        <source>not chosen</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/ui/telefilm/presenter.py" line="594" />
        <source>no token</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/ui/telefilm/presenter.py" line="599" />
        <source>✗ nobody</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/ui/telefilm/presenter.py" line="686" />
        <source>Final scores</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/ui/telefilm/presenter.py" line="691" />
        <source>{space}: no tokens</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/ui/telefilm/presenter.py" line="692" />
        <source>Nobody placed a token here (bet {bet}).</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/ui/telefilm/presenter.py" line="693" />
        <source>{name}, the Director, scores the bet plus the card's difficulty.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/ui/telefilm/presenter.py" line="694" />
        <source>Press Reveal to see the difficulty.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/ui/telefilm/presenter.py" line="700" />
        <source>{name} draws 1 Mix card and 5 Period cards, keeps the Mix card and {keep} others, and puts a bet token on each kept card's space.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/ui/telefilm/presenter.py" line="704" />
        <source>{name} draws 6 cards, chooses 2 and puts 2 bet tokens on each chosen space.</source>
        <translation type="unfinished" />
    </message>
    <message numerus="yes">
        <location filename="../../gamesuite/ui/telefilm/presenter.py" line="712" />
        <source>%n Mix card(s) for a space already drawn: replaced.</source>
        <translation><numerusform>%n Mix card for a space already drawn: replaced.</numerusform><numerusform>%n Mix cards for a space already drawn: replaced.</numerusform></translation>
    </message>
    <message numerus="yes">
        <location filename="../../gamesuite/ui/telefilm/presenter.py" line="714" />
        <source>%n Period card(s) for a space already drawn: replaced.</source>
        <translation><numerusform>%n Period card for a space already drawn: replaced.</numerusform><numerusform>%n Period cards for a space already drawn: replaced.</numerusform></translation>
    </message>
    <message>
        <location filename="../../gamesuite/ui/telefilm/presenter.py" line="715" />
        <source>{name} is the Director</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/ui/telefilm/presenter.py" line="717" />
        <source>Place your character tokens</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/ui/telefilm/presenter.py" line="718" />
        <source>Put your tokens on spaces with a bet token.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/ui/telefilm/presenter.py" line="719" />
        <source>The bottom token of a stack answers first; the others score the bet if it is right.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/ui/telefilm/presenter.py" line="721" />
        <source>Four tokens at most on a space, never two of yours.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/ui/telefilm/presenter.py" line="723" />
        <source>Choose a space</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/ui/telefilm/presenter.py" line="724" />
        <source>{name} answers one of the two spaces; the other card is discarded.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/ui/telefilm/presenter.py" line="727" />
        <source>Choose a card</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/ui/telefilm/presenter.py" line="728" />
        <source>Only the genre and period are shown. The Director then picks the question.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/ui/telefilm/presenter.py" line="729" />
        <source>Straight and right: the card and a bonus card. Options and right: the card.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/ui/telefilm/presenter.py" line="730" />
        <source>Straight and wrong: the Director wins the card.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/ui/telefilm/presenter.py" line="740" />
        <source>Nobody was right.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/ui/telefilm/presenter.py" line="741" />
        <source>{name} was right.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/ui/telefilm/presenter.py" line="742" />
        <source>Answer {letter}: {text}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/ui/telefilm/presenter.py" line="757" />
        <source>{name} answers straight: no options (a bonus card if right)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/ui/telefilm/presenter.py" line="760" />
        <source>{name} answers straight: no options (+{bonus} if right)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/ui/telefilm/presenter.py" line="763" />
        <source>50%: only two options are left</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/ui/telefilm/presenter.py" line="765" />
        <source>50%: the Director chooses which wrong option to read with the right one</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/ui/telefilm/presenter.py" line="767" />
        <source>Passed: {names}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/ui/telefilm/presenter.py" line="770" />
        <source>Wrong: {names}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/ui/telefilm/presenter.py" line="773" />
        <source>The other Stars here may play a card before the question is read</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/rules/telefilm/engine.py" line="1093" />
        <location filename="../../gamesuite/ui/telefilm/presenter.py" line="776" />
        <source>{name} answered right.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/rules/telefilm/engine.py" line="1087" />
        <location filename="../../gamesuite/ui/telefilm/presenter.py" line="777" />
        <source>Nobody answered right.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/ui/telefilm/presenter.py" line="778" />
        <source>The answer is shown when you press Reveal.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/ui/telefilm/presenter.py" line="814" />
        <source>Answer</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/ui/telefilm/presenter.py" line="819" />
        <source>{card} for {ordinal}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/ui/telefilm/presenter.py" line="829" />
        <source>The Director reads questions {first} and {second}.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/ui/telefilm/presenter.py" line="833" />
        <source>The Director reads question {number}.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/ui/telefilm/presenter.py" line="835" />
        <source>Which question will it be?
1, 2, 3 or 4</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/ui/telefilm/presenter.py" line="838" />
        <source>The Director chooses one of the card's four questions.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/ui/telefilm/presenter.py" line="852" />
        <source>Next: {space} · bet {bet}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/ui/telefilm/presenter.py" line="855" />
        <source>Next: {space}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/ui/telefilm/presenter.py" line="874" />
        <source>{director} offers {star} three cards</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/ui/telefilm/presenter.py" line="879" />
        <source>{name} answers on {space}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/ui/telefilm/table.py" line="225" />
        <source>Period</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/ui/telefilm/table.py" line="227" />
        <location filename="../../gamesuite/ui/telefilm/table.py" line="249" />
        <source>Deck</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/ui/telefilm/table.py" line="232" />
        <source>Director's bets</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/ui/telefilm/table.py" line="282" />
        <source>That is not a move right now.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/ui/telefilm/table.py" line="447" />
        <source>Lap {lap}!</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/ui/telefilm/table.py" line="656" />
        <location filename="../../gamesuite/ui/telefilm/table.py" line="667" />
        <source>Time's up!</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>telma</name>
    <message>
        <location filename="../../gamesuite/rules/telma/spec.py" line="15" />
        <source>Tie window (ms)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/rules/telma/spec.py" line="16" />
        <source>Calls finished within this many milliseconds of the first valid call count as said at the same time.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/rules/telma/spec.py" line="27" />
        <source>Wrongly said nickname</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/rules/telma/spec.py" line="28" />
        <source>What a call the table rejects (wrong or garbled nickname) costs the caller.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/rules/telma/spec.py" line="31" />
        <source>The call does not count; the caller may call again</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/rules/telma/spec.py" line="34" />
        <source>The caller takes the revealed cards, as if they lost the contest</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/rules/telma/spec.py" line="40" />
        <source>Call without a match</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/rules/telma/spec.py" line="41" />
        <source>What happens when someone calls a nickname while no two visible symbols match.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/rules/telma/spec.py" line="44" />
        <source>Nothing: the call is ignored and revealing goes on</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/rules/telma/spec.py" line="47" />
        <source>The caller takes every revealed card and the round restarts with them</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/rules/telma/spec.py" line="53" />
        <source>Cards the loser takes</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/rules/telma/spec.py" line="54" />
        <source>Which face-up cards go to the loser of a contest (and are divided in a tie).</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/rules/telma/spec.py" line="57" />
        <source>All cards revealed on the table, every player's face-up pile</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/rules/telma/spec.py" line="58" />
        <source>Only the face-up piles of the players in the contest</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/rules/telma/spec.py" line="63" />
        <source>Several players out at once</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/rules/telma/spec.py" line="64" />
        <source>When more than one player has no cards after a contest, who wins the round.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/rules/telma/spec.py" line="67" />
        <source>Only the one whose face-down pile ran out first</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/rules/telma/spec.py" line="68" />
        <source>All of them win the round and score its points</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/rules/telma/spec.py" line="73" />
        <source>Restart after a tie</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/rules/telma/spec.py" line="74" />
        <source>Who reveals first after a tied contest (there is no loser to restart with).</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/rules/telma/spec.py" line="79" />
        <source>The first tied player clockwise from the one who revealed the contest card</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/rules/telma/spec.py" line="83" />
        <source>The player after the one who revealed the contest card</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/rules/telma/spec.py" line="88" />
        <source>Centre card at the end of a round</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/rules/telma/spec.py" line="89" />
        <source>What happens to odd cards still waiting in the centre when a round ends.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/rules/telma/spec.py" line="92" />
        <source>Gathered with the other cards and dealt again</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/rules/telma/spec.py" line="93" />
        <source>Stays in the centre for the next loser of the next round</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/rules/telma/spec.py" line="98" />
        <source>Deal for rounds 2 and 3</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/rules/telma/spec.py" line="99" />
        <source>How the cards are dealt again at the start of rounds 2 and 3.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/rules/telma/spec.py" line="104" />
        <source>Gathered seat by seat and dealt without shuffling ("no need to shuffle")</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/rules/telma/spec.py" line="106" />
        <source>Gathered, shuffled and dealt</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/rules/telma/spec.py" line="111" />
        <source>First player of each round</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/rules/telma/spec.py" line="112" />
        <source>Who receives the first card and reveals first in rounds 2 and 3.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/rules/telma/spec.py" line="117" />
        <source>The same player as in round 1 (the deal is exactly as in the first round)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/rules/telma/spec.py" line="119" />
        <source>The deal moves one seat clockwise every round</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/rules/telma/spec.py" line="124" />
        <source>Remove circled-cross cards (4-5 players)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/rules/telma/spec.py" line="125" />
        <source>With 4 or 5 players, take the 16 cards marked with a circled cross out for a faster game.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/rules/telma/spec.py" line="133" />
        <source>Round-3 nickname part</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/rules/telma/spec.py" line="134" />
        <source>What every player adds to their nickname in the third round.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/rules/telma/spec.py" line="137" />
        <source>A provenance ("yellow table from Lisbon")</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/rules/telma/spec.py" line="138" />
        <source>A gesture made while saying the nickname</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/rules/telma/spec.py" line="143" />
        <source>Nobody can reveal</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/rules/telma/spec.py" line="144" />
        <source>What happens when every face-down pile is empty and no symbols match.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/rules/telma/spec.py" line="147" />
        <source>Everyone turns their face-up pile over and revealing goes on</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/rules/telma/spec.py" line="148" />
        <source>The round ends; the player with the fewest cards wins it</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/rules/telma/spec.py" line="153" />
        <source>Tie after round 3</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/rules/telma/spec.py" line="154" />
        <source>How a tie for the most points after the third round is decided.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/rules/telma/spec.py" line="157" />
        <source>The tied players share the win</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/rules/telma/spec.py" line="158" />
        <source>The tied player who won the most recent round wins</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/rules/telma/spec.py" line="163" />
        <source>Contest limit per round</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/rules/telma/spec.py" line="164" />
        <source>After this many contests in one round the round ends and the player with the fewest cards wins it.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/rules/telma/spec.py" line="175" />
        <source>Highlight contests</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/rules/telma/spec.py" line="176" />
        <source>The table screen marks the matching cards when a contest starts.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/rules/telma/spec.py" line="182" />
        <source>Show nicknames during play</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/rules/telma/spec.py" line="183" />
        <source>An easier game: nicknames stay on screen instead of being memorised.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/rules/telma/spec.py" line="192" />
        <source>Telma</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/rules/telma/spec.py" line="193" />
        <source>Spot matching symbols and shout the other player's nickname first.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/rules/telma/spec.py" line="197" />
        <source>Standard</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/rules/telma/spec.py" line="198" />
        <source>Three rounds, nicknames growing each round.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/rules/telma/deck.py" line="20" />
        <source>Anchor</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/rules/telma/deck.py" line="21" />
        <source>Kite</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/rules/telma/deck.py" line="22" />
        <source>Cactus</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/rules/telma/deck.py" line="23" />
        <source>Snail</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/rules/telma/deck.py" line="24" />
        <source>Teapot</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/rules/telma/deck.py" line="25" />
        <source>Lighthouse</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/rules/telma/deck.py" line="26" />
        <source>Umbrella</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/rules/telma/deck.py" line="27" />
        <source>Pineapple</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/rules/telma/deck.py" line="28" />
        <source>Feather</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/rules/telma/deck.py" line="29" />
        <source>Bicycle</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/rules/telma/deck.py" line="30" />
        <source>Crown</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/rules/telma/deck.py" line="31" />
        <source>Octopus</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/rules/telma/deck.py" line="77" />
        <source>the Surto</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/rules/telma/deck.py" line="117" />
        <source>table</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/rules/telma/deck.py" line="118" />
        <source>hut</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/rules/telma/deck.py" line="119" />
        <source>hat</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/rules/telma/deck.py" line="120" />
        <source>ghost</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/rules/telma/deck.py" line="121" />
        <source>spoon</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/rules/telma/deck.py" line="122" />
        <source>button</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/rules/telma/deck.py" line="123" />
        <source>pillow</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/rules/telma/deck.py" line="124" />
        <source>carrot</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/rules/telma/deck.py" line="125" />
        <source>ladder</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/rules/telma/deck.py" line="126" />
        <source>bucket</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/rules/telma/deck.py" line="127" />
        <source>whistle</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/rules/telma/deck.py" line="128" />
        <source>sock</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/rules/telma/deck.py" line="129" />
        <source>comet</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/rules/telma/deck.py" line="130" />
        <source>pebble</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/rules/telma/deck.py" line="131" />
        <source>drum</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/rules/telma/deck.py" line="132" />
        <source>kettle</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/rules/telma/deck.py" line="133" />
        <source>candle</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/rules/telma/deck.py" line="134" />
        <source>mitten</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/rules/telma/deck.py" line="135" />
        <source>pumpkin</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/rules/telma/deck.py" line="136" />
        <source>tractor</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/rules/telma/deck.py" line="137" />
        <source>violin</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/rules/telma/deck.py" line="138" />
        <source>waffle</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/rules/telma/deck.py" line="139" />
        <source>zipper</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/rules/telma/deck.py" line="140" />
        <source>lantern</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/rules/telma/deck.py" line="141" />
        <source>noodle</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/rules/telma/deck.py" line="142" />
        <source>parrot</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/rules/telma/deck.py" line="143" />
        <source>biscuit</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/rules/telma/deck.py" line="144" />
        <source>trumpet</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/rules/telma/deck.py" line="145" />
        <source>walrus</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/rules/telma/deck.py" line="146" />
        <source>saucepan</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/rules/telma/deck.py" line="147" />
        <source>broom</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/rules/telma/deck.py" line="148" />
        <source>cushion</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/rules/telma/deck.py" line="149" />
        <source>doorbell</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/rules/telma/deck.py" line="150" />
        <source>goblet</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/rules/telma/deck.py" line="151" />
        <source>hammock</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/rules/telma/deck.py" line="152" />
        <source>igloo</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/rules/telma/deck.py" line="153" />
        <source>jellyfish</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/rules/telma/deck.py" line="154" />
        <source>muffin</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/rules/telma/deck.py" line="155" />
        <source>penguin</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/rules/telma/deck.py" line="156" />
        <source>radish</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/rules/telma/deck.py" line="159" />
        <source>yellow</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/rules/telma/deck.py" line="160" />
        <source>old</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/rules/telma/deck.py" line="161" />
        <source>big</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/rules/telma/deck.py" line="162" />
        <source>scary</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/rules/telma/deck.py" line="163" />
        <source>sleepy</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/rules/telma/deck.py" line="164" />
        <source>shiny</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/rules/telma/deck.py" line="165" />
        <source>grumpy</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/rules/telma/deck.py" line="166" />
        <source>tiny</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/rules/telma/deck.py" line="167" />
        <source>fuzzy</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/rules/telma/deck.py" line="168" />
        <source>noisy</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/rules/telma/deck.py" line="169" />
        <source>purple</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/rules/telma/deck.py" line="170" />
        <source>brave</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/rules/telma/deck.py" line="171" />
        <source>wobbly</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/rules/telma/deck.py" line="172" />
        <source>sneaky</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/rules/telma/deck.py" line="173" />
        <source>cheerful</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/rules/telma/deck.py" line="174" />
        <source>dusty</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/rules/telma/deck.py" line="175" />
        <source>giant</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/rules/telma/deck.py" line="176" />
        <source>polite</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/rules/telma/deck.py" line="177" />
        <source>spotty</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/rules/telma/deck.py" line="178" />
        <source>frozen</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/rules/telma/deck.py" line="179" />
        <source>curious</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/rules/telma/deck.py" line="180" />
        <source>lazy</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/rules/telma/deck.py" line="181" />
        <source>royal</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/rules/telma/deck.py" line="182" />
        <source>squeaky</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/rules/telma/deck.py" line="183" />
        <source>striped</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/rules/telma/deck.py" line="184" />
        <source>windy</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/rules/telma/deck.py" line="185" />
        <source>bouncy</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/rules/telma/deck.py" line="186" />
        <source>clumsy</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/rules/telma/deck.py" line="187" />
        <source>gentle</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/rules/telma/deck.py" line="188" />
        <source>silver</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/rules/telma/deck.py" line="191" />
        <source>from Lisbon</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/rules/telma/deck.py" line="192" />
        <source>from the mountains</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/rules/telma/deck.py" line="193" />
        <source>from Tuscany</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/rules/telma/deck.py" line="194" />
        <source>from the harbour</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/rules/telma/deck.py" line="195" />
        <source>from Bahia</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/rules/telma/deck.py" line="196" />
        <source>from the moon</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/rules/telma/deck.py" line="197" />
        <source>from Oslo</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/rules/telma/deck.py" line="198" />
        <source>from the desert</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/rules/telma/deck.py" line="199" />
        <source>from Naples</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/rules/telma/deck.py" line="200" />
        <source>from the jungle</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/rules/telma/deck.py" line="201" />
        <source>from Kyoto</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/rules/telma/deck.py" line="202" />
        <source>from the valley</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/rules/telma/deck.py" line="203" />
        <source>from Cairo</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/rules/telma/deck.py" line="204" />
        <source>from the islands</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/rules/telma/deck.py" line="205" />
        <source>from Quebec</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/rules/telma/deck.py" line="206" />
        <source>from the north pole</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/rules/telma/deck.py" line="209" />
        <source>touching the nose</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/rules/telma/deck.py" line="210" />
        <source>standing up</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/rules/telma/deck.py" line="211" />
        <source>clapping twice</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/rules/telma/deck.py" line="212" />
        <source>waving both hands</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/rules/telma/deck.py" line="213" />
        <source>tapping the head</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/rules/telma/deck.py" line="214" />
        <source>winking</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/rules/telma/deck.py" line="215" />
        <source>pointing at the ceiling</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/rules/telma/deck.py" line="216" />
        <source>crossing the arms</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/rules/telma/deck.py" line="217" />
        <source>pulling an ear</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/rules/telma/deck.py" line="218" />
        <source>shrugging</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/rules/telma/deck.py" line="219" />
        <source>thumbs up</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/rules/telma/deck.py" line="220" />
        <source>puffing the cheeks</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/rules/telma/engine.py" line="75" />
        <source>Telma takes {low}-{high} players, not {count}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/rules/telma/engine.py" line="104" />
        <source>{names} wins!</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/rules/telma/engine.py" line="106" />
        <source>{names} share the win!</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/rules/telma/engine.py" line="180" />
        <source>Telma has no action {kind}.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/rules/telma/engine.py" line="182" />
        <source>The match is over.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/rules/telma/engine.py" line="186" />
        <source>Unexpected detail for {kind}: {details}.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/rules/telma/engine.py" line="190" />
        <source>That action needs the seat of a player at the table.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/rules/telma/engine.py" line="192" />
        <source>{kind} is made by the table, not by one player.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/rules/telma/engine.py" line="195" />
        <source>Nicknames are chosen only before a round starts.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/rules/telma/engine.py" line="198" />
        <source>The round has not started yet: choose nicknames first.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/rules/telma/engine.py" line="201" />
        <source>Finish the contest first.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/rules/telma/engine.py" line="203" />
        <source>It is {name}'s turn to reveal.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/rules/telma/engine.py" line="206" />
        <source>A contest is on: that call belongs to the contest.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/rules/telma/engine.py" line="208" />
        <source>No symbols match: the call is ignored.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/rules/telma/engine.py" line="210" />
        <source>There is no contest now.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/rules/telma/engine.py" line="216" />
        <source>{name} is not in this contest.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/rules/telma/engine.py" line="218" />
        <source>A call needs its time in whole milliseconds (t_ms).</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/rules/telma/engine.py" line="220" />
        <source>{name} has already called.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/rules/telma/engine.py" line="225" />
        <source>In this contest a call must say whose nickname was said (named).</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/rules/telma/engine.py" line="229" />
        <source>{name} cannot call that player in this contest.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/rules/telma/engine.py" line="234" />
        <source>Nobody has called yet.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/rules/telma/engine.py" line="237" />
        <source>settle needs the time in whole milliseconds (t_ms).</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/rules/telma/engine.py" line="239" />
        <source>Wait until the tie window has passed after the first call.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/rules/telma/engine.py" line="243" />
        <source>That player has no call to reject.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/rules/telma/engine.py" line="248" />
        <source>A tie needs the list of tied seats.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/rules/telma/engine.py" line="250" />
        <source>A tie needs two or more different players.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/rules/telma/engine.py" line="252" />
        <source>Only players in the contest can tie.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/rules/telma/engine.py" line="284" />
        <source>Type a nickname word.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/rules/telma/engine.py" line="288" />
        <source>Keep it shorter (at most {limit} characters).</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/rules/telma/engine.py" line="293" />
        <source>{name} already chose that noun.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/rules/telma/engine.py" line="335" />
        <source>{name} chose their {part}.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/rules/telma/flow.py" line="266" />
        <source>said first</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/rules/telma/flow.py" line="267" />
        <source>said together</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/rules/telma/engine.py" line="372" />
        <source>declared by the table</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/rules/telma/flow.py" line="147" />
        <source>{name} reveals the Surto.</source>
        <extracomment>The smallest word list a content may bring for a part (so eight players can each get their own noun).</extracomment>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/rules/telma/flow.py" line="149" />
        <source>{name} reveals {symbol}.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/rules/telma/flow.py" line="150" />
        <source>{name} reveals {first} + {second}.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/rules/telma/flow.py" line="270" />
        <source>noun</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/rules/telma/flow.py" line="271" />
        <source>adjective</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/rules/telma/flow.py" line="272" />
        <source>provenance</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/rules/telma/flow.py" line="273" />
        <source>gesture</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/rules/telma/flow.py" line="276" />
        <source>Round {round}: the cards are dealt again. Add an adjective to your nickname!</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/rules/telma/flow.py" line="277" />
        <source>Round {round}: the cards are dealt again. Add a provenance to your nickname!</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/rules/telma/flow.py" line="278" />
        <source>Round {round}: the cards are dealt again. Add a gesture to your nickname!</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/rules/telma/flow.py" line="279" />
        <source>Round {round}: the cards are dealt again. Add a noun to your nickname!</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/rules/telma/flow.py" line="342" />
        <source>{name} gets a {part} picked for them.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/rules/telma/flow.py" line="353" />
        <source>Round {round} starts. {name} reveals first.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/rules/telma/flow.py" line="435" />
        <source>The Surto! Everyone contests: say anyone's nickname!</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/rules/telma/flow.py" line="437" />
        <source>Three-way contest between {names}!</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/rules/telma/flow.py" line="439" />
        <source>Contest between {names} ({symbols})!</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/rules/telma/flow.py" line="461" />
        <source>{name} calls {named}'s nickname.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/rules/telma/flow.py" line="471" />
        <source>{name}'s call does not count.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/rules/telma/flow.py" line="474" />
        <source>a wrong nickname</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/rules/telma/flow.py" line="479" />
        <source>{name} called, but nothing matches!</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/rules/telma/flow.py" line="481" />
        <source>a call without a match</source>
        <translation type="unfinished" />
    </message>
    <message numerus="yes">
        <location filename="../../gamesuite/rules/telma/flow.py" line="545" />
        <source>{name} takes %n card(s) ({reason}).</source>
        <translation><numerusform>{name} takes %n card ({reason}).</numerusform><numerusform>{name} takes %n cards ({reason}).</numerusform></translation>
    </message>
    <message numerus="yes">
        <location filename="../../gamesuite/rules/telma/flow.py" line="579" />
        <source>Tie ({reason}) between {names}: %n card(s) each, {centre} to the centre.</source>
        <translation><numerusform>Tie ({reason}) between {names}: %n card each, {centre} to the centre.</numerusform><numerusform>Tie ({reason}) between {names}: %n cards each, {centre} to the centre.</numerusform></translation>
    </message>
    <message numerus="yes">
        <location filename="../../gamesuite/rules/telma/flow.py" line="582" />
        <source>Tie ({reason}) between {names}: %n card(s) each.</source>
        <translation><numerusform>Tie ({reason}) between {names}: %n card each.</numerusform><numerusform>Tie ({reason}) between {names}: %n cards each.</numerusform></translation>
    </message>
    <message>
        <location filename="../../gamesuite/rules/telma/flow.py" line="623" />
        <source>{name} reveals next.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/rules/telma/flow.py" line="652" />
        <source>Nobody can reveal: everyone turns their face-up cards over. {name} reveals next.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/rules/telma/flow.py" line="716" />
        <source>out of cards</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/rules/telma/flow.py" line="717" />
        <source>nobody could reveal; fewest cards</source>
        <translation type="unfinished" />
    </message>
    <message numerus="yes">
        <location filename="../../gamesuite/rules/telma/flow.py" line="725" />
        <source>{names} wins round {round} ({how}) and scores %n point(s).</source>
        <translation><numerusform>{names} wins round {round} ({how}) and scores %n point.</numerusform><numerusform>{names} wins round {round} ({how}) and scores %n points.</numerusform></translation>
    </message>
    <message numerus="yes">
        <location filename="../../gamesuite/rules/telma/flow.py" line="726" />
        <source>{names} win round {round} ({how}) and score %n point(s).</source>
        <translation><numerusform>{names} win round {round} ({how}) and score %n point.</numerusform><numerusform>{names} win round {round} ({how}) and score %n points.</numerusform></translation>
    </message>
    <message numerus="yes">
        <location filename="../../gamesuite/rules/telma/flow.py" line="729" />
        <source>{names} wins round {round} (the limit of {limit} contests; fewest cards) and scores %n point(s).</source>
        <translation><numerusform>{names} wins round {round} (the limit of {limit} contests; fewest cards) and scores %n point.</numerusform><numerusform>{names} wins round {round} (the limit of {limit} contests; fewest cards) and scores %n points.</numerusform></translation>
    </message>
    <message numerus="yes">
        <location filename="../../gamesuite/rules/telma/flow.py" line="732" />
        <source>{names} win round {round} (the limit of {limit} contests; fewest cards) and score %n point(s).</source>
        <translation><numerusform>{names} win round {round} (the limit of {limit} contests; fewest cards) and score %n point.</numerusform><numerusform>{names} win round {round} (the limit of {limit} contests; fewest cards) and score %n points.</numerusform></translation>
    </message>
    <message>
        <location filename="../../gamesuite/rules/telma/flow.py" line="743" />
        <location filename="../../gamesuite/ui/telma/presenter.py" line="542" />
        <source>{names} wins the match!</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/rules/telma/flow.py" line="745" />
        <location filename="../../gamesuite/ui/telma/presenter.py" line="543" />
        <source>{names} share the match!</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/ui/telma/art.py" line="531" />
        <source>SURTO!</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/ui/telma/items.py" line="291" />
        <source>no cards</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/ui/telma/items.py" line="301" />
        <source>key / tap</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/ui/telma/presenter.py" line="38" />
        <source>choose a nickname: a common noun</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/ui/telma/presenter.py" line="39" />
        <source>add an adjective to your nickname</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/ui/telma/presenter.py" line="40" />
        <source>add where your nickname comes from</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/ui/telma/presenter.py" line="41" />
        <source>add a gesture to your nickname</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/ui/telma/presenter.py" line="44" />
        <source>table, hut, hat, ghost… Say it out loud so everyone remembers it!</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/ui/telma/presenter.py" line="45" />
        <source>yellow table, old hut, scary ghost… Say the new nickname out loud!</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/ui/telma/presenter.py" line="46" />
        <source>yellow table from Lisbon, old hut from the moon… Say it out loud!</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/ui/telma/presenter.py" line="47" />
        <source>clap while saying it, touch your nose… Show everyone!</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/ui/telma/presenter.py" line="49" />
        <source>Test your key: click here, then press it — your row lights up.</source>
        <translation type="unfinished" />
    </message>
    <message numerus="yes">
        <location filename="../../gamesuite/ui/telma/presenter.py" line="58" />
        <source>%n pt(s)</source>
        <translation><numerusform>%n pt</numerusform><numerusform>%n pts</numerusform></translation>
    </message>
    <message>
        <location filename="../../gamesuite/ui/telma/presenter.py" line="119" />
        <source>Not your turn</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/ui/telma/presenter.py" line="120" />
        <source>Not in this contest</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/ui/telma/presenter.py" line="121" />
        <source>Already called</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/ui/telma/presenter.py" line="335" />
        <source>Round {number} of 3</source>
        <translation type="unfinished" />
    </message>
    <message numerus="yes">
        <location filename="../../gamesuite/ui/telma/presenter.py" line="336" />
        <source>worth %n point(s) · {players} players</source>
        <translation><numerusform>worth %n point · {players} players</numerusform><numerusform>worth %n points · {players} players</numerusform></translation>
    </message>
    <message>
        <location filename="../../gamesuite/ui/telma/presenter.py" line="339" />
        <source>{count} in the centre: for the next loser</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/ui/telma/presenter.py" line="340" />
        <source>Centre: empty (ties leave cards here)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/ui/telma/presenter.py" line="346" />
        <source>Hide nicknames</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/ui/telma/presenter.py" line="346" />
        <location filename="../../gamesuite/ui/telma/table.py" line="210" />
        <source>Show nicknames</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/ui/telma/presenter.py" line="347" />
        <source>Space = OK
Ctrl+Z = undo</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/ui/telma/presenter.py" line="348" />
        <source>Tap your round button
or press your key</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/ui/telma/presenter.py" line="394" />
        <source>{name} reveals</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/ui/telma/presenter.py" line="395" />
        <source>Press {key} or tap {name}'s round button</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/ui/telma/presenter.py" line="400" />
        <source>Waiting for the first call…</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/ui/telma/presenter.py" line="405" />
        <source>Round {number}: {names}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/ui/telma/presenter.py" line="408" />
        <source>Points: {scores}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/ui/telma/presenter.py" line="409" />
        <source>{rounds} — Game ▸ New game to play again</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/ui/telma/presenter.py" line="416" />
        <source>THE SURTO! Everyone!</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/ui/telma/presenter.py" line="417" />
        <source>Say anyone's nickname, press your key, then pick who you named</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/ui/telma/presenter.py" line="419" />
        <source>CONTEST!</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/ui/telma/presenter.py" line="419" />
        <source>Who is in it? Say the nickname and press your key</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/ui/telma/presenter.py" line="424" />
        <source>THREE-WAY: {name} vs {others}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/ui/telma/presenter.py" line="425" />
        <source>{name}: say either nickname · {others}: say {name}'s · then pick</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/ui/telma/presenter.py" line="428" />
        <source>CONTEST! {first} vs {second}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/ui/telma/presenter.py" line="429" />
        <source>{symbols}: say the other's nickname — first to finish presses their key</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/ui/telma/presenter.py" line="440" />
        <source>{name}: wrong</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/ui/telma/presenter.py" line="442" />
        <source>{name} called first</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/ui/telma/presenter.py" line="445" />
        <source>{who} +{seconds}s</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/ui/telma/presenter.py" line="455" />
        <source>{name} takes the cards</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/ui/telma/presenter.py" line="456" />
        <source>Tie: {names}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/ui/telma/presenter.py" line="462" />
        <source>{name} said:</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/ui/telma/presenter.py" line="496" />
        <source>e.g. {suggestion}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/ui/telma/presenter.py" line="499" />
        <source>Press a key</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/ui/telma/presenter.py" line="499" />
        <location filename="../../gamesuite/ui/telma/setup.py" line="61" />
        <source>Change</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/ui/telma/presenter.py" line="503" />
        <source>Round {number} — {task}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/ui/telma/presenter.py" line="505" />
        <location filename="../../gamesuite/ui/telma/setup.py" line="158" />
        <source>Start round {number}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/ui/telma/presenter.py" line="519" />
        <source>{adjective} {noun}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/ui/telma/presenter.py" line="524" />
        <source>{nickname} ({gesture})</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/ui/telma/presenter.py" line="526" />
        <source>{nickname} {provenance}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/ui/telma/presenter.py" line="533" />
        <source>{names} got a suggestion in the empty box: say it out loud (or change it), then press Start round {number} again.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/ui/telma/presenter.py" line="535" />
        <source>{names} got suggestions in the empty boxes: say them out loud (or change them), then press Start round {number} again.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/ui/telma/presenter.py" line="551" />
        <source>Round {number}: choose nicknames, then start the round.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/ui/telma/presenter.py" line="555" />
        <source>Round {number}: {name} reveals (key {key}).</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/ui/telma/presenter.py" line="558" />
        <source>Contest! Say the nickname, then press your key.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/ui/telma/setup.py" line="57" />
        <source>Key</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/ui/telma/setup.py" line="71" />
        <source>Nickname, seat {number}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/ui/telma/table.py" line="204" />
        <source>It was a tie</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/ui/telma/table.py" line="207" />
        <source>OK (Space)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/ui/telma/table.py" line="237" />
        <source>Whose nicknames were said together?</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/ui/telma/table.py" line="412" />
        <source>Split the cards</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/ui/telma/table.py" line="414" />
        <source>Cancel</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/ui/telma/table.py" line="501" />
        <source>That is not a move right now.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/ui/telma/table.py" line="559" />
        <source>Too late!</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/ui/telma/table.py" line="570" />
        <location filename="../../gamesuite/ui/telma/table.py" line="580" />
        <source>Called! Whose nickname?</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../gamesuite/ui/telma/table.py" line="602" />
        <source>That call was not accepted.</source>
        <translation type="unfinished" />
    </message>
</context>
</TS>