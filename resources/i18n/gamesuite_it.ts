<?xml version='1.0' encoding='utf-8'?>
<TS version="2.1" language="it_IT">
<context>
    <name>ciak</name>
    <message>
        <location filename="../../gamesuite/rules/ciak/spec.py" line="28" />
        <source>Lynching damage</source>
        <translation>Danni del linciaggio</translation>
    </message>
    <message>
        <location filename="../../gamesuite/rules/ciak/spec.py" line="29" />
        <source>How much damage a lynching deals to the chosen character.</source>
        <translation>Quanti danni infligge un linciaggio al personaggio scelto.</translation>
    </message>
    <message>
        <location filename="../../gamesuite/rules/ciak/spec.py" line="32" />
        <source>The lyncher's total ATT (all their characters, with boosts)</source>
        <translation>L'ATT totale di chi lincia (tutti i suoi personaggi, con i potenziamenti)</translation>
    </message>
    <message>
        <location filename="../../gamesuite/rules/ciak/spec.py" line="35" />
        <source>In a defence, only the margin DIF minus ATT; card lynchings use total ATT</source>
        <translation>In difesa, solo lo scarto DIF meno ATT; i linciaggi da carta usano l'ATT totale</translation>
    </message>
    <message>
        <location filename="../../gamesuite/rules/ciak/spec.py" line="37" />
        <source>A lynching always kills the chosen character</source>
        <translation>Un linciaggio uccide sempre il personaggio scelto</translation>
    </message>
    <message>
        <location filename="../../gamesuite/rules/ciak/spec.py" line="42" />
        <source>Lynched character</source>
        <translation>Personaggio linciato</translation>
    </message>
    <message>
        <location filename="../../gamesuite/rules/ciak/spec.py" line="43" />
        <source>Who picks the character that suffers a lynching.</source>
        <translation>Chi sceglie il personaggio che subisce il linciaggio.</translation>
    </message>
    <message>
        <location filename="../../gamesuite/rules/ciak/spec.py" line="46" />
        <source>The player carrying out the lynching chooses</source>
        <translation>Sceglie chi esegue il linciaggio</translation>
    </message>
    <message>
        <location filename="../../gamesuite/rules/ciak/spec.py" line="47" />
        <source>The player suffering the lynching chooses</source>
        <translation>Sceglie chi subisce il linciaggio</translation>
    </message>
    <message>
        <location filename="../../gamesuite/rules/ciak/spec.py" line="48" />
        <source>Automatically the victim's character with the highest ATT</source>
        <translation>In automatico il personaggio della vittima con l'ATT più alto</translation>
    </message>
    <message>
        <location filename="../../gamesuite/rules/ciak/spec.py" line="53" />
        <source>Six cards from a short deck</source>
        <translation>Sei carte da un mazzo quasi finito</translation>
    </message>
    <message>
        <location filename="../../gamesuite/rules/ciak/spec.py" line="54" />
        <source>When the deck cannot bring the active player's hand up to 6 at the end of the turn.</source>
        <translation>Quando a fine turno il mazzo non basta a riportare a 6 le carte in mano al giocatore di turno.</translation>
    </message>
    <message>
        <location filename="../../gamesuite/rules/ciak/spec.py" line="59" />
        <source>The deck has run out: they draw what is left and the game ends</source>
        <translation>Il mazzo è finito: pesca quel che resta e la partita termina</translation>
    </message>
    <message>
        <location filename="../../gamesuite/rules/ciak/spec.py" line="62" />
        <source>They keep fewer cards; every other player has one last turn without drawing</source>
        <translation>Tiene meno carte; ogni altro giocatore fa un ultimo turno senza pescare</translation>
    </message>
    <message>
        <location filename="../../gamesuite/rules/ciak/spec.py" line="70" />
        <source>When the deck runs out</source>
        <translation>Quando il mazzo finisce</translation>
    </message>
    <message>
        <location filename="../../gamesuite/rules/ciak/spec.py" line="71" />
        <source>The moment the deck counts as run out.</source>
        <translation>Il momento in cui il mazzo si considera finito.</translation>
    </message>
    <message>
        <location filename="../../gamesuite/rules/ciak/spec.py" line="74" />
        <source>When a card must be drawn and the deck is empty</source>
        <translation>Quando si deve pescare e il mazzo è vuoto</translation>
    </message>
    <message>
        <location filename="../../gamesuite/rules/ciak/spec.py" line="75" />
        <source>As soon as the last card is drawn</source>
        <translation>Appena viene pescata l'ultima carta</translation>
    </message>
    <message>
        <location filename="../../gamesuite/rules/ciak/spec.py" line="80" />
        <source>Sacking respects the 10-million cap</source>
        <translation>Il saccheggio rispetta il tetto di 10 milioni</translation>
    </message>
    <message>
        <location filename="../../gamesuite/rules/ciak/spec.py" line="81" />
        <source>Whether the million gained by a sacking is lost when the company already holds 10.</source>
        <translation>Se il milione guadagnato con un saccheggio va perso quando la compagnia ne ha già 10.</translation>
    </message>
    <message>
        <location filename="../../gamesuite/rules/ciak/spec.py" line="87" />
        <source>Ties in the d20 roll-off</source>
        <translation>Pareggi nel tiro iniziale col d20</translation>
    </message>
    <message>
        <location filename="../../gamesuite/rules/ciak/spec.py" line="88" />
        <source>What happens when several players roll the same highest number to start.</source>
        <translation>Cosa succede quando più giocatori ottengono lo stesso numero più alto per iniziare.</translation>
    </message>
    <message>
        <location filename="../../gamesuite/rules/ciak/spec.py" line="91" />
        <source>Only the tied players roll again</source>
        <translation>Ritirano solo i giocatori in parità</translation>
    </message>
    <message>
        <location filename="../../gamesuite/rules/ciak/spec.py" line="92" />
        <source>Everybody rolls again</source>
        <translation>Ritirano tutti</translation>
    </message>
    <message>
        <location filename="../../gamesuite/rules/ciak/spec.py" line="93" />
        <source>The tied player seated first starts</source>
        <translation>Inizia, tra quelli in parità, chi siede prima</translation>
    </message>
    <message>
        <location filename="../../gamesuite/rules/ciak/spec.py" line="98" />
        <source>A conquered company</source>
        <translation>Una compagnia conquistata</translation>
    </message>
    <message>
        <location filename="../../gamesuite/rules/ciak/spec.py" line="99" />
        <source>What a company you conquered (or took over from your ally) does for you. Its basic million at the start of your turn never comes with it (rulebook).</source>
        <translation>Cosa fa per te una compagnia che hai conquistato (o ereditato dal tuo alleato). Il suo milione base all'inizio del tuo turno non passa mai a te (regolamento).</translation>
    </message>
    <message>
        <location filename="../../gamesuite/rules/ciak/spec.py" line="108" />
        <source>Its ability works for you (activated, lasting, start-of-turn draws) except any million it adds at the start of the turn: a conquered Wall Disny gives nothing</source>
        <translation>La sua abilità lavora per te (attivata, permanente, pescate di inizio turno) tranne i milioni che aggiunge a inizio turno: una Wall Disny conquistata non dà nulla</translation>
    </message>
    <message>
        <location filename="../../gamesuite/rules/ciak/spec.py" line="116" />
        <source>Its whole ability works for you, start-of-turn millions included (a conquered Wall Disny adds its million)</source>
        <translation>Tutta la sua abilità lavora per te, compresi i milioni di inizio turno (una Wall Disny conquistata aggiunge il suo milione)</translation>
    </message>
    <message>
        <location filename="../../gamesuite/rules/ciak/spec.py" line="122" />
        <source>Only its activated ability (once per turn); nothing else</source>
        <translation>Solo la sua abilità attivata (una volta per turno); nient'altro</translation>
    </message>
    <message>
        <location filename="../../gamesuite/rules/ciak/spec.py" line="123" />
        <source>Nothing: it is only a trophy</source>
        <translation>Niente: è solo un trofeo</translation>
    </message>
    <message>
        <location filename="../../gamesuite/rules/ciak/spec.py" line="128" />
        <source>When Event cards are played</source>
        <translation>Quando si giocano le carte Evento</translation>
    </message>
    <message>
        <location filename="../../gamesuite/rules/ciak/spec.py" line="129" />
        <source>When on your own turn an Event may be played (the rulebook says only "on your turn").</source>
        <translation>In quale momento del tuo turno si può giocare un Evento (il regolamento dice solo "nel tuo turno").</translation>
    </message>
    <message>
        <location filename="../../gamesuite/rules/ciak/spec.py" line="136" />
        <source>In your phases 2 and 4, with the stack empty (like characters and items)</source>
        <translation>Nelle tue fasi 2 e 4, con la pila vuota (come personaggi e oggetti)</translation>
    </message>
    <message>
        <location filename="../../gamesuite/rules/ciak/spec.py" line="140" />
        <source>Whenever you hold priority on your own turn: phases 2-4, the fight window of phase 3 and in answer to cards on the stack</source>
        <translation>Ogni volta che hai la priorità nel tuo turno: fasi 2-4, la finestra di combattimento della fase 3 e in risposta alle carte nella pila</translation>
    </message>
    <message>
        <location filename="../../gamesuite/rules/ciak/spec.py" line="150" />
        <source>The others' turn at the end of a phase</source>
        <translation>Il turno degli altri a fine fase</translation>
    </message>
    <message>
        <location filename="../../gamesuite/rules/ciak/spec.py" line="151" />
        <source>When the other players may play before a phase of the active player ends (they may always answer what the active player puts on the stack).</source>
        <translation>Quando gli altri giocatori possono giocare prima che finisca una fase del giocatore di turno (possono sempre rispondere a ciò che lui mette nella pila).</translation>
    </message>
    <message>
        <location filename="../../gamesuite/rules/ciak/spec.py" line="160" />
        <source>Only if the active player played no card or ability in that phase (as printed); otherwise the active player's pass with an empty stack ends phases 2 and 4</source>
        <translation>Solo se il giocatore di turno non ha giocato carte né abilità in quella fase (come da regolamento); altrimenti il suo passo con la pila vuota chiude le fasi 2 e 4</translation>
    </message>
    <message>
        <location filename="../../gamesuite/rules/ciak/spec.py" line="168" />
        <source>Always: a phase ends only when every player passes in a row with an empty stack</source>
        <translation>Sempre: una fase finisce solo quando tutti passano di fila con la pila vuota</translation>
    </message>
    <message>
        <location filename="../../gamesuite/rules/ciak/spec.py" line="176" />
        <source>Sackings past the last dominion point</source>
        <translation>Saccheggi oltre l'ultimo punto dominio</translation>
    </message>
    <message>
        <location filename="../../gamesuite/rules/ciak/spec.py" line="177" />
        <source>Damage beyond what a company's remaining dominion points absorb.</source>
        <translation>I danni oltre quelli che i punti dominio rimasti a una compagnia possono assorbire.</translation>
    </message>
    <message>
        <location filename="../../gamesuite/rules/ciak/spec.py" line="182" />
        <source>Sackings stop at the company's last point: no card or million for the rest</source>
        <translation>I saccheggi si fermano all'ultimo punto della compagnia: niente carte né milioni per il resto</translation>
    </message>
    <message>
        <location filename="../../gamesuite/rules/ciak/spec.py" line="186" />
        <source>Every full 1000 still counts: the attacker draws 1 and adds 1 million for each</source>
        <translation>Ogni 1000 pieno conta comunque: per ciascuno l'attaccante pesca 1 carta e aggiunge 1 milione</translation>
    </message>
    <message>
        <location filename="../../gamesuite/rules/ciak/spec.py" line="194" />
        <source>Alliance turn order after a defeat</source>
        <translation>Ordine dei turni in Alleanza dopo una sconfitta</translation>
    </message>
    <message>
        <location filename="../../gamesuite/rules/ciak/spec.py" line="195" />
        <source>Who plays next in an Alliance game once a player is out.</source>
        <translation>Chi gioca dopo, in una partita Alleanza, quando un giocatore è eliminato.</translation>
    </message>
    <message>
        <location filename="../../gamesuite/rules/ciak/spec.py" line="200" />
        <source>Turns keep alternating between the alliances (as printed); a lone survivor plays every turn of their alliance</source>
        <translation>I turni continuano ad alternarsi tra le alleanze (come da regolamento); chi resta solo gioca ogni turno della sua alleanza</translation>
    </message>
    <message>
        <location filename="../../gamesuite/rules/ciak/spec.py" line="208" />
        <source>Round the table, skipping the defeated seat (one alliance may then play twice in a row)</source>
        <translation>In giro per il tavolo, saltando il posto sconfitto (un'alleanza può allora giocare due volte di fila)</translation>
    </message>
    <message>
        <location filename="../../gamesuite/rules/ciak/spec.py" line="217" />
        <source>Starting millions</source>
        <translation>Milioni iniziali</translation>
    </message>
    <message>
        <location filename="../../gamesuite/rules/ciak/spec.py" line="218" />
        <source>Millions each company holds before the first turn (the rulebook names none).</source>
        <translation>I milioni di ogni compagnia prima del primo turno (il regolamento non ne indica).</translation>
    </message>
    <message>
        <location filename="../../gamesuite/rules/ciak/spec.py" line="226" />
        <source>Foreign companies in the draw</source>
        <translation>Compagnie straniere nel sorteggio</translation>
    </message>
    <message>
        <location filename="../../gamesuite/rules/ciak/spec.py" line="227" />
        <source>Whether the Dominion boss company can be drawn in Massacre and Alliance games.</source>
        <translation>Se la compagnia boss del Dominio può essere sorteggiata nelle partite Massacro e Alleanza.</translation>
    </message>
    <message>
        <location filename="../../gamesuite/rules/ciak/spec.py" line="234" />
        <source>Dominion: deck runs out</source>
        <translation>Dominio: il mazzo finisce</translation>
    </message>
    <message>
        <location filename="../../gamesuite/rules/ciak/spec.py" line="235" />
        <source>How the boss is compared with the coalition when the deck runs out.</source>
        <translation>Come si confronta il boss con la coalizione quando il mazzo finisce.</translation>
    </message>
    <message>
        <location filename="../../gamesuite/rules/ciak/spec.py" line="240" />
        <source>The coalition's remaining points are added together, as in an alliance</source>
        <translation>I punti rimasti alla coalizione si sommano, come in un'alleanza</translation>
    </message>
    <message>
        <location filename="../../gamesuite/rules/ciak/spec.py" line="242" />
        <source>The boss against the coalition player with the most points</source>
        <translation>Il boss contro il giocatore della coalizione con più punti</translation>
    </message>
    <message>
        <location filename="../../gamesuite/rules/ciak/spec.py" line="251" />
        <location filename="../../gamesuite/ui/ciak/faces.py" line="23" />
        <location filename="../../gamesuite/ui/ciak/gallery.py" line="62" />
        <source>Ciak!</source>
        <translation>Ciak!</translation>
    </message>
    <message>
        <location filename="../../gamesuite/rules/ciak/spec.py" line="252" />
        <source>Run a film studio of Lollywood and sack your rivals.</source>
        <translation>Guida uno studio di Lollywood e saccheggia i rivali.</translation>
    </message>
    <message>
        <location filename="../../gamesuite/rules/ciak/spec.py" line="256" />
        <location filename="../../gamesuite/ui/ciak/presenter.py" line="47" />
        <source>Massacre</source>
        <translation>Massacro</translation>
    </message>
    <message>
        <location filename="../../gamesuite/rules/ciak/spec.py" line="257" />
        <source>1 vs 1 or all against all.</source>
        <translation>1 contro 1 o tutti contro tutti.</translation>
    </message>
    <message>
        <location filename="../../gamesuite/rules/ciak/spec.py" line="263" />
        <location filename="../../gamesuite/ui/ciak/presenter.py" line="47" />
        <source>Alliance</source>
        <translation>Alleanza</translation>
    </message>
    <message>
        <location filename="../../gamesuite/rules/ciak/spec.py" line="264" />
        <source>2 vs 2 with crossed seating.</source>
        <translation>2 contro 2, seduti alternati.</translation>
    </message>
    <message>
        <location filename="../../gamesuite/rules/ciak/spec.py" line="270" />
        <location filename="../../gamesuite/ui/ciak/presenter.py" line="47" />
        <source>Dominion</source>
        <translation>Dominio</translation>
    </message>
    <message>
        <location filename="../../gamesuite/rules/ciak/spec.py" line="271" />
        <source>All against the foreign companies (seat 1).</source>
        <translation>Tutti contro le compagnie straniere (posto 1).</translation>
    </message>
    <message>
        <location filename="../../gamesuite/rules/ciak/spec.py" line="277" />
        <location filename="../../gamesuite/ui/ciak/presenter.py" line="46" />
        <source>Easy</source>
        <translation>Facile</translation>
    </message>
    <message>
        <location filename="../../gamesuite/rules/ciak/spec.py" line="277" />
        <location filename="../../gamesuite/ui/ciak/presenter.py" line="46" />
        <source>Normal</source>
        <translation>Normale</translation>
    </message>
    <message>
        <location filename="../../gamesuite/rules/ciak/engine.py" line="45" />
        <source>Waiting for {name} to play or pass.</source>
        <translation>Si aspetta che {name} giochi o passi.</translation>
    </message>
    <message>
        <location filename="../../gamesuite/rules/ciak/engine.py" line="46" />
        <source>Waiting for {name} to sacrifice a character (cast over its limit).</source>
        <translation>Si aspetta che {name} sacrifichi un personaggio (cast oltre il limite).</translation>
    </message>
    <message>
        <location filename="../../gamesuite/rules/ciak/engine.py" line="47" />
        <source>Waiting for {name} to sacrifice a character.</source>
        <translation>Si aspetta che {name} sacrifichi un personaggio.</translation>
    </message>
    <message>
        <location filename="../../gamesuite/rules/ciak/engine.py" line="48" />
        <source>Waiting for {name} to discard down to 6 cards.</source>
        <translation>Si aspetta che {name} scarti fino a 6 carte.</translation>
    </message>
    <message>
        <location filename="../../gamesuite/rules/ciak/engine.py" line="49" />
        <source>Waiting for {name} to choose the lynched character.</source>
        <translation>Si aspetta che {name} scelga il personaggio linciato.</translation>
    </message>
    <message>
        <location filename="../../gamesuite/rules/ciak/engine.py" line="50" />
        <source>Waiting for {name} to choose a target.</source>
        <translation>Si aspetta che {name} scelga un bersaglio.</translation>
    </message>
    <message>
        <location filename="../../gamesuite/rules/ciak/engine.py" line="51" />
        <source>Waiting for {name} to decide on an attack.</source>
        <translation>Si aspetta che {name} decida se attaccare.</translation>
    </message>
    <message>
        <location filename="../../gamesuite/rules/ciak/engine.py" line="518" />
        <location filename="../../gamesuite/ui/ciak/presenter.py" line="667" />
        <source>The game is over.</source>
        <translation>La partita è finita.</translation>
    </message>
    <message>
        <location filename="../../gamesuite/rules/ciak/engine.py" line="524" />
        <source>You do not hold that card.</source>
        <translation>Non hai quella carta in mano.</translation>
    </message>
    <message>
        <location filename="../../gamesuite/rules/ciak/engine.py" line="527" />
        <source>Event cards can only be played on your own turn.</source>
        <translation>Le carte Evento si giocano solo nel proprio turno.</translation>
    </message>
    <message>
        <location filename="../../gamesuite/rules/ciak/engine.py" line="530" />
        <source>Characters, myths, staff, items and Events are played in your phases 2 and 4.</source>
        <translation>Personaggi, miti, staff, oggetti ed Eventi si giocano nelle tue fasi 2 e 4.</translation>
    </message>
    <message>
        <location filename="../../gamesuite/rules/ciak/engine.py" line="532" />
        <source>Only Ciak cards and abilities can answer a card on the stack.</source>
        <translation>Solo carte Ciak e abilità possono rispondere a una carta sulla pila.</translation>
    </message>
    <message>
        <location filename="../../gamesuite/rules/ciak/engine.py" line="534" />
        <source>{card} costs {cost} million; you have {millions}.</source>
        <translation>{card} costa {cost} milioni; tu ne hai {millions}.</translation>
    </message>
    <message>
        <location filename="../../gamesuite/rules/ciak/engine.py" line="537" />
        <source>That card cannot be played that way now (check its target and condition).</source>
        <translation>Ora quella carta non si può giocare così (controlla bersaglio e condizione).</translation>
    </message>
    <message>
        <location filename="../../gamesuite/rules/ciak/engine.py" line="538" />
        <source>That move is not allowed right now.</source>
        <translation>Adesso questa mossa non è permessa.</translation>
    </message>
    <message>
        <location filename="../../gamesuite/rules/ciak/engine.py" line="76" />
        <source>{name} passes.</source>
        <translation>{name} passa.</translation>
    </message>
    <message>
        <location filename="../../gamesuite/rules/ciak/engine.py" line="789" />
        <source>{name} plays {card} on {target}.</source>
        <translation>{name} gioca {card} su {target}.</translation>
    </message>
    <message>
        <location filename="../../gamesuite/rules/ciak/engine.py" line="796" />
        <source>{name} plays {card}.</source>
        <translation>{name} gioca {card}.</translation>
    </message>
    <message>
        <location filename="../../gamesuite/rules/ciak/engine.py" line="820" />
        <source>{name} uses the {label} on {target}.</source>
        <translation>{name} usa {label} su {target}.</translation>
    </message>
    <message>
        <location filename="../../gamesuite/rules/ciak/engine.py" line="828" />
        <source>{name} uses the {label}.</source>
        <translation>{name} usa {label}.</translation>
    </message>
    <message>
        <location filename="../../gamesuite/rules/ciak/engine.py" line="852" />
        <source>{card} is discarded.</source>
        <translation>{card} viene scartato.</translation>
    </message>
    <message numerus="yes">
        <location filename="../../gamesuite/rules/ciak/engine.py" line="872" />
        <source>{name} rotates {staff}: {card} now has %n token(s).</source>
        <translation><numerusform>{name} ruota {staff}: ora {card} ha %n segnalino.</numerusform><numerusform>{name} ruota {staff}: ora {card} ha %n segnalini.</numerusform></translation>
    </message>
    <message>
        <location filename="../../gamesuite/rules/ciak/engine.py" line="896" />
        <source>{name} discards {card}.</source>
        <translation>{name} scarta {card}.</translation>
    </message>
    <message>
        <location filename="../../gamesuite/rules/ciak/engine.py" line="921" />
        <source>{name} attacks {target}: the d20 shows {roll} (needs {needs}) — the attack goes ahead.</source>
        <translation>{name} attacca {target}: il d20 fa {roll} (serve {needs}) — l'attacco va avanti.</translation>
    </message>
    <message>
        <location filename="../../gamesuite/rules/ciak/engine.py" line="922" />
        <source>{name} attacks {target}: the d20 shows {roll} (needs {needs}) — the attack fails.</source>
        <translation>{name} attacca {target}: il d20 fa {roll} (serve {needs}) — l'attacco fallisce.</translation>
    </message>
    <message>
        <location filename="../../gamesuite/rules/ciak/engine.py" line="941" />
        <source>{name} does not attack.</source>
        <translation>{name} non attacca.</translation>
    </message>
    <message>
        <location filename="../../gamesuite/rules/ciak/flow.py" line="37" />
        <source>Ciak! {variant} takes {low}-{high} players, not {count}</source>
        <translation>Ciak! {variant} si gioca da {low} a {high} giocatori, non in {count}</translation>
    </message>
    <message>
        <location filename="../../gamesuite/rules/ciak/flow.py" line="48" />
        <source>the Dominion mode needs a boss company in the card set</source>
        <translation>la modalità Dominio richiede una compagnia boss nel set di carte</translation>
    </message>
    <message>
        <location filename="../../gamesuite/rules/ciak/flow.py" line="54" />
        <source>the card set has too few companies for {count} players</source>
        <translation>il set di carte ha troppo poche compagnie per {count} giocatori</translation>
    </message>
    <message>
        <location filename="../../gamesuite/rules/ciak/flow.py" line="607" />
        <source>{name}'s {card} is sacrificed.</source>
        <translation>{card} di {name} viene sacrificato.</translation>
    </message>
    <message>
        <location filename="../../gamesuite/rules/ciak/flow.py" line="608" />
        <source>{name}'s {card} is destroyed.</source>
        <translation>{card} di {name} viene distrutto.</translation>
    </message>
    <message>
        <location filename="../../gamesuite/rules/ciak/flow.py" line="609" />
        <source>{name}'s {card} is lynched.</source>
        <translation>{card} di {name} viene linciato.</translation>
    </message>
    <message>
        <location filename="../../gamesuite/rules/ciak/flow.py" line="610" />
        <source>{name}'s {card} is replaced.</source>
        <translation>{card} di {name} viene sostituito.</translation>
    </message>
    <message>
        <location filename="../../gamesuite/rules/ciak/flow.py" line="611" />
        <source>{name}'s {card} is sacrificed for the new myth.</source>
        <translation>{card} di {name} viene sacrificato per il nuovo mito.</translation>
    </message>
    <message>
        <location filename="../../gamesuite/rules/ciak/flow.py" line="631" />
        <location filename="../../gamesuite/rules/ciak/flow.py" line="963" />
        <source>{name}'s {card}</source>
        <translation>{card} di {name}</translation>
    </message>
    <message>
        <location filename="../../gamesuite/rules/ciak/flow.py" line="636" />
        <source>a card on the stack</source>
        <translation>una carta sulla pila</translation>
    </message>
    <message>
        <location filename="../../gamesuite/rules/ciak/flow.py" line="648" />
        <source>lynching of {card}</source>
        <translation>il linciaggio di {card}</translation>
    </message>
    <message>
        <location filename="../../gamesuite/rules/ciak/flow.py" line="649" />
        <source>death ability of {card}</source>
        <translation>l'abilità di morte di {card}</translation>
    </message>
    <message>
        <location filename="../../gamesuite/rules/ciak/flow.py" line="650" />
        <source>ability of {card}</source>
        <translation>l'abilità di {card}</translation>
    </message>
    <message numerus="yes">
        <location filename="../../gamesuite/rules/ciak/flow.py" line="691" />
        <source>{name} draws %n card(s).</source>
        <translation><numerusform>{name} pesca %n carta.</numerusform><numerusform>{name} pesca %n carte.</numerusform></translation>
    </message>
    <message>
        <location filename="../../gamesuite/rules/ciak/flow.py" line="771" />
        <source>{card} returns to {name}'s hand.</source>
        <translation>{card} torna in mano a {name}.</translation>
    </message>
    <message>
        <location filename="../../gamesuite/rules/ciak/flow.py" line="792" />
        <source>The {label} goes on the stack targeting {target}.</source>
        <translation>{label} va sulla pila con bersaglio {target}.</translation>
    </message>
    <message>
        <location filename="../../gamesuite/rules/ciak/flow.py" line="794" />
        <source>The {label} goes on the stack.</source>
        <translation>{label} va sulla pila.</translation>
    </message>
    <message>
        <location filename="../../gamesuite/rules/ciak/flow.py" line="806" />
        <source>{name} will lynch {target}; boosts may still be played.</source>
        <translation>{name} lincerà {target}; si possono ancora giocare potenziamenti.</translation>
    </message>
    <message>
        <location filename="../../gamesuite/rules/ciak/flow.py" line="817" />
        <source>{name} has no character to lynch.</source>
        <translation>{name} non ha personaggi da linciare.</translation>
    </message>
    <message>
        <location filename="../../gamesuite/rules/ciak/flow.py" line="846" />
        <source>{name}'s company takes {amount} damage: a sacking of {sacks}.</source>
        <translation>La compagnia di {name} subisce {amount} danni: un saccheggio di {sacks}.</translation>
    </message>
    <message>
        <location filename="../../gamesuite/rules/ciak/flow.py" line="848" />
        <source>{name}'s company takes {amount} damage ({residual} residual).</source>
        <translation>La compagnia di {name} subisce {amount} danni ({residual} residui).</translation>
    </message>
    <message>
        <location filename="../../gamesuite/rules/ciak/flow.py" line="904" />
        <source>{name}'s {company} has no dominion left: {name} is out. {new} takes control of it.</source>
        <translation>{company} di {name} non ha più dominio: {name} è fuori. {new} ne prende il controllo.</translation>
    </message>
    <message>
        <location filename="../../gamesuite/rules/ciak/flow.py" line="908" />
        <source>{name}'s {company} has no dominion left: {name} is out.</source>
        <translation>{company} di {name} non ha più dominio: {name} è fuori.</translation>
    </message>
    <message>
        <location filename="../../gamesuite/rules/ciak/flow.py" line="977" />
        <source>{card} gets {att} ATT {dif} DIF until end of turn.</source>
        <translation>{card} prende {att} ATT {dif} DIF fino a fine turno.</translation>
    </message>
    <message>
        <location filename="../../gamesuite/rules/ciak/flow.py" line="980" />
        <source>{card} gets {att} ATT until end of turn.</source>
        <translation>{card} prende {att} ATT fino a fine turno.</translation>
    </message>
    <message>
        <location filename="../../gamesuite/rules/ciak/flow.py" line="983" />
        <source>{card} gets {dif} DIF until end of turn.</source>
        <translation>{card} prende {dif} DIF fino a fine turno.</translation>
    </message>
    <message numerus="yes">
        <location filename="../../gamesuite/rules/ciak/flow.py" line="996" />
        <location filename="../../gamesuite/rules/ciak/flow.py" line="1005" />
        <source>{card} now has %n token(s).</source>
        <translation><numerusform>Ora {card} ha %n segnalino.</numerusform><numerusform>Ora {card} ha %n segnalini.</numerusform></translation>
    </message>
    <message>
        <location filename="../../gamesuite/rules/ciak/flow.py" line="1017" />
        <source>{name} cancels the {label}.</source>
        <translation>{name} annulla {label}.</translation>
    </message>
    <message numerus="yes">
        <location filename="../../gamesuite/rules/ciak/flow.py" line="1032" />
        <source>{name} adds %n million.</source>
        <translation><numerusform>{name} aggiunge %n milione.</numerusform><numerusform>{name} aggiunge %n milioni.</numerusform></translation>
    </message>
    <message>
        <location filename="../../gamesuite/rules/ciak/flow.py" line="1052" />
        <source>{name} discards {card} at random.</source>
        <translation>{name} scarta {card} a caso.</translation>
    </message>
    <message>
        <location filename="../../gamesuite/rules/ciak/flow.py" line="1061" />
        <source>{name}'s company now has {amount} damage.</source>
        <translation>Ora la compagnia di {name} ha {amount} danni.</translation>
    </message>
    <message numerus="yes">
        <location filename="../../gamesuite/rules/ciak/flow.py" line="1065" />
        <source>{name} loses %n million.</source>
        <translation><numerusform>{name} perde %n milione.</numerusform><numerusform>{name} perde %n milioni.</numerusform></translation>
    </message>
    <message>
        <location filename="../../gamesuite/rules/ciak/flow.py" line="1091" />
        <source>The {label} has no target any more: no effect.</source>
        <translation>{label} non ha più un bersaglio: nessun effetto.</translation>
    </message>
    <message>
        <location filename="../../gamesuite/rules/ciak/flow.py" line="1097" />
        <source>The {label} ({name}) resolves.</source>
        <translation>{label} ({name}) si risolve.</translation>
    </message>
    <message>
        <location filename="../../gamesuite/rules/ciak/flow.py" line="1116" />
        <source>{card} has no target any more: discarded.</source>
        <translation>{card} non ha più un bersaglio: scartato.</translation>
    </message>
    <message>
        <location filename="../../gamesuite/rules/ciak/flow.py" line="1122" />
        <source>{card} ({name}) resolves.</source>
        <translation>{card} ({name}) si risolve.</translation>
    </message>
    <message>
        <location filename="../../gamesuite/rules/ciak/flow.py" line="1132" />
        <source>{card} has no character to equip: discarded.</source>
        <translation>{card} non ha personaggi da equipaggiare: scartato.</translation>
    </message>
    <message>
        <location filename="../../gamesuite/rules/ciak/flow.py" line="1136" />
        <source>{card} is equipped to {target}.</source>
        <translation>{card} viene equipaggiato a {target}.</translation>
    </message>
    <message>
        <location filename="../../gamesuite/rules/ciak/flow.py" line="1156" />
        <source>{card} enters {name}'s play.</source>
        <translation>{card} entra in gioco per {name}.</translation>
    </message>
    <message>
        <location filename="../../gamesuite/rules/ciak/flow.py" line="1164" />
        <source>{card}'s ability has no target: no effect.</source>
        <translation>L'abilità di {card} non ha bersaglio: nessun effetto.</translation>
    </message>
    <message>
        <location filename="../../gamesuite/rules/ciak/flow.py" line="1177" />
        <source>The lynching has no victim any more.</source>
        <translation>Il linciaggio non ha più una vittima.</translation>
    </message>
    <message>
        <location filename="../../gamesuite/rules/ciak/flow.py" line="1185" />
        <source>{name} lynches {target}.</source>
        <translation>{name} lincia {target}.</translation>
    </message>
    <message>
        <location filename="../../gamesuite/rules/ciak/flow.py" line="1195" />
        <source>{name} lynches {target}: {damage} damage against {dif} DIF — it dies.</source>
        <translation>{name} lincia {target}: {damage} danni contro {dif} DIF — muore.</translation>
    </message>
    <message>
        <location filename="../../gamesuite/rules/ciak/flow.py" line="1196" />
        <source>{name} lynches {target}: {damage} damage against {dif} DIF — it survives.</source>
        <translation>{name} lincia {target}: {damage} danni contro {dif} DIF — sopravvive.</translation>
    </message>
    <message>
        <location filename="../../gamesuite/rules/ciak/flow.py" line="1249" />
        <source>Attack {att} against defence {dif}.</source>
        <translation>Attacco {att} contro difesa {dif}.</translation>
    </message>
    <message>
        <location filename="../../gamesuite/rules/ciak/flow.py" line="1257" />
        <source>Defence {dif} beats attack {att}: {name} lynches.</source>
        <translation>La difesa {dif} batte l'attacco {att}: {name} lincia.</translation>
    </message>
    <message>
        <location filename="../../gamesuite/rules/ciak/flow.py" line="1263" />
        <source>Attack and defence are equal ({att}): nothing happens.</source>
        <translation>Attacco e difesa sono pari ({att}): non succede nulla.</translation>
    </message>
    <message>
        <location filename="../../gamesuite/rules/ciak/flow.py" line="1279" />
        <source>Phase {phase}.</source>
        <translation>Fase {phase}.</translation>
    </message>
    <message>
        <location filename="../../gamesuite/rules/ciak/flow.py" line="1303" />
        <source>Turn {turn}: {name} ({company}).</source>
        <translation>Turno {turn}: {name} ({company}).</translation>
    </message>
    <message>
        <location filename="../../gamesuite/rules/ciak/flow.py" line="1356" />
        <source>The deck is empty: every other player has one last turn.</source>
        <translation>Il mazzo è vuoto: ogni altro giocatore fa un ultimo turno.</translation>
    </message>
    <message>
        <location filename="../../gamesuite/rules/ciak/flow.py" line="1480" />
        <source>The deck has run out and the top is tied at {points} dominion points: a sad tie.</source>
        <translation>Il mazzo è finito e in testa c'è parità a {points} punti dominio: un triste pareggio.</translation>
    </message>
    <message>
        <location filename="../../gamesuite/rules/ciak/flow.py" line="1484" />
        <source>The deck has run out: {names} wins with {points} dominion points.</source>
        <translation>Il mazzo è finito: vince {names} con {points} punti dominio.</translation>
    </message>
    <message>
        <location filename="../../gamesuite/rules/ciak/flow.py" line="1486" />
        <source>The deck has run out: {names} win with {points} dominion points.</source>
        <translation>Il mazzo è finito: vincono {names} con {points} punti dominio.</translation>
    </message>
    <message>
        <location filename="../../gamesuite/rules/ciak/flow.py" line="1490" />
        <source>{name} conquers Lollywood and derides everyone!</source>
        <translation>{name} conquista Lollywood e si fa beffe di tutti!</translation>
    </message>
    <message>
        <location filename="../../gamesuite/rules/ciak/flow.py" line="1491" />
        <source>{names} conquer Lollywood!</source>
        <translation>{names} conquistano Lollywood!</translation>
    </message>
    <message>
        <location filename="../../gamesuite/ui/ciak/game.py" line="109" />
        <source>Others answer aloud while a hand is open</source>
        <translation>Gli altri rispondono a voce mentre una mano è aperta</translation>
    </message>
    <message>
        <location filename="../../gamesuite/ui/ciak/game.py" line="171" />
        <source>Your hand opens on the table: discard down to 6 cards.</source>
        <translation>La tua mano si apre sul tavolo: scarta fino a 6 carte.</translation>
    </message>
    <message>
        <location filename="../../gamesuite/ui/ciak/game.py" line="172" />
        <source>Your hand opens on the table. Others look away until you hide it.</source>
        <translation>La tua mano si apre sul tavolo. Gli altri guardano altrove finché non la nascondi.</translation>
    </message>
    <message>
        <location filename="../../gamesuite/ui/ciak/game.py" line="551" />
        <location filename="../../gamesuite/ui/ciak/presenter.py" line="723" />
        <source>Hide my hand</source>
        <translation>Nascondi la mia mano</translation>
    </message>
    <message>
        <location filename="../../gamesuite/ui/ciak/game.py" line="559" />
        <source>this</source>
        <translation>questa</translation>
    </message>
    <message>
        <location filename="../../gamesuite/ui/ciak/game.py" line="575" />
        <location filename="../../gamesuite/ui/ciak/presenter.py" line="718" />
        <location filename="../../gamesuite/ui/ciak/presenter.py" line="749" />
        <source>No response</source>
        <translation>Nessuna risposta</translation>
    </message>
    <message>
        <location filename="../../gamesuite/ui/ciak/game.py" line="575" />
        <location filename="../../gamesuite/ui/ciak/presenter.py" line="749" />
        <source>Pass</source>
        <translation>Passo</translation>
    </message>
    <message>
        <location filename="../../gamesuite/ui/ciak/game.py" line="579" />
        <source>Resolves</source>
        <translation>Si risolve</translation>
    </message>
    <message>
        <location filename="../../gamesuite/ui/ciak/game.py" line="579" />
        <source>Fizzles: no target</source>
        <translation>A vuoto: niente bersaglio</translation>
    </message>
    <message>
        <location filename="../../gamesuite/ui/ciak/game.py" line="580" />
        <source>Cancelled!</source>
        <translation>Annullato!</translation>
    </message>
    <message>
        <location filename="../../gamesuite/ui/ciak/game.py" line="587" />
        <source>Sacking of {sacks}!</source>
        <translation>Saccheggio di {sacks}!</translation>
    </message>
    <message>
        <location filename="../../gamesuite/ui/ciak/game.py" line="588" />
        <source>{amount} damage</source>
        <translation>{amount} danni</translation>
    </message>
    <message>
        <location filename="../../gamesuite/ui/ciak/game.py" line="593" />
        <source>Out!</source>
        <translation>Fuori!</translation>
    </message>
    <message>
        <location filename="../../gamesuite/ui/ciak/game.py" line="599" />
        <source>+1 token</source>
        <translation>+1 segnalino</translation>
    </message>
    <message>
        <location filename="../../gamesuite/ui/ciak/game.py" line="676" />
        <source>That card needs a target: click it, then its target.</source>
        <translation>Quella carta vuole un bersaglio: fai clic sulla carta, poi sul bersaglio.</translation>
    </message>
    <message>
        <location filename="../../gamesuite/ui/ciak/game.py" line="678" />
        <source>That is not a target for this choice. Esc cancels.</source>
        <translation>Questo non è un bersaglio per questa scelta. Esc annulla.</translation>
    </message>
    <message>
        <location filename="../../gamesuite/ui/ciak/game.py" line="679" />
        <source>That cannot be chosen now.</source>
        <translation>Adesso non si può scegliere.</translation>
    </message>
    <message>
        <location filename="../../gamesuite/ui/ciak/game.py" line="715" />
        <source>Ciak! at the table…</source>
        <translation>Ciak! al tavolo…</translation>
    </message>
    <message>
        <location filename="../../gamesuite/ui/ciak/game.py" line="722" />
        <source>Ciak! at the table</source>
        <translation>Ciak! al tavolo</translation>
    </message>
    <message>
        <location filename="../../gamesuite/ui/ciak/game.py" line="735" />
        <source>Ciak! card gallery…</source>
        <translation>Galleria delle carte di Ciak!…</translation>
    </message>
    <message>
        <location filename="../../gamesuite/ui/ciak/art.py" line="569" />
        <source>Equipped: {item}</source>
        <translation>Equipaggiato: {item}</translation>
    </message>
    <message numerus="yes">
        <location filename="../../gamesuite/ui/ciak/art.py" line="596" />
        <source>%n token(s)</source>
        <translation><numerusform>%n segnalino</numerusform><numerusform>%n segnalini</numerusform></translation>
    </message>
    <message>
        <location filename="../../gamesuite/ui/ciak/art.py" line="597" />
        <source>Dice icon: takes tokens</source>
        <translation>Icona del dado: prende segnalini</translation>
    </message>
    <message>
        <location filename="../../gamesuite/ui/ciak/art.py" line="678" />
        <source>TURNED</source>
        <translation>RUOTATO</translation>
    </message>
    <message>
        <location filename="../../gamesuite/ui/ciak/art.py" line="907" />
        <source>Conquered boss</source>
        <translation>Boss conquistato</translation>
    </message>
    <message>
        <location filename="../../gamesuite/ui/ciak/art.py" line="907" />
        <source>Conquered company</source>
        <translation>Compagnia conquistata</translation>
    </message>
    <message>
        <location filename="../../gamesuite/ui/ciak/art.py" line="909" />
        <source>Boss company</source>
        <translation>Compagnia boss</translation>
    </message>
    <message>
        <location filename="../../gamesuite/ui/ciak/art.py" line="909" />
        <location filename="../../gamesuite/ui/ciak/gallery.py" line="81" />
        <source>Company</source>
        <translation>Compagnia</translation>
    </message>
    <message>
        <location filename="../../gamesuite/ui/ciak/faces.py" line="20" />
        <source>Character</source>
        <translation>Personaggio</translation>
    </message>
    <message>
        <location filename="../../gamesuite/ui/ciak/faces.py" line="21" />
        <source>Myth</source>
        <translation>Mito</translation>
    </message>
    <message>
        <location filename="../../gamesuite/ui/ciak/faces.py" line="22" />
        <source>Staff member</source>
        <translation>Membro dello staff</translation>
    </message>
    <message>
        <location filename="../../gamesuite/ui/ciak/faces.py" line="24" />
        <source>Event</source>
        <translation>Evento</translation>
    </message>
    <message>
        <location filename="../../gamesuite/ui/ciak/faces.py" line="25" />
        <source>Item</source>
        <translation>Oggetto</translation>
    </message>
    <message>
        <location filename="../../gamesuite/ui/ciak/gallery.py" line="58" />
        <source>All cards</source>
        <translation>Tutte le carte</translation>
    </message>
    <message>
        <location filename="../../gamesuite/ui/ciak/gallery.py" line="59" />
        <source>Characters</source>
        <translation>Personaggi</translation>
    </message>
    <message>
        <location filename="../../gamesuite/ui/ciak/gallery.py" line="60" />
        <source>Myths</source>
        <translation>Miti</translation>
    </message>
    <message>
        <location filename="../../gamesuite/ui/ciak/gallery.py" line="61" />
        <source>Staff</source>
        <translation>Staff</translation>
    </message>
    <message>
        <location filename="../../gamesuite/ui/ciak/gallery.py" line="63" />
        <source>Events</source>
        <translation>Eventi</translation>
    </message>
    <message>
        <location filename="../../gamesuite/ui/ciak/gallery.py" line="64" />
        <source>Items</source>
        <translation>Oggetti</translation>
    </message>
    <message>
        <location filename="../../gamesuite/ui/ciak/gallery.py" line="65" />
        <source>Companies</source>
        <translation>Compagnie</translation>
    </message>
    <message>
        <location filename="../../gamesuite/ui/ciak/gallery.py" line="249" />
        <source>Ciak! card gallery</source>
        <translation>Galleria delle carte di Ciak!</translation>
    </message>
    <message>
        <location filename="../../gamesuite/ui/ciak/gallery.py" line="286" />
        <source>Search names and rules text</source>
        <translation>Cerca nei nomi e nei testi delle regole</translation>
    </message>
    <message>
        <location filename="../../gamesuite/ui/ciak/gallery.py" line="322" />
        <source>Close</source>
        <translation>Chiudi</translation>
    </message>
    <message>
        <location filename="../../gamesuite/ui/ciak/gallery.py" line="355" />
        <source>No card matches the search</source>
        <translation>Nessuna carta corrisponde alla ricerca</translation>
    </message>
    <message>
        <location filename="../../gamesuite/ui/ciak/gallery.py" line="356" />
        <source>{count} shown</source>
        <translation>{count} mostrate</translation>
    </message>
    <message>
        <location filename="../../gamesuite/ui/ciak/gallery.py" line="378" />
        <source>Company · {points} dominion points · the Dominion boss</source>
        <translation>Compagnia · {points} punti dominio · il boss del Dominio</translation>
    </message>
    <message>
        <location filename="../../gamesuite/ui/ciak/gallery.py" line="379" />
        <source>Company · {points} dominion points</source>
        <translation>Compagnia · {points} punti dominio</translation>
    </message>
    <message>
        <location filename="../../gamesuite/ui/ciak/gallery.py" line="382" />
        <source>{points} dominion points with {count} players</source>
        <translation>{points} punti dominio con {count} giocatori</translation>
    </message>
    <message>
        <location filename="../../gamesuite/ui/ciak/gallery.py" line="387" />
        <source>{type} · 1 copy in the deck</source>
        <translation>{type} · 1 copia nel mazzo</translation>
    </message>
    <message>
        <location filename="../../gamesuite/ui/ciak/gallery.py" line="388" />
        <source>{type} · {count} copies in the deck</source>
        <translation>{type} · {count} copie nel mazzo</translation>
    </message>
    <message>
        <location filename="../../gamesuite/ui/ciak/pieces.py" line="590" />
        <source>OUT</source>
        <translation>FUORI</translation>
    </message>
    <message>
        <location filename="../../gamesuite/ui/ciak/pieces.py" line="592" />
        <source>TURN</source>
        <translation>TURNO</translation>
    </message>
    <message>
        <location filename="../../gamesuite/ui/ciak/pieces.py" line="594" />
        <source>Computer · {strength}</source>
        <translation>Computer · {strength}</translation>
    </message>
    <message numerus="yes">
        <location filename="../../gamesuite/ui/ciak/pieces.py" line="618" />
        <source>%n million</source>
        <translation><numerusform>%n milione</numerusform><numerusform>%n milioni</numerusform></translation>
    </message>
    <message>
        <location filename="../../gamesuite/ui/ciak/pieces.py" line="638" />
        <source>hand open</source>
        <translation>mano aperta</translation>
    </message>
    <message>
        <location filename="../../gamesuite/ui/ciak/pieces.py" line="638" />
        <source>{count} in hand</source>
        <translation>{count} in mano</translation>
    </message>
    <message>
        <location filename="../../gamesuite/ui/ciak/pieces.py" line="645" />
        <source>No characters in play</source>
        <translation>Nessun personaggio in gioco</translation>
    </message>
    <message>
        <location filename="../../gamesuite/ui/ciak/pieces.py" line="851" />
        <source>Turn {turn} · {name}</source>
        <translation>Turno {turn} · {name}</translation>
    </message>
    <message>
        <location filename="../../gamesuite/ui/ciak/pieces.py" line="793" />
        <source>Priority: {name}</source>
        <translation>Priorità: {name}</translation>
    </message>
    <message>
        <location filename="../../gamesuite/ui/ciak/pieces.py" line="588" />
        <source>★ WINNER</source>
        <translation>★ VINCE</translation>
    </message>
    <message>
        <location filename="../../gamesuite/ui/ciak/pieces.py" line="598" />
        <source>Auto-pass</source>
        <translation>Passo automatico</translation>
    </message>
    <message>
        <location filename="../../gamesuite/ui/ciak/pieces.py" line="959" />
        <source>vs</source>
        <translation>contro</translation>
    </message>
    <message>
        <location filename="../../gamesuite/ui/ciak/pieces.py" line="970" />
        <source>needs {needs}</source>
        <translation>serve {needs}</translation>
    </message>
    <message>
        <location filename="../../gamesuite/ui/ciak/pieces.py" line="970" />
        <source>d20</source>
        <translation>d20</translation>
    </message>
    <message>
        <location filename="../../gamesuite/ui/ciak/pieces.py" line="1235" />
        <source>LYNCHING</source>
        <translation>LINCIAGGIO</translation>
    </message>
    <message>
        <location filename="../../gamesuite/ui/ciak/pieces.py" line="1235" />
        <source>DEATH ABILITY</source>
        <translation>ABILITÀ DI MORTE</translation>
    </message>
    <message>
        <location filename="../../gamesuite/ui/ciak/pieces.py" line="1235" />
        <source>ABILITY</source>
        <translation>ABILITÀ</translation>
    </message>
    <message>
        <location filename="../../gamesuite/ui/ciak/pieces.py" line="1387" />
        <location filename="../../gamesuite/ui/ciak/pieces.py" line="1404" />
        <source>What happened</source>
        <translation>Cosa è successo</translation>
    </message>
    <message>
        <location filename="../../gamesuite/ui/ciak/pieces.py" line="1527" />
        <source>{name}'s hand — only {name} looks</source>
        <translation>Mano di {name} — guarda solo {name}</translation>
    </message>
    <message>
        <location filename="../../gamesuite/ui/ciak/presenter.py" line="40" />
        <source>draw</source>
        <translation>pesca</translation>
    </message>
    <message>
        <location filename="../../gamesuite/ui/ciak/presenter.py" line="41" />
        <location filename="../../gamesuite/ui/ciak/presenter.py" line="43" />
        <source>play</source>
        <translation>gioco</translation>
    </message>
    <message>
        <location filename="../../gamesuite/ui/ciak/presenter.py" line="42" />
        <source>attack</source>
        <translation>attacco</translation>
    </message>
    <message>
        <location filename="../../gamesuite/ui/ciak/presenter.py" line="44" />
        <location filename="../../gamesuite/ui/ciak/presenter.py" line="788" />
        <source>end</source>
        <translation>fine</translation>
    </message>
    <message>
        <location filename="../../gamesuite/ui/ciak/presenter.py" line="46" />
        <source>Random</source>
        <translation>Casuale</translation>
    </message>
    <message>
        <location filename="../../gamesuite/ui/ciak/presenter.py" line="302" />
        <source>Team A</source>
        <translation>Squadra A</translation>
    </message>
    <message>
        <location filename="../../gamesuite/ui/ciak/presenter.py" line="302" />
        <source>Team B</source>
        <translation>Squadra B</translation>
    </message>
    <message>
        <location filename="../../gamesuite/ui/ciak/presenter.py" line="304" />
        <source>Boss</source>
        <translation>Boss</translation>
    </message>
    <message>
        <location filename="../../gamesuite/ui/ciak/presenter.py" line="304" />
        <source>Coalition</source>
        <translation>Coalizione</translation>
    </message>
    <message>
        <location filename="../../gamesuite/ui/ciak/presenter.py" line="470" />
        <source>{attacker} attacks {defender}</source>
        <translation>{attacker} attacca {defender}</translation>
    </message>
    <message>
        <location filename="../../gamesuite/ui/ciak/presenter.py" line="472" />
        <source>The d20 shows {roll} (needs {needs}): the attack fails.</source>
        <translation>Il d20 fa {roll} (serve {needs}): l'attacco fallisce.</translation>
    </message>
    <message>
        <location filename="../../gamesuite/ui/ciak/presenter.py" line="473" />
        <source>The d20 shows {roll}: the attack fails.</source>
        <translation>Il d20 fa {roll}: l'attacco fallisce.</translation>
    </message>
    <message numerus="yes">
        <location filename="../../gamesuite/ui/ciak/presenter.py" line="478" />
        <source>{amount} damage: a sacking of %n. {attacker} draws %n and adds %n million; {defender} loses %n dominion point(s).</source>
        <translation><numerusform>{amount} danni: un saccheggio di %n. {attacker} pesca %n carta e aggiunge %n milione; {defender} perde %n punto dominio.</numerusform><numerusform>{amount} danni: un saccheggio di %n. {attacker} pesca %n carte e aggiunge %n milioni; {defender} perde %n punti dominio.</numerusform></translation>
    </message>
    <message>
        <location filename="../../gamesuite/ui/ciak/presenter.py" line="480" />
        <source>{amount} damage: no sacking yet.</source>
        <translation>{amount} danni: ancora nessun saccheggio.</translation>
    </message>
    <message>
        <location filename="../../gamesuite/ui/ciak/presenter.py" line="482" />
        <source>Defence holds: {defender} lynches one of {attacker}'s characters.</source>
        <translation>La difesa tiene: {defender} lincia uno dei personaggi di {attacker}.</translation>
    </message>
    <message>
        <location filename="../../gamesuite/ui/ciak/presenter.py" line="485" />
        <source>Attack and defence are equal: nothing happens.</source>
        <translation>Attacco e difesa sono pari: non succede nulla.</translation>
    </message>
    <message>
        <location filename="../../gamesuite/ui/ciak/presenter.py" line="487" />
        <source>The d20 shows {roll} (needs {needs}): the attack goes ahead. Answer with Ciak cards and abilities.</source>
        <translation>Il d20 fa {roll} (serve {needs}): l'attacco va avanti. Rispondete con carte Ciak e abilità.</translation>
    </message>
    <message>
        <location filename="../../gamesuite/ui/ciak/presenter.py" line="489" />
        <source>The d20 shows {roll}: the attack goes ahead. Answer with Ciak cards and abilities.</source>
        <translation>Il d20 fa {roll}: l'attacco va avanti. Rispondete con carte Ciak e abilità.</translation>
    </message>
    <message>
        <location filename="../../gamesuite/ui/ciak/presenter.py" line="622" />
        <source>Turn it for a token</source>
        <translation>Ruotalo per un segnalino</translation>
    </message>
    <message>
        <location filename="../../gamesuite/ui/ciak/presenter.py" line="624" />
        <source>Use its ability</source>
        <translation>Usa la sua abilità</translation>
    </message>
    <message>
        <location filename="../../gamesuite/ui/ciak/presenter.py" line="635" />
        <source>the stack</source>
        <translation>la pila</translation>
    </message>
    <message>
        <location filename="../../gamesuite/ui/ciak/presenter.py" line="636" />
        <source>the {label}</source>
        <translation>{label}</translation>
    </message>
    <message>
        <location filename="../../gamesuite/ui/ciak/presenter.py" line="656" />
        <source>phase 1</source>
        <translation>la fase 1</translation>
    </message>
    <message>
        <location filename="../../gamesuite/ui/ciak/presenter.py" line="656" />
        <source>phase 2</source>
        <translation>la fase 2</translation>
    </message>
    <message>
        <location filename="../../gamesuite/ui/ciak/presenter.py" line="657" />
        <source>the attack</source>
        <translation>l'attacco</translation>
    </message>
    <message>
        <location filename="../../gamesuite/ui/ciak/presenter.py" line="657" />
        <source>phase 4</source>
        <translation>la fase 4</translation>
    </message>
    <message>
        <location filename="../../gamesuite/ui/ciak/presenter.py" line="658" />
        <source>the end of the turn</source>
        <translation>la fine del turno</translation>
    </message>
    <message>
        <location filename="../../gamesuite/ui/ciak/presenter.py" line="683" />
        <source>The game is over. Game menu: New game.</source>
        <translation>La partita è finita. Menu Partita: Nuova partita.</translation>
    </message>
    <message>
        <location filename="../../gamesuite/ui/ciak/presenter.py" line="696" />
        <source>{name} (computer) is deciding…</source>
        <translation>{name} (computer) sta decidendo…</translation>
    </message>
    <message>
        <location filename="../../gamesuite/ui/ciak/presenter.py" line="697" />
        <source>{name} (auto-pass) is deciding…</source>
        <translation>{name} (passo automatico) sta decidendo…</translation>
    </message>
    <message>
        <location filename="../../gamesuite/ui/ciak/presenter.py" line="701" />
        <source>Click a target for {choosing}.</source>
        <translation>Fai clic su un bersaglio per {choosing}.</translation>
    </message>
    <message>
        <location filename="../../gamesuite/ui/ciak/presenter.py" line="702" />
        <source>Click the character to sacrifice for {choosing}.</source>
        <translation>Fai clic sul personaggio da sacrificare per {choosing}.</translation>
    </message>
    <message>
        <location filename="../../gamesuite/ui/ciak/presenter.py" line="703" />
        <source>{choosing}: turn it for a token, or use its ability?</source>
        <translation>{choosing}: ruotarlo per un segnalino o usarne l'abilità?</translation>
    </message>
    <message>
        <location filename="../../gamesuite/ui/ciak/presenter.py" line="704" />
        <source>Finish choosing {choosing}.</source>
        <translation>Completa la scelta di {choosing}.</translation>
    </message>
    <message>
        <location filename="../../gamesuite/ui/ciak/presenter.py" line="706" />
        <source>Cancel (Esc)</source>
        <translation>Annulla (Esc)</translation>
    </message>
    <message>
        <location filename="../../gamesuite/ui/ciak/presenter.py" line="707" />
        <source>{name}: {choosing}</source>
        <translation>{name}: {choosing}</translation>
    </message>
    <message>
        <location filename="../../gamesuite/ui/ciak/presenter.py" line="711" />
        <source>{name}: answer {label}? Say it aloud</source>
        <translation>{name}: rispondi a {label}? Dillo a voce</translation>
    </message>
    <message>
        <location filename="../../gamesuite/ui/ciak/presenter.py" line="714" />
        <source>{name}: anything before {phase} ends? Say it aloud</source>
        <translation>{name}: qualcosa prima che finisca {phase}? Dillo a voce</translation>
    </message>
    <message>
        <location filename="../../gamesuite/ui/ciak/presenter.py" line="716" />
        <source>{open}'s hand is open, so {name} does not look: “no response”, or “I want to answer”.</source>
        <translation>La mano di {open} è aperta, quindi {name} non guarda: «nessuna risposta» o «voglio rispondere».</translation>
    </message>
    <message>
        <location filename="../../gamesuite/ui/ciak/presenter.py" line="719" />
        <source>I want to answer</source>
        <translation>Voglio rispondere</translation>
    </message>
    <message>
        <location filename="../../gamesuite/ui/ciak/presenter.py" line="720" />
        <source>Hide {name}'s hand</source>
        <translation>Nascondi la mano di {name}</translation>
    </message>
    <message>
        <location filename="../../gamesuite/ui/ciak/presenter.py" line="724" />
        <source>Look at my hand</source>
        <translation>Guarda la mia mano</translation>
    </message>
    <message>
        <location filename="../../gamesuite/ui/ciak/presenter.py" line="730" />
        <source>{name}: answer {label}?</source>
        <translation>{name}: rispondi a {label}?</translation>
    </message>
    <message>
        <location filename="../../gamesuite/ui/ciak/presenter.py" line="732" />
        <source>{owner}'s {label} resolves when everybody passes.</source>
        <translation>{label} di {owner} si risolve quando tutti passano.</translation>
    </message>
    <message>
        <location filename="../../gamesuite/ui/ciak/presenter.py" line="734" />
        <source>{label} ({owner}) resolves when everybody passes.</source>
        <translation>{label} ({owner}) si risolve quando tutti passano.</translation>
    </message>
    <message>
        <location filename="../../gamesuite/ui/ciak/presenter.py" line="738" />
        <source>{name}: the fight — play anything?</source>
        <translation>{name}: lo scontro — giochi qualcosa?</translation>
    </message>
    <message>
        <location filename="../../gamesuite/ui/ciak/presenter.py" line="739" />
        <source>Ciak cards and abilities now; then ATT is compared with DIF.</source>
        <translation>Ora carte Ciak e abilità; poi si confronta l'ATT con la DIF.</translation>
    </message>
    <message>
        <location filename="../../gamesuite/ui/ciak/presenter.py" line="741" />
        <source>{name}: your {phase}</source>
        <translation>{name}: tocca a te ({phase})</translation>
    </message>
    <message>
        <location filename="../../gamesuite/ui/ciak/presenter.py" line="742" />
        <source>Play characters, staff, myths, items, Events and Ciak cards; use abilities and staff.</source>
        <translation>Gioca personaggi, staff, miti, oggetti, Eventi e carte Ciak; usa abilità e staff.</translation>
    </message>
    <message>
        <location filename="../../gamesuite/ui/ciak/presenter.py" line="744" />
        <source>Look at your hand to play cards; abilities of your cards in play work here.</source>
        <translation>Guarda la tua mano per giocare carte; qui funzionano le abilità delle tue carte in gioco.</translation>
    </message>
    <message>
        <location filename="../../gamesuite/ui/ciak/presenter.py" line="746" />
        <source>{name}: anything before {phase} ends?</source>
        <translation>{name}: qualcosa prima che finisca {phase}?</translation>
    </message>
    <message>
        <location filename="../../gamesuite/ui/ciak/presenter.py" line="748" />
        <source>Ciak cards and abilities of your characters and staff.</source>
        <translation>Carte Ciak e abilità dei tuoi personaggi e del tuo staff.</translation>
    </message>
    <message>
        <location filename="../../gamesuite/ui/ciak/presenter.py" line="752" />
        <source>No responses until my turn</source>
        <translation>Nessuna risposta fino al mio turno</translation>
    </message>
    <message>
        <location filename="../../gamesuite/ui/ciak/presenter.py" line="755" />
        <source>{name}: attack? Click a rival's company</source>
        <translation>{name}: attacchi? Fai clic sulla compagnia di un rivale</translation>
    </message>
    <message>
        <location filename="../../gamesuite/ui/ciak/presenter.py" line="756" />
        <source>The d20 must reach that company's dominion points.</source>
        <translation>Il d20 deve arrivare ai punti dominio di quella compagnia.</translation>
    </message>
    <message>
        <location filename="../../gamesuite/ui/ciak/presenter.py" line="757" />
        <source>No attack</source>
        <translation>Nessun attacco</translation>
    </message>
    <message>
        <location filename="../../gamesuite/ui/ciak/presenter.py" line="760" />
        <source>{name}: too many stars — sacrifice a character</source>
        <translation>{name}: troppe stelle — sacrifica un personaggio</translation>
    </message>
    <message>
        <location filename="../../gamesuite/ui/ciak/presenter.py" line="761" />
        <source>The cast uses {used} of {limit} star spaces: click one of your characters.</source>
        <translation>Il cast usa {used} spazi stella su {limit}: fai clic su uno dei tuoi personaggi.</translation>
    </message>
    <message>
        <location filename="../../gamesuite/ui/ciak/presenter.py" line="764" />
        <source>{name}: sacrifice one of your characters</source>
        <translation>{name}: sacrifica uno dei tuoi personaggi</translation>
    </message>
    <message>
        <location filename="../../gamesuite/ui/ciak/presenter.py" line="765" />
        <source>Click it.</source>
        <translation>Fai clic su di esso.</translation>
    </message>
    <message>
        <location filename="../../gamesuite/ui/ciak/presenter.py" line="769" />
        <source>{name}: choose which of {victim}'s characters is lynched</source>
        <translation>{name}: scegli quale personaggio di {victim} viene linciato</translation>
    </message>
    <message>
        <location filename="../../gamesuite/ui/ciak/presenter.py" line="771" />
        <source>Click the character.</source>
        <translation>Fai clic sul personaggio.</translation>
    </message>
    <message>
        <location filename="../../gamesuite/ui/ciak/presenter.py" line="774" />
        <source>{name}: choose the target of a death ability</source>
        <translation>{name}: scegli il bersaglio di un'abilità di morte</translation>
    </message>
    <message>
        <location filename="../../gamesuite/ui/ciak/presenter.py" line="775" />
        <source>Click the target.</source>
        <translation>Fai clic sul bersaglio.</translation>
    </message>
    <message>
        <location filename="../../gamesuite/ui/ciak/presenter.py" line="778" />
        <source>{name}: discard down to 6 cards</source>
        <translation>{name}: scarta fino a 6 carte</translation>
    </message>
    <message numerus="yes">
        <location filename="../../gamesuite/ui/ciak/presenter.py" line="779" />
        <source>Click %n card(s) of your hand to discard.</source>
        <translation><numerusform>Fai clic su %n carta della tua mano da scartare.</numerusform><numerusform>Fai clic su %n carte della tua mano da scartare.</numerusform></translation>
    </message>
    <message>
        <location filename="../../gamesuite/ui/ciak/presenter.py" line="780" />
        <source>Waiting for {name}</source>
        <translation>Si aspetta {name}</translation>
    </message>
    <message>
        <location filename="../../gamesuite/ui/ciak/presenter.py" line="784" />
        <source>phase 1 (draw)</source>
        <translation>fase 1 (pesca)</translation>
    </message>
    <message>
        <location filename="../../gamesuite/ui/ciak/presenter.py" line="785" />
        <source>phase 2 (play)</source>
        <translation>fase 2 (gioco)</translation>
    </message>
    <message>
        <location filename="../../gamesuite/ui/ciak/presenter.py" line="786" />
        <source>phase 3 (attack)</source>
        <translation>fase 3 (attacco)</translation>
    </message>
    <message>
        <location filename="../../gamesuite/ui/ciak/presenter.py" line="787" />
        <source>phase 4 (play)</source>
        <translation>fase 4 (gioco)</translation>
    </message>
    <message>
        <location filename="../../gamesuite/ui/ciak/presenter.py" line="799" />
        <source>Ciak! {mode} · turn {turn} · {name}, {step} · priority: {priority}</source>
        <translation>Ciak! {mode} · turno {turn} · {name}, {step} · priorità: {priority}</translation>
    </message>
    <message>
        <location filename="../../gamesuite/ui/ciak/presenter.py" line="801" />
        <source>Ciak! {mode} · turn {turn} · {name}, {step}</source>
        <translation>Ciak! {mode} · turno {turn} · {name}, {step}</translation>
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
        <translation>Giocare a Ciak! su un solo schermo

La tua mano resta nascosta finché non chiedi di vederla. Quando il tavolo ti chiede qualcosa, rispondi sul tavolo:
"Nessuna risposta" (o "Passo" nel tuo turno) non richiede la mano, e nemmeno attaccare, scegliere chi viene
linciato, sacrificare, ruotare un membro dello staff o usare le abilità delle tue carte in gioco.

Per giocare una carta dalla mano fai clic su "Guarda la mia mano". Gli altri guardano altrove mentre lo schermo dice
"Passa a ..."; poi la tua mano è scoperta al centro del tavolo, con segnate le carte che puoi giocare.
Fai clic su una carta, poi sul suo bersaglio (Esc annulla). La mano si chiude quando fai clic su "Nascondi la mia mano",
o quando qualcun altro deve guardare il tavolo.

A voce: mentre la tua mano è aperta nel tuo turno, gli altri rispondono a voce invece di guardare. Di' loro
cosa hai giocato; ognuno dice "nessuna risposta" (fai clic tu per loro) o "voglio rispondere" (la tua mano
si chiude e il tavolo passa a loro). Disattivalo nel menu Partita per far rispondere tutti sullo schermo.

"Nessuna risposta fino al mio turno" passa per te, in pubblico, finché non inizia il tuo prossimo turno; lo dice
il bollino al tuo posto, e il suo pulsante lo disattiva.

I giocatori computer vedono solo la propria mano. Impiegano lo stesso tempo per ogni decisione, passo o carta
(menu Visualizza: Giocatori computer: lenti, normali o veloci).

Punta una carta, una compagnia o la mappa per vederla in grande; i tasti freccia scorrono le carte.
</translation>
    </message>
    <message>
        <location filename="../../gamesuite/ui/ciak/presenter.py" line="838" />
        <source>{name}: no response.</source>
        <translation>{name}: nessuna risposta.</translation>
    </message>
    <message>
        <location filename="../../gamesuite/ui/ciak/presenter.py" line="842" />
        <source>Phase 2: play cards.</source>
        <translation>Fase 2: si giocano carte.</translation>
    </message>
    <message>
        <location filename="../../gamesuite/ui/ciak/presenter.py" line="842" />
        <source>Phase 3: attack.</source>
        <translation>Fase 3: attacco.</translation>
    </message>
    <message>
        <location filename="../../gamesuite/ui/ciak/presenter.py" line="843" />
        <source>Phase 4: play cards.</source>
        <translation>Fase 4: si giocano carte.</translation>
    </message>
    <message>
        <location filename="../../gamesuite/ui/ciak/seats.py" line="30" />
        <source>Computer players: slow</source>
        <translation>Giocatori computer: lenti</translation>
    </message>
    <message>
        <location filename="../../gamesuite/ui/ciak/seats.py" line="31" />
        <source>Computer players: normal</source>
        <translation>Giocatori computer: normali</translation>
    </message>
    <message>
        <location filename="../../gamesuite/ui/ciak/seats.py" line="32" />
        <source>Computer players: fast</source>
        <translation>Giocatori computer: veloci</translation>
    </message>
    <message>
        <location filename="../../gamesuite/ui/ciak/setup.py" line="32" />
        <source>Who plays the boss ({company})?</source>
        <translation>Chi fa il boss ({company})?</translation>
    </message>
    <message>
        <location filename="../../gamesuite/ui/ciak/setup.py" line="33" />
        <source>The boss plays alone against everyone else, takes seat 1 and starts.</source>
        <translation>Il boss gioca da solo contro tutti gli altri, prende il posto 1 e inizia.</translation>
    </message>
    <message>
        <location filename="../../gamesuite/ui/ciak/setup.py" line="41" />
        <source>Who plays the boss</source>
        <translation>Chi fa il boss</translation>
    </message>
    <message>
        <location filename="../../gamesuite/ui/ciak/setup.py" line="64" />
        <source>(no name yet)</source>
        <translation>(ancora senza nome)</translation>
    </message>
    <message>
        <location filename="../../gamesuite/ui/ciak/setup.py" line="66" />
        <source>{name} (computer)</source>
        <translation>{name} (computer)</translation>
    </message>
    <message>
        <location filename="../../gamesuite/ui/ciak/setup.py" line="81" />
        <source>{number} {name} (boss)</source>
        <translation>{number} {name} (boss)</translation>
    </message>
    <message>
        <location filename="../../gamesuite/ui/ciak/setup.py" line="84" />
        <source>Seats when the game starts: {seats}.</source>
        <translation>Posti a inizio partita: {seats}.</translation>
    </message>
    <message>
        <location filename="../../gamesuite/ui/ciak/setup.py" line="99" />
        <source>Choose who plays the boss.</source>
        <translation>Scegli chi fa il boss.</translation>
    </message>
    <message>
        <location filename="../../gamesuite/ui/ciak/table.py" line="136" />
        <source>Auto-pass on: stop</source>
        <translation>Passo automatico attivo: ferma</translation>
    </message>
    <message>
        <location filename="../../gamesuite/ui/ciak/table.py" line="151" />
        <source>Discard</source>
        <translation>Scarti</translation>
    </message>
    <message>
        <location filename="../../gamesuite/ui/ciak/table.py" line="463" />
        <source>Deck {count}</source>
        <translation>Mazzo {count}</translation>
    </message>
    <message>
        <location filename="../../gamesuite/ui/ciak/table.py" line="467" />
        <source>{count} played</source>
        <translation>{count} giocate</translation>
    </message>
    <message>
        <location filename="../../gamesuite/ui/ciak/table.py" line="477" />
        <source>On the stack: {count} · the last one resolves first</source>
        <translation>Sulla pila: {count} · l'ultima si risolve per prima</translation>
    </message>
    <message>
        <location filename="../../gamesuite/ui/ciak/table.py" line="479" />
        <source>The stack is empty</source>
        <translation>La pila è vuota</translation>
    </message>
</context>
<context>
    <name>demo</name>
    <message>
        <location filename="../../gamesuite/rules/demo/spec.py" line="12" />
        <source>High Card (demo)</source>
        <translation>Carta alta (demo)</translation>
    </message>
    <message>
        <location filename="../../gamesuite/rules/demo/spec.py" line="13" />
        <source>A tiny test game: play your highest card.</source>
        <translation>Un piccolo gioco di prova: gioca la tua carta più alta.</translation>
    </message>
    <message>
        <location filename="../../gamesuite/rules/demo/spec.py" line="17" />
        <source>Standard</source>
        <translation>Normale</translation>
    </message>
    <message>
        <location filename="../../gamesuite/rules/demo/spec.py" line="18" />
        <source>Three rounds of one card each.</source>
        <translation>Tre round di una carta ciascuno.</translation>
    </message>
    <message>
        <location filename="../../gamesuite/rules/demo/spec.py" line="26" />
        <source>Lucky bonus</source>
        <translation>Bonus fortunato</translation>
    </message>
    <message>
        <location filename="../../gamesuite/rules/demo/spec.py" line="27" />
        <source>Points for playing the Director's secret lucky number.</source>
        <translation>Punti per chi gioca il numero fortunato segreto del Regista.</translation>
    </message>
</context>
<context>
    <name>phone</name>
    <message>
        <location filename="../../gamesuite/ui/phones/words.py" line="29" />
        <source>Open this page by scanning the code on the table.</source>
        <translation>Apri questa pagina inquadrando il codice sul tavolo.</translation>
    </message>
    <message>
        <location filename="../../gamesuite/ui/phones/words.py" line="30" />
        <source>no seat</source>
        <translation>nessun posto</translation>
    </message>
    <message>
        <location filename="../../gamesuite/ui/phones/words.py" line="31" />
        <source>connecting</source>
        <translation>connessione…</translation>
    </message>
    <message>
        <location filename="../../gamesuite/ui/phones/words.py" line="32" />
        <source>connected</source>
        <translation>connesso</translation>
    </message>
    <message>
        <location filename="../../gamesuite/ui/phones/words.py" line="33" />
        <source>reconnecting</source>
        <translation>riconnessione…</translation>
    </message>
    <message>
        <location filename="../../gamesuite/ui/phones/words.py" line="34" />
        <source>off</source>
        <translation>scollegato</translation>
    </message>
    <message>
        <location filename="../../gamesuite/ui/phones/words.py" line="36" />
        <source>Whom to ask</source>
        <translation>A chi chiedere</translation>
    </message>
    <message>
        <location filename="../../gamesuite/ui/phones/words.py" line="37" />
        <source>Which question</source>
        <translation>Quale domanda</translation>
    </message>
    <message>
        <location filename="../../gamesuite/ui/phones/words.py" line="38" />
        <source>The answer</source>
        <translation>La risposta</translation>
    </message>
    <message>
        <location filename="../../gamesuite/ui/phones/words.py" line="39" />
        <source>Confirm</source>
        <translation>Conferma</translation>
    </message>
    <message>
        <location filename="../../gamesuite/ui/phones/words.py" line="40" />
        <source>Overrule</source>
        <translation>Scavalca</translation>
    </message>
    <message>
        <location filename="../../gamesuite/ui/phones/words.py" line="41" />
        <source>Bet</source>
        <translation>Punta</translation>
    </message>
    <message>
        <location filename="../../gamesuite/ui/phones/words.py" line="42" />
        <source>Place your token</source>
        <translation>Piazza il tuo segnalino</translation>
    </message>
    <message>
        <location filename="../../gamesuite/ui/phones/words.py" line="43" />
        <source>Play</source>
        <translation>Gioca</translation>
    </message>
    <message>
        <location filename="../../gamesuite/ui/phones/words.py" line="44" />
        <source>Pass</source>
        <translation>Passa</translation>
    </message>
    <message>
        <location filename="../../gamesuite/ui/phones/words.py" line="45" />
        <source>Judge</source>
        <translation>Giudica</translation>
    </message>
    <message>
        <location filename="../../gamesuite/ui/phones/words.py" line="46" />
        <source>Discard</source>
        <translation>Scarta</translation>
    </message>
    <message>
        <location filename="../../gamesuite/ui/phones/words.py" line="47" />
        <source>Reveal</source>
        <translation>Rivela</translation>
    </message>
    <message>
        <location filename="../../gamesuite/ui/phones/words.py" line="48" />
        <source>Buzz</source>
        <translation>Prenota</translation>
    </message>
    <message>
        <location filename="../../gamesuite/ui/phones/words.py" line="49" />
        <source>Respond</source>
        <translation>Rispondi</translation>
    </message>
    <message>
        <location filename="../../gamesuite/ui/phones/words.py" line="50" />
        <source>Your nickname</source>
        <translation>Il tuo soprannome</translation>
    </message>
    <message>
        <location filename="../../gamesuite/ui/phones/words.py" line="51" />
        <source>Object</source>
        <translation>Obietta</translation>
    </message>
    <message>
        <location filename="../../gamesuite/ui/phones/words.py" line="52" />
        <source>No objection</source>
        <translation>Nessuna obiezione</translation>
    </message>
    <message>
        <location filename="../../gamesuite/ui/phones/words.py" line="53" />
        <source>Ability</source>
        <translation>Abilità</translation>
    </message>
    <message>
        <location filename="../../gamesuite/ui/phones/words.py" line="54" />
        <source>Ask</source>
        <translation>Chiedi</translation>
    </message>
    <message>
        <location filename="../../gamesuite/ui/phones/words.py" line="55" />
        <source>Attack</source>
        <translation>Attacca</translation>
    </message>
    <message>
        <location filename="../../gamesuite/ui/phones/words.py" line="56" />
        <source>Cancel player</source>
        <translation>Annulla giocatore</translation>
    </message>
    <message>
        <location filename="../../gamesuite/ui/phones/words.py" line="57" />
        <source>Choose</source>
        <translation>Scegli</translation>
    </message>
    <message>
        <location filename="../../gamesuite/ui/phones/words.py" line="58" />
        <source>Declare</source>
        <translation>Dichiara</translation>
    </message>
    <message>
        <location filename="../../gamesuite/ui/phones/words.py" line="59" />
        <source>Declare tie</source>
        <translation>Dichiara pareggio</translation>
    </message>
    <message>
        <location filename="../../gamesuite/ui/phones/words.py" line="60" />
        <source>Decline</source>
        <translation>Rifiuta</translation>
    </message>
    <message>
        <location filename="../../gamesuite/ui/phones/words.py" line="61" />
        <source>Discard marker</source>
        <translation>Scarta segnalino</translation>
    </message>
    <message>
        <location filename="../../gamesuite/ui/phones/words.py" line="62" />
        <source>False call</source>
        <translation>Falsa chiamata</translation>
    </message>
    <message>
        <location filename="../../gamesuite/ui/phones/words.py" line="63" />
        <source>Fifty pick</source>
        <translation>Scelta cinquanta e cinquanta</translation>
    </message>
    <message>
        <location filename="../../gamesuite/ui/phones/words.py" line="64" />
        <source>No answer</source>
        <translation>Nessuna risposta</translation>
    </message>
    <message>
        <location filename="../../gamesuite/ui/phones/words.py" line="65" />
        <source>No attack</source>
        <translation>Nessun attacco</translation>
    </message>
    <message>
        <location filename="../../gamesuite/ui/phones/words.py" line="66" />
        <source>Open round</source>
        <translation>Apri il giro</translation>
    </message>
    <message>
        <location filename="../../gamesuite/ui/phones/words.py" line="67" />
        <source>Pick</source>
        <translation>Scegli</translation>
    </message>
    <message>
        <location filename="../../gamesuite/ui/phones/words.py" line="68" />
        <source>Pick two</source>
        <translation>Scegline due</translation>
    </message>
    <message>
        <location filename="../../gamesuite/ui/phones/words.py" line="69" />
        <source>Reject call</source>
        <translation>Respingi la chiamata</translation>
    </message>
    <message>
        <location filename="../../gamesuite/ui/phones/words.py" line="70" />
        <source>Roll</source>
        <translation>Tira il dado</translation>
    </message>
    <message>
        <location filename="../../gamesuite/ui/phones/words.py" line="71" />
        <source>Rule genre</source>
        <translation>Decidi il genere</translation>
    </message>
    <message>
        <location filename="../../gamesuite/ui/phones/words.py" line="72" />
        <source>Sacrifice</source>
        <translation>Sacrifica</translation>
    </message>
    <message>
        <location filename="../../gamesuite/ui/phones/words.py" line="73" />
        <source>Select</source>
        <translation>Seleziona</translation>
    </message>
    <message>
        <location filename="../../gamesuite/ui/phones/words.py" line="74" />
        <source>Settle</source>
        <translation>Concludi</translation>
    </message>
    <message>
        <location filename="../../gamesuite/ui/phones/words.py" line="75" />
        <source>Start round</source>
        <translation>Inizia il giro</translation>
    </message>
    <message>
        <location filename="../../gamesuite/ui/phones/words.py" line="76" />
        <source>Take</source>
        <translation>Prendi</translation>
    </message>
    <message>
        <location filename="../../gamesuite/ui/phones/words.py" line="77" />
        <source>Token</source>
        <translation>Segnalino</translation>
    </message>
    <message>
        <location filename="../../gamesuite/ui/phones/words.py" line="79" />
        <source>Right</source>
        <translation>Giusta</translation>
    </message>
    <message>
        <location filename="../../gamesuite/ui/phones/words.py" line="80" />
        <source>Wrong</source>
        <translation>Sbagliata</translation>
    </message>
    <message>
        <location filename="../../gamesuite/ui/phones/words.py" line="81" />
        <source>Yes</source>
        <translation>Sì</translation>
    </message>
    <message>
        <location filename="../../gamesuite/ui/phones/words.py" line="82" />
        <source>No</source>
        <translation>No</translation>
    </message>
    <message>
        <location filename="../../gamesuite/ui/phones/words.py" line="83" />
        <source>player {n}</source>
        <translation>giocatore {n}</translation>
    </message>
    <message>
        <location filename="../../gamesuite/ui/phones/words.py" line="84" />
        <source>difficulty {n}</source>
        <translation>difficoltà {n}</translation>
    </message>
    <message>
        <location filename="../../gamesuite/ui/phones/words.py" line="85" />
        <source>Send</source>
        <translation>Invia</translation>
    </message>
    <message>
        <location filename="../../gamesuite/ui/phones/words.py" line="17" />
        <source>Your answer: a number, e.g. 1500</source>
        <translation>La tua risposta: un numero, es. 1500</translation>
    </message>
    <message>
        <location filename="../../gamesuite/ui/phones/words.py" line="18" />
        <source>Why? e.g. said in other words</source>
        <translation>Perché? es. detto con altre parole</translation>
    </message>
    <message>
        <location filename="../../gamesuite/ui/phones/words.py" line="19" />
        <source>A noun: table, hut, ghost…</source>
        <translation>Un nome: tavolo, capanna, fantasma…</translation>
    </message>
    <message>
        <location filename="../../gamesuite/ui/phones/words.py" line="20" />
        <source>An adjective: yellow, old, scary…</source>
        <translation>Un aggettivo: giallo, vecchio…</translation>
    </message>
    <message>
        <location filename="../../gamesuite/ui/phones/words.py" line="21" />
        <source>Where it comes from: from Lisbon…</source>
        <translation>Da dove viene: da Lisbona…</translation>
    </message>
    <message>
        <location filename="../../gamesuite/ui/phones/words.py" line="22" />
        <source>A gesture: clap, touch your nose…</source>
        <translation>Un gesto: batti le mani…</translation>
    </message>
    <message>
        <location filename="../../gamesuite/ui/phones/words.py" line="23" />
        <source>Type here</source>
        <translation>Scrivi qui</translation>
    </message>
    <message>
        <location filename="../../gamesuite/ui/phones/words.py" line="24" />
        <source>A number</source>
        <translation>Un numero</translation>
    </message>
    <message>
        <location filename="../../gamesuite/ui/phones/words.py" line="88" />
        <source>Question {n}</source>
        <translation>Domanda {n}</translation>
    </message>
    <message>
        <location filename="../../gamesuite/ui/phones/words.py" line="89" />
        <source>Answer: {answer}</source>
        <translation>Risposta: {answer}</translation>
    </message>
    <message>
        <location filename="../../gamesuite/ui/phones/words.py" line="90" />
        <source>when: {timing}</source>
        <translation>quando: {timing}</translation>
    </message>
    <message>
        <location filename="../../gamesuite/ui/phones/words.py" line="91" />
        <source>cost {n}</source>
        <translation>costo {n}</translation>
    </message>
    <message>
        <location filename="../../gamesuite/ui/phones/words.py" line="92" />
        <source>ATT {att} · DIF {dif}</source>
        <translation>ATT {att} · DIF {dif}</translation>
    </message>
    <message>
        <location filename="../../gamesuite/ui/phones/words.py" line="94" />
        <source>Character</source>
        <translation>Personaggio</translation>
    </message>
    <message>
        <location filename="../../gamesuite/ui/phones/words.py" line="95" />
        <source>Myth</source>
        <translation>Mito</translation>
    </message>
    <message>
        <location filename="../../gamesuite/ui/phones/words.py" line="96" />
        <source>Staff</source>
        <translation>Staff</translation>
    </message>
    <message>
        <location filename="../../gamesuite/ui/phones/words.py" line="97" />
        <source>Ciak</source>
        <translation>Ciak</translation>
    </message>
    <message>
        <location filename="../../gamesuite/ui/phones/words.py" line="98" />
        <source>Event</source>
        <translation>Evento</translation>
    </message>
    <message>
        <location filename="../../gamesuite/ui/phones/words.py" line="99" />
        <source>Item</source>
        <translation>Oggetto</translation>
    </message>
    <message>
        <location filename="../../gamesuite/ui/phones/words.py" line="100" />
        <source>None.</source>
        <translation>Nessuna.</translation>
    </message>
    <message>
        <location filename="../../gamesuite/ui/phones/words.py" line="101" />
        <source>The question</source>
        <translation>La domanda</translation>
    </message>
    <message>
        <location filename="../../gamesuite/ui/phones/words.py" line="102" />
        <source>The card in play</source>
        <translation>La carta in gioco</translation>
    </message>
    <message>
        <location filename="../../gamesuite/ui/phones/words.py" line="103" />
        <source>On the board</source>
        <translation>Sul tabellone</translation>
    </message>
    <message>
        <location filename="../../gamesuite/ui/phones/words.py" line="104" />
        <source>Director's cards</source>
        <translation>Carte del Regista</translation>
    </message>
    <message>
        <location filename="../../gamesuite/ui/phones/words.py" line="105" />
        <source>Your hand</source>
        <translation>La tua mano</translation>
    </message>
    <message>
        <location filename="../../gamesuite/ui/phones/words.py" line="107" />
        <source>Director</source>
        <translation>Regista</translation>
    </message>
    <message>
        <location filename="../../gamesuite/ui/phones/words.py" line="108" />
        <source>The game is over.</source>
        <translation>La partita è finita.</translation>
    </message>
    <message>
        <location filename="../../gamesuite/ui/phones/words.py" line="109" />
        <source>Your turn — only you can see this.</source>
        <translation>Tocca a te: solo tu vedi questa schermata.</translation>
    </message>
    <message>
        <location filename="../../gamesuite/ui/phones/words.py" line="110" />
        <source>You can play now.</source>
        <translation>Ora puoi giocare.</translation>
    </message>
    <message>
        <location filename="../../gamesuite/ui/phones/words.py" line="111" />
        <source>Lately</source>
        <translation>Ultime mosse</translation>
    </message>
    <message>
        <location filename="../../gamesuite/ui/phones/words.py" line="112" />
        <source>BUZZ</source>
        <translation>PRENOTA</translation>
    </message>
</context>
<context>
    <name>phones</name>
    <message>
        <location filename="../../gamesuite/ui/phones/dialog.py" line="107" />
        <source>{name} (away)</source>
        <translation>{name} (assente)</translation>
    </message>
    <message>
        <location filename="../../gamesuite/ui/phones/dialog.py" line="127" />
        <source>Play with phones</source>
        <translation>Gioca con i telefoni</translation>
    </message>
    <message>
        <location filename="../../gamesuite/ui/phones/dialog.py" line="132" />
        <source>Each player may hold their private cards on their own phone, on this home network. Choose a seat, and its player scans the code: from then on the table never asks to pass the screen to them. Seats without a phone keep the hand-off.</source>
        <translation>Ogni giocatore può tenere le sue carte private sul proprio telefono, in questa rete di casa. Scegliete un posto e il suo giocatore inquadra il codice: da allora il tavolo non chiede più di passargli lo schermo. I posti senza telefono continuano a passarselo.</translation>
    </message>
    <message>
        <location filename="../../gamesuite/ui/phones/dialog.py" line="138" />
        <source>Let phones join this game</source>
        <translation>Lascia entrare i telefoni in questa partita</translation>
    </message>
    <message>
        <location filename="../../gamesuite/ui/phones/dialog.py" line="219" />
        <source>phone connected</source>
        <translation>telefono collegato</translation>
    </message>
    <message>
        <location filename="../../gamesuite/ui/phones/dialog.py" line="220" />
        <source>phone away</source>
        <translation>telefono assente</translation>
    </message>
    <message>
        <location filename="../../gamesuite/ui/phones/dialog.py" line="225" />
        <source>Release</source>
        <translation>Libera</translation>
    </message>
    <message>
        <location filename="../../gamesuite/ui/phones/dialog.py" line="227" />
        <source>Take the seat back: its phone stops, and the table passes the screen to this player again.</source>
        <translation>Riprendi il posto: il suo telefono si ferma e il tavolo torna a passare lo schermo a questo giocatore.</translation>
    </message>
    <message>
        <location filename="../../gamesuite/ui/phones/dialog.py" line="232" />
        <source>no phone</source>
        <translation>nessun telefono</translation>
    </message>
    <message>
        <location filename="../../gamesuite/ui/phones/dialog.py" line="237" />
        <source>Seat of {name}</source>
        <translation>Posto di {name}</translation>
    </message>
    <message>
        <location filename="../../gamesuite/ui/phones/dialog.py" line="241" />
        <source>Phone play is off.</source>
        <translation>Il gioco con i telefoni è spento.</translation>
    </message>
    <message>
        <location filename="../../gamesuite/ui/phones/hub.py" line="107" />
        <source>Phone play is over on the table.</source>
        <translation>Il gioco con i telefoni è finito sul tavolo.</translation>
    </message>
    <message>
        <location filename="../../gamesuite/ui/phones/hub.py" line="132" />
        <source>The table took this seat back. Scan the code again to play on this phone.</source>
        <translation>Il tavolo ha ripreso questo posto. Inquadra di nuovo il codice per giocare con questo telefono.</translation>
    </message>
    <message>
        <location filename="../../gamesuite/ui/phones/hub.py" line="253" />
        <source>This link is not valid any more. Scan the code on the table again.</source>
        <translation>Questo collegamento non vale più. Inquadra di nuovo il codice sul tavolo.</translation>
    </message>
    <message>
        <location filename="../../gamesuite/ui/phones/hub.py" line="260" />
        <source>This seat was opened on another screen.</source>
        <translation>Questo posto è stato aperto su un altro schermo.</translation>
    </message>
    <message>
        <location filename="../../gamesuite/ui/phones/hub.py" line="276" />
        <source>The game moved on: look at your screen again.</source>
        <translation>La partita è andata avanti: guarda di nuovo il tuo schermo.</translation>
    </message>
    <message>
        <location filename="../../gamesuite/ui/phones/hub.py" line="285" />
        <source>That move is not yours to make.</source>
        <translation>Questa mossa non tocca a te.</translation>
    </message>
    <message>
        <location filename="../../gamesuite/ui/phones/hub.py" line="304" />
        <source>This game has no buzzer.</source>
        <translation>Questo gioco non ha il pulsante.</translation>
    </message>
    <message>
        <location filename="../../gamesuite/ui/games.py" line="40" />
        <source>{name}'s cards are on their phone.</source>
        <translation>Le carte di {name} sono sul suo telefono.</translation>
    </message>
</context>
<context>
    <name>quizclub</name>
    <message>
        <location filename="../../gamesuite/rules/quizclub/spec.py" line="54" />
        <source>No marker lines</source>
        <translation>Nessuna linea di penalità</translation>
    </message>
    <message>
        <location filename="../../gamesuite/rules/quizclub/spec.py" line="55" />
        <source>One line, after space 15</source>
        <translation>Una linea, dopo la casella 15</translation>
    </message>
    <message>
        <location filename="../../gamesuite/rules/quizclub/spec.py" line="56" />
        <source>After spaces 10 and 20</source>
        <translation>Dopo le caselle 10 e 20</translation>
    </message>
    <message>
        <location filename="../../gamesuite/rules/quizclub/spec.py" line="57" />
        <source>After spaces 8, 16 and 24</source>
        <translation>Dopo le caselle 8, 16 e 24</translation>
    </message>
    <message>
        <location filename="../../gamesuite/rules/quizclub/spec.py" line="58" />
        <source>After spaces 6, 12, 18 and 24</source>
        <translation>Dopo le caselle 6, 12, 18 e 24</translation>
    </message>
    <message>
        <location filename="../../gamesuite/rules/quizclub/spec.py" line="82" />
        <source>The character card of player {number}; each player needs her own. Any character of the game's question packs (the eight built-in ones, and those an expansion brings).</source>
        <translation>La carta personaggio del giocatore {number}; ognuno ha la sua. Qualsiasi personaggio dei mazzi di domande della partita (gli otto di base e quelli portati da un'espansione).</translation>
    </message>
    <message>
        <location filename="../../gamesuite/rules/quizclub/spec.py" line="100" />
        <source>{name}'s questions</source>
        <translation>Le domande di {name}</translation>
    </message>
    <message>
        <location filename="../../gamesuite/rules/quizclub/spec.py" line="103" />
        <source>Shuffle the question cards with {name}'s portrait into the deck.</source>
        <translation>Mescola nel mazzo le carte domanda con il ritratto di {name}.</translation>
    </message>
    <message>
        <location filename="../../gamesuite/rules/quizclub/spec.py" line="116" />
        <source>Card side</source>
        <translation>Lato delle carte</translation>
    </message>
    <message>
        <location filename="../../gamesuite/rules/quizclub/spec.py" line="117" />
        <source>The border side everybody uses for the whole game; the other side is never asked.</source>
        <translation>Il lato del bordo che tutti usano per tutta la partita; l'altro lato non si usa mai.</translation>
    </message>
    <message>
        <location filename="../../gamesuite/rules/quizclub/spec.py" line="122" />
        <source>Light border</source>
        <translation>Bordo chiaro</translation>
    </message>
    <message>
        <location filename="../../gamesuite/rules/quizclub/spec.py" line="123" />
        <source>Dark border</source>
        <translation>Bordo scuro</translation>
    </message>
    <message>
        <location filename="../../gamesuite/rules/quizclub/spec.py" line="128" />
        <source>Starting player</source>
        <translation>Primo giocatore</translation>
    </message>
    <message>
        <location filename="../../gamesuite/rules/quizclub/spec.py" line="129" />
        <source>Who receives the starting player card first: chance, or a given player.</source>
        <translation>Chi riceve per primo la carta del primo giocatore: il caso, o un giocatore scelto.</translation>
    </message>
    <message>
        <location filename="../../gamesuite/rules/quizclub/spec.py" line="132" />
        <source>Chance decides</source>
        <translation>Decide il caso</translation>
    </message>
    <message>
        <location filename="../../gamesuite/rules/quizclub/spec.py" line="79" />
        <source>Character of player {number}</source>
        <translation>Personaggio del giocatore {number}</translation>
    </message>
    <message>
        <location filename="../../gamesuite/rules/quizclub/spec.py" line="31" />
        <source>Sports</source>
        <extracomment>The eight characters of the base game: every content has them (a pack may add its own, see ``deck.characters_of``). ``colour`` is the character card's colour (a player's disc has the colour of her seat, chosen on the setup page); ``interests`` are the categories the rulebook's blurb names.</extracomment>
        <translation>Sport</translation>
    </message>
    <message>
        <location filename="../../gamesuite/rules/quizclub/spec.py" line="32" />
        <source>Games</source>
        <translation>Giochi</translation>
    </message>
    <message>
        <location filename="../../gamesuite/rules/quizclub/spec.py" line="33" />
        <source>Flora &amp; Fauna</source>
        <translation>Flora e fauna</translation>
    </message>
    <message>
        <location filename="../../gamesuite/rules/quizclub/spec.py" line="34" />
        <source>Mathematics</source>
        <translation>Matematica</translation>
    </message>
    <message>
        <location filename="../../gamesuite/rules/quizclub/spec.py" line="35" />
        <source>Politics &amp; History</source>
        <translation>Politica e storia</translation>
    </message>
    <message>
        <location filename="../../gamesuite/rules/quizclub/spec.py" line="36" />
        <source>Biology &amp; Medicine</source>
        <translation>Biologia e medicina</translation>
    </message>
    <message>
        <location filename="../../gamesuite/rules/quizclub/spec.py" line="37" />
        <source>Society</source>
        <translation>Società</translation>
    </message>
    <message>
        <location filename="../../gamesuite/rules/quizclub/spec.py" line="38" />
        <source>Economics</source>
        <translation>Economia</translation>
    </message>
    <message>
        <location filename="../../gamesuite/rules/quizclub/spec.py" line="39" />
        <source>Art - Music - Media</source>
        <translation>Arte - Musica - Media</translation>
    </message>
    <message>
        <location filename="../../gamesuite/rules/quizclub/spec.py" line="40" />
        <source>Science &amp; Technology</source>
        <translation>Scienza e tecnologia</translation>
    </message>
    <message>
        <location filename="../../gamesuite/rules/quizclub/spec.py" line="41" />
        <source>Language</source>
        <translation>Lingua</translation>
    </message>
    <message>
        <location filename="../../gamesuite/rules/quizclub/spec.py" line="42" />
        <source>Food &amp; Drink</source>
        <translation>Cibo e bevande</translation>
    </message>
    <message>
        <location filename="../../gamesuite/rules/quizclub/spec.py" line="43" />
        <source>Geography &amp; Travel</source>
        <translation>Geografia e viaggi</translation>
    </message>
    <message>
        <location filename="../../gamesuite/rules/quizclub/spec.py" line="44" />
        <source>Literature</source>
        <translation>Letteratura</translation>
    </message>
    <message>
        <location filename="../../gamesuite/rules/quizclub/spec.py" line="134" />
        <source>Player {number}</source>
        <translation>Giocatore {number}</translation>
    </message>
    <message>
        <location filename="../../gamesuite/rules/quizclub/spec.py" line="141" />
        <source>Who asks next</source>
        <translation>Chi chiede dopo</translation>
    </message>
    <message>
        <location filename="../../gamesuite/rules/quizclub/spec.py" line="142" />
        <source>After the asked player turns her card, the player to the left of the asked player (the rulebook's 'her left') or to the left of the asker becomes active.</source>
        <translation>Dopo che chi ha risposto gira la sua carta, diventa di turno chi siede alla sinistra di chi ha risposto (la «sua sinistra» del regolamento) o alla sinistra di chi ha chiesto.</translation>
    </message>
    <message>
        <location filename="../../gamesuite/rules/quizclub/spec.py" line="149" />
        <source>Left of the asked player</source>
        <translation>A sinistra di chi ha risposto</translation>
    </message>
    <message>
        <location filename="../../gamesuite/rules/quizclub/spec.py" line="150" />
        <source>Left of the asker</source>
        <translation>A sinistra di chi ha chiesto</translation>
    </message>
    <message>
        <location filename="../../gamesuite/rules/quizclub/spec.py" line="155" />
        <source>Final space</source>
        <translation>Casella finale</translation>
    </message>
    <message>
        <location filename="../../gamesuite/rules/quizclub/spec.py" line="156" />
        <source>The number of the score track's final space; everyone who reaches or passes it wins together.</source>
        <translation>Il numero della casella finale del segnapunti; chi la raggiunge o la supera vince insieme agli altri che ci arrivano.</translation>
    </message>
    <message>
        <location filename="../../gamesuite/rules/quizclub/spec.py" line="166" />
        <source>Marker lines</source>
        <translation>Linee di penalità</translation>
    </message>
    <message>
        <location filename="../../gamesuite/rules/quizclub/spec.py" line="167" />
        <source>After which spaces the marker lines lie; moving past one costs a card from your hand for good.</source>
        <translation>Dopo quali caselle si trovano le linee di penalità; superarne una ti costa per sempre una carta dalla mano.</translation>
    </message>
    <message>
        <location filename="../../gamesuite/rules/quizclub/spec.py" line="175" />
        <source>Empty draw pile</source>
        <translation>Mazzo di pesca vuoto</translation>
    </message>
    <message>
        <location filename="../../gamesuite/rules/quizclub/spec.py" line="176" />
        <source>When the draw pile runs out: shuffle the discards into a new pile, or play on without drawing.</source>
        <translation>Quando il mazzo di pesca finisce: mescola gli scarti in un nuovo mazzo, oppure continua senza pescare.</translation>
    </message>
    <message>
        <location filename="../../gamesuite/rules/quizclub/spec.py" line="181" />
        <source>Shuffle the discard pile into a new draw pile</source>
        <translation>Mescola gli scarti in un nuovo mazzo di pesca</translation>
    </message>
    <message>
        <location filename="../../gamesuite/rules/quizclub/spec.py" line="182" />
        <source>Play on with smaller hands</source>
        <translation>Continua con meno carte in mano</translation>
    </message>
    <message>
        <location filename="../../gamesuite/rules/quizclub/spec.py" line="187" />
        <source>Small deck</source>
        <translation>Mazzo piccolo</translation>
    </message>
    <message>
        <location filename="../../gamesuite/rules/quizclub/spec.py" line="188" />
        <source>When the deck cannot give every player 5 cards: deal equal smaller hands (2 or more), or refuse.</source>
        <translation>Quando il mazzo non basta a dare 5 carte a tutti: distribuisci mani più piccole ma uguali (2 o più), oppure rifiuta.</translation>
    </message>
    <message>
        <location filename="../../gamesuite/rules/quizclub/spec.py" line="194" />
        <source>Deal equal smaller hands</source>
        <translation>Distribuisci mani più piccole e uguali</translation>
    </message>
    <message>
        <location filename="../../gamesuite/rules/quizclub/spec.py" line="195" />
        <source>Refuse to start</source>
        <translation>Non iniziare</translation>
    </message>
    <message>
        <location filename="../../gamesuite/rules/quizclub/spec.py" line="200" />
        <source>Show the question on the table</source>
        <translation>Mostra la domanda sul tavolo</translation>
    </message>
    <message>
        <location filename="../../gamesuite/rules/quizclub/spec.py" line="201" />
        <source>The table screen shows the question (with its choices or terms) once it is asked.</source>
        <translation>Lo schermo del tavolo mostra la domanda (con le sue risposte o i suoi termini) appena viene fatta.</translation>
    </message>
    <message>
        <location filename="../../gamesuite/rules/quizclub/spec.py" line="209" />
        <source>Character cards of one colour</source>
        <translation>Carte personaggio dello stesso colore</translation>
    </message>
    <message>
        <location filename="../../gamesuite/rules/quizclub/spec.py" line="210" />
        <source>With expansions several character cards have the same colour. Every player's disc has her own seat colour either way; 'different' also keeps two players from holding character cards of one colour.</source>
        <translation>Con le espansioni più carte personaggio hanno lo stesso colore. La pedina di ogni giocatore ha comunque il colore del suo posto; «diversi» impedisce anche che due giocatori abbiano carte personaggio dello stesso colore.</translation>
    </message>
    <message>
        <location filename="../../gamesuite/rules/quizclub/spec.py" line="217" />
        <source>Allowed: the discs tell the players apart</source>
        <translation>Ammesse: le pedine distinguono i giocatori</translation>
    </message>
    <message>
        <location filename="../../gamesuite/rules/quizclub/spec.py" line="218" />
        <source>Each player a card of her own colour</source>
        <translation>Ogni giocatrice una carta del proprio colore</translation>
    </message>
    <message>
        <location filename="../../gamesuite/rules/quizclub/spec.py" line="228" />
        <source>Quiz Club</source>
        <translation>Quiz Club</translation>
    </message>
    <message>
        <location filename="../../gamesuite/rules/quizclub/spec.py" line="229" />
        <source>Ask the right person the right question.</source>
        <translation>Fai la domanda giusta alla persona giusta.</translation>
    </message>
    <message>
        <location filename="../../gamesuite/rules/quizclub/spec.py" line="233" />
        <source>Standard</source>
        <translation>Normale</translation>
    </message>
    <message>
        <location filename="../../gamesuite/rules/quizclub/spec.py" line="234" />
        <source>Six rounds, cooperative and competitive in turn.</source>
        <translation>Sei round, a turno cooperativi e competitivi.</translation>
    </message>
    <message>
        <location filename="../../gamesuite/rules/quizclub/engine.py" line="803" />
        <source>{names} reached the final space and wins!</source>
        <translation>{names} raggiunge la casella finale e vince!</translation>
    </message>
    <message>
        <location filename="../../gamesuite/rules/quizclub/engine.py" line="806" />
        <source>{names} reached the final space and win together!</source>
        <translation>{names} raggiungono la casella finale e vincono insieme!</translation>
    </message>
    <message numerus="yes">
        <location filename="../../gamesuite/rules/quizclub/engine.py" line="809" />
        <source>{names} wins with %n point(s)!</source>
        <translation><numerusform>{names} vince con %n punto!</numerusform><numerusform>{names} vince con %n punti!</numerusform></translation>
    </message>
    <message numerus="yes">
        <location filename="../../gamesuite/rules/quizclub/engine.py" line="811" />
        <source>{names} win together with %n point(s)!</source>
        <translation><numerusform>{names} vincono insieme con %n punto!</numerusform><numerusform>{names} vincono insieme con %n punti!</numerusform></translation>
    </message>
    <message>
        <location filename="../../gamesuite/rules/quizclub/judge.py" line="20" />
        <source>Knowledge</source>
        <translation>Conoscenza</translation>
    </message>
    <message>
        <location filename="../../gamesuite/rules/quizclub/judge.py" line="21" />
        <source>Multiple Choice</source>
        <translation>Scelta multipla</translation>
    </message>
    <message>
        <location filename="../../gamesuite/rules/quizclub/judge.py" line="22" />
        <source>Estimate</source>
        <translation>Stima</translation>
    </message>
    <message>
        <location filename="../../gamesuite/rules/quizclub/judge.py" line="23" />
        <source>Ranking</source>
        <translation>Ordine</translation>
    </message>
    <message>
        <location filename="../../gamesuite/rules/quizclub/judge.py" line="24" />
        <source>Intuition</source>
        <translation>Intuito</translation>
    </message>
    <message>
        <location filename="../../gamesuite/ui/quizclub/art.py" line="852" />
        <source>1st</source>
        <extracomment>A character with no portrait the app can use (her pack is gone): the shirt takes her card colour.</extracomment>
        <translation>1º</translation>
    </message>
    <message>
        <location filename="../../gamesuite/ui/quizclub/handcard.py" line="79" />
        <source>Either counts: {answers}</source>
        <translation>Vale anche: {answers}</translation>
    </message>
    <message>
        <location filename="../../gamesuite/ui/quizclub/handcard.py" line="89" />
        <source>Counts from {low} to {high}</source>
        <translation>Vale da {low} a {high}</translation>
    </message>
    <message>
        <location filename="../../gamesuite/ui/quizclub/handcard.py" line="91" />
        <source>Keep the margin secret.</source>
        <translation>Tieni segreto il margine.</translation>
    </message>
    <message>
        <location filename="../../gamesuite/ui/quizclub/handcard.py" line="96" />
        <location filename="../../gamesuite/ui/quizclub/panels.py" line="1159" />
        <source>Order: {order}</source>
        <translation>Ordine: {order}</translation>
    </message>
    <message>
        <location filename="../../gamesuite/ui/quizclub/handcard.py" line="99" />
        <location filename="../../gamesuite/ui/quizclub/panels.py" line="1161" />
        <source>Backwards counts too.</source>
        <translation>Vale anche al contrario.</translation>
    </message>
    <message>
        <location filename="../../gamesuite/ui/quizclub/handcard.py" line="102" />
        <source>The answerer says how many fellow players qualify.</source>
        <translation>Chi risponde dice quanti compagni di gioco corrispondono.</translation>
    </message>
    <message>
        <location filename="../../gamesuite/ui/quizclub/handcard.py" line="103" />
        <location filename="../../gamesuite/ui/quizclub/handcard.py" line="105" />
        <source>Right unless somebody objects.</source>
        <translation>Giusta, a meno che qualcuno obietti.</translation>
    </message>
    <message>
        <location filename="../../gamesuite/ui/quizclub/handcard.py" line="104" />
        <source>The answerer names a fellow player, or nobody.</source>
        <translation>Chi risponde nomina un compagno di gioco, o nessuno.</translation>
    </message>
    <message>
        <location filename="../../gamesuite/ui/quizclub/handcard.py" line="250" />
        <source>Ask this</source>
        <translation>Chiedi questa</translation>
    </message>
    <message>
        <location filename="../../gamesuite/ui/quizclub/handcard.py" line="257" />
        <source>Discard this card for good</source>
        <translation>Scarta questa carta definitivamente</translation>
    </message>
    <message>
        <location filename="../../gamesuite/ui/quizclub/handcard.py" line="457" />
        <source>{name}'s card</source>
        <translation>Carta di {name}</translation>
    </message>
    <message>
        <location filename="../../gamesuite/ui/quizclub/items.py" line="154" />
        <source>START</source>
        <translation>VIA</translation>
    </message>
    <message>
        <location filename="../../gamesuite/ui/quizclub/items.py" line="441" />
        <location filename="../../gamesuite/ui/quizclub/presenter.py" line="398" />
        <source>points</source>
        <translation>punti</translation>
    </message>
    <message>
        <location filename="../../gamesuite/ui/quizclub/items.py" line="653" />
        <source>Choose a fellow player who has not been asked this round</source>
        <translation>Scegli un compagno di gioco a cui non è ancora stato chiesto in questo giro</translation>
    </message>
    <message>
        <location filename="../../gamesuite/ui/quizclub/items.py" line="654" />
        <source>Ask one question from a card in your hand: • easy, •• medium, ••• hard</source>
        <translation>Fai una domanda da una carta che hai in mano: • facile, •• media, ••• difficile</translation>
    </message>
    <message>
        <location filename="../../gamesuite/ui/quizclub/items.py" line="656" />
        <source>Move the discs up the track; the player asked turns her character card</source>
        <translation>Avanzate le pedine sul segnapunti; chi ha risposto gira la sua carta personaggio</translation>
    </message>
    <message>
        <location filename="../../gamesuite/ui/quizclub/items.py" line="695" />
        <location filename="../../gamesuite/ui/quizclub/items.py" line="817" />
        <location filename="../../gamesuite/ui/quizclub/panels.py" line="1277" />
        <source>Answer: {answer}</source>
        <translation>Risposta: {answer}</translation>
    </message>
    <message>
        <location filename="../../gamesuite/ui/quizclub/items.py" line="750" />
        <source>{category}  ·  {type}</source>
        <translation>{category}  ·  {type}</translation>
    </message>
    <message>
        <location filename="../../gamesuite/ui/quizclub/items.py" line="773" />
        <source>The question is read out loud.</source>
        <translation>La domanda viene letta ad alta voce.</translation>
    </message>
    <message>
        <location filename="../../gamesuite/ui/quizclub/items.py" line="811" />
        <source>the app says: correct</source>
        <translation>per l’app: giusta</translation>
    </message>
    <message>
        <location filename="../../gamesuite/ui/quizclub/items.py" line="811" />
        <source>the app says: wrong</source>
        <translation>per l’app: sbagliata</translation>
    </message>
    <message>
        <location filename="../../gamesuite/ui/quizclub/items.py" line="813" />
        <source>{said}  →  {judged}</source>
        <translation>{said}  →  {judged}</translation>
    </message>
    <message numerus="yes">
        <location filename="../../gamesuite/ui/quizclub/items.py" line="885" />
        <source>%n point(s)</source>
        <translation><numerusform>%n punto</numerusform><numerusform>%n punti</numerusform></translation>
    </message>
    <message>
        <location filename="../../gamesuite/ui/quizclub/items.py" line="887" />
        <source>{points}  ★ winner</source>
        <translation>{points}  ★ vince</translation>
    </message>
    <message>
        <location filename="../../gamesuite/ui/quizclub/panels.py" line="56" />
        <source>Whom to ask</source>
        <translation>A chi chiedere</translation>
    </message>
    <message>
        <location filename="../../gamesuite/ui/quizclub/panels.py" line="56" />
        <source>Which question</source>
        <translation>Quale domanda</translation>
    </message>
    <message>
        <location filename="../../gamesuite/ui/quizclub/panels.py" line="57" />
        <source>The answer</source>
        <translation>La risposta</translation>
    </message>
    <message>
        <location filename="../../gamesuite/ui/quizclub/panels.py" line="57" />
        <source>Confirm</source>
        <translation>Conferma</translation>
    </message>
    <message>
        <location filename="../../gamesuite/ui/quizclub/panels.py" line="59" />
        <source>Close enough</source>
        <translation>Abbastanza vicino</translation>
    </message>
    <message>
        <location filename="../../gamesuite/ui/quizclub/panels.py" line="60" />
        <source>Close enough: we agreed to accept it.</source>
        <translation>Abbastanza vicino: abbiamo deciso di accettarla.</translation>
    </message>
    <message>
        <location filename="../../gamesuite/ui/quizclub/panels.py" line="61" />
        <source>Misheard</source>
        <translation>Capito male</translation>
    </message>
    <message>
        <location filename="../../gamesuite/ui/quizclub/panels.py" line="62" />
        <source>Misheard: the answer given was different.</source>
        <translation>Capito male: la risposta data era un’altra.</translation>
    </message>
    <message>
        <location filename="../../gamesuite/ui/quizclub/panels.py" line="63" />
        <source>Card out of date</source>
        <translation>Carta non aggiornata</translation>
    </message>
    <message>
        <location filename="../../gamesuite/ui/quizclub/panels.py" line="64" />
        <source>The card is out of date.</source>
        <translation>La carta non è aggiornata.</translation>
    </message>
    <message>
        <location filename="../../gamesuite/ui/quizclub/panels.py" line="385" />
        <source>the answerer</source>
        <translation>chi risponde</translation>
    </message>
    <message>
        <location filename="../../gamesuite/ui/quizclub/panels.py" line="387" />
        <source>Right: +{points} for {name} and you</source>
        <translation>Giusta: +{points} a {name} e a te</translation>
    </message>
    <message>
        <location filename="../../gamesuite/ui/quizclub/panels.py" line="389" />
        <source>Right: +{points} {name} · Wrong: +{other} you</source>
        <translation>Giusta: +{points} a {name} · Sbagliata: +{other} a te</translation>
    </message>
    <message>
        <location filename="../../gamesuite/ui/quizclub/panels.py" line="452" />
        <source>{name} — you passed a marker line</source>
        <translation>{name} — hai superato una linea di penalità</translation>
    </message>
    <message>
        <location filename="../../gamesuite/ui/quizclub/panels.py" line="454" />
        <source>{name} — your turn to ask</source>
        <translation>{name} — tocca a te chiedere</translation>
    </message>
    <message>
        <location filename="../../gamesuite/ui/quizclub/panels.py" line="464" />
        <location filename="../../gamesuite/ui/quizclub/presenter.py" line="415" />
        <source>Cooperative</source>
        <translation>Cooperativo</translation>
    </message>
    <message>
        <location filename="../../gamesuite/ui/quizclub/panels.py" line="464" />
        <location filename="../../gamesuite/ui/quizclub/presenter.py" line="415" />
        <source>Competitive</source>
        <translation>Competitivo</translation>
    </message>
    <message>
        <location filename="../../gamesuite/ui/quizclub/panels.py" line="465" />
        <location filename="../../gamesuite/ui/quizclub/presenter.py" line="426" />
        <source>Round {round} of {rounds} · {kind}</source>
        <translation>Giro {round} di {rounds} · {kind}</translation>
    </message>
    <message>
        <location filename="../../gamesuite/ui/quizclub/panels.py" line="467" />
        <source>Right: you and the answerer score 1/2/3 · Wrong: nobody scores</source>
        <translation>Giusta: tu e chi risponde prendete 1/2/3 · Sbagliata: nessuno prende punti</translation>
    </message>
    <message>
        <location filename="../../gamesuite/ui/quizclub/panels.py" line="468" />
        <source>Right: the answerer scores 1/2/3 · Wrong: you score 3/2/1</source>
        <translation>Giusta: chi risponde prende 1/2/3 · Sbagliata: tu prendi 3/2/1</translation>
    </message>
    <message>
        <location filename="../../gamesuite/ui/quizclub/panels.py" line="525" />
        <source>Ask someone else</source>
        <translation>Chiedi a qualcun altro</translation>
    </message>
    <message>
        <location filename="../../gamesuite/ui/quizclub/panels.py" line="549" />
        <source>Your hand is empty.</source>
        <translation>Non hai carte in mano.</translation>
    </message>
    <message>
        <location filename="../../gamesuite/ui/quizclub/panels.py" line="550" />
        <source>Nothing to do right now: look at the table.</source>
        <translation>Per ora non devi fare nulla: guarda il tavolo.</translation>
    </message>
    <message>
        <location filename="../../gamesuite/ui/quizclub/panels.py" line="676" />
        <source>Your disc moved past a marker line on the score track. Choose a card to discard for good — it leaves the game.</source>
        <translation>La tua pedina ha superato una linea di penalità sul segnapunti. Scegli una carta da scartare definitivamente: esce dal gioco.</translation>
    </message>
    <message numerus="yes">
        <location filename="../../gamesuite/ui/quizclub/panels.py" line="679" />
        <source>Your disc moved past a marker line on the score track. Choose a card to discard for good — it leaves the game (%n cards to discard).</source>
        <translation><numerusform>La tua pedina ha superato una linea di penalità sul segnapunti. Scegli una carta da scartare definitivamente: esce dal gioco (%n carta da scartare).</numerusform><numerusform>La tua pedina ha superato una linea di penalità sul segnapunti. Scegli una carta da scartare definitivamente: esce dal gioco (%n carte da scartare).</numerusform></translation>
    </message>
    <message>
        <location filename="../../gamesuite/ui/quizclub/panels.py" line="687" />
        <source>Whom do you ask? Only players not yet asked this round.</source>
        <translation>A chi chiedi? Solo a chi non ha ancora risposto in questo giro.</translation>
    </message>
    <message>
        <location filename="../../gamesuite/ui/quizclub/panels.py" line="689" />
        <source>Your hand — the questions you could ask, with their answers:</source>
        <translation>La tua mano: le domande che potresti fare, con le risposte:</translation>
    </message>
    <message>
        <location filename="../../gamesuite/ui/quizclub/panels.py" line="696" />
        <source>You ask {name}. Choose a question and read it out loud.</source>
        <translation>Chiedi a {name}. Scegli una domanda e leggila ad alta voce.</translation>
    </message>
    <message>
        <location filename="../../gamesuite/ui/quizclub/panels.py" line="768" />
        <source>Last turn: {name} could only choose herself and scored 3 points.</source>
        <translation>Ultimo turno: {name} poteva scegliere solo sé stessa e ha preso 3 punti.</translation>
    </message>
    <message>
        <location filename="../../gamesuite/ui/quizclub/panels.py" line="774" />
        <source>Last question: {verdict} — {asker} asked {asked} ({category}, {difficulty}). {points}</source>
        <translation>Ultima domanda: {verdict} — {asker} ha chiesto a {asked} ({category}, {difficulty}). {points}</translation>
    </message>
    <message>
        <location filename="../../gamesuite/ui/quizclub/panels.py" line="776" />
        <source>Correct</source>
        <translation>Giusta</translation>
    </message>
    <message>
        <location filename="../../gamesuite/ui/quizclub/panels.py" line="776" />
        <location filename="../../gamesuite/ui/quizclub/panels.py" line="1019" />
        <location filename="../../gamesuite/ui/quizclub/presenter.py" line="281" />
        <source>Wrong</source>
        <translation>Sbagliata</translation>
    </message>
    <message>
        <location filename="../../gamesuite/ui/quizclub/panels.py" line="779" />
        <source>Nobody scored.</source>
        <translation>Nessuno ha preso punti.</translation>
    </message>
    <message>
        <location filename="../../gamesuite/ui/quizclub/panels.py" line="805" />
        <source>already asked</source>
        <translation>ha già risposto</translation>
    </message>
    <message>
        <location filename="../../gamesuite/ui/quizclub/panels.py" line="977" />
        <source>{type} · {dots} {difficulty} · you ask {name}</source>
        <translation>{type} · {dots} {difficulty} · chiedi a {name}</translation>
    </message>
    <message>
        <location filename="../../gamesuite/ui/quizclub/panels.py" line="984" />
        <source>Read the question and the four choices out loud.</source>
        <translation>Leggi ad alta voce la domanda e le quattro risposte.</translation>
    </message>
    <message>
        <location filename="../../gamesuite/ui/quizclub/panels.py" line="985" />
        <source>Read the question and the four terms out loud.</source>
        <translation>Leggi ad alta voce la domanda e i quattro termini.</translation>
    </message>
    <message>
        <location filename="../../gamesuite/ui/quizclub/panels.py" line="986" />
        <source>Read the question out loud — but not the margin.</source>
        <translation>Leggi ad alta voce la domanda, ma non il margine.</translation>
    </message>
    <message>
        <location filename="../../gamesuite/ui/quizclub/panels.py" line="987" />
        <source>Read the question out loud.</source>
        <translation>Leggi ad alta voce la domanda.</translation>
    </message>
    <message>
        <location filename="../../gamesuite/ui/quizclub/panels.py" line="988" />
        <source>{name} gave no answer</source>
        <translation>{name} non ha risposto</translation>
    </message>
    <message>
        <location filename="../../gamesuite/ui/quizclub/panels.py" line="1008" />
        <source>The answer (only you see it)</source>
        <translation>La risposta (la vedi solo tu)</translation>
    </message>
    <message>
        <location filename="../../gamesuite/ui/quizclub/panels.py" line="1118" />
        <source>Was {name}'s answer right? Don't be too strict — it's about having fun.</source>
        <translation>La risposta di {name} era giusta? Non essere troppo severo: lo scopo è divertirsi.</translation>
    </message>
    <message>
        <location filename="../../gamesuite/ui/quizclub/panels.py" line="1121" />
        <source>Right — {name} knew it</source>
        <translation>Giusta: {name} la sapeva</translation>
    </message>
    <message>
        <location filename="../../gamesuite/ui/quizclub/panels.py" line="1123" />
        <source>Which letter did {name} say? The right one is marked green with a tick.</source>
        <translation>Quale lettera ha detto {name}? Quella giusta è in verde con la spunta.</translation>
    </message>
    <message>
        <location filename="../../gamesuite/ui/quizclub/panels.py" line="1133" />
        <source>(correct)</source>
        <translation>(giusta)</translation>
    </message>
    <message>
        <location filename="../../gamesuite/ui/quizclub/panels.py" line="1198" />
        <source>{stakes} · Wrong: nobody scores</source>
        <translation>{stakes} · Sbagliata: nessuno prende punti</translation>
    </message>
    <message>
        <location filename="../../gamesuite/ui/quizclub/panels.py" line="1199" />
        <source>This question: {stakes}.</source>
        <translation>Questa domanda: {stakes}.</translation>
    </message>
    <message>
        <location filename="../../gamesuite/ui/quizclub/panels.py" line="1142" />
        <source>Type the number {name} said (in {unit}); the app judges it with the margin.</source>
        <translation>Scrivi il numero detto da {name} (in {unit}); l’app lo giudica con il margine.</translation>
    </message>
    <message>
        <location filename="../../gamesuite/ui/quizclub/panels.py" line="1145" />
        <source>Type the number {name} said; the app judges it with the margin.</source>
        <translation>Scrivi il numero detto da {name}; l’app lo giudica con il margine.</translation>
    </message>
    <message>
        <location filename="../../gamesuite/ui/quizclub/panels.py" line="1041" />
        <source>for example 1500 or 2.5</source>
        <translation>per esempio 1500 o 2.5</translation>
    </message>
    <message>
        <location filename="../../gamesuite/ui/quizclub/panels.py" line="1043" />
        <source>Enter</source>
        <translation>Inserisci</translation>
    </message>
    <message>
        <location filename="../../gamesuite/ui/quizclub/panels.py" line="1210" />
        <source>Please type a number, for example 1500 or 2.5.</source>
        <translation>Scrivi un numero, per esempio 1500 o 2.5.</translation>
    </message>
    <message>
        <location filename="../../gamesuite/ui/quizclub/panels.py" line="1212" />
        <source>Please type a number between {low} and {high}, for example 1500 or 2.5.</source>
        <translation>Scrivi un numero tra {low} e {high}, per esempio 1500 o 2.5.</translation>
    </message>
    <message>
        <location filename="../../gamesuite/ui/quizclub/panels.py" line="1163" />
        <source>Click the four in the order {name} said them.</source>
        <translation>Fai clic sui quattro nell’ordine detto da {name}.</translation>
    </message>
    <message>
        <location filename="../../gamesuite/ui/quizclub/panels.py" line="1071" />
        <source>Enter this order</source>
        <translation>Inserisci questo ordine</translation>
    </message>
    <message>
        <location filename="../../gamesuite/ui/quizclub/panels.py" line="1233" />
        <source>→ said {position}.</source>
        <translation>→ detto per {position}º.</translation>
    </message>
    <message>
        <location filename="../../gamesuite/ui/quizclub/panels.py" line="1238" />
        <source>Said: {order}</source>
        <translation>Detto: {order}</translation>
    </message>
    <message>
        <location filename="../../gamesuite/ui/quizclub/panels.py" line="1241" />
        <source>Said: (click the first one)</source>
        <translation>Detto: (fai clic sul primo)</translation>
    </message>
    <message>
        <location filename="../../gamesuite/ui/quizclub/panels.py" line="1067" />
        <source>Undo last</source>
        <translation>Annulla l’ultimo</translation>
    </message>
    <message>
        <location filename="../../gamesuite/ui/quizclub/panels.py" line="1069" />
        <source>Start again</source>
        <translation>Ricomincia</translation>
    </message>
    <message>
        <location filename="../../gamesuite/ui/quizclub/panels.py" line="1011" />
        <source>How it is judged</source>
        <translation>Come si giudica</translation>
    </message>
    <message>
        <location filename="../../gamesuite/ui/quizclub/panels.py" line="1172" />
        <source>How many fellow players did {name} count? (Not herself.)</source>
        <translation>Quanti compagni di gioco ha contato {name}? (Senza contare sé stessa.)</translation>
    </message>
    <message>
        <location filename="../../gamesuite/ui/quizclub/panels.py" line="1175" />
        <source>Whom did {name} name? (Not herself.)</source>
        <translation>Chi ha nominato {name}? (Non sé stessa.)</translation>
    </message>
    <message>
        <location filename="../../gamesuite/ui/quizclub/panels.py" line="1090" />
        <source>you</source>
        <translation>tu</translation>
    </message>
    <message>
        <location filename="../../gamesuite/ui/quizclub/panels.py" line="1097" />
        <source>Nobody</source>
        <translation>Nessuno</translation>
    </message>
    <message>
        <location filename="../../gamesuite/ui/quizclub/panels.py" line="1194" />
        <source>Then the table screen asks whether anybody objects ({names}).</source>
        <translation>Poi lo schermo del tavolo chiede se qualcuno obietta ({names}).</translation>
    </message>
    <message>
        <location filename="../../gamesuite/ui/quizclub/panels.py" line="1265" />
        <location filename="../../gamesuite/ui/quizclub/presenter.py" line="269" />
        <location filename="../../gamesuite/ui/quizclub/presenter.py" line="275" />
        <location filename="../../gamesuite/ui/quizclub/presenter.py" line="333" />
        <source>{name} said: {said}</source>
        <translation>{name} ha detto: {said}</translation>
    </message>
    <message>
        <location filename="../../gamesuite/ui/quizclub/panels.py" line="1275" />
        <source>The app says: correct</source>
        <translation>Per l’app: giusta</translation>
    </message>
    <message>
        <location filename="../../gamesuite/ui/quizclub/panels.py" line="1276" />
        <source>The app says: wrong</source>
        <translation>Per l’app: sbagliata</translation>
    </message>
    <message>
        <location filename="../../gamesuite/ui/quizclub/panels.py" line="1278" />
        <source>Confirm: correct</source>
        <translation>Conferma: giusta</translation>
    </message>
    <message>
        <location filename="../../gamesuite/ui/quizclub/panels.py" line="1279" />
        <source>Confirm: wrong</source>
        <translation>Conferma: sbagliata</translation>
    </message>
    <message>
        <location filename="../../gamesuite/ui/quizclub/panels.py" line="1281" />
        <source>Disagree? Overrule the app and count it as wrong. Your reason goes into the game log.</source>
        <translation>Non sei d’accordo? Scavalca l’app e contala sbagliata. Il tuo motivo finisce nel registro della partita.</translation>
    </message>
    <message>
        <location filename="../../gamesuite/ui/quizclub/panels.py" line="1284" />
        <source>Disagree? Overrule the app and count it as correct. Your reason goes into the game log.</source>
        <translation>Non sei d’accordo? Scavalca l’app e contala giusta. Il tuo motivo finisce nel registro della partita.</translation>
    </message>
    <message>
        <location filename="../../gamesuite/ui/quizclub/panels.py" line="1286" />
        <source>Why? For example: she said it in other words</source>
        <translation>Perché? Per esempio: l’ha detto con altre parole</translation>
    </message>
    <message>
        <location filename="../../gamesuite/ui/quizclub/panels.py" line="1289" />
        <source>Overrule: count it as wrong</source>
        <translation>Scavalca: contala sbagliata</translation>
    </message>
    <message>
        <location filename="../../gamesuite/ui/quizclub/panels.py" line="1290" />
        <source>Overrule: count it as correct</source>
        <translation>Scavalca: contala giusta</translation>
    </message>
    <message>
        <location filename="../../gamesuite/ui/quizclub/presenter.py" line="21" />
        <source>easy</source>
        <extracomment>marked: show with :func:`difficulty_word`</extracomment>
        <translation>facile</translation>
    </message>
    <message>
        <location filename="../../gamesuite/ui/quizclub/presenter.py" line="21" />
        <source>medium</source>
        <translation>media</translation>
    </message>
    <message>
        <location filename="../../gamesuite/ui/quizclub/presenter.py" line="22" />
        <source>hard</source>
        <translation>difficile</translation>
    </message>
    <message>
        <location filename="../../gamesuite/ui/quizclub/presenter.py" line="26" />
        <location filename="../../gamesuite/ui/quizclub/presenter.py" line="30" />
        <source>I object!</source>
        <translation>Obietto!</translation>
    </message>
    <message>
        <location filename="../../gamesuite/rules/quizclub/engine.py" line="124" />
        <location filename="../../gamesuite/ui/quizclub/presenter.py" line="52" />
        <source>{value} (from {low} to {high} counts)</source>
        <translation>{value} (vale da {low} a {high})</translation>
    </message>
    <message>
        <location filename="../../gamesuite/rules/quizclub/engine.py" line="129" />
        <location filename="../../gamesuite/ui/quizclub/presenter.py" line="58" />
        <source>{order} ({terms}); the reverse also counts</source>
        <translation>{order} ({terms}); vale anche al contrario</translation>
    </message>
    <message>
        <location filename="../../gamesuite/rules/quizclub/engine.py" line="132" />
        <location filename="../../gamesuite/ui/quizclub/presenter.py" line="61" />
        <source>it depends on the fellow players</source>
        <translation>dipende dai compagni di gioco</translation>
    </message>
    <message>
        <location filename="../../gamesuite/rules/quizclub/engine.py" line="99" />
        <location filename="../../gamesuite/ui/quizclub/presenter.py" line="71" />
        <source>no answer</source>
        <extracomment>What an estimate answer may be and what an overrule's reason may be: the free values of two templates.</extracomment>
        <translation>nessuna risposta</translation>
    </message>
    <message>
        <location filename="../../gamesuite/rules/quizclub/engine.py" line="103" />
        <location filename="../../gamesuite/ui/quizclub/presenter.py" line="74" />
        <source>judged correct by the asker</source>
        <translation>giudicata giusta da chi ha chiesto</translation>
    </message>
    <message>
        <location filename="../../gamesuite/rules/quizclub/engine.py" line="104" />
        <location filename="../../gamesuite/ui/quizclub/presenter.py" line="75" />
        <source>judged wrong by the asker</source>
        <translation>giudicata sbagliata da chi ha chiesto</translation>
    </message>
    <message numerus="yes">
        <location filename="../../gamesuite/rules/quizclub/engine.py" line="106" />
        <location filename="../../gamesuite/ui/quizclub/presenter.py" line="77" />
        <source>%n fellow player(s)</source>
        <translation><numerusform>%n compagno di gioco</numerusform><numerusform>%n compagni di gioco</numerusform></translation>
    </message>
    <message>
        <location filename="../../gamesuite/rules/quizclub/engine.py" line="109" />
        <location filename="../../gamesuite/ui/quizclub/presenter.py" line="80" />
        <source>nobody</source>
        <translation>nessuno</translation>
    </message>
    <message>
        <location filename="../../gamesuite/rules/quizclub/engine.py" line="145" />
        <source>Quiz Club takes {low}-{high} players, not {count}</source>
        <translation>Quiz Club si gioca da {low} a {high} giocatori, non in {count}</translation>
    </message>
    <message>
        <location filename="../../gamesuite/rules/quizclub/engine.py" line="155" />
        <source>rule option '{option}': '{value}' is not a character of this game ({known})</source>
        <translation>opzione di regola '{option}': '{value}' non è un personaggio di questo gioco ({known})</translation>
    </message>
    <message>
        <location filename="../../gamesuite/rules/quizclub/engine.py" line="161" />
        <source>Every player needs her own character card.</source>
        <translation>Ogni giocatore deve avere la sua carta personaggio.</translation>
    </message>
    <message>
        <location filename="../../gamesuite/rules/quizclub/engine.py" line="164" />
        <source>Every player needs her own colour.</source>
        <translation>Ogni giocatore deve avere il suo colore.</translation>
    </message>
    <message>
        <location filename="../../gamesuite/rules/quizclub/engine.py" line="170" />
        <source>{first} and {second} have character cards of the same colour; with 'each player a card of her own colour' every player needs a card of another colour.</source>
        <translation>{first} e {second} hanno carte personaggio dello stesso colore; con «ogni giocatore una carta personaggio del proprio colore» ogni giocatore ha bisogno di una carta di un altro colore.</translation>
    </message>
    <message>
        <location filename="../../gamesuite/rules/quizclub/engine.py" line="177" />
        <source>The starting player must be one of the {count} players.</source>
        <translation>Il primo giocatore deve essere uno dei {count} giocatori.</translation>
    </message>
    <message numerus="yes">
        <location filename="../../gamesuite/rules/quizclub/engine.py" line="206" />
        <source>Only %n question card(s) remain after removing {excluded}'s questions; {count} players need at least {need}.</source>
        <translation><numerusform>Resta solo %n carta domanda dopo aver tolto le domande di {excluded}; {count} giocatori ne richiedono almeno {need}.</numerusform><numerusform>Restano solo %n carte domanda dopo aver tolto le domande di {excluded}; {count} giocatori ne richiedono almeno {need}.</numerusform></translation>
    </message>
    <message numerus="yes">
        <location filename="../../gamesuite/rules/quizclub/engine.py" line="209" />
        <source>Only %n question card(s) remain; {count} players need at least {need}.</source>
        <translation><numerusform>Resta solo %n carta domanda; {count} giocatori ne richiedono almeno {need}.</numerusform><numerusform>Restano solo %n carte domanda; {count} giocatori ne richiedono almeno {need}.</numerusform></translation>
    </message>
    <message>
        <location filename="../../gamesuite/rules/quizclub/engine.py" line="344" />
        <source>Now {name} chooses whom to ask.</source>
        <translation>Ora {name} sceglie a chi chiedere.</translation>
    </message>
    <message>
        <location filename="../../gamesuite/rules/quizclub/engine.py" line="345" />
        <source>Now {name} chooses a card and a question.</source>
        <translation>Ora {name} sceglie una carta e una domanda.</translation>
    </message>
    <message>
        <location filename="../../gamesuite/rules/quizclub/engine.py" line="346" />
        <source>Now {name} enters the answer.</source>
        <translation>Ora {name} inserisce la risposta.</translation>
    </message>
    <message>
        <location filename="../../gamesuite/rules/quizclub/engine.py" line="347" />
        <source>Now the table says whether anybody objects.</source>
        <translation>Ora il tavolo dice se qualcuno obietta.</translation>
    </message>
    <message>
        <location filename="../../gamesuite/rules/quizclub/engine.py" line="348" />
        <source>Now {name} confirms or overrules the verdict.</source>
        <translation>Ora {name} conferma o scavalca il giudizio.</translation>
    </message>
    <message>
        <location filename="../../gamesuite/rules/quizclub/engine.py" line="349" />
        <source>First the players who passed a marker line discard a card.</source>
        <translation>Prima chi ha superato una linea di penalità scarta una carta.</translation>
    </message>
    <message>
        <location filename="../../gamesuite/rules/quizclub/engine.py" line="355" />
        <source>Only {names} must discard a card now.</source>
        <translation>Ora deve scartare una carta solo {names}.</translation>
    </message>
    <message>
        <location filename="../../gamesuite/rules/quizclub/engine.py" line="356" />
        <location filename="../../gamesuite/rules/quizclub/engine.py" line="375" />
        <source>That card is not in your hand.</source>
        <translation>Quella carta non è nella tua mano.</translation>
    </message>
    <message>
        <location filename="../../gamesuite/rules/quizclub/engine.py" line="359" />
        <source>Objections are entered for the whole table.</source>
        <translation>Le obiezioni si inseriscono per tutto il tavolo.</translation>
    </message>
    <message>
        <location filename="../../gamesuite/rules/quizclub/engine.py" line="362" />
        <source>The answering player cannot object to her own answer.</source>
        <translation>Chi risponde non può obiettare alla propria risposta.</translation>
    </message>
    <message>
        <location filename="../../gamesuite/rules/quizclub/engine.py" line="363" />
        <source>Name a player who is at the table.</source>
        <translation>Nomina un giocatore seduto al tavolo.</translation>
    </message>
    <message>
        <location filename="../../gamesuite/rules/quizclub/engine.py" line="365" />
        <source>It is {name}'s turn.</source>
        <translation>Tocca a {name}.</translation>
    </message>
    <message>
        <location filename="../../gamesuite/rules/quizclub/engine.py" line="369" />
        <source>You cannot ask yourself a question.</source>
        <translation>Non puoi fare una domanda a te stesso.</translation>
    </message>
    <message>
        <location filename="../../gamesuite/rules/quizclub/engine.py" line="371" />
        <source>{name} has already been asked this round.</source>
        <translation>{name} ha già risposto in questo giro.</translation>
    </message>
    <message>
        <location filename="../../gamesuite/rules/quizclub/engine.py" line="372" />
        <source>Choose a fellow player at the table.</source>
        <translation>Scegli un compagno di gioco al tavolo.</translation>
    </message>
    <message>
        <location filename="../../gamesuite/rules/quizclub/engine.py" line="376" />
        <source>Choose question 1 (easy), 2 (medium) or 3 (hard).</source>
        <translation>Scegli la domanda 1 (facile), 2 (media) o 3 (difficile).</translation>
    </message>
    <message>
        <location filename="../../gamesuite/rules/quizclub/engine.py" line="381" />
        <source>For intuition questions the answering player may not name herself.</source>
        <translation>Nelle domande di intuito chi risponde non può nominare sé stesso.</translation>
    </message>
    <message>
        <location filename="../../gamesuite/rules/quizclub/engine.py" line="384" />
        <source>Enter how many fellow players were counted (0 to {most}).</source>
        <translation>Inserisci quanti compagni di gioco sono stati contati (da 0 a {most}).</translation>
    </message>
    <message>
        <location filename="../../gamesuite/rules/quizclub/engine.py" line="387" />
        <source>For a knowledge question, say whether the answer was correct (correct: true/false).</source>
        <translation>Per una domanda di conoscenza, di’ se la risposta era giusta (correct: true/false).</translation>
    </message>
    <message>
        <location filename="../../gamesuite/rules/quizclub/engine.py" line="390" />
        <source>Enter the letter said: A, B, C or D.</source>
        <translation>Inserisci la lettera detta: A, B, C o D.</translation>
    </message>
    <message>
        <location filename="../../gamesuite/rules/quizclub/engine.py" line="391" />
        <source>Enter the number said.</source>
        <translation>Inserisci il numero detto.</translation>
    </message>
    <message>
        <location filename="../../gamesuite/rules/quizclub/engine.py" line="392" />
        <source>Enter the order said: each of the letters A, B, C and D once.</source>
        <translation>Inserisci l’ordine detto: ognuna delle lettere A, B, C e D una volta.</translation>
    </message>
    <message>
        <location filename="../../gamesuite/rules/quizclub/engine.py" line="394" />
        <source>Enter the fellow player named, or nobody (player: null).</source>
        <translation>Inserisci il compagno di gioco nominato, o nessuno (player: null).</translation>
    </message>
    <message>
        <location filename="../../gamesuite/rules/quizclub/engine.py" line="398" />
        <source>The app already judged it so; overrule only to change the verdict.</source>
        <translation>L’app l’ha già giudicata così; scavalca solo per cambiare il giudizio.</translation>
    </message>
    <message>
        <location filename="../../gamesuite/rules/quizclub/engine.py" line="400" />
        <source>Give a reason for overruling (1 to {most} characters).</source>
        <translation>Indica un motivo per scavalcare l’app (da 1 a {most} caratteri).</translation>
    </message>
    <message>
        <location filename="../../gamesuite/rules/quizclub/engine.py" line="402" />
        <source>That move is not allowed right now.</source>
        <translation>Questa mossa ora non è consentita.</translation>
    </message>
    <message>
        <location filename="../../gamesuite/rules/quizclub/engine.py" line="413" />
        <source>{asker} will ask {asked}.</source>
        <translation>{asker} chiederà a {asked}.</translation>
    </message>
    <message>
        <location filename="../../gamesuite/rules/quizclub/engine.py" line="423" />
        <source>{name} changes whom to ask.</source>
        <translation>{name} cambia la persona a cui chiedere.</translation>
    </message>
    <message>
        <location filename="../../gamesuite/rules/quizclub/engine.py" line="441" />
        <source>{asker} asks {asked} a {dots} {category} question ({type}).</source>
        <translation>{asker} fa a {asked} una domanda {dots} di {category} ({type}).</translation>
    </message>
    <message>
        <location filename="../../gamesuite/rules/quizclub/engine.py" line="481" />
        <source>{name} answers: {said}. Does anybody object?</source>
        <translation>{name} risponde: {said}. Qualcuno obietta?</translation>
    </message>
    <message>
        <location filename="../../gamesuite/rules/quizclub/engine.py" line="494" />
        <source>{name} answers {said}. The app judges it correct; the answer is {answer}.</source>
        <translation>{name} risponde {said}. Per l’app è giusta; la risposta è {answer}.</translation>
    </message>
    <message>
        <location filename="../../gamesuite/rules/quizclub/engine.py" line="496" />
        <source>{name} answers {said}. The app judges it wrong; the answer is {answer}.</source>
        <translation>{name} risponde {said}. Per l’app è sbagliata; la risposta è {answer}.</translation>
    </message>
    <message>
        <location filename="../../gamesuite/rules/quizclub/engine.py" line="514" />
        <source>{name} objects: "Actually, I do!"</source>
        <translation>{name} obietta: «Veramente io sì!»</translation>
    </message>
    <message>
        <location filename="../../gamesuite/rules/quizclub/engine.py" line="522" />
        <source>Nobody objects.</source>
        <translation>Nessuno obietta.</translation>
    </message>
    <message>
        <location filename="../../gamesuite/rules/quizclub/engine.py" line="537" />
        <source>{name} overrules the app: the answer counts as correct. Reason: {reason}</source>
        <translation>{name} scavalca l’app: la risposta vale come giusta. Motivo: {reason}</translation>
    </message>
    <message>
        <location filename="../../gamesuite/rules/quizclub/engine.py" line="539" />
        <source>{name} overrules the app: the answer counts as wrong. Reason: {reason}</source>
        <translation>{name} scavalca l’app: la risposta vale come sbagliata. Motivo: {reason}</translation>
    </message>
    <message>
        <location filename="../../gamesuite/rules/quizclub/engine.py" line="554" />
        <source>{name} discards a card for good.</source>
        <translation>{name} scarta una carta definitivamente.</translation>
    </message>
    <message>
        <location filename="../../gamesuite/rules/quizclub/engine.py" line="577" />
        <source>{name} scores {points}; {other} scores {other_points}.</source>
        <translation>{name} prende {points}; {other} prende {other_points}.</translation>
    </message>
    <message>
        <location filename="../../gamesuite/rules/quizclub/engine.py" line="581" />
        <source>{name} scores {points}.</source>
        <translation>{name} prende {points}.</translation>
    </message>
    <message>
        <location filename="../../gamesuite/rules/quizclub/engine.py" line="584" />
        <source>Nobody scores.</source>
        <translation>Nessuno prende punti.</translation>
    </message>
    <message>
        <location filename="../../gamesuite/rules/quizclub/engine.py" line="588" />
        <source>Correct! The answer: {answer}. {gains}</source>
        <translation>Giusta! La risposta: {answer}. {gains}</translation>
    </message>
    <message>
        <location filename="../../gamesuite/rules/quizclub/engine.py" line="589" />
        <source>Wrong! The answer: {answer}. {gains}</source>
        <translation>Sbagliata! La risposta: {answer}. {gains}</translation>
    </message>
    <message>
        <location filename="../../gamesuite/rules/quizclub/engine.py" line="615" />
        <location filename="../../gamesuite/rules/quizclub/engine.py" line="752" />
        <source>{name}'s character card turns face down.</source>
        <translation>La carta personaggio di {name} si gira coperta.</translation>
    </message>
    <message>
        <location filename="../../gamesuite/rules/quizclub/engine.py" line="633" />
        <source>{name} moves past a marker line and must discard 1 card for good.</source>
        <translation>{name} supera una linea di penalità e deve scartare definitivamente 1 carta.</translation>
    </message>
    <message numerus="yes">
        <location filename="../../gamesuite/rules/quizclub/engine.py" line="635" />
        <source>{name} moves past %n marker lines and must discard %n cards for good.</source>
        <translation><numerusform>{name} supera %n linea di penalità e deve scartare definitivamente %n carta.</numerusform><numerusform>{name} supera %n linee di penalità e deve scartare definitivamente %n carte.</numerusform></translation>
    </message>
    <message>
        <location filename="../../gamesuite/rules/quizclub/engine.py" line="645" />
        <source>The discard pile is shuffled into a new draw pile.</source>
        <translation>Gli scarti si mescolano in un nuovo mazzo di pesca.</translation>
    </message>
    <message>
        <location filename="../../gamesuite/rules/quizclub/engine.py" line="649" />
        <source>{name} draws a card.</source>
        <translation>{name} pesca una carta.</translation>
    </message>
    <message>
        <location filename="../../gamesuite/rules/quizclub/engine.py" line="656" />
        <source>The draw pile is empty: {name} plays on with one card fewer.</source>
        <translation>Il mazzo di pesca è vuoto: {name} continua con una carta in meno.</translation>
    </message>
    <message>
        <location filename="../../gamesuite/rules/quizclub/engine.py" line="670" />
        <source>{name} keeps her last card.</source>
        <translation>{name} tiene la sua ultima carta.</translation>
    </message>
    <message>
        <location filename="../../gamesuite/rules/quizclub/engine.py" line="693" />
        <source>Round {round} ends.</source>
        <translation>Il giro {round} finisce.</translation>
    </message>
    <message>
        <location filename="../../gamesuite/rules/quizclub/engine.py" line="707" />
        <source>Round {round} (cooperative) begins; {name} has the starting player card.</source>
        <translation>Inizia il giro {round} (cooperativo); {name} ha la carta del primo giocatore.</translation>
    </message>
    <message>
        <location filename="../../gamesuite/rules/quizclub/engine.py" line="709" />
        <source>Round {round} (competitive) begins; {name} has the starting player card.</source>
        <translation>Inizia il giro {round} (competitivo); {name} ha la carta del primo giocatore.</translation>
    </message>
    <message>
        <location filename="../../gamesuite/rules/quizclub/engine.py" line="723" />
        <source>{name} has no question card left to ask from: the game ends.</source>
        <translation>{name} non ha più carte domanda da cui chiedere: la partita finisce.</translation>
    </message>
    <message>
        <location filename="../../gamesuite/rules/quizclub/engine.py" line="731" />
        <source>{name} is the active player.</source>
        <translation>È di turno {name}.</translation>
    </message>
    <message>
        <location filename="../../gamesuite/rules/quizclub/engine.py" line="743" />
        <source>{name} could only choose herself and scores {points} points.</source>
        <translation>{name} poteva scegliere solo sé stessa e prende {points} punti.</translation>
    </message>
    <message>
        <location filename="../../gamesuite/ui/quizclub/presenter.py" line="211" />
        <source>{first} and {last}</source>
        <translation>{first} e {last}</translation>
    </message>
    <message>
        <location filename="../../gamesuite/rules/quizclub/engine.py" line="120" />
        <location filename="../../gamesuite/ui/quizclub/presenter.py" line="212" />
        <source>{first} or {last}</source>
        <translation>{first} o {last}</translation>
    </message>
    <message>
        <location filename="../../gamesuite/ui/quizclub/presenter.py" line="217" />
        <source>Right: asker and answerer score 1 / 2 / 3 · Wrong: nobody scores</source>
        <translation>Giusta: chi chiede e chi risponde prendono 1 / 2 / 3 · Sbagliata: nessuno prende punti</translation>
    </message>
    <message>
        <location filename="../../gamesuite/ui/quizclub/presenter.py" line="218" />
        <source>Right: the answerer scores 1 / 2 / 3 · Wrong: the asker scores 3 / 2 / 1</source>
        <translation>Giusta: chi risponde prende 1 / 2 / 3 · Sbagliata: chi chiede prende 3 / 2 / 1</translation>
    </message>
    <message>
        <location filename="../../gamesuite/ui/quizclub/presenter.py" line="223" />
        <source>Nobody scores</source>
        <translation>Nessuno prende punti</translation>
    </message>
    <message>
        <location filename="../../gamesuite/ui/quizclub/presenter.py" line="241" />
        <source>Answer with a number (in {unit}). Close enough counts.</source>
        <translation>Rispondi con un numero (in {unit}). Basta andarci vicino.</translation>
    </message>
    <message>
        <location filename="../../gamesuite/ui/quizclub/presenter.py" line="243" />
        <source>Answer with a number. Close enough counts.</source>
        <translation>Rispondi con un numero. Basta andarci vicino.</translation>
    </message>
    <message>
        <location filename="../../gamesuite/ui/quizclub/presenter.py" line="245" />
        <source>Put the four in order; forwards or backwards both count.</source>
        <translation>Metti i quattro in ordine; vale sia in avanti sia al contrario.</translation>
    </message>
    <message>
        <location filename="../../gamesuite/ui/quizclub/presenter.py" line="248" />
        <source>How many of the fellow players? Don't count yourself.</source>
        <translation>Quanti tra i compagni di gioco? Non contare te stessa.</translation>
    </message>
    <message>
        <location filename="../../gamesuite/ui/quizclub/presenter.py" line="249" />
        <source>Which fellow player, if anybody? Not yourself.</source>
        <translation>Quale compagno di gioco, se c’è? Non te stessa.</translation>
    </message>
    <message>
        <location filename="../../gamesuite/ui/quizclub/presenter.py" line="251" />
        <source>One of the four is right.</source>
        <translation>Una delle quattro è giusta.</translation>
    </message>
    <message>
        <location filename="../../gamesuite/ui/quizclub/presenter.py" line="259" />
        <source>{name} could only choose herself</source>
        <translation>{name} poteva scegliere solo sé stessa</translation>
    </message>
    <message>
        <location filename="../../gamesuite/ui/quizclub/presenter.py" line="267" />
        <source>No answer</source>
        <translation>Nessuna risposta</translation>
    </message>
    <message>
        <location filename="../../gamesuite/ui/quizclub/presenter.py" line="272" />
        <source>{name}: “Actually, I do!”</source>
        <translation>{name}: «Veramente io sì!»</translation>
    </message>
    <message>
        <location filename="../../gamesuite/ui/quizclub/presenter.py" line="281" />
        <source>Correct!</source>
        <translation>Giusta!</translation>
    </message>
    <message>
        <location filename="../../gamesuite/ui/quizclub/presenter.py" line="282" />
        <source>{asker} asked {asked} · {category} · {difficulty}</source>
        <translation>{asker} ha chiesto a {asked} · {category} · {difficulty}</translation>
    </message>
    <message>
        <location filename="../../gamesuite/ui/quizclub/presenter.py" line="287" />
        <source>Overruled: {reason}</source>
        <translation>Decisione dell’app scavalcata: {reason}</translation>
    </message>
    <message>
        <location filename="../../gamesuite/ui/quizclub/presenter.py" line="309" />
        <source>The question cards ran out.</source>
        <translation>Le carte domanda sono finite.</translation>
    </message>
    <message>
        <location filename="../../gamesuite/ui/quizclub/presenter.py" line="310" />
        <source>Six rounds played.</source>
        <translation>Sei giri giocati.</translation>
    </message>
    <message>
        <location filename="../../gamesuite/ui/quizclub/presenter.py" line="317" />
        <location filename="../../gamesuite/ui/quizclub/presenter.py" line="351" />
        <source>{asker} asks {asked}</source>
        <translation>{asker} chiede a {asked}</translation>
    </message>
    <message>
        <location filename="../../gamesuite/ui/quizclub/presenter.py" line="322" />
        <source>{name} answers now</source>
        <translation>Ora risponde {name}</translation>
    </message>
    <message>
        <location filename="../../gamesuite/ui/quizclub/presenter.py" line="326" />
        <source>{name} says: {said}</source>
        <translation>{name} dice: {said}</translation>
    </message>
    <message>
        <location filename="../../gamesuite/ui/quizclub/presenter.py" line="327" />
        <source>Does anybody object? “Actually, I do!” — click I object! at your place</source>
        <translation>Qualcuno obietta? «Veramente io sì!»: fai clic su Obietto! al tuo posto</translation>
    </message>
    <message>
        <location filename="../../gamesuite/ui/quizclub/presenter.py" line="338" />
        <source>{name} confirms or overrules</source>
        <translation>{name} conferma o scavalca</translation>
    </message>
    <message>
        <location filename="../../gamesuite/ui/quizclub/presenter.py" line="344" />
        <source>{names} passed a marker line</source>
        <translation>{names}: superata una linea di penalità</translation>
    </message>
    <message>
        <location filename="../../gamesuite/ui/quizclub/presenter.py" line="345" />
        <source>{names} discards a question card for good.</source>
        <translation>{names} scarta definitivamente una carta domanda.</translation>
    </message>
    <message>
        <location filename="../../gamesuite/ui/quizclub/presenter.py" line="347" />
        <source>{names} discard a question card for good.</source>
        <translation>{names} scartano definitivamente una carta domanda.</translation>
    </message>
    <message>
        <location filename="../../gamesuite/ui/quizclub/presenter.py" line="353" />
        <source>{name} is choosing a card and a question.</source>
        <translation>{name} sceglie una carta e una domanda.</translation>
    </message>
    <message>
        <location filename="../../gamesuite/ui/quizclub/presenter.py" line="358" />
        <source>Round {round} begins! {name}'s turn to ask</source>
        <translation>Inizia il giro {round}! Tocca a {name} chiedere</translation>
    </message>
    <message>
        <location filename="../../gamesuite/ui/quizclub/presenter.py" line="361" />
        <source>{name}'s turn to ask</source>
        <translation>Tocca a {name} chiedere</translation>
    </message>
    <message>
        <location filename="../../gamesuite/ui/quizclub/presenter.py" line="363" />
        <source>Whom will {name} ask? {names}</source>
        <translation>A chi chiederà {name}? {names}</translation>
    </message>
    <message>
        <location filename="../../gamesuite/ui/quizclub/presenter.py" line="381" />
        <source>WINNER</source>
        <translation>VINCE</translation>
    </message>
    <message>
        <location filename="../../gamesuite/ui/quizclub/presenter.py" line="383" />
        <source>discards a card</source>
        <translation>scarta una carta</translation>
    </message>
    <message>
        <location filename="../../gamesuite/ui/quizclub/presenter.py" line="385" />
        <source>ASKS</source>
        <translation>CHIEDE</translation>
    </message>
    <message>
        <location filename="../../gamesuite/ui/quizclub/presenter.py" line="387" />
        <source>ANSWERS</source>
        <translation>RISPONDE</translation>
    </message>
    <message>
        <location filename="../../gamesuite/ui/quizclub/presenter.py" line="389" />
        <source>can be asked</source>
        <translation>può rispondere</translation>
    </message>
    <message>
        <location filename="../../gamesuite/ui/quizclub/items.py" line="434" />
        <location filename="../../gamesuite/ui/quizclub/presenter.py" line="391" />
        <source>asked</source>
        <translation>ha risposto</translation>
    </message>
    <message>
        <location filename="../../gamesuite/ui/quizclub/presenter.py" line="398" />
        <source>point</source>
        <translation>punto</translation>
    </message>
    <message>
        <location filename="../../gamesuite/ui/quizclub/presenter.py" line="417" />
        <source>Continue: pass to {name}</source>
        <translation>Continua: passa a {name}</translation>
    </message>
    <message>
        <location filename="../../gamesuite/ui/quizclub/presenter.py" line="418" />
        <location filename="../../gamesuite/ui/quizclub/table.py" line="100" />
        <location filename="../../gamesuite/ui/quizclub/table.py" line="173" />
        <source>Continue</source>
        <translation>Continua</translation>
    </message>
    <message numerus="yes">
        <location filename="../../gamesuite/ui/quizclub/presenter.py" line="428" />
        <location filename="../../gamesuite/ui/quizclub/table.py" line="217" />
        <source>%n card(s)</source>
        <translation><numerusform>%n carta</numerusform><numerusform>%n carte</numerusform></translation>
    </message>
    <message numerus="yes">
        <location filename="../../gamesuite/ui/quizclub/presenter.py" line="456" />
        <source>{name} discards %n card(s)</source>
        <translation><numerusform>{name} scarta %n carta</numerusform><numerusform>{name} scarta %n carte</numerusform></translation>
    </message>
    <message>
        <location filename="../../gamesuite/ui/quizclub/presenter.py" line="458" />
        <source>{name} chooses whom to ask</source>
        <translation>{name} sceglie a chi chiedere</translation>
    </message>
    <message>
        <location filename="../../gamesuite/ui/quizclub/presenter.py" line="460" />
        <source>{name} chooses a question for {other}</source>
        <translation>{name} sceglie una domanda per {other}</translation>
    </message>
    <message>
        <location filename="../../gamesuite/ui/quizclub/presenter.py" line="462" />
        <source>{name} reads the question aloud to {other} and enters the answer</source>
        <translation>{name} legge la domanda ad alta voce a {other} e inserisce la risposta</translation>
    </message>
    <message>
        <location filename="../../gamesuite/ui/quizclub/presenter.py" line="465" />
        <source>{name} confirms or overrules the app's verdict</source>
        <translation>{name} conferma o scavalca il giudizio dell’app</translation>
    </message>
    <message>
        <location filename="../../gamesuite/ui/quizclub/presenter.py" line="475" />
        <source>Round {round} of {rounds} (cooperative) — {what}</source>
        <translation>Giro {round} di {rounds} (cooperativo) — {what}</translation>
    </message>
    <message>
        <location filename="../../gamesuite/ui/quizclub/presenter.py" line="477" />
        <source>Round {round} of {rounds} (competitive) — {what}</source>
        <translation>Giro {round} di {rounds} (competitivo) — {what}</translation>
    </message>
    <message>
        <location filename="../../gamesuite/rules/quizclub/engine.py" line="332" />
        <location filename="../../gamesuite/ui/quizclub/presenter.py" line="486" />
        <source>The game is over.</source>
        <translation>La partita è finita.</translation>
    </message>
    <message>
        <location filename="../../gamesuite/ui/quizclub/setup.py" line="175" />
        <source>no character</source>
        <translation>nessun personaggio</translation>
    </message>
    <message>
        <location filename="../../gamesuite/ui/quizclub/setup.py" line="176" />
        <source>Sort in the expansion {name} with {who}</source>
        <translation>Aggiungi al gioco l’espansione {name} con {who}</translation>
    </message>
    <message>
        <location filename="../../gamesuite/ui/quizclub/setup.py" line="190" />
        <source>{colour} character card</source>
        <translation>carta personaggio: {colour}</translation>
    </message>
    <message numerus="yes">
        <location filename="../../gamesuite/ui/quizclub/setup.py" line="192" />
        <source>%n question card(s)</source>
        <translation><numerusform>%n carta domanda</numerusform><numerusform>%n carte domanda</numerusform></translation>
    </message>
    <message>
        <location filename="../../gamesuite/ui/quizclub/setup.py" line="212" />
        <source>Question cards and expansions</source>
        <translation>Carte domanda ed espansioni</translation>
    </message>
    <message>
        <location filename="../../gamesuite/ui/quizclub/setup.py" line="213" />
        <source>Fit the questions to who is playing: sort an expansion's character and question cards into the game, or take a character's questions out.</source>
        <translation>Adatta le domande a chi gioca: aggiungi al gioco le carte personaggio e domanda di un’espansione, o togli le domande di un personaggio.</translation>
    </message>
    <message>
        <location filename="../../gamesuite/ui/quizclub/setup.py" line="229" />
        <source>Expansions</source>
        <translation>Espansioni</translation>
    </message>
    <message>
        <location filename="../../gamesuite/ui/quizclub/setup.py" line="237" />
        <source>The built-in deck: each character's question cards</source>
        <translation>Il mazzo incluso: le carte domanda di ogni personaggio</translation>
    </message>
    <message>
        <location filename="../../gamesuite/ui/quizclub/setup.py" line="283" />
        <source>No expansion in the language of these question packs is installed. An expansion is a pack that brings its own character and question cards.</source>
        <translation>Non è installata nessuna espansione nella lingua di questi pacchetti di domande. Un’espansione è un pacchetto con carte personaggio e carte domanda proprie.</translation>
    </message>
    <message numerus="yes">
        <location filename="../../gamesuite/ui/quizclub/setup.py" line="290" />
        <source>%n question card(s) with this portrait in the chosen question packs</source>
        <translation><numerusform>%n carta domanda con questo ritratto nei pacchetti scelti</numerusform><numerusform>%n carte domanda con questo ritratto nei pacchetti scelti</numerusform></translation>
    </message>
    <message>
        <location filename="../../gamesuite/ui/quizclub/setup.py" line="390" />
        <source>Character cards</source>
        <translation>Carte personaggio</translation>
    </message>
    <message>
        <location filename="../../gamesuite/ui/quizclub/setup.py" line="391" />
        <source>Each player holds a character card of her own (it does not matter for the game: take one you like). Her disc keeps her seat's colour and mark.</source>
        <translation>Ogni giocatore ha una carta personaggio sua (per il gioco non conta: prendine una che ti piace). La sua pedina mantiene il colore e il segno del suo posto.</translation>
    </message>
    <message>
        <location filename="../../gamesuite/ui/quizclub/setup.py" line="411" />
        <source>Each player a character card of her own colour</source>
        <translation>Ogni giocatore una carta personaggio del proprio colore</translation>
    </message>
    <message>
        <location filename="../../gamesuite/ui/quizclub/setup.py" line="414" />
        <source>With expansions several character cards have one colour; on, no two players hold cards of the same colour (as at a real table, where the disc matches the card).</source>
        <translation>Con le espansioni più carte personaggio hanno lo stesso colore; se attivo, due giocatori non hanno mai carte dello stesso colore (come a un tavolo vero, dove la pedina è del colore della carta).</translation>
    </message>
    <message>
        <location filename="../../gamesuite/ui/quizclub/setup.py" line="467" />
        <source>a player</source>
        <translation>un giocatore</translation>
    </message>
    <message>
        <location filename="../../gamesuite/ui/quizclub/setup.py" line="469" />
        <source>{name} now holds {character}'s card</source>
        <translation>{name} ora ha la carta di {character}</translation>
    </message>
    <message>
        <location filename="../../gamesuite/ui/quizclub/setup.py" line="472" />
        <source>The expansion was sorted out with its character card: {said}.</source>
        <translation>L’espansione è stata tolta con la sua carta personaggio: {said}.</translation>
    </message>
    <message>
        <location filename="../../gamesuite/ui/quizclub/setup.py" line="489" />
        <source>Seat {number}</source>
        <translation>Posto {number}</translation>
    </message>
    <message>
        <location filename="../../gamesuite/ui/quizclub/setup.py" line="495" />
        <source>{name}: {colour} card, from {source}</source>
        <translation>{name}: carta {colour}, da {source}</translation>
    </message>
    <message>
        <location filename="../../gamesuite/ui/quizclub/setup.py" line="496" />
        <source>{name}: {colour} card</source>
        <translation>{name}: carta {colour}</translation>
    </message>
    <message>
        <location filename="../../gamesuite/ui/quizclub/setup.py" line="501" />
        <source>Character card of seat {number}</source>
        <translation>Carta personaggio del posto {number}</translation>
    </message>
    <message>
        <location filename="../../gamesuite/ui/quizclub/setup.py" line="538" />
        <source>{first} and {second} have {colour} character cards; each player needs a card of her own colour (or switch that rule off).</source>
        <translation>{first} e {second} hanno carte personaggio di colore {colour}; ogni giocatore deve avere una carta del proprio colore (oppure disattiva quella regola).</translation>
    </message>
    <message>
        <location filename="../../gamesuite/ui/quizclub/table.py" line="92" />
        <source>in the draw pile</source>
        <translation>nel mazzo di pesca</translation>
    </message>
    <message>
        <location filename="../../gamesuite/ui/quizclub/table.py" line="108" />
        <source>Nobody objects</source>
        <translation>Nessuno obietta</translation>
    </message>
</context>
<context>
    <name>shell</name>
    <message>
        <location filename="../../gamesuite/i18n/__init__.py" line="153" />
        <source>player {n}</source>
        <translation>giocatore {n}</translation>
    </message>
    <message>
        <location filename="../../gamesuite/i18n/__init__.py" line="169" />
        <source>{first} and {last}</source>
        <translation>{first} e {last}</translation>
    </message>
    <message>
        <location filename="../../gamesuite/ui/app.py" line="97" />
        <source>GameSuite hit an unexpected problem: {problem}</source>
        <translation>GameSuite ha avuto un problema inatteso: {problem}</translation>
    </message>
    <message>
        <location filename="../../gamesuite/ui/app.py" line="99" />
        <source>Your game was saved; you can continue it from the launcher.</source>
        <translation>La partita è stata salvata: puoi continuarla dalla schermata iniziale.</translation>
    </message>
    <message>
        <location filename="../../gamesuite/ui/app.py" line="100" />
        <source>Details were written to {file}.</source>
        <translation>I dettagli sono stati scritti in {file}.</translation>
    </message>
    <message>
        <location filename="../../gamesuite/ui/app.py" line="102" />
        <source>Something went wrong</source>
        <translation>Qualcosa è andato storto</translation>
    </message>
    <message>
        <location filename="../../gamesuite/ui/controller.py" line="223" />
        <source>There is nothing to undo.</source>
        <translation>Non c'è niente da annullare.</translation>
    </message>
    <message>
        <location filename="../../gamesuite/ui/controller.py" line="226" />
        <source>Only the computer players have moved since the game began: there is no move of yours to undo.</source>
        <translation>Dall'inizio della partita hanno mosso solo i giocatori del computer: non c'è nessuna tua mossa da annullare.</translation>
    </message>
    <message>
        <location filename="../../gamesuite/ui/controller.py" line="231" />
        <source>The last move showed hidden information, so it cannot be taken back.</source>
        <translation>L'ultima mossa ha mostrato informazioni nascoste, quindi non si può annullare.</translation>
    </message>
    <message>
        <location filename="../../gamesuite/ui/controller.py" line="232" />
        <source>The game was loaded here: moves before it cannot be taken back.</source>
        <translation>La partita è stata caricata da qui: le mosse precedenti non si possono annullare.</translation>
    </message>
    <message>
        <location filename="../../gamesuite/ui/controller.py" line="235" />
        <source>The last move was made in private; use Edit ▸ Undo for everyone to take it back (the player will choose again).</source>
        <translation>L'ultima mossa è stata fatta in privato; per annullarla usa Modifica ▸ Annulla per tutti (chi l'ha fatta sceglierà di nuovo).</translation>
    </message>
    <message>
        <location filename="../../gamesuite/ui/controller.py" line="280" />
        <source>(Undone: {move})</source>
        <translation>(Annullato: {move})</translation>
    </message>
    <message>
        <location filename="../../gamesuite/ui/controller.py" line="341" />
        <source>The game could not be saved: {problem}</source>
        <translation>Non è stato possibile salvare la partita: {problem}</translation>
    </message>
    <message>
        <location filename="../../gamesuite/ui/director.py" line="102" />
        <source>This is the wrong screen: swap</source>
        <translation>Questo è lo schermo sbagliato: scambia</translation>
    </message>
    <message>
        <location filename="../../gamesuite/ui/director.py" line="114" />
        <source>Private screen — {name}</source>
        <translation>Schermo privato — {name}</translation>
    </message>
    <message>
        <location filename="../../gamesuite/ui/director.py" line="115" />
        <source>Only {name} looks at this screen now. If everybody can see it, swap the screens.</source>
        <translation>Ora guarda questo schermo solo {name}. Se tutti possono vederlo, scambia gli schermi.</translation>
    </message>
    <message>
        <location filename="../../gamesuite/ui/director.py" line="117" />
        <source>I am {name} — show</source>
        <translation>Sono {name} — mostra</translation>
    </message>
    <message>
        <location filename="../../gamesuite/ui/director.py" line="166" />
        <source>GameSuite — private screen</source>
        <translation>GameSuite — schermo privato</translation>
    </message>
    <message>
        <location filename="../../gamesuite/ui/director.py" line="167" />
        <source>Private screen — waiting for the game.</source>
        <translation>Schermo privato — in attesa della partita.</translation>
    </message>
    <message>
        <location filename="../../gamesuite/ui/games.py" line="172" />
        <source>{name} (Director)</source>
        <translation>{name} (Regista)</translation>
    </message>
    <message>
        <location filename="../../gamesuite/ui/games.py" line="173" />
        <source>the Director</source>
        <translation>il Regista</translation>
    </message>
    <message numerus="yes">
        <location filename="../../gamesuite/ui/games.py" line="390" />
        <source>%n point(s)</source>
        <translation><numerusform>%n punto</numerusform><numerusform>%n punti</numerusform></translation>
    </message>
    <message>
        <location filename="../../gamesuite/ui/games.py" line="391" />
        <source>{name} — {points}</source>
        <translation>{name} — {points}</translation>
    </message>
    <message>
        <location filename="../../gamesuite/ui/games.py" line="399" />
        <source>The table</source>
        <translation>Il tavolo</translation>
    </message>
    <message>
        <location filename="../../gamesuite/ui/games.py" line="400" />
        <source>{name} to play</source>
        <translation>Tocca a {name}</translation>
    </message>
    <message>
        <location filename="../../gamesuite/ui/games.py" line="422" />
        <source>Your private view</source>
        <translation>La tua vista privata</translation>
    </message>
    <message>
        <location filename="../../gamesuite/ui/games.py" line="429" />
        <source>Nothing private to show.</source>
        <translation>Niente di privato da mostrare.</translation>
    </message>
    <message>
        <location filename="../../gamesuite/ui/handoff.py" line="98" />
        <source>Pass to {name}</source>
        <translation>Passa a {name}</translation>
    </message>
    <message>
        <location filename="../../gamesuite/ui/handoff.py" line="99" />
        <source>Only {name} looks now.</source>
        <translation>Ora guarda solo {name}.</translation>
    </message>
    <message>
        <location filename="../../gamesuite/ui/handoff.py" line="102" />
        <source>Click the button, or hold Space for a moment.</source>
        <translation>Fai clic sul pulsante, oppure tieni premuto Spazio per un momento.</translation>
    </message>
    <message>
        <location filename="../../gamesuite/ui/handoff.py" line="103" />
        <source>I am {name} — show me</source>
        <translation>Sono {name} — fammi vedere</translation>
    </message>
    <message numerus="yes">
        <location filename="../../gamesuite/ui/launcher.py" line="88" />
        <location filename="../../gamesuite/ui/setup_page.py" line="1478" />
        <source>%n player(s)</source>
        <translation><numerusform>%n giocatore</numerusform><numerusform>%n giocatori</numerusform></translation>
    </message>
    <message>
        <location filename="../../gamesuite/ui/launcher.py" line="89" />
        <source>{low}–{high} players</source>
        <translation>{low}–{high} giocatori</translation>
    </message>
    <message>
        <location filename="../../gamesuite/ui/launcher.py" line="139" />
        <source>Start a new game of {game}</source>
        <translation>Inizia una nuova partita: {game}</translation>
    </message>
    <message>
        <location filename="../../gamesuite/ui/launcher.py" line="140" />
        <source>{game}: the table screen is not ready yet</source>
        <translation>{game}: il tavolo di gioco non è ancora pronto</translation>
    </message>
    <message>
        <location filename="../../gamesuite/ui/launcher.py" line="214" />
        <source>Coming soon</source>
        <translation>In arrivo</translation>
    </message>
    <message>
        <location filename="../../gamesuite/ui/launcher.py" line="237" />
        <source>Four tabletop games for the family, on one screen</source>
        <translation>Quattro giochi da tavolo per la famiglia, su un solo schermo</translation>
    </message>
    <message>
        <location filename="../../gamesuite/ui/launcher.py" line="257" />
        <source>Continue last game</source>
        <translation>Continua l'ultima partita</translation>
    </message>
    <message>
        <location filename="../../gamesuite/ui/launcher.py" line="259" />
        <source>Load a saved game…</source>
        <translation>Carica una partita salvata…</translation>
    </message>
    <message>
        <location filename="../../gamesuite/ui/launcher.py" line="276" />
        <source>No saved game yet.</source>
        <translation>Nessuna partita salvata, per ora.</translation>
    </message>
    <message>
        <location filename="../../gamesuite/ui/main_window.py" line="367" />
        <source>&amp;Game</source>
        <translation>&amp;Partita</translation>
    </message>
    <message>
        <location filename="../../gamesuite/ui/main_window.py" line="405" />
        <source>&amp;New game…</source>
        <translation>&amp;Nuova partita…</translation>
    </message>
    <message>
        <location filename="../../gamesuite/ui/main_window.py" line="407" />
        <source>&amp;Continue last game</source>
        <translation>&amp;Continua l'ultima partita</translation>
    </message>
    <message>
        <location filename="../../gamesuite/ui/main_window.py" line="409" />
        <source>&amp;Load…</source>
        <translation>Ca&amp;rica…</translation>
    </message>
    <message>
        <location filename="../../gamesuite/ui/main_window.py" line="410" />
        <source>&amp;Save as…</source>
        <translation>&amp;Salva con nome…</translation>
    </message>
    <message>
        <location filename="../../gamesuite/ui/main_window.py" line="412" />
        <source>&amp;Import a question pack…</source>
        <translation>&amp;Importa un pacchetto di domande…</translation>
    </message>
    <message>
        <location filename="../../gamesuite/ui/main_window.py" line="413" />
        <source>Play with &amp;phones…</source>
        <translation>Gioca con i &amp;telefoni…</translation>
    </message>
    <message>
        <location filename="../../gamesuite/ui/main_window.py" line="415" />
        <source>&amp;Quit</source>
        <translation>&amp;Esci</translation>
    </message>
    <message>
        <location filename="../../gamesuite/ui/main_window.py" line="367" />
        <source>&amp;Edit</source>
        <translation>&amp;Modifica</translation>
    </message>
    <message>
        <location filename="../../gamesuite/ui/main_window.py" line="416" />
        <source>&amp;Undo</source>
        <translation>&amp;Annulla</translation>
    </message>
    <message>
        <location filename="../../gamesuite/ui/main_window.py" line="417" />
        <source>&amp;Redo</source>
        <translation>&amp;Ripeti</translation>
    </message>
    <message>
        <location filename="../../gamesuite/ui/main_window.py" line="419" />
        <source>Undo for &amp;everyone…</source>
        <translation>Annulla per &amp;tutti…</translation>
    </message>
    <message>
        <location filename="../../gamesuite/ui/main_window.py" line="368" />
        <source>&amp;View</source>
        <translation>&amp;Visualizza</translation>
    </message>
    <message>
        <location filename="../../gamesuite/ui/main_window.py" line="420" />
        <source>&amp;Full screen</source>
        <translation>Schermo &amp;intero</translation>
    </message>
    <message>
        <location filename="../../gamesuite/ui/main_window.py" line="422" />
        <source>Show &amp;Director window</source>
        <translation>Mostra la finestra del &amp;Regista</translation>
    </message>
    <message>
        <location filename="../../gamesuite/ui/main_window.py" line="424" />
        <source>Game &amp;log…</source>
        <translation>Re&amp;gistro della partita…</translation>
    </message>
    <message>
        <location filename="../../gamesuite/ui/main_window.py" line="426" />
        <source>&amp;Reduce motion</source>
        <translation>Riduci le &amp;animazioni</translation>
    </message>
    <message>
        <location filename="../../gamesuite/ui/main_window.py" line="428" />
        <source>&amp;Sound</source>
        <translation>&amp;Suoni</translation>
    </message>
    <message>
        <location filename="../../gamesuite/ui/main_window.py" line="430" />
        <source>Show the &amp;question on the table</source>
        <translation>Mostra la &amp;domanda sul tavolo</translation>
    </message>
    <message>
        <location filename="../../gamesuite/ui/main_window.py" line="368" />
        <source>&amp;Settings</source>
        <translation>&amp;Impostazioni</translation>
    </message>
    <message>
        <location filename="../../gamesuite/ui/main_window.py" line="432" />
        <source>&amp;Language</source>
        <translation>&amp;Lingua</translation>
    </message>
    <message>
        <location filename="../../gamesuite/ui/main_window.py" line="369" />
        <source>&amp;Help</source>
        <translation>&amp;Aiuto</translation>
    </message>
    <message>
        <location filename="../../gamesuite/ui/main_window.py" line="445" />
        <source>&amp;Rules reference…</source>
        <translation>&amp;Regolamento…</translation>
    </message>
    <message>
        <location filename="../../gamesuite/ui/main_window.py" line="447" />
        <source>&amp;About GameSuite</source>
        <translation>I&amp;nformazioni su GameSuite</translation>
    </message>
    <message>
        <location filename="../../gamesuite/ui/main_window.py" line="583" />
        <source>GameSuite — New game of {game}</source>
        <translation>GameSuite — Nuova partita: {game}</translation>
    </message>
    <message>
        <location filename="../../gamesuite/ui/main_window.py" line="586" />
        <source>GameSuite — {game}</source>
        <translation>GameSuite — {game}</translation>
    </message>
    <message>
        <location filename="../../gamesuite/ui/main_window.py" line="643" />
        <source>{title} — saved {when} UTC</source>
        <translation>{title} — salvata il {when} UTC</translation>
    </message>
    <message>
        <location filename="../../gamesuite/ui/main_window.py" line="749" />
        <location filename="../../gamesuite/ui/main_window.py" line="765" />
        <source>Cannot start</source>
        <translation>Impossibile iniziare</translation>
    </message>
    <message>
        <location filename="../../gamesuite/ui/main_window.py" line="750" />
        <source>The game's content could not be loaded:
{problem}</source>
        <translation>Non è stato possibile caricare i contenuti del gioco:
{problem}</translation>
    </message>
    <message>
        <location filename="../../gamesuite/ui/main_window.py" line="888" />
        <source>Continue</source>
        <translation>Continua</translation>
    </message>
    <message>
        <location filename="../../gamesuite/ui/main_window.py" line="888" />
        <source>There is no saved game to continue.</source>
        <translation>Non c'è nessuna partita salvata da continuare.</translation>
    </message>
    <message>
        <location filename="../../gamesuite/ui/main_window.py" line="912" />
        <location filename="../../gamesuite/ui/main_window.py" line="922" />
        <location filename="../../gamesuite/ui/main_window.py" line="939" />
        <source>Cannot open the save</source>
        <translation>Impossibile aprire il salvataggio</translation>
    </message>
    <message>
        <location filename="../../gamesuite/ui/main_window.py" line="923" />
        <source>A copy could not be written: {problem}</source>
        <translation>Non è stato possibile scrivere una copia: {problem}</translation>
    </message>
    <message>
        <location filename="../../gamesuite/ui/main_window.py" line="940" />
        <source>{file}: the game could not be rebuilt ({problem}).</source>
        <translation>{file}: non è stato possibile ricostruire la partita ({problem}).</translation>
    </message>
    <message>
        <location filename="../../gamesuite/ui/main_window.py" line="947" />
        <source>{title} (read-only: moves are not saved)</source>
        <translation>{title} (sola lettura: le mosse non vengono salvate)</translation>
    </message>
    <message>
        <location filename="../../gamesuite/ui/main_window.py" line="951" />
        <source>Save repaired</source>
        <translation>Partita salvata riparata</translation>
    </message>
    <message>
        <location filename="../../gamesuite/ui/main_window.py" line="962" />
        <location filename="../../gamesuite/ui/main_window.py" line="990" />
        <source>Import a question pack</source>
        <translation>Importa un pacchetto di domande</translation>
    </message>
    <message>
        <location filename="../../gamesuite/ui/main_window.py" line="963" />
        <source>Import the question pack “{name}” into GameSuite?</source>
        <translation>Vuoi importare il pacchetto di domande «{name}» in GameSuite?</translation>
    </message>
    <message>
        <location filename="../../gamesuite/ui/main_window.py" line="973" />
        <source>{file} is open in another GameSuite window. Playing it here too would overwrite one window's moves with the other's.</source>
        <translation>{file} è aperta in un'altra finestra di GameSuite. Giocarla anche qui farebbe sovrascrivere le mosse di una finestra con quelle dell'altra.</translation>
    </message>
    <message>
        <location filename="../../gamesuite/ui/main_window.py" line="979" />
        <source>Save in use</source>
        <translation>Partita salvata già aperta</translation>
    </message>
    <message>
        <location filename="../../gamesuite/ui/main_window.py" line="981" />
        <source>Open a copy</source>
        <translation>Apri una copia</translation>
    </message>
    <message>
        <location filename="../../gamesuite/ui/main_window.py" line="982" />
        <source>Open read-only</source>
        <translation>Apri in sola lettura</translation>
    </message>
    <message>
        <location filename="../../gamesuite/ui/main_window.py" line="991" />
        <source>Question packs ({patterns})</source>
        <translation>Pacchetti di domande ({patterns})</translation>
    </message>
    <message>
        <location filename="../../gamesuite/ui/main_window.py" line="1007" />
        <source>Pack not imported</source>
        <translation>Pacchetto non importato</translation>
    </message>
    <message>
        <location filename="../../gamesuite/ui/main_window.py" line="1008" />
        <source>{problem}

Nothing was changed; your other packs still work.</source>
        <translation>{problem}

Non è cambiato niente: gli altri pacchetti funzionano ancora.</translation>
    </message>
    <message numerus="yes">
        <location filename="../../gamesuite/ui/main_window.py" line="1013" />
        <source>“{name}” (%n card(s)) is ready; choose it on a game's setup page.</source>
        <translation><numerusform>«{name}» (%n carta) è pronto: sceglilo nella pagina di preparazione di un gioco.</numerusform><numerusform>«{name}» (%n carte) è pronto: sceglilo nella pagina di preparazione di un gioco.</numerusform></translation>
    </message>
    <message>
        <location filename="../../gamesuite/ui/main_window.py" line="1015" />
        <source>“{name}” is ready; choose it on a game's setup page.</source>
        <translation>«{name}» è pronto: sceglilo nella pagina di preparazione di un gioco.</translation>
    </message>
    <message>
        <location filename="../../gamesuite/ui/main_window.py" line="1016" />
        <source>Pack imported</source>
        <translation>Pacchetto importato</translation>
    </message>
    <message>
        <location filename="../../gamesuite/ui/main_window.py" line="1024" />
        <source>Save game</source>
        <translation>Salva la partita</translation>
    </message>
    <message>
        <location filename="../../gamesuite/ui/main_window.py" line="1026" />
        <location filename="../../gamesuite/ui/main_window.py" line="1468" />
        <source>GameSuite saves ({patterns})</source>
        <translation>Salvataggi di GameSuite ({patterns})</translation>
    </message>
    <message>
        <location filename="../../gamesuite/ui/main_window.py" line="1032" />
        <source>Save failed</source>
        <translation>Salvataggio non riuscito</translation>
    </message>
    <message>
        <location filename="../../gamesuite/ui/main_window.py" line="1033" />
        <source>The game could not be saved:
{problem}</source>
        <translation>Non è stato possibile salvare la partita:
{problem}</translation>
    </message>
    <message>
        <location filename="../../gamesuite/ui/main_window.py" line="1116" />
        <source>Phone play could not start: {problem}</source>
        <translation>Il gioco con i telefoni non è partito: {problem}</translation>
    </message>
    <message>
        <location filename="../../gamesuite/ui/main_window.py" line="1174" />
        <source>Undone.</source>
        <translation>Annullato.</translation>
    </message>
    <message>
        <location filename="../../gamesuite/ui/main_window.py" line="1189" />
        <source>Undo for everyone</source>
        <translation>Annulla per tutti</translation>
    </message>
    <message>
        <location filename="../../gamesuite/ui/main_window.py" line="1190" />
        <source>Take back the last move, even though it was made in private?
The player who made it will choose again, behind the hand-off screen.</source>
        <translation>Vuoi annullare l'ultima mossa, anche se è stata fatta in privato?
Chi l'ha fatta sceglierà di nuovo, dietro la schermata di passaggio.</translation>
    </message>
    <message>
        <location filename="../../gamesuite/ui/main_window.py" line="1195" />
        <source>Undone for everyone.</source>
        <translation>Annullato per tutti.</translation>
    </message>
    <message>
        <location filename="../../gamesuite/ui/main_window.py" line="1363" />
        <source>Game log</source>
        <translation>Registro della partita</translation>
    </message>
    <message>
        <location filename="../../gamesuite/ui/main_window.py" line="1267" />
        <source>(missing from this build: {file})</source>
        <translation>(manca in questa versione: {file})</translation>
    </message>
    <message>
        <location filename="../../gamesuite/ui/main_window.py" line="1289" />
        <source>About GameSuite</source>
        <translation>Informazioni su GameSuite</translation>
    </message>
    <message>
        <location filename="../../gamesuite/ui/main_window.py" line="1302" />
        <source>Four tabletop games for a family around one screen: {games}.</source>
        <translation>Quattro giochi da tavolo per la famiglia intorno a un solo schermo: {games}.</translation>
    </message>
    <message>
        <location filename="../../gamesuite/ui/main_window.py" line="1304" />
        <source>Python {python}, Qt {qt}, PySide6 {pyside}</source>
        <translation>Python {python}, Qt {qt}, PySide6 {pyside}</translation>
    </message>
    <message>
        <location filename="../../gamesuite/ui/main_window.py" line="1311" />
        <source>GameSuite includes the software below. Choose a line to read its licence.</source>
        <translation>GameSuite contiene i programmi elencati qui sotto. Scegli una riga per leggerne la licenza.</translation>
    </message>
    <message>
        <location filename="../../gamesuite/ui/main_window.py" line="1320" />
        <source>Component</source>
        <translation>Componente</translation>
    </message>
    <message>
        <location filename="../../gamesuite/ui/main_window.py" line="1320" />
        <source>Licence</source>
        <translation>Licenza</translation>
    </message>
    <message>
        <location filename="../../gamesuite/ui/main_window.py" line="1350" />
        <source>{name}: {what}
Licence: {licence}</source>
        <translation>{name}: {what}
Licenza: {licence}</translation>
    </message>
    <message>
        <location filename="../../gamesuite/ui/main_window.py" line="1391" />
        <source>Load a saved game</source>
        <translation>Carica una partita salvata</translation>
    </message>
    <message numerus="yes">
        <location filename="../../gamesuite/ui/main_window.py" line="1404" />
        <source>%n move(s)</source>
        <translation><numerusform>%n mossa</numerusform><numerusform>%n mosse</numerusform></translation>
    </message>
    <message>
        <location filename="../../gamesuite/ui/main_window.py" line="1405" />
        <source>, open in another GameSuite window</source>
        <translation>, aperta in un'altra finestra di GameSuite</translation>
    </message>
    <message>
        <location filename="../../gamesuite/ui/main_window.py" line="1406" />
        <source>{title}
    saved {when} UTC, {moves}</source>
        <translation>{title}
    salvata il {when} UTC, {moves}</translation>
    </message>
    <message>
        <location filename="../../gamesuite/ui/main_window.py" line="1412" />
        <source>{file}
    cannot be opened: {problem}</source>
        <translation>{file}
    non si può aprire: {problem}</translation>
    </message>
    <message>
        <location filename="../../gamesuite/ui/main_window.py" line="1422" />
        <source>No saved games yet.</source>
        <translation>Nessuna partita salvata, per ora.</translation>
    </message>
    <message>
        <location filename="../../gamesuite/ui/main_window.py" line="1425" />
        <source>Open</source>
        <translation>Apri</translation>
    </message>
    <message>
        <location filename="../../gamesuite/ui/main_window.py" line="1427" />
        <source>Open a file…</source>
        <translation>Apri un file…</translation>
    </message>
    <message>
        <location filename="../../gamesuite/ui/main_window.py" line="1467" />
        <source>Open a saved game</source>
        <translation>Apri una partita salvata</translation>
    </message>
    <message>
        <location filename="../../gamesuite/ui/main_window.py" line="1482" />
        <source>Rules reference</source>
        <translation>Regolamento</translation>
    </message>
    <message>
        <location filename="../../gamesuite/ui/main_window.py" line="1507" />
        <source>House rules (rule options)</source>
        <translation>Regole della casa (opzioni)</translation>
    </message>
    <message>
        <location filename="../../gamesuite/ui/main_window.py" line="1508" />
        <source>Where the printed rules are silent or ambiguous, these options decide. Defaults in bold.</source>
        <translation>Dove il regolamento stampato tace o è ambiguo, decidono queste opzioni. In grassetto le scelte predefinite.</translation>
    </message>
    <message>
        <location filename="../../gamesuite/ui/main_window.py" line="1515" />
        <source>on</source>
        <translation>attiva</translation>
    </message>
    <message>
        <location filename="../../gamesuite/ui/main_window.py" line="1515" />
        <source>off</source>
        <translation>disattivata</translation>
    </message>
    <message>
        <location filename="../../gamesuite/ui/main_window.py" line="1518" />
        <source>- **{title}** — {description} Default: **{default}**.</source>
        <translation>- **{title}** — {description} Predefinito: **{default}**.</translation>
    </message>
    <message>
        <location filename="../../gamesuite/ui/main_window.py" line="1527" />
        <source>All files ({patterns})</source>
        <translation>Tutti i file ({patterns})</translation>
    </message>
    <message>
        <location filename="../../gamesuite/ui/privacy.py" line="548" />
        <source>Private — {name}</source>
        <translation>Privato — {name}</translation>
    </message>
    <message>
        <location filename="../../gamesuite/ui/setup_page.py" line="89" />
        <source>Red</source>
        <translation>Rosso</translation>
    </message>
    <message>
        <location filename="../../gamesuite/ui/setup_page.py" line="89" />
        <source>Blue</source>
        <translation>Blu</translation>
    </message>
    <message>
        <location filename="../../gamesuite/ui/setup_page.py" line="90" />
        <source>Yellow</source>
        <translation>Giallo</translation>
    </message>
    <message>
        <location filename="../../gamesuite/ui/setup_page.py" line="90" />
        <source>Green</source>
        <translation>Verde</translation>
    </message>
    <message>
        <location filename="../../gamesuite/ui/setup_page.py" line="91" />
        <source>Purple</source>
        <translation>Viola</translation>
    </message>
    <message>
        <location filename="../../gamesuite/ui/setup_page.py" line="91" />
        <source>Orange</source>
        <translation>Arancione</translation>
    </message>
    <message>
        <location filename="../../gamesuite/ui/setup_page.py" line="92" />
        <source>Teal</source>
        <translation>Verde acqua</translation>
    </message>
    <message>
        <location filename="../../gamesuite/ui/setup_page.py" line="92" />
        <source>Pink</source>
        <translation>Rosa</translation>
    </message>
    <message>
        <location filename="../../gamesuite/ui/setup_page.py" line="93" />
        <source>circle</source>
        <translation>cerchio</translation>
    </message>
    <message>
        <location filename="../../gamesuite/ui/setup_page.py" line="93" />
        <source>square</source>
        <translation>quadrato</translation>
    </message>
    <message>
        <location filename="../../gamesuite/ui/setup_page.py" line="94" />
        <source>triangle</source>
        <translation>triangolo</translation>
    </message>
    <message>
        <location filename="../../gamesuite/ui/setup_page.py" line="94" />
        <source>diamond</source>
        <translation>rombo</translation>
    </message>
    <message>
        <location filename="../../gamesuite/ui/setup_page.py" line="95" />
        <source>star</source>
        <translation>stella</translation>
    </message>
    <message>
        <location filename="../../gamesuite/ui/setup_page.py" line="95" />
        <source>hexagon</source>
        <translation>esagono</translation>
    </message>
    <message>
        <location filename="../../gamesuite/ui/setup_page.py" line="96" />
        <source>cross</source>
        <translation>croce</translation>
    </message>
    <message>
        <location filename="../../gamesuite/ui/setup_page.py" line="96" />
        <source>heart</source>
        <translation>cuore</translation>
    </message>
    <message>
        <location filename="../../gamesuite/ui/setup_page.py" line="192" />
        <source>Type a name.</source>
        <translation>Scrivi un nome.</translation>
    </message>
    <message>
        <location filename="../../gamesuite/ui/setup_page.py" line="196" />
        <source>Emoji cannot be shown on the table (the app's font has none). Please remove it.</source>
        <translation>Le emoji non si possono mostrare sul tavolo (il carattere dell'app non le ha). Toglile, per favore.</translation>
    </message>
    <message>
        <location filename="../../gamesuite/ui/setup_page.py" line="198" />
        <source>The app's font cannot draw {codes}: it would show as an empty box. Please use other letters.</source>
        <translation>Il carattere dell'app non sa disegnare {codes}: apparirebbe come un riquadro vuoto. Usa altre lettere, per favore.</translation>
    </message>
    <message numerus="yes">
        <location filename="../../gamesuite/ui/setup_page.py" line="201" />
        <source>Too long: %n character(s); names can have at most {most}.</source>
        <translation><numerusform>Troppo lungo: %n carattere; i nomi possono averne al massimo {most}.</numerusform><numerusform>Troppo lungo: %n caratteri; i nomi possono averne al massimo {most}.</numerusform></translation>
    </message>
    <message>
        <location filename="../../gamesuite/ui/setup_page.py" line="205" />
        <source>Seat {seat} already has this name; give everyone a different name.</source>
        <translation>Il posto {seat} ha già questo nome: dai a ognuno un nome diverso.</translation>
    </message>
    <message>
        <location filename="../../gamesuite/ui/setup_page.py" line="478" />
        <source>Variant {variant}</source>
        <extracomment>Where the panel goes: under the players ("players"), or after the variant and the packs ("packs": under them in two columns, at the top of the house rules' column in three).</extracomment>
        <translation>Variante {variant}</translation>
    </message>
    <message>
        <location filename="../../gamesuite/ui/setup_page.py" line="502" />
        <source>selected</source>
        <translation>scelta</translation>
    </message>
    <message>
        <location filename="../../gamesuite/ui/setup_page.py" line="551" />
        <source>{choice} (default)</source>
        <translation>{choice} (predefinito)</translation>
    </message>
    <message>
        <location filename="../../gamesuite/ui/setup_page.py" line="565" />
        <source>On</source>
        <translation>Attiva</translation>
    </message>
    <message>
        <location filename="../../gamesuite/ui/setup_page.py" line="589" />
        <source>Less: {option}</source>
        <translation>Meno: {option}</translation>
    </message>
    <message>
        <location filename="../../gamesuite/ui/setup_page.py" line="590" />
        <source>More: {option}</source>
        <translation>Più: {option}</translation>
    </message>
    <message>
        <location filename="../../gamesuite/ui/setup_page.py" line="705" />
        <source>Human</source>
        <translation>Persona</translation>
    </message>
    <message>
        <location filename="../../gamesuite/ui/setup_page.py" line="707" />
        <source>Computer: {strength}</source>
        <translation>Computer: {strength}</translation>
    </message>
    <message>
        <location filename="../../gamesuite/ui/setup_page.py" line="759" />
        <source>Seat {seat}'s colour; its mark on the table is a {shape}.</source>
        <translation>Il colore del posto {seat}; il suo segno sul tavolo: {shape}.</translation>
    </message>
    <message>
        <location filename="../../gamesuite/ui/setup_page.py" line="994" />
        <source>‹ Back</source>
        <translation>‹ Indietro</translation>
    </message>
    <message>
        <location filename="../../gamesuite/ui/setup_page.py" line="997" />
        <source>Back to the games (Esc)</source>
        <translation>Torna ai giochi (Esc)</translation>
    </message>
    <message>
        <location filename="../../gamesuite/ui/setup_page.py" line="1004" />
        <source>New game of {game}</source>
        <translation>Nuova partita: {game}</translation>
    </message>
    <message>
        <location filename="../../gamesuite/ui/setup_page.py" line="1023" />
        <source>Start the game</source>
        <translation>Inizia la partita</translation>
    </message>
    <message>
        <location filename="../../gamesuite/ui/setup_page.py" line="1027" />
        <location filename="../../gamesuite/ui/setup_page.py" line="1484" />
        <source>Start the game (Ctrl+Enter)</source>
        <translation>Inizia la partita (Ctrl+Invio)</translation>
    </message>
    <message>
        <location filename="../../gamesuite/ui/setup_page.py" line="1034" />
        <source>Players</source>
        <translation>Giocatori</translation>
    </message>
    <message>
        <location filename="../../gamesuite/ui/setup_page.py" line="1039" />
        <source>+ Add a player</source>
        <translation>+ Aggiungi un giocatore</translation>
    </message>
    <message>
        <location filename="../../gamesuite/ui/setup_page.py" line="1045" />
        <source>In seating order: seat 1 starts. Each player has a colour and the seat's shape. A seat can be played by the computer.</source>
        <translation>In ordine di posto: inizia il posto 1. Ogni giocatore ha un colore e la forma del suo posto. Un posto può essere giocato dal computer.</translation>
    </message>
    <message>
        <location filename="../../gamesuite/ui/setup_page.py" line="1048" />
        <source>In seating order: seat 1 starts. Each player has a colour and the seat's shape.</source>
        <translation>In ordine di posto: inizia il posto 1. Ogni giocatore ha un colore e la forma del suo posto.</translation>
    </message>
    <message>
        <location filename="../../gamesuite/ui/setup_page.py" line="1058" />
        <source>Variant</source>
        <translation>Variante</translation>
    </message>
    <message>
        <location filename="../../gamesuite/ui/setup_page.py" line="1077" />
        <source>Question packs</source>
        <translation>Pacchetti di domande</translation>
    </message>
    <message>
        <location filename="../../gamesuite/ui/setup_page.py" line="1121" />
        <location filename="../../gamesuite/ui/setup_page.py" line="1404" />
        <source>House rules</source>
        <translation>Regole della casa</translation>
    </message>
    <message>
        <location filename="../../gamesuite/ui/setup_page.py" line="1122" />
        <source>Show or hide the house rules</source>
        <translation>Mostra o nascondi le regole della casa</translation>
    </message>
    <message>
        <location filename="../../gamesuite/ui/setup_page.py" line="1133" />
        <source>Reset to the printed rules</source>
        <translation>Torna alle regole stampate</translation>
    </message>
    <message>
        <location filename="../../gamesuite/ui/setup_page.py" line="1189" />
        <source>Player {n}</source>
        <translation>Giocatore {n}</translation>
    </message>
    <message>
        <location filename="../../gamesuite/ui/setup_page.py" line="1260" />
        <location filename="../../gamesuite/ui/setup_page.py" line="1331" />
        <source>seat {n}</source>
        <translation>posto {n}</translation>
    </message>
    <message>
        <location filename="../../gamesuite/ui/setup_page.py" line="1261" />
        <source>Move {name} up one seat</source>
        <translation>Sposta {name} un posto più su</translation>
    </message>
    <message>
        <location filename="../../gamesuite/ui/setup_page.py" line="1262" />
        <source>Move {name} down one seat</source>
        <translation>Sposta {name} un posto più giù</translation>
    </message>
    <message>
        <location filename="../../gamesuite/ui/setup_page.py" line="1263" />
        <source>Remove {name}</source>
        <translation>Togli {name}</translation>
    </message>
    <message numerus="yes">
        <location filename="../../gamesuite/ui/setup_page.py" line="1264" />
        <source>{variant} needs at least %n player(s)</source>
        <translation><numerusform>{variant} richiede almeno %n giocatore</numerusform><numerusform>{variant} richiede almeno %n giocatori</numerusform></translation>
    </message>
    <message>
        <location filename="../../gamesuite/ui/setup_page.py" line="1275" />
        <source>Name of seat {n}</source>
        <translation>Nome del posto {n}</translation>
    </message>
    <message numerus="yes">
        <location filename="../../gamesuite/ui/setup_page.py" line="1277" />
        <source>{variant} takes at most %n player(s)</source>
        <translation><numerusform>{variant} ammette al massimo %n giocatore</numerusform><numerusform>{variant} ammette al massimo %n giocatori</numerusform></translation>
    </message>
    <message numerus="yes">
        <location filename="../../gamesuite/ui/setup_page.py" line="1281" />
        <source>Exactly %n player(s).</source>
        <translation><numerusform>Esattamente %n giocatore.</numerusform><numerusform>Esattamente %n giocatori.</numerusform></translation>
    </message>
    <message numerus="yes">
        <location filename="../../gamesuite/ui/setup_page.py" line="1283" />
        <source>%n player(s), the most for this variant.</source>
        <translation><numerusform>%n giocatore, il massimo per questa variante.</numerusform><numerusform>%n giocatori, il massimo per questa variante.</numerusform></translation>
    </message>
    <message numerus="yes">
        <location filename="../../gamesuite/ui/setup_page.py" line="1285" />
        <source>%n player(s), the fewest for this variant ({low}–{high}).</source>
        <translation><numerusform>%n giocatore, il minimo per questa variante ({low}–{high}).</numerusform><numerusform>%n giocatori, il minimo per questa variante ({low}–{high}).</numerusform></translation>
    </message>
    <message numerus="yes">
        <location filename="../../gamesuite/ui/setup_page.py" line="1288" />
        <source>%n player(s) ({low}–{high} can play).</source>
        <translation><numerusform>%n giocatore (possono giocare in {low}–{high}).</numerusform><numerusform>%n giocatori (possono giocare in {low}–{high}).</numerusform></translation>
    </message>
    <message numerus="yes">
        <location filename="../../gamesuite/ui/setup_page.py" line="1337" />
        <source>%n player(s) removed: {names}</source>
        <translation><numerusform>%n giocatore tolto: {names}</numerusform><numerusform>%n giocatori tolti: {names}</numerusform></translation>
    </message>
    <message numerus="yes">
        <location filename="../../gamesuite/ui/setup_page.py" line="1346" />
        <source>%n player(s) added: {names}</source>
        <translation><numerusform>%n giocatore aggiunto: {names}</numerusform><numerusform>%n giocatori aggiunti: {names}</numerusform></translation>
    </message>
    <message>
        <location filename="../../gamesuite/ui/setup_page.py" line="1349" />
        <source>{variant} is for {players}: {changes}.</source>
        <translation>{variant} è per {players}: {changes}.</translation>
    </message>
    <message numerus="yes">
        <location filename="../../gamesuite/ui/setup_page.py" line="1428" />
        <source>%n rule(s)</source>
        <translation><numerusform>%n regola</numerusform><numerusform>%n regole</numerusform></translation>
    </message>
    <message numerus="yes">
        <location filename="../../gamesuite/ui/setup_page.py" line="1429" />
        <source>{rules}; %n changed from the printed rules: {names}.</source>
        <translation><numerusform>{rules}; %n cambiata rispetto al regolamento stampato: {names}.</numerusform><numerusform>{rules}; %n cambiate rispetto al regolamento stampato: {names}.</numerusform></translation>
    </message>
    <message numerus="yes">
        <location filename="../../gamesuite/ui/setup_page.py" line="1432" />
        <source>%n rule(s), all as printed. Where the printed rules are silent or unclear, these decide.</source>
        <translation><numerusform>%n regola, come da regolamento stampato. Dove il regolamento tace o non è chiaro, decide questa.</numerusform><numerusform>%n regole, tutte come da regolamento stampato. Dove il regolamento tace o non è chiaro, decidono queste.</numerusform></translation>
    </message>
    <message numerus="yes">
        <location filename="../../gamesuite/ui/setup_page.py" line="1470" />
        <source>Not ready. {problem} (%n more problem(s) above.)</source>
        <translation><numerusform>Non è tutto pronto. {problem} (più sopra c'è ancora %n problema.)</numerusform><numerusform>Non è tutto pronto. {problem} (più sopra ci sono altri %n problemi.)</numerusform></translation>
    </message>
    <message>
        <location filename="../../gamesuite/ui/setup_page.py" line="1472" />
        <source>Not ready. {problem}</source>
        <translation>Non è tutto pronto. {problem}</translation>
    </message>
    <message numerus="yes">
        <location filename="../../gamesuite/ui/setup_page.py" line="1480" />
        <source>{players}, %n played by the computer</source>
        <translation><numerusform>{players}, %n giocato dal computer</numerusform><numerusform>{players}, %n giocati dal computer</numerusform></translation>
    </message>
    <message>
        <location filename="../../gamesuite/ui/setup_page.py" line="1481" />
        <source>Ready: {players}, {variant}. Enter moves to the next field; Ctrl+Enter starts.</source>
        <translation>Pronti: {players}, {variant}. Invio passa al campo successivo; Ctrl+Invio inizia la partita.</translation>
    </message>
    <message>
        <location filename="../../gamesuite/ui/setup_page.py" line="1498" />
        <source>Seat {seat}: {problem}</source>
        <translation>Posto {seat}: {problem}</translation>
    </message>
    <message>
        <location filename="../../gamesuite/ui/setup_page.py" line="1502" />
        <source>{variant} takes {players}.</source>
        <translation>{variant} è per {players}.</translation>
    </message>
    <message>
        <location filename="../../gamesuite/ui/setup_page.py" line="1509" />
        <source>Choose at least one question pack.</source>
        <translation>Scegli almeno un pacchetto di domande.</translation>
    </message>
    <message numerus="yes">
        <location filename="../../gamesuite/content/__init__.py" line="415" />
        <location filename="../../gamesuite/content/__main__.py" line="61" />
        <location filename="../../gamesuite/content/__main__.py" line="92" />
        <source>%n card(s)</source>
        <extracomment>What the rules get of a pack's character (the description and the portrait stay with the UI). The language whose packs a game gets when nothing names one (the packs written before packs had a language).</extracomment>
        <translation><numerusform>%n carta</numerusform><numerusform>%n carte</numerusform></translation>
    </message>
    <message numerus="yes">
        <location filename="../../gamesuite/content/__init__.py" line="417" />
        <source>%n item(s)</source>
        <translation><numerusform>%n elemento</numerusform><numerusform>%n elementi</numerusform></translation>
    </message>
    <message>
        <location filename="../../gamesuite/content/__init__.py" line="419" />
        <source>? items</source>
        <translation>? elementi</translation>
    </message>
    <message>
        <location filename="../../gamesuite/content/__init__.py" line="420" />
        <source>{pack} ({language}, v{version}) — {size}</source>
        <translation>{pack} ({language}, v{version}) — {size}</translation>
    </message>
    <message numerus="yes">
        <location filename="../../gamesuite/content/__main__.py" line="93" />
        <source>%n question(s)</source>
        <translation><numerusform>%n domanda</numerusform><numerusform>%n domande</numerusform></translation>
    </message>
    <message numerus="yes">
        <location filename="../../gamesuite/content/__main__.py" line="160" />
        <source>%n question(s) read</source>
        <translation><numerusform>%n domanda letta</numerusform><numerusform>%n domande lette</numerusform></translation>
    </message>
</context>
<context>
    <name>storage</name>
    <message>
        <location filename="../../gamesuite/storage/saves.py" line="41" />
        <source>This save was repaired from its last snapshot: its moves no longer replay (the rules changed since, or the file was edited), so the undo history is gone.</source>
        <translation>Questo salvataggio è stato riparato partendo dall'ultimo stato registrato: le sue mosse non si possono più rigiocare (nel frattempo le regole sono cambiate, oppure il file è stato modificato), perciò le mosse precedenti non si possono più annullare.</translation>
    </message>
    <message>
        <location filename="../../gamesuite/storage/saves.py" line="107" />
        <source>nested too deeply</source>
        <translation>annidato troppo in profondità</translation>
    </message>
    <message>
        <location filename="../../gamesuite/storage/saves.py" line="109" />
        <source>too big to open</source>
        <translation>troppo grande per essere aperto</translation>
    </message>
    <message>
        <location filename="../../gamesuite/storage/saves.py" line="117" />
        <source>the file is damaged ({problem}) and was left as it is.</source>
        <translation>il file è danneggiato ({problem}) ed è stato lasciato com'era.</translation>
    </message>
    <message>
        <location filename="../../gamesuite/storage/saves.py" line="123" />
        <location filename="../../gamesuite/storage/saves.py" line="160" />
        <source>the file is {size}, more than the {limit} a save may have; it was not opened and was left as it is.</source>
        <translation>il file pesa {size}, più dei {limit} che un salvataggio può avere; non è stato aperto ed è stato lasciato com'era.</translation>
    </message>
    <message>
        <location filename="../../gamesuite/storage/saves.py" line="132" />
        <source>this is not a GameSuite save.</source>
        <translation>questo non è un salvataggio di GameSuite.</translation>
    </message>
    <message>
        <location filename="../../gamesuite/storage/saves.py" line="135" />
        <source>this save was made by a newer GameSuite (save version {version}); update the app to open it. The file was left as it is.</source>
        <translation>questo salvataggio viene da un GameSuite più recente (versione {version}); aggiorna l'app per aprirlo. Il file è stato lasciato com'era.</translation>
    </message>
    <message>
        <location filename="../../gamesuite/storage/saves.py" line="143" />
        <location filename="../../gamesuite/storage/saves.py" line="303" />
        <source>the save is damaged ({problem}).</source>
        <translation>il salvataggio è danneggiato ({problem}).</translation>
    </message>
    <message>
        <location filename="../../gamesuite/storage/saves.py" line="157" />
        <source>this is not a file.</source>
        <translation>questo non è un file.</translation>
    </message>
    <message>
        <location filename="../../gamesuite/storage/saves.py" line="169" />
        <source>cannot be read ({problem}).</source>
        <translation>non si può leggere ({problem}).</translation>
    </message>
    <message>
        <location filename="../../gamesuite/storage/saves.py" line="188" />
        <source>the save is damaged ({problem}); it was left as it is.</source>
        <translation>il salvataggio è danneggiato ({problem}); è stato lasciato com'era.</translation>
    </message>
    <message>
        <location filename="../../gamesuite/storage/saves.py" line="203" />
        <source>this save is for a game this version does not have ({game}).</source>
        <translation>questo salvataggio è di un gioco che questa versione non ha ({game}).</translation>
    </message>
    <message>
        <location filename="../../gamesuite/storage/saves.py" line="209" />
        <source>the save is damaged (a move cannot be read: {problem}).</source>
        <translation>il salvataggio è danneggiato (una mossa non si può leggere: {problem}).</translation>
    </message>
    <message>
        <location filename="../../gamesuite/storage/saves.py" line="223" />
        <source>the game in this save breaks the game's rules ({problem}).</source>
        <translation>la partita di questo salvataggio viola le regole del gioco ({problem}).</translation>
    </message>
    <message>
        <location filename="../../gamesuite/storage/saves.py" line="231" />
        <source>the save cannot be replayed ({why}) and has no snapshot to fall back on.</source>
        <translation>il salvataggio non si può rigiocare ({why}) e non ha uno stato registrato da cui ripartire.</translation>
    </message>
    <message>
        <location filename="../../gamesuite/storage/saves.py" line="236" />
        <source>the save cannot be replayed ({why}) and its snapshot is damaged ({problem}).</source>
        <translation>il salvataggio non si può rigiocare ({why}) e il suo stato registrato è danneggiato ({problem}).</translation>
    </message>
    <message>
        <location filename="../../gamesuite/storage/saves.py" line="241" />
        <source>the save cannot be replayed ({why}) and its snapshot breaks the game's rules ({problem}).</source>
        <translation>il salvataggio non si può rigiocare ({why}) e il suo stato registrato viola le regole del gioco ({problem}).</translation>
    </message>
    <message>
        <location filename="../../gamesuite/storage/saves.py" line="254" />
        <source>the save is damaged: it says it is a game of {title}, but its settings are for {other}.</source>
        <translation>il salvataggio è danneggiato: dice di essere una partita di {title}, ma le sue impostazioni sono per {other}.</translation>
    </message>
    <message>
        <location filename="../../gamesuite/storage/saves.py" line="256" />
        <source>the save is damaged: it says it is a game of {title}, but its settings name no game.</source>
        <translation>il salvataggio è danneggiato: dice di essere una partita di {title}, ma le sue impostazioni non indicano nessun gioco.</translation>
    </message>
    <message>
        <location filename="../../gamesuite/storage/saves.py" line="260" />
        <source>the save is damaged: it has no players.</source>
        <translation>il salvataggio è danneggiato: non ha giocatori.</translation>
    </message>
    <message>
        <location filename="../../gamesuite/storage/saves.py" line="263" />
        <source>the save is damaged: player {number} has no name.</source>
        <translation>il salvataggio è danneggiato: il giocatore {number} non ha un nome.</translation>
    </message>
    <message>
        <location filename="../../gamesuite/storage/saves.py" line="265" />
        <source>the save is damaged: player {number}'s name is longer than {limit} characters.</source>
        <translation>il salvataggio è danneggiato: il nome del giocatore {number} supera i {limit} caratteri.</translation>
    </message>
    <message>
        <location filename="../../gamesuite/storage/saves.py" line="269" />
        <source>the save is damaged: its variant is not a name.</source>
        <translation>il salvataggio è danneggiato: la sua variante non è un nome.</translation>
    </message>
    <message>
        <location filename="../../gamesuite/storage/saves.py" line="273" />
        <source>the save is for a {title} variant this version does not have ({variant}).</source>
        <translation>il salvataggio è per una variante di {title} che questa versione non ha ({variant}).</translation>
    </message>
    <message>
        <location filename="../../gamesuite/storage/saves.py" line="276" />
        <source>the save is damaged: {title} ({variant}) takes {low}-{high} players, and it has {count}.</source>
        <translation>il salvataggio è danneggiato: {title} ({variant}) si gioca da {low} a {high} giocatori, ma ne ha {count}.</translation>
    </message>
    <message>
        <location filename="../../gamesuite/storage/saves.py" line="282" />
        <source>the save is damaged: its rule options are not a set of named values.</source>
        <translation>il salvataggio è danneggiato: le sue opzioni di regola non sono un insieme di valori con nome.</translation>
    </message>
    <message>
        <location filename="../../gamesuite/storage/saves.py" line="284" />
        <source>the save is damaged: its content is not a set of named values.</source>
        <translation>il salvataggio è danneggiato: il suo contenuto non è un insieme di valori con nome.</translation>
    </message>
    <message>
        <location filename="../../gamesuite/storage/saves.py" line="309" />
        <source>the save is damaged: its snapshot is for another game or other players than the save.</source>
        <translation>il salvataggio è danneggiato: il suo stato registrato è di un altro gioco o di altri giocatori.</translation>
    </message>
    <message>
        <location filename="../../gamesuite/storage/saves.py" line="326" />
        <source>the {viewer} view is not a set of named values</source>
        <translation>la vista {viewer} non è un insieme di valori con nome</translation>
    </message>
</context>
<context>
    <name>telefilm</name>
    <message>
        <location filename="../../gamesuite/rules/telefilm/spec.py" line="164" />
        <source>Vintage + Modern + New</source>
        <translation>Vintage + Modern + New</translation>
    </message>
    <message>
        <location filename="../../gamesuite/rules/telefilm/spec.py" line="14" />
        <location filename="../../gamesuite/rules/telefilm/spec.py" line="165" />
        <location filename="../../gamesuite/ui/telefilm/art.py" line="34" />
        <source>Vintage</source>
        <translation>Vintage</translation>
    </message>
    <message>
        <location filename="../../gamesuite/rules/telefilm/spec.py" line="12" />
        <location filename="../../gamesuite/rules/telefilm/spec.py" line="128" />
        <location filename="../../gamesuite/ui/telefilm/art.py" line="29" />
        <source>Comedy</source>
        <translation>Commedia</translation>
    </message>
    <message>
        <location filename="../../gamesuite/rules/telefilm/spec.py" line="12" />
        <location filename="../../gamesuite/rules/telefilm/spec.py" line="130" />
        <location filename="../../gamesuite/ui/telefilm/art.py" line="29" />
        <source>Drama</source>
        <translation>Drammatico</translation>
    </message>
    <message>
        <location filename="../../gamesuite/rules/telefilm/spec.py" line="13" />
        <location filename="../../gamesuite/rules/telefilm/spec.py" line="132" />
        <location filename="../../gamesuite/ui/telefilm/art.py" line="30" />
        <source>Crime</source>
        <translation>Giallo</translation>
    </message>
    <message>
        <location filename="../../gamesuite/rules/telefilm/spec.py" line="13" />
        <location filename="../../gamesuite/rules/telefilm/spec.py" line="134" />
        <location filename="../../gamesuite/ui/telefilm/art.py" line="30" />
        <source>Sci-Fi</source>
        <translation>Fantascienza</translation>
    </message>
    <message>
        <location filename="../../gamesuite/rules/telefilm/spec.py" line="14" />
        <location filename="../../gamesuite/rules/telefilm/spec.py" line="166" />
        <location filename="../../gamesuite/ui/telefilm/art.py" line="34" />
        <source>Modern</source>
        <translation>Modern</translation>
    </message>
    <message>
        <location filename="../../gamesuite/rules/telefilm/spec.py" line="15" />
        <location filename="../../gamesuite/rules/telefilm/spec.py" line="167" />
        <location filename="../../gamesuite/ui/telefilm/art.py" line="35" />
        <source>New</source>
        <translation>New</translation>
    </message>
    <message>
        <location filename="../../gamesuite/rules/telefilm/spec.py" line="16" />
        <location filename="../../gamesuite/rules/telefilm/spec.py" line="68" />
        <location filename="../../gamesuite/ui/telefilm/art.py" line="31" />
        <source>Mix</source>
        <extracomment>The 13 board spaces: the Mix space, then the 12 genre/period crossings ("crime/vintage"). Each space's title as one marked text (what a rule's sentence names; the same English as space_title).</extracomment>
        <translation>Mix</translation>
    </message>
    <message>
        <location filename="../../gamesuite/rules/telefilm/spec.py" line="129" />
        <source>Answer a Comedy question correctly: +5 TF.</source>
        <translation>Rispondi giusto a una domanda Commedia: +5 TF.</translation>
    </message>
    <message>
        <location filename="../../gamesuite/rules/telefilm/spec.py" line="131" />
        <source>Answer a Drama question correctly: +5 TF.</source>
        <translation>Rispondi giusto a una domanda Drammatico: +5 TF.</translation>
    </message>
    <message>
        <location filename="../../gamesuite/rules/telefilm/spec.py" line="133" />
        <source>Answer a Crime question correctly: +5 TF.</source>
        <translation>Rispondi giusto a una domanda Giallo: +5 TF.</translation>
    </message>
    <message>
        <location filename="../../gamesuite/rules/telefilm/spec.py" line="135" />
        <source>Answer a Sci-Fi question correctly: +5 TF.</source>
        <translation>Rispondi giusto a una domanda Fantascienza: +5 TF.</translation>
    </message>
    <message>
        <location filename="../../gamesuite/rules/telefilm/spec.py" line="136" />
        <source>Double</source>
        <translation>Double</translation>
    </message>
    <message>
        <location filename="../../gamesuite/rules/telefilm/spec.py" line="137" />
        <source>Answer correctly: your points for this answer are doubled.</source>
        <translation>Rispondi giusto: i punti di questa risposta raddoppiano.</translation>
    </message>
    <message>
        <location filename="../../gamesuite/rules/telefilm/spec.py" line="138" />
        <source>Two</source>
        <translation>Two</translation>
    </message>
    <message>
        <location filename="../../gamesuite/rules/telefilm/spec.py" line="139" />
        <source>Hear two questions of the card and choose which one to answer.</source>
        <translation>Ascolta due domande della carta e scegli a quale rispondere.</translation>
    </message>
    <message>
        <location filename="../../gamesuite/rules/telefilm/spec.py" line="87" />
        <location filename="../../gamesuite/rules/telefilm/spec.py" line="140" />
        <source>50%</source>
        <translation>50%</translation>
    </message>
    <message>
        <location filename="../../gamesuite/rules/telefilm/spec.py" line="69" />
        <source>Comedy · Vintage</source>
        <translation>Commedia · Vintage</translation>
    </message>
    <message>
        <location filename="../../gamesuite/rules/telefilm/spec.py" line="70" />
        <source>Drama · Vintage</source>
        <translation>Drammatico · Vintage</translation>
    </message>
    <message>
        <location filename="../../gamesuite/rules/telefilm/spec.py" line="71" />
        <source>Crime · Vintage</source>
        <translation>Giallo · Vintage</translation>
    </message>
    <message>
        <location filename="../../gamesuite/rules/telefilm/spec.py" line="72" />
        <source>Sci-Fi · Vintage</source>
        <translation>Fantascienza · Vintage</translation>
    </message>
    <message>
        <location filename="../../gamesuite/rules/telefilm/spec.py" line="73" />
        <source>Comedy · Modern</source>
        <translation>Commedia · Modern</translation>
    </message>
    <message>
        <location filename="../../gamesuite/rules/telefilm/spec.py" line="74" />
        <source>Drama · Modern</source>
        <translation>Drammatico · Modern</translation>
    </message>
    <message>
        <location filename="../../gamesuite/rules/telefilm/spec.py" line="75" />
        <source>Crime · Modern</source>
        <translation>Giallo · Modern</translation>
    </message>
    <message>
        <location filename="../../gamesuite/rules/telefilm/spec.py" line="76" />
        <source>Sci-Fi · Modern</source>
        <translation>Fantascienza · Modern</translation>
    </message>
    <message>
        <location filename="../../gamesuite/rules/telefilm/spec.py" line="77" />
        <source>Comedy · New</source>
        <translation>Commedia · New</translation>
    </message>
    <message>
        <location filename="../../gamesuite/rules/telefilm/spec.py" line="78" />
        <source>Drama · New</source>
        <translation>Drammatico · New</translation>
    </message>
    <message>
        <location filename="../../gamesuite/rules/telefilm/spec.py" line="79" />
        <source>Crime · New</source>
        <translation>Giallo · New</translation>
    </message>
    <message>
        <location filename="../../gamesuite/rules/telefilm/spec.py" line="80" />
        <source>Sci-Fi · New</source>
        <translation>Fantascienza · New</translation>
    </message>
    <message>
        <location filename="../../gamesuite/rules/telefilm/spec.py" line="84" />
        <source>COMEDY</source>
        <extracomment>The special cards' names as the table and the log write them ("DOUBLE"), marked.</extracomment>
        <translation>COMMEDIA</translation>
    </message>
    <message>
        <location filename="../../gamesuite/rules/telefilm/spec.py" line="84" />
        <source>DRAMA</source>
        <translation>DRAMMATICO</translation>
    </message>
    <message>
        <location filename="../../gamesuite/rules/telefilm/spec.py" line="85" />
        <source>CRIME</source>
        <translation>GIALLO</translation>
    </message>
    <message>
        <location filename="../../gamesuite/rules/telefilm/spec.py" line="85" />
        <source>SCI-FI</source>
        <translation>FANTASCIENZA</translation>
    </message>
    <message>
        <location filename="../../gamesuite/rules/telefilm/spec.py" line="86" />
        <source>DOUBLE</source>
        <translation>DOUBLE</translation>
    </message>
    <message>
        <location filename="../../gamesuite/rules/telefilm/spec.py" line="86" />
        <source>TWO</source>
        <translation>TWO</translation>
    </message>
    <message>
        <location filename="../../gamesuite/rules/telefilm/spec.py" line="87" />
        <source>CALL</source>
        <translation>CALL</translation>
    </message>
    <message>
        <location filename="../../gamesuite/rules/telefilm/spec.py" line="88" />
        <source>WEB</source>
        <translation>WEB</translation>
    </message>
    <message>
        <location filename="../../gamesuite/rules/telefilm/spec.py" line="88" />
        <source>POWER</source>
        <translation>POWER</translation>
    </message>
    <message>
        <location filename="../../gamesuite/rules/telefilm/spec.py" line="141" />
        <source>With the options, hear only two: the right one and a wrong one.</source>
        <translation>Con le opzioni, ascoltane solo due: quella giusta e una sbagliata.</translation>
    </message>
    <message>
        <location filename="../../gamesuite/rules/telefilm/spec.py" line="142" />
        <source>Call</source>
        <translation>Call</translation>
    </message>
    <message>
        <location filename="../../gamesuite/rules/telefilm/spec.py" line="143" />
        <source>Phone anyone you like for help, for at most 30 seconds.</source>
        <translation>Telefona a chi vuoi per un aiuto, per al massimo 30 secondi.</translation>
    </message>
    <message>
        <location filename="../../gamesuite/rules/telefilm/spec.py" line="144" />
        <source>Web</source>
        <translation>Web</translation>
    </message>
    <message>
        <location filename="../../gamesuite/rules/telefilm/spec.py" line="145" />
        <source>Search the internet on any device for 30 seconds.</source>
        <translation>Cerca su internet con qualsiasi dispositivo per 30 secondi.</translation>
    </message>
    <message>
        <location filename="../../gamesuite/rules/telefilm/spec.py" line="146" />
        <source>Power</source>
        <translation>Power</translation>
    </message>
    <message>
        <location filename="../../gamesuite/rules/telefilm/spec.py" line="147" />
        <source>Answer correctly: the leader on the track moves back 10 TF.</source>
        <translation>Rispondi giusto: chi è in testa sul percorso torna indietro di 10 TF.</translation>
    </message>
    <message>
        <location filename="../../gamesuite/rules/telefilm/spec.py" line="168" />
        <source>Vintage + Modern</source>
        <translation>Vintage + Modern</translation>
    </message>
    <message>
        <location filename="../../gamesuite/rules/telefilm/spec.py" line="169" />
        <source>Vintage + New</source>
        <translation>Vintage + New</translation>
    </message>
    <message>
        <location filename="../../gamesuite/rules/telefilm/spec.py" line="170" />
        <source>Modern + New</source>
        <translation>Modern + New</translation>
    </message>
    <message>
        <location filename="../../gamesuite/rules/telefilm/spec.py" line="185" />
        <source>Difficulty of a card</source>
        <translation>Difficoltà di una carta</translation>
    </message>
    <message>
        <location filename="../../gamesuite/rules/telefilm/spec.py" line="186" />
        <source>What 'the difficulty number of the card' is in every score.</source>
        <translation>Che cosa vale come «il numero di difficoltà della carta» in ogni punteggio.</translation>
    </message>
    <message>
        <location filename="../../gamesuite/rules/telefilm/spec.py" line="191" />
        <source>The difficulty number (1-3) printed on the card, the same for its 4 questions</source>
        <translation>Il numero di difficoltà (1-3) stampato sulla carta, uguale per le sue 4 domande</translation>
    </message>
    <message>
        <location filename="../../gamesuite/rules/telefilm/spec.py" line="197" />
        <source>Every card counts as difficulty 2 (for decks whose ratings you do not trust)</source>
        <translation>Ogni carta vale difficoltà 2 (per i mazzi di cui non ti fidi)</translation>
    </message>
    <message>
        <location filename="../../gamesuite/rules/telefilm/spec.py" line="205" />
        <source>Director's points when several Stars answer wrongly</source>
        <translation>Punti del Regista quando più Star sbagliano</translation>
    </message>
    <message>
        <location filename="../../gamesuite/rules/telefilm/spec.py" line="206" />
        <source>When, and how often, the Director scores wrong answers on a space with several Stars (a Star who passes scores nothing for anyone; the 'once' choices score at the end of the space if nobody answered right, the amount from the last wrong answer).</source>
        <translation>Quando, e quante volte, il Regista prende punti per le risposte sbagliate su una casella con più Star (una Star che passa non fa prendere punti a nessuno; con le scelte «una volta» il Regista prende punti alla fine della casella se nessuno ha risposto giusto, quanto vale l'ultima risposta sbagliata).</translation>
    </message>
    <message>
        <location filename="../../gamesuite/rules/telefilm/spec.py" line="216" />
        <source>For every wrong answer, as soon as it is given (closest to the printed text)</source>
        <translation>Per ogni risposta sbagliata, appena viene data (la lettura più vicina al testo stampato)</translation>
    </message>
    <message>
        <location filename="../../gamesuite/rules/telefilm/spec.py" line="222" />
        <source>Once, only if no Star on the space answers right (amount from the last wrong answer)</source>
        <translation>Una volta, solo se nessuna Star sulla casella risponde giusto (quanto vale l'ultima risposta sbagliata)</translation>
    </message>
    <message>
        <location filename="../../gamesuite/rules/telefilm/spec.py" line="228" />
        <source>Once, for the last wrong answer, even if a later Star then answers correctly</source>
        <translation>Una volta, per l'ultima risposta sbagliata, anche se poi una Star successiva risponde giusto</translation>
    </message>
    <message>
        <location filename="../../gamesuite/rules/telefilm/spec.py" line="234" />
        <source>Once, for the first wrong answer, even if a later Star then answers correctly</source>
        <translation>Una volta, per la prima risposta sbagliata, anche se poi una Star successiva risponde giusto</translation>
    </message>
    <message>
        <location filename="../../gamesuite/rules/telefilm/spec.py" line="243" />
        <source>Bet after a later Star answers right</source>
        <translation>Puntata quando risponde giusto una Star successiva</translation>
    </message>
    <message>
        <location filename="../../gamesuite/rules/telefilm/spec.py" line="244" />
        <source>Who scores the bet when a Star above the bottom one answers right: the summary table says 'the Stars that follow', the text of the 3rd case 'all the other Stars on that space'.</source>
        <translation>Chi prende la puntata quando risponde giusto una Star sopra quella in fondo: la tabella riassuntiva dice «le Star che seguono», il testo del 3º caso «tutte le altre Star su quella casella».</translation>
    </message>
    <message>
        <location filename="../../gamesuite/rules/telefilm/spec.py" line="253" />
        <source>Only the Stars placed after the one who answered right (summary table)</source>
        <translation>Solo le Star piazzate dopo quella che ha risposto giusto (tabella riassuntiva)</translation>
    </message>
    <message>
        <location filename="../../gamesuite/rules/telefilm/spec.py" line="257" />
        <source>Every other Star on the space, those who answered wrongly or passed included</source>
        <translation>Tutte le altre Star sulla casella, comprese quelle che hanno sbagliato o passato</translation>
    </message>
    <message>
        <location filename="../../gamesuite/rules/telefilm/spec.py" line="266" />
        <source>Special cards per turn</source>
        <translation>Carte speciali per turno</translation>
    </message>
    <message>
        <location filename="../../gamesuite/rules/telefilm/spec.py" line="267" />
        <source>How many special cards may be played ('One special card may be played per turn' can be read per player or for the whole table).</source>
        <translation>Quante carte speciali si possono giocare («si può giocare una carta speciale per turno» si può intendere per giocatore o per tutto il tavolo).</translation>
    </message>
    <message>
        <location filename="../../gamesuite/rules/telefilm/spec.py" line="274" />
        <source>One per player per turn</source>
        <translation>Una per giocatore per turno</translation>
    </message>
    <message>
        <location filename="../../gamesuite/rules/telefilm/spec.py" line="275" />
        <source>One special card per turn for the whole table</source>
        <translation>Una carta speciale per turno per tutto il tavolo</translation>
    </message>
    <message>
        <location filename="../../gamesuite/rules/telefilm/spec.py" line="278" />
        <source>One per answer (a Star with two tokens may play one on each answer)</source>
        <translation>Una per risposta (una Star con due segnalini può giocarne una per ogni risposta)</translation>
    </message>
    <message>
        <location filename="../../gamesuite/rules/telefilm/spec.py" line="282" />
        <source>Any number on one answer, each at its own moment, never two of a kind</source>
        <translation>Quante se ne vogliono su una risposta, ognuna al suo momento, mai due uguali</translation>
    </message>
    <message>
        <location filename="../../gamesuite/rules/telefilm/spec.py" line="289" />
        <source>50%: the wrong option read</source>
        <translation>50%: l'opzione sbagliata letta</translation>
    </message>
    <message>
        <location filename="../../gamesuite/rules/telefilm/spec.py" line="290" />
        <source>Which wrong option the Director reads together with the correct one when 50% is played.</source>
        <translation>Quale opzione sbagliata legge il Regista insieme a quella giusta quando si gioca 50%.</translation>
    </message>
    <message>
        <location filename="../../gamesuite/rules/telefilm/spec.py" line="297" />
        <source>The Director chooses it (as printed: he reads the two options)</source>
        <translation>La sceglie il Regista (come da regolamento: legge lui le due opzioni)</translation>
    </message>
    <message>
        <location filename="../../gamesuite/rules/telefilm/spec.py" line="299" />
        <source>The app draws it at random (seeded)</source>
        <translation>La estrae l'app a caso (con seme)</translation>
    </message>
    <message>
        <location filename="../../gamesuite/rules/telefilm/spec.py" line="305" />
        <source>Double and the genre bonus</source>
        <translation>DOUBLE e il bonus di genere</translation>
    </message>
    <message>
        <location filename="../../gamesuite/rules/telefilm/spec.py" line="306" />
        <source>What DOUBLE doubles when it is played together with a genre card (only possible with 'stack').</source>
        <translation>Che cosa raddoppia DOUBLE quando è giocata insieme a una carta genere (possibile solo con «quante se ne vogliono»).</translation>
    </message>
    <message>
        <location filename="../../gamesuite/rules/telefilm/spec.py" line="311" />
        <source>Everything the answer scores, the genre card's +5 included</source>
        <translation>Tutto ciò che vale la risposta, compreso il +5 della carta genere</translation>
    </message>
    <message>
        <location filename="../../gamesuite/rules/telefilm/spec.py" line="314" />
        <source>Bet + difficulty (+5 straight bonus); the genre card's +5 is added after doubling</source>
        <translation>Puntata + difficoltà (+5 di risposta diretta); il +5 della carta genere si aggiunge dopo il raddoppio</translation>
    </message>
    <message>
        <location filename="../../gamesuite/rules/telefilm/spec.py" line="323" />
        <source>POWER and the leader</source>
        <translation>POWER e il primo in classifica</translation>
    </message>
    <message>
        <location filename="../../gamesuite/rules/telefilm/spec.py" line="324" />
        <source>Who moves back 10 TF when POWER works and its player leads or shares the lead (first place is measured after the answer and the Stars above it are scored; nobody goes below 0).</source>
        <translation>Chi torna indietro di 10 TF quando POWER funziona e chi l'ha giocata è primo o primo a pari merito (il primo posto si misura dopo aver segnato la risposta e le Star sopra di essa; nessuno scende sotto 0).</translation>
    </message>
    <message>
        <location filename="../../gamesuite/rules/telefilm/spec.py" line="333" />
        <source>Every other player in first place; nothing if the card's player leads alone</source>
        <translation>Ogni altro giocatore al primo posto; niente se chi l'ha giocata è primo da solo</translation>
    </message>
    <message>
        <location filename="../../gamesuite/rules/telefilm/spec.py" line="339" />
        <source>Like 'others', but if the card's player leads alone the runner(s)-up move back</source>
        <translation>Come «ogni altro», ma se chi l'ha giocata è primo da solo tornano indietro i secondi</translation>
    </message>
    <message>
        <location filename="../../gamesuite/rules/telefilm/spec.py" line="343" />
        <source>Everyone in first place, the card's player included</source>
        <translation>Tutti quelli al primo posto, compreso chi l'ha giocata</translation>
    </message>
    <message>
        <location filename="../../gamesuite/rules/telefilm/spec.py" line="349" />
        <source>Genre cards on Mix questions</source>
        <translation>Carte genere sulle domande Mix</translation>
    </message>
    <message>
        <location filename="../../gamesuite/rules/telefilm/spec.py" line="350" />
        <source>Whether a genre card (Comedy, Drama, Crime, Sci-Fi) pays its +5 on a Mix card's question.</source>
        <translation>Se una carta genere (Comedy, Drama, Crime, Sci-Fi) dà il suo +5 su una domanda di una carta Mix.</translation>
    </message>
    <message>
        <location filename="../../gamesuite/rules/telefilm/spec.py" line="355" />
        <source>Never: a Mix card has no genre</source>
        <translation>Mai: una carta Mix non ha genere</translation>
    </message>
    <message>
        <location filename="../../gamesuite/rules/telefilm/spec.py" line="356" />
        <source>Always: a Mix card covers every genre</source>
        <translation>Sempre: una carta Mix copre tutti i generi</translation>
    </message>
    <message>
        <location filename="../../gamesuite/rules/telefilm/spec.py" line="359" />
        <source>The Director rules after the correct answer whether the question was of that genre</source>
        <translation>Dopo la risposta giusta il Regista decide se la domanda era di quel genere</translation>
    </message>
    <message>
        <location filename="../../gamesuite/rules/telefilm/spec.py" line="368" />
        <source>Choosing the question number</source>
        <translation>Scelta del numero della domanda</translation>
    </message>
    <message>
        <location filename="../../gamesuite/rules/telefilm/spec.py" line="369" />
        <source>How the question number 1-4 is chosen 'at random'.</source>
        <translation>Come si sceglie «a caso» il numero della domanda, da 1 a 4.</translation>
    </message>
    <message>
        <location filename="../../gamesuite/rules/telefilm/spec.py" line="372" />
        <source>The Star names a number without seeing the card</source>
        <translation>La Star dice un numero senza vedere la carta</translation>
    </message>
    <message>
        <location filename="../../gamesuite/rules/telefilm/spec.py" line="373" />
        <source>The app rolls a four-sided die (seeded)</source>
        <translation>L'app tira un dado a quattro facce (con seme)</translation>
    </message>
    <message>
        <location filename="../../gamesuite/rules/telefilm/spec.py" line="379" />
        <source>Before-the-question cards of the other Stars on a space</source>
        <translation>Carte «prima della domanda» delle altre Star di una casella</translation>
    </message>
    <message>
        <location filename="../../gamesuite/rules/telefilm/spec.py" line="380" />
        <source>Genre cards, DOUBLE and POWER are played 'only before the question is asked'. May the Stars placed above the first one on a space play them too, and when?</source>
        <translation>Le carte genere, DOUBLE e POWER si giocano «solo prima che venga posta la domanda». Possono giocarle anche le Star sopra la prima di una casella, e quando?</translation>
    </message>
    <message>
        <location filename="../../gamesuite/rules/telefilm/spec.py" line="389" />
        <source>Yes, before the space's question is read, like the first Star (as printed); a card pays only if its Star then answers right</source>
        <translation>Sì, prima che venga letta la domanda della casella, come la prima Star (come da regolamento); una carta vale solo se la sua Star poi risponde giusto</translation>
    </message>
    <message>
        <location filename="../../gamesuite/rules/telefilm/spec.py" line="397" />
        <source>No: only the first Star of the space; the others may play 50%, CALL and WEB</source>
        <translation>No: solo la prima Star della casella; le altre possono giocare 50%, CALL e WEB</translation>
    </message>
    <message>
        <location filename="../../gamesuite/rules/telefilm/spec.py" line="403" />
        <source>Yes, but when their own turn to answer comes (after hearing the question)</source>
        <translation>Sì, ma quando arriva il loro turno di rispondere (dopo aver sentito la domanda)</translation>
    </message>
    <message>
        <location filename="../../gamesuite/rules/telefilm/spec.py" line="412" />
        <source>Periods in the deck</source>
        <translation>Periodi nel mazzo</translation>
    </message>
    <message>
        <location filename="../../gamesuite/rules/telefilm/spec.py" line="413" />
        <source>Which Period cards are used (Mix cards are always used in the 3-7 player game).</source>
        <translation>Quali carte Periodo si usano (le carte Mix si usano sempre nel gioco da 3 a 7 giocatori).</translation>
    </message>
    <message>
        <location filename="../../gamesuite/rules/telefilm/spec.py" line="421" />
        <source>Mix cards in the deck</source>
        <translation>Carte Mix nel mazzo</translation>
    </message>
    <message>
        <location filename="../../gamesuite/rules/telefilm/spec.py" line="422" />
        <source>Whether Mix cards are shuffled into the single deck.</source>
        <translation>Se le carte Mix si mescolano nel mazzo unico.</translation>
    </message>
    <message>
        <location filename="../../gamesuite/rules/telefilm/spec.py" line="429" />
        <source>Reshuffle an empty deck</source>
        <translation>Rimescola un mazzo vuoto</translation>
    </message>
    <message>
        <location filename="../../gamesuite/rules/telefilm/spec.py" line="430" />
        <source>When a deck runs out, shuffle its discard pile into a new deck; otherwise the game ends early.</source>
        <translation>Quando un mazzo finisce, mescola i suoi scarti in un nuovo mazzo; altrimenti la partita finisce prima.</translation>
    </message>
    <message>
        <location filename="../../gamesuite/rules/telefilm/spec.py" line="438" />
        <source>First Director</source>
        <translation>Primo Regista</translation>
    </message>
    <message>
        <location filename="../../gamesuite/rules/telefilm/spec.py" line="439" />
        <source>Who is the Director in the first turn (the last person to have watched a TV series).</source>
        <translation>Chi fa il Regista nel primo turno (l'ultima persona che ha guardato una serie TV).</translation>
    </message>
    <message>
        <location filename="../../gamesuite/rules/telefilm/spec.py" line="444" />
        <source>The first player in the list</source>
        <translation>Il primo giocatore dell'elenco</translation>
    </message>
    <message>
        <location filename="../../gamesuite/rules/telefilm/spec.py" line="445" />
        <source>Drawn at random</source>
        <translation>Estratto a caso</translation>
    </message>
    <message>
        <location filename="../../gamesuite/rules/telefilm/spec.py" line="450" />
        <source>Turns as Director</source>
        <translation>Turni da Regista</translation>
    </message>
    <message>
        <location filename="../../gamesuite/rules/telefilm/spec.py" line="451" />
        <source>How many times each player is Director; 0 = as printed (5/3/3/2/2 for 3/4/5/6/7 players).</source>
        <translation>Quante volte ogni giocatore fa il Regista; 0 = come da regolamento (5/3/3/2/2 con 3/4/5/6/7 giocatori).</translation>
    </message>
    <message>
        <location filename="../../gamesuite/rules/telefilm/spec.py" line="462" />
        <source>End of the two-player game</source>
        <translation>Fine della partita a due</translation>
    </message>
    <message>
        <location filename="../../gamesuite/rules/telefilm/spec.py" line="463" />
        <source>The printed rules give no end for the two-player board game: choose one.</source>
        <translation>Il regolamento stampato non dice quando finisce la partita a due con il tabellone: scegli tu.</translation>
    </message>
    <message>
        <location filename="../../gamesuite/rules/telefilm/spec.py" line="466" />
        <source>After each player has been Director a set number of times</source>
        <translation>Dopo che ognuno ha fatto il Regista un numero stabilito di volte</translation>
    </message>
    <message>
        <location filename="../../gamesuite/rules/telefilm/spec.py" line="469" />
        <source>At the end of the round in which a player reaches a target score</source>
        <translation>Alla fine del giro in cui un giocatore raggiunge un punteggio obiettivo</translation>
    </message>
    <message>
        <location filename="../../gamesuite/rules/telefilm/spec.py" line="476" />
        <source>Two-player game: turns as Director</source>
        <translation>Partita a due: turni da Regista</translation>
    </message>
    <message>
        <location filename="../../gamesuite/rules/telefilm/spec.py" line="477" />
        <source>With 'rounds': how many times each player is Director.</source>
        <translation>Con «giri»: quante volte ogni giocatore fa il Regista.</translation>
    </message>
    <message>
        <location filename="../../gamesuite/rules/telefilm/spec.py" line="486" />
        <source>Two-player game: target score</source>
        <translation>Partita a due: punteggio obiettivo</translation>
    </message>
    <message>
        <location filename="../../gamesuite/rules/telefilm/spec.py" line="487" />
        <source>With 'target': the score that ends the game (at the end of that round; at most 100 rounds).</source>
        <translation>Con «obiettivo»: il punteggio che fa finire la partita (alla fine di quel giro; al massimo 100 giri).</translation>
    </message>
    <message>
        <location filename="../../gamesuite/rules/telefilm/spec.py" line="498" />
        <source>Two-player game: cards answered</source>
        <translation>Partita a due: carte a cui si risponde</translation>
    </message>
    <message>
        <location filename="../../gamesuite/rules/telefilm/spec.py" line="499" />
        <source>Which of the Director's two chosen cards the Star answers.</source>
        <translation>A quale delle due carte scelte dal Regista risponde la Star.</translation>
    </message>
    <message>
        <location filename="../../gamesuite/rules/telefilm/spec.py" line="504" />
        <source>Both: one question from each, the space with the higher bet total first</source>
        <translation>Entrambe: una domanda per carta, prima la casella con la puntata totale più alta</translation>
    </message>
    <message>
        <location filename="../../gamesuite/rules/telefilm/spec.py" line="510" />
        <source>One: the Star chooses the space; the other card is discarded unplayed</source>
        <translation>Una: la Star sceglie la casella; l'altra carta si scarta senza giocarla</translation>
    </message>
    <message>
        <location filename="../../gamesuite/rules/telefilm/spec.py" line="517" />
        <source>Cards only: turns as Director</source>
        <translation>Solo carte: turni da Regista</translation>
    </message>
    <message>
        <location filename="../../gamesuite/rules/telefilm/spec.py" line="518" />
        <source>How many times each player is Director (printed: 10).</source>
        <translation>Quante volte ogni giocatore fa il Regista (da regolamento: 10).</translation>
    </message>
    <message>
        <location filename="../../gamesuite/rules/telefilm/spec.py" line="527" />
        <source>Cards only: who answers</source>
        <translation>Solo carte: chi risponde</translation>
    </message>
    <message>
        <location filename="../../gamesuite/rules/telefilm/spec.py" line="528" />
        <source>With more than two players, who is the Star in a Director's turn.</source>
        <translation>Con più di due giocatori, chi fa la Star nel turno di un Regista.</translation>
    </message>
    <message>
        <location filename="../../gamesuite/rules/telefilm/spec.py" line="531" />
        <source>The player to the Director's left</source>
        <translation>Chi siede alla sinistra del Regista</translation>
    </message>
    <message>
        <location filename="../../gamesuite/rules/telefilm/spec.py" line="534" />
        <source>Every other player in turn from the Director's left, each with three new cards</source>
        <translation>Tutti gli altri a turno, a partire dalla sinistra del Regista, ognuno con tre carte nuove</translation>
    </message>
    <message>
        <location filename="../../gamesuite/rules/telefilm/spec.py" line="546" />
        <source>Il Gioco dei Telefilm</source>
        <translation>Il Gioco dei Telefilm</translation>
    </message>
    <message>
        <location filename="../../gamesuite/rules/telefilm/spec.py" line="547" />
        <source>Bet, bluff and answer questions about TV series.</source>
        <translation>Punta, bluffa e rispondi a domande sulle serie TV.</translation>
    </message>
    <message>
        <location filename="../../gamesuite/rules/telefilm/spec.py" line="551" />
        <source>Board game</source>
        <translation>Gioco con tabellone</translation>
    </message>
    <message>
        <location filename="../../gamesuite/rules/telefilm/spec.py" line="552" />
        <source>3-7 players: a Director bets, the Stars answer.</source>
        <translation>Da 3 a 7 giocatori: un Regista punta, le Star rispondono.</translation>
    </message>
    <message>
        <location filename="../../gamesuite/rules/telefilm/spec.py" line="558" />
        <source>Two players or teams</source>
        <translation>Due giocatori o squadre</translation>
    </message>
    <message>
        <location filename="../../gamesuite/rules/telefilm/spec.py" line="559" />
        <source>The board game for two players or two teams.</source>
        <translation>Il gioco con tabellone per due giocatori o due squadre.</translation>
    </message>
    <message>
        <location filename="../../gamesuite/rules/telefilm/spec.py" line="565" />
        <source>Question cards only</source>
        <translation>Solo carte domanda</translation>
    </message>
    <message>
        <location filename="../../gamesuite/rules/telefilm/spec.py" line="566" />
        <source>No board: win question cards, score their difficulty.</source>
        <translation>Senza tabellone: vinci carte domanda, segna la loro difficoltà.</translation>
    </message>
    <message>
        <location filename="../../gamesuite/rules/telefilm/engine.py" line="231" />
        <source>{game} takes {low}-{high} players, not {count}</source>
        <translation>{game} si gioca da {low} a {high} giocatori, non in {count}</translation>
    </message>
    <message>
        <location filename="../../gamesuite/rules/telefilm/engine.py" line="240" />
        <source>card #{number} is not a Telefilm question card</source>
        <translation>la carta n. {number} non è una carta domanda del Gioco dei Telefilm</translation>
    </message>
    <message>
        <location filename="../../gamesuite/rules/telefilm/engine.py" line="255" />
        <source>the deck needs at least one Mix card</source>
        <translation>il mazzo richiede almeno una carta Mix</translation>
    </message>
    <message>
        <location filename="../../gamesuite/rules/telefilm/engine.py" line="257" />
        <source>the deck needs Period cards of at least {count} genre/period crossings</source>
        <translation>il mazzo richiede carte Periodo di almeno {count} incroci genere/periodo</translation>
    </message>
    <message>
        <location filename="../../gamesuite/rules/telefilm/engine.py" line="261" />
        <source>the deck needs cards of at least two different spaces</source>
        <translation>il mazzo richiede carte di almeno due caselle diverse</translation>
    </message>
    <message>
        <location filename="../../gamesuite/rules/telefilm/engine.py" line="264" />
        <source>the deck is empty</source>
        <translation>il mazzo è vuoto</translation>
    </message>
    <message>
        <location filename="../../gamesuite/rules/telefilm/engine.py" line="295" />
        <source>The Mix deck ran out: its discard pile is shuffled into a new deck.</source>
        <translation>Il mazzo Mix è finito: i suoi scarti si mescolano in un nuovo mazzo.</translation>
    </message>
    <message>
        <location filename="../../gamesuite/rules/telefilm/engine.py" line="297" />
        <source>The Period deck ran out: its discard pile is shuffled into a new deck.</source>
        <translation>Il mazzo Periodo è finito: i suoi scarti si mescolano in un nuovo mazzo.</translation>
    </message>
    <message>
        <location filename="../../gamesuite/rules/telefilm/engine.py" line="299" />
        <source>The deck ran out: its discard pile is shuffled into a new deck.</source>
        <translation>Il mazzo è finito: i suoi scarti si mescolano in un nuovo mazzo.</translation>
    </message>
    <message>
        <location filename="../../gamesuite/rules/telefilm/engine.py" line="344" />
        <source>The Director drew 1 Mix card for a space already drawn: it is discarded and replaced.</source>
        <translation>Il Regista ha pescato 1 carta Mix per una casella già pescata: viene scartata e sostituita.</translation>
    </message>
    <message numerus="yes">
        <location filename="../../gamesuite/rules/telefilm/engine.py" line="347" />
        <source>The Director drew %n Mix cards for a space already drawn: they are discarded and replaced.</source>
        <translation><numerusform>Il Regista ha pescato %n carta Mix per una casella già pescata: viene scartata e sostituita.</numerusform><numerusform>Il Regista ha pescato %n carte Mix per caselle già pescate: vengono scartate e sostituite.</numerusform></translation>
    </message>
    <message>
        <location filename="../../gamesuite/rules/telefilm/engine.py" line="350" />
        <source>The Director drew 1 Period card for a space already drawn: it is discarded and replaced.</source>
        <translation>Il Regista ha pescato 1 carta Periodo per una casella già pescata: viene scartata e sostituita.</translation>
    </message>
    <message numerus="yes">
        <location filename="../../gamesuite/rules/telefilm/engine.py" line="353" />
        <source>The Director drew %n Period cards for a space already drawn: they are discarded and replaced.</source>
        <translation><numerusform>Il Regista ha pescato %n carta Periodo per una casella già pescata: viene scartata e sostituita.</numerusform><numerusform>Il Regista ha pescato %n carte Periodo per caselle già pescate: vengono scartate e sostituite.</numerusform></translation>
    </message>
    <message>
        <location filename="../../gamesuite/rules/telefilm/engine.py" line="378" />
        <source>Turn {turn} of {total}: {director} is the Director.</source>
        <translation>Turno {turn} di {total}: {director} è il Regista.</translation>
    </message>
    <message>
        <location filename="../../gamesuite/rules/telefilm/engine.py" line="381" />
        <source>Turn {turn}: {director} is the Director.</source>
        <translation>Turno {turn}: {director} è il Regista.</translation>
    </message>
    <message>
        <location filename="../../gamesuite/rules/telefilm/engine.py" line="447" />
        <source>The deck ran out. {result}</source>
        <translation>Il mazzo è finito. {result}</translation>
    </message>
    <message>
        <location filename="../../gamesuite/rules/telefilm/engine.py" line="487" />
        <source>{director} puts the {value} bet token on {space}.</source>
        <translation>{director} mette il gettone puntata da {value} su {space}.</translation>
    </message>
    <message>
        <location filename="../../gamesuite/rules/telefilm/engine.py" line="504" />
        <source>The Director's cards are on {spaces}.</source>
        <translation>Le carte del Regista sono su {spaces}.</translation>
    </message>
    <message>
        <location filename="../../gamesuite/rules/telefilm/engine.py" line="531" />
        <source>{name} has no space left for a token.</source>
        <translation>{name} non ha più caselle libere per un segnalino.</translation>
    </message>
    <message>
        <location filename="../../gamesuite/rules/telefilm/engine.py" line="546" />
        <source>{name} places a token on {space}.</source>
        <translation>{name} mette un segnalino su {space}.</translation>
    </message>
    <message>
        <location filename="../../gamesuite/rules/telefilm/engine.py" line="601" />
        <source>Nobody is on {space} (bet {bet}): the Director scores the bet plus the card's difficulty.</source>
        <translation>Nessuno è su {space} (puntata {bet}): il Regista prende la puntata più la difficoltà della carta.</translation>
    </message>
    <message>
        <location filename="../../gamesuite/rules/telefilm/engine.py" line="611" />
        <source>{space} (bet {bet}): {names}, in this order.</source>
        <translation>{space} (puntata {bet}): {names}, in quest’ordine.</translation>
    </message>
    <message>
        <location filename="../../gamesuite/rules/telefilm/engine.py" line="721" />
        <source>{name} plays {card}: it counts only if {name} answers this question right.</source>
        <translation>{name} gioca {card}: vale solo se {name} risponde giusto a questa domanda.</translation>
    </message>
    <message>
        <location filename="../../gamesuite/rules/telefilm/engine.py" line="731" />
        <source>{name} plays {card}.</source>
        <translation>{name} gioca {card}.</translation>
    </message>
    <message>
        <location filename="../../gamesuite/rules/telefilm/engine.py" line="743" />
        <source>{name} asks for the options; the Director chooses which wrong option to read with the right one.</source>
        <translation>{name} chiede le opzioni; il Regista sceglie quale opzione sbagliata leggere con quella giusta.</translation>
    </message>
    <message>
        <location filename="../../gamesuite/rules/telefilm/engine.py" line="755" />
        <source>{name} has {seconds} seconds for a phone call.</source>
        <translation>{name} ha {seconds} secondi per una telefonata.</translation>
    </message>
    <message>
        <location filename="../../gamesuite/rules/telefilm/engine.py" line="758" />
        <source>{name} has {seconds} seconds for the internet.</source>
        <translation>{name} ha {seconds} secondi per internet.</translation>
    </message>
    <message>
        <location filename="../../gamesuite/rules/telefilm/engine.py" line="771" />
        <source>{name} asks for the options; 50% leaves two: {options}</source>
        <translation>{name} chiede le opzioni; 50% ne lascia due: {options}</translation>
    </message>
    <message>
        <location filename="../../gamesuite/rules/telefilm/engine.py" line="795" />
        <source>{space}. Question {number}: {question}</source>
        <translation>{space}. Domanda {number}: {question}</translation>
    </message>
    <message>
        <location filename="../../gamesuite/rules/telefilm/engine.py" line="799" />
        <source>{space}. Question {number}: {question} / Question {other}: {other_text}</source>
        <translation>{space}. Domanda {number}: {question} / Domanda {other}: {other_text}</translation>
    </message>
    <message>
        <location filename="../../gamesuite/rules/telefilm/engine.py" line="822" />
        <source>{name} answers straight (no options).</source>
        <translation>{name} risponde direttamente (senza opzioni).</translation>
    </message>
    <message>
        <location filename="../../gamesuite/rules/telefilm/engine.py" line="825" />
        <source>{name} asks for the options.</source>
        <translation>{name} chiede le opzioni.</translation>
    </message>
    <message>
        <location filename="../../gamesuite/rules/telefilm/engine.py" line="830" />
        <source>The options: {options}</source>
        <translation>Le opzioni: {options}</translation>
    </message>
    <message>
        <location filename="../../gamesuite/rules/telefilm/engine.py" line="851" />
        <source>{name}'s answer is right!</source>
        <translation>La risposta di {name} è giusta!</translation>
    </message>
    <message>
        <location filename="../../gamesuite/rules/telefilm/engine.py" line="865" />
        <source>{name}'s answer is wrong.</source>
        <translation>La risposta di {name} è sbagliata.</translation>
    </message>
    <message>
        <location filename="../../gamesuite/rules/telefilm/engine.py" line="899" />
        <source>{name} passes: no answer, no points.</source>
        <translation>{name} passa: nessuna risposta, nessun punto.</translation>
    </message>
    <message>
        <location filename="../../gamesuite/rules/telefilm/engine.py" line="925" />
        <source>{name} may answer the same question (with the options) or pass.</source>
        <translation>{name} può rispondere alla stessa domanda (con le opzioni) o passare.</translation>
    </message>
    <message>
        <location filename="../../gamesuite/rules/telefilm/engine.py" line="930" />
        <source>{name} may answer the same question (straight or with the options) or pass.</source>
        <translation>{name} può rispondere alla stessa domanda (direttamente o con le opzioni) o passare.</translation>
    </message>
    <message>
        <location filename="../../gamesuite/rules/telefilm/engine.py" line="967" />
        <source>{name} (Director) scores {points} TF.</source>
        <translation>{name} (Regista) prende {points} TF.</translation>
    </message>
    <message>
        <location filename="../../gamesuite/rules/telefilm/engine.py" line="1013" />
        <source>{name} scores {points} TF.</source>
        <translation>{name} prende {points} TF.</translation>
    </message>
    <message>
        <location filename="../../gamesuite/rules/telefilm/engine.py" line="1026" />
        <source>{name} scores the bet: {points} TF.</source>
        <translation>{name} prende la puntata: {points} TF.</translation>
    </message>
    <message>
        <location filename="../../gamesuite/rules/telefilm/engine.py" line="1059" />
        <source>POWER: {name} leads alone, so nobody moves back.</source>
        <translation>POWER: {name} è in testa da solo, quindi nessuno torna indietro.</translation>
    </message>
    <message>
        <location filename="../../gamesuite/rules/telefilm/engine.py" line="1070" />
        <source>POWER: {name} moves back {points} TF.</source>
        <translation>POWER: {name} torna indietro di {points} TF.</translation>
    </message>
    <message>
        <location filename="../../gamesuite/rules/telefilm/engine.py" line="1122" />
        <source>{space} had difficulty {difficulty}: {name} (Director) scores {points} TF.</source>
        <translation>{space} aveva difficoltà {difficulty}: {name} (Regista) prende {points} TF.</translation>
    </message>
    <message>
        <location filename="../../gamesuite/rules/telefilm/engine.py" line="1148" />
        <source>The answer was {letter}: {option}.</source>
        <translation>La risposta era {letter}: {option}.</translation>
    </message>
    <message>
        <location filename="../../gamesuite/rules/telefilm/engine.py" line="1180" />
        <source>{director} offers {star}: {spaces}.</source>
        <translation>{director} offre a {star}: {spaces}.</translation>
    </message>
    <message>
        <location filename="../../gamesuite/rules/telefilm/engine.py" line="1199" />
        <source>{name} takes the {space} card.</source>
        <translation>{name} prende la carta {space}.</translation>
    </message>
    <message>
        <location filename="../../gamesuite/rules/telefilm/engine.py" line="1211" />
        <source>Wrong with the options: nobody wins the card.</source>
        <translation>Sbagliata con le opzioni: la carta non la vince nessuno.</translation>
    </message>
    <message>
        <location filename="../../gamesuite/rules/telefilm/engine.py" line="1226" />
        <source>{name} wins the bonus card from the deck (difficulty {difficulty}).</source>
        <translation>{name} vince la carta bonus dal mazzo (difficoltà {difficulty}).</translation>
    </message>
    <message>
        <location filename="../../gamesuite/rules/telefilm/engine.py" line="1229" />
        <source>{name} wins the card (difficulty {difficulty}).</source>
        <translation>{name} vince la carta (difficoltà {difficulty}).</translation>
    </message>
    <message>
        <location filename="../../gamesuite/rules/telefilm/engine.py" line="1306" />
        <source>The game is over.</source>
        <translation>La partita è finita.</translation>
    </message>
    <message>
        <location filename="../../gamesuite/rules/telefilm/engine.py" line="1310" />
        <source>The Director may not play special cards.</source>
        <translation>Il Regista non può giocare carte speciali.</translation>
    </message>
    <message>
        <location filename="../../gamesuite/rules/telefilm/engine.py" line="1312" />
        <source>Only the Director ({name}) may do that.</source>
        <translation>Può farlo solo il Regista ({name}).</translation>
    </message>
    <message>
        <location filename="../../gamesuite/rules/telefilm/engine.py" line="1315" />
        <source>{name} (Director) is choosing the question cards.</source>
        <translation>{name} (Regista) sta scegliendo le carte domanda.</translation>
    </message>
    <message>
        <location filename="../../gamesuite/rules/telefilm/engine.py" line="1318" />
        <source>The Director has no such bet token left.</source>
        <translation>Il Regista non ha più quel gettone puntata.</translation>
    </message>
    <message>
        <location filename="../../gamesuite/rules/telefilm/engine.py" line="1319" />
        <source>The Director cannot bet on that space now.</source>
        <translation>Ora il Regista non può puntare su quella casella.</translation>
    </message>
    <message>
        <location filename="../../gamesuite/rules/telefilm/engine.py" line="1323" />
        <source>It is {name}'s turn to place a character token.</source>
        <translation>Tocca a {name} piazzare un segnalino personaggio.</translation>
    </message>
    <message>
        <location filename="../../gamesuite/rules/telefilm/engine.py" line="1327" />
        <source>Character tokens go only on spaces holding a bet token.</source>
        <translation>I segnalini personaggio vanno solo sulle caselle con un gettone puntata.</translation>
    </message>
    <message>
        <location filename="../../gamesuite/rules/telefilm/engine.py" line="1329" />
        <source>A space holds at most 4 character tokens.</source>
        <translation>Una casella tiene al massimo 4 segnalini personaggio.</translation>
    </message>
    <message>
        <location filename="../../gamesuite/rules/telefilm/engine.py" line="1330" />
        <source>You already have a character token on that space.</source>
        <translation>Hai già un segnalino personaggio su quella casella.</translation>
    </message>
    <message>
        <location filename="../../gamesuite/rules/telefilm/engine.py" line="1333" />
        <source>It is {name}'s turn to choose.</source>
        <translation>Tocca a {name} scegliere.</translation>
    </message>
    <message>
        <location filename="../../gamesuite/rules/telefilm/engine.py" line="1337" />
        <source>Reveal the answer to go on.</source>
        <translation>Rivela la risposta per andare avanti.</translation>
    </message>
    <message>
        <location filename="../../gamesuite/rules/telefilm/engine.py" line="1342" />
        <source>It is {name}'s turn.</source>
        <translation>Tocca a {name}.</translation>
    </message>
    <message>
        <location filename="../../gamesuite/rules/telefilm/engine.py" line="1347" />
        <source>The Director chooses the wrong option only when 50% is played.</source>
        <translation>Il Regista sceglie l’opzione sbagliata solo quando si gioca 50%.</translation>
    </message>
    <message>
        <location filename="../../gamesuite/rules/telefilm/engine.py" line="1349" />
        <source>Choose one of the wrong options.</source>
        <translation>Scegli una delle opzioni sbagliate.</translation>
    </message>
    <message>
        <location filename="../../gamesuite/rules/telefilm/engine.py" line="1351" />
        <source>{name} (Director) is choosing which wrong option to read with the right one.</source>
        <translation>{name} (Regista) sta scegliendo quale opzione sbagliata leggere con quella giusta.</translation>
    </message>
    <message>
        <location filename="../../gamesuite/rules/telefilm/engine.py" line="1356" />
        <source>The first Star on the space must answer.</source>
        <translation>La prima Star sulla casella deve rispondere.</translation>
    </message>
    <message>
        <location filename="../../gamesuite/rules/telefilm/engine.py" line="1357" />
        <source>A Star may pass only before declaring or answering.</source>
        <translation>Una Star può passare solo prima di dichiarare o rispondere.</translation>
    </message>
    <message>
        <location filename="../../gamesuite/rules/telefilm/engine.py" line="1360" />
        <source>Declare a straight answer or the options once the question has been read.</source>
        <translation>Dichiara risposta diretta o opzioni dopo che la domanda è stata letta.</translation>
    </message>
    <message>
        <location filename="../../gamesuite/rules/telefilm/engine.py" line="1362" />
        <source>After a wrong answer with the options, the next Star may only take the options.</source>
        <translation>Dopo una risposta sbagliata con le opzioni, la Star seguente può solo prendere le opzioni.</translation>
    </message>
    <message>
        <location filename="../../gamesuite/rules/telefilm/engine.py" line="1366" />
        <source>The question has already been chosen.</source>
        <translation>La domanda è già stata scelta.</translation>
    </message>
    <message>
        <location filename="../../gamesuite/rules/telefilm/engine.py" line="1368" />
        <source>The question number is rolled with the die.</source>
        <translation>Il numero della domanda si tira con il dado.</translation>
    </message>
    <message>
        <location filename="../../gamesuite/rules/telefilm/engine.py" line="1370" />
        <source>With TWO, name two different question numbers.</source>
        <translation>Con TWO, di’ due numeri di domanda diversi.</translation>
    </message>
    <message>
        <location filename="../../gamesuite/rules/telefilm/engine.py" line="1371" />
        <source>Name one question number from 1 to 4.</source>
        <translation>Di’ un numero di domanda da 1 a 4.</translation>
    </message>
    <message>
        <location filename="../../gamesuite/rules/telefilm/engine.py" line="1374" />
        <source>This is a straight answer: the Director judges it.</source>
        <translation>È una risposta diretta: la giudica il Regista.</translation>
    </message>
    <message>
        <location filename="../../gamesuite/rules/telefilm/engine.py" line="1375" />
        <source>Choose one of the options shown.</source>
        <translation>Scegli una delle opzioni mostrate.</translation>
    </message>
    <message>
        <location filename="../../gamesuite/rules/telefilm/engine.py" line="1377" />
        <source>Answers with the options are checked by their letter.</source>
        <translation>Le risposte con le opzioni si controllano dalla lettera.</translation>
    </message>
    <message>
        <location filename="../../gamesuite/rules/telefilm/engine.py" line="1378" />
        <source>That move is not allowed right now.</source>
        <translation>Questa mossa ora non è consentita.</translation>
    </message>
    <message>
        <location filename="../../gamesuite/rules/telefilm/engine.py" line="1386" />
        <source>Only a Star may play a special card.</source>
        <translation>Solo una Star può giocare una carta speciale.</translation>
    </message>
    <message>
        <location filename="../../gamesuite/rules/telefilm/engine.py" line="1388" />
        <source>There is no such special card.</source>
        <translation>Questa carta speciale non esiste.</translation>
    </message>
    <message>
        <location filename="../../gamesuite/rules/telefilm/engine.py" line="1390" />
        <source>You do not hold that special card.</source>
        <translation>Non hai quella carta speciale.</translation>
    </message>
    <message>
        <location filename="../../gamesuite/rules/telefilm/engine.py" line="1392" />
        <source>Only the Stars with a token on {space} may play a special card now.</source>
        <translation>Ora possono giocare una carta speciale solo le Star con un segnalino su {space}.</translation>
    </message>
    <message>
        <location filename="../../gamesuite/rules/telefilm/engine.py" line="1395" />
        <source>You have already had your turn on this question.</source>
        <translation>Hai già avuto il tuo turno su questa domanda.</translation>
    </message>
    <message>
        <location filename="../../gamesuite/rules/telefilm/engine.py" line="1398" />
        <source>Only one special card per turn.</source>
        <translation>Solo una carta speciale per turno.</translation>
    </message>
    <message>
        <location filename="../../gamesuite/rules/telefilm/engine.py" line="1400" />
        <source>Only one special card per turn for the whole table.</source>
        <translation>Solo una carta speciale per turno per tutto il tavolo.</translation>
    </message>
    <message>
        <location filename="../../gamesuite/rules/telefilm/engine.py" line="1402" />
        <source>Only one special card per answer.</source>
        <translation>Solo una carta speciale per risposta.</translation>
    </message>
    <message>
        <location filename="../../gamesuite/rules/telefilm/engine.py" line="1405" />
        <source>You have already played {card} on this answer.</source>
        <translation>Hai già giocato {card} su questa risposta.</translation>
    </message>
    <message>
        <location filename="../../gamesuite/rules/telefilm/engine.py" line="1409" />
        <source>That special card cannot be played at this moment.</source>
        <translation>Quella carta speciale non si può giocare in questo momento.</translation>
    </message>
    <message>
        <location filename="../../gamesuite/rules/telefilm/engine.py" line="1412" />
        <source>{card} is played before the question is asked, and only by the first Star on the space (house rule).</source>
        <translation>{card} si gioca prima che venga posta la domanda, e solo dalla prima Star sulla casella (regola della casa).</translation>
    </message>
    <message>
        <location filename="../../gamesuite/rules/telefilm/engine.py" line="1415" />
        <source>{card} is played when your turn to answer comes (house rule).</source>
        <translation>{card} si gioca quando arriva il tuo turno di rispondere (regola della casa).</translation>
    </message>
    <message>
        <location filename="../../gamesuite/rules/telefilm/engine.py" line="1419" />
        <source>{card} is played only before the question is asked.</source>
        <translation>{card} si gioca solo prima che venga posta la domanda.</translation>
    </message>
    <message>
        <location filename="../../gamesuite/rules/telefilm/engine.py" line="1422" />
        <source>{card} is played only by the first Star on the space, before the question is chosen.</source>
        <translation>{card} la gioca solo la prima Star sulla casella, prima che la domanda sia scelta.</translation>
    </message>
    <message>
        <location filename="../../gamesuite/rules/telefilm/engine.py" line="1424" />
        <source>{card} is played before the question is chosen.</source>
        <translation>{card} si gioca prima che la domanda sia scelta.</translation>
    </message>
    <message>
        <location filename="../../gamesuite/rules/telefilm/engine.py" line="1426" />
        <source>{card} is played when it is your turn to answer, after the question is read.</source>
        <translation>{card} si gioca quando tocca a te rispondere, dopo la lettura della domanda.</translation>
    </message>
    <message>
        <location filename="../../gamesuite/rules/telefilm/engine.py" line="1430" />
        <source>The options have already been read.</source>
        <translation>Le opzioni sono già state lette.</translation>
    </message>
    <message>
        <location filename="../../gamesuite/rules/telefilm/engine.py" line="1432" />
        <source>{card} is played after the question is read, when you ask for the options.</source>
        <translation>{card} si gioca dopo la lettura della domanda, quando chiedi le opzioni.</translation>
    </message>
    <message>
        <location filename="../../gamesuite/rules/telefilm/engine.py" line="1435" />
        <source>{card} is played instead of a straight answer, when you ask for the options.</source>
        <translation>{card} si gioca al posto di una risposta diretta, quando chiedi le opzioni.</translation>
    </message>
    <message>
        <location filename="../../gamesuite/rules/telefilm/engine.py" line="1439" />
        <source>{card} is played after the question is read.</source>
        <translation>{card} si gioca dopo la lettura della domanda.</translation>
    </message>
    <message>
        <location filename="../../gamesuite/rules/telefilm/engine.py" line="1453" />
        <source>{name} chooses {space}.</source>
        <translation>{name} sceglie {space}.</translation>
    </message>
    <message>
        <location filename="../../gamesuite/rules/telefilm/engine.py" line="1491" />
        <source>The die says question {numbers}.</source>
        <translation>Il dado dice domanda {numbers}.</translation>
    </message>
    <message>
        <location filename="../../gamesuite/rules/telefilm/engine.py" line="1505" />
        <source>{name} chooses question {number}.</source>
        <translation>{name} sceglie la domanda {number}.</translation>
    </message>
    <message>
        <location filename="../../gamesuite/rules/telefilm/engine.py" line="1533" />
        <source>{name} answers {letter}.</source>
        <translation>{name} risponde {letter}.</translation>
    </message>
    <message>
        <location filename="../../gamesuite/rules/telefilm/engine.py" line="1548" />
        <source>The Director rules that the genre card counts on this Mix question.</source>
        <translation>Il Regista decide che la carta genere vale su questa domanda Mix.</translation>
    </message>
    <message>
        <location filename="../../gamesuite/rules/telefilm/engine.py" line="1551" />
        <source>The Director rules that the genre card does not count on this Mix question.</source>
        <translation>Il Regista decide che la carta genere non vale su questa domanda Mix.</translation>
    </message>
    <message>
        <location filename="../../gamesuite/rules/telefilm/engine.py" line="1580" />
        <source>{names} is the Telefilm Master with {best} TF!</source>
        <translation>{names} è Telefilm Master con {best} TF!</translation>
    </message>
    <message>
        <location filename="../../gamesuite/rules/telefilm/engine.py" line="1583" />
        <source>{names} share the title of Telefilm Master with {best} TF each!</source>
        <translation>{names} si dividono il titolo di Telefilm Master con {best} TF a testa!</translation>
    </message>
    <message>
        <location filename="../../gamesuite/ui/telefilm/__init__.py" line="141" />
        <source>The Director's cards are on {name}'s phone.</source>
        <translation>Le carte del Regista sono sul telefono di {name}.</translation>
    </message>
    <message>
        <location filename="../../gamesuite/ui/telefilm/__init__.py" line="195" />
        <source>{name} plays a special card</source>
        <translation>{name} gioca una carta speciale</translation>
    </message>
    <message>
        <location filename="../../gamesuite/ui/telefilm/__init__.py" line="197" />
        <source>{name} may play a special card before the question is read</source>
        <translation>{name} può giocare una carta speciale prima che la domanda venga letta</translation>
    </message>
    <message>
        <location filename="../../gamesuite/ui/telefilm/__init__.py" line="198" />
        <source>{name} looks at their special cards</source>
        <translation>{name} guarda le sue carte speciali</translation>
    </message>
    <message>
        <location filename="../../gamesuite/ui/telefilm/__init__.py" line="202" />
        <source>{director} chooses the cards and places the bets</source>
        <translation>{director} sceglie le carte e piazza le puntate</translation>
    </message>
    <message>
        <location filename="../../gamesuite/ui/telefilm/__init__.py" line="204" />
        <source>{director} looks at the cards on the board</source>
        <translation>{director} guarda le carte sul tabellone</translation>
    </message>
    <message>
        <location filename="../../gamesuite/ui/telefilm/__init__.py" line="206" />
        <source>{director} looks at the cards offered to {star}</source>
        <translation>{director} guarda le carte offerte a {star}</translation>
    </message>
    <message>
        <location filename="../../gamesuite/ui/telefilm/__init__.py" line="211" />
        <source>{director} looks at the card</source>
        <translation>{director} guarda la carta</translation>
    </message>
    <message>
        <location filename="../../gamesuite/ui/telefilm/__init__.py" line="213" />
        <source>{director} chooses the question for {star} and reads it aloud</source>
        <translation>{director} sceglie la domanda per {star} e la legge ad alta voce</translation>
    </message>
    <message>
        <location filename="../../gamesuite/ui/telefilm/__init__.py" line="216" />
        <source>50%: {director} chooses which wrong option to read to {star} with the right one</source>
        <translation>50%: {director} sceglie quale opzione sbagliata leggere a {star} insieme a quella giusta</translation>
    </message>
    <message>
        <location filename="../../gamesuite/ui/telefilm/__init__.py" line="219" />
        <source>{director} rules whether the genre card counts on this Mix question</source>
        <translation>{director} decide se la carta genere vale su questa domanda Mix</translation>
    </message>
    <message>
        <location filename="../../gamesuite/ui/telefilm/__init__.py" line="222" />
        <source>{director} reads the question to {star} · {star} answers aloud · {director} judges</source>
        <translation>{director} legge la domanda a {star} · {star} risponde ad alta voce · {director} giudica</translation>
    </message>
    <message>
        <location filename="../../gamesuite/ui/telefilm/__init__.py" line="225" />
        <source>{director} reads the options aloud to {star}</source>
        <translation>{director} legge le opzioni ad alta voce a {star}</translation>
    </message>
    <message>
        <location filename="../../gamesuite/ui/telefilm/__init__.py" line="227" />
        <source>{director} reads question {number} aloud to {star}</source>
        <translation>{director} legge la domanda {number} ad alta voce a {star}</translation>
    </message>
    <message>
        <location filename="../../gamesuite/ui/telefilm/__init__.py" line="231" />
        <source>{director} reads questions {numbers} aloud to {star}</source>
        <translation>{director} legge le domande {numbers} ad alta voce a {star}</translation>
    </message>
    <message>
        <location filename="../../gamesuite/ui/telefilm/__init__.py" line="233" />
        <source>{director} looks at the card while {star} chooses the question</source>
        <translation>{director} guarda la carta mentre {star} sceglie la domanda</translation>
    </message>
    <message>
        <location filename="../../gamesuite/ui/telefilm/art.py" line="47" />
        <source>All periods</source>
        <translation>Tutti i periodi</translation>
    </message>
    <message>
        <location filename="../../gamesuite/ui/telefilm/art.py" line="48" />
        <source>1960s–90s</source>
        <translation>anni ’60–’90</translation>
    </message>
    <message>
        <location filename="../../gamesuite/ui/telefilm/art.py" line="48" />
        <source>1990s–2000s</source>
        <translation>anni ’90–2000</translation>
    </message>
    <message>
        <location filename="../../gamesuite/ui/telefilm/art.py" line="50" />
        <source>2000s–today</source>
        <translation>dal 2005 a oggi</translation>
    </message>
    <message>
        <location filename="../../gamesuite/ui/telefilm/items.py" line="425" />
        <source>Diff. {number}</source>
        <translation>Diff. {number}</translation>
    </message>
    <message numerus="yes">
        <location filename="../../gamesuite/ui/telefilm/items.py" line="819" />
        <location filename="../../gamesuite/ui/telefilm/items.py" line="832" />
        <source>%n left</source>
        <translation><numerusform>%n carta</numerusform><numerusform>%n carte</numerusform></translation>
    </message>
    <message numerus="yes">
        <location filename="../../gamesuite/ui/telefilm/items.py" line="876" />
        <source>%n played</source>
        <translation><numerusform>%n giocata</numerusform><numerusform>%n giocate</numerusform></translation>
    </message>
    <message>
        <location filename="../../gamesuite/ui/telefilm/items.py" line="890" />
        <source>Start</source>
        <translation>Via</translation>
    </message>
    <message>
        <location filename="../../gamesuite/ui/telefilm/items.py" line="1169" />
        <source>Play a card</source>
        <translation>Gioca una carta</translation>
    </message>
    <message>
        <location filename="../../gamesuite/ui/telefilm/items.py" line="1286" />
        <source>Director</source>
        <translation>Regista</translation>
    </message>
    <message>
        <location filename="../../gamesuite/ui/telefilm/items.py" line="1880" />
        <location filename="../../gamesuite/ui/telefilm/panels.py" line="181" />
        <source>Difficulty {number}</source>
        <translation>Difficoltà {number}</translation>
    </message>
    <message>
        <location filename="../../gamesuite/ui/telefilm/items.py" line="1913" />
        <source>Cards won</source>
        <translation>Carte vinte</translation>
    </message>
    <message>
        <location filename="../../gamesuite/ui/telefilm/panels.py" line="62" />
        <source>Play it before the question is asked.</source>
        <translation>Giocala prima che venga posta la domanda.</translation>
    </message>
    <message>
        <location filename="../../gamesuite/ui/telefilm/panels.py" line="63" />
        <source>Play it when it is your turn to answer.</source>
        <translation>Giocala quando tocca a te rispondere.</translation>
    </message>
    <message>
        <location filename="../../gamesuite/ui/telefilm/panels.py" line="64" />
        <source>Play it after the question has been read.</source>
        <translation>Giocala dopo che la domanda è stata letta.</translation>
    </message>
    <message>
        <location filename="../../gamesuite/ui/telefilm/panels.py" line="73" />
        <source>Undo last judgement</source>
        <translation>Annulla l’ultimo giudizio</translation>
    </message>
    <message>
        <location filename="../../gamesuite/ui/telefilm/panels.py" line="74" />
        <source>Undo last bet</source>
        <translation>Annulla l’ultima puntata</translation>
    </message>
    <message>
        <location filename="../../gamesuite/ui/telefilm/panels.py" line="75" />
        <source>Undo the genre ruling</source>
        <translation>Annulla la decisione sul genere</translation>
    </message>
    <message>
        <location filename="../../gamesuite/ui/telefilm/panels.py" line="76" />
        <source>Undo the question choice</source>
        <translation>Annulla la scelta della domanda</translation>
    </message>
    <message>
        <location filename="../../gamesuite/ui/telefilm/panels.py" line="192" />
        <source>not read (50%)</source>
        <translation>non letta (50%)</translation>
    </message>
    <message>
        <location filename="../../gamesuite/ui/telefilm/panels.py" line="196" />
        <location filename="../../gamesuite/ui/telefilm/panels.py" line="587" />
        <source>CORRECT</source>
        <translation>GIUSTA</translation>
    </message>
    <message>
        <location filename="../../gamesuite/ui/telefilm/panels.py" line="208" />
        <location filename="../../gamesuite/ui/telefilm/panels.py" line="542" />
        <location filename="../../gamesuite/ui/telefilm/panels.py" line="943" />
        <source>Series: {series}</source>
        <translation>Serie: {series}</translation>
    </message>
    <message>
        <location filename="../../gamesuite/ui/telefilm/panels.py" line="211" />
        <location filename="../../gamesuite/ui/telefilm/panels.py" line="544" />
        <source>Question {number}: {text}</source>
        <translation>Domanda {number}: {text}</translation>
    </message>
    <message>
        <location filename="../../gamesuite/ui/telefilm/panels.py" line="349" />
        <source>Choose your cards: one bet token on the Mix card and on {keep} Period cards. Tokens left: {left}.</source>
        <translation>Scegli le tue carte: un gettone puntata sulla carta Mix e su {keep} carte Periodo. Gettoni rimasti: {left}.</translation>
    </message>
    <message>
        <location filename="../../gamesuite/ui/telefilm/panels.py" line="351" />
        <source>Choose 2 cards: put 2 bet tokens on each. Tokens left: {left}.</source>
        <translation>Scegli 2 carte: metti 2 gettoni puntata su ciascuna. Gettoni rimasti: {left}.</translation>
    </message>
    <message>
        <location filename="../../gamesuite/ui/telefilm/panels.py" line="353" />
        <source>The Stars are placing their tokens — {name} now.</source>
        <translation>Le Star piazzano i segnalini: ora tocca a {name}.</translation>
    </message>
    <message>
        <location filename="../../gamesuite/ui/telefilm/panels.py" line="356" />
        <source>{name} chooses which space to answer.</source>
        <translation>{name} sceglie su quale casella rispondere.</translation>
    </message>
    <message>
        <location filename="../../gamesuite/ui/telefilm/panels.py" line="358" />
        <source>{name} chooses one of the cards you drew.</source>
        <translation>{name} sceglie una delle carte che hai pescato.</translation>
    </message>
    <message>
        <location filename="../../gamesuite/ui/telefilm/panels.py" line="363" />
        <source>Nobody chose this space: you score bet + difficulty when the table presses Reveal.</source>
        <translation>Nessuno ha scelto questa casella: prendi puntata + difficoltà quando il tavolo preme Rivela.</translation>
    </message>
    <message>
        <location filename="../../gamesuite/ui/telefilm/panels.py" line="366" />
        <source>{name} answers straight. Is the answer right?</source>
        <translation>{name} risponde direttamente. La risposta è giusta?</translation>
    </message>
    <message>
        <location filename="../../gamesuite/ui/telefilm/panels.py" line="368" />
        <source>Choose the question for {name} and read it aloud.</source>
        <translation>Scegli la domanda per {name} e leggila ad alta voce.</translation>
    </message>
    <message>
        <location filename="../../gamesuite/ui/telefilm/panels.py" line="370" />
        <source>Was this Mix question about the genre of the card played?</source>
        <translation>Questa domanda Mix riguardava il genere della carta giocata?</translation>
    </message>
    <message>
        <location filename="../../gamesuite/ui/telefilm/panels.py" line="372" />
        <source>{name} played 50%: choose the wrong option you will read with the correct one.</source>
        <translation>{name} ha giocato 50%: scegli l’opzione sbagliata che leggerai insieme a quella giusta.</translation>
    </message>
    <message>
        <location filename="../../gamesuite/ui/telefilm/panels.py" line="375" />
        <source>Read question {number} again if asked. {name} decides: straight answer, options or pass.</source>
        <translation>Rileggi la domanda {number} se richiesto. {name} decide: risposta diretta, opzioni o passo.</translation>
    </message>
    <message>
        <location filename="../../gamesuite/ui/telefilm/panels.py" line="378" />
        <source>Read question {number} aloud. {name} decides: straight answer or options.</source>
        <translation>Leggi ad alta voce la domanda {number}. {name} decide: risposta diretta o opzioni.</translation>
    </message>
    <message>
        <location filename="../../gamesuite/ui/telefilm/panels.py" line="382" />
        <source>Read both questions aloud. {name} chooses one.</source>
        <translation>Leggi ad alta voce entrambe le domande. {name} ne sceglie una.</translation>
    </message>
    <message>
        <location filename="../../gamesuite/ui/telefilm/panels.py" line="384" />
        <source>The options are on the table. {name} answers there, or passes.</source>
        <translation>Le opzioni sono sul tavolo. {name} risponde lì, oppure passa.</translation>
    </message>
    <message>
        <location filename="../../gamesuite/ui/telefilm/panels.py" line="386" />
        <source>Read the options aloud. {name} answers on the table.</source>
        <translation>Leggi ad alta voce le opzioni. {name} risponde sul tavolo.</translation>
    </message>
    <message>
        <location filename="../../gamesuite/ui/telefilm/panels.py" line="388" />
        <source>{name} chooses the question number.</source>
        <translation>{name} sceglie il numero della domanda.</translation>
    </message>
    <message>
        <location filename="../../gamesuite/ui/telefilm/panels.py" line="392" />
        <source>{name} answered right. The table presses Reveal to show the answer.</source>
        <translation>{name} ha risposto giusto. Il tavolo preme Rivela per mostrare la risposta.</translation>
    </message>
    <message>
        <location filename="../../gamesuite/ui/telefilm/panels.py" line="394" />
        <source>Nobody answered right. The table presses Reveal to show the answer.</source>
        <translation>Nessuno ha risposto giusto. Il tavolo preme Rivela per mostrare la risposta.</translation>
    </message>
    <message>
        <location filename="../../gamesuite/ui/telefilm/panels.py" line="408" />
        <source>{card} played: +5 TF if the answer is right.</source>
        <translation>{card} giocata: +5 TF se la risposta è giusta.</translation>
    </message>
    <message>
        <location filename="../../gamesuite/ui/telefilm/panels.py" line="410" />
        <source>{card} played: after a right answer you rule whether it counts here.</source>
        <translation>{card} giocata: dopo una risposta giusta decidi tu se vale qui.</translation>
    </message>
    <message>
        <location filename="../../gamesuite/ui/telefilm/panels.py" line="413" />
        <source>{card} played: no bonus on this question.</source>
        <translation>{card} giocata: nessun bonus su questa domanda.</translation>
    </message>
    <message>
        <location filename="../../gamesuite/ui/telefilm/panels.py" line="416" />
        <source>{card} played: read only the two options shown (one right, one wrong).</source>
        <translation>{card} giocata: leggi solo le due opzioni mostrate (una giusta, una sbagliata).</translation>
    </message>
    <message>
        <location filename="../../gamesuite/ui/telefilm/panels.py" line="418" />
        <source>{card} played: read two questions; the Star chooses one.</source>
        <translation>{card} giocata: leggi due domande; la Star ne sceglie una.</translation>
    </message>
    <message>
        <location filename="../../gamesuite/ui/telefilm/panels.py" line="419" />
        <source>{card} played: a right answer scores double.</source>
        <translation>{card} giocata: una risposta giusta vale doppio.</translation>
    </message>
    <message>
        <location filename="../../gamesuite/ui/telefilm/panels.py" line="420" />
        <source>{card} played: a right answer moves the leader back 10 TF.</source>
        <translation>{card} giocata: una risposta giusta fa tornare indietro di 10 TF chi è in testa.</translation>
    </message>
    <message>
        <location filename="../../gamesuite/ui/telefilm/panels.py" line="421" />
        <source>{card} played: 30 seconds on the phone.</source>
        <translation>{card} giocata: 30 secondi al telefono.</translation>
    </message>
    <message>
        <location filename="../../gamesuite/ui/telefilm/panels.py" line="422" />
        <source>{card} played: 30 seconds on the internet.</source>
        <translation>{card} giocata: 30 secondi su internet.</translation>
    </message>
    <message>
        <location filename="../../gamesuite/ui/telefilm/panels.py" line="423" />
        <source>{card} played.</source>
        <translation>{card} giocata.</translation>
    </message>
    <message numerus="yes">
        <location filename="../../gamesuite/ui/telefilm/panels.py" line="441" />
        <source>%n Mix</source>
        <translation><numerusform>%n Mix</numerusform><numerusform>%n Mix</numerusform></translation>
    </message>
    <message numerus="yes">
        <location filename="../../gamesuite/ui/telefilm/panels.py" line="441" />
        <source>%n Period</source>
        <translation><numerusform>%n Periodo</numerusform><numerusform>%n Periodo</numerusform></translation>
    </message>
    <message>
        <location filename="../../gamesuite/ui/telefilm/panels.py" line="444" />
        <source>Cards for a space already drawn were discarded and replaced: {names} (the table was told only the deck and how many).</source>
        <translation>Le carte di una casella già pescata sono state scartate e sostituite: {names} (al tavolo si dice solo il mazzo e quante).</translation>
    </message>
    <message>
        <location filename="../../gamesuite/ui/telefilm/panels.py" line="455" />
        <location filename="../../gamesuite/ui/telefilm/panels.py" line="458" />
        <location filename="../../gamesuite/ui/telefilm/presenter.py" line="816" />
        <source>Bet {bet}</source>
        <translation>Puntata {bet}</translation>
    </message>
    <message>
        <location filename="../../gamesuite/ui/telefilm/panels.py" line="461" />
        <source>Not kept: goes to the discard pile</source>
        <translation>Non tenuta: va negli scarti</translation>
    </message>
    <message>
        <location filename="../../gamesuite/ui/telefilm/panels.py" line="476" />
        <source>no tokens yet</source>
        <translation>ancora nessun segnalino</translation>
    </message>
    <message>
        <location filename="../../gamesuite/ui/telefilm/panels.py" line="477" />
        <location filename="../../gamesuite/ui/telefilm/panels.py" line="506" />
        <location filename="../../gamesuite/ui/telefilm/panels.py" line="625" />
        <source>Bet {bet} · {difficulty}</source>
        <translation>Puntata {bet} · {difficulty}</translation>
    </message>
    <message>
        <location filename="../../gamesuite/ui/telefilm/panels.py" line="480" />
        <source>Tokens (first answers first): {names}</source>
        <translation>Segnalini (il primo risponde per primo): {names}</translation>
    </message>
    <message>
        <location filename="../../gamesuite/ui/telefilm/panels.py" line="482" />
        <source>Your cards on the board</source>
        <translation>Le tue carte sul tabellone</translation>
    </message>
    <message>
        <location filename="../../gamesuite/ui/telefilm/panels.py" line="492" />
        <source>CORRECT · always read</source>
        <translation>GIUSTA · sempre letta</translation>
    </message>
    <message>
        <location filename="../../gamesuite/ui/telefilm/panels.py" line="509" />
        <source>Nobody placed a token on this space.</source>
        <translation>Nessuno ha messo un segnalino su questa casella.</translation>
    </message>
    <message>
        <location filename="../../gamesuite/ui/telefilm/panels.py" line="520" />
        <source>(passed)</source>
        <translation>(ha passato)</translation>
    </message>
    <message>
        <location filename="../../gamesuite/ui/telefilm/panels.py" line="521" />
        <source>◀ answering</source>
        <translation>◀ risponde</translation>
    </message>
    <message>
        <location filename="../../gamesuite/ui/telefilm/panels.py" line="523" />
        <location filename="../../gamesuite/ui/telefilm/presenter.py" line="597" />
        <source>✓ right</source>
        <translation>✓ giusto</translation>
    </message>
    <message>
        <location filename="../../gamesuite/ui/telefilm/panels.py" line="525" />
        <location filename="../../gamesuite/ui/telefilm/panels.py" line="627" />
        <source>Answering: {names}</source>
        <translation>Rispondono: {names}</translation>
    </message>
    <message>
        <location filename="../../gamesuite/ui/telefilm/panels.py" line="546" />
        <source>50%: click below the wrong option you will read aloud with the correct one ({letter}). The table shows the two in A-E order.</source>
        <translation>50%: fai clic qui sotto sull’opzione sbagliata che leggerai ad alta voce con quella giusta ({letter}). Il tavolo le mostra nell’ordine A-E.</translation>
    </message>
    <message>
        <location filename="../../gamesuite/ui/telefilm/panels.py" line="553" />
        <source>{name} answers STRAIGHT (no options): judge it.</source>
        <translation>{name} risponde DIRETTAMENTE (senza opzioni): giudica tu.</translation>
    </message>
    <message>
        <location filename="../../gamesuite/ui/telefilm/panels.py" line="556" />
        <source>{name} answers STRAIGHT (no options).</source>
        <translation>{name} risponde DIRETTAMENTE (senza opzioni).</translation>
    </message>
    <message>
        <location filename="../../gamesuite/ui/telefilm/panels.py" line="559" />
        <source>Options asked for: read the two options left aloud.</source>
        <translation>Opzioni richieste: leggi ad alta voce le due opzioni rimaste.</translation>
    </message>
    <message>
        <location filename="../../gamesuite/ui/telefilm/panels.py" line="561" />
        <source>Options asked for: read all five options aloud.</source>
        <translation>Opzioni richieste: leggi ad alta voce tutte e cinque le opzioni.</translation>
    </message>
    <message>
        <location filename="../../gamesuite/ui/telefilm/panels.py" line="563" />
        <source>Not declared yet: straight answer or options?</source>
        <translation>Non ancora dichiarato: risposta diretta o opzioni?</translation>
    </message>
    <message>
        <location filename="../../gamesuite/ui/telefilm/panels.py" line="567" />
        <source>The question is not chosen yet. The card's questions:</source>
        <translation>La domanda non è ancora scelta. Le domande della carta:</translation>
    </message>
    <message>
        <location filename="../../gamesuite/ui/telefilm/panels.py" line="589" />
        <source>Correct</source>
        <translation>Giusta</translation>
    </message>
    <message>
        <location filename="../../gamesuite/ui/telefilm/panels.py" line="591" />
        <source>Wrong</source>
        <translation>Sbagliata</translation>
    </message>
    <message>
        <location filename="../../gamesuite/ui/telefilm/panels.py" line="594" />
        <source>Ask question {number}: {text}</source>
        <translation>Fai la domanda {number}: {text}</translation>
    </message>
    <message>
        <location filename="../../gamesuite/ui/telefilm/panels.py" line="600" />
        <source>Yes, the genre card counts</source>
        <translation>Sì, la carta genere vale</translation>
    </message>
    <message>
        <location filename="../../gamesuite/ui/telefilm/panels.py" line="602" />
        <source>No, it does not</source>
        <translation>No, non vale</translation>
    </message>
    <message>
        <location filename="../../gamesuite/ui/telefilm/panels.py" line="623" />
        <source>nobody</source>
        <translation>nessuno</translation>
    </message>
    <message>
        <location filename="../../gamesuite/ui/telefilm/panels.py" line="630" />
        <source>Still to play</source>
        <translation>Ancora da giocare</translation>
    </message>
    <message>
        <location filename="../../gamesuite/ui/telefilm/panels.py" line="639" />
        <location filename="../../gamesuite/ui/telefilm/presenter.py" line="687" />
        <source>{rank}. {name} — {score} TF</source>
        <translation>{rank}. {name} — {score} TF</translation>
    </message>
    <message>
        <location filename="../../gamesuite/ui/telefilm/panels.py" line="982" />
        <source>Play {card} now</source>
        <translation>Gioca {card} ora</translation>
    </message>
    <message>
        <location filename="../../gamesuite/ui/telefilm/panels.py" line="986" />
        <source>Not at this moment</source>
        <translation>Non in questo momento</translation>
    </message>
    <message>
        <location filename="../../gamesuite/ui/telefilm/panels.py" line="1192" />
        <location filename="../../gamesuite/ui/telefilm/panels.py" line="1337" />
        <source>Back to the table</source>
        <translation>Torna al tavolo</translation>
    </message>
    <message>
        <location filename="../../gamesuite/ui/telefilm/panels.py" line="1265" />
        <location filename="../../gamesuite/ui/telefilm/presenter.py" line="361" />
        <source>Turn {turn} of {total}</source>
        <translation>Turno {turn} di {total}</translation>
    </message>
    <message>
        <location filename="../../gamesuite/ui/telefilm/panels.py" line="1266" />
        <location filename="../../gamesuite/ui/telefilm/presenter.py" line="362" />
        <source>Turn {turn}</source>
        <translation>Turno {turn}</translation>
    </message>
    <message>
        <location filename="../../gamesuite/ui/telefilm/panels.py" line="1267" />
        <source>Director: {name}</source>
        <translation>Regista: {name}</translation>
    </message>
    <message>
        <location filename="../../gamesuite/ui/telefilm/panels.py" line="1292" />
        <source>One special card per turn. Play one now, or go back to the table.</source>
        <translation>Una carta speciale per turno. Giocane una ora, o torna al tavolo.</translation>
    </message>
    <message>
        <location filename="../../gamesuite/ui/telefilm/panels.py" line="1293" />
        <source>None of your cards can be played at this moment.</source>
        <translation>Nessuna delle tue carte si può giocare in questo momento.</translation>
    </message>
    <message>
        <location filename="../../gamesuite/ui/telefilm/panels.py" line="1297" />
        <source>This question: {space} · bet {bet}</source>
        <translation>Questa domanda: {space} · puntata {bet}</translation>
    </message>
    <message>
        <location filename="../../gamesuite/ui/telefilm/panels.py" line="1303" />
        <source>{space} · bet {bet} · you answer {ordinal}, if the Stars before you are wrong: a card played now counts only if you then answer right</source>
        <translation>{space} · puntata {bet} · rispondi per {ordinal}, se le Star prima di te sbagliano: una carta giocata ora vale solo se poi rispondi giusto</translation>
    </message>
    <message>
        <location filename="../../gamesuite/ui/telefilm/panels.py" line="1334" />
        <source>{name}'s special cards</source>
        <translation>Le carte speciali di {name}</translation>
    </message>
    <message>
        <location filename="../../gamesuite/ui/telefilm/presenter.py" line="43" />
        <source>the Director chooses cards and bets</source>
        <translation>il Regista sceglie carte e puntate</translation>
    </message>
    <message>
        <location filename="../../gamesuite/ui/telefilm/presenter.py" line="44" />
        <source>the Stars place their tokens</source>
        <translation>le Star piazzano i segnalini</translation>
    </message>
    <message>
        <location filename="../../gamesuite/ui/telefilm/presenter.py" line="45" />
        <source>the Star chooses a space</source>
        <translation>la Star sceglie una casella</translation>
    </message>
    <message>
        <location filename="../../gamesuite/ui/telefilm/presenter.py" line="46" />
        <source>the Star chooses a card</source>
        <translation>la Star sceglie una carta</translation>
    </message>
    <message>
        <location filename="../../gamesuite/ui/telefilm/presenter.py" line="47" />
        <source>questions</source>
        <translation>domande</translation>
    </message>
    <message>
        <location filename="../../gamesuite/ui/telefilm/presenter.py" line="48" />
        <source>game over</source>
        <translation>partita finita</translation>
    </message>
    <message>
        <location filename="../../gamesuite/ui/telefilm/presenter.py" line="56" />
        <source>Right, straight: bet + difficulty + {bonus}</source>
        <translation>Giusta, diretta: puntata + difficoltà + {bonus}</translation>
    </message>
    <message>
        <location filename="../../gamesuite/ui/telefilm/presenter.py" line="57" />
        <source>Right, with the options: bet + difficulty</source>
        <translation>Giusta, con le opzioni: puntata + difficoltà</translation>
    </message>
    <message>
        <location filename="../../gamesuite/ui/telefilm/presenter.py" line="58" />
        <source>Wrong: the Director scores bet − difficulty (+{bonus} if straight)</source>
        <translation>Sbagliata: il Regista prende puntata − difficoltà (+{bonus} se diretta)</translation>
    </message>
    <message>
        <location filename="../../gamesuite/ui/telefilm/presenter.py" line="64" />
        <source>Right and straight: the card and a bonus card from the deck.
Right with the options: the card.
Wrong and straight: the Director wins the card.
Wrong with the options: nobody wins it.
Score: the difficulty of the cards won.</source>
        <translation>Giusta e diretta: la carta e una carta bonus dal mazzo.
Giusta con le opzioni: la carta.
Sbagliata e diretta: la carta va al Regista.
Sbagliata con le opzioni: non la vince nessuno.
Punteggio: la difficoltà delle carte vinte.</translation>
    </message>
    <message>
        <location filename="../../gamesuite/ui/telefilm/presenter.py" line="72" />
        <source>Thanks for playing! Game ▸ New game for another round</source>
        <translation>Grazie per aver giocato! Partita ▸ Nuova partita per un altro giro</translation>
    </message>
    <message>
        <location filename="../../gamesuite/ui/telefilm/presenter.py" line="95" />
        <source>{genre} · {period}</source>
        <translation>{genre} · {period}</translation>
    </message>
    <message>
        <location filename="../../gamesuite/ui/telefilm/presenter.py" line="105" />
        <source>1st</source>
        <translation>1º</translation>
    </message>
    <message>
        <location filename="../../gamesuite/ui/telefilm/presenter.py" line="107" />
        <source>2nd</source>
        <translation>2º</translation>
    </message>
    <message>
        <location filename="../../gamesuite/ui/telefilm/presenter.py" line="109" />
        <source>3rd</source>
        <translation>3º</translation>
    </message>
    <message>
        <location filename="../../gamesuite/ui/telefilm/presenter.py" line="110" />
        <source>{number}th</source>
        <translation>{number}º</translation>
    </message>
    <message>
        <location filename="../../gamesuite/ui/telefilm/presenter.py" line="354" />
        <location filename="../../gamesuite/ui/telefilm/presenter.py" line="359" />
        <source>Game over</source>
        <translation>Partita finita</translation>
    </message>
    <message>
        <location filename="../../gamesuite/ui/telefilm/presenter.py" line="364" />
        <source>{turn} · first to {target} TF</source>
        <translation>{turn} · vince chi arriva a {target} TF</translation>
    </message>
    <message>
        <location filename="../../gamesuite/ui/telefilm/presenter.py" line="366" />
        <source>{turn} · Director: {name} · {phase}</source>
        <translation>{turn} · Regista: {name} · {phase}</translation>
    </message>
    <message>
        <location filename="../../gamesuite/ui/telefilm/presenter.py" line="380" />
        <source>{name} (Director) chooses the cards and bets</source>
        <translation>{name} (Regista) sceglie le carte e punta</translation>
    </message>
    <message>
        <location filename="../../gamesuite/ui/telefilm/presenter.py" line="381" />
        <source>{name} (Director) chooses 2 cards and bets</source>
        <translation>{name} (Regista) sceglie 2 carte e punta</translation>
    </message>
    <message>
        <location filename="../../gamesuite/ui/telefilm/presenter.py" line="386" />
        <source>{name}: click a space for your token</source>
        <translation>{name}: fai clic su una casella per il tuo segnalino</translation>
    </message>
    <message numerus="yes">
        <location filename="../../gamesuite/ui/telefilm/presenter.py" line="387" />
        <source>{name}: click a space for your token (%n tokens)</source>
        <translation><numerusform>{name}: fai clic su una casella per il tuo segnalino (%n segnalino)</numerusform><numerusform>{name}: fai clic su una casella per il tuo segnalino (%n segnalini)</numerusform></translation>
    </message>
    <message>
        <location filename="../../gamesuite/ui/telefilm/presenter.py" line="390" />
        <source>{name}: click the space you will answer</source>
        <translation>{name}: fai clic sulla casella a cui risponderai</translation>
    </message>
    <message>
        <location filename="../../gamesuite/ui/telefilm/presenter.py" line="393" />
        <source>{name}: choose one of the three cards</source>
        <translation>{name}: scegli una delle tre carte</translation>
    </message>
    <message>
        <location filename="../../gamesuite/ui/telefilm/presenter.py" line="400" />
        <source>Nobody chose this space: reveal the difficulty</source>
        <translation>Nessuno ha scelto questa casella: rivela la difficoltà</translation>
    </message>
    <message>
        <location filename="../../gamesuite/ui/telefilm/presenter.py" line="403" />
        <source>{name}: roll the die for the question</source>
        <translation>{name}: tira il dado per la domanda</translation>
    </message>
    <message>
        <location filename="../../gamesuite/ui/telefilm/presenter.py" line="405" />
        <source>{name}: pick two question numbers</source>
        <translation>{name}: scegli due numeri di domanda</translation>
    </message>
    <message>
        <location filename="../../gamesuite/ui/telefilm/presenter.py" line="406" />
        <source>{name}: choose a question, 1 to 4</source>
        <translation>{name}: scegli una domanda, da 1 a 4</translation>
    </message>
    <message>
        <location filename="../../gamesuite/ui/telefilm/presenter.py" line="408" />
        <source>{name}: choose which question to answer</source>
        <translation>{name}: scegli a quale domanda rispondere</translation>
    </message>
    <message>
        <location filename="../../gamesuite/ui/telefilm/presenter.py" line="410" />
        <source>{name} (Director) chooses the question</source>
        <translation>{name} (Regista) sceglie la domanda</translation>
    </message>
    <message>
        <location filename="../../gamesuite/ui/telefilm/presenter.py" line="413" />
        <source>{name}: answer the same question, or pass</source>
        <translation>{name}: rispondi alla stessa domanda, o passa</translation>
    </message>
    <message>
        <location filename="../../gamesuite/ui/telefilm/presenter.py" line="415" />
        <source>{name}: straight answer or options?</source>
        <translation>{name}: risposta diretta o opzioni?</translation>
    </message>
    <message>
        <location filename="../../gamesuite/ui/telefilm/presenter.py" line="417" />
        <source>50%: {name} (Director) chooses the second option</source>
        <translation>50%: {name} (Regista) sceglie la seconda opzione</translation>
    </message>
    <message>
        <location filename="../../gamesuite/ui/telefilm/presenter.py" line="420" />
        <source>{name} answers aloud · the Director judges</source>
        <translation>{name} risponde ad alta voce · il Regista giudica</translation>
    </message>
    <message>
        <location filename="../../gamesuite/ui/telefilm/presenter.py" line="422" />
        <source>{name}: click your answer, or pass</source>
        <translation>{name}: fai clic sulla tua risposta, o passa</translation>
    </message>
    <message>
        <location filename="../../gamesuite/ui/telefilm/presenter.py" line="423" />
        <source>{name}: click your answer</source>
        <translation>{name}: fai clic sulla tua risposta</translation>
    </message>
    <message>
        <location filename="../../gamesuite/ui/telefilm/presenter.py" line="425" />
        <source>{name} (Director) rules on the genre card</source>
        <translation>{name} (Regista) decide sulla carta genere</translation>
    </message>
    <message>
        <location filename="../../gamesuite/ui/telefilm/presenter.py" line="429" />
        <source>{name} answered right! Reveal the answer</source>
        <translation>{name} ha risposto giusto! Rivela la risposta</translation>
    </message>
    <message>
        <location filename="../../gamesuite/ui/telefilm/presenter.py" line="430" />
        <source>Nobody answered right. Reveal the answer</source>
        <translation>Nessuno ha risposto giusto. Rivela la risposta</translation>
    </message>
    <message>
        <location filename="../../gamesuite/ui/telefilm/presenter.py" line="442" />
        <source>+{bonus} only if the Director rules this Mix question is about {genre}.</source>
        <translation>+{bonus} solo se il Regista decide che questa domanda Mix riguarda il genere {genre}.</translation>
    </message>
    <message>
        <location filename="../../gamesuite/ui/telefilm/presenter.py" line="445" />
        <source>No +{bonus} here: genre cards never pay on a Mix question (house rule).</source>
        <translation>Niente +{bonus} qui: le carte genere non valgono mai su una domanda Mix (regola della casa).</translation>
    </message>
    <message>
        <location filename="../../gamesuite/ui/telefilm/presenter.py" line="450" />
        <source>No +{bonus} here: this is a {genre} question.</source>
        <translation>Niente +{bonus} qui: è una domanda {genre}.</translation>
    </message>
    <message>
        <location filename="../../gamesuite/ui/telefilm/presenter.py" line="458" />
        <source>{bet} + difficulty + {bonus}</source>
        <translation>{bet} + difficoltà + {bonus}</translation>
    </message>
    <message>
        <location filename="../../gamesuite/ui/telefilm/presenter.py" line="460" />
        <source>{bet} + difficulty</source>
        <translation>{bet} + difficoltà</translation>
    </message>
    <message>
        <location filename="../../gamesuite/ui/telefilm/presenter.py" line="478" />
        <source>The Director looks at the cards privately</source>
        <translation>Il Regista guarda le carte in privato</translation>
    </message>
    <message>
        <location filename="../../gamesuite/ui/telefilm/presenter.py" line="480" />
        <source>The first token on a space answers first</source>
        <translation>Il primo segnalino su una casella risponde per primo</translation>
    </message>
    <message>
        <location filename="../../gamesuite/ui/telefilm/presenter.py" line="482" />
        <source>Only genre and period are shown</source>
        <translation>Si vedono solo genere e periodo</translation>
    </message>
    <message>
        <location filename="../../gamesuite/ui/telefilm/presenter.py" line="487" />
        <source>the Director scores</source>
        <translation>prende punti il Regista</translation>
    </message>
    <message>
        <location filename="../../gamesuite/ui/telefilm/presenter.py" line="488" />
        <source>the Director scores, the next Star may answer</source>
        <translation>prende punti il Regista, la Star seguente può rispondere</translation>
    </message>
    <message>
        <location filename="../../gamesuite/ui/telefilm/presenter.py" line="489" />
        <source>the next Star may answer</source>
        <translation>la Star seguente può rispondere</translation>
    </message>
    <message>
        <location filename="../../gamesuite/ui/telefilm/presenter.py" line="490" />
        <source>Right: {stakes} · Wrong: {then}</source>
        <translation>Giusta: {stakes} · Sbagliata: {then}</translation>
    </message>
    <message>
        <location filename="../../gamesuite/ui/telefilm/presenter.py" line="492" />
        <source>The Director picks one of the four questions</source>
        <translation>Il Regista sceglie una delle quattro domande</translation>
    </message>
    <message>
        <location filename="../../gamesuite/ui/telefilm/presenter.py" line="494" />
        <source>Two options will be read: the right one and one wrong</source>
        <translation>Si leggeranno due opzioni: quella giusta e una sbagliata</translation>
    </message>
    <message>
        <location filename="../../gamesuite/ui/telefilm/presenter.py" line="512" />
        <source>Reveal the difficulty</source>
        <translation>Rivela la difficoltà</translation>
    </message>
    <message>
        <location filename="../../gamesuite/ui/telefilm/presenter.py" line="513" />
        <source>Reveal the answer</source>
        <translation>Rivela la risposta</translation>
    </message>
    <message>
        <location filename="../../gamesuite/ui/telefilm/presenter.py" line="515" />
        <source>Roll the die</source>
        <translation>Tira il dado</translation>
    </message>
    <message>
        <location filename="../../gamesuite/ui/telefilm/presenter.py" line="518" />
        <source>Question {number}</source>
        <translation>Domanda {number}</translation>
    </message>
    <message>
        <location filename="../../gamesuite/ui/telefilm/presenter.py" line="521" />
        <source>Straight</source>
        <translation>Diretta</translation>
    </message>
    <message>
        <location filename="../../gamesuite/ui/telefilm/presenter.py" line="521" />
        <source>Options</source>
        <translation>Opzioni</translation>
    </message>
    <message>
        <location filename="../../gamesuite/ui/telefilm/presenter.py" line="525" />
        <source>Special card</source>
        <translation>Carta speciale</translation>
    </message>
    <message>
        <location filename="../../gamesuite/ui/telefilm/presenter.py" line="527" />
        <source>{name} passes</source>
        <translation>{name} passa</translation>
    </message>
    <message>
        <location filename="../../gamesuite/ui/telefilm/presenter.py" line="531" />
        <source>Director's card</source>
        <translation>Carta del Regista</translation>
    </message>
    <message>
        <location filename="../../gamesuite/ui/telefilm/presenter.py" line="549" />
        <source>Telefilm Master!</source>
        <translation>Telefilm Master!</translation>
    </message>
    <message>
        <location filename="../../gamesuite/ui/telefilm/presenter.py" line="554" />
        <source>answering</source>
        <translation>risponde</translation>
    </message>
    <message>
        <location filename="../../gamesuite/ui/telefilm/presenter.py" line="556" />
        <source>passed</source>
        <translation>ha passato</translation>
    </message>
    <message>
        <location filename="../../gamesuite/ui/telefilm/presenter.py" line="558" />
        <source>answered right</source>
        <translation>ha risposto giusto</translation>
    </message>
    <message>
        <location filename="../../gamesuite/ui/telefilm/presenter.py" line="560" />
        <source>answered</source>
        <translation>ha risposto</translation>
    </message>
    <message>
        <location filename="../../gamesuite/ui/telefilm/presenter.py" line="564" />
        <source>answers {ordinal}</source>
        <translation>risponde per {ordinal}</translation>
    </message>
    <message numerus="yes">
        <location filename="../../gamesuite/ui/telefilm/presenter.py" line="569" />
        <source>%n card(s) won</source>
        <translation><numerusform>%n carta vinta</numerusform><numerusform>%n carte vinte</numerusform></translation>
    </message>
    <message>
        <location filename="../../gamesuite/ui/telefilm/presenter.py" line="592" />
        <source>not chosen</source>
        <translation>non scelta</translation>
    </message>
    <message>
        <location filename="../../gamesuite/ui/telefilm/presenter.py" line="594" />
        <source>no token</source>
        <translation>nessun segnalino</translation>
    </message>
    <message>
        <location filename="../../gamesuite/ui/telefilm/presenter.py" line="599" />
        <source>✗ nobody</source>
        <translation>✗ nessuno</translation>
    </message>
    <message>
        <location filename="../../gamesuite/ui/telefilm/presenter.py" line="686" />
        <source>Final scores</source>
        <translation>Punteggi finali</translation>
    </message>
    <message>
        <location filename="../../gamesuite/ui/telefilm/presenter.py" line="691" />
        <source>{space}: no tokens</source>
        <translation>{space}: nessun segnalino</translation>
    </message>
    <message>
        <location filename="../../gamesuite/ui/telefilm/presenter.py" line="692" />
        <source>Nobody placed a token here (bet {bet}).</source>
        <translation>Nessuno ha messo un segnalino qui (puntata {bet}).</translation>
    </message>
    <message>
        <location filename="../../gamesuite/ui/telefilm/presenter.py" line="693" />
        <source>{name}, the Director, scores the bet plus the card's difficulty.</source>
        <translation>{name}, il Regista, prende la puntata più la difficoltà della carta.</translation>
    </message>
    <message>
        <location filename="../../gamesuite/ui/telefilm/presenter.py" line="694" />
        <source>Press Reveal to see the difficulty.</source>
        <translation>Premi Rivela per vedere la difficoltà.</translation>
    </message>
    <message>
        <location filename="../../gamesuite/ui/telefilm/presenter.py" line="700" />
        <source>{name} draws 1 Mix card and 5 Period cards, keeps the Mix card and {keep} others, and puts a bet token on each kept card's space.</source>
        <translation>{name} pesca 1 carta Mix e 5 carte Periodo, tiene la carta Mix e altre {keep}, e mette un gettone puntata sulla casella di ogni carta tenuta.</translation>
    </message>
    <message>
        <location filename="../../gamesuite/ui/telefilm/presenter.py" line="704" />
        <source>{name} draws 6 cards, chooses 2 and puts 2 bet tokens on each chosen space.</source>
        <translation>{name} pesca 6 carte, ne sceglie 2 e mette 2 gettoni puntata su ogni casella scelta.</translation>
    </message>
    <message numerus="yes">
        <location filename="../../gamesuite/ui/telefilm/presenter.py" line="712" />
        <source>%n Mix card(s) for a space already drawn: replaced.</source>
        <translation><numerusform>%n carta Mix di una casella già pescata: sostituita.</numerusform><numerusform>%n carte Mix di una casella già pescata: sostituite.</numerusform></translation>
    </message>
    <message numerus="yes">
        <location filename="../../gamesuite/ui/telefilm/presenter.py" line="714" />
        <source>%n Period card(s) for a space already drawn: replaced.</source>
        <translation><numerusform>%n carta Periodo di una casella già pescata: sostituita.</numerusform><numerusform>%n carte Periodo di una casella già pescata: sostituite.</numerusform></translation>
    </message>
    <message>
        <location filename="../../gamesuite/ui/telefilm/presenter.py" line="715" />
        <source>{name} is the Director</source>
        <translation>{name} è il Regista</translation>
    </message>
    <message>
        <location filename="../../gamesuite/ui/telefilm/presenter.py" line="717" />
        <source>Place your character tokens</source>
        <translation>Piazzate i vostri segnalini personaggio</translation>
    </message>
    <message>
        <location filename="../../gamesuite/ui/telefilm/presenter.py" line="718" />
        <source>Put your tokens on spaces with a bet token.</source>
        <translation>Mettete i segnalini sulle caselle con un gettone puntata.</translation>
    </message>
    <message>
        <location filename="../../gamesuite/ui/telefilm/presenter.py" line="719" />
        <source>The bottom token of a stack answers first; the others score the bet if it is right.</source>
        <translation>Il segnalino in fondo alla pila risponde per primo; gli altri prendono la puntata se è giusta.</translation>
    </message>
    <message>
        <location filename="../../gamesuite/ui/telefilm/presenter.py" line="721" />
        <source>Four tokens at most on a space, never two of yours.</source>
        <translation>Al massimo quattro segnalini su una casella, mai due dello stesso giocatore.</translation>
    </message>
    <message>
        <location filename="../../gamesuite/ui/telefilm/presenter.py" line="723" />
        <source>Choose a space</source>
        <translation>Scegli una casella</translation>
    </message>
    <message>
        <location filename="../../gamesuite/ui/telefilm/presenter.py" line="724" />
        <source>{name} answers one of the two spaces; the other card is discarded.</source>
        <translation>{name} risponde su una delle due caselle; l’altra carta viene scartata.</translation>
    </message>
    <message>
        <location filename="../../gamesuite/ui/telefilm/presenter.py" line="727" />
        <source>Choose a card</source>
        <translation>Scegli una carta</translation>
    </message>
    <message>
        <location filename="../../gamesuite/ui/telefilm/presenter.py" line="728" />
        <source>Only the genre and period are shown. The Director then picks the question.</source>
        <translation>Si vedono solo genere e periodo. Poi il Regista sceglie la domanda.</translation>
    </message>
    <message>
        <location filename="../../gamesuite/ui/telefilm/presenter.py" line="729" />
        <source>Straight and right: the card and a bonus card. Options and right: the card.</source>
        <translation>Diretta e giusta: la carta e una carta bonus. Opzioni e giusta: la carta.</translation>
    </message>
    <message>
        <location filename="../../gamesuite/ui/telefilm/presenter.py" line="730" />
        <source>Straight and wrong: the Director wins the card.</source>
        <translation>Diretta e sbagliata: la carta va al Regista.</translation>
    </message>
    <message>
        <location filename="../../gamesuite/ui/telefilm/presenter.py" line="740" />
        <source>Nobody was right.</source>
        <translation>Nessuno ha risposto giusto.</translation>
    </message>
    <message>
        <location filename="../../gamesuite/ui/telefilm/presenter.py" line="741" />
        <source>{name} was right.</source>
        <translation>{name} ha risposto giusto.</translation>
    </message>
    <message>
        <location filename="../../gamesuite/ui/telefilm/presenter.py" line="742" />
        <source>Answer {letter}: {text}</source>
        <translation>Risposta {letter}: {text}</translation>
    </message>
    <message>
        <location filename="../../gamesuite/ui/telefilm/presenter.py" line="757" />
        <source>{name} answers straight: no options (a bonus card if right)</source>
        <translation>{name} risponde direttamente: senza opzioni (una carta bonus se giusta)</translation>
    </message>
    <message>
        <location filename="../../gamesuite/ui/telefilm/presenter.py" line="760" />
        <source>{name} answers straight: no options (+{bonus} if right)</source>
        <translation>{name} risponde direttamente: senza opzioni (+{bonus} se giusta)</translation>
    </message>
    <message>
        <location filename="../../gamesuite/ui/telefilm/presenter.py" line="763" />
        <source>50%: only two options are left</source>
        <translation>50%: restano solo due opzioni</translation>
    </message>
    <message>
        <location filename="../../gamesuite/ui/telefilm/presenter.py" line="765" />
        <source>50%: the Director chooses which wrong option to read with the right one</source>
        <translation>50%: il Regista sceglie quale opzione sbagliata leggere con quella giusta</translation>
    </message>
    <message>
        <location filename="../../gamesuite/ui/telefilm/presenter.py" line="767" />
        <source>Passed: {names}</source>
        <translation>Hanno passato: {names}</translation>
    </message>
    <message>
        <location filename="../../gamesuite/ui/telefilm/presenter.py" line="770" />
        <source>Wrong: {names}</source>
        <translation>Hanno sbagliato: {names}</translation>
    </message>
    <message>
        <location filename="../../gamesuite/ui/telefilm/presenter.py" line="773" />
        <source>The other Stars here may play a card before the question is read</source>
        <translation>Le altre Star su questa casella possono giocare una carta prima della lettura</translation>
    </message>
    <message>
        <location filename="../../gamesuite/rules/telefilm/engine.py" line="1093" />
        <location filename="../../gamesuite/ui/telefilm/presenter.py" line="776" />
        <source>{name} answered right.</source>
        <translation>{name} ha risposto giusto.</translation>
    </message>
    <message>
        <location filename="../../gamesuite/rules/telefilm/engine.py" line="1087" />
        <location filename="../../gamesuite/ui/telefilm/presenter.py" line="777" />
        <source>Nobody answered right.</source>
        <translation>Nessuno ha risposto giusto.</translation>
    </message>
    <message>
        <location filename="../../gamesuite/ui/telefilm/presenter.py" line="778" />
        <source>The answer is shown when you press Reveal.</source>
        <translation>La risposta si vede quando premete Rivela.</translation>
    </message>
    <message>
        <location filename="../../gamesuite/ui/telefilm/presenter.py" line="814" />
        <source>Answer</source>
        <translation>Risposta</translation>
    </message>
    <message>
        <location filename="../../gamesuite/ui/telefilm/presenter.py" line="819" />
        <source>{card} for {ordinal}</source>
        <translation>{card} per il {ordinal}</translation>
    </message>
    <message>
        <location filename="../../gamesuite/ui/telefilm/presenter.py" line="829" />
        <source>The Director reads questions {first} and {second}.</source>
        <translation>Il Regista legge le domande {first} e {second}.</translation>
    </message>
    <message>
        <location filename="../../gamesuite/ui/telefilm/presenter.py" line="833" />
        <source>The Director reads question {number}.</source>
        <translation>Il Regista legge la domanda {number}.</translation>
    </message>
    <message>
        <location filename="../../gamesuite/ui/telefilm/presenter.py" line="835" />
        <source>Which question will it be?
1, 2, 3 or 4</source>
        <translation>Quale domanda sarà?
1, 2, 3 o 4</translation>
    </message>
    <message>
        <location filename="../../gamesuite/ui/telefilm/presenter.py" line="838" />
        <source>The Director chooses one of the card's four questions.</source>
        <translation>Il Regista sceglie una delle quattro domande della carta.</translation>
    </message>
    <message>
        <location filename="../../gamesuite/ui/telefilm/presenter.py" line="852" />
        <source>Next: {space} · bet {bet}</source>
        <translation>Prossima: {space} · puntata {bet}</translation>
    </message>
    <message>
        <location filename="../../gamesuite/ui/telefilm/presenter.py" line="855" />
        <source>Next: {space}</source>
        <translation>Prossima: {space}</translation>
    </message>
    <message>
        <location filename="../../gamesuite/ui/telefilm/presenter.py" line="874" />
        <source>{director} offers {star} three cards</source>
        <translation>{director} offre tre carte a {star}</translation>
    </message>
    <message>
        <location filename="../../gamesuite/ui/telefilm/presenter.py" line="879" />
        <source>{name} answers on {space}</source>
        <translation>{name} risponde su {space}</translation>
    </message>
    <message>
        <location filename="../../gamesuite/ui/telefilm/table.py" line="225" />
        <source>Period</source>
        <translation>Periodo</translation>
    </message>
    <message>
        <location filename="../../gamesuite/ui/telefilm/table.py" line="227" />
        <location filename="../../gamesuite/ui/telefilm/table.py" line="249" />
        <source>Deck</source>
        <translation>Mazzo</translation>
    </message>
    <message>
        <location filename="../../gamesuite/ui/telefilm/table.py" line="232" />
        <source>Director's bets</source>
        <translation>Puntate del Regista</translation>
    </message>
    <message>
        <location filename="../../gamesuite/ui/telefilm/table.py" line="282" />
        <source>That is not a move right now.</source>
        <translation>Ora questa non è una mossa possibile.</translation>
    </message>
    <message>
        <location filename="../../gamesuite/ui/telefilm/table.py" line="447" />
        <source>Lap {lap}!</source>
        <translation>Giro {lap}!</translation>
    </message>
    <message>
        <location filename="../../gamesuite/ui/telefilm/table.py" line="656" />
        <location filename="../../gamesuite/ui/telefilm/table.py" line="667" />
        <source>Time's up!</source>
        <translation>Tempo scaduto!</translation>
    </message>
</context>
<context>
    <name>telma</name>
    <message>
        <location filename="../../gamesuite/rules/telma/spec.py" line="15" />
        <source>Tie window (ms)</source>
        <translation>Finestra di pareggio (ms)</translation>
    </message>
    <message>
        <location filename="../../gamesuite/rules/telma/spec.py" line="16" />
        <source>Calls finished within this many milliseconds of the first valid call count as said at the same time.</source>
        <translation>I richiami finiti entro questi millisecondi dal primo richiamo valido contano come detti nello stesso momento.</translation>
    </message>
    <message>
        <location filename="../../gamesuite/rules/telma/spec.py" line="27" />
        <source>Wrongly said nickname</source>
        <translation>Soprannome detto male</translation>
    </message>
    <message>
        <location filename="../../gamesuite/rules/telma/spec.py" line="28" />
        <source>What a call the table rejects (wrong or garbled nickname) costs the caller.</source>
        <translation>Cosa costa a chi chiama un richiamo che il tavolo respinge (soprannome sbagliato o storpiato).</translation>
    </message>
    <message>
        <location filename="../../gamesuite/rules/telma/spec.py" line="31" />
        <source>The call does not count; the caller may call again</source>
        <translation>Il richiamo non conta; chi ha chiamato può riprovare</translation>
    </message>
    <message>
        <location filename="../../gamesuite/rules/telma/spec.py" line="34" />
        <source>The caller takes the revealed cards, as if they lost the contest</source>
        <translation>Chi ha chiamato prende le carte scoperte, come se avesse perso la sfida</translation>
    </message>
    <message>
        <location filename="../../gamesuite/rules/telma/spec.py" line="40" />
        <source>Call without a match</source>
        <translation>Richiamo senza coppia</translation>
    </message>
    <message>
        <location filename="../../gamesuite/rules/telma/spec.py" line="41" />
        <source>What happens when someone calls a nickname while no two visible symbols match.</source>
        <translation>Cosa succede quando qualcuno chiama un soprannome mentre non ci sono due simboli visibili uguali.</translation>
    </message>
    <message>
        <location filename="../../gamesuite/rules/telma/spec.py" line="44" />
        <source>Nothing: the call is ignored and revealing goes on</source>
        <translation>Niente: il richiamo è ignorato e si continua a scoprire</translation>
    </message>
    <message>
        <location filename="../../gamesuite/rules/telma/spec.py" line="47" />
        <source>The caller takes every revealed card and the round restarts with them</source>
        <translation>Chi ha chiamato prende tutte le carte scoperte e la manche riparte da lui</translation>
    </message>
    <message>
        <location filename="../../gamesuite/rules/telma/spec.py" line="53" />
        <source>Cards the loser takes</source>
        <translation>Carte prese da chi perde</translation>
    </message>
    <message>
        <location filename="../../gamesuite/rules/telma/spec.py" line="54" />
        <source>Which face-up cards go to the loser of a contest (and are divided in a tie).</source>
        <translation>Quali carte scoperte vanno a chi perde una sfida (e si dividono in caso di pareggio).</translation>
    </message>
    <message>
        <location filename="../../gamesuite/rules/telma/spec.py" line="57" />
        <source>All cards revealed on the table, every player's face-up pile</source>
        <translation>Tutte le carte scoperte sul tavolo, il mazzetto scoperto di ogni giocatore</translation>
    </message>
    <message>
        <location filename="../../gamesuite/rules/telma/spec.py" line="58" />
        <source>Only the face-up piles of the players in the contest</source>
        <translation>Solo i mazzetti scoperti dei giocatori in sfida</translation>
    </message>
    <message>
        <location filename="../../gamesuite/rules/telma/spec.py" line="63" />
        <source>Several players out at once</source>
        <translation>Più giocatori senza carte insieme</translation>
    </message>
    <message>
        <location filename="../../gamesuite/rules/telma/spec.py" line="64" />
        <source>When more than one player has no cards after a contest, who wins the round.</source>
        <translation>Quando dopo una sfida più giocatori restano senza carte, chi vince la manche.</translation>
    </message>
    <message>
        <location filename="../../gamesuite/rules/telma/spec.py" line="67" />
        <source>Only the one whose face-down pile ran out first</source>
        <translation>Solo chi ha finito per primo il mazzetto coperto</translation>
    </message>
    <message>
        <location filename="../../gamesuite/rules/telma/spec.py" line="68" />
        <source>All of them win the round and score its points</source>
        <translation>Vincono tutti la manche e ne prendono i punti</translation>
    </message>
    <message>
        <location filename="../../gamesuite/rules/telma/spec.py" line="73" />
        <source>Restart after a tie</source>
        <translation>Ripartenza dopo un pareggio</translation>
    </message>
    <message>
        <location filename="../../gamesuite/rules/telma/spec.py" line="74" />
        <source>Who reveals first after a tied contest (there is no loser to restart with).</source>
        <translation>Chi scopre per primo dopo una sfida pari (non c'è un perdente da cui ripartire).</translation>
    </message>
    <message>
        <location filename="../../gamesuite/rules/telma/spec.py" line="79" />
        <source>The first tied player clockwise from the one who revealed the contest card</source>
        <translation>Il primo giocatore in pareggio in senso orario da chi ha scoperto la carta della sfida</translation>
    </message>
    <message>
        <location filename="../../gamesuite/rules/telma/spec.py" line="83" />
        <source>The player after the one who revealed the contest card</source>
        <translation>Il giocatore dopo chi ha scoperto la carta della sfida</translation>
    </message>
    <message>
        <location filename="../../gamesuite/rules/telma/spec.py" line="88" />
        <source>Centre card at the end of a round</source>
        <translation>Carta al centro a fine manche</translation>
    </message>
    <message>
        <location filename="../../gamesuite/rules/telma/spec.py" line="89" />
        <source>What happens to odd cards still waiting in the centre when a round ends.</source>
        <translation>Cosa succede alle carte avanzate ancora al centro quando finisce una manche.</translation>
    </message>
    <message>
        <location filename="../../gamesuite/rules/telma/spec.py" line="92" />
        <source>Gathered with the other cards and dealt again</source>
        <translation>Raccolte con le altre carte e distribuite di nuovo</translation>
    </message>
    <message>
        <location filename="../../gamesuite/rules/telma/spec.py" line="93" />
        <source>Stays in the centre for the next loser of the next round</source>
        <translation>Restano al centro per il prossimo perdente della manche successiva</translation>
    </message>
    <message>
        <location filename="../../gamesuite/rules/telma/spec.py" line="98" />
        <source>Deal for rounds 2 and 3</source>
        <translation>Distribuzione per le manche 2 e 3</translation>
    </message>
    <message>
        <location filename="../../gamesuite/rules/telma/spec.py" line="99" />
        <source>How the cards are dealt again at the start of rounds 2 and 3.</source>
        <translation>Come si ridistribuiscono le carte all'inizio delle manche 2 e 3.</translation>
    </message>
    <message>
        <location filename="../../gamesuite/rules/telma/spec.py" line="104" />
        <source>Gathered seat by seat and dealt without shuffling ("no need to shuffle")</source>
        <translation>Raccolte posto per posto e distribuite senza mescolare («non serve mescolare»)</translation>
    </message>
    <message>
        <location filename="../../gamesuite/rules/telma/spec.py" line="106" />
        <source>Gathered, shuffled and dealt</source>
        <translation>Raccolte, mescolate e distribuite</translation>
    </message>
    <message>
        <location filename="../../gamesuite/rules/telma/spec.py" line="111" />
        <source>First player of each round</source>
        <translation>Primo giocatore di ogni manche</translation>
    </message>
    <message>
        <location filename="../../gamesuite/rules/telma/spec.py" line="112" />
        <source>Who receives the first card and reveals first in rounds 2 and 3.</source>
        <translation>Chi riceve la prima carta e scopre per primo nelle manche 2 e 3.</translation>
    </message>
    <message>
        <location filename="../../gamesuite/rules/telma/spec.py" line="117" />
        <source>The same player as in round 1 (the deal is exactly as in the first round)</source>
        <translation>Lo stesso della manche 1 (la distribuzione è identica alla prima manche)</translation>
    </message>
    <message>
        <location filename="../../gamesuite/rules/telma/spec.py" line="119" />
        <source>The deal moves one seat clockwise every round</source>
        <translation>La distribuzione si sposta di un posto in senso orario a ogni manche</translation>
    </message>
    <message>
        <location filename="../../gamesuite/rules/telma/spec.py" line="124" />
        <source>Remove circled-cross cards (4-5 players)</source>
        <translation>Togli le carte con la croce cerchiata (4-5 giocatori)</translation>
    </message>
    <message>
        <location filename="../../gamesuite/rules/telma/spec.py" line="125" />
        <source>With 4 or 5 players, take the 16 cards marked with a circled cross out for a faster game.</source>
        <translation>Con 4 o 5 giocatori, togli le 16 carte segnate con la croce cerchiata per una partita più veloce.</translation>
    </message>
    <message>
        <location filename="../../gamesuite/rules/telma/spec.py" line="133" />
        <source>Round-3 nickname part</source>
        <translation>Parte del soprannome nella manche 3</translation>
    </message>
    <message>
        <location filename="../../gamesuite/rules/telma/spec.py" line="134" />
        <source>What every player adds to their nickname in the third round.</source>
        <translation>Cosa aggiunge ogni giocatore al suo soprannome nella terza manche.</translation>
    </message>
    <message>
        <location filename="../../gamesuite/rules/telma/spec.py" line="137" />
        <source>A provenance ("yellow table from Lisbon")</source>
        <translation>Una provenienza («tavolo giallo di Lisbona»)</translation>
    </message>
    <message>
        <location filename="../../gamesuite/rules/telma/spec.py" line="138" />
        <source>A gesture made while saying the nickname</source>
        <translation>Un gesto fatto mentre si dice il soprannome</translation>
    </message>
    <message>
        <location filename="../../gamesuite/rules/telma/spec.py" line="143" />
        <source>Nobody can reveal</source>
        <translation>Nessuno può scoprire</translation>
    </message>
    <message>
        <location filename="../../gamesuite/rules/telma/spec.py" line="144" />
        <source>What happens when every face-down pile is empty and no symbols match.</source>
        <translation>Cosa succede quando tutti i mazzetti coperti sono vuoti e nessun simbolo è uguale.</translation>
    </message>
    <message>
        <location filename="../../gamesuite/rules/telma/spec.py" line="147" />
        <source>Everyone turns their face-up pile over and revealing goes on</source>
        <translation>Ognuno gira il suo mazzetto scoperto e si continua a scoprire</translation>
    </message>
    <message>
        <location filename="../../gamesuite/rules/telma/spec.py" line="148" />
        <source>The round ends; the player with the fewest cards wins it</source>
        <translation>La manche finisce; la vince chi ha meno carte</translation>
    </message>
    <message>
        <location filename="../../gamesuite/rules/telma/spec.py" line="153" />
        <source>Tie after round 3</source>
        <translation>Pareggio dopo la manche 3</translation>
    </message>
    <message>
        <location filename="../../gamesuite/rules/telma/spec.py" line="154" />
        <source>How a tie for the most points after the third round is decided.</source>
        <translation>Come si decide un pareggio per il maggior punteggio dopo la terza manche.</translation>
    </message>
    <message>
        <location filename="../../gamesuite/rules/telma/spec.py" line="157" />
        <source>The tied players share the win</source>
        <translation>I giocatori in pareggio vincono insieme</translation>
    </message>
    <message>
        <location filename="../../gamesuite/rules/telma/spec.py" line="158" />
        <source>The tied player who won the most recent round wins</source>
        <translation>Vince, tra quelli in pareggio, chi ha vinto la manche più recente</translation>
    </message>
    <message>
        <location filename="../../gamesuite/rules/telma/spec.py" line="163" />
        <source>Contest limit per round</source>
        <translation>Limite di sfide per manche</translation>
    </message>
    <message>
        <location filename="../../gamesuite/rules/telma/spec.py" line="164" />
        <source>After this many contests in one round the round ends and the player with the fewest cards wins it.</source>
        <translation>Dopo questo numero di sfide in una manche, la manche finisce e la vince chi ha meno carte.</translation>
    </message>
    <message>
        <location filename="../../gamesuite/rules/telma/spec.py" line="175" />
        <source>Highlight contests</source>
        <translation>Evidenzia le sfide</translation>
    </message>
    <message>
        <location filename="../../gamesuite/rules/telma/spec.py" line="176" />
        <source>The table screen marks the matching cards when a contest starts.</source>
        <translation>Lo schermo del tavolo segna le carte uguali quando inizia una sfida.</translation>
    </message>
    <message>
        <location filename="../../gamesuite/rules/telma/spec.py" line="182" />
        <source>Show nicknames during play</source>
        <translation>Mostra i soprannomi durante il gioco</translation>
    </message>
    <message>
        <location filename="../../gamesuite/rules/telma/spec.py" line="183" />
        <source>An easier game: nicknames stay on screen instead of being memorised.</source>
        <translation>Un gioco più facile: i soprannomi restano sullo schermo invece di doverli ricordare.</translation>
    </message>
    <message>
        <location filename="../../gamesuite/rules/telma/spec.py" line="192" />
        <source>Telma</source>
        <translation>Telma</translation>
    </message>
    <message>
        <location filename="../../gamesuite/rules/telma/spec.py" line="193" />
        <source>Spot matching symbols and shout the other player's nickname first.</source>
        <translation>Trova i simboli uguali e grida per primo il soprannome dell'altro.</translation>
    </message>
    <message>
        <location filename="../../gamesuite/rules/telma/spec.py" line="197" />
        <source>Standard</source>
        <translation>Normale</translation>
    </message>
    <message>
        <location filename="../../gamesuite/rules/telma/spec.py" line="198" />
        <source>Three rounds, nicknames growing each round.</source>
        <translation>Tre manche, con soprannomi che si allungano a ogni manche.</translation>
    </message>
    <message>
        <location filename="../../gamesuite/rules/telma/deck.py" line="20" />
        <source>Anchor</source>
        <translation>Àncora</translation>
    </message>
    <message>
        <location filename="../../gamesuite/rules/telma/deck.py" line="21" />
        <source>Kite</source>
        <translation>Aquilone</translation>
    </message>
    <message>
        <location filename="../../gamesuite/rules/telma/deck.py" line="22" />
        <source>Cactus</source>
        <translation>Cactus</translation>
    </message>
    <message>
        <location filename="../../gamesuite/rules/telma/deck.py" line="23" />
        <source>Snail</source>
        <translation>Lumaca</translation>
    </message>
    <message>
        <location filename="../../gamesuite/rules/telma/deck.py" line="24" />
        <source>Teapot</source>
        <translation>Teiera</translation>
    </message>
    <message>
        <location filename="../../gamesuite/rules/telma/deck.py" line="25" />
        <source>Lighthouse</source>
        <translation>Faro</translation>
    </message>
    <message>
        <location filename="../../gamesuite/rules/telma/deck.py" line="26" />
        <source>Umbrella</source>
        <translation>Ombrello</translation>
    </message>
    <message>
        <location filename="../../gamesuite/rules/telma/deck.py" line="27" />
        <source>Pineapple</source>
        <translation>Ananas</translation>
    </message>
    <message>
        <location filename="../../gamesuite/rules/telma/deck.py" line="28" />
        <source>Feather</source>
        <translation>Piuma</translation>
    </message>
    <message>
        <location filename="../../gamesuite/rules/telma/deck.py" line="29" />
        <source>Bicycle</source>
        <translation>Bicicletta</translation>
    </message>
    <message>
        <location filename="../../gamesuite/rules/telma/deck.py" line="30" />
        <source>Crown</source>
        <translation>Corona</translation>
    </message>
    <message>
        <location filename="../../gamesuite/rules/telma/deck.py" line="31" />
        <source>Octopus</source>
        <translation>Polpo</translation>
    </message>
    <message>
        <location filename="../../gamesuite/rules/telma/deck.py" line="77" />
        <source>the Surto</source>
        <translation>il Surto</translation>
    </message>
    <message>
        <location filename="../../gamesuite/rules/telma/deck.py" line="117" />
        <source>table</source>
        <translation>tavolo</translation>
    </message>
    <message>
        <location filename="../../gamesuite/rules/telma/deck.py" line="118" />
        <source>hut</source>
        <translation>capanna</translation>
    </message>
    <message>
        <location filename="../../gamesuite/rules/telma/deck.py" line="119" />
        <source>hat</source>
        <translation>cappello</translation>
    </message>
    <message>
        <location filename="../../gamesuite/rules/telma/deck.py" line="120" />
        <source>ghost</source>
        <translation>fantasma</translation>
    </message>
    <message>
        <location filename="../../gamesuite/rules/telma/deck.py" line="121" />
        <source>spoon</source>
        <translation>cucchiaio</translation>
    </message>
    <message>
        <location filename="../../gamesuite/rules/telma/deck.py" line="122" />
        <source>button</source>
        <translation>bottone</translation>
    </message>
    <message>
        <location filename="../../gamesuite/rules/telma/deck.py" line="123" />
        <source>pillow</source>
        <translation>guanciale</translation>
    </message>
    <message>
        <location filename="../../gamesuite/rules/telma/deck.py" line="124" />
        <source>carrot</source>
        <translation>carota</translation>
    </message>
    <message>
        <location filename="../../gamesuite/rules/telma/deck.py" line="125" />
        <source>ladder</source>
        <translation>scala</translation>
    </message>
    <message>
        <location filename="../../gamesuite/rules/telma/deck.py" line="126" />
        <source>bucket</source>
        <translation>secchio</translation>
    </message>
    <message>
        <location filename="../../gamesuite/rules/telma/deck.py" line="127" />
        <source>whistle</source>
        <translation>fischietto</translation>
    </message>
    <message>
        <location filename="../../gamesuite/rules/telma/deck.py" line="128" />
        <source>sock</source>
        <translation>calzino</translation>
    </message>
    <message>
        <location filename="../../gamesuite/rules/telma/deck.py" line="129" />
        <source>comet</source>
        <translation>cometa</translation>
    </message>
    <message>
        <location filename="../../gamesuite/rules/telma/deck.py" line="130" />
        <source>pebble</source>
        <translation>sassolino</translation>
    </message>
    <message>
        <location filename="../../gamesuite/rules/telma/deck.py" line="131" />
        <source>drum</source>
        <translation>tamburo</translation>
    </message>
    <message>
        <location filename="../../gamesuite/rules/telma/deck.py" line="132" />
        <source>kettle</source>
        <translation>bollitore</translation>
    </message>
    <message>
        <location filename="../../gamesuite/rules/telma/deck.py" line="133" />
        <source>candle</source>
        <translation>candela</translation>
    </message>
    <message>
        <location filename="../../gamesuite/rules/telma/deck.py" line="134" />
        <source>mitten</source>
        <translation>muffola</translation>
    </message>
    <message>
        <location filename="../../gamesuite/rules/telma/deck.py" line="135" />
        <source>pumpkin</source>
        <translation>zucca</translation>
    </message>
    <message>
        <location filename="../../gamesuite/rules/telma/deck.py" line="136" />
        <source>tractor</source>
        <translation>trattore</translation>
    </message>
    <message>
        <location filename="../../gamesuite/rules/telma/deck.py" line="137" />
        <source>violin</source>
        <translation>violino</translation>
    </message>
    <message>
        <location filename="../../gamesuite/rules/telma/deck.py" line="138" />
        <source>waffle</source>
        <translation>cialda</translation>
    </message>
    <message>
        <location filename="../../gamesuite/rules/telma/deck.py" line="139" />
        <source>zipper</source>
        <translation>cerniera</translation>
    </message>
    <message>
        <location filename="../../gamesuite/rules/telma/deck.py" line="140" />
        <source>lantern</source>
        <translation>lanterna</translation>
    </message>
    <message>
        <location filename="../../gamesuite/rules/telma/deck.py" line="141" />
        <source>noodle</source>
        <translation>spaghetto</translation>
    </message>
    <message>
        <location filename="../../gamesuite/rules/telma/deck.py" line="142" />
        <source>parrot</source>
        <translation>pappagallo</translation>
    </message>
    <message>
        <location filename="../../gamesuite/rules/telma/deck.py" line="143" />
        <source>biscuit</source>
        <translation>biscotto</translation>
    </message>
    <message>
        <location filename="../../gamesuite/rules/telma/deck.py" line="144" />
        <source>trumpet</source>
        <translation>tromba</translation>
    </message>
    <message>
        <location filename="../../gamesuite/rules/telma/deck.py" line="145" />
        <source>walrus</source>
        <translation>tricheco</translation>
    </message>
    <message>
        <location filename="../../gamesuite/rules/telma/deck.py" line="146" />
        <source>saucepan</source>
        <translation>pentolino</translation>
    </message>
    <message>
        <location filename="../../gamesuite/rules/telma/deck.py" line="147" />
        <source>broom</source>
        <translation>scopa</translation>
    </message>
    <message>
        <location filename="../../gamesuite/rules/telma/deck.py" line="148" />
        <source>cushion</source>
        <translation>cuscino</translation>
    </message>
    <message>
        <location filename="../../gamesuite/rules/telma/deck.py" line="149" />
        <source>doorbell</source>
        <translation>campanello</translation>
    </message>
    <message>
        <location filename="../../gamesuite/rules/telma/deck.py" line="150" />
        <source>goblet</source>
        <translation>calice</translation>
    </message>
    <message>
        <location filename="../../gamesuite/rules/telma/deck.py" line="151" />
        <source>hammock</source>
        <translation>amaca</translation>
    </message>
    <message>
        <location filename="../../gamesuite/rules/telma/deck.py" line="152" />
        <source>igloo</source>
        <translation>igloo</translation>
    </message>
    <message>
        <location filename="../../gamesuite/rules/telma/deck.py" line="153" />
        <source>jellyfish</source>
        <translation>medusa</translation>
    </message>
    <message>
        <location filename="../../gamesuite/rules/telma/deck.py" line="154" />
        <source>muffin</source>
        <translation>muffin</translation>
    </message>
    <message>
        <location filename="../../gamesuite/rules/telma/deck.py" line="155" />
        <source>penguin</source>
        <translation>pinguino</translation>
    </message>
    <message>
        <location filename="../../gamesuite/rules/telma/deck.py" line="156" />
        <source>radish</source>
        <translation>ravanello</translation>
    </message>
    <message>
        <location filename="../../gamesuite/rules/telma/deck.py" line="159" />
        <source>yellow</source>
        <translation>arancione</translation>
    </message>
    <message>
        <location filename="../../gamesuite/rules/telma/deck.py" line="160" />
        <source>old</source>
        <translation>d'epoca</translation>
    </message>
    <message>
        <location filename="../../gamesuite/rules/telma/deck.py" line="161" />
        <source>big</source>
        <translation>grande</translation>
    </message>
    <message>
        <location filename="../../gamesuite/rules/telma/deck.py" line="162" />
        <source>scary</source>
        <translation>terribile</translation>
    </message>
    <message>
        <location filename="../../gamesuite/rules/telma/deck.py" line="163" />
        <source>sleepy</source>
        <translation>dormiente</translation>
    </message>
    <message>
        <location filename="../../gamesuite/rules/telma/deck.py" line="164" />
        <source>shiny</source>
        <translation>splendente</translation>
    </message>
    <message>
        <location filename="../../gamesuite/rules/telma/deck.py" line="165" />
        <source>grumpy</source>
        <translation>irascibile</translation>
    </message>
    <message>
        <location filename="../../gamesuite/rules/telma/deck.py" line="166" />
        <source>tiny</source>
        <translation>mini</translation>
    </message>
    <message>
        <location filename="../../gamesuite/rules/telma/deck.py" line="167" />
        <source>fuzzy</source>
        <translation>soffice</translation>
    </message>
    <message>
        <location filename="../../gamesuite/rules/telma/deck.py" line="168" />
        <source>noisy</source>
        <translation>assordante</translation>
    </message>
    <message>
        <location filename="../../gamesuite/rules/telma/deck.py" line="169" />
        <source>purple</source>
        <translation>viola</translation>
    </message>
    <message>
        <location filename="../../gamesuite/rules/telma/deck.py" line="170" />
        <source>brave</source>
        <translation>audace</translation>
    </message>
    <message>
        <location filename="../../gamesuite/rules/telma/deck.py" line="171" />
        <source>wobbly</source>
        <translation>traballante</translation>
    </message>
    <message>
        <location filename="../../gamesuite/rules/telma/deck.py" line="172" />
        <source>sneaky</source>
        <translation>sfuggente</translation>
    </message>
    <message>
        <location filename="../../gamesuite/rules/telma/deck.py" line="173" />
        <source>cheerful</source>
        <translation>gioviale</translation>
    </message>
    <message>
        <location filename="../../gamesuite/rules/telma/deck.py" line="174" />
        <source>dusty</source>
        <translation>da soffitta</translation>
    </message>
    <message>
        <location filename="../../gamesuite/rules/telma/deck.py" line="175" />
        <source>giant</source>
        <translation>gigante</translation>
    </message>
    <message>
        <location filename="../../gamesuite/rules/telma/deck.py" line="176" />
        <source>polite</source>
        <translation>cortese</translation>
    </message>
    <message>
        <location filename="../../gamesuite/rules/telma/deck.py" line="177" />
        <source>spotty</source>
        <translation>a pois</translation>
    </message>
    <message>
        <location filename="../../gamesuite/rules/telma/deck.py" line="178" />
        <source>frozen</source>
        <translation>glaciale</translation>
    </message>
    <message>
        <location filename="../../gamesuite/rules/telma/deck.py" line="179" />
        <source>curious</source>
        <translation>ficcanaso</translation>
    </message>
    <message>
        <location filename="../../gamesuite/rules/telma/deck.py" line="180" />
        <source>lazy</source>
        <translation>indolente</translation>
    </message>
    <message>
        <location filename="../../gamesuite/rules/telma/deck.py" line="181" />
        <source>royal</source>
        <translation>reale</translation>
    </message>
    <message>
        <location filename="../../gamesuite/rules/telma/deck.py" line="182" />
        <source>squeaky</source>
        <translation>cigolante</translation>
    </message>
    <message>
        <location filename="../../gamesuite/rules/telma/deck.py" line="183" />
        <source>striped</source>
        <translation>a righe</translation>
    </message>
    <message>
        <location filename="../../gamesuite/rules/telma/deck.py" line="184" />
        <source>windy</source>
        <translation>volante</translation>
    </message>
    <message>
        <location filename="../../gamesuite/rules/telma/deck.py" line="185" />
        <source>bouncy</source>
        <translation>saltellante</translation>
    </message>
    <message>
        <location filename="../../gamesuite/rules/telma/deck.py" line="186" />
        <source>clumsy</source>
        <translation>da circo</translation>
    </message>
    <message>
        <location filename="../../gamesuite/rules/telma/deck.py" line="187" />
        <source>gentle</source>
        <translation>gentile</translation>
    </message>
    <message>
        <location filename="../../gamesuite/rules/telma/deck.py" line="188" />
        <source>silver</source>
        <translation>d'argento</translation>
    </message>
    <message>
        <location filename="../../gamesuite/rules/telma/deck.py" line="191" />
        <source>from Lisbon</source>
        <translation>di Lisbona</translation>
    </message>
    <message>
        <location filename="../../gamesuite/rules/telma/deck.py" line="192" />
        <source>from the mountains</source>
        <translation>delle montagne</translation>
    </message>
    <message>
        <location filename="../../gamesuite/rules/telma/deck.py" line="193" />
        <source>from Tuscany</source>
        <translation>della Toscana</translation>
    </message>
    <message>
        <location filename="../../gamesuite/rules/telma/deck.py" line="194" />
        <source>from the harbour</source>
        <translation>del porto</translation>
    </message>
    <message>
        <location filename="../../gamesuite/rules/telma/deck.py" line="195" />
        <source>from Bahia</source>
        <translation>di Bahia</translation>
    </message>
    <message>
        <location filename="../../gamesuite/rules/telma/deck.py" line="196" />
        <source>from the moon</source>
        <translation>della luna</translation>
    </message>
    <message>
        <location filename="../../gamesuite/rules/telma/deck.py" line="197" />
        <source>from Oslo</source>
        <translation>di Oslo</translation>
    </message>
    <message>
        <location filename="../../gamesuite/rules/telma/deck.py" line="198" />
        <source>from the desert</source>
        <translation>del deserto</translation>
    </message>
    <message>
        <location filename="../../gamesuite/rules/telma/deck.py" line="199" />
        <source>from Naples</source>
        <translation>di Napoli</translation>
    </message>
    <message>
        <location filename="../../gamesuite/rules/telma/deck.py" line="200" />
        <source>from the jungle</source>
        <translation>della giungla</translation>
    </message>
    <message>
        <location filename="../../gamesuite/rules/telma/deck.py" line="201" />
        <source>from Kyoto</source>
        <translation>di Kyoto</translation>
    </message>
    <message>
        <location filename="../../gamesuite/rules/telma/deck.py" line="202" />
        <source>from the valley</source>
        <translation>della valle</translation>
    </message>
    <message>
        <location filename="../../gamesuite/rules/telma/deck.py" line="203" />
        <source>from Cairo</source>
        <translation>del Cairo</translation>
    </message>
    <message>
        <location filename="../../gamesuite/rules/telma/deck.py" line="204" />
        <source>from the islands</source>
        <translation>delle isole</translation>
    </message>
    <message>
        <location filename="../../gamesuite/rules/telma/deck.py" line="205" />
        <source>from Quebec</source>
        <translation>del Québec</translation>
    </message>
    <message>
        <location filename="../../gamesuite/rules/telma/deck.py" line="206" />
        <source>from the north pole</source>
        <translation>del polo nord</translation>
    </message>
    <message>
        <location filename="../../gamesuite/rules/telma/deck.py" line="209" />
        <source>touching the nose</source>
        <translation>toccandosi il naso</translation>
    </message>
    <message>
        <location filename="../../gamesuite/rules/telma/deck.py" line="210" />
        <source>standing up</source>
        <translation>alzandosi in piedi</translation>
    </message>
    <message>
        <location filename="../../gamesuite/rules/telma/deck.py" line="211" />
        <source>clapping twice</source>
        <translation>battendo le mani due volte</translation>
    </message>
    <message>
        <location filename="../../gamesuite/rules/telma/deck.py" line="212" />
        <source>waving both hands</source>
        <translation>agitando le mani</translation>
    </message>
    <message>
        <location filename="../../gamesuite/rules/telma/deck.py" line="213" />
        <source>tapping the head</source>
        <translation>battendosi la testa</translation>
    </message>
    <message>
        <location filename="../../gamesuite/rules/telma/deck.py" line="214" />
        <source>winking</source>
        <translation>facendo l'occhiolino</translation>
    </message>
    <message>
        <location filename="../../gamesuite/rules/telma/deck.py" line="215" />
        <source>pointing at the ceiling</source>
        <translation>indicando il soffitto</translation>
    </message>
    <message>
        <location filename="../../gamesuite/rules/telma/deck.py" line="216" />
        <source>crossing the arms</source>
        <translation>incrociando le braccia</translation>
    </message>
    <message>
        <location filename="../../gamesuite/rules/telma/deck.py" line="217" />
        <source>pulling an ear</source>
        <translation>tirandosi un orecchio</translation>
    </message>
    <message>
        <location filename="../../gamesuite/rules/telma/deck.py" line="218" />
        <source>shrugging</source>
        <translation>alzando le spalle</translation>
    </message>
    <message>
        <location filename="../../gamesuite/rules/telma/deck.py" line="219" />
        <source>thumbs up</source>
        <translation>col pollice in su</translation>
    </message>
    <message>
        <location filename="../../gamesuite/rules/telma/deck.py" line="220" />
        <source>puffing the cheeks</source>
        <translation>gonfiando le guance</translation>
    </message>
    <message>
        <location filename="../../gamesuite/rules/telma/engine.py" line="75" />
        <source>Telma takes {low}-{high} players, not {count}</source>
        <translation>Telma si gioca da {low} a {high} giocatori, non in {count}</translation>
    </message>
    <message>
        <location filename="../../gamesuite/rules/telma/engine.py" line="104" />
        <source>{names} wins!</source>
        <translation>{names} vince!</translation>
    </message>
    <message>
        <location filename="../../gamesuite/rules/telma/engine.py" line="106" />
        <source>{names} share the win!</source>
        <translation>{names} vincono insieme!</translation>
    </message>
    <message>
        <location filename="../../gamesuite/rules/telma/engine.py" line="180" />
        <source>Telma has no action {kind}.</source>
        <translation>Telma non ha l'azione {kind}.</translation>
    </message>
    <message>
        <location filename="../../gamesuite/rules/telma/engine.py" line="182" />
        <source>The match is over.</source>
        <translation>La partita è finita.</translation>
    </message>
    <message>
        <location filename="../../gamesuite/rules/telma/engine.py" line="186" />
        <source>Unexpected detail for {kind}: {details}.</source>
        <translation>Dettaglio inatteso per {kind}: {details}.</translation>
    </message>
    <message>
        <location filename="../../gamesuite/rules/telma/engine.py" line="190" />
        <source>That action needs the seat of a player at the table.</source>
        <translation>Quell'azione ha bisogno del posto di un giocatore al tavolo.</translation>
    </message>
    <message>
        <location filename="../../gamesuite/rules/telma/engine.py" line="192" />
        <source>{kind} is made by the table, not by one player.</source>
        <translation>{kind} lo fa il tavolo, non un giocatore.</translation>
    </message>
    <message>
        <location filename="../../gamesuite/rules/telma/engine.py" line="195" />
        <source>Nicknames are chosen only before a round starts.</source>
        <translation>I soprannomi si scelgono solo prima che inizi una manche.</translation>
    </message>
    <message>
        <location filename="../../gamesuite/rules/telma/engine.py" line="198" />
        <source>The round has not started yet: choose nicknames first.</source>
        <translation>La manche non è ancora iniziata: prima scegliete i soprannomi.</translation>
    </message>
    <message>
        <location filename="../../gamesuite/rules/telma/engine.py" line="201" />
        <source>Finish the contest first.</source>
        <translation>Prima finite la sfida.</translation>
    </message>
    <message>
        <location filename="../../gamesuite/rules/telma/engine.py" line="203" />
        <source>It is {name}'s turn to reveal.</source>
        <translation>Tocca a {name} scoprire.</translation>
    </message>
    <message>
        <location filename="../../gamesuite/rules/telma/engine.py" line="206" />
        <source>A contest is on: that call belongs to the contest.</source>
        <translation>È in corso una sfida: quella chiamata appartiene alla sfida.</translation>
    </message>
    <message>
        <location filename="../../gamesuite/rules/telma/engine.py" line="208" />
        <source>No symbols match: the call is ignored.</source>
        <translation>Nessun simbolo è uguale: la chiamata è ignorata.</translation>
    </message>
    <message>
        <location filename="../../gamesuite/rules/telma/engine.py" line="210" />
        <source>There is no contest now.</source>
        <translation>Adesso non c'è nessuna sfida.</translation>
    </message>
    <message>
        <location filename="../../gamesuite/rules/telma/engine.py" line="216" />
        <source>{name} is not in this contest.</source>
        <translation>{name} non è in questa sfida.</translation>
    </message>
    <message>
        <location filename="../../gamesuite/rules/telma/engine.py" line="218" />
        <source>A call needs its time in whole milliseconds (t_ms).</source>
        <translation>Una chiamata ha bisogno del suo tempo in millisecondi interi (t_ms).</translation>
    </message>
    <message>
        <location filename="../../gamesuite/rules/telma/engine.py" line="220" />
        <source>{name} has already called.</source>
        <translation>{name} ha già chiamato.</translation>
    </message>
    <message>
        <location filename="../../gamesuite/rules/telma/engine.py" line="225" />
        <source>In this contest a call must say whose nickname was said (named).</source>
        <translation>In questa sfida una chiamata deve dire di chi è il soprannome detto (named).</translation>
    </message>
    <message>
        <location filename="../../gamesuite/rules/telma/engine.py" line="229" />
        <source>{name} cannot call that player in this contest.</source>
        <translation>{name} non può chiamare quel giocatore in questa sfida.</translation>
    </message>
    <message>
        <location filename="../../gamesuite/rules/telma/engine.py" line="234" />
        <source>Nobody has called yet.</source>
        <translation>Nessuno ha ancora chiamato.</translation>
    </message>
    <message>
        <location filename="../../gamesuite/rules/telma/engine.py" line="237" />
        <source>settle needs the time in whole milliseconds (t_ms).</source>
        <translation>settle ha bisogno del tempo in millisecondi interi (t_ms).</translation>
    </message>
    <message>
        <location filename="../../gamesuite/rules/telma/engine.py" line="239" />
        <source>Wait until the tie window has passed after the first call.</source>
        <translation>Aspetta che passi la finestra di pareggio dopo la prima chiamata.</translation>
    </message>
    <message>
        <location filename="../../gamesuite/rules/telma/engine.py" line="243" />
        <source>That player has no call to reject.</source>
        <translation>Quel giocatore non ha chiamate da respingere.</translation>
    </message>
    <message>
        <location filename="../../gamesuite/rules/telma/engine.py" line="248" />
        <source>A tie needs the list of tied seats.</source>
        <translation>Un pareggio ha bisogno dell'elenco dei posti in pareggio.</translation>
    </message>
    <message>
        <location filename="../../gamesuite/rules/telma/engine.py" line="250" />
        <source>A tie needs two or more different players.</source>
        <translation>Un pareggio richiede due o più giocatori diversi.</translation>
    </message>
    <message>
        <location filename="../../gamesuite/rules/telma/engine.py" line="252" />
        <source>Only players in the contest can tie.</source>
        <translation>Solo i giocatori in sfida possono pareggiare.</translation>
    </message>
    <message>
        <location filename="../../gamesuite/rules/telma/engine.py" line="284" />
        <source>Type a nickname word.</source>
        <translation>Scrivi una parola per il soprannome.</translation>
    </message>
    <message>
        <location filename="../../gamesuite/rules/telma/engine.py" line="288" />
        <source>Keep it shorter (at most {limit} characters).</source>
        <translation>Più corto, per favore (al massimo {limit} caratteri).</translation>
    </message>
    <message>
        <location filename="../../gamesuite/rules/telma/engine.py" line="293" />
        <source>{name} already chose that noun.</source>
        <translation>{name} ha già scelto quel nome.</translation>
    </message>
    <message>
        <location filename="../../gamesuite/rules/telma/engine.py" line="335" />
        <source>{name} chose their {part}.</source>
        <translation>{name} ha scelto ({part}).</translation>
    </message>
    <message>
        <location filename="../../gamesuite/rules/telma/flow.py" line="266" />
        <source>said first</source>
        <translation>detto per primo</translation>
    </message>
    <message>
        <location filename="../../gamesuite/rules/telma/flow.py" line="267" />
        <source>said together</source>
        <translation>detto insieme</translation>
    </message>
    <message>
        <location filename="../../gamesuite/rules/telma/engine.py" line="372" />
        <source>declared by the table</source>
        <translation>dichiarato dal tavolo</translation>
    </message>
    <message>
        <location filename="../../gamesuite/rules/telma/flow.py" line="147" />
        <source>{name} reveals the Surto.</source>
        <extracomment>The smallest word list a content may bring for a part (so eight players can each get their own noun).</extracomment>
        <translation>{name} scopre il Surto.</translation>
    </message>
    <message>
        <location filename="../../gamesuite/rules/telma/flow.py" line="149" />
        <source>{name} reveals {symbol}.</source>
        <translation>{name} scopre {symbol}.</translation>
    </message>
    <message>
        <location filename="../../gamesuite/rules/telma/flow.py" line="150" />
        <source>{name} reveals {first} + {second}.</source>
        <translation>{name} scopre {first} + {second}.</translation>
    </message>
    <message>
        <location filename="../../gamesuite/rules/telma/flow.py" line="270" />
        <source>noun</source>
        <translation>nome</translation>
    </message>
    <message>
        <location filename="../../gamesuite/rules/telma/flow.py" line="271" />
        <source>adjective</source>
        <translation>aggettivo</translation>
    </message>
    <message>
        <location filename="../../gamesuite/rules/telma/flow.py" line="272" />
        <source>provenance</source>
        <translation>provenienza</translation>
    </message>
    <message>
        <location filename="../../gamesuite/rules/telma/flow.py" line="273" />
        <source>gesture</source>
        <translation>gesto</translation>
    </message>
    <message>
        <location filename="../../gamesuite/rules/telma/flow.py" line="276" />
        <source>Round {round}: the cards are dealt again. Add an adjective to your nickname!</source>
        <translation>Manche {round}: si ridistribuiscono le carte. Aggiungete un aggettivo al vostro soprannome!</translation>
    </message>
    <message>
        <location filename="../../gamesuite/rules/telma/flow.py" line="277" />
        <source>Round {round}: the cards are dealt again. Add a provenance to your nickname!</source>
        <translation>Manche {round}: si ridistribuiscono le carte. Aggiungete una provenienza al vostro soprannome!</translation>
    </message>
    <message>
        <location filename="../../gamesuite/rules/telma/flow.py" line="278" />
        <source>Round {round}: the cards are dealt again. Add a gesture to your nickname!</source>
        <translation>Manche {round}: si ridistribuiscono le carte. Aggiungete un gesto al vostro soprannome!</translation>
    </message>
    <message>
        <location filename="../../gamesuite/rules/telma/flow.py" line="279" />
        <source>Round {round}: the cards are dealt again. Add a noun to your nickname!</source>
        <translation>Manche {round}: si ridistribuiscono le carte. Aggiungete un nome al vostro soprannome!</translation>
    </message>
    <message>
        <location filename="../../gamesuite/rules/telma/flow.py" line="342" />
        <source>{name} gets a {part} picked for them.</source>
        <translation>Per {name} sceglie il gioco ({part}).</translation>
    </message>
    <message>
        <location filename="../../gamesuite/rules/telma/flow.py" line="353" />
        <source>Round {round} starts. {name} reveals first.</source>
        <translation>Inizia la manche {round}. Scopre per primo {name}.</translation>
    </message>
    <message>
        <location filename="../../gamesuite/rules/telma/flow.py" line="435" />
        <source>The Surto! Everyone contests: say anyone's nickname!</source>
        <translation>Il Surto! Sfidano tutti: dite il soprannome di chiunque!</translation>
    </message>
    <message>
        <location filename="../../gamesuite/rules/telma/flow.py" line="437" />
        <source>Three-way contest between {names}!</source>
        <translation>Sfida a tre tra {names}!</translation>
    </message>
    <message>
        <location filename="../../gamesuite/rules/telma/flow.py" line="439" />
        <source>Contest between {names} ({symbols})!</source>
        <translation>Sfida tra {names} ({symbols})!</translation>
    </message>
    <message>
        <location filename="../../gamesuite/rules/telma/flow.py" line="461" />
        <source>{name} calls {named}'s nickname.</source>
        <translation>{name} chiama il soprannome di {named}.</translation>
    </message>
    <message>
        <location filename="../../gamesuite/rules/telma/flow.py" line="471" />
        <source>{name}'s call does not count.</source>
        <translation>La chiamata di {name} non conta.</translation>
    </message>
    <message>
        <location filename="../../gamesuite/rules/telma/flow.py" line="474" />
        <source>a wrong nickname</source>
        <translation>un soprannome sbagliato</translation>
    </message>
    <message>
        <location filename="../../gamesuite/rules/telma/flow.py" line="479" />
        <source>{name} called, but nothing matches!</source>
        <translation>{name} ha chiamato, ma nessun simbolo è uguale!</translation>
    </message>
    <message>
        <location filename="../../gamesuite/rules/telma/flow.py" line="481" />
        <source>a call without a match</source>
        <translation>una chiamata senza simboli uguali</translation>
    </message>
    <message numerus="yes">
        <location filename="../../gamesuite/rules/telma/flow.py" line="545" />
        <source>{name} takes %n card(s) ({reason}).</source>
        <translation><numerusform>{name} prende %n carta ({reason}).</numerusform><numerusform>{name} prende %n carte ({reason}).</numerusform></translation>
    </message>
    <message numerus="yes">
        <location filename="../../gamesuite/rules/telma/flow.py" line="579" />
        <source>Tie ({reason}) between {names}: %n card(s) each, {centre} to the centre.</source>
        <translation><numerusform>Pareggio ({reason}) tra {names}: %n carta a testa, {centre} al centro.</numerusform><numerusform>Pareggio ({reason}) tra {names}: %n carte a testa, {centre} al centro.</numerusform></translation>
    </message>
    <message numerus="yes">
        <location filename="../../gamesuite/rules/telma/flow.py" line="582" />
        <source>Tie ({reason}) between {names}: %n card(s) each.</source>
        <translation><numerusform>Pareggio ({reason}) tra {names}: %n carta a testa.</numerusform><numerusform>Pareggio ({reason}) tra {names}: %n carte a testa.</numerusform></translation>
    </message>
    <message>
        <location filename="../../gamesuite/rules/telma/flow.py" line="623" />
        <source>{name} reveals next.</source>
        <translation>Ora scopre {name}.</translation>
    </message>
    <message>
        <location filename="../../gamesuite/rules/telma/flow.py" line="652" />
        <source>Nobody can reveal: everyone turns their face-up cards over. {name} reveals next.</source>
        <translation>Nessuno può scoprire: ognuno gira le sue carte scoperte. Ora scopre {name}.</translation>
    </message>
    <message>
        <location filename="../../gamesuite/rules/telma/flow.py" line="716" />
        <source>out of cards</source>
        <translation>senza carte</translation>
    </message>
    <message>
        <location filename="../../gamesuite/rules/telma/flow.py" line="717" />
        <source>nobody could reveal; fewest cards</source>
        <translation>nessuno poteva scoprire; meno carte</translation>
    </message>
    <message numerus="yes">
        <location filename="../../gamesuite/rules/telma/flow.py" line="725" />
        <source>{names} wins round {round} ({how}) and scores %n point(s).</source>
        <translation><numerusform>{names} vince la manche {round} ({how}) e prende %n punto.</numerusform><numerusform>{names} vince la manche {round} ({how}) e prende %n punti.</numerusform></translation>
    </message>
    <message numerus="yes">
        <location filename="../../gamesuite/rules/telma/flow.py" line="726" />
        <source>{names} win round {round} ({how}) and score %n point(s).</source>
        <translation><numerusform>{names} vincono la manche {round} ({how}) e prendono %n punto.</numerusform><numerusform>{names} vincono la manche {round} ({how}) e prendono %n punti.</numerusform></translation>
    </message>
    <message numerus="yes">
        <location filename="../../gamesuite/rules/telma/flow.py" line="729" />
        <source>{names} wins round {round} (the limit of {limit} contests; fewest cards) and scores %n point(s).</source>
        <translation><numerusform>{names} vince la manche {round} (limite di {limit} sfide; meno carte) e prende %n punto.</numerusform><numerusform>{names} vince la manche {round} (limite di {limit} sfide; meno carte) e prende %n punti.</numerusform></translation>
    </message>
    <message numerus="yes">
        <location filename="../../gamesuite/rules/telma/flow.py" line="732" />
        <source>{names} win round {round} (the limit of {limit} contests; fewest cards) and score %n point(s).</source>
        <translation><numerusform>{names} vincono la manche {round} (limite di {limit} sfide; meno carte) e prendono %n punto.</numerusform><numerusform>{names} vincono la manche {round} (limite di {limit} sfide; meno carte) e prendono %n punti.</numerusform></translation>
    </message>
    <message>
        <location filename="../../gamesuite/rules/telma/flow.py" line="743" />
        <location filename="../../gamesuite/ui/telma/presenter.py" line="542" />
        <source>{names} wins the match!</source>
        <translation>{names} vince la partita!</translation>
    </message>
    <message>
        <location filename="../../gamesuite/rules/telma/flow.py" line="745" />
        <location filename="../../gamesuite/ui/telma/presenter.py" line="543" />
        <source>{names} share the match!</source>
        <translation>{names} vincono la partita insieme!</translation>
    </message>
    <message>
        <location filename="../../gamesuite/ui/telma/art.py" line="531" />
        <source>SURTO!</source>
        <translation>SURTO!</translation>
    </message>
    <message>
        <location filename="../../gamesuite/ui/telma/items.py" line="291" />
        <source>no cards</source>
        <translation>niente carte</translation>
    </message>
    <message>
        <location filename="../../gamesuite/ui/telma/items.py" line="301" />
        <source>key / tap</source>
        <translation>tasto / tocco</translation>
    </message>
    <message>
        <location filename="../../gamesuite/ui/telma/presenter.py" line="38" />
        <source>choose a nickname: a common noun</source>
        <translation>scegli un soprannome: un nome comune</translation>
    </message>
    <message>
        <location filename="../../gamesuite/ui/telma/presenter.py" line="39" />
        <source>add an adjective to your nickname</source>
        <translation>aggiungi un aggettivo al tuo soprannome</translation>
    </message>
    <message>
        <location filename="../../gamesuite/ui/telma/presenter.py" line="40" />
        <source>add where your nickname comes from</source>
        <translation>aggiungi da dove viene il tuo soprannome</translation>
    </message>
    <message>
        <location filename="../../gamesuite/ui/telma/presenter.py" line="41" />
        <source>add a gesture to your nickname</source>
        <translation>aggiungi un gesto al tuo soprannome</translation>
    </message>
    <message>
        <location filename="../../gamesuite/ui/telma/presenter.py" line="44" />
        <source>table, hut, hat, ghost… Say it out loud so everyone remembers it!</source>
        <translation>tavolo, capanna, cappello, fantasma… Dillo ad alta voce perché tutti se lo ricordino!</translation>
    </message>
    <message>
        <location filename="../../gamesuite/ui/telma/presenter.py" line="45" />
        <source>yellow table, old hut, scary ghost… Say the new nickname out loud!</source>
        <translation>tavolo giallo, vecchia capanna, fantasma pauroso… Di' ad alta voce il nuovo soprannome!</translation>
    </message>
    <message>
        <location filename="../../gamesuite/ui/telma/presenter.py" line="46" />
        <source>yellow table from Lisbon, old hut from the moon… Say it out loud!</source>
        <translation>tavolo giallo di Lisbona, vecchia capanna della luna… Dillo ad alta voce!</translation>
    </message>
    <message>
        <location filename="../../gamesuite/ui/telma/presenter.py" line="47" />
        <source>clap while saying it, touch your nose… Show everyone!</source>
        <translation>batti le mani mentre lo dici, toccati il naso… Fallo vedere a tutti!</translation>
    </message>
    <message>
        <location filename="../../gamesuite/ui/telma/presenter.py" line="49" />
        <source>Test your key: click here, then press it — your row lights up.</source>
        <translation>Prova il tuo tasto: fai clic qui, poi premilo — la tua riga si illumina.</translation>
    </message>
    <message numerus="yes">
        <location filename="../../gamesuite/ui/telma/presenter.py" line="58" />
        <source>%n pt(s)</source>
        <translation><numerusform>%n pt</numerusform><numerusform>%n pt</numerusform></translation>
    </message>
    <message>
        <location filename="../../gamesuite/ui/telma/presenter.py" line="119" />
        <source>Not your turn</source>
        <translation>Non è il tuo turno</translation>
    </message>
    <message>
        <location filename="../../gamesuite/ui/telma/presenter.py" line="120" />
        <source>Not in this contest</source>
        <translation>Non sei in questa sfida</translation>
    </message>
    <message>
        <location filename="../../gamesuite/ui/telma/presenter.py" line="121" />
        <source>Already called</source>
        <translation>Hai già chiamato</translation>
    </message>
    <message>
        <location filename="../../gamesuite/ui/telma/presenter.py" line="335" />
        <source>Round {number} of 3</source>
        <translation>Manche {number} di 3</translation>
    </message>
    <message numerus="yes">
        <location filename="../../gamesuite/ui/telma/presenter.py" line="336" />
        <source>worth %n point(s) · {players} players</source>
        <translation><numerusform>vale %n punto · {players} giocatori</numerusform><numerusform>vale %n punti · {players} giocatori</numerusform></translation>
    </message>
    <message>
        <location filename="../../gamesuite/ui/telma/presenter.py" line="339" />
        <source>{count} in the centre: for the next loser</source>
        <translation>{count} al centro: per il prossimo perdente</translation>
    </message>
    <message>
        <location filename="../../gamesuite/ui/telma/presenter.py" line="340" />
        <source>Centre: empty (ties leave cards here)</source>
        <translation>Centro: vuoto (i pareggi lasciano qui le carte)</translation>
    </message>
    <message>
        <location filename="../../gamesuite/ui/telma/presenter.py" line="346" />
        <source>Hide nicknames</source>
        <translation>Nascondi soprannomi</translation>
    </message>
    <message>
        <location filename="../../gamesuite/ui/telma/presenter.py" line="346" />
        <location filename="../../gamesuite/ui/telma/table.py" line="210" />
        <source>Show nicknames</source>
        <translation>Mostra soprannomi</translation>
    </message>
    <message>
        <location filename="../../gamesuite/ui/telma/presenter.py" line="347" />
        <source>Space = OK
Ctrl+Z = undo</source>
        <translation>Spazio = OK
Ctrl+Z = annulla</translation>
    </message>
    <message>
        <location filename="../../gamesuite/ui/telma/presenter.py" line="348" />
        <source>Tap your round button
or press your key</source>
        <translation>Tocca il tuo pulsante rotondo
o premi il tuo tasto</translation>
    </message>
    <message>
        <location filename="../../gamesuite/ui/telma/presenter.py" line="394" />
        <source>{name} reveals</source>
        <translation>Scopre {name}</translation>
    </message>
    <message>
        <location filename="../../gamesuite/ui/telma/presenter.py" line="395" />
        <source>Press {key} or tap {name}'s round button</source>
        <translation>Premi {key} o tocca il pulsante rotondo di {name}</translation>
    </message>
    <message>
        <location filename="../../gamesuite/ui/telma/presenter.py" line="400" />
        <source>Waiting for the first call…</source>
        <translation>In attesa della prima chiamata…</translation>
    </message>
    <message>
        <location filename="../../gamesuite/ui/telma/presenter.py" line="405" />
        <source>Round {number}: {names}</source>
        <translation>Manche {number}: {names}</translation>
    </message>
    <message>
        <location filename="../../gamesuite/ui/telma/presenter.py" line="408" />
        <source>Points: {scores}</source>
        <translation>Punti: {scores}</translation>
    </message>
    <message>
        <location filename="../../gamesuite/ui/telma/presenter.py" line="409" />
        <source>{rounds} — Game ▸ New game to play again</source>
        <translation>{rounds} — Partita ▸ Nuova partita per giocare ancora</translation>
    </message>
    <message>
        <location filename="../../gamesuite/ui/telma/presenter.py" line="416" />
        <source>THE SURTO! Everyone!</source>
        <translation>IL SURTO! Tutti!</translation>
    </message>
    <message>
        <location filename="../../gamesuite/ui/telma/presenter.py" line="417" />
        <source>Say anyone's nickname, press your key, then pick who you named</source>
        <translation>Di' il soprannome di chiunque, premi il tuo tasto, poi scegli chi hai nominato</translation>
    </message>
    <message>
        <location filename="../../gamesuite/ui/telma/presenter.py" line="419" />
        <source>CONTEST!</source>
        <translation>SFIDA!</translation>
    </message>
    <message>
        <location filename="../../gamesuite/ui/telma/presenter.py" line="419" />
        <source>Who is in it? Say the nickname and press your key</source>
        <translation>Chi è in sfida? Di' il soprannome e premi il tuo tasto</translation>
    </message>
    <message>
        <location filename="../../gamesuite/ui/telma/presenter.py" line="424" />
        <source>THREE-WAY: {name} vs {others}</source>
        <translation>A TRE: {name} contro {others}</translation>
    </message>
    <message>
        <location filename="../../gamesuite/ui/telma/presenter.py" line="425" />
        <source>{name}: say either nickname · {others}: say {name}'s · then pick</source>
        <translation>{name}: di' uno dei due soprannomi · {others}: dite quello di {name} · poi scegliete</translation>
    </message>
    <message>
        <location filename="../../gamesuite/ui/telma/presenter.py" line="428" />
        <source>CONTEST! {first} vs {second}</source>
        <translation>SFIDA! {first} contro {second}</translation>
    </message>
    <message>
        <location filename="../../gamesuite/ui/telma/presenter.py" line="429" />
        <source>{symbols}: say the other's nickname — first to finish presses their key</source>
        <translation>{symbols}: di' il soprannome dell'altro — chi finisce per primo preme il suo tasto</translation>
    </message>
    <message>
        <location filename="../../gamesuite/ui/telma/presenter.py" line="440" />
        <source>{name}: wrong</source>
        <translation>{name}: sbagliato</translation>
    </message>
    <message>
        <location filename="../../gamesuite/ui/telma/presenter.py" line="442" />
        <source>{name} called first</source>
        <translation>{name} ha chiamato per primo</translation>
    </message>
    <message>
        <location filename="../../gamesuite/ui/telma/presenter.py" line="445" />
        <source>{who} +{seconds}s</source>
        <translation>{who} +{seconds}s</translation>
    </message>
    <message>
        <location filename="../../gamesuite/ui/telma/presenter.py" line="455" />
        <source>{name} takes the cards</source>
        <translation>{name} prende le carte</translation>
    </message>
    <message>
        <location filename="../../gamesuite/ui/telma/presenter.py" line="456" />
        <source>Tie: {names}</source>
        <translation>Pareggio: {names}</translation>
    </message>
    <message>
        <location filename="../../gamesuite/ui/telma/presenter.py" line="462" />
        <source>{name} said:</source>
        <translation>{name} ha detto:</translation>
    </message>
    <message>
        <location filename="../../gamesuite/ui/telma/presenter.py" line="496" />
        <source>e.g. {suggestion}</source>
        <translation>es. {suggestion}</translation>
    </message>
    <message>
        <location filename="../../gamesuite/ui/telma/presenter.py" line="499" />
        <source>Press a key</source>
        <translation>Premi un tasto</translation>
    </message>
    <message>
        <location filename="../../gamesuite/ui/telma/presenter.py" line="499" />
        <location filename="../../gamesuite/ui/telma/setup.py" line="61" />
        <source>Change</source>
        <translation>Cambia</translation>
    </message>
    <message>
        <location filename="../../gamesuite/ui/telma/presenter.py" line="503" />
        <source>Round {number} — {task}</source>
        <translation>Manche {number} — {task}</translation>
    </message>
    <message>
        <location filename="../../gamesuite/ui/telma/presenter.py" line="505" />
        <location filename="../../gamesuite/ui/telma/setup.py" line="158" />
        <source>Start round {number}</source>
        <translation>Inizia la manche {number}</translation>
    </message>
    <message>
        <location filename="../../gamesuite/ui/telma/presenter.py" line="519" />
        <source>{adjective} {noun}</source>
        <translation>{noun} {adjective}</translation>
    </message>
    <message>
        <location filename="../../gamesuite/ui/telma/presenter.py" line="524" />
        <source>{nickname} ({gesture})</source>
        <translation>{nickname} ({gesture})</translation>
    </message>
    <message>
        <location filename="../../gamesuite/ui/telma/presenter.py" line="526" />
        <source>{nickname} {provenance}</source>
        <translation>{nickname} {provenance}</translation>
    </message>
    <message>
        <location filename="../../gamesuite/ui/telma/presenter.py" line="533" />
        <source>{names} got a suggestion in the empty box: say it out loud (or change it), then press Start round {number} again.</source>
        <translation>{names} ha ricevuto un suggerimento nella casella vuota: ditelo ad alta voce (o cambiatelo), poi premete di nuovo Inizia la manche {number}.</translation>
    </message>
    <message>
        <location filename="../../gamesuite/ui/telma/presenter.py" line="535" />
        <source>{names} got suggestions in the empty boxes: say them out loud (or change them), then press Start round {number} again.</source>
        <translation>{names} hanno ricevuto suggerimenti nelle caselle vuote: diteli ad alta voce (o cambiateli), poi premete di nuovo Inizia la manche {number}.</translation>
    </message>
    <message>
        <location filename="../../gamesuite/ui/telma/presenter.py" line="551" />
        <source>Round {number}: choose nicknames, then start the round.</source>
        <translation>Manche {number}: scegliete i soprannomi, poi iniziate la manche.</translation>
    </message>
    <message>
        <location filename="../../gamesuite/ui/telma/presenter.py" line="555" />
        <source>Round {number}: {name} reveals (key {key}).</source>
        <translation>Manche {number}: scopre {name} (tasto {key}).</translation>
    </message>
    <message>
        <location filename="../../gamesuite/ui/telma/presenter.py" line="558" />
        <source>Contest! Say the nickname, then press your key.</source>
        <translation>Sfida! Di' il soprannome, poi premi il tuo tasto.</translation>
    </message>
    <message>
        <location filename="../../gamesuite/ui/telma/setup.py" line="57" />
        <source>Key</source>
        <translation>Tasto</translation>
    </message>
    <message>
        <location filename="../../gamesuite/ui/telma/setup.py" line="71" />
        <source>Nickname, seat {number}</source>
        <translation>Soprannome, posto {number}</translation>
    </message>
    <message>
        <location filename="../../gamesuite/ui/telma/table.py" line="204" />
        <source>It was a tie</source>
        <translation>Era un pareggio</translation>
    </message>
    <message>
        <location filename="../../gamesuite/ui/telma/table.py" line="207" />
        <source>OK (Space)</source>
        <translation>OK (Spazio)</translation>
    </message>
    <message>
        <location filename="../../gamesuite/ui/telma/table.py" line="237" />
        <source>Whose nicknames were said together?</source>
        <translation>Quali soprannomi sono stati detti insieme?</translation>
    </message>
    <message>
        <location filename="../../gamesuite/ui/telma/table.py" line="412" />
        <source>Split the cards</source>
        <translation>Dividi le carte</translation>
    </message>
    <message>
        <location filename="../../gamesuite/ui/telma/table.py" line="414" />
        <source>Cancel</source>
        <translation>Annulla</translation>
    </message>
    <message>
        <location filename="../../gamesuite/ui/telma/table.py" line="501" />
        <source>That is not a move right now.</source>
        <translation>Adesso questa non è una mossa.</translation>
    </message>
    <message>
        <location filename="../../gamesuite/ui/telma/table.py" line="559" />
        <source>Too late!</source>
        <translation>Troppo tardi!</translation>
    </message>
    <message>
        <location filename="../../gamesuite/ui/telma/table.py" line="570" />
        <location filename="../../gamesuite/ui/telma/table.py" line="580" />
        <source>Called! Whose nickname?</source>
        <translation>Chiamato! Il soprannome di chi?</translation>
    </message>
    <message>
        <location filename="../../gamesuite/ui/telma/table.py" line="602" />
        <source>That call was not accepted.</source>
        <translation>Quella chiamata non è stata accettata.</translation>
    </message>
</context>
</TS>