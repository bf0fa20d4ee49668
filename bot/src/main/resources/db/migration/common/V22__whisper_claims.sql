-- Whisper deliveries held by the process sending them, as the outbox's posts are: until claimed_until_ms (epoch
-- milliseconds) no other process sends the delivery again. Storing a whisper holds its deliveries for the process
-- that stores it; a delivery still PENDING once its hold has run out (its process died) is claimed by one process,
-- with a conditional UPDATE, and sent by that one alone. 0: held by nobody.
ALTER TABLE whisper_delivery ADD COLUMN claimed_until_ms BIGINT NOT NULL DEFAULT 0;
