-- The outbox: posts in a game's channel decided by a process that may not hold the channel's server (a button
-- pressed in a DM reaches shard 0's process). Written in the same transaction as the game's change; the process
-- whose shards hold the server posts it, with the id as the message's nonce so a post repeated after a crash is
-- recognised by Discord, and then deletes the row.
CREATE TABLE outbox (
    id               INTEGER PRIMARY KEY AUTOINCREMENT,
    table_id         BIGINT  NOT NULL REFERENCES game_table (id),
    guild_id         BIGINT  NOT NULL,
    channel_id       TEXT    NOT NULL,
    body             TEXT    NOT NULL,
    created_ms       BIGINT  NOT NULL,
    claimed_until_ms BIGINT  NOT NULL DEFAULT 0,
    attempts         INTEGER NOT NULL DEFAULT 0
);
CREATE INDEX outbox_in_order ON outbox (id);
