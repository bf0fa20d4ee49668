package io.djambi.bot.store;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.time.Clock;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedClass;
import org.junit.jupiter.params.provider.EnumSource;

/** A server's own choice of threads, kept in the database: changed, and still known after a restart. */
@ParameterizedClass(name = "on {0}")
@EnumSource(StoreDatabase.class)
class SqlServerChoicesTest {
    @TempDir
    Path dir;

    private final StoreDatabase database;

    SqlServerChoicesTest(StoreDatabase database) {
        this.database = database;
    }

    @Test
    void aServersChoiceIsKeptChangedAndKnownAfterARestart() throws Exception {
        try (BotDatabase db = BotDatabase.over(database.open(dir), Clock.systemUTC())) {
            SqlServerChoices servers = db.serverChoices();
            assertEquals(Optional.empty(), servers.threads("guild"), "never said: the config decides");
            assertTrue(servers.threadsWanted("guild", true));
            servers.chooseThreads("guild", false);
            assertEquals(Optional.of(false), servers.threads("guild"));
            servers.chooseThreads("guild", true);
            servers.chooseThreads("guild", false);
            assertFalse(servers.threadsWanted("guild", true));
            assertEquals(Optional.empty(), servers.threads("other"));
        }
        try (BotDatabase db = BotDatabase.over(database.open(dir), Clock.systemUTC())) {
            assertEquals(Optional.of(false), db.serverChoices().threads("guild"));
        }
    }
}
