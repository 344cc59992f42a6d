# tablic — tekstovi Telegram adaptera, hrvatski. Isti ključevi kao en.ftl, istim redom.

## Izbornik naredbi (setMyCommands) i /help.
tg-command-new = otvori igru ovdje: /new [inačica] [opcija=vrijednost …] [timer=sekunde|off]
tg-command-play = odmah igraj protiv računala: /play [inačica] [opcija=vrijednost …] [timer=sekunde|off]
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
tg-command-rules = inačice, jedna inačica, opcija ili opcija u inačici: /rules [inačica] [opcija]
tg-command-standings = ljestvica: /standings [bodovi|snaga] [mjesec|prošli-mjesec|sezona|prošla-sezona|sve] [suparnici] [ovdje]
tg-command-stats = vaše partije ovdje: pobjede, bodovi, snaga, table, najbolje dijeljenje
tg-command-settings = zadane postavke grupe (administratori): /settings [variant=… timer=… language=… notify=… computers=…]
tg-command-help = što mogu učiniti
tg-command-start = otvori privatni razgovor u kojem se prikazuju vaše karte
tg-help = Tablić i srodne igre. U grupi: /new otvara igru, prijatelji pritisnu „{ button-join }”, /go je pokreće; vaše karte stižu u naš privatni razgovor. Sami: /play ovdje, protiv računala.
tg-welcome =
    Dobar dan! Ja sam bot za Tablić i srodne igre: dijelim karte i vodim rezultat i poredak ove grupe.
    /new ovdje otvara igru kojoj se drugi pridružuju; /play odmah pokreće igru protiv računala. Vaše karte stižu u naš privatni razgovor.
    Administratori postavljaju jezik kojim ovdje govorim (sada { $current }) naredbom { $example } (jezici: { $languages }).

## Stol za sve.
tg-rules-target = do { $target }
tg-rules-short = igra od jednog dijeljenja
tg-rules-timer = { $time } po potezu
tg-lobby-opener = { $name } (domaćin)
tg-lobby-seats = Mjesta { $seated }/{ $players }: { $names }
tg-lobby-how = Pritisnite „{ button-join }” da biste sjeli za stol. { $name } pokreće igru; na prazna mjesta sjedaju računala.
tg-lobby-how-private = Pritisnite „▶ { button-start }” za igru{ $full ->
    [yes] {"."}
   *[no] ; na prazna mjesta sjedaju računala.
}
tg-lobby-full = Sva su mjesta zauzeta: { $name } pokreće igru.
tg-last = Zadnji potez: { $move }
tg-hand-last = Zadnji potez dijeljenja: { $move }
tg-last-trail = { $name } baca { $card } na stol
tg-last-capture = { $name } igra { $card } i nosi { $take }
tg-last-sweep = dečko čisti stol
tg-last-by-computer = računalo je odigralo umjesto igrača
tg-teams = Parovi: { $first } protiv { $second }
tg-hand-rematch-by = { $name } pokreće revanš: ovo su vaše nove karte.
tg-seat = { $name } · { $count ->
    [one] { $count } karta
    [few] { $count } karte
   *[other] { $count } karata
}
tg-seat-away = nije tu: igra računalo
tg-seat-away-waiting = nije tu
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
tg-closed-restart = Bot je ponovno pokrenut i ova otvorena igra nije sačuvana.
tg-rematch-hint = /rematch za revanš.
tg-closed-play = Otvorite novu naredbom /play.
tg-over-below = Igra je završena: pogledajte niže.
tg-set-aside = Partija { $game } za ovim stolom nije se mogla nastaviti pa je stavljena po strani. Nema pobjednika i ne računa se ni u čiju ljestvicu.
tg-set-aside-table = Partija { $game } stavljena je po strani: nije se mogla nastaviti. Ne računa se nikome.

## Karte igrača, u privatnom razgovoru.
tg-hand-title = Vaše karte u { $where ->
    [private] našoj igri ovdje
    [untitled] igri vaše grupe
   *[group] igri u grupi „{ $title }”
}
tg-hand-choose = Što nosi { $card }?
tg-hand-page = stranica { $page } od { $pages }
tg-hand-your-turn = Na potezu ste: odaberite kartu.
tg-hand-your-turn-timed = Na potezu ste: odaberite kartu (⏱ { $time } po potezu).
tg-button-redeal = Traži nove karte
tg-hand-claim-total = { $partners ->
    [yes] Bodovi vaše strane za prijavu pobjede
   *[other] Vaši bodovi za prijavu pobjede
}: { $reached ->
    [yes] { $total }, cilj od { $target } je dostignut (/claim za prijavu pobjede)
   *[other] { $total } od { $target }
}
tg-stamp = Partija { $game } · potez { $move }
tg-match-over = { $where ->
    [private] Partija ovdje je završena.
    [untitled] Partija u vašoj grupi je završena.
   *[group] Partija u grupi „{ $title }” je završena.
}
tg-you-took = Odigrali ste { $card } i odnijeli { $take }.
tg-you-trailed = Bacili ste { $card } na stol.
tg-hand-superseded = Ova je poruka zastarjela: vaše su karte u novijoj poruci ispod.
tg-hand-set-aside = { $where ->
    [private] Naša igra ovdje
    [untitled] Igra vaše grupe
   *[group] Igra u grupi „{ $title }”
} (partija { $game }) nije se mogla nastaviti pa je stavljena po strani: vaše karte u njoj više nisu u igri. Ne računa se nikome.
tg-mention-turn = { $name }, na potezu ste: vaše su karte u našem privatnom razgovoru.
tg-mention-turn-timed = { $name }, na potezu ste (⏱ { $time } po potezu): vaše su karte u našem privatnom razgovoru.

