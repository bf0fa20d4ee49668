package io.djambi.engine.move;

import io.djambi.engine.model.Square;

/**
 * A complete move packed into one {@code int}, so that the generator produces millions a second without allocating:
 * kind in bits 28-30, then four square indexes of 7 bits (from, to, a, b). {@link #decode(int)} gives the {@link Move}.
 */
public final class MoveCode {
    public static final int STEP = 0;
    public static final int DISPLACE = 1;
    public static final int ASSASSINATION = 2;
    public static final int REPORTER_KILL = 3;
    public static final int MAZE_ASSASSINATION = 4;
    public static final int MAZE_ACTION = 5;

    private MoveCode() {}

    static int pack(int kind, int from, int to, int a, int b) {
        return kind << 28 | b << 21 | a << 14 | to << 7 | from;
    }

    /** One of {@link #STEP} to {@link #MAZE_ACTION}: which {@link Move} the code decodes to. */
    public static int kind(int code) {
        return code >>> 28;
    }

    public static int from(int code) {
        return code & 0x7f;
    }

    /** The square index of {@link Move#destination()} for a step, displacement, assassination and Reporter's kill. */
    public static int to(int code) {
        return code >>> 7 & 0x7f;
    }

    /**
     * The third square index: where a displacement puts its piece or corpse, a Reporter's victim, or the exit of a
     * maze assassination or action.
     */
    public static int third(int code) {
        return code >>> 14 & 0x7f;
    }

    public static Move decode(int code) {
        Square from = Square.of(from(code));
        Square to = Square.of(to(code));
        Square a = Square.of(third(code));
        Square b = Square.of(code >>> 21 & 0x7f);
        return switch (kind(code)) {
            case STEP -> new Move.Step(from, to);
            case DISPLACE -> new Move.Displace(from, to, a);
            case ASSASSINATION -> new Move.Assassination(from, to);
            case REPORTER_KILL -> new Move.ReporterKill(from, to, a);
            case MAZE_ASSASSINATION -> new Move.MazeAssassination(from, a);
            case MAZE_ACTION -> new Move.MazeAction(from, a, b);
            default -> throw new IllegalArgumentException("not a move code: " + code);
        };
    }
}
