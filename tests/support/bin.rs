//! Running the real `tablic` binary from a test.

use std::process::{Command, Output};

/// `tablic ARGS`, run to the end.
pub fn tablic(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_tablic")).args(args).output().expect("run tablic")
}

/// What a run printed on standard output.
pub fn stdout(out: &Output) -> String {
    String::from_utf8(out.stdout.clone()).unwrap()
}
