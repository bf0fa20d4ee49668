package io.djambi.bot.game;

import io.djambi.bot.command.Outage;
import io.djambi.bot.command.Reply;
import io.djambi.bot.text.Catalogue;
import io.djambi.engine.ai.Level;
import io.djambi.engine.game.Game;
import io.djambi.engine.game.GameEvent;
import io.djambi.engine.model.Colour;
import io.djambi.engine.move.Move;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionStage;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.Executor;
import java.util.concurrent.RejectedExecutionException;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * What a player's running out of time does to his game, under the table's {@link TimeoutPolicy}: his turn is skipped
 * (resigned at the third skip in a row, or under {@code ai-takes-over} his seat handed to an AI), he is resigned, or the AI ({@code normal}) plays that move for him; if the
 * AI fails {@value #STAND_IN_TRIES} times, the turn is skipped instead so the game goes on. Applied only if the game
 * is still at the turn the clock named, under the game's lock: a move that beat the clock wins, and a timeout is
 * never applied twice.
 */
public final class Timeouts {
    private static final Logger log = LoggerFactory.getLogger(Timeouts.class);
    public static final int STAND_IN_TRIES = 3;
    /** How strong the AI that plays a late player's move under {@code timeout:ai} is. */
    static final Level STAND_IN_LEVEL = Level.NORMAL;
    /** The time-outs in a row, each skipping the turn, after which the seat is marked "substitute wanted". */
    public static final int SKIPS_BEFORE_WANTED = 2;

    private final GameLife life;
    private final BoardPosts posts;
    private final Executor aiPool;
    private final MoveChooser chooser;
    private final Catalogue text;
    /** Turns whose stand-in move is being searched, so the next tick does not start a second search. */
    private final Set<Turn> standingIn = ConcurrentHashMap.newKeySet();
    /** Failed stand-in searches of a turn; each time-up tries again, up to {@link #STAND_IN_TRIES}. */
    private final Map<Turn, Integer> standInFailures = new ConcurrentHashMap<>();

    /**
     * @param aiPool where a {@code timeout:ai} stand-in move is searched, off the clock's own thread
     * @param chooser searches the stand-in move (a failing fake in tests)
     * @param text the words of the posts
     */
    public Timeouts(GameLife life, BoardPosts posts, Executor aiPool, MoveChooser chooser, Catalogue text) {
        this.life = life;
        this.posts = posts;
        this.aiPool = aiPool;
        this.chooser = chooser;
        this.text = text;
    }

    /**
     * The posts that say what the timeout did; they complete at once for a skip or a resignation, once the stand-in
     * is played under {@code timeout:ai}. Empty when nothing was applied (the game moved on, or a search is under
     * way or failed and will be tried at the next time-up).
     */
    public CompletionStage<List<Reply>> timeUp(TimeUp timeUp) {
        Turn turn = timeUp.turn();
        return life.inGame(turn.channelId(), () -> {
            Optional<Table> found = life.stillAt(turn);
            if (found.isEmpty()) {
                return done(List.of());
            }
            Table table = found.get();
            if (table.settings().timeout() == TimeoutPolicy.AI) {
                return standIn(table);
            }
            return done(life.change(
                    turn.channelId(), () -> lose(table, table.settings().timeout(), false)));
        });
    }

    /** The late player loses his turn ({@code SKIP}, resigned at the third in a row) or the game ({@code RESIGN}). */
    private List<Reply> lose(Table table, TimeoutPolicy policy, boolean aiFailed) {
        Colour late = table.game().position().toMove().orElseThrow();
        int heldSince = life.seatChanges(table.id()).stream()
                .filter(c -> c.came().colour() == late)
                .mapToInt(SeatChange::ply)
                .max()
                .orElse(0);
        int skips = skipsInARow(table.game(), late, heldSince);
        boolean third = skips + 1 >= TimeoutPolicy.SKIPS_BEFORE_RESIGNING;
        // Under ai-takes-over the third time-out hands the seat to an AI instead of resigning him
        boolean takeOver = third && policy == TimeoutPolicy.AI_TAKES_OVER;
        boolean resign = policy == TimeoutPolicy.RESIGN || (third && !takeOver);
        Catalogue game = table.inItsLanguage(text);
        Seat ai = Seat.ai(late, Level.NORMAL, game);
        String what = policy == TimeoutPolicy.RESIGN
                ? game.get("timeout.resigned")
                : takeOver
                        ? game.get("timeout.taken-over", ai.name())
                        : resign
                                ? game.get("timeout.resigned-third")
                                : game.get(
                                        policy == TimeoutPolicy.AI_TAKES_OVER
                                                ? "timeout.skipped-ai"
                                                : "timeout.skipped",
                                        skips + 1,
                                        TimeoutPolicy.SKIPS_BEFORE_RESIGNING);
        String words = game.get(aiFailed ? "timeout.late-ai-failed" : "timeout.late", table.nameOf(late, game), what);
        GameEvent event = resign ? new GameEvent.Resign(late) : new GameEvent.Skip();
        Table next = table.withGame(table.game().play(event).orThrow(), Set.of());
        // The table as stored: a resignation that leaves only AIs ends the game there, and the post tells that end
        Table stored = resign ? life.resignedByClock(table, next) : life.advance(next);
        if (takeOver && stored.stage() == Stage.PLAYING) {
            // The turn passes, then the AI plays the colour from its next turn on
            stored = life.advance(life.handOver(stored, ai));
        }
        log.info(
                "Table {}: {} timed out, {}",
                table.id(),
                late,
                resign ? "resigned" : takeOver ? "skipped, an AI takes the seat over" : "skipped");
        // The late player hears of it once, whether his turn was skipped or he is out
        // With an AI to move next its board comes at once and shows what the time-out left: a line here, not a board
        // of its own (two boards for one turn)
        if (takeOver && stored.stage() == Stage.PLAYING) {
            // A line that says the seat changed hands, as /replace's does: it closes the seat's "substitute wanted"
            // line, whose Take the seat only led to a refusal from now on (found by the play-tests); the board follows
            // unless an AI moves next, whose board comes at once
            Reply.Public line = posts.alsoPinging(
                    new Reply.Public(words, List.of(), List.of(), new Reply.SeatFilled(WantedSeat.seatName(late))),
                    table.seats().get(late));
            return stored.aiToMove().isPresent() ? List.of(line) : List.of(line, posts.post(stored, null, "", true));
        }
        Reply.Public news =
                stored.aiToMove().isPresent() ? Reply.Public.text(words) : posts.post(stored, null, words, true);
        Reply.Public told = posts.alsoPinging(news, table.seats().get(late));
        if (!resign
                && !takeOver
                && skips + 1 == SKIPS_BEFORE_WANTED
                && stored.stage() == Stage.PLAYING
                && life.seatsWanted(stored).stream().noneMatch(w -> w.colour() == late)) {
            // Skipped twice in a row: the seat is marked, and whoever would take it over may say so
            life.markWanted(stored, WantedSeat.open(late));
            Seat seat = stored.seats().get(late);
            log.info("Table {}: {} skipped twice in a row, a substitute wanted", table.id(), late);
            // The button under the line, as the channel shows it, to whoever reads the line
            String button = stored.inItsLanguage(text).get("button.take-the-seat");
            // Who agrees to the one who takes it: the host alone when nobody else is left to ask
            String wanted = WantedSeat.hostAlone(stored, late) ? "timeout.wanted-host" : "timeout.wanted";
            return List.of(
                    told,
                    WantedSeat.post(stored, late, w -> w.get(wanted, seat.nameIn(w), w.colour(late), button), text));
        }
        return List.of(told);
    }

    /** {@code timeout:ai}: the AI plays this one move for the late player, who keeps his seat. */
    private CompletionStage<List<Reply>> standIn(Table table) {
        Turn turn = Turn.of(table);
        if (!standingIn.add(turn)) {
            return done(List.of()); // already handed to the pool: the next time-ups wait for it
        }
        CompletableFuture<List<Reply>> played = new CompletableFuture<>();
        try {
            aiPool.execute(() -> {
                try {
                    played.complete(searchAndPlay(table, turn));
                } catch (RuntimeException e) {
                    played.complete(failed(table, turn, e));
                } finally {
                    standingIn.remove(turn);
                }
            });
        } catch (RejectedExecutionException e) {
            standingIn.remove(turn); // shutting down: the stand-in is made after the restart
            played.complete(List.of());
        }
        return played;
    }

    private List<Reply> searchAndPlay(Table table, Turn turn) {
        Colour late = table.game().position().toMove().orElseThrow();
        Move move = chooser.choose(
                table.game().position(),
                table.game().positions(),
                STAND_IN_LEVEL,
                MoveChooser.seed(table.id(), table.version()));
        // In the game's language, as its channel reads it (it was the bot's default language)
        Catalogue game = table.inItsLanguage(text);
        String who = new StandIn(table.version(), STAND_IN_LEVEL).toldNowIn(table.nameOf(late, game), game);
        List<Reply> posted = life.playFor(turn, move, STAND_IN_LEVEL, who);
        log.info("Table {}: {} timed out, the AI played for him", table.id(), late);
        standInFailures.remove(turn);
        return posted;
    }

    /**
     * A failed search; at the last try the turn is lost as under {@code timeout:skip}, so the game goes on. The
     * database being away is not the stand-in's failure and spends no try: the timer's next tick asks again.
     */
    private List<Reply> failed(Table table, Turn turn, RuntimeException e) {
        Optional<Throwable> outage = Outage.in(e);
        if (outage.isPresent()) {
            log.warn(
                    "AI stand-in on table {} waits for the database: {}",
                    table.id(),
                    outage.get().getMessage());
            return List.of();
        }
        int failures = standInFailures.merge(turn, 1, Integer::sum);
        log.error("AI stand-in failed on table {} ({} of {})", table.id(), failures, STAND_IN_TRIES, e);
        if (failures < STAND_IN_TRIES) {
            return List.of();
        }
        standInFailures.remove(turn);
        return life.change(turn.channelId(), () -> life.stillAt(turn)
                .map(now -> lose(now, TimeoutPolicy.SKIP, true))
                .orElse(List.of()));
    }

    /**
     * How many of the colour's latest turns in a row ended in a skip (a move of his resets the count), counting only
     * the events from {@code since} on: those of whoever holds the seat since it changed hands then. A substitute
     * inherited his predecessor's two lost turns, and his first time-out was the third in a row that hands the seat
     * to an AI (found by the play-test).
     */
    public static int skipsInARow(Game game, Colour colour, int since) {
        int skips = 0;
        for (int i = game.events().size() - 1; i >= since; i--) {
            if (game.positions().get(i).toMove().orElse(null) != colour) {
                continue;
            }
            if (!(game.events().get(i) instanceof GameEvent.Skip)) {
                break;
            }
            skips++;
        }
        return skips;
    }

    private static CompletionStage<List<Reply>> done(List<Reply> replies) {
        return CompletableFuture.completedFuture(replies);
    }
}
