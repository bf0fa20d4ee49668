package io.djambi.bot.command;

import java.util.List;
import java.util.concurrent.CompletionStage;

/**
 * Runs one command. The answers complete once every delivery the command made has had its outcome; a command that
 * sends nothing answers at once. Called on a worker thread, never on Discord's.
 */
@FunctionalInterface
public interface CommandHandler {
    CompletionStage<List<Reply>> handle(CommandRequest request);
}
