package io.djambi.bot.dispatch;

import io.djambi.bot.command.CommandGroup;
import io.djambi.bot.command.Dispatcher;
import io.djambi.bot.game.BoardPosts;
import io.djambi.bot.game.GameControlCommands;
import io.djambi.bot.game.GameLife;
import io.djambi.bot.game.HelpCommands;
import io.djambi.bot.game.LobbyCommands;
import io.djambi.bot.game.PlayCommands;
import io.djambi.bot.game.StartCommands;
import io.djambi.bot.game.ViewCommands;
import io.djambi.bot.press.PressService;
import java.util.ArrayList;
import java.util.List;

/**
 * The bot's command layer in one place, for the bot, the console and the tests: the game's groups over one
 * {@link GameLife}, the press, and the groups made elsewhere (records, clocks, statistics). After any command in a
 * game's channel, the caller is shown the whispers Discord could not deliver to him.
 */
public final class CommandSet {
    private CommandSet() {}

    /** The game's own groups: lobby, start, play, views, control, help. */
    public static List<CommandGroup> gameGroups(GameLife life, BoardPosts posts) {
        return List.of(new LobbyCommands(life), new StartCommands(life, posts), new PlayCommands(life, posts),
                new ViewCommands(life, posts), new GameControlCommands(life), new HelpCommands());
    }

    /** @param others the groups with services of their own: records, clocks, statistics */
    public static Dispatcher dispatcher(GameLife life, BoardPosts posts, PressService press, CommandGroup... others) {
        List<CommandGroup> groups = new ArrayList<>(gameGroups(life, posts));
        groups.add(new PressCommands(press));
        groups.addAll(List.of(others));
        return new Dispatcher(groups, press::undelivered);
    }
}
