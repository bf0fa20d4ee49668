package io.djambi.bot.ops;

import java.time.Duration;

/**
 * What the bot tells its operator it did, for the metrics: the discord edge, the game and the store call it, and
 * know nothing of Micrometer. {@link #NONE} records nothing, for the console, the tests and a bot run without
 * {@code metrics.port}. Implementations are thread-safe: every thread of the bot calls them.
 */
public interface Meters {
    /** Records nothing. */
    Meters NONE = new Meters() {
        @Override
        public void interaction(InteractionKind kind, Outcome outcome, Duration took) {}

        @Override
        public void acknowledged(InteractionKind kind, Duration took) {}

        @Override
        public void movePlayed() {}

        @Override
        public void rendered(Duration took) {}

        @Override
        public void database(Duration took) {}
    };

    /** An interaction answered, refused or failed, {@code took} after Discord created it. */
    void interaction(InteractionKind kind, Outcome outcome, Duration took);

    /** Discord took the bot's acknowledgement of an interaction {@code took} after it created it. */
    void acknowledged(InteractionKind kind, Duration took);

    /** A move was played (by a person or an AI) and its post made. */
    void movePlayed();

    /** A board picture was drawn and encoded. */
    void rendered(Duration took);

    /** A database transaction or read ran, the wait for the connection's lock not counted. */
    void database(Duration took);
}
