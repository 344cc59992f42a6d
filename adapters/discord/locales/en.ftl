# tablic on Discord — English. Every other file of this folder has exactly these ids, in this
# order. Texts every platform shares (refusals, notices, labels) are the core's:
# bot-core/locales; a message here may use them, as in { button-join }.

## The /tablic command. Names: lowercase, no spaces, at most 32 characters; descriptions and
## choice names: at most 100 characters. Discord takes translations only for its own locales,
## so it shows the Croatian and Romanian ones; the other languages' are kept ready.
dc-cmd-description = Play Tablić and its relatives at this table
dc-cmd-help = help
dc-cmd-help-description = What this bot does, and every command
dc-cmd-new = new
dc-cmd-new-description = Open a new game in this channel
dc-cmd-play = play
dc-cmd-play-description = Play against the computer at once: it takes every other seat
dc-cmd-join = join
dc-cmd-join-description = Take a free seat at the table
dc-cmd-leave = leave
dc-cmd-leave-description = Leave the table before the game starts
dc-cmd-start = start
dc-cmd-start-description = Start the game (empty seats get computer players)
dc-cmd-bot = bot
dc-cmd-bot-description = Seat a computer player
dc-cmd-hand = hand
dc-cmd-hand-description = Show your cards (only you see them)
dc-cmd-claim = claim
dc-cmd-claim-description = Claim victory: you have reached the target
dc-cmd-resign = resign
dc-cmd-resign-description = Give up the game
dc-cmd-rematch = rematch
dc-cmd-rematch-description = Play again with the same seats and rules
dc-cmd-abort = abort
dc-cmd-abort-description = Stop the game (its creator or a server manager)
dc-cmd-rules = rules
dc-cmd-rules-description = A variant's rules, or one option explained, also within a variant
dc-cmd-standings = standings
dc-cmd-standings-description = The leaderboard of this server
dc-cmd-stats = stats
dc-cmd-stats-description = Your own games in this server: wins, title points, strength, tablas
dc-cmd-settings = settings
dc-cmd-settings-description = Server defaults for new games (changes need Manage Server)
dc-opt-variant = variant
dc-opt-variant-description = Which variant (tablic, tabinet, tablanette, …)
dc-opt-players = players
dc-opt-players-description = Number of players, 2 to 4
dc-opt-target = target
dc-opt-target-description = Points that win the match
dc-opt-short = short
dc-opt-short-description = One hand only: the higher score wins
dc-opt-timer = timer
dc-opt-timer-description = Seconds per turn (0: no timer)
dc-opt-level = level
dc-opt-level-description = How strong the computer plays
dc-opt-period = period
dc-opt-period-description = Which span of time
dc-opt-here = here
dc-opt-here-description = This channel only
dc-opt-language = language
dc-opt-language-description = Language of the tables in this server
dc-opt-thread = thread
dc-opt-thread-description = Open every game in its own thread
dc-opt-notify = notify
dc-opt-notify-description = Where players are told it is their turn
dc-opt-rules = rules
dc-opt-rules-description = Any rule as key=value, e.g. partners=no jack-tabla=no (suggested as you type)
dc-opt-option = option
dc-opt-option-description = One rule option explained; with a variant: its value there and at this table
dc-opt-board = board
dc-opt-board-description = Title points or strength
dc-opt-rivals = rivals
dc-opt-rivals-description = Only you and the people you have played with
dc-opt-computers = computers
dc-opt-computers-description = Games with computers count in standings and stats
dc-board-points = title points
dc-board-strength = strength (wins ÷ games + bonus)
dc-board-server = this server

