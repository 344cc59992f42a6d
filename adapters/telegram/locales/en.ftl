# tablic — the Telegram adapter's texts, English. Every other catalogue has exactly these ids, in
# this order. Ids start with tg- so they never clash with the core's (bot-core/locales), whose
# messages are referenced here by name where the same words are meant ({ button-join }).
# Command names, option keys, variant names and card notation stay as typed in every language.

## The command menu (setMyCommands) and /help.
tg-command-new = open a game here: /new [variant] [option=value …] [timer=seconds|off]
tg-command-play = play the computer at once: /play [variant] [option=value …] [timer=seconds|off]
tg-command-join = take a seat in the open game
tg-command-leave = leave the open game before it starts
tg-command-bot = seat a computer player: /bot [level]
tg-command-go = start the game (the player who opened it)
tg-command-hand = show me my cards
tg-command-claim = claim victory
tg-command-resign = give up the game
tg-command-back = take your seat back from the computer
tg-command-rematch = play again with the same seats
tg-command-abort = stop the game (who opened it, or an admin)
tg-command-rules = the variants, a variant, an option, or an option in a variant: /rules [variant] [option]
tg-command-standings = the leaderboard: /standings [points|strength] [month|last-month|season|last-season|all] [rivals] [here]
tg-command-stats = your own games here: wins, title points, strength, tablas, best hand
tg-command-settings = group defaults (admins): /settings [variant=… timer=… language=… notify=… computers=…]
tg-command-help = what I can do
tg-command-start = open the private chat where your cards are shown
tg-help = Tablić and its relatives. In a group: /new opens a game, friends press { button-join }, /go starts it; your cards come to our private chat. Alone: /play here against the computer.
tg-welcome =
    Hello! I am a bot for Tablić and its relatives: I deal the cards and keep the score and this group's standings.
    /new opens a game here for others to join; /play starts a game against the computer at once. Your cards come to our private chat.
    Admins set the language I use here (now { $current }) with { $example } (languages: { $languages }).

## The public table.
tg-rules-target = to { $target }
tg-rules-short = one-hand game
tg-rules-timer = { $time } a turn
tg-lobby-opener = { $name } (opened it)
tg-lobby-seats = Seats { $seated }/{ $players }: { $names }
tg-lobby-how = Press { button-join } to sit down. { $name } starts the game; empty seats get computer players.
tg-lobby-how-private = Press ▶ { button-start } to play{ $full ->
    [yes] {"."}
   *[no] ; empty seats get computer players.
}
tg-lobby-full = All seats are taken: { $name } starts the game.
tg-last = Last: { $move }
tg-hand-last = The hand's last move: { $move }
tg-last-trail = { $name } put { $card } on the table
tg-last-capture = { $name } played { $card } and took { $take }
tg-last-sweep = the jack sweeps the table
tg-last-by-computer = the computer played for them
tg-teams = Teams: { $first } against { $second }
tg-hand-rematch-by = { $name } started a rematch: these are your new cards.
tg-seat = { $name } · { $count ->
    [one] { $count } card
   *[other] { $count } cards
}
tg-seat-away = away: the computer plays
tg-seat-away-waiting = away
tg-side = side { $number }
tg-score = Score: { $score }
tg-this-hand = This hand: { $sides }
tg-this-hand-side = { $name } { $cards ->
    [one] { $cards } card
   *[other] { $cards } cards
}, { $points ->
    [one] { $points } pt
   *[other] { $points } pts
}
tg-this-hand-tablas = { $count ->
    [one] { $count } tabla
   *[other] { $count } tablas
}
tg-closed = This game is closed.
tg-closed-new = Open a new one with /new.
tg-closed-restart = The bot restarted, and this open game could not be kept.
tg-rematch-hint = /rematch to play again.
tg-closed-play = Open a new one with /play.
tg-over-below = The game is over: see below.
tg-set-aside = Game { $game } at this table could not go on, so it has been set aside. It has no winner and counts in no one's standings.
tg-set-aside-table = Game { $game } was set aside: it could not go on. It counts for no one.

## A player's hand, in the private chat.
tg-hand-title = Your cards in { $where ->
    [private] our game here
    [untitled] your group's game
   *[group] the game in “{ $title }”
}
tg-hand-choose = What does { $card } take?
tg-hand-page = page { $page } of { $pages }
tg-hand-your-turn = Your turn: choose a card.
tg-hand-your-turn-timed = Your turn: choose a card (⏱ { $time } a turn).
tg-button-redeal = Ask for new cards
tg-hand-claim-total = { $partners ->
    [yes] Your side's points toward claiming victory
   *[other] Your points toward claiming victory
}: { $reached ->
    [yes] { $total }, the target of { $target } is reached (/claim to claim victory)
   *[other] { $total } of { $target }
}
tg-stamp = Game { $game } · move { $move }
tg-match-over = { $where ->
    [private] Our game here is over.
    [untitled] The game in your group is over.
   *[group] The game in “{ $title }” is over.
}
tg-you-took = You played { $card } and took { $take }.
tg-you-trailed = You put { $card } on the table.
tg-hand-superseded = This message is out of date: your cards are in a newer message below.
tg-hand-set-aside = { $where ->
    [private] Our game here
    [untitled] Your group's game
   *[group] The game in “{ $title }”
} (game { $game }) could not go on, so it was set aside: your cards in it are no longer in play. It counts for no one.
tg-mention-turn = { $name }, your turn: your cards are in our private chat.
tg-mention-turn-timed = { $name }, your turn (⏱ { $time } a turn): your cards are in our private chat.

