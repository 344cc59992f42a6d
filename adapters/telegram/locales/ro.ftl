# tablic — textele adaptorului Telegram, română. Aceleași id-uri ca en.ftl, în aceeași ordine.

## Meniul de comenzi (setMyCommands) și /help.
tg-command-new = deschide un joc aici: /new [variantă] [opțiune=valoare …] [timer=secunde|off]
tg-command-play = joacă imediat cu calculatorul: /play [variantă] [opțiune=valoare …] [timer=secunde|off]
tg-command-join = ocupă un loc în jocul deschis
tg-command-leave = părăsește jocul deschis înainte să înceapă
tg-command-bot = așază un calculator la masă: /bot [nivel]
tg-command-go = începe jocul (jucătorul care l-a deschis)
tg-command-hand = arată-mi cărțile
tg-command-claim = anunță victoria
tg-command-resign = abandonează jocul
tg-command-back = ia-ți înapoi locul de la calculator
tg-command-rematch = joacă din nou cu aceiași jucători
tg-command-abort = oprește jocul (cine l-a deschis sau un administrator)
tg-command-rules = variantele, o variantă, o opțiune sau o opțiune într-o variantă: /rules [variantă] [opțiune]
tg-command-standings = clasamentul: /standings [puncte|forță] [luna|luna-trecută|sezon|sezonul-trecut|tot] [rivali] [aici]
tg-command-stats = jocurile dumneavoastră de aici: victorii, puncte, forță, table, cea mai bună mână
tg-command-settings = setările implicite ale grupului (administratori): /settings [variant=… timer=… language=… notify=… computers=…]
tg-command-help = ce pot face
tg-command-start = deschide conversația privată în care vă sunt arătate cărțile
tg-help = Tablić și jocurile înrudite. Într-un grup: /new deschide un joc, prietenii apasă „{ button-join }”, /go îl începe; cărțile dumneavoastră vin în conversația noastră privată. Fără alți jucători: /play aici, cu calculatorul.
tg-welcome =
    Bună ziua! Sunt un bot pentru Tablić și jocurile înrudite: împart cărțile și țin scorul și clasamentul acestui grup.
    /new deschide aici un joc căruia i se alătură ceilalți; /play începe imediat un joc cu calculatorul. Cărțile dumneavoastră vin în conversația noastră privată.
    Administratorii stabilesc limba în care vorbesc aici (acum { $current }) cu comanda { $example } (limbi: { $languages }).

## Masa, pentru toți.
tg-rules-target = până la { $target }
tg-rules-short = joc de o singură mână
tg-rules-timer = { $time } pe mutare
tg-lobby-opener = { $name } (a deschis jocul)
tg-lobby-seats = Locuri { $seated }/{ $players }: { $names }
tg-lobby-how = Apăsați „{ button-join }” ca să vă așezați. { $name } începe jocul; la locurile libere se așază calculatorul.
tg-lobby-how-private = Apăsați „▶ { button-start }” ca să jucați{ $full ->
    [yes] {"."}
   *[no] ; la locurile libere se așază calculatorul.
}
tg-lobby-full = Toate locurile sunt ocupate: { $name } începe jocul.
tg-last = Ultima mutare: { $move }
tg-hand-last = Ultima mutare a mâinii: { $move }
tg-last-trail = { $name } a pus { $card } pe masă
tg-last-capture = { $name } a jucat { $card } și a luat { $take }
tg-last-sweep = valetul mătură masa
tg-last-by-computer = calculatorul a jucat în locul jucătorului
tg-teams = Echipe: { $first } contra { $second }
tg-hand-rematch-by = { $name } a pornit o revanșă: acestea sunt cărțile dumneavoastră noi.
tg-seat = { $name } · { $count ->
    [one] { $count } carte
    [few] { $count } cărți
   *[other] { $count } de cărți
}
tg-seat-away = nu e la masă: joacă calculatorul
tg-seat-away-waiting = lipsește
tg-side = partea { $number }
tg-score = Scor: { $score }
tg-this-hand = Mâna aceasta: { $sides }
tg-this-hand-side = { $name } { $cards ->
    [one] { $cards } carte
    [few] { $cards } cărți
   *[other] { $cards } de cărți
}, { $points ->
    [one] { $points } punct
    [few] { $points } puncte
   *[other] { $points } de puncte
}
tg-this-hand-tablas = { $count ->
    [one] { $count } tablă
    [few] { $count } table
   *[other] { $count } de table
}
tg-closed = Acest joc este închis.
tg-closed-new = Deschideți o partidă nouă cu /new.
tg-closed-restart = Botul a repornit, iar acest joc deschis nu s-a păstrat.
tg-rematch-hint = /rematch pentru revanșă.
tg-closed-play = Deschideți o partidă nouă cu /play.
tg-over-below = Partida s-a încheiat: vedeți mai jos.
tg-set-aside = Partida { $game } de la această masă nu a mai putut continua, așa că a fost pusă deoparte. Nu are câștigător și nu contează în clasamentul nimănui.
tg-set-aside-table = Partida { $game } a fost pusă deoparte: nu a mai putut continua. Nu contează pentru nimeni.

