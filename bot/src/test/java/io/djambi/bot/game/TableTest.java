package io.djambi.bot.game;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.djambi.bot.text.Catalogue;
import io.djambi.engine.ai.Level;
import io.djambi.engine.game.Game;
import io.djambi.engine.game.GameEvent;
import io.djambi.engine.model.Colour;
import io.djambi.engine.model.StartPosition;
import java.util.Optional;
import java.util.Set;
import org.junit.jupiter.api.Test;

/** A channel's table: its seats, whether it is live, whose turn an AI's is, and how players are named. */
class TableTest {
    private static final Seat ANN = new Seat("111", "Ann", Colour.RED);
    private static final Seat BOB = new Seat("222", "Bob", Colour.BLUE);

    private static Table lobby() {
        return Table.lobby("guild", "chan", ANN, TableSettings.DEFAULTS);
    }

    private static Table started(Seat... more) {
        Table t = lobby();
        for (Seat s : more) {
            t = t.withSeat(s);
        }
        return t.withGame(Game.startingFrom(StartPosition.fourPlayers()), Set.of());
    }

    @Test
    void aLobbySeatsItsHostAndOffersTheNextColourInTurnOrder() {
        Table t = lobby();
        assertEquals("111", t.hostId());
        assertEquals(Optional.of(ANN), t.seatOf("111"));
        assertEquals(Optional.empty(), t.seatOf("222"));
        assertEquals(Optional.of(Colour.BLUE), t.freeColour());
        assertEquals(Optional.of(Colour.YELLOW), t.withSeat(BOB).freeColour());
        assertEquals(0, t.version());
        assertEquals(Optional.empty(), t.started());
        assertEquals(4, t.players());
    }

    @Test
    void aTableIsLiveUntilItsGameEndsOrItIsAborted() {
        assertTrue(lobby().isLive());
        assertFalse(lobby().abort().isLive());
        Table playing = started(BOB);
        assertTrue(playing.isLive());
        Game drawn = playing.game().play(new GameEvent.Draw()).orThrow();
        Table over = playing.withGame(drawn, Set.of());
        assertFalse(over.isLive());
        assertEquals(1, over.version(), "each event is a new version: older buttons are stale");
    }

    @Test
    void anAiIsToMoveOnlyWhenTheGameIsOnAndItsColourIsToMove() {
        Seat aiRed = Seat.ai(Colour.RED, Level.EASY, TestGames.TEXT);
        Table aiFirst = Table.lobby("guild", "chan", ANN, TableSettings.DEFAULTS)
                .withSeat(aiRed)
                .withGame(Game.startingFrom(StartPosition.fourPlayers()), Set.of());
        assertEquals(Optional.of(aiRed), aiFirst.aiToMove());
        assertEquals(Optional.empty(), aiFirst.abort().aiToMove(), "an aborted game has nobody to move");
        assertEquals(Optional.empty(), started(BOB).aiToMove(), "Ann, a human, is to move");
        assertEquals(Optional.empty(), lobby().withSeat(aiRed).aiToMove(), "the lobby has no moves");
    }

    @Test
    void playersAreNamedWithTheirColourAndAisAndEmptySeatsByTheirOwnName() {
        Table t = started(BOB, Seat.ai(Colour.YELLOW, Level.HARD, TestGames.TEXT));
        assertEquals("Ann (Red)", t.nameOf(Colour.RED, Catalogue.english()));
        assertEquals("AI Yellow (hard)", t.nameOf(Colour.YELLOW, Catalogue.english()));
        assertEquals("Green", t.nameOf(Colour.GREEN, Catalogue.english()));
        assertEquals("<@222>", t.mentionOf(Colour.BLUE, Catalogue.english()));
        assertEquals("AI Yellow (hard)", t.mentionOf(Colour.YELLOW, Catalogue.english()));
        assertEquals("Green", t.mentionOf(Colour.GREEN, Catalogue.english()));
    }

    @Test
    void anAiSeatSaysItsLevelAndAHumanOneHasNone() {
        Seat ai = Seat.ai(Colour.GREEN, Level.NORMAL, TestGames.TEXT);
        assertTrue(ai.isAi());
        assertEquals("ai:g:normal", ai.userId());
        assertEquals(Optional.of(Level.NORMAL), ai.aiLevel());
        assertFalse(ANN.isAi());
        assertEquals(Optional.empty(), ANN.aiLevel());
    }

    @Test
    void copiesKeepEverythingButWhatTheyChange() {
        Table t = started(BOB).withId(42);
        assertEquals(42, t.id());
        assertEquals(t.seats(), t.withId(43).seats());
        assertEquals(t.game(), t.withSettings(TableSettings.DEFAULTS).game());
        assertEquals(42, t.abort().id());
        assertTrue(t.abort().aborted());
    }
}
