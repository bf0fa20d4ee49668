package io.djambi.bot.discord;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.mockito.Mockito.when;

import io.djambi.bot.game.Seat;
import io.djambi.engine.model.Colour;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.regex.Pattern;
import net.dv8tion.jda.api.events.interaction.component.ButtonInteractionEvent;
import net.dv8tion.jda.api.interactions.Interaction;
import net.dv8tion.jda.api.utils.messages.MessageCreateData;
import org.junit.jupiter.api.Test;

/** Players with hostile display names: the lobby and the board show them as typed and ping no one by them. */
class MentionsTest extends ListenerFixture {
    private static final Pattern MENTION = Pattern.compile("<(@[!&]?|#|/)[^>]*>|@(everyone|here)");
    private static final String WAVE = "\uD83D\uDC4B";

    private <T extends Interaction> T named(T event, String displayName) {
        when(event.getUser().getEffectiveName()).thenReturn(displayName);
        return event;
    }

    @Test
    void hostileDisplayNamesReachTheLobbyAndTheBoardEscapedAndOnlyThePlayerToMoveIsPinged() {
        // GIVEN four players named as a mention, @everyone, bold markdown with a right-to-left override, 40 emoji
        listener.onSlashCommandInteraction(named(slash("1", "djambi", "new", Map.of()), "<@999999999999999999>"));
        listener.onButtonInteraction(named(button("2", ComponentIds.JOIN), "@everyone"));
        listener.onButtonInteraction(named(button("3", ComponentIds.JOIN), "**x**\u202Eevil"));
        listener.onButtonInteraction(named(button("4", ComponentIds.JOIN), WAVE.repeat(40)));
        // WHEN the host starts the game
        listener.onButtonInteraction(named(button("1", ComponentIds.START), "<@999999999999999999>"));
        runWorkers();

        // THEN every public message shows the names harmless, and pings nobody by them
        List<String> shown = new java.util.ArrayList<>(
                posts.stream().map(MessageCreateData::getContent).toList());
        edits.forEach(e -> shown.add(e.getContent()));
        for (String text : shown) {
            assertFalse(MENTION.matcher(text.replace("<@1>", "")).find(), text);
            assertTrue(text.codePoints().noneMatch(c -> c == 0x202E), text);
        }
        assertTrue(shown.stream().anyMatch(t -> t.contains("\\*\\*x\\*\\*evil")), shown.toString());
        Map<Colour, Seat> seats = store.find(CHANNEL).orElseThrow().seats();
        assertEquals(WAVE.repeat(31) + "\u2026", seats.get(Colour.GREEN).name(), "cut to 32 graphemes, whole emoji");
        // the lobby messages ping no one; the board pings the player to move, and only him
        MessageCreateData board = posts.get(posts.size() - 1);
        assertEquals(List.of("djambi-board.png"), fileNames(board));
        assertEquals(Set.of("1"), board.getMentionedUsers());
        for (MessageCreateData post : posts.subList(0, posts.size() - 1)) {
            assertTrue(post.getMentionedUsers().isEmpty(), post.getContent());
        }
        edits.forEach(e -> assertTrue(e.getMentionedUsers().isEmpty(), e.getContent()));
    }

    @Test
    void aNameStoredRawBeforeThisReleasePingsNobodyThroughTheMessagesAllowedMentions() {
        // GIVEN a lobby whose host's name was stored raw (before names were escaped on the way in)
        service.handle(
                io.djambi.bot.command.CommandRequest.djambi("1", "@everyone <@2>", "100", CHANNEL, "new", Map.of()));
        // WHEN someone joins with the button and the lobby is shown again
        ButtonInteractionEvent join = button("3", ComponentIds.JOIN);
        listener.onButtonInteraction(join);
        runWorkers();
        // THEN the raw text is there, but the message lets no text ping: no type parsed, no user named
        MessageCreateData lobby = posts.get(0);
        assertTrue(lobby.getContent().contains("@everyone <@2>"), lobby.getContent());
        assertTrue(lobby.getAllowedMentions().isEmpty());
        assertTrue(lobby.getMentionedUsers().isEmpty());
    }
}
