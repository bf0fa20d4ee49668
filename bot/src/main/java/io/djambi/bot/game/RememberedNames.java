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

    /**
     * Notes the name of the server a command came from ({@code guildId}, empty for a DM), where this process sees it:
     * the processes that do not (shard 0's, which answers every DM) name it from then on, even before anything of its
     * games has named it here. A name already noted costs a look in the book's memory.
     */
    public void heardFrom(String guildId) {
        if (!guildId.isEmpty()) {
            seen.seenNameOf(guildId).ifPresent(name -> book.saw(guildId, name));
        }
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
