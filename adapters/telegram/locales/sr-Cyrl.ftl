# tablic — текстови Telegram адаптера, српски (ћирилица), пресловљено из латинице. Исти кључеви као en.ftl, истим редом.

## Мени команди (setMyCommands) и /help.
tg-command-new = отвори игру овде: /new [варијанта] [опција=вредност …] [timer=секунде|off]
tg-command-play = играј одмах против рачунара: /play [варијанта] [опција=вредност …] [timer=секунде|off]
tg-command-join = седи за сто отворене игре
tg-command-leave = напусти отворену игру пре почетка
tg-command-bot = посади рачунар за сто: /bot [ниво]
tg-command-go = почни игру (играч који ју је отворио)
tg-command-hand = покажи ми моје карте
tg-command-claim = пријави победу
tg-command-resign = предај игру
tg-command-back = преузми своје место од рачунара
tg-command-rematch = играј поново са истим играчима
tg-command-abort = прекини игру (ко ју је отворио или администратор)
tg-command-rules = варијанте, једна варијанта, опција или опција у варијанти: /rules [варијанта] [опција]
tg-command-standings = табела: /standings [поени|снага] [месец|прошли-месец|сезона|прошла-сезона|све] [ривали] [овде]
tg-command-stats = ваше партије овде: победе, поени, снага, табле, најбоље дељење
tg-command-settings = подразумевана подешавања групе (администратори): /settings [variant=… timer=… language=… notify=… computers=…]
tg-command-help = шта могу да урадим
tg-command-start = отвори приватни разговор у ком се приказују ваше карте
tg-help = Таблић и сродне игре. У групи: /new отвара игру, пријатељи притисну „{ button-join }“, /go је покреће; ваше карте стижу у наш приватни разговор. Сами: /play овде, против рачунара.
tg-welcome =
    Добар дан! Ја сам бот за Таблић и сродне игре: делим карте и водим резултат и табелу ове групе.
    /new овде отвара игру којој се други придружују; /play одмах почиње игру против рачунара. Ваше карте стижу у наш приватни разговор.
    Администратори подешавају језик којим овде говорим (сада { $current }) командом { $example } (језици: { $languages }).

## Сто за све.
tg-rules-target = до { $target }
tg-rules-short = игра од једног дељења
tg-rules-timer = { $time } по потезу
tg-lobby-opener = { $name } (домаћин)
tg-lobby-seats = Места { $seated }/{ $players }: { $names }
tg-lobby-how = Притисните „{ button-join }“ да седнете за сто. { $name } почиње игру; на празна места седају рачунари.
tg-lobby-how-private = Притисните „▶ { button-start }“ за игру{ $full ->
    [yes] {"."}
   *[no] ; на празна места седају рачунари.
}
tg-lobby-full = Сва места су заузета: { $name } почиње игру.
tg-last = Последњи потез: { $move }
tg-hand-last = Последњи потез дељења: { $move }
tg-last-trail = { $name } баца { $card } на сто
tg-last-capture = { $name } игра { $card } и носи { $take }
tg-last-sweep = жандар чисти сто
tg-last-by-computer = рачунар је одиграо уместо играча
tg-teams = Парови: { $first } против { $second }
tg-hand-rematch-by = { $name } покреће реванш: ово су ваше нове карте.
tg-seat = { $name } · { $count ->
    [one] { $count } карта
    [few] { $count } карте
   *[other] { $count } карата
}
tg-seat-away = није ту: игра рачунар
tg-seat-away-waiting = није ту
tg-side = страна { $number }
tg-score = Резултат: { $score }
tg-this-hand = Ово дељење: { $sides }
tg-this-hand-side = { $name } { $cards ->
    [one] { $cards } карта
    [few] { $cards } карте
   *[other] { $cards } карата
}, { $points ->
    [one] { $points } поен
    [few] { $points } поена
   *[other] { $points } поена
}
tg-this-hand-tablas = { $count ->
    [one] { $count } табла
    [few] { $count } табле
   *[other] { $count } табли
}
tg-closed = Ова игра је затворена.
tg-closed-new = Отворите нову командом /new.
tg-closed-restart = Бот је поново покренут и ова отворена игра није сачувана.
tg-rematch-hint = /rematch за реванш.
tg-closed-play = Отворите нову командом /play.
tg-over-below = Игра је завршена: погледајте испод.
tg-set-aside = Партија { $game } за овим столом није могла да се настави па је стављена по страни. Нема победника и не рачуна се ни у чију табелу.
tg-set-aside-table = Партија { $game } је стављена по страни: није могла да се настави. Не рачуна се никоме.

