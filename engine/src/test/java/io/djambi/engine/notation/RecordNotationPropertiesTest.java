package io.djambi.engine.notation;

import static io.djambi.engine.notation.Texts.assertCleanRefusal;
import static org.junit.jupiter.api.Assertions.assertEquals;

import io.djambi.engine.Result;
import io.djambi.engine.game.Game;
import io.djambi.engine.game.GameEvent;
import io.djambi.engine.game.GameRecord;
import io.djambi.engine.game.Playouts;
import java.util.ArrayList;
import java.util.List;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Combinators;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import net.jqwik.api.statistics.Statistics;

/** Game records: a random game's record reads back equal; any text is a playable record or a clean refusal. */
class RecordNotationPropertiesTest {

    /** Comment lines as a record's header holds them: player names, dates. */
    private static Arbitrary<List<String>> comments() {
        Arbitrary<String> line =
                Arbitraries.strings().withCharRange(' ', '~').ofMaxLength(30).map(String::strip);
        return line.list().ofMaxSize(3);
    }

    @Provide
    Arbitrary<GameRecord> records() {
        return Combinators.combine(Playouts.games(150), comments())
                .as((g, c) -> g.record().withComments(c));
    }

    /** A record's lines, then a few of them garbled, dropped, doubled or replaced by any text. */
    @Provide
    Arbitrary<String> texts() {
        return records().flatMap(r -> {
            List<String> lines = RecordNotation.write(r).lines().toList();
            Arbitrary<List<String>> changed = Arbitraries.integers()
                    .between(0, lines.size() - 1)
                    .list()
                    .ofMaxSize(3)
                    .flatMap(at -> garbleLines(lines, at));
            return Texts.joined(changed);
        });
    }

    private static Arbitrary<List<String>> garbleLines(List<String> lines, List<Integer> at) {
        Arbitrary<List<String>> result = Arbitraries.just(lines);
        for (int index : at) {
            result =
                    result.flatMap(current -> Texts.near(current.get(index), 20).map(replacement -> {
                        List<String> next = new ArrayList<>(current);
                        next.set(index, replacement);
                        return next;
                    }));
        }
        return result;
    }

    @Property(tries = 200)
    void aRandomGamesRecordReadsBackEqual(@ForAll("records") GameRecord record) {
        Statistics.label("events").collect(record.events().size() / 50 * 50);
        for (Class<?> kind : List.of(GameEvent.Resign.class, GameEvent.Skip.class, GameEvent.Draw.class)) {
            Statistics.label(kind.getSimpleName())
                    .collect(record.events().stream().anyMatch(kind::isInstance));
            // Each kind must occur, or the property says nothing about it (draws are the rarest, at about 6%).
            Statistics.label(kind.getSimpleName()).coverage(c -> c.check(true).percentage(p -> p >= 1));
        }
        String text = RecordNotation.write(record);
        assertEquals(record, RecordNotation.read(text).orThrow(), text);
        assertEquals(record, RecordNotation.read(text.replace("\n", "\r\n")).orThrow(), "Windows line breaks");
    }

    @Property(tries = 300)
    void anyTextIsAPlayableRecordOrACleanRefusal(@ForAll("texts") String text) {
        Result<GameRecord> read = RecordNotation.read(text);
        assertCleanRefusal(read);
        if (read instanceof Result.Ok<GameRecord> ok) {
            GameRecord record = ok.value();
            Game.replay(record.start(), record.events()).orThrow();
            assertEquals(
                    record, RecordNotation.read(RecordNotation.write(record)).orThrow());
        }
    }

    @Property(tries = 300)
    void anyCommentStillGivesARecordThatReads(
            @ForAll("records") GameRecord record, @ForAll("anyComments") List<String> comments) {
        GameRecord commented = record.withComments(comments);
        GameRecord read = RecordNotation.read(RecordNotation.write(commented)).orThrow();
        assertEquals(record.start(), read.start());
        assertEquals(record.events(), read.events());
    }

    @Provide
    Arbitrary<List<String>> anyComments() {
        return Arbitraries.oneOf(
                        Texts.ofAlphabet(12),
                        Texts.anything(12),
                        Arbitraries.of("a\nb", "x\r\nstart", "\n", "; ;", "C1-D1\nresign r"))
                .list()
                .ofMaxSize(3);
    }
}
