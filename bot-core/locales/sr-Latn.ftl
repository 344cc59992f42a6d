# tablic — srpski (latinica).

## Greške: vidi ih osoba koja je odigrala.
error-no-game = U ovom kanalu nema igre: započnite je komandom new.
error-game-in-progress = Ovde se upravo igra: sačekajte da se igra završi, pa započnite svoju.
error-game-open = Ovde je otvorena igra: pridružite joj se dok ima slobodnih mesta ili sačekajte da se završi.
error-already-playing = Već igrate igru ovde.
error-already-started = Igra je već počela.
error-already-seated = Već sedite za ovim stolom.
error-table-full = Sva mesta su zauzeta.
error-not-seated = Ne igrate u ovoj igri.
error-not-creator = To može samo igrač koji je otvorio igru ({ $name }): obratite se tom igraču.
error-not-creator-or-admin = Igru može da prekine samo igrač koji ju je otvorio ({ $name }) ili administrator.
error-not-playing = Igra se trenutno ne igra.
error-not-finished = Igra je još u toku.
error-rematch-started = Revanš je već pokrenut ({ $name }): u njemu imate svoje mesto.
error-rematch-yours = Revanš ste već pokrenuli: igra je u toku.
error-rematch-not-seated = Revanš mogu da pokrenu samo igrači ove partije.
error-stale = To je bilo za raniji položaj u igri: evo trenutnog.
error-no-computer-there = Na mestu { $seat } nema računara.
error-not-away = Niste odsutni: igrate svojim kartama.
error-no-claims = U ovoj varijanti nema prijave pobede.
error-claim-tie-break = Rezultat je izjednačen na cilju, pa ovo deljenje odlučuje o pobedniku: niko ne može da prijavi pobedu dok se ono ne završi.
error-storage = Igra nije mogla da se sačuva, pa se ništa nije promenilo: pokušajte ponovo za trenutak.
error-unconfirmed = Nije potvrđeno da je ovo sačuvano, pa se možda računa: pogledajte sto kakav je sada pre nego što pokušate ponovo.
error-changed = Igra je u istom trenutku promenjena na drugom mestu, pa ništa od vašeg nije primenjeno: pogledajte sto kakav je sada i pokušajte ponovo.
error-set-aside = Sačuvani zapis ove igre više ne može da se pročita, pa je igra stavljena po strani: započnite novu komandom new.
error-rules = Ova pravila ne mogu da se igraju: { $reason }
error-match-over = Partija je završena.
error-hand-over = Deljenje je završeno.
error-no-such-seat = Za ovim stolom nema mesta { $seat }.
error-not-your-turn = Niste na potezu: igra mesto { $seat }.
error-not-in-hand = { $card } nije u vašoj ruci.
error-not-on-table = { $card } nije na stolu.
error-illegal-capture = { $card } ne može da nosi { $take }: svaka grupa mora da daje zbir vrednosti karte ili da bude iste jačine.
error-must-capture = { $card } može da nosi karte, a u ovoj varijanti morate da nosite sve što može.
error-redeal-not-allowed = Novo deljenje može da traži samo prvi igrač, pre prve karte, jednom po deljenju.

