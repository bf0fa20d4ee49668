package io.djambi.bot.game;

import io.djambi.bot.text.Catalogue;
import io.djambi.engine.Result;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Objects;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * What the host chose at {@code /djambi new}: the number of players, the press, the time each player has for a move,
 * whether private messages are revealed after the game, whether eliminated players may go on whispering, and
 * whether the AIs play the game out once no person is left in it; the game's language, what its channel reads; and
 * whether a player may ask to take back his last move ({@code takebacks}, on unless the host turned it off).
 */
public record TableSettings(
        int players,
        Press press,
        Duration turnTime,
        boolean revealPress,
        boolean eliminatedPress,
        TimeoutPolicy timeout,
        boolean aiFinish,
        Locale language,
        boolean takebacks) {
    /** Short enough for blitz games and for trying the timers; {@link Duration#ZERO} means no clock at all. */
    public static final Duration MIN_TURN_TIME = Duration.ofSeconds(30);

    public static final Duration MAX_TURN_TIME = Duration.ofDays(30);
    public static final Duration NO_TURN_TIME = Duration.ZERO;
    public static final TableSettings DEFAULTS =
            new TableSettings(4, Press.FULL, Duration.ofHours(24), true, true, TimeoutPolicy.SKIP, false);
    /** Days, hours, minutes, seconds; a day is also "j" (jour) and a minute "min", as a French player types them. */
    private static final Pattern DURATION =
            Pattern.compile("(?:(\\d{1,3})[dj])?(?:(\\d{1,4})h)?(?:(\\d{1,5})(?:min|m))?(?:(\\d{1,6})s)?");

    public TableSettings {
        if (players != 3 && players != 4) {
            throw new IllegalArgumentException("a table seats 3 or 4 players, not " + players);
        }
        Objects.requireNonNull(press, "press");
        Objects.requireNonNull(turnTime, "turnTime");
        Objects.requireNonNull(timeout, "timeout");
        Objects.requireNonNull(language, "language");
    }

    /** Settings with takebacks allowed, the default. */
    public TableSettings(
            int players,
            Press press,
            Duration turnTime,
            boolean revealPress,
            boolean eliminatedPress,
            TimeoutPolicy timeout,
            boolean aiFinish,
            Locale language) {
        this(players, press, turnTime, revealPress, eliminatedPress, timeout, aiFinish, language, true);
    }

    /** Settings of a game in English. */
    public TableSettings(
            int players,
            Press press,
            Duration turnTime,
            boolean revealPress,
            boolean eliminatedPress,
            TimeoutPolicy timeout,
            boolean aiFinish) {
        this(players, press, turnTime, revealPress, eliminatedPress, timeout, aiFinish, Locale.ENGLISH);
    }

    /** These settings for a game in {@code language}. */
    public TableSettings withLanguage(Locale language) {
        return new TableSettings(
                players, press, turnTime, revealPress, eliminatedPress, timeout, aiFinish, language, takebacks);
    }

    /** Whether moves are timed at all ({@code turn-time:none} is not). */
    public boolean isTimed() {
        return !turnTime.isZero();
    }

    /**
     * The settings from {@code /djambi new}'s options, each missing one at its default; a bad one is refused, in the
     * catalogue's words.
     */
    public static Result<TableSettings> fromOptions(Map<String, String> options, Catalogue text) {
        String players = options.getOrDefault("players", "4").strip();
        if (!players.equals("3") && !players.equals("4")) {
            return Result.rejected(text.get("settings.refused.players", echo(players)));
        }
        Press press = DEFAULTS.press();
        if (options.containsKey("press")) {
            var parsed = Press.parse(options.get("press"));
            if (parsed.isEmpty()) {
                return Result.rejected(text.get("settings.refused.press", echo(options.get("press"))));
            }
            press = parsed.get();
        }
        Result<TableSettings> clock = DEFAULTS.withClockOptions(options, text);
        if (clock instanceof Result.Rejected<TableSettings> bad) {
            return bad;
        }
        var reveal = flag(options, "reveal-press", DEFAULTS.revealPress());
        var eliminated = flag(options, "eliminated-press", DEFAULTS.eliminatedPress());
        var aiFinish = flag(options, "ai-finish", DEFAULTS.aiFinish());
        var takebacks = flag(options, "takebacks", DEFAULTS.takebacks());
        if (reveal.isEmpty() || eliminated.isEmpty() || aiFinish.isEmpty() || takebacks.isEmpty()) {
            return Result.rejected(text.get(
                    "settings.refused.flag",
                    reveal.isEmpty()
                            ? "reveal-press"
                            : eliminated.isEmpty()
                                    ? "eliminated-press"
                                    : aiFinish.isEmpty() ? "ai-finish" : "takebacks"));
        }
        return Result.ok(new TableSettings(
                Integer.parseInt(players),
                press,
                clock.orThrow().turnTime(),
                reveal.get(),
                eliminated.get(),
                clock.orThrow().timeout(),
                aiFinish.get(),
                Locale.ENGLISH,
                takebacks.get()));
    }

    /**
     * These settings with the clock options given ({@code turn-time}, {@code timeout}) changed: what
     * {@code /djambi new} and {@code /djambi settings} share. A bad value is refused with what is expected, in the
     * catalogue's words.
     */
    public Result<TableSettings> withClockOptions(Map<String, String> options, Catalogue text) {
        Duration newTurnTime = turnTime;
        String typed = options.get("turn-time");
        if (typed != null && typed.strip().equalsIgnoreCase("none")) {
            newTurnTime = NO_TURN_TIME;
        } else if (typed != null) {
            var parsed = parseDuration(typed);
            if (parsed.isEmpty()) {
                return Result.rejected(text.get("settings.refused.turn-time", echo(typed)));
            }
            newTurnTime = parsed.get();
            if (newTurnTime.compareTo(MIN_TURN_TIME) < 0 || newTurnTime.compareTo(MAX_TURN_TIME) > 0) {
                return Result.rejected(text.get(
                        "settings.refused.turn-time-range",
                        durationText(MIN_TURN_TIME, text),
                        durationText(MAX_TURN_TIME, text)));
            }
        }
        TimeoutPolicy newTimeout = timeout;
        if (options.containsKey("timeout")) {
            var parsed = TimeoutPolicy.parse(options.get("timeout"));
            if (parsed.isEmpty()) {
                return Result.rejected(text.get("settings.refused.timeout", echo(options.get("timeout"))));
            }
            newTimeout = parsed.get();
        }
        return Result.ok(new TableSettings(
                players, press, newTurnTime, revealPress, eliminatedPress, newTimeout, aiFinish, language, takebacks));
    }

    /**
     * What {@code /djambi settings} may change, as typed: the clock settings, and a language other than English (so
     * an English game's motions read as they always have).
     */
    public String changeableText() {
        String code = language.getLanguage();
        return clockText() + (code.equals("en") ? "" : " language:" + code);
    }

    /** The clock settings in the words of the command: {@code turn-time:12h timeout:skip}. */
    public String clockText() {
        return "turn-time:" + turnTimeText() + " timeout:" + timeout.text();
    }

    /** Typed text quoted in a refusal: one line, of a readable length, whatever was typed. */
    private static String echo(String typed) {
        String oneLine = typed.strip().replaceAll("[\\p{Cntrl}\\p{Zl}\\p{Zp}]+", " ");
        return oneLine.codePointCount(0, oneLine.length()) > 30
                ? oneLine.substring(0, oneLine.offsetByCodePoints(0, 30)) + "..."
                : oneLine;
    }

    private static java.util.Optional<Boolean> flag(Map<String, String> options, String key, boolean otherwise) {
        String text =
                options.getOrDefault(key, Boolean.toString(otherwise)).strip().toLowerCase(Locale.ROOT);
        return text.equals("true") || text.equals("false")
                ? java.util.Optional.of(text.equals("true"))
                : java.util.Optional.empty();
    }

    /** A typed duration: {@code 24h}, {@code 1d12h}, {@code 90m}, {@code 30s}; in French {@code 2j}, {@code 12 h}. */
    static java.util.Optional<Duration> parseDuration(String text) {
        Matcher m = DURATION.matcher(text.strip().toLowerCase(Locale.ROOT).replace(" ", ""));
        if (text.isBlank() || !m.matches()) {
            return java.util.Optional.empty();
        }
        Duration d = Duration.ZERO;
        d = m.group(1) == null ? d : d.plusDays(Long.parseLong(m.group(1)));
        d = m.group(2) == null ? d : d.plusHours(Long.parseLong(m.group(2)));
        d = m.group(3) == null ? d : d.plusMinutes(Long.parseLong(m.group(3)));
        d = m.group(4) == null ? d : d.plusSeconds(Long.parseLong(m.group(4)));
        return java.util.Optional.of(d);
    }

    /** The turn time as a player reads it: 24h, 3d, 1d12h, 90m, 30s, none. */
    public String turnTimeText() {
        return isTimed() ? durationText(turnTime) : "none";
    }

    /** The turn time in the reader's words: "1d12h" in English, "1 j 12 h" in French, or none. */
    public String turnTimeText(Catalogue text) {
        return isTimed() ? durationText(turnTime, text) : text.get("settings.unit.none");
    }

    /** A duration in the reader's words, to the second, its units from the catalogue. */
    public static String durationText(Duration duration, Catalogue text) {
        String[] units = {"settings.unit.day", "settings.unit.hour", "settings.unit.minute", "settings.unit.second"};
        List<String> parts = new ArrayList<>();
        long[] amounts = amounts(duration);
        for (int i = 0; i < amounts.length; i++) {
            if (shown(amounts, i)) {
                parts.add(text.get(units[i], amounts[i]));
            }
        }
        return String.join(" ", parts);
    }

    /** A duration as a player reads it, to the second: 1d12h, 90m, 45s. */
    public static String durationText(Duration duration) {
        String[] letters = {"d", "h", "m", "s"};
        StringBuilder sb = new StringBuilder();
        long[] amounts = amounts(duration);
        for (int i = 0; i < amounts.length; i++) {
            if (shown(amounts, i)) {
                sb.append(amounts[i]).append(letters[i]);
            }
        }
        return sb.toString();
    }

    /** A duration's days, hours, minutes and seconds (none negative). */
    private static long[] amounts(Duration duration) {
        long seconds = Math.max(0, duration.toSeconds());
        return new long[] {seconds / 86_400, seconds % 86_400 / 3600, seconds % 3600 / 60, seconds % 60};
    }

    /** Whether the unit {@code i} is written: when it counts, or as "0s" for a duration of nothing. */
    private static boolean shown(long[] amounts, int i) {
        return amounts[i] > 0
                || (i == amounts.length - 1 && java.util.Arrays.stream(amounts).allMatch(a -> a == 0));
    }

    /** The settings in a line, for the lobby, the status and an exported record. */
    public String summary(Catalogue text) {
        List<String> parts = new ArrayList<>(List.of(
                text.get("settings.summary.players", players),
                text.get(
                        "settings.summary.press",
                        text.get(
                                switch (press) {
                                    case FULL -> "settings.press.full";
                                    case PUBLIC -> "settings.press.public";
                                    case NONE -> "settings.press.none";
                                })),
                isTimed()
                        ? text.get("settings.summary.clock", turnTimeText(text), timeout.consequence(text))
                        : text.get("settings.summary.no-clock")));
        if (press == Press.FULL && revealPress) {
            parts.add(text.get("settings.summary.revealed"));
        }
        if (press == Press.FULL && !eliminatedPress) {
            parts.add(text.get("settings.summary.silenced"));
        }
        if (aiFinish) {
            parts.add(text.get("settings.summary.ai-finish"));
        }
        if (!takebacks) {
            parts.add(text.get("settings.summary.no-takebacks"));
        }
        return String.join(", ", parts);
    }
}
