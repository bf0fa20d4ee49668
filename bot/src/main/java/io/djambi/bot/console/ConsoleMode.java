package io.djambi.bot.console;

import io.djambi.bot.ai.AiTurns;
import io.djambi.bot.clock.TimerOutput;
import io.djambi.bot.command.CommandRequest;
import io.djambi.bot.command.CommandSpec;
import io.djambi.bot.command.Dispatcher;
import io.djambi.bot.command.OptionSpec;
import io.djambi.bot.command.Reply;
import io.djambi.bot.dispatch.Declarations;
import io.djambi.bot.dispatch.PressCommands;
import io.djambi.bot.game.GameThreads;
import io.djambi.bot.game.MoveChooser;
import io.djambi.bot.game.RecordImport;
import io.djambi.bot.outbox.OutboxPost;
import io.djambi.bot.outbox.OutboxRelay;
import io.djambi.bot.press.Courier;
import io.djambi.bot.text.Catalogue;
import io.djambi.bot.wiring.Wiring;
import io.djambi.engine.Result;
import io.djambi.render.BoardRenderer;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Clock;
import java.time.Duration;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.concurrent.CompletableFuture;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * A hot-seat game in a terminal over the same command layer as Discord: each line is a command, prefixed with
 * {@code @name} to act as that player; boards are written as PNG files and their paths printed. Each new game gets a
 * thread of its own, simulated as a channel ({@link ConsoleThreads}): its posts are printed with the thread they go
 * to, its card's edits marked as the console channel's, and a line prefixed with {@code #<thread>} is typed there.
 */
public final class ConsoleMode {
    /** A link to a channel or thread, as Discord writes it in a message. */
    private static final Pattern CHANNEL_LINK = Pattern.compile("<#([A-Za-z0-9-]+)>");

    private final Dispatcher router;
    private final AiTurns aiTurns;
    private final OutboxRelay relay;
    private final ConsoleChannel channel;
    private final ConsoleThreads threads;
    private final Path boards;
    private final PrintStream out;
    private final Catalogue text;
    private final Locale language;
    private final DiscordMarkup markup;
    private int boardCount;

    /**
     * The command layer and the AI players of one console session, and its language: the players' and the server's
     * (so a new game is in it too).
     */
    public record Layer(
            Dispatcher router,
            AiTurns aiTurns,
            OutboxRelay relay,
            ConsoleChannel channel,
            ConsoleThreads threads,
            Catalogue text,
            Locale language,
            DiscordMarkup markup) {}

    public ConsoleMode(Layer layer, Path boards, PrintStream out) {
        this.router = layer.router();
        this.aiTurns = layer.aiTurns();
        this.relay = layer.relay();
        this.channel = layer.channel();
        this.threads = layer.threads();
        this.text = layer.text();
        this.language = layer.language();
        this.markup = layer.markup();
        this.boards = boards;
        this.out = out;
    }

    /** The bot's command layer over memory, with whispers "delivered" by printing them as the recipient's DMs. */
    public static Layer layer(Clock clock, PrintStream out) {
        return layer(clock, out, Locale.ENGLISH);
    }

    /** The same, played in {@code language}: the console's own words, the answers and the games. */
    public static Layer layer(Clock clock, PrintStream out, Locale language) {
        return layer(clock, out, language, true);
    }

    /**
     * The same; with {@code threads}, each new game in a thread of its own (simulated), else every game in the
     * console's channel, one live game at a time.
     */
    public static Layer layer(Clock clock, PrintStream out, Locale language, boolean threads) {
        Catalogue english = Catalogue.english();
        Catalogue text = english.forLocale(language);
        DiscordMarkup markup = new DiscordMarkup(clock, language, java.util.TimeZone.getDefault());
        Courier printer = dm -> {
            out.println("  "
                    + text.get(
                            "console.dm",
                            dm.recipientId(),
                            markup.plain(dm.text()).replace("\n", "\n    "))
                    + "\n    "
                    + text.get("console.dm.reply", dm.replyLabel(), dm.whisperId()));
            return CompletableFuture.completedFuture(new Courier.Delivered());
        };
        // The console has no clock ticking: the AI players move at once, after each command (playAllNow)
        TimerOutput nowhere = (userId, words, files) -> CompletableFuture.completedFuture(false);
        ConsoleChannel channel = new ConsoleChannel();
        ConsoleThreads opened = new ConsoleThreads(ConsoleLine.CHANNEL);
        Wiring.Bot bot = Wiring.build(
                Wiring.Stores.inMemory(),
                new Wiring.Outputs(
                        printer,
                        nowhere,
                        channel,
                        guildId -> text.get("console.server"),
                        threads ? opened : GameThreads.NONE),
                new Wiring.Conditions(
                        clock, Runnable::run, Duration.ZERO, MoveChooser.engine(), english, new BoardRenderer()));
        return new Layer(bot.dispatcher(), bot.aiTurns(), bot.outbox(), channel, opened, text, language, markup);
    }

    public void run(BufferedReader in) throws IOException {
        out.println(text.get("console.welcome"));
        String user = "you";
        String line;
        while ((line = in.readLine()) != null) {
            if (line.isBlank()) {
                continue;
            }
            if (line.strip().equalsIgnoreCase("quit")) {
                break;
            }
            Result<CommandRequest> request = ConsoleLine.parse(line, user, text);
            if (request instanceof Result.Rejected<CommandRequest> r) {
                out.println("  ! " + r.reason());
                continue;
            }
            Result<CommandRequest> declared = asDeclared(request.orThrow().inLanguages(language, language));
            if (declared instanceof Result.Rejected<CommandRequest> r) {
                out.println("  ! " + r.reason());
                continue;
            }
            CommandRequest command = declared.orThrow();
            user = command.userId();
            if (!command.name().equals(PressCommands.DIRECT_MESSAGE)
                    && !threads.channels().contains(command.channelId())) {
                out.println("  ! " + text.get("console.line.unknown-channel", command.channelId(), known()));
                continue;
            }
            for (Reply reply : router.handle(command).toCompletableFuture().join()) {
                print(command, reply);
            }
            printPosts(command); // those no answer stood for
            // The AI players move at once, in every game: the console's channel's and its threads'
            for (String place : threads.channels()) {
                aiTurns.playAllNow(place);
            }
            printPosts(command);
        }
    }

    /** The places a line may be typed in: the console's channel and its threads, as {@code #<id>}. */
    private String known() {
        return threads.channels().stream()
                .map(c -> "#" + c
                        + threads.nameOf(c).map(name -> " (" + name + ")").orElse(""))
                .collect(java.util.stream.Collectors.joining(", "));
    }

    /**
     * The request checked against its command's declaration, as Discord checks a slash command: an option the
     * command does not declare is refused, and a file option names a file, read here as Discord's upload is. An
     * unknown command goes on to the dispatcher, which says so.
     */
    private Result<CommandRequest> asDeclared(CommandRequest command) {
        Optional<CommandSpec> spec = Declarations.find(command.fullName());
        if (spec.isEmpty()) {
            return Result.ok(command);
        }
        CommandRequest read = command;
        for (String key : command.options().keySet()) {
            Optional<OptionSpec> option = spec.get().option(key);
            if (option.isEmpty()) {
                return Result.rejected(text.get("console.option.unknown", command.fullName(), key)
                        + (spec.get().options().isEmpty()
                                ? ""
                                : text.get(
                                        "console.option.known",
                                        spec.get().options().stream()
                                                .map(OptionSpec::name)
                                                .collect(java.util.stream.Collectors.joining(", ")))));
            }
            if (option.get().type() == OptionSpec.Type.FILE) {
                Result<String> uploaded = upload(command.option(key).orElseThrow());
                if (uploaded instanceof Result.Rejected<String> bad) {
                    return Result.rejected(bad.reason());
                }
                read = read.withOption(key, uploaded.orThrow());
            }
        }
        if (command.subcommand().equals("import") && command.option("record").isEmpty()) {
            return Result.rejected(text.get("console.import.needs-file"));
        }
        return Result.ok(read);
    }

    /** The console's upload: the text of the file an option names. */
    private Result<String> upload(String path) {
        try {
            Path file = Path.of(path);
            if (Files.size(file) > RecordImport.MAX_RECORD_LENGTH) {
                return Result.rejected(text.get("console.file.too-large", path));
            }
            return Result.ok(Files.readString(file));
        } catch (java.nio.file.NoSuchFileException e) {
            return Result.rejected(text.get("console.file.missing", path));
        } catch (IOException | RuntimeException e) {
            return Result.rejected(text.get("console.file.unreadable", path, e.getMessage()));
        }
    }

    private void print(CommandRequest command, Reply reply) throws IOException {
        switch (reply) {
            case Reply.Private p -> {
                out.println("  " + text.get("console.only-sees", command.userId()) + " "
                        + shown(p.text()).replace("\n", "\n    "));
                switch (p.controls()) {
                    case Reply.PressPages pages -> out.println("    " + text.get("console.pages", pages.pages()));
                    case Reply.DraftControls d -> out.println("    " + text.get("console.draft.buttons", d.draftId()));
                    case Reply.ConfirmControls c ->
                        out.println("    " + text.get("console.confirm.buttons", c.action()));
                    case Reply.GuidePages g ->
                        out.println("    "
                                + text.get(
                                        "guide.console.pages",
                                        g.page(),
                                        g.pages().size(),
                                        g.pages().stream()
                                                .map(io.djambi.bot.command.Choice::value)
                                                .collect(java.util.stream.Collectors.joining(", "))));
                    default -> {}
                }
                printFiles(p.files());
            }
            // The posts the change made are in the outbox: the relay makes them now, and they are printed here
            case Reply.Posted p -> printPosts(command);
            case Reply.Public p -> printPost("", p);
            case Reply.Picker p -> {
                out.println("  " + text.get("console.only-sees", command.userId()) + " " + shown(p.text()));
                for (Reply.PickerChoice c : p.choices()) {
                    String next = c.value().isEmpty()
                            ? "/djambi pick picked:" + p.picked() + " play:yes"
                            : "/djambi pick picked:" + p.picked() + c.value();
                    out.println("    " + c.label() + "    -> " + next);
                }
            }
        }
    }

    /**
     * Makes the posts waiting in the outbox, as the bot's relay would, and prints them, each marked with where it went
     * but those of a game played in the console's channel itself. The cards' edits rename their threads first.
     */
    private void printPosts(CommandRequest command) throws IOException {
        relay.drain();
        List<OutboxPost> made = channel.take();
        for (OutboxPost post : made) {
            if (post.post().target() instanceof Reply.Card card) {
                threads.renamed(Long.toString(card.messageId()), card.threadName());
            }
        }
        for (OutboxPost post : made) {
            printPost(place(post), post.post());
        }
    }

    /** Where a post went, as the console marks it: a thread, a card's edit, or nothing in the console's channel. */
    private String place(OutboxPost post) {
        if (post.post().isCard()) {
            return text.get("console.place.card", post.channelId()) + " ";
        }
        return threads.nameOf(post.channelId())
                .map(name -> text.get("console.place.thread", post.channelId(), name) + " ")
                .orElse("");
    }

    /**
     * A post as the channel shows it. A card's edit is told in full while its lobby is open (who sits where, its
     * buttons), then in its first line (what the game is at, and where): the game itself is followed in its thread.
     */
    private void printPost(String place, Reply.Public p) throws IOException {
        String words = shown(p.text());
        if (p.isCard() && !(p.controls() instanceof Reply.LobbyControls) && words.indexOf('\n') >= 0) {
            words = words.substring(0, words.indexOf('\n'));
        }
        StringBuilder sb = new StringBuilder("  ").append(place).append(words.replace("\n", "\n  "));
        if (p.controls() instanceof Reply.LobbyControls) {
            sb.append("\n  ").append(text.get("console.lobby.buttons"));
        } else if (p.controls() instanceof Reply.BoardControls) {
            sb.append("\n  ").append(text.get("console.board.button"));
        } else if (p.controls() instanceof Reply.DrawOffer d) {
            sb.append("\n  ").append(text.get("console.draw.buttons", d.tableId(), d.version()));
        } else if (p.controls() instanceof Reply.SeatOffer o) {
            sb.append("\n  ")
                    .append(text.get("console.seat-offer.buttons", o.tableId(), o.version(), o.seat(), o.to()));
        } else if (p.controls() instanceof Reply.SeatWanted w) {
            sb.append("\n  ").append(text.get("console.seat-wanted.button", w.tableId(), w.seat()));
        } else if (p.controls() instanceof Reply.TakebackOffer t) {
            sb.append("\n  ").append(text.get("console.takeback.buttons", t.tableId(), t.version()));
        }
        out.println(sb);
        printFiles(p.files());
    }

    /**
     * Discord's links to a channel ({@code <#id>}) as the console names its channel and threads, and its mentions and
     * timestamps written out ({@link DiscordMarkup}).
     */
    private String shown(String words) {
        Matcher link = CHANNEL_LINK.matcher(markup.plain(words));
        StringBuilder sb = new StringBuilder();
        while (link.find()) {
            String id = link.group(1);
            String name = threads.nameOf(id).map(n -> "#" + id + " (" + n + ")").orElse("#" + id);
            link.appendReplacement(sb, Matcher.quoteReplacement(name));
        }
        return link.appendTail(sb).toString();
    }

    private void printFiles(java.util.List<Reply.Attachment> files) throws IOException {
        for (Reply.Attachment file : files) {
            Files.createDirectories(boards);
            // A board keeps its own kind (a PNG, or the replay's GIF), numbered in the order it came
            String name = file.isImage()
                    ? String.format(
                            "board-%03d%s",
                            ++boardCount,
                            file.fileName().substring(file.fileName().lastIndexOf('.')))
                    : String.format("%03d-%s", boardCount, file.fileName());
            Path path = boards.resolve(name);
            Files.write(path, file.bytes());
            out.println("  " + text.get(file.isImage() ? "console.board.file" : "console.file", path));
        }
    }
}
