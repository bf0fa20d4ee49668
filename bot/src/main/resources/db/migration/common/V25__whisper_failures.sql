-- How many times sending a whisper delivery failed for a reason other than the database being away (its game's row
-- throws when read, say): such a delivery is tried a few times, further and further apart, then settled as REFUSED,
-- instead of being claimed again every two minutes for ever. The database away is never counted. 0: never failed.
ALTER TABLE whisper_delivery ADD COLUMN failures INTEGER NOT NULL DEFAULT 0;
