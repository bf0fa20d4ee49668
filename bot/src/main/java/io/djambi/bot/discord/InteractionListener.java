package io.djambi.bot.discord;

import io.djambi.bot.command.CommandRequest;
import io.djambi.bot.command.Dispatcher;
import io.djambi.bot.command.Reply;
import io.djambi.bot.command.UserText;
import io.djambi.bot.discord.Answers.Origin;
import io.djambi.bot.dispatch.PressCommands;
import io.djambi.bot.dispatch.ReplyGate;
import io.djambi.bot.game.RecordImport;
import io.djambi.bot.text.Catalogue;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.Executor;
import java.util.concurrent.RejectedExecutionException;
import net.dv8tion.jda.api.Permission;
import net.dv8tion.jda.api.entities.Member;
import net.dv8tion.jda.api.entities.Message;
import net.dv8tion.jda.api.events.interaction.ModalInteractionEvent;
import net.dv8tion.jda.api.events.interaction.command.CommandAutoCompleteInteractionEvent;
import net.dv8tion.jda.api.events.interaction.command.SlashCommandInteractionEvent;
import net.dv8tion.jda.api.events.interaction.component.ButtonInteractionEvent;
import net.dv8tion.jda.api.events.interaction.component.StringSelectInteractionEvent;
import net.dv8tion.jda.api.hooks.ListenerAdapter;
import net.dv8tion.jda.api.interactions.Interaction;
import net.dv8tion.jda.api.interactions.InteractionHook;
import net.dv8tion.jda.api.interactions.callbacks.IReplyCallback;
import net.dv8tion.jda.api.interactions.commands.Command;
import net.dv8tion.jda.api.interactions.commands.OptionMapping;
import net.dv8tion.jda.api.interactions.commands.OptionType;
import net.dv8tion.jda.api.interactions.modals.ModalMapping;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * The edge between Discord's interactions and the bot's commands. Every interaction is acknowledged at once on
 * JDA's thread (a deferral, so Discord never shows "This interaction failed"); once Discord has taken the
 * acknowledgement, the command runs and renders on the worker executor, and {@link Answers} sends what it answers.
 *
 * <p>A button or menu acts only on the message it is on: its id must be one of that message's own components, and
 * the controls that edit their message in place (the picker's menus, the press's pages, a draft's buttons) must be on
 * a message only the clicker sees. Anything else (a forged or foreign id) gets a new ephemeral refusal and edits
 * nothing. Display names are made safe ({@link UserText}) where they enter the bot, here.
 */
public final class InteractionListener extends ListenerAdapter {
    private static final Logger log = LoggerFactory.getLogger(InteractionListener.class);
    // The catalogue's keys of the refusals made here, named once because the tests look them up too
    static final String RESTARTING = "interaction.restarting";
    static final String NOT_THIS_MESSAGE = "interaction.foreign-control";
    static final String OLD_BUTTON = "interaction.old-button";
    static final String OLD_MENU = "interaction.old-menu";

    private final Dispatcher dispatcher;
    private final ReplyGate replyGate;
    private final Executor workers;
    private final Catalogue text;
    private final Messages messages;

    /** @param replyGate asked when a Reply button under a whisper is pressed, before its form opens */
    public InteractionListener(Dispatcher dispatcher, ReplyGate replyGate, Executor workers, Catalogue text) {
        this.dispatcher = dispatcher;
        this.replyGate = replyGate;
        this.workers = workers;
        this.text = text;
        this.messages = new Messages(text);
    }

    @Override
    public void onSlashCommandInteraction(SlashCommandInteractionEvent event) {
        String name = event.getName();
        if (!name.equals("djambi") && !name.equals("move") && !name.equals("whisper")) {
            return;
        }
        guarded(event, () -> slash(event, name));
    }

    private void slash(SlashCommandInteractionEvent event, String name) {
        Map<String, String> options = new HashMap<>();
        Message.Attachment upload = null;
        for (OptionMapping o : event.getOptions()) {
            if (o.getType() == OptionType.ATTACHMENT) {
                upload = o.getAsAttachment();
            } else {
                options.put(o.getName(), o.getAsString());
            }
        }
        String sub = name.equals("djambi") ? String.valueOf(event.getSubcommandName()) : "";
        CommandRequest request = request(event, name, sub, options);
        Trace trace = Trace.of(event);
        log.debug("/{} {} in channel {} by {}", name, sub, request.channelId(), request.userId());
        if (upload != null && upload.getSize() > RecordImport.MAX_RECORD_LENGTH) {
            refuse(event, text.get("interaction.upload.too-large", upload.getSize() / 1000));
            return;
        }
        Message.Attachment file = upload;
        event.deferReply(true).queue(ok -> {
            if (file == null) {
                run(event.getHook(), request, Origin.COMMAND, trace);
            } else {
                withUpload(event.getHook(), request, file, trace);
            }
        }, failure -> dropped(request, trace, failure));
    }

    /** Downloads an uploaded file (a record to import) and runs the command with its text as an option. */
    private void withUpload(InteractionHook hook, CommandRequest request, Message.Attachment file, Trace trace) {
        file.getProxy().download().whenComplete((stream, failure) -> {
            if (failure != null) {
                trace.within(() -> log.warn("Could not download the upload for /{} {}: {}", request.name(),
                        request.subcommand(), failure.getMessage()));
                hook.sendMessage(messages.privateMessage(text.get("interaction.upload.not-handed-over")))
                        .setEphemeral(true).queue();
                return;
            }
            String record;
            try (InputStream in = stream) {
                record = new String(in.readNBytes(RecordImport.MAX_RECORD_LENGTH + 1), StandardCharsets.UTF_8);
            } catch (IOException e) {
                hook.sendMessage(messages.privateMessage(text.get("interaction.upload.unreadable")))
                        .setEphemeral(true).queue();
                return;
            }
            Map<String, String> options = new HashMap<>(request.options());
            options.put("record", record);
            run(hook, new CommandRequest(request.userId(), request.userName(), request.guildId(), request.channelId(),
                    request.moderator(), request.name(), request.subcommand(), options), Origin.COMMAND, trace);
        });
    }

    @Override
    public void onCommandAutoCompleteInteraction(CommandAutoCompleteInteractionEvent event) {
        // Cheap (no rendering, no database): answered on JDA's thread, well within Discord's three seconds.
        String option = event.getFocusedOption().getName();
        String typed = event.getFocusedOption().getValue();
        try {
            event.replyChoices(dispatcher.suggest(event.getFullCommandName(), option, event.getUser().getId(),
                    event.getChannelId(), typed).stream()
                    .map(c -> new Command.Choice(Messages.label(c.label()), c.value())).toList()).queue();
        } catch (RuntimeException e) { // no answer but choices is possible here: the log line is what is left
            Trace.of(event).failed(log, "Suggestions for /" + event.getName(), e);
        }
    }

    @Override
    public void onButtonInteraction(ButtonInteractionEvent event) {
        guarded(event, () -> button(event));
    }

    private void button(ButtonInteractionEvent event) {
        String id = event.getComponentId();
        Trace trace = Trace.of(event);
        if (id.equals(ComponentIds.JOIN) || id.equals(ComponentIds.LEAVE) || id.equals(ComponentIds.START)
                || id.equals(ComponentIds.ADD_AI)) {
            if (!OwnMessage.holds(event)) {
                refuse(event, text.get(NOT_THIS_MESSAGE));
                return;
            }
            String sub = id.substring(id.indexOf(':') + 1);
            CommandRequest request = request(event, "djambi", sub, Map.of());
            event.deferEdit().queue(ok -> run(event.getHook(), request, Origin.LOBBY_BUTTON, trace),
                    failure -> dropped(request, trace, failure));
            return;
        }
        Optional<Long> whisper = ComponentIds.numberAfter(ComponentIds.REPLY, id);
        if (whisper.isPresent()) {
            replyForm(event, whisper.get());
            return;
        }
        Optional<ComponentIds.Board> board = ComponentIds.parseMakeAMove(id);
        if (board.isPresent()) { // opens a new private picker; edits nothing
            if (!OwnMessage.holds(event)) {
                refuse(event, text.get(NOT_THIS_MESSAGE));
                return;
            }
            CommandRequest request = request(event, "djambi", "pick", pickOptions(board.get().tableId(),
                    board.get().version(), "", false));
            event.deferReply(true).queue(ok -> run(event.getHook(), request, Origin.COMMAND, trace),
                    failure -> dropped(request, trace, failure));
            return;
        }
        Optional<CommandRequest> inPlace = privateButtonRequest(event, id);
        if (inPlace.isEmpty()) {
            refuse(event, text.get(OLD_BUTTON));
            return;
        }
        if (!OwnMessage.isPrivateWith(event)) {
            refuse(event, text.get(NOT_THIS_MESSAGE));
            return;
        }
        event.deferEdit().queue(ok -> run(event.getHook(), inPlace.get(), Origin.PRIVATE_MESSAGE, trace),
                failure -> dropped(inPlace.get(), trace, failure));
    }

    /**
     * The Reply button under a whisper: the form opens only for the whisper's recipient while its game is live. A
     * form must be the first answer, so the check is made here, on JDA's thread (one read by key).
     */
    private void replyForm(ButtonInteractionEvent event, long whisperId) {
        if (event.getGuild() != null || !OwnMessage.holds(event)) {
            refuse(event, text.get(NOT_THIS_MESSAGE));
            return;
        }
        Optional<String> refusal = replyGate.refusal(whisperId, event.getUser().getId());
        if (refusal.isPresent()) {
            refuse(event, refusal.get());
            return;
        }
        event.replyModal(messages.replyForm(whisperId)).queue();
    }

    /** The command of a button that updates its own private message: a page of the press, a draft's Send or Cancel. */
    private static Optional<CommandRequest> privateButtonRequest(ButtonInteractionEvent event, String id) {
        var page = ComponentIds.parsePressPage(id);
        if (page.isPresent()) {
            return Optional.of(request(event, "djambi", "press", Map.of("table",
                    Long.toString(page.get().tableId()), "page", Integer.toString(page.get().page()))));
        }
        var send = ComponentIds.numberAfter(ComponentIds.DRAFT_SEND, id);
        if (send.isPresent()) {
            return Optional.of(request(event, PressCommands.DRAFT_SEND, "", Map.of("draft", send.get().toString())));
        }
        return ComponentIds.numberAfter(ComponentIds.DRAFT_CANCEL, id)
                .map(d -> request(event, PressCommands.DRAFT_CANCEL, "", Map.of("draft", d.toString())));
    }

    @Override
    public void onModalInteraction(ModalInteractionEvent event) {
        guarded(event, () -> modal(event));
    }

    private void modal(ModalInteractionEvent event) {
        Optional<Long> whisper = ComponentIds.numberAfter(ComponentIds.REPLY, event.getModalId());
        ModalMapping message = event.getValue(ComponentIds.MESSAGE_FIELD);
        if (whisper.isEmpty() || message == null) {
            refuse(event, text.get("interaction.old-form"));
            return;
        }
        CommandRequest request = request(event, PressCommands.WHISPER_REPLY, "",
                Map.of("whisper", whisper.get().toString(), "message", message.getAsString()));
        Trace trace = Trace.of(event);
        event.deferReply(true).queue(ok -> run(event.getHook(), request, Origin.COMMAND, trace),
                failure -> dropped(request, trace, failure));
    }

    @Override
    public void onStringSelectInteraction(StringSelectInteractionEvent event) {
        guarded(event, () -> select(event));
    }

    /**
     * A step of the private picker. Only a menu of the ephemeral picker itself is honoured, with one of its own
     * options; a stale but genuine picker is then edited by the game's answer to say so.
     */
    private void select(StringSelectInteractionEvent event) {
        var pick = ComponentIds.parsePickerMenu(event.getComponentId());
        if (pick.isEmpty() || event.getValues().size() != 1) {
            refuse(event, text.get(OLD_MENU));
            return;
        }
        String value = event.getValues().get(0);
        if (!OwnMessage.isEphemeralWith(event) || !OwnMessage.offers(event, value)) {
            refuse(event, text.get(NOT_THIS_MESSAGE));
            return;
        }
        boolean play = value.equals(Messages.PLAY);
        CommandRequest request = request(event, "djambi", "pick", pickOptions(pick.get().tableId(),
                pick.get().version(), pick.get().picked() + (play ? "" : value), play));
        Trace trace = Trace.of(event);
        event.deferEdit().queue(ok -> run(event.getHook(), request, Origin.PRIVATE_MESSAGE, trace),
                failure -> dropped(request, trace, failure));
    }

    private static Map<String, String> pickOptions(long tableId, int version, String picked, boolean play) {
        Map<String, String> options = new HashMap<>();
        options.put("table", Long.toString(tableId));
        options.put("version", Integer.toString(version));
        options.put("picked", picked);
        if (play) {
            options.put("play", "yes");
        }
        return options;
    }

    private static CommandRequest request(Interaction event, String name, String sub, Map<String, String> options) {
        Member member = event.getMember();
        String shown = member != null ? member.getEffectiveName() : event.getUser().getEffectiveName();
        String guildId = event.getGuild() != null ? event.getGuild().getId() : "";
        return new CommandRequest(event.getUser().getId(), UserText.name(shown), guildId, event.getChannelId(),
                isModerator(event, member), name, sub, options);
    }

    private static boolean isModerator(Interaction event, Member member) {
        try {
            return member != null && member.hasPermission(event.getGuildChannel(), Permission.MANAGE_CHANNEL);
        } catch (RuntimeException e) { // no channel or permissions in the interaction: not a moderator
            return false;
        }
    }

    /** A new ephemeral answer that edits nothing: the interaction's first and only response. */
    private void refuse(IReplyCallback event, String refusal) {
        event.reply(messages.privateMessage(refusal)).setEphemeral(true).queue();
    }

    /**
     * Runs what JDA's thread does for an interaction; an unexpected failure there is logged with a reference and the
     * player gets the apology with it (as the first answer, or after the acknowledgement if one was made).
     */
    private <E extends IReplyCallback> void guarded(E event, Runnable work) {
        try {
            work.run();
        } catch (RuntimeException e) {
            Trace trace = Trace.of(event);
            trace.failed(log, "Interaction", e);
            try {
                if (event.isAcknowledged()) {
                    event.getHook().sendMessage(messages.privateMessage(trace.apology(text))).setEphemeral(true)
                            .queue();
                } else {
                    refuse(event, trace.apology(text));
                }
            } catch (RuntimeException again) { // the apology could not go either; the log line has it all
                log.warn("Could not apologise for ref {}: {}", trace.ref(), again.getMessage());
            }
        }
    }

    /**
     * Discord did not take the acknowledgement (the interaction expired): the player was shown a failure, so the
     * command is not run at all; nothing happens that he was not told of.
     */
    private static void dropped(CommandRequest request, Trace trace, Throwable failure) {
        trace.within(() -> log.warn("Could not acknowledge /{} {} in channel {}, not run: {}", request.name(),
                request.subcommand(), request.channelId(), failure.getMessage()));
    }

    /** Runs the command on a worker and answers through the hook once its deliveries (if any) have gone out. */
    private void run(InteractionHook hook, CommandRequest request, Origin origin, Trace trace) {
        try {
            workers.execute(() -> answer(hook, request, origin, trace));
        } catch (RejectedExecutionException e) { // shutting down: the workers take nothing new
            hook.sendMessage(messages.privateMessage(text.get(RESTARTING))).setEphemeral(true).queue();
        }
    }

    /** On a worker, with the interaction in the MDC for whatever the command logs. */
    private void answer(InteractionHook hook, CommandRequest request, Origin origin, Trace trace) {
        trace.within(() -> {
            try {
                dispatcher.handle(request).whenComplete((replies, failure) -> {
                    if (failure != null) {
                        trace.failed(log, command(request), failure);
                        replies = List.of(new Reply.Private(trace.apology(text)));
                    }
                    Answers.send(messages, hook, replies, request, origin, trace);
                });
            } catch (RuntimeException e) {
                trace.failed(log, command(request), e);
                Answers.send(messages, hook, List.of(new Reply.Private(trace.apology(text))), request, origin, trace);
            }
        });
    }

    private static String command(CommandRequest request) {
        return "Command /" + request.name() + (request.subcommand().isEmpty() ? "" : " " + request.subcommand());
    }
}
