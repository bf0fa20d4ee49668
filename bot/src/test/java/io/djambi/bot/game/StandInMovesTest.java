package io.djambi.bot.game;

import static io.djambi.bot.press.PressTable.text;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.djambi.bot.ai.AiTurns;
import io.djambi.bot.clock.TimerOutput;
import io.djambi.bot.command.Reply;
import io.djambi.bot.press.InMemoryWhisperStore;
import io.djambi.bot.press.PressTable;
import io.djambi.bot.text.Catalogue;
import io.djambi.engine.ai.Level;
import io.djambi.engine.game.GameEvent;
import io.djambi.engine.rules.Rules;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.CompletableFuture;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * A move the AI played for a player whose time ran out ({@code timeout:ai}) is kept as the AI's: the history and the
 * exported record say so long after the channel's line did, and a takeback that undoes the move forgets it.
 */
class StandInMovesTest {
    private final PressTable t = new PressTable(new InMemoryTableStore(), new InMemoryWhisperStore());
    private final TimerOutput output = (userId, text, files) -> CompletableFuture.completedFuture(true);
    private final AiTurns ais = new AiTurns(
            t.tables,
            t.games.life,
            Runnable::run,
            t.clock,
            AiTurns.THINKING_DELAY,
            MoveChooser.engine(),
            Catalogue.english());

    @Test
    void theHistoryAndTheRecordTellAStandInsMoveAsTheAisNotAsThePlayers() {
        // GIVEN Ann (Red) and Bob (Yellow) against two AIs under timeout:ai
        t.annAndBobAgainstTwoAis("turn-time:1m", "timeout:ai");
        // WHEN Ann's minute runs out, the AI plays for her, AI Blue answers, and Bob plays
        runOutTheTurn();
        ais.playAllNow(PressTable.CHANNEL);
        assertEquals(2, t.table().version());
        String bobs = Rules.legalMoves(t.table().game().position()).getFirst().text();
        t.run("bob", "move", "move:" + bobs);
        // THEN the history, read by anyone later, names the AI standing in for Ann for move 1, and Bob for his own
        String[] history = text(t.run("cy", "history")).split("\n");
        assertTrue(history[0].startsWith("1. The AI (normal) standing in for ann (Red): "), history[0]);
        assertTrue(history[1].startsWith("2. AI Blue (easy): "), history[1]);
        assertTrue(history[2].startsWith("3. bob (Yellow): " + bobs + " — "), history[2]);
        // and the exported record notes it right after the move, as it notes a seat that changed hands
        String record = exported();
        List<String> lines = record.lines().toList();
        String first = firstMove();
        int at = lines.indexOf(first);
        assertTrue(at > 0, record);
        assertEquals(
                "; Red: the AI (normal) played this move for ann (Discord user ann), whose time ran out",
                lines.get(at + 1),
                record);
        assertEquals(1, record.split("whose time ran out", -1).length - 1, record);
    }

    @ParameterizedTest
    @CsvSource(
            delimiter = '|',
            quoteCharacter = '"',
            value = {
                "en | 1. The AI (normal) standing in for ann (Red):",
                "fr | 1. L'IA (normale) à la place de ann (Rouge)\u00a0:",
                "de | 1. Die KI (mittel) in Vertretung von ann (Rot):",
                "es | 1. La IA (normal) en lugar de ann (Rojo):",
                "it | 1. L'IA (normale) al posto di ann (Rosso):",
                "cs | 1. AI (normální úroveň) místo hráče ann (Červený):"
            })
    void aLineThatBeginsWithAStandInsMoveBeginsAsASentenceDoesInEveryLanguage(String language, String begins) {
        // Found lowercase, "1. the AI (normal) standing in for ann (Red): …", at the head of the AIs' board's moves
        t.annAndBobAgainstTwoAis("turn-time:1m", "timeout:ai", "language:" + language);
        runOutTheTurn();
        ais.playAllNow(PressTable.CHANNEL);
        // THEN the board that tells it with AI Blue's answer, and the history, begin its line with a capital
        String board = t.games.channelPosts().getLast().text();
        assertTrue(board.startsWith(begins), board);
        String history = text(t.runIn(Locale.forLanguageTag(language), "cy", "history"));
        assertTrue(history.startsWith(begins), history);
        // AND the review and a follower's news, where it sits mid-sentence, keep it as it was (ReviewsTest,
        // FollowersTest); a person's own name is never changed: it stays "ann"
    }

    @Test
    void aTakebackThatUndoesAStandInsMoveForgetsItAndTheMovePlayedAgainIsThePlayers() {
        // GIVEN Ann against three AIs under timeout:ai: her time ran out, the AI played for her and the AIs answered
        annAgainstThreeAis();
        runOutTheTurn();
        ais.playAllNow(PressTable.CHANNEL);
        assertEquals(4, t.table().version());
        assertEquals(
                List.of(new StandIn(0, Level.NORMAL)),
                t.results.standIns(t.table().id()));
        // WHEN she takes her move back (nobody else to ask) and plays one of her own
        String done = text(t.run("ann", "takeback"));
        assertTrue(done.contains("taken back"), done);
        assertEquals(0, t.table().version());
        String hers = Rules.legalMoves(t.table().game().position()).getLast().text();
        t.run("ann", "move", "move:" + hers);
        // THEN the AI's move for her is forgotten, and move 1 is hers
        assertEquals(List.of(), t.results.standIns(t.table().id()));
        String history = text(t.run("ann", "history"));
        assertTrue(history.startsWith("1. ann (Red): " + hers + " — "), history);
        assertTrue(!history.contains("standing in"), history);
    }

    /** Ann (Red, the host) and three easy AIs, a minute a move, under {@code timeout:ai}, started: Ann to move. */
    private void annAgainstThreeAis() {
        t.run("ann", "new", "turn-time:1m", "timeout:ai");
        for (int i = 0; i < 3; i++) {
            t.run("ann", "add-ai", "level:easy");
        }
        t.run("ann", "start");
    }

    /** The turn to play runs out: the timer starts its clock, then finds it over a minute later; the AI plays. */
    private void runOutTheTurn() {
        var timer = t.games.timer(t.tables, t.clocks, output, g -> "S", t.clock, Runnable::run);
        timer.tick();
        t.clock.advance(Duration.ofSeconds(61));
        timer.tick();
        assertTrue(t.table().game().events().getFirst() instanceof GameEvent.Played, "the AI played for her");
    }

    /** The game's first move, as its record's line. */
    private String firstMove() {
        return ((GameEvent.Played) t.table().game().events().getFirst()).text();
    }

    /** The record {@code /djambi export} attaches. */
    private String exported() {
        Reply.Private export = (Reply.Private) t.run("bob", "export").getFirst();
        return new String(export.files().getFirst().bytes(), StandardCharsets.UTF_8);
    }
}
