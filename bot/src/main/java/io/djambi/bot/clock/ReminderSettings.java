package io.djambi.bot.clock;

import io.djambi.bot.command.CommandRequest;
import io.djambi.bot.command.Reply;
import io.djambi.bot.text.Catalogue;
import java.util.List;
import java.util.Locale;
import java.util.Optional;

/** {@code /djambi notify dm:on|off mention:on|off}: how the player wants his turn reminders, in all his games. */
public final class ReminderSettings {
    private final TurnClockStore clocks;
    private final Catalogue text;

    public ReminderSettings(TurnClockStore clocks, Catalogue text) {
        this.clocks = clocks;
        this.text = text;
    }

    public List<Reply> handle(CommandRequest r) {
        NotifyPreference now = clocks.preference(r.userId());
        Optional<Boolean> dm = r.option("dm").map(ReminderSettings::onOff).orElse(Optional.of(now.dm()));
        Optional<Boolean> mention =
                r.option("mention").map(ReminderSettings::onOff).orElse(Optional.of(now.mention()));
        if (dm.isEmpty() || mention.isEmpty()) {
            return List.of(new Reply.Private(text.get("notify.refused")));
        }
        NotifyPreference wanted = new NotifyPreference(dm.get(), mention.get());
        clocks.savePreference(r.userId(), wanted);
        String set = text.get(
                "notify.set",
                text.get(wanted.dm() ? "notify.on" : "notify.off"),
                text.get(wanted.mention() ? "notify.on" : "notify.off"));
        return List.of(new Reply.Private(wanted.dm() ? set + " " + text.get("notify.fallback") : set));
    }

    private static Optional<Boolean> onOff(String text) {
        return switch (text.strip().toLowerCase(Locale.ROOT)) {
            case "on", "true" -> Optional.of(true);
            case "off", "false" -> Optional.of(false);
            default -> Optional.empty();
        };
    }
}
