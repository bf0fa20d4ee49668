package io.djambi.bot.console;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;

import io.djambi.bot.text.Catalogue;
import io.djambi.engine.Result;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

/**
 * Every line the console prints beside a button, "(here: /takeback-answer table:1 …)", is one the console takes: a
 * player types what it shows him. The takeback's and the seats' answers were refused as unknown commands.
 */
class ConsoleButtonLinesTest {
    /** A command the console shows to type: from its slash to the next comma, " or ", or the closing bracket. */
    private static final Pattern SHOWN = Pattern.compile("(/[a-z][^,)]*?)(?=, | or |\\))");

    @Test
    void everyCommandShownBesideAButtonIsOneTheConsoleTakes() {
        Catalogue english = Catalogue.english();
        List<String> shown = new ArrayList<>();
        for (String key : List.of(
                "console.lobby.buttons",
                "console.board.button",
                "console.draw.buttons",
                "console.takeback.buttons",
                "console.seat-offer.buttons",
                "console.seat-wanted.button",
                "console.confirm.buttons")) {
            // a table, a version, a seat and a person; the question's action for the confirmation
            String words = key.equals("console.confirm.buttons")
                    ? english.get(key, "draw")
                    : english.get(key, "1", "3", "red", "@bob");
            Matcher m = SHOWN.matcher(words.substring(words.indexOf("(")));
            while (m.find()) {
                shown.add(m.group(1).strip());
            }
        }
        assertFalse(shown.isEmpty());
        for (String line : shown) {
            Result<?> read = ConsoleLine.parse("@ann " + line, "ann");
            assertInstanceOf(Result.Ok.class, read, line + ": " + read);
        }
        // the answers' lines are among them, as the console prints them
        assertFalse(shown.stream().noneMatch(l -> l.startsWith("/takeback-answer")), shown.toString());
        assertFalse(shown.stream().noneMatch(l -> l.startsWith("/replace-take")), shown.toString());
    }
}
