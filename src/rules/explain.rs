//! A move's trace in words, one sentence an event, saying what happened and
//! why: "The last seed fell into a5, which held 2 seeds: relay, all 3 are
//! lifted and sown on." The replay viewer's step-by-step mode shows them
//! one at a time; lessons use them to explain a move.

use super::board::{LEFT_KICHWA, Pit, RIGHT_KICHWA, Side};
use super::position::{Edition, Position};
use super::replay::Replayer;
use super::trace::{Event, TurnEnd};
use crate::words::Words;

/// A side's name in the reader's language.
pub fn side_name(side: Side, words: &Words) -> String {
    words.get(side.message_id())
}

/// "the left kichwa" or "the right kichwa" for a kichwa, else "".
pub fn kichwa_words(pit: Pit, words: &Words) -> String {
    match pit.index {
        LEFT_KICHWA => words.get("kichwa-left"),
        RIGHT_KICHWA => words.get("kichwa-right"),
        _ => String::new(),
    }
}

/// The commentary's short phrase for an event while it is shown ("relay
/// from a5", "capture 3 from b4, sown from the left kichwa (a1)"); `None`
/// for a seed sown, which the board shows well enough. The full sentence,
/// which says why, is [`explain`]'s.
pub fn phrase(event: &Event, kimasai: bool, words: &Words) -> Option<String> {
    let at = |id: &str, pit: Pit| words.with(id, &[("pit", &pit.to_string())]);
    let side = |id: &str, side: Side| words.with(id, &[("side", &side_name(side, words))]);
    let laps = |id: &str, laps: u64| words.with(id, &[("laps", &laps.to_string())]);
    Some(match *event {
        Event::Store { pit } if kimasai => at("say-from-reserve", pit),
        Event::Store { pit } => at("say-from-store", pit),
        Event::Tax { pit } => at("say-tax", pit),
        Event::Lift { pit, count } => format!("{pit}: {}", words.seeds(count as u32)),
        Event::Drop { .. } => return None,
        Event::Relay { pit } => at("say-relay", pit),
        Event::Capture {
            from,
            count,
            start,
            chosen,
            ..
        } => {
            let start_text = start.to_string();
            let kichwa = kichwa_words(start, words);
            let sown = if kimasai {
                at("say-sown-from", start)
            } else {
                let id = if chosen {
                    "say-sown-from-kichwa-chosen"
                } else {
                    "say-sown-from-kichwa"
                };
                words.with(id, &[("kichwa", &kichwa), ("pit", &start_text)])
            };
            words.with(
                "say-capture",
                &[
                    ("count", &count.to_string()),
                    ("from", &from.to_string()),
                    ("sown", &sown),
                ],
            )
        }
        Event::Safari { pit } => at("say-safari", pit),
        Event::HouseLost { side: s } => side("say-house-lost", s),
        Event::TakasiaHonoured { pit } => at("say-takasia-honoured", pit),
        Event::FrontRowEmpty { side: s } => side("say-front-row-empty", s),
        Event::EndTurn { pit, reason } => at(
            match reason {
                TurnEnd::Empty => "say-ends",
                TurnEnd::Nyumba => "say-stops-nyumba",
                TurnEnd::SafariDeclined => "say-stops-no-safari",
                TurnEnd::Takasia => "say-stops",
                TurnEnd::FrontRowEmpty => "say-game-over",
            },
            pit,
        ),
        Event::TakasiaSet { pit } => at("say-takasia-set", pit),
        Event::TakasiaExempt { pit, why } => words.with(
            "say-takasia-exempt",
            &[
                ("pit", &pit.to_string()),
                ("why", &words.get(why.message_id())),
            ],
        ),
        Event::Elided { laps: n, .. } => laps("say-elided", n),
        Event::NeverEnding { laps: n, .. } => laps("say-never-ending", n),
    })
}

/// One sentence for each event of `events`, the trace of a move played
/// from `before`, in the reader's language. A trace that does not fit the
/// position gets a plain description from the point where it stops fitting.
pub fn explain(before: &Position, events: &[Event], words: &Words) -> Vec<String> {
    let mut replayer = Replayer::new(*before);
    let mut sentences = Vec::with_capacity(events.len());
    for (i, event) in events.iter().enumerate() {
        // A lift right after a relay or safari was said there.
        let after_relay =
            i > 0 && matches!(events[i - 1], Event::Relay { .. } | Event::Safari { .. });
        sentences.push(sentence(before, &replayer, event, after_relay, words));
        if replayer.apply(event).is_err() {
            // The rest cannot be counted: name the events plainly.
            for rest in &events[i + 1..] {
                sentences.push(format!("{rest:?}"));
            }
            break;
        }
    }
    sentences
}

