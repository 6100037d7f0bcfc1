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
title-puzzles = Mafumbo
title-puzzles-hover = Tafuta hatua moja inayoshinda: nafasi kutoka michezo ya roboti na uthibitisho, zenye viwango kwa ajili yako
title-continue-file = Endelea na mchezo uliohifadhiwa…
title-continue-file-hover = Fungua mchezo uliouhifadhi (.bao) uendelee kucheza kutoka hatua yake ya mwisho
title-watch = Tazama marudio…
title-watch-hover = Fungua kumbukumbu ya mchezo (.bao) uutazame tena, hatua kwa hatua
rules = Sheria
settings = Mipangilio
quit = Toka

## Skrini ya kusimama
pause-title = Mchezo umesimamishwa
pause-resume = Endelea (Esc)
pause-reset = Anza mchezo huu upya
pause-new-game = Mchezo mpya…
pause-save = Hifadhi mchezo…
pause-save-hover = Weka mchezo huu kama kumbukumbu (.bao) uutazame tena
pause-save-record-hover = Huhifadhi rekodi hii kama faili, pamoja na uchambuzi wa injini ukiandikwa ndani yake uchambuzi ukikamilika.
pause-main-menu = Menyu kuu
pause-puzzle-retry = Anza fumbo hili upya
pause-puzzle-hint = Dokezo: shimo la kupanda (linahesabiwa kama msaada)
pause-puzzle-solution = Onyesha jibu
pause-puzzle-skip = Ruka hadi fumbo linalofuata
pause-lesson-again = Jaribu swali tena

## Upau wa juu
bar-menu = Menyu (Esc)
bar-rules = Sheria (F1)
bar-marks = Alama (L)
bar-speed = kasi: { $speed }
bar-finish = Maliza hatua (F)
bar-next-event = Tukio linalofuata ▶ (mshale wa kulia)
bar-next-event-hover = Hatua kwa hatua imewashwa: hatua inasimama baada ya kila tukio. Hiki kinaonyesha linalofuata; "Maliza hatua" inaonyesha yaliyobaki mara moja.
bar-take-back = Rudisha hatua (U)
bar-take-back-hover = Dhidi ya roboti: hatua yako ya mwisho na jibu lake. Ushindi hautahesabiwa kuwa rekodi yako.
bar-hint = Dokezo (H)
bar-hint-hover = Hatua ambayo roboti hodari kuliko wote angecheza, imewekwa alama ubaoni. Ushindi hautahesabiwa kuwa rekodi yako.
bar-hint-stop = Acha dokezo (H)
bar-hint-stop-hover = Bingwa bado anatafuta hatua bora; hii inasimamisha utafutaji.

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
saving-erase = Futa vilivyohifadhiwa kwenye kifaa…
settings-volume = sauti
settings-mute = nyamazisha
settings-counts = idadi ya kete kando ya mashimo (C)
settings-names = majina ya mashimo A1…b8 (N)
settings-preview = onyesho la hatua: hatua itaishia wapi, kabla hujaicheza
settings-preview-hover = Ushindi uliotumia onyesho la hatua hauhesabiwi kuwa rekodi yako.
settings-warnings = tahadhari za mwanafunzi: hatua za hasara, mashimo hatarini
settings-warnings-hover = Ushindi uliotumia tahadhari hauhesabiwi kuwa rekodi yako, kama dokezo.
warning-loses = Tahadhari: baada ya { $move }, { $opponent } anashinda papo hapo kwa { $reply }.
warning-takes = Tahadhari: baada ya { $move }, { $opponent } anaweza kuchukua kete { $seeds } zako kwa { $reply }.
warning-play-anyway = Cheza hata hivyo (Enter)
warning-choose-again = Chagua tena (Backspace)
warning-why = Tahadhari inaangalia hatua moja mbele; dokezo (H) linaangalia mbali zaidi, na halionywi kamwe.
mark-threatened = Hatarini: mpinzani anaweza kula kutoka hapa katika zamu yake
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
counter-move = hatua ya { $n }
counter-after = baada ya hatua { $n } ({ $side })
counter-trying = unajaribu hatua badala ya hatua { $n }
counter-branch = mfululizo bora
counter-start = mwanzoni
counter-hover = Hatua ni jozi: zamu ya Kusini na ya Kaskazini, kama orodha ya hatua na rekodi zinavyohesabu.
counter-one-move = hatua 1
counter-moves = hatua { $n }
prompt-pit = { $side }: chagua shimo ambalo ukingo wake unang'aa (libofye, au Tab / mishale kisha Enter).
refused-not-yours = { $pit } ni shimo la { $owner }. Chagua shimo lako linalong'aa: { $pits }.
refused-empty = { $pit } ni tupu. Haya yanaweza kuchezwa: { $pits }.
refused-must-capture = Lazima ule ukiweza, na { $pit } haili: { $pits } yanaweza.
refused-not-now = { $pit } haliwezi kuchezwa sasa. Haya yanaweza: { $pits }.
row-front = safu ya mbele
row-back = safu ya nyuma

## Hesabu
seeds = { $n ->
    [one] kete 1
   *[other] kete { $n }
}

## Matukio ya hatua kwa maneno (sentensi za hatua kwa hatua)
kichwa-left = kichwa cha kushoto
kichwa-right = kichwa cha kulia
explain-store = Kete moja kutoka ghala la { $side } inaingia { $pit }, ambalo sasa lina { $seeds }.
explain-reserve = Kete moja kutoka akiba ya { $side } inaingia { $pit }, ambalo sasa lina { $seeds }.
explain-tax = Nyumba { $pit } ndilo shimo pekee la kucheza: inalipa kodi, kete 2 tu zinapandwa na inabaki kuwa nyumba.
explain-lift = { $pit } lilikuwa na { $seeds }: zinachukuliwa mkononi.
explain-lift-relay = Kete zote za { $pit } ({ $seeds }) zinaingia mkononi.
explain-hand-empty = mkono uko mtupu
explain-hand-holds = { $seeds } zimebaki mkononi
explain-drop = Kete inaangukia { $pit }, ambalo sasa lina { $seeds }; { $left }.
explain-relay = Kete ya mwisho iliangukia { $pit }, lililokuwa na { $before } kabla yake: mwendo unaendelea, { $seeds } zinachukuliwa na kupandwa tena.
explain-sown-from-itself = Zinapandwa kuanzia { $pit } lenyewe
explain-sown-from = Zinapandwa kuanzia { $kichwa } { $pit }
explain-sown-from-chosen = Zinapandwa kuanzia { $kichwa } { $pit }, kile alichochagua mchezaji
explain-capture = Mzunguko uliishia { $at }, katika safu ya mbele, na shimo linalokabiliana nalo, { $from }, lina { $seeds }: kula. { $sown }.
explain-safari = Upandaji wa kete zilizoliwa uliishia katika nyumba { $pit }: safari, nyumba inachukuliwa na kupandwa.
explain-house-lost = Nyumba ya { $side } imechukuliwa au kuliwa: si nyumba tena.
explain-takasia-honoured = Mzunguko uliishia { $pit }, ambalo haliruhusiwi kuchezwa zamu hii (takasia): hatua inasimama hapo.
explain-front-row-empty = Safu ya mbele ya { $side } iko tupu: { $side } ameshindwa.
explain-end-empty = Kete ya mwisho iliangukia { $pit }, lililokuwa tupu, kwa hiyo hatua inaisha. Zamu ya { $next }.
explain-end-nyumba = Upandaji uliishia katika nyumba ya { $side } mwenyewe, { $pit }: hatua ya takasa inasimama hapo.
explain-end-safari-declined = Mchezaji anasimama kwenye nyumba { $pit } badala ya kwenda safari.
explain-end-takasia = Hatua inaishia { $pit }.
explain-end-game-over = Mchezo umekwisha.
explain-takasia-set = Takasia: { $side } hataruhusiwa kuanza kutoka { $pit } zamu ijayo, kwa kuwa ndilo pekee lingeweza kuliwa.
explain-takasia-exempt = { $pit } lingepigwa takasia, lakini { $why }, kwa hiyo halipigwi.
takasia-exempt-nyumba = ni nyumba yenye mwenyewe
takasia-exempt-only-occupied = ndilo shimo pekee la mbele lenye kete
takasia-exempt-only-more-than-one = ndilo shimo pekee la mbele lenye kete zaidi ya moja
takasia-exempt-single = lina kete moja tu
explain-never-ending = Upandaji kutoka { $pit } hauishi: baada ya mizunguko { $laps } ulirudi pale ulipokuwa baada ya { $repeat }, na hivyo ungezunguka milele. Mchezo unaisha bila mshindi.
explain-elided = Mizunguko mingine { $laps } inafuata vivyo hivyo; ubao unaruka hadi pale inapoacha kete.

