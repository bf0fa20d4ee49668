package io.djambi.bot.dispatch;

import java.util.Optional;

/**
 * Whether a user may open the Reply form under a whisper, asked when he presses the button: a form must be the
 * first answer to the click, so the check cannot wait for the command. The command checks everything again.
 */
@FunctionalInterface
public interface ReplyGate {
    /** Why this user may not answer this whisper, if he may not. */
    Optional<String> refusal(long whisperId, String userId);
}
