package io.djambi.bot.press;

import io.djambi.bot.game.Press;
import io.djambi.bot.game.Seat;
import io.djambi.bot.game.SeatChange;
import io.djambi.bot.game.Table;
import io.djambi.bot.text.Catalogue;
import java.time.Duration;
import java.util.List;
import java.util.Optional;
import java.util.function.Function;

/**
 * Who may whisper to whom, and how often: the table's press setting, the seats, eliminated players kept silent if the
 * host chose so, the length of a whisper, and the sender's rate limit. Each check answers why not, in words: one who
 * left his seat is told who took it, and so is one who whispers to him.
 */
final class PressRules {
    private final WhisperRateLimit rateLimit;
    private final Function<Long, List<SeatChange>> seatChanges;
    private final Catalogue text;

    /** @param seatChanges the seats of a table's game that changed hands, in order (the result book's) */
    PressRules(WhisperRateLimit rateLimit, Function<Long, List<SeatChange>> seatChanges, Catalogue text) {
        this.rateLimit = rateLimit;
        this.seatChanges = seatChanges;
        this.text = text;
    }

    /** The seats of the table's game that changed hands, in order: who left one is named as the game knew him. */
    List<SeatChange> changes(Table table) {
        return seatChanges.apply(table.id());
    }

    /** That the table's game is over, so its whispers are closed. */
    String gameOver(Table table) {
        return text.get("press.refused.game-over", table.id());
    }

    /** Why this whisper may not be sent, if it may not; nothing is counted or stored. */
    Optional<String> refusal(Table table, String sender, List<String> to, String message) {
        if (!table.isLive()) {
            return Optional.of(gameOver(table));
        }
        if (table.settings().press() == Press.PUBLIC) {
            return Optional.of(text.get("press.refused.public", table.channelId()));
        }
        if (table.settings().press() == Press.NONE) {
            return Optional.of(text.get("press.refused.gunboat"));
        }
        if (table.seatOf(sender).isEmpty()) {
            return Optional.of(PressPages.leftSeat(changes(table), sender)
                    .map(left -> text.get("press.refused.you-left", table.nameOf(left.colour(), text)))
                    .orElseGet(() -> text.get("press.refused.not-playing")));
        }
        if (isSilenced(table, sender)) {
            return Optional.of(text.get("press.refused.silenced"));
        }
        if (message.isEmpty()) {
            return Optional.of(text.get("press.refused.empty"));
        }
        if (message.length() > PressService.MAX_LENGTH) {
            return Optional.of(text.get("press.refused.too-long", message.length(), PressService.MAX_LENGTH));
        }
        if (to.isEmpty()) {
            return Optional.of(text.get("press.refused.no-recipient"));
        }
        return to.stream()
                .map(userId -> recipientRefusal(table, sender, userId))
                .flatMap(Optional::stream)
                .findFirst();
    }

    /** Why {@code userId} may not receive a whisper from {@code sender}, if he may not. */
    private Optional<String> recipientRefusal(Table table, String sender, String userId) {
        if (userId.equals(sender)) {
            return Optional.of(text.get("press.refused.to-self"));
        }
        Optional<Seat> seat = table.seatOf(userId);
        if (seat.isEmpty()) {
            return Optional.of(PressPages.leftSeat(changes(table), userId)
                    .map(left -> text.get(
                            "press.refused.recipient-left", left.shownIn(text), table.nameOf(left.colour(), text)))
                    .orElseGet(() -> text.get("press.refused.stranger", userId)));
        }
        if (seat.get().isAi()) {
            return Optional.of(text.get("press.refused.to-ai", seat.get().nameIn(text)));
        }
        if (isSilenced(table, userId)) {
            return Optional.of(text.get(
                    "press.refused.recipient-silenced", table.nameOf(seat.get().colour(), text)));
        }
        return Optional.empty();
    }

    /** Takes one whisper from the sender's allowance; why he must wait, if he has none left. */
    Optional<String> throttled(String sender) {
        return rateLimit.take(sender).map(wait -> {
            long seconds = Math.max(1, (wait.toMillis() + 999) / 1000);
            return rateLimit.window().equals(Duration.ofMinutes(1))
                    ? text.get("press.slow-down.minute", rateLimit.limit(), seconds)
                    : text.get(
                            "press.slow-down.seconds",
                            rateLimit.limit(),
                            rateLimit.window().toSeconds(),
                            seconds);
        });
    }

    /** Whether the player is out of the game and its host chose that eliminated players stop whispering. */
    static boolean isSilenced(Table table, String userId) {
        return !table.settings().eliminatedPress()
                && table.started().isPresent()
                && table.seatOf(userId)
                        .map(s -> !table.game().position().isActive(s.colour()))
                        .orElse(false);
    }

    /** Whether every whisper of the game may now be read by anyone: the game ended and its host chose to reveal. */
    static boolean isRevealed(Table table) {
        return table.settings().revealPress()
                && !table.aborted()
                && table.game().position().isOver();
    }
}
