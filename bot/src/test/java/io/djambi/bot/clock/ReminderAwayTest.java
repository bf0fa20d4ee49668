package io.djambi.bot.clock;

import static io.djambi.bot.press.PressTable.text;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.djambi.bot.command.CommandRequest;
import io.djambi.bot.game.InMemoryTableStore;
import io.djambi.bot.outbox.ChannelLost;
import io.djambi.bot.outbox.ChannelPoster;
import io.djambi.bot.outbox.InMemoryOutbox;
import io.djambi.bot.outbox.OutboxRelay;
import io.djambi.bot.outbox.PostPictures;
import io.djambi.bot.press.InMemoryWhisperStore;
import io.djambi.bot.press.PressTable;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import org.junit.jupiter.api.Test;

/**
 * The Away button of a turn reminder, pressed in a DM: the absence is taken for a day, and the game's channel hears
 * of it through the outbox, posted by whoever holds the channel's server.
 */
class ReminderAwayTest {
    private final PressTable t = new PressTable(new InMemoryTableStore(), new InMemoryWhisperStore());
    private final InMemoryOutbox outbox = new InMemoryOutbox();
    private final ReminderAway away =
            new ReminderAway(t.tables, t.clocks, t.locks, outbox, t.clock, PressTable.TEXT, t.games.life::card);
    private final List<String> channelPosts = new ArrayList<>();
    private final OutboxRelay relay = relay(outbox, t, channelPosts);

    /** A relay of {@code outbox} that notes each post it makes in {@code posted}: "channel: text". */
    private static OutboxRelay relay(InMemoryOutbox outbox, PressTable t, List<String> posted) {
        return new OutboxRelay(
                outbox,
                post -> {
                    posted.add(post.channelId() + ": " + post.post().text());
                    return CompletableFuture.completedFuture(ChannelPoster.Delivery.MADE);
                },
                PostPictures.NONE,
                ChannelLost.IGNORED,
                t.clock,
                outbox.doorbell());
    }

    private String press(String user, String table) {
        CommandRequest r = new CommandRequest(
                user, user, "", "dm-" + user, false, ClockCommands.AWAY_REMINDER, "", Map.of("table", table));
        return text(away.press(r));
    }

    @Test
    void awayPressedInADmFreezesTheClockForADayAndTellsTheChannelThroughTheOutbox() {
        t.started("turn-time:1h");
        long table = t.table().id();
        Instant now = t.clock.instant();
        String answer = press("ann", Long.toString(table));
        assertTrue(
                answer.startsWith("✈️ You are away until <t:"
                        + now.plus(Duration.ofDays(1)).getEpochSecond()),
                answer);
        assertEquals(1, t.clocks.aways(table).size(), "the absence is taken");
        assertTrue(channelPosts.isEmpty(), "nothing posted from the DM's side");
        assertEquals(1, relay.drain(), "the relay posts it");
        assertEquals(1, channelPosts.size());
        assertTrue(
                channelPosts.getFirst().startsWith(PressTable.CHANNEL + ": ✈️ ann (Red) is away until"),
                channelPosts.getFirst());
        assertEquals(0, relay.drain(), "posted once");
    }

    @Test
    void aGameWithAThreadHasItsCardEditedForTheDueTimeTheAbsenceMoved() {
        // The card kept the old due time after Away for a day (found by the play-test)
        PressTable threaded = new PressTable(
                new InMemoryTableStore(), new InMemoryWhisperStore(), new io.djambi.bot.game.FakeThreads());
        InMemoryOutbox itsOutbox = new InMemoryOutbox();
        ReminderAway itsAway = new ReminderAway(
                threaded.tables,
                threaded.clocks,
                threaded.locks,
                itsOutbox,
                threaded.clock,
                PressTable.TEXT,
                threaded.games.life::card);
        threaded.typedIn("parent", "ann", "new", "turn-time:1h");
        for (String player : new String[] {"bob", "cy", "di"}) {
            threaded.typedIn("parent", player, "join");
        }
        threaded.typedIn("parent", "ann", "start");
        io.djambi.bot.game.Table game = threaded.tables.find("501").orElseThrow();
        List<String> posted = new ArrayList<>();
        OutboxRelay itsRelay = relay(itsOutbox, threaded, posted);

        text(itsAway.press(new CommandRequest(
                "ann", "ann", "", "dm-ann", false, ClockCommands.AWAY_REMINDER, "", Map.of("table", "" + game.id()))));
        itsRelay.drain();

        String due = "<t:"
                + threaded.games
                        .posts
                        .due(threaded.tables.find("501").orElseThrow())
                        .orElseThrow()
                        .getEpochSecond();
        assertEquals(2, posted.size(), posted.toString());
        assertTrue(posted.get(0).startsWith("501: ✈️ ann (Red) is away until"), posted.get(0));
        assertTrue(posted.get(1).startsWith("parent: ") && posted.get(1).contains(due), posted + " " + due);
    }

    @Test
    void aSecondAbsenceIsRefusedAndPostsNothing() {
        t.started("turn-time:1h");
        String table = Long.toString(t.table().id());
        press("bob", table);
        relay.drain();
        String again = press("bob", table);
        assertTrue(again.startsWith("You have already used your absence in this game"), again);
        assertEquals(0, relay.drain(), "nothing new for the channel");
    }

    @Test
    void aStrangerOrAnUntimedOrUnknownGameChangesNothing() {
        t.started("turn-time:none");
        String untimed = Long.toString(t.table().id());
        assertTrue(press("ann", untimed).startsWith("That game is over or no longer timed"));
        assertTrue(press("ann", "999").startsWith("That game is over or no longer timed"));
        assertTrue(press("ann", "not-a-number").startsWith("That game is over or no longer timed"));
        assertTrue(t.clocks.aways(t.table().id()).isEmpty());
        assertEquals(0, relay.drain());
    }

    @Test
    void onlyAPlayerStillInTheGameMayTakeAnAbsence() {
        t.started("turn-time:1h");
        String table = Long.toString(t.table().id());
        assertTrue(press("zed", table).startsWith("Only a player still in this game can declare an absence"));
        assertTrue(t.clocks.aways(t.table().id()).isEmpty());
        assertEquals(0, relay.drain());
    }
}
