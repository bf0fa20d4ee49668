package io.djambi.bot.discord;

import io.djambi.bot.clock.ClockControls;
import io.djambi.bot.press.PressService;
import java.util.List;
import net.dv8tion.jda.api.interactions.InteractionContextType;
import net.dv8tion.jda.api.interactions.commands.OptionType;
import net.dv8tion.jda.api.interactions.commands.build.Commands;
import net.dv8tion.jda.api.interactions.commands.build.OptionData;
import net.dv8tion.jda.api.interactions.commands.build.SlashCommandData;
import net.dv8tion.jda.api.interactions.commands.build.SubcommandData;

/**
 * The slash commands the bot registers: {@code /djambi <subcommand>}, {@code /move} and {@code /whisper} (which also
 * works in a DM with the bot). Names are a contract.
 */
final class CommandDefinitions {
    private CommandDefinitions() {}

    static List<SlashCommandData> all() {
        return java.util.stream.Stream.concat(inServers().stream(), anywhere().stream()).toList();
    }

    /** {@code /whisper}: also used in a DM with the bot, where only a global command can be. */
    static List<SlashCommandData> anywhere() {
        return List.of(Commands.slash("whisper", "Send a private message to players of your game")
                .setContexts(InteractionContextType.GUILD, InteractionContextType.BOT_DM)
                .addOptions(
                        new OptionData(OptionType.USER, "to", "The player to whisper to", true),
                        new OptionData(OptionType.STRING, "message", "What to say (only they will read it)", true)
                                .setMaxLength(PressService.MAX_LENGTH),
                        new OptionData(OptionType.STRING, "game",
                                "Which game (needed in DMs when you play several)", false, true),
                        new OptionData(OptionType.USER, "to2", "Another player, for a coalition message"),
                        new OptionData(OptionType.USER, "to3", "A third player")));
    }