## Cărțile jucătorului, în conversația privată.
tg-hand-title = Cărțile dumneavoastră în { $where ->
    [private] jocul nostru de aici
    [untitled] jocul grupului dumneavoastră
   *[group] jocul din „{ $title }”
}
tg-hand-choose = Ce ia { $card }?
tg-hand-page = pagina { $page } din { $pages }
tg-hand-your-turn = Este rândul dumneavoastră: alegeți o carte.
tg-hand-your-turn-timed = Este rândul dumneavoastră: alegeți o carte (⏱ { $time } pe mutare).
tg-button-redeal = Cere cărți noi
tg-hand-claim-total = { $partners ->
    [yes] Punctele echipei dumneavoastră pentru anunțarea victoriei
   *[other] Punctele dumneavoastră pentru anunțarea victoriei
}: { $reached ->
    [yes] { $total }, ținta de { $target } este atinsă (/claim ca să anunțați victoria)
   *[other] { $total } din { $target }
}
tg-stamp = Partida { $game } · mutarea { $move }
tg-match-over = { $where ->
    [private] Partida de aici s-a încheiat.
    [untitled] Partida din grupul dumneavoastră s-a încheiat.
   *[group] Partida din „{ $title }” s-a încheiat.
}
tg-you-took = Ați jucat { $card } și ați luat { $take }.
tg-you-trailed = Ați pus { $card } pe masă.
tg-hand-superseded = Acest mesaj este depășit: cărțile dumneavoastră sunt într-un mesaj mai nou, mai jos.
tg-hand-set-aside = { $where ->
    [private] Jocul nostru de aici
    [untitled] Jocul grupului dumneavoastră
   *[group] Jocul din „{ $title }”
} (partida { $game }) nu a mai putut continua, așa că a fost pus deoparte: cărțile dumneavoastră din el nu mai sunt în joc. Nu contează pentru nimeni.
tg-mention-turn = { $name }, este rândul dumneavoastră: cărțile sunt în conversația noastră privată.
tg-mention-turn-timed = { $name }, este rândul dumneavoastră (⏱ { $time } pe mutare): cărțile sunt în conversația noastră privată.

## Punctajul unei mâini, la sfârșitul ei.
tg-hand-over = Mâna { $number } s-a încheiat
tg-hand-over-game = Mâna { $number } s-a încheiat (partida { $game })
tg-hand-over-scored = Mâna { $number } s-a încheiat: { $sides }
tg-dealt = S-au împărțit cărți noi.
tg-score-cards = { $count ->
    [one] { $count } carte
    [few] { $count } cărți
   *[other] { $count } de cărți
}
tg-score-card-points = { $count ->
    [one] { $count } punct din cărți
    [few] { $count } puncte din cărți
   *[other] { $count } de puncte din cărți
}
tg-score-most-cards = { $points } pentru cele mai multe cărți
tg-score-last-capture = { $points } pentru ultima luare
tg-score-tablas = { $count ->
    [one] { $count } tablă
    [few] { $count } table
   *[other] { $count } de table
} ({ $points ->
    [one] { $points } punct
    [few] { $points } puncte
   *[other] { $points } de puncte
})
tg-score-total = → { $hand } în această mână, { $total } în partidă

