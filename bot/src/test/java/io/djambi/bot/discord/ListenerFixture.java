package io.djambi.bot.discord;

import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.mockito.ArgumentMatchers.any;
import static org.mockito.ArgumentMatchers.anyBoolean;
import static org.mockito.Mockito.doAnswer;
import static org.mockito.Mockito.mock;
import static org.mockito.Mockito.when;

import io.djambi.bot.command.CommandRequest;
import io.djambi.bot.command.Dispatcher;
import io.djambi.bot.dispatch.CommandSet;
import io.djambi.bot.game.InMemoryTableStore;
import io.djambi.bot.game.Table;
import io.djambi.bot.game.TestGames;
import io.djambi.bot.press.FakeCourier;
import io.djambi.bot.press.InMemoryWhisperStore;
import io.djambi.bot.press.PressService;
import io.djambi.bot.press.WhisperRateLimit;
import io.djambi.bot.text.Catalogue;
import io.djambi.render.BoardRenderer;
import java.time.Clock;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.function.Consumer;
import net.dv8tion.jda.api.components.MessageTopLevelComponent;
import net.dv8tion.jda.api.components.actionrow.ActionRow;
import net.dv8tion.jda.api.components.buttons.Button;
import net.dv8tion.jda.api.components.selections.StringSelectMenu;
import net.dv8tion.jda.api.components.tree.MessageComponentTree;
import net.dv8tion.jda.api.entities.Guild;
import net.dv8tion.jda.api.entities.Message;
import net.dv8tion.jda.api.entities.User;
import net.dv8tion.jda.api.entities.channel.ChannelType;
import net.dv8tion.jda.api.entities.channel.unions.MessageChannelUnion;
import net.dv8tion.jda.api.events.interaction.command.SlashCommandInteractionEvent;
import net.dv8tion.jda.api.events.interaction.component.ButtonInteractionEvent;
import net.dv8tion.jda.api.events.interaction.component.GenericComponentInteractionCreateEvent;
import net.dv8tion.jda.api.events.interaction.component.StringSelectInteractionEvent;
import net.dv8tion.jda.api.events.message.MessageReceivedEvent;
import net.dv8tion.jda.api.interactions.InteractionHook;
import net.dv8tion.jda.api.interactions.callbacks.IReplyCallback;
import net.dv8tion.jda.api.interactions.commands.OptionMapping;
import net.dv8tion.jda.api.requests.restaction.MessageCreateAction;
import net.dv8tion.jda.api.requests.restaction.WebhookMessageCreateAction;
import net.dv8tion.jda.api.requests.restaction.WebhookMessageEditAction;
import net.dv8tion.jda.api.requests.restaction.interactions.MessageEditCallbackAction;
import net.dv8tion.jda.api.requests.restaction.interactions.ReplyCallbackAction;
import net.dv8tion.jda.api.utils.FileUpload;
import net.dv8tion.jda.api.utils.messages.MessageCreateData;
import net.dv8tion.jda.api.utils.messages.MessageEditData;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;

/**
 * Mockito fakes of JDA's events and hooks around the real command layer (in-memory stores, a fake courier): what
 * the listener sends is collected in {@link #edits} and {@link #posts}; work handed to the worker pool waits in
 * {@link #queued} until the test runs it.
 */
abstract class ListenerFixture {
    protected static final String CHANNEL = "200";
    /** The words the bot answers with, to look up what a test expects to read. */
    protected static final Catalogue TEXT = Catalogue.english();

    protected final InMemoryTableStore store = new InMemoryTableStore();
    protected final TestGames service = new TestGames(
            store,
            new BoardRenderer(),
            noPress -> java.util.Optional.empty(),
            io.djambi.bot.stats.StatsBook.inMemory());
    /** Work handed to the worker pool; run by the test, so it can check what happened before. */
    protected final List<Runnable> queued = new ArrayList<>();

