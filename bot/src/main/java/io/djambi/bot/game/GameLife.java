package io.djambi.bot.game;

import io.djambi.bot.command.Command;
import io.djambi.bot.command.CommandRequest;
import io.djambi.bot.command.CommandSpec;
import io.djambi.bot.command.Reply;
import io.djambi.bot.outbox.ChannelOutbox;
import io.djambi.bot.text.Catalogue;
import io.djambi.bot.text.InMemoryLanguageBook;
import io.djambi.engine.Result;
import io.djambi.engine.Words;
import io.djambi.engine.ai.Ai;
import io.djambi.engine.ai.Level;
import io.djambi.engine.game.Game;
import io.djambi.engine.game.GameEvent;
import io.djambi.engine.model.Position;
import io.djambi.engine.move.Move;
import io.djambi.engine.notation.MoveDescription;
import java.util.ArrayList;
import java.util.EnumSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.function.Function;
import java.util.function.Supplier;

/**
 * A table's life, {@link Stage#LOBBY} then {@link Stage#PLAYING} then {@link Stage#OVER}: every change to a table
 * goes through here, and is stored before it is answered; the end of a game is written in the result book. Changes
 * run under the game's one lock ({@link GameLocks}, shared with the clock commands and the turn timer) and read the
 * table inside it, so of two racing changes exactly one applies; a decision made outside the lock (a timeout, an AI
 * move) names the {@link Turn} it was made for and is dropped if the game has moved on.
 */
public final class GameLife {
    private final TableStore store;
    private final ResultBook results;
    private final GameLocks locks;
    private final BoardPosts posts;
    private final ChannelOutbox outbox;
    private final Cards cards;
    private final FollowerNews followers;
    private final GameReviews reviews;

    /**
     * Followers are kept for this run only, and told nothing.
     *
     * @param locks the games' locks, the same instance the clock commands and the turn timer hold
     * @param outbox where the public posts of every change are written, in the change's transaction
     */
    public GameLife(TableStore store, ResultBook results, GameLocks locks, BoardPosts posts, ChannelOutbox outbox) {
        this(
                store,
                results,
                locks,
                posts,
                outbox,
                new FollowerNews(
                        new InMemoryFollowers(),
                        FollowerMail.NONE,
                        Catalogue.english(),
                        new InMemoryLanguageBook(),
                        posts));
    }

    /**
     * @param locks the games' locks, the same instance the clock commands and the turn timer hold
     * @param outbox where the public posts of every change are written, in the change's transaction
     * @param followers told by DM of what each change did to a game they follow, once it is stored
     */
    public GameLife(
            TableStore store,
            ResultBook results,
            GameLocks locks,
            BoardPosts posts,
            ChannelOutbox outbox,
            FollowerNews followers) {
        this(store, results, locks, posts, outbox, followers, GameReviews.NONE);
    }

    /**
     * @param locks the games' locks, the same instance the clock commands and the turn timer hold
     * @param outbox where the public posts of every change are written, in the change's transaction
     * @param followers told by DM of what each change did to a game they follow, once it is stored
     * @param reviews asked for each finished game's review with its last post, and to compute it once that is stored
     */
    public GameLife(
            TableStore store,
            ResultBook results,
            GameLocks locks,
            BoardPosts posts,
            ChannelOutbox outbox,
            FollowerNews followers,
            GameReviews reviews) {
        this.store = store;
        this.results = results;
        this.locks = locks;
        this.posts = posts;
        this.outbox = outbox;
        this.cards = new Cards(posts);
        this.followers = followers;
        this.reviews = reviews;
    }

    /** The games' followers ({@code /follow}). */
    public Followers followers() {
        return followers.followers();
    }

    /** Runs {@code work} holding the channel's game lock. */
    public <T> T inGame(String channelId, Supplier<T> work) {
        return locks.inGame(channelId, work);
    }

