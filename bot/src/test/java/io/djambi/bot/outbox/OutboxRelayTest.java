package io.djambi.bot.outbox;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.djambi.bot.command.Reply;
import io.djambi.bot.outbox.ChannelPoster.Delivery;
import io.djambi.bot.press.TestClock;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Collections;
import java.util.Deque;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.BrokenBarrierException;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CyclicBarrier;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import org.junit.jupiter.api.Test;

/**
 * The relay makes each post once, in its channel's order, with its nonce; a post Discord fails is tried again after a
 * back-off, for as long as it waits; a refused post is dropped alone; a channel lost drops its posts and is reported.
 */
class OutboxRelayTest {
    private final TestClock clock = new TestClock(Instant.parse("2026-11-23T10:00:00Z"));
    private final InMemoryOutbox outbox = new InMemoryOutbox();
    private final List<String> made = new ArrayList<>();
    /** What Discord answers next, channel by channel; made when nothing is scripted. */
    private final Map<String, Deque<Delivery>> answers = new LinkedHashMap<>();

    private final List<String> lost = new ArrayList<>();
    private final OutboxRelay relay = new OutboxRelay(
            outbox,
            post -> {
                Delivery d = answers.getOrDefault(post.channelId(), new ArrayDeque<>())
                        .pollFirst();
                Delivery answer = d == null ? Delivery.MADE : d;
                if (answer == Delivery.MADE) {
                    made.add(post.channelId() + "|" + post.post().text() + "|" + post.nonce());
                }
                return CompletableFuture.completedFuture(answer);
            },
            PostPictures.NONE,
            (tableId, channelId) -> lost.add(tableId + "|" + channelId),
            clock,
            outbox.doorbell());

    private void add(String channel, String text) {
        outbox.add(7, "100", channel, Reply.Public.text(text));
    }

    private void discordAnswers(String channel, Delivery... next) {
        answers.computeIfAbsent(channel, c -> new ArrayDeque<>()).addAll(List.of(next));
    }

    @Test
    void postsAreMadeInOrderOnceEachWithTheirOwnNonce() {
        add("c1", "first");
        add("c1", "second");
        assertEquals(2, relay.drain());
        assertEquals(List.of("c1|first|djambi-outbox-1", "c1|second|djambi-outbox-2"), made);
        assertEquals(0, relay.drain());
        assertEquals(2, made.size());
    }

    @Test
    void aFailedPostIsTriedAgainAfterABackOffThatDoublesAndIsNeverDroppedWhileDiscordFails() {
        // GIVEN Discord fails the post 12 times (an outage of about twenty minutes at the longest waits)
        add("c1", "board");
        Delivery[] outage = new Delivery[12];
        java.util.Arrays.fill(outage, Delivery.LATER);
        discordAnswers("c1", outage);
        Duration waited = Duration.ZERO;
        for (int attempt = 1; attempt <= 12; attempt++) {
            assertEquals(0, relay.drain());
            Duration wait = OutboxRelay.retryAfter(attempt);
            // THEN it is not tried again before its back-off is over
            clock.advance(wait.minusMillis(1));
            assertEquals(0, relay.drain(), "attempt " + attempt + ": still backing off");
            clock.advance(Duration.ofMillis(1));
            waited = waited.plus(wait);
        }
        // WHEN Discord is back THEN the post is made, once
        assertEquals(1, relay.drain());
        assertEquals(List.of("c1|board|djambi-outbox-1"), made);
        assertEquals(Duration.ofSeconds(1), OutboxRelay.retryAfter(1));
        assertEquals(Duration.ofSeconds(2), OutboxRelay.retryAfter(2));
        assertEquals(OutboxRelay.LONGEST_WAIT, OutboxRelay.retryAfter(40));
        assertTrue(waited.compareTo(Duration.ofMinutes(12)) > 0, "outlasted " + waited);
    }

    @Test
    void aLaterPostNeverComesBeforeAnEarlierOneOfItsChannelAndOtherChannelsGoOn() {
        add("c1", "move 1");
        add("c1", "move 2");
        add("c2", "elsewhere");
        discordAnswers("c1", Delivery.LATER);
        assertEquals(1, relay.drain());
        assertEquals(List.of("c2|elsewhere|djambi-outbox-3"), made, "move 2 waits behind move 1");
        clock.advance(OutboxRelay.retryAfter(1));
        assertEquals(2, relay.drain());
        assertEquals(
                List.of("c2|elsewhere|djambi-outbox-3", "c1|move 1|djambi-outbox-1", "c1|move 2|djambi-outbox-2"),
                made);
    }

