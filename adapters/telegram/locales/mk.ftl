# tablic — текстови на Telegram адаптерот, македонски. Истите клучеви како en.ftl, по истиот ред.

## Менито со команди (setMyCommands) и /help.
tg-command-new = отвори игра тука: /new [варијанта] [опција=вредност …] [timer=секунди|off]
tg-command-play = играј веднаш против компјутерот: /play [варијанта] [опција=вредност …] [timer=секунди|off]
tg-command-join = седни на масата на отворената игра
tg-command-leave = напушти ја отворената игра пред да започне
tg-command-bot = стави компјутер на масата: /bot [ниво]
tg-command-go = започни ја играта (играчот што ја отвори)
tg-command-hand = покажи ми ги моите карти
tg-command-claim = пријави победа
tg-command-resign = предај ја играта
tg-command-back = врати си го местото од компјутерот
tg-command-rematch = играј повторно со истите играчи
tg-command-abort = прекини ја играта (тој што ја отвори или администратор)
tg-command-rules = варијантите, една варијанта, опција или опција во варијанта: /rules [варијанта] [опција]
tg-command-standings = табела: /standings [поени|сила] [месец|минатиот-месец|сезона|минатата-сезона|сите] [ривали] [тука]
tg-command-stats = вашите партии овде: победи, поени, сила, табли, најдобро делење
tg-command-settings = стандардни поставки на групата (администратори): /settings [variant=… timer=… language=… notify=… computers=…]
tg-command-help = што можам да направам
tg-command-start = отвори го приватниот разговор каде што се прикажуваат вашите карти
tg-help = Таблиќ и сродните игри. Во група: /new отвора игра, пријателите притискаат „{ button-join }“, /go ја започнува; вашите карти стигнуваат во нашиот приватен разговор. Сами: /play тука, против компјутерот.
tg-welcome =
    Добар ден! Јас сум бот за Таблиќ и сродните игри: делам карти и ги водам резултатот и табелата на оваа група.
    /new тука отвора игра на која другите се приклучуваат; /play веднаш започнува игра против компјутерот. Вашите карти стигнуваат во нашиот приватен разговор.
    Администраторите го поставуваат јазикот на кој зборувам тука (сега { $current }) со { $example } (јазици: { $languages }).

## Масата за сите.
tg-rules-target = до { $target }
tg-rules-short = игра од едно делење
tg-rules-timer = { $time } по потег
tg-lobby-opener = { $name } (домаќин)
tg-lobby-seats = Места { $seated }/{ $players }: { $names }
tg-lobby-how = Притиснете „{ button-join }“ за да седнете на масата. { $name } ја започнува играта; на празните места седнуваат компјутери.
tg-lobby-how-private = Притиснете „▶ { button-start }“ за да играте{ $full ->
    [yes] {"."}
   *[no] ; на празните места седнуваат компјутери.
}
tg-lobby-full = Сите места се зафатени: { $name } ја започнува играта.
tg-last = Последен потег: { $move }
tg-hand-last = Последен потег од делењето: { $move }
tg-last-trail = { $name } фрла { $card } на масата
tg-last-capture = { $name } игра { $card } и зема { $take }
tg-last-sweep = жандарот ја чисти масата
tg-last-by-computer = компјутерот одигра наместо играчот
tg-teams = Парови: { $first } против { $second }
tg-hand-rematch-by = { $name } започнува реванш: ова се вашите нови карти.
tg-seat = { $name } · { $count ->
    [one] { $count } карта
   *[other] { $count } карти
}
tg-seat-away = не е тука: игра компјутерот
tg-seat-away-waiting = не е тука
tg-side = страна { $number }
tg-score = Резултат: { $score }
tg-this-hand = Ова делење: { $sides }
tg-this-hand-side = { $name } { $cards ->
    [one] { $cards } карта
   *[other] { $cards } карти
}, { $points ->
    [one] { $points } поен
   *[other] { $points } поени
}
tg-this-hand-tablas = { $count ->
    [one] { $count } табла
   *[other] { $count } табли
}
tg-closed = Оваа игра е затворена.
tg-closed-new = Отворете нова со /new.
tg-closed-restart = Ботот повторно се стартуваше и оваа отворена игра не е зачувана.
tg-rematch-hint = /rematch за реванш.
tg-closed-play = Отворете нова со /play.
tg-over-below = Играта заврши: погледнете подолу.
tg-set-aside = Партијата { $game } на оваа маса не можеше да продолжи, па е ставена настрана. Нема победник и не се брои во ничија табела.
tg-set-aside-table = Партијата { $game } е ставена настрана: не можеше да продолжи. Не се брои никому.

