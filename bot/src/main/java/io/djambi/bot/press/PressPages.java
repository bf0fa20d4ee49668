package io.djambi.bot.press;

import io.djambi.bot.game.Seat;
import io.djambi.bot.game.SeatChange;
import io.djambi.bot.game.Table;
import io.djambi.bot.text.Catalogue;
import java.time.ZoneOffset;
import java.time.format.DateTimeFormatter;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.TreeSet;

/**
 * Whispers laid out as conversation threads (one per set of people talking), the most recently active thread
 * first and each thread oldest first, cut into pages that fit one Discord message.
 */
final class PressPages {
    static final int PAGE_LENGTH = 1800;
    /** Day and month as the reader's language writes them (the month's name is a word). */
    private static final String TIME = "d MMM HH:mm";

    private PressPages() {}

    /**
     * @param changes the seats of the table's game that changed hands: who left one is named as the game knew him
     * @param reader whose threads these are (his name is left out of the thread titles), or empty when every
     *     whisper of the game is shown
     */
    static List<String> of(
            Table table, List<SeatChange> changes, List<Whisper> whispers, String reader, Catalogue text) {
        Map<Set<String>, List<Whisper>> threads = new LinkedHashMap<>();
        for (Whisper w : whispers) {
            threads.computeIfAbsent(new TreeSet<>(w.participants()), k -> new ArrayList<>())
                    .add(w);
        }
        List<Map.Entry<Set<String>, List<Whisper>>> ordered = new ArrayList<>(threads.entrySet());
        ordered.sort(Comparator.comparingLong((Map.Entry<Set<String>, List<Whisper>> e) ->
                        e.getValue().get(e.getValue().size() - 1).id())
                .reversed());
        List<String> lines = new ArrayList<>();
        for (var thread : ordered) {
            List<String> people = thread.getKey().stream()
                    .filter(u -> !u.equals(reader))
                    .map(u -> name(table, changes, u, text))
                    .toList();
            String between = String.join(" ↔ ", people);
            lines.add(text.get(
                    "press.thread.title",
                    reader.isEmpty() ? between : text.get("press.thread.with-you", between),
                    thread.getValue().size()));
            for (Whisper w : thread.getValue()) {
                lines.add(line(table, changes, w, text));
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
                pages.set(i, pages.get(i) + "\n" + text.get("press.page", i + 1, pages.size()));
            }
        }
        return pages;
    }

    /** One whisper on one line: when, from whom, to whom, and the text (its line breaks kept as " / "). */
    static String line(Table table, List<SeatChange> changes, Whisper w, Catalogue text) {
        DateTimeFormatter time =
                DateTimeFormatter.ofPattern(TIME, text.locale()).withZone(ZoneOffset.UTC);
        return "`" + time.format(w.sentAt()) + "` " + name(table, changes, w.senderId(), text) + " → "
                + String.join(
                        ", ",
                        w.recipients().stream()
                                .map(u -> name(table, changes, u, text))
                                .toList()) + ": "
                + w.text().replace("\n", " / ");
    }

    /** Several people, as {@link #name} names each. */
    static String names(Table table, List<String> userIds, Catalogue text) {
        return names(table, List.of(), userIds, text);
    }

    /** Several people, as {@link #name} names each, one who left his seat ({@code changes}) by the seat he had. */
    static String names(Table table, List<SeatChange> changes, List<String> userIds, Catalogue text) {
        return String.join(
                ", ", userIds.stream().map(u -> name(table, changes, u, text)).toList());
    }

    /** A seated player by his name and colour (an AI by its name), anyone else by his mention. */
    static String name(Table table, String userId, Catalogue text) {
        return name(table, List.of(), userId, text);
    }

    /**
     * A seated player by his name and colour (an AI by its name), one who left his seat ({@code changes}) by the name
     * and colour he had then, anyone else by his mention.
     */
    static String name(Table table, List<SeatChange> changes, String userId, Catalogue text) {
        return table.seatOf(userId)
                .map(s -> table.nameOf(s.colour(), text))
                .or(() -> leftSeat(changes, userId).map(s -> s.shownIn(text)))
                .orElse(mention(userId));
    }

    /** The last seat the user left, if he left one: his name and colour as the game knew him. */
    static Optional<Seat> leftSeat(List<SeatChange> changes, String userId) {
        return changes.stream()
                .map(SeatChange::left)
                .filter(s -> s.userId().equals(userId))
                .reduce((earlier, later) -> later);
    }

    /** Someone by his mention, which Discord shows as his name. */
    static String mention(String userId) {
        return "<@" + userId + ">";
    }
}