    protected final InMemoryWhisperStore whispers = new InMemoryWhisperStore();
    protected final FakeCourier courier = new FakeCourier();
    protected final PressService press = new PressService(
            store,
            whispers,
            courier,
            guild -> "Test Server",
            new WhisperRateLimit(Clock.systemUTC(), 20, Duration.ofMinutes(1)),
            Clock.systemUTC(),
            TEXT);
    protected final io.djambi.bot.clock.ReminderSettings reminders =
            new io.djambi.bot.clock.ReminderSettings(new io.djambi.bot.clock.InMemoryTurnClockStore(), TEXT);
    protected final io.djambi.bot.game.RecordCommands records = new io.djambi.bot.game.RecordCommands(
            store,
            new io.djambi.render.GifRenderer(new BoardRenderer()),
            guild -> "Test Server",
            Clock.systemUTC(),
            TEXT,
            service.life);
    private final io.djambi.bot.clock.TurnClockStore clocks = new io.djambi.bot.clock.InMemoryTurnClockStore();
    protected final io.djambi.bot.clock.ClockCommands clockControls = new io.djambi.bot.clock.ClockCommands(
            new io.djambi.bot.clock.ClockControls(
                    store,
                    service.life,
                    service.posts,
                    clocks,
                    Clock.systemUTC(),
                    TEXT,
                    new io.djambi.bot.text.Languages(TEXT)),
            reminders,
            new io.djambi.bot.clock.ReminderAway(
                    store,
                    clocks,
                    service.locks,
                    new io.djambi.bot.outbox.InMemoryOutbox(),
                    Clock.systemUTC(),
                    TEXT,
                    service.life::card));
    protected final io.djambi.bot.stats.StatsCommands stats = new io.djambi.bot.stats.StatsCommands(
            new io.djambi.bot.stats.InMemoryResultStore(), TEXT, io.djambi.bot.stats.StatsPictures.standard(TEXT));
    protected final io.djambi.bot.clock.Takebacks takebacks =
            new io.djambi.bot.clock.Takebacks(service.life, service.posts, clocks, TEXT);
    protected final Dispatcher router =
            CommandSet.dispatcher(service.life, service.posts, press, records, clockControls, takebacks, stats);
    protected final InteractionListener listener =
            new InteractionListener(router, press::replyRefusal, press::draftRefusal, queued::add, TEXT);

    protected final InteractionHook hook = mock(InteractionHook.class);

    @SuppressWarnings("unchecked")
    protected final WebhookMessageEditAction<Message> edit = mock(WebhookMessageEditAction.class);

    @SuppressWarnings("unchecked")
    protected final WebhookMessageCreateAction<Message> create = mock(WebhookMessageCreateAction.class);

    protected final List<MessageEditData> edits = new ArrayList<>();
    protected final List<MessageCreateData> posts = new ArrayList<>();
    protected final List<Boolean> postsEphemeral = new ArrayList<>();
    /** Answers given as the interaction's first and only response (refusals at the click), and whether ephemeral. */
    protected final List<MessageCreateData> replies = new ArrayList<>();

    protected final List<Boolean> repliesEphemeral = new ArrayList<>();

    @BeforeEach
    @SuppressWarnings("unchecked")
    void fakeTheHook() {
        when(hook.editOriginal(any(MessageEditData.class))).thenAnswer(inv -> {
            edits.add(inv.getArgument(0));
            return edit;
        });
        when(hook.sendMessage(any(MessageCreateData.class))).thenAnswer(inv -> {
            posts.add(inv.getArgument(0));
            return create;
        });
        when(create.setEphemeral(anyBoolean())).thenAnswer(inv -> {
            postsEphemeral.add(inv.getArgument(0));
            return create;
        });
        // edits and follow-ups that succeed: their success callbacks run, as JDA would run them once Discord answered
        doAnswer(inv -> {
                    ((Consumer<Message>) inv.getArgument(0)).accept(null);
                    return null;
                })
                .when(edit)
                .queue(any(), any());
        doAnswer(inv -> {
                    ((Consumer<Message>) inv.getArgument(0)).accept(null);
                    return null;
                })
                .when(create)
                .queue(any(), any());
    }

