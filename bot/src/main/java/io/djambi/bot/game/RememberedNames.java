package io.djambi.bot.game;

import java.util.Optional;

/**
 * Server names as Discord shows them where the bot sees the server, and as last seen where it does not: a process
 * that runs part of the shards sees only its own servers, yet answers about games played in the others (the process
 * of shard 0 answers every DM).
 */
public final class RememberedNames implements ServerNames {
    private final ServerNames seen;
    private final NameBook book;

    /**
     * @param seen the names this process sees now ({@link ServerNames#seenNameOf}), and the neutral word for others
     * @param book where the names seen are kept for the processes that do not see them
     */
    public RememberedNames(ServerNames seen, NameBook book) {
        this.seen = seen;
        this.book = book;
    }

    @Override
    public String nameOf(String guildId) {
        Optional<String> now = seen.seenNameOf(guildId);
        if (now.isPresent()) {
            book.saw(guildId, now.get());
            return now.get();
        }
        return book.nameOf(guildId).orElseGet(() -> seen.nameOf(guildId));
    }

    @Override
    public Optional<String> seenNameOf(String guildId) {
        return seen.seenNameOf(guildId);
    }

    @Override
    public String channelNameOf(String channelId) {
        return seen.channelNameOf(channelId);
    }
}