## Obaveštenja za kanal.
notice-created = Otvorena je nova igra ({ $name }).
notice-joined = Pridružuje se { $name }.
notice-left = Odlazi { $name }.
notice-computer-added = Za sto seda { $name }.
notice-computer-removed = Od stola ustaje { $name }.
notice-started = Igra je počela.
notice-rematch = { $name } pokreće revanš.
notice-you-rematch = Pokrenuli ste revanš.
notice-redealt = Nove karte traži { $name }.
notice-claim-right = { $name } prijavljuje pobedu (poeni: { $total }): prijava je tačna.
notice-claim-wrong = { $name } prijavljuje pobedu (poeni: { $total }), a to nije dovoljno: gubi partiju.
notice-resigned = Predaje { $name }.
notice-you-claim-right = Prijavili ste pobedu (poeni: { $total }): prijava je tačna.
notice-you-claim-wrong = Prijavili ste pobedu (poeni: { $total }), a to nije dovoljno: izgubili ste partiju.
notice-you-resigned = Predali ste.
notice-you-aborted = Prekinuli ste igru.
notice-aborted = Igru prekida { $by }.
notice-timed-out = { $name }: vreme je isteklo, računar je odigrao potez.
notice-timed-out-away = { $name }: vreme je isteklo dvaput, računar igra umesto igrača dok se ne vrati (bilo kojim pritiskom ili komandom).
notice-you-timed-out = Vreme vam je isteklo: računar je odigrao potez umesto vas.
notice-you-timed-out-away = Vreme vam je isteklo dvaput: računar igra umesto vas dok se ne vratite (bilo kojim pritiskom ili komandom).
for-you-took = Računar je umesto vas odigrao { $card } i odneo { $take }.
for-you-trailed = Računar je umesto vas bacio { $card } na sto.
for-you-timed-out-took = Vreme vam je isteklo: računar je umesto vas odigrao { $card } i odneo { $take }.
for-you-timed-out-trailed = Vreme vam je isteklo: računar je umesto vas bacio { $card } na sto.
for-you-timed-out-again-took = Vreme vam je opet isteklo: računar je umesto vas odigrao { $card } i odneo { $take }.
for-you-timed-out-again-trailed = Vreme vam je opet isteklo: računar je umesto vas bacio { $card } na sto.
timed-out-warning = Ako vam vreme istekne i u sledećem potezu, računar će igrati umesto vas dok se ne vratite (bilo kojim pritiskom ili komandom).
timed-out-warning-alone = Ako vam vreme istekne i u sledećem potezu, igra će vas čekati i biće odložena ako se ne vratite.
you-are-away = Odsutni ste: računar igra umesto vas dok se ne vratite (bilo kojim pritiskom ili komandom).
you-are-away-waiting = Svi za stolom su odsutni: igra čeka dok se neko ne vrati (bilo kojim pritiskom ili komandom).
you-are-away-waiting-alone = Odsutni ste: igra vas čeka dok se ne vratite (bilo kojim pritiskom ili komandom).
notice-back = Vraća se { $name }.
notice-you-back = Vratili ste se: igra se nastavlja.
hand-partner = 👥 Vaš partner: { $name }
hand-moves-since = { $first ->
    [yes] Odigrano pre vaše prve karte:
   *[no] Odigrano od vaše poslednje karte:
}
notice-while-away-took = Dok vas nije bilo, računar je umesto vas odigrao { $moves ->
    [one] { $moves } kartu
    [few] { $moves } karte
   *[other] { $moves } karata
} i odneo { $taken ->
    [one] { $taken } kartu
    [few] { $taken } karte
   *[other] { $taken } karata
} sa stola.
notice-while-away-trailed = Dok vas nije bilo, računar je umesto vas bacio na sto { $moves ->
    [one] { $moves } kartu
    [few] { $moves } karte
   *[other] { $moves } karata
}.
notice-closed = Svi su otišli: igra je zatvorena.
notice-everyone-away = Svi za stolom su odsutni: igra čeka. Ako se niko ne vrati za { $after }, igra se odlaže i ne računa se nikome.
notice-one-away = { $name } nije za stolom: igra čeka. Ako se { $name } ne vrati za { $after }, igra se odlaže i ne računa se nikome.
notice-you-away = Odsutni ste: igra vas čeka. Ako se ne vratite za { $after }, igra se odlaže i ne računa se nikome.

## Sto i karte.
label-table = Sto
label-your-hand = Vaše karte
label-to-play = Na potezu: { $name }
label-hand-number = Deljenje { $number }
hand-leftovers = { $count ->
    [one] Na stolu je ostala { $count } karta{ $cards }, nosi je
    [few] Na stolu su ostale { $count } karte{ $cards }, nosi ih
   *[other] Na stolu je ostalo { $count } karata{ $cards }, nosi ih
} { $by ->
    [last] { $names } za poslednje nošenje.
    [last-side] { $names } za poslednje nošenje.
    [dealer] { $names } kao delilac.
   *[dealer-side] { $names } kao strana delioca.
}
hand-most-cards-tied = Nerešeno u kartama, po { $count }: niko ne dobija { $points ->
        [one] { $points } poen
        [few] { $points } poena
       *[other] { $points } poena
    } za najviše karata.
