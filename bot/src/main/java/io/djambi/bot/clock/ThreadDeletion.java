package io.djambi.bot.clock;

import io.djambi.bot.command.Reply;
import io.djambi.bot.game.GameLife;
import io.djambi.bot.game.ServerNames;
import io.djambi.bot.game.Table;
import io.djambi.bot.game.TableStore;
import io.djambi.bot.text.Catalogue;
import io.djambi.bot.text.LanguageBook;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.atomic.AtomicReference;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * A game whose own thread was deleted ends as if aborted (no result, nothing in the statistics): under its lock,
 * through {@link GameLife}, its card edited once to say so, the channel's lost mark cleared, and its host told in one
 * line by DM. For {@link ChannelWatch}, which learns of the deletion from Discord's event or from the relay. A draw
 * offer or takeback request standing went with the thread: there is nothing left to strike through, unlike at {@code
 * /djambi abort}.
 */
final class ThreadDeletion {
    private static final Logger log = LoggerFactory.getLogger(ThreadDeletion.class);

    private final GameLife life;
    private final TableStore tables;
    private final LostChannels marks;
    private final TimerOutput output;
    private final ServerNames servers;
    private final Catalogue text;
    private final LanguageBook languages;

    ThreadDeletion(
            GameLife life,
            TableStore tables,
            LostChannels marks,
            TimerOutput output,
            ServerNames servers,
            Catalogue text,
            LanguageBook languages) {
        this.life = life;
        this.tables = tables;
        this.marks = marks;
        this.output = output;
        this.servers = servers;
        this.text = text;
        this.languages = languages;
    }

    /** The live game whose own thread {@code channelId} is, if any: not a game that plays in a channel. */
    Optional<Table> gameIn(String channelId) {
        return tables.find(channelId)
                .filter(Table::isLive)
                .filter(Table::inThread)
                .filter(t -> t.channelId().equals(channelId));
    }

    /**
     * Ends the live game of thread {@code threadId}, if it still has one: the game's lock is taken here. Returns the
     * game ended; its host is told once the lock is let go.
     */
    Optional<Table> end(String threadId) {
        AtomicReference<Table> ended = new AtomicReference<>();
        life.change(threadId, () -> {
            Optional<Table> live = gameIn(threadId);
            if (live.isEmpty()) {
                return List.<Reply>of(); // ended already (the event and the relay both told), or never in a thread
            }
            Table aborted = life.abort(live.get());
            marks.clear(threadId);
            ended.set(aborted);
            // In a forum the card went with the post: the relay finds nothing to edit there, and lets it be
            String said = aborted.inItsLanguage(text).get("lost.thread-deleted.card");
            return List.<Reply>of(life.cardOfAnEnd(aborted, said));
        });
        Optional<Table> table = Optional.ofNullable(ended.get());
        table.ifPresent(this::tellHost);
        return table;
    }

    private void tellHost(Table table) {
        log.info("Table {}: its thread {} was deleted; the game ends, without a result", table.id(), table.channelId());
        String host = table.hostId();
        Catalogue his = text.forLocale(languages.languageOf(host));
        String dm = his.get("lost.thread-deleted.dm", table.id(), servers.nameOf(table.guildId()));
        output.directMessage(host, dm, List.of()).thenAccept(delivered -> {
            if (!delivered) {
                log.warn("Table {}: its host could not be told by DM that its thread was deleted", table.id());
            }
        });
    }
}
