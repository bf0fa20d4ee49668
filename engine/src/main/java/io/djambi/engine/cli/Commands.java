package io.djambi.engine.cli;

import io.djambi.engine.Result;
import io.djambi.engine.game.Replay;
import io.djambi.engine.model.Position;
import io.djambi.engine.move.Move;
import io.djambi.engine.notation.PositionNotation;
import io.djambi.engine.notation.RecordNotation;
import io.djambi.engine.rules.BestPlay;
import io.djambi.engine.rules.Perft;
import io.djambi.engine.rules.Rules;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/** The engine commands that take a position, shared by the one-shot command line and batch mode. */
final class Commands {
    private static final int MAX_PERFT_DEPTH = 8;
    static final int DEFAULT_SOLVE_LIMIT = 500_000;
    static final int MAX_SOLVE_LIMIT = 2_000_000;

    private Commands() {}

    /** One batch line's answer: one line, the result or {@code error: <reason>}. */
    static String answerLine(String line) {
        List<String> words = Arrays.asList(line.strip().split("\\s+"));
        if (words.isEmpty() || words.get(0).isEmpty()) {
            return "error: empty command; expected moves, apply or perft";
        }
        String command = words.get(0);
        List<String> rest = words.subList(1, words.size());
        List<String> args = new ArrayList<>();
        // In batch the position is written plainly: six fields, or one word (start, start3).
        int positionWords = !rest.isEmpty() && rest.get(0).toLowerCase().startsWith("start") ? 1 : 6;
        if (rest.size() < positionWords) {
            return "error: " + command + " needs a position (six fields, start or start3)";
        }
        args.add(String.join(" ", rest.subList(0, positionWords)));
        args.addAll(rest.subList(positionWords, rest.size()));
        return switch (run(command, args, false)) {
            case Result.Ok<List<String>> ok -> String.join(" ", ok.value());
            case Result.Rejected<List<String>> r -> "error: " + r.reason();
        };
    }

    /** Runs one command; {@code args} starts with the position. */
    static Result<List<String>> run(String command, List<String> args, boolean oneShot) {
        if (!List.of("moves", "apply", "perft", "think", "solve").contains(command)) {
            return Result.rejected(
                    "unknown command '" + command + "'; expected moves, apply, perft, think, solve, review or batch");
        }
        if (args.isEmpty()) {
            return Result.rejected(command + " needs a position");
        }
        Result<Position> read = PositionNotation.read(args.get(0));
        if (read instanceof Result.Rejected<Position> r) {
            return Result.rejected("bad position: " + r.reason());
        }
        Position position = read.orThrow();
        List<String> rest = args.subList(1, args.size());
        return switch (command) {
            case "moves" ->
                rest.isEmpty()
                        ? Result.ok(Rules.legalMoves(position).stream()
                                .map(Move::text)
                                .toList())
                        : Result.rejected("moves takes only a position");
            case "perft" -> perft(position, rest);
            case "think" -> ThinkCommand.think(position, rest);
            case "solve" -> solve(position, rest);
            default -> apply(position, rest);
        };
    }

    private static Result<List<String>> perft(Position position, List<String> rest) {
        if (rest.size() != 1 || !rest.get(0).matches("\\d{1,2}")) {
            return Result.rejected("perft takes a position and a depth from 0 to " + MAX_PERFT_DEPTH);
        }
        int depth = Integer.parseInt(rest.get(0));
        if (depth > MAX_PERFT_DEPTH) {
            return Result.rejected("perft depth " + depth + " is too deep; at most " + MAX_PERFT_DEPTH);
        }
        return Result.ok(List.of(Long.toString(Perft.count(position, depth))));
    }

    /**
     * Who wins with best play, by playing out every reachable position (two players only); at most
     * {@link #DEFAULT_SOLVE_LIMIT} positions unless a limit is given, up to {@link #MAX_SOLVE_LIMIT} (up to about 800 bytes
     * of memory each).
     */
    private static Result<List<String>> solve(Position position, List<String> rest) {
        if (rest.size() > 1 || (rest.size() == 1 && !rest.get(0).matches("[1-9]\\d{0,6}"))) {
            return Result.rejected(
                    "solve takes a position and at most a limit of positions, from 1 to " + MAX_SOLVE_LIMIT);
        }
        int limit = rest.isEmpty() ? DEFAULT_SOLVE_LIMIT : Integer.parseInt(rest.get(0));
        if (limit > MAX_SOLVE_LIMIT) {
            return Result.rejected("solve limit " + limit + " is too large; at most " + MAX_SOLVE_LIMIT);
        }
        BestPlay.Verdict verdict;
        try {
            verdict = BestPlay.of(position, limit);
        } catch (OutOfMemoryError e) {
            // The one failure a big play-out meets on a small heap: told as such, not as a crash
            return Result.rejected(
                    "not enough memory to play out " + limit + " positions; give Java more (-Xmx2g) or a lower limit");
        }
        String said =
                switch (verdict) {
                    case BestPlay.Won w ->
                        w.winner().displayName() + " wins with best play"
                                + w.keepingMove()
                                        .map(m -> ", playing " + m.text())
                                        .orElse("") + " (" + w.positions()
                                + " positions)";
                    case BestPlay.Drawn d ->
                        "nobody can force a win: a draw with best play (" + d.positions() + " positions)";
                    case BestPlay.Unsolved u -> "unsolved: " + u.why();
                };
        return Result.ok(List.of(said));
    }

    private static Result<List<String>> apply(Position position, List<String> rest) {
        // "resign y" arrives as one argument on the command line and as two words in batch.
        List<String> texts = new ArrayList<>();
        for (int i = 0; i < rest.size(); i++) {
            String text = rest.get(i);
            texts.add(text.equalsIgnoreCase("resign") && i + 1 < rest.size() ? text + " " + rest.get(++i) : text);
        }
        return switch (Replay.of(position, texts, RecordNotation::readEvent)) {
            case Replay.Complete c ->
                Result.ok(List.of(PositionNotation.write(c.game().position())));
            case Replay.Stopped s ->
                Result.rejected("'" + texts.get(s.index()) + "': " + s.why().english());
        };
    }
}
