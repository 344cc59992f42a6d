# tablic на Дискорду — српски (ћирилица), пресловљено из sr-Latn.ftl. Исти id-ови као у en.ftl, истим редом.

## Команда /tablic. Discord (још) нема српски: ови називи чекају дан када га буде имао.
dc-cmd-description = Играјте таблић и сродне игре за овим столом
dc-cmd-help = помоћ
dc-cmd-help-description = Шта овај бот ради и све команде
dc-cmd-new = нова
dc-cmd-new-description = Отворите нову игру у овом каналу
dc-cmd-play = играј
dc-cmd-play-description = Одмах играјте против рачунара (он заузима сва остала места)
dc-cmd-join = придружи
dc-cmd-join-description = Седите на слободно место за столом
dc-cmd-leave = напусти
dc-cmd-leave-description = Напустите сто пре почетка игре
dc-cmd-start = почни
dc-cmd-start-description = Започните игру (на празна места седају рачунари)
dc-cmd-bot = рачунар
dc-cmd-bot-description = Додајте рачунар као играча
dc-cmd-hand = карте
dc-cmd-hand-description = Покажите своје карте (видите их само ви)
dc-cmd-claim = пријава
dc-cmd-claim-description = Пријавите победу: стигли сте до циља
dc-cmd-resign = предаја
dc-cmd-resign-description = Предајте партију
dc-cmd-rematch = реванш
dc-cmd-rematch-description = Играјте поново са истим играчима и правилима
dc-cmd-abort = прекини
dc-cmd-abort-description = Прекините игру (онај ко ју је отворио или управник сервера)
dc-cmd-rules = правила
dc-cmd-rules-description = Правила варијанте или објашњење једне опције, и унутар задате варијанте
dc-cmd-standings = табела
dc-cmd-standings-description = Ранг-листа овог сервера
dc-cmd-stats = статистика
dc-cmd-stats-description = Ваше партије на овом серверу: победе, поени, снага, табле
dc-cmd-settings = подешавања
dc-cmd-settings-description = Подразумевана подешавања сервера за нове игре (промене: управљање сервером)
dc-opt-variant = варијанта
dc-opt-variant-description = Која варијанта (tablic, tabinet, tablanette, …)
dc-opt-players = играчи
dc-opt-players-description = Број играча, од 2 до 4
dc-opt-target = циљ
dc-opt-target-description = Број поена за победу у партији
dc-opt-short = кратка
dc-opt-short-description = Само једно дељење: побеђује ко има више поена
dc-opt-timer = тајмер
dc-opt-timer-description = Секунди по потезу (0: без тајмера)
dc-opt-level = ниво
dc-opt-level-description = Колико јако игра рачунар
dc-opt-period = период
dc-opt-period-description = Који временски период
dc-opt-here = овде
dc-opt-here-description = Само овај канал
dc-opt-language = језик
dc-opt-language-description = Језик столова на овом серверу
dc-opt-thread = нит
dc-opt-thread-description = Свака игра у својој нити
dc-opt-notify = обавештења
dc-opt-notify-description = Где се играчима јавља да су на потезу
dc-opt-rules = правила
dc-opt-rules-description = Било које правило као кључ=вредност, нпр. partners=no jack-tabla=no
dc-opt-option = опција
dc-opt-option-description = Објашњење једне опције правила; уз варијанту: вредност у њој и за овим столом
dc-opt-board = поредак
dc-opt-board-description = Поени за табелу или снага
dc-opt-rivals = ривали
dc-opt-rivals-description = Само ви и људи са којима сте играли
dc-opt-computers = рачунари
dc-opt-computers-description = Игре са рачунаром рачунају се на табели и у статистици
dc-board-points = поени за табелу
dc-board-strength = снага (победе ÷ партије + додатак)
dc-board-server = овај сервер

