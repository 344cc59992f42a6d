# tablic — română.

## Erori: le vede persoana care a acționat.
error-no-game = Nu există niciun joc în acest canal: începeți unul cu new.
error-game-in-progress = Aici se joacă acum un joc: așteptați să se termine, apoi începeți-l pe al dumneavoastră.
error-game-open = Aici este deschis un joc: alăturați-vă cât mai sunt locuri libere sau așteptați să se termine.
error-already-playing = Jucați deja jocul de aici.
error-already-started = Jocul a început deja.
error-already-seated = Aveți deja un loc la această masă.
error-table-full = Toate locurile sunt ocupate.
error-not-seated = Nu jucați în acest joc.
error-not-creator = Doar jucătorul care a deschis jocul ({ $name }) poate face asta: cereți-i acest lucru.
error-not-creator-or-admin = Doar jucătorul care a deschis jocul ({ $name }) sau un administrator îl poate opri.
error-not-playing = Jocul nu se joacă acum.
error-not-finished = Jocul este încă în desfășurare.
error-rematch-started = Revanșa a fost deja pornită ({ $name }): aveți locul dumneavoastră în ea.
error-rematch-yours = Ați pornit deja revanșa: jocul este în desfășurare.
error-rematch-not-seated = Doar jucătorii acestui joc pot porni revanșa.
error-stale = Aceasta era pentru o poziție anterioară a jocului: iată poziția curentă.
error-no-computer-there = Pe locul { $seat } nu este niciun calculator.
error-not-away = Sunteți la masă: cărțile le jucați chiar dumneavoastră.
error-no-claims = Această variantă nu permite anunțarea victoriei.
error-claim-tie-break = Scorul este egal la țintă, așa că această mână decide partida: nimeni nu poate anunța victoria până nu se termină.
error-storage = Jocul nu a putut fi salvat, deci nu s-a schimbat nimic: încercați din nou peste o clipă.
error-unconfirmed = Nu s-a confirmat că acest lucru a fost salvat, deci s-ar putea să conteze: priviți masa așa cum este acum înainte de a încerca din nou.
error-changed = Jocul a fost schimbat în altă parte în același moment, deci nimic din ce ați făcut nu s-a aplicat: priviți masa așa cum este acum și încercați din nou.
error-set-aside = Înregistrarea salvată a acestui joc nu mai poate fi citită, așa că jocul a fost pus deoparte: începeți unul nou cu new.
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
notice-created = Un joc nou a fost deschis ({ $name }).
notice-joined = { $name } s-a alăturat.
notice-left = { $name } a plecat.
notice-computer-added = { $name } s-a așezat la masă.
notice-computer-removed = { $name } s-a ridicat de la masă.
notice-started = Jocul a început.
notice-rematch = { $name } a pornit o revanșă.
notice-you-rematch = Ați pornit o revanșă.
notice-redealt = { $name } a cerut cărți noi.
notice-claim-right = { $name } anunță victoria (puncte: { $total }): anunțul este corect.
notice-claim-wrong = { $name } anunță victoria (puncte: { $total }), dar nu ajung: pierde partida.
notice-resigned = { $name } a abandonat.
notice-you-claim-right = Ați anunțat victoria (puncte: { $total }): anunțul este corect.
notice-you-claim-wrong = Ați anunțat victoria (puncte: { $total }), dar nu ajung: ați pierdut partida.
notice-you-resigned = Ați abandonat.
notice-you-aborted = Ați oprit jocul.
notice-aborted = { $by } a oprit jocul.
notice-timed-out = { $name }: timpul a expirat, calculatorul a jucat mutarea.
notice-timed-out-away = { $name }: timpul a expirat de două ori; calculatorul joacă în locul jucătorului până când acesta apasă un buton sau trimite o comandă.
notice-you-timed-out = Timpul dumneavoastră a expirat: calculatorul a jucat mutarea în locul dumneavoastră.
notice-you-timed-out-away = Timpul dumneavoastră a expirat de două ori: calculatorul joacă în locul dumneavoastră până apăsați un buton sau trimiteți o comandă.
for-you-took = Calculatorul a jucat { $card } în locul dumneavoastră și a luat { $take }.
for-you-trailed = Calculatorul a pus { $card } pe masă în locul dumneavoastră.
for-you-timed-out-took = Timpul dumneavoastră a expirat: calculatorul a jucat { $card } în locul dumneavoastră și a luat { $take }.
for-you-timed-out-trailed = Timpul dumneavoastră a expirat: calculatorul a pus { $card } pe masă în locul dumneavoastră.
for-you-timed-out-again-took = Timpul dumneavoastră a expirat din nou: calculatorul a jucat { $card } în locul dumneavoastră și a luat { $take }.
for-you-timed-out-again-trailed = Timpul dumneavoastră a expirat din nou: calculatorul a pus { $card } pe masă în locul dumneavoastră.
timed-out-warning = Dacă timpul vă expiră și la mutarea următoare, calculatorul va juca în locul dumneavoastră până apăsați un buton sau trimiteți o comandă.
timed-out-warning-alone = Dacă timpul vă expiră și la mutarea următoare, jocul vă va aștepta și va fi amânat dacă nu reveniți.
you-are-away = Nu sunteți la masă: calculatorul joacă în locul dumneavoastră până apăsați un buton sau trimiteți o comandă.
you-are-away-waiting = Toți cei de la masă sunt absenți: jocul așteaptă până revine cineva. Apăsați un buton sau trimiteți o comandă ca să reveniți.
you-are-away-waiting-alone = Nu sunteți la masă: jocul vă așteaptă până apăsați un buton sau trimiteți o comandă.
notice-back = { $name } s-a întors.
notice-you-back = V-ați întors: jocul continuă.
hand-partner = 👥 Partenerul dumneavoastră: { $name }
hand-moves-since = { $first ->
    [yes] Mutări înaintea primei dumneavoastră cărți:
   *[no] Mutări de la ultima dumneavoastră carte:
}
notice-while-away-took = Cât ați lipsit, calculatorul a jucat în locul dumneavoastră { $moves ->
    [one] o carte
    [few] { $moves } cărți
   *[other] { $moves } de cărți
} și a luat de pe masă { $taken ->
    [one] o carte
    [few] { $taken } cărți
   *[other] { $taken } de cărți
}.
notice-while-away-trailed = Cât ați lipsit, calculatorul a pus pe masă în locul dumneavoastră { $moves ->
    [one] o carte
    [few] { $moves } cărți
   *[other] { $moves } de cărți
}.
notice-closed = Toți au plecat: jocul este închis.
notice-everyone-away = Toți cei de la masă sunt absenți: jocul așteaptă. Dacă nu revine nimeni în decurs de { $after }, jocul este amânat și nu contează pentru nimeni.
notice-one-away = { $name } nu este la masă: jocul așteaptă. Dacă { $name } nu revine în decurs de { $after }, jocul este amânat și nu contează pentru nimeni.
notice-you-away = Nu sunteți la masă: jocul vă așteaptă. Dacă nu reveniți în decurs de { $after }, jocul este amânat și nu contează pentru nimeni.

