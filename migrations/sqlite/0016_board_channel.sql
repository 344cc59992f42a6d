-- The channel whose own board (`standings here`) counts a match, when that is not the channel
-- the match is played in: a chat platform's game opened in a thread counts for the channel the
-- thread belongs to. The game itself (its session, its messages, a restart) stays where it is
-- played, in `channel`. NULL: its own channel, as for every match stored before this column.
ALTER TABLE matches ADD COLUMN board_channel TEXT;
