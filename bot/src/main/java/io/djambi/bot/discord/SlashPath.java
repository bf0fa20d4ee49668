package io.djambi.bot.discord;

import static io.djambi.bot.discord.InteractionRequests.request;

import io.djambi.bot.command.CommandRequest;
import io.djambi.bot.command.UserText;
import io.djambi.bot.discord.Answers.Origin;
import io.djambi.bot.game.RecordImport;
import io.djambi.bot.text.Catalogue;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.HashMap;
import java.util.Map;
import java.util.Optional;
import net.dv8tion.jda.api.entities.Member;
import net.dv8tion.jda.api.entities.Message;
import net.dv8tion.jda.api.entities.channel.concrete.ForumChannel;
import net.dv8tion.jda.api.events.interaction.command.SlashCommandInteractionEvent;
import net.dv8tion.jda.api.interactions.InteractionHook;
import net.dv8tion.jda.api.interactions.commands.OptionMapping;
import net.dv8tion.jda.api.interactions.commands.OptionType;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * A slash command: its options read, a private deferral, then the command; an uploaded file (a record to import) is
 * downloaded first and handed over as the {@code record} option.
 */
final class SlashPath {
    private static final Logger log = LoggerFactory.getLogger(InteractionListener.class); // the edge's one name
    /** The option of {@code /djambi new} that opens the game as a post of a forum. */
    private static final String FORUM = "forum";

    private final CommandRunner runner;
    private final Messages messages;
    private final Catalogue text;
    private final Underway underway;
    private final ForumTags tags;

    /** @param tags the forum tags of a game's post, which a forum that requires one must have for a new game */
    SlashPath(CommandRunner runner, Messages messages, Catalogue text, Underway underway, ForumTags tags) {
        this.runner = runner;
        this.messages = messages;
        this.text = text;
        this.underway = underway;
        this.tags = tags;
    }

    void slash(SlashCommandInteractionEvent event, String name) {
        Map<String, String> options = new HashMap<>();
        Message.Attachment upload = null;
        for (OptionMapping o : event.getOptions()) {
            if (o.getType() == OptionType.ATTACHMENT) {
                upload = o.getAsAttachment();
            } else {
                options.put(o.getName(), o.getAsString());
                if (o.getType() == OptionType.USER) {
                    // The user named, by his name here too: a seat handed to him shows it
                    Member member = o.getAsMember();
                    options.put(
                            o.getName() + CommandRequest.NAME_OF_USER,
                            UserText.name(
                                    member != null
                                            ? member.getEffectiveName()
                                            : o.getAsUser().getEffectiveName()));
                    if (o.getAsUser().isBot()) {
                        // A bot answers no offer and makes no move: the command refuses it rather than wait on it
                        options.put(o.getName() + CommandRequest.USER_IS_BOT, "true");
                    }
                }
            }
        }
        String sub = name.equals("djambi") ? String.valueOf(event.getSubcommandName()) : "";
        CommandRequest request = request(event, name, sub, options);
        Trace trace = Trace.of(event);
        log.debug("/{} {} in channel {} by {}", name, sub, request.channelId(), request.userId());
        if (upload != null && upload.getSize() > RecordImport.MAX_RECORD_LENGTH) {
            runner.refuse(event, runner.said(event).get("interaction.upload.too-large", upload.getSize() / 1000));
            return;
        }
        Optional<String> untagged = sub.equals("new") ? lobbyTagMissing(event, options.get(FORUM)) : Optional.empty();
        if (untagged.isPresent()) {
            // Discord would refuse the post (JDA, before it asks): said now, in one line, rather than "try again"
            runner.refuse(
                    event, text.forLocale(request.language()).get("lobby.refused.forum-tag-required", untagged.get()));
            return;
        }
        if (upload == null) {
            runner.acknowledgeThenRun(event, event.deferReply(true), request, Origin.COMMAND, trace);
            return;
        }
        Message.Attachment file = upload;
        underway.queue(
                event.deferReply(true),
                ok -> withUpload(event.getHook(), request, file, trace),
                failure -> CommandRunner.dropped(request, trace, failure));
    }

    /**
     * For {@code /djambi new forum:}, the tag a new game's post would need in that forum and cannot have (the forum
     * requires one, and has none for a lobby); empty otherwise, or when the forum is not one this shard holds (the
     * command then says what is wrong).
     */
    private Optional<String> lobbyTagMissing(SlashCommandInteractionEvent event, String forumId) {
        if (forumId == null || event.getGuild() == null || !forumId.chars().allMatch(Character::isDigit)) {
            return Optional.empty();
        }
        ForumChannel forum = event.getGuild().getForumChannelById(forumId);
        return forum == null ? Optional.empty() : tags.lobbyTagMissing(forum);
    }

    /** Downloads an uploaded file (a record to import) and runs the command with its text as an option. */
    private void withUpload(InteractionHook hook, CommandRequest request, Message.Attachment file, Trace trace) {
        underway.begin(); // until the command is handed over, or the player told why not
        try {
            file.getProxy().download().whenComplete((stream, failure) -> {
                try {
                    handOver(hook, request, stream, failure, trace);
                } finally {
                    underway.end();
                }
            });
        } catch (RuntimeException e) {
            underway.end();
            throw e;
        }
    }

    private void handOver(
            InteractionHook hook, CommandRequest request, InputStream stream, Throwable failure, Trace trace) {
        if (failure != null) {
            trace.within(() -> log.warn(
                    "Could not download the upload for /{} {}: {}",
                    request.name(),
                    request.subcommand(),
                    failure.getMessage()));
            runner.send(
                    hook.sendMessage(messages.privateMessage(
                                    text.forLocale(request.language()).get("interaction.upload.not-handed-over")))
                            .setEphemeral(true),
                    "upload-refusal");
            return;
        }
        String record;
        try (InputStream in = stream) {
            record = new String(in.readNBytes(RecordImport.MAX_RECORD_LENGTH + 1), StandardCharsets.UTF_8);
        } catch (IOException e) {
            runner.send(
                    hook.sendMessage(messages.privateMessage(
                                    text.forLocale(request.language()).get("interaction.upload.unreadable")))
                            .setEphemeral(true),
                    "upload-unreadable");
            return;
        }
        runner.run(hook, request.withOption("record", record), Origin.COMMAND, trace);
    }
}
