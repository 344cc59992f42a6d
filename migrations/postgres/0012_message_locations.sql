-- Where the chat platforms' messages of a game live, and which platform updates were handled
-- (see the SQLite migration 0012 for what each column holds). SQLite's migration also moves
-- the Discord table rows that earlier releases kept in `settings`; no PostgreSQL database
-- predates this table (PostgreSQL support came after it), so there is nothing to move here.
CREATE TABLE message_locations (
    platform   TEXT   NOT NULL,
    kind       TEXT   NOT NULL CHECK (kind IN ('table', 'hand', 'notice')),
    server     TEXT   NOT NULL,
    channel    TEXT   NOT NULL,
    user_id    TEXT   NOT NULL DEFAULT '',
    chat       TEXT   NOT NULL,
    message    TEXT   NOT NULL,
    game       BIGINT,
    moves      BIGINT,
    data       TEXT   NOT NULL DEFAULT '{}',
    updated_at BIGINT NOT NULL,
    PRIMARY KEY (platform, kind, server, channel, user_id)
);

CREATE TABLE handled_updates (
    platform   TEXT   NOT NULL,
    update_id  BIGINT NOT NULL,
    handled_at BIGINT NOT NULL,
    PRIMARY KEY (platform, update_id)
);
CREATE INDEX handled_updates_age ON handled_updates (platform, handled_at);
