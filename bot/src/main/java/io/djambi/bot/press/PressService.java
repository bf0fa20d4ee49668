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
    private static final String NOT_YOURS = "You can only answer a whisper that was sent to you.";
    private static final String UNKNOWN_GAME = "That game is no longer known.";
    private static final String GAME_OVER = "That game is over; its whispers are closed.";
    private static final String SILENCED = "You are out of this game, and its host chose that eliminated players stop "
            + "whispering.";

    private final TableStore tables;
    private final WhisperStore whispers;
    private final Courier courier;
    private final ServerNames servers;
    private final WhisperRateLimit rateLimit;
    private final Clock clock;

    public PressService(TableStore tables, WhisperStore whispers, Courier courier, ServerNames servers,
            WhisperRateLimit rateLimit, Clock clock) {
        this.tables = tables;
        this.whispers = whispers;
        this.courier = courier;
        this.servers = servers;
        this.rateLimit = rateLimit;
        this.clock = clock;
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
        String text = r.option("message").orElse("").strip();
        return checkedAndSent(table, r.userId(), to, text, Via.COMMAND);
    }

    /**
     * Why this user may not answer this whisper with its Reply button, if he may not: only its recipients may, and
     * only while its game is live and he may still whisper there. Asked when the button is pressed, so that no form
     * opens for an answer that would be refused; {@link #replyTo} checks everything again when the form is sent.
     */
    public Optional<String> replyRefusal(long whisperId, String userId) {
        Optional<Whisper> original = whispers.find(whisperId);
        if (original.isEmpty() || !original.get().recipients().contains(userId)) {
            return Optional.of(NOT_YOURS);
        }
        Optional<Table> table = tables.byId(original.get().tableId());
        if (table.isEmpty()) {
            return Optional.of(UNKNOWN_GAME);
        }
        if (!table.get().isLive()) {
            return Optional.of(GAME_OVER);
        }
        if (isSilenced(table.get(), userId)) {
            return Optional.of(SILENCED);
        }
        return Optional.empty();
    }

    /** The Reply button's form under a whisper: {@code whisper} (its id) and {@code message}. */
    public CompletionStage<List<Reply>> replyTo(CommandRequest r) {
        Optional<Whisper> original = r.option("whisper").flatMap(PressService::number).flatMap(whispers::find);
        if (original.isEmpty() || !original.get().recipients().contains(r.userId())) {
            return answered(NOT_YOURS);
        }
        Optional<Table> table = tables.byId(original.get().tableId());
        if (table.isEmpty()) {
            return answered(UNKNOWN_GAME);
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
        String text = r.option("message").orElse("").strip();
        Optional<Whisper> last = tables.liveTablesOf(r.userId()).stream()
                .flatMap(t -> whispers.ofTable(t.id()).stream()).filter(w -> w.involves(r.userId()))
                .max(Comparator.comparingLong(Whisper::id));
        if (last.isEmpty()) {
            return answered("I pass plain messages on to the player you last exchanged whispers with, but you have "
                    + "not whispered in any live game yet. Start with `/whisper to:@player message:…` (here, or in "
                    + "the game's channel); after that you can simply write to me.");
        }
        Table table = tables.byId(last.get().tableId()).orElseThrow();
        List<String> partners = last.get().participants().stream().filter(u -> !u.equals(r.userId())).toList();
        Optional<String> refusal = refusal(table, r.userId(), partners, text);
        if (refusal.isPresent()) {
            return answered(refusal.get());
        }
        boolean confirmedBefore = whispers.ofTable(table.id()).stream().anyMatch(w -> w.via() == Via.DM
                && w.senderId().equals(r.userId()) && Set.copyOf(w.recipients()).equals(Set.copyOf(partners)));
        if (confirmedBefore) {
            return throttledThenSent(table, Whisper.pending(table.id(), r.userId(), partners, text, Via.DM,
                    clock.instant()));
        }
        Draft draft = whispers.addDraft(new Draft(0, r.userId(), table.id(), partners, text, clock.instant()));
        String names = names(table, partners);
        return CompletableFuture.completedFuture(List.of(new Reply.Private("Send this to **" + names + "** in "
                + where(table) + "? I ask only the first time; your next messages to them go straight through.",
                List.of(), new Reply.DraftControls(draft.id(), "Send to " + firstName(table, partners)))));
    }

    /** The Send button under a draft. */
    public CompletionStage<List<Reply>> confirmDraft(CommandRequest r) {
        Optional<Draft> draft = r.option("draft").flatMap(PressService::number).flatMap(whispers::draft)
                .filter(d -> d.userId().equals(r.userId()));
        if (draft.isEmpty()) {
            return answered("That message was already sent or cancelled.");
        }
        Draft d = draft.get();
        Optional<Table> table = tables.byId(d.tableId());
        if (table.isEmpty()) {
            return answered(UNKNOWN_GAME);
        }
        Optional<String> refusal = refusal(table.get(), d.userId(), d.recipients(), d.text())
                .or(() -> throttled(d.userId()));
        if (refusal.isPresent()) {
            return answered(refusal.get());
        }
        Optional<Whisper> stored = whispers.confirm(d, Whisper.pending(d.tableId(), d.userId(), d.recipients(),
                d.text(), Via.DM, clock.instant()));
        return stored.map(w -> deliverAndReport(table.get(), w))
                .orElseGet(() -> answered("That message was already sent or cancelled."));
    }

    /** The Cancel button under a draft. */
    public List<Reply> cancelDraft(CommandRequest r) {
        Optional<Draft> draft = r.option("draft").flatMap(PressService::number).flatMap(whispers::draft)
                .filter(d -> d.userId().equals(r.userId()));
        boolean dropped = draft.isPresent() && whispers.dropDraft(draft.get().id());
        return List.of(new Reply.Private(dropped ? "Not sent; that message is dropped."
                : "That message was already sent or cancelled."));
    }

    /** {@code /djambi press [page]}: the caller's own threads, or every whisper once the game revealed them. */
    public List<Reply> threads(CommandRequest r) {
        Optional<Table> found = tables.find(r.channelId()).filter(t -> t.started().isPresent());
        if (found.isEmpty() || r.option("table").map(id -> !id.equals(Long.toString(found.get().id()))).orElse(false)) {
            return privately(found.isEmpty() ? "There is no game here yet." : "That list is from an older game.");
        }
        Table table = found.get();
        boolean revealed = isRevealed(table);
        if (!revealed && table.seatOf(r.userId()).isEmpty()) {
            return privately("Only the players of this game can read their whispers"
                    + (table.settings().revealPress() ? ", until the game ends and they are revealed." : "."));
        }
        List<Whisper> visible = whispers.ofTable(table.id()).stream()
                .filter(w -> revealed || w.involves(r.userId())).toList();
        if (visible.isEmpty()) {
            return privately(revealed ? "No whispers were sent in this game." : "You have no whispers in this game "
                    + "yet." + (table.settings().press() == Press.FULL ? " Send one with /whisper." : ""));
        }
        List<String> pages = PressPages.of(table, visible, revealed ? "" : r.userId());
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
        StringBuilder sb = new StringBuilder("You have " + waiting.size() + " undelivered whisper"
                + (waiting.size() == 1 ? "" : "s") + " in this game (Discord would not let the bot DM you; allow "
                + "direct messages from this server's members to get them as they come):");
        int shown = 0;
        for (Whisper w : waiting) {
            String entry = "\n" + PressPages.line(table.get(), w);
            if (sb.length() + entry.length() > PressPages.PAGE_LENGTH) {
                break;
            }
            sb.append(entry);
            whispers.mark(w.id(), r.userId(), DeliveryState.SHOWN_LATER);
            shown++;
        }
        if (shown < waiting.size()) {
            sb.append("\n…and ").append(waiting.size() - shown).append(" more, shown with your next command.");
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
                    .orElseGet(() -> Result.rejected("You are not playing in that game; pick one from the list."));
        }
        Optional<Table> here = tables.find(r.channelId()).filter(Table::isLive);
        if (here.isPresent()) { // in a game's channel, that game is meant, even if the caller plays elsewhere too
            return here.get().seatOf(r.userId()).isPresent() ? Result.ok(here.get())
                    : Result.rejected("You are not playing in this channel's game.");
        }
        if (mine.size() == 1) {
            return Result.ok(mine.get(0));
        }
        return Result.rejected(mine.isEmpty() ? "You are not playing in any live game, so there is nobody to whisper to."
                : "You play in " + mine.size() + " games; say which with the game option.");
    }

    private CompletionStage<List<Reply>> checkedAndSent(Table table, String sender, List<String> to, String text,
            Via via) {
        Optional<String> refusal = refusal(table, sender, to, text);
        if (refusal.isPresent()) {
            return answered(refusal.get());
        }
        return throttledThenSent(table, Whisper.pending(table.id(), sender, to, text, via, clock.instant()));
    }

    private CompletionStage<List<Reply>> throttledThenSent(Table table, Whisper whisper) {
        Optional<String> slowDown = throttled(whisper.senderId());
        if (slowDown.isPresent()) {
            return answered(slowDown.get());
        }
        return deliverAndReport(table, whispers.add(whisper));
    }

    /** Why this whisper may not be sent, if it may not; nothing is counted or stored. */
    private Optional<String> refusal(Table table, String sender, List<String> to, String text) {
        if (!table.isLive()) {
            return Optional.of(GAME_OVER);
        }
        if (table.settings().press() == Press.PUBLIC) {
            return Optional.of("This game is played with public press only: no private whispers. Talk in <#"
                    + table.channelId() + ">, where everyone can read it.");
        }
        if (table.settings().press() == Press.NONE) {
            return Optional.of("This is a gunboat game (press: none): no negotiation, and the channel is for moves "
                    + "only.");
        }
        if (table.seatOf(sender).isEmpty()) {
            return Optional.of("You are not playing in that game.");
        }
        if (isSilenced(table, sender)) {
            return Optional.of(SILENCED);
        }
        if (text.isEmpty()) {
            return Optional.of("A whisper needs a message.");
        }
        if (text.length() > MAX_LENGTH) {
            return Optional.of("That whisper is " + text.length() + " characters long; at most " + MAX_LENGTH
                    + ". Split it in two.");
        }
        if (to.isEmpty()) {
            return Optional.of("Whom to? Name a player with the to option.");
        }
        for (String userId : to) {
            if (userId.equals(sender)) {
                return Optional.of("You cannot whisper to yourself.");
            }
            Optional<Seat> seat = table.seatOf(userId);
            if (seat.isEmpty()) {
                return Optional.of("<@" + userId + "> is not playing in this game.");
            }
            if (seat.get().isAi()) {
                return Optional.of(seat.get().name() + " thanks you for the offer, but it does not negotiate: it "
                        + "plays its own game and reads no whispers. Nothing was sent.");
            }
            if (isSilenced(table, userId)) {
                return Optional.of(table.nameOf(seat.get().colour()) + " is out of this game, and its host chose that"
                        + " eliminated players stop whispering.");
            }
        }
        return Optional.empty();
    }

    private Optional<String> throttled(String sender) {
        return rateLimit.take(sender).map(wait -> "Slow down: at most " + rateLimit.limit() + " whispers a "
                + (rateLimit.window().equals(Duration.ofMinutes(1)) ? "minute" : rateLimit.window().toSeconds()
                        + " seconds") + ". You can whisper again in " + Math.max(1, (wait.toMillis() + 999) / 1000)
                + " seconds. Nothing was sent.");
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
                    case Courier.Refused no -> refused.append("\n**Not delivered** to ").append(name).append(": ")
                            .append(no.why()).append(". Your whisper is kept, and they will see it the next time "
                                    + "they use a bot command in that game.");
                }
            }
            String text = (delivered.isEmpty() ? "" : "Whispered to " + String.join(", ", delivered) + ".")
                    + refused;
            return List.<Reply>of(new Reply.Private(text.strip()));
        });
    }

    private CompletionStage<Courier.Outcome> deliver(Table table, Whisper whisper, String recipientId) {
        Courier.DirectMessage dm = new Courier.DirectMessage(recipientId, directMessage(table, whisper, recipientId),
                whisper.id(), "Reply to " + table.seatOf(whisper.senderId()).map(Seat::name).orElse("the sender"));
        return courier.deliver(dm).exceptionally(e -> new Courier.Refused("the bot could not reach Discord"))
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
        StringBuilder sb = new StringBuilder("**Whisper** · ").append(where(table)).append('\n');
        Seat from = table.seatOf(whisper.senderId()).orElseThrow();
        sb.append("From **").append(from.name()).append("** (").append(from.colour().displayName()).append(") to you");
        table.seatOf(recipientId).ifPresent(s -> sb.append(" (").append(s.colour().displayName()).append(')'));
        List<String> others = whisper.recipients().stream().filter(u -> !u.equals(recipientId)).toList();
        if (!others.isEmpty()) {
            sb.append(" and to ").append(names(table, others));
        }
        return sb.append(":\n>>> ").append(whisper.text()).toString();
    }

    private String where(Table table) {
        return "Djambi game " + table.id() + " on **" + servers.nameOf(table.guildId()) + "**, <#" + table.channelId()
                + ">";
    }

    private String label(Table t, String userId) {
        String colour = t.seatOf(userId).map(s -> s.colour().displayName()).orElse("");
        String others = t.seats().values().stream().filter(s -> !s.userId().equals(userId)).map(Seat::name).sorted()
                .reduce((a, b) -> a + ", " + b).orElse("nobody yet");
        String text = "Game " + t.id() + " on " + servers.nameOf(t.guildId()) + ": you are " + colour + ", with "
                + others;
        return text.length() <= 100 ? text : text.substring(0, 99) + "…";
    }

    private static String names(Table table, List<String> userIds) {
        return String.join(", ", userIds.stream()
                .map(u -> table.seatOf(u).map(s -> table.nameOf(s.colour())).orElse("<@" + u + ">")).toList());
    }

    private static String firstName(Table table, List<String> userIds) {
        return userIds.size() > 1 ? "them" : table.seatOf(userIds.get(0)).map(Seat::name).orElse("them");
    }

    private static Optional<Long> number(String text) {
        try {
            return Optional.of(Long.parseLong(text.strip()));
        } catch (NumberFormatException e) {
            return Optional.empty();
        }
    }

    private static CompletionStage<List<Reply>> answered(String text) {
        return CompletableFuture.completedFuture(privately(text));
    }

    private static List<Reply> privately(String text) {
        return List.of(new Reply.Private(text));
    }
}
