package io.djambi.bot.ai;

import static io.djambi.bot.press.PressTable.text;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.djambi.bot.clock.TimerOutput;
import io.djambi.bot.clock.TurnTimer;
import io.djambi.bot.command.Reply;
import io.djambi.bot.game.InMemoryTableStore;
import io.djambi.bot.game.MoveChooser;
import io.djambi.bot.game.Seat;
import io.djambi.bot.press.InMemoryWhisperStore;
import io.djambi.bot.press.PressTable;
import io.djambi.bot.text.Catalogue;
import io.djambi.engine.ai.Ai;
import io.djambi.engine.ai.Level;
import io.djambi.engine.game.GameEvent;
import io.djambi.engine.model.Colour;
import io.djambi.engine.model.Position;
import io.djambi.engine.move.Move;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionStage;
import org.junit.jupiter.api.Test;

/** AI seats in the lobby, AI turns played once and after their delay, and the AI standing in at a timeout. */
class AiTurnsTest {
    private final PressTable t = new PressTable(new InMemoryTableStore(), new InMemoryWhisperStore());
    private final List<Runnable> pool = new ArrayList<>();
    private final TimerOutput output = new TimerOutput() {
        @Override
        public CompletionStage<Boolean> directMessage(String userId, String text, List<Reply.Attachment> files) {
            return CompletableFuture.completedFuture(true);
        }
    };
    private final AiTurns ai = new AiTurns(
            t.tables,
            t.games.life,
            pool::add,
            t.clock,
            AiTurns.THINKING_DELAY,
            io.djambi.bot.game.MoveChooser.engine(),
            Catalogue.english());

    private void runPool() {
        List<Runnable> now = List.copyOf(pool);
        pool.clear();
        now.forEach(Runnable::run);
    }

    @Test
    void theHostSeatsAisUnderClearNamesAndOnlyInAnOpenLobby() {
        t.run("ann", "new");
        assertTrue(text(t.run("bob", "add-ai")).contains("Only the host"));
        assertTrue(text(t.run("ann", "add-ai", "level:expert")).contains("level must be easy, normal or hard"));
        assertTrue(text(t.run("ann", "add-ai", "level:hard", "colour:yellow"))
                .startsWith("AI Yellow (hard) takes the Yellow seat. It plays its moves a few seconds after its turn"
                        + " begins, and does not negotiate."));
        assertTrue(text(t.run("ann", "add-ai", "colour:yellow")).contains("Yellow is taken by AI Yellow (hard)"));
        // the second AI's line does not say again what every AI does (found by the play-test: three alike lines)
        String second = text(t.run("ann", "add-ai"));
        assertTrue(second.startsWith("AI Blue (normal) takes the Blue seat."), second);
        assertFalse(second.contains("negotiate"), second);
        assertEquals("AI Blue (normal)", t.table().seats().get(Colour.BLUE).name());
        assertEquals(Level.NORMAL, t.table().seats().get(Colour.BLUE).aiLevel().orElseThrow());
        t.run("cy", "join");
        assertTrue(text(t.run("ann", "add-ai")).contains("The table is full"));
        t.run("ann", "start");
        assertTrue(text(t.run("ann", "add-ai")).contains("no open lobby"));
    }

    @Test
    void anAiSeatIsNamedInTheReadersLanguageNotTheGames() {
        // A Spanish reader of a Czech game read "Amarillo: AI Žlutý (snadná)" (found by the play-test)
        t.run("ann", "new", "language:cs");
        t.run("ann", "add-ai", "level:easy", "colour:yellow");
        t.run("bob", "join");
        t.run("ann", "start");

        String english = text(t.run("bob", "status"));
        String spanish = text(t.runIn(java.util.Locale.forLanguageTag("es"), "bob", "status"));

        assertTrue(english.contains("AI Yellow (easy)"), english);
        assertTrue(spanish.contains("IA Amarillo (fácil)"), spanish);
        assertFalse(english.contains("Žlutý") || spanish.contains("Žlutý"), english + spanish);
    }

