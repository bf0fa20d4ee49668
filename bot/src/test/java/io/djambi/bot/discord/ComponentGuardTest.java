package io.djambi.bot.discord;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.mockito.ArgumentMatchers.any;
import static org.mockito.Mockito.never;
import static org.mockito.Mockito.verify;
import static org.mockito.Mockito.when;

import io.djambi.bot.command.CommandRequest;
import io.djambi.bot.command.Reply;
import io.djambi.bot.game.Table;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import net.dv8tion.jda.api.entities.Message;
import net.dv8tion.jda.api.events.interaction.component.ButtonInteractionEvent;
import net.dv8tion.jda.api.events.interaction.component.StringSelectInteractionEvent;
import net.dv8tion.jda.api.modals.Modal;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * A button or menu acts only on its own message: forged and foreign ids get a new ephemeral refusal and change
 * nothing, above all not the public board; a stale genuine picker says so in itself.
 */
class ComponentGuardTest extends ListenerFixture {
    private Table table;
    /** The public board, as posted when the game started. */
    private Message board;

    private void started() {
        table = startedGame();
        board = message(
                new Messages(TEXT)
                        .publicPost(new Reply.Public(
                                "The board",
                                List.of(),
                                List.of("1"),
                                new Reply.BoardControls(table.id(), table.version())))
                        .getComponents(),
                false);
    }

    /** Player 1 (Red, to move) presses Make a move; the picker is the private answer. */
    private Message openPicker() {
        listener.onButtonInteraction(on(button("1", ComponentIds.makeAMove(table.id(), 0)), board));
        runWorkers();
        return message(edits.get(edits.size() - 1).getComponents(), true);
    }

    private void assertRefusedAndNothingChanged(String why) {
        assertEquals(1, replies.size(), "one answer, a new message");
        assertEquals(why, replies.get(0).getContent());
        assertEquals(List.of(true), repliesEphemeral, "the refusal is ephemeral");
        assertTrue(
                edits.isEmpty(),
                "no message was edited: "
                        + edits.stream().map(e -> e.getContent()).toList());
        assertTrue(posts.isEmpty(), "nothing was posted");
        assertEquals(0, store.find(CHANNEL).orElseThrow().version(), "no move was played");
    }

    static Stream<String> forgedPickerIds() {
        return Stream.of(
                ComponentIds.pickerView(new Reply.PickerView(
                        1, 0, "", "1")), // genuine shape: honoured only on the picker, not the board
                ComponentIds.pickerView(new Reply.PickerView(2, 0, "", "1")), // another table (another channel's game)
                ComponentIds.pickerView(new Reply.PickerView(1, 7, "", "1")), // an edited version
                "djambi:pick:1:0:red:0", // a colour where the move goes
                ComponentIds.pickerView(new Reply.PickerView(1, 0, "Z9", "1")), // a square off the board
                "djambi:pick:\uD83D\uDCA5:x:y:z", // garbage
                "djambi:pick:" + "9".repeat(88)); // 100 characters
    }

    @ParameterizedTest
    @MethodSource("forgedPickerIds")
    void aPickerMenuIdSentOnThePublicBoardIsRefusedEphemerallyAndTheBoardIsNotEdited(String id) {
        // GIVEN a started game and its public board
        started();
        // WHEN a picker menu id comes on the board message (forged, or from another game)
        StringSelectInteractionEvent forged = on(select("1", id, "C3"), board);
        listener.onStringSelectInteraction(forged);
        runWorkers();
        // THEN a new ephemeral refusal, and the board keeps its text and buttons
        verify(forged, never()).deferEdit();
        assertRefusedAndNothingChanged(
                ComponentIds.parsePickerView(id).isPresent()
                        ? TEXT.get(InteractionListener.NOT_THIS_MESSAGE)
                        : TEXT.get(InteractionListener.OLD_MENU));
    }

    /** The ids above but the genuine one, which the genuine picker does hold. */
    static Stream<String> idsNotOnThePicker() {
        return forgedPickerIds().skip(1);
    }

    @ParameterizedTest
    @MethodSource("idsNotOnThePicker")
    void aForgedIdOnTheGenuinePickerIsRefusedWithoutEditingIt(String id) {
        started();
        Message picker = openPicker();
        edits.clear();
        StringSelectInteractionEvent forged = on(select("1", id, "C3"), picker);
        listener.onStringSelectInteraction(forged);
        runWorkers();
        verify(forged, never()).deferEdit();
        assertRefusedAndNothingChanged(
                ComponentIds.parsePickerView(id).isPresent()
                        ? TEXT.get(InteractionListener.NOT_THIS_MESSAGE)
                        : TEXT.get(InteractionListener.OLD_MENU));
    }

