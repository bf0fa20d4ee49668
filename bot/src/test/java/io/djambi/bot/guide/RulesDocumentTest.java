package io.djambi.bot.guide;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.djambi.bot.text.Catalogue;
import io.djambi.render.BoardRenderer;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** docs/rules.md is the guide the bot shows: written again, it comes out the same as the committed file. */
class RulesDocumentTest {
    /** The tests run in the bot module; the docs are the repository's. */
    private static final Path DOCS = Path.of("../docs");

    @Test
    void theCommittedRulesAreWhatTheCatalogueWritesToday(@TempDir Path fresh) throws IOException {
        // GIVEN the guide written anew from the catalogue
        Catalogue english = Catalogue.english();
        new RulesDocument(new Guide(new BoardRenderer(), english), english).write(fresh);
        // THEN the committed text is the same: regenerate it with RulesDocument.COMMAND after changing the words
        assertEquals(
                Files.readString(fresh.resolve("rules.md"), StandardCharsets.UTF_8),
                Files.readString(DOCS.resolve("rules.md"), StandardCharsets.UTF_8),
                "docs/rules.md is stale; run: " + RulesDocument.COMMAND);
        // AND every page's picture is committed beside it
        for (GuideTopic topic : GuideTopic.values()) {
            assertTrue(Files.exists(fresh.resolve("rules").resolve(topic.id() + ".png")));
            assertTrue(Files.exists(DOCS.resolve("rules").resolve(topic.id() + ".png")), topic.id() + ".png");
        }
    }

    @Test
    void theDocumentSaysHowItIsMadeAndLinksEveryPageAndPicture() {
        Catalogue english = Catalogue.english();
        String md = new RulesDocument(new Guide(new BoardRenderer(), english), english).markdown();
        assertTrue(md.contains(RulesDocument.COMMAND));
        for (GuideTopic topic : GuideTopic.values()) {
            assertTrue(md.contains("](#" + topic.id() + ")"), topic.id());
            assertTrue(md.contains("](rules/" + topic.id() + ".png)"), topic.id());
        }
    }
}
