package io.djambi.bot.text;

import com.ibm.icu.text.MessageFormat;
import com.ibm.icu.util.ULocale;
import io.djambi.engine.Phrase;
import io.djambi.engine.Words;
import io.djambi.engine.model.Colour;
import io.djambi.engine.model.Role;
import java.util.Collections;
import java.util.Locale;
import java.util.Objects;
import java.util.ResourceBundle;
import java.util.Set;
import java.util.TreeSet;

/**
 * Every word the bot shows a person (players, the host, the operator at the console or the terminal), looked up by
 * key in the {@code i18n/messages} resource bundle and filled in with ICU's {@link MessageFormat} (ICU4J), in the
 * catalogue's locale. The English catalogue is the base bundle; a translation (say {@code messages_fr.properties}) is
 * picked by {@link #forLocale}, and any key it lacks falls back to English.
 *
 * <p>Every value is an ICU {@code MessageFormat} pattern, arguments or not, so one quoting rule holds everywhere: an
 * apostrophe is written {@code ''}. A count is said with {@code {0,plural,one{game} other{games}}}, whose forms are
 * picked by the CLDR plural rules of the catalogue's language (French says 0 with {@code one}, Czech has {@code
 * few}). A number argument in a plain {@code {0}} is written in digits without grouping ("game 1234", not "game
 * 1,234": ids, counts and sizes read better so), inside a plural's forms too, and so is a plural's {@code #}; an
 * argument that is neither a number nor a string is written as its {@code toString}. A place that names its own
 * format ({@code {0,number,#,##0}}) is formatted as it says.
 *
 * <p>Immutable and thread-safe: the bundle is read once, and each {@link #get} makes its own formatter.
 */
public final class Catalogue {
    private static final String BUNDLE = "i18n.messages";
    /** The system's default locale must not pick a translation nobody asked for: only the base (English) is left. */
    private static final ResourceBundle.Control NO_FALLBACK =
            ResourceBundle.Control.getNoFallbackControl(ResourceBundle.Control.FORMAT_PROPERTIES);

    private final Locale locale;
    private final ResourceBundle bundle;

    private Catalogue(Locale locale) {
        this.locale = locale;
        this.bundle = ResourceBundle.getBundle(BUNDLE, locale, Catalogue.class.getClassLoader(), NO_FALLBACK);
    }

    /** The English catalogue, the default everywhere a reader's language is not known. */
    public static Catalogue english() {
        return new Catalogue(Locale.ENGLISH);
    }

    /** The catalogue for {@code locale}: its translation where there is one, English for every key it lacks. */
    public Catalogue forLocale(Locale locale) {
        Objects.requireNonNull(locale, "locale");
        return locale.equals(this.locale) ? this : new Catalogue(locale);
    }

    /** Whether a translation for this catalogue's language exists (English, the base, always does). */
    public boolean isTranslated() {
        return locale.getLanguage().equals(Locale.ENGLISH.getLanguage())
                || bundle.getLocale().getLanguage().equals(locale.getLanguage());
    }

    /** The language this catalogue writes in (also for dates and month names the caller formats itself). */
    public Locale locale() {
        return locale;
    }

    /**
     * The text under {@code key} with {@code args} filled in.
     *
     * @throws java.util.MissingResourceException if the catalogue has no such key (a programmer's error, which
     *     {@code CatalogueTest} catches before it ships)
     */
    public String get(String key, Object... args) {
        return format(bundle.getString(key), args);
    }

    private String format(String pattern, Object[] args) {
        return PlainNumbers.format(pattern, ULocale.forLocale(locale), args);
    }

    /**
     * What the engine said (a refusal, a move told), worded in this catalogue's language. A piece ({@link
     * Phrase#PIECE}) is named with its colour as an adjective and its role as a sentence names a piece ("Red
     * Militant", "le Militant rouge"); a move told begins with a capital, whatever its first word.
     */
    public String words(Words words) {
        if (words.phrase() == Phrase.PIECE) {
            return get(key(Phrase.PIECE), adjective((Colour) words.args().get(0)), named((Role)
                    words.args().get(1)));
        }
        Object[] args = words.args().stream().map(this::word).toArray();
        String said = get(key(words.phrase()), args);
        // A move told is a sentence of its own; in French it begins with an article ("le Militant rouge")
        return words.phrase().name().startsWith("TOLD_") && !said.isEmpty()
                ? said.substring(0, 1).toUpperCase(locale) + said.substring(1)
                : said;
    }

    /** The catalogue key of an engine phrase: {@code engine.} and its name in lower case with dashes. */
    public static String key(Phrase phrase) {
        return "engine." + phrase.name().toLowerCase(Locale.ROOT).replace('_', '-');
    }

    /** A camp's, and so a player's, name: "Red". */
    public String colour(Colour colour) {
        return get(
                switch (colour) {
                    case RED -> "colour.red";
                    case BLUE -> "colour.blue";
                    case YELLOW -> "colour.yellow";
                    case GREEN -> "colour.green";
                });
    }

    /** A camp's colour as an adjective, as it names a piece: "Red" ("rouge" in French, after the role). */
    public String adjective(Colour colour) {
        return get(
                switch (colour) {
                    case RED -> "colour.red.adjective";
                    case BLUE -> "colour.blue.adjective";
                    case YELLOW -> "colour.yellow.adjective";
                    case GREEN -> "colour.green.adjective";
                });
    }

    /**
     * A role as a sentence names a piece of it, with the article the language puts there: "Militant" in English
     * (whose sentences write "the" where they want it), "le Militant", "l'Assassin" in French.
     */
    public String named(Role role) {
        return get(
                switch (role) {
                    case CHIEF -> "role.chief.named";
                    case ASSASSIN -> "role.assassin.named";
                    case REPORTER -> "role.reporter.named";
                    case PROVOCATEUR -> "role.provocateur.named";
                    case NECROMOBILE -> "role.necromobile.named";
                    case MILITANT -> "role.militant.named";
                });
    }

    /** A kind of piece: "Militant". */
    public String role(Role role) {
        return get(
                switch (role) {
                    case CHIEF -> "role.chief";
                    case ASSASSIN -> "role.assassin";
                    case REPORTER -> "role.reporter";
                    case PROVOCATEUR -> "role.provocateur";
                    case NECROMOBILE -> "role.necromobile";
                    case MILITANT -> "role.militant";
                });
    }

    private Object word(Object arg) {
        return switch (arg) {
            case Colour c -> colour(c);
            case Role r -> role(r);
            case Words w -> words(w);
            default -> arg;
        };
    }

    /** Every key of the catalogue, sorted. */
    public Set<String> keys() {
        return Collections.unmodifiableSet(new TreeSet<>(bundle.keySet()));
    }

    /** The raw pattern under {@code key}, as written in the catalogue. */
    public String pattern(String key) {
        return bundle.getString(key);
    }
}
