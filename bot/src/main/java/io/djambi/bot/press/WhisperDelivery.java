package io.djambi.bot.press;

import io.djambi.bot.command.Reply;
import io.djambi.bot.game.Seat;
import io.djambi.bot.game.ServerNames;
import io.djambi.bot.game.Table;
import io.djambi.bot.game.TableStore;
import io.djambi.bot.press.Whisper.DeliveryState;
import io.djambi.bot.text.Catalogue;
import io.djambi.bot.text.LanguageBook;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionStage;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Takes a stored whisper to its recipients through the {@link Courier} and records how each delivery went; the
 * sender is told in one answer. Also sends again, at start, what a stop left undelivered. Logs ids and outcomes,
 * never a whisper's text.
 */
final class WhisperDelivery {
    private static final Logger log = LoggerFactory.getLogger(WhisperDelivery.class);

    private final TableStore tables;
    private final WhisperStore whispers;
    private final Courier courier;
    private final ServerNames servers;
    private final Catalogue text;

    private final LanguageBook languages;

    /** @param languages each user's last language: what a whisper's DM to him is worded in */
    WhisperDelivery(
            TableStore tables,
            WhisperStore whispers,
            Courier courier,
            ServerNames servers,
            Catalogue text,
            LanguageBook languages) {
        this.languages = languages;
        this.tables = tables;
        this.whispers = whispers;
        this.courier = courier;
        this.servers = servers;
        this.text = text;
    }

    /** Delivers to every recipient at once (no waiting on Discord here), then tells the sender how it went. */
    CompletionStage<List<Reply>> deliverAndReport(Table table, Whisper whisper) {
        log.debug(
                "Whisper {} in table {} stored, {} recipient(s)",
                whisper.id(),
                table.id(),
                whisper.recipients().size());
        List<CompletableFuture<Courier.Outcome>> outcomes = whisper.recipients().stream()
                .map(to -> deliver(table, whisper, to).toCompletableFuture())
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
     * Sends again every whisper the bot stored but did not see delivered (it stopped in between). Run once at start;
     * a refusal is kept for the recipient's next command, as for any whisper.
     */
    CompletionStage<Integer> retryPending() {
        List<CompletableFuture<Boolean>> sends = new ArrayList<>();
        for (Whisper w : whispers.pending()) {
            Optional<Table> table = tables.byId(w.tableId());
            for (Whisper.Addressee a : w.addressees()) {
                if (a.state() == DeliveryState.PENDING && table.isPresent()) {
                    sends.add(deliver(table.get(), w, a.userId())
                            .thenApply(o -> o instanceof Courier.Delivered)
                            .toCompletableFuture());
                }
            }
        }
        return CompletableFuture.allOf(sends.toArray(CompletableFuture[]::new)).thenApply(v -> {
            int delivered = (int) sends.stream().filter(CompletableFuture::join).count();
            if (!sends.isEmpty()) {
                log.info(
                        "Sent {} whisper deliveries left pending at the last stop: {} delivered, {} refused",
                        sends.size(),
                        delivered,
                        sends.size() - delivered);
            }
            return delivered;
        });
    }

    private CompletionStage<Courier.Outcome> deliver(Table table, Whisper whisper, String recipientId) {
        Catalogue his = text.forLocale(languages.languageOf(recipientId));
        Courier.DirectMessage dm = new Courier.DirectMessage(
                recipientId,
                directMessage(table, whisper, recipientId, his),
                whisper.id(),
                his.get(
                        "press.reply-label",
                        table.seatOf(whisper.senderId()).map(Seat::name).orElseGet(() -> his.get("press.the-sender"))));
        return courier.deliver(dm)
                .exceptionally(e -> new Courier.Refused(text.get("press.unreachable")))
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
                });
    }

    /** What the recipient reads: which game, who sends it to whom, then the message as a block quote. */
    private String directMessage(Table table, Whisper whisper, String recipientId, Catalogue text) {
        Seat from = table.seatOf(whisper.senderId()).orElseThrow();
        String fromLine = table.seatOf(recipientId)
                .map(s -> text.get("press.dm.from", from.name(), text.colour(from.colour()), text.colour(s.colour())))
                .orElseGet(() -> text.get("press.dm.from-unseated", from.name(), text.colour(from.colour())));
        List<String> others = whisper.recipients().stream()
                .filter(u -> !u.equals(recipientId))
                .toList();
        if (!others.isEmpty()) {
            fromLine = text.get("press.dm.and-others", fromLine, PressPages.names(table, others, text));
        }
        return text.get("press.dm.text", where(table, text), fromLine, whisper.text());
    }

    /** Which game, on which server, in which channel: the line that heads a whisper and a draft. */
    String where(Table table) {
        return where(table, text);
    }

    private String where(Table table, Catalogue text) {
        // The channel as a mention: in a DM it is a link to the game
        return text.get("press.where", table.id(), servers.nameOf(table.guildId()), table.channelId());
    }
}
