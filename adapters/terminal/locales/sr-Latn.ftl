# tablic terminal — srpski (latinica).
# Reči komandi (`help`, `claim`, `resign`, `redeal`, `back`, `quit`) kucaju se isto na svim jezicima.

term-resuming = Nastavljate nezavršenu igru.
term-stored = Igra se čuva u { $path }. Otkucajte `help` za komande.
term-you = Vi
term-you-short = vi
term-you-trailed = Bacili ste { $card } na sto.
term-they-trailed = { $name } baca { $card } na sto.
term-you-took = Odigrali ste { $card } i poneli { $take }.
term-they-took = { $name } igra { $card } i nosi { $take }.
term-tabla = TABLA!
term-sweep = žandar čisti sto
term-hand-over = Deljenje { $number } je završeno
term-col-cards = karte
term-col-points = poeni
term-col-most = najviše
term-col-last = poslednje
term-col-tablas = table
term-col-hand = deljenje
term-col-match = partija
term-what-takes = Šta nosi { $card }?
term-take-nothing = ništa — baci je na sto
term-header = Deljenje { $number } · { $variant } do { $target } · { $score } · { $left }
term-captured = Poneto
term-pile = { $name } { $cards ->
    [one] { $cards } karta
    [few] { $cards } karte
   *[other] { $cards } karata
}/{ $points ->
    [one] { $points } poen
   *[other] { $points } poena
}
term-may-redeal = (ove karte možete jednom da zamenite komandom `redeal`)
term-help = Izaberite kartu brojem ili imenom (9c, 10♦), pa brojem ono što nosi. Još: { $extra }`resign` (predaja), `back` (druga karta), `rules` (pravila ove igre; `rules forced` objašnjava jednu opciju, `rules tabinet forced` i njenu vrednost u varijanti), `standings` (vaši rezultati: `standings snaga sezona`, `standings sve`), `quit` (izlaz, igra se čuva).
term-help-claim = `claim` (prijava pobede),
term-help-redeal = `redeal` (nove karte),
term-wait = Sačekajte svoj potez.
term-nothing-back = Nemate gde da se vratite: izaberite kartu.
term-not-a-card = `{ $input }` nije vaša karta: otkucajte od 1 do { $count } ili kartu, npr. 9c; `help` daje spisak komandi.
term-not-a-choice = `{ $input }` nije ponuđeno: otkucajte { $count ->
    [1] 0 ili 1
   *[other] od 0 do { $count }
} (ili `back` za drugu kartu).
term-resumed-other-rules = Nastavlja se nezavršena igra { $variant }; ono što ste tražili ({ $asked }) važi za vašu sledeću novu igru.
term-ended-while-away = Vaša poslednja igra se završila pre nego što ste videli kraj:
term-line-not-utf8 = Taj red nije UTF-8 tekst; ništa se nije promenilo.
term-line-too-long = Taj red je duži od { $max } bajtova; ništa se nije promenilo.
term-more-captures = { $card } može da nosi više od ovoga: otkucajte karte koje nosite, npr. { $example }.
term-set-aside = Vašu nezavršenu igru sačuvala je druga verzija programa `tablic` i ova je ne može pročitati: ostaje sačuvana po strani, a počinje nova igra.
term-tie-break-next = Rezultat je izjednačen na { $score }, na cilju ili preko njega: još jedno deljenje odlučuje partiju, i u njemu niko ne može da prijavi pobedu.
term-won-tie-break = Pobeda: { $names }, u deljenju odigranom zbog izjednačenja na { $level }. Konačan rezultat { $score }.
term-you-won-tie-break = { $partners ->
    [yes] Vaša strana je pobedila u deljenju odigranom zbog izjednačenja na { $level }.
   *[other] Pobedili ste u deljenju odigranom zbog izjednačenja na { $level }.
} Konačan rezultat { $score }.
term-kept = Vaša igra je sačuvana u { $path }: `{ $command }` je nastavlja gde ste stali.
term-claim-again = Otkucajte d (ili ponovo `claim`) da ipak prijavite; n ili bilo šta drugo nastavlja igru.
term-claim-not = Niste prijavili pobedu: igra se nastavlja.
term-standings-unknown = `{ $word }` ovde nije ni tabela ni period: izaberite { $points } ili { $strength }, i { $month }, { $last_month }, { $season }, { $last_season } ili { $all }, npr. `{ $example }`.
term-standings-more = Druge tabele: { $points } ili { $strength }, i { $month }, { $last_month }, { $season }, { $last_season } ili { $all }, npr. `{ $example }`.
term-resign-question = Predati se i izgubiti partiju? (d/n)
term-resign-not = Niste se predali: igra se nastavlja.
term-tie-break-now = Rezultat je bio izjednačen na { $score }, na cilju ili preko njega: ovo deljenje odlučuje partiju, i u njemu niko ne može da prijavi pobedu.
term-db-older = { $path } je baza starije verzije programa `tablic`; `{ $command }` je nadograđuje (kad je više ne koristi nijedan stariji `tablic play`), i tada se tabela može pročitati.
