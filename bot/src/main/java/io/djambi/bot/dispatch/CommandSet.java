package io.djambi.bot.dispatch;

import io.djambi.bot.command.CommandGroup;
import io.djambi.bot.command.Dispatcher;
import io.djambi.bot.game.BoardPosts;
import io.djambi.bot.game.FollowCommands;
import io.djambi.bot.game.GameControlCommands;
import io.djambi.bot.game.GameLife;
import io.djambi.bot.game.GameThreads;
import io.djambi.bot.game.HelpCommands;
import io.djambi.bot.game.LobbyCommands;
import io.djambi.bot.game.PlayCommands;
import io.djambi.bot.game.StartCommands;
import io.djambi.bot.game.ViewCommands;
import io.djambi.bot.guide.FirstMoveHint;
import io.djambi.bot.press.PressService;
import io.djambi.bot.text.Catalogue;
import io.djambi.bot.text.Languages;
import io.djambi.render.BoardRenderer;
import java.time.Clock;
import java.util.ArrayList;
import java.util.List;

/**
 * The bot's command layer in one place, for the bot, the console and the tests: the game's groups over one
 * {@link GameLife}, the press, and the groups made elsewhere (records, clocks, statistics). After any command in a
 * game's channel, the caller is shown the whispers Discord could not deliver to him.
 */
public final class CommandSet {
    private CommandSet() {}

    /**
     * What the game's groups are made of: the game's life, its posts and words, the first-move hint, the renderer of
     * the picker's boards, and the clock that expires a question.
     */
    public record GameKit(
            GameLife life,
            BoardPosts posts,
            Catalogue text,
            FirstMoveHint hint,
            BoardRenderer renderer,
            Clock clock,
            Languages languages,
            GameThreads threads) {
        /** In tests: no remembered first moves, a renderer of its own, the system clock. */
        public static GameKit of(GameLife life, BoardPosts posts, Catalogue text) {
            return new GameKit(
                    life,
                    posts,
                    text,
                    FirstMoveHint.none(text),
                    new BoardRenderer(),
                    Clock.systemUTC(),
                    new Languages(text),
                    GameThreads.NONE);
        }
    }

    /** The game's own groups: lobby, start, play, views, followers, control, help, answering in the catalogue's words. */
    public static List<CommandGroup> gameGroups(GameKit kit) {
        return List.of(
                new LobbyCommands(kit.life(), kit.text(), kit.languages(), kit.threads()),
                new StartCommands(kit.life(), kit.posts(), kit.text()),
                new PlayCommands(kit.life(), kit.posts(), kit.text(), kit.hint(), kit.renderer(), kit.clock()),
                new ViewCommands(kit.life(), kit.posts(), kit.text()),
                new FollowCommands(kit.life(), kit.text()),
                new GameControlCommands(kit.life(), kit.text(), kit.clock()),
                new HelpCommands(kit.text()));
    }

    /** {@link #gameGroups(GameKit)} of {@link GameKit#of}. */
    public static List<CommandGroup> gameGroups(GameLife life, BoardPosts posts, Catalogue text) {
        return gameGroups(GameKit.of(life, posts, text));
    }

    /** @param others the groups with services of their own: records, clocks, statistics, the guide */
    public static Dispatcher dispatcher(GameKit kit, PressService press, CommandGroup... others) {
        List<CommandGroup> groups = new ArrayList<>(gameGroups(kit));
        groups.add(new PressCommands(press));
        groups.addAll(List.of(others));
        return new Dispatcher(groups, press::undelivered, kit.text());
    }

    /** {@link #dispatcher(GameKit, PressService, CommandGroup...)} in English, of {@link GameKit#of}. */
    public static Dispatcher dispatcher(GameLife life, BoardPosts posts, PressService press, CommandGroup... others) {
        return dispatcher(GameKit.of(life, posts, Catalogue.english()), press, others);
    }
}
