package io.djambi.bot.game;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.djambi.bot.command.Reply;
import io.djambi.bot.text.Catalogue;
import io.djambi.engine.ai.Level;
import io.djambi.engine.game.Game;
import io.djambi.engine.game.GameEvent;
import io.djambi.engine.model.Colour;
import io.djambi.engine.model.Position;
import io.djambi.engine.model.StartPosition;
import io.djambi.engine.notation.MoveNotation;
import io.djambi.render.BoardRenderer;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import org.junit.jupiter.api.Test;

/**
 * A game's card says where the game stands (its lobby with its buttons, then who plays and whose move it is, then the
 * result), always with a link to the game's thread; and it names the thread: the host while the lobby is open, then
 * every player, within Discord's hundred characters.
 */
class CardsTest {
    private static final Catalogue TEXT = TestGames.TEXT;
    private static final String THREAD = "501";

    private final Cards cards = new Cards(new BoardPosts(new BoardRenderer(), t -> Optional.empty(), TEXT));

    /** Ann's lobby, table 7, in thread 501 opened from channel "parent". */
    private static Table lobby(String host) {
        return Table.lobby(
                        "guild",
                        THREAD,
                        new Seat(host, host, Colour.RED),
                        TableSettings.fromOptions(Map.of(), TEXT).orThrow())
                .inThread(THREAD, "parent")
                .withId(7);
    }

    /** Ann (Red), Bob (Blue) and two AIs, after {@code moves}. */
    private static Table playing(String... moves) {
        Table seated = lobby("ann")
                .withSeat(new Seat("bob", "bob", Colour.BLUE))
                .withSeat(Seat.ai(Colour.YELLOW, Level.EASY, TEXT))
                .withSeat(Seat.ai(Colour.GREEN, Level.HARD, TEXT));
        Game game = Game.startingFrom(StartPosition.fourPlayers());
        for (String move : moves) {
            Position p = game.position();
            game = game.play(new GameEvent.Played(MoveNotation.read(p, move).orThrow()))
                    .orThrow();
        }
        return seated.withGame(game, Set.of());
    }

    @Test
    void aLobbysCardIsTheLobbyWithItsButtonsAndALinkToTheThread() {
        Table lobby = lobby("ann").withSeat(new Seat("bob", "bob", Colour.BLUE));
        Reply.Public card = cards.card(lobby);
        assertTrue(
                card.text().startsWith("**Djambi 7**: the lobby is open. The game is played in <#501>."), card.text());
        assertTrue(card.text().contains("Red: ann") && card.text().contains("Blue: bob"), card.text());
        assertTrue(card.text().contains("2/4 seated"), card.text());
        // the buttons name the table: the channel holds other games' cards
        assertEquals(new Reply.LobbyControls(7, Locale.ENGLISH), card.controls());
        assertEquals(new Reply.Card(501, "Djambi · ann", "Djambi · ann", "lobby"), card.target());
        assertTrue(card.isCard());
    }

    @Test
    void aCardInPlaySaysTheMovesThePlayersWhoseMoveAndTheThread() {
        Reply.Public card = cards.card(playing("C3-D4", "G3-F3"));
        assertEquals("""
                **Djambi 7** · in play, 2 moves made
                ann (Red) · bob (Blue) · AI Yellow (easy) · AI Green (hard)
                AI Yellow (easy) to move.
                Follow the game in <#501>.""", card.text());
        assertEquals(new Reply.Card(501, "Djambi 7 · ann, bob, AI, AI", "Djambi · ann", "playing"), card.target());
        assertEquals(
                new Reply.NoControls(), card.controls(), "a card in play has no buttons: the board is in the thread");
        assertTrue(!card.hasBoard(), "nor a board");
        assertEquals(
                "**Djambi 7** · in play, 1 move made",
                cards.card(playing("C3-D4")).text().lines().findFirst().orElseThrow());
    }

    @Test
    void aSeatThatLooksForASubstituteHasItsLineUnderThePlayers() {
        Reply.Public card = cards.card(
                playing("C3-D4"), List.of(WantedSeat.open(Colour.BLUE), new WantedSeat(Colour.RED, "zed", "zed")));
        List<String> lines = card.text().lines().toList();
        assertEquals(
                List.of(
                        "ann (Red) · bob (Blue) · AI Yellow (easy) · AI Green (hard)",
                        "Red: substitute wanted",
                        "Blue: substitute wanted"),
                lines.subList(1, 4));
        assertTrue(lines.get(4).endsWith("to move."), card.text());
    }

    @Test
    void aPlayerOutOfTheGameIsMarkedOutAsTheStatusMarksHim() {
        // GIVEN Bob resigns while the others play on
        Table table = playing("C3-D4");
        Game resigned = table.game().play(new GameEvent.Resign(Colour.BLUE)).orThrow();
        // THEN the card marks him, and only him
        assertEquals(
                "ann (Red) · bob (Blue), out · AI Yellow (easy) · AI Green (hard)",
                cards.card(table.withGame(resigned, Set.of()))
                        .text()
                        .lines()
                        .toList()
                        .get(1));
        // and once the game is over, every player but the winner
        Game over = resigned.play(new GameEvent.Resign(Colour.YELLOW))
                .orThrow()
                .play(new GameEvent.Resign(Colour.GREEN))
                .orThrow();
        assertEquals(
                "ann (Red) · bob (Blue), out · AI Yellow (easy), out · AI Green (hard), out",
                cards.card(table.withGame(over, Set.of()))
                        .text()
                        .lines()
                        .toList()
                        .get(1));
    }

