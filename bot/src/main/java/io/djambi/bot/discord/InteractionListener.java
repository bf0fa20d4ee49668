package io.djambi.bot.discord;

import io.djambi.bot.CommandRouter;
import io.djambi.bot.command.CommandRequest;
import io.djambi.bot.command.Reply;
import io.djambi.bot.discord.Answers.Origin;
import io.djambi.bot.game.MoveChoices;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.Executor;
import java.util.concurrent.RejectedExecutionException;
import net.dv8tion.jda.api.Permission;
import net.dv8tion.jda.api.entities.Member;
import net.dv8tion.jda.api.events.interaction.ModalInteractionEvent;
import net.dv8tion.jda.api.events.interaction.command.CommandAutoCompleteInteractionEvent;
import net.dv8tion.jda.api.events.interaction.command.SlashCommandInteractionEvent;
import net.dv8tion.jda.api.events.interaction.component.ButtonInteractionEvent;
import net.dv8tion.jda.api.events.interaction.component.StringSelectInteractionEvent;
import net.dv8tion.jda.api.hooks.ListenerAdapter;
import net.dv8tion.jda.api.interactions.Interaction;
import net.dv8tion.jda.api.interactions.InteractionHook;
import net.dv8tion.jda.api.interactions.commands.Command;
import net.dv8tion.jda.api.interactions.commands.OptionMapping;
import net.dv8tion.jda.api.interactions.commands.OptionType;
import net.dv8tion.jda.api.entities.Message;
import io.djambi.bot.game.TableService;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import net.dv8tion.jda.api.interactions.modals.ModalMapping;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * The edge between Discord's interactions and the bot's commands. Every interaction is acknowledged at once on
 * JDA's thread (a deferral, so Discord never shows "This interaction failed"); once Discord has taken the
 * acknowledgement, the command runs and renders on the worker executor, and {@link Answers} sends what it answers.
 */
public final class InteractionListener extends ListenerAdapter {
    private static final Logger log = LoggerFactory.getLogger(InteractionListener.class);
    static final String FAILED = "Something went wrong on our side and nothing was changed. Please try again.";

    private final CommandRouter router;
    private final Executor workers;

    public InteractionListener(CommandRouter router, Executor workers) {
        this.router = router;
        this.workers = workers;
    }

    @Override
    public void onSlashCommandInteraction(SlashCommandInteractionEvent event) {
        String name = event.getName();
        if (!name.equals("djambi") && !name.equals("move") && !name.equals("whisper")) {
            return;
        }
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
        log.debug("/{} {} in channel {} by {}", name, sub, request.channelId(), request.userId());
        if (upload != null && upload.getSize() > TableService.MAX_RECORD_LENGTH) {
            event.reply("That file is " + upload.getSize() / 1000 + " kB, too large to be a game record; nothing was "
                    + "changed.").setEphemeral(true).queue();
            return;
        }
        Message.Attachment file = upload;
        event.deferReply(true).queue(ok -> {
            if (file == null) {
                run(event.getHook(), request, Origin.COMMAND);
            } else {
                withUpload(event.getHook(), request, file);
            }
        }, failure -> dropped(request, failure));
    }

    /** Downloads an uploaded file (a record to import) and runs the command with its text as an option. */
    private void withUpload(InteractionHook hook, CommandRequest request, Message.Attachment file) {
        file.getProxy().download().whenComplete((stream, failure) -> {
            if (failure != null) {
                log.warn("Could not download the upload for /{} {}: {}", request.name(), request.subcommand(),
                        failure.getMessage());
                hook.sendMessage("Discord did not hand over the file; nothing was changed. Try again.")
                        .setEphemeral(true).queue();
                return;
            }
            String text;
            try (InputStream in = stream) {
                text = new String(in.readNBytes(TableService.MAX_RECORD_LENGTH + 1), StandardCharsets.UTF_8);
            } catch (IOException e) {
                hook.sendMessage("The file could not be read; nothing was changed.").setEphemeral(true).queue();
                return;
            }
            Map<String, String> options = new HashMap<>(request.options());
            options.put("record", text);
            run(hook, new CommandRequest(request.userId(), request.userName(), request.guildId(), request.channelId(),
                    request.moderator(), request.name(), request.subcommand(), options), Origin.COMMAND);
        });
    }