    @Test
    void anAiMovesAfterItsDelayOnTheWorkerPoolAndOnlyOnce() {
        annAndThreeAis();
        t.run("ann", "move", "move:C3-D4");
        ai.tick();
        t.clock.advance(AiTurns.THINKING_DELAY.minusMillis(1));
        ai.tick();
        assertTrue(pool.isEmpty(), "not before the delay");
        t.clock.advance(Duration.ofMillis(1));
        ai.tick();
        ai.tick();
        assertEquals(1, pool.size(), "handed over once, however often the tick comes");
        assertEquals(1, t.table().version(), "and not on the tick's thread");
        runPool();
        assertEquals(2, t.table().version());
        assertTrue(posts().isEmpty(), "an AI's move that an AI answers is not posted on its own");
        Move expected = Ai.of(Level.EASY, MoveChooser.seed(t.table().id(), 1))
                .choose(t.table().game().positions().get(1));
        assertEquals(
                new GameEvent.Played(expected),
                t.table().game().events().get(1),
                "the move is the seeded AI's: a restart computes the same one");
    }

    @Test
    void theAiIsShownEveryPositionOfTheGameSoItCanAvoidRepeatingOne() {
        // GIVEN an AI seat whose chooser records what it is shown
        List<List<Position>> shown = new ArrayList<>();
        MoveChooser recording = new MoveChooser() {
            @Override
            public Move choose(Position position, Level level, long seed) {
                throw new AssertionError("the AI is always shown the game's history");
            }

            @Override
            public Move choose(Position position, List<Position> history, Level level, long seed) {
                shown.add(history);
                return MoveChooser.engine().choose(position, history, level, seed);
            }
        };
        AiTurns withHistory =
                new AiTurns(t.tables, t.games.life, pool::add, t.clock, Duration.ZERO, recording, Catalogue.english());
        annAndThreeAis();
        t.run("ann", "move", "move:C3-D4");
        // WHEN the AI to move plays
        withHistory.tick();
        runPool();
        // THEN it was shown every position from the start to the one it moved in
        assertEquals(1, shown.size());
        assertEquals(t.table().game().positions().subList(0, 2), shown.get(0));
    }

    @Test
    void aMoveAnAiAnswersIsNotPostedAloneAndAnAiToMoveIsShownNoDeadline() {
        // GIVEN Ann against three AIs, a day a move
        annAndThreeAis();
        // WHEN she moves
        List<Reply> replies = t.run("ann", "move", "move:C3-D4");
        // THEN she alone is told, and that the board comes with the AIs' answer: one post for both (play-test)
        assertTrue(
                replies.stream().noneMatch(r -> r instanceof Reply.Public || r instanceof Reply.Posted),
                replies.toString());
        assertEquals(List.of(), posts());
        String answer = text(replies);
        assertTrue(
                answer.startsWith("You played **C3-D4**: Red Necromobile C3 moves to D4.\n"
                        + "AI Blue (easy) plays next: the board will be posted after the AI moves."),
                answer);
        // and the board, asked for, names the AI to move and no deadline: it plays after its short delay
        String board = text(t.run("ann", "board"));
        assertTrue(board.endsWith("AI Blue (easy) to move."), board);
        assertTrue(
                t.clocks.current(t.table()).isPresent(), "the AI's turn clock runs all the same (the timer keeps it)");
    }

    @Test
    void aRunOfAiMovesIsPostedOnceWithEveryMoveSinceThePersonsLastMoveNumberedAndHimPinged() {
        // GIVEN Ann against three AIs, and her move
        annAndThreeAis();
        t.run("ann", "move", "move:C3-D4");
        // WHEN the three AIs answer, the first after its delay and the others at once
        ai.tick();
        t.clock.advance(AiTurns.THINKING_DELAY);
        for (int version = 1; version < 4; version++) {
            ai.tick();
            runPool();
        }
        // THEN one post tells Ann's move and the three answers, numbered, and pings her on a line of its own
        assertEquals(4, t.table().version());
        assertEquals(1, posts().size(), "one post for her move and the run");
        Reply.Public post = posts().get(0);
        String[] lines = post.text().split("\n");
        assertEquals(5, lines.length, post.text());
        assertTrue(lines[0].startsWith("1. ann (Red): C3-D4"), lines[0]);
        assertTrue(lines[1].startsWith("2. AI Blue (easy): "), lines[1]);
        assertTrue(lines[2].startsWith("3. AI Yellow (easy): "), lines[2]);
        assertTrue(lines[3].startsWith("4. AI Green (easy): "), lines[3]);
        long due = t.clock.instant().plus(Duration.ofHours(24)).getEpochSecond();
        assertEquals(
                "ann (Red) to move. Due <t:" + due + ":R> (<t:" + due + ":f>). <@ann>",
                lines[4],
                "her turn apart from the last move, her deadline in every reader's own time");
        assertEquals(List.of("ann"), post.mentions());
    }

