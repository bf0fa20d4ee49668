package io.djambi.bot.discord;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.mockito.ArgumentMatchers.any;
import static org.mockito.ArgumentMatchers.anyCollection;
import static org.mockito.ArgumentMatchers.anyLong;
import static org.mockito.ArgumentMatchers.eq;
import static org.mockito.Mockito.doAnswer;
import static org.mockito.Mockito.doThrow;
import static org.mockito.Mockito.mock;
import static org.mockito.Mockito.never;
import static org.mockito.Mockito.times;
import static org.mockito.Mockito.verify;
import static org.mockito.Mockito.when;

import io.djambi.bot.command.Reply;
import io.djambi.bot.game.BoardPosts;
import io.djambi.bot.text.Catalogue;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.Set;
import net.dv8tion.jda.api.JDA;
import net.dv8tion.jda.api.components.MessageTopLevelComponentUnion;
import net.dv8tion.jda.api.entities.Message;
import net.dv8tion.jda.api.entities.MessageHistory;
import net.dv8tion.jda.api.entities.SelfUser;
import net.dv8tion.jda.api.entities.User;
import net.dv8tion.jda.api.entities.channel.middleman.GuildMessageChannel;
import net.dv8tion.jda.api.requests.RestAction;
import net.dv8tion.jda.api.requests.restaction.MessageEditAction;
import net.dv8tion.jda.api.utils.TimeUtil;
import net.dv8tion.jda.api.utils.messages.MessageEditData;
import org.junit.jupiter.api.Test;
import org.mockito.ArgumentCaptor;

/**
 * Only the latest board offers its buttons, the lobby is one message, and a reminder can link to the board; the
 * buttons are taken off through the channel, with the bot's own token.
 */
class ChannelPostsTest {
    private final GuildMessageChannel chan = mock(GuildMessageChannel.class);
    private final ChannelPosts channels =
            new ChannelPosts(id -> id.equals("chan") ? Optional.of(chan) : Optional.empty(), Catalogue.english());

    ChannelPostsTest() {
        when(chan.editMessageComponentsById(anyLong(), anyCollection())).thenReturn(mock(MessageEditAction.class));
        when(chan.editMessageById(anyLong(), any(MessageEditData.class))).thenReturn(mock(MessageEditAction.class));
        latestMessages(List.of());
    }

    /** The bot, as JDA knows itself. */
    private static final long SELF = 900;

    /** The channel's latest messages, newest first, as Discord lists them to the bot. */
    @SuppressWarnings("unchecked")
    private void latestMessages(List<Message> newestFirst) {
        JDA jda = mock(JDA.class);
        SelfUser self = mock(SelfUser.class);
        when(self.getIdLong()).thenReturn(SELF);
        when(jda.getSelfUser()).thenReturn(self);
        when(chan.getJDA()).thenReturn(jda);
        MessageHistory history = mock(MessageHistory.class);
        RestAction<List<Message>> retrieve = mock(RestAction.class);
        doAnswer(call -> {
                    ((java.util.function.Consumer<List<Message>>) call.getArgument(0)).accept(newestFirst);
                    return null;
                })
                .when(retrieve)
                .queue(any(), any());
        when(history.retrievePast(ChannelPosts.LOOKED_BACK)).thenReturn(retrieve);
        when(chan.getHistory()).thenReturn(history);
    }

    /** A message among the channel's latest: by {@code author}, a board or not, with buttons or not. */
    private static Message earlier(long id, long author, boolean board, boolean buttons) {
        Message m = sent(id);
        User user = mock(User.class);
        when(user.getIdLong()).thenReturn(author);
        when(m.getAuthor()).thenReturn(user);
        Message.Attachment file = mock(Message.Attachment.class);
        when(file.getFileName()).thenReturn(board ? BoardPosts.BOARD_FILE : "djambi-game-1.txt");
        when(m.getAttachments()).thenReturn(List.of(file));
        when(m.getComponents()).thenReturn(buttons ? List.of(mock(MessageTopLevelComponentUnion.class)) : List.of());
        return m;
    }

