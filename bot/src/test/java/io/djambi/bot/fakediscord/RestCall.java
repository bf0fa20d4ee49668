package io.djambi.bot.fakediscord;

import java.time.Instant;

/**
 * One REST call the fake answered.
 *
 * @param method the HTTP method
 * @param path the path after the API version, e.g. {@code channels/123/messages}
 * @param status the status answered, or -1 when the connection was dropped unanswered
 * @param at when it was answered, by the system's clock (not the fake's): for measuring
 */
public record RestCall(String method, String path, int status, Instant at) {
    /** Answered 2xx. */
    public boolean succeeded() {
        return status >= 200 && status < 300;
    }
}
