package io.djambi.bot.discord;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.mockito.ArgumentMatchers.any;
import static org.mockito.Mockito.mock;
import static org.mockito.Mockito.verify;
import static org.mockito.Mockito.when;

import ch.qos.logback.classic.Level;
import ch.qos.logback.classic.Logger;
import ch.qos.logback.classic.spi.ILoggingEvent;
import ch.qos.logback.core.read.ListAppender;
import io.djambi.bot.dispatch.CommandSet;
import io.djambi.bot.press.InMemoryWhisperStore;
import io.djambi.bot.press.PressService;
import io.djambi.bot.press.WhisperRateLimit;
import java.nio.charset.StandardCharsets;
import java.time.Clock;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.function.Function;
import net.dv8tion.jda.api.JDA;
import net.dv8tion.jda.api.components.actionrow.ActionRow;
import net.dv8tion.jda.api.components.buttons.Button;
import net.dv8tion.jda.api.entities.Message;
import net.dv8tion.jda.api.entities.channel.ChannelType;
import net.dv8tion.jda.api.entities.channel.concrete.PrivateChannel;
import net.dv8tion.jda.api.events.interaction.ModalInteractionEvent;
import net.dv8tion.jda.api.events.interaction.command.SlashCommandInteractionEvent;
import net.dv8tion.jda.api.events.interaction.component.ButtonInteractionEvent;
import net.dv8tion.jda.api.events.message.MessageReceivedEvent;
import net.dv8tion.jda.api.exceptions.ErrorResponseException;
import net.dv8tion.jda.api.interactions.modals.ModalMapping;
import net.dv8tion.jda.api.modals.Modal;
import net.dv8tion.jda.api.requests.ErrorResponse;
import net.dv8tion.jda.api.requests.RestAction;
import net.dv8tion.jda.api.requests.restaction.CacheRestAction;
import net.dv8tion.jda.api.requests.restaction.interactions.ModalCallbackAction;
import net.dv8tion.jda.api.requests.restaction.interactions.ReplyCallbackAction;
import net.dv8tion.jda.api.sharding.ShardManager;
import net.dv8tion.jda.api.utils.messages.MessageCreateData;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.mockito.ArgumentCaptor;
import org.slf4j.LoggerFactory;

/** Whispers through the JDA edge: the command, the Reply form, plain DMs, pages, and Discord refusing a DM. */
class PressAdapterTest extends ListenerFixture {
    private final ListAppender<ILoggingEvent> logs = new ListAppender<>();
    private final Logger root = (Logger) LoggerFactory.getLogger(org.slf4j.Logger.ROOT_LOGGER_NAME);
    private Level rootLevel;

    @BeforeEach
    void captureEveryLogLine() {
        rootLevel = root.getLevel();
        root.setLevel(Level.DEBUG); // the most the bot would ever log
        logs.start();
        root.addAppender(logs);
    }

    @AfterEach
    void stopCapturingLast() {
        root.detachAppender(logs);
        root.setLevel(rootLevel);
    }

    private static String content(List<Button> buttons) {
        return String.join(",", buttons.stream().map(Button::getCustomId).toList());
    }

    private static List<Button> buttons(List<? extends net.dv8tion.jda.api.components.MessageTopLevelComponent> rows) {
        return rows.stream()
                .map(ActionRow.class::cast)
                .flatMap(r -> r.getButtons().stream())
                .toList();
    }

    /** The event as if it came from the user's DM with the bot: no server, no member. */
    private <T extends net.dv8tion.jda.api.interactions.Interaction> T inDm(T event) {
        when(event.getGuild()).thenReturn(null);
        when(event.getChannelId()).thenReturn("dm");
        return event;
    }

    private ModalInteractionEvent replyForm(String userId, String modalId, String text) {
        ModalInteractionEvent e = inDm(from(mock(ModalInteractionEvent.class), userId));
        when(e.getModalId()).thenReturn(modalId);
        ModalMapping value = mock(ModalMapping.class);
        when(value.getAsString()).thenReturn(text);
        when(e.getValue(ComponentIds.MESSAGE_FIELD)).thenReturn(value);
        ReplyCallbackAction deferral = acknowledged(ReplyCallbackAction.class);
        when(e.deferReply(true)).thenReturn(deferral);
        when(e.getHook()).thenReturn(hook);
        return e;
    }