    /** Whatever a test did, every message the edge sent parsed no mention type: only users named by id can ping. */
    @AfterEach
    void everyMessageStatedThatItsTextPingsNobody() {
        for (MessageCreateData m : posts) {
            assertTrue(m.getAllowedMentions().isEmpty(), m.getContent());
        }
        for (MessageCreateData m : replies) {
            assertTrue(m.getAllowedMentions().isEmpty() && m.getMentionedUsers().isEmpty(), m.getContent());
        }
        for (MessageEditData m : edits) {
            assertTrue(m.getAllowedMentions().isEmpty(), m.getContent());
        }
    }

    /** The relay over the game layer's outbox, making its posts into {@link #posts} as Discord would show them. */
    private final io.djambi.bot.outbox.OutboxRelay relay = relayInto(service.outbox, service.pictures());

    /** A relay over {@code outbox} whose channel is {@link #posts}: each post as the bot's poster builds it. */
    protected io.djambi.bot.outbox.OutboxRelay relayInto(
            io.djambi.bot.outbox.InMemoryOutbox outbox, io.djambi.bot.outbox.PostPictures pictures) {
        Messages messages = new Messages(TEXT);
        return new io.djambi.bot.outbox.OutboxRelay(
                outbox,
                post -> {
                    posts.add(messages.publicPost(post.post()));
                    postsEphemeral.add(false);
                    return java.util.concurrent.CompletableFuture.completedFuture(
                            io.djambi.bot.outbox.ChannelPoster.Delivery.MADE);
                },
                pictures,
                io.djambi.bot.outbox.ChannelLost.IGNORED,
                Clock.systemUTC(),
                outbox.doorbell());
    }

    /** Runs the work handed to the workers, then the relay, which makes the posts their changes wrote. */
    protected void runWorkers() {
        List<Runnable> now = List.copyOf(queued);
        queued.clear();
        now.forEach(Runnable::run);
        relay.drain();
    }

    protected User user(String id) {
        User u = mock(User.class);
        when(u.getId()).thenReturn(id);
        when(u.getEffectiveName()).thenReturn(id);
        return u;
    }

    /** A plain message in a DM with the bot; what the bot answers there is collected in {@code answers}. */
    protected MessageReceivedEvent directMessage(String userId, String text, List<MessageCreateData> answers) {
        MessageReceivedEvent e = mock(MessageReceivedEvent.class);
        when(e.isFromType(ChannelType.PRIVATE)).thenReturn(true);
        User author = user(userId);
        when(e.getAuthor()).thenReturn(author);
        Message message = mock(Message.class);
        when(message.getContentRaw()).thenReturn(text);
        when(e.getMessage()).thenReturn(message);
        MessageChannelUnion channel = mock(MessageChannelUnion.class);
        when(channel.getId()).thenReturn("dm-" + userId);
        MessageCreateAction send = mock(MessageCreateAction.class);
        when(channel.sendMessage(any(MessageCreateData.class))).thenAnswer(inv -> {
            answers.add(inv.getArgument(0));
            return send;
        });
        when(e.getChannel()).thenReturn(channel);
        return e;
    }

    protected <T extends net.dv8tion.jda.api.interactions.Interaction> T from(T event, String userId) {
        Guild guild = mock(Guild.class);
        when(guild.getId()).thenReturn("100");
        User user = user(userId);
        when(event.getUser()).thenReturn(user);
        when(event.getGuild()).thenReturn(guild);
        when(event.getChannelId()).thenReturn(CHANNEL);
        return event;
    }

    protected SlashCommandInteractionEvent slash(String userId, String name, String sub, Map<String, String> options) {
        SlashCommandInteractionEvent e = from(mock(SlashCommandInteractionEvent.class), userId);
        when(e.getName()).thenReturn(name);
        when(e.getSubcommandName()).thenReturn(sub);
        List<OptionMapping> mappings = new ArrayList<>();
        options.forEach((k, v) -> {
            OptionMapping m = mock(OptionMapping.class);
            when(m.getName()).thenReturn(k);
            when(m.getAsString()).thenReturn(v);
            mappings.add(m);
        });
        when(e.getOptions()).thenReturn(mappings);
        answerable(e);
        ReplyCallbackAction deferral = acknowledged(ReplyCallbackAction.class);
        when(e.deferReply(true)).thenReturn(deferral);
        when(e.getHook()).thenReturn(hook);
        return e;
    }

