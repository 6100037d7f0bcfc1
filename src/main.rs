use bao::cli::{self, CliError, engine, parse_edition, parse_takasia};
use bao::rules::perft::{perft, perft_divide};
use clap::{Parser, Subcommand};
use std::process::ExitCode;
use std::time::Instant;

#[derive(Parser)]
#[command(
    name = "bao",
    version,
    about = "Bao: the East African four-row mancala"
)]
#[command(args_conflicts_with_subcommands = true)]
struct Cli {
    #[command(subcommand)]
    command: Option<Command>,
    /// Without a command: the game window and its options.
    #[command(flatten)]
    window: bao::options::LaunchOptions,
}

#[derive(Subcommand)]
enum Command {
    /// A line-based text interface on stdin/stdout (type `help` in it).
    Engine,
    /// The game window showing bot against bot, endlessly, through the editions.
    Demo {
        #[command(flatten)]
        window: bao::options::LaunchOptions,
    },
    /// The game window's replay viewer on a game record (.bao file).
    Replay {
        /// The record file.
        file: std::path::PathBuf,
        /// Which game of the file, from 1.
        #[arg(long, default_value_t = 1)]
        game: usize,
        /// Show the position after this many moves first.
        #[arg(long)]
        at: Option<usize>,
        /// Open the engine's review of the game at once.
        #[arg(long)]
        review: bool,
        /// With --review, learn from the move after --at once the review
        /// has judged it: `show` plays the better line, `try:<move>` puts
        /// the position back and plays <move> as the person's answer.
        #[arg(long, requires = "review", value_parser = bao::options::StudyPlan::parse)]
        study: Option<bao::options::StudyPlan>,
        #[command(flatten)]
        window: bao::options::LaunchOptions,
    },
    /// The game window's practice board: put seeds anywhere, then play from
    /// there (--position to start from a position string).
    Practice {
        #[command(flatten)]
        window: bao::options::LaunchOptions,
    },
    /// The game window's lessons: words, an example step by step, then a
    /// question the engine checks (--lesson to open one by its id).
    Learn {
        /// The lesson to open (sowing, takata, capture, ...); the first not
        /// done by default.
        #[arg(long)]
        lesson: Option<String>,
        #[command(flatten)]
        window: bao::options::LaunchOptions,
    },
    /// Counts the move sequences of a given length, split by the first move.
    Perft {
        /// Plies, 0 to 64.
        #[arg(value_parser = clap::value_parser!(u32).range(0..=bao::rules::perft::MAX_DEPTH as i64))]
        depth: u32,
        /// A position string; the start of --edition by default.
        #[arg(long)]
        position: Option<String>,
        #[arg(long, default_value = "kujifunza", value_parser = parse_edition)]
        edition: bao::rules::Edition,
        /// Kiswahili's takasia rule: on or off.
        #[arg(long, default_value = "on", value_parser = parse_takasia, action = clap::ArgAction::Set)]
        takasia: bool,
    },
    /// Bot against bot: each opening with both colours; score, Elo, move times.
    Match(MatchArgs),
    /// Game records (`.bao` files): check them, show a position of one.
    Record {
        #[command(subcommand)]
        command: cli::record::RecordCommand,
    },
    /// Proves the value of a position (won, lost, or won by neither) by
    /// proof-number search; `bao solve verify` re-checks the shipped proof.
    #[command(args_conflicts_with_subcommands = true)]
    Solve {
        #[command(subcommand)]
        command: Option<cli::solve::SolveCommand>,
        #[command(flatten)]
        args: cli::solve::SolveArgs,
    },
    /// Puzzles: find them in bots' games (and along the Kujifunza proof),
    /// verify and rate them; check a shipped set.
    Puzzles {
        #[command(subcommand)]
        command: cli::puzzles::PuzzlesCommand,
    },
    /// The evaluation's training data from bot games, and its fit.
    Tune {
        #[command(subcommand)]
        command: cli::tune::TuneCommand,
    },
    /// The search's signature: nodes searched over fixed positions at fixed
    /// depths, with the time and speed.
    Bench {
        /// Also one line a position.
        #[arg(long)]
        verbose: bool,
    },
    /// Plays random games and reports their speed and statistics.
    Selfplay {
        #[arg(long, value_parser = parse_edition)]
        edition: bao::rules::Edition,
        #[arg(long, default_value_t = 10_000, value_parser = clap::value_parser!(u64).range(1..))]
        games: u64,
        #[arg(long, default_value_t = 1)]
        seed: u64,
        /// Kiswahili's takasia rule: on or off.
        #[arg(long, default_value = "on", value_parser = parse_takasia, action = clap::ArgAction::Set)]
        takasia: bool,
    },
}

