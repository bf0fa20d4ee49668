package io.djambi.bot.discord;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.djambi.bot.command.Reply;
import io.djambi.bot.command.UserText;
import io.djambi.bot.press.Courier;
import io.djambi.bot.text.Catalogue;
import java.util.List;
import java.util.Set;
import net.dv8tion.jda.api.components.actionrow.ActionRow;
import net.dv8tion.jda.api.utils.messages.MessageCreateData;
import net.dv8tion.jda.api.utils.messages.MessageEditData;
import org.junit.jupiter.api.Test;

class MessagesTest {
    private final Messages messages = new Messages(Catalogue.english());

    @Test
    void aPublicPostPingsOnlyTheUsersItNamesWhateverItsTextHolds() {
        MessageCreateData post = messages.publicPost(
                new Reply.Public("<@2> @everyone <@&3> <@1>", List.of(), List.of("1"), new Reply.NoControls()));
        assertTrue(post.getAllowedMentions().isEmpty(), "no mention type parsed: " + post.getAllowedMentions());
        assertEquals(Set.of("1"), post.getMentionedUsers());
        assertTrue(post.getMentionedRoles().isEmpty());
    }

    @Test
    void aPostWithNobodyToPingPingsNobody() {
        // the lobby's case: with USER allowed and nobody named, Discord would ping every <@id> in the text
        MessageCreateData lobby = messages.publicPost(
                new Reply.Public("<@2> sits as Blue.", List.of(), List.of(), new Reply.LobbyControls()));
        assertTrue(lobby.getAllowedMentions().isEmpty());
        assertTrue(lobby.getMentionedUsers().isEmpty());
    }

    @Test
    void anEditStatesTheSameMentionsAsTheMessageItReplaces() {
        MessageEditData edit = Messages.replacing(
                messages.publicPost(new Reply.Public("<@1> to move", List.of(), List.of("1"), new Reply.NoControls())));
        assertTrue(edit.getAllowedMentions().isEmpty());
        assertEquals(Set.of("1"), edit.getMentionedUsers());
    }

    @Test
    void aConfirmationsCancelIsNotTheWordForAbortingTheGame() {
        // Found by the play-test: "Diese Partie für alle abbrechen?" over Bestätigen and "Abbrechen" (cancel)
        Messages german = new Messages(Catalogue.english().forLocale(java.util.Locale.GERMAN));
        MessageCreateData asked = german.privateMessage(new Reply.Private(
                "Diese Partie für alle abbrechen?", List.of(), new Reply.ConfirmControls("abort", 1, 0)));
        List<String> labels = ((ActionRow) asked.getComponents().get(0))
                .getButtons().stream().map(b -> b.getLabel()).toList();
        assertEquals(List.of("Bestätigen", "Nein, zurück"), labels);
    }

    @Test
    void aLongTextIsCutWithoutSplittingAnEmoji() {
        String text = "a".repeat(Messages.MAX_CONTENT - 2) + "\uD83D\uDC4B\uD83D\uDC4B";
        String cut = messages.privateMessage(text).getContent();
        assertEquals("a".repeat(Messages.MAX_CONTENT - 2) + "\u2026", cut);
        assertFalse(Character.isHighSurrogate(cut.charAt(cut.length() - 2)));
    }

    @Test
    void aReplyButtonShowsTheSendersNameAsTypedNotEscaped() {
        MessageCreateData dm =
                Messages.whisper(new Courier.DirectMessage("2", "text", 7, "Reply to " + UserText.name("**x**")));
        String label =
                ((ActionRow) dm.getComponents().get(0)).getButtons().get(0).getLabel();
        assertEquals("Reply to **x**", label);
        assertTrue(dm.getAllowedMentions().isEmpty());
    }

    @Test
    void aPickerStepIsItsBoardOneMenuAndBackMoreAndCancel() {
        // GIVEN a step with a second page and a choice that kills a Chief
        Reply.PickerView view = new Reply.PickerView(7, 3, "D6", "1");
        Reply.Picker step = new Reply.Picker(
                "Next?",
                List.of(new Reply.Attachment("djambi-picker.png", new byte[] {1})),
                view,
                List.of(
                        new Reply.PickerChoice("-D7", "D7: move there"),
                        new Reply.PickerChoice("xE6", "E6: takes Blue's Chief", "Blue's Chief dies: Blue is out")),
                List.of(
                        new Reply.PickerLink("Back", new Reply.PickerView(7, 3, "", "1"), true),
                        new Reply.PickerLink("More (26-29)", new Reply.PickerView(7, 3, "D6", "2"), true)));
        MessageCreateData data = messages.picker(step);
        // THEN the board is attached, the menu is the view, its options carry their words
        assertEquals(
                List.of("djambi-picker.png"),
                data.getFiles().stream().map(f -> f.getName()).toList());
        var menu =
                data.getComponents().get(0).asActionRow().getComponents().get(0).asStringSelectMenu();
        assertEquals(ComponentIds.pickerView(view), menu.getCustomId());
        assertEquals("Blue's Chief dies: Blue is out", menu.getOptions().get(1).getDescription());
        assertEquals(null, menu.getOptions().get(0).getDescription(), "an ordinary move says nothing more");
        // AND the buttons lead to the views they name, then Cancel
        assertEquals(
                List.of(
                        ComponentIds.pickerView(new Reply.PickerView(7, 3, "", "1")),
                        ComponentIds.pickerView(new Reply.PickerView(7, 3, "D6", "2")),
                        ComponentIds.CANCEL),
                MessageOf.buttons(data.getComponents()).stream()
                        .map(b -> b.getCustomId())
                        .toList());
    }

    @Test
    void anOfferedSeatHasAcceptAndDeclineAndAWantedSeatTakeTheSeatInTheGamesLanguage() {
        Reply.SeatOffer offer = new Reply.SeatOffer(7, 3, "blue", "42", java.util.Locale.FRENCH);
        MessageCreateData offered = messages.publicPost(new Reply.Public("offer", List.of(), List.of("42"), offer));
        assertEquals(
                List.of(ComponentIds.seatAnswer("accept", offer), ComponentIds.seatAnswer("decline", offer)),
                MessageOf.buttons(offered.getComponents()).stream()
                        .map(b -> b.getCustomId())
                        .toList());
        assertEquals(
                "Accepter la place",
                MessageOf.buttons(offered.getComponents()).getFirst().getLabel());
        Reply.SeatWanted wanted = new Reply.SeatWanted(7, "blue", java.util.Locale.ENGLISH);
        MessageCreateData take = messages.publicPost(new Reply.Public("wanted", List.of(), List.of(), wanted));
        assertEquals(
                List.of("Take the seat"),
                MessageOf.buttons(take.getComponents()).stream()
                        .map(b -> b.getLabel())
                        .toList());
        assertEquals(
                ComponentIds.takeTheSeat(wanted),
                MessageOf.buttons(take.getComponents()).getFirst().getCustomId());
    }
}
