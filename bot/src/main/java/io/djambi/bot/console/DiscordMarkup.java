package io.djambi.bot.console;

import com.ibm.icu.text.DateFormat;
import com.ibm.icu.text.RelativeDateTimeFormatter;
import com.ibm.icu.util.ULocale;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.util.Date;
import java.util.Locale;
import java.util.TimeZone;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Discord's markup for a mention ({@code <@id>}) and a timestamp ({@code <t:seconds:style>}) as the terminal shows it:
 * Discord draws both for each reader (a name, a date in his language and time zone), the console prints text. A
 * mention becomes {@code @name} (the console's users are their names); a timestamp is written in the console's
 * language and the machine's time zone, in the style Discord would use: "in 23 hours" for {@code R}, a date and time
 * for the others.
 */
final class DiscordMarkup {
    private static final Pattern MENTION = Pattern.compile("<@!?([A-Za-z0-9_.-]+)>");
    private static final Pattern TIMESTAMP = Pattern.compile("<t:(-?\\d{1,12})(?::([tTdDfFR]))?>");

    private final Clock clock;
    private final ULocale language;
    private final TimeZone zone;

    DiscordMarkup(Clock clock, Locale language, TimeZone zone) {
        this.clock = clock;
        this.language = ULocale.forLocale(language);
        this.zone = zone;
    }

    /** The words with every mention and timestamp written out. */
    String plain(String words) {
        String named = MENTION.matcher(words).replaceAll(m -> Matcher.quoteReplacement("@" + m.group(1)));
        return TIMESTAMP.matcher(named).replaceAll(m -> Matcher.quoteReplacement(timestamp(m)));
    }

    private String timestamp(java.util.regex.MatchResult m) {
        Instant at = Instant.ofEpochSecond(Long.parseLong(m.group(1)));
        String style = m.group(2) == null ? "f" : m.group(2); // Discord's default style
        if (style.equals("R")) {
            return relative(at);
        }
        DateFormat format =
                switch (style) {
                    case "t" -> DateFormat.getTimeInstance(DateFormat.SHORT, language);
                    case "T" -> DateFormat.getTimeInstance(DateFormat.MEDIUM, language);
                    case "d" -> DateFormat.getDateInstance(DateFormat.SHORT, language);
                    case "D" -> DateFormat.getDateInstance(DateFormat.LONG, language);
                    case "F" -> DateFormat.getDateTimeInstance(DateFormat.FULL, DateFormat.SHORT, language);
                    default -> DateFormat.getDateTimeInstance(DateFormat.LONG, DateFormat.SHORT, language);
                };
        format.setTimeZone(com.ibm.icu.util.TimeZone.getTimeZone(zone.getID()));
        return format.format(Date.from(at));
    }

    /** "in 23 hours", "5 minutes ago": the largest whole unit, as Discord rounds it. */
    private String relative(Instant at) {
        Duration gap = Duration.between(clock.instant(), at);
        RelativeDateTimeFormatter.Direction direction =
                gap.isNegative() ? RelativeDateTimeFormatter.Direction.LAST : RelativeDateTimeFormatter.Direction.NEXT;
        long seconds = Math.abs(gap.toSeconds());
        RelativeDateTimeFormatter format = RelativeDateTimeFormatter.getInstance(language);
        if (seconds < 45) {
            return format.format(seconds, direction, RelativeDateTimeFormatter.RelativeUnit.SECONDS);
        }
        long minutes = Math.round(seconds / 60.0);
        if (minutes < 45) {
            return format.format(minutes, direction, RelativeDateTimeFormatter.RelativeUnit.MINUTES);
        }
        long hours = Math.round(seconds / 3600.0);
        if (hours < 22) {
            return format.format(hours, direction, RelativeDateTimeFormatter.RelativeUnit.HOURS);
        }
        long days = Math.max(1, Math.round(seconds / 86400.0));
        return format.format(days, direction, RelativeDateTimeFormatter.RelativeUnit.DAYS);
    }
}