## Сто, за све.
dc-table-target = до { $target }
dc-table-short = игра од једног дељења
dc-table-rules = Промењена правила
dc-lobby-line = Домаћин: { $creator }. Заузето места: { $taken } од { $seats }.
dc-lobby-hint = Притисните **{ button-join }** да седнете. Домаћин притиска **{ button-start }**; на празна места тада седају рачунари.
dc-lobby-full = Сва места су заузета; домаћин притиска **{ button-start }**.
dc-table-empty = празан
dc-hand-empty = нема их
dc-last-move = Последњи потез
dc-hand-last-move = Последњи потез дељења
dc-hand-ended = Дељење { $number } је завршено: { $sides }. Детаљи су под **{ dc-last-hand }** у поруци са столом игре.
dc-dealt = Подељене су нове карте.
dc-new-game = Почела је нова игра: ово су ваше нове карте.
dc-new-game-by = { $name } покреће реванш: ово су ваше нове карте.
dc-hand-paused = ⏸ Бот је заустављен ради поновног покретања па се ова порука више не освежава. Кад се бот врати, дугмад ће опет радити, а **{ dc-button-refresh }** ће приказати ваше тренутне карте.
dc-moved-took = { $name } игра { $card } и носи { $take }
dc-moved-trail = { $name } баца { $card } на сто
dc-moved-sweep = жандар чисти сто
dc-moved-by-computer = уместо играча је играо рачунар
dc-players = Играчи
dc-seat-cards = { $name } — { $count ->
    [one] { $count } карта
    [few] { $count } карте
   *[other] { $count } карата
}
dc-away = није ту
dc-free-seat = слободно место
dc-score-title = Резултат · дељење { $hand }
dc-score-line = { $names }: **{ $match }** (ово дељење: { $now } · { $cards ->
    [one] { $cards } карта
    [few] { $cards } карте
   *[other] { $cards } карата
})
dc-last-hand = Прошло дељење
dc-hand-cards = { $count ->
    [one] { $count } карта
    [few] { $count } карте
   *[other] { $count } карата
}
dc-hand-card-points = { $count ->
    [one] { $count } поен од карата
    [few] { $count } поена од карата
   *[other] { $count } поена од карата
}
dc-hand-most-cards = { $points } за највише карата
dc-hand-last-capture = { $points } за последње ношење
dc-hand-tablas = { $count ->
    [one] { $count } табла
    [few] { $count } табле
   *[other] { $count } табли
} ({ $points ->
    [one] { $points } поен
    [few] { $points } поена
   *[other] { $points } поена
})
dc-hand-total = → { $hand } у овом дељењу, { $total } у партији
dc-news = Новости
dc-turn = { $who }, на потезу сте: притисните **{ button-my-hand }**.
dc-turn-timed = { $who }, на потезу сте: притисните **{ button-my-hand }** (време истиче { $deadline }).
dc-turn-notice = { $who }, на потезу сте (партија #{ $game }): притисните **{ button-my-hand }** да видите карте.
dc-turn-notice-timed = { $who }, на потезу сте (партија #{ $game }, време истиче { $deadline }): притисните **{ button-my-hand }** да видите карте.
dc-turn-notice-dm = На потезу сте за столом у { $place } (партија #{ $game }): притисните **{ button-my-hand }** да видите карте.
dc-turn-notice-dm-timed = На потезу сте за столом у { $place } (партија #{ $game }, време истиче { $deadline }): притисните **{ button-my-hand }** да видите карте.
dc-end-notice = { $result } (партија #{ $game })
dc-hand-elsewhere = Карте партије #{ $game } виде се за њеним столом у { $place }: притисните тамо **{ button-my-hand }**.
dc-set-aside = Партија #{ $game } за овим столом није могла да се настави па је стављена по страни. Нема победника и не рачуна се ни у чију табелу. Нову игру започните командом { $command }.
dc-set-aside-table = Партија #{ $game } је стављена по страни: није могла да се настави. Не рачуна се никоме.
dc-set-aside-hand = Партија #{ $game } је стављена по страни: није могла да се настави, па се овим картама више не може играти.
dc-notify-channel = У каналу игре, уз помињање
dc-notify-private = Приватном поруком
dc-footer = Партија #{ $game } · потез { $moves } · { $stock ->
    [0] шпил је празан
    [one] у шпилу још { $stock } карта
    [few] у шпилу још { $stock } карте
   *[other] у шпилу још { $stock } карата
}
dc-title-timer = ⏱ { $time } по потезу

## Дугмад.
dc-button-leave = Напусти
dc-button-add-computer = { button-add-computer } ({ $level })
dc-button-back = Назад
dc-button-refresh = Освежи
dc-button-to-table = Иди до стола
dc-button-claim = { button-claim } ({ $total })
dc-button-redeal = Нове карте

## Карте играча, само за њега.
dc-your-cards = Ваше карте
dc-your-turn = На потезу сте: изаберите карту.
dc-your-turn-timed = На потезу сте: изаберите карту — рачунар ће играти уместо вас { $deadline }.
dc-waiting = На потезу је { $name }.
dc-waiting-timed = На потезу је { $name } (време истиче { $deadline }).
dc-game-over = Партија је завршена.
dc-hand-claim-total = { $partners ->
    [yes] Поени ваше стране за пријаву победе
   *[other] Ваши поени за пријаву победе
}: { $total } од { $target }
dc-what-takes = Шта носи { $card }?
dc-page-of = страна { $page } од { $pages }
dc-take = Носи { $cards }
dc-you-took = Одиграли сте { $card } и однели { $take }.
dc-you-trailed = Бацили сте { $card } на сто.
dc-old-hand = То је било за ранији положај у игри: ево ваших карата сада.

## Одговори на команде.
dc-reply-opened = Ваша игра је отворена у { $place }. Остали се придружују дугметом **{ $button }**.
dc-reply-playing = Ваша игра против рачунара је почела у { $place }.
dc-reply-done = Готово.
dc-reply-stopped = Прекинули сте партију #{ $game }: не рачуна се никоме.
dc-reply-resigned = Предали сте партију #{ $game }. Победа: { $winner }.
dc-settings-title = Подешавања сервера
dc-settings-body =
    Варијанта: { $variant }
    Време за потез: { $timer }
    Језик: { $language }
    Нит за сваку игру: { $thread }
    Обавештења о потезу: { $notify }
    Игре са рачунаром на табели: { $computers }
dc-settings-saved = Сачувано; промене су подебљане. Обавештења о потезу и табела мењају се одмах; игре у току задржавају остало.
dc-settings-unchanged = Ништа се није променило: то су већ подразумевана подешавања сервера.
dc-settings-managers = Ова подешавања могу да мењају чланови с правом управљања сервером (Manage Server).
dc-timer-off = искључено
dc-thread-name = Таблић — { $name }
dc-help-title = Таблић и сродне игре, овде на Discord-у
dc-help-intro = Делим карте и водим резултат и табелу овог сервера. { $new } отвара игру у каналу: други притисну **{ button-join }**, а домаћин притисне **{ button-start }**; на празна места тада седају рачунари. { $play } одмах почиње игру против рачунара. Ваше карте видите само Ви.
dc-help-commands = Команде:
dc-help-rules = Први пут играте? { $rules } објашњава како се игра.
dc-welcome =
    👋 Здраво! Овде делим таблић и сродне игре и водим резултат и табелу овог сервера. { $new } отвара игру у каналу; { $play } одмах игра против рачунара. Своје карте видите само Ви.
    { $help } наводи све команде, а { $rules } објашњава како се игра. Овде пишем на језику: { $language }; члан с правом управљања сервером (Manage Server) то мења командом { $settings }.
