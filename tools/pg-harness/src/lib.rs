//! Throwaway PostgreSQL clusters for tests and benchmarks: `initdb` into a temporary folder,
//! `pg_ctl start` on a free port of 127.0.0.1, a fresh database per test, and a stop at the end.
//!
//! The server binaries are Debian's `postgresql` package (`.ci/run` installs it):
//! `TABLIC_PG_BINDIR`, else the newest `/usr/lib/postgresql/*/bin`, else `initdb` on the
//! `PATH`. PostgreSQL refuses to run as root, so as root the cluster belongs to the
//! `postgres` user and `initdb` and `pg_ctl` run as that user (`runuser`).
//! `TABLIC_PG_OPTIONS` adds server settings (`-c name=value …`) to every cluster, to try a
//! benchmark on another configuration.
//!
//! Every cluster has a watchdog, a detached shell that stops it and removes its folder once the
//! process that started it has ended — however it ended (a panic, a kill). [`Cluster::shared`]
//! relies on it: the cluster a test binary shares lives until the binary exits.

use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::sync::atomic::{AtomicBool, AtomicU32, Ordering};
use std::sync::OnceLock;
use std::time::{SystemTime, UNIX_EPOCH};

/// How a cluster runs.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Settings {
    /// Durable as a production server (fsync and synchronous commit on), for benchmarks;
    /// otherwise fsync is off, which tests do not need.
    pub durable: bool,
}

/// A running PostgreSQL cluster of its own.
#[derive(Debug)]
pub struct Cluster {
    dir: PathBuf,
    data: PathBuf,
    bin: PathBuf,
    port: u16,
    as_postgres: bool,
    stopped: AtomicBool,
    databases: AtomicU32,
}

/// Where the server binaries are, or a sentence saying how to get them.
pub fn bindir() -> Result<PathBuf, String> {
    if let Some(dir) = std::env::var_os("TABLIC_PG_BINDIR") {
        let dir = PathBuf::from(dir);
        if dir.join("initdb").is_file() {
            return Ok(dir);
        }
        return Err(format!("TABLIC_PG_BINDIR={} has no initdb", dir.display()));
    }
    let mut found: Vec<(u32, PathBuf)> = std::fs::read_dir("/usr/lib/postgresql")
        .into_iter()
        .flatten()
        .flatten()
        .filter_map(|entry| {
            let version = entry.file_name().to_str()?.split('.').next()?.parse().ok()?;
            let bin = entry.path().join("bin");
            bin.join("initdb").is_file().then_some((version, bin))
        })
        .collect();
    found.sort();
    if let Some((_, bin)) = found.pop() {
        return Ok(bin);
    }
    let on_path = std::env::var_os("PATH")
        .map(|p| std::env::split_paths(&p).collect::<Vec<_>>())
        .unwrap_or_default()
        .into_iter()
        .find(|dir| dir.join("initdb").is_file() && dir.join("pg_ctl").is_file());
    on_path.ok_or_else(|| {
        "PostgreSQL's server binaries (initdb, pg_ctl) were not found: install Debian's \
         `postgresql` package (`apt-get install postgresql`, as .ci/run does) or set \
         TABLIC_PG_BINDIR to their folder"
            .to_string()
    })
}

fn is_root() -> bool {
    Command::new("id")
        .arg("-u")
        .output()
        .is_ok_and(|out| String::from_utf8_lossy(&out.stdout).trim() == "0")
}

/// A port nobody listens on now.
fn free_port() -> Result<u16, String> {
    let listener = std::net::TcpListener::bind("127.0.0.1:0").map_err(|e| e.to_string())?;
    listener.local_addr().map(|a| a.port()).map_err(|e| e.to_string())
}

/// Runs `program` with `args`, as `postgres` when asked; an error carries its output.
fn run(as_postgres: bool, program: &Path, args: &[&str]) -> Result<(), String> {
    let mut command = if as_postgres {
        let mut c = Command::new("runuser");
        c.args(["-u", "postgres", "--"]).arg(program);
        c
    } else {
        Command::new(program)
    };
    let out = command
        .args(args)
        .stdin(Stdio::null())
        .output()
        .map_err(|e| format!("{} cannot run: {e}", program.display()))?;
    if out.status.success() {
        return Ok(());
    }
    Err(format!(
        "{} {} failed ({}): {}{}",
        program.display(),
        args.join(" "),
        out.status,
        String::from_utf8_lossy(&out.stdout),
        String::from_utf8_lossy(&out.stderr)
    ))
}

