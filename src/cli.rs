//! Command-line arguments, and the commands that run in the foreground (`captures`,
//! `simulate`, `play`).

use std::io::Write;
use std::time::Instant;

use adapter_terminal::TerminalError;
use anyhow::Result;
use bot_core::ai::{Level, Simulator};
use bot_core::rules::{CaptureGen, RuleSet, Rules, Variant};
use bot_core::{Card, CardSet};
use clap::{Args, Parser, Subcommand};

use serde::Serialize;

/// One capture in `captures --json`.
#[derive(Serialize)]
struct CaptureJson {
    take: CardSet,
    groups: Vec<CardSet>,
}

/// The whole answer of `captures --json`.
#[derive(Serialize)]
struct CapturesJson {
    options: Vec<CaptureJson>,
    /// Whether `options` is every legal capture (false: the first `--limit`, largest first).
    complete: bool,
}

/// The most captures `captures --limit` may ask for.
pub const MAX_CAPTURES_LIMIT: usize = 100_000;

/// One hand in `simulate --jsonl`.
#[derive(Serialize)]
struct HandJson<'a> {
    hand: u32,
    captured: &'a [u32],
    points: &'a [u32],
    tablas: &'a [u32],
}

/// The closing line of `simulate --jsonl`.
#[derive(Serialize)]
struct SimulateSummary {
    hands: u32,
    moves: u64,
    seconds: f64,
}

/// Tablić and its relatives: play in the terminal, run the chat bots, or ask the rules engine.
#[derive(Debug, Parser)]
#[command(name = "tablic", version, about)]
pub struct Cli {
    /// What to do.
    #[command(subcommand)]
    pub command: Command,
}

/// The subcommands.
#[derive(Debug, Subcommand)]
pub enum Command {
    /// List every legal capture of a card on a table (the rules oracle).
    Captures(CapturesArgs),
    /// Let computer players play many hands and report the results.
    Simulate(SimulateArgs),
    /// Play in the terminal against the computer; an unfinished game resumes.
    Play(PlayArgs),
    /// The standings of the games played with `tablic play`: points or strength, by period.
    Standings(StandingsArgs),
    /// Run the Discord and/or Telegram bot, whichever has a token in the environment.
    Serve(ServeArgs),
    /// Ask a running bot's /healthz (for container health checks): exit 0 when healthy.
    Health(HealthArgs),
    /// Seat-swapped matches between two computer levels: wins, Elo, points, time per move.
    Arena(ArenaArgs),
}

/// `tablic serve`.
#[derive(Debug, Args)]
pub struct ServeArgs {
    /// A TOML file overriding config/default.toml (the environment overrides both).
    #[arg(long)]
    pub config: Option<std::path::PathBuf>,
    /// The Discord shards this process connects, e.g. 0-3 or 5 (with --shard-total); the
    /// other shards run in other processes on the same PostgreSQL database.
    #[arg(long, value_name = "RANGE")]
    pub shards: Option<String>,
    /// Discord shards in all, across every process.
    #[arg(long, value_name = "N")]
    pub shard_total: Option<u32>,
}

/// `tablic health`.
#[derive(Debug, Args)]
pub struct HealthArgs {
    /// Address of the running bot's HTTP listener (default: from the configuration).
    #[arg(long)]
    pub addr: Option<String>,
    /// A TOML file overriding config/default.toml.
    #[arg(long)]
    pub config: Option<std::path::PathBuf>,
}

/// `tablic play`.
#[derive(Debug, Args)]
pub struct PlayArgs {
    #[command(flatten)]
    pub rules: RulesArgs,
    /// Number of players, you included (default: the variant's).
    #[arg(long, short = 'p', value_parser = clap::value_parser!(u8).range(2..=4))]
    pub players: Option<u8>,
    /// Computer level: random, greedy, easy, medium or hard.
    #[arg(long, default_value = "medium")]
    pub level: String,
    /// Where the game and its results are kept: a SQLite file, or a PostgreSQL URL
    /// (postgres://user:password@host/database) [default: TABLIC_DATABASE_URL, else
    /// data/tablic.db].
    #[arg(long)]
    pub db: Option<std::path::PathBuf>,
    /// Shuffle seed of a new game (default: a secret random one).
    #[arg(long)]
    pub seed: Option<u64>,
    /// Speak JSON lines (for programs) instead of drawing the table.
    #[arg(long)]
    pub jsonl: bool,
    /// Language: en, sr-Latn, sr-Cyrl, hr, bs, mk, ro (default: from LC_ALL, LC_MESSAGES, LANG).
    #[arg(long)]
    pub lang: Option<String>,
}

