package io.djambi.bot;

import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.classes;
import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.noClasses;
import static com.tngtech.archunit.library.dependencies.SlicesRuleDefinition.slices;

import com.tngtech.archunit.core.domain.JavaClasses;
import com.tngtech.archunit.core.importer.ClassFileImporter;
import com.tngtech.archunit.core.importer.ImportOption;
import org.junit.jupiter.api.Test;

/**
 * The lines the code keeps to, checked on the compiled classes of the three modules: the rules know nothing but
 * the JDK, the pictures know only the rules, Discord and SQL each stay behind one package of the bot, and no package
 * leans on another that leans back on it.
 */
class LayeringTest {
    private static final JavaClasses ALL = new ClassFileImporter()
            .withImportOption(ImportOption.Predefined.DO_NOT_INCLUDE_TESTS)
            // The renderer's test jar (its golden-image check, on the bot's test classpath) is tests too
            .withImportOption(location -> !location.contains("-tests.jar"))
            .importPackages("io.djambi");

    @Test
    void theEngineUsesTheJdkOnly() {
        classes()
                .that()
                .resideInAPackage("io.djambi.engine..")
                .should()
                .onlyDependOnClassesThat()
                .resideInAnyPackage("io.djambi.engine..", "java..")
                .check(ALL);
    }

    @Test
    void theRendererUsesTheEngineTheJdkAndJFreeChartOnly() {
        classes()
                .that()
                .resideInAPackage("io.djambi.render..")
                .should()
                .onlyDependOnClassesThat()
                .resideInAnyPackage("io.djambi.render..", "io.djambi.engine..", "java..", "javax..", "org.jfree..")
                .check(ALL);
    }

    @Test
    void discordTypesStayInTheDiscordPackage() {
        noClasses()
                .that()
                .resideOutsideOfPackage("io.djambi.bot.discord..")
                .should()
                .dependOnClassesThat()
                .resideInAPackage("net.dv8tion..")
                .check(ALL);
    }

    @Test
    void jdbcStaysInTheStorePackage() {
        noClasses()
                .that()
                .resideOutsideOfPackage("io.djambi.bot.store..")
                .should()
                .dependOnClassesThat()
                .resideInAnyPackage("java.sql..", "javax.sql..", "org.sqlite..", "org.flywaydb..")
                .check(ALL);
    }

    @Test
    void theConsoleAndDiscordDoNotKnowEachOther() {
        noClasses()
                .that()
                .resideInAPackage("io.djambi.bot.console..")
                .should()
                .dependOnClassesThat()
                .resideInAPackage("io.djambi.bot.discord..")
                .check(ALL);
        noClasses()
                .that()
                .resideInAPackage("io.djambi.bot.discord..")
                .should()
                .dependOnClassesThat()
                .resideInAPackage("io.djambi.bot.console..")
                .check(ALL);
    }

    @Test
    void onlyTheStartingClassesUseTheRootPackage() {
        noClasses()
                .that()
                .resideOutsideOfPackage("io.djambi.bot")
                .should()
                .dependOnClassesThat()
                .resideInAPackage("io.djambi.bot")
                .check(ALL);
    }

    @Test
    void noPackageCycleInAnyModule() {
        slices().matching("io.djambi.engine.(*)..").should().beFreeOfCycles().check(ALL);
        // The renderer is one package: nothing to cycle
        slices().matching("io.djambi.bot.(*)..").should().beFreeOfCycles().check(ALL);
    }
}