    @Test
    void aResignationAnAiAnswersIsALineAndTheAisBoardFollows() {
        // GIVEN Ann (Red) and Bob (Yellow) against AI Blue and AI Green, Ann to move
        t.annAndBobAgainstTwoAis();
        int before = t.games.channelPosts().size();
        // WHEN Ann resigns, and AI Blue is to move
        t.run("ann", "resign-confirm");
        // THEN one line says so, with no board (found by the play-test: a board, then the AI's at once)
        List<Reply.Public> made = t.games.channelPosts();
        assertEquals(before + 1, made.size(), made.toString());
        Reply.Public line = made.getLast();
        assertEquals("ann (Red) resigns.", line.text());
        assertEquals(List.of(), line.files(), "no board with the line");
        // and the AI's answer comes on the one board, pinging Bob
        List<Reply.Public> answered = playAllNow();
        assertEquals(1, answered.size(), answered.toString());
        assertEquals(List.of("bob"), answered.get(0).mentions());
        assertEquals(
                List.of(io.djambi.bot.game.BoardPosts.BOARD_FILE),
                answered.get(0).files().stream().map(Reply.Attachment::fileName).toList());
    }

    @Test
    void aWhisperToAnAiGetsAPoliteAnswerAndIsNotStored() {
        t.run("ann", "new", "players:3");
        t.run("ann", "add-ai");
        t.run("cy", "join");
        t.run("ann", "start");
        String answer = text(t.run("ann", "whisper", "to:ai:b:normal", "message:Shall we share the maze?"));
        assertTrue(answer.startsWith("AI Blue (normal) thanks you for the offer, but it does not negotiate"), answer);
        assertTrue(t.whispers.ofTable(t.table().id()).isEmpty(), "nothing stored, nothing sent");
    }

    @Test
    void aHumanMoveThatComesFirstWinsOverAStaleAiTurn() {
        t.run("ann", "new", "players:3");
        t.run("ann", "add-ai");
        t.run("cy", "join");
        t.run("ann", "start");
        t.run("ann", "move", "move:C3-D4");
        t.clock.advance(Duration.ofSeconds(3));
        ai.tick();
        t.run("ann", "abort-confirm"); // the table changes before the pool gets to the AI's turn
        runPool();
        assertTrue(posts().isEmpty(), "nothing played on a table that moved on");
    }

    @Test
    void aWholeGameWithThreeAisAndOneHumanInTheConsoleLayer() {
        annAndThreeAis();
        int humanMoves = 0;
        while (t.table().isLive()) {
            var p = t.table().game().position();
            if (p.toMove().orElseThrow() == Colour.RED) {
                t.run(
                        "ann",
                        "move",
                        "move:" + Ai.of(Level.RANDOM, humanMoves).choose(p).text());
                humanMoves++;
            }
            ai.playAllNow(PressTable.CHANNEL);
            assertTrue(humanMoves < 2000, "the game ends");
        }
        assertTrue(t.table().game().position().isOver());
        assertEquals(1, t.results.results("guild").size(), "the result is recorded with the AIs' placings");
    }

    @Test
    void underTimeoutAiTheAiPlaysThatOneMoveAndThePlayerKeepsHisSeat() {
        t.started("turn-time:1m", "timeout:ai");
        TurnTimer timer = t.games.timer(t.tables, t.clocks, output, g -> "S", t.clock, pool::add);
        timer.tick();
        t.clock.advance(Duration.ofMinutes(1));
        timer.tick();
        timer.tick();
        assertEquals(1, pool.size(), "the stand-in is searched once, on the AI pool");
        assertEquals(0, t.table().version(), "not on the timer's thread");
        runPool();
        assertEquals(1, t.table().version());
        assertTrue(t.table().game().events().get(0) instanceof GameEvent.Played);
        assertTrue(t.table().game().position().isActive(Colour.RED), "Ann keeps her seat");
        assertTrue(
                posts().get(posts().size() - 1)
                        .text()
                        .startsWith("ann (Red) ran out of time, so the AI (normal) " + "played for them: "),
                posts().get(posts().size() - 1).text());
        assertFalse(t.table().seats().get(Colour.RED) instanceof Seat s && s.isAi());
    }