/// `tablic standings`.
#[derive(Debug, Args)]
pub struct StandingsArgs {
    /// The board: points (title points) or strength (games won ÷ played, with a bonus for
    /// playing often) [default: points].
    #[arg(long)]
    pub board: Option<String>,
    /// The span of time: month, last-month, season, last-season or all [default: month].
    #[arg(long)]
    pub period: Option<String>,
    /// The database `tablic play` keeps its games in [default: TABLIC_DATABASE_URL, else
    /// data/tablic.db].
    #[arg(long)]
    pub db: Option<std::path::PathBuf>,
    /// Language: en, sr-Latn, sr-Cyrl, hr, bs, mk, ro (default: from LC_ALL, LC_MESSAGES, LANG).
    #[arg(long)]
    pub lang: Option<String>,
}

/// The variant and its overrides, shared by every command that makes a game.
#[derive(Debug, Args)]
pub struct RulesArgs {
    /// Variant preset: tablic, tabinet, tablanette, tablanet, tablic-40, tablanette-jp
    /// [default: tablic].
    #[arg(long, short = 'v')]
    pub variant: Option<String>,
    /// Override a rule, as KEY=VALUE (repeatable), e.g. --option target=151.
    #[arg(long = "option", short = 'o', value_name = "KEY=VALUE")]
    pub options: Vec<String>,
}

impl RulesArgs {
    /// The rules these arguments describe, with `players` applied first when given.
    pub fn rules(&self, players: Option<u8>) -> Result<Rules, UsageError> {
        let variant: Variant = self
            .variant
            .as_deref()
            .unwrap_or(Variant::Tablic.name())
            .parse()
            .map_err(UsageError::from_display)?;
        let players = players.map(|n| format!("players={n}"));
        let overrides = players.iter().chain(&self.options).map(String::as_str);
        RuleSet::build(variant, overrides).map_err(UsageError::from_display)
    }
}

/// `tablic captures`.
#[derive(Debug, Args)]
pub struct CapturesArgs {
    #[command(flatten)]
    rules: RulesArgs,
    /// Cards on the table, e.g. "AS 3H 6D".
    #[arg(long, allow_hyphen_values = true)]
    table: String,
    /// The card played, e.g. 9C.
    #[arg(long)]
    play: String,
    /// Print JSON: {"options":[{"take":[…],"groups":[[…],…]}],"complete":true}.
    #[arg(long)]
    json: bool,
    /// List at most this many captures (a big table has millions); "complete" says whether
    /// they are all.
    #[arg(long, default_value_t = 1000, value_parser = clap::value_parser!(u64).range(1..=MAX_CAPTURES_LIMIT as u64))]
    limit: u64,
}

/// `tablic simulate`.
#[derive(Debug, Args)]
pub struct SimulateArgs {
    #[command(flatten)]
    rules: RulesArgs,
    /// Number of players (default: the variant's).
    #[arg(long, short = 'p', value_parser = clap::value_parser!(u8).range(2..=4))]
    players: Option<u8>,
    /// Number of hands to play.
    #[arg(long, default_value_t = 1000)]
    hands: u32,
    /// Seed for the deals and the players' choices.
    #[arg(long, default_value_t = 1)]
    seed: u64,
    /// Computer level for every seat: random, greedy, easy, medium or hard.
    #[arg(long, default_value = "random")]
    ai: String,
    /// One JSON object per hand, then a summary object.
    #[arg(long)]
    jsonl: bool,
}

/// Bad arguments or input: printed as one line, exit status 2.
#[derive(Debug)]
pub struct UsageError(pub String);

impl UsageError {
    /// A usage error from any displayable error.
    pub fn from_display(e: impl std::fmt::Display) -> UsageError {
        UsageError(e.to_string())
    }
}

impl std::fmt::Display for UsageError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.0)
    }
}

impl std::error::Error for UsageError {}

/// Reads a card list for `--table`: every card must exist in the variant's deck.
fn parse_cards(rules: &RuleSet, text: &str) -> Result<CardSet, UsageError> {
    let set = CardSet::parse_list(text).map_err(UsageError::from_display)?;
    if let Some(card) = (set - rules.deck.cards()).first() {
        return Err(outside_deck(rules, card));
    }
    Ok(set)
}

