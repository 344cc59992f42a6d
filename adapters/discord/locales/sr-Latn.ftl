# tablic na Discordu — srpski (latinica). Isti id-ovi kao u en.ftl, istim redom.

## Komanda /tablic. Discord (još) nema srpski: ovi nazivi čekaju dan kada ga bude imao.
dc-cmd-description = Igrajte tablić i srodne igre za ovim stolom
dc-cmd-help = pomoć
dc-cmd-help-description = Šta ovaj bot radi i sve komande
dc-cmd-new = nova
dc-cmd-new-description = Otvorite novu igru u ovom kanalu
dc-cmd-play = igraj
dc-cmd-play-description = Odmah igrajte protiv računara (on zauzima sva ostala mesta)
dc-cmd-join = pridruži
dc-cmd-join-description = Sedite na slobodno mesto za stolom
dc-cmd-leave = napusti
dc-cmd-leave-description = Napustite sto pre početka igre
dc-cmd-start = počni
dc-cmd-start-description = Započnite igru (na prazna mesta sedaju računari)
dc-cmd-bot = računar
dc-cmd-bot-description = Dodajte računar kao igrača
dc-cmd-hand = karte
dc-cmd-hand-description = Pokažite svoje karte (vidite ih samo vi)
dc-cmd-claim = prijava
dc-cmd-claim-description = Prijavite pobedu: stigli ste do cilja
dc-cmd-resign = predaja
dc-cmd-resign-description = Predajte partiju
dc-cmd-rematch = revanš
dc-cmd-rematch-description = Igrajte ponovo sa istim igračima i pravilima
dc-cmd-abort = prekini
dc-cmd-abort-description = Prekinite igru (onaj ko ju je otvorio ili upravnik servera)
dc-cmd-rules = pravila
dc-cmd-rules-description = Pravila varijante ili objašnjenje jedne opcije, i unutar zadate varijante
dc-cmd-standings = tabela
dc-cmd-standings-description = Rang-lista ovog servera
dc-cmd-stats = statistika
dc-cmd-stats-description = Vaše partije na ovom serveru: pobede, poeni, snaga, table
dc-cmd-settings = podešavanja
dc-cmd-settings-description = Podrazumevana podešavanja servera za nove igre (promene: upravljanje serverom)
dc-opt-variant = varijanta
dc-opt-variant-description = Koja varijanta (tablic, tabinet, tablanette, …)
dc-opt-players = igrači
dc-opt-players-description = Broj igrača, od 2 do 4
dc-opt-target = cilj
dc-opt-target-description = Broj poena za pobedu u partiji
dc-opt-short = kratka
dc-opt-short-description = Samo jedno deljenje: pobeđuje ko ima više poena
dc-opt-timer = tajmer
dc-opt-timer-description = Sekundi po potezu (0: bez tajmera)
dc-opt-level = nivo
dc-opt-level-description = Koliko jako igra računar
dc-opt-period = period
dc-opt-period-description = Koji vremenski period
dc-opt-here = ovde
dc-opt-here-description = Samo ovaj kanal
dc-opt-language = jezik
dc-opt-language-description = Jezik stolova na ovom serveru
dc-opt-thread = nit
dc-opt-thread-description = Svaka igra u svojoj niti
dc-opt-notify = obaveštenja
dc-opt-notify-description = Gde se igračima javlja da su na potezu
dc-opt-rules = pravila
dc-opt-rules-description = Bilo koje pravilo kao ključ=vrednost, npr. partners=no jack-tabla=no
dc-opt-option = opcija
dc-opt-option-description = Objašnjenje jedne opcije pravila; uz varijantu: vrednost u njoj i za ovim stolom
dc-opt-board = poredak
dc-opt-board-description = Poeni za tabelu ili snaga
dc-opt-rivals = rivali
dc-opt-rivals-description = Samo vi i ljudi sa kojima ste igrali
dc-opt-computers = računari
dc-opt-computers-description = Igre sa računarom računaju se na tabeli i u statistici
dc-board-points = poeni za tabelu
dc-board-strength = snaga (pobede ÷ partije + dodatak)
dc-board-server = ovaj server

