//! What the manifest promises: the Rust it names can build the locked dependencies, and a
//! release build is not bloated with full debug info.

#![allow(clippy::unwrap_used, clippy::expect_used, missing_docs)]

use std::path::PathBuf;

fn root(file: &str) -> String {
    std::fs::read_to_string(PathBuf::from(env!("CARGO_MANIFEST_DIR")).join(file)).unwrap()
}

/// The quoted value of the first `key = "…"` line after `[section]`.
fn value(text: &str, section: &str, key: &str) -> Option<String> {
    let mut inside = false;
    for line in text.lines().map(str::trim) {
        if line.starts_with('[') {
            inside = line == section;
            continue;
        }
        if let Some(rest) = line.strip_prefix(key).map(str::trim_start) {
            if inside && rest.starts_with('=') {
                return Some(rest[1..].trim().trim_matches('"').to_string());
            }
        }
    }
    None
}

fn version(text: &str) -> (u32, u32) {
    let mut parts = text.split('.').map(|p| p.parse::<u32>().unwrap_or(0));
    (parts.next().unwrap_or(0), parts.next().unwrap_or(0))
}

#[test]
fn rust_version_covers_every_locked_dependency() {
    let ours = value(&root("Cargo.toml"), "[workspace.package]", "rust-version").unwrap();
    let home = std::env::var_os("CARGO_HOME")
        .map(PathBuf::from)
        .or_else(|| std::env::var_os("HOME").map(|h| PathBuf::from(h).join(".cargo")))
        .unwrap();
    let sources: Vec<PathBuf> = std::fs::read_dir(home.join("registry/src"))
        .map(|dirs| dirs.filter_map(|d| d.ok().map(|d| d.path())).collect())
        .unwrap_or_default();
    // The crates this machine builds (a locked crate behind `cfg(loom)` or for Windows never
    // is): `cargo tree` of the whole workspace, from the lock file.
    let tree = std::process::Command::new(env!("CARGO"))
        .args(["tree", "--workspace", "--prefix", "none", "--format", "{p}"])
        .args(["-e", "normal,build,dev", "--offline", "--manifest-path"])
        .arg(PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("Cargo.toml"))
        .output()
        .unwrap();
    assert!(tree.status.success(), "{}", String::from_utf8_lossy(&tree.stderr));
    let mut built: Vec<String> = String::from_utf8(tree.stdout)
        .unwrap()
        .lines()
        .filter_map(|line| {
            let mut words = line.split_whitespace();
            let name = words.next()?;
            let version = words.next()?.strip_prefix('v')?;
            Some(format!("{name}-{version}"))
        })
        .collect();
    built.sort();
    built.dedup();
    let mut checked = 0;
    for dir in &built {
        let Some(manifest) =
            sources.iter().map(|s| s.join(dir).join("Cargo.toml")).find(|p| p.exists())
        else {
            continue;
        };
        let text = std::fs::read_to_string(manifest).unwrap();
        if let Some(needs) = value(&text, "[package]", "rust-version") {
            assert!(version(&needs) <= version(&ours), "{dir} needs Rust {needs}, we say {ours}");
        }
        checked += 1;
    }
    eprintln!("{checked} crates built checked against rust-version {ours}");
}

#[test]
fn release_builds_keep_line_tables_only() {
    let debug = value(&root("Cargo.toml"), "[profile.release]", "debug");
    assert_eq!(debug.as_deref(), Some("line-tables-only"));
    assert!(root("Dockerfile").contains("strip"), "the image ships a stripped binary");
}
