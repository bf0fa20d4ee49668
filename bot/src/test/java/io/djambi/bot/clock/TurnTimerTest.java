package io.djambi.bot.clock;

import static io.djambi.bot.press.PressTable.text;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.djambi.bot.command.Reply;
import io.djambi.bot.game.InMemoryTableStore;
import io.djambi.bot.press.InMemoryWhisperStore;
import io.djambi.bot.press.PressTable;
import io.djambi.engine.game.GameEvent;
import io.djambi.engine.model.Colour;
import java.time.Duration;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The turn timer in virtual time: reminders, timeouts, skips in a row, downtime, preferences. */
class TurnTimerTest {
    private final PressTable t = new PressTable(new InMemoryTableStore(), new InMemoryWhisperStore());
    private final RecordingOutput output = new RecordingOutput();
    private final TurnTimer timer = timer();

    private TurnTimer timer() {
        return t.games.timer(t.tables, t.clocks, output, guild -> "Test Server", t.clock, Runnable::run);
    }

    private void after(Duration d) {
        t.clock.advance(d);
        timer.tick();
    }

    private int version() {
        return t.table().version();
    }

    @Test
    void thePlayerToMoveIsRemindedOnceAtHalfAndOnceAtNineTenthsOfHisTime() {
        t.started("turn-time:10m");
        timer.tick(); // the timer sees Ann's turn begin
        long due = t.clock.instant().plus(Duration.ofMinutes(10)).getEpochSecond();
        after(Duration.ofSeconds(299));
        assertTrue(output.dms.isEmpty());
        t.clock.advance(Duration.ofMillis(1300)); // the tick lags a little behind the half
        timer.tick();
        assertEquals(
                List.of("ann: ⏰ **Your move** in Djambi game 1 on **Test Server**, chan. Your move is due <t:" + due
                        + ":R> (<t:" + due + ":f>); then your turn passes."),
                output.dms);
        after(Duration.ofSeconds(30));
        assertEquals(1, output.dms.size(), "never twice");
        after(Duration.ofSeconds(210));
        assertEquals(2, output.dms.size());
        assertTrue(output.dms.get(1).contains("Your move is due <t:" + due + ":R>"), output.dms.get(1));
        assertTrue(
                t.games.unansweredPosts().isEmpty(),
                "no mention in the channel: DMs work and mentions are off by default");
        assertEquals(0, version(), "nothing applied before the time is up");
    }

    @Test
    void aThirtySecondClockRemindsOnceNotTwiceWithTheSameWords() {
        // GIVEN the shortest clock a host may set
        t.started("turn-time:30s");
        timer.tick();
        // WHEN the timer ticks every second of Ann's turn
        for (int s = 1; s < 30; s++) {
            after(Duration.ofSeconds(1));
        }
        // THEN one reminder, at half: the one at nine tenths would name the same deadline 12 seconds later
        assertEquals(1, output.dms.size(), output.dms.toString());
        assertEquals(0, version());
    }

    @Test
    void aClockOfHoursOrDaysStillRemindsAtHalfAndAtNineTenths() {
        for (String clock : List.of("turn-time:3m", "turn-time:6h", "turn-time:2d")) {
            PressTable game = new PressTable(new InMemoryTableStore(), new InMemoryWhisperStore());
            RecordingOutput dms = new RecordingOutput();
            TurnTimer itsTimer =
                    game.games.timer(game.tables, game.clocks, dms, guild -> "Test Server", game.clock, Runnable::run);
            game.started(clock);
            itsTimer.tick();
            Duration turnTime = game.table().settings().turnTime();
            game.clock.advance(turnTime.dividedBy(2));
            itsTimer.tick();
            assertEquals(1, dms.dms.size(), clock);
            game.clock.advance(turnTime.multipliedBy(4).dividedBy(10));
            itsTimer.tick();
            itsTimer.tick();
            assertEquals(2, dms.dms.size(), clock);
        }
    }

