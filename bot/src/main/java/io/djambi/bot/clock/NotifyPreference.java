package io.djambi.bot.clock;

/** How a player wants to be reminded of his turn, in all his games: by DM, by a mention in the game's channel. */
public record NotifyPreference(boolean dm, boolean mention) {
    public static final NotifyPreference DEFAULT = new NotifyPreference(true, false);
}
