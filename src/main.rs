//! The `tablic` binary: parses the command line and wires the core to its adapters.

mod cli;
mod config;
mod redact;
mod serve;

use std::io::{BufWriter, Write};
use std::process::ExitCode;

use clap::error::ErrorKind;
use clap::Parser;

use cli::{Cli, Command, UsageError};

fn main() -> ExitCode {
    let cli = match Cli::try_parse() {
        Ok(cli) => cli,
        Err(e) if matches!(e.kind(), ErrorKind::DisplayHelp | ErrorKind::DisplayVersion) => {
            let _ = e.print();
            return ExitCode::SUCCESS;
        }
        Err(e) => return usage_failure(&one_line(&e.render().to_string())),
    };
    let stdout = std::io::stdout();
    let mut out = BufWriter::new(stdout.lock());
    let result = match &cli.command {
        Command::Captures(args) => cli::captures(args, &mut out),
        Command::Simulate(args) => cli::simulate(args, &mut out),
        Command::Play(args) => cli::play(args, &mut out),
        Command::Standings(args) => cli::standings(args, &mut out),
        Command::Arena(args) => cli::arena(args, &mut out),
        Command::Serve(args) => serve::serve(args),
        Command::Health(args) => match serve::health(args) {
            Ok(true) => Ok(()),
            Ok(false) => {
                let _ = out.flush();
                return ExitCode::FAILURE;
            }
            Err(e) => Err(e),
        },
    };
    let flushed = out.flush();
    match result.and(flushed.map_err(Into::into)) {
        Ok(()) => ExitCode::SUCCESS,
        Err(e) => match e.downcast_ref::<UsageError>() {
            Some(usage) => usage_failure(&usage.0),
            None if is_broken_pipe(&e) => ExitCode::SUCCESS,
            None => {
                eprintln!("error: {e:#}");
                ExitCode::FAILURE
            }
        },
    }
}

/// Bad arguments or input: one line on stderr, exit status 2.
fn usage_failure(message: &str) -> ExitCode {
    eprintln!("error: {}", message.trim_start_matches("error: "));
    ExitCode::from(2)
}

/// Folds clap's multi-line error into one line: what is wrong, then the expected usage.
fn one_line(rendered: &str) -> String {
    let mut lines = rendered.lines().map(str::trim).filter(|l| !l.is_empty());
    let mut what = lines.next().unwrap_or("bad arguments").to_string();
    // "the following required arguments were not provided:" names them on the next lines.
    if what.ends_with(':') {
        let named: Vec<&str> = lines.take_while(|l| !l.starts_with("Usage:")).collect();
        what = format!("{what} {}", named.join(", "));
    }
    match rendered.lines().map(str::trim).find(|l| l.starts_with("Usage:")) {
        Some(usage) => format!("{what}; expected {}", usage.trim_start_matches("Usage: ")),
        None => format!("{what}; see --help for the expected form"),
    }
}

/// Output piped into `head` is not an error worth a message.
fn is_broken_pipe(e: &anyhow::Error) -> bool {
    e.downcast_ref::<std::io::Error>().is_some_and(|io| io.kind() == std::io::ErrorKind::BrokenPipe)
}