    /**
     * Runs a change of the channel's game under its lock, in one transaction with the public posts it makes: each is
     * written to the outbox, for the relay to make, and stands in the answers as a {@link Reply.Posted}; the private
     * answers are returned as they are. A change that fails keeps neither its change nor its posts. The game's
     * followers are told of it by DM once it is stored and the lock let go.
     */
    public List<Reply> change(String channelId, Supplier<List<Reply>> change) {
        Changed changed = locks.inGame(
                channelId,
                () -> outbox.withChange(channelId, () -> {
                    Table before = store.find(channelId).orElse(null);
                    Published published = publish(channelId, change.get());
                    Table after = store.find(channelId).orElse(null);
                    // Worded here: what they need from the database is read in the change's transaction
                    return new Changed(published.answers(), followers.news(before, after), published.review());
                }));
        changed.news().send();
        changed.review().ifPresent(reviews::start);
        return changed.answers();
    }

    /** A change's answers, the DMs it makes to the game's followers, and the table whose review it asked for. */
    private record Changed(List<Reply> answers, FollowerNews.News news, Optional<Long> review) {}

    /** The answers of a change whose posts are in the outbox, and the table whose review its last post asked for. */
    private record Published(List<Reply> answers, Optional<Long> review) {}

    /**
     * The change's posts into the outbox: in the game's channel (its thread, for a game with one), a card's edit in
     * the channel of the cards. A change that posts anything in a game with a card also brings its card up to date,
     * unless it edited the card itself: the card says whose move it is and the result.
     */
    private Published publish(String channelId, List<Reply> replies) {
        List<Reply> answers = new ArrayList<>();
        Table table = null;
        boolean carded = false;
        Optional<Long> review = Optional.empty();
        for (Reply reply : replies) {
            if (reply instanceof Reply.Public post) {
                if (table == null) {
                    table = store.find(channelId)
                            .orElseThrow(() ->
                                    new IllegalStateException("a post in channel " + channelId + " without a table"));
                }
                outbox.add(
                        table.id(),
                        table.guildId(),
                        post.isCard() ? table.cardChannelId() : channelId,
                        ending(post, table));
                carded |= post.isCard();
                if (isLastPost(post, table)) {
                    // Below the game's last post: its review, said to be coming, then posted in its place
                    Optional<Reply.Public> coming = reviews.wanted(table);
                    if (coming.isPresent()) {
                        outbox.add(table.id(), table.guildId(), channelId, coming.get());
                        review = Optional.of(table.id());
                    }
                }
                answers.add(new Reply.Posted(
                        post.said(),
                        post.controls() instanceof Reply.LobbyControls && !post.isCard(),
                        post.isCard() ? table.cardChannelId() : channelId,
                        post.echoControls()));
            } else {
                answers.add(reply);
            }
        }
        if (table != null && table.inThread() && !carded) {
            outbox.add(table.id(), table.guildId(), table.cardChannelId(), card(table));
        }
        return new Published(answers, review);
    }

    /** The last post of a game: the one that attaches its record. */
    private static boolean isLastPost(Reply.Public post, Table table) {
        String recordFile = BoardPosts.recordFile(table);
        return post.files().stream().anyMatch(f -> f.fileName().equals(recordFile));
    }

    /**
     * The last post of a game (the one that attaches its record) with the rating changes above its pings, the seat
     * changes and the AI's moves for late players noted in the record, as the export notes them, and the game's offers
     * of a seat and "substitute wanted" lines closed under it ({@link #over}); any other post as it is.
     */
    private Reply.Public ending(Reply.Public post, Table table) {
        String recordFile = BoardPosts.recordFile(table);
        if (!isLastPost(post, table)) {
            return post;
        }
        post = post.under(over(post.controls(), table));
        String ratings = ratingLines(table);
        if (!ratings.isEmpty()) {
            // Above the pings that end the post
            String pings = post.mentions().stream()
                    .map(id -> "<@" + id + ">")
                    .collect(java.util.stream.Collectors.joining(" "));
            String said = post.text();
            String withRatings = !pings.isEmpty() && said.endsWith(" " + pings)
                    ? said.substring(0, said.length() - pings.length() - 1) + "\n" + ratings + "\n" + pings
                    : said + "\n" + ratings;
            post = post.with(withRatings, post.files());
        }
        Movers movers = movers(table);
        if (movers.changes().isEmpty() && movers.standIns().isEmpty()) {
            return post;
        }
        List<Reply.Attachment> files = post.files().stream()
                .map(f -> !f.fileName().equals(recordFile)
                        ? f
                        : new Reply.Attachment(
                                recordFile,
                                RecordNotes.into(
                                                new String(f.bytes(), java.nio.charset.StandardCharsets.UTF_8),
                                                movers,
                                                posts.inGame(table))
                                        .getBytes(java.nio.charset.StandardCharsets.UTF_8)))
                .toList();
        return post.with(post.text(), files);
    }

