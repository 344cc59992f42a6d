# tablic — tekstovi Telegram adaptera, srpski (latinica). Isti ključevi kao en.ftl, istim redom.

## Meni komandi (setMyCommands) i /help.
tg-command-new = otvori igru ovde: /new [varijanta] [opcija=vrednost …]
tg-command-play = igraj odmah protiv računara: /play [varijanta] [opcija=vrednost …]
tg-command-join = sedi za sto otvorene igre
tg-command-leave = napusti otvorenu igru pre početka
tg-command-bot = posadi računar za sto: /bot [nivo]
tg-command-go = počni igru (igrač koji ju je otvorio)
tg-command-hand = pokaži mi moje karte
tg-command-claim = prijavi pobedu
tg-command-resign = predaj igru
tg-command-back = preuzmi svoje mesto od računara
tg-command-rematch = igraj ponovo sa istim igračima
tg-command-abort = prekini igru (ko ju je otvorio ili administrator)
tg-command-rules = varijante, ili jedna: /rules [varijanta]
tg-command-standings = tabela: /standings [month|season|all]
tg-command-settings = podrazumevana podešavanja grupe (administratori): /settings [variant=… timer=… language=…]
tg-command-help = šta mogu da uradim
tg-command-start = otvori privatni razgovor u kom se prikazuju vaše karte
tg-help = Tablić i srodne igre. U grupi: /new otvara igru, prijatelji pritisnu „{ button-join }“, /go je pokreće; vaše karte stižu u naš privatni razgovor. Sami: /play ovde, protiv računara.

## Sto za sve.
tg-rules-target = do { $target }
tg-rules-timer = { $seconds } s po potezu
tg-lobby-opener = { $name } (domaćin)
tg-lobby-seats = Mesta { $seated }/{ $players }: { $names }
tg-lobby-how = Pritisnite „{ button-join }“ da sednete za sto. { $name } počinje igru; na prazna mesta sedaju računari.
tg-button-join-private = Pridruži se preko privatnog razgovora
tg-last = Poslednji potez: { $move }
tg-last-trail = { $name } baca { $card } na sto
tg-last-capture = { $name } igra { $card } i nosi { $take }
tg-last-sweep = žandar čisti sto
tg-last-by-computer = računar je odigrao umesto igrača
tg-seat = { $name } · { $count ->
    [one] { $count } karta
    [few] { $count } karte
   *[other] { $count } karata
}
tg-seat-away = nije tu: igra računar
tg-side = strana { $number }
tg-score = Rezultat: { $score }
tg-this-hand = Ovo deljenje: { $sides }
tg-this-hand-side = { $name } { $cards ->
    [one] { $cards } karta
    [few] { $cards } karte
   *[other] { $cards } karata
}, { $points ->
    [one] { $points } poen
    [few] { $points } poena
   *[other] { $points } poena
}
tg-this-hand-tablas = { $count ->
    [one] { $count } tabla
    [few] { $count } table
   *[other] { $count } tabli
}
tg-closed = Ova igra je zatvorena.
tg-closed-new = Otvorite novu komandom /new.
tg-rematch-hint = /rematch za revanš.

## Karte igrača, u privatnom razgovoru.
tg-hand-title = Vaše karte u { $where ->
    [private] našoj igri ovde
    [untitled] igri vaše grupe
   *[group] igri u grupi „{ $title }“
}
tg-hand-choose = Šta nosi { $card }?
tg-hand-page = strana { $page } od { $pages }
tg-hand-your-turn = Na potezu ste: izaberite kartu.
tg-button-redeal = Traži nove karte
tg-hand-claim-total = Poeni vaše strane za prijavu: { $total } (/claim da prijavite pobedu)
tg-stamp = Igra { $game } · potez { $move }
tg-match-over = { $where ->
    [private] Partija ovde je završena.
    [untitled] Partija u vašoj grupi je završena.
   *[group] Partija u grupi „{ $title }“ je završena.
}

## Bodovanje deljenja, kad se završi.
tg-hand-over = Deljenje { $number } je završeno
tg-hand-over-game = Deljenje { $number } je završeno (igra { $game })
tg-score-cards = { $count ->
    [one] { $count } karta
    [few] { $count } karte
   *[other] { $count } karata
}
tg-score-card-points = { $count ->
    [one] { $count } poen od karata
    [few] { $count } poena od karata
   *[other] { $count } poena od karata
}
tg-score-most-cards = { $points } za najviše karata
tg-score-last-capture = { $points } za poslednje nošenje
tg-score-tablas = { $count ->
    [one] { $count } tabla
    [few] { $count } table
   *[other] { $count } tabli
} ({ $points ->
    [one] { $points } poen
    [few] { $points } poena
   *[other] { $points } poena
})
tg-score-total = → { $hand } u ovom deljenju, { $total } u partiji

