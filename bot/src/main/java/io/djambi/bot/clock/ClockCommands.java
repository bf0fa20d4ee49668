package io.djambi.bot.clock;

import io.djambi.bot.command.ChoiceSpec;
import io.djambi.bot.command.Command;
import io.djambi.bot.command.CommandGroup;
import io.djambi.bot.command.CommandSpec;
import io.djambi.bot.command.OptionSpec;
import io.djambi.bot.command.Reach;
import java.util.List;

/**
 * The clock's commands: {@code /djambi pause}, {@code resume}, {@code away} and {@code settings}, each under the
 * game's lock ({@link ClockControls}; {@code settings threads:} is the server's own choice), and {@code notify}, the
 * player's own reminder settings ({@link ReminderSettings}).
 */
public final class ClockCommands implements CommandGroup {
    private static final ChoiceSpec[] ON_OFF = {
        new ChoiceSpec("choice.switch.on", "on"), new ChoiceSpec("choice.switch.off", "off")
    };
    static final CommandSpec PAUSE = CommandSpec.djambi("pause", "command.djambi.pause.description", OptionSpec.GAME);
    static final CommandSpec RESUME =
            CommandSpec.djambi("resume", "command.djambi.resume.description", OptionSpec.GAME);
    static final CommandSpec AWAY = CommandSpec.djambi(
            "away",
            "command.djambi.away.description",
            OptionSpec.integer("days", "option.djambi.away.days.description")
                    .required()
                    .min(0)
                    .max(ClockControls.MAX_AWAY_DAYS),
            OptionSpec.GAME);
    static final CommandSpec SETTINGS = CommandSpec.djambi(
            "settings",
            "command.djambi.settings.description",
            OptionSpec.text("turn-time", "option.djambi.settings.turn-time.description"),
            OptionSpec.text("timeout", "option.djambi.settings.timeout.description")
                    .choices(
                            new ChoiceSpec("choice.timeout.skip", "skip"),
                            new ChoiceSpec("choice.timeout.resign", "resign"),
                            new ChoiceSpec("choice.timeout.ai-settings", "ai"),
                            new ChoiceSpec("choice.timeout.ai-takes-over", "ai-takes-over")),
            OptionSpec.text("language", "option.djambi.settings.language.description"),
            OptionSpec.text(ClockControls.THREADS, "option.djambi.settings.threads.description")
                    .choices(ON_OFF),
            OptionSpec.GAME);
    /**
     * {@code /replace}: a command of its own, not a {@code /djambi} subcommand, since Discord allows a command 25 of
     * them and {@code /djambi} has them all.
     */
    static final CommandSpec REPLACE = CommandSpec.slash(
            "replace",
            "command.replace.description",
            Reach.SERVER,
            OptionSpec.text(SeatHandOver.SEAT, "option.replace.seat.description")
                    .required()
                    .choices(
                            new ChoiceSpec("choice.colour.red", "red"),
                            new ChoiceSpec("choice.colour.blue", "blue"),
                            new ChoiceSpec("choice.colour.yellow", "yellow"),
                            new ChoiceSpec("choice.colour.green", "green")),
            OptionSpec.user(SeatHandOver.WITH, "option.replace.with.description"),
            OptionSpec.text(SeatHandOver.WITH_AI, "option.replace.with-ai.description")
                    .choices(
                            new ChoiceSpec("choice.level.easy", "easy"),
                            new ChoiceSpec("choice.level.normal", "normal"),
                            new ChoiceSpec("choice.level.hard", "hard")),
            OptionSpec.GAME);

    static final CommandSpec NOTIFY = CommandSpec.djambi(
            "notify",
            "command.djambi.notify.description",
            OptionSpec.text("dm", "option.djambi.notify.dm.description").choices(ON_OFF),
            OptionSpec.text("mention", "option.djambi.notify.mention.description")
                    .choices(ON_OFF));
    /** The request of a reminder's Away button, pressed in a DM. */
    public static final String AWAY_REMINDER = "away-reminder";

    static final CommandSpec AWAY_BUTTON = CommandSpec.internal(
            AWAY_REMINDER,
            "command.away-reminder.description",
            OptionSpec.integer("table", "option.away-reminder.table.description")
                    .required());
    /** The request of Accept and Decline under a player's offer of his seat to someone. */
    public static final String REPLACE_ANSWER = "replace-answer";

    static final CommandSpec REPLACE_ANSWER_BUTTON = CommandSpec.internal(
            REPLACE_ANSWER,
            "command.replace-answer.description",
            OptionSpec.text("table", "option.replace-answer.table.description"),
            OptionSpec.text("version", "option.replace-answer.version.description"),
            OptionSpec.text(SeatHandOver.SEAT, "option.replace-answer.seat.description"),
            OptionSpec.text("to", "option.replace-answer.to.description"),
            OptionSpec.text("answer", "option.replace-answer.answer.description"));
    /** The request of Take the seat under a "substitute wanted" line. */
    public static final String REPLACE_TAKE = "replace-take";

    static final CommandSpec REPLACE_TAKE_BUTTON = CommandSpec.internal(
            REPLACE_TAKE,
            "command.replace-take.description",
            OptionSpec.text("table", "option.replace-take.table.description"),
            OptionSpec.text(SeatHandOver.SEAT, "option.replace-take.seat.description"));
    /** Every command this group declares, for the registration. */
    public static final List<CommandSpec> DECLARED = List.of(
            NOTIFY, PAUSE, RESUME, AWAY, SETTINGS, REPLACE, AWAY_BUTTON, REPLACE_ANSWER_BUTTON, REPLACE_TAKE_BUTTON);

    private final ClockControls controls;
    private final ReminderSettings reminders;
    private final ReminderAway reminderAway;

    public ClockCommands(ClockControls controls, ReminderSettings reminders, ReminderAway reminderAway) {
        this.controls = controls;
        this.reminders = reminders;
        this.reminderAway = reminderAway;
    }

    @Override
    public List<Command> commands() {
        return List.of(
                Command.of(NOTIFY, reminders::handle),
                Command.of(PAUSE, r -> controls.underLock(r, controls::pause)),
                Command.of(RESUME, r -> controls.underLock(r, controls::resume)),
                Command.of(AWAY, r -> controls.underLock(r, controls::away)),
                Command.of(SETTINGS, controls::settingsCommand),
                Command.of(REPLACE, r -> controls.underLock(r, controls::replace)),
                Command.of(REPLACE_ANSWER_BUTTON, r -> controls.underLock(r, controls::replaceAnswer)),
                Command.of(REPLACE_TAKE_BUTTON, r -> controls.underLock(r, controls::replaceTake)),
                Command.of(AWAY_BUTTON, reminderAway::press));
    }
}
