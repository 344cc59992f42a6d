# tablic na Discordu — hrvatski. Isti id-ovi kao u en.ftl, istim redom.

## Naredba /tablic: Discord prikazuje ove nazive i opise korisnicima s hrvatskim jezikom.
## Nazivi: mala slova, bez razmaka, najviše 32 znaka; opisi: najviše 100 znakova.
dc-cmd-description = Igrajte tablić i srodne igre za ovim stolom
dc-cmd-help = pomoć
dc-cmd-help-description = Što ovaj bot radi i sve naredbe
dc-cmd-new = nova
dc-cmd-new-description = Otvorite novu igru u ovom kanalu
dc-cmd-play = igraj
dc-cmd-play-description = Odmah igrajte protiv računala (ono zauzima sva ostala mjesta)
dc-cmd-join = pridruži
dc-cmd-join-description = Sjednite na slobodno mjesto za stolom
dc-cmd-leave = napusti
dc-cmd-leave-description = Napustite stol prije početka igre
dc-cmd-start = počni
dc-cmd-start-description = Pokrenite igru (na prazna mjesta sjedaju računala)
dc-cmd-bot = računalo
dc-cmd-bot-description = Dodajte računalo kao igrača
dc-cmd-hand = karte
dc-cmd-hand-description = Pokažite svoje karte (vidite ih samo vi)
dc-cmd-claim = prijava
dc-cmd-claim-description = Prijavite pobjedu: stigli ste do cilja
dc-cmd-resign = predaja
dc-cmd-resign-description = Predajte partiju
dc-cmd-rematch = revanš
dc-cmd-rematch-description = Igrajte ponovno s istim igračima i pravilima
dc-cmd-abort = prekini
dc-cmd-abort-description = Prekinite igru (tko ju je otvorio ili upravitelj poslužitelja)
dc-cmd-rules = pravila
dc-cmd-rules-description = Pravila inačice ili objašnjenje jedne opcije, i unutar zadane inačice
dc-cmd-standings = ljestvica
dc-cmd-standings-description = Ljestvica ovog poslužitelja
dc-cmd-stats = statistika
dc-cmd-stats-description = Vaše partije na ovom poslužitelju: pobjede, bodovi, snaga, table
dc-cmd-settings = postavke
dc-cmd-settings-description = Zadane postavke poslužitelja za nove igre (promjene: Upravljanje poslužiteljem)
dc-opt-variant = inačica
dc-opt-variant-description = Koja inačica (tablic, tabinet, tablanette, …)
dc-opt-players = igrači
dc-opt-players-description = Broj igrača, od 2 do 4
dc-opt-target = cilj
dc-opt-target-description = Broj bodova za pobjedu u partiji
dc-opt-short = kratka
dc-opt-short-description = Samo jedno dijeljenje: pobjeđuje tko ima više bodova
dc-opt-timer = vrijeme
dc-opt-timer-description = Sekunde po potezu (0: bez ograničenja)
dc-opt-level = razina
dc-opt-level-description = Koliko jako igra računalo
dc-opt-period = razdoblje
dc-opt-period-description = Koje vremensko razdoblje
dc-opt-here = ovdje
dc-opt-here-description = Samo ovaj kanal
dc-opt-language = jezik
dc-opt-language-description = Jezik stolova na ovom poslužitelju
dc-opt-thread = nit
dc-opt-thread-description = Svaka igra u vlastitoj niti
dc-opt-notify = obavijesti
dc-opt-notify-description = Gdje se igračima javlja da su na potezu
dc-opt-rules = pravila
dc-opt-rules-description = Bilo koje pravilo kao ključ=vrijednost, npr. partners=no jack-tabla=no
dc-opt-option = opcija
dc-opt-option-description = Objašnjenje jedne opcije pravila; uz inačicu: vrijednost u njoj i za ovim stolom
dc-opt-board = poredak
dc-opt-board-description = Bodovi ljestvice ili snaga
dc-opt-rivals = suparnici
dc-opt-rivals-description = Samo vi i ljudi s kojima ste igrali
dc-opt-computers = računala
dc-opt-computers-description = Igre s računalom računaju se na ljestvici i u statistici
dc-board-points = bodovi ljestvice
dc-board-strength = snaga (pobjede ÷ partije + dodatak)
dc-board-server = ovaj poslužitelj

