# tablic — tekstovi Telegram adaptera, srpski (latinica). Isti ključevi kao en.ftl, istim redom.

## Meni komandi (setMyCommands) i /help.
tg-command-new = otvori igru ovde: /new [varijanta] [opcija=vrednost …] [timer=sekunde|off]
tg-command-play = igraj odmah protiv računara: /play [varijanta] [opcija=vrednost …] [timer=sekunde|off]
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
tg-command-rules = varijante, jedna varijanta, opcija ili opcija u varijanti: /rules [varijanta] [opcija]
tg-command-standings = tabela: /standings [poeni|snaga] [mesec|prošli-mesec|sezona|prošla-sezona|sve] [rivali] [ovde]
tg-command-stats = vaše partije ovde: pobede, poeni, snaga, table, najbolje deljenje
tg-command-settings = podrazumevana podešavanja grupe (administratori): /settings [variant=… timer=… language=… notify=… computers=…]
tg-command-help = šta mogu da uradim
tg-command-start = otvori privatni razgovor u kom se prikazuju vaše karte
tg-help = Tablić i srodne igre. U grupi: /new otvara igru, prijatelji pritisnu „{ button-join }“, /go je pokreće; vaše karte stižu u naš privatni razgovor. Sami: /play ovde, protiv računara.
tg-welcome =
    Dobar dan! Ja sam bot za Tablić i srodne igre: delim karte i vodim rezultat i tabelu ove grupe.
    /new ovde otvara igru kojoj se drugi pridružuju; /play odmah počinje igru protiv računara. Vaše karte stižu u naš privatni razgovor.
    Administratori podešavaju jezik kojim ovde govorim (sada { $current }) komandom { $example } (jezici: { $languages }).

## Sto za sve.
tg-rules-target = do { $target }
tg-rules-short = igra od jednog deljenja
tg-rules-timer = { $time } po potezu
tg-lobby-opener = { $name } (domaćin)
tg-lobby-seats = Mesta { $seated }/{ $players }: { $names }
tg-lobby-how = Pritisnite „{ button-join }“ da sednete za sto. { $name } počinje igru; na prazna mesta sedaju računari.
tg-lobby-how-private = Pritisnite „▶ { button-start }“ za igru{ $full ->
    [yes] {"."}
   *[no] ; na prazna mesta sedaju računari.
}
tg-lobby-full = Sva mesta su zauzeta: { $name } počinje igru.
tg-last = Poslednji potez: { $move }
tg-hand-last = Poslednji potez deljenja: { $move }
tg-last-trail = { $name } baca { $card } na sto
tg-last-capture = { $name } igra { $card } i nosi { $take }
tg-last-sweep = žandar čisti sto
tg-last-by-computer = računar je odigrao umesto igrača
tg-teams = Parovi: { $first } protiv { $second }
tg-hand-rematch-by = { $name } pokreće revanš: ovo su vaše nove karte.
tg-seat = { $name } · { $count ->
    [one] { $count } karta
    [few] { $count } karte
   *[other] { $count } karata
}
tg-seat-away = nije tu: igra računar
tg-seat-away-waiting = nije tu
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
tg-closed-restart = Bot je ponovo pokrenut i ova otvorena igra nije sačuvana.
tg-rematch-hint = /rematch za revanš.
tg-closed-play = Otvorite novu komandom /play.
tg-over-below = Igra je završena: pogledajte ispod.
tg-set-aside = Partija { $game } za ovim stolom nije mogla da se nastavi pa je stavljena po strani. Nema pobednika i ne računa se ni u čiju tabelu.
tg-set-aside-table = Partija { $game } je stavljena po strani: nije mogla da se nastavi. Ne računa se nikome.

## Karte igrača, u privatnom razgovoru.
tg-hand-title = Vaše karte u { $where ->
    [private] našoj igri ovde
    [untitled] igri vaše grupe
   *[group] igri u grupi „{ $title }“
}
tg-hand-choose = Šta nosi { $card }?
tg-hand-page = strana { $page } od { $pages }
tg-hand-your-turn = Na potezu ste: izaberite kartu.
tg-hand-your-turn-timed = Na potezu ste: izaberite kartu (⏱ { $time } po potezu).
tg-button-redeal = Traži nove karte
tg-hand-claim-total = { $partners ->
    [yes] Poeni vaše strane za prijavu pobede
   *[other] Vaši poeni za prijavu pobede
}: { $reached ->
    [yes] { $total }, cilj od { $target } je dostignut (/claim da prijavite pobedu)
   *[other] { $total } od { $target }
}
tg-stamp = Partija { $game } · potez { $move }
tg-match-over = { $where ->
    [private] Partija ovde je završena.
    [untitled] Partija u vašoj grupi je završena.
   *[group] Partija u grupi „{ $title }“ je završena.
}
tg-you-took = Odigrali ste { $card } i odneli { $take }.
tg-you-trailed = Bacili ste { $card } na sto.
tg-hand-superseded = Ova poruka je zastarela: vaše karte su u novijoj poruci ispod.
tg-hand-set-aside = { $where ->
    [private] Naša igra ovde
    [untitled] Igra vaše grupe
   *[group] Igra u grupi „{ $title }“
} (partija { $game }) nije mogla da se nastavi pa je stavljena po strani: vaše karte u njoj više nisu u igri. Ne računa se nikome.
tg-mention-turn = { $name }, na potezu ste: vaše karte su u našem privatnom razgovoru.
tg-mention-turn-timed = { $name }, na potezu ste (⏱ { $time } po potezu): vaše karte su u našem privatnom razgovoru.

