# tablic на Discord — македонски. Истите id како во en.ftl, по истиот ред.

## Командата /tablic. Discord (сè уште) нема македонски: овие имиња чекаат ден кога ќе има.
dc-cmd-description = Играјте таблиќ и сродни игри на оваа маса
dc-cmd-help = помош
dc-cmd-help-description = Што прави овој бот и сите наредби
dc-cmd-new = нова
dc-cmd-new-description = Отворете нова игра во овој канал
dc-cmd-play = играј
dc-cmd-play-description = Играјте веднаш против компјутерот (тој ги зазема сите други места)
dc-cmd-join = приклучи
dc-cmd-join-description = Седнете на слободно место на масата
dc-cmd-leave = напушти
dc-cmd-leave-description = Напуштете ја масата пред почетокот на играта
dc-cmd-start = почни
dc-cmd-start-description = Започнете ја играта (на празните места седнуваат компјутери)
dc-cmd-bot = компјутер
dc-cmd-bot-description = Додајте компјутер како играч
dc-cmd-hand = карти
dc-cmd-hand-description = Покажете ги вашите карти (ги гледате само вие)
dc-cmd-claim = пријава
dc-cmd-claim-description = Пријавете победа: стигнавте до целта
dc-cmd-resign = предавање
dc-cmd-resign-description = Предајте ја партијата
dc-cmd-rematch = реванш
dc-cmd-rematch-description = Играјте повторно со истите играчи и правила
dc-cmd-abort = прекини
dc-cmd-abort-description = Прекинете ја играта (тој што ја отвори или управник на серверот)
dc-cmd-rules = правила
dc-cmd-rules-description = Правилата на варијанта или објаснување на една опција, и во рамки на дадена варијанта
dc-cmd-standings = табела
dc-cmd-standings-description = Табелата на овој сервер
dc-cmd-stats = статистика
dc-cmd-stats-description = Вашите партии на овој сервер: победи, поени, сила, табли
dc-cmd-settings = поставки
dc-cmd-settings-description = Стандардни поставки на серверот за нови игри (промени: управување со серверот)
dc-opt-variant = варијанта
dc-opt-variant-description = Која варијанта (tablic, tabinet, tablanette, …)
dc-opt-players = играчи
dc-opt-players-description = Број на играчи, од 2 до 4
dc-opt-target = цел
dc-opt-target-description = Поени за победа во партијата
dc-opt-short = кратка
dc-opt-short-description = Само едно делење: победува тој што има повеќе поени
dc-opt-timer = тајмер
dc-opt-timer-description = Секунди по потег (0: без тајмер)
dc-opt-level = ниво
dc-opt-level-description = Колку силно игра компјутерот
dc-opt-period = период
dc-opt-period-description = Кој временски период
dc-opt-here = тука
dc-opt-here-description = Само овој канал
dc-opt-language = јазик
dc-opt-language-description = Јазик на масите на овој сервер
dc-opt-thread = нишка
dc-opt-thread-description = Секоја игра во своја нишка
dc-opt-notify = известувања
dc-opt-notify-description = Каде на играчите им се јавува дека се на потег
dc-opt-rules = правила
dc-opt-rules-description = Кое било правило како клуч=вредност, на пр. partners=no jack-tabla=no
dc-opt-option = опција
dc-opt-option-description = Објаснување на една опција од правилата; со варијанта: вредноста во неа и на оваа маса
dc-opt-board = поредок
dc-opt-board-description = Поени за табелата или сила
dc-opt-rivals = ривали
dc-opt-rivals-description = Само вие и луѓето со кои сте играле
dc-opt-computers = компјутери
dc-opt-computers-description = Игрите со компјутер се бројат на табелата и во статистиката
dc-board-points = поени за табелата
dc-board-strength = сила (победи ÷ партии + додаток)
dc-board-server = овој сервер

