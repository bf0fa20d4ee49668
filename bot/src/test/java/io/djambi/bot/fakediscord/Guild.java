package io.djambi.bot.fakediscord;

/**
 * A server of the fake world. Every user of the world is a member; the bot is one with all permissions.
 *
 * @param id a snowflake whose {@code id >> 22} puts it on the shard asked for
 * @param name its name
 * @param shard the shard Discord routes its events to: {@code (id >> 22) % total}
 * @param general its first text channel, {@code #general}
 */
public record Guild(String id, String name, int shard, String general) {}
