# Run: python3 docs/tryout/extras2_fr.py   (rules paging with labels, draw offer then decline)
import json, sys, time
from fd import *
ch = open(f"{RUN}/chan").read()
r = slash(BOB, "rules", {"topic": "killing"}, chan=ch)
m = reply_of(r)[-1]
for c in m["components"]:
    print(json.dumps(c, ensure_ascii=False)[:2500])
for step in range(3):
    nxt = [c for c in comps(m) if c[0] == 2][1]
    r2 = button(BOB, m["id"], nxt[1]); m = r2.get("clicked") or reply_of(r2)[-1]
    print("  PAGE", text_of(m)[:150].replace("\n", " | "), comps(m)[:2])
prev = [c for c in comps(m) if c[0] == 2][0]
r2 = button(BOB, m["id"], prev[1]); m = r2.get("clicked") or reply_of(r2)[-1]
print("  PREV", text_of(m)[:150].replace("\n", " | "))
r = slash(ALICE, "draw", chan=ch); show(r, "draw")
m = reply_of(r)[-1]
for c in m["components"]: print(json.dumps(c, ensure_ascii=False)[:800])
r2 = button(ALICE, m["id"], comps(m)[0][1]); show(r2, "confirm draw")
time.sleep(2)
offer = [x for x in messages(channel_id=ch, author="bot") if not (x.get("flags") or 0) & 64][-1]
print("OFFER", text_of(offer), comps(offer))
r3 = button(BOB, offer["id"], [c for c in comps(offer) if "decline" in c[1]][0][1]); show(r3, "bob declines")
time.sleep(2)
for x in messages(channel_id=ch, author="bot")[-4:]:
    print("PUB" if not (x.get("flags") or 0) & 64 else "EPH", text_of(x).replace("\n", " | "), comps(x))
