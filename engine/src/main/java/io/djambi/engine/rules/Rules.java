package io.djambi.engine.rules;

import io.djambi.engine.Phrase;
import io.djambi.engine.Result;
import io.djambi.engine.model.Board;
import io.djambi.engine.model.Camps;
import io.djambi.engine.model.Cell;
import io.djambi.engine.model.Colour;
import io.djambi.engine.model.Position;
import io.djambi.engine.model.Square;
import io.djambi.engine.move.Move;
import io.djambi.engine.move.MoveGenerator;
import io.djambi.engine.move.MoveList;
import java.util.List;

/**
 * The rules as functions of a {@link Position}: legal moves, playing a move with all its consequences, the game
 * events (resign, draw, skip) and the outcome. Stateless and thread-safe; positions are never changed.
 */
public final class Rules {
    private static final int MAZE = Square.MAZE.index();

    private Rules() {}

    /** Every complete legal move of the player to move; none when the game is over. */
    public static List<Move> legalMoves(Position position) {
        if (position.isOver()) {
            return List.of();
        }
        MoveList list = new MoveList();
        MoveGenerator.generate(
                position.board(), position.camps(), position.toMove().orElseThrow(), list);
        return list.toMoves();
    }

    /** The legal moves of the piece on {@code from}; none unless the player to move controls it. */
    public static List<Move> legalMovesFrom(Position position, Square from) {
        if (position.isOver()) {
            return List.of();
        }
        MoveList list = new MoveList();
        MoveGenerator.generateFrom(
                position.board(), position.camps(), position.toMove().orElseThrow(), from, list);
        return list.toMoves();
    }

    public static boolean isLegal(Position position, Move move) {
        return legalMovesFrom(position, move.from()).contains(move);
    }

    /** Plays {@code move}, or says why it is not legal; the input position is never changed. */
    public static Result<Position> play(Position position, Move move) {
        if (position.isOver()) {
            return Result.rejected(Phrase.GAME_OVER);
        }
        if (!isLegal(position, move)) {
            return Result.rejected(Phrase.NOT_LEGAL_HERE, move.text());
        }
        return Result.ok(applyLegal(position, move));
    }

    /** Plays a move already known to be legal (from {@link #legalMoves}); for search and replay loops. */
    public static Position applyLegal(Position position, Move move) {
        int mover = position.toMove()
                .orElseThrow(() -> new IllegalArgumentException("the game is over"))
                .ordinal();
        Upheaval u = new Upheaval(position.board().cells(), position.camps().codes());
        byte[] cells = u.cells;
        int from = move.from().index();
        int killed = Cell.EMPTY;
        switch (move) {
            case Move.Step s -> {
                cells[s.to().index()] = cells[from];
                cells[from] = Cell.EMPTY;
            }
            case Move.Displace d -> {
                int to = d.to().index();
                int victim = cells[to];
                int piece = cells[from];
                int role = Cell.role(piece);
                cells[to] = (byte) piece;
                cells[from] = Cell.EMPTY;
                if (role == Cell.MILITANT || role == Cell.CHIEF) {
                    killed = victim;
                    cells[d.place().index()] = Cell.CORPSE;
                } else {
                    cells[d.place().index()] = (byte) victim;
                }
            }
            case Move.Assassination a -> {
                int to = a.to().index();
                killed = cells[to];
                cells[to] = cells[from];
                cells[from] = Cell.CORPSE;
            }
            case Move.ReporterKill r -> {
                cells[r.to().index()] = cells[from];
                cells[from] = Cell.EMPTY;
                killed = cells[r.victim().index()];
                cells[r.victim().index()] = Cell.CORPSE;
            }
            case Move.MazeAssassination m -> {
                killed = cells[MAZE];
                cells[MAZE] = Cell.EMPTY;
                cells[m.exit().index()] = cells[from];
                cells[from] = Cell.CORPSE;
            }
            case Move.MazeAction m -> {
                int lifted = cells[MAZE];
                int piece = cells[from];
                cells[MAZE] = Cell.EMPTY;
                cells[from] = Cell.EMPTY;
                cells[m.exit().index()] = (byte) piece;
                cells[m.place().index()] = (byte) lifted;
            }
        }
        if (Cell.isPiece(killed) && Cell.role(killed) == Cell.CHIEF) {
            u.creditChiefKill(Cell.camp(killed), mover); // R22: the kill takes effect before encirclement
        }
        return settle(position, u, mover, position.bonus(), position.ply() + 1);
    }