// `bao match`'s options (no doc comment: the variant's is its help).
#[derive(clap::Args)]
struct MatchArgs {
    #[arg(long, value_parser = parse_edition)]
    edition: bao::rules::Edition,
    /// A's level, 1 to 6.
    #[arg(long, value_parser = parse_level)]
    a: bao::bot::Level,
    /// B's level, 1 to 6.
    #[arg(long, value_parser = parse_level)]
    b: bao::bot::Level,
    /// Games in all, at least 1.
    #[arg(long, default_value_t = 200, value_parser = clap::value_parser!(u64).range(1..))]
    games: u64,
    #[arg(long, default_value_t = 1)]
    seed: u64,
    /// Kiswahili's takasia rule: on or off.
    #[arg(long, default_value = "on", value_parser = parse_takasia, action = clap::ArgAction::Set)]
    takasia: bool,
    /// Games played at the same time (one a thread); move times are
    /// clean only with a free core for each.
    #[arg(long, default_value_t = 1, value_parser = clap::value_parser!(u64).range(1..=256))]
    jobs: u64,
    /// Writes every game as a game record (RECORDS.md), all in this file.
    #[arg(long)]
    record: Option<std::path::PathBuf>,
    /// A's evaluation: hand (set by hand) or tuned (fitted to results).
    #[arg(long, value_parser = bao::options::parse_eval, default_value = bao::bot::DEFAULT_EVAL.name())]
    a_eval: bao::bot::Eval,
    /// B's evaluation.
    #[arg(long, value_parser = bao::options::parse_eval, default_value = bao::bot::DEFAULT_EVAL.name())]
    b_eval: bao::bot::Eval,
    /// A's search: plain (alpha-beta alone), or refinements joined by +
    /// (pvs, lmr, qs, buckets, counter, followup, malus, partial, whole, even, odd, null, asp, single,
    /// cont, largest, keep, parity, forced); by default the level's own (levels 2 to 5
    /// stop at their depth, without forced).
    #[arg(long, value_parser = bao::options::parse_method)]
    a_search: Option<bao::bot::Method>,
    /// B's search.
    #[arg(long, value_parser = bao::options::parse_method)]
    b_search: Option<bao::bot::Method>,
    /// Both sides search this many nodes a move (their levels' depth
    /// bound stays), instead of their levels' budgets.
    #[arg(long, value_parser = clap::value_parser!(u64).range(1_000..=100_000_000))]
    nodes: Option<u64>,
}

fn main() -> ExitCode {
    let cli = Cli::parse();
    let result = match cli.command {
        None => open_window(cli.window),
        Some(command) => run(command),
    };
    match result {
        Ok(()) => ExitCode::SUCCESS,
        Err(why) => {
            eprintln!("bao: {why}");
            ExitCode::FAILURE
        }
    }
}

/// Runs a command: the window's open it, the others answer in the terminal.
fn run(command: Command) -> Result<(), CliError> {
    match command {
        Command::Demo { window } => open_window_as(window, bao::options::Asked::Demo),
        Command::Practice { window } => open_checked(window, bao::options::Asked::Practice),
        Command::Learn { lesson, window } => {
            open_checked(window, bao::options::Asked::Learn(lesson))
        }
        Command::Replay {
            file,
            game,
            at,
            review,
            study,
            window,
        } => open_replay(
            bao::options::ReplayRequest {
                file,
                game,
                at,
                review,
                study,
            },
            window,
        ),
        Command::Engine => engine::run(std::io::stdin(), std::io::stdout()).map_err(CliError::Io),
        Command::Perft {
            depth,
            position,
            edition,
            takasia,
        } => run_perft(depth, position.as_deref(), edition, takasia),
        Command::Match(args) => run_match(&args.config(), args.record.as_deref()),
        Command::Record { command } => cli::record::run(&command, &mut std::io::stdout().lock()),
        Command::Solve { command, args } => run_solve(command, &args),
        Command::Tune { command } => cli::tune::run(&command, &mut std::io::stdout().lock()),
        Command::Puzzles {
            command: cli::puzzles::PuzzlesCommand::Play { start, window },
        } => {
            let mut window = *window;
            // The window's --edition names the puzzles' edition here, not a round.
            let edition = window
                .edition
                .take()
                .unwrap_or(bao::rules::Edition::Kujifunza);
            let plan = bao::options::PuzzlesPlan { edition, start };
            open_checked(window, bao::options::Asked::Puzzles(plan))
        }
        Command::Puzzles { command } => {
            Ok(cli::puzzles::run(&command, &mut std::io::stdout().lock())?)
        }
        Command::Bench { verbose } => {
            cli::bench::print(verbose);
            Ok(())
        }
        Command::Selfplay {
            edition,
            games,
            seed,
            takasia,
        } => run_selfplay(bao::rules::Rules { edition, takasia }, games, seed),
    }
}

/// `bao demo`: the window, told what it was asked for, with nothing to check.
fn open_window_as(
    mut window: bao::options::LaunchOptions,
    asked: bao::options::Asked,
) -> Result<(), CliError> {
    window.asked = asked;
    open_window(window)
}

