# The interface's words in English. Every message here has its Kiswahili
# twin in sw.ftl (tests/words.rs checks both ways). The game's own terms
# (kichwa, nyumba, mtaji, takasa, takasia, safari, namua) stay as they are.

ok = OK

## The title screen
title-subtitle = The East African four-row mancala
title-continue = Continue
title-continue-hover = { $edition }, { $moves ->
    [one] 1 move
   *[other] { $moves } moves
} played: go on where you left off
title-quick-play = Quick play
title-quick-play-hover = Bao la Kujifunza, you as South against Hodari (level 3)
title-customise = Customise a game…
title-learn = Learn
title-learn-hover = Short lessons: the rules in plain words, an example, then a question
title-practice = Practice
title-practice-hover = Put seeds where you like and try moves from there, step by step
title-puzzles = Puzzles
title-puzzles-hover = Find the one move that wins: positions from bots' games and the proof, rated for you
title-continue-file = Continue a saved game…
title-continue-file-hover = Open a game you saved (.bao) and play on from its last move
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
pause-save-record-hover = Saves this record as a file, with the engine's review written into it once the review is done.
pause-main-menu = Main menu
pause-puzzle-retry = Start this puzzle again
pause-puzzle-hint = Hint: the pit to sow (counts as help)
pause-puzzle-solution = Show the solution
pause-puzzle-skip = Skip to the next puzzle
pause-lesson-again = Try the question again

## The top bar
bar-menu = Menu (Esc)
bar-rules = Rules (F1)
bar-marks = Marks (L)
bar-speed = speed: { $speed }
bar-finish = Finish move (F)
bar-next-event = Next event ▶ (right arrow)
bar-next-event-hover = Step by step is on: the move stops after each event. This shows the next one; "Finish move" shows the rest at once.
bar-take-back = Take back (U)
bar-take-back-hover = Against a bot: your last move and its reply. A win is then not a personal best.
bar-hint = Hint (H)
bar-hint-hover = The move the strongest bot would play, marked on the board. A win is then not a personal best.
bar-hint-stop = Stop the hint (H)
bar-hint-stop-hover = Bingwa is still looking for the best move; this stops the search.

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
saving-erase = Erase my data on this device…
settings-volume = volume
settings-mute = mute
settings-counts = seed counts beside the pits (C)
settings-names = pit names A1…b8 (N)
settings-preview = move preview: where a move ends, before you play it
settings-preview-hover = A win with previews does not count as a personal best.
settings-warnings = beginner's warnings: moves that give much away, pits under threat
settings-warnings-hover = A win with a warning shown does not count as a personal best, as with a hint.
warning-loses = Careful: after { $move }, { $opponent } wins at once with { $reply }.
warning-takes = Careful: after { $move }, { $opponent } can take { $seeds } of your seeds with { $reply }.
warning-play-anyway = Play it anyway (Enter)
warning-choose-again = Choose again (Backspace)
warning-why = The warning looks one move ahead; the hint (H) looks deeper, and it is never warned of.
mark-threatened = under threat: the opponent could capture from here on their turn
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
counter-after = after move { $n } ({ $side })
counter-trying = trying a move instead of move { $n }
counter-branch = the better line
counter-start = at the start
counter-hover = A move is a pair: South's turn and North's, as the move list and the records count them.
counter-one-move = 1 move
counter-moves = { $n } moves
prompt-pit = { $side }: choose a pit whose rim glows (click it, or Tab / arrows then Enter).
refused-not-yours = { $pit } is { $owner }'s. Choose one of your pits whose rim glows: { $pits }.
refused-empty = { $pit } is empty. These can be sown: { $pits }.
refused-must-capture = You must capture when you can, and { $pit } does not: { $pits } can.
refused-not-now = { $pit } cannot be sown now. These can: { $pits }.
row-front = front row
row-back = back row

## Counts
seeds = { $n ->
    [one] 1 seed
   *[other] { $n } seeds
}

## A move's events in words (the step-by-step sentences)
kichwa-left = the left kichwa
kichwa-right = the right kichwa
explain-store = A seed from { $side }'s store goes into { $pit }, which then holds { $seeds }.
explain-reserve = A seed from { $side }'s reserve goes into { $pit }, which then holds { $seeds }.
explain-tax = The nyumba { $pit } is the only pit to play: it pays tax, only 2 of its seeds are sown and it stays a house.
explain-lift = { $pit } held { $seeds }: they are lifted into the hand.
explain-lift-relay = All { $seeds } of { $pit } go into the hand.
explain-hand-empty = the hand is empty
explain-hand-holds = { $seeds } left in the hand
explain-drop = A seed drops into { $pit }, which now holds { $seeds }; { $left }.
explain-relay = The last seed fell into { $pit }, which held { $before } before it: relay, the { $seeds } are lifted and sown on.
explain-sown-from-itself = They are sown from { $pit } itself
explain-sown-from = They are sown from { $kichwa } { $pit }
explain-sown-from-chosen = They are sown from { $kichwa } { $pit }, the one the player chose
explain-capture = The lap ended in { $at }, in the front row, and the pit facing it, { $from }, holds { $seeds }: capture. { $sown }.
explain-safari = The capture's sowing ended in the nyumba { $pit }: safari, the house is lifted and sown on.
explain-house-lost = { $side }'s nyumba was lifted or captured: it is no longer a house.
explain-takasia-honoured = The lap ended in { $pit }, which may not be played this turn (takasia): the move stops there.
explain-front-row-empty = { $side }'s front row is empty: { $side } has lost.
explain-end-empty = The last seed fell into { $pit }, which was empty, so the move ends. { $next } to move.
explain-end-nyumba = The sowing ended in { $side }'s own house { $pit }: a quiet move stops there.
explain-end-safari-declined = The player stops at the nyumba { $pit } instead of going on a safari.
explain-end-takasia = The move ends in { $pit }.
explain-end-game-over = The game is over.
explain-takasia-set = Takasia: { $side } may not start from { $pit } next turn, as only it could be captured from.
explain-takasia-exempt = { $pit } would be takasia'd, but { $why }, so it is not.
takasia-exempt-nyumba = it is an owned nyumba
takasia-exempt-only-occupied = it is the only occupied front pit
takasia-exempt-only-more-than-one = it is the only front pit with more than one seed
takasia-exempt-single = it holds a single seed
explain-never-ending = The sowing from { $pit } never ends: after { $laps } laps it was back where it stood after { $repeat }, and so it would go round for ever. The game ends unranked.
explain-elided = { $laps } more laps follow the same way; the board jumps to where they leave the seeds.

