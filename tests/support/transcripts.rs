//! Transcripts of the stand-ins: every message as its people saw it, written to a file named
//! after the test when a stand-in ends. Declared once at each test crate's root (both
//! stand-ins use it, and a crate may hold both).

/// Where a stand-in of `platform` writes its transcript when it ends: a file named after the
/// test in the folder `E2E_TRANSCRIPTS` names, so that a whole run's conversations can be read
/// as the people saw them (`E2E_TRANSCRIPTS=/tmp/t cargo test --test telegram_e2e`). The
/// stem: [`write_transcript`] numbers the file when it is written.
pub fn transcript_file(platform: &str) -> Option<std::path::PathBuf> {
    let dir = std::path::PathBuf::from(std::env::var_os("E2E_TRANSCRIPTS")?);
    let _ = std::fs::create_dir_all(&dir);
    let test = std::thread::current().name().unwrap_or("unnamed").replace("::", "-");
    Some(dir.join(format!("{platform}-{test}")))
}

/// Writes `text` to the first free `<stem>-<n>.txt`: a test may run several stand-ins, each
/// ending at its own time.
pub fn write_transcript(stem: &std::path::Path, text: &str) {
    let numbered = (1..).map(|n| std::path::PathBuf::from(format!("{}-{n}.txt", stem.display())));
    for path in numbered.take(100) {
        let file = std::fs::OpenOptions::new().write(true).create_new(true).open(&path);
        if let Ok(mut file) = file {
            use std::io::Write;
            let _ = file.write_all(text.as_bytes());
            return;
        }
    }
}
