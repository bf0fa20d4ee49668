package io.djambi.bot.clock;

import io.djambi.bot.game.Table;
import io.djambi.engine.game.Game;
import io.djambi.engine.game.GameEvent;
import io.djambi.engine.model.Colour;
import java.time.Instant;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * Turn clocks, pauses, absences, the players' votes on the clocks, and reminder preferences: in memory for tests,
 * in SQLite for the bot. Thread-safe. A change that moves a clock is stored with it in one step, so a restart never
 * finds the one without the other.
 */
public interface TurnClockStore {
    Optional<TurnClock> find(long tableId);

    /** The clock of the table's current turn (its game version), if one was started for it. */
    default Optional<TurnClock> current(Table table) {
        return find(table.id()).filter(c -> c.version() == table.version());
    }

    /** A new clock for the table's current turn: it starts now, or when the player to move is back if he is away. */
    default TurnClock freshTurn(Table table, Instant now) {
        return TurnClock.startingAt(
                table.id(),
                table.version(),
                Away.clockStart(
                        aways(table.id()), table.game().position().toMove().orElseThrow(), now));
    }

    /**
     * The clock of the table's current turn, started now and saved if nobody has started it yet; the clock of the turn
     * before it when only others' resignations came between (R23: a resignation out of turn uses up no turn; each
     * one gave the player to move a whole new turn, found by the play-test).
     */
    default TurnClock currentOrStarted(Table table, Instant now) {
        return current(table).orElseGet(() -> {
            TurnClock fresh = find(table.id())
                    .filter(c -> onlyOthersResignedSince(table, c.version()))
                    .map(c -> c.atVersion(table.version()))
                    .orElseGet(() -> freshTurn(table, now));
            save(fresh);
            return fresh;
        });
    }

    /** Whether the player to move was to move at {@code version} too, and only other players resigned since. */
    static boolean onlyOthersResignedSince(Table table, int version) {
        Game game = table.game();
        if (version < 0 || version >= game.version()) {
            return false;
        }
        Optional<Colour> mover = game.positions().get(version).toMove();
        if (mover.isEmpty() || !mover.equals(game.position().toMove())) {
            return false;
        }
        for (int i = version; i < game.version(); i++) {
            if (!(game.events().get(i) instanceof GameEvent.Resign resigned) || mover.get() == resigned.player()) {
                return false;
            }
        }
        return true;
    }

    /**
     * Saves the clock of the table's current turn. A clock of a new turn keeps the one it replaces among the table's
     * earlier clocks (the latest {@value #KEPT}), for a takeback that gives a turn back as it was.
     */
    void save(TurnClock clock);

    /** How many earlier clocks a table keeps: more than the turns of any run of AI moves after a person's move. */
    int KEPT = 16;

    /** The clock the table's turn at {@code version} had when a later turn's clock replaced it, if it is kept. */
    Optional<TurnClock> earlier(long tableId, int version);

    NotifyPreference preference(String userId);

    void savePreference(String userId, NotifyPreference preference);

    /** When the table's clocks were paused; empty while they run. */
    Optional<Instant> pausedSince(long tableId);

    void pause(long tableId, Instant at);

    /** Ends the pause, and saves the current turn's clock moved on by the time it was paused, if there is one. */
    void resume(long tableId, Optional<TurnClock> moved);

    List<Away> aways(long tableId);

    /** Stores an absence, and the current turn's clock if the absence moves it. */
    void saveAway(Away away, Optional<TurnClock> moved);

    /** Each voter's current motion (e.g. {@code pause}) by user id. */
    Map<String, String> votes(long tableId);

    void vote(long tableId, String userId, String motion);

    /** Closes the votes for one motion once it is decided; votes for other motions stay open. */
    void clearVotes(long tableId, String motion);
}