    @Override
    public void onCommandAutoCompleteInteraction(CommandAutoCompleteInteractionEvent event) {
        // Cheap (no rendering, no database): answered on JDA's thread, well within Discord's three seconds.
        String option = event.getFocusedOption().getName();
        String typed = event.getFocusedOption().getValue();
        if (event.getName().equals("move") && option.equals("move")) {
            event.replyChoices(router.moveSuggestions(event.getChannelId(), typed).stream()
                    .map(InteractionListener::choice).toList()).queue();
        } else if (event.getName().equals("whisper") && option.equals("game")) {
            event.replyChoices(router.gameChoices(event.getUser().getId(), typed).stream()
                    .map(c -> new Command.Choice(c.label(), c.value())).toList()).queue();
        }
    }

    private static Command.Choice choice(MoveChoices.Suggestion s) {
        return new Command.Choice(s.label().length() <= 100 ? s.label() : s.label().substring(0, 100), s.value());
    }

    @Override
    public void onButtonInteraction(ButtonInteractionEvent event) {
        String id = event.getComponentId();
        if (id.equals(ComponentIds.JOIN) || id.equals(ComponentIds.LEAVE) || id.equals(ComponentIds.START)
                || id.equals(ComponentIds.ADD_AI)) {
            String sub = id.substring(id.indexOf(':') + 1);
            CommandRequest request = request(event, "djambi", sub, Map.of());
            event.deferEdit().queue(ok -> run(event.getHook(), request, Origin.LOBBY_BUTTON),
                    failure -> dropped(request, failure));
            return;
        }
        Optional<Long> whisper = ComponentIds.numberAfter(ComponentIds.REPLY, id);
        if (whisper.isPresent()) {
            event.replyModal(Messages.replyForm(whisper.get())).queue(); // a form must be the first answer
            return;
        }
        Optional<CommandRequest> request = buttonRequest(event, id);
        if (request.isPresent()) {
            boolean menuOfItsOwn = ComponentIds.parsePick(id).isPresent(); // "Make a move" opens a new private picker
            if (menuOfItsOwn) {
                event.deferReply(true).queue(ok -> run(event.getHook(), request.get(), Origin.COMMAND),
                        failure -> dropped(request.get(), failure));
            } else {
                event.deferEdit().queue(ok -> run(event.getHook(), request.get(), Origin.PRIVATE_MESSAGE),
                        failure -> dropped(request.get(), failure));
            }
            return;
        }
        event.reply("This button is from an older version of the bot; use /djambi board for a fresh one.")
                .setEphemeral(true).queue();
    }

    /** The command a button stands for: Make a move, a page of the press, or a draft's Send or Cancel. */
    private static Optional<CommandRequest> buttonRequest(ButtonInteractionEvent event, String id) {
        var pick = ComponentIds.parsePick(id);
        if (pick.isPresent()) {
            return Optional.of(request(event, "djambi", "pick", pickOptions(pick.get(), "", false)));
        }
        var page = ComponentIds.parsePressPage(id);
        if (page.isPresent()) {
            return Optional.of(request(event, "djambi", "press", Map.of("table",
                    Long.toString(page.get().tableId()), "page", Integer.toString(page.get().page()))));
        }
        var send = ComponentIds.numberAfter(ComponentIds.DRAFT_SEND, id);
        if (send.isPresent()) {
            return Optional.of(request(event, CommandRouter.DRAFT_SEND, "", Map.of("draft", send.get().toString())));
        }
        return ComponentIds.numberAfter(ComponentIds.DRAFT_CANCEL, id)
                .map(d -> request(event, CommandRouter.DRAFT_CANCEL, "", Map.of("draft", d.toString())));
    }

