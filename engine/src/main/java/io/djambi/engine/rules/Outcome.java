package io.djambi.engine.rules;

import io.djambi.engine.model.Colour;

/** How a game stands: still going, won by one player (R22), or drawn (R7, R22, R24). */
public sealed interface Outcome permits Outcome.Ongoing, Outcome.Won, Outcome.Drawn {
    record Ongoing() implements Outcome {}

    record Won(Colour winner) implements Outcome {}

    record Drawn() implements Outcome {}
}
