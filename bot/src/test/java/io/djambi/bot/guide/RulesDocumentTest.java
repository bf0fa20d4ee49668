package io.djambi.bot.guide;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.djambi.bot.text.Catalogue;
import io.djambi.bot.text.Languages;
import io.djambi.render.BoardRenderer;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * docs/rules.md and its translations (docs/rules.fr.md) are the guide the bot shows: written again, each comes out
 * the same as the committed file.
 */
class RulesDocumentTest {
    /** The tests run in the bot module; the docs are the repository's. */
    private static final Path DOCS = Path.of("../docs");

    static List<Locale> spoken() {
        return new Languages(Catalogue.english()).spoken();
    }

    private static RulesDocument document(Locale language) {
        Catalogue text = Catalogue.english().forLocale(language);
        return new RulesDocument(new Guide(new BoardRenderer(), text), text, spoken());
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("spoken")
    void theCommittedRulesAreWhatTheCatalogueWritesToday(Locale language, @TempDir Path fresh) throws IOException {
        // GIVEN the guide written anew from the catalogue in the language
        document(language).write(fresh);
        String file = RulesDocument.fileName(language);
        // THEN the committed text is the same: regenerate it with RulesDocument.COMMAND after changing the words
        assertEquals(
                Files.readString(fresh.resolve(file), StandardCharsets.UTF_8),
                Files.readString(DOCS.resolve(file), StandardCharsets.UTF_8),
                "docs/" + file + " is stale; run: " + RulesDocument.COMMAND);
        // AND every page's picture is committed beside it
        for (GuideTopic topic : GuideTopic.values()) {
            assertTrue(Files.exists(fresh.resolve("rules").resolve(topic.id() + ".png")));
            assertTrue(Files.exists(DOCS.resolve("rules").resolve(topic.id() + ".png")), topic.id() + ".png");
        }
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("spoken")
    void theDocumentSaysHowItIsMadeAndLinksEveryPageAndPicture(Locale language) {
        String md = document(language).markdown();
        assertTrue(md.contains(RulesDocument.COMMAND));
        for (GuideTopic topic : GuideTopic.values()) {
            assertTrue(md.contains("](#" + topic.id() + ")"), topic.id());
            assertTrue(md.contains("](rules/" + topic.id() + ".png)"), topic.id());
        }
    }

    @Test
    void theEnglishRulesLinkTheFrenchOnTheirFirstLineAndTheFrenchReadInFrench() {
        // GIVEN the two documents
        String english = document(Locale.ENGLISH).markdown();
        String french = document(Locale.FRENCH).markdown();
        // THEN each opens with a line linking every language's page by its own name (the page's own in bold)
        assertEquals(
                "**English** · [Čeština](rules.cs.md) · [Deutsch](rules.de.md) · [Español](rules.es.md)"
                        + " · [Français](rules.fr.md) · [Italiano](rules.it.md)",
                english.lines().findFirst().orElseThrow());
        assertEquals(
                "[English](rules.md) · [Čeština](rules.cs.md) · [Deutsch](rules.de.md) · [Español](rules.es.md)"
                        + " · **Français** · [Italiano](rules.it.md)",
                french.lines().findFirst().orElseThrow());
        // AND the French one is the French catalogue's, not the English words again
        Catalogue fr = Catalogue.english().forLocale(Locale.FRENCH);
        assertTrue(french.contains("# " + fr.get("guide.doc.title")));
        assertTrue(french.contains(
                fr.get(GuideTopic.values()[0].textKey()).lines().findFirst().orElseThrow()));
        assertFalse(french.contains(Catalogue.english().get("guide.doc.contents")));
        assertEquals("rules.fr.md", RulesDocument.fileName(Locale.FRENCH));
    }
}
