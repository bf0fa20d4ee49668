package io.djambi.bot.discord;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.mockito.ArgumentMatchers.any;
import static org.mockito.ArgumentMatchers.anyInt;
import static org.mockito.ArgumentMatchers.anyLong;
import static org.mockito.ArgumentMatchers.eq;
import static org.mockito.Mockito.mock;
import static org.mockito.Mockito.never;
import static org.mockito.Mockito.times;
import static org.mockito.Mockito.verify;
import static org.mockito.Mockito.when;

import io.djambi.bot.command.Reply;
import io.djambi.bot.outbox.ChannelPoster.Delivery;
import io.djambi.bot.outbox.OutboxPost;
import io.djambi.bot.text.Catalogue;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.CompletableFuture;
import net.dv8tion.jda.api.JDA;
import net.dv8tion.jda.api.entities.Message;
import net.dv8tion.jda.api.entities.channel.middleman.GuildMessageChannel;
import net.dv8tion.jda.api.exceptions.ErrorResponseException;
import net.dv8tion.jda.api.requests.ErrorResponse;
import net.dv8tion.jda.api.requests.Response;
import net.dv8tion.jda.api.requests.restaction.MessageCreateAction;
import net.dv8tion.jda.api.requests.restaction.MessageEditAction;
import net.dv8tion.jda.api.sharding.ShardManager;
import net.dv8tion.jda.api.utils.data.DataObject;
import net.dv8tion.jda.api.utils.messages.MessageCreateData;
import net.dv8tion.jda.api.utils.messages.MessageEditData;
import org.junit.jupiter.api.Test;
import org.mockito.ArgumentCaptor;

/**
 * A draw offer on Discord: an agreement after the first edits the offer's own message in place, buttons and all,
 * through the outbox like any post; after a restart the offer is found among the channel's latest messages, and one
 * deleted meanwhile is made again. JDA's objects are Mockito fakes.
 */
class DrawOfferOnDiscordTest {
    private static final String CHANNEL = "600";
    private static final long MESSAGE = 77;
    private static final String OFFERED = "ann (Red) offers a draw (1 of 3 agree; the offers lapse at the next move).";
    private static final String TWO =
            "Draw on offer, agreed by ann (Red), bob (Blue): 2 of 3 agree (the offers lapse at the next move).";
    private static final Reply.DrawOffer BUTTONS = new Reply.DrawOffer(12, 5);

    private final ShardManager shards = mock(ShardManager.class);
    private final GuildMessageChannel channel = mock(GuildMessageChannel.class);
    private final MessageCreateAction send = mock(MessageCreateAction.class);
    private final MessageEditAction edit = mock(MessageEditAction.class);
    private final DiscordChannelPoster poster = poster();

    DrawOfferOnDiscordTest() {
        when(shards.getChannelById(GuildMessageChannel.class, CHANNEL)).thenReturn(channel);
        JDA connected = mock(JDA.class);
        when(connected.getStatus()).thenReturn(JDA.Status.CONNECTED);
        when(shards.getShards()).thenReturn(List.of(connected));
        Message made = mock(Message.class);
        when(made.getChannelId()).thenReturn(CHANNEL);
        when(made.getIdLong()).thenReturn(MESSAGE);
        when(made.getJumpUrl()).thenReturn("https://discord.com/channels/1/600/77");
        when(channel.sendMessage(any(MessageCreateData.class))).thenReturn(send);
        when(send.setNonce(any())).thenReturn(send);
        when(send.submit()).thenReturn(CompletableFuture.completedFuture(made));
        when(channel.editMessageById(anyLong(), any(MessageEditData.class))).thenReturn(edit);
        when(edit.submit()).thenReturn(CompletableFuture.completedFuture(null));
    }

    /** A poster of a process just started: it knows no message of the channel's. */
    private DiscordChannelPoster poster() {
        return new DiscordChannelPoster(
                shards,
                new Messages(Catalogue.english()),
                new ChannelPosts(
                        id -> id.equals(CHANNEL) ? Optional.of(channel) : Optional.empty(), Catalogue.english()));
    }

    /** The offer as first made: a new message. */
    private static OutboxPost offered() {
        return new OutboxPost(1, 12, CHANNEL, new Reply.Public(OFFERED, List.of(), List.of(), BUTTONS), 1);
    }

    /** The offer as it stands after an agreement, in place of its words before. */
    private static OutboxPost agreed(long id, String said, String replacing) {
        Reply.Public post = new Reply.Public(
                said, List.of(), List.of(), BUTTONS, new Reply.NoPicture(), "", new Reply.OfferInPlace(replacing));
        return new OutboxPost(id, 12, CHANNEL, post, 1);
    }

    private static Delivery post(DiscordChannelPoster poster, OutboxPost post) {
        return poster.postOnce(post).toCompletableFuture().join();
    }

