-- Standings that tell matches among people from matches with computers, and what a personal
-- `stats` shows beside the board's numbers.
--
-- match_players: each human seat's side's tablas over the match and its best hand (the most
-- points the side scored in one hand). Partners share their side's numbers, as they share its
-- result. Filled from the stored hand results for matches that ended before.
--
-- standings: one more key column, `with_computers`: 0-rows count the matches among people only
-- (every seat a person), 1-rows count every match, computers' included. A match among people
-- counts in both; a match with a computer only in the 1-rows. `computer_matches` says how many
-- of a 1-row's matches had a computer (to mark them); `tablas` sums, `best_hand` is the most.
-- The board is rebuilt from match_players, which holds every counted match's result: running
-- this again over the same data gives the same rows.

ALTER TABLE match_players ADD COLUMN tablas INTEGER NOT NULL DEFAULT 0;
ALTER TABLE match_players ADD COLUMN best_hand INTEGER NOT NULL DEFAULT 0;

UPDATE match_players SET
    tablas = COALESCE((SELECT SUM(json_extract(h.result, '$.tablas[' || match_players.side || ']'))
                       FROM hand_results AS h WHERE h.match_id = match_players.match_id), 0),
    best_hand = COALESCE((SELECT MAX(json_extract(h.result, '$.total[' || match_players.side || ']'))
                          FROM hand_results AS h WHERE h.match_id = match_players.match_id), 0);

CREATE TABLE standings_rebuilt (
    platform         TEXT    NOT NULL,
    server           TEXT    NOT NULL,
    channel          TEXT    NOT NULL,
    period           TEXT    NOT NULL,
    with_computers   INTEGER NOT NULL CHECK (with_computers IN (0, 1)),
    player_id        INTEGER NOT NULL REFERENCES players (id),
    matches          INTEGER NOT NULL DEFAULT 0,
    wins             INTEGER NOT NULL DEFAULT 0,
    draws            INTEGER NOT NULL DEFAULT 0,
    points           INTEGER NOT NULL DEFAULT 0,
    computer_matches INTEGER NOT NULL DEFAULT 0,
    tablas           INTEGER NOT NULL DEFAULT 0,
    best_hand        INTEGER NOT NULL DEFAULT 0,
    PRIMARY KEY (platform, server, channel, period, with_computers, player_id)
) WITHOUT ROWID;

INSERT INTO standings_rebuilt
    (platform, server, channel, period, with_computers, player_id,
     matches, wins, draws, points, computer_matches, tablas, best_hand)
WITH counted AS (
    SELECT m.platform, m.server, m.channel, m.finished_at AS at,
           json_array_length(m.seats) >
               (SELECT COUNT(*) FROM match_players AS x WHERE x.match_id = m.id) AS computers,
           mp.player_id, mp.won, mp.drawn, mp.title_points, mp.tablas, mp.best_hand
    FROM match_players AS mp JOIN matches AS m ON m.id = mp.match_id
    WHERE m.status = 'finished'
), periods AS (
    SELECT c.*, 'all' AS period FROM counted AS c
    UNION ALL
    SELECT c.*, 'm' || strftime('%Y-%m', c.at, 'unixepoch') FROM counted AS c
    UNION ALL
    SELECT c.*, printf('s%04d', CAST(strftime('%Y', c.at, 'unixepoch') AS INTEGER)
                                - (CAST(strftime('%m', c.at, 'unixepoch') AS INTEGER) < 10))
    FROM counted AS c
), places AS (
    SELECT p.*, '' AS place FROM periods AS p
    UNION ALL
    SELECT p.*, p.channel FROM periods AS p WHERE p.channel <> ''
), scoped AS (
    SELECT q.*, 1 AS scope FROM places AS q
    UNION ALL
    SELECT q.*, 0 FROM places AS q WHERE q.computers = 0
)
SELECT platform, server, place, period, scope, player_id,
       COUNT(*), SUM(won), SUM(drawn), SUM(title_points),
       CASE WHEN scope = 1 THEN SUM(computers) ELSE 0 END, SUM(tablas), MAX(best_hand)
FROM scoped
GROUP BY platform, server, place, period, scope, player_id;

DROP TABLE standings;
ALTER TABLE standings_rebuilt RENAME TO standings;

-- The points board, read in order and covering: no sort, no lookup in the table.
CREATE INDEX standings_points
    ON standings (platform, server, channel, period, with_computers,
                  points DESC, wins DESC, matches, draws, computer_matches);