    @Test
    void aMentionForATurnThatEndedWhileItsDmWasOnTheWayIsNotPosted() {
        // GIVEN Discord slow to answer Ann's reminder DM, which then fails
        java.util.concurrent.CompletableFuture<Boolean> dm = new java.util.concurrent.CompletableFuture<>();
        TurnTimer slow = t.games.timer(
                t.tables, t.clocks, (userId, words, files) -> dm, guild -> "Test Server", t.clock, Runnable::run);
        t.started("turn-time:10m");
        slow.tick();
        t.clock.advance(Duration.ofMinutes(5));
        slow.tick();
        int before = t.games.unansweredPosts().size();
        // WHEN Ann moves meanwhile, and only then the DM fails
        t.run("ann", "move", "move:C3-D4");
        dm.complete(false);
        // THEN nobody pings her in the channel for a turn that is over, after its board
        assertEquals(
                before,
                t.games.unansweredPosts().size(),
                t.games.unansweredPosts().toString());
    }

    @Test
    void aFailedDmOrTheChoiceOfMentionsRemindsInTheChannel() {
        t.started("turn-time:10m");
        timer.tick();
        output.closed.add("ann");
        after(Duration.ofMinutes(5));
        assertEquals(List.of("ann"), t.games.unansweredPosts().get(0).mentions());
        long due = t.clock.instant().plus(Duration.ofMinutes(5)).getEpochSecond();
        assertTrue(
                t.games
                        .unansweredPosts()
                        .get(0)
                        .text()
                        .startsWith("<@ann> ⏰ your move. Your move is due <t:" + due + ":R>"),
                t.games.unansweredPosts().get(0).text());
        assertTrue(text(t.run("bob", "notify", "dm:off", "mention:maybe")).contains("Nothing changed"));
        assertEquals(NotifyPreference.DEFAULT, t.clocks.preference("bob"));
        assertTrue(text(t.run("bob", "notify", "dm:off"))
                .contains("by DM **off**, by a mention in the game's channel" + " **off**"));
        t.run("ann", "move", "move:C3-D4");
        timer.tick(); // Bob's turn
        after(Duration.ofMinutes(5));
        assertTrue(output.dms.stream().noneMatch(d -> d.startsWith("bob")), "Bob turned DMs off");
        assertEquals(List.of("bob"), t.games.unansweredPosts().get(1).mentions());
    }

    @Test
    void aTimeoutSkipsTheTurnAndTheThirdInARowResigns() {
        t.started("turn-time:30s");
        timer.tick();
        after(Duration.ofSeconds(30));
        assertEquals(1, version());
        assertTrue(t.table().game().events().get(0) instanceof GameEvent.Skip);
        Reply.Public skipped =
                t.games.unansweredPosts().get(t.games.unansweredPosts().size() - 1);
        assertTrue(
                skipped.text().startsWith("ann (Red) ran out of time: turn skipped (1 of 3 in a row"), skipped.text());
        assertEquals(
                List.of("bob", "ann"),
                skipped.mentions(),
                "the next player is pinged as after a move, and the late player once, to know");
        assertTrue(skipped.text().endsWith("<@bob> <@ann>"), skipped.text());
        after(Duration.ofSeconds(1));
        after(Duration.ofSeconds(30));
        assertEquals(2, version(), "Bob's own 30 seconds ran from when his turn began");
        for (int i = 0; i < 7; i++) { // Cy, Di, Ann (2nd), Bob, Cy, Di, then Ann's third
            after(Duration.ofSeconds(1));
            after(Duration.ofSeconds(30));
        }
        assertFalse(t.table().game().position().isActive(Colour.RED), "Ann is out after three skips in a row");
        assertTrue(t.games
                .unansweredPosts()
                .get(t.games.unansweredPosts().size() - 1)
                .text()
                .contains("a third turn in a row lost, so " + "resigned."));
    }

