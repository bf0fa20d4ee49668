-- Interactions acknowledged and not yet answered. A command is acknowledged at once (a private "thinking…" reply, or
-- a button's message held) and answered once it has run: a process killed in between (SIGKILL, a crash, the power
-- gone) left the player with "thinking…" for ever. Each acknowledgement is now noted here before its command runs,
-- and its row deleted once its answer (or the apology) was sent or refused by Discord. A process that starts reads the
-- rows of its own shards before it takes any interaction (so each was left by a process before it); once connected,
-- it tells each one acknowledged less than 14 minutes before (Discord's token lasts 15) that a restart cut it short,
-- through the token alone, and deletes it; an older row is deleted without a word.
-- shard: the Discord shard the interaction came through, the same for its process's next start.
-- acknowledged_ms: epoch milliseconds. language: the player's, a BCP 47 tag.
-- own_reply: 1 when the acknowledgement was a deferred reply of its own (its "thinking…" is edited); 0 when it was a
-- button's deferred update of its message (the word goes as a private follow-up, the message left as it is).
CREATE TABLE owed_answer (
    interaction_id  TEXT    PRIMARY KEY,
    shard           INTEGER NOT NULL,
    token           TEXT    NOT NULL,
    acknowledged_ms BIGINT  NOT NULL,
    language        TEXT    NOT NULL,
    own_reply       INTEGER NOT NULL
);
