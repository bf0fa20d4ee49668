package io.djambi.bot.dispatch;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.djambi.bot.command.ChoiceSpec;
import io.djambi.bot.command.CommandSpec;
import io.djambi.bot.command.OptionSpec;
import io.djambi.bot.command.Reach;
import io.djambi.bot.game.InMemoryTableStore;
import io.djambi.bot.press.InMemoryWhisperStore;
import io.djambi.bot.press.PressTable;
import io.djambi.bot.text.Catalogue;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;

class DeclarationsTest {
    @Test
    void theCatalogueIsExactlyWhatTheDispatcherIsBuiltWith() {
        // GIVEN the bot's whole command layer
        PressTable t = new PressTable(new InMemoryTableStore(), new InMemoryWhisperStore());
        // THEN every declared command is handled, and every handled command is declared, once
        assertEquals(Set.copyOf(Declarations.all()), Set.copyOf(t.router.specs()));
        assertEquals(Declarations.all().size(), t.router.specs().size());
        List<String> names = Declarations.all().stream().map(CommandSpec::name).toList();
        assertEquals(names.size(), new HashSet<>(names).size(), "no command is declared twice");
    }

    @Test
    void everyDescriptionIsACatalogueKeyNamedAfterItsCommandAndOptionAndFitsDiscord() {
        // GIVEN the English catalogue and every declaration
        Catalogue english = Catalogue.english();
        List<String> wrong = new ArrayList<>();
        for (CommandSpec command : Declarations.all()) {
            String path = command.name().replace(' ', '.');
            // THEN each key says whose description it is, so a translator finds it, and Discord takes its text
            check(english, command.descriptionKey(), "command." + path + ".description", wrong);
            for (OptionSpec option : command.options()) {
                // The game option is one option, shared by every command that acts on a game: one description
                String expected = option.equals(OptionSpec.GAME)
                        ? "option.game.description"
                        : "option." + path + "." + option.name() + ".description";
                check(english, option.descriptionKey(), expected, wrong);
                for (ChoiceSpec choice : option.choices()) {
                    check(english, choice.labelKey(), null, wrong);
                }
            }
        }
        check(english, CommandSpec.DJAMBI_DESCRIPTION, "command.djambi.description", wrong);
        assertEquals(List.of(), wrong);
    }

    /** Discord takes descriptions and choice names of 1 to 100 characters. */
    private static void check(Catalogue text, String key, String expectedKey, List<String> wrong) {
        if (expectedKey != null && !key.equals(expectedKey)) {
            wrong.add(key + " should be " + expectedKey);
        } else if (!text.keys().contains(key)) {
            wrong.add(key + " is not in the catalogue");
        } else if (text.get(key).isEmpty() || text.get(key).length() > 100) {
            wrong.add(key + " is " + text.get(key).length() + " characters long");
        }
    }

    @Test
    void whisperIsTheOneCommandUsedOutsideAServer() {
        assertEquals(
                List.of("whisper"),
                Declarations.reaching(Reach.ANYWHERE).stream()
                        .map(CommandSpec::name)
                        .toList());
    }

    @Test
    void theButtonsFormsAndDmsAreDeclaredButNeverRegistered() {
        Set<String> internal = Set.copyOf(Declarations.reaching(Reach.INTERNAL).stream()
                .map(CommandSpec::name)
                .toList());
        assertEquals(
                Set.of(
                        "djambi pick",
                        "djambi cancel",
                        "djambi resign-confirm",
                        "djambi abort-confirm",
                        "djambi draw-confirm",
                        "djambi draw-answer",
                        "takeback-answer",
                        "whisper-reply",
                        "dm",
                        "dm-send",
                        "dm-cancel",
                        "away-reminder",
                        "replace-answer",
                        "replace-take"),
                internal);
        assertTrue(Declarations.find("djambi new").isPresent());
    }
}
