package io.djambi.bot.press;

import io.djambi.bot.game.ServerNames;
import io.djambi.bot.command.CommandRequest;
import io.djambi.bot.command.Reply;
import io.djambi.bot.game.Press;
import io.djambi.bot.game.Seat;
import io.djambi.bot.game.Table;
import io.djambi.bot.game.TableStore;
import io.djambi.bot.press.Whisper.DeliveryState;
import io.djambi.bot.press.Whisper.Via;
import io.djambi.bot.text.Catalogue;
import io.djambi.engine.Result;
import java.time.Clock;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionStage;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Private negotiation between the players of a game: {@code /whisper}, the Reply button under a whisper, plain DMs
 * relayed to the last partner once confirmed, and what a player may read back. A whisper is checked, then stored,
 * then delivered; the sender is told how each delivery went. A whisper's text is never logged and never goes
 * anywhere but to its sender and recipients (and into the archive, when the game ends and the host chose to
 * reveal).
 */
public final class PressService {
    private static final Logger log = LoggerFactory.getLogger(PressService.class);
    public static final int MAX_LENGTH = 1500;
    static final int MAX_GAME_CHOICES = 25;

    private final TableStore tables;
    private final WhisperStore whispers;
    private final Courier courier;
    private final ServerNames servers;
    private final WhisperRateLimit rateLimit;
    private final Clock clock;
    private final Catalogue text;

    public PressService(TableStore tables, WhisperStore whispers, Courier courier, ServerNames servers,
            WhisperRateLimit rateLimit, Clock clock, Catalogue text) {
        this.tables = tables;
        this.whispers = whispers;
        this.courier = courier;
        this.servers = servers;
        this.rateLimit = rateLimit;
        this.clock = clock;
        this.text = text;
    }

    /** {@code /whisper to:<user> message:<text> [game] [to2] [to3]}. */
    public CompletionStage<List<Reply>> whisper(CommandRequest r) {
        Result<Table> game = gameOf(r);
        if (game instanceof Result.Rejected<Table> no) {
            return answered(no.reason());
        }
        Table table = game.orThrow();
        List<String> to = new ArrayList<>(new LinkedHashSet<>(
                r.options().entrySet().stream().filter(e -> e.getKey().matches("to[23]?"))
                        .sorted(java.util.Map.Entry.comparingByKey()).map(e -> e.getValue().strip()).toList()));
        String message = r.option("message").orElse("").strip();
        return checkedAndSent(table, r.userId(), to, message, Via.COMMAND);
    }

    /**
     * Why this user may not answer this whisper with its Reply button, if he may not: only its recipients may, and
     * only while its game is live and he may still whisper there. Asked when the button is pressed, so that no form
     * opens for an answer that would be refused; {@link #replyTo} checks everything again when the form is sent.
     */
    public Optional<String> replyRefusal(long whisperId, String userId) {
        Optional<Whisper> original = whispers.find(whisperId);
        if (original.isEmpty() || !original.get().recipients().contains(userId)) {
            return Optional.of(text.get("press.refused.not-yours"));
        }
        Optional<Table> table = tables.byId(original.get().tableId());
        if (table.isEmpty()) {
            return Optional.of(text.get("press.refused.unknown-game"));
        }
        if (!table.get().isLive()) {
            return Optional.of(text.get("press.refused.game-over"));
        }
        if (isSilenced(table.get(), userId)) {
            return Optional.of(text.get("press.refused.silenced"));
        }
        return Optional.empty();
    }

    /** The Reply button's form under a whisper: {@code whisper} (its id) and {@code message}. */
    public CompletionStage<List<Reply>> replyTo(CommandRequest r) {
        Optional<Whisper> original = r.option("whisper").flatMap(PressService::number).flatMap(whispers::find);
        if (original.isEmpty() || !original.get().recipients().contains(r.userId())) {
            return answered(text.get("press.refused.not-yours"));
        }
        Optional<Table> table = tables.byId(original.get().tableId());
        if (table.isEmpty()) {
            return answered(text.get("press.refused.unknown-game"));
        }
        return checkedAndSent(table.get(), r.userId(), List.of(original.get().senderId()),
                r.option("message").orElse("").strip(), Via.REPLY);
    }

