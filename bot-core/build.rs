//! Rebuilds when a migration is added: `sqlx::migrate!` embeds the folder's files.

fn main() {
    println!("cargo:rerun-if-changed=../migrations");
}