    /**
     * R23: {@code player} resigns (at any time): his Chief becomes a corpse where he stands and his pieces devolve as
     * by encirclement. If it was his turn, it is used up as by a pass.
     */
    public static Result<Position> resign(Position position, Colour player) {
        if (position.isOver()) {
            return Result.rejected(Phrase.GAME_OVER);
        }
        if (!position.isActive(player)) {
            return Result.rejected(Phrase.PLAYER_OUT, player);
        }
        Upheaval u = new Upheaval(position.board().cells(), position.camps().codes());
        u.cells[u.chiefSquare(player.ordinal())] = Cell.CORPSE;
        u.devolve(player.ordinal());
        int toMove = position.toMove().orElseThrow().ordinal();
        return Result.ok(settleEvent(position, u, toMove == player.ordinal()));
    }

    /** R28: the player to move loses his turn, handled like a move that changes nothing. */
    public static Result<Position> skip(Position position) {
        if (position.isOver()) {
            return Result.rejected(Phrase.GAME_OVER);
        }
        Upheaval u = new Upheaval(position.board().cells(), position.camps().codes());
        return Result.ok(settleEvent(position, u, true));
    }

    /** R24: the active players agreed to a draw. */
    public static Result<Position> draw(Position position) {
        if (position.isOver()) {
            return Result.rejected(Phrase.GAME_OVER);
        }
        return Result.ok(new Position(position.board(), position.camps(), null, null, 0, position.ply()));
    }

    public static Outcome outcome(Position position) {
        if (!position.isOver()) {
            return new Outcome.Ongoing();
        }
        Camps camps = position.camps();
        if (camps.activeCount() == 1) {
            for (Colour c : Colour.values()) {
                if (camps.isActive(c)) {
                    return new Outcome.Won(c);
                }
            }
        }
        return new Outcome.Drawn();
    }

    private static Position settleEvent(Position position, Upheaval u, boolean turnUsedUp) {
        int toMove = position.toMove().orElseThrow().ordinal();
        u.thawIntoPower();
        u.resolveEncirclements();
        Board board = Board.ofCells(u.cells);
        Camps camps = Camps.ofCodes(u.control);
        int cursor = position.cursor().orElseThrow().ordinal();
        TurnOrder.Turn turn;
        if (turnUsedUp || !camps.isActive(Colour.of(toMove))) {
            turn = TurnOrder.after(board, camps, toMove, position.bonus(), cursor);
        } else if (camps.activeCount() <= 1) {
            turn = TurnOrder.Turn.OVER;
        } else {
            // The turn stays where it was, unless the changed board leaves its player without a move (R7).
            turn = new TurnOrder.Turn(toMove, cursor, position.bonus());
            if (!MoveGenerator.hasMove(board, camps, Colour.of(toMove))) {
                turn = TurnOrder.after(board, camps, toMove, position.bonus(), cursor);
            }
        }
        return position(board, camps, turn, position.ply());
    }

    private static Position settle(Position before, Upheaval u, int mover, int bonus, int ply) {
        u.thawIntoPower();
        u.resolveEncirclements();
        Board board = Board.ofCells(u.cells);
        Camps camps = Camps.ofCodes(u.control);
        int cursor = before.cursor().orElseThrow().ordinal();
        return position(board, camps, TurnOrder.after(board, camps, mover, bonus, cursor), ply);
    }

    private static Position position(Board board, Camps camps, TurnOrder.Turn turn, int ply) {
        if (turn.isOver()) {
            return new Position(board, camps, null, null, 0, ply);
        }
        return new Position(board, camps, Colour.of(turn.toMove()), Colour.of(turn.cursor()), turn.bonus(), ply);
    }
}
