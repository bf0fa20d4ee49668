package io.djambi.bot.game;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

class ShardsTest {
    @Test
    void aServerGoesToTheShardDiscordRoutesItTo() {
        // Discord's own example: (197038439483310086 >> 22) % 2 is shard 0, % 3 is shard 2 ... checked by hand
        long id = 197038439483310086L;
        assertEquals((int) ((id >> 22) % 2), Shards.all(2).shardOf(Long.toString(id)));
        assertEquals((int) ((id >> 22) % 5), Shards.all(5).shardOf(Long.toString(id)));
        String onShardOne = Long.toString(1L << 22); // (id >> 22) = 1
        assertTrue(new Shards(2, 1, 1).holds(onShardOne));
        assertFalse(new Shards(2, 0, 0).holds(onShardOne));
    }

    @Test
    void onlyTheProcessOfShardZeroReceivesDirectMessages() {
        assertTrue(new Shards(4, 0, 1).holdsDirectMessages());
        assertFalse(new Shards(4, 2, 3).holdsDirectMessages());
        assertTrue(Shards.ALL.isWhole());
        assertFalse(new Shards(4, 0, 1).isWhole());
    }

    @Test
    void aRangeOutsideTheTotalIsRefused() {
        assertThrows(IllegalArgumentException.class, () -> new Shards(2, 1, 2));
        assertThrows(IllegalArgumentException.class, () -> new Shards(0, 0, 0));
    }
}