## Masa și cărțile.
label-table = Masa
label-your-hand = Cărțile dumneavoastră
label-to-play = La mutare: { $name }
label-hand-number = Mâna { $number }
hand-leftovers = { $count ->
    [one] Pe masă a rămas o carte{ $cards }, luată de
    [few] Pe masă au rămas { $count } cărți{ $cards }, luate de
   *[other] Pe masă au rămas { $count } de cărți{ $cards }, luate de
} { $by ->
    [last] { $names }, care a luat ultima dată.
    [last-side] { $names }, echipa care a luat ultima dată.
    [dealer] { $names }, care a împărțit.
   *[dealer-side] { $names }, echipa care a împărțit.
}
hand-most-cards-tied = Egalitate la cărți, câte { $count }: nimeni nu primește { $points ->
        [one] punctul
        [few] cele { $points } puncte
       *[other] cele { $points } de puncte
    } pentru cele mai multe cărți.
hand-level-at-target = Cei din frunte sunt la egalitate, la { $score }: încă o mână decide partida și în ea nimeni nu poate anunța victoria.
table-tie-break = Cei din frunte sunt la egalitate, la { $score }: această mână decide partida și în ea nimeni nu poate anunța victoria.
hand-leftovers-you = { $count ->
    [one] Pe masă a rămas o carte{ $cards }, luată de
    [few] Pe masă au rămas { $count } cărți{ $cards }, luate de
   *[other] Pe masă au rămas { $count } de cărți{ $cards }, luate de
} { $by ->
    [last] dumneavoastră, care ați luat ultima dată.
   *[dealer] dumneavoastră, care ați împărțit.
}
late-tablas-end = De la a șaptea mână, tablele se punctează abia la sfârșitul mâinii, nu pe loc și nici la un anunț de victorie.
late-tablas-end-pending = De la a șaptea mână, tablele se punctează abia la sfârșitul mâinii, nu pe loc și nici la un anunț de victorie ({ $sides } la sfârșitul acestei mâini).
late-tablas-none = De la a șaptea mână, tablele nu mai aduc puncte.
late-tablas-cap90 = De la a șaptea mână, tablele le punctează doar o echipă care avea sub 90 la începutul mâinii, și doar până la 90.
late-tablas-cap90-open = De la a șaptea mână, tablele le punctează doar o echipă care avea sub 90 la începutul mâinii, și doar până la 90 (puncte din table încă posibile în această mână: { $sides }).
label-cards-left = { $count ->
    [0] nicio carte de împărțit
    [one] o carte de împărțit
    [few] { $count } cărți de împărțit
   *[other] { $count } de cărți de împărțit
}
label-tabla = Tabla!
label-tabla-points = Tabla! (+{ $points })
hand-redeal-hint = Puteți refuza o singură dată aceste cărți, înainte de prima carte jucată: { $button } vă dă altele.
label-computer = Calculator ({ $level })
button-join = Alătură-te
button-start = Începe
button-add-computer = Adaugă calculator
button-my-hand = Cărțile mele
button-rematch = Revanșă
button-trail = Las-o pe masă
button-claim = Anunță victoria
result-won = Victorie: { $names }. Scor final { $score }.
result-won-short = Victorie cu mai multe puncte în jocul de o singură mână: { $names }. Scor final { $score }.
result-won-claim = Victorie prin anunț corect: { $names }. Scor final { $score }.
result-won-failed-claim = Victorie: { $names }. Anunț de victorie fără destule puncte: { $by }. Scor final { $score }.
result-won-failed-claim-you = Victorie: { $names }. Ați anunțat victoria fără destule puncte. Scor final { $score }.
result-won-bonus = Victorie cu o tablanetă: { $names }. Scor final { $score }.
result-won-resignation = Victorie: { $names }. Abandon: { $by }. Scor final { $score }.
result-won-resignation-you = Victorie: { $names }. Ați abandonat. Scor final { $score }.
result-ends-for-all = { $why ->
    [claim] Un anunț greșit
   *[other] Abandonul
} încheie jocul pentru toți: câștigă jucătorul cu cele mai multe puncte dintre ceilalți{ $tied ->
    [yes] {" "}(la puncte egale, cel care s-a așezat primul)
   *[no] {""}
}.
result-you-won = { $partners ->
    [yes] Echipa dumneavoastră a câștigat.
   *[other] Ați câștigat.
} Scor final { $score }.
result-you-won-short = { $partners ->
    [yes] Echipa dumneavoastră a câștigat cu mai multe puncte în jocul de o singură mână.
   *[other] Ați câștigat cu mai multe puncte în jocul de o singură mână.
} Scor final { $score }.
result-you-won-claim = { $partners ->
    [yes] Echipa dumneavoastră a câștigat prin anunț corect.
   *[other] Ați câștigat prin anunț corect.
} Scor final { $score }.
result-you-won-failed-claim = { $partners ->
    [yes] Echipa dumneavoastră a câștigat. Anunț de victorie fără destule puncte: { $by }.
   *[other] Ați câștigat. Anunț de victorie fără destule puncte: { $by }.
} Scor final { $score }.
result-you-won-bonus = { $partners ->
    [yes] Echipa dumneavoastră a câștigat cu o tablanetă.
   *[other] Ați câștigat cu o tablanetă.
} Scor final { $score }.
result-you-won-resignation = { $partners ->
    [yes] Echipa dumneavoastră a câștigat. Abandon: { $by }.
   *[other] Ați câștigat. Abandon: { $by }.
} Scor final { $score }.
## Names listed in a sentence: "Ana, Bob și Cy".
list-and = { $rest } și { $last }
result-drawn = { $leaders ->
    [none] Egalitate.
   *[other] Egalitate: { $leaders } împart primul loc.
} Scor final { $score }.
result-aborted = Partida a fost oprită de { $by }. Nu contează pentru nimeni.
result-adjourned = Partida a fost amânată: nu a revenit nimeni. Nu contează pentru nimeni.
result-adjourned-you = Partida a fost amânată: nu ați revenit. Nu contează pentru nimeni.
result-adjourned-one = Partida a fost amânată: { $name } nu a revenit. Nu contează pentru nimeni.
level-random = aleatoriu
level-greedy = lacom
level-easy = ușor
level-medium = mediu
level-hard = greu

