package io.djambi.bot.discord;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.mockito.Mockito.mock;
import static org.mockito.Mockito.never;
import static org.mockito.Mockito.verify;
import static org.mockito.Mockito.when;

import io.djambi.bot.command.CommandRequest;
import java.io.ByteArrayInputStream;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import net.dv8tion.jda.api.entities.Message;
import net.dv8tion.jda.api.events.interaction.command.SlashCommandInteractionEvent;
import net.dv8tion.jda.api.interactions.commands.OptionMapping;
import net.dv8tion.jda.api.interactions.commands.OptionType;
import net.dv8tion.jda.api.utils.NamedAttachmentProxy;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/** /djambi import through the JDA edge: the uploaded file is downloaded and its text imported. */
class UploadTest extends ListenerFixture {
    @BeforeEach
    void fullLobby() {
        for (String[] step : List.of(
                new String[] {"1", "new"}, new String[] {"2", "join"}, new String[] {"3", "join"}, new String[] {
                    "4", "join"
                })) {
            service.handle(CommandRequest.djambi(step[0], step[0], "100", CHANNEL, step[1], Map.of()));
        }
    }

    private SlashCommandInteractionEvent upload(int size, CompletableFuture<InputStream> download) {
        SlashCommandInteractionEvent e = slash("1", "djambi", "import", Map.of());
        Message.Attachment file = mock(Message.Attachment.class);
        NamedAttachmentProxy proxy = mock(NamedAttachmentProxy.class);
        when(file.getSize()).thenReturn(size);
        when(file.getFileName()).thenReturn("game.txt");
        when(file.getProxy()).thenReturn(proxy);
        when(proxy.download()).thenReturn(download);
        OptionMapping record = mock(OptionMapping.class);
        when(record.getName()).thenReturn("record");
        when(record.getType()).thenReturn(OptionType.ATTACHMENT);
        when(record.getAsAttachment()).thenReturn(file);
        when(e.getOptions()).thenReturn(new ArrayList<>(List.of(record)));
        return e;
    }

    @Test
    void anUploadedRecordIsDownloadedAfterTheDeferralAndStartsTheGame() {
        byte[] text = "; from elsewhere\nstart\nC3-D4\n".getBytes(StandardCharsets.UTF_8);
        SlashCommandInteractionEvent e =
                upload(text.length, CompletableFuture.completedFuture(new ByteArrayInputStream(text)));
        listener.onSlashCommandInteraction(e);
        verify(e).deferReply(true);
        runWorkers();
        assertEquals(1, store.find(CHANNEL).orElseThrow().version(), "the record's move is played");
        assertTrue(
                posts.stream().anyMatch(p -> p.getContent().startsWith("1 started the game from a record (1 event)")),
                "the board is posted");
    }

    @Test
    void aFileTooLargeToBeARecordIsRefusedAtOnceWithoutDownloading() {
        CompletableFuture<InputStream> never = new CompletableFuture<>();
        SlashCommandInteractionEvent e = upload(io.djambi.bot.game.RecordImport.MAX_RECORD_LENGTH + 1, never);
        listener.onSlashCommandInteraction(e);
        verify(e, never()).deferReply(true);
        assertTrue(
                replies.get(0).getContent().contains("over the 1 MB a game record may be"),
                replies.get(0).getContent());
        assertEquals(List.of(true), repliesEphemeral);
        assertTrue(store.find(CHANNEL).orElseThrow().started().isEmpty());
    }

    @Test
    void aFailedDownloadIsSaidAndChangesNothing() {
        SlashCommandInteractionEvent e = upload(100, CompletableFuture.failedFuture(new java.io.IOException("gone")));
        listener.onSlashCommandInteraction(e);
        assertEquals(
                "Discord did not hand over the file; nothing was changed. Try again.",
                posts.get(0).getContent());
        assertEquals(List.of(true), postsEphemeral);
        assertTrue(store.find(CHANNEL).orElseThrow().started().isEmpty());
    }
}
