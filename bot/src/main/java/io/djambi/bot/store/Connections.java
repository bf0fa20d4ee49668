package io.djambi.bot.store;

import com.zaxxer.hikari.HikariConfig;
import com.zaxxer.hikari.HikariDataSource;
import java.sql.Connection;
import java.sql.SQLException;
import java.time.Duration;
import java.util.concurrent.locks.ReentrantLock;

/**
 * Where a unit of work gets its connection. SQLite has one writer at a time, so the bot keeps one connection and
 * hands it to one thread at a time; PostgreSQL serves many at once, so its connections come from a pool.
 */
sealed interface Connections extends AutoCloseable {
    /** A connection for the calling thread's unit of work; must be given back on the same thread. */
    Connection borrow() throws SQLException;

    void giveBack(Connection connection);

    /**
     * Gives back a connection whose session must end (it may still hold a lock it could not let go): the pool closes
     * it instead of lending it again. SQLite's one connection holds no such lock.
     */
    default void retire(Connection connection) {
        giveBack(connection);
    }

    @Override
    void close() throws SQLException;

    /** The one SQLite connection, lent to one thread at a time. */
    final class One implements Connections {
        private final Connection connection;
        private final ReentrantLock lock = new ReentrantLock();

        One(Connection connection) {
            this.connection = connection;
        }

        @Override
        public Connection borrow() {
            lock.lock();
            return connection;
        }

        @Override
        public void giveBack(Connection given) {
            lock.unlock();
        }

        @Override
        public void close() throws SQLException {
            connection.close();
        }
    }

    /** A HikariCP pool of PostgreSQL connections. */
    final class Pool implements Connections {
        /**
         * One for each thread that may change a game at once (a change holds its connection throughout, with the
         * game's advisory lock): the command workers (one a core), the timer, the two AI threads, the outbox's relay,
         * and a few to spare. PostgreSQL's default allows 100.
         */
        static final int SIZE = Math.max(10, Runtime.getRuntime().availableProcessors() + 6);
        /**
         * The longest a unit of work waits for a connection. With a connection for each thread that may change a
         * game, the wait is for a server that does not answer, never for a busy pool.
         */
        static final Duration CONNECTION_WAIT = Duration.ofSeconds(3);
        /** The longest the check of an idle connection may take; shorter than the wait, as the pool requires. */
        static final Duration VALIDATION_WAIT = Duration.ofSeconds(2);

        private final HikariDataSource pool;

        Pool(DatabaseTarget.Postgres target) {
            HikariConfig config = new HikariConfig();
            config.setJdbcUrl(target.url());
            target.user().ifPresent(config::setUsername);
            target.password().ifPresent(config::setPassword);
            config.setMaximumPoolSize(SIZE);
            config.setPoolName("djambi-db");
            config.setMinimumIdle(2); // a quiet bot holds two connections, not the whole pool
            // Fail at start, with the server's own reason, rather than on the first move
            config.setInitializationFailTimeout(10_000);
            // While the server is away (a restart), a command is refused within seconds rather than held for long:
            // the pool lends no connection it has not checked after a pause, drops those that fail, and opens new
            // ones by itself once the server is back
            config.setConnectionTimeout(CONNECTION_WAIT.toMillis());
            config.setValidationTimeout(VALIDATION_WAIT.toMillis());
            this.pool = new HikariDataSource(config);
        }

        @Override
        public Connection borrow() throws SQLException {
            return pool.getConnection();
        }

        @Override
        public void giveBack(Connection connection) {
            try {
                connection.close(); // back to the pool
            } catch (SQLException e) {
                // the pool drops a connection it cannot take back; nothing the caller can do
            }
        }

        @Override
        public void retire(Connection connection) {
            pool.evictConnection(connection);
        }

        @Override
        public void close() {
            pool.close();
        }
    }
}
