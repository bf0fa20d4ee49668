package io.djambi.engine.cli;

import io.djambi.engine.Result;
import io.djambi.engine.ai.Ai;
import io.djambi.engine.ai.Level;
import io.djambi.engine.ai.SearchLimits;
import io.djambi.engine.model.Position;
import java.time.Duration;
import java.util.List;
import java.util.Optional;

/**
 * {@code think "<position>" [--level easy|normal|hard|random] [--millis N] [--seed S]}: the move the AI chooses, for
 * outside tools. The level's node budget makes the answer repeatable (the same seed and position give the same move
 * on any machine); {@code --millis} only sets the time guard that cuts a search short on a slow machine.
 */
final class ThinkCommand {
    /** Longer than any level's own limit: more time changes nothing but the wait. */
    private static final long MAX_MILLIS = 600_000;

    private ThinkCommand() {}

    /** The options as read: level {@code normal}, seed 1 and the level's own time guard unless given. */
    private record Options(Level level, long seed, Optional<Duration> time) {}

    static Result<List<String>> think(Position position, List<String> rest) {
        Result<Options> read = options(rest);
        if (read instanceof Result.Rejected<Options> bad) {
            return Result.rejected(bad.reason());
        }
        if (position.isOver()) {
            return Result.rejected("the game is over: nobody is to move");
        }
        Options o = read.orThrow();
        SearchLimits limits = o.level() == Level.HARD ? SearchLimits.HARD : SearchLimits.NORMAL;
        SearchLimits chosen =
                o.time().map(t -> new SearchLimits(limits.nodes(), t)).orElse(limits);
        return Result.ok(
                List.of(Ai.of(o.level(), o.seed(), chosen).choose(position).text()));
    }

    private static Result<Options> options(List<String> rest) {
        Level level = Level.NORMAL;
        long seed = 1;
        Optional<Duration> time = Optional.empty();
        for (int i = 0; i < rest.size(); i += 2) {
            String flag = rest.get(i);
            if (i + 1 >= rest.size()) {
                return Result.rejected(flag + " needs a value");
            }
            String value = rest.get(i + 1);
            switch (flag) {
                case "--level" -> {
                    Optional<Level> parsed = Level.parse(value);
                    if (parsed.isEmpty()) {
                        return Result.rejected("--level is easy, normal, hard or random, not '" + value + "'");
                    }
                    level = parsed.get();
                }
                case "--seed" -> {
                    if (!value.matches("-?\\d{1,18}")) {
                        return Result.rejected("--seed is a whole number, not '" + value + "'");
                    }
                    seed = Long.parseLong(value);
                }
                case "--millis" -> {
                    if (!value.matches("\\d{1,9}") || Long.parseLong(value) < 1 || Long.parseLong(value) > MAX_MILLIS) {
                        return Result.rejected("--millis is a number of milliseconds from 1 to " + MAX_MILLIS);
                    }
                    time = Optional.of(Duration.ofMillis(Long.parseLong(value)));
                }
                default -> {
                    return Result.rejected("think takes --level, --millis and --seed, not '" + flag + "'");
                }
            }
        }
        return Result.ok(new Options(level, seed, time));
    }
}
