# tablic — srpski (latinica).

## Greške: vidi ih osoba koja je odigrala.
error-no-game = U ovom kanalu nema igre: započnite je komandom new.
error-game-in-progress = U ovom kanalu je već otvorena igra: pridružite joj se ili je prvo završite.
error-already-started = Igra je već počela.
error-already-seated = Već sedite za ovim stolom.
error-table-full = Sva mesta su zauzeta.
error-not-seated = Ne igrate u ovoj igri.
error-not-creator = To može samo igrač koji je otvorio igru.
error-not-creator-or-admin = Igru može da prekine samo igrač koji ju je otvorio ili administrator.
error-not-playing = Igra se trenutno ne igra.
error-not-finished = Igra je još u toku.
error-stale = To je bilo za raniji položaj u igri: evo trenutnog.
error-no-computer-there = Na mestu { $seat } nema računara.
error-not-away = Vaše mesto je vaše: računar ne igra umesto vas.
error-no-claims = U ovoj varijanti nema prijave pobede.
error-storage = Igra nije mogla da se sačuva, pa se ništa nije promenilo: pokušajte ponovo za trenutak.
error-rules = Ova pravila ne mogu da se igraju: { $reason }
error-match-over = Partija je završena.
error-hand-over = Deljenje je završeno.
error-no-such-seat = Za ovim stolom nema mesta { $seat }.
error-not-your-turn = Niste na potezu: igra mesto { $seat }.
error-not-in-hand = { $card } nije u vašoj ruci.
error-not-on-table = { $card } nije na stolu.
error-illegal-capture = { $card } ne može da nosi { $take }: svaka grupa mora da daje zbir vrednosti karte ili da bude iste jačine.
error-must-capture = { $card } može da nosi karte, a u ovoj varijanti morate da nosite sve što može.
error-redeal-not-allowed = Novo deljenje može da traži samo prvi igrač, pre prve karte, jednom po deljenju.

## Obaveštenja za kanal.
notice-created = Otvorena je nova igra ({ $name }): pridružite se.
notice-joined = Pridružuje se { $name }.
notice-left = Odlazi { $name }.
notice-computer-added = Za sto seda { $name }.
notice-computer-removed = Od stola ustaje { $name }.
notice-started = Igra je počela.
notice-redealt = Nove karte traži { $name }.
notice-claim-right = { $name } prijavljuje pobedu (poeni: { $total }): prijava je tačna.
notice-claim-wrong = { $name } prijavljuje pobedu (poeni: { $total }), a to nije dovoljno: prijava nije tačna i gubi.
notice-resigned = Predaje { $name }.
notice-aborted = Igru prekida { $by }.
notice-timed-out = { $name }: vreme je isteklo, računar je odigrao potez.
notice-timed-out-away = { $name }: vreme je isteklo dvaput, računar igra dok igrač ne javi da je tu.
notice-back = Vraća se { $name }.
notice-closed = Svi su otišli: igra je zatvorena.

## Sto i karte.
label-table = Sto
label-your-hand = Vaše karte
label-to-play = Na potezu: { $name }
label-hand-number = Deljenje { $number }
label-cards-left = { $count ->
    [one] { $count } karta za deljenje
    [few] { $count } karte za deljenje
   *[other] { $count } karata za deljenje
}
label-tabla = Tabla!
label-computer = Računar ({ $level })
button-join = Pridruži se
button-start = Počni
button-add-computer = Dodaj računar
button-my-hand = Moje karte
button-rematch = Revanš
button-trail = Baci na sto
button-claim = Prijavi pobedu
result-won = Pobeda: { $names }. Konačan rezultat { $score }.
result-drawn = Partija je nerešena, { $score }.
result-aborted = Partija je prekinuta.
level-random = nasumičan
level-greedy = pohlepan
level-easy = lak
level-medium = srednji
level-hard = težak
