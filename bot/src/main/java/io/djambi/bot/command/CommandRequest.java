package io.djambi.bot.command;

import java.util.Map;
import java.util.Objects;
import java.util.Optional;

/**
 * A slash command as the game layer sees it, with no Discord type: who, where, which command and its options.
 *
 * @param name {@code djambi} or {@code move}
 * @param subcommand e.g. {@code new}; empty for {@code /move}
 */
public record CommandRequest(String userId, String userName, String channelId, String name, String subcommand,
        Map<String, String> options) {
    public CommandRequest {
        Objects.requireNonNull(userId, "userId");
        Objects.requireNonNull(userName, "userName");
        Objects.requireNonNull(channelId, "channelId");
        Objects.requireNonNull(name, "name");
        Objects.requireNonNull(subcommand, "subcommand");
        options = Map.copyOf(options);
    }

    public Optional<String> option(String key) {
        return Optional.ofNullable(options.get(key));
    }
}