fn outside_deck(rules: &RuleSet, card: Card) -> UsageError {
    UsageError(format!(
        "{} is not in the {}-card deck of {}",
        card.ascii(),
        rules.deck.size(),
        rules.variant
    ))
}

/// `tablic captures`: every distinct legal choice of table cards, largest first.
pub fn captures(args: &CapturesArgs, out: &mut impl Write) -> Result<()> {
    let rules = args.rules.rules(None)?;
    let table = parse_cards(&rules, &args.table)?;
    let card: Card = args.play.trim().parse().map_err(UsageError::from_display)?;
    if !rules.deck.cards().contains(card) {
        return Err(outside_deck(&rules, card).into());
    }
    if table.contains(card) {
        return Err(UsageError(format!(
            "{} is on the table and also played: a card exists once",
            card.ascii()
        ))
        .into());
    }
    let mut gen = CaptureGen::new(&rules);
    let listing = gen.listing(table, card, args.limit as usize);
    let options = listing.options;
    let groups_of = |take: CardSet, gen: &mut CaptureGen| -> Vec<CardSet> {
        if rules.sweeps(card.rank()) {
            vec![take]
        } else {
            gen.partition(card, take, false).map(|p| p.groups).unwrap_or_default()
        }
    };
    if args.json {
        let list: Vec<_> = options
            .iter()
            .map(|&take| CaptureJson { take, groups: groups_of(take, &mut gen) })
            .collect();
        let answer = CapturesJson { options: list, complete: listing.complete };
        writeln!(out, "{}", serde_json::to_string(&answer)?)?;
        return Ok(());
    }
    let trail = if rules.forced_capture && !options.is_empty() {
        "it may not trail: this variant forces a capture"
    } else {
        "or it trails"
    };
    match options.len() {
        0 => writeln!(out, "{card} takes nothing on {}; it trails", show(table))?,
        n if !listing.complete => {
            writeln!(
                out,
                "{card} on {}: more captures than {n}; the {n} largest and simplest ({trail}):",
                show(table)
            )?;
            list_groups(out, &options, &mut gen, &groups_of)?;
        }
        n => {
            writeln!(out, "{card} on {}: {n} capture{} ({trail})", show(table), plural(n))?;
            list_groups(out, &options, &mut gen, &groups_of)?;
        }
    }
    Ok(())
}

/// The numbered lines of `captures`: each capture and its groups.
fn list_groups(
    out: &mut impl Write,
    options: &[CardSet],
    gen: &mut CaptureGen,
    groups_of: &dyn Fn(CardSet, &mut CaptureGen) -> Vec<CardSet>,
) -> Result<()> {
    for (i, &take) in options.iter().enumerate() {
        let groups: Vec<String> = groups_of(take, gen)
            .iter()
            .map(|g| g.iter().map(|c| c.to_string()).collect::<Vec<_>>().join("+"))
            .collect();
        writeln!(out, "{:>4}. {take}   = {}", i + 1, groups.join(" · "))?;
    }
    Ok(())
}

fn show(table: CardSet) -> String {
    if table.is_empty() {
        "an empty table".into()
    } else {
        table.to_string()
    }
}

fn plural(n: usize) -> &'static str {
    if n == 1 {
        ""
    } else {
        "s"
    }
}

/// The database of `tablic play`: `--db`, else `TABLIC_DATABASE_URL`, else `data/tablic.db`
/// (a `sqlite:` URL, given either way, is its file); with the name of where it came from, for
/// messages. A URL of another kind of database is refused rather than taken for a file name.
fn play_db(
    given: Option<&std::path::Path>,
    env: Option<&str>,
) -> Result<(std::path::PathBuf, &'static str), UsageError> {
    let (text, named) = match (given, env.map(str::trim).filter(|url| !url.is_empty())) {
        (Some(db), _) => match db.to_str() {
            Some(text) => (text, "--db"),
            None => return Ok((db.to_path_buf(), "--db")),
        },
        (None, Some(url)) => (url, "TABLIC_DATABASE_URL"),
        (None, None) => {
            return Ok((std::path::PathBuf::from(adapter_terminal::DEFAULT_DB), "--db"))
        }
    };
    // The same URL `serve` takes names the file, not a folder called "sqlite:"; what follows
    // `?` in it is a connection option, not part of the name.
    if let Some(path) = text.strip_prefix("sqlite://").or_else(|| text.strip_prefix("sqlite:")) {
        let path = path.split_once('?').map_or(path, |(path, _)| path);
        return Ok((std::path::PathBuf::from(path), named));
    }
    if text.starts_with("postgres:") || text.starts_with("postgresql:") {
        return Ok((std::path::PathBuf::from(text), named));
    }
    // `scheme://…` (two letters at least: `C:\…` is a Windows path).
    let scheme = text.split_once("://").map(|(scheme, _)| scheme).filter(|scheme| {
        scheme.len() >= 2
            && scheme.starts_with(|c: char| c.is_ascii_alphabetic())
            && scheme.chars().all(|c| c.is_ascii_alphanumeric() || "+-.".contains(c))
    });
    if let Some(scheme) = scheme {
        return Err(UsageError(format!(
            "{named} {}: tablic keeps games in SQLite (a file, or sqlite:FILE) or PostgreSQL \
             (postgres://…), not {scheme}",
            bot_core::store::without_password(text)
        )));
    }
    Ok((std::path::PathBuf::from(text), named))
}

