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

/// The value of the first sample in Prometheus `text` whose line starts with `series`.
pub fn sample(text: &str, series: &str) -> f64 {
    let line = text
        .lines()
        .find(|l| l.starts_with(series))
        .unwrap_or_else(|| panic!("no {series} in /metrics:\n{text}"));
    line.rsplit(' ').next().and_then(|v| v.parse().ok()).unwrap()
}
