package io.djambi.bot.dispatch;

import io.djambi.bot.clock.ClockControls;
import io.djambi.bot.clock.ReminderSettings;
import io.djambi.bot.command.CommandRequest;
import io.djambi.bot.command.Reply;
import io.djambi.bot.game.MoveChoices;
import io.djambi.bot.game.Records;
import io.djambi.bot.game.TableService;
import io.djambi.bot.press.PressService;
import io.djambi.bot.stats.StatsCommands;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionStage;

/**
 * Sends each request to the part of the bot that handles it: the game ({@code /djambi}, {@code /move}), the press
 * ({@code /whisper}, {@code /djambi press}, the reply form, plain DMs and their Send and Cancel buttons), the clocks
 * (notify, pause, resume, away, settings), the records (export, replay) or the statistics (stats, leaderboard). After any
 * command in a game's channel, the caller is shown the whispers Discord could not deliver to him.
 */
public final class CommandRouter {
    /** The request names of the press that do not come from a slash command. */
    public static final String WHISPER_REPLY = "whisper-reply";
    public static final String DIRECT_MESSAGE = "dm";
    public static final String DRAFT_SEND = "dm-send";
    public static final String DRAFT_CANCEL = "dm-cancel";

    private final TableService tables;
    private final PressService press;
    private final ReminderSettings reminders;
    private final Records records;
    private final ClockControls clocks;
    private final StatsCommands stats;

    public CommandRouter(TableService tables, PressService press, ReminderSettings reminders, Records records,
            ClockControls clocks, StatsCommands stats) {
        this.tables = tables;
        this.press = press;
        this.reminders = reminders;
        this.records = records;
        this.clocks = clocks;
        this.stats = stats;
    }

    /** The answers, once every delivery the command made has had its outcome (never waits on Discord's thread). */
    public CompletionStage<List<Reply>> handle(CommandRequest request) {
        CompletionStage<List<Reply>> answers = switch (request.name()) {
            case "whisper" -> press.whisper(request);
            case WHISPER_REPLY -> press.replyTo(request);
            case DIRECT_MESSAGE -> press.relay(request);
            case DRAFT_SEND -> press.confirmDraft(request);
            case DRAFT_CANCEL -> done(press.cancelDraft(request));
            default -> done(switch (request.subcommand()) {
                case "press" -> press.threads(request);
                case "notify" -> reminders.handle(request);
                case "export" -> records.export(request);
                case "replay" -> records.replay(request);
                case "pause", "resume", "away", "settings" -> clocks.handle(request);
                case "stats" -> stats.stats(request);
                case "leaderboard" -> stats.leaderboard(request);
                default -> tables.handle(request);
            });
        };
        return answers.thenApply(replies -> {
            List<Reply> all = new ArrayList<>(replies);
            all.addAll(press.undelivered(request));
            return List.copyOf(all);
        });
    }

    public List<MoveChoices.Suggestion> moveSuggestions(String channelId, String typed) {
        return tables.suggestions(channelId, typed);
    }

    public List<PressService.GameChoice> gameChoices(String userId, String typed) {
        return press.gameChoices(userId, typed);
    }

    /** Why this user may not open the reply form under this whisper, if he may not (asked at the click). */
    public Optional<String> replyRefusal(long whisperId, String userId) {
        return press.replyRefusal(whisperId, userId);
    }

    private static CompletionStage<List<Reply>> done(List<Reply> replies) {
        return CompletableFuture.completedFuture(replies);
    }
}