# Yes and no: the first word is the one shown; every word of every language is read.
words-yes = da d
words-no = nu n
# A choice of one: $rest is every choice but the last, joined with commas; $last is the last.
list-or = { $rest } sau { $last }

## Refuzuri în cuvintele platformei cititorului.
refusal-no-game = Aici nu există niciun joc: deschideți unul cu { $command }.
refusal-rematch-not-seated = Doar jucătorii acestui joc pot porni revanșa: deschideți un joc nou cu { $command }.
refusal-game-open = Aici este deschis un joc: alăturați-vă cu { $command } cât mai sunt locuri libere sau așteptați să se termine.
refusal-already-playing = Jucați deja jocul de aici: { $command } vă arată cărțile.
refusal-not-creator-or-admin = Doar jucătorul care a deschis jocul ({ $name }) sau { $platform ->
    [discord] un administrator al serverului
   *[other] un administrator
} îl poate opri.
refusal-not-your-turn = Nu este rândul dumneavoastră: joacă { $name }.
refusal-unknown-level = Nivel de calculator necunoscut „{ $name }”: alegeți { $levels }.
refusal-unavailable = Baza de date nu este disponibilă acum, încercați din nou.
refusal-unknown-button = Acest buton nu mai funcționează: folosiți butoanele din cel mai nou mesaj.
refusal-old-game = Butonul aparține unui joc anterior de la această masă: folosiți masa cea mai recentă.
refusal-game-gone = Jocul acela s-a încheiat sau nu mai este aici: începeți unul nou cu { $command }.
refusal-set-aside = Înregistrarea salvată a acelui joc nu mai poate fi citită, așa că jocul a fost pus deoparte: nu contează pentru nimeni. Începeți unul nou cu { $command }.
refusal-server-only = Aceasta funcționează doar { $platform ->
    [discord] pe un server
   *[other] într-un grup
}.
refusal-admins-only = { $platform ->
    [discord] Doar membrii cu permisiunea Gestionează serverul pot schimba setările implicite ale serverului: rugați-l pe unul dintre ei.
   *[other] Doar administratorii grupului îi pot schimba setările: rugați-l pe unul dintre ei.
}
refusal-bad-option = Opțiunea nu este corectă: { $detail }
refusal-period = „{ $period }” nu este o alegere pentru { $command }. Alegerile sunt:
    • { $points } sau { $strength }: ce clasament
    • { $month }, { $last_month }, { $season }, { $last_season } sau { $all }: ce perioadă
    • { $rivals }: doar dumneavoastră și cei cu care ați jucat
    • { $here }: doar jocurile de aici
