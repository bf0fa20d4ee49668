package io.djambi.bot.game;

import static io.djambi.bot.press.PressTable.text;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.djambi.bot.command.Reply;
import io.djambi.bot.press.InMemoryWhisperStore;
import io.djambi.bot.press.PressTable;
import io.djambi.engine.rules.Rules;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;

/** /djambi import: a lobby's game started from a record, and records that are refused. */
class ImportTest {
    private final PressTable played = new PressTable(new InMemoryTableStore(), new InMemoryWhisperStore());
    private final PressTable lobby = new PressTable(new InMemoryTableStore(), new InMemoryWhisperStore());
    private static final String[] PLAYERS = {"ann", "bob", "cy", "di"};

    private String exportedAfter(int moves) {
        played.started();
        Random random = new Random(5);
        for (int i = 0; i < moves; i++) {
            var position = played.table().game().position();
            var legal = Rules.legalMoves(position);
            played.run(
                    PLAYERS[position.toMove().orElseThrow().ordinal()],
                    "move",
                    "move:" + legal.get(random.nextInt(legal.size())).text());
        }
        Reply.Private export = (Reply.Private) played.run("ann", "export").get(0);
        return new String(export.files().get(0).bytes(), StandardCharsets.UTF_8);
    }

    private void fullLobby(String... options) {
        lobby.run("ann", "new", options);
        lobby.run("bob", "join");
        lobby.run("cy", "join");
        lobby.run("di", "join");
    }

    @Test
    void theImporterReadsWhatWasPostedInHisLanguage() {
        // A Czech host read "Zveřejněno níže: Čeněk started the game from a record…" (found by the play-test)
        String record = exportedAfter(4);
        fullLobby();
        java.util.Locale czech = java.util.Locale.forLanguageTag("cs");
        List<Reply> answers = lobby.router
                .handle(new io.djambi.bot.command.CommandRequest(
                                "ann",
                                "ann",
                                "guild",
                                PressTable.CHANNEL,
                                false,
                                "djambi",
                                "import",
                                java.util.Map.of("record", record))
                        .inLanguages(czech, java.util.Locale.ENGLISH))
                .toCompletableFuture()
                .join();
        Reply.Posted said = (Reply.Posted) answers.get(0);
        assertEquals(
                io.djambi.bot.text.Catalogue.english().forLocale(czech).get("start.imported", "ann", 4), said.said());
        assertEquals(4, lobby.table().game().events().size(), "and the game started");
    }

    @Test
    void anExportedGameImportedIntoAFullLobbyGoesOnFromTheSamePosition() {
        String record = exportedAfter(24);
        fullLobby();
        List<Reply> started = lobby.run("ann", "import", "record:" + record);
        Reply.Public post = (Reply.Public) started.get(0);
        assertTrue(post.text().startsWith("ann started the game from a record (24 events)"), post.text());
        assertEquals(played.table().game().position(), lobby.table().game().position());
        assertEquals(played.table().game().events(), lobby.table().game().events(), "the history comes along");
        String next =
                PLAYERS[lobby.table().game().position().toMove().orElseThrow().ordinal()];
        assertEquals(List.of(next), post.mentions(), "the player to move is pinged");
        String move = Rules.legalMoves(lobby.table().game().position()).get(0).text();
        lobby.run(next, "move", "move:" + move);
        assertEquals(25, lobby.table().version(), "and play goes on");
    }

    @Test
    void aBrokenRecordIsRefusedWithItsLineAndReasonAndChangesNothing() {
        String record = exportedAfter(6);
        String[] lines = record.split("\n");
        int comments = (int)
                java.util.Arrays.stream(lines).filter(l -> l.startsWith(";")).count();
        lines[comments + 3] = "C3-Z9"; // the position line, two events, then this
        fullLobby();
        String answer = text(lobby.run("ann", "import", "record:" + String.join("\n", lines)));
        assertTrue(answer.startsWith("Not imported: line " + (comments + 4) + ": "), answer);
        assertTrue(answer.endsWith("Nothing changed."));
        assertTrue(lobby.table().started().isEmpty(), "still a lobby");
        assertTrue(
                text(lobby.run("ann", "import", "record:this is not a record")).startsWith("Not imported: line 1:"));
        assertTrue(text(lobby.run("ann", "import", "record:")).contains("the record has no position line"));
        assertTrue(lobby.table().started().isEmpty());
    }

    @Test
    void onlyTheHostImportsAndOnlyOnceEverySeatIsTaken() {
        String record = exportedAfter(4);
        lobby.run("ann", "new");
        lobby.run("bob", "join");
        assertTrue(text(lobby.run("ann", "import", "record:" + record)).startsWith("Waiting for players: 2/4"));
        lobby.run("cy", "join");
        lobby.run("di", "join");
        assertTrue(text(lobby.run("bob", "import", "record:" + record)).contains("Only the host"));
        assertTrue(lobby.table().started().isEmpty());
        PressTable empty = new PressTable(new InMemoryTableStore(), new InMemoryWhisperStore());
        assertTrue(text(empty.run("ann", "import", "record:" + record)).contains("open one with /djambi new"));
    }

    @Test
    void aRecordMustSuitTheLobbysSeats() {
        String fourPlayers = exportedAfter(4);
        lobby.run("ann", "new", "players:3");
        lobby.run("bob", "join");
        lobby.run("cy", "join");
        assertTrue(text(lobby.run("ann", "import", "record:" + fourPlayers))
                .contains("the record is a 4-player game and this lobby seats 3"));
        PressTable green = new PressTable(new InMemoryTableStore(), new InMemoryWhisperStore());
        green.run("ann", "new", "players:3");
        green.run("bob", "join");
        green.run("di", "join", "colour:green");
        String threePlayers = "start3\n"; // R25: notation's start3 has Green as the hostage camp
        assertTrue(text(green.run("ann", "import", "record:" + threePlayers))
                .contains("in the record Green is the " + "hostage camp, but di sits as Green here"));
        assertTrue(lobby.table().started().isEmpty());
        lobby.run("ann", "import", "record:" + threePlayers);
        assertTrue(lobby.table().started().isPresent(), "Ann, Bob and Cy leave Green free: it fits");
    }

    @Test
    void aFinishedGameIsNotImported() {
        String record = exportedAfter(0) + "resign r\nresign b\nresign y\n";
        fullLobby();
        assertTrue(text(lobby.run("ann", "import", "record:" + record)).contains("that game is over"));
        assertTrue(lobby.table().started().isEmpty());
    }

    @Test
    void aRecordOverOneMegabyteOrTenThousandEventsIsRefusedBeforeItIsRead() {
        fullLobby();
        String start = exportedAfter(0);
        String huge = start + ";" + "x".repeat(RecordImport.MAX_RECORD_LENGTH) + "\n";
        assertEquals(
                "Not imported: the record is larger than 1 MB, far longer than any game. Nothing changed.",
                text(lobby.run("ann", "import", "record:" + huge)));
        String endless = start + "skip\n".repeat(RecordImport.MAX_RECORD_EVENTS + 1);
        assertEquals(
                "Not imported: the record has 10001 events, more than the 10,000 a game may have. Nothing "
                        + "changed.",
                text(lobby.run("ann", "import", "record:" + endless)));
        assertTrue(lobby.table().started().isEmpty(), "still a lobby");
        lobby.run("ann", "import", "record:" + start + "skip\n".repeat(30));
        assertEquals(30, lobby.table().version(), "a record under both limits is imported");
    }
}
