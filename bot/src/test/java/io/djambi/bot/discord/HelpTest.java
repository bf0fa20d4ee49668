package io.djambi.bot.discord;

import static org.junit.jupiter.api.Assertions.assertTrue;

import io.djambi.bot.command.CommandRequest;
import io.djambi.bot.command.Reply;
import java.util.Map;
import net.dv8tion.jda.api.interactions.commands.build.SubcommandData;
import org.junit.jupiter.api.Test;

/** /djambi help names every subcommand Discord shows, and fits in one message. */
class HelpTest extends ListenerFixture {
    @Test
    void helpNamesEverySubcommandAndFitsInOneMessage() {
        String help = ((Reply.Private) service.handle(CommandRequest.djambi("1", "1", "100", CHANNEL, "help", Map.of()))
                .get(0)).text();
        assertTrue(help.length() <= Messages.MAX_CONTENT, help.length() + " characters");
        for (SubcommandData sub : CommandDefinitions.inServers().get(0).getSubcommands()) {
            if (sub.getName().equals("help")) {
                continue;
            }
            assertTrue(help.contains("`" + sub.getName()) || help.contains(" " + sub.getName() + " ")
                    || help.contains(" " + sub.getName() + "`"), "help does not mention " + sub.getName());
        }
        assertTrue(help.contains("multiplayer Elo"), "the rating is explained");
    }
}
