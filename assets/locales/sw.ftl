# Maneno ya kiolesura kwa Kiswahili. Kila ujumbe hapa una pacha wake wa
# Kiingereza katika en.ftl (tests/words.rs hukagua pande zote mbili).
# Maneno ya mchezo wenyewe (kichwa, nyumba, mtaji, takasa, takasia, safari,
# namua) hubaki kama yalivyo.

ok = Sawa

## Skrini ya mwanzo
title-subtitle = Bao la safu nne la Afrika Mashariki
title-continue = Endelea
title-continue-hover = { $edition }, hatua { $moves } zimechezwa: endelea ulipoishia
title-quick-play = Cheza haraka
title-quick-play-hover = Bao la Kujifunza, wewe ni Kusini dhidi ya Hodari (kiwango 3)
title-customise = Andaa mchezo…
title-learn = Jifunze
title-learn-hover = Masomo mafupi: sheria kwa maneno rahisi, mfano, kisha swali
title-practice = Mazoezi
title-practice-hover = Weka kete popote upendapo, kisha jaribu hatua kutoka hapo, hatua kwa hatua
title-watch = Tazama marudio…
title-watch-hover = Fungua kumbukumbu ya mchezo (.bao) uutazame tena, hatua kwa hatua
rules = Sheria
settings = Mipangilio
quit = Toka

## Skrini ya kusimama
pause-title = Umesimama
pause-resume = Endelea (Esc)
pause-reset = Anza mchezo huu upya
pause-new-game = Mchezo mpya…
pause-save = Hifadhi mchezo…
pause-save-hover = Weka mchezo huu kama kumbukumbu (.bao) uutazame tena
pause-main-menu = Menyu kuu

## Upau wa juu
bar-menu = Menyu (Esc)
bar-rules = Sheria (F1)
bar-marks = Alama (L)
bar-speed = kasi: { $speed }
bar-finish = Maliza hatua (F)
bar-take-back = Rudisha hatua (U)
bar-take-back-hover = Dhidi ya roboti: hatua yako ya mwisho na jibu lake. Ushindi hautahesabiwa kuwa rekodi yako.
bar-hint = Dokezo (H)
bar-hint-hover = Hatua ambayo roboti hodari kuliko wote angecheza, imewekwa alama ubaoni. Ushindi hautahesabiwa kuwa rekodi yako.

## Kasi
speed-slow = polepole
speed-normal = kawaida
speed-fast = haraka
speed-very-fast = haraka sana

## Dirisha la mipangilio
saving-switch = Hifadhi kwenye kifaa hiki
saving-on = Imewashwa: mipangilio yako, mchezo unaoendelea na, ukichagua, rekodi zako huhifadhiwa kwenye kompyuta hii.
saving-off = Imezimwa: hakuna kinachoandikwa kwenye kompyuta hii. Mipangilio yako inadumu hadi utakapotoka.
saving-bests = Hifadhi rekodi zako (ushindi safi dhidi ya roboti)
saving-bests-window = Rekodi zako…
saving-erase = Futa alama za kifaa…
settings-volume = sauti
settings-mute = nyamazisha
settings-counts = idadi ya kete kando ya mashimo (C)
settings-names = majina ya mashimo A1…b8 (N)
settings-preview = onyesho la hatua: hatua itaishia wapi, kabla hujaicheza
settings-preview-hover = Ushindi uliotumia maonyesho hauhesabiwi kuwa rekodi yako.
settings-animation = mwendo
settings-colours = rangi za alama
palette-standard = za kawaida
palette-colour-blind = salama kwa wasioona rangi vizuri
settings-reduced-motion = mwendo mdogo: kete hufifia na kutokea shimo kwa shimo badala ya kuruka
settings-view = ubao unaonekana kutoka
view-auto = upande wa mchezaji
view-south = Kusini
view-north = Kaskazini
settings-scale = maandishi na vitufe
settings-language = lugha
settings-done = Funga (Esc)

## Nani anacheza, na hesabu ya hatua
side-south = Kusini
side-north = Kaskazini
side-you = { $side } (wewe)
turn-moves = { $side } anacheza
turn-to-move = Zamu ya { $side }
turn-thinking = { $side } anafikiri…
turn-lesson = Somo
turn-practice = Ubao wa mazoezi: panga kete
turn-record-ends = Kumbukumbu inaishia hapa
turn-over = Mchezo umekwisha
counter-move = hatua { $n }
counter-after = baada ya hatua { $n }
counter-one-move = hatua 1
counter-moves = hatua { $n }
prompt-pit = { $side }: chagua shimo ambalo ukingo wake unang'aa (libofye, au Tab / mishale kisha Enter).
row-front = safu ya mbele
row-back = safu ya nyuma
