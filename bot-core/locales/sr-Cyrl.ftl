# tablic — српски (ћирилица), пресловљено из латинице.

## Грешке: види их особа која је одиграла.
error-no-game = У овом каналу нема игре: започните је командом new.
error-game-in-progress = Овде се управо игра: сачекајте да се игра заврши, па започните своју.
error-game-open = Овде је отворена игра: придружите јој се док има слободних места или сачекајте да се заврши.
error-already-playing = Већ играте игру овде.
error-already-started = Игра је већ почела.
error-already-seated = Већ седите за овим столом.
error-table-full = Сва места су заузета.
error-not-seated = Не играте у овој игри.
error-not-creator = То може само играч који је отворио игру ({ $name }): обратите се том играчу.
error-not-creator-or-admin = Игру може да прекине само играч који ју је отворио ({ $name }) или администратор.
error-not-playing = Игра се тренутно не игра.
error-not-finished = Игра је још у току.
error-rematch-started = Реванш је већ покренут ({ $name }): у њему имате своје место.
error-rematch-yours = Реванш сте већ покренули: игра је у току.
error-rematch-not-seated = Реванш могу да покрену само играчи ове партије.
error-stale = То је било за ранији положај у игри: ево тренутног.
error-no-computer-there = На месту { $seat } нема рачунара.
error-not-away = Нисте одсутни: играте својим картама.
error-no-claims = У овој варијанти нема пријаве победе.
error-claim-tie-break = Резултат је изједначен на циљу, па ово дељење одлучује о победнику: нико не може да пријави победу док се оно не заврши.
error-storage = Игра није могла да се сачува, па се ништа није променило: покушајте поново за тренутак.
error-unconfirmed = Није потврђено да је ово сачувано, па се можда рачуна: погледајте сто какав је сада пре него што покушате поново.
error-changed = Игра је у истом тренутку промењена на другом месту, па ништа од вашег није примењено: погледајте сто какав је сада и покушајте поново.
error-set-aside = Сачувани запис ове игре више не може да се прочита, па је игра стављена по страни: започните нову командом new.
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
notice-created = Отворена је нова игра ({ $name }).
notice-joined = Придружује се { $name }.
notice-left = Одлази { $name }.
notice-computer-added = За сто седа { $name }.
notice-computer-removed = Од стола устаје { $name }.
notice-started = Игра је почела.
notice-rematch = { $name } покреће реванш.
notice-you-rematch = Покренули сте реванш.
notice-redealt = Нове карте тражи { $name }.
notice-claim-right = { $name } пријављује победу (поени: { $total }): пријава је тачна.
notice-claim-wrong = { $name } пријављује победу (поени: { $total }), а то није довољно: губи партију.
notice-resigned = Предаје { $name }.
notice-you-claim-right = Пријавили сте победу (поени: { $total }): пријава је тачна.
notice-you-claim-wrong = Пријавили сте победу (поени: { $total }), а то није довољно: изгубили сте партију.
notice-you-resigned = Предали сте.
notice-you-aborted = Прекинули сте игру.
notice-aborted = Игру прекида { $by }.
notice-timed-out = { $name }: време је истекло, рачунар је одиграо потез.
notice-timed-out-away = { $name }: време је истекло двапут, рачунар игра уместо играча док се не врати (било којим притиском или командом).
notice-you-timed-out = Време вам је истекло: рачунар је одиграо потез уместо вас.
notice-you-timed-out-away = Време вам је истекло двапут: рачунар игра уместо вас док се не вратите (било којим притиском или командом).
for-you-took = Рачунар је уместо вас одиграо { $card } и однео { $take }.
for-you-trailed = Рачунар је уместо вас бацио { $card } на сто.
for-you-timed-out-took = Време вам је истекло: рачунар је уместо вас одиграо { $card } и однео { $take }.
for-you-timed-out-trailed = Време вам је истекло: рачунар је уместо вас бацио { $card } на сто.
for-you-timed-out-again-took = Време вам је опет истекло: рачунар је уместо вас одиграо { $card } и однео { $take }.
for-you-timed-out-again-trailed = Време вам је опет истекло: рачунар је уместо вас бацио { $card } на сто.
timed-out-warning = Ако вам време истекне и у следећем потезу, рачунар ће играти уместо вас док се не вратите (било којим притиском или командом).
timed-out-warning-alone = Ако вам време истекне и у следећем потезу, игра ће вас чекати и биће одложена ако се не вратите.
you-are-away = Одсутни сте: рачунар игра уместо вас док се не вратите (било којим притиском или командом).
you-are-away-waiting = Сви за столом су одсутни: игра чека док се неко не врати (било којим притиском или командом).
you-are-away-waiting-alone = Одсутни сте: игра вас чека док се не вратите (било којим притиском или командом).
notice-back = Враћа се { $name }.
notice-you-back = Вратили сте се: игра се наставља.
hand-partner = 👥 Ваш партнер: { $name }
hand-moves-since = { $first ->
    [yes] Одиграно пре ваше прве карте:
   *[no] Одиграно од ваше последње карте:
}
notice-while-away-took = Док вас није било, рачунар је уместо вас одиграо { $moves ->
    [one] { $moves } карту
    [few] { $moves } карте
   *[other] { $moves } карата
} и однео { $taken ->
    [one] { $taken } карту
    [few] { $taken } карте
   *[other] { $taken } карата
} са стола.
notice-while-away-trailed = Док вас није било, рачунар је уместо вас бацио на сто { $moves ->
    [one] { $moves } карту
    [few] { $moves } карте
   *[other] { $moves } карата
}.
notice-closed = Сви су отишли: игра је затворена.
notice-everyone-away = Сви за столом су одсутни: игра чека. Ако се нико не врати за { $after }, игра се одлаже и не рачуна се никоме.
notice-one-away = { $name } није за столом: игра чека. Ако се { $name } не врати за { $after }, игра се одлаже и не рачуна се никоме.
notice-you-away = Одсутни сте: игра вас чека. Ако се не вратите за { $after }, игра се одлаже и не рачуна се никоме.

