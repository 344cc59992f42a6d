# tablic — македонски.

## Грешки: ги гледа лицето што играло.
error-no-game = Во овој канал нема игра: започнете една со new.
error-game-in-progress = Во овој канал веќе има отворена игра: приклучете се или прво завршете ја.
error-already-started = Играта веќе започна.
error-already-seated = Веќе седите на оваа маса.
error-table-full = Сите места се зафатени.
error-not-seated = Не играте во оваа игра.
error-not-creator = Тоа може да го направи само играчот што ја отвори играта.
error-not-creator-or-admin = Играта може да ја прекине само играчот што ја отвори или администратор.
error-not-playing = Играта моментално не се игра.
error-not-finished = Играта сè уште трае.
error-stale = Тоа беше за претходна позиција во играта: еве ја тековната.
error-no-computer-there = На местото { $seat } нема компјутер.
error-not-away = Вашето место е ваше: компјутерот не игра наместо вас.
error-no-claims = Во оваа варијанта нема пријавување победа.
error-storage = Играта не можеше да се зачува, па ништо не се промени: обидете се повторно за момент.
error-rules = Овие правила не може да се играат: { $reason }
error-match-over = Партијата заврши.
error-hand-over = Делењето заврши.
error-no-such-seat = На оваа маса нема место { $seat }.
error-not-your-turn = Не сте на потег: игра местото { $seat }.
error-not-in-hand = { $card } не е во вашата рака.
error-not-on-table = { $card } не е на масата.
error-illegal-capture = { $card } не може да земе { $take }: секоја група мора да дава збир еднаков на вредноста на картата или да е од ист ранг.
error-must-capture = { $card } може да зема карти, а во оваа варијанта мора да земете сè што може.
error-redeal-not-allowed = Ново делење може да побара само првиот играч, пред првата карта, еднаш по делење.

## Известувања за каналот.
notice-created = Отворена е нова игра ({ $name }): приклучете се.
notice-joined = Се приклучува { $name }.
notice-left = Заминува { $name }.
notice-computer-added = На масата седнува { $name }.
notice-computer-removed = Од масата станува { $name }.
notice-started = Играта започна.
notice-redealt = Нови карти бара { $name }.
notice-claim-right = { $name } пријавува победа (поени: { $total }): пријавата е точна.
notice-claim-wrong = { $name } пријавува победа (поени: { $total }), а тоа не е доволно: пријавата не е точна и губи.
notice-resigned = Се предава { $name }.
notice-aborted = Играта ја прекинува { $by }.
notice-timed-out = { $name }: времето истече, компјутерот го одигра потегот.
notice-timed-out-away = { $name }: времето истече двапати, компјутерот игра додека играчот не јави дека е тука.
notice-back = Се враќа { $name }.
notice-closed = Сите заминаа: играта е затворена.

## Маса и карти.
label-table = Маса
label-your-hand = Вашите карти
label-to-play = На потег: { $name }
label-hand-number = Делење { $number }
label-cards-left = { $count ->
    [one] { $count } карта за делење
   *[other] { $count } карти за делење
}
label-tabla = Табла!
label-computer = Компјутер ({ $level })
button-join = Приклучи се
button-start = Почни
button-add-computer = Додај компјутер
button-my-hand = Мои карти
button-rematch = Реванш
button-trail = Фрли на маса
button-claim = Пријави победа
result-won = Победа: { $names }. Конечен резултат { $score }.
result-drawn = Партијата е нерешена, { $score }.
result-aborted = Партијата е прекината.
level-random = случаен
level-greedy = алчен
level-easy = лесен
level-medium = среден
level-hard = тежок
