package io.djambi.bot.press;

import static io.djambi.bot.press.PressTable.text;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.djambi.bot.command.Reply;
import io.djambi.bot.game.InMemoryTableStore;
import io.djambi.bot.game.RandomGames;
import io.djambi.bot.press.Whisper.DeliveryState;
import io.djambi.engine.model.Colour;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

class PressServiceTest {
    private static final Map<Colour, String> PLAYER =
            Map.of(Colour.RED, "ann", Colour.BLUE, "bob", Colour.YELLOW, "cy", Colour.GREEN, "di");

    private static final String NOT_YOURS = PressTable.TEXT.get("press.draft.not-yours");

    private final PressTable t = new PressTable(new InMemoryTableStore(), new InMemoryWhisperStore());

    private List<Whisper> stored() {
        return t.whispers.ofTable(t.table().id());
    }

    @Test
    void aWhisperReachesItsRecipientSayingWhichGameAndWhoSentIt() {
        t.started();
        List<Reply> answer = t.run("ann", "whisper", "to:bob", "message:Together against Yellow?");
        assertEquals("Whispered to bob (Blue).", text(answer));
        assertInstanceOf(Reply.Private.class, answer.get(0), "the sender's confirmation is for him only");
        Courier.DirectMessage dm = t.courier.deliveredTo("bob").get(0);
        assertTrue(dm.text().contains("Djambi game 1 on **Test Server**, <#chan>"), dm.text());
        assertTrue(dm.text().contains("From **ann** (Red) to you (Blue):\n>>> Together against Yellow?"), dm.text());
        assertEquals("Reply to ann", dm.replyLabel());
        assertEquals(
                List.of(new Whisper.Addressee("bob", DeliveryState.DELIVERED)),
                stored().get(0).addressees());
    }

    @Test
    void aCoalitionMessageIsDeliveredToEachRecipientWhoSeesTheOthers() {
        t.started();
        assertEquals(
                "Whispered to bob (Blue), cy (Yellow), di (Green).",
                text(t.run("ann", "whisper", "to:bob", "to2:cy", "to3:di", "message:All against nobody")));
        for (String to : List.of("bob", "cy", "di")) {
            assertEquals(1, t.courier.deliveredTo(to).size(), to);
        }
        assertTrue(t.courier.deliveredTo("cy").get(0).text().contains("to you (Yellow) and to bob (Blue), di (Green)"));
        assertEquals(1, stored().size(), "one whisper, three recipients");
    }

    @Test
    void theReplyFormAnswersTheSenderOnlyAndOnlyARecipientMayUseIt() {
        t.started();
        t.run("ann", "whisper", "to:bob", "to2:cy", "message:Deal?");
        long id = stored().get(0).id();
        assertEquals("Whispered to ann (Red).", text(t.inDm("bob", "whisper-reply", "whisper:" + id, "message:Deal.")));
        assertEquals(
                "From **bob** (Blue) to you (Red):\n>>> Deal.",
                t.courier
                        .deliveredTo("ann")
                        .get(0)
                        .text()
                        .lines()
                        .skip(1)
                        .reduce((a, b) -> a + "\n" + b)
                        .orElse(""));
        assertEquals(Whisper.Via.REPLY, stored().get(1).via());
        assertTrue(text(t.inDm("di", "whisper-reply", "whisper:" + id, "message:Me too"))
                .contains("only answer a whisper that was sent to you"));
        assertEquals(2, stored().size());
    }