    @Test
    void aStandInsMoveAnAiAnswersIsALineAndTheAisBoardTellsItOnce() {
        // GIVEN Ann against three AIs under timeout:ai, and her time runs out
        annRunsOutOfTimeAgainstThreeAis("timeout:ai");
        runPool();
        // THEN one line says the AI played for her, with no board: AI Blue is to move and its board comes at once
        assertEquals(1, t.table().version());
        Reply.Public line = posts().getLast();
        assertEquals("ann (Red) ran out of time, so the AI (normal) played for them.", line.text());
        assertEquals(List.of(), line.files());
        // and the AIs' board tells her move once, with theirs (it was told on a board of its own too), as the AI's
        // standing in for her: not as if she had played it
        List<Reply.Public> answered = playAllNow();
        assertEquals(1, answered.size(), answered.toString());
        String board = answered.get(0).text();
        // (a line begins with it: "The AI", found lowercase at the start of the line)
        assertTrue(board.startsWith("1. The AI (normal) standing in for ann (Red): "), board);
        assertEquals(1, board.split("ann \\(Red\\): ", -1).length - 1, board);
    }

    @Test
    void aStandInsLineIsInTheGamesLanguage() {
        // A French game: its channel reads French, whatever the bot's default language
        annRunsOutOfTimeAgainstThreeAis("timeout:ai", "language:fr");
        runPool();
        String line = posts().getLast().text().replace('\u00a0', ' ');
        assertTrue(line.startsWith("ann (Rouge) a dépassé son temps, l'IA (normale) a donc joué à sa place"), line);
    }

    @Test
    void afterAnAiTakesASeatOverTheNextBoardTellsOnlyWhatNoBoardShowed() {
        // GIVEN Ann (Red) and Bob (Yellow) against two AIs, 30 s a turn, and Bob's seat to an AI at his third time-out
        t.annAndBobAgainstTwoAis("turn-time:30s", "timeout:ai-takes-over");
        t.run("eve", "follow", "every-move:true");
        TurnTimer timer = t.games.timer(t.tables, t.clocks, output, g -> "S", t.clock, pool::add);
        for (int round = 0; round < 3; round++) {
            Move any = io.djambi.engine.rules.Rules.legalMoves(t.table().game().position())
                    .get(0);
            t.run("ann", "move", "move:" + any.text());
            playAllNow(); // AI Blue
            timer.tick();
            t.clock.advance(Duration.ofSeconds(31));
            timer.tick(); // Bob's turn runs out
            playAllNow(); // AI Green
        }
        assertTrue(t.table().seats().get(Colour.YELLOW).isAi(), "an AI holds Yellow now");
        // THEN the board that pings Ann tells Blue's and Green's moves, not again her own, which Blue's board showed:
        // Yellow was Bob's, a person's, when Blue moved (found by the play-test)
        Reply.Public board = posts().getLast();
        assertEquals(List.of("ann"), board.mentions());
        assertFalse(board.text().contains("ann (Red): "), board.text());
        // and Eve's DM after it tells Blue's move, Bob's time-out under his own name, and Green's: nothing twice
        String last = t.dms.stream()
                .filter(dm -> dm.startsWith("eve: "))
                .reduce((a, b) -> b)
                .orElseThrow();
        assertFalse(last.contains("ann (Red): "), last);
        assertTrue(last.contains("bob (Yellow): out of time"), last);
    }

    @Test
    void aSkipAnAiAnswersIsALinePingingTheLatePlayer() {
        annRunsOutOfTimeAgainstThreeAis("timeout:skip");
        Reply.Public line = posts().getLast();
        assertTrue(line.text().startsWith("ann (Red) ran out of time: "), line.text());
        assertEquals(List.of(), line.files(), "no board: the AIs' comes at once");
        assertEquals(List.of("ann"), line.mentions());
    }

    @Test
    void underTimeoutAiAStandInThatKeepsFailingLosesTheTurnInsteadOfStallingTheGame() {
        // GIVEN a late player under timeout:ai, and an AI search that always fails
        t.started("turn-time:1m", "timeout:ai");
        MoveChooser broken = (position, level, seed) -> {
            throw new IllegalStateException("search failed");
        };
        TurnTimer timer = t.games.timer(t.tables, t.clocks, output, g -> "S", t.clock, pool::add, broken);
        timer.tick();
        t.clock.advance(Duration.ofMinutes(1));
        // WHEN the timer tries the stand-in on each tick
        for (int attempt = 1; attempt < io.djambi.bot.game.Timeouts.STAND_IN_TRIES; attempt++) {
            timer.tick();
            runPool();
            assertEquals(0, t.table().version(), "a failed try changes nothing; the next tick tries again");
        }
        timer.tick();
        runPool();
        // THEN the turn is lost as under timeout:skip, said in one line, and the game moves on
        assertEquals(1, t.table().version());
        assertTrue(t.table().game().events().get(0) instanceof GameEvent.Skip);
        assertTrue(
                posts().get(posts().size() - 1)
                        .text()
                        .startsWith("ann (Red) ran out of time and the AI could not " + "play for them: turn skipped"),
                posts().get(posts().size() - 1).text());
    }

