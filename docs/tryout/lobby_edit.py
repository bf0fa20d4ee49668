# Run: RUN=/tmp/djtry-en python3 docs/tryout/lobby_edit.py   (a lobby button then lobby slash commands: the one lobby must be edited in place)
import time
from fd import *
ch = call("POST", "/channels", {"guild_id": GUILD, "name": "x-lobby"})["id"]
pubs = lambda: [(x["id"], text_of(x).splitlines()[0][:60], x["_meta"]["edits"], [c[1] for c in comps(x)]) for x in messages(channel_id=ch, author="bot") if not (x.get("flags") or 0) & 64]
slash(ALICE, "new", chan=ch); time.sleep(1)
lobby = pubs()[0][0]
show(button(ALICE, lobby, "djambi:add-ai"), "Add AI button")
show(button(BOB, lobby, "djambi:join"), "Join button (bob)")
show(slash(ALICE, "add-ai", chan=ch), "slash add-ai after the buttons")
show(slash(BOB, "leave", chan=ch), "slash leave")
show(button(BOB, lobby, "djambi:join"), "Join button again")
show(slash(CAROL, "join", chan=ch), "slash join carol")
time.sleep(1)
for p in pubs(): print("PUBLIC", p)
print("one lobby, edited in place:", len(pubs()) == 1)
