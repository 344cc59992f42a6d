# tablic — hrvatski.

## Pogreške: vidi ih osoba koja je igrala.
error-no-game = U ovom kanalu nema igre: pokrenite je naredbom new.
error-game-in-progress = Ovdje se upravo igra: pričekajte da igra završi pa započnite svoju.
error-game-open = Ovdje je otvorena igra: pridružite joj se dok ima slobodnih mjesta ili pričekajte da završi.
error-already-playing = Već igrate igru ovdje.
error-already-started = Igra je već počela.
error-already-seated = Već sjedite za ovim stolom.
error-table-full = Sva su mjesta zauzeta.
error-not-seated = Ne igrate u ovoj igri.
error-not-creator = To može samo igrač koji je otvorio igru ({ $name }): obratite se tom igraču.
error-not-creator-or-admin = Igru može prekinuti samo igrač koji ju je otvorio ({ $name }) ili administrator.
error-not-playing = Igra se trenutačno ne igra.
error-not-finished = Igra je još u tijeku.
error-rematch-started = Revanš je već pokrenut ({ $name }): u njemu imate svoje mjesto.
error-rematch-yours = Revanš ste već pokrenuli: igra je u tijeku.
error-rematch-not-seated = Revanš mogu pokrenuti samo igrači ove partije.
error-stale = To se odnosilo na raniji položaj u igri: evo trenutačnog.
error-no-computer-there = Na mjestu { $seat } nema računala.
error-not-away = Niste odsutni: igrate svojim kartama.
error-no-claims = U ovoj inačici nema prijave pobjede.
error-claim-tie-break = Rezultat je izjednačen na cilju, pa ovo dijeljenje odlučuje o pobjedniku: nitko ne može prijaviti pobjedu dok ono ne završi.
error-storage = Igru nije bilo moguće spremiti pa se ništa nije promijenilo: pokušajte ponovno za trenutak.
error-unconfirmed = Nije potvrđeno da je ovo spremljeno pa se možda računa: pogledajte stol kakav je sada prije nego što pokušate ponovno.
error-changed = Igra je u istom trenutku promijenjena na drugom mjestu pa ništa od vašeg nije primijenjeno: pogledajte stol kakav je sada i pokušajte ponovno.
error-set-aside = Spremljeni zapis ove igre više se ne može pročitati pa je igra stavljena po strani: pokrenite novu naredbom new.
error-rules = Ta se pravila ne mogu igrati: { $reason }
error-match-over = Partija je završena.
error-hand-over = Dijeljenje je završeno.
error-no-such-seat = Za ovim stolom nema mjesta { $seat }.
error-not-your-turn = Niste na potezu: igra mjesto { $seat }.
error-not-in-hand = { $card } nije u vašoj ruci.
error-not-on-table = { $card } nije na stolu.
error-illegal-capture = { $card } ne može nositi { $take }: svaka skupina mora davati zbroj vrijednosti karte ili biti iste jačine.
error-must-capture = { $card } može nositi karte, a u ovoj inačici morate nositi sve što može.
error-redeal-not-allowed = Novo dijeljenje može tražiti samo prvi igrač, prije prve karte, jednom po dijeljenju.

