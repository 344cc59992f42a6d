# tablic terminal — hrvatski.
# Riječi naredbi (`help`, `claim`, `resign`, `redeal`, `back`, `quit`) tipkaju se jednako na svim jezicima.

term-resuming = Nastavljate nedovršenu igru.
term-stored = Igra se sprema u { $path }. Upišite `help` za naredbe.
term-you = Vi
term-you-short = vi
term-you-trailed = Bacili ste { $card } na stol.
term-they-trailed = { $name } baca { $card } na stol.
term-you-took = Odigrali ste { $card } i odnijeli { $take }.
term-they-took = { $name } igra { $card } i nosi { $take }.
term-tabla = TABLA!
term-sweep = dečko čisti stol
term-hand-over = Dijeljenje { $number } je završeno
term-col-cards = karte
term-col-points = bodovi
term-col-most = najviše
term-col-last = zadnje
term-col-tablas = table
term-col-hand = dijeljenje
term-col-match = partija
term-what-takes = Što nosi { $card }?
term-take-nothing = ništa — baci je na stol
term-header = Dijeljenje { $number } · { $variant } do { $target } · { $score } · { $left }
term-captured = Odneseno
term-pile = { $name } { $cards ->
    [one] { $cards } karta
    [few] { $cards } karte
   *[other] { $cards } karata
}/{ $points ->
    [one] { $points } bod
    [few] { $points } boda
   *[other] { $points } bodova
}
term-may-redeal = (ove karte možete jednom zamijeniti naredbom `redeal`)
term-help = Odaberite kartu brojem ili imenom (9c, 10♦), zatim brojem ono što nosi. Još: { $extra }`resign` (predaja), `back` (druga karta), `rules` (pravila ove igre; `rules forced` objašnjava jednu opciju, `rules tabinet forced` i njezinu vrijednost u inačici), `standings` (vaši rezultati: `standings snaga sezona`, `standings sve`), `quit` (izlaz, igra se čuva).
term-help-claim = `claim` (prijava pobjede),
term-help-redeal = `redeal` (nove karte),
term-wait = Pričekajte svoj potez.
term-nothing-back = Nemate se kamo vratiti: odaberite kartu.
term-not-a-card = `{ $input }` nije vaša karta: upišite od 1 do { $count } ili kartu, npr. 9c; `help` daje popis naredbi.
term-not-a-choice = `{ $input }` nije ponuđeno: upišite { $count ->
    [1] 0 ili 1
   *[other] od 0 do { $count }
} (ili `back` za drugu kartu).
term-resumed-other-rules = Nastavlja se nedovršena igra { $variant }; ono što ste tražili ({ $asked }) vrijedi za vašu sljedeću novu igru.
term-ended-while-away = Vaša posljednja igra završila je prije nego što ste vidjeli kraj:
term-line-not-utf8 = Taj redak nije UTF-8 tekst; ništa se nije promijenilo.
term-line-too-long = Taj redak je dulji od { $max } bajtova; ništa se nije promijenilo.
term-more-captures = { $card } može nositi više od ovoga: upišite karte koje nosite, npr. { $example }.
term-set-aside = Vašu nedovršenu igru spremila je druga verzija programa `tablic` i ova je ne može pročitati: ostaje spremljena po strani, a počinje nova igra.
term-tie-break-next = Rezultat je izjednačen na { $score }, na cilju ili iznad njega: još jedno dijeljenje odlučuje partiju, i u njemu nitko ne može prijaviti pobjedu.
term-won-tie-break = Pobjeda: { $names }, u dijeljenju odigranom zbog izjednačenja na { $level }. Konačni rezultat { $score }.
term-you-won-tie-break = { $partners ->
    [yes] Vaša strana je pobijedila u dijeljenju odigranom zbog izjednačenja na { $level }.
   *[other] Pobijedili ste u dijeljenju odigranom zbog izjednačenja na { $level }.
} Konačni rezultat { $score }.
term-kept = Vaša je igra spremljena u { $path }: `{ $command }` nastavlja je gdje ste stali.
term-claim-again = Upišite d (ili ponovno `claim`) da ipak prijavite; n ili bilo što drugo nastavlja igru.
term-claim-not = Niste prijavili pobjedu: igra se nastavlja.
term-standings-unknown = `{ $word }` ovdje nije ni ljestvica ni razdoblje: odaberite { $points } ili { $strength } te { $month }, { $last_month }, { $season }, { $last_season } ili { $all }, npr. `{ $example }`.
term-standings-more = Druge ljestvice: { $points } ili { $strength } te { $month }, { $last_month }, { $season }, { $last_season } ili { $all }, npr. `{ $example }`.
term-resign-question = Predati se i izgubiti partiju? (d/n)
term-resign-not = Niste se predali: igra se nastavlja.
term-tie-break-now = Rezultat je bio izjednačen na { $score }, na cilju ili iznad njega: ovo dijeljenje odlučuje partiju, i u njemu nitko ne može prijaviti pobjedu.
term-db-older = { $path } je baza starije verzije programa `tablic`; `{ $command }` je nadograđuje (kad je više ne koristi nijedan stariji `tablic play`), i tada se ljestvica može pročitati.
