package io.djambi.bot.game;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.Optional;
import java.util.Set;
import org.junit.jupiter.api.Test;

class RememberedNamesTest {
    /** A process that sees only some servers, as one running part of the shards does. */
    private static ServerNames seeing(Set<String> servers) {
        return new ServerNames() {
            @Override
            public String nameOf(String guildId) {
                return seenNameOf(guildId).orElse("a Discord server");
            }

            @Override
            public Optional<String> seenNameOf(String guildId) {
                return servers.contains(guildId) ? Optional.of("Server " + guildId) : Optional.empty();
            }
        };
    }

    @Test
    void aServerSeenByTheProcessHoldingItIsNamedByTheOthersToo() {
        NameBook shared = new InMemoryNameBook();
        ServerNames holder = new RememberedNames(seeing(Set.of("1")), shared);
        ServerNames other = new RememberedNames(seeing(Set.of("2")), shared);
        // GIVEN a server the other process has never heard named
        assertEquals("a Discord server", other.nameOf("1"));
        // WHEN the process holding it names it once
        assertEquals("Server 1", holder.nameOf("1"));
        // THEN the other names it as it was last seen, and its own servers as it sees them
        assertEquals("Server 1", other.nameOf("1"));
        assertEquals("Server 2", other.nameOf("2"));
    }
}