## Карте играча, у приватном разговору.
tg-hand-title = Ваше карте у { $where ->
    [private] нашој игри овде
    [untitled] игри ваше групе
   *[group] игри у групи „{ $title }“
}
tg-hand-choose = Шта носи { $card }?
tg-hand-page = страна { $page } од { $pages }
tg-hand-your-turn = На потезу сте: изаберите карту.
tg-hand-your-turn-timed = На потезу сте: изаберите карту (⏱ { $time } по потезу).
tg-button-redeal = Тражи нове карте
tg-hand-claim-total = { $partners ->
    [yes] Поени ваше стране за пријаву победе
   *[other] Ваши поени за пријаву победе
}: { $reached ->
    [yes] { $total }, циљ од { $target } је достигнут (/claim да пријавите победу)
   *[other] { $total } од { $target }
}
tg-stamp = Партија { $game } · потез { $move }
tg-match-over = { $where ->
    [private] Партија овде је завршена.
    [untitled] Партија у вашој групи је завршена.
   *[group] Партија у групи „{ $title }“ је завршена.
}
tg-you-took = Одиграли сте { $card } и однели { $take }.
tg-you-trailed = Бацили сте { $card } на сто.
tg-hand-superseded = Ова порука је застарела: ваше карте су у новијој поруци испод.
tg-hand-set-aside = { $where ->
    [private] Наша игра овде
    [untitled] Игра ваше групе
   *[group] Игра у групи „{ $title }“
} (партија { $game }) није могла да се настави па је стављена по страни: ваше карте у њој више нису у игри. Не рачуна се никоме.
tg-mention-turn = { $name }, на потезу сте: ваше карте су у нашем приватном разговору.
tg-mention-turn-timed = { $name }, на потезу сте (⏱ { $time } по потезу): ваше карте су у нашем приватном разговору.

## Бодовање дељења, кад се заврши.
tg-hand-over = Дељење { $number } је завршено
tg-hand-over-game = Дељење { $number } је завршено (партија { $game })
tg-hand-over-scored = Дељење { $number } је завршено: { $sides }
tg-dealt = Подељене су нове карте.
tg-score-cards = { $count ->
    [one] { $count } карта
    [few] { $count } карте
   *[other] { $count } карата
}
tg-score-card-points = { $count ->
    [one] { $count } поен од карата
    [few] { $count } поена од карата
   *[other] { $count } поена од карата
}
tg-score-most-cards = { $points } за највише карата
tg-score-last-capture = { $points } за последње ношење
tg-score-tablas = { $count ->
    [one] { $count } табла
    [few] { $count } табле
   *[other] { $count } табли
} ({ $points ->
    [one] { $points } поен
    [few] { $points } поена
   *[other] { $points } поена
})
tg-score-total = → { $hand } у овом дељењу, { $total } у партији

