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
            case Reply.Private p -> {
                out.println("  [only @" + command.userId() + " sees] " + p.text().replace("\n", "\n    "));
                printFiles(p.files());
            }
            case Reply.Public p -> {
                StringBuilder sb = new StringBuilder("  ").append(p.text().replace("\n", "\n  "));
                if (p.controls() instanceof Reply.LobbyControls) {
                    sb.append("\n  [buttons: Join | Leave | Start]");
                } else if (p.controls() instanceof Reply.BoardControls) {
                    sb.append("\n  [button: Make a move] (here: /djambi pick)");
                }
                out.println(sb);
                printFiles(p.files());
            }
            case Reply.Picker p -> {
                out.println("  [only @" + command.userId() + " sees] " + p.text());
                for (Reply.PickerChoice c : p.choices()) {
                    String next = c.value().isEmpty() ? "/djambi pick picked:" + p.picked() + " play:yes"
                            : "/djambi pick picked:" + p.picked() + c.value();
                    out.println("    " + c.label() + "    -> " + next);
                }
            }
        }
    }

    private void printFiles(java.util.List<Reply.Attachment> files) throws IOException {
        for (Reply.Attachment file : files) {
            Files.createDirectories(boards);
            String name = file.isImage() ? String.format("board-%03d.png", ++boardCount)
                    : String.format("%03d-%s", boardCount, file.fileName());
            Path path = boards.resolve(name);
            Files.write(path, file.bytes());
            out.println("  " + (file.isImage() ? "board" : "file") + ": " + path);
        }
    }
}