## Сто и карте.
label-table = Сто
label-your-hand = Ваше карте
label-to-play = На потезу: { $name }
label-hand-number = Дељење { $number }
hand-leftovers = { $count ->
    [one] На столу је остала { $count } карта{ $cards }, носи је
    [few] На столу су остале { $count } карте{ $cards }, носи их
   *[other] На столу је остало { $count } карата{ $cards }, носи их
} { $by ->
    [last] { $names } за последње ношење.
    [last-side] { $names } за последње ношење.
    [dealer] { $names } као делилац.
   *[dealer-side] { $names } као страна делиоца.
}
hand-most-cards-tied = Нерешено у картама, по { $count }: нико не добија { $points ->
        [one] { $points } поен
        [few] { $points } поена
       *[other] { $points } поена
    } за највише карата.
hand-level-at-target = Водећи су изједначени на { $score }: још једно дељење одлучује о победнику, а у њему нико не може да пријави победу.
table-tie-break = Водећи су изједначени на { $score }: ово дељење одлучује о победнику, а у њему нико не може да пријави победу.
hand-leftovers-you = { $count ->
    [one] На столу је остала { $count } карта{ $cards }, носите је
    [few] На столу су остале { $count } карте{ $cards }, носите их
   *[other] На столу је остало { $count } карата{ $cards }, носите их
} { $by ->
    [last] ви за последње ношење.
   *[dealer] ви као делилац.
}
late-tablas-end = Од седмог дељења табле се бодују тек на крају дељења: ни одмах, ни у пријави победе.
late-tablas-end-pending = Од седмог дељења табле се бодују тек на крају дељења: ни одмах, ни у пријави победе ({ $sides } на крају овог дељења).
late-tablas-none = Од седмог дељења табле се више не бодују.
late-tablas-cap90 = Од седмог дељења табле бодује само страна која је на почетку дељења имала мање од 90, и то највише до 90.
late-tablas-cap90-open = Од седмог дељења табле бодује само страна која је на почетку дељења имала мање од 90, и то највише до 90 (поени од табли још могући у овом дељењу: { $sides }).
label-cards-left = { $count ->
    [0] шпил је празан
    [one] у шпилу још { $count } карта
    [few] у шпилу још { $count } карте
   *[other] у шпилу још { $count } карата
}
label-tabla = Табла!
label-tabla-points = Табла! (+{ $points })
hand-redeal-hint = Ове карте смете једном да одбијете, пре прве одигране карте: { $button } даје Вам нове.
label-computer = Рачунар ({ $level })
button-join = Придружи се
button-start = Почни
button-add-computer = Додај рачунар
button-my-hand = Моје карте
button-rematch = Реванш
button-trail = Баци на сто
button-claim = Пријави победу
result-won = Победа: { $names }. Коначан резултат { $score }.
result-won-short = Победа са више поена у игри од једног дељења: { $names }. Коначан резултат { $score }.
result-won-claim = Победа исправном пријавом: { $names }. Коначан резултат { $score }.
result-won-failed-claim = Победа: { $names }. Пријава победе без довољно поена: { $by }. Коначан резултат { $score }.
result-won-failed-claim-you = Победа: { $names }. Пријавили сте победу без довољно поена. Коначан резултат { $score }.
result-won-bonus = Победа табланетом: { $names }. Коначан резултат { $score }.
result-won-resignation = Победа: { $names }. Предаја: { $by }. Коначан резултат { $score }.
result-won-resignation-you = Победа: { $names }. Предали сте. Коначан резултат { $score }.
result-ends-for-all = { $why ->
    [claim] Погрешна пријава
   *[other] Предаја
} завршава игру за све: победа иде играчу са највише поена међу осталима{ $tied ->
    [yes] {" "}(уз једнаке поене, ономе ко је први сео)
   *[no] {""}
}.
result-you-won = { $partners ->
    [yes] Ваша страна је победила.
   *[other] Победили сте.
} Коначан резултат { $score }.
result-you-won-short = { $partners ->
    [yes] Ваша страна је победила са више поена у игри од једног дељења.
   *[other] Победили сте са више поена у игри од једног дељења.
} Коначан резултат { $score }.
result-you-won-claim = { $partners ->
    [yes] Ваша страна је победила исправном пријавом.
   *[other] Победили сте исправном пријавом.
} Коначан резултат { $score }.
result-you-won-failed-claim = { $partners ->
    [yes] Ваша страна је победила. Пријава победе без довољно поена: { $by }.
   *[other] Победили сте. Пријава победе без довољно поена: { $by }.
} Коначан резултат { $score }.
result-you-won-bonus = { $partners ->
    [yes] Ваша страна је победила табланетом.
   *[other] Победили сте табланетом.
} Коначан резултат { $score }.
result-you-won-resignation = { $partners ->
    [yes] Ваша страна је победила. Предаја: { $by }.
   *[other] Победили сте. Предаја: { $by }.
} Коначан резултат { $score }.
## Names listed in a sentence: "Ana, Bob и Cy".
list-and = { $rest } и { $last }
result-drawn = { $leaders ->
    [none] Нерешено.
   *[other] Нерешено: { $leaders } деле прво место.
} Коначан резултат { $score }.
result-aborted = Партија је прекинута ({ $by }). Не рачуна се никоме.
result-adjourned = Партија је одложена: нико се није вратио. Не рачуна се никоме.
result-adjourned-you = Партија је одложена: нисте се вратили. Не рачуна се никоме.
result-adjourned-one = Партија је одложена због изостанка: { $name }. Не рачуна се никоме.
level-random = насумичан
level-greedy = похлепан
level-easy = лак
level-medium = средњи
level-hard = тежак

