package io.djambi.bot.game;

import io.djambi.bot.command.Reply;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.List;

/**
 * Discord's threads, faked: each {@code /djambi new} opens a thread numbered from 501, its card in the channel it was
 * opened from (for a forum post, the post's first message, edited through the forum), or answers the next of the openings a test scripted.
 * Remembers what it was asked.
 */
public final class FakeThreads implements GameThreads {
    /** One thread asked for: where, under which name, from which first card. */
    public record Asked(String guildId, String channelId, String name, Reply.Public card) {}

    private final List<Asked> asked = new ArrayList<>();
    private final Deque<Opening> scripted = new ArrayDeque<>();
    private final boolean forum;
    private long next = 501;

    private FakeThreads(boolean forum) {
        this.forum = forum;
    }

    /** Threads opened from the channel, their cards there. */
    public FakeThreads() {
        this(false);
    }

    /** A forum: each game a post, its card the post's first message. */
    public static FakeThreads forum() {
        return new FakeThreads(true);
    }

    /** The next openings answer these, in order; then threads are opened again. */
    public synchronized FakeThreads then(Opening... openings) {
        scripted.addAll(List.of(openings));
        return this;
    }

    @Override
    public synchronized Opening open(String guildId, String channelId, String name, Reply.Public card) {
        asked.add(new Asked(guildId, channelId, name, card));
        if (!scripted.isEmpty()) {
            return scripted.poll();
        }
        String thread = Long.toString(next++);
        return new Opening.Opened(thread, channelId);
    }

    public synchronized List<Asked> asked() {
        return List.copyOf(asked);
    }
}
