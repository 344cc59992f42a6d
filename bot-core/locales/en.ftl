# tablic — English. Every other catalogue has exactly these message ids.

## Errors: shown to the person who acted.
error-no-game = There is no game in this channel: start one with new.
error-game-in-progress = A game is being played here: wait until it ends, then start yours.
error-game-open = A game is open here: join it while a seat is free, or wait until it ends.
error-already-playing = You are already playing the game here.
error-already-started = The game has already started.
error-already-seated = You already have a seat at this table.
error-table-full = Every seat is taken.
error-not-seated = You are not playing in this game.
error-not-creator = Only the player who opened the game ({ $name }) can do that: ask them.
error-not-creator-or-admin = Only the player who opened the game ({ $name }) or an admin can stop it.
error-not-playing = The game is not being played right now.
error-not-finished = The game is still being played.
error-rematch-started = { $name } already started the rematch: you have your seat in it.
error-rematch-yours = You already started the rematch: it is being played.
error-rematch-not-seated = Only this game's players can start its rematch.
error-stale = That was for an earlier position of the game: here is the current one.
error-no-computer-there = There is no computer player in seat { $seat }.
error-not-away = You are not away: you are playing your own cards.
error-no-claims = This variant has no claims of victory.
error-claim-tie-break = The scores are level at the target, so this hand decides the match: no one can claim victory until it is over.
error-storage = The game could not be saved, so nothing changed: try again in a moment.
error-unconfirmed = Storage did not confirm that this was saved, so it may have counted: look at the table as it is now before you try again.
error-changed = This game was changed elsewhere at the same moment, so nothing you did was applied: look at the table as it is now and try again.
error-set-aside = This game's stored record can no longer be read, so it was set aside: start a new one with new.
error-rules = These rules cannot be played: { $reason }
error-match-over = The game is over.
error-hand-over = The hand is over.
error-no-such-seat = There is no seat { $seat } at this table.
error-not-your-turn = It is not your turn: seat { $seat } is to play.
error-not-in-hand = { $card } is not in your hand.
error-not-on-table = { $card } is not on the table.
error-illegal-capture = { $card } cannot take { $take }: every group must add up to the card's value or match its rank.
error-must-capture = { $card } can take cards, and in this variant you must take all it can.
error-redeal-not-allowed = A redeal is only for the first player, before the first card, once per hand.

## Notices: what happened, for the channel.
# The lobby itself says how to join: a full one must not be told to.
notice-created = A new game is open ({ $name }).
notice-joined = { $name } joined.
notice-left = { $name } left.
notice-computer-added = { $name } took a seat.
notice-computer-removed = { $name } left its seat.
notice-started = The game has started.
notice-rematch = { $name } started a rematch.
notice-you-rematch = You started a rematch.
notice-redealt = { $name } asked for new cards.
notice-claim-right = { $name } claims victory with { $total ->
        [one] { $total } point
       *[other] { $total } points
    }: the claim is right.
notice-claim-wrong = { $name } claims victory with only { $total ->
        [one] { $total } point
       *[other] { $total } points
    }: not enough, so { $name } loses the game.
notice-resigned = { $name } resigned.
notice-you-claim-right = You claimed victory with { $total ->
        [one] { $total } point
       *[other] { $total } points
    }: the claim is right.
notice-you-claim-wrong = You claimed victory with only { $total ->
        [one] { $total } point
       *[other] { $total } points
    }: not enough, so you lost the game.