/// The sentence for one event of a move played from `before`, told from the
/// board and hand that `replayer` has just before the event.
fn sentence(
    before: &Position,
    replayer: &Replayer,
    event: &Event,
    after_relay: bool,
    words: &Words,
) -> String {
    let kimasai = before.edition == super::position::Edition::Kimasai;
    let side = |side: Side| side_name(side, words);
    let board = replayer.position.board;
    let held = |pit: Pit| board.get(pit) as u32;
    match *event {
        Event::Store { pit } => store_sentence(pit, held(pit), kimasai, words),
        Event::Tax { pit } => words.with("explain-tax", &[("pit", &pit.to_string())]),
        Event::Lift { pit, count } => lift_sentence(pit, count, after_relay, words),
        Event::Drop { pit } => drop_sentence(pit, held(pit), replayer.hand, words),
        Event::Relay { pit } => relay_sentence(pit, held(pit), words),
        Event::Capture {
            at,
            from,
            count,
            start,
            chosen,
            ..
        } => capture_sentence(at, from, count, start, chosen, words),
        Event::Safari { pit } => words.with("explain-safari", &[("pit", &pit.to_string())]),
        Event::HouseLost { side: owner } => {
            words.with("explain-house-lost", &[("side", &side(owner))])
        }
        Event::TakasiaHonoured { pit } => {
            words.with("explain-takasia-honoured", &[("pit", &pit.to_string())])
        }
        Event::FrontRowEmpty { side: loser } => {
            words.with("explain-front-row-empty", &[("side", &side(loser))])
        }
        Event::EndTurn { pit, reason } => end_sentence(pit, reason, before.side, words),
        Event::TakasiaSet { pit } => words.with(
            "explain-takasia-set",
            &[("side", &side(pit.side)), ("pit", &pit.to_string())],
        ),
        Event::TakasiaExempt { pit, why } => words.with(
            "explain-takasia-exempt",
            &[
                ("pit", &pit.to_string()),
                ("why", &words.get(why.message_id())),
            ],
        ),
        Event::NeverEnding {
            pit,
            laps,
            repeat_of,
        } => never_ending_sentence(pit, laps, repeat_of, words),
        Event::Elided { laps, .. } => words.with("explain-elided", &[("laps", &laps.to_string())]),
    }
}

/// A seed from the mover's store (Kimasai's reserve) put into `pit`, which
/// held `held` seeds before it: what the pit holds now.
fn store_sentence(pit: Pit, held: u32, kimasai: bool, words: &Words) -> String {
    words.with(
        if kimasai {
            "explain-reserve"
        } else {
            "explain-store"
        },
        &[
            ("side", &side_name(pit.side, words)),
            ("pit", &pit.to_string()),
            ("seeds", &words.seeds(held + 1)),
        ],
    )
}

/// `count` seeds lifted from `pit` into the hand: to start sowing, or to
/// sow on after a relay or safari (`after_relay`), which said why.
fn lift_sentence(pit: Pit, count: u8, after_relay: bool, words: &Words) -> String {
    words.with(
        if after_relay {
            "explain-lift-relay"
        } else {
            "explain-lift"
        },
        &[
            ("pit", &pit.to_string()),
            ("seeds", &words.seeds(count as u32)),
        ],
    )
}

/// The last seed fell into `pit`, which holds `held` seeds with it: a relay,
/// all of them are lifted and sown on.
fn relay_sentence(pit: Pit, held: u32, words: &Words) -> String {
    words.with(
        "explain-relay",
        &[
            ("pit", &pit.to_string()),
            ("before", &words.seeds(held.saturating_sub(1))),
            ("seeds", &words.seeds(held)),
        ],
    )
}

/// The move never ends: at lap `laps` it met the state of lap `repeat_of`
/// again, at `pit`.
fn never_ending_sentence(pit: Pit, laps: u64, repeat_of: u64, words: &Words) -> String {
    words.with(
        "explain-never-ending",
        &[
            ("pit", &pit.to_string()),
            ("laps", &laps.to_string()),
            ("repeat", &repeat_of.to_string()),
        ],
    )
}

