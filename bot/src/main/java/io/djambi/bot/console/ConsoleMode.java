package io.djambi.bot.console;

import io.djambi.bot.dispatch.CommandRouter;
import io.djambi.bot.ai.AiTurns;
import io.djambi.bot.clock.TimerOutput;
import java.util.List;
import io.djambi.bot.clock.ClockControls;
import io.djambi.bot.clock.InMemoryTurnClockStore;
import io.djambi.bot.clock.ReminderSettings;
import io.djambi.bot.command.CommandRequest;
import io.djambi.bot.command.Reply;
import io.djambi.bot.game.GameLocks;
import io.djambi.bot.game.InMemoryTableStore;
import io.djambi.bot.game.Records;
import io.djambi.bot.game.TableService;
import io.djambi.bot.stats.InMemoryResultStore;
import io.djambi.bot.stats.StatsBook;
import io.djambi.bot.stats.StatsCommands;
import io.djambi.bot.text.Catalogue;
import io.djambi.bot.press.Courier;
import io.djambi.bot.press.InMemoryWhisperStore;
import io.djambi.bot.press.PressArchiveFile;
import io.djambi.bot.press.PressService;
import io.djambi.bot.press.WhisperRateLimit;
import io.djambi.engine.Result;
import io.djambi.render.BoardRenderer;
import io.djambi.render.GifRenderer;
import io.djambi.render.Theme;
import java.time.Clock;
import java.util.HashMap;
import java.util.Map;
import java.util.Optional;
import java.time.Duration;
import java.util.concurrent.CompletableFuture;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.file.Files;
import java.nio.file.Path;

/**
 * A hot-seat game in a terminal over the same command layer as Discord: each line is a command, prefixed with
 * {@code @name} to act as that player; boards are written as PNG files and their paths printed.
 */
public final class ConsoleMode {
    private final CommandRouter router;
    private final AiTurns aiTurns;
    private final Path boards;
    private final PrintStream out;
    private int boardCount;

    /** The command layer and the AI players of one console session. */
    public record Layer(CommandRouter router, AiTurns aiTurns) {}

    public ConsoleMode(Layer layer, Path boards, PrintStream out) {
        this.router = layer.router();
        this.aiTurns = layer.aiTurns();
        this.boards = boards;
        this.out = out;
    }

    /** The bot's command layer over memory, with whispers "delivered" by printing them as the recipient's DMs. */
    public static Layer layer(Clock clock, PrintStream out) {
        InMemoryTableStore tables = new InMemoryTableStore();
        InMemoryWhisperStore whispers = new InMemoryWhisperStore();
        Courier printer = dm -> {
            out.println("  [DM to @" + dm.recipientId() + "] " + dm.text().replace("\n", "\n    ")
                    + "\n    (" + dm.replyLabel() + ": /whisper-reply whisper:" + dm.whisperId() + " message:...)");
            return CompletableFuture.completedFuture(new Courier.Delivered());
        };
        PressService press = new PressService(tables, whispers, printer, guildId -> "the console",
                new WhisperRateLimit(clock, 20, Duration.ofMinutes(1)), clock, Catalogue.english());
        BoardRenderer boards = new BoardRenderer();
        InMemoryResultStore results = new InMemoryResultStore();
        InMemoryTurnClockStore clocks = new InMemoryTurnClockStore();
        GameLocks locks = new GameLocks();
        TableService games = new TableService(tables, boards, new PressArchiveFile(whispers, Catalogue.english()),
                new StatsBook(results, clock), locks);
        CommandRouter router = new CommandRouter(games, press, new ReminderSettings(clocks),
                new Records(tables, new GifRenderer(boards, Theme.standard()), guildId -> "the console", clock),
                new ClockControls(tables, games, clocks, clock, locks), new StatsCommands(results));
        // The console has no clock ticking: the AI players move at once, after each command (playAllNow)
        TimerOutput nowhere = new TimerOutput() {
            @Override
            public CompletableFuture<Boolean> directMessage(String userId, String text, List<Reply.Attachment> f) {
                return CompletableFuture.completedFuture(false);
            }

            @Override
            public void post(String channelId, Reply.Public post) { }
        };
        return new Layer(router, new AiTurns(tables, games, nowhere, Runnable::run, clock, Duration.ZERO));
    }

