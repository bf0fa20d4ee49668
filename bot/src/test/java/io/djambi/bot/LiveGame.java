package io.djambi.bot;

import static org.junit.jupiter.api.Assertions.assertEquals;

import ch.qos.logback.classic.Level;
import ch.qos.logback.classic.Logger;
import ch.qos.logback.classic.spi.ILoggingEvent;
import ch.qos.logback.core.AppenderBase;
import io.djambi.bot.config.DiscordConfig;
import io.djambi.bot.config.GamesConfig;
import io.djambi.bot.discord.CommandLayer;
import io.djambi.bot.discord.DiscordBot;
import io.djambi.bot.fakediscord.Exchange;
import io.djambi.bot.fakediscord.FakeDiscord;
import io.djambi.bot.fakediscord.Faults;
import io.djambi.bot.fakediscord.Guild;
import io.djambi.bot.fakediscord.Posted;
import io.djambi.bot.fakediscord.User;
import io.djambi.bot.game.Table;
import io.djambi.bot.game.TableStore;
import io.djambi.bot.ops.Meters;
import io.djambi.bot.outbox.Doorbell;
import io.djambi.bot.outbox.OutboxRelay;
import io.djambi.bot.store.BotDatabase;
import io.djambi.bot.store.DatabaseTarget;
import io.djambi.bot.text.Catalogue;
import io.djambi.bot.wiring.Wiring;
import io.djambi.engine.model.Position;
import io.djambi.engine.move.Move;
import io.djambi.engine.rules.Rules;
import java.nio.file.Path;
import java.time.Clock;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.atomic.AtomicInteger;
import org.slf4j.LoggerFactory;

/**
 * The real bot logged in to the fake Discord (one shard, one server, ann, bob and cy), for the tests of Discord
 * failing: either the whole process over SQLite ({@link BotProcess}: workers, turn timer ticking every second, the
 * outbox relay), or the bot over in-memory stores with its relay on a thread of its own. The bot's clock is the
 * test's; the fake dates its messages by the system's.
 */
public final class LiveGame implements AutoCloseable {
    /** Generous: a wait ends as soon as its condition holds, this is only how long a broken bot gets. */
    public static final Duration WAIT = Duration.ofSeconds(30);

    private static final Catalogue TEXT = Catalogue.english();

    /** How the bot keeps its games and posts. */
    public enum Keeping {
        /** {@link BotProcess} over SQLite, its outbox a table: the bot as it runs. */
        PROCESS_ON_SQLITE,
        /** The bot's wiring over memory, its outbox {@code InMemoryOutbox}. */
        IN_MEMORY
    }

    /** A move made: who made it, as what text, and who is to move after it. */
    public record Played(User mover, String move, User next) {}

    public final FakeDiscord discord = FakeDiscord.start(1);
    public final User ann = discord.addUser("ann");
    public final User bob = discord.addUser("bob");
    public final User cy = discord.addUser("cy");
    public final Guild guild = discord.addGuild("Faults", 0);

    /** The relay's log, read for the moments it puts a failed post off. */
    private final Logger relayLog = (Logger) LoggerFactory.getLogger(OutboxRelay.class);

    private final PutOffs putOffs = new PutOffs();
    private final Level relayLevel = relayLog.getLevel();
    private final Map<String, User> users = Map.of(ann.id(), ann, bob.id(), bob, cy.id(), cy);
    private final Random random = new Random(7);
    private final List<Runnable> running = new ArrayList<>();
    /** The games section the process starts with: null for none, every game in its channel. */
    private final GamesConfig games;

    private Path dir;
    private Clock clock;
    /** The running process, over SQLite; null in memory. */
    private BotProcess process;
    /** The running process's database. */
    private BotDatabase database;

    private TableStore tables;
    private Doorbell doorbell;
    private Exchange lastMove;

    private LiveGame(GamesConfig games) {
        this.games = games;
        relayLog.setLevel(Level.INFO);
        putOffs.start();
        relayLog.addAppender(putOffs);
    }

    /**
     * Counts the relay's "not made, trying again in ..." lines: each is a failed attempt settled, its post put off
     * by the back-off from the bot's clock as it was then. A test moves that clock only after it.
     */
    private static final class PutOffs extends AppenderBase<ILoggingEvent> {
        private final AtomicInteger count = new AtomicInteger();

        @Override
        protected void append(ILoggingEvent event) {
            if (event.getMessage().startsWith("Outbox post {} in channel {} not made")) {
                synchronized (count) {
                    count.incrementAndGet();
                    count.notifyAll();
                }
            }
        }

