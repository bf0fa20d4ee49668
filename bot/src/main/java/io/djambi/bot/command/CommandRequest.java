package io.djambi.bot.command;

import java.util.Locale;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;

/**
 * A slash command, button or menu choice as the game layer sees it, with no Discord type: who, where, which command
 * and its options.
 *
 * @param guildId the server, or empty outside one (the console)
 * @param moderator whether the user may manage the channel (may abort any game there)
 * @param name {@code djambi}, {@code move}, {@code whisper}, or a name of a button, form or DM ({@code dm-send})
 * @param subcommand e.g. {@code new}; empty for {@code /move}
 * @param language the user's own language (Discord's setting for him): what only he reads is written in it
 * @param serverLanguage the server's language: a new game's language unless its host chooses another
 * @param manageServer whether the user may manage the server (may choose for it, with {@code /djambi settings})
 */
public record CommandRequest(
        String userId,
        String userName,
        String guildId,
        String channelId,
        boolean moderator,
        String name,
        String subcommand,
        Map<String, String> options,
        Locale language,
        Locale serverLanguage,
        boolean manageServer) {
    /** The suffix of the option that carries a user option's display name, made safe: {@code with} and {@code with.name}. */
    public static final String NAME_OF_USER = ".name";
    /**
     * The suffix of the option set ({@code true}) when a user option names a bot account, the bot itself among them:
     * {@code with} and {@code with.bot}. Absent for a person.
     */
    public static final String USER_IS_BOT = ".bot";

    public CommandRequest {
        Objects.requireNonNull(userId, "userId");
        Objects.requireNonNull(userName, "userName");
        Objects.requireNonNull(guildId, "guildId");
        Objects.requireNonNull(channelId, "channelId");
        Objects.requireNonNull(name, "name");
        Objects.requireNonNull(subcommand, "subcommand");
        options = Map.copyOf(options);
        Objects.requireNonNull(language, "language");
        Objects.requireNonNull(serverLanguage, "serverLanguage");
    }

    /** A request from someone who may not manage the server. */
    public CommandRequest(
            String userId,
            String userName,
            String guildId,
            String channelId,
            boolean moderator,
            String name,
            String subcommand,
            Map<String, String> options,
            Locale language,
            Locale serverLanguage) {
        this(
                userId,
                userName,
                guildId,
                channelId,
                moderator,
                name,
                subcommand,
                options,
                language,
                serverLanguage,
                false);
    }

    /** A request from someone whose language is not known: English. */
    public CommandRequest(
            String userId,
            String userName,
            String guildId,
            String channelId,
            boolean moderator,
            String name,
            String subcommand,
            Map<String, String> options) {
        this(
                userId,
                userName,
                guildId,
                channelId,
                moderator,
                name,
                subcommand,
                options,
                Locale.ENGLISH,
                Locale.ENGLISH);
    }

    /** A {@code /djambi <subcommand>} by an ordinary member. */
    public static CommandRequest djambi(
            String userId,
            String userName,
            String guildId,
            String channelId,
            String subcommand,
            Map<String, String> options) {
        return new CommandRequest(userId, userName, guildId, channelId, false, "djambi", subcommand, options);
    }

    /** A {@code /move}. */
    public static CommandRequest move(
            String userId, String userName, String guildId, String channelId, Map<String, String> options) {
        return new CommandRequest(userId, userName, guildId, channelId, false, "move", "", options);
    }

    /** The name the command is declared under: {@code "djambi new"}, {@code "move"}. */
    public String fullName() {
        return subcommand.isEmpty() ? name : name + " " + subcommand;
    }

    /** The same request with one option set (e.g. an upload's text in place of its name). */
    public CommandRequest withOption(String key, String value) {
        Map<String, String> more = new java.util.HashMap<>(options);
        more.put(key, value);
        return new CommandRequest(
                userId,
                userName,
                guildId,
                channelId,
                moderator,
                name,
                subcommand,
                more,
                language,
                serverLanguage,
                manageServer);
    }

    /** The same request, acting in {@code channel}: the thread of the game it means, typed beside the game's card. */
    public CommandRequest inChannel(String channel) {
        return new CommandRequest(
                userId,
                userName,
                guildId,
                channel,
                moderator,
                name,
                subcommand,
                options,
                language,
                serverLanguage,
                manageServer);
    }

    public CommandRequest asModerator() {
        return new CommandRequest(
                userId,
                userName,
                guildId,
                channelId,
                true,
                name,
                subcommand,
                options,
                language,
                serverLanguage,
                manageServer);
    }

    /** The same request from a user writing in {@code language}, in a server whose language is {@code server}. */
    public CommandRequest inLanguages(Locale language, Locale server) {
        return new CommandRequest(
                userId,
                userName,
                guildId,
                channelId,
                moderator,
                name,
                subcommand,
                options,
                language,
                server,
                manageServer);
    }

    /** The same request from someone who may manage the server. */
    public CommandRequest managingServer() {
        return new CommandRequest(
                userId,
                userName,
                guildId,
                channelId,
                moderator,
                name,
                subcommand,
                options,
                language,
                serverLanguage,
                true);
    }

    public Optional<String> option(String key) {
        return Optional.ofNullable(options.get(key));
    }
}
