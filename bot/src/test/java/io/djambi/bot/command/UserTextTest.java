package io.djambi.bot.command;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.regex.Pattern;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

class UserTextTest {
    /** What Discord reads as a mention: a user, a role, a channel, a slash command, everyone or here. */
    private static final Pattern MENTION = Pattern.compile("<(@[!&]?|#|/)[^>]*>|@(everyone|here)");

    private static final String WAVE = "\uD83D\uDC4B"; // one emoji, two UTF-16 units

    @Test
    void aNameThatIsAUserMentionPingsNobodyAndStillReadsTheSame() {
        String shown = UserText.name("<@123456789012345678>");
        assertFalse(MENTION.matcher(shown).find(), shown);
        assertEquals(
                "<@123456789012345678>",
                UserText.plain(shown).replace("\u200B", ""),
                "it reads as typed: only escapes and invisible breaks were added");
    }

    @ParameterizedTest
    @ValueSource(strings = {"@everyone", "@here", "<@&42>", "<#42>", "</djambi start:1>", "<@!42>", "x @everyone y"})
    void noMentionOfAnyKindSurvivesInAName(String raw) {
        String shown = UserText.name(raw);
        assertFalse(MENTION.matcher(shown).find(), shown);
    }

    @Test
    void markdownInANameIsShownAsTypedNotAsBold() {
        assertEquals("\\*\\*x\\*\\*", UserText.name("**x**"));
        assertEquals(
                "\\_\\_a\\_\\_ \\~\\~b\\~\\~ \\`c\\` \\|\\|d\\|\\| \\# e \\> f \\- g \\[h\\]\\(i\\)",
                UserText.quoted("__a__ ~~b~~ `c` ||d|| # e > f - g [h](i)", 100));
        assertEquals("a\\\\b", UserText.name("a\\b"), "a backslash cannot undo the next escape");
    }

    @Test
    void aRightToLeftOverrideCannotTurnTheBotsSentenceAround() {
        String shown = UserText.name("\u202Eevil\u202C\u2066x\u2069\u200F\u200E\u061C");
        assertEquals("evilx", shown);
        assertTrue(shown.codePoints().noneMatch(UserText::isBidiControl));
    }

    @Test
    void fortyEmojiAreCutToThirtyTwoGraphemesWithAnEllipsisAndNoHalfEmoji() {
        String shown = UserText.name(WAVE.repeat(40));
        assertEquals(WAVE.repeat(31) + "\u2026", shown);
        assertEquals(UserText.NAME_LENGTH, UserText.graphemes(shown));
    }

    @Test
    void aCutNeverSplitsAFamilyAFlagOrAnAccentedLetter() {
        String family = "\uD83D\uDC68\u200D\uD83D\uDC69\u200D\uD83D\uDC67"; // man, ZWJ, woman, ZWJ, girl
        String flag = "\uD83C\uDDEB\uD83C\uDDF7"; // two regional indicators: France
        String accented = "e\u0301"; // e and a combining acute accent
        for (String cluster : new String[] {family, flag, accented}) {
            String shown = UserText.name(cluster.repeat(33));
            assertEquals(cluster.repeat(31) + "\u2026", shown, cluster);
        }
        assertEquals("ab" + family, UserText.cut("ab" + family, 3), "exactly the length: kept whole");
    }

    @Test
    void aNameOfThirtyTwoIsKeptAndLineBreaksBecomeSpaces() {
        assertEquals("a".repeat(32), UserText.name("a".repeat(32)));
        assertEquals("ann bob", UserText.name("ann\nbob"));
        assertEquals("ann", UserText.name("  ann\t"));
    }

    @Test
    void aNameOfNothingVisibleStillShowsSomething() {
        assertEquals(UserText.NO_NAME, UserText.name("\u202E\u202C  \n"));
        assertEquals(UserText.NO_NAME, UserText.name(""));
    }

    @Test
    void quotedTextKeepsItsLinesButNotItsMentions() {
        String shown = UserText.quoted("Deal?\n@everyone **now**", 100);
        assertEquals("Deal?\n@\u200Beveryone \\*\\*now\\*\\*", shown);
    }

    @Test
    void plainTextForButtonsDropsTheEscapesButKeepsTheMentionsBroken() {
        assertEquals("**x**", UserText.plain(UserText.name("**x**")));
        assertEquals("a\\b", UserText.plain(UserText.name("a\\b")));
        assertFalse(MENTION.matcher(UserText.plain(UserText.name("@everyone"))).find());
    }

    @Property
    void anyNameIsSafeShortAndFreeOfBidiControls(@ForAll String raw) {
        String shown = UserText.name(raw);
        assertFalse(MENTION.matcher(shown).find(), shown);
        assertTrue(shown.codePoints().noneMatch(UserText::isBidiControl), shown);
        assertTrue(UserText.graphemes(UserText.plain(shown).replace("\u200B", "")) <= UserText.NAME_LENGTH, shown);
        assertFalse(shown.isBlank());
    }
}
