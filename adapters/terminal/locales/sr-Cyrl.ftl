# tablic terminal — српски (ћирилица), пресловљено из латинице.
# Речи команди (`help`, `claim`, `resign`, `redeal`, `back`, `quit`) куцају се исто на свим језицима.

term-resuming = Настављате незавршену игру.
term-stored = Игра се чува у { $path }. Откуцајте `help` за команде.
term-you = Ви
term-you-short = ви
term-you-trailed = Бацили сте { $card } на сто.
term-they-trailed = { $name } баца { $card } на сто.
term-you-took = Одиграли сте { $card } и понели { $take }.
term-they-took = { $name } игра { $card } и носи { $take }.
term-tabla = ТАБЛА!
term-sweep = жандар чисти сто
term-hand-over = Дељење { $number } је завршено
term-col-cards = карте
term-col-points = поени
term-col-most = највише
term-col-last = последње
term-col-tablas = табле
term-col-hand = дељење
term-col-match = партија
term-what-takes = Шта носи { $card }?
term-take-nothing = ништа — баци је на сто
term-header = Дељење { $number } · { $variant } до { $target } · { $score } · { $left }
term-captured = Понето
term-pile = { $name } { $cards ->
    [one] { $cards } карта
    [few] { $cards } карте
   *[other] { $cards } карата
}/{ $points ->
    [one] { $points } поен
   *[other] { $points } поена
}
term-may-redeal = (ове карте можете једном да замените командом `redeal`)
term-help = Изаберите карту бројем или именом (9c, 10♦), па бројем оно што носи. Још: { $extra }`resign` (предаја), `back` (друга карта), `rules` (правила ове игре; `rules forced` објашњава једну опцију, `rules tabinet forced` и њену вредност у варијанти), `standings` (ваши резултати: `standings снага сезона`, `standings све`), `quit` (излаз, игра се чува).
term-help-claim = `claim` (пријава победе),
term-help-redeal = `redeal` (нове карте),
term-wait = Сачекајте свој потез.
term-nothing-back = Немате где да се вратите: изаберите карту.
term-not-a-card = `{ $input }` није ваша карта: откуцајте од 1 до { $count } или карту, нпр. 9c; `help` даје списак команди.
term-not-a-choice = `{ $input }` није понуђено: откуцајте { $count ->
    [1] 0 или 1
   *[other] од 0 до { $count }
} (или `back` за другу карту).
term-resumed-other-rules = Наставља се незавршена игра { $variant }; оно што сте тражили ({ $asked }) важи за вашу следећу нову игру.
term-ended-while-away = Ваша последња игра се завршила пре него што сте видели крај:
term-line-not-utf8 = Тај ред није УТФ-8 текст; ништа се није променило.
term-line-too-long = Тај ред је дужи од { $max } бајтова; ништа се није променило.
term-more-captures = { $card } може да носи више од овога: откуцајте карте које носите, нпр. { $example }.
term-set-aside = Вашу незавршену игру сачувала је друга верзија програма `tablic` и ова је не може прочитати: остаје сачувана по страни, а почиње нова игра.
term-tie-break-next = Резултат је изједначен на { $score }, на циљу или преко њега: још једно дељење одлучује партију, и у њему нико не може да пријави победу.
term-won-tie-break = Победа: { $names }, у дељењу одиграном због изједначења на { $level }. Коначан резултат { $score }.
term-you-won-tie-break = { $partners ->
    [yes] Ваша страна је победила у дељењу одиграном због изједначења на { $level }.
   *[other] Победили сте у дељењу одиграном због изједначења на { $level }.
} Коначан резултат { $score }.
term-kept = Ваша игра је сачувана у { $path }: `{ $command }` је наставља где сте стали.
term-claim-again = Откуцајте д (или поново `claim`) да ипак пријавите; н или било шта друго наставља игру.
term-claim-not = Нисте пријавили победу: игра се наставља.
term-standings-unknown = `{ $word }` овде није ни табела ни период: изаберите { $points } или { $strength }, и { $month }, { $last_month }, { $season }, { $last_season } или { $all }, нпр. `{ $example }`.
term-standings-more = Друге табеле: { $points } или { $strength }, и { $month }, { $last_month }, { $season }, { $last_season } или { $all }, нпр. `{ $example }`.
term-resign-question = Предати се и изгубити партију? (д/н)
term-resign-not = Нисте се предали: игра се наставља.
term-tie-break-now = Резултат је био изједначен на { $score }, на циљу или преко њега: ово дељење одлучује партију, и у њему нико не може да пријави победу.
term-db-older = { $path } је база старије верзије програма `tablic`; `{ $command }` је надограђује (кад је више не користи ниједан старији `tablic play`), и тада се табела може прочитати.
