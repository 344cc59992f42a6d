# tablic — српски (ћирилица), пресловљено из латинице.

## Грешке: види их особа која је одиграла.
error-no-game = У овом каналу нема игре: започните је командом new.
error-game-in-progress = У овом каналу је већ отворена игра: придружите јој се или је прво завршите.
error-already-started = Игра је већ почела.
error-already-seated = Већ седите за овим столом.
error-table-full = Сва места су заузета.
error-not-seated = Не играте у овој игри.
error-not-creator = То може само играч који је отворио игру.
error-not-creator-or-admin = Игру може да прекине само играч који ју је отворио или администратор.
error-not-playing = Игра се тренутно не игра.
error-not-finished = Игра је још у току.
error-stale = То је било за ранији положај у игри: ево тренутног.
error-no-computer-there = На месту { $seat } нема рачунара.
error-not-away = Ваше место је ваше: рачунар не игра уместо вас.
error-no-claims = У овој варијанти нема пријаве победе.
error-storage = Игра није могла да се сачува, па се ништа није променило: покушајте поново за тренутак.
error-rules = Ова правила не могу да се играју: { $reason }
error-match-over = Партија је завршена.
error-hand-over = Дељење је завршено.
error-no-such-seat = За овим столом нема места { $seat }.
error-not-your-turn = Нисте на потезу: игра место { $seat }.
error-not-in-hand = { $card } није у вашој руци.
error-not-on-table = { $card } није на столу.
error-illegal-capture = { $card } не може да носи { $take }: свака група мора да даје збир вредности карте или да буде исте јачине.
error-must-capture = { $card } може да носи карте, а у овој варијанти морате да носите све што може.
error-redeal-not-allowed = Ново дељење може да тражи само први играч, пре прве карте, једном по дељењу.

## Обавештења за канал.
notice-created = Отворена је нова игра ({ $name }): придружите се.
notice-joined = Придружује се { $name }.
notice-left = Одлази { $name }.
notice-computer-added = За сто седа { $name }.
notice-computer-removed = Од стола устаје { $name }.
notice-started = Игра је почела.
notice-redealt = Нове карте тражи { $name }.
notice-claim-right = { $name } пријављује победу (поени: { $total }): пријава је тачна.
notice-claim-wrong = { $name } пријављује победу (поени: { $total }), а то није довољно: пријава није тачна и губи.
notice-resigned = Предаје { $name }.
notice-aborted = Игру прекида { $by }.
notice-timed-out = { $name }: време је истекло, рачунар је одиграо потез.
notice-timed-out-away = { $name }: време је истекло двапут, рачунар игра док играч не јави да је ту.
notice-back = Враћа се { $name }.
notice-closed = Сви су отишли: игра је затворена.

## Сто и карте.
label-table = Сто
label-your-hand = Ваше карте
label-to-play = На потезу: { $name }
label-hand-number = Дељење { $number }
label-cards-left = { $count ->
    [one] { $count } карта за дељење
    [few] { $count } карте за дељење
   *[other] { $count } карата за дељење
}
label-tabla = Табла!
label-computer = Рачунар ({ $level })
button-join = Придружи се
button-start = Почни
button-add-computer = Додај рачунар
button-my-hand = Моје карте
button-rematch = Реванш
button-trail = Баци на сто
button-claim = Пријави победу
result-won = Победа: { $names }. Коначан резултат { $score }.
result-drawn = Партија је нерешена, { $score }.
result-aborted = Партија је прекинута.
level-random = насумичан
level-greedy = похлепан
level-easy = лак
level-medium = средњи
level-hard = тежак