## The public table.
dc-table-target = to { $target }
dc-table-short = one-hand game
dc-table-rules = Changed rules
dc-lobby-line = { $creator } opened a game: { $taken } of { $seats ->
    [one] { $seats } seat
   *[other] { $seats } seats
} taken.
dc-lobby-hint = Press **{ button-join }** to sit down. The creator presses **{ button-start }**: empty seats then get computer players.
dc-lobby-full = Every seat is taken; the creator presses **{ button-start }**.
dc-table-empty = empty
dc-hand-empty = none
dc-last-move = Last move
dc-hand-last-move = The hand's last move
dc-hand-ended = Hand { $number } is over: { $sides }. Details under **{ dc-last-hand }** in the game's table message.
dc-dealt = New cards were dealt.
dc-new-game = A new game has started: these are your new cards.
dc-new-game-by = { $name } started a rematch: these are your new cards.
dc-hand-paused = ⏸ The bot went down for a restart, so this message is no longer kept up to date. Once the bot is back, its buttons work again and **{ dc-button-refresh }** shows your current cards.
dc-moved-took = { $name } played { $card } and took { $take }
dc-moved-trail = { $name } played { $card } to the table
dc-moved-sweep = the jack sweeps the table
dc-moved-by-computer = the computer played for them
dc-players = Players
dc-seat-cards = { $name } — { $count ->
    [one] { $count } card
   *[other] { $count } cards
}
dc-away = away
dc-free-seat = free seat
dc-score-title = Score · hand { $hand }
dc-score-line = { $names }: **{ $match }** ({ $now } this hand · { $cards ->
    [one] { $cards } card
   *[other] { $cards } cards
})
dc-last-hand = Last hand
dc-hand-cards = { $count ->
    [one] { $count } card
   *[other] { $count } cards
}
dc-hand-card-points = { $count ->
    [one] { $count } card point
   *[other] { $count } card points
}
dc-hand-most-cards = { $points } for most cards
dc-hand-last-capture = { $points } for the last capture
dc-hand-tablas = { $count ->
    [one] { $count } tabla
   *[other] { $count } tablas
} ({ $points ->
    [one] { $points } pt
   *[other] { $points } pts
})
dc-hand-total = → { $hand } this hand, { $total } in the game
dc-news = News
dc-turn = { $who }, your turn: press **{ button-my-hand }**.
dc-turn-timed = { $who }, your turn: press **{ button-my-hand }** (time runs out { $deadline }).
dc-turn-notice = { $who }, your turn (game #{ $game }): press **{ button-my-hand }** to see your cards.
dc-turn-notice-timed = { $who }, your turn (game #{ $game }, time runs out { $deadline }): press **{ button-my-hand }** to see your cards.
dc-turn-notice-dm = Your turn at the table in { $place } (game #{ $game }): press **{ button-my-hand }** to see your cards.
dc-turn-notice-dm-timed = Your turn at the table in { $place } (game #{ $game }, time runs out { $deadline }): press **{ button-my-hand }** to see your cards.
dc-end-notice = { $result } (game #{ $game })
dc-hand-elsewhere = The cards of game #{ $game } are shown at its table in { $place }: press **{ button-my-hand }** there.
dc-set-aside = Game #{ $game } at this table could not go on, so it has been set aside. It has no winner and counts in no one's standings. Start a new game with { $command }.
dc-set-aside-table = Game #{ $game } was set aside: it could not go on. It counts for no one.
dc-set-aside-hand = Game #{ $game } was set aside: it could not go on, so these cards can no longer be played.
dc-notify-channel = In the game's channel, with a mention
dc-notify-private = By direct message
dc-footer = Game #{ $game } · move { $moves } · { $stock ->
    [0] no cards left to deal
    [one] { $stock } card left to deal
   *[other] { $stock } cards left to deal
}
dc-title-timer = ⏱ { $time } a turn

## Buttons.
dc-button-leave = Leave
dc-button-add-computer = { button-add-computer } ({ $level })
dc-button-back = Back
dc-button-refresh = Refresh
dc-button-to-table = Go to the table
dc-button-claim = { button-claim } ({ $total })
dc-button-redeal = New cards

## A player's private hand.
dc-your-cards = Your cards
dc-your-turn = Your turn: pick a card.
dc-your-turn-timed = Your turn: pick a card — the computer plays for you { $deadline }.
dc-waiting = Waiting for { $name }.
dc-waiting-timed = Waiting for { $name } (time runs out { $deadline }).
dc-game-over = The game is over.
dc-hand-claim-total = { $partners ->
    [yes] Your side's points toward claiming victory
   *[other] Your points toward claiming victory
}: { $total } of { $target }
dc-what-takes = What does { $card } take?
dc-page-of = page { $page } of { $pages }
dc-take = Take { $cards }
dc-you-took = You played { $card } and took { $take }.
dc-you-trailed = You played { $card } to the table.
dc-old-hand = That was for an earlier position of the game: here are your cards now.

## Answers to commands.
dc-reply-opened = Your game is open in { $place }. Others join with the **{ $button }** button.
dc-reply-playing = Your game against the computer has begun in { $place }.
dc-reply-done = Done.
dc-reply-stopped = You stopped game #{ $game }: it counts for no one.
dc-reply-resigned = You resigned game #{ $game }: { $winner } won it.
dc-settings-title = Server defaults
dc-settings-body =
    Variant: { $variant }
    Turn timer: { $timer }
    Language: { $language }
    Thread per game: { $thread }
    Turn notices: { $notify }
    Games with computers in standings: { $computers }
dc-settings-saved = Saved; what changed is in bold. Turn notices and standings change at once; games under way keep the rest.
dc-settings-unchanged = Nothing changed: these were already the server's defaults.
dc-settings-managers = Members with Manage Server can change these.
dc-timer-off = off
dc-thread-name = Tablić — { $name }
dc-help-title = Tablić and its relatives, here on Discord
dc-help-intro = I deal the cards, and keep the score and this server's standings. { $new } opens a game in a channel: others press **{ button-join }**, and its creator presses **{ button-start }**; free seats then get computer players. { $play } starts a game against the computer at once. Your cards are shown to you alone.
dc-help-commands = Commands:
dc-help-rules = New to the game? { $rules } explains how it is played.
dc-welcome =
    👋 Hello! I deal Tablić and its relatives here, and keep the score and this server's standings. { $new } opens a game in a channel; { $play } plays against the computer at once. Your cards are shown to you alone.
    { $help } lists every command, and { $rules } explains how the game is played. I write in { $language } here: a member with Manage Server can change that with { $settings }.
