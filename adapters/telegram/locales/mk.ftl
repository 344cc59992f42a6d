# tablic — текстови на Telegram адаптерот, македонски. Истите клучеви како en.ftl, по истиот ред.

## Менито со команди (setMyCommands) и /help.
tg-command-new = отвори игра тука: /new [варијанта] [опција=вредност …]
tg-command-play = играј веднаш против компјутерот: /play [варијанта] [опција=вредност …]
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
tg-command-rules = варијантите, или една: /rules [варијанта]
tg-command-standings = табела: /standings [month|season|all]
tg-command-settings = стандардни поставки на групата (администратори): /settings [variant=… timer=… language=…]
tg-command-help = што можам да направам
tg-command-start = отвори го приватниот разговор каде што се прикажуваат вашите карти
tg-help = Таблиќ и сродните игри. Во група: /new отвора игра, пријателите притискаат „{ button-join }“, /go ја започнува; вашите карти стигнуваат во нашиот приватен разговор. Сами: /play тука, против компјутерот.

## Масата за сите.
tg-rules-target = до { $target }
tg-rules-timer = { $seconds } с по потег
tg-lobby-opener = { $name } (домаќин)
tg-lobby-seats = Места { $seated }/{ $players }: { $names }
tg-lobby-how = Притиснете „{ button-join }“ за да седнете на масата. { $name } ја започнува играта; на празните места седнуваат компјутери.
tg-button-join-private = Приклучи се преку приватен разговор
tg-last = Последен потег: { $move }
tg-last-trail = { $name } фрла { $card } на масата
tg-last-capture = { $name } игра { $card } и зема { $take }
tg-last-sweep = жандарот ја чисти масата
tg-last-by-computer = компјутерот одигра наместо играчот
tg-seat = { $name } · { $count ->
    [one] { $count } карта
   *[other] { $count } карти
}
tg-seat-away = не е тука: игра компјутерот
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
tg-rematch-hint = /rematch за реванш.

## Картите на играчот, во приватниот разговор.
tg-hand-title = Вашите карти во { $where ->
    [private] нашата игра тука
    [untitled] играта на вашата група
   *[group] играта во групата „{ $title }“
}
tg-hand-choose = Што зема { $card }?
tg-hand-page = страница { $page } од { $pages }
tg-hand-your-turn = На потег сте: изберете карта.
tg-button-redeal = Побарај нови карти
tg-hand-claim-total = Поени на вашата страна за пријава: { $total } (/claim за да пријавите победа)
tg-stamp = Игра { $game } · потег { $move }
tg-match-over = { $where ->
    [private] Партијата тука заврши.
    [untitled] Партијата во вашата група заврши.
   *[group] Партијата во групата „{ $title }“ заврши.
}

## Бодувањето на делењето, кога ќе заврши.
tg-hand-over = Делењето { $number } заврши
tg-hand-over-game = Делењето { $number } заврши (игра { $game })
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
tg-link-cards = { $name }: вашите карти се во нашиот приватен разговор. Допрете го копчето за да го отворите.
tg-button-show-cards = Покажи ги моите карти
tg-start-seated = Имате место во { $where ->
    [private] нашата игра тука
    [untitled] играта на вашата група
   *[group] играта во групата „{ $title }“
}. Вашите карти ќе се прикажат тука.
tg-start-joined = Се приклучивте во { $where ->
    [private] нашата игра тука
    [untitled] играта на вашата група
   *[group] играта во групата „{ $title }“
}. Вашите карти ќе се прикажат тука кога ќе започне.
tg-probe-joined = Се приклучивте во { $where ->
    [private] нашата игра тука
    [untitled] играта на вашата група
   *[group] играта во групата „{ $title }“
}. Вашите карти ќе се прикажат тука.
tg-toast-seated = Имате место на масата
tg-toast-cards = Вашите карти се во нашиот приватен разговор
tg-unknown-command = Не ја знам таа команда: /help покажува што можам да направам.

