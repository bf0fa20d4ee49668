package io.djambi.bot.press;

import io.djambi.bot.game.Table;
import java.time.ZoneOffset;
import java.time.format.DateTimeFormatter;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;

/**
 * Whispers laid out as conversation threads (one per set of people talking), the most recently active thread
 * first and each thread oldest first, cut into pages that fit one Discord message.
 */
final class PressPages {
    static final int PAGE_LENGTH = 1800;
    private static final DateTimeFormatter TIME = DateTimeFormatter.ofPattern("d MMM HH:mm", Locale.ENGLISH)
            .withZone(ZoneOffset.UTC);

    private PressPages() {}

    /**
     * @param reader whose threads these are (his name is left out of the thread titles), or empty when every
     *     whisper of the game is shown
     */
    static List<String> of(Table table, List<Whisper> whispers, String reader) {
        Map<Set<String>, List<Whisper>> threads = new LinkedHashMap<>();
        for (Whisper w : whispers) {
            threads.computeIfAbsent(new TreeSet<>(w.participants()), k -> new ArrayList<>()).add(w);
        }
        List<Map.Entry<Set<String>, List<Whisper>>> ordered = new ArrayList<>(threads.entrySet());
        ordered.sort(Comparator.comparingLong(
                (Map.Entry<Set<String>, List<Whisper>> e) -> e.getValue().get(e.getValue().size() - 1).id()).reversed());
        List<String> lines = new ArrayList<>();
        for (var thread : ordered) {
            List<String> people = thread.getKey().stream().filter(u -> !u.equals(reader))
                    .map(u -> name(table, u)).toList();
            int n = thread.getValue().size();
            lines.add("**" + (reader.isEmpty() ? "" : "You ↔ ") + String.join(" ↔ ", people) + "** (" + n
                    + " whisper" + (n == 1 ? "" : "s") + ")");
            for (Whisper w : thread.getValue()) {
                lines.add(line(table, w));
            }
        }
        List<String> pages = new ArrayList<>();
        StringBuilder page = new StringBuilder();
        for (String line : lines) {
            if (page.length() > 0 && page.length() + line.length() + 1 > PAGE_LENGTH) {
                pages.add(page.toString());
                page.setLength(0);
            }
            page.append(page.length() > 0 ? "\n" : "").append(line);
        }
        pages.add(page.toString());
        if (pages.size() > 1) {
            for (int i = 0; i < pages.size(); i++) {
                pages.set(i, pages.get(i) + "\n*Page " + (i + 1) + " of " + pages.size() + "*");
            }
        }
        return pages;
    }

    /** One whisper on one line: when, from whom, to whom, and the text (its line breaks kept as " / "). */
    static String line(Table table, Whisper w) {
        return "`" + TIME.format(w.sentAt()) + "` " + name(table, w.senderId()) + " → "
                + String.join(", ", w.recipients().stream().map(u -> name(table, u)).toList()) + ": "
                + w.text().replace("\n", " / ");
    }

    static String name(Table table, String userId) {
        return table.seatOf(userId).map(s -> table.nameOf(s.colour())).orElse("<@" + userId + ">");
    }
}