    @Test
    void aChoiceThePickerDidNotOfferIsRefused() {
        started();
        Message picker = openPicker();
        edits.clear();
        listener.onStringSelectInteraction(
                on(select("1", ComponentIds.pickerView(new Reply.PickerView(table.id(), 0, "", "1")), "E5"), picker));
        runWorkers();
        assertRefusedAndNothingChanged(TEXT.get(InteractionListener.NOT_THIS_MESSAGE));
    }

    @Test
    void aPickerMenuOnAPublicMessageThatHoldsItIsStillRefused() {
        // the picker edits its own message: only an ephemeral one, which no one else sees
        started();
        openPicker();
        Message publicCopy = message(edits.get(edits.size() - 1).getComponents(), false);
        edits.clear();
        StringSelectInteractionEvent click = on(
                select("1", ComponentIds.pickerView(new Reply.PickerView(table.id(), 0, "", "1")), "C3"), publicCopy);
        listener.onStringSelectInteraction(click);
        runWorkers();
        verify(click, never()).deferEdit();
        assertRefusedAndNothingChanged(TEXT.get(InteractionListener.NOT_THIS_MESSAGE));
    }

    @Test
    void aStaleButGenuinePickerSaysSoInThePickerItself() {
        // GIVEN Red's open picker, then Red plays by /move instead
        started();
        Message picker = openPicker();
        service.handle(CommandRequest.move("1", "1", "100", CHANNEL, Map.of("move", "C3-D4")));
        // WHEN he uses the old picker
        listener.onStringSelectInteraction(
                on(select("1", ComponentIds.pickerView(new Reply.PickerView(table.id(), 0, "", "1")), "C3"), picker));
        runWorkers();
        // THEN that picker (his own, ephemeral) now says it is stale; nothing else is answered
        assertTrue(edits.get(edits.size() - 1).getContent().contains("board has changed"));
        assertTrue(edits.get(edits.size() - 1).getComponents().isEmpty(), "its menus are gone");
        assertTrue(replies.isEmpty());
        assertEquals(1, store.find(CHANNEL).orElseThrow().version());
    }

    static Stream<String> forgedButtonIds() {
        return Stream.of(
                ComponentIds.pressPage(1, 1),
                ComponentIds.DRAFT_SEND + "1",
                ComponentIds.DRAFT_CANCEL + "1",
                ComponentIds.JOIN,
                ComponentIds.START,
                ComponentIds.makeAMove(1, 0) + "0",
                ComponentIds.makeAMove(2, 0));
    }

    @ParameterizedTest
    @MethodSource("forgedButtonIds")
    void aButtonIdThatIsNotOnThePublicBoardCannotEditIt(String id) {
        // GIVEN the public board, which holds only its own Make a move
        started();
        // WHEN another button's id comes on it (a press page would put private whispers there)
        ButtonInteractionEvent forged = on(button("1", id), board);
        listener.onButtonInteraction(forged);
        runWorkers();
        // THEN refused, ephemerally, and the board is untouched
        verify(forged, never()).deferEdit();
        verify(forged, never()).deferReply(true);
        assertRefusedAndNothingChanged(
                id.startsWith(ComponentIds.makeAMove(1, 0) + "0")
                        ? TEXT.get(InteractionListener.OLD_BUTTON)
                        : TEXT.get(InteractionListener.NOT_THIS_MESSAGE));
    }

    @Test
    void aPressPageButtonOnAPublicMessageThatHoldsItIsStillRefused() {
        // a page turns its own ephemeral message: on a public message it would show one player's whispers to all
        started();
        String page = ComponentIds.pressPage(table.id(), 1);
        ButtonInteractionEvent click = button("1", page); // on a public message holding that button
        listener.onButtonInteraction(click);
        runWorkers();
        verify(click, never()).deferEdit();
        assertRefusedAndNothingChanged(TEXT.get(InteractionListener.NOT_THIS_MESSAGE));
    }

