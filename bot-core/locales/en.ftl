# tablic — English. Every other catalogue has exactly these message ids.

## Errors: shown to the person who acted.
error-no-game = There is no game in this channel: start one with new.
error-game-in-progress = A game is already open in this channel: join it, or finish it first.
error-already-started = The game has already started.
error-already-seated = You already have a seat at this table.
error-table-full = Every seat is taken.
error-not-seated = You are not playing in this game.
error-not-creator = Only the player who opened the game can do that.
error-not-creator-or-admin = Only the player who opened the game or an admin can stop it.
error-not-playing = The game is not being played right now.
error-not-finished = The game is still being played.
error-stale = That was for an earlier position of the game: here is the current one.
error-no-computer-there = There is no computer player in seat { $seat }.
error-not-away = Your seat is yours: the computer is not playing for you.
error-no-claims = This variant has no claims of victory.
error-claim-tie-break = The scores are level at the target, so this hand decides the match: no one can claim victory until it is over.
error-storage = The game could not be saved, so nothing changed: try again in a moment.
error-unconfirmed = Storage did not confirm that this was saved, so it may have counted: look at the table as it is now before you try again.
error-changed = This game was changed elsewhere at the same moment, so nothing you did was applied: look at the table as it is now and try again.
error-set-aside = This game's stored record can no longer be read, so it was set aside: start a new one with new.
error-rules = These rules cannot be played: { $reason }
error-match-over = The match is over.
error-hand-over = The hand is over.
error-no-such-seat = There is no seat { $seat } at this table.
error-not-your-turn = It is not your turn: seat { $seat } is to play.
error-not-in-hand = { $card } is not in your hand.
error-not-on-table = { $card } is not on the table.
error-illegal-capture = { $card } cannot take { $take }: every group must add up to the card's value or match its rank.
error-must-capture = { $card } can take cards, and in this variant you must take all it can.
error-redeal-not-allowed = A redeal is only for the first player, before the first card, once per hand.

## Notices: what happened, for the channel.
notice-created = A new game is open ({ $name }): join to play.
notice-joined = { $name } joined.
notice-left = { $name } left.
notice-computer-added = { $name } took a seat.
notice-computer-removed = { $name } left its seat.
notice-started = The game has started.
notice-redealt = { $name } asked for new cards.
notice-claim-right = { $name } claims victory with { $total } points: the claim is right.
notice-claim-wrong = { $name } claims victory with only { $total } points: the claim fails and loses.
notice-resigned = { $name } resigned.
notice-aborted = { $by } stopped the game.
notice-timed-out = { $name } ran out of time: the computer played for them.
notice-timed-out-away = { $name } ran out of time twice: the computer plays for them until they come back (any press or command of theirs).
notice-back = { $name } is back.
notice-closed = Everyone left: the game is closed.
notice-everyone-away = Everyone at the table is away: the computers wait. If no one comes back within { $after }, the game is adjourned and counts for no one.
notice-adjourned = Nobody came back: the game is adjourned. It has no winner and counts in no one's standings.

## The table and the hand.
label-table = Table
label-your-hand = Your hand
label-to-play = { $name } to play
label-hand-number = Hand { $number }
hand-leftovers = { $count ->
    [one] The one card left on the table went to
   *[other] The { $count } cards left on the table went to
} { $by ->
    [last] { $names }, who captured last.
    [dealer] { $names }, the dealer.
   *[dealer-side] { $names }, the dealer's side.
}
label-cards-left = { $count ->
    [one] { $count } card left to deal
   *[other] { $count } cards left to deal
}
label-tabla = Tabla!
label-computer = Computer ({ $level })
button-join = Join
button-start = Start
button-add-computer = Add computer
button-my-hand = My hand
button-rematch = Rematch
button-trail = Leave it on the table
button-claim = Claim victory
result-won = { $names } won. Final score { $score }.
result-drawn = The match is drawn at { $score }.
result-aborted = The match was stopped.
result-adjourned = The match was adjourned: nobody came back. It counts for no one.
level-random = random
level-greedy = greedy
level-easy = easy
level-medium = medium
level-hard = hard

