package io.djambi.bot.fakediscord;

import java.time.Duration;
import java.util.List;
import java.util.Optional;

/** A message a test wrote as a user, to await what the bot says after it in the same channel. */
public final class Said {
    private final World world;
    private final Posted message;
    private final List<Integer> deliveredTo;

    Said(World world, Posted message, List<Integer> deliveredTo) {
        this.world = world;
        this.message = message;
        this.deliveredTo = List.copyOf(deliveredTo);
    }

    public Posted message() {
        return message;
    }

    /** The shards whose sessions got MESSAGE_CREATE (a DM: shard 0, if the bot asked for DMs). */
    public List<Integer> deliveredTo() {
        return deliveredTo;
    }

    /** Waits until the bot has posted at least {@code count} messages in the channel after this one. */
    public List<Posted> awaitBotMessages(int count, Duration timeout) {
        return world.await(count + " bot messages after " + message.id(), timeout, () -> {
            List<Posted> after = world.messages.values().stream()
                    .filter(m -> m.channelId().equals(message.channelId()))
                    .filter(m -> m.authorId().equals(world.bot.id()) && !m.deleted())
                    .filter(m -> Long.parseLong(m.id()) > Long.parseLong(message.id()))
                    .toList();
            return after.size() >= count ? Optional.of(after) : Optional.empty();
        });
    }
}
