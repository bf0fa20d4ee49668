package io.djambi.bot.press;

import static io.djambi.bot.press.PressReplies.answered;
import static io.djambi.bot.press.PressReplies.privately;

import io.djambi.bot.command.CommandRequest;
import io.djambi.bot.command.Reply;
import io.djambi.bot.game.Seat;
import io.djambi.bot.game.Table;
import io.djambi.bot.game.TableStore;
import io.djambi.bot.press.Whisper.Via;
import io.djambi.bot.text.Catalogue;
import java.time.Clock;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionStage;

/**
 * A plain DM to the bot, relayed as a whisper to whoever its sender last exchanged whispers with, in the game where
 * that happened, while it is live and both still play in it. The first time for those recipients it is kept as a
 * {@link Draft} under Send and Cancel buttons, so nothing reaches the wrong person by surprise; only the draft's author
 * may press them.
 */
final class DmRelay {
    private final TableStore tables;
    private final WhisperStore whispers;
    private final PressRules rules;
    private final WhisperPost post;
    private final WhisperDelivery delivery;
    private final WhisperDms dms;
    private final Clock clock;
    private final Catalogue text;

    DmRelay(
            TableStore tables,
            WhisperStore whispers,
            PressRules rules,
            WhisperPost post,
            WhisperDelivery delivery,
            WhisperDms dms,
            Clock clock,
            Catalogue text) {
        this.tables = tables;
        this.whispers = whispers;
        this.rules = rules;
        this.post = post;
        this.delivery = delivery;
        this.dms = dms;
        this.clock = clock;
        this.text = text;
    }

    /**
     * A plain DM: sent at once to partners confirmed before, else kept as a draft to confirm. It answers the writer's
     * latest whisper, in whichever game: if that game is over, or he or a partner no longer plays in it, nothing is
     * sent and he is told so, rather than it going to a partner of another game.
     */
    CompletionStage<List<Reply>> relay(CommandRequest r) {
        String message = r.option("message").orElse("").strip();
        Optional<Whisper> last = whispers.latestOf(r.userId());
        if (last.isEmpty()) {
            return answered(text.get("press.relay.no-partner"));
        }
        Optional<Table> found = tables.byId(last.get().tableId());
        if (found.isEmpty()) {
            return answered(text.get(
                    "press.relay.not-sent",
                    text.get("press.where-gone", last.get().tableId()),
                    text.get("press.refused.unknown-game")));
        }
        Table table = found.get();
        List<String> partners = last.get().participants().stream()
                .filter(u -> !u.equals(r.userId()))
                .toList();
        Optional<String> refusal = rules.refusal(table, r.userId(), partners, message);
        if (refusal.isPresent()) {
            return answered(text.get("press.relay.not-sent", dms.where(table), refusal.get()));
        }
        boolean confirmedBefore = whispers.ofTable(table.id()).stream()
                .anyMatch(w -> w.via() == Via.DM
                        && w.senderId().equals(r.userId())
                        && Set.copyOf(w.recipients()).equals(Set.copyOf(partners)));
        if (confirmedBefore) {
            return post.throttledThenSent(
                    table, Whisper.pending(table.id(), r.userId(), partners, message, Via.DM, clock.instant()));
        }
        Draft draft = whispers.addDraft(new Draft(0, r.userId(), table.id(), partners, message, clock.instant()));
        return CompletableFuture.completedFuture(List.of(new Reply.Private(
                text.get("press.draft.confirm", PressPages.names(table, partners, text), dms.where(table)),
                List.of(),
                new Reply.DraftControls(draft.id(), text.get("press.draft.send-to", firstName(table, partners))))));
    }

    /** See {@link PressService#draftRefusal}. */
    Optional<String> draftRefusal(long draftId, String userId) {
        return whispers.draft(draftId).flatMap(d -> notTheAuthor(d, userId));
    }

    /** A click on someone else's draft changes nothing, and is told so rather than that the draft is gone. */
    private Optional<String> notTheAuthor(Draft draft, String userId) {
        return draft.userId().equals(userId) ? Optional.empty() : Optional.of(text.get("press.draft.not-yours"));
    }

    /** The Send button under a draft: only its author's click sends it. */
    CompletionStage<List<Reply>> confirmDraft(CommandRequest r) {
        Optional<Draft> draft = draftOf(r);
        if (draft.isEmpty()) {
            return answered(text.get("press.draft.gone"));
        }
        Optional<String> notYours = notTheAuthor(draft.get(), r.userId());
        if (notYours.isPresent()) {
            return answered(notYours.get());
        }
        Draft d = draft.get();
        Optional<Table> table = tables.byId(d.tableId());
        if (table.isEmpty()) {
            return answered(text.get("press.refused.unknown-game"));
        }
        Optional<String> refusal =
                rules.refusal(table.get(), d.userId(), d.recipients(), d.text()).or(() -> rules.throttled(d.userId()));
        if (refusal.isPresent()) {
            return answered(refusal.get());
        }
        Optional<Whisper> stored;
        try {
            stored = whispers.confirm(
                    d,
                    Whisper.pending(d.tableId(), d.userId(), d.recipients(), d.text(), Via.DM, clock.instant()),
                    delivery.heldUntil());
        } catch (RuntimeException e) {
            return PressReplies.keptOrNot(e, table.get(), text);
        }
        return stored.map(w -> delivery.deliverAndReport(table.get(), w))
                .orElseGet(() -> answered(text.get("press.draft.gone")));
    }

    /** The Cancel button under a draft: only its author's click drops it. */
    List<Reply> cancelDraft(CommandRequest r) {
        Optional<Draft> draft = draftOf(r);
        Optional<String> notYours = draft.flatMap(d -> notTheAuthor(d, r.userId()));
        if (notYours.isPresent()) {
            return privately(notYours.get());
        }
        boolean dropped = draft.isPresent() && whispers.dropDraft(draft.get().id());
        return privately(text.get(dropped ? "press.draft.dropped" : "press.draft.gone"));
    }

    private Optional<Draft> draftOf(CommandRequest r) {
        return r.option("draft").flatMap(PressReplies::number).flatMap(whispers::draft);
    }

    /** Whom the Send button names: the one recipient, or "them". */
    private String firstName(Table table, List<String> userIds) {
        String them = text.get("press.draft.them");
        return userIds.size() > 1
                ? them
                : table.seatOf(userIds.get(0)).map(Seat::name).orElse(them);
    }
}
