package io.djambi.bot.config;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.djambi.bot.text.Catalogue;
import io.djambi.engine.Result;
import java.util.Map;
import java.util.OptionalInt;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

class MetricsConfigTest {
    private final ConfigLoader loader = new ConfigLoader(Catalogue.english());

    private Result<BotConfig> parse(String yaml) {
        return loader.parse("config.yml", "discord: {token: t0k3n}\n" + yaml, Map.of());
    }

    @Test
    void withoutTheKeyThereIsNoMetricsServer() {
        // GIVEN a config with no metrics section WHEN it is read THEN no port is served
        assertEquals(OptionalInt.empty(), parse("").orThrow().metrics().served());
    }

    @Test
    void aPortTurnsTheMetricsServerOn() {
        assertEquals(
                OptionalInt.of(9404),
                parse("metrics:\n  port: 9404\n").orThrow().metrics().served());
    }

    @ParameterizedTest
    @ValueSource(strings = {"0", "-1", "65536", "100000"})
    void aPortOutOfRangeIsRefusedInOneLine(String port) {
        String reason = assertInstanceOf(Result.Rejected.class, parse("metrics:\n  port: " + port + "\n"))
                .reason();
        assertEquals("config.yml: key 'metrics.port' must be a port number from 1 to 65535", reason);
    }

    @Test
    void aPortThatIsNotANumberIsRefusedAsTheWrongKind() {
        String reason = assertInstanceOf(Result.Rejected.class, parse("metrics:\n  port: ninety\n"))
                .reason();
        assertTrue(reason.startsWith("config.yml: key 'metrics.port' has a value of the wrong kind"), reason);
    }

    @Test
    void anUnknownKeyUnderMetricsIsRefused() {
        String reason = assertInstanceOf(Result.Rejected.class, parse("metrics:\n  prot: 9404\n"))
                .reason();
        assertTrue(reason.contains("unknown key 'metrics.prot'"), reason);
    }
}
