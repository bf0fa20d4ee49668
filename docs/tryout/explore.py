# Run: RUN=/tmp/djtry python3 docs/tryout/explore.py   (after start.sh; reproduces the rough edges of the report, each in a new channel)
import time
from fd import *


def pubs(ch):
    return [(x["id"], text_of(x).splitlines()[0][:70], x["_meta"]["edits"]) for x in messages(channel_id=ch, author="bot") if not (x.get("flags") or 0) & 64]


def last_public(ch):
    return [x for x in messages(channel_id=ch, author="bot") if not (x.get("flags") or 0) & 64][-1]


# 1. a lobby button, then a lobby slash command: a second lobby is posted, the first keeps live buttons
ch = call("POST", "/channels", {"guild_id": GUILD, "name": "x-lobby"})["id"]
slash(ALICE, "new", chan=ch); time.sleep(1)
button(ALICE, pubs(ch)[0][0], "djambi:add-ai")
show(slash(ALICE, "add-ai", chan=ch), "slash add-ai after the Add AI button")
time.sleep(1); print("public posts:", pubs(ch))
# 2. draw offers with AIs; accept twice; decline own offer
slash(BOB, "join", chan=ch); slash(ALICE, "add-ai", chan=ch); slash(ALICE, "start", chan=ch); time.sleep(1)
r = slash(ALICE, "draw", chan=ch); m = reply_of(r)[-1]; button(ALICE, m["id"], comps(m)[0][1]); time.sleep(1)
offer = last_public(ch); print("offer:", text_of(offer), comps(offer))
show(button(BOB, offer["id"], comps(offer)[0][1]), "bob accepts"); time.sleep(1)
show(button(BOB, offer["id"], comps(offer)[0][1]), "bob accepts again")
show(button(ALICE, offer["id"], comps(offer)[1][1]), "alice declines her own offer")
print("public posts:", pubs(ch))
# 3. forgiving input and its wording; a stranger's autocomplete
show(slash(ALICE, name="move", opts={"move": "e5"}, chan=ch), "/move e5")
print("carol autocomplete:", auto(CAROL, "", ch))
print("autocomplete of a kill prefix:", [c["name"] for c in auto(ALICE, "", ch) if "x" in c["value"]][:3])
# 4. resign twice, then /move
r = slash(BOB, "resign", chan=ch); m = reply_of(r)[-1]; button(BOB, m["id"], comps(m)[0][1])
show(slash(BOB, "resign", chan=ch), "bob resigns again")
show(slash(BOB, name="move", opts={"move": "g7f6"}, chan=ch), "bob /move after resigning")