    /** A deferral that Discord accepts: its success callback runs, as JDA runs it once Discord answered. */
    @SuppressWarnings("unchecked")
    protected static <A extends net.dv8tion.jda.api.requests.RestAction<?>> A acknowledged(Class<A> type) {
        A action = mock(type);
        doAnswer(inv -> {
                    ((Consumer<Object>) inv.getArgument(0)).accept(null);
                    return null;
                })
                .when(action)
                .queue(any(), any());
        return action;
    }

    /** Collects what the event answers with {@code reply(...)} in {@link #replies}. */
    protected <E extends IReplyCallback> E answerable(E event) {
        when(event.reply(any(MessageCreateData.class))).thenAnswer(inv -> {
            replies.add(inv.getArgument(0));
            repliesEphemeral.add(false);
            int index = replies.size() - 1;
            ReplyCallbackAction action = mock(ReplyCallbackAction.class);
            when(action.setEphemeral(anyBoolean())).thenAnswer(set -> {
                repliesEphemeral.set(index, set.getArgument(0));
                return action;
            });
            return action;
        });
        return event;
    }

    /** A message as Discord hands it with a component interaction: its components, and whether it is ephemeral. */
    protected static Message message(List<? extends MessageTopLevelComponent> components, boolean ephemeral) {
        Message m = mock(Message.class);
        when(m.isEphemeral()).thenReturn(ephemeral);
        when(m.getComponentTree()).thenReturn(MessageComponentTree.of(components));
        return m;
    }

    /** The event as if clicked on {@code message}. */
    protected static <E extends GenericComponentInteractionCreateEvent> E on(E event, Message message) {
        when(event.getMessage()).thenReturn(message);
        return event;
    }

    /** A button click, by default on a public message that holds that button (as a genuine click is). */
    protected ButtonInteractionEvent button(String userId, String componentId) {
        ButtonInteractionEvent e = answerable(from(mock(ButtonInteractionEvent.class), userId));
        when(e.getComponentId()).thenReturn(componentId);
        boolean buildable = !componentId.isEmpty() && componentId.length() <= 100;
        on(e, message(buildable ? List.of(ActionRow.of(Button.secondary(componentId, "button"))) : List.of(), false));
        ReplyCallbackAction deferral = acknowledged(ReplyCallbackAction.class);
        MessageEditCallbackAction deferredEdit = acknowledged(MessageEditCallbackAction.class);
        when(e.deferReply(true)).thenReturn(deferral);
        when(e.deferEdit()).thenReturn(deferredEdit);
        when(e.getHook()).thenReturn(hook);
        return e;
    }

    /** A menu choice, by default on an ephemeral message that holds that menu with that option (the picker). */
    protected StringSelectInteractionEvent select(String userId, String componentId, String value) {
        StringSelectInteractionEvent e = answerable(from(mock(StringSelectInteractionEvent.class), userId));
        when(e.getComponentId()).thenReturn(componentId);
        when(e.getValues()).thenReturn(List.of(value));
        on(
                e,
                message(
                        List.of(ActionRow.of(StringSelectMenu.create(componentId)
                                .addOption(value, value)
                                .build())),
                        true));
        MessageEditCallbackAction deferredEdit = acknowledged(MessageEditCallbackAction.class);
        when(e.deferEdit()).thenReturn(deferredEdit);
        when(e.getHook()).thenReturn(hook);
        return e;
    }

    protected Table startedGame() {
        for (String[] step : List.of(
                new String[] {"1", "new"},
                new String[] {"2", "join"},
                new String[] {"3", "join"},
                new String[] {"4", "join"},
                new String[] {"1", "start"})) {
            service.handle(CommandRequest.djambi(step[0], step[0], "100", CHANNEL, step[1], Map.of()));
        }
        return store.find(CHANNEL).orElseThrow();
    }

    protected static List<String> fileNames(MessageCreateData data) {
        return data.getFiles().stream().map(FileUpload::getName).toList();
    }
}
