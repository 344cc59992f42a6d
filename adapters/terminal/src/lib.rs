//! Local play in a terminal (`tablic play`) and its JSON-lines twin for programs
//! (`tablic play --jsonl`). A thin adapter: it turns lines into session commands and renders
//! the session's views; every rule and every stored move lives in `bot-core`.

use std::io::Write;
use std::path::{Path, PathBuf};
use std::sync::Arc;

use bot_core::ai::Level;
use bot_core::game::{Action, EndReason, Match, Move, Status};
use bot_core::i18n::{shown_name, FluentValue, Lang, Localize, Reader};
use bot_core::ids::{ChannelKey, Platform, UserRef};
use bot_core::rules::Rules;
use bot_core::rules::Variant;
use bot_core::session::{
    unix_now, Actor, Command, Effect, EndedBy, GameDefaults, HandOverView, HandView, MatchEnd,
    MoveView, Notice, PhaseView, ScorePart, SessionAction, SessionError, Sessions, TableView,
};
use bot_core::store::{without_password, Claim, Role, Store, StoreError, StoredMatch};
use bot_core::table::{
    claim_question, late_tablas_line, leftover_line, leftover_you_line, most_cards_tied_line,
    BoardAsk, BoardWord, Cmd, RulesText, TableService, Voice,
};
use bot_core::{Card, CardSet, Suit};
use serde::Deserialize;
use serde_json::json;
use thiserror::Error;
use tokio::io::{AsyncBufRead, AsyncBufReadExt};

pub mod texts;

use texts::{tr, T};

/// How to play.
#[derive(Clone, Debug)]
pub struct PlayOptions {
    /// The SQLite file, or the URL of a PostgreSQL database (`postgres://…`).
    pub db: PathBuf,
    /// Where `db` came from, as a message about it names it: `--db`, `TABLIC_DATABASE_URL`.
    pub db_named: &'static str,
    /// Rules of a new game (an unfinished game keeps its own).
    pub rules: Rules,
    /// Whether the rules were asked for (a variant, an option or a player count given), so
    /// resuming a game of other rules is worth a word.
    pub rules_given: bool,
    /// Strength of the computer players.
    pub level: Level,
    /// Shuffle seed of a new game.
    pub seed: Option<u64>,
    /// Speak JSON lines instead of drawing a table.
    pub jsonl: bool,
    /// Colour the suits.
    pub color: bool,
    /// The language of every text shown.
    pub lang: Lang,
}

