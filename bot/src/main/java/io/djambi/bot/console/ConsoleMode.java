package io.djambi.bot.console;

import io.djambi.bot.command.CommandRequest;
import io.djambi.bot.command.Reply;
import io.djambi.bot.game.TableService;
import io.djambi.engine.Result;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.file.Files;
import java.nio.file.Path;

/**
 * A hot-seat game in a terminal over the same command layer as Discord: each line is a command, prefixed with
 * {@code @name} to act as that player; boards are written as PNG files and their paths printed.
 */
public final class ConsoleMode {
    private final TableService service;
    private final Path boards;
    private final PrintStream out;
    private int boardCount;

    public ConsoleMode(TableService service, Path boards, PrintStream out) {
        this.service = service;
        this.boards = boards;
        this.out = out;
    }

    public void run(BufferedReader in) throws IOException {
        out.println("Djambi console. Commands as in Discord, e.g. '@ann /djambi new players:4'. 'quit' ends.");
        String user = "you";
        String line;
        while ((line = in.readLine()) != null) {
            if (line.isBlank()) {
                continue;
            }
            if (line.strip().equalsIgnoreCase("quit")) {
                break;
            }
            Result<CommandRequest> request = ConsoleLine.parse(line, user);
            if (request instanceof Result.Rejected<CommandRequest> r) {
                out.println("  ! " + r.reason());
                continue;
            }
            CommandRequest command = request.orThrow();
            user = command.userId();
            for (Reply reply : service.handle(command)) {
                print(command, reply);
            }
        }
    }

    private void print(CommandRequest command, Reply reply) throws IOException {
        switch (reply) {
            case Reply.Private p -> out.println("  [only @" + command.userId() + " sees] " + p.text().replace("\n", "\n    "));
            case Reply.Public p -> {
                StringBuilder sb = new StringBuilder("  ").append(p.text());
                p.mentions().forEach(m -> sb.append(" @").append(m));
                if (p.hasBoard()) {
                    Files.createDirectories(boards);
                    Path file = boards.resolve(String.format("board-%03d.png", ++boardCount));
                    Files.write(file, p.png());
                    sb.append("\n  board: ").append(file);
                }
                out.println(sb);
            }
        }
    }
}
