-- Who at a match in play is away and what the computer played for them (JSON of
-- store::AwayState), so that a restart neither brings back people who are away nor starts
-- the wait before an adjournment afresh. NULL: everyone present, as for every match stored
-- before this column.
ALTER TABLE matches ADD COLUMN away_state TEXT;

-- The message calling back everyone away is kept too (kind 'call_back', one per channel), so
-- that a restarted bot still deletes it once someone is back or the game is over. SQLite
-- cannot change a CHECK: the table is rebuilt, rows and all.
CREATE TABLE message_locations_rebuilt (
    platform   TEXT    NOT NULL,
    kind       TEXT    NOT NULL CHECK (kind IN ('table', 'hand', 'notice', 'call_back')),
    server     TEXT    NOT NULL,
    channel    TEXT    NOT NULL,
    user_id    TEXT    NOT NULL DEFAULT '',
    chat       TEXT    NOT NULL,
    message    TEXT    NOT NULL,
    game       INTEGER,
    moves      INTEGER,
    data       TEXT    NOT NULL DEFAULT '{}',
    updated_at INTEGER NOT NULL,
    PRIMARY KEY (platform, kind, server, channel, user_id)
) WITHOUT ROWID;
INSERT INTO message_locations_rebuilt (platform, kind, server, channel, user_id, chat, message,
                                       game, moves, data, updated_at)
    SELECT platform, kind, server, channel, user_id, chat, message, game, moves, data, updated_at
    FROM message_locations;
DROP TABLE message_locations;
ALTER TABLE message_locations_rebuilt RENAME TO message_locations;
