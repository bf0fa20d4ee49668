-- Games' threads kept, and each server's own choices. When a game ended (epoch milliseconds, written with the save
-- that ends it; empty for a live game, and for one ended before this step until the thread sweep first sees it), and
-- whether its thread was archived: the sweep archives a game's thread a day after its end, once. The partial index
-- finds the threads not yet archived.
ALTER TABLE game_table ADD COLUMN ended_at_ms BIGINT;
ALTER TABLE game_table ADD COLUMN thread_archived INTEGER NOT NULL DEFAULT 0;
CREATE INDEX game_table_threads_kept ON game_table (ended_at_ms) WHERE thread_archived = 0 AND card_channel_id <> '';
-- A server's own choices, set by someone who may manage it; a column empty for a choice it never made, which the
-- bot's config then decides. threads: 1, a new game gets a thread of its own; 0, it plays in its channel.
CREATE TABLE server_settings (
    guild_id TEXT PRIMARY KEY,
    threads  INTEGER
);
