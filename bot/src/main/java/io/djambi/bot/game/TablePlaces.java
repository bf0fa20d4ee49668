package io.djambi.bot.game;

import io.djambi.bot.command.Choice;
import io.djambi.bot.command.CommandRequest;
import io.djambi.bot.command.OptionSpec;
import io.djambi.bot.command.Places;
import io.djambi.bot.command.Reply;
import io.djambi.bot.text.Catalogue;
import java.util.Comparator;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.stream.Collectors;

/**
 * Where a command acts, from the tables: in a game's thread (or a channel whose game plays there) on that game; beside
 * the cards of games with threads, on the game named by the {@code game} option or a card's button, else on the
 * caller's only game among them, else on the only game there is; otherwise the caller is asked which one.
 */
public final class TablePlaces implements Places {
    /** Discord shows at most 25 suggestions. */
    private static final int SUGGESTIONS = 25;

    private final TableStore tables;
    private final Catalogue text;

    public TablePlaces(TableStore tables, Catalogue text) {
        this.tables = tables;
        this.text = text;
    }

    @Override
    public Placement place(CommandRequest request) {
        String here = request.channelId();
        if (playsHere(here)) {
            return new Placement.Here(request);
        }
        List<Table> cards = tables.cardsIn(here);
        Catalogue said = text.forLocale(request.language());
        Optional<String> named = request.option(OptionSpec.GAME_NAME).map(String::strip);
        if (named.isPresent()) {
            Optional<Table> game = number(named.get())
                    .flatMap(tables::byId)
                    .filter(t -> t.inThread() && t.cardChannelId().equals(here));
            if (game.isEmpty()) {
                return asked(said.get("places.not-here", named.get(), lines(cards, said)));
            }
            return new Placement.Here(in(request, game.get()));
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
        if (playsHere(channelId)) {
            return channelId;
        }
        List<Table> cards = tables.cardsIn(channelId);
        Optional<Table> named = game.flatMap(TablePlaces::number)
                .flatMap(tables::byId)
                .filter(t -> t.inThread() && t.cardChannelId().equals(channelId));
        return named.or(() -> meant(userId, cards)).map(Table::channelId).orElse(channelId);
    }

    @Override
    public List<Choice> games(String userId, String channelId, String typed, Locale language) {
        Catalogue said = text.forLocale(language);
        String wanted = typed.strip().toLowerCase(Locale.ROOT);
        return tables.cardsIn(channelId).stream()
                // the caller's own games first, then the newest
                .sorted(Comparator.comparing((Table t) -> t.seatOf(userId).isEmpty())
                        .thenComparing(Comparator.comparingLong(Table::id).reversed()))
                .map(t -> new Choice(line(t, said, "places.choice"), Long.toString(t.id())))
                .filter(c ->
                        wanted.isEmpty() || c.label().toLowerCase(Locale.ROOT).contains(wanted))
                .limit(SUGGESTIONS)
                .map(c -> new Choice(
                        c.label().length() <= 100 ? c.label() : c.label().substring(0, 99) + "…", c.value()))
                .toList();
    }

    /** Whether a game plays in the channel itself: a game's thread, or a channel with its live game. */
    private boolean playsHere(String channelId) {
        Optional<Table> table = tables.find(channelId);
        return table.isPresent() && (table.get().isLive() || table.get().inThread());
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