        void await(int atLeast) throws InterruptedException {
            long deadline = System.currentTimeMillis() + WAIT.toMillis();
            synchronized (count) {
                while (count.get() < atLeast) {
                    long left = deadline - System.currentTimeMillis();
                    if (left <= 0) {
                        throw new AssertionError("the relay put off " + count.get() + " posts, not " + atLeast);
                    }
                    count.wait(left);
                }
            }
        }
    }

    /** The bot logged in, its commands registered. */
    public static LiveGame start(Keeping keeping, Path dir, Clock clock) throws Exception {
        return start(keeping, dir, clock, null);
    }

    /**
     * The bot as it runs ({@link Keeping#PROCESS_ON_SQLITE}) with the config's {@code games} section: {@code new
     * GamesConfig(true, null)} gives each new game a thread of its own, where Discord lets the bot open one.
     */
    public static LiveGame withGames(Path dir, Clock clock, GamesConfig games) throws Exception {
        return start(Keeping.PROCESS_ON_SQLITE, dir, clock, games);
    }

    private static LiveGame start(Keeping keeping, Path dir, Clock clock, GamesConfig games) throws Exception {
        if (games != null && keeping != Keeping.PROCESS_ON_SQLITE) {
            throw new IllegalArgumentException("games in threads need the process: " + keeping);
        }
        LiveGame game = new LiveGame(games);
        try {
            game.login(keeping, dir, clock);
            game.awaitCommands();
            return game;
        } catch (Exception | Error e) {
            game.close();
            throw e;
        }
    }

    private void login(Keeping keeping, Path dir, Clock clock) throws Exception {
        this.dir = dir;
        this.clock = clock;
        DiscordConfig config =
                new DiscordConfig(FakeDiscord.TOKEN, discord.restBaseUrl(), discord.gatewayUrl(), guild.id());
        DiscordBot bot = DiscordBot.login(config, TEXT);
        switch (keeping) {
            case PROCESS_ON_SQLITE -> {
                BotDatabase database = BotDatabase.open(
                        new DatabaseTarget.SqliteFile(dir.resolve("djambi.db")), clock, Meters.NONE, bot.shards());
                this.database = database;
                process = games == null
                        ? BotProcess.start(bot, database, clock, Meters.NONE, TEXT)
                        : BotProcess.start(bot, database, clock, Meters.NONE, TEXT, games);
                BotProcess started = process;
                running.add(() -> {
                    if (process == started) {
                        started.halt();
                    }
                });
                tables = database.tables();
                doorbell = database.outbox().doorbell();
            }
            case IN_MEMORY -> {
                Wiring.Stores stores = Wiring.Stores.inMemory();
                ExecutorService workers = Executors.newFixedThreadPool(2);
                List<Thread> relay = new ArrayList<>();
                running.add(() -> {
                    relay.forEach(Thread::interrupt);
                    bot.close(Duration.ofSeconds(1));
                    workers.shutdownNow();
                });
                bot.start(
                        outputs -> {
                            Wiring.Bot built = Wiring.build(
                                    stores, outputs, Wiring.Conditions.of(clock, Runnable::run, Duration.ZERO));
                            relay.add(Thread.ofPlatform().daemon().start(built.outbox()));
                            return new CommandLayer(
                                    built.dispatcher(),
                                    built.press()::replyRefusal,
                                    built.press()::draftRefusal,
                                    Meters.NONE);
                        },
                        workers);
                tables = stores.tables();
                doorbell = stores.outbox().doorbell();
            }
        }
    }

    /** The bot registers its commands once connected: a command typed before would be unknown. */
    private void awaitCommands() throws InterruptedException {
        long deadline = System.nanoTime() + WAIT.toNanos();
        while (!discord.commands(guild).containsAll(List.of("djambi", "move"))) {
            if (System.nanoTime() > deadline) {
                throw new AssertionError("the bot registered no commands within " + WAIT.toSeconds() + " s");
            }
            Thread.sleep(20);
        }
    }

    /**
     * The process stops at once, as a crash would, and a new one starts on the same SQLite file with a new connection
     * to Discord: what it knows of the games is what the database says, and JDA holds only what Discord sends a new
     * session (no archived thread, for one). Returns once its commands are there again.
     */
    public void restart() throws Exception {
        if (process == null) {
            throw new IllegalStateException("only the process over SQLite restarts");
        }
        BotProcess old = process;
        process = null;
        old.halt();
        discord.awaitConnectedShards(List.of(), WAIT);
        login(Keeping.PROCESS_ON_SQLITE, dir, clock);
        discord.awaitConnectedShards(List.of(0), WAIT);
        awaitCommands();
    }

    /** The bot's tables, as its database (or memory) holds them. */
    public TableStore tables() {
        return tables;
    }

    /** The running process's database, over SQLite: its stores, as the bot's commands change them. */
    public BotDatabase database() {
        if (process == null) {
            throw new IllegalStateException("no database: the bot keeps its games in memory");
        }
        return database;
    }

