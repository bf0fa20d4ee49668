package io.djambi.bot.clock;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.djambi.engine.model.Colour;
import java.time.Duration;
import java.time.Instant;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/** A turn's deadline, its grace after a restart, and the absences that hold the clock. */
class TurnClockTest {
    private static final Instant NOON = Instant.parse("2026-11-22T12:00:00Z");
    private static final Duration DAY = Duration.ofHours(24);

    @Test
    void theDeadlineIsTheTurnTimeAfterTheStartUnlessALaterGraceWasGiven() {
        TurnClock clock = TurnClock.startingAt(7, 3, NOON);
        assertEquals(NOON.plus(DAY), clock.deadline(DAY));
        assertEquals(NOON.plus(DAY), clock.withGrace(NOON.plusSeconds(60)).deadline(DAY), "an earlier grace is moot");
        assertEquals(
                NOON.plus(DAY).plusSeconds(1),
                clock.withGrace(NOON.plus(DAY).plusSeconds(1)).deadline(DAY));
    }

    @Test
    void aPauseShiftsTheStartAndTheGraceButKeepsTheRemindersSent() {
        TurnClock clock = TurnClock.startingAt(7, 3, NOON)
                .withReminders(2)
                .withGrace(NOON.plus(DAY).plusSeconds(600));
        TurnClock shifted = clock.shiftedBy(Duration.ofHours(1));
        assertEquals(NOON.plusSeconds(3600), shifted.turnStartedAt());
        assertEquals(Optional.of(NOON.plus(DAY).plusSeconds(4200)), shifted.graceUntil());
        assertEquals(2, shifted.remindersSent());
        assertEquals(3, shifted.version());
        assertEquals(7, shifted.tableId());
        assertEquals(
                Optional.empty(),
                TurnClock.startingAt(7, 3, NOON).shiftedBy(DAY).graceUntil());
    }

    @Test
    void anAbsenceHoldsOnlyItsOwnPlayersClockAndOnlyUntilHeIsBack() {
        Away blue = new Away(7, Colour.BLUE, NOON, NOON.plus(DAY));
        assertEquals(true, blue.isOn(NOON));
        assertEquals(false, blue.isOn(NOON.plus(DAY)), "at the announced time he is back");
        List<Away> aways = List.of(blue);
        assertEquals(NOON.plus(DAY), Away.clockStart(aways, Colour.BLUE, NOON.plusSeconds(5)));
        assertEquals(NOON.plusSeconds(5), Away.clockStart(aways, Colour.RED, NOON.plusSeconds(5)));
        assertEquals(
                NOON.plus(DAY).plusSeconds(1),
                Away.clockStart(aways, Colour.BLUE, NOON.plus(DAY).plusSeconds(1)));
    }
}
