package io.djambi.bot.discord;

import io.djambi.bot.command.CommandRequest;
import io.djambi.bot.command.Reply;
import io.djambi.bot.game.MoveChoices;
import io.djambi.bot.game.TableService;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.Executor;
import java.util.concurrent.RejectedExecutionException;
import net.dv8tion.jda.api.Permission;
import net.dv8tion.jda.api.entities.Member;
import net.dv8tion.jda.api.events.interaction.command.CommandAutoCompleteInteractionEvent;
import net.dv8tion.jda.api.events.interaction.command.SlashCommandInteractionEvent;
import net.dv8tion.jda.api.events.interaction.component.ButtonInteractionEvent;
import net.dv8tion.jda.api.events.interaction.component.StringSelectInteractionEvent;
import net.dv8tion.jda.api.hooks.ListenerAdapter;
import net.dv8tion.jda.api.interactions.Interaction;
import net.dv8tion.jda.api.interactions.InteractionHook;
import net.dv8tion.jda.api.interactions.commands.Command;
import net.dv8tion.jda.api.interactions.commands.OptionMapping;
import net.dv8tion.jda.api.utils.messages.MessageCreateData;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * The edge between Discord and the game layer. Every interaction is acknowledged at once on JDA's thread (a
 * deferral, so Discord never shows "This interaction failed"); once Discord has taken the acknowledgement, the
 * command runs and renders on the worker executor, and the answers go out through the interaction's hook. Public posts are new follow-up messages, so
 * their mentions notify; the deferred reply itself is only ever the sender's private answer.
 */
public final class InteractionListener extends ListenerAdapter {
    private static final Logger log = LoggerFactory.getLogger(InteractionListener.class);
    static final String FAILED = "Something went wrong on our side and nothing was changed. Please try again.";

    private final TableService service;
    private final Executor workers;

    public InteractionListener(TableService service, Executor workers) {
        this.service = service;
        this.workers = workers;
    }

    @Override
    public void onSlashCommandInteraction(SlashCommandInteractionEvent event) {
        String name = event.getName();
        if (!name.equals("djambi") && !name.equals("move")) {
            return;
        }
        Map<String, String> options = new HashMap<>();
        for (OptionMapping o : event.getOptions()) {
            options.put(o.getName(), o.getAsString());
        }
        String sub = name.equals("move") ? "" : String.valueOf(event.getSubcommandName());
        CommandRequest request = request(event, name, sub, options);
        log.debug("/{} {} in channel {} by {}", name, sub, request.channelId(), request.userId());
        event.deferReply(true).queue(ok -> run(event.getHook(), request, Origin.COMMAND), failure -> dropped(request, failure));
    }

    @Override
    public void onCommandAutoCompleteInteraction(CommandAutoCompleteInteractionEvent event) {
        if (!event.getName().equals("move") || !event.getFocusedOption().getName().equals("move")) {
            return;
        }
        // Cheap (no rendering, no database): answered on JDA's thread, well within Discord's three seconds.
        List<Command.Choice> choices = service.suggestions(event.getChannelId(), event.getFocusedOption().getValue())
                .stream().map(InteractionListener::choice).toList();
        event.replyChoices(choices).queue();
    }

    private static Command.Choice choice(MoveChoices.Suggestion s) {
        return new Command.Choice(s.label().length() <= 100 ? s.label() : s.label().substring(0, 100), s.value());
    }

