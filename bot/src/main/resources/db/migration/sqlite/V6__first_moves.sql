-- First moves. Each person who has played a move with the bot, so that the first move anyone plays can point him
-- to the rules once. Seeded with everyone seated in a game that has any event: those have played before.
CREATE TABLE first_move (
    user_id TEXT PRIMARY KEY
);
INSERT OR IGNORE INTO first_move (user_id)
    SELECT DISTINCT seat.user_id FROM seat JOIN game_event ON game_event.table_id = seat.table_id;