    @Test
    void anEditJdaRefusesAtOnceIsOnlyNotedAsAtAStop() {
        // JDA's requester, stopped by the bot's stop, refuses an edit by throwing: found by StoppingTest, where the
        // answer of the look for an earlier run's boards came as the bot stopped, and its edits logged an error
        MessageEditAction refused = mock(MessageEditAction.class);
        doThrow(new java.util.concurrent.RejectedExecutionException("The Requester has been stopped!"))
                .when(refused)
                .queue(any(), any());
        when(chan.editMessageComponentsById(anyLong(), anyCollection())).thenReturn(refused);
        channels.posted(board(), sent(60));
        channels.posted(board(), sent(61));
        verify(chan).editMessageComponentsById(60L, List.of());
        assertEquals(Optional.of("https://discord.com/channels/g/chan/61"), channels.boardLink("chan"));
    }

    @Test
    @SuppressWarnings("unchecked")
    void theStopWaitsForTheLookBackAfterAPostAndForTheEditItLeadsTo() throws InterruptedException {
        // GIVEN after a restart, an earlier run's live board among the channel's latest, and Discord slow to answer
        // both the look at the latest messages and the edit (found by StoppingTest: the edit, queued as JDA shut
        // down, was refused, once with an error logged by JDA's own threads)
        Message latest = earlier(21, SELF, true, true);
        MessageHistory history = mock(MessageHistory.class);
        RestAction<List<Message>> retrieve = mock(RestAction.class);
        ArgumentCaptor<java.util.function.Consumer<List<Message>>> listed =
                ArgumentCaptor.forClass(java.util.function.Consumer.class);
        when(history.retrievePast(ChannelPosts.LOOKED_BACK)).thenReturn(retrieve);
        when(chan.getHistory()).thenReturn(history);
        MessageEditAction edit = mock(MessageEditAction.class);
        ArgumentCaptor<java.util.function.Consumer<Message>> edited =
                ArgumentCaptor.forClass(java.util.function.Consumer.class);
        when(chan.editMessageComponentsById(anyLong(), anyCollection())).thenReturn(edit);
        // WHEN the run's first board is posted
        channels.posted(board(), latest);
        // THEN the stop would wait for the look back
        verify(retrieve).queue(listed.capture(), any());
        assertFalse(channels.awaitErrands(java.time.Duration.ZERO));
        // WHEN its answer comes, and leads to an edit
        listed.getValue().accept(List.of(latest, earlier(20, SELF, true, true)));
        // THEN the stop waits for the edit too
        verify(edit).queue(edited.capture(), any());
        assertFalse(channels.awaitErrands(java.time.Duration.ZERO));
        // AND no longer once Discord has answered it
        edited.getValue().accept(mock(Message.class));
        assertTrue(channels.awaitErrands(java.time.Duration.ZERO));
    }

    @Test
    void aRunsFirstBoardTakesTheButtonsOffTheBoardsAnEarlierRunLeftAndNothingElse() {
        // GIVEN after a restart, among the channel's latest: the new board, an earlier run's board with its Make a
        // move, one whose buttons are off already, a lobby card of the bot's (no board), another bot's board
        Message latest = earlier(14, SELF, true, true);
        latestMessages(List.of(
                latest,
                earlier(13, SELF, true, true),
                earlier(12, SELF, true, false),
                earlier(11, SELF, false, true),
                earlier(10, 77, true, true)));
        // WHEN the run posts its first board there
        channels.posted(board(), latest);
        // THEN only the earlier run's live board loses its buttons (found by the play-test: two boards offered them)
        verify(chan).editMessageComponentsById(13L, List.of());
        verify(chan, never()).editMessageComponentsById(eq(14L), anyCollection());
        verify(chan, never()).editMessageComponentsById(eq(12L), anyCollection());
        verify(chan, never()).editMessageComponentsById(eq(11L), anyCollection());
        verify(chan, never()).editMessageComponentsById(eq(10L), anyCollection());
        // AND the run's next board looks back no more: it knows the one before
        channels.posted(board(), sent(15));
        verify(chan).editMessageComponentsById(14L, List.of());
        verify(chan).getHistory();
    }