    @Override
    public void onButtonInteraction(ButtonInteractionEvent event) {
        String id = event.getComponentId();
        if (id.equals(ComponentIds.JOIN) || id.equals(ComponentIds.LEAVE) || id.equals(ComponentIds.START)) {
            String sub = id.substring(id.indexOf(':') + 1);
            CommandRequest request = request(event, "djambi", sub, Map.of());
            event.deferEdit().queue(ok -> run(event.getHook(), request, Origin.LOBBY_BUTTON), failure -> dropped(request, failure));
            return;
        }
        var pick = ComponentIds.parsePick(id);
        if (pick.isPresent()) {
            CommandRequest request = request(event, "djambi", "pick", pickOptions(pick.get(), "", false));
            event.deferReply(true).queue(ok -> run(event.getHook(), request, Origin.COMMAND), failure -> dropped(request, failure));
            return;
        }
        event.reply("This button is from an older version of the bot; use /djambi board for a fresh one.")
                .setEphemeral(true).queue();
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
        event.deferEdit().queue(ok -> run(event.getHook(), request, Origin.PICKER_MENU), failure -> dropped(request, failure));
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

    /** Where an interaction came from, which decides where its answers go. */
    enum Origin {
        /** A slash command or the Make-a-move button: the deferred reply is private to the sender. */
        COMMAND,
        /** A button on a lobby message, which is shared and updated in place. */
        LOBBY_BUTTON,
        /** A menu of the picker, an ephemeral message updated in place. */
        PICKER_MENU
    }

    /**
     * Discord did not take the acknowledgement (the interaction expired): the player was shown a failure, so the
     * command is not run at all; nothing happens that he was not told of.
     */
    private static void dropped(CommandRequest request, Throwable failure) {
        log.warn("Could not acknowledge /{} {} in channel {}, not run: {}", request.name(), request.subcommand(),
                request.channelId(), failure.getMessage());
    }

    /** Runs the command on a worker and answers through the hook. */
    private void run(InteractionHook hook, CommandRequest request, Origin origin) {
        try {
            workers.execute(() -> answer(hook, request, origin));
        } catch (RejectedExecutionException e) {
            hook.sendMessage("The bot is shutting down; nothing was changed.").setEphemeral(true).queue();
        }
    }

    private void answer(InteractionHook hook, CommandRequest request, Origin origin) {
        List<Reply> replies;
        try {
            replies = service.handle(request);
        } catch (RuntimeException e) {
            log.error("Command /{} {} in channel {} failed", request.name(), request.subcommand(), request.channelId(), e);
            replies = List.of(new Reply.Private(FAILED));
        }
        for (Reply reply : replies) {
            switch (reply) {
                case Reply.Private p -> answerPrivately(hook, Messages.privateMessage(p), origin);
                case Reply.Picker p -> hook.editOriginal(Messages.replacing(Messages.picker(p))).queue();
                case Reply.Public p -> publish(hook, p, request, origin);
            }
        }
    }

    private static void answerPrivately(InteractionHook hook, MessageCreateData data, Origin origin) {
        if (origin == Origin.LOBBY_BUTTON) {
            hook.sendMessage(data).setEphemeral(true).queue(); // the shared lobby message stays as it is
        } else {
            hook.editOriginal(Messages.replacing(data)).queue();
        }
    }

    private static void publish(InteractionHook hook, Reply.Public post, CommandRequest request, Origin origin) {
        MessageCreateData data = Messages.publicPost(post);
        if (origin == Origin.LOBBY_BUTTON) {
            if (post.controls() instanceof Reply.LobbyControls) {
                hook.editOriginal(Messages.replacing(data)).queue(); // the lobby message shows the new seats
            } else {
                // Start: the lobby closes, and the board comes as a new message, whose ping notifies
                hook.editOriginal(Messages.replacing(Messages.privateMessage(new Reply.Private(
                        "**Djambi lobby**: closed, the game has started below.")))).queue();
                hook.sendMessage(data).setEphemeral(false).queue();
            }
            return;
        }
        // The deferred reply is private and must be filled first: the first follow-up would otherwise become it,
        // and be as private as it is.
        String ack = request.name().equals("move") || request.subcommand().equals("pick") ? "Played." : "Done.";
        hook.editOriginal(Messages.replacing(Messages.privateMessage(new Reply.Private(ack))))
                .queue(done -> hook.sendMessage(data).setEphemeral(false).queue(),
                        failure -> log.warn("Could not answer /{} in channel {}: {}", request.name(),
                                request.channelId(), failure.getMessage()));
    }
}
