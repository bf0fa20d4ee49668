package io.djambi.bot.game;

import io.djambi.bot.text.Catalogue;
import io.djambi.engine.game.Game;
import io.djambi.engine.game.GameEvent;
import io.djambi.engine.model.Colour;
import java.util.Comparator;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.Set;
import java.util.stream.Collectors;

/**
 * One channel's game: the lobby's seats, then the engine game once started, its draw offers and its takeback request.
 * Immutable; every change returns a new table, so a failed command leaves the old one untouched.
 *
 * @param id the store's number for this table, 0 before the store has seen it
 * @param guildId the server, empty outside one
 * @param game absent while the lobby is open
 * @param cardChannelId the channel a game with a thread of its own was opened from: its {@code channelId} is then the
 *     thread's, whose id is also its card's message id; the card is in this channel, or for a forum (whose threads
 *     are posts) the post's first message; empty for a game that plays in its channel
 * @param drawOfferer who offered the draw standing, as his seat was then (kept once it changed hands); null when none
 *     stands or it is not known
 */
public record Table(
        long id,
        String guildId,
        String channelId,
        String hostId,
        TableSettings settings,
        Map<Colour, Seat> seats,
        Game game,
        Set<Colour> drawOffers,
        boolean aborted,
        String cardChannelId,
        TakebackRequest takeback,
        Seat drawOfferer) {

    public Table {
        Objects.requireNonNull(guildId, "guildId");
        Objects.requireNonNull(channelId, "channelId");
        Objects.requireNonNull(hostId, "hostId");
        Objects.requireNonNull(settings, "settings");
        seats = Map.copyOf(seats);
        drawOffers = Set.copyOf(drawOffers);
        Objects.requireNonNull(cardChannelId, "cardChannelId");
        if (drawOffers.isEmpty()) {
            drawOfferer = null; // no offer, no offerer
        }
    }

    /** A table whose draw offer's offerer is not known: none stands, or it was stored before it was kept. */
    public Table(
            long id,
            String guildId,
            String channelId,
            String hostId,
            TableSettings settings,
            Map<Colour, Seat> seats,
            Game game,
            Set<Colour> drawOffers,
            boolean aborted,
            String cardChannelId,
            TakebackRequest takeback) {
        this(id, guildId, channelId, hostId, settings, seats, game, drawOffers, aborted, cardChannelId, takeback, null);
    }

    /** A table with no takeback asked. */
    public Table(
            long id,
            String guildId,
            String channelId,
            String hostId,
            TableSettings settings,
            Map<Colour, Seat> seats,
            Game game,
            Set<Colour> drawOffers,
            boolean aborted,
            String cardChannelId) {
        this(id, guildId, channelId, hostId, settings, seats, game, drawOffers, aborted, cardChannelId, null);
    }

    /** A table as it was before games had threads: it plays in its channel. */
    public Table(
            long id,
            String guildId,
            String channelId,
            String hostId,
            TableSettings settings,
            Map<Colour, Seat> seats,
            Game game,
            Set<Colour> drawOffers,
            boolean aborted) {
        this(id, guildId, channelId, hostId, settings, seats, game, drawOffers, aborted, "", null);
    }

    public static Table lobby(String guildId, String channelId, Seat host, TableSettings settings) {
        return new Table(
                0, guildId, channelId, host.userId(), settings, Map.of(host.colour(), host), null, Set.of(), false);
    }

    /** Whether the game has a thread of its own, and a card outside it (or, in a forum, as its first message). */
    public boolean inThread() {
        return !cardChannelId.isEmpty();
    }

    /** The id of the card's message: the thread's own id (Discord gives a thread the id of the message it starts from). */
    public long cardMessageId() {
        if (!inThread()) {
            throw new IllegalStateException("table " + id + " plays in its channel and has no card");
        }
        return Long.parseLong(channelId);
    }

    /** The same table, in the thread {@code threadId} opened from a card in {@code cardChannel}. */
    public Table inThread(String threadId, String cardChannel) {
        return new Table(
                id,
                guildId,
                threadId,
                hostId,
                settings,
                seats,
                game,
                drawOffers,
                aborted,
                cardChannel,
                takeback,
                drawOfferer);
    }

    public int players() {
        return settings.players();
    }

    public Optional<Game> started() {
        return Optional.ofNullable(game);
    }

    /** How many moves were played on the board (skips, resignations and draws aside); none before the start. */
    public int movesPlayed() {
        return game == null
                ? 0
                : (int) game.events().stream()
                        .filter(GameEvent.Played.class::isInstance)
                        .count();
    }

    /** How many events the game has had: a button made at another version is stale. */
    public int version() {
        return game == null ? 0 : game.version();
    }

    /** Live: a lobby or a game not over and not aborted. */
    public boolean isLive() {
        return !aborted && (game == null || !game.position().isOver());
    }

    /** A lobby until the game starts, in play until it ends or is aborted, then over. */
    public Stage stage() {
        if (!isLive()) {
            return Stage.OVER;
        }
        return game == null ? Stage.LOBBY : Stage.PLAYING;
    }

    public Optional<Seat> seatOf(String userId) {
        return seats.values().stream().filter(s -> s.userId().equals(userId)).findFirst();
    }

    /** The colour of the user's seat while he is still in the game (not out, not a hostage). */
    public Optional<Colour> activeColourOf(String userId) {
        return seatOf(userId).map(Seat::colour).filter(game().position()::isActive);
    }

    /** The persons seated (every seat but the AIs'), in turn order: whom the end of the table pings. */
    public List<String> people() {
        return seats.values().stream()
                .filter(s -> !s.isAi())
                .sorted(Comparator.comparing(Seat::colour))
                .map(Seat::userId)
                .toList();
    }

    /** The seats of the players still in the game, in turn order. */
    public List<Seat> activeSeats() {
        return seats.values().stream()
                .filter(s -> game().position().isActive(s.colour()))
                .sorted(Comparator.comparing(Seat::colour))
                .toList();
    }

    /**
     * The colours of the people (not the AIs) still in the game, in turn order: those who must agree to a draw or a
     * takeback, as the AIs agree to what every person wants.
     */
    public List<Colour> activePeople() {
        return activeSeats().stream().filter(s -> !s.isAi()).map(Seat::colour).toList();
    }

    /** Whether the game goes on with nobody but AIs still in it: every person resigned, timed out or was beaten. */
    public boolean leftToAis() {
        return stage() == Stage.PLAYING && onlyAisActive();
    }

    /** Whether every seat still in the game is an AI's (so too when the game just ended that way). */
    public boolean onlyAisActive() {
        return activeSeats().stream().allMatch(Seat::isAi);
    }

    /** The first colour nobody sits on, in turn order. */
    public Optional<Colour> freeColour() {
        return List.of(Colour.values()).stream()
                .filter(c -> !seats.containsKey(c))
                .findFirst();
    }

    /** The AI seated at the colour to move, if the game is on and an AI is to move. */
    public Optional<Seat> aiToMove() {
        return started()
                .filter(g -> isLive())
                .flatMap(g -> g.position().toMove())
                .map(seats::get)
                .filter(Seat::isAi);
    }

    public Table withId(long newId) {
        return new Table(
                newId,
                guildId,
                channelId,
                hostId,
                settings,
                seats,
                game,
                drawOffers,
                aborted,
                cardChannelId,
                takeback,
                drawOfferer);
    }

    public Table withSeats(Map<Colour, Seat> newSeats) {
        return new Table(
                id,
                guildId,
                channelId,
                hostId,
                settings,
                newSeats,
                game,
                drawOffers,
                aborted,
                cardChannelId,
                takeback,
                drawOfferer);
    }

    public Table withSeat(Seat seat) {
        Map<Colour, Seat> s = new EnumMap<>(Colour.class);
        s.putAll(seats);
        s.put(seat.colour(), seat);
        return withSeats(s);
    }

    public Table withSettings(TableSettings newSettings) {
        return new Table(
                id,
                guildId,
                channelId,
                hostId,
                newSettings,
                seats,
                game,
                drawOffers,
                aborted,
                cardChannelId,
                takeback,
                drawOfferer);
    }

    /**
     * The table with its game now {@code newGame} and these draw offers. A game at another version had an event (a
     * move, a skip, a resignation, a draw, a takeback): the takeback request standing ends with it, as it was asked of
     * the game as it was. A declined one is kept: its move is not asked for again.
     */
    public Table withGame(Game newGame, Set<Colour> offers) {
        int newVersion = newGame == null ? 0 : newGame.version();
        TakebackRequest kept = takeback != null && (takeback.declined() || newVersion == version()) ? takeback : null;
        // The first agreement is the offer: its player is kept as its offerer for as long as it stands, even once his
        // seat changed hands (the line then says he offered it and no longer plays, not that the next one did)
        Seat offerer = drawOffers.isEmpty() && offers.size() == 1
                ? seats.get(offers.iterator().next())
                : drawOfferer;
        return new Table(
                id,
                guildId,
                channelId,
                hostId,
                settings,
                seats,
                newGame,
                offers,
                aborted,
                cardChannelId,
                kept,
                offerer);
    }

    /** The same table, {@code offerer} having offered its draw (as stored); null: not known. */
    public Table withDrawOfferer(Seat offerer) {
        return new Table(
                id,
                guildId,
                channelId,
                hostId,
                settings,
                seats,
                game,
                drawOffers,
                aborted,
                cardChannelId,
                takeback,
                offerer);
    }

    /**
     * Who offered the draw standing, if he still holds his seat and agrees: the offer is then his ("ann offers a
     * draw"); else, known or not, it is the agreement of those who agree.
     */
    public Optional<Colour> drawOffererSeated() {
        return Optional.ofNullable(drawOfferer)
                .filter(o -> o.equals(seats.get(o.colour())))
                .map(Seat::colour)
                .filter(drawOffers::contains);
    }

    /** The table with this takeback asked, accepted or declined; {@code null}: none. */
    public Table withTakeback(TakebackRequest request) {
        return new Table(
                id,
                guildId,
                channelId,
                hostId,
                settings,
                seats,
                game,
                drawOffers,
                aborted,
                cardChannelId,
                request,
                drawOfferer);
    }

    /** The takeback request standing at the game's version, if one does. */
    public Optional<TakebackRequest> takebackStanding() {
        return Optional.ofNullable(takeback).filter(r -> r.standsAt(version()));
    }

    /** The takeback request last declined, if the table keeps one: its move is not asked for again. */
    public Optional<TakebackRequest> takebackDeclined() {
        return Optional.ofNullable(takeback).filter(TakebackRequest::declined);
    }

    public Table abort() {
        return new Table(
                id,
                guildId,
                channelId,
                hostId,
                settings,
                seats,
                game,
                drawOffers,
                true,
                cardChannelId,
                takeback,
                drawOfferer);
    }

    /** The catalogue in the game's language: what its channel reads. */
    public Catalogue inItsLanguage(Catalogue text) {
        return text.forLocale(settings.language());
    }

    /** The player of a colour as the others read it: "Ann (Red)", an AI's name, or the colour of an empty seat. */
    public String nameOf(Colour c, Catalogue text) {
        Seat s = seats.get(c);
        return s == null ? text.colour(c) : s.shownIn(text);
    }

    /**
     * The players of these colours as the others read them, in the colours' order ("ann (Red), bob (Blue)"): the same
     * words for the same players whatever order they came in, so that a line naming them can be said again to find it.
     */
    public String namesOf(Set<Colour> colours, Catalogue text) {
        return List.of(Colour.values()).stream()
                .filter(colours::contains)
                .map(c -> nameOf(c, text))
                .collect(Collectors.joining(", "));
    }

    /** The player's ping, or his colour when nobody sits there (the hostage camp), or an AI's name. */
    public String mentionOf(Colour c, Catalogue text) {
        Seat s = seats.get(c);
        return s == null ? text.colour(c) : s.isAi() ? s.nameIn(text) : "<@" + s.userId() + ">";
    }
}