## Hatua ingefanya nini (onyesho la hatua)
preview-never-ends = haiishi: upandaji wake ungejirudia milele (mchezo ungeisha bila mshindi)
preview-takata = takata (hakuna kula), inaishia { $pit }
preview-takasa = takasa (hakuna kula), inaishia { $pit }
preview-captures = inakula { $seeds } kutoka { $from }, inaishia { $pit }
preview-wins = { $preview }: inashinda mchezo

## Somo linasema nini juu ya jibu
goal-relay = inaendelea angalau mara moja
goal-capture = inakula
goal-two-captures = inakula mara mbili au zaidi
goal-most-seeds = inachukua kete nyingi kuliko zote
goal-win = inashinda papo hapo
goal-safari = inakwenda safari
times = { $n ->
    [1] mara moja
    [2] mara mbili
   *[other] mara { $n }
}
verdict-not-legal = { $move } haiwezi kuchezwa hapa: { $why }
verdict-right-relay = Sawa: { $move } inaendelea { $times }.
verdict-right-capture = Sawa: { $move } inakula { $times } na kuchukua { $seeds }.
verdict-right-most = Sawa: { $move } inachukua { $seeds }, nyingi kuliko zote.
verdict-right-win = Sawa: baada ya { $move }, safu ya mbele ya { $side } iko tupu: umeshinda.
verdict-right-safari = Sawa: { $move } inakwenda safari kutoka nyumba.
verdict-wrong-relay = Si hii: { $ending }, bila kuendelea.
verdict-wrong-capture = Si hii: { $ending }, kabla ya kula chochote.
verdict-wrong-two-captures = Si hii: { $captures ->
    [0] bila kula
   *[other] baada ya kula { $times }
}, { $ending }.
verdict-wrong-most = Si nyingi kuliko zote: { $move } inachukua { $seeds } ({ $ending }); kuna hatua inayochukua { $most }.
verdict-wrong-win = Bado si ushindi: { $ending }, na safu ya mbele ya { $side } bado ina { $seeds }.
verdict-wrong-safari = Si safari: { $ending }.
ending-plain = hatua iliisha
ending-empty = kete yako ya mwisho iliangukia { $pit }, lililokuwa tupu, kwa hiyo hatua iliisha
ending-nyumba = mzunguko wako uliishia katika nyumba yako { $pit }, jambo linalomaliza hatua ya takasa
ending-safari-declined = ulisimama katika nyumba yako { $pit }
ending-takasia = mzunguko wako uliishia { $pit }, shimo lililopigwa takasia, jambo linalomaliza hatua
ending-front-row-empty = safu ya mbele iliachwa tupu katika { $pit }

## Masomo: kichwa cha somo, aya, mfano unaonyesha nini, swali
lesson-sowing-title = Kupanda na kuendelea
lesson-sowing-teach-1 = Kila mchezaji anamiliki safu mbili zilizo karibu naye: safu ya mbele na safu ya nyuma. Kete husafiri katika safu zako mbili tu.
lesson-sowing-teach-2 = Hatua inachukua kete zote za shimo lako moja lenye kete 2 au zaidi na kuzipanda moja moja katika mashimo yanayofuata, kwa upande unaouchagua.
lesson-sowing-teach-3 = Mahali kete ya mwisho inapoangukia ni muhimu. Kama shimo hilo lilikuwa tupu, hatua inaisha. Kama tayari lilikuwa na kete, hapo mwendo unaendelea: unazichukua zote na kuendelea kupanda kwa upande uleule.
lesson-sowing-note = Angalia kila mzunguko unapoishia: juu ya kete unaendelea, katika shimo tupu unasimama.
lesson-sowing-prompt = Hakuna kula kunakowezekana hapa. Tafuta hatua ambayo mzunguko wake wa kwanza unaishia juu ya kete, ili iendelee.
lesson-takata-title = Takata na safu ya nyuma
lesson-takata-teach-1 = Hatua isiyokula chochote ni takata. Unaruhusiwa kucheza takata tu pale ambapo hakuna kula kunakowezekana.
lesson-takata-teach-2 = Takata huanzia safu yako ya mbele ikiwa shimo lolote la mbele lina kete 2 au zaidi. Pale tu ambapo hakuna shimo kama hilo ndipo unaweza kuanzia safu ya nyuma.
lesson-takata-teach-3 = Shimo lenye kete 16 au zaidi hupandwa daima kama takata. Na kete zako pekee za safu ya mbele zikiwa katika kichwa (shimo la pembeni), hakiruhusiwi kupandwa kuelekea safu ya nyuma.
lesson-takata-note = Hakuna kula kunakowezekana, kwa hiyo hii ni takata kutoka safu ya mbele: inaendelea, lakini haili kamwe.
lesson-takata-prompt = Safu yako ya mbele haina shimo lenye kete 2, kwa hiyo lazima uanzie safu ya nyuma. Tafuta takata inayoendelea.
lesson-capture-title = Kula (mtaji) na sheria ya kichwa
lesson-capture-teach-1 = Mzunguko ukiishia katika shimo lako la mbele ambalo tayari lilikuwa na kete, na shimo la mpinzani linalokabiliana nalo lina kete pia, unazila zote.
lesson-capture-teach-2 = Kete zilizoliwa hupandwa tena katika safu zako kuanzia kichwa, shimo la pembeni la safu yako ya mbele: kutoka kichwa cha kushoto kwa kula katika shimo 1 au 2, kutoka cha kulia katika 7 au 8, na katikati kutoka kichwa kinachokuwezesha kuendelea kupanda upande uleule.
lesson-capture-teach-3 = Ikiwa hatua yoyote inaweza kula, lazima ucheze hatua ya kula. Kisha kila mzunguko unaoishia juu ya kete zako za mbele zinazokabiliana na kete unakula tena.
lesson-capture-note = Mzunguko unaishia A5, ukikabiliana na kete: zinaliwa na kupandwa kuanzia kichwa cha kushoto, A1.
lesson-capture-prompt = Kila hatua hapa inakula. Tafuta ile inayochukua kete nyingi kuliko zote.
lesson-chain-title = Kula mfululizo
lesson-chain-teach-1 = Kula hakumalizi hatua. Kete zilizoliwa hupandwa kuanzia kichwa, na mzunguko huo ukiishia juu ya kete zako za mbele zinazokabiliana na kete, unakula tena.
lesson-chain-teach-2 = Wachezaji hodari hutafuta hatua zinazokula mfululizo, wakichukua kete kutoka mashimo kadhaa ya mpinzani katika zamu moja.
lesson-chain-note = Hesabu mara za kula: kila mzunguko unaoishia juu ya kete zako zinazokabiliana na kete unakula tena.
lesson-chain-prompt = Tafuta hatua inayokula angalau mara mbili.
lesson-sixteen-title = Sheria ya kete 16 na kichwa pweke
lesson-sixteen-teach-1 = Shimo lenye kete 16 au zaidi halianzishi kula kamwe: likipandwa, huzunguka safu zako kama takata. Kwa hiyo kula kunapowezekana haliwezi kuchezwa kabisa, na ukingo wake haung'ai.
lesson-sixteen-teach-2 = Kizuizi kimoja zaidi: kete zako pekee za safu ya mbele zikiwa katika kichwa (shimo la pembeni), kichwa hicho hakiruhusiwi kupandwa kuelekea nje hadi safu yako ya nyuma; ndani tu.
lesson-sixteen-note = A3 lina kete 16: linapandwa kama takata, likizunguka safu zote mbili, na halili chochote.
lesson-sixteen-prompt = A5 lina kete 16, kwa hiyo haliwezi kuchezwa wakati kula kunawezekana. Tafuta hatua ya kula inayochukua kete nyingi kuliko zote.
lesson-winning-title = Jinsi ya kushinda mchezo
lesson-winning-teach-1 = Unashinda mara tu safu ya mbele ya mpinzani wako inapokuwa tupu, hata katikati ya hatua yako. Pia unashinda mpinzani wako asipoweza kucheza kabisa.
lesson-winning-teach-2 = Kwa hiyo safu ya mbele ndiyo ya kulinda, na ndiyo ya kushambulia: kula kete za mwisho za safu ya mbele ya mpinzani kunamaliza mchezo.
lesson-winning-note = Angalia safu ya mbele ya Kaskazini: hatua hii inachukua kete zake za mwisho.
lesson-winning-prompt = Tafuta hatua inayoacha tupu safu ya mbele ya Kaskazini na kushinda.
lesson-namua-title = Awamu ya namua
lesson-namua-teach-1 = Bao la Kiswahili huanza kete nyingi zikiwa katika ghala la kila mchezaji. Ukiwa bado na kete humo, kila hatua huanza kwa kuweka kete moja ya ghala katika shimo la safu yako ya mbele.
lesson-namua-teach-2 = Ikiwa shimo hilo tayari lilikuwa na kete na shimo linalokabiliana nalo lina kete, unazila; kula katika shimo la katikati kunakuruhusu kuchagua kichwa cha kuanzia kupanda. Kula ni lazima kunapowezekana.
lesson-namua-teach-3 = Vinginevyo hatua ni takasa: shimo linachukuliwa lote na kupandwa, mwendo unaendelea, na hakuna kinacholiwa.
lesson-namua-note = Kete kutoka ghala inaingia A3, linalokabiliana na kete: kula, na kete zilizoliwa zinapandwa kuanzia kichwa unachokichagua.
lesson-namua-prompt = Weka kete yako ya ghala pale inapokula kete nyingi kuliko zote.
lesson-safari-title = Nyumba, kodi na safari
lesson-safari-teach-1 = Nyumba yako ni shimo la mraba, shimo lako la mbele namba 5. Maadamu unaimiliki na ina kete 6 au zaidi, inafanya kazi: haichukuliwi na hatua ya kawaida.
lesson-safari-teach-2 = Katika awamu ya namua, nyumba inayofanya kazi inaweza kuchaguliwa kwa takasa pale tu ambapo ndilo shimo lako pekee la mbele lenye kete. Hapo inalipa kodi: kete 2 tu zinapandwa, na inabaki kuwa nyumba yako.
lesson-safari-teach-3 = Mzunguko wa hatua ya kula ukiishia katika nyumba yako inayofanya kazi na shimo linalokabiliana nayo liko tupu, unachagua: usimame hapo, au uende safari: uchukue nyumba na uendelee kupanda. Ukienda safari, unaipoteza nyumba kabisa.
lesson-safari-note = Upandaji wa kete zilizoliwa unaishia katika nyumba: mchezaji anaendelea, na kete za nyumba zinapandwa.
lesson-safari-prompt = Tafuta hatua ya kula ambayo upandaji wake unafika nyumba yako, na uende safari kutoka hapo.
lesson-takasia-title = Takasia
lesson-takasia-teach-1 = Takasia ni ya awamu ya mtaji, maghala yote mawili yakiwa matupu. Baada ya takasa (hatua isiyokula chochote), ikiwa kula kote kunakowezekana kwa aliyecheza kungechukua kutoka shimo lako moja lilelile, na wewe huna kula, shimo hilo linapigwa takasia kwa hatua yako ijayo.
lesson-takasia-teach-2 = Huruhusiwi kuanza hatua yako kutoka shimo lililopigwa takasia, na mzunguko wako ukiishia ndani yake hatua yako inaishia hapo, hata juu ya kete. Kupita ndani yake kunaruhusiwa. Maandishi ya mpangilio huonyesha hivi: takasia=A3.
lesson-takasia-note = A3 limepigwa takasia: mzunguko unaishia juu ya kete zake, na badala ya kuendelea hatua inaishia hapo.
lesson-takasia-prompt = A3 limepigwa takasia. Tafuta hatua inayoendelea hata hivyo.
lesson-raid-title = Akiba na uvamizi
lesson-raid-teach-1 = Bao la Kimasai lina sehemu mbili. Katika ya kwanza, kila hatua huleta kete moja kutoka akiba yako hadi katika shimo lako moja, huchukua shimo hilo na kulipanda, daima kwa mwelekeo wa saa; hakuna kinacholiwa.
lesson-raid-teach-2 = Kete zote za akiba zikiwa ubaoni, sehemu ya pili inaanza: unaweza kuchukua shimo lako lolote, hata lenye kete moja. Mzunguko unaoishia juu ya kete zako za mbele zinazokabiliana na kete za mbele za mpinzani unazivamia: zinachukuliwa na kupandwa kuanzia shimo hilo.
lesson-raid-note = Mzunguko unaishia A7, ukikabiliana na kete: zinachukuliwa na kupandwa kuanzia A7.
lesson-raid-prompt = Tafuta hatua inayovamia safu ya mbele ya Kaskazini.

