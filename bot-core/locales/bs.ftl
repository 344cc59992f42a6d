# tablic — bosanski.

## Greške: vidi ih osoba koja je igrala.
error-no-game = U ovom kanalu nema igre: pokrenite je komandom new.
error-game-in-progress = U ovom kanalu je već otvorena igra: pridružite joj se ili je prvo završite.
error-already-started = Igra je već počela.
error-already-seated = Već sjedite za ovim stolom.
error-table-full = Sva mjesta su zauzeta.
error-not-seated = Ne igrate u ovoj igri.
error-not-creator = To može samo igrač koji je otvorio igru.
error-not-creator-or-admin = Igru može prekinuti samo igrač koji ju je otvorio ili administrator.
error-not-playing = Igra se trenutno ne igra.
error-not-finished = Igra je još u toku.
error-stale = To je bilo za raniji položaj u igri: evo trenutnog.
error-no-computer-there = Na mjestu { $seat } nema računara.
error-not-away = Vaše mjesto je vaše: računar ne igra umjesto vas.
error-no-claims = U ovoj varijanti nema prijave pobjede.
error-storage = Igra nije mogla biti sačuvana, pa se ništa nije promijenilo: pokušajte ponovo za trenutak.
error-rules = Ova pravila se ne mogu igrati: { $reason }
error-match-over = Partija je završena.
error-hand-over = Dijeljenje je završeno.
error-no-such-seat = Za ovim stolom nema mjesta { $seat }.
error-not-your-turn = Niste na potezu: igra mjesto { $seat }.
error-not-in-hand = { $card } nije u vašoj ruci.
error-not-on-table = { $card } nije na stolu.
error-illegal-capture = { $card } ne može nositi { $take }: svaka grupa mora davati zbir vrijednosti karte ili biti iste jačine.
error-must-capture = { $card } može nositi karte, a u ovoj varijanti morate nositi sve što može.
error-redeal-not-allowed = Novo dijeljenje može tražiti samo prvi igrač, prije prve karte, jednom po dijeljenju.

## Obavještenja za kanal.
notice-created = Otvorena je nova igra ({ $name }): pridružite se.
notice-joined = Pridružuje se { $name }.
notice-left = Odlazi { $name }.
notice-computer-added = Za sto sjeda { $name }.
notice-computer-removed = Od stola ustaje { $name }.
notice-started = Igra je počela.
notice-redealt = Nove karte traži { $name }.
notice-claim-right = { $name } prijavljuje pobjedu (poeni: { $total }): prijava je tačna.
notice-claim-wrong = { $name } prijavljuje pobjedu (poeni: { $total }), a to nije dovoljno: prijava nije tačna i gubi.
notice-resigned = Predaje { $name }.
notice-aborted = Igru prekida { $by }.
notice-timed-out = { $name }: vrijeme je isteklo, računar je odigrao potez.
notice-timed-out-away = { $name }: vrijeme je isteklo dvaput, računar igra dok igrač ne javi da je tu.
notice-back = Vraća se { $name }.
notice-closed = Svi su otišli: igra je zatvorena.

## Sto i karte.
label-table = Sto
label-your-hand = Vaše karte
label-to-play = Na potezu: { $name }
label-hand-number = Dijeljenje { $number }
label-cards-left = { $count ->
    [one] { $count } karta za dijeljenje
    [few] { $count } karte za dijeljenje
   *[other] { $count } karata za dijeljenje
}
label-tabla = Tabla!
label-computer = Računar ({ $level })
button-join = Pridruži se
button-start = Počni
button-add-computer = Dodaj računar
button-my-hand = Moje karte
button-rematch = Revanš
button-trail = Baci na sto
button-claim = Prijavi pobjedu
result-won = Pobjeda: { $names }. Konačan rezultat { $score }.
result-drawn = Partija je neriješena, { $score }.
result-aborted = Partija je prekinuta.
level-random = nasumičan
level-greedy = pohlepan
level-easy = lahak
level-medium = srednji
level-hard = težak