## Obavijesti za kanal.
notice-created = Otvorena je nova igra ({ $name }).
notice-joined = Pridružuje se { $name }.
notice-left = Odlazi { $name }.
notice-computer-added = Za stol sjeda { $name }.
notice-computer-removed = Od stola ustaje { $name }.
notice-started = Igra je počela.
notice-rematch = { $name } pokreće revanš.
notice-you-rematch = Pokrenuli ste revanš.
notice-redealt = Nove karte traži { $name }.
notice-claim-right = { $name } prijavljuje pobjedu (bodovi: { $total }): prijava je točna.
notice-claim-wrong = { $name } prijavljuje pobjedu (bodovi: { $total }), a to nije dovoljno: gubi partiju.
notice-resigned = Predaje { $name }.
notice-you-claim-right = Prijavili ste pobjedu (bodovi: { $total }): prijava je točna.
notice-you-claim-wrong = Prijavili ste pobjedu (bodovi: { $total }), a to nije dovoljno: izgubili ste partiju.
notice-you-resigned = Predali ste.
notice-you-aborted = Prekinuli ste igru.
notice-aborted = Igru prekida { $by }.
notice-timed-out = { $name }: vrijeme je isteklo, računalo je odigralo potez.
notice-timed-out-away = { $name }: vrijeme je isteklo dvaput, računalo igra umjesto igrača dok se ne vrati (bilo kojim pritiskom ili naredbom).
notice-you-timed-out = Vrijeme vam je isteklo: računalo je odigralo potez umjesto vas.
notice-you-timed-out-away = Vrijeme vam je isteklo dvaput: računalo igra umjesto vas dok se ne vratite (bilo kojim pritiskom ili naredbom).
for-you-took = Računalo je umjesto vas odigralo { $card } i odnijelo { $take }.
for-you-trailed = Računalo je umjesto vas bacilo { $card } na stol.
for-you-timed-out-took = Vrijeme vam je isteklo: računalo je umjesto vas odigralo { $card } i odnijelo { $take }.
for-you-timed-out-trailed = Vrijeme vam je isteklo: računalo je umjesto vas bacilo { $card } na stol.
for-you-timed-out-again-took = Vrijeme vam je opet isteklo: računalo je umjesto vas odigralo { $card } i odnijelo { $take }.
for-you-timed-out-again-trailed = Vrijeme vam je opet isteklo: računalo je umjesto vas bacilo { $card } na stol.
timed-out-warning = Ako vam vrijeme istekne i u sljedećem potezu, računalo će igrati umjesto vas dok se ne vratite (bilo kojim pritiskom ili naredbom).
timed-out-warning-alone = Ako vam vrijeme istekne i u sljedećem potezu, igra će vas čekati i bit će odgođena ako se ne vratite.
you-are-away = Odsutni ste: računalo igra umjesto vas dok se ne vratite (bilo kojim pritiskom ili naredbom).
you-are-away-waiting = Svi za stolom su odsutni: igra čeka dok se netko ne vrati (bilo kojim pritiskom ili naredbom).
you-are-away-waiting-alone = Odsutni ste: igra vas čeka dok se ne vratite (bilo kojim pritiskom ili naredbom).
notice-back = Vraća se { $name }.
notice-you-back = Vratili ste se: igra se nastavlja.
hand-partner = 👥 Vaš partner: { $name }
hand-moves-since = { $first ->
    [yes] Odigrano prije vaše prve karte:
   *[no] Odigrano od vaše zadnje karte:
}
notice-while-away-took = Dok vas nije bilo, računalo je umjesto vas odigralo { $moves ->
    [one] { $moves } kartu
    [few] { $moves } karte
   *[other] { $moves } karata
} i odnijelo { $taken ->
    [one] { $taken } kartu
    [few] { $taken } karte
   *[other] { $taken } karata
} sa stola.
notice-while-away-trailed = Dok vas nije bilo, računalo je umjesto vas bacilo na stol { $moves ->
    [one] { $moves } kartu
    [few] { $moves } karte
   *[other] { $moves } karata
}.
notice-closed = Svi su otišli: igra je zatvorena.
notice-everyone-away = Svi za stolom su odsutni: igra čeka. Ako se nitko ne vrati za { $after }, igra se odgađa i ne računa se nikome.
notice-one-away = { $name } nije za stolom: igra čeka. Ako se { $name } ne vrati za { $after }, igra se odgađa i ne računa se nikome.
notice-you-away = Odsutni ste: igra vas čeka. Ako se ne vratite za { $after }, igra se odgađa i ne računa se nikome.

## Stol i karte.
label-table = Stol
label-your-hand = Vaše karte
label-to-play = Na potezu: { $name }
label-hand-number = Dijeljenje { $number }
hand-leftovers = { $count ->
    [one] Na stolu je ostala { $count } karta{ $cards }, nosi je
    [few] Na stolu su ostale { $count } karte{ $cards }, nosi ih
   *[other] Na stolu je ostalo { $count } karata{ $cards }, nosi ih
} { $by ->
    [last] { $names } za zadnje nošenje.
    [last-side] { $names } za zadnje nošenje.
    [dealer] { $names } kao djelitelj.
   *[dealer-side] { $names } kao djeliteljeva strana.
}
hand-most-cards-tied = Izjednačeno u kartama, po { $count }: nitko ne dobiva { $points ->
        [one] { $points } bod
        [few] { $points } boda
       *[other] { $points } bodova
    } za najviše karata.