refusal-internal = Ceva nu a mers bine la mine; nu s-a schimbat nimic. Încercați din nou.
refusal-unknown-variant = Variantă necunoscută „{ $name }”: alegeți { $variants }.
refusal-unknown-option = Opțiune necunoscută „{ $name }”: opțiunile sunt { $options }.
refusal-missing-value = Opțiunea „{ $name }” are nevoie de o valoare după „{ $key }=”: { $expected }.
refusal-bad-value = Opțiunea „{ $name }” nu poate fi „{ $value }”: se așteaptă { $expected } (valorile se scriu exact așa cum sunt date).
refusal-not-key-value = „{ $word }” nu are forma cheie=valoare: { $usage }
refusal-unknown-setting = Setare necunoscută „{ $key }”: { $usage }
refusal-timer = Timpul trebuie să fie un număr de secunde între 0 și { $max } (0 sau off înseamnă fără limită), nu „{ $value }”.
refusal-unknown-language = Limbă necunoscută „{ $name }”: alegeți { $languages }.
refusal-yes-no = Setarea „{ $key }” nu poate fi „{ $value }”: scrieți { $key }={ $yes } sau { $key }={ $no }.
refusal-notify = { $platform ->
    [discord] „{ $value }” nu este un loc pentru anunțul rândului: alegeți { $channel } sau { $private }.
   *[other] „{ $value }” nu este un loc pentru anunțul rândului: scrieți { $channel } sau { $private }.
}
settings-usage = scrieți { $command } { $platform ->
    [discord] cu opțiunile de schimbat
   *[other] variant=tablic timer=120 language=sr-Latn notify=channel computers=yes (timpul în secunde, 0 sau off înseamnă fără limită)
}

## Anunțarea victoriei.
claim-question = { $partners ->
    [yes] Echipa dumneavoastră are
   *[other] Aveți
} { $total ->
    [one] un punct
    [few] { $total } puncte
   *[other] { $total } de puncte
}; ținta este { $target }. Un anunț sub țintă este greșit, iar un anunț greșit pierde partida. Anunțați totuși?
button-claim-anyway = Anunță totuși
button-back = M-am întors

