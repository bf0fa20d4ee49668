package io.djambi.bot.outbox;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.djambi.bot.press.TestClock;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import org.junit.jupiter.api.Test;

/** The relay makes each post once, in order, with its nonce; a refused post waits for its claim to run out. */
class OutboxRelayTest {
    private final TestClock clock = new TestClock(Instant.parse("2026-11-23T10:00:00Z"));
    private final InMemoryOutbox outbox = new InMemoryOutbox();
    private final List<String> made = new ArrayList<>();
    private boolean discordTakes = true;
    private final OutboxRelay relay = new OutboxRelay(
            outbox,
            post -> {
                if (discordTakes) {
                    made.add(post.channelId() + "|" + post.text() + "|" + post.nonce());
                }
                return CompletableFuture.completedFuture(discordTakes);
            },
            clock,
            outbox.doorbell());

    @Test
    void postsAreMadeInOrderOnceEachWithTheirOwnNonce() {
        outbox.add(1, "100", "c1", "first");
        outbox.add(1, "100", "c1", "second");
        assertEquals(2, relay.drain());
        assertEquals(List.of("c1|first|djambi-outbox-1", "c1|second|djambi-outbox-2"), made);
        assertEquals(0, relay.drain());
        assertEquals(2, made.size());
    }

    @Test
    void aPostDiscordRefusesIsMadeAgainOnlyOnceItsClaimHasRunOut() {
        outbox.add(1, "100", "c1", "news");
        discordTakes = false;
        assertEquals(0, relay.drain());
        discordTakes = true;
        assertEquals(0, relay.drain(), "still claimed by the failed attempt");
        clock.advance(OutboxRelay.HOLD);
        assertEquals(1, relay.drain());
        assertEquals(List.of("c1|news|djambi-outbox-1"), made, "the same nonce: Discord would see one message");
    }

    @Test
    void aPostRefusedEveryTimeIsDroppedAfterItsLastAttempt() {
        outbox.add(1, "100", "gone", "news");
        discordTakes = false;
        for (int i = 0; i < OutboxRelay.MAX_ATTEMPTS; i++) {
            relay.drain();
            clock.advance(OutboxRelay.HOLD);
        }
        discordTakes = true;
        assertEquals(0, relay.drain(), "dropped, not made an eleventh time");
        assertEquals(List.of(), outbox.claim(clock.instant(), OutboxRelay.HOLD, 10));
    }

    @Test
    void moreThanABatchIsDrainedInOneRound() {
        for (int i = 0; i < OutboxRelay.BATCH * 2 + 3; i++) {
            outbox.add(1, "100", "c1", "post " + i);
        }
        assertEquals(OutboxRelay.BATCH * 2 + 3, relay.drain());
        assertEquals("c1|post 0|djambi-outbox-1", made.getFirst());
    }

    @Test
    void aPostMadeJustBeforeACrashIsMadeAgainUnderItsNonceAndDiscordKeepsOneMessage() {
        outbox.add(1, "100", "c1", "news");
        // The process posts, then dies before it can delete the post from the outbox
        PendingPosts dying = new PendingPosts() {
            @Override
            public List<OutboxPost> claim(Instant now, java.time.Duration hold, int limit) {
                return outbox.claim(now, hold, limit);
            }

            @Override
            public void done(long id) {
                throw new IllegalStateException("killed between the post and its deletion");
            }
        };
        java.util.Map<String, String> discordByNonce = new java.util.LinkedHashMap<>();
        ChannelPoster discord = post -> {
            discordByNonce.putIfAbsent(
                    post.nonce(), post.text()); // Discord's enforced nonce: a repeat is the first message
            return CompletableFuture.completedFuture(true);
        };
        try {
            new OutboxRelay(dying, discord, clock, outbox.doorbell()).drain();
        } catch (IllegalStateException crash) {
            // the process is gone
        }
        // WHEN its successor's relay runs once the claim has run out
        clock.advance(OutboxRelay.HOLD);
        assertEquals(1, new OutboxRelay(outbox, discord, clock, outbox.doorbell()).drain());
        // THEN the post was sent twice under one nonce: one message in the channel, and the outbox is empty
        assertEquals(java.util.Map.of("djambi-outbox-1", "news"), discordByNonce);
        assertEquals(List.of(), outbox.claim(clock.instant().plus(OutboxRelay.HOLD), OutboxRelay.HOLD, 10));
    }
}