## What a move would do (the move preview)
preview-never-ends = never ends: its sowing would repeat for ever (the game would end unranked)
preview-takata = a takata (no capture), ends in { $pit }
preview-takasa = a takasa (no capture), ends in { $pit }
preview-captures = captures { $seeds } from { $from }, ends in { $pit }
preview-wins = { $preview }: it wins the game

## The lessons: a title, paragraphs, what the example shows, the question
lesson-sowing-title = Sowing and relay
lesson-sowing-teach-1 = Each player owns the two rows nearest them: a front row and a back row. Seeds only ever travel round your own two rows.
lesson-sowing-teach-2 = A move takes all the seeds of one of your pits with 2 or more and sows them one by one into the next pits, in the direction you choose.
lesson-sowing-teach-3 = Where the last seed falls matters. If that pit was empty, the move ends. If it already held seeds, that is a relay: you lift them all and sow on in the same direction.
lesson-sowing-note = Watch where each lap ends: on seeds it goes on, in an empty pit it stops.
lesson-sowing-prompt = No capture is possible here. Find a move whose first lap ends on seeds, so that it relays.
lesson-takata-title = Takata and the back row
lesson-takata-teach-1 = A move that captures nothing is a takata. You may only play a takata when no capture is possible.
lesson-takata-teach-2 = A takata starts from your front row if any front pit holds 2 or more seeds. Only when none does may you start from your back row.
lesson-takata-teach-3 = A pit with 16 or more seeds is always sown as a takata. And when your only seeds in the front row lie in a kichwa (an end pit), it may not be sown out into the back row.
lesson-takata-note = No capture is possible, so this is a takata from the front row: it relays, but never captures.
lesson-takata-prompt = Your front row has no pit with 2 seeds, so you must start from the back row. Find the takata that relays.
lesson-capture-title = The capture (mtaji) and the kichwa rule
lesson-capture-teach-1 = When a lap ends in one of your front pits that already held seeds, and the opponent's pit facing it holds seeds too, you capture them all.
lesson-capture-teach-2 = Captured seeds are sown back into your rows starting from a kichwa, an end pit of your front row: from the left kichwa for a capture at pit 1 or 2, from the right one at 7 or 8, and in the middle from the kichwa that keeps your direction.
lesson-capture-teach-3 = If any move can capture, you must play a capturing move. Then every lap that ends on your own front seeds facing seeds captures again.
lesson-capture-note = The lap ends on A5, facing seeds: they are taken and sown from the left kichwa, A1.
lesson-capture-prompt = Every move here captures. Find the one that takes the most seeds.
lesson-chain-title = Chained captures
lesson-chain-teach-1 = A capture does not end a move. The captured seeds are sown from the kichwa, and if that lap ends on your own front seeds facing seeds, you capture again.
lesson-chain-teach-2 = Strong players look for moves whose captures chain, taking seeds from several of the opponent's pits in one turn.
lesson-chain-note = Count the captures: each lap that ends on your seeds facing seeds takes again.
lesson-chain-prompt = Find the move that captures at least twice.
lesson-sixteen-title = The 16-seed rule and the lone kichwa
lesson-sixteen-teach-1 = A pit holding 16 seeds or more never starts a capture: sown, it goes round your rows as a takata. So when a capture is possible it cannot be played at all, and its rim does not glow.
lesson-sixteen-teach-2 = One more limit: when the only seeds in your front row lie in a kichwa (an end pit), that kichwa may not be sown outward into your back row; only inward.
lesson-sixteen-note = A3 holds 16: it is sown as a takata, round both rows, and captures nothing.
lesson-sixteen-prompt = A5 holds 16 seeds, so it may not be played while a capture is possible. Find the capture that takes the most seeds.
lesson-winning-title = How a game is won
lesson-winning-teach-1 = You win as soon as your opponent's front row is empty, even in the middle of your move. You also win when your opponent cannot move at all.
lesson-winning-teach-2 = So the front row is what to defend, and what to attack: capturing the last seeds of the opponent's front row ends the game.
lesson-winning-note = Watch North's front row: this move takes its last seeds.
lesson-winning-prompt = Find the move that empties North's front row and wins.
lesson-namua-title = The namua stage
lesson-namua-teach-1 = Bao la Kiswahili begins with most seeds in each player's store. While you have seeds there, every move starts by putting one store seed into a pit of your front row.
lesson-namua-teach-2 = If that pit already held seeds and the pit facing it holds seeds, you capture them; a capture in a middle pit lets you choose the kichwa to sow from. Capturing is compulsory when it is possible.
lesson-namua-teach-3 = Otherwise the move is a takasa: the pit is lifted whole and sown, relays follow, and nothing is captured.
lesson-namua-note = A seed from the store goes into A3, which faces seeds: a capture, sown from the kichwa you choose.
lesson-namua-prompt = Put your store seed where it captures the most seeds.
lesson-safari-title = The nyumba, tax and the safari
lesson-safari-teach-1 = Your nyumba is the square pit, your front pit 5. While you own it and it holds 6 or more seeds it is functional: it is not lifted by an ordinary move.
lesson-safari-teach-2 = In the namua stage the functional nyumba may be chosen for a takasa only when it is your only occupied front pit. Then it pays tax: only 2 of its seeds are sown, and it stays your house.
lesson-safari-teach-3 = When a lap of a capturing move ends in your functional nyumba and the pit facing it is empty, you choose: stop there, or go on a safari: lift the nyumba and sow on. A safari gives up the nyumba for good.
lesson-safari-note = The capture's sowing ends in the nyumba: the player goes on, and the nyumba's seeds are sown.
lesson-safari-prompt = Find the capture whose sowing reaches your nyumba, and go on a safari from it.
lesson-takasia-title = Takasia
lesson-takasia-teach-1 = Takasia belongs to the mtaji stage, when both stores are empty. After a takasa (a move that captures nothing), if the mover's possible captures would all take from one and the same pit of yours, and you have no capture yourself, that pit is takasia'd for your next move.
lesson-takasia-teach-2 = You may not start your move from a takasia'd pit, and a lap of yours that ends in it ends your move there, even on seeds. Passing through it is allowed. A position string shows it as a flag, such as takasia=A3.
lesson-takasia-note = A3 is takasia'd: the lap ends on its seeds, and instead of a relay the move ends there.
lesson-takasia-prompt = A3 is takasia'd. Find the move that relays all the same.
lesson-raid-title = The reserve and the raid
lesson-raid-teach-1 = Bao la Kimasai has two parts. In the first, every move brings one seed from your reserve into one of your pits, lifts that pit and sows it, always clockwise; nothing is captured.
lesson-raid-teach-2 = When all the reserve seeds are on the board, the second part begins: you may lift any pit of yours, even a single seed. A lap that ends on your own front seeds facing the opponent's front seeds raids them: they are taken and sown on from that pit.
lesson-raid-note = The lap ends on A7, facing seeds: they are taken and sown on from A7.
lesson-raid-prompt = Find the move that raids North's front row.