notice-you-resigned = You resigned.
notice-you-aborted = You stopped the game.
notice-aborted = { $by } stopped the game.
notice-timed-out = { $name } ran out of time: the computer played for them.
notice-timed-out-away = { $name } ran out of time twice: the computer plays for them until they press a button or send a command.
notice-you-timed-out = You ran out of time: the computer played for you.
notice-you-timed-out-away = You ran out of time twice: the computer plays for you until you press a button or send a command.
for-you-took = The computer played { $card } for you and took { $take }.
for-you-trailed = The computer put { $card } on the table for you.
for-you-timed-out-took = Your time ran out: the computer played { $card } for you and took { $take }.
for-you-timed-out-trailed = Your time ran out: the computer put { $card } on the table for you.
for-you-timed-out-again-took = Your time ran out again: the computer played { $card } for you and took { $take }.
for-you-timed-out-again-trailed = Your time ran out again: the computer put { $card } on the table for you.
timed-out-warning = If it runs out on your next turn too, the computer plays for you until you press a button or send a command.
timed-out-warning-alone = If it runs out on your next turn too, the game waits for you, and is adjourned if you do not come back.
you-are-away = You are away: the computer plays for you until you press a button or send a command.
you-are-away-waiting = Everyone at the table is away: the game waits until someone comes back. Press a button or send a command to come back.
you-are-away-waiting-alone = You are away: the game waits for you. Press a button or send a command to come back.
notice-back = { $name } is back.
notice-you-back = You are back: the game goes on.
hand-partner = 👥 Your partner: { $name }
hand-moves-since = { $first ->
    [yes] Played before your first card:
   *[no] Played since your last card:
}
notice-while-away-took = While you were away, the computer played { $moves ->
    [one] one card
   *[other] { $moves } cards
} for you and took { $taken ->
    [one] one card
   *[other] { $taken } cards
} from the table.
notice-while-away-trailed = While you were away, the computer put { $moves ->
    [one] one card
   *[other] { $moves } cards
} on the table for you.
notice-closed = Everyone left: the game is closed.
notice-everyone-away = Everyone at the table is away: the game waits. If no one comes back within { $after }, the game is adjourned and counts for no one.
notice-one-away = { $name } is away: the game waits. If { $name } does not come back within { $after }, it is adjourned and counts for no one.
notice-you-away = You are away: the game waits for you. If you do not come back within { $after }, it is adjourned and counts for no one.

## The table and the hand.
label-table = Table
label-your-hand = Your hand
label-to-play = { $name } to play
label-hand-number = Hand { $number }
hand-leftovers = { $count ->
    [one] The one card left on the table{ $cards } went to
   *[other] The { $count } cards left on the table{ $cards } went to
} { $by ->
    [last] { $names }, who captured last.
    [last-side] { $names }, whose side captured last.
    [dealer] { $names }, the dealer.
   *[dealer-side] { $names }, the dealer's side.
}
hand-most-cards-tied = A tie on cards ({ $count } each): nobody gets the { $points ->
        [one] point
       *[other] { $points } points
    } for most cards.
