# syntax=docker/dockerfile:1
# tablic: the Discord/Telegram bot. Build:  docker build -t tablic .
# Run:    docker run -d --name tablic -v tablic-data:/data \
#           -e DISCORD_TOKEN=... -e TELEGRAM_TOKEN=... tablic

# --- Build stage: dependencies are compiled in their own layer (cargo-chef), so a change to
# --- our code does not rebuild serenity, teloxide and sqlx.
FROM rust:1-bookworm AS chef
RUN cargo install cargo-chef --locked
WORKDIR /src

FROM chef AS planner
COPY . .
RUN cargo chef prepare --recipe-path recipe.json

FROM chef AS builder
COPY --from=planner /src/recipe.json recipe.json
RUN cargo chef cook --release --recipe-path recipe.json --bin tablic
COPY . .
# Line tables serve backtraces in local release builds; the image ships the binary stripped.
RUN cargo build --release --locked --bin tablic \
    && strip --strip-debug target/release/tablic

# --- Runtime stage: a small Debian with certificates (TLS is rustls and SQLite is built in, so
# --- no other library), a non-root user, SQLite on /data.
FROM debian:bookworm-slim AS runtime
RUN apt-get update \
    && apt-get install -y --no-install-recommends ca-certificates \
    && rm -rf /var/lib/apt/lists/* \
    && useradd --system --uid 10001 --home-dir /data --shell /usr/sbin/nologin tablic \
    && mkdir -p /data && chown tablic:tablic /data
COPY --from=builder /src/target/release/tablic /usr/local/bin/tablic
USER tablic
WORKDIR /data
VOLUME ["/data"]
# Tokens come only from `docker run -e`; nothing secret is baked into the image.
ENV TABLIC_DATABASE_URL=sqlite:/data/tablic.db \
    TABLIC_HTTP__LISTEN=0.0.0.0:9090 \
    TABLIC_LOG__FORMAT=json
EXPOSE 9090
HEALTHCHECK --interval=30s --timeout=5s --start-period=30s --retries=3 CMD ["tablic", "health"]
STOPSIGNAL SIGTERM
ENTRYPOINT ["tablic"]
CMD ["serve"]
