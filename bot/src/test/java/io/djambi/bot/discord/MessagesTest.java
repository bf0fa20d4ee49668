package io.djambi.bot.discord;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.djambi.bot.command.Reply;
import io.djambi.bot.command.UserText;
import io.djambi.bot.press.Courier;
import io.djambi.bot.text.Catalogue;
import java.util.List;
import java.util.Set;
import net.dv8tion.jda.api.components.actionrow.ActionRow;
import net.dv8tion.jda.api.utils.messages.MessageCreateData;
import net.dv8tion.jda.api.utils.messages.MessageEditData;
import org.junit.jupiter.api.Test;

class MessagesTest {
    private final Messages messages = new Messages(Catalogue.english());

    @Test
    void aPublicPostPingsOnlyTheUsersItNamesWhateverItsTextHolds() {
        MessageCreateData post = messages.publicPost(
                new Reply.Public("<@2> @everyone <@&3> <@1>", List.of(), List.of("1"), new Reply.NoControls()));
        assertTrue(post.getAllowedMentions().isEmpty(), "no mention type parsed: " + post.getAllowedMentions());
        assertEquals(Set.of("1"), post.getMentionedUsers());
        assertTrue(post.getMentionedRoles().isEmpty());
    }

    @Test
    void aPostWithNobodyToPingPingsNobody() {
        // the lobby's case: with USER allowed and nobody named, Discord would ping every <@id> in the text
        MessageCreateData lobby = messages.publicPost(
                new Reply.Public("<@2> sits as Blue.", List.of(), List.of(), new Reply.LobbyControls()));
        assertTrue(lobby.getAllowedMentions().isEmpty());
        assertTrue(lobby.getMentionedUsers().isEmpty());
    }

    @Test
    void anEditStatesTheSameMentionsAsTheMessageItReplaces() {
        MessageEditData edit = Messages.replacing(
                messages.publicPost(new Reply.Public("<@1> to move", List.of(), List.of("1"), new Reply.NoControls())));
        assertTrue(edit.getAllowedMentions().isEmpty());
        assertEquals(Set.of("1"), edit.getMentionedUsers());
    }

    @Test
    void aLongTextIsCutWithoutSplittingAnEmoji() {
        String text = "a".repeat(Messages.MAX_CONTENT - 2) + "\uD83D\uDC4B\uD83D\uDC4B";
        String cut = messages.privateMessage(text).getContent();
        assertEquals("a".repeat(Messages.MAX_CONTENT - 2) + "\u2026", cut);
        assertFalse(Character.isHighSurrogate(cut.charAt(cut.length() - 2)));
    }

    @Test
    void aReplyButtonShowsTheSendersNameAsTypedNotEscaped() {
        MessageCreateData dm =
                Messages.whisper(new Courier.DirectMessage("2", "text", 7, "Reply to " + UserText.name("**x**")));
        String label =
                ((ActionRow) dm.getComponents().get(0)).getButtons().get(0).getLabel();
        assertEquals("Reply to **x**", label);
        assertTrue(dm.getAllowedMentions().isEmpty());
    }
}