## Масата, за сите.
dc-table-target = до { $target }
dc-table-short = игра од едно делење
dc-table-rules = Променети правила
dc-lobby-line = Домаќин: { $creator }. Зафатени места: { $taken } од { $seats }.
dc-lobby-hint = Притиснете **{ button-join }** за да седнете. Домаќинот притиска **{ button-start }**; на празните места тогаш седнуваат компјутери.
dc-lobby-full = Сите места се зафатени; домаќинот притиска **{ button-start }**.
dc-table-empty = празна
dc-hand-empty = нема
dc-last-move = Последен потег
dc-hand-last-move = Последен потег во делењето
dc-hand-ended = Делењето { $number } заврши: { $sides }. Деталите се под **{ dc-last-hand }** во пораката со масата на играта.
dc-dealt = Поделени се нови карти.
dc-new-game = Започна нова игра: ова се вашите нови карти.
dc-new-game-by = { $name } започнува реванш: ова се вашите нови карти.
dc-hand-paused = ⏸ Ботот беше запрен за рестартирање, па оваа порака повеќе не се освежува. Кога ботот ќе се врати, копчињата пак ќе работат, а **{ dc-button-refresh }** ќе ги прикаже вашите сегашни карти.
dc-moved-took = { $name } игра { $card } и зема { $take }
dc-moved-trail = { $name } фрла { $card } на масата
dc-moved-sweep = J ја чисти масата
dc-moved-by-computer = наместо играчот играше компјутерот
dc-players = Играчи
dc-seat-cards = { $name } — { $count ->
    [one] { $count } карта
   *[other] { $count } карти
}
dc-away = не е тука
dc-free-seat = слободно место
dc-score-title = Резултат · делење { $hand }
dc-score-line = { $names }: **{ $match }** (ова делење: { $now } · { $cards ->
    [one] { $cards } карта
   *[other] { $cards } карти
})
dc-last-hand = Претходно делење
dc-hand-cards = { $count ->
    [one] { $count } карта
   *[other] { $count } карти
}
dc-hand-card-points = { $count ->
    [one] { $count } поен од карти
   *[other] { $count } поени од карти
}
dc-hand-most-cards = { $points } за најмногу карти
dc-hand-last-capture = { $points } за последното земање
dc-hand-tablas = { $count ->
    [one] { $count } табла
   *[other] { $count } табли
} ({ $points ->
    [one] { $points } поен
   *[other] { $points } поени
})
dc-hand-total = → { $hand } во ова делење, { $total } во партијата
dc-news = Новости
dc-turn = { $who }, на потег сте: притиснете **{ button-my-hand }**.
dc-turn-timed = { $who }, на потег сте: притиснете **{ button-my-hand }** (времето истекува { $deadline }).
dc-turn-notice = { $who }, на потег сте (партија #{ $game }): притиснете **{ button-my-hand }** за да ги видите картите.
dc-turn-notice-timed = { $who }, на потег сте (партија #{ $game }, времето истекува { $deadline }): притиснете **{ button-my-hand }** за да ги видите картите.
dc-turn-notice-dm = На потег сте на масата во { $place } (партија #{ $game }): притиснете **{ button-my-hand }** за да ги видите картите.
dc-turn-notice-dm-timed = На потег сте на масата во { $place } (партија #{ $game }, времето истекува { $deadline }): притиснете **{ button-my-hand }** за да ги видите картите.
dc-end-notice = { $result } (партија #{ $game })
dc-hand-elsewhere = Картите од партијата #{ $game } се гледаат на нејзината маса во { $place }: притиснете таму **{ button-my-hand }**.
dc-set-aside = Партијата #{ $game } на оваа маса не можеше да продолжи, па е ставена настрана. Нема победник и не се брои во ничија табела. Започнете нова игра со { $command }.
dc-set-aside-table = Партијата #{ $game } е ставена настрана: не можеше да продолжи. Не се брои никому.
dc-set-aside-hand = Партијата #{ $game } е ставена настрана: не можеше да продолжи, па со овие карти повеќе не може да се игра.
dc-notify-channel = Во каналот на играта, со спомнување
dc-notify-private = Со приватна порака
dc-footer = Партија #{ $game } · потег { $moves } · { $stock ->
    [0] шпилот е празен
    [one] во шпилот уште { $stock } карта
   *[other] во шпилот уште { $stock } карти
}
dc-title-timer = ⏱ { $time } по потег

## Копчиња.
dc-button-leave = Напушти
dc-button-add-computer = { button-add-computer } ({ $level })
dc-button-back = Назад
dc-button-refresh = Освежи
dc-button-to-table = Оди до масата
dc-button-claim = { button-claim } ({ $total })
dc-button-redeal = Нови карти

## Картите на играчот, само за него.
dc-your-cards = Вашите карти
dc-your-turn = На потег сте: изберете карта.
dc-your-turn-timed = На потег сте: изберете карта — компјутерот ќе игра наместо вас { $deadline }.
dc-waiting = На потег е { $name }.
dc-waiting-timed = На потег е { $name } (времето истекува { $deadline }).
dc-game-over = Партијата заврши.
dc-hand-claim-total = { $partners ->
    [yes] Поени на вашата страна за пријава на победа
   *[other] Ваши поени за пријава на победа
}: { $total } од { $target }
dc-what-takes = Што зема { $card }?
dc-page-of = страница { $page } од { $pages }
dc-take = Земи { $cards }
dc-you-took = Одигравте { $card } и зедовте { $take }.
dc-you-trailed = Фрливте { $card } на масата.
dc-old-hand = Тоа беше за претходна позиција во играта: еве ги вашите карти сега.

## Одговори на командите.
dc-reply-opened = Вашата игра е отворена во { $place }. Другите се приклучуваат со копчето **{ $button }**.
dc-reply-playing = Вашата игра против компјутерот започна во { $place }.
dc-reply-done = Готово.
dc-reply-stopped = Ја прекинавте партијата #{ $game }: не се брои никому.
dc-reply-resigned = Се предадовте во партијата #{ $game }. Победа: { $winner }.
dc-settings-title = Поставки на серверот
dc-settings-body =
    Варијанта: { $variant }
    Време за потег: { $timer }
    Јазик: { $language }
    Нишка за секоја игра: { $thread }
    Известувања за потег: { $notify }
    Игри со компјутер на табелата: { $computers }
dc-settings-saved = Зачувано; промените се задебелени. Известувањата за потег и табелата се менуваат веднаш; игрите во тек го задржуваат останатото.
dc-settings-unchanged = Ништо не се промени: ова веќе се стандардните поставки на серверот.
dc-settings-managers = Овие поставки можат да ги менуваат членовите со дозвола за управување со серверот (Manage Server).
dc-timer-off = исклучено
dc-thread-name = Таблиќ — { $name }
dc-help-title = Таблиќ и сродни игри, тука на Discord
dc-help-intro = Делам карти и водам резултат и табела на овој сервер. { $new } отвора игра во каналот: другите притискаат **{ button-join }**, а домаќинот притиска **{ button-start }**; на празните места тогаш седнуваат компјутери. { $play } веднаш започнува игра против компјутерот. Вашите карти ги гледате само Вие.
dc-help-commands = Наредби:
dc-help-rules = Прв пат играте? { $rules } објаснува како се игра.
dc-welcome =
    👋 Здраво! Тука делам таблиќ и сродни игри и водам резултат и табела на овој сервер. { $new } отвора игра во каналот; { $play } веднаш игра против компјутерот. Своите карти ги гледате само Вие.
    { $help } ги наведува сите наредби, а { $rules } објаснува како се игра. Тука пишувам на јазик: { $language }; член со дозвола за управување со серверот (Manage Server) го менува тоа со { $settings }.
