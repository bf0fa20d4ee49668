package io.djambi.bot.config;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.djambi.bot.text.Catalogue;
import io.djambi.engine.Result;
import java.util.List;
import java.util.Map;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Combinators;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import net.jqwik.api.Tuple;
import net.jqwik.api.statistics.Statistics;

/**
 * The config file, whatever an admin writes in it: a config or one line that says what is wrong and where; never an
 * exception (the bot would die at start with a stack trace instead of a sentence).
 */
class ConfigLoaderPropertiesTest {
    private static final String NAME = "config.yml";
    private static final List<String> SECTIONS = List.of("discord", "database", "logging");
    private static final List<String> KEYS = List.of("token", "restBaseUrl", "gatewayUrl", "guildId", "path", "level");

    private final ConfigLoader loader = new ConfigLoader(Catalogue.english());

    @Property(tries = 600)
    void anyYamlIsAConfigOrARefusalInOneLine(@ForAll("yaml") String text) {
        Result<BotConfig> read = loader.parse(NAME, text, Map.of());
        Statistics.label("read")
                .collect(
                        switch (read) {
                            case Result.Ok<BotConfig> ok -> "a config";
                            case Result.Rejected<BotConfig> r ->
                                r.reason().contains("not valid YAML") ? "not YAML" : "a key refused";
                        });
        Statistics.label("read").coverage(c -> {
            c.check("a config").percentage(p -> p >= 2);
            c.check("a key refused").percentage(p -> p >= 20);
        });
        if (read instanceof Result.Rejected<BotConfig> r) {
            assertOneLine(r.reason());
            assertTrue(r.reason().startsWith(NAME + ": "), r.reason());
            assertTrue(
                    r.reason().contains("not valid YAML")
                            || r.reason().contains("key '")
                            || r.reason().contains("the file"),
                    "a refusal names the key: " + r.reason());
        }
    }

    @Property(tries = 300)
    void anyTextIsAConfigOrARefusalInOneLine(@ForAll("garbage") String text) {
        Result<BotConfig> read = loader.parse(NAME, text, Map.of(ConfigLoader.TOKEN_VARIABLE, "t"));
        if (read instanceof Result.Rejected<BotConfig> r) {
            assertOneLine(r.reason());
        }
    }

    @Property(tries = 300)
    void aWrittenConfigReadsBackEqual(@ForAll("configs") BotConfig config) {
        assertEquals(config, loader.parse(NAME, write(config), Map.of()).orThrow());
    }

    private static void assertOneLine(String reason) {
        assertTrue(!reason.isBlank() && reason.lines().count() == 1, () -> "one line: " + reason);
    }

    /** Valid configs: what an admin means to write. */
    @Provide
    Arbitrary<BotConfig> configs() {
        Arbitrary<String> token =
                Arbitraries.strings().withCharRange('!', '~').ofMinLength(1).ofMaxLength(40);
        Arbitrary<String> rest = Arbitraries.of("http://127.0.0.1:18080/api/v10/", "https://proxy.example/api")
                .injectNull(0.5);
        Arbitrary<String> gateway = Arbitraries.of("ws://127.0.0.1:18080/gateway", "wss://gw.example")
                .injectNull(0.5);
        Arbitrary<String> guild =
                Arbitraries.strings().numeric().ofMinLength(1).ofMaxLength(20).injectNull(0.5);
        Arbitrary<String> path = Arbitraries.strings()
                .withCharRange(' ', '~')
                .ofMinLength(1)
                .ofMaxLength(30)
                .filter(p -> !p.isBlank());
        Arbitrary<String> level = Arbitraries.of("TRACE", "DEBUG", "INFO", "WARN", "ERROR");
        return Combinators.combine(token, rest, gateway, guild, path, level)
                .as((t, r, g, id, p, l) ->
                        new BotConfig(new DiscordConfig(t, r, g, id), new DatabaseConfig(p), new LoggingConfig(l)));
    }

    /** A config as YAML, every string double-quoted with YAML's escapes. */
    private static String write(BotConfig c) {
        StringBuilder sb = new StringBuilder("discord:\n");
        DiscordConfig d = c.discord();
        sb.append("  token: ").append(quoted(d.token())).append('\n');
        d.restBase()
                .ifPresent(v -> sb.append("  restBaseUrl: ").append(quoted(v)).append('\n'));
        d.gateway().ifPresent(v -> sb.append("  gatewayUrl: ").append(quoted(v)).append('\n'));
        d.guild().ifPresent(v -> sb.append("  guildId: ").append(quoted(v)).append('\n'));
        sb.append("database:\n  path: ").append(quoted(c.database().path())).append('\n');
        sb.append("logging:\n  level: ").append(quoted(c.logging().level())).append('\n');
        return sb.toString();
    }

    private static String quoted(String s) {
        return "\"" + s.replace("\\", "\\\\").replace("\"", "\\\"") + "\"";
    }