## Clasament și reguli.
standings-title = { $board ->
    [strength] Forță
   *[points] Clasament
} — { $period }
standings-here = acest canal
standings-empty = { $period ->
    [month] Luna aceasta nu există jocuri care să conteze
    [last-month] Luna trecută nu au existat jocuri care să conteze
    [season] În sezonul acesta nu există jocuri care să conteze
    [last-season] În sezonul trecut nu au existat jocuri care să conteze
   *[all] Încă nu există jocuri care să conteze
}{ $here ->
    [yes] {" "}pe acest canal
    [place] {" "}aici
   *[no] {""}
}.
standings-row = { $rank }. { $name } — { $points ->
    [one] un punct
    [few] { $points } puncte
   *[other] { $points } de puncte
} · { $matches ->
    [one] un joc
    [few] { $matches } jocuri
   *[other] { $matches } de jocuri
}{ $with_computers }, { $wins ->
    [one] o victorie
    [few] { $wins } victorii
   *[other] { $wins } de victorii
}
standings-footer = Puncte de clasament: o partidă câștigată aduce jumătate din scorul final plus avansul față de al doilea (101 : 94 dă 50 + 7 = 57), una pierdută o zecime din scor (94 dă 9), o remiză câte o zecime fiecăruia; o partidă de o singură mână aduce 5 pentru victorie, 2 pentru remiză și 0 pentru înfrângere. Partidele oprite, cele amânate și cele puse deoparte nu contează pentru nimeni.
standings-rivals = dumneavoastră și rivalii
standings-with-computers = contează și jocurile cu calculatorul
standings-computers-off = Jocurile cu calculatorul la masă nu se numără aici; un administrator poate activa asta { $how ->
    [none] din setări.
   *[other] cu { $how }.
}
standings-row-computers = { $count } cu calculatorul
standings-strength-row = { $rank }. { $name } — forță { $strength } · { $matches ->
    [one] un joc
    [few] { $matches } jocuri
   *[other] { $matches } de jocuri
}{ $with_computers }, { $wins ->
    [one] o victorie
    [few] { $wins } victorii
   *[other] { $wins } de victorii
}
standings-strength-empty = { $period ->
    [last-month] Nimeni nu a jucat cele { $min } de jocuri cerute de acest clasament.
    [last-season] Nimeni nu a jucat cele { $min } de jocuri cerute de acest clasament.
   *[other] Încă nimeni nu are cele { $min } de jocuri cerute de acest clasament.
}
standings-strength-footer = Forța este numărul de victorii împărțit la numărul de jocuri, plus un bonus pentru jocul des: într-o lună +1 de la 60 de jocuri și încă +1 la fiecare 10 jocuri, cel mult +10 de la 150; într-un sezon și de la început +1 de la 600 de jocuri și încă +1 la fiecare 100, cel mult +10 de la 1500. În acest clasament intră cine are cel puțin { $min } de jocuri.
standings-no-rivals = Încă nu aveți rivali: rivalii sunt cei cu care ați terminat un joc aici.
standings-words-points = puncte
standings-words-strength = forță forța
standings-words-month = luna lună
standings-words-last-month = luna-trecută
standings-words-season = sezon sezonul
standings-words-last-season = sezonul-trecut
standings-words-all = tot toate
standings-words-rivals = rivali rivalii
standings-words-here = aici
standings-words-last = trecută trecut
standings-rivals-of = { $name } și rivalii
standings-place-of = Locul ocupat de { $name }: { $row }
standings-no-rivals-of = { $name } nu are încă rivali: rivalii sunt cei cu care a terminat un joc aici.
standings-rivals-empty-of = Nici { $name }, nici rivalii nu au terminat niciun joc{ $period ->
    [month] {" "}luna aceasta
    [last-month] {" "}luna trecută
    [season] {" "}în sezonul acesta
    [last-season] {" "}în sezonul trecut
   *[all] {""}
}{ $here ->
    [yes] {" "}pe acest canal
    [place] {" "}aici
   *[no] {""}
}.
standings-rivals-strength-empty-of = { $period ->
    [last-month] Nici { $name }, nici rivalii nu au jucat cele { $min } de jocuri cerute de acest clasament.
    [last-season] Nici { $name }, nici rivalii nu au jucat cele { $min } de jocuri cerute de acest clasament.
   *[other] Nici { $name }, nici rivalii nu au încă cele { $min } de jocuri cerute de acest clasament.
}
stats-title = { $name } — jocurile de aici
stats-line = { $period }: { $matches ->
    [one] un joc
    [few] { $matches } jocuri
   *[other] { $matches } de jocuri
}{ $with_computers }, { $wins ->
    [one] o victorie
    [few] { $wins } victorii
   *[other] { $wins } de victorii
}, { $points ->
    [one] un punct de clasament
    [few] { $points } puncte de clasament
   *[other] { $points } de puncte de clasament
}, forță { $strength }{ $unranked }, { $tablas ->
    [one] o tabla
    [few] { $tablas } table
   *[other] { $tablas } de table
}, cea mai bună mână { $best }
stats-none = { $period }: niciun joc care să conteze.
stats-never = { $name } nu a terminat încă niciun joc aici.
stats-never-you = Nu ați terminat încă niciun joc aici.
stats-unranked = în clasamentul de forță abia de la { $min } de jocuri
stats-teams = Partenerii împart rezultatul, tablele și cea mai bună mână ale echipei lor.
stats-strength-bonus = Forța include un bonus pentru joc frecvent: într-o lună de la { $month } de jocuri, într-un sezon și în total de la { $season }.
period-month = luna aceasta
period-season = sezonul acesta
period-all = de la început
rules-title = Reguli: { $variant }
rules-this-game = Jocul acesta: { $variant }{ $options }.
rules-short = O singură mână: câștigă scorul mai mare.
rules-change = { $platform ->
    [discord] Orice opțiune se poate schimba când jocul se deschide, de ex. { $command } { $variant_opt }: { $variant } { $rules_opt }: target=151 partners=no (completarea automată propune opțiunile și valorile lor).
    [terminal] Orice opțiune se poate schimba când începeți un joc nou, de ex. { $command } --variant { $variant } --option target=151 --option partners=no.
   *[other] Orice opțiune se poate schimba când jocul se deschide, de ex. { $command } { $variant } target=151 partners=no.
}
rules-options = Opțiuni: { $options }
rules-jack-tabla = Valetul ia toată masa, iar un valet care golește masa aduce o tabla (jack-tabla=yes).
rules-jack-no-tabla = Valetul ia toată masa, dar nu aduce tabla (jack-tabla=no).
rules-how-title = Cum se joacă:
rules-how-deal = Fiecare jucător primește { $cards } { $cards ->
    [one] carte
    [few] cărți
   *[other] de cărți
}, iar patru se așază cu fața în sus pe masă. Când toți și-au jucat cărțile, fiecare mai primește { $cards }, până se termină pachetul de { $deck } de cărți: aici se încheie mâna.
rules-how-redeal = Înainte de a juca o carte, primul jucător poate refuza o dată primele cărți primite și primi altele.
rules-how-play = La rândul dumneavoastră jucați o carte. Ea ia cărțile de pe masă de același rang și orice grupuri de cărți de pe masă care adunate dau valoarea ei; o carte care nu ia nimic rămâne pe masă.
rules-how-values = Valori: cărțile cu număr, numărul lor{ $jack ->
    [sweep] {""}
   *[twelve] , J 12
}{ $courts ->
    [low] , Q 12, K 13
    [none] {""}
   *[high] , Q 13, K 14
}, { $aces ->
    [one] asul 1
   *[both] asul 1 sau 11 (la alegere)
}.
rules-how-faces-by-rank = { $jack ->
    [sweep] Damele și popii
   *[twelve] Valeții, damele și popii
} nu intră niciodată într-un grup: iau doar cărți de același rang.
rules-how-group = Un grup are cel mult { $size } { $size ->
    [one] carte
    [few] cărți
   *[other] de cărți
}.
rules-how-forced = O carte care poate lua trebuie să ia tot ce poate.
rules-how-free = Luarea este la alegerea dumneavoastră: puteți lua doar o parte din ce poate lua cartea sau o puteți lăsa pe masă.
rules-how-tabla = A lua toate cărțile de pe masă este o tabla și valorează { $points } { $points ->
    [one] punct
    [few] puncte
   *[other] de puncte
}{ $last ->
    [yes] {""}
   *[no] {""}, dar nu cu ultima carte a mâinii
}.
rules-how-tablanette = A lua toate cărțile de pe masă este o tablanetă: aduce suma valorilor cărților luate și a cărții care le-a luat{ $last ->
    [yes] {""}
   *[no] {""}, dar nu cu ultima carte a mâinii
}.
rules-how-leftovers = Când mâna se încheie, { $who ->
    [dealer] echipa care a împărțit
   *[last] echipa care a luat ultima
} ia cărțile rămase pe masă.
rules-how-score = Cărțile luate aduc: { $points }.
rules-how-most-cards = Echipa cu cele mai multe cărți primește { $points } { $points ->
    [one] punct
    [few] puncte
   *[other] de puncte
}{ $tie ->
    [last] {""}; la egalitate, echipa care a luat ultima, dacă este una dintre ele
   *[none] {""}; la egalitate, nimeni
}.
rules-how-last-capture = Ultima luare aduce { $points } { $points ->
    [one] punct
    [few] puncte
   *[other] de puncte
}.
rules-how-target = Se joacă mâini până când o echipă are { $target } { $target ->
    [one] punct
    [few] puncte
   *[other] de puncte
} la sfârșitul unei mâini: ea câștigă (scorul mai mare, dacă au mai multe).
rules-how-win-on-bonus = Echipa care atinge { $target } cu o tablanetă câștigă pe loc.
rules-how-claims = Nu trebuie să așteptați sfârșitul mâinii: oricând puteți anunța victoria, socotind și ce ați luat în mâna aceasta. Un anunț corect câștigă; unul greșit pierde.
rules-how-partners = Partenerii stau față în față și împart cărțile luate și scorul.
rules-option-title = Opțiunea: { $option }
rules-option-values = Valori:
rules-option-presets = În variante:
rules-option-here = La masa aceasta: { $value }
rules-option-set = { $platform ->
    [discord] Se alege când deschideți un joc: { $command } { $variant_opt }: { $variant } { $rules_opt }: { $example }
    [terminal] Se alege când începeți un joc: { $command } --variant { $variant } --option { $example }
   *[other] Se alege când deschideți un joc: { $command } { $variant } { $example }
}
rules-option-hint = { $platform ->
    [discord] Explicația unei opțiuni, cu valorile ei și alegerea fiecărei variante: { $command } { $option_opt }: { $example }
   *[other] Explicația unei opțiuni, cu valorile ei și alegerea fiecărei variante: { $command } { $example }
}
refusal-unknown-rules-word = „{ $name }” nu este nici variantă, nici opțiune. Variante: { $variants }. Opțiuni: { $options }.
rules-option-in-variant = În varianta { $variant }: { $value }
refusal-rules-two-variants = „{ $first }” și „{ $second }” sunt amândouă variante.
refusal-rules-two-options = „{ $first }” și „{ $second }” sunt amândouă opțiuni.
refusal-rules-too-many-words = Prea multe cuvinte.
rules-ask = { $platform ->
    [discord] Cereți o variantă, o opțiune sau o opțiune într-o variantă: { $command } { $variant_opt }: { $variant } { $option_opt }: { $example }
   *[other] Cereți o variantă, o opțiune sau o opțiune într-o variantă: { $command } { $variant } { $example }
}
rules-range-cards = un număr de cărți de la { $min } la { $max }
rules-about-players = Câți jucători stau la masă.
rules-value-players-2 = doi jucători, față în față
rules-value-players-3 = trei jucători, fiecare pentru sine
rules-value-players-4 = patru jucători: două echipe, partenerii față în față, afară de partners=no
rules-about-partners = Dacă patru jucători joacă în două echipe: partenerii stau față în față și au un teanc și un scor comun; primul și al treilea care se așază joacă împotriva celui de-al doilea și a celui de-al patrulea.
rules-value-partners-yes = două echipe de câte doi (doar cu patru jucători)
rules-value-partners-no = fiecare joacă pentru sine
rules-about-target = Punctele care câștigă partida: câștigă echipa care le are la sfârșitul unei mâini.
rules-value-target-number = punctele până la care se joacă (101, 151, 251, …)
rules-about-short = Un joc de o singură mână: câștigă scorul mai mare după ea, fără țintă.
rules-value-short-yes = o singură mână; fără anunțarea victoriei, fiindcă nu există țintă
rules-value-short-no = se joacă mâini până când o echipă atinge ținta
rules-about-match-tie = Ce se întâmplă când echipele din frunte sunt la egalitate la țintă sau peste ea după o mână.
rules-value-match-tie-play-on = se mai joacă o mână, în care nimeni nu poate anunța victoria
rules-value-match-tie-draw = partida se încheie la egalitate
rules-about-deck = Cu ce pachet se joacă.
rules-value-deck-52 = pachetul întreg de 52 de cărți
rules-value-deck-40 = 40 de cărți, fără valeți, dame și popi (jocul sloven)
rules-about-cards-per-deal = Câte cărți primește fiecare jucător la o împărțire; se împarte până se termină pachetul. Un număr care nu împarte cărțile egal este refuzat, cu numerele care le împart.
rules-value-cards-per-deal-number = cărțile pe care le primește fiecare jucător la o împărțire
rules-about-redeal = Dacă primul jucător poate refuza o dată primele cărți primite (tabinet): ele se amestecă înapoi în pachet și se împart altele.
rules-value-redeal-yes = primul jucător poate cere o dată cărți noi, înainte să joace o carte
rules-value-redeal-no = fără cărți noi: se joacă ce s-a împărțit
rules-about-jack = Ce face valetul.
rules-value-jack-12 = o carte obișnuită care valorează 12
rules-value-jack-sweep = ia toate cărțile de pe masă și nu intră niciodată într-o sumă
rules-about-jack-tabla = Dacă un valet care ia tot (jack=sweep) și golește masa aduce o tabla.
rules-value-jack-tabla-yes = aduce o tabla (Tablanet)
rules-value-jack-tabla-no = ia cărțile, dar nu aduce tabla
rules-about-aces = Cât valorează asul la luare.
rules-value-aces-1-11 = 1 sau 11, cum alege jucătorul pentru fiecare as
rules-value-aces-1 = întotdeauna 1
rules-about-courts = Cât valorează dama și popa.
rules-value-courts-13-14 = dama 13, popa 14
rules-value-courts-12-13 = dama 12, popa 13 (Tablanet)
rules-about-faces-in-sums = Dacă damele și popii (și un valet care valorează 12) pot intra într-o sumă.
rules-value-faces-in-sums-yes = se adună ca orice altă carte
rules-value-faces-in-sums-no = iau doar o carte de același rang
rules-about-largest-group = Cele mai multe cărți de pe masă dintr-un grup a cărui sumă este valoarea cărții jucate.
rules-value-largest-group-any = fără limită
rules-value-largest-group-number = cel mult atâtea cărți într-un grup (tablanette japonez: 3)
rules-about-forced = Dacă un jucător trebuie să ia când cartea jucată poate lua.
rules-value-forced-yes = o carte care poate lua trebuie să ia tot ce poate; rămâne doar alegerea între cele mai mari luări și cât valorează fiecare as
rules-value-forced-no = luarea este liberă: jucătorul poate lua doar o parte din ce poate lua cartea sau o poate lăsa pe masă
rules-about-tabla = Ce aduce luarea tuturor cărților de pe masă.
rules-value-tabla-none = nimic
rules-value-tabla-sum = suma valorilor cărților luate și a cărții care le-a luat (o tablanetă)
rules-value-tabla-number = atâtea puncte pentru fiecare tabla
rules-about-last-card-tabla = Dacă golirea mesei cu ultima carte a unei mâini aduce totuși puncte.
rules-value-last-card-tabla-yes = aduce (Tablanette)
rules-value-last-card-tabla-no = nu aduce nimic
rules-about-late-tablas = Cum se numără tablele de la a șaptea mână încolo (cele trei feluri ale jocului tablić).
rules-value-late-tablas-always = se numără întotdeauna pe loc
rules-value-late-tablas-none = nu aduc nimic
rules-value-late-tablas-end = se numără la sfârșitul mâinii, nu la un anunț de victorie făcut în timpul ei
rules-value-late-tablas-cap90 = le primește doar o echipă care avea sub 90 la începutul mâinii, și doar până la 90
rules-about-win-on-bonus = Dacă o echipă care atinge ținta cu punctele unei tablanete câștigă pe loc, în mijlocul mâinii.
rules-value-win-on-bonus-yes = partida se încheie acolo (tablanette japonez)
rules-value-win-on-bonus-no = partida se hotărăște la sfârșitul mâinii
rules-about-card-points = Cât valorează cărțile luate la sfârșitul unei mâini.
rules-value-card-points-standard = A K Q J 10 câte un punct, 10♦ două, 2♣ unul
rules-value-card-points-tablanet = 10♦ trei, 2♣ două, fiecare as unul
rules-value-card-points-high = A 11, 10 10, K 4, Q 3, J 2
rules-about-most-cards = Puncte pentru echipa care a luat cele mai multe cărți într-o mână.
rules-value-most-cards-number = punctele pe care le primește (0: niciunul)
rules-about-most-cards-tie = Cine primește punctele pentru cele mai multe cărți când echipele din frunte au luat la fel de multe.
rules-value-most-cards-tie-none = nimeni
rules-value-most-cards-tie-last = echipa care a luat ultima, dacă este una dintre ele
rules-about-last-capture = Puncte pentru ultima luare a unei mâini.
rules-value-last-capture-number = punctele pe care le primește (0: niciunul)
rules-about-leftovers = Cine ia cărțile rămase pe masă la sfârșitul mâinii.
rules-value-leftovers-dealer = echipa care a împărțit
rules-value-leftovers-last = echipa care a luat ultima
rules-about-claims = Dacă o echipă poate opri partida oricând, anunțând că a atins ținta, socotind și ce a luat în mâna aceasta: un anunț corect câștigă, unul greșit pierde.
rules-value-claims-claim = anunțarea victoriei este permisă
rules-value-claims-count-out = aceeași regulă sub numele din jocul Tablanette (numărătoare)
rules-value-claims-none = fără anunț: partida se hotărăște doar la sfârșitul unei mâini
lobby-teams = Echipe: { $first } contra { $second }. Partenerii stau față în față: primul și al treilea care se așază joacă împotriva celui de-al doilea și a celui de-al patrulea.
lobby-free-seat = (loc liber)
rules-list = Variantele ({ $command } și numele variantei pentru una):
summary-tablic = Tablić sârbesc: J 12, Q 13, K 14, as 1 sau 11, orice sume, tabla 1, până la 101, anunțarea victoriei
summary-tabinet = Tabinet românesc: ca tablić, primul jucător poate cere o dată cărți noi, fără anunțarea victoriei
summary-tablanette = Tablanette: valetul ia tot, o tablanetă aduce valoarea cărților luate, până la 251, numărătoare
summary-tablanet = Tablanet: valetul ia tot, asul se adună ca 1, dama și popa doar după rang, puncte 10♦ 3 · 2♣ 2 · fiecare as 1, până la 101
summary-tablic-40 = Tablić sloven cu 40 de cărți pentru trei: patru cărți la o împărțire, un punct pentru ultima luare
summary-tablanette-jp = Tablanette japonez: sume de două sau trei cărți, trebuie să luați tot ce puteți, până la 251
span-hours = { $n } h
span-minutes = { $n } min
span-seconds = { $n } s
duration-hours = { $count ->
    [one] o oră
    [few] { $count } ore
   *[other] { $count } de ore
}
duration-minutes = { $count ->
    [one] un minut
    [few] { $count } minute
   *[other] { $count } de minute
}
duration-seconds = { $count ->
    [one] o secundă
    [few] { $count } secunde
   *[other] { $count } de secunde
}
error-no-redeal = În acest joc nu există reîmpărțire: doar la tabinet (sau într-un joc deschis cu redeal=yes) primul jucător poate cere cărți noi.
refusal-uneven-deal = Cu { $players } jucători fiecare primește { $each ->
    [one] o carte
    [few] { $each } cărți
   *[other] { $each } de cărți
} pe mână, iar împărțiri de câte { $per_deal } ar da { $deals }: alegeți cards-per-deal { $choices }.
deal-usual-short = { $size } (obișnuitul { $deals })

