# tablic — македонски.

## Грешки: ги гледа лицето што играло.
error-no-game = Во овој канал нема игра: започнете една со new.
error-game-in-progress = Тука моментално се игра: почекајте играта да заврши, па започнете своја игра.
error-game-open = Тука има отворена игра: приклучете се додека има слободни места или почекајте да заврши.
error-already-playing = Веќе ја играте играта тука.
error-already-started = Играта веќе започна.
error-already-seated = Веќе седите на оваа маса.
error-table-full = Сите места се зафатени.
error-not-seated = Не играте во оваа игра.
error-not-creator = Тоа може да го направи само играчот што ја отвори играта ({ $name }): обратете се до тој играч.
error-not-creator-or-admin = Играта може да ја прекине само играчот што ја отвори ({ $name }) или администратор.
error-not-playing = Играта моментално не се игра.
error-not-finished = Играта сè уште трае.
error-rematch-started = Реваншот е веќе започнат ({ $name }): во него го имате своето место.
error-rematch-yours = Реваншот веќе го започнавте: играта трае.
error-rematch-not-seated = Реванш можат да започнат само играчите од оваа партија.
error-stale = Тоа беше за претходна позиција во играта: еве ја тековната.
error-no-computer-there = На местото { $seat } нема компјутер.
error-not-away = Не сте отсутни: играте со своите карти.
error-no-claims = Во оваа варијанта нема пријавување победа.
error-claim-tie-break = Резултатот е изедначен на целта, па ова делење одлучува за победникот: никој не може да пријави победа додека тоа не заврши.
error-storage = Играта не можеше да се зачува, па ништо не се промени: обидете се повторно за момент.
error-unconfirmed = Не е потврдено дека ова е зачувано, па можеби се смета: погледнете ја масата каква што е сега пред да се обидете повторно.
error-changed = Играта во истиот миг беше променета на друго место, па ништо од вашето не е применето: погледнете ја масата каква што е сега и обидете се повторно.
error-set-aside = Зачуваниот запис на оваа игра веќе не може да се прочита, па играта е ставена настрана: започнете нова со new.
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
notice-created = Отворена е нова игра ({ $name }).
notice-joined = Се приклучува { $name }.
notice-left = Заминува { $name }.
notice-computer-added = На масата седнува { $name }.
notice-computer-removed = Од масата станува { $name }.
notice-started = Играта започна.
notice-rematch = { $name } започнува реванш.
notice-you-rematch = Започнавте реванш.
notice-redealt = Нови карти бара { $name }.
notice-claim-right = { $name } пријавува победа (поени: { $total }): пријавата е точна.
notice-claim-wrong = { $name } пријавува победа (поени: { $total }), а тоа не е доволно: ја губи партијата.
notice-resigned = Се предава { $name }.
notice-you-claim-right = Пријавивте победа (поени: { $total }): пријавата е точна.
notice-you-claim-wrong = Пријавивте победа (поени: { $total }), а тоа не е доволно: ја изгубивте партијата.
notice-you-resigned = Се предадовте.
notice-you-aborted = Ја прекинавте играта.
notice-aborted = Играта ја прекинува { $by }.
notice-timed-out = { $name }: времето истече, компјутерот го одигра потегот.
notice-timed-out-away = { $name }: времето истече двапати, компјутерот игра наместо играчот додека не се врати (со кое било копче или команда).
notice-you-timed-out = Времето ви истече: компјутерот го одигра потегот наместо вас.
notice-you-timed-out-away = Времето ви истече двапати: компјутерот игра наместо вас додека не се вратите (со кое било копче или команда).
for-you-took = Компјутерот наместо вас одигра { $card } и зеде { $take }.
for-you-trailed = Компјутерот наместо вас фрли { $card } на масата.
for-you-timed-out-took = Времето ви истече: компјутерот наместо вас одигра { $card } и зеде { $take }.
for-you-timed-out-trailed = Времето ви истече: компјутерот наместо вас фрли { $card } на масата.
for-you-timed-out-again-took = Времето ви повторно истече: компјутерот наместо вас одигра { $card } и зеде { $take }.
for-you-timed-out-again-trailed = Времето ви повторно истече: компјутерот наместо вас фрли { $card } на масата.
timed-out-warning = Ако времето ви истече и во следниот потег, компјутерот ќе игра наместо вас додека не се вратите (со кое било копче или команда).
timed-out-warning-alone = Ако времето ви истече и во следниот потег, играта ќе ве чека и ќе биде одложена ако не се вратите.
you-are-away = Отсутни сте: компјутерот игра наместо вас додека не се вратите (со кое било копче или команда).
you-are-away-waiting = Сите на масата се отсутни: играта чека додека некој не се врати (со кое било копче или команда).
you-are-away-waiting-alone = Отсутни сте: играта ве чека додека не се вратите (со кое било копче или команда).
notice-back = Се враќа { $name }.
notice-you-back = Се вративте: играта продолжува.
hand-partner = 👥 Вашиот партнер: { $name }
hand-moves-since = { $first ->
    [yes] Одиграно пред вашата прва карта:
   *[no] Одиграно од вашата последна карта:
}
notice-while-away-took = Додека бевте отсутни, компјутерот наместо вас одигра { $moves ->
    [one] { $moves } карта
   *[other] { $moves } карти
} и зеде { $taken ->
    [one] { $taken } карта
   *[other] { $taken } карти
} од масата.
notice-while-away-trailed = Додека бевте отсутни, компјутерот наместо вас фрли на масата { $moves ->
    [one] { $moves } карта
   *[other] { $moves } карти
}.
notice-closed = Сите заминаа: играта е затворена.
notice-everyone-away = Сите на масата се отсутни: играта чека. Ако никој не се врати за { $after }, играта се одложува и не се брои никому.
notice-one-away = { $name } не е на масата: играта чека. Ако { $name } не се врати за { $after }, играта се одложува и не се брои никому.
notice-you-away = Отсутни сте: играта ве чека. Ако не се вратите за { $after }, играта се одложува и не се брои никому.

