package io.djambi.bot.wiring;

import io.djambi.bot.ai.AiTurns;
import io.djambi.bot.clock.ChannelWatch;
import io.djambi.bot.clock.ClockDeadline;
import io.djambi.bot.clock.FinishedThreads;
import io.djambi.bot.clock.InMemoryLostChannels;
import io.djambi.bot.clock.InMemoryTurnClockStore;
import io.djambi.bot.clock.LostChannels;
import io.djambi.bot.clock.ThreadSweep;
import io.djambi.bot.clock.TimerOutput;
import io.djambi.bot.clock.TurnClockStore;
import io.djambi.bot.clock.TurnTimer;
import io.djambi.bot.command.Dispatcher;
import io.djambi.bot.game.BoardPictures;
import io.djambi.bot.game.BoardPosts;
import io.djambi.bot.game.FollowerNews;
import io.djambi.bot.game.Followers;
import io.djambi.bot.game.GameLife;
import io.djambi.bot.game.GameLocks;
import io.djambi.bot.game.GameReviews;
import io.djambi.bot.game.GameThreads;
import io.djambi.bot.game.InMemoryFollowers;
import io.djambi.bot.game.InMemoryNameBook;
import io.djambi.bot.game.InMemoryServerChoices;
import io.djambi.bot.game.InMemoryTableStore;
import io.djambi.bot.game.MoveChooser;
import io.djambi.bot.game.NameBook;
import io.djambi.bot.game.ProcessLock;
import io.djambi.bot.game.RecordHeader;
import io.djambi.bot.game.RememberedNames;
import io.djambi.bot.game.ServerChoices;
import io.djambi.bot.game.ServerNames;
import io.djambi.bot.game.TablePlaces;
import io.djambi.bot.game.TableStore;
import io.djambi.bot.game.ThreadArchive;
import io.djambi.bot.game.Timeouts;
import io.djambi.bot.guide.FirstMoves;
import io.djambi.bot.guide.InMemoryFirstMoves;
import io.djambi.bot.ops.Meters;
import io.djambi.bot.outbox.ChannelPoster;
import io.djambi.bot.outbox.InMemoryOutbox;
import io.djambi.bot.outbox.Outbox;
import io.djambi.bot.outbox.OutboxRelay;
import io.djambi.bot.press.Courier;
import io.djambi.bot.press.InMemoryWhisperStore;
import io.djambi.bot.press.PressArchiveFile;
import io.djambi.bot.press.PressService;
import io.djambi.bot.press.WhisperRateLimit;
import io.djambi.bot.press.WhisperStore;
import io.djambi.bot.review.InMemoryReviewStore;
import io.djambi.bot.review.ReviewPosts;
import io.djambi.bot.review.ReviewStore;
import io.djambi.bot.review.Reviews;
import io.djambi.bot.stats.InMemoryResultStore;
import io.djambi.bot.stats.ResultStore;
import io.djambi.bot.stats.StatsBook;
import io.djambi.bot.text.Catalogue;
import io.djambi.bot.text.InMemoryLanguageBook;
import io.djambi.bot.text.LanguageBook;
import io.djambi.bot.text.Languages;
import io.djambi.engine.review.Reviewer;
import io.djambi.render.BoardRenderer;
import java.time.Clock;
import java.time.Duration;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import java.util.concurrent.Executor;

/**
 * The bot's object graph, built in this one place for the bot, the console and the tests: the stores, the outputs
 * (Discord, a terminal, or fakes) and the running conditions go in; the command layer, the turn timer and the AI
 * players come out, all sharing one set of game locks. Nothing here knows Discord or SQL.
 */
public final class Wiring {
    /** Enough for a heated negotiation, too few to flood anyone's DMs. */
    static final int WHISPERS_A_MINUTE = 20;

    private Wiring() {}

