package io.djambi.bot.store;

import io.djambi.bot.startup.StartupException;
import io.djambi.bot.startup.StartupFault;
import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.channels.FileChannel;
import java.nio.channels.FileLock;
import java.nio.channels.OverlappingFileLockException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;

/**
 * One bot per database file: an exclusive lock on a file beside it ({@code <db>.lock}), held for the life of the
 * process and released by the operating system even after a {@code kill -9}. SQLite's own locks cannot serve, since
 * two bots would happily take turns writing. The backup command does not take it: it runs beside a live bot.
 */
public final class DatabaseLock implements AutoCloseable {
    private final FileChannel channel;
    private final FileLock lock;

    private DatabaseLock(FileChannel channel, FileLock lock) {
        this.channel = channel;
        this.lock = lock;
    }

    /** Takes the lock of {@code database}, or refuses at once if another process (or this one) holds it. */
    public static DatabaseLock acquire(Path database) throws StartupException {
        Path file = lockFile(database);
        FileChannel channel = null;
        try {
            Path parent = file.getParent();
            if (parent != null) {
                Files.createDirectories(parent);
            }
            channel = FileChannel.open(file, StandardOpenOption.CREATE, StandardOpenOption.WRITE);
            FileLock lock = channel.tryLock();
            if (lock == null) {
                channel.close();
                throw new StartupException(new StartupFault.DatabaseInUse(database));
            }
            // Who holds it, for an operator who wonders: "pid 1234"
            channel.truncate(0);
            channel.write(ByteBuffer.wrap(
                    ("pid " + ProcessHandle.current().pid() + "\n").getBytes(StandardCharsets.US_ASCII)));
            return new DatabaseLock(channel, lock);
        } catch (OverlappingFileLockException e) { // held by this very process
            closeQuietly(channel);
            throw new StartupException(new StartupFault.DatabaseInUse(database), e);
        } catch (IOException e) {
            closeQuietly(channel);
            throw new StartupException(
                    new StartupFault.DatabaseUnusable(
                            database.toString(), "cannot create its lock file " + file + ": " + e.getMessage()),
                    e);
        }
    }

    static Path lockFile(Path database) {
        Path absolute = database.toAbsolutePath().normalize();
        return absolute.resolveSibling(absolute.getFileName() + ".lock");
    }

    private static void closeQuietly(FileChannel channel) {
        if (channel != null) {
            try {
                channel.close();
            } catch (IOException suppressed) {
                // the lock was not taken; nothing is held
            }
        }
    }

    @Override
    public void close() throws IOException {
        lock.release();
        channel.close();
    }
}
