package io.djambi.bot.game;

import io.djambi.bot.text.Catalogue;
import io.djambi.bot.text.LanguageBook;
import io.djambi.engine.game.Game;
import io.djambi.engine.game.GameEvent;
import io.djambi.engine.model.Colour;
import io.djambi.engine.model.Position;
import io.djambi.engine.notation.MoveDescription;
import io.djambi.engine.notation.MoveNotation;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * What a change to a game tells its followers by DM, each in his own language: a line for each move to those who
 * asked for every move, and the end (a result, or the game ended without one) to all. Only what the game's public
 * posts say: never a whisper. Moves come when the channel's board does: a move an AI answers, and the AIs' moves
 * before a person's turn, are told together in one DM once a person is to move (or the game ends), as the board after
 * the AIs' run tells them, not one DM a move. Called after the change is stored and its lock let go, so a slow DM
 * holds no game.
 */
public final class FollowerNews {
    /**
     * The most moves one DM tells that an earlier change made: an AI's run before a person's turn is a few, and a game
     * left to AIs to finish tells only its last ones with its end (its record has them all).
     */
    static final int MOST_MOVES = 12;

    private final Followers followers;
    private final FollowerMail mail;
    private final Catalogue text;
    private final LanguageBook languages;
    private final BoardPosts posts;

    public FollowerNews(
            Followers followers, FollowerMail mail, Catalogue text, LanguageBook languages, BoardPosts posts) {
        this.followers = followers;
        this.mail = mail;
        this.text = text;
        this.languages = languages;
        this.posts = posts;
    }

    /** The followers' store, for the commands that change it and the status that counts them. */
    public Followers followers() {
        return followers;
    }

    /**
     * Tells the followers of the game what happened to it between {@code before} and {@code after} (the channel's
     * latest table before and after one change, either null where there was none): nothing unless both are the same
     * table.
     */
    public void tell(Table before, Table after) {
        news(before, after).send();
    }

    /** The DMs a change makes, worded: read in the change's transaction, sent once it is stored. */
    public record News(FollowerMail mail, List<Map.Entry<String, String>> dms) {
        public News {
            dms = List.copyOf(dms);
        }

        /** Sends them; a DM Discord refuses is the mail's to note. */
        public void send() {
            dms.forEach(dm -> mail.send(dm.getKey(), dm.getValue()));
        }
    }