    private static Message sent(long id) {
        Message m = mock(Message.class);
        when(m.getIdLong()).thenReturn(id);
        when(m.getChannelId()).thenReturn("chan");
        when(m.getJumpUrl()).thenReturn("https://discord.com/channels/g/chan/" + id);
        return m;
    }

    private static Reply.Public board() {
        return board(3);
    }

    /** A board of table 1 in play, at {@code version}. */
    private static Reply.Public board(int version) {
        return new Reply.Public(
                "Red to move.",
                List.of(new Reply.Attachment(BoardPosts.BOARD_FILE, new byte[] {1})),
                List.of(),
                new Reply.BoardControls(1, version));
    }

    private static Reply.Public lobby() {
        return new Reply.Public("Lobby", List.of(), List.of(), new Reply.LobbyControls());
    }

    @Test
    void beforeItsFirstBoardOfTheRunAChannelIsLinkedItself() {
        // After a restart the reminders had no Go to the board until the next board (found by the play-test)
        when(chan.getJumpUrl()).thenReturn("https://discord.com/channels/g/chan");
        assertEquals(Optional.of("https://discord.com/channels/g/chan"), channels.boardLink("chan"));
        channels.posted(board(), sent(12));
        assertEquals(Optional.of("https://discord.com/channels/g/chan/12"), channels.boardLink("chan"));
    }

    @Test
    void aNewBoardTakesTheButtonsOffThePreviousOneAndIsTheOneRemindersLinkTo() {
        channels.posted(board(), sent(10));
        verify(chan, never()).editMessageComponentsById(anyLong(), anyCollection());

        channels.posted(board(), sent(11));

        verify(chan).editMessageComponentsById(10L, List.of());
        verify(chan, never()).editMessageComponentsById(11L, List.of());
        assertEquals(Optional.of("https://discord.com/channels/g/chan/11"), channels.boardLink("chan"));
        assertEquals(Optional.empty(), channels.boardLink("elsewhere"));
    }

