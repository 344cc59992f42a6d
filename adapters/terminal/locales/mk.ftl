# tablic terminal — македонски.
# Зборовите на командите (`help`, `claim`, `resign`, `redeal`, `back`, `quit`) се пишуваат исто на сите јазици.

term-resuming = Ја продолжувате недовршената игра.
term-stored = Играта се чува во { $path }. Напишете `help` за командите.
term-you = Вие
term-you-short = вие
term-you-trailed = Фрливте { $card } на маса.
term-they-trailed = { $name } фрла { $card } на маса.
term-you-took = Одигравте { $card } и зедовте { $take }.
term-they-took = { $name } игра { $card } и зема { $take }.
term-tabla = ТАБЛА!
term-sweep = џандарот ја чисти масата
term-hand-over = Делењето { $number } заврши
term-col-cards = карти
term-col-points = поени
term-col-most = најмногу
term-col-last = последно
term-col-tablas = табли
term-col-hand = делење
term-col-match = партија
term-what-takes = Што зема { $card }?
term-take-nothing = ништо — фрли ја на маса
term-header = Делење { $number } · { $variant } до { $target } · { $score } · { $left }
term-captured = Земено
term-pile = { $name } { $cards ->
    [one] { $cards } карта
   *[other] { $cards } карти
}/{ $points ->
    [one] { $points } поен
   *[other] { $points } поени
}
term-may-redeal = (овие карти може еднаш да ги замените со `redeal`)
term-help = Изберете карта со нејзиниот број или име (9c, 10♦), па со број она што го зема. Исто така: { $extra }`resign` (предавање), `back` (друга карта), `rules` (правилата на оваа игра; `rules forced` објаснува една опција, `rules tabinet forced` и нејзината вредност во варијанта), `standings` (вашите резултати: `standings сила сезона`, `standings сите`), `quit` (излез, играта се чува).
term-help-claim = `claim` (пријава на победа),
term-help-redeal = `redeal` (нови карти),
term-wait = Почекајте го вашиот потег.
term-nothing-back = Немате каде да се вратите: изберете карта.
term-not-a-card = `{ $input }` не е ваша карта: напишете од 1 до { $count } или карта, на пр. 9c; `help` ги покажува командите.
term-not-a-choice = `{ $input }` не е понуден избор: напишете { $count ->
    [1] 0 или 1
   *[other] од 0 до { $count }
} (или `back` за друга карта).
term-resumed-other-rules = Продолжува недовршената игра { $variant }; она што го побаравте ({ $asked }) важи за вашата следна нова игра.
term-ended-while-away = Вашата последна игра заврши пред да го видите крајот:
term-line-not-utf8 = Тој ред не е UTF-8 текст; ништо не се промени.
term-line-too-long = Тој ред е подолг од { $max } бајти; ништо не се промени.
term-more-captures = { $card } може да земе повеќе од ова: напишете ги картите што ги земате, на пр. { $example }.
term-set-aside = Вашата недовршена игра ја зачувала друга верзија на tablic и оваа не може да ја прочита: останува зачувана настрана, а почнува нова игра.
term-tie-break-next = Резултатот е изедначен на { $score }, на целта или над неа: уште едно делење ја одлучува партијата, и во него никој не може да пријави победа.
term-won-tie-break = Победа: { $names }, во делењето одиграно поради изедначувањето на { $level }. Конечен резултат { $score }.
term-you-won-tie-break = { $partners ->
    [yes] Вашата страна победи во делењето одиграно поради изедначувањето на { $level }.
   *[other] Победивте во делењето одиграно поради изедначувањето на { $level }.
} Конечен резултат { $score }.
term-kept = Вашата игра е зачувана во { $path }: `{ $command }` ја продолжува од каде што застанавте.
term-claim-again = Напишете д (или повторно `claim`) за сепак да пријавите; н или било што друго ја продолжува играта.
term-claim-not = Не пријавивте победа: играта продолжува.
term-standings-unknown = `{ $word }` тука не е ни табела ни период: изберете { $points } или { $strength } и { $month }, { $last_month }, { $season }, { $last_season } или { $all }, на пр. `{ $example }`.
term-standings-more = Други табели: { $points } или { $strength } и { $month }, { $last_month }, { $season }, { $last_season } или { $all }, на пр. `{ $example }`.
term-resign-question = Да се предадете и да ја изгубите партијата? (д/н)
term-resign-not = Не се предадовте: играта продолжува.
term-tie-break-now = Резултатот беше изедначен на { $score }, на целта или над неа: ова делење ја одлучува партијата, и во него никој не може да пријави победа.
term-db-older = { $path } е база од постара верзија на `tablic`; `{ $command }` ја надградува (кога повеќе не ја користи ниеден постар `tablic play`), и тогаш табелата може да се прочита.
