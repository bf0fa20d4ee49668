package io.djambi.bot.command;

import java.util.Optional;

/**
 * The mark of a failure that is the database away for a moment (a PostgreSQL server restarting, an SQLite file busy
 * past its wait) rather than a fault of the bot: the unit of work it broke changed nothing, and the same request can
 * be made again shortly. The store's exceptions of that kind carry it, so that the layers above, which know no JDBC,
 * can tell an expected outage from a bug: a player is told to try again in a moment instead of getting an apology
 * with a reference, the log gets one line instead of a stack trace, and a timer waits for its next tick.
 */
public interface Outage {
    /** The catalogue key of what a player reads when his command met an outage: nothing was changed. */
    String ANSWER = "dispatch.database-down";

    /**
     * The catalogue key of what the player reads when this outage met his command: that nothing was changed, unless
     * the outage struck as the change was being committed and its outcome is unknown.
     */
    default String answer() {
        return ANSWER;
    }

    /**
     * Whether the outage struck as the change was being committed, so that the server may have kept it: a command that
     * can say better than {@link #answer()} where to look (a whisper, which is delivered later if it was kept) asks.
     */
    default boolean outcomeUnknown() {
        return false;
    }

    /** Whether {@code failure} is, or wraps, an outage whose change may have been made ({@link #outcomeUnknown()}). */
    static boolean outcomeUnknown(Throwable failure) {
        return in(failure)
                .filter(t -> t instanceof Outage o && o.outcomeUnknown())
                .isPresent();
    }

    /** The catalogue key of what a player reads when {@code outage}, as found by {@link #in}, met his command. */
    static String answer(Throwable outage) {
        return outage instanceof Outage o ? o.answer() : ANSWER;
    }

    /** Causes looked through at most: a future or a store wraps a failure a few times, never this often. */
    int DEPTH = 16;

    /**
     * The outage behind {@code failure}: the failure itself or one of its causes (a future, an executor or a unit of
     * work that joined another may have wrapped it); empty for any other failure.
     */
    static Optional<Throwable> in(Throwable failure) {
        Throwable t = failure;
        for (int depth = 0; t != null && depth < DEPTH; depth++, t = t.getCause()) {
            if (t instanceof Outage) {
                return Optional.of(t);
            }
        }
        return Optional.empty();
    }
}