hand-level-at-target = The leaders are level at { $score } points: one more hand decides the match, and no one can claim victory in it.
table-tie-break = The leaders are level at { $score }: this hand decides the match, and no one can claim victory in it.
hand-leftovers-you = { $count ->
    [one] The one card left on the table{ $cards } went to you,
   *[other] The { $count } cards left on the table{ $cards } went to you,
} { $by ->
    [last] as you captured last.
   *[dealer] the dealer.
}
late-tablas-end = From the seventh hand on, tablas score when the hand ends, not at once and not in a claim.
late-tablas-end-pending = From the seventh hand on, tablas score when the hand ends, not at once and not in a claim ({ $sides } when this hand ends).
late-tablas-none = From the seventh hand on, tablas score nothing.
late-tablas-cap90 = From the seventh hand on, only a side below 90 when the hand began scores tablas, and only up to 90.
late-tablas-cap90-open = From the seventh hand on, only a side below 90 when the hand began scores tablas, and only up to 90 (tabla points still open this hand: { $sides }).
label-cards-left = { $count ->
    [0] no cards left to deal
    [one] { $count } card left to deal
   *[other] { $count } cards left to deal
}
label-tabla = Tabla!
label-tabla-points = Tabla! (+{ $points })
hand-redeal-hint = You may turn these cards down once, before your first card: { $button } gives you new ones.
label-computer = Computer ({ $level })
button-join = Join
button-start = Start
button-add-computer = Add computer
button-my-hand = My hand
button-rematch = Rematch
button-trail = Leave it on the table
button-claim = Claim victory
result-won = { $names } won. Final score { $score }.
result-won-short = { $names } won the one-hand game with more points. Final score { $score }.
result-won-claim = { $names } won by a correct claim. Final score { $score }.
result-won-failed-claim = { $names } won: { $by } claimed victory without enough points. Final score { $score }.
result-won-failed-claim-you = { $names } won: you claimed victory without enough points. Final score { $score }.
result-won-bonus = { $names } won with a tablanette. Final score { $score }.
result-won-resignation = { $names } won: { $by } resigned. Final score { $score }.
result-won-resignation-you = { $names } won: you resigned. Final score { $score }.
result-ends-for-all = { $why ->
    [claim] A wrong claim
   *[other] A resignation
} ends the game for everyone: the player with the most points among the others wins{ $tied ->
    [yes] {" "}(on equal points, the one who sat down first)
   *[no] {""}
}.
result-you-won = { $partners ->
    [yes] Your side won.
   *[other] You won.
} Final score { $score }.
result-you-won-short = { $partners ->
    [yes] Your side won the one-hand game with more points.
   *[other] You won the one-hand game with more points.
} Final score { $score }.
result-you-won-claim = { $partners ->
    [yes] Your side won by a correct claim.
   *[other] You won by a correct claim.
} Final score { $score }.
result-you-won-failed-claim = { $partners ->
    [yes] Your side won: { $by } claimed victory without enough points.
   *[other] You won: { $by } claimed victory without enough points.
} Final score { $score }.
result-you-won-bonus = { $partners ->
    [yes] Your side won with a tablanette.
   *[other] You won with a tablanette.
} Final score { $score }.
result-you-won-resignation = { $partners ->
    [yes] Your side won: { $by } resigned.
   *[other] You won: { $by } resigned.
} Final score { $score }.
## Names listed in a sentence: "Ana, Bob and Cy".
list-and = { $rest } and { $last }
result-drawn = { $leaders ->
    [none] A draw.
   *[other] A draw: { $leaders } share first place.
} Final score { $score }.
result-aborted = The game was stopped by { $by }. It counts for no one.
result-adjourned = The game was adjourned: nobody came back. It counts for no one.
result-adjourned-you = The game was adjourned: you did not come back. It counts for no one.
result-adjourned-one = The game was adjourned: { $name } did not come back. It counts for no one.
level-random = random
level-greedy = greedy
level-easy = easy
level-medium = medium
level-hard = hard

# Yes and no: the first word is the one shown; every word of every language is read.
words-yes = yes y
words-no = no n
# A choice of one: $rest is every choice but the last, joined with commas; $last is the last.
list-or = { $rest } or { $last }

## Refusals worded for the reader's platform: $platform is discord, telegram or terminal;
## $command is a command as the reader types it.
refusal-no-game = There is no game here: open one with { $command }.
refusal-rematch-not-seated = Only this game's players can start its rematch: open a new game with { $command }.
refusal-game-open = A game is open here: join it with { $command } while a seat is free, or wait until it ends.
refusal-already-playing = You are already playing the game here: { $command } shows your cards.
refusal-not-creator-or-admin = Only the player who opened the game ({ $name }) or { $platform ->
    [discord] a server manager
   *[other] an admin
} can stop it.
refusal-not-your-turn = It is not your turn: { $name } is to play.
refusal-unknown-level = Unknown computer level “{ $name }”: choose { $levels }.
refusal-unavailable = Storage is unavailable right now, try again.
refusal-unknown-button = That button no longer works: use the buttons on the newest message.
refusal-old-game = That button belongs to an earlier game at this table: use the latest table.
refusal-game-gone = That game is over or no longer here: start a new one with { $command }.
refusal-set-aside = That game's stored record can no longer be read, so the game was set aside: it counts for no one. Start a new one with { $command }.
refusal-server-only = This works only in a { $platform ->
    [discord] server
   *[other] group
}.
refusal-admins-only = { $platform ->
    [discord] Only members with Manage Server can change the server's defaults: ask one of them.
   *[other] Only the group's admins can change its settings: ask one of them.
}
refusal-bad-option = That option is not right: { $detail }
refusal-period = “{ $period }” is not something { $command } knows. It knows:
    • { $points } or { $strength }: which board
    • { $month }, { $last_month }, { $season }, { $last_season } or { $all }: which span of time
    • { $rivals }: only you and the people you have played with
    • { $here }: only the games played where you ask