/// `bao practice` and `bao learn`: the launch planned here too, so a build
/// without the window still says what is wrong with the position or the
/// lesson, then the window.
fn open_checked(
    mut window: bao::options::LaunchOptions,
    asked: bao::options::Asked,
) -> Result<(), CliError> {
    window.asked = asked;
    window.plan(bao::record::settings::RoundConfig::quick())?;
    open_window(window)
}

/// `bao replay`: the record is read here too, so a build without the window
/// still says what is wrong with it, then the window's replay viewer.
fn open_replay(
    request: bao::options::ReplayRequest,
    mut window: bao::options::LaunchOptions,
) -> Result<(), CliError> {
    request.read()?;
    window.asked = bao::options::Asked::Replay(request);
    open_window(window)
}

impl MatchArgs {
    /// The match these options ask for: --nodes, when given, replaces both
    /// levels' node budgets (their depth bounds stay).
    fn config(&self) -> cli::matches::MatchConfig {
        let budget = |level: bao::bot::Level| bao::bot::Level {
            nodes: self.nodes.unwrap_or(level.nodes),
            ..level
        };
        cli::matches::MatchConfig {
            rules: bao::rules::Rules {
                edition: self.edition,
                takasia: self.takasia,
            },
            a: budget(self.a),
            b: budget(self.b),
            a_eval: self.a_eval,
            b_eval: self.b_eval,
            a_method: self.a_search.unwrap_or(self.a.method(self.edition)),
            b_method: self.b_search.unwrap_or(self.b.method(self.edition)),
            games: self.games,
            seed: self.seed,
            jobs: self.jobs as usize,
            record: self.record.is_some(),
        }
    }
}

/// `bao match`: the record file checked first, so a long match is not
/// played only to find it cannot be written.
fn run_match(
    config: &cli::matches::MatchConfig,
    record: Option<&std::path::Path>,
) -> Result<(), CliError> {
    record
        .map_or(Ok(()), cli::matches::check_record_path)
        .and_then(|()| {
            let report = cli::matches::run(config, true);
            for line in report.lines(config) {
                println!("{line}");
            }
            record.map_or(Ok(()), |path| cli::matches::save_records(path, &report))
        })
}

/// `bao solve`, `bao solve verify` and `bao solve match`.
fn run_solve(
    command: Option<cli::solve::SolveCommand>,
    args: &cli::solve::SolveArgs,
) -> Result<(), CliError> {
    match command {
        Some(cli::solve::SolveCommand::Verify { proof }) => {
            cli::solve::run_verify(proof.as_deref())
        }
        Some(cli::solve::SolveCommand::Match {
            opponent,
            games,
            seed,
            deviate,
            nodes,
            side,
        }) => cli::proven_match::run(&cli::proven_match::ProvenMatch {
            opponent,
            games: games.unwrap_or(match opponent {
                cli::proven_match::Opponent::All => u64::MAX,
                _ => 1000,
            }),
            seed,
            deviate,
            nodes,
            side,
        }),
        None => cli::solve::run(args),
    }
}

/// `bao selfplay`.
fn run_selfplay(rules: bao::rules::Rules, games: u64, seed: u64) -> Result<(), CliError> {
    let report = cli::selfplay::run(rules, games, seed, true);
    for line in report.lines(rules) {
        println!("{line}");
    }
    Ok(())
}

#[cfg(feature = "app")]
fn open_window(options: bao::options::LaunchOptions) -> Result<(), CliError> {
    Ok(bao::app::run(options)?)
}

#[cfg(not(feature = "app"))]
fn open_window(_: bao::options::LaunchOptions) -> Result<(), CliError> {
    Err(bao::options::WindowError::NotBuilt.into())
}

fn parse_level(text: &str) -> Result<bao::bot::Level, CliError> {
    text.parse::<u8>()
        .ok()
        .and_then(bao::bot::Level::get)
        .ok_or_else(|| CliError::Level(text.to_string()))
}

fn run_perft(
    depth: u32,
    position: Option<&str>,
    edition: bao::rules::Edition,
    takasia: bool,
) -> Result<(), CliError> {
    let game = cli::game_from(position, edition, takasia)?;
    let (pos, rules) = (*game.position(), game.rules());
    let started = Instant::now();
    let too_deep = || CliError::PerftTooDeep(depth);
    let mut total = 0;
    for (mv, count) in perft_divide(&pos, &rules, depth).ok_or_else(too_deep)? {
        println!("{} {count}", mv.text(rules.edition, pos.side));
        total += count;
    }
    if depth == 0 {
        total = perft(&pos, &rules, 0).ok_or_else(too_deep)?;
    }
    let seconds = started.elapsed().as_secs_f64();
    println!("total {total}");
    eprintln!(
        "perft {depth}: {total} in {seconds:.3} s ({:.0} leaves/s)",
        total as f64 / seconds.max(1e-9)
    );
    Ok(())
}
