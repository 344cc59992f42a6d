# tablic — tekstovi Telegram adaptera, hrvatski. Isti ključevi kao en.ftl, istim redom.

## Izbornik naredbi (setMyCommands) i /help.
tg-command-new = otvori igru ovdje: /new [inačica] [opcija=vrijednost …]
tg-command-play = odmah igraj protiv računala: /play [inačica] [opcija=vrijednost …]
tg-command-join = sjedni za stol otvorene igre
tg-command-leave = napusti otvorenu igru prije početka
tg-command-bot = posjedni računalo za stol: /bot [razina]
tg-command-go = pokreni igru (igrač koji ju je otvorio)
tg-command-hand = pokaži mi moje karte
tg-command-claim = prijavi pobjedu
tg-command-resign = predaj igru
tg-command-back = preuzmi svoje mjesto od računala
tg-command-rematch = igraj ponovno s istim igračima
tg-command-abort = prekini igru (tko ju je otvorio ili administrator)
tg-command-rules = inačice, ili jedna: /rules [inačica]
tg-command-standings = poredak: /standings [month|season|all]
tg-command-settings = zadane postavke grupe (administratori): /settings [variant=… timer=… language=…]
tg-command-help = što mogu učiniti
tg-command-start = otvori privatni razgovor u kojem se prikazuju vaše karte
tg-help = Tablić i srodne igre. U grupi: /new otvara igru, prijatelji pritisnu „{ button-join }”, /go je pokreće; vaše karte stižu u naš privatni razgovor. Sami: /play ovdje, protiv računala.

## Stol za sve.
tg-rules-target = do { $target }
tg-rules-timer = { $seconds } s po potezu
tg-lobby-opener = { $name } (domaćin)
tg-lobby-seats = Mjesta { $seated }/{ $players }: { $names }
tg-lobby-how = Pritisnite „{ button-join }” da biste sjeli za stol. { $name } pokreće igru; na prazna mjesta sjedaju računala.
tg-button-join-private = Pridruži se preko privatnog razgovora
tg-last = Zadnji potez: { $move }
tg-last-trail = { $name } baca { $card } na stol
tg-last-capture = { $name } igra { $card } i nosi { $take }
tg-last-sweep = dečko čisti stol
tg-last-by-computer = računalo je odigralo umjesto igrača
tg-seat = { $name } · { $count ->
    [one] { $count } karta
    [few] { $count } karte
   *[other] { $count } karata
}
tg-seat-away = nije tu: igra računalo
tg-side = strana { $number }
tg-score = Rezultat: { $score }
tg-this-hand = Ovo dijeljenje: { $sides }
tg-this-hand-side = { $name } { $cards ->
    [one] { $cards } karta
    [few] { $cards } karte
   *[other] { $cards } karata
}, { $points ->
    [one] { $points } bod
    [few] { $points } boda
   *[other] { $points } bodova
}
tg-this-hand-tablas = { $count ->
    [one] { $count } tabla
    [few] { $count } table
   *[other] { $count } tabli
}
tg-closed = Ova je igra zatvorena.
tg-closed-new = Otvorite novu naredbom /new.
tg-rematch-hint = /rematch za revanš.

## Karte igrača, u privatnom razgovoru.
tg-hand-title = Vaše karte u { $where ->
    [private] našoj igri ovdje
    [untitled] igri vaše grupe
   *[group] igri u grupi „{ $title }”
}
tg-hand-choose = Što nosi { $card }?
tg-hand-page = stranica { $page } od { $pages }
tg-hand-your-turn = Na potezu ste: odaberite kartu.
tg-button-redeal = Traži nove karte
tg-hand-claim-total = Bodovi vaše strane za prijavu: { $total } (/claim za prijavu pobjede)
tg-stamp = Igra { $game } · potez { $move }
tg-match-over = { $where ->
    [private] Partija ovdje je završena.
    [untitled] Partija u vašoj grupi je završena.
   *[group] Partija u grupi „{ $title }” je završena.
}

## Bodovanje dijeljenja, kad završi.
tg-hand-over = Dijeljenje { $number } je završeno
tg-hand-over-game = Dijeljenje { $number } je završeno (igra { $game })
tg-score-cards = { $count ->
    [one] { $count } karta
    [few] { $count } karte
   *[other] { $count } karata
}
tg-score-card-points = { $count ->
    [one] { $count } bod od karata
    [few] { $count } boda od karata
   *[other] { $count } bodova od karata
}
tg-score-most-cards = { $points } za najviše karata
tg-score-last-capture = { $points } za zadnje nošenje
tg-score-tablas = { $count ->
    [one] { $count } tabla
    [few] { $count } table
   *[other] { $count } tabli
} ({ $points ->
    [one] { $points } bod
    [few] { $points } boda
   *[other] { $points } bodova
})
tg-score-total = → { $hand } u ovom dijeljenju, { $total } u partiji

