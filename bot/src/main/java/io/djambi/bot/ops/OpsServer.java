package io.djambi.bot.ops;

import com.sun.net.httpserver.HttpExchange;
import com.sun.net.httpserver.HttpServer;
import java.io.IOException;
import java.io.OutputStream;
import java.net.InetSocketAddress;
import java.nio.charset.StandardCharsets;
import java.util.Optional;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;

/**
 * The operator's HTTP port: {@code GET /metrics} (Prometheus's text format) and {@code GET /health} (200 "ok", or 503
 * and the one word of the first check that fails). The JDK's own server on one thread of its own: a scrape every few
 * seconds needs no more, and it never competes with the commands' workers.
 */
public final class OpsServer implements AutoCloseable {
    private static final String PROMETHEUS_TEXT = "text/plain; version=0.0.4; charset=utf-8";
    private static final String PLAIN_TEXT = "text/plain; charset=utf-8";

    private final HttpServer server;
    private final ExecutorService thread;

    private OpsServer(HttpServer server, ExecutorService thread) {
        this.server = server;
        this.thread = thread;
    }

    /** Listens on {@code port} of every interface (0: a free port, for tests) and serves at once. */
    public static OpsServer start(int port, PrometheusMeters meters, Health health) throws IOException {
        HttpServer server = HttpServer.create(new InetSocketAddress(port), 0);
        server.createContext("/metrics", exchange -> answer(exchange, 200, PROMETHEUS_TEXT, meters.scrape()));
        server.createContext("/health", exchange -> {
            Optional<String> problem = health.problem();
            answer(exchange, problem.isEmpty() ? 200 : 503, PLAIN_TEXT, problem.orElse("ok"));
        });
        ExecutorService thread = Executors.newSingleThreadExecutor(
                Thread.ofPlatform().name("djambi-ops").daemon().factory());
        server.setExecutor(thread);
        server.start();
        return new OpsServer(server, thread);
    }

    /** The port it listens on (the one chosen when started on 0). */
    public int port() {
        return server.getAddress().getPort();
    }

    private static void answer(HttpExchange exchange, int status, String type, String body) throws IOException {
        try (exchange) {
            if (!exchange.getRequestMethod().equals("GET")) {
                exchange.sendResponseHeaders(405, -1);
                return;
            }
            byte[] bytes = body.getBytes(StandardCharsets.UTF_8);
            exchange.getResponseHeaders().set("Content-Type", type);
            exchange.sendResponseHeaders(status, bytes.length);
            try (OutputStream out = exchange.getResponseBody()) {
                out.write(bytes);
            }
        }
    }

    @Override
    public void close() {
        server.stop(0);
        thread.shutdown();
    }
}