impl Cluster {
    /// Creates and starts a cluster.
    pub fn start(settings: Settings) -> Result<Cluster, String> {
        let bin = bindir()?;
        let as_postgres = is_root();
        static STARTED: AtomicU32 = AtomicU32::new(0);
        let nanos = SystemTime::now().duration_since(UNIX_EPOCH).map_or(0, |d| d.subsec_nanos());
        let dir = std::env::temp_dir().join(format!(
            "tablic-pg-{}-{}-{nanos}",
            std::process::id(),
            STARTED.fetch_add(1, Ordering::Relaxed)
        ));
        std::fs::create_dir_all(&dir).map_err(|e| format!("{}: {e}", dir.display()))?;
        if as_postgres {
            let owned = Command::new("chown").arg("postgres:postgres").arg(&dir).status();
            if !owned.is_ok_and(|s| s.success()) {
                return Err(format!("cannot give {} to the postgres user", dir.display()));
            }
        }
        let data = dir.join("data");
        let mut cluster = Cluster {
            dir,
            data,
            bin,
            port: 0,
            as_postgres,
            stopped: AtomicBool::new(true),
            databases: AtomicU32::new(0),
        };
        cluster.watch();
        let data = cluster.data.to_string_lossy().to_string();
        run(
            as_postgres,
            &cluster.bin.join("initdb"),
            &[
                "-D",
                &data,
                "-U",
                "postgres",
                "--auth=trust",
                "-E",
                "UTF8",
                "--locale=C",
                "--no-sync",
            ],
        )?;
        let durability = if settings.durable {
            "-c fsync=on -c synchronous_commit=on"
        } else {
            "-c fsync=off -c synchronous_commit=off -c full_page_writes=off"
        };
        let log = cluster.dir.join("server.log").to_string_lossy().to_string();
        let mut last = String::new();
        // A port found free may be taken before the server binds it: try a few.
        for _ in 0..5 {
            let port = free_port()?;
            let options = format!(
                "-p {port} -c listen_addresses=127.0.0.1 -c unix_socket_directories={} \
                 -c max_connections=300 -c shared_buffers=64MB {durability} {}",
                cluster.dir.display(),
                std::env::var("TABLIC_PG_OPTIONS").unwrap_or_default()
            );
            let started = run(
                as_postgres,
                &cluster.bin.join("pg_ctl"),
                &["-D", &data, "-l", &log, "-w", "-t", "60", "-o", &options, "start"],
            );
            match started {
                Ok(()) => {
                    cluster.port = port;
                    cluster.stopped.store(false, Ordering::SeqCst);
                    return Ok(cluster);
                }
                Err(e) => {
                    last = format!("{e}\n{}", std::fs::read_to_string(&log).unwrap_or_default())
                }
            }
        }
        Err(last)
    }

    /// The cluster this process shares: started on first use, stopped by its watchdog when
    /// the process ends. Panics with what to install when PostgreSQL is missing.
    pub fn shared() -> &'static Cluster {
        static SHARED: OnceLock<Cluster> = OnceLock::new();
        SHARED.get_or_init(|| match Cluster::start(Settings::default()) {
            Ok(cluster) => cluster,
            Err(e) => panic!("cannot start a PostgreSQL cluster for the tests: {e}"),
        })
    }

    /// A detached shell that waits for this process to end, then stops the cluster and
    /// removes its folder.
    fn watch(&self) {
        let runner = if self.as_postgres { "runuser -u postgres -- " } else { "" };
        let script = format!(
            "while kill -0 {pid} 2>/dev/null; do sleep 1; done; \
             [ -f '{data}/postmaster.pid' ] && {runner}'{pg_ctl}' -D '{data}' -m immediate stop; \
             rm -rf '{dir}'",
            pid = std::process::id(),
            data = self.data.display(),
            pg_ctl = self.bin.join("pg_ctl").display(),
            dir = self.dir.display(),
        );
        let _ = Command::new("setsid")
            .args(["sh", "-c", &script])
            .stdin(Stdio::null())
            .stdout(Stdio::null())
            .stderr(Stdio::null())
            .spawn();
    }

    /// The port it listens on (127.0.0.1).
    pub fn port(&self) -> u16 {
        self.port
    }

    /// The URL of `database` on this cluster.
    pub fn url(&self, database: &str) -> String {
        format!("postgres://postgres@127.0.0.1:{}/{database}", self.port)
    }

    /// Creates a new, empty database and returns its URL.
    pub fn fresh_database(&self) -> String {
        let name =
            format!("t{}_{}", std::process::id(), self.databases.fetch_add(1, Ordering::Relaxed));
        let port = self.port.to_string();
        let created = run(
            false,
            &self.bin.join("createdb"),
            &["-h", "127.0.0.1", "-p", &port, "-U", "postgres", &name],
        );
        if let Err(e) = created {
            panic!("cannot create a database: {e}");
        }
        self.url(&name)
    }

    /// Stops the server (fast: connections are closed) and removes its folder.
    pub fn stop(&self) {
        if self.stopped.swap(true, Ordering::SeqCst) {
            return;
        }
        let data = self.data.to_string_lossy().to_string();
        let _ = run(
            self.as_postgres,
            &self.bin.join("pg_ctl"),
            &["-D", &data, "-m", "fast", "-w", "stop"],
        );
        let _ = std::fs::remove_dir_all(&self.dir);
    }
}

impl Drop for Cluster {
    fn drop(&mut self) {
        self.stop();
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_cluster_starts_serves_and_stops() {
        let cluster = Cluster::start(Settings::default()).unwrap_or_else(|e| panic!("{e}"));
        let url = cluster.fresh_database();
        assert!(url.starts_with("postgres://postgres@127.0.0.1:"), "{url}");
        assert!(std::net::TcpStream::connect(("127.0.0.1", cluster.port())).is_ok());
        let dir = cluster.dir.clone();
        cluster.stop();
        assert!(std::net::TcpStream::connect(("127.0.0.1", cluster.port())).is_err());
        assert!(!dir.exists());
    }
}
