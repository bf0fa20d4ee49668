-- Who offered the draw standing at a table, kept so that the offer stays his once his seat changed hands: his colour's
-- letter, his Discord id and his name, as his seat was then; NULL when no offer stands, or for an offer stored before
-- (its offerer not known). The draw offers' column keeps only the letters of those who agree, as a process of the
-- release before reads it.
ALTER TABLE game_table ADD COLUMN draw_offerer_colour TEXT;
ALTER TABLE game_table ADD COLUMN draw_offerer_id TEXT;
ALTER TABLE game_table ADD COLUMN draw_offerer_name TEXT;
