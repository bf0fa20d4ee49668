package io.djambi.bot.discord;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.mockito.ArgumentMatchers.any;
import static org.mockito.Mockito.doAnswer;
import static org.mockito.Mockito.mock;
import static org.mockito.Mockito.never;
import static org.mockito.Mockito.verify;
import static org.mockito.Mockito.verifyNoInteractions;
import static org.mockito.Mockito.when;

import io.djambi.bot.command.CommandRequest;
import io.djambi.bot.command.Reply;
import io.djambi.bot.game.Table;
import java.util.Collection;
import java.util.List;
import java.util.Map;
import java.util.function.Consumer;
import net.dv8tion.jda.api.components.selections.SelectOption;
import net.dv8tion.jda.api.events.interaction.command.CommandAutoCompleteInteractionEvent;
import net.dv8tion.jda.api.events.interaction.command.SlashCommandInteractionEvent;
import net.dv8tion.jda.api.interactions.AutoCompleteQuery;
import net.dv8tion.jda.api.interactions.commands.Command;
import net.dv8tion.jda.api.interactions.commands.OptionMapping;
import net.dv8tion.jda.api.interactions.commands.build.SlashCommandData;
import net.dv8tion.jda.api.requests.restaction.interactions.AutoCompleteCallbackAction;
import net.dv8tion.jda.api.requests.restaction.interactions.ReplyCallbackAction;
import net.dv8tion.jda.api.utils.messages.MessageCreateData;
import net.dv8tion.jda.api.utils.messages.MessageEditData;
import org.junit.jupiter.api.Test;
import org.mockito.ArgumentCaptor;

/** The JDA edge against Mockito fakes of JDA's events and hooks, over the real game layer. */
class InteractionListenerTest extends ListenerFixture {
    @Test
    void everyCommandRegisteredWithDiscordIsAcknowledgedAndAnswered() {
        // /takeback, /follow, /unfollow, /replace and /review were registered and never answered: Discord showed "The
        // application did not respond" (found by the play-test on the fake Discord)
        startedGame();
        for (SlashCommandData command : CommandDefinitions.all(TEXT)) {
            String sub = command.getSubcommands().isEmpty()
                    ? null
                    : command.getSubcommands().get(0).getName();
            SlashCommandInteractionEvent e = slash("1", command.getName(), sub, Map.of());
            int answered = edits.size();

            listener.onSlashCommandInteraction(e);
            runWorkers();

            verify(e).deferReply(true);
            assertEquals(answered + 1, edits.size(), "/" + command.getName() + " " + sub + " is answered");
        }
    }

    @Test
    void aMoveIsDeferredAtOnceThenAnsweredPrivatelyAndPostedAsANewMessageThatPings() {
        startedGame();
        SlashCommandInteractionEvent e = slash("1", "move", null, Map.of("move", "C3-D4"));
        listener.onSlashCommandInteraction(e);
        // acknowledged on JDA's thread, before any work: Discord's three seconds are safe
        verify(e).deferReply(true);
        verifyNoInteractions(hook);
        runWorkers();
        // the interaction's path sends only the private answer; the board is the outbox relay's post
        verify(hook).editOriginal(any(MessageEditData.class));
        verify(hook, never()).sendMessage(any(MessageCreateData.class));
        assertTrue(
                edits.get(0).getContent().startsWith("Posted below: 1 (Red): C3-D4 — "),
                "the private answer says what was posted, not \"Done.\": "
                        + edits.get(0).getContent());
        MessageCreateData post = posts.get(0);
        assertEquals(List.of(false), postsEphemeral, "the board is public");
        assertEquals(List.of("djambi-board.png"), fileNames(post));
        assertTrue(post.getContent().contains("<@2>"), post.getContent());
        assertEquals(java.util.Set.of("2"), post.getMentionedUsers(), "only the next player is pinged");
        assertEquals(
                "Make a move",
                post.getComponents().get(0).asActionRow().getButtons().get(0).getLabel());
        assertEquals(1, store.find(CHANNEL).orElseThrow().version());
    }

    @Test
    void anIllegalMoveIsExplainedOnlyToItsSenderAndChangesNothing() {
        startedGame();
        listener.onSlashCommandInteraction(slash("1", "move", null, Map.of("move", "C3-E5")));
        runWorkers();
        assertTrue(
                edits.get(0).getContent().startsWith("Not played:"),
                edits.get(0).getContent());
        verify(hook, never()).sendMessage(any(MessageCreateData.class));
        assertEquals(0, store.find(CHANNEL).orElseThrow().version());
    }

    @Test
    void aStrangersMoveIsRefusedPrivately() {
        startedGame();
        listener.onSlashCommandInteraction(slash("99", "move", null, Map.of("move", "C3-D4")));
        runWorkers();
        assertEquals("You are not playing in this game.", edits.get(0).getContent());
        assertTrue(posts.isEmpty());
    }