    @Test
    void theReplyButtonIsRefusedAtTheClickToAnyoneButTheRecipientAndForAFinishedGame() {
        // GIVEN Red whispered to Blue
        started();
        listener.onSlashCommandInteraction(slash("1", "whisper", null, Map.of("to", "2", "message", "Deal?")));
        runWorkers();
        edits.clear();
        String reply = ComponentIds.REPLY + "1";
        // WHEN Yellow presses that Reply button (forged into his DM)
        ButtonInteractionEvent stranger = inDm(button("3", reply));
        listener.onButtonInteraction(stranger);
        // THEN no form opens; he is told so at the click
        verify(stranger, never()).replyModal(any(Modal.class));
        assertEquals(
                "You can only answer a whisper that was sent to you.",
                replies.get(0).getContent());

        // WHEN the game is aborted and Blue presses Reply
        service.handle(CommandRequest.djambi("1", "1", "100", CHANNEL, "abort-confirm", Map.of()));
        ButtonInteractionEvent late = inDm(button("2", reply));
        listener.onButtonInteraction(late);
        // THEN no form for a finished game either
        verify(late, never()).replyModal(any(Modal.class));
        assertEquals("Game 1 is over: its whispers are closed.", replies.get(1).getContent());
        assertEquals(List.of(true, true), repliesEphemeral);
    }

    @Test
    void theReplyButtonOutsideADmIsRefused() {
        started();
        listener.onSlashCommandInteraction(slash("1", "whisper", null, Map.of("to", "2", "message", "Deal?")));
        runWorkers();
        ButtonInteractionEvent inAChannel = button("2", ComponentIds.REPLY + "1");
        listener.onButtonInteraction(inAChannel);
        verify(inAChannel, never()).replyModal(any(Modal.class));
        assertEquals(
                TEXT.get(InteractionListener.NOT_THIS_MESSAGE), replies.get(0).getContent());
        // AND a French clicker is refused in French (it was English for everyone; found by the play-test)
        ButtonInteractionEvent french = button("2", ComponentIds.REPLY + "1");
        when(french.getUserLocale()).thenReturn(net.dv8tion.jda.api.interactions.DiscordLocale.FRENCH);
        listener.onButtonInteraction(french);
        assertEquals(
                "Ce contrôle n'appartient pas à ce message\u00a0; rien n'a changé.",
                replies.get(1).getContent());
    }

    @Test
    void aDraftsButtonsPressedByAnyoneButItsAuthorAreRefusedAtTheClickAndTheDraftIsNotEdited() {
        // GIVEN player 2's plain DM waits as a draft for him to confirm that it goes to player 1
        started();
        listener.onSlashCommandInteraction(slash("1", "whisper", null, Map.of("to", "2", "message", "Deal?")));
        runWorkers();
        Reply.Private ask = (Reply.Private)
                press.relay(new CommandRequest("2", "2", "", "dm-2", false, "dm", "", Map.of("message", "Only for 1")))
                        .toCompletableFuture()
                        .join()
                        .get(0);
        long draft = ((Reply.DraftControls) ask.controls()).draftId();
        edits.clear();
        // WHEN player 3 presses its Send, then its Cancel, on a DM message that holds them
        for (String id : List.of(ComponentIds.DRAFT_SEND + draft, ComponentIds.DRAFT_CANCEL + draft)) {
            ButtonInteractionEvent click = inDm(button("3", id));
            listener.onButtonInteraction(click);
            runWorkers();
            verify(click, never()).deferEdit();
        }
        // THEN each click gets a new ephemeral refusal; nothing is edited, sent or dropped
        String notYours = TEXT.get("press.draft.not-yours");
        assertEquals(
                List.of(notYours, notYours),
                replies.stream().map(r -> r.getContent()).toList());
        assertEquals(List.of(true, true), repliesEphemeral);
        assertTrue(edits.isEmpty(), "the draft's message is not edited");
        assertTrue(courier.deliveredTo("1").isEmpty(), "nothing was sent");
        assertTrue(whispers.draft(draft).isPresent(), "nothing was dropped");
        // AND its author's Send still sends it, in place of the draft
        listener.onButtonInteraction(inDm(button("2", ComponentIds.DRAFT_SEND + draft)));
        runWorkers();
        assertEquals("Whispered to 1 (Red).", edits.get(edits.size() - 1).getContent());
        assertEquals(1, courier.deliveredTo("1").size());
    }

    private <T extends net.dv8tion.jda.api.interactions.Interaction> T inDm(T event) {
        when(event.getGuild()).thenReturn(null);
        when(event.getChannelId()).thenReturn("dm");
        return event;
    }
}