## Картите на играчот, во приватниот разговор.
tg-hand-title = Вашите карти во { $where ->
    [private] нашата игра тука
    [untitled] играта на вашата група
   *[group] играта во групата „{ $title }“
}
tg-hand-choose = Што зема { $card }?
tg-hand-page = страница { $page } од { $pages }
tg-hand-your-turn = На потег сте: изберете карта.
tg-hand-your-turn-timed = На потег сте: изберете карта (⏱ { $time } по потег).
tg-button-redeal = Побарај нови карти
tg-hand-claim-total = { $partners ->
    [yes] Поени на вашата страна за пријава на победа
   *[other] Ваши поени за пријава на победа
}: { $reached ->
    [yes] { $total }, целта од { $target } е достигната (/claim за да пријавите победа)
   *[other] { $total } од { $target }
}
tg-stamp = Партија { $game } · потег { $move }
tg-match-over = { $where ->
    [private] Партијата тука заврши.
    [untitled] Партијата во вашата група заврши.
   *[group] Партијата во групата „{ $title }“ заврши.
}
tg-you-took = Одигравте { $card } и зедовте { $take }.
tg-you-trailed = Фрливте { $card } на масата.
tg-hand-superseded = Оваа порака е застарена: вашите карти се во понова порака подолу.
tg-hand-set-aside = { $where ->
    [private] Нашата игра тука
    [untitled] Играта на вашата група
   *[group] Играта во групата „{ $title }“
} (партија { $game }) не можеше да продолжи, па е ставена настрана: вашите карти во неа веќе не се во игра. Не се брои никому.
tg-mention-turn = { $name }, на потег сте: вашите карти се во нашиот приватен разговор.
tg-mention-turn-timed = { $name }, на потег сте (⏱ { $time } по потег): вашите карти се во нашиот приватен разговор.

## Бодувањето на делењето, кога ќе заврши.
tg-hand-over = Делењето { $number } заврши
tg-hand-over-game = Делењето { $number } заврши (партија { $game })
tg-hand-over-scored = Делењето { $number } заврши: { $sides }
tg-dealt = Поделени се нови карти.
tg-score-cards = { $count ->
    [one] { $count } карта
   *[other] { $count } карти
}
tg-score-card-points = { $count ->
    [one] { $count } поен од карти
   *[other] { $count } поени од карти
}
tg-score-most-cards = { $points } за најмногу карти
tg-score-last-capture = { $points } за последното земање
tg-score-tablas = { $count ->
    [one] { $count } табла
   *[other] { $count } табли
} ({ $points ->
    [one] { $points } поен
   *[other] { $points } поени
})
tg-score-total = → { $hand } во ова делење, { $total } во партијата

