package io.djambi.bot.guide;

import io.djambi.bot.text.Catalogue;
import io.djambi.bot.text.Languages;
import io.djambi.render.BoardRenderer;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;

/**
 * The guide as Markdown files, one per language the bot speaks ({@code rules.md} in English, {@code rules.fr.md}...),
 * with their pictures in {@code rules/}: the same words (the catalogue) and the same pictures as {@code /djambi rules}.
 * The pictures carry no words, so every language shares them. Run from the repository's root with {@link #COMMAND};
 * a test checks that the committed files are what this writes.
 */
public final class RulesDocument {
    /** How the committed copies are made, as their header says. */
    public static final String COMMAND =
            "mvn -B -q package -DskipTests && java -cp bot/target/djambi-bot.jar io.djambi.bot.guide.RulesDocument docs";

    private final Guide guide;
    private final Catalogue text;
    private final List<Locale> languages;

    /**
     * @param guide the pages and their pictures
     * @param text the catalogue in the document's language
     * @param languages every language a document is written in, for the line that links them all
     */
    public RulesDocument(Guide guide, Catalogue text, List<Locale> languages) {
        this.guide = guide;
        this.text = text;
        this.languages = List.copyOf(languages);
    }

    /** Writes {@code rules.md}, its translations and {@code rules/*.png} into the folder given (default docs). */
    public static void main(String[] args) throws IOException {
        Catalogue english = Catalogue.english();
        Path folder = Path.of(args.length > 0 ? args[0] : "docs");
        List<Locale> spoken = new Languages(english).spoken();
        for (Locale language : spoken) {
            Catalogue text = english.forLocale(language);
            new RulesDocument(new Guide(new BoardRenderer(), text), text, spoken).write(folder);
        }
    }

    /** The file the guide in {@code language} is written to: {@code rules.md} in English, else {@code rules.fr.md}. */
    public static String fileName(Locale language) {
        return language.getLanguage().equals(Locale.ENGLISH.getLanguage())
                ? "rules.md"
                : "rules." + language.getLanguage() + ".md";
    }

    /** Writes this language's Markdown and the pictures under {@code folder}. */
    public void write(Path folder) throws IOException {
        Path pictures = folder.resolve("rules");
        Files.createDirectories(pictures);
        for (GuideTopic topic : guide.topics()) {
            GuidePage page = guide.page(topic);
            Files.write(pictures.resolve(page.fileName()), page.picture());
        }
        Files.writeString(folder.resolve(fileName(text.locale())), markdown(), StandardCharsets.UTF_8);
    }

    /** The Markdown: the other languages, a title, how it is made, the contents, then every page with its picture. */
    public String markdown() {
        StringBuilder md = new StringBuilder();
        if (languages.size() > 1) {
            md.append(languageLine()).append("\n\n");
        }
        md.append("# ").append(text.get("guide.doc.title")).append("\n\n");
        md.append(text.get("guide.doc.intro", COMMAND)).append("\n\n");
        md.append("## ").append(text.get("guide.doc.contents")).append("\n\n");
        for (GuideTopic topic : guide.topics()) {
            String title = text.get(topic.titleKey());
            md.append(topic.ordinal() + 1)
                    .append(". [")
                    .append(title)
                    .append("](#")
                    .append(topic.id())
                    .append(")\n");
        }
        for (GuideTopic topic : guide.topics()) {
            String title = text.get(topic.titleKey());
            md.append("\n<a id=\"").append(topic.id()).append("\"></a>\n");
            md.append("## ").append(title).append("\n\n");
            md.append("![").append(title).append("](rules/").append(topic.id()).append(".png)\n\n");
            // A line of the page is a paragraph: Markdown would join lines Discord keeps apart
            md.append(text.get(topic.textKey()).replace("\n", "\n\n")).append("\n");
        }
        return md.toString();
    }

    /**
     * Every language by its own name, this one in bold and the others linked: "**English** · [Français](rules.fr.md)".
     * A language's own name needs no translation, so the line needs no catalogue key.
     */
    private String languageLine() {
        return String.join(
                " · ",
                languages.stream()
                        .map(l -> l.getLanguage().equals(text.locale().getLanguage())
                                ? "**" + ownName(l) + "**"
                                : "[" + ownName(l) + "](" + fileName(l) + ")")
                        .toList());
    }

    private static String ownName(Locale language) {
        String name = language.getDisplayLanguage(language);
        return name.substring(0, 1).toUpperCase(language) + name.substring(1);
    }
}
