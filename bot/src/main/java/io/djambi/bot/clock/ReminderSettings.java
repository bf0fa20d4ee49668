package io.djambi.bot.clock;

import io.djambi.bot.command.CommandRequest;
import io.djambi.bot.command.Reply;
import java.util.List;
import java.util.Locale;
import java.util.Optional;

/** {@code /djambi notify dm:on|off mention:on|off}: how the player wants his turn reminders, in all his games. */
public final class ReminderSettings {
    private final TurnClockStore clocks;

    public ReminderSettings(TurnClockStore clocks) {
        this.clocks = clocks;
    }

    public List<Reply> handle(CommandRequest r) {
        NotifyPreference now = clocks.preference(r.userId());
        Optional<Boolean> dm = r.option("dm").map(ReminderSettings::onOff).orElse(Optional.of(now.dm()));
        Optional<Boolean> mention = r.option("mention").map(ReminderSettings::onOff).orElse(Optional.of(now.mention()));
        if (dm.isEmpty() || mention.isEmpty()) {
            return List.of(new Reply.Private("dm and mention are on or off, e.g. /djambi notify dm:on mention:off. "
                    + "Nothing changed."));
        }
        NotifyPreference wanted = new NotifyPreference(dm.get(), mention.get());
        clocks.savePreference(r.userId(), wanted);
        return List.of(new Reply.Private("Turn reminders, in all your games: by DM **" + (wanted.dm() ? "on" : "off")
                + "**, by a mention in the game's channel **" + (wanted.mention() ? "on" : "off") + "**."
                + (wanted.dm() ? " If a DM cannot reach you, you are mentioned in the channel instead." : "")));
    }

    private static Optional<Boolean> onOff(String text) {
        return switch (text.strip().toLowerCase(Locale.ROOT)) {
            case "on", "true" -> Optional.of(true);
            case "off", "false" -> Optional.of(false);
            default -> Optional.empty();
        };
    }
}
