package io.djambi.bot.discord;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.mockito.ArgumentMatchers.anyCollection;
import static org.mockito.Mockito.mock;
import static org.mockito.Mockito.never;
import static org.mockito.Mockito.verify;
import static org.mockito.Mockito.when;

import io.djambi.bot.command.Reply;
import io.djambi.bot.game.BoardPosts;
import java.util.List;
import java.util.Optional;
import net.dv8tion.jda.api.entities.Message;
import net.dv8tion.jda.api.requests.restaction.MessageEditAction;
import org.junit.jupiter.api.Test;

/** Only the latest board offers its buttons, the lobby is one message, and a reminder can link to the board. */
class ChannelPostsTest {
    private final ChannelPosts channels = new ChannelPosts();

    private static Message sent(long id) {
        Message m = mock(Message.class);
        when(m.getIdLong()).thenReturn(id);
        when(m.getId()).thenReturn(Long.toString(id));
        when(m.getChannelId()).thenReturn("chan");
        when(m.getJumpUrl()).thenReturn("https://discord.com/channels/g/chan/" + id);
        when(m.editMessageComponents(anyCollection())).thenReturn(mock(MessageEditAction.class));
        return m;
    }

    private static Reply.Public board() {
        return new Reply.Public(
                "Red to move.",
                List.of(new Reply.Attachment(BoardPosts.BOARD_FILE, new byte[] {1})),
                List.of(),
                new Reply.BoardControls(1, 3));
    }

    private static Reply.Public lobby() {
        return new Reply.Public("Lobby", List.of(), List.of(), new Reply.LobbyControls());
    }

    @Test
    void aNewBoardTakesTheButtonsOffThePreviousOneAndIsTheOneRemindersLinkTo() {
        Message first = sent(10);
        Message second = sent(11);
        channels.posted(board(), first);
        verify(first, never()).editMessageComponents(anyCollection());

        channels.posted(board(), second);

        verify(first).editMessageComponents(List.of());
        verify(second, never()).editMessageComponents(anyCollection());
        assertEquals(Optional.of("https://discord.com/channels/g/chan/11"), channels.boardLink("chan"));
        assertEquals(Optional.empty(), channels.boardLink("elsewhere"));
    }

    @Test
    void theLobbyIsOneMessageAnOlderCopyLosesItsButtonsAndTheFirstBoardClosesIt() {
        Message old = sent(20);
        Message copy = sent(21);
        channels.posted(lobby(), old);
        channels.posted(lobby(), copy);
        verify(old).editMessageComponents(List.of());
        assertEquals(Optional.of(copy), channels.lobby("chan"));

        channels.posted(board(), sent(22));

        verify(copy).editMessageComponents(List.of());
        assertEquals(Optional.empty(), channels.lobby("chan"));
    }

    @Test
    void aLobbyFoundDeletedIsForgottenAndAnAnswerWithoutAMessageIsIgnored() {
        channels.posted(lobby(), sent(30));
        channels.lobbyGone("chan");
        assertEquals(Optional.empty(), channels.lobby("chan"));

        channels.posted(board(), null);

        assertEquals(Optional.empty(), channels.boardLink("chan"));
    }
}