hand-level-at-target = Vodeći su izjednačeni na { $score }: još jedno deljenje odlučuje o pobedniku, a u njemu niko ne može da prijavi pobedu.
table-tie-break = Vodeći su izjednačeni na { $score }: ovo deljenje odlučuje o pobedniku, a u njemu niko ne može da prijavi pobedu.
hand-leftovers-you = { $count ->
    [one] Na stolu je ostala { $count } karta{ $cards }, nosite je
    [few] Na stolu su ostale { $count } karte{ $cards }, nosite ih
   *[other] Na stolu je ostalo { $count } karata{ $cards }, nosite ih
} { $by ->
    [last] vi za poslednje nošenje.
   *[dealer] vi kao delilac.
}
late-tablas-end = Od sedmog deljenja table se boduju tek na kraju deljenja: ni odmah, ni u prijavi pobede.
late-tablas-end-pending = Od sedmog deljenja table se boduju tek na kraju deljenja: ni odmah, ni u prijavi pobede ({ $sides } na kraju ovog deljenja).
late-tablas-none = Od sedmog deljenja table se više ne boduju.
late-tablas-cap90 = Od sedmog deljenja table boduje samo strana koja je na početku deljenja imala manje od 90, i to najviše do 90.
late-tablas-cap90-open = Od sedmog deljenja table boduje samo strana koja je na početku deljenja imala manje od 90, i to najviše do 90 (poeni od tabli još mogući u ovom deljenju: { $sides }).
label-cards-left = { $count ->
    [0] špil je prazan
    [one] u špilu još { $count } karta
    [few] u špilu još { $count } karte
   *[other] u špilu još { $count } karata
}
label-tabla = Tabla!
label-tabla-points = Tabla! (+{ $points })
hand-redeal-hint = Ove karte smete jednom da odbijete, pre prve odigrane karte: { $button } daje Vam nove.
label-computer = Računar ({ $level })
button-join = Pridruži se
button-start = Počni
button-add-computer = Dodaj računar
button-my-hand = Moje karte
button-rematch = Revanš
button-trail = Baci na sto
button-claim = Prijavi pobedu
result-won = Pobeda: { $names }. Konačan rezultat { $score }.
result-won-short = Pobeda sa više poena u igri od jednog deljenja: { $names }. Konačan rezultat { $score }.
result-won-claim = Pobeda ispravnom prijavom: { $names }. Konačan rezultat { $score }.
result-won-failed-claim = Pobeda: { $names }. Prijava pobede bez dovoljno poena: { $by }. Konačan rezultat { $score }.
result-won-failed-claim-you = Pobeda: { $names }. Prijavili ste pobedu bez dovoljno poena. Konačan rezultat { $score }.
result-won-bonus = Pobeda tablanetom: { $names }. Konačan rezultat { $score }.
result-won-resignation = Pobeda: { $names }. Predaja: { $by }. Konačan rezultat { $score }.
result-won-resignation-you = Pobeda: { $names }. Predali ste. Konačan rezultat { $score }.
result-ends-for-all = { $why ->
    [claim] Pogrešna prijava
   *[other] Predaja
} završava igru za sve: pobeda ide igraču sa najviše poena među ostalima{ $tied ->
    [yes] {" "}(uz jednake poene, onome ko je prvi seo)
   *[no] {""}
}.
result-you-won = { $partners ->
    [yes] Vaša strana je pobedila.
   *[other] Pobedili ste.
} Konačan rezultat { $score }.
result-you-won-short = { $partners ->
    [yes] Vaša strana je pobedila sa više poena u igri od jednog deljenja.
   *[other] Pobedili ste sa više poena u igri od jednog deljenja.
} Konačan rezultat { $score }.
result-you-won-claim = { $partners ->
    [yes] Vaša strana je pobedila ispravnom prijavom.
   *[other] Pobedili ste ispravnom prijavom.
} Konačan rezultat { $score }.
result-you-won-failed-claim = { $partners ->
    [yes] Vaša strana je pobedila. Prijava pobede bez dovoljno poena: { $by }.
   *[other] Pobedili ste. Prijava pobede bez dovoljno poena: { $by }.
} Konačan rezultat { $score }.
result-you-won-bonus = { $partners ->
    [yes] Vaša strana je pobedila tablanetom.
   *[other] Pobedili ste tablanetom.
} Konačan rezultat { $score }.
result-you-won-resignation = { $partners ->
    [yes] Vaša strana je pobedila. Predaja: { $by }.
   *[other] Pobedili ste. Predaja: { $by }.
} Konačan rezultat { $score }.
## Names listed in a sentence: "Ana, Bob i Cy".
list-and = { $rest } i { $last }
result-drawn = { $leaders ->
    [none] Nerešeno.
   *[other] Nerešeno: { $leaders } dele prvo mesto.
} Konačan rezultat { $score }.
result-aborted = Partija je prekinuta ({ $by }). Ne računa se nikome.
result-adjourned = Partija je odložena: niko se nije vratio. Ne računa se nikome.
result-adjourned-you = Partija je odložena: niste se vratili. Ne računa se nikome.
result-adjourned-one = Partija je odložena zbog izostanka: { $name }. Ne računa se nikome.
level-random = nasumičan
level-greedy = pohlepan
level-easy = lak
level-medium = srednji
level-hard = težak

# Yes and no: the first word is the one shown; every word of every language is read.
words-yes = da d
words-no = ne n
# A choice of one: $rest is every choice but the last, joined with commas; $last is the last.
list-or = { $rest } ili { $last }

## Odbijanja rečima platforme čitaoca.
refusal-no-game = Ovde nema igre: otvorite je komandom { $command }.
refusal-rematch-not-seated = Revanš mogu da pokrenu samo igrači ove partije: novu igru otvorite komandom { $command }.
refusal-game-open = Ovde je otvorena igra: pridružite joj se komandom { $command } dok ima slobodnih mesta ili sačekajte da se završi.
refusal-already-playing = Već igrate igru ovde: { $command } prikazuje vaše karte.
refusal-not-creator-or-admin = Igru može da prekine samo igrač koji ju je otvorio ({ $name }) ili { $platform ->
    [discord] upravnik servera
   *[other] administrator
}.
refusal-not-your-turn = Niste na potezu: igra { $name }.
refusal-unknown-level = Nepoznat nivo računara „{ $name }“: izaberite { $levels }.
refusal-unavailable = Baza podataka trenutno nije dostupna, pokušajte ponovo.
refusal-unknown-button = To dugme više ne radi: koristite dugmad na najnovijoj poruci.
refusal-old-game = To dugme pripada ranijoj igri za ovim stolom: koristite najnoviji sto.
refusal-game-gone = Ta igra je završena ili više nije ovde: započnite novu komandom { $command }.
refusal-set-aside = Sačuvani zapis te igre više ne može da se pročita, pa je igra stavljena po strani: ne računa se nikome. Započnite novu komandom { $command }.
refusal-server-only = Ovo radi samo { $platform ->
    [discord] na serveru
   *[other] u grupi
}.
refusal-admins-only = { $platform ->
    [discord] Podešavanja servera mogu da menjaju samo članovi s pravom upravljanja serverom (Manage Server): zamolite nekog od njih.
   *[other] Samo administratori grupe mogu da menjaju njena podešavanja: zamolite nekog od njih.
}
refusal-bad-option = Ta opcija nije dobra: { $detail }
refusal-period = { $command } ne prepoznaje „{ $period }“. Prepoznaje:
    • { $points } ili { $strength }: koja tabela
    • { $month }, { $last_month }, { $season }, { $last_season } ili { $all }: koji period
    • { $rivals }: samo vi i ljudi sa kojima ste igrali
    • { $here }: samo igre odigrane ovde