refusal-internal = Something went wrong on my side; nothing changed. Please try again.
refusal-unknown-variant = Unknown variant “{ $name }”: choose { $variants }.
refusal-unknown-option = Unknown option “{ $name }”: options are { $options }.
refusal-missing-value = Option “{ $name }” needs a value after “{ $key }=”: { $expected }.
refusal-bad-value = Option “{ $name }” cannot be “{ $value }”: expected { $expected }.
refusal-not-key-value = “{ $word }” is not key=value: { $usage }
refusal-unknown-setting = Unknown setting “{ $key }”: { $usage }
refusal-timer = Timer must be a number of seconds from 0 to { $max } (0 or off for none), not “{ $value }”.
refusal-unknown-language = Unknown language “{ $name }”: choose { $languages }.
refusal-yes-no = Setting “{ $key }” cannot be “{ $value }”: write { $key }={ $yes } or { $key }={ $no }.
refusal-notify = { $platform ->
    [discord] “{ $value }” is not a place for turn notices: choose { $channel } or { $private }.
   *[other] “{ $value }” is not a place for turn notices: write { $channel } or { $private }.
}
settings-usage = write { $command } { $platform ->
    [discord] with the options to change
   *[other] variant=tablic timer=120 language=sr-Latn notify=channel computers=yes (timer in seconds, 0 or off for none)
}

## Claims.
claim-question = { $partners ->
    [yes] Your side has
   *[other] You have
} { $total ->
    [one] { $total } point
   *[other] { $total } points
}; the target is { $target }. A claim below the target is wrong, and a wrong claim loses the game. Claim anyway?
button-claim-anyway = Claim anyway
button-back = I'm back

