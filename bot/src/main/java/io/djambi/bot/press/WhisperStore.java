package io.djambi.bot.press;

import java.util.List;
import java.util.Optional;

/**
 * Where whispers and drafts are kept: in memory for the console and tests, in SQLite for the bot. A whisper is
 * added (and so safe) before anything is sent; every method is safe to call from several threads.
 */
public interface WhisperStore {
    /** Stores a new whisper and returns it with its id. */
    Whisper add(Whisper whisper);

    /** Records where the whisper stands for one recipient. */
    void mark(long whisperId, String recipientId, Whisper.DeliveryState state);

    Optional<Whisper> find(long whisperId);

    /** The game's whispers, oldest first. */
    List<Whisper> ofTable(long tableId);

    /**
     * The game's whispers that Discord refused to deliver to this user, oldest first: asked after every command in
     * a game's channel, so it reads only those.
     */
    List<Whisper> refusedTo(long tableId, String userId);

    /** Every whisper with a recipient still {@link Whisper.DeliveryState#PENDING}, oldest first. */
    List<Whisper> pending();

    Draft addDraft(Draft draft);

    Optional<Draft> draft(long draftId);

    /** Removes the draft and stores the whisper made from it, both or neither; empty if the draft was gone. */
    Optional<Whisper> confirm(Draft draft, Whisper whisper);

    /** Removes the draft; false if it was gone already. */
    boolean dropDraft(long draftId);
}
