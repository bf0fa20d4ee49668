#!/bin/bash
# Run, from the repository top after `mvn -B -q package -DskipTests`: [RUN=/tmp/djtry-fr] [FIX=docs/tryout/fixtures-en.json] [DB=<sqlite file>] bash docs/tryout/start.sh   (patched fake + the bot; prints the control URL)
set -e
H=$(cd "$(dirname "$0")" && pwd)
REPO=${1:-$(cd "$H/../.." && pwd)}
FAKE=${FAKE:-$REPO/../shared/tools/fakediscord/fakediscord.js}
RUN=${RUN:-/tmp/djtry-fr}
export JAVA_HOME=/usr/lib/jvm/temurin-25-jdk-amd64 PATH=/usr/lib/jvm/temurin-25-jdk-amd64/bin:$PATH
rm -rf $RUN && mkdir -p $RUN
cp "$FAKE" $RUN/fakediscord.js && patch -s $RUN/fakediscord.js "$H/fakediscord.patch"
node $RUN/fakediscord.js --port 0 --control-port 0 --data-dir $RUN/fd --fixtures ${FIX:-$H/fixtures.json} --ack-timeout-ms 0 --quiet > $RUN/fd.log 2>&1 &
echo $! > $RUN/fd.pid
for i in $(seq 50); do [ -f $RUN/fd/ports.json ] && break; sleep 0.2; done
BASE=$(python3 -c "import json;print(json.load(open('$RUN/fd/ports.json'))['base_url'])")
GW=$(python3 -c "import json;print(json.load(open('$RUN/fd/ports.json'))['gateway_url'])")
cat > $RUN/config.yml <<YML
discord:
  token: "MTAwMDAwMDAwMDAwMDAwMDAx.Gfake0.fake-token-for-loopback-tests-only"
  restBaseUrl: "$BASE"
  gatewayUrl: "$GW"
  guildId: "900000000000000100"
database:
  path: "${DB:-$RUN/djambi.db}"
logging:
  level: "INFO"
YML
date +%s.%N > $RUN/started-at
java -jar $REPO/bot/target/djambi-bot.jar --config $RUN/config.yml > $RUN/bot.log 2>&1 &
echo $! > $RUN/bot.pid
CTRL=$(python3 -c "import json;print(json.load(open('$RUN/fd/ports.json'))['control_url'])")
curl -s "${CTRL}commands?name=djambi&wait_ms=60000" > /dev/null
echo "$CTRL"
