# The interface's words in English. Every message here has its Kiswahili
# twin in sw.ftl (tests/words.rs checks both ways). The game's own terms
# (kichwa, nyumba, mtaji, takasa, takasia, safari, namua) stay as they are.

ok = OK

## The title screen
title-subtitle = The East African four-row mancala
title-continue = Continue
title-continue-hover = { $edition }, { $moves } moves played: go on where you left off
title-quick-play = Quick play
title-quick-play-hover = Bao la Kujifunza, you as South against Hodari (level 3)
title-customise = Customise a game…
title-learn = Learn
title-learn-hover = Short lessons: the rules in plain words, an example, then a question
title-practice = Practice
title-practice-hover = Put seeds where you like and try moves from there, step by step
title-watch = Watch a replay…
title-watch-hover = Open a game record (.bao) and watch it again, move by move
rules = Rules
settings = Settings
quit = Quit

## The pause screen
pause-title = Paused
pause-resume = Resume (Esc)
pause-reset = Reset: start this game again
pause-new-game = New game…
pause-save = Save game…
pause-save-hover = Keep this game as a record (.bao) to watch it again
pause-main-menu = Main menu

## The top bar
bar-menu = Menu (Esc)
bar-rules = Rules (F1)
bar-marks = Marks (L)
bar-speed = speed: { $speed }
bar-finish = Finish move (F)
bar-take-back = Take back (U)
bar-take-back-hover = Against a bot: your last move and its reply. A win is then not a personal best.
bar-hint = Hint (H)
bar-hint-hover = The move the strongest bot would play, marked on the board. A win is then not a personal best.

## Speeds
speed-slow = slow
speed-normal = normal
speed-fast = fast
speed-very-fast = very fast

## The settings window
saving-switch = Save on this device
saving-on = On: your settings, the game in progress and, if you choose, your personal bests are kept on this computer.
saving-off = Off: nothing is written on this computer. Your settings last until you quit.
saving-bests = Keep personal bests (clean wins against a bot)
saving-bests-window = Personal bests…
saving-erase = Erase device scores…
settings-volume = volume
settings-mute = mute
settings-counts = seed counts beside the pits (C)
settings-names = pit names A1…b8 (N)
settings-preview = move preview: where a move ends, before you play it
settings-preview-hover = A win with previews does not count as a personal best.
settings-animation = animation
settings-colours = mark colours
palette-standard = standard
palette-colour-blind = colour-blind safe
settings-reduced-motion = reduced motion: seeds fade from pit to pit instead of flying
settings-view = board seen from
view-auto = the person's side
view-south = South
view-north = North
settings-scale = text and buttons
settings-language = language
settings-done = Done (Esc)

## Who acts, and the move counter
side-south = South
side-north = North
side-you = { $side } (you)
turn-moves = { $side } moves
turn-to-move = { $side } to move
turn-thinking = { $side } is thinking…
turn-lesson = Lesson
turn-practice = Practice board: set up a position
turn-record-ends = The record ends here
turn-over = The game is over
counter-move = move { $n }
counter-after = after move { $n }
counter-one-move = 1 move
counter-moves = { $n } moves
prompt-pit = { $side }: choose a pit whose rim glows (click it, or Tab / arrows then Enter).
row-front = front row
row-back = back row