## Маса и карти.
label-table = Маса
label-your-hand = Вашите карти
label-to-play = На потег: { $name }
label-hand-number = Делење { $number }
hand-leftovers = { $count ->
    [one] На масата остана { $count } карта{ $cards }, ја зема
   *[other] На масата останаа { $count } карти{ $cards }, ги зема
} { $by ->
    [last] { $names } за последното земање.
    [last-side] { $names } за последното земање.
    [dealer] { $names } како делител.
   *[dealer-side] { $names } како страна на делителот.
}
hand-most-cards-tied = Нерешено во карти, по { $count }: никој не добива { $points ->
        [one] { $points } поен
       *[other] { $points } поени
    } за најмногу карти.
hand-level-at-target = Водечките се изедначени на { $score }: уште едно делење одлучува за победникот, а во него никој не може да пријави победа.
table-tie-break = Водечките се изедначени на { $score }: ова делење одлучува за победникот, а во него никој не може да пријави победа.
hand-leftovers-you = { $count ->
    [one] На масата остана { $count } карта{ $cards }, ја земате
   *[other] На масата останаа { $count } карти{ $cards }, ги земате
} { $by ->
    [last] вие за последното земање.
   *[dealer] вие како делител.
}
late-tablas-end = Од седмото делење таблите се бодуваат дури на крајот од делењето, не веднаш ниту при пријава на победа.
late-tablas-end-pending = Од седмото делење таблите се бодуваат дури на крајот од делењето, не веднаш ниту при пријава на победа ({ $sides } на крајот од ова делење).
late-tablas-none = Од седмото делење таблите веќе не носат поени.
late-tablas-cap90 = Од седмото делење таблите ги бодува само страна што на почетокот на делењето имала помалку од 90, и тоа најмногу до 90.
late-tablas-cap90-open = Од седмото делење таблите ги бодува само страна што на почетокот на делењето имала помалку од 90, и тоа најмногу до 90 (поени од табли уште можни во ова делење: { $sides }).
label-cards-left = { $count ->
    [0] шпилот е празен
    [one] во шпилот уште { $count } карта
   *[other] во шпилот уште { $count } карти
}
label-tabla = Табла!
label-tabla-points = Табла! (+{ $points })
hand-redeal-hint = Овие карти смеете еднаш да ги одбиете, пред првата одиграна карта: { $button } Ви дава нови.
label-computer = Компјутер ({ $level })
button-join = Приклучи се
button-start = Почни
button-add-computer = Додај компјутер
button-my-hand = Мои карти
button-rematch = Реванш
button-trail = Фрли на маса
button-claim = Пријави победа
result-won = Победа: { $names }. Конечен резултат { $score }.
result-won-short = Победа со повеќе поени во игра од едно делење: { $names }. Конечен резултат { $score }.
result-won-claim = Победа со точна пријава: { $names }. Конечен резултат { $score }.
result-won-failed-claim = Победа: { $names }. Пријава на победа без доволно поени: { $by }. Конечен резултат { $score }.
result-won-failed-claim-you = Победа: { $names }. Пријавивте победа без доволно поени. Конечен резултат { $score }.
result-won-bonus = Победа со табланет: { $names }. Конечен резултат { $score }.
result-won-resignation = Победа: { $names }. Предавање: { $by }. Конечен резултат { $score }.
result-won-resignation-you = Победа: { $names }. Се предадовте. Конечен резултат { $score }.
result-ends-for-all = { $why ->
    [claim] Погрешната пријава
   *[other] Предавањето
} ја завршува играта за сите: победата му припаѓа на играчот со најмногу поени меѓу останатите{ $tied ->
    [yes] {" "}(при еднакви поени, на оној што прв седнал)
   *[no] {""}
}.
result-you-won = { $partners ->
    [yes] Вашата страна победи.
   *[other] Победивте.
} Конечен резултат { $score }.
result-you-won-short = { $partners ->
    [yes] Вашата страна победи со повеќе поени во игра од едно делење.
   *[other] Победивте со повеќе поени во игра од едно делење.
} Конечен резултат { $score }.
result-you-won-claim = { $partners ->
    [yes] Вашата страна победи со точна пријава.
   *[other] Победивте со точна пријава.
} Конечен резултат { $score }.
result-you-won-failed-claim = { $partners ->
    [yes] Вашата страна победи. Пријава на победа без доволно поени: { $by }.
   *[other] Победивте. Пријава на победа без доволно поени: { $by }.
} Конечен резултат { $score }.
result-you-won-bonus = { $partners ->
    [yes] Вашата страна победи со табланет.
   *[other] Победивте со табланет.
} Конечен резултат { $score }.
result-you-won-resignation = { $partners ->
    [yes] Вашата страна победи. Предавање: { $by }.
   *[other] Победивте. Предавање: { $by }.
} Конечен резултат { $score }.
## Names listed in a sentence: "Ana, Bob и Cy".
list-and = { $rest } и { $last }
result-drawn = { $leaders ->
    [none] Нерешено.
   *[other] Нерешено: { $leaders } го делат првото место.
} Конечен резултат { $score }.
result-aborted = Партијата е прекината на барање на { $by }. Не се брои никому.
result-adjourned = Партијата е одложена: никој не се врати. Не се брои никому.
result-adjourned-you = Партијата е одложена: не се вративте. Не се брои никому.
result-adjourned-one = Партијата е одложена: { $name } не се врати. Не се брои никому.
level-random = случаен
level-greedy = алчен
level-easy = лесен
level-medium = среден
level-hard = тежок