    /**
     * Where the bot keeps things: SQLite in the bot, memory in the console and most tests.
     *
     * @param serverChoices what each server chose with {@code /djambi settings}; its
     *     {@link ServerChoices#threadsWanted(boolean)} tells the thread opener whether a server wants threads
     * @param finishedThreads the threads of finished games, for the sweep that archives them
     * @param followers who follows which game ({@code /follow}), told by DM of its moves and its end
     * @param reviews the finished games' reviews, wanted when they end and written once computed; none where a game's
     *     end should ask for none (tests that count its posts)
     */
    public record Stores(
            TableStore tables,
            WhisperStore whispers,
            TurnClockStore clocks,
            ResultStore results,
            FirstMoves firstMoves,
            LanguageBook languages,
            NameBook names,
            Outbox outbox,
            ProcessLock processLock,
            LostChannels lostChannels,
            ServerChoices serverChoices,
            FinishedThreads finishedThreads,
            Followers followers,
            Optional<ReviewStore> reviews) {
        public Stores {
            Objects.requireNonNull(tables, "tables");
            Objects.requireNonNull(whispers, "whispers");
            Objects.requireNonNull(clocks, "clocks");
            Objects.requireNonNull(results, "results");
            Objects.requireNonNull(firstMoves, "firstMoves");
            Objects.requireNonNull(languages, "languages");
            Objects.requireNonNull(names, "names");
            Objects.requireNonNull(outbox, "outbox");
            Objects.requireNonNull(processLock, "processLock");
            Objects.requireNonNull(lostChannels, "lostChannels");
            Objects.requireNonNull(serverChoices, "serverChoices");
            Objects.requireNonNull(finishedThreads, "finishedThreads");
            Objects.requireNonNull(followers, "followers");
            Objects.requireNonNull(reviews, "reviews");
        }

        /** Every store in memory, kept only for this run (the console), each game's end asking for its review. */
        public static Stores inMemory() {
            return over(
                            new InMemoryTableStore(),
                            new InMemoryWhisperStore(),
                            new InMemoryTurnClockStore(),
                            new InMemoryResultStore())
                    .reviews(new InMemoryReviewStore())
                    .build();
        }

        /**
         * Stores over these four, every other one kept only for this run unless given: who has moved before, the
         * users' languages, the server names, the outbox (one process with the database to itself), no lock across
         * processes, the channels the bot cannot post in, the servers' choices, no thread to archive, the games'
         * followers; and no game's end asks for a review (the tests that count a game's posts; {@code /review}
         * still makes one).
         */
        public static Builder over(
                TableStore tables, WhisperStore whispers, TurnClockStore clocks, ResultStore results) {
            return new Builder(tables, whispers, clocks, results);
        }

        /** The stores of {@link #over}, one at a time: a store not given is one in memory. */
        public static final class Builder {
            private final TableStore tables;
            private final WhisperStore whispers;
            private final TurnClockStore clocks;
            private final ResultStore results;
            private FirstMoves firstMoves = new InMemoryFirstMoves();
            private LanguageBook languages = new InMemoryLanguageBook();
            private NameBook names = new InMemoryNameBook();
            private Outbox outbox = new InMemoryOutbox();
            private ProcessLock processLock = ProcessLock.NONE;
            private LostChannels lostChannels = new InMemoryLostChannels();
            private ServerChoices serverChoices = new InMemoryServerChoices();
            private FinishedThreads finishedThreads = FinishedThreads.NONE;
            private Followers followers = new InMemoryFollowers();
            private Optional<ReviewStore> reviews = Optional.empty();

            private Builder(TableStore tables, WhisperStore whispers, TurnClockStore clocks, ResultStore results) {
                this.tables = tables;
                this.whispers = whispers;
                this.clocks = clocks;
                this.results = results;
            }

            public Builder firstMoves(FirstMoves firstMoves) {
                this.firstMoves = firstMoves;
                return this;
            }

            public Builder languages(LanguageBook languages) {
                this.languages = languages;
                return this;
            }

            public Builder names(NameBook names) {
                this.names = names;
                return this;
            }

            /** The outbox and the lock across processes go together: a shared database has both. */
            public Builder outbox(Outbox outbox, ProcessLock processLock) {
                this.outbox = outbox;
                this.processLock = processLock;
                return this;
            }

            public Builder lostChannels(LostChannels lostChannels) {
                this.lostChannels = lostChannels;
                return this;
            }

            public Builder serverChoices(ServerChoices serverChoices) {
                this.serverChoices = serverChoices;
                return this;
            }

            public Builder finishedThreads(FinishedThreads finishedThreads) {
                this.finishedThreads = finishedThreads;
                return this;
            }

            public Builder followers(Followers followers) {
                this.followers = followers;
                return this;
            }

            /** Each game's end asks for its review, kept in {@code reviews}. */
            public Builder reviews(ReviewStore reviews) {
                this.reviews = Optional.of(reviews);
                return this;
            }

            public Stores build() {
                return new Stores(
                        tables,
                        whispers,
                        clocks,
                        results,
                        firstMoves,
                        languages,
                        names,
                        outbox,
                        processLock,
                        lostChannels,
                        serverChoices,
                        finishedThreads,
                        followers,
                        reviews);
            }
        }
    }

