package io.djambi.bot.game;

import io.djambi.bot.clock.TimerOutput;
import io.djambi.bot.clock.TurnClockStore;
import io.djambi.bot.clock.TurnTimer;
import io.djambi.bot.command.CommandRequest;
import io.djambi.bot.command.Dispatcher;
import io.djambi.bot.command.Reply;
import io.djambi.bot.dispatch.CommandSet;
import io.djambi.bot.text.Catalogue;
import io.djambi.engine.move.Move;
import io.djambi.render.BoardRenderer;
import java.time.Clock;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.Executor;

/**
 * The game layer over a store, as the tests use it: its life, its board posts, its own command groups behind a
 * dispatcher (answers waited for), and the timeouts and timers made over the same locks.
 */
public final class TestGames {
    /** The words of the bot, in English: what the tests compare the answers with. */
    public static final Catalogue TEXT = Catalogue.english();

    public final GameLocks locks;
    public final BoardPosts posts;
    public final GameLife life;
    public final Dispatcher dispatcher;

    public TestGames(
            TableStore store, BoardRenderer renderer, PressArchive archive, ResultBook results, GameLocks locks) {
        this.locks = locks;
        this.posts = new BoardPosts(renderer, archive, TEXT);
        this.life = new GameLife(store, results, locks, posts);
        this.dispatcher = new Dispatcher(CommandSet.gameGroups(life, posts, TEXT));
    }

    /** Over a game layer built elsewhere (the bot's wiring). */
    public TestGames(GameLife life, BoardPosts posts, GameLocks locks) {
        this.locks = locks;
        this.posts = posts;
        this.life = life;
        this.dispatcher = new Dispatcher(CommandSet.gameGroups(life, posts, TEXT));
    }

    /** With locks of its own: only where nothing else changes its games. */
    public TestGames(TableStore store, BoardRenderer renderer, PressArchive archive, ResultBook results) {
        this(store, renderer, archive, results, new GameLocks());
    }

    /** Runs a game command and waits for its answers. */
    public List<Reply> handle(CommandRequest request) {
        return dispatcher.handle(request).toCompletableFuture().join();
    }

    public List<Reply> playFor(Turn turn, Move move, String who) {
        return life.playFor(turn, move, who);
    }

    public Optional<Table> changeSettings(String channelId, long tableId, TableSettings settings) {
        return life.changeSettings(channelId, tableId, settings);
    }

    /** Time is up at {@code turn}, stand-ins searched at once: what the game layer posted. */
    public List<Reply> timeUp(Turn turn) {
        return timeouts(Runnable::run, MoveChooser.engine())
                .timeUp(new TimeUp(turn))
                .toCompletableFuture()
                .join();
    }

    public Timeouts timeouts(Executor aiPool, MoveChooser chooser) {
        return new Timeouts(life, posts, aiPool, chooser, TEXT);
    }

    public TurnTimer timer(
            TableStore tables,
            TurnClockStore clocks,
            TimerOutput output,
            ServerNames servers,
            Clock clock,
            Executor aiPool) {
        return timer(tables, clocks, output, servers, clock, aiPool, MoveChooser.engine());
    }

    public TurnTimer timer(
            TableStore tables,
            TurnClockStore clocks,
            TimerOutput output,
            ServerNames servers,
            Clock clock,
            Executor aiPool,
            MoveChooser chooser) {
        return new TurnTimer(
                tables,
                timeouts(aiPool, chooser),
                posts,
                clocks,
                output,
                servers,
                clock,
                locks,
                TEXT,
                new io.djambi.bot.text.InMemoryLanguageBook());
    }
}
