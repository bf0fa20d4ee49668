package io.djambi.bot.fakediscord;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.IOException;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.net.Socket;
import java.util.ArrayList;
import java.util.HexFormat;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.ThreadLocalRandom;
import java.util.function.Function;

/**
 * The gateway: a WebSocket listener on loopback, its sessions, and the routing of events as Discord routes them. A
 * server's events go to the sessions whose shard is {@code (server id >> 22) % total}, with the total each session
 * identified with; DMs, and interactions started in a DM, go to shard 0 only.
 */
final class Gateway implements AutoCloseable {
    static final int GUILDS = 1;
    static final int GUILD_MEMBERS = 1 << 1;
    static final int GUILD_MESSAGES = 1 << 9;
    static final int DIRECT_MESSAGES = 1 << 12;
    static final int MESSAGE_CONTENT = 1 << 15;

    private final World world;
    private final ServerSocket server;
    private final ExecutorService threads = Executors.newVirtualThreadPerTaskExecutor();
    private final Map<String, GatewaySession> sessions = new LinkedHashMap<>();
    /** Where new connections wait while a test keeps the gateway from taking the bot back. */
    private final GatewayGate gate = new GatewayGate();

    Gateway(World world) throws IOException {
        this.world = world;
        this.server = new ServerSocket(0, 50, InetAddress.getLoopbackAddress());
        threads.execute(this::accept);
    }

    String url() {
        return "ws://127.0.0.1:" + server.getLocalPort() + "/gateway";
    }

    private void accept() {
        while (!server.isClosed()) {
            try {
                Socket client = server.accept();
                threads.execute(() -> {
                    try {
                        new GatewayConnection(WebSocket.accept(client), this).run();
                    } catch (IOException e) {
                        // a client that went away during the handshake: nothing to clean up
                    }
                });
            } catch (IOException e) {
                return; // closed
            }
        }
    }

    /**
     * A new session for an IDENTIFY: READY, then the full GUILD_CREATE of each server of its shard. It is registered
     * and sent these under the world's lock, and its own lock: a change made meanwhile is either in its GUILD_CREATE
     * or dispatched to it after them, never lost in between (the world's lock is always taken before a session's).
     */
    GatewaySession open(GatewayConnection connection, int shard, int total, int intents) {
        String id = HexFormat.of().formatHex(randomBytes());
        GatewaySession session = new GatewaySession(id, shard, total, intents, connection);
        return world.locked(() -> {
            List<JsonNode> guilds = new ArrayList<>();
            world.guilds.values().stream()
                    .filter(g -> session.holds(g.id()))
                    .forEach(g -> guilds.add(Json.guildCreate(world, g)));
            ObjectNode ready = Json.object().put("v", 10).put("session_id", id).put("session_type", "normal");
            ready.put("resume_gateway_url", url());
            ready.set("user", Json.selfUser(world));
            ArrayNode unavailable = ready.putArray("guilds"); // each comes whole in its GUILD_CREATE
            guilds.forEach(
                    g -> unavailable.addObject().put("id", g.get("id").asText()).put("unavailable", true));
            ready.putArray("shard").add(shard).add(total);
            ready.putObject("application").put("id", world.bot.id()).put("flags", 0);
            for (String empty : List.of("private_channels", "relationships", "presences", "guild_join_requests")) {
                ready.putArray(empty);
            }
            ready.putObject("user_settings");
            ready.putObject("auth");
            synchronized (session) { // an event dispatched from now on waits until these are sent
                synchronized (this) {
                    sessions.put(id, session);
                }
                session.dispatch("READY", ready);
                guilds.forEach(g -> session.dispatch("GUILD_CREATE", g));
            }
            return session; // the lock's release wakes a test waiting for the shard to connect
        });
    }

    private static byte[] randomBytes() {
        byte[] bytes = new byte[16];
        ThreadLocalRandom.current().nextBytes(bytes);
        return bytes;
    }

    /** A session's connection went away: a test waiting on the connected shards is woken. */
    void lost(GatewaySession session, GatewayConnection connection, int closeCode) {
        session.lost(connection, closeCode);
        world.locked(() -> {});
    }

    synchronized GatewaySession session(String id) {
        return sessions.get(id);
    }

    /**
     * The sessions, copied under this gateway's lock and not asked anything under it: a session's own lock is taken
     * before this one ({@link #open}), never after.
     */
    private synchronized List<GatewaySession> sessions() {
        return List.copyOf(sessions.values());
    }

    /** The shards of the live sessions, one entry per session. */
    List<Integer> connectedShards() {
        return sessions().stream()
                .filter(GatewaySession::live)
                .map(s -> s.shard)
                .toList();
    }

    /** Sends one event to the live sessions that hold {@code guildId} (null: a DM) and have {@code intent}. */
    List<Integer> dispatch(String type, String guildId, int intent, JsonNode data) {
        return dispatch(type, guildId, intent, s -> data);
    }

    /**
     * As above, with a payload per session (a message's content is blanked for a session without the content
     * intent), or none (null) for a session Discord does not tell. Returns the shards it went to.
     */
    List<Integer> dispatch(String type, String guildId, int intent, Function<GatewaySession, JsonNode> data) {
        List<GatewaySession> targets = sessions().stream()
                .filter(GatewaySession::live)
                .filter(s -> s.holds(guildId))
                .filter(s -> intent == 0 || (s.intents & intent) != 0)
                .toList();
        List<Integer> told = new ArrayList<>();
        for (GatewaySession s : targets) {
            JsonNode payload = data.apply(s);
            if (payload != null) {
                s.dispatch(type, payload);
                told.add(s.shard);
            }
        }
        return told;
    }

    GatewayGate gate() {
        return gate;
    }

    /** The live sessions on {@code shard}. */
    List<GatewaySession> liveSessions(int shard) {
        return sessions().stream()
                .filter(GatewaySession::live)
                .filter(s -> s.shard == shard)
                .toList();
    }

    @Override
    public void close() throws IOException {
        server.close();
        List<GatewaySession> all = sessions();
        // 4000: an error a client may resume from, so a bot still running does not give up for good
        all.forEach(s -> s.closeConnection(4000));
        threads.shutdownNow();
    }
}