    @Test
    void theReplyButtonOpensOnlyForARecipientOfTheWhisperWhileItsGameIsLive() {
        // GIVEN Ann whispered to Bob
        t.started();
        t.run("ann", "whisper", "to:bob", "message:Deal?");
        long id = stored().get(0).id();
        // THEN Bob may answer it; nobody else may, not even Ann, and no whisper that does not exist
        assertEquals(java.util.Optional.empty(), t.press.replyRefusal(id, "bob"));
        for (String other : List.of("cy", "ann", "stranger")) {
            assertEquals(
                    java.util.Optional.of("You can only answer a whisper that was sent to you."),
                    t.press.replyRefusal(id, other),
                    other);
        }
        assertTrue(t.press.replyRefusal(id + 100, "bob").isPresent());
        // WHEN the game ends (the host aborts it) THEN Bob's button opens nothing either
        t.run("ann", "abort-confirm");
        assertEquals(
                java.util.Optional.of("Game 1 is over: its whispers are closed."), t.press.replyRefusal(id, "bob"));
    }

    @Test
    void aPlainDmGoesToTheLastPartnerAfterItsSenderConfirmsTheRecipientOnce() {
        t.started();
        assertTrue(text(t.inDm("bob", "dm", "message:hello?")).contains("not whispered in any live game yet"));
        t.run("ann", "whisper", "to:bob", "message:Shall we?");
        // The first plain DM waits for a button naming the recipient; nothing is sent
        Reply.Private ask = assertInstanceOf(
                Reply.Private.class,
                t.inDm("bob", "dm", "message:Yes, we shall").get(0));
        assertTrue(ask.text().startsWith("Send this to **ann (Red)** in Djambi game 1"), ask.text());
        Reply.DraftControls buttons = assertInstanceOf(Reply.DraftControls.class, ask.controls());
        assertEquals("Send to ann", buttons.sendLabel());
        assertTrue(t.courier.deliveredTo("ann").isEmpty());
        assertEquals(
                NOT_YOURS,
                text(t.inDm("cy", "dm-send", "draft:" + buttons.draftId())),
                "someone else's draft cannot be sent");
        assertEquals("Whispered to ann (Red).", text(t.inDm("bob", "dm-send", "draft:" + buttons.draftId())));
        assertTrue(t.courier.deliveredTo("ann").get(0).text().endsWith(">>> Yes, we shall"));
        assertTrue(
                text(t.inDm("bob", "dm-send", "draft:" + buttons.draftId())).contains("already sent"),
                "a second press of Send sends nothing twice");
        // Confirmed once: the next plain DM goes straight through
        assertEquals("Whispered to ann (Red).", text(t.inDm("bob", "dm", "message:Attack at dawn")));
        assertEquals(2, t.courier.deliveredTo("ann").size());
        assertEquals(
                List.of(Whisper.Via.COMMAND, Whisper.Via.DM, Whisper.Via.DM),
                stored().stream().map(Whisper::via).toList());
    }

    @Test
    void onlyTheAuthorOfADraftMaySendOrCancelItAndAnyoneElseIsToldSoWithNothingChanged() {
        // GIVEN Bob's plain DM waits as a draft for him to confirm the recipient
        t.started();
        t.run("ann", "whisper", "to:bob", "message:Shall we?");
        var ask = (Reply.Private) t.inDm("bob", "dm", "message:Only for Ann").get(0);
        long draft = ((Reply.DraftControls) ask.controls()).draftId();
        // WHEN Cy presses its Send and its Cancel
        List<Reply> send = t.inDm("cy", "dm-send", "draft:" + draft);
        List<Reply> cancel = t.inDm("cy", "dm-cancel", "draft:" + draft);
        // THEN both are refused privately, nothing is sent, and the draft is still Bob's to send
        assertEquals(NOT_YOURS, text(send));
        assertEquals(NOT_YOURS, text(cancel));
        assertInstanceOf(Reply.Private.class, cancel.get(0));
        assertTrue(t.courier.deliveredTo("ann").isEmpty());
        assertTrue(t.whispers.draft(draft).isPresent(), "Cy's Cancel dropped nothing");
        assertEquals("Whispered to ann (Red).", text(t.inDm("bob", "dm-send", "draft:" + draft)));
    }

