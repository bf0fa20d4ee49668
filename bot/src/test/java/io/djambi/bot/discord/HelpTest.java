package io.djambi.bot.discord;

import static org.junit.jupiter.api.Assertions.assertTrue;

import io.djambi.bot.command.CommandRequest;
import io.djambi.bot.command.CommandSpec;
import io.djambi.bot.command.Reach;
import io.djambi.bot.command.Reply;
import io.djambi.bot.dispatch.Declarations;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** /djambi help names every subcommand Discord shows (from the declarations), and fits in one message. */
class HelpTest extends ListenerFixture {
    @Test
    void helpNamesEverySubcommandAndFitsInOneMessage() {
        String help = ((Reply.Private) service.handle(CommandRequest.djambi("1", "1", "100", CHANNEL, "help", Map.of()))
                        .get(0))
                .text();
        assertTrue(help.length() <= Messages.MAX_CONTENT, help.length() + " characters");
        for (CommandSpec spec : Declarations.reaching(Reach.SERVER)) {
            String name = spec.sub().orElse(spec.name());
            if (name.equals("help")) {
                continue;
            }
            assertTrue(
                    help.contains("`" + name)
                            || help.contains(" " + name + " ")
                            || help.contains(" " + name + "`")
                            || help.contains("/" + name),
                    "help does not mention " + name);
        }
        assertTrue(help.contains("Weng-Lin rating"), "the rating is named");
    }
}
