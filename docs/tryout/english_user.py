# Run: python3 docs/tryout/english_user.py   (after start.sh: Dave, locale en-US, joins a French game; prints his replies and the channel's posts)
import json, time
from fd import *
ch = call("POST", "/channels", {"guild_id": GUILD, "name": "mixte"})["id"]; print("chan", ch)
open(f"{RUN}/chan-dave", "w").write(ch)
show(slash(ALICE, "new", {"players": "4"}, chan=ch), "alice new")
show(slash(DAVE, "join", {"colour": "blue"}, chan=ch), "dave join")
show(slash(ALICE, "add-ai", {"level": "easy"}, chan=ch), "ai")
lobby = [m for m in messages(channel_id=ch, author="bot") if not (m.get("flags") or 0) & 64][0]
show(button(DAVE, lobby["id"], "djambi:add-ai"), "dave clicks Add AI (not host)")
show(slash(ALICE, "add-ai", {"level": "easy"}, chan=ch), "ai2")
show(slash(DAVE, "start", chan=ch), "dave start (not host)")
show(slash(ALICE, "start", chan=ch), "start")
show(slash(DAVE, "help", chan=ch), "dave help")
show(slash(DAVE, "status", chan=ch), "dave status")
show(slash(DAVE, name="move", opts={"move": "militant"}, chan=ch), "dave /move militant (not his turn)")
# wait for Dave's turn (Blue, after Red: Alice)
show(slash(ALICE, name="move", opts={"move": "C3-D4"}, chan=ch), "alice moves")
for _ in range(30):
    p = [m for m in messages(channel_id=ch, author="bot") if not (m.get("flags") or 0) & 64][-1]
    if f"<@{DAVE}>" in (p.get("content") or ""): break
    time.sleep(1)
show(slash(DAVE, name="move", opts={"move": "militant"}, chan=ch), "dave /move militant")
show(slash(DAVE, name="move", opts={"move": "G1-E5"}, chan=ch), "dave refused move")
print("dave autocomplete:", [c["name"] for c in auto(DAVE, "", ch)])
p = [m for m in messages(channel_id=ch, author="bot") if not (m.get("flags") or 0) & 64][-1]
r = button(DAVE, p["id"], comps(p)[0][1]); show(r, "dave picker")
show(slash(DAVE, "rules", chan=ch), "dave rules")
r = slash(DAVE, "draw", chan=ch); show(r, "dave draw")
r = slash(DAVE, name="whisper", opts={"to": ALICE, "message": "hello"}, chan=ch); show(r, "dave whisper")
r = slash(ALICE, name="whisper", opts={"to": DAVE, "message": "bonjour"}, chan=ch); show(r, "alice whisper")
show(slash(DAVE, "board", chan=ch), "dave board")
time.sleep(1)
for d in call("GET", "/dms", user_id=DAVE):
    print("DM to dave:", text_of(d).replace("\n", " | "), comps(d))
print("--- public posts")
for m in messages(channel_id=ch, author="bot"):
    if not (m.get("flags") or 0) & 64:
        print("PUB", text_of(m).replace("\n", " | ")[:400], comps(m))