    @Test
    void theDraftButtonsAreRefusedAtTheClickToAnyoneButTheDraftsAuthor() {
        t.started();
        t.run("ann", "whisper", "to:bob", "message:Shall we?");
        var ask = (Reply.Private) t.inDm("bob", "dm", "message:Only for Ann").get(0);
        long draft = ((Reply.DraftControls) ask.controls()).draftId();
        assertEquals(java.util.Optional.empty(), t.press.draftRefusal(draft, "bob"));
        assertEquals(java.util.Optional.of(NOT_YOURS), t.press.draftRefusal(draft, "cy"));
        // a draft already gone is for its command to say so, to whoever pressed
        t.inDm("bob", "dm-cancel", "draft:" + draft);
        assertEquals(java.util.Optional.empty(), t.press.draftRefusal(draft, "cy"));
    }

    @Test
    void aCancelledDraftIsNeverSent() {
        t.started();
        t.run("ann", "whisper", "to:bob", "message:Shall we?");
        var ask = (Reply.Private) t.inDm("bob", "dm", "message:Never mind").get(0);
        long draft = ((Reply.DraftControls) ask.controls()).draftId();
        assertTrue(text(t.inDm("bob", "dm-cancel", "draft:" + draft)).contains("Not sent"));
        assertTrue(text(t.inDm("bob", "dm-send", "draft:" + draft)).contains("already sent or cancelled"));
        assertTrue(t.courier.deliveredTo("ann").isEmpty());
        assertEquals(1, stored().size());
    }

    @Test
    void publicPressRefusesWhispersAndSaysWhereToTalk() {
        t.started("press:public");
        assertTrue(text(t.run("ann", "whisper", "to:bob", "message:psst")).contains("public press only"));
        assertTrue(t.courier.delivered().isEmpty());
        assertTrue(stored().isEmpty());
    }

    @Test
    void gunboatRefusesWhispersAndItsStartRemindsThatTheChannelIsForMoves() {
        t.run("ann", "new", "press:none");
        t.run("bob", "join");
        t.run("cy", "join");
        t.run("di", "join");
        assertTrue(text(t.run("ann", "start")).contains("Gunboat game: no negotiation, and this channel is for moves"));
        assertTrue(text(t.run("ann", "whisper", "to:bob", "message:psst")).contains("gunboat"));
        assertTrue(stored().isEmpty());
    }

    @Test
    void badWhispersAreRefusedAndNothingIsStoredOrSent() {
        t.started();
        assertTrue(text(t.run("ann", "whisper", "to:zed", "message:hi")).contains("<@zed> is not playing"));
        assertTrue(text(t.run("ann", "whisper", "to:ann", "message:hi")).contains("yourself"));
        assertTrue(text(t.run("ann", "whisper", "to:bob", "message:   ")).contains("needs a message"));
        assertTrue(text(t.run("ann", "whisper", "to:bob", "message:" + "x".repeat(1501)))
                .contains("1501 characters long; at most 1500"));
        assertTrue(
                text(t.run("zed", "whisper", "to:bob", "message:hi")).contains("not playing in this channel's game"));
        assertTrue(text(t.inDm("zed", "whisper", "to:bob", "message:hi")).contains("not playing in any live game"));
        assertTrue(stored().isEmpty());
        assertTrue(t.courier.delivered().isEmpty());
        assertEquals(
                "Whispered to bob (Blue).", text(t.run("ann", "whisper", "to:bob", "message:" + "x".repeat(1500))));
    }

    @Test
    void aSenderIsLimitedToTwentyWhispersAMinute() {
        t.started();
        for (int i = 0; i < 20; i++) {
            assertEquals("Whispered to bob (Blue).", text(t.run("ann", "whisper", "to:bob", "message:n" + i)));
        }
        String refused = text(t.run("ann", "whisper", "to:bob", "message:one too many"));
        assertTrue(refused.contains("at most 20 whispers a minute") && refused.contains("60 seconds"), refused);
        assertEquals(20, stored().size(), "the refused one is not stored");
        assertEquals(
                "Whispered to ann (Red).",
                text(t.run("bob", "whisper", "to:ann", "message:mine")),
                "the limit is per sender");
        t.clock.advance(Duration.ofSeconds(61));
        assertEquals("Whispered to bob (Blue).", text(t.run("ann", "whisper", "to:bob", "message:later")));
    }

