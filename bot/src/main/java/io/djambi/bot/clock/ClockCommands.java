package io.djambi.bot.clock;

import io.djambi.bot.command.Choice;
import io.djambi.bot.command.Command;
import io.djambi.bot.command.CommandGroup;
import io.djambi.bot.command.CommandSpec;
import io.djambi.bot.command.OptionSpec;
import java.util.List;

/**
 * The clock's commands: {@code /djambi pause}, {@code resume}, {@code away} and {@code settings}, each under the
 * game's lock ({@link ClockControls}), and {@code notify}, the player's own reminder settings
 * ({@link ReminderSettings}).
 */
public final class ClockCommands implements CommandGroup {
    static final CommandSpec PAUSE = CommandSpec.djambi("pause",
            "Pause the clocks (the host, or every active player agreeing)");
    static final CommandSpec RESUME = CommandSpec.djambi("resume",
            "Restart the clocks (the host, or every active player agreeing)");
    static final CommandSpec AWAY = CommandSpec.djambi("away", "Declare an absence: your clock is frozen (once a game)",
            OptionSpec.integer("days", "How many days, 1 to 14 (0: you are back early)").required().min(0)
                    .max(ClockControls.MAX_AWAY_DAYS));
    static final CommandSpec SETTINGS = CommandSpec.djambi("settings",
            "See or change the clock (host in the lobby, a vote in game)",
            OptionSpec.text("turn-time", "Time for each move, like 24h, 3d, 90m, 30s, or none"),
            OptionSpec.text("timeout", "When time runs out").choices(
                    new Choice("skip the turn (resigned after 3 in a row)", "skip"), Choice.of("resign"),
                    new Choice("the AI (normal) plays that move", "ai")));
    static final CommandSpec NOTIFY = CommandSpec.djambi("notify",
            "How you are reminded of your turn, in all your games",
            OptionSpec.text("dm", "Reminders by DM (default on)").choices("on", "off"),
            OptionSpec.text("mention", "Reminders by a mention in the game's channel (default off)")
                    .choices("on", "off"));
    /** Every command this group declares, for the registration. */
    public static final List<CommandSpec> DECLARED = List.of(NOTIFY, PAUSE, RESUME, AWAY, SETTINGS);

    private final ClockControls controls;
    private final ReminderSettings reminders;

    public ClockCommands(ClockControls controls, ReminderSettings reminders) {
        this.controls = controls;
        this.reminders = reminders;
    }

    @Override
    public List<Command> commands() {
        return List.of(Command.of(NOTIFY, reminders::handle),
                Command.of(PAUSE, r -> controls.underLock(r, controls::pause)),
                Command.of(RESUME, r -> controls.underLock(r, controls::resume)),
                Command.of(AWAY, r -> controls.underLock(r, controls::away)),
                Command.of(SETTINGS, r -> controls.underLock(r, controls::settings)));
    }
}
