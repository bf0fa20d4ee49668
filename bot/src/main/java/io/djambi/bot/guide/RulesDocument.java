package io.djambi.bot.guide;

import io.djambi.bot.text.Catalogue;
import io.djambi.render.BoardRenderer;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;

/**
 * The guide as a Markdown file, {@code rules.md}, with its pictures in {@code rules/}: the same words (the catalogue)
 * and the same pictures as {@code /djambi rules}. Run from the repository's root with {@link #COMMAND}; a test checks
 * that the committed file is what this writes.
 */
public final class RulesDocument {
    /** How the committed copy is made, as its header says. */
    public static final String COMMAND =
            "mvn -B -q package -DskipTests && java -cp bot/target/djambi-bot.jar io.djambi.bot.guide.RulesDocument docs";

    private final Guide guide;
    private final Catalogue text;

    public RulesDocument(Guide guide, Catalogue text) {
        this.guide = guide;
        this.text = text;
    }

    /** Writes {@code rules.md} and {@code rules/*.png} into the folder given (default {@code docs}). */
    public static void main(String[] args) throws IOException {
        Catalogue english = Catalogue.english();
        Path folder = Path.of(args.length > 0 ? args[0] : "docs");
        new RulesDocument(new Guide(new BoardRenderer(), english), english).write(folder);
    }

    /** Writes the Markdown and the pictures under {@code folder}. */
    public void write(Path folder) throws IOException {
        Path pictures = folder.resolve("rules");
        Files.createDirectories(pictures);
        for (GuideTopic topic : guide.topics()) {
            GuidePage page = guide.page(topic);
            Files.write(pictures.resolve(page.fileName()), page.picture());
        }
        Files.writeString(folder.resolve("rules.md"), markdown(), StandardCharsets.UTF_8);
    }

    /** The Markdown: a title, how it is made, the contents, then every page with its picture. */
    public String markdown() {
        StringBuilder md = new StringBuilder();
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
}
