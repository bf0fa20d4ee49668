package io.djambi.bot.wiring;

import io.djambi.bot.ai.AiTurns;
import io.djambi.bot.clock.ClockCommands;
import io.djambi.bot.clock.ClockControls;
import io.djambi.bot.clock.ClockDeadline;
import io.djambi.bot.clock.InMemoryTurnClockStore;
import io.djambi.bot.clock.ReminderSettings;
import io.djambi.bot.clock.TimerOutput;
import io.djambi.bot.clock.TurnClockStore;
import io.djambi.bot.clock.TurnTimer;
import io.djambi.bot.command.Dispatcher;
import io.djambi.bot.dispatch.CommandSet;
import io.djambi.bot.game.BoardPosts;
import io.djambi.bot.game.GameLife;
import io.djambi.bot.game.GameLocks;
import io.djambi.bot.game.InMemoryTableStore;
import io.djambi.bot.game.MoveChooser;
import io.djambi.bot.game.RecordCommands;
import io.djambi.bot.game.RecordHeader;
import io.djambi.bot.game.ServerNames;
import io.djambi.bot.game.TableStore;
import io.djambi.bot.game.Timeouts;
import io.djambi.bot.guide.FirstMoveHint;
import io.djambi.bot.guide.FirstMoves;
import io.djambi.bot.guide.Guide;
import io.djambi.bot.guide.GuideCommands;
import io.djambi.bot.guide.InMemoryFirstMoves;
import io.djambi.bot.press.Courier;
import io.djambi.bot.press.InMemoryWhisperStore;
import io.djambi.bot.press.PressArchiveFile;
import io.djambi.bot.press.PressService;
import io.djambi.bot.press.WhisperRateLimit;
import io.djambi.bot.press.WhisperStore;
import io.djambi.bot.stats.InMemoryResultStore;
import io.djambi.bot.stats.ResultStore;
import io.djambi.bot.stats.StatsBook;
import io.djambi.bot.stats.StatsCommands;
import io.djambi.bot.text.Catalogue;
import io.djambi.bot.text.InMemoryLanguageBook;
import io.djambi.bot.text.LanguageBook;
import io.djambi.render.BoardRenderer;
import io.djambi.render.GifRenderer;
import io.djambi.render.Theme;
import java.time.Clock;
import java.time.Duration;
import java.util.Objects;
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

    /** Where the bot keeps things: SQLite in the bot, memory in the console and most tests. */
    public record Stores(
            TableStore tables,
            WhisperStore whispers,
            TurnClockStore clocks,
            ResultStore results,
            FirstMoves firstMoves,
            LanguageBook languages) {
        public Stores {
            Objects.requireNonNull(tables, "tables");
            Objects.requireNonNull(whispers, "whispers");
            Objects.requireNonNull(clocks, "clocks");
            Objects.requireNonNull(results, "results");
            Objects.requireNonNull(firstMoves, "firstMoves");
            Objects.requireNonNull(languages, "languages");
        }

        /** Who has moved before and the users' languages are kept only for this run. */
        public Stores(TableStore tables, WhisperStore whispers, TurnClockStore clocks, ResultStore results) {
            this(tables, whispers, clocks, results, new InMemoryFirstMoves(), new InMemoryLanguageBook());
        }

        public static Stores inMemory() {
            return new Stores(
                    new InMemoryTableStore(),
                    new InMemoryWhisperStore(),
                    new InMemoryTurnClockStore(),
                    new InMemoryResultStore());
        }
    }

    /** Where the bot speaks outside a command's own answer: whispers by DM, timer and AI posts, server names. */
    public record Outputs(Courier courier, TimerOutput posts, ServerNames servers) {
        public Outputs {
            Objects.requireNonNull(courier, "courier");
            Objects.requireNonNull(posts, "posts");
            Objects.requireNonNull(servers, "servers");
        }
    }

    /**
     * How the bot runs here.
     *
     * @param aiPool where AI moves and stand-ins are searched: a bounded pool in the bot, the caller's thread in the
     *     console and tests
     * @param aiDelay how long an AI waits before answering, so people can follow (none in the console)
     * @param chooser the AI's search (the engine's, or a failing fake in tests)
     */
    public record Conditions(
            Clock clock,
            Executor aiPool,
            Duration aiDelay,
            MoveChooser chooser,
            Catalogue text,
            BoardRenderer renderer) {
        public Conditions {
            Objects.requireNonNull(clock, "clock");
            Objects.requireNonNull(aiPool, "aiPool");
            Objects.requireNonNull(aiDelay, "aiDelay");
            Objects.requireNonNull(chooser, "chooser");
            Objects.requireNonNull(text, "text");
            Objects.requireNonNull(renderer, "renderer");
        }

        /** The engine's AI, English, a fresh renderer. */
        public static Conditions of(Clock clock, Executor aiPool, Duration aiDelay) {
            return new Conditions(
                    clock, aiPool, aiDelay, MoveChooser.engine(), Catalogue.english(), new BoardRenderer());
        }
    }

    /** The bot, built: what the edges (Discord, the console) and the schedulers need of it. */
    public record Bot(
            Dispatcher dispatcher,
            PressService press,
            TurnTimer timer,
            AiTurns aiTurns,
            GameLife life,
            BoardPosts posts,
            GameLocks locks) {}

    public static Bot build(Stores stores, Outputs outputs, Conditions run) {
        Catalogue text = run.text();
        GameLocks locks = new GameLocks(); // one lock per game: commands, clock commands, timer and AI share it
        BoardPosts posts = new BoardPosts(
                run.renderer(),
                new PressArchiveFile(stores.whispers(), text),
                text,
                new ClockDeadline(stores.clocks(), run.clock()),
                new RecordHeader(outputs.servers(), run.clock()));
        GameLife life = new GameLife(stores.tables(), new StatsBook(stores.results(), run.clock()), locks, posts);
        PressService press = new PressService(
                stores.tables(),
                stores.whispers(),
                outputs.courier(),
                outputs.servers(),
                new WhisperRateLimit(run.clock(), WHISPERS_A_MINUTE, Duration.ofMinutes(1)),
                run.clock(),
                text);
        Timeouts timeouts = new Timeouts(life, posts, run.aiPool(), run.chooser(), text);
        TurnTimer timer = new TurnTimer(
                stores.tables(),
                timeouts,
                posts,
                stores.clocks(),
                outputs.posts(),
                outputs.servers(),
                run.clock(),
                locks,
                text);
        AiTurns aiTurns = new AiTurns(
                stores.tables(), life, outputs.posts(), run.aiPool(), run.clock(), run.aiDelay(), run.chooser(), text);
        Dispatcher dispatcher = CommandSet.dispatcher(
                new CommandSet.GameKit(
                        life, posts, text, new FirstMoveHint(stores.firstMoves(), text), run.renderer(), run.clock()),
                press,
                new RecordCommands(
                        stores.tables(),
                        new GifRenderer(run.renderer(), Theme.standard()),
                        outputs.servers(),
                        run.clock(),
                        text),
                new ClockCommands(
                        new ClockControls(stores.tables(), life, stores.clocks(), run.clock(), locks, text),
                        new ReminderSettings(stores.clocks(), text)),
                new StatsCommands(stores.results(), text),
                new GuideCommands(new Guide(run.renderer(), text), text));
        return new Bot(dispatcher, press, timer, aiTurns, life, posts, locks);
    }
}
