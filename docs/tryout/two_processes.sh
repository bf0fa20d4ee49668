#!/bin/bash
# Run, from the repository top after `mvn -B -q package -DskipTests`: [RUN=/tmp/djtry-two] [PGPORT=55432] bash docs/tryout/two_processes.sh
# Two bot processes on one PostgreSQL, each with one of Discord's two shards, against the patched fake Discord; then
# two_processes.py plays as the players would (a game per server, whispers by DM, kill -9 of shard 1's process and
# its restart) and prints a summary. Everything started here is stopped at the end; the logs stay in $RUN.
# KEEP=1 leaves it all running (stop it with: kill $(cat $RUN/*.pid)).
set -e
H=$(cd "$(dirname "$0")" && pwd)
REPO=$(cd "$H/../.." && pwd)
FAKE=${FAKE:-$REPO/../shared/tools/fakediscord/fakediscord.js}
RUN=${RUN:-/tmp/djtry-two}
PGPORT=${PGPORT:-55432}
export JAVA_HOME=${JAVA_HOME:-/usr/lib/jvm/temurin-25-jdk-amd64} PATH=${JAVA_HOME:-/usr/lib/jvm/temurin-25-jdk-amd64}/bin:$PATH
BOT_JAR=$REPO/bot/target/djambi-bot.jar
BENCH_JAR=$REPO/bench/target/benchmarks.jar
for j in $BOT_JAR $BENCH_JAR; do [ -f $j ] || { echo "no $j: mvn -B -q package -DskipTests first"; exit 1; }; done
rm -rf $RUN && mkdir -p $RUN

stop_all() {
    [ -n "$KEEP" ] && { echo "left running; logs and pids in $RUN"; return; }
    for p in bot0 bot1; do [ -f $RUN/$p.pid ] && kill $(cat $RUN/$p.pid) 2>/dev/null || true; done
    sleep 3
    [ -f $RUN/fd.pid ] && kill $(cat $RUN/fd.pid) 2>/dev/null || true
    [ -f $RUN/pg.pid ] && kill $(cat $RUN/pg.pid) 2>/dev/null || true
    wait 2>/dev/null || true
}
trap stop_all EXIT

# PostgreSQL, in the run folder (a restart of LocalPostgres on the same folder keeps the games)
date +%s.%N > $RUN/pg.started-at
java -cp $BENCH_JAR io.djambi.bot.bench.LocalPostgres $PGPORT $RUN/pg > $RUN/pg.log 2>&1 &
echo $! > $RUN/pg.pid
for i in $(seq 120); do grep -q '^jdbc:' $RUN/pg.log && break; sleep 0.5; done
grep '^jdbc:' $RUN/pg.log || { echo "PostgreSQL did not start:"; tail $RUN/pg.log; exit 1; }
date +%s.%N > $RUN/pg.ready-at

# The fake Discord, with two shards: a server's events go to shard (id >> 22) % 2, DMs to shard 0
cp "$FAKE" $RUN/fakediscord.js && patch -s $RUN/fakediscord.js "$H/fakediscord.patch"
node $RUN/fakediscord.js --port 0 --control-port 0 --data-dir $RUN/fd --fixtures ${FIX:-$H/fixtures-shards.json} \
    --shards 2 --ack-timeout-ms 0 --quiet > $RUN/fd.log 2>&1 &
echo $! > $RUN/fd.pid
for i in $(seq 50); do [ -f $RUN/fd/ports.json ] && break; sleep 0.2; done
BASE=$(python3 -c "import json;print(json.load(open('$RUN/fd/ports.json'))['base_url'])")
GW=$(python3 -c "import json;print(json.load(open('$RUN/fd/ports.json'))['gateway_url'])")

# One config per process: the same database and total, its own shard; no guildId, so shard 0's process registers
# the commands globally
for s in 0 1; do
    cat > $RUN/config-$s.yml <<YML
discord:
  token: "MTAwMDAwMDAwMDAwMDAwMDAx.Gfake0.fake-token-for-loopback-tests-only"
  restBaseUrl: "$BASE"
  gatewayUrl: "$GW"
  shards: {total: 2, ids: "$s"}
database:
  url: "jdbc:postgresql://localhost:$PGPORT/postgres"
  user: "postgres"
logging:
  level: "INFO"
YML
done
# Both at once, as an operator starting two services would
for s in 0 1; do
    echo "java -jar $BOT_JAR --config $RUN/config-$s.yml" > $RUN/bot$s.cmd
    date +%s.%N > $RUN/bot$s.started-at
    java -jar $BOT_JAR --config $RUN/config-$s.yml > $RUN/bot$s.log 2>&1 &
    echo $! > $RUN/bot$s.pid
done

RUN=$RUN python3 "$H/two_processes.py"
