package io.djambi.bot.wiring;

import io.djambi.bot.clock.ClockCommands;
import io.djambi.bot.clock.ClockControls;
import io.djambi.bot.clock.ReminderAway;
import io.djambi.bot.clock.ReminderSettings;
import io.djambi.bot.clock.Takebacks;
import io.djambi.bot.command.Dispatcher;
import io.djambi.bot.dispatch.CommandSet;
import io.djambi.bot.game.BoardPosts;
import io.djambi.bot.game.GameLife;
import io.djambi.bot.game.GameLocks;
import io.djambi.bot.game.RecordCommands;
import io.djambi.bot.guide.FirstMoveHint;
import io.djambi.bot.guide.Guide;
import io.djambi.bot.guide.GuideCommands;
import io.djambi.bot.press.PressService;
import io.djambi.bot.press.WhisperRateLimit;
import io.djambi.bot.review.ReviewCommands;
import io.djambi.bot.review.ReviewPosts;
import io.djambi.bot.review.Reviews;
import io.djambi.bot.stats.StatsCommands;
import io.djambi.bot.stats.StatsPictures;
import io.djambi.bot.text.Catalogue;
import io.djambi.bot.text.Languages;
import io.djambi.render.GifRenderer;
import java.util.HashMap;
import java.util.Locale;
import java.util.Map;

/**
 * The command layers, one per language the bot speaks, over what they all share: the stores, the outputs, the
 * game's life, locks and posts, one rate limit for whispers. A layer answers in its language; the game's posts are
 * worded in the game's own.
 */
record CommandLayers(
        Wiring.Stores stores,
        Wiring.Outputs outputs,
        Wiring.Conditions run,
        GameLocks locks,
        BoardPosts posts,
        GameLife life,
        WhisperRateLimit rateLimit,
        Languages languages,
        Reviews reviews,
        ReviewPosts reviewPosts) {

    /** The whispers, answering in {@code text}'s language. */
    PressService press(Catalogue text) {
        return new PressService(
                stores.tables(),
                stores.whispers(),
                outputs.courier(),
                outputs.servers(),
                rateLimit,
                run.clock(),
                text,
                stores.languages(),
                stores.results()::seatChanges);
    }

    /** The dispatcher in {@code base}'s language (with {@code press}), answering each user in his own when spoken. */
    Dispatcher inEveryLanguage(Catalogue base, PressService press) {
        Map<String, Dispatcher> translations = new HashMap<>();
        for (Locale language : languages.spoken()) {
            if (!language.equals(Locale.ENGLISH)) {
                Catalogue text = base.forLocale(language);
                translations.put(language.getLanguage(), layer(text, press(text)));
            }
        }
        return layer(base, press).alsoSpeaking(translations, stores.languages());
    }

    /** The commands answering in {@code text}'s language; what stands in memory is shared by every language. */
    private Dispatcher layer(Catalogue text, PressService press) {
        return CommandSet.dispatcher(
                new CommandSet.GameKit(
                        life,
                        posts,
                        text,
                        new FirstMoveHint(stores.firstMoves(), text),
                        run.renderer(),
                        run.clock(),
                        languages,
                        outputs.threads()),
                press,
                new RecordCommands(
                        stores.tables(), new GifRenderer(run.renderer()), outputs.servers(), run.clock(), text, life),
                new ClockCommands(
                        new ClockControls(
                                stores.tables(),
                                life,
                                posts,
                                stores.clocks(),
                                run.clock(),
                                text,
                                languages,
                                stores.serverChoices()),
                        new ReminderSettings(stores.clocks(), text),
                        new ReminderAway(
                                stores.tables(),
                                stores.clocks(),
                                locks,
                                stores.outbox(),
                                run.clock(),
                                text,
                                life::card)),
                new Takebacks(life, posts, stores.clocks(), text),
                new StatsCommands(stores.results(), text, StatsPictures.standard(text)),
                new ReviewCommands(reviews, stores.tables(), stores.results(), reviewPosts, text),
                new GuideCommands(new Guide(run.renderer(), text), text));
    }
}