## Refusals worded for the reader's platform: $platform is discord, telegram or terminal;
## $command is a command as the reader types it.
refusal-no-game = There is no game here: open one with { $command }.
refusal-not-creator-or-admin = Only the player who opened the game or { $platform ->
    [discord] a server manager
   *[other] an admin
} can stop it.
refusal-not-your-turn = It is not your turn: { $name } is to play.
refusal-unknown-level = Unknown computer level “{ $name }”: choose { $levels }
refusal-unavailable = Storage is unavailable right now, try again
refusal-unknown-button = That button is not one of mine
refusal-old-game = That button belongs to an earlier game at this table: use the latest table.
refusal-game-gone = That game is over or no longer here: start a new one with { $command }
refusal-set-aside = That game's stored record can no longer be read, so the game was set aside: it counts for no one. Start a new one with { $command }.
refusal-server-only = This works only in a { $platform ->
    [discord] server
   *[other] group
}.
refusal-admins-only = { $platform ->
    [discord] Only members with Manage Server can change the server's defaults.
   *[other] Only the group's admins can change its settings
}
refusal-bad-option = That option is not right: { $detail }
refusal-period = “{ $period }” is not something { $command } knows: write { $command } with { $points } or { $strength }, { $month }, { $last_month }, { $season }, { $last_season } or { $all }, and { $rivals } for you and the people you have played with
refusal-internal = Something went wrong on my side; nothing changed. Please try again.
refusal-unknown-variant = Unknown variant “{ $name }”: choose one of { $variants }
refusal-unknown-option = Unknown option “{ $name }”: options are { $options }
refusal-missing-value = Option “{ $name }” needs a value: write key=value, like target=151
refusal-bad-value = Option “{ $name }” cannot be “{ $value }”: expected { $expected }
refusal-not-key-value = “{ $word }” is not key=value: { $usage }
refusal-unknown-setting = Unknown setting “{ $key }”: { $usage }
refusal-timer = Timer must be 0 to { $max } seconds, not “{ $value }”
refusal-unknown-language = Unknown language “{ $name }”: choose one of { $languages }
refusal-yes-no = “{ $value }” is neither yes nor no
refusal-notify = “{ $value }” is not a place for turn notices: write channel or private
settings-usage = write { $command } { $platform ->
    [discord] with the options to change
   *[other] variant=tablic timer=120 language=sr-Latn (timer in seconds, 0 for none)
}

## Claims.
claim-question = Your side has { $total ->
    [one] { $total } point
   *[other] { $total } points
}; the target is { $target }. A claim below the target is wrong, and a wrong claim loses the match. Claim anyway?
button-claim-anyway = Claim anyway
button-back = I'm back

