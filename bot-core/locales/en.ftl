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
error-storage = The game could not be saved, so nothing changed: try again in a moment.
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
notice-timed-out-away = { $name } ran out of time twice: the computer plays for them until they say they are back.
notice-back = { $name } is back.
notice-closed = Everyone left: the game is closed.

## The table and the hand.
label-table = Table
label-your-hand = Your hand
label-to-play = { $name } to play
label-hand-number = Hand { $number }
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
level-random = random
level-greedy = greedy
level-easy = easy
level-medium = medium
level-hard = hard
