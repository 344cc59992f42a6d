# tablic na Discordu — bosanski. Isti id-ovi kao u en.ftl, istim redom.

## Komanda /tablic. Discord (još) nema bosanski: ovi nazivi čekaju dan kada ga bude imao.
dc-cmd-description = Igrajte tablić i srodne igre za ovim stolom
dc-cmd-help = pomoć
dc-cmd-help-description = Šta ovaj bot radi i sve komande
dc-cmd-new = nova
dc-cmd-new-description = Otvorite novu igru u ovom kanalu
dc-cmd-play = igraj
dc-cmd-play-description = Odmah igrajte protiv računara (on zauzima sva ostala mjesta)
dc-cmd-join = pridruži
dc-cmd-join-description = Sjednite na slobodno mjesto za stolom
dc-cmd-leave = napusti
dc-cmd-leave-description = Napustite sto prije početka igre
dc-cmd-start = počni
dc-cmd-start-description = Pokrenite igru (na prazna mjesta sjedaju računari)
dc-cmd-bot = računar
dc-cmd-bot-description = Dodajte računar kao igrača
dc-cmd-hand = karte
dc-cmd-hand-description = Pokažite svoje karte (vidite ih samo vi)
dc-cmd-claim = prijava
dc-cmd-claim-description = Prijavite pobjedu: stigli ste do cilja
dc-cmd-resign = predaja
dc-cmd-resign-description = Predajte partiju
dc-cmd-rematch = revanš
dc-cmd-rematch-description = Igrajte ponovo s istim igračima i pravilima
dc-cmd-abort = prekini
dc-cmd-abort-description = Prekinite igru (onaj ko ju je otvorio ili upravitelj servera)
dc-cmd-rules = pravila
dc-cmd-rules-description = Pravila varijante ili objašnjenje jedne opcije, i unutar zadane varijante
dc-cmd-standings = tabela
dc-cmd-standings-description = Rang-lista ovog servera
dc-cmd-stats = statistika
dc-cmd-stats-description = Vaše partije na ovom serveru: pobjede, poeni, snaga, table
dc-cmd-settings = postavke
dc-cmd-settings-description = Zadane postavke servera za nove igre (promjene: upravljanje serverom)
dc-opt-variant = varijanta
dc-opt-variant-description = Koja varijanta (tablic, tabinet, tablanette, …)
dc-opt-players = igrači
dc-opt-players-description = Broj igrača, od 2 do 4
dc-opt-target = cilj
dc-opt-target-description = Broj poena za pobjedu u partiji
dc-opt-short = kratka
dc-opt-short-description = Samo jedno dijeljenje: pobjeđuje ko ima više poena
dc-opt-timer = tajmer
dc-opt-timer-description = Sekundi po potezu (0: bez tajmera)
dc-opt-level = nivo
dc-opt-level-description = Koliko jako igra računar
dc-opt-period = period
dc-opt-period-description = Koji vremenski period
dc-opt-here = ovdje
dc-opt-here-description = Samo ovaj kanal
dc-opt-language = jezik
dc-opt-language-description = Jezik stolova na ovom serveru
dc-opt-thread = nit
dc-opt-thread-description = Svaka igra u svojoj niti
dc-opt-notify = obavještenja
dc-opt-notify-description = Gdje se igračima javlja da su na potezu
dc-opt-rules = pravila
dc-opt-rules-description = Bilo koje pravilo kao ključ=vrijednost, npr. partners=no jack-tabla=no
dc-opt-option = opcija
dc-opt-option-description = Objašnjenje jedne opcije pravila; uz varijantu: vrijednost u njoj i za ovim stolom
dc-opt-board = poredak
dc-opt-board-description = Poeni za tabelu ili snaga
dc-opt-rivals = rivali
dc-opt-rivals-description = Samo vi i ljudi s kojima ste igrali
dc-opt-computers = računari
dc-opt-computers-description = Igre s računarom računaju se na tabeli i u statistici
dc-board-points = poeni za tabelu
dc-board-strength = snaga (pobjede ÷ partije + dodatak)
dc-board-server = ovaj server

