# tablic pe Discord — română. Aceleași id-uri ca în en.ftl, în aceeași ordine.

## Comanda /tablic: Discord arată aceste nume și descrieri celor care îl folosesc în română.
## Nume: litere mici, fără spații, cel mult 32 de caractere; descrieri: cel mult 100.
dc-cmd-description = Jucați Tablić și jocurile înrudite la această masă
dc-cmd-help = ajutor
dc-cmd-help-description = Ce face acest bot și toate comenzile
dc-cmd-new = nou
dc-cmd-new-description = Deschideți un joc nou în acest canal
dc-cmd-play = joacă
dc-cmd-play-description = Jucați imediat împotriva calculatorului (ocupă toate celelalte locuri)
dc-cmd-join = alătură-te
dc-cmd-join-description = Ocupați un loc liber la masă
dc-cmd-leave = pleacă
dc-cmd-leave-description = Părăsiți masa înainte de începerea jocului
dc-cmd-start = începe
dc-cmd-start-description = Începeți jocul (locurile libere sunt ocupate de calculator)
dc-cmd-bot = calculator
dc-cmd-bot-description = Așezați la masă un jucător calculator
dc-cmd-hand = cărți
dc-cmd-hand-description = Arătați-vă cărțile (doar dumneavoastră le vedeți)
dc-cmd-claim = victorie
dc-cmd-claim-description = Anunțați victoria: ați atins ținta
dc-cmd-resign = abandon
dc-cmd-resign-description = Abandonați jocul
dc-cmd-rematch = revanșă
dc-cmd-rematch-description = Jucați din nou cu aceiași jucători și aceleași reguli
dc-cmd-abort = oprește
dc-cmd-abort-description = Opriți jocul (cel care l-a deschis sau un administrator al serverului)
dc-cmd-rules = reguli
dc-cmd-rules-description = Regulile unei variante sau explicația unei opțiuni, și în cadrul unei variante
dc-cmd-standings = clasament
dc-cmd-standings-description = Clasamentul acestui server
dc-cmd-stats = statistici
dc-cmd-stats-description = Jocurile dumneavoastră pe acest server: victorii, puncte, forță, table
dc-cmd-settings = setări
dc-cmd-settings-description = Setările implicite ale serverului pentru jocuri noi (modificări: Gestionează serverul)
dc-opt-variant = variantă
dc-opt-variant-description = Ce variantă (tablic, tabinet, tablanette, …)
dc-opt-players = jucători
dc-opt-players-description = Numărul de jucători, de la 2 la 4
dc-opt-target = țintă
dc-opt-target-description = Punctele care câștigă partida
dc-opt-short = scurt
dc-opt-short-description = O singură mână: câștigă scorul mai mare
dc-opt-timer = cronometru
dc-opt-timer-description = Secunde pe mutare (0: fără cronometru)
dc-opt-level = nivel
dc-opt-level-description = Cât de bine joacă calculatorul
dc-opt-period = perioadă
dc-opt-period-description = Ce interval de timp
dc-opt-here = aici
dc-opt-here-description = Doar acest canal
dc-opt-language = limbă
dc-opt-language-description = Limba meselor de pe acest server
dc-opt-thread = fir
dc-opt-thread-description = Fiecare joc în propriul fir
dc-opt-notify = anunțuri
dc-opt-notify-description = Unde li se spune jucătorilor că e rândul lor
dc-opt-rules = reguli
dc-opt-rules-description = Orice regulă ca cheie=valoare, de ex. partners=no jack-tabla=no
dc-opt-option = opțiune
dc-opt-option-description = Explicația unei opțiuni a regulilor; cu o variantă: valoarea ei acolo și la această masă
dc-opt-board = tip
dc-opt-board-description = Puncte de clasament sau forță
dc-opt-rivals = rivali
dc-opt-rivals-description = Doar dumneavoastră și cei cu care ați jucat
dc-opt-computers = calculatoare
dc-opt-computers-description = Jocurile cu calculatorul contează în clasament și statistici
dc-board-points = puncte de clasament
dc-board-strength = forță (victorii ÷ jocuri + bonus)
dc-board-server = acest server

