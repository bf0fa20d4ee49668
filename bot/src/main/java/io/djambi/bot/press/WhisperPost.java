package io.djambi.bot.press;

import static io.djambi.bot.press.PressReplies.answered;

import io.djambi.bot.command.CommandRequest;
import io.djambi.bot.command.Reply;
import io.djambi.bot.game.Table;
import io.djambi.bot.game.TableStore;
import io.djambi.bot.press.Whisper.Via;
import io.djambi.bot.text.Catalogue;
import io.djambi.engine.Result;
import java.time.Clock;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.CompletionStage;

/**
 * Sending a whisper: {@code /whisper} in a game's channel or a DM, and the Reply button's form under a whisper. A
 * whisper is checked against the {@link PressRules}, counted against the sender's rate limit, stored, then delivered.
 */
final class WhisperPost {
    private final TableStore tables;
    private final WhisperStore whispers;
    private final PressRules rules;
    private final WhisperDelivery delivery;
    private final Clock clock;
    private final Catalogue text;

    WhisperPost(
            TableStore tables,
            WhisperStore whispers,
            PressRules rules,
            WhisperDelivery delivery,
            Clock clock,
            Catalogue text) {
        this.tables = tables;
        this.whispers = whispers;
        this.rules = rules;
        this.delivery = delivery;
        this.clock = clock;
        this.text = text;
    }

    /** {@code /whisper to:<user> message:<text> [game] [to2] [to3]}. */
    CompletionStage<List<Reply>> whisper(CommandRequest r) {
        Result<Table> game = gameOf(r);
        if (game instanceof Result.Rejected<Table> no) {
            return answered(no.reason());
        }
        Table table = game.orThrow();
        List<String> to = new ArrayList<>(new LinkedHashSet<>(r.options().entrySet().stream()
                .filter(e -> e.getKey().matches("to[23]?"))
                .sorted(Map.Entry.comparingByKey())
                .map(e -> e.getValue().strip())
                .toList()));
        String message = r.option("message").orElse("").strip();
        return checkedAndSent(table, r.userId(), to, message, Via.COMMAND);
    }

    /** See {@link PressService#replyRefusal}. */
    Optional<String> replyRefusal(long whisperId, String userId) {
        Optional<Whisper> original = whispers.find(whisperId);
        if (original.isEmpty() || !original.get().recipients().contains(userId)) {
            return Optional.of(text.get("press.refused.not-yours"));
        }
        Optional<Table> table = tables.byId(original.get().tableId());
        if (table.isEmpty()) {
            return Optional.of(text.get("press.refused.unknown-game"));
        }
        if (!table.get().isLive()) {
            return Optional.of(rules.gameOver(table.get()));
        }
        if (PressRules.isSilenced(table.get(), userId)) {
            return Optional.of(text.get("press.refused.silenced"));
        }
        return Optional.empty();
    }

    /** The Reply button's form under a whisper: {@code whisper} (its id) and {@code message}. */
    CompletionStage<List<Reply>> replyTo(CommandRequest r) {
        Optional<Whisper> original =
                r.option("whisper").flatMap(PressReplies::number).flatMap(whispers::find);
        if (original.isEmpty() || !original.get().recipients().contains(r.userId())) {
            return answered(text.get("press.refused.not-yours"));
        }
        Optional<Table> table = tables.byId(original.get().tableId());
        if (table.isEmpty()) {
            return answered(text.get("press.refused.unknown-game"));
        }
        return checkedAndSent(
                table.get(),
                r.userId(),
                List.of(original.get().senderId()),
                r.option("message").orElse("").strip(),
                Via.REPLY);
    }

    /**
     * The game a {@code /whisper} is for: the one named, else the one played in the channel (or thread), else his only
     * game among those whose cards are in the channel, else the caller's only live game. A game named or played where
     * it is typed is meant even once it is over, so that it is refused as over rather than sent to another game.
     */
    private Result<Table> gameOf(CommandRequest r) {
        List<Table> mine = tables.liveTablesOf(r.userId());
        if (r.option("game").isPresent()) {
            Optional<Table> named =
                    r.option("game").flatMap(PressReplies::number).flatMap(tables::byId);
            if (named.isPresent() && !named.get().isLive()) {
                return Result.rejected(rules.gameOver(named.get()));
            }
            return mine.stream()
                    .filter(t -> named.isPresent() && t.id() == named.get().id())
                    .findFirst()
                    .<Result<Table>>map(Result::ok)
                    .orElseGet(() -> Result.rejected(text.get("press.game.not-yours")));
        }
        Optional<Table> here = tables.find(r.channelId());
        if (here.isPresent() && here.get().isLive()) { // that game is meant, even if the caller plays elsewhere too
            if (here.get().seatOf(r.userId()).isPresent()) {
                return Result.ok(here.get());
            }
            return Result.rejected(
                    text.get(here.get().inThread() ? "press.game.not-in-thread" : "press.game.not-here"));
        }
        List<Table> beside = tables.cardsIn(r.channelId()).stream()
                .filter(t -> t.seatOf(r.userId()).isPresent())
                .toList();
        if (beside.size() == 1) { // typed beside the cards: his one game among them, even if he plays elsewhere too
            return Result.ok(beside.get(0));
        }
        if (here.isPresent() && beside.isEmpty()) { // the game played here is over: never another game instead
            return Result.rejected(
                    mine.isEmpty()
                            ? rules.gameOver(here.get())
                            : text.get("press.game.over-elsewhere", here.get().id()));
        }
        if (mine.size() == 1) {
            return Result.ok(mine.get(0));
        }
        return Result.rejected(
                mine.isEmpty() ? text.get("press.game.none") : text.get("press.game.which", mine.size()));
    }

    private CompletionStage<List<Reply>> checkedAndSent(
            Table table, String sender, List<String> to, String message, Via via) {
        Optional<String> refusal = rules.refusal(table, sender, to, message);
        if (refusal.isPresent()) {
            return answered(refusal.get());
        }
        return throttledThenSent(table, Whisper.pending(table.id(), sender, to, message, via, clock.instant()));
    }

    /** Counts the whisper against its sender's rate limit, then stores and delivers it if he had one left. */
    CompletionStage<List<Reply>> throttledThenSent(Table table, Whisper whisper) {
        Optional<String> slowDown = rules.throttled(whisper.senderId());
        if (slowDown.isPresent()) {
            return answered(slowDown.get());
        }
        Whisper stored;
        try {
            stored = whispers.add(whisper, delivery.heldUntil());
        } catch (RuntimeException e) {
            return PressReplies.keptOrNot(e, table, text);
        }
        return delivery.deliverAndReport(table, stored);
    }
}
