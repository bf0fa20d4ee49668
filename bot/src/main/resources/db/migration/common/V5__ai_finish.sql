-- Games left to AIs. Whether the AIs play a game out once no person is left in it (ai-finish:true), instead of
-- the game ending at once as a draw between them.
ALTER TABLE game_table ADD COLUMN ai_finish INTEGER NOT NULL DEFAULT 0;
