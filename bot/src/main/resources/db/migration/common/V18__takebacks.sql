-- Takebacks by agreement (/takeback). Whether the host allows them (takebacks:false at /djambi new turns them off).
ALTER TABLE game_table ADD COLUMN takebacks INTEGER NOT NULL DEFAULT 1;
-- The clocks of the table's latest earlier turns, newest first ("version,started,reminders,grace;..."), so a
-- move taken back gives its turn's clock back as it was.
ALTER TABLE turn_clock ADD COLUMN earlier_clocks TEXT;