    @Test
    void aMoveOfHisOwnStartsTheCountOfSkipsAgain() {
        t.started("turn-time:30s");
        timer.tick();
        after(Duration.ofSeconds(30)); // Ann skipped once
        for (String player : List.of("bob", "cy", "di")) {
            playAnyMove(player);
        }
        assertEquals(
                1,
                io.djambi.bot.game.Timeouts.skipsInARow(t.table().game(), Colour.RED, 0),
                "the others' moves do not count");
        playAnyMove("ann");
        assertEquals(0, io.djambi.bot.game.Timeouts.skipsInARow(t.table().game(), Colour.RED, 0));
    }

    private void playAnyMove(String player) {
        String move = io.djambi.engine.rules.Rules.legalMoves(t.table().game().position())
                .get(0)
                .text();
        t.run(player, "move", "move:" + move);
    }

    @Test
    void theResignPolicyResignsAtTheFirstTimeout() {
        t.started("turn-time:1m", "timeout:resign");
        timer.tick();
        after(Duration.ofSeconds(59));
        assertEquals(0, version());
        after(Duration.ofSeconds(1));
        assertFalse(t.table().game().position().isActive(Colour.RED));
        assertTrue(t.games
                .unansweredPosts()
                .get(t.games.unansweredPosts().size() - 1)
                .text()
                .contains("ran out of time: resigned."));
    }

    @Test
    void aTimeoutIsAppliedOnceAndAMoveThatBeatsItWins() {
        t.started("turn-time:30s");
        timer.tick();
        t.clock.advance(Duration.ofSeconds(30));
        timer.tick();
        timer.tick();
        assertEquals(1, version(), "two ticks at the deadline: one skip");
        t.clock.advance(Duration.ofSeconds(30)); // Bob's time is up, but he moves before the timer looks
        t.run("bob", "move", "move:G3-F4");
        timer.tick();
        assertEquals(2, version());
        assertTrue(t.table().game().events().get(1) instanceof GameEvent.Played);
    }

    @Test
    void aDeadlineMissedWhileTheBotWasDownGetsAFreshReminderAndAnHourOfGrace() {
        t.started("turn-time:24h");
        timer.tick();
        t.clock.advance(Duration.ofDays(3)); // the bot was down
        TurnTimer restarted = timer();
        restarted.recover();
        assertEquals(0, version(), "no timeout for the bot's own downtime");
        assertTrue(
                output.dms.get(0).contains("The bot was offline when your time ran out, so you get 1h more"),
                output.dms.get(0));
        assertTrue(t.games.unansweredPosts().get(0).text().contains("gets 1h more before the skip"));
        restarted.tick();
        t.clock.advance(Duration.ofMinutes(59));
        restarted.tick();
        assertEquals(0, version());
        assertEquals(1, output.dms.size(), "the fresh reminder is the turn's last: no other follows it");
        t.clock.advance(Duration.ofMinutes(1));
        restarted.tick();
        restarted.tick();
        assertEquals(1, version(), "then applied, once");
        restarted.recover();
        assertEquals(1, version(), "a second start finds nothing overdue");
    }

    @Test
    void theGraceIsTheWholeTurnTimeWhenThatIsShorterThanAnHour() {
        t.started("turn-time:10m");
        timer.tick();
        t.clock.advance(Duration.ofHours(5));
        TurnTimer restarted = timer();
        restarted.recover();
        t.clock.advance(Duration.ofMinutes(9));
        restarted.tick();
        assertEquals(0, version());
        t.clock.advance(Duration.ofMinutes(1));
        restarted.tick();
        assertEquals(1, version());
    }

    @Test
    void untimedGamesAndLobbiesAreLeftAlone() {
        t.started("turn-time:none");
        timer.tick();
        after(Duration.ofDays(40));
        assertEquals(0, version());
        assertTrue(output.dms.isEmpty() && t.games.unansweredPosts().isEmpty());
        assertTrue(text(t.run("zed", "new")).contains("already has a live game"));
    }
}
