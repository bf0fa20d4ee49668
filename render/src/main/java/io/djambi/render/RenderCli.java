package io.djambi.render;

import io.djambi.engine.Result;
import io.djambi.engine.game.GameRecord;
import io.djambi.engine.model.Colour;
import io.djambi.engine.model.Position;
import io.djambi.engine.model.Square;
import io.djambi.engine.move.Move;
import io.djambi.engine.notation.MoveNotation;
import io.djambi.engine.notation.PositionNotation;
import io.djambi.engine.notation.RecordNotation;
import io.djambi.engine.rules.Rules;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * {@code java -jar djambi-render.jar "<position>" out.png [options]} and {@code --gif <record> out.gif}. Exit 0 on
 * success, 2 with a message on standard error for bad input. {@code --moves m1,m2} plays the moves in order from the
 * given position and draws the position they lead to, the moves numbered on it; {@code --last-move} only draws one
 * move on the given position.
 */
public final class RenderCli {
    private static final String USAGE = """
            usage: java -jar djambi-render.jar "<position>" out.png [--last-move <move> | --moves <m1,m2,...>]
                       [--select <square>]
                       [--target <square>] [--size <pixels>] [--bottom <colour>] [--names "Ann,Bob,Cy,Di"]
                   java -jar djambi-render.jar --gif <record-file> out.gif [--last <n>] [--size <pixels>] [--bottom <colour>]
            """;

    private RenderCli() {}

    public static void main(String[] args) throws IOException {
        System.setProperty("java.awt.headless", "true");
        System.exit(run(args, System.err));
    }

    static int run(String[] args, PrintStream err) throws IOException {
        Result<Integer> r = runChecked(args);
        if (r instanceof Result.Rejected<Integer> rejected) {
            err.println("error: " + rejected.reason());
            err.println(USAGE);
            return 2;
        }
        return 0;
    }

    private static Result<Integer> runChecked(String[] args) throws IOException {
        if (args.length < 2) {
            return Result.rejected("expected a position (or --gif <record>) and an output file");
        }
        boolean gif = args[0].equals("--gif");
        if (gif && args.length < 3) {
            return Result.rejected("--gif needs a record file and an output file");
        }
        Flags flags = new Flags();
        for (int i = gif ? 3 : 2; i < args.length; i += 2) {
            if (i + 1 >= args.length) {
                return Result.rejected(args[i] + " needs a value");
            }
            Optional<String> wrong = flags.read(args[i], args[i + 1]);
            if (wrong.isPresent()) {
                return Result.rejected(wrong.get());
            }
        }
        return gif ? writeGif(args[1], args[2], flags) : writePng(args[0], args[1], flags);
    }

    private static Result<Integer> writeGif(String recordFile, String out, Flags flags) throws IOException {
        Result<GameRecord> record = RecordNotation.read(Files.readString(Path.of(recordFile), StandardCharsets.UTF_8));
        if (record instanceof Result.Rejected<GameRecord> r) {
            return Result.rejected("bad record " + recordFile + ": " + r.reason());
        }
        BoardRenderer boards = new BoardRenderer();
        Files.write(Path.of(out), new GifRenderer(boards).gif(record.orThrow(), flags.options, 700, flags.lastMoves));
        return Result.ok(0);
    }

    private static Result<Integer> writePng(String positionText, String out, Flags flags) throws IOException {
        Result<Position> position = PositionNotation.read(positionText);
        if (position instanceof Result.Rejected<Position> r) {
            return Result.rejected("bad position: " + r.reason());
        }
        RenderOptions options = flags.options;
        Position drawn = position.orThrow();
        if (flags.lastMove != null && flags.moves != null) {
            return Result.rejected("give --last-move or --moves, not both");
        }
        if (flags.moves != null) {
            Result<Played> played = play(drawn, flags.moves);
            if (played instanceof Result.Rejected<Played> r) {
                return Result.rejected(r.reason());
            }
            drawn = played.orThrow().position();
            options = options.withMoves(played.orThrow().moves());
        }
        if (flags.lastMove != null) {
            Result<Move> move = MoveNotation.readShape(flags.lastMove);
            if (move instanceof Result.Rejected<Move> r) {
                return Result.rejected("bad --last-move: " + r.reason());
            }
            options = options.withLastMove(move.orThrow());
        }
        if (flags.select != null) {
            options = options.withSelection(flags.select, flags.target);
        }
        Files.write(Path.of(out), new BoardRenderer().png(drawn, options));
        return Result.ok(0);
    }