# Yes and no: the first word is the one shown; every word of every language is read.
words-yes = да д
words-no = не н
# A choice of one: $rest is every choice but the last, joined with commas; $last is the last.
list-or = { $rest } или { $last }

## Одбивања со зборовите на платформата на читателот.
refusal-no-game = Тука нема игра: отворете една со { $command }.
refusal-rematch-not-seated = Реванш можат да започнат само играчите од оваа партија: отворете нова игра со { $command }.
refusal-game-open = Тука има отворена игра: приклучете се со { $command } додека има слободни места или почекајте да заврши.
refusal-already-playing = Веќе ја играте играта тука: { $command } ги прикажува вашите карти.
refusal-not-creator-or-admin = Играта може да ја прекине само играчот што ја отвори ({ $name }) или { $platform ->
    [discord] управник на серверот
   *[other] администратор
}.
refusal-not-your-turn = Не сте на потег: игра { $name }.
refusal-unknown-level = Непознато ниво на компјутерот „{ $name }“: изберете { $levels }.
refusal-unavailable = Базата на податоци моментално не е достапна, обидете се повторно.
refusal-unknown-button = Тоа копче повеќе не работи: користете ги копчињата на најновата порака.
refusal-old-game = Тоа копче припаѓа на претходна игра на оваа маса: користете ја најновата маса.
refusal-game-gone = Таа игра заврши или веќе не е тука: започнете нова со { $command }.
refusal-set-aside = Зачуваниот запис на таа игра веќе не може да се прочита, па играта е ставена настрана: не се брои никому. Започнете нова со { $command }.
refusal-server-only = Ова работи само { $platform ->
    [discord] на сервер
   *[other] во група
}.
refusal-admins-only = { $platform ->
    [discord] Поставките на серверот можат да ги менуваат само членови со дозвола за управување со серверот (Manage Server): замолете некого од нив.
   *[other] Само администраторите на групата можат да ги менуваат нејзините поставки: замолете некого од нив.
}
refusal-bad-option = Таа опција не е во ред: { $detail }
refusal-period = „{ $period }“ не е нешто што { $command } го знае. Знае:
    • { $points } или { $strength }: која табела
    • { $month }, { $last_month }, { $season }, { $last_season } или { $all }: кој период
    • { $rivals }: само вие и луѓето со кои сте играле
    • { $here }: само игрите одиграни тука