    /**
     * A plain DM to the bot: relayed to whoever the sender last exchanged whispers with, in the live game where that
     * happened. The first time for a recipient, the sender confirms with a button, so nothing reaches the wrong
     * person by surprise.
     */
    public CompletionStage<List<Reply>> relay(CommandRequest r) {
        String message = r.option("message").orElse("").strip();
        Optional<Whisper> last = tables.liveTablesOf(r.userId()).stream()
                .flatMap(t -> whispers.ofTable(t.id()).stream()).filter(w -> w.involves(r.userId()))
                .max(Comparator.comparingLong(Whisper::id));
        if (last.isEmpty()) {
            return answered(text.get("press.relay.no-partner"));
        }
        Table table = tables.byId(last.get().tableId()).orElseThrow();
        List<String> partners = last.get().participants().stream().filter(u -> !u.equals(r.userId())).toList();
        Optional<String> refusal = refusal(table, r.userId(), partners, message);
        if (refusal.isPresent()) {
            return answered(refusal.get());
        }
        boolean confirmedBefore = whispers.ofTable(table.id()).stream().anyMatch(w -> w.via() == Via.DM
                && w.senderId().equals(r.userId()) && Set.copyOf(w.recipients()).equals(Set.copyOf(partners)));
        if (confirmedBefore) {
            return throttledThenSent(table, Whisper.pending(table.id(), r.userId(), partners, message, Via.DM,
                    clock.instant()));
        }
        Draft draft = whispers.addDraft(new Draft(0, r.userId(), table.id(), partners, message, clock.instant()));
        return CompletableFuture.completedFuture(List.of(new Reply.Private(
                text.get("press.draft.confirm", names(table, partners), where(table)), List.of(),
                new Reply.DraftControls(draft.id(), text.get("press.draft.send-to", firstName(table, partners))))));
    }

    /** The Send button under a draft. */
    public CompletionStage<List<Reply>> confirmDraft(CommandRequest r) {
        Optional<Draft> draft = r.option("draft").flatMap(PressService::number).flatMap(whispers::draft)
                .filter(d -> d.userId().equals(r.userId()));
        if (draft.isEmpty()) {
            return answered(text.get("press.draft.gone"));
        }
        Draft d = draft.get();
        Optional<Table> table = tables.byId(d.tableId());
        if (table.isEmpty()) {
            return answered(text.get("press.refused.unknown-game"));
        }
        Optional<String> refusal = refusal(table.get(), d.userId(), d.recipients(), d.text())
                .or(() -> throttled(d.userId()));
        if (refusal.isPresent()) {
            return answered(refusal.get());
        }
        Optional<Whisper> stored = whispers.confirm(d, Whisper.pending(d.tableId(), d.userId(), d.recipients(),
                d.text(), Via.DM, clock.instant()));
        return stored.map(w -> deliverAndReport(table.get(), w))
                .orElseGet(() -> answered(text.get("press.draft.gone")));
    }

    /** The Cancel button under a draft. */
    public List<Reply> cancelDraft(CommandRequest r) {
        Optional<Draft> draft = r.option("draft").flatMap(PressService::number).flatMap(whispers::draft)
                .filter(d -> d.userId().equals(r.userId()));
        boolean dropped = draft.isPresent() && whispers.dropDraft(draft.get().id());
        return List.of(new Reply.Private(text.get(dropped ? "press.draft.dropped" : "press.draft.gone")));
    }