    /**
     * The controls under a game's last post: {@link Reply.GameOver}, which also strikes through its offers of a seat and
     * "substitute wanted" lines, saying why in the game's language (they kept their buttons: found by the play-test),
     * with the draw offer it ended ({@code was}: the draw agreed), if any.
     */
    private Reply.Controls over(Reply.Controls was, Table table) {
        String why = posts.inGame(table).get("replace.struck.over");
        return switch (was) {
            case Reply.NoControls none -> new Reply.GameOver(List.of(), why);
            case Reply.OfferClosed closed -> new Reply.GameOver(List.of(closed), why);
            default -> was;
        };
    }

    /** Each rated player's change from this game ("Ann 1,234 → 1,276 (+42)"), in the game's language; empty if none. */
    private String ratingLines(Table table) {
        Catalogue text = posts.inGame(table);
        List<RatingChange> changes = results.ratingChanges(table, text);
        if (changes.isEmpty()) {
            return "";
        }
        StringBuilder sb = new StringBuilder(text.get("stats.change.heading"));
        for (RatingChange c : changes) {
            sb.append('\n')
                    .append(text.get(
                            "stats.change.line",
                            c.name(),
                            c.before(),
                            c.provisionalBefore() ? "?" : "",
                            c.after(),
                            c.provisionalAfter() ? "?" : "",
                            c.change()));
        }
        return sb.toString();
    }

    /** The card of a game with a thread that is over, its last line {@code last} in place of its thread's link. */
    public Reply.Public cardOfAnEnd(Table table, String last) {
        return cards.over(table, last);
    }

    /** The table's card as it stands: for a game with a thread. */
    public Reply.Public card(Table table) {
        return cards.card(table, table.stage() == Stage.PLAYING ? seatsWanted(table) : List.of());
    }

    /** A command that changes the game of the channel it is sent in: under its lock, its posts through the outbox. */
    public Command underLock(CommandSpec spec, Function<CommandRequest, List<Reply>> handler) {
        return Command.of(spec, r -> change(r.channelId(), () -> handler.apply(r)));
    }

    /** The channel's latest table, at any stage. */
    public Optional<Table> latest(String channelId) {
        return store.find(channelId);
    }

    /** The channel's latest table if it is at one of {@code stages}. */
    public Optional<Table> at(String channelId, Stage first, Stage... more) {
        Set<Stage> stages = EnumSet.of(first, more);
        return store.find(channelId).filter(t -> stages.contains(t.stage()));
    }

    /** The channel's open lobby or game in play. */
    public Optional<Table> live(String channelId) {
        return at(channelId, Stage.LOBBY, Stage.PLAYING);
    }

    public Optional<Table> lobby(String channelId) {
        return at(channelId, Stage.LOBBY);
    }

    public Optional<Table> playing(String channelId) {
        return at(channelId, Stage.PLAYING);
    }

    /** The user's lobbies and games in play, in every server. */
    public List<Table> liveTablesOf(String userId) {
        return store.liveTablesOf(userId);
    }

    /** A new lobby in a channel that has no live table; the stored table, with its id. */
    public Table open(Table lobby) {
        require(lobby, Stage.LOBBY);
        if (live(lobby.channelId()).isPresent()) {
            throw new IllegalStateException("channel " + lobby.channelId() + " has a live table already");
        }
        return store.create(lobby);
    }

    /** A change of the lobby's seats or settings. */
    public Table arrange(Table lobby) {
        require(lobby, Stage.LOBBY);
        store.save(lobby);
        return lobby;
    }