    public void run(BufferedReader in) throws IOException {
        out.println("Djambi console. Commands as in Discord, e.g. '@ann /djambi new players:4'. 'quit' ends.");
        String user = "you";
        String line;
        while ((line = in.readLine()) != null) {
            if (line.isBlank()) {
                continue;
            }
            if (line.strip().equalsIgnoreCase("quit")) {
                break;
            }
            Result<CommandRequest> request = ConsoleLine.parse(line, user);
            if (request instanceof Result.Rejected<CommandRequest> r) {
                out.println("  ! " + r.reason());
                continue;
            }
            CommandRequest command = request.orThrow();
            user = command.userId();
            if (command.subcommand().equals("import")) {
                Result<CommandRequest> uploaded = upload(command);
                if (uploaded instanceof Result.Rejected<CommandRequest> r) {
                    out.println("  ! " + r.reason());
                    continue;
                }
                command = uploaded.orThrow();
            }
            for (Reply reply : router.handle(command).toCompletableFuture().join()) {
                print(command, reply);
            }
            for (Reply.Public aiMove : aiTurns.playAllNow(ConsoleLine.CHANNEL)) {
                print(command, aiMove);
            }
        }
    }

    /** The console's upload: {@code record:<path>} names a file, read here as Discord's attachment is. */
    private static Result<CommandRequest> upload(CommandRequest command) {
        Optional<String> path = command.option("record");
        if (path.isEmpty()) {
            return Result.rejected("import needs a file: /djambi import record:<path to the record>");
        }
        try {
            Path file = Path.of(path.get());
            if (Files.size(file) > TableService.MAX_RECORD_LENGTH) {
                return Result.rejected(path.get() + " is too large to be a record");
            }
            Map<String, String> options = new HashMap<>(command.options());
            options.put("record", Files.readString(file));
            return Result.ok(new CommandRequest(command.userId(), command.userName(), command.guildId(),
                    command.channelId(), command.moderator(), command.name(), command.subcommand(), options));
        } catch (java.nio.file.NoSuchFileException e) {
            return Result.rejected("there is no file " + path.get());
        } catch (IOException | RuntimeException e) {
            return Result.rejected("cannot read " + path.get() + ": " + e.getMessage());
        }
    }

    private void print(CommandRequest command, Reply reply) throws IOException {
        switch (reply) {
            case Reply.Private p -> {
                out.println("  [only @" + command.userId() + " sees] " + p.text().replace("\n", "\n    "));
                switch (p.controls()) {
                    case Reply.PressPages pages -> out.println("    [pages: /djambi press page:N, 1 to " + pages.pages()
                            + "]");
                    case Reply.DraftControls d -> out.println("    [buttons: /dm-send draft:" + d.draftId()
                            + " | /dm-cancel draft:" + d.draftId() + "]");
                    default -> { }
                }
                printFiles(p.files());
            }
            case Reply.Public p -> {
                StringBuilder sb = new StringBuilder("  ").append(p.text().replace("\n", "\n  "));
                if (p.controls() instanceof Reply.LobbyControls) {
                    sb.append("\n  [buttons: Join | Leave | Start]");
                } else if (p.controls() instanceof Reply.BoardControls) {
                    sb.append("\n  [button: Make a move] (here: /djambi pick)");
                }
                out.println(sb);
                printFiles(p.files());
            }
            case Reply.Picker p -> {
                out.println("  [only @" + command.userId() + " sees] " + p.text());
                for (Reply.PickerChoice c : p.choices()) {
                    String next = c.value().isEmpty() ? "/djambi pick picked:" + p.picked() + " play:yes"
                            : "/djambi pick picked:" + p.picked() + c.value();
                    out.println("    " + c.label() + "    -> " + next);
                }
            }
        }
    }

    private void printFiles(java.util.List<Reply.Attachment> files) throws IOException {
        for (Reply.Attachment file : files) {
            Files.createDirectories(boards);
            String name = file.isImage() ? String.format("board-%03d.png", ++boardCount)
                    : String.format("%03d-%s", boardCount, file.fileName());
            Path path = boards.resolve(name);
            Files.write(path, file.bytes());
            out.println("  " + (file.isImage() ? "board" : "file") + ": " + path);
        }
    }
}
