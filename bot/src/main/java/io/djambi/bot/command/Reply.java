package io.djambi.bot.command;

import java.util.List;
import java.util.Objects;

/** What the bot answers: only to the sender (ephemeral), or a public post, possibly with a board image and a ping. */
public sealed interface Reply permits Reply.Private, Reply.Public {

    /** Seen only by the person who sent the command. */
    record Private(String text) implements Reply {
        public Private {
            Objects.requireNonNull(text, "text");
        }
    }

    /**
     * A new message in the channel; {@code mentions} are user ids to ping (a new message, so the ping notifies).
     *
     * @param png the board image, or an empty array for none
     */
    record Public(String text, byte[] png, List<String> mentions) implements Reply {
        public Public {
            Objects.requireNonNull(text, "text");
            Objects.requireNonNull(png, "png");
            mentions = List.copyOf(mentions);
        }

        public boolean hasBoard() {
            return png.length > 0;
        }
    }
}
