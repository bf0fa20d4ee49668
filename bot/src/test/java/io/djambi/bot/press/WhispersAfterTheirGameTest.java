package io.djambi.bot.press;

import static io.djambi.bot.press.PressTable.text;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.djambi.bot.game.InMemoryTableStore;
import java.util.List;
import java.util.Locale;
import org.junit.jupiter.api.Test;

/**
 * Whispers once their game is over or a seat has changed hands: a whisper is always about one game, refused in words
 * naming it when that game cannot take it, and never sent to another game of the sender's instead.
 */
class WhispersAfterTheirGameTest {
    private static final String WHERE = "Djambi game 1 on **Test Server**, <#chan>";
    private static final String OVER = "Game 1 is over: its whispers are closed.";

    private final PressTable t = new PressTable(new InMemoryTableStore(), new InMemoryWhisperStore());

    private List<Whisper> stored(long tableId) {
        return t.whispers.ofTable(tableId);
    }

    /** Ann and Bob also seated in a lobby of channel "other", game 2: a live game of theirs elsewhere. */
    private long anotherLiveGame() {
        t.typedIn("other", "ann", "new");
        t.typedIn("other", "bob", "join");
        return t.tables.find("other").orElseThrow().id();
    }

    @Test
    void aWhisperTypedInAChannelWhoseGameIsOverIsRefusedThereAndGoesToNoOtherGame() {
        // GIVEN game 1 of this channel won by Ann, and Ann and Bob in a live game elsewhere
        t.annWins();
        long other = anotherLiveGame();
        // WHEN Ann whispers in this channel
        String answer = text(t.run("ann", "whisper", "to:bob", "message:gg"));
        // THEN the whisper is refused as this channel's game's, and nothing is sent anywhere
        assertEquals(OVER + " To whisper in another of your games, name it with the game option.", answer);
        assertEquals(OVER, text(t.run("zed", "whisper", "to:bob", "message:gg")), "Zed plays in no live game");
        assertTrue(stored(other).isEmpty());
        assertTrue(t.courier.delivered().isEmpty());
        // and the game option still reaches the other game
        assertEquals(
                "Whispered to bob (Blue).", text(t.run("ann", "whisper", "game:" + other, "to:bob", "message:gg")));
    }

    @Test
    void theGameOptionNamingAGameThatIsOverSaysSo() {
        // GIVEN Ann's game 1, aborted, and another live game of hers
        t.started();
        t.run("ann", "abort-confirm");
        anotherLiveGame();
        // WHEN she names game 1 in a DM
        // THEN she is told that it is over, not that she never played it
        assertEquals(OVER, text(t.inDm("ann", "whisper", "game:1", "to:bob", "message:still?")));
        assertTrue(t.courier.delivered().isEmpty());
    }

    @Test
    void aPlainDmToAPartnerWhoseSeatChangedHandsIsNotSentAndSaysWhoTookIt() {
        // GIVEN Ann and Di whispered, then the host handed Di's Green seat to Zed
        t.started();
        t.run("ann", "whisper", "to:di", "message:Shall we?");
        t.run("ann", "replace", "seat:green", "with:zed", "with.name:zed");
        // WHEN Ann writes to the bot, and Di too
        String anns = text(t.inDm("ann", "dm", "message:still there?"));
        String dis = text(t.inDm("di", "dm", "message:I am back"));
        // THEN neither is sent, each told in which game and why
        assertEquals(
                "**Not sent** · " + WHERE + "\ndi (Green) no longer plays in this game; zed (Green) took the seat.",
                anns);
        assertEquals("**Not sent** · " + WHERE + "\nYou no longer play in this game; zed (Green) took your seat.", dis);
        assertEquals(1, stored(1).size());
        assertEquals(1, t.courier.delivered().size(), "only the first whisper");
        // and /whisper says the same of Di
        assertEquals(
                "di (Green) no longer plays in this game; zed (Green) took the seat.",
                text(t.run("ann", "whisper", "to:di", "message:hello?")));
    }

