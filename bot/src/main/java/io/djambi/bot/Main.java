package io.djambi.bot;

import io.djambi.bot.console.ConsoleMode;
import io.djambi.bot.game.InMemoryTableStore;
import io.djambi.bot.game.TableService;
import io.djambi.render.BoardRenderer;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.List;

/** Starts the bot. Today only {@code --console} runs; the Discord adapter is the next step (issue 4). */
public final class Main {
    private Main() {}

    public static void main(String[] args) throws IOException {
        System.setProperty("java.awt.headless", "true");
        if (List.of(args).contains("--console")) {
            TableService service = new TableService(new InMemoryTableStore(), new BoardRenderer());
            new ConsoleMode(service, Path.of("out"), System.out)
                    .run(new BufferedReader(new InputStreamReader(System.in, StandardCharsets.UTF_8)));
            return;
        }
        System.err.println("The Discord connection is not built yet; run with --console for a hot-seat game.");
        System.exit(2);
    }
}