hand-level-at-target = Vodeći su izjednačeni na { $score }: još jedno dijeljenje odlučuje o pobjedniku, a u njemu nitko ne može prijaviti pobjedu.
table-tie-break = Vodeći su izjednačeni na { $score }: ovo dijeljenje odlučuje o pobjedniku, a u njemu nitko ne može prijaviti pobjedu.
hand-leftovers-you = { $count ->
    [one] Na stolu je ostala { $count } karta{ $cards }, nosite je
    [few] Na stolu su ostale { $count } karte{ $cards }, nosite ih
   *[other] Na stolu je ostalo { $count } karata{ $cards }, nosite ih
} { $by ->
    [last] vi za zadnje nošenje.
   *[dealer] vi kao djelitelj.
}
late-tablas-end = Od sedmog dijeljenja table se boduju tek na kraju dijeljenja: ni odmah, ni u prijavi pobjede.
late-tablas-end-pending = Od sedmog dijeljenja table se boduju tek na kraju dijeljenja: ni odmah, ni u prijavi pobjede ({ $sides } na kraju ovog dijeljenja).
late-tablas-none = Od sedmog dijeljenja table se više ne boduju.
late-tablas-cap90 = Od sedmog dijeljenja table boduje samo strana koja je na početku dijeljenja imala manje od 90, i to najviše do 90.
late-tablas-cap90-open = Od sedmog dijeljenja table boduje samo strana koja je na početku dijeljenja imala manje od 90, i to najviše do 90 (bodovi od tabli još mogući u ovom dijeljenju: { $sides }).
label-cards-left = { $count ->
    [0] špil je prazan
    [one] u špilu još { $count } karta
    [few] u špilu još { $count } karte
   *[other] u špilu još { $count } karata
}
label-tabla = Tabla!
label-tabla-points = Tabla! (+{ $points })
hand-redeal-hint = Ove karte smijete jednom odbiti, prije prve odigrane karte: { $button } daje Vam nove.
label-computer = Računalo ({ $level })
button-join = Pridruži se
button-start = Počni
button-add-computer = Dodaj računalo
button-my-hand = Moje karte
button-rematch = Revanš
button-trail = Baci na stol
button-claim = Prijavi pobjedu
result-won = Pobjeda: { $names }. Konačni rezultat { $score }.
result-won-short = Pobjeda s više bodova u igri od jednog dijeljenja: { $names }. Konačni rezultat { $score }.
result-won-claim = Pobjeda točnom prijavom: { $names }. Konačni rezultat { $score }.
result-won-failed-claim = Pobjeda: { $names }. Prijava pobjede bez dovoljno bodova: { $by }. Konačni rezultat { $score }.
result-won-failed-claim-you = Pobjeda: { $names }. Prijavili ste pobjedu bez dovoljno bodova. Konačni rezultat { $score }.
result-won-bonus = Pobjeda tablanetom: { $names }. Konačni rezultat { $score }.
result-won-resignation = Pobjeda: { $names }. Predaja: { $by }. Konačni rezultat { $score }.
result-won-resignation-you = Pobjeda: { $names }. Predali ste. Konačni rezultat { $score }.
result-ends-for-all = { $why ->
    [claim] Pogrešna prijava
   *[other] Predaja
} završava igru za sve: pobjeda ide igraču s najviše bodova među ostalima{ $tied ->
    [yes] {" "}(uz jednake bodove, onome tko je prvi sjeo)
   *[no] {""}
}.
result-you-won = { $partners ->
    [yes] Vaša strana je pobijedila.
   *[other] Pobijedili ste.
} Konačni rezultat { $score }.
result-you-won-short = { $partners ->
    [yes] Vaša strana je pobijedila s više bodova u igri od jednog dijeljenja.
   *[other] Pobijedili ste s više bodova u igri od jednog dijeljenja.
} Konačni rezultat { $score }.
result-you-won-claim = { $partners ->
    [yes] Vaša strana je pobijedila točnom prijavom.
   *[other] Pobijedili ste točnom prijavom.
} Konačni rezultat { $score }.
result-you-won-failed-claim = { $partners ->
    [yes] Vaša strana je pobijedila. Prijava pobjede bez dovoljno bodova: { $by }.
   *[other] Pobijedili ste. Prijava pobjede bez dovoljno bodova: { $by }.
} Konačni rezultat { $score }.
result-you-won-bonus = { $partners ->
    [yes] Vaša strana je pobijedila tablanetom.
   *[other] Pobijedili ste tablanetom.
} Konačni rezultat { $score }.
result-you-won-resignation = { $partners ->
    [yes] Vaša strana je pobijedila. Predaja: { $by }.
   *[other] Pobijedili ste. Predaja: { $by }.
} Konačni rezultat { $score }.
## Names listed in a sentence: "Ana, Bob i Cy".
list-and = { $rest } i { $last }
result-drawn = { $leaders ->
    [none] Neriješeno.
   *[other] Neriješeno: { $leaders } dijele prvo mjesto.
} Konačni rezultat { $score }.
result-aborted = Partija je prekinuta ({ $by }). Ne računa se nikome.
result-adjourned = Partija je odgođena: nitko se nije vratio. Ne računa se nikome.
result-adjourned-you = Partija je odgođena: niste se vratili. Ne računa se nikome.
result-adjourned-one = Partija je odgođena zbog izostanka: { $name }. Ne računa se nikome.
level-random = nasumično
level-greedy = pohlepno
level-easy = lako
level-medium = srednje
level-hard = teško

# Yes and no: the first word is the one shown; every word of every language is read.
words-yes = da d
words-no = ne n
# A choice of one: $rest is every choice but the last, joined with commas; $last is the last.
list-or = { $rest } ili { $last }

## Odbijanja riječima platforme čitatelja.
refusal-no-game = Ovdje nema igre: otvorite je naredbom { $command }.
refusal-rematch-not-seated = Revanš mogu pokrenuti samo igrači ove partije: novu igru otvorite naredbom { $command }.
refusal-game-open = Ovdje je otvorena igra: pridružite joj se naredbom { $command } dok ima slobodnih mjesta ili pričekajte da završi.
refusal-already-playing = Već igrate igru ovdje: { $command } prikazuje vaše karte.
refusal-not-creator-or-admin = Igru može prekinuti samo igrač koji ju je otvorio ({ $name }) ili { $platform ->
    [discord] upravitelj poslužitelja
   *[other] administrator
}.
refusal-not-your-turn = Niste na potezu: igra { $name }.
refusal-unknown-level = Nepoznata razina računala „{ $name }”: odaberite { $levels }.
refusal-unavailable = Baza podataka trenutačno nije dostupna, pokušajte ponovno.
refusal-unknown-button = Taj gumb više ne radi: koristite gumbe na najnovijoj poruci.
refusal-old-game = Taj gumb pripada ranijoj igri za ovim stolom: upotrijebite najnoviji stol.
refusal-game-gone = Ta je igra završena ili više nije ovdje: pokrenite novu naredbom { $command }.
refusal-set-aside = Spremljeni zapis te igre više se ne može pročitati pa je igra stavljena po strani: ne računa se nikome. Pokrenite novu naredbom { $command }.
refusal-server-only = Ovo radi samo { $platform ->
    [discord] na poslužitelju
   *[other] u grupi
}.
refusal-admins-only = { $platform ->
    [discord] Postavke poslužitelja mogu mijenjati samo članovi s dopuštenjem Upravljanje poslužiteljem: zamolite nekoga od njih.
   *[other] Samo administratori grupe mogu mijenjati njezine postavke: zamolite nekoga od njih.
}
refusal-bad-option = Ta opcija nije ispravna: { $detail }
refusal-period = { $command } ne prepoznaje „{ $period }”. Prepoznaje:
    • { $points } ili { $strength }: koja ljestvica
    • { $month }, { $last_month }, { $season }, { $last_season } ili { $all }: koje razdoblje
    • { $rivals }: samo vi i ljudi s kojima ste igrali
    • { $here }: samo igre odigrane ovdje