## What a lesson says of an answer
goal-relay = relays at least once
goal-capture = captures
goal-two-captures = captures twice or more
goal-most-seeds = takes the most seeds
goal-win = wins at once
goal-safari = goes on a safari
times = { $n ->
    [1] once
    [2] twice
   *[other] { $n } times
}
verdict-not-legal = { $move } cannot be played here: { $why }
verdict-right-relay = Right: { $move } relays { $times }.
verdict-right-capture = Right: { $move } captures { $times } and takes { $seeds }.
verdict-right-most = Right: { $move } takes { $seeds }, the most.
verdict-right-win = Right: after { $move }, { $side }'s front row is empty: you win.
verdict-right-safari = Right: { $move } goes on a safari from the nyumba.
verdict-wrong-relay = Not this one: { $ending }, without a relay.
verdict-wrong-capture = Not this one: { $ending }, before any capture.
verdict-wrong-two-captures = Not this one: after { $captures ->
    [0] no capture
   *[other] { $times } capturing
}, { $ending }.
verdict-wrong-most = Not the most: { $move } takes { $seeds } ({ $ending }); one move takes { $most }.
verdict-wrong-win = Not yet a win: { $ending }, and { $side }'s front row still holds { $seeds }.
verdict-wrong-safari = Not a safari: { $ending }.
ending-plain = the move ended
ending-empty = your last seed fell into { $pit }, which was empty, so the move ended
ending-nyumba = your lap ended in your nyumba { $pit }, which ends a takasa move
ending-safari-declined = you stopped in your nyumba { $pit }
ending-takasia = your lap ended in { $pit }, the pit that was takasia'd, which ends the move
ending-front-row-empty = a front row was emptied at { $pit }

## Step by step, and the lessons' panel
event-sentence = Event { $n } of { $count }: { $sentence }
lesson-of = Lesson { $n } of { $count } · { $edition }
lesson-watch = Watch an example (Enter)
lesson-example = Example: { $move }
lesson-next-event = Next event (right arrow or Space)
lesson-your-turn = Your turn: the question (Enter)
lesson-how-to-answer = Play your answer on the board: click a pit whose rim glows, then an arrow on it (or Tab, Enter and an arrow key).
lesson-try = Try { $n }
lesson-again = Again (R)
lesson-try-again = Try again (Enter)
lesson-show-me = Show me (S)
lesson-show-me-hover = A right answer, played one event at a time, with what each event does.
lesson-answer = A right answer: { $move }
lesson-try-it = Try it yourself
lesson-next = Next lesson (Enter)
lessons-done = { $done } of { $count } lessons done
lessons-not-kept = Device saving is off: progress lasts until you quit.

## The replay viewer
replay-moves = Moves
replay-charts = Charts: the seeds, and in a review the win chance
replay-player = { $side } { $name }
replay-player-level = { $side } { $name } (level { $level })
replay-players = { $record } · { $south } vs { $north }
takasia-on = takasia on
takasia-off = takasia off
replay-result = result { $result }
replay-starts-from = Starts from { $position }
replay-game = Game:
replay-start = ⏮ Start (Home)
replay-back = ◀ Back
replay-back-hover = The left arrow key; an event back, step by step
replay-pause = Pause (Space)
replay-play = Play (Space)
replay-forward = Forward ▶
replay-forward-hover = The right arrow key; the next event, step by step
replay-end = End ⏭ (End)
replay-stepping = step by step (E)
replay-continue = Continue this game
replay-continue-hover = The record is unfinished: play on from its last position, as your own game (it does not count for your personal bests).
replay-move-of = move { $n } of { $count } ({ $side })
replay-at-start = start ({ $count ->
    [one] 1 move
   *[other] { $count } moves
})
replay-stepping-help = Step by step: the right arrow key shows the next event of the next move, with what it does and why.
replay-seeds-of = { $side }'s seeds
replay-shown = shown
replay-chart-name = Chart over the moves: { $keys }. Click it to go to a move.
moves-start = start

## Why the practice board refuses a position
refused-kujifunza-stores = stores: Kujifunza has no store, so they must be 0,0, not { $stores }
refused-too-many-seeds = seeds: the position holds { $total } seeds, more than the { $most } of a game
refused-nyumba-empty = flag 'house={ $letter }': { $side }'s nyumba { $pit } is empty, and a nyumba is owned only until it is lifted or captured
refused-first-reserves = flag 'first': the opening turn comes before any reserve seed is brought in, so both reserves hold 24, not { $stores }
refused-takasia-not-front = flag 'takasia={ $pit }': a takasia'd pit is a front pit of the side to move ({ $letter })
refused-takasia-empty = flag 'takasia={ $pit }': { $pit } is empty, and only an occupied pit can be takasia'd
refused-takasia-exempt = flag 'takasia={ $pit }': { $pit } cannot be takasia'd: { $why }
refused-only-in = flag '{ $flag }': only a { $wanted } position has it, this one is { $edition }