## Conversația privată și drumul spre ea.
tg-someone = Cineva
tg-link-blocked = { $name }: nu vă pot trimite cărțile până nu deschideți o conversație privată cu mine. Apăsați butonul, apoi porniți botul.
tg-link-waiting = { $name }: cărțile vă așteaptă, dar nu vi le pot trimite până nu deschideți o conversație privată cu mine. Apăsați butonul, apoi porniți botul.
tg-link-cards = { $name }: cărțile dumneavoastră sunt în conversația noastră privată. Apăsați butonul ca să o deschideți.
tg-start-in-group = { $name }: { $seated ->
    [yes] cărțile dumneavoastră sunt arătate
   *[no] când jucați, cărțile dumneavoastră sunt arătate
} în conversația noastră privată: { $opened ->
    [yes] apăsați butonul ca să o deschideți.
   *[no] apăsați butonul, apoi porniți botul.
}
tg-button-show-cards = Arată-mi cărțile
tg-button-answer-privately = Răspunde în conversația privată
tg-start-seated = Aveți un loc în { $where ->
    [private] jocul nostru de aici
    [untitled] jocul grupului dumneavoastră
   *[group] jocul din „{ $title }”
}. Cărțile vă vor fi arătate aici când începe.
tg-start-joined = V-ați alăturat { $where ->
    [private] jocului nostru de aici
    [untitled] jocului grupului dumneavoastră
   *[group] jocului din „{ $title }”
}. Cărțile vă vor fi arătate aici când începe.
tg-join-closed = V-ați alăturat { $where ->
    [private] jocului nostru de aici
    [untitled] jocului grupului dumneavoastră
   *[group] jocului din „{ $title }”
}, dar jocul a fost închis înainte să înceapă.
tg-start-not-yours = Acel buton arată cărțile jucătorului său, nu pe ale dumneavoastră.{ $joinable ->
    [yes] {" "}Ca să jucați, apăsați { button-join } la masa jocului.
   *[no] {""}
}
tg-toast-seated = Aveți un loc la masă
tg-toast-cards = Cărțile dumneavoastră sunt în conversația noastră privată
tg-claim-in-private = { $name }: un anunț sub țintă cere mai întâi o confirmare: răspundeți în conversația noastră privată.
tg-question-moved-on = Nu mai este valabilă: jocul a mers mai departe între timp. Scrieți /claim pentru un anunț nou.
tg-question-over = Nu mai este valabilă: jocul s-a încheiat.
tg-question-set-aside = Nu mai este valabilă: partida a fost pusă deoparte.
tg-unknown-command = Nu cunosc această comandă: /help arată ce pot face.

## Setările grupului.
tg-timer-off = oprit
# Where turn notices go, in /settings (the value /settings takes in brackets).
tg-notify-private = doar în conversația privată (private)
tg-notify-channel = și în grup (channel)
tg-settings = Setările acestui grup: varianta: { $variant } · timp pe mutare: { $timer } · limba: { $language } · anunțul rândului: { $notify } · jocurile cu calculatorul intră în clasament: { $computers }.
tg-settings-legend =
    Administratorii schimbă o setare cu /settings și noua valoare, de ex. /settings timer=60 (setări: variant, timer, language, notify, computers; limbi: { $languages })
    (private: doar în conversația privată; channel: grupul îl pomenește și pe jucător)
tg-saved =
    Salvat. Modificat: { $changes }.
    { $settings }
tg-saved-unchanged =
    Nu s-a schimbat nimic: acestea erau deja setările grupului.
    { $settings }

## Butoanele de sub clasament.
tg-board-points = Puncte
tg-board-strength = Forță
tg-board-everyone = Toți
tg-board-rivals = Rivali
tg-board-old = Acest clasament este prea vechi pentru a fi schimbat: cereți unul nou cu /standings.
tg-board-topic = acest subiect
tg-old-hand = Aceste cărți sunt dintr-un joc anterior: cărțile dumneavoastră din jocul de acum sunt în cel mai nou mesaj.
tg-old-hand-over = Aceste cărți sunt dintr-un joc anterior, care s-a încheiat.
tg-old-game-topic = Butonul aparține unui joc anterior din { $named ->
    [yes] subiectul „{ $topic }”
   *[no] acest subiect
}: folosiți acolo masa cea mai recentă.
tg-game-gone-topic = Jocul acela din { $named ->
    [yes] subiectul „{ $topic }”
   *[no] acest subiect
} s-a încheiat sau nu mai este acolo: începeți acolo unul nou cu /new.

## Refuzuri: le vede persoana care a scris sau a apăsat.
tg-error-too-many-words = /{ $command } primește cel mult un cuvânt; vedeți /help.
tg-error-no-arguments = /{ $command } nu primește argumente; vedeți /help.
tg-error-unknown-named-command = Nu cunosc /{ $command }: /help arată ce pot face.
