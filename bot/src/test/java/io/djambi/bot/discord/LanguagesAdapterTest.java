package io.djambi.bot.discord;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.mockito.Mockito.when;

import io.djambi.bot.clock.TimerOutput;
import io.djambi.bot.command.Reply;
import io.djambi.bot.press.Courier;
import io.djambi.bot.text.Catalogue;
import io.djambi.bot.wiring.Wiring;
import io.djambi.engine.model.Colour;
import java.time.Clock;
import java.time.Duration;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionStage;
import net.dv8tion.jda.api.events.interaction.command.SlashCommandInteractionEvent;
import net.dv8tion.jda.api.interactions.DiscordLocale;
import org.junit.jupiter.api.Test;

/**
 * A French player and an English one share a game in a French server: each reads his private answers in his own
 * language, and the channel reads the game's.
 */
class LanguagesAdapterTest extends ListenerFixture {
    private static final Catalogue FRENCH = TEXT.forLocale(Locale.FRENCH);

    private final List<String> dms = new java.util.ArrayList<>();

    private final io.djambi.bot.outbox.InMemoryOutbox outbox = new io.djambi.bot.outbox.InMemoryOutbox();
    private final io.djambi.bot.game.InMemoryTableStore tables = new io.djambi.bot.game.InMemoryTableStore();
    private final Wiring.Bot bot = Wiring.build(
            Wiring.Stores.over(
                            tables,
                            new io.djambi.bot.press.InMemoryWhisperStore(),
                            new io.djambi.bot.clock.InMemoryTurnClockStore(),
                            new io.djambi.bot.stats.InMemoryResultStore())
                    .outbox(outbox, io.djambi.bot.game.ProcessLock.NONE)
                    .build(),
            new Wiring.Outputs(
                    dm -> {
                        dms.add(dm.text());
                        return CompletableFuture.completedFuture(new Courier.Delivered());
                    },
                    new TimerOutput() {
                        @Override
                        public CompletionStage<Boolean> directMessage(
                                String userId, String text, List<Reply.Attachment> files) {
                            return CompletableFuture.completedFuture(true);
                        }
                    },
                    post -> CompletableFuture.completedFuture(io.djambi.bot.outbox.ChannelPoster.Delivery.MADE),
                    guild -> "Serveur"),
            Wiring.Conditions.of(Clock.systemUTC(), Runnable::run, Duration.ZERO));
    private final InteractionListener bilingual = new InteractionListener(
            bot.dispatcher(), bot.press()::replyRefusal, bot.press()::draftRefusal, queued::add, TEXT);
    /** The bot's posts made into {@link #posts}, as its relay makes them. */
    private final io.djambi.bot.outbox.OutboxRelay relay =
            relayInto(outbox, new io.djambi.bot.game.BoardPictures(tables, bot.posts()));

    @Override
    protected void runWorkers() {
        super.runWorkers();
        relay.drain();
    }

    private SlashCommandInteractionEvent in(DiscordLocale user, SlashCommandInteractionEvent event) {
        when(event.getUserLocale()).thenReturn(user);
        when(event.getGuildLocale()).thenReturn(DiscordLocale.FRENCH);
        return event;
    }

    private String lastPrivate() {
        return edits.get(edits.size() - 1).getContent();
    }

    private String lastPublic() {
        return posts.get(posts.size() - 1).getContent();
    }

    @Test
    void aFrenchHostOfAnEnglishGameReadsWhatWasPostedWordedInFrench() {
        // GIVEN an English server, WHEN Anne, French, opens a lobby
        SlashCommandInteractionEvent opening = slash("1", "djambi", "new", Map.of());
        when(opening.getUserLocale()).thenReturn(DiscordLocale.FRENCH);
        when(opening.getGuildLocale()).thenReturn(DiscordLocale.ENGLISH_US);
        bilingual.onSlashCommandInteraction(opening);
        runWorkers();
        // THEN the channel reads the lobby in English, and she reads its news anew in French, not a quote of it
        assertTrue(lastPublic().contains(TEXT.get("lobby.opened", "1", TEXT.colour(Colour.RED))), lastPublic());
        assertEquals(
                FRENCH.get("answer.posted", FRENCH.get("lobby.opened", "1", FRENCH.colour(Colour.RED))), lastPrivate());
    }