## Hatua kwa hatua, na paneli ya masomo
event-sentence = Tukio { $n } kati ya { $count }: { $sentence }
lesson-of = Somo { $n } kati ya { $count } · { $edition }
lesson-watch = Tazama mfano (Enter)
lesson-example = Mfano: { $move }
lesson-next-event = Tukio linalofuata (mshale wa kulia au Space)
lesson-your-turn = Zamu yako: swali (Enter)
lesson-how-to-answer = Cheza jibu lako ubaoni: bofya shimo ambalo ukingo wake unang'aa, kisha mshale ulio juu yake (au Tab, Enter na kitufe cha mshale).
lesson-try = Jaribio { $n }
lesson-again = Tena (R)
lesson-try-again = Jaribu tena (Enter)
lesson-show-me = Nionyeshe (S)
lesson-show-me-hover = Jibu sahihi, likichezwa tukio moja baada ya jingine, na kila tukio linachofanya.
lesson-answer = Jibu sahihi: { $move }
lesson-try-it = Jaribu mwenyewe
lesson-next = Somo linalofuata (Enter)
lessons-done = Masomo { $done } kati ya { $count } yamekamilika
lessons-not-kept = Kuhifadhi kwenye kifaa kumezimwa: maendeleo yanadumu hadi utakapotoka.

## Kitazamaji cha marudio
replay-moves = Hatua
replay-charts = Chati: kete, na katika uchambuzi nafasi ya kushinda
replay-player = { $side } { $name }
replay-player-level = { $side } { $name } (kiwango { $level })
replay-players = { $record } · { $south } dhidi ya { $north }
takasia-on = takasia imewashwa
takasia-off = takasia imezimwa
replay-result = matokeo { $result }
replay-starts-from = Inaanzia { $position }
replay-game = Mchezo:
replay-start = ⏮ Mwanzo (Home)
replay-back = ◀ Nyuma
replay-back-hover = Kitufe cha mshale wa kushoto; tukio moja nyuma, hatua kwa hatua
replay-pause = Simamisha (Space)
replay-play = Cheza (Space)
replay-forward = Mbele ▶
replay-forward-hover = Kitufe cha mshale wa kulia; tukio linalofuata, hatua kwa hatua
replay-end = Mwisho ⏭ (End)
replay-stepping = hatua kwa hatua (E)
replay-continue = Endelea na mchezo huu
replay-continue-hover = Rekodi haijaisha: endelea kucheza kutoka nafasi yake ya mwisho, kama mchezo wako (haihesabiwi kwa rekodi zako bora).
replay-move-of = hatua { $n } kati ya { $count } ({ $side })
replay-at-start = mwanzo (hatua { $count })
replay-stepping-help = Hatua kwa hatua: kitufe cha mshale wa kulia kinaonyesha tukio linalofuata la hatua inayofuata, linachofanya na kwa nini.
replay-seeds-of = kete za { $side }
replay-shown = inayoonyeshwa
replay-chart-name = Chati ya hatua: { $keys }. Bofya ili kwenda kwenye hatua.
moves-start = mwanzo

## Kwa nini ubao wa mazoezi unakataa mpangilio
refused-kujifunza-stores = maghala: Kujifunza haina ghala, kwa hiyo lazima yawe 0,0, si { $stores }
refused-too-many-seeds = kete: mpangilio una kete { $total }, zaidi ya { $most } za mchezo
refused-nyumba-empty = alama 'house={ $letter }': nyumba ya { $side } { $pit } iko tupu, na nyumba inamilikiwa tu hadi inapochukuliwa au kuliwa
refused-first-reserves = alama 'first': zamu ya kwanza huja kabla kete yoyote ya akiba kuletwa, kwa hiyo akiba zote mbili zina 24, si { $stores }
refused-takasia-not-front = alama 'takasia={ $pit }': shimo lililopigwa takasia ni shimo la mbele la anayecheza ({ $letter })
refused-takasia-empty = alama 'takasia={ $pit }': { $pit } liko tupu, na shimo lenye kete tu ndilo linaweza kupigwa takasia
refused-takasia-exempt = alama 'takasia={ $pit }': { $pit } haliwezi kupigwa takasia: { $why }
refused-only-in = alama '{ $flag }': mpangilio wa { $wanted } tu ndio unayo, huu ni { $edition }

