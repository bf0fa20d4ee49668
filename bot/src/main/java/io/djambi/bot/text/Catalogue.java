package io.djambi.bot.text;

import io.djambi.engine.Phrase;
import io.djambi.engine.Words;
import io.djambi.engine.model.Colour;
import io.djambi.engine.model.Role;
import java.io.Serial;
import java.text.FieldPosition;
import java.text.Format;
import java.text.MessageFormat;
import java.text.ParsePosition;
import java.util.Collections;
import java.util.Locale;
import java.util.Objects;
import java.util.ResourceBundle;
import java.util.Set;
import java.util.TreeSet;

/**
 * Every word the bot shows a person (players, the host, the operator at the console or the terminal), looked up by
 * key in the {@code i18n/messages} resource bundle and filled in with {@link MessageFormat} arguments. The English
 * catalogue is the base bundle; a translation (say {@code messages_fr.properties}) is picked by {@link #forLocale},
 * and any key it lacks falls back to English.
 *
 * <p>Every value is a {@code MessageFormat} pattern, arguments or not, so one quoting rule holds everywhere: an
 * apostrophe is written {@code ''}. A number argument in a plain {@code {0}} is written in digits without grouping
 * ("game 1234", not "game 1,234": ids, counts and sizes read better so); {@code {0,choice,...}} still sees the number.
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
        MessageFormat format = new MessageFormat(bundle.getString(key), locale);
        Format[] formats = format.getFormats();
        for (int i = 0; i < formats.length; i++) {
            if (formats[i] == null) {
                format.setFormat(i, Plain.INSTANCE);
            }
        }
        return format.format(args);
    }

    /** What the engine said (a refusal, a move told), worded in this catalogue's language. */
    public String words(Words words) {
        Object[] args = words.args().stream().map(this::word).toArray();
        return get(key(words.phrase()), args);
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

    /** A plain {@code {n}}: numbers in digits with no grouping, anything else as its string. */
    private static final class Plain extends Format {
        @Serial
        private static final long serialVersionUID = 1L;

        static final Plain INSTANCE = new Plain();

        @Override
        public StringBuffer format(Object value, StringBuffer to, FieldPosition position) {
            return to.append(value);
        }

        @Override
        public Object parseObject(String source, ParsePosition position) {
            throw new UnsupportedOperationException("the catalogue only writes");
        }
    }
}
