package io.djambi.bot.text;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;

import io.djambi.engine.Result;
import io.djambi.engine.Words;
import io.djambi.engine.model.Colour;
import io.djambi.engine.model.Position;
import io.djambi.engine.model.Role;
import io.djambi.engine.model.StartPosition;
import io.djambi.engine.move.Move;
import io.djambi.engine.notation.MoveDescription;
import io.djambi.engine.notation.MoveNotation;
import io.djambi.engine.notation.PositionNotation;
import io.djambi.engine.rules.Rules;
import java.util.Locale;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * The engine's words read as French: a piece is named with its article and its colour after the role, as an
 * adjective in lower case ("le Militant rouge", "l'Assassin bleu"), while a player keeps his name ("Bleu est
 * éliminé"); a move told begins with a capital. Each sentence is printed, so a reader can judge it.
 */
class FrenchWordsTest {
    private static final Catalogue FRENCH = Catalogue.english().forLocale(Locale.FRENCH);
    private static final Catalogue ENGLISH = Catalogue.english();

    /** The French of a move played in {@code position}, with what followed from it; plain spaces for the reader. */
    private static String told(String position, String move) {
        Position before = PositionNotation.read(position).orThrow();
        Move m = MoveNotation.read(before, move).orThrow();
        String french = FRENCH.words(MoveDescription.describe(before, m, Rules.applyLegal(before, m)));
        System.out.println(move + ": " + french);
        return french.replace('\u00a0', ' ');
    }

    @ParameterizedTest(name = "{1}")
    @CsvSource(delimiter = '|', textBlock = """
            gC7yC/9/9/9/9/3bR5/2rM6/9/rC7bC r rbyg r 0 0 | C3-C4    | Le Militant rouge C3 va en C4
            gC7yC/9/9/9/9/3bR5/2rM6/9/rC7bC r rbyg r 0 0 | C3xD4>H8 | Le Militant rouge C3 tue le Reporter bleu en D4 ; le cadavre est placé en H8
            gC7yC/9/9/9/9/3bR5/2rA6/9/rC7bC r rbyg r 0 0 | C3xD4    | L'Assassin rouge C3 tue le Reporter bleu en D4 ; le cadavre va en C3
            gC7yC/9/9/9/9/4bM4/2rR6/9/rC7bC r rbyg r 0 0 | C3-D4xE4 | Le Reporter rouge C3 va en D4 et tue le Militant bleu en E4
            gC7yC/9/9/9/9/3bM5/2rP6/9/rC7bC r rbyg r 0 0 | C3xD4>A5 | Le Provocateur rouge C3 déloge le Militant bleu en D4 et le place en A5
            gC8/9/9/9/4bC4/3rP5/9/9/rC7yC r rbyg r 0 0   | D4xE5-F5>B1 | Le Provocateur rouge D4 déloge le Chef bleu du Labyrinthe, sort par F5 et le pose en B1
            9/9/9/9/9/9/9/9/rC5rM1bC r rbrb r 0 0       | G1xI1>G1 | Le Militant rouge G1 tue le Chef bleu en I1 ; le cadavre est placé en G1 ; Bleu est éliminé
            """)
    void aMoveIsToldInFrench(String position, String move, String expected) {
        assertEquals(expected, told(position, move));
    }

    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = '|', textBlock = """
            H3-H5 | le Militant bleu en H3 appartient à Bleu, et c'est à Rouge de jouer
            A1-A3 | le Chef rouge en A1 n'a aucun coup légal
            """)
    void aRefusalNamesThePieceInFrench(String move, String expected) {
        Result<Move> read = MoveNotation.read(StartPosition.fourPlayers(), move);
        String french =
                FRENCH.words(assertInstanceOf(Result.Rejected.class, read).why());
        System.out.println(move + ": " + french);
        assertEquals(expected, french.replace('\u00a0', ' '));
    }

    @Test
    void aMilitantOnTheMazeIsRefusedInFrenchWithItsArticle() {
        Result<Position> read = PositionNotation.read("9/9/9/9/4gM4/9/9/9/rC7bC r rb-- r 0 0");
        String french =
                FRENCH.words(assertInstanceOf(Result.Rejected.class, read).why());
        System.out.println(french);
        assertEquals(
                "seul un Chef peut se tenir sur le Labyrinthe, mais le Militant vert se tient en E5",
                french.replace('\u00a0', ' '));
    }

    @Test
    void eachRoleHasItsArticleElidedBeforeAVowelAndEnglishKeepsItsOwnWords() {
        assertEquals("l'Assassin jaune", FRENCH.words(Words.piece(Colour.YELLOW, Role.ASSASSIN)));
        assertEquals("le Nécromobile vert", FRENCH.words(Words.piece(Colour.GREEN, Role.NECROMOBILE)));
        assertEquals("Rouge", FRENCH.colour(Colour.RED));
        assertEquals("rouge", FRENCH.adjective(Colour.RED));
        for (Colour c : Colour.values()) {
            for (Role r : Role.values()) {
                Words piece = Words.piece(c, r);
                assertEquals(piece.english(), ENGLISH.words(piece));
            }
        }
    }
}
