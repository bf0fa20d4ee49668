package io.djambi.bot.fakediscord;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;

import com.fasterxml.jackson.databind.JsonNode;
import io.djambi.bot.press.TestClock;
import java.io.IOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.time.Duration;
import java.time.Instant;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

/**
 * The fake's REST side as Discord behaves, without a bot: the nonce deduplication the bot's outbox relies on, and
 * the WebSocket handshake's answer.
 */
class FakeDiscordRestTest {
    private final TestClock clock = new TestClock(Instant.parse("2025-06-01T12:00:00Z"));
    private final FakeDiscord discord = FakeDiscord.start(1, clock);
    private final Guild guild = discord.addGuild("Nonces", 0);
    private final HttpClient http = HttpClient.newHttpClient();

    @AfterEach
    void stop() {
        http.close();
        discord.close();
    }

    /** The bot's own send, as JDA makes it: {@code POST channels/{id}/messages}. */
    private JsonNode post(String channelId, String body) throws IOException, InterruptedException {
        HttpResponse<String> response = send(channelId, body);
        assertEquals(200, response.statusCode(), response.body());
        return World.JSON.readTree(response.body());
    }

    private HttpResponse<String> send(String channelId, String body) throws IOException, InterruptedException {
        HttpRequest request = HttpRequest.newBuilder(
                        URI.create(discord.restBaseUrl() + "channels/" + channelId + "/messages"))
                .header("Authorization", "Bot " + FakeDiscord.TOKEN)
                .header("Content-Type", "application/json")
                .POST(HttpRequest.BodyPublishers.ofString(body))
                .build();
        return http.send(request, HttpResponse.BodyHandlers.ofString());
    }

    /** The status and Discord's error code of a refused send. */
    private String refusal(String channelId) throws IOException, InterruptedException {
        HttpResponse<String> response = send(channelId, withNonce("lost", true));
        return response.statusCode() + " "
                + World.JSON.readTree(response.body()).path("code").asInt();
    }

    private static String withNonce(String nonce, boolean enforced) {
        return "{\"content\":\"Your turn\",\"nonce\":\"" + nonce + "\",\"enforce_nonce\":" + enforced + "}";
    }

    @Test
    void aRepeatWithAnEnforcedNonceGetsTheFirstMessageAndMakesNothing() throws Exception {
        // GIVEN a message sent with a nonce
        JsonNode first = post(guild.general(), withNonce("outbox-17", true));
        // WHEN it is sent again with the same nonce, enforced, four minutes later
        clock.advance(Duration.ofMinutes(4));
        JsonNode again = post(guild.general(), withNonce("outbox-17", true));
        // THEN the answer is the first message, and the channel holds only it
        assertEquals(first.get("id"), again.get("id"));
        assertEquals("outbox-17", again.get("nonce").asText());
        assertEquals(1, discord.messages(guild.general()).size());
    }

    @Test
    void aNonceIsForgottenAfterFiveMinutesAndNotEnforcedItDeduplicatesNothing() throws Exception {
        // GIVEN a message sent with a nonce
        JsonNode first = post(guild.general(), withNonce("outbox-18", true));
        // WHEN the same nonce comes without enforce_nonce, THEN it is a new message
        assertNotEquals(
                first.get("id"),
                post(guild.general(), withNonce("outbox-18", false)).get("id"));
        // WHEN it comes enforced, but five minutes and a second later, THEN it is a new message too
        clock.advance(Duration.ofMinutes(5).plusSeconds(1));
        assertNotEquals(
                first.get("id"),
                post(guild.general(), withNonce("outbox-18", true)).get("id"));
        assertEquals(3, discord.messages(guild.general()).size());
    }

    @Test
    void aNonceBelongsToItsChannel() throws Exception {
        // GIVEN a message sent with a nonce in #general
        String other = discord.addChannel(guild, "other");
        JsonNode first = post(guild.general(), withNonce("outbox-19", true));
        // WHEN another channel gets the same nonce, enforced, THEN it is a message of its own
        assertNotEquals(
                first.get("id"), post(other, withNonce("outbox-19", true)).get("id"));
        assertEquals(1, discord.messages(other).size());
    }

    @Test
    void aChannelDeletedOrClosedToTheBotRefusesItsPostsAsDiscordDoes() throws Exception {
        // GIVEN two channels the bot has posted in
        String closed = discord.addChannel(guild, "closed");
        String deleted = discord.addChannel(guild, "deleted");
        post(closed, withNonce("before-1", true));
        post(deleted, withNonce("before-2", true));
        // WHEN the bot's Send Messages is taken away in one, THEN its posts there are 403 Missing Permissions
        discord.allowBotToPost(closed, false);
        assertEquals("403 50013", refusal(closed));
        // WHEN the other is deleted, THEN its posts there are 404 Unknown Channel
        discord.deleteChannel(deleted);
        assertEquals("404 10003", refusal(deleted));
        // WHEN the permission is given back, THEN the bot posts there again
        discord.allowBotToPost(closed, true);
        post(closed, withNonce("after", true));
        assertEquals(2, discord.messages(closed).size());
    }

    @Test
    void theHandshakeAnswersWithTheKeyOfRfc6455sExample() {
        assertEquals("s3pPLMBiTxaQ9kYGzzhZRbK+xOo=", WebSocket.acceptKey("dGhlIHNhbXBsZSBub25jZQ=="));
    }
}
