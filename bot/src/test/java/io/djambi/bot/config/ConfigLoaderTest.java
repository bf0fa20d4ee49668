package io.djambi.bot.config;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.djambi.bot.game.Shards;
import io.djambi.bot.text.Catalogue;
import io.djambi.engine.Result;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class ConfigLoaderTest {
    private static final String ON_POSTGRESQL = "database: {url: \"jdbc:postgresql://db/djambi\"}\n";

    private final ConfigLoader loader = new ConfigLoader(Catalogue.english());

    private String refusal(String yaml, Map<String, String> env) {
        return assertInstanceOf(Result.Rejected.class, loader.parse("config.yml", yaml, env))
                .reason();
    }

    private BotConfig accepted(String yaml, Map<String, String> env) {
        return loader.parse("config.yml", yaml, env).orThrow();
    }

    @Test
    void theExampleConfigIsValidOnceATokenIsGiven() throws IOException {
        String example = Files.readString(Path.of("..", "config.example.yml"));
        BotConfig config = accepted(example, Map.of("DJAMBI_TOKEN", "abc.def.ghi"));
        assertEquals("abc.def.ghi", config.discord().token());
        assertEquals("djambi.db", config.database().path());
        assertEquals("INFO", config.logging().level());
    }

    @Test
    void everyKeyIsReadAndDefaultsFillTheRest() {
        BotConfig config = accepted("""
                discord:
                  token: "t0k3n"
                  restBaseUrl: "http://127.0.0.1:18080/api/v10/"
                  gatewayUrl: "ws://127.0.0.1:18080/gateway"
                  guildId: "900000000000000100"
                database:
                  path: "/var/lib/djambi/games.db"
                logging:
                  level: debug
                """, Map.of());
        assertEquals("http://127.0.0.1:18080/api/v10/", config.discord().restBaseUrl());
        assertEquals("ws://127.0.0.1:18080/gateway", config.discord().gatewayUrl());
        assertEquals("900000000000000100", config.discord().guildId());
        assertEquals("/var/lib/djambi/games.db", config.database().path());
        assertEquals("DEBUG", config.logging().level());
        assertEquals(
                "djambi.db",
                accepted("discord: {token: x}", Map.of()).database().path());
    }

    @Test
    void theEnvironmentTokenOverridesTheFile() {
        assertEquals(
                "from-env",
                accepted("discord: {token: from-file}", Map.of("DJAMBI_TOKEN", "from-env"))
                        .discord()
                        .token());
    }

    @Test
    void theTokenNeverAppearsInTheConfigsText() {
        BotConfig config = accepted("discord: {token: secret-token-value}", Map.of());
        assertFalse(config.toString().contains("secret-token-value"), config.toString());
    }

    @Test
    void anUnknownKeyIsFoundOnItsOwnLine() {
        // The parser stops at the end of the section, lines below the typo: an admin was sent to the wrong line
        String yaml = """
                discord:
                  token: x
                  # a comment
                  tokne: y
                  guildId: "123"
                database:
                  path: "djambi.db"
                """;
        String reason = refusal(yaml, Map.of());
        assertTrue(reason.contains("unknown key 'discord.tokne' (line 4)"), reason);
        assertTrue(refusal("# the config\ndatabse:\n  path: x\ndiscord:\n  token: x\n", Map.of())
                .contains("unknown key 'databse' (line 2)"));
    }

    @Test
    void eachMistakeNamesItsKeyInOneLine() {
        assertTrue(refusal("discord: {tokn: x}", Map.of()).contains("unknown key 'discord.tokn'"));
        assertTrue(refusal("databse: {path: x}\ndiscord: {token: x}", Map.of()).contains("unknown key 'databse'"));
        assertTrue(refusal("database: {path: x}", Map.of()).contains("'discord.token' is missing"));
        assertTrue(
                refusal("discord: {token: x, restBaseUrl: ftp://x}", Map.of()).contains("discord.restBaseUrl"));
        assertTrue(
                refusal("discord: {token: x, gatewayUrl: http://x}", Map.of()).contains("discord.gatewayUrl"));
        assertTrue(refusal("discord: {token: x, guildId: my-server}", Map.of()).contains("discord.guildId"));
        assertTrue(
                refusal("discord: {token: x}\nlogging: {level: LOUD}", Map.of()).contains("logging.level"));
        assertTrue(refusal("discord: {token: x}\ndatabase: {path: [a, b]}", Map.of())
                .contains("'database.path'"));
        assertTrue(refusal("discord:\n\ttoken: x", Map.of()).contains("not valid YAML"));
        for (String bad : new String[] {"discord: {tokn: x}", "discord:\n\ttoken: x", "database: {path: x}"}) {
            assertFalse(refusal(bad, Map.of()).contains("\n"), "one line: " + refusal(bad, Map.of()));
        }
    }

    @Test
    void aKeyWrittenTwiceIsRefusedRatherThanTheLastOneWinning() {
        assertTrue(refusal("discord:\n  token: x\n  token: y\n", Map.of())
                .contains("key 'discord.token' is written twice"));
        assertTrue(refusal("discord: {token: x}\ndiscord: {token: y}\n", Map.of())
                .contains("key 'discord' is written twice"));
    }

    @Test
    void aFileThatIsNotASetOfKeysIsRefusedAsSuch() {
        assertTrue(refusal("- discord\n", Map.of()).contains("the file must hold keys"));
        assertTrue(refusal("42", Map.of()).contains("the file must hold keys"));
        assertTrue(refusal("discord: {token: x}\n---\ndiscord: {token: y}\n", Map.of())
                .contains("more than one YAML document"));
    }

    @Test
    void anEmptyDocumentTakesEveryDefault() {
        for (String empty : new String[] {"", "\n", "# nothing yet\n", "---\n", "~"}) {
            assertEquals(
                    "djambi.db",
                    accepted(empty, Map.of("DJAMBI_TOKEN", "t")).database().path(),
                    empty);
        }
    }

    @Test
    void aKeyWithALineBreakIsQuotedOnOneLine() {
        String reason = refusal("discord: {\"to\\nken\": x}", Map.of());
        assertTrue(reason.contains("unknown key 'discord.to\\nken'"), reason);
        assertFalse(reason.contains("\n"), reason);
    }

    @Test
    void aControlCharacterInAValueIsRefusedWithItsKey() {
        assertTrue(
                refusal("discord: {token: \"a\\u0000b\"}", Map.of()).contains("key 'discord.token' holds a control"));
        assertTrue(refusal("discord: {token: x}\ndatabase: {path: \"a\\nb.db\"}", Map.of())
                .contains("'database.path'"));
    }

    @Test
    void aMissingFileSaysSo(@TempDir Path dir) {
        var result = loader.load(dir.resolve("nope.yml"), Map.of());
        assertTrue(assertInstanceOf(Result.Rejected.class, result).reason().contains("no such file"));
    }

    @Test
    void aPostgresqlUrlIsTakenWithItsUserAndPasswordAndTheEnvironmentWins() {
        BotConfig fromFile = accepted("""
                discord: {token: "t"}
                database: {url: "jdbc:postgresql://db:5432/djambi", user: "bot", password: "file-secret"}
                """, Map.of());
        assertEquals("jdbc:postgresql://db:5432/djambi", fromFile.database().effectiveUrl());
        assertEquals("bot", fromFile.database().givenUser().orElseThrow());
        BotConfig fromEnvironment = accepted(
                "discord: {token: \"t\"}\n",
                Map.of(
                        "DJAMBI_DB_URL", "jdbc:postgresql://other/djambi",
                        "DJAMBI_DB_USER", "ops",
                        "DJAMBI_DB_PASSWORD", "env-secret"));
        assertEquals(
                "jdbc:postgresql://other/djambi", fromEnvironment.database().effectiveUrl());
        assertEquals("ops", fromEnvironment.database().givenUser().orElseThrow());
        assertEquals("env-secret", fromEnvironment.database().givenPassword().orElseThrow());
        assertFalse(fromEnvironment.toString().contains("env-secret"), "the password is never in the config's text");
    }

    @Test
    void withoutAUrlTheDatabaseIsTheSqliteFileOfPath() {
        assertEquals(
                "jdbc:sqlite:games.db",
                accepted("discord: {token: \"t\"}\ndatabase: {path: \"games.db\"}\n", Map.of())
                        .database()
                        .effectiveUrl());
    }

    @Test
    void aDatabaseUrlOfNeitherKindIsRefusedInOneLine() {
        assertEquals(
                "config.yml: key 'database.url' must be jdbc:sqlite:<file> or jdbc:postgresql://<host>/<database>",
                refusal("discord: {token: \"t\"}\ndatabase: {url: \"mysql://db/djambi\"}\n", Map.of()));
    }

    @Test
    void withoutShardsOrWithAutoTheProcessRunsWhatDiscordRecommends() {
        // GIVEN no discord.shards, then the word auto (in any case)
        // WHEN the config is read
        // THEN no range is fixed: the count comes from Discord at login
        assertEquals(
                Optional.empty(),
                accepted("discord: {token: t}", Map.of()).discord().fixedShards());
        assertEquals(
                Optional.empty(),
                accepted("discord: {token: t, shards: auto}", Map.of())
                        .discord()
                        .fixedShards());
        assertEquals(
                Optional.empty(),
                accepted("discord: {token: t, shards: Auto}", Map.of())
                        .discord()
                        .fixedShards());
    }

    @Test
    void aRangeOfShardsIsTheShareOfThisProcess() {
        // GIVEN total and ids as a range, a single id, and a single id written as a number
        // WHEN the config is read
        // THEN the process runs those shards of that total
        assertEquals(
                Optional.of(new Shards(4, 2, 3)),
                accepted("discord:\n  token: t\n  shards:\n    total: 4\n    ids: \"2-3\"\n" + ON_POSTGRESQL, Map.of())
                        .discord()
                        .fixedShards());
        assertEquals(
                Optional.of(new Shards(2, 1, 1)),
                accepted("discord: {token: t, shards: {total: 2, ids: \"1\"}}\n" + ON_POSTGRESQL, Map.of())
                        .discord()
                        .fixedShards());
        assertEquals(
                Optional.of(new Shards(2, 0, 0)),
                accepted("discord: {token: t, shards: {total: 2, ids: 0}}\n" + ON_POSTGRESQL, Map.of())
                        .discord()
                        .fixedShards());
    }

    @Test
    void partOfTheShardsOnAnSqliteFileIsRefusedSinceOtherProcessesCouldNotShareIt() {
        assertEquals(
                "config.yml: key 'discord.shards' gives this process part of the shards, so other processes run the"
                        + " rest: they must share a PostgreSQL database (database.url), not an SQLite file",
                refusal("discord: {token: t, shards: {total: 2, ids: 0}}\n", Map.of()));
        assertEquals(
                Optional.of(Shards.all(2)),
                accepted("discord: {token: t, shards: {total: 2, ids: 0-1}}\n", Map.of())
                        .discord()
                        .fixedShards(),
                "every shard in one process is fine on SQLite");
    }

    @Test
    void aRangeOutsideItsTotalOrBackwardsIsRefusedInOneLine() {
        // GIVEN ids beyond the total, backwards, negative or not a range
        // WHEN the config is read
        // THEN each is refused in one line that names discord.shards.ids and the last shard there is
        for (String ids : new String[] {"0-4", "4", "3-1", "-1", "a-b", "0-", "0,1", ""}) {
            String reason = refusal("discord: {token: t, shards: {total: 4, ids: \"" + ids + "\"}}", Map.of());
            assertEquals(
                    "config.yml: key 'discord.shards.ids' must be one shard or a range a-b with a <= b, from 0 to 3"
                            + " (found '" + ids + "')",
                    reason,
                    ids);
        }
    }

    @Test
    void aShardsSettingWithoutItsPartsOrWithAnotherWordIsRefusedByKey() {
        assertEquals(
                "config.yml: key 'discord.shards.ids' is missing: the shards this process runs, one (such as 0) or a"
                        + " range (such as 0-3)",
                refusal("discord: {token: t, shards: {total: 4}}", Map.of()));
        assertTrue(refusal("discord: {token: t, shards: {ids: \"0\"}}", Map.of())
                .startsWith("config.yml: key 'discord.shards.total' must be the number of shards"));
        assertTrue(refusal("discord: {token: t, shards: {total: 0, ids: \"0\"}}", Map.of())
                .startsWith("config.yml: key 'discord.shards.total' must be the number of shards"));
        assertTrue(refusal("discord: {token: t, shards: many}", Map.of())
                .startsWith("config.yml: key 'discord.shards' must be auto, or total and ids"));
        assertTrue(refusal("discord: {token: t, shards: {total: 2, ids: \"0\", count: 2}}", Map.of())
                .contains("unknown key 'discord.shards.count'"));
        assertTrue(refusal("discord: {token: t, shards: {total: two, ids: \"0\"}}", Map.of())
                .contains("'discord.shards.total'"));
    }
}