    /**
     * YAML documents near the config's shape: the known sections and keys, misspelt ones, keys twice, values of
     * every kind (numbers too long for any type, lists, maps, nulls, tags, anchors and aliases), in block or flow
     * style.
     */
    @Provide
    Arbitrary<String> yaml() {
        Arbitrary<String> section = Arbitraries.frequency(
                Tuple.of(8, "discord"),
                Tuple.of(5, "database"),
                Tuple.of(5, "logging"),
                Tuple.of(1, "Discord"),
                Tuple.of(1, "databse"),
                Tuple.of(1, "\"a\\nb\""),
                Tuple.of(1, "? [x]"),
                Tuple.of(1, "''"),
                Tuple.of(1, "1"));
        Arbitrary<String> key = Arbitraries.frequency(
                Tuple.of(6, "token"),
                Tuple.of(2, "restBaseUrl"),
                Tuple.of(2, "gatewayUrl"),
                Tuple.of(2, "guildId"),
                Tuple.of(3, "path"),
                Tuple.of(3, "level"),
                Tuple.of(1, "tokn"),
                Tuple.of(1, "\"to\\nken\""),
                Tuple.of(1, "\"\""),
                Tuple.of(1, "null"));
        Arbitrary<String> entry = Combinators.combine(key, value()).as((k, v) -> "  " + k + ": " + v);
        Arbitrary<String> block = Combinators.combine(section, entry.list().ofMaxSize(4))
                .as((s, entries) -> s + ":" + (entries.isEmpty() ? "" : "\n" + String.join("\n", entries)));
        Arbitrary<String> flow = Combinators.combine(
                        section,
                        Combinators.combine(key, value())
                                .as((k, v) -> k + ": " + v)
                                .list()
                                .ofMaxSize(3))
                .as((s, kv) -> s + ": {" + String.join(", ", kv) + "}");
        Arbitrary<String> scalarSection = Combinators.combine(section, value()).as((s, v) -> s + ": " + v);
        Arbitrary<String> part =
                Arbitraries.frequencyOf(Tuple.of(6, block), Tuple.of(3, flow), Tuple.of(1, scalarSection));
        Arbitrary<String> document = part.list().ofMaxSize(4).map(parts -> String.join("\n", parts) + "\n");
        Arbitrary<String> odd = Arbitraries.of(
                "",
                "\n",
                "---\n",
                "---\n...\n",
                "~",
                "[]",
                "- discord\n",
                "42",
                "discord: &a {token: x}\nlogging: *a\n",
                "discord: *nowhere\n",
                "!!binary AAAA\n",
                "discord: {token: x}\n---\ndiscord: {token: y}\n",
                "discord:\n  token: x\n  token: y\n",
                "discord: {token: x}\ndiscord: {token: y}\n",
                "\uFEFFdiscord: {token: x}\n",
                "discord:\0 {}\n");
        return Arbitraries.frequencyOf(Tuple.of(12, document), Tuple.of(1, odd));
    }

    private static Arbitrary<String> value() {
        Arbitrary<String> plain = Arbitraries.strings()
                .withChars("abcxyz019 .:-_/#'\"@`|>!&*%{}[],?\\")
                .ofMaxLength(12);
        Arbitrary<String> number = Arbitraries.of(
                "0",
                "-1",
                "1.5",
                "1e400",
                "0x1F",
                "0o17",
                ".inf",
                "-.nan",
                "9".repeat(25),
                "1".repeat(1500),
                "1" + "0".repeat(400) + ".5");
        Arbitrary<String> string = Arbitraries.of(
                "\"abc.def.ghi\"",
                "''",
                "\"\"",
                "\"http://127.0.0.1:18080/api/\"",
                "ws://x",
                "\"900000000000000100\"",
                "debug",
                "INFO",
                "\"t o k\"",
                "\"a\\nb\"",
                "'\\u0000'",
                "\"\\u0000\"",
                "|\n    block\n    text",
                "\"" + "x".repeat(300) + "\"");
        Arbitrary<String> other = Arbitraries.of(
                "~",
                "null",
                "true",
                "no",
                "[]",
                "[a, b]",
                "{}",
                "{token: x}",
                "{a: {b: {c: [1, [2, [3]]]}}}",
                "!!int x",
                "!!str 5",
                "!!binary AAAA",
                "!!float abc",
                "!!java.io.File x",
                "&anchor x",
                "*anchor",
                "2026-11-23",
                "[".repeat(60) + "]".repeat(60),
                "{a: 1, a: 2}");
        return Arbitraries.frequencyOf(
                Tuple.of(3, plain), Tuple.of(2, number), Tuple.of(4, string), Tuple.of(3, other));
    }

    /** Text from YAML's own punctuation, with tabs, line breaks and the odd control character. */
    @Provide
    Arbitrary<String> garbage() {
        return Arbitraries.oneOf(
                Arbitraries.strings()
                        .withChars("discord:tokenpath level\n\t -[]{}#&*!|>'\"%@`,?\\~.\r\u0000\u0085")
                        .ofMaxLength(60),
                Arbitraries.strings().all().ofMaxLength(40));
    }
}