    /**
     * The DMs to send for a change, reading the followers and their languages now: inside the change's transaction,
     * so that a database gone away fails the change itself, never its answer after it is stored. A move the AI played
     * for a player whose time ran out ({@code timeout:ai}) is told as the channel tells it: the change's own under his
     * name and the AI's, the move itself when the channel's board shows it, else (an AI answers it) a line of its own
     * now and the move with the AIs'; an earlier one as the AI's, standing in for him.
     */
    public News news(Table before, Table after) {
        List<Map.Entry<String, String>> dms = new ArrayList<>();
        if (before == null || after == null || before.id() != after.id() || !before.isLive()) {
            return new News(mail, dms);
        }
        boolean ended = !after.isLive();
        boolean moved = before.started().isPresent()
                && after.started().isPresent()
                && after.game().version() > before.game().version();
        if (!ended && !moved) {
            return new News(mail, dms);
        }
        // An AI is to move, or only AIs are left to finish the game: the channel waits for the end of the run, and so
        // do the DMs of its moves
        boolean midRun = !ended && (after.aiToMove().isPresent() || after.leftToAis());
        List<Followers.Follower> told = followers.of(after.id()).stream()
                .filter(f -> after.seatOf(f.userId()).isEmpty()) // a player hears of his game in it
                .toList();
        // Read once for every follower and every move told: who held each seat then, and who played for him
        Movers movers = told.isEmpty() ? Movers.none(after) : posts.movers(after);
        // The event the AI played for its late player, if this change is his stand-in's
        int first = before.version();
        int stoodIn = moved && movers.standInAt(first).isPresent() ? first : -1;
        for (Followers.Follower follower : told) {
            Catalogue his = text.forLocale(languages.languageOf(follower.userId()));
            StringBuilder dm = new StringBuilder();
            if (follower.everyMove() && stoodIn >= 0 && midRun) {
                // The channel has its line now and the move on the AIs' board: so has he
                line(
                        dm,
                        his.get(
                                "follow.news.stand-in",
                                after.id(),
                                stoodIn + 1,
                                playedBy(his, movers, stoodIn, stoodIn),
                                link(after)));
            }
            if (follower.everyMove() && moved && !midRun) {
                Game game = after.game();
                int from = firstUntold(movers, before.game().version());
                for (int i = from; i < game.version(); i++) {
                    Position was = game.positions().get(i);
                    GameEvent event = game.events().get(i);
                    Optional<String> said =
                            switch (event) {
                                case GameEvent.Played p ->
                                    Optional.of(his.get(
                                            "follow.news.move",
                                            after.id(),
                                            i + 1,
                                            playedBy(his, movers, i, stoodIn),
                                            MoveNotation.write(p.move()),
                                            his.words(MoveDescription.describe(
                                                    was,
                                                    p.move(),
                                                    game.positions().get(i + 1))),
                                            link(after)));
                                // A player's going out and a lost turn change the game as a move does: a follower
                                // of every move went from move 12 to move 14 without a word (found by the play-test)
                                case GameEvent.Resign r ->
                                    Optional.of(event(his, movers, i, r.player(), "view.history.resign"));
                                case GameEvent.Skip skip ->
                                    Optional.of(
                                            event(his, movers, i, was.toMove().orElseThrow(), "view.history.skip"));
                                case GameEvent.Draw draw -> Optional.empty(); // the end's own line tells it
                            };
                    said.ifPresent(line -> line(dm, line));
                }
            }
            if (ended) {
                line(
                        dm,
                        after.aborted()
                                ? his.get("follow.news.aborted", after.id(), link(after))
                                : his.get(
                                        "follow.news.over",
                                        after.id(),
                                        posts.headline(after, after.game().position(), his),
                                        link(after)));
            }
            if (!dm.isEmpty()) {
                dms.add(Map.entry(follower.userId(), dm.toString()));
            }
        }
        return new News(mail, dms);
    }

    /**
     * Who played move {@code index}: the seat's holder then, the AI standing in for him, or for this change's own
     * stand-in ({@code stoodIn}) why, as the channel's board names them.
     */
    private static String playedBy(Catalogue his, Movers movers, int index, int stoodIn) {
        Colour mover = movers.table().game().positions().get(index).toMove().orElseThrow();
        if (index != stoodIn) {
            return movers.of(mover, index, his);
        }
        return movers.standInAt(index).orElseThrow().toldNowIn(movers.holderAt(mover, index, his), his);
    }

    /** The line of event {@code index}, not a move, that happened to {@code colour}'s player: {@code key} says what. */
    private static String event(Catalogue his, Movers movers, int index, Colour colour, String key) {
        Table after = movers.table();
        return his.get(
                "follow.news.event",
                after.id(),
                index + 1,
                movers.holderAt(colour, index, his),
                his.get(key),
                link(after));
    }

    /**
     * Where the moves no DM has told yet begin: those before {@code version} (the change's first) that left an AI to
     * move were made while the channel waited, and were not told either; at most {@link #MOST_MOVES} of them.
     */
    private static int firstUntold(Movers movers, int version) {
        Game game = movers.table().game();
        int from = version;
        while (from > 0 && version - from < MOST_MOVES) {
            // Who was to move then, as the seat was held then: one an AI took over since was a person's (found by the
            // play-test: the DM after a take-over told moves already sent)
            Optional<Colour> next = game.positions().get(from).toMove();
            if (next.isEmpty() || !movers.aiAt(next.get(), from)) {
                break; // a person was to move after it: its DM went then
            }
            from--;
        }
        return from;
    }

    private static void line(StringBuilder dm, String line) {
        if (!dm.isEmpty()) {
            dm.append('\n');
        }
        dm.append(line);
    }

    /** The way to the game's place: its thread, or its channel. */
    private static String link(Table table) {
        return "https://discord.com/channels/" + table.guildId() + "/" + table.channelId();
    }
}
