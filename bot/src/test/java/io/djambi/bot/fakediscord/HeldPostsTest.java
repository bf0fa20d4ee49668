package io.djambi.bot.fakediscord;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;

import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.time.Duration;
import java.util.concurrent.CompletableFuture;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

/** The fault switch that holds the bot's posts on the wire: let go, each is made, or lost. */
class HeldPostsTest {
    private static final Duration WAIT = Duration.ofSeconds(10);

    private final FakeDiscord discord = FakeDiscord.start(1);
    private final Guild guild = discord.addGuild("Held", 0);
    private final HttpClient http = HttpClient.newHttpClient();

    @AfterEach
    void stop() {
        http.close();
        discord.close();
    }

    /** The bot's own send, as JDA makes it, answered when the fake answers. */
    private CompletableFuture<HttpResponse<String>> post(String channelId, String content) {
        HttpRequest request = HttpRequest.newBuilder(
                        URI.create(discord.restBaseUrl() + "channels/" + channelId + "/messages"))
                .header("Authorization", "Bot " + FakeDiscord.TOKEN)
                .header("Content-Type", "application/json")
                .POST(HttpRequest.BodyPublishers.ofString("{\"content\":\"" + content + "\"}"))
                .build();
        return http.sendAsync(request, HttpResponse.BodyHandlers.ofString());
    }

    @Test
    void aHeldPostWaitsUnansweredAndIsMadeOnceLetGo() throws Exception {
        // GIVEN the posts of #general held
        discord.holdPosts(guild.general());
        // WHEN the bot posts there
        CompletableFuture<HttpResponse<String>> answer = post(guild.general(), "Board 1");
        // THEN the post waits, unanswered and not made, until it is let go
        discord.awaitHeldPosts(1, WAIT);
        assertFalse(answer.isDone());
        assertEquals(0, discord.messages(guild.general()).size());
        discord.releasePosts(true);
        assertEquals(200, answer.get().statusCode());
        assertEquals(1, discord.messages(guild.general()).size());
        // AND a later post passes at once
        assertEquals(200, post(guild.general(), "Board 2").get().statusCode());
    }

    @Test
    void aHeldPostLetGoAsLostIsAnswered503AndMakesNothingWhileOtherChannelsPass() throws Exception {
        String other = discord.addChannel(guild, "other");
        discord.holdPosts(guild.general());
        CompletableFuture<HttpResponse<String>> answer = post(guild.general(), "Board 1");
        discord.awaitHeldPosts(1, WAIT);
        assertEquals(200, post(other, "Elsewhere").get().statusCode());
        discord.releasePosts(false);
        assertEquals(503, answer.get().statusCode());
        assertEquals(0, discord.messages(guild.general()).size());
        assertEquals(1, discord.messages(other).size());
    }
}
