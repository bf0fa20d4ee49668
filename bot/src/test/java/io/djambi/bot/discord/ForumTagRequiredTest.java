package io.djambi.bot.discord;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.mockito.Mockito.mock;
import static org.mockito.Mockito.never;
import static org.mockito.Mockito.verify;
import static org.mockito.Mockito.when;

import java.util.List;
import java.util.Locale;
import java.util.Map;
import net.dv8tion.jda.api.entities.channel.concrete.ForumChannel;
import net.dv8tion.jda.api.entities.channel.forums.ForumTag;
import net.dv8tion.jda.api.events.interaction.command.SlashCommandInteractionEvent;
import net.dv8tion.jda.api.interactions.DiscordLocale;
import org.junit.jupiter.api.Test;

/**
 * {@code /djambi new forum:} naming a forum whose posts must wear a tag ("Require tags") and which has no tag named
 * for a lobby: Discord would refuse the post (JDA does, before it asks), and trying again would never help. The host
 * is told so in one line, in his language, at once; the command does not run. A forum with the tag, or one that
 * requires none, opens the game as before.
 */
class ForumTagRequiredTest extends ListenerFixture {
    private static final String FORUM = "500";

    private static ForumTag tag(String name) {
        ForumTag tag = mock(ForumTag.class);
        when(tag.getName()).thenReturn(name);
        return tag;
    }

    /** {@code /djambi new forum:} typed by user 1, naming a forum that requires a tag or not, with these tags. */
    private SlashCommandInteractionEvent newGameIn(boolean tagRequired, String... tags) {
        SlashCommandInteractionEvent e = slash("1", "djambi", "new", Map.of("forum", FORUM, "players", "3"));
        ForumChannel forum = mock(ForumChannel.class);
        when(forum.isTagRequired()).thenReturn(tagRequired);
        List<ForumTag> available =
                java.util.Arrays.stream(tags).map(ForumTagRequiredTest::tag).toList();
        when(forum.getAvailableTags()).thenReturn(available);
        var guild = e.getGuild();
        when(guild.getForumChannelById(FORUM)).thenReturn(forum);
        return e;
    }

    @Test
    void aForumThatRequiresATagAndHasNoneForALobbyIsRefusedInOneLineAndNothingRuns() {
        SlashCommandInteractionEvent e = newGameIn(true, "strategy", "in play");
        listener.onSlashCommandInteraction(e);
        assertEquals(
                List.of(TEXT.get("lobby.refused.forum-tag-required", "lobby")),
                replies.stream().map(m -> m.getContent()).toList());
        assertEquals(List.of(true), repliesEphemeral);
        assertTrue(
                replies.getFirst().getContent().contains("no tag named 'lobby'"),
                replies.getFirst().getContent());
        assertEquals(1, replies.getFirst().getContent().lines().count(), "one line");
        verify(e, never()).deferReply(true);
        assertEquals(List.of(), queued, "the command does not run");
    }

    @Test
    void theRefusalIsInTheHostsLanguage() {
        SlashCommandInteractionEvent e = newGameIn(true);
        when(e.getUserLocale()).thenReturn(DiscordLocale.FRENCH);
        listener.onSlashCommandInteraction(e);
        assertEquals(
                List.of(TEXT.forLocale(Locale.FRENCH).get("lobby.refused.forum-tag-required", "lobby")),
                replies.stream().map(m -> m.getContent()).toList());
    }

    @Test
    void aForumWithALobbyTagOrThatRequiresNoneOpensTheGame() {
        SlashCommandInteractionEvent tagged = newGameIn(true, "Lobby");
        listener.onSlashCommandInteraction(tagged);
        SlashCommandInteractionEvent free = newGameIn(false);
        listener.onSlashCommandInteraction(free);
        assertEquals(List.of(), replies);
        verify(tagged).deferReply(true);
        verify(free).deferReply(true);
        assertEquals(2, queued.size(), "both commands handed to the workers");
    }
}