    @Test
    void aWhisperIsConfirmedOnlyToItsSenderAndReachesTheRecipientByDm() {
        startedGame();
        listener.onSlashCommandInteraction(slash("1", "whisper", null, Map.of("to", "2", "message", "SECRET-1")));
        runWorkers();
        assertEquals("Whispered to 2 (Blue).", edits.get(0).getContent());
        assertTrue(posts.isEmpty(), "nothing is posted in the channel");
        assertTrue(courier.deliveredTo("2").get(0).text().endsWith(">>> SECRET-1"));
    }

    @Test
    void theReplyButtonOpensAFormWhoseAnswerGoesBackToTheSender() {
        startedGame();
        listener.onSlashCommandInteraction(slash("1", "whisper", null, Map.of("to", "2", "message", "Deal?")));
        runWorkers();
        ButtonInteractionEvent click = inDm(button("2", ComponentIds.REPLY + "1"));
        ModalCallbackAction opening = mock(ModalCallbackAction.class);
        ArgumentCaptor<Modal> form = ArgumentCaptor.forClass(Modal.class);
        when(click.replyModal(form.capture())).thenReturn(opening);
        listener.onButtonInteraction(click);
        verify(opening).queue(any(), any());
        assertEquals(ComponentIds.REPLY + "1", form.getValue().getId(), "the form is the first and only answer");
        assertEquals("Whisper back", form.getValue().getTitle());
        // AND a French recipient's form is in French (it was English for everyone; found by the play-test)
        ButtonInteractionEvent french = inDm(button("2", ComponentIds.REPLY + "1"));
        when(french.getUserLocale()).thenReturn(net.dv8tion.jda.api.interactions.DiscordLocale.FRENCH);
        ArgumentCaptor<Modal> frenchForm = ArgumentCaptor.forClass(Modal.class);
        when(french.replyModal(frenchForm.capture())).thenReturn(mock(ModalCallbackAction.class));
        listener.onButtonInteraction(french);
        assertEquals("Répondre en secret", frenchForm.getValue().getTitle());

        listener.onModalInteraction(replyForm("2", form.getValue().getId(), "SECRET-2"));
        runWorkers();
        assertEquals("Whispered to 1 (Red).", edits.get(edits.size() - 1).getContent());
        assertTrue(courier.deliveredTo("1").get(0).text().contains("From **2** (Blue) to you (Red):\n>>> SECRET-2"));
    }

    @Test
    void aPlainDmAsksForTheRecipientOnceWithButtonsAndSendSendsIt() {
        startedGame();
        listener.onSlashCommandInteraction(slash("1", "whisper", null, Map.of("to", "2", "message", "Shall we?")));
        runWorkers();
        List<MessageCreateData> answers = new ArrayList<>();
        DirectMessageListener dms = new DirectMessageListener(router, queued::add, TEXT);
        dms.onMessageReceived(directMessage("2", "SECRET-3", answers));
        runWorkers();
        MessageCreateData ask = answers.get(0);
        assertTrue(ask.getContent().startsWith("Send this to **1 (Red)**"), ask.getContent());
        assertEquals(
                ComponentIds.DRAFT_SEND + "1," + ComponentIds.DRAFT_CANCEL + "1",
                content(buttons(ask.getComponents())));
        assertTrue(courier.deliveredTo("1").isEmpty(), "nothing goes before the sender confirms");

        listener.onButtonInteraction(inDm(button("2", ComponentIds.DRAFT_SEND + "1")));
        runWorkers();
        assertEquals("Whispered to 1 (Red).", edits.get(edits.size() - 1).getContent());
        assertTrue(edits.get(edits.size() - 1).getComponents().isEmpty(), "the buttons go once used");
        assertTrue(courier.deliveredTo("1").get(0).text().endsWith(">>> SECRET-3"));

        MessageReceivedEvent inAServer = mock(MessageReceivedEvent.class);
        when(inAServer.isFromType(ChannelType.PRIVATE)).thenReturn(false);
        dms.onMessageReceived(inAServer);
        verify(inAServer, org.mockito.Mockito.never()).getMessage();
    }