    @Test
    void aPlainDmAfterTheGameEndedIsNotSentAndSaysTheGameIsOverInTheWritersLanguage() {
        // GIVEN Ann whispered to Bob in game 1, which has ended
        t.started();
        t.run("ann", "whisper", "to:bob", "message:Deal?");
        t.run("bob", "resign-confirm");
        t.run("cy", "resign-confirm");
        t.run("di", "resign-confirm");
        // WHEN each writes to the bot
        // THEN nothing is sent, and the game is said over
        assertEquals("**Not sent** · " + WHERE + "\n" + OVER, text(t.inDm("bob", "dm", "message:gg")));
        String french = text(t.inDmSpeaking(Locale.FRENCH, "ann", "dm", "message:bien joué"));
        assertTrue(french.startsWith("**Non envoyé**"), french);
        assertTrue(french.contains("La partie 1 est terminée"), french);
        assertEquals(1, t.courier.delivered().size(), "only the first whisper");
    }

    @Test
    void aPlainDmAfterItsGameEndedIsNotSentToAPartnerOfTheWritersOtherLiveGame() {
        // GIVEN Ann whispered to Bob in the lobby of game 1, then to Cy in game 2, which has ended
        long other = anotherLiveGame();
        t.typedIn("other", "ann", "whisper", "to:bob", "message:In game 1");
        t.started();
        t.run("ann", "whisper", "to:cy", "message:In game 2");
        t.run("ann", "move", "move:C3-C4");
        t.othersResign();
        // WHEN she writes to the bot
        String answer = text(t.inDm("ann", "dm", "message:gg"));
        // THEN it is about game 2, her last whispers', not game 1
        long over = t.table().id();
        assertTrue(answer.startsWith("**Not sent** · Djambi game " + over), answer);
        assertTrue(answer.endsWith("Game " + over + " is over: its whispers are closed."), answer);
        assertTrue(stored(other).size() == 1 && t.whispers.draft(1).isEmpty(), "no draft for game 1 either");
    }

    @Test
    void afterASeatChangedHandsAndAnAbortTheFormerPlayerIsNamedAndReadsHerOwnWhispers() {
        // GIVEN Ann and Di whispered, Di's seat went to Zed, and the game was aborted (reveal-press on)
        t.started();
        t.run("ann", "whisper", "to:di", "message:Shall we?");
        t.run("di", "whisper", "to:ann", "message:We shall");
        t.run("ann", "replace", "seat:green", "with:zed", "with.name:zed");
        t.run("ann", "abort-confirm");
        // THEN Ann's threads name Di as the game knew her
        String anns = text(t.run("ann", "press"));
        assertTrue(anns.startsWith("**You ↔ di (Green)** (2 whispers)"), anns);
        assertFalse(anns.contains("<@di>"), anns);
        // Di reads the whispers she wrote and received
        String dis = text(t.run("di", "press"));
        assertTrue(dis.contains("We shall") && dis.contains("Shall we?"), dis);
        // and a stranger is told they stay private, as an aborted game reveals nothing
        assertEquals(
                "Only the players of this game can read their whispers: it was aborted, so they are not revealed.",
                text(t.run("eve", "press")));
    }

    @Test
    void aCoalitionWhisperSentAgainAfterASeatChangedHandsNamesTheFormerPlayerByTheSeatHeHad() {
        // GIVEN Ann's whisper to Bob, Cy and Di, left pending by a process that died before sending it
        t.started();
        java.time.Instant now = t.clock.instant();
        t.whispers.add(
                Whisper.pending(
                        t.table().id(), "ann", List.of("bob", "cy", "di"), "Together?", Whisper.Via.COMMAND, now),
                now);
        // AND Di's Green seat handed to Zed since
        t.run("ann", "replace", "seat:green", "with:zed", "with.name:zed");
        // WHEN a process sends it again
        assertEquals(3, t.press.retryPending().toCompletableFuture().join());
        // THEN Bob reads who else it went to as the game knew them when it was written: Di by her seat
        String toBob = t.courier.deliveredTo("bob").get(0).text();
        assertTrue(toBob.contains("From **ann** (Red) to you (Blue) and to cy (Yellow), di (Green):"), toBob);
        assertFalse(toBob.contains("<@di>"), toBob);
        // AND Di hers, the others named as they sit
        String toDi = t.courier.deliveredTo("di").get(0).text();
        assertTrue(toDi.contains("From **ann** (Red) to you and to bob (Blue), cy (Yellow):"), toDi);
    }
}
