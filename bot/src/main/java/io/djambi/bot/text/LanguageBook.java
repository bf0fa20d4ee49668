package io.djambi.bot.text;

import java.util.Locale;

/**
 * The language each user last wrote to the bot in (Discord tells it with every interaction): what he is sent when no
 * interaction tells it, a whisper's DM or a reminder, is written in it.
 */
public interface LanguageBook {
    /** The user's last seen language, or English for a user never seen. */
    Locale languageOf(String userId);

    /** Remembers the user's language; a language already known is not written again. */
    void saw(String userId, Locale language);
}
