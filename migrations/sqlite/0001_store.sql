-- tablic storage: matches and their move logs, hand results, players, standings, chat settings.
-- JSON columns hold serde_json text of the bot-core types named beside them.
-- Times are unix seconds (UTC).

-- A person on a platform, by the platform's own user id; `name` is the latest one seen.
CREATE TABLE players (
    id          INTEGER PRIMARY KEY,
    platform    TEXT    NOT NULL,
    external_id TEXT    NOT NULL,
    name        TEXT    NOT NULL,
    UNIQUE (platform, external_id)
);

-- One match: where it is played, its rules, its secret seed and seats; how it ended.
CREATE TABLE matches (
    id          INTEGER PRIMARY KEY,
    platform    TEXT    NOT NULL,
    server      TEXT    NOT NULL,
    channel     TEXT    NOT NULL,
    variant     TEXT    NOT NULL,                  -- rules.variant, for queries without JSON
    rules       TEXT    NOT NULL,                  -- RuleSet
    seed        INTEGER NOT NULL,                  -- u64 seed, bit-cast to i64
    seats       TEXT    NOT NULL,                  -- Vec<SeatKind>
    status      TEXT    NOT NULL DEFAULT 'playing'
                CHECK (status IN ('playing', 'finished', 'aborted')),
    winner_side INTEGER,                           -- NULL: playing, drawn or aborted
    scores      TEXT    NOT NULL,                  -- Vec<u32> per side: running, then final
    created_at  INTEGER NOT NULL,
    finished_at INTEGER
);

-- Start-up reloads every match still in play: keep those findable without a scan.
CREATE INDEX matches_playing ON matches (id) WHERE status = 'playing';
-- A channel's history.
CREATE INDEX matches_channel ON matches (platform, server, channel, created_at);

-- The move log: move `seq` (0-based) of a match. The primary key rejects a doubled move.
CREATE TABLE moves (
    match_id INTEGER NOT NULL REFERENCES matches (id) ON DELETE CASCADE,
    seq      INTEGER NOT NULL,
    seat     INTEGER NOT NULL,
    action   TEXT    NOT NULL,                     -- game::Action
    PRIMARY KEY (match_id, seq)
) WITHOUT ROWID;

-- The scoring table of each finished hand.
CREATE TABLE hand_results (
    match_id INTEGER NOT NULL REFERENCES matches (id) ON DELETE CASCADE,
    number   INTEGER NOT NULL,
    result   TEXT    NOT NULL,                     -- game::HandResult
    PRIMARY KEY (match_id, number)
) WITHOUT ROWID;

-- The human seats of a match (computers are not players) and what each got at the end.
CREATE TABLE match_players (
    match_id     INTEGER NOT NULL REFERENCES matches (id) ON DELETE CASCADE,
    seat         INTEGER NOT NULL,
    player_id    INTEGER NOT NULL REFERENCES players (id),
    side         INTEGER NOT NULL,
    won          INTEGER NOT NULL DEFAULT 0,
    drawn        INTEGER NOT NULL DEFAULT 0,
    title_points INTEGER NOT NULL DEFAULT 0,
    PRIMARY KEY (match_id, seat)
) WITHOUT ROWID;

CREATE INDEX match_players_player ON match_players (player_id, match_id);

-- Leaderboard aggregates, kept up to date in the transaction that finishes a match.
-- channel: '' for the whole server or group. period: 'all', 'm2026-11' (month), 's2026'
-- (the season from October 2026 to September 2027).
CREATE TABLE standings (
    platform  TEXT    NOT NULL,
    server    TEXT    NOT NULL,
    channel   TEXT    NOT NULL,
    period    TEXT    NOT NULL,
    player_id INTEGER NOT NULL REFERENCES players (id),
    matches   INTEGER NOT NULL DEFAULT 0,
    wins      INTEGER NOT NULL DEFAULT 0,
    draws     INTEGER NOT NULL DEFAULT 0,
    points    INTEGER NOT NULL DEFAULT 0,
    PRIMARY KEY (platform, server, channel, period, player_id)
) WITHOUT ROWID;

-- The points board, read in order and covering: no sort, no lookup in the table.
CREATE INDEX standings_points
    ON standings (platform, server, channel, period, points DESC, wins DESC, matches, draws);

-- Per server or group defaults for the chat adapters.
CREATE TABLE settings (
    platform   TEXT NOT NULL,
    server     TEXT NOT NULL,
    value      TEXT NOT NULL,                      -- JSON object
    PRIMARY KEY (platform, server)
) WITHOUT ROWID;
