package io.djambi.bot.ops;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.djambi.bot.clock.InMemoryTurnClockStore;
import io.djambi.bot.clock.TimerOutput;
import io.djambi.bot.command.CommandRequest;
import io.djambi.bot.command.Reply;
import io.djambi.bot.game.InMemoryTableStore;
import io.djambi.bot.game.MoveChooser;
import io.djambi.bot.press.InMemoryWhisperStore;
import io.djambi.bot.stats.InMemoryResultStore;
import io.djambi.bot.text.Catalogue;
import io.djambi.bot.wiring.Wiring;
import io.djambi.render.BoardRenderer;
import java.io.IOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.time.Clock;
import java.time.Duration;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.mockito.Mockito;

class OpsServerTest {
    private final PrometheusMeters meters = new PrometheusMeters();
    private final AtomicBoolean discordUp = new AtomicBoolean(true);
    private final AtomicBoolean databaseUp = new AtomicBoolean(true);
    private final Health health = Health.starting();
    private final HttpClient http = HttpClient.newHttpClient();
    private OpsServer server;

    @AfterEach
    void stop() {
        if (server != null) {
            server.close();
        }
        meters.close();
    }

    private HttpResponse<String> get(String path) throws IOException, InterruptedException {
        if (server == null) {
            server = OpsServer.start(0, meters, health);
        }
        return http.send(
                HttpRequest.newBuilder(URI.create("http://127.0.0.1:" + server.port() + path))
                        .build(),
                HttpResponse.BodyHandlers.ofString());
    }

    private static double sample(String scrape, String name) {
        Matcher m = Pattern.compile("(?m)^" + Pattern.quote(name) + " (\\S+)$").matcher(scrape);
        assertTrue(m.find(), name + " not in\n" + scrape);
        return Double.parseDouble(m.group(1));
    }

    private void bePlaying() {
        health.ready(List.of(new Check("discord", discordUp::get), new Check("database", databaseUp::get)));
    }

    @Test
    void metricsCountAMovePlayedThroughTheBotsOwnWiring() throws Exception {
        // GIVEN the bot wired with the Prometheus meters, and a four-player game started
        InMemoryTableStore tables = new InMemoryTableStore();
        Wiring.Bot bot = Wiring.build(
                Wiring.Stores.over(
                                tables,
                                new InMemoryWhisperStore(),
                                new InMemoryTurnClockStore(),
                                new InMemoryResultStore())
                        .build(),
                new Wiring.Outputs(
                        Mockito.mock(io.djambi.bot.press.Courier.class),
                        Mockito.mock(TimerOutput.class),
                        post -> java.util.concurrent.CompletableFuture.completedFuture(
                                io.djambi.bot.outbox.ChannelPoster.Delivery.MADE),
                        guild -> "Test Server"),
                new Wiring.Conditions(
                        Clock.systemUTC(),
                        Runnable::run,
                        Duration.ZERO,
                        MoveChooser.engine(),
                        Catalogue.english(),
                        new BoardRenderer(),
                        meters));
        meters.watchLiveGames(tables::liveCount);
        meters.watchGateway(() -> 42);
        for (String[] command : List.of(
                new String[] {"ann", "new"},
                new String[] {"bob", "join"},
                new String[] {"cy", "join"},
                new String[] {"di", "join"},
                new String[] {"ann", "start"})) {
            run(bot, command[0], command[1], Map.of());
        }
        assertEquals(0.0, sample(get("/metrics").body(), "djambi_moves_total"));

        // WHEN Red plays a move
        List<Reply> replies = run(bot, "ann", "move", Map.of("move", "C3-D4"));
        assertTrue(replies.stream().anyMatch(Reply.Posted.class::isInstance), replies.toString());
        bot.outbox().drain(); // the relay makes the post, and draws its board

        // THEN /metrics, in Prometheus's text format, has counted it, and the board drawn, and the live game
        HttpResponse<String> response = get("/metrics");
        assertEquals(200, response.statusCode());
        assertTrue(response.headers().firstValue("Content-Type").orElse("").startsWith("text/plain"));
        String scrape = response.body();
        assertTrue(scrape.contains("# TYPE djambi_moves_total counter"), scrape);
        assertEquals(1.0, sample(scrape, "djambi_moves_total"));
        assertTrue(sample(scrape, "djambi_render_seconds_count") >= 1.0, scrape);
        assertEquals(1.0, sample(scrape, "djambi_games_live"));
        assertEquals(0.042, sample(scrape, "djambi_gateway_latency_seconds"), 1e-9);
        assertTrue(scrape.contains("jvm_memory_used_bytes"), "the JVM's own meters are there too");
    }

    private static List<Reply> run(Wiring.Bot bot, String user, String sub, Map<String, String> options)
            throws Exception {
        String name = sub.equals("move") ? "move" : "djambi";
        return bot.dispatcher()
                .handle(new CommandRequest(
                        user,
                        user,
                        "guild",
                        "chan",
                        false,
                        name,
                        name.equals("move") ? "" : sub,
                        new HashMap<>(options)))
                .toCompletableFuture()
                .get();
    }

    @Test
    void healthIsOkWhenDiscordAndTheDatabaseAnswer() throws Exception {
        bePlaying();
        HttpResponse<String> response = get("/health");
        assertEquals(200, response.statusCode());
        assertEquals("ok", response.body());
    }

    @Test
    void healthNamesTheDatabaseWhenItDoesNotAnswer() throws Exception {
        bePlaying();
        databaseUp.set(false);
        HttpResponse<String> response = get("/health");
        assertEquals(503, response.statusCode());
        assertEquals("database", response.body());
    }

    @Test
    void healthNamesDiscordWhenTheBotIsNotLoggedIn() throws Exception {
        bePlaying();
        discordUp.set(false);
        HttpResponse<String> response = get("/health");
        assertEquals(503, response.statusCode());
        assertEquals("discord", response.body());
    }

    @Test
    void healthSaysStartingUntilTheBotIsUp() throws Exception {
        HttpResponse<String> response = get("/health");
        assertEquals(503, response.statusCode());
        assertEquals("starting", response.body());
    }

    @Test
    void aCheckThatThrowsCountsAsFailed() throws Exception {
        health.ready(List.of(new Check("database", () -> {
            throw new IllegalStateException("closed");
        })));
        assertEquals(503, get("/health").statusCode());
    }
}
