package io.djambi.bot.discord;

import io.djambi.bot.command.CommandSpec;
import io.djambi.bot.command.Dispatcher;
import io.djambi.bot.command.OwedAnswers;
import io.djambi.bot.config.GamesConfig;
import io.djambi.bot.dispatch.Declarations;
import io.djambi.bot.dispatch.ReplyGate;
import io.djambi.bot.ops.Meters;
import io.djambi.bot.ops.Outcome;
import io.djambi.bot.text.Catalogue;
import java.time.Clock;
import java.util.Set;
import java.util.concurrent.Executor;
import java.util.stream.Collectors;
import net.dv8tion.jda.api.events.interaction.ModalInteractionEvent;
import net.dv8tion.jda.api.events.interaction.command.CommandAutoCompleteInteractionEvent;
import net.dv8tion.jda.api.events.interaction.command.SlashCommandInteractionEvent;
import net.dv8tion.jda.api.events.interaction.component.ButtonInteractionEvent;
import net.dv8tion.jda.api.events.interaction.component.StringSelectInteractionEvent;
import net.dv8tion.jda.api.hooks.ListenerAdapter;

/**
 * The edge between Discord's interactions and the bot's commands. Every interaction is acknowledged at once on
 * JDA's thread (a deferral, so Discord never shows "This interaction failed"); once Discord has taken the
 * acknowledgement, the command runs and renders on the worker executor, and {@link Answers} sends what it answers.
 *
 * <p>A button or menu acts only on the message it is on: its id must be one of that message's own components, and
 * the controls that edit their message in place (the picker's menus, the press's pages, a draft's buttons) must be on
 * a message only the clicker sees. Anything else (a forged or foreign id) gets a new ephemeral refusal and edits
 * nothing. Display names are made safe ({@link io.djambi.bot.command.UserText}) where they enter the bot, here.
 *
 * <p>Each kind of interaction has its path: {@link SlashPath}, {@link ComponentPath} (buttons and menus),
 * {@link ModalPath} (the Reply form) and {@link Autocomplete}; {@link CommandRunner} holds what they share.
 */
public final class InteractionListener extends ListenerAdapter {
    // The catalogue's keys of the refusals made here, named once because the tests look them up too
    static final String RESTARTING = "interaction.restarting";
    static final String NOT_THIS_MESSAGE = "interaction.foreign-control";
    static final String OLD_BUTTON = "interaction.old-button";
    static final String OLD_MENU = "interaction.old-menu";

    /**
     * The slash commands' root names, read from what is registered ({@code /djambi}, {@code /move}, {@code /takeback},
     * ...), so that a command declared is a command answered.
     */
    private static final Set<String> ROOTS =
            Declarations.registered().stream().map(CommandSpec::root).collect(Collectors.toUnmodifiableSet());

    private final CommandRunner runner;
    private final SlashPath slash;
    private final ComponentPath components;
    private final ModalPath modals;
    private final Autocomplete autocomplete;

    /**
     * @param replyGate asked when a Reply button under a whisper is pressed, before its form opens
     * @param draftGate asked when a draft's Send or Cancel button is pressed, before its message is edited
     */
    public InteractionListener(
            Dispatcher dispatcher, ReplyGate replyGate, DraftGate draftGate, Executor workers, Catalogue text) {
        this(
                dispatcher,
                replyGate,
                draftGate,
                workers,
                text,
                new ChannelPosts(id -> java.util.Optional.empty(), text),
                Meters.NONE,
                new Underway());
    }

    /**
     * Over the bot's command layer, with the channels shared with the timer's posts and what is under way shared
     * with the stop.
     */
    InteractionListener(
            CommandLayer layer,
            Executor workers,
            Catalogue text,
            ChannelPosts channels,
            Underway underway,
            ForumTags tags,
            Acknowledgements acknowledgements) {
        this(
                layer.dispatcher(),
                layer.replyGate(),
                layer.draftGate(),
                workers,
                text,
                channels,
                layer.meters(),
                underway,
                tags,
                acknowledgements);
    }

    /**
     * @param channels the channels' latest boards and lobbies, shared with the timer's posts
     * @param meters told of each interaction, its outcome and how soon it was acknowledged
     * @param underway the interactions taken and not yet answered, and whether the bot still takes them
     */
    InteractionListener(
            Dispatcher dispatcher,
            ReplyGate replyGate,
            DraftGate draftGate,
            Executor workers,
            Catalogue text,
            ChannelPosts channels,
            Meters meters,
            Underway underway) {
        this(
                dispatcher,
                replyGate,
                draftGate,
                workers,
                text,
                channels,
                meters,
                underway,
                new ForumTags(new GamesConfig(null, null)),
                new Acknowledgements(OwedAnswers.NONE, Clock.systemUTC(), text, new Messages(text), workers, underway));
    }

    /**
     * @param tags the forum tags a game's post wears, which a forum that requires a tag must have for a lobby
     * @param acknowledgements where each acknowledged command is noted until it is answered, for a start after a kill
     */
    InteractionListener(
            Dispatcher dispatcher,
            ReplyGate replyGate,
            DraftGate draftGate,
            Executor workers,
            Catalogue text,
            ChannelPosts channels,
            Meters meters,
            Underway underway,
            ForumTags tags,
            Acknowledgements acknowledgements) {
        Messages messages = new Messages(text);
        this.runner =
                new CommandRunner(dispatcher, workers, text, messages, channels, meters, underway, acknowledgements);
        this.slash = new SlashPath(runner, messages, text, underway, tags);
        this.components = new ComponentPath(runner, replyGate, draftGate, messages);
        this.modals = new ModalPath(runner);
        this.autocomplete = new Autocomplete(dispatcher, underway);
    }

    @Override
    public void onSlashCommandInteraction(SlashCommandInteractionEvent event) {
        String name = event.getName();
        if (!ROOTS.contains(name)) {
            return; // a command this bot no longer declares (an old registration Discord still shows)
        }
        runner.guarded(event, () -> slash.slash(event, name));
    }

    @Override
    public void onCommandAutoCompleteInteraction(CommandAutoCompleteInteractionEvent event) {
        autocomplete.suggest(event); // it answers even when the suggestions fail (with none)
        runner.meter(event, Outcome.OK);
    }

    @Override
    public void onButtonInteraction(ButtonInteractionEvent event) {
        runner.guarded(event, () -> components.button(event));
    }

    @Override
    public void onModalInteraction(ModalInteractionEvent event) {
        runner.guarded(event, () -> modals.modal(event));
    }

    @Override
    public void onStringSelectInteraction(StringSelectInteractionEvent event) {
        runner.guarded(event, () -> components.select(event));
    }
}
