# tablic — română.

## Erori: le vede persoana care a acționat.
error-no-game = Nu există niciun joc în acest canal: începeți unul cu new.
error-game-in-progress = Un joc este deja deschis în acest canal: alăturați-vă sau terminați-l mai întâi.
error-already-started = Jocul a început deja.
error-already-seated = Aveți deja un loc la această masă.
error-table-full = Toate locurile sunt ocupate.
error-not-seated = Nu jucați în acest joc.
error-not-creator = Doar jucătorul care a deschis jocul poate face asta.
error-not-creator-or-admin = Doar jucătorul care a deschis jocul sau un administrator îl poate opri.
error-not-playing = Jocul nu se joacă acum.
error-not-finished = Jocul este încă în desfășurare.
error-stale = Aceasta era pentru o poziție anterioară a jocului: iată poziția curentă.
error-no-computer-there = Pe locul { $seat } nu este niciun calculator.
error-not-away = Locul este al dumneavoastră: calculatorul nu joacă în locul dumneavoastră.
error-no-claims = Această variantă nu permite anunțarea victoriei.
error-storage = Jocul nu a putut fi salvat, deci nu s-a schimbat nimic: încercați din nou peste o clipă.
error-rules = Aceste reguli nu pot fi jucate: { $reason }
error-match-over = Partida s-a încheiat.
error-hand-over = Mâna s-a încheiat.
error-no-such-seat = La această masă nu există locul { $seat }.
error-not-your-turn = Nu este rândul dumneavoastră: joacă locul { $seat }.
error-not-in-hand = { $card } nu este în mâna dumneavoastră.
error-not-on-table = { $card } nu este pe masă.
error-illegal-capture = { $card } nu poate lua { $take }: fiecare grup trebuie să adune valoarea cărții sau să fie de același rang.
error-must-capture = { $card } poate lua cărți, iar în această variantă trebuie să luați tot ce poate lua.
error-redeal-not-allowed = O reîmpărțire o poate cere doar primul jucător, înainte de prima carte, o dată pe mână.

## Anunțuri pentru canal.
notice-created = Un joc nou a fost deschis ({ $name }): alăturați-vă.
notice-joined = { $name } s-a alăturat.
notice-left = { $name } a plecat.
notice-computer-added = { $name } s-a așezat la masă.
notice-computer-removed = { $name } s-a ridicat de la masă.
notice-started = Jocul a început.
notice-redealt = { $name } a cerut cărți noi.
notice-claim-right = { $name } anunță victoria (puncte: { $total }): anunțul este corect.
notice-claim-wrong = { $name } anunță victoria (puncte: { $total }), dar nu ajung: anunțul este greșit și pierde.
notice-resigned = { $name } a abandonat.
notice-aborted = { $by } a oprit jocul.
notice-timed-out = { $name }: timpul a expirat, calculatorul a jucat mutarea.
notice-timed-out-away = { $name }: timpul a expirat de două ori, calculatorul joacă până când jucătorul anunță că s-a întors.
notice-back = { $name } s-a întors.
notice-closed = Toți au plecat: jocul este închis.

## Masa și cărțile.
label-table = Masa
label-your-hand = Cărțile dumneavoastră
label-to-play = La mutare: { $name }
label-hand-number = Mâna { $number }
label-cards-left = { $count ->
    [one] o carte de împărțit
    [few] { $count } cărți de împărțit
   *[other] { $count } de cărți de împărțit
}
label-tabla = Tabla!
label-computer = Calculator ({ $level })
button-join = Alătură-te
button-start = Începe
button-add-computer = Adaugă calculator
button-my-hand = Cărțile mele
button-rematch = Revanșă
button-trail = Las-o pe masă
button-claim = Anunță victoria
result-won = Victorie: { $names }. Scor final { $score }.
result-drawn = Partida s-a încheiat la egalitate, { $score }.
result-aborted = Partida a fost oprită.
level-random = aleatoriu
level-greedy = lacom
level-easy = ușor
level-medium = mediu
level-hard = greu
