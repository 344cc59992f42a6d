//! A `tablic play --jsonl` process driven by a test: its input, and its output line by line.

use std::io::{BufRead, BufReader};
use std::process::{Child, ChildStdin, Command, Stdio};
use std::sync::mpsc;

/// A running `tablic play --jsonl`.
pub struct Jsonl {
    /// The process.
    pub child: Child,
    /// Its standard input.
    pub stdin: ChildStdin,
    /// Its standard output, one line at a time, read on a thread of its own (so a test can
    /// wait with a timeout, and read what was printed after a kill).
    pub lines: mpsc::Receiver<String>,
}

impl Jsonl {
    /// Starts `cmd` with piped input and output, in English whatever the machine's locale.
    pub fn spawn(cmd: &mut Command, stderr: Stdio) -> Jsonl {
        let mut child = cmd
            .env_remove("LC_ALL")
            .env_remove("LC_MESSAGES")
            .env("LANG", "C.UTF-8")
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(stderr)
            .spawn()
            .expect("start tablic");
        let stdin = child.stdin.take().expect("stdin");
        let stdout = child.stdout.take().expect("stdout");
        let (tx, lines) = mpsc::channel();
        std::thread::spawn(move || {
            for line in BufReader::new(stdout).lines() {
                let Ok(line) = line else { break };
                if tx.send(line).is_err() {
                    break;
                }
            }
        });
        Jsonl { child, stdin, lines }
    }
}
