# tablic terminal — română.
# Cuvintele comenzilor (`help`, `claim`, `resign`, `redeal`, `back`, `quit`) se scriu la fel în toate limbile.

term-resuming = Continuați jocul neterminat.
term-stored = Jocul se păstrează în { $path }. Scrieți `help` pentru comenzi.
term-you = Dumneavoastră
term-you-short = dvs.
term-you-trailed = Ați pus { $card } pe masă.
term-they-trailed = { $name } pune { $card } pe masă.
term-you-took = Ați jucat { $card } și ați luat { $take }.
term-they-took = { $name } joacă { $card } și ia { $take }.
term-tabla = TABLA!
term-sweep = valetul curăță masa
term-hand-over = Mâna { $number } s-a încheiat
term-col-cards = cărți
term-col-points = puncte
term-col-most = majoritate
term-col-last = ultima
term-col-tablas = table
term-col-hand = mâna
term-col-match = partida
term-what-takes = Ce ia { $card }?
term-take-nothing = nimic — las-o pe masă
term-header = Mâna { $number } · { $variant } până la { $target } · { $score } · { $left }
term-captured = Luate
term-pile = { $name } { $cards ->
    [one] o carte
    [few] { $cards } cărți
   *[other] { $cards } de cărți
}/{ $points ->
    [one] un punct
    [few] { $points } puncte
   *[other] { $points } de puncte
}
term-may-redeal = (puteți schimba aceste cărți o dată cu `redeal`)
term-help = Alegeți o carte după număr sau nume (9c, 10♦), apoi după număr ce ia. În plus: { $extra }`resign` (abandon), `back` (altă carte), `rules` (regulile jocului; `rules forced` explică o opțiune, `rules tabinet forced` și valoarea ei într-o variantă), `standings` (rezultatele dumneavoastră: `standings forță sezon`, `standings tot`), `quit` (ieșire, jocul se păstrează).
term-help-claim = `claim` (anunțați victoria),
term-help-redeal = `redeal` (cărți noi),
term-wait = Așteptați-vă rândul.
term-nothing-back = Nu aveți la ce să reveniți: alegeți o carte.
term-not-a-card = `{ $input }` nu este una dintre cărțile dumneavoastră: scrieți de la 1 la { $count } sau o carte, de ex. 9c; `help` arată comenzile.
term-not-a-choice = `{ $input }` nu este o variantă: scrieți { $count ->
    [1] 0 sau 1
   *[other] de la 0 la { $count }
} (sau `back` pentru altă carte).
term-resumed-other-rules = Continuă jocul neterminat de { $variant }; ce ați cerut ({ $asked }) e pentru următorul joc nou.
term-ended-while-away = Ultimul joc s-a încheiat înainte să vedeți finalul:
term-line-not-utf8 = Rândul acesta nu este text UTF-8; nu s-a schimbat nimic.
term-line-too-long = Rândul acesta are mai mult de { $max } octeți; nu s-a schimbat nimic.
term-more-captures = { $card } poate lua mai mult decât acestea: scrieți cărțile de luat, de exemplu { $example }.
term-set-aside = Jocul neterminat a fost salvat de o altă versiune tablic și aceasta nu îl poate citi: rămâne păstrat deoparte și începe un joc nou.
term-tie-break-next = Scorul este egal, { $score }, la țintă sau peste: încă o mână decide partida, iar în ea nimeni nu poate anunța victoria.
term-won-tie-break = Victorie: { $names }, în mâna jucată pentru a rupe egalitatea de la { $level }. Scor final { $score }.
term-you-won-tie-break = { $partners ->
    [yes] Echipa dumneavoastră a câștigat mâna jucată pentru a rupe egalitatea de la { $level }.
   *[other] Ați câștigat mâna jucată pentru a rupe egalitatea de la { $level }.
} Scor final { $score }.
term-kept = Jocul dumneavoastră este păstrat în { $path }: `{ $command }` îl reia de unde ați rămas.
term-claim-again = Scrieți d (sau din nou `claim`) ca să anunțați totuși; n sau orice altceva continuă jocul.
term-claim-not = Nu ați anunțat victoria: jocul continuă.
term-standings-unknown = `{ $word }` nu este aici nici un clasament, nici o perioadă: alegeți { $points } sau { $strength } și { $month }, { $last_month }, { $season }, { $last_season } sau { $all }, de ex. `{ $example }`.
term-standings-more = Alte clasamente: { $points } sau { $strength } și { $month }, { $last_month }, { $season }, { $last_season } sau { $all }, de ex. `{ $example }`.
term-resign-question = Abandonați și pierdeți partida? (d/n)
term-resign-not = Nu ați abandonat: jocul continuă.
term-tie-break-now = Scorul era egal, { $score }, la țintă sau peste: această mână decide partida, iar în ea nimeni nu poate anunța victoria.
term-db-older = { $path } este baza de date a unei versiuni mai vechi de `tablic`; `{ $command }` o actualizează (după ce niciun `tablic play` mai vechi nu o mai folosește), iar apoi clasamentul poate fi citit.
