package io.djambi.bot.game;

import io.djambi.bot.command.Reply;
import io.djambi.bot.text.Catalogue;
import io.djambi.engine.game.Game;
import io.djambi.engine.model.Colour;
import io.djambi.engine.model.Position;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;

/**
 * A game's card: the one message its game has in the channel that holds many games' cards (or, in a forum, its post's
 * first message), edited in place as the game goes: the lobby with its buttons, then who plays and whose move it is,
 * then the result; always with a link to the game's thread. Also the thread's name, which the card's edit sets.
 */
public final class Cards {
    /** Discord's longest thread name. */
    static final int NAME_LIMIT = 100;

    private final BoardPosts posts;

    public Cards(BoardPosts posts) {
        this.posts = posts;
    }

    /** The card of a table with a thread, as it stands, in the game's language. */
    public Reply.Public card(Table table) {
        return card(table, List.of());
    }

    /** The card, with a line for each seat of the game in play marked "substitute wanted". */
    public Reply.Public card(Table table, List<WantedSeat> wanted) {
        Catalogue game = posts.inGame(table);
        String thread = "<#" + table.channelId() + ">";
        Reply.Card target = target(table, game);
        return switch (table.stage()) {
            case LOBBY -> {
                Reply.Public lobby = LobbyCommands.lobbyPost(table, game.get("card.lobby", table.id(), thread), game);
                yield lobby.asCard(target);
            }
            case PLAYING ->
                Reply.Public.text(game.get(
                                "card.playing",
                                table.id(),
                                table.movesPlayed(),
                                players(table, game) + wantedLines(wanted, game),
                                posts.headline(table, table.game().position(), game),
                                thread))
                        .asCard(target);
            case OVER -> over(table, game.get("card.over-thread", thread));
        };
    }

    /** The card of a game that is over, its last line {@code last}: where its thread is, or what became of it. */
    public Reply.Public over(Table table, String last) {
        Catalogue game = posts.inGame(table);
        Reply.Card target = target(table, game);
        if (table.started().isEmpty() || table.aborted()) {
            // Not "finished after 0 moves … called off": an aborted game did not finish (found by the play-test)
            return Reply.Public.text(
                            game.get("card.called-off", table.id(), table.movesPlayed(), players(table, game), last))
                    .asCard(target);
        }
        return Reply.Public.text(game.get(
                        "card.over",
                        table.id(),
                        table.movesPlayed(),
                        players(table, game),
                        posts.headline(table, table.game().position(), game),
                        last))
                .asCard(target);
    }

    /** Where the card is edited, the name its thread takes and the stage a forum post is tagged for. */
    private Reply.Card target(Table table, Catalogue game) {
        return new Reply.Card(
                table.cardMessageId(),
                threadName(table, game),
                openingName(hostName(table), game),
                table.stage().name().toLowerCase(Locale.ROOT));
    }

    /** The host's name as seated; none once his seat has changed hands. */
    private static String hostName(Table table) {
        return table.seats().values().stream()
                .filter(s -> s.userId().equals(table.hostId()))
                .map(Seat::name)
                .findFirst()
                .orElse("");
    }

    /**
     * The thread's name: "Djambi · Ann", as it was opened, while the lobby is open; then with the game's number and
     * every player, "Djambi 12 · Ann, Bob, Cy, AI". It changes once, when the game starts: Discord lets a thread be
     * renamed only twice in ten minutes.
     */
    public String threadName(Table table, Catalogue game) {
        if (table.stage() == Stage.LOBBY) {
            return openingName(hostName(table), game);
        }
        List<String> names = new ArrayList<>();
        for (Colour c : Colour.values()) {
            Seat s = table.seats().get(c);
            if (s != null) {
                names.add(s.isAi() ? game.get("card.ai") : s.plainName());
            }
        }
        return fit(game.get("card.thread-name", table.id(), String.join(", ", names)));
    }

    /** The name a thread is opened with, before its table has a number. */
    static String openingName(String hostName, Catalogue game) {
        // A thread's name is plain text: the name as typed, not as escaped for a message
        return fit(game.get("card.thread-opening", Seat.plain(hostName)));
    }

    private static String fit(String name) {
        return name.length() <= NAME_LIMIT ? name : name.substring(0, NAME_LIMIT - 1) + "…";
    }

    /**
     * The players in turn order, one who is out of the game (resigned, timed out, his Chief killed) marked as the
     * status marks him: the card listed him as if still in (found by the play-test).
     */
    private static String players(Table table, Catalogue game) {
        Optional<Position> now = table.started().map(Game::position);
        List<String> names = new ArrayList<>();
        for (Colour c : Colour.values()) {
            if (table.seats().containsKey(c)) {
                boolean out = now.filter(p -> !p.isActive(c)).isPresent();
                String name = table.nameOf(c, game);
                names.add(out ? Seat.out(name, table.seats().get(c), game) : name);
            }
        }
        return String.join(" · ", names);
    }

    /** "Blue: substitute wanted", a line each, under the players. */
    private static String wantedLines(List<WantedSeat> wanted, Catalogue game) {
        StringBuilder sb = new StringBuilder();
        for (WantedSeat w : wanted.stream()
                .sorted(java.util.Comparator.comparing(WantedSeat::colour))
                .toList()) {
            sb.append('\n').append(game.get("card.wanted", game.colour(w.colour())));
        }
        return sb.toString();
    }
}