## Standings and rules.
standings-title = { $board ->
    [strength] Strength
   *[points] Standings
} — { $period }
standings-here = this channel
standings-empty = No finished games { $period ->
    [month] this month
    [last-month] last month
    [season] this season
    [last-season] last season
   *[all] yet
}{ $here ->
    [yes] {" "}in this channel
   *[no] {""}
}.
standings-row = { $rank }. { $name } — { $points ->
    [one] { $points } point
   *[other] { $points } points
} · { $matches ->
    [one] { $matches } game
   *[other] { $matches } games
}, { $wins } won
standings-footer = Points are title points: a won game gives half your final score plus your lead over the runner-up (101 : 94 gives 50 + 7 = 57), a lost one a tenth of your score (94 gives 9), a draw a tenth each; a one-hand game gives 5 for a win, 2 for a draw, 0 for a loss. Stopped, adjourned and set-aside games count for no one.
standings-rivals = you and your rivals
standings-with-computers = games with computers count
standings-row-computers = { $count } with computers
standings-strength-row = { $rank }. { $name } — strength { $strength } · { $matches ->
    [one] { $matches } game
   *[other] { $matches } games
}, { $wins } won
standings-strength-empty = { $period ->
    [last-month] Nobody played the { $min } games this board needs.
    [last-season] Nobody played the { $min } games this board needs.
   *[other] Nobody has the { $min } games this board needs yet.
}
standings-strength-footer = Strength is games won ÷ games played, plus a bonus for playing often: in a month +1 from 60 games and +1 more every 10 games, up to +10 from 150; in a season +1 from 600 games and +1 more every 100, up to +10 from 1500. A player needs { $min } games to be on this board.
standings-no-rivals = No rivals yet: your rivals are the people you have finished a game with here.
standings-words-points = points score
standings-words-strength = strength
standings-words-month = month
standings-words-last-month = last-month lastmonth
standings-words-season = season
standings-words-last-season = last-season lastseason
standings-words-all = all
standings-words-rivals = rivals friends
standings-words-last = last previous
standings-rivals-of = { $name } and their rivals
standings-place-of = { $name }'s place: { $row }
standings-no-rivals-of = { $name } has no rivals yet: rivals are the people they have finished a game with here.
standings-rivals-empty-of = Neither { $name } nor their rivals finished a game{ $period ->
    [month] {" "}this month
    [last-month] {" "}last month
    [season] {" "}this season
    [last-season] {" "}last season
   *[all] {""}
}{ $here ->
    [yes] {" "}in this channel
   *[no] {""}
}.
standings-rivals-strength-empty-of = { $period ->
    [last-month] Neither { $name } nor their rivals played the { $min } games this board needs.
    [last-season] Neither { $name } nor their rivals played the { $min } games this board needs.
   *[other] Neither { $name } nor their rivals have the { $min } games this board needs yet.
}
stats-title = { $name } — games here
stats-line = { $period }: { $matches ->
    [one] { $matches } game
   *[other] { $matches } games
}, { $wins } won, { $points ->
    [one] { $points } title point
   *[other] { $points } title points
}, strength { $strength }, { $tablas ->
    [one] { $tablas } tabla
   *[other] { $tablas } tablas
}, best hand { $best }
stats-none = { $period }: no finished games.
stats-never = { $name } has not finished a game here yet.
stats-unranked = on the strength board from { $min } games
stats-teams = Partners share their side's result, tablas and best hand.
period-month = this month
period-season = this season
period-all = all time
rules-title = Rules: { $variant }
rules-this-game = This game: { $variant }{ $options }.
rules-target = Target: { $target ->
    [one] { $target } point
   *[other] { $target } points
}.
rules-short = One hand only: the higher score wins.
rules-change = { $platform ->
    [discord] Any option can be changed when a game is opened, e.g. { $command } variant: { $variant } rules: target=151 partners=no (autocomplete suggests the options and their values).
   *[other] Any option can be changed when a game is opened, e.g. { $command } { $variant } target=151 partners=no.
}
rules-options = Options: { $options }
rules-jack-tabla = A jack takes the whole table, and a jack that clears the table scores a tabla (jack-tabla=yes).
rules-jack-no-tabla = A jack takes the whole table but makes no tabla (jack-tabla=no).
lobby-teams = Teams: { $first } against { $second } (partners sit opposite: the first and third to sit down against the second and fourth).
rules-list = The variants ({ $command } and a variant's name for one):
summary-tablic = Serbian Tablić: J 12, Q 13, K 14, ace 1 or 11, any sums, tabla 1, to 101, claims
summary-tabinet = Romanian Tabinet: as tablić, first player may redeal once, no claims
summary-tablanette = Tablanette: jack sweeps, a tablanette scores the captured values, to 251, count-out
summary-tablanet = Tablanet: jack sweeps, ace 1, courts by rank only, 10♦ 3, 2♣ 2, aces 1, to 101
summary-tablic-40 = Slovenian 40-card Tablić for three: four cards a deal, a point for the last capture
summary-tablanette-jp = Japanese Tablanette: sums of two or three, you must take all you can, to 251
duration-hours = { $count ->
    [one] { $count } hour
   *[other] { $count } hours
}
duration-minutes = { $count ->
    [one] { $count } minute
   *[other] { $count } minutes
}
duration-seconds = { $count ->
    [one] { $count } second
   *[other] { $count } seconds
}
error-no-redeal = There is no redeal in this game: only in Tabinet (or a game made with redeal=yes) may the first player ask for new cards.
refusal-uneven-deal = With { $players } players each gets { $each } cards a hand, and deals of { $per_deal } would give { $deals }: choose cards-per-deal { $choices }.

## What an option takes (inside refusal-bad-value): its values quoted as they are typed.
option-value = “{ $value }”
expected-one-of = one of { $values }
expected-number = a whole number from { $min } to { $max }
expected-points = points from { $min } to { $max }
expected-word-or-points = { $values }, or points from { $min } to { $max }
expected-word-or-cards = { $values }, or a number of cards from { $min } to { $max }
expected-courts = one of { $values } for the queen and the king
## Why rules cannot be played (inside error-rules).
unplayable-players = { $players ->
    [one] { $players } player
   *[other] { $players } players
}: 2 to 4 can play
unplayable-partners = partnerships need exactly four players: add { "players=4" }, or leave out { "partners=yes" }
unplayable-deal-too-big = a first deal of { $per_deal } cards each to { $players } players needs { $needs } cards, but the { $deck }-card deck leaves { $stock } after the four on the table
unplayable-stock-uneven = the { $stock } cards left after the four on the table do not share evenly among { $players } players
unplayable-redeal-short = a redeal needs { $per_deal } more cards in the stock after the first deal, and only { $left } are left
unplayable-group-size = a summed group needs two to twenty cards
unplayable-target = a target of { $target }: 1 to 10000 can be played
unplayable-bonus = no bonus can be worth more than 20 points
unplayable-short-claims = a short game is one hand with no target to reach, so a claim could never be right: a short game has { "claims=none" }
refusal-two-variants = Two variants were asked for, “{ $first }” and “{ $second }”: name one.
standings-rivals-empty = Neither you nor your rivals finished a game{ $period ->
    [month] {" "}this month
    [last-month] {" "}last month
    [season] {" "}this season
    [last-season] {" "}last season
   *[all] {""}
}{ $here ->
    [yes] {" "}in this channel
   *[no] {""}
}.
standings-rivals-strength-empty = { $period ->
    [last-month] Neither you nor your rivals played the { $min } games this board needs.
    [last-season] Neither you nor your rivals played the { $min } games this board needs.
   *[other] Neither you nor your rivals have the { $min } games this board needs yet.
}
standings-you = Your place: { $row }
period-last-month = last month
period-last-season = last season
