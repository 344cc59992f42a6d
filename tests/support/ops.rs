//! The operator's side of `tablic serve`: its health and metrics listener, read over plain
//! HTTP/1.0 as a probe or a Prometheus scraper would.

use std::io::{Read, Write};
use std::time::Duration;

/// A loopback address with a port nothing listens on (for the bot's health listener).
pub fn free_local_address() -> String {
    let listener = std::net::TcpListener::bind("127.0.0.1:0").unwrap();
    listener.local_addr().unwrap().to_string()
}

/// A GET of `path`: the status code and the body.
pub fn http_get(addr: &str, path: &str) -> (u16, String) {
    let mut stream = std::net::TcpStream::connect(addr).unwrap();
    stream.set_read_timeout(Some(Duration::from_secs(5))).unwrap();
    write!(stream, "GET {path} HTTP/1.0\r\nHost: {addr}\r\n\r\n").unwrap();
    let mut reply = String::new();
    stream.read_to_string(&mut reply).unwrap();
    let status = reply.split(' ').nth(1).and_then(|s| s.parse().ok()).unwrap_or(0);
    let body = reply.split_once("\r\n\r\n").map(|(_, b)| b.to_string()).unwrap_or_default();
    (status, body)
}

/// The value of the first sample in Prometheus `text` that `series` selects: `name` (a trailing
/// space allowed) or `name{label="value",…}`. A sample is selected when its name is `name` and
/// it carries every label given; labels not given (such as the process's `shards`) may be there.
pub fn sample(text: &str, series: &str) -> f64 {
    let (name, wanted) = split_series(series.trim_end());
    text.lines()
        .filter(|l| !l.starts_with('#'))
        .filter_map(|l| l.rsplit_once(' '))
        .find(|(series, _)| {
            let (n, labels) = split_series(series);
            n == name && wanted.iter().all(|w| labels.contains(w))
        })
        .and_then(|(_, value)| value.parse().ok())
        .unwrap_or_else(|| panic!("no {series} in /metrics:\n{text}"))
}

/// `name{a="x",b="y"}` as the name and its `a="x"` pairs (values never hold `",` in ours).
fn split_series(series: &str) -> (&str, Vec<&str>) {
    match series.split_once('{') {
        Some((name, rest)) => {
            let labels = rest.trim_end_matches('}');
            (name, labels.split("\",").map(|l| l.trim_end_matches('"')).collect())
        }
        None => (series, Vec::new()),
    }
}