    @Test
    void anAgreementEditsTheOffersOwnMessageWithItsButtons() {
        // GIVEN Ann's offer, made
        assertEquals(Delivery.MADE, post(poster, offered()));
        // WHEN Bob agrees
        assertEquals(Delivery.MADE, post(poster, agreed(2, TWO, OFFERED)));
        // THEN the offer's message says so, and still carries Accept and Decline; no new line below it
        ArgumentCaptor<MessageEditData> edited = ArgumentCaptor.forClass(MessageEditData.class);
        verify(channel).editMessageById(eq(MESSAGE), edited.capture());
        assertEquals(TWO, edited.getValue().getContent());
        assertFalse(edited.getValue().getComponents().isEmpty(), "Accept and Decline stay");
        verify(channel, times(1)).sendMessage(any(MessageCreateData.class));
    }

    @Test
    void afterARestartTheOfferIsFoundAmongTheLatestMessagesAndEdited() {
        // GIVEN the offer made by the process before this one, and someone quoting it
        Message quoted = mock(Message.class);
        when(quoted.getAuthor()).thenReturn(mock(net.dv8tion.jda.api.entities.User.class));
        when(quoted.getContentRaw()).thenReturn(OFFERED);
        latest(quoted, bots(OFFERED, 44));
        // WHEN Bob agrees, THEN the bot's own offer is edited
        assertEquals(Delivery.MADE, post(poster(), agreed(2, TWO, OFFERED)));
        verify(channel, never()).sendMessage(any(MessageCreateData.class));
        verify(channel).editMessageById(eq(44L), any(MessageEditData.class));
    }

    @Test
    void anOfferDeletedMeanwhileIsMadeAgainAsItStands() {
        Response response = mock(Response.class);
        when(response.optObject())
                .thenReturn(Optional.of(DataObject.empty()
                        .put("code", ErrorResponse.UNKNOWN_MESSAGE.getCode())
                        .put("message", ErrorResponse.UNKNOWN_MESSAGE.getMeaning())));
        when(edit.submit())
                .thenReturn(CompletableFuture.failedFuture(
                        ErrorResponseException.create(ErrorResponse.UNKNOWN_MESSAGE, response)));
        post(poster, offered());
        assertEquals(Delivery.MADE, post(poster, agreed(2, TWO, OFFERED)));
        ArgumentCaptor<MessageCreateData> made = ArgumentCaptor.forClass(MessageCreateData.class);
        verify(channel, times(2)).sendMessage(made.capture());
        assertEquals(TWO, made.getAllValues().get(1).getContent());
    }

    @Test
    void aTakebackRequestStandingSinceIsNotEditedIntoADrawOffer() {
        // GIVEN the draw offer, then a takeback request in the same channel
        post(poster, offered());
        post(
                poster,
                new OutboxPost(
                        2,
                        12,
                        CHANNEL,
                        new Reply.Public(
                                "bob asks to take back",
                                List.of(),
                                List.of(),
                                new Reply.TakebackOffer(12, 5, java.util.Locale.ENGLISH)),
                        1));
        latest();
        // WHEN Cy agrees to the draw, THEN it is a new message: the request keeps its words
        assertEquals(Delivery.MADE, post(poster, agreed(3, TWO, OFFERED)));
        verify(channel, times(3)).sendMessage(any(MessageCreateData.class));
        verify(channel, never()).editMessageById(eq(MESSAGE), any(MessageEditData.class));
    }

    /** A message the bot itself made in the channel, saying {@code words}. */
    private Message bots(String words, long id) {
        JDA jda = mock(JDA.class);
        net.dv8tion.jda.api.entities.SelfUser self = mock(net.dv8tion.jda.api.entities.SelfUser.class);
        when(channel.getJDA()).thenReturn(jda);
        when(jda.getSelfUser()).thenReturn(self);
        Message made = mock(Message.class);
        when(made.getAuthor()).thenReturn(self);
        when(made.getContentRaw()).thenReturn(words);
        when(made.getChannelId()).thenReturn(CHANNEL);
        when(made.getIdLong()).thenReturn(id);
        when(made.getJumpUrl()).thenReturn("https://discord.com/channels/1/600/" + id);
        return made;
    }

    /** The channel's latest messages, as Discord gives them when asked. */
    private void latest(Message... messages) {
        net.dv8tion.jda.api.entities.MessageHistory history = mock(net.dv8tion.jda.api.entities.MessageHistory.class);
        @SuppressWarnings("unchecked")
        net.dv8tion.jda.api.requests.RestAction<List<Message>> past =
                mock(net.dv8tion.jda.api.requests.RestAction.class);
        when(channel.getHistory()).thenReturn(history);
        when(history.retrievePast(anyInt())).thenReturn(past);
        when(past.submit()).thenReturn(CompletableFuture.completedFuture(List.of(messages)));
        if (messages.length == 0) {
            JDA jda = mock(JDA.class);
            when(channel.getJDA()).thenReturn(jda);
            when(jda.getSelfUser()).thenReturn(mock(net.dv8tion.jda.api.entities.SelfUser.class));
        }
    }
}