    @Test
    void theLobbyIsOneMessageAnOlderCopyLosesItsButtonsAndTheFirstBoardClosesIt() {
        channels.posted(lobby(), sent(20));
        channels.posted(lobby(), sent(21));
        verify(chan).editMessageComponentsById(20L, List.of());
        assertEquals(21L, channels.lobby("chan").orElseThrow().messageId());

        channels.posted(board(), sent(22));

        verify(chan).editMessageComponentsById(21L, List.of());
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

    @Test
    void aDrawOfferLosesItsButtonsAndIsStruckThroughWhenItIsDeclinedOrTheGameMovesOn() {
        Reply.Public offer = new Reply.Public("Red offers a draw", List.of(), List.of(), new Reply.DrawOffer(1, 3));
        channels.posted(offer, sent(40));
        channels.posted(Reply.Public.text("accepted"), sent(41));
        verify(chan, never()).editMessageById(anyLong(), any(MessageEditData.class));

        channels.posted(declined("draw", "✖ Declined by cy (Yellow)."), sent(42));
        MessageEditData closed = edited(40L);
        assertEquals("~~Red offers a draw~~\n✖ Declined by cy (Yellow).", closed.getContent());
        assertEquals(List.of(), closed.getComponents());
        assertEquals(Set.of(), closed.getAllowedMentions());

        channels.posted(offer, sent(43));
        channels.posted(board(4), sent(44));
        assertEquals(
                "~~Red offers a draw~~\n⌛ Lapsed <t:1420070400:R>: the game moved on before every player agreed.",
                edited(43L).getContent());
        verify(chan, never()).editMessageById(eq(44L), any(MessageEditData.class));
    }

    @Test
    void aTakebackRequestStruckThroughKeepsWhoAskedAndWhoAcceptedWithoutTheCountAndThePings() {
        // GIVEN a request accepted by Ann and Cy, Di awaited and pinged
        channels.posted(
                takebackRequest(
                        "Takeback asked by Blue, accepted by Ann (Red), Cy (Yellow).\n2 of 3 agree (any move, a decline"
                                + " or the turn's deadline ends the request). <@di>",
                        5),
                sent(120));
        // WHEN Di's acceptance takes the move back
        channels.posted(board(4), sent(121));
        // THEN the request struck through says who asked and who accepted, and what ended it: not "2 of 3 agree" and
        // Di's ping above "Every other player agreed" (found by the play-test)
        assertEquals(
                "~~Takeback asked by Blue, accepted by Ann (Red), Cy (Yellow).~~\n✅ Every other player agreed: the move"
                        + " is taken back.",
                edited(120L).getContent());
    }

    @Test
    void aDeclineToldByTheStrikeAloneStrikesTheOfferWithNoMessageOfItsOwn() {
        // GIVEN a draw offer this run made
        channels.posted(
                drawOffer("Red offers a draw.\n1 of 4 agrees; the offer lapses at the next move.", 5), sent(130));
        // WHEN it is declined, told by its strike alone (the relay makes no message for it)
        channels.closedAlone("chan", Reply.OfferClosed.alone("draw", "✖ Declined by cy (Yellow)."));
        // THEN it is struck through with who declined it, once
        assertEquals(
                "~~Red offers a draw.~~\n✖ Declined by cy (Yellow).",
                edited(130L).getContent());
        // AND a later board strikes nothing more
        channels.posted(board(6), sent(131));
        verify(chan, times(1)).editMessageById(eq(130L), any(MessageEditData.class));
    }

    /** The line that ends the channel's offer of that {@code kind}, saying {@code why} for the offer struck through. */
    private static Reply.Public declined(String kind, String why) {
        return new Reply.Public("declined", List.of(), List.of(), new Reply.OfferClosed(kind, why));
    }

    private static Reply.Public drawOffer(String words, int version) {
        return new Reply.Public(words, List.of(), List.of(), new Reply.DrawOffer(1, version));
    }

    private static Reply.Public takebackRequest(String words, int version) {
        return new Reply.Public(words, List.of(), List.of(), new Reply.TakebackOffer(1, version, Locale.ENGLISH));
    }

    @Test
    void aDrawOfferAndATakebackRequestStandTogetherEachStruckWithWhatEndedIt() {
        // GIVEN a draw offer, then a takeback request at the same version: the game keeps both (the request used to
        // strike the offer, which still stood, its Accept gone)
        channels.posted(drawOffer("Red offers a draw", 5), sent(100));
        channels.posted(takebackRequest("Blue asks to take back", 5), sent(101));
        verify(chan, never()).editMessageById(anyLong(), any(MessageEditData.class));
        // AND a decline of the request strikes it alone
        channels.posted(declined("takeback", "✖ Declined by ann (Red): the move stands."), sent(102));
        assertEquals(
                "~~Blue asks to take back~~\n✖ Declined by ann (Red): the move stands.",
                edited(101L).getContent());
        verify(chan, never()).editMessageById(eq(100L), any(MessageEditData.class));
        // WHEN a new request is taken back: the board is at the version it goes back to
        channels.posted(takebackRequest("Blue asks again", 5), sent(103));
        channels.posted(board(4), sent(104));
        // THEN the request says it was done, the draw offer that it lapsed, as the move it stood at was taken back
        assertEquals(
                "~~Blue asks again~~\n✅ Every other player agreed: the move is taken back.",
                edited(103L).getContent());
        assertEquals(
                "~~Red offers a draw~~\n⌛ Lapsed <t:1420070400:R>: a move was taken back before every player agreed.",
                edited(100L).getContent());
    }

    @Test
    void theDrawAgreedSaysSoAboveItsFinalBoardAndATakebackRequestLapses() {
        channels.posted(drawOffer("Red offers a draw", 5), sent(110));
        channels.posted(takebackRequest("Blue asks to take back", 5), sent(111));
        Reply.Public last = new Reply.Public(
                "Every active player agreed to a draw.",
                List.of(new Reply.Attachment(BoardPosts.BOARD_FILE, new byte[] {1})),
                List.of(),
                new Reply.OfferClosed("draw", "✅ Every active player agreed: the game is drawn."));
        channels.posted(last, sent(112));
        assertEquals(
                "~~Red offers a draw~~\n✅ Every active player agreed: the game is drawn.",
                edited(110L).getContent());
        assertEquals(
                "~~Blue asks to take back~~\n⌛ Lapsed <t:1420070400:R>: the game moved on before every other player"
                        + " accepted.",
                edited(111L).getContent());
    }

    @Test
    void aBoardPostedForAllAtTheOffersVersionLeavesItStanding() {
        // /djambi board public:true shows the board as it stands: the offer it struck still stood, its Accept gone
        Reply.Public offer = drawOffer("Red offers a draw", 3);
        channels.posted(offer, sent(120));
        channels.posted(board(3), sent(121));
        verify(chan, never()).editMessageById(anyLong(), any(MessageEditData.class));
        assertEquals(Optional.of(120L), channels.offer("chan", offer).map(ChannelPosts.Posted::messageId));
    }

    @Test
    void aDrawOfferThatLapsedAtTheNextBoardSaysWhyAndWhenInItsGamesLanguage() {
        // Struck through without a word: a reader scrolling back could not tell whether it was declined, withdrawn or
        // left to lapse
        long boardAt = TimeUtil.getDiscordTimestamp(1_740_830_400_000L);
        channels.posted(
                new Reply.Public("Red offers a draw", List.of(), List.of(), new Reply.DrawOffer(1, 3)), sent(45));
        channels.posted(board(4), sent(boardAt));
        assertEquals(
                "~~Red offers a draw~~\n⌛ Lapsed <t:1740830400:R>: the game moved on before every player agreed.",
                edited(45L).getContent());

        channels.posted(
                new Reply.Public(
                        "Rouge propose la nulle", List.of(), List.of(), new Reply.DrawOffer(1, 4, Locale.FRENCH)),
                sent(46));
        channels.posted(board(5), sent(boardAt + 1));
        assertEquals(
                "~~Rouge propose la nulle~~\n⌛ Caduque <t:1740830400:R>\u00a0: la partie a continué avant que tous les"
                        + " joueurs l'acceptent.",
                edited(46L).getContent());
    }

    /** A message of the bot's an earlier run left: a draw offer's or a takeback request's words and buttons. */
    private static Message earlierOffer(long id, String words, String buttonId) {
        return earlierOffer(id, SELF, words, buttonId);
    }

    /** The same, by {@code author}. */
    private static Message earlierOffer(long id, long author, String words, String buttonId) {
        Message m = earlier(id, author, false, true);
        when(m.getContentRaw()).thenReturn(words);
        when(m.getComponentTree())
                .thenReturn(net.dv8tion.jda.api.components.tree.MessageComponentTree.of(
                        net.dv8tion.jda.api.components.actionrow.ActionRow.of(
                                net.dv8tion.jda.api.components.buttons.Button.success(buttonId, "Accept"))));
        return m;
    }

    @Test
    void anOfferAnEarlierRunLeftIsStruckThroughWhenItsEndComesFirstAfterARestart() {
        // GIVEN after a restart, among the channel's latest: a takeback request an earlier run made, with its buttons
        String takeback = ComponentIds.takebackAnswer("accept", new Reply.TakebackOffer(1, 3, Locale.ENGLISH));
        latestMessages(List.of(earlierOffer(70, "Takeback asked by Blue: 1 of 3 agree <@7>", takeback)));
        // WHEN its end (a decline) is the first the run hears of it
        channels.posted(declined("takeback", "✖ Declined by cy (Yellow): the move stands."), sent(71));
        // THEN it is struck through and loses its buttons, as one this run made (found by the play-test: it kept them),
        // with why
        MessageEditData struck = edited(70L);
        // (an earlier run's line in one piece, its count not yet on a line of its own, loses its ping at least)
        assertEquals(
                "~~Takeback asked by Blue: 1 of 3 agree~~\n✖ Declined by cy (Yellow): the move stands.",
                struck.getContent());
        assertEquals(List.of(), struck.getComponents());
        assertEquals(Set.of(), struck.getAllowedMentions());
    }

    @Test
    void aRunsFirstBoardStrikesThroughADrawOfferAnEarlierRunLeftButNoOtherMessage() {
        String draw = ComponentIds.drawAnswer("accept", new Reply.DrawOffer(1, 3));
        Message latest = earlier(82, SELF, true, true);
        latestMessages(List.of(
                latest,
                earlierOffer(81, "Red offers a draw (1 of 4 agree)", draw),
                earlier(80, SELF, false, true), // the lobby card of the bot's: not an offer
                earlierOffer(79, 77, "Another bot's message", draw)));
        channels.posted(board(4), latest);
        assertEquals(
                "~~Red offers a draw (1 of 4 agree)~~\n⌛ Lapsed <t:1420070400:R>: the game moved on before every player"
                        + " agreed.",
                edited(81L).getContent());
        verify(chan, never()).editMessageById(eq(80L), any(MessageEditData.class));
        verify(chan, never()).editMessageById(eq(82L), any(MessageEditData.class));
        verify(chan, never()).editMessageById(eq(79L), any(MessageEditData.class));
    }

    @Test
    void aRunsFirstBoardStrikesAnEarlierRunsDrawOfferAndTakebackRequestEachWithWhyInTheBoardsLanguage() {
        // GIVEN after a restart, the takeback request and the draw offer an earlier run left, at version 5
        Message latest = earlier(92, SELF, true, true);
        latestMessages(List.of(
                latest,
                earlierOffer(91, "Bleu demande à reprendre", takebackButton(5)),
                earlierOffer(
                        90, "Rouge propose la nulle", ComponentIds.drawAnswer("accept", new Reply.DrawOffer(1, 5)))));
        // WHEN the run's first board is the takeback done, in French
        channels.posted(
                new Reply.Public(
                        "Rouge joue.",
                        List.of(new Reply.Attachment(BoardPosts.BOARD_FILE, new byte[] {1})),
                        List.of(),
                        new Reply.BoardControls(1, 4, Locale.FRENCH)),
                latest);
        // THEN each says what ended it, in the game's language, which the board's buttons say
        assertEquals(
                "~~Bleu demande à reprendre~~\n✅ Tous les autres joueurs ont accepté\u00a0: le coup est repris.",
                edited(91L).getContent());
        assertEquals(
                "~~Rouge propose la nulle~~\n⌛ Caduque <t:1420070400:R>\u00a0: un coup a été repris avant que tous les"
                        + " joueurs l'acceptent.",
                edited(90L).getContent());
    }

    @Test
    void aRunsFirstBoardAtAnEarlierRunsOffersVersionLeavesItStanding() {
        Message latest = earlier(96, SELF, true, true);
        latestMessages(List.of(latest, earlierOffer(95, "Blue asks to take back", takebackButton(3))));
        channels.posted(board(3), latest);
        verify(chan, never()).editMessageById(anyLong(), any(MessageEditData.class));
    }

    private static String takebackButton(int version) {
        return ComponentIds.takebackAnswer("accept", new Reply.TakebackOffer(1, version, Locale.ENGLISH));
    }

    @Test
    void aTakebackOfferIsStruckThroughByTheNextBoardAndOnlyOnce() {
        Reply.Public offer = new Reply.Public(
                "Blue asks to take back a move", List.of(), List.of(), new Reply.TakebackOffer(1, 3, Locale.ENGLISH));
        channels.posted(offer, sent(50));
        channels.posted(board(4), sent(51));
        channels.posted(board(5), sent(52));

        assertEquals(
                "~~Blue asks to take back a move~~\n⌛ Lapsed <t:1420070400:R>: the game moved on before every other"
                        + " player accepted.",
                edited(50L).getContent());
    }

    @Test
    void aSubstituteWantedLineIsStruckThroughWhenItsSeatChangesHandsAndOnlyThen() {
        // Found by the play-test: Take the seat stayed under the line after the seat was taken, leading to a refusal
        channels.posted(
                new Reply.Public(
                        "Blue: substitute wanted",
                        List.of(),
                        List.of(),
                        new Reply.SeatWanted(1, "blue", Locale.ENGLISH)),
                sent(70));
        channels.posted(board(), sent(71));
        channels.posted(
                new Reply.Public("Yellow changes hands", List.of(), List.of(), new Reply.SeatFilled("yellow")),
                sent(72));
        verify(chan, never()).editMessageById(anyLong(), any(MessageEditData.class));

        channels.posted(
                new Reply.Public("Blue changes hands", List.of(), List.of(), new Reply.SeatFilled("blue")), sent(73));

        MessageEditData struck = edited(70L);
        assertEquals("~~Blue: substitute wanted~~", struck.getContent());
        assertEquals(List.of(), struck.getComponents());
    }

    @Test
    void anAbortTakesTheButtonsOffTheGamesLatestBoard() {
        // Its Make a move looked live after the abort, and only answered with a refusal (found by the play-test)
        channels.posted(board(), sent(140));
        channels.posted(
                new Reply.Public("ann aborted the game.", List.of(), List.of(), new Reply.GameAborted(List.of())),
                sent(141));
        verify(chan).editMessageComponentsById(140L, List.of());
        verify(chan, never()).editMessageComponentsById(eq(141L), anyCollection());
    }

    @Test
    void anAbortAfterARestartTakesTheButtonsOffTheBoardAnEarlierRunLeft() {
        // GIVEN after a restart, among the channel's latest: the abort's line, an earlier run's live board
        Message line = earlier(151, SELF, false, false);
        latestMessages(List.of(line, earlier(150, SELF, true, true), earlier(149, SELF, true, false)));
        channels.posted(
                new Reply.Public("ann aborted the game.", List.of(), List.of(), new Reply.GameAborted(List.of())),
                line);
        verify(chan).editMessageComponentsById(150L, List.of());
        verify(chan, never()).editMessageComponentsById(eq(149L), anyCollection());
    }

    @Test
    void anAbortStrikesTheDrawOfferAndTheTakebackRequestStandingEachWithWhy() {
        // The abort's line said so alone, and both kept their Accept and Decline (found by a test first)
        channels.posted(drawOffer("Red offers a draw", 5), sent(130));
        channels.posted(takebackRequest("Blue asks to take back", 5), sent(131));
        channels.posted(
                new Reply.Public(
                        "ann aborted the game.",
                        List.of(),
                        List.of(),
                        new Reply.GameAborted(List.of(new Reply.OfferClosed("", "✖ Ended: ann aborted the game.")))),
                sent(132));
        assertEquals(
                "~~Red offers a draw~~\n✖ Ended: ann aborted the game.",
                edited(130L).getContent());
        assertEquals(
                "~~Blue asks to take back~~\n✖ Ended: ann aborted the game.",
                edited(131L).getContent());
    }

    @Test
    void aSeatsHandOverStrikesTheOffersItEndedEachWithWhyAndLeavesTheOthersStanding() {
        // GIVEN Blue's draw offer and takeback request, and Blue's "substitute wanted" line
        channels.posted(drawOffer("Blue offers a draw", 5), sent(140));
        channels.posted(takebackRequest("Blue asks to take back", 5), sent(141));
        channels.posted(
                new Reply.Public(
                        "Blue: substitute wanted",
                        List.of(),
                        List.of(),
                        new Reply.SeatWanted(1, "blue", Locale.ENGLISH)),
                sent(142));
        // WHEN Blue's seat changes hands, which ends the draw offer alone: Blue was the only one to agree
        channels.posted(
                new Reply.Public(
                        "bob leaves the Blue seat to zed",
                        List.of(),
                        List.of(),
                        new Reply.SeatFilled(
                                "blue",
                                List.of(new Reply.OfferClosed("draw", "✖ Withdrawn: bob (Blue) no longer plays.")))),
                sent(143));
        // THEN the offer is struck through with why, the wanted line too, and the request stands
        assertEquals(
                "~~Blue offers a draw~~\n✖ Withdrawn: bob (Blue) no longer plays.",
                edited(140L).getContent());
        assertEquals("~~Blue: substitute wanted~~", edited(142L).getContent());
        verify(chan, never()).editMessageById(eq(141L), any(MessageEditData.class));
        Reply.Public request = takebackRequest("Blue asks to take back", 5);
        assertEquals(Optional.of(141L), channels.offer("chan", request).map(ChannelPosts.Posted::messageId));
    }

    @Test
    void aSeatsHandOverAfterARestartStrikesTheOfferItEndedThatAnEarlierRunLeft() {
        String draw = ComponentIds.drawAnswer("accept", new Reply.DrawOffer(1, 3));
        latestMessages(List.of(earlierOffer(150, "Blue offers a draw (1 of 4 agree)", draw)));
        channels.posted(
                new Reply.Public(
                        "bob leaves the Blue seat to zed",
                        List.of(),
                        List.of(),
                        new Reply.SeatFilled(
                                "blue",
                                List.of(new Reply.OfferClosed("draw", "✖ Withdrawn: bob (Blue) no longer plays.")))),
                sent(151));
        MessageEditData struck = edited(150L);
        assertEquals(
                "~~Blue offers a draw (1 of 4 agree)~~\n✖ Withdrawn: bob (Blue) no longer plays.", struck.getContent());
        assertEquals(List.of(), struck.getComponents());
    }

    @Test
    void anOfferOfASeatIsStruckThroughWhenDeclinedAcceptedOrLapsedAtTheNextBoard() {
        // Found by the play-test: Accept the seat and Decline stayed live under every offer
        Reply.Public offer = new Reply.Public(
                "bob offers the Blue seat to zed",
                List.of(),
                List.of(),
                new Reply.SeatOffer(1, 3, "blue", "zed", Locale.ENGLISH));
        channels.posted(offer, sent(80));
        channels.posted(
                new Reply.Public("zed declines", List.of(), List.of(), new Reply.SeatOfferClosed("blue")), sent(81));
        assertEquals("~~bob offers the Blue seat to zed~~", edited(80L).getContent());

        channels.posted(offer, sent(82));
        channels.posted(
                new Reply.Public("zed takes the seat", List.of(), List.of(), new Reply.SeatFilled("blue")), sent(83));
        assertEquals("~~bob offers the Blue seat to zed~~", edited(82L).getContent());

        // AND one that lapsed at the next board says why and when: nothing after it tells what became of it (found by
        // the play-test)
        long boardAt = TimeUtil.getDiscordTimestamp(
                java.time.Instant.parse("2025-03-01T12:00:00Z").toEpochMilli());
        channels.posted(offer, sent(84));
        channels.posted(board(), sent(boardAt));
        assertEquals(
                "~~bob offers the Blue seat to zed~~\n⌛ Expired <t:1740830400:R>: the game moved on before it was"
                        + " answered.",
                edited(84L).getContent());
    }

    @Test
    void anExpiredOfferOfASeatSaysWhyInItsGamesLanguage() {
        channels.posted(
                new Reply.Public(
                        "bob propose la place Bleu à zed",
                        List.of(),
                        List.of(),
                        new Reply.SeatOffer(1, 3, "blue", "zed", Locale.FRENCH)),
                sent(90));
        channels.posted(board(), sent(TimeUtil.getDiscordTimestamp(1_740_830_400_000L)));
        assertEquals(
                "~~bob propose la place Bleu à zed~~\n⌛ Expirée <t:1740830400:R>\u00a0: la partie a continué avant"
                        + " qu'elle reçoive une réponse.",
                edited(90L).getContent());
    }

    /** The one edit made to message {@code id}. */
    private MessageEditData edited(long id) {
        ArgumentCaptor<MessageEditData> data = ArgumentCaptor.forClass(MessageEditData.class);
        verify(chan).editMessageById(eq(id), data.capture());
        return data.getValue();
    }
}
