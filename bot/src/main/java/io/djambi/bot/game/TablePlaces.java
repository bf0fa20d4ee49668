package io.djambi.bot.game;

import io.djambi.bot.command.Choice;
import io.djambi.bot.command.CommandRequest;
import io.djambi.bot.command.OptionSpec;
import io.djambi.bot.command.Places;
import io.djambi.bot.command.Reply;
import io.djambi.bot.text.Catalogue;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.stream.Collectors;

/**
 * Where a command acts, from the tables. A game named by the {@code game} option (or a card's button) is acted on if
 * it is one of the channel's: the game played there (a game's thread, a channel with its own game) or one whose card
 * is there; any other name is refused and nothing runs. A command that names none acts where a game plays in the
 * channel on that game; beside the cards of games with threads, on the table its button was made for, else on the
 * caller's only game among them, else on the only game there is; otherwise the caller is asked which one. A join
 * means a lobby the caller does not sit in: the only one there, or he is asked which. An unfollow means a game the
 * caller follows: the only one there, or he is asked which of those, and told so when he follows none of them.
 */
public final class TablePlaces implements Places {
    /** Discord shows at most 25 suggestions. */
    private static final int SUGGESTIONS = 25;

    private final TableStore tables;
    private final Followers followers;
    private final Catalogue text;

    /** @param followers who follows which game: {@code /unfollow} beside the cards means one of those */
    public TablePlaces(TableStore tables, Followers followers, Catalogue text) {
        this.tables = tables;
        this.followers = followers;
        this.text = text;
    }

    @Override
    public Placement place(CommandRequest request) {
        String here = request.channelId();
        Catalogue said = text.forLocale(request.language());
        Optional<Table> current = tables.find(here);
        Optional<String> named = request.option(OptionSpec.GAME_NAME).map(String::strip);
        if (named.isPresent()) {
            Optional<Table> game = number(named.get()).flatMap(tables::byId).filter(t -> isHere(t, here, current));
            if (game.isEmpty()) {
                List<Table> games = gamesHere(here, current);
                return asked(
                        games.isEmpty()
                                ? said.get("places.none-here", named.get())
                                : said.get("places.not-here", named.get(), lines(games, said)));
            }
            Optional<Table> newer = tables.find(game.get().channelId())
                    .filter(t -> t.id() != game.get().id());
            if (newer.isPresent()) {
                // Its thread holds a newer game now: what the command does there, it would do to that one
                return asked(
                        said.get("places.replaced", game.get().id(), newer.get().id()));
            }
            return new Placement.Here(in(request, game.get()));
        }
        Optional<Long> carried = request.option(OptionSpec.TABLE_NAME).flatMap(TablePlaces::number);
        if (carried.isPresent()) {
            // A button's request: on its table if that is one whose card is here, even beside a game playing in the
            // channel itself; else as it is, for its command to judge (a question about a game that has gone, a
            // reminder's button in a DM)
            return new Placement.Here(carried.flatMap(tables::byId)
                    .filter(Table::inThread)
                    .filter(t -> t.cardChannelId().equals(here))
                    .map(t -> in(request, t))
                    .orElse(request));
        }
        if (current.filter(TablePlaces::playsThere).isPresent()) {
            return new Placement.Here(request);
        }
        List<Table> cards = tables.cardsIn(here);
        if (request.name().equals("djambi") && request.subcommand().equals("join")) {
            // One joins a lobby he does not sit in: his own game beside it is not the one he means
            List<Table> open = cards.stream()
                    .filter(t -> t.stage() == Stage.LOBBY
                            && t.seatOf(request.userId()).isEmpty())
                    .toList();
            if (open.size() == 1) {
                return new Placement.Here(in(request, open.get(0)));
            }
            if (open.size() > 1) {
                return asked(said.get("places.which", lines(open, said)));
            }
        }
        if (request.name().equals("unfollow")) {
            // One stops following a game he follows: the others beside it, his own included, are not the one he means
            List<Table> followed = followed(request.userId(), cards);
            if (followed.size() == 1) {
                return new Placement.Here(in(request, followed.get(0)));
            }
            return asked(
                    followed.isEmpty()
                            ? said.get("places.follows-none")
                            : said.get("places.which", lines(followed, said)));
        }
        Optional<Table> meant = meant(request.userId(), cards);
        if (meant.isPresent()) {
            return new Placement.Here(in(request, meant.get()));
        }
        if (cards.isEmpty()) {
            return new Placement.Here(request); // no game here: the command says so, or acts on the channel's last one
        }
        return asked(said.get("places.which", lines(cards, said)));
    }

