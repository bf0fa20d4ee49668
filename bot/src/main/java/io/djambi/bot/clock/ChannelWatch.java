package io.djambi.bot.clock;

import io.djambi.bot.command.CommandRequest;
import io.djambi.bot.command.Reply;
import io.djambi.bot.game.BoardPosts;
import io.djambi.bot.game.DeletedThreads;
import io.djambi.bot.game.GameLife;
import io.djambi.bot.game.GameLocks;
import io.djambi.bot.game.LostPlaces;
import io.djambi.bot.game.ServerNames;
import io.djambi.bot.game.Stage;
import io.djambi.bot.game.Table;
import io.djambi.bot.game.TableStore;
import io.djambi.bot.game.ThreadArchive;
import io.djambi.bot.outbox.ChannelLost;
import io.djambi.bot.outbox.ChannelOutbox;
import io.djambi.bot.text.Catalogue;
import io.djambi.bot.text.LanguageBook;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.Executor;
import java.util.concurrent.RejectedExecutionException;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Keeps a game whose channel the bot can no longer post in (deleted, or the bot's access or permissions there
 * removed) waiting, rather than going on unseen. Told by the outbox's relay ({@link ChannelLost}), under the game's
 * lock: it marks the channel lost, pauses the game's clocks if they run (nobody times out because the bot cannot
 * speak), and tells the host once, by DM, what to fix; meanwhile the AI players leave the game alone
 * ({@link LostPlaces}). Told of every command before it runs ({@link #heardIn}): a command from a lost channel finds
 * it again, under the game's lock: the mark is cleared, the clocks the bot paused run again with the time they stood
 * still added to the turn, and the channel is told through the outbox that the game goes on.
 *
 * <p>A game's own thread deleted (by a moderator, say) ends its game as if aborted, its card told once
 * ({@link ThreadDeletion}): at once when Discord says so ({@link #deleted}), or when the relay finds it cannot post
 * there and Discord, asked, says the thread was deleted. A thread merely archived, or one Discord cannot tell of, is a
 * lost channel like any other: its game waits.
 *
 * <p>The lost channels are kept in memory as well as in the store, loaded when first asked for and changed with each
 * mark, so a command or an AI turn in a channel that is not lost (nearly all) costs one look in a set. A channel's
 * posts and its commands are both handled by the process that holds its server's shard, so a mark that process did
 * not make itself is one from before it started, which the load finds. Where the set says lost, the store decides,
 * under the game's lock: of two processes finding a channel at once, one clears the mark and posts.
 */
public final class ChannelWatch implements ChannelLost, LostPlaces, DeletedThreads {
    /** A host told his channel is lost is not told again for as long, however often it is found and lost. */
    static final Duration TELL_AGAIN_AFTER = Duration.ofDays(1);

    /** When each lost channel's host was last told, for this run. */
    private final Map<String, Instant> toldAt = new ConcurrentHashMap<>();

    private static final Logger log = LoggerFactory.getLogger(ChannelWatch.class);

    private final TableStore tables;
    private final TurnClockStore clocks;
    private final LostChannels marks;
    private final ChannelOutbox outbox;
    /** The board posted with the news that the channel is found again. */
    private final BoardPosts board;

    private final GameLocks locks;
    private final TimerOutput output;
    private final ServerNames servers;
    private final Catalogue text;
    private final LanguageBook languages;
    private final Clock clock;
    private final ThreadArchive threads;
    private final ThreadDeletion deletion;
    private final Executor answers;

    private final Set<String> lost = ConcurrentHashMap.newKeySet();
    private volatile boolean loaded;

    /**
     * @param marks where the marks are kept across restarts
     * @param outbox where the news that the channel is found again is posted, with the change
     * @param locks the games' locks, shared with the commands, the turn timer and the AI players
     * @param output the host's DMs
     * @param text the words of the host's DM (in his language) and of the channel's news (in the game's)
     * @param life where a game whose thread was deleted ends, under its lock
     * @param board the board that comes with the news that the channel is found again
     * @param threads asked whether a game's thread the relay cannot post in was deleted
     * @param answers where Discord's answer to that is dealt with (the game ended, or its host told): never on the
     *     thread Discord answers on, JDA's callback pool, which the game's lock and the database would hold up
     */
    public ChannelWatch(
            TableStore tables,
            TurnClockStore clocks,
            LostChannels marks,
            ChannelOutbox outbox,
            GameLocks locks,
            TimerOutput output,
            ServerNames servers,
            Catalogue text,
            LanguageBook languages,
            Clock clock,
            GameLife life,
            BoardPosts board,
            ThreadArchive threads,
            Executor answers) {
        this.tables = tables;
        this.clocks = clocks;
        this.marks = marks;
        this.outbox = outbox;
        this.locks = locks;
        this.output = output;
        this.servers = servers;
        this.text = text;
        this.languages = languages;
        this.clock = clock;
        this.board = board;
        this.threads = threads;
        this.deletion = new ThreadDeletion(life, tables, marks, output, servers, text, languages);
        this.answers = answers;
    }

    /**
     * On the relay's thread: the channel's live game, if it has one, waits for it. Its host is told only when the
     * channel was not lost already: a post made meanwhile (an AI's, a button pressed in a DM) and lost in its turn
     * tells nobody again. A game's own thread is first asked about: deleted, its game ends, and the host is told that
     * instead.
     */
    @Override
    public void lost(long tableId, String channelId) {
        Lost found = locks.inGame(channelId, () -> new Lost(deletion.gameIn(channelId), mark(tableId, channelId)));
        if (found.thread().isEmpty()) {
            found.tell().ifPresent(Runnable::run);
            return;
        }
        Table game = found.thread().get();
        // Discord answers on its own thread, and the answer is dealt with on another (ending the game takes its lock
        // and the database): what fails there is logged, and the next lost post asks again
        threads.deleted(game.guildId(), channelId, game.cardChannelId())
                .whenComplete((deleted, failure) -> elsewhere(channelId, () -> {
                    try {
                        if (failure == null && Boolean.TRUE.equals(deleted)) {
                            deleted(game.guildId(), channelId);
                        } else {
                            found.tell().ifPresent(Runnable::run);
                        }
                    } catch (RuntimeException e) {
                        log.error("Table {}: its lost thread {} could not be dealt with", game.id(), channelId, e);
                    }
                }));
    }

    /** Runs {@code work} on {@link #answers}; here, on the caller's thread, once they take nothing more (a stop). */
    private void elsewhere(String channelId, Runnable work) {
        try {
            answers.execute(work);
        } catch (RejectedExecutionException e) {
            log.debug("Lost thread {} dealt with on Discord's thread: the bot is stopping", channelId);
            work.run();
        }
    }

    /** A lost channel: the live game whose own thread it is, if any, and the host's DM to send, if it is due. */
    private record Lost(Optional<Table> thread, Optional<Runnable> tell) {}

    /**
     * A thread deleted: the live game whose own thread it was ends as if aborted, its card saying so once. Told by
     * Discord's event, on a worker, or by the relay's check; once the game is over, told again is nothing.
     */
    @Override
    public void deleted(String guildId, String threadId) {
        Optional<Table> ended = deletion.end(threadId);
        if (ended.isPresent()) {
            lostNow().remove(threadId);
        } else {
            log.debug("Thread {} of server {} was deleted; no live game played there", threadId, guildId);
        }
    }

    /** Under the game's lock: marks the channel lost and returns the DM to send once the lock is let go. */
    private Optional<Runnable> mark(long tableId, String channelId) {
        Optional<Table> live = tables.find(channelId).filter(Table::isLive);
        if (live.isEmpty()) {
            log.info("Channel {} is lost; no live game waits for it (table {} posted last)", channelId, tableId);
            return Optional.empty();
        }
        Table table = live.get();
        Instant now = clock.instant();
        Optional<LostChannel> noted = outbox.withChange(table.channelId(), () -> {
            boolean pause =
                    Absences.onTheClock(table) && clocks.pausedSince(table.id()).isEmpty();
            LostChannel mark = new LostChannel(channelId, table.id(), now, pause);
            if (!marks.note(mark)) {
                return Optional.<LostChannel>empty(); // lost again before anyone came back: the host knows
            }
            if (pause) {
                clocks.pause(table.id(), now);
            }
            return Optional.of(mark);
        });
        lostNow().add(channelId);
        if (noted.isEmpty()) {
            return Optional.empty();
        }
        // A channel where commands still come but posts do not (Send Messages taken away) is found and lost again
        // with each command: its host is told once a day at most, not once a command
        Instant told = toldAt.get(channelId);
        boolean tell = told == null || !now.isBefore(told.plus(TELL_AGAIN_AFTER));
        log.info(
                "Table {}: its channel {} is lost; the game waits{}{}",
                table.id(),
                channelId,
                noted.get().clocksPaused() ? ", clocks paused" : "",
                tell ? ", its host is told" : "");
        if (!tell) {
            return Optional.empty();
        }
        toldAt.put(channelId, now);
        return Optional.of(() -> tellHost(table, noted.get()));
    }

    private void tellHost(Table table, LostChannel mark) {
        String host = table.hostId();
        Catalogue his = text.forLocale(languages.languageOf(host));
        String waiting = mark.clocksPaused()
                ? his.get("lost.dm.paused")
                : Absences.onTheClock(table) ? his.get("lost.dm.still-paused") : his.get("lost.dm.no-clock");
        String dm = his.get("lost.dm", table.id(), servers.nameOf(table.guildId()), mark.channelId(), waiting);
        output.directMessage(host, dm, List.of()).thenAccept(delivered -> {
            if (!delivered) {
                log.warn(
                        "Table {}: its host could not be told by DM that channel {} is lost",
                        table.id(),
                        mark.channelId());
            }
        });
    }

    /**
     * Before each command, on its worker: a command from a lost channel finds it again, and its game goes on. Where
     * the channel is not lost, one look in a set.
     */
    public void heardIn(CommandRequest request) {
        String channelId = request.channelId();
        if (!lostNow().contains(channelId)) {
            return;
        }
        locks.inGame(channelId, () -> {
            Optional<LostChannel> found = outbox.withChange(channelId, () -> found(channelId));
            lostNow().remove(channelId);
            found.ifPresent(mark -> log.info(
                    "Table {}: a command came from its channel {}, lost for {}; the game goes on",
                    mark.tableId(),
                    channelId,
                    Duration.between(mark.since(), clock.instant())));
        });
    }

    /** Under the game's lock, in one transaction: clears the mark, resumes what the bot paused, tells the channel. */
    private Optional<LostChannel> found(String channelId) {
        Optional<LostChannel> cleared = marks.clear(channelId);
        if (cleared.isEmpty()) {
            return cleared; // another process found it first
        }
        LostChannel mark = cleared.get();
        Optional<Table> waiting = tables.find(channelId).filter(Table::isLive).filter(t -> t.id() == mark.tableId());
        if (waiting.isEmpty()) {
            return cleared;
        }
        Table table = waiting.get();
        Catalogue game = table.inItsLanguage(text);
        String news = game.get("lost.found");
        Optional<Instant> since = clocks.pausedSince(table.id());
        if (mark.clocksPaused() && since.isPresent()) {
            Instant now = clock.instant();
            Optional<TurnClock> moved = clocks.current(table).map(c -> c.shiftedBy(Duration.between(since.get(), now)));
            clocks.resume(table.id(), moved);
            if (moved.isPresent()) {
                news = game.get("lost.found.clocks");
            }
        }
        // With the board and the moves since the player to move last moved: the boards the bot could not post while
        // the channel was lost are not made again, and their moves would go untold; the deadline is the board's
        Reply.Public post = table.stage() == Stage.PLAYING ? board.again(table, news) : Reply.Public.text(news);
        outbox.add(table.id(), table.guildId(), channelId, post);
        return cleared;
    }

    @Override
    public boolean isLost(String channelId) {
        return lostNow().contains(channelId);
    }

    /** The lost channels, read from the store the first time (again after a failed read). */
    private Set<String> lostNow() {
        if (!loaded) {
            synchronized (this) {
                if (!loaded) {
                    lost.addAll(marks.channels());
                    loaded = true;
                }
            }
        }
        return lost;
    }
}