## Sto, za sve.
dc-table-target = do { $target }
dc-table-short = igra od jednog dijeljenja
dc-table-rules = Promijenjena pravila
dc-lobby-line = Domaćin: { $creator }. Zauzeta mjesta: { $taken } od { $seats }.
dc-lobby-hint = Pritisnite **{ button-join }** da sjednete. Domaćin pritišće **{ button-start }**; na prazna mjesta tada sjedaju računari.
dc-lobby-full = Sva su mjesta zauzeta; domaćin pritišće **{ button-start }**.
dc-table-empty = prazan
dc-hand-empty = nema ih
dc-last-move = Posljednji potez
dc-hand-last-move = Posljednji potez dijeljenja
dc-hand-ended = Dijeljenje { $number } je završeno: { $sides }. Detalji su pod **{ dc-last-hand }** u poruci sa stolom igre.
dc-dealt = Podijeljene su nove karte.
dc-new-game = Počela je nova igra: ovo su vaše nove karte.
dc-new-game-by = { $name } pokreće revanš: ovo su vaše nove karte.
dc-hand-paused = ⏸ Bot je zaustavljen radi ponovnog pokretanja pa se ova poruka više ne osvježava. Kad se bot vrati, dugmad će opet raditi, a **{ dc-button-refresh }** će prikazati vaše trenutne karte.
dc-moved-took = { $name } igra { $card } i nosi { $take }
dc-moved-trail = { $name } baca { $card } na sto
dc-moved-sweep = žandar čisti sto
dc-moved-by-computer = umjesto igrača igrao je računar
dc-players = Igrači
dc-seat-cards = { $name } — { $count ->
    [one] { $count } karta
    [few] { $count } karte
   *[other] { $count } karata
}
dc-away = nije tu
dc-free-seat = slobodno mjesto
dc-score-title = Rezultat · dijeljenje { $hand }
dc-score-line = { $names }: **{ $match }** (ovo dijeljenje: { $now } · { $cards ->
    [one] { $cards } karta
    [few] { $cards } karte
   *[other] { $cards } karata
})
dc-last-hand = Prošlo dijeljenje
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
dc-hand-last-capture = { $points } za posljednje nošenje
dc-hand-tablas = { $count ->
    [one] { $count } tabla
    [few] { $count } table
   *[other] { $count } tabli
} ({ $points ->
    [one] { $points } poen
    [few] { $points } poena
   *[other] { $points } poena
})
dc-hand-total = → { $hand } u ovom dijeljenju, { $total } u partiji
dc-news = Novosti
dc-turn = { $who }, na potezu ste: pritisnite **{ button-my-hand }**.
dc-turn-timed = { $who }, na potezu ste: pritisnite **{ button-my-hand }** (vrijeme ističe { $deadline }).
dc-turn-notice = { $who }, na potezu ste (partija #{ $game }): pritisnite **{ button-my-hand }** da vidite karte.
dc-turn-notice-timed = { $who }, na potezu ste (partija #{ $game }, vrijeme ističe { $deadline }): pritisnite **{ button-my-hand }** da vidite karte.
dc-turn-notice-dm = Na potezu ste za stolom u { $place } (partija #{ $game }): pritisnite **{ button-my-hand }** da vidite karte.
dc-turn-notice-dm-timed = Na potezu ste za stolom u { $place } (partija #{ $game }, vrijeme ističe { $deadline }): pritisnite **{ button-my-hand }** da vidite karte.
dc-end-notice = { $result } (partija #{ $game })
dc-hand-elsewhere = Karte partije #{ $game } vide se za njenim stolom u { $place }: pritisnite tamo **{ button-my-hand }**.
dc-set-aside = Partija #{ $game } za ovim stolom nije se mogla nastaviti pa je stavljena po strani. Nema pobjednika i ne računa se ni u čiju tabelu. Novu igru pokrenite komandom { $command }.
dc-set-aside-table = Partija #{ $game } je stavljena po strani: nije se mogla nastaviti. Ne računa se nikome.
dc-set-aside-hand = Partija #{ $game } je stavljena po strani: nije se mogla nastaviti, pa se ovim kartama više ne može igrati.
dc-notify-channel = U kanalu igre, uz spominjanje
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
dc-button-refresh = Osvježi
dc-button-to-table = Idi do stola
dc-button-claim = { button-claim } ({ $total })
dc-button-redeal = Nove karte

## Karte igrača, samo za njega.
dc-your-cards = Vaše karte
dc-your-turn = Na potezu ste: odaberite kartu.
dc-your-turn-timed = Na potezu ste: odaberite kartu — računar će igrati umjesto vas { $deadline }.
dc-waiting = Na potezu je { $name }.
dc-waiting-timed = Na potezu je { $name } (vrijeme ističe { $deadline }).
dc-game-over = Partija je završena.
dc-hand-claim-total = { $partners ->
    [yes] Poeni vaše strane za prijavu pobjede
   *[other] Vaši poeni za prijavu pobjede
}: { $total } od { $target }
dc-what-takes = Šta nosi { $card }?
dc-page-of = strana { $page } od { $pages }
dc-take = Nosi { $cards }
dc-you-took = Odigrali ste { $card } i odnijeli { $take }.
dc-you-trailed = Bacili ste { $card } na sto.
dc-old-hand = To je bilo za raniji položaj u igri: evo vaših karata sada.

## Odgovori na komande.
dc-reply-opened = Vaša igra je otvorena u { $place }. Ostali se pridružuju dugmetom **{ $button }**.
dc-reply-playing = Vaša igra protiv računara je počela u { $place }.
dc-reply-done = Gotovo.
dc-reply-stopped = Prekinuli ste partiju #{ $game }: ne računa se nikome.
dc-reply-resigned = Predali ste partiju #{ $game }. Pobjeda: { $winner }.
dc-settings-title = Postavke servera
dc-settings-body =
    Varijanta: { $variant }
    Vrijeme za potez: { $timer }
    Jezik: { $language }
    Nit za svaku igru: { $thread }
    Obavještenja o potezu: { $notify }
    Igre s računarom na tabeli: { $computers }
dc-settings-saved = Sačuvano; promjene su podebljane. Obavještenja o potezu i tabela mijenjaju se odmah; igre u toku zadržavaju ostalo.
dc-settings-unchanged = Ništa se nije promijenilo: to su već zadane postavke servera.
dc-settings-managers = Ove postavke mogu mijenjati članovi s pravom upravljanja serverom (Manage Server).
dc-timer-off = isključeno
dc-thread-name = Tablić — { $name }
dc-help-title = Tablić i srodne igre, ovdje na Discordu
dc-help-intro = Dijelim karte i vodim rezultat i tabelu ovog servera. { $new } otvara igru u kanalu: drugi pritisnu **{ button-join }**, a domaćin pritisne **{ button-start }**; na prazna mjesta tada sjedaju računari. { $play } odmah počinje igru protiv računara. Vaše karte vidite samo Vi.
dc-help-commands = Komande:
dc-help-rules = Prvi put igrate? { $rules } objašnjava kako se igra.
dc-welcome =
    👋 Zdravo! Ovdje dijelim tablić i srodne igre i vodim rezultat i tabelu ovog servera. { $new } otvara igru u kanalu; { $play } odmah igra protiv računara. Svoje karte vidite samo Vi.
    { $help } navodi sve komande, a { $rules } objašnjava kako se igra. Ovdje pišem na jeziku: { $language }; član s pravom upravljanja serverom (Manage Server) to mijenja komandom { $settings }.
