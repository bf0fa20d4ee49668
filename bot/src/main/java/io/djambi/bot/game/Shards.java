package io.djambi.bot.game;

/**
 * The Discord shards one bot process runs: shards {@code first} to {@code last} of {@code total}. Discord sends a
 * server's events to shard {@code (server id >> 22) % total}, and direct messages (with the interactions started
 * from them) to shard 0; a process can post only in the servers of its own shards.
 */
public record Shards(int total, int first, int last) {
    /** One process running every shard: what a bot on one machine does, and SQLite's only case. */
    public static final Shards ALL = new Shards(1, 0, 0);

    public Shards {
        if (total < 1 || first < 0 || last < first || last >= total) {
            throw new IllegalArgumentException("shards " + first + "-" + last + " of " + total);
        }
    }

    /** Every shard of {@code total}, in one process. */
    public static Shards all(int total) {
        return new Shards(total, 0, total - 1);
    }

    /** The shard Discord routes a server to. */
    public int shardOf(String guildId) {
        return (int) ((Long.parseUnsignedLong(guildId) >>> 22) % total);
    }

    /** Whether this process runs the shard of the server {@code guildId}, and so may post in its channels. */
    public boolean holds(String guildId) {
        int shard = shardOf(guildId);
        return shard >= first && shard <= last;
    }

    /** Whether this process receives the direct messages (shard 0). */
    public boolean holdsDirectMessages() {
        return first == 0;
    }

    /** Whether one process runs them all: nothing crosses to another process. */
    public boolean isWhole() {
        return first == 0 && last == total - 1;
    }
}
