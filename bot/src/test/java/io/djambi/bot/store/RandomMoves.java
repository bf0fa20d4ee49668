package io.djambi.bot.store;

import io.djambi.bot.command.CommandRequest;
import io.djambi.bot.command.Reply;
import io.djambi.bot.game.Table;
import io.djambi.bot.game.TableStore;
import io.djambi.bot.game.TestGames;
import io.djambi.engine.model.Position;
import io.djambi.engine.move.Move;
import io.djambi.engine.rules.Rules;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Random;

/** Random legal moves played through the bot's commands, each by the player to move, as the store tests need. */
final class RandomMoves {
    private RandomMoves() {}

    /** Plays up to {@code count} moves in the channel (fewer if the game ends); each move's replies, in order. */
    static List<List<Reply>> play(TestGames games, TableStore store, String channel, int count, Random random) {
        List<List<Reply>> replies = new ArrayList<>();
        for (int i = 0; i < count; i++) {
            Table table = store.find(channel).orElseThrow();
            Position p = table.game().position();
            if (p.isOver()) {
                break;
            }
            List<Move> moves = Rules.legalMoves(p);
            String mover = table.seats().get(p.toMove().orElseThrow()).userId();
            replies.add(games.handle(CommandRequest.move(
                    mover,
                    mover,
                    "g",
                    channel,
                    Map.of("move", moves.get(random.nextInt(moves.size())).text()))));
        }
        return replies;
    }
}