## Privatni razgovor i put do njega.
tg-someone = Netko
tg-link-blocked = { $name }: ne mogu vam poslati karte dok ne otvorite privatni razgovor sa mnom. Dodirnite gumb, a zatim pokrenite bota.
tg-link-cards = { $name }: vaše su karte u našem privatnom razgovoru. Dodirnite gumb da ga otvorite.
tg-button-show-cards = Pokaži moje karte
tg-start-seated = Imate mjesto u { $where ->
    [private] našoj igri ovdje
    [untitled] igri vaše grupe
   *[group] igri u grupi „{ $title }”
}. Vaše će karte biti prikazane ovdje.
tg-start-joined = Pridružili ste se { $where ->
    [private] našoj igri ovdje
    [untitled] igri vaše grupe
   *[group] igri u grupi „{ $title }”
}. Vaše će karte biti prikazane ovdje kad igra počne.
tg-probe-joined = Pridružili ste se { $where ->
    [private] našoj igri ovdje
    [untitled] igri vaše grupe
   *[group] igri u grupi „{ $title }”
}. Vaše će karte biti prikazane ovdje.
tg-toast-seated = Imate mjesto za stolom
tg-toast-cards = Vaše su karte u našem privatnom razgovoru
tg-unknown-command = Ne znam tu naredbu: /help pokazuje što mogu učiniti.

## Postavke grupe.
tg-timer-off = isključeno
tg-timer-seconds = { $seconds } s
tg-settings = Postavke ove grupe: inačica { $variant } · vrijeme za potez { $timer } · jezik { $language }.
    Administratori ih mijenjaju naredbom /settings variant=tablanette timer=60 language=sr-Latn (jezici: { $languages })
tg-saved = Spremljeno. { $settings }
tg-settings-usage = napišite /settings variant=tablic timer=120 language=sr-Latn (vrijeme u sekundama, 0 znači bez ograničenja)

## Pravila i inačice.
tg-rules-one = { $variant }: { $summary }.
    Svaka se opcija može promijeniti kad se igra otvara, npr. /new { $variant } target=151. Opcije: { $options }.
tg-rules-this-game = Ova igra: { $variant }{ $options }.
tg-rules-list = Inačice (/rules <inačica> za jednu):
tg-summary-tablic = Srpski tablić: J 12, Q 13, K 14, as 1 ili 11, bilo koji zbrojevi, tabla 1, do 101, prijava pobjede
tg-summary-tabinet = Rumunjski tabinet: kao tablić, prvi igrač jednom smije tražiti novo dijeljenje, bez prijave pobjede
tg-summary-tablanette = Tablanette: dečko čisti stol, tablanette donosi vrijednost nošenih karata, do 251, prijava pobjede (count-out)
tg-summary-tablanet = Tablanet: dečko čisti stol, as 1, slike samo po jačini, 10♦ 3, 2♣ 2, asovi 1, do 101
tg-summary-tablic-40 = Slovenski tablić s 40 karata za troje: četiri karte po dijeljenju, bod za zadnje nošenje
tg-summary-tablanette-jp = Japanski tablanette: zbrojevi od dvije ili tri karte, morate nositi sve što možete, do 251

## Poredak.
tg-period-month = ovaj mjesec
tg-period-season = ova sezona
tg-period-all = sva vremena
tg-standings = Poredak, { $period }:
tg-standings-empty = Još nema završenih igara ({ $period }).
tg-standings-row = { $rank }. { $name } — { $points ->
    [one] { $points } bod
    [few] { $points } boda
   *[other] { $points } bodova
} · pobjede: { $wins } od { $matches }

## Odbijanja: vidi ih osoba koja je pisala ili pritisnula.
tg-error-unknown-button = Taj gumb nije moj
tg-error-old-message = Ta poruka pripada ranijoj igri: upotrijebite najnoviji stol
tg-error-game-gone = Ta je igra završena ili više nije ovdje: pokrenite novu naredbom /new
tg-error-admins-only = Samo administratori grupe mogu mijenjati njezine postavke
tg-error-group-only = Postavke se čuvaju po grupi: upotrijebite /settings u grupi (opcije za jednu igru idu iza /new)
tg-error-storage = Baza podataka trenutačno nije dostupna, pokušajte ponovno
tg-error-unknown-variant = Nepoznata inačica `{ $name }`: odaberite jednu od { $variants }
tg-error-unknown-option = Nepoznata opcija `{ $name }`: opcije su { $options }
tg-error-missing-value = Opcija `{ $name }` treba vrijednost: napišite ključ=vrijednost, npr. target=151
tg-error-bad-value = Opcija `{ $name }` ne može biti `{ $value }`: očekuje se { $expected }
tg-error-unknown-level = Nepoznata razina računala `{ $name }`: odaberite { $levels }
tg-error-too-many-words = /{ $command } prima najviše jednu riječ; pogledajte /help
tg-error-no-arguments = /{ $command } ne prima argumente; pogledajte /help
tg-error-unknown-named-command = Ne znam /{ $command }: /help pokazuje što mogu učiniti
tg-error-period = `{ $period }` nije razdoblje: napišite /standings month, /standings season ili /standings all
tg-error-not-key-value = `{ $word }` nije u obliku ključ=vrijednost: { $usage }
tg-error-timer = Vrijeme mora biti od 0 do { $max } sekundi, a ne `{ $value }`
tg-error-unknown-setting = Nepoznata postavka `{ $key }`: { $usage }
tg-error-unknown-language = Nepoznat jezik `{ $name }`: odaberite jedan od { $languages }