## Bodovanje dijeljenja, kad završi.
tg-hand-over = Dijeljenje { $number } je završeno
tg-hand-over-game = Dijeljenje { $number } je završeno (partija { $game })
tg-hand-over-scored = Dijeljenje { $number } je završeno: { $sides }
tg-dealt = Podijeljene su nove karte.
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
tg-link-waiting = { $name }: vaše karte čekaju, ali vam ih ne mogu poslati dok ne otvorite privatni razgovor sa mnom. Dodirnite gumb, a zatim pokrenite bota.
tg-link-cards = { $name }: vaše su karte u našem privatnom razgovoru. Dodirnite gumb da ga otvorite.
tg-start-in-group = { $name }: { $seated ->
    [yes] vaše se karte prikazuju
   *[no] kad igrate, vaše se karte prikazuju
} u našem privatnom razgovoru: { $opened ->
    [yes] dodirnite gumb da ga otvorite.
   *[no] dodirnite gumb, a zatim pokrenite bota.
}
tg-button-show-cards = Pokaži moje karte
tg-button-answer-privately = Odgovori u privatnom razgovoru
tg-start-seated = Imate mjesto u { $where ->
    [private] našoj igri ovdje
    [untitled] igri vaše grupe
   *[group] igri u grupi „{ $title }”
}. Vaše će karte biti prikazane ovdje kad igra počne.
tg-start-joined = Pridružili ste se { $where ->
    [private] našoj igri ovdje
    [untitled] igri vaše grupe
   *[group] igri u grupi „{ $title }”
}. Vaše će karte biti prikazane ovdje kad igra počne.
tg-join-closed = Pridružili ste se { $where ->
    [private] našoj igri ovdje
    [untitled] igri vaše grupe
   *[group] igri u grupi „{ $title }”
}, ali igra je zatvorena prije početka.
tg-start-not-yours = Taj gumb prikazuje karte svog igrača, ne vaše.{ $joinable ->
    [yes] {" "}Da biste igrali, pritisnite { button-join } na stolu igre.
   *[no] {""}
}
tg-toast-seated = Imate mjesto za stolom
tg-toast-cards = Vaše su karte u našem privatnom razgovoru
tg-claim-in-private = { $name }: prijava ispod cilja traži potvrdu: odgovorite u našem privatnom razgovoru.
tg-question-moved-on = Više ne vrijedi: igra je u međuvremenu odmakla. Za novu prijavu napišite /claim.
tg-question-over = Više ne vrijedi: igra je završena.
tg-question-set-aside = Više ne vrijedi: partija je stavljena po strani.
tg-unknown-command = Ne znam tu naredbu: /help pokazuje što mogu učiniti.

## Postavke grupe.
tg-timer-off = isključeno
# Where turn notices go, in /settings (the value /settings takes in brackets).
tg-notify-private = samo u privatnom razgovoru (private)
tg-notify-channel = i u grupi (channel)
tg-settings = Postavke ove grupe: inačica: { $variant } · vrijeme za potez: { $timer } · jezik: { $language } · obavijesti o potezu: { $notify } · igre s računalom ulaze u ljestvicu: { $computers }.
tg-settings-legend =
    Administratori mijenjaju postavku naredbom /settings i novom vrijednošću, npr. /settings timer=60 (postavke: variant, timer, language, notify, computers; jezici: { $languages })
    (private: samo u privatnom razgovoru; channel: i grupa spominje igrača)
tg-saved =
    Spremljeno. Promijenjeno: { $changes }.
    { $settings }
tg-saved-unchanged =
    Ništa se nije promijenilo: to su već postavke ove grupe.
    { $settings }

## Gumbi ispod ljestvice.
tg-board-points = Bodovi
tg-board-strength = Snaga
tg-board-everyone = Svi
tg-board-rivals = Suparnici
tg-board-old = Ova je ljestvica prestara da bi se mijenjala: zatražite novu s /standings.
tg-board-topic = ova tema
tg-old-hand = Te karte su iz ranije igre: vaše karte u sadašnjoj igri su u najnovijoj poruci.
tg-old-hand-over = Te karte su iz ranije igre, koja je završena.
tg-old-game-topic = Taj gumb pripada ranijoj igri u { $named ->
    [yes] temi „{ $topic }”
   *[no] ovoj temi
}: ondje upotrijebite najnoviji stol.
tg-game-gone-topic = Ta je igra u { $named ->
    [yes] temi „{ $topic }”
   *[no] ovoj temi
} završena ili više nije ondje: ondje pokrenite novu naredbom /new.

## Odbijanja: vidi ih osoba koja je pisala ili pritisnula.
tg-error-too-many-words = /{ $command } prima najviše jednu riječ; pogledajte /help.
tg-error-no-arguments = /{ $command } ne prima argumente; pogledajte /help.
tg-error-unknown-named-command = Ne znam /{ $command }: /help pokazuje što mogu učiniti.
