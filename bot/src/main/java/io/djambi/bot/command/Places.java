package io.djambi.bot.command;

import java.util.List;
import java.util.Locale;
import java.util.Optional;

/**
 * Where a command that acts on a game acts: a channel may hold the cards of many games, each played in its own thread.
 * A command that names a game ({@code game} option, or a card's button) acts on it if it is one of the channel's (the
 * game played there, or one whose card is there), else it is refused. One that names none acts, typed in a game's
 * thread or in a channel whose game plays there, on that game; typed beside the cards, on the table its button was
 * made for ({@code table}), else on the caller's only game there, else it is answered with the question which one.
 */
public interface Places {
    /** Where the request acts: the request itself, or the same request in its game's thread, or a question. */
    Placement place(CommandRequest request);

    /** The channel whose game an autocomplete typed in {@code channelId} concerns ({@code game}: the option typed). */
    String placeOf(String userId, String channelId, Optional<String> game);

    /**
     * The games a {@code game} option of {@code command} may name in the channel, as the caller types: the live ones
     * whose cards are there (for {@code unfollow}, those of them the caller follows).
     */
    List<Choice> games(String command, String userId, String channelId, String typed, Locale language);

    /** Where every game plays in its channel: a request acts where it is typed (the console without threads, tests). */
    Places HERE = new Places() {
        @Override
        public Placement place(CommandRequest request) {
            return new Placement.Here(request);
        }

        @Override
        public String placeOf(String userId, String channelId, Optional<String> game) {
            return channelId;
        }

        @Override
        public List<Choice> games(String command, String userId, String channelId, String typed, Locale language) {
            return List.of();
        }
    };

    /** Where a request acts, or why it cannot be told. */
    sealed interface Placement {
        /** The request to run: its channel is its game's. */
        record Here(CommandRequest request) implements Placement {}

        /** The answer instead: which game? (or the named game is not one of this channel's). */
        record Asked(List<Reply> answers) implements Placement {
            public Asked {
                answers = List.copyOf(answers);
            }
        }
    }
}