## Sto, za sve.
dc-table-target = do { $target }
dc-table-short = igra od jednog deljenja
dc-table-rules = Promenjena pravila
dc-lobby-line = Domaćin: { $creator }. Zauzeto mesta: { $taken } od { $seats }.
dc-lobby-hint = Pritisnite **{ button-join }** da sednete. Domaćin pritiska **{ button-start }**; na prazna mesta tada sedaju računari.
dc-lobby-full = Sva mesta su zauzeta; domaćin pritiska **{ button-start }**.
dc-table-empty = prazan
dc-hand-empty = nema ih
dc-last-move = Poslednji potez
dc-hand-last-move = Poslednji potez deljenja
dc-hand-ended = Deljenje { $number } je završeno: { $sides }. Detalji su pod **{ dc-last-hand }** u poruci sa stolom igre.
dc-dealt = Podeljene su nove karte.
dc-new-game = Počela je nova igra: ovo su vaše nove karte.
dc-new-game-by = { $name } pokreće revanš: ovo su vaše nove karte.
dc-hand-paused = ⏸ Bot je zaustavljen radi ponovnog pokretanja pa se ova poruka više ne osvežava. Kad se bot vrati, dugmad će opet raditi, a **{ dc-button-refresh }** će prikazati vaše trenutne karte.
dc-moved-took = { $name } igra { $card } i nosi { $take }
dc-moved-trail = { $name } baca { $card } na sto
dc-moved-sweep = žandar čisti sto
dc-moved-by-computer = umesto igrača je igrao računar
dc-players = Igrači
dc-seat-cards = { $name } — { $count ->
    [one] { $count } karta
    [few] { $count } karte
   *[other] { $count } karata
}
dc-away = nije tu
dc-free-seat = slobodno mesto
dc-score-title = Rezultat · deljenje { $hand }
dc-score-line = { $names }: **{ $match }** (ovo deljenje: { $now } · { $cards ->
    [one] { $cards } karta
    [few] { $cards } karte
   *[other] { $cards } karata
})
dc-last-hand = Prošlo deljenje
dc-hand-cards = { $count ->
    [one] { $count } karta
    [few] { $count } karte
   *[other] { $count } karata
}
dc-hand-card-points = { $count ->
    [one] { $count } poen od karata
    [few] { $count } poena od karata
   *[other] { $count } poena od karata
}
dc-hand-most-cards = { $points } za najviše karata
dc-hand-last-capture = { $points } za poslednje nošenje
dc-hand-tablas = { $count ->
    [one] { $count } tabla
    [few] { $count } table
   *[other] { $count } tabli
} ({ $points ->
    [one] { $points } poen
    [few] { $points } poena
   *[other] { $points } poena
})
dc-hand-total = → { $hand } u ovom deljenju, { $total } u partiji
dc-news = Novosti
dc-turn = { $who }, na potezu ste: pritisnite **{ button-my-hand }**.
dc-turn-timed = { $who }, na potezu ste: pritisnite **{ button-my-hand }** (vreme ističe { $deadline }).
dc-turn-notice = { $who }, na potezu ste (partija #{ $game }): pritisnite **{ button-my-hand }** da vidite karte.
dc-turn-notice-timed = { $who }, na potezu ste (partija #{ $game }, vreme ističe { $deadline }): pritisnite **{ button-my-hand }** da vidite karte.
dc-turn-notice-dm = Na potezu ste za stolom u { $place } (partija #{ $game }): pritisnite **{ button-my-hand }** da vidite karte.
dc-turn-notice-dm-timed = Na potezu ste za stolom u { $place } (partija #{ $game }, vreme ističe { $deadline }): pritisnite **{ button-my-hand }** da vidite karte.
dc-end-notice = { $result } (partija #{ $game })
dc-hand-elsewhere = Karte partije #{ $game } vide se za njenim stolom u { $place }: pritisnite tamo **{ button-my-hand }**.
dc-set-aside = Partija #{ $game } za ovim stolom nije mogla da se nastavi pa je stavljena po strani. Nema pobednika i ne računa se ni u čiju tabelu. Novu igru započnite komandom { $command }.
dc-set-aside-table = Partija #{ $game } je stavljena po strani: nije mogla da se nastavi. Ne računa se nikome.
dc-set-aside-hand = Partija #{ $game } je stavljena po strani: nije mogla da se nastavi, pa se ovim kartama više ne može igrati.
dc-notify-channel = U kanalu igre, uz pominjanje
dc-notify-private = Privatnom porukom
dc-footer = Partija #{ $game } · potez { $moves } · { $stock ->
    [0] špil je prazan
    [one] u špilu još { $stock } karta
    [few] u špilu još { $stock } karte
   *[other] u špilu još { $stock } karata
}
dc-title-timer = ⏱ { $time } po potezu

## Dugmad.
dc-button-leave = Napusti
dc-button-add-computer = { button-add-computer } ({ $level })
dc-button-back = Nazad
dc-button-refresh = Osveži
dc-button-to-table = Idi do stola
dc-button-claim = { button-claim } ({ $total })
dc-button-redeal = Nove karte

## Karte igrača, samo za njega.
dc-your-cards = Vaše karte
dc-your-turn = Na potezu ste: izaberite kartu.
dc-your-turn-timed = Na potezu ste: izaberite kartu — računar će igrati umesto vas { $deadline }.
dc-waiting = Na potezu je { $name }.
dc-waiting-timed = Na potezu je { $name } (vreme ističe { $deadline }).
dc-game-over = Partija je završena.
dc-hand-claim-total = { $partners ->
    [yes] Poeni vaše strane za prijavu pobede
   *[other] Vaši poeni za prijavu pobede
}: { $total } od { $target }
dc-what-takes = Šta nosi { $card }?
dc-page-of = strana { $page } od { $pages }
dc-take = Nosi { $cards }
dc-you-took = Odigrali ste { $card } i odneli { $take }.
dc-you-trailed = Bacili ste { $card } na sto.
dc-old-hand = To je bilo za raniji položaj u igri: evo vaših karata sada.

## Odgovori na komande.
dc-reply-opened = Vaša igra je otvorena u { $place }. Ostali se pridružuju dugmetom **{ $button }**.
dc-reply-playing = Vaša igra protiv računara je počela u { $place }.
dc-reply-done = Gotovo.
dc-reply-stopped = Prekinuli ste partiju #{ $game }: ne računa se nikome.
dc-reply-resigned = Predali ste partiju #{ $game }. Pobeda: { $winner }.
dc-settings-title = Podešavanja servera
dc-settings-body =
    Varijanta: { $variant }
    Vreme za potez: { $timer }
    Jezik: { $language }
    Nit za svaku igru: { $thread }
    Obaveštenja o potezu: { $notify }
    Igre sa računarom na tabeli: { $computers }
dc-settings-saved = Sačuvano; promene su podebljane. Obaveštenja o potezu i tabela menjaju se odmah; igre u toku zadržavaju ostalo.
dc-settings-unchanged = Ništa se nije promenilo: to su već podrazumevana podešavanja servera.
dc-settings-managers = Ova podešavanja mogu da menjaju članovi s pravom upravljanja serverom (Manage Server).
dc-timer-off = isključeno
dc-thread-name = Tablić — { $name }
dc-help-title = Tablić i srodne igre, ovde na Discord-u
dc-help-intro = Delim karte i vodim rezultat i tabelu ovog servera. { $new } otvara igru u kanalu: drugi pritisnu **{ button-join }**, a domaćin pritisne **{ button-start }**; na prazna mesta tada sedaju računari. { $play } odmah počinje igru protiv računara. Vaše karte vidite samo Vi.
dc-help-commands = Komande:
dc-help-rules = Prvi put igrate? { $rules } objašnjava kako se igra.
dc-welcome =
    👋 Zdravo! Ovde delim tablić i srodne igre i vodim rezultat i tabelu ovog servera. { $new } otvara igru u kanalu; { $play } odmah igra protiv računara. Svoje karte vidite samo Vi.
    { $help } navodi sve komande, a { $rules } objašnjava kako se igra. Ovde pišem na jeziku: { $language }; član s pravom upravljanja serverom (Manage Server) to menja komandom { $settings }.
