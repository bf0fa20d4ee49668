package io.djambi.bot.game;

/** The text of /djambi help. */
final class Help {
    static final String TEXT = """
            **Djambi** — Machiavelli's chessboard, for 3 or 4 players.
            `/djambi new [players] [press] [turn-time] [timeout] [reveal-press] [eliminated-press]` open a lobby here (you are the host)
            `/djambi join [colour]` take a seat · `/djambi leave` leave the lobby · `/djambi start` the host starts
            `/move move:<move>` play; autocomplete lists your legal moves as you type. Or press **Make a move** under the board.
            Moves: `C3-E5` move, `B2xD4>H8` kill on D4 and lay the corpse on H8, `A2xD5` the Assassin kills,
            `C3-C6xC7` the Reporter moves and kills, `B2xE5-A1>H8` act on the maze, leave for A1, place on H8.
            `/djambi board` · `status` · `history` · `export` · `replay` · `resign` · `draw` (offer) · `abort` (host or moderators) · `games` (yours, everywhere)
            `/whisper to:<player> message:<text>` negotiate in private (by DM; `to2`, `to3` for a coalition); or just DM the bot to answer your last partner.
            Turn clock: reminders at half and nine tenths of your time; then your turn is skipped (3 in a row resign you) or you resign.
            `/djambi notify dm:on|off mention:on|off` sets how you are reminded.
            `/djambi press` shows your whispers; with `reveal-press` all are shown when the game ends.""";

    private Help() {}
}
