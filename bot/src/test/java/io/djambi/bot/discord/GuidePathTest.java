package io.djambi.bot.discord;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.djambi.bot.command.Choice;
import io.djambi.bot.command.Reply;
import io.djambi.bot.text.Catalogue;
import java.util.List;
import net.dv8tion.jda.api.components.actionrow.ActionRow;
import net.dv8tion.jda.api.components.buttons.Button;
import net.dv8tion.jda.api.components.selections.SelectOption;
import net.dv8tion.jda.api.components.selections.StringSelectMenu;
import org.junit.jupiter.api.Test;

/** The guide's Previous, Next and page menu: they stop at the ends, and the menu holds every page. */
class GuidePathTest {
    private static final Catalogue TEXT = Catalogue.english();
    private static final List<Choice> PAGES =
            List.of(new Choice("The goal", "goal"), new Choice("The board", "board"), new Choice("The Chief", "chief"));

    private static List<Button> buttons(int page) {
        ActionRow row = GuidePath.rows(new Reply.GuidePages(PAGES, page), TEXT).get(0);
        return row.getComponents().stream().map(Button.class::cast).toList();
    }

    @Test
    void theFirstPageHasNoPreviousAndItsNextLeadsToTheSecond() {
        List<Button> b = buttons(1);
        assertTrue(b.get(0).isDisabled());
        assertFalse(b.get(1).isDisabled());
        assertEquals("djambi:rules:board", b.get(1).getCustomId());
    }

    @Test
    void aMiddlePageLeadsBothWays() {
        List<Button> b = buttons(2);
        assertEquals("djambi:rules:goal", b.get(0).getCustomId());
        assertEquals("djambi:rules:chief", b.get(1).getCustomId());
        assertFalse(b.get(0).isDisabled() || b.get(1).isDisabled());
    }

    @Test
    void theLastPageHasNoNext() {
        List<Button> b = buttons(3);
        assertTrue(b.get(1).isDisabled());
        assertEquals("djambi:rules:board", b.get(0).getCustomId());
    }

    @Test
    void theMenuListsEveryPageWithTheOneShownChosen() {
        StringSelectMenu menu = (StringSelectMenu) GuidePath.rows(new Reply.GuidePages(PAGES, 2), TEXT)
                .get(1)
                .getComponents()
                .get(0);
        assertEquals(GuidePath.MENU, menu.getCustomId());
        assertEquals(
                List.of("goal", "board", "chief"),
                menu.getOptions().stream().map(SelectOption::getValue).toList());
        assertEquals(
                List.of("board"),
                menu.getOptions().stream()
                        .filter(SelectOption::isDefault)
                        .map(SelectOption::getValue)
                        .toList());
    }

    @Test
    void onlyTheGuidesOwnIdsAreTakenForIt() {
        assertTrue(GuidePath.owns("djambi:rules:chief"));
        assertTrue(GuidePath.owns(GuidePath.MENU));
        assertFalse(GuidePath.owns("djambi:press:1:2"));
        assertFalse(GuidePath.owns("djambi:pick:1:2"));
        assertFalse(GuidePath.owns(null));
    }
}
