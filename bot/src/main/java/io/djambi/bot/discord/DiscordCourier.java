package io.djambi.bot.discord;

import io.djambi.bot.press.Courier;
import io.djambi.bot.text.Catalogue;
import java.util.concurrent.CompletionException;
import java.util.concurrent.CompletionStage;
import net.dv8tion.jda.api.exceptions.ErrorResponseException;
import net.dv8tion.jda.api.requests.ErrorResponse;
import net.dv8tion.jda.api.sharding.ShardManager;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Delivers whispers as DMs from the bot, without blocking: JDA queues the requests and keeps to Discord's rate
 * limits. A refusal is turned into words for the sender; the whisper's text is never logged.
 */
public final class DiscordCourier implements Courier {
    private static final Logger log = LoggerFactory.getLogger(DiscordCourier.class);

    private final ShardManager shards;
    private final Catalogue text;

    /** @param text the words of a refusal, for the sender */
    public DiscordCourier(ShardManager shards, Catalogue text) {
        this.shards = shards;
        this.text = text;
    }

    @Override
    public CompletionStage<Outcome> deliver(DirectMessage message) {
        return PrivateChannels.open(shards, message.recipientId())
                .flatMap(channel -> channel.sendMessage(Messages.whisper(message)))
                .submit()
                .handle((sent, failure) -> failure == null ? new Delivered() : refusal(message, failure, text));
    }

    private static Outcome refusal(DirectMessage message, Throwable failure, Catalogue text) {
        Throwable cause =
                failure instanceof CompletionException && failure.getCause() != null ? failure.getCause() : failure;
        Outcome outcome = refusal(cause, text);
        log.debug(
                "Whisper {} to {} not delivered: {}",
                message.whisperId(),
                message.recipientId(),
                cause instanceof ErrorResponseException e
                        ? "Discord error " + e.getErrorCode()
                        : cause.getClass().getSimpleName());
        return outcome;
    }

    /** Why Discord did not deliver, in the sender's words. */
    static Outcome refusal(Throwable cause, Catalogue text) {
        if (cause instanceof ErrorResponseException e) {
            if (e.getErrorResponse() == ErrorResponse.CANNOT_SEND_TO_USER) {
                return new Refused(text.get("courier.dms-closed"));
            }
            if (e.getErrorResponse() == ErrorResponse.UNKNOWN_USER) {
                return new Refused(text.get("courier.unknown-user"));
            }
            return new Refused(text.get("courier.refused", e.getErrorCode()));
        }
        return new Refused(text.get("courier.unreachable"));
    }
}
