package io.djambi.bot.discord;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.djambi.bot.command.Reply;
import java.util.Locale;
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
        Optional<?> pick = ComponentIds.parsePickerView(id);
        Optional<?> page = ComponentIds.parsePressPage(id);
        Optional<?> confirm = ComponentIds.parseConfirm(id);
        Optional<?> answer = ComponentIds.parseDrawAnswer(id);
        for (String prefix : PREFIXES) {
            Optional<Long> number = ComponentIds.numberAfter(prefix, id);
            number.ifPresent(n -> assertEquals(prefix + n, id, "a number reads only from its canonical id"));
        }
        board.ifPresent(b -> assertTrue(pick.isEmpty() && page.isEmpty(), "one id, one meaning: " + id));
        pick.ifPresent(p -> assertTrue(board.isEmpty() && page.isEmpty(), "one id, one meaning: " + id));
        confirm.ifPresent(
                c -> assertTrue(board.isEmpty() && pick.isEmpty() && answer.isEmpty(), "one id, one meaning: " + id));
        answer.ifPresent(a -> assertTrue(board.isEmpty() && pick.isEmpty(), "one id, one meaning: " + id));
    }

    @Property
    void aMakeAMoveIdReadsBackEqual(@ForAll @LongRange(min = 0) long table, @ForAll @IntRange(min = 0) int version) {
        String id = ComponentIds.makeAMove(table, version);
        assertEquals(Optional.of(new ComponentIds.Board(table, version)), ComponentIds.parseMakeAMove(id));
        assertEquals(
                Optional.empty(), ComponentIds.parsePickerView(id), "a Make a move button is not a view of the picker");
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
    void aPickerViewIdReadsBackEqual(
            @ForAll @LongRange(min = 0) long table,
            @ForAll @IntRange(min = 0) int version,
            @ForAll("picked") String picked,
            @ForAll("page") String page) {
        Reply.PickerView view = new Reply.PickerView(table, version, picked, page);
        String id = ComponentIds.pickerView(view);
        assertEquals(Optional.of(view), ComponentIds.parsePickerView(id));
        assertEquals(Optional.empty(), ComponentIds.parseMakeAMove(id), "a view is not the Make a move button");
        assertTrue(id.length() <= 100, "Discord takes ids of at most 100 characters: " + id);
    }

    @Provide
    Arbitrary<String> page() {
        return Arbitraries.of("1", "2", "r1", "r5", "r9");
    }

    @Property
    void aConfirmIdReadsBackEqual(
            @ForAll("action") String action,
            @ForAll @LongRange(min = 0) long table,
            @ForAll @LongRange(min = 0) long asked) {
        String id = ComponentIds.confirm(new Reply.ConfirmControls(action, table, asked));
        assertEquals(Optional.of(new ComponentIds.Confirm(action, table, asked)), ComponentIds.parseConfirm(id));
        assertTrue(id.length() <= 100, "Discord takes ids of at most 100 characters: " + id);
    }

    @Provide
    Arbitrary<String> action() {
        return Arbitraries.of("resign", "abort", "draw");
    }

    @Property
    void aDrawAnswerIdReadsBackEqual(
            @ForAll("answer") String answer,
            @ForAll @LongRange(min = 0) long table,
            @ForAll @IntRange(min = 0) int version) {
        String id = ComponentIds.drawAnswer(answer, new Reply.DrawOffer(table, version));
        assertEquals(
                Optional.of(new ComponentIds.DrawAnswer(answer, table, version)), ComponentIds.parseDrawAnswer(id));
    }

    @Property
    void aSeatAnswerIdReadsBackEqualAndFitsDiscordsHundredCharacters(
            @ForAll("answer") String answer,
            @ForAll @LongRange(min = 0) long table,
            @ForAll @IntRange(min = 0) int version,
            @ForAll("seat") String seat,
            @ForAll @LongRange(min = 1) long user) {
        String to = Long.toString(user);
        String id = ComponentIds.seatAnswer(answer, new Reply.SeatOffer(table, version, seat, to, Locale.ENGLISH));
        assertTrue(id.length() <= 100, id);
        assertEquals(
                Optional.of(new ComponentIds.SeatAnswer(answer, table, version, seat, to)),
                ComponentIds.parseSeatAnswer(id));
        assertEquals(Optional.empty(), ComponentIds.parseDrawAnswer(id));
    }

    @Property
    void aTakeTheSeatIdReadsBackEqual(@ForAll @LongRange(min = 0) long table, @ForAll("seat") String seat) {
        String id = ComponentIds.takeTheSeat(new Reply.SeatWanted(table, seat, Locale.ENGLISH));
        assertEquals(Optional.of(new ComponentIds.TakeTheSeat(table, seat)), ComponentIds.parseTakeTheSeat(id));
        assertEquals(Optional.empty(), ComponentIds.parseTakeTheSeat(id + ":1"));
        assertEquals(Optional.empty(), ComponentIds.parseTakeTheSeat("djambi:wanted:" + table + ":purple"));
    }

    @Provide
    Arbitrary<String> seat() {
        return Arbitraries.of("red", "blue", "yellow", "green");
    }

    @Property
    void aTakebackAnswerIdReadsBackEqualAndIsNeverADrawAnswer(
            @ForAll("answer") String answer,
            @ForAll @LongRange(min = 0) long table,
            @ForAll @IntRange(min = 0) int version) {
        String id =
                ComponentIds.takebackAnswer(answer, new Reply.TakebackOffer(table, version, java.util.Locale.ENGLISH));
        assertEquals(
                Optional.of(new ComponentIds.DrawAnswer(answer, table, version)), ComponentIds.parseTakebackAnswer(id));
        assertEquals(Optional.empty(), ComponentIds.parseDrawAnswer(id));
        assertTrue(id.length() <= 100, "Discord's limit for a component id");
    }

    @Provide
    Arbitrary<String> answer() {
        return Arbitraries.of("accept", "decline");
    }

    @Property
    void aPageThePickerNeverWritesIsNotAView(@ForAll("picked") String picked) {
        for (String bent : new String[] {"0", "3", "r0", "r10", "R7", " 1", ""}) {
            assertEquals(
                    Optional.empty(), ComponentIds.parsePickerView("djambi:pick:1:0:" + picked + ":" + bent), bent);
        }
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

    /** A card's buttons name their table; a lobby's from before games had threads name none. */
    @Property
    void aLobbyButtonsTableIsReadBack(@ForAll @LongRange(min = 0, max = Long.MAX_VALUE) long table) {
        for (String base :
                new String[] {ComponentIds.JOIN, ComponentIds.LEAVE, ComponentIds.START, ComponentIds.ADD_AI}) {
            Optional<ComponentIds.Lobby> read = ComponentIds.parseLobby(ComponentIds.lobby(base, table));
            assertEquals(Optional.of(new ComponentIds.Lobby(base.substring("djambi:".length()), table)), read);
        }
    }

    @Property
    void aForgedLobbyButtonIsNoButton(@ForAll @StringLength(max = 30) String tail) {
        Optional<ComponentIds.Lobby> read = ComponentIds.parseLobby(ComponentIds.JOIN + ":" + tail);
        assertTrue(read.isEmpty()
                || read.get().tableId() > 0
                        && tail.equals(Long.toString(read.get().tableId())));
        assertEquals(Optional.empty(), ComponentIds.parseLobby(ComponentIds.JOIN + ":0"));
        assertEquals(Optional.empty(), ComponentIds.parseLobby(ComponentIds.JOIN + ":1:2"));
        assertEquals(Optional.empty(), ComponentIds.parseLobby("djambi:joins:1"));
    }
}