## Bodovanje deljenja, kad se završi.
tg-hand-over = Deljenje { $number } je završeno
tg-hand-over-game = Deljenje { $number } je završeno (partija { $game })
tg-hand-over-scored = Deljenje { $number } je završeno: { $sides }
tg-dealt = Podeljene su nove karte.
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
tg-link-waiting = { $name }: vaše karte čekaju, ali ne mogu da vam ih pošaljem dok ne otvorite privatni razgovor sa mnom. Dodirnite dugme, pa pokrenite bota.
tg-link-cards = { $name }: vaše karte su u našem privatnom razgovoru. Dodirnite dugme da ga otvorite.
tg-start-in-group = { $name }: { $seated ->
    [yes] vaše karte se prikazuju
   *[no] kad igrate, vaše karte se prikazuju
} u našem privatnom razgovoru: { $opened ->
    [yes] dodirnite dugme da ga otvorite.
   *[no] dodirnite dugme, pa pokrenite bota.
}
tg-button-show-cards = Pokaži moje karte
tg-button-answer-privately = Odgovori u privatnom razgovoru
tg-start-seated = Imate mesto u { $where ->
    [private] našoj igri ovde
    [untitled] igri vaše grupe
   *[group] igri u grupi „{ $title }“
}. Vaše karte će biti prikazane ovde kada igra počne.
tg-start-joined = Pridružili ste se { $where ->
    [private] našoj igri ovde
    [untitled] igri vaše grupe
   *[group] igri u grupi „{ $title }“
}. Vaše karte će biti prikazane ovde kada igra počne.
tg-join-closed = Pridružili ste se { $where ->
    [private] našoj igri ovde
    [untitled] igri vaše grupe
   *[group] igri u grupi „{ $title }“
}, ali igra je zatvorena pre početka.
tg-start-not-yours = To dugme prikazuje karte svog igrača, ne vaše.{ $joinable ->
    [yes] {" "}Da biste igrali, pritisnite { button-join } na stolu igre.
   *[no] {""}
}
tg-toast-seated = Imate mesto za stolom
tg-toast-cards = Vaše karte su u našem privatnom razgovoru
tg-claim-in-private = { $name }: prijava ispod cilja traži potvrdu: odgovorite u našem privatnom razgovoru.
tg-question-moved-on = Više ne važi: igra je u međuvremenu odmakla. Za novu prijavu napišite /claim.
tg-question-over = Više ne važi: igra je završena.
tg-question-set-aside = Više ne važi: partija je stavljena po strani.
tg-unknown-command = Ne znam tu komandu: /help pokazuje šta mogu da uradim.

## Podešavanja grupe.
tg-timer-off = isključeno
# Where turn notices go, in /settings (the value /settings takes in brackets).
tg-notify-private = samo u privatnom razgovoru (private)
tg-notify-channel = i u grupi (channel)
tg-settings = Podešavanja ove grupe: varijanta: { $variant } · vreme za potez: { $timer } · jezik: { $language } · obaveštenja o potezu: { $notify } · igre sa računarom ulaze u tabelu: { $computers }.
tg-settings-legend =
    Administratori menjaju podešavanje komandom /settings i novom vrednošću, npr. /settings timer=60 (podešavanja: variant, timer, language, notify, computers; jezici: { $languages })
    (private: samo u privatnom razgovoru; channel: i grupa pominje igrača)
tg-saved =
    Sačuvano. Promenjeno: { $changes }.
    { $settings }
tg-saved-unchanged =
    Ništa se nije promenilo: to su već podešavanja ove grupe.
    { $settings }

## Dugmad ispod tabele.
tg-board-points = Poeni
tg-board-strength = Snaga
tg-board-everyone = Svi
tg-board-rivals = Rivali
tg-board-old = Ova tabela je prestara da bi se menjala: zatražite novu sa /standings.
tg-board-topic = ova tema
tg-old-hand = Te karte su iz ranije igre: vaše karte u sadašnjoj igri su u najnovijoj poruci.
tg-old-hand-over = Te karte su iz ranije igre, koja je završena.
tg-old-game-topic = To dugme pripada ranijoj igri u { $named ->
    [yes] temi „{ $topic }“
   *[no] ovoj temi
}: tamo koristite najnoviji sto.
tg-game-gone-topic = Ta igra u { $named ->
    [yes] temi „{ $topic }“
   *[no] ovoj temi
} je završena ili više nije tamo: tamo započnite novu komandom /new.

## Odbijanja: vidi ih osoba koja je pisala ili pritisnula.
tg-error-too-many-words = /{ $command } prima najviše jednu reč; pogledajte /help.
tg-error-no-arguments = /{ $command } ne prima argumente; pogledajte /help.
tg-error-unknown-named-command = Ne znam /{ $command }: /help pokazuje šta mogu da uradim.
