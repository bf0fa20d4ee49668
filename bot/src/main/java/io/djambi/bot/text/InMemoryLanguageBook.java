package io.djambi.bot.text;

import java.util.Locale;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;

/** The language book of the console and of tests: kept for the run only. */
public final class InMemoryLanguageBook implements LanguageBook {
    private final Map<String, Locale> languages = new ConcurrentHashMap<>();

    @Override
    public Locale languageOf(String userId) {
        return languages.getOrDefault(userId, Locale.ENGLISH);
    }

    @Override
    public void saw(String userId, Locale language) {
        languages.put(userId, language);
    }
}
