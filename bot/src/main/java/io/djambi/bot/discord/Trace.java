package io.djambi.bot.discord;

import io.djambi.bot.command.Outage;
import io.djambi.bot.text.Catalogue;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import net.dv8tion.jda.api.entities.Guild;
import net.dv8tion.jda.api.interactions.Interaction;
import org.slf4j.Logger;
import org.slf4j.MDC;

/**
 * Where an interaction (or a DM) came from, for the log: the server, channel, user and interaction ids go into the
 * SLF4J MDC while its work runs, and an unexpected failure gets a short reference that is both on the log line and
 * in the apology the player sees, so a report of "ref 7f3a" leads to the line.
 *
 * @param interaction the interaction's id (for a DM, the message's)
 */
record Trace(String guild, String channel, String user, long interaction) {
    Trace {
        Objects.requireNonNull(guild, "guild");
        Objects.requireNonNull(channel, "channel");
        Objects.requireNonNull(user, "user");
    }

    static Trace of(Interaction event) {
        Guild guild = event.getGuild();
        return new Trace(
                guild == null ? "" : guild.getId(),
                String.valueOf(event.getChannelId()),
                event.getUser().getId(),
                event.getIdLong());
    }

    /**
     * The short reference of this interaction's failure: four hex digits mixed from the interaction's id (a
     * snowflake's low bits barely change from one to the next, so they are stirred first). The full id is in the
     * MDC of the same line; four digits are enough for a player to quote.
     */
    String ref() {
        long z = interaction + 0x9E3779B97F4A7C15L; // SplitMix64's finaliser
        z = (z ^ (z >>> 30)) * 0xBF58476D1CE4E5B9L;
        z = (z ^ (z >>> 27)) * 0x94D049BB133111EBL;
        z ^= z >>> 31;
        return String.format(Locale.ROOT, "%04x", z & 0xFFFF);
    }

    /** What the player reads when his command failed unexpectedly, the reference included. */
    String apology(Catalogue text) {
        return text.get("interaction.apology", ref());
    }

    /**
     * Puts this interaction into the MDC until the returned scope is closed, on the same thread; closing puts back
     * what was there before (a failure logged inside a command's own scope leaves that scope whole).
     */
    private Scope open() {
        Scope scope = new Scope();
        MDC.put("guild", guild);
        MDC.put("channel", channel);
        MDC.put("user", user);
        MDC.put("interaction", Long.toUnsignedString(interaction));
        return scope;
    }

    /** Runs {@code work} with this interaction in the MDC, on this thread, and takes it out again after. */
    void within(Runnable work) {
        Scope scope = open();
        try {
            work.run();
        } finally {
            scope.close();
        }
    }

    /**
     * What the player reads when his command failed: with the database away, that nothing was changed and to try
     * again in a moment (or that it may have been, when the outage cut its commit short); otherwise the apology with
     * the reference.
     */
    String answer(Catalogue text, Throwable failure) {
        return Outage.in(failure).map(outage -> text.get(Outage.answer(outage))).orElseGet(() -> apology(text));
    }

    /**
     * Logs a failure with this interaction in the MDC and the reference in the line: the database away is expected
     * and gets one line, anything else its stack trace.
     */
    void failed(Logger log, String what, Throwable failure) {
        Optional<Throwable> outage = Outage.in(failure);
        within(() -> {
            if (outage.isPresent()) {
                log.warn(
                        "{} refused, the database is away (ref {}): {}",
                        what,
                        ref(),
                        outage.get().getMessage());
            } else {
                log.error("{} failed (ref {})", what, ref(), failure);
            }
        });
    }

    /** Takes this interaction's keys out of the MDC again, or puts back those of the scope around it. */
    private static final class Scope implements AutoCloseable {
        private static final List<String> KEYS = List.of("guild", "channel", "user", "interaction");
        private final Map<String, String> before = new HashMap<>();

        private Scope() {
            for (String key : KEYS) {
                String value = MDC.get(key);
                if (value != null) {
                    before.put(key, value);
                }
            }
        }

        @Override
        public void close() {
            for (String key : KEYS) {
                if (before.containsKey(key)) {
                    MDC.put(key, before.get(key));
                } else {
                    MDC.remove(key);
                }
            }
        }
    }
}