    @Test
    void autocompleteOffersTheLegalMovesThatBeginWithWhatIsTyped() {
        startedGame();
        CommandAutoCompleteInteractionEvent e = mock(CommandAutoCompleteInteractionEvent.class);
        when(e.getName()).thenReturn("move");
        when(e.getFullCommandName()).thenReturn("move");
        net.dv8tion.jda.api.entities.User user = mock(net.dv8tion.jda.api.entities.User.class);
        when(user.getId()).thenReturn("1");
        when(e.getUser()).thenReturn(user);
        when(e.getChannelId()).thenReturn(CHANNEL);
        OptionMapping typed = mock(OptionMapping.class);
        when(typed.getName()).thenReturn("move");
        when(typed.getAsString()).thenReturn("c3");
        when(typed.getType()).thenReturn(net.dv8tion.jda.api.interactions.commands.OptionType.STRING);
        AutoCompleteQuery query = new AutoCompleteQuery(typed);
        when(e.getFocusedOption()).thenReturn(query);
        @SuppressWarnings("unchecked")
        ArgumentCaptor<Collection<Command.Choice>> choices = ArgumentCaptor.forClass(Collection.class);
        when(e.replyChoices(choices.capture())).thenReturn(mock(AutoCompleteCallbackAction.class));
        listener.onCommandAutoCompleteInteraction(e);
        List<String> values =
                choices.getValue().stream().map(Command.Choice::getAsString).toList();
        assertFalse(values.isEmpty());
        assertTrue(values.size() <= 25);
        assertTrue(values.stream().allMatch(v -> v.startsWith("C3")), values.toString());
        assertTrue(values.contains("C3-D4"), values.toString());
    }

    @Test
    void makeAMoveOpensAPickerAndItsMenusPlayTheMove() {
        Table t = startedGame();
        listener.onButtonInteraction(button("1", ComponentIds.makeAMove(t.id(), t.version())));
        runWorkers();
        List<String> pieces = edits
                .get(0)
                .getComponents()
                .get(0)
                .asActionRow()
                .getComponents()
                .get(0)
                .asStringSelectMenu()
                .getOptions()
                .stream()
                .map(SelectOption::getValue)
                .toList();
        assertTrue(pieces.contains("C3"), pieces.toString());
        // choose the Necromobile, then D4
        listener.onStringSelectInteraction(
                select("1", ComponentIds.pickerView(new Reply.PickerView(t.id(), 0, "", "1")), "C3"));
        runWorkers();
        List<String> steps = edits
                .get(1)
                .getComponents()
                .get(0)
                .asActionRow()
                .getComponents()
                .get(0)
                .asStringSelectMenu()
                .getOptions()
                .stream()
                .map(SelectOption::getValue)
                .toList();
        assertTrue(steps.contains("-D4"), steps.toString());
        listener.onStringSelectInteraction(
                select("1", ComponentIds.pickerView(new Reply.PickerView(t.id(), 0, "C3", "1")), "-D4"));
        runWorkers();
        assertEquals(
                List.of("djambi-picker.png"),
                edits.get(1).getFiles().stream().map(f -> f.getName()).toList(),
                "every step shows its board");
        assertTrue(
                edits.get(2).getContent().startsWith("You played **C3-D4**: Red Necromobile C3 moves to D4"),
                edits.get(2).getContent());
        assertEquals(
                List.of(ComponentIds.takebackAsk(
                        new Reply.TakebackAsk(store.find(CHANNEL).orElseThrow().id(), 1))),
                MessageOf.buttons(edits.get(2).getComponents()).stream()
                        .map(net.dv8tion.jda.api.components.buttons.Button::getCustomId)
                        .toList(),
                "the picker's menus are gone once played: only Take back is left");
        assertTrue(edits.get(2).getFiles().isEmpty(), "and its board");
        assertEquals(List.of("djambi-board.png"), fileNames(posts.get(0)));
        assertEquals(1, store.find(CHANNEL).orElseThrow().version());
    }

    @Test
    void aStaleMakeAMoveButtonSaysTheBoardChanged() {
        Table t = startedGame();
        service.handle(CommandRequest.move("1", "1", "100", CHANNEL, Map.of("move", "C3-D4")));
        listener.onButtonInteraction(button("2", ComponentIds.makeAMove(t.id(), 0)));
        runWorkers();
        assertTrue(
                edits.get(0).getContent().contains("board has changed"),
                edits.get(0).getContent());
        assertEquals(1, store.find(CHANNEL).orElseThrow().version());
    }

