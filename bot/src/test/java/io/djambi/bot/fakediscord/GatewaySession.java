package io.djambi.bot.fakediscord;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.ArrayDeque;
import java.util.Deque;

/**
 * One identified gateway session: its shard, its intents and its numbered dispatches, kept so that a client that
 * lost its connection can resume and be sent what it missed. Outlives its connection until the client closes it
 * for good.
 */
final class GatewaySession {
    /** How many dispatches a resume can replay. */
    private static final int REPLAYABLE = 1000;

    final String id;
    final int shard;
    final int total;
    final int intents;
    private final Deque<ObjectNode> sent = new ArrayDeque<>();
    private int seq;
    private GatewayConnection connection;
    /** Closed by the client with 1000/1001 (a resume is then refused) or replaced: no more events. */
    private boolean ended;

    GatewaySession(String id, int shard, int total, int intents, GatewayConnection connection) {
        this.id = id;
        this.shard = shard;
        this.total = total;
        this.intents = intents;
        this.connection = connection;
    }

    /** Whether Discord routes the events of {@code guildId} (null: a DM) to this session. */
    boolean holds(String guildId) {
        return guildId == null ? shard == 0 : World.shardOf(guildId, total) == shard;
    }

    synchronized boolean live() {
        return !ended && connection != null && !connection.isClosed();
    }

    /** Sends one event, numbered in this session's sequence. */
    synchronized void dispatch(String type, JsonNode data) {
        ObjectNode payload = Json.object().put("op", 0).put("t", type).put("s", ++seq);
        payload.set("d", data);
        sent.addLast(payload);
        if (sent.size() > REPLAYABLE) {
            sent.removeFirst();
        }
        if (connection != null) {
            connection.send(payload);
        }
    }

    /** Moves the session to {@code resumed}, replays what came after {@code lastSeen}, and says RESUMED. */
    synchronized void resume(GatewayConnection resumed, long lastSeen) {
        if (connection != null && connection != resumed) {
            connection.close(4009);
        }
        connection = resumed;
        sent.stream().filter(p -> p.get("s").asLong() > lastSeen).forEach(resumed::send);
        dispatch("RESUMED", Json.object());
    }

    synchronized void closeConnection(int code) {
        if (connection != null) {
            connection.close(code);
        }
    }

    /**
     * Discord ends the session and says so on its connection (op 9, invalid session, {@code d: false}): the client
     * must identify anew, and nothing of this session is replayed.
     */
    synchronized void invalidate() {
        ended = true;
        if (connection != null) {
            connection.send(Json.object().put("op", 9).put("d", false));
        }
    }

    /** Whether the session's connection is gone (closed by either end), or it never had one. */
    synchronized boolean disconnected() {
        return connection == null || connection.isClosed();
    }

    synchronized boolean resumable() {
        return !ended;
    }

    /** The connection went away: a resume may pick the session up, unless the client said it was done. */
    synchronized void lost(GatewayConnection gone, int closeCode) {
        if (connection == gone) {
            connection = null;
            ended = closeCode == 1000 || closeCode == 1001;
        }
    }
}