refusal-internal = Nešto je pošlo naopako kod mene; ništa se nije promenilo. Pokušajte ponovo.
refusal-unknown-variant = Nepoznata varijanta „{ $name }“: izaberite { $variants }.
refusal-unknown-option = Nepoznata opcija „{ $name }“: opcije su { $options }.
refusal-missing-value = Opcija „{ $name }“ traži vrednost posle „{ $key }=“: { $expected }.
refusal-bad-value = Opcija „{ $name }“ ne može da bude „{ $value }“: očekuje se { $expected } (vrednosti se upisuju tačno kako su navedene).
refusal-not-key-value = „{ $word }“ nije u obliku ključ=vrednost: { $usage }
refusal-unknown-setting = Nepoznato podešavanje „{ $key }“: { $usage }
refusal-timer = Vreme mora biti broj sekundi od 0 do { $max } (0 ili off znači bez ograničenja), a ne „{ $value }“.
refusal-unknown-language = Nepoznat jezik „{ $name }“: izaberite { $languages }.
refusal-yes-no = Podešavanje „{ $key }“ ne može biti „{ $value }“: napišite { $key }={ $yes } ili { $key }={ $no }.
refusal-notify = { $platform ->
    [discord] „{ $value }“ nije mesto za obaveštenja o potezu: izaberite { $channel } ili { $private }.
   *[other] „{ $value }“ nije mesto za obaveštenja o potezu: napišite { $channel } ili { $private }.
}
settings-usage = napišite { $command } { $platform ->
    [discord] sa opcijama koje menjate
   *[other] variant=tablic timer=120 language=sr-Latn notify=channel computers=yes (vreme u sekundama, 0 ili off znači bez ograničenja)
}

## Prijava pobede.
claim-question = { $partners ->
    [yes] Vaša strana ima
   *[other] Imate
} { $total ->
    [one] { $total } poen
   *[other] { $total } poena
}; cilj je { $target }. Prijava ispod cilja nije tačna, a netačna prijava gubi partiju. Ipak prijaviti?
button-claim-anyway = Ipak prijavi
button-back = Tu sam