    @Test
    void aPlainDmIsAnsweredInItsAuthorsLanguageButtonsIncluded() {
        // The draft's words were French and its Cancel English (found by the play-test): a DM says no language, so
        // the author's last seen one is used for the whole answer
        startedGame();
        listener.onSlashCommandInteraction(slash("1", "whisper", null, Map.of("to", "2", "message", "Shall we?")));
        runWorkers();
        SlashCommandInteractionEvent french = slash("2", "djambi", "status", Map.of());
        when(french.getUserLocale()).thenReturn(net.dv8tion.jda.api.interactions.DiscordLocale.FRENCH);
        listener.onSlashCommandInteraction(french);
        runWorkers();
        List<MessageCreateData> answers = new ArrayList<>();
        DirectMessageListener dms = new DirectMessageListener(router, queued::add, TEXT);

        dms.onMessageReceived(directMessage("2", "SECRET-4", answers));
        runWorkers();

        List<String> labels = answers.get(0).getComponents().get(0).asActionRow().getButtons().stream()
                .map(b -> b.getLabel())
                .toList();
        assertEquals("Annuler", labels.get(1), labels.toString());
    }

    @Test
    void aDmThatComesOnceTheBotStopsTakingThemIsAnsweredThatItWasNotSent() {
        startedGame();
        List<MessageCreateData> answers = new ArrayList<>();
        Underway underway = new Underway();
        DirectMessageListener stopping = new DirectMessageListener(router, queued::add, TEXT, underway);
        underway.stop();
        stopping.onMessageReceived(directMessage("2", "SECRET-10", answers));
        assertEquals(
                List.of(TEXT.get(DirectMessageListener.RESTARTING)),
                answers.stream().map(MessageCreateData::getContent).toList());
        assertTrue(queued.isEmpty(), "nothing handed to the workers");
        assertTrue(courier.delivered().isEmpty());
    }

    @Test
    void aDmThatComesWhileTheBotShutsDownIsAnsweredThatItWasNotSent() {
        startedGame();
        List<MessageCreateData> answers = new ArrayList<>();
        DirectMessageListener closing = new DirectMessageListener(
                router,
                work -> {
                    throw new java.util.concurrent.RejectedExecutionException("shut down");
                },
                TEXT);
        closing.onMessageReceived(directMessage("2", "SECRET-9", answers));
        assertEquals(
                List.of(TEXT.get(DirectMessageListener.RESTARTING)),
                answers.stream().map(MessageCreateData::getContent).toList());
        assertTrue(answers.get(0).getAllowedMentions().isEmpty());
        assertTrue(courier.delivered().isEmpty());
    }

    @Test
    void pagesOfThePressAreTurnedInPlaceWithTheirButtons() {
        startedGame();
        for (int i = 0; i < 5; i++) {
            listener.onSlashCommandInteraction(
                    slash("1", "whisper", null, Map.of("to", "2", "message", i + " " + "words ".repeat(200))));
            runWorkers();
        }
        listener.onSlashCommandInteraction(slash("1", "djambi", "press", Map.of()));
        runWorkers();
        var page1 = edits.get(edits.size() - 1);
        assertEquals("djambi:press:1:0,djambi:press:1:2", content(buttons(page1.getComponents())));
        assertTrue(buttons(page1.getComponents()).get(0).isDisabled(), "no page before the first");
        listener.onButtonInteraction(on(button("1", "djambi:press:1:2"), message(page1.getComponents(), true)));
        runWorkers();
        assertTrue(edits.get(edits.size() - 1).getContent().contains("Page 2 of"), "the same message shows page 2");
    }

