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
import io.djambi.bot.guide.FirstMoveHint;
import io.djambi.bot.press.PressService;
import io.djambi.bot.text.Catalogue;
import java.util.ArrayList;
import java.util.List;

/**
 * The bot's command layer in one place, for the bot, the console and the tests: the game's groups over one
 * {@link GameLife}, the press, and the groups made elsewhere (records, clocks, statistics). After any command in a
 * game's channel, the caller is shown the whispers Discord could not deliver to him.
 */
public final class CommandSet {
    private CommandSet() {}

    /** The game's own groups: lobby, start, play, views, control, help, answering in the catalogue's words. */
    public static List<CommandGroup> gameGroups(GameLife life, BoardPosts posts, Catalogue text) {
        return gameGroups(life, posts, text, FirstMoveHint.none(text));
    }

    /** The same, a player's first move answered with {@code hint}. */
    public static List<CommandGroup> gameGroups(GameLife life, BoardPosts posts, Catalogue text, FirstMoveHint hint) {
        return List.of(
                new LobbyCommands(life, text),
                new StartCommands(life, posts, text),
                new PlayCommands(life, posts, text, hint),
                new ViewCommands(life, posts, text),
                new GameControlCommands(life, text),
                new HelpCommands(text));
    }

    /**
     * @param text the words of the game's groups and of the dispatcher's own refusal
     * @param others the groups with services of their own: records, clocks, statistics
     */
    public static Dispatcher dispatcher(
            Catalogue text, GameLife life, BoardPosts posts, PressService press, CommandGroup... others) {
        return dispatcher(text, FirstMoveHint.none(text), life, posts, press, others);
    }

    /** The same, a player's first move answered with {@code hint}. */
    public static Dispatcher dispatcher(
            Catalogue text,
            FirstMoveHint hint,
            GameLife life,
            BoardPosts posts,
            PressService press,
            CommandGroup... others) {
        List<CommandGroup> groups = new ArrayList<>(gameGroups(life, posts, text, hint));
        groups.add(new PressCommands(press));
        groups.addAll(List.of(others));
        return new Dispatcher(groups, press::undelivered, text);
    }

    /** {@link #dispatcher(Catalogue, GameLife, BoardPosts, PressService, CommandGroup...)} in English. */
    public static Dispatcher dispatcher(GameLife life, BoardPosts posts, PressService press, CommandGroup... others) {
        return dispatcher(Catalogue.english(), life, posts, press, others);
    }
}