    /** The lobby's game begins (from the opening or from an imported record). */
    public Table start(Table started) {
        require(started, Stage.PLAYING);
        store.save(started);
        return started;
    }

    /**
     * A new state of a game in play (a move, a draw offer, a resignation); its result is written when it ends. A game
     * that no person is left in ends here as a draw between the AIs, unless its host chose {@code ai-finish}: nobody
     * would be there to read it. Even then, the AIs agree to a draw once walls of corpses leave nobody a way to win, or
     * after {@link Ai#STALLED} moves without a kill: played on, such a game might never end.
     */
    public Table advance(Table state) {
        require(state, Stage.PLAYING, Stage.OVER);
        Table next = state.leftToAis()
                        && (!state.settings().aiFinish()
                                || Ai.agreesToDraw(state.game().positions()))
                ? state.withGame(state.game().play(new GameEvent.Draw()).orThrow(), Set.of())
                : state;
        store.save(next);
        if (next.stage() == Stage.OVER) {
            results.ended(next);
        }
        return next;
    }

    /** The table's player to move ran out of time and is resigned by the clock; the game goes on or ends. */
    public Table resignedByClock(Table before, Table next) {
        results.timedOut(before, before.game().position().toMove().orElseThrow());
        return advance(next);
    }

    /**
     * Hands a seat of a game in play to {@code came} (a person not in the game, or an AI) from now on: he plays its
     * colour, its clock and whispers are his; the word its player gave goes with him: his agreement to a draw, his
     * acceptance of a takeback, and a takeback request he asked, which ends. The result book notes the change at this
     * move, for the record and the stats. To be called inside {@link #change}.
     */
    public Table handOver(Table table, Seat came) {
        require(table, Stage.PLAYING);
        Seat left = table.seats().get(came.colour());
        if (left == null) {
            throw new IllegalStateException("table " + table.id() + " has nobody at " + came.colour());
        }
        Set<io.djambi.engine.model.Colour> offers = EnumSet.noneOf(io.djambi.engine.model.Colour.class);
        offers.addAll(table.drawOffers());
        offers.remove(came.colour());
        // A declined request is kept as it is: its move is not asked for again, whoever holds the seat
        TakebackRequest request = table.takebackStanding().isPresent()
                ? table.takebackStanding().get().without(came.colour()).orElse(null)
                : table.takeback();
        Table next = table.withGame(table.game(), offers).withTakeback(request).withSeat(came);
        store.save(next);
        results.seatChanged(next, new SeatChange(table.version(), left, came));
        return next;
    }

    /**
     * What a seat changing hands did to the draw offer that stood ({@code before}; {@code after}, as {@link #handOver}
     * and {@link #advance} left it; {@code seat}, the seat's colour): its line edited in place, its end, or the draw
     * every person still in now agrees to; the words in the game's language, and in {@code text}'s for the person
     * whose command it was. To be called inside {@link #change}, after the hand-over.
     */
    public OffersAfterHandOver drawOfferAfterHandOver(
            Table before, Table after, io.djambi.engine.model.Colour seat, Catalogue text) {
        return DrawOffers.afterHandOver(this, posts, text, before, after, seat);
    }

    /**
     * Marks a seat of a game in play "substitute wanted", or notes the person proposed to take it; the mark goes when
     * the seat changes hands. To be called inside {@link #change}: the card shows the mark.
     */
    public void markWanted(Table table, WantedSeat wanted) {
        require(table, Stage.PLAYING);
        results.seatWanted(table.id(), wanted);
    }

    /** The seats of the table's game marked "substitute wanted" that are still in the game. */
    public List<WantedSeat> seatsWanted(Table table) {
        if (table.started().isEmpty()) {
            return List.of();
        }
        Position now = table.game().position();
        return results.seatsWanted(table.id()).stream()
                .filter(w -> now.isActive(w.colour()))
                .toList();
    }

    /** The seats of the table's game that changed hands, in order: the record notes each at its move. */
    public List<SeatChange> seatChanges(long tableId) {
        return results.seatChanges(tableId);
    }

    /** Who played each event of the table's game: the seats as they were held then, and the AI's moves for them. */
    public Movers movers(Table table) {
        return new Movers(table, results.seatChanges(table.id()), results.standIns(table.id()));
    }