    @Test
    void aRefusedDmIsKeptAndShownToTheRecipientAtHisNextCommandInThatGame() {
        t.started();
        t.courier.closeDms("bob");
        String told = text(t.run("ann", "whisper", "to:bob", "to2:cy", "message:Secret plan"));
        assertTrue(told.startsWith("Whispered to cy (Yellow)."), told);
        assertTrue(
                told.contains("**Not delivered** to bob (Blue): Discord refused the DM (closed DMs). Your whisper "
                        + "is kept"),
                told);
        assertEquals(
                List.of("cy"),
                t.courier.delivered().stream()
                        .map(Courier.DirectMessage::recipientId)
                        .toList());
        assertTrue(stored().get(0).isFor("bob", DeliveryState.REFUSED));
        // Anyone else's command shows nothing; Bob's next command shows it, privately, once
        assertFalse(text(t.run("cy", "status")).contains("Secret plan"));
        List<Reply> bobs = t.run("bob", "status");
        Reply.Private notice = assertInstanceOf(Reply.Private.class, bobs.get(bobs.size() - 1));
        assertTrue(notice.text().startsWith("You have 1 undelivered whisper in this game"), notice.text());
        assertTrue(notice.text().contains("ann (Red) → bob (Blue), cy (Yellow): Secret plan"), notice.text());
        assertTrue(stored().get(0).isFor("bob", DeliveryState.SHOWN_LATER));
        assertFalse(text(t.run("bob", "status")).contains("undelivered"));
    }

    @Test
    void eliminatedPlayersWhisperUnlessTheHostTurnedItOff() {
        t.started();
        t.run("bob", "resign-confirm");
        assertEquals("Whispered to ann (Red).", text(t.run("bob", "whisper", "to:ann", "message:revenge")));

        PressTable strict =
                new PressTable(new InMemoryTableStore(), new InMemoryWhisperStore()).started("eliminated-press:false");
        strict.run("bob", "resign-confirm");
        assertTrue(
                text(strict.run("bob", "whisper", "to:ann", "message:revenge")).contains("You are out of this game"));
        assertTrue(text(strict.run("ann", "whisper", "to:bob", "message:sorry")).contains("bob (Blue) is out"));
        assertTrue(strict.whispers.ofTable(strict.table().id()).isEmpty());
    }

    @ParameterizedTest(name = "reveal-press:{0}")
    @ValueSource(booleans = {true, false})
    void theWhispersAreRevealedAtTheEndOnlyWhenTheHostChoseSo(boolean reveal) {
        t.started("reveal-press:" + reveal);
        t.run("ann", "whisper", "to:bob", "message:First secret");
        t.run("cy", "whisper", "to:di", "message:Second secret\nwith two lines");
        List<Reply> last = List.of();
        for (RandomGames.Step step : RandomGames.play(null, 5)) {
            last = t.run(PLAYER.get(step.player()), "move", "move:" + step.move());
        }
        Reply.Public end = assertInstanceOf(Reply.Public.class, last.get(0));
        var archive = end.files().stream()
                .filter(f -> f.fileName().equals("djambi-press-1.txt"))
                .findFirst();
        assertEquals(reveal, archive.isPresent());
        assertEquals(reveal, end.text().contains("The whispers are revealed"));
        if (reveal) {
            String file = new String(archive.get().bytes(), StandardCharsets.UTF_8);
            assertTrue(file.contains("2026-11-22 14:03:00 UTC  ann (Red) -> bob (Blue)\n    First secret\n"), file);
            assertTrue(file.indexOf("First secret") < file.indexOf("Second secret"), "in the order sent");
            assertTrue(file.contains("    Second secret\n    with two lines\n"), file);
            assertTrue(text(t.run("zed", "press")).contains("Second secret"), "after the reveal everyone may read");
        } else {
            assertTrue(text(t.run("zed", "press")).contains("Only the players of this game"));
            String anns = text(t.run("ann", "press"));
            assertTrue(anns.contains("First secret") && !anns.contains("Second secret"), anns);
        }
    }