# Yes and no: the first word is the one shown; every word of every language is read.
words-yes = да д
words-no = не н
# A choice of one: $rest is every choice but the last, joined with commas; $last is the last.
list-or = { $rest } или { $last }

## Одбијања речима платформе читаоца.
refusal-no-game = Овде нема игре: отворите је командом { $command }.
refusal-rematch-not-seated = Реванш могу да покрену само играчи ове партије: нову игру отворите командом { $command }.
refusal-game-open = Овде је отворена игра: придружите јој се командом { $command } док има слободних места или сачекајте да се заврши.
refusal-already-playing = Већ играте игру овде: { $command } приказује ваше карте.
refusal-not-creator-or-admin = Игру може да прекине само играч који ју је отворио ({ $name }) или { $platform ->
    [discord] управник сервера
   *[other] администратор
}.
refusal-not-your-turn = Нисте на потезу: игра { $name }.
refusal-unknown-level = Непознат ниво рачунара „{ $name }“: изаберите { $levels }.
refusal-unavailable = База података тренутно није доступна, покушајте поново.
refusal-unknown-button = То дугме више не ради: користите дугмад на најновијој поруци.
refusal-old-game = То дугме припада ранијој игри за овим столом: користите најновији сто.
refusal-game-gone = Та игра је завршена или више није овде: започните нову командом { $command }.
refusal-set-aside = Сачувани запис те игре више не може да се прочита, па је игра стављена по страни: не рачуна се никоме. Започните нову командом { $command }.
refusal-server-only = Ово ради само { $platform ->
    [discord] на серверу
   *[other] у групи
}.
refusal-admins-only = { $platform ->
    [discord] Подешавања сервера могу да мењају само чланови с правом управљања сервером (Manage Server): замолите неког од њих.
   *[other] Само администратори групе могу да мењају њена подешавања: замолите неког од њих.
}
refusal-bad-option = Та опција није добра: { $detail }
refusal-period = { $command } не препознаје „{ $period }“. Препознаје:
    • { $points } или { $strength }: која табела
    • { $month }, { $last_month }, { $season }, { $last_season } или { $all }: који период
    • { $rivals }: само ви и људи са којима сте играли
    • { $here }: само игре одигране овде