refusal-internal = Nešto je kod mene pošlo po zlu; ništa se nije promijenilo. Pokušajte ponovno.
refusal-unknown-variant = Nepoznata inačica „{ $name }”: odaberite { $variants }.
refusal-unknown-option = Nepoznata opcija „{ $name }”: opcije su { $options }.
refusal-missing-value = Opcija „{ $name }” treba vrijednost iza „{ $key }=”: { $expected }.
refusal-bad-value = Opcija „{ $name }” ne može biti „{ $value }”: očekuje se { $expected } (vrijednosti se upisuju točno kako su navedene).
refusal-not-key-value = „{ $word }” nije u obliku ključ=vrijednost: { $usage }
refusal-unknown-setting = Nepoznata postavka „{ $key }”: { $usage }
refusal-timer = Vrijeme mora biti broj sekundi od 0 do { $max } (0 ili off znači bez ograničenja), a ne „{ $value }”.
refusal-unknown-language = Nepoznat jezik „{ $name }”: odaberite { $languages }.
refusal-yes-no = Postavka „{ $key }” ne može biti „{ $value }”: napišite { $key }={ $yes } ili { $key }={ $no }.
refusal-notify = { $platform ->
    [discord] „{ $value }” nije mjesto za obavijesti o potezu: odaberite { $channel } ili { $private }.
   *[other] „{ $value }” nije mjesto za obavijesti o potezu: napišite { $channel } ili { $private }.
}
settings-usage = napišite { $command } { $platform ->
    [discord] s opcijama koje mijenjate
   *[other] variant=tablic timer=120 language=sr-Latn notify=channel computers=yes (vrijeme u sekundama, 0 ili off znači bez ograničenja)
}

## Prijava pobjede.
claim-question = { $partners ->
    [yes] Vaša strana ima
   *[other] Imate
} { $total ->
    [one] { $total } bod
    [few] { $total } boda
   *[other] { $total } bodova
}; cilj je { $target }. Prijava ispod cilja nije točna, a netočna prijava gubi partiju. Ipak prijaviti?
button-claim-anyway = Ipak prijavi
button-back = Tu sam