## Поставки на групата.
tg-timer-off = исклучено
tg-timer-seconds = { $seconds } с
tg-settings = Поставки на оваа група: варијанта { $variant } · време за потег { $timer } · јазик { $language }.
    Администраторите ги менуваат со /settings variant=tablanette timer=60 language=sr-Latn (јазици: { $languages })
tg-saved = Зачувано. { $settings }
tg-settings-usage = напишете /settings variant=tablic timer=120 language=sr-Latn (времето во секунди, 0 значи без ограничување)

## Правила и варијанти.
tg-rules-one = { $variant }: { $summary }.
    Секоја опција може да се смени кога се отвора играта, на пр. /new { $variant } target=151. Опции: { $options }.
tg-rules-this-game = Оваа игра: { $variant }{ $options }.
tg-rules-list = Варијантите (/rules <варијанта> за една):
tg-summary-tablic = Српски таблиќ: J 12, Q 13, K 14, кец 1 или 11, какви било збирови, табла 1, до 101, пријавување победа
tg-summary-tabinet = Романски табинет: како таблиќ, првиот играч еднаш може да побара ново делење, без пријавување победа
tg-summary-tablanette = Tablanette: жандарот ја чисти масата, tablanette носи вредност на земените карти, до 251, пријавување победа (count-out)
tg-summary-tablanet = Табланет: жандарот ја чисти масата, кец 1, сликите само по јачина, 10♦ 3, 2♣ 2, кецовите 1, до 101
tg-summary-tablic-40 = Словенечки таблиќ со 40 карти за тројца: четири карти по делење, поен за последното земање
tg-summary-tablanette-jp = Јапонски tablanette: збирови од две или три карти, мора да земете сè што можете, до 251

## Табела.
tg-period-month = овој месец
tg-period-season = оваа сезона
tg-period-all = сите времиња
tg-standings = Табела, { $period }:
tg-standings-empty = Сè уште нема завршени игри ({ $period }).
tg-standings-row = { $rank }. { $name } — { $points ->
    [one] { $points } поен
   *[other] { $points } поени
} · победи: { $wins } од { $matches }

## Одбивања: ги гледа лицето што пишало или притиснало.
tg-error-unknown-button = Тоа копче не е мое
tg-error-old-message = Таа порака е од претходна игра: користете ја најновата маса
tg-error-game-gone = Таа игра заврши или веќе не е тука: започнете нова со /new
tg-error-admins-only = Само администраторите на групата можат да ги менуваат нејзините поставки
tg-error-group-only = Поставките се чуваат по група: користете /settings во група (опциите за една игра одат по /new)
tg-error-storage = Базата на податоци моментално не е достапна, обидете се повторно
tg-error-unknown-variant = Непозната варијанта `{ $name }`: изберете една од { $variants }
tg-error-unknown-option = Непозната опција `{ $name }`: опциите се { $options }
tg-error-missing-value = Опцијата `{ $name }` бара вредност: напишете клуч=вредност, на пр. target=151
tg-error-bad-value = Опцијата `{ $name }` не може да биде `{ $value }`: се очекува { $expected }
tg-error-unknown-level = Непознато ниво на компјутерот `{ $name }`: изберете { $levels }
tg-error-too-many-words = /{ $command } прима најмногу еден збор; видете /help
tg-error-no-arguments = /{ $command } не прима аргументи; видете /help
tg-error-unknown-named-command = Не знам /{ $command }: /help покажува што можам да направам
tg-error-period = `{ $period }` не е период: напишете /standings month, /standings season или /standings all
tg-error-not-key-value = `{ $word }` не е во обликот клуч=вредност: { $usage }
tg-error-timer = Времето мора да биде од 0 до { $max } секунди, а не `{ $value }`
tg-error-unknown-setting = Непозната поставка `{ $key }`: { $usage }
tg-error-unknown-language = Непознат јазик `{ $name }`: изберете еден од { $languages }
