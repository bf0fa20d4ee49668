package io.djambi.bot.clock;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.djambi.bot.LiveGame;
import io.djambi.bot.LiveGame.Keeping;
import io.djambi.bot.fakediscord.Posted;
import io.djambi.bot.press.TestClock;
import io.djambi.engine.model.Colour;
import java.nio.file.Path;
import java.time.Instant;
import java.util.Map;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code /replace with:} the bot's own account, picked from Discord's user list: Discord says it is a bot, and the
 * command refuses it, leaving the seat as it was (found by the play-test: the offer waited on an answer that never
 * came).
 */
class ReplaceWithABotOnDiscordTest {
    @TempDir
    Path dir;

    private LiveGame game;

    @AfterEach
    void stop() {
        if (game != null) {
            game.close();
        }
    }

    @Test
    void theBotNamedForASeatIsRefused() throws Exception {
        // GIVEN a game for three in play
        game = LiveGame.start(Keeping.IN_MEMORY, dir, new TestClock(Instant.now()));
        game.startGame("none");
        // WHEN Bob offers his own seat to the bot
        Posted told = game.discord
                .slash(game.bob, game.guild.general(), "replace", Map.of("seat", "blue", "with", game.discord.bot()))
                .awaitReply(LiveGame.WAIT);
        // THEN he alone is told why, and the seat stays his
        assertTrue(told.ephemeral(), told.text());
        assertTrue(told.text().contains("is a bot: it would never accept the seat"), told.text());
        assertEquals(game.bob.id(), game.table().seats().get(Colour.BLUE).userId());
    }
}
