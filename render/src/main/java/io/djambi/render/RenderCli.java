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
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.EnumMap;
import java.util.Map;
import java.util.Optional;

/**
 * {@code java -jar djambi-render.jar "<position>" out.png [options]} and {@code --gif <record> out.gif}. Exit 0 on
 * success, 2 with a message on standard error for bad input.
 */
public final class RenderCli {
    private static final String USAGE = """
            usage: java -jar djambi-render.jar "<position>" out.png [--last-move <move>] [--select <square>]
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
        Files.write(
                Path.of(out),
                new GifRenderer(boards, Theme.standard()).gif(record.orThrow(), flags.options, 700, flags.lastMoves));
        return Result.ok(0);
    }

    private static Result<Integer> writePng(String positionText, String out, Flags flags) throws IOException {
        Result<Position> position = PositionNotation.read(positionText);
        if (position instanceof Result.Rejected<Position> r) {
            return Result.rejected("bad position: " + r.reason());
        }
        RenderOptions options = flags.options;
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
        Files.write(Path.of(out), new BoardRenderer().png(position.orThrow(), options));
        return Result.ok(0);
    }

    /** The options of one command line, read flag by flag; a move is read only once the position is known valid. */
    private static final class Flags {
        RenderOptions options = RenderOptions.defaults();
        String lastMove;
        Square select;
        Square target;
        int lastMoves;

        /** Takes one flag and its value; what is wrong with them, if anything. */
        Optional<String> read(String flag, String value) {
            switch (flag) {
                case "--last-move" -> lastMove = value;
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
