package io.djambi.bot.fakediscord;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.ByteArrayOutputStream;
import java.net.URI;
import java.nio.charset.StandardCharsets;
import java.util.zip.Deflater;

/**
 * One gateway connection, speaking Discord's gateway v10 in JSON: HELLO, heartbeats, IDENTIFY, RESUME. With
 * {@code compress=zlib-stream} (JDA's default) every payload goes out through one zlib stream for the whole
 * connection, each ending in a sync flush ({@code 00 00 ff ff}), which is how JDA knows a message is complete.
 */
final class GatewayConnection implements Runnable {
    static final int HEARTBEAT_MILLIS = 41_250;

    private final WebSocket socket;
    private final Gateway gateway;
    private final Deflater zlib;
    private GatewaySession session;

    GatewayConnection(WebSocket socket, Gateway gateway) {
        this.socket = socket;
        this.gateway = gateway;
        String query = socket.target().getRawQuery();
        this.zlib = query != null && query.contains("compress=zlib-stream") ? new Deflater() : null;
    }

    @Override
    public void run() {
        URI target = socket.target();
        String query = target.getRawQuery() == null ? "" : target.getRawQuery();
        if (query.contains("encoding=") && !query.contains("encoding=json")) {
            socket.close(4002); // the fake speaks JSON only, not ETF
            return;
        }
        try {
            gateway.gate().pass();
        } catch (InterruptedException e) {
            socket.close(1001); // the fake is closing
            return;
        }
        ObjectNode hello = Json.object().put("op", 10);
        hello.putObject("d").put("heartbeat_interval", HEARTBEAT_MILLIS);
        send(hello);
        try {
            while (true) {
                WebSocket.Incoming in = socket.read();
                if (in.text() == null) {
                    if (session != null) {
                        gateway.lost(session, this, in.closeCode());
                    }
                    return;
                }
                try {
                    handle(World.JSON.readTree(in.text()));
                } catch (JsonProcessingException e) {
                    socket.close(4002);
                }
            }
        } finally {
            synchronized (this) {
                if (zlib != null) {
                    zlib.end(); // its native memory, not left to the garbage collector
                }
            }
        }
    }

    private void handle(JsonNode payload) {
        JsonNode d = payload.path("d");
        switch (payload.path("op").asInt(-1)) {
            case 1 -> send(Json.object().put("op", 11));
            case 2 -> identify(d);
            case 6 -> resume(d);
            case 3, 4, 8 -> {} // presence, voice, member requests: nothing this bot needs
            default -> socket.close(4001);
        }
    }

    private void identify(JsonNode d) {
        if (session != null) {
            socket.close(4005); // already authenticated
            return;
        }
        if (d.path("token").asText("").isBlank()) {
            socket.close(4004);
            return;
        }
        JsonNode shard = d.path("shard");
        int index = shard.isArray() ? shard.path(0).asInt() : 0;
        int total = shard.isArray() ? shard.path(1).asInt() : 1;
        if (total < 1 || index < 0 || index >= total) {
            socket.close(4010); // invalid shard
            return;
        }
        session = gateway.open(this, index, total, d.path("intents").asInt());
    }

    private void resume(JsonNode d) {
        GatewaySession known = gateway.session(d.path("session_id").asText());
        if (known == null || !known.resumable()) {
            ObjectNode invalid = Json.object().put("op", 9).put("d", false);
            send(invalid);
            return;
        }
        session = known;
        known.resume(this, d.path("seq").asLong());
    }

    /** Sends one payload, compressed if the client asked for it. */
    synchronized void send(JsonNode payload) {
        if (socket.isClosed()) {
            return;
        }
        byte[] json = payload.toString().getBytes(StandardCharsets.UTF_8);
        if (zlib == null) {
            socket.sendText(new String(json, StandardCharsets.UTF_8));
            return;
        }
        zlib.setInput(json);
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        byte[] buffer = new byte[8192];
        int n;
        do { // a sync flush that fills the buffer may have more to give
            n = zlib.deflate(buffer, 0, buffer.length, Deflater.SYNC_FLUSH);
            out.write(buffer, 0, n);
        } while (n == buffer.length);
        socket.sendBinary(out.toByteArray());
    }

    boolean isClosed() {
        return socket.isClosed();
    }

    void close(int code) {
        socket.close(code);
    }
}
