package io.djambi.bot.game;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.time.Duration;
import java.util.Optional;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;

/** A turn time typed the French way reads as the English one: a day is "j" (jour), a minute may be "min". */
class TableSettingsDurationTest {
    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = '|', textBlock = """
            2j       | PT48H
            2J       | PT48H
            12 h     | PT12H
            1j12h    | PT36H
            1 j 12 h | PT36H
            90 min   | PT1H30M
            1j30min  | PT24H30M
            3d       | PT72H
            90m      | PT1H30M
            """)
    void aDurationReadsInFrenchAsInEnglish(String typed, Duration expected) {
        assertEquals(Optional.of(expected), TableSettings.parseDuration(typed));
    }

    @ParameterizedTest(name = "{0}")
    @ValueSource(strings = {"2 jours", "j", "12hj", "1h1j", "2jd"})
    void aDurationInNoKnownFormIsNone(String typed) {
        assertEquals(Optional.empty(), TableSettings.parseDuration(typed));
    }

    @org.junit.jupiter.api.Test
    void aDurationIsShownInTheReadersWords() {
        io.djambi.bot.text.Catalogue english = io.djambi.bot.text.Catalogue.english();
        io.djambi.bot.text.Catalogue french = english.forLocale(java.util.Locale.FRENCH);
        java.time.Duration dayAndHalf = java.time.Duration.ofHours(36);
        org.junit.jupiter.api.Assertions.assertEquals("1d 12h", TableSettings.durationText(dayAndHalf, english));
        org.junit.jupiter.api.Assertions.assertEquals(
                "1 j 12 h", TableSettings.durationText(dayAndHalf, french).replace('\u00a0', ' '));
        org.junit.jupiter.api.Assertions.assertEquals(
                "30 s",
                TableSettings.durationText(java.time.Duration.ofSeconds(30), french)
                        .replace('\u00a0', ' '));
    }
}