    @Test
    void aPostDiscordRefusesForItselfIsDroppedAndItsChannelGoesOn() {
        add("c1", "too long");
        add("c1", "next");
        discordAnswers("c1", Delivery.REFUSED);
        assertEquals(1, relay.drain());
        assertEquals(List.of("c1|next|djambi-outbox-2"), made);
        assertEquals(List.of(), lost);
    }

    @Test
    void aChannelLostDropsItsWaitingPostsAndIsReportedOnce() {
        add("gone", "move 1");
        add("gone", "move 2");
        add("c2", "elsewhere");
        discordAnswers("gone", Delivery.CHANNEL_LOST);
        assertEquals(1, relay.drain());
        assertEquals(List.of("7|gone"), lost);
        assertEquals(List.of("c2|elsewhere|djambi-outbox-3"), made);
        assertEquals(List.of(), outbox.waiting(), "nothing left waiting for the lost channel");
    }

    @Test
    void aRelayToldToStopFinishesThePostItIsMakingThenEndsLeavingTheRestToTheStop() throws Exception {
        // GIVEN the relay running, making a post Discord is slow to take, with another post of its channel after it
        add("c1", "move 1");
        add("c1", "move 2");
        CompletableFuture<Delivery> slow = new CompletableFuture<>();
        java.util.concurrent.CountDownLatch onTheWire = new java.util.concurrent.CountDownLatch(1);
        List<String> sent = new java.util.concurrent.CopyOnWriteArrayList<>();
        OutboxRelay running = new OutboxRelay(
                outbox,
                post -> {
                    sent.add(post.post().text());
                    onTheWire.countDown();
                    return post.post().text().equals("move 1")
                            ? slow
                            : CompletableFuture.completedFuture(Delivery.MADE);
                },
                PostPictures.NONE,
                ChannelLost.IGNORED,
                clock,
                outbox.doorbell());
        Thread thread = Thread.ofPlatform().start(running);
        onTheWire.await();
        // WHEN it is told to stop
        running.stop();
        // THEN it waits for the post on the wire, not cut off, and ends once Discord has it
        thread.join(200);
        assertTrue(thread.isAlive(), "the post on the wire is waited for");
        slow.complete(Delivery.MADE);
        thread.join(10_000);
        assertFalse(thread.isAlive(), "the relay's thread ended");
        assertEquals(List.of("move 1"), sent, "no new round after the stop");
        // AND the stop's own round makes the rest
        assertTrue(running.finish(Duration.ofSeconds(10)));
        assertEquals(List.of("move 1", "move 2"), sent);
    }

    @Test
    void theBoardsOfSeveralChannelsAreDrawnAtOnceAndEachChannelKeepsItsOrder() throws InterruptedException {
        // GIVEN two boards waiting in each of two channels, and a pool of two threads to draw them
        add("c1", "c1 move 1");
        add("c1", "c1 move 2");
        add("c2", "c2 move 1");
        add("c2", "c2 move 2");
        // A drawing ends only once another is under way: drawn one after the other, none would end
        CyclicBarrier together = new CyclicBarrier(2);
        List<String> posted = Collections.synchronizedList(new ArrayList<>());
        ExecutorService pool = Executors.newFixedThreadPool(2);
        try {
            OutboxRelay relay = new OutboxRelay(
                    outbox,
                    post -> {
                        posted.add(post.post().text());
                        return CompletableFuture.completedFuture(Delivery.MADE);
                    },
                    post -> {
                        try {
                            together.await(10, TimeUnit.SECONDS);
                        } catch (InterruptedException | BrokenBarrierException | TimeoutException e) {
                            throw new IllegalStateException("drawn alone", e);
                        }
                        return post.withPicture(List.of(), post.text() + " (drawn)");
                    },
                    ChannelLost.IGNORED,
                    clock,
                    outbox.doorbell(),
                    pool);
            // WHEN the relay drains
            assertEquals(4, relay.drain());
        } finally {
            pool.shutdownNow();
            assertTrue(pool.awaitTermination(10, TimeUnit.SECONDS));
        }
        // THEN every board was drawn beside another, and each channel's second post came after its first
        assertEquals(4, posted.size());
        for (String channel : List.of("c1", "c2")) {
            assertEquals(
                    List.of(channel + " move 1 (drawn)", channel + " move 2 (drawn)"),
                    posted.stream().filter(p -> p.startsWith(channel)).toList());
        }
    }

