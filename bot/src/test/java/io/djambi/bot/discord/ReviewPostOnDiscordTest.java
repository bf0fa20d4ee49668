package io.djambi.bot.discord;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.mockito.ArgumentMatchers.any;
import static org.mockito.ArgumentMatchers.anyInt;
import static org.mockito.ArgumentMatchers.anyLong;
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

/**
 * A game's review post on Discord: the words saying it is coming are a new message, and the review is that message
 * edited in place; a message deleted meanwhile is made again. JDA's objects are Mockito fakes.
 */
class ReviewPostOnDiscordTest {
    private static final String CHANNEL = "600";
    private static final long MESSAGE = 77;

    private final ShardManager shards = mock(ShardManager.class);
    private final GuildMessageChannel channel = mock(GuildMessageChannel.class);
    private final MessageCreateAction send = mock(MessageCreateAction.class);
    private final MessageEditAction edit = mock(MessageEditAction.class);
    private final DiscordChannelPoster poster = new DiscordChannelPoster(
            shards,
            new Messages(Catalogue.english()),
            new ChannelPosts(id -> id.equals(CHANNEL) ? Optional.of(channel) : Optional.empty(), Catalogue.english()));

    ReviewPostOnDiscordTest() {
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
    }

    private static final String COMING = "📈 The engine is reviewing game 12";

    /** The words that the review is coming (replacing nothing), or the review (in their place). */
    private static OutboxPost review(long id, String said) {
        Reply.Public post = new Reply.Public(
                said,
                List.of(),
                List.of(),
                new Reply.NoControls(),
                new Reply.NoPicture(),
                "",
                new Reply.ReviewOf(12, said.equals(COMING) ? "" : COMING));
        return new OutboxPost(id, 12, CHANNEL, post, 1);
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
    }

    private Delivery post(OutboxPost post) {
        return poster.postOnce(post).toCompletableFuture().join();
    }

    @Test
    void theReviewIsTheComingMessageEditedInPlace() {
        when(edit.submit()).thenReturn(CompletableFuture.completedFuture(null));
        assertEquals(Delivery.MADE, post(review(1, COMING)));
        assertEquals(Delivery.MADE, post(review(2, "📈 **Review of game 12**")));
        verify(channel, times(1)).sendMessage(any(MessageCreateData.class));
        verify(channel).editMessageById(org.mockito.ArgumentMatchers.eq(MESSAGE), any(MessageEditData.class));
    }

    @Test
    void aComingMessageDeletedMeanwhileMakesTheReviewANewMessage() {
        Response response = mock(Response.class);
        when(response.optObject())
                .thenReturn(Optional.of(DataObject.empty()
                        .put("code", ErrorResponse.UNKNOWN_MESSAGE.getCode())
                        .put("message", ErrorResponse.UNKNOWN_MESSAGE.getMeaning())));
        when(edit.submit())
                .thenReturn(CompletableFuture.failedFuture(
                        ErrorResponseException.create(ErrorResponse.UNKNOWN_MESSAGE, response)));
        post(review(1, COMING));
        assertEquals(Delivery.MADE, post(review(2, "📈 **Review of game 12**")));
        verify(channel, times(2)).sendMessage(any(MessageCreateData.class));
    }

    @Test
    void aComingMessageFoundMadeBeforeByARetryIsEditedLikeOneMadeNow() {
        // GIVEN the words were posted by an attempt that timed out, longer ago than Discord keeps a nonce
        Message earlier = bots(COMING, 55);
        when(earlier.getTimeCreated()).thenReturn(java.time.OffsetDateTime.now().minusMinutes(9));
        when(earlier.getAttachments()).thenReturn(List.of());
        latest(earlier);
        when(edit.submit()).thenReturn(CompletableFuture.completedFuture(null));
        Reply.Public coming = new Reply.Public(
                COMING,
                List.of(),
                List.of(),
                new Reply.NoControls(),
                new Reply.NoPicture(),
                "",
                new Reply.ReviewOf(12, ""));
        // WHEN the retry finds it, THEN it is not made again, and the review edits the one found
        assertEquals(
                Delivery.MADE,
                post(new OutboxPost(
                        1, 12, CHANNEL, coming, 2, java.time.Instant.now().minusSeconds(600))));
        assertEquals(Delivery.MADE, post(review(2, "📈 **Review of game 12**")));
        verify(channel, never()).sendMessage(any(MessageCreateData.class));
        verify(channel).editMessageById(org.mockito.ArgumentMatchers.eq(55L), any(MessageEditData.class));
    }

    @Test
    void afterARestartTheComingWordsAreFoundAmongTheLatestMessagesAndEdited() {
        // GIVEN the words were made by the process before this one (this run never made them)
        Message other = mock(Message.class);
        when(other.getAuthor()).thenReturn(mock(net.dv8tion.jda.api.entities.User.class));
        when(other.getContentRaw()).thenReturn(COMING);
        latest(other, bots(COMING, 44));
        when(edit.submit()).thenReturn(CompletableFuture.completedFuture(null));
        // WHEN the review is posted, THEN the bot's own words are edited into it (someone quoting them is not)
        assertEquals(Delivery.MADE, post(review(2, "📈 **Review of game 12**")));
        verify(channel, never()).sendMessage(any(MessageCreateData.class));
        verify(channel).editMessageById(org.mockito.ArgumentMatchers.eq(44L), any(MessageEditData.class));
    }

    @Test
    void anotherGamesReviewIsNotAnEditOfThisOne() {
        post(review(1, COMING));
        Reply.Public other = new Reply.Public(
                "📈 game 13",
                List.of(),
                List.of(),
                new Reply.NoControls(),
                new Reply.NoPicture(),
                "",
                new Reply.ReviewOf(13, ""));
        post(new OutboxPost(3, 13, CHANNEL, other, 1));
        verify(channel, times(2)).sendMessage(any(MessageCreateData.class));
        verify(channel, never()).editMessageById(anyLong(), any(MessageEditData.class));
    }
}
