# tablic terminal — English. Every other catalogue has exactly these message ids.
# Command words (`help`, `claim`, `resign`, `redeal`, `back`, `quit`) stay as typed in every language.

term-resuming = Resuming your unfinished game.
term-stored = Stored in { $path }. Type `help` for commands.
term-you = You
term-you-short = you
term-you-trailed = You played { $card } to the table.
term-they-trailed = { $name } played { $card } to the table.
term-you-took = You played { $card } and took { $take }.
term-they-took = { $name } played { $card } and took { $take }.
term-tabla = TABLA!
term-sweep = the jack sweeps the table
term-hand-over = Hand { $number } is over
term-col-cards = cards
term-col-points = points
term-col-most = most
term-col-last = last
term-col-tablas = tablas
term-col-hand = hand
term-col-match = match
term-what-takes = What does { $card } take?
term-take-nothing = nothing — leave it on the table
term-header = Hand { $number } · { $variant } to { $target } · { $score } · { $left }
term-captured = Captured
term-pile = { $name } { $cards ->
    [one] { $cards } card
   *[other] { $cards } cards
}/{ $points ->
    [one] { $points } pt
   *[other] { $points } pts
}
term-may-redeal = (you may `redeal` these cards once)
term-help = Choose a card by its number or name (9c, 10♦), then what it takes by number. Also: { $extra }`resign` (give up), `back` (another card), `rules` (this game's rules; `rules forced` explains one option, `rules tabinet forced` with its value in a variant), `standings` (your results: `standings strength season`, `standings all`), `quit` (the game is kept).
term-help-claim = `claim` (claim victory),
term-help-redeal = `redeal` (new cards),
term-wait = Wait for your turn.
term-nothing-back = Nothing to go back to: pick a card.
term-not-a-card = `{ $input }` is not one of your cards: type 1 to { $count } or a card like 9c; `help` lists the commands.
term-not-a-choice = `{ $input }` is not a choice: type { $count ->
    [1] 0 or 1
   *[other] 0 to { $count }
} (or `back` for another card).
term-resumed-other-rules = This unfinished game of { $variant } goes on; what you asked for ({ $asked }) is for your next new game.
term-ended-while-away = Your last game ended before you saw its end:
term-line-not-utf8 = That line is not UTF-8 text; nothing changed.
term-line-too-long = That line is longer than { $max } bytes; nothing changed.
term-more-captures = { $card } can take more than these: type the cards to take, like { $example }.
term-set-aside = Your unfinished game was stored by another version of tablic and cannot be read by this one: it is kept aside, and a new game begins.
term-tie-break-next = The scores are level at { $score }, at or above the target: one more hand decides the match, and no one may claim victory in it.
term-won-tie-break = { $names } won the hand played to break the tie at { $level }. Final score { $score }.
term-you-won-tie-break = { $partners ->
    [yes] Your side won the hand played to break the tie at { $level }.
   *[other] You won the hand played to break the tie at { $level }.
} Final score { $score }.
term-kept = Your game is kept in { $path }: `{ $command }` picks it up where you left it.
term-claim-again = Type y (or `claim` again) to claim anyway; n or anything else goes on with the game.
term-claim-not = Not claimed: the game goes on.
term-standings-unknown = `{ $word }` is neither a board nor a span of time here: choose { $points } or { $strength }, and { $month }, { $last_month }, { $season }, { $last_season } or { $all }, e.g. `{ $example }`.
term-standings-more = Other boards: { $points } or { $strength }, and { $month }, { $last_month }, { $season }, { $last_season } or { $all }, e.g. `{ $example }`.
term-resign-question = Resign and lose the match? (y/n)
term-resign-not = Not resigned: the game goes on.
term-tie-break-now = The scores were level at { $score }, at or above the target: this hand decides the match, and no one may claim victory in it.
term-db-older = { $path } is from an older tablic; `{ $command }` upgrades it (once no older `tablic play` is using it), and then the standings can be read.