refusal-internal = Нешто је пошло наопако код мене; ништа се није променило. Покушајте поново.
refusal-unknown-variant = Непозната варијанта „{ $name }“: изаберите { $variants }.
refusal-unknown-option = Непозната опција „{ $name }“: опције су { $options }.
refusal-missing-value = Опција „{ $name }“ тражи вредност после „{ $key }=“: { $expected }.
refusal-bad-value = Опција „{ $name }“ не може да буде „{ $value }“: очекује се { $expected } (вредности се уписују тачно како су наведене).
refusal-not-key-value = „{ $word }“ није у облику кључ=вредност: { $usage }
refusal-unknown-setting = Непознато подешавање „{ $key }“: { $usage }
refusal-timer = Време мора бити број секунди од 0 до { $max } (0 или off значи без ограничења), а не „{ $value }“.
refusal-unknown-language = Непознат језик „{ $name }“: изаберите { $languages }.
refusal-yes-no = Подешавање „{ $key }“ не може бити „{ $value }“: напишите { $key }={ $yes } или { $key }={ $no }.
refusal-notify = { $platform ->
    [discord] „{ $value }“ није место за обавештења о потезу: изаберите { $channel } или { $private }.
   *[other] „{ $value }“ није место за обавештења о потезу: напишите { $channel } или { $private }.
}
settings-usage = напишите { $command } { $platform ->
    [discord] са опцијама које мењате
   *[other] variant=tablic timer=120 language=sr-Latn notify=channel computers=yes (време у секундама, 0 или off значи без ограничења)
}

## Пријава победе.
claim-question = { $partners ->
    [yes] Ваша страна има
   *[other] Имате
} { $total ->
    [one] { $total } поен
   *[other] { $total } поена
}; циљ је { $target }. Пријава испод циља није тачна, а нетачна пријава губи партију. Ипак пријавити?
button-claim-anyway = Ипак пријави
button-back = Ту сам

