package io.djambi.bot.text;

import com.ibm.icu.text.MessagePattern;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/** How the catalogue tests read a catalogue file and a pattern: the order of its keys, a pattern's places. */
final class CatalogueFiles {
    private static final Pattern PLACE = Pattern.compile("\\{\\s*(\\d+)\\s*[,}]");

    private CatalogueFiles() {}

    /** The argument indices a pattern uses, quoted text left out. */
    static Set<Integer> places(String pattern) {
        String unquoted = pattern.replace("''", "").replaceAll("'[^']*'", "");
        Set<Integer> places = new TreeSet<>();
        Matcher m = PLACE.matcher(unquoted);
        while (m.find()) {
            places.add(Integer.parseInt(m.group(1)));
        }
        return places;
    }

    /**
     * The argument indices ICU reads in a pattern, at any depth (inside a plural's forms too).
     *
     * @throws IllegalArgumentException if ICU cannot read the pattern
     */
    static Set<Integer> placesRead(String pattern) {
        MessagePattern parsed = new MessagePattern(pattern);
        Set<Integer> places = new TreeSet<>();
        for (int i = 0; i < parsed.countParts(); i++) {
            if (parsed.getPart(i).getType() == MessagePattern.Part.Type.ARG_NUMBER) {
                places.add(parsed.getPart(i).getValue());
            }
        }
        return places;
    }

    /** The keys in the order the file writes them; a line after one ending in a lone backslash goes on its value. */
    static List<String> keysAsWritten(Path file) throws IOException {
        List<String> keys = new ArrayList<>();
        boolean continued = false;
        for (String line : Files.readAllLines(file, StandardCharsets.UTF_8)) {
            String l = line.strip();
            if (!continued && !l.isEmpty() && !l.startsWith("#")) {
                keys.add(l.substring(0, l.indexOf('=')));
            }
            Matcher backslashes = Pattern.compile("\\\\+$").matcher(l);
            continued = (continued || !l.startsWith("#"))
                    && backslashes.find()
                    && backslashes.group().length() % 2 == 1;
        }
        return keys;
    }
}