## Standings and rules.
standings-title = { $board ->
    [strength] Strength
   *[points] Standings
} — { $period }
standings-here = this channel
standings-empty = No games counted { $period ->
    [month] this month
    [last-month] last month
    [season] this season
    [last-season] last season
   *[all] yet
}{ $here ->
    [yes] {" "}in this channel
    [place] {" "}here
   *[no] {""}
}.
standings-row = { $rank }. { $name } — { $points ->
    [one] { $points } point
   *[other] { $points } points
} · { $matches ->
    [one] { $matches } game
   *[other] { $matches } games
}{ $with_computers }, { $wins } won
standings-footer = Points are title points: a won game gives half your final score plus your lead over the runner-up (101 : 94 gives 50 + 7 = 57), a lost one a tenth of your score (94 gives 9), a draw a tenth each; a one-hand game gives 5 for a win, 2 for a draw, 0 for a loss. Stopped, adjourned and set-aside games count for no one.
standings-rivals = you and your rivals
standings-with-computers = games with computers count
standings-computers-off = Games with a computer at the table do not count here; an admin can turn that on { $how ->
    [none] in the settings.
   *[other] with { $how }.
}
standings-row-computers = { $count } with computers
standings-strength-row = { $rank }. { $name } — strength { $strength } · { $matches ->
    [one] { $matches } game
   *[other] { $matches } games
}{ $with_computers }, { $wins } won
standings-strength-empty = { $period ->
    [last-month] Nobody played the { $min } games this board needs.
    [last-season] Nobody played the { $min } games this board needs.
   *[other] Nobody has the { $min } games this board needs yet.
}
standings-strength-footer = Strength is games won ÷ games played, plus a bonus for playing often: in a month +1 from 60 games and +1 more every 10 games, up to +10 from 150; in a season and all time +1 from 600 games and +1 more every 100, up to +10 from 1500. A player needs { $min } games to be on this board.
standings-no-rivals = No rivals yet: your rivals are the people you have finished a game with here.
standings-words-points = points score
standings-words-strength = strength
standings-words-month = month
standings-words-last-month = last-month lastmonth
standings-words-season = season
standings-words-last-season = last-season lastseason
standings-words-all = all
standings-words-rivals = rivals friends
standings-words-here = here
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
    [place] {" "}here
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
}{ $with_computers }, { $wins } won, { $points ->
    [one] { $points } title point
   *[other] { $points } title points
}, strength { $strength }{ $unranked }, { $tablas ->
    [one] { $tablas } tabla
   *[other] { $tablas } tablas
}, best hand { $best }
stats-none = { $period }: no games counted.
stats-never = { $name } has not finished a game here yet.
stats-never-you = You have not finished a game here yet.
stats-unranked = not on the strength board until { $min } games
stats-teams = Partners share their side's result, tablas and best hand.
stats-strength-bonus = Strength includes a bonus for playing often: in a month from { $month } games, in a season and all time from { $season }.
period-month = this month
period-season = this season
period-all = all time
rules-title = Rules: { $variant }
rules-this-game = This game: { $variant }{ $options }.
rules-short = One hand only: the higher score wins.
rules-change = { $platform ->
    [discord] Any option can be changed when a game is opened, e.g. { $command } { $variant_opt }: { $variant } { $rules_opt }: target=151 partners=no (autocomplete suggests the options and their values).
    [terminal] Any option can be changed when you start a new game, e.g. { $command } --variant { $variant } --option target=151 --option partners=no.
   *[other] Any option can be changed when a game is opened, e.g. { $command } { $variant } target=151 partners=no.
}
rules-options = Options: { $options }
rules-jack-tabla = A jack takes the whole table, and a jack that clears the table scores a tabla (jack-tabla=yes).
rules-jack-no-tabla = A jack takes the whole table but makes no tabla (jack-tabla=no).
rules-how-title = How to play:
rules-how-deal = Each player is dealt { $cards } cards, and four are laid face up on the table. When everyone has played their cards, { $cards } more each are dealt, until the { $deck }-card pack is used up: that ends a hand.
rules-how-redeal = Before playing a card, the first player may turn down their first cards once and get new ones.
rules-how-play = On your turn you play one card. It takes the table cards of its rank and any groups of table cards that add up to its value; a card that takes nothing stays on the table.
rules-how-values = Values: number cards their number{ $jack ->
    [sweep] {""}
   *[twelve] , J 12
}{ $courts ->
    [low] , Q 12, K 13
    [none] {""}
   *[high] , Q 13, K 14
}, { $aces ->
    [one] an ace 1
   *[both] an ace 1 or 11 (you choose)
}.
rules-how-faces-by-rank = { $jack ->
    [sweep] Queens and kings
   *[twelve] Jacks, queens and kings
} are never part of a group: they take only cards of their own rank.
rules-how-group = A group has at most { $size } cards.
rules-how-forced = A card that can take must take all it can.
rules-how-free = Taking is up to you: you may take only part of what your card can, or lay it on the table.
rules-how-tabla = Taking every card from the table is a tabla, worth { $points ->
    [one] { $points } point
   *[other] { $points } points
}{ $last ->
    [yes] {""}
   *[no] {""}, but not with a hand's last card
}.
rules-how-tablanette = Taking every card from the table is a tablanette: it scores the values of the cards taken and of the card that took them{ $last ->
    [yes] {""}
   *[no] {""}, but not with a hand's last card
}.
rules-how-leftovers = When the hand ends, { $who ->
    [dealer] the dealer's side
   *[last] the side that took last
} takes the cards left on the table.
rules-how-score = The cards taken score: { $points }.
rules-how-most-cards = The side with the most cards gets { $points ->
    [one] { $points } point
   *[other] { $points } points
}{ $tie ->
    [last] {""}; on a tie, the side that took last, if it is one of them
   *[none] {""}; on a tie, nobody
}.
rules-how-last-capture = The last capture scores { $points ->
    [one] { $points } point
   *[other] { $points } points
}.
rules-how-target = Hands are played until a side has { $target } points when a hand ends: it wins (the higher score, if more than one has).
rules-how-win-on-bonus = A side that reaches { $target } with a tablanette wins at once.
rules-how-claims = You need not wait for the hand's end: at any moment you may claim victory, counting what you have taken this hand. A right claim wins; a wrong one loses.
rules-how-partners = Partners sit opposite each other and share the cards they take and their score.
rules-option-title = Option: { $option }
rules-option-values = Values:
rules-option-presets = In the variants:
rules-option-here = At this table: { $value }
rules-option-set = { $platform ->
    [discord] Set it when you open a game: { $command } { $variant_opt }: { $variant } { $rules_opt }: { $example }
    [terminal] Set it when you start a game: { $command } --variant { $variant } --option { $example }
   *[other] Set it when you open a game: { $command } { $variant } { $example }
}
rules-option-hint = { $platform ->
    [discord] One option explained, with its values and each variant's: { $command } { $option_opt }: { $example }
   *[other] One option explained, with its values and each variant's: { $command } { $example }
}
refusal-unknown-rules-word = “{ $name }” is neither a variant nor an option. Variants: { $variants }. Options: { $options }.
rules-option-in-variant = In { $variant }: { $value }
refusal-rules-two-variants = “{ $first }” and “{ $second }” are both variants.
refusal-rules-two-options = “{ $first }” and “{ $second }” are both options.
refusal-rules-too-many-words = Too many words.
rules-ask = { $platform ->
    [discord] Ask for one variant, one option, or an option in a variant: { $command } { $variant_opt }: { $variant } { $option_opt }: { $example }
   *[other] Ask for one variant, one option, or an option in a variant: { $command } { $variant } { $example }
}
rules-range-cards = a number of cards from { $min } to { $max }
rules-about-players = How many play at the table.
rules-value-players-2 = two players, face to face
rules-value-players-3 = three players, each for themselves
rules-value-players-4 = four players: two partnerships sitting opposite, unless partners=no
rules-about-partners = Whether four players play as two partnerships: partners sit opposite and share one pile and one score; the first and third to sit down play against the second and fourth.
rules-value-partners-yes = two teams of two (only with four players)
rules-value-partners-no = everyone plays for themselves
rules-about-target = The points that win the match: a side that has them when a hand ends wins.
rules-value-target-number = the points to reach (101, 151, 251, …)
rules-about-short = A game of one hand: the higher score after it wins, with no target.
rules-value-short-yes = one hand only; no claims, since there is no target to reach
rules-value-short-no = hands are played until a side reaches the target
rules-about-match-tie = What happens when the leading sides are level at or above the target after a hand.
rules-value-match-tie-play-on = another hand is played to decide, and no one may claim in it
rules-value-match-tie-draw = the match is drawn
rules-about-deck = Which pack is played with.
rules-value-deck-52 = the full pack of 52 cards
rules-value-deck-40 = 40 cards, without jacks, queens and kings (the Slovenian game)
rules-about-cards-per-deal = How many cards each player gets in a deal; deals go on until the stock is used up. A size that would not share the cards evenly is refused, with the sizes that do.
rules-value-cards-per-deal-number = cards each player gets in a deal
rules-about-redeal = Whether the first player may turn down the first cards dealt to them, once (Tabinet): they are shuffled back into the stock and new ones are dealt.
rules-value-redeal-yes = the first player may ask for new cards once, before playing a card
rules-value-redeal-no = no new cards: the cards dealt are played
rules-about-jack = What a jack does.
rules-value-jack-12 = an ordinary card worth 12
rules-value-jack-sweep = it takes every card on the table, and is never part of a sum
rules-about-jack-tabla = Whether a sweeping jack (jack=sweep) that clears the table scores a tabla.
rules-value-jack-tabla-yes = it scores a tabla (Tablanet)
rules-value-jack-tabla-no = it takes the cards but scores no tabla
rules-about-aces = What an ace counts when capturing.
rules-value-aces-1-11 = 1 or 11, as the player chooses for each ace
rules-value-aces-1 = always 1
rules-about-courts = What a queen and a king count.
rules-value-courts-13-14 = queen 13, king 14
rules-value-courts-12-13 = queen 12, king 13 (Tablanet)
rules-about-faces-in-sums = Whether queens and kings (and a jack worth 12) may be part of a sum.
rules-value-faces-in-sums-yes = they add up like any other card
rules-value-faces-in-sums-no = they take only a card of their own rank
rules-about-largest-group = The most table cards in one group that adds up to the played card's value.
rules-value-largest-group-any = no limit
rules-value-largest-group-number = at most this many cards in a group (Japanese Tablanette: 3)
rules-about-forced = Whether a player must capture when the card played can.
rules-value-forced-yes = a card that can take must take all it can; only the choice between the largest captures, and how each ace counts, remains
rules-value-forced-no = taking is free: a player may take only part of what the card can take, or lay the card on the table
rules-about-tabla = What taking every card on the table scores.
rules-value-tabla-none = nothing
rules-value-tabla-sum = the values of the cards taken and of the card that took them, added up (a tablanette)
rules-value-tabla-number = this many points a tabla
rules-about-last-card-tabla = Whether clearing the table with the last card of a hand still scores.
rules-value-last-card-tabla-yes = it scores (Tablanette)
rules-value-last-card-tabla-no = it scores nothing
rules-about-late-tablas = How tablas count from the seventh hand on (the three ways of Tablić).
rules-value-late-tablas-always = they always count at once
rules-value-late-tablas-none = they score nothing
rules-value-late-tablas-end = they count when the hand ends, not in a claim made during it
rules-value-late-tablas-cap90 = only a side below 90 when the hand began scores them, and only up to 90
rules-about-win-on-bonus = Whether a side that reaches the target with a tablanette's points wins at once, during the hand.
rules-value-win-on-bonus-yes = the match ends there (Japanese Tablanette)
rules-value-win-on-bonus-no = the match is decided when the hand ends
rules-about-card-points = What captured cards score when a hand ends.
rules-value-card-points-standard = A K Q J 10 one point each, 10♦ two, 2♣ one
rules-value-card-points-tablanet = 10♦ three, 2♣ two, each ace one
rules-value-card-points-high = A 11, 10 10, K 4, Q 3, J 2
rules-about-most-cards = Points for the side that captured the most cards in a hand.
rules-value-most-cards-number = the points it gets (0: none)
rules-about-most-cards-tie = Who gets the points for most cards when the leading sides captured as many.
rules-value-most-cards-tie-none = nobody
rules-value-most-cards-tie-last = the side that captured last, if it is one of them
rules-about-last-capture = Points for the last capture of a hand.
rules-value-last-capture-number = the points it gets (0: none)
rules-about-leftovers = Who takes the cards still on the table when the hand ends.
rules-value-leftovers-dealer = the dealer's side
rules-value-leftovers-last = the side that captured last
rules-about-claims = Whether a side may stop the match at any moment by claiming it has reached the target, counting what it has taken this hand: a right claim wins, a wrong one loses.
rules-value-claims-claim = claims are allowed
rules-value-claims-count-out = the same rule under Tablanette's name
rules-value-claims-none = no claims: the match is decided only when a hand ends
lobby-teams = Teams: { $first } against { $second }. Partners sit opposite: the first and third to sit down play against the second and fourth.
lobby-free-seat = (free seat)
rules-list = The variants ({ $command } and a variant's name for one):
summary-tablic = Serbian Tablić: J 12, Q 13, K 14, ace 1 or 11, any sums, tabla 1, to 101, claims
summary-tabinet = Romanian Tabinet: as tablić, first player may redeal once, no claims
summary-tablanette = Tablanette: jack sweeps, a tablanette scores the captured values, to 251, count-out
summary-tablanet = Tablanet: jack sweeps, ace adds as 1, courts by rank only, points 10♦ 3 · 2♣ 2 · each ace 1, to 101
summary-tablic-40 = Slovenian 40-card Tablić for three: four cards a deal, a point for the last capture
summary-tablanette-jp = Japanese Tablanette: sums of two or three, you must take all you can, to 251
span-hours = { $n } h
span-minutes = { $n } min
span-seconds = { $n } s
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
deal-usual-short = { $size } (the usual { $deals })

## What an option takes (inside refusal-bad-value): its values quoted as they are typed.
option-value = “{ $value }”
expected-number = a whole number from { $min } to { $max }
expected-points = points from { $min } to { $max }
expected-courts = { $values } for the queen and the king
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
    [place] {" "}here
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
