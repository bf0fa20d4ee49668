package io.djambi.bot.text;

import io.djambi.engine.Phrase;
import io.djambi.engine.Words;
import io.djambi.engine.model.Colour;
import io.djambi.engine.model.Role;
import java.io.Serial;
import java.text.ChoiceFormat;
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
 * ("game 1234", not "game 1,234": ids, counts and sizes read better so); {@code {0,choice,...}} still sees the number,
 * and the places inside the form it chooses are written the same way.
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
        MessageFormat format = new MessageFormat(pattern, locale);
        Format[] formats = format.getFormats();
        for (int i = 0; i < formats.length; i++) {
            if (formats[i] == null) {
                format.setFormat(i, Plain.INSTANCE);
            } else if (formats[i] instanceof ChoiceFormat choice) {
                format.setFormat(i, new Plural(choice, args));
            }
        }
        return format.format(args);
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

    /**
     * A {@code {n,choice,...}}: the form its number chooses, with the places written in that form ("the last {1}
     * moves") formatted as the catalogue formats them, numbers in plain digits. {@link MessageFormat} would format
     * them itself with its default formats, and write "1,500".
     */
    private final class Plural extends Format {
        @Serial
        private static final long serialVersionUID = 1L;

        private final ChoiceFormat choice;
        private final Object[] args;

        Plural(ChoiceFormat choice, Object[] args) {
            this.choice = choice;
            this.args = args;
        }

        @Override
        public StringBuffer format(Object value, StringBuffer to, FieldPosition position) {
            String form = choice.format(value);
            return to.append(form.indexOf('{') >= 0 ? Catalogue.this.format(form, args) : form);
        }

        @Override
        public Object parseObject(String source, ParsePosition position) {
            throw new UnsupportedOperationException("the catalogue only writes");
        }
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
