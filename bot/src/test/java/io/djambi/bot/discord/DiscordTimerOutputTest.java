package io.djambi.bot.discord;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.mockito.ArgumentMatchers.any;
import static org.mockito.Mockito.mock;
import static org.mockito.Mockito.when;

import io.djambi.bot.command.Reply;
import io.djambi.bot.game.BoardPosts;
import io.djambi.bot.text.Catalogue;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.concurrent.CompletableFuture;
import java.util.function.Function;
import net.dv8tion.jda.api.JDA;
import net.dv8tion.jda.api.components.buttons.Button;
import net.dv8tion.jda.api.entities.Message;
import net.dv8tion.jda.api.entities.channel.concrete.PrivateChannel;
import net.dv8tion.jda.api.requests.RestAction;
import net.dv8tion.jda.api.requests.restaction.CacheRestAction;
import net.dv8tion.jda.api.requests.restaction.MessageCreateAction;
import net.dv8tion.jda.api.sharding.ShardManager;
import net.dv8tion.jda.api.utils.messages.MessageCreateData;
import org.junit.jupiter.api.Test;
import org.mockito.ArgumentCaptor;

/** A turn reminder by DM: its buttons speak the reader's language, as its words do. */
class DiscordTimerOutputTest {
    @Test
    @SuppressWarnings("unchecked")
    void theReminderButtonsAreInTheReadersLanguage() {
        // A French player's reminder read in French with "Go to the board" and "Away for a day" under it (found by
        // the play-test on the fake Discord)
        ShardManager shards = mock(ShardManager.class);
        JDA shard = mock(JDA.class);
        when(shards.getShardById(0)).thenReturn(shard);
        PrivateChannel dm = mock(PrivateChannel.class);
        CacheRestAction<PrivateChannel> opening = mock(CacheRestAction.class);
        when(shard.openPrivateChannelById("ann")).thenReturn(opening);
        when(opening.flatMap(any()))
                .thenAnswer(inv -> ((Function<PrivateChannel, RestAction<Message>>) inv.getArgument(0)).apply(dm));
        ArgumentCaptor<MessageCreateData> sent = ArgumentCaptor.forClass(MessageCreateData.class);
        MessageCreateAction sending = mock(MessageCreateAction.class);
        when(dm.sendMessage(sent.capture())).thenReturn(sending);
        when(sending.submit()).thenReturn(CompletableFuture.completedFuture(mock(Message.class)));
        ChannelPosts channels = new ChannelPosts(id -> Optional.empty(), Catalogue.english());
        Message board = mock(Message.class);
        when(board.getIdLong()).thenReturn(1L);
        when(board.getChannelId()).thenReturn("chan");
        when(board.getJumpUrl()).thenReturn("https://discord.com/channels/g/chan/1");
        channels.posted(
                new Reply.Public(
                        "Red to move.",
                        List.of(new Reply.Attachment(BoardPosts.BOARD_FILE, new byte[] {1})),
                        List.of(),
                        new Reply.BoardControls(7, 3)),
                board);
        DiscordTimerOutput output = new DiscordTimerOutput(shards, Catalogue.english(), channels);

        output.reminder("ann", 7, "chan", "⏰ À vous de jouer", List.of(), Locale.FRENCH);

        Catalogue french = Catalogue.english().forLocale(Locale.FRENCH);
        assertEquals(
                List.of(french.get("button.to-the-board"), french.get("button.away-a-day")),
                sent.getValue().getComponents().get(0).asActionRow().getButtons().stream()
                        .map(Button::getLabel)
                        .toList());
    }
}
