package io.djambi.bot.fakediscord;

import java.time.Duration;
import java.util.List;
import java.util.Optional;

/**
 * What a test makes go wrong on the fake Discord: REST calls failing, rate limited, or served and their answer lost
 * or held; the gateway dropping a connection, invalidating a session, or keeping a bot from connecting again. A REST
 * fault applies to the next call of its route, faults of one route in the order scripted; a route is a path after
 * the API version with {@code {name}} for any id ({@code channels/{channel}/messages}) or with the ids written in.
 * Also the log of the calls the fake answered, to count a bot's attempts.
 */
public final class Faults {
    private final World world;
    private final RestFaults rest;
    private final Gateway gateway;

    Faults(World world, RestFaults rest, Gateway gateway) {
        this.world = world;
        this.rest = rest;
        this.gateway = gateway;
    }

    /** The next {@code times} calls are answered {@code status} (a 5xx: Discord failing), not served. */
    public void failNext(String method, String route, int status, int times) {
        for (int i = 0; i < times; i++) {
            rest.script(method, route, new RestFaults.Status(status));
        }
    }

    /**
     * The next call is answered 429, as Discord rate limits a route: {@code Retry-After} and {@code X-RateLimit-*}
     * headers, and {@code {"message": ..., "retry_after": seconds, "global": false}}; not served.
     */
    public void rateLimitNext(String method, String route, double retryAfterSeconds) {
        rest.script(method, route, new RestFaults.RateLimited(retryAfterSeconds));
    }

    /** The next call is served (a message made), then answered 500: the answer to a call that did its work, lost. */
    public void failAfterServingNext(String method, String route) {
        rest.script(method, route, new RestFaults.AnswerLost(false));
    }

    /** The next call is served (a message made), then its connection dropped unanswered. */
    public void dropAfterServingNext(String method, String route) {
        rest.script(method, route, new RestFaults.AnswerLost(true));
    }

    /** The next call is served, and its answer held until the test releases it. */
    public HeldAnswer holdAnswerNext(String method, String route) {
        HeldAnswer held = new HeldAnswer();
        rest.script(method, route, new RestFaults.Held(held));
        return held;
    }

    /**
     * The next call is answered 404 with Discord's error {@code code} and {@code message} (10015 "Unknown Webhook":
     * an interaction's token expired), not served.
     */
    public void notFoundNext(String method, String route, int code, String message) {
        rest.script(method, route, new RestFaults.NotFound(code, message));
    }

    /** The calls of {@code method} on {@code route} answered so far, in the order they were answered. */
    public List<RestCall> calls(String method, String route) {
        return rest.calls(method, route);
    }

    /** Waits until at least {@code count} calls of {@code method} on {@code route} were answered; returns them all. */
    public List<RestCall> awaitCalls(String method, String route, int count, Duration timeout) {
        return world.await(count + " calls " + method + " " + route, timeout, () -> Optional.of(calls(method, route))
                .filter(all -> all.size() >= count));
    }

    /** From now on a new gateway connection waits before its HELLO: a bot cut off cannot get back in. */
    public void closeGateway() {
        gateway.gate().close();
    }

    /** New connections go through again, and those waiting get their HELLO. */
    public void openGateway() {
        gateway.gate().open();
    }

    /**
     * Closes the connection of every live session on {@code shard} with 4000 (Discord's "unknown error, reconnect"),
     * as when a gateway node fails: the sessions stay resumable, with what they are sent meanwhile.
     */
    public void dropGateway(int shard) {
        gateway.liveSessions(shard).forEach(s -> s.closeConnection(4000));
    }

    /** Waits until the bot, cut off, is back at the closed gateway: it has seen the drop and is reconnecting. */
    public void awaitBotAtTheGate(Duration timeout) {
        try {
            gateway.gate().awaitWaiting(timeout);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new AssertionError("interrupted waiting for the bot at the gateway", e);
        }
    }

    /**
     * Ends every live session on {@code shard} with an invalid session (op 9, {@code d: false}): the bot must
     * identify anew, and learns its servers again from the new session's GUILD_CREATEs.
     */
    public void invalidateSessions(int shard) {
        gateway.liveSessions(shard).forEach(GatewaySession::invalidate);
    }

    /**
     * As {@link #invalidateSessions}, then waits until the bot has closed their connections: it has read the invalid
     * session, dropped what it knew of the session (JDA empties its cache) and will identify anew.
     */
    public void awaitSessionsInvalidated(int shard, Duration timeout) {
        List<GatewaySession> ended = gateway.liveSessions(shard);
        ended.forEach(GatewaySession::invalidate);
        awaitDisconnected(ended, timeout);
    }

    private void awaitDisconnected(List<GatewaySession> sessions, Duration timeout) {
        world.await("the bot to close its gateway connections", timeout, () -> Optional.of(true)
                .filter(x -> sessions.stream().allMatch(GatewaySession::disconnected)));
    }
}