    @Test
    void whenDiscordRefusesTheDmTheSenderIsToldWhyAndTheRecipientSeesItAtHisNextCommand() {
        // the real courier over a Mockito shard manager whose DM is refused with error 50007
        JDA jda = mock(JDA.class);
        ShardManager shards = mock(ShardManager.class);
        when(shards.getShardById(0)).thenReturn(jda);
        @SuppressWarnings("unchecked")
        CacheRestAction<PrivateChannel> open = mock(CacheRestAction.class);
        @SuppressWarnings("unchecked")
        RestAction<Message> send = mock(RestAction.class);
        ErrorResponseException closed = mock(ErrorResponseException.class);
        when(closed.getErrorResponse()).thenReturn(ErrorResponse.CANNOT_SEND_TO_USER);
        when(closed.getErrorCode()).thenReturn(50007);
        when(jda.openPrivateChannelById("2")).thenReturn(open);
        when(open.<Message>flatMap(any())).thenReturn(send);
        when(send.submit()).thenReturn(CompletableFuture.failedFuture(closed));
        PressService press = new PressService(
                store,
                new InMemoryWhisperStore(),
                new DiscordCourier(shards, TEXT),
                guild -> "Test Server",
                new WhisperRateLimit(Clock.systemUTC(), 20, Duration.ofMinutes(1)),
                Clock.systemUTC(),
                TEXT);
        InteractionListener real = new InteractionListener(
                CommandSet.dispatcher(service.life, service.posts, press, records, clockControls, stats),
                press::replyRefusal,
                press::draftRefusal,
                queued::add,
                TEXT);
        startedGame();

        real.onSlashCommandInteraction(slash("1", "whisper", null, Map.of("to", "2", "message", "SECRET-4")));
        runWorkers();
        String told = edits.get(edits.size() - 1).getContent();
        assertTrue(
                told.startsWith("**Not delivered** to 2 (Blue): Discord refused the DM, because they do not accept "
                        + "direct messages from the bot"),
                told);
        assertTrue(told.contains("Your whisper is kept"), told);
        assertFalse(told.contains("SECRET-4"), "the sender is not shown his own text back in an error");

        real.onSlashCommandInteraction(slash("2", "djambi", "status", Map.of()));
        runWorkers();
        assertTrue(
                posts.get(posts.size() - 1).getContent().contains("SECRET-4"),
                "shown to the recipient at his next command in that game");
        assertTrue(postsEphemeral.get(postsEphemeral.size() - 1), "and only to him");

        @SuppressWarnings("unchecked")
        ArgumentCaptor<Function<PrivateChannel, RestAction<Message>>> sending = ArgumentCaptor.forClass(Function.class);
        verify(open).flatMap(sending.capture());
        PrivateChannel channel = mock(PrivateChannel.class);
        sending.getValue().apply(channel);
        ArgumentCaptor<MessageCreateData> dm = ArgumentCaptor.forClass(MessageCreateData.class);
        verify(channel).sendMessage(dm.capture());
        assertEquals(ComponentIds.REPLY + "1", content(buttons(dm.getValue().getComponents())));
        assertTrue(dm.getValue().getAllowedMentions().isEmpty(), "a whisper pings nobody");
    }

    @Test
    void refusedWhispersAndAGameEndWithoutRevealLeakNothingEither() {
        listener.onSlashCommandInteraction(slash("1", "djambi", "new", Map.of("reveal-press", "false")));
        for (String u : List.of("2", "3", "4")) {
            listener.onSlashCommandInteraction(slash(u, "djambi", "join", Map.of()));
        }
        listener.onSlashCommandInteraction(slash("1", "djambi", "start", Map.of()));
        listener.onSlashCommandInteraction(slash("1", "whisper", null, Map.of("to", "2", "message", "SECRET-5")));
        listener.onSlashCommandInteraction(slash("3", "whisper", null, Map.of("to", "3", "message", "SECRET-6")));
        listener.onSlashCommandInteraction(slash("9", "whisper", null, Map.of("to", "1", "message", "SECRET-7")));
        listener.onSlashCommandInteraction(
                slash("1", "whisper", null, Map.of("to", "2", "message", "SECRET-8" + "x".repeat(1500))));
        runWorkers();
        for (var step : io.djambi.bot.game.RandomGames.play(null, 5)) {
            listener.onSlashCommandInteraction(
                    slash(Integer.toString(step.player().ordinal() + 1), "move", null, Map.of("move", step.move())));
            runWorkers();
        }
        assertTrue(posts.get(posts.size() - 1).getContent().contains("The game record is attached"));
        assertEquals(1, courier.delivered().size(), "only the one good whisper went out");
    }

    /** Whatever a test did, no whisper's text is in a log line (at DEBUG) or in anything posted publicly. */
    @AfterEach
    void noWhisperTextReachedTheLogsOrAPublicPost() {
        assertFalse(logs.list.isEmpty(), "the capture works: the bot logged at DEBUG");
        for (ILoggingEvent line : logs.list) {
            String all = line.getFormattedMessage()
                    + (line.getThrowableProxy() == null
                            ? ""
                            : line.getThrowableProxy().getMessage());
            assertFalse(all.contains("SECRET-"), "a log line holds a whisper: " + all);
        }
        for (int i = 0; i < posts.size(); i++) {
            if (postsEphemeral.get(i)) {
                continue;
            }
            MessageCreateData post = posts.get(i);
            assertFalse(post.getContent().contains("SECRET-"), post.getContent());
            for (var file : post.getFiles()) {
                try (var in = file.getData()) {
                    assertFalse(
                            new String(in.readAllBytes(), StandardCharsets.ISO_8859_1).contains("SECRET-"),
                            file.getName());
                } catch (java.io.IOException e) {
                    throw new AssertionError(e);
                }
            }
        }
    }
}
