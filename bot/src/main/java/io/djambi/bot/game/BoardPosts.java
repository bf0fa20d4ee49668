package io.djambi.bot.game;

import io.djambi.bot.command.Reply;
import io.djambi.bot.command.Reply.Attachment;
import io.djambi.bot.game.RecentMoves.Recent;
import io.djambi.bot.ops.Meters;
import io.djambi.bot.text.Catalogue;
import io.djambi.engine.Words;
import io.djambi.engine.ai.Ai;
import io.djambi.engine.game.Game;
import io.djambi.engine.game.GameEvent;
import io.djambi.engine.model.Colour;
import io.djambi.engine.model.Position;
import io.djambi.engine.move.Move;
import io.djambi.engine.notation.MoveDescription;
import io.djambi.engine.notation.RecordNotation;
import io.djambi.engine.rules.Outcome;
import io.djambi.engine.rules.Rules;
import io.djambi.render.BoardRenderer;
import io.djambi.render.RenderOptions;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.ArrayList;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.function.Function;
import java.util.function.Predicate;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * The post that shows a game after a change: the words, the board picture, whose move it is (pinged) and the Make a
 * move button; at the end, the record, the revealed whispers and a ping to everyone who played. Stateless; the
 * renderer is thread-safe.
 */
public final class BoardPosts {
    private static final Logger log = LoggerFactory.getLogger(BoardPosts.class);
    /** The board picture's file name: what tells a post with a board from any other. */
    public static final String BOARD_FILE = "djambi-board.png";

    private final BoardRenderer renderer;
    private final PressArchive archive;
    /** The catalogue each post takes its game's language from. */
    private final Catalogue base;

    private final Deadline deadline;
    private final RecordHeader header;
    private final Meters meters;
    /** The seats of a table's game that changed hands: a move is told under the name of who played it. */
    private final Function<Long, List<SeatChange>> seatChanges;
    /** The AI's moves for a table's late players: told as the AI's, standing in for him. */
    private final Function<Long, List<StandIn>> standIns;

    /**
     * @param text the words of the posts
     * @param deadline when the player to move must have moved, said in the headline
     * @param header the comments that open the record attached at the end
     */
    public BoardPosts(
            BoardRenderer renderer, PressArchive archive, Catalogue text, Deadline deadline, RecordHeader header) {
        this(renderer, archive, text, deadline, header, Meters.NONE, tableId -> List.of(), tableId -> List.of());
    }

    /**
     * @param meters told of each move posted and how long each board takes to draw
     * @param seatChanges the seats of a table's game that changed hands (the result book's): the moves a board tells
     *     are named after who played them, not who holds the seat now (found by the play-test)
     * @param standIns the AI's moves for a table's players whose time ran out (the result book's): told as the AI's
     */
    public BoardPosts(
            BoardRenderer renderer,
            PressArchive archive,
            Catalogue text,
            Deadline deadline,
            RecordHeader header,
            Meters meters,
            Function<Long, List<SeatChange>> seatChanges,
            Function<Long, List<StandIn>> standIns) {
        this.seatChanges = seatChanges;
        this.standIns = standIns;
        this.renderer = renderer;
        this.archive = archive;
        this.base = text;
        this.deadline = deadline;
        this.header = header;
        this.meters = meters;
    }

    /**
     * Who played each event of the table's game (the seats that changed hands, the AI's moves for late players): read
     * once for all the moves a post or a DM tells (two database reads).
     */
    public Movers movers(Table table) {
        return new Movers(table, seatChanges.apply(table.id()), standIns.apply(table.id()));
    }

    /** Posts that name no deadline, and records that name servers and channels by their ids. */
    public BoardPosts(BoardRenderer renderer, PressArchive archive, Catalogue text) {
        this(renderer, archive, text, Deadline.none(), new RecordHeader(id -> id, java.time.Clock.systemUTC()));
    }

