#!/bin/bash
# Run: bash docs/tryout/stop.sh   (stops the bot and the fake started by start.sh)
RUN=${RUN:-/tmp/djtry-fr}
kill $(cat $RUN/bot.pid) 2>/dev/null; sleep 2; kill $(cat $RUN/fd.pid) 2>/dev/null; true
