# tablic terminal — bosanski.
# Riječi komandi (`help`, `claim`, `resign`, `redeal`, `back`, `quit`) kucaju se isto na svim jezicima.

term-resuming = Nastavljate nezavršenu igru.
term-stored = Igra se čuva u { $path }. Ukucajte `help` za komande.
term-you = Vi
term-you-short = vi
term-you-trailed = Bacili ste { $card } na sto.
term-they-trailed = { $name } baca { $card } na sto.
term-you-took = Odigrali ste { $card } i ponijeli { $take }.
term-they-took = { $name } igra { $card } i nosi { $take }.
term-tabla = TABLA!
term-sweep = žandar čisti sto
term-hand-over = Dijeljenje { $number } je završeno
term-col-cards = karte
term-col-points = bodovi
term-col-most = najviše
term-col-last = posljednje
term-col-tablas = table
term-col-hand = dijeljenje
term-col-match = partija
term-what-takes = Šta nosi { $card }?
term-take-nothing = ništa — baci je na sto
term-header = Dijeljenje { $number } · { $variant } do { $target } · { $score } · { $left }
term-captured = Poneseno
term-pile = { $name } { $cards ->
    [one] { $cards } karta
    [few] { $cards } karte
   *[other] { $cards } karata
}/{ $points ->
    [one] { $points } bod
    [few] { $points } boda
   *[other] { $points } bodova
}
term-may-redeal = (ove karte možete jednom zamijeniti komandom `redeal`)
term-help = Izaberite kartu brojem ili imenom (9c, 10♦), pa brojem ono što nosi. Još: { $extra }`resign` (predaja), `back` (druga karta), `rules` (pravila ove igre; `rules forced` objašnjava jednu opciju, `rules tabinet forced` i njenu vrijednost u varijanti), `standings` (vaši rezultati: `standings snaga sezona`, `standings sve`), `quit` (izlaz, igra se čuva).
term-help-claim = `claim` (prijava pobjede),
term-help-redeal = `redeal` (nove karte),
term-wait = Sačekajte svoj potez.
term-nothing-back = Nemate se gdje vratiti: izaberite kartu.
term-not-a-card = `{ $input }` nije vaša karta: ukucajte od 1 do { $count } ili kartu, npr. 9c; `help` daje spisak komandi.
term-not-a-choice = `{ $input }` nije ponuđeno: ukucajte { $count ->
    [1] 0 ili 1
   *[other] od 0 do { $count }
} (ili `back` za drugu kartu).
term-resumed-other-rules = Nastavlja se nezavršena igra { $variant }; ono što ste tražili ({ $asked }) važi za vašu sljedeću novu igru.
term-ended-while-away = Vaša posljednja igra se završila prije nego što ste vidjeli kraj:
term-line-not-utf8 = Taj red nije UTF-8 tekst; ništa se nije promijenilo.
term-line-too-long = Taj red je duži od { $max } bajtova; ništa se nije promijenilo.
term-more-captures = { $card } može nositi više od ovoga: otkucajte karte koje nosite, npr. { $example }.
term-set-aside = Vašu nezavršenu igru sačuvala je druga verzija programa `tablic` i ova je ne može pročitati: ostaje sačuvana po strani, a počinje nova igra.
term-tie-break-next = Rezultat je izjednačen na { $score }, na cilju ili iznad njega: još jedno dijeljenje odlučuje partiju, i u njemu niko ne može prijaviti pobjedu.
term-won-tie-break = Pobjeda: { $names }, u dijeljenju odigranom zbog izjednačenja na { $level }. Konačan rezultat { $score }.
term-you-won-tie-break = { $partners ->
    [yes] Vaša strana je pobijedila u dijeljenju odigranom zbog izjednačenja na { $level }.
   *[other] Pobijedili ste u dijeljenju odigranom zbog izjednačenja na { $level }.
} Konačan rezultat { $score }.
term-kept = Vaša igra je sačuvana u { $path }: `{ $command }` je nastavlja gdje ste stali.
term-claim-again = Ukucajte d (ili ponovo `claim`) da ipak prijavite; n ili bilo šta drugo nastavlja igru.
term-claim-not = Niste prijavili pobjedu: igra se nastavlja.
term-standings-unknown = `{ $word }` ovdje nije ni tabela ni period: izaberite { $points } ili { $strength } te { $month }, { $last_month }, { $season }, { $last_season } ili { $all }, npr. `{ $example }`.
term-standings-more = Druge tabele: { $points } ili { $strength } te { $month }, { $last_month }, { $season }, { $last_season } ili { $all }, npr. `{ $example }`.
term-resign-question = Predati se i izgubiti partiju? (d/n)
term-resign-not = Niste se predali: igra se nastavlja.
term-tie-break-now = Rezultat je bio izjednačen na { $score }, na cilju ili iznad njega: ovo dijeljenje odlučuje partiju, i u njemu niko ne može prijaviti pobjedu.
term-db-older = { $path } je baza starije verzije programa `tablic`; `{ $command }` je nadograđuje (kad je više ne koristi nijedan stariji `tablic play`), i tada se tabela može pročitati.