## Who plays, and closing a window
player-person = Person
player-bot = Bot { $n } { $name }
close = Close (Esc)

## The practice board
practice-board = Practice board
practice-board-help = Put seeds where you like, then play from there.
practice-edition = edition
practice-to-move = To move:
practice-seeds = { $board } seeds on the board (64 at most).
practice-seeds-stores = { $board } seeds on the board, { $stored } in the stores (64 in all at most).
practice-clear = Clear
practice-clear-hover = Every pit and store empty
practice-two-each = Two in each
practice-two-each-hover = Two seeds in each of the 32 pits
practice-start = Start position
practice-start-hover = How this edition's games begin
practice-owns-nyumba = { $side } owns its nyumba ({ $pit })
practice-takasia-rule = takasia rule in the game
practice-takasia-pit = { $pit } is takasia'd for this move
practice-remove = remove
practice-first = the opening turn (no reserve seed comes in)
practice-as-text = Position as text…
practice-as-text-hover = Copy it, or paste or type a position string
practice-fix-red = Fix what is said in red to play from here.
practice-over = As it stands the game is over: { $result }
practice-ways = { $side } to move: { $ways ->
    [one] 1 way
   *[other] { $ways } ways
} to play.
practice-play = Play from here
practice-store-of = { $side }'s store
practice-reserve-of = { $side }'s reserve
practice-stage-namua = Stage: namua (each move brings a seed in from the store).
practice-stage-mtaji = Stage: mtaji (the stores are empty).
practice-namua = namua: 22 in each store
practice-mtaji = mtaji: empty stores
practice-game = Practice game
practice-game-help = { $moves ->
    [one] 1 move
   *[other] { $moves } moves
} played from your position. The preview marks where a move ends before you play it.
practice-stepping-help = Each move stops after every event; the right arrow, Space or Enter shows the next.
practice-next-event = Next event ▶
practice-edit-now = Edit the position now
practice-edit-start = Edit the starting position
position-text = Position as text
position-text-help = Edition, side to move, South's rows, North's rows, stores, then flags.
position-use = Use this position (Enter)
position-copy = Copy
position-paste = Paste
position-no-clipboard = No clipboard here: select the text and copy it.
position-too-long = The clipboard holds { $chars } characters: not a position string.
position-nothing = Nothing to paste: the clipboard holds no text.

## How a game ended
result-wins = { $winner } wins: { $why }.
result-unranked = The game is unranked: { $why }.
why-front-row-empty = { $loser }'s front row is empty
why-no-legal-move = { $loser } has no legal move
unranked-never-ending = the last move would never end (its sowing repeats for ever)
unranked-repetition = the same position came up three times
unranked-move-limit = 2,000 moves were played
unranked-time-limit = four hours of play have passed
ending-you-win = You win!
ending-wins = { $winner } wins
ending-why = { $why }.
ending-unranked = Unranked

## Personal bests: a new one, or why a win does not count
best-first-win = First clean win at this level: a new personal best.
best-moves-and-time = New personal best: fewest moves and shortest time.
best-moves = New personal best: fewest moves.
best-time = New personal best: shortest time.
not-counted-not-solo = only a game of one person against a bot counts
not-counted-unfinished = the game is not finished
not-counted-unranked = unranked games do not count
not-counted-bot-won = the bot won
not-counted-not-from-start = the game did not start from the edition's start position
taint-took-back = you took a move back
taint-hint = you asked for a hint
taint-preview = you previewed a move
taint-loaded-position = you loaded a position
taint-bot-changed = the bot was changed during the game
taint-unknown = the saved game was marked as not counting
list-and = { $first } and { $last }

## The pause screen's line, the end window and setting up a game
pause-about = { $edition } · { $counter } · { $clock } played
plate-seeds = { $name } · { $seeds ->
    [one] 1 seed
   *[other] { $seeds } seeds
}
end-seeds = { $side }: { $seeds } on the board
end-seeds-stored = { $side }: { $seeds } on the board, { $stored } in the store
end-moves = { $moves ->
    [one] 1 move
   *[other] { $moves } moves
} in { $clock } of play.
end-demo = Demo: the next game starts in { $seconds } s.
end-demo-upset = The lower level won. A higher level wins most games, not all: each level looks ahead in its own way, and one move it did not see through can decide a game.
end-demo-expected = The higher level won, as it does in most games, though not in all: one move it did not see through can decide a game.
end-demo-equal = The same level on both sides: the opening and who moves first decide more than the level.
end-play-again = Play again
edition-kujifunza = Start here: the learning edition. Sow, relay and capture; no store, no house.
edition-kiswahili = The full game: seeds come in from a store, the square house (nyumba) has privileges.
edition-kimasai = The Maasai game: every sowing goes clockwise; a reserve first, then raids.
customise-title = Set up a game
customise-edition = Edition
customise-takasia-on = on (the tournament rule)
customise-takasia-hint = After a quiet move, a pit the opponent could be captured from may be blocked for their next move.
customise-south = South (near side)
customise-north = North (far side)
customise-players-hint = A person, or a bot: 1 Mwanafunzi plays almost at random, 6 Bingwa is the strongest.
customise-first = Who starts
customise-first-hint = The rules have South begin; North may take the first move instead.
customise-speed = Animation
customise-speed-hint = How fast the seeds move; F shows the rest of a move at once.
customise-start = Start
cancel = Cancel (Esc)