/// What can stop local play.
#[derive(Debug, Error)]
pub enum TerminalError {
    /// The database file cannot be used: a directory, not a database, unreadable.
    #[error("{named} {path}: {problem}")]
    Database {
        /// Where the path came from (`--db`, `TABLIC_DATABASE_URL`).
        named: &'static str,
        /// The path given.
        path: String,
        /// What is wrong with it, in one line.
        problem: String,
    },
    /// Another `tablic play` has the database.
    #[error("{named} {path}: another `tablic play` is using this database; finish or quit that game first, or give another --db (a running `tablic serve` on the same file holds it too)")]
    Busy {
        /// Where the path came from (`--db`, `TABLIC_DATABASE_URL`).
        named: &'static str,
        /// The path given.
        path: String,
    },
    /// The database could not be read or written while playing.
    #[error("{0}")]
    Store(#[from] StoreError),
    /// The terminal could not be written.
    #[error("cannot write to the terminal: {0}")]
    Io(#[from] std::io::Error),
    /// The game could not be set up.
    #[error("cannot start the game: {0}")]
    Setup(SessionError),
    /// `tablic standings` was asked for a board or span of time it does not know (the message
    /// says which, in the player's language).
    #[error("{0}")]
    Words(String),
    /// The standings could not be read (the message says why, in the player's language).
    #[error("{0}")]
    Standings(String),
    /// The database is from an older tablic, and only a game upgrades it (the message says
    /// how, in the player's language).
    #[error("{0}")]
    Older(String),
}

/// The one channel local play uses.
pub fn local_channel() -> ChannelKey {
    ChannelKey::new(Platform::Terminal, "local", "terminal")
}

/// One line from a program in `--jsonl` mode.
#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
struct JsonLine {
    play: Option<String>,
    take: Option<Vec<String>>,
    claim: Option<bool>,
    resign: Option<bool>,
    redeal: Option<bool>,
}

/// The longest input line read (64 KiB); the rest of a longer line is skipped and refused.
pub const MAX_LINE: usize = 64 * 1024;

/// Plays until the match ends or the input closes. The game is stored after every move, so a
/// later run with the same database resumes it. A result the player could not see before the
/// program stopped is shown first, on its own.
pub async fn run(
    options: PlayOptions,
    input: impl AsyncBufRead + Unpin,
    out: &mut impl Write,
) -> Result<(), TerminalError> {
    let (_lock, store) = open_database(&options.db, options.db_named).await?;
    let channel = local_channel();
    let (sessions, mut deliveries) = Sessions::new(store);
    sessions.restore(None).await?;
    // What the computers did while the program restarted: moves they owed, maybe the end; or
    // that our game could not be resumed and was set aside (said once, below).
    let mut owed = Vec::new();
    while let Ok(delivery) = deliveries.try_recv() {
        if delivery.channel == channel {
            owed.extend(delivery.effects);
        }
    }
    let set_aside = owed.iter().any(|e| matches!(e, Effect::SetAside { .. }));
    let me = Actor {
        user: UserRef::new(Platform::Terminal, LOCAL_USER),
        name: local_name(options.lang),
        is_admin: true,
    };
    let mut ui = Ui {
        jsonl: options.jsonl,
        color: options.color,
        seat: 0,
        lang: options.lang,
        me: me.name.clone(),
    };

    if set_aside {
        ui.note(out, &ui.tr(T::SetAside, &[]))?;
    }
    let table = sessions.table(&channel).await.filter(|t| t.phase == PhaseView::Playing);
    if let Some(table) = table {
        ui.effects(out, &owed)?;
        ui.note(out, &ui.tr(T::Resuming, &[]))?;
        // A hand that breaks a tie: said again, as it was when that hand began (or never, in
        // a game stored by a release that did not say it).
        let hand_told = owed.iter().any(|e| matches!(e, Effect::HandOver(_)));
        let level = table.scores.iter().copied().max().filter(|_| table.tie_break && !hand_told);
        if let Some(level) = level {
            ui.note(out, &ui.tr(T::TieBreakNow, &[("score", level.into())]))?;
        }
        let stored = sessions.inspect(&channel, |s| s.rules().clone()).await;
        // Compared as they are typed: a stored game may differ only in what no option sets (a
        // game stored before the redeal was shuffled), which the person could not have asked for.
        let differs = |r: &bot_core::rules::RuleSet| describe(r) != describe(&options.rules);
        if let Some(stored) = stored.filter(|r| options.rules_given && differs(r)) {
            let asked = describe(&options.rules);
            let args = [("variant", describe(&stored).into()), ("asked", asked.into())];
            ui.note(out, &ui.tr(T::ResumedOtherRules, &args))?;
        }
    } else if let Some(ended) = sessions.store().unshown_result(&channel).await? {
        // The match ended where nobody saw it: report it before anything else, as it would
        // have been reported, and stop there as a finished game does.
        ui.note(out, &ui.tr(T::EndedWhileAway, &[]))?;
        if owed.iter().any(|e| matches!(e, Effect::MatchOver(_))) {
            ui.effects(out, &owed)?;
        } else {
            // The scores as stored with the end (a claim and a resignation count the hand in
            // play); those of the replayed log, counted the same way, when they do not read.
            // The winner as stored tells the end when this release cannot replay it.
            let summary = sessions.store().match_summary(ended.id).await?;
            let winner = summary.as_ref().and_then(|s| s.winner);
            let scores = summary.map(|s| s.scores).filter(|s| !s.is_empty());
            ui.recap(out, &ended, &me.user, scores.as_deref(), winner)?;
        }
        out.flush()?;
        sessions.store().mark_result_shown(ended.id, unix_now()).await?;
        sessions.stop_timers();
        return Ok(());
    } else {
        let setup = [SessionAction::New {
            rules: options.rules.clone(),
            turn_timer: None,
            seed: options.seed,
        }]
        .into_iter()
        .chain(
            (1..options.rules.players).map(|_| SessionAction::AddComputer { level: options.level }),
        )
        .chain([SessionAction::Start]);
        for action in setup {
            // Opening the game asks others to join, which nobody can here: not said.
            let opening = matches!(action, SessionAction::New { .. });
            let cmd =
                Command { channel: channel.clone(), actor: me.clone(), action, expected: None };
            let effects = sessions.handle(cmd).await.map_err(TerminalError::Setup)?;
            if !opening {
                ui.effects(out, &effects)?;
            }
        }
    }
    ui.seat = sessions.inspect(&channel, |s| s.seat_of(&me.user)).await.flatten().unwrap_or(0);
    if !ui.jsonl {
        let path = shown_db(&options.db);
        ui.note(out, &ui.tr(T::Stored, &[("path", path.into())]))?;
    }

    let mut input = input;
    let mut buffer = Vec::new();
    let mut pending: Option<Card> = None;
    // The move a claim below the target was questioned at: `claim` again makes it.
    let mut claim_asked = None;
    // Whether the last line was `resign`, asked about: a yes makes it, a no is said.
    let mut resign_asked = false;
    // Whether the player left a game in play (`quit`, or the input ended), which is kept.
    let mut left = None;
    loop {
        let Some((table, hand)) =
            sessions.inspect(&channel, |s| (s.table_view(), s.hand_view(&me.user))).await
        else {
            break;
        };
        if table.phase != PhaseView::Playing {
            // Its end was just printed: flush it, then remember it was seen.
            out.flush()?;
            if let Some(id) = table.seq.map(|s| s.game).filter(|_| table.end.is_some()) {
                sessions.store().mark_result_shown(id, unix_now()).await?;
            }
            break;
        }
        let Some(hand) = hand else { break };
        // A card chosen before the game moved on (a refused move keeps it) may be gone.
        pending = pending.filter(|&card| hand.your_turn && hand.hand.contains(card));
        // The question asked is the prompt until it is answered.
        if hand.your_turn && !resign_asked {
            ui.prompt(out, &table, &hand, pending)?;
        }
        out.flush()?;
        let line = match read_line(&mut input, &mut buffer).await {
            Ok(Line::Text(line)) => line,
            Ok(Line::TooLong) => {
                ui.error(out, &ui.tr(T::LineTooLong, &[("max", MAX_LINE.into())]))?;
                continue;
            }
            Ok(Line::NotUtf8) => {
                ui.error(out, &ui.tr(T::LineNotUtf8, &[]))?;
                continue;
            }
            Ok(Line::End) | Err(_) => {
                left = Some(Line::End);
                break;
            }
        };
        let line = line.trim();
        if line.is_empty() {
            continue;
        }
        let asked = claim_asked.take();
        // Anything but an answer goes on with the game, read as it was typed.
        let resign_answer = std::mem::take(&mut resign_asked).then(|| ui.answer(line)).flatten();
        if resign_answer == Some(false) {
            ui.note(out, &ui.tr(T::ResignNot, &[]))?;
            continue;
        }
        // The claim question ends "Claim anyway?": a yes or a no answers it as well.
        let claim_answer = asked.filter(|&seq| seq == hand.seq).and_then(|_| ui.answer(line));
        if claim_answer == Some(false) {
            ui.note(out, &ui.tr(T::ClaimNot, &[]))?;
            continue;
        }
        let action = if ui.jsonl {
            parse_json_line(line)
        } else if resign_answer == Some(true) {
            Ok(SessionAction::Resign)
        } else if claim_answer == Some(true) {
            Ok(SessionAction::Claim)
        } else {
            match ui.parse_text(line, &hand, &mut pending) {
                // As on the chat platforms, a claim that would lose is asked about first.
                Parsed::Action(SessionAction::Claim)
                    if hand.can_claim && !hand.claim_wins() && asked != Some(hand.seq) =>
                {
                    claim_asked = Some(hand.seq);
                    let question =
                        claim_question(ui.lang, hand.claim_total, hand.target, hand.partners);
                    ui.note(out, &format!("{question}\n{}", ui.tr(T::ClaimAgain, &[])))?;
                    continue;
                }
                // Resigning loses the match at once: asked about first.
                Parsed::Action(SessionAction::Resign) => {
                    resign_asked = true;
                    write!(out, "  {} ", ui.tr(T::ResignQuestion, &[]))?;
                    continue;
                }
                Parsed::Action(a) => Ok(a),
                Parsed::Redraw => continue,
                Parsed::Help(text) => {
                    ui.note(out, &text)?;
                    continue;
                }
                Parsed::Rules(words) => {
                    let here = sessions.inspect(&channel, |s| s.rules().clone()).await;
                    let words: Vec<&str> = words.iter().map(String::as_str).collect();
                    match RulesText::asked(&words, here.as_ref()) {
                        Ok(rules) => {
                            ui.note(out, &rules.lines(ui.lang, &TerminalVoice).join("\n"))?
                        }
                        // Whole: it lists the variants and options to choose from.
                        Err(refusal) => ui.note(
                            out,
                            &format!("  ✗ {}", refusal.message(ui.lang, &TerminalVoice)),
                        )?,
                    }
                    continue;
                }
                Parsed::Standings(words) => {
                    let example = format!("standings {}", board_example(ui.lang).join(" "));
                    let ask = board_ask(ui.lang, &words, &example);
                    match ask.map(|ask| board(&sessions, ui.lang, ask, &example)) {
                        Ok(lines) => match lines.await {
                            Ok(lines) => ui.note(out, &lines.join("\n"))?,
                            Err(refusal) => ui.error(out, &refusal)?,
                        },
                        Err(refusal) => ui.error(out, &refusal)?,
                    }
                    continue;
                }
                Parsed::Quit => {
                    left = Some(Line::Text(String::new()));
                    break;
                }
                Parsed::Error(e) => Err(e),
            }
        };
        let action = match action {
            Ok(a) => a,
            Err(message) => {
                ui.error(out, &message)?;
                continue;
            }
        };
        let cmd = Command {
            channel: channel.clone(),
            actor: me.clone(),
            action,
            expected: Some(hand.seq),
        };
        match sessions.handle(cmd).await {
            Ok(effects) => {
                pending = None;
                ui.effects(out, &effects)?
            }
            Err(e) => ui.error(out, &e.localize(ui.lang))?,
        }
    }
    if let (Some(how), false) = (left, ui.jsonl) {
        // The input ended on the prompt's line; a typed `quit` ended its own.
        if matches!(how, Line::End) {
            writeln!(out)?;
        }
        let command = match options.db_named {
            "--db" if options.db != Path::new(DEFAULT_DB) => {
                format!("tablic play --db {}", shown_db(&options.db))
            }
            _ => "tablic play".to_string(),
        };
        let args = [("path", shown_db(&options.db).into()), ("command", command.into())];
        ui.note(out, &ui.tr(T::Kept, &args))?;
    }
    sessions.stop_timers();
    out.flush()?;
    Ok(())
}

/// The player's name as the standings and the scoring table show it: the login name
/// (`USER`, else `LOGNAME`), else "You" in `lang`. Sentences about the player say "you"
/// whatever it is.
fn local_name(lang: Lang) -> String {
    ["USER", "LOGNAME"]
        .into_iter()
        .filter_map(|name| std::env::var(name).ok())
        .map(|name| name.trim().to_string())
        .find(|name| !name.is_empty())
        .unwrap_or_else(|| tr(lang, T::You, &[]))
}

/// Where `tablic play` keeps its games when neither `--db` nor `TABLIC_DATABASE_URL` says.
pub const DEFAULT_DB: &str = "data/tablic.db";

/// One line of input, as read.
enum Line {
    /// A line of text (without its end).
    Text(String),
    /// A line longer than [`MAX_LINE`] bytes: skipped to its end.
    TooLong,
    /// A line that is not UTF-8.
    NotUtf8,
    /// The input is closed.
    End,
}

/// Reads one line, keeping at most [`MAX_LINE`] bytes of it in memory.
async fn read_line(
    input: &mut (impl AsyncBufRead + Unpin),
    buffer: &mut Vec<u8>,
) -> std::io::Result<Line> {
    buffer.clear();
    let mut too_long = false;
    let mut any = false;
    loop {
        let chunk = input.fill_buf().await?;
        if chunk.is_empty() {
            if !any {
                return Ok(Line::End);
            }
            break;
        }
        any = true;
        let end = chunk.iter().position(|&b| b == b'\n');
        let part = &chunk[..end.unwrap_or(chunk.len())];
        if !too_long {
            if buffer.len() + part.len() > MAX_LINE {
                too_long = true;
                buffer.clear();
            } else {
                buffer.extend_from_slice(part);
            }
        }
        let used = end.map_or(chunk.len(), |i| i + 1);
        input.consume(used);
        if end.is_some() {
            break;
        }
    }
    if too_long {
        return Ok(Line::TooLong);
    }
    match String::from_utf8(std::mem::take(buffer)) {
        Ok(text) => Ok(Line::Text(text)),
        Err(_) => Ok(Line::NotUtf8),
    }
}

/// The file beside the database that one `tablic play` at a time holds locked (the lock dies
/// with the process, however it ends).
pub fn lock_path(db: &Path) -> PathBuf {
    let mut name = db.as_os_str().to_owned();
    name.push(".lock");
    PathBuf::from(name)
}

/// Checks that `db` can be a database (a SQLite file or none yet, whose folder is made).
fn check_database(db: &Path, named: &'static str) -> Result<(), TerminalError> {
    let shown = db.display().to_string();
    let problem = |problem: String| TerminalError::Database { named, path: shown.clone(), problem };
    match std::fs::metadata(db) {
        Ok(meta) if meta.is_dir() => {
            return Err(problem("is a directory; give the path of a database file".into()))
        }
        Ok(meta) if !meta.is_file() => return Err(problem("is not a regular file".into())),
        Ok(_) => {
            use std::io::Read;
            let mut head = Vec::with_capacity(16);
            let read = std::fs::File::open(db).and_then(|f| f.take(16).read_to_end(&mut head));
            if let Err(e) = read {
                return Err(problem(format!("cannot be read: {e}")));
            }
            // An empty file is a new database; anything else starts with SQLite's header.
            if !head.is_empty() && head != b"SQLite format 3\0" {
                return Err(problem("is not a tablic database (not an SQLite file)".into()));
            }
        }
        Err(e) if e.kind() == std::io::ErrorKind::NotFound => {
            if let Some(dir) = db.parent().filter(|d| !d.as_os_str().is_empty()) {
                std::fs::create_dir_all(dir)
                    .map_err(|e| problem(format!("its folder cannot be made: {e}")))?;
            }
        }
        Err(e) => return Err(problem(format!("cannot be read: {e}"))),
    }
    Ok(())
}

/// Checks that `db` can be a database and takes the one-player lock on it.
fn lock_database(db: &Path, named: &'static str) -> Result<std::fs::File, TerminalError> {
    check_database(db, named)?;
    let shown = db.display().to_string();
    let problem = |problem: String| TerminalError::Database { named, path: shown.clone(), problem };
    // The same file by another path (a link, `./`) shares the lock.
    let real = match (std::fs::canonicalize(db), db.parent(), db.file_name()) {
        (Ok(real), _, _) => real,
        (Err(_), Some(dir), Some(name)) => {
            let dir = if dir.as_os_str().is_empty() { Path::new(".") } else { dir };
            std::fs::canonicalize(dir).map(|d| d.join(name)).unwrap_or_else(|_| db.to_path_buf())
        }
        _ => db.to_path_buf(),
    };
    let lock = lock_path(&real);
    let file =
        std::fs::OpenOptions::new().create(true).truncate(false).write(true).open(&lock).map_err(
            |e| problem(format!("its lock file {} cannot be made: {e}", lock.display())),
        )?;
    match file.try_lock() {
        Ok(()) => Ok(file),
        Err(std::fs::TryLockError::WouldBlock) => Err(TerminalError::Busy { named, path: shown }),
        Err(std::fs::TryLockError::Error(e)) => {
            Err(problem(format!("its lock file {} cannot be locked: {e}", lock.display())))
        }
    }
}

/// What keeps other `tablic play`s off this player's database while the game runs.
enum DatabaseLock {
    /// The lock file beside a SQLite file.
    File(#[allow(dead_code)] std::fs::File),
    /// The `play` role on a PostgreSQL database (an advisory lock).
    Role(#[allow(dead_code)] Claim),
}

/// The URL in `--db` when it names a database server rather than a file.
fn server_url(db: &Path) -> Option<&str> {
    // The prefixes `serve` reads as PostgreSQL: `postgres:/host/db`, mistyped, is refused by
    // the driver rather than made a folder `postgres:`.
    db.to_str().filter(|s| s.starts_with("postgres:") || s.starts_with("postgresql:"))
}

/// `--db` as it may be shown: a password in a URL is not repeated.
fn shown_db(db: &Path) -> String {
    without_password(&db.display().to_string())
}

/// Opens `--db`: a SQLite file (created if missing) or a PostgreSQL URL, and takes it for this
/// game alone.
async fn open_database(
    db: &Path,
    named: &'static str,
) -> Result<(DatabaseLock, Store), TerminalError> {
    let Some(url) = server_url(db) else {
        let lock = lock_database(db, named)?;
        let store = Store::open(db).await.map_err(|e| open_problem(db, named, &e))?;
        return Ok((DatabaseLock::File(lock), store));
    };
    let store = Store::open_url(url).await.map_err(|e| open_problem(db, named, &e))?;
    match store.claim(&[Role::Play]).await {
        Ok(claim) => Ok((DatabaseLock::Role(claim), store)),
        Err(StoreError::Claimed(_)) => Err(TerminalError::Busy { named, path: shown_db(db) }),
        Err(e) => Err(open_problem(db, named, &e)),
    }
}

/// Opens `--db` only to read it: a game, perhaps of an older tablic, may be in play on it
/// meanwhile, so no lock is taken and nothing is upgraded or written. A file that is not there
/// is not made (a mistyped `--db` would leave an empty database). A database of an older
/// tablic is refused in one line naming the command that upgrades it; one with no tablic
/// tables has no games, and shows the board of a new database.
async fn open_to_read(db: &Path, named: &'static str, lang: Lang) -> Result<Store, TerminalError> {
    let opened = match server_url(db) {
        Some(url) => Store::open_url_read_only(url).await,
        None => {
            if std::fs::metadata(db).is_err_and(|e| e.kind() == std::io::ErrorKind::NotFound) {
                return Err(TerminalError::Database {
                    named,
                    path: db.display().to_string(),
                    problem: "no such file: play a game with `tablic play` first, or give the \
                              --db it played on"
                        .into(),
                });
            }
            check_database(db, named)?;
            Store::open_read_only(db).await
        }
    };
    match opened {
        Err(StoreError::Older { newest: None }) => {
            Store::open_url("sqlite::memory:").await.map_err(|e| open_problem(db, named, &e))
        }
        Err(StoreError::Older { newest: Some(_) }) => {
            // `TABLIC_DATABASE_URL` names the database for `tablic play` as well.
            let command = match named {
                "--db" if db != Path::new(DEFAULT_DB) => {
                    format!("tablic play --db {}", shown_db(db))
                }
                _ => "tablic play".to_string(),
            };
            let args = [("path", shown_db(db).into()), ("command", command.into())];
            Err(TerminalError::Older(tr(lang, T::DbOlder, &args)))
        }
        opened => opened.map_err(|e| open_problem(db, named, &e)),
    }
}

/// What `tablic standings` shows.
#[derive(Clone, Debug)]
pub struct StandingsOptions {
    /// The SQLite file, or the URL of a PostgreSQL database (`postgres://…`).
    pub db: PathBuf,
    /// Where `db` came from, as a message about it names it: `--db`, `TABLIC_DATABASE_URL`.
    pub db_named: &'static str,
    /// `--board` as typed: points or strength, in any of the catalogue's languages (read as
    /// the words of the `standings` command are, with `--period`'s).
    pub board: Option<String>,
    /// `--period` as typed: month, last-month, season, last-season or all.
    pub period: Option<String>,
    /// The language of every text shown.
    pub lang: Lang,
}

/// `tablic standings`: the board of the games played with `tablic play` on this database, as
/// the `standings` command at the table shows it.
pub async fn standings(
    options: &StandingsOptions,
    out: &mut impl Write,
) -> Result<(), TerminalError> {
    let lang = options.lang;
    let [strength, season] = board_example(lang);
    let example = format!("tablic standings --board {strength} --period {season}");
    let words: Vec<String> = options.board.iter().chain(&options.period).cloned().collect();
    let ask = board_ask(lang, &words, &example).map_err(TerminalError::Words)?;
    let store = open_to_read(&options.db, options.db_named, lang).await?;
    let (sessions, _) = Sessions::new(store);
    let lines = board(&sessions, lang, ask, &example).await;
    sessions.stop_timers();
    sessions.store().close().await;
    let lines = lines.map_err(TerminalError::Standings)?;
    writeln!(out, "{}", lines.join("\n"))?;
    Ok(())
}

/// The words of the boards and spans of time as `lang` shows them (any language's are read):
/// points, strength, month, last-month, season, last-season, all.
fn board_words(lang: Lang) -> [String; 7] {
    // The core's words in its order, less rivals and here (nothing to the terminal).
    std::array::from_fn(|i| BoardWord::ALL[i].shown(lang))
}

/// The words of an example board in `lang`: strength this season.
fn board_example(lang: Lang) -> [String; 2] {
    let [_, strength, _, _, season, ..] = board_words(lang);
    [strength, season]
}

/// The arguments of the texts that list the words `standings` takes, with `example`.
fn board_args(lang: Lang, example: &str) -> Vec<(&'static str, FluentValue<'static>)> {
    let names = ["points", "strength", "month", "last_month", "season", "last_season", "all"];
    let mut args: Vec<(&'static str, FluentValue<'static>)> =
        names.into_iter().zip(board_words(lang)).map(|(n, w)| (n, w.into())).collect();
    args.push(("example", example.to_string().into()));
    args
}

/// Why `word` is refused: it names no board or span of time the terminal has.
fn unknown_board_word(lang: Lang, word: &str, example: &str) -> String {
    let mut args = board_args(lang, example);
    args.push(("word", word.to_string().into()));
    tr(lang, T::StandingsUnknown, &args)
}

/// The board the words ask for: points or strength, and a span of time, in any order and any
/// of the catalogue's languages. Rivals and one channel's games mean nothing here (the other
/// players are computers, and there is one table), so they are refused like any unknown word.
fn board_ask(lang: Lang, words: &[String], example: &str) -> Result<BoardAsk, String> {
    let refused = |word: &str| unknown_board_word(lang, word, example);
    if let Some(word) = words
        .iter()
        .find(|w| matches!(BoardWord::read(w), None | Some(BoardWord::Rivals | BoardWord::Here)))
    {
        return Err(refused(word));
    }
    // `last` alone, or before `all`, is refused as typed.
    BoardAsk::parse(words).map_err(|e| match e {
        bot_core::table::Refusal::Period(word) => refused(&word),
        other => other.message(lang, &TerminalVoice),
    })
}

/// The local player's board as `ask` says, read as the chat adapters read theirs (games with
/// computers always count: they are the only others here), drawn in `lang`: the title, a row
/// a player, what the numbers are, and how to ask for another board (`example`).
async fn board(
    sessions: &Arc<Sessions>,
    lang: Lang,
    ask: BoardAsk,
    example: &str,
) -> Result<Vec<String>, String> {
    // Only the board is read: the defaults of new games are never used.
    let defaults =
        GameDefaults { variant: Variant::Tablic, turn_timer: None, level: Level::Medium };
    let service = TableService::new(Arc::clone(sessions), defaults);
    let me = UserRef::new(Platform::Terminal, LOCAL_USER);
    let board = service
        .standings(&local_channel().server, None, &me, ask, Some(true))
        .await
        .map_err(|refusal| refusal.message(lang, &TerminalVoice))?;
    let mut lines = vec![format!("── {} ──", board.title(lang))];
    lines.extend(board.rows(lang).into_iter().map(|row| format!("  {row}")));
    lines.push(format!("  {}", board.footer(lang)));
    lines.push(format!("  {}", tr(lang, T::StandingsMore, &board_args(lang, example))));
    Ok(lines)
}

/// The id of the one person who plays in the terminal.
const LOCAL_USER: &str = "local";

/// A database that would not open, in one line naming the problem.
fn open_problem(db: &Path, named: &'static str, e: &StoreError) -> TerminalError {
    let mut problem = format!("cannot be used as a database: {e}");
    if let Some(source) = std::error::Error::source(e) {
        problem = format!("cannot be used as a database: {source}");
    }
    TerminalError::Database { named, path: shown_db(db), problem: one_line(&problem) }
}

/// Text on one line, at most 300 characters.
fn one_line(text: &str) -> String {
    let flat = text.split_whitespace().collect::<Vec<_>>().join(" ");
    match flat.char_indices().nth(300) {
        Some((at, _)) => format!("{}…", &flat[..at]),
        None => flat,
    }
}

/// How the terminal names commands in texts: `rules`, and `tablic play` for a new game.
struct TerminalVoice;

impl Voice for TerminalVoice {
    fn platform(&self) -> Platform {
        Platform::Terminal
    }

    fn command(&self, cmd: Cmd) -> String {
        match cmd {
            Cmd::New | Cmd::Rematch => "tablic play",
            Cmd::Rules => "rules",
            Cmd::Claim => "claim",
            Cmd::Back => "back",
            Cmd::Standings => "standings",
            Cmd::Join | Cmd::Start | Cmd::Hand | Cmd::Settings => "help",
        }
        .to_string()
    }
}

/// A variant and the options that differ from it, as typed: `tablanette target=151`.
fn describe(rules: &bot_core::rules::RuleSet) -> String {
    std::iter::once(rules.variant.to_string())
        .chain(rules.overrides())
        .collect::<Vec<_>>()
        .join(" ")
}

/// The score the leading sides are level at when it is at or above `target`: the match goes
/// on with a hand that breaks the tie.
fn level_at(scores: &[u32], target: u16) -> Option<u32> {
    let top = scores.iter().copied().max()?;
    let leaders = scores.iter().filter(|&&s| s == top).count();
    (leaders > 1 && top >= u32::from(target)).then_some(top)
}

/// The score the leading sides were level at, at or above `target`, before the hand `view`
/// scored: that hand was played to break the tie.
fn level_before(view: &HandOverView, target: u16) -> Option<u32> {
    let total = &view.result.total;
    let before: Vec<u32> = view
        .scores
        .iter()
        .enumerate()
        .map(|(s, &score)| score.saturating_sub(total.get(s).copied().unwrap_or(0)))
        .collect();
    level_at(&before, target)
}

fn parse_json_line(line: &str) -> Result<SessionAction, String> {
    const EXPECTED: &str = r#"expected {"play":"9C","take":["AS","8S"]}, {"claim":true}, {"resign":true} or {"redeal":true}"#;
    let parsed: JsonLine =
        serde_json::from_str(line).map_err(|e| format!("not a command ({e}); {EXPECTED}"))?;
    match parsed {
        JsonLine { play: Some(card), take, claim: None, resign: None, redeal: None } => {
            let card: Card = card.parse().map_err(|e| format!("{e}"))?;
            let mut set = CardSet::EMPTY;
            for token in take.unwrap_or_default() {
                let c: Card = token.parse().map_err(|e| format!("{e}"))?;
                if set.contains(c) {
                    return Err(format!("{} is listed twice in take", c.ascii()));
                }
                set.insert(c);
            }
            Ok(SessionAction::Play { card, take: set })
        }
        JsonLine { play: None, take: None, claim: Some(true), resign: None, redeal: None } => {
            Ok(SessionAction::Claim)
        }
        JsonLine { play: None, take: None, claim: None, resign: Some(true), redeal: None } => {
            Ok(SessionAction::Resign)
        }
        JsonLine { play: None, take: None, claim: None, resign: None, redeal: Some(true) } => {
            Ok(SessionAction::Redeal)
        }
        _ => Err(format!("one command per line; {EXPECTED}")),
    }
}

enum Parsed {
    Action(SessionAction),
    /// `rules`, or `rules <variant or option>`, or a variant and an option: the words after it.
    Rules(Vec<String>),
    Help(String),
    /// `standings`, or `standings strength season`: the words after it.
    Standings(Vec<String>),
    Redraw,
    Quit,
    Error(String),
}

struct Ui {
    jsonl: bool,
    color: bool,
    seat: u8,
    lang: Lang,
    /// The player's own name, as the session knows it.
    me: String,
}

impl Ui {
    fn tr(&self, text: T, args: &[(&str, FluentValue<'_>)]) -> String {
        tr(self.lang, text, args)
    }

    fn name(&self, name: &str) -> String {
        shown_name(name, self.lang)
    }

    fn names(&self, names: &[String]) -> String {
        names.iter().map(|n| self.name(n)).collect::<Vec<_>>().join(" & ")
    }

    /// What a line answers to a yes-or-no question: a word for yes or no in any language of
    /// the catalogue (`y`, `da`, `ne`, `nu`, `да`); `None` for anything else.
    fn answer(&self, line: &str) -> Option<bool> {
        bot_core::i18n::said_yes_or_no(line)
    }

    /// Whether `name` is the player's: their name now, or the "You" a game stored without a
    /// login name has for them (in whichever language it was played).
    fn is_me(&self, name: &str) -> bool {
        name == self.me || Lang::ALL.iter().any(|&lang| name == tr(lang, T::You, &[]))
    }

    /// A side's names as a sentence says them: the player as "You" (whatever their login
    /// name, or none), the others by name.
    fn said(&self, names: &[String]) -> String {
        let said =
            names.iter().map(|n| if self.is_me(n) { self.tr(T::You, &[]) } else { self.name(n) });
        said.collect::<Vec<_>>().join(" & ")
    }

    /// Where the cards left on the table went: to "you" in the second person when the player
    /// took them alone (the core's sentence names a third person), else as the core says it,
    /// the player among partners as "you".
    fn leftovers(&self, view: &HandOverView) -> Option<String> {
        let leftover = view.result.leftover?;
        let side = view.sides.get(usize::from(leftover.side))?;
        if side.len() == 1 && side.iter().all(|n| self.is_me(n)) {
            return Some(leftover_you_line(&leftover, self.lang));
        }
        let mut view = view.clone();
        for names in &mut view.sides {
            for name in names.iter_mut().filter(|n| self.is_me(n)) {
                *name = self.tr(T::YouShort, &[]);
            }
        }
        leftover_line(&view, self.lang)
    }

    fn card(&self, card: Card) -> String {
        if self.color && matches!(card.suit(), Suit::Hearts | Suit::Diamonds) {
            format!("\x1b[31m{card}\x1b[0m")
        } else {
            card.to_string()
        }
    }

    fn cards(&self, set: CardSet) -> String {
        if set.is_empty() {
            return "—".into();
        }
        set.iter().map(|c| self.card(c)).collect::<Vec<_>>().join(" ")
    }

    fn note(&self, out: &mut impl Write, text: &str) -> std::io::Result<()> {
        if self.jsonl {
            writeln!(out, "{}", json!({ "type": "notice", "message": text }))
        } else {
            writeln!(out, "{text}")
        }
    }

    fn error(&self, out: &mut impl Write, message: &str) -> std::io::Result<()> {
        // Never a long echo of what was typed.
        let message = one_line(message);
        if self.jsonl {
            writeln!(out, "{}", json!({ "type": "error", "message": message }))
        } else {
            writeln!(out, "  ✗ {message}")
        }
    }

    fn effects(&self, out: &mut impl Write, effects: &[Effect]) -> std::io::Result<()> {
        // The table as the effects leave it: its scores, seats and target.
        let table = effects.iter().rev().find_map(|e| match e {
            Effect::Table(t) => Some(t),
            _ => None,
        });
        for effect in effects {
            match effect {
                Effect::Move(mv) => self.moved(out, mv)?,
                Effect::HandOver(view) => {
                    self.hand_over(out, view)?;
                    self.tie_break_next(out, view)?;
                }
                Effect::MatchOver(end) => {
                    let scores = table.map(|t| t.scores.clone()).unwrap_or_default();
                    let game = table.and_then(|t| t.seq).map(|s| s.game.0);
                    let sides = table.map(|t| self.side_names(t)).unwrap_or_default();
                    let hand = effects.iter().rev().find_map(|e| match e {
                        Effect::HandOver(v) => Some(v),
                        _ => None,
                    });
                    let tie = table.zip(hand).and_then(|(t, v)| level_before(v, t.target));
                    let reader = table.map_or(Reader::Other, |t| t.reader(end, Some(self.seat)));
                    self.match_over(out, end, &scores, game, &sides, tie, reader)?
                }
                Effect::Notice { notice, .. } => self.notice(out, notice)?,
                // Said once, as the program starts (`run`), before anything else.
                Effect::Table(_)
                | Effect::Hand { .. }
                | Effect::Turn(_)
                | Effect::SetAside { .. } => {}
            }
        }
        Ok(())
    }

    fn moved(&self, out: &mut impl Write, mv: &MoveView) -> std::io::Result<()> {
        if self.jsonl {
            let line = json!({
                "type": "move", "seat": mv.seat, "card": mv.card, "take": mv.take, "tabla": mv.tabla,
            });
            return writeln!(out, "{line}");
        }
        let mine = mv.seat == self.seat && !mv.by_computer;
        let card = ("card", FluentValue::from(self.card(mv.card)));
        let name = ("name", FluentValue::from(self.name(&mv.name)));
        let take = ("take", FluentValue::from(self.cards(mv.take)));
        let what = match (mine, mv.take.is_empty()) {
            (true, true) => self.tr(T::YouTrailed, &[card]),
            (false, true) => self.tr(T::TheyTrailed, &[name, card]),
            (true, false) => self.tr(T::YouTook, &[card, take]),
            (false, false) => self.tr(T::TheyTook, &[name, card, take]),
        };
        let extra = if mv.tabla {
            format!("  — {}", self.tr(T::Tabla, &[]))
        } else if mv.sweep {
            format!("  — {}", self.tr(T::Sweep, &[]))
        } else {
            String::new()
        };
        writeln!(out, "  {what}{extra}")
    }

    /// Level at the target with the match going on (the core tells it): why it goes on.
    fn tie_break_next(&self, out: &mut impl Write, view: &HandOverView) -> std::io::Result<()> {
        match view.scores.iter().copied().max().filter(|_| view.level_at_target) {
            Some(level) => self.note(out, &self.tr(T::TieBreakNext, &[("score", level.into())])),
            None => Ok(()),
        }
    }

    fn hand_over(&self, out: &mut impl Write, view: &HandOverView) -> std::io::Result<()> {
        let r = &view.result;
        if self.jsonl {
            // Who took the cards left on the table (`by` in the words of the `leftovers` rule
            // option); null when none were left.
            let leftover =
                r.leftover.map(|l| json!({ "side": l.side, "count": l.count, "by": l.by.word() }));
            let line = json!({
                "type": "hand_over", "hand": r.number, "captured": r.cards, "card_points": r.card_points,
                "most_cards": r.most_cards, "last_capture": r.last_capture, "tablas": r.tablas,
                "points": r.total, "match": view.scores, "leftover": leftover,
            });
            return writeln!(out, "{line}");
        }
        let title = self.tr(T::HandOver, &[("number", r.number.into())]);
        writeln!(out, "\n══ {title} ══")?;
        for line in self.score_table(view) {
            writeln!(out, "{line}")?;
        }
        // The cards left on the table are in one side's count: say whose.
        if let Some(leftover) = self.leftovers(view) {
            writeln!(out, "  {leftover}")?;
        }
        // Or the points add up short of the rules' with nothing saying why.
        if let Some(tied) = most_cards_tied_line(view, self.lang) {
            writeln!(out, "  {tied}")?;
        }
        writeln!(out)
    }

    /// A hand's scoring as a table, a row a side. Most cards, the last capture and tablas have
    /// a column only when some side scored in it, and a cell only where that side did (as
    /// [`HandOverView::side_score`] says): nobody reads "0 for most cards", and a tie on cards
    /// that nobody got shows in the equal counts.
    fn score_table(&self, view: &HandOverView) -> Vec<String> {
        const COLUMNS: [T; 7] = [
            T::ColCards,
            T::ColPoints,
            T::ColMost,
            T::ColLast,
            T::ColTablas,
            T::ColHand,
            T::ColMatch,
        ];
        let rows: Vec<(String, [Option<u32>; 7])> = view
            .sides
            .iter()
            .enumerate()
            .map(|(s, names)| {
                let (parts, hand, total) = view.side_score(s);
                let mut cells = [None; 7];
                for part in parts {
                    let (at, n) = match part {
                        ScorePart::Cards(n) => (0, n),
                        ScorePart::CardPoints(n) => (1, n),
                        ScorePart::MostCards(n) => (2, n),
                        ScorePart::LastCapture(n) => (3, n),
                        ScorePart::Tablas { points, .. } => (4, points),
                    };
                    // Tablas the rules score nothing for (`tabla=none`) add nothing here.
                    cells[at] = Some(n).filter(|&n| n > 0 || at < 2);
                }
                cells[5] = Some(hand);
                cells[6] = Some(total);
                (self.names(names), cells)
            })
            .collect();
        let shown: Vec<usize> = (0..COLUMNS.len())
            .filter(|&c| rows.iter().any(|(_, cells)| cells[c].is_some()))
            .collect();
        // Column widths follow the language's headings and the names.
        let first = rows.iter().map(|(n, _)| n.chars().count()).max().unwrap_or(0).max(12);
        let headings: Vec<String> = shown.iter().map(|&c| self.tr(COLUMNS[c], &[])).collect();
        let widths: Vec<usize> = headings.iter().map(|h| h.chars().count().max(5)).collect();
        let mut lines = Vec::with_capacity(rows.len() + 1);
        let mut line = format!("  {:<first$}", "");
        for (h, w) in headings.iter().zip(&widths) {
            line += &format!(" {h:>w$}");
        }
        lines.push(line);
        for (names, cells) in rows {
            let mut line = format!("  {names:<first$}");
            for (&c, w) in shown.iter().zip(&widths) {
                let cell = cells[c].map(|n| n.to_string()).unwrap_or_default();
                line += &format!(" {cell:>w$}");
            }
            lines.push(line.trim_end().to_string());
        }
        lines
    }

    /// A notice; the player's own claim in the second person.
    fn notice(&self, out: &mut impl Write, notice: &Notice) -> std::io::Result<()> {
        let own = notice.subject().is_some_and(|name| self.is_me(name));
        match own.then(|| bot_core::i18n::own_notice(notice, self.lang)).flatten() {
            Some(text) => self.note(out, &text),
            None => self.note(out, &notice.localize(self.lang)),
        }
    }

    /// How a stored match ended, told from the player's last move on, as the moves were
    /// reported while it was played: the moves, the hand's scoring, the result. A move this
    /// release refuses (a claim in a hand that breaks a tie, or in a one-hand game, which
    /// older releases took) ends the replay: the stored `winner` then tells how it ended.
    fn recap(
        &self,
        out: &mut impl Write,
        stored: &StoredMatch,
        me: &UserRef,
        final_scores: Option<&[u32]>,
        winner: Option<u8>,
    ) -> std::io::Result<()> {
        let mine = stored.seats.iter().position(|s| s.user() == Some(me));
        let from = mine
            .and_then(|seat| stored.moves.iter().rposition(|m| usize::from(m.seat) == seat))
            .unwrap_or(0);
        // The player by the name they have now, whatever the game stored.
        let name = |seat: u8| match stored.seats.get(usize::from(seat)) {
            _ if mine == Some(usize::from(seat)) => self.me.clone(),
            Some(kind) => kind.display_name(),
            None => String::new(),
        };
        let rules = &stored.rules;
        let sides: Vec<Vec<String>> = (0..rules.sides())
            .map(|side| {
                (0..rules.players).filter(|&s| rules.side_of(s) == side).map(name).collect()
            })
            .collect();
        let target = rules.target;
        let mut last_hand = None;
        // The stored move that would not replay, with its side's total before it.
        let mut refused = None;
        let mut game = Match::replay(rules.clone(), stored.seed, &stored.moves[..from]).ok();
        for mv in stored.moves.get(from..).unwrap_or_default() {
            let Some(game) = game.as_mut() else { break };
            let total = game.claim_total(rules.side_of(mv.seat));
            let Ok(outcome) = game.apply(mv.clone()) else {
                refused = Some((mv, total));
                break;
            };
            match mv.action {
                Action::Play { card, take } => {
                    let view = MoveView {
                        seat: mv.seat,
                        name: name(mv.seat),
                        card,
                        take,
                        tabla: outcome.played.tabla,
                        tabla_points: outcome.played.tabla_points,
                        sweep: outcome.played.sweep,
                        by_computer: false,
                        dealt: outcome.played.dealt,
                    };
                    self.moved(out, &view)?;
                }
                Action::Claim => {
                    let correct = matches!(game.status(), Status::Won { side, .. }
                        if usize::from(side) == rules.side_of(mv.seat));
                    self.notice(out, &Notice::Claimed { name: name(mv.seat), total, correct })?;
                }
                Action::Resign => self.notice(out, &Notice::Resigned { name: name(mv.seat) })?,
                Action::Redeal => {}
            }
            if let Some(result) = outcome.hand_result {
                // The move that ended the hand was printed just above.
                let scores = game.scores().to_vec();
                let view = HandOverView {
                    result,
                    sides: sides.clone(),
                    level_at_target: bot_core::game::level_at_target(rules, &scores),
                    scores,
                    last_move: None,
                };
                self.hand_over(out, &view)?;
                self.tie_break_next(out, &view)?;
                last_hand = Some(view);
            }
        }
        // A failed claim or a resignation names the loser who made it: the last move.
        let won_by = |side: u8, reason, last: Option<&Move>| MatchEnd::Won {
            side,
            names: sides.get(usize::from(side)).cloned().unwrap_or_default(),
            reason,
            by: EndedBy::of(reason, last, name),
        };
        let end = match (game.as_ref().map(Match::status), winner) {
            (Some(Status::Won { side, reason }), _) => {
                won_by(side, reason, game.as_ref().and_then(|g| g.log().last()))
            }
            (Some(Status::Drawn), _) => MatchEnd::Drawn,
            // The replay stopped short of the stored end: the stored winner and the move
            // refused say how the match ended.
            (_, Some(side)) => {
                let by = |mv: &Move| usize::from(side) == rules.side_of(mv.seat);
                let reason = match refused {
                    Some((mv, total)) if mv.action == Action::Claim => {
                        let correct = by(mv);
                        let claim = Notice::Claimed { name: name(mv.seat), total, correct };
                        self.notice(out, &claim)?;
                        if correct {
                            EndReason::Claim
                        } else {
                            EndReason::FailedClaim
                        }
                    }
                    Some((mv, _)) if mv.action == Action::Resign => {
                        self.notice(out, &Notice::Resigned { name: name(mv.seat) })?;
                        EndReason::Resignation
                    }
                    _ => EndReason::Target,
                };
                won_by(side, reason, refused.map(|(mv, _)| mv))
            }
            (_, None) => MatchEnd::Drawn,
        };
        let scores = match (final_scores, &game) {
            (Some(scores), _) => scores.to_vec(),
            (None, Some(game)) => game.final_scores(),
            (None, None) => Vec::new(),
        };
        let names: Vec<String> = (0..rules.sides())
            .map(|side| {
                let seats = (0..rules.players).filter(|&s| rules.side_of(s) == side);
                let names = seats.map(|s| {
                    if mine == Some(usize::from(s)) {
                        self.tr(T::YouShort, &[])
                    } else {
                        self.name(&name(s))
                    }
                });
                names.collect::<Vec<_>>().join(" & ")
            })
            .collect();
        let tie = last_hand.as_ref().and_then(|v| level_before(v, target));
        // How the player reads it: seats and sides number four at most.
        let reader = mine.map_or(Reader::Other, |seat| {
            let seat = seat as u8;
            end.reader(seat, rules.side_of(seat) as u8)
        });
        self.match_over(out, &end, &scores, Some(stored.id.0), &names, tie, reader)
    }

    /// The result: who won and why, with each side's final score by name. `sides` names each
    /// side as the table's header does; `tie` is the score the sides were level at, at or
    /// above the target, when the last hand was played to break that tie; `reader`, how the
    /// player reads it (their own win or ending in the second person).
    #[allow(clippy::too_many_arguments)]
    fn match_over(
        &self,
        out: &mut impl Write,
        end: &MatchEnd,
        scores: &[u32],
        game: Option<i64>,
        sides: &[String],
        tie: Option<u32>,
        reader: Reader,
    ) -> std::io::Result<()> {
        if self.jsonl {
            // `game` tells a repeated report (after a restart) from a new result.
            let line = match end {
                MatchEnd::Won { side, reason, .. } => json!({
                    "type": "match_over", "result": "won", "winner": side, "reason": reason,
                    "match": scores, "game": game,
                }),
                MatchEnd::Drawn => {
                    json!({ "type": "match_over", "result": "drawn", "match": scores, "game": game })
                }
                MatchEnd::Aborted { .. } => {
                    json!({ "type": "match_over", "result": "aborted", "match": scores, "game": game })
                }
                // No turn timer here, so no one is ever away: kept for completeness.
                MatchEnd::Adjourned => {
                    json!({ "type": "match_over", "result": "adjourned", "match": scores, "game": game })
                }
            };
            return writeln!(out, "{line}");
        }
        // Named when every side has a name, so nobody has to work out whose number is whose.
        let score = if sides.len() == scores.len() {
            let named = sides.iter().zip(scores).map(|(n, p)| format!("{n} {p}"));
            named.collect::<Vec<_>>().join(" · ")
        } else {
            scores.iter().map(u32::to_string).collect::<Vec<_>>().join(" : ")
        };
        let text = match end {
            MatchEnd::Won { names, reason: EndReason::Target, .. } if tie.is_some() => {
                let level = tie.unwrap_or_default();
                // Their own side's win in the second person, as the core's lines say it.
                let (said, partners) = match reader {
                    Reader::Winner { partners } => (T::YouWonTieBreak, partners),
                    Reader::Other | Reader::Loser => (T::WonTieBreak, false),
                };
                let args = [
                    ("names", self.said(names).into()),
                    ("partners", if partners { "yes" } else { "no" }.into()),
                    ("score", score.into()),
                    ("level", level.into()),
                ];
                self.tr(said, &args)
            }
            MatchEnd::Won { names, reason, by, .. } => {
                // The player's own win, failed claim or resignation in the second person.
                let by = by.as_ref().map(|by| self.name(&by.name));
                let names = self.said(names);
                bot_core::i18n::won_line(
                    self.lang,
                    *reason,
                    &names,
                    by.as_deref(),
                    reader,
                    &score,
                    bot_core::i18n::Sides::of(end, scores),
                )
            }
            MatchEnd::Drawn => {
                let leaders = bot_core::i18n::draw_leaders(scores).map(|top| {
                    let named = top.iter().filter_map(|&s| sides.get(s)).cloned();
                    bot_core::i18n::and_list(self.lang, &named.collect::<Vec<_>>())
                });
                bot_core::i18n::drawn_line(self.lang, leaders.as_deref(), &score)
            }
            // The player's own stop in the second person, as the core says it.
            MatchEnd::Aborted { by, .. } if self.is_me(by) => {
                let stop = Notice::Aborted { by: by.clone() };
                bot_core::i18n::own_notice(&stop, self.lang).unwrap_or_default()
            }
            MatchEnd::Aborted { by, .. } => self.tr(T::Aborted, &[("by", self.name(by).into())]),
            MatchEnd::Adjourned => self.tr(T::Adjourned, &[]),
        };
        writeln!(out, "\n★ {text}")
    }

    /// Each side's players, the player as "you", as the table's header names them.
    fn side_names(&self, table: &TableView) -> Vec<String> {
        (0..table.scores.len())
            .map(|s| {
                table
                    .seats
                    .iter()
                    .filter(|seat| usize::from(seat.side) == s)
                    .map(|seat| {
                        if seat.seat == self.seat {
                            self.tr(T::YouShort, &[])
                        } else {
                            self.name(&seat.name)
                        }
                    })
                    .collect::<Vec<_>>()
                    .join(" & ")
            })
            .collect()
    }

    fn prompt(
        &self,
        out: &mut impl Write,
        table: &TableView,
        hand: &HandView,
        pending: Option<Card>,
    ) -> std::io::Result<()> {
        if self.jsonl {
            let legal: Vec<_> = hand
                .legal
                .iter()
                .map(|(card, options)| {
                    let complete = !hand.has_more_captures(*card);
                    json!({ "card": card, "options": options, "complete": complete })
                })
                .collect();
            let line = json!({
                "type": "state",
                "seq": hand.seq.moves,
                "you": hand.seat,
                "to_move": table.to_move,
                "hand": hand.hand,
                "table": hand.table,
                "captured": table.captured,
                "scores": table.hand_points,
                "match": table.scores,
                "legal": legal,
            });
            return writeln!(out, "{line}");
        }
        if let Some(card) = pending {
            let options = hand.captures_of(card);
            let may_trail = hand.may_trail_with(card);
            writeln!(out, "  {}", self.tr(T::WhatTakes, &[("card", self.card(card).into())]))?;
            if may_trail {
                writeln!(out, "    0) {}", self.tr(T::TakeNothing, &[]))?;
            }
            for (i, take) in options.iter().enumerate() {
                writeln!(out, "    {}) {}", i + 1, self.cards(*take))?;
            }
            if hand.has_more_captures(card) {
                let example = options.last().map_or_else(
                    || "3h 6d".to_string(),
                    |t| t.iter().map(|c| c.ascii().to_lowercase()).collect::<Vec<_>>().join(" "),
                );
                let args = [("card", self.card(card).into()), ("example", example.into())];
                writeln!(out, "  {}", self.tr(T::MoreCaptures, &args))?;
            }
            write!(out, "  take> ")?;
            return Ok(());
        }
        let names = self.side_names(table);
        let score: Vec<String> =
            names.iter().zip(&table.scores).map(|(n, p)| format!("{n} {p}")).collect();
        let left = self.tr(T::CardsLeft, &[("count", table.stock.into())]);
        let header = self.tr(
            T::Header,
            &[
                ("number", table.hand_number.into()),
                ("variant", table.variant.to_string().into()),
                ("target", table.target.into()),
                ("score", score.join(" · ").into()),
                ("left", left.into()),
            ],
        );
        writeln!(out, "\n── {header} ──")?;
        let labels = [T::Table, T::Captured, T::YourHand].map(|l| self.tr(l, &[]) + ":");
        // Values line up after the longest label of the language.
        let width = labels.iter().map(|l| l.chars().count()).max().unwrap_or(0) + 1;
        let [table_label, captured_label, hand_label] = labels;
        writeln!(out, "  {table_label:<width$}{}", self.cards(table.table))?;
        let piles: Vec<String> = names
            .iter()
            .zip(&table.captured)
            .zip(&table.hand_points)
            .map(|((n, c), p)| {
                let args =
                    [("name", n.clone().into()), ("cards", (*c).into()), ("points", (*p).into())];
                self.tr(T::Pile, &args)
            })
            .collect();
        writeln!(out, "  {captured_label:<width$}{}", piles.join(" · "))?;
        if let Some(line) = late_tablas_line(table, self.lang) {
            writeln!(out, "  {line}")?;
        }
        let numbered: Vec<String> = hand
            .hand
            .iter()
            .enumerate()
            .map(|(i, c)| format!("{}) {}", i + 1, self.card(c)))
            .collect();
        writeln!(out, "  {hand_label:<width$}{}", numbered.join("  "))?;
        if hand.can_redeal {
            writeln!(out, "  {}", self.tr(T::MayRedeal, &[]))?;
        }
        write!(out, "  play> ")
    }

    /// The commands that can be typed now: `claim` while claims are open, `redeal` while
    /// the first cards may be rejected.
    fn help(&self, hand: &HandView) -> String {
        let mut extra = String::new();
        for (open, text) in [(hand.can_claim, T::HelpClaim), (hand.can_redeal, T::HelpRedeal)] {
            if open {
                extra.push_str(&self.tr(text, &[]));
                extra.push(' ');
            }
        }
        self.tr(T::Help, &[("extra", extra.into())])
    }

    fn parse_text(&self, line: &str, hand: &HandView, pending: &mut Option<Card>) -> Parsed {
        let word = line.to_ascii_lowercase();
        match word.as_str() {
            "help" | "?" => return Parsed::Help(self.help(hand)),
            "rules" => return Parsed::Rules(vec![]),
            _ if word.starts_with("rules ") => {
                let asked = line.get("rules ".len()..).unwrap_or_default();
                return Parsed::Rules(asked.split_whitespace().map(str::to_string).collect());
            }
            "quit" | "exit" => return Parsed::Quit,
            "standings" => return Parsed::Standings(vec![]),
            _ if word.starts_with("standings ") => {
                let asked = line.get("standings ".len()..).unwrap_or_default();
                return Parsed::Standings(asked.split_whitespace().map(str::to_string).collect());
            }
            "claim" => return Parsed::Action(SessionAction::Claim),
            "resign" => return Parsed::Action(SessionAction::Resign),
            "redeal" => return Parsed::Action(SessionAction::Redeal),
            "back" | "b" if pending.is_some() => {
                *pending = None;
                return Parsed::Redraw;
            }
            // No card chosen: a silent redraw would look like the word went unheard (out of
            // turn, it is told to wait below, like any move).
            "back" | "b" if hand.your_turn => return Parsed::Error(self.tr(T::NothingBack, &[])),
            _ => {}
        }
        if !hand.your_turn {
            return Parsed::Error(self.tr(T::Wait, &[]));
        }
        // `play 3` as the chat platforms spell it: the word adds nothing here.
        let (line, word) = match (line.get(..5), line.get(5..)) {
            (Some(head), Some(rest)) if head.eq_ignore_ascii_case("play ") && pending.is_none() => {
                (rest.trim(), rest.trim().to_ascii_lowercase())
            }
            _ => (line, word),
        };
        match *pending {
            None => {
                let card = match word.parse::<usize>() {
                    Ok(n) if n >= 1 => hand.hand.iter().nth(n - 1),
                    Ok(_) => None,
                    Err(_) => line.parse::<Card>().ok().filter(|c| hand.hand.contains(*c)),
                };
                let Some(card) = card else {
                    let args =
                        [("input", line.to_string().into()), ("count", hand.hand.len().into())];
                    return Parsed::Error(self.tr(T::NotACard, &args));
                };
                if hand.captures_of(card).is_empty() {
                    // Nothing to choose: it goes to the table.
                    return Parsed::Action(SessionAction::Play { card, take: CardSet::EMPTY });
                }
                *pending = Some(card);
                Parsed::Redraw
            }
            Some(card) => {
                let options = hand.captures_of(card);
                // A number from the list, or the table cards themselves (any legal set: a
                // big table has more captures than any list shows).
                let take = match word.parse::<usize>() {
                    Ok(0) => Some(CardSet::EMPTY),
                    Ok(n) => options.get(n - 1).copied(),
                    Err(_) => CardSet::parse_list(line).ok().filter(|t| !t.is_empty()),
                };
                match take {
                    // The card stays chosen until the move is made: a refused capture is
                    // typed again, not the card.
                    Some(take) => Parsed::Action(SessionAction::Play { card, take }),
                    None => {
                        let args =
                            [("input", line.to_string().into()), ("count", options.len().into())];
                        Parsed::Error(self.tr(T::NotAChoice, &args))
                    }
                }
            }
        }
    }
}

#[cfg(test)]
mod tests {
    #![allow(clippy::unwrap_used)]

    use super::*;
    use bot_core::game::HandResult;

    fn ui(lang: Lang) -> Ui {
        Ui { jsonl: false, color: false, seat: 0, lang, me: "Ana".into() }
    }

    /// The hand's scoring as `lang` draws it, its lines after the title.
    fn drawn(lang: Lang, result: HandResult, scores: Vec<u32>) -> Vec<String> {
        let sides = vec![vec!["Ana".to_string()], vec!["Bo".to_string()]];
        let view = HandOverView { result, sides, scores, last_move: None, level_at_target: false };
        let mut out = Vec::new();
        ui(lang).hand_over(&mut out, &view).unwrap();
        let text = String::from_utf8(out).unwrap();
        text.lines().skip(2).filter(|l| !l.is_empty()).map(str::to_string).collect()
    }

    #[test]
    fn from_hand_seven_the_prompt_says_how_tablas_count() {
        use bot_core::ids::{ChannelKey, MatchId, Platform, UserRef};
        use bot_core::rules::{LateTablas, Rules, Variant};
        use bot_core::session::{Actor, Session, SessionAction};
        let ana = Actor {
            user: UserRef::new(Platform::Terminal, "ana"),
            name: "Ana".into(),
            is_admin: false,
        };
        let channel = ChannelKey::new(Platform::Terminal, "local", "table");
        let mut session = Session::lobby(channel, &ana, Rules::preset(Variant::Tablic), None);
        let computer = SessionAction::AddComputer { level: bot_core::ai::Level::Easy };
        session.apply(&ana, &computer, None, 1, 0).unwrap();
        session.apply(&ana, &SessionAction::Start, None, 1, 0).unwrap();
        session.attach(MatchId(1));
        let hand = session.hand_view(&ana.user).unwrap();
        let mut table = session.table_view();
        let prompt = |table: &TableView| {
            let mut out = Vec::new();
            ui(Lang::En).prompt(&mut out, table, &hand, None).unwrap();
            String::from_utf8(out).unwrap()
        };
        assert!(!prompt(&table).contains("seventh hand"), "{}", prompt(&table));
        table.hand_number = 9;
        table.late_tablas = Some(LateTablas::NotScored);
        let shown = prompt(&table);
        let line = "  From the seventh hand on, tablas score nothing.";
        assert!(shown.lines().any(|l| l == line), "{shown}");
    }

    #[test]
    fn most_cards_are_shown_only_beside_the_side_that_got_them() {
        let result = HandResult {
            cards: vec![30, 22],
            card_points: vec![12, 10],
            most_cards: vec![3, 0],
            last_capture: vec![0, 0],
            tablas: vec![0, 1],
            tabla_points: vec![0, 1],
            total: vec![15, 11],
            ..Default::default()
        };
        let lines = drawn(Lang::En, result, vec![15, 11]);
        assert_eq!(
            lines,
            [
                "               cards points  most tablas  hand match",
                "  Ana             30     12     3           15    15",
                "  Bo              22     10            1    11    11",
            ]
        );
    }

    #[test]
    fn a_tie_on_cards_nobody_got_reads_from_the_equal_counts() {
        let result = HandResult {
            cards: vec![26, 26],
            card_points: vec![12, 10],
            most_cards: vec![0, 0],
            last_capture: vec![0, 0],
            tablas: vec![0, 0],
            tabla_points: vec![0, 0],
            total: vec![12, 10],
            ..Default::default()
        };
        let lines = drawn(Lang::En, result, vec![40, 35]);
        assert_eq!(
            lines,
            [
                "               cards points  hand match",
                "  Ana             26     12    12    40",
                "  Bo              26     10    10    35",
            ]
        );
    }

    #[test]
    fn the_last_capture_has_its_own_column_in_every_language() {
        let result = HandResult {
            cards: vec![27, 25],
            card_points: vec![3, 8],
            most_cards: vec![1, 0],
            last_capture: vec![0, 1],
            tablas: vec![0, 0],
            tabla_points: vec![0, 0],
            total: vec![4, 9],
            ..Default::default()
        };
        let lines = drawn(Lang::SrCyrl, result, vec![4, 9]);
        let heading: Vec<&str> = lines[0].split_whitespace().collect();
        assert_eq!(heading, ["карте", "поени", "највише", "последње", "дељење", "партија"]);
        assert_eq!(lines[1], "  Ana             27     3       1               4       4");
        assert_eq!(lines[2], "  Bo              25     8                1      9       9");
    }
}