    /**
     * Takes the table's game back to {@code version} events: its later events dropped from the stored record, its
     * draw offers lapsed, and the AI's moves for late players among the events dropped forgotten, so that a move
     * played again there is told as its player's. To be called inside {@link #change}.
     */
    public Table takeBack(Table table, int version) {
        require(table, Stage.PLAYING);
        Table back = advance(table.withGame(table.game().upTo(version), Set.of()));
        results.takenBack(back);
        return back;
    }

    /** Ends the lobby or game without a result. */
    public Table abort(Table table) {
        Table aborted = table.abort();
        store.save(aborted);
        return aborted;
    }

    /**
     * Changes the clock settings of table {@code tableId} if it is still this channel's live table; the new table,
     * or empty when it is not.
     */
    public Optional<Table> changeSettings(String channelId, long tableId, TableSettings settings) {
        return locks.inGame(channelId, () -> {
            Optional<Table> found = live(channelId).filter(t -> t.id() == tableId);
            found.ifPresent(t -> store.save(t.withSettings(settings)));
            return found.map(t -> t.withSettings(settings));
        });
    }

    /** The channel's game in play, if it is still at {@code turn}: a decision made for that turn may apply. */
    public Optional<Table> stillAt(Turn turn) {
        return playing(turn.channelId()).filter(turn::isNow);
    }

    /**
     * A move chosen by the AI of {@code level} for a player whose time ran out under {@code timeout:ai}; see {@link
     * #playForAi}. Its post is always made, and the result book keeps it as the AI's, with the move.
     */
    public List<Reply> playFor(Turn turn, Move move, Level level, String who) {
        return play(turn, move, who, Optional.of(new StandIn(turn.version(), level)));
    }

    /**
     * A move chosen by the AI of an AI seat. Played only if the game is still at {@code turn}, under the game's lock,
     * so it is never played twice and a human move that came first wins. Empty when nothing was played (the game
     * moved on, or the move is not legal there). The AIs' moves in a row are posted once, after the last of them, on
     * one board that draws and tells them all; a game only AIs are still in and that goes on ({@code ai-finish}) is
     * not posted at all until its end: nobody reads it.
     */
    public List<Reply> playForAi(Turn turn, Move move, String who) {
        return play(turn, move, who, Optional.empty());
    }

    /**
     * {@code standIn}: the AI plays for a person whose time ran out, a move always posted and kept as his stand-in's;
     * else an AI seat's, quiet in the middle of the AIs' run.
     */
    private List<Reply> play(Turn turn, Move move, String who, Optional<StandIn> standIn) {
        return change(turn.channelId(), () -> {
            Optional<Table> found = stillAt(turn);
            if (found.isEmpty()) {
                return List.<Reply>of();
            }
            Table table = found.get();
            Position before = table.game().position();
            Result<Game> after = table.game().play(new GameEvent.Played(move));
            if (after instanceof Result.Rejected<Game>) {
                return List.<Reply>of();
            }
            Table next = advance(table.withGame(after.orThrow(), Set.of()));
            // In the move's transaction, before anything tells it: every telling from now on names the AI, not him
            standIn.ifPresent(s -> results.stoodIn(next, s));
            Words told = MoveDescription.describe(before, move, next.game().position());
            Reply.Public post = posts.played(next, move, who, told);
            if (standIn.isEmpty() && (next.aiToMove().isPresent() || next.leftToAis())) {
                return List.<Reply>of(); // played, and nothing to post yet
            }
            if (next.aiToMove().isPresent()) {
                // A stand-in's move that an AI answers: the AIs' board tells it with their answers, so here only who
                // played it and why (it was told twice: on a board of its own, then on theirs)
                return List.<Reply>of(Reply.Public.text(who + "."));
            }
            return List.<Reply>of(post);
        });
    }

    private static void require(Table table, Stage first, Stage... more) {
        if (!EnumSet.of(first, more).contains(table.stage())) {
            throw new IllegalStateException("table " + table.id() + " is " + table.stage() + " here");
        }
    }
}