## Personal bests, questions and the summary
bests-title = Personal bests
bests-not-kept = Personal bests are kept only with "Save on this device" and "Keep personal bests" on (Settings).
bests-none = No personal best yet: win a game against a bot, from the start, without taking moves back or asking for hints.
bests-edition = Edition
bests-bot = Bot
bests-wins = Clean wins
bests-fewest-moves = Fewest moves
bests-shortest-time = Shortest time
bests-not-counted = Not counted as a personal best: { $why }.
ask-erase = Erase everything this game keeps on this device: your settings, your personal bests, the lessons done and the game in progress? Saving on this device turns off; the game on the board goes on, kept only until you quit.
ask-erase-yes = Erase
ask-erase-no = Cancel
ask-forget = Saving on this device is off. Erase what it kept for you: your settings, your personal bests, the lessons done and the game in progress?
ask-forget-yes = Erase them
ask-forget-no = Keep them
ask-undo = Take back the last move? Both players should agree.
ask-undo-yes = Take it back
ask-undo-no = Cancel
ask-quit = This game is not kept: saving on this device is off. Quit and lose it?
ask-quit-yes = Quit
ask-quit-no = Go back
ask-leave = This game is not kept: saving on this device is off. Leave it and lose it?
ask-leave-yes = Leave
ask-leave-no = Go back
ask-another = A new game takes the place of this one, which is then lost. Start a new game?
ask-another-yes = Start a new game
ask-another-no = Go back
ask-replace = A new game takes the place of the game kept for Continue once you make your first move. Start a new game?
ask-replace-yes = Start a new game
ask-replace-no = Go back
ask-back = The game you played from the review is not kept: saving on this device is off. Go back to the review and lose it?
ask-back-yes = Back to the review
ask-back-no = Go on playing
summary-copy = Copy summary
summary-copy-hover = One line about this game, without names, to share
summary-copied = Copied to the clipboard:
summary-no-clipboard = No clipboard here: select the line and copy it.

## The rules window
help-title = Rules: { $edition }
help-first = How to play
help-full = The full rules
help-words = Words
help-playing-here = Playing here: click a pit whose rim glows (or Tab and Enter), then an arrow on it (or the left or right arrow key). Esc pauses, F shows the rest of a move at once, L explains the marks on the board.
help-how-to-move = How to move
help-how-to-capture = How to capture
help-how-to-win = How to win
help-no-nyumba = The two square pits are the nyumba of Bao la Kiswahili, carved on every board. In this edition they are ordinary pits.
glossary-bao = bao
glossary-bao-meaning = "board": the game and the board of 4 rows of 8 pits.
glossary-kete = kete
glossary-kete-meaning = a seed; each player owns the two rows nearest them.
glossary-front-row = front row
glossary-front-row-meaning = your row next to the middle (A for South, a for North); the back row is B / b.
glossary-mtaji = mtaji
glossary-mtaji-meaning = a capture turn, and the stage of Bao la Kiswahili when both stores are empty.
glossary-takata = takata / takasa
glossary-takata-meaning = a turn without capture: you just sow (and relay). Takasa is the namua-stage kind.
glossary-kichwa = kichwa
glossary-kichwa-meaning = "head": the end pits of your front row (pit 1, the left kichwa, and pit 8, the right). Captured seeds are sown from a kichwa.
glossary-kimbi = kimbi
glossary-kimbi-meaning = the pits 1, 2, 7 and 8 of your front row: a capture there must use the kichwa on that side.
glossary-nyumba = nyumba
glossary-nyumba-meaning = "house": the square pit 5 of your front row in Bao la Kiswahili. While you own it and it holds 6 or more seeds it has privileges.
glossary-namua = namua
glossary-namua-meaning = the first stage of Bao la Kiswahili: every turn starts by putting a seed from your store into the board.
glossary-safari = safari
glossary-safari-meaning = "journey": when a capture's sowing ends in your own nyumba you may stop, or lift the nyumba and sow on (which ends its ownership).
glossary-takasia = takasia
glossary-takasia-meaning = after some takasa moves, one of the opponent's front pits is blocked for their next move (marked with a no-entry sign).
help-kujifunza-rule-1 = Each of the 32 pits starts with 2 seeds. South moves first.
help-kujifunza-rule-2 = Pick one of your pits with 2 or more seeds and a direction. Sow the seeds one by one into the following pits, around your two rows.
help-kujifunza-rule-3 = Where the last seed falls decides what happens: in an empty pit, the turn ends. In an occupied pit, lift all of it and sow on: a relay.
help-kujifunza-rule-4 = Capture (mtaji): if the last seed falls into an occupied pit of your front row and the opponent's pit facing it holds seeds, you take them and sow them again from a kichwa (the end of your front row nearest the capture, or the one that keeps your direction in the middle). Captures can chain.
help-kujifunza-rule-5 = If you can capture you must. Otherwise (takata) sow from a front pit, or from a back pit only when no front pit has 2 seeds.
help-kujifunza-rule-6 = You win when the opponent's front row is empty, or when they cannot move.
help-kiswahili-rule-1 = Each player starts with 22 seeds in the store, 6 in the nyumba, 2 in front pits 6 and 7.
help-kiswahili-rule-2 = Namua stage: every turn starts by putting one seed from your store into your front row. If it lands in an occupied pit facing seeds, you capture them and sow them from a kichwa (in the middle you choose which one). Otherwise (takasa) you lift that pit and sow it.
help-kiswahili-rule-3 = The nyumba is special while you own it and it holds 6 or more seeds: a takasa sowing that ends there stops, and a capture's sowing that ends there lets you choose safari.
help-kiswahili-rule-4 = Mtaji stage (both stores empty): turns are as in Bao la Kujifunza, plus takasia when it is on.
help-kiswahili-rule-5 = Relays and captures work as in the learning edition: a lap ending in an occupied pit is lifted and sown on; ending in an empty pit ends the turn.
help-kiswahili-rule-6 = You win when the opponent's front row is empty, or when they cannot move.
help-kimasai-rule-1 = Each of the 16 front pits starts with 1 seed; each player has 24 seeds in reserve.
help-kimasai-rule-2 = Every sowing goes clockwise, so a move is just a pit: click it.
help-kimasai-rule-3 = First part: put a reserve seed into one of your occupied pits, lift it and sow. Relays follow; nothing is captured. (The very first turn brings in no seed.)
help-kimasai-rule-4 = Second part (reserves empty): lift any of your occupied pits and sow. A lap ending in your occupied front pit facing an occupied opponent front pit captures those seeds; they are sown from the capturing pit.
help-kimasai-rule-5 = You lose when your front row is empty.
help-kujifunza-move = Pick one of your pits with 2 or more seeds (its rim glows) and a way to go. The seeds are sown one by one into the next pits, round your two rows. If the last seed lands on seeds, they are all lifted and sown on; in an empty pit the move ends.
help-kujifunza-capture = If the last seed lands in your front row on seeds, and the pit facing it across the middle holds seeds, you take them and sow them again from an end of your front row. You must capture when you can.
help-kujifunza-win = Empty your opponent's front row (the row nearest the middle), or leave them without a move.
help-kiswahili-move = While your store has seeds, every move starts by putting one of them into your front row. Where it lands on seeds facing seeds, you capture; otherwise you lift that pit and sow it. When the stores are empty, you play as in Bao la Kujifunza.
help-kiswahili-capture = The captured seeds are sown again from an end of your front row (a kichwa). The square pit is your house (nyumba): while you own it and it holds 6 or more, it has privileges, explained in the full rules.
help-kiswahili-win = Empty your opponent's front row, or leave them without a move.
help-kimasai-move = Click any of your pits that holds seeds: every sowing goes clockwise. While you have reserve seeds, one goes into the pit first. If the last seed lands on seeds, they are lifted and sown on.
help-kimasai-capture = Once the reserves are empty, a lap that ends in your front row on seeds, facing seeds, takes them; they are sown again from that pit.
help-kimasai-win = Your opponent loses when their front row is empty.

