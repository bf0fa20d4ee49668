package io.djambi.bot.press;

import io.djambi.bot.command.Outage;
import io.djambi.bot.command.Reply;
import io.djambi.bot.game.Seat;
import io.djambi.bot.game.Table;
import io.djambi.bot.game.TableStore;
import io.djambi.bot.press.Whisper.DeliveryState;
import io.djambi.bot.text.Catalogue;
import io.djambi.bot.text.LanguageBook;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionStage;
import java.util.concurrent.ConcurrentHashMap;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Takes a stored whisper to its recipients through the {@link Courier} and records how each delivery went; the
 * sender is told in one answer. Also sends again what a process that stopped or died left undelivered. Logs ids and
 * outcomes, never a whisper's text.
 *
 * <p>A DM carries no nonce, so Discord cannot tell a DM sent twice: each delivery is sent by one process. The process
 * that stores a whisper holds its deliveries for {@link #HOLD}, and holds again every minute those whose DMs are still
 * in flight; once a hold has run out on a delivery still pending (its process stopped or died), {@link #retryPending}
 * in any process may claim it, and one alone does.
 */
final class WhisperDelivery {
    private static final Logger log = LoggerFactory.getLogger(WhisperDelivery.class);
    /**
     * How long a delivery is its process's to send before it must hold it again: twice the minute between the rounds
     * of {@link #retryPending}, which hold again the deliveries whose DMs are still in flight, so one round late or
     * failed (the database away) still leaves a minute; and short enough that what a dead process left is sent
     * within minutes. No hold could outlast a DM on its own: JDA sets no deadline on a request by default
     * ({@code RestAction.setDefaultTimeout}: none) and waits out Discord's rate limits for as long as Discord says.
     */
    static final Duration HOLD = Duration.ofMinutes(2);
    /**
     * Deliveries claimed at once by {@link #retryPending}; the next ones are claimed when these have been answered, so
     * a backlog never holds a claim longer than its own few DMs take.
     */
    static final int BATCH = 25;
    /**
     * How many times a delivery is tried when it fails for a reason other than the database being away (its game's
     * row throws when read, say), before it is settled as not delivered. Such a failure is a fault in the stored data
     * or in the code that reads it, which a retry two minutes later meets again; yet one the store does not know as an
     * outage may pass. Each failure holds the delivery twice as long as the one before (2, 4, 8, 16 minutes), so five
     * tries span half an hour: time for a passing failure to pass, while a broken record is given up within the hour
     * instead of being claimed every two minutes for ever.
     */
    static final int TRIES = 5;

    private final TableStore tables;
    private final WhisperStore whispers;
    private final Courier courier;
    private final WhisperDms dms;
    private final Catalogue text;
    private final LanguageBook languages;
    private final Clock clock;
    /** The deliveries whose DMs this process has handed to the courier and not yet heard back about. */
    private final Set<WhisperStore.DeliveryId> inFlight = ConcurrentHashMap.newKeySet();

    /**
     * @param languages each user's last language: what a whisper's DM to him is worded in
     * @param clock when a hold on a delivery runs out
     */
    WhisperDelivery(
            TableStore tables,
            WhisperStore whispers,
            Courier courier,
            WhisperDms dms,
            Catalogue text,
            LanguageBook languages,
            Clock clock) {
        this.languages = languages;
        this.clock = clock;
        this.tables = tables;
        this.whispers = whispers;
        this.courier = courier;
        this.dms = dms;
        this.text = text;
    }

    /** Until when a whisper stored now is held for this process to deliver: given to the store with it. */
    Instant heldUntil() {
        return clock.instant().plus(HOLD);
    }

    /** Delivers to every recipient at once (no waiting on Discord here), then tells the sender how it went. */
    CompletionStage<List<Reply>> deliverAndReport(Table table, Whisper whisper) {
        log.debug(
                "Whisper {} in table {} stored, {} recipient(s)",
                whisper.id(),
                table.id(),
                whisper.recipients().size());
        List<CompletableFuture<Courier.Outcome>> outcomes = whisper.recipients().stream()
                .map(to -> deliver(Optional.of(table), whisper, to).toCompletableFuture())
                .toList();
        return CompletableFuture.allOf(outcomes.toArray(CompletableFuture[]::new))
                .thenApply(v -> {
                    List<String> delivered = new ArrayList<>();
                    StringBuilder refused = new StringBuilder();
                    for (int i = 0; i < outcomes.size(); i++) {
                        String name =
                                PressPages.name(table, whisper.recipients().get(i), text);
                        switch (outcomes.get(i).join()) {
                            case Courier.Delivered d -> delivered.add(name);
                            case Courier.Refused no ->
                                refused.append('\n').append(text.get("press.not-delivered", name, no.why()));
                        }
                    }
                    String report =
                            (delivered.isEmpty() ? "" : text.get("press.sent", String.join(", ", delivered))) + refused;
                    return List.<Reply>of(new Reply.Private(report.strip()));
                });
    }

    /**
     * Sends the deliveries still pending whose hold has run out (the process sending them stopped or died first), as
     * many as this process wins of them, a batch at a time; resolves to how many Discord took. Run at start and every
     * minute or so, from any process; a refusal is kept for the recipient's next command, as for any whisper. Never
     * fails: a fault is logged, and what it left pending is claimed by a later round (given up after {@link #TRIES}
     * unless the fault is the database away).
     */
    CompletionStage<Integer> retryPending() {
        holdInFlight();
        return retryFrom(new Tally(0, 0));
    }

    /**
     * Holds the deliveries whose DMs are still in flight for another {@link #HOLD}, so that no process claims and
     * sends one again however long Discord takes while this process lives. The database away: their holds run on, a
     * minute at least, and the next round holds them again.
     */
    private void holdInFlight() {
        if (inFlight.isEmpty()) {
            return;
        }
        try {
            whispers.renew(List.copyOf(inFlight), clock.instant().plus(HOLD));
        } catch (RuntimeException e) {
            log.warn("Whisper deliveries in flight not held again now: {}", e.toString());
        }
    }

    /** Deliveries sent again, and of those the ones Discord took. */
    private record Tally(int sent, int delivered) {}

    private CompletionStage<Integer> retryFrom(Tally before) {
        Instant now = clock.instant();
        List<WhisperStore.Delivery> claimed;
        try {
            claimed = whispers.claimPending(now, now.plus(HOLD), BATCH);
        } catch (RuntimeException e) { // the database away: the next round claims them
            log.warn("Pending whispers not looked for now: {}", e.toString());
            return CompletableFuture.completedFuture(before.delivered());
        }
        if (claimed.isEmpty()) {
            if (before.sent() > 0) {
                log.info(
                        "Sent {} whisper deliveries left pending by a stop: {} delivered, {} not",
                        before.sent(),
                        before.delivered(),
                        before.sent() - before.delivered());
            }
            return CompletableFuture.completedFuture(before.delivered());
        }
        List<CompletableFuture<Boolean>> sends =
                claimed.stream().map(this::sendAgain).toList();
        return CompletableFuture.allOf(sends.toArray(CompletableFuture[]::new))
                .thenCompose(v -> retryFrom(new Tally(
                        before.sent() + sends.size(),
                        before.delivered()
                                + (int) sends.stream()
                                        .filter(CompletableFuture::join)
                                        .count())));
    }

    /**
     * Sends one claimed delivery; true if Discord took it. A whisper stored is never dropped: a game gone from the
     * store since only takes its words away, and the DM says what the whisper itself still knows; a refusal settles
     * it, as for any whisper. One that cannot be sent now is left to {@link #failed}.
     */
    private CompletableFuture<Boolean> sendAgain(WhisperStore.Delivery claimed) {
        Whisper w = claimed.whisper();
        CompletionStage<Courier.Outcome> sent;
        try {
            Optional<Table> table = tables.byId(w.tableId());
            if (table.isEmpty()) {
                log.debug(
                        "Whisper {} to {}: table {} is gone, sent without it",
                        w.id(),
                        claimed.recipientId(),
                        w.tableId());
            }
            sent = deliver(table, w, claimed.recipientId());
        } catch (RuntimeException e) {
            failed(claimed, e);
            return CompletableFuture.completedFuture(false);
        }
        return sent.handle((outcome, failure) -> {
                    if (failure != null) { // sent, perhaps, but not recorded: sent again once its hold runs out
                        log.warn(
                                "Whisper {} to {}: not recorded: {}",
                                w.id(),
                                claimed.recipientId(),
                                failure.toString());
                    }
                    return outcome instanceof Courier.Delivered;
                })
                .toCompletableFuture();
    }

    /**
     * A claimed delivery that could not be sent. The database away: it stays pending, and is claimed again once its
     * hold runs out, for as long as the outage lasts. Any other failure is counted and tried again later and later;
     * at the {@link #TRIES}th it is settled as {@link DeliveryState#REFUSED}, kept as any whisper Discord refused, with
     * one warning (no stack trace: what it was is in the line, and the game's own commands report it too).
     */
    private void failed(WhisperStore.Delivery claimed, RuntimeException e) {
        Whisper w = claimed.whisper();
        if (Outage.in(e).isPresent()) {
            log.warn("Whisper {} to {} not sent again now: {}", w.id(), claimed.recipientId(), e.toString());
            return;
        }
        int failures = claimed.failures() + 1;
        try {
            if (failures < TRIES) {
                whispers.failed(
                        w.id(), claimed.recipientId(), clock.instant().plus(HOLD.multipliedBy(1L << (failures - 1))));
                log.debug(
                        "Whisper {} to {}: try {} of {} failed: {}",
                        w.id(),
                        claimed.recipientId(),
                        failures,
                        TRIES,
                        e.toString());
            } else {
                whispers.mark(w.id(), claimed.recipientId(), DeliveryState.REFUSED);
                log.warn(
                        "Whisper {} to {} in table {} given up after {} tries, kept as not delivered: {}",
                        w.id(),
                        claimed.recipientId(),
                        w.tableId(),
                        failures,
                        e.toString());
            }
        } catch (RuntimeException notRecorded) { // the database away now: claimed again, this failure uncounted
            log.warn(
                    "Whisper {} to {}: its failure not recorded: {}",
                    w.id(),
                    claimed.recipientId(),
                    notRecorded.toString());
        }
    }

    /** Sends one DM and records how it went; {@code table} empty if the game is gone from the store since. */
    private CompletionStage<Courier.Outcome> deliver(Optional<Table> table, Whisper whisper, String recipientId) {
        Catalogue his = text.forLocale(languages.languageOf(recipientId));
        Optional<Seat> from = table.flatMap(t -> dms.seatHeld(t, whisper.senderId()));
        Courier.DirectMessage dm = new Courier.DirectMessage(
                recipientId,
                dms.body(table, from, whisper, recipientId, his),
                whisper.id(),
                his.get("press.reply-label", from.map(Seat::name).orElseGet(() -> his.get("press.the-sender"))));
        WhisperStore.DeliveryId sending = new WhisperStore.DeliveryId(whisper.id(), recipientId);
        inFlight.add(sending);
        CompletionStage<Courier.Outcome> answer;
        try {
            answer = courier.deliver(dm);
        } catch (RuntimeException e) { // a courier that throws (against its contract): nothing in flight
            inFlight.remove(sending);
            throw e;
        }
        return answer.exceptionally(e -> new Courier.Refused(text.get("press.unreachable")))
                .thenApply(outcome -> {
                    whispers.mark(
                            whisper.id(),
                            recipientId,
                            outcome instanceof Courier.Delivered ? DeliveryState.DELIVERED : DeliveryState.REFUSED);
                    log.debug(
                            "Whisper {} to {}: {}",
                            whisper.id(),
                            recipientId,
                            outcome instanceof Courier.Delivered ? "delivered" : "refused by Discord");
                    return outcome;
                })
                .whenComplete((outcome, failure) -> inFlight.remove(sending)); // recorded, or left to its hold
    }
}