## Табела и правила.
standings-title = { $board ->
    [strength] Снага
   *[points] Табела
} — { $period }
standings-here = овај канал
standings-empty = { $period ->
    [month] Овог месеца нема партија које се рачунају
    [last-month] Прошлог месеца није било партија које се рачунају
    [season] Ове сезоне нема партија које се рачунају
    [last-season] Прошле сезоне није било партија које се рачунају
   *[all] Још нема партија које се рачунају
}{ $here ->
    [yes] {" "}у овом каналу
    [place] {" "}овде
   *[no] {""}
}.
standings-row = { $rank }. { $name } — { $points ->
    [one] { $points } поен
    [few] { $points } поена
   *[other] { $points } поена
} · { $matches ->
    [one] { $matches } партија
    [few] { $matches } партије
   *[other] { $matches } партија
}{ $with_computers }, { $wins ->
    [one] { $wins } победа
    [few] { $wins } победе
   *[other] { $wins } победа
}
standings-footer = Поени за табелу: добијена партија доноси половину вашег коначног резултата и вашу предност над другопласираним (101 : 94 даје 50 + 7 = 57), изгубљена десетину вашег резултата (94 даје 9), нерешена десетину свакоме; партија од једног дељења доноси 5 за победу, 2 за нерешено и 0 за пораз. Прекинуте и одложене партије, као и оне стављене по страни, не рачунају се никоме.
standings-rivals = ви и ваши ривали
standings-with-computers = рачунају се и игре са рачунаром
standings-computers-off = Игре са рачунаром за столом овде се не рачунају; администратор то може да укључи { $how ->
    [none] у подешавањима.
   *[other] командом { $how }.
}
standings-row-computers = { $count } са рачунаром
standings-strength-row = { $rank }. { $name } — снага { $strength } · { $matches ->
    [one] { $matches } партија
    [few] { $matches } партије
   *[other] { $matches } партија
}{ $with_computers }, { $wins ->
    [one] { $wins } победа
    [few] { $wins } победе
   *[other] { $wins } победа
}
standings-strength-empty = { $period ->
    [last-month] Нико није одиграо { $min } партија колико ова табела тражи.
    [last-season] Нико није одиграо { $min } партија колико ова табела тражи.
   *[other] Још нико нема { $min } партија колико ова табела тражи.
}
standings-strength-footer = Снага је број победа подељен бројем партија, уз додатак за честу игру: у месецу +1 од 60 партија и још +1 на сваких 10 партија, највише +10 од 150; у сезони и од почетка +1 од 600 партија и још +1 на сваких 100, највише +10 од 1500. На овој табели је ко има бар { $min } партија.
standings-no-rivals = Још немате ривала: ривали су људи са којима сте овде завршили партију.
standings-words-points = поени поене бодови
standings-words-strength = снага снагу
standings-words-month = месец
standings-words-last-month = прошли-месец
standings-words-season = сезона сезону
standings-words-last-season = прошла-сезона
standings-words-all = све
standings-words-rivals = ривали ривале
standings-words-here = овде
standings-words-last = прошли прошла прошле
standings-rivals-of = { $name } и ривали
standings-place-of = Где је { $name }: { $row }
standings-no-rivals-of = { $name } још нема ривала: ривали су људи са којима је овде завршена партија.
standings-rivals-empty-of = Ни { $name } ни ривали нису завршили ниједну партију{ $period ->
    [month] {" "}овог месеца
    [last-month] {" "}прошлог месеца
    [season] {" "}ове сезоне
    [last-season] {" "}прошле сезоне
   *[all] {""}
}{ $here ->
    [yes] {" "}у овом каналу
    [place] {" "}овде
   *[no] {""}
}.
standings-rivals-strength-empty-of = { $period ->
    [last-month] Ни { $name } ни ривали нису одиграли { $min } партија колико ова табела тражи.
    [last-season] Ни { $name } ни ривали нису одиграли { $min } партија колико ова табела тражи.
   *[other] Ни { $name } ни ривали још немају { $min } партија колико ова табела тражи.
}
stats-title = { $name } — партије овде
stats-line = { $period }: { $matches ->
    [one] { $matches } партија
    [few] { $matches } партије
   *[other] { $matches } партија
}{ $with_computers }, { $wins ->
    [one] { $wins } победа
    [few] { $wins } победе
   *[other] { $wins } победа
}, { $points ->
    [one] { $points } поен за табелу
    [few] { $points } поена за табелу
   *[other] { $points } поена за табелу
}, снага { $strength }{ $unranked }, { $tablas ->
    [one] { $tablas } табла
    [few] { $tablas } табле
   *[other] { $tablas } табли
}, најбоље дељење { $best }
stats-none = { $period }: нема партија које се рачунају.
stats-never = { $name } овде још нема завршену партију.
stats-never-you = Овде још немате завршену партију.
stats-unranked = на табели снаге тек од { $min } партија
stats-teams = Партнери деле резултат, табле и најбоље дељење своје стране.
stats-strength-bonus = Снага укључује додатак за често играње: у месецу од { $month } партија, у сезони и укупно од { $season }.
period-month = овај месец
period-season = ова сезона
period-all = од почетка
rules-title = Правила: { $variant }
rules-this-game = Ова игра: { $variant }{ $options }.
rules-short = Само једно дељење: побеђује већи резултат.
rules-change = { $platform ->
    [discord] Свака опција може да се промени кад се игра отвара, нпр. { $command } { $variant_opt }: { $variant } { $rules_opt }: target=151 partners=no (аутоматско допуњавање предлаже опције и њихове вредности).
    [terminal] Свака опција може да се промени кад почињете нову игру, нпр. { $command } --variant { $variant } --option target=151 --option partners=no.
   *[other] Свака опција може да се промени кад се игра отвара, нпр. { $command } { $variant } target=151 partners=no.
}
rules-options = Опције: { $options }
rules-jack-tabla = Жандар носи цео сто, а жандар који очисти сто доноси таблу (jack-tabla=yes).
rules-jack-no-tabla = Жандар носи цео сто, али не доноси таблу (jack-tabla=no).
rules-how-title = Како се игра:
rules-how-deal = Сваки играч добија { $cards } { $cards ->
    [one] карту
    [few] карте
   *[other] карата
}, а четири се отворено стављају на сто. Кад се све руке испразне, свако добија још { $cards }, док се не потроши шпил од { $deck } { $deck ->
    [one] карте
    [few] карте
   *[other] карата
}: ту се завршава дељење.
rules-how-redeal = Пре прве одигране карте први играч сме једном да одбије прве добијене карте и добије нове.
rules-how-play = На потезу играте једну карту. Она носи карте са стола исте јачине и све групе карата са стола које у збиру дају њену вредност; карта која ништа не носи остаје на столу.
rules-how-values = Вредности: карте с бројем свој број{ $jack ->
    [sweep] {""}
   *[twelve] , J 12
}{ $courts ->
    [low] , Q 12, K 13
    [none] {""}
   *[high] , Q 13, K 14
}, { $aces ->
    [one] ас 1
   *[both] ас 1 или 11 (по избору)
}.
rules-how-faces-by-rank = { $jack ->
    [sweep] Даме и краљеви
   *[twelve] Жандари, даме и краљеви
} никад нису део групе: носе само карте исте јачине.
rules-how-group = Група има највише { $size } { $size ->
    [one] карту
    [few] карте
   *[other] карата
}.
rules-how-forced = Карта која може да носи мора да носи све што може.
rules-how-free = Ношење је по Вашем избору: смете да носите само део онога што карта може или да је само спустите на сто.
rules-how-tabla = Ношење свих карата са стола је табла и вреди { $points } { $points ->
    [one] поен
    [few] поена
   *[other] поена
}{ $last ->
    [yes] {""}
   *[no] {""}, али не последњом картом дељења
}.
rules-how-tablanette = Ношење свих карата са стола је табланет: доноси збир вредности ношених карата и карте која их је носила{ $last ->
    [yes] {""}
   *[no] {""}, али не последњом картом дељења
}.
rules-how-leftovers = Кад се дељење заврши, { $who ->
    [dealer] страна делиоца
   *[last] страна која је последња носила
} узима карте које су остале на столу.
rules-how-score = Ношене карте доносе: { $points }.
rules-how-most-cards = Страна са највише карата добија { $points } { $points ->
    [one] поен
    [few] поена
   *[other] поена
}{ $tie ->
    [last] {""}; код нерешеног страна која је последња носила, ако је једна од њих
   *[none] {""}; код нерешеног нико
}.
rules-how-last-capture = Последње ношење доноси { $points } { $points ->
    [one] поен
    [few] поена
   *[other] поена
}.
rules-how-target = Дељења се играју док нека страна на крају дељења не буде имала { $target } { $target ->
    [one] поен
   *[other] поена
}: она побеђује (већи резултат, ако их има више).
rules-how-win-on-bonus = Страна која табланетом стигне до { $target } побеђује одмах.
rules-how-claims = Не морате да чекате крај дељења: у сваком тренутку смете да пријавите победу, рачунајући и оно што сте носили у овом дељењу. Тачна пријава побеђује, погрешна губи.
rules-how-partners = Партнери седе један наспрам другог и деле ношене карте и резултат.
rules-option-title = Опција: { $option }
rules-option-values = Вредности:
rules-option-presets = У варијантама:
rules-option-here = За овим столом: { $value }
rules-option-set = { $platform ->
    [discord] Подешава се кад отварате игру: { $command } { $variant_opt }: { $variant } { $rules_opt }: { $example }
    [terminal] Подешава се кад почињете игру: { $command } --variant { $variant } --option { $example }
   *[other] Подешава се кад отварате игру: { $command } { $variant } { $example }
}
rules-option-hint = { $platform ->
    [discord] Објашњење једне опције, с вредностима и избором сваке варијанте: { $command } { $option_opt }: { $example }
   *[other] Објашњење једне опције, с вредностима и избором сваке варијанте: { $command } { $example }
}
refusal-unknown-rules-word = „{ $name }“ није ни варијанта ни опција. Варијанте: { $variants }. Опције: { $options }.
rules-option-in-variant = У варијанти { $variant }: { $value }
refusal-rules-two-variants = „{ $first }“ и „{ $second }“ су обе варијанте.
refusal-rules-two-options = „{ $first }“ и „{ $second }“ су обе опције.
refusal-rules-too-many-words = Превише речи.
rules-ask = { $platform ->
    [discord] Наведите једну варијанту, једну опцију или опцију у варијанти: { $command } { $variant_opt }: { $variant } { $option_opt }: { $example }
   *[other] Наведите једну варијанту, једну опцију или опцију у варијанти: { $command } { $variant } { $example }
}
rules-range-cards = број карата од { $min } до { $max }
rules-about-players = Колико играча седи за столом.
rules-value-players-2 = два играча, један наспрам другог
rules-value-players-3 = три играча, свако за себе
rules-value-players-4 = четири играча: два пара који седе један наспрам другог, осим уз partners=no
rules-about-partners = Да ли четири играча играју у два пара: партнери седе један наспрам другог и имају заједничку гомилу и резултат; први и трећи који седну играју против другог и четвртог.
rules-value-partners-yes = два пара по двоје (само кад играју четворица)
rules-value-partners-no = свако игра за себе
rules-about-target = Број поена који доноси победу у партији: побеђује страна која их има на крају дељења.
rules-value-target-number = поени до којих се игра (101, 151, 251, …)
rules-about-short = Игра од једног дељења: побеђује већи резултат после њега, без циља.
rules-value-short-yes = само једно дељење; нема пријаве победе, јер нема циља
rules-value-short-no = дели се док нека страна не стигне до циља
rules-about-match-tie = Шта бива кад су водеће стране изједначене на циљу или изнад њега после дељења.
rules-value-match-tie-play-on = игра се још једно дељење, у коме нико не може да пријави победу
rules-value-match-tie-draw = партија је нерешена
rules-about-deck = Којим се шпилом игра.
rules-value-deck-52 = цео шпил од 52 карте
rules-value-deck-40 = 40 карата, без жандара, дама и краљева (словеначка игра)
rules-about-cards-per-deal = Колико карата сваки играч добија у једном дељењу; дели се док се талон не потроши. Број који не дели карте једнако се одбија, уз бројеве који их деле.
rules-value-cards-per-deal-number = карте које сваки играч добија у једном дељењу
rules-about-redeal = Да ли први играч сме једном да одбије прве карте које је добио (табинет): оне се мешају назад у талон и деле се нове.
rules-value-redeal-yes = први играч може једном да тражи нове карте, пре него што одигра карту
rules-value-redeal-no = нема нових карата: игра се оним што је подељено
rules-about-jack = Шта ради жандар.
rules-value-jack-12 = обична карта која вреди 12
rules-value-jack-sweep = носи све карте са стола и никад није део збира
rules-about-jack-tabla = Да ли жандар који носи све (jack=sweep) и очисти сто доноси таблу.
rules-value-jack-tabla-yes = доноси таблу (табланет)
rules-value-jack-tabla-no = носи карте, али не доноси таблу
rules-about-aces = Колико вреди ас при ношењу.
rules-value-aces-1-11 = 1 или 11, како играч изабере за сваког аса
rules-value-aces-1 = увек 1
rules-about-courts = Колико вреде дама и краљ.
rules-value-courts-13-14 = дама 13, краљ 14
rules-value-courts-12-13 = дама 12, краљ 13 (табланет)
rules-about-faces-in-sums = Да ли даме и краљеви (и жандар који вреди 12) могу да буду део збира.
rules-value-faces-in-sums-yes = сабирају се као и све друге карте
rules-value-faces-in-sums-no = носе само карту исте јачине
rules-about-largest-group = Највише карата са стола у једној групи чији је збир вредност одигране карте.
rules-value-largest-group-any = без ограничења
rules-value-largest-group-number = највише толико карата у групи (јапански табланет: 3)
rules-about-forced = Да ли играч мора да носи кад одиграна карта може.
rules-value-forced-yes = карта која може да носи мора да носи све што може; бира се само између највећих ношења и колико вреди сваки ас
rules-value-forced-no = ношење је слободно: играч може да носи само део онога што карта може или да баци карту на сто
rules-about-tabla = Шта доноси ношење свих карата са стола.
rules-value-tabla-none = ништа
rules-value-tabla-sum = збир вредности ношених карата и карте која их је носила (табланет)
rules-value-tabla-number = толико поена за сваку таблу
rules-about-last-card-tabla = Да ли чишћење стола последњом картом дељења и даље доноси поене.
rules-value-last-card-tabla-yes = доноси (Tablanette)
rules-value-last-card-tabla-no = не доноси ништа
rules-about-late-tablas = Како се табле рачунају од седмог дељења (три начина таблића).
rules-value-late-tablas-always = увек се рачунају одмах
rules-value-late-tablas-none = не доносе ништа
rules-value-late-tablas-end = рачунају се на крају дељења, не у пријави победе током њега
rules-value-late-tablas-cap90 = рачунају се само страни која је на почетку дељења имала мање од 90, и то највише до 90
rules-about-win-on-bonus = Да ли страна која стигне до циља поенима од табланета побеђује одмах, усред дељења.
rules-value-win-on-bonus-yes = партија се ту завршава (јапански табланет)
rules-value-win-on-bonus-no = о партији се одлучује на крају дељења
rules-about-card-points = Колико вреде ношене карте на крају дељења.
rules-value-card-points-standard = A K Q J 10 по поен, 10♦ два, 2♣ један
rules-value-card-points-tablanet = 10♦ три, 2♣ два, сваки ас један
rules-value-card-points-high = A 11, 10 10, K 4, Q 3, J 2
rules-about-most-cards = Поени за страну која је у дељењу носила највише карата.
rules-value-most-cards-number = поени које добија (0: ниједан)
rules-about-most-cards-tie = Ко добија поене за највише карата кад су водеће стране носиле једнако.
rules-value-most-cards-tie-none = нико
rules-value-most-cards-tie-last = страна која је последња носила, ако је једна од њих
rules-about-last-capture = Поени за последње ношење у дељењу.
rules-value-last-capture-number = поени које добија (0: ниједан)
rules-about-leftovers = Ко носи карте које су остале на столу на крају дељења.
rules-value-leftovers-dealer = страна делиоца
rules-value-leftovers-last = страна која је последња носила
rules-about-claims = Да ли страна може у сваком тренутку да прекине партију пријавом да је стигла до циља, рачунајући и оно што је носила у овом дељењу: тачна пријава побеђује, погрешна губи.
rules-value-claims-claim = пријава победе је дозвољена
rules-value-claims-count-out = исто правило под именом из игре Tablanette (пребројавање)
rules-value-claims-none = нема пријаве: о партији се одлучује само на крају дељења
lobby-teams = Парови: { $first } против { $second }. Партнери седе један наспрам другог: први и трећи који седну играју против другог и четвртог.
lobby-free-seat = (слободно место)
rules-list = Варијанте ({ $command } и име варијанте за једну):
summary-tablic = Српски таблић: J 12, Q 13, K 14, ас 1 или 11, било који збирови, табла 1, до 101, пријава победе
summary-tabinet = Румунски табинет: као таблић, први играч може једном да тражи нове карте, без пријаве победе
summary-tablanette = Tablanette: жандар носи све, табланет доноси збир ношених карата, до 251, пребројавање
summary-tablanet = Табланет: жандар носи све, ас се сабира као 1, дама и краљ само по јачини, поени 10♦ 3 · 2♣ 2 · сваки ас 1, до 101
summary-tablic-40 = Словеначки таблић са 40 карата за троје: четири карте по дељењу, поен за последње ношење
summary-tablanette-jp = Јапански табланет: збирови од две или три карте, морате да носите све што можете, до 251
span-hours = { $n } ч
span-minutes = { $n } мин
span-seconds = { $n } с
duration-hours = { $count ->
    [one] { $count } сат
    [few] { $count } сата
   *[other] { $count } сати
}
duration-minutes = { $count ->
    [one] { $count } минут
   *[other] { $count } минута
}
duration-seconds = { $count ->
    [one] { $count } секунду
    [few] { $count } секунде
   *[other] { $count } секунди
}
error-no-redeal = У овој игри нема новог дељења: само у табинету (или у игри отвореној са redeal=yes) први играч може да тражи нове карте.
refusal-uneven-deal = Са { $players } играча свако добија укупно { $each ->
    [one] { $each } карту
    [few] { $each } карте
   *[other] { $each } карата
}, а дељењем по { $per_deal ->
    [one] { $per_deal } карту
    [few] { $per_deal } карте
   *[other] { $per_deal } карата
} добило би се { $deals }: изаберите cards-per-deal { $choices }.
deal-usual-short = { $size } (уобичајено { $deals })

