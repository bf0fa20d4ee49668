package io.djambi.bot.game;

import static io.djambi.bot.game.LobbyCommands.privately;

import io.djambi.bot.command.Command;
import io.djambi.bot.command.CommandGroup;
import io.djambi.bot.command.CommandRequest;
import io.djambi.bot.command.CommandSpec;
import io.djambi.bot.command.OptionSpec;
import io.djambi.bot.command.Reply;
import io.djambi.bot.text.Catalogue;
import java.time.Clock;
import java.util.List;
import java.util.Optional;

/**
 * {@code /djambi abort}: the host or a channel manager ends the lobby or game without a result, under its lock,
 * once he confirms; the channel's post pings every person seated but him.
 */
public final class GameControlCommands implements CommandGroup {
    static final CommandSpec ABORT = CommandSpec.djambi("abort", "command.djambi.abort.description", OptionSpec.GAME);
    static final CommandSpec ABORT_CONFIRM = Confirmations.confirming(
            "abort",
            "command.djambi.abort-confirm.description",
            "option.djambi.abort-confirm.table.description",
            "option.djambi.abort-confirm.asked.description");
    /** Every command this group declares, for the registration. */
    public static final List<CommandSpec> DECLARED = List.of(ABORT, ABORT_CONFIRM);

    private final GameLife life;
    private final Confirmations confirmations;
    private final Catalogue text;

    /** @param clock dates the confirmation, which expires after a minute */
    public GameControlCommands(GameLife life, Catalogue text, Clock clock) {
        this.life = life;
        this.confirmations = new Confirmations(clock, text);
        this.text = text;
    }

    @Override
    public List<Command> commands() {
        return List.of(life.underLock(ABORT, this::ask), life.underLock(ABORT_CONFIRM, this::abort));
    }

    /** Why the caller may not abort here, if he may not. */
    private Optional<List<Reply>> notAllowed(CommandRequest r, Optional<Table> found) {
        if (found.isEmpty()) {
            return Optional.of(privately(text.get("abort.no-game")));
        }
        if (!found.get().hostId().equals(r.userId()) && !r.moderator()) {
            return Optional.of(privately(text.get("abort.not-allowed")));
        }
        return Optional.empty();
    }

    private List<Reply> ask(CommandRequest r) {
        Optional<Table> found = life.live(r.channelId());
        return notAllowed(r, found)
                .orElseGet(() -> confirmations.ask(
                        "abort",
                        found.get(),
                        text.get("confirm.abort", found.get().id())));
    }

    private List<Reply> abort(CommandRequest r) {
        Optional<Table> found = life.live(r.channelId());
        Optional<List<Reply>> refused = confirmations.refusal(r, found).or(() -> notAllowed(r, found));
        if (refused.isPresent()) {
            return refused.get();
        }
        Table table = life.abort(found.get());
        // Every end of a table pings its players, as a game's last post does; the one who aborted it knows already
        List<String> told =
                table.people().stream().filter(id -> !id.equals(r.userId())).toList();
        Catalogue game = table.inItsLanguage(text);
        Reply.Public line = BoardPosts.pinging(Reply.Public.text(game.get("abort.done", r.userName())), told);
        // The draw offer or takeback request standing is struck through above, saying why: it kept its Accept and
        // Decline, which only answered that it was no longer open (found by a test first). And the game's latest board
        // loses its Make a move, which looked live and only answered with a refusal. The offers of a seat and the
        // "substitute wanted" lines too: they kept their buttons, which only answered that the offer was no longer open
        // (found by the play-test)
        String struck = game.get("abort.struck", r.userName());
        Reply.Public post = line.under(new Reply.GameAborted(
                standingOffers(found.get()).stream()
                        .map(kind -> new Reply.OfferClosed(kind, struck))
                        .toList(),
                struck));
        return List.of(
                new Reply.Private(text.get("abort.done", r.userName())),
                post.echoing(text.get("abort.done", r.userName())));
    }

    /**
     * The kind of offer standing in a game ({@link Reply.OfferClosed#DRAW}, {@link Reply.OfferClosed#TAKEBACK}, or
     * empty for both), if one does: none, and the relay need not look back through the channel for one.
     */
    private static Optional<String> standingOffers(Table table) {
        boolean draw = !table.drawOffers().isEmpty();
        boolean takeback = table.takebackStanding().isPresent();
        if (draw && takeback) {
            return Optional.of("");
        }
        return draw
                ? Optional.of(Reply.OfferClosed.DRAW)
                : takeback ? Optional.of(Reply.OfferClosed.TAKEBACK) : Optional.empty();
    }
}
