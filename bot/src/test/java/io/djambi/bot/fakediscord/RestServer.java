package io.djambi.bot.fakediscord;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.NullNode;
import com.sun.net.httpserver.HttpExchange;
import com.sun.net.httpserver.HttpServer;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.URLDecoder;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.function.Function;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Discord's REST API on loopback: {@code /api/v10/...} (also v9, or no prefix), the routes registered by
 * {@link RestRoutes} and {@link InteractionRoutes}, and attachments at {@code /attachments/...} as the CDN serves
 * them. Calls to other routes answer 404 and are listed in {@link World#unhandled}, so a test can see what the bot
 * asked that the fake does not know.
 */
final class RestServer implements AutoCloseable {
    /** One REST call: path parameters, query, the JSON body (or {@code payload_json}) and any files. */
    record Call(Map<String, String> params, Map<String, String> query, JsonNode payload, List<Multipart.Part> files) {
        String param(String name) {
            return params.get(name);
        }
    }

    /** An answer: a status and a JSON body, or none (204). */
    record Response(int status, JsonNode body) {
        static Response ok(JsonNode body) {
            return new Response(200, body);
        }

        static Response noContent() {
            return new Response(204, null);
        }

        static Response error(int status, int code, String message) {
            return new Response(status, Json.object().put("code", code).put("message", message));
        }
    }

    private record Route(String method, Pattern pattern, List<String> names, Function<Call, Response> handler) {}

    private static final Pattern PARAM = Pattern.compile("\\{(\\w+)}");
    private static final Pattern PREFIX = Pattern.compile("^/(?:api/)?(?:v\\d+/)?");
    private static final Pattern CDN = Pattern.compile("^/attachments/\\d+/(\\d+)/[^/]+$");

    private final World world;
    private final List<Route> routes = new ArrayList<>();
    private final HttpServer server;
    private final ExecutorService threads = Executors.newVirtualThreadPerTaskExecutor();
    /** What a test scripts to go wrong, and the log of the calls answered. */
    private final RestFaults faults;

    RestServer(World world) throws IOException {
        this.world = world;
        this.faults = new RestFaults(world);
        this.server = HttpServer.create(new InetSocketAddress(InetAddress.getLoopbackAddress(), 0), 0);
        server.setExecutor(threads);
        server.createContext("/", this::serve);
        server.start();
        world.cdnBase = root();
    }

    String root() {
        return "http://127.0.0.1:" + server.getAddress().getPort();
    }

    /** Adds a route: {@code pattern} is a path after the version, with {@code {name}} parameters. */
    void route(String method, String pattern, Function<Call, Response> handler) {
        List<String> names = new ArrayList<>();
        Matcher m = PARAM.matcher(pattern);
        while (m.find()) {
            names.add(m.group(1));
        }
        Pattern regex = Pattern.compile("^" + PARAM.matcher(pattern).replaceAll("([^/]+)") + "$");
        routes.add(new Route(method, regex, names, handler));
    }

    private void serve(HttpExchange exchange) throws IOException {
        try (exchange) {
            String path = exchange.getRequestURI().getRawPath();
            byte[] body;
            try (InputStream in = exchange.getRequestBody()) {
                body = in.readAllBytes();
            }
            Matcher cdn = CDN.matcher(path);
            if (cdn.matches() && exchange.getRequestMethod().equals("GET")) {
                Attachment file = world.locked(() -> world.attachments.get(cdn.group(1)));
                respondBytes(exchange, file);
                return;
            }
            String relative = PREFIX.matcher(path).replaceFirst("").replaceAll("/+$", "");
            RestFaults.Outcome outcome =
                    faults.serve(exchange.getRequestMethod(), relative, () -> answer(exchange, path, body));
            if (!outcome.dropped()) { // else closed unanswered: the connection drops
                outcome.headers().forEach(exchange.getResponseHeaders()::set);
                respond(exchange, outcome.response());
            }
        }
    }

    RestFaults faults() {
        return faults;
    }

    private Response answer(HttpExchange exchange, String path, byte[] body) {
        String relative = PREFIX.matcher(path).replaceFirst("").replaceAll("/+$", "");
        String method = exchange.getRequestMethod();
        boolean interaction = relative.startsWith("interactions/") || relative.startsWith("webhooks/");
        String auth = exchange.getRequestHeaders().getFirst("Authorization");
        if (!interaction && (auth == null || !auth.startsWith("Bot ") || auth.length() <= 4)) {
            return Response.error(401, 0, "401: Unauthorized");
        }
        for (Route route : routes) {
            Matcher m = route.pattern().matcher(relative);
            if (route.method().equals(method) && m.matches()) {
                Map<String, String> params = new HashMap<>();
                for (int i = 0; i < route.names().size(); i++) {
                    params.put(route.names().get(i), URLDecoder.decode(m.group(i + 1), StandardCharsets.UTF_8));
                }
                try {
                    return route.handler().apply(call(exchange, params, body));
                } catch (RuntimeException e) {
                    return Response.error(500, 0, "fake Discord failed: " + e);
                }
            }
        }
        world.locked(() -> world.unhandled.add(method + " " + relative));
        return Response.error(
                404, 0, "404: Not Found (the fake Discord does not serve " + method + " " + relative + ")");
    }

    private static Call call(HttpExchange exchange, Map<String, String> params, byte[] body) {
        Map<String, String> query = new HashMap<>();
        String raw = exchange.getRequestURI().getRawQuery();
        if (raw != null) {
            for (String pair : raw.split("&")) {
                int eq = pair.indexOf('=');
                query.put(
                        URLDecoder.decode(eq < 0 ? pair : pair.substring(0, eq), StandardCharsets.UTF_8),
                        eq < 0 ? "" : URLDecoder.decode(pair.substring(eq + 1), StandardCharsets.UTF_8));
            }
        }
        String type = exchange.getRequestHeaders().getFirst("Content-Type");
        if (body.length == 0) {
            return new Call(params, query, Json.object(), List.of());
        }
        try {
            if (Multipart.is(type)) {
                List<Multipart.Part> parts = Multipart.parse(type, body);
                JsonNode payload = Json.object();
                List<Multipart.Part> files = new ArrayList<>();
                for (Multipart.Part p : parts) {
                    if (p.name().equals("payload_json")) {
                        payload = World.JSON.readTree(p.data());
                    } else if (p.filename() != null) {
                        files.add(p);
                    }
                }
                return new Call(params, query, payload, files);
            }
            return new Call(params, query, World.JSON.readTree(body), List.of());
        } catch (IOException e) {
            return new Call(params, query, NullNode.getInstance(), List.of());
        }
    }

    private static void respond(HttpExchange exchange, Response response) throws IOException {
        if (response.body() == null) {
            exchange.sendResponseHeaders(response.status(), -1);
            return;
        }
        byte[] bytes = World.JSON.writeValueAsBytes(response.body());
        exchange.getResponseHeaders().set("Content-Type", "application/json");
        exchange.sendResponseHeaders(response.status(), bytes.length);
        try (OutputStream out = exchange.getResponseBody()) {
            out.write(bytes);
        }
    }

    private static void respondBytes(HttpExchange exchange, Attachment file) throws IOException {
        if (file == null) {
            exchange.sendResponseHeaders(404, -1);
            return;
        }
        exchange.getResponseHeaders().set("Content-Type", file.contentType());
        exchange.sendResponseHeaders(200, file.bytes().length);
        try (OutputStream out = exchange.getResponseBody()) {
            out.write(file.bytes());
        }
    }

    @Override
    public void close() {
        faults.releaseAll();
        // a test wakes when a message is stored, before its answer is written: let answers under way finish
        server.stop(1);
        threads.shutdownNow();
    }
}
