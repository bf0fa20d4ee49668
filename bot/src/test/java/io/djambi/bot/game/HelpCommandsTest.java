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

    private static String help() {
        Reply reply = new HelpCommands(Catalogue.english())
                .commands()
                .get(0)
                .handler()
                .handle(io.djambi.bot.command.CommandRequest.djambi("1", "Ann", "g", "c", "help", java.util.Map.of()))
                .toCompletableFuture()
                .join()
                .get(0);
        return ((Reply.Private) reply).text();
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
        String help = help();
        assertTrue(help.length() <= 2000, help.length() + " characters");
        assertTrue(help.lines().findFirst().orElseThrow().contains("`/djambi rules`"), "the first line");
        for (String line : help.lines().skip(1).toList()) {
            long commands = NAMED.matcher(line).results().count();
            assertTrue(commands <= 1, "one command a line: " + line);
        }
        assertTrue(help.contains("**Make a move**"));
    }
}