## Nani anacheza, na kufunga dirisha
player-person = Mtu
player-bot = Roboti { $n } { $name }
close = Funga (Esc)

## Ubao wa mazoezi
practice-board = Ubao wa mazoezi
practice-board-help = Weka kete popote upendapo, kisha cheza kutoka hapo.
practice-edition = toleo
practice-to-move = Zamu ya:
practice-seeds = Kete { $board } ubaoni (zisizozidi 64).
practice-seeds-stores = Kete { $board } ubaoni, { $stored } katika maghala (zisizozidi 64 kwa jumla).
practice-clear = Futa
practice-clear-hover = Kila shimo na ghala tupu
practice-two-each = Mbili kila shimo
practice-two-each-hover = Kete mbili katika kila moja ya mashimo 32
practice-start = Mpangilio wa mwanzo
practice-start-hover = Jinsi michezo ya toleo hili inavyoanza
practice-owns-nyumba = { $side } anamiliki nyumba yake ({ $pit })
practice-takasia-rule = sheria ya takasia katika mchezo
practice-takasia-pit = { $pit } limepigwa takasia kwa hatua hii
practice-remove = ondoa
practice-first = zamu ya kwanza (hakuna kete ya akiba inayoingia)
practice-as-text = Mpangilio kama maandishi…
practice-as-text-hover = Nakili mpangilio, au bandika au andika maandishi ya mpangilio
practice-fix-red = Rekebisha yaliyoandikwa kwa rangi nyekundu ili ucheze kutoka hapa.
practice-over = Kwa mpangilio huu, mchezo umekwisha: { $result }
practice-ways = Zamu ya { $side }: { $ways ->
    [one] njia 1 ya kucheza
   *[other] njia { $ways } za kucheza
}.
practice-play = Cheza kutoka hapa
practice-store-of = Ghala la { $side }
practice-reserve-of = Akiba ya { $side }
practice-stage-namua = Awamu: namua (kila hatua huleta kete kutoka ghala).
practice-stage-mtaji = Awamu: mtaji (maghala ni matupu).
practice-namua = namua: 22 kila ghala
practice-mtaji = mtaji: maghala matupu
practice-game = Mchezo wa mazoezi
practice-game-help = { $moves ->
    [one] Hatua 1 imechezwa
   *[other] Hatua { $moves } zimechezwa
} kutoka mpangilio wako. Onyesho linaweka alama pale hatua inapoishia kabla hujaicheza.
practice-stepping-help = Kila hatua inasimama baada ya kila tukio; mshale wa kulia, Space au Enter unaonyesha linalofuata.
practice-next-event = Tukio linalofuata ▶
practice-edit-now = Hariri mpangilio sasa
practice-edit-start = Hariri mpangilio wa kuanzia
position-text = Mpangilio kama maandishi
position-text-help = Toleo, anayecheza, safu za Kusini, safu za Kaskazini, maghala, kisha alama.
position-use = Tumia mpangilio huu (Enter)
position-copy = Nakili
position-paste = Bandika
position-no-clipboard = Hakuna ubao wa kunakili hapa: chagua maandishi kisha uyanakili.
position-too-long = Ubao wa kunakili una herufi { $chars }: si maandishi ya mpangilio.
position-nothing = Hakuna cha kubandika: ubao wa kunakili hauna maandishi.

## Jinsi mchezo ulivyoisha
result-wins = { $winner } ameshinda: { $why }.
result-unranked = Mchezo hauna mshindi: { $why }.
why-front-row-empty = safu ya mbele ya { $loser } iko tupu
why-no-legal-move = { $loser } hana hatua halali
unranked-never-ending = hatua ya mwisho isingeisha kamwe (upandaji wake unajirudia milele)
unranked-repetition = mpangilio uleule ulitokea mara tatu
unranked-move-limit = hatua 2,000 zimechezwa
unranked-time-limit = saa nne za mchezo zimepita
ending-you-win = Umeshinda!
ending-wins = { $winner } ameshinda
ending-why = { $why }.
ending-unranked = Hakuna mshindi

## Rekodi zako: mpya, au kwa nini ushindi hauhesabiwi
best-first-win = Ushindi safi wa kwanza katika kiwango hiki: rekodi yako mpya.
best-moves-and-time = Rekodi yako mpya: hatua chache zaidi na muda mfupi zaidi.
best-moves = Rekodi yako mpya: hatua chache zaidi.
best-time = Rekodi yako mpya: muda mfupi zaidi.
not-counted-not-solo = mchezo wa mtu mmoja dhidi ya roboti tu ndio unahesabiwa
not-counted-unfinished = mchezo haujaisha
not-counted-unranked = michezo isiyo na mshindi haihesabiwi
not-counted-bot-won = roboti ameshinda
not-counted-not-from-start = mchezo haukuanza kutoka mpangilio wa mwanzo wa toleo lake
taint-took-back = ulirudisha hatua
taint-hint = uliomba dokezo
taint-preview = uliangalia onyesho la hatua
taint-loaded-position = ulipakia mpangilio
taint-bot-changed = roboti alibadilishwa wakati wa mchezo
taint-unknown = mchezo uliohifadhiwa uliwekwa alama kuwa hauhesabiwi
list-and = { $first } na { $last }

## Mstari wa skrini ya kusimama, dirisha la mwisho na kuandaa mchezo
pause-about = { $edition } · { $counter } · { $clock } za mchezo
plate-seeds = { $name } · kete { $seeds }
end-seeds = { $side }: { $seeds } ubaoni
end-seeds-stored = { $side }: { $seeds } ubaoni, { $stored } ghalani
end-moves = { $moves ->
    [one] Hatua 1
   *[other] Hatua { $moves }
} katika { $clock } za mchezo.
end-demo = Maonyesho: mchezo unaofuata unaanza baada ya sekunde { $seconds }.
end-demo-upset = Kiwango cha chini kimeshinda. Kiwango cha juu hushinda michezo mingi, si yote: kila kiwango hutazama mbele kwa njia yake, na hatua moja ambayo hakikuiona hadi mwisho inaweza kuamua mchezo.
end-demo-expected = Kiwango cha juu kimeshinda, kama kinavyoshinda michezo mingi, ingawa si yote: hatua moja ambayo hakikuiona hadi mwisho inaweza kuamua mchezo.
end-demo-equal = Kiwango kilekile pande zote mbili: mwanzo wa mchezo na anayeanza huamua kuliko kiwango.
end-play-again = Cheza tena
edition-kujifunza = Anza hapa: toleo la kujifunzia. Panda, endelea na kula; hakuna ghala, hakuna nyumba.
edition-kiswahili = Mchezo kamili: kete huingia kutoka ghala, shimo la mraba (nyumba) lina haki maalum.
edition-kimasai = Mchezo wa Kimasai: kila upandaji huenda kwa mwelekeo wa saa; akiba kwanza, kisha uvamizi.
customise-title = Andaa mchezo
customise-edition = Toleo
customise-takasia-on = imewashwa (sheria ya mashindano)
customise-takasia-hint = Baada ya hatua ya takasa, shimo la mpinzani ambalo kete zake zingeweza kuliwa linaweza kuzuiwa kwa hatua yake ijayo.
customise-south = Kusini (upande wa karibu)
customise-north = Kaskazini (upande wa mbali)
customise-players-hint = Mtu, au roboti: 1 Mwanafunzi anacheza karibu bila mpango, 6 Bingwa ndiye hodari kuliko wote.
customise-first = Nani anaanza
customise-first-hint = Sheria zinataka Kusini aanze; Kaskazini anaweza kuchukua hatua ya kwanza badala yake.
customise-speed = Mwendo
customise-speed-hint = Kasi ya mwendo wa kete; F inaonyesha papo hapo sehemu iliyobaki ya hatua.
customise-start = Anza
cancel = Ghairi (Esc)