    /**
     * The post after a move, pinging the next player: every move since his own last one, numbered when there are
     * several, each "who: the move — what it did.", the latest being this one, told by {@code who} and {@code told}.
     */
    public Reply.Public played(Table next, Move move, String who, Words told) {
        meters.movePlayed();
        Catalogue text = inGame(next);
        Optional<Colour> toMove = next.game().position().toMove();
        Predicate<Colour> ai =
                c -> next.seats().get(c) != null && next.seats().get(c).isAi();
        // The moves no post has shown: this one, and the run of moves before it that handed the turn to an AI (as the
        // seats were held then)
        Movers movers = movers(next);
        List<Recent> unposted = RecentMoves.unposted(next.game(), movers::aiAt);
        List<Recent> recent;
        int run; // the moves the list stands for, more than it shows after a long run of AIs' moves
        if (toMove.filter(ai).isPresent()) {
            // Drawn with an AI to move only when no person is left to wait for (a stand-in's move an AI answers is
            // posted as a line): the AIs' own post will show everything since the person's last move
            recent = RecentMoves.since(next.game(), Optional.empty());
            run = recent.size();
        } else if (toMove.isEmpty()) { // the game is over: the rest of the run that ended it too
            recent = unposted;
            run = RecentMoves.countUnposted(next.game(), movers::aiAt);
        } else {
            // Every move since the next player's last one, and at least those no post has shown (his own among them
            // when AIs answered it)
            List<Recent> since = recent(next, toMove);
            recent = unposted.size() > since.size() ? unposted : since;
            run = recent == unposted ? RecentMoves.countUnposted(next.game(), movers::aiAt) : ranSince(next, toMove);
        }
        String words = told(movers, recent, run - recent.size(), who, told, text);
        Reply.Public post = post(next, recent, words, true, Colour.RED, text);
        // A player put out by a move no post has shown yet is pinged once, with the post that says so
        for (Recent r : unposted) {
            Position before = r.before(next.game());
            Position after = r.after(next.game());
            for (Colour c : Colour.values()) {
                if (before.isActive(c) && !after.isActive(c)) {
                    post = alsoPinging(post, next.seats().get(c));
                }
            }
        }
        return post;
    }

    /** The post, pinging the person in {@code seat} too (no one for an AI or an empty seat, nor twice). */
    public Reply.Public alsoPinging(Reply.Public post, Seat seat) {
        return seat == null || seat.isAi() ? post : pinging(post, List.of(seat.userId()));
    }

    /** The post, pinging these users too, at its end, each once. */
    static Reply.Public pinging(Reply.Public post, List<String> userIds) {
        StringBuilder said = new StringBuilder(post.text());
        List<String> mentions = new ArrayList<>(post.mentions());
        for (String id : userIds) {
            if (!mentions.contains(id)) {
                mentions.add(id);
                said.append(" <@").append(id).append('>');
            }
        }
        return new Reply.Public(said.toString(), post.files(), mentions, post.controls(), post.picture());
    }

    /**
     * The board as {@code viewer} sees it from his corner, with the moves since his last one drawn and told, in his
     * own language ({@code text}).
     */
    public Reply.Public seenBy(Table table, Colour viewer, String words, Catalogue text) {
        List<Recent> recent = recent(table, Optional.of(viewer));
        String told = toldAfter(table, recent, ranSince(table, Optional.of(viewer)), text);
        return drawn(post(table, recent, words + told, false, viewer, text), table);
    }

    /**
     * The board as it stands after {@code words}, the moves since the player to move last moved drawn and told, and
     * him pinged: for a channel the bot could not post in for a while, where the boards it refused never came.
     */
    public Reply.Public again(Table table, String words) {
        Catalogue text = inGame(table);
        List<Recent> recent = table.game().position().toMove().isPresent()
                ? RecentMoves.since(table.game(), table.game().position().toMove())
                : List.of();
        String told = toldAfter(
                table,
                recent,
                RecentMoves.countSince(table.game(), table.game().position().toMove()),
                text);
        return post(table, recent, words + told, true, Colour.RED, text);
    }

    /** The moves {@code recent} of a run of {@code run} moves in words, on the lines after a post's words; none if none. */
    private String toldAfter(Table table, List<Recent> recent, int run, Catalogue text) {
        return recent.isEmpty() ? "" : "\n" + told(movers(table), recent, run - recent.size(), null, null, text);
    }

    /** When the player to move must have moved, if his clock runs. */
    public Optional<java.time.Instant> due(Table table) {
        return deadline.of(table);
    }

    /** The catalogue in the game's language: what its channel reads. */
    public Catalogue inGame(Table table) {
        return table.inItsLanguage(base);
    }

    /** The moves to draw for a player: those since his last move, or at least the game's last move. */
    private static List<Recent> recent(Table table, Optional<Colour> player) {
        Game game = table.game();
        List<Recent> since = RecentMoves.since(game, player);
        return since.isEmpty() ? RecentMoves.since(game, Optional.empty()) : since;
    }

    /** How many moves {@link #recent} stands for: more than it shows when it kept the latest of a long run. */
    private static int ranSince(Table table, Optional<Colour> player) {
        int since = RecentMoves.countSince(table.game(), player);
        return since == 0 ? RecentMoves.since(table.game(), Optional.empty()).size() : since;
    }

