package io.djambi.bot.game;

import io.djambi.bot.command.Reply.PickerChoice;
import io.djambi.bot.command.Reply.PickerLink;
import io.djambi.bot.command.Reply.PickerView;
import io.djambi.bot.text.Catalogue;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/**
 * Cuts a step's choices to what one menu holds (25), so that no step needs more than one extra page: up to 25 on one
 * page, up to 50 on two (More, then Back), and more squares than that chosen by rank first (at most 9 ranks, then
 * at most 9 squares). Adds the Back button, which goes to the previous page or the previous part of the move.
 */
final class PickerPages {
    /** Discord's limit of options in one menu. */
    static final int PAGE = 25;

    private final Catalogue text;

    PickerPages(Catalogue text) {
        this.text = text;
    }

    /** What {@code view} shows of {@code all}: its choices, and its Back and More buttons. */
    record Page(List<PickerChoice> choices, List<PickerLink> links) {}

    Page page(PickerView view, List<PickerChoice> all) {
        String page = view.page();
        List<PickerChoice> shown;
        PickerView more = null;
        if (page.startsWith("r")) {
            shown = all.stream().filter(c -> rank(c).equals(page.substring(1))).toList();
        } else if (all.size() > 2 * PAGE) {
            shown = byRank(all);
        } else if (page.equals("2") && all.size() > PAGE) {
            shown = all.subList(PAGE, all.size());
        } else {
            shown = all.subList(0, Math.min(PAGE, all.size()));
            if (all.size() > PAGE) {
                more = at(view, view.picked(), "2");
            }
        }
        List<PickerLink> links = new ArrayList<>();
        PickerView back = back(view);
        links.add(new PickerLink(text.get("button.back"), back == null ? view : back, back != null));
        if (more != null) {
            links.add(new PickerLink(text.get("button.more", PAGE + 1, all.size()), more, true));
        }
        return new Page(shown, links);
    }

    /** One choice per rank, counting its squares, for a step with too many squares for two pages. */
    private List<PickerChoice> byRank(List<PickerChoice> all) {
        Map<String, Integer> ranks = new TreeMap<>();
        for (PickerChoice c : all) {
            ranks.merge(rank(c), 1, Integer::sum);
        }
        List<PickerChoice> groups = new ArrayList<>();
        ranks.forEach((rank, count) -> groups.add(new PickerChoice("r" + rank, text.get("picker.rank", rank, count))));
        return groups;
    }

    /** The rank of a choice's square: the last character of its part ({@code >H8}: 8). */
    private static String rank(PickerChoice c) {
        return c.value().isEmpty() ? "" : c.value().substring(c.value().length() - 1);
    }

    /** The view Back leads to: the step's first page, or the previous part of the move; none at the first step. */
    static PickerView back(PickerView view) {
        if (!view.page().equals("1")) {
            return at(view, view.picked(), "1");
        }
        String picked = view.picked();
        if (picked.isEmpty()) {
            return null;
        }
        return at(view, picked.length() == 2 ? "" : picked.substring(0, picked.length() - 3), "1");
    }

    private static PickerView at(PickerView view, String picked, String page) {
        return new PickerView(view.tableId(), view.version(), picked, page);
    }
}
