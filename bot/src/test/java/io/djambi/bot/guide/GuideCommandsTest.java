package io.djambi.bot.guide;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.djambi.bot.command.Choice;
import io.djambi.bot.command.ChoiceSpec;
import io.djambi.bot.command.CommandRequest;
import io.djambi.bot.command.Dispatcher;
import io.djambi.bot.command.Reply;
import io.djambi.bot.text.Catalogue;
import io.djambi.render.BoardRenderer;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** {@code /djambi rules}: a page, its picture, and the controls that lead to every other page. */
class GuideCommandsTest {
    private static final Catalogue TEXT = Catalogue.english();
    private final Dispatcher dispatcher =
            new Dispatcher(List.of(new GuideCommands(new Guide(new BoardRenderer(), TEXT), TEXT)));

    private Reply.Private rules(Map<String, String> options) {
        List<Reply> replies = dispatcher
                .handle(CommandRequest.djambi("7", "Ann", "g", "c", "rules", options))
                .toCompletableFuture()
                .join();
        assertEquals(1, replies.size());
        return assertInstanceOf(Reply.Private.class, replies.get(0));
    }

    @Test
    void rulesWithoutATopicOpensTheFirstPageOnlyForTheOneWhoAsked() {
        Reply.Private page = rules(Map.of());
        assertTrue(page.text().startsWith("**" + TEXT.get("guide.goal.title") + "** (1/16)"), page.text());
        assertEquals(
                List.of("goal.png"),
                page.files().stream().map(Reply.Attachment::fileName).toList());
        assertEquals(
                1, assertInstanceOf(Reply.GuidePages.class, page.controls()).page());
    }

    @Test
    void aTopicOpensItsOwnPageWithItsPicture() {
        Reply.Private page = rules(Map.of("topic", "reporter"));
        assertTrue(page.text().contains(TEXT.get("guide.reporter.text")));
        assertEquals("reporter.png", page.files().get(0).fileName());
        assertEquals(5, ((Reply.GuidePages) page.controls()).page());
    }

    @Test
    void theMenuUnderAPageListsEveryTopicInOrderByItsTitle() {
        Reply.GuidePages controls =
                (Reply.GuidePages) rules(Map.of("topic", "hostage")).controls();
        List<Choice> expected = Arrays.stream(GuideTopic.values())
                .map(t -> new Choice(TEXT.get(t.titleKey()), t.id()))
                .toList();
        assertEquals(expected, controls.pages());
        assertEquals(GuideTopic.HOSTAGE.ordinal() + 1, controls.page());
    }

    @Test
    void anUnknownTopicIsAnsweredWithTheNamesOfThePages() {
        Reply.Private answer = rules(Map.of("topic", "castling"));
        assertTrue(answer.text().contains("castling"));
        assertTrue(answer.text().contains("necromobile") && answer.text().contains("picker"), answer.text());
        assertEquals(List.of(), answer.files());
    }

    @Test
    void theTopicOptionOffersEveryPageWithinDiscordsLimit() {
        List<ChoiceSpec> choices =
                GuideCommands.RULES.option("topic").orElseThrow().choices();
        assertEquals(
                Arrays.stream(GuideTopic.values()).map(GuideTopic::id).toList(),
                choices.stream().map(ChoiceSpec::value).toList());
        assertTrue(choices.size() <= 25, "Discord takes 25 choices");
    }
}
