//! A move's trace in words, one sentence an event, saying what happened and
//! why: "The last seed fell into a5, which held 2 seeds: relay, all 3 are
//! lifted and sown on." The replay viewer's step-by-step mode shows them
//! one at a time; lessons use them to explain a move.

use super::board::{LEFT_KICHWA, Pit, RIGHT_KICHWA, Side};
use super::position::Position;
use super::replay::Replayer;
use super::trace::{Event, TurnEnd};

/// "1 seed", "3 seeds".
fn seeds(n: u32) -> String {
    if n == 1 {
        "1 seed".to_string()
    } else {
        format!("{n} seeds")
    }
}

/// "the left kichwa" or "the right kichwa" for a kichwa, else "".
pub fn kichwa_words(pit: Pit) -> &'static str {
    match pit.index {
        LEFT_KICHWA => "the left kichwa",
        RIGHT_KICHWA => "the right kichwa",
        _ => "",
    }
}

/// One sentence for each event of `events`, the trace of a move played
/// from `before`. A trace that does not fit the position gets a plain
/// description from the point where it stops fitting.
pub fn explain(before: &Position, events: &[Event]) -> Vec<String> {
    let mut replayer = Replayer::new(*before);
    let mover = before.side;
    let store = if before.edition == super::position::Edition::Kimasai {
        "reserve"
    } else {
        "store"
    };
    let mut sentences = Vec::with_capacity(events.len());
    for (i, event) in events.iter().enumerate() {
        let board = replayer.position.board;
        let held = |pit: Pit| board.get(pit) as u32;
        let sentence = match *event {
            Event::Store { pit } => format!(
                "A seed from {}'s {store} goes into {pit}, which then holds {}.",
                pit.side.name(),
                seeds(held(pit) + 1)
            ),
            Event::Tax { pit } => format!(
                "The nyumba {pit} is the only pit to play: it pays tax, only 2 of its seeds are sown and it stays a house."
            ),
            Event::Lift { pit, count } => {
                // A lift right after a relay or safari was said there.
                let after_relay =
                    i > 0 && matches!(events[i - 1], Event::Relay { .. } | Event::Safari { .. });
                if after_relay {
                    format!("All {} of {pit} go into the hand.", seeds(count as u32))
                } else {
                    format!(
                        "{pit} held {}: they are lifted into the hand.",
                        seeds(count as u32)
                    )
                }
            }
            Event::Drop { pit } => {
                let hand = replayer.hand.saturating_sub(1);
                let left = if hand == 0 {
                    "the hand is empty".to_string()
                } else {
                    format!("{} left in the hand", seeds(hand))
                };
                format!(
                    "A seed drops into {pit}, which now holds {}; {left}.",
                    seeds(held(pit) + 1)
                )
            }
            Event::Relay { pit } => format!(
                "The last seed fell into {pit}, which held {} before it: relay, the {} are lifted and sown on.",
                seeds(held(pit).saturating_sub(1)),
                seeds(held(pit))
            ),
            Event::Capture {
                at,
                from,
                count,
                start,
                chosen,
                ..
            } => {
                let kichwa = kichwa_words(start);
                let sown = if kichwa.is_empty() {
                    format!("They are sown from {start} itself")
                } else if chosen {
                    format!("They are sown from {kichwa} {start}, the one the player chose")
                } else {
                    format!("They are sown from {kichwa} {start}")
                };
                format!(
                    "The lap ended in {at}, in the front row, and the pit facing it, {from}, holds {}: capture. {sown}.",
                    seeds(count as u32)
                )
            }
            Event::Safari { pit } => format!(
                "The capture's sowing ended in the nyumba {pit}: safari, the house is lifted and sown on."
            ),
            Event::HouseLost { side } => format!(
                "{}'s nyumba was lifted or captured: it is no longer a house.",
                side.name()
            ),
            Event::TakasiaHonoured { pit } => format!(
                "The lap ended in {pit}, which may not be played this turn (takasia): the move stops there."
            ),
            Event::FrontRowEmpty { side } => format!(
                "{}'s front row is empty: {} has lost.",
                side.name(),
                side.name()
            ),
            Event::EndTurn { pit, reason } => match reason {
                TurnEnd::Empty => format!(
                    "The last seed fell into {pit}, which was empty, so the move ends. {} to move.",
                    mover.other().name()
                ),
                TurnEnd::Nyumba => format!(
                    "The sowing ended in {}'s own house {pit}: a quiet move stops there.",
                    mover.name()
                ),
                TurnEnd::SafariDeclined => {
                    format!("The player stops at the nyumba {pit} instead of going on a safari.")
                }
                TurnEnd::Takasia => format!("The move ends in {pit}."),
                TurnEnd::FrontRowEmpty => "The game is over.".to_string(),
            },
            Event::TakasiaSet { pit } => format!(
                "Takasia: {} may not start from {pit} next turn, as only it could be captured from.",
                pit.side.name()
            ),
            Event::TakasiaExempt { pit, why } => format!(
                "{pit} would be takasia'd, but {}, so it is not.",
                why.reason()
            ),
            Event::NeverEnding {
                pit,
                laps,
                repeat_of,
            } => format!(
                "The sowing from {pit} never ends: after {laps} laps it was back where it stood after {repeat_of}, and so it would go round for ever. The game ends unranked."
            ),
            Event::Elided { laps, .. } => format!(
                "{laps} more laps follow the same way; the board jumps to where they leave the seeds."
            ),
        };
        sentences.push(sentence);
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
}

impl Preview {
    pub fn of(events: &[Event]) -> Preview {
        let mut preview = Preview::default();
        for event in events {
            match *event {
                Event::Capture { from, count, .. } => preview.captures.push((from, count)),
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
    /// seeds)", "a takata, ends in B8", "never ends".
    pub fn describe(&self) -> String {
        if self.never_ending {
            return "never ends: its sowing would repeat for ever (the game would end unranked)"
                .to_string();
        }
        let lands = self.lands.map(|p| p.to_string()).unwrap_or_default();
        let mut text = if self.is_takata() {
            format!("a takata (no capture), ends in {lands}")
        } else {
            let taken: u32 = self.captures.iter().map(|(_, n)| *n as u32).sum();
            let from: Vec<String> = self.captures.iter().map(|(p, _)| p.to_string()).collect();
            format!(
                "captures {} from {}, ends in {lands}",
                seeds(taken),
                from.join(", ")
            )
        };
        if self.ends_game {
            text.push_str(": it wins the game");
        }
        text
    }
}

/// Whose move a trace is, for a title: "South: A6<".
pub fn title(side: Side, text: &str) -> String {
    format!("{}: {text}", side.name())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::{Game, Rules};

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
            preview.describe(),
            "captures 6 seeds from a4, a7, a3, ends in A2"
        );
        let game = Game::new(Rules::new(crate::rules::Edition::Kiswahili));
        let mv = game.parse_move("A6<").unwrap();
        let preview = Preview::of(&game.preview(mv).unwrap());
        assert!(preview.is_takata());
        assert!(
            preview
                .describe()
                .starts_with("a takata (no capture), ends in A3")
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
        let sentences = explain(&before, &events);
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