refusal-internal = Нешто тргна наопаку кај мене; ништо не се промени. Обидете се повторно.
refusal-unknown-variant = Непозната варијанта „{ $name }“: изберете { $variants }.
refusal-unknown-option = Непозната опција „{ $name }“: опциите се { $options }.
refusal-missing-value = Опцијата „{ $name }“ бара вредност по „{ $key }=“: { $expected }.
refusal-bad-value = Опцијата „{ $name }“ не може да биде „{ $value }“: се очекува { $expected } (вредностите се пишуваат точно како што се наведени).
refusal-not-key-value = „{ $word }“ не е во обликот клуч=вредност: { $usage }
refusal-unknown-setting = Непозната поставка „{ $key }“: { $usage }
refusal-timer = Времето мора да биде број секунди од 0 до { $max } (0 или off значи без ограничување), а не „{ $value }“.
refusal-unknown-language = Непознат јазик „{ $name }“: изберете { $languages }.
refusal-yes-no = Поставката „{ $key }“ не може да биде „{ $value }“: напишете { $key }={ $yes } или { $key }={ $no }.
refusal-notify = { $platform ->
    [discord] „{ $value }“ не е место за известувања за потег: изберете { $channel } или { $private }.
   *[other] „{ $value }“ не е место за известувања за потег: напишете { $channel } или { $private }.
}
settings-usage = напишете { $command } { $platform ->
    [discord] со опциите што ги менувате
   *[other] variant=tablic timer=120 language=sr-Latn notify=channel computers=yes (времето во секунди, 0 или off значи без ограничување)
}

## Пријава на победа.
claim-question = { $partners ->
    [yes] Вашата страна има
   *[other] Имате
} { $total ->
    [one] { $total } поен
   *[other] { $total } поени
}; целта е { $target }. Пријава под целта не е точна, а неточна пријава ја губи партијата. Сепак да се пријави?
button-claim-anyway = Сепак пријави
button-back = Тука сум