## Rekodi zako, maswali na muhtasari
bests-title = Rekodi zako
bests-not-kept = Rekodi zako huhifadhiwa tu "Hifadhi kwenye kifaa hiki" na "Hifadhi rekodi zako" vikiwa vimewashwa (Mipangilio).
bests-none = Bado huna rekodi: shinda mchezo dhidi ya roboti, kuanzia mwanzo, bila kurudisha hatua wala kuomba dokezo.
bests-edition = Toleo
bests-bot = Roboti
bests-wins = Ushindi safi
bests-fewest-moves = Hatua chache zaidi
bests-shortest-time = Muda mfupi zaidi
bests-not-counted = Haihesabiwi kuwa rekodi yako: { $why }.
ask-erase = Ufute vyote ambavyo mchezo huu unahifadhi kwenye kifaa hiki: mipangilio yako, rekodi zako, masomo uliyomaliza na mchezo unaoendelea? Kuhifadhi kwenye kifaa hiki kutazimwa; mchezo ulio ubaoni unaendelea, ukihifadhiwa hadi utakapofunga tu.
ask-erase-yes = Futa
ask-erase-no = Ghairi
ask-forget = Kuhifadhi kwenye kifaa hiki kumezimwa. Ufute vilivyohifadhiwa kwa ajili yako: mipangilio yako, rekodi zako, masomo uliyomaliza na mchezo unaoendelea?
ask-forget-yes = Vifute
ask-forget-no = Viache
ask-undo = Urudishe hatua ya mwisho? Wachezaji wote wawili wanapaswa kukubali.
ask-undo-yes = Irudishe
ask-undo-no = Ghairi
ask-quit = Mchezo huu hauhifadhiwi: kuhifadhi kwenye kifaa hiki kumezimwa. Utoke na uupoteze?
ask-quit-yes = Toka
ask-quit-no = Rudi
ask-leave = Mchezo huu hauhifadhiwi: kuhifadhi kwenye kifaa hiki kumezimwa. Uuache na uupoteze?
ask-leave-yes = Uache
ask-leave-no = Rudi
ask-another = Mchezo mpya unachukua nafasi ya huu, ambao utapotea. Uanze mchezo mpya?
ask-another-yes = Anza mchezo mpya
ask-another-no = Rudi
ask-replace = Mchezo mpya unachukua nafasi ya mchezo uliohifadhiwa kwa ajili ya Endelea mara utakapocheza hatua yako ya kwanza. Uanze mchezo mpya?
ask-replace-yes = Anza mchezo mpya
ask-replace-no = Rudi
ask-back = Mchezo uliocheza kutoka kwenye uchambuzi haujahifadhiwa: kuhifadhi kwenye kifaa hiki kumezimwa. Urudi kwenye uchambuzi na kuupoteza?
ask-back-yes = Rudi kwenye uchambuzi
ask-back-no = Endelea kucheza
summary-copy = Nakili muhtasari
summary-copy-hover = Mstari mmoja kuhusu mchezo huu, bila majina, wa kushiriki
summary-copied = Imenakiliwa kwenye ubao wa kunakili:
summary-no-clipboard = Hakuna ubao wa kunakili hapa: chagua mstari kisha uunakili.

