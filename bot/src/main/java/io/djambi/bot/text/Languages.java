package io.djambi.bot.text;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.TreeSet;

/**
 * The languages the bot speaks: English, and every language with a translation of the catalogue beside it. Found
 * by looking, so that a new language is one file and nothing else.
 */
public final class Languages {
    private final List<Locale> spoken;

    public Languages(Catalogue text) {
        TreeSet<String> tags = new TreeSet<>();
        for (String language : Locale.getISOLanguages()) {
            Catalogue translated = text.forLocale(Locale.of(language));
            if (!language.equals("en") && translated.isTranslated()) {
                tags.add(language);
            }
        }
        List<Locale> all = new ArrayList<>(List.of(Locale.ENGLISH));
        tags.forEach(tag -> all.add(Locale.of(tag)));
        this.spoken = List.copyOf(all);
    }

    /** English first, then the translations by language code. */
    public List<Locale> spoken() {
        return spoken;
    }

    /** The language a person or a server writes in, if the bot speaks it; English for any other. */
    public Locale closest(Locale wanted) {
        return spoken.stream()
                .filter(l -> l.getLanguage().equals(wanted.getLanguage()))
                .findFirst()
                .orElse(Locale.ENGLISH);
    }

    /**
     * The spoken language a person typed: its code ({@code fr}), or its name in English or in itself
     * ({@code French}, {@code français}), in any case.
     */
    public Optional<Locale> parse(String typed) {
        String t = typed.strip().toLowerCase(Locale.ROOT);
        return spoken.stream()
                .filter(l -> Arrays.asList(
                                l.getLanguage(),
                                l.getDisplayLanguage(Locale.ENGLISH).toLowerCase(Locale.ROOT),
                                l.getDisplayLanguage(l).toLowerCase(l))
                        .contains(t))
                .findFirst();
    }

    /** The languages as a person reads them in a list: "English (en), français (fr)". */
    public String listed() {
        return String.join(
                ", ",
                spoken.stream()
                        .map(l -> l.getDisplayLanguage(l) + " (" + l.getLanguage() + ")")
                        .toList());
    }
}