/// A seed sown into `pit`, which `held` seeds before it, from a hand of
/// `hand`: what the pit holds now and what is left in the hand.
fn drop_sentence(pit: Pit, held: u32, hand: u32, words: &Words) -> String {
    let seeds = |n: u32| words.seeds(n);
    let hand = hand.saturating_sub(1);
    let left = if hand == 0 {
        words.get("explain-hand-empty")
    } else {
        words.with("explain-hand-holds", &[("seeds", &seeds(hand))])
    };
    words.with(
        "explain-drop",
        &[
            ("pit", &pit.to_string()),
            ("seeds", &seeds(held + 1)),
            ("left", &left),
        ],
    )
}

/// A capture at `at` of `count` seeds from `from`, and where they are sown
/// from: a kichwa (the mover's choice, or not), or the capturing pit itself.
fn capture_sentence(
    at: Pit,
    from: Pit,
    count: u8,
    start: Pit,
    chosen: bool,
    words: &Words,
) -> String {
    let kichwa = kichwa_words(start, words);
    let start_text = start.to_string();
    let sown = if kichwa.is_empty() {
        words.with("explain-sown-from-itself", &[("pit", &start_text)])
    } else if chosen {
        words.with(
            "explain-sown-from-chosen",
            &[("kichwa", &kichwa), ("pit", &start_text)],
        )
    } else {
        words.with(
            "explain-sown-from",
            &[("kichwa", &kichwa), ("pit", &start_text)],
        )
    };
    words.with(
        "explain-capture",
        &[
            ("at", &at.to_string()),
            ("from", &from.to_string()),
            ("seeds", &words.seeds(count as u32)),
            ("sown", &sown),
        ],
    )
}

/// Why `mover`'s turn ends at `pit`, and who moves next.
fn end_sentence(pit: Pit, reason: TurnEnd, mover: Side, words: &Words) -> String {
    let side = |side: Side| side_name(side, words);
    let pit = pit.to_string();
    match reason {
        TurnEnd::Empty => words.with(
            "explain-end-empty",
            &[("pit", &pit), ("next", &side(mover.other()))],
        ),
        TurnEnd::Nyumba => words.with(
            "explain-end-nyumba",
            &[("pit", &pit), ("side", &side(mover))],
        ),
        TurnEnd::SafariDeclined => words.with("explain-end-safari-declined", &[("pit", &pit)]),
        TurnEnd::Takasia => words.with("explain-end-takasia", &[("pit", &pit)]),
        TurnEnd::FrontRowEmpty => words.get("explain-end-game-over"),
    }
}

/// What a move would do, read from its trace without playing it: where its
/// last seed lands, what it captures, whether it is a takata (no capture),
/// and whether it never ends or ends the game.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Preview {
    /// The pit where the move ends (`None` for a never-ending move).
    pub lands: Option<Pit>,
    /// The opponent's pits it captures from, with the seeds taken.
    pub captures: Vec<(Pit, u8)>,
    pub never_ending: bool,
    /// It empties a front row.
    pub ends_game: bool,
    pub laps: usize,
    /// The move began with a seed from the store (or Kimasai's reserve).
    pub from_store: bool,
}

impl Preview {
    pub fn of(events: &[Event]) -> Preview {
        let mut preview = Preview::default();
        for event in events {
            match *event {
                Event::Capture { from, count, .. } => preview.captures.push((from, count)),
                Event::Store { .. } => preview.from_store = true,
                Event::EndTurn { pit, .. } => preview.lands = Some(pit),
                Event::NeverEnding { .. } => preview.never_ending = true,
                Event::FrontRowEmpty { .. } => preview.ends_game = true,
                Event::Relay { .. } => preview.laps += 1,
                Event::Elided { laps, .. } => preview.laps += laps as usize,
                _ => {}
            }
        }
        preview.laps += usize::from(!preview.never_ending);
        preview
    }

    /// Whether the move captures nothing (a takata, or a takasa).
    pub fn is_takata(&self) -> bool {
        self.captures.is_empty()
    }

