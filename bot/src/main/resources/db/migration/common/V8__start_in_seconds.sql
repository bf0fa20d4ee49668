-- Start in seconds. The turn timer and the AI players ask the database what is due instead of loading every game at
-- start: each table row keeps its game's version (its number of events; a turn clock belongs to one) and whether an AI
-- is to move, and a turn clock keeps its start and its grace in epoch milliseconds, which SQL compares with the time.
ALTER TABLE game_table ADD COLUMN version INTEGER NOT NULL DEFAULT 0;
ALTER TABLE game_table ADD COLUMN ai_to_move INTEGER NOT NULL DEFAULT 0;
UPDATE game_table SET version = (SELECT COUNT(*) FROM game_event WHERE game_event.table_id = game_table.id);
-- Every live game with an AI seat is looked at once; the store then keeps the mark exact
UPDATE game_table SET ai_to_move = 1
    WHERE live = 1 AND start_position IS NOT NULL
    AND EXISTS (SELECT 1 FROM seat WHERE seat.table_id = game_table.id AND seat.user_id LIKE 'ai:%');
-- Empty until the clock is next saved: a clock without them is looked at on the next tick, which saves them
ALTER TABLE turn_clock ADD COLUMN turn_started_ms BIGINT;
ALTER TABLE turn_clock ADD COLUMN grace_until_ms BIGINT;
CREATE INDEX game_table_live ON game_table (live, ai_to_move);
