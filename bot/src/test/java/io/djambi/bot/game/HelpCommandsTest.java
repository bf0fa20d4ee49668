package io.djambi.bot.game;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.djambi.bot.command.CommandSpec;
import io.djambi.bot.command.Reach;
import io.djambi.bot.command.Reply;
import io.djambi.bot.dispatch.Declarations;
import io.djambi.bot.text.Catalogue;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

/** {@code /djambi help} names every command a player can type, once, and sends newcomers to the rules. */
class HelpCommandsTest {
    private static final Pattern NAMED = Pattern.compile("`/([a-z-]+(?: [a-z-]+)?)`");

    /** The help's messages, as the command answers. */
    private static List<String> sent() {
        return new HelpCommands(Catalogue.english())
                        .commands()
                        .get(0)
                        .handler()
                        .handle(io.djambi.bot.command.CommandRequest.djambi(
                                "1", "Ann", "g", "c", "help", java.util.Map.of()))
                        .toCompletableFuture()
                        .join()
                        .stream()
                        .map(reply -> ((Reply.Private) reply).text())
                        .toList();
    }

    private static String help() {
        return String.join("\n", sent());
    }

    @Test
    void everyCommandAPlayerCanTypeIsNamedExactlyOnceAndNothingElse() {
        // GIVEN the commands the dispatcher is built with, as Discord registers them
        List<String> typed = Declarations.all().stream()
                .filter(c -> c.reach() != Reach.INTERNAL)
                .map(CommandSpec::name)
                .sorted()
                .toList();
        // WHEN the help's named commands are read
        List<String> named = new ArrayList<>();
        Matcher m = NAMED.matcher(help());
        while (m.find()) {
            named.add(m.group(1));
        }
        // THEN each is there once, and the help names no command that does not exist
        assertEquals(typed, named.stream().sorted().toList());
    }

    @Test
    void theHelpFitsOneMessageOneLineACommandAndSendsNewcomersToTheRules() {
        assertEquals(1, sent().size(), "the English help is one message");
        String help = help();
        assertTrue(help.length() <= 2000, help.length() + " characters");
        assertTrue(help.lines().findFirst().orElseThrow().contains("`/djambi rules`"), "the first line");
        for (String line : help.lines().skip(1).toList()) {
            long commands = NAMED.matcher(line).results().count();
            assertTrue(commands <= 1, "one command a line: " + line);
        }
        assertTrue(help.contains("**Make a move**"));
    }

    @Test
    void aHelpTooLongForOneMessageIsSentInSeveralCutBeforeASection() {
        // GIVEN a help in a language that says each section in 900 characters
        String section = "x".repeat(880);
        String help = "**One**\n" + section + "\n**Two**\n" + section + "\n**Three**\n" + section;
        // THEN two sections go in the first message, the third in a second, each beginning with its heading
        List<String> messages = HelpCommands.messages(help);
        assertEquals(2, messages.size());
        assertTrue(messages.get(0).startsWith("**One**") && messages.get(0).contains("\n**Two**\n"), messages.get(0));
        assertEquals("**Three**\n" + section, messages.get(1));
        assertTrue(messages.stream().allMatch(m -> m.length() <= 2000));
        assertEquals(help, String.join("\n", messages));
    }
}
