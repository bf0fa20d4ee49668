package io.djambi.bot.console;

import io.djambi.bot.command.Reply;
import io.djambi.bot.game.GameThreads;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * The console's threads, simulated as channels: {@code /djambi new} typed in the console's channel opens one, a new
 * channel whose game's card stays in the console's channel, as a thread opened from a Discord channel does. A thread's
 * id is a number, as Discord's are (the card's message has the thread's id), counted from {@link #FIRST}; its name is
 * the one it was opened with, then the one each edit of its card gives it. Typed in a thread, or anywhere but the
 * console's channel, {@code /djambi new} plays where it is. Thread-safe: the relay renames as it makes a card's edit.
 */
final class ConsoleThreads implements GameThreads {
    /** The first thread's id: far from the table numbers, so a reader does not take one for the other. */
    static final long FIRST = 1001;

    private final String channel;
    /** Each thread's current name, by its id, in the order they were opened. */
    private final Map<String, String> names = new LinkedHashMap<>();

    private long next = FIRST;

    /** @param channel the console's one channel, where the cards are */
    ConsoleThreads(String channel) {
        this.channel = channel;
    }

    @Override
    public synchronized Opening open(String guildId, String channelId, String name, Reply.Public card) {
        if (!channelId.equals(channel)) {
            return new Opening.InChannel(Opening.Why.NOT_HERE);
        }
        String thread = Long.toString(next++);
        names.put(thread, name);
        return new Opening.Opened(thread, channel);
    }

    /** A card's edit renames its thread, as Discord's edit of a card does. */
    synchronized void renamed(String threadId, String name) {
        names.computeIfPresent(threadId, (id, old) -> name);
    }

    /** The thread's current name, if it is one of the console's threads. */
    synchronized Optional<String> nameOf(String channelId) {
        return Optional.ofNullable(names.get(channelId));
    }

    /** The console's channel and every thread opened from it, oldest first: where its games may be played. */
    synchronized List<String> channels() {
        List<String> all = new ArrayList<>();
        all.add(channel);
        all.addAll(names.keySet());
        return all;
    }
}
