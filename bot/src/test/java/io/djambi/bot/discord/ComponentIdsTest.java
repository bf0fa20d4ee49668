package io.djambi.bot.discord;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Optional;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import net.jqwik.api.constraints.IntRange;
import net.jqwik.api.constraints.LongRange;
import net.jqwik.api.constraints.StringLength;

/**
 * Every parser of component ids takes any string, a forged one included, and answers a value or empty, never an
 * exception; and what the writers write reads back equal.
 */
class ComponentIdsTest {
    private static final String[] PREFIXES = {
        "djambi:pick:", ComponentIds.PRESS, ComponentIds.REPLY, ComponentIds.DRAFT_SEND, ComponentIds.DRAFT_CANCEL, ""
    };

    /** Strings near the real ids: a real prefix, then digits, colons, move marks, signs and anything else. */
    @Provide
    Arbitrary<String> idLike() {
        Arbitrary<String> prefix = Arbitraries.of(PREFIXES);
        Arbitrary<String> tail = Arbitraries.strings()
                .withChars("0123456789:-+xX>ACZ \u0663")
                .withCharRange('\u0000', '\uFFFF')
                .ofMaxLength(120);
        return prefix.flatMap(p -> tail.map(t -> p + t));
    }

    @Property
    void anyIdNearTheRealOnesIsReadOrRefusedCleanly(@ForAll("idLike") String id) {
        everyParserAnswers(id);
    }

    @Property
    void anyStringAtAllIsReadOrRefusedCleanly(@ForAll @StringLength(max = 200) String id) {
        everyParserAnswers(id);
    }

    private static void everyParserAnswers(String id) {
        Optional<?> board = ComponentIds.parseMakeAMove(id);
        Optional<?> pick = ComponentIds.parsePickerMenu(id);
        Optional<?> page = ComponentIds.parsePressPage(id);
        for (String prefix : PREFIXES) {
            Optional<Long> number = ComponentIds.numberAfter(prefix, id);
            number.ifPresent(n -> assertEquals(prefix + n, id, "a number reads only from its canonical id"));
        }
        board.ifPresent(b -> assertTrue(pick.isEmpty() && page.isEmpty(), "one id, one meaning: " + id));
        pick.ifPresent(p -> assertTrue(board.isEmpty() && page.isEmpty(), "one id, one meaning: " + id));
    }

    @Property
    void aMakeAMoveIdReadsBackEqual(@ForAll @LongRange(min = 0) long table, @ForAll @IntRange(min = 0) int version) {
        String id = ComponentIds.makeAMove(table, version);
        assertEquals(Optional.of(new ComponentIds.Board(table, version)), ComponentIds.parseMakeAMove(id));
        assertEquals(Optional.empty(), ComponentIds.parsePickerMenu(id), "a button is not a menu");
        assertTrue(id.length() <= 100, "Discord takes ids of at most 100 characters: " + id);
    }

    @Provide
    Arbitrary<String> picked() {
        Arbitrary<String> square = Arbitraries.of("A", "B", "C", "D", "E", "F", "G", "H", "I")
                .flatMap(c -> Arbitraries.integers().between(1, 9).map(r -> c + r));
        Arbitrary<String> step = Arbitraries.of("-", "x", ">").flatMap(m -> square.map(s -> m + s));
        return Arbitraries.oneOf(
                Arbitraries.just(""),
                square.flatMap(s -> step.list().ofMaxSize(3).map(steps -> s + String.join("", steps))));
    }

    @Property
    void aPickerMenuIdReadsBackEqual(
            @ForAll @LongRange(min = 0) long table,
            @ForAll @IntRange(min = 0) int version,
            @ForAll("picked") String picked,
            @ForAll @IntRange(min = 0, max = Messages.MAX_MENUS - 1) int menu) {
        String id = ComponentIds.pickerMenu(table, version, picked, menu);
        assertEquals(
                Optional.of(new ComponentIds.Pick(table, version, picked, menu)), ComponentIds.parsePickerMenu(id));
        assertEquals(Optional.empty(), ComponentIds.parseMakeAMove(id), "a menu is not a button");
        assertTrue(id.length() <= 100, "Discord takes ids of at most 100 characters: " + id);
    }

    @Property
    void aPressPageIdReadsBackEqual(@ForAll @LongRange(min = 0) long table, @ForAll @IntRange(min = 0) int page) {
        assertEquals(
                Optional.of(new ComponentIds.PressPage(table, page)),
                ComponentIds.parsePressPage(ComponentIds.pressPage(table, page)));
    }

    @Property
    void aWhisperOrDraftIdReadsBackEqual(@ForAll @LongRange(min = 0) long id) {
        for (String prefix : new String[] {ComponentIds.REPLY, ComponentIds.DRAFT_SEND, ComponentIds.DRAFT_CANCEL}) {
            assertEquals(Optional.of(id), ComponentIds.numberAfter(prefix, prefix + id));
        }
    }

    @Property
    void signsLeadingZerosAndSpacesAreNotIds(@ForAll @LongRange(min = 0, max = 1_000_000) long n) {
        for (String bent : new String[] {"+" + n, "-" + n, "0" + n, " " + n, n + " ", "\u0663" + n}) {
            assertEquals(
                    Optional.empty(), ComponentIds.numberAfter(ComponentIds.REPLY, ComponentIds.REPLY + bent), bent);
            assertEquals(Optional.empty(), ComponentIds.parsePressPage(ComponentIds.PRESS + bent + ":1"), bent);
        }
    }
}
