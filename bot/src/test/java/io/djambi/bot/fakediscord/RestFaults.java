package io.djambi.bot.fakediscord;

import com.fasterxml.jackson.databind.node.ObjectNode;
import io.djambi.bot.fakediscord.RestServer.Response;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.function.Supplier;
import java.util.regex.Pattern;

/**
 * The REST faults a test scripts, each for the next call of a route, in the order scripted, and the log of every call
 * the fake answered. Thread-safe: the REST server's threads take faults and log calls while the test scripts and
 * reads.
 */
final class RestFaults {
    /** One scripted fault. */
    sealed interface Fault permits Status, RateLimited, AnswerLost, Held, NotFound {}

    /** Answered with {@code status} and Discord's error body, the call not served. */
    record Status(int status) implements Fault {}

    /** Answered 429 as Discord rate limits a route: its headers and its body, the call not served. */
    record RateLimited(double retryAfterSeconds) implements Fault {}

    /**
     * Served (a message is made), then its answer lost: a 500 instead of it, or the connection dropped unanswered.
     */
    record AnswerLost(boolean dropped) implements Fault {}

    /** Served, then its answer held until the test lets it go. */
    record Held(HeldAnswer hold) implements Fault {}

    /** Answered 404 with Discord's error {@code code} and {@code message}, the call not served. */
    record NotFound(int code, String message) implements Fault {}

    /** What to do with an exchange: write this answer (with these headers), or drop the connection unanswered. */
    record Outcome(Response response, Map<String, String> headers) {
        static final Outcome DROPPED = new Outcome(null, Map.of());

        boolean dropped() {
            return response == null;
        }
    }

    private record Scripted(String method, Pattern route, Fault fault) {}

    private static final Pattern PARAM = Pattern.compile("\\{(\\w+)}");

    private final List<Scripted> script = new ArrayList<>();
    private final List<RestCall> calls = new ArrayList<>();
    private final List<HeldAnswer> holds = new ArrayList<>();
    private final World world;

    RestFaults(World world) {
        this.world = world;
    }

    /** A route as {@link RestServer#route} takes it ({@code channels/{id}/messages}), or with ids in it. */
    static Pattern route(String route) {
        return Pattern.compile("^" + PARAM.matcher(route).replaceAll("[^/]+") + "$");
    }

    synchronized void script(String method, String route, Fault fault) {
        script.add(new Scripted(method, route(route), fault));
        if (fault instanceof Held held) {
            holds.add(held.hold());
        }
    }

    /** The calls answered so far of {@code method} on {@code route}, in the order they were answered. */
    synchronized List<RestCall> calls(String method, String route) {
        Pattern pattern = route(route);
        return calls.stream()
                .filter(c ->
                        c.method().equals(method) && pattern.matcher(c.path()).matches())
                .toList();
    }

    /** Serves a call through its scripted fault, if any: {@code served} is the fake's own answer. */
    Outcome serve(String method, String path, Supplier<Response> served) {
        Fault fault = take(method, path);
        Outcome outcome =
                switch (fault) {
                    case null -> new Outcome(served.get(), Map.of());
                    case Status s -> new Outcome(serverError(s.status()), Map.of());
                    case RateLimited r -> rateLimited(r.retryAfterSeconds());
                    case AnswerLost lost -> {
                        served.get();
                        yield lost.dropped() ? Outcome.DROPPED : new Outcome(serverError(500), Map.of());
                    }
                    case Held held -> {
                        Response response = served.get();
                        held.hold().arrive();
                        yield new Outcome(response, Map.of());
                    }
                    case NotFound notFound ->
                        new Outcome(Response.error(404, notFound.code(), notFound.message()), Map.of());
                };
        synchronized (this) {
            calls.add(new RestCall(
                    method, path, outcome.dropped() ? -1 : outcome.response().status(), Instant.now()));
        }
        world.locked(() -> {}); // wakes a test waiting on the calls
        return outcome;
    }

    private synchronized Fault take(String method, String path) {
        for (Iterator<Scripted> it = script.iterator(); it.hasNext(); ) {
            Scripted s = it.next();
            if (s.method().equals(method) && s.route().matcher(path).matches()) {
                it.remove();
                return s.fault();
            }
        }
        return null;
    }

    /** Lets every held answer go: the fake is closing. */
    synchronized void releaseAll() {
        holds.forEach(HeldAnswer::release);
    }

    private static Response serverError(int status) {
        return Response.error(status, 0, status + ": " + (status == 500 ? "Internal Server Error" : "Server Error"));
    }

    /**
     * A 429 as Discord sends one for a route's bucket: {@code Retry-After} in whole seconds (rounded up), the
     * {@code X-RateLimit-*} headers with the exact wait, {@code Via} (Discord's answers come through Google's front;
     * without it a client takes the 429 for Cloudflare's), and the body with {@code retry_after} in seconds.
     */
    private static Outcome rateLimited(double seconds) {
        ObjectNode body = Json.object()
                .put("message", "You are being rate limited.")
                .put("retry_after", seconds)
                .put("global", false);
        Map<String, String> headers = new LinkedHashMap<>();
        headers.put("Retry-After", Long.toString((long) Math.ceil(seconds)));
        headers.put("X-RateLimit-Limit", "5");
        headers.put("X-RateLimit-Remaining", "0");
        headers.put(
                "X-RateLimit-Reset",
                String.format(Locale.ROOT, "%.3f", (System.currentTimeMillis() / 1000.0) + seconds));
        headers.put("X-RateLimit-Reset-After", String.format(Locale.ROOT, "%.3f", seconds));
        headers.put("X-RateLimit-Bucket", "fake0channel0messages");
        headers.put("X-RateLimit-Scope", "user");
        headers.put("Via", "1.1 google");
        return new Outcome(new Response(429, body), headers);
    }
}
