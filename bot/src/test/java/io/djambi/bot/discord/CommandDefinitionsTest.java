package io.djambi.bot.discord;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.djambi.bot.text.Catalogue;
import java.util.List;
import net.dv8tion.jda.api.interactions.InteractionContextType;
import net.dv8tion.jda.api.interactions.commands.OptionType;
import net.dv8tion.jda.api.interactions.commands.build.OptionData;
import net.dv8tion.jda.api.interactions.commands.build.SlashCommandData;
import net.dv8tion.jda.api.interactions.commands.build.SubcommandData;
import org.junit.jupiter.api.Test;

/** The JDA command data made from the declarations: the names and limits Discord is shown are the contract. */
class CommandDefinitionsTest {
    private static final Catalogue TEXT = Catalogue.english();

    private static SubcommandData sub(String name) {
        return CommandDefinitions.inServers(TEXT).get(0).getSubcommands().stream()
                .filter(s -> s.getName().equals(name))
                .findFirst()
                .orElseThrow();
    }

    @Test
    void djambiMoveFollowUnfollowAndReviewAreForServersAndWhisperAlsoForDms() {
        assertEquals(
                List.of("djambi", "move", "follow", "unfollow", "replace", "takeback", "review"),
                CommandDefinitions.inServers(TEXT).stream()
                        .map(SlashCommandData::getName)
                        .toList());
        SlashCommandData whisper = CommandDefinitions.anywhere(TEXT).get(0);
        assertEquals("whisper", whisper.getName());
        assertEquals(
                java.util.Set.of(InteractionContextType.GUILD, InteractionContextType.BOT_DM), whisper.getContexts());
        assertEquals(
                java.util.Set.of(InteractionContextType.GUILD),
                CommandDefinitions.inServers(TEXT).get(0).getContexts());
        assertEquals(8, CommandDefinitions.all(TEXT).size());
    }

    @Test
    void theSubcommandsAreTheRegisteredOnesAndNoInternalName() {
        List<String> subs = CommandDefinitions.inServers(TEXT).get(0).getSubcommands().stream()
                .map(SubcommandData::getName)
                .toList();
        assertEquals(25, subs.size(), subs.toString()); // Discord takes 25 subcommands: /djambi is full
        assertTrue(!subs.contains("pick"), "the picker is a button's command");
    }

    @Test
    void discordIsShownTheCataloguesWordsForTheDeclaredKeys() {
        assertEquals(
                "Play Djambi, Machiavelli's chessboard, in this channel",
                CommandDefinitions.inServers(TEXT).get(0).getDescription());
        assertEquals(
                "Open a lobby in this channel; you are the host", sub("new").getDescription());
        OptionData timeout = sub("new").getOptions().stream()
                .filter(o -> o.getName().equals("timeout"))
                .findFirst()
                .orElseThrow();
        assertEquals("When time runs out (default skip)", timeout.getDescription());
        assertEquals(
                List.of(
                        "skip the turn (resigned after 3 in a row)",
                        "resign",
                        "the AI (normal) plays that move for them",
                        "skip the turn; at the third in a row an AI takes the seat"),
                timeout.getChoices().stream().map(c -> c.getName()).toList());
        assertEquals(
                List.of("skip", "resign", "ai", "ai-takes-over"),
                timeout.getChoices().stream().map(c -> c.getAsString()).toList());
        assertEquals(
                "What to say (only they will read it)",
                CommandDefinitions.anywhere(TEXT).get(0).getOptions().get(1).getDescription());
    }

    @Test
    void theLimitsAndChoicesOfTheOptionsReachDiscord() {
        OptionData move = CommandDefinitions.inServers(TEXT).get(1).getOptions().get(0);
        assertEquals(40, move.getMaxLength());
        assertTrue(move.isAutoComplete() && move.isRequired());
        OptionData days = sub("away").getOptions().get(0);
        assertEquals(OptionType.INTEGER, days.getType());
        assertEquals(0, days.getMinValue().intValue());
        assertEquals(14, days.getMaxValue().intValue());
        assertEquals(
                List.of("4", "3"),
                sub("new").getOptions().get(0).getChoices().stream()
                        .map(c -> c.getAsString())
                        .toList());
        assertEquals(OptionType.ATTACHMENT, sub("import").getOptions().get(0).getType());
        OptionData message =
                CommandDefinitions.anywhere(TEXT).get(0).getOptions().get(1);
        assertEquals(io.djambi.bot.press.PressService.MAX_LENGTH, message.getMaxLength());
        assertTrue(CommandDefinitions.anywhere(TEXT).get(0).getOptions().get(2).isAutoComplete(), "game");
    }
}
