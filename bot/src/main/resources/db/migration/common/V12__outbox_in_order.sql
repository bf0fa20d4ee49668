-- Every public post of a game now goes through the outbox, and a channel's posts are made one after the other in
-- the order of their changes: the relay claims only the oldest post of each channel, which this index finds.
-- claimed_until_ms also holds a post that failed until its back-off ends.
CREATE INDEX outbox_by_channel ON outbox (channel_id, id);
