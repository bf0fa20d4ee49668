package io.djambi.bot.command;

import java.time.Instant;
import java.util.List;
import java.util.Locale;
import java.util.Objects;

/**
 * The interactions the bot has acknowledged and not yet answered, kept where a process killed between the two (a
 * SIGKILL, a crash, the power gone) leaves them for the next start, which tells each player his command was cut
 * short instead of leaving Discord's "thinking…" on his screen for ever. Written by the Discord edge: noted before a
 * command runs, forgotten once its answer (or its apology) was sent or refused; read once by a process that starts,
 * before it takes any interaction, so every row it reads was left by a process before it.
 *
 * <p>Each call is its own unit of work; thread-safe (the workers note and forget, the start reads). {@link #NONE} in
 * the console and the tests that keep nothing.
 */
public interface OwedAnswers {
    /**
     * One acknowledged interaction. Its token is a credential for fifteen minutes (it edits the player's reply):
     * never in a log, so {@link #toString} leaves it out.
     *
     * @param interactionId Discord's id of the interaction, its key
     * @param shard the Discord shard it came through: the process that runs that shard tells it after a kill
     * @param acknowledged when Discord took the acknowledgement, by the bot's clock
     * @param language the language of the person who acted, which the word after a kill is in
     * @param ownReply whether the acknowledgement was a deferred reply of its own, whose "thinking…" waits to be
     *     filled; else it was a deferred update of the message a button is on (shared, or the player's own in place)
     */
    record Owed(
            String interactionId, int shard, String token, Instant acknowledged, Locale language, boolean ownReply) {
        public Owed {
            Objects.requireNonNull(interactionId, "interactionId");
            Objects.requireNonNull(token, "token");
            Objects.requireNonNull(acknowledged, "acknowledged");
            Objects.requireNonNull(language, "language");
            if (shard < 0) {
                throw new IllegalArgumentException("shard " + shard);
            }
        }

        @Override
        public String toString() {
            return "Owed[" + interactionId + ", shard " + shard + ", " + acknowledged + ", " + language.toLanguageTag()
                    + (ownReply ? ", own reply]" : ", follow-up]");
        }
    }

    /** Notes {@code owed}, acknowledged and about to run. */
    void owe(Owed owed);

    /** Forgets the interaction {@code interactionId}: answered, or tried once after a kill; nothing if not noted. */
    void paid(String interactionId);

    /** What is noted on this process's shards, oldest first. */
    List<Owed> left();

    /** Keeps nothing: a kill leaves no word behind (the console, tests of other things). */
    OwedAnswers NONE = new OwedAnswers() {
        @Override
        public void owe(Owed owed) {}

        @Override
        public void paid(String interactionId) {}

        @Override
        public List<Owed> left() {
            return List.of();
        }
    };
}