## Приватниот разговор и патот до него.
tg-someone = Некој
tg-link-blocked = { $name }: не можам да ви ги испратам картите додека не отворите приватен разговор со мене. Допрете го копчето, па стартувајте го ботот.
tg-link-waiting = { $name }: вашите карти чекаат, но не можам да ви ги испратам додека не отворите приватен разговор со мене. Допрете го копчето, па стартувајте го ботот.
tg-link-cards = { $name }: вашите карти се во нашиот приватен разговор. Допрете го копчето за да го отворите.
tg-start-in-group = { $name }: { $seated ->
    [yes] вашите карти се прикажуваат
   *[no] кога играте, вашите карти се прикажуваат
} во нашиот приватен разговор: { $opened ->
    [yes] допрете го копчето за да го отворите.
   *[no] допрете го копчето, па стартувајте го ботот.
}
tg-button-show-cards = Покажи ги моите карти
tg-button-answer-privately = Одговори во приватниот разговор
tg-start-seated = Имате место во { $where ->
    [private] нашата игра тука
    [untitled] играта на вашата група
   *[group] играта во групата „{ $title }“
}. Вашите карти ќе се прикажат тука кога ќе започне.
tg-start-joined = Се приклучивте во { $where ->
    [private] нашата игра тука
    [untitled] играта на вашата група
   *[group] играта во групата „{ $title }“
}. Вашите карти ќе се прикажат тука кога ќе започне.
tg-join-closed = Се приклучивте во { $where ->
    [private] нашата игра тука
    [untitled] играта на вашата група
   *[group] играта во групата „{ $title }“
}, но играта беше затворена пред да започне.
tg-start-not-yours = Тоа копче ги прикажува картите на својот играч, не вашите.{ $joinable ->
    [yes] {" "}За да играте, притиснете { button-join } на масата на играта.
   *[no] {""}
}
tg-toast-seated = Имате место на масата
tg-toast-cards = Вашите карти се во нашиот приватен разговор
tg-claim-in-private = { $name }: пријава под целта бара потврда: одговорете во нашиот приватен разговор.
tg-question-moved-on = Веќе не важи: играта во меѓувреме продолжи. За нова пријава напишете /claim.
tg-question-over = Веќе не важи: играта заврши.
tg-question-set-aside = Веќе не важи: партијата е ставена настрана.
tg-unknown-command = Не ја знам таа команда: /help покажува што можам да направам.

## Поставки на групата.
tg-timer-off = исклучено
# Where turn notices go, in /settings (the value /settings takes in brackets).
tg-notify-private = само во приватниот разговор (private)
tg-notify-channel = и во групата (channel)
tg-settings = Поставки на оваа група: варијанта: { $variant } · време за потег: { $timer } · јазик: { $language } · известувања за потег: { $notify } · игрите со компјутер влегуваат во табелата: { $computers }.
tg-settings-legend =
    Администраторите менуваат поставка со /settings и новата вредност, на пр. /settings timer=60 (поставки: variant, timer, language, notify, computers; јазици: { $languages })
    (private: само во приватниот разговор; channel: и групата го спомнува играчот)
tg-saved =
    Зачувано. Променето: { $changes }.
    { $settings }
tg-saved-unchanged =
    Ништо не се промени: ова веќе се поставките на групата.
    { $settings }

## Копчињата под табелата.
tg-board-points = Поени
tg-board-strength = Сила
tg-board-everyone = Сите
tg-board-rivals = Ривали
tg-board-old = Оваа табела е премногу стара за да се менува: побарајте нова со /standings.
tg-board-topic = оваа тема
tg-old-hand = Тие карти се од претходна игра: вашите карти во сегашната игра се во најновата порака.
tg-old-hand-over = Тие карти се од претходна игра, која заврши.
tg-old-game-topic = Тоа копче припаѓа на претходна игра во { $named ->
    [yes] темата „{ $topic }“
   *[no] оваа тема
}: таму користете ја најновата маса.
tg-game-gone-topic = Таа игра во { $named ->
    [yes] темата „{ $topic }“
   *[no] оваа тема
} заврши или веќе не е таму: таму започнете нова со /new.

## Одбивања: ги гледа лицето што пишало или притиснало.
tg-error-too-many-words = /{ $command } прима најмногу еден збор; видете /help.
tg-error-no-arguments = /{ $command } не прима аргументи; видете /help.
tg-error-unknown-named-command = Не знам /{ $command }: /help покажува што можам да направам.
