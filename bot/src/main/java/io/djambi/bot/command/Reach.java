package io.djambi.bot.command;

/** Where a command can be used, and so how the Discord adapter registers it. */
public enum Reach {
    /** In a game's channel only: registered on the configured server (or globally when none is configured). */
    SERVER,
    /** Also in a DM with the bot, where only a global command can be: always registered globally. */
    ANYWHERE,
    /** Never typed as a slash command: sent by a button, a form or a plain DM, and typed in the console. */
    INTERNAL
}
