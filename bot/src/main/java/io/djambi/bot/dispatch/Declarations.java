package io.djambi.bot.dispatch;

import io.djambi.bot.clock.ClockCommands;
import io.djambi.bot.clock.Takebacks;
import io.djambi.bot.command.CommandSpec;
import io.djambi.bot.command.Reach;
import io.djambi.bot.game.FollowCommands;
import io.djambi.bot.game.GameControlCommands;
import io.djambi.bot.game.HelpCommands;
import io.djambi.bot.game.LobbyCommands;
import io.djambi.bot.game.PlayCommands;
import io.djambi.bot.game.RecordCommands;
import io.djambi.bot.game.StartCommands;
import io.djambi.bot.game.ViewCommands;
import io.djambi.bot.guide.GuideCommands;
import io.djambi.bot.review.ReviewCommands;
import io.djambi.bot.stats.StatsCommands;
import java.util.List;
import java.util.stream.Stream;

/**
 * Every command the bot declares, read from the groups' own declarations without building them: Discord needs the
 * list when it registers the commands, before the command layer exists. A test holds it equal to what the
 * dispatcher is built with.
 */
public final class Declarations {
    private Declarations() {}

    public static List<CommandSpec> all() {
        return Stream.of(
                        LobbyCommands.DECLARED,
                        StartCommands.DECLARED,
                        PlayCommands.DECLARED,
                        ViewCommands.DECLARED,
                        FollowCommands.DECLARED,
                        RecordCommands.DECLARED,
                        GameControlCommands.DECLARED,
                        ClockCommands.DECLARED,
                        Takebacks.DECLARED,
                        PressCommands.DECLARED,
                        StatsCommands.DECLARED,
                        ReviewCommands.DECLARED,
                        HelpCommands.DECLARED,
                        GuideCommands.DECLARED)
                .flatMap(List::stream)
                .toList();
    }

    /** The commands registered with Discord where {@code reach} says. */
    public static List<CommandSpec> reaching(Reach reach) {
        return all().stream().filter(c -> c.reach() == reach).toList();
    }

    /** The commands registered with Discord anywhere: those it shows by name, in each user's language. */
    public static List<CommandSpec> registered() {
        return all().stream().filter(c -> c.reach() != Reach.INTERNAL).toList();
    }

    /** The declaration of a command by its full name ({@code "djambi new"}). */
    public static java.util.Optional<CommandSpec> find(String fullName) {
        return all().stream().filter(c -> c.name().equals(fullName)).findFirst();
    }
}