## Tabela i pravila.
standings-title = { $board ->
    [strength] Snaga
   *[points] Tabela
} — { $period }
standings-here = ovaj kanal
standings-empty = { $period ->
    [month] Ovog meseca nema partija koje se računaju
    [last-month] Prošlog meseca nije bilo partija koje se računaju
    [season] Ove sezone nema partija koje se računaju
    [last-season] Prošle sezone nije bilo partija koje se računaju
   *[all] Još nema partija koje se računaju
}{ $here ->
    [yes] {" "}u ovom kanalu
    [place] {" "}ovde
   *[no] {""}
}.
standings-row = { $rank }. { $name } — { $points ->
    [one] { $points } poen
    [few] { $points } poena
   *[other] { $points } poena
} · { $matches ->
    [one] { $matches } partija
    [few] { $matches } partije
   *[other] { $matches } partija
}{ $with_computers }, { $wins ->
    [one] { $wins } pobeda
    [few] { $wins } pobede
   *[other] { $wins } pobeda
}
standings-footer = Poeni za tabelu: dobijena partija donosi polovinu vašeg konačnog rezultata i vašu prednost nad drugoplasiranim (101 : 94 daje 50 + 7 = 57), izgubljena desetinu vašeg rezultata (94 daje 9), nerešena desetinu svakome; partija od jednog deljenja donosi 5 za pobedu, 2 za nerešeno i 0 za poraz. Prekinute i odložene partije, kao i one stavljene po strani, ne računaju se nikome.
standings-rivals = vi i vaši rivali
standings-with-computers = računaju se i igre sa računarom
standings-computers-off = Igre sa računarom za stolom ovde se ne računaju; administrator to može da uključi { $how ->
    [none] u podešavanjima.
   *[other] komandom { $how }.
}
standings-row-computers = { $count } sa računarom
standings-strength-row = { $rank }. { $name } — snaga { $strength } · { $matches ->
    [one] { $matches } partija
    [few] { $matches } partije
   *[other] { $matches } partija
}{ $with_computers }, { $wins ->
    [one] { $wins } pobeda
    [few] { $wins } pobede
   *[other] { $wins } pobeda
}
standings-strength-empty = { $period ->
    [last-month] Niko nije odigrao { $min } partija koliko ova tabela traži.
    [last-season] Niko nije odigrao { $min } partija koliko ova tabela traži.
   *[other] Još niko nema { $min } partija koliko ova tabela traži.
}
standings-strength-footer = Snaga je broj pobeda podeljen brojem partija, uz dodatak za čestu igru: u mesecu +1 od 60 partija i još +1 na svakih 10 partija, najviše +10 od 150; u sezoni i od početka +1 od 600 partija i još +1 na svakih 100, najviše +10 od 1500. Na ovoj tabeli je ko ima bar { $min } partija.
standings-no-rivals = Još nemate rivala: rivali su ljudi sa kojima ste ovde završili partiju.
standings-words-points = poeni poene bodovi
standings-words-strength = snaga snagu
standings-words-month = mesec
standings-words-last-month = prošli-mesec
standings-words-season = sezona sezonu
standings-words-last-season = prošla-sezona
standings-words-all = sve
standings-words-rivals = rivali rivale
standings-words-here = ovde
standings-words-last = prošli prošla prošle
standings-rivals-of = { $name } i rivali
standings-place-of = Gde je { $name }: { $row }
standings-no-rivals-of = { $name } još nema rivala: rivali su ljudi sa kojima je ovde završena partija.
standings-rivals-empty-of = Ni { $name } ni rivali nisu završili nijednu partiju{ $period ->
    [month] {" "}ovog meseca
    [last-month] {" "}prošlog meseca
    [season] {" "}ove sezone
    [last-season] {" "}prošle sezone
   *[all] {""}
}{ $here ->
    [yes] {" "}u ovom kanalu
    [place] {" "}ovde
   *[no] {""}
}.
standings-rivals-strength-empty-of = { $period ->
    [last-month] Ni { $name } ni rivali nisu odigrali { $min } partija koliko ova tabela traži.
    [last-season] Ni { $name } ni rivali nisu odigrali { $min } partija koliko ova tabela traži.
   *[other] Ni { $name } ni rivali još nemaju { $min } partija koliko ova tabela traži.
}
stats-title = { $name } — partije ovde
stats-line = { $period }: { $matches ->
    [one] { $matches } partija
    [few] { $matches } partije
   *[other] { $matches } partija
}{ $with_computers }, { $wins ->
    [one] { $wins } pobeda
    [few] { $wins } pobede
   *[other] { $wins } pobeda
}, { $points ->
    [one] { $points } poen za tabelu
    [few] { $points } poena za tabelu
   *[other] { $points } poena za tabelu
}, snaga { $strength }{ $unranked }, { $tablas ->
    [one] { $tablas } tabla
    [few] { $tablas } table
   *[other] { $tablas } tabli
}, najbolje deljenje { $best }
stats-none = { $period }: nema partija koje se računaju.
stats-never = { $name } ovde još nema završenu partiju.
stats-never-you = Ovde još nemate završenu partiju.
stats-unranked = na tabeli snage tek od { $min } partija
stats-teams = Partneri dele rezultat, table i najbolje deljenje svoje strane.
stats-strength-bonus = Snaga uključuje dodatak za često igranje: u mesecu od { $month } partija, u sezoni i ukupno od { $season }.
period-month = ovaj mesec
period-season = ova sezona
period-all = od početka
rules-title = Pravila: { $variant }
rules-this-game = Ova igra: { $variant }{ $options }.
rules-short = Samo jedno deljenje: pobeđuje veći rezultat.
rules-change = { $platform ->
    [discord] Svaka opcija može da se promeni kad se igra otvara, npr. { $command } { $variant_opt }: { $variant } { $rules_opt }: target=151 partners=no (automatsko dopunjavanje predlaže opcije i njihove vrednosti).
    [terminal] Svaka opcija može da se promeni kad počinjete novu igru, npr. { $command } --variant { $variant } --option target=151 --option partners=no.
   *[other] Svaka opcija može da se promeni kad se igra otvara, npr. { $command } { $variant } target=151 partners=no.
}
rules-options = Opcije: { $options }
rules-jack-tabla = Žandar nosi ceo sto, a žandar koji očisti sto donosi tablu (jack-tabla=yes).
rules-jack-no-tabla = Žandar nosi ceo sto, ali ne donosi tablu (jack-tabla=no).
rules-how-title = Kako se igra:
rules-how-deal = Svaki igrač dobija { $cards } { $cards ->
    [one] kartu
    [few] karte
   *[other] karata
}, a četiri se otvoreno stavljaju na sto. Kad se sve ruke isprazne, svako dobija još { $cards }, dok se ne potroši špil od { $deck } { $deck ->
    [one] karte
    [few] karte
   *[other] karata
}: tu se završava deljenje.
rules-how-redeal = Pre prve odigrane karte prvi igrač sme jednom da odbije prve dobijene karte i dobije nove.
rules-how-play = Na potezu igrate jednu kartu. Ona nosi karte sa stola iste jačine i sve grupe karata sa stola koje u zbiru daju njenu vrednost; karta koja ništa ne nosi ostaje na stolu.
rules-how-values = Vrednosti: karte s brojem svoj broj{ $jack ->
    [sweep] {""}
   *[twelve] , J 12
}{ $courts ->
    [low] , Q 12, K 13
    [none] {""}
   *[high] , Q 13, K 14
}, { $aces ->
    [one] as 1
   *[both] as 1 ili 11 (po izboru)
}.
rules-how-faces-by-rank = { $jack ->
    [sweep] Dame i kraljevi
   *[twelve] Žandari, dame i kraljevi
} nikad nisu deo grupe: nose samo karte iste jačine.
rules-how-group = Grupa ima najviše { $size } { $size ->
    [one] kartu
    [few] karte
   *[other] karata
}.
rules-how-forced = Karta koja može da nosi mora da nosi sve što može.
rules-how-free = Nošenje je po Vašem izboru: smete da nosite samo deo onoga što karta može ili da je samo spustite na sto.
rules-how-tabla = Nošenje svih karata sa stola je tabla i vredi { $points } { $points ->
    [one] poen
    [few] poena
   *[other] poena
}{ $last ->
    [yes] {""}
   *[no] {""}, ali ne poslednjom kartom deljenja
}.
rules-how-tablanette = Nošenje svih karata sa stola je tablanet: donosi zbir vrednosti nošenih karata i karte koja ih je nosila{ $last ->
    [yes] {""}
   *[no] {""}, ali ne poslednjom kartom deljenja
}.
rules-how-leftovers = Kad se deljenje završi, { $who ->
    [dealer] strana delioca
   *[last] strana koja je poslednja nosila
} uzima karte koje su ostale na stolu.
rules-how-score = Nošene karte donose: { $points }.
rules-how-most-cards = Strana sa najviše karata dobija { $points } { $points ->
    [one] poen
    [few] poena
   *[other] poena
}{ $tie ->
    [last] {""}; kod nerešenog strana koja je poslednja nosila, ako je jedna od njih
   *[none] {""}; kod nerešenog niko
}.
rules-how-last-capture = Poslednje nošenje donosi { $points } { $points ->
    [one] poen
    [few] poena
   *[other] poena
}.
rules-how-target = Deljenja se igraju dok neka strana na kraju deljenja ne bude imala { $target } { $target ->
    [one] poen
   *[other] poena
}: ona pobeđuje (veći rezultat, ako ih ima više).
rules-how-win-on-bonus = Strana koja tablanetom stigne do { $target } pobeđuje odmah.
rules-how-claims = Ne morate da čekate kraj deljenja: u svakom trenutku smete da prijavite pobedu, računajući i ono što ste nosili u ovom deljenju. Tačna prijava pobeđuje, pogrešna gubi.
rules-how-partners = Partneri sede jedan naspram drugog i dele nošene karte i rezultat.
rules-option-title = Opcija: { $option }
rules-option-values = Vrednosti:
rules-option-presets = U varijantama:
rules-option-here = Za ovim stolom: { $value }
rules-option-set = { $platform ->
    [discord] Podešava se kad otvarate igru: { $command } { $variant_opt }: { $variant } { $rules_opt }: { $example }
    [terminal] Podešava se kad počinjete igru: { $command } --variant { $variant } --option { $example }
   *[other] Podešava se kad otvarate igru: { $command } { $variant } { $example }
}
rules-option-hint = { $platform ->
    [discord] Objašnjenje jedne opcije, s vrednostima i izborom svake varijante: { $command } { $option_opt }: { $example }
   *[other] Objašnjenje jedne opcije, s vrednostima i izborom svake varijante: { $command } { $example }
}
refusal-unknown-rules-word = „{ $name }“ nije ni varijanta ni opcija. Varijante: { $variants }. Opcije: { $options }.
rules-option-in-variant = U varijanti { $variant }: { $value }
refusal-rules-two-variants = „{ $first }“ i „{ $second }“ su obe varijante.
refusal-rules-two-options = „{ $first }“ i „{ $second }“ su obe opcije.
refusal-rules-too-many-words = Previše reči.
rules-ask = { $platform ->
    [discord] Navedite jednu varijantu, jednu opciju ili opciju u varijanti: { $command } { $variant_opt }: { $variant } { $option_opt }: { $example }
   *[other] Navedite jednu varijantu, jednu opciju ili opciju u varijanti: { $command } { $variant } { $example }
}
rules-range-cards = broj karata od { $min } do { $max }
rules-about-players = Koliko igrača sedi za stolom.
rules-value-players-2 = dva igrača, jedan naspram drugog
rules-value-players-3 = tri igrača, svako za sebe
rules-value-players-4 = četiri igrača: dva para koji sede jedan naspram drugog, osim uz partners=no
rules-about-partners = Da li četiri igrača igraju u dva para: partneri sede jedan naspram drugog i imaju zajedničku gomilu i rezultat; prvi i treći koji sednu igraju protiv drugog i četvrtog.
rules-value-partners-yes = dva para po dvoje (samo kad igraju četvorica)
rules-value-partners-no = svako igra za sebe
rules-about-target = Broj poena koji donosi pobedu u partiji: pobeđuje strana koja ih ima na kraju deljenja.
rules-value-target-number = poeni do kojih se igra (101, 151, 251, …)
rules-about-short = Igra od jednog deljenja: pobeđuje veći rezultat posle njega, bez cilja.
rules-value-short-yes = samo jedno deljenje; nema prijave pobede, jer nema cilja
rules-value-short-no = deli se dok neka strana ne stigne do cilja
rules-about-match-tie = Šta biva kad su vodeće strane izjednačene na cilju ili iznad njega posle deljenja.
rules-value-match-tie-play-on = igra se još jedno deljenje, u kome niko ne može da prijavi pobedu
rules-value-match-tie-draw = partija je nerešena
rules-about-deck = Kojim se špilom igra.
rules-value-deck-52 = ceo špil od 52 karte
rules-value-deck-40 = 40 karata, bez žandara, dama i kraljeva (slovenačka igra)
rules-about-cards-per-deal = Koliko karata svaki igrač dobija u jednom deljenju; deli se dok se talon ne potroši. Broj koji ne deli karte jednako se odbija, uz brojeve koji ih dele.
rules-value-cards-per-deal-number = karte koje svaki igrač dobija u jednom deljenju
rules-about-redeal = Da li prvi igrač sme jednom da odbije prve karte koje je dobio (tabinet): one se mešaju nazad u talon i dele se nove.
rules-value-redeal-yes = prvi igrač može jednom da traži nove karte, pre nego što odigra kartu
rules-value-redeal-no = nema novih karata: igra se onim što je podeljeno
rules-about-jack = Šta radi žandar.
rules-value-jack-12 = obična karta koja vredi 12
rules-value-jack-sweep = nosi sve karte sa stola i nikad nije deo zbira
rules-about-jack-tabla = Da li žandar koji nosi sve (jack=sweep) i očisti sto donosi tablu.
rules-value-jack-tabla-yes = donosi tablu (tablanet)
rules-value-jack-tabla-no = nosi karte, ali ne donosi tablu
rules-about-aces = Koliko vredi as pri nošenju.
rules-value-aces-1-11 = 1 ili 11, kako igrač izabere za svakog asa
rules-value-aces-1 = uvek 1
rules-about-courts = Koliko vrede dama i kralj.
rules-value-courts-13-14 = dama 13, kralj 14
rules-value-courts-12-13 = dama 12, kralj 13 (tablanet)
rules-about-faces-in-sums = Da li dame i kraljevi (i žandar koji vredi 12) mogu da budu deo zbira.
rules-value-faces-in-sums-yes = sabiraju se kao i sve druge karte
rules-value-faces-in-sums-no = nose samo kartu iste jačine
rules-about-largest-group = Najviše karata sa stola u jednoj grupi čiji je zbir vrednost odigrane karte.
rules-value-largest-group-any = bez ograničenja
rules-value-largest-group-number = najviše toliko karata u grupi (japanski tablanet: 3)
rules-about-forced = Da li igrač mora da nosi kad odigrana karta može.
rules-value-forced-yes = karta koja može da nosi mora da nosi sve što može; bira se samo između najvećih nošenja i koliko vredi svaki as
rules-value-forced-no = nošenje je slobodno: igrač može da nosi samo deo onoga što karta može ili da baci kartu na sto
rules-about-tabla = Šta donosi nošenje svih karata sa stola.
rules-value-tabla-none = ništa
rules-value-tabla-sum = zbir vrednosti nošenih karata i karte koja ih je nosila (tablanet)
rules-value-tabla-number = toliko poena za svaku tablu
rules-about-last-card-tabla = Da li čišćenje stola poslednjom kartom deljenja i dalje donosi poene.
rules-value-last-card-tabla-yes = donosi (Tablanette)
rules-value-last-card-tabla-no = ne donosi ništa
rules-about-late-tablas = Kako se table računaju od sedmog deljenja (tri načina tablića).
rules-value-late-tablas-always = uvek se računaju odmah
rules-value-late-tablas-none = ne donose ništa
rules-value-late-tablas-end = računaju se na kraju deljenja, ne u prijavi pobede tokom njega
rules-value-late-tablas-cap90 = računaju se samo strani koja je na početku deljenja imala manje od 90, i to najviše do 90
rules-about-win-on-bonus = Da li strana koja stigne do cilja poenima od tablaneta pobeđuje odmah, usred deljenja.
rules-value-win-on-bonus-yes = partija se tu završava (japanski tablanet)
rules-value-win-on-bonus-no = o partiji se odlučuje na kraju deljenja
rules-about-card-points = Koliko vrede nošene karte na kraju deljenja.
rules-value-card-points-standard = A K Q J 10 po poen, 10♦ dva, 2♣ jedan
rules-value-card-points-tablanet = 10♦ tri, 2♣ dva, svaki as jedan
rules-value-card-points-high = A 11, 10 10, K 4, Q 3, J 2
rules-about-most-cards = Poeni za stranu koja je u deljenju nosila najviše karata.
rules-value-most-cards-number = poeni koje dobija (0: nijedan)
rules-about-most-cards-tie = Ko dobija poene za najviše karata kad su vodeće strane nosile jednako.
rules-value-most-cards-tie-none = niko
rules-value-most-cards-tie-last = strana koja je poslednja nosila, ako je jedna od njih
rules-about-last-capture = Poeni za poslednje nošenje u deljenju.
rules-value-last-capture-number = poeni koje dobija (0: nijedan)
rules-about-leftovers = Ko nosi karte koje su ostale na stolu na kraju deljenja.
rules-value-leftovers-dealer = strana delioca
rules-value-leftovers-last = strana koja je poslednja nosila
rules-about-claims = Da li strana može u svakom trenutku da prekine partiju prijavom da je stigla do cilja, računajući i ono što je nosila u ovom deljenju: tačna prijava pobeđuje, pogrešna gubi.
rules-value-claims-claim = prijava pobede je dozvoljena
rules-value-claims-count-out = isto pravilo pod imenom iz igre Tablanette (prebrojavanje)
rules-value-claims-none = nema prijave: o partiji se odlučuje samo na kraju deljenja
lobby-teams = Parovi: { $first } protiv { $second }. Partneri sede jedan naspram drugog: prvi i treći koji sednu igraju protiv drugog i četvrtog.
lobby-free-seat = (slobodno mesto)
rules-list = Varijante ({ $command } i ime varijante za jednu):
summary-tablic = Srpski tablić: J 12, Q 13, K 14, as 1 ili 11, bilo koji zbirovi, tabla 1, do 101, prijava pobede
summary-tabinet = Rumunski tabinet: kao tablić, prvi igrač može jednom da traži nove karte, bez prijave pobede
summary-tablanette = Tablanette: žandar nosi sve, tablanet donosi zbir nošenih karata, do 251, prebrojavanje
summary-tablanet = Tablanet: žandar nosi sve, as se sabira kao 1, dama i kralj samo po jačini, poeni 10♦ 3 · 2♣ 2 · svaki as 1, do 101
summary-tablic-40 = Slovenački tablić sa 40 karata za troje: četiri karte po deljenju, poen za poslednje nošenje
summary-tablanette-jp = Japanski tablanet: zbirovi od dve ili tri karte, morate da nosite sve što možete, do 251
span-hours = { $n } č
span-minutes = { $n } min
span-seconds = { $n } s
duration-hours = { $count ->
    [one] { $count } sat
    [few] { $count } sata
   *[other] { $count } sati
}
duration-minutes = { $count ->
    [one] { $count } minut
   *[other] { $count } minuta
}
duration-seconds = { $count ->
    [one] { $count } sekundu
    [few] { $count } sekunde
   *[other] { $count } sekundi
}
error-no-redeal = U ovoj igri nema novog deljenja: samo u tabinetu (ili u igri otvorenoj sa redeal=yes) prvi igrač može da traži nove karte.
refusal-uneven-deal = Sa { $players } igrača svako dobija ukupno { $each ->
    [one] { $each } kartu
    [few] { $each } karte
   *[other] { $each } karata
}, a deljenjem po { $per_deal ->
    [one] { $per_deal } kartu
    [few] { $per_deal } karte
   *[other] { $per_deal } karata
} dobilo bi se { $deals }: izaberite cards-per-deal { $choices }.
deal-usual-short = { $size } (uobičajeno { $deals })

