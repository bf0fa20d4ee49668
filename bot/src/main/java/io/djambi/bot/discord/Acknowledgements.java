package io.djambi.bot.discord;

import io.djambi.bot.command.Outage;
import io.djambi.bot.command.OwedAnswers;
import io.djambi.bot.command.OwedAnswers.Owed;
import io.djambi.bot.text.Catalogue;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.util.EnumSet;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.Executor;
import java.util.concurrent.RejectedExecutionException;
import java.util.function.IntFunction;
import net.dv8tion.jda.api.JDA;
import net.dv8tion.jda.api.entities.Message;
import net.dv8tion.jda.api.exceptions.ErrorResponseException;
import net.dv8tion.jda.api.interactions.Interaction;
import net.dv8tion.jda.api.interactions.InteractionHook;
import net.dv8tion.jda.api.requests.ErrorResponse;
import net.dv8tion.jda.api.requests.RestAction;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * The interactions acknowledged and not yet answered, kept in {@link OwedAnswers} so that a process killed between the
 * two (a SIGKILL, a crash) does not leave a player with Discord's "thinking…" for ever: each is noted on its worker
 * before its command runs ({@link #owe}) and forgotten once its answer, or the apology, was sent or refused
 * ({@link #paid}). A process that starts reads what those before it left on its shards before its gateway opens
 * ({@link #takeStock}), and once connected tells each player whose token still works that a restart cut his command
 * short, in his language, through the token alone ({@link #tellLeft}); each is forgotten after that one try. The
 * words stay true whether or not the command was stored: a move and its post are kept before the answer.
 *
 * <p>The token is a credential for fifteen minutes: never logged. Thread-safe: the workers note and forget, JDA's
 * callbacks forget (on the workers), the start reads and tells.
 */
final class Acknowledgements {
    private static final Logger log = LoggerFactory.getLogger(Acknowledgements.class);
    /** What a player whose command a kill cut short reads. */
    static final String INTERRUPTED = "interaction.interrupted";
    /** Discord's interaction token works for 15 minutes from the interaction; a minute's margin for the clocks. */
    static final Duration TOKEN_LIFETIME = Duration.ofMinutes(14);
    /** How long no acknowledgement is noted after a note met the database away. */
    static final Duration QUIET = Duration.ofSeconds(10);
    /** What Discord answers for a token expired or an interaction already gone: the normal end of a late word. */
    private static final Set<ErrorResponse> GONE =
            EnumSet.of(ErrorResponse.UNKNOWN_INTERACTION, ErrorResponse.UNKNOWN_WEBHOOK, ErrorResponse.UNKNOWN_MESSAGE);

    private final OwedAnswers owed;
    /** Whether anything is kept: {@link OwedAnswers#NONE} reads nothing of the interaction (a test's has none). */
    private final boolean keeping;

    private final Clock clock;
    private final Catalogue text;
    private final Messages messages;
    private final Executor workers;
    private final Underway underway;
    /** What the processes before this one left on its shards, read before the gateway opened; told once. */
    private volatile List<Owed> left = List.of();
    /**
     * Until when no acknowledgement is noted: a note that met the database away would make every command wait twice
     * for it (the note, then the command), and a command in an outage is refused at once anyway.
     */
    private volatile Instant quietUntil = Instant.MIN;
    /** The answered interactions whose rows could not be forgotten (the database away): forgotten at the next chance. */
    private final Set<String> unforgotten = ConcurrentHashMap.newKeySet();

    /**
     * @param clock dates each acknowledgement, and says at a start whether a token still works
     * @param workers where a row is forgotten, off JDA's callback threads
     * @param underway counts each forgetting and each late word, which the stop waits for
     */
    Acknowledgements(
            OwedAnswers owed, Clock clock, Catalogue text, Messages messages, Executor workers, Underway underway) {
        this.owed = owed;
        this.keeping = owed != OwedAnswers.NONE;
        this.clock = clock;
        this.text = text;
        this.messages = messages;
        this.workers = workers;
        this.underway = underway;
    }

    /**
     * On a worker, before the command runs: notes {@code interaction}, acknowledged, for a start after a kill; whether
     * it was noted (the database away: the command runs all the same, and a kill now would leave it unanswered).
     *
     * @param ownReply whether the acknowledgement was a deferred reply of its own (else a button's deferred update)
     */
    boolean owe(Interaction interaction, Locale language, boolean ownReply) {
        if (!keeping || clock.instant().isBefore(quietUntil)) {
            return false;
        }
        try {
            owed.owe(new Owed(
                    interaction.getId(),
                    interaction.getJDA().getShardInfo().getShardId(),
                    interaction.getToken(),
                    clock.instant(),
                    language,
                    ownReply));
            return true;
        } catch (RuntimeException e) {
            log.warn(
                    "Interaction {} not noted as acknowledged (a kill now would leave it unanswered): {}",
                    interaction.getId(),
                    e.toString());
            if (Outage.in(e).isPresent()) {
                quietUntil = clock.instant().plus(QUIET);
            }
            return false;
        }
    }

    /** Forgets the interaction {@code interactionId}, on a worker; under way until done. */
    void paid(String interactionId) {
        underway.begin();
        try {
            workers.execute(() -> {
                try {
                    forget(interactionId);
                } finally {
                    underway.end();
                }
            });
        } catch (RejectedExecutionException e) { // the stop has shut the workers; the database is still open
            try {
                forget(interactionId);
            } finally {
                underway.end();
            }
        }
    }

    private void forget(String interactionId) {
        try {
            owed.paid(interactionId);
        } catch (RuntimeException e) {
            // The row stays until the next forget that works: a start meanwhile, within the token's life, would tell
            // the player a restart cut him short (a reply of his own is read first, and left as it is if answered)
            unforgotten.add(interactionId);
            log.warn("Interaction {} answered but not forgotten yet: {}", interactionId, e.toString());
            return;
        }
        for (String kept : unforgotten) {
            try {
                owed.paid(kept);
                unforgotten.remove(kept);
            } catch (RuntimeException e) {
                return; // away again: the next forget tries them
            }
        }
    }

    /**
     * Before the gateway opens, so that every row read was left by a process before this one: what is owed on this
     * process's shards. The database away: nothing is told (the rows wait for the next start, if still young).
     */
    void takeStock() {
        if (!keeping) {
            return;
        }
        try {
            left = owed.left();
        } catch (RuntimeException e) {
            log.warn("Interactions left unanswered by the last stop not read: {}", e.toString());
        }
    }

    /**
     * Once connected: tells each interaction {@link #takeStock} found, acknowledged less than
     * {@link #TOKEN_LIFETIME} ago, that a restart cut it short (its own reply edited if it still shows "thinking…", or
     * a private follow-up under a button), and forgets it once Discord has answered; forgets an older one at once,
     * without a call (its token is dead). Once only.
     *
     * @param shards this process's connection for a shard
     */
    void tellLeft(IntFunction<JDA> shards) {
        List<Owed> taken = left;
        left = List.of();
        if (taken.isEmpty()) {
            return;
        }
        Instant now = clock.instant();
        int told = 0;
        for (Owed o : taken) {
            JDA shard = shards.apply(o.shard());
            if (shard == null || Duration.between(o.acknowledged(), now).compareTo(TOKEN_LIFETIME) >= 0) {
                forget(o.interactionId());
                continue;
            }
            try {
                tell(shard, o);
                told++;
            } catch (RuntimeException e) { // JDA refused at once: the start goes on, and the others are told
                failed(o, e);
                forget(o.interactionId());
            }
        }
        log.info(
                "{} interactions left unanswered by the last stop: {} being told they were cut short, {} too old to tell",
                taken.size(),
                told,
                taken.size() - told);
    }

    private void tell(JDA shard, Owed o) {
        String line = text.forLocale(o.language()).get(INTERRUPTED);
        InteractionHook hook = InteractionHook.from(shard, o.token());
        if (!o.ownReply()) {
            say(o, hook.sendMessage(messages.privateMessage(line)).setEphemeral(true));
            return;
        }
        Runnable edit = () -> say(o, hook.editOriginal(Messages.replacing(messages.privateMessage(line))));
        // A reply that is no longer "thinking…" was answered before the stop, its row kept only because forgetting it
        // met the database away: its answer stands, and is not written over
        underway.queue(
                hook.retrieveOriginal(),
                original -> {
                    if (original.getFlags().contains(Message.MessageFlag.LOADING)) {
                        edit.run();
                    } else {
                        log.debug("Interaction {} was answered before the stop: left as it is", o.interactionId());
                        paid(o.interactionId());
                    }
                },
                failure -> {
                    if (isGone(failure)) {
                        failed(o, failure);
                        paid(o.interactionId());
                    } else { // not read (Discord failing): the reply may still be "thinking…", so it is told
                        edit.run();
                    }
                });
    }

    /** Sends the word after a kill, and forgets the interaction once Discord has answered. */
    private void say(Owed o, RestAction<?> word) {
        underway.queue(
                word,
                done -> {
                    log.debug("Interaction {} told it was cut short by a restart", o.interactionId());
                    paid(o.interactionId());
                },
                failure -> {
                    failed(o, failure);
                    paid(o.interactionId());
                });
    }

    /**
     * A token expired early or an interaction gone is the normal end of a late word: DEBUG, no stack trace; anything
     * else (a 5xx after JDA's own tries, a refusal) one warning, the token kept out of it.
     */
    private static void failed(Owed o, Throwable failure) {
        Throwable cause = DiscordChannelPoster.cause(failure);
        if (isGone(cause)) {
            log.debug(
                    "Interaction {} cut short by a restart is gone from Discord: {}",
                    o.interactionId(),
                    ((ErrorResponseException) cause).getMeaning());
            return;
        }
        String said = String.valueOf(cause.getMessage()).replace(o.token(), "<token>");
        log.warn(
                "Could not tell interaction {} it was cut short by a restart: {}: {}",
                o.interactionId(),
                cause.getClass().getSimpleName(),
                said);
    }

    /** Whether Discord no longer knows the interaction or its token: an expired token, an unknown webhook, any 404. */
    private static boolean isGone(Throwable failure) {
        return DiscordChannelPoster.cause(failure) instanceof ErrorResponseException e
                && (GONE.contains(e.getErrorResponse()) || e.getResponse() != null && e.getResponse().code == 404);
    }
}