    /** {@code /djambi press [page]}: the caller's own threads, or every whisper once the game revealed them. */
    public List<Reply> threads(CommandRequest r) {
        Optional<Table> found = tables.find(r.channelId()).filter(t -> t.started().isPresent());
        if (found.isEmpty() || r.option("table").map(id -> !id.equals(Long.toString(found.get().id()))).orElse(false)) {
            return privately(text.get(found.isEmpty() ? "press.threads.no-game" : "press.threads.older-game"));
        }
        Table table = found.get();
        boolean revealed = isRevealed(table);
        if (!revealed && table.seatOf(r.userId()).isEmpty()) {
            return privately(text.get(table.settings().revealPress() ? "press.threads.players-only-until-revealed"
                    : "press.threads.players-only"));
        }
        List<Whisper> visible = whispers.ofTable(table.id()).stream()
                .filter(w -> revealed || w.involves(r.userId())).toList();
        if (visible.isEmpty()) {
            return privately(text.get(revealed ? "press.threads.none-sent"
                    : table.settings().press() == Press.FULL ? "press.threads.none-yours-send-one"
                    : "press.threads.none-yours"));
        }
        List<String> pages = PressPages.of(table, visible, revealed ? "" : r.userId(), text);
        int page = Math.min(pages.size(), Math.max(1, r.option("page").flatMap(PressService::number).orElse(1L)
                .intValue()));
        Reply.Controls controls = pages.size() > 1 ? new Reply.PressPages(table.id(), page, pages.size())
                : new Reply.NoControls();
        return List.of(new Reply.Private(pages.get(page - 1), List.of(), controls));
    }

    /**
     * Whispers Discord refused to deliver to the caller, shown to him privately when he uses a command in their
     * game's channel, then marked as shown.
     */
    public List<Reply> undelivered(CommandRequest r) {
        Optional<Table> table = tables.find(r.channelId()).filter(t -> t.seatOf(r.userId()).isPresent());
        if (table.isEmpty()) {
            return List.of();
        }
        List<Whisper> waiting = whispers.refusedTo(table.get().id(), r.userId());
        if (waiting.isEmpty()) {
            return List.of();
        }
        StringBuilder sb = new StringBuilder(text.get("press.undelivered.heading", waiting.size()));
        int shown = 0;
        for (Whisper w : waiting) {
            String entry = "\n" + PressPages.line(table.get(), w, text);
            if (sb.length() + entry.length() > PressPages.PAGE_LENGTH) {
                break;
            }
            sb.append(entry);
            whispers.mark(w.id(), r.userId(), DeliveryState.SHOWN_LATER);
            shown++;
        }
        if (shown < waiting.size()) {
            sb.append('\n').append(text.get("press.undelivered.more", waiting.size() - shown));
        }
        return privately(sb.toString());
    }

    /** The choices for {@code /whisper}'s {@code game} option: the caller's live games matching what he typed. */
    public List<GameChoice> gameChoices(String userId, String typed) {
        String wanted = typed.strip().toLowerCase(Locale.ROOT);
        return tables.liveTablesOf(userId).stream().map(t -> new GameChoice(Long.toString(t.id()), label(t, userId)))
                .filter(c -> c.label().toLowerCase(Locale.ROOT).contains(wanted)).limit(MAX_GAME_CHOICES).toList();
    }

    /** One choice of the {@code game} option. */
    public record GameChoice(String value, String label) {}

    /**
     * Sends again every whisper the bot stored but did not see delivered (it stopped in between). Run once at start;
     * a refusal is kept for the recipient's next command, as for any whisper.
     */
    public CompletionStage<Integer> retryPending() {
        List<CompletableFuture<Boolean>> sends = new ArrayList<>();
        for (Whisper w : whispers.pending()) {
            Optional<Table> table = tables.byId(w.tableId());
            for (Whisper.Addressee a : w.addressees()) {
                if (a.state() == DeliveryState.PENDING && table.isPresent()) {
                    sends.add(deliver(table.get(), w, a.userId()).thenApply(o -> o instanceof Courier.Delivered)
                            .toCompletableFuture());
                }
            }
        }
        return CompletableFuture.allOf(sends.toArray(CompletableFuture[]::new)).thenApply(v -> {
            int delivered = (int) sends.stream().filter(CompletableFuture::join).count();
            if (!sends.isEmpty()) {
                log.info("Sent {} whisper deliveries left pending at the last stop: {} delivered, {} refused",
                        sends.size(), delivered, sends.size() - delivered);
            }
            return delivered;
        });
    }