    @Test
    void theAddAiButtonSeatsANormalAiForTheHostOnly() {
        service.handle(CommandRequest.djambi("1", "ann", "100", CHANNEL, "new", Map.of()));
        listener.onButtonInteraction(button("2", ComponentIds.ADD_AI));
        runWorkers();
        assertEquals(1, store.find(CHANNEL).orElseThrow().seats().size(), "only the host seats an AI");
        listener.onButtonInteraction(button("1", ComponentIds.ADD_AI));
        runWorkers();
        var blue = store.find(CHANNEL).orElseThrow().seats().get(io.djambi.engine.model.Colour.BLUE);
        assertEquals("AI Blue (normal)", blue.name());
        assertTrue(posts.get(posts.size() - 1).getContent().startsWith("AI Blue (normal) takes the Blue seat"));
    }

    @Test
    void theJoinButtonUpdatesTheLobbyInPlaceAndStartPostsTheBoard() {
        service.handle(CommandRequest.djambi("1", "ann", "100", CHANNEL, "new", Map.of("players", "3")));
        listener.onButtonInteraction(button("2", ComponentIds.JOIN));
        runWorkers();
        // the relay shows the lobby with its new seat (in place on Discord: see DiscordChannelPosterTest)
        assertTrue(
                posts.get(0).getContent().contains("2 sits as Blue"),
                posts.get(0).getContent());
        assertEquals(
                List.of("Join", "Leave", "Add AI", "Start"),
                posts.get(0).getComponents().get(0).asActionRow().getButtons().stream()
                        .map(b -> b.getLabel())
                        .toList());
        assertTrue(edits.isEmpty(), "the button's own answer says nothing: the lobby shows it");
        listener.onButtonInteraction(button("2", ComponentIds.JOIN)); // again: refused, only to him
        runWorkers();
        assertEquals(List.of(false, true), postsEphemeral, "the lobby for all, the refusal for him alone");
        listener.onButtonInteraction(button("3", ComponentIds.JOIN));
        listener.onButtonInteraction(button("1", ComponentIds.START));
        runWorkers();
        MessageCreateData board = posts.get(posts.size() - 1);
        assertEquals(List.of("djambi-board.png"), fileNames(board));
        assertTrue(board.getContent().contains("hostage"), board.getContent());
    }

    @org.junit.jupiter.params.ParameterizedTest(name = "{0} players")
    @org.junit.jupiter.params.provider.ValueSource(ints = {4, 3})
    void aWholeGameIsPlayedThroughTheAdapterToItsEnd(int players) {
        listener.onSlashCommandInteraction(slash("1", "djambi", "new", Map.of("players", Integer.toString(players))));
        for (int i = 2; i <= players; i++) {
            listener.onSlashCommandInteraction(slash(Integer.toString(i), "djambi", "join", Map.of()));
        }
        listener.onSlashCommandInteraction(slash("1", "djambi", "start", Map.of()));
        runWorkers();
        // seats fill in turn order: user 1 Red, 2 Blue, 3 Yellow, 4 Green; with 3 players Green is the hostage
        var steps = io.djambi.bot.game.RandomGames.play(players == 3 ? io.djambi.engine.model.Colour.GREEN : null, 23);
        for (var step : steps) {
            listener.onSlashCommandInteraction(
                    slash(Integer.toString(step.player().ordinal() + 1), "move", null, Map.of("move", step.move())));
            runWorkers();
        }
        assertTrue(edits.stream().noneMatch(e -> e.getContent().startsWith("Not played")), "every move was accepted");
        MessageCreateData last = posts.get(posts.size() - 1);
        assertTrue(
                last.getContent().contains("wins the game") || last.getContent().contains("drawn"), last.getContent());
        assertEquals(List.of("djambi-board.png", "djambi-game-1.txt"), fileNames(last));
        assertTrue(last.getComponents().isEmpty(), "a finished game has no Make-a-move button");
        assertEquals(steps.size() + 1 + players, posts.size(), "a lobby post for each seat, the start, every move");
    }

    @Test
    @SuppressWarnings("unchecked")
    void aMoveWhoseAcknowledgementDiscordRefusedIsNotPlayed() {
        startedGame();
        SlashCommandInteractionEvent e = slash("1", "move", null, Map.of("move", "C3-D4"));
        ReplyCallbackAction expired = mock(ReplyCallbackAction.class);
        doAnswer(inv -> {
                    ((Consumer<Throwable>) inv.getArgument(1))
                            .accept(new IllegalStateException("10062 Unknown interaction"));
                    return null;
                })
                .when(expired)
                .queue(any(), any());
        when(e.deferReply(true)).thenReturn(expired);
        listener.onSlashCommandInteraction(e);
        runWorkers();
        assertEquals(0, store.find(CHANNEL).orElseThrow().version(), "the player was shown a failure: nothing played");
        verifyNoInteractions(hook);
    }
}
