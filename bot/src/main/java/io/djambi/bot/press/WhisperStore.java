package io.djambi.bot.press;

import java.time.Instant;
import java.util.Collection;
import java.util.List;
import java.util.Optional;

/**
 * Where whispers and drafts are kept: in memory for the console and tests, in the database for the bot. A whisper is
 * added (and so safe) before anything is sent; every method is safe to call from several threads.
 *
 * <p>Several processes may share the database, and a DM carries no nonce: each delivery still pending is held by the
 * process sending it until a moment stored with it, and only a delivery whose hold has run out may be claimed by
 * another, by one process alone ({@link #claimPending}).
 */
public interface WhisperStore {
    /**
     * One recipient's delivery of a whisper, claimed to be sent by this process.
     *
     * @param failures how many times sending it failed before, for a reason other than the database being away
     *     ({@link #failed})
     */
    record Delivery(Whisper whisper, String recipientId, int failures) {}

    /** One recipient's delivery of a whisper, by the ids that name it. */
    record DeliveryId(long whisperId, String recipientId) {}

    /**
     * Stores a new whisper and returns it with its id; its deliveries are this process's to send until
     * {@code heldUntil}, so that no other process sends them meanwhile.
     */
    Whisper add(Whisper whisper, Instant heldUntil);

    /** Records where the whisper stands for one recipient. */
    void mark(long whisperId, String recipientId, Whisper.DeliveryState state);

    Optional<Whisper> find(long whisperId);

    /** The game's whispers, oldest first. */
    List<Whisper> ofTable(long tableId);

    /**
     * The latest whisper the user sent or was sent, in any game, live or not: the one a plain DM of his answers. Asked
     * once a plain DM.
     */
    Optional<Whisper> latestOf(String userId);

    /**
     * The game's whispers that Discord refused to deliver to this user, oldest first: asked after every command in
     * a game's channel, so it reads only those.
     */
    List<Whisper> refusedTo(long tableId, String userId);

    /** Every whisper with a recipient still {@link Whisper.DeliveryState#PENDING}, oldest first. */
    List<Whisper> pending();

    /**
     * Claims for this process, until {@code heldUntil}, at most {@code limit} deliveries still
     * {@link Whisper.DeliveryState#PENDING} whose hold had run out by {@code now} (their process stopped or died while
     * sending), oldest first. Of several processes claiming at once, each delivery goes to one. A delivery whose
     * whisper cannot be read from the store (a field that does not parse) is not claimed but held for ever, still
     * pending, with one warning naming the whisper's id: it never blocks the deliveries behind it.
     */
    List<Delivery> claimPending(Instant now, Instant heldUntil, int limit);

    /**
     * Holds these deliveries, those still {@link Whisper.DeliveryState#PENDING}, for this process until
     * {@code heldUntil} (a hold already longer is kept): renewed while their DMs are in flight, so that no other
     * process claims one however long Discord takes to answer it.
     */
    void renew(Collection<DeliveryId> deliveries, Instant heldUntil);

    /**
     * Counts one more failure of a claimed delivery still {@link Whisper.DeliveryState#PENDING} (a failure that is
     * not the database away: its game's row throws when read, say), and holds it until {@code heldUntil}, when it may
     * be claimed and tried again.
     */
    void failed(long whisperId, String recipientId, Instant heldUntil);

    Draft addDraft(Draft draft);

    Optional<Draft> draft(long draftId);

    /**
     * Removes the draft and stores the whisper made from it, its deliveries held as by {@link #add}, both or neither;
     * empty if the draft was gone.
     */
    Optional<Whisper> confirm(Draft draft, Whisper whisper, Instant heldUntil);

    /** Removes the draft; false if it was gone already. */
    boolean dropDraft(long draftId);
}
