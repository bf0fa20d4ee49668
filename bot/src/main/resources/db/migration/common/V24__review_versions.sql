-- The way of reviewing a game's review was made by (the engine's Reviewer.VERSION): one made by an older way is made
-- again from the game's record when /review asks for it. Every review written before this column was made by way 1
-- (each standing the judgement one move on), or is only wanted and gets its way when written.
ALTER TABLE game_review ADD COLUMN version INTEGER NOT NULL DEFAULT 1;
