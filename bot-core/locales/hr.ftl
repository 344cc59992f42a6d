# tablic — hrvatski.

## Pogreške: vidi ih osoba koja je igrala.
error-no-game = U ovom kanalu nema igre: pokrenite je naredbom new.
error-game-in-progress = U ovom je kanalu već otvorena igra: pridružite joj se ili je najprije završite.
error-already-started = Igra je već počela.
error-already-seated = Već sjedite za ovim stolom.
error-table-full = Sva su mjesta zauzeta.
error-not-seated = Ne igrate u ovoj igri.
error-not-creator = To može samo igrač koji je otvorio igru.
error-not-creator-or-admin = Igru može prekinuti samo igrač koji ju je otvorio ili administrator.
error-not-playing = Igra se trenutačno ne igra.
error-not-finished = Igra je još u tijeku.
error-stale = To se odnosilo na raniji položaj u igri: evo trenutačnog.
error-no-computer-there = Na mjestu { $seat } nema računala.
error-not-away = Vaše je mjesto vaše: računalo ne igra umjesto vas.
error-no-claims = U ovoj inačici nema prijave pobjede.
error-storage = Igru nije bilo moguće spremiti pa se ništa nije promijenilo: pokušajte ponovno za trenutak.
error-rules = Ta se pravila ne mogu igrati: { $reason }
error-match-over = Partija je završena.
error-hand-over = Dijeljenje je završeno.
error-no-such-seat = Za ovim stolom nema mjesta { $seat }.
error-not-your-turn = Niste na potezu: igra mjesto { $seat }.
error-not-in-hand = { $card } nije u vašoj ruci.
error-not-on-table = { $card } nije na stolu.
error-illegal-capture = { $card } ne može nositi { $take }: svaka skupina mora davati zbroj vrijednosti karte ili biti iste jačine.
error-must-capture = { $card } može nositi karte, a u ovoj inačici morate nositi sve što može.
error-redeal-not-allowed = Novo dijeljenje može tražiti samo prvi igrač, prije prve karte, jednom po dijeljenju.

## Obavijesti za kanal.
notice-created = Otvorena je nova igra ({ $name }): pridružite se.
notice-joined = Pridružuje se { $name }.
notice-left = Odlazi { $name }.
notice-computer-added = Za stol sjeda { $name }.
notice-computer-removed = Od stola ustaje { $name }.
notice-started = Igra je počela.
notice-redealt = Nove karte traži { $name }.
notice-claim-right = { $name } prijavljuje pobjedu (bodovi: { $total }): prijava je točna.
notice-claim-wrong = { $name } prijavljuje pobjedu (bodovi: { $total }), a to nije dovoljno: prijava nije točna i gubi.
notice-resigned = Predaje { $name }.
notice-aborted = Igru prekida { $by }.
notice-timed-out = { $name }: vrijeme je isteklo, računalo je odigralo potez.
notice-timed-out-away = { $name }: vrijeme je isteklo dvaput, računalo igra dok igrač ne javi da je tu.
notice-back = Vraća se { $name }.
notice-closed = Svi su otišli: igra je zatvorena.

## Stol i karte.
label-table = Stol
label-your-hand = Vaše karte
label-to-play = Na potezu: { $name }
label-hand-number = Dijeljenje { $number }
label-cards-left = { $count ->
    [one] { $count } karta za dijeljenje
    [few] { $count } karte za dijeljenje
   *[other] { $count } karata za dijeljenje
}
label-tabla = Tabla!
label-computer = Računalo ({ $level })
button-join = Pridruži se
button-start = Počni
button-add-computer = Dodaj računalo
button-my-hand = Moje karte
button-rematch = Revanš
button-trail = Baci na stol
button-claim = Prijavi pobjedu
result-won = Pobjeda: { $names }. Konačni rezultat { $score }.
result-drawn = Partija je neriješena, { $score }.
result-aborted = Partija je prekinuta.
level-random = nasumično
level-greedy = pohlepno
level-easy = lako
level-medium = srednje
level-hard = teško