    @Test
    void eachPlayerReadsHisAnswersInHisLanguageAndTheChannelReadsTheGames() {
        // GIVEN Anne, French, opens a lobby in a French server: the game is in French
        bilingual.onSlashCommandInteraction(in(DiscordLocale.FRENCH, slash("1", "djambi", "new", Map.of())));
        runWorkers();
        assertTrue(lastPublic().contains("**Salle d'attente Djambi**"), lastPublic());
        assertTrue(
                posts.get(posts.size() - 1).getComponents().toString().contains(FRENCH.get("button.join")),
                "the lobby's buttons are French too: "
                        + posts.get(posts.size() - 1).getComponents());
        assertTrue(lastPrivate().startsWith("Publié ci-dessous"), lastPrivate());
        // WHEN Bob, English, joins
        bilingual.onSlashCommandInteraction(in(DiscordLocale.ENGLISH_US, slash("2", "djambi", "join", Map.of())));
        runWorkers();
        // THEN his private answer is English, and the lobby the channel reads stays French
        assertTrue(lastPrivate().startsWith("Posted below: "), lastPrivate());
        assertTrue(lastPublic().contains("2 prend place et jouera"), lastPublic());
        // AND a refusal reaches each in his own language
        bilingual.onSlashCommandInteraction(in(DiscordLocale.ENGLISH_US, slash("2", "djambi", "join", Map.of())));
        runWorkers();
        assertTrue(lastPrivate().startsWith(TEXT.get("lobby.already-seated", "Blue")), lastPrivate());
        bilingual.onSlashCommandInteraction(in(DiscordLocale.FRENCH, slash("1", "djambi", "leave", Map.of())));
        runWorkers();
        assertTrue(lastPrivate().equals(FRENCH.get("lobby.host-stays")), lastPrivate());
    }

    @Test
    void aWhisperReachesItsRecipientInHisOwnLanguageWhateverTheSenders() {
        // GIVEN Anne (French) and Bob (English) seated with two AIs, the game started
        bilingual.onSlashCommandInteraction(in(DiscordLocale.FRENCH, slash("1", "djambi", "new", Map.of())));
        bilingual.onSlashCommandInteraction(in(DiscordLocale.ENGLISH_US, slash("2", "djambi", "join", Map.of())));
        for (int i = 0; i < 2; i++) {
            bilingual.onSlashCommandInteraction(in(DiscordLocale.FRENCH, slash("1", "djambi", "add-ai", Map.of())));
        }
        bilingual.onSlashCommandInteraction(in(DiscordLocale.FRENCH, slash("1", "djambi", "start", Map.of())));
        runWorkers();
        // WHEN Anne whispers to Bob, and Bob to Anne
        bilingual.onSlashCommandInteraction(
                in(DiscordLocale.FRENCH, slash("1", "whisper", null, Map.of("to", "2", "message", "Alliance ?"))));
        runWorkers();
        bilingual.onSlashCommandInteraction(
                in(DiscordLocale.ENGLISH_US, slash("2", "whisper", null, Map.of("to", "1", "message", "Yes."))));
        runWorkers();
        // THEN Bob reads his DM in English, and Anne hers in French
        assertTrue(dms.get(0).startsWith("**Whisper** · Djambi game"), dms.get(0));
        assertTrue(dms.get(1).startsWith("**Message secret** · Partie de Djambi"), dms.get(1));
        assertTrue(lastPrivate().startsWith("Whispered to "), "Bob is answered in English: " + lastPrivate());
    }
}