    /** {@code /djambi} and {@code /move}: used in a game's channel only. */
    static List<SlashCommandData> inServers() {
        SlashCommandData djambi = Commands.slash("djambi", "Play Djambi, Machiavelli's chessboard, in this channel")
                .setContexts(InteractionContextType.GUILD)
                .addSubcommands(
                        new SubcommandData("new", "Open a lobby in this channel; you are the host").addOptions(
                                new OptionData(OptionType.STRING, "players", "3 or 4 players (default 4)")
                                        .addChoice("4", "4").addChoice("3", "3"),
                                new OptionData(OptionType.STRING, "press", "Negotiation (default full)")
                                        .addChoice("full: private and public", "full")
                                        .addChoice("public only", "public").addChoice("none", "none"),
                                new OptionData(OptionType.STRING, "turn-time",
                                        "Time for each move, like 24h, 3d, 90m, 30s, or none (default 24h)"),
                                new OptionData(OptionType.STRING, "timeout", "When time runs out (default skip)")
                                        .addChoice("skip the turn (resigned after 3 in a row)", "skip")
                                        .addChoice("resign", "resign")
                                        .addChoice("the AI (normal) plays that move for him", "ai"),
                                new OptionData(OptionType.BOOLEAN, "reveal-press",
                                        "Reveal the private whispers when the game ends (default true)"),
                                new OptionData(OptionType.BOOLEAN, "eliminated-press",
                                        "Eliminated players may go on whispering (default true)")),
                        new SubcommandData("join", "Take a seat in this channel's lobby").addOptions(
                                new OptionData(OptionType.STRING, "colour", "Your colour (default: the first free)")
                                        .addChoice("red", "red").addChoice("blue", "blue")
                                        .addChoice("yellow", "yellow").addChoice("green", "green")),
                        new SubcommandData("leave", "Leave this channel's lobby"),
                        new SubcommandData("add-ai", "Seat an AI player in the lobby (host only)").addOptions(
                                new OptionData(OptionType.STRING, "level", "How strong (default normal)")
                                        .addChoice("easy", "easy").addChoice("normal", "normal")
                                        .addChoice("hard", "hard"),
                                new OptionData(OptionType.STRING, "colour", "Its colour (default: the first free)")
                                        .addChoice("red", "red").addChoice("blue", "blue")
                                        .addChoice("yellow", "yellow").addChoice("green", "green")),
                        new SubcommandData("start", "Start the game (host only, once the seats are filled)"),
                        new SubcommandData("board", "Show the board").addOptions(
                                new OptionData(OptionType.BOOLEAN, "public", "Show it to the channel (default: only you)")),
                        new SubcommandData("history", "The moves so far, in notation and in words"),
                        new SubcommandData("export", "The game record as a file (the project's notation)"),
                        new SubcommandData("replay", "An animated GIF of the game so far").addOptions(
                                new OptionData(OptionType.INTEGER, "last", "Only the last n moves").setMinValue(1)),
                        new SubcommandData("status", "Seats, settings and whose move it is"),
                        new SubcommandData("resign", "Resign from the game"),
                        new SubcommandData("draw", "Offer a draw; drawn when every active player offers"),
                        new SubcommandData("abort", "End the game without a result (host or channel managers)"),
                        new SubcommandData("games", "Your live games, in every server"),
                        new SubcommandData("notify", "How you are reminded of your turn, in all your games")
                                .addOptions(
                                        new OptionData(OptionType.STRING, "dm", "Reminders by DM (default on)")
                                                .addChoice("on", "on").addChoice("off", "off"),
                                        new OptionData(OptionType.STRING, "mention",
                                                "Reminders by a mention in the game's channel (default off)")
                                                .addChoice("on", "on").addChoice("off", "off")),
                        new SubcommandData("pause", "Pause the clocks (the host, or every active player agreeing)"),
                        new SubcommandData("resume", "Restart the clocks (the host, or every active player agreeing)"),
                        new SubcommandData("away", "Declare an absence: your clock is frozen (once a game)")
                                .addOptions(new OptionData(OptionType.INTEGER, "days",
                                        "How many days, 1 to 14 (0: you are back early)", true)
                                        .setRequiredRange(0, ClockControls.MAX_AWAY_DAYS)),
                        new SubcommandData("settings", "See or change the clock (host in the lobby, a vote in game)")
                                .addOptions(
                                        new OptionData(OptionType.STRING, "turn-time",
                                                "Time for each move, like 24h, 3d, 90m, 30s, or none"),
                                        new OptionData(OptionType.STRING, "timeout", "When time runs out")
                                                .addChoice("skip the turn (resigned after 3 in a row)", "skip")
                                                .addChoice("resign", "resign")
                                                .addChoice("the AI (normal) plays that move", "ai")),
                        new SubcommandData("import", "Start the lobby's game from a record file (host, seats full)")
                                .addOptions(new OptionData(OptionType.ATTACHMENT, "record",
                                        "A game record in the project's notation (/djambi export makes one)", true)),
                        new SubcommandData("stats", "Games played, won, lost, drawn on this server").addOptions(
                                new OptionData(OptionType.USER, "user", "Whose statistics (default: yours)")),
                        new SubcommandData("leaderboard", "The server's best players by rating"),
                        new SubcommandData("press", "Your whispers in this game (everyone's, once revealed)")
                                .addOptions(new OptionData(OptionType.INTEGER, "page", "Which page (default 1)")
                                        .setMinValue(1)),
                        new SubcommandData("help", "How to play with this bot"));
        SlashCommandData move = Commands.slash("move", "Play a move in this channel's Djambi game")
                .setContexts(InteractionContextType.GUILD)
                .addOptions(new OptionData(OptionType.STRING, "move", "e.g. C3-E5, B2xD4>H8; start typing for your legal moves",
                        true, true).setMaxLength(40));
        return List.of(djambi, move);
    }
}
