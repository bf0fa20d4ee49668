package io.djambi.bot.game;

/** The text of /djambi help. */
final class Help {
    static final String TEXT = """
            **Djambi** — Machiavelli's chessboard, for 3 or 4 players.
            `/djambi new [players] [press] [turn-time] [timeout] [reveal-press] [eliminated-press]` open a lobby here (you are the host)
            `/djambi join [colour]` take a seat · `/djambi leave` leave the lobby · `/djambi add-ai [level] [colour]` the host seats an AI (easy, normal, hard) · `/djambi start` the host starts
            `/move move:<move>` play; autocomplete lists your legal moves as you type. Or press **Make a move** under the board.
            Moves: `C3-E5` move, `B2xD4>H8` kill on D4 and lay the corpse on H8, `A2xD5` the Assassin kills,
            `C3-C6xC7` the Reporter moves and kills, `B2xE5-A1>H8` act on the maze, leave for A1, place on H8.
            `/djambi board` · `status` · `history` · `export` · `replay` · `resign` · `draw` (offer) · `abort` (host or moderators) · `games` (yours, everywhere)
            `/whisper to:<player> message:<text>` negotiate in private (by DM; `to2`, `to3` for a coalition); or just DM the bot to answer your last partner.
            Turn clock: reminders at half and nine tenths of your time; then your turn is skipped (3 in a row resign you), you resign, or (`timeout:ai`) the AI plays that move for you.
            `/djambi notify dm:on|off mention:on|off` how you are reminded · `/djambi settings [turn-time] [timeout]` (host in the lobby; all active players agreeing in game)
            `/djambi pause` · `resume` (the host, or all active players agreeing) · `/djambi away days:<1-14>` freezes your clock, once a game
            `/djambi import record:<file>` the host starts the lobby's game from a record (e.g. one made by `export`)
            `/djambi press` shows your whispers; with `reveal-press` all are shown when the game ends.
            `/djambi stats [user]` · `leaderboard`: the rating is a multiplayer Elo. Each game counts as a match between every pair of players: the one who went out later (the winner last) beats the other, a draw or going out together is half each; everyone starts at 1500, K=32 shared over the opponents.""";

    private Help() {}
}