    @Test
    void pressShowsOnlyTheCallersThreadsPagedWithinAMessage() {
        t.started();
        assertTrue(text(t.run("ann", "press")).contains("no whispers in this game yet"));
        for (int i = 0; i < 6; i++) {
            t.run("ann", "whisper", "to:bob", "message:" + i + " " + "long words ".repeat(60));
            t.clock.advance(Duration.ofMinutes(5));
        }
        t.run("cy", "whisper", "to:ann", "message:From Yellow");
        t.run("cy", "whisper", "to:di", "message:Not for Ann");
        Reply.Private first = (Reply.Private) t.run("ann", "press").get(0);
        Reply.PressPages pages = assertInstanceOf(Reply.PressPages.class, first.controls());
        assertEquals(1, pages.page());
        assertTrue(pages.pages() >= 3, "six long whispers do not fit one message");
        assertTrue(
                first.text()
                        .startsWith("**You ↔ cy (Yellow)** (1 whisper)\n`22 Nov 14:33` cy (Yellow) → ann (Red): "
                                + "From Yellow"),
                "the most recently active thread comes first: " + first.text());
        StringBuilder all = new StringBuilder();
        for (int p = 1; p <= pages.pages(); p++) {
            String page =
                    text(t.run("ann", "press", "page:" + p, "table:" + t.table().id()));
            assertTrue(page.length() <= 2000, "page " + p + " fits one message");
            all.append(page);
        }
        for (int i = 0; i < 6; i++) {
            assertTrue(all.toString().contains("ann (Red) → bob (Blue): " + i + " long words"), "whisper " + i);
        }
        assertFalse(all.toString().contains("Not for Ann"));
        assertTrue(text(t.run("zed", "press")).contains("Only the players of this game"));
    }

    @Test
    void inADmTheGameIsImpliedWhenThereIsOneAndChosenWhenThereAreSeveral() {
        t.started();
        assertEquals("Whispered to bob (Blue).", text(t.inDm("ann", "whisper", "to:bob", "message:from my DMs")));
        // a second game, in another channel, where Ann also plays
        PressTable second = new PressTable(t.tables, t.whispers);
        t.tables.create(io.djambi.bot.game.Table.lobby(
                        "guild",
                        "other",
                        new io.djambi.bot.game.Seat("ann", "ann", Colour.RED),
                        io.djambi.bot.game.TableSettings.DEFAULTS)
                .withSeat(new io.djambi.bot.game.Seat("cy", "cy", Colour.BLUE)));
        assertTrue(
                text(second.inDm("ann", "whisper", "to:bob", "message:which?")).contains("You play in 2 games"));
        List<PressService.GameChoice> choices = second.press.gameChoices("ann", "");
        assertEquals(2, choices.size());
        assertTrue(
                choices.get(0).label().startsWith("Game 1 on Test Server: you are Red, with bob, cy, di"),
                choices.get(0).label());
        assertEquals(1, second.press.gameChoices("ann", "game 2").size());
        assertTrue(
                text(second.inDm("ann", "whisper", "game:2", "to:bob", "message:x"))
                        .contains("bob> is not playing"),
                "Bob does not play in game 2");
        assertEquals("Whispered to cy (Blue).", text(second.inDm("ann", "whisper", "game:2", "to:cy", "message:x")));
    }
}