/// `tablic play`: a game in the terminal, stored in SQLite or PostgreSQL.
pub fn play(args: &PlayArgs, out: &mut impl Write) -> Result<()> {
    use std::io::IsTerminal;
    let rules = args.rules.rules(args.players)?;
    let level: Level = args.level.parse().map_err(UsageError::from_display)?;
    let color =
        !args.jsonl && std::io::stdout().is_terminal() && std::env::var_os("NO_COLOR").is_none();
    let (db, db_named) =
        play_db(args.db.as_deref(), std::env::var("TABLIC_DATABASE_URL").ok().as_deref())?;
    let options = adapter_terminal::PlayOptions {
        db,
        db_named,
        rules,
        rules_given: args.rules.variant.is_some()
            || !args.rules.options.is_empty()
            || args.players.is_some(),
        level,
        seed: args.seed,
        jsonl: args.jsonl,
        color,
        lang: terminal_lang(args.lang.as_deref())?,
    };
    let runtime = tokio::runtime::Builder::new_current_thread().enable_all().build()?;
    let played = runtime.block_on(async {
        let input = tokio::io::BufReader::new(tokio::io::stdin());
        adapter_terminal::run(options, input, out).await
    });
    match played {
        // A database that cannot be used is a bad argument: one line, exit status 2.
        Err(e @ (TerminalError::Database { .. } | TerminalError::Busy { .. })) => {
            Err(UsageError(e.to_string()).into())
        }
        other => Ok(other?),
    }
}

/// `tablic standings`: the board of the games `tablic play` kept in the same database.
pub fn standings(args: &StandingsArgs, out: &mut impl Write) -> Result<()> {
    let (db, db_named) =
        play_db(args.db.as_deref(), std::env::var("TABLIC_DATABASE_URL").ok().as_deref())?;
    let options = adapter_terminal::StandingsOptions {
        db,
        db_named,
        board: args.board.clone(),
        period: args.period.clone(),
        lang: terminal_lang(args.lang.as_deref())?,
    };
    let runtime = tokio::runtime::Builder::new_current_thread().enable_all().build()?;
    match runtime.block_on(adapter_terminal::standings(&options, out)) {
        // Words it does not know, or a database that cannot be used: one line, exit status 2.
        Err(e @ (TerminalError::Words(_) | TerminalError::Database { .. })) => {
            Err(UsageError(e.to_string()).into())
        }
        other => Ok(other?),
    }
}

/// The terminal's language: `--lang`, else the environment's locale.
fn terminal_lang(given: Option<&str>) -> Result<bot_core::i18n::Lang, UsageError> {
    match given {
        Some(code) => code.parse().map_err(UsageError),
        None => Ok(adapter_terminal::texts::lang_from_env()),
    }
}

