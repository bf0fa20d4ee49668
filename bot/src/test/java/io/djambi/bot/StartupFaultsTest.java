package io.djambi.bot;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.sun.net.httpserver.HttpServer;
import io.djambi.bot.store.DatabaseLock;
import java.io.IOException;
import java.net.InetSocketAddress;
import java.net.ServerSocket;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.Statement;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The bot started as an operator starts it, in a process of its own: each way it can fail to start is one line on
 * standard error, nothing else, and an exit status a supervisor can act on (2: fix something, 3: Discord).
 */
class StartupFaultsTest {
    private static final String TOKEN = "MTAwMDAwMDAwMDAwMDAwMDAx.Gfake0.never-printed";

    @TempDir
    Path dir;

    private record Run(int status, List<String> out, List<String> err) {}

    private Path config(int discordPort) throws IOException {
        Path config = dir.resolve("config.yml");
        Files.writeString(config, """
                discord:
                  restBaseUrl: "http://127.0.0.1:%d/api/v10/"
                  gatewayUrl: "ws://127.0.0.1:%d/gateway"
                database:
                  path: "%s"
                """.formatted(discordPort, discordPort, dir.resolve("djambi.db")));
        return config;
    }

    private Run bot(Path config) throws Exception {
        ProcessBuilder builder = new ProcessBuilder(
                        Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                        // as the jar's manifest says, so that the JVM's own warning is not a second line
                        "--enable-native-access=ALL-UNNAMED",
                        "-cp",
                        System.getProperty("java.class.path"),
                        Main.class.getName(),
                        "--config",
                        config.toString())
                .redirectOutput(dir.resolve("out.txt").toFile())
                .redirectError(dir.resolve("err.txt").toFile());
        builder.environment().put("DJAMBI_TOKEN", TOKEN);
        Process bot = builder.start();
        assertTrue(bot.waitFor(60, TimeUnit.SECONDS), "the bot did not give up");
        Run run = new Run(
                bot.exitValue(),
                Files.readAllLines(dir.resolve("out.txt"), StandardCharsets.UTF_8),
                Files.readAllLines(dir.resolve("err.txt"), StandardCharsets.UTF_8));
        assertFalse(String.join("\n", run.err()).contains(TOKEN), "the token was printed");
        return run;
    }

    private static int closedPort() throws IOException {
        try (ServerSocket socket = new ServerSocket(0)) {
            return socket.getLocalPort();
        }
    }

    private void assertOneLine(Run run, int status, String start) {
        assertEquals(status, run.status(), run.toString());
        assertEquals(1, run.err().size(), run.toString());
        assertTrue(run.err().getFirst().startsWith(start), run.toString());
        assertEquals(List.of(), run.out(), "nothing but the one line at INFO");
    }

    @Test
    void aBotThatCannotReachDiscordSaysSoInOneLineWithStatusThreeAndCreatesNoDatabase() throws Exception {
        Run run = bot(config(closedPort()));
        assertOneLine(run, 3, "Discord is unreachable (");
        assertFalse(Files.exists(dir.resolve("djambi.db")), "a bot that never ran left a database behind");
    }

    @Test
    void aRefusedTokenIsOneLineWithStatusThree() throws Exception {
        HttpServer discord = HttpServer.create(new InetSocketAddress("127.0.0.1", 0), 0);
        discord.createContext("/", exchange -> {
            byte[] body = "{\"message\": \"401: Unauthorized\", \"code\": 0}".getBytes(StandardCharsets.UTF_8);
            exchange.getResponseHeaders().add("Content-Type", "application/json");
            exchange.sendResponseHeaders(401, body.length);
            exchange.getResponseBody().write(body);
            exchange.close();
        });
        discord.start();
        try {
            assertOneLine(bot(config(discord.getAddress().getPort())), 3, "discord.token: Discord refused the token");
        } finally {
            discord.stop(0);
        }
    }

    @Test
    void anotherProgramsDatabaseIsOneLineWithStatusTwoAndLeftAsItWas() throws Exception {
        Path file = dir.resolve("djambi.db");
        try (Connection c = DriverManager.getConnection("jdbc:sqlite:" + file);
                Statement s = c.createStatement()) {
            s.execute("CREATE TABLE invoice (id INTEGER PRIMARY KEY, total REAL)");
        }
        byte[] before = Files.readAllBytes(file);
        assertOneLine(bot(config(closedPort())), 2, "database.path " + file + " is not this bot's database");
        assertArrayEquals(before, Files.readAllBytes(file));
    }

    @Test
    void aSecondBotOnTheSameDatabaseIsRefusedInOneLine() throws Exception {
        DatabaseLock firstBot = DatabaseLock.acquire(dir.resolve("djambi.db"));
        try {
            assertOneLine(
                    bot(config(closedPort())),
                    2,
                    "database.path " + dir.resolve("djambi.db") + " is in use by another running bot");
        } finally {
            firstBot.close();
        }
    }
}
