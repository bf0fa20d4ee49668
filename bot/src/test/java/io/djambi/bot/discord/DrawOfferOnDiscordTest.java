package io.djambi.bot.discord;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.mockito.ArgumentMatchers.any;
import static org.mockito.ArgumentMatchers.eq;
import static org.mockito.Mockito.never;
import static org.mockito.Mockito.times;
import static org.mockito.Mockito.verify;
import static org.mockito.Mockito.when;

import io.djambi.bot.command.Reply;
import io.djambi.bot.outbox.ChannelPoster.Delivery;
import io.djambi.bot.outbox.OutboxPost;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import net.dv8tion.jda.api.entities.channel.middleman.GuildMessageChannel;
import net.dv8tion.jda.api.requests.restaction.MessageEditAction;
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
    private static final String CHANNEL = PostingChannel.CHANNEL;
    private static final long MESSAGE = PostingChannel.MESSAGE;
    private static final String OFFERED = "ann (Red) offers a draw.\n1 of 3 agrees; the offer lapses at the next move.";
    private static final String TWO =
            "Draw offered by ann (Red), agreed by bob (Blue).\n2 of 3 agree; the offer lapses at the next move.";
    private static final Reply.DrawOffer BUTTONS = new Reply.DrawOffer(12, 5);

    private final PostingChannel discord = new PostingChannel();
    private final GuildMessageChannel channel = discord.channel;
    private final MessageEditAction edit = discord.edit;
    private final DiscordChannelPoster poster = discord.poster();

    DrawOfferOnDiscordTest() {
        when(edit.submit()).thenReturn(CompletableFuture.completedFuture(null));
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
        discord.latest(discord.quoting(OFFERED), discord.bots(OFFERED, 44));
        // WHEN Bob agrees, THEN the bot's own offer is edited
        assertEquals(Delivery.MADE, post(discord.poster(), agreed(2, TWO, OFFERED)));
        verify(channel, never()).sendMessage(any(MessageCreateData.class));
        verify(channel).editMessageById(eq(44L), any(MessageEditData.class));
    }

    @Test
    void anOfferDeletedMeanwhileIsMadeAgainAsItStands() {
        discord.editsFindTheMessageDeleted();
        post(poster, offered());
        assertEquals(Delivery.MADE, post(poster, agreed(2, TWO, OFFERED)));
        ArgumentCaptor<MessageCreateData> made = ArgumentCaptor.forClass(MessageCreateData.class);
        verify(channel, times(2)).sendMessage(made.capture());
        assertEquals(TWO, made.getAllValues().get(1).getContent());
    }

    @Test
    void aTakebackRequestStandingSinceIsNotEditedIntoADrawOfferWhichStillStands() {
        // GIVEN the draw offer, then a takeback request in the same channel: a message of its own
        post(poster, offered());
        var request = discord.bots("bob asks to take back", REQUEST);
        when(discord.send.submit()).thenReturn(CompletableFuture.completedFuture(request));
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
        discord.latest();
        // WHEN Cy agrees to the draw, THEN the offer's own message says so: the request neither struck it (it still
        // stood, its Accept gone, and the agreement came as a new message) nor is edited into it
        assertEquals(Delivery.MADE, post(poster, agreed(3, TWO, OFFERED)));
        verify(channel, times(2)).sendMessage(any(MessageCreateData.class));
        ArgumentCaptor<MessageEditData> edited = ArgumentCaptor.forClass(MessageEditData.class);
        verify(channel).editMessageById(eq(MESSAGE), edited.capture());
        assertEquals(TWO, edited.getValue().getContent());
        verify(channel, never()).editMessageById(eq(REQUEST), any(MessageEditData.class));
    }

    @Test
    void anAbortStrikesTheOfferThroughWithWhy() {
        // GIVEN Ann's offer, made
        post(poster, offered());
        // WHEN the game is aborted: a line of its own, which ends the offer
        var line = discord.bots("ann aborted the game.", REQUEST);
        when(discord.send.submit()).thenReturn(CompletableFuture.completedFuture(line));
        Reply.Controls aborted =
                new Reply.GameAborted(List.of(new Reply.OfferClosed("", "✖ Ended: ann aborted the game.")));
        assertEquals(
                Delivery.MADE,
                post(
                        poster,
                        new OutboxPost(
                                2,
                                12,
                                CHANNEL,
                                new Reply.Public("ann aborted the game.", List.of(), List.of(), aborted),
                                1)));
        // THEN the offer's message is struck through, saying why, its buttons gone (they only answered "no longer
        // open": found by a test first)
        ArgumentCaptor<MessageEditData> edited = ArgumentCaptor.forClass(MessageEditData.class);
        verify(channel).editMessageById(eq(MESSAGE), edited.capture());
        assertEquals(
                "~~ann (Red) offers a draw.~~\n✖ Ended: ann aborted the game.",
                edited.getValue().getContent());
        assertEquals(List.of(), edited.getValue().getComponents());
    }

    @Test
    void aSeatChangingHandsStrikesTheOfferThatStoodOnItsPlayersWordAlone() {
        post(poster, offered());
        var line = discord.bots("ann leaves the Red seat", REQUEST);
        when(discord.send.submit()).thenReturn(CompletableFuture.completedFuture(line));
        Reply.Controls filled = new Reply.SeatFilled(
                "red",
                List.of(new Reply.OfferClosed(
                        "draw", "✖ Withdrawn: ann (Red) no longer plays, and no other player had agreed.")));
        post(
                poster,
                new OutboxPost(
                        2, 12, CHANNEL, new Reply.Public("ann leaves the Red seat", List.of(), List.of(), filled), 1));
        ArgumentCaptor<MessageEditData> edited = ArgumentCaptor.forClass(MessageEditData.class);
        verify(channel).editMessageById(eq(MESSAGE), edited.capture());
        assertEquals(
                "~~ann (Red) offers a draw.~~\n✖ Withdrawn: ann (Red) no longer plays, and no other player had agreed.",
                edited.getValue().getContent());
        assertEquals(List.of(), edited.getValue().getComponents());
    }

    @Test
    void aDeclineIsToldOnceByTheOfferStruckThroughWithNoMessageOfItsOwn() {
        // GIVEN Ann's offer, made
        post(poster, offered());
        // WHEN Cy declines it
        Reply.Controls declined = Reply.OfferClosed.alone("draw", "✖ Declined by cy (Yellow).");
        assertEquals(
                Delivery.MADE,
                post(
                        poster,
                        new OutboxPost(
                                2,
                                12,
                                CHANNEL,
                                new Reply.Public(
                                        "cy (Yellow) declines the draw: the offer is withdrawn.",
                                        List.of(),
                                        List.of(),
                                        declined),
                                1)));
        // THEN the offer's message is struck through, saying who declined it, its count gone; and no new message says
        // it a second time (found by the play-test)
        ArgumentCaptor<MessageEditData> edited = ArgumentCaptor.forClass(MessageEditData.class);
        verify(channel).editMessageById(eq(MESSAGE), edited.capture());
        assertEquals(
                "~~ann (Red) offers a draw.~~\n✖ Declined by cy (Yellow).",
                edited.getValue().getContent());
        assertEquals(List.of(), edited.getValue().getComponents());
        verify(channel, times(1)).sendMessage(any(MessageCreateData.class));
    }

    /** The takeback request's message, made after the offer's. */
    private static final long REQUEST = 78;
}