    private void annAndThreeAis(String... lobbyOptions) {
        seatAnnAndThreeAis(lobbyOptions);
        t.run("ann", "start");
    }

    /** Ann against three AIs, a minute a move, with these lobby options (a time-out policy), and her minute runs out. */
    private void annRunsOutOfTimeAgainstThreeAis(String... options) {
        List<String> lobby = new ArrayList<>(List.of("turn-time:1m"));
        lobby.addAll(List.of(options));
        annAndThreeAis(lobby.toArray(String[]::new));
        TurnTimer timer = t.games.timer(t.tables, t.clocks, output, g -> "S", t.clock, pool::add);
        timer.tick();
        t.clock.advance(Duration.ofMinutes(1));
        timer.tick();
    }

    /** A full lobby, not started: ann (Red, the host) and three easy AIs. */
    private void seatAnnAndThreeAis(String... lobbyOptions) {
        t.run("ann", "new", lobbyOptions);
        for (int i = 0; i < 3; i++) {
            t.run("ann", "add-ai", "level:easy");
        }
    }

    @Test
    void aGameOfOnePersonAgainstAisStartsWithoutTellingHimToNegotiate() {
        // Found by the play-test: "Negotiate in private with /whisper" to one person whose rivals do not negotiate
        seatAnnAndThreeAis();
        String begins = firstPost(t.run("ann", "start"));
        assertTrue(begins.startsWith("The game begins. ann (Red) to move."), begins);
        // and with two people, it does
        t.run("ann", "abort-confirm");
        t.run("ann", "new");
        t.run("ann", "add-ai", "level:easy");
        t.run("bob", "join");
        t.run("ann", "add-ai", "level:easy");
        String twoPeople = firstPost(t.run("ann", "start"));
        assertTrue(twoPeople.contains("Negotiate in private with /whisper"), twoPeople);
    }

    @Test
    void whenNoPersonIsLeftTheGameEndsAtOnceAsADrawBetweenTheAis() {
        // GIVEN ann and three AIs, and her move (a game that ends before its first move counts for nobody)
        annAndThreeAis();
        t.run("ann", "move", "move:C3-D4");
        // WHEN ann, the only person, resigns
        List<Reply> replies = t.run("ann", "resign-confirm");
        // THEN the game ends at once, drawn between the AIs, with the final board and record, and ann is pinged
        assertTrue(t.table().game().position().isOver());
        assertEquals(
                io.djambi.engine.rules.Outcome.Drawn.class,
                io.djambi.engine.rules.Rules.outcome(t.table().game().position())
                        .getClass());
        Reply.Public end = (Reply.Public) replies.get(0); // her answer is its echo
        assertTrue(
                end.text().contains("No person is left in the game, so it ends here: a draw between the AIs."),
                end.text());
        assertTrue(end.files().stream().anyMatch(f -> f.fileName().endsWith(".txt")), "the record is attached");
        assertEquals(List.of("ann"), end.mentions());
        assertEquals(1, t.results.results("guild").size(), "the result is recorded");
        assertTrue(playAllNow().isEmpty(), "and no AI plays on");
    }

    @Test
    void withAiFinishTheAisPlayItOutAndOnlyTheEndIsPosted() {
        // GIVEN ann and three AIs, the host having chosen that the AIs finish the game
        annAndThreeAis("ai-finish:true");
        // WHEN ann resigns, and the AIs play on
        t.run("ann", "resign-confirm");
        assertTrue(t.table().isLive(), "the game goes on between the AIs");
        List<Reply.Public> posted = playAllNow();
        // THEN the game is played to its end, and only that end is posted
        assertTrue(t.table().game().position().isOver());
        assertEquals(1, posted.size(), posted.toString());
        assertTrue(
                posted.get(0).text().contains("wins the game")
                        || posted.get(0).text().contains("drawn"),
                posted.get(0).text());
        assertTrue(t.table().game().events().size() > 2, "the AIs played moves, unseen");
        // and the board's few moves are not told as the whole run: ann made none, so every move was the AIs'
        long played = t.table().game().events().stream()
                .filter(e -> e instanceof io.djambi.engine.game.GameEvent.Played)
                .count();
        assertTrue(played > 4, "a run longer than a board draws: " + played);
        assertTrue(
                posted.get(0).text().startsWith((played - 4) + " earlier moves not shown; the last 4:\n1. "),
                posted.get(0).text());
    }

