package io.djambi.bot.fakediscord;

/**
 * A file a user attaches to a slash command's attachment option.
 *
 * @param filename its name
 * @param bytes its content
 */
public record Upload(String filename, byte[] bytes) {}
