package io.djambi.bot.store;

import static io.djambi.bot.press.PressTable.text;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.djambi.bot.command.Reply;
import io.djambi.bot.game.Shards;
import io.djambi.bot.game.TakebackRequest;
import io.djambi.bot.press.PressTable;
import io.djambi.engine.model.Colour;
import java.nio.file.Path;
import java.sql.SQLException;
import java.time.Clock;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedClass;
import org.junit.jupiter.params.provider.EnumSource;

/**
 * A takeback request is stored with its table: the request and the acceptances the players were told were recorded
 * survive a restart of the bot, its buttons still answer and the takeback completes after it; a request that lapsed at
 * the next move, was taken back or was declined does not come back as standing.
 */
@ParameterizedClass(name = "on {0}")
@EnumSource(StoreDatabase.class)
class SqlTakebacksTest {
    @TempDir
    Path dir;

    private final StoreDatabase database;

    SqlTakebacksTest(StoreDatabase database) {
        this.database = database;
    }

    /**
     * One run of the bot's process over the database: the first of two processes sharing it, so that it reads a
     * table again whenever another might have changed it.
     */
    private record Run(Database database, PressTable table) implements AutoCloseable {
        List<Reply> answer(String user, String answer, int version) {
            return table.run(
                    user, "takeback-answer", "table:" + table.table().id(), "version:" + version, "answer:" + answer);
        }

        @Override
        public void close() throws SQLException {
            database.close();
        }
    }

    private Run open() throws SQLException {
        Database db = database.open(dir);
        return new Run(
                db,
                new PressTable(
                        new SqlTableStore(db, Clock.systemUTC(), new Shards(2, 0, 0)),
                        new SqlWhisperStore(db),
                        new SqlTurnClockStore(db)));
    }

    @Test
    void aRequestAndItsAcceptanceSurviveARestartAndTheTakebackCompletesAfterIt() throws SQLException {
        try (Run first = open()) {
            // GIVEN Ann's move, her request, and Bob's acceptance, each acknowledged
            first.table().started();
            first.table().run("ann", "move", "move:C3-D4");
            assertTrue(text(first.table().run("ann", "takeback")).contains("asks to take back"));
            assertTrue(text(first.answer("bob", "accept", 1)).contains("accepted by bob (Blue).\n1 of 3 agrees"));
        }
        // WHEN the bot restarts
        try (Run second = open()) {
            // THEN the request stands, with Bob's acceptance
            assertEquals(
                    new TakebackRequest(Colour.RED, 0, 1, Set.of(Colour.RED, Colour.BLUE), false),
                    second.table().table().takebackStanding().orElseThrow());
            assertTrue(text(second.table().run("ann", "takeback")).contains("already asked"));
            assertTrue(text(second.answer("bob", "accept", 1)).contains("already accepted"));
            // AND its buttons answer: Cy's acceptance edits the request as it stood, Bob's kept in it
            Reply.Public cy = (Reply.Public) second.answer("cy", "accept", 1).getFirst();
            assertTrue(
                    cy.text().startsWith("Takeback asked by ann (Red), accepted by bob (Blue), cy (Yellow).\n2 of 3"),
                    cy.text());
            assertEquals(
                    new Reply.OfferInPlace("Takeback asked by ann (Red), accepted by bob (Blue).\n1 of 3 agrees (any"
                            + " move, a decline or the turn's deadline ends the request). <@cy> <@di>"),
                    cy.target());
        }
        try (Run third = open()) {
            // AND after another restart, Di's acceptance, the last, takes the move back
            third.answer("di", "accept", 1);
            assertEquals(0, third.table().table().version(), "the move is taken back");
            assertTrue(
                    third.table().games.channelPosts().getLast().text().contains("the last move of ann (Red) is taken"),
                    third.table().games.channelPosts().getLast().text());
        }
        try (Run fourth = open()) {
            // AND the request done is not there any more
            assertNull(fourth.table().table().takeback());
            assertEquals(0, fourth.table().table().version());
        }
    }

    @Test
    void aRequestTakenBackDoesNotStandAgainWhenTheGameComesBackToItsVersion() throws SQLException {
        try (Run first = open()) {
            // GIVEN Bob's move taken back by agreement: the game is at version 1 again
            first.table().started();
            first.table().run("ann", "move", "move:C3-D4");
            first.table().run("bob", "move", "move:G3-F4");
            first.table().run("bob", "takeback");
            first.answer("ann", "accept", 2);
            first.answer("cy", "accept", 2);
            first.answer("di", "accept", 2);
            assertEquals(1, first.table().table().version());
        }
        try (Run second = open()) {
            // WHEN, after a restart, Bob plays again: the game is back at the version the request was asked at
            second.table().run("bob", "move", "move:G3-F4");
            assertEquals(2, second.table().table().version());
            // THEN the old request's buttons find nothing, and Bob may ask anew
            assertTrue(text(second.answer("cy", "accept", 2)).contains("no longer open"));
            assertTrue(text(second.table().run("bob", "takeback")).contains("asks to take back"));
        }
    }

    @Test
    void aRequestEndedByTheNextMoveDoesNotComeBackAfterARestart() throws SQLException {
        try (Run first = open()) {
            first.table().started();
            first.table().run("ann", "move", "move:C3-D4");
            first.table().run("ann", "takeback");
            first.answer("bob", "accept", 1);
            // WHEN Bob moves instead of the others accepting
            first.table().run("bob", "move", "move:G3-F4");
        }
        try (Run second = open()) {
            // THEN after a restart no request is kept, and none answers
            assertNull(second.table().table().takeback(), "cleared with the move that ended it");
            assertTrue(text(second.answer("cy", "accept", 1)).contains("no longer open"));
            assertTrue(text(second.table().run("ann", "takeback")).contains("You have no move to take back"));
        }
    }

    @Test
    void aDeclinedRequestDoesNotComeBackAfterARestartAndItsMoveIsNotAskedForAgain() throws SQLException {
        try (Run first = open()) {
            first.table().started();
            first.table().run("ann", "move", "move:C3-D4");
            first.table().run("ann", "takeback");
            first.answer("bob", "accept", 1);
            assertTrue(text(first.answer("cy", "decline", 1)).contains("declines the takeback"));
        }
        try (Run second = open()) {
            // THEN after a restart the request is over: Di's Accept under it finds nothing, the move stands
            assertTrue(second.table().table().takebackStanding().isEmpty());
            assertTrue(text(second.answer("di", "accept", 1)).contains("no longer open"));
            assertEquals(1, second.table().table().version());
            // AND the decline is kept: the same move is not asked for again
            assertEquals(
                    "This move's takeback was declined: it stands, and cannot be asked for again.",
                    text(second.table().run("ann", "takeback")));
        }
    }
}
