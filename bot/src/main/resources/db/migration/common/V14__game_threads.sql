-- Games in threads. A game with a thread of its own keeps its thread's id as its channel (every post of the game goes
-- there, and a command typed there acts on it), and here the channel the thread was opened from: the text channel that
-- holds its card, or the forum whose post it is (its card the post's first message). Empty for a game that plays in
-- its channel, as every game did before. The index finds the games whose cards are in a channel, for a command typed there.
ALTER TABLE game_table ADD COLUMN card_channel_id TEXT NOT NULL DEFAULT '';
CREATE INDEX game_table_card_channel ON game_table (card_channel_id, live);