    /** The running process, over SQLite. */
    public BotProcess process() {
        if (process == null) {
            throw new IllegalStateException("no process: the bot keeps its games in memory");
        }
        return process;
    }

    public Faults faults() {
        return discord.faults();
    }

    /** The route of a message in the game's channel. */
    public String channelMessages() {
        return "channels/" + guild.general() + "/messages";
    }

    /** How many failed attempts the relay has put off so far. */
    public int putOffs() {
        return putOffs.count.get();
    }

    /** Waits until the relay has put off {@code count} failed attempts in all, each from the bot's clock then. */
    public void awaitPutOff(int count) throws InterruptedException {
        putOffs.await(count);
    }

    /** Wakes the outbox's relay, as a new post or its poll every few seconds would. */
    public void ringRelay() {
        doorbell.ring();
    }

    /**
     * A game for three: ann opens it with {@code turnTime} ("none", "1h"), bob and cy join by the lobby's button, ann
     * starts; returns once its first board is posted.
     */
    public void startGame(String turnTime) {
        discord.slash(ann, guild.general(), "djambi new", Map.of("players", 3, "turn-time", turnTime))
                .awaitReply(WAIT);
        Posted lobby = discord.awaitMessages(guild.general(), m -> m.customIds().contains("djambi:join"), 1, WAIT)
                .getFirst();
        for (User player : List.of(bob, cy)) {
            Posted seen = discord.message(lobby.id());
            discord.press(player, seen, "djambi:join").awaitCallback(WAIT);
            discord.awaitEdit(seen, WAIT);
        }
        discord.press(ann, discord.message(lobby.id()), "djambi:start").awaitCallback(WAIT);
        discord.awaitMessages(guild.general(), LiveGame::isBoard, 1, WAIT);
        // A message is stored before its call is answered and logged: the log catches up with the channel
        faults().awaitCalls("POST", channelMessages(), 2, WAIT);
    }

    public Table table() {
        return tables.find(guild.general()).orElseThrow();
    }

    public User toMove() {
        Table table = table();
        return users.get(table.seats()
                .get(table.game().position().toMove().orElseThrow())
                .userId());
    }

    /**
     * The player to move sends {@code /move} with a step (no kill, not into the maze: the turn order stays
     * ann, bob, cy); returns once the bot has answered him. His board may not be posted yet.
     */
    public Played move() {
        Played played = sendMove();
        lastMove.awaitReply(WAIT);
        return played;
    }

    /** As {@link #move()}, without waiting for the answer: {@link #lastMove()} is its exchange. */
    public Played sendMove() {
        Table table = table();
        Position position = table.game().position();
        List<Move> steps = Rules.legalMoves(position).stream()
                .filter(m -> m instanceof Move.Step)
                .filter(m -> !m.text().endsWith("E5"))
                .toList();
        Move move = steps.get(random.nextInt(steps.size()));
        User mover =
                users.get(table.seats().get(position.toMove().orElseThrow()).userId());
        User next = users.get(table.seats()
                .get(Rules.applyLegal(position, move).toMove().orElseThrow())
                .userId());
        lastMove = discord.slash(mover, guild.general(), "move", Map.of("move", move.text()));
        return new Played(mover, move.text(), next);
    }

    public Exchange lastMove() {
        return lastMove;
    }

    /** A board post: public, with its picture. */
    public static boolean isBoard(Posted m) {
        return !m.ephemeral() && m.attachments().stream().anyMatch(a -> a.isPng());
    }

    /** The boards in the game's channel, in the order Discord has them. */
    public List<Posted> boards() {
        return discord.messages(guild.general()).stream()
                .filter(LiveGame::isBoard)
                .toList();
    }

    /** Waits until the channel has {@code count} boards; returns them. */
    public List<Posted> awaitBoards(int count) {
        return discord.awaitMessages(guild.general(), LiveGame::isBoard, count, WAIT);
    }

    /**
     * The bot's public messages in the game's channel: each with its own nonce and its own words, never one made
     * twice.
     */
    public void assertNothingPostedTwice() {
        List<Posted> posted = discord.messages(guild.general()).stream()
                .filter(m -> !m.ephemeral() && m.authorId().equals(discord.bot().id()))
                .toList();
        List<String> nonces = posted.stream().map(Posted::nonce).toList();
        assertEquals(nonces.stream().distinct().toList(), nonces, "a nonce twice");
        List<String> texts = posted.stream().map(Posted::text).toList();
        assertEquals(texts.stream().distinct().toList(), texts, "a message twice");
        assertEquals(List.of(), discord.unhandled());
    }

    @Override
    public void close() {
        running.reversed().forEach(Runnable::run);
        discord.close();
        relayLog.detachAppender(putOffs);
        relayLog.setLevel(relayLevel);
    }
}