    /**
     * The moves in words, a line each, each under the name of who played it then; the latest told by the caller when
     * {@code who} is given. When {@code earlier} moves of the run were left out (a board draws its latest few), a line
     * first says how many: else the numbered list reads as the whole run (an AIs' finish of 85 moves told as 1 to 4).
     */
    private String told(Movers movers, List<Recent> recent, int earlier, String who, Words latest, Catalogue text) {
        Game game = movers.table().game();
        List<String> lines = new ArrayList<>();
        if (earlier > 0) {
            lines.add(text.get("post.move.earlier", earlier, recent.size()));
        }
        for (int n = 0; n < recent.size(); n++) {
            Recent r = recent.get(n);
            boolean given = who != null && n == recent.size() - 1;
            String name = given ? who : movers.opening(r.mover(), r.index(), text); // each line begins with him
            String words =
                    text.words(given ? latest : MoveDescription.describe(r.before(game), r.move(), r.after(game)));
            lines.add(
                    recent.size() > 1
                            ? text.get(
                                    "post.move.numbered", n + 1, name, r.move().text(), words)
                            : text.get("post.move", name, r.move().text(), words));
        }
        return String.join("\n", lines);
    }

    /** The board from Red's corner, with {@code words} before whose move it is. */
    public Reply.Public post(Table table, Move last, String words, boolean ping) {
        return post(table, last, words, ping, Colour.RED);
    }

    public Reply.Public post(Table table, Move last, String words, boolean ping, Colour bottom) {
        return post(
                table,
                last == null ? List.of() : recent(table, table.game().position().toMove()),
                words,
                ping,
                bottom,
                inGame(table));
    }

    private Reply.Public post(
            Table table, List<Recent> drawn, String words, boolean ping, Colour bottom, Catalogue text) {
        Position p = table.game().position();
        // After a numbered list of moves, whose turn it is goes on a line of its own: else it reads as the last move's
        String said = words.isEmpty()
                ? headline(table, p, text)
                : words + (words.contains("\n") ? "\n" : " ") + headline(table, p, text);
        // The board is drawn when the post is made, from the stored game at this version: the post waits as a recipe
        Reply.BoardPicture picture = new Reply.BoardPicture(
                table.id(),
                table.version(),
                bottom.name(),
                drawn.stream().map(Recent::index).toList());
        if (p.isOver()) {
            return ending(table, said, picture, text);
        }
        Colour next = p.toMove().orElseThrow();
        Seat seat = table.seats().get(next);
        List<String> mentions = List.of();
        if (ping && seat != null && !seat.isAi()) {
            mentions = List.of(seat.userId());
            said += " " + table.mentionOf(next, text);
        }
        // An AI moves by itself: a "Make a move" button under its turn would only lead people to a refusal
        Reply.Controls controls = seat != null && seat.isAi()
                ? new Reply.NoControls()
                : new Reply.BoardControls(
                        table.id(), table.version(), table.settings().language());
        return new Reply.Public(said, List.of(), mentions, controls, picture);
    }

    /**
     * The post with its board drawn from {@code table}, the stored game at the picture's version; without the
     * picture, and saying so, if it could not be drawn: the change is stored already, and the players hear of it
     * rather than not at all.
     */
    public Reply.Public drawn(Reply.Public post, Table table) {
        if (!(post.picture() instanceof Reply.BoardPicture picture)) {
            return post;
        }
        try {
            return post.withPicture(List.of(new Attachment(BOARD_FILE, png(table, picture))), post.text());
        } catch (RuntimeException e) {
            log.error("Table {}: the board could not be drawn", table.id(), e);
            return post.withPicture(List.of(), post.text() + " " + inGame(table).get("post.no-picture"));
        }
    }

    /** The board of {@code table} as {@code picture} describes it; the table must be at the picture's version. */
    private byte[] png(Table table, Reply.BoardPicture picture) {
        Game game = table.game();
        List<Recent> drawn = picture.drawn().stream()
                .map(i -> new Recent(
                        i,
                        ((GameEvent.Played) game.events().get(i)).move(),
                        game.positions().get(i).toMove().orElseThrow()))
                .toList();
        long start = System.nanoTime();
        byte[] png =
                renderer.png(game.position(), options(drawn, Colour.valueOf(picture.bottom()), table, inGame(table)));
        meters.rendered(Duration.ofNanos(System.nanoTime() - start));
        return png;
    }