    @Override
    public String placeOf(String userId, String channelId, Optional<String> game) {
        Optional<Table> current = tables.find(channelId);
        Optional<Table> named =
                game.flatMap(TablePlaces::number).flatMap(tables::byId).filter(t -> isHere(t, channelId, current));
        if (named.isPresent()) {
            return named.get().channelId();
        }
        if (current.filter(TablePlaces::playsThere).isPresent()) {
            return channelId;
        }
        return meant(userId, tables.cardsIn(channelId)).map(Table::channelId).orElse(channelId);
    }

    @Override
    public List<Choice> games(String command, String userId, String channelId, String typed, Locale language) {
        Catalogue said = text.forLocale(language);
        String wanted = typed.strip().toLowerCase(Locale.ROOT);
        List<Table> games = gamesHere(channelId, tables.find(channelId));
        return (command.equals("unfollow") ? followed(userId, games) : games)
                .stream()
                        // the caller's own games first, then the newest
                        .sorted(Comparator.comparing(
                                        (Table t) -> t.seatOf(userId).isEmpty())
                                .thenComparing(
                                        Comparator.comparingLong(Table::id).reversed()))
                        .map(t -> new Choice(line(t, said, "places.choice"), Long.toString(t.id())))
                        .filter(c -> wanted.isEmpty()
                                || c.label().toLowerCase(Locale.ROOT).contains(wanted))
                        .limit(SUGGESTIONS)
                        .map(c -> new Choice(
                                c.label().length() <= 100
                                        ? c.label()
                                        : c.label().substring(0, 99) + "…",
                                c.value()))
                        .toList();
    }

    /** Whether a game plays in the channel itself: a game's thread, or a channel with its live game. */
    private static boolean playsThere(Table table) {
        return table.isLive() || table.inThread();
    }

    /**
     * Whether a command typed in {@code here} may name {@code table}: the channel's own game ({@code current}, the
     * latest there; an older one of the channel would be a name its commands cannot act on), or one whose card is here.
     */
    private static boolean isHere(Table table, String here, Optional<Table> current) {
        return current.filter(c -> c.id() == table.id()).isPresent()
                || table.inThread() && table.cardChannelId().equals(here);
    }

    /** The games a command typed in the channel may name: its own live game, then the live games whose cards are there. */
    private List<Table> gamesHere(String here, Optional<Table> current) {
        List<Table> games = new ArrayList<>();
        current.filter(Table::isLive).ifPresent(games::add);
        tables.cardsIn(here).stream()
                .filter(t -> games.stream().noneMatch(g -> g.id() == t.id()))
                .forEach(games::add);
        return games;
    }

    /** The games among {@code games} that {@code userId} follows. */
    private List<Table> followed(String userId, List<Table> games) {
        return games.stream()
                .filter(t ->
                        followers.of(t.id()).stream().anyMatch(f -> f.userId().equals(userId)))
                .toList();
    }

    /** The caller's only game among the cards, else the only game there is. */
    private static Optional<Table> meant(String userId, List<Table> cards) {
        List<Table> his =
                cards.stream().filter(t -> t.seatOf(userId).isPresent()).toList();
        if (his.size() == 1) {
            return Optional.of(his.get(0));
        }
        return his.isEmpty() && cards.size() == 1 ? Optional.of(cards.get(0)) : Optional.empty();
    }

    private static CommandRequest in(CommandRequest request, Table table) {
        return request.inChannel(table.channelId());
    }

    private static Placement asked(String words) {
        return new Placement.Asked(List.of(new Reply.Private(words)));
    }

    private static String lines(List<Table> cards, Catalogue said) {
        return cards.stream()
                .map(t -> "- " + line(t, said, "places.line") + " · <#" + t.channelId() + ">")
                .collect(Collectors.joining("\n"));
    }

    private static String line(Table t, Catalogue said, String key) {
        String players = t.seats().values().stream()
                .sorted(Comparator.comparing(Seat::colour))
                .map(Seat::name)
                .collect(Collectors.joining(", "));
        String stage =
                switch (t.stage()) {
                    case LOBBY -> said.get("places.stage.lobby");
                    case PLAYING -> said.get("places.stage.playing");
                    case OVER -> said.get("places.stage.over");
                };
        return said.get(key, t.id(), players, stage);
    }

    private static Optional<Long> number(String typed) {
        String digits = typed.replaceFirst("(?i)^djambi\\s*", "").strip();
        if (!digits.matches("[1-9][0-9]{0,17}")) {
            return Optional.empty();
        }
        return Optional.of(Long.parseLong(digits));
    }
}