## The scoring of a hand, posted when it ends.
tg-hand-over = Hand { $number } is over
tg-hand-over-game = Hand { $number } is over (game { $game })
tg-hand-over-scored = Hand { $number } is over: { $sides }
tg-dealt = New cards were dealt.
tg-score-cards = { $count ->
    [one] { $count } card
   *[other] { $count } cards
}
tg-score-card-points = { $count ->
    [one] { $count } card point
   *[other] { $count } card points
}
tg-score-most-cards = { $points } for most cards
tg-score-last-capture = { $points } for the last capture
tg-score-tablas = { $count ->
    [one] { $count } tabla
   *[other] { $count } tablas
} ({ $points ->
    [one] { $points } pt
   *[other] { $points } pts
})
tg-score-total = → { $hand } this hand, { $total } in the match

## The private chat, and the way into it.
tg-someone = Someone
tg-link-blocked = { $name }: I can't send you your cards until you open a private chat with me. Tap the button, then press START at the bottom of our chat.
tg-link-waiting = { $name }: your cards are waiting, but I can't send them until you open a private chat with me. Tap the button, then press START at the bottom of our chat.
tg-link-cards = { $name }: your cards are in our private chat. Tap the button to open it.
tg-start-in-group = { $name }: { $seated ->
    [yes] your cards are shown
   *[no] when you play, your cards are shown
} in our private chat: { $opened ->
    [yes] tap the button to open it.
   *[no] tap the button, then press START there.
}
tg-button-show-cards = Show my cards
tg-button-answer-privately = Answer in our private chat
tg-start-seated = You have a seat in { $where ->
    [private] our game here
    [untitled] your group's game
   *[group] the game in “{ $title }”
}. Your cards will be shown here when it starts.
tg-start-joined = You joined { $where ->
    [private] our game here
    [untitled] your group's game
   *[group] the game in “{ $title }”
}. Your cards will be shown here when it starts.
tg-join-closed = You had joined { $where ->
    [private] our game here
    [untitled] your group's game
   *[group] the game in “{ $title }”
}, but it was closed before it started.
tg-start-not-yours = That button shows its own player's cards, not yours.{ $joinable ->
    [yes] {" "}To play, press { button-join } on the game's table.
   *[no] {""}
}
tg-toast-seated = You have a seat
tg-toast-cards = Your cards are in our private chat
tg-claim-in-private = { $name }: a claim below the target needs a yes first: answer in our private chat.
tg-question-moved-on = No longer open: the game has moved on since. Type /claim to ask again.
tg-question-over = No longer open: the game is over.
tg-question-set-aside = No longer open: the game was set aside.
tg-unknown-command = I don't know that command: /help lists what I can do.

## Group settings.
tg-timer-off = off
# Where turn notices go, in /settings (the value /settings takes in brackets).
tg-notify-private = in the private chat only (private)
tg-notify-channel = in the group as well (channel)
tg-settings = Settings of this group: variant: { $variant } · turn timer: { $timer } · language: { $language } · turn notices: { $notify } · games with computers count in the standings: { $computers }.
tg-settings-legend =
    Admins change a setting by writing it after /settings, e.g. /settings timer=60 (settings: variant, timer, language, notify, computers; languages: { $languages })
    (private: only in our private chat; channel: the group mentions the player too)
tg-saved =
    Saved. Changed: { $changes }.
    { $settings }
tg-saved-unchanged =
    Nothing changed: these were already this group's settings.
    { $settings }

## The buttons under a leaderboard.
tg-board-points = Points
tg-board-strength = Strength
tg-board-everyone = Everyone
tg-board-rivals = Rivals
tg-board-old = This leaderboard is too old to change: ask for a new one with /standings.
tg-board-topic = this topic
tg-old-hand = Those cards are from an earlier game: your cards in the game now are in the newest message.
tg-old-hand-over = Those cards are from an earlier game, which is over.
tg-old-game-topic = That button belongs to an earlier game in { $named ->
    [yes] the topic “{ $topic }”
   *[no] this topic
}: use the latest table there.
tg-game-gone-topic = That game in { $named ->
    [yes] the topic “{ $topic }”
   *[no] this topic
} is over or no longer there: start a new one there with /new.

## Refusals: shown to the person who typed or pressed.
tg-error-too-many-words = /{ $command } takes at most one word; see /help.
tg-error-no-arguments = /{ $command } takes no arguments; see /help.
tg-error-unknown-named-command = I don't know /{ $command }: see /help for what I can do.
