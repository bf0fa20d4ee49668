package io.djambi.bot.discord;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;

import io.djambi.bot.command.CommandNames;
import io.djambi.bot.text.Catalogue;
import java.util.Locale;
import net.dv8tion.jda.api.utils.data.DataArray;
import net.dv8tion.jda.api.utils.data.DataObject;
import org.junit.jupiter.api.Test;

/**
 * Discord shows each user the commands' names, descriptions and choices in his own language, from the same catalogue.
 */
class CommandLocalizationTest {
    private static final Catalogue ENGLISH = Catalogue.english();
    private static final Catalogue FRENCH = ENGLISH.forLocale(Locale.FRENCH);

    private static DataObject djambi() {
        return CommandDefinitions.inServers(ENGLISH).get(0).toData();
    }

    private static DataObject named(DataArray array, String name) {
        for (int i = 0; i < array.length(); i++) {
            if (array.getObject(i).getString("name").equals(name)) {
                return array.getObject(i);
            }
        }
        throw new AssertionError("no " + name + " in " + array);
    }

    @Test
    void theCommandItsSubcommandsAndTheirOptionsAreDescribedInFrenchForFrenchUsers() {
        DataObject djambi = djambi();
        assertEquals(
                FRENCH.get("command.djambi.description"),
                djambi.getObject("description_localizations").getString("fr"));
        DataObject created = named(djambi.getArray("options"), "new");
        assertEquals(
                FRENCH.get("command.djambi.new.description"),
                created.getObject("description_localizations").getString("fr"));
        DataObject timeout = named(created.getArray("options"), "timeout");
        assertEquals(
                FRENCH.get("option.djambi.new.timeout.description"),
                timeout.getObject("description_localizations").getString("fr"));
        assertNotEquals(timeout.getString("description"), FRENCH.get("option.djambi.new.timeout.description"));
    }

    @Test
    void choicesAreNamedInFrenchAndKeepTheirValues() {
        DataObject timeout = named(named(djambi().getArray("options"), "new").getArray("options"), "timeout");
        DataObject resign = null;
        DataArray choices = timeout.getArray("choices");
        for (int i = 0; i < choices.length(); i++) {
            if (choices.getObject(i).getString("value").equals("resign")) {
                resign = choices.getObject(i);
            }
        }
        assertEquals(
                FRENCH.get("choice.timeout.resign"),
                resign.getObject("name_localizations").getString("fr"));
    }

    @Test
    void subcommandsAndCommandsAreNamedInEachUsersLanguage() {
        // GIVEN the commands as registered
        DataObject created = named(djambi().getArray("options"), "new");
        DataObject move = CommandDefinitions.inServers(ENGLISH).stream()
                .filter(c -> c.getName().equals("move"))
                .findFirst()
                .orElseThrow()
                .toData();
        // THEN each language's users see its own name, Spanish in Spain and in Latin America alike
        DataObject names = created.getObject("name_localizations");
        assertEquals("nouvelle", names.getString("fr"));
        assertEquals("neu", names.getString("de"));
        assertEquals("nueva", names.getString("es-ES"));
        assertEquals("nueva", names.getString("es-419"));
        assertEquals("zug", move.getObject("name_localizations").getString("de"));
        assertEquals("tah", move.getObject("name_localizations").getString("cs"));
        assertEquals("move", move.getString("name"));
    }

    @Test
    void jdaTakesEveryLocalisedNameWhenItBuildsTheCommands() {
        // JDA checks a command's localised names as it builds what it sends; a subcommand's, only Discord checks
        // (CommandNamesTest holds them to its rules). Every one reaches Discord, in Czech for instance.
        Catalogue czech = ENGLISH.forLocale(Locale.forLanguageTag("cs"));
        for (var command : CommandDefinitions.all(ENGLISH)) {
            DataObject data = command.toData();
            if (command.getName().equals("djambi")) {
                DataArray subcommands = data.getArray("options");
                for (int i = 0; i < subcommands.length(); i++) {
                    DataObject sub = subcommands.getObject(i);
                    assertEquals(
                            czech.get(CommandNames.key("djambi " + sub.getString("name"))),
                            sub.getObject("name_localizations").getString("cs"));
                }
            } else {
                assertEquals(
                        czech.get(CommandNames.key(command.getName())),
                        data.getObject("name_localizations").getString("cs"));
            }
        }
    }

    @Test
    void theGamesNameAndTheOptionsNamesStayEnglishInEveryLanguage() {
        DataObject djambi = djambi();
        assertEquals(
                0,
                djambi.optObject("name_localizations").map(o -> o.keys().size()).orElse(0));
        DataObject players = named(named(djambi.getArray("options"), "new").getArray("options"), "players");
        assertEquals(
                0,
                players.optObject("name_localizations")
                        .map(o -> o.keys().size())
                        .orElse(0));
    }
}
