package io.djambi.bot.press;

import io.djambi.bot.command.CommandRequest;
import io.djambi.bot.command.Reply;
import io.djambi.bot.game.SeatChange;
import io.djambi.bot.game.ServerNames;
import io.djambi.bot.game.TableStore;
import io.djambi.bot.text.Catalogue;
import io.djambi.bot.text.InMemoryLanguageBook;
import io.djambi.bot.text.LanguageBook;
import java.time.Clock;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.CompletionStage;
import java.util.function.Function;

/**
 * Private negotiation between the players of a game: {@code /whisper}, the Reply button under a whisper, plain DMs
 * relayed to the last partner once confirmed, and what a player may read back. A whisper is checked, then stored,
 * then delivered; the sender is told how each delivery went. A whisper's text is never logged and never goes
 * anywhere but to its sender and recipients (and into the archive, when the game ends and the host chose to
 * reveal).
 *
 * <p>The one door of the press, wired here from its parts: {@link WhisperPost} sends, {@link DmRelay} relays plain
 * DMs through their drafts, {@link PressReading} reads back, {@link WhisperDelivery} delivers, {@link PressRules}
 * says who may whisper.
 */
public final class PressService {
    public static final int MAX_LENGTH = 1500;
    static final int MAX_GAME_CHOICES = 25;

    private final WhisperPost post;
    private final DmRelay relay;
    private final PressReading reading;
    private final WhisperDelivery delivery;

    /** Every recipient's language English; no seat changed hands. */
    public PressService(
            TableStore tables,
            WhisperStore whispers,
            Courier courier,
            ServerNames servers,
            WhisperRateLimit rateLimit,
            Clock clock,
            Catalogue text) {
        this(tables, whispers, courier, servers, rateLimit, clock, text, new InMemoryLanguageBook(), id -> List.of());
    }

    /**
     * @param seatChanges the seats of a table's game that changed hands, in order (the result book's): one who left
     *     his seat is named as the game knew him, and told, as is one who whispers to him, who took it
     */
    public PressService(
            TableStore tables,
            WhisperStore whispers,
            Courier courier,
            ServerNames servers,
            WhisperRateLimit rateLimit,
            Clock clock,
            Catalogue text,
            LanguageBook languages,
            Function<Long, List<SeatChange>> seatChanges) {
        PressRules rules = new PressRules(rateLimit, seatChanges, text);
        WhisperDms dms = new WhisperDms(servers, rules, text);
        this.delivery = new WhisperDelivery(tables, whispers, courier, dms, text, languages, clock);
        this.post = new WhisperPost(tables, whispers, rules, delivery, clock, text);
        this.relay = new DmRelay(tables, whispers, rules, post, delivery, dms, clock, text);
        this.reading = new PressReading(tables, whispers, servers, rules, text);
    }

    /** {@code /whisper to:<user> message:<text> [game] [to2] [to3]}. */
    public CompletionStage<List<Reply>> whisper(CommandRequest r) {
        return post.whisper(r);
    }

    /**
     * Why this user may not answer this whisper with its Reply button, if he may not: only its recipients may, and
     * only while its game is live and he may still whisper there. Asked when the button is pressed, so that no form
     * opens for an answer that would be refused; {@link #replyTo} checks everything again when the form is sent.
     */
    public Optional<String> replyRefusal(long whisperId, String userId) {
        return post.replyRefusal(whisperId, userId);
    }

    /** The Reply button's form under a whisper: {@code whisper} (its id) and {@code message}. */
    public CompletionStage<List<Reply>> replyTo(CommandRequest r) {
        return post.replyTo(r);
    }

    /**
     * A plain DM to the bot: relayed to whoever the sender last exchanged whispers with, in the game where that
     * happened; refused in words, naming that game, once it is over or either of them no longer plays in it. The
     * first time for a recipient, the sender confirms with a button, so nothing reaches the wrong person by surprise.
     */
    public CompletionStage<List<Reply>> relay(CommandRequest r) {
        return relay.relay(r);
    }

    /**
     * Why this user may not press the Send or Cancel button of this draft, if he may not: only its author may. Asked
     * when the button is pressed, before its message is edited; {@link #confirmDraft} and {@link #cancelDraft} check
     * again. A draft already gone is no refusal here: the command says so.
     */
    public Optional<String> draftRefusal(long draftId, String userId) {
        return relay.draftRefusal(draftId, userId);
    }

    /** The Send button under a draft. */
    public CompletionStage<List<Reply>> confirmDraft(CommandRequest r) {
        return relay.confirmDraft(r);
    }

    /** The Cancel button under a draft. */
    public List<Reply> cancelDraft(CommandRequest r) {
        return relay.cancelDraft(r);
    }

    /** {@code /djambi press [page]}: the caller's own threads, or every whisper once the game revealed them. */
    public List<Reply> threads(CommandRequest r) {
        return reading.threads(r);
    }

    /**
     * Whispers Discord refused to deliver to the caller, shown to him privately when he uses a command in their
     * game's channel, then marked as shown.
     */
    public List<Reply> undelivered(CommandRequest r) {
        return reading.undelivered(r);
    }

    /** The choices for {@code /whisper}'s {@code game} option: the caller's live games matching what he typed. */
    public List<GameChoice> gameChoices(String userId, String typed) {
        return reading.gameChoices(userId, typed);
    }

    /** One choice of the {@code game} option. */
    public record GameChoice(String value, String label) {}

    /**
     * Sends again the whisper deliveries a stopped or dead process left pending, once their hold on them has run out:
     * each by one process of those sharing the database. Run at start and then every minute; a refusal is kept for
     * the recipient's next command, as for any whisper.
     */
    public CompletionStage<Integer> retryPending() {
        return delivery.retryPending();
    }
}
