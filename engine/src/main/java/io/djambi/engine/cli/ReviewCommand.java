package io.djambi.engine.cli;

import io.djambi.engine.Result;
import io.djambi.engine.game.Game;
import io.djambi.engine.game.GameRecord;
import io.djambi.engine.model.Colour;
import io.djambi.engine.notation.RecordNotation;
import io.djambi.engine.review.Mark;
import io.djambi.engine.review.Review;
import io.djambi.engine.review.Reviewer;
import io.djambi.engine.review.Standing;
import io.djambi.engine.review.TurningPoint;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.MalformedInputException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * {@code review <record-file>}: the engine's review of a recorded game as text, a contract for outside tools
 * (docs/review.md). Three sections, each headed by its name alone on a line: {@code standings} (one line
 * a position), {@code marks} and {@code turning points}.
 */
final class ReviewCommand {
    private ReviewCommand() {}

    static int run(List<String> args, PrintStream out, PrintStream err) {
        if (args.size() != 1) {
            err.println("error: review takes one record file");
            return 2;
        }
        String text;
        try {
            text = Files.readString(Path.of(args.get(0)), StandardCharsets.UTF_8);
        } catch (NoSuchFileException e) {
            err.println("error: no such file: " + args.get(0));
            return 2;
        } catch (MalformedInputException e) {
            err.println("error: " + args.get(0) + " is not UTF-8 text");
            return 2;
        } catch (IOException e) {
            err.println("error: cannot read " + args.get(0) + ": " + e.getMessage());
            return 2;
        }
        return switch (RecordNotation.read(text)) {
            case Result.Rejected<GameRecord> r -> {
                err.println("error: bad record " + args.get(0) + ": " + r.reason());
                yield 2;
            }
            case Result.Ok<GameRecord> ok -> {
                Game game = Game.replay(ok.value().start(), ok.value().events()).orThrow();
                lines(game, new Reviewer().review(game)).forEach(out::println);
                yield 0;
            }
        };
    }

    /** The review as the command prints it. */
    static List<String> lines(Game game, Review review) {
        List<String> lines = new ArrayList<>();
        lines.add("standings");
        for (Standing s : review.standings()) {
            StringBuilder line = new StringBuilder();
            line.append(s.index())
                    .append(' ')
                    .append(
                            s.index() == 0
                                    ? "start"
                                    : game.events().get(s.index() - 1).text())
                    .append(':');
            for (Colour c : Colour.values()) {
                if (s.shares().containsKey(c)) {
                    line.append(String.format(Locale.ROOT, " %s %.1f%%", c.displayName(), 100 * s.share(c)));
                }
            }
            lines.add(line.toString());
        }
        lines.add("marks");
        for (Mark m : review.marks()) {
            lines.add(m.index() + " " + m.player().displayName() + " "
                    + switch (m.kind()) {
                        case ELIMINATED -> "out";
                        case IN_POWER -> "in power";
                        case OUT_OF_POWER -> "out of power";
                    });
        }
        lines.add("turning points");
        for (TurningPoint t : review.turningPoints()) {
            lines.add(String.format(
                    Locale.ROOT,
                    "Move %d, %s: %s lost %.0f%% — %s kept %.0f%%",
                    t.index() + 1,
                    t.mover().displayName(),
                    t.played().text(),
                    100 * t.lost(),
                    t.better().text(),
                    100 * t.kept()));
        }
        return lines;
    }
}
