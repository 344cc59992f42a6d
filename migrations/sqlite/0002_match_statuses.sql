-- Two more ways a stored match can end, beside 'finished' and 'aborted':
-- 'adjourned':  every person at the table was away too long; no winner, in nobody's standings.
-- 'unreadable': its stored rules or move log cannot be read or replayed by this release; it is
--               skipped at start-up (with one warning) and kept for inspection.
-- SQLite cannot change a CHECK constraint in place, and sqlx runs a migration inside a
-- transaction, where foreign keys cannot be switched off: dropping `matches` with its children
-- still pointing at it would cascade into the move log. So the children are copied to new
-- tables that point at the new `matches` first, the old ones dropped children first, and the
-- new ones renamed (a rename carries the REFERENCES clauses along). All in the migration's
-- one transaction; running it again gives the same result.
CREATE TABLE matches_rebuilt (
    id          INTEGER PRIMARY KEY,
    platform    TEXT    NOT NULL,
    server      TEXT    NOT NULL,
    channel     TEXT    NOT NULL,
    variant     TEXT    NOT NULL,                  -- rules.variant, for queries without JSON
    rules       TEXT    NOT NULL,                  -- RuleSet
    seed        INTEGER NOT NULL,                  -- u64 seed, bit-cast to i64
    seats       TEXT    NOT NULL,                  -- Vec<SeatKind>
    status      TEXT    NOT NULL DEFAULT 'playing'
                CHECK (status IN ('playing', 'finished', 'aborted', 'adjourned', 'unreadable')),
    winner_side INTEGER,                           -- NULL: playing, drawn, aborted or adjourned
    scores      TEXT    NOT NULL,                  -- Vec<u32> per side: running, then final
    created_at  INTEGER NOT NULL,
    finished_at INTEGER
);
INSERT INTO matches_rebuilt (id, platform, server, channel, variant, rules, seed, seats, status,
                             winner_side, scores, created_at, finished_at)
    SELECT id, platform, server, channel, variant, rules, seed, seats, status,
           winner_side, scores, created_at, finished_at
    FROM matches;

CREATE TABLE moves_rebuilt (
    match_id INTEGER NOT NULL REFERENCES matches_rebuilt (id) ON DELETE CASCADE,
    seq      INTEGER NOT NULL,
    seat     INTEGER NOT NULL,
    action   TEXT    NOT NULL,                     -- game::Action
    PRIMARY KEY (match_id, seq)
) WITHOUT ROWID;
INSERT INTO moves_rebuilt (match_id, seq, seat, action)
    SELECT match_id, seq, seat, action FROM moves;

CREATE TABLE hand_results_rebuilt (
    match_id INTEGER NOT NULL REFERENCES matches_rebuilt (id) ON DELETE CASCADE,
    number   INTEGER NOT NULL,
    result   TEXT    NOT NULL,                     -- game::HandResult
    PRIMARY KEY (match_id, number)
) WITHOUT ROWID;
INSERT INTO hand_results_rebuilt (match_id, number, result)
    SELECT match_id, number, result FROM hand_results;

CREATE TABLE match_players_rebuilt (
    match_id     INTEGER NOT NULL REFERENCES matches_rebuilt (id) ON DELETE CASCADE,
    seat         INTEGER NOT NULL,
    player_id    INTEGER NOT NULL REFERENCES players (id),
    side         INTEGER NOT NULL,
    won          INTEGER NOT NULL DEFAULT 0,
    drawn        INTEGER NOT NULL DEFAULT 0,
    title_points INTEGER NOT NULL DEFAULT 0,
    PRIMARY KEY (match_id, seat)
) WITHOUT ROWID;
INSERT INTO match_players_rebuilt (match_id, seat, player_id, side, won, drawn, title_points)
    SELECT match_id, seat, player_id, side, won, drawn, title_points FROM match_players;

DROP TABLE moves;
DROP TABLE hand_results;
DROP TABLE match_players;
DROP TABLE matches;
ALTER TABLE matches_rebuilt RENAME TO matches;
ALTER TABLE moves_rebuilt RENAME TO moves;
ALTER TABLE hand_results_rebuilt RENAME TO hand_results;
ALTER TABLE match_players_rebuilt RENAME TO match_players;

CREATE INDEX matches_playing ON matches (id) WHERE status = 'playing';
CREATE INDEX matches_channel ON matches (platform, server, channel, created_at);
CREATE INDEX match_players_player ON match_players (player_id, match_id);
