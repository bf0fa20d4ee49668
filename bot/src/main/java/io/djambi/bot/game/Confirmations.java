package io.djambi.bot.game;

import static io.djambi.bot.game.LobbyCommands.privately;

import io.djambi.bot.command.CommandRequest;
import io.djambi.bot.command.CommandSpec;
import io.djambi.bot.command.OptionSpec;
import io.djambi.bot.command.Reply;
import io.djambi.bot.text.Catalogue;
import java.time.Clock;
import java.time.Duration;
import java.util.List;
import java.util.Optional;

/**
 * The question before what cannot be undone (a resignation, an abort, a draw offer): Confirm and Cancel, and Confirm
 * acts only within a minute of the question, by the injected clock. The question carries its own time, so nothing is
 * kept: a Confirm pressed later says it expired and changes nothing. A confirmation typed in the console names no
 * time: typing it is the confirmation.
 */
final class Confirmations {
    /** How long a question may be answered. */
    static final Duration VALID = Duration.ofMinutes(1);

    private final Clock clock;
    private final Catalogue text;

    Confirmations(Clock clock, Catalogue text) {
        this.clock = clock;
        this.text = text;
    }

    /**
     * The internal command a Confirm button sends: {@code djambi <action>-confirm}, for a table, asked when (the
     * keys of the words are named by the caller, one per command).
     */
    static CommandSpec confirming(String action, String descriptionKey, String tableKey, String askedKey) {
        return CommandSpec.internal(
                "djambi " + action + "-confirm",
                descriptionKey,
                OptionSpec.text("table", tableKey),
                OptionSpec.text("asked", askedKey));
    }

    /** The question, with Confirm and Cancel, seen only by the one who asked. */
    List<Reply> ask(String action, Table table, String question) {
        return List.of(new Reply.Private(
                question,
                List.of(),
                new Reply.ConfirmControls(action, table.id(), clock.instant().getEpochSecond())));
    }

    /**
     * Why a Confirm may not act, if it may not: the question is over a minute old (or dated ahead, which no genuine
     * question is), or it was asked about another table than {@code live}.
     */
    Optional<List<Reply>> refusal(CommandRequest r, Optional<Table> live) {
        Optional<Long> asked = r.option("asked").map(Confirmations::number);
        if (asked.isPresent()) {
            long age = clock.instant().getEpochSecond() - asked.get();
            if (age > VALID.toSeconds() || age < -VALID.toSeconds()) {
                return Optional.of(privately(text.get("confirm.expired")));
            }
        }
        boolean sameTable = r.option("table")
                .map(id ->
                        live.isPresent() && id.equals(Long.toString(live.get().id())))
                .orElse(true);
        return sameTable ? Optional.empty() : Optional.of(privately(text.get("confirm.other-game")));
    }

    /** A number as a button writes it; anything else reads as a time long past, so it has expired. */
    private static long number(String written) {
        try {
            return Long.parseLong(written);
        } catch (NumberFormatException e) {
            return Long.MIN_VALUE / 2;
        }
    }
}