/// `tablic simulate`: computer players play hands; per-hand JSON lines or a summary.
pub fn simulate(args: &SimulateArgs, out: &mut impl Write) -> Result<()> {
    let rules = args.rules.rules(args.players)?;
    let level: Level = args.ai.parse().map_err(UsageError::from_display)?;
    let sides = rules.sides();
    let mut sim = Simulator::new(rules.clone(), level, args.seed);
    let mut moves = 0u64;
    let mut total_points = vec![0u64; sides];
    let mut total_tablas = vec![0u64; sides];
    let started = Instant::now();
    for i in 0..args.hands {
        let (result, n) = sim.play_hand(i);
        moves += u64::from(n);
        for s in 0..sides {
            total_points[s] += u64::from(result.total[s]);
            total_tablas[s] += u64::from(result.tablas[s]);
        }
        if args.jsonl {
            let line = HandJson {
                hand: i,
                captured: &result.cards,
                points: &result.total,
                tablas: &result.tablas,
            };
            writeln!(out, "{}", serde_json::to_string(&line)?)?;
        }
    }
    let seconds = started.elapsed().as_secs_f64();
    if args.jsonl {
        let summary = SimulateSummary { hands: args.hands, moves, seconds };
        writeln!(out, "{}", serde_json::to_string(&summary)?)?;
    } else {
        let per_second = if seconds > 0.0 { f64::from(args.hands) / seconds } else { 0.0 };
        writeln!(
            out,
            "{} hands of {} for {} players ({} computer), {} moves in {:.3} s: {:.0} hands/s",
            args.hands, rules.variant, rules.players, level, moves, seconds, per_second
        )?;
        let hands = f64::from(args.hands.max(1));
        for s in 0..sides {
            writeln!(
                out,
                "  side {}: {:.2} points and {:.3} tablas a hand",
                s + 1,
                total_points[s] as f64 / hands,
                total_tablas[s] as f64 / hands
            )?;
        }
    }
    Ok(())
}

/// `tablic arena`.
#[derive(Debug, Args)]
pub struct ArenaArgs {
    #[command(flatten)]
    rules: RulesArgs,
    /// Number of players: 2, or 4 with --option partners=yes (default 2).
    #[arg(long, short = 'p', value_parser = clap::value_parser!(u8).range(2..=4))]
    players: Option<u8>,
    /// The first level: random, greedy, easy, medium or hard.
    #[arg(long)]
    a: String,
    /// The second level.
    #[arg(long)]
    b: String,
    /// Matches in all, an even number: each deal is played twice with the seats swapped.
    #[arg(long)]
    matches: u32,
    /// Seed of the deals and of the players' random choices.
    #[arg(long)]
    seed: u64,
    /// Matches played at once (default: one per core); each decision uses one thread.
    #[arg(long, value_parser = clap::value_parser!(u64).range(1..=256))]
    threads: Option<u64>,
    /// Print one JSON object instead of a summary.
    #[arg(long)]
    json: bool,
}

