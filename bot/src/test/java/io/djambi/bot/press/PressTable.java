package io.djambi.bot.press;

import io.djambi.bot.clock.InMemoryTurnClockStore;
import io.djambi.bot.clock.TurnClockStore;
import io.djambi.bot.command.CommandRequest;
import io.djambi.bot.command.Dispatcher;
import io.djambi.bot.command.Reply;
import io.djambi.bot.game.GameLocks;
import io.djambi.bot.game.GameThreads;
import io.djambi.bot.game.MoveChooser;
import io.djambi.bot.game.ProcessLock;
import io.djambi.bot.game.Table;
import io.djambi.bot.game.TableStore;
import io.djambi.bot.game.TestGames;
import io.djambi.bot.outbox.ChannelPoster;
import io.djambi.bot.outbox.InMemoryOutbox;
import io.djambi.bot.stats.InMemoryResultStore;
import io.djambi.bot.text.Catalogue;
import io.djambi.bot.wiring.Wiring;
import io.djambi.render.BoardRenderer;
import java.time.Duration;
import java.time.Instant;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CompletableFuture;

/**
 * A channel with the whole command layer over given stores, a fake courier and a test clock: commands are typed as
 * in the console ({@code "ann", "whisper", "to:bob", "message:hello"}).
 */
public final class PressTable {
    public static final String CHANNEL = "chan";
    public static final BoardRenderer RENDERER = new BoardRenderer();
    /** The words the press answers with, to look up what a test expects to read. */
    public static final Catalogue TEXT = Catalogue.english();

    public final TableStore tables;
    public final WhisperStore whispers;
    public final FakeCourier courier = new FakeCourier();
    public final TestClock clock = new TestClock(Instant.parse("2026-11-22T14:03:00Z"));
    public final TurnClockStore clocks;
    public final InMemoryResultStore results = new InMemoryResultStore();
    /** The DMs the bot sent outside the press (followers' news, reminders), "user: text", oldest first. */
    public final List<String> dms = new java.util.concurrent.CopyOnWriteArrayList<>();
    /** The games' locks, shared by the service, the clock commands and any timer a test builds. */
    public final GameLocks locks;

    public final TestGames games;
    public final PressService press;
    public final Dispatcher router;

    public PressTable(TableStore tables, WhisperStore whispers) {
        this(tables, whispers, new InMemoryTurnClockStore());
    }

    public PressTable(TableStore tables, WhisperStore whispers, TurnClockStore clocks) {
        this(tables, whispers, clocks, GameThreads.NONE);
    }

    /** With each new game opened where {@code threads} says: a thread of its own, or its channel. */
    public PressTable(TableStore tables, WhisperStore whispers, GameThreads threads) {
        this(tables, whispers, new InMemoryTurnClockStore(), threads);
    }

    private PressTable(TableStore tables, WhisperStore whispers, TurnClockStore clocks, GameThreads threads) {
        this(tables, whispers, clocks, threads, java.util.Optional.empty());
    }

    /** Each game's end asks for its review, kept in {@code reviews}, computed on the test's thread. */
    public static PressTable reviewing(io.djambi.bot.review.ReviewStore reviews) {
        return new PressTable(
                new io.djambi.bot.game.InMemoryTableStore(),
                new InMemoryWhisperStore(),
                new InMemoryTurnClockStore(),
                GameThreads.NONE,
                java.util.Optional.of(reviews));
    }

    private PressTable(
            TableStore tables,
            WhisperStore whispers,
            TurnClockStore clocks,
            GameThreads threads,
            java.util.Optional<io.djambi.bot.review.ReviewStore> reviews) {
        this.tables = tables;
        this.whispers = whispers;
        this.clocks = clocks;
        // The bot's own wiring, with the stores and outputs of the test swapped in
        InMemoryOutbox outbox = new InMemoryOutbox();
        Wiring.Stores.Builder stores =
                Wiring.Stores.over(tables, whispers, clocks, results).outbox(outbox, ProcessLock.NONE);
        reviews.ifPresent(stores::reviews);
        Wiring.Bot bot = Wiring.build(
                stores.build(),
                new Wiring.Outputs(
                        courier,
                        new RecordingPosts(dms),
                        post -> CompletableFuture.completedFuture(ChannelPoster.Delivery.MADE),
                        guild -> "Test Server",
                        threads),
                new Wiring.Conditions(
                        clock, Runnable::run, Duration.ZERO, MoveChooser.engine(), Catalogue.english(), RENDERER));
        this.locks = bot.locks();
        this.games = new TestGames(bot.life(), bot.posts(), bot.locks(), tables, outbox);
        this.press = bot.press();
        this.router = bot.dispatcher();
    }

    /** Runs a command in the game's channel; {@code name} is a {@code /djambi} subcommand or a request name. */
    public List<Reply> run(String user, String name, String... options) {
        return in(CHANNEL, "guild", user, name, options);
    }

    /** Runs a command typed in {@code channel} of the server (a game's channel or thread, or beside the cards). */
    public List<Reply> typedIn(String channel, String user, String name, String... options) {
        return in(channel, "guild", user, name, options);
    }

