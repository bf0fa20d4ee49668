package io.djambi.bot.bench;

import io.zonky.test.db.postgres.embedded.EmbeddedPostgres;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.CountDownLatch;

/**
 * A PostgreSQL server on this machine for trying the bot with several processes (several bots given its URL as
 * {@code database.url}, each with its own {@code discord.shards}): the embedded binaries of io.zonky (Linux x86-64),
 * on a given port and data folder, so a restart keeps the games.
 *
 * <p>For trying the bot only, not for production: no password, no tuning, no backups, the embedded defaults (fsync
 * and synchronous commits off, so a crash of the machine may lose the last commits), and the server lives as long
 * as this program. A production bot runs a PostgreSQL server of its own (docs/scaling.md).
 *
 * <p>Arguments: the port, then the data folder. Prints the JDBC URL (user {@code postgres}, no password) and waits
 * until it is stopped; the shutdown hook stops the server, so SIGTERM leaves the data folder clean.
 */
public final class LocalPostgres {
    private LocalPostgres() {}

    public static void main(String[] args) throws IOException, InterruptedException {
        if (args.length != 2) {
            System.err.println("usage: LocalPostgres <port> <data folder>");
            System.exit(2);
        }
        int port = Integer.parseInt(args[0]);
        Path data = Path.of(args[1]).toAbsolutePath();
        Files.createDirectories(data);
        EmbeddedPostgres server = EmbeddedPostgres.builder()
                .setPort(port)
                .setDataDirectory(data)
                // Without this the builder wipes the folder at start, and a restart would lose the games.
                .setCleanDataDirectory(false)
                .setRegisterShutdownHook(false) // ours below closes it, once
                .start();
        CountDownLatch stopped = new CountDownLatch(1);
        Runtime.getRuntime().addShutdownHook(new Thread(() -> close(server, stopped), "local-postgres-stop"));
        System.out.printf("jdbc:postgresql://localhost:%d/postgres (user postgres, no password)%n", port);
        System.out.flush();
        stopped.await();
    }

    private static void close(EmbeddedPostgres server, CountDownLatch stopped) {
        try {
            server.close();
        } catch (IOException e) {
            System.err.println("PostgreSQL did not stop cleanly: " + e.getMessage());
        } finally {
            stopped.countDown();
        }
    }
}