    /**
     * Where the bot speaks outside a command's own answer: whispers by DM, reminders by DM, the public posts the
     * outbox's relay makes in the games' channels, server names.
     *
     * @param threads opens a new game's thread (Discord's, the console's), or none: every game in its channel
     * @param archive archives a finished game's thread, and says whether one was deleted (Discord's), or none
     */
    public record Outputs(
            Courier courier,
            TimerOutput reminders,
            ChannelPoster channels,
            ServerNames servers,
            GameThreads threads,
            ThreadArchive archive) {
        public Outputs {
            Objects.requireNonNull(courier, "courier");
            Objects.requireNonNull(reminders, "reminders");
            Objects.requireNonNull(channels, "channels");
            Objects.requireNonNull(servers, "servers");
            Objects.requireNonNull(threads, "threads");
            Objects.requireNonNull(archive, "archive");
        }

        /** No thread is archived or found deleted. */
        public Outputs(
                Courier courier,
                TimerOutput reminders,
                ChannelPoster channels,
                ServerNames servers,
                GameThreads threads) {
            this(courier, reminders, channels, servers, threads, ThreadArchive.NONE);
        }

        /** Every game plays in its channel. */
        public Outputs(Courier courier, TimerOutput reminders, ChannelPoster channels, ServerNames servers) {
            this(courier, reminders, channels, servers, GameThreads.NONE);
        }
    }

    /**
     * How the bot runs here.
     *
     * @param aiPool where AI moves and stand-ins are searched: a bounded pool in the bot, the caller's thread in the
     *     console and tests
     * @param aiDelay how long an AI waits before answering (none in the console)
     * @param chooser the AI's search (the engine's, or a failing fake in tests)
     * @param meters told of moves and board drawings: {@link Meters#NONE} unless the bot keeps metrics
     * @param drawing where the outbox's relay draws the boards of the posts it makes, those of several channels at
     *     once: a small pool in the bot, the relay's own thread in the console and tests
     */
    public record Conditions(
            Clock clock,
            Executor aiPool,
            Duration aiDelay,
            MoveChooser chooser,
            Catalogue text,
            BoardRenderer renderer,
            Meters meters,
            Executor drawing) {
        public Conditions {
            Objects.requireNonNull(clock, "clock");
            Objects.requireNonNull(aiPool, "aiPool");
            Objects.requireNonNull(aiDelay, "aiDelay");
            Objects.requireNonNull(chooser, "chooser");
            Objects.requireNonNull(text, "text");
            Objects.requireNonNull(renderer, "renderer");
            Objects.requireNonNull(meters, "meters");
            Objects.requireNonNull(drawing, "drawing");
        }

        /** The relay draws on its own thread. */
        public Conditions(
                Clock clock,
                Executor aiPool,
                Duration aiDelay,
                MoveChooser chooser,
                Catalogue text,
                BoardRenderer renderer,
                Meters meters) {
            this(clock, aiPool, aiDelay, chooser, text, renderer, meters, Runnable::run);
        }

        /** No metrics. */
        public Conditions(
                Clock clock,
                Executor aiPool,
                Duration aiDelay,
                MoveChooser chooser,
                Catalogue text,
                BoardRenderer renderer) {
            this(clock, aiPool, aiDelay, chooser, text, renderer, Meters.NONE);
        }

        /** The engine's AI, English, a fresh renderer. */
        public static Conditions of(Clock clock, Executor aiPool, Duration aiDelay) {
            return new Conditions(
                    clock, aiPool, aiDelay, MoveChooser.engine(), Catalogue.english(), new BoardRenderer());
        }
    }

    /**
     * The bot, built: what the edges (Discord, the console) and the schedulers need of it.
     *
     * @param channels also what Discord's edge tells of a deleted thread ({@link io.djambi.bot.game.DeletedThreads})
     * @param threads archives the threads of finished games, run every few minutes
     */
    public record Bot(
            Dispatcher dispatcher,
            PressService press,
            TurnTimer timer,
            AiTurns aiTurns,
            GameLife life,
            BoardPosts posts,
            GameLocks locks,
            OutboxRelay outbox,
            ChannelWatch channels,
            ThreadSweep threads,
            Reviews reviews) {}