    /**
     * A run of AI moves that puts the last person out ends the game at once, drawn between the AIs, and its one post
     * tells every move of the run: the moves before the last had not been posted (a run is posted after its last
     * move), and used to be lost. Green's Assassin on B9 has the B file open to ann's Chief on B1; corpses keep the
     * other Chiefs from any kill.
     */
    @Test
    void aRunOfAiMovesThatPutsTheLastPersonOutIsPostedWhole() {
        // GIVEN ann and three AIs, from a position where only Green can kill, and only ann's Chief
        seatAnnAndThreeAis();
        t.run("ann", "import", "record:1gA6gC/9/8X/9/8yC/9/rM7X/9/1rC2X3bC r rbyg r 0 0");
        t.run("ann", "move", "move:A3-A4");
        // WHEN the AIs play their turns
        List<Reply.Public> posted = playAllNow();
        // THEN Green put her out, the game is drawn, and the one post tells her move and every AI move since
        assertTrue(t.table().game().position().isOver());
        assertEquals(1, posted.size(), posted.toString());
        String end = posted.get(0).text();
        List<io.djambi.engine.game.GameEvent> events = t.table().game().events();
        long aiMoves = events.stream()
                        .filter(e -> e instanceof io.djambi.engine.game.GameEvent.Played)
                        .count()
                - 1; // ann's
        assertTrue(aiMoves >= 3, "Blue, Yellow, then Green: " + events);
        String[] lines = end.split("\n");
        assertTrue(lines[0].startsWith("1. ann (Red): A3-A4"), end);
        for (int n = 2; n <= aiMoves + 1; n++) {
            assertTrue(lines[n - 1].startsWith(n + ". AI "), "move " + n + " of the run: " + end);
        }
        assertTrue(lines[1].startsWith("2. AI Blue (easy): "), end);
        assertTrue(lines[(int) aiMoves].startsWith((aiMoves + 1) + ". AI Green (easy): B9xB1"), end);
        assertTrue(end.contains("No person is left in the game, so it ends here: a draw between the AIs."), end);
        // and the history says so too: nobody agreed to that draw
        String history = text(t.run("ann", "history"));
        String last = history.substring(history.lastIndexOf('\n') + 1);
        assertEquals(
                events.size() + ". No person is left in the game, so it ends here: a draw between the AIs.",
                last,
                "the bot ended it, not an AI's move (found by the play-test)");
    }

    /**
     * R24: the AIs agree to a draw that nobody can turn into a win. Green's Chief and Assassin are shut below a row of
     * corpses (A3 to H3, closed by H2 and I2), Yellow's pieces and ann's lone Chief above it, and no Necromobile is
     * left to open the wall.
     */
    @Test
    void withAiFinishTheAisStillAgreeToADrawOnceWallsOfCorpsesLeaveNobodyAWayToWin() {
        // GIVEN ann and three AIs playing it out, in a game walled in for good
        seatAnnAndThreeAis("ai-finish:true");
        String walledIn = "XX2yRX1XyM/1X2X1XXyA/7XX/3XrC3X/2X3XX1/X3XyC3/XXXXXXXX1/2gA1X2XX/gC4X3 r ryyg r 0 400";
        String imported = text(t.run("ann", "import", "record:" + walledIn));
        assertTrue(imported.startsWith("ann started the game from a record"), imported);
        assertTrue(t.table().isLive(), "a person is still in: the game goes on");
        // WHEN ann, the only person, resigns
        List<Reply> replies = t.run("ann", "resign-confirm");
        // THEN the AIs do not play on for ever: the game ends at once, drawn
        assertEquals(
                io.djambi.engine.rules.Outcome.Drawn.class,
                io.djambi.engine.rules.Rules.outcome(t.table().game().position())
                        .getClass());
        assertEquals(2, t.table().game().events().size(), "the resignation, then the draw: no AI move");
        assertTrue(playAllNow().isEmpty(), "and no AI plays on");
        String end = firstPost(replies);
        assertTrue(end.contains("Walls of corpses leave nobody a way to win, so the AIs agree to a draw."), end);
    }

