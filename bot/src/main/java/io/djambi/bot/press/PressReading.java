package io.djambi.bot.press;

import static io.djambi.bot.press.PressReplies.privately;

import io.djambi.bot.command.CommandRequest;
import io.djambi.bot.command.Reply;
import io.djambi.bot.game.Press;
import io.djambi.bot.game.Seat;
import io.djambi.bot.game.SeatChange;
import io.djambi.bot.game.ServerNames;
import io.djambi.bot.game.Table;
import io.djambi.bot.game.TableStore;
import io.djambi.bot.press.PressService.GameChoice;
import io.djambi.bot.press.Whisper.DeliveryState;
import io.djambi.bot.text.Catalogue;
import java.util.List;
import java.util.Locale;
import java.util.Optional;

/**
 * What a player may read back of the press: his own threads (everyone's once the game revealed them), the whispers
 * Discord would not deliver to him, and his live games to choose from when he whispers.
 */
final class PressReading {
    private final TableStore tables;
    private final WhisperStore whispers;
    private final ServerNames servers;
    private final PressRules rules;
    private final Catalogue text;

    PressReading(TableStore tables, WhisperStore whispers, ServerNames servers, PressRules rules, Catalogue text) {
        this.tables = tables;
        this.whispers = whispers;
        this.servers = servers;
        this.rules = rules;
        this.text = text;
    }

    /** {@code /djambi press [page]}: the caller's own threads, or every whisper once the game revealed them. */
    List<Reply> threads(CommandRequest r) {
        Optional<Table> found =
                tables.find(r.channelId()).filter(t -> t.started().isPresent());
        if (found.isEmpty()
                || r.option("table")
                        .map(id -> !id.equals(Long.toString(found.get().id())))
                        .orElse(false)) {
            return privately(text.get(found.isEmpty() ? "press.threads.no-game" : "press.threads.older-game"));
        }
        Table table = found.get();
        boolean revealed = PressRules.isRevealed(table);
        List<SeatChange> changes = rules.changes(table);
        List<Whisper> all = whispers.ofTable(table.id());
        // One who left his seat still reads the whispers he wrote or was sent, by the name the game knew him by
        boolean player = table.seatOf(r.userId()).isPresent()
                || PressPages.leftSeat(changes, r.userId()).isPresent()
                || all.stream().anyMatch(w -> w.involves(r.userId()));
        if (!revealed && !player) {
            return privately(text.get(
                    !table.settings().revealPress()
                            ? "press.threads.players-only"
                            : table.aborted()
                                    ? "press.threads.players-only-aborted" // an aborted game reveals nothing
                                    : "press.threads.players-only-until-revealed"));
        }
        List<Whisper> visible =
                all.stream().filter(w -> revealed || w.involves(r.userId())).toList();
        if (visible.isEmpty()) {
            return privately(text.get(
                    revealed
                            ? "press.threads.none-sent"
                            : table.settings().press() == Press.FULL
                                    ? "press.threads.none-yours-send-one"
                                    : "press.threads.none-yours"));
        }
        List<String> pages = PressPages.of(table, changes, visible, revealed ? "" : r.userId(), text);
        int page = Math.min(
                pages.size(),
                Math.max(
                        1,
                        r.option("page")
                                .flatMap(PressReplies::number)
                                .orElse(1L)
                                .intValue()));
        Reply.Controls controls =
                pages.size() > 1 ? new Reply.PressPages(table.id(), page, pages.size()) : new Reply.NoControls();
        return List.of(new Reply.Private(pages.get(page - 1), List.of(), controls));
    }

    /** See {@link PressService#undelivered}. */
    List<Reply> undelivered(CommandRequest r) {
        Optional<Table> table =
                tables.find(r.channelId()).filter(t -> t.seatOf(r.userId()).isPresent());
        if (table.isEmpty()) {
            return List.of();
        }
        List<Whisper> waiting = whispers.refusedTo(table.get().id(), r.userId());
        if (waiting.isEmpty()) {
            return List.of();
        }
        List<SeatChange> changes = rules.changes(table.get());
        StringBuilder sb = new StringBuilder(text.get("press.undelivered.heading", waiting.size()));
        int shown = 0;
        for (Whisper w : waiting) {
            String entry = "\n" + PressPages.line(table.get(), changes, w, text);
            if (sb.length() + entry.length() > PressPages.PAGE_LENGTH) {
                break;
            }
            sb.append(entry);
            whispers.mark(w.id(), r.userId(), DeliveryState.SHOWN_LATER);
            shown++;
        }
        if (shown < waiting.size()) {
            sb.append('\n').append(text.get("press.undelivered.more", waiting.size() - shown));
        }
        return privately(sb.toString());
    }

    /** The choices for {@code /whisper}'s {@code game} option: the caller's live games matching what he typed. */
    List<GameChoice> gameChoices(String userId, String typed) {
        String wanted = typed.strip().toLowerCase(Locale.ROOT);
        return tables.liveTablesOf(userId).stream()
                .map(t -> new GameChoice(Long.toString(t.id()), label(t, userId)))
                .filter(c -> c.label().toLowerCase(Locale.ROOT).contains(wanted))
                .limit(PressService.MAX_GAME_CHOICES)
                .toList();
    }

    /** A game as the caller picks it: its server, his colour, the others; cut to Discord's 100 characters. */
    private String label(Table t, String userId) {
        String colour = t.seatOf(userId).map(s -> text.colour(s.colour())).orElse("");
        String others = t.seats().values().stream()
                .filter(s -> !s.userId().equals(userId))
                .map(Seat::name)
                .sorted()
                .reduce((a, b) -> a + ", " + b)
                .orElseGet(() -> text.get("press.game.nobody-yet"));
        String label = text.get("press.game.choice", t.id(), servers.nameOf(t.guildId()), colour, others);
        return label.length() <= 100 ? label : label.substring(0, 99) + "…";
    }
}
