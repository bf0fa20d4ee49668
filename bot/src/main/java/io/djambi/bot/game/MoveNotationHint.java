package io.djambi.bot.game;

/** The one-line reminder of the move notation shown with refused moves. */
final class MoveNotationHint {
    static final String TEXT = "moves look like C3-E5, B2xD4>H8, A2xD5, C3-C6xC7 or B2xE5-A1.";

    private MoveNotationHint() {}
}
