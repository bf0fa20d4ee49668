package io.djambi.bot.discord;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.mockito.Mockito.never;
import static org.mockito.Mockito.verify;

import io.djambi.bot.command.CommandRequest;
import io.djambi.bot.command.Reply;
import io.djambi.bot.game.Table;
import io.djambi.engine.model.Colour;
import java.util.List;
import java.util.Map;
import net.dv8tion.jda.api.components.buttons.Button;
import net.dv8tion.jda.api.entities.Message;
import net.dv8tion.jda.api.events.interaction.component.ButtonInteractionEvent;
import org.junit.jupiter.api.Test;

/**
 * Through the listener: the question before a resignation (Confirm, Cancel), a draw offer's Accept and Decline on
 * the public line, and the picker's Back and Cancel. A click that shows its effect adds no "Done.".
 */
class QuestionsAndOffersTest extends ListenerFixture {
    private static List<String> buttonIds(
            List<? extends net.dv8tion.jda.api.components.MessageTopLevelComponent> rows) {
        return MessageOf.buttons(rows).stream().map(Button::getCustomId).toList();
    }

    /** The private message the last edit left, as Discord hands it with a click on it. */
    private Message lastEditAsEphemeral() {
        return message(edits.get(edits.size() - 1).getComponents(), true);
    }

    @Test
    void resignAsksWithConfirmAndCancelAndConfirmClosesTheQuestionInOneLine() {
        Table t = startedGame();
        // WHEN Blue types /djambi resign
        listener.onSlashCommandInteraction(slash("2", "djambi", "resign", Map.of()));
        runWorkers();
        // THEN only he sees the question, with Confirm and Cancel; nothing changed
        List<String> ids = buttonIds(edits.get(0).getComponents());
        assertEquals(2, ids.size(), ids.toString());
        assertTrue(ids.get(0).startsWith("djambi:confirm:resign:" + t.id() + ":"), ids.toString());
        assertEquals(ComponentIds.CANCEL, ids.get(1));
        assertTrue(store.find(CHANNEL).orElseThrow().game().position().isActive(Colour.BLUE));
        // WHEN he presses Confirm on it
        ButtonInteractionEvent confirm = on(button("2", ids.get(0)), lastEditAsEphemeral());
        listener.onButtonInteraction(confirm);
        runWorkers();
        // THEN the question becomes one line with no buttons, and the channel gets the board
        verify(confirm).deferEdit();
        assertEquals("Posted below: 2 (Blue) resigns.", edits.get(1).getContent());
        assertTrue(edits.get(1).getComponents().isEmpty());
        assertEquals(2, edits.size(), "no Done.");
        assertEquals(List.of(false), postsEphemeral);
        assertTrue(!store.find(CHANNEL).orElseThrow().game().position().isActive(Colour.BLUE));
    }

    @Test
    void cancelUnderTheQuestionClosesItAndChangesNothing() {
        startedGame();
        listener.onSlashCommandInteraction(slash("2", "djambi", "resign", Map.of()));
        runWorkers();
        listener.onButtonInteraction(on(button("2", ComponentIds.CANCEL), lastEditAsEphemeral()));
        runWorkers();
        assertEquals(TEXT.get("play.cancelled"), edits.get(1).getContent());
        assertTrue(edits.get(1).getComponents().isEmpty());
        assertTrue(posts.isEmpty());
        assertTrue(store.find(CHANNEL).orElseThrow().game().position().isActive(Colour.BLUE));
    }

    @Test
    void aConfirmOnAPublicMessageIsRefused() {
        Table t = startedGame();
        ButtonInteractionEvent forged =
                button("2", ComponentIds.confirm(new Reply.ConfirmControls("resign", t.id(), 0)));
        listener.onButtonInteraction(forged);
        runWorkers();
        verify(forged, never()).deferEdit();
        assertEquals(
                TEXT.get(InteractionListener.NOT_THIS_MESSAGE), replies.get(0).getContent());
        assertTrue(store.find(CHANNEL).orElseThrow().game().position().isActive(Colour.BLUE));
    }

    @Test
    void acceptAndDeclineAnswerInPublicWithoutDoneAndRefuseOthersPrivately() {
        startedGame();
        // GIVEN Red's confirmed draw offer, posted with Accept and Decline
        List<Reply> offered = service.handle(CommandRequest.djambi("1", "1", "100", CHANNEL, "draw-confirm", Map.of()));
        Reply.Public line = (Reply.Public) offered.get(1);
        Message posted = message(new Messages(TEXT).publicPost(line).getComponents(), false);
        List<String> ids = buttonIds(new Messages(TEXT).publicPost(line).getComponents());
        // WHEN someone who does not play presses Accept
        listener.onButtonInteraction(on(button("9", ids.get(0)), posted));
        runWorkers();
        // THEN he alone is told, and the offer's line is not edited
        assertEquals(List.of(true), postsEphemeral);
        assertEquals(TEXT.get("play.draw.not-yours"), posts.get(0).getContent());
        // WHEN Blue accepts
        listener.onButtonInteraction(on(button("2", ids.get(0)), posted));
        runWorkers();
        // THEN the offer's line as it now stands, through the outbox (which edits it in place), and no deferred reply
        // edited (no Done.)
        assertEquals(List.of(true, false), postsEphemeral);
        assertTrue(
                posts.get(1).getContent().startsWith("Draw offered by 1 (Red), agreed by 2 (Blue).\n2 of 4 agree"),
                posts.get(1).getContent());
        assertTrue(edits.isEmpty(), "no deferred reply is edited");
        // WHEN Yellow declines: withdrawn, in one public line
        listener.onButtonInteraction(on(button("3", ids.get(1)), posted));
        runWorkers();
        assertEquals(
                "3 (Yellow) declines the draw: the offer is withdrawn.",
                posts.get(2).getContent());
        assertTrue(store.find(CHANNEL).orElseThrow().drawOffers().isEmpty());
        assertTrue(edits.isEmpty());
    }