## Ce primește o opțiune (în refusal-bad-value): valorile între ghilimele, așa cum se scriu.
option-value = „{ $value }”
expected-number = un număr întreg de la { $min } la { $max }
expected-points = un număr de puncte de la { $min } la { $max }
expected-courts = { $values } pentru damă și popă
## De ce regulile nu pot fi jucate (în error-rules).
unplayable-players = { $players ->
    [one] un jucător
    [few] { $players } jucători
   *[other] { $players } de jucători
}: pot juca între 2 și 4
unplayable-partners = echipele cer exact patru jucători: adăugați { "players=4" } sau renunțați la { "partners=yes" }
unplayable-deal-too-big = prima împărțire, câte { $per_deal } fiecăruia dintre cei { $players } jucători, cere { $needs ->
    [one] o carte
    [few] { $needs } cărți
   *[other] { $needs } de cărți
}, dar pachetul de { $deck } de cărți lasă doar { $stock } după cele patru de pe masă
unplayable-stock-uneven = cărțile rămase după cele patru de pe masă ({ $stock }) nu se pot împărți egal la { $players } jucători
unplayable-redeal-short = o reîmpărțire cere ca după prima împărțire să mai rămână în pachet încă o împărțire ({ $per_deal }), dar au rămas doar { $left }
unplayable-group-size = un grup care se adună trebuie să aibă între două și douăzeci de cărți
unplayable-target = ținta { $target } nu este posibilă: trebuie să fie între 1 și 10000
unplayable-bonus = niciun bonus nu poate valora mai mult de 20 de puncte
unplayable-short-claims = un joc scurt este o singură mână fără o țintă de atins, deci un anunț de victorie n-ar putea fi niciodată corect: un joc scurt are { "claims=none" }
refusal-two-variants = Ați cerut două variante, „{ $first }” și „{ $second }”: alegeți una.
standings-rivals-empty = Nici dumneavoastră, nici rivalii dumneavoastră nu ați terminat niciun joc{ $period ->
    [month] {" "}luna aceasta
    [last-month] {" "}luna trecută
    [season] {" "}în sezonul acesta
    [last-season] {" "}în sezonul trecut
   *[all] {""}
}{ $here ->
    [yes] {" "}pe acest canal
    [place] {" "}aici
   *[no] {""}
}.
standings-rivals-strength-empty = { $period ->
    [last-month] Nici dumneavoastră, nici rivalii dumneavoastră nu ați jucat cele { $min } de jocuri cerute de acest clasament.
    [last-season] Nici dumneavoastră, nici rivalii dumneavoastră nu ați jucat cele { $min } de jocuri cerute de acest clasament.
   *[other] Nici dumneavoastră, nici rivalii dumneavoastră nu aveți încă cele { $min } de jocuri cerute de acest clasament.
}
standings-you = Locul dumneavoastră: { $row }
period-last-month = luna trecută
period-last-season = sezonul trecut
