package io.djambi.bot.tryout;

import io.djambi.bot.fakediscord.Posted;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Queue;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ConcurrentLinkedQueue;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;

/**
 * What the fake Discord saw of each command, by its own clock ({@link System#nanoTime}), read at the moment it stored
 * each message: when the command's interaction was acknowledged (the deferred reply made), when its private answer
 * came (the deferred reply filled, which the worker sends once the change is committed), and when the channel got
 * the board that the command's change posted through the outbox. Thread-safe: the fake's REST threads report, the
 * tables' threads wait.
 */
final class MoveTimes {
    /** One command sent in a channel, waiting for its board there. */
    static final class Sent {
        /** The move as sent, which its board's text repeats; null for a game's start, matched by any board. */
        final String move;
        /** Its place in the run: the first ones warm up and are not counted. */
        final long seq;

        final long sentNanos;
        private final CompletableFuture<Long> board = new CompletableFuture<>();
        private volatile String interactionId;

        private Sent(String move, long seq, long sentNanos) {
            this.move = move;
            this.seq = seq;
            this.sentNanos = sentNanos;
        }

        void interaction(String id) {
            this.interactionId = id;
        }

        String interactionId() {
            return interactionId;
        }

        /** Waits for the board; returns when the fake got it. */
        long awaitBoard(Duration patience) throws InterruptedException, TimeoutException {
            try {
                return board.get(patience.toMillis(), TimeUnit.MILLISECONDS);
            } catch (ExecutionException e) {
                throw new IllegalStateException(e.getCause());
            }
        }

        boolean boardCame() {
            return board.isDone();
        }

        long boardNanos() {
            return board.join();
        }
    }

    private final String botId;
    /** Per channel of a table, the commands sent there whose board has not come, oldest first. */
    private final Map<String, Queue<Sent>> waiting = new ConcurrentHashMap<>();

    private final Map<String, Long> acknowledged = new ConcurrentHashMap<>();
    private final Map<String, Long> answered = new ConcurrentHashMap<>();
    private final Queue<Sent> all = new ConcurrentLinkedQueue<>();

    MoveTimes(String botId, List<String> channels) {
        this.botId = botId;
        channels.forEach(c -> waiting.put(c, new ConcurrentLinkedQueue<>()));
    }

    /**
     * Notes a command about to be sent in {@code channel}, now; its board is the channel's next board whose text has
     * {@code move} (any board if null) once the commands sent there before have theirs.
     */
    Sent sending(String channel, String move, long seq) {
        Sent sent = new Sent(move, seq, System.nanoTime());
        waiting.get(channel).add(sent);
        if (move != null) {
            all.add(sent);
        }
        return sent;
    }

    /** The fake stored {@code message}: told under its lock, so quick. */
    void seen(Posted message) {
        long now = System.nanoTime();
        if (message.interactionId() != null) {
            if (message.loading() && message.edits() == 0) {
                acknowledged.putIfAbsent(message.interactionId(), now);
            } else if (!message.loading() && !message.deleted()) {
                answered.putIfAbsent(message.interactionId(), now);
            }
            return;
        }
        Queue<Sent> queue = waiting.get(message.channelId());
        if (queue == null || !isBoard(message)) {
            return;
        }
        Sent head = queue.peek();
        if (head != null && (head.move == null || message.content().contains(head.move))) {
            queue.poll();
            head.board.complete(now);
        }
    }

    /** A new message of the relay's (it carries the outbox's nonce) with a picture: a board. */
    private boolean isBoard(Posted message) {
        return message.edits() == 0
                && !message.deleted()
                && message.authorId().equals(botId)
                && message.nonce() != null
                && message.nonce().startsWith("djambi-outbox-")
                && message.attachments().stream().anyMatch(a -> a.isPng());
    }

    /** The commands of {@code from <= seq < to} whose board came, with their times. */
    List<Move> moves(long from, long to) {
        List<Move> out = new ArrayList<>();
        for (Sent s : all) {
            if (s.seq >= from && s.seq < to && s.boardCame()) {
                String id = s.interactionId();
                out.add(new Move(
                        s.sentNanos,
                        id == null ? null : acknowledged.get(id),
                        id == null ? null : answered.get(id),
                        s.boardNanos()));
            }
        }
        return out;
    }

    /**
     * One measured move, in nanoseconds of the fake's clock.
     *
     * @param acknowledged when the deferral was made, or null if the fake did not see it
     * @param answered when the private answer came (after the commit), or null if not yet
     */
    record Move(long sent, Long acknowledged, Long answered, long board) {}
}