## Šta opcija prima (u poruci o pogrešnoj vrednosti): vrednosti pod navodnicima, kako se upisuju.
option-value = „{ $value }“
expected-number = ceo broj od { $min } do { $max }
expected-points = broj poena od { $min } do { $max }
expected-courts = { $values } za damu i kralja
## Zašto pravila ne mogu da se igraju (u poruci o pravilima).
unplayable-players = { $players } { $players ->
    [one] igrač
   *[other] igrača
}: mogu da igraju 2 do 4 igrača
unplayable-partners = parovi traže tačno četiri igrača: dodajte { "players=4" } ili izostavite { "partners=yes" }
unplayable-deal-too-big = prva podela po { $per_deal } svakom od { $players } igrača traži { $needs } { $needs ->
    [one] kartu
    [few] karte
   *[other] karata
}, a u špilu od { $deck } { $deck ->
    [one] karte
    [few] karte
   *[other] karata
} posle četiri karte na stolu ostaje ih samo { $stock }
unplayable-stock-uneven = karte koje ostaju posle četiri na stolu ({ $stock }) ne mogu jednako da se podele na { $players } igrača
unplayable-redeal-short = za novo deljenje posle prve podele u špilu mora da ostane još jedna podela ({ $per_deal }), a ostalo je samo { $left }
unplayable-group-size = grupa koja daje zbir mora da ima od dve do dvadeset karata
unplayable-target = cilj { $target } nije moguć: mora da bude od 1 do 10000
unplayable-bonus = nijedan bonus ne sme da vredi više od 20 poena
unplayable-short-claims = kratka igra je jedno deljenje bez cilja koji treba dostići, pa prijava pobede nikad ne bi bila tačna: kratka igra ima { "claims=none" }
refusal-two-variants = Tražene su dve varijante, „{ $first }“ i „{ $second }“: navedite jednu.
standings-rivals-empty = Ni vi ni vaši rivali niste završili nijednu partiju{ $period ->
    [month] {" "}ovog meseca
    [last-month] {" "}prošlog meseca
    [season] {" "}ove sezone
    [last-season] {" "}prošle sezone
   *[all] {""}
}{ $here ->
    [yes] {" "}u ovom kanalu
    [place] {" "}ovde
   *[no] {""}
}.
standings-rivals-strength-empty = { $period ->
    [last-month] Ni vi ni vaši rivali niste odigrali { $min } partija koliko ova tabela traži.
    [last-season] Ni vi ni vaši rivali niste odigrali { $min } partija koliko ova tabela traži.
   *[other] Ni vi ni vaši rivali još nemate { $min } partija koliko ova tabela traži.
}
standings-you = Vaše mesto: { $row }
period-last-month = prošli mesec
period-last-season = prošla sezona