/// `tablic arena`: seat-swapped matches between two levels and the statistics that compare them.
pub fn arena(args: &ArenaArgs, out: &mut impl Write) -> Result<()> {
    use bot_core::arena::{run, ArenaConfig};
    use std::io::IsTerminal;
    let rules = args.rules.rules(Some(args.players.unwrap_or(2)))?;
    let a: Level = args.a.parse().map_err(UsageError::from_display)?;
    let b: Level = args.b.parse().map_err(UsageError::from_display)?;
    let threads = args.threads.map_or_else(
        || std::thread::available_parallelism().map_or(1, usize::from),
        |t| t as usize,
    );
    let config = ArenaConfig {
        rules,
        a,
        b,
        matches: args.matches,
        seed: args.seed,
        threads,
        search: bot_core::ai::SearchConfig::default(),
    };
    let total = args.matches;
    let show_progress = std::io::stderr().is_terminal();
    let progress = |done: u32| {
        if show_progress {
            eprint!("\r{done}/{total} matches");
        }
    };
    let report = run(&config, &progress).map_err(UsageError::from_display)?;
    if show_progress {
        eprintln!();
    }
    if args.json {
        writeln!(out, "{}", serde_json::to_string(&report)?)?;
        return Ok(());
    }
    let r = &report;
    let options =
        if r.options.is_empty() { String::new() } else { format!(" ({})", r.options.join(", ")) };
    writeln!(
        out,
        "{} vs {}: {} matches of {}{}, {} players ({} deals, seats swapped), seed {}, {:.1} s",
        r.a.level,
        r.b.level,
        r.matches,
        r.variant,
        options,
        r.players,
        r.matches / 2,
        r.seed,
        r.seconds
    )?;
    for side in [&r.a, &r.b] {
        let t = &side.ms_per_move;
        writeln!(
            out,
            "  {:<7} {:>5} wins   mean score {:>6.1}   ms per move: median {:.4}, p99 {:.4}, max {:.4} ({} moves)",
            side.level.name(), side.wins, side.points, t.median, t.p99, t.max, t.moves
        )?;
    }
    let elo = |e: Option<f64>| e.map_or_else(|| "n/a".to_string(), |v| format!("{v:+.0}"));
    writeln!(out, "  draws {}", r.draws)?;
    writeln!(
        out,
        "  {} scores {:.1}% (95% CI {:.1}% to {:.1}%): Elo {} (95% CI {} to {})",
        r.a.level,
        r.win_rate * 100.0,
        r.win_rate_ci95[0] * 100.0,
        r.win_rate_ci95[1] * 100.0,
        elo(r.elo),
        elo(r.elo_ci95[0]),
        elo(r.elo_ci95[1])
    )?;
    writeln!(
        out,
        "  points margin {:+.1} a match (95% CI {:+.1} to {:+.1})",
        r.points_margin, r.points_margin_ci95[0], r.points_margin_ci95[1]
    )?;
    writeln!(
        out,
        "  times are wall-clock per decision; each decision runs on one thread, {} on {} cores",
        if r.threads == 1 {
            "one match at a time".to_string()
        } else {
            format!("{} matches at once", r.threads)
        },
        std::thread::available_parallelism().map_or(1, usize::from)
    )?;
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::play_db;
    use std::path::{Path, PathBuf};

    /// Each option's "how to set it" line in the terminal is a command line that `tablic play`
    /// takes as it is printed, and that sets the option explained.
    #[test]
    fn every_options_terminal_example_is_a_command_line_that_sets_it() {
        use bot_core::i18n::Lang;
        use bot_core::ids::Platform;
        use bot_core::rules::OPTION_KEYS;
        use bot_core::table::{Cmd, OptionHelp, Voice};
        use clap::Parser;
        struct Terminal;
        impl Voice for Terminal {
            fn platform(&self) -> Platform {
                Platform::Terminal
            }
            fn command(&self, _: Cmd) -> String {
                "tablic play".into()
            }
        }
        for key in OPTION_KEYS {
            let help = OptionHelp::new(key, None, None, Lang::En, &Terminal).unwrap();
            let line = help.how.split_once(": ").map_or("", |(_, line)| line);
            let words: Vec<&str> = line.split_whitespace().collect();
            assert_eq!(words.get(..2), Some(&["tablic", "play"][..]), "{key}: {line}");
            let cli = super::Cli::try_parse_from(&words)
                .unwrap_or_else(|e| panic!("{key}: `{line}` does not parse: {e}"));
            let super::Command::Play(args) = cli.command else { panic!("{key}: {line}") };
            let rules = args.rules.rules(args.players).unwrap_or_else(|e| panic!("{key}: {e}"));
            assert!(rules.is_override(key), "{key}: `{line}` leaves it as the variant's");
        }
    }

    #[test]
    fn play_takes_a_file_or_a_url_from_the_flag_or_the_environment() {
        let cases: [(Option<&str>, Option<&str>, &str, &str); 10] = [
            (Some("games.db"), Some("sqlite:///x.db"), "games.db", "--db"),
            (Some("sqlite:///tmp/t.db"), None, "/tmp/t.db", "--db"),
            (Some("sqlite:rel/t.db"), None, "rel/t.db", "--db"),
            (Some("sqlite://x.db?mode=rwc"), None, "x.db", "--db"),
            (Some("postgres://u@h/db"), None, "postgres://u@h/db", "--db"),
            (Some("postgres:/h/db"), None, "postgres:/h/db", "--db"),
            (Some(r"C:\games\t.db"), None, r"C:\games\t.db", "--db"),
            (None, Some("sqlite:///tmp/e.db"), "/tmp/e.db", "TABLIC_DATABASE_URL"),
            (None, Some("postgresql://h/db"), "postgresql://h/db", "TABLIC_DATABASE_URL"),
            (None, Some("  "), "data/tablic.db", "--db"),
        ];
        for (flag, env, path, named) in cases {
            let got = play_db(flag.map(Path::new), env).map_err(|e| e.0);
            assert_eq!(got, Ok((PathBuf::from(path), named)), "{flag:?} {env:?}");
        }
    }

    #[test]
    fn play_refuses_a_url_of_another_database() {
        let err = play_db(Some(Path::new("mysql://u:pw@h/db")), None).expect_err("not SQLite");
        assert!(err.0.starts_with("--db mysql://u:"), "{}", err.0);
        assert!(err.0.ends_with("not mysql"), "{}", err.0);
        assert!(!err.0.contains("pw"), "no password shown: {}", err.0);
        let err = play_db(None, Some("redis://h")).expect_err("not SQLite");
        assert!(err.0.starts_with("TABLIC_DATABASE_URL redis://h: "), "{}", err.0);
    }
}