    @Test
    void aPlayerOutIsSaidOutAfterHisNameWithoutASecondBracketAndInTheGenderOfWhatHeIs() {
        // GIVEN a French game where Bob (a person) and the AIs resigned: "IA" is feminine in French
        Table table = Table.lobby(
                        "guild",
                        THREAD,
                        new Seat("ann", "ann", Colour.RED),
                        TableSettings.fromOptions(Map.of(), TEXT).orThrow().withLanguage(Locale.FRENCH))
                .inThread(THREAD, "parent")
                .withId(7)
                .withSeat(new Seat("bob", "bob", Colour.BLUE))
                .withSeat(Seat.ai(Colour.YELLOW, Level.NORMAL, TEXT))
                .withSeat(Seat.ai(Colour.GREEN, Level.HARD, TEXT));
        Game game = Game.startingFrom(StartPosition.fourPlayers());
        game = game.play(new GameEvent.Played(
                        MoveNotation.read(game.position(), "C3-D4").orThrow()))
                .orThrow();
        for (Colour out : new Colour[] {Colour.BLUE, Colour.YELLOW}) {
            game = game.play(new GameEvent.Resign(out)).orThrow();
        }
        // THEN the card says so after a comma, "éliminée" for an AI and "éliminé" for a person
        assertEquals(
                "ann (Rouge) · bob (Bleu), éliminé · IA Jaune (normale), éliminée · IA Vert (difficile)",
                cards.card(table.withGame(game, Set.of()))
                        .text()
                        .lines()
                        .toList()
                        .get(1));
    }

    @Test
    void aFinishedGamesCardSaysTheResult() {
        Table table = playing("C3-D4");
        Game game = table.game();
        for (Colour out : new Colour[] {Colour.BLUE, Colour.YELLOW, Colour.GREEN}) {
            game = game.play(new GameEvent.Resign(out)).orThrow();
        }
        Table over = table.withGame(game, Set.of());
        assertEquals(Stage.OVER, over.stage());
        Reply.Public card = cards.card(over);
        assertTrue(card.text().startsWith("**Djambi 7** · finished after 1 move\n"), card.text());
        assertTrue(card.text().contains("**ann (Red) wins the game!**"), card.text());
        assertTrue(card.text().endsWith("The game and its talk stay in <#501>."), card.text());
        assertEquals("over", assertInstanceOf(Reply.Card.class, card.target()).stage());
    }

    @Test
    void anAbortedGamesCardSaysItWasCalledOff() {
        Reply.Public started = cards.card(playing("C3-D4").abort());
        assertTrue(started.text().startsWith("**Djambi 7** · called off after 1 move\n"), started.text());
        assertFalse(started.text().contains("finished"), started.text());
        Reply.Public lobby = cards.card(lobby("ann").abort());
        assertTrue(lobby.text().startsWith("**Djambi 7** · called off before the first move\n"), lobby.text());
    }

    @Test
    void theThreadIsNamedForItsHostThenForEveryPlayerAndAiAsAi() {
        Table lobby = lobby("ann").withSeat(new Seat("bob", "bob", Colour.BLUE));
        assertEquals("Djambi · ann", cards.threadName(lobby, TEXT), "the host alone while the lobby is open");
        assertEquals("Djambi 7 · ann, bob, AI, AI", cards.threadName(playing(), TEXT));
        assertEquals(
                "Djambi 7 · ann, bob, IA, IA",
                cards.threadName(playing(), TEXT.forLocale(Locale.FRENCH)),
                "in the game's language");
    }

    @Test
    void aThreadsNameKeepsToDiscordsHundredCharacters() {
        Table seated = lobby("a".repeat(32))
                .withSeat(new Seat("b", "b".repeat(32), Colour.BLUE))
                .withSeat(new Seat("c", "c".repeat(32), Colour.YELLOW))
                .withSeat(new Seat("d", "d".repeat(32), Colour.GREEN))
                .withGame(Game.startingFrom(StartPosition.fourPlayers()), Set.of());
        String name = cards.threadName(seated, TEXT);
        assertEquals(100, name.length());
        assertTrue(name.startsWith("Djambi 7 · " + "a".repeat(32) + ", "), name);
        assertTrue(name.endsWith("…"), name);
        assertEquals(100, Cards.openingName("x".repeat(200), TEXT).length());
        assertEquals("Djambi · ann", Cards.openingName("ann", TEXT));
    }

    @Test
    void aGamePlayedInItsChannelHasNoCard() {
        Table channel = Table.lobby(
                        "guild",
                        "chan",
                        new Seat("ann", "ann", Colour.RED),
                        TableSettings.fromOptions(Map.of(), TEXT).orThrow())
                .withId(3);
        assertTrue(!channel.inThread());
        assertThrows(IllegalStateException.class, channel::cardMessageId);
    }

    @Test
    void aCardIsWordedInTheGamesLanguage() {
        Table french = lobby("ann")
                .withSettings(lobby("ann").settings().withLanguage(Locale.FRENCH))
                .withSeat(new Seat("bob", "bob", Colour.BLUE))
                .withGame(Game.startingFrom(StartPosition.fourPlayers()), Set.of());
        String text = cards.card(french).text().replace('\u00a0', ' ');
        assertTrue(text.startsWith("**Djambi 7** · en cours, 0 coup joué\n"), text);
        assertTrue(text.endsWith("Suivez la partie dans <#501>."), text);
    }
}