## The marks on the board (the legend, and the screen reader)
mark-playable = you can sow this pit
mark-focused = the keyboard is here (Tab, arrows; Enter chooses)
mark-hovered = the pointer is here
mark-chosen = chosen: now pick a way
mark-last-move = the last move started here
mark-sown = a seed just dropped here
mark-relay = relay: the lap ended on seeds, they are sown on
mark-capture = capture: seeds are taken
mark-safari = safari: the nyumba is sown on
mark-takasia = takasia: may not be played this turn (or the nyumba pays tax)
mark-nyumba = an owned nyumba, the house: the square pit, special in Bao la Kiswahili only
mark-hint = hint: the move the strongest bot would play starts here
mark-hint-lands = hint: that move's last seed lands here
mark-preview-lands = preview: the move in view would end here
mark-preview-takes = preview: the move in view would capture these seeds
legend-title = What the marks mean

## The board's labels, and what a screen reader hears of it
board-store = { $side }'s store: { $holds }
board-reserve = { $side }'s reserve: { $holds }
board-from-kichwa-left = from { $pit } ▶
board-from-kichwa-right = ◀ from { $pit }
board-stop = Stop here
board-safari = Safari ▶
reader-pit = { $pit }, { $owner }'s { $row }: { $seeds }
reader-empty = empty
spoken-move = { $side } played { $move }: { $what }.

## The top and bottom bars
hud-demo = demo, game { $n }: { $south } against { $north }
hud-demo-hover = Bot against bot, endlessly; Esc for the menu
hud-replay = replay
hud-clock-hover = Active playing time, in whole minutes (the pause menu shows the seconds); pauses do not count
hud-clock = { $hours ->
    [0] { $minutes } min
   *[other] { $hours } h { $minutes } min
}
hud-editing = Click a pit to add a seed; right-click (or Shift+click) takes one away. Keyboard: the arrows move the white brackets, Enter or + adds, Shift+Enter or − takes away; Tab reaches the panel.
hud-show-again = R shows the last move again.
hud-hint-thinking = Bingwa is looking for a hint… (H again stops it)
hud-hint = Hint: Bingwa would play { $move }; its last seed lands in { $pit }.
hud-hint-proven = This wins by force in { $n ->
    [one] 1 move
   *[other] { $n } moves
}: Bao la Kujifunza is solved, and this position is on the proof.
hud-which-way = Sow { $pit } which way? Click an arrow on it, or press the left or right arrow key ({ $left } / { $right }); Backspace goes back.
hud-which-kichwa = Capture at { $pit }, taking { $seeds ->
    [one] 1 seed
   *[other] { $seeds } seeds
    } from { $facing } across: they are sown from a kichwa, an end pit of your front row. Which one? Click it, or press the left ({ $left }) or right ({ $right }) arrow key.
hud-safari = The capture's sowing ended in your nyumba: stop here (left arrow or S), or go on a safari (right arrow or G): lift the nyumba and sow on, which ends its ownership.

## The commentary under the board: short phrases, one an event
say-from-store = a seed from the store into { $pit }
say-from-reserve = a seed from the reserve into { $pit }
say-tax = the nyumba { $pit } pays tax: 2 seeds
say-relay = relay from { $pit }
say-sown-from = sown from { $pit }
say-sown-from-kichwa = sown from { $kichwa } ({ $pit })
say-sown-from-kichwa-chosen = sown from { $kichwa } ({ $pit }, chosen)
say-capture = capture { $count } from { $from }, { $sown }
say-safari = safari: the nyumba { $pit } is sown on
say-house-lost = { $side }'s nyumba is no longer a house
say-takasia-honoured = the lap ends in { $pit }, which is takasia'd
say-front-row-empty = { $side }'s front row is empty
say-ends = ends in { $pit }
say-stops-nyumba = stops at the nyumba { $pit }
say-stops-no-safari = stops at the nyumba { $pit }, no safari
say-stops = stops at { $pit }
say-game-over = game over
say-takasia-set = takasia: { $pit } may not be played next turn
say-takasia-exempt = { $pit } is not takasia'd: { $why }
say-elided = { $laps } more laps, shown at once
say-never-ending = this sowing never ends: after { $laps } laps it repeats itself

## Saving and opening game records
files-save-title = Save this game
files-watch-title = Watch a game record
files-records = Bao game records (.bao)
files-record = Bao game record
files-saved = Saved to { $path } ({ $moves ->
    [one] 1 move
   *[other] { $moves } moves
}, { $clock } of play).
files-not-saved = Could not save to { $path }: { $why }
files-cannot-watch = { $path } cannot be watched: { $why }
files-notice-title = Game records
data-notice-title = Your data on this device
files-reading = Reading { $name }…