## Dirisha la sheria
help-title = Sheria: { $edition }
help-first = Jinsi ya kucheza
help-full = Sheria kamili
help-words = Maneno
help-playing-here = Kucheza hapa: bofya shimo ambalo ukingo wake unang'aa (au Tab na Enter), kisha mshale ulio juu yake (au kitufe cha mshale wa kushoto au kulia). Esc inasimamisha, F inaonyesha papo hapo sehemu iliyobaki ya hatua, L inaeleza alama za ubaoni.
help-how-to-move = Jinsi ya kucheza hatua
help-how-to-capture = Jinsi ya kula
help-how-to-win = Jinsi ya kushinda
help-no-nyumba = Mashimo mawili ya mraba ni nyumba za Bao la Kiswahili, zilizochongwa kwenye kila ubao. Katika toleo hili ni mashimo ya kawaida.
glossary-bao = bao
glossary-bao-meaning = "ubao": mchezo wenyewe na ubao wa safu 4 za mashimo 8.
glossary-kete = kete
glossary-kete-meaning = mbegu moja ya mchezo; kila mchezaji anamiliki safu mbili zilizo karibu naye.
glossary-front-row = safu ya mbele
glossary-front-row-meaning = safu yako iliyo karibu na katikati (A kwa Kusini, a kwa Kaskazini); safu ya nyuma ni B / b.
glossary-mtaji = mtaji
glossary-mtaji-meaning = zamu ya kula, na awamu ya Bao la Kiswahili maghala yote mawili yakiwa matupu.
glossary-takata = takata / takasa
glossary-takata-meaning = zamu isiyo na kula: unapanda tu (na kuendelea). Takasa ni aina yake katika awamu ya namua.
glossary-kichwa = kichwa
glossary-kichwa-meaning = mashimo ya pembeni ya safu yako ya mbele (shimo 1, kichwa cha kushoto, na shimo 8, cha kulia). Kete zilizoliwa hupandwa kuanzia kichwa.
glossary-kimbi = kimbi
glossary-kimbi-meaning = mashimo 1, 2, 7 na 8 ya safu yako ya mbele: kula huko lazima kutumie kichwa cha upande huo.
glossary-nyumba = nyumba
glossary-nyumba-meaning = shimo la mraba namba 5 la safu yako ya mbele katika Bao la Kiswahili. Maadamu unalimiliki na lina kete 6 au zaidi lina haki maalum.
glossary-namua = namua
glossary-namua-meaning = awamu ya kwanza ya Bao la Kiswahili: kila zamu huanza kwa kuweka kete kutoka ghala lako ubaoni.
glossary-safari = safari
glossary-safari-meaning = upandaji wa kete zilizoliwa ukiishia katika nyumba yako mwenyewe unaweza kusimama, au kuchukua nyumba na kuendelea kupanda (jambo linalomaliza umiliki wake).
glossary-takasia = takasia
glossary-takasia-meaning = baada ya baadhi ya hatua za takasa, shimo moja la mbele la mpinzani linazuiwa kwa hatua yake ijayo (lina alama ya marufuku kuingia).
help-kujifunza-rule-1 = Kila moja ya mashimo 32 huanza na kete 2. Kusini anaanza.
help-kujifunza-rule-2 = Chagua shimo lako lenye kete 2 au zaidi na upande wa kupanda. Panda kete moja moja katika mashimo yanayofuata, kuzunguka safu zako mbili.
help-kujifunza-rule-3 = Mahali kete ya mwisho inapoangukia huamua kitakachotokea: katika shimo tupu, zamu inaisha. Katika shimo lenye kete, zichukue zote na uendelee kupanda.
help-kujifunza-rule-4 = Kula (mtaji): kete ya mwisho ikiangukia shimo lenye kete katika safu yako ya mbele na shimo la mpinzani linalokabiliana nalo lina kete, unazichukua na kuzipanda tena kuanzia kichwa (pembe ya safu yako ya mbele iliyo karibu na mahali pa kula, au katikati ile inayokuwezesha kuendelea kupanda upande uleule). Kula kunaweza kufuatana.
help-kujifunza-rule-5 = Ukiweza kula lazima ule. Vinginevyo (takata) panda kutoka shimo la mbele, au kutoka shimo la nyuma pale tu ambapo hakuna shimo la mbele lenye kete 2.
help-kujifunza-rule-6 = Unashinda pale safu ya mbele ya mpinzani inapokuwa tupu, au asipoweza kucheza.
help-kiswahili-rule-1 = Kila mchezaji huanza na kete 22 ghalani, 6 katika nyumba, 2 katika mashimo ya mbele 6 na 7.
help-kiswahili-rule-2 = Awamu ya namua: kila zamu huanza kwa kuweka kete moja kutoka ghala lako katika safu yako ya mbele. Ikiangukia shimo lenye kete linalokabiliana na kete, unazila na kuzipanda kuanzia kichwa (katikati unachagua kipi). Vinginevyo (takasa) unachukua shimo hilo na kulipanda.
help-kiswahili-rule-3 = Nyumba ni maalum maadamu unaimiliki na ina kete 6 au zaidi: upandaji wa takasa unaoishia hapo unasimama, na upandaji wa kete zilizoliwa unaoishia hapo unakuruhusu kuchagua safari.
help-kiswahili-rule-4 = Awamu ya mtaji (maghala yote mawili matupu): zamu ni kama katika Bao la Kujifunza, pamoja na takasia ikiwa imewashwa.
help-kiswahili-rule-5 = Kuendelea na kula hufanya kazi kama katika toleo la kujifunzia: mzunguko unaoishia katika shimo lenye kete huchukuliwa na kupandwa tena; ukiishia katika shimo tupu zamu inaisha.
help-kiswahili-rule-6 = Unashinda pale safu ya mbele ya mpinzani inapokuwa tupu, au asipoweza kucheza.
help-kimasai-rule-1 = Kila moja ya mashimo 16 ya mbele huanza na kete 1; kila mchezaji ana kete 24 za akiba.
help-kimasai-rule-2 = Kila upandaji huenda kwa mwelekeo wa saa, kwa hiyo hatua ni shimo tu: libofye.
help-kimasai-rule-3 = Sehemu ya kwanza: weka kete ya akiba katika shimo lako lenye kete, lichukue na upande. Kuendelea hufuata; hakuna kinacholiwa. (Zamu ya kwanza kabisa haileti kete.)
help-kimasai-rule-4 = Sehemu ya pili (akiba zimekwisha): chukua shimo lako lolote lenye kete na upande. Mzunguko unaoishia katika shimo lako la mbele lenye kete linalokabiliana na shimo la mbele la mpinzani lenye kete unazila kete hizo; zinapandwa kuanzia shimo lililokula.
help-kimasai-rule-5 = Unashindwa pale safu yako ya mbele inapokuwa tupu.
help-kujifunza-move = Chagua shimo lako lenye kete 2 au zaidi (ukingo wake unang'aa) na upande wa kwenda. Kete hupandwa moja moja katika mashimo yanayofuata, kuzunguka safu zako mbili. Kete ya mwisho ikiangukia juu ya kete, zote huchukuliwa na kupandwa tena; katika shimo tupu hatua inaisha.
help-kujifunza-capture = Kete ya mwisho ikiangukia juu ya kete katika safu yako ya mbele, na shimo linalokabiliana nalo ng'ambo ya katikati lina kete, unazichukua na kuzipanda tena kuanzia pembe ya safu yako ya mbele. Lazima ule unapoweza.
help-kujifunza-win = Acha tupu safu ya mbele ya mpinzani wako (safu iliyo karibu na katikati), au mwache bila hatua ya kucheza.
help-kiswahili-move = Maadamu ghala lako lina kete, kila hatua huanza kwa kuweka moja yao katika safu yako ya mbele. Ikiangukia juu ya kete zinazokabiliana na kete, unakula; vinginevyo unachukua shimo hilo na kulipanda. Maghala yakiwa matupu, unacheza kama katika Bao la Kujifunza.
help-kiswahili-capture = Kete zilizoliwa hupandwa tena kuanzia pembe ya safu yako ya mbele (kichwa). Shimo la mraba ni nyumba yako: maadamu unaimiliki na ina kete 6 au zaidi, ina haki maalum, zilizoelezwa katika sheria kamili.
help-kiswahili-win = Acha tupu safu ya mbele ya mpinzani wako, au mwache bila hatua ya kucheza.
help-kimasai-move = Bofya shimo lako lolote lenye kete: kila upandaji huenda kwa mwelekeo wa saa. Ukiwa na kete za akiba, moja huingia shimoni kwanza. Kete ya mwisho ikiangukia juu ya kete, huchukuliwa na kupandwa tena.
help-kimasai-capture = Akiba zikiisha, mzunguko unaoishia katika safu yako ya mbele juu ya kete, ukikabiliana na kete, unazichukua; zinapandwa tena kuanzia shimo hilo.
help-kimasai-win = Mpinzani wako anashindwa pale safu yake ya mbele inapokuwa tupu.

## Alama za ubaoni (maelezo ya alama, na kisoma skrini)
mark-playable = unaweza kupanda shimo hili
mark-focused = kibodi iko hapa (Tab, mishale; Enter inachagua)
mark-hovered = kielekezi kiko hapa
mark-chosen = limechaguliwa: sasa chagua upande
mark-last-move = hatua ya mwisho ilianzia hapa
mark-sown = kete imeangukia hapa sasa hivi
mark-relay = kuendelea: mzunguko uliishia juu ya kete, zinapandwa tena
mark-capture = kula: kete zinachukuliwa
mark-safari = safari: nyumba inapandwa
mark-takasia = takasia: haliruhusiwi kuchezwa zamu hii (au nyumba inalipa kodi)
mark-nyumba = nyumba yenye mwenyewe: shimo la mraba, maalum katika Bao la Kiswahili tu
mark-hint = dokezo: hatua ambayo roboti hodari kuliko wote angecheza inaanzia hapa
mark-hint-lands = dokezo: kete ya mwisho ya hatua hiyo inaangukia hapa
mark-preview-lands = onyesho: hatua inayotazamwa ingeishia hapa
mark-preview-takes = onyesho: hatua inayotazamwa ingekula kete hizi
legend-title = Alama zina maana gani

## Maandishi ya ubao, na kisoma skrini kinachosikia
board-store = Ghala la { $side }: { $holds }
board-reserve = Akiba ya { $side }: { $holds }
board-from-kichwa-left = kutoka { $pit } ▶
board-from-kichwa-right = ◀ kutoka { $pit }
board-stop = Simama hapa
board-safari = Safari ▶
reader-pit = { $pit }, { $row } ya { $owner }: { $seeds }
reader-empty = tupu
spoken-move = { $side } amecheza { $move }: { $what }.

## Upau wa juu na wa chini
hud-demo = maonyesho, mchezo { $n }: { $south } dhidi ya { $north }
hud-demo-hover = Roboti dhidi ya roboti, bila kikomo; Esc kwa menyu
hud-replay = marudio
hud-clock-hover = Muda halisi wa mchezo, kwa dakika nzima (menyu ya kusimama inaonyesha sekunde); kusimama hakuhesabiwi
hud-clock = { $hours ->
    [0] dakika { $minutes }
   *[other] saa { $hours } dakika { $minutes }
}
hud-editing = Bofya shimo kuongeza kete; bofya kulia (au Shift+bofya) kuondoa moja. Kibodi: mishale inasogeza mabano meupe, Enter au + inaongeza, Shift+Enter au − inaondoa; Tab inafika kwenye paneli.
hud-show-again = R inaonyesha hatua ya mwisho tena.
hud-hint-thinking = Bingwa anatafuta dokezo… (H tena kusimamisha)
hud-hint = Dokezo: Bingwa angecheza { $move }; kete yake ya mwisho inaangukia { $pit }.
hud-hint-proven = Hii inashinda kwa lazima katika { $n ->
    [one] hatua 1
   *[other] hatua { $n }
}: Bao la Kujifunza limetatuliwa, na nafasi hii iko kwenye uthibitisho.
hud-which-way = Upande gani wa kupanda { $pit }? Bofya mshale ulio juu yake, au bonyeza kitufe cha mshale wa kushoto au kulia ({ $left } / { $right }); Backspace inarudi nyuma.
hud-which-kichwa = Kula katika { $pit }, ukichukua kete { $seeds } za { $facing } mkabala: hupandwa kuanzia kichwa, shimo la pembeni la safu yako ya mbele. Kipi? Kibofye, au bonyeza kitufe cha mshale wa kushoto ({ $left }) au kulia ({ $right }).
hud-safari = Upandaji wa kete zilizoliwa uliishia katika nyumba yako: simama hapa (mshale wa kushoto au S), au nenda safari (mshale wa kulia au G): chukua nyumba na uendelee kupanda, jambo linalomaliza umiliki wake.

## Maelezo chini ya ubao: vifungu vifupi, kimoja kwa kila tukio
say-from-store = kete kutoka ghala hadi { $pit }
say-from-reserve = kete kutoka akiba hadi { $pit }
say-tax = nyumba { $pit } inalipa kodi: kete 2
say-relay = inaendelea kutoka { $pit }
say-sown-from = zinapandwa kuanzia { $pit }
say-sown-from-kichwa = zinapandwa kuanzia { $kichwa } ({ $pit })
say-sown-from-kichwa-chosen = zinapandwa kuanzia { $kichwa } ({ $pit }, kilichochaguliwa)
say-capture = inakula kete { $count } kutoka { $from }, { $sown }
say-safari = safari: nyumba { $pit } inapandwa
say-house-lost = nyumba ya { $side } si nyumba tena
say-takasia-honoured = mzunguko unaishia { $pit }, lililopigwa takasia
say-front-row-empty = safu ya mbele ya { $side } iko tupu
say-ends = inaishia { $pit }
say-stops-nyumba = inasimama kwenye nyumba { $pit }
say-stops-no-safari = inasimama kwenye nyumba { $pit }, bila safari
say-stops = inasimama { $pit }
say-game-over = mchezo umekwisha
say-takasia-set = takasia: { $pit } haliruhusiwi kuchezwa zamu ijayo
say-takasia-exempt = { $pit } halipigwi takasia: { $why }
say-elided = mizunguko mingine { $laps }, inaonyeshwa mara moja
say-never-ending = upandaji huu hauishi: baada ya mizunguko { $laps } unajirudia

## Kuhifadhi na kufungua kumbukumbu za michezo
files-save-title = Hifadhi mchezo huu
files-watch-title = Tazama kumbukumbu ya mchezo
files-records = Kumbukumbu za michezo ya Bao (.bao)
files-record = Kumbukumbu ya mchezo wa Bao
files-saved = Imehifadhiwa katika { $path } ({ $moves ->
    [one] hatua 1
   *[other] hatua { $moves }
}, { $clock } za mchezo).
files-not-saved = Haikuweza kuhifadhi katika { $path }: { $why }
files-cannot-watch = { $path } haiwezi kutazamwa: { $why }
files-notice-title = Kumbukumbu za michezo
data-notice-title = Data yako kwenye kifaa hiki
files-reading = Inasoma { $name }…

## Muhtasari ambao mchezaji anaweza kushiriki
summary-from-set-position = kutoka mpangilio uliowekwa
summary-south-won = Kusini ameshinda kwa { $moves ->
    [one] hatua 1
   *[other] hatua { $moves }
}
summary-north-won = Kaskazini ameshinda kwa { $moves ->
    [one] hatua 1
   *[other] hatua { $moves }
}
summary-unranked-why = bila mshindi: { $why } · { $moves ->
    [one] hatua 1
   *[other] hatua { $moves }
}
summary-unranked = bila mshindi · { $moves ->
    [one] hatua 1
   *[other] hatua { $moves }
}
summary-unfinished = haujaisha · { $moves ->
    [one] hatua 1
   *[other] hatua { $moves }
}
summary-active = { $clock } za mchezo
summary-bot = { $name } (kiwango { $level })
summary-against = dhidi ya { $bot }
summary-against-as-south = dhidi ya { $bot } akiwa Kusini
summary-bots = { $south } akiwa Kusini dhidi ya { $north }
summary-two-players = wachezaji wawili
summary-reason-front-row-empty = safu ya mbele tupu
summary-reason-no-legal-move = hakuna hatua halali
summary-reason-never-ending = hatua isiyoisha
summary-reason-repeated = mpangilio uliojirudia
summary-reason-move-limit = kikomo cha hatua
summary-reason-time-limit = kikomo cha muda
summary-reason-abandoned = umeachwa

## Dirisha la faili (maneno ya egui-file-dialog)
dialog-cancel = Ghairi
dialog-overwrite = Andika juu yake
dialog-reload = ⟲  Pakia upya
dialog-working-directory = ↗  Nenda kwenye folda ya kazi
dialog-select-all = 🗐  Chagua zote
dialog-show-hidden = Onyesha zilizofichwa
dialog-show-system-files = Onyesha faili za mfumo
dialog-heading-pinned = Zilizobandikwa
dialog-heading-places = Mahali
dialog-heading-devices = Vifaa
dialog-heading-removable-devices = Vifaa vinavyoondolewa
dialog-home-dir = 🏠  Nyumbani
dialog-desktop-dir = 🖵  Eneo-kazi
dialog-documents-dir = 🗐  Nyaraka
dialog-downloads-dir = 📥  Vilivyopakuliwa
dialog-audio-dir = 🎵  Sauti
dialog-pictures-dir = 🖼  Picha
dialog-videos-dir = 🎞  Video
dialog-pin-folder = 📌 Bandika
dialog-unpin-folder = ✖ Bandua
dialog-rename-pinned-folder = ✏ Badilisha jina
dialog-selected-directory = Folda iliyochaguliwa:
dialog-selected-file = Faili iliyochaguliwa:
dialog-selected-items = Vitu vilivyochaguliwa:
dialog-file-name = Jina la faili:
dialog-file-filter-all-files = Faili zote
dialog-save-extension-any = Yoyote
dialog-open-button = 🗀  Fungua
dialog-save-button = 📥  Hifadhi
dialog-cancel-button = 🚫 Ghairi
dialog-overwrite-file-modal-text = tayari ipo. Unataka kuiandika juu yake?
dialog-err-empty-folder-name = Jina la folda haliwezi kuwa tupu
dialog-err-empty-file-name = Jina la faili haliwezi kuwa tupu
dialog-err-directory-exists = Folda yenye jina hilo tayari ipo
dialog-err-file-exists = Faili yenye jina hilo tayari ipo

## Taarifa kuhusu faili za mchezaji
notice-unreadable = { $path } haikuweza kusomwa ({ $error }); imeachwa mahali pake; { $fallback }
notice-set-aside = { $path } si { $what } halali ({ $why }); imewekwa kando kama { $name }; { $fallback }
notice-not-set-aside = { $path } si { $what } halali ({ $why }); haikuweza kuwekwa kando ({ $error }) na itabadilishwa itakapohifadhiwa tena; { $fallback }
notice-left-in-place = { $path } si { $what } halali ({ $why }); imeachwa ilivyo, na itawekwa kando tu mchezo ukihifadhi juu yake; { $fallback }
notice-other-window = Dirisha jingine la Bao linahifadhi data yako kwenye kifaa hiki: dirisha hili halihifadhi wala halifuti chochote hadi lile lifungwe.
notice-lock-failed = haikuweza kufunga { $path } ({ $error }): kuhifadhi kunabaki kumezimwa
notice-bests-not-saved = rekodi zako hazikuweza kuhifadhiwa katika { $path }: { $error }
notice-game-not-kept = Mchezo unaoendelea haukuweza kuhifadhiwa: { $error }
notice-mistakes-not-kept = Mafumbo kutoka makosa ya mchezo wako hayakuweza kuhifadhiwa: { $error }
notice-no-home = hakuna folda ya nyumbani: hakuna kinachoweza kuhifadhiwa kwenye kifaa hiki
notice-settings-not-saved = haikuweza kuhifadhi mipangilio katika { $path }: { $error }
notice-not-removed = haikuweza kuondoa { $path }: { $error }
notice-erased = Imefutwa: hakuna chako kinachohifadhiwa kwenye kifaa hiki sasa, na kuhifadhi kwenye kifaa hiki kumezimwa (kiwashe tena kwenye Mipangilio).
notice-not-erased = haikuweza kufuta katika { $path }: { $error }
file-settings = faili ya mipangilio
file-bests = faili ya rekodi zako
file-saved-game = mchezo uliohifadhiwa
file-lessons = faili ya masomo
file-puzzles = faili ya viwango vya mafumbo
file-mistakes = faili ya mafumbo kutoka michezo yako
file-practice = faili ya ubao wa mazoezi
fallback-settings = mipangilio ya kawaida inatumika
fallback-bests = rekodi zako zinaanza upya
fallback-saved-game = hakuna mchezo wa kuendelea
fallback-lessons = maendeleo ya masomo yanaanza upya
fallback-puzzles = viwango vya mafumbo vinaanza upya
fallback-mistakes = mafumbo kutoka michezo yako yanaanza upya
fallback-practice = ubao wa mazoezi unaanza mwanzoni

# Uchambuzi wa mchezo (src/review, bao record review).
review-wins-in = { $side } atashinda baada ya { $moves ->
    [one] hatua 1
   *[other] hatua { $moves }
}
review-chance = { $percent }% kwa { $side }
review-won = { $side } ameshinda
review-short-wins = ushindi baada ya { $moves ->
    [one] hatua 1
   *[other] hatua { $moves }
}
review-short-loses = kushindwa baada ya { $moves ->
    [one] hatua 1
   *[other] hatua { $moves }
}
review-short-won = ameshinda
review-short-lost = ameshindwa
review-unranked = bila mshindi
review-grade-good = nzuri
review-grade-inaccuracy = hitilafu ndogo
review-grade-mistake = kosa
review-grade-blunder = kosa kubwa
review-move = { $side } anapanda { $pit } { $way }
review-move-safari = { $side } anapanda { $pit } { $way } na kwenda safari
review-way-right-clockwise = kuelekea kulia (mwelekeo wa saa)
review-way-left-clockwise = kuelekea kushoto (mwelekeo wa saa)
review-way-right-anticlockwise = kuelekea kulia (kinyume cha mwelekeo wa saa)
review-way-left-anticlockwise = kuelekea kushoto (kinyume cha mwelekeo wa saa)
review-move-kimasai = { $side } anapanda { $pit }
review-key = Alama: ! nzuri (inashika au inapata ushindi wa lazima) · ?! hitilafu ndogo (inapoteza pointi 5 hadi 10 za nafasi ya kushinda) · ? kosa (10 hadi 15) · ?? kosa kubwa (15 au zaidi, au ushindi wa lazima umepotezwa) · + hatua inaenda safari · > mwelekeo wa saa, < kinyume chake · "Bora ingekuwa" inataja hatua ya injini, na kwenye mabano mfuatano inaoutarajia baada yake.
review-better = Bora ingekuwa { $move } ({ $line }): { $words }.
review-summary = { $side }: usahihi { $accuracy }%, { $good } nzuri, { $inaccuracies } hitilafu ndogo, { $mistakes ->
    [one] kosa 1
   *[other] makosa { $mistakes }
}, { $blunders ->
    [one] kosa kubwa 1
   *[other] makosa makubwa { $blunders }
} katika { $moves ->
    [one] hatua 1
   *[other] hatua { $moves }
}
end-review = Chambua mchezo huu
end-review-name = mchezo huu
hud-review = uchambuzi
review-start = Chambua (injini)
review-start-hover = Injini inapitia kila hali ya mchezo: nafasi za kushinda, makosa na hatua bora zaidi. Ubao unabaki wako wakati huo.
review-stop = Acha uchambuzi
review-written = Uchambuzi wa rekodi yenyewe (bila kutafuta)
review-progress = inachambua: hali { $done } kati ya { $all }
review-at-end = Mwisho wa mchezo.
review-not-yet = Uchambuzi bado haujafika hatua hii.
review-next = Inayofuata: { $move } ({ $side }); kabla yake { $before }, baada yake { $after }.
review-graded = Hukumu: { $grade }.
review-play-on = Endelea kucheza kutoka hapa
review-play-on-hover = Mchezo mpya kutoka hali hii, wewe upande unaocheza, dhidi ya boti. Hauhesabiwi kuwa rekodi yako.
review-back-to = ◀ Rudi kwenye uchambuzi
review-back-to-hover = Mchezo uliochambuliwa tena, kwenye hatua uliyoendelea kucheza kutoka, pamoja na uchambuzi wake.
review-chance-of = nafasi ya { $side } kushinda
review-chance-axis = { $side }, %
review-show = Onyesha hatua bora
review-show-hover = Mfululizo bora unachezwa ubaoni kutoka hali kabla ya hatua hii, kisha mchezo unarudi. Rekodi haibadilishwi.
review-showing = Inaonyesha mfululizo bora { $line } (haumo kwenye rekodi): hatua { $n } kati ya { $count }.
review-showing-done = Huo ndio mfululizo bora. Mchezo unarudi sasa hivi.
review-back = Rudi kwenye mchezo
review-next-mistake = Kosa linalofuata
review-next-mistake-hover = Inakwenda kwenye hatua inayofuata iliyohukumiwa hitilafu ndogo, kosa au kosa kubwa.
try-it = Jaribu mwenyewe
try-it-hover = Hali kabla ya hatua hii inarudi, nawe unacheza { $side }: tafuta hatua bora zaidi. Injini inaihukumu.
try-prompt = Zamu yako kama { $side }: tafuta hatua bora kuliko { $played }. Bofya shimo ambalo ukingo wake unang'aa, kisha mshale juu yake (au Tab, Enter na kitufe cha mshale).
try-judging = Injini inaihukumu { $move }…
try-again = Jaribu tena
try-played = { $move } ndiyo hatua iliyochezwa katika mchezo: { $grade }. Tafuta nyingine.
try-right-best = Sawa: { $move } ndiyo hatua bora ya injini. Baada yake: { $after }.
try-right = Sawa: { $move } inatosha, ambapo { $played } haikutosha. Baada yake: { $after }; baada ya hatua bora: { $best }.
try-better-but = Bora kuliko { $played }, lakini bado ni { $grade }. Baada ya { $move }: { $after }; baada ya hatua bora: { $best }.
try-wrong = Si bora: { $move } nayo ni { $grade }. Baada yake: { $after }; baada ya hatua bora: { $best }.
try-why-loses = Kwa nini: { $opponent } anashinda papo hapo kwa { $reply }.
try-why-forced = Kwa nini: { $opponent } anashinda kwa lazima baada ya { $moves ->
    [one] hatua 1
   *[other] hatua { $moves }
}: { $line }.
try-why-takes = Kwa nini: { $opponent } anaweza kuchukua kete { $seeds } za { $side } kwa { $reply }.
try-why-answer-takes = Kwa nini: { $opponent } anajibu { $reply } na kuchukua kete { $seeds } za { $side } (mfululizo wa injini: { $line }).
try-why-answer-takes-line = Kwa nini: { $opponent } anajibu { $reply } na kuchukua kete { $seeds } za { $side }, na mfuatano wa injini { $line } unamwachia { $side } kete { $mine } dhidi ya { $theirs } za { $opponent } (sasa { $mine_now } dhidi ya { $theirs_now }).
try-why-line = Kwa nini: jibu bora la { $opponent } ni { $line }: { $words }.
try-why-line-gains = Kwa nini: jibu bora la { $opponent } linaanza mfuatano wa injini { $line }, unaomwachia { $side } kete { $mine } dhidi ya { $theirs } za { $opponent } (sasa { $mine_now } dhidi ya { $theirs_now }).

## Mafumbo
puzzle-title = Mafumbo
puzzle-your-rating = Kiwango chako cha mafumbo: { $rating }
puzzle-count = Mafumbo { $count } katika toleo hili
puzzle-matched = Mafumbo ya kiwango changu
puzzle-streak = Mfululizo: yanapanda, hadi kosa la kwanza
puzzle-mine = Kutoka michezo yangu: makosa yangu ({ $count })
puzzle-mine-none = Makosa yako yanakuwa mafumbo hapa: maliza mchezo ukiwa umewasha kuhifadhi kwenye kifaa.
puzzle-by-theme = Au mada moja:
puzzle-none-left = Hakuna fumbo lililobaki kwa njia hii. Chagua njia nyingine, au rudia yale uliyokosa.
puzzle-about = Kiwango { $rating } · { $themes }
puzzle-about-rating = Kiwango { $rating }
puzzle-watch = Tazama hatua ya mpinzani…
puzzle-task = { $side } kucheza: tafuta hatua moja nzuri (bofya shimo, au Tab / mishale kisha Enter).
puzzle-hint = Dokezo (H): hatua (linahesabiwa kama msaada)
puzzle-hint-said = Dokezo: { $move }.
puzzle-good-move = Hatua nzuri: { $move }. Sasa inayofuata.
puzzle-solved = Umelitatua!
puzzle-solved-helped = Umelitatua kwa dokezo: linahesabiwa nusu ya ushindi.
puzzle-solved-retry = Umelitatua kwa jaribio jingine: la kwanza ndilo linalohesabiwa.
puzzle-next = Fumbo linalofuata (Enter)
puzzle-retry = Jaribu tena (R)
puzzle-show = Onyesha jibu (S)
puzzle-showing = Jibu, likichezwa: { $moves }.
puzzle-wrong-takes = { $move } inamruhusu mpinzani kujibu { $reply }, akila kete { $seeds }: nafasi yako ya kushinda ni { $played }% baada yake, { $right }% baada ya hatua sahihi.
puzzle-wrong-reply = { $move } inamruhusu mpinzani kujibu { $reply }: nafasi yako ya kushinda ni { $played }% baada yake, { $right }% baada ya hatua sahihi.
puzzle-wrong = { $move } si hatua yenyewe: nafasi yako ya kushinda ni { $played }% baada yake, { $right }% baada ya hatua sahihi.
puzzle-change = Kiwango chako { $change }
puzzle-unrated = Ulishalijaribu: mazoezi, bila alama.
puzzle-sitting = Kikao hiki: { $solved } kati ya { $tried } yametatuliwa, kiwango { $change }
puzzle-replay-missed = Rudia yale uliyokosa
puzzle-choose = Chagua njia nyingine
puzzle-theme-chain = mfululizo wa kula
puzzle-theme-takasa = takasa
puzzle-theme-safari = safari
puzzle-theme-nyumba = nyumba
puzzle-theme-namua = hatua ya namua
puzzle-theme-kichwa = kichwa
puzzle-theme-end = mwisho (safu ya mbele tupu)
puzzle-theme-defence = kujihami
puzzle-theme-never-ending = hatua isiyoisha
puzzle-theme-raid = kuiba ng'ombe
puzzle-theme-herding = kuchunga (ng'ombe wa akiba)
turn-puzzle = Fumbo
