package io.djambi.bot.discord;

import io.djambi.bot.command.Reply;
import io.djambi.bot.game.BoardPosts;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.ConcurrentHashMap;
import net.dv8tion.jda.api.entities.Message;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Each channel's latest board and lobby messages. A new board takes the buttons off the one before, so that only
 * the latest board offers "Make a move"; the lobby is one message, edited in place while it is there; a reminder
 * links to the latest board. Kept for the run: after a restart the next board simply starts again.
 */
final class ChannelPosts {
    private static final Logger log = LoggerFactory.getLogger(ChannelPosts.class);

    private final Map<String, Message> boards = new ConcurrentHashMap<>();
    private final Map<String, Message> lobbies = new ConcurrentHashMap<>();

    /** Whether a post shows a board: it carries the board picture. */
    static boolean isBoard(Reply.Public post) {
        return post.files().stream().anyMatch(f -> f.fileName().equals(BoardPosts.BOARD_FILE));
    }

    /** Notes a message the bot posted in a channel, and takes the buttons off the board or lobby it replaces. */
    void posted(Reply.Public post, Message sent) {
        if (post.controls() instanceof Reply.LobbyControls) {
            retire(lobbies.put(sent.getChannelId(), sent), sent);
        } else if (isBoard(post)) {
            retire(boards.put(sent.getChannelId(), sent), sent);
            retire(lobbies.remove(sent.getChannelId()), sent); // the game has started: the lobby is closed
        }
    }

    /** The lobby message of the channel, if the bot posted one this run and it is still the latest. */
    Optional<Message> lobby(String channelId) {
        return Optional.ofNullable(lobbies.get(channelId));
    }

    /** A link to the channel's latest board, if the bot posted one this run. */
    Optional<String> boardLink(String channelId) {
        return Optional.ofNullable(boards.get(channelId)).map(Message::getJumpUrl);
    }

    /** Forgets a lobby message found deleted, so the next lobby post is a new message. */
    void lobbyGone(String channelId) {
        lobbies.remove(channelId);
    }

    private static void retire(Message previous, Message latest) {
        if (previous == null || previous.getIdLong() == latest.getIdLong()) {
            return;
        }
        previous.editMessageComponents(List.of())
                .queue(
                        null,
                        failure -> log.debug(
                                "Could not take the buttons off message {}: {}",
                                previous.getId(),
                                failure.getMessage()));
    }
}
