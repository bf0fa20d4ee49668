package io.djambi.bot.game;

import io.djambi.bot.clock.TimerOutput;
import io.djambi.bot.clock.TurnClockStore;
import io.djambi.bot.clock.TurnTimer;
import io.djambi.bot.command.CommandRequest;
import io.djambi.bot.command.Dispatcher;
import io.djambi.bot.command.Reply;
import io.djambi.bot.dispatch.CommandSet;
import io.djambi.bot.outbox.InMemoryOutbox;
import io.djambi.bot.outbox.OutboxPost;
import io.djambi.bot.text.Catalogue;
import io.djambi.engine.move.Move;
import io.djambi.render.BoardRenderer;
import java.time.Clock;
import java.util.ArrayList;
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
    /** Where the game layer writes its public posts; {@link #channelPosts} makes them, as the relay would. */
    public final InMemoryOutbox outbox;

    private final BoardPictures pictures;
    /** Every post made so far, in every channel, oldest first, with where it went. */
    private final List<OutboxPost> made = new ArrayList<>();
    /** The posts made that no command's answer stood for. */
    private final List<Reply.Public> unanswered = new ArrayList<>();

    public TestGames(
            TableStore store, BoardRenderer renderer, PressArchive archive, ResultBook results, GameLocks locks) {
        this.locks = locks;
        this.posts = new BoardPosts(renderer, archive, TEXT);
        this.outbox = new InMemoryOutbox();
        this.life = new GameLife(store, results, locks, posts, outbox);
        this.dispatcher = new Dispatcher(CommandSet.gameGroups(life, posts, TEXT));
        this.pictures = new BoardPictures(store, posts);
    }

    /**
     * As the bot plays: each new game opened where {@code threads} says (a thread of its own, or its channel), and
     * each command that acts on a game placed on the game it means ({@link TablePlaces}).
     */
    public TestGames(TableStore store, GameThreads threads) {
        this.locks = new GameLocks();
        this.posts = new BoardPosts(new BoardRenderer(), noPress -> Optional.empty(), TEXT);
        this.outbox = new InMemoryOutbox();
        this.life = new GameLife(store, io.djambi.bot.stats.StatsBook.inMemory(), locks, posts, outbox);
        this.dispatcher = new Dispatcher(CommandSet.gameGroups(new CommandSet.GameKit(
                        life,
                        posts,
                        TEXT,
                        io.djambi.bot.guide.FirstMoveHint.none(TEXT),
                        new BoardRenderer(),
                        Clock.systemUTC(),
                        new io.djambi.bot.text.Languages(TEXT),
                        threads)))
                .placing(new TablePlaces(store, life.followers(), TEXT));
        this.pictures = new BoardPictures(store, posts);
    }

    /** Over a game layer built elsewhere (the bot's wiring), which writes its posts to {@code outbox}. */
    public TestGames(GameLife life, BoardPosts posts, GameLocks locks, TableStore store, InMemoryOutbox outbox) {
        this.locks = locks;
        this.posts = posts;
        this.life = life;
        this.outbox = outbox;
        this.dispatcher = new Dispatcher(CommandSet.gameGroups(life, posts, TEXT));
        this.pictures = new BoardPictures(store, posts);
    }

    /** What draws the posts' boards, as the bot's relay draws them. */
    public BoardPictures pictures() {
        return pictures;
    }

    /**
     * Every public post made so far, oldest first: those waiting in the outbox are made now, their boards drawn as the
     * relay draws them.
     */
    public synchronized List<Reply.Public> channelPosts() {
        drain();
        return made.stream().map(OutboxPost::post).toList();
    }

    /**
     * Every public post made so far with where it went (a game's channel or thread; a card's edit, the channel of the
     * cards), oldest first: those waiting in the outbox are made now.
     */
    public synchronized List<OutboxPost> placedPosts() {
        drain();
        return List.copyOf(made);
    }

    /**
     * The public posts that no command's answer stood for (a timer's, an AI's), oldest first, those waiting made now.
     */
    public synchronized List<Reply.Public> unansweredPosts() {
        unanswered.addAll(drain());
        return List.copyOf(unanswered);
    }

    /** Makes the posts waiting in the outbox; returns them, drawn. */
    private List<Reply.Public> drain() {
        List<Reply.Public> fresh = new ArrayList<>();
        for (OutboxPost post : outbox.takeAll()) {
            Reply.Public drawn = pictures.drawn(post.post());
            fresh.add(drawn);
            made.add(post.with(drawn));
        }
        return fresh;
    }

    /**
     * The answers as a player and his channel see them: each {@link Reply.Posted} replaced by the post it stands for,
     * made at once. The command's posts are the latest in the outbox (it ran under the game's lock); any before them
     * were a timer's or an AI's.
     */
    public synchronized List<Reply> madePublic(List<Reply> answers) {
        List<Reply.Public> fresh = drain();
        int mine = (int) answers.stream().filter(Reply.Posted.class::isInstance).count();
        int first = Math.max(0, fresh.size() - mine);
        unanswered.addAll(fresh.subList(0, first));
        List<Reply> seen = new ArrayList<>();
        int next = first;
        for (Reply answer : answers) {
            if (answer instanceof Reply.Public post) {
                // One path for public posts: a command's own answers never carry one past the outbox
                throw new AssertionError("a public post outside the outbox: " + post.text());
            }
            if (!(answer instanceof Reply.Posted)) {
                seen.add(answer);
            } else if (next < fresh.size()) {
                seen.add(fresh.get(next++));
            } else {
                seen.add(answer); // another thread's answer, racing, made its post first
            }
        }
        return seen;
    }

    /** With locks of its own: only where nothing else changes its games. */
    public TestGames(TableStore store, BoardRenderer renderer, PressArchive archive, ResultBook results) {
        this(store, renderer, archive, results, new GameLocks());
    }

    /** Runs a game command and waits for its answers. */
    public List<Reply> handle(CommandRequest request) {
        return madePublic(dispatcher.handle(request).toCompletableFuture().join());
    }

    public List<Reply> playFor(Turn turn, Move move, String who) {
        return madePublic(life.playFor(turn, move, io.djambi.engine.ai.Level.NORMAL, who));
    }

    public Optional<Table> changeSettings(String channelId, long tableId, TableSettings settings) {
        return life.changeSettings(channelId, tableId, settings);
    }

    /** Time is up at {@code turn}, stand-ins searched at once: what the game layer posted. */
    public List<Reply> timeUp(Turn turn) {
        return madePublic(timeouts(Runnable::run, MoveChooser.engine())
                .timeUp(new TimeUp(turn))
                .toCompletableFuture()
                .join());
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
                outbox,
                TEXT,
                new io.djambi.bot.text.InMemoryLanguageBook());
    }
}
