package io.djambi.engine.move;

import io.djambi.engine.model.Square;

/**
 * One complete move: every choice the mover makes (piece, destination, placement, exit, victim) is part of it, and
 * each complete move has exactly one canonical notation ({@link #text()}). The kinds mirror NOTATION.md's forms.
 */
public sealed interface Move
        permits Move.Step,
                Move.Displace,
                Move.Assassination,
                Move.ReporterKill,
                Move.MazeAssassination,
                Move.MazeAction {

    Square from();

    /** The square the moving piece ends its move on. */
    Square destination();

    /** The canonical notation, e.g. {@code B2xD4>H8}. */
    String text();

    /** The square the move goes to or acts on: the maze for a maze action (R20), else the destination. */
    default Square target() {
        return this instanceof MazeAssassination || this instanceof MazeAction ? Square.MAZE : destination();
    }

    /** {@code from-to}: onto an empty square; also a Reporter's move that kills nobody (R14). */
    record Step(Square from, Square to) implements Move {
        public Step {
            requireDistinct(from, to);
        }

        @Override
        public Square destination() {
            return to;
        }

        @Override
        public String text() {
            return from.name() + "-" + to.name();
        }
    }

    /**
     * {@code from x to > place}: the piece takes the place of the one on {@code to} and puts it on {@code place}: a
     * Militant's or Chief's victim as a corpse (R11, R12), a Provocateur's living piece (R15), a Necromobile's corpse
     * (R16).
     */
    record Displace(Square from, Square to, Square place) implements Move {
        public Displace {
            requireDistinct(from, to);
            requireDistinct(to, place);
        }

        @Override
        public Square destination() {
            return to;
        }

        @Override
        public String text() {
            return from.name() + "x" + to.name() + ">" + place.name();
        }
    }

    /** {@code from x to}: an Assassin kills; the corpse goes to the square he came from (R13). */
    record Assassination(Square from, Square to) implements Move {
        public Assassination {
            requireDistinct(from, to);
        }

        @Override
        public Square destination() {
            return to;
        }

        @Override
        public String text() {
            return from.name() + "x" + to.name();
        }
    }

    /** {@code from - to x victim}: a Reporter moves, then kills orthogonally next to where he stopped (R14). */
    record ReporterKill(Square from, Square to, Square victim) implements Move {
        public ReporterKill {
            requireDistinct(from, to);
            if (Math.abs(to.file() - victim.file()) + Math.abs(to.rank() - victim.rank()) != 1) {
                throw new IllegalArgumentException(
                        "a Reporter kills only orthogonally next to " + to + ", not on " + victim);
            }
        }

        @Override
        public Square destination() {
            return to;
        }

        @Override
        public String text() {
            return from.name() + "-" + to.name() + "x" + victim.name();
        }
    }

    /** {@code from x E5 - exit}: an Assassin kills the Chief on the maze and leaves it; the corpse goes to {@code from} (R20). */
    record MazeAssassination(Square from, Square exit) implements Move {
        public MazeAssassination {
            requireDistinct(from, Square.MAZE);
            requireDistinct(from, exit);
            requireDistinct(exit, Square.MAZE);
        }

        @Override
        public Square destination() {
            return exit;
        }

        @Override
        public String text() {
            return from.name() + "xE5-" + exit.name();
        }
    }

    /**
     * {@code from x E5 - exit > place}: a Provocateur lifts the living Chief, or a Necromobile the corpse, off the maze,
     * leaves it for {@code exit}, and puts what it lifted on {@code place} (R20).
     */
    record MazeAction(Square from, Square exit, Square place) implements Move {
        public MazeAction {
            requireDistinct(from, Square.MAZE);
            requireDistinct(exit, Square.MAZE);
            requireDistinct(place, Square.MAZE);
            requireDistinct(exit, place);
        }

        @Override
        public Square destination() {
            return exit;
        }

        @Override
        public String text() {
            return from.name() + "xE5-" + exit.name() + ">" + place.name();
        }
    }

    private static void requireDistinct(Square a, Square b) {
        if (a.index() == b.index()) {
            throw new IllegalArgumentException("two parts of a move cannot both be " + a);
        }
    }
}