    @Override
    public void onModalInteraction(ModalInteractionEvent event) {
        Optional<Long> whisper = ComponentIds.numberAfter(ComponentIds.REPLY, event.getModalId());
        ModalMapping message = event.getValue(ComponentIds.MESSAGE_FIELD);
        if (whisper.isEmpty() || message == null) {
            event.reply("This form is from an older version of the bot; nothing was sent.").setEphemeral(true).queue();
            return;
        }
        CommandRequest request = request(event, CommandRouter.WHISPER_REPLY, "",
                Map.of("whisper", whisper.get().toString(), "message", message.getAsString()));
        event.deferReply(true).queue(ok -> run(event.getHook(), request, Origin.COMMAND),
                failure -> dropped(request, failure));
    }

    @Override
    public void onStringSelectInteraction(StringSelectInteractionEvent event) {
        var pick = ComponentIds.parsePick(event.getComponentId());
        if (pick.isEmpty() || event.getValues().isEmpty()) {
            event.reply("This menu is from an older version of the bot; press Make a move again.").setEphemeral(true)
                    .queue();
            return;
        }
        String value = event.getValues().get(0);
        boolean play = value.equals(Messages.PLAY);
        Map<String, String> options = pickOptions(pick.get(), play ? "" : value, play);
        CommandRequest request = request(event, "djambi", "pick", options);
        event.deferEdit().queue(ok -> run(event.getHook(), request, Origin.PRIVATE_MESSAGE),
                failure -> dropped(request, failure));
    }

    private static Map<String, String> pickOptions(ComponentIds.Pick pick, String step, boolean play) {
        Map<String, String> options = new HashMap<>();
        options.put("table", Long.toString(pick.tableId()));
        options.put("version", Integer.toString(pick.version()));
        options.put("picked", pick.picked() + step);
        if (play) {
            options.put("play", "yes");
        }
        return options;
    }

    private static CommandRequest request(Interaction event, String name, String sub, Map<String, String> options) {
        Member member = event.getMember();
        String userName = member != null ? member.getEffectiveName() : event.getUser().getEffectiveName();
        String guildId = event.getGuild() != null ? event.getGuild().getId() : "";
        return new CommandRequest(event.getUser().getId(), userName, guildId, event.getChannelId(),
                isModerator(event, member), name, sub, options);
    }

    private static boolean isModerator(Interaction event, Member member) {
        try {
            return member != null && member.hasPermission(event.getGuildChannel(), Permission.MANAGE_CHANNEL);
        } catch (RuntimeException e) { // no channel or permissions in the interaction: not a moderator
            return false;
        }
    }

    /**
     * Discord did not take the acknowledgement (the interaction expired): the player was shown a failure, so the
     * command is not run at all; nothing happens that he was not told of.
     */
    private static void dropped(CommandRequest request, Throwable failure) {
        log.warn("Could not acknowledge /{} {} in channel {}, not run: {}", request.name(), request.subcommand(),
                request.channelId(), failure.getMessage());
    }

    /** Runs the command on a worker and answers through the hook once its deliveries (if any) have gone out. */
    private void run(InteractionHook hook, CommandRequest request, Origin origin) {
        try {
            workers.execute(() -> answer(hook, request, origin));
        } catch (RejectedExecutionException e) {
            hook.sendMessage("The bot is shutting down; nothing was changed.").setEphemeral(true).queue();
        }
    }

    private void answer(InteractionHook hook, CommandRequest request, Origin origin) {
        try {
            router.handle(request).whenComplete((replies, failure) -> {
                if (failure != null) {
                    failed(request, failure);
                    replies = List.of(new Reply.Private(FAILED));
                }
                Answers.send(hook, replies, request, origin);
            });
        } catch (RuntimeException e) {
            failed(request, e);
            Answers.send(hook, List.of(new Reply.Private(FAILED)), request, origin);
        }
    }

    private static void failed(CommandRequest request, Throwable e) {
        log.error("Command /{} {} in channel {} failed", request.name(), request.subcommand(), request.channelId(), e);
    }
}