    /** The board as the player to move sees it from his corner, for a reminder; none if it could not be drawn. */
    public List<Attachment> boardFor(Table table, Colour bottom) {
        return drawn(post(table, lastMove(table.game()), "", false, bottom), table).files().stream()
                .filter(f -> f.fileName().equals(BOARD_FILE))
                .toList();
    }

    private static RenderOptions options(List<Recent> drawn, Colour bottom, Table table, Catalogue text) {
        Map<Colour, String> names = new EnumMap<>(Colour.class);
        table.seats().forEach((c, s) -> names.put(c, Seat.plain(s.nameIn(text))));
        return RenderOptions.defaults()
                .withNames(names)
                .withBottom(bottom)
                .withWords(BoardText.of(text))
                .withMoves(drawn.stream().map(Recent::drawn).toList());
    }

    /** The name of a game's record file, as the last post and the export attach it. */
    static String recordFile(Table table) {
        return "djambi-game-" + table.id() + ".txt";
    }

    /** The last post of a game: the record, the whispers if revealed, and every player pinged once. */
    private Reply.Public ending(Table table, String words, Reply.BoardPicture picture, Catalogue text) {
        String said = words;
        List<Attachment> files = new ArrayList<>();
        files.add(new Attachment(
                recordFile(table),
                RecordNotation.write(table.game().record().withComments(header.of(table, text)))
                        .getBytes(StandardCharsets.UTF_8)));
        said += " " + text.get("post.record-attached");
        if (table.settings().press() == Press.FULL && table.settings().revealPress() && !table.aborted()) {
            var revealed = archive.reveal(table);
            revealed.ifPresent(files::add);
            said += " " + text.get(revealed.isPresent() ? "post.press-revealed" : "post.no-whispers");
        }
        return pinging(new Reply.Public(said, files, List.of(), new Reply.NoControls(), picture), table.people());
    }

    /**
     * Why a game is drawn, when the AIs drew it: no person was left, or, when the host had them play it out, walls of
     * corpses or a long standoff left nobody a way to win.
     */
    static String drawn(Table table, Catalogue text) {
        if (!table.onlyAisActive()) {
            return text.get("post.headline.drawn");
        }
        if (!table.settings().aiFinish()) {
            return text.get("post.headline.left-to-ais");
        }
        return switch (Ai.agreement(table.game().positions())) {
            case WALLED_IN -> text.get("post.headline.walled-in");
            case STALLED -> text.get("post.headline.stalled", Ai.STALLED);
            case NONE -> text.get("post.headline.left-to-ais");
        };
    }

    /** Who won, or that it is drawn, or whose move it is, in the reader's words. */
    public String headline(Table table, Position p, Catalogue text) {
        return switch (Rules.outcome(p)) {
            case Outcome.Won w -> text.get("post.headline.won", table.nameOf(w.winner(), text));
            case Outcome.Drawn d -> drawn(table, text);
            case Outcome.Ongoing o -> {
                String toMove = text.get(
                        p.bonus() > 0 ? "post.headline.bonus" : "post.headline.to-move",
                        table.nameOf(p.toMove().orElseThrow(), text));
                // Asked even for an AI: asking starts the turn's clock, the one the timer keeps
                Optional<java.time.Instant> due = deadline.of(table);
                Seat seat = table.seats().get(p.toMove().orElseThrow());
                if (seat != null && seat.isAi()) {
                    yield toMove; // an AI plays after its short delay: its deadline says nothing to anybody
                }
                yield due.map(at -> text.get("post.headline.due", toMove, at.getEpochSecond()))
                        .orElse(toMove);
            }
        };
    }

    /** The game's last move, to be marked on the board; null when the last event was not a move. */
    public static Move lastMove(Game game) {
        List<GameEvent> events = game.events();
        return !events.isEmpty() && events.get(events.size() - 1) instanceof GameEvent.Played p ? p.move() : null;
    }

    /**
     * {@code words}, then how the players may talk in this game, said once at the start; nothing about it for one
     * person against AIs, who do not negotiate (found by the play-test: "Negotiate in private with /whisper" to him).
     */
    public String withPressNote(String words, Table table) {
        long people = table.seats().values().stream().filter(s -> !s.isAi()).count();
        return people < 2 ? words : words + " " + pressNote(table.settings());
    }

    /** How the players may talk in this game. */
    private String pressNote(TableSettings settings) {
        return base.forLocale(settings.language())
                .get(
                        switch (settings.press()) {
                            case FULL -> settings.revealPress() ? "post.press.revealed" : "post.press.full";
                            case PUBLIC -> "post.press.public";
                            case NONE -> "post.press.none";
                        });
    }
}