    @Test
    void moreThanABatchIsDrainedInOneCall() {
        for (int i = 0; i < OutboxRelay.BATCH * 2 + 3; i++) {
            add("c" + (i % 3), "post " + i);
        }
        assertEquals(OutboxRelay.BATCH * 2 + 3, relay.drain());
        assertEquals("c0|post 0|djambi-outbox-1", made.getFirst());
    }

    @Test
    void aPostMadeJustBeforeACrashIsMadeAgainAtTheNextStartUnderItsNonceAndDiscordKeepsOneMessage() {
        add("c1", "news");
        // The process posts, then dies before it can delete the post from the outbox
        PendingPosts dying = new PendingPosts() {
            @Override
            public List<OutboxPost> claim(Instant now, Duration hold, int limit) {
                return outbox.claim(now, hold, limit);
            }

            @Override
            public void done(long id) {
                throw new IllegalStateException("killed between the post and its deletion");
            }

            @Override
            public void later(long id, Instant notBefore) {}

            @Override
            public int dropChannel(String channelId) {
                return 0;
            }

            @Override
            public void releaseClaims() {}
        };
        Map<String, String> discordByNonce = new LinkedHashMap<>();
        ChannelPoster discord = post -> {
            // Discord's enforced nonce: a repeat is the first message
            discordByNonce.putIfAbsent(post.nonce(), post.post().text());
            return CompletableFuture.completedFuture(Delivery.MADE);
        };
        try {
            new OutboxRelay(dying, discord, PostPictures.NONE, ChannelLost.IGNORED, clock, outbox.doorbell()).drain();
        } catch (IllegalStateException crash) {
            // the process is gone
        }
        // WHEN its successor starts, at once: the dead process's claim does not hold the post back
        assertEquals(
                1,
                new OutboxRelay(outbox, discord, PostPictures.NONE, ChannelLost.IGNORED, clock, outbox.doorbell())
                        .catchUp());
        // THEN the post was sent twice under one nonce: one message in the channel, and the outbox is empty
        assertEquals(Map.of("djambi-outbox-1", "news"), discordByNonce);
        assertEquals(List.of(), outbox.waiting());
    }

    @Test
    void aPostsPictureIsDrawnWhenItIsMadeNotWhenItIsWritten() {
        List<String> drawnAt = new ArrayList<>();
        OutboxRelay drawing = new OutboxRelay(
                outbox,
                post -> {
                    made.add(post.post().text());
                    return CompletableFuture.completedFuture(Delivery.MADE);
                },
                post -> {
                    drawnAt.add(clock.instant().toString());
                    return post.withPicture(List.of(), post.text() + " (drawn)");
                },
                ChannelLost.IGNORED,
                clock,
                outbox.doorbell());
        add("c1", "board");
        clock.advance(Duration.ofSeconds(5));
        drawing.drain();
        assertEquals(List.of("2026-11-23T10:00:05Z"), drawnAt);
        assertEquals(List.of("board (drawn)"), made);
    }

    @Test
    void aStopMakesThePostsWaitingEvenOnePutOffAndLeavesToTheNextStartWhatDiscordStillFails() {
        add("c1", "put off before the stop");
        add("c2", "still failing");
        discordAnswers("c1", Delivery.LATER);
        discordAnswers("c2", Delivery.LATER, Delivery.LATER);
        relay.drain(); // both put off by the relay's own thread
        add("c3", "added by the last command");
        assertFalse(relay.finish(Duration.ofSeconds(2)), "one post is left for the next start");
        assertEquals(
                List.of("c3|added by the last command|djambi-outbox-3", "c1|put off before the stop|djambi-outbox-1"),
                made.stream().sorted(java.util.Comparator.reverseOrder()).toList());
        assertEquals(1, outbox.waiting().size());
        assertEquals(1, relay.catchUp(), "made at the next start");
    }
}