    private Result<Table> gameOf(CommandRequest r) {
        List<Table> mine = tables.liveTablesOf(r.userId());
        if (r.option("game").isPresent()) {
            Optional<Long> id = r.option("game").flatMap(PressService::number);
            return mine.stream().filter(t -> id.isPresent() && t.id() == id.get()).findFirst()
                    .<Result<Table>>map(Result::ok)
                    .orElseGet(() -> Result.rejected(text.get("press.game.not-yours")));
        }
        Optional<Table> here = tables.find(r.channelId()).filter(Table::isLive);
        if (here.isPresent()) { // in a game's channel, that game is meant, even if the caller plays elsewhere too
            return here.get().seatOf(r.userId()).isPresent() ? Result.ok(here.get())
                    : Result.rejected(text.get("press.game.not-here"));
        }
        if (mine.size() == 1) {
            return Result.ok(mine.get(0));
        }
        return Result.rejected(mine.isEmpty() ? text.get("press.game.none")
                : text.get("press.game.which", mine.size()));
    }

    private CompletionStage<List<Reply>> checkedAndSent(Table table, String sender, List<String> to,
            String message, Via via) {
        Optional<String> refusal = refusal(table, sender, to, message);
        if (refusal.isPresent()) {
            return answered(refusal.get());
        }
        return throttledThenSent(table, Whisper.pending(table.id(), sender, to, message, via, clock.instant()));
    }

    private CompletionStage<List<Reply>> throttledThenSent(Table table, Whisper whisper) {
        Optional<String> slowDown = throttled(whisper.senderId());
        if (slowDown.isPresent()) {
            return answered(slowDown.get());
        }
        return deliverAndReport(table, whispers.add(whisper));
    }

    /** Why this whisper may not be sent, if it may not; nothing is counted or stored. */
    private Optional<String> refusal(Table table, String sender, List<String> to, String message) {
        if (!table.isLive()) {
            return Optional.of(text.get("press.refused.game-over"));
        }
        if (table.settings().press() == Press.PUBLIC) {
            return Optional.of(text.get("press.refused.public", table.channelId()));
        }
        if (table.settings().press() == Press.NONE) {
            return Optional.of(text.get("press.refused.gunboat"));
        }
        if (table.seatOf(sender).isEmpty()) {
            return Optional.of(text.get("press.refused.not-playing"));
        }
        if (isSilenced(table, sender)) {
            return Optional.of(text.get("press.refused.silenced"));
        }
        if (message.isEmpty()) {
            return Optional.of(text.get("press.refused.empty"));
        }
        if (message.length() > MAX_LENGTH) {
            return Optional.of(text.get("press.refused.too-long", message.length(), MAX_LENGTH));
        }
        if (to.isEmpty()) {
            return Optional.of(text.get("press.refused.no-recipient"));
        }
        for (String userId : to) {
            if (userId.equals(sender)) {
                return Optional.of(text.get("press.refused.to-self"));
            }
            Optional<Seat> seat = table.seatOf(userId);
            if (seat.isEmpty()) {
                return Optional.of(text.get("press.refused.stranger", userId));
            }
            if (seat.get().isAi()) {
                return Optional.of(text.get("press.refused.to-ai", seat.get().name()));
            }
            if (isSilenced(table, userId)) {
                return Optional.of(text.get("press.refused.recipient-silenced", table.nameOf(seat.get().colour())));
            }
        }
        return Optional.empty();
    }

    private Optional<String> throttled(String sender) {
        return rateLimit.take(sender).map(wait -> {
            long seconds = Math.max(1, (wait.toMillis() + 999) / 1000);
            return rateLimit.window().equals(Duration.ofMinutes(1))
                    ? text.get("press.slow-down.minute", rateLimit.limit(), seconds)
                    : text.get("press.slow-down.seconds", rateLimit.limit(), rateLimit.window().toSeconds(), seconds);
        });
    }

    private static boolean isSilenced(Table table, String userId) {
        return !table.settings().eliminatedPress() && table.started().isPresent()
                && table.seatOf(userId).map(s -> !table.game().position().isActive(s.colour())).orElse(false);
    }

    private static boolean isRevealed(Table table) {
        return table.settings().revealPress() && !table.aborted() && table.game().position().isOver();
    }