## Poredak i pravila.
standings-title = { $board ->
    [strength] Snaga
   *[points] Ljestvica
} — { $period }
standings-here = ovaj kanal
standings-empty = { $period ->
    [month] Ovog mjeseca nema partija koje se računaju
    [last-month] Prošlog mjeseca nije bilo partija koje se računaju
    [season] Ove sezone nema partija koje se računaju
    [last-season] Prošle sezone nije bilo partija koje se računaju
   *[all] Još nema partija koje se računaju
}{ $here ->
    [yes] {" "}u ovom kanalu
    [place] {" "}ovdje
   *[no] {""}
}.
standings-row = { $rank }. { $name } — { $points ->
    [one] { $points } bod
    [few] { $points } boda
   *[other] { $points } bodova
} · { $matches ->
    [one] { $matches } partija
    [few] { $matches } partije
   *[other] { $matches } partija
}{ $with_computers }, { $wins ->
    [one] { $wins } pobjeda
    [few] { $wins } pobjede
   *[other] { $wins } pobjeda
}
standings-footer = Bodovi ljestvice: dobivena partija donosi polovinu vašeg konačnog rezultata i vašu prednost pred drugoplasiranim (101 : 94 daje 50 + 7 = 57), izgubljena desetinu vašeg rezultata (94 daje 9), neriješena desetinu svakome; partija od jednog dijeljenja donosi 5 za pobjedu, 2 za neriješeno i 0 za poraz. Prekinute i odgođene partije, kao i one stavljene po strani, ne računaju se nikome.
standings-rivals = vi i vaši suparnici
standings-with-computers = računaju se i igre s računalom
standings-computers-off = Igre s računalom za stolom ovdje se ne računaju; administrator to može uključiti { $how ->
    [none] u postavkama.
   *[other] naredbom { $how }.
}
standings-row-computers = { $count } s računalom
standings-strength-row = { $rank }. { $name } — snaga { $strength } · { $matches ->
    [one] { $matches } partija
    [few] { $matches } partije
   *[other] { $matches } partija
}{ $with_computers }, { $wins ->
    [one] { $wins } pobjeda
    [few] { $wins } pobjede
   *[other] { $wins } pobjeda
}
standings-strength-empty = { $period ->
    [last-month] Nitko nije odigrao { $min } partija koliko ova ljestvica traži.
    [last-season] Nitko nije odigrao { $min } partija koliko ova ljestvica traži.
   *[other] Još nitko nema { $min } partija koliko ova ljestvica traži.
}
standings-strength-footer = Snaga je broj pobjeda podijeljen brojem partija, uz dodatak za čestu igru: u mjesecu +1 od 60 partija i još +1 svakih 10 partija, najviše +10 od 150; u sezoni i od početka +1 od 600 partija i još +1 svakih 100, najviše +10 od 1500. Na ovoj je ljestvici tko ima barem { $min } partija.
standings-no-rivals = Još nemate suparnika: suparnici su ljudi s kojima ste ovdje završili partiju.
standings-words-points = bodovi bodove poeni
standings-words-strength = snaga snagu
standings-words-month = mjesec
standings-words-last-month = prošli-mjesec
standings-words-season = sezona sezonu
standings-words-last-season = prošla-sezona
standings-words-all = sve
standings-words-rivals = suparnici suparnike
standings-words-here = ovdje
standings-words-last = prošli prošla prošle
standings-rivals-of = { $name } i suparnici
standings-place-of = Gdje je { $name }: { $row }
standings-no-rivals-of = { $name } još nema suparnika: suparnici su ljudi s kojima je ovdje završena partija.
standings-rivals-empty-of = Ni { $name } ni suparnici nisu završili nijednu partiju{ $period ->
    [month] {" "}ovog mjeseca
    [last-month] {" "}prošlog mjeseca
    [season] {" "}ove sezone
    [last-season] {" "}prošle sezone
   *[all] {""}
}{ $here ->
    [yes] {" "}u ovom kanalu
    [place] {" "}ovdje
   *[no] {""}
}.
standings-rivals-strength-empty-of = { $period ->
    [last-month] Ni { $name } ni suparnici nisu odigrali { $min } partija koliko ova ljestvica traži.
    [last-season] Ni { $name } ni suparnici nisu odigrali { $min } partija koliko ova ljestvica traži.
   *[other] Ni { $name } ni suparnici još nemaju { $min } partija koliko ova ljestvica traži.
}
stats-title = { $name } — partije ovdje
stats-line = { $period }: { $matches ->
    [one] { $matches } partija
    [few] { $matches } partije
   *[other] { $matches } partija
}{ $with_computers }, { $wins ->
    [one] { $wins } pobjeda
    [few] { $wins } pobjede
   *[other] { $wins } pobjeda
}, { $points ->
    [one] { $points } bod ljestvice
    [few] { $points } boda ljestvice
   *[other] { $points } bodova ljestvice
}, snaga { $strength }{ $unranked }, { $tablas ->
    [one] { $tablas } tabla
    [few] { $tablas } table
   *[other] { $tablas } tabli
}, najbolje dijeljenje { $best }
stats-none = { $period }: nema partija koje se računaju.
stats-never = { $name } ovdje još nema završenu partiju.
stats-never-you = Ovdje još nemate završenu partiju.
stats-unranked = na ljestvici snage tek od { $min } partija
stats-teams = Partneri dijele rezultat, table i najbolje dijeljenje svoje strane.
stats-strength-bonus = Snaga uključuje dodatak za često igranje: u mjesecu od { $month } partija, u sezoni i ukupno od { $season }.
period-month = ovaj mjesec
period-season = ova sezona
period-all = od početka
rules-title = Pravila: { $variant }
rules-this-game = Ova igra: { $variant }{ $options }.
rules-short = Samo jedno dijeljenje: pobjeđuje veći rezultat.
rules-change = { $platform ->
    [discord] Svaka se opcija može promijeniti kad se igra otvara, npr. { $command } { $variant_opt }: { $variant } { $rules_opt }: target=151 partners=no (automatsko dovršavanje predlaže opcije i njihove vrijednosti).
    [terminal] Svaka se opcija može promijeniti kad počinjete novu igru, npr. { $command } --variant { $variant } --option target=151 --option partners=no.
   *[other] Svaka se opcija može promijeniti kad se igra otvara, npr. { $command } { $variant } target=151 partners=no.
}
rules-options = Opcije: { $options }
rules-jack-tabla = Dečko nosi cijeli stol, a dečko koji očisti stol donosi tablu (jack-tabla=yes).
rules-jack-no-tabla = Dečko nosi cijeli stol, ali ne donosi tablu (jack-tabla=no).
rules-how-title = Kako se igra:
rules-how-deal = Svaki igrač dobiva { $cards } { $cards ->
    [one] kartu
    [few] karte
   *[other] karata
}, a četiri se otvoreno stavljaju na stol. Kad se sve ruke isprazne, svatko dobiva još { $cards }, dok se ne potroši špil od { $deck } { $deck ->
    [one] karte
    [few] karte
   *[other] karata
}: tu završava dijeljenje.
rules-how-redeal = Prije prve odigrane karte prvi igrač smije jednom odbiti prve dobivene karte i dobiti nove.
rules-how-play = Na potezu igrate jednu kartu. Ona nosi karte sa stola iste jačine i sve skupine karata sa stola koje zbrojene daju njezinu vrijednost; karta koja ništa ne nosi ostaje na stolu.
rules-how-values = Vrijednosti: brojevne karte svoj broj{ $jack ->
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
   *[twelve] Dečki, dame i kraljevi
} nikad nisu dio skupine: nose samo karte iste jačine.
rules-how-group = Skupina ima najviše { $size } { $size ->
    [one] kartu
    [few] karte
   *[other] karata
}.
rules-how-forced = Karta koja može nositi mora nositi sve što može.
rules-how-free = Nošenje je po Vašem izboru: smijete nositi samo dio onoga što karta može ili je samo položiti na stol.
rules-how-tabla = Nošenje svih karata sa stola je tabla i vrijedi { $points } { $points ->
    [one] bod
    [few] boda
   *[other] bodova
}{ $last ->
    [yes] {""}
   *[no] {""}, ali ne zadnjom kartom dijeljenja
}.
rules-how-tablanette = Nošenje svih karata sa stola je tablanet: donosi zbroj vrijednosti nošenih karata i karte koja ih je nosila{ $last ->
    [yes] {""}
   *[no] {""}, ali ne zadnjom kartom dijeljenja
}.
rules-how-leftovers = Kad dijeljenje završi, { $who ->
    [dealer] djeliteljeva strana
   *[last] strana koja je posljednja nosila
} uzima karte koje su ostale na stolu.
rules-how-score = Nošene karte donose: { $points }.
rules-how-most-cards = Strana s najviše karata dobiva { $points } { $points ->
    [one] bod
    [few] boda
   *[other] bodova
}{ $tie ->
    [last] {""}; pri izjednačenju strana koja je posljednja nosila, ako je jedna od njih
   *[none] {""}; pri izjednačenju nitko
}.
rules-how-last-capture = Posljednje nošenje donosi { $points } { $points ->
    [one] bod
    [few] boda
   *[other] bodova
}.
rules-how-target = Dijeljenja se igraju dok neka strana na kraju dijeljenja ne bude imala { $target } { $target ->
    [one] bod
    [few] boda
   *[other] bodova
}: ona pobjeđuje (veći rezultat, ako ih ima više).
rules-how-win-on-bonus = Strana koja tablanetom stigne do { $target } pobjeđuje odmah.
rules-how-claims = Ne morate čekati kraj dijeljenja: u bilo kojem trenutku smijete prijaviti pobjedu, računajući i ono što ste nosili u ovom dijeljenju. Točna prijava pobjeđuje, pogrešna gubi.
rules-how-partners = Partneri sjede jedan nasuprot drugome i dijele nošene karte i rezultat.
rules-option-title = Opcija: { $option }
rules-option-values = Vrijednosti:
rules-option-presets = U inačicama:
rules-option-here = Za ovim stolom: { $value }
rules-option-set = { $platform ->
    [discord] Postavlja se kad otvarate igru: { $command } { $variant_opt }: { $variant } { $rules_opt }: { $example }
    [terminal] Postavlja se kad počinjete igru: { $command } --variant { $variant } --option { $example }
   *[other] Postavlja se kad otvarate igru: { $command } { $variant } { $example }
}
rules-option-hint = { $platform ->
    [discord] Objašnjenje jedne opcije, s vrijednostima i izborom svake inačice: { $command } { $option_opt }: { $example }
   *[other] Objašnjenje jedne opcije, s vrijednostima i izborom svake inačice: { $command } { $example }
}
refusal-unknown-rules-word = „{ $name }” nije ni inačica ni opcija. Inačice: { $variants }. Opcije: { $options }.
rules-option-in-variant = U inačici { $variant }: { $value }
refusal-rules-two-variants = „{ $first }” i „{ $second }” su obje inačice.
refusal-rules-two-options = „{ $first }” i „{ $second }” su obje opcije.
refusal-rules-too-many-words = Previše riječi.
rules-ask = { $platform ->
    [discord] Navedite jednu inačicu, jednu opciju ili opciju u inačici: { $command } { $variant_opt }: { $variant } { $option_opt }: { $example }
   *[other] Navedite jednu inačicu, jednu opciju ili opciju u inačici: { $command } { $variant } { $example }
}
rules-range-cards = broj karata od { $min } do { $max }
rules-about-players = Koliko igrača sjedi za stolom.
rules-value-players-2 = dva igrača, jedan nasuprot drugome
rules-value-players-3 = tri igrača, svatko za sebe
rules-value-players-4 = četiri igrača: dva para koji sjede jedan nasuprot drugome, osim uz partners=no
rules-about-partners = Igraju li četiri igrača u dva para: partneri sjede jedan nasuprot drugome i imaju zajedničku hrpu i rezultat; prvi i treći koji sjednu igraju protiv drugog i četvrtog.
rules-value-partners-yes = dva para po dvoje (samo kad igraju četvorica)
rules-value-partners-no = svatko igra za sebe
rules-about-target = Broj bodova koji donosi pobjedu u partiji: pobjeđuje strana koja ih ima na kraju dijeljenja.
rules-value-target-number = bodovi do kojih se igra (101, 151, 251, …)
rules-about-short = Igra od jednog dijeljenja: pobjeđuje veći rezultat nakon njega, bez cilja.
rules-value-short-yes = samo jedno dijeljenje; nema prijave pobjede jer nema cilja
rules-value-short-no = dijeli se dok neka strana ne stigne do cilja
rules-about-match-tie = Što biva kad su vodeće strane izjednačene na cilju ili iznad njega nakon dijeljenja.
rules-value-match-tie-play-on = igra se još jedno dijeljenje, u kojem nitko ne može prijaviti pobjedu
rules-value-match-tie-draw = partija je neriješena
rules-about-deck = Kojim se špilom igra.
rules-value-deck-52 = cijeli špil od 52 karte
rules-value-deck-40 = 40 karata, bez dečki, dama i kraljeva (slovenska igra)
rules-about-cards-per-deal = Koliko karata svaki igrač dobiva u jednom dijeljenju; dijeli se dok se talon ne potroši. Broj koji ne dijeli karte jednako odbija se, uz brojeve koji ih dijele.
rules-value-cards-per-deal-number = karte koje svaki igrač dobiva u jednom dijeljenju
rules-about-redeal = Smije li prvi igrač jednom odbiti prve karte koje je dobio (tabinet): one se miješaju natrag u talon i dijele se nove.
rules-value-redeal-yes = prvi igrač jednom smije tražiti nove karte, prije nego što odigra kartu
rules-value-redeal-no = nema novih karata: igra se onim što je podijeljeno
rules-about-jack = Što radi dečko.
rules-value-jack-12 = obična karta koja vrijedi 12
rules-value-jack-sweep = nosi sve karte sa stola i nikad nije dio zbroja
rules-about-jack-tabla = Donosi li tablu dečko koji nosi sve (jack=sweep) i očisti stol.
rules-value-jack-tabla-yes = donosi tablu (tablanet)
rules-value-jack-tabla-no = nosi karte, ali ne donosi tablu
rules-about-aces = Koliko vrijedi as pri nošenju.
rules-value-aces-1-11 = 1 ili 11, kako igrač odabere za svakog asa
rules-value-aces-1 = uvijek 1
rules-about-courts = Koliko vrijede dama i kralj.
rules-value-courts-13-14 = dama 13, kralj 14
rules-value-courts-12-13 = dama 12, kralj 13 (tablanet)
rules-about-faces-in-sums = Smiju li dame i kraljevi (i dečko koji vrijedi 12) biti dio zbroja.
rules-value-faces-in-sums-yes = zbrajaju se kao i sve druge karte
rules-value-faces-in-sums-no = nose samo kartu iste jačine
rules-about-largest-group = Najviše karata sa stola u jednoj skupini čiji je zbroj vrijednost odigrane karte.
rules-value-largest-group-any = bez ograničenja
rules-value-largest-group-number = najviše toliko karata u skupini (japanski tablanet: 3)
rules-about-forced = Mora li igrač nositi kad odigrana karta može.
rules-value-forced-yes = karta koja može nositi mora nositi sve što može; bira se samo između najvećih nošenja i koliko vrijedi svaki as
rules-value-forced-no = nošenje je slobodno: igrač smije nositi samo dio onoga što karta može ili baciti kartu na stol
rules-about-tabla = Što donosi nošenje svih karata sa stola.
rules-value-tabla-none = ništa
rules-value-tabla-sum = zbroj vrijednosti nošenih karata i karte koja ih je nosila (tablanet)
rules-value-tabla-number = toliko bodova za svaku tablu
rules-about-last-card-tabla = Donosi li čišćenje stola posljednjom kartom dijeljenja i dalje bodove.
rules-value-last-card-tabla-yes = donosi (Tablanette)
rules-value-last-card-tabla-no = ne donosi ništa
rules-about-late-tablas = Kako se table računaju od sedmog dijeljenja (tri načina tablića).
rules-value-late-tablas-always = uvijek se računaju odmah
rules-value-late-tablas-none = ne donose ništa
rules-value-late-tablas-end = računaju se na kraju dijeljenja, ne u prijavi pobjede tijekom njega
rules-value-late-tablas-cap90 = računaju se samo strani koja je na početku dijeljenja imala manje od 90, i to najviše do 90
rules-about-win-on-bonus = Pobjeđuje li odmah, usred dijeljenja, strana koja stigne do cilja bodovima od tablaneta.
rules-value-win-on-bonus-yes = partija tu završava (japanski tablanet)
rules-value-win-on-bonus-no = o partiji se odlučuje na kraju dijeljenja
rules-about-card-points = Koliko vrijede nošene karte na kraju dijeljenja.
rules-value-card-points-standard = A K Q J 10 po bod, 10♦ dva, 2♣ jedan
rules-value-card-points-tablanet = 10♦ tri, 2♣ dva, svaki as jedan
rules-value-card-points-high = A 11, 10 10, K 4, Q 3, J 2
rules-about-most-cards = Bodovi za stranu koja je u dijeljenju nosila najviše karata.
rules-value-most-cards-number = bodovi koje dobiva (0: nijedan)
rules-about-most-cards-tie = Tko dobiva bodove za najviše karata kad su vodeće strane nosile jednako.
rules-value-most-cards-tie-none = nitko
rules-value-most-cards-tie-last = strana koja je posljednja nosila, ako je jedna od njih
rules-about-last-capture = Bodovi za posljednje nošenje u dijeljenju.
rules-value-last-capture-number = bodovi koje dobiva (0: nijedan)
rules-about-leftovers = Tko nosi karte koje su ostale na stolu na kraju dijeljenja.
rules-value-leftovers-dealer = djeliteljeva strana
rules-value-leftovers-last = strana koja je posljednja nosila
rules-about-claims = Smije li strana u bilo kojem trenutku prekinuti partiju prijavom da je stigla do cilja, računajući i ono što je nosila u ovom dijeljenju: točna prijava pobjeđuje, pogrešna gubi.
rules-value-claims-claim = prijava pobjede je dopuštena
rules-value-claims-count-out = isto pravilo pod imenom iz igre Tablanette (prebrojavanje)
rules-value-claims-none = nema prijave: o partiji se odlučuje samo na kraju dijeljenja
lobby-teams = Parovi: { $first } protiv { $second }. Partneri sjede jedan nasuprot drugome: prvi i treći koji sjednu igraju protiv drugog i četvrtog.
lobby-free-seat = (slobodno mjesto)
rules-list = Inačice ({ $command } i ime inačice za jednu):
summary-tablic = Srpski tablić: J 12, Q 13, K 14, as 1 ili 11, bilo koji zbrojevi, tabla 1, do 101, prijava pobjede
summary-tabinet = Rumunjski tabinet: kao tablić, prvi igrač jednom smije tražiti nove karte, bez prijave pobjede
summary-tablanette = Tablanette: dečko nosi sve, tablanet donosi zbroj nošenih karata, do 251, prebrojavanje
summary-tablanet = Tablanet: dečko nosi sve, as se zbraja kao 1, dama i kralj samo po jačini, bodovi 10♦ 3 · 2♣ 2 · svaki as 1, do 101
summary-tablic-40 = Slovenski tablić s 40 karata za troje: četiri karte po dijeljenju, bod za posljednje nošenje
summary-tablanette-jp = Japanski tablanet: zbrojevi od dvije ili tri karte, morate nositi sve što možete, do 251
span-hours = { $n } h
span-minutes = { $n } min
span-seconds = { $n } s
duration-hours = { $count ->
    [one] { $count } sat
    [few] { $count } sata
   *[other] { $count } sati
}
duration-minutes = { $count ->
    [one] { $count } minutu
    [few] { $count } minute
   *[other] { $count } minuta
}
duration-seconds = { $count ->
    [one] { $count } sekundu
    [few] { $count } sekunde
   *[other] { $count } sekundi
}
error-no-redeal = U ovoj igri nema novog dijeljenja: samo u tabinetu (ili u igri otvorenoj s redeal=yes) prvi igrač smije tražiti nove karte.
refusal-uneven-deal = S { $players } igrača svatko dobiva ukupno { $each ->
    [one] { $each } kartu
    [few] { $each } karte
   *[other] { $each } karata
}, a dijeljenjem po { $per_deal ->
    [one] { $per_deal } kartu
    [few] { $per_deal } karte
   *[other] { $per_deal } karata
} dobilo bi se { $deals }: odaberite cards-per-deal { $choices }.
deal-usual-short = { $size } (uobičajeno { $deals })