    /** Discord's answers about threads are dealt with on the thread that gives them (the console's, the tests'). */
    public static Bot build(Stores stores, Outputs given, Conditions run) {
        return build(stores, given, run, Runnable::run);
    }

    /**
     * @param answers where the bot deals with what Discord answers about a game's thread (ended as deleted, marked
     *     archived), which takes a game's lock and the database: the command workers in the bot, never JDA's callback
     *     pool, whose every other answer would wait behind it
     */
    public static Bot build(Stores stores, Outputs given, Conditions run, Executor answers) {
        // A server this process does not see (on another process's shards) is named as it was last seen
        RememberedNames servers = new RememberedNames(given.servers(), stores.names());
        Outputs outputs = new Outputs(
                given.courier(), given.reminders(), given.channels(), servers, given.threads(), given.archive());
        Catalogue text = run.text();
        // One lock per game: commands, clock commands, timer and AI share it, and other processes where they exist
        GameLocks locks = new GameLocks(stores.processLock());
        BoardPosts posts = new BoardPosts(
                run.renderer(),
                new PressArchiveFile(stores.whispers(), stores.results()::seatChanges, text),
                text,
                new ClockDeadline(stores.clocks(), run.clock()),
                new RecordHeader(outputs.servers(), run.clock()),
                run.meters(),
                stores.results()::seatChanges,
                stores.results()::standIns);
        // A game's followers are told by DM, the way reminders are sent, once a change is stored
        FollowerNews followers = new FollowerNews(
                stores.followers(),
                (userId, dm) -> outputs.reminders().directMessage(userId, dm, List.of()),
                text,
                stores.languages(),
                posts);
        // The reviews are computed on the AI's pool: never on Discord's threads, nor under a game's lock
        ReviewPosts reviewPosts = ReviewPosts.standard();
        Reviews reviews = new Reviews(
                stores.reviews().orElseGet(InMemoryReviewStore::new),
                stores.tables(),
                stores.outbox(),
                run.aiPool(),
                new Reviewer(),
                reviewPosts,
                posts);
        GameLife life = new GameLife(
                stores.tables(),
                new StatsBook(stores.results(), run.clock()),
                locks,
                posts,
                stores.outbox(),
                followers,
                stores.reviews().isPresent() ? reviews : GameReviews.NONE);
        Timeouts timeouts = new Timeouts(life, posts, run.aiPool(), run.chooser(), text);
        TurnTimer timer = new TurnTimer(
                stores.tables(),
                timeouts,
                posts,
                stores.clocks(),
                outputs.reminders(),
                outputs.servers(),
                run.clock(),
                locks,
                stores.outbox(),
                text,
                stores.languages());
        // A game whose channel the bot cannot post in waits: its clocks, its AIs, until a command comes from there;
        // one whose own thread was deleted ends
        ChannelWatch watch = new ChannelWatch(
                stores.tables(),
                stores.clocks(),
                stores.lostChannels(),
                stores.outbox(),
                locks,
                outputs.reminders(),
                outputs.servers(),
                text,
                stores.languages(),
                run.clock(),
                life,
                posts,
                outputs.archive(),
                answers);
        AiTurns aiTurns = new AiTurns(
                stores.tables(), life, run.aiPool(), run.clock(), run.aiDelay(), run.chooser(), text, watch);
        CommandLayers layers = new CommandLayers(
                stores,
                outputs,
                run,
                locks,
                posts,
                life,
                new WhisperRateLimit(run.clock(), WHISPERS_A_MINUTE, Duration.ofMinutes(1)),
                new Languages(text),
                reviews,
                reviewPosts);
        PressService press = layers.press(text);
        Dispatcher dispatcher = layers.inEveryLanguage(text, press)
                .placing(new TablePlaces(stores.tables(), stores.followers(), text))
                .noticing(request -> {
                    watch.heardIn(request);
                    // Named from its first command (a lobby opened there), for the answers to DMs of other processes
                    servers.heardFrom(request.guildId());
                });
        OutboxRelay relay = new OutboxRelay(
                stores.outbox(),
                outputs.channels(),
                new BoardPictures(stores.tables(), posts),
                watch,
                run.clock(),
                stores.outbox().doorbell(),
                run.drawing());
        ThreadSweep sweep = new ThreadSweep(
                stores.finishedThreads(), stores.tables(), locks, outputs.archive(), run.clock(), answers);
        return new Bot(dispatcher, press, timer, aiTurns, life, posts, locks, relay, watch, sweep, reviews);
    }
}
