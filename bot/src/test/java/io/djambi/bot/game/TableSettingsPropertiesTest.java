package io.djambi.bot.game;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.djambi.engine.Result;
import java.time.Duration;
import java.util.Map;
import java.util.Optional;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Combinators;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import net.jqwik.api.Tuple;
import net.jqwik.api.statistics.Statistics;

/** The turn time a host types: any text is a duration or a clean refusal; a written duration reads back equal. */
class TableSettingsPropertiesTest {
    private static final long LONGEST_WRITTEN = Duration.ofDays(1000).toSeconds() - 1;

    @Property(tries = 1000)
    void anyTextIsADurationOrNothing(@ForAll("typed") String text) {
        Optional<Duration> read = TableSettings.parseDuration(text);
        read.ifPresent(d -> assertEquals(
                d,
                TableSettings.parseDuration(TableSettings.durationText(d)).orElseThrow(),
                "what was read reads back from its written form"));
    }

    @Property(tries = 1000)
    void anyTurnTimeIsASettingOrARefusalInOneLine(@ForAll("typed") String text) {
        Result<TableSettings> read =
                TableSettings.DEFAULTS.withClockOptions(Map.of("turn-time", text, "timeout", text), TestGames.TEXT);
        Result<TableSettings> turnTimeAlone =
                TableSettings.DEFAULTS.withClockOptions(Map.of("turn-time", text), TestGames.TEXT);
        Statistics.label("turn-time").collect(turnTimeAlone instanceof Result.Ok ? "accepted" : "refused");
        Statistics.label("turn-time").coverage(c -> c.check("accepted").percentage(p -> p >= 4));
        for (Result<TableSettings> r : java.util.List.of(read, turnTimeAlone)) {
            if (r instanceof Result.Rejected<TableSettings> refused) {
                assertTrue(
                        !refused.reason().isBlank() && refused.reason().lines().count() == 1,
                        () -> "one line: " + refused.reason());
            } else {
                Duration t = r.orThrow().turnTime();
                assertTrue(
                        t.isZero()
                                || (t.compareTo(TableSettings.MIN_TURN_TIME) >= 0
                                        && t.compareTo(TableSettings.MAX_TURN_TIME) <= 0),
                        "in range or none: " + t);
            }
        }
    }

    @Property(tries = 1000)
    void aWrittenDurationReadsBackEqual(@ForAll("durations") Duration duration) {
        String written = TableSettings.durationText(duration);
        assertEquals(Optional.of(duration), TableSettings.parseDuration(written), written);
        assertEquals(
                Optional.of(duration),
                TableSettings.parseDuration(" " + written.toUpperCase(java.util.Locale.ROOT) + " "),
                "case and spaces do not matter: " + written);
    }

    @Property(tries = 500)
    void aTablesTurnTimeTextGivesTheSameSettingBack(@ForAll("turnTimes") Duration turnTime) {
        TableSettings settings = TableSettings.DEFAULTS
                .withClockOptions(Map.of(), TestGames.TEXT)
                .orThrow();
        TableSettings set = new TableSettings(
                settings.players(),
                settings.press(),
                turnTime,
                settings.revealPress(),
                settings.eliminatedPress(),
                settings.timeout(),
                settings.aiFinish());
        TableSettings again = TableSettings.DEFAULTS
                .withClockOptions(Map.of("turn-time", set.turnTimeText()), TestGames.TEXT)
                .orThrow();
        assertEquals(set, again, set.turnTimeText());
    }

    @Provide
    Arbitrary<Duration> durations() {
        return Arbitraries.frequencyOf(
                        Tuple.of(3, Arbitraries.longs().between(0, LONGEST_WRITTEN)),
                        Tuple.of(1, Arbitraries.longs().between(0, 100).map(n -> n * 60)),
                        Tuple.of(1, Arbitraries.longs().between(0, 999).map(n -> n * 3600)))
                .map(Duration::ofSeconds);
    }

    /** Every turn time a table can have: none, or from 30 seconds to 30 days. */
    @Provide
    Arbitrary<Duration> turnTimes() {
        return Arbitraries.oneOf(
                Arbitraries.just(TableSettings.NO_TURN_TIME),
                Arbitraries.longs()
                        .between(TableSettings.MIN_TURN_TIME.toSeconds(), TableSettings.MAX_TURN_TIME.toSeconds())
                        .map(Duration::ofSeconds));
    }

    /** What a host might type: near misses of the duration syntax, numbers too long for it, and any text at all. */
    @Provide
    Arbitrary<String> typed() {
        Arbitrary<String> number = Arbitraries.frequencyOf(
                Tuple.of(5, Arbitraries.integers().between(0, 99).map(String::valueOf)),
                Tuple.of(1, Arbitraries.strings().numeric().ofMinLength(1).ofMaxLength(30)),
                Tuple.of(1, Arbitraries.of("-1", "+5", "1.5", "1e3", "0x10", "\u0661", "")));
        Arbitrary<String> unit = Arbitraries.of("d", "h", "m", "s", "D", "H", "M", "S", "w", "ms", " ", "");
        Arbitrary<String> part = Combinators.combine(number, unit).as((n, u) -> n + u);
        Arbitrary<String> shaped = part.list().ofMinSize(1).ofMaxSize(5).map(parts -> String.join("", parts));
        Arbitrary<String> alphabet = Arbitraries.strings()
                .withChars("0123456789dhmsDHMSnoe \t\n-+.:\u0130\u212a")
                .ofMaxLength(12);
        return Arbitraries.frequencyOf(
                Tuple.of(6, shaped),
                Tuple.of(2, alphabet),
                Tuple.of(
                        1,
                        Arbitraries.of(
                                "none", " NONE ", "None\n", "nonee", "24h", "30s", "29s", "30d", "30d1s", "1d12h",
                                "12h 30m", "")),
                Tuple.of(1, Arbitraries.strings().all().ofMaxLength(20)));
    }
}
