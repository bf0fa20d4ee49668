package io.djambi.engine.game;

import io.djambi.engine.model.Colour;
import io.djambi.engine.move.Move;
import java.util.Objects;

/** One line of a game record: a move, a resignation (R23), an agreed draw (R24) or a skip (R28). */
public sealed interface GameEvent permits GameEvent.Played, GameEvent.Resign, GameEvent.Draw, GameEvent.Skip {

    /** The event in record notation, e.g. {@code B2xD4>H8} or {@code resign y}. */
    String text();

    record Played(Move move) implements GameEvent {
        public Played {
            Objects.requireNonNull(move, "move");
        }

        @Override
        public String text() {
            return move.text();
        }
    }

    record Resign(Colour player) implements GameEvent {
        public Resign {
            Objects.requireNonNull(player, "player");
        }

        @Override
        public String text() {
            return "resign " + player.letter();
        }
    }

    record Draw() implements GameEvent {
        @Override
        public String text() {
            return "draw";
        }
    }

    record Skip() implements GameEvent {
        @Override
        public String text() {
            return "skip";
        }
    }
}