## Privatni razgovor i put do njega.
tg-someone = Neko
tg-link-blocked = { $name }: ne mogu da vam pošaljem karte dok ne otvorite privatni razgovor sa mnom. Dodirnite dugme, pa pokrenite bota.
tg-link-cards = { $name }: vaše karte su u našem privatnom razgovoru. Dodirnite dugme da ga otvorite.
tg-button-show-cards = Pokaži moje karte
tg-start-seated = Imate mesto u { $where ->
    [private] našoj igri ovde
    [untitled] igri vaše grupe
   *[group] igri u grupi „{ $title }“
}. Vaše karte će biti prikazane ovde.
tg-start-joined = Pridružili ste se { $where ->
    [private] našoj igri ovde
    [untitled] igri vaše grupe
   *[group] igri u grupi „{ $title }“
}. Vaše karte će biti prikazane ovde kada igra počne.
tg-probe-joined = Pridružili ste se { $where ->
    [private] našoj igri ovde
    [untitled] igri vaše grupe
   *[group] igri u grupi „{ $title }“
}. Vaše karte će biti prikazane ovde.
tg-toast-seated = Imate mesto za stolom
tg-toast-cards = Vaše karte su u našem privatnom razgovoru
tg-unknown-command = Ne znam tu komandu: /help pokazuje šta mogu da uradim.

## Podešavanja grupe.
tg-timer-off = isključeno
tg-timer-seconds = { $seconds } s
tg-settings = Podešavanja ove grupe: varijanta { $variant } · vreme za potez { $timer } · jezik { $language }.
    Administratori ih menjaju komandom /settings variant=tablanette timer=60 language=sr-Latn (jezici: { $languages })
tg-saved = Sačuvano. { $settings }
tg-settings-usage = napišite /settings variant=tablic timer=120 language=sr-Latn (vreme u sekundama, 0 znači bez ograničenja)

## Pravila i varijante.
tg-rules-one = { $variant }: { $summary }.
    Svaka opcija može da se promeni kad se igra otvara, npr. /new { $variant } target=151. Opcije: { $options }.
tg-rules-this-game = Ova igra: { $variant }{ $options }.
tg-rules-list = Varijante (/rules <varijanta> za jednu):
tg-summary-tablic = Srpski tablić: J 12, Q 13, K 14, kec 1 ili 11, bilo koji zbirovi, tabla 1, do 101, prijava pobede
tg-summary-tabinet = Rumunski tabinet: kao tablić, prvi igrač jednom može da traži novo deljenje, bez prijave pobede
tg-summary-tablanette = Tablanette: žandar čisti sto, tablanette donosi vrednost nošenih karata, do 251, prijava pobede (count-out)
tg-summary-tablanet = Tablanet: žandar čisti sto, kec 1, slike samo po jačini, 10♦ 3, 2♣ 2, kečevi 1, do 101
tg-summary-tablic-40 = Slovenački tablić sa 40 karata za troje: četiri karte po deljenju, poen za poslednje nošenje
tg-summary-tablanette-jp = Japanski tablanette: zbirovi od dve ili tri karte, morate da nosite sve što možete, do 251

## Tabela.
tg-period-month = ovaj mesec
tg-period-season = ova sezona
tg-period-all = sva vremena
tg-standings = Tabela, { $period }:
tg-standings-empty = Još nema završenih igara ({ $period }).
tg-standings-row = { $rank }. { $name } — { $points ->
    [one] { $points } poen
    [few] { $points } poena
   *[other] { $points } poena
} · pobede: { $wins } od { $matches }

## Odbijanja: vidi ih osoba koja je pisala ili pritisnula.
tg-error-unknown-button = To dugme nije moje
tg-error-old-message = Ta poruka pripada ranijoj igri: koristite najnoviji sto
tg-error-game-gone = Ta igra je završena ili više nije ovde: započnite novu komandom /new
tg-error-admins-only = Samo administratori grupe mogu da menjaju njena podešavanja
tg-error-group-only = Podešavanja se čuvaju po grupi: koristite /settings u grupi (opcije za jednu igru idu posle /new)
tg-error-storage = Baza podataka trenutno nije dostupna, pokušajte ponovo
tg-error-unknown-variant = Nepoznata varijanta `{ $name }`: izaberite jednu od { $variants }
tg-error-unknown-option = Nepoznata opcija `{ $name }`: opcije su { $options }
tg-error-missing-value = Opcija `{ $name }` traži vrednost: napišite ključ=vrednost, npr. target=151
tg-error-bad-value = Opcija `{ $name }` ne može da bude `{ $value }`: očekuje se { $expected }
tg-error-unknown-level = Nepoznat nivo računara `{ $name }`: izaberite { $levels }
tg-error-too-many-words = /{ $command } prima najviše jednu reč; pogledajte /help
tg-error-no-arguments = /{ $command } ne prima argumente; pogledajte /help
tg-error-unknown-named-command = Ne znam /{ $command }: /help pokazuje šta mogu da uradim
tg-error-period = `{ $period }` nije period: napišite /standings month, /standings season ili /standings all
tg-error-not-key-value = `{ $word }` nije u obliku ključ=vrednost: { $usage }
tg-error-timer = Vreme mora biti od 0 do { $max } sekundi, a ne `{ $value }`
tg-error-unknown-setting = Nepoznato podešavanje `{ $key }`: { $usage }
tg-error-unknown-language = Nepoznat jezik `{ $name }`: izaberite jedan od { $languages }
