package io.djambi.bot.fakediscord;

import io.djambi.bot.fakediscord.RestServer.Response;
import java.time.Duration;
import java.util.Optional;

/**
 * A fault switch: the bot's new messages in one channel are held unanswered, as when Discord is slow, until the test
 * lets them go; then each is made as usual, or lost (answered 503, nothing made), as when Discord never got it. A
 * test can so stop or kill the bot while its post is on the wire. Guarded by the world's lock, whose waits it wakes.
 */
final class HeldPosts {
    /** A held call gives up waiting after this long, and goes on as usual. */
    private static final Duration LONGEST_HOLD = Duration.ofSeconds(60);

    private final World world;
    /** The channel held, or null. */
    private String channelId;
    /** Counts each letting go, so a call knows its hold is over. */
    private int releases;

    private boolean madeOnRelease;
    private int heldSoFar;

    HeldPosts(World world) {
        this.world = world;
    }

    void hold(String channel) {
        world.locked(() -> {
            channelId = channel;
        });
    }

    /** Ends the hold: the calls held are made ({@code made}) or lost; later ones pass. */
    void release(boolean made) {
        world.locked(() -> {
            channelId = null;
            madeOnRelease = made;
            releases++;
        });
    }

    int heldSoFar() {
        return world.locked(() -> heldSoFar);
    }

    /**
     * Called first by the message route: empty when the message is to be made (never held, or let go to be made),
     * else the answer of a message lost.
     */
    Optional<Response> pass(String channel) {
        Integer heldAt = world.locked(() -> {
            if (!channel.equals(channelId)) {
                return null;
            }
            heldSoFar++;
            return releases;
        });
        if (heldAt == null) {
            return Optional.empty();
        }
        try {
            boolean made = world.await(
                    "the release of a held post",
                    LONGEST_HOLD,
                    () -> releases == heldAt ? Optional.empty() : Optional.of(madeOnRelease));
            return made ? Optional.empty() : Optional.of(Response.error(503, 0, "503: held post lost"));
        } catch (AssertionError e) { // nobody let it go: Discord was only slow
            return Optional.empty();
        }
    }
}