## Табела и правила.
standings-title = { $board ->
    [strength] Сила
   *[points] Табела
} — { $period }
standings-here = овој канал
standings-empty = { $period ->
    [month] Овој месец нема партии што се бројат
    [last-month] Минатиот месец немаше партии што се бројат
    [season] Оваа сезона нема партии што се бројат
    [last-season] Минатата сезона немаше партии што се бројат
   *[all] Сè уште нема партии што се бројат
}{ $here ->
    [yes] {" "}во овој канал
    [place] {" "}тука
   *[no] {""}
}.
standings-row = { $rank }. { $name } — { $points ->
    [one] { $points } поен
   *[other] { $points } поени
} · { $matches ->
    [one] { $matches } партија
   *[other] { $matches } партии
}{ $with_computers }, { $wins ->
    [one] { $wins } победа
   *[other] { $wins } победи
}
standings-footer = Поени за табелата: добиена партија носи половина од вашиот конечен резултат и вашата предност пред вториот (101 : 94 дава 50 + 7 = 57), изгубена една десеттина од вашиот резултат (94 дава 9), нерешена една десеттина секому; партија од едно делење носи 5 за победа, 2 за нерешено и 0 за пораз. Прекинатите и одложените партии, како и оние ставени настрана, не се бројат никому.
standings-rivals = вие и вашите ривали
standings-with-computers = се бројат и игрите со компјутер
standings-computers-off = Игрите со компјутер на масата овде не се сметаат; администратор може да го вклучи тоа { $how ->
    [none] во поставките.
   *[other] со { $how }.
}
standings-row-computers = { $count } со компјутер
standings-strength-row = { $rank }. { $name } — сила { $strength } · { $matches ->
    [one] { $matches } партија
   *[other] { $matches } партии
}{ $with_computers }, { $wins ->
    [one] { $wins } победа
   *[other] { $wins } победи
}
standings-strength-empty = { $period ->
    [last-month] Никој не одигра { $min } партии колку што бара оваа табела.
    [last-season] Никој не одигра { $min } партии колку што бара оваа табела.
   *[other] Сè уште никој нема { $min } партии колку што бара оваа табела.
}
standings-strength-footer = Силата е бројот на победи поделен со бројот на партии, со додаток за честа игра: во месец +1 од 60 партии и уште +1 на секои 10 партии, најмногу +10 од 150; во сезона и од почеток +1 од 600 партии и уште +1 на секои 100, најмногу +10 од 1500. На оваа табела е секој со најмалку { $min } партии.
standings-no-rivals = Сè уште немате ривали: ривали се луѓето со кои овде сте завршиле партија.
standings-words-points = поени
standings-words-strength = сила
standings-words-month = месец
standings-words-last-month = минатиот-месец
standings-words-season = сезона
standings-words-last-season = минатата-сезона
standings-words-all = сите
standings-words-rivals = ривали ривалите
standings-words-here = тука
standings-words-last = минатиот минатата
standings-rivals-of = { $name } и ривалите
standings-place-of = Каде е { $name }: { $row }
standings-no-rivals-of = { $name } сè уште нема ривали: ривали се луѓето со кои овде е завршена партија.
standings-rivals-empty-of = Ниту { $name } ниту ривалите не завршија ниедна партија{ $period ->
    [month] {" "}овој месец
    [last-month] {" "}минатиот месец
    [season] {" "}оваа сезона
    [last-season] {" "}минатата сезона
   *[all] {""}
}{ $here ->
    [yes] {" "}во овој канал
    [place] {" "}тука
   *[no] {""}
}.
standings-rivals-strength-empty-of = { $period ->
    [last-month] Ниту { $name } ниту ривалите не одиграа { $min } партии колку што бара оваа табела.
    [last-season] Ниту { $name } ниту ривалите не одиграа { $min } партии колку што бара оваа табела.
   *[other] Ниту { $name } ниту ривалите сè уште немаат { $min } партии колку што бара оваа табела.
}
stats-title = { $name } — партии овде
stats-line = { $period }: { $matches ->
    [one] { $matches } партија
   *[other] { $matches } партии
}{ $with_computers }, { $wins ->
    [one] { $wins } победа
   *[other] { $wins } победи
}, { $points ->
    [one] { $points } поен за табелата
   *[other] { $points } поени за табелата
}, сила { $strength }{ $unranked }, { $tablas ->
    [one] { $tablas } табла
   *[other] { $tablas } табли
}, најдобро делење { $best }
stats-none = { $period }: нема партии што се бројат.
stats-never = { $name } сè уште нема завршена партија овде.
stats-never-you = Сè уште немате завршена партија овде.
stats-unranked = на табелата на сила дури од { $min } партии
stats-teams = Партнерите ги делат резултатот, таблите и најдоброто делење на својата страна.
stats-strength-bonus = Силата вклучува додаток за често играње: во месец од { $month } партии, во сезона и вкупно од { $season }.
period-month = овој месец
period-season = оваа сезона
period-all = од почеток
rules-title = Правила: { $variant }
rules-this-game = Оваа игра: { $variant }{ $options }.
rules-short = Само едно делење: победува поголемиот резултат.
rules-change = { $platform ->
    [discord] Секоја опција може да се промени кога играта се отвора, на пр. { $command } { $variant_opt }: { $variant } { $rules_opt }: target=151 partners=no (автоматското дополнување ги предлага опциите и нивните вредности).
    [terminal] Секоја опција може да се промени кога почнувате нова игра, на пр. { $command } --variant { $variant } --option target=151 --option partners=no.
   *[other] Секоја опција може да се промени кога играта се отвора, на пр. { $command } { $variant } target=151 partners=no.
}
rules-options = Опции: { $options }
rules-jack-tabla = J ја зема целата маса, а J што ја исчистува масата носи табла (jack-tabla=yes).
rules-jack-no-tabla = J ја зема целата маса, но не носи табла (jack-tabla=no).
rules-how-title = Како се игра:
rules-how-deal = Секој играч добива { $cards } { $cards ->
    [one] карта
   *[other] карти
}, а четири се ставаат отворени на масата. Кога ќе се испразнат сите раце, секој добива уште { $cards }, додека не се потроши шпилот од { $deck } карти: тука завршува делењето.
rules-how-redeal = Пред првата одиграна карта, првиот играч смее еднаш да ги одбие првите добиени карти и да добие нови.
rules-how-play = Кога сте на потег, играте една карта. Таа ги зема картите од масата од истиот ранг и сите групи карти од масата што збирно ја даваат нејзината вредност; карта што ништо не зема останува на масата.
rules-how-values = Вредности: картите со број својот број{ $jack ->
    [sweep] {""}
   *[twelve] , J 12
}{ $courts ->
    [low] , Q 12, K 13
    [none] {""}
   *[high] , Q 13, K 14
}, { $aces ->
    [one] кец 1
   *[both] кец 1 или 11 (по избор)
}.
rules-how-faces-by-rank = { $jack ->
    [sweep] Дамите и поповите
   *[twelve] J, дамите и поповите
} никогаш не се дел од група: земаат само карти од истиот ранг.
rules-how-group = Групата има најмногу { $size } { $size ->
    [one] карта
   *[other] карти
}.
rules-how-forced = Карта што може да зема мора да земе сè што може.
rules-how-free = Земањето е по Ваш избор: смеете да земете само дел од она што картата може или само да ја спуштите на масата.
rules-how-tabla = Земањето на сите карти од масата е табла и вреди { $points } { $points ->
    [one] поен
   *[other] поени
}{ $last ->
    [yes] {""}
   *[no] {""}, но не со последната карта од делењето
}.
rules-how-tablanette = Земањето на сите карти од масата е табланет: носи збир од вредностите на земените карти и на картата што ги зеде{ $last ->
    [yes] {""}
   *[no] {""}, но не со последната карта од делењето
}.
rules-how-leftovers = Кога делењето ќе заврши, { $who ->
    [dealer] страната на делителот
   *[last] страната што последна зела
} ги зема картите што останале на масата.
rules-how-score = Земените карти носат: { $points }.
rules-how-most-cards = Страната со најмногу карти добива { $points } { $points ->
    [one] поен
   *[other] поени
}{ $tie ->
    [last] {""}; при нерешено, страната што последна зела, ако е една од нив
   *[none] {""}; при нерешено, никој
}.
rules-how-last-capture = Последното земање носи { $points } { $points ->
    [one] поен
   *[other] поени
}.
rules-how-target = Делењата се играат сè додека некоја страна на крајот од делењето не собере { $target } { $target ->
    [one] поен
   *[other] поени
}: таа победува (поголемиот резултат, ако ги имаат повеќе).
rules-how-win-on-bonus = Страната што со табланет ќе стигне до { $target } победува веднаш.
rules-how-claims = Не мора да го чекате крајот на делењето: во секој миг смеете да пријавите победа, сметајќи го и она што сте го зеле во ова делење. Точна пријава победува, погрешна губи.
rules-how-partners = Партнерите седат еден спроти друг и ги делат земените карти и резултатот.
rules-option-title = Опција: { $option }
rules-option-values = Вредности:
rules-option-presets = Во варијантите:
rules-option-here = На оваа маса: { $value }
rules-option-set = { $platform ->
    [discord] Се поставува кога отворате игра: { $command } { $variant_opt }: { $variant } { $rules_opt }: { $example }
    [terminal] Се поставува кога почнувате игра: { $command } --variant { $variant } --option { $example }
   *[other] Се поставува кога отворате игра: { $command } { $variant } { $example }
}
rules-option-hint = { $platform ->
    [discord] Објаснување на една опција, со вредностите и изборот на секоја варијанта: { $command } { $option_opt }: { $example }
   *[other] Објаснување на една опција, со вредностите и изборот на секоја варијанта: { $command } { $example }
}
refusal-unknown-rules-word = „{ $name }“ не е ни варијанта ни опција. Варијанти: { $variants }. Опции: { $options }.
rules-option-in-variant = Во варијантата { $variant }: { $value }
refusal-rules-two-variants = „{ $first }“ и „{ $second }“ се двете варијанти.
refusal-rules-two-options = „{ $first }“ и „{ $second }“ се двете опции.
refusal-rules-too-many-words = Премногу зборови.
rules-ask = { $platform ->
    [discord] Наведете една варијанта, една опција или опција во варијанта: { $command } { $variant_opt }: { $variant } { $option_opt }: { $example }
   *[other] Наведете една варијанта, една опција или опција во варијанта: { $command } { $variant } { $example }
}
rules-range-cards = број карти од { $min } до { $max }
rules-about-players = Колку играчи седат на масата.
rules-value-players-2 = двајца играчи, еден спроти друг
rules-value-players-3 = тројца играчи, секој за себе
rules-value-players-4 = четворица играчи: два пара што седат еден спроти друг, освен со partners=no
rules-about-partners = Дали четворица играчи играат во два пара: партнерите седат еден спроти друг и имаат заедничка купчина и резултат; првиот и третиот што ќе седнат играат против вториот и четвртиот.
rules-value-partners-yes = два пара по двајца (само кога играат четворица)
rules-value-partners-no = секој игра за себе
rules-about-target = Поените што носат победа во партијата: победува страната што ги има на крајот од делењето.
rules-value-target-number = поените до кои се игра (101, 151, 251, …)
rules-about-short = Игра од едно делење: победува поголемиот резултат по него, без цел.
rules-value-short-yes = само едно делење; нема пријава на победа, зашто нема цел
rules-value-short-no = се дели додека некоја страна не стигне до целта
rules-about-match-tie = Што се случува кога водечките страни се изедначени на целта или над неа по делењето.
rules-value-match-tie-play-on = се игра уште едно делење, во кое никој не може да пријави победа
rules-value-match-tie-draw = партијата е нерешена
rules-about-deck = Со кој шпил се игра.
rules-value-deck-52 = целиот шпил од 52 карти
rules-value-deck-40 = 40 карти, без J, дами и попови (словенечката игра)
rules-about-cards-per-deal = Колку карти добива секој играч во едно делење; се дели додека шпилот не се потроши. Број што не ги дели картите подеднакво се одбива, со броевите што ги делат.
rules-value-cards-per-deal-number = картите што секој играч ги добива во едно делење
rules-about-redeal = Дали првиот играч смее еднаш да ги одбие првите карти што ги добил (табинет): тие се мешаат назад во шпилот и се делат нови.
rules-value-redeal-yes = првиот играч може еднаш да бара нови карти, пред да одигра карта
rules-value-redeal-no = нема нови карти: се игра со поделеното
rules-about-jack = Што прави J.
rules-value-jack-12 = обична карта што вреди 12
rules-value-jack-sweep = ги зема сите карти од масата и никогаш не е дел од збир
rules-about-jack-tabla = Дали J што зема сè (jack=sweep) и ја исчистува масата носи табла.
rules-value-jack-tabla-yes = носи табла (табланет)
rules-value-jack-tabla-no = ги зема картите, но не носи табла
rules-about-aces = Колку вреди кецот при земање.
rules-value-aces-1-11 = 1 или 11, како што играчот ќе избере за секој кец
rules-value-aces-1 = секогаш 1
rules-about-courts = Колку вредат дамата и попот.
rules-value-courts-13-14 = дама 13, поп 14
rules-value-courts-12-13 = дама 12, поп 13 (табланет)
rules-about-faces-in-sums = Дали дамите и поповите (и J што вреди 12) можат да бидат дел од збир.
rules-value-faces-in-sums-yes = се собираат како и сите други карти
rules-value-faces-in-sums-no = земаат само карта од истиот ранг
rules-about-largest-group = Најмногу карти од масата во една група чиј збир е вредноста на одиграната карта.
rules-value-largest-group-any = без ограничување
rules-value-largest-group-number = најмногу толку карти во група (јапонски табланет: 3)
rules-about-forced = Дали играчот мора да зема кога одиграната карта може.
rules-value-forced-yes = карта што може да зема мора да земе сè што може; се бира само меѓу најголемите земања и колку вреди секој кец
rules-value-forced-no = земањето е слободно: играчот може да земе само дел од она што картата може или да ја фрли картата на масата
rules-about-tabla = Што носи земањето на сите карти од масата.
rules-value-tabla-none = ништо
rules-value-tabla-sum = збирот на вредностите на земените карти и на картата што ги зеде (табланет)
rules-value-tabla-number = толку поени за секоја табла
rules-about-last-card-tabla = Дали чистењето на масата со последната карта од делењето сепак носи поени.
rules-value-last-card-tabla-yes = носи (Tablanette)
rules-value-last-card-tabla-no = не носи ништо
rules-about-late-tablas = Како се бројат таблите од седмото делење натаму (трите начини на таблиќ).
rules-value-late-tablas-always = секогаш се бројат веднаш
rules-value-late-tablas-none = не носат ништо
rules-value-late-tablas-end = се бројат на крајот од делењето, не при пријава на победа во текот на него
rules-value-late-tablas-cap90 = ги добива само страна што на почетокот на делењето имала помалку од 90, и тоа најмногу до 90
rules-about-win-on-bonus = Дали страната што ќе стигне до целта со поени од табланет победува веднаш, среде делењето.
rules-value-win-on-bonus-yes = партијата тука завршува (јапонски табланет)
rules-value-win-on-bonus-no = за партијата се одлучува на крајот од делењето
rules-about-card-points = Колку вредат земените карти на крајот од делењето.
rules-value-card-points-standard = A K Q J 10 по поен, 10♦ два, 2♣ еден
rules-value-card-points-tablanet = 10♦ три, 2♣ два, секој кец еден
rules-value-card-points-high = A 11, 10 10, K 4, Q 3, J 2
rules-about-most-cards = Поени за страната што во делењето зела најмногу карти.
rules-value-most-cards-number = поените што ги добива (0: ниеден)
rules-about-most-cards-tie = Кој ги добива поените за најмногу карти кога водечките страни зеле подеднакво.
rules-value-most-cards-tie-none = никој
rules-value-most-cards-tie-last = страната што последна зела, ако е една од нив
rules-about-last-capture = Поени за последното земање во делењето.
rules-value-last-capture-number = поените што ги добива (0: ниеден)
rules-about-leftovers = Кој ги зема картите што останале на масата на крајот од делењето.
rules-value-leftovers-dealer = страната на делителот
rules-value-leftovers-last = страната што последна зела
rules-about-claims = Дали страната може во секој миг да ја прекине партијата со пријава дека стигнала до целта, сметајќи го и она што го зела во ова делење: точна пријава победува, погрешна губи.
rules-value-claims-claim = пријавата на победа е дозволена
rules-value-claims-count-out = истото правило под името од играта Tablanette (пребројување)
rules-value-claims-none = нема пријава: за партијата се одлучува само на крајот од делењето
lobby-teams = Парови: { $first } против { $second }. Партнерите седат еден спроти друг: првиот и третиот што ќе седнат играат против вториот и четвртиот.
lobby-free-seat = (слободно место)
rules-list = Варијантите ({ $command } и името на варијантата за една):
summary-tablic = Српски таблиќ: J 12, Q 13, K 14, кец 1 или 11, какви било збирови, табла 1, до 101, пријава на победа
summary-tabinet = Романски табинет: како таблиќ, првиот играч може еднаш да бара нови карти, без пријава на победа
summary-tablanette = Tablanette: J зема сè, табланетот носи збир од земените карти, до 251, пребројување
summary-tablanet = Табланет: J зема сè, кецот се собира како 1, дама и поп само по ранг, поени 10♦ 3 · 2♣ 2 · секој кец 1, до 101
summary-tablic-40 = Словенечки таблиќ со 40 карти за тројца: четири карти по делење, поен за последното земање
summary-tablanette-jp = Јапонски табланет: збирови од две или три карти, мора да земете сè што можете, до 251
span-hours = { $n } ч
span-minutes = { $n } мин
span-seconds = { $n } с
duration-hours = { $count ->
    [one] { $count } час
   *[other] { $count } часа
}
duration-minutes = { $count ->
    [one] { $count } минута
   *[other] { $count } минути
}
duration-seconds = { $count ->
    [one] { $count } секунда
   *[other] { $count } секунди
}
error-no-redeal = Во оваа игра нема ново делење: само во табинет (или во игра отворена со redeal=yes) првиот играч може да бара нови карти.
refusal-uneven-deal = Со { $players } играчи секој добива вкупно { $each } карти, а по { $per_deal } картите би се делеле { $deals }: изберете cards-per-deal { $choices }.
deal-usual-short = { $size } (вообичаено { $deals })

