package io.djambi.bot.guide;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.djambi.bot.text.Catalogue;
import io.djambi.engine.Result;
import io.djambi.engine.model.Position;
import io.djambi.engine.model.Square;
import io.djambi.engine.move.Move;
import io.djambi.engine.notation.MoveNotation;
import io.djambi.engine.notation.PositionNotation;
import io.djambi.engine.rules.Rules;
import io.djambi.render.BoardRenderer;
import io.djambi.render.Marks;
import java.util.Arrays;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CountDownLatch;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

/** Every page of the guide: a legal picture, the engine's own marks, words that fit, each picture drawn once. */
class GuideTest {
    private static final byte[] PNG = {(byte) 0x89, 'P', 'N', 'G'};
    private static final Catalogue TEXT = Catalogue.english();

    private final Guide guide = new Guide(new BoardRenderer(), TEXT);

    @ParameterizedTest
    @EnumSource(GuideTopic.class)
    void everyPageIsDrawnFromALegalPositionWithLegalExamples(GuideTopic topic) {
        // GIVEN the page's position, read as any position is
        Result<Position> read = PositionNotation.read(topic.position());
        assertInstanceOf(Result.Ok.class, read, topic + ": " + read);
        Position position = read.orThrow();
        // THEN each example is a legal move there, and the piece in focus has moves to show
        for (String example : topic.examples()) {
            Move move = MoveNotation.read(position, example).orThrow();
            assertTrue(Rules.isLegal(position, move), topic + ": " + example);
        }
        topic.focus()
                .ifPresent(square -> assertFalse(
                        Rules.legalMovesFrom(position, Square.parse(square)).isEmpty(), topic + ": " + square));
        // AND the page comes with a PNG of it
        byte[] picture = guide.page(topic).picture();
        assertArrayEquals(PNG, Arrays.copyOf(picture, 4), topic + " is not a PNG");
    }

    @ParameterizedTest
    @EnumSource(GuideTopic.class)
    void everyPageTextFitsBesideItsPictureAndCitesNoRuleNumber(GuideTopic topic) {
        GuidePage page = guide.page(topic);
        assertTrue(
                page.text().length() <= Guide.MAX_TEXT,
                topic + ": " + page.text().length() + " characters");
        assertFalse(page.title().isBlank());
        // Players do not have the rules file: "R14" would mean nothing to them
        assertFalse(page.text().matches("(?s).*\\bR\\d+\\b.*"), topic + " cites a rule number");
    }

    @Test
    void theMarksAreExactlyWhereTheEngineLetsThePieceGoOrAct() {
        // GIVEN the Chief's page: Red's Chief on C3 with the maze empty
        GuidePicture picture = GuidePicture.of(GuideTopic.CHIEF);
        Position position = picture.position();
        Set<Square> targets = Rules.legalMovesFrom(position, Square.parse("C3")).stream()
                .map(Move::target)
                .collect(Collectors.toSet());
        // WHEN it is marked
        Marks marks = picture.marks();
        // THEN the ring is on the Chief, the dots and brackets together are every target of his legal moves
        assertEquals(Set.of(Square.parse("C3")), marks.pieces());
        Set<Square> marked = new HashSet<>(marks.reach());
        marked.addAll(marks.take());
        assertEquals(targets, marked);
        assertTrue(marks.reach().contains(Square.MAZE), "a Chief may stop on the empty maze");
        assertTrue(marks.take().contains(Square.parse("C7")), "the Yellow Militant is his to kill");
        assertTrue(marks.take().stream().noneMatch(s -> position.board().isEmpty(s)));
    }

    @Test
    void theReportersMarksShowWhereHeStopsAndWhomHeKills() {
        Marks marks = GuidePicture.of(GuideTopic.REPORTER).marks();
        assertTrue(marks.reach().contains(Square.parse("F3")));
        assertTrue(marks.take().contains(Square.parse("F4")), "he kills the Militant above F3");
        // Every bracket is straight above, below, left or right of a square he can stop on: never diagonally
        for (Square victim : marks.take()) {
            assertTrue(
                    marks.reach().stream()
                            .anyMatch(stop ->
                                    Math.abs(stop.file() - victim.file()) + Math.abs(stop.rank() - victim.rank()) == 1),
                    victim.toString());
        }
    }

    @Test
    void aPageShowingAnOutcomeShowsThePositionAfterItsExample() {
        // GIVEN the page on a fallen camp, where Red's Militant kills Blue's Chief
        GuidePicture picture = GuidePicture.of(GuideTopic.CAMP_FALLS);
        // THEN Blue is out and his pieces are Red's
        assertFalse(picture.position().isActive(io.djambi.engine.model.Colour.BLUE));
        assertEquals(
                java.util.Optional.of(io.djambi.engine.model.Colour.RED),
                picture.position().controllerOf(io.djambi.engine.model.Colour.BLUE));
    }

    @Test
    void aPictureIsDrawnOnceAndSharedEvenByReadersAskingAtOnce() throws Exception {
        // GIVEN eight readers released together on a fresh guide
        CountDownLatch go = new CountDownLatch(1);
        List<CompletableFuture<byte[]>> readers = java.util.stream.IntStream.range(0, 8)
                .mapToObj(i -> CompletableFuture.supplyAsync(() -> {
                    try {
                        go.await();
                    } catch (InterruptedException e) {
                        Thread.currentThread().interrupt();
                    }
                    return guide.page(GuideTopic.ASSASSIN).picture();
                }))
                .toList();
        go.countDown();
        // THEN they all get the very same picture, and so does a later reader
        byte[] first = readers.get(0).get();
        for (CompletableFuture<byte[]> reader : readers) {
            assertSame(first, reader.get());
        }
        assertSame(first, guide.page(GuideTopic.ASSASSIN).picture());
    }

    @Test
    void thePagesAreNumberedInOrderAndFoundByName() {
        List<GuideTopic> topics = guide.topics();
        assertEquals(GuideTopic.GOAL, topics.get(0));
        for (int i = 0; i < topics.size(); i++) {
            GuidePage page = guide.page(topics.get(i));
            assertEquals(i + 1, page.number());
            assertEquals(topics.size(), page.count());
            assertEquals(
                    java.util.Optional.of(topics.get(i)),
                    GuideTopic.byId(" " + topics.get(i).id().toUpperCase()));
        }
        assertTrue(GuideTopic.byId("chess").isEmpty());
        assertEquals(
                topics.size(), topics.stream().map(GuideTopic::id).distinct().count());
    }

    @Test
    void theGuideCoversWhatANewcomerNeeds() {
        // The six pieces each have a page, and so do the maze, encirclement, the hostage and both ways to move
        Set<String> ids = Arrays.stream(GuideTopic.values()).map(GuideTopic::id).collect(Collectors.toSet());
        assertTrue(ids.containsAll(Set.of(
                "goal",
                "board",
                "chief",
                "assassin",
                "reporter",
                "provocateur",
                "necromobile",
                "militant",
                "killing",
                "power",
                "camp-falls",
                "encirclement",
                "hostage",
                "endings",
                "notation",
                "picker")));
    }
}
