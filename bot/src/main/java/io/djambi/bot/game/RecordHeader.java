package io.djambi.bot.game;

import io.djambi.bot.text.Catalogue;
import io.djambi.engine.model.Colour;
import java.time.Clock;
import java.time.ZoneOffset;
import java.time.format.DateTimeFormatter;
import java.util.ArrayList;
import java.util.List;

/**
 * The comment lines that open a record file, the same whether it is exported or attached at the end of the game:
 * the game, its server and channel (and thread) by name, when the file was made and with what settings, and who played which
 * colour.
 */
public final class RecordHeader {
    private static final DateTimeFormatter DATE =
            DateTimeFormatter.ofPattern("yyyy-MM-dd HH:mm 'UTC'").withZone(ZoneOffset.UTC);

    private final ServerNames servers;
    private final Clock clock;

    public RecordHeader(ServerNames servers, Clock clock) {
        this.servers = servers;
        this.clock = clock;
    }

    public List<String> of(Table table, Catalogue text) {
        List<String> comments = new ArrayList<>();
        // A game with a thread opened from a channel names both: the thread's name changes, the channel stays
        boolean thread = table.inThread() && !table.cardChannelId().equals(table.channelId());
        comments.add(
                thread
                        ? text.get(
                                "record.comment.game-thread",
                                table.id(),
                                servers.nameOf(table.guildId()),
                                servers.channelNameOf(table.channelId()),
                                servers.channelNameOf(table.cardChannelId()))
                        : text.get(
                                "record.comment.game",
                                table.id(),
                                servers.nameOf(table.guildId()),
                                servers.channelNameOf(table.channelId())));
        comments.add(text.get(
                "record.comment.exported",
                DATE.format(clock.instant()),
                table.settings().summary(text)));
        for (Colour c : Colour.values()) {
            Seat s = table.seats().get(c);
            // The free colour of a three-player game is its hostage camp, not a seat left empty (play-test)
            boolean hostage = s == null
                    && table.started()
                            .map(g -> g.position().camps().isHostage(c))
                            .orElse(false);
            comments.add(
                    hostage
                            ? text.get("record.comment.hostage", text.colour(c))
                            : s == null
                                    ? text.get("record.comment.empty-seat", text.colour(c))
                                    : text.get("record.comment.seat", text.colour(c), who(s, text)));
        }
        return comments;
    }

    /**
     * Who holds a seat, as a record file names him: a person by his name and Discord id (names change and repeat),
     * an AI by its name in the file's language, with no Discord id to give.
     */
    static String who(Seat seat, Catalogue text) {
        return seat.isAi()
                ? Seat.plain(seat.nameIn(text))
                : text.get("record.comment.person", seat.plainName(), seat.userId());
    }
}