    /** Delivers to every recipient at once (no waiting on Discord here), then tells the sender how it went. */
    private CompletionStage<List<Reply>> deliverAndReport(Table table, Whisper whisper) {
        log.debug("Whisper {} in table {} stored, {} recipient(s)", whisper.id(), table.id(), whisper.recipients().size());
        List<CompletableFuture<Courier.Outcome>> outcomes = whisper.recipients().stream()
                .map(to -> deliver(table, whisper, to).toCompletableFuture()).toList();
        return CompletableFuture.allOf(outcomes.toArray(CompletableFuture[]::new)).thenApply(v -> {
            List<String> delivered = new ArrayList<>();
            StringBuilder refused = new StringBuilder();
            for (int i = 0; i < outcomes.size(); i++) {
                String to = whisper.recipients().get(i);
                String name = table.seatOf(to).map(s -> table.nameOf(s.colour())).orElse("<@" + to + ">");
                switch (outcomes.get(i).join()) {
                    case Courier.Delivered d -> delivered.add(name);
                    case Courier.Refused no -> refused.append('\n').append(text.get("press.not-delivered", name,
                            no.why()));
                }
            }
            String report = (delivered.isEmpty() ? "" : text.get("press.sent", String.join(", ", delivered)))
                    + refused;
            return List.<Reply>of(new Reply.Private(report.strip()));
        });
    }

    private CompletionStage<Courier.Outcome> deliver(Table table, Whisper whisper, String recipientId) {
        Courier.DirectMessage dm = new Courier.DirectMessage(recipientId, directMessage(table, whisper, recipientId),
                whisper.id(), text.get("press.reply-label", table.seatOf(whisper.senderId()).map(Seat::name)
                        .orElseGet(() -> text.get("press.the-sender"))));
        return courier.deliver(dm).exceptionally(e -> new Courier.Refused(text.get("press.unreachable")))
                .thenApply(outcome -> {
                    whispers.mark(whisper.id(), recipientId, outcome instanceof Courier.Delivered
                            ? DeliveryState.DELIVERED : DeliveryState.REFUSED);
                    log.debug("Whisper {} to {}: {}", whisper.id(), recipientId,
                            outcome instanceof Courier.Delivered ? "delivered" : "refused by Discord");
                    return outcome;
                });
    }

    /** What the recipient reads: which game, who sends it to whom, then the message as a block quote. */
    private String directMessage(Table table, Whisper whisper, String recipientId) {
        Seat from = table.seatOf(whisper.senderId()).orElseThrow();
        String fromLine = table.seatOf(recipientId)
                .map(s -> text.get("press.dm.from", from.name(), from.colour().displayName(), s.colour().displayName()))
                .orElseGet(() -> text.get("press.dm.from-unseated", from.name(), from.colour().displayName()));
        List<String> others = whisper.recipients().stream().filter(u -> !u.equals(recipientId)).toList();
        if (!others.isEmpty()) {
            fromLine = text.get("press.dm.and-others", fromLine, names(table, others));
        }
        return text.get("press.dm.text", where(table), fromLine, whisper.text());
    }

    private String where(Table table) {
        return text.get("press.where", table.id(), servers.nameOf(table.guildId()), table.channelId());
    }

    private String label(Table t, String userId) {
        String colour = t.seatOf(userId).map(s -> s.colour().displayName()).orElse("");
        String others = t.seats().values().stream().filter(s -> !s.userId().equals(userId)).map(Seat::name).sorted()
                .reduce((a, b) -> a + ", " + b).orElseGet(() -> text.get("press.game.nobody-yet"));
        String label = text.get("press.game.choice", t.id(), servers.nameOf(t.guildId()), colour, others);
        return label.length() <= 100 ? label : label.substring(0, 99) + "…";
    }

    private static String names(Table table, List<String> userIds) {
        return String.join(", ", userIds.stream()
                .map(u -> table.seatOf(u).map(s -> table.nameOf(s.colour())).orElse("<@" + u + ">")).toList());
    }

    private String firstName(Table table, List<String> userIds) {
        String them = text.get("press.draft.them");
        return userIds.size() > 1 ? them : table.seatOf(userIds.get(0)).map(Seat::name).orElse(them);
    }

    private static Optional<Long> number(String digits) {
        try {
            return Optional.of(Long.parseLong(digits.strip()));
        } catch (NumberFormatException e) {
            return Optional.empty();
        }
    }

    private static CompletionStage<List<Reply>> answered(String answer) {
        return CompletableFuture.completedFuture(privately(answer));
    }

    private static List<Reply> privately(String answer) {
        return List.of(new Reply.Private(answer));
    }
}
