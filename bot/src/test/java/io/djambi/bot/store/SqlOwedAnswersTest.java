package io.djambi.bot.store;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;

import io.djambi.bot.command.OwedAnswers.Owed;
import io.djambi.bot.game.Shards;
import java.nio.file.Path;
import java.time.Instant;
import java.util.List;
import java.util.Locale;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedClass;
import org.junit.jupiter.params.provider.EnumSource;

/**
 * The interactions acknowledged and not yet answered, kept across a kill: noted, read back as they were, forgotten
 * once answered; each process reads only its own shards' rows, so processes sharing a database never tell another's.
 */
@ParameterizedClass(name = "on {0}")
@EnumSource(StoreDatabase.class)
class SqlOwedAnswersTest {
    private static final Instant NOW = Instant.parse("2026-11-27T10:15:30.123Z");

    @TempDir
    Path dir;

    private final StoreDatabase database;

    SqlOwedAnswersTest(StoreDatabase database) {
        this.database = database;
    }

    private static Owed owed(String id, int shard, Instant at, Locale language, boolean ownReply) {
        return new Owed(id, shard, "token-of-" + id, at, language, ownReply);
    }

    @Test
    void anInteractionNotedIsReadBackAsItWasUntilItIsPaid() throws Exception {
        try (Database db = database.open(dir)) {
            SqlOwedAnswers owed = new SqlOwedAnswers(db, Shards.ALL);
            // GIVEN two interactions noted, the later first, one of them twice (nothing changes the second time)
            Owed button = owed("2002", 0, NOW.plusSeconds(5), Locale.forLanguageTag("pt-BR"), false);
            Owed slash = owed("1001", 0, NOW, Locale.FRENCH, true);
            owed.owe(button);
            owed.owe(slash);
            owed.owe(slash);
            // THEN both are read back, oldest first, as they were noted
            assertEquals(List.of(slash, button), owed.left());
            // WHEN one is paid, and one never noted
            owed.paid("1001");
            owed.paid("3003");
            // THEN the other is left
            assertEquals(List.of(button), owed.left());
        }
    }

    @Test
    void eachProcessReadsOnlyTheInteractionsOfItsOwnShards() throws Exception {
        try (Database db = database.open(dir)) {
            // GIVEN two processes sharing the database, shard 0 and shard 1 of two, each noting one
            SqlOwedAnswers zero = new SqlOwedAnswers(db, new Shards(2, 0, 0));
            SqlOwedAnswers one = new SqlOwedAnswers(db, new Shards(2, 1, 1));
            Owed dm = owed("10", 0, NOW, Locale.ENGLISH, true);
            Owed server = owed("11", 1, NOW, Locale.GERMAN, true);
            zero.owe(dm);
            one.owe(server);
            // THEN each reads its own only
            assertEquals(List.of(dm), zero.left());
            assertEquals(List.of(server), one.left());
        }
    }

    @Test
    void anOwedInteractionIsShownWithoutItsToken() {
        Owed o = owed("42", 0, NOW, Locale.ENGLISH, true);
        assertFalse(o.toString().contains("token"), o.toString());
    }
}