## Što opcija prima (unutar refusal-bad-value): vrijednosti pod navodnicima, kako se upisuju.
option-value = „{ $value }”
expected-number = cijeli broj od { $min } do { $max }
expected-points = broj bodova od { $min } do { $max }
expected-courts = { $values } za damu i kralja
## Zašto se pravila ne mogu igrati (unutar error-rules).
unplayable-players = { $players } { $players ->
    [one] igrač
   *[other] igrača
}: igrati mogu 2 do 4 igrača
unplayable-partners = parovi traže točno četiri igrača: dodajte { "players=4" } ili izostavite { "partners=yes" }
unplayable-deal-too-big = prva podjela po { $per_deal } svakome od { $players } igrača traži { $needs } { $needs ->
    [one] kartu
    [few] karte
   *[other] karata
}, a u špilu od { $deck } { $deck ->
    [one] karte
    [few] karte
   *[other] karata
} nakon četiri karte na stolu ostaje ih samo { $stock }
unplayable-stock-uneven = karte koje ostaju nakon četiri na stolu ({ $stock }) ne mogu se jednako podijeliti na { $players } igrača
unplayable-redeal-short = za novo dijeljenje nakon prve podjele u špilu mora ostati još jedna podjela ({ $per_deal }), a ostalo je samo { $left }
unplayable-group-size = skupina koja daje zbroj mora imati od dvije do dvadeset karata
unplayable-target = cilj { $target } nije moguć: mora biti od 1 do 10000
unplayable-bonus = nijedan bonus ne smije vrijediti više od 20 bodova
unplayable-short-claims = kratka igra je jedno dijeljenje bez cilja koji treba dosegnuti, pa prijava pobjede nikad ne bi bila točna: kratka igra ima { "claims=none" }
refusal-two-variants = Zatražene su dvije inačice, „{ $first }” i „{ $second }”: navedite jednu.
standings-rivals-empty = Ni vi ni vaši suparnici niste završili nijednu partiju{ $period ->
    [month] {" "}ovog mjeseca
    [last-month] {" "}prošlog mjeseca
    [season] {" "}ove sezone
    [last-season] {" "}prošle sezone
   *[all] {""}
}{ $here ->
    [yes] {" "}u ovom kanalu
    [place] {" "}ovdje
   *[no] {""}
}.
standings-rivals-strength-empty = { $period ->
    [last-month] Ni vi ni vaši suparnici niste odigrali { $min } partija koliko ova ljestvica traži.
    [last-season] Ni vi ni vaši suparnici niste odigrali { $min } partija koliko ova ljestvica traži.
   *[other] Ni vi ni vaši suparnici još nemate { $min } partija koliko ova ljestvica traži.
}
standings-you = Vaše mjesto: { $row }
period-last-month = prošli mjesec
period-last-season = prošla sezona
