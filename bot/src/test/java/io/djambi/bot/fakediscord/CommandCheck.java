package io.djambi.bot.fakediscord;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.regex.Pattern;

/**
 * Discord's checks on the commands a bot registers, those a bot most often fails: names lowercase and of the allowed
 * characters, descriptions 1-100 characters, required options before optional ones, no autocomplete with choices. A
 * bot whose commands the fake refuses would be refused by Discord too.
 */
final class CommandCheck {
    private static final Pattern NAME = Pattern.compile("[-_\\p{L}\\p{N}]{1,32}");

    private CommandCheck() {}

    static List<String> faults(JsonNode commands) {
        List<String> faults = new ArrayList<>();
        for (JsonNode c : commands) {
            String name = c.path("name").asText("");
            if (c.path("type").asInt(1) == 1) {
                if (!NAME.matcher(name).matches() || !name.equals(name.toLowerCase(Locale.ROOT))) {
                    faults.add("invalid slash command name '" + name + "'");
                }
                int description = c.path("description").asText("").length();
                if (description < 1 || description > 100) {
                    faults.add(name + ": description must be 1-100 characters");
                }
            }
            options(c.path("options"), name, faults);
        }
        return faults;
    }

    private static void options(JsonNode options, String where, List<String> faults) {
        if (options.size() > 25) {
            faults.add(where + ": more than 25 options");
        }
        boolean optionalSeen = false;
        for (JsonNode o : options) {
            String name = o.path("name").asText("");
            if (!NAME.matcher(name).matches() || !name.equals(name.toLowerCase(Locale.ROOT))) {
                faults.add(where + ": invalid option name '" + name + "'");
            }
            int description = o.path("description").asText("").length();
            if (description < 1 || description > 100) {
                faults.add(where + "/" + name + ": description must be 1-100 characters");
            }
            int type = o.path("type").asInt();
            if (type >= 3) {
                boolean required = o.path("required").asBoolean(false);
                if (required && optionalSeen) {
                    faults.add(where + ": required option after an optional one: " + name);
                }
                optionalSeen |= !required;
            }
            if (o.path("autocomplete").asBoolean(false) && !o.path("choices").isEmpty()) {
                faults.add(where + "/" + name + ": autocomplete together with choices");
            }
            if (type == 1 || type == 2) {
                options(o.path("options"), where + "/" + name, faults);
            }
        }
    }
}