## Stol, za sve.
dc-table-target = do { $target }
dc-table-short = igra od jednog dijeljenja
dc-table-rules = Promijenjena pravila
dc-lobby-line = Domaćin: { $creator }. Zauzeta mjesta: { $taken } od { $seats }.
dc-lobby-hint = Pritisnite **{ button-join }** da biste sjeli. Domaćin pritišće **{ button-start }**; na prazna mjesta tada sjedaju računala.
dc-lobby-full = Sva su mjesta zauzeta; domaćin pritišće **{ button-start }**.
dc-table-empty = prazan
dc-hand-empty = nema ih
dc-last-move = Posljednji potez
dc-hand-last-move = Posljednji potez dijeljenja
dc-hand-ended = Dijeljenje { $number } je završeno: { $sides }. Pojedinosti su pod **{ dc-last-hand }** u poruci sa stolom igre.
dc-dealt = Podijeljene su nove karte.
dc-new-game = Počela je nova igra: ovo su vaše nove karte.
dc-new-game-by = { $name } pokreće revanš: ovo su vaše nove karte.
dc-hand-paused = ⏸ Bot je zaustavljen radi ponovnog pokretanja pa se ova poruka više ne osvježava. Kad se bot vrati, gumbi će opet raditi, a **{ dc-button-refresh }** će prikazati vaše trenutačne karte.
dc-moved-took = { $name } igra { $card } i nosi { $take }
dc-moved-trail = { $name } baca { $card } na stol
dc-moved-sweep = dečko čisti stol
dc-moved-by-computer = umjesto igrača igralo je računalo
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
    [one] { $count } bod od karata
    [few] { $count } boda od karata
   *[other] { $count } bodova od karata
}
dc-hand-most-cards = { $points } za najviše karata
dc-hand-last-capture = { $points } za zadnje nošenje
dc-hand-tablas = { $count ->
    [one] { $count } tabla
    [few] { $count } table
   *[other] { $count } tabli
} ({ $points ->
    [one] { $points } bod
    [few] { $points } boda
   *[other] { $points } bodova
})
dc-hand-total = → { $hand } u ovom dijeljenju, { $total } u partiji
dc-news = Novosti
dc-turn = { $who }, na potezu ste: pritisnite **{ button-my-hand }**.
dc-turn-timed = { $who }, na potezu ste: pritisnite **{ button-my-hand }** (vrijeme istječe { $deadline }).
dc-turn-notice = { $who }, na potezu ste (partija #{ $game }): pritisnite **{ button-my-hand }** da vidite karte.
dc-turn-notice-timed = { $who }, na potezu ste (partija #{ $game }, vrijeme istječe { $deadline }): pritisnite **{ button-my-hand }** da vidite karte.
dc-turn-notice-dm = Na potezu ste za stolom u { $place } (partija #{ $game }): pritisnite **{ button-my-hand }** da vidite karte.
dc-turn-notice-dm-timed = Na potezu ste za stolom u { $place } (partija #{ $game }, vrijeme istječe { $deadline }): pritisnite **{ button-my-hand }** da vidite karte.
dc-end-notice = { $result } (partija #{ $game })
dc-hand-elsewhere = Karte partije #{ $game } vide se za njezinim stolom u { $place }: pritisnite ondje **{ button-my-hand }**.
dc-set-aside = Partija #{ $game } za ovim stolom nije se mogla nastaviti pa je stavljena po strani. Nema pobjednika i ne računa se ni u čiju ljestvicu. Novu igru pokrenite naredbom { $command }.
dc-set-aside-table = Partija #{ $game } stavljena je po strani: nije se mogla nastaviti. Ne računa se nikome.
dc-set-aside-hand = Partija #{ $game } stavljena je po strani: nije se mogla nastaviti, pa se ovim kartama više ne može igrati.
dc-notify-channel = U kanalu igre, uz spominjanje
dc-notify-private = Privatnom porukom
dc-footer = Partija #{ $game } · potez { $moves } · { $stock ->
    [0] špil je prazan
    [one] u špilu još { $stock } karta
    [few] u špilu još { $stock } karte
   *[other] u špilu još { $stock } karata
}
dc-title-timer = ⏱ { $time } po potezu

## Gumbi.
dc-button-leave = Napusti
dc-button-add-computer = { button-add-computer } ({ $level })
dc-button-back = Natrag
dc-button-refresh = Osvježi
dc-button-to-table = Idi do stola
dc-button-claim = { button-claim } ({ $total })
dc-button-redeal = Nove karte

## Karte igrača, samo za njega.
dc-your-cards = Vaše karte
dc-your-turn = Na potezu ste: odaberite kartu.
dc-your-turn-timed = Na potezu ste: odaberite kartu — računalo će igrati umjesto vas { $deadline }.
dc-waiting = Na potezu je { $name }.
dc-waiting-timed = Na potezu je { $name } (vrijeme istječe { $deadline }).
dc-game-over = Partija je završena.
dc-hand-claim-total = { $partners ->
    [yes] Bodovi vaše strane za prijavu pobjede
   *[other] Vaši bodovi za prijavu pobjede
}: { $total } od { $target }
dc-what-takes = Što nosi { $card }?
dc-page-of = stranica { $page } od { $pages }
dc-take = Nosi { $cards }
dc-you-took = Odigrali ste { $card } i odnijeli { $take }.
dc-you-trailed = Bacili ste { $card } na stol.
dc-old-hand = To se odnosilo na raniji položaj u igri: evo vaših karata sada.

## Odgovori na naredbe.
dc-reply-opened = Vaša je igra otvorena u { $place }. Ostali se pridružuju gumbom **{ $button }**.
dc-reply-playing = Vaša je igra protiv računala počela u { $place }.
dc-reply-done = Gotovo.
dc-reply-stopped = Prekinuli ste partiju #{ $game }: ne računa se nikome.
dc-reply-resigned = Predali ste partiju #{ $game }. Pobjeda: { $winner }.
dc-settings-title = Postavke poslužitelja
dc-settings-body =
    Inačica: { $variant }
    Vrijeme za potez: { $timer }
    Jezik: { $language }
    Nit za svaku igru: { $thread }
    Obavijesti o potezu: { $notify }
    Igre s računalom na ljestvici: { $computers }
dc-settings-saved = Spremljeno; promjene su podebljane. Obavijesti o potezu i ljestvica mijenjaju se odmah; igre u tijeku zadržavaju ostalo.
dc-settings-unchanged = Ništa se nije promijenilo: to su već zadane postavke poslužitelja.
dc-settings-managers = Ove postavke mogu mijenjati članovi s dopuštenjem Upravljanje poslužiteljem.
dc-timer-off = isključeno
dc-thread-name = Tablić — { $name }
dc-help-title = Tablić i srodne igre, ovdje na Discordu
dc-help-intro = Dijelim karte i vodim rezultat i ljestvicu ovog poslužitelja. { $new } otvara igru u kanalu: drugi pritisnu **{ button-join }**, a domaćin pritisne **{ button-start }**; na prazna mjesta tada sjedaju računala. { $play } odmah započinje igru protiv računala. Vaše karte vidite samo Vi.
dc-help-commands = Naredbe:
dc-help-rules = Prvi put igrate? { $rules } objašnjava kako se igra.
dc-welcome =
    👋 Pozdrav! Ovdje dijelim tablić i srodne igre te vodim rezultat i ljestvicu ovog poslužitelja. { $new } otvara igru u kanalu; { $play } odmah igra protiv računala. Svoje karte vidite samo Vi.
    { $help } navodi sve naredbe, a { $rules } objašnjava kako se igra. Ovdje pišem na jeziku: { $language }; član s dopuštenjem Upravljanje poslužiteljem to mijenja naredbom { $settings }.
