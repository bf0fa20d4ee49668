package io.djambi.bot.discord;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.mockito.Mockito.mock;
import static org.mockito.Mockito.when;

import io.djambi.bot.command.CommandRequest;
import java.util.Map;
import net.dv8tion.jda.api.Permission;
import net.dv8tion.jda.api.entities.Guild;
import net.dv8tion.jda.api.entities.Member;
import net.dv8tion.jda.api.entities.User;
import net.dv8tion.jda.api.interactions.DiscordLocale;
import net.dv8tion.jda.api.interactions.Interaction;
import org.junit.jupiter.api.Test;

/** Whether the person may manage the server, as Discord says, goes into the bot's request; a DM's never may. */
class InteractionRequestsTest {
    private static Interaction from(Member member) {
        Interaction event = mock(Interaction.class);
        User user = mock(User.class);
        when(user.getId()).thenReturn("42");
        when(user.getEffectiveName()).thenReturn("ann");
        when(event.getUser()).thenReturn(user);
        when(event.getMember()).thenReturn(member);
        when(event.getChannelId()).thenReturn("200");
        when(event.getUserLocale()).thenReturn(DiscordLocale.ENGLISH_US);
        if (member != null) {
            Guild guild = mock(Guild.class);
            when(guild.getId()).thenReturn("100");
            when(event.getGuild()).thenReturn(guild);
            when(event.getGuildLocale()).thenReturn(DiscordLocale.ENGLISH_US);
            when(member.getEffectiveName()).thenReturn("ann");
        }
        return event;
    }

    private static CommandRequest request(Interaction event) {
        return InteractionRequests.request(event, "djambi", "settings", Map.of("threads", "off"));
    }

    @Test
    void aMemberWhoMayManageTheServerIsToldSo() {
        Member member = mock(Member.class);
        when(member.hasPermission(Permission.MANAGE_SERVER)).thenReturn(true);
        assertTrue(request(from(member)).manageServer());
    }

    @Test
    void aMemberWhoMayNotManageTheServerIsNot() {
        Member member = mock(Member.class);
        when(member.hasPermission(Permission.MANAGE_SERVER)).thenReturn(false);
        assertFalse(request(from(member)).manageServer());
    }

    @Test
    void outsideAServerNobodyManagesIt() {
        assertFalse(request(from(null)).manageServer());
    }
}