## The summary a player may share
summary-from-set-position = from a set position
summary-south-won = South won in { $moves ->
    [one] 1 move
   *[other] { $moves } moves
}
summary-north-won = North won in { $moves ->
    [one] 1 move
   *[other] { $moves } moves
}
summary-unranked-why = unranked: { $why } · { $moves ->
    [one] 1 move
   *[other] { $moves } moves
}
summary-unranked = unranked · { $moves ->
    [one] 1 move
   *[other] { $moves } moves
}
summary-unfinished = unfinished · { $moves ->
    [one] 1 move
   *[other] { $moves } moves
}
summary-active = { $clock } active
summary-bot = { $name } (level { $level })
summary-against = against { $bot }
summary-against-as-south = against { $bot } as South
summary-bots = { $south } as South against { $north }
summary-two-players = two players
summary-reason-front-row-empty = front row empty
summary-reason-no-legal-move = no legal move
summary-reason-never-ending = never-ending move
summary-reason-repeated = repeated position
summary-reason-move-limit = move limit
summary-reason-time-limit = time limit
summary-reason-abandoned = abandoned

## The file window (egui-file-dialog's own words)
dialog-cancel = Cancel
dialog-overwrite = Overwrite
dialog-reload = ⟲  Reload
dialog-working-directory = ↗  Go to working directory
dialog-select-all = 🗐  Select all
dialog-show-hidden = Show hidden
dialog-show-system-files = Show system files
dialog-heading-pinned = Pinned
dialog-heading-places = Places
dialog-heading-devices = Devices
dialog-heading-removable-devices = Removable Devices
dialog-home-dir = 🏠  Home
dialog-desktop-dir = 🖵  Desktop
dialog-documents-dir = 🗐  Documents
dialog-downloads-dir = 📥  Downloads
dialog-audio-dir = 🎵  Audio
dialog-pictures-dir = 🖼  Pictures
dialog-videos-dir = 🎞  Videos
dialog-pin-folder = 📌 Pin
dialog-unpin-folder = ✖ Unpin
dialog-rename-pinned-folder = ✏ Rename
dialog-selected-directory = Selected directory:
dialog-selected-file = Selected file:
dialog-selected-items = Selected items:
dialog-file-name = File name:
dialog-file-filter-all-files = All Files
dialog-save-extension-any = Any
dialog-open-button = 🗀  Open
dialog-save-button = 📥  Save
dialog-cancel-button = 🚫 Cancel
dialog-overwrite-file-modal-text = already exists. Do you want to overwrite it?
dialog-err-empty-folder-name = Name of the folder cannot be empty
dialog-err-empty-file-name = The file name cannot be empty
dialog-err-directory-exists = A directory with the name already exists
dialog-err-file-exists = A file with the name already exists

## Notices about the player's files
notice-unreadable = { $path } could not be read ({ $error }); it is left in place; { $fallback }
notice-set-aside = { $path } is not a valid { $what } ({ $why }); it was set aside as { $name }; { $fallback }
notice-not-set-aside = { $path } is not a valid { $what } ({ $why }); it could not be set aside ({ $error }) and will be replaced when next saved; { $fallback }
notice-left-in-place = { $path } is not a valid { $what } ({ $why }); it is left as it is, and set aside only if the game saves over it; { $fallback }
notice-other-window = Another Bao window keeps your data on this device: this window saves nothing and erases nothing until that one is closed.
notice-lock-failed = could not lock { $path } ({ $error }): saving stays off
notice-bests-not-saved = the personal bests could not be saved to { $path }: { $error }
notice-game-not-kept = The game in progress could not be kept: { $error }
notice-mistakes-not-kept = The puzzles from your game's mistakes could not be kept: { $error }
notice-no-home = no home folder: nothing can be kept on this device
notice-settings-not-saved = could not save the settings to { $path }: { $error }
notice-not-removed = could not remove { $path }: { $error }
notice-erased = Erased: nothing of yours is kept on this device now, and saving on this device is off (turn it on again in Settings).
notice-not-erased = could not erase in { $path }: { $error }
file-settings = settings file
file-bests = personal bests file
file-saved-game = saved game
file-lessons = lessons file
file-puzzles = puzzle ratings file
file-mistakes = file of puzzles from your games
file-practice = practice board file
fallback-settings = the default settings are used
fallback-bests = personal bests start afresh
fallback-saved-game = there is no game to resume
fallback-lessons = lesson progress starts afresh
fallback-puzzles = puzzle ratings start afresh
fallback-mistakes = the puzzles from your games start afresh
fallback-practice = the practice board starts from the beginning

