package io.djambi.bot.ai;

import io.djambi.bot.command.Outage;
import io.djambi.bot.command.Reply;
import io.djambi.bot.game.GameLife;
import io.djambi.bot.game.LostPlaces;
import io.djambi.bot.game.MoveChooser;
import io.djambi.bot.game.Seat;
import io.djambi.bot.game.Table;
import io.djambi.bot.game.TableStore;
import io.djambi.bot.game.Turn;
import io.djambi.bot.text.Catalogue;
import io.djambi.engine.ai.Ai;
import io.djambi.engine.ai.Level;
import io.djambi.engine.model.Position;
import io.djambi.engine.move.Move;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.Executor;
import java.util.concurrent.RejectedExecutionException;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Plays the AI seats' moves. {@link #tick()} (every second in the bot) finds the games where an AI is to move and
 * hands each turn, once its short delay has passed (so people can follow), to a bounded worker pool: never the
 * gateway's thread, never one game holding up another. A turn is handed over at most once at a time; the move is
 * played only if the game is still at that {@link Turn}. After a restart the turn is simply computed again, and since
 * the AI is seeded by the table and the version, it chooses the same move.
 *
 * <p>A turn always finishes. Whatever fails (the search, storing the move, drawing or posting the board), the turn is
 * let go and tried again after a back-off that doubles; after {@value #ATTEMPTS} failures the seat plays a random
 * legal move instead and the channel is told so in the move's line. The database being away spends no try: the turn
 * simply waits for it. A failure after the move was stored (drawing, posting) is not repeated: the game is at a new
 * turn, and the old one is forgotten.
 */
public final class AiTurns {
    private static final Logger log = LoggerFactory.getLogger(AiTurns.class);
    /**
     * A moment before an AI answers. It was three seconds, to read the move before the answer; a move an AI answers
     * is now posted with the answer, so with three AIs in a row that wait only kept the person from his board for
     * nine seconds and more.
     */
    public static final Duration THINKING_DELAY = Duration.ofSeconds(1);
    /** Tries of the seat's own AI before it falls back to a random legal move. */
    static final int ATTEMPTS = 3;
    /** The wait after the first failure; it doubles after each further one, up to {@link #LONGEST_WAIT}. */
    static final Duration FIRST_RETRY = Duration.ofSeconds(2);
    /** Even a seat whose every try fails is tried again this often, so the game goes on once the fault is gone. */
    static final Duration LONGEST_WAIT = Duration.ofMinutes(1);

    private final TableStore tables;
    private final GameLife games;
    private final Executor pool;
    private final Clock clock;
    private final Duration delay;
    private final MoveChooser chooser;
    private final Catalogue text;
    private final LostPlaces lost;
    /** The turns an AI is to play, with when each is due and how often it failed; only turns still due are kept. */
    private final Map<Turn, Progress> turns = new ConcurrentHashMap<>();

    /** Where one AI turn stands: due from {@code dueAt}, {@code failures} tries failed, handed to the pool or not. */
    private record Progress(Instant dueAt, int failures, boolean underWay) {
        Progress claimed() {
            return new Progress(dueAt, failures, true);
        }

        Progress failed(Instant now) {
            Duration wait = FIRST_RETRY.multipliedBy(1L << Math.min(failures, 10));
            return new Progress(now.plus(wait.compareTo(LONGEST_WAIT) < 0 ? wait : LONGEST_WAIT), failures + 1, false);
        }

        Progress released() {
            return new Progress(dueAt, failures, false);
        }

        /** Tried again a little later, with no try spent: not the AI's failure (the database was away). */
        Progress postponed(Instant now) {
            return new Progress(now.plus(FIRST_RETRY), failures, false);
        }
    }

    /** Every channel can be posted in. */
    public AiTurns(
            TableStore tables,
            GameLife games,
            Executor pool,
            Clock clock,
            Duration delay,
            MoveChooser chooser,
            Catalogue text) {
        this(tables, games, pool, clock, delay, chooser, text, LostPlaces.NONE);
    }

    /**
     * @param text the words of the move line when the seat falls back to a random move
     * @param lost the channels the bot cannot post in: their games' AIs wait, as the people there must
     */
    public AiTurns(
            TableStore tables,
            GameLife games,
            Executor pool,
            Clock clock,
            Duration delay,
            MoveChooser chooser,
            Catalogue text,
            LostPlaces lost) {
        this.tables = tables;
        this.games = games;
        this.pool = pool;
        this.clock = clock;
        this.delay = delay;
        this.chooser = chooser;
        this.text = text;
        this.lost = lost;
    }

    /**
     * Hands the AI turns that are due to the pool, but none of a game whose channel the bot cannot post in: nobody
     * would see the moves, and the people there cannot answer them. Nothing escapes: the bot runs this on a fixed delay, which an
     * exception would end for good; while the database is away the tick is one line in the log and hands out nothing.
     */
    public void tick() {
        List<Table> waiting;
        try {
            waiting = tables.aiTurns().stream()
                    .filter(t -> !lost.isLost(t.channelId()))
                    .toList();
        } catch (RuntimeException e) {
            Optional<Throwable> outage = Outage.in(e);
            if (outage.isPresent()) {
                log.warn("AI players wait for the database: {}", outage.get().getMessage());
            } else {
                log.error("Finding the AI turns failed", e);
            }
            return;
        }
        Instant now = clock.instant();
        Set<Turn> due = new HashSet<>();
        for (Table table : waiting) {
            Turn turn = Turn.of(table);
            due.add(turn);
            // Nothing was posted after an AI's move that an AI answers: no one needs time to read it
            Duration wait = followsAnAi(table) ? Duration.ZERO : delay;
            Progress progress = turns.computeIfAbsent(turn, k -> new Progress(now.plus(wait), 0, false));
            // Claimed by a compare-and-set: a worker may be letting the turn go at this very moment
            if (progress.underWay()
                    || now.isBefore(progress.dueAt())
                    || !turns.replace(turn, progress, progress.claimed())) {
                continue;
            }
            try {
                pool.execute(() -> play(table, turn, progress.failures()));
            } catch (RejectedExecutionException e) {
                turns.computeIfPresent(turn, (k, p) -> p.released()); // shutting down: computed again after restart
            }
        }
        // A turn that ended some other way (a human's resignation, an abort, a move that was played) is forgotten
        turns.keySet().retainAll(due);
    }

    /**
     * Plays every AI move due in the channel at once, in order, until a human is to move: for the console, whose relay
     * then shows what was posted.
     */
    public void playAllNow(String channelId) {
        for (int guard = 0; guard < 10_000; guard++) {
            var table = tables.find(channelId).filter(t -> t.aiToMove().isPresent());
            if (table.isEmpty()) {
                break;
            }
            int version = table.get().version();
            try {
                move(table.get(), false);
            } catch (RuntimeException e) {
                log.error(
                        "AI move failed on table {}; playing a random legal move",
                        table.get().id(),
                        e);
                move(table.get(), true);
            }
            if (tables.find(channelId).map(Table::version).orElse(version) == version) {
                break;
            }
        }
    }

    private void play(Table table, Turn turn, int failures) {
        try {
            move(table, failures >= ATTEMPTS); // its post, if any, is in the outbox
        } catch (RuntimeException e) {
            Optional<Throwable> outage = Outage.in(e);
            if (outage.isPresent()) {
                // An outage must not push the seat toward its random fallback: the same move is played once it is over
                log.warn(
                        "AI move on table {} waits for the database: {}",
                        table.id(),
                        outage.get().getMessage());
                turns.computeIfPresent(turn, (k, p) -> p.postponed(clock.instant()));
            } else {
                log.error("AI move failed on table {} (try {})", table.id(), failures + 1, e);
                turns.computeIfPresent(turn, (k, p) -> p.failed(clock.instant()));
            }
        } finally {
            // Let go whatever happened: a turn still due is tried again, one that is over is forgotten by the tick
            turns.computeIfPresent(turn, (k, p) -> p.released());
        }
    }

    /** Whether the game's last event was an AI's. */
    private static boolean followsAnAi(Table table) {
        int last = table.game().events().size() - 1;
        return last >= 0
                && table.game()
                        .positions()
                        .get(last)
                        .toMove()
                        .map(c -> table.seats().get(c))
                        .filter(Seat::isAi)
                        .isPresent();
    }

    /**
     * Chooses the seat's move (or a random legal one) and plays it if the game is still at this turn. Throws if the
     * game is still at this turn and nothing was played, so that the turn counts as failed.
     */
    private List<Reply> move(Table table, boolean random) {
        Seat ai = table.aiToMove().orElseThrow();
        Level level = ai.aiLevel().orElse(Level.NORMAL);
        long seed = MoveChooser.seed(table.id(), table.version());
        Position position = table.game().position();
        long start = System.nanoTime();
        Move move = random
                ? Ai.of(Level.RANDOM, seed).choose(position)
                : chooser.choose(position, table.game().positions(), level, seed);
        log.debug(
                "Table {}: {} chose {} in {} ms",
                table.id(),
                ai.name(),
                move.text(),
                (System.nanoTime() - start) / 1_000_000);
        Turn turn = Turn.of(table);
        String who = random ? table.inItsLanguage(text).get("ai.random-move", ai.name()) : ai.name();
        List<Reply> played = games.playForAi(turn, move, who);
        if (played.isEmpty()
                && tables.find(table.channelId()).filter(turn::isNow).isPresent()) {
            throw new IllegalStateException("the game refused " + move.text() + " from " + ai.name());
        }
        return played;
    }
}
