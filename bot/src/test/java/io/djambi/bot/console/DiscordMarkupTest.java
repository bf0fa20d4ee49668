package io.djambi.bot.console;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.time.Clock;
import java.time.Instant;
import java.time.ZoneOffset;
import java.util.Locale;
import java.util.TimeZone;
import org.junit.jupiter.api.Test;

/** The console prints Discord's mentions and timestamps as words, in its language, as Discord draws them. */
class DiscordMarkupTest {
    private static final Instant NOW = Instant.parse("2026-11-26T12:00:00Z");
    private static final long IN_A_DAY = NOW.getEpochSecond() + 86_400;

    private static DiscordMarkup markup(Locale language) {
        return new DiscordMarkup(Clock.fixed(NOW, ZoneOffset.UTC), language, TimeZone.getTimeZone("UTC"));
    }

    @Test
    void aMentionIsTheUsersName() {
        assertEquals("@ann, your move. @bob too.", markup(Locale.ENGLISH).plain("<@ann>, your move. <@!bob> too."));
    }

    @Test
    void aRelativeTimestampSaysHowLongFromNowInTheConsolesLanguage() {
        assertEquals("Due in 1 day.", markup(Locale.ENGLISH).plain("Due <t:" + IN_A_DAY + ":R>."));
        assertEquals("dans 1 jour", markup(Locale.FRENCH).plain("<t:" + IN_A_DAY + ":R>"));
        assertEquals(
                "in 3 hours", markup(Locale.ENGLISH).plain("<t:" + (NOW.getEpochSecond() + 3 * 3600 + 60) + ":R>"));
        assertEquals("5 minutes ago", markup(Locale.ENGLISH).plain("<t:" + (NOW.getEpochSecond() - 300) + ":R>"));
    }

    @Test
    void aDateAndTimeIsWrittenInTheConsolesLanguageAndZone() {
        String english = markup(Locale.ENGLISH).plain("(<t:" + IN_A_DAY + ":f>)");
        assertEquals("(November 27, 2026 at 12:00 PM)", english.replace('\u202f', ' '));
        String french = markup(Locale.FRENCH).plain("<t:" + IN_A_DAY + ":f>");
        assertEquals("27 novembre 2026 à 12:00", french);
        // No style is Discord's default, the same as f
        assertEquals(
                markup(Locale.ENGLISH).plain("<t:" + IN_A_DAY + ":f>"),
                markup(Locale.ENGLISH).plain("<t:" + IN_A_DAY + ">"));
    }

    @Test
    void otherAngleBracketsAreLeftAlone() {
        assertEquals("<#1001> <t:abc:R> a < b", markup(Locale.ENGLISH).plain("<#1001> <t:abc:R> a < b"));
    }
}
