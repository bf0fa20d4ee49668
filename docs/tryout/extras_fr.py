# Run: python3 docs/tryout/extras_fr.py   (rules pages + menu, help, status, board, whisper both ways, draw then decline)
import json, sys, time
from fd import *
ch = open(f"{RUN}/chan").read()
r = slash(ALICE, "rules", chan=ch); show(r, "rules")
m = reply_of(r)[-1]
for step in range(4):
    cs = comps(m)
    print("  comps:", cs)
    nxt = [c for c in cs if c[0] == 2 and not c[3] and ("next" in c[1] or "guide" in c[1])]
    if not nxt:
        break
    r2 = button(ALICE, m["id"], nxt[-1][1]); m = r2.get("clicked") or reply_of(r2)[-1]
    print("  PAGE", step, text_of(m)[:400].replace("\n", " | "))
menu = [c for c in comps(m) if c[0] == 3]
if menu:
    r2 = button(ALICE, m["id"], menu[0][1], values=[menu[0][4][-1]]); m = r2.get("clicked") or reply_of(r2)[-1]
    print("  MENU ->", text_of(m)[:400].replace("\n", " | "), comps(m))
show(slash(BOB, "rules", {"topic": "chief"}, chan=ch), "rules topic")
show(slash(ALICE, "help", chan=ch), "help")
show(slash(BOB, "status", chan=ch), "status")
show(slash(BOB, "board", chan=ch), "board")
show(slash(ALICE, "history", chan=ch), "history")
r = slash(ALICE, name="whisper", opts={"to": BOB, "message": "On s'allie contre le Vert ?"}, chan=ch); show(r, "whisper alice->bob")
for m in reply_of(r):
    for c in comps(m):
        if "send" in c[1]:
            show(button(ALICE, m["id"], c[1]), "send")
r = slash(BOB, name="whisper", opts={"to": ALICE, "message": "D'accord."}, chan=ch); show(r, "whisper bob->alice")
for m in reply_of(r):
    for c in comps(m):
        if "send" in c[1]:
            show(button(BOB, m["id"], c[1]), "send")
time.sleep(1)
for u in (ALICE, BOB):
    for d in call("GET", "/dms", user_id=u):
        print("DM to", u, ":", text_of(d).replace("\n", " | "), comps(d))
