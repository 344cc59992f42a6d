//! Rebuilds when a migration is added: `sqlx::migrate!` embeds the folders' files.

fn main() {
    println!("cargo:rerun-if-changed=../migrations/sqlite");
    println!("cargo:rerun-if-changed=../migrations/postgres");
}