## Шта опција прима (у поруци о погрешној вредности): вредности под наводницима, како се уписују.
option-value = „{ $value }“
expected-number = цео број од { $min } до { $max }
expected-points = број поена од { $min } до { $max }
expected-courts = { $values } за даму и краља
## Зашто правила не могу да се играју (у поруци о правилима).
unplayable-players = { $players } { $players ->
    [one] играч
   *[other] играча
}: могу да играју 2 до 4 играча
unplayable-partners = парови траже тачно четири играча: додајте { "players=4" } или изоставите { "partners=yes" }
unplayable-deal-too-big = прва подела по { $per_deal } сваком од { $players } играча тражи { $needs } { $needs ->
    [one] карту
    [few] карте
   *[other] карата
}, а у шпилу од { $deck } { $deck ->
    [one] карте
    [few] карте
   *[other] карата
} после четири карте на столу остаје их само { $stock }
unplayable-stock-uneven = карте које остају после четири на столу ({ $stock }) не могу једнако да се поделе на { $players } играча
unplayable-redeal-short = за ново дељење после прве поделе у шпилу мора да остане још једна подела ({ $per_deal }), а остало је само { $left }
unplayable-group-size = група која даје збир мора да има од две до двадесет карата
unplayable-target = циљ { $target } није могућ: мора да буде од 1 до 10000
unplayable-bonus = ниједан бонус не сме да вреди више од 20 поена
unplayable-short-claims = кратка игра је једно дељење без циља који треба достићи, па пријава победе никад не би била тачна: кратка игра има { "claims=none" }
refusal-two-variants = Тражене су две варијанте, „{ $first }“ и „{ $second }“: наведите једну.
standings-rivals-empty = Ни ви ни ваши ривали нисте завршили ниједну партију{ $period ->
    [month] {" "}овог месеца
    [last-month] {" "}прошлог месеца
    [season] {" "}ове сезоне
    [last-season] {" "}прошле сезоне
   *[all] {""}
}{ $here ->
    [yes] {" "}у овом каналу
    [place] {" "}овде
   *[no] {""}
}.
standings-rivals-strength-empty = { $period ->
    [last-month] Ни ви ни ваши ривали нисте одиграли { $min } партија колико ова табела тражи.
    [last-season] Ни ви ни ваши ривали нисте одиграли { $min } партија колико ова табела тражи.
   *[other] Ни ви ни ваши ривали још немате { $min } партија колико ова табела тражи.
}
standings-you = Ваше место: { $row }
period-last-month = прошли месец
period-last-season = прошла сезона
