package io.djambi.bot.game;

import io.djambi.engine.model.Colour;
import java.util.Collections;
import java.util.EnumSet;
import java.util.Objects;
import java.util.Optional;
import java.util.Set;

/**
 * A takeback asked at a table ({@code /takeback}), kept with the table as its draw offers are, so that a restart keeps
 * it: the asker and those who accepted were told it was recorded. It stands only while the game is at the version it
 * was asked at: any event ends it ({@link Table#withGame}). A declined request is kept, no longer standing, only so
 * that the same move is not asked for again.
 *
 * @param asker who asks to take his last move back
 * @param back the version the game goes back to: the events from there on are taken back
 * @param at the version the game was at when he asked
 * @param accepted who accept, the asker among them
 * @param declined whether one of the others declined it
 */
public record TakebackRequest(Colour asker, int back, int at, Set<Colour> accepted, boolean declined) {
    public TakebackRequest {
        Objects.requireNonNull(asker, "asker");
        if (back < 0 || at <= back) {
            throw new IllegalArgumentException("a takeback from version " + at + " back to " + back);
        }
        if (!accepted.contains(asker)) {
            throw new IllegalArgumentException("the asker " + asker + " is among those who accept his request");
        }
        accepted = Collections.unmodifiableSet(EnumSet.copyOf(accepted)); // in the colours' order
    }

    /** {@code asker}'s request to go back to version {@code back}, asked at version {@code at}: he alone accepts. */
    public static TakebackRequest asked(Colour asker, int back, int at) {
        return new TakebackRequest(asker, back, at, Set.of(asker), false);
    }

    /** Whether it stands at {@code version}: asked there and not declined. */
    public boolean standsAt(int version) {
        return !declined && at == version;
    }

    /** The same request, {@code colour} accepting it too. */
    public TakebackRequest acceptedBy(Colour colour) {
        Set<Colour> now = EnumSet.of(colour);
        now.addAll(accepted);
        return new TakebackRequest(asker, back, at, now, declined);
    }

    /**
     * The same request once {@code colour}'s seat changed hands: his acceptance goes with him; none if he asked it, as
     * the request was his (his successor did not ask to take back a move he never played).
     */
    public Optional<TakebackRequest> without(Colour colour) {
        if (colour == asker) {
            return Optional.empty();
        }
        Set<Colour> now = EnumSet.copyOf(accepted);
        now.remove(colour);
        return Optional.of(new TakebackRequest(asker, back, at, now, declined));
    }

    /** The same request, declined: it no longer stands. */
    public TakebackRequest declinedNow() {
        return new TakebackRequest(asker, back, at, accepted, true);
    }
}