## Masa, pentru toți.
dc-table-target = până la { $target }
dc-table-short = joc de o singură mână
dc-table-rules = Reguli schimbate
dc-lobby-line = Gazda: { $creator }. Locuri ocupate: { $taken } din { $seats }.
dc-lobby-hint = Apăsați **{ button-join }** ca să vă așezați. Gazda apasă **{ button-start }**; la locurile libere se așază atunci calculatorul.
dc-lobby-full = Toate locurile sunt ocupate; gazda apasă **{ button-start }**.
dc-table-empty = goală
dc-hand-empty = niciuna
dc-last-move = Ultima mutare
dc-hand-last-move = Ultima mutare a mâinii
dc-hand-ended = Mâna { $number } s-a încheiat: { $sides }. Detaliile sunt la **{ dc-last-hand }** în mesajul cu masa jocului.
dc-dealt = S-au împărțit cărți noi.
dc-new-game = A început un joc nou: acestea sunt cărțile dumneavoastră noi.
dc-new-game-by = { $name } a pornit o revanșă: acestea sunt cărțile dumneavoastră noi.
dc-hand-paused = ⏸ Botul a fost oprit pentru repornire, așa că acest mesaj nu mai este actualizat. După ce botul revine, butoanele funcționează din nou, iar **{ dc-button-refresh }** vă arată cărțile de acum.
dc-moved-took = { $name } a jucat { $card } și a luat { $take }
dc-moved-trail = { $name } a pus { $card } pe masă
dc-moved-sweep = valetul curăță masa
dc-moved-by-computer = calculatorul a jucat în locul jucătorului
dc-players = Jucători
dc-seat-cards = { $name } — { $count ->
    [one] o carte
    [few] { $count } cărți
   *[other] { $count } de cărți
}
dc-away = lipsește
dc-free-seat = loc liber
dc-score-title = Scor · mâna { $hand }
dc-score-line = { $names }: **{ $match }** (mâna aceasta: { $now } · { $cards ->
    [one] o carte
    [few] { $cards } cărți
   *[other] { $cards } de cărți
})
dc-last-hand = Mâna anterioară
dc-hand-cards = { $count ->
    [one] { $count } carte
    [few] { $count } cărți
   *[other] { $count } de cărți
}
dc-hand-card-points = { $count ->
    [one] { $count } punct din cărți
    [few] { $count } puncte din cărți
   *[other] { $count } de puncte din cărți
}
dc-hand-most-cards = { $points } pentru cele mai multe cărți
dc-hand-last-capture = { $points } pentru ultima luare
dc-hand-tablas = { $count ->
    [one] { $count } tablă
    [few] { $count } table
   *[other] { $count } de table
} ({ $points ->
    [one] { $points } punct
    [few] { $points } puncte
   *[other] { $points } de puncte
})
dc-hand-total = → { $hand } în această mână, { $total } în partidă
dc-news = Noutăți
dc-turn = { $who }, este rândul dumneavoastră: apăsați **{ button-my-hand }**.
dc-turn-timed = { $who }, este rândul dumneavoastră: apăsați **{ button-my-hand }** (timpul expiră { $deadline }).
dc-turn-notice = { $who }, este rândul dumneavoastră (partida #{ $game }): apăsați **{ button-my-hand }** ca să vedeți cărțile.
dc-turn-notice-timed = { $who }, este rândul dumneavoastră (partida #{ $game }, timpul expiră { $deadline }): apăsați **{ button-my-hand }** ca să vedeți cărțile.
dc-turn-notice-dm = Este rândul dumneavoastră la masa din { $place } (partida #{ $game }): apăsați **{ button-my-hand }** ca să vedeți cărțile.
dc-turn-notice-dm-timed = Este rândul dumneavoastră la masa din { $place } (partida #{ $game }, timpul expiră { $deadline }): apăsați **{ button-my-hand }** ca să vedeți cărțile.
dc-end-notice = { $result } (partida #{ $game })
dc-hand-elsewhere = Cărțile partidei #{ $game } se văd la masa ei din { $place }: apăsați acolo **{ button-my-hand }**.
dc-set-aside = Partida #{ $game } de la această masă nu a mai putut continua, așa că a fost pusă deoparte. Nu are câștigător și nu contează în clasamentul nimănui. Începeți un joc nou cu { $command }.
dc-set-aside-table = Partida #{ $game } a fost pusă deoparte: nu a mai putut continua. Nu contează pentru nimeni.
dc-set-aside-hand = Partida #{ $game } a fost pusă deoparte: nu a mai putut continua, așa că aceste cărți nu mai pot fi jucate.
dc-notify-channel = În canalul jocului, cu mențiune
dc-notify-private = Prin mesaj direct
dc-footer = Partida #{ $game } · mutarea { $moves } · { $stock ->
    [0] nicio carte de împărțit
    [one] o carte de împărțit
    [few] { $stock } cărți de împărțit
   *[other] { $stock } de cărți de împărțit
}
dc-title-timer = ⏱ { $time } pe mutare

## Butoane.
dc-button-leave = Pleacă
dc-button-add-computer = { button-add-computer } ({ $level })
dc-button-back = Înapoi
dc-button-refresh = Reîmprospătează
dc-button-to-table = Mergi la masă
dc-button-claim = { button-claim } ({ $total })
dc-button-redeal = Cărți noi

## Cărțile jucătorului, doar pentru el.
dc-your-cards = Cărțile dumneavoastră
dc-your-turn = Este rândul dumneavoastră: alegeți o carte.
dc-your-turn-timed = Este rândul dumneavoastră: alegeți o carte — calculatorul va juca în locul dumneavoastră { $deadline }.
dc-waiting = La mutare este { $name }.
dc-waiting-timed = La mutare este { $name } (timpul expiră { $deadline }).
dc-game-over = Partida s-a încheiat.
dc-hand-claim-total = { $partners ->
    [yes] Punctele echipei dumneavoastră pentru anunțarea victoriei
   *[other] Punctele dumneavoastră pentru anunțarea victoriei
}: { $total } din { $target }
dc-what-takes = Ce ia { $card }?
dc-page-of = pagina { $page } din { $pages }
dc-take = Ia { $cards }
dc-you-took = Ați jucat { $card } și ați luat { $take }.
dc-you-trailed = Ați pus { $card } pe masă.
dc-old-hand = Aceasta era pentru o poziție anterioară a jocului: iată cărțile dumneavoastră acum.

## Răspunsuri la comenzi.
dc-reply-opened = Jocul dumneavoastră este deschis în { $place }. Ceilalți se alătură cu butonul **{ $button }**.
dc-reply-playing = Jocul dumneavoastră împotriva calculatorului a început în { $place }.
dc-reply-done = Gata.
dc-reply-stopped = Ați oprit partida #{ $game }: nu contează pentru nimeni.
dc-reply-resigned = Ați abandonat partida #{ $game }. Victorie: { $winner }.
dc-settings-title = Setările serverului
dc-settings-body =
    Varianta: { $variant }
    Timp pentru mutare: { $timer }
    Limba: { $language }
    Fir pentru fiecare joc: { $thread }
    Anunțul rândului: { $notify }
    Jocurile cu calculatorul în clasament: { $computers }
dc-settings-saved = Salvat; modificările sunt îngroșate. Anunțul rândului și clasamentul se schimbă imediat; jocurile în desfășurare păstrează restul.
dc-settings-unchanged = Nu s-a schimbat nimic: acestea erau deja setările implicite ale serverului.
dc-settings-managers = Membrii cu permisiunea Gestionează serverul le pot schimba.
dc-timer-off = oprit
dc-thread-name = Tablić — { $name }
dc-help-title = Tablić și jocurile înrudite, aici pe Discord
dc-help-intro = Împart cărțile și țin scorul și clasamentul acestui server. { $new } deschide un joc într-un canal: ceilalți apasă **{ button-join }**, iar gazda apasă **{ button-start }**; la locurile libere se așază atunci calculatorul. { $play } începe imediat un joc împotriva calculatorului. Cărțile dumneavoastră le vedeți doar dumneavoastră.
dc-help-commands = Comenzi:
dc-help-rules = Jucați prima dată? { $rules } explică cum se joacă.
dc-welcome =
    👋 Bună ziua! Aici împart Tablić și jocurile înrudite și țin scorul și clasamentul acestui server. { $new } deschide un joc într-un canal; { $play } joacă imediat împotriva calculatorului. Cărțile dumneavoastră le vedeți doar dumneavoastră.
    { $help } arată toate comenzile, iar { $rules } explică cum se joacă. Aici scriu în limba: { $language }; un membru cu permisiunea Gestionează serverul o poate schimba cu { $settings }.