    /**
     * R24 again: two lone Chiefs, Yellow's and Green's, that have only shuffled for 299 moves on a board with a way
     * between them (rows of corpses, each with a gap), and nobody else left in the game.
     */
    @Test
    void withAiFinishTheAisAgreeToADrawAfterThreeHundredMovesWithoutAKill() {
        // GIVEN a game left to two AIs with ai-finish, imported after 299 moves without a kill
        seatAnnAndThreeAis("ai-finish:true");
        StringBuilder record =
                new StringBuilder("8gC/1XXXXXXX1/1XXXXXXX1/XXXXXXXX1/9/1XXXXXXXX/9/yC8/2XXXX3 y yyyg y 0 0\n");
        String[] shuffle = {"A2-A3", "I9-I8", "A3-A2", "I8-I9"};
        for (int move = 0; move < Ai.STALLED - 1; move++) {
            record.append(shuffle[move % 4]).append('\n');
        }
        String imported = text(t.run("ann", "import", "record:" + record));
        assertTrue(imported.startsWith("ann started the game from a record"), imported);
        assertTrue(t.table().isLive(), "299 quiet moves: the AIs play on");
        // WHEN the AI to move makes the 300th move (no kill can be made: the Chiefs share no line)
        List<Reply.Public> posted = playAllNow();
        // THEN the AIs agree to a draw, and the channel is told why
        assertEquals(
                io.djambi.engine.rules.Outcome.Drawn.class,
                io.djambi.engine.rules.Rules.outcome(t.table().game().position())
                        .getClass());
        assertEquals(Ai.STALLED + 1, t.table().game().events().size(), "the 300th move, then the draw");
        assertEquals(1, posted.size(), posted.toString());
        assertTrue(
                posted.get(0).text().contains("The AIs have gone 300 moves without a kill, so they agree to a draw."),
                posted.get(0).text());
    }

    /**
     * A person's move that puts another out and hands the turn to an AI is not posted alone: the AI's board tells it
     * and pings the one put out, as the move's own post did.
     */
    @Test
    void aPlayerPutOutByAMoveAnAiAnswersIsPingedByTheAisBoard() {
        // GIVEN ann (Red), an AI (Blue), cy (Yellow) and di (Green); ann's Militant next to cy's lone Chief
        t.run("ann", "new");
        t.run("ann", "add-ai", "level:easy");
        t.run("cy", "join");
        t.run("di", "join");
        t.run("ann", "import", "record:9/gC8/9/9/9/3yC5/2rM6/rC8/8bC r rbyg r 0 0");
        // WHEN ann kills cy's Chief, and the AI answers
        List<Reply> replies = t.run("ann", "move", "move:C3xD4>H8");
        assertTrue(replies.stream().noneMatch(r -> r instanceof Reply.Public), replies.toString());
        assertFalse(t.table().game().position().isActive(io.djambi.engine.model.Colour.YELLOW));
        List<Reply.Public> posted = playAllNow();
        // THEN one board tells both moves, pinging cy, put out, and di, to move
        assertEquals(1, posted.size(), posted.toString());
        String board = posted.getFirst().text();
        assertTrue(board.startsWith("1. ann (Red): C3xD4>H8"), board);
        assertTrue(board.contains("\n2. AI Blue (easy): "), board);
        assertEquals(
                java.util.Set.of("cy", "di"),
                java.util.Set.copyOf(posted.getFirst().mentions()),
                board);
    }

    /** The text of the first public post among these replies. */
    private static String firstPost(List<Reply> replies) {
        return replies.stream()
                .filter(r -> r instanceof Reply.Public)
                .map(r -> ((Reply.Public) r).text())
                .findFirst()
                .orElseThrow();
    }

    /** What the AIs' turns posted that no command stood for. */
    private List<Reply.Public> posts() {
        return t.games.unansweredPosts();
    }

    /** Plays every AI move due at once; what that posted. */
    private List<Reply.Public> playAllNow() {
        int before = posts().size();
        ai.playAllNow(PressTable.CHANNEL);
        List<Reply.Public> all = posts();
        return all.subList(before, all.size());
    }
}
