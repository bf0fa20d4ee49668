package io.djambi.bot.store;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.djambi.bot.command.CommandRequest;
import io.djambi.bot.game.Table;
import io.djambi.bot.game.TestGames;
import io.djambi.bot.ops.Meters;
import io.djambi.engine.model.Position;
import io.djambi.engine.move.Move;
import io.djambi.engine.rules.Rules;
import io.djambi.render.BoardRenderer;
import java.io.BufferedReader;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.time.Clock;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Random;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedClass;
import org.junit.jupiter.params.provider.EnumSource;

/**
 * A process plays moves and says "acknowledged N" after each; it is killed with SIGKILL in the middle of its
 * work. Whatever it acknowledged must be in the database when it is opened again.
 */
@ParameterizedClass(name = "on {0}")
@EnumSource(StoreDatabase.class)
class CrashTest {
    @TempDir
    Path dir;

    private final StoreDatabase database;

    CrashTest(StoreDatabase database) {
        this.database = database;
    }

    /**
     * The child process: plays random moves in channel "c" for ever, printing each acknowledged version.
     *
     * @param args the database's JDBC URL, and for PostgreSQL its user
     */
    public static void main(String[] args) throws Exception {
        DatabaseTarget target = DatabaseTarget.parse(
                        args[0], Optional.ofNullable(args.length > 1 ? args[1] : null), Optional.empty())
                .orElseThrow();
        Database db = Database.open(target, Meters.NONE);
        SqlTableStore store = new SqlTableStore(db, Clock.systemUTC());
        TestGames service = new TestGames(
                store,
                new BoardRenderer(),
                noPress -> java.util.Optional.empty(),
                io.djambi.bot.stats.StatsBook.inMemory());
        for (String[] step : List.of(
                new String[] {"ann", "new"},
                new String[] {"bob", "join"},
                new String[] {"cy", "join"},
                new String[] {"di", "join"},
                new String[] {"ann", "start"})) {
            service.handle(CommandRequest.djambi(step[0], step[0], "g", "c", step[1], Map.of()));
        }
        Random random = new Random(42);
        while (true) {
            Table t = store.find("c").orElseThrow();
            Position p = t.game().position();
            if (p.isOver()) {
                System.out.println("over");
                return;
            }
            List<Move> moves = Rules.legalMoves(p);
            String mover = t.seats().get(p.toMove().orElseThrow()).userId();
            service.handle(CommandRequest.move(
                    mover,
                    mover,
                    "g",
                    "c",
                    Map.of("move", moves.get(random.nextInt(moves.size())).text())));
            System.out.println("acknowledged " + store.find("c").orElseThrow().version());
            System.out.flush();
        }
    }

    @Test
    void everyAcknowledgedMoveSurvivesAKillDashNine() throws Exception {
        List<String> command = new ArrayList<>(List.of(
                Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                "-Djava.awt.headless=true",
                "-cp",
                System.getProperty("java.class.path"),
                CrashTest.class.getName()));
        switch (database.target(dir)) {
            case DatabaseTarget.SqliteFile f -> command.add("jdbc:sqlite:" + f.file());
            case DatabaseTarget.Postgres p -> {
                command.add(p.url());
                command.add(p.user().orElseThrow());
            }
        }
        Process child = new ProcessBuilder(command).redirectErrorStream(true).start();
        int acknowledged = 0;
        try (BufferedReader out =
                new BufferedReader(new InputStreamReader(child.getInputStream(), StandardCharsets.UTF_8))) {
            String line;
            while ((line = out.readLine()) != null) {
                if (line.startsWith("acknowledged ")) {
                    acknowledged = Integer.parseInt(line.substring("acknowledged ".length()));
                    if (acknowledged == 25) {
                        child.destroyForcibly(); // SIGKILL: no shutdown hook, no close, mid-write if it is writing
                        break;
                    }
                }
            }
        }
        assertTrue(child.waitFor(30, TimeUnit.SECONDS));
        assertEquals(25, acknowledged, "the child should have played 25 moves before it was killed");
        try (Database reopened = database.open(dir)) {
            SqlTableStore store = new SqlTableStore(reopened, Clock.systemUTC());
            int stored = store.find("c").orElseThrow().version();
            assertTrue(stored >= acknowledged, "stored " + stored + " of " + acknowledged + " acknowledged moves");
        }
    }
}
