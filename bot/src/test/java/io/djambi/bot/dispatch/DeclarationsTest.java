package io.djambi.bot.dispatch;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.djambi.bot.command.CommandSpec;
import io.djambi.bot.command.Reach;
import io.djambi.bot.press.PressTable;
import io.djambi.bot.press.InMemoryWhisperStore;
import io.djambi.bot.game.InMemoryTableStore;
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
    void whisperIsTheOneCommandUsedOutsideAServer() {
        assertEquals(List.of("whisper"), Declarations.reaching(Reach.ANYWHERE).stream().map(CommandSpec::name).toList());
    }

    @Test
    void theButtonsFormsAndDmsAreDeclaredButNeverRegistered() {
        Set<String> internal = Set.copyOf(Declarations.reaching(Reach.INTERNAL).stream().map(CommandSpec::name).toList());
        assertEquals(Set.of("djambi pick", "whisper-reply", "dm", "dm-send", "dm-cancel"), internal);
        assertTrue(Declarations.find("djambi new").isPresent());
    }
}
