package io.djambi.bot.ai;

import io.djambi.bot.clock.TimerOutput;
import io.djambi.bot.command.Reply;
import io.djambi.bot.game.Seat;
import io.djambi.bot.game.Table;
import io.djambi.bot.game.TableService;
import io.djambi.bot.game.TableStore;
import io.djambi.engine.ai.Ai;
import io.djambi.engine.ai.Level;
import io.djambi.engine.move.Move;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.Executor;
import java.util.concurrent.RejectedExecutionException;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Plays the AI seats' moves. {@link #tick()} (every second in the bot) finds the games where an AI is to move and
 * hands each turn, once its short delay has passed (so people can follow), to a bounded worker pool: never the
 * gateway's thread, never one game holding up another. A turn (table and version) is computed at most once while
 * the bot runs; the move is played only if the game is still at that version. After a restart the turn is simply
 * computed again, and since the AI is seeded by the table and the version, it chooses the same move.
 */
public final class AiTurns {
    private static final Logger log = LoggerFactory.getLogger(AiTurns.class);
    /** Long enough to read the last move before the AI answers it. */
    public static final Duration THINKING_DELAY = Duration.ofSeconds(3);

    private final TableStore tables;
    private final TableService games;
    private final TimerOutput output;
    private final Executor pool;
    private final Clock clock;
    private final Duration delay;
    private final Set<String> underWay = ConcurrentHashMap.newKeySet();
    private final Map<String, Instant> seen = new ConcurrentHashMap<>();

    public AiTurns(TableStore tables, TableService games, TimerOutput output, Executor pool, Clock clock,
            Duration delay) {
        this.tables = tables;
        this.games = games;
        this.output = output;
        this.pool = pool;
        this.clock = clock;
        this.delay = delay;
    }

    /** The seed of an AI decision: the same table at the same version always gets the same move. */
    public static long seed(long tableId, int version) {
        return tableId * 1_000_003L + version;
    }

    public void tick() {
        Instant now = clock.instant();
        Set<String> due = new java.util.HashSet<>();
        for (Table table : tables.liveTables()) {
            if (table.aiToMove().isEmpty()) {
                continue;
            }
            String turn = table.id() + ":" + table.version();
            due.add(turn);
            Instant since = seen.computeIfAbsent(turn, k -> now);
            if (now.isBefore(since.plus(delay)) || !underWay.add(turn)) {
                continue;
            }
            try {
                pool.execute(() -> play(table, turn));
            } catch (RejectedExecutionException e) {
                underWay.remove(turn); // shutting down: the turn is computed again after the restart
            }
        }
        // A turn that ended some other way (a human's resignation, an abort) is forgotten, not kept for ever
        seen.keySet().retainAll(due);
    }

    /** Plays every AI move due in the channel at once, in order, until a human is to move: for the console. */
    public List<Reply.Public> playAllNow(String channelId) {
        List<Reply.Public> posts = new java.util.ArrayList<>();
        for (int guard = 0; guard < 10_000; guard++) {
            var table = tables.find(channelId).filter(t -> t.aiToMove().isPresent());
            if (table.isEmpty()) {
                break;
            }
            List<Reply> played = move(table.get());
            if (played.isEmpty()) {
                break;
            }
            played.stream().filter(Reply.Public.class::isInstance).map(Reply.Public.class::cast).forEach(posts::add);
        }
        return posts;
    }

    private void play(Table table, String turn) {
        try {
            for (Reply r : move(table)) {
                if (r instanceof Reply.Public post) {
                    output.post(table.channelId(), post);
                }
            }
        } catch (RuntimeException e) {
            log.error("AI move failed on table {}", table.id(), e);
        } finally {
            seen.remove(turn);
        }
    }

    private List<Reply> move(Table table) {
        Seat ai = table.aiToMove().orElseThrow();
        Level level = ai.aiLevel().orElse(Level.NORMAL);
        long start = System.nanoTime();
        Move move = Ai.of(level, seed(table.id(), table.version())).choose(table.game().position());
        log.debug("Table {}: {} chose {} in {} ms", table.id(), ai.name(), move.text(),
                (System.nanoTime() - start) / 1_000_000);
        return games.playFor(table.channelId(), table.version(), move, ai.name());
    }
}
