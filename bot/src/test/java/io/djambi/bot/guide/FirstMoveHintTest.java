package io.djambi.bot.guide;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.djambi.bot.command.Reply;
import io.djambi.bot.text.Catalogue;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The first move anyone plays comes with a pointer to the rules and the picker; no later move does. */
class FirstMoveHintTest {
    private static final Catalogue TEXT = Catalogue.english();
    private static final List<Reply> BOARD = List.of(Reply.Public.text("the board"));

    @Test
    void onlyAPlayersVeryFirstMoveIsAnsweredWithTheHint() {
        FirstMoveHint hint = new FirstMoveHint(new InMemoryFirstMoves(), TEXT);
        // WHEN Ann plays twice and Bob once
        List<Reply> first = hint.after("ann", BOARD);
        List<Reply> second = hint.after("ann", BOARD);
        List<Reply> bobs = hint.after("bob", BOARD);
        // THEN Ann's first answer starts with the hint, for her only, then the board; her second is the board alone
        assertEquals(List.of(new Reply.Private(TEXT.get("guide.first-move")), BOARD.get(0)), first);
        assertEquals(BOARD, second);
        assertEquals(2, bobs.size());
    }

    @Test
    void aCommandLayerWithoutHintsNeverAddsOne() {
        assertEquals(BOARD, FirstMoveHint.none(TEXT).after("ann", BOARD));
    }
}