## Приватни разговор и пут до њега.
tg-someone = Неко
tg-link-blocked = { $name }: не могу да вам пошаљем карте док не отворите приватни разговор са мном. Додирните дугме, па покрените бота.
tg-link-waiting = { $name }: ваше карте чекају, али не могу да вам их пошаљем док не отворите приватни разговор са мном. Додирните дугме, па покрените бота.
tg-link-cards = { $name }: ваше карте су у нашем приватном разговору. Додирните дугме да га отворите.
tg-start-in-group = { $name }: { $seated ->
    [yes] ваше карте се приказују
   *[no] кад играте, ваше карте се приказују
} у нашем приватном разговору: { $opened ->
    [yes] додирните дугме да га отворите.
   *[no] додирните дугме, па покрените бота.
}
tg-button-show-cards = Покажи моје карте
tg-button-answer-privately = Одговори у приватном разговору
tg-start-seated = Имате место у { $where ->
    [private] нашој игри овде
    [untitled] игри ваше групе
   *[group] игри у групи „{ $title }“
}. Ваше карте ће бити приказане овде када игра почне.
tg-start-joined = Придружили сте се { $where ->
    [private] нашој игри овде
    [untitled] игри ваше групе
   *[group] игри у групи „{ $title }“
}. Ваше карте ће бити приказане овде када игра почне.
tg-join-closed = Придружили сте се { $where ->
    [private] нашој игри овде
    [untitled] игри ваше групе
   *[group] игри у групи „{ $title }“
}, али игра је затворена пре почетка.
tg-start-not-yours = То дугме приказује карте свог играча, не ваше.{ $joinable ->
    [yes] {" "}Да бисте играли, притисните { button-join } на столу игре.
   *[no] {""}
}
tg-toast-seated = Имате место за столом
tg-toast-cards = Ваше карте су у нашем приватном разговору
tg-claim-in-private = { $name }: пријава испод циља тражи потврду: одговорите у нашем приватном разговору.
tg-question-moved-on = Више не важи: игра је у међувремену одмакла. За нову пријаву напишите /claim.
tg-question-over = Више не важи: игра је завршена.
tg-question-set-aside = Више не важи: партија је стављена по страни.
tg-unknown-command = Не знам ту команду: /help показује шта могу да урадим.

## Подешавања групе.
tg-timer-off = искључено
# Where turn notices go, in /settings (the value /settings takes in brackets).
tg-notify-private = само у приватном разговору (private)
tg-notify-channel = и у групи (channel)
tg-settings = Подешавања ове групе: варијанта: { $variant } · време за потез: { $timer } · језик: { $language } · обавештења о потезу: { $notify } · игре са рачунаром улазе у табелу: { $computers }.
tg-settings-legend =
    Администратори мењају подешавање командом /settings и новом вредношћу, нпр. /settings timer=60 (подешавања: variant, timer, language, notify, computers; језици: { $languages })
    (private: само у приватном разговору; channel: и група помиње играча)
tg-saved =
    Сачувано. Промењено: { $changes }.
    { $settings }
tg-saved-unchanged =
    Ништа се није променило: то су већ подешавања ове групе.
    { $settings }

## Дугмад испод табеле.
tg-board-points = Поени
tg-board-strength = Снага
tg-board-everyone = Сви
tg-board-rivals = Ривали
tg-board-old = Ова табела је престара да би се мењала: затражите нову са /standings.
tg-board-topic = ова тема
tg-old-hand = Те карте су из раније игре: ваше карте у садашњој игри су у најновијој поруци.
tg-old-hand-over = Те карте су из раније игре, која је завршена.
tg-old-game-topic = То дугме припада ранијој игри у { $named ->
    [yes] теми „{ $topic }“
   *[no] овој теми
}: тамо користите најновији сто.
tg-game-gone-topic = Та игра у { $named ->
    [yes] теми „{ $topic }“
   *[no] овој теми
} је завршена или више није тамо: тамо започните нову командом /new.

## Одбијања: види их особа која је писала или притиснула.
tg-error-too-many-words = /{ $command } прима највише једну реч; погледајте /help.
tg-error-no-arguments = /{ $command } не прима аргументе; погледајте /help.
tg-error-unknown-named-command = Не знам /{ $command }: /help показује шта могу да урадим.
