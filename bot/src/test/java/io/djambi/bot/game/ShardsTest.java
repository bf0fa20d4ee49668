package io.djambi.bot.game;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

class ShardsTest {
    @Test
    void aServerGoesToTheShardDiscordRoutesItTo() {
        // 197038439483310086 >> 22 is 46977624770, which is 0 modulo 2 and 0 modulo 5, and 2 modulo 3
        String id = "197038439483310086";
        assertEquals(0, Shards.all(2).shardOf(id));
        assertEquals(2, Shards.all(3).shardOf(id));
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
