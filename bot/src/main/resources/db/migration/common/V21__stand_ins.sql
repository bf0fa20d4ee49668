-- The moves the AI played for a player whose time ran out (timeout:ai), his seat staying his: ply is the move's event
-- in the game's record (from 0), ai_level how strong the AI was. Written in the move's own transaction; a takeback
-- that undoes the move deletes its row. The record only says the move: this row says it was not his.
CREATE TABLE stand_in (
    table_id BIGINT  NOT NULL REFERENCES game_table (id),
    ply      INTEGER NOT NULL,
    ai_level TEXT    NOT NULL,
    PRIMARY KEY (table_id, ply)
);