    @Test
    void aTakebackRequestsAcceptButtonsTakeTheMoveBackOnceEveryOtherPlayerPressedAccept() {
        startedGame();
        service.handle(CommandRequest.move("1", "1", "100", CHANNEL, Map.of("move", "C3-D4")));
        // GIVEN Red's request, posted with Accept and Decline
        List<Reply> asked = service.madePublic(
                router.handle(new CommandRequest("1", "1", "100", CHANNEL, false, "takeback", "", Map.of()))
                        .toCompletableFuture()
                        .join());
        Reply.Public line = (Reply.Public) asked.get(1);
        Message posted = message(new Messages(TEXT).publicPost(line).getComponents(), false);
        List<String> ids = buttonIds(new Messages(TEXT).publicPost(line).getComponents());
        assertTrue(ids.get(0).startsWith("djambi:takeback:accept:"), ids.toString());
        // WHEN someone who does not play presses Accept: he alone is told
        listener.onButtonInteraction(on(button("9", ids.get(0)), posted));
        runWorkers();
        assertEquals(TEXT.get("takeback.not-yours"), posts.get(0).getContent());
        // WHEN Blue, Yellow and Green accept
        for (String other : List.of("2", "3", "4")) {
            listener.onButtonInteraction(on(button(other, ids.get(0)), posted));
            runWorkers();
        }
        // THEN the move is taken back
        assertEquals(0, store.find(CHANNEL).orElseThrow().version());
        assertTrue(edits.isEmpty(), "the request's line is not edited");
    }

    @Test
    void takeBackUnderThePlayedAnswerAsksForTheTakeback() {
        Table t = startedGame();
        service.handle(CommandRequest.move("1", "1", "100", CHANNEL, Map.of("move", "C3-D4")));
        Reply.Private played = new Reply.Private("You played C3-D4.", List.of(), new Reply.TakebackAsk(t.id(), 1));
        var rows = new Messages(TEXT).privateMessage(played).getComponents();
        List<String> ids = buttonIds(rows);
        assertEquals(1, ids.size(), ids.toString());
        // WHEN Red presses Take back under his answer
        listener.onButtonInteraction(on(button("1", ids.get(0)), message(rows, true)));
        runWorkers();
        // THEN he is answered privately and the request is posted, with Accept and Decline
        assertEquals(TEXT.get("takeback.asked-private"), edits.get(0).getContent());
        var request = posts.stream()
                .filter(p -> p.getContent().contains("asks to take back their last move"))
                .findFirst()
                .orElseThrow(() -> new AssertionError(
                        posts.stream().map(p -> p.getContent()).toList().toString()));
        assertTrue(buttonIds(request.getComponents()).get(0).startsWith("djambi:takeback:accept:"));
    }

    @Test
    void thePickersBackAndCancelButtonsEditThePickerItself() {
        Table t = startedGame();
        listener.onButtonInteraction(button("1", ComponentIds.makeAMove(t.id(), t.version())));
        runWorkers();
        List<String> first = buttonIds(edits.get(0).getComponents());
        assertEquals(List.of(ComponentIds.PICK_FIRST, ComponentIds.CANCEL), first, "Back (off) and Cancel");
        listener.onStringSelectInteraction(
                select("1", ComponentIds.pickerView(new Reply.PickerView(t.id(), 0, "", "1")), "C3"));
        runWorkers();
        List<String> second = buttonIds(edits.get(1).getComponents());
        assertEquals(ComponentIds.pickerView(new Reply.PickerView(t.id(), 0, "", "1")), second.get(0));
        // Back
        listener.onButtonInteraction(on(button("1", second.get(0)), lastEditAsEphemeral()));
        runWorkers();
        assertEquals(edits.get(0).getContent(), edits.get(2).getContent());
        assertEquals(first, buttonIds(edits.get(2).getComponents()));
        // Cancel
        listener.onButtonInteraction(on(button("1", ComponentIds.CANCEL), lastEditAsEphemeral()));
        runWorkers();
        assertEquals(TEXT.get("play.cancelled"), edits.get(3).getContent());
        assertTrue(edits.get(3).getComponents().isEmpty()
                && edits.get(3).getFiles().isEmpty());
        assertEquals(0, store.find(CHANNEL).orElseThrow().version());
        assertTrue(posts.isEmpty());
    }
}