    /** The position after some moves, and the moves with their movers, to draw numbered. */
    private record Played(Position position, List<DrawnMove> moves) {}

    /** Plays {@code m1,m2,...} in order from {@code start}, each by the player to move then. */
    private static Result<Played> play(Position start, String list) {
        String[] texts = list.split(",");
        if (texts.length > RenderOptions.MAX_MOVES) {
            return Result.rejected("--moves draws at most " + RenderOptions.MAX_MOVES + " moves, not " + texts.length);
        }
        Position p = start;
        List<DrawnMove> drawn = new ArrayList<>();
        for (String text : texts) {
            Optional<Colour> mover = p.toMove();
            if (mover.isEmpty()) {
                return Result.rejected("--moves: the game is over before " + text.strip());
            }
            Result<Move> move = MoveNotation.read(p, text.strip());
            if (move instanceof Result.Rejected<Move> r) {
                return Result.rejected("bad move in --moves '" + text.strip() + "': " + r.reason());
            }
            Result<Position> next = Rules.play(p, move.orThrow());
            if (next instanceof Result.Rejected<Position> r) {
                return Result.rejected("illegal move in --moves '" + text.strip() + "': " + r.reason());
            }
            drawn.add(new DrawnMove(move.orThrow(), mover.get()));
            p = next.orThrow();
        }
        return Result.ok(new Played(p, drawn));
    }

    /** The options of one command line, read flag by flag; a move is read only once the position is known valid. */
    private static final class Flags {
        RenderOptions options = RenderOptions.defaults();
        String lastMove;
        String moves;
        Square select;
        Square target;
        int lastMoves;

        /** Takes one flag and its value; what is wrong with them, if anything. */
        Optional<String> read(String flag, String value) {
            switch (flag) {
                case "--last-move" -> lastMove = value;
                case "--moves" -> moves = value;
                case "--select" -> select = Square.parse(value.strip());
                case "--target" -> target = Square.parse(value.strip());
                case "--size" -> {
                    if (!value.matches("\\d{3,4}") || Integer.parseInt(value) < 200 || Integer.parseInt(value) > 4000) {
                        return Optional.of("--size is a width in pixels from 200 to 4000, not '" + value + "'");
                    }
                    options = options.withWidth(Integer.parseInt(value));
                }
                case "--bottom" -> {
                    Colour c = Colour.parse(value);
                    if (c == null) {
                        return Optional.of("--bottom is a colour (red, blue, yellow, green), not '" + value + "'");
                    }
                    options = options.withBottom(c);
                }
                case "--names" -> options = options.withNames(names(value));
                case "--last" -> {
                    if (!value.matches("\\d{1,5}")) {
                        return Optional.of("--last is a number of moves, not '" + value + "'");
                    }
                    lastMoves = Integer.parseInt(value);
                }
                default -> {
                    return Optional.of("unknown option " + flag);
                }
            }
            return Optional.empty();
        }

        /** {@code Ann,Bob,,Di}: the players' names in colour order, a blank one left out. */
        private static Map<Colour, String> names(String value) {
            String[] names = value.split(",", -1);
            Map<Colour, String> map = new EnumMap<>(Colour.class);
            for (int k = 0; k < Math.min(4, names.length); k++) {
                if (!names[k].isBlank()) {
                    map.put(Colour.of(k), names[k].strip());
                }
            }
            return map;
        }
    }
}
