-- Server names. The last name each server was seen with, by the process that holds it, so a process that does not
-- (the one answering DMs, when several share the database) still names the server a game is played in.
CREATE TABLE server_name (
    guild_id TEXT PRIMARY KEY,
    name     TEXT NOT NULL
);