## Што прима опцијата (во refusal-bad-value): вредностите во наводници, како што се пишуваат.
option-value = „{ $value }“
expected-number = цел број од { $min } до { $max }
expected-points = број поени од { $min } до { $max }
expected-courts = { $values } за дамата и попот
## Зошто правилата не може да се играат (во error-rules).
unplayable-players = { $players } { $players ->
    [one] играч
   *[other] играчи
}: можат да играат од 2 до 4 играчи
unplayable-partners = паровите бараат точно четири играчи: додајте { "players=4" } или изоставете { "partners=yes" }
unplayable-deal-too-big = првата подела по { $per_deal } на секој од { $players } играчи бара { $needs } { $needs ->
    [one] карта
   *[other] карти
}, а во шпилот од { $deck } карти по четирите карти на масата остануваат само { $stock }
unplayable-stock-uneven = картите што остануваат по четирите на масата ({ $stock }) не може подеднакво да се поделат на { $players } играчи
unplayable-redeal-short = за ново делење по првата подела во шпилот треба да остане уште една подела ({ $per_deal }), а останаа само { $left }
unplayable-group-size = групата што дава збир мора да има од две до дваесет карти
unplayable-target = целта { $target } не е можна: мора да биде од 1 до 10000
unplayable-bonus = ниеден бонус не смее да вреди повеќе од 20 поени
unplayable-short-claims = кратката игра е едно делење без цел што треба да се достигне, па пријавата на победа никогаш не би била точна: кратката игра има { "claims=none" }
refusal-two-variants = Побарани се две варијанти, „{ $first }“ и „{ $second }“: наведете една.
standings-rivals-empty = Ниту вие ниту вашите ривали не завршивте ниедна партија{ $period ->
    [month] {" "}овој месец
    [last-month] {" "}минатиот месец
    [season] {" "}оваа сезона
    [last-season] {" "}минатата сезона
   *[all] {""}
}{ $here ->
    [yes] {" "}во овој канал
    [place] {" "}тука
   *[no] {""}
}.
standings-rivals-strength-empty = { $period ->
    [last-month] Ниту вие ниту вашите ривали не одигравте { $min } партии колку што бара оваа табела.
    [last-season] Ниту вие ниту вашите ривали не одигравте { $min } партии колку што бара оваа табела.
   *[other] Ниту вие ниту вашите ривали сè уште немате { $min } партии колку што бара оваа табела.
}
standings-you = Вашето место: { $row }
period-last-month = минатиот месец
period-last-season = минатата сезона
