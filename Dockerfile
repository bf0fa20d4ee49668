# The Djambi bot in a container. Build: docker build -t djambi-bot .
# Run: docker run -v "$PWD/config.yml:/config/config.yml:ro" -v djambi-data:/data -e DJAMBI_TOKEN=... djambi-bot
# (in config.yml, database.path: "/data/djambi.db"). See "Running in production" in README.md.

# --- build: Maven and a JDK 21 ---
FROM maven:3.9-eclipse-temurin-21 AS build
WORKDIR /src
COPY . .
RUN mvn -B -q package -DskipTests

# --- run: the JRE alone, as a user without privileges ---
FROM eclipse-temurin:21-jre
RUN groupadd --system djambi && useradd --system --gid djambi --home-dir /data djambi \
    && mkdir -p /data /config && chown djambi:djambi /data
COPY --from=build /src/bot/target/djambi-bot.jar /app/djambi-bot.jar
USER djambi
# The SQLite file, its WAL files and its lock: keep them on a volume, or a new container starts with no games
VOLUME /data
WORKDIR /data
# /metrics and /health, when metrics.port is set to this port in the config
EXPOSE 9404
ENTRYPOINT ["java", "-jar", "/app/djambi-bot.jar"]
CMD ["--config", "/config/config.yml"]