    /** Runs a {@code /djambi} subcommand in the game's channel for a user whose Discord speaks {@code language}. */
    public List<Reply> runSpeaking(java.util.Locale language, String user, String subcommand) {
        CommandRequest request = new CommandRequest(user, user, "guild", CHANNEL, false, "djambi", subcommand, Map.of())
                .inLanguages(language, java.util.Locale.ENGLISH);
        return games.madePublic(router.handle(request).toCompletableFuture().join());
    }

    /** Runs a top-level command ({@code /review}) in the game's channel for a user whose Discord speaks {@code language}. */
    public List<Reply> runCommandSpeaking(java.util.Locale language, String user, String name) {
        CommandRequest request = new CommandRequest(user, user, "guild", CHANNEL, false, name, "", Map.of())
                .inLanguages(language, java.util.Locale.ENGLISH);
        return games.madePublic(router.handle(request).toCompletableFuture().join());
    }

    /** Runs a command typed in {@code channel} of another server, {@code guild}. */
    public List<Reply> inServer(String guild, String channel, String user, String name, String... options) {
        return in(channel, guild, user, name, options);
    }

    /** Runs a command in the user's DM with the bot (no server). */
    public List<Reply> inDm(String user, String name, String... options) {
        return in("dm-" + user, "", user, name, options);
    }

    /** Runs a command in the user's DM with the bot, as {@link #inDm}, for a user whose Discord speaks {@code language}. */
    public List<Reply> inDmSpeaking(java.util.Locale language, String user, String name, String... options) {
        return in("dm-" + user, "", user, name, language, options);
    }

    /** Runs a command in the game's channel, as {@link #run}, for a user whose Discord speaks {@code language}. */
    public List<Reply> runIn(java.util.Locale language, String user, String name, String... options) {
        return in(CHANNEL, "guild", user, name, language, options);
    }

    private List<Reply> in(String channel, String guild, String user, String name, String... options) {
        return in(channel, guild, user, name, java.util.Locale.ENGLISH, options);
    }

    private List<Reply> in(
            String channel, String guild, String user, String name, java.util.Locale language, String... options) {
        Map<String, String> map = new HashMap<>();
        for (String o : options) {
            map.put(o.substring(0, o.indexOf(':')), o.substring(o.indexOf(':') + 1));
        }
        boolean slash = List.of(
                        "new",
                        "join",
                        "start",
                        "status",
                        "games",
                        "resign",
                        "resign-confirm",
                        "press",
                        "board",
                        "draw",
                        "draw-confirm",
                        "draw-answer",
                        "abort",
                        "abort-confirm",
                        "notify",
                        "export",
                        "replay",
                        "history",
                        "pause",
                        "resume",
                        "away",
                        "settings",
                        "stats",
                        "leaderboard",
                        "import",
                        "leave",
                        "add-ai")
                .contains(name);
        CommandRequest request = new CommandRequest(
                        user, user, guild, channel, false, slash ? "djambi" : name, slash ? name : "", map)
                .inLanguages(language, java.util.Locale.ENGLISH);
        return games.madePublic(router.handle(request).toCompletableFuture().join());
    }

    /** The game {@link #started}, Ann moves, then Bob, Cy and Di resign: Ann wins it. */
    public PressTable annWins(String... lobbyOptions) {
        started(lobbyOptions);
        run("ann", "move", "move:C3-C4"); // a game that ends before its first move counts for nobody
        return othersResign();
    }

    /** Bob, Cy and Di resign one after the other: Ann, the last one in, wins. */
    public PressTable othersResign() {
        run("bob", "resign-confirm");
        run("cy", "resign-confirm");
        run("di", "resign-confirm");
        return this;
    }

    /** Ann (Red), Bob (Blue), Cy (Yellow) and Di (Green), started, with the given lobby options. */
    public PressTable started(String... lobbyOptions) {
        run("ann", "new", lobbyOptions);
        run("bob", "join");
        run("cy", "join");
        run("di", "join");
        run("ann", "start");
        return this;
    }

    /** Ann (Red, the host) and Bob (Yellow) against AI Blue and AI Green, both easy, started: Ann to move. */
    public PressTable annAndBobAgainstTwoAis(String... lobbyOptions) {
        run("ann", "new", lobbyOptions);
        run("ann", "add-ai", "level:easy", "colour:blue");
        run("bob", "join", "colour:yellow");
        run("ann", "add-ai", "level:easy", "colour:green");
        run("ann", "start");
        return this;
    }

    public Table table() {
        return tables.find(CHANNEL).orElseThrow();
    }

    public static String text(List<Reply> replies) {
        return replies.stream()
                .map(r -> switch (r) {
                    case Reply.Private p -> p.text();
                    case Reply.Public p -> p.text();
                    case Reply.Picker p -> p.text();
                    case Reply.Posted p -> p.said();
                })
                .reduce((a, b) -> a + "\n" + b)
                .orElse("");
    }

    /** Posts and DMs made outside a command's answer: kept, for a test that wants to read them. */
    static final class RecordingPosts implements io.djambi.bot.clock.TimerOutput {
        private final List<String> dms;

        RecordingPosts(List<String> dms) {
            this.dms = dms;
        }

        @Override
        public java.util.concurrent.CompletionStage<Boolean> directMessage(
                String userId, String text, List<Reply.Attachment> files) {
            dms.add(userId + ": " + text);
            return CompletableFuture.completedFuture(true);
        }
    }
}