# The review of a game (src/review, bao record review).
review-wins-in = { $side } wins in { $moves ->
    [one] 1 move
   *[other] { $moves } moves
}
review-chance = { $percent }% for { $side }
review-won = { $side } has won
review-short-wins = wins in { $moves ->
    [one] 1 move
   *[other] { $moves } moves
}
review-short-loses = loses in { $moves ->
    [one] 1 move
   *[other] { $moves } moves
}
review-short-won = won
review-short-lost = lost
review-unranked = unranked
review-grade-good = good
review-grade-inaccuracy = inaccuracy
review-grade-mistake = mistake
review-grade-blunder = blunder
review-move = { $side } sows { $pit } { $way }
review-move-safari = { $side } sows { $pit } { $way } and goes on a safari
# The way a sowing goes, said from the mover's own seat.
review-way-right-clockwise = to the right (clockwise)
review-way-left-clockwise = to the left (clockwise)
review-way-right-anticlockwise = to the right (anticlockwise)
review-way-left-anticlockwise = to the left (anticlockwise)
review-move-kimasai = { $side } sows { $pit }
review-key = Signs: ! good (keeps or finds a forced win) · ?! inaccuracy (gives away 5 to 10 points of win chance) · ? mistake (10 to 15) · ?? blunder (15 or more, or a forced win given away) · + the move goes on a safari · > clockwise, < anticlockwise · "Better was" names the engine's move, with in brackets the line it expects after it.
review-better = Better was { $move } ({ $line }): { $words }.
review-summary = { $side }: accuracy { $accuracy }%, { $good } good, { $inaccuracies ->
    [one] 1 inaccuracy
   *[other] { $inaccuracies } inaccuracies
}, { $mistakes ->
    [one] 1 mistake
   *[other] { $mistakes } mistakes
}, { $blunders ->
    [one] 1 blunder
   *[other] { $blunders } blunders
} in { $moves ->
    [one] 1 move
   *[other] { $moves } moves
}
end-review = Review this game
end-review-name = this game
hud-review = review
review-start = Review (engine)
review-start-hover = The engine goes through every position: win chances, mistakes and the better moves. The board stays yours meanwhile.
review-stop = Stop the review
review-written = The record's own review (no search)
review-progress = reviewing: { $done } of { $all } positions
review-at-end = The end of the game.
review-not-yet = The review has not reached this move yet.
review-next = Next: { $move } ({ $side }); before it { $before }, after it { $after }.
review-graded = Verdict: { $grade }.
review-play-on = Play on from here
review-play-on-hover = A new game from what the board shows (a move you tried included), you on the side to move, against a bot. It does not count for personal bests; "Back to the review" returns here.
review-back-to = ◀ Back to the review
review-back-to-hover = The reviewed game again, at the move you played on from, with its review.
review-chance-of = { $side }'s win chance
review-chance-axis = { $side }, %
review-show = Show the better move
review-show-hover = The better line is played out on the board from the position before this move, then the game comes back. The record is not changed.
review-showing = Showing the better line { $line } (not in the record): move { $n } of { $count }.
review-showing-done = That was the better line. Back to the game in a moment.
review-back = Back to the game
review-next-mistake = Next mistake
review-next-mistake-hover = Goes to the next move graded an inaccuracy, a mistake or a blunder.
try-it = Try it yourself
try-it-hover = The position before this move comes back, and you play { $side }: find a better move. The engine judges it.
try-prompt = Your turn as { $side }: find a better move than { $played }. Click a pit whose rim glows, then an arrow on it (or Tab, Enter and an arrow key).
try-judging = The engine is judging { $move }…
try-again = Try again
try-played = { $move } is the move played in the game (graded { $grade }). Look for another.
try-right-best = Right: { $move } is the engine's best move. After it: { $after }.
try-right = Right: { $move } does well enough, where { $played } did not. After it: { $after }; after the best move: { $best }.
try-better-but = Better than { $played }, but still graded { $grade }. After { $move }: { $after }; after the best move: { $best }.
try-wrong = Not better: { $move } is graded { $grade } too. After it: { $after }; after the best move: { $best }.
try-why-loses = Why: { $opponent } then wins at once with { $reply }.
try-why-forced = Why: { $opponent } then wins by force in { $moves ->
    [one] 1 move
   *[other] { $moves } moves
}: { $line }.
try-why-takes = Why: { $opponent } can then take { $seeds } of { $side }'s seeds with { $reply }.
try-why-answer-takes = Why: { $opponent } answers { $reply } and takes { $seeds } of { $side }'s seeds (the engine's line: { $line }).
try-why-answer-takes-line = Why: { $opponent } answers { $reply } and takes { $seeds } of { $side }'s seeds, and the engine's line { $line } leaves { $side } { $mine } seeds against { $opponent }'s { $theirs } (now { $mine_now } against { $theirs_now }).
try-why-line = Why: { $opponent }'s best answer is { $line }: { $words }.
try-why-line-gains = Why: { $opponent }'s best answer starts the engine's line { $line }, which leaves { $side } { $mine } seeds against { $opponent }'s { $theirs } (now { $mine_now } against { $theirs_now }).

## Puzzles
puzzle-title = Puzzles
puzzle-your-rating = Your puzzle rating: { $rating }
puzzle-count = { $count } puzzles in this edition
puzzle-matched = Puzzles at my rating
puzzle-streak = Streak: rising, until the first miss
puzzle-mine = From my games: my mistakes ({ $count })
puzzle-mine-none = Your own mistakes become puzzles here: finish a game with device saving on.
puzzle-by-theme = Or one theme:
puzzle-none-left = No puzzle left this way. Choose another way, or replay the missed ones.
puzzle-about = Rating { $rating } · { $themes }
puzzle-about-rating = Rating { $rating }
puzzle-watch = Watch the opponent's move…
puzzle-task = { $side } to move: find the one good move (click a pit, or Tab / arrows then Enter).
puzzle-hint = Hint (H): the move (counts as help)
puzzle-hint-said = Hint: { $move }.
puzzle-good-move = Good move: { $move }. Now the next one.
puzzle-solved = Solved!
puzzle-solved-helped = Solved with the hint: it counts as half a solve.
puzzle-solved-retry = Solved on a retry: the first try is the one counted.
puzzle-next = Next puzzle (Enter)
puzzle-retry = Try again (R)
puzzle-show = Show the solution (S)
puzzle-showing = The solution, played out: { $moves }.
puzzle-wrong-takes = { $move } lets the opponent answer { $reply }, taking { $seeds ->
    [one] 1 seed
   *[other] { $seeds } seeds
}: your win chance is { $played }% after it, { $right }% after the right move.
puzzle-wrong-reply = { $move } lets the opponent answer { $reply }: your win chance is { $played }% after it, { $right }% after the right move.
puzzle-wrong = { $move } is not the move: your win chance is { $played }% after it, { $right }% after the right move.
puzzle-change = Your rating { $change }
puzzle-unrated = Tried before: practice, unrated.
puzzle-sitting = This sitting: { $solved } of { $tried } solved, rating { $change }
puzzle-replay-missed = Replay the missed ones
puzzle-choose = Choose another way
puzzle-theme-chain = chain (relay capture)
puzzle-theme-takasa = takasa
puzzle-theme-safari = safari
puzzle-theme-nyumba = the nyumba
puzzle-theme-namua = namua stage
puzzle-theme-kichwa = the kichwa
puzzle-theme-end = the end (front row emptied)
puzzle-theme-defence = defence
puzzle-theme-never-ending = never-ending move
puzzle-theme-raid = stealing cows (a raid)
puzzle-theme-herding = herding (a reserve cow brought in)
turn-puzzle = Puzzle
