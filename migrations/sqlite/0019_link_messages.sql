-- The group message showing a player the way into their private chat is kept too (kind
-- 'link', one per player and channel), so that a restarted bot still deletes it once the
-- player is there, has left, or the game is over, and replaces it rather than adding another.
-- SQLite cannot change a CHECK: the table is rebuilt, rows and all (as in 0017).
CREATE TABLE message_locations_rebuilt (
    platform   TEXT    NOT NULL,
    kind       TEXT    NOT NULL CHECK (kind IN ('table', 'hand', 'notice', 'call_back', 'link')),
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