    /// In words, after the move's text: "ends in A7 after 2 captures (5
    /// seeds)", "a takata, ends in B8", "never ends". A namua move of Bao la
    /// Kiswahili that captures nothing is a takasa, as the glossary says.
    pub fn describe(&self, edition: Edition, words: &Words) -> String {
        if self.never_ending {
            return words.get("preview-never-ends");
        }
        let lands = self.lands.map(|p| p.to_string()).unwrap_or_default();
        let text = if self.is_takata() && self.from_store && edition == Edition::Kiswahili {
            words.with("preview-takasa", &[("pit", &lands)])
        } else if self.is_takata() {
            words.with("preview-takata", &[("pit", &lands)])
        } else {
            let taken: u32 = self.captures.iter().map(|(_, n)| *n as u32).sum();
            let from: Vec<String> = self.captures.iter().map(|(p, _)| p.to_string()).collect();
            words.with(
                "preview-captures",
                &[
                    ("seeds", &words.seeds(taken)),
                    ("from", &from.join(", ")),
                    ("pit", &lands),
                ],
            )
        };
        if self.ends_game {
            words.with("preview-wins", &[("preview", &text)])
        } else {
            text
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::{Game, Rules};
    use crate::words::{IN_ENGLISH, Words};

    /// Every sentence reads in Kiswahili too, with the same pits and counts.
    #[test]
    fn sentences_read_in_kiswahili() {
        let mut game = Game::new(Rules::new(crate::rules::Edition::Kujifunza));
        let before = *game.position();
        let mv = game.parse_move("A3>").unwrap();
        let events = game.play(mv).unwrap();
        let kiswahili = Words::new(crate::words::Language::Kiswahili);
        let english = explain(&before, &events, &IN_ENGLISH);
        let swahili = explain(&before, &events, &kiswahili);
        assert_eq!(english.len(), swahili.len());
        for (en, sw) in english.iter().zip(&swahili) {
            assert_ne!(en, sw);
            let pits = |s: &str| {
                s.split(|c: char| !c.is_ascii_alphanumeric())
                    .filter(|w| crate::rules::Pit::parse(w).is_some())
                    .map(str::to_string)
                    .collect::<std::collections::BTreeSet<_>>()
            };
            assert_eq!(pits(en), pits(sw), "{en} / {sw}");
        }
        assert_eq!(swahili[0], "A3 lilikuwa na kete 2: zinachukuliwa mkononi.");
    }

    /// A preview reads the trace: a capture turn's pits and seeds, where it
    /// ends; a takata says so.
    #[test]
    fn previews_tell_captures_and_ends() {
        let game = Game::new(Rules::new(crate::rules::Edition::Kujifunza));
        let mv = game.parse_move("A3>").unwrap();
        let preview = Preview::of(&game.preview(mv).unwrap());
        assert_eq!(preview.captures.len(), 3);
        assert!(!preview.is_takata());
        assert_eq!(preview.lands, crate::rules::Pit::parse("A2"));
        assert_eq!(
            preview.describe(crate::rules::Edition::Kujifunza, &IN_ENGLISH),
            "captures 6 seeds from a4, a7, a3, ends in A2"
        );
        let game = Game::new(Rules::new(crate::rules::Edition::Kiswahili));
        let mv = game.parse_move("A6<").unwrap();
        let preview = Preview::of(&game.preview(mv).unwrap());
        assert!(preview.is_takata());
        // A namua move that captures nothing is a takasa.
        assert!(
            preview
                .describe(crate::rules::Edition::Kiswahili, &IN_ENGLISH)
                .starts_with("a takasa (no capture), ends in A3")
        );
        // From the mtaji stage on, and in the other editions, a takata.
        let mut mtaji = *game.position();
        mtaji.stores = [0, 0];
        let game = Game::from_position(mtaji, true);
        let mv = *game
            .legal_moves()
            .iter()
            .find(|&&mv| Preview::of(&game.preview(mv).unwrap()).is_takata())
            .expect("a move that captures nothing");
        let preview = Preview::of(&game.preview(mv).unwrap());
        assert!(
            preview
                .describe(crate::rules::Edition::Kiswahili, &IN_ENGLISH)
                .starts_with("a takata (no capture)")
        );
    }

    /// RULES.md §2: a relay and a capture are told with the seeds they hold.
    #[test]
    fn every_event_has_a_sentence_with_its_counts() {
        // Kujifunza start: A3> sows A4 and A5, which captures a4, and so on.
        let mut game = Game::new(Rules::new(crate::rules::Edition::Kujifunza));
        let before = *game.position();
        let mv = game.parse_move("A3>").unwrap();
        let events = game.play(mv).unwrap();
        let sentences = explain(&before, &events, &IN_ENGLISH);
        assert_eq!(sentences.len(), events.len());
        assert_eq!(
            sentences[0],
            "A3 held 2 seeds: they are lifted into the hand."
        );
        assert_eq!(
            sentences[3],
            "The lap ended in A5, in the front row, and the pit facing it, a4, holds 2 seeds: capture. They are sown from the left kichwa A1."
        );
        assert!(
            sentences.contains(
                &"The last seed fell into A2, which held 3 seeds before it: relay, the 4 seeds are lifted and sown on."
                    .to_string()
            ),
            "{sentences:#?}"
        );
        assert!(sentences.last().unwrap().contains("so the move ends"));
    }
}
