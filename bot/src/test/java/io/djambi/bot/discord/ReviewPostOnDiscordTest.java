package io.djambi.bot.discord;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.mockito.ArgumentMatchers.any;
import static org.mockito.ArgumentMatchers.anyLong;
import static org.mockito.Mockito.never;
import static org.mockito.Mockito.times;
import static org.mockito.Mockito.verify;
import static org.mockito.Mockito.when;

import io.djambi.bot.command.Reply;
import io.djambi.bot.outbox.ChannelPoster.Delivery;
import io.djambi.bot.outbox.OutboxPost;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import net.dv8tion.jda.api.entities.Message;
import net.dv8tion.jda.api.entities.channel.middleman.GuildMessageChannel;
import net.dv8tion.jda.api.requests.restaction.MessageEditAction;
import net.dv8tion.jda.api.utils.messages.MessageCreateData;
import net.dv8tion.jda.api.utils.messages.MessageEditData;
import org.junit.jupiter.api.Test;

/**
 * A game's review post on Discord: the words saying it is coming are a new message, and the review is that message
 * edited in place; a message deleted meanwhile is made again. JDA's objects are Mockito fakes.
 */
class ReviewPostOnDiscordTest {
    private static final String CHANNEL = PostingChannel.CHANNEL;
    private static final long MESSAGE = PostingChannel.MESSAGE;

    private final PostingChannel discord = new PostingChannel();
    private final GuildMessageChannel channel = discord.channel;
    private final MessageEditAction edit = discord.edit;
    private final DiscordChannelPoster poster = discord.poster();

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
        discord.editsFindTheMessageDeleted();
        post(review(1, COMING));
        assertEquals(Delivery.MADE, post(review(2, "📈 **Review of game 12**")));
        verify(channel, times(2)).sendMessage(any(MessageCreateData.class));
    }

    @Test
    void aComingMessageFoundMadeBeforeByARetryIsEditedLikeOneMadeNow() {
        // GIVEN the words were posted by an attempt that timed out, longer ago than Discord keeps a nonce
        Message earlier = discord.bots(COMING, 55);
        when(earlier.getTimeCreated()).thenReturn(java.time.OffsetDateTime.now().minusMinutes(9));
        when(earlier.getAttachments()).thenReturn(List.of());
        discord.latest(earlier);
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
        discord.latest(discord.quoting(COMING), discord.bots(COMING, 44));
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
